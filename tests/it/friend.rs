//! A friend at another terminal from inside the program: the menu's "Play a friend at another
//! terminal…" (the new-game screen with the friend's side) and "Join a friend's game…" (the
//! window where what the friend read out is typed), two real processes in tmux on loopback.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::tmux::{Tmux, joined};

/// The menu's entries from Back down to "Play a friend at another terminal…" in the fullest
/// menu (a game on, both sides people at this keyboard); "Join a friend's game…" is the next.
const DOWN_TO_PLAY_FRIEND: usize = 9;

/// Opens the menu and chooses the entry `down` rows under Back, checking its name first.
fn choose_in_menu(t: &Tmux, down: usize, name: &str) {
    t.keys(&["m"]);
    t.wait_screen("Back to the game");
    for _ in 0..down {
        t.keys(&["Down"]);
    }
    t.wait_for(name, || t.screen().contains(&format!("> {name}")));
    t.keys(&["Enter"]);
}

/// Hosts from the menu and the new-game screen (the friend at Black, as the menu chooses),
/// listening on a free loopback port: the line the friend types, as the top line shows it.
fn host_from_menu(host: &Tmux) -> String {
    choose_in_menu(
        host,
        DOWN_TO_PLAY_FRIEND,
        "Play a friend at another terminal…",
    );
    host.wait_screen("a friend at another terminal");
    host.wait_screen("directly, at 127.0.0.1:0");
    // Start, at the foot of the screen.
    host.keys(&["End", "Enter"]);
    host.wait_screen("morris join 127.0.0.1:");
    host.screen().lines().next().unwrap().trim().to_string()
}

#[test]
fn a_game_hosted_from_the_menu_is_joined_from_the_menu_and_decisions_cross() {
    let Some(host) = crate::tmux::start("friend-host", "--new --listen 127.0.0.1:0") else {
        return;
    };
    let line = host_from_menu(&host);
    assert!(line.starts_with("morris join 127.0.0.1:"), "{line}");
    // It stays on the screen while the host waits.
    host.wait_for("the waiting line", || {
        joined(&host.screen()).contains("Waiting for your friend")
    });
    assert!(host.screen().contains(&line));

    let Some(join) = crate::tmux::start("friend-join", "--new") else {
        return;
    };
    choose_in_menu(&join, DOWN_TO_PLAY_FRIEND + 1, "Join a friend's game…");
    join.wait_screen("What your friend reads out");
    // A line that is not one is named, and the window stays.
    join.raw("7-purple-sausage");
    join.keys(&["Enter"]);
    join.wait_for("the problem named", || {
        joined(&join.screen()).contains("That is the code alone")
            || join.screen().contains("That is the code alone")
    });
    for _ in 0.."7-purple-sausage".len() {
        join.keys(&["BSpace"]);
    }
    // The whole line, as the host shows it, pasted.
    join.raw(&line);
    join.keys(&["Enter"]);
    join.wait_for("the host's turn", || {
        joined(&join.screen()).contains("White is thinking")
    });
    host.wait_for("the friend connected", || {
        joined(&host.screen()).contains("Black is connected")
    });
    // The joiner plays Black: its board is turned (rank 1 at the top).
    let screen = join.screen();
    let first = screen
        .lines()
        .map(str::trim_start)
        .find(|l| l.starts_with(|c: char| c.is_ascii_digit()));
    assert!(first.is_some_and(|l| l.starts_with('1')), "{screen}");

    // A decision made on one appears on the other, both ways.
    host.play(&["a7"]);
    join.wait_for("White's a7 on the joiner's screen", || {
        join.screen().contains("1. a7")
    });
    join.play(&["d2"]);
    host.wait_for("Black's d2 on the host's screen", || {
        host.screen().contains("1. a7   d2") || joined(&host.screen()).contains("a7 d2")
    });
    host.keys(&["q"]);
    host.wait_screen("Quit");
    host.keys(&["y"]);
    assert_eq!(host.wait_exit(), "0");
    join.wait_for("the host gone", || {
        joined(&join.screen()).contains("White quit the game")
            || joined(&join.screen()).contains("White is gone")
    });
    join.keys(&["q"]);
    join.wait_screen("Quit");
    join.keys(&["y"]);
    assert_eq!(join.wait_exit(), "0");
    // Both records hold the game and the other side's address.
    for t in [&host, &join] {
        let record = t.read(".local/share/morris/current.pgn");
        assert!(record.contains("1. a7 d2"), "{record}");
        assert!(record.contains("[Opponent \"127.0.0.1:"), "{record}");
    }
}

#[test]
fn esc_while_waiting_stops_hosting_and_closes_the_port() {
    let Some(host) = crate::tmux::start("friend-esc", "--new --listen 127.0.0.1:0") else {
        return;
    };
    let line = host_from_menu(&host);
    let addr = line
        .split_whitespace()
        .nth(2)
        .unwrap()
        .parse::<std::net::SocketAddr>()
        .unwrap();
    // Listening: a connection is taken (and dropped: it says nothing).
    std::net::TcpStream::connect_timeout(&addr, std::time::Duration::from_secs(5))
        .unwrap_or_else(|e| panic!("{addr} not listening: {e}"));
    host.keys(&["Escape"]);
    host.wait_for("the stop said", || {
        joined(&host.screen()).contains("You stopped waiting")
    });
    assert!(!host.screen().contains(&line), "{}", host.screen());
    // The port closes once the worker has ended.
    host.wait_for("the port closed", || {
        std::net::TcpStream::connect_timeout(&addr, std::time::Duration::from_secs(1)).is_err()
    });
    // The board is the players' here again: Esc opens the menu, a decision is played.
    host.play(&["a7"]);
    host.wait_screen("1. a7");
    host.keys(&["q"]);
    host.wait_screen("Quit");
    host.keys(&["y"]);
    assert_eq!(host.wait_exit(), "0");
}

/// The screens of a friend's game from the menu: its entries, the new-game screen with the
/// friend's side, the board waiting, and the join window, at 80×24 and 60×17 (and in German
/// and Portuguese), driven by actions and keys as a player's would be.
mod screens {
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    use morris::lang::{self, Lang};
    use morris::net::open::Network;
    use morris::rules::{Color, Game, Rules};
    use morris::tui::app::remote::Link;
    use morris::tui::app::{MenuItem, Mode, Start};
    use morris::tui::remote::{Linking, Role};
    use morris::tui::sim::Sim;
    use morris::tui::{Action, Msg, Settings};

    fn sim(network: Network, w: u16, h: u16) -> Sim {
        let mut start = Start::new(Game::new(Rules::default()), Settings::default());
        start.network = network;
        let mut s = Sim::new(start);
        s.send(Msg::Resized(w, h));
        s
    }

    fn screen(s: &Sim, w: u16, h: u16) -> String {
        s.screen(w, h).0
    }

    /// Opens the menu and marks `item` (by the arrows, as a player would).
    fn mark(s: &mut Sim, item: MenuItem) {
        s.press(Action::Menu);
        let at = s.app().menu().iter().position(|m| *m == item).unwrap();
        for _ in 0..at {
            s.press(Action::Down);
        }
    }

    fn type_text(s: &mut Sim, text: &str) {
        for c in text.chars() {
            s.send(Msg::Key(KeyEvent::new(
                KeyCode::Char(c),
                KeyModifiers::NONE,
            )));
        }
    }

    fn in_lang<T>(l: Lang, f: impl FnOnce() -> T) -> T {
        lang::set_here(Some(l));
        let out = f();
        lang::set_here(None);
        out
    }

    #[test]
    fn the_menu_offers_both_and_keeps_the_usual_entries_in_sight() {
        for (w, h) in [(80, 24), (60, 17)] {
            let mut s = sim(Network::default(), w, h);
            s.press(Action::Menu);
            let top = screen(&s, w, h);
            // The usual entries are at the top, where the menu opens.
            for usual in ["Back to the game", "New game…", "White resigns"] {
                assert!(top.contains(usual), "{usual} at {w}x{h}:\n{top}");
            }
            s.press(Action::Cancel);
            mark(&mut s, MenuItem::JoinFriend);
            let shown = screen(&s, w, h);
            assert!(shown.contains("> Join a friend's game…"), "{shown}");
            assert!(
                shown.contains("Play a friend at another terminal…"),
                "{shown}"
            );
            insta::assert_snapshot!(format!("friend_menu_{w}x{h}"), shown);
        }
    }

    #[test]
    fn play_a_friend_opens_the_new_game_screen_with_the_friend_s_side_and_starting_hosts() {
        for (w, h) in [(80, 24), (60, 17)] {
            let mut s = sim(Network::default(), w, h);
            mark(&mut s, MenuItem::PlayFriend);
            s.press(Action::Select);
            let ng = s.app().new_game_screen().unwrap();
            assert_eq!(ng.friend(), Some(Color::Black));
            let shown = screen(&s, w, h);
            assert!(shown.contains("a friend at another terminal"), "{shown}");
            assert!(shown.contains("directly, on port 4318"), "{shown}");
            insta::assert_snapshot!(format!("friend_new_game_{w}x{h}"), shown);
            // Start: the loop is asked to open the game, and the line the friend types stays
            // on the screen while it waits.
            s.press(Action::End);
            s.press(Action::Select);
            assert_eq!(s.links(), [Linking::Host]);
            let r = s.app().remote().unwrap();
            assert_eq!(r.mine, Color::White);
            assert_eq!(r.link, Link::Waiting);
            assert!(matches!(&r.role, Role::Host(l) if l.contains("7-purple-sausage")));
            let shown = screen(&s, w, h);
            assert!(
                shown.contains("morris join 192.0.2.7:4318 7-purple-sausage"),
                "{shown}"
            );
            insta::assert_snapshot!(format!("friend_waiting_{w}x{h}"), shown);
            // Esc stops waiting: the link is hung up, the game is this keyboard's again.
            s.press(Action::Cancel);
            assert!(s.hung_up());
            assert!(s.app().remote().is_none());
            assert_eq!(s.app().mode(), &Mode::Play);
            let shown = screen(&s, w, h);
            assert!(!shown.contains("morris join"), "{shown}");
            assert!(s.app().message().unwrap().contains("You stopped waiting"));
        }
    }

    #[test]
    fn a_relay_set_is_how_the_friend_reaches_the_host_and_a_code_alone_joins_there() {
        let relay = Network {
            relay: Some("relay.example.org:4319".into()),
            listen: None,
        };
        let mut s = sim(relay.clone(), 80, 24);
        mark(&mut s, MenuItem::PlayFriend);
        s.press(Action::Select);
        assert!(screen(&s, 80, 24).contains("through the relay relay.example.org:4319"));
        s.press(Action::End);
        s.press(Action::Select);
        assert!(
            screen(&s, 80, 24)
                .contains("morris join --relay relay.example.org:4319 7-purple-sausage")
        );
        let mut j = sim(relay, 80, 24);
        mark(&mut j, MenuItem::JoinFriend);
        j.press(Action::Select);
        type_text(&mut j, "7-purple-sausage");
        j.press(Action::Select);
        assert!(
            matches!(j.links(), [Linking::Join(g)] if g.relay.as_deref() == Some("relay.example.org:4319") && g.address.is_none()),
            "{:?}",
            j.links()
        );
    }

    #[test]
    fn a_host_that_cannot_open_says_why_on_the_new_game_screen() {
        let mut s = sim(Network::default(), 80, 24);
        mark(&mut s, MenuItem::PlayFriend);
        s.press(Action::Select);
        s.refuse_link("cannot open the game: the address is in use");
        s.press(Action::End);
        s.press(Action::Select);
        assert!(s.app().remote().is_none());
        let ng = s.app().new_game_screen().expect("back on the screen");
        assert_eq!(ng.friend(), Some(Color::Black));
        assert!(screen(&s, 80, 24).contains("the address is in use"));
    }

    #[test]
    fn the_friend_s_side_is_one_of_three_and_the_side_here_is_a_person() {
        let mut s = sim(Network::default(), 80, 24);
        s.press(Action::Menu);
        let at = s
            .app()
            .menu()
            .iter()
            .position(|m| *m == MenuItem::ChooseGame)
            .unwrap();
        for _ in 0..at {
            s.press(Action::Down);
        }
        s.press(Action::Select);
        // White's kind of side: a person, the computer, a friend, a person again.
        s.press(Action::Down);
        let mut kinds = Vec::new();
        for _ in 0..3 {
            s.press(Action::Right);
            let ng = s.app().new_game_screen().unwrap();
            kinds.push(ng.value(ng.focus()));
        }
        assert_eq!(
            kinds,
            ["the computer", "a friend at another terminal", "a person"]
        );
        // A friend at both sides is one friend: choosing Black's takes White's back.
        s.press_all(&[Action::Right, Action::Right]);
        for _ in 0..2 {
            s.press(Action::Down);
        }
        s.press_all(&[Action::Right, Action::Right]);
        let ng = s.app().new_game_screen().unwrap();
        assert_eq!(ng.friend(), Some(Color::Black));
        // The computer against the friend is refused, and said.
        s.press(Action::Up);
        s.press(Action::Up);
        s.press(Action::Right);
        assert!(
            s.app()
                .new_game_screen()
                .unwrap()
                .side(Color::White)
                .computer
        );
        s.press(Action::End);
        s.press(Action::Select);
        assert!(s.links().is_empty());
        let said = s.app().message().unwrap();
        assert!(said.contains("choose a person for it"), "{said}");
    }

    #[test]
    fn the_join_window_names_each_problem_and_joins_what_the_friend_read_out() {
        for (w, h) in [(80, 24), (60, 17)] {
            let mut s = sim(Network::default(), w, h);
            mark(&mut s, MenuItem::JoinFriend);
            s.press(Action::Select);
            insta::assert_snapshot!(format!("friend_join_{w}x{h}"), screen(&s, w, h));
            for (typed, said) in [
                ("", "Type what your friend reads out"),
                ("7-purple-sausage", "That is the code alone"),
                ("127.0.0.1:4318", "The code is missing"),
                ("127.0.0.1:4318 7-purple-sausag", "is not a code"),
                ("morris join --relay", "--relay needs the relay's address"),
                ("join --listen 1 2", "--listen is not understood here"),
                ("a b c", "3 words"),
            ] {
                type_text(&mut s, typed);
                s.press(Action::Select);
                let msg = s.app().message().unwrap_or_default();
                assert!(msg.contains(said), "{typed:?}: {msg}");
                assert!(matches!(s.app().mode(), Mode::Join(t) if t == typed));
                if typed == "7-purple-sausage" {
                    insta::assert_snapshot!(
                        format!("friend_join_problem_{w}x{h}"),
                        screen(&s, w, h)
                    );
                }
                for _ in typed.chars() {
                    s.send(Msg::Key(KeyEvent::new(
                        KeyCode::Backspace,
                        KeyModifiers::NONE,
                    )));
                }
            }
            assert!(s.links().is_empty(), "nothing joined from a bad line");
            // The whole line, pasted as the host shows it.
            type_text(&mut s, "morris join 127.0.0.1:4318 7-purple-sausage");
            s.press(Action::Select);
            assert!(
                matches!(s.links(), [Linking::Join(g)] if g.address.as_deref() == Some("127.0.0.1:4318") && g.code.to_string() == "7-purple-sausage")
            );
            let r = s.app().remote().unwrap();
            assert_eq!(
                (r.role.clone(), r.link.clone()),
                (Role::Join, Link::Waiting)
            );
            assert_eq!(s.app().mode(), &Mode::Play);
            // Esc while getting through stops trying.
            s.press(Action::Cancel);
            assert!(s.hung_up());
            assert!(s.app().remote().is_none());
        }
    }

    #[test]
    fn a_friend_s_game_that_failed_or_ended_is_left_for_a_new_one_from_the_menu() {
        use morris::tui::remote::Report;
        let mut s = sim(Network::default(), 80, 24);
        mark(&mut s, MenuItem::JoinFriend);
        s.press(Action::Select);
        type_text(&mut s, "127.0.0.1:4318 7-purple-sausage");
        s.press(Action::Select);
        // While getting through, the game is the link's: no new game from here.
        s.press(Action::Menu);
        assert!(!s.app().menu().contains(&MenuItem::NewGame));
        s.press(Action::Cancel);
        // The host said the code is wrong: the link is ended for good, and said.
        s.send(Msg::Remote(Report::Failed("the code is wrong".into())));
        assert!(screen(&s, 80, 24).contains("the code is wrong"));
        s.press(Action::Menu);
        for item in [MenuItem::NewGame, MenuItem::JoinFriend] {
            assert!(s.app().menu().contains(&item), "{item:?}");
        }
        s.press(Action::Cancel);
        // `n` starts a new game here: the link is let go, the board is this keyboard's.
        s.press(Action::NewGame);
        assert!(s.app().remote().is_none());
        assert!(s.hung_up());
        assert!(!screen(&s, 80, 24).contains("the code is wrong"));
    }

    #[test]
    fn in_german_and_portuguese_the_entries_the_screen_and_the_window_are_whole() {
        for (l, (w, h)) in [(Lang::De, (80, 24)), (Lang::Pt, (60, 17))] {
            in_lang(l, || {
                let code = if l == Lang::De { "de" } else { "pt" };
                let mut s = sim(Network::default(), w, h);
                mark(&mut s, MenuItem::JoinFriend);
                insta::assert_snapshot!(format!("friend_menu_{code}_{w}x{h}"), screen(&s, w, h));
                s.press(Action::Cancel);
                mark(&mut s, MenuItem::PlayFriend);
                s.press(Action::Select);
                insta::assert_snapshot!(
                    format!("friend_new_game_{code}_{w}x{h}"),
                    screen(&s, w, h)
                );
                s.press(Action::Cancel);
                mark(&mut s, MenuItem::JoinFriend);
                s.press(Action::Select);
                type_text(&mut s, "7-purple-sausage");
                s.press(Action::Select);
                insta::assert_snapshot!(format!("friend_join_{code}_{w}x{h}"), screen(&s, w, h));
            });
        }
    }
}

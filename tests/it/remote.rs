//! A game with a friend at another terminal: two apps wired together by the link in memory
//! (the messages through their own encoding), played with the keys on both sides — a whole
//! game, a resignation, a draw agreed, undo allowed and refused, a dropped link — and a
//! hostile peer whose messages end the link and change nothing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common::{keys_for, reference_plies};
use morris::clock::{TimeControl, Times};
use morris::net::protocol::{self, Message};
use morris::rules::{Color, Decision, Game, Reason, Rules, Variant};
use morris::tui::app::remote::{Last, Link, Remote};
use morris::tui::app::{MenuItem, Mode, Question, Start};
use morris::tui::messages::Effect;
use morris::tui::remote::{Report, Role};
use morris::tui::sim::{Pair, Sim};
use morris::tui::{Action, Msg, Settings};
use std::time::Duration;

fn start(rules: Rules, role: Role, mine: Color, name: &str) -> Start {
    let mut s = Start::new(Game::new(rules), Settings::default());
    s.remote = Some(Remote::new(role, mine, name));
    s
}

fn host_line() -> String {
    "morris join 10.0.0.2:4000 7-purple-sausage".into()
}

/// Host (White, Ana) and joiner (Bo), connected.
fn pair(rules: Rules) -> Pair {
    Pair::connect(
        start(rules, Role::Host(host_line()), Color::White, "Ana"),
        start(rules, Role::Join, Color::White, "Bo"),
    )
}

/// The side whose turn it is makes `d` with the keys, and the link carries it over.
fn decide(p: &mut Pair, d: Decision) {
    let mover = p.host.app().game().position().side_to_move();
    let sim = if p.host.app().remote().unwrap().mine == mover {
        &mut p.host
    } else {
        &mut p.join
    };
    let before = sim.app().game().ply();
    for a in keys_for(d) {
        sim.press(a);
    }
    assert_eq!(
        sim.app().game().ply(),
        before + 1,
        "{d}: {:?}",
        sim.app().message()
    );
    p.pass();
    assert_eq!(
        p.host.app().game().decisions(),
        p.join.app().game().decisions(),
        "both boards the same after {d}"
    );
}

fn play(p: &mut Pair, tokens: &str) {
    for t in tokens.split_whitespace() {
        decide(p, t.parse().unwrap());
    }
}

fn menu(sim: &mut Sim, item: MenuItem) {
    sim.press(Action::Menu);
    let i = sim.app().menu().iter().position(|m| *m == item);
    let i = i.unwrap_or_else(|| panic!("{item:?} not in {:?}", sim.app().menu()));
    sim.press(Action::Choose(i));
}

fn panel(sim: &Sim) -> String {
    sim.screen(100, 30).0
}

#[test]
fn the_joiner_plays_black_with_its_stones_at_the_bottom_and_both_see_who_is_connected() {
    let p = pair(Rules::default());
    let (h, j) = (p.host.app(), p.join.app());
    assert_eq!(j.remote().unwrap().mine, Color::Black);
    assert_eq!(j.remote().unwrap().link, Link::Playing);
    assert_eq!(h.remote().unwrap().link, Link::Playing);
    assert_eq!(h.name(Color::Black), "Bo");
    assert_eq!(j.name(Color::White), "Ana");
    assert!(j.turned() && !h.turned());
    assert!(
        panel(&p.join).contains("Ana is thinking"),
        "{}",
        panel(&p.join)
    );
    assert!(
        panel(&p.host).contains("Bo is connected"),
        "{}",
        panel(&p.host)
    );
}

#[test]
fn the_host_shows_what_the_friend_types_while_it_waits() {
    let sim = Sim::new(start(
        Rules::default(),
        Role::Host(host_line()),
        Color::White,
        "Ana",
    ));
    for (w, h) in [(80, 24), (120, 30)] {
        let screen = sim.screen(w, h).0;
        assert!(
            screen.contains("morris join 10.0.0.2:4000 7-purple-sausage"),
            "{screen}"
        );
    }
}

#[test]
fn a_whole_game_across_the_link_ends_the_same_on_both_screens_and_each_saves_it() {
    let mut p = pair(Variant::Nine.rules());
    play(&mut p, &reference_plies("G1"));
    for (sim, peer) in [(&p.host, "10.0.0.3:5000"), (&p.join, "10.0.0.2:4000")] {
        let o = sim.app().game().outcome().unwrap();
        assert_eq!(o.winner, Some(Color::White));
        assert_eq!(o.reason, Reason::FewerThanThree(Color::Black));
        assert_eq!(
            sim.app().saving().opponent.as_deref(),
            Some(peer),
            "the record names the other side's address"
        );
        assert!(
            sim.store
                .iter()
                .any(|e| matches!(e, morris::tui::Effect::Save(_))),
            "saved"
        );
    }
}

#[test]
fn keys_on_the_other_side_s_turn_play_nothing_and_say_whose_turn_it_is() {
    let mut p = pair(Rules::default());
    for a in keys_for("d6".parse().unwrap()) {
        p.join.press(a);
    }
    assert_eq!(p.join.app().game().ply(), 0);
    assert!(p.join.sent().is_empty(), "nothing was sent");
    assert!(
        p.join.app().message().unwrap().contains("Ana's turn"),
        "{:?}",
        p.join.app().message()
    );
}

#[test]
fn a_resignation_ends_the_game_on_both_sides() {
    let mut p = pair(Rules::default());
    play(&mut p, "d6 d2");
    menu(&mut p.join, MenuItem::Resign(Color::Black));
    p.join.press(Action::Yes);
    p.pass();
    for sim in [&p.host, &p.join] {
        let o = sim.app().game().outcome().unwrap();
        assert_eq!(o.reason, Reason::Resignation(Color::Black));
    }
}

#[test]
fn the_menu_offers_only_our_own_side_and_nothing_that_changes_the_game_alone() {
    let p = pair(Rules::default());
    let items = p.join.app().menu();
    assert!(items.contains(&MenuItem::Resign(Color::Black)));
    assert!(!items.contains(&MenuItem::Resign(Color::White)));
    assert!(!items.contains(&MenuItem::NewGame));
    assert!(!items.iter().any(|m| matches!(m, MenuItem::Computer(_))));
}

#[test]
fn a_draw_offered_and_agreed_and_one_declined() {
    let mut p = pair(Rules::default());
    play(&mut p, "d6 d2");
    menu(&mut p.host, MenuItem::OfferDraw(Color::White));
    p.pass();
    assert_eq!(
        p.join.app().mode(),
        &Mode::Question(Question::DrawOffer(Color::White), false)
    );
    p.join.press(Action::No);
    p.pass();
    assert!(p.host.app().game().outcome().is_none());
    assert!(
        p.host.app().message().unwrap().contains("declined"),
        "{:?}",
        p.host.app().message()
    );
    menu(&mut p.host, MenuItem::OfferDraw(Color::White));
    p.pass();
    p.join.press(Action::Yes);
    p.pass();
    for sim in [&p.host, &p.join] {
        assert_eq!(
            sim.app().game().outcome().unwrap().reason,
            Reason::Agreement
        );
    }
}

#[test]
fn undo_is_a_request_the_other_allows_or_refuses() {
    let mut p = pair(Rules::default());
    play(&mut p, "d6 d2 a1");
    // Black asks to take back its d2 and White's reply after it.
    p.join.press(Action::Undo);
    assert_eq!(
        p.join.app().game().ply(),
        3,
        "nothing is taken back before the answer"
    );
    p.pass();
    assert_eq!(
        p.host.app().mode(),
        &Mode::Question(Question::Undo(1), false)
    );
    p.host.press(Action::No);
    p.pass();
    assert_eq!(p.host.app().game().ply(), 3);
    assert_eq!(p.join.app().game().ply(), 3);
    assert!(p.join.app().message().unwrap().contains("did not allow"));
    p.join.press(Action::Undo);
    p.pass();
    p.host.press(Action::Yes);
    p.pass();
    for sim in [&p.host, &p.join] {
        assert_eq!(sim.app().game().ply(), 1, "{:?}", sim.app().message());
    }
    // Black plays again, something else.
    play(&mut p, "g7");
    assert_eq!(
        p.host.app().game().decisions(),
        p.join.app().game().decisions()
    );
}

#[test]
fn a_dropped_link_waits_and_goes_on_from_the_last_decision_both_have() {
    let mut p = pair(Rules::default());
    play(&mut p, "d6 d2");
    // White plays a1, but the link drops before Black hears it.
    for a in keys_for("a1".parse().unwrap()) {
        p.host.press(a);
    }
    assert_eq!(p.host.app().game().ply(), 3);
    p.drop_link();
    assert!(panel(&p.join).contains("gone"), "{}", panel(&p.join));
    // Nothing is played while the other side is away.
    for a in keys_for("g7".parse().unwrap()) {
        p.join.press(a);
    }
    assert_eq!(p.join.app().game().ply(), 2);
    p.reconnect();
    for sim in [&p.host, &p.join] {
        assert_eq!(sim.app().remote().unwrap().link, Link::Playing);
        assert_eq!(sim.app().game().ply(), 2, "back to what both have");
    }
    play(&mut p, "a1 g7");
}

/// The joiner, connected, and a hostile host: each message `m` heard after the hellos.
fn hostile(m: Message) -> Sim {
    let mut join = Sim::new(start(Rules::default(), Role::Join, Color::White, "Bo"));
    join.send(Msg::Remote(Report::Connected("10.0.0.2:4000".into())));
    let mut g = Game::new(Rules::default());
    g.play("d6".parse().unwrap()).unwrap();
    join.send(Msg::Remote(Report::Heard(protocol::hello(
        &g,
        "Eve",
        Color::Black,
        None,
    ))));
    join.sent();
    assert_eq!(join.app().game().ply(), 1);
    let before = join.app().game().clone();
    join.send(Msg::Remote(Report::Heard(m)));
    assert_eq!(join.app().game(), &before, "the game is as it was");
    join
}

fn ended_with(sim: &Sim, words: &str) {
    let link = &sim.app().remote().unwrap().link;
    assert!(
        matches!(link, Link::Ended(why) if why.contains(words)),
        "{link:?}"
    );
    assert!(sim.hung_up(), "the link was ended");
    assert!(
        panel(sim).contains("link with the other side ended"),
        "{}",
        panel(sim)
    );
}

#[test]
fn a_decision_out_of_turn_ends_the_link_and_changes_nothing() {
    // Black (the joiner) is to move: White's decision is out of turn.
    let mut j = hostile(Message::Decision {
        ply: 1,
        decision: "d2".into(),
        left: None,
    });
    // The joiner is Black and to move: a decision heard now is the host's, out of turn.
    ended_with(&j, "out of turn");
    // Keys still work on the board afterwards? The link is gone: the game waits.
    j.press(Action::Select);
}

#[test]
fn an_illegal_decision_a_replay_and_garbage_end_the_link_and_change_nothing() {
    // White to move after Black's reply is needed for White's decision: make Black the host.
    let mut join = Sim::new(start(Rules::default(), Role::Join, Color::White, "Bo"));
    join.send(Msg::Remote(Report::Connected("h".into())));
    let g = Game::new(Rules::default());
    // The host says the joiner plays Black: White (the host) moves first.
    join.send(Msg::Remote(Report::Heard(protocol::hello(
        &g,
        "Eve",
        Color::Black,
        None,
    ))));
    let before = join.app().game().clone();
    join.send(Msg::Remote(Report::Heard(Message::Decision {
        ply: 0,
        decision: "a2".into(),
        left: None,
    })));
    assert_eq!(join.app().game(), &before);
    let link = &join.app().remote().unwrap().link;
    assert!(
        matches!(link, Link::Ended(why) if why.contains("rules refuse")),
        "{link:?}"
    );

    ended_with(
        &hostile(Message::Decision {
            ply: 0,
            decision: "d6".into(),
            left: None,
        }),
        "old message",
    );
    let mut garbage = hostile(Message::Ping);
    garbage.send(Msg::Remote(Report::Broken(
        Message::decode(b"\x00garbage").unwrap_err(),
    )));
    ended_with(&garbage, "not a morris message");
    ended_with(&hostile(Message::DrawAnswer { accept: true }), "never made");
}

#[test]
fn a_hello_of_another_version_ends_the_link() {
    let mut join = Sim::new(start(Rules::default(), Role::Join, Color::White, "Bo"));
    join.send(Msg::Remote(Report::Connected("h".into())));
    let mut hello = protocol::hello(&Game::new(Rules::default()), "Eve", Color::Black, None);
    if let Message::Hello { version, .. } = &mut hello {
        *version = 2;
    }
    join.send(Msg::Remote(Report::Heard(hello)));
    ended_with(&join, "version 2");
    assert!(join.sent().is_empty(), "no hello answers it");
}

#[test]
fn quitting_tells_the_other_side() {
    let mut p = pair(Rules::default());
    play(&mut p, "d6");
    p.host.press(Action::Quit);
    p.host.press(Action::Yes);
    assert!(p.host.quits());
    p.pass();
    assert!(
        matches!(p.join.app().remote().unwrap().link, Link::Gone(_)),
        "{:?}",
        p.join.app().remote().unwrap().link
    );
    assert!(panel(&p.join).contains("quit"), "{}", panel(&p.join));
    // Its tries to come back, refused while the host is away, do not hide why it went.
    p.join
        .send(Msg::Remote(Report::Dropped("connection refused".into())));
    let shown = panel(&p.join);
    assert!(
        shown.contains("(they quit)") && !shown.contains("refused"),
        "{shown}"
    );
}

#[test]
fn the_record_of_a_game_across_the_link_names_the_other_side_s_address() {
    let p = pair(Rules::default());
    let saving = p.join.app().saving();
    let mut tags = Vec::new();
    let players = morris::store::tags::Players {
        names: [&saving.names[0], &saving.names[1]],
        help: saving.help,
        by_computer: &saving.by_computer,
        turned: saving.turned,
        analysis_on: saving.analysis_on,
        clock: None,
        opponent: saving.opponent.as_deref(),
    };
    morris::store::tags::write(&mut tags, &saving.game, &players);
    assert!(
        tags.contains(&("Opponent".into(), "10.0.0.2:4000".into())),
        "{tags:?}"
    );
    assert!(tags.contains(&("White".into(), "Ana".into())), "{tags:?}");
    assert!(tags.contains(&("Black".into(), "Bo".into())), "{tags:?}");
}

#[test]
fn a_side_started_again_with_nothing_played_takes_up_the_other_s_game() {
    let mut p = pair(Rules::default());
    play(&mut p, "d6 d2 a1");
    // The host is closed and started again: a new, empty game, the same code.
    p.host = Sim::new(start(
        Rules::default(),
        Role::Host(host_line()),
        Color::White,
        "Ana",
    ));
    p.drop_link();
    p.reconnect();
    for sim in [&p.host, &p.join] {
        assert_eq!(sim.app().game().ply(), 3, "{:?}", sim.app().message());
    }
    play(&mut p, "g7");
}

/// The host's join line, as its top line shows it: `morris join ADDR CODE`.
fn join_line(host: &crate::tmux::Tmux) -> String {
    host.wait_screen("morris join 127.0.0.1:");
    let top = host
        .screen()
        .lines()
        .next()
        .unwrap_or("")
        .trim()
        .to_string();
    top.strip_prefix("morris join ").unwrap().to_string()
}

#[test]
fn two_real_processes_on_loopback_play_a_short_game_to_its_end() {
    let Some(host) = crate::tmux::start("remote-host", "--variant three host --listen 127.0.0.1:0")
    else {
        return;
    };
    let line = join_line(&host);
    let Some(join) = crate::tmux::start("remote-join", &format!("join {line}")) else {
        return;
    };
    join.wait_screen("White is thinking");
    host.wait_screen("Black is connected");
    // The joiner plays Black: its board is turned (rank 1 at the top).
    let screen = join.screen();
    let first = screen
        .lines()
        .map(str::trim_start)
        .find(|l| l.starts_with(|c: char| c.is_ascii_digit()));
    assert!(first.is_some_and(|l| l.starts_with('1')), "{screen}");
    // Keys on the other's turn play nothing.
    join.play(&["b2"]);
    join.wait_screen("White's turn, at the other terminal");
    for (side, point) in [
        (&host, "a1"),
        (&join, "b2"),
        (&host, "a2"),
        (&join, "c1"),
        (&host, "a3"),
    ] {
        side.play(&[point]);
    }
    for t in [&host, &join] {
        t.wait_for("the game's end on both screens", || {
            crate::tmux::joined(&t.screen()).contains("White wins")
        });
    }
    // Both records hold the game and the other side's address.
    host.keys(&["q"]);
    join.keys(&["q"]);
    assert_eq!(host.wait_exit(), "0");
    assert_eq!(join.wait_exit(), "0");
    for t in [&host, &join] {
        let record = std::fs::read_to_string(t.path(".local/share/morris/current.pgn"))
            .unwrap_or_else(|e| panic!("{e}: {:?}", std::fs::read_dir(t.home())));
        assert!(record.contains("a3"), "{record}");
        assert!(record.contains("[Opponent \"127.0.0.1:"), "{record}");
        assert!(record.contains("[Result \"1-0\"]"), "{record}");
    }
}

#[test]
fn the_joiner_killed_and_started_again_goes_on_from_the_last_decision_both_have() {
    let Some(host) =
        crate::tmux::start("remote-host-k", "--variant three host --listen 127.0.0.1:0")
    else {
        return;
    };
    let line = join_line(&host);
    let Some(join) = crate::tmux::start("remote-join-k", &format!("join {line}")) else {
        return;
    };
    join.wait_screen("White is thinking");
    host.play(&["a1"]);
    join.wait_screen("1. a1");
    join.play(&["b2"]);
    host.wait_screen("1. a1 b2");
    kill9(&join);
    host.wait_for("the host to say the joiner is gone", || {
        crate::tmux::joined(&host.screen()).contains("Black is gone")
    });
    // Started again with the same command: the game comes back from the host's record.
    join.run(80, 24, &format!("join {line}"));
    join.wait_screen("1. a1 b2");
    host.wait_screen("Black is connected");
    host.play(&["a2"]);
    join.wait_screen("2. a2");
    join.play(&["c1"]);
    host.play(&["a3"]);
    for t in [&host, &join] {
        t.wait_for("the game's end on both screens", || {
            crate::tmux::joined(&t.screen()).contains("White wins")
        });
    }
}

/// A hostile joiner scripted here, on the real encrypted link to a real host: it greets as a
/// friend would, then sends `then`; the host's screen must say `says`, and the game stay.
fn hostile_joiner(name: &str, then: &[Vec<u8>], says: &str) {
    let Some(host) = crate::tmux::start(name, "host --listen 127.0.0.1:0") else {
        return;
    };
    let line = join_line(&host);
    let (addr, code) = line.split_once(' ').unwrap();
    let code: morris_net::Code = code.trim().parse().unwrap();
    let via = morris_net::Via::Direct(addr.to_string());
    let mut link = morris_net::join(&via, &code).unwrap();
    let hello = Message::decode(&link.recv().unwrap()).unwrap();
    assert!(matches!(hello, Message::Hello { .. }), "{hello:?}");
    let ours = protocol::hello(&Game::new(Rules::default()), "Eve", Color::White, None);
    link.send(&ours.encode()).unwrap();
    host.wait_screen("Eve is connected");
    for frame in then {
        link.send(frame).unwrap();
    }
    host.wait_for(says, || crate::tmux::joined(&host.screen()).contains(says));
    let screen = crate::tmux::joined(&host.screen());
    assert!(
        screen.contains("The link with the other side ended"),
        "{screen}"
    );
    // Nothing was played, and the host's keys still work on its own screen.
    assert!(!screen.contains("1. "), "{screen}");
    host.keys(&["q"]);
    assert_eq!(host.wait_exit(), "0");
}

#[test]
fn a_real_host_ends_the_link_to_a_hostile_joiner_and_keeps_its_game() {
    let decision = |ply: usize, d: &str| {
        Message::Decision {
            ply,
            decision: d.into(),
            left: None,
        }
        .encode()
    };
    // White (the host) is to move: any decision of the joiner's is out of turn.
    hostile_joiner("hostile-turn", &[decision(0, "d6")], "played out of turn");
    hostile_joiner(
        "hostile-garbage",
        &[b"\x00\xffgarbage".to_vec()],
        "not a morris message",
    );
    hostile_joiner(
        "hostile-unasked",
        &[Message::UndoAnswer { accept: true }.encode()],
        "never made",
    );
}

#[test]
fn nothing_starts_a_game_of_one_side_alone_redo_a_new_game_the_editor_or_playing_on_from_the_past()
{
    let mut p = pair(Rules::default());
    play(&mut p, "d6 d2 a1");
    let before = p.host.app().game().clone();
    for a in [Action::Redo, Action::NewGame] {
        p.host.press(a);
        assert_eq!(p.host.app().game(), &before, "{a:?}");
        assert!(p.host.app().message().unwrap().contains("both players'"));
    }
    p.host.press(Action::Log);
    p.host.press(Action::Up);
    p.host.press(Action::Edit(morris::tui::app::Edit::Open));
    assert!(
        matches!(p.host.app().mode(), Mode::Review(_)),
        "{:?}",
        p.host.app().mode()
    );
    p.host.press(Action::Select);
    if let Mode::Question(Question::Branch(_), _) = p.host.app().mode() {
        p.host.press(Action::Yes);
    }
    assert_eq!(p.host.app().game(), &before, "no branch from the past");
    assert!(p.host.sent().is_empty());
}

/// A proxy on loopback between the joiner and the host, which the test can cut: every
/// connection through it is shut down at once, as a dropped Wi-Fi would.
struct Proxy {
    addr: String,
    live: std::sync::Arc<std::sync::Mutex<Vec<std::net::TcpStream>>>,
    /// While set, a connection is closed as soon as it is made (the network is down).
    down: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

impl Proxy {
    fn new(to: String) -> Proxy {
        use std::net::{TcpListener, TcpStream};
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap().to_string();
        let live: std::sync::Arc<std::sync::Mutex<Vec<TcpStream>>> = Default::default();
        let kept = live.clone();
        let down: std::sync::Arc<std::sync::atomic::AtomicBool> = Default::default();
        let is_down = down.clone();
        std::thread::spawn(move || {
            for client in listener.incoming() {
                let Ok(client) = client else { return };
                if is_down.load(std::sync::atomic::Ordering::Relaxed) {
                    continue;
                }
                let Ok(server) = TcpStream::connect(&to) else {
                    continue;
                };
                let mut list = kept.lock().unwrap();
                list.push(client.try_clone().unwrap());
                list.push(server.try_clone().unwrap());
                for (mut a, mut b) in [
                    (client.try_clone().unwrap(), server.try_clone().unwrap()),
                    (server, client),
                ] {
                    std::thread::spawn(move || {
                        let _ = std::io::copy(&mut a, &mut b);
                        let _ = b.shutdown(std::net::Shutdown::Both);
                    });
                }
            }
        });
        Proxy { addr, live, down }
    }

    /// The network down (`true`) or back.
    fn set_down(&self, down: bool) {
        self.down.store(down, std::sync::atomic::Ordering::Relaxed);
    }

    /// Cuts every connection through the proxy.
    fn cut(&self) {
        for s in self.live.lock().unwrap().drain(..) {
            let _ = s.shutdown(std::net::Shutdown::Both);
        }
    }
}

#[test]
fn a_link_cut_between_two_real_processes_is_said_and_play_goes_on_when_it_is_back() {
    let Some(host) = crate::tmux::start(
        "remote-host-cut",
        "--variant three host --listen 127.0.0.1:0",
    ) else {
        return;
    };
    let line = join_line(&host);
    let (addr, code) = line.split_once(' ').unwrap();
    let proxy = Proxy::new(addr.to_string());
    let Some(join) = crate::tmux::start("remote-join-cut", &format!("join {} {code}", proxy.addr))
    else {
        return;
    };
    join.wait_screen("White is thinking");
    host.play(&["a1"]);
    join.wait_screen("1. a1");
    proxy.set_down(true);
    proxy.cut();
    for (t, who) in [(&host, "Black is gone"), (&join, "White is gone")] {
        t.wait_for(who, || crate::tmux::joined(&t.screen()).contains(who));
    }
    // Nothing is played while the other side is away.
    join.play(&["b2"]);
    join.wait_screen("not connected");
    // The network back: the joiner tries again on its own, and the game goes on.
    proxy.set_down(false);
    host.wait_for("the link back", || {
        crate::tmux::joined(&host.screen()).contains("Black is thinking")
    });
    join.play(&["b2"]);
    host.wait_screen("1. a1 b2");
}

#[test]
fn two_real_processes_meet_at_a_relay_and_hear_when_it_goes_away() {
    let relay = morris_net::Relay::bind("127.0.0.1:0", morris_net::RelayLimits::default()).unwrap();
    let addr = relay.local_addr().unwrap().to_string();
    let stop = relay.stopper().unwrap();
    let served = std::thread::spawn(move || relay.run(|_| {}));
    let Some(host) = crate::tmux::start(
        "remote-host-relay",
        &format!("--variant three host --relay {addr}"),
    ) else {
        stop.stop();
        return;
    };
    let shown = format!("morris join --relay {addr} ");
    host.wait_screen(&shown);
    let top = host
        .screen()
        .lines()
        .next()
        .unwrap_or("")
        .trim()
        .to_string();
    let code = top.strip_prefix(&shown).unwrap().to_string();
    let Some(join) =
        crate::tmux::start("remote-join-relay", &format!("join --relay {addr} {code}"))
    else {
        return;
    };
    join.wait_screen("White is thinking");
    host.play(&["a1"]);
    join.wait_screen("1. a1");
    join.play(&["b2"]);
    host.wait_screen("1. a1 b2");
    // The relay goes away: both sides say so, and wait.
    stop.stop();
    let _ = served.join();
    for (t, who) in [(&host, "Black is gone"), (&join, "White is gone")] {
        t.wait_for(who, || crate::tmux::joined(&t.screen()).contains(who));
    }
}

#[test]
fn a_mistyped_code_or_address_is_refused_before_the_screen_opens_with_what_is_wrong() {
    let home = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        let out = crate::common::binary(home.path())
            .env("LANG", "C.UTF-8")
            .args(args)
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (code, err) = run(&["join", "127.0.0.1:9", "7-purple-nope"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("'nope'") && err.contains("7-purple-sausage"),
        "{err}"
    );
    let (code, err) = run(&["join", "7-purple-sausage"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("morris join ADDRESS CODE"), "{err}");
    let (code, err) = run(&["join", "no such host:x", "7-purple-sausage"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("cannot join the game"), "{err}");
    assert!(
        std::fs::read_dir(home.path()).unwrap().next().is_none(),
        "nothing written"
    );
}

/// Host (White, Ana, on the clock `control`) and joiner (Bo, with no clock of its own).
fn clocked_pair(control: TimeControl) -> Pair {
    let mut host = start(
        Rules::default(),
        Role::Host(host_line()),
        Color::White,
        "Ana",
    );
    host.new_clock = Some(control);
    host.clock = Times::new(Some(control));
    Pair::connect(
        host,
        start(Rules::default(), Role::Join, Color::White, "Bo"),
    )
}

fn left(sim: &Sim, c: Color) -> Duration {
    sim.app().clock().expect("on the clock").left(c)
}

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

#[test]
fn the_joiner_plays_on_the_hosts_clock_and_takes_the_movers_own_time_left() {
    let mut p = clocked_pair(TimeControl::minutes(1, 2));
    let control = p
        .join
        .app()
        .clock()
        .expect("the joiner is on the clock")
        .control;
    assert_eq!(control, TimeControl::minutes(1, 2));
    // Each side's first turn is not timed: the increment only.
    play(&mut p, "d6 d2");
    assert_eq!(left(&p.host, Color::White), secs(62));
    assert_eq!(left(&p.join, Color::Black), secs(62));
    // White thinks 10 s by the host's clock; the joiner's view of White's clock started when
    // its decision left and ran 13 s, the link's time included.
    p.host.send(Msg::Elapsed(secs(10)));
    p.join.send(Msg::Elapsed(secs(13)));
    assert_eq!(left(&p.join, Color::White), secs(49));
    play(&mut p, "a1");
    // The mover's measurement stands on both screens: the link's 3 s are not charged.
    assert_eq!(left(&p.host, Color::White), secs(54));
    assert_eq!(left(&p.join, Color::White), secs(54));
    // Now Black's runs, on both; the menu does not stop it across the link.
    menu_open(&mut p.join);
    assert!(matches!(p.join.app().mode(), Mode::Menu(_)));
    p.join.send(Msg::Elapsed(secs(5)));
    assert_eq!(left(&p.join, Color::Black), secs(57));
    assert!(p.join.app().clock().unwrap().running == Some(Color::Black));
    p.join.press(Action::Menu);
    let screen = panel(&p.join);
    assert!(
        screen.contains("0:57") && screen.contains("0:54"),
        "{screen}"
    );
}

fn menu_open(sim: &mut Sim) {
    sim.press(Action::Menu);
}

#[test]
fn a_side_whose_time_runs_out_loses_on_both_screens() {
    let mut p = clocked_pair(TimeControl::minutes(1, 0));
    play(&mut p, "d6 d2 a1");
    // Black's time runs: 59 s pass on the host's view of it, all 60 on the joiner's own.
    p.host.send(Msg::Elapsed(secs(59)));
    assert!(
        p.host.app().game().outcome().is_none(),
        "not yet on the host"
    );
    p.join.send(Msg::Elapsed(secs(60)));
    let lost = Some(Reason::OnTime(Color::Black));
    assert_eq!(p.join.app().game().outcome().map(|o| o.reason), lost);
    p.pass();
    let o = p.host.app().game().outcome().expect("over on the host too");
    assert_eq!(
        (o.reason, o.winner),
        (Reason::OnTime(Color::Black), Some(Color::White))
    );
    assert_eq!(p.host.app().remote().unwrap().link, Link::Playing);
    assert!(!p.host.hung_up());
    for sim in [&p.host, &p.join] {
        assert!(panel(sim).to_lowercase().contains("time"), "{}", panel(sim));
    }
}

#[test]
fn a_side_that_never_says_its_time_ran_out_loses_after_the_links_grace() {
    let mut p = clocked_pair(TimeControl::minutes(1, 0));
    play(&mut p, "d6 d2 a1");
    // The joiner's word never comes: the host's view of Black's clock runs out, and the
    // grace after it.
    p.host.send(Msg::Elapsed(secs(60)));
    assert!(p.host.app().game().outcome().is_none(), "the link's grace");
    p.host.send(Msg::Elapsed(secs(2)));
    assert!(p.host.app().game().outcome().is_none(), "the link's grace");
    p.host.send(Msg::Elapsed(secs(2)));
    assert_eq!(
        p.host.app().game().outcome().map(|o| o.reason),
        Some(Reason::OnTime(Color::Black))
    );
}

#[test]
fn a_peer_claiming_more_time_than_the_control_allows_or_a_false_flag_ends_the_link() {
    // The host's decision says White has 10 minutes left at 1+2: refused, nothing played.
    let mut p = clocked_pair(TimeControl::minutes(1, 2));
    play(&mut p, "d6 d2");
    let before = p.host.app().game().clone();
    p.join.send(Msg::Remote(Report::Heard(Message::Decision {
        ply: 2,
        decision: "a1".into(),
        left: Some(600_000),
    })));
    assert_eq!(p.join.app().game().decisions(), before.decisions());
    assert!(p.join.hung_up());
    assert!(
        panel(&p.join).contains("more than the time control allows"),
        "{}",
        panel(&p.join)
    );

    // A decision without its time in a game on the clock.
    let mut p = clocked_pair(TimeControl::minutes(1, 2));
    play(&mut p, "d6 d2");
    p.join.send(Msg::Remote(Report::Heard(Message::Decision {
        ply: 2,
        decision: "a1".into(),
        left: None,
    })));
    assert!(p.join.hung_up());
    assert_eq!(p.join.app().game().ply(), 2);

    // White says its time ran out with 50 s on the joiner's view of its clock.
    let mut p = clocked_pair(TimeControl::minutes(1, 2));
    play(&mut p, "d6 d2");
    p.join.send(Msg::Elapsed(secs(12)));
    p.join.send(Msg::Remote(Report::Heard(Message::Flag)));
    assert!(p.join.app().game().outcome().is_none());
    assert!(p.join.hung_up());
    assert!(
        panel(&p.join).contains("its clock has 0:50 left"),
        "{}",
        panel(&p.join)
    );

    // A host whose joiner says another clock is refused.
    let mut host = start(
        Rules::default(),
        Role::Host(host_line()),
        Color::White,
        "Ana",
    );
    host.new_clock = Some(TimeControl::minutes(5, 3));
    host.clock = Times::new(Some(TimeControl::minutes(5, 3)));
    let mut host = Sim::new(host);
    host.send(Msg::Remote(Report::Connected("j".into())));
    host.send(Msg::Remote(Report::Heard(protocol::hello(
        &Game::new(Rules::default()),
        "Eve",
        Color::White,
        Some(TimeControl::minutes(1, 0)),
    ))));
    assert!(host.hung_up());
    assert!(
        panel(&host).contains("another time control"),
        "{}",
        panel(&host)
    );
}

/// A host that quits in the middle is told, on its terminal, the command that opens the same
/// game again with the same code; started with it, the game goes on with the friend who waited.
#[test]
fn the_host_that_quits_is_told_how_to_come_back_and_comes_back() {
    let Some(host) =
        crate::tmux::start("remote-host-q", "--variant three host --listen 127.0.0.1:0")
    else {
        return;
    };
    let line = join_line(&host);
    let Some(join) = crate::tmux::start("remote-join-q", &format!("join {line}")) else {
        return;
    };
    join.wait_screen("White is thinking");
    host.play(&["a1"]);
    join.wait_screen("1. a1");
    join.play(&["b2"]);
    host.wait_screen("1. a1 b2");
    host.keys(&["q", "y"]);
    assert_eq!(host.wait_exit(), "0");
    // The line may be wrapped at the terminal's edge: the screen's lines read as one.
    let screen = host.screen();
    let whole: String = screen.lines().map(str::trim_end).collect();
    let back: Vec<&str> = whole
        .split("can wait for you): morris ")
        .nth(1)
        .unwrap_or_else(|| panic!("no way back said:\n{screen}"))
        .split_whitespace()
        .take(5)
        .collect();
    assert_eq!(back[..2], ["host", "--listen"], "{screen}");
    assert!(back[2].starts_with("127.0.0.1:"), "{screen}");
    assert_eq!(back[3], "--code", "{screen}");
    join.wait_screen("White is gone");
    host.run(80, 24, &format!("--variant three {}", back.join(" ")));
    host.wait_screen("1. a1 b2");
    join.wait_screen("White is thinking");
    host.play(&["a2"]);
    join.wait_screen("2. a2");
}

/// A peer cannot stop its own clock by its word: a decision that claims the time its side had
/// after its last decision, when its clock here has run 20 s since, is refused (the link gets
/// a grace of 3 s, no more).
#[test]
fn a_peer_claiming_the_time_its_clock_here_has_spent_ends_the_link() {
    let mut p = clocked_pair(TimeControl::minutes(1, 0));
    play(&mut p, "d6 d2");
    p.join.send(Msg::Elapsed(secs(20)));
    p.join.send(Msg::Remote(Report::Heard(Message::Decision {
        ply: 2,
        decision: "a1".into(),
        left: Some(60_000),
    })));
    assert!(p.join.hung_up());
    assert_eq!(p.join.app().game().ply(), 2);
    assert!(
        panel(&p.join).contains("more than the time control allows"),
        "{}",
        panel(&p.join)
    );
    // Within the grace, the mover's own measure is taken.
    let mut p = clocked_pair(TimeControl::minutes(1, 0));
    play(&mut p, "d6 d2");
    p.join.send(Msg::Elapsed(secs(20)));
    p.join.send(Msg::Remote(Report::Heard(Message::Decision {
        ply: 2,
        decision: "a1".into(),
        left: Some(41_500),
    })));
    assert!(!p.join.hung_up());
    assert_eq!(p.join.app().game().ply(), 3);
}

/// Host and joiner on the clock `1+0`, four decisions played: each side's first turn (not
/// timed), then White thinks 7 s and Black 12 s. White has 0:53 and Black 0:48 on both.
fn clocked_game() -> Pair {
    let mut p = clocked_pair(TimeControl::minutes(1, 0));
    play(&mut p, "d6 d2");
    p.host.send(Msg::Elapsed(secs(7)));
    p.join.send(Msg::Elapsed(secs(7)));
    play(&mut p, "a1");
    p.join.send(Msg::Elapsed(secs(12)));
    p.host.send(Msg::Elapsed(secs(12)));
    play(&mut p, "g7");
    for sim in [&p.host, &p.join] {
        assert_eq!(left(sim, Color::White), secs(53));
        assert_eq!(left(sim, Color::Black), secs(48));
    }
    p
}

/// `sim`'s side closed (killed) and started again with the same command: a new, empty game,
/// the game its record holds passed over (to be kept aside unless the game comes back to it)
/// and held as what it may come back to, under `names`.
fn started_again(sim: &Sim, role: Role, names: [&str; 2]) -> Sim {
    let saving = sim.app().saving();
    let me = sim.app().remote().unwrap();
    let mut s = start(Rules::default(), role, me.mine, &me.my_name);
    s.new_clock = saving.clock.control;
    s.clock = Times::new(saving.clock.control);
    s.keep_aside = true;
    s.remote.as_mut().unwrap().last = Some(Box::new(Last {
        game: saving.game.clone(),
        times: saving.clock.clone(),
        names: names.map(String::from),
        across: saving.opponent.is_some(),
    }));
    Sim::new(s)
}

fn kept_aside(sim: &Sim) -> bool {
    sim.store.iter().any(|e| matches!(e, Effect::KeepAside))
}

#[test]
fn a_side_started_again_goes_on_with_the_clocks_both_had_and_in_the_same_file() {
    let mut p = clocked_game();
    // The joiner is killed and started again: its clocks come from its own record, checked
    // against the host's, and not from the control's base time.
    p.join = started_again(&p.join, Role::Join, ["Ana", "Bo"]);
    p.drop_link();
    p.reconnect();
    for sim in [&p.host, &p.join] {
        assert_eq!(sim.app().remote().unwrap().link, Link::Playing);
        assert_eq!(sim.app().game().ply(), 4);
        assert_eq!(
            left(sim, Color::White),
            secs(53),
            "{:?}",
            sim.app().message()
        );
        assert_eq!(left(sim, Color::Black), secs(48));
    }
    let screen = panel(&p.join);
    assert!(
        screen.contains("0:53") && screen.contains("0:48"),
        "{screen}"
    );
    // The same game as the one in its file: it goes on there, no copy kept aside.
    assert!(!kept_aside(&p.join), "{:?}", p.join.store);
    assert!(p.join.store.iter().any(|e| matches!(e, Effect::Resumed)));
    // White's clock runs on from 0:53.
    p.host.send(Msg::Elapsed(secs(3)));
    play(&mut p, "a7");
    assert_eq!(left(&p.join, Color::White), secs(50));
}

#[test]
fn a_host_started_again_with_nothing_takes_the_joiner_s_clocks_within_the_control() {
    let mut p = clocked_game();
    // The host's record was lost: it starts with nothing, and takes the joiner's game and
    // clocks (each time no more than the control allows).
    let mut s = start(
        Rules::default(),
        Role::Host(host_line()),
        Color::White,
        "Ana",
    );
    s.new_clock = Some(TimeControl::minutes(1, 0));
    s.clock = Times::new(Some(TimeControl::minutes(1, 0)));
    p.host = Sim::new(s);
    p.drop_link();
    p.reconnect();
    for sim in [&p.host, &p.join] {
        assert_eq!(sim.app().game().ply(), 4, "{:?}", sim.app().message());
        assert_eq!(left(sim, Color::White), secs(53));
        assert_eq!(left(sim, Color::Black), secs(48));
    }
}

#[test]
fn a_claim_of_the_clocks_that_does_not_fit_this_side_s_record_ends_the_link() {
    let p = clocked_game();
    let mut join = started_again(&p.join, Role::Join, ["Ana", "Bo"]);
    join.send(Msg::Remote(Report::Connected("10.0.0.2:4000".into())));
    // The host says White had 0:59 after a1, not the 0:53 this side's record says.
    let mut times = p.host.app().saving().clock;
    times.after[2] = Some(secs(59));
    join.send(Msg::Remote(Report::Heard(protocol::hello_on_clock(
        p.host.app().game(),
        "Ana",
        Color::Black,
        &times,
    ))));
    ended_with(&join, "record says 0:53");
    // A side with no record of its own: a claim beyond the control is refused.
    let mut join = Sim::new(start(Rules::default(), Role::Join, Color::White, "Bo"));
    join.send(Msg::Remote(Report::Connected("10.0.0.2:4000".into())));
    times.after[2] = Some(secs(75));
    join.send(Msg::Remote(Report::Heard(protocol::hello_on_clock(
        p.host.app().game(),
        "Ana",
        Color::Black,
        &times,
    ))));
    ended_with(&join, "more than the time control allows");
}

#[test]
fn a_side_started_again_keeps_its_last_game_aside_only_when_another_game_is_played() {
    // The record held a game with someone else (another host's name): it is kept aside.
    let mut p = clocked_game();
    p.join = started_again(&p.join, Role::Join, ["Cy", "Bo"]);
    p.drop_link();
    p.reconnect();
    assert_eq!(p.join.app().game().ply(), 4);
    assert!(kept_aside(&p.join), "{:?}", p.join.store);
    // The same players, and a game that is not this one's beginning: kept aside too.
    let mut p = clocked_game();
    let mut other = Game::new(Rules::default());
    other.play("a1".parse().unwrap()).unwrap();
    let mut s = start(Rules::default(), Role::Join, Color::White, "Bo");
    s.keep_aside = true;
    s.remote.as_mut().unwrap().last = Some(Box::new(Last {
        game: other,
        times: Times::new(Some(TimeControl::minutes(1, 0))),
        names: ["Ana".into(), "Bo".into()],
        across: true,
    }));
    p.join = Sim::new(s);
    p.drop_link();
    p.reconnect();
    assert_eq!(p.join.app().game().ply(), 4);
    assert!(kept_aside(&p.join), "{:?}", p.join.store);
    // The same game, the joiner's record one decision short (the last one never reached it):
    // both go on from the last decision both have, in the same file.
    let mut p = clocked_game();
    let mut s = started_again(&p.join, Role::Join, ["Ana", "Bo"]);
    let last = s.app().remote().unwrap().last.clone().unwrap();
    let mut shorter = last.game.clone();
    shorter.go_to(3);
    let shorter = protocol::agreed(&shorter, &shorter).unwrap();
    let mut st = start(Rules::default(), Role::Join, Color::White, "Bo");
    st.keep_aside = true;
    st.new_clock = last.times.control;
    st.clock = Times::new(last.times.control);
    st.remote.as_mut().unwrap().last = Some(Box::new(Last {
        game: shorter,
        ..*last
    }));
    s = Sim::new(st);
    p.join = s;
    p.drop_link();
    p.reconnect();
    for sim in [&p.host, &p.join] {
        assert_eq!(sim.app().game().ply(), 3, "{:?}", sim.app().message());
        assert_eq!(left(sim, Color::White), secs(53));
        assert_eq!(left(sim, Color::Black), secs(60));
    }
    assert!(!kept_aside(&p.join), "{:?}", p.join.store);
}

/// The clocks as a screen shows them (`0:57`, `1:00`), in order.
fn clocks_on(screen: &str) -> Vec<String> {
    screen
        .split(|c: char| !(c.is_ascii_digit() || c == ':' || c == '.'))
        .filter(|w| {
            let b = w.as_bytes();
            b.len() >= 4
                && b[1] == b':'
                && b[0].is_ascii_digit()
                && b[2..4].iter().all(u8::is_ascii_digit)
        })
        .map(String::from)
        .collect()
}

/// Two real processes on loopback playing Three Men's Morris at 1+0, with the line the joiner
/// typed: a1 b2 played untimed, then White thinks 2.5 s before a2 and Black `black_ms` before
/// c1. `None` without tmux.
fn two_on_the_clock(
    name: &str,
    black_ms: u64,
) -> Option<(crate::tmux::Tmux, crate::tmux::Tmux, String)> {
    let host = crate::tmux::start(
        &format!("remote-host-{name}"),
        "--variant three --clock 1+0 host --listen 127.0.0.1:0",
    )?;
    let line = join_line(&host);
    let join = crate::tmux::start(&format!("remote-join-{name}"), &format!("join {line}"))?;
    join.wait_screen("White is thinking");
    // First turns are not timed; then each side thinks a while.
    host.play(&["a1"]);
    join.wait_screen("1. a1");
    join.play(&["b2"]);
    host.wait_screen("1. a1 b2");
    std::thread::sleep(Duration::from_millis(2500));
    host.play(&["a2"]);
    join.wait_screen("2. a2");
    std::thread::sleep(Duration::from_millis(black_ms));
    join.play(&["c1"]);
    host.wait_screen("2. a2 c1");
    Some((host, join, line))
}

/// The morris of `t` killed with -9.
fn kill9(t: &crate::tmux::Tmux) {
    let pid = t.morris_pid();
    assert!(!pid.is_empty());
    let killed = std::process::Command::new("kill")
        .args(["-9", &pid])
        .status()
        .unwrap();
    assert!(killed.success());
}

#[test]
fn the_joiner_killed_and_started_again_has_the_clocks_both_had_and_one_file() {
    let Some((host, join, line)) = two_on_the_clock("clk", 3500) else {
        return;
    };
    kill9(&join);
    host.wait_for("the host to say the joiner is gone", || {
        crate::tmux::joined(&host.screen()).contains("Black is gone")
    });
    // The clocks stand still while the link is down: what the host shows now is what both
    // had at the last decision both have.
    let had = clocks_on(&host.screen());
    assert_eq!(had.len(), 2, "{}", host.screen());
    assert!(had.iter().all(|c| c.as_str() < "1:00"), "{had:?}");
    // Started again with the same command: the game and both clocks come back.
    join.run(80, 24, &format!("join {line}"));
    join.wait_screen("2. a2 c1");
    host.wait_screen("Black is connected");
    join.wait_screen("White is thinking");
    let screen = join.screen();
    let now = clocks_on(&screen);
    assert_eq!(now.len(), 2, "{screen}");
    // Black's clock stands (it is White's turn) at what both had; White's runs on from it.
    assert_eq!(now[1], had[1], "{screen}");
    assert!(now[0] <= had[0], "{screen}");
    // The same game: it goes on in its file, no copy of it kept aside.
    assert!(
        !crate::tmux::joined(&screen).contains("was kept as"),
        "{screen}"
    );
    let data = join.path(".local/share/morris");
    let records: Vec<_> = std::fs::read_dir(&data)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".pgn"))
        .collect();
    assert_eq!(records, ["current.pgn"], "{records:?}");
    // Play goes on, on the clock.
    host.play(&["a3"]);
    for t in [&host, &join] {
        t.wait_for("the game's end on both screens", || {
            crate::tmux::joined(&t.screen()).contains("White wins")
        });
    }
    join.keys(&["q"]);
    assert_eq!(join.wait_exit(), "0");
    let record = std::fs::read_to_string(data.join("current.pgn")).unwrap();
    assert!(record.contains("[TimeControl \"60+0\"]"), "{record}");
    assert!(
        record.contains(&format!("[%clk 0:00:{}", &had[1][2..])),
        "{record}"
    );
}

#[test]
fn the_host_killed_and_started_again_with_its_code_goes_on_in_its_file_with_the_clocks() {
    let Some((host, join, line)) = two_on_the_clock("back", 1500) else {
        return;
    };
    kill9(&host);
    join.wait_for("the joiner to say the host is gone", || {
        crate::tmux::joined(&join.screen()).contains("White is gone")
    });
    let had = clocks_on(&join.screen());
    assert_eq!(had.len(), 2, "{}", join.screen());
    // Started again as it says to come back: the same address and code.
    let (addr, code) = line.split_once(' ').unwrap();
    host.run(
        80,
        24,
        &format!("host --listen {addr} --code {code} --clock 1+0"),
    );
    // Its board shows the game its record holds while it waits, and then both go on.
    host.wait_screen("2. a2 c1");
    host.wait_screen("Black is connected");
    join.wait_screen("White is thinking");
    let screen = host.screen();
    let now = clocks_on(&screen);
    assert_eq!(now.len(), 2, "{screen}");
    assert_eq!(now[1], had[1], "{screen}");
    assert!(now[0] <= had[0], "{screen}");
    assert!(
        !crate::tmux::joined(&screen).contains("was kept as"),
        "{screen}"
    );
    let data = host.path(".local/share/morris");
    let records: Vec<_> = std::fs::read_dir(&data)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".pgn"))
        .collect();
    assert_eq!(records, ["current.pgn"], "{records:?}");
    host.play(&["a3"]);
    for t in [&host, &join] {
        t.wait_for("the game's end on both screens", || {
            crate::tmux::joined(&t.screen()).contains("White wins")
        });
    }
}

/// An attacker's report: a host that came back with an edited record (another time control,
/// or two turns fewer, or another game) made the friend lose on time, or took back decisions
/// the friend had, or wiped its game. A game under way is never given up for the other side's
/// word: the link ends with what is wrong, and the game and its clocks stay.
#[test]
fn a_host_coming_back_with_an_edited_record_changes_nothing_of_the_friend_s_game() {
    let hello_from_host = |game: &Game, times: &Times| {
        Msg::Remote(Report::Heard(protocol::hello_on_clock(
            game,
            "Ana",
            Color::Black,
            times,
        )))
    };
    // Another time control, whose clocks say Black has run out.
    let mut p = clocked_game();
    let before = p.join.app().game().clone();
    p.drop_link();
    p.join
        .send(Msg::Remote(Report::Connected("10.0.0.2:4000".into())));
    let mut edited = p.host.app().saving().clock;
    edited.control = Some(TimeControl {
        base: secs(60),
        increment: secs(3),
    });
    edited.after[1] = Some(Duration::from_millis(1));
    p.join.send(hello_from_host(p.host.app().game(), &edited));
    ended_with(&p.join, "another time control");
    assert_eq!(p.join.app().game(), &before);
    assert_eq!(left(&p.join, Color::Black), secs(48));
    assert!(p.join.app().game().ending().is_none());
    // Two turns fewer: nothing is taken back.
    let mut p = clocked_game();
    p.drop_link();
    p.join
        .send(Msg::Remote(Report::Connected("10.0.0.2:4000".into())));
    let mut short = p.host.app().game().clone();
    short.go_to(2);
    let short = protocol::agreed(&short, &short).unwrap();
    let times = p.host.app().saving().clock;
    p.join.send(hello_from_host(&short, &times));
    ended_with(&p.join, "is not this game");
    assert_eq!(p.join.app().game().ply(), 4);
    // Another game altogether: the friend's game stays.
    let mut p = clocked_game();
    p.drop_link();
    p.join
        .send(Msg::Remote(Report::Connected("10.0.0.2:4000".into())));
    let mut other = Game::new(Rules::default());
    other.play("a7".parse().unwrap()).unwrap();
    other.play("g7".parse().unwrap()).unwrap();
    p.join
        .send(hello_from_host(&other, &Times::new(times.control)));
    ended_with(&p.join, "is not this game");
    assert_eq!(p.join.app().game().ply(), 4);
}

/// A player's report: killing one side and starting it again gave the player to move back the
/// time they had spent on the turn under way (2:32 became 2:57). The turn keeps its time, on
/// both screens, whichever side comes back.
#[test]
fn coming_back_does_not_give_the_turn_under_way_its_time_back() {
    // White (the host) thinks 10 s; the joiner is killed and started again.
    let mut p = clocked_game();
    p.host.send(Msg::Elapsed(secs(10)));
    p.join.send(Msg::Elapsed(secs(10)));
    assert_eq!(left(&p.host, Color::White), secs(43));
    p.join = started_again(&p.join, Role::Join, ["Ana", "Bo"]);
    p.drop_link();
    p.reconnect();
    for sim in [&p.host, &p.join] {
        assert_eq!(sim.app().game().ply(), 4, "{:?}", sim.app().message());
        assert_eq!(
            left(sim, Color::White),
            secs(43),
            "{:?}",
            sim.app().message()
        );
        assert_eq!(left(sim, Color::Black), secs(48));
    }
    // The host, to move, is killed and started again with nothing: the joiner's clock says
    // how much of the turn is spent.
    let mut p = clocked_game();
    p.host.send(Msg::Elapsed(secs(10)));
    p.join.send(Msg::Elapsed(secs(10)));
    let mut s = start(
        Rules::default(),
        Role::Host(host_line()),
        Color::White,
        "Ana",
    );
    s.new_clock = Some(TimeControl::minutes(1, 0));
    s.clock = Times::new(Some(TimeControl::minutes(1, 0)));
    p.host = Sim::new(s);
    p.drop_link();
    p.reconnect();
    for sim in [&p.host, &p.join] {
        assert_eq!(sim.app().game().ply(), 4, "{:?}", sim.app().message());
        assert_eq!(
            left(sim, Color::White),
            secs(43),
            "{:?}",
            sim.app().message()
        );
    }
    // A plain drop and return, both still running: nothing is given back either.
    let mut p = clocked_game();
    p.host.send(Msg::Elapsed(secs(5)));
    p.join.send(Msg::Elapsed(secs(5)));
    p.drop_link();
    p.reconnect();
    for sim in [&p.host, &p.join] {
        assert_eq!(
            left(sim, Color::White),
            secs(48),
            "{:?}",
            sim.app().message()
        );
    }
}

/// A player's report: after a finished game the other side started a new one, and this side
/// read "the game waits: either of you can come back" — for a game that was over.
#[test]
fn the_other_side_leaving_a_finished_game_is_not_said_to_wait() {
    let mut p = pair(Rules::default());
    play(&mut p, "d6 d2");
    menu(&mut p.join, MenuItem::Resign(Color::Black));
    p.join.press(Action::Yes);
    p.pass();
    assert!(p.host.app().game().outcome().is_some());
    p.join.press(Action::Quit);
    p.join.press(Action::Yes);
    p.pass();
    let shown = panel(&p.host);
    assert!(shown.contains("the game is over"), "{shown}");
    assert!(!shown.contains("waits"), "{shown}");
}

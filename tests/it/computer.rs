//! Playing against the computer, driven by actions as the keymap makes them, with the loop's
//! queue pumped by hand: it answers on its own thread, its turn appears one decision a beat,
//! undo takes back the player's turn with its reply, Esc stops it, the menu hands a side over
//! and takes it back, and the hint key suggests a turn.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use crate::common;

use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use common::play;
use morris::engine::Level;
use morris::rules::{Color, Game, Rules};
use morris::tui::app::{MenuItem, Mode};
use morris::tui::computer::Setup;
use morris::tui::{Action, App, Event, Settings};
use ratatui::{Terminal, backend::TestBackend};

fn app(names: [&str; 2], level: u8, think_ms: u64) -> (App, Receiver<Event>) {
    set_up(names, Game::new(Rules::default()), level, think_ms, 7)
}

/// Ann (White) against the computer (Black) at `level`, from the position `fen`.
fn ann_against_the_computer_at(fen: &str, level: u8, think_ms: u64) -> (App, Receiver<Event>) {
    let start = morris::rules::parse_fen(fen, Rules::default()).unwrap();
    set_up(
        ["Ann", "computer"],
        Game::from_position(start),
        level,
        think_ms,
        7,
    )
}

/// A game between `names` (a name `computer` is the computer at `level`), its loop's queue
/// connected and the computer started if it is to move.
fn set_up(
    names: [&str; 2],
    game: Game,
    level: u8,
    think_ms: u64,
    seed: u64,
) -> (App, Receiver<Event>) {
    let settings = Settings::new(
        [Some(names[0]), Some(names[1])],
        [None, None],
        false,
        true,
        Default::default(),
    )
    .unwrap();
    let mut app = App::new(game, settings);
    app.set_computer(Setup {
        level: Level::new(level).unwrap(),
        think: Duration::from_millis(think_ms),
        seed,
    });
    let (tx, rx) = std::sync::mpsc::channel();
    app.set_events(tx);
    app.consider_computer();
    (app, rx)
}

/// Opens the menu (if it is not open) and chooses `item` in it.
fn choose(a: &mut App, item: MenuItem) {
    if !matches!(a.mode(), Mode::Menu(_)) {
        a.update(Action::Menu);
    }
    let i = a.menu().iter().position(|m| *m == item).unwrap();
    a.update(Action::Choose(i));
}

/// Runs the loop's part: the worker's reports, and the ticks that show the computer's turn,
/// until the computer has nothing left to do (or `limit` passes).
fn settle(app: &mut App, rx: &Receiver<Event>, limit: Duration) {
    let end = Instant::now() + limit;
    loop {
        if !app.computer_busy() {
            return;
        }
        if app.tick_interval().is_some() {
            app.update(Action::Tick);
            continue;
        }
        let left = end.saturating_duration_since(Instant::now());
        match rx.recv_timeout(left) {
            Ok(Event::Apply(f)) => f(app),
            Ok(_) => {}
            Err(RecvTimeoutError::Timeout) => panic!("the computer did not answer in {limit:?}"),
            Err(RecvTimeoutError::Disconnected) => return,
        }
    }
}

fn screen(app: &App) -> String {
    let mut t = Terminal::new(TestBackend::new(100, 30)).unwrap();
    t.draw(|f| f.render_widget(app, f.area())).unwrap();
    t.backend().to_string()
}

#[test]
fn the_computer_answers_a_placement_and_blocks_a_mill() {
    let (mut a, rx) = app(["Ann", "computer"], 2, 500);
    assert_eq!(a.name(Color::Black), "morris level 2");
    play(&mut a, "a1");
    settle(&mut a, &rx, Duration::from_secs(20));
    assert_eq!(a.game().ply(), 2, "{:?}", a.message());
    // The second stone on the a-line threatens a7: every level blocks it.
    let mut tokens = "a4";
    if a.game()
        .position()
        .stone_at("a4".parse().unwrap())
        .is_some()
    {
        tokens = "g1";
    }
    play(&mut a, tokens);
    settle(&mut a, &rx, Duration::from_secs(20));
    assert_eq!(a.game().ply(), 4);
    if tokens == "a4"
        && a.game()
            .position()
            .stone_at("a7".parse().unwrap())
            .is_none()
    {
        panic!("the computer left a7 open: {:?}", a.game().decisions());
    }
}

#[test]
fn undo_takes_back_the_players_turn_and_the_reply() {
    let (mut a, rx) = app(["Ann", "computer"], 1, 300);
    play(&mut a, "d6");
    settle(&mut a, &rx, Duration::from_secs(20));
    assert_eq!(a.game().ply(), 2);
    a.update(Action::Undo);
    assert_eq!(a.game().ply(), 0, "{:?}", a.message());
    assert!(
        a.message().unwrap().starts_with("Undone: d6 "),
        "{:?}",
        a.message()
    );
    // White (the player) is to move: the computer does not start on its own.
    assert!(!a.computer_busy());
}

/// A winning turn gets no reply: undo takes the whole turn back (move and removal), as it
/// does mid-game with the reply, not just its removal.
#[test]
fn undo_after_the_players_winning_turn_takes_back_the_whole_turn() {
    // White's a4-a7 closes a7-d7-g7 and takes Black down to two stones.
    let (mut a, _rx) = ann_against_the_computer_at(
        "*@******/****O@**/OO*@**O* w m s 4 0 3 0 0 0 0 0 0 0 0 0 1",
        1,
        100,
    );
    play(&mut a, "a4-a7 xe5");
    assert!(a.game().outcome().is_some(), "White has won");
    assert!(!a.computer_busy());
    a.update(Action::Undo);
    assert_eq!(a.game().ply(), 0, "{:?}", a.message());
    assert_eq!(a.message(), Some("Undone: a4-a7 xe5"));
    assert!(!a.computer_busy(), "White, the player, is to move");
}

#[test]
fn the_computers_turn_appears_one_beat_after_its_answer() {
    let (mut a, rx) = app(["Ann", "computer"], 10, 300);
    play(&mut a, "a1");
    let end = Instant::now() + Duration::from_secs(20);
    while a.tick_interval().is_none() && Instant::now() < end {
        if let Ok(Event::Apply(f)) = rx.recv_timeout(Duration::from_millis(50)) {
            f(&mut a);
        }
    }
    // The answer is in, and the loop is asked to wake for it; the board changes on the beat.
    assert_eq!(a.tick_interval(), Some(morris::tui::computer::PACE));
    assert_eq!(a.game().ply(), 1);
    a.update(Action::Tick);
    assert_eq!(a.game().ply(), 2);
    assert_eq!(a.tick_interval(), None, "idle again: no timer");
}

#[test]
fn esc_stops_the_computer_and_the_menu_lets_it_play_on() {
    let (mut a, rx) = app(["computer", "Bob"], 10, 20_000);
    assert!(
        a.computer_busy(),
        "White is the computer and starts at once"
    );
    std::thread::sleep(Duration::from_millis(100));
    a.update(Action::Cancel);
    assert!(!a.computer_busy());
    assert_eq!(a.message(), Some("The computer stopped"));
    let s = screen(&a);
    assert!(s.contains("morris level 10 is stopped"), "{s}");
    insta::assert_snapshot!("computer_stopped_100x30", s);
    // The stopped search's answer is dropped when it comes.
    std::thread::sleep(Duration::from_millis(300));
    while let Ok(Event::Apply(f)) = rx.try_recv() {
        f(&mut a);
    }
    assert_eq!(a.game().ply(), 0);
    // Clicking the board while the computer has the move says so.
    a.update(Action::Select);
    assert_eq!(a.game().ply(), 0);
    assert!(a.message().unwrap().contains("menu"), "{:?}", a.message());
    // The menu: let it play on (quickly now: hand it back with a short time).
    a.update(Action::Menu);
    let menu = screen(&a);
    assert!(
        menu.contains("Let morris level 10 (White) play on"),
        "{menu}"
    );
    choose(&mut a, MenuItem::PlayOn);
    assert!(a.computer_busy());
    let thinking = screen(&a);
    assert!(
        thinking.contains("morris level 10 is thinking"),
        "{thinking}"
    );
    a.update(Action::Cancel);
    // Take White back: the player plays it now.
    choose(&mut a, MenuItem::Computer(Color::White));
    assert_eq!(a.name(Color::White), "White");
    play(&mut a, "d6");
    assert_eq!(a.game().ply(), 1);
}

#[test]
fn the_menu_hands_a_side_to_the_computer_and_the_record_names_it() {
    let (mut a, rx) = app(["Ann", "Bob"], 3, 300);
    play(&mut a, "d6");
    assert!(!a.computer_busy());
    choose(&mut a, MenuItem::Computer(Color::Black));
    assert_eq!(a.name(Color::Black), "morris level 3");
    settle(&mut a, &rx, Duration::from_secs(20));
    assert_eq!(a.game().ply(), 2);
    // Taken back: Bob again.
    choose(&mut a, MenuItem::Computer(Color::Black));
    assert_eq!(a.name(Color::Black), "Bob");
}

/// Who made each decision is kept through a hand-over, undo and the hand back: Black is
/// "played partly by a person, partly by the computer" exactly while both made decisions of
/// Black's that are still played.
#[test]
fn the_app_knows_who_made_each_decision_through_hand_overs_and_undo() {
    use morris::store::scores::mixed_in;
    let (mut a, rx) = app(["Ann", "Bob"], 2, 300);
    let mixed = |a: &App| mixed_in(a.game(), &a.by_computer());
    play(&mut a, "d6 d2");
    let toggle = |a: &mut App| choose(a, MenuItem::Computer(Color::Black));
    toggle(&mut a);
    // Handed over, but the computer has made no decision yet.
    assert!(mixed(&a).is_empty());
    play(&mut a, "d5");
    settle(&mut a, &rx, Duration::from_secs(20));
    assert_eq!(a.game().ply(), 4);
    assert_eq!(a.by_computer(), [false, false, false, true]);
    assert_eq!(mixed(&a), [Color::Black]);
    // Undo takes back Ann's turn and the reply: only Bob's own decision is left of Black's.
    a.update(Action::Undo);
    assert_eq!(a.game().ply(), 2);
    assert!(mixed(&a).is_empty());
    // Redo brings the computer's decision back, with its maker.
    a.update(Action::Redo);
    a.update(Action::Redo);
    assert_eq!(a.game().ply(), 4);
    assert_eq!(mixed(&a), [Color::Black]);
    // Taken back, Bob plays on: still mixed; a new game starts clean.
    toggle(&mut a);
    assert_eq!(a.name(Color::Black), "Bob");
    play(&mut a, "a1 a7");
    assert_eq!(a.by_computer(), [false, false, false, true, false, false]);
    assert_eq!(mixed(&a), [Color::Black]);
    a.update(Action::NewGame);
    a.update(Action::Yes);
    assert_eq!(a.game().ply(), 0);
    play(&mut a, "d6 d2");
    assert!(mixed(&a).is_empty());
}

#[test]
fn the_hint_key_suggests_a_turn_and_points_at_it() {
    let (mut a, rx) = app(["Ann", "Bob"], 5, 300);
    play(&mut a, "a1 b2 a4 b4");
    a.update(Action::Hint);
    assert!(screen(&a).contains("Looking for a hint"));
    settle(&mut a, &rx, Duration::from_secs(20));
    let m = a.message().unwrap_or_default().to_string();
    assert!(m.starts_with("Hint: a7 x"), "{m}");
    // Its value in the words analysis uses, for the player to move.
    assert!(
        m.contains(" for White") || m.contains(", White wins in"),
        "{m}"
    );
    assert_eq!(a.cursor(), "a7".parse().unwrap());
    assert_eq!(a.game().ply(), 4, "a hint plays nothing");
    // Marked on the board: where to place (the cursor, in sight, is on it: the mark shows
    // once it moves on), then, once placed, the stone to remove.
    let s = screen(&a);
    assert!(s.contains("[◇]") && !s.contains("!◇!"), "{s}");
    a.update(Action::Right);
    let s = screen(&a);
    assert!(s.contains("!◇!"), "{s}");
    a.update(Action::Left);
    a.update(Action::Select);
    // Placed: the cursor goes on to the hint's removal, so that Enter plays it too.
    let removal = m
        .strip_prefix("Hint: a7 x")
        .and_then(|r| r.get(..2))
        .unwrap()
        .parse()
        .unwrap();
    assert_eq!(a.cursor(), removal, "{m}");
    a.update(Action::Right);
    let s = screen(&a);
    assert!(s.contains("!◉!"), "the hint's removal:\n{s}");
    a.update(Action::Left);
    a.update(Action::Select);
    let turn: Vec<String> = a.game().decisions()[4..]
        .iter()
        .map(|d| d.to_string())
        .collect();
    assert_eq!(
        format!("Hint: {}, ", turn.join(" ")),
        m[..m.find(", ").unwrap() + 2]
    );
}

#[test]
fn computer_against_computer_plays_legally_until_stopped() {
    let (mut a, rx) = app(["computer", "morris level 1"], 2, 100);
    let end = Instant::now() + Duration::from_secs(120);
    // The plies at which each "Mill!" message was on the panel: no key clears it, the next
    // turn does.
    let mut mills: Vec<(String, std::collections::BTreeSet<usize>)> = Vec::new();
    let mut prev: Option<String> = None;
    while a.game().outcome().is_none() && a.game().ply() < 60 && Instant::now() < end {
        if a.tick_interval().is_some() {
            a.update(Action::Tick);
        } else if let Ok(Event::Apply(f)) = rx.recv_timeout(Duration::from_millis(100)) {
            f(&mut a);
        }
        let now = a
            .message()
            .filter(|m| m.starts_with("Mill!"))
            .map(str::to_string);
        if let Some(m) = &now {
            if prev.as_ref() != Some(m) {
                mills.push((m.clone(), Default::default()));
            }
            if let Some((_, plies)) = mills.last_mut() {
                plies.insert(a.game().ply());
            }
        }
        prev = now;
    }
    assert!(a.game().ply() >= 30, "{}", a.game().ply());
    assert!(!mills.is_empty(), "no mill in {}", a.game().ply());
    for (m, plies) in &mills {
        // The move that closed it and the removal.
        assert!(plies.len() <= 2, "{m:?} stayed for plies {plies:?}");
    }
    a.update(Action::Cancel);
    assert!(!a.computer_busy());
}

/// Runs the loop for `d`: the worker's reports applied, and a tick each 50 ms whether the app
/// asks for one or not (a tick must not play behind a window either).
fn pump(app: &mut App, rx: &Receiver<Event>, d: Duration) {
    let end = Instant::now() + d;
    while Instant::now() < end {
        if let Ok(Event::Apply(f)) = rx.recv_timeout(Duration::from_millis(50)) {
            f(app);
        }
        app.update(Action::Tick);
    }
}

/// While a question, the menu or help is open, the computer plays nothing, even in a game of
/// its own against itself: what it thinks meanwhile is played once the window closes.
#[test]
fn the_computer_plays_nothing_behind_a_question_or_a_window() {
    let (mut a, rx) = app(["computer", "morris level 1"], 1, 100);
    let end = Instant::now() + Duration::from_secs(60);
    while a.game().ply() < 4 && Instant::now() < end {
        pump(&mut a, &rx, Duration::from_millis(100));
    }
    assert!(a.game().ply() >= 4);
    for (open, mode) in [
        (Action::Quit, Mode::ConfirmQuit),
        (Action::Menu, Mode::Menu(0)),
        (Action::Help, Mode::Help(0)),
    ] {
        a.update(open);
        assert_eq!(a.mode(), mode);
        let ply = a.game().ply();
        pump(&mut a, &rx, Duration::from_millis(1500));
        assert_eq!(a.game().ply(), ply, "{mode:?}: played behind the window");
        assert_eq!(
            a.tick_interval(),
            None,
            "{mode:?}: no beat behind the window"
        );
        a.update(Action::Cancel);
        assert_eq!(a.mode(), Mode::Play);
        let end = Instant::now() + Duration::from_secs(20);
        while a.game().ply() == ply && Instant::now() < end {
            pump(&mut a, &rx, Duration::from_millis(50));
        }
        assert!(a.game().ply() > ply, "{mode:?}: it plays on once closed");
        assert!(a.game().outcome().is_none());
    }
}

/// The computer's first placement as White with this seed.
fn first_placement(seed: u64) -> String {
    let (mut app, rx) = set_up(
        ["computer", "Ann"],
        Game::new(Rules::default()),
        3,
        300,
        seed,
    );
    settle(&mut app, &rx, Duration::from_secs(20));
    assert_eq!(app.game().ply(), 1);
    app.game().decisions()[0].to_string()
}

#[test]
fn a_seed_fixes_the_computers_opening_and_other_seeds_vary_it() {
    assert_eq!(first_placement(3), first_placement(3));
    let all: std::collections::BTreeSet<String> = (0..6).map(first_placement).collect();
    assert!(all.len() >= 2, "{all:?}");
}

/// A draw offered to the computer is answered by the computer, not asked of the person at
/// the keyboard: it accepts a position it is behind in, and declines one it leads or an even
/// one (it plays on for a win, as it does rather than repeat a position).
#[test]
fn the_computer_answers_a_draw_offer_itself() {
    for (fen, accepts) in [
        // Black, the computer, has 3 stones against 6: it accepts.
        (
            "@*@*@***/O*O*****/O*O*O*O* w m s 6 0 3 0 0 0 0 0 0 0 0 0 1",
            true,
        ),
        // Black has 6 against 3: it declines and the game goes on.
        (
            "O*O*O***/@*@*****/@*@*@*@* w m s 3 0 6 0 0 0 0 0 0 0 0 0 1",
            false,
        ),
        // The start: nothing to choose between the sides, and it declines.
        (
            "********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1",
            false,
        ),
    ] {
        let (mut a, rx) = ann_against_the_computer_at(fen, 3, 300);
        a.update(Action::Menu);
        // The person never speaks for the computer: its side's resignation (or offer) from the
        // menu is refused, and the game goes on.
        let menu = a.menu();
        for item in [
            MenuItem::Resign(Color::Black),
            MenuItem::OfferDraw(Color::Black),
        ] {
            let j = menu.iter().position(|m| *m == item).unwrap();
            a.update(Action::Choose(j));
            assert!(a.game().outcome().is_none(), "{item:?}");
            assert!(matches!(a.mode(), Mode::Play), "{item:?}");
            assert!(
                a.message().is_some_and(|m| m.contains("speaks for itself")),
                "{:?}",
                a.message()
            );
            a.update(Action::Menu);
        }
        let i = menu
            .iter()
            .position(|m| *m == MenuItem::OfferDraw(Color::White))
            .unwrap();
        a.update(Action::Choose(i));
        assert!(
            !matches!(a.mode(), Mode::DrawOffer(_)),
            "no question is put to the player for the computer"
        );
        assert!(a.computer_busy(), "the computer weighs the offer");
        settle(&mut a, &rx, Duration::from_secs(20));
        if accepts {
            assert!(a.game().outcome().is_some(), "{:?}", a.message());
            assert_eq!(a.message(), Some("morris level 3 accepts the draw"));
        } else {
            assert!(a.game().outcome().is_none());
            assert_eq!(a.game().ply(), 0, "nothing was played");
            assert!(
                a.message().is_some_and(|m| m.contains("declines the draw")),
                "{:?}",
                a.message()
            );
        }
    }
}

/// Runs the worker's reports until the computer has its turn ready to show (its first decision
/// waits for the next tick).
fn until_its_turn_is_ready(app: &mut App, rx: &Receiver<Event>) {
    let end = Instant::now() + Duration::from_secs(20);
    while app.tick_interval().is_none() {
        let left = end.saturating_duration_since(Instant::now());
        match rx.recv_timeout(left) {
            Ok(Event::Apply(f)) => f(app),
            Ok(_) => {}
            Err(e) => panic!("the computer did not answer: {e:?}"),
        }
    }
}

fn screen_at(app: &App, w: u16, h: u16) -> String {
    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
    t.draw(|f| f.render_widget(app, f.area())).unwrap();
    t.backend().to_string()
}

/// While the computer owns the turn — thinking, and in the pause between its move and its
/// removal — nothing on the screen invites the player to act for it: no key hint, no stone
/// marked as one to move or remove; the panel says what the computer does. A key refused
/// meanwhile is said, and forgotten once the computer's turn is over.
#[test]
fn while_the_computer_plays_nothing_invites_the_player_to_act_for_it() {
    // Black, the computer, closes d7-g7-a7 with a4-a7 (its only other move, d7-a7, does
    // nothing) and removes a white stone.
    let (mut a, rx) = ann_against_the_computer_at(
        "********/O*****O*/@@O@OO@* b m s 5 0 4 0 0 0 0 0 0 0 0 0 1",
        3,
        300,
    );
    assert!(a.computer_busy());
    let s = screen_at(&a, 80, 24);
    assert!(s.contains("morris level 3 moves a stone"), "{s}");
    assert!(!s.contains("Enter select") && !s.contains('›'), "{s}");
    assert!(s.contains("Esc stop the computer"), "{s}");
    until_its_turn_is_ready(&mut a, &rx);
    // Its move is shown; its removal waits for the next beat.
    a.update(Action::Tick);
    assert_eq!(a.game().decisions().len(), 1);
    assert!(
        a.computer_busy(),
        "the removal is still to come: {:?}",
        a.game().decisions()
    );
    let s = screen_at(&a, 80, 24);
    assert!(s.contains("morris level 3 removes a white"), "{s}");
    assert!(!s.contains("Enter remove"), "{s}");
    assert!(
        !s.contains('×'),
        "no white stone is marked as one to remove:\n{s}"
    );
    insta::assert_snapshot!("computer_between_move_and_removal_80x24", s);
    // Enter, x and the hint are refused: the player never acts for the computer.
    a.update(Action::Select);
    assert_eq!(
        a.message(),
        Some("morris level 3 is to move (Esc stops it)")
    );
    a.update(Action::Hint);
    assert!(
        a.message()
            .is_some_and(|m| m.contains("a hint is for your own turn")),
        "{:?}",
        a.message()
    );
    a.update(Action::Decline);
    assert_eq!(a.game().decisions().len(), 1);
    // The removal: the refusal goes with the computer's turn, and the panel says what it did.
    a.update(Action::Tick);
    assert_eq!(a.game().decisions().len(), 2);
    assert!(!a.computer_busy());
    let s = screen_at(&a, 80, 24);
    assert!(!s.contains("is to move"), "{s}");
    assert!(s.contains("Ann: move a stone"), "{s}");
    assert!(
        a.message()
            .is_some_and(|m| m.starts_with("morris level 3 removed the white stone on ")),
        "{:?}",
        a.message()
    );
    assert!(s.contains("Enter select") && s.contains('›'), "{s}");
}

/// The thinking line's best turn so far says whose value it gives: the computer's side.
#[test]
fn the_thinking_line_says_whose_value_it_shows() {
    let (mut a, rx) = app(["Ann", "computer"], 10, 3000);
    play(&mut a, "a1");
    let end = Instant::now() + Duration::from_secs(20);
    let mut line = None;
    while Instant::now() < end {
        if let Ok(Event::Apply(f)) = rx.recv_timeout(Duration::from_millis(20)) {
            f(&mut a);
        }
        if let Some(l) = a.thinking_line().filter(|l| l.contains("best so far")) {
            line = Some(l);
            break;
        }
    }
    let line = line.expect("a best turn so far");
    assert!(
        line.starts_with("morris level 10 is thinking… best so far: "),
        "{line}"
    );
    assert!(
        line.contains(" for Black, depth ")
            || line.contains("Black wins")
            || line.contains("White wins")
            || line.contains("Draw,"),
        "{line}"
    );
    a.update(Action::Cancel);
}

/// A search for a position the game has left by a redo stops at once: no "thinking…" line on
/// the player's turn, and a draw offer the computer was weighing is said to be withdrawn.
#[test]
fn a_redo_stops_a_search_for_the_position_it_leaves() {
    // The computer takes Black and thinks; a redo of Black's undone b2 leaves its position.
    let (mut a, _rx) = app(["Ann", "Bob"], 10, 5000);
    play(&mut a, "a1 b2");
    a.update(Action::Undo);
    choose(&mut a, MenuItem::Computer(Color::Black));
    assert!(a.computer_busy(), "it thinks for Black");
    a.update(Action::Redo);
    assert_eq!(a.game().ply(), 2);
    assert!(!a.computer_busy(), "{:?}", a.thinking_line());
    assert_eq!(a.thinking_line(), None);
    // Weighing a draw offered by White: a redo withdraws the offer, and says so.
    let (mut a, _rx) = app(["Ann", "Bob"], 10, 5000);
    play(&mut a, "a1 b2 c3");
    a.update(Action::Undo);
    choose(&mut a, MenuItem::Computer(Color::Black));
    assert!(!a.computer_busy(), "White, Ann, is to move");
    choose(&mut a, MenuItem::OfferDraw(Color::White));
    assert!(a.computer_busy(), "it weighs the offer");
    a.update(Action::Redo);
    assert!(!a.computer_busy());
    assert!(
        a.message()
            .is_some_and(|m| m.contains("draw offer is withdrawn")),
        "{:?}",
        a.message()
    );
    assert!(a.game().outcome().is_none());
}

//! Playing against the computer, driven by messages as the loop sends them, with the search run
//! inline when the test says so and time virtual: its turn appears one decision a beat, undo
//! takes back the player's turn with its reply, Esc stops it, the menu hands a side over and
//! takes it back, and the hint key suggests a turn. Nothing here sleeps or starts a thread.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use crate::common;

use std::time::Duration;

use common::screen;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use morris::engine::Level;
use morris::rules::{Color, Decision, Game, Rules};
use morris::tui::app::{MenuItem, Mode, Question, Start, Window};
use morris::tui::computer::{PACE, Setup};
use morris::tui::seats::{Seat, Seats};
use morris::tui::sim::Sim;
use morris::tui::{Action, Msg, Settings};

/// A seat from a name: `computer` is the computer at the level of the table.
fn seat(name: &str, level: u8) -> Seat {
    Seat::from_name(name, Level::new(level).unwrap())
}

/// A game between `names` (`computer` is the computer at `level`, thinking `think_ms` at the
/// strongest level), the computer started if it is to move.
fn table(names: [&str; 2], game: Game, level: u8, think_ms: u64, seed: u64) -> Sim {
    Sim::new(Start {
        seats: Seats::new(seat(names[0], level), seat(names[1], level)),
        computer: Setup {
            level: Level::new(level).unwrap(),
            think: Duration::from_millis(think_ms),
            seed,
        },
        ..Start::new(game, Settings::default())
    })
}

fn new_game(names: [&str; 2], level: u8, think_ms: u64) -> Sim {
    table(names, Game::new(Rules::default()), level, think_ms, 7)
}

/// Ann (White) against the computer (Black) at `level`, from the position `fen`.
fn ann_against_the_computer_at(fen: &str, level: u8, think_ms: u64) -> Sim {
    let start = morris::rules::parse_fen(fen, Rules::default()).unwrap();
    table(
        ["Ann", "computer"],
        Game::from_position(start),
        level,
        think_ms,
        7,
    )
}

/// Plays tokens with the keys, as a player would.
fn play(sim: &mut Sim, tokens: &str) {
    for t in tokens.split_whitespace() {
        let d: Decision = t.parse().unwrap();
        let before = sim.app().game().ply();
        sim.press_all(&common::keys_for(d));
        assert_eq!(
            sim.app().game().ply(),
            before + 1,
            "{d}: {:?}",
            sim.app().message()
        );
    }
}

/// Opens the menu (if it is not open) and chooses `item` in it.
fn choose(sim: &mut Sim, item: MenuItem) {
    if !matches!(sim.app().mode(), Mode::Menu(_)) {
        sim.press(Action::Menu);
    }
    let i = sim.app().menu().iter().position(|m| *m == item).unwrap();
    sim.press(Action::Choose(i));
}

/// The searches and the beats that show the computer's turn, until it has nothing left to do.
fn settle(sim: &mut Sim) {
    sim.settle(200);
    assert!(!sim.app().computer_busy(), "the computer is still busy");
}

fn screen_of(sim: &Sim) -> String {
    screen(sim.app(), 100, 30)
}

#[test]
fn the_computer_answers_a_placement_and_blocks_a_mill() {
    let mut a = new_game(["Ann", "computer"], 2, 500);
    assert_eq!(a.app().name(Color::Black), "morris level 2");
    play(&mut a, "a1");
    settle(&mut a);
    assert_eq!(a.app().game().ply(), 2, "{:?}", a.app().message());
    // The second stone on the a-line threatens a7: every level blocks it.
    let taken = |a: &Sim, p: &str| a.app().game().position().stone_at(p.parse().unwrap());
    let tokens = if taken(&a, "a4").is_some() {
        "g1"
    } else {
        "a4"
    };
    play(&mut a, tokens);
    settle(&mut a);
    assert_eq!(a.app().game().ply(), 4);
    if tokens == "a4" && taken(&a, "a7").is_none() {
        panic!(
            "the computer left a7 open: {:?}",
            a.app().game().decisions()
        );
    }
}

#[test]
fn undo_takes_back_the_players_turn_and_the_reply() {
    let mut a = new_game(["Ann", "computer"], 1, 300);
    play(&mut a, "d6");
    settle(&mut a);
    assert_eq!(a.app().game().ply(), 2);
    a.press(Action::Undo);
    assert_eq!(a.app().game().ply(), 0, "{:?}", a.app().message());
    let m = a.app().message().unwrap();
    assert!(m.starts_with("Undone: d6 "), "{m}");
    // White (the player) is to move: the computer does not start on its own.
    assert!(!a.app().computer_busy());
    assert!(!a.working());
}

/// A winning turn gets no reply: undo takes the whole turn back (move and removal), as it
/// does mid-game with the reply, not just its removal.
#[test]
fn undo_after_the_players_winning_turn_takes_back_the_whole_turn() {
    // White's a4-a7 closes a7-d7-g7 and takes Black down to two stones.
    let mut a = ann_against_the_computer_at(
        "*@******/****O@**/OO*@**O* w m s 4 0 3 0 0 0 0 0 0 0 0 0 1",
        1,
        100,
    );
    play(&mut a, "a4-a7 xe5");
    assert!(a.app().game().outcome().is_some(), "White has won");
    assert!(!a.app().computer_busy());
    a.press(Action::Undo);
    assert_eq!(a.app().game().ply(), 0, "{:?}", a.app().message());
    assert_eq!(a.app().message().as_deref(), Some("Undone: a4-a7 xe5"));
    assert!(!a.app().computer_busy(), "White, the player, is to move");
}

#[test]
fn the_computers_turn_appears_one_beat_after_its_answer() {
    let mut a = new_game(["Ann", "computer"], 10, 300);
    play(&mut a, "a1");
    assert_eq!(a.app().tick_interval(), None, "thinking: no timer");
    assert!(a.work(), "the search");
    // The answer is in, and the loop is asked to wake for it; the board changes on the beat.
    assert_eq!(a.app().tick_interval(), Some(PACE));
    assert_eq!(a.app().game().ply(), 1);
    assert!(a.beat());
    assert_eq!(a.app().game().ply(), 2);
    assert_eq!(a.now, PACE);
    assert_eq!(a.app().tick_interval(), None, "idle again: no timer");
}

/// A key as the terminal sends it, read as the screen reads it there.
fn key(c: char) -> Msg {
    let code = match c {
        '\x1b' => KeyCode::Esc,
        '\n' => KeyCode::Enter,
        c => KeyCode::Char(c),
    };
    Msg::Key(KeyEvent::new(code, KeyModifiers::NONE))
}

/// Esc is the player's: while the computer thinks of its move it opens the menu and stops
/// nothing. `s` stops the computer, and `s` again lets it play on.
#[test]
fn s_stops_the_computer_and_lets_it_play_on_and_esc_is_not_the_computers() {
    let mut a = new_game(["computer", "Bob"], 10, 20_000);
    assert!(
        a.app().computer_busy() && a.working(),
        "White is the computer and starts at once"
    );
    a.send(key('\x1b'));
    assert_eq!(a.app().mode(), &Mode::Menu(0), "Esc opens the menu");
    assert!(a.app().computer_busy(), "Esc stopped the computer");
    a.send(key('\x1b'));
    assert_eq!(a.app().mode(), &Mode::Play);
    assert!(a.app().computer_busy());
    a.send(key('s'));
    assert!(!a.app().computer_busy());
    // Said once, by the task line: "morris level 10 stopped" under it said it twice.
    assert_eq!(a.app().message(), None);
    assert_eq!(
        a.app().thinking_line().as_deref(),
        Some("morris level 10 is stopped: s lets it play on")
    );
    let s = screen_of(&a);
    assert!(s.contains(" s play on "), "the footer says how:\n{s}");
    insta::assert_snapshot!("computer_stopped_100x30", s);
    // The stopped search's answer is dropped when it comes.
    assert!(a.work());
    assert_eq!(a.app().game().ply(), 0);
    // Enter on the board while the computer has the move says so.
    a.send(key('\n'));
    assert_eq!(a.app().game().ply(), 0);
    let m = a.app().message().unwrap();
    assert!(m.contains("s lets it play on"), "{m}");
    // The menu lets it play on too.
    a.press(Action::Menu);
    let menu = screen_of(&a);
    assert!(
        menu.contains("Let morris level 10 (White) play on"),
        "{menu}"
    );
    a.press(Action::Cancel);
    a.send(key('s'));
    assert!(a.app().computer_busy());
    let thinking = screen_of(&a);
    assert!(
        thinking.contains("morris level 10 is thinking"),
        "{thinking}"
    );
    a.send(key('s'));
    // Take White back: the player plays it now.
    choose(&mut a, MenuItem::Computer(Color::White));
    assert_eq!(a.app().name(Color::White), "White");
    a.settle(10);
    play(&mut a, "d6");
    assert_eq!(a.app().game().ply(), 1);
}

/// After its turn the panel says what the computer played, in words: the placement or the
/// move (the `'` beside it may be under the cursor), and what it removed.
#[test]
fn the_panel_says_what_the_computer_played() {
    let mut a = new_game(["Ann", "computer"], 1, 300);
    play(&mut a, "d6");
    settle(&mut a);
    let placed = a.app().game().decisions()[1];
    assert_eq!(
        a.app().message(),
        Some(format!("morris level 1 placed a stone on {placed}"))
    );
    let s = screen(a.app(), 80, 24);
    assert!(s.contains("morris level 1 placed a stone on"), "{s}");
    // A move that closes a mill, and its removal: Black's a4-a7 closes d7-g7-a7.
    let mut a = ann_against_the_computer_at(
        "********/O*****O*/@@O@OO@* b m s 5 0 4 0 0 0 0 0 0 0 0 0 1",
        3,
        300,
    );
    settle(&mut a);
    let d = a.app().game().decisions();
    let removed = d[1].target().unwrap();
    assert_eq!(
        a.app().message(),
        Some(format!(
            "morris level 3 played {} and removed the white stone on {removed}",
            d[0]
        ))
    );
    // A key that says nothing leaves the computer's words; one that says something replaces
    // them.
    let said = a.app().message();
    a.press(Action::Left);
    assert_eq!(a.app().message(), said);
    a.press(Action::Decline);
    assert_eq!(
        a.app().message().as_deref(),
        Some("x declines a removal; no removal is owed")
    );
}

/// `t` while the computer thinks: it plays the best it has found so far, at once, instead of
/// using all its time.
#[test]
fn t_makes_the_computer_play_now() {
    // Level 10 with a minute to think: only `t` makes it answer in a test.
    let mut a = new_game(["Ann", "computer"], 10, 60_000);
    play(&mut a, "d6");
    assert!(a.app().computer_busy());
    let s = screen(a.app(), 80, 24);
    assert!(s.contains(" t move now "), "{s}");
    a.send(key('t'));
    assert_eq!(
        a.app().message().as_deref(),
        Some("morris level 10 plays the best it has found so far")
    );
    // Its search stops at once and answers; its move is shown on the next beat.
    assert!(a.work());
    assert!(a.beat());
    assert_eq!(a.app().game().ply(), 2, "it played its move");
    assert!(!a.app().computer_busy());
    let m = a.app().message().unwrap_or_default();
    assert!(!m.contains("best it has found"), "{m}");
}

#[test]
fn the_menu_hands_a_side_to_the_computer_and_the_record_names_it() {
    let mut a = new_game(["Ann", "Bob"], 3, 300);
    play(&mut a, "d6");
    assert!(!a.app().computer_busy());
    let saves = a.store.len();
    choose(&mut a, MenuItem::Computer(Color::Black));
    assert_eq!(a.app().name(Color::Black), "morris level 3");
    // The record is written again with its new player.
    let named = a.store[saves..].iter().any(|e| match e {
        morris::tui::Effect::Save(s) => s.names[1] == "morris level 3",
        _ => false,
    });
    assert!(named, "{:?}", &a.store[saves..]);
    settle(&mut a);
    assert_eq!(a.app().game().ply(), 2);
    // Taken back: Bob again.
    choose(&mut a, MenuItem::Computer(Color::Black));
    assert_eq!(a.app().name(Color::Black), "Bob");
}

/// Who made each decision is kept through a hand-over, undo and the hand back: Black is
/// "played partly by a person, partly by the computer" exactly while both made decisions of
/// Black's that are still played.
#[test]
fn the_app_knows_who_made_each_decision_through_hand_overs_and_undo() {
    use morris::store::scores::mixed_in;
    let mut a = new_game(["Ann", "Bob"], 2, 300);
    let mixed = |a: &Sim| mixed_in(a.app().game(), &a.app().by_computer());
    play(&mut a, "d6 d2");
    let toggle = |a: &mut Sim| choose(a, MenuItem::Computer(Color::Black));
    toggle(&mut a);
    // Handed over, but the computer has made no decision yet.
    assert!(mixed(&a).is_empty());
    play(&mut a, "d5");
    settle(&mut a);
    assert_eq!(a.app().game().ply(), 4);
    assert_eq!(a.app().by_computer(), [false, false, false, true]);
    assert_eq!(mixed(&a), [Color::Black]);
    // Undo takes back Ann's turn and the reply: only Bob's own decision is left of Black's.
    a.press(Action::Undo);
    assert_eq!(a.app().game().ply(), 2);
    assert!(mixed(&a).is_empty());
    // Redo brings the computer's decision back, with its maker.
    a.press(Action::Redo);
    a.press(Action::Redo);
    assert_eq!(a.app().game().ply(), 4);
    assert_eq!(mixed(&a), [Color::Black]);
    // Taken back, Bob plays on: still mixed; a new game starts clean.
    toggle(&mut a);
    assert_eq!(a.app().name(Color::Black), "Bob");
    play(&mut a, "a1 a7");
    assert_eq!(
        a.app().by_computer(),
        [false, false, false, true, false, false]
    );
    assert_eq!(mixed(&a), [Color::Black]);
    a.press(Action::NewGame);
    a.press(Action::Yes);
    assert_eq!(a.app().game().ply(), 0);
    play(&mut a, "d6 d2");
    assert!(mixed(&a).is_empty());
}

#[test]
fn the_hint_key_suggests_a_turn_and_points_at_it() {
    let mut a = new_game(["Ann", "Bob"], 5, 300);
    play(&mut a, "a1 b2 a4 b4");
    a.press(Action::Hint);
    assert!(screen_of(&a).contains("Looking for a hint"));
    settle(&mut a);
    let m = a.app().message().unwrap_or_default();
    assert!(m.starts_with("Hint: a7x"), "{m}");
    // Its value in the words analysis uses, for the player to move.
    assert!(
        m.contains(" is better by about ")
            || m.ends_with(", about even")
            || m.contains(", White wins in"),
        "{m}"
    );
    assert_eq!(a.app().cursor(), "a7".parse().unwrap());
    assert_eq!(a.app().game().ply(), 4, "a hint plays nothing");
    // Marked on the board: where to place, with the cursor on it (`[◇!`: the cursor's `[◇]`
    // alone hid the hint's `!`), then, once placed, the stone to remove.
    let s = screen_of(&a);
    assert!(s.contains("[◇!") && !s.contains("[◇]"), "{s}");
    a.press(Action::Right);
    let s = screen_of(&a);
    assert!(s.contains("!◇!"), "{s}");
    a.press(Action::Left);
    a.press(Action::Select);
    // Placed: the cursor goes on to the hint's removal, so that Enter plays it too.
    let removal = m
        .strip_prefix("Hint: a7x")
        .and_then(|r| r.get(..2))
        .unwrap()
        .parse()
        .unwrap();
    assert_eq!(a.app().cursor(), removal, "{m}");
    a.press(Action::Right);
    let s = screen_of(&a);
    assert!(s.contains("!◉!"), "the hint's removal:\n{s}");
    a.press(Action::Left);
    a.press(Action::Select);
    let turn: Vec<String> = a.app().game().decisions()[4..]
        .iter()
        .map(|d| d.to_string())
        .collect();
    assert_eq!(
        format!("Hint: {}, ", turn.concat()),
        m[..m.find(", ").unwrap() + 2]
    );
}

#[test]
fn computer_against_computer_plays_legally_until_stopped() {
    let mut a = new_game(["computer", "morris level 1"], 2, 100);
    // The plies at which each "Mill!" message was on the panel: no key clears it, the next
    // turn does.
    let mut mills: Vec<(String, std::collections::BTreeSet<usize>)> = Vec::new();
    let mut prev: Option<String> = None;
    while a.app().game().outcome().is_none() && a.app().game().ply() < 60 {
        assert!(a.work() || a.beat(), "the computers stopped playing");
        let now = a.app().message().filter(|m| m.starts_with("Mill!"));
        if let Some(m) = &now {
            if prev.as_ref() != Some(m) {
                mills.push((m.clone(), Default::default()));
            }
            if let Some((_, plies)) = mills.last_mut() {
                plies.insert(a.app().game().ply());
            }
        }
        prev = now;
    }
    assert!(a.app().game().ply() >= 30, "{}", a.app().game().ply());
    assert!(!mills.is_empty(), "no mill in {}", a.app().game().ply());
    for (m, plies) in &mills {
        // The move that closed it and the removal.
        assert!(plies.len() <= 2, "{m:?} stayed for plies {plies:?}");
    }
    a.press(Action::Stop);
    assert!(!a.app().computer_busy());
}

/// While a question, the menu or help is open, the computer plays nothing, even in a game of
/// its own against itself: what it thinks meanwhile is played once the window closes.
#[test]
fn the_computer_plays_nothing_behind_a_question_or_a_window() {
    let mut a = new_game(["computer", "morris level 1"], 1, 100);
    while a.app().game().ply() < 4 {
        assert!(a.work() || a.beat());
    }
    for (open, shown) in [
        (Action::Quit, Mode::Question(Question::Quit, false)),
        (Action::Menu, Mode::Menu(0)),
        (Action::Help, Mode::Window(Window::Help, 0)),
    ] {
        // Its answer is in, its turn about to be shown.
        while !a.app().computer_busy() || a.working() {
            assert!(a.work() || a.beat());
        }
        a.press(open);
        assert_eq!(a.app().mode(), &shown);
        let ply = a.app().game().ply();
        // A beat comes anyway (one was due): nothing is played, and no timer runs.
        for _ in 0..5 {
            a.send(Msg::Tick);
            a.work();
        }
        assert_eq!(
            a.app().game().ply(),
            ply,
            "{shown:?}: played behind the window"
        );
        assert_eq!(
            a.app().tick_interval(),
            None,
            "{shown:?}: no beat behind the window"
        );
        a.press(Action::Cancel);
        assert_eq!(a.app().mode(), &Mode::Play);
        a.settle(4);
        assert!(
            a.app().game().ply() > ply,
            "{shown:?}: it plays on once closed"
        );
        assert!(a.app().game().outcome().is_none());
    }
}

/// The computer's first placement as White with this seed.
fn first_placement(seed: u64) -> String {
    let mut a = table(
        ["computer", "Ann"],
        Game::new(Rules::default()),
        3,
        300,
        seed,
    );
    settle(&mut a);
    assert_eq!(a.app().game().ply(), 1);
    a.app().game().decisions()[0].to_string()
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
        let mut a = ann_against_the_computer_at(fen, 3, 300);
        a.press(Action::Menu);
        let menu = a.app().menu();
        let i = menu
            .iter()
            .position(|m| *m == MenuItem::OfferDraw(Color::White))
            .unwrap();
        a.press(Action::Choose(i));
        assert_eq!(
            a.app().question(),
            None,
            "no question is put to the player for the computer"
        );
        assert!(a.app().computer_busy(), "the computer weighs the offer");
        settle(&mut a);
        if accepts {
            assert!(
                a.app().game().outcome().is_some(),
                "{:?}",
                a.app().message()
            );
            assert_eq!(
                a.app().message().as_deref(),
                Some("morris level 3 accepts the draw")
            );
        } else {
            assert!(a.app().game().outcome().is_none());
            assert_eq!(a.app().game().ply(), 0, "nothing was played");
            let m = a.app().message().unwrap_or_default();
            assert!(m.contains("declines the draw"), "{m}");
        }
    }
}

/// The menu offers only what can be chosen: the person never speaks for the computer (no
/// resignation or draw offer of its side), nothing is resigned or offered in a finished game,
/// no draw is offered to a computer busy with its move; while it thinks the menu can make it
/// move now or stop it, and once stopped let it play on.
#[test]
fn the_menu_offers_only_what_can_be_chosen() {
    let mut a = ann_against_the_computer_at(
        "********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1",
        3,
        300,
    );
    let menu = a.app().menu();
    for absent in [
        MenuItem::Resign(Color::Black),
        MenuItem::OfferDraw(Color::Black),
        MenuItem::PlayOn,
        MenuItem::Stop,
        MenuItem::MoveNow,
    ] {
        assert!(!menu.contains(&absent), "{absent:?} in {menu:?}");
    }
    assert!(menu.contains(&MenuItem::Resign(Color::White)));
    assert!(menu.contains(&MenuItem::OfferDraw(Color::White)));
    // The computer's turn: it may be made to move now or stopped; no draw is offered to it
    // while it is busy.
    play(&mut a, "d6");
    let menu = a.app().menu();
    assert!(menu.contains(&MenuItem::MoveNow) && menu.contains(&MenuItem::Stop));
    assert!(
        !menu.contains(&MenuItem::OfferDraw(Color::White)),
        "{menu:?}"
    );
    a.press(Action::Menu);
    let s = screen(a.app(), 80, 24);
    assert!(s.contains("Stop morris level 3 (Black)"), "{s}");
    choose(&mut a, MenuItem::Stop);
    assert!(!a.app().computer_busy());
    assert!(a.app().menu().contains(&MenuItem::PlayOn));
    choose(&mut a, MenuItem::PlayOn);
    assert!(a.app().computer_busy());
    choose(&mut a, MenuItem::MoveNow);
    settle(&mut a);
    assert_eq!(a.app().game().ply(), 2, "it moved");
    // A finished game: no resignation and no draw offer for anyone.
    a.press(Action::Menu);
    let resign = a
        .app()
        .menu()
        .iter()
        .position(|m| *m == MenuItem::Resign(Color::White));
    a.press(Action::Choose(resign.unwrap()));
    a.press(Action::Yes);
    assert!(a.app().game().outcome().is_some());
    let menu = a.app().menu();
    assert!(
        !menu
            .iter()
            .any(|m| matches!(m, MenuItem::Resign(_) | MenuItem::OfferDraw(_))),
        "{menu:?}"
    );
}

/// While the computer owns the turn — thinking, and in the pause between its move and its
/// removal — nothing on the screen invites the player to act for it: no key hint, no stone
/// marked as one to move or remove; the panel says what the computer does. A key refused
/// meanwhile is said, and forgotten once the computer's turn is over.
#[test]
fn while_the_computer_plays_nothing_invites_the_player_to_act_for_it() {
    // Black, the computer, closes d7-g7-a7 with a4-a7 (its only other move, d7-a7, does
    // nothing) and removes a white stone.
    let mut a = ann_against_the_computer_at(
        "********/O*****O*/@@O@OO@* b m s 5 0 4 0 0 0 0 0 0 0 0 0 1",
        3,
        300,
    );
    assert!(a.app().computer_busy());
    let s = screen(a.app(), 80, 24);
    assert!(s.contains("morris level 3 moves a stone"), "{s}");
    assert!(!s.contains("Enter select") && !s.contains('›'), "{s}");
    assert!(s.contains("s stop"), "{s}");
    assert!(a.work(), "its search");
    // Its move is shown; its removal waits for the next beat.
    assert!(a.beat());
    assert_eq!(a.app().game().decisions().len(), 1);
    assert!(
        a.app().computer_busy(),
        "the removal is still to come: {:?}",
        a.app().game().decisions()
    );
    let s = screen(a.app(), 80, 24);
    assert!(s.contains("morris level 3 removes a white"), "{s}");
    assert!(!s.contains("Enter remove"), "{s}");
    assert!(
        !s.contains('×'),
        "no white stone is marked as one to remove:\n{s}"
    );
    insta::assert_snapshot!("computer_between_move_and_removal_80x24", s);
    // Enter, x and the hint are refused: the player never acts for the computer.
    a.press(Action::Select);
    assert_eq!(
        a.app().message().as_deref(),
        Some("morris level 3 is to move (s stops it)")
    );
    a.press(Action::Hint);
    let m = a.app().message().unwrap_or_default();
    assert!(m.contains("a hint is for your own turn"), "{m}");
    a.press(Action::Decline);
    assert_eq!(a.app().game().decisions().len(), 1);
    // The removal: the refusal goes with the computer's turn, and the panel says what it did.
    assert!(a.beat());
    assert_eq!(a.app().game().decisions().len(), 2);
    assert!(!a.app().computer_busy());
    let s = screen(a.app(), 80, 24);
    assert!(!s.contains("is to move"), "{s}");
    assert!(s.contains("Ann: move a stone"), "{s}");
    let m = a.app().message().unwrap_or_default();
    assert!(
        m.starts_with("morris level 3 played a4-a7 and removed the white stone on "),
        "{m}"
    );
    assert!(s.contains("Enter select") && s.contains('›'), "{s}");
}

/// While the computer thinks, the panel gives away nothing of its search with analysis off:
/// no best turn so far, no score. With analysis on it does — the game's record notes analysis
/// as help had — and says whose value it shows: the computer's side.
#[test]
fn the_thinking_line_gives_away_no_evaluation_unless_analysis_is_on() {
    for analysis in [false, true] {
        let mut a = new_game(["Ann", "computer"], 10, 300);
        if analysis {
            a.press(Action::Analysis);
        }
        play(&mut a, "a1");
        // Its reports of each depth are in; its answer is held back.
        let mut reports = a.reports();
        let done = reports.pop().expect("an answer");
        assert!(!reports.is_empty(), "no depth was reported");
        for r in reports {
            a.send(r);
        }
        let line = a.app().thinking_line().unwrap();
        let s = screen(a.app(), 120, 40);
        if !analysis {
            assert_eq!(line, "morris level 10 is thinking…");
            assert!(
                !s.contains("best so far") && !s.contains("better by"),
                "{s}"
            );
            assert!(!a.app().help().analysis);
        } else {
            assert!(
                line.starts_with("morris level 10 is thinking… best so far: "),
                "{line}"
            );
            assert!(
                line.contains(" is better by about ")
                    || line.contains("(about even, depth ")
                    || line.contains("Black wins")
                    || line.contains("White wins")
                    || line.contains("Draw,"),
                "{line}"
            );
            assert!(a.app().help().analysis, "analysis shown is help had");
        }
        a.send(done);
        assert_eq!(a.app().thinking_line(), None);
    }
}

/// A search for a position the game has left by a redo stops at once: no "thinking…" line on
/// the player's turn, and a draw offer the computer was weighing is said to be withdrawn.
#[test]
fn a_redo_stops_a_search_for_the_position_it_leaves() {
    // The computer takes Black and thinks; a redo of Black's undone b2 leaves its position.
    let mut a = new_game(["Ann", "Bob"], 10, 5000);
    play(&mut a, "a1 b2");
    a.press(Action::Undo);
    choose(&mut a, MenuItem::Computer(Color::Black));
    assert!(a.app().computer_busy(), "it thinks for Black");
    a.press(Action::Redo);
    assert_eq!(a.app().game().ply(), 2);
    assert!(!a.app().computer_busy(), "{:?}", a.app().thinking_line());
    assert_eq!(a.app().thinking_line(), None);
    // Its answer, when it comes, is dropped.
    assert!(a.work());
    assert_eq!(a.app().game().ply(), 2);
    // Weighing a draw offered by White: a redo withdraws the offer, and says so.
    let mut a = new_game(["Ann", "Bob"], 10, 5000);
    play(&mut a, "a1 b2 c3");
    a.press(Action::Undo);
    choose(&mut a, MenuItem::Computer(Color::Black));
    assert!(!a.app().computer_busy(), "White, Ann, is to move");
    choose(&mut a, MenuItem::OfferDraw(Color::White));
    assert!(a.app().computer_busy(), "it weighs the offer");
    a.press(Action::Redo);
    let m = a.app().message().unwrap_or_default();
    assert!(m.contains("draw offer is withdrawn"), "{m}");
    // Black, the computer, is to move after the redo: it thinks of its move now.
    assert_eq!(
        a.app().thinking_line().as_deref(),
        Some("morris level 10 is thinking…")
    );
    // The offer's answer, when it comes, is dropped; its move is played.
    settle(&mut a);
    assert!(a.app().game().outcome().is_none());
    assert_eq!(a.app().game().ply(), 4);
}

/// The computer against itself at one level: the panel says which of the two played, by its
/// colour, and the record keeps the name the level plays under.
#[test]
fn the_computer_against_itself_is_told_apart_by_its_colours() {
    let mut a = new_game(["computer", "computer"], 1, 100);
    while a.app().game().ply() < 1 {
        assert!(a.work() || a.beat(), "the computer stopped playing");
    }
    let said = a.app().message().unwrap_or_default();
    assert!(
        said.starts_with("morris level 1 (White) placed a stone on"),
        "{said}"
    );
    let s = screen_of(&a);
    assert!(s.contains("morris level 1 (White)"), "{s}");
    assert!(s.contains("morris level 1 (Black)"), "{s}");
    assert!(!s.contains("(White) (White)"), "{s}");
    assert_eq!(
        a.app().seats().names(),
        ["morris level 1", "morris level 1"]
    );
    a.press(Action::Stop);
}

/// The names the last save of the record gives White and Black.
fn saved_names(sim: &Sim) -> Option<[String; 2]> {
    sim.store.iter().rev().find_map(|e| match e {
        morris::tui::Effect::Save(s) => Some(s.names.clone()),
        _ => None,
    })
}

/// A finished game was played by who played it: the menu neither hands a side to the
/// computer nor takes one back, so the record and the scoreboard keep its players; once the
/// ending is undone, it does again.
#[test]
fn a_finished_games_players_stay_who_played_it() {
    let mut a = new_game(["Ann", "computer"], 2, 100);
    play(&mut a, "d6");
    settle(&mut a);
    choose(&mut a, MenuItem::Resign(Color::White));
    a.press(Action::Yes);
    assert!(a.app().game().outcome().is_some());
    let players = ["Ann".to_string(), "morris level 2".to_string()];
    assert_eq!(saved_names(&a).as_ref(), Some(&players));
    a.press(Action::Menu);
    let s = screen_of(&a);
    assert!(
        !s.contains("to the computer") && !s.contains("back from the computer"),
        "{s}"
    );
    // Whatever entry is chosen, the players stay.
    for i in 0..a.app().menu().len() {
        if matches!(a.app().menu()[i], MenuItem::Quit | MenuItem::NewGame) {
            continue;
        }
        a.press(Action::Menu);
        a.press(Action::Choose(i));
        if a.app().mode() != &Mode::Play {
            a.press(Action::Cancel);
        }
    }
    assert_eq!(a.app().seats().names(), players);
    assert_eq!(saved_names(&a).as_ref(), Some(&players));
    // The ending undone, the game is on: a side may change hands again.
    a.press(Action::Undo);
    assert!(a.app().game().outcome().is_none());
    assert!(a.app().menu().contains(&MenuItem::Computer(Color::White)));
    assert!(a.app().menu().contains(&MenuItem::Computer(Color::Black)));
}

/// The menu's entries change when the computer's search ends (it can no longer be made to
/// move now): the marker stays on the entry the player marked, and Enter chooses that one.
#[test]
fn the_menus_marker_stays_on_its_entry_when_the_entries_change() {
    let mut a = new_game(["Ann", "computer"], 10, 200);
    play(&mut a, "d6");
    assert!(a.app().computer_busy());
    a.send(key('m'));
    a.press_all(&[Action::Down, Action::Down]);
    let marked = |a: &Sim| {
        let s = screen_of(a);
        s.lines()
            .find_map(|l| {
                // The entry, up to the window's right edge (the board may go on beyond it).
                l.split("> ").nth(1).map(|r| {
                    r.split('│')
                        .next()
                        .unwrap_or_default()
                        .trim_end_matches([' ', '"'])
                        .to_string()
                })
            })
            .unwrap_or_else(|| panic!("no entry marked:\n{s}"))
    };
    assert_eq!(marked(&a), "Stop morris level 10 (Black)");
    // The search ends; its turn waits to be shown behind the menu.
    assert!(a.work());
    assert!(!a.app().menu().contains(&MenuItem::MoveNow));
    assert_eq!(marked(&a), "Stop morris level 10 (Black)");
    a.press(Action::Select);
    assert_eq!(a.app().mode(), &Mode::Play, "{:?}", a.app().question());
    assert_eq!(a.app().message(), None);
    assert_eq!(
        a.app().thinking_line().as_deref(),
        Some("morris level 10 is stopped: s lets it play on")
    );
}

/// What the computer played stays on the panel while the player looks around the board —
/// arrows, a letter typed — until the player's own decision.
#[test]
fn what_the_computer_played_stays_until_the_players_decision() {
    let mut a = new_game(["Ann", "computer"], 1, 100);
    play(&mut a, "d6");
    settle(&mut a);
    let said = a.app().message().unwrap_or_default();
    assert!(
        said.starts_with("morris level 1 placed a stone on"),
        "{said}"
    );
    a.press_all(&[Action::Right, Action::Down, Action::Left]);
    assert_eq!(a.app().message().as_deref(), Some(said.as_str()));
    a.send(key('a'));
    assert_eq!(a.app().message().as_deref(), Some(said.as_str()));
    assert!(screen_of(&a).contains(&said));
    a.send(key('1'));
    assert_eq!(a.app().message().as_deref(), Some(said.as_str()));
    a.press(Action::Select);
    assert_eq!(a.app().game().ply(), 3);
    assert_ne!(a.app().message().as_deref(), Some(said.as_str()));
}

/// A hint is for the position it was given in: once the game has left it, an undo back to
/// it shows neither its marks nor its text.
#[test]
fn an_undo_back_to_a_hinted_position_shows_no_stale_hint() {
    let mut a = new_game(["Ann", "computer"], 1, 100);
    a.press(Action::Hint);
    settle(&mut a);
    let hinted = a.app().hint_decision().expect("a hint");
    let hint_marked = |a: &Sim| a.app().marks().iter().any(|(_, m)| m.hint);
    // (The cursor is on the hint's point: its mark shows once the cursor moves off.)
    a.press(Action::Right);
    assert!(hint_marked(&a));
    assert!(screen_of(&a).contains("!◇!"));
    let other = ["a7", "g1"]
        .into_iter()
        .find(|p| Decision::Place(p.parse().unwrap()) != hinted)
        .unwrap();
    play(&mut a, other);
    settle(&mut a);
    assert_eq!(a.app().game().ply(), 2);
    a.press(Action::Undo);
    assert_eq!(a.app().game().ply(), 0, "{:?}", a.app().message());
    assert!(!hint_marked(&a), "{:?}", a.app().hint_decision());
    a.press(Action::Right);
    let s = screen_of(&a);
    assert!(!s.contains("!◇!") && !s.contains("Hint:"), "{s}");
}

/// Against the computer, redo is undo's mirror: undo takes back the player's turn and the
/// reply, redo plays both again (the reply is not thought of anew and lost).
#[test]
fn redo_after_an_undo_against_the_computer_brings_back_the_reply_too() {
    let mut a = new_game(["Ann", "computer"], 1, 100);
    play(&mut a, "d6");
    settle(&mut a);
    let played = a.app().game().decisions().to_vec();
    a.press(Action::Undo);
    assert_eq!(a.app().game().ply(), 0);
    a.press(Action::Redo);
    assert_eq!(a.app().game().decisions(), &played[..]);
    assert!(!a.app().computer_busy(), "{:?}", a.app().thinking_line());
    assert_eq!(
        a.app().message(),
        Some(format!("Redone: {} {}", played[0], played[1]))
    );
    a.press(Action::Redo);
    assert_eq!(a.app().message().as_deref(), Some("Nothing to redo"));
    // A decision of the player's taken back before its reply came is redone alone, and the
    // computer thinks of its reply.
    let free = ["a7", "g7"]
        .into_iter()
        .find(|p| {
            a.app()
                .game()
                .position()
                .stone_at(p.parse().unwrap())
                .is_none()
        })
        .unwrap();
    play(&mut a, free);
    assert!(a.app().computer_busy());
    a.press(Action::Undo);
    assert_eq!(a.app().game().ply(), 2, "{:?}", a.app().message());
    a.press(Action::Redo);
    assert_eq!(a.app().game().ply(), 3);
    assert_eq!(a.app().message(), Some(format!("Redone: {free}")));
    assert!(a.app().computer_busy(), "it thinks of its reply");
    settle(&mut a);
    assert_eq!(a.app().game().ply(), 4);
}

/// Keys that can do nothing at the moment say why rather than nothing: `t` while the computer
/// is stopped or has chosen its turn already, `s` while it weighs a draw offer.
#[test]
fn t_and_s_say_why_when_they_can_do_nothing() {
    let mut a = new_game(["Ann", "computer"], 10, 200);
    play(&mut a, "d6");
    a.send(key('s'));
    a.send(key('t'));
    assert_eq!(
        a.app().message().as_deref(),
        Some("morris level 10 is stopped: s lets it play on")
    );
    assert!(!a.app().computer_busy());
    a.send(key('s'));
    // (The stopped search runs first; its answer is dropped.)
    while a.app().tick_interval().is_none() {
        assert!(a.work(), "its search");
    }
    // Its turn is chosen and waits for its beat: the footer offers no `t`, which says why.
    assert!(a.app().computer_busy());
    assert!(!screen_of(&a).contains(" t move now "));
    a.send(key('t'));
    assert_eq!(
        a.app().message().as_deref(),
        Some("morris level 10 has chosen its turn: it is being played")
    );
    assert!(a.beat());
    assert_eq!(a.app().game().ply(), 2);
    let said = a.app().message().unwrap_or_default();
    assert!(
        said.starts_with("morris level 10 placed a stone on"),
        "{said}"
    );
    // A draw offer being weighed: `s` stops nothing, and says what does.
    choose(&mut a, MenuItem::OfferDraw(Color::White));
    assert!(a.app().computer_busy(), "it weighs the offer");
    a.send(key('s'));
    assert_eq!(
        a.app().message().as_deref(),
        Some("morris level 10 weighs your draw offer: Esc withdraws it")
    );
    assert!(a.app().computer_busy(), "still weighing");
}

/// Whether `line` is what `quote` says, `<…>` in the quote standing for any text.
fn says(quote: &str, line: &str) -> bool {
    let mut parts = quote
        .split('<')
        .map(|p| p.split_once('>').map_or(p, |(_, rest)| rest));
    let first = parts.next().unwrap_or_default();
    let Some(mut rest) = line.strip_prefix(first) else {
        return false;
    };
    let parts: Vec<&str> = parts.collect();
    for (i, part) in parts.iter().enumerate() {
        let last = i + 1 == parts.len();
        match (last, rest.find(part)) {
            (true, _) => return rest.len() > part.len() && rest.ends_with(part),
            (false, Some(at)) if at > 0 => rest = &rest[at + part.len()..],
            _ => return false,
        }
    }
    rest.is_empty()
}

/// The panel's lines and the questions that `docs/computer.md` quotes from a game against the
/// computer (the spans in backquotes that begin `morris level ` and a digit, or `Hint:`).
fn quoted_in_the_docs() -> Vec<String> {
    let doc =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/computer.md")).unwrap();
    let play = doc.split("\n## ").nth(1).unwrap().replace('\n', " ");
    play.split('`')
        .skip(1)
        .step_by(2)
        .filter(|q| {
            q.strip_prefix("morris level ")
                .is_some_and(|r| r.starts_with(|c: char| c.is_ascii_digit()) && r.contains(' '))
                || q.starts_with("Hint: ")
        })
        .map(str::to_string)
        .collect()
}

/// Issue 36, 15: docs/computer.md said the thinking line always showed the best turn so far
/// and that Esc stops the computer; neither was true. Every panel line and question it quotes
/// is now played here: each is said by the game in the situation the page describes.
#[test]
fn every_line_docs_computer_quotes_is_one_the_game_says() {
    let mut said: Vec<String> = Vec::new();
    let hear = |a: &Sim, said: &mut Vec<String>| {
        said.extend(a.app().message());
        said.extend(a.app().thinking_line());
        said.extend(morris::tui::view::windows::question_text(a.app()));
        said.push(morris::tui::view::panel::task_line(
            a.app(),
            &a.app().view_position(),
        ));
    };
    // Thinking, without analysis and with it.
    for analysis in [false, true] {
        let mut a = new_game(["Ann", "computer"], 10, 300);
        if analysis {
            a.press(Action::Analysis);
        }
        play(&mut a, "a1");
        let mut reports = a.reports();
        reports.pop();
        for r in reports {
            a.send(r);
        }
        hear(&a, &mut said);
    }
    // Stopped by s.
    let mut a = new_game(["computer", "Bob"], 10, 20_000);
    a.send(key('s'));
    hear(&a, &mut said);
    // Its turn, a decision a beat: a4-a7 closes a mill and removes a white stone.
    let mut a = ann_against_the_computer_at(
        "********/O*****O*/@@O@OO@* b m s 5 0 4 0 0 0 0 0 0 0 0 0 1",
        3,
        300,
    );
    while a.work() {}
    hear(&a, &mut said);
    while a.beat() {
        hear(&a, &mut said);
    }
    // A draw offered to it: accepted 3 stones against 6, declined 6 against 3.
    for fen in [
        "@*@*@***/O*O*****/O*O*O*O* w m s 6 0 3 0 0 0 0 0 0 0 0 0 1",
        "O*O*O***/@*@*****/@*@*@*@* w m s 3 0 6 0 0 0 0 0 0 0 0 0 1",
    ] {
        let mut a = ann_against_the_computer_at(fen, 3, 300);
        choose(&mut a, MenuItem::OfferDraw(Color::White));
        settle(&mut a);
        hear(&a, &mut said);
    }
    // A solved draw, 4 v 3: it offers the draw itself.
    let cache = tempfile::tempdir().unwrap();
    let paths = morris::store::Paths {
        cache: Some(cache.path().to_path_buf()),
        ..Default::default()
    };
    let fen = "@****O**/****@*O*/*@***@*O b m s 3 0 4 0 0 0 0 0 0 0 0 0 1";
    let mut a = Sim::new(Start {
        seats: Seats::new(seat("Ann", 6), seat("computer", 6)),
        computer: Setup {
            level: Level::new(6).unwrap(),
            think: Duration::from_millis(300),
            seed: 7,
        },
        tables: paths.tables(),
        ..Start::new(
            Game::from_position(morris::rules::parse_fen(fen, Rules::default()).unwrap()),
            Settings::default(),
        )
    });
    a.settle(400);
    hear(&a, &mut said);
    // Hints: a search's guess with White two stones up, and a win it proves.
    for (fen, moves) in [
        (None, "d6 d2 d5 b4 d7 xb4 a1"),
        (
            Some("********/@*@****@/**O*OO** w m s 3 0 3 0 0 0 0 0 0 0 0 0 1"),
            "",
        ),
    ] {
        let game = match fen {
            Some(f) => Game::from_position(morris::rules::parse_fen(f, Rules::default()).unwrap()),
            None => morris::rules::play_tokens(Rules::default(), moves).unwrap(),
        };
        let mut a = table(["Ann", "computer"], game, 5, 300, 7);
        a.press(Action::Hint);
        settle(&mut a);
        hear(&a, &mut said);
    }
    let quotes = quoted_in_the_docs();
    assert!(quotes.len() >= 8, "{quotes:#?}");
    for q in &quotes {
        assert!(
            said.iter().any(|line| says(q, line)),
            "docs/computer.md quotes `{q}`, which the game does not say; it said:\n{said:#?}"
        );
    }
}

/// A game as long as a record is read with (200,000 decisions; before, it went on past them
/// and its record could not be read back): the computer does not search for a decision the
/// game would refuse, and a person's is refused with why.
#[test]
fn the_computer_stops_at_the_longest_game_a_record_reads() {
    let rules = Rules {
        pieces: 3,
        fly_at: None,
        repetition: false,
        endgame_draw: None,
        move_limit: None,
        ..morris::rules::Variant::Nine.rules()
    };
    let mut game = morris::rules::play_tokens(rules, "a1 a7 g1 g7 d5 d3").unwrap();
    let there = ["d5-d6", "d3-d2", "d6-d5", "d2-d3"];
    let mut i = 0;
    while game.ply() < morris::rules::MAX_DECISIONS {
        game.play(there[i % 4].parse().unwrap()).unwrap();
        i += 1;
    }
    let sim = table(["computer", "computer"], game.clone(), 1, 50, 7);
    assert_eq!(sim.app().game().ply(), morris::rules::MAX_DECISIONS);
    assert!(!sim.working() && !sim.app().computer_busy(), "no search");
    let mut sim = table(["Ann", "Bob"], game, 1, 50, 7);
    sim.press_all(&common::keys_for(there[i % 4].parse().unwrap()));
    assert_eq!(sim.app().game().ply(), morris::rules::MAX_DECISIONS);
    let said = sim.app().message().unwrap_or_default();
    assert!(
        said.contains("200000 decisions, the most a record is read with"),
        "{said}"
    );
}

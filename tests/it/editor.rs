//! The position editor, driven by actions as the keymap and the mouse produce them: stones put
//! and taken away, the hands, the side to move, a removal owed, each problem named before a
//! game can start, the game started from the position (its record set up with its FEN), the
//! FEN shown, Esc leaving the game as it was, and "edit from here" in review; its screens as
//! snapshots at 80×24, the smallest size and 200×50, without colour and in ASCII.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use crate::common::{app, p};
use common::{pick, play, screen};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEventKind};
use morris::rules::{Color, Game, Point, Record, Rules, Task, Variant, parse_fen};
use morris::tui::app::editor::{Edit, Shown};
use morris::tui::app::{MenuItem, Mode};
use morris::tui::keys;
use morris::tui::layout::{MIN_HEIGHT, MIN_WIDTH};
use morris::tui::mouse::Hit;
use morris::tui::{Action, App, Effects, Msg, Settings};

/// The editor open on `a` from the menu.
fn editing(rules: Rules) -> App {
    let mut a = app(rules);
    pick(&mut a, MenuItem::SetUp);
    assert!(a.editor().is_some(), "{:?}", a.mode());
    a
}

pub(crate) fn edit(a: &mut App, e: Edit) -> Effects {
    a.update(Action::Edit(e))
}

/// Moves the editor's cursor to `to` with a click, which also cycles the point; then puts
/// back what was there.
fn cursor_to(a: &mut App, to: Point) {
    let before = a.editor().unwrap().diagram().stone_at(to);
    a.update(Action::Click(to));
    assert_eq!(a.editor().unwrap().cursor(), to);
    edit(a, Edit::Put(before));
}

/// Puts stones with the keys: each point is reached by a click, then `w` or `b`.
fn put(a: &mut App, white: &[&str], black: &[&str]) {
    for (points, c) in [(white, Color::White), (black, Color::Black)] {
        for q in points {
            cursor_to(a, p(q));
            edit(a, Edit::Put(Some(c)));
        }
    }
}

/// Types `text` at the editor as a player would, through the keymap: a capital with Shift,
/// spaces skipped.
fn typed(a: &mut App, text: &str) {
    for c in text.chars().filter(|c| *c != ' ') {
        let shift = if c.is_ascii_uppercase() {
            KeyModifiers::SHIFT
        } else {
            KeyModifiers::NONE
        };
        let scope = a.editor().unwrap().scope();
        if let Some(act) = keys::action(KeyEvent::new(KeyCode::Char(c), shift), scope) {
            a.update(act);
        }
    }
}

fn hand(a: &App, c: Color) -> u8 {
    a.editor().unwrap().diagram().hand[c.index()]
}

fn problems(a: &App) -> Vec<String> {
    a.editor()
        .unwrap()
        .problems()
        .iter()
        .map(|p| p.to_string())
        .collect()
}

/// Sets both hands to `n` pieces with the keys.
pub(crate) fn hands(a: &mut App, n: u8) {
    for c in Color::BOTH {
        while hand(a, c) > n {
            edit(a, Edit::HandLess(c));
        }
        while hand(a, c) < n {
            let before = hand(a, c);
            edit(a, Edit::HandMore(c));
            assert!(hand(a, c) > before, "{:?}", a.notice());
        }
    }
}

#[test]
fn the_menu_opens_the_editor_on_the_game_and_esc_leaves_it_unchanged() {
    let mut a = app(Variant::Twelve.rules());
    play(&mut a, "a1 b6 a4");
    let before = a.game().clone();
    pick(&mut a, MenuItem::SetUp);
    let e = a.editor().unwrap();
    assert_eq!(e.rules(), &Variant::Twelve.rules());
    assert_eq!(e.diagram().stone_at(p("a1")), Some(Color::White));
    assert_eq!(e.diagram().stone_at(p("b6")), Some(Color::Black));
    assert_eq!(e.diagram().side, Color::Black);
    assert_eq!(e.diagram().hand, [10, 11]);
    // Changes, then Esc: the game is as it was, and nothing is saved.
    edit(&mut a, Edit::Clear);
    edit(&mut a, Edit::Side);
    let effects = a.update(Action::Cancel);
    assert_eq!(a.mode(), &Mode::Play);
    assert_eq!(a.game(), &before);
    assert!(!effects.saves() && !effects.keeps_aside());
    assert!(a.notice().unwrap().contains("the game is as it was"));
}

#[test]
fn a_point_typed_by_name_moves_the_cursor_and_never_edits() {
    let mut a = editing(Rules::default());
    typed(&mut a, "a7 W d7 W e4 W g4 B b2 B d2 B f2 B");
    let d = *a.editor().unwrap().diagram();
    for q in ["a7", "d7", "e4"] {
        assert_eq!(d.stone_at(p(q)), Some(Color::White), "{q}");
    }
    for q in ["g4", "b2", "d2", "f2"] {
        assert_eq!(d.stone_at(p(q)), Some(Color::Black), "{q}");
    }
    assert_eq!(d.on_board(Color::White) + d.on_board(Color::Black), 7);
    // Every letter of a to g then a digit: the cursor goes there and nothing else changes.
    for q in ["c3", "b6", "f4", "a1", "g7", "d5", "e3"] {
        typed(&mut a, q);
        let e = a.editor().unwrap();
        assert_eq!(e.cursor(), p(q));
        assert_eq!(e.diagram(), &d, "{q}");
        assert_eq!(e.shown(), Shown::Board, "{q}");
    }
    // A letter shows on the panel until its digit comes.
    typed(&mut a, "c");
    assert!(screen(&a, 80, 24).contains("typed c_"));
    typed(&mut a, "4");
    assert_eq!(a.editor().unwrap().cursor(), p("c4"));
}

#[test]
fn a_board_cleared_or_any_edit_is_undone_with_u() {
    let mut a = editing(Rules::default());
    typed(&mut a, "a7 W d7 W g1 B");
    let set_up = *a.editor().unwrap().diagram();
    typed(&mut a, "C");
    assert_eq!(a.editor().unwrap().diagram().on_board(Color::White), 0);
    assert!(
        a.notice().unwrap_or("").contains("u brings"),
        "{:?}",
        a.notice()
    );
    typed(&mut a, "u");
    assert_eq!(a.editor().unwrap().diagram(), &set_up);
    // Each edit before it, one by one, back to the position the editor opened on.
    typed(&mut a, "uuu");
    assert_eq!(a.editor().unwrap().diagram().on_board(Color::White), 0);
    assert_eq!(a.editor().unwrap().diagram().on_board(Color::Black), 0);
    typed(&mut a, "u");
    assert!(
        a.notice().unwrap_or("").contains("Nothing to undo"),
        "{:?}",
        a.notice()
    );
}

#[test]
fn stones_are_put_and_taken_away_with_the_keys_and_enter_cycles() {
    let mut a = editing(Rules::default());
    cursor_to(&mut a, p("d6"));
    let at = |a: &App| a.editor().unwrap().diagram().stone_at(p("d6"));
    edit(&mut a, Edit::Put(Some(Color::White)));
    assert_eq!(at(&a), Some(Color::White));
    // Out of White's hand.
    assert_eq!((hand(&a, Color::White), hand(&a, Color::Black)), (8, 9));
    edit(&mut a, Edit::Put(Some(Color::Black)));
    assert_eq!(at(&a), Some(Color::Black));
    assert_eq!((hand(&a, Color::White), hand(&a, Color::Black)), (9, 8));
    edit(&mut a, Edit::Put(None));
    assert_eq!(at(&a), None);
    assert_eq!((hand(&a, Color::White), hand(&a, Color::Black)), (9, 9));
    // Enter: empty, White, Black, empty; the hands as they were.
    let mut seen = Vec::new();
    for _ in 0..3 {
        a.update(Action::Select);
        seen.push(at(&a));
    }
    assert_eq!(seen, [Some(Color::White), Some(Color::Black), None]);
    assert_eq!((hand(&a, Color::White), hand(&a, Color::Black)), (9, 9));
    // With White's last piece in hand on the board, Black still placing, Enter passing
    // through White gives the piece back.
    hands(&mut a, 1);
    for _ in 0..3 {
        a.update(Action::Select);
    }
    assert_eq!((hand(&a, Color::White), hand(&a, Color::Black)), (1, 1));
    // The arrows walk the board.
    a.update(Action::Left);
    assert_eq!(a.editor().unwrap().cursor(), p("b6"));
}

#[test]
fn with_the_hands_empty_a_stone_taken_away_leaves_the_game() {
    let mut a = editing(Rules::default());
    hands(&mut a, 0);
    put(&mut a, &["a1", "d1", "g1", "a4"], &["b2", "d2", "f2"]);
    assert_eq!(hand(&a, Color::White), 0);
    cursor_to(&mut a, p("a4"));
    edit(&mut a, Edit::Put(None));
    assert_eq!(hand(&a, Color::White), 0);
    assert_eq!(a.editor().unwrap().diagram().on_board(Color::White), 3);
}

#[test]
fn the_hands_go_from_none_to_what_the_stones_leave() {
    let mut a = editing(Variant::Six.rules());
    put(&mut a, &["a1", "d1"], &[]);
    assert_eq!(hand(&a, Color::White), 4);
    edit(&mut a, Edit::HandMore(Color::White));
    assert_eq!(hand(&a, Color::White), 4);
    assert_eq!(
        a.notice(),
        Some("White has 2 on the board: at most 4 in hand under these rules")
    );
    for _ in 0..4 {
        edit(&mut a, Edit::HandLess(Color::White));
    }
    assert_eq!(hand(&a, Color::White), 0);
    edit(&mut a, Edit::HandLess(Color::White));
    assert_eq!(hand(&a, Color::White), 0);
    assert_eq!(a.notice(), Some("White has no piece in hand to take away"));
    edit(&mut a, Edit::HandLess(Color::Black));
    assert_eq!(hand(&a, Color::Black), 5);
}

#[test]
fn the_side_to_move_and_the_removal_owed_take_turns() {
    let mut a = editing(Rules::default());
    let d = |a: &App| *a.editor().unwrap().diagram();
    edit(&mut a, Edit::Side);
    assert_eq!(d(&a).side, Color::Black);
    edit(&mut a, Edit::Side);
    assert_eq!(d(&a).side, Color::White);
    edit(&mut a, Edit::Removal);
    assert_eq!(d(&a).owed, 1);
    // One mill removes one here: the count goes back to none.
    edit(&mut a, Edit::Removal);
    assert_eq!(d(&a).owed, 0);
    let mut a = editing(Variant::Morabaraba.rules());
    for owed in [1, 2, 0] {
        edit(&mut a, Edit::Removal);
        assert_eq!(d(&a).owed, owed);
    }
}

#[test]
fn too_many_stones_are_named_and_nothing_starts() {
    let mut a = editing(Variant::Three.rules());
    hands(&mut a, 0);
    // Four white stones on the three men's board, no mill among them.
    put(&mut a, &["a1", "c1", "a2", "b3"], &["b1", "b2", "c3"]);
    assert_eq!(
        problems(&a),
        ["too many stones: White has 4 on the board, and the rules give 3"]
    );
    let before = a.game().clone();
    let effects = edit(&mut a, Edit::Start);
    assert!(a.editor().is_some());
    assert_eq!(a.game(), &before);
    assert!(!effects.saves());
    assert_eq!(a.notice(), Some("Cannot start yet: the panel says why"));
    let s = screen(&a, 80, 24);
    assert!(s.contains("too many stones: White has 4"), "{s}");
}

#[test]
fn a_game_over_before_it_starts_is_named() {
    // A mill wins on the three men's board: one standing has won already.
    let mut a = editing(Variant::Three.rules());
    put(&mut a, &["a1", "b2", "c3"], &["a2", "a3"]);
    // White has placed one more: Black to move.
    edit(&mut a, Edit::Side);
    assert_eq!(
        problems(&a),
        ["White has won already: a mill stands, and a mill wins"]
    );
    // A stone of it taken away goes back into White's hand (Black still places): a
    // position to play, White to move.
    cursor_to(&mut a, p("b2"));
    edit(&mut a, Edit::Put(None));
    edit(&mut a, Edit::Side);
    assert_eq!(hand(&a, Color::White), 1);
    assert_eq!(problems(&a), Vec::<String>::new());
}

#[test]
fn a_count_that_cannot_be_is_named() {
    let mut a = editing(Rules::default());
    put(&mut a, &["a1"], &[]);
    // The stone came out of the hand: 1 + 8. One more in hand is refused...
    edit(&mut a, Edit::HandMore(Color::White));
    assert_eq!(hand(&a, Color::White), 8);
    // ...but the editor opened on a position drawn elsewhere may hold one: the new-game
    // screen hands rules with fewer pieces for the same stones.
    let pos = parse_fen(
        "O*******/********/******** b p p 1 8 0 9 0 0 0 0 0 0 0 0 1",
        Rules::default(),
    )
    .unwrap();
    let six = Rules {
        pieces: 6,
        ..Rules::default()
    };
    a.edit(morris::tui::app::Editor::new(six, &pos));
    assert_eq!(
        problems(&a),
        [
            "a count that cannot be: White has 1 on the board and 8 in hand, more than 6 pieces",
            "a count that cannot be: Black has 0 on the board and 9 in hand, more than 6 pieces"
        ]
    );
}

#[test]
fn a_side_to_move_that_has_lost_already_is_named() {
    let mut a = editing(Rules::default());
    hands(&mut a, 0);
    put(&mut a, &["a1", "d1"], &["b2", "d2", "f2"]);
    assert_eq!(
        problems(&a),
        ["White, to move, has lost already: 2 on the board and in hand, fewer than 3"]
    );
    // Blocked: four white stones hemmed in.
    edit(&mut a, Edit::Clear);
    hands(&mut a, 0);
    put(
        &mut a,
        &["a1", "d1", "a7", "g4"],
        &["a4", "d2", "g1", "d7", "g7", "f4"],
    );
    assert_eq!(
        problems(&a),
        ["White, to move, has lost already: blocked, no stone can move (Black wins)"]
    );
    // Black to move: nothing is wrong.
    edit(&mut a, Edit::Side);
    assert_eq!(problems(&a), Vec::<String>::new());
    let s = screen(&a, 80, 24);
    assert!(s.contains("Ready: s starts a game from here"), "{s}");
}

#[test]
fn a_removal_owed_needs_a_mill_and_a_stone_to_take() {
    let mut a = editing(Rules::default());
    put(&mut a, &["a1", "d1", "a4"], &["b2"]);
    // Black has placed 2 (one taken): White has just placed its third.
    edit(&mut a, Edit::HandLess(Color::Black));
    edit(&mut a, Edit::Removal);
    assert_eq!(
        problems(&a),
        ["White owes a removal but has no mill on the board that could have earned it"]
    );
    let mut a = editing(Rules {
        protection: morris::rules::MillProtection::Always,
        ..Rules::default()
    });
    put(&mut a, &["a1", "d1", "g1"], &["b2", "d2", "f2"]);
    // White has placed 4 (one taken): its last one closed the mill.
    edit(&mut a, Edit::HandLess(Color::White));
    edit(&mut a, Edit::Removal);
    assert_eq!(
        problems(&a),
        ["White owes a removal, but no black stone may be removed"]
    );
}

#[test]
fn a_game_starts_from_the_position_and_its_record_is_set_up() {
    let mut a = editing(Rules::default());
    put(&mut a, &["a1", "d1", "g1"], &["b2", "d2"]);
    edit(&mut a, Edit::Removal);
    assert_eq!(problems(&a), Vec::<String>::new());
    let effects = edit(&mut a, Edit::Start);
    assert_eq!(a.mode(), &Mode::Play);
    // Nothing was played in the game before: nothing to keep aside.
    assert!(effects.saves() && !effects.keeps_aside());
    assert_eq!(a.notice(), Some("New game from the position set up"));
    let pos = a.game().position();
    assert_eq!(pos.task(), Task::Remove(1));
    assert_eq!(pos.in_hand(Color::White), 6);
    assert_eq!(pos.in_hand(Color::Black), 7);
    assert!(a.game().is_set_up());
    // The outer ring runs d7 g7 g4 g1 d1 a1 a4 a7, the middle one d6 f6 f4 f2 d2 b2 b4 b6.
    let fen = "********/****@@**/***OOO** w p r 3 6 2 7 1 0 0 0 0 0 0 0 1";
    assert_eq!(a.game().start_fen(), fen);
    let text = Record::new(a.game().clone(), "W", "B", "2026.01.01").to_text();
    assert!(text.contains("[SetUp \"1\"]"), "{text}");
    assert!(text.contains(&format!("[FEN \"{fen}\"]")), "{text}");
    // The removal it owed is played, and n starts the same position again.
    a.update(Action::Click(p("b2")));
    assert_eq!(a.game().ply(), 1);
    assert_eq!(
        a.game().position().stone_at(p("b2")),
        None,
        "{:?}",
        a.notice()
    );
    a.update(Action::NewGame);
    a.update(Action::Yes);
    assert_eq!(a.game().start_fen(), fen);
}

#[test]
fn a_game_in_progress_is_kept_aside_only_when_the_player_says_so() {
    let mut a = app(Rules::default());
    play(&mut a, "a1 b6 a4");
    let before = a.game().clone();
    pick(&mut a, MenuItem::SetUp);
    edit(&mut a, Edit::Start);
    assert_eq!(a.editor().unwrap().shown(), Shown::Confirm(false));
    assert!(!a.yes_highlighted());
    let s = screen(&a, 80, 24);
    assert!(s.contains("Abandon the game in progress"), "{s}");
    // No (and Enter on the No marked): back to the editor, the game as it was.
    a.update(Action::Select);
    assert_eq!(a.editor().unwrap().shown(), Shown::Board);
    assert_eq!(a.game(), &before);
    edit(&mut a, Edit::Start);
    a.update(Action::Left);
    assert!(a.yes_highlighted());
    let effects = a.update(Action::Select);
    assert_eq!(a.mode(), &Mode::Play);
    assert!(effects.keeps_aside() && effects.saves());
    assert_eq!(a.game().ply(), 0);
    // The position was the game's: a1 a4 White, b6 Black, Black to move.
    assert_eq!(a.game().position().side_to_move(), Color::Black);
    assert_eq!(a.game().position().stone_at(p("b6")), Some(Color::Black));
    assert!(a.game().is_set_up());
}

#[test]
fn the_fen_is_shown_to_copy_and_only_for_a_position_that_can_start() {
    let mut a = editing(Rules::default());
    put(&mut a, &["d6"], &["d2"]);
    edit(&mut a, Edit::Fen);
    assert_eq!(a.editor().unwrap().shown(), Shown::Fen);
    // d6 and d2 are the first and fifth points of the middle ring.
    let fen = "********/O***@***/******** w p p 1 8 1 8 0 0 0 0 0 0 0 0 1";
    assert_eq!(a.editor().unwrap().fen().as_deref(), Some(fen));
    let s = screen(&a, 80, 24);
    assert!(s.contains(fen), "{s}");
    // Keys other than closing do nothing under it; Esc closes it, back to the editor.
    a.update(Action::Edit(Edit::Clear));
    assert_eq!(a.editor().unwrap().diagram().on_board(Color::White), 1);
    a.update(Action::Cancel);
    assert_eq!(a.editor().unwrap().shown(), Shown::Board);
    // A position with a problem has no FEN to show.
    hands(&mut a, 0);
    edit(&mut a, Edit::Fen);
    assert_eq!(a.editor().unwrap().shown(), Shown::Board);
    assert!(a.notice().unwrap().starts_with("No FEN yet"));
}

#[test]
fn edit_from_here_in_review_opens_the_position_shown_and_esc_comes_back() {
    let mut a = app(Rules::default());
    play(&mut a, "a1 b6 a4 d6");
    a.update(Action::Log);
    a.update(Action::Up);
    a.update(Action::Up);
    assert_eq!(a.mode(), &Mode::Review(2));
    a.update(Action::Edit(Edit::Open));
    let e = a.editor().unwrap();
    assert_eq!(e.diagram().on_board(Color::White), 1);
    assert_eq!(e.diagram().on_board(Color::Black), 1);
    assert_eq!(e.diagram().side, Color::White);
    a.update(Action::Cancel);
    assert_eq!(a.mode(), &Mode::Review(2));
    // The key is `e` there.
    let key = crossterm::event::KeyEvent::new(
        crossterm::event::KeyCode::Char('e'),
        crossterm::event::KeyModifiers::NONE,
    );
    a.update(Msg::Key(key));
    assert!(a.editor().is_some());
}

#[test]
fn every_button_and_point_takes_a_click() {
    let mut a = editing(Rules::default());
    a.update(Msg::Resized(80, 24));
    let click = |a: &mut App, hit: Hit| {
        let (_, hits) = common::draw(a, 80, 24);
        let at = (0..24)
            .flat_map(|y| (0..80).map(move |x| (x, y)))
            .find(|&(x, y)| hits.at(x, y) == Some(hit))
            .unwrap_or_else(|| panic!("{hit:?} is not drawn"));
        let action = a.mouse_action(MouseEventKind::Down(MouseButton::Left), hits.at(at.0, at.1));
        a.update(action.unwrap());
    };
    click(&mut a, Hit::Point(p("g7")));
    assert_eq!(
        a.editor().unwrap().diagram().stone_at(p("g7")),
        Some(Color::White)
    );
    click(&mut a, Hit::Key(Action::Edit(Edit::HandLess(Color::Black))));
    assert_eq!(hand(&a, Color::Black), 8);
    click(&mut a, Hit::Key(Action::Edit(Edit::HandMore(Color::Black))));
    assert_eq!(hand(&a, Color::Black), 9);
    click(&mut a, Hit::Key(Action::Edit(Edit::Side)));
    assert_eq!(a.editor().unwrap().diagram().side, Color::Black);
    click(&mut a, Hit::Key(Action::Edit(Edit::Removal)));
    assert_eq!(a.editor().unwrap().diagram().owed, 1);
    click(&mut a, Hit::Key(Action::Edit(Edit::Removal)));
    click(&mut a, Hit::Key(Action::Edit(Edit::Fen)));
    assert_eq!(a.editor().unwrap().shown(), Shown::Fen);
    // A click outside the window closes it, on a button of the panel too (which does
    // nothing else then).
    click(&mut a, Hit::Key(Action::Edit(Edit::Side)));
    assert_eq!(a.editor().unwrap().shown(), Shown::Board);
    assert_eq!(a.editor().unwrap().diagram().side, Color::Black);
    click(&mut a, Hit::Key(Action::Edit(Edit::Fen)));
    click(&mut a, Hit::Screen);
    assert_eq!(a.editor().unwrap().shown(), Shown::Board);
    click(&mut a, Hit::Key(Action::Edit(Edit::Clear)));
    assert_eq!(a.editor().unwrap().diagram().on_board(Color::White), 0);
    // On the empty board White places first.
    click(&mut a, Hit::Key(Action::Edit(Edit::Side)));
    click(&mut a, Hit::Key(Action::Edit(Edit::Start)));
    assert_eq!(a.mode(), &Mode::Play);
    assert_eq!(a.game().position().side_to_move(), Color::White);
    pick(&mut a, MenuItem::SetUp);
    click(&mut a, Hit::Key(Action::Cancel));
    assert_eq!(a.mode(), &Mode::Play);
}

#[test]
fn no_key_and_no_size_makes_the_editor_panic() {
    let all = [
        Action::Up,
        Action::Down,
        Action::Left,
        Action::Right,
        Action::Select,
        Action::Cancel,
        Action::Yes,
        Action::No,
        Action::Click(p("d4")),
        Action::Click(p("a1")),
        Action::WheelUp,
        Action::Edit(Edit::Open),
        Action::Edit(Edit::Put(Some(Color::White))),
        Action::Edit(Edit::Put(Some(Color::Black))),
        Action::Edit(Edit::Put(None)),
        Action::Edit(Edit::HandLess(Color::White)),
        Action::Edit(Edit::HandMore(Color::Black)),
        Action::Edit(Edit::Side),
        Action::Edit(Edit::Removal),
        Action::Edit(Edit::Clear),
        Action::Edit(Edit::Fen),
        Action::Edit(Edit::Start),
    ];
    for v in [
        Variant::Nine,
        Variant::Six,
        Variant::Three,
        Variant::Morabaraba,
    ] {
        let mut a = app(v.rules());
        play(&mut a, "a1");
        let mut rng = common::Rng(7);
        for _ in 0..600 {
            if a.editor().is_none() {
                pick(&mut a, MenuItem::SetUp);
            }
            a.update(all[rng.below(all.len())]);
            if rng.below(40) == 0 {
                for (w, h) in [(0, 0), (1, 1), (MIN_WIDTH, MIN_HEIGHT), (80, 24)] {
                    screen(&a, w, h);
                }
            }
        }
    }
}

// Snapshots of the editor's screens.

/// A position being set up in the placing phase, one problem to name.
/// At the smallest size every key of the panel, Esc in the footer and a sign of every
/// problem the panel has no room for show.
#[test]
fn the_smallest_editor_shows_its_keys_and_every_problem_or_how_many_more() {
    let mut a = editing(Variant::Twelve.rules());
    put(&mut a, &["a1"], &["g7"]);
    assert_eq!(hand(&a, Color::White), 11);
    let s = screen(&a, MIN_WIDTH, MIN_HEIGHT);
    assert!(s.contains("11 in hand [-] [+] [ ]"), "{s}");
    assert!(
        s.contains("12 in hand [-] [+] { }") || s.contains("11 in hand [-] [+] { }"),
        "{s}"
    );
    let footer = s.lines().last().unwrap();
    assert!(footer.contains("Esc back"), "{s}");
    // Two problems of three lines each, where the panel has room for one: it says how many
    // it leaves out.
    let pos = parse_fen(
        "O*******/********/******** b p p 1 8 0 9 0 0 0 0 0 0 0 0 1",
        Rules::default(),
    )
    .unwrap();
    let six = Rules {
        pieces: 6,
        ..Rules::default()
    };
    a.edit(morris::tui::app::Editor::new(six, &pos));
    assert_eq!(problems(&a).len(), 2, "{:?}", problems(&a));
    let s = screen(&a, MIN_WIDTH, MIN_HEIGHT);
    assert_eq!(s.matches('•').count(), 1, "{s}");
    assert!(s.contains("+1 more problem"), "{s}");
    // Where they fit, all show and nothing more is said.
    let s = screen(&a, 80, 24);
    assert_eq!(s.matches('•').count(), 2, "{s}");
    assert!(!s.contains("more problem"), "{s}");
}

#[test]
fn help_opens_at_the_editors_keys_and_q_asks_before_quitting() {
    let mut a = editing(Rules::default());
    typed(&mut a, "a7 W");
    let set_up = *a.editor().unwrap().diagram();
    let scope = a.editor().unwrap().scope();
    let help = keys::action(KeyEvent::new(KeyCode::F(1), KeyModifiers::NONE), scope);
    assert_eq!(help, Some(Action::Help));
    // At the smallest size too, the help opens at the editor's keys.
    a.update(Msg::Resized(MIN_WIDTH, MIN_HEIGHT));
    typed(&mut a, "?");
    assert!(matches!(a.mode(), Mode::Window(..)), "{:?}", a.mode());
    let s = screen(&a, MIN_WIDTH, MIN_HEIGHT);
    assert!(s.contains("In the position editor"), "{s}");
    // Closing it comes back to the editor, the position as it was.
    a.update(Action::Cancel);
    assert_eq!(a.editor().unwrap().diagram(), &set_up);
    let mut a = editing(Rules::default());
    typed(&mut a, "a7 W");
    let effects = a.update(Action::Quit);
    assert!(!common::quits(&effects));
    let s = screen(&a, 80, 24);
    assert!(s.contains("Quit morris?"), "{s}");
    // No: the editor, unchanged; yes: morris quits.
    a.update(Action::No);
    assert_eq!(a.editor().unwrap().diagram().on_board(Color::White), 1);
    assert_eq!(a.editor().unwrap().shown(), Shown::Board);
    a.update(Action::Quit);
    assert!(common::quits(&a.update(Action::Yes)));
    // The last frame before morris leaves is still the editor, its position set up.
    assert_eq!(a.editor().unwrap().diagram(), &set_up);
}

/// The FEN shows on one line of the screen wherever the terminal is as wide, so that a copy
/// is whole, and the command that plays it gives the rules it needs.
#[test]
fn the_fen_shows_on_one_line_with_the_command_that_plays_it() {
    for rules in [Rules::default(), Variant::Lasker.rules()] {
        let mut a = editing(rules);
        put(&mut a, &["a1", "d1", "g4"], &["b2", "f4", "d6"]);
        edit(&mut a, Edit::Fen);
        let fen = a.editor().unwrap().fen().unwrap();
        for (w, h) in [(MIN_WIDTH, MIN_HEIGHT), (80, 24), (200, 50)] {
            let s = screen(&a, w, h);
            if fen.chars().count() <= usize::from(w) {
                assert!(s.lines().any(|l| l.contains(&fen)), "{w}x{h}: {s}");
            } else {
                assert!(s.contains("wider than this terminal"), "{w}x{h}: {s}");
            }
        }
        let s = screen(&a, 200, 50);
        let flag = format!("morris --variant {} --fen", rules.variant.name());
        assert!(s.contains(&flag), "{s}");
    }
}

/// QA's positions that cannot arise: Black having placed all its pieces while White never
/// placed, and two removals owed from one mill with one stone to remove.
#[test]
fn positions_that_cannot_arise_are_named() {
    let mut a = editing(Rules::default());
    put(&mut a, &[], &["a7", "d7", "g1"]);
    for _ in 0..6 {
        edit(&mut a, Edit::HandLess(Color::Black));
    }
    edit(&mut a, Edit::Side);
    assert_eq!(
        problems(&a),
        [
            "a count that cannot be: White has placed 0 and Black 9, with Black to move \
          (White places first, so White has placed one more)"
        ]
    );
    let mut a = editing(Variant::Morabaraba.rules());
    put(&mut a, &["a7", "d7", "g7"], &["b6"]);
    // White has placed 3, Black 2 (one taken): White has just closed its mill.
    edit(&mut a, Edit::HandLess(Color::Black));
    edit(&mut a, Edit::Removal);
    assert_eq!(problems(&a), Vec::<String>::new());
    edit(&mut a, Edit::Removal);
    assert_eq!(
        problems(&a),
        [
            "White owes 2 removals but has no stone closing two mills at once that could have earned them",
            "White owes 2 removals, but only one black stone may be removed"
        ]
    );
    assert!(a.editor().unwrap().fen().is_none());
}

pub(crate) fn scene(settings: Settings) -> App {
    let mut a = App::new(Game::new(Rules::default()), settings);
    pick(&mut a, MenuItem::SetUp);
    put(&mut a, &["a1", "d1", "g4"], &["b2", "f4", "d6"]);
    a
}

#[test]
fn screens_editor() {
    let a = scene(Settings::default());
    insta::assert_snapshot!("editor_80x24", screen(&a, 80, 24));
    insta::assert_snapshot!("editor_60x17", screen(&a, MIN_WIDTH, MIN_HEIGHT));
    insta::assert_snapshot!("editor_200x50", screen(&a, 200, 50));
}

#[test]
fn screens_problems_named() {
    let mut a = scene(Settings::default());
    hands(&mut a, 0);
    edit(&mut a, Edit::Removal);
    insta::assert_snapshot!("editor_problems_80x24", screen(&a, 80, 24));
    insta::assert_snapshot!("editor_problems_60x17", screen(&a, MIN_WIDTH, MIN_HEIGHT));
}

#[test]
fn screens_fen_and_question() {
    let mut a = scene(Settings::default());
    edit(&mut a, Edit::Fen);
    insta::assert_snapshot!("editor_fen_80x24", screen(&a, 80, 24));
    insta::assert_snapshot!("editor_fen_60x17", screen(&a, MIN_WIDTH, MIN_HEIGHT));
    let mut a = App::new(Game::new(Rules::default()), Settings::default());
    play(&mut a, "a1 b2");
    pick(&mut a, MenuItem::SetUp);
    edit(&mut a, Edit::Start);
    insta::assert_snapshot!("editor_confirm_80x24", screen(&a, 80, 24));
}

#[test]
fn screens_twelve_in_review() {
    let mut a = app(Variant::Twelve.rules());
    play(&mut a, "a1 b2 c3 d6");
    a.update(Action::Log);
    a.update(Action::Edit(Edit::Open));
    insta::assert_snapshot!("editor_twelve_200x50", screen(&a, 200, 50));
}

#[test]
fn screens_ascii_and_no_colour() {
    let settings = Settings {
        ascii: true,
        color: false,
        ..Settings::default()
    };
    let mut a = scene(settings);
    for (w, h, name) in [
        (80, 24, "editor_ascii_80x24"),
        (MIN_WIDTH, MIN_HEIGHT, "editor_ascii_60x17"),
        (200, 50, "editor_ascii_200x50"),
    ] {
        let s = screen(&a, w, h);
        assert!(s.is_ascii(), "non-ASCII in --ascii mode:\n{s}");
        insta::assert_snapshot!(name, s);
    }
    edit(&mut a, Edit::Fen);
    let s = screen(&a, 80, 24);
    assert!(s.is_ascii(), "{s}");
    insta::assert_snapshot!("editor_fen_ascii_80x24", s);
    // Without colour every cell is drawn in the terminal's own colours.
    let mut t = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).unwrap();
    t.draw(|f| {
        morris::tui::view::frame(f, &a);
    })
    .unwrap();
    let buf = t.backend().buffer();
    for cell in buf.content() {
        assert_eq!(cell.fg, ratatui::style::Color::Reset, "{cell:?}");
        assert_eq!(cell.bg, ratatui::style::Color::Reset, "{cell:?}");
    }
}

#[test]
fn screens_too_small() {
    let mut a = scene(Settings::default());
    a.update(Msg::Resized(50, 12));
    let s = screen(&a, 50, 12);
    assert!(s.contains("needs a terminal of at least 60x17"), "{s}");
    // Keys do nothing there, and the editor stays.
    a.update(Action::Edit(Edit::Clear));
    assert_eq!(a.editor().unwrap().diagram().on_board(Color::White), 3);
}

/// At a real terminal: the menu opens the editor, the keys set up a position, `s` starts the
/// game, and the first decisions played from it go to the record after its `[SetUp]` and
/// `[FEN]`.
#[test]
fn a_position_set_up_and_played_at_the_terminal_is_recorded_with_its_fen() {
    let Some(t) = crate::tmux::start("editor", "game.pgn") else {
        return;
    };
    t.wait_screen("place a stone");
    // The menu's "Set up a position…" is the tenth entry from its end.
    t.keys(&["m", "End"]);
    t.keys(&["Up"; 9]);
    t.keys(&["Enter"]);
    t.wait_screen("set up a position");
    // The cursor starts on d5: White on d5 and d6, Black on b6 and b4.
    t.keys(&["W", "Up", "W", "Left", "B", "Down", "B"]);
    t.wait_screen("Ready: s starts");
    let s = t.screen();
    assert!(s.contains("7 in hand"), "{s}");
    t.keys(&["F"]);
    let fen = "O*******/O*****@@/******** w p p 2 7 2 7 0 0 0 0 0 0 0 0 1";
    t.wait_screen(fen);
    t.keys(&["Escape", "s"]);
    t.wait_screen("New game from the position set up");
    // White closes the mill d5 d6 d7 and takes b6.
    t.play(&["d7", "b6"]);
    let record = t.path("game.pgn");
    let has = |text: &str| std::fs::read_to_string(&record).is_ok_and(|r| r.contains(text));
    t.wait_for("the decisions on disk", || has("d7xb6"));
    assert!(has("[SetUp \"1\"]"), "{}", t.read("game.pgn"));
    assert!(has(&format!("[FEN \"{fen}\"]")), "{}", t.read("game.pgn"));
    t.keys(&["C-c"]);
    t.wait_exit();
}

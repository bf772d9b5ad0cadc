//! The game screen driven by actions through whole games of every preset, with removals,
//! undo and redo, cancelled selections, the menu, draw offers, resignation, review and replay.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use crate::common::{app, p};
use common::{Rng, decide, goto, pick, play, reference_plies};
use morris::rules::{Color, Decision, Game, Point, Reason, Rules, Task, Variant};
use morris::tui::app::{MenuItem, Mode, Question, ResumeOffer, Start, Window, step};
use morris::tui::seats::Seat;
use morris::tui::{Action, App, Effect, Msg, Settings};

/// Plays random legal decisions with the keys until the game ends or `limit` plies pass.
fn random_to_end(app: &mut App, seed: u64, limit: usize) {
    let mut rng = Rng(seed);
    for _ in 0..limit {
        let legal = app.game().position().legal();
        if legal.is_empty() {
            return;
        }
        decide(app, legal[rng.below(legal.len())]);
    }
}

#[test]
fn a_whole_game_of_nine_at_the_keyboard() {
    let mut a = app(Variant::Nine.rules());
    play(&mut a, &reference_plies("G1"));
    let o = a.game().outcome().unwrap();
    assert_eq!(o.winner, Some(Color::White));
    assert_eq!(o.reason, Reason::FewerThanThree(Color::Black));
    // Undo still works from the end, and n starts a new game with the same rules.
    a.update(Action::Undo);
    assert!(a.game().outcome().is_none());
    a.update(Action::Redo);
    assert!(a.game().outcome().is_some());
    let effects = a.update(Action::NewGame);
    assert_eq!(a.game().ply(), 0);
    assert_eq!(a.game().rules(), &Variant::Nine.rules());
    // The finished game is to be kept aside, not overwritten.
    assert!(effects.keeps_aside() && effects.saves());
}

#[test]
fn a_whole_game_of_twelve_ends_with_a_full_board() {
    let mut a = app(Variant::Twelve.rules());
    play(
        &mut a,
        "a4 a1 b2 a7 b6 b4 c4 c3 d3 c5 d6 d1 d7 d2 e4 d5 e5 e3 f2 f6 f4 g4 g1 g7",
    );
    assert_eq!(a.game().outcome().unwrap().reason, Reason::BoardFull);
}

#[test]
fn a_whole_game_of_three_ends_with_a_mill() {
    let mut a = app(Variant::Three.rules());
    play(&mut a, "a1 b2 a2 c1 a3");
    assert_eq!(
        a.game().outcome().unwrap().reason,
        Reason::MillWins(Color::White)
    );
}

#[test]
fn whole_games_of_every_preset_end_by_the_rules_or_the_menu() {
    for (i, v) in Variant::ALL.into_iter().enumerate() {
        let mut a = app(v.rules());
        random_to_end(&mut a, 0x9E37_79B9 + i as u64, 300);
        if a.game().outcome().is_none() {
            // Offer a draw from the menu; the other player accepts.
            let side = a.game().position().side_to_move();
            pick(&mut a, MenuItem::OfferDraw(side));
            assert_eq!(a.question(), Some(Question::DrawOffer(side)));
            a.update(Action::Yes);
            assert_eq!(a.game().outcome().unwrap().reason, Reason::Agreement, "{v}");
        }
        assert!(a.game().outcome().is_some(), "{v}");
        // Pieces are where the game says they are.
        let pos = a.game().position();
        for c in Color::BOTH {
            assert_eq!(
                pos.on_board(c) + pos.in_hand(c) + pos.lost(c),
                v.rules().pieces
            );
        }
    }
}

#[test]
fn a_mill_opens_the_removal_step_and_undo_redo_cross_it() {
    let mut a = app(Rules::default());
    play(&mut a, "a1 b6 a4 d6 g1 f6");
    // Black closed b6 d6 f6: a separate step, Black removes.
    assert_eq!(a.game().position().task(), Task::Remove(1));
    assert!(a.message().unwrap().contains("Mill!"));
    decide(&mut a, "xg1".parse().unwrap());
    play(&mut a, "c3 e3 a7");
    // A protected stone is refused with the reason.
    goto(&mut a, p("d6"));
    a.update(Action::Select);
    assert_eq!(
        a.message().as_deref(),
        Some("Cannot remove d6: d6 is in a mill and Black has stones outside mills")
    );
    decide(&mut a, "xe3".parse().unwrap());
    assert_eq!(a.game().position().lost(Color::Black), 1);
    a.update(Action::Undo);
    assert_eq!(a.game().position().task(), Task::Remove(1));
    a.update(Action::Undo);
    assert_eq!(a.game().position().task(), Task::Place);
    assert_eq!(a.game().position().side_to_move(), Color::White);
    a.update(Action::Redo);
    a.update(Action::Redo);
    assert_eq!(a.game().position().lost(Color::Black), 1);
    assert_eq!(a.game().position().side_to_move(), Color::Black);
}

#[test]
fn selections_are_cancelled_by_esc_or_by_choosing_the_stone_again() {
    let mut a = app(Rules::default());
    play(
        &mut a,
        "d6 d2 d5 c3 g1 b2 f2 a7 f6 e3 g7 e5 c4 d1 a1 f4 e4 b6",
    );
    goto(&mut a, p("a1"));
    a.update(Action::Select);
    assert_eq!(a.selected(), Some(p("a1")));
    a.update(Action::Cancel);
    assert_eq!(a.selected(), None);
    assert_eq!(a.mode(), &Mode::Play);
    a.update(Action::Select);
    a.update(Action::Select);
    assert_eq!(a.selected(), None);
    // Esc with nothing selected opens the menu.
    a.update(Action::Cancel);
    assert_eq!(a.mode(), &Mode::Menu(0));
    a.update(Action::Cancel);
    // A stone that cannot move is not selected; the player is told.
    goto(&mut a, p("f2"));
    a.update(Action::Select);
    assert_eq!(a.selected(), None);
    assert_eq!(a.message().as_deref(), Some("The stone on f2 cannot move"));
    // Choosing another movable stone switches the selection.
    goto(&mut a, p("a1"));
    a.update(Action::Select);
    goto(&mut a, p("c4"));
    a.update(Action::Select);
    assert_eq!(a.selected(), Some(p("c4")));
    // A move that is not legal says why and keeps the selection.
    goto(&mut a, p("a7"));
    a.update(Action::Select);
    assert_eq!(a.game().ply(), 18);
    assert!(
        a.message().unwrap().contains("not legal"),
        "{:?}",
        a.message()
    );
}

#[test]
fn resignation_is_confirmed_and_undoable() {
    let mut a = app(Rules::default());
    play(&mut a, "d6 d2");
    pick(&mut a, MenuItem::Resign(Color::White));
    assert_eq!(a.question(), Some(Question::Resign(Color::White)));
    a.update(Action::No);
    assert!(a.game().outcome().is_none());
    pick(&mut a, MenuItem::Resign(Color::White));
    a.update(Action::Yes);
    let o = a.game().outcome().unwrap();
    assert_eq!(o.reason, Reason::Resignation(Color::White));
    assert_eq!(o.winner, Some(Color::Black));
    a.update(Action::Undo);
    assert!(a.game().outcome().is_none());
    assert_eq!(a.game().ply(), 2);
}

#[test]
fn either_player_may_resign_or_offer_a_draw() {
    let mut a = app(Rules::default());
    play(&mut a, "d6");
    // Black is to move; White resigns all the same.
    pick(&mut a, MenuItem::Resign(Color::White));
    assert_eq!(a.question(), Some(Question::Resign(Color::White)));
    a.update(Action::Yes);
    assert_eq!(a.game().outcome().unwrap().winner, Some(Color::Black));
    a.update(Action::Undo);
    pick(&mut a, MenuItem::OfferDraw(Color::White));
    a.update(Action::No);
    assert_eq!(a.message().as_deref(), Some("Black declined the draw"));
}

#[test]
fn enter_on_a_destructive_question_means_no_unless_yes_is_chosen() {
    let mut a = app(Rules::default());
    play(&mut a, "d6 d2");
    // m, down to Resign, Enter, Enter: the second Enter is "Play on", not "Resign".
    pick(&mut a, MenuItem::Resign(Color::White));
    a.update(Action::Select);
    assert!(a.game().outcome().is_none(), "Enter resigned");
    assert_eq!(a.mode(), &Mode::Play);
    for item in [MenuItem::NewGame, MenuItem::OfferDraw(Color::White)] {
        pick(&mut a, item);
        a.update(Action::Select);
        assert_eq!(a.game().ply(), 2, "{item:?}");
        assert!(a.game().outcome().is_none(), "{item:?}");
    }
    a.update(Action::Quit);
    assert!(!a.update(Action::Select).quits(), "Enter quit");
    // An arrow moves the mark to Yes; then Enter takes it.
    pick(&mut a, MenuItem::Resign(Color::White));
    assert!(!a.yes_highlighted());
    a.update(Action::Left);
    assert!(a.yes_highlighted());
    a.update(Action::Select);
    assert_eq!(
        a.game().outcome().unwrap().reason,
        Reason::Resignation(Color::White)
    );
}

#[test]
fn a_declined_draw_offer_says_so() {
    let mut a = app(Rules::default());
    play(&mut a, "d6");
    pick(&mut a, MenuItem::OfferDraw(Color::Black));
    a.update(Action::No);
    assert!(a.game().outcome().is_none());
    assert_eq!(a.message().as_deref(), Some("White declined the draw"));
}

#[test]
fn a_letter_waiting_for_its_digit_is_shown_and_enter_drops_it() {
    let mut a = app(Rules::default());
    goto(&mut a, p("g1"));
    a.update(Action::File(3));
    assert_eq!(a.pending_file(), Some(3));
    a.update(Action::Select);
    assert_eq!(a.pending_file(), None);
    assert_eq!(a.game().ply(), 0, "Enter placed on the old cursor point");
    assert!(
        a.message().unwrap().starts_with("d_ dropped"),
        "{:?}",
        a.message()
    );
    a.update(Action::Select);
    assert_eq!(a.game().decisions(), ["g1".parse().unwrap()]);
}

#[test]
fn closing_help_takes_only_esc_q_enter_and_help() {
    let mut a = app(Rules::default());
    a.update(Action::Help);
    // Typing a point in help does nothing: no key is half-used.
    a.update(Action::File(0));
    a.update(Action::Rank(6));
    assert_eq!(a.mode(), &Mode::Window(Window::Help, 0));
    a.update(Action::Down);
    assert_eq!(a.mode(), &Mode::Window(Window::Help, 1));
    a.update(Action::Cancel);
    assert_eq!(a.mode(), &Mode::Play);
    goto(&mut a, p("a7"));
    a.update(Action::Select);
    assert_eq!(a.game().decisions(), ["a7".parse().unwrap()]);
    a.update(Action::Help);
    assert!(
        !a.update(Action::Quit).quits(),
        "q closes help, it does not quit"
    );
    assert_eq!(a.mode(), &Mode::Play);
}

#[test]
fn help_scrolls_no_further_than_its_end() {
    let mut a = app(Rules::default());
    a.update(Msg::Resized(60, 17));
    a.update(Action::Help);
    a.update(Action::End);
    let &Mode::Window(Window::Help, end) = a.mode() else {
        panic!("{:?}", a.mode())
    };
    assert!(end > 0, "help fits 60x17?");
    a.update(Action::PageDown);
    a.update(Action::Down);
    assert_eq!(a.mode(), &Mode::Window(Window::Help, end));
    a.update(Action::Up);
    assert_eq!(a.mode(), &Mode::Window(Window::Help, end - 1));
    a.update(Action::Home);
    assert_eq!(a.mode(), &Mode::Window(Window::Help, 0));
}

#[test]
fn lasker_says_a_stone_is_selected_when_its_move_cannot_go_there() {
    let mut a = app(Variant::Lasker.rules());
    play(&mut a, "d6 d2");
    goto(&mut a, p("d6"));
    a.update(Action::Select);
    assert_eq!(a.selected(), Some(p("d6")));
    goto(&mut a, p("a1"));
    a.update(Action::Select);
    let m = a.message().unwrap();
    assert!(m.contains("d6 is selected") && m.contains("Esc"), "{m}");
    a.update(Action::Cancel);
    a.update(Action::Select);
    assert_eq!(a.game().decisions().last(), Some(&"a1".parse().unwrap()));
}

#[test]
fn a_double_mill_message_agrees_with_the_task() {
    let mut a = app(Variant::Morabaraba.rules());
    play(&mut a, "a1 b2 a4 b6 d7 f2 g7 f6 a7");
    assert_eq!(a.game().position().task(), Task::Remove(2));
    assert_eq!(
        a.message().as_deref(),
        Some("2 mills! White removes 2 black stones")
    );
}

#[test]
fn a_mill_that_removes_nothing_says_why() {
    let r = Rules {
        protection: morris::rules::MillProtection::Always,
        ..Rules::default()
    };
    let mut a = app(r);
    play(&mut a, "a1 d7 a4 d6 b2 d5 xb2 a7");
    assert_eq!(a.game().position().side_to_move(), Color::Black);
    assert_eq!(
        a.message().as_deref(),
        Some("Mill! but every black stone is protected in a mill: nothing to remove")
    );
}

#[test]
fn typing_a_point_moves_the_cursor() {
    let mut a = app(Rules::default());
    goto(&mut a, p("g1"));
    a.update(Action::File(3));
    a.update(Action::Rank(3));
    assert_eq!(a.cursor(), p("g1"));
    assert_eq!(
        a.message().as_deref(),
        Some("d4 is not a point of this board")
    );
    a.update(Action::Rank(1));
    assert_eq!(a.cursor(), p("g1"));
}

/// A move typed as the log writes it (`e3-e4`) is played; before, the `-` was ignored and
/// the keys only moved the cursor (a new player's report).
#[test]
fn a_move_typed_as_it_is_written_is_played() {
    let mut a = app(Rules::default());
    play(
        &mut a,
        "a7 d7 g7 g1 a1 d1 b6 a4 f2 d6 c5 f6 e3 f4 d5 d2 g4 b2",
    );
    let typed = |a: &mut App, text: &str| {
        for c in text.chars() {
            let key = crossterm::event::KeyEvent::from(crossterm::event::KeyCode::Char(c));
            if let Some(action) = morris::tui::keys::action(key, morris::tui::keys::Scope::Play) {
                a.update(action);
            }
        }
    };
    typed(&mut a, "e3-e4");
    assert_eq!(a.game().decisions().last(), Some(&"e3-e4".parse().unwrap()));
    // Not Black's own stone: said, and nothing picked up.
    typed(&mut a, "e4-e5");
    assert_eq!(a.selected(), None);
    assert_eq!(a.game().ply(), 19);
    // Said as Enter says it (before, nothing was said), and still said once the move's second
    // point is typed.
    assert_eq!(
        a.message().as_deref(),
        Some("e4 holds a white stone: choose one of yours")
    );
    typed(&mut a, "-");
    assert_eq!(
        a.message().as_deref(),
        Some("Choose one of your stones first")
    );
    // A move the rules refuse is said, the stone kept picked up; the next one is played.
    typed(&mut a, "d2-c3");
    assert_eq!(a.game().ply(), 19);
    assert_eq!(a.selected(), Some(p("d2")));
    typed(&mut a, "d2-d3");
    assert_eq!(a.game().decisions().last(), Some(&"d2-d3".parse().unwrap()));
}

#[test]
fn quitting_asks_while_a_game_is_in_progress() {
    let mut a = app(Rules::default());
    assert!(
        a.update(Action::Quit).quits(),
        "nothing played: quit at once"
    );
    let mut a = app(Rules::default());
    play(&mut a, "d6");
    assert!(!a.update(Action::Quit).quits());
    assert_eq!(a.question(), Some(Question::Quit));
    assert!(!a.update(Action::No).quits());
    a.update(Action::Quit);
    assert!(a.update(Action::Yes).quits());
    let mut a = app(Rules::default());
    play(&mut a, "d6");
    assert!(a.update(Action::Interrupt).quits());
}

#[test]
fn the_log_is_reviewed_and_play_can_go_on_from_the_past() {
    let mut a = app(Rules::default());
    play(&mut a, "d6 d2 d5 c3");
    a.update(Action::Log);
    assert_eq!(a.mode(), &Mode::Review(4));
    a.update(Action::Up);
    a.update(Action::Up);
    assert_eq!(a.view_ply(), 2);
    assert_eq!(a.view_position().on_board(Color::White), 1);
    // The game itself has not changed.
    assert_eq!(a.game().ply(), 4);
    a.update(Action::Select);
    assert_eq!(a.question(), Some(Question::Branch(2)));
    a.update(Action::Yes);
    assert_eq!(a.game().ply(), 2);
    decide(&mut a, "a1".parse().unwrap());
    assert_eq!(a.game().history().len(), 3);
}

#[test]
fn replay_steps_through_the_game_at_a_speed() {
    let mut a = app(Rules::default());
    play(&mut a, "d6 d2 d5");
    a.update(Action::Replay);
    assert_eq!(a.view_ply(), 0);
    assert!(a.tick_interval().is_some());
    let slow = a.tick_interval().unwrap();
    a.update(Action::Faster);
    assert!(a.tick_interval().unwrap() < slow);
    for _ in 0..3 {
        a.update(Msg::Tick);
    }
    assert_eq!(a.view_ply(), 3);
    // At the end the replay pauses: no more ticks.
    a.update(Msg::Tick);
    assert_eq!(a.tick_interval(), None);
    a.update(Action::Cancel);
    assert_eq!(a.mode(), &Mode::Play);
    assert_eq!(a.game().ply(), 3);
}

#[test]
fn pass_and_declined_removal_from_the_keys() {
    let r = Rules {
        pieces: 4,
        blocked: morris::rules::Blocked::Pass,
        ..Rules::default()
    };
    let mut a = app(r);
    play(&mut a, "a1 d1 g1 a4 a7 g4 g7 d7");
    assert_eq!(a.game().position().task(), Task::Pass);
    decide(&mut a, Decision::Pass);
    let r = Rules {
        optional_removal: true,
        ..Rules::default()
    };
    let mut a = app(r);
    play(&mut a, "a1 b6 a4 d6 a7");
    decide(&mut a, Decision::Decline);
    assert_eq!(a.game().position().side_to_move(), Color::Black);
}

#[test]
fn the_cursor_walks_every_board_along_its_geometry() {
    let dirs = [Action::Up, Action::Down, Action::Left, Action::Right];
    for v in [Variant::Nine, Variant::Twelve, Variant::Six, Variant::Three] {
        let pos = Game::new(v.rules()).position();
        let points: Vec<Point> = pos.geometry().points.iter().collect();
        for &from in &points {
            for dir in dirs {
                let (dx, dy): (i32, i32) = match dir {
                    Action::Up => (0, 1),
                    Action::Down => (0, -1),
                    Action::Left => (-1, 0),
                    _ => (1, 0),
                };
                let ahead = |q: Point| {
                    (q.file() as i32 - from.file() as i32) * dx
                        + (q.rank() as i32 - from.rank() as i32) * dy
                        > 0
                };
                let exists = points.iter().any(|&q| ahead(q));
                match step(&pos, from, dir) {
                    Some(q) => assert!(ahead(q), "{v}: {from} {dir:?} went to {q}"),
                    None => assert!(!exists, "{v}: {from} {dir:?} is a dead key"),
                }
            }
        }
    }
    let pos = Game::new(Rules::default()).position();
    let walk = |from: &str, dir| step(&pos, p(from), dir).map(|q| q.to_string());
    assert_eq!(walk("a1", Action::Right).as_deref(), Some("d1"));
    assert_eq!(walk("d1", Action::Right).as_deref(), Some("g1"));
    assert_eq!(walk("a1", Action::Up).as_deref(), Some("a4"));
    assert_eq!(walk("a4", Action::Up).as_deref(), Some("a7"));
    assert_eq!(walk("d1", Action::Up).as_deref(), Some("d2"));
    assert_eq!(walk("d3", Action::Up).as_deref(), Some("d5"));
    assert_eq!(walk("c4", Action::Right).as_deref(), Some("e4"));
    assert_eq!(walk("g1", Action::Right), None);
}

/// The app at the start of a game, with `saved` offered for resuming.
fn offering(saved: &Game) -> App {
    let start = Start {
        resume: Some(ResumeOffer::of(saved.clone())),
        ..Start::new(Game::new(Rules::default()), Settings::default())
    };
    App::start(start).0
}

#[test]
fn a_saved_game_is_offered_and_can_be_declined() {
    let saved = morris::rules::play_tokens(Rules::default(), "d6 d2").unwrap();
    let mut a = offering(&saved);
    assert_eq!(a.question(), Some(Question::Resume));
    a.update(Action::Yes);
    assert_eq!(a.game(), &saved);
    let mut a = offering(&saved);
    let effects = a.update(Action::No);
    assert_eq!(a.game().ply(), 0);
    assert!(effects.keeps_aside(), "{effects:?}");
    assert!(!a.update(Action::Left).keeps_aside());
}

#[test]
fn the_resume_question_shows_the_saved_games_players() {
    // The last game was against the computer (the preferences' Black); the one saved is
    // against Bert: behind the question, the board is the saved game's, and so are its names.
    let saved = morris::rules::play_tokens(Rules::default(), "d6").unwrap();
    let mut settings = Settings::default();
    settings.names[1] = "computer".into();
    let offer = ResumeOffer {
        seats: [None, Some(Seat::Person("Bert".into()))],
        ..ResumeOffer::of(saved)
    };
    // The table's score (the last pairing's) is not shown behind it: it is not Bert's.
    let score = morris::store::scores::Score {
        white: "Anna".into(),
        black: "Jörg".into(),
        tally: morris::store::scores::Tally {
            won: 1,
            drawn: 0,
            lost: 0,
        },
    };
    let a = common::started(Start {
        resume: Some(offer),
        score: Some(score),
        ..Start::new(Game::new(Rules::default()), settings)
    });
    let shown = common::screen(&a, 80, 24);
    assert!(shown.contains("Bert"), "{shown}");
    assert!(!shown.contains("morris level"), "{shown}");
    assert!(
        !shown.contains("Anna") && !shown.contains("Jörg"),
        "{shown}"
    );
}

#[test]
fn the_resume_question_quits_on_q_and_waits_on_esc() {
    let saved = morris::rules::play_tokens(Rules::default(), "d6").unwrap();
    let mut a = offering(&saved);
    // The saved position is on the board behind the question.
    assert_eq!(a.view_position(), saved.position());
    let effects = a.update(Action::Quit);
    assert!(effects.quits());
    assert!(!effects.keeps_aside(), "q touched the saved game");
    let mut a = offering(&saved);
    let effects = a.update(Action::Cancel);
    assert_eq!(a.mode(), &Mode::Play);
    assert!(!effects.keeps_aside(), "Esc decided already");
    a.update(Action::Yes);
    assert_eq!(a.question(), Some(Question::Resume), "y asks again");
    a.update(Action::Cancel);
    goto(&mut a, p("a1"));
    let effects = a.update(Action::Select);
    assert!(
        effects.keeps_aside(),
        "a new decision keeps the saved game aside"
    );
    assert!(a.saved().is_none());
}

/// Issue 36, 17: the empty point of the last capture stayed marked `○` turn after turn, until
/// the next capture. It marks the capture of the last turn, as `'` marks its move.
#[test]
fn the_last_capture_is_marked_only_after_the_turn_that_made_it() {
    let mut a = app(Rules::default());
    play(&mut a, "d6 d2 d5 b4 d7 xb4");
    let captured = |a: &App| {
        a.marks()
            .into_iter()
            .filter(|(_, m)| m.captured)
            .map(|(p, _)| p.to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(captured(&a), ["b4"]);
    assert_eq!(common::screen(&a, 80, 24).matches('○').count(), 1);
    // Black's reply: the capture is no longer the last turn's.
    play(&mut a, "a1");
    assert_eq!(captured(&a), Vec::<String>::new());
    assert!(!common::screen(&a, 80, 24).contains('○'));
    play(&mut a, "g1");
    assert_eq!(captured(&a), Vec::<String>::new());
    // Undone back to it, and in review, it is marked again.
    a.update(Action::Undo);
    a.update(Action::Undo);
    assert_eq!(captured(&a), ["b4"]);
}

#[test]
fn the_last_move_marks_both_its_points_and_review_shows_them() {
    let mut a = app(Rules::default());
    play(
        &mut a,
        "d6 d2 d5 c3 g1 b2 f2 a7 f6 e3 g7 e5 c4 d1 a1 f4 e4 b6 a1-a4",
    );
    let last = |a: &App| -> Vec<String> {
        a.marks()
            .into_iter()
            .filter(|(_, m)| m.last)
            .map(|(p, _)| p.to_string())
            .collect()
    };
    let origin = |a: &App| -> Vec<String> {
        a.marks()
            .into_iter()
            .filter(|(_, m)| m.origin)
            .map(|(p, _)| p.to_string())
            .collect()
    };
    assert_eq!(
        (last(&a), origin(&a)),
        (vec!["a4".into()], vec!["a1".into()])
    );
    decide(&mut a, "b6-b4".parse().unwrap());
    a.update(Action::Log);
    a.update(Action::Up);
    assert_eq!(
        (last(&a), origin(&a)),
        (vec!["a4".into()], vec!["a1".into()]),
        "reviewing the position after a1-a4"
    );
}

#[test]
fn review_and_replay_leave_out_undone_decisions() {
    let mut a = app(Rules::default());
    play(&mut a, "d6 d2 d5");
    a.update(Action::Undo);
    a.update(Action::Log);
    assert_eq!(a.mode(), &Mode::Review(2));
    a.update(Action::End);
    a.update(Action::Down);
    assert_eq!(a.view_ply(), 2, "review went into the undone d5");
    a.update(Action::Cancel);
    a.update(Action::Replay);
    a.update(Action::End);
    assert_eq!(a.view_ply(), 2, "replay showed the undone d5");
}

#[test]
fn a_resignation_and_an_agreed_draw_undo_and_redo_like_decisions() {
    let mut a = app(Rules::default());
    play(&mut a, "d6 d2");
    pick(&mut a, MenuItem::Resign(Color::Black));
    a.update(Action::Yes);
    a.update(Action::Undo);
    assert_eq!(a.message().as_deref(), Some("Undone: Black's resignation"));
    assert!(a.game().outcome().is_none());
    assert_eq!(a.game().ply(), 2, "undoing the resignation undid d2 too");
    a.update(Action::Undo);
    assert_eq!(a.message().as_deref(), Some("Undone: d2"));
    a.update(Action::Redo);
    a.update(Action::Redo);
    assert_eq!(a.message().as_deref(), Some("Redone: Black's resignation"));
    assert_eq!(
        a.game().outcome().unwrap().reason,
        Reason::Resignation(Color::Black)
    );
    a.update(Action::Undo);
    pick(&mut a, MenuItem::OfferDraw(Color::White));
    a.update(Action::Yes);
    a.update(Action::Undo);
    assert_eq!(a.message().as_deref(), Some("Undone: the agreed draw"));
    a.update(Action::Redo);
    assert_eq!(a.game().outcome().unwrap().reason, Reason::Agreement);
}

#[test]
fn a_game_without_a_played_decision_is_not_kept_aside() {
    let mut a = app(Rules::default());
    play(&mut a, "d6");
    a.update(Action::Undo);
    let effects = a.update(Action::NewGame);
    assert!(!effects.keeps_aside(), "an all-undone game was kept aside");
    play(&mut a, "d6");
    a.update(Action::NewGame);
    assert!(
        a.update(Action::Yes).keeps_aside(),
        "a game with a decision must be kept aside"
    );
}

#[test]
fn the_same_menu_keys_choose_the_same_player_whoever_is_to_move() {
    // `m`, Down ×5, Enter, y: White resigns on White's turn and on Black's alike.
    for opening in ["", "d6"] {
        let mut a = app(Variant::Nine.rules());
        play(&mut a, opening);
        a.update(Action::Menu);
        for _ in 0..5 {
            a.update(Action::Down);
        }
        a.update(Action::Select);
        a.update(Action::Yes);
        let o = a.game().outcome().unwrap();
        assert_eq!(
            o.reason,
            Reason::Resignation(Color::White),
            "after {opening:?}"
        );
        // Down ×3 offers White's draw, whoever is to move.
        let mut a = app(Variant::Nine.rules());
        play(&mut a, opening);
        a.update(Action::Menu);
        for _ in 0..3 {
            a.update(Action::Down);
        }
        a.update(Action::Select);
        assert_eq!(
            a.question(),
            Some(Question::DrawOffer(Color::White)),
            "after {opening:?}"
        );
    }
}

#[test]
fn a_move_that_would_re_form_a_broken_mill_says_why() {
    let start = morris::rules::parse_fen(
        "**@***O*/***@*@**/OO**@**O w m s 4 0 4 0 0 0 0 0 0 0 0 0 1",
        Variant::Morabaraba.rules(),
    )
    .unwrap();
    let mut a = App::new(Game::from_position(start), Settings::default());
    // d7-d6 opens the mill a7-d7-g7; Black replies.
    play(&mut a, "d7-d6 e4-e5");
    goto(&mut a, p("d6"));
    a.update(Action::Select);
    goto(&mut a, p("d7"));
    a.update(Action::Select);
    assert_eq!(a.game().ply(), 2, "the mill must not be re-formed at once");
    let m = a.message().unwrap();
    assert!(
        m.contains("d6-d7 would re-form the mill broken on White's last move (no re-forming)"),
        "{m}"
    );
    assert!(m.contains("Esc"), "{m}");
    // A point out of reach still says only that it cannot be reached.
    goto(&mut a, p("a1"));
    a.update(Action::Select);
    let m = a.message().unwrap();
    assert!(
        m.contains("cannot go to a1") && !m.contains("re-form"),
        "{m}"
    );
}

/// Turning the board or turning analysis on before the first decision never writes over a
/// saved game still to be kept aside (`--new` with a game at the default place, or the offer
/// put off with Esc): nothing is written until the first decision, which keeps it aside and
/// saves the new game turned.
#[test]
fn turning_the_board_before_the_first_decision_keeps_the_saved_game() {
    let writes = |e: &morris::tui::Effects| {
        e.0.iter()
            .any(|e| matches!(e, Effect::Save(_) | Effect::SaveHelp(_)))
    };
    // --new: the saved game waits to be kept aside at the first decision.
    let mut start = Start::new(Game::new(Rules::default()), Settings::default());
    start.keep_aside = true;
    let mut a = App::start(start).0;
    for action in [Action::Turn, Action::Analysis] {
        let e = a.update(action);
        assert!(!writes(&e) && !e.keeps_aside(), "{action:?}: {e:?}");
    }
    goto(&mut a, p("d6"));
    let e = a.update(Action::Select);
    assert!(e.keeps_aside() && e.saves(), "{e:?}");
    let turned = e.0.iter().any(|e| matches!(e, Effect::Save(s) if s.turned));
    assert!(turned, "{e:?}");
    // The offer put off with Esc: the same.
    let saved = morris::rules::play_tokens(Rules::default(), "d6 d2").unwrap();
    let mut a = offering(&saved);
    a.update(Action::Cancel);
    let e = a.update(Action::Turn);
    assert!(!writes(&e), "{e:?}");
    goto(&mut a, p("a1"));
    let e = a.update(Action::Select);
    assert!(e.keeps_aside() && e.saves(), "{e:?}");
}

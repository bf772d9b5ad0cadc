//! The tutorial (issue 37, "First steps"): every step has an answer the rules accept and
//! that does what it asks; the tutorial completed with the keys, with wrong answers taken
//! back and refused ones said in the rules' words; the offer at the very first start; the
//! screens at every size, in ASCII without colour, in German and Portuguese.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use morris::lang::{self, Lang};
use morris::rules::{Color, Decision, Game, Point, Rules, Task};
use morris::tui::app::tutorial::{Goal, STEPS};
use morris::tui::app::{MenuItem, Mode, Question, Start};
use morris::tui::sim::Sim;
use morris::tui::{Action, Settings};

fn p(s: &str) -> Point {
    s.parse().unwrap()
}

fn opened(settings: Settings) -> Sim {
    let mut sim = Sim::new(Start::new(Game::new(Rules::default()), settings));
    sim.press(Action::Menu);
    let i = sim
        .app()
        .menu()
        .iter()
        .position(|m| *m == MenuItem::Tutorial)
        .unwrap();
    sim.press(Action::Choose(i));
    assert!(sim.app().tutorial().is_some(), "{:?}", sim.app().mode());
    sim
}

/// The screen at 200×50, where the panel's notes are whole.
fn wide(sim: &Sim) -> String {
    sim.screen(200, 50).0
}

/// Types a point's name and presses Enter on it, as a player does.
fn enter_at(sim: &mut Sim, q: Point) {
    sim.press(Action::File(q.file()));
    sim.press(Action::Rank(q.rank()));
    sim.press(Action::Select);
}

fn play(sim: &mut Sim, d: Decision) {
    match d {
        Decision::Move(a, b) => {
            enter_at(sim, a);
            enter_at(sim, b);
        }
        Decision::Place(q) | Decision::Remove(q) => enter_at(sim, q),
        d => panic!("{d} is not played in the tutorial"),
    }
}

fn step_name(sim: &Sim) -> Option<&'static str> {
    sim.app().tutorial().unwrap().step().map(|s| s.name)
}

#[test]
fn every_step_has_an_answer_the_rules_take_and_a_wrong_one() {
    let names: Vec<&str> = STEPS.iter().map(|s| s.name).collect();
    assert_eq!(
        names,
        [
            "board", "place", "mill", "remove", "move", "fly", "two", "block"
        ]
    );
    for s in STEPS {
        let pos = s.position();
        // The position is the one the step means, not the empty board it falls back to.
        let stones = pos.on_board(Color::White) + pos.on_board(Color::Black);
        let empty = matches!(s.goal, Goal::Point(_) | Goal::Place(_));
        assert_eq!(stones == 0, empty, "{}", s.name);
        assert_eq!(pos.side_to_move(), Color::White, "{}", s.name);
        if let Goal::Point(_) = s.goal {
            continue;
        }
        let answer = s
            .answer()
            .unwrap_or_else(|| panic!("{}: no answer", s.name));
        assert!(pos.is_legal(answer), "{}", s.name);
        // The rules themselves refuse the wrong removals: a stone of Black's mill.
        if s.goal == Goal::Remove {
            assert!(!pos.is_legal(Decision::Remove(p("a7"))));
            assert!(pos.is_legal(Decision::Remove(p("b4"))));
            continue;
        }
        // Something legal does not do it.
        let wrong = pos.legal().into_iter().find(|&d| {
            let mut g = Game::from_position(pos);
            g.play(d).unwrap();
            s.done(&g, d) == Some(false)
        });
        assert!(wrong.is_some(), "{}: every decision is right", s.name);
    }
    // The steps teach what they say.
    let by = |n: &str| STEPS.iter().find(|s| s.name == n).unwrap();
    assert_eq!(by("board").goal, Goal::Point(p("d6")));
    assert_eq!(by("place").goal, Goal::Place(p("b4")));
    assert_eq!(by("remove").position().task(), Task::Remove(1));
    assert_eq!(by("fly").position().task(), Task::Fly);
    assert_eq!(by("move").position().task(), Task::Move);
    assert_eq!(by("two").position().on_board(Color::Black), 3);
    assert_eq!(by("fly").answer(), Some(Decision::Move(p("g4"), p("a7"))));
    assert_eq!(by("block").answer(), Some(Decision::Move(p("b6"), p("b4"))));
}

#[test]
fn the_tutorial_completed_step_by_step_with_wrong_answers_on_the_way() {
    let mut sim = opened(Settings::default());
    // 1. The board: a wrong point, then d6 with the arrows' help of typing.
    assert!(wide(&sim).contains("1/8 The board"), "{}", wide(&sim));
    enter_at(&mut sim, p("d5"));
    assert!(
        wide(&sim).contains("That is d5; d6 is another point"),
        "{}",
        wide(&sim)
    );
    assert!(!sim.app().tutorial().unwrap().done());
    enter_at(&mut sim, p("d6"));
    assert!(sim.app().tutorial().unwrap().done());
    assert!(wide(&sim).contains("Right!"), "{}", wide(&sim));
    // Enter once done: the next step.
    sim.press(Action::Select);
    assert_eq!(step_name(&sim), Some("place"));
    // 2. Placing: elsewhere is taken back.
    play(&mut sim, Decision::Place(p("a1")));
    let s = wide(&sim);
    assert!(
        s.contains("a1: that is not b4. Taken back: try again."),
        "{s}"
    );
    assert_eq!(sim.app().tutorial().unwrap().game().ply(), 0);
    play(&mut sim, Decision::Place(p("b4")));
    assert!(sim.app().tutorial().unwrap().done());
    sim.press(Action::NewGame);
    // 3. A mill: a placement that closes none, then g1.
    assert_eq!(step_name(&sim), Some("mill"));
    play(&mut sim, Decision::Place(p("g7")));
    assert!(
        wide(&sim).contains("g7: it closes no mill"),
        "{}",
        wide(&sim)
    );
    play(&mut sim, Decision::Place(p("g1")));
    assert!(sim.app().tutorial().unwrap().done());
    sim.press(Action::Select);
    // 4. Removing: a stone of Black's mill is refused by the rules, in their words.
    assert_eq!(step_name(&sim), Some("remove"));
    play(&mut sim, Decision::Remove(p("d7")));
    let s = wide(&sim);
    assert!(s.contains("The rules refuse:"), "{s}");
    // In words, not in the records' notation (`xd7`).
    let note = sim.app().tutorial().unwrap().note().unwrap_or_default();
    assert!(
        note.starts_with("The rules refuse: Cannot remove d7: d7 is in a mill"),
        "{note}"
    );
    assert!(!s.contains("xd7"), "{s}");
    assert!(!sim.app().tutorial().unwrap().done());
    play(&mut sim, Decision::Remove(p("b4")));
    assert!(sim.app().tutorial().unwrap().done());
    sim.press(Action::Select);
    // 5. Moving: a black stone cannot be picked up; a move that closes nothing is taken
    // back; a move along no line is refused.
    assert_eq!(step_name(&sim), Some("move"));
    enter_at(&mut sim, p("d5"));
    assert!(
        wide(&sim).contains("Pick up one of your stones first"),
        "{}",
        wide(&sim)
    );
    play(&mut sim, Decision::Move(p("a1"), p("d1")));
    assert!(
        wide(&sim).contains("a1-d1: it closes no mill"),
        "{}",
        wide(&sim)
    );
    play(&mut sim, Decision::Move(p("f6"), p("a7")));
    assert!(wide(&sim).contains("The rules refuse:"), "{}", wide(&sim));
    play(&mut sim, Decision::Move(p("d7"), p("a7")));
    assert!(sim.app().tutorial().unwrap().done());
    sim.press(Action::Select);
    // 6. Flying: `i` shows the stone and says the answer; it is played.
    assert_eq!(step_name(&sim), Some("fly"));
    sim.press(Action::Hint);
    assert!(wide(&sim).contains("One answer: g4-a7."), "{}", wide(&sim));
    assert_eq!(sim.app().tutorial().unwrap().cursor(), p("g4"));
    sim.press(Action::Select);
    enter_at(&mut sim, p("a7"));
    assert!(sim.app().tutorial().unwrap().done());
    sim.press(Action::Select);
    // 7. Two stones: the mill, then the removal wins.
    assert_eq!(step_name(&sim), Some("two"));
    play(&mut sim, Decision::Move(p("f4"), p("g4")));
    assert!(
        wide(&sim).contains("f4-g4: it does not win"),
        "{}",
        wide(&sim)
    );
    play(&mut sim, Decision::Move(p("d7"), p("a7")));
    assert!(
        wide(&sim).contains("A mill! Now remove a black stone."),
        "{}",
        wide(&sim)
    );
    assert!(!sim.app().tutorial().unwrap().done());
    // `i` says the removal in words.
    sim.press(Action::Hint);
    let s = wide(&sim);
    assert!(s.contains("One answer: remove the stone on "), "{s}");
    play(&mut sim, Decision::Remove(p("d5")));
    let t = sim.app().tutorial().unwrap();
    assert!(t.done());
    assert_eq!(
        t.game().outcome().and_then(|o| o.winner),
        Some(Color::White)
    );
    sim.press(Action::Select);
    // 8. Blocked: u goes back a step and n forward again; the block wins.
    assert_eq!(step_name(&sim), Some("block"));
    sim.press(Action::Undo);
    assert_eq!(step_name(&sim), Some("two"));
    sim.press(Action::NewGame);
    play(&mut sim, Decision::Move(p("f2"), p("f4")));
    assert!(wide(&sim).contains("it does not win"), "{}", wide(&sim));
    play(&mut sim, Decision::Move(p("b6"), p("b4")));
    assert!(sim.app().tutorial().unwrap().done());
    sim.press(Action::Select);
    // The end: Enter opens the new-game screen.
    assert_eq!(step_name(&sim), None);
    assert!(wide(&sim).contains("Well done"), "{}", wide(&sim));
    sim.press(Action::Select);
    assert!(
        sim.app().new_game_screen().is_some(),
        "{:?}",
        sim.app().mode()
    );
    // Nothing of the tutorial was played in the game.
    assert_eq!(sim.app().game().ply(), 0);
}

#[test]
fn esc_goes_back_to_the_game_as_it_was_and_help_comes_back_to_the_step() {
    let mut sim = opened(Settings::default());
    sim.press(Action::NewGame);
    play(&mut sim, Decision::Place(p("a1")));
    sim.press(Action::Help);
    assert!(sim.app().tutorial().is_none());
    sim.press(Action::Cancel);
    assert_eq!(step_name(&sim), Some("place"));
    sim.press(Action::Cancel);
    assert_eq!(sim.app().mode(), &Mode::Play);
    assert_eq!(sim.app().game().ply(), 0);
}

/// A player's report: Esc left the tutorial and the next visit started at 1/8 again. The step
/// reached is kept for the session, the visit says so and how to start over (`u` to 1/8), and
/// the footer says Esc leaves.
#[test]
fn the_tutorial_opens_again_at_the_step_left_and_u_goes_back_to_the_start() {
    let mut sim = opened(Settings::default());
    assert!(wide(&sim).contains("Esc leave"), "{}", wide(&sim));
    for _ in 0..3 {
        sim.press(Action::NewGame);
    }
    assert_eq!(step_name(&sim), Some("remove"));
    sim.press(Action::Cancel);
    assert_eq!(sim.app().mode(), &Mode::Play);
    // "Tutorial…" from the menu again: the step left, said on the panel.
    sim.press(Action::Menu);
    let i = sim
        .app()
        .menu()
        .iter()
        .position(|m| *m == MenuItem::Tutorial)
        .unwrap();
    sim.press(Action::Choose(i));
    assert_eq!(step_name(&sim), Some("remove"));
    let screen = wide(&sim);
    assert!(
        screen.contains("Back at step 4/8, where you left."),
        "{screen}"
    );
    assert!(screen.contains("to 1/8 to start over"), "{screen}");
    // u, step by step, to the first.
    for _ in 0..5 {
        sim.press(Action::Undo);
    }
    assert_eq!(step_name(&sim), Some("board"));
    sim.press(Action::Cancel);
    // Left at the first: the next visit starts there, with nothing to say.
    let mut again = sim;
    again.press(Action::Menu);
    again.press(Action::Choose(i));
    assert_eq!(step_name(&again), Some("board"));
    assert!(!wide(&again).contains("Back at step"));
    // Finished, the tutorial starts over next time.
    for _ in 0..8 {
        again.press(Action::NewGame);
    }
    assert_eq!(step_name(&again), None);
    again.press(Action::Cancel);
    again.press(Action::Menu);
    again.press(Action::Choose(i));
    assert_eq!(step_name(&again), Some("board"));
}

#[test]
fn the_very_first_start_offers_the_tutorial_over_the_new_game_screen() {
    let first = |yes: bool| {
        let mut start = Start::new(Game::new(Rules::default()), Settings::default());
        start.choose = true;
        start.first = true;
        let mut sim = Sim::new(start);
        assert_eq!(sim.app().question(), Some(Question::Tutorial));
        let s = sim.screen(80, 24).0;
        assert!(s.contains("New to Nine Men's Morris?"), "{s}");
        if yes {
            insta::assert_snapshot!("tutorial_offer_80x24", s);
        }
        sim.press(if yes { Action::Yes } else { Action::No });
        sim
    };
    assert_eq!(step_name(&first(true)), Some("board"));
    assert!(first(false).app().new_game_screen().is_some());
    // Not the first start: the new-game screen at once.
    let mut start = Start::new(Game::new(Rules::default()), Settings::default());
    start.choose = true;
    let sim = Sim::new(start);
    assert!(sim.app().new_game_screen().is_some());
}

#[test]
fn the_first_start_is_no_preferences_and_an_empty_data_folder() {
    let dir = tempfile::tempdir().unwrap();
    let paths = morris::store::Paths {
        data: Some(dir.path().join("data")),
        config: Some(dir.path().join("config.toml")),
        ..Default::default()
    };
    assert!(morris::store::first_start(&paths));
    std::fs::create_dir(dir.path().join("data")).unwrap();
    assert!(morris::store::first_start(&paths));
    std::fs::write(dir.path().join("data/current.pgn"), "").unwrap();
    assert!(!morris::store::first_start(&paths));
    std::fs::remove_file(dir.path().join("data/current.pgn")).unwrap();
    std::fs::write(dir.path().join("config.toml"), "").unwrap();
    assert!(!morris::store::first_start(&paths));
}

mod screens {
    use super::*;

    fn in_lang<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
        lang::set_here(Some(lang));
        let out = f();
        lang::set_here(None);
        out
    }

    /// The tutorial at step `name`, from its start.
    fn at_step(settings: Settings, name: &str) -> Sim {
        let mut sim = opened(settings);
        while step_name(&sim) != Some(name) {
            sim.press(Action::NewGame);
        }
        sim
    }

    /// Every step, in every language, at the smallest size: its task is on the screen whole
    /// (the text above it never pushes it off the panel), and a note after a wrong answer too.
    #[test]
    fn every_step_s_task_fits_at_the_smallest_size_in_every_language() {
        for lang in Lang::ALL {
            in_lang(lang, || {
                for st in STEPS {
                    let sim = at_step(Settings::default(), st.name);
                    let s = sim
                        .screen(
                            morris::tui::layout::MIN_WIDTH,
                            morris::tui::layout::MIN_HEIGHT,
                        )
                        .0;
                    let task = morris::lang::tr(&format!("tut-{}-task", st.name), None);
                    let joined: String = s
                        .lines()
                        .map(|l| l.trim_matches('"').rsplit('│').next().unwrap_or("").trim())
                        .collect::<Vec<_>>()
                        .join(" ");
                    assert!(
                        joined.contains(&task),
                        "{lang:?} {}: {task:?}\n{s}",
                        st.name
                    );
                }
            });
        }
    }

    #[test]
    fn several_steps_at_80x24() {
        let sim = at_step(Settings::default(), "board");
        insta::assert_snapshot!("tutorial_board_80x24", sim.screen(80, 24).0);
        let mut sim = at_step(Settings::default(), "place");
        play(&mut sim, Decision::Place(p("b4")));
        insta::assert_snapshot!("tutorial_place_right_80x24", sim.screen(80, 24).0);
        let mut sim = at_step(Settings::default(), "fly");
        sim.press(Action::Hint);
        insta::assert_snapshot!("tutorial_fly_shown_80x24", sim.screen(80, 24).0);
        let mut sim = at_step(Settings::default(), "mill");
        play(&mut sim, Decision::Place(p("g7")));
        insta::assert_snapshot!("tutorial_mill_wrong_80x24", sim.screen(80, 24).0);
        let mut sim = at_step(Settings::default(), "remove");
        play(&mut sim, Decision::Remove(p("g7")));
        insta::assert_snapshot!("tutorial_remove_refused_80x24", sim.screen(80, 24).0);
        let mut sim = at_step(Settings::default(), "move");
        enter_at(&mut sim, p("d7"));
        insta::assert_snapshot!("tutorial_move_picked_up_80x24", sim.screen(80, 24).0);
        let mut sim = at_step(Settings::default(), "two");
        play(&mut sim, Decision::Move(p("d7"), p("a7")));
        insta::assert_snapshot!("tutorial_two_remove_80x24", sim.screen(80, 24).0);
        let mut sim = at_step(Settings::default(), "block");
        play(&mut sim, Decision::Move(p("b6"), p("b4")));
        insta::assert_snapshot!("tutorial_block_won_80x24", sim.screen(80, 24).0);
        let mut sim = at_step(Settings::default(), "block");
        sim.press(Action::NewGame);
        insta::assert_snapshot!("tutorial_end_80x24", sim.screen(80, 24).0);
    }

    #[test]
    fn one_step_at_the_smallest_and_a_large_size_in_ascii_and_in_german_and_portuguese() {
        let sim = at_step(Settings::default(), "fly");
        insta::assert_snapshot!(
            "tutorial_fly_60x17",
            sim.screen(
                morris::tui::layout::MIN_WIDTH,
                morris::tui::layout::MIN_HEIGHT
            )
            .0
        );
        insta::assert_snapshot!("tutorial_fly_200x50", sim.screen(200, 50).0);
        let plain = Settings {
            ascii: true,
            color: false,
            ..Settings::default()
        };
        let sim = at_step(plain, "fly");
        for (w, h) in [(80, 24), (60, 17), (200, 50)] {
            let s = sim.screen(w, h).0;
            assert!(s.is_ascii(), "non-ASCII in --ascii mode:\n{s}");
        }
        insta::assert_snapshot!("tutorial_fly_ascii_80x24", sim.screen(80, 24).0);
        for lang in [Lang::De, Lang::Pt] {
            let s = in_lang(lang, || {
                at_step(Settings::default(), "fly").screen(80, 24).0
            });
            insta::assert_snapshot!(format!("tutorial_fly_{}_80x24", lang.code()), s);
        }
    }
}

/// `morris tutorial` at the terminal: the first steps, a wrong placement taken back, and Esc
/// back to the shell it was started from.
#[test]
fn the_first_steps_at_the_terminal() {
    let Some(t) = crate::tmux::start("tutorial", "tutorial") else {
        return;
    };
    t.wait_screen("1/8 The board");
    t.keys(&["d", "6", "Enter"]);
    t.wait_screen("Right!");
    t.keys(&["Enter"]);
    t.wait_screen("2/8 Placing");
    t.keys(&["a", "1", "Enter"]);
    t.wait_screen("a1: that is not b4.");
    t.keys(&["b", "4", "Enter"]);
    t.wait_screen("Right!");
    t.keys(&["Escape"]);
    assert_eq!(t.wait_exit(), "0");
}

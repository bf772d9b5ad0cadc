//! Puzzles (issue 37): every shipped puzzle re-checked against exact values, and the command
//! that makes a set.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use morris::rules::Variant;
use morris::solve::Tablebase;
use morris::solve::puzzle::{Goal, Puzzle};

/// The tables a set needs: the standard game's shared ones, or the set's classes solved.
fn tables_for(variant: Variant, set: &[Puzzle]) -> std::sync::Arc<Tablebase> {
    if variant == Variant::Nine {
        return crate::common::standard_tables();
    }
    let mut tb = Tablebase::new(variant.rules());
    for (a, b) in morris::puzzles::classes_needed(set) {
        tb.solve(a, b, &mut |_, _| {}).unwrap();
    }
    std::sync::Arc::new(tb)
}

#[test]
fn every_shipped_puzzle_has_the_only_answer_the_exact_values_give() {
    for variant in Variant::ALL {
        let Some(text) = morris::puzzles::shipped_text(variant) else {
            assert_eq!(variant, Variant::Morabaraba, "{variant:?} ships no puzzles");
            continue;
        };
        let set: Vec<Puzzle> = morris::puzzles::parse(text, variant.rules())
            .into_iter()
            .map(|p| p.unwrap_or_else(|(n, e)| panic!("{variant:?} line {n}: {e}")))
            .collect();
        assert!(set.len() >= 30, "{variant:?}: {} puzzles", set.len());
        assert_eq!(set, morris::puzzles::shipped(&variant.rules()));
        let tb = tables_for(variant, &set);
        for p in &set {
            if let Err(e) = p.check(&tb) {
                panic!("{variant:?}: {}: {e}", p.to_line());
            }
        }
        // Each set has its wins and its defences; removals wherever a mill removes.
        for goal in ["win", "defend"] {
            assert!(set.iter().any(|p| p.goal.tag() == goal), "{variant:?}");
        }
        if !variant.rules().mill_wins {
            assert!(
                set.iter().any(|p| matches!(p.goal, Goal::Removal(_))),
                "{variant:?}"
            );
        }
    }
}

#[test]
fn the_shipped_standard_set_is_what_its_command_and_seed_make() {
    let set = morris::puzzles::shipped(&Variant::Nine.rules());
    let mut made = morris::solve::puzzle::make(&crate::common::standard_tables(), 1, 60);
    morris::puzzles::rate(&mut made);
    assert_eq!(made, set);
}

#[test]
fn other_rules_than_a_preset_s_get_no_shipped_set() {
    let mut rules = Variant::Nine.rules();
    rules.fly_at = None;
    assert!(morris::puzzles::shipped(&rules).is_empty());
}

mod screen {
    use morris::rules::{Decision, Game, Point, Rules, Variant};
    use morris::solve::puzzle::{Goal, Standing};
    use morris::tui::app::{MenuItem, Mode, Start};
    use morris::tui::sim::Sim;
    use morris::tui::{Action, Settings};

    /// A game of `rules` at the table, the solver run inline, the Puzzles screen opened from
    /// the game menu, the tables not solved yet.
    fn opened(rules: Rules) -> Sim {
        let mut sim = Sim::new(Start::new(Game::new(rules), Settings::default()));
        sim.press(Action::Menu);
        let i = sim
            .app()
            .menu()
            .iter()
            .position(|m| *m == MenuItem::Puzzles)
            .unwrap();
        for _ in 0..i {
            sim.press(Action::Down);
        }
        sim.press(Action::Select);
        assert!(sim.app().puzzles().is_some(), "{:?}", sim.app().mode());
        sim
    }

    fn solved_tables(sim: &mut Sim) {
        while sim.app().analysis().solving() {
            assert!(sim.work(), "solving, but no job waits");
        }
    }

    /// Types a point's name and presses Enter on it, as a player does.
    fn enter_at(sim: &mut Sim, p: Point) {
        sim.press(Action::File(p.file()));
        sim.press(Action::Rank(p.rank()));
        sim.press(Action::Select);
    }

    /// Plays `d` with the keys.
    fn play(sim: &mut Sim, d: Decision) {
        match d {
            Decision::Move(from, to) => {
                enter_at(sim, from);
                enter_at(sim, to);
            }
            Decision::Remove(p) | Decision::Place(p) => enter_at(sim, p),
            d => panic!("{d} is not played in a puzzle"),
        }
    }

    fn text(sim: &Sim) -> String {
        sim.screen(80, 24).0
    }

    #[test]
    fn a_puzzle_is_solved_with_the_keys_while_the_other_side_replies() {
        let mut sim = opened(Variant::Three.rules());
        // The tables are solved on the worker, said on the panel; the keys wait for nothing.
        assert!(text(&sim).contains("Solving the tables"), "{}", text(&sim));
        sim.press(Action::Select);
        assert!(text(&sim).contains("not ready yet"), "{}", text(&sim));
        solved_tables(&mut sim);
        assert!(!text(&sim).contains("Solving the tables"));
        // Go to a win in 3 (the player's two turns and one reply).
        while !matches!(
            sim.app().puzzles().unwrap().attempt().puzzle().goal,
            Goal::Win(3)
        ) {
            sim.press(Action::NewGame);
        }
        assert!(
            text(&sim).contains("to move: win in 3 turns"),
            "{}",
            text(&sim)
        );
        let answer = sim.app().puzzles().unwrap().attempt().puzzle().answer;
        play(&mut sim, answer);
        let screen = text(&sim);
        assert!(screen.contains("Right. The reply: "), "{screen}");
        assert_eq!(sim.app().puzzles().unwrap().attempt().played().len(), 2);
        let tb = sim.app().analysis().tables();
        let d = sim
            .app()
            .puzzles()
            .unwrap()
            .attempt()
            .hint(tb)
            .unwrap()
            .unwrap();
        // The hint names the stone, and puts the cursor on it.
        sim.press(Action::Hint);
        let from = match d {
            Decision::Move(from, _) => from,
            d => d.target().unwrap(),
        };
        assert!(
            text(&sim).contains(&format!("Hint: the stone on {from}.")),
            "{}",
            text(&sim)
        );
        assert_eq!(sim.app().puzzles().unwrap().cursor(), from);
        play(&mut sim, d);
        let t = sim.app().puzzles().unwrap();
        assert_eq!(t.attempt().standing(), Standing::Solved);
        assert_eq!(t.tally(), (1, 0));
        let screen = text(&sim);
        assert!(
            screen.contains("Solved! n for the next puzzle."),
            "{screen}"
        );
        assert!(
            screen.contains("This visit: 1 solved, 0 failed"),
            "{screen}"
        );
        // Help, and back to the puzzle as it stood.
        let before = sim.app().puzzles().unwrap().clone();
        sim.press(Action::Help);
        assert!(sim.app().puzzles().is_none());
        sim.press(Action::Cancel);
        let after = sim.app().puzzles().expect("back on the puzzle");
        assert!(
            after.attempt() == before.attempt()
                && after.number() == before.number()
                && after.tally() == before.tally(),
            "the puzzle changed behind the help"
        );
        // The next puzzle; Esc goes back to the game, as it was.
        sim.press(Action::NewGame);
        assert_eq!(
            sim.app().puzzles().unwrap().attempt().standing(),
            Standing::Playing
        );
        sim.press(Action::Cancel);
        assert_eq!(sim.app().mode(), &Mode::Play);
        assert_eq!(sim.app().game().ply(), 0);
        // Nothing of the puzzles was saved in the game's record.
        assert!(
            !sim.store
                .iter()
                .any(|e| matches!(e, morris::tui::messages::Effect::Save(_))),
            "{:?}",
            sim.store
        );
    }

    #[test]
    fn a_puzzle_failed_twice_is_taken_back_then_shows_its_solution() {
        let mut sim = opened(Variant::Three.rules());
        solved_tables(&mut sim);
        let p = sim.app().puzzles().unwrap().attempt().puzzle().clone();
        let tb = sim.app().analysis().tables();
        let wrong: Vec<Decision> = p
            .position
            .legal()
            .into_iter()
            .filter(|&d| d != p.answer)
            .collect();
        let value = tb.after(&p.position, wrong[0]).unwrap();
        play(&mut sim, wrong[0]);
        let screen = text(&sim);
        assert!(
            screen.contains(&format!("{} throws it away", wrong[0])),
            "{screen}"
        );
        assert!(screen.contains("taken back."), "{screen}");
        assert!(screen.contains("1 try left"), "{screen}");
        let t = sim.app().puzzles().unwrap();
        assert_eq!(t.attempt().position(), &p.position, "taken back");
        assert_eq!(t.attempt().tries_left(), 1);
        assert!(matches!(
            value,
            morris::solve::Value::Loss(_) | morris::solve::Value::Draw
        ));
        play(&mut sim, wrong[wrong.len() - 1]);
        let screen = text(&sim);
        assert!(
            screen.contains("Not solved: the solution was shown"),
            "{screen}"
        );
        assert!(
            screen.contains(&format!("The solution: {}", p.answer)),
            "{screen}"
        );
        assert_eq!(sim.app().puzzles().unwrap().tally(), (0, 1));
        // A finished puzzle takes no more decisions.
        play(&mut sim, p.answer);
        assert!(text(&sim).contains("This puzzle is over"), "{}", text(&sim));
    }

    /// Opens the Puzzles screen from the game menu over a game of `rules`, its folders in
    /// `dir` (the made set in `dir/cache`, the progress in `dir/data`).
    fn opened_in(rules: Rules, dir: &std::path::Path) -> Sim {
        let mut sim = Sim::new(Start::new(Game::new(rules), Settings::default()));
        sim.paths.cache = Some(dir.join("cache"));
        sim.paths.data = Some(dir.join("data"));
        sim.press(Action::Menu);
        let i = sim
            .app()
            .menu()
            .iter()
            .position(|m| *m == MenuItem::Puzzles)
            .unwrap();
        sim.press(Action::Choose(i));
        sim
    }

    /// Plays the puzzle at hand to its end by its answer and the decisions that keep its goal
    /// (the other side's replies come at once).
    fn solve_at_hand(sim: &mut Sim) {
        solved_tables(sim);
        let answer = sim.app().puzzles().unwrap().attempt().puzzle().answer;
        play(sim, answer);
        while sim.app().puzzles().unwrap().attempt().standing() == Standing::Playing {
            let tb = sim.app().analysis().tables();
            let d = sim
                .app()
                .puzzles()
                .unwrap()
                .attempt()
                .hint(tb)
                .unwrap()
                .unwrap();
            play(sim, d);
        }
        assert_eq!(
            sim.app().puzzles().unwrap().attempt().standing(),
            Standing::Solved,
            "{}",
            text(sim)
        );
    }

    /// Three Men's Morris with flying, not a preset's rules: no shipped set, so the screen
    /// offers to make one; `n` makes it on the worker (with progress), kept in the cache
    /// folder; a puzzle of it is solved; the next visit reads the set kept; a damaged set is
    /// refused, said, and made again.
    #[test]
    fn a_set_is_made_for_rules_that_are_not_a_preset_s_and_kept() {
        let mut rules = Variant::Three.rules();
        rules.fly_at = Some(3);
        assert!(morris::puzzles::shipped(&rules).is_empty());
        let dir = tempfile::tempdir().unwrap();
        let file = dir
            .path()
            .join("cache/puzzles")
            .join(format!("{}.txt", morris::solve::key(&rules)));
        let mut sim = opened_in(rules, dir.path());
        // The set kept is looked for first: there is none, so the offer stays.
        assert!(sim.app().maker().is_some_and(|m| m.running()));
        assert!(sim.work());
        let m = sim.app().maker().expect("the offer to make a set");
        assert!(!m.running());
        assert!(
            m.lines()
                .iter()
                .any(|l| l.contains("make puzzles for these rules")),
            "{:?}",
            m.lines()
        );
        let screen = text(&sim);
        assert!(screen.contains("No puzzles are shipped"), "{screen}");
        // Made on the worker: its progress said, then the first puzzle up.
        sim.press(Action::NewGame);
        let reports = sim.reports();
        assert!(
            reports.iter().any(|r| matches!(
                r,
                morris::tui::messages::Msg::Maker(morris::tui::maker::Report::Progress {
                    stage: morris::tui::maker::Stage::Rating(..),
                    ..
                })
            )),
            "{reports:?}"
        );
        let (progress, done): (Vec<_>, Vec<_>) = reports.into_iter().partition(|r| {
            matches!(
                r,
                morris::tui::messages::Msg::Maker(morris::tui::maker::Report::Progress { .. })
            )
        });
        for r in progress {
            sim.send(r);
        }
        assert!(text(&sim).contains("Making puzzles"), "{}", text(&sim));
        for r in done {
            sim.send(r);
        }
        let made = sim
            .app()
            .puzzles()
            .expect("the made set on the screen")
            .number()
            .1;
        assert!(made >= 5, "{made} puzzles made");
        let kept = std::fs::read_to_string(&file).unwrap();
        let parsed = morris::puzzles::parse(&kept, rules);
        assert_eq!(parsed.len(), made);
        assert!(parsed.iter().all(Result::is_ok));
        solve_at_hand(&mut sim);
        assert!(text(&sim).contains("Solved!"), "{}", text(&sim));
        // The progress is kept under the set's own name.
        let progress = std::fs::read_to_string(dir.path().join("data/puzzles.txt")).unwrap();
        assert!(
            progress.contains(&morris::tui::maker::set_name(&rules)),
            "{progress}"
        );
        // The next visit reads the set kept (nothing is made): the same puzzles.
        let mut sim = opened_in(rules, dir.path());
        sim.settle(100);
        assert_eq!(sim.app().puzzles().expect("the set kept").number().1, made);
        // A damaged set is refused, said, and made again.
        std::fs::write(&file, kept.replacen(" | win | ", " | won | ", 1)).unwrap();
        let mut sim = opened_in(rules, dir.path());
        sim.settle(100);
        let screen = text(&sim);
        assert!(sim.app().puzzles().is_some(), "{screen}");
        assert!(screen.contains("was refused"), "{screen}");
        assert_eq!(std::fs::read_to_string(&file).unwrap(), kept);
    }

    #[test]
    fn esc_stops_the_making_and_rules_not_solved_say_why() {
        let mut rules = Variant::Three.rules();
        rules.fly_at = Some(3);
        let dir = tempfile::tempdir().unwrap();
        let mut sim = opened_in(rules, dir.path());
        assert!(sim.work());
        sim.press(Action::Select);
        sim.press(Action::Cancel);
        assert!(text(&sim).contains("Stopped"), "{}", text(&sim));
        sim.settle(100);
        assert!(sim.app().maker().is_some_and(|m| !m.running()));
        assert!(!dir.path().join("cache/puzzles").exists());
        sim.press(Action::Cancel);
        assert_eq!(sim.app().mode(), &Mode::Play);
        // Morabaraba's rules are not solved here: the board says why.
        let rules = Variant::Morabaraba.rules();
        let mut sim = opened_in(rules, dir.path());
        assert_eq!(sim.app().mode(), &Mode::Play);
        let screen = text(&sim);
        assert!(screen.contains("none can be made"), "{screen}");
        sim.settle(10);
    }

    /// A Sanmill pack on the screen (`morris puzzles FILE`): a puzzle in a solved class is
    /// played by exact values with morris's disagreement said beside it; one in the placing
    /// phase is played by the pack's certified line, a decision off it taken back.
    #[test]
    fn a_sanmill_pack_s_name_is_in_the_title() {
        let json = super::sanmill_pack(&[super::P18, super::P28]);
        let mut pack = morris::puzzles::sanmill::parse(&json).unwrap();
        pack.name = Some("Perfect endgames".into());
        let mut start = Start::new(Game::new(pack.rules), Settings::default());
        start.puzzles = true;
        start.pack = Some(Box::new(pack));
        let sim = Sim::new(start);
        let screen = sim.screen(100, 40).0;
        let title = screen.lines().next().unwrap();
        assert!(
            title.contains("morris · Puzzles: Perfect endgames · "),
            "{title}"
        );
    }

    #[test]
    fn a_sanmill_pack_is_played_with_its_disagreement_said_beside_the_puzzle() {
        let json = super::sanmill_pack(&[super::P18, super::P28]);
        let pack = morris::puzzles::sanmill::parse(&json).unwrap();
        let mut start = Start::new(Game::new(pack.rules), Settings::default());
        start.puzzles = true;
        start.pack = Some(Box::new(pack));
        let mut sim = Sim::new(start);
        assert!(sim.app().puzzles().is_some(), "{:?}", sim.app().mode());
        solved_tables(&mut sim);
        let screen = sim.screen(100, 40).0;
        assert!(screen.contains("Puzzle 1 of 2"), "{screen}");
        assert!(
            screen.contains("morris disagrees with the pack"),
            "{screen}"
        );
        assert!(screen.contains("c4-g4 in 16"), "{screen}");
        // The pack's first move is no quickest win: taken back, as a wrong decision is.
        let f2 = "f2".parse::<Point>().unwrap();
        let g7 = "g7".parse::<Point>().unwrap();
        play(&mut sim, Decision::Move(f2, g7));
        assert!(text(&sim).contains("throws it away"), "{}", text(&sim));
        assert_eq!(sim.app().puzzles().unwrap().attempt().tries_left(), 1);
        // The placing puzzle: by its line.
        sim.press(Action::NewGame);
        let screen = sim.screen(100, 40).0;
        assert!(
            screen.contains("Checked by the pack's solution"),
            "{screen}"
        );
        assert!(!screen.contains("Solving the tables"), "{screen}");
        enter_at(&mut sim, "d6".parse::<Point>().unwrap());
        assert!(
            text(&sim).contains("d6 is not the pack's solution:"),
            "{}",
            text(&sim)
        );
        let lines = vec![sim.app().puzzles().unwrap().attempt().puzzle().line.clone()];
        while sim.app().puzzles().unwrap().attempt().standing() == Standing::Playing {
            let d = sim
                .app()
                .puzzles()
                .unwrap()
                .attempt()
                .line_hint(&lines)
                .unwrap();
            play(&mut sim, d);
        }
        assert_eq!(
            sim.app().puzzles().unwrap().attempt().standing(),
            Standing::Solved
        );
        assert!(
            text(&sim).contains("This visit: 1 solved"),
            "{}",
            text(&sim)
        );
    }

    /// The Puzzles screen in German and Portuguese, as a player reads it: a puzzle after a
    /// wrong decision (the panel at its fullest) at the smallest size and at 200×50, without
    /// colour, and in ASCII; the words are the language's, and nothing is English.
    #[test]
    fn the_puzzles_screen_in_german_and_portuguese() {
        use morris::lang::{self, Lang};
        struct Speaking;
        impl Drop for Speaking {
            fn drop(&mut self) {
                lang::set_here(None);
            }
        }
        let (w, h) = (
            morris::tui::layout::MIN_WIDTH,
            morris::tui::layout::MIN_HEIGHT,
        );
        for (lang, words) in [
            (Lang::De, ["Aufgabe 1 von 40", "Tipp", "nächste"]),
            (Lang::Pt, ["Problema 1 de 40", "sugerir", "seguinte"]),
        ] {
            lang::set_here(Some(lang));
            let _speaking = Speaking;
            let code = lang.code();
            for (name, settings) in [
                ("", Settings::default()),
                (
                    "_no_color",
                    Settings {
                        color: false,
                        ..Settings::default()
                    },
                ),
                (
                    "_ascii",
                    Settings {
                        ascii: true,
                        color: false,
                        ..Settings::default()
                    },
                ),
            ] {
                let mut sim = Sim::new(Start::new(Game::new(Variant::Three.rules()), settings));
                sim.press(Action::Menu);
                let i = sim
                    .app()
                    .menu()
                    .iter()
                    .position(|m| *m == MenuItem::Puzzles)
                    .unwrap();
                sim.press(Action::Choose(i));
                solved_tables(&mut sim);
                let p = sim.app().puzzles().unwrap().attempt().puzzle().clone();
                let wrong = p
                    .position
                    .legal()
                    .into_iter()
                    .find(|&d| d != p.answer)
                    .unwrap();
                play(&mut sim, wrong);
                let sizes: &[(u16, u16)] = if name.is_empty() {
                    &[(w, h), (200, 50)]
                } else {
                    &[(80, 24)]
                };
                for &(x, y) in sizes {
                    let s = sim.screen(x, y).0;
                    for word in words {
                        assert!(s.contains(word), "{code} {x}x{y}: no {word:?}\n{s}");
                    }
                    for english in ["Puzzle ", "tries left", "This visit", " hint", " next"] {
                        assert!(!s.contains(english), "{code} {x}x{y}: {english:?}\n{s}");
                    }
                    // Nothing is cut at the edge of the panel.
                    assert!(
                        !s.contains('…') && !s.contains("..."),
                        "{code} {x}x{y}:\n{s}"
                    );
                    if name == "_ascii" {
                        // The language's letters stay (ä, ß, ç); no glyph is drawn outside
                        // ASCII.
                        let glyphs: Vec<char> = s
                            .chars()
                            .filter(|c| !c.is_ascii() && !c.is_alphabetic())
                            .collect();
                        assert!(glyphs.is_empty(), "{code}: {glyphs:?} in --ascii\n{s}");
                    }
                    insta::assert_snapshot!(format!("puzzles_{code}{name}_{x}x{y}"), s);
                }
            }
        }
    }

    /// `o` on the Puzzles screen opens a pack by its file, typed: a file that is not a pack
    /// is said on the panel and the puzzle stays; a pack is played at once.
    #[test]
    fn a_pack_is_opened_from_the_screen_by_its_file() {
        use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
        use morris::tui::messages::Msg;
        let key = |c| Msg::Key(KeyEvent::new(c, KeyModifiers::NONE));
        let dir = tempfile::tempdir().unwrap();
        let pack = dir.path().join("malom.sanmill_puzzles");
        std::fs::write(&pack, super::sanmill_pack(&[super::P18, super::P28])).unwrap();
        let not_a_pack = dir.path().join("notes.txt");
        std::fs::write(&not_a_pack, "not json").unwrap();
        let mut sim = opened(Variant::Nine.rules());
        solved_tables(&mut sim);
        let type_in = |sim: &mut Sim, path: &std::path::Path| {
            sim.send(key(KeyCode::Char('o')));
            for c in path.to_str().unwrap().chars() {
                sim.send(key(KeyCode::Char(c)));
            }
        };
        type_in(&mut sim, &not_a_pack);
        let s = sim.screen(100, 40).0;
        assert!(s.contains("Pack file:"), "{s}");
        // Letters go to the file, not to the board (d, 6 would move the cursor).
        assert_eq!(sim.app().puzzles().unwrap().typing(), not_a_pack.to_str());
        sim.send(key(KeyCode::Enter));
        let s = sim.screen(100, 40).0;
        assert!(s.contains("not JSON"), "{s}");
        assert!(s.contains("of 60"), "the standard set stays: {s}");
        // Esc while typing goes back to the puzzle, nothing read.
        sim.send(key(KeyCode::Char('o')));
        sim.send(key(KeyCode::Esc));
        assert_eq!(sim.app().puzzles().unwrap().typing(), None);
        type_in(&mut sim, &pack);
        sim.send(key(KeyCode::Enter));
        solved_tables(&mut sim);
        let s = sim.screen(100, 40).0;
        assert!(s.contains("Puzzle 1 of 2"), "{s}");
        assert!(s.contains("morris disagrees with the pack"), "{s}");
        // The pack's name, a field of the progress file, cannot break a line of it.
        let name = sim.app().puzzles().unwrap().name().to_string();
        assert_eq!(name, "sanmill:Malom _ 18");
        let mut progress = morris::store::puzzles::Progress::default();
        progress.note(&name, "fen", morris::store::puzzles::Tried::Solved, 1);
        let back = morris::store::puzzles::Progress::parse(&progress.to_text()).unwrap();
        assert_eq!(back, progress);
    }

    /// The screen's own keys: the board's keys that do nothing here (u undo, r redo, p
    /// replay, Tab review) are neither read nor listed, and `?` lists exactly its keys.
    #[test]
    fn the_help_over_the_puzzles_screen_lists_its_keys_alone() {
        use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
        use morris::tui::messages::Msg;
        let key = |c| Msg::Key(KeyEvent::new(c, KeyModifiers::NONE));
        let mut sim = opened(Variant::Three.rules());
        solved_tables(&mut sim);
        let before = sim.app().puzzles().unwrap().clone();
        for c in ['u', 'r', 'p', 'v', 'x'] {
            sim.send(key(KeyCode::Char(c)));
        }
        sim.send(key(KeyCode::Tab));
        assert_eq!(
            sim.app().puzzles(),
            Some(&before),
            "a board key did something"
        );
        let footer = text(&sim).lines().last().unwrap().to_string();
        assert!(
            footer.contains("Enter select") && footer.contains("i hint"),
            "{footer}"
        );
        assert!(
            !footer.contains("undo") && !footer.contains("review"),
            "{footer}"
        );
        sim.send(key(KeyCode::Char('?')));
        let help = sim.screen(80, 50).0;
        assert!(help.contains("On the Puzzles screen"), "{help}");
        for theirs in [
            "the next puzzle",
            "hint: the stone to play",
            "click a point",
        ] {
            assert!(help.contains(theirs), "{theirs} missing:\n{help}");
        }
        for not_here in ["u or Backspace", "undo", "Tab ", "In review", "In the menu"] {
            assert!(!help.contains(not_here), "{not_here} listed:\n{help}");
        }
        insta::assert_snapshot!("puzzles_help_80x24", sim.screen(80, 24).0);
        sim.send(key(KeyCode::Esc));
        assert_eq!(
            sim.app().puzzles(),
            Some(&before),
            "closing the help lost the puzzle"
        );
    }

    #[test]
    fn the_puzzles_screen_in_ascii_has_nothing_else() {
        let settings = Settings {
            ascii: true,
            color: false,
            ..Settings::default()
        };
        let mut sim = Sim::new(Start::new(Game::new(Variant::Three.rules()), settings));
        sim.press(Action::Menu);
        let i = sim
            .app()
            .menu()
            .iter()
            .position(|m| *m == MenuItem::Puzzles)
            .unwrap();
        sim.press(Action::Choose(i));
        for s in [sim.screen(80, 24).0, sim.screen(60, 17).0] {
            assert!(s.is_ascii(), "non-ASCII in --ascii mode:\n{s}");
        }
        solved_tables(&mut sim);
        sim.press(Action::Hint);
        let s = sim.screen(80, 24).0;
        assert!(s.is_ascii(), "non-ASCII in --ascii mode:\n{s}");
        insta::assert_snapshot!("puzzles_hint_ascii_80x24", s);
    }

    #[test]
    fn the_puzzles_screen_at_80x24_and_the_smallest_size() {
        let sim = opened(Variant::Nine.rules());
        insta::assert_snapshot!("puzzles_solving_80x24", sim.screen(80, 24).0);
        let mut sim = opened(Variant::Three.rules());
        solved_tables(&mut sim);
        let p = sim.app().puzzles().unwrap().attempt().puzzle().clone();
        let wrong = p
            .position
            .legal()
            .into_iter()
            .find(|&d| d != p.answer)
            .unwrap();
        play(&mut sim, wrong);
        insta::assert_snapshot!("puzzles_wrong_80x24", sim.screen(80, 24).0);
        insta::assert_snapshot!(
            "puzzles_wrong_60x17",
            sim.screen(
                morris::tui::layout::MIN_WIDTH,
                morris::tui::layout::MIN_HEIGHT
            )
            .0
        );
    }
}

/// `morris puzzles` at the terminal: one puzzle solved, the next failed, and back to the game.
#[test]
fn a_puzzle_solved_and_one_failed_at_the_terminal() {
    let rules = Variant::Three.rules();
    let set = morris::puzzles::shipped(&rules);
    let mut tb = Tablebase::new(rules);
    tb.solve(3, 3, &mut |_, _| {}).unwrap();
    let Some(t) = crate::tmux::start("puzzles", "--variant three puzzles") else {
        return;
    };
    t.wait_screen("Puzzle 1 of 40");
    t.wait_for("the tables solved", || {
        !t.screen().contains("Solving the tables")
    });
    let name = |p: morris::rules::Point| p.to_string();
    let points = |d: morris::rules::Decision| match d {
        morris::rules::Decision::Move(a, b) => vec![name(a), name(b)],
        d => vec![name(d.target().unwrap())],
    };
    // The first puzzle: its one answer.
    let answer: Vec<String> = points(set[0].answer);
    assert_eq!(set[0].line.len(), 1, "{}", set[0].to_line());
    t.play(&answer.iter().map(String::as_str).collect::<Vec<_>>());
    t.wait_screen("Solved! n for the next puzzle.");
    // The second: two decisions that throw it away.
    t.keys(&["n"]);
    t.wait_screen("Puzzle 2 of 40");
    let p = &set[1];
    let wrong: Vec<_> = p
        .position
        .legal()
        .into_iter()
        .filter(|&d| d != p.answer)
        .collect();
    for d in [wrong[0], wrong[wrong.len() - 1]] {
        t.play(&points(d).iter().map(String::as_str).collect::<Vec<_>>());
    }
    t.wait_screen("Not solved: the solution was shown");
    let s = t.screen();
    assert!(s.contains("This visit: 1 solved, 1 failed"), "{s}");
    assert!(s.contains(&format!("The solution: {}", p.answer)), "{s}");
    // Esc: back to the shell `morris puzzles` was started from.
    t.keys(&["Escape"]);
    assert_eq!(t.wait_exit(), "0");
}

/// The progress is kept in the data folder: read when the screen opens, each result noted.
#[test]
fn the_progress_of_a_set_is_kept_and_shown_the_next_time() {
    use morris::rules::{Game, Variant};
    use morris::tui::app::{MenuItem, Start};
    use morris::tui::sim::Sim;
    use morris::tui::{Action, Settings};
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let open = || {
        let mut sim = Sim::new(Start::new(
            Game::new(Variant::Three.rules()),
            Settings::default(),
        ));
        sim.paths.data = Some(data.clone());
        sim.press(Action::Menu);
        let i = sim
            .app()
            .menu()
            .iter()
            .position(|m| *m == MenuItem::Puzzles)
            .unwrap();
        sim.press(Action::Choose(i));
        while sim.app().analysis().solving() {
            assert!(sim.work());
        }
        sim
    };
    let mut sim = open();
    assert_eq!(sim.app().puzzles().unwrap().kept(), Some((0, 0)));
    assert!(
        sim.screen(80, 24)
            .0
            .contains("In all: 0 of 40 solved, 0 failed")
    );
    let p = sim.app().puzzles().unwrap().attempt().puzzle().clone();
    let d = p.answer;
    let keys = |sim: &mut Sim, q: morris::rules::Point| {
        sim.press(Action::File(q.file()));
        sim.press(Action::Rank(q.rank()));
        sim.press(Action::Select);
    };
    match d {
        morris::rules::Decision::Move(a, b) => {
            keys(&mut sim, a);
            keys(&mut sim, b);
        }
        d => keys(&mut sim, d.target().unwrap()),
    }
    assert_eq!(sim.app().puzzles().unwrap().kept(), Some((1, 0)));
    let text = std::fs::read_to_string(data.join("puzzles.txt")).unwrap();
    assert!(
        text.contains(&format!("three | {} | solved |", p.position.fen())),
        "{text}"
    );
    // Another visit reads it back, and puts up the first puzzle not solved yet.
    let sim = open();
    assert_eq!(sim.app().puzzles().unwrap().kept(), Some((1, 0)));
    assert_eq!(sim.app().puzzles().unwrap().number(), (2, 40));
    // A damaged file is kept aside at the next result, and said.
    std::fs::write(data.join("puzzles.txt"), "not progress\n").unwrap();
    let mut sim = open();
    let screen = sim.screen(80, 24).0;
    assert!(screen.contains("puzzles.txt cannot be"), "{screen}");
    match d {
        morris::rules::Decision::Move(a, b) => {
            keys(&mut sim, a);
            keys(&mut sim, b);
        }
        d => keys(&mut sim, d.target().unwrap()),
    }
    assert_eq!(sim.app().puzzles().unwrap().kept(), Some((1, 0)));
    assert_eq!(
        std::fs::read_to_string(data.join("puzzles.txt.unreadable")).unwrap(),
        "not progress\n"
    );
    let screen = sim.screen(80, 24).0;
    assert!(screen.contains("it is kept as"), "{screen}");
}

/// Two puzzles of Sanmill's own pack (`malom_perfect_db_puzzles`, its puzzles 18 and 20, the
/// positions and first solution lines as it ships them) whose lines are not best play: each
/// is reported with the defence that gives up too soon and the one that holds out longest;
/// a puzzle of morris's own set, written as a pack, agrees.
#[test]
fn a_sanmill_pack_with_a_wrong_solution_is_reported() {
    use morris::puzzles::sanmill::{self, Check};
    let text = sanmill_pack(&[P18, P20]);
    let pack = sanmill::parse(&text).unwrap();
    let tb = crate::common::standard_tables();
    let checks: Vec<Check> = pack
        .puzzles
        .iter()
        .map(|p| sanmill::check(p.as_ref().unwrap(), &tb))
        .collect();
    let Check::Disagrees(why) = &checks[0] else {
        panic!("{:?}", checks[0]);
    };
    assert!(why.contains("f2-g7 leads to win 17 (from win 9)"), "{why}");
    assert!(
        why.contains("the defence a7-g4") && why.contains("loses in 8 turns, c4-g4 in 16"),
        "{why}"
    );
    let Check::Disagrees(why) = &checks[1] else {
        panic!("{:?}", checks[1]);
    };
    assert!(
        why.starts_with("the pack says win in 5, the tables win in 7 (own turns)"),
        "{why}"
    );
    assert!(why.contains("the defence c5-d3"), "{why}");
    // morris's own puzzle, written as a pack, agrees.
    let rules = Variant::Nine.rules();
    let set = morris::puzzles::shipped(&rules);
    let own = sanmill::parse(&sanmill::write(&set[..3], rules, "own").unwrap()).unwrap();
    for p in &own.puzzles {
        let c = sanmill::check(p.as_ref().unwrap(), &tb);
        assert!(matches!(c, Check::Agrees(_)), "{c:?}");
    }
}

/// Sanmill's puzzle 18 of its own pack, as it ships it: a 3v3 win whose line defends short.
const P18: (&str, &str, &str, &str) = (
    "malom_movement_white_5_656830ee",
    "**O***@*/***O****/@**O***@ w m p 3 0 3 0 0 0 -1 -1 -1 -1 0 0 1 ids:nodes",
    "5",
    "f2-g7 a7-g4 g7-e3 c4-e5 e4-d3 e5-c3 e3-d1 c3-d5 g1-d2 xg4",
);

/// Sanmill's puzzle 20: its win in 5 is a win in 7.
const P20: (&str, &str, &str, &str) = (
    "malom_movement_white_5_e6b07226",
    "***O**@@/@****O**/O******* w m p 3 0 3 0 0 0 -1 -1 -1 -1 0 0 1 ids:nodes",
    "5",
    "d7-c3 c5-d3 c3-e4 c4-e5 e3-f4 e5-g4 e4-f2 d3-d5 b2-f6 xg4",
);

/// Sanmill's puzzle 28: in the placing phase, which morris has no exact values for.
const P28: (&str, &str, &str, &str) = (
    "malom_placement_black_4_5c3138c2",
    "********/**@**@@*/*O*O@OO* b p p 4 0 4 1 0 0 -1 -1 -1 -1 0 0 1 ids:nodes",
    "4",
    "d7 g1-g4 b2-d2 a4-a7 b4-a4 g4-g1 f4-g4",
);

/// A Sanmill pack (standard rules) of `puzzles`: each its id, FEN, win in N and first line.
fn sanmill_pack(puzzles: &[(&str, &str, &str, &str)]) -> String {
    let moves = |line: &str, white: bool| -> String {
        let mut black = white;
        line.split(' ')
            .map(|m| {
                if !m.starts_with('x') {
                    black = !black;
                }
                let s = if black { "black" } else { "white" };
                format!(r#"{{"notation": "{m}", "side": "{s}"}}"#)
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    let puzzles: Vec<String> = puzzles
        .iter()
        .map(|(id, fen, n, line)| {
            format!(
                r#"{{"id": "{id}", "title": "Win in {n}", "description": "", "category": "winGame", "difficulty": "easy", "initialPosition": "{fen}", "solutions": [{{"moves": [{}], "isOptimal": true}}], "tags": ["win-in-{n}", "objective:win"]}}"#,
                moves(line, fen.contains(" w "))
            )
        })
        .collect();
    format!(
        r#"{{"formatVersion": "1.0", "metadata": {{"ruleVariantId": "standard_9mm", "name": "Malom | 18\n"}}, "puzzles": [{}]}}"#,
        puzzles.join(", ")
    )
}

/// `morris puzzles --list FILE`, and `morris puzzles FILE` into a pipe, list the pack's
/// puzzles (the screen is for a terminal); `--check` reports the disagreement and exits 1.
#[test]
fn a_pack_into_a_pipe_is_listed_and_checked() {
    let home = tempfile::tempdir().unwrap();
    let pack = home.path().join("malom.sanmill_puzzles");
    std::fs::write(&pack, sanmill_pack(&[P18, P28])).unwrap();
    let file = pack.to_str().unwrap();
    for args in [&["puzzles", "--list", file][..], &["puzzles", file]] {
        let (code, out, err) = crate::common::morris_in(home.path(), args, b"");
        assert_eq!(code, 0, "{args:?}: {err}");
        assert!(
            out.contains("1 | malom_movement_white_5_656830ee | winGame"),
            "{out}"
        );
        assert!(
            out.contains("2 | malom_placement_black_4_5c3138c2"),
            "{out}"
        );
    }
    let (code, out, _) = crate::common::morris_in(home.path(), &["puzzles", "--check", file], b"");
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("puzzle 1 (malom_movement_white_5_656830ee): disagrees"),
        "{out}"
    );
    assert!(out.contains("c4-g4 in 16"), "{out}");
    assert!(
        out.contains("puzzle 2 (malom_placement_black_4_5c3138c2): not checked"),
        "{out}"
    );
}

//! `morris stats` through the real binary, on a scoreboard written by the test: the ratings
//! as hand-computed, the results by variant and opponent, `--json`, and a damaged count
//! treated as `morris score` treats it.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::{Path, PathBuf};

use crate::common::morris_in as morris;

fn data(home: &Path) -> PathBuf {
    let d = home.join(".local/share/morris");
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A count of four games: Ann beats level 1, draws Bob, beats Bob with hints (apart), and
/// two levels play each other.
const COUNT: &str = r#"
[[game]]
record = "/nowhere/1.pgn"
white = "Ann"
black = "morris level 1"
variant = "nine"
result = "1-0"

[[game]]
record = "/nowhere/2.pgn"
white = "Bob"
black = "Ann"
variant = "twelve"
result = "1/2-1/2"

[[game]]
record = "/nowhere/3.pgn"
white = "Ann"
black = "Bob"
variant = "nine"
result = "1-0"
apart = "with hints"

[[game]]
record = "/nowhere/4.pgn"
white = "morris level 2"
black = "morris level 3"
variant = "nine"
result = "0-1"
"#;

#[test]
fn stats_rate_people_from_the_scoreboard() {
    let home = tempfile::tempdir().unwrap();
    std::fs::write(data(home.path()).join("scores.toml"), COUNT).unwrap();
    let (code, out, err) = morris(home.path(), &["stats"], b"");
    assert_eq!(code, 0, "{err}");
    // Ann: 1000 + 32 × (1 − 0.759747) = 1007.688 against level 1 (800); then a draw with Bob
    // (1000): expected 0.511061, 1007.688 − 0.354 = 1007.334. Bob: 1000.354.
    assert!(
        out.contains("Ann: rating 1007 after 2 rated games"),
        "{out}"
    );
    assert!(
        out.contains("Bob: rating 1000 after 1 rated game\n"),
        "{out}"
    );
    assert!(out.contains("games: 1 won, 1 drawn, 0 lost"), "{out}");
    assert!(
        out.contains(
            "counted apart (a set-up position or help), not rated: 1 won, 0 drawn, 0 lost"
        ),
        "{out}"
    );
    let row = |who: &str, first: &str| -> Vec<String> {
        let part = out.split(&format!("{who}: ")).nth(1).unwrap();
        part.lines()
            .find(|l| l.trim_start().starts_with(first))
            .unwrap_or_else(|| panic!("no {first} row for {who}:\n{out}"))
            .split_whitespace()
            .map(str::to_string)
            .collect()
    };
    assert_eq!(row("Ann", "twelve"), ["twelve", "0", "1", "0"]);
    assert_eq!(
        row("Ann", "morris level 1"),
        ["morris", "level", "1", "1", "0", "0"]
    );
    // The computer is nobody's person: two levels rate nobody and have no entry.
    assert!(!out.contains("morris level 2:"), "{out}");

    let (code, json, err) = morris(home.path(), &["stats", "--json"], b"");
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let people = v["people"].as_array().unwrap();
    assert_eq!(people.len(), 2);
    assert_eq!(people[0]["name"], "Ann");
    let ann = people[0]["rating"].as_f64().unwrap();
    assert!((ann - 1007.334).abs() < 0.01, "{ann}");
    assert_eq!(people[0]["history"].as_array().unwrap().len(), 2);
    assert_eq!(people[0]["by_variant"]["nine"]["won"], 1);
    assert_eq!(people[0]["apart"]["won"], 1);
}

#[test]
fn a_damaged_count_is_said_and_kept_aside() {
    let home = tempfile::tempdir().unwrap();
    let d = data(home.path());
    let damaged = "this is [[[ not a count\n";
    std::fs::write(d.join("scores.toml"), damaged).unwrap();
    let (code, out, err) = morris(home.path(), &["stats"], b"");
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("scores.toml"), "{err}");
    assert!(out.contains("No finished games of a person yet."), "{out}");
    // Nothing lost: the damaged file is kept as it was.
    assert_eq!(
        std::fs::read_to_string(d.join("scores.toml.unreadable")).unwrap(),
        damaged
    );
}

/// The puzzles' line of a set says how many of the set the game ships were solved: the
/// count is the shipped set's, as the Puzzles screen counts it.
#[test]
fn the_puzzles_of_a_set_are_counted_of_the_set_shipped() {
    use morris::rules::Variant;
    use morris::store::puzzles::{Book, Tried};
    let dir = tempfile::tempdir().unwrap();
    let shipped = morris::puzzles::shipped(&Variant::Nine.rules());
    assert!(shipped.len() > 2, "{}", shipped.len());
    let book = Book::new(dir.path());
    let fen = |i: usize| shipped[i].position.fen();
    book.note("nine", &fen(0), Tried::Solved, 1).unwrap();
    book.note("nine", &fen(1), Tried::Failed, 2).unwrap();
    let s = morris::store::stats::read(dir.path());
    assert_eq!(s.puzzles.len(), 1, "{:?}", s.puzzles);
    let set = &s.puzzles[0];
    assert_eq!(
        (set.set.as_str(), set.solved, set.failed, set.shipped),
        ("nine", 1, 1, shipped.len())
    );
}

/// The Statistics screen, driven as a player drives it in the sim: opened from the menu, the
/// store's read handed to it, looked at in every language and size, with and without colour,
/// in ASCII.
mod screen {
    use morris::lang::{self, Lang};
    use morris::rules::{Game, Rules};
    use morris::store::scores::Ledger;
    use morris::store::stats::{self, PuzzleSet, Stats};
    use morris::tui::app::{MenuItem, Mode, Start};
    use morris::tui::messages::{Msg, Stored};
    use morris::tui::sim::Sim;
    use morris::tui::{Action, Settings};

    /// Ann's season: ten games against the levels and Bob, dated, two more counted apart;
    /// Bob's two games; a game between two levels (nobody's).
    pub(super) fn season() -> String {
        let games = [
            ("Ann", "morris level 1", "1-0", "2026.11.20", None),
            ("morris level 2", "Ann", "1-0", "2026.11.21", None),
            ("Ann", "morris level 2", "1/2-1/2", "2026.11.22", None),
            ("Bob", "Ann", "0-1", "2026.11.23", None),
            ("Ann", "morris level 3", "0-1", "2026.11.25", None),
            ("Ann", "morris level 1", "1-0", "2026.11.27", None),
            ("Ann", "Bob", "1/2-1/2", "2026.11.28", None),
            ("morris level 2", "Ann", "0-1", "2026.12.01", None),
            ("Ann", "morris level 2", "1-0", "2026.12.03", None),
            ("Ann", "morris level 3", "1/2-1/2", "2026.12.05", None),
            ("Ann", "Bob", "1-0", "2026.12.05", Some("with hints")),
            (
                "Ann",
                "morris level 4",
                "1-0",
                "2026.12.06",
                Some("from a set-up position"),
            ),
            (
                "morris level 2",
                "morris level 3",
                "0-1",
                "2026.12.06",
                None,
            ),
        ];
        let mut text = String::new();
        for (i, (w, b, r, d, apart)) in games.iter().enumerate() {
            let variant = if i == 3 { "twelve" } else { "nine" };
            text += &format!(
                "[[game]]\nrecord = \"/nowhere/{i}.pgn\"\nwhite = \"{w}\"\nblack = \"{b}\"\nvariant = \"{variant}\"\nresult = \"{r}\"\ndate = \"{d}\"\n"
            );
            if let Some(why) = apart {
                text += &format!("apart = \"{why}\"\n");
            }
        }
        text
    }

    /// What the store would read of the season (each game 30 decisions and more long).
    pub(super) fn read() -> Stats {
        let ledger = Ledger::parse(&season()).unwrap();
        let people = stats::summary(&ledger, |e| {
            let i: usize = e
                .record
                .trim_start_matches("/nowhere/")
                .trim_end_matches(".pgn")
                .parse()
                .unwrap();
            Some(30 + 7 * i)
        });
        Stats {
            people,
            puzzles: vec![PuzzleSet {
                set: "nine".into(),
                solved: 3,
                failed: 1,
                shipped: 40,
            }],
            ..Stats::default()
        }
    }

    /// A game at the table, the Statistics screen opened from the menu and `stats` read.
    pub(super) fn opened(settings: Settings, stats: Option<Stats>) -> Sim {
        let mut sim = Sim::new(Start::new(Game::new(Rules::default()), settings));
        sim.press(Action::Menu);
        let i = sim
            .app()
            .menu()
            .iter()
            .position(|m| *m == MenuItem::Stats)
            .unwrap();
        sim.press(Action::Choose(i));
        assert!(matches!(sim.app().mode(), Mode::Stats(_)));
        sim.send(Msg::Stored(Stored::Stats(stats.map(Box::new))));
        sim
    }

    struct Speaking;
    impl Drop for Speaking {
        fn drop(&mut self) {
            lang::set_here(None);
        }
    }
    fn speak(l: Lang) -> Speaking {
        lang::set_here(Some(l));
        Speaking
    }

    #[test]
    fn the_statistics_screen_at_every_size_and_in_every_language() {
        for l in [Lang::En, Lang::De, Lang::Pt] {
            let _here = speak(l);
            let sim = opened(Settings::default(), Some(read()));
            for (w, h) in [(80, 24), (60, 17), (200, 50)] {
                let s = sim.screen(w, h).0;
                insta::assert_snapshot!(format!("stats_{}_{w}x{h}", l.code()), s);
            }
        }
    }

    #[test]
    fn the_statistics_screen_in_ascii_has_nothing_else() {
        let settings = Settings {
            ascii: true,
            ..Settings::default()
        };
        let sim = opened(settings, Some(read()));
        for (w, h) in [(80, 24), (60, 17), (200, 50)] {
            let s = sim.screen(w, h).0;
            assert!(s.is_ascii(), "non-ASCII in --ascii mode:\n{s}");
        }
        insta::assert_snapshot!("stats_ascii_80x24", sim.screen(80, 24).0);
    }

    /// The first rows of the screen's text, below the chart, at 80×24.
    fn text_rows(sim: &Sim) -> Vec<String> {
        sim.screen(80, 24)
            .0
            .lines()
            .skip(10)
            .map(|l| l.trim_matches('"').trim_end().to_string())
            .collect()
    }

    #[test]
    fn arrows_choose_the_person_and_scroll_and_esc_goes_back_to_the_game() {
        let mut sim = opened(Settings::default(), Some(read()));
        sim.send(Msg::Resized(80, 24));
        let s = sim.screen(80, 24).0;
        assert!(s.contains("◂ Ann (1 of 2) ▸"), "{s}");
        // Ann's rating by hand: see `ten_games_against_the_levels_by_hand` below.
        assert!(s.contains("Rating 1045 after 10 rated games"), "{s}");
        sim.press(Action::Right);
        let s = sim.screen(80, 24).0;
        assert!(s.contains("◂ Bob (2 of 2) ▸"), "{s}");
        // Bob: lost to Ann (1000 v 1000: −16 → 984), then drew her.
        assert!(s.contains("Rating 9"), "{s}");
        assert!(s.contains("after 2 rated games"), "{s}");
        assert!(s.contains("Twelve Men's Morris"), "{s}");
        sim.press(Action::Right);
        assert!(sim.screen(80, 24).0.contains("◂ Ann (1 of 2) ▸"));
        sim.press(Action::Left);
        assert!(sim.screen(80, 24).0.contains("◂ Bob (2 of 2) ▸"));
        sim.press(Action::Left);
        // Ann's text is longer than the screen: ↓ shows the rest, as far as its last line.
        let before = text_rows(&sim);
        assert!(before[0].contains("Rating 1045"), "{before:?}");
        // The footer says how much is below.
        assert!(before.last().unwrap().ends_with("↓ 8 more"), "{before:?}");
        assert!(!before.iter().any(|l| l.contains("Puzzles")), "{before:?}");
        for _ in 0..40 {
            sim.press(Action::Down);
        }
        let after = text_rows(&sim);
        assert!(
            after
                .iter()
                .any(|l| l.contains("Nine Men's Morris: 3 of 40 solved, 1 failed")),
            "{after:?}"
        );
        assert!(
            after.iter().any(|l| l.contains("Longest games")),
            "{after:?}"
        );
        assert!(after.last().unwrap().ends_with("Esc back"), "{after:?}");
        // One ↑ answers at once: the scroll stopped at the last line.
        sim.press(Action::Up);
        let up = text_rows(&sim);
        assert_ne!(up, after);
        sim.press(Action::Home);
        assert_eq!(text_rows(&sim), before);
        sim.press(Action::Cancel);
        assert_eq!(sim.app().mode(), &Mode::Play);
        assert!(!sim.quits());
    }

    /// The screen's own keys that the board never had: a page down, the top, the end.
    #[test]
    fn pages_and_the_ends_of_the_text_are_keys_of_their_own() {
        use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
        let key = |c| Msg::Key(KeyEvent::new(c, KeyModifiers::NONE));
        let mut sim = opened(Settings::default(), Some(read()));
        sim.send(Msg::Resized(80, 24));
        let top = text_rows(&sim);
        assert!(top.last().unwrap().ends_with("↓ 8 more"), "{top:?}");
        assert!(
            top.last()
                .unwrap()
                .starts_with(" ←→ player · ↑↓ scroll · ? keys"),
            "{top:?}"
        );
        sim.send(key(KeyCode::PageDown));
        let end = text_rows(&sim);
        assert!(end.last().unwrap().ends_with("Esc back"), "{end:?}");
        sim.send(key(KeyCode::Home));
        assert_eq!(text_rows(&sim), top);
        sim.send(key(KeyCode::End));
        assert_eq!(text_rows(&sim), end);
        sim.send(key(KeyCode::PageUp));
        assert_eq!(text_rows(&sim), top);
        sim.send(key(KeyCode::Char('m')));
        assert!(matches!(sim.app().mode(), Mode::Menu(_)));
    }

    #[test]
    fn the_person_at_the_table_is_shown_first() {
        let settings = Settings {
            names: ["Bob".into(), "computer".into()],
            ..Settings::default()
        };
        let sim = opened(settings, Some(read()));
        assert!(sim.screen(80, 24).0.contains("◂ Bob (2 of 2) ▸"));
    }

    #[test]
    fn nobody_yet_and_no_data_folder_are_said() {
        let sim = opened(Settings::default(), Some(Stats::default()));
        let s = sim.screen(60, 17).0;
        assert!(s.contains("No finished games of a person yet."), "{s}");
        let sim = opened(Settings::default(), None);
        let s = sim.screen(80, 24).0;
        assert!(s.contains("This system has no data folder"), "{s}");
        // Before the store answers.
        let mut sim = Sim::new(Start {
            stats: true,
            ..Start::new(Game::new(Rules::default()), Settings::default())
        });
        assert!(sim.screen(80, 24).0.contains("Reading the scoreboard…"));
        sim.send(Msg::Stored(Stored::Stats(Some(Box::new(read())))));
        assert!(sim.screen(80, 24).0.contains("◂ Ann (1 of 2) ▸"));
    }

    /// Without colour (NO_COLOR makes the theme `mono`) every cell is in the terminal's own
    /// colours, the chart's line too; with colour the line has one.
    #[test]
    fn without_colour_the_screen_has_none() {
        use morris::theme::Theme;
        use ratatui::style::Color;
        let cells = |settings: Settings| {
            let sim = opened(settings, Some(read()));
            let mut t = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).unwrap();
            t.draw(|f| {
                morris::tui::view::frame(f, sim.app());
            })
            .unwrap();
            t.backend()
                .buffer()
                .content()
                .iter()
                .map(|c| (c.symbol().to_string(), c.fg, c.bg))
                .collect::<Vec<_>>()
        };
        let mono = Settings {
            theme: Theme::Mono,
            color: false,
            ..Settings::default()
        };
        for (symbol, fg, bg) in cells(mono) {
            assert_eq!((fg, bg), (Color::Reset, Color::Reset), "{symbol:?}");
        }
        let braille = |s: &str| s.chars().any(|c| ('\u{2801}'..='\u{28ff}').contains(&c));
        assert!(
            cells(Settings::default())
                .iter()
                .any(|(s, fg, _)| braille(s) && *fg != Color::Reset),
            "the chart's line has a colour of its own"
        );
    }

    /// Ann's season rated by hand (E = 1 / (1 + 10^((b − a) / 400)), K = 32; levels 1, 2, 3
    /// fixed at 800, 1010, 1187; Bob moves by what Ann takes from him):
    ///
    /// | game | against (rating) | score | E        | change   | Ann after |
    /// |------|------------------|-------|----------|----------|-----------|
    /// | 1    | level 1 (800)    | 1     | 0.759747 | +7.6881  | 1007.6881 |
    /// | 2    | level 2 (1010)   | 0     | 0.496673 | −15.8935 | 991.7946  |
    /// | 3    | level 2 (1010)   | ½     | 0.473824 | +0.8376  | 992.6322  |
    /// | 4    | Bob (1000)       | 1     | 0.489398 | +16.3392 | 1008.9714 |
    /// | 5    | level 3 (1187)   | 0     | 0.264091 | −8.4509  | 1000.5205 |
    /// | 6    | level 1 (800)    | 1     | 0.760293 | +7.6706  | 1008.1911 |
    /// | 7    | Bob (983.6608)   | ½     | 0.535244 | −1.1278  | 1007.0634 |
    /// | 8    | level 2 (1010)   | 1     | 0.495774 | +16.1352 | 1023.1986 |
    /// | 9    | level 2 (1010)   | 1     | 0.518985 | +15.3925 | 1038.5911 |
    /// | 10   | level 3 (1187)   | ½     | 0.298529 | +6.4471  | 1045.0381 |
    ///
    /// Bob: 983.6608 after game 4, 984.7885 after game 7. The two games counted apart rate
    /// nobody.
    #[test]
    fn ten_games_against_the_levels_by_hand() {
        let s = read();
        let ann = &s.people[0];
        assert_eq!(ann.name, "Ann");
        let want = [
            1007.6881, 991.7946, 992.6322, 1008.9714, 1000.5205, 1008.1911, 1007.0634, 1023.1986,
            1038.5911, 1045.0381,
        ];
        let got: Vec<f64> = ann.history.iter().map(|h| h.rating).collect();
        assert_eq!(got.len(), want.len());
        for (g, w) in got.iter().zip(want) {
            assert!((g - w).abs() < 0.001, "{got:?}");
        }
        let bob = &s.people[1];
        assert!(
            (bob.rating.unwrap() - 984.7885).abs() < 0.001,
            "{:?}",
            bob.rating
        );
        assert_eq!(ann.apart.won, 2);
        assert_eq!(ann.history[9].date.as_deref(), Some("2026.12.05"));
    }
}

/// The screen as the game opens it, with a data folder: the store brings the count up to
/// date and reads it, as `morris score` does.
mod files {
    use std::path::Path;

    use morris::rules::{Color, Game, Record, Rules, play_tokens};
    use morris::store::scores::{Ledger, note_game};
    use morris::tui::app::{MenuItem, Start};
    use morris::tui::sim::Sim;
    use morris::tui::{Action, Settings};

    /// The screen's rows trimmed and joined, for sentences that wrap.
    fn joined(screen: &str) -> String {
        screen
            .lines()
            .map(|l| l.trim_matches('"').trim())
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The Statistics screen opened from the menu of a game whose data folder is `data`.
    fn opened(data: &Path) -> Sim {
        let mut sim = Sim::new(Start::new(Game::new(Rules::default()), Settings::default()));
        sim.paths.data = Some(data.to_path_buf());
        sim.press(Action::Menu);
        let i = sim
            .app()
            .menu()
            .iter()
            .position(|m| *m == MenuItem::Stats)
            .unwrap();
        sim.press(Action::Choose(i));
        sim
    }

    /// A finished game: White won (Black resigned after White's first stone).
    fn won(white: &str, black: &str) -> Record {
        let mut game = play_tokens(Rules::default(), "d6").unwrap();
        game.resign(Color::Black);
        Record::new(game, white, black, "2026.12.06")
    }

    #[test]
    fn the_screen_reads_the_scoreboard_of_the_data_folder() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("scores.toml"), super::screen::season()).unwrap();
        let sim = opened(dir.path());
        let s = sim.screen(80, 24).0;
        assert!(s.contains("◂ Ann (1 of 2) ▸"), "{s}");
        assert!(s.contains("Rating 1045 after 10 rated games"), "{s}");
        assert!(s.contains("2026.11.20") && s.contains("2026.12.05"), "{s}");
    }

    /// A player's report: puzzles played from a Sanmill pack (kept as `sanmill:NAME`) were
    /// missing from the statistics' puzzles. They are listed after the presets, by name.
    #[test]
    fn the_puzzles_of_a_sanmill_pack_are_counted_too() {
        let dir = tempfile::tempdir().unwrap();
        let fen = "********/********/******** w p p 9 9 0 9 0 0 0 0 0 0 0 0 1";
        let text = format!(
            "# morris puzzles: set | fen | solved or failed | when (seconds since 1970)\n\
             nine | {fen} | solved | 1\n\
             sanmill:Perfect endgames | {fen} | solved | 2\n\
             sanmill:Perfect endgames | {fen}x | failed | 3\n"
        );
        std::fs::write(dir.path().join("puzzles.txt"), text).unwrap();
        let stats = morris::store::stats::read(dir.path());
        let sets: Vec<_> = stats
            .puzzles
            .iter()
            .map(|p| (p.set.as_str(), p.solved, p.failed))
            .collect();
        assert_eq!(sets, [("nine", 1, 0), ("sanmill:Perfect endgames", 1, 1)]);
        let sim = opened(dir.path());
        let s = joined(&sim.screen(200, 50).0);
        assert!(
            s.contains("Sanmill pack Perfect endgames: 1 solved, 1 failed"),
            "{s}"
        );
    }

    /// A damaged count is kept aside whole, said on the screen, and counted again from the
    /// records, as `morris score` does.
    #[test]
    fn a_damaged_count_is_kept_aside_and_said_on_the_screen() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        let damaged = "this is [[[ not a count\n";
        std::fs::write(d.join("scores.toml"), damaged).unwrap();
        let rec = d.join("game.pgn");
        std::fs::write(&rec, won("Carl", "morris level 1").to_text()).unwrap();
        let sim = opened(d);
        let s = joined(&sim.screen(80, 24).0);
        assert!(s.contains("scores.toml could not be read"), "{s}");
        assert!(s.contains("scores.toml.unreadable"), "{s}");
        assert!(s.contains("◂ Carl (1 of 1) ▸"), "{s}");
        assert_eq!(
            std::fs::read_to_string(d.join("scores.toml.unreadable")).unwrap(),
            damaged
        );
    }

    /// A count that cannot be written (its folder read-only, or immutable where the machine
    /// allows) is said, and what the records tell is shown all the same; nothing is lost.
    #[test]
    fn a_count_that_cannot_be_written_is_said_and_shown_from_the_records() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path().join("data");
        std::fs::create_dir(&d).unwrap();
        std::fs::write(d.join("scores.toml"), super::screen::season()).unwrap();
        // A finished game the count does not have yet: the count must be written.
        std::fs::write(d.join("new.pgn"), won("Carl", "morris level 1").to_text()).unwrap();
        std::fs::set_permissions(&d, std::fs::Permissions::from_mode(0o555)).unwrap();
        let probe = d.join("probe");
        let read_only = std::fs::write(&probe, "").is_err();
        let _ = std::fs::remove_file(&probe);
        let immutable = !read_only
            && std::process::Command::new("chattr")
                .arg("+i")
                .arg(&d)
                .status()
                .is_ok_and(|s| s.success());
        let undo = || {
            if immutable {
                let _ = std::process::Command::new("chattr")
                    .arg("-i")
                    .arg(&d)
                    .status();
            }
            let _ = std::fs::set_permissions(&d, std::fs::Permissions::from_mode(0o755));
        };
        if !read_only && !immutable {
            undo();
            assert!(
                std::env::var_os("CI").is_none(),
                "neither a read-only folder nor chattr +i stops writing here"
            );
            eprintln!("neither a read-only folder nor chattr +i stops writing here: not tried");
            return;
        }
        let sim = opened(&d);
        let s = joined(&sim.screen(80, 24).0);
        undo();
        assert!(
            s.contains("cannot write") && s.contains("scores.toml"),
            "{s}"
        );
        assert!(s.contains("1 finished game missing from the count"), "{s}");
        assert!(
            s.contains("(1 of 3)"),
            "Carl is counted from his record:\n{s}"
        );
        assert_eq!(
            std::fs::read_to_string(d.join("scores.toml")).unwrap(),
            super::screen::season(),
            "the count is left as it was"
        );
    }

    /// Two copies at once: games counted while others read the statistics. Every read sees a
    /// whole count and nothing fails; every game is counted in the end.
    #[test]
    fn copies_reading_while_others_count_lose_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path().to_path_buf();
        std::fs::write(d.join("scores.toml"), super::screen::season()).unwrap();
        let start = std::sync::Arc::new(std::sync::Barrier::new(8));
        let handles: Vec<_> = (0..8)
            .map(|i| {
                let (d, start) = (d.clone(), start.clone());
                std::thread::spawn(move || {
                    start.wait();
                    if i % 2 == 0 {
                        let r = won(&format!("Player {i}"), "morris level 2");
                        let rec = d.join(format!("g{i}.pgn"));
                        std::fs::write(&rec, r.to_text()).unwrap();
                        note_game(&d, &rec, &r).unwrap();
                        None
                    } else {
                        Some(morris::store::stats::read(&d))
                    }
                })
            })
            .collect();
        for h in handles {
            if let Some(s) = h.join().unwrap() {
                assert!(s.failed.is_none(), "{:?}", s.failed);
                assert!(s.people.iter().any(|p| p.name == "Ann"));
            }
        }
        let l = Ledger::load(&d);
        assert_eq!(l.games.len(), 13 + 4, "every game counted once");
        let s = morris::store::stats::read(&d);
        assert_eq!(s.people.len(), 2 + 4);
    }
}

/// `morris stats` at a terminal opens the screen (over a new game, as `morris puzzles`);
/// Esc goes back to the shell, where the player came from; `--print` prints at a terminal too.
#[test]
fn morris_stats_at_a_terminal_opens_the_screen() {
    let Some(t) = crate::tmux::start_with("stats", "stats", |home| {
        std::fs::write(data(home).join("scores.toml"), screen::season()).unwrap();
    }) else {
        return;
    };
    t.wait_screen("◂ Ann (1 of 2) ▸");
    t.wait_screen("Rating 1045 after 10 rated games");
    t.keys(&["Right"]);
    t.wait_screen("◂ Bob (2 of 2) ▸");
    t.keys(&["Escape"]);
    assert_eq!(t.wait_exit(), "0");
    t.run(80, 24, "stats --print");
    assert_eq!(t.wait_exit(), "0");
    let printed = t.screen();
    assert!(
        printed.contains("Ann: rating 1045 after 10 rated games"),
        "{printed}"
    );
    // A terminal that cannot show a screen gets the text too.
    t.run_env(80, 24, "TERM=dumb", "stats");
    assert_eq!(t.wait_exit(), "0");
    let printed = t.screen();
    assert!(
        printed.contains("Bob: rating 985 after 2 rated games"),
        "{printed}"
    );
}

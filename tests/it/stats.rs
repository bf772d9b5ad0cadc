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
}

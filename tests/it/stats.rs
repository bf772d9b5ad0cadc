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

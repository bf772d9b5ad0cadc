//! `scripts/match.py`, the match tool: it plays `morris engine` against another engine with
//! morris as the referee, writes records that morris opens, and ends each game as the rules
//! and the match's adjudication say (checked here against the rules crate, game by game).
//! Without python3 the tests say so and pass, except under CI, where they fail.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::collections::HashMap;
use std::path::Path;
use std::process::Command;

use morris::rules::{Color, Game, Reason, Rules, parse_turn};

/// Whether python3 is there: without it the tests say so and pass, except under CI, where
/// they fail ([`crate::common::have`]).
fn python() -> bool {
    crate::common::have("python3", "--version")
}

/// A stand-in engine for the tests: it answers the first or the last legal decision (by
/// `morris legal`), or always the same token, or (`never`) nothing at all; with `GOLOG`, it
/// writes each `go` line it is sent to that file.
const PICKER: &str = r#"#!/usr/bin/env python3
import os, subprocess, sys
pick = os.environ.get('PICK', 'first')
moves = []
for line in sys.stdin:
    w = line.split()
    if not w:
        continue
    if w[0] == 'uci':
        print('id name picker\nuciok', flush=True)
    elif w[0] == 'isready':
        print('readyok', flush=True)
    elif w[0] == 'position':
        moves = w[3:]
    elif w[0] == 'go':
        if os.environ.get('GOLOG'):
            with open(os.environ['GOLOG'], 'a') as f:
                f.write(line)
        if pick == 'never':
            continue
        legal = subprocess.run([os.environ['MORRIS'], 'legal', '--moves', ' '.join(moves)],
                               capture_output=True, text=True).stdout.split()
        choice = {'first': legal[:1], 'last': legal[-1:]}.get(pick, [pick])
        print('bestmove ' + (choice[0] if choice else 'none'), flush=True)
    elif w[0] == 'quit':
        break
"#;

/// Runs the match tool with `args` into `out`; returns what it printed.
fn run_match(dir: &Path, args: &[&str]) -> String {
    let out = Command::new("python3")
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/match.py"))
        .args(["--referee", env!("CARGO_BIN_EXE_morris")])
        .args(["--out", dir.join("out").to_str().unwrap(), "--name", "test"])
        .args(args)
        .env("MORRIS", env!("CARGO_BIN_EXE_morris"))
        .env("HOME", dir)
        .env("XDG_CACHE_HOME", dir.join("cache"))
        .env_remove("XDG_CONFIG_HOME")
        .env_remove("XDG_DATA_HOME")
        .current_dir(dir)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    text
}

/// Writes the stand-in engine; returns the command that runs it.
fn picker(dir: &Path) -> String {
    use std::os::unix::fs::PermissionsExt;
    let path = dir.join("picker.py");
    std::fs::write(&path, PICKER).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    format!("python3 {}", path.display())
}

/// The rows of results.tsv, as column name to value.
fn results(dir: &Path) -> Vec<HashMap<String, String>> {
    let text = std::fs::read_to_string(dir.join("out/results.tsv")).unwrap();
    let mut lines = text.lines();
    let cols: Vec<&str> = lines.next().unwrap().split('\t').collect();
    lines
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            cols.iter()
                .zip(l.split('\t'))
                .map(|(c, v)| (c.to_string(), v.to_string()))
                .collect()
        })
        .collect()
}

/// How the game of `tokens` ends by the rules and the match's adjudication, worked out here
/// from the rules crate: (ending, turns, winner).
fn adjudicate(tokens: &str, max_turns: usize, quiet_turns: usize) -> (String, usize, String) {
    let mut game = Game::new(Rules::default());
    let decisions: Vec<_> = tokens
        .split_whitespace()
        .flat_map(|t| parse_turn(t).unwrap())
        .collect();
    // The opening: one placement each, not judged.
    let mut next = 2;
    for &d in &decisions[..2] {
        game.play(d).unwrap();
    }
    let (mut turns, mut quiet) = (2, 0);
    let mut seen: HashMap<_, usize> = HashMap::new();
    loop {
        let pos = game.position();
        if let Some(o) = pos.outcome() {
            let ending = match o.reason {
                Reason::Blocked(_) => "blockade".to_string(),
                Reason::FewerThanThree(_) => "three stones".to_string(),
                r => r.to_string(),
            };
            let winner = o.winner.map_or("draw", |c| c.name());
            return (ending, turns, winner.into());
        }
        if turns >= max_turns {
            return (format!("{max_turns} turns"), turns, "draw".into());
        }
        if quiet >= quiet_turns {
            let e = format!("{quiet_turns} moving turns without a capture");
            return (e, turns, "draw".into());
        }
        let n = seen.entry(pos.repetition_key()).or_default();
        *n += 1;
        if *n >= 3 {
            return ("threefold repetition".into(), turns, "draw".into());
        }
        let side = pos.side_to_move();
        let moving = Color::BOTH.iter().all(|&c| pos.in_hand(c) == 0);
        let mut captured = false;
        while game.position().side_to_move() == side && game.position().outcome().is_none() {
            // A game the tool ended before the rules or the adjudication would have.
            let Some(&d) = decisions.get(next) else {
                return ("(not over)".into(), turns, "?".into());
            };
            next += 1;
            captured |= d.is_removal();
            game.play(d).unwrap();
        }
        turns += 1;
        if captured {
            quiet = 0;
            seen.clear();
        } else if moving {
            quiet += 1;
        }
    }
}

#[test]
fn games_end_as_the_rules_and_the_adjudication_say() {
    if !python() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let picker = picker(dir.path());
    let mut endings = std::collections::BTreeSet::new();
    // The first legal decision against the last, and against itself: repetitions, captures
    // down to two stones; then short limits, for the count of turns and of quiet turns.
    for (b, extra) in [
        ("last", vec![]),
        ("first", vec![]),
        ("first", vec!["--max-turns", "30"]),
        ("last", vec!["--quiet-turns", "3"]),
    ] {
        let mut args = vec![
            "--morris-a".to_string(),
            dir.path().join("picker.py").display().to_string(),
            "--opponent-cmd".into(),
            format!("env PICK={b} {picker}"),
            // One opening, played with either colour: each pair of pickers ends its games
            // the same way from any opening (a second one took as long again, and showed
            // the same endings).
            "--openings".into(),
            "1".into(),
            "--ms".into(),
            "20".into(),
        ];
        args.extend(extra.iter().map(|s| s.to_string()));
        let max: usize = extra
            .windows(2)
            .find(|w| w[0] == "--max-turns")
            .map_or(400, |w| w[1].parse().unwrap());
        let quiet: usize = extra
            .windows(2)
            .find(|w| w[0] == "--quiet-turns")
            .map_or(100, |w| w[1].parse().unwrap());
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        run_match(dir.path(), &args);
        let rows = results(dir.path());
        assert_eq!(rows.len(), 2);
        for r in rows {
            let (ending, turns, winner) = adjudicate(&r["moves"], max, quiet);
            assert_eq!(r["ending"], ending, "game {}: {:?}", r["game"], r);
            assert_eq!(r["turns"], turns.to_string(), "game {}", r["game"]);
            assert_eq!(r["winner"], winner, "game {}", r["game"]);
            endings.insert(ending);
        }
    }
    let seen: Vec<&str> = endings.iter().map(String::as_str).collect();
    assert_eq!(
        seen,
        [
            "3 moving turns without a capture",
            "30 turns",
            "three stones",
            "threefold repetition"
        ]
    );
}

#[test]
fn morris_plays_morris_and_every_game_is_a_record_morris_opens() {
    if !python() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let printed = run_match(
        dir.path(),
        &[
            "--morris-a",
            env!("CARGO_BIN_EXE_morris"),
            "--morris-b",
            env!("CARGO_BIN_EXE_morris"),
            "--openings",
            "1",
            "--ms",
            "10",
            "--max-turns",
            "16",
            "--concurrency",
            "2",
        ],
    );
    assert!(
        printed.contains("morris-a (A) v morris-b (B): 2 games"),
        "{printed}"
    );
    assert!(printed.contains("score"), "{printed}");
    let rows = results(dir.path());
    assert_eq!(rows.len(), 2);
    for r in &rows {
        let record = dir
            .path()
            .join(format!("out/games/game-{:0>4}.pgn", r["game"]));
        let shown = crate::common::binary(dir.path())
            .arg("show")
            .arg(&record)
            .output()
            .unwrap();
        assert!(
            shown.status.success(),
            "{}",
            String::from_utf8_lossy(&shown.stderr)
        );
        let text = std::fs::read_to_string(&record).unwrap();
        assert!(text.contains("[White \"morris-"), "{text}");
        assert!(
            text.contains(&format!("[Ending \"{}\"]", r["ending"])),
            "{text}"
        );
        // The record holds the game's decisions, in order.
        let pgn = crate::common::binary(dir.path())
            .args(["show", "--pgn"])
            .arg(&record)
            .output()
            .unwrap();
        let ply = format!("[PlyCount \"{}\"]", r["decisions"]);
        assert!(
            String::from_utf8_lossy(&pgn.stdout).contains(&ply),
            "{text}"
        );
    }
    // Every decision of morris is in the log, with the time it took.
    let log = std::fs::read_to_string(dir.path().join("out/turns.jsonl")).unwrap();
    assert!(log.lines().count() > 10);
    assert!(
        log.lines()
            .all(|l| l.contains("\"ms\": ") && l.contains("\"depth\": "))
    );
}

#[test]
fn an_illegal_decision_loses_the_game() {
    if !python() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let picker = picker(dir.path());
    // B always answers a1: legal once at most, then refused by the referee.
    run_match(
        dir.path(),
        &[
            "--morris-a",
            env!("CARGO_BIN_EXE_morris"),
            "--opponent-cmd",
            &format!("env PICK=a1 {picker}"),
            "--openings",
            "1",
            "--ms",
            "10",
        ],
    );
    for r in results(dir.path()) {
        assert_eq!(r["result"], "W", "{r:?}");
        assert_eq!(r["ending"], "B illegal decision", "{r:?}");
        assert!(r["detail"].starts_with("a1: "), "{r:?}");
    }
}

#[test]
fn on_the_clock_each_go_carries_the_clocks_and_a_side_out_of_time_loses() {
    if !python() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let picker = picker(dir.path());
    let golog = dir.path().join("go.log");
    // B never answers: its 3 s (0.05 minutes) run out on its first turn, in both games.
    let printed = run_match(
        dir.path(),
        &[
            "--morris-a",
            env!("CARGO_BIN_EXE_morris"),
            "--opponent-cmd",
            &format!("env PICK=never GOLOG={} {picker}", golog.display()),
            "--b-name",
            "silent",
            "--openings",
            "1",
            "--clock",
            "0.05+1",
        ],
    );
    assert!(printed.contains("clock 0.05+1"), "{printed}");
    assert!(printed.contains("games lost on time"), "{printed}");
    let rows = results(dir.path());
    assert_eq!(rows.len(), 2);
    for r in &rows {
        assert_eq!(r["result"], "W", "{r:?}");
        assert_eq!(r["ending"], "B on time", "{r:?}");
        assert_eq!(r["on_time"], "silent", "{r:?}");
        let record = dir
            .path()
            .join(format!("out/games/game-{:0>4}.pgn", r["game"]));
        let text = std::fs::read_to_string(&record).unwrap();
        assert!(text.contains("[TimeControl \"3+1\"]"), "{text}");
        assert!(text.contains("[Termination \"time forfeit\"]"), "{text}");
        // morris reads the record, and the loss on time in it.
        let shown = crate::common::binary(dir.path())
            .arg("show")
            .arg(&record)
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&shown.stdout);
        assert!(shown.status.success(), "{said}");
        assert!(said.contains("time"), "{said}");
    }
    // With A White, A played its turn first: the time it had left after it, the increment
    // added, is in the record (3 s, less its turn, plus 1 s).
    let first = std::fs::read_to_string(dir.path().join("out/games/game-0000.pgn")).unwrap();
    assert!(first.contains("{[%clk 0:00:0"), "{first}");
    // B was told both clocks and the increments: its own 3 s whole, A's as it stood.
    let gos = std::fs::read_to_string(&golog).unwrap();
    assert_eq!(gos.lines().count(), 2, "{gos}");
    for g in gos.lines() {
        assert!(g.starts_with("go wtime "), "{g}");
        assert!(g.contains(" winc 1000 binc 1000"), "{g}");
    }
    assert!(gos.contains("btime 3000 "), "{gos}");
    assert!(gos.contains("go wtime 3000 btime 3000 "), "{gos}");
}

//! Records as an attacker or an accident makes them: huge, endless, not files at all, or full
//! of escape sequences. Reading stays bounded, errors stay short, and nothing from a file
//! reaches the terminal raw. Also: the redo line survives a round trip through the record.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::io::Write;
use std::path::Path;
use std::process::Command;

use morris::rules::{Record, Rules, play_tokens};

/// `morris ARGS` in a home folder of its own.
fn morris(args: &[&str]) -> (i32, String, String) {
    let home = tempfile::tempdir().unwrap();
    let out = crate::common::binary(home.path())
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Peak resident memory of `morris args`, in KiB, by `/usr/bin/time` (None where it is not
/// installed), with the exit code and standard error.
fn peak_rss_kib(args: &[&str]) -> Option<(u64, i32, String)> {
    if !crate::common::have("/usr/bin/time", "--version") {
        return None;
    }
    let home = tempfile::tempdir().unwrap();
    let out = Command::new("/usr/bin/time")
        .args(["-f", "RSS %M"])
        .arg(env!("CARGO_BIN_EXE_morris"))
        .args(args)
        .env("HOME", home.path())
        .env_remove("XDG_CACHE_HOME")
        .env_remove("XDG_CONFIG_HOME")
        .env_remove("XDG_DATA_HOME")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    let rss = err
        .lines()
        .rev()
        .find_map(|l| l.strip_prefix("RSS "))
        .and_then(|n| n.trim().parse().ok())?;
    // /usr/bin/time reports the child's status on its own line when it is not 0.
    Some((rss, out.status.code().unwrap_or(-1), err))
}

/// A file of `mb` MiB of `d6 ` tokens: the second is illegal, at line 1.
fn token_file(dir: &Path, mb: usize) -> std::path::PathBuf {
    let path = dir.join(format!("tokens-{mb}.pgn"));
    let mut f = std::io::BufWriter::new(std::fs::File::create(&path).unwrap());
    let chunk = "d6 ".repeat(1 << 16);
    for _ in 0..(mb << 20) / chunk.len() {
        f.write_all(chunk.as_bytes()).unwrap();
    }
    f.flush().unwrap();
    path
}

#[test]
fn a_10_mb_token_file_is_read_within_a_small_multiple_of_its_size() {
    let dir = tempfile::tempdir().unwrap();
    let path = token_file(dir.path(), 10);
    let Some((rss, code, err)) = peak_rss_kib(&["show", path.to_str().unwrap()]) else {
        return;
    };
    eprintln!("10 MB of tokens: peak RSS {rss} KiB");
    assert_ne!(code, 0);
    assert!(err.contains("line 1, column 4"), "{err}");
    // 10 MiB of text: at most three times that, plus the program itself.
    assert!(rss < 3 * 10 * 1024 + 8 * 1024, "peak RSS {rss} KiB");
}

#[test]
fn a_100_mb_token_file_is_refused_without_reading_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = token_file(dir.path(), 100);
    let Some((rss, code, err)) = peak_rss_kib(&["show", path.to_str().unwrap()]) else {
        return;
    };
    eprintln!("100 MB of tokens: peak RSS {rss} KiB");
    assert_ne!(code, 0);
    assert!(err.contains("too big"), "{err}");
    assert!(rss < 16 * 1024, "peak RSS {rss} KiB");
}

#[test]
fn a_huge_token_is_quoted_short() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("token.pgn");
    std::fs::write(&path, format!("1. d6 {}\n", "x".repeat(10 << 20))).unwrap();
    let (code, out, err) = morris(&["show", path.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert!(err.len() < 300, "{} bytes of error", err.len());
    assert!(err.contains("line 1, column 7"), "{err}");
}

#[test]
fn devices_fifos_and_folders_are_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("fifo.pgn");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    for (path, what) in [
        ("/dev/zero", "a device"),
        (fifo.to_str().unwrap(), "FIFO"),
        (dir.path().to_str().unwrap(), "a folder"),
    ] {
        // A FIFO with no writer would block an open: the refusal must come first.
        let (code, _, err) = morris(&["show", path]);
        assert_eq!(code, 2, "{path}");
        assert!(err.contains(what), "{path}: {err}");
    }
}

#[test]
fn escape_sequences_from_a_record_never_reach_the_output() {
    let dir = tempfile::tempdir().unwrap();
    let named = dir.path().join("named.pgn");
    std::fs::write(
        &named,
        "[White \"Ann\u{1b}]0;PWNED\u{7}\u{1b}[2J\"]\n[Event \"x\u{9b}31m\"]\n1. d6 d2 *\n",
    )
    .unwrap();
    let (code, out, _) = morris(&["show", "--pgn", named.to_str().unwrap()]);
    assert_eq!(code, 0);
    assert!(!out.contains('\u{1b}') && !out.contains('\u{7}') && !out.contains('\u{9b}'));
    assert!(out.contains("[White \"Ann?]0;PWNED??[2J\"]"), "{out}");
    let bad = dir.path().join("bad.pgn");
    std::fs::write(&bad, "1. d6 \u{1b}[31mzz\u{1b}]0;PWNED\u{7}\n").unwrap();
    let (code, out, err) = morris(&["show", bad.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert!(!err.contains('\u{1b}') && !err.contains('\u{7}'), "{err:?}");
    assert!(err.contains("line 1, column 7"), "{err}");
    // A file name and a flag are outside text too.
    let (_, _, err) = morris(&["show", "no\u{1b}[2Jsuch.pgn"]);
    assert!(!err.contains('\u{1b}'), "{err:?}");
    let (_, _, err) = morris(&["--variant", "x\u{1b}]0;T\u{7}", "rules"]);
    assert!(!err.contains('\u{1b}'), "{err:?}");
}

#[test]
fn the_redo_line_survives_the_record() {
    // Undo four of six decisions, at a turn's end and in the middle of one.
    let mut game = play_tokens(Rules::default(), "d6 d2 a1 a4 g1 g4").unwrap();
    for undone in 1..=6 {
        game.undo();
        let record = Record::new(game.clone(), "A", "B", "2026.11.30");
        let text = record.to_text();
        let back = Record::parse(&text, Rules::default()).unwrap();
        assert_eq!(back.game.ply(), 6 - undone, "{text}");
        assert_eq!(back.game.history(), game.history(), "{text}");
        assert_eq!(back.game.decisions(), game.decisions());
        // And it is written again the same.
        assert_eq!(back.to_text(), text);
    }
    let mut g = play_tokens(Rules::default(), "d6 d2 a1 a4").unwrap();
    g.undo();
    g.undo();
    let text = Record::new(g, "A", "B", "?").to_text();
    assert!(text.contains("1. d6 d2 (1... d2 2. a1 a4) *"), "{text}");
}

#[test]
fn a_variation_that_is_not_the_redo_line_is_ignored() {
    let r = Record::parse("1. d6 d2 (1. d6 f4 2. a1) *", Rules::default()).unwrap();
    assert_eq!(r.game.ply(), 2);
    assert!(!r.game.can_redo());
    let r = Record::parse("1. d6 (1. f4) d2 *", Rules::default()).unwrap();
    assert_eq!(r.game.ply(), 2);
    assert!(!r.game.can_redo());
}

#[test]
fn a_closed_pipe_ends_output_quietly() {
    use std::io::{BufRead, BufReader};
    use std::os::unix::process::ExitStatusExt;
    for args in [
        &["perft", "6", "--divide"][..],
        &["man"][..],
        &["completions", "bash"][..],
    ] {
        let home = tempfile::tempdir().unwrap();
        let mut child = crate::common::binary(home.path())
            .args(args)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let mut first = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut first)
            .unwrap();
        // The reader goes away, as `| head -1` does.
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.is_empty(), "{args:?}: {err}");
        // Ended by SIGPIPE as other tools are, or done before the pipe closed.
        assert!(
            out.status.signal() == Some(13) || out.status.success(),
            "{args:?}: {:?}",
            out.status
        );
    }
}

/// Issue 36, 19: the help and the version into a full disk said nothing and exited 141 (as a
/// closed pipe does); every other command says the disk is full.
#[test]
fn help_into_a_full_disk_says_so() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        eprintln!("no /dev/full: not tried");
        return;
    };
    for args in [
        &["--help"][..],
        &["-h"][..],
        &["--version"][..],
        &["help", "score"][..],
        &["score", "--help"][..],
        &["rules"][..],
    ] {
        let home = tempfile::tempdir().unwrap();
        let out = crate::common::binary(home.path())
            .args(args)
            .stdout(full.try_clone().unwrap())
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("No space left on device"), "{args:?}: {err}");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
}

#[test]
fn a_10_mb_legal_game_is_refused_within_the_bound() {
    // Two stones shuffled back and forth for ever: legal, and endless under the default rules.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("long.pgn");
    let start = "c3 f6 g7 a7 e5 a4 d5 g1 e4 b4 g4 d2 f2 f4 b6 c5 d1 d7 ";
    let cycle = "b6-d6 a4-a1 d6-b6 a1-a4 ";
    let text = format!("{start}{}\n", cycle.repeat((10 << 20) / cycle.len()));
    std::fs::write(&path, text).unwrap();
    let Some((rss, code, err)) = peak_rss_kib(&["show", path.to_str().unwrap()]) else {
        return;
    };
    eprintln!("10 MB legal game: peak RSS {rss} KiB");
    assert_ne!(code, 0);
    assert!(err.contains("more than 200000 decisions"), "{err}");
    assert!(rss < 3 * 10 * 1024 + 8 * 1024, "peak RSS {rss} KiB");
}

#[test]
fn a_record_full_of_tags_is_refused_naming_the_line() {
    let dir = tempfile::tempdir().unwrap();
    // 5 million tags (40 MB): once took 590 MB to read.
    let path = dir.path().join("manytags.pgn");
    let mut f = std::io::BufWriter::new(std::fs::File::create(&path).unwrap());
    for _ in 0..5_000_000 {
        f.write_all(b"[X \"y\"]\n").unwrap();
    }
    f.write_all(b"\n1. d6 *\n").unwrap();
    drop(f);
    let Some((rss, code, err)) = peak_rss_kib(&["show", path.to_str().unwrap()]) else {
        return;
    };
    eprintln!("5 M tags (40 MB): peak RSS {rss} KiB");
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("line 1001") && err.contains("tags"), "{err}");
    // 40 MB of text: far less than the text itself.
    assert!(rss < 2 * 40 * 1024, "peak RSS {rss} KiB");
    // A few huge tags: the total size is bounded too.
    let big = format!("[A \"{0}\"]\n[B \"{0}\"]\n\n1. d6 *\n", "v".repeat(600_000));
    let err = Record::parse(&big, Rules::default())
        .unwrap_err()
        .to_string();
    assert!(err.contains("line 2") && err.contains("tags"), "{err}");
    // An ordinary record with many tags still reads.
    let mut fine: String = (0..100)
        .map(|i| format!("[T{i} \"value {i}\"]\n"))
        .collect();
    fine.push_str("\n1. d6 *\n");
    assert_eq!(
        Record::parse(&fine, Rules::default()).unwrap().tags.len(),
        100
    );
}

//! `morris eval`, `eval --batch` and `analyse` on the real binary, with a cache folder of
//! their own: values, unknowns with their reason, a blunder found in a record, and a damaged
//! cache file that is rebuilt rather than trusted.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use morris::rules::{Record, Rules, Variant, parse_fen, set_up_game};
use morris::solve::Value;

fn morris(home: &std::path::Path, args: &[&str], stdin: &str) -> (i32, String, String) {
    crate::common::morris_in(home, args, stdin.as_bytes())
}

fn last_line(s: &str) -> &str {
    s.lines().last().unwrap_or("")
}

const WIN7: &str = "***O****/****@**O/@***O*@* w m s 3 0 3 0 0 0 0 0 0 0 0 0 1";
const LOSS6: &str = "OO*@****/***@*O**/*******@ b m s 3 0 3 0 0 0 0 0 0 0 0 0 1";

#[test]
fn eval_ends_with_the_value_for_the_side_to_move() {
    let home = tempfile::tempdir().unwrap();
    let (code, out, err) = morris(home.path(), &["eval", "--fen", WIN7], "");
    assert_eq!(code, 0, "{err}");
    assert_eq!(last_line(&out), "value: win 7");
    // The distance counts both players' turns; the winner's own count is beside it.
    assert!(
        out.contains("in words: White wins in 7 turns (White's 4th)\n"),
        "{out}"
    );
    assert!(out.contains("best: b6-e4 d1-e4"), "{out}");
    let (_, out, _) = morris(home.path(), &["eval", "--fen", LOSS6], "");
    assert_eq!(last_line(&out), "value: loss 6");
    assert!(
        out.contains("in words: White wins in 6 turns (White's 3rd)\n"),
        "{out}"
    );
    // --moves are played from the FEN: after the best move, Black loses in 6.
    let (_, out, _) = morris(
        home.path(),
        &["eval", "--fen", WIN7, "--moves", "b6-e4"],
        "",
    );
    assert_eq!(last_line(&out), "value: loss 6");
    // The empty board, a big class, and rules the solver refuses say why.
    let (_, out, _) = morris(home.path(), &["eval"], "");
    // The search over the placement needs every class up to 9 v 9: it names them.
    assert!(
        last_line(&out).starts_with(
            "value: unknown (pieces in hand: not proved, the search needs classes not solved: \
             5v4, 6v3, 5v5, "
        ) && last_line(&out).ends_with(", 9v8, 9v9)"),
        "{out}"
    );
    let big = "OOO*@@@*/O*O*@*@*/******** w m s 5 0 5 0 0 0 0 0 0 0 0 0 1";
    let (_, out, _) = morris(home.path(), &["eval", "--fen", big], "");
    assert_eq!(last_line(&out), "value: unknown (not solved yet: 5 v 5)");
    let (_, out, _) = morris(home.path(), &["eval", "--no-reform", "--fen", WIN7], "");
    assert!(
        last_line(&out).starts_with("value: unknown (not solved under these rules: no re-forming"),
        "{out}"
    );
    // A bad FEN is a usage error naming the field.
    let (code, _, err) = morris(home.path(), &["eval", "--fen", "***"], "");
    assert_eq!(code, 2);
    assert!(err.contains("FEN field 1 (board)"), "{err}");
}

#[test]
fn batch_writes_one_value_per_line_in_order() {
    let home = tempfile::tempdir().unwrap();
    let input = format!("{WIN7}\n{LOSS6}\nnot a fen\n\n{WIN7}\n");
    let (code, out, err) = morris(home.path(), &["eval", "--batch"], &input);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5, "{out}");
    assert_eq!(lines[0], "value: win 7");
    assert_eq!(lines[1], "value: loss 6");
    assert!(
        lines[2].starts_with("value: unknown (a bad FEN: FEN field 1"),
        "{out}"
    );
    assert!(
        lines[3].starts_with("value: unknown (a bad FEN: FEN: empty"),
        "{out}"
    );
    assert_eq!(lines[4], "value: win 7");
}

#[test]
fn a_damaged_cache_is_rebuilt_not_trusted() {
    let home = tempfile::tempdir().unwrap();
    let (_, out, _) = morris(home.path(), &["eval", "--fen", WIN7], "");
    assert_eq!(last_line(&out), "value: win 7");
    let files: Vec<_> = crate::common::files_below(&home.path().join("cache"));
    let file = files
        .iter()
        .find(|p| p.ends_with("3v3.tb"))
        .unwrap_or_else(|| panic!("no 3v3 file among {files:?}"));
    let good = std::fs::read(file).unwrap();
    // Flip every value to "draw" without fixing the checksum, as a disk error would.
    let mut bad = good.clone();
    let mid = bad.len() / 2;
    bad[mid] ^= 0xff;
    std::fs::write(file, &bad).unwrap();
    let (_, out, _) = morris(home.path(), &["eval", "--fen", WIN7], "");
    assert_eq!(last_line(&out), "value: win 7");
    assert_eq!(std::fs::read(file).unwrap(), good, "the file was rewritten");
    // A file of other rules under this name is no better.
    std::fs::write(file, b"MORRISTB\x01\x00\x00\x00something else").unwrap();
    let (_, out, _) = morris(home.path(), &["eval", "--fen", WIN7], "");
    assert_eq!(last_line(&out), "value: win 7");
}

/// A cache entry that is not a regular file is never read: a FIFO would block the value (and
/// the game's hint and analysis) for ever, a link to an endless device would fill memory. The
/// class is solved again and the entry replaced by a real file.
#[test]
fn a_fifo_or_a_device_in_the_cache_is_solved_over_not_read() {
    let home = tempfile::tempdir().unwrap();
    let (_, out, _) = morris(home.path(), &["eval", "--fen", WIN7], "");
    assert_eq!(last_line(&out), "value: win 7");
    let files: Vec<_> = crate::common::files_below(&home.path().join("cache"));
    let file = files
        .iter()
        .find(|p| p.ends_with("3v3.tb"))
        .unwrap()
        .clone();
    for make in ["fifo", "zero"] {
        std::fs::remove_file(&file).unwrap();
        if make == "fifo" {
            let status = std::process::Command::new("mkfifo")
                .arg(&file)
                .status()
                .unwrap();
            assert!(status.success());
        } else {
            std::os::unix::fs::symlink("/dev/zero", &file).unwrap();
        }
        // A FIFO would block for ever: `morris` gives up after 60 s and the test fails.
        let (_, out, err) = morris(home.path(), &["eval", "--fen", WIN7], "");
        assert_eq!(last_line(&out), "value: win 7", "{make}: {err}");
        let meta = std::fs::symlink_metadata(&file).unwrap();
        assert!(meta.is_file(), "{make}: the entry is a file again");
    }
}

#[test]
fn analyse_marks_the_decision_that_threw_the_win_away() {
    let rules = Variant::Nine.rules();
    let tb = crate::common::standard_tables();
    let start = parse_fen(WIN7, rules).unwrap();
    // White plays its best, Black replies with its best, then White throws the win away.
    let text = format!(
        "[White \"a\"]\n[Black \"b\"]\n[SetUp \"1\"]\n[FEN \"{WIN7}\"]\n\n1. b6-e4 {{best}} {}\n",
        tb.best(&start.play("b6-e4".parse().unwrap()).unwrap())
            .unwrap()
            .1[0]
    );
    let game = Record::parse(&text, Rules::default()).unwrap().game;
    let after_two = game.position();
    let blunder2 = after_two
        .legal()
        .into_iter()
        .find(|&d| matches!(tb.after(&after_two, d), Ok(Value::Loss(_))))
        .unwrap();
    let text = format!("{} 2. {blunder2} *\n", text.trim_end());
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("game.pgn");
    std::fs::write(&file, &text).unwrap();
    let (code, out, err) = morris(home.path(), &["analyse", file.to_str().unwrap()], "");
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].ends_with(": 3 decisions, 3 in solved positions, 1 changed the value"),
        "{out}"
    );
    assert_eq!(lines.len(), 2, "{out}");
    let best = tb.best(&after_two).unwrap();
    let Value::Loss(lost) = tb.after(&after_two, blunder2).unwrap() else {
        panic!("a blunder loses")
    };
    // The value now, from the position after it (Black to move), and the best from before it.
    let expect = format!(
        "2. {blunder2}?? threw White's win away; now {}; best was {}: {}",
        Value::Win(lost - 1).describe(morris::rules::Color::Black),
        best.1[0],
        best.0.describe(morris::rules::Color::White)
    );
    assert!(
        expect.contains("now Black wins in 3 turns (Black's 2nd)"),
        "{expect}"
    );
    assert_eq!(lines[1], expect);
    // The same record through the library agrees with the set-up.
    let g = set_up_game(rules, Some(WIN7), "b6-e4").unwrap();
    assert_eq!(tb.value(&g.position()), Some(Value::Loss(6)));
}

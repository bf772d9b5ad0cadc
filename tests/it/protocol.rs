//! `morris engine`, driven as a match tool drives it: scripted sessions on the real binary,
//! each command and its answer, bad input answered by `info string` with the session going on,
//! `stop`, a removal as its own `bestmove`, the table kept between searches, `quit` and the
//! end of the input.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Stdio};
use std::sync::OnceLock;
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

use morris::rules::{Decision, Rules, play_tokens};

/// How long a test waits for an answer before it calls the session hung: far more than any
/// answer here takes (this is not a measure of speed).
const HUNG: Duration = Duration::from_secs(120);

/// A home with an empty cache, so that no solved table from elsewhere changes a search.
fn home() -> &'static std::path::Path {
    static DIR: OnceLock<tempfile::TempDir> = OnceLock::new();
    DIR.get_or_init(|| tempfile::tempdir().unwrap()).path()
}

/// A session of `morris engine` with `args`: lines go in, answers are read one at a time.
struct Session {
    child: Child,
    input: Option<ChildStdin>,
    lines: Receiver<String>,
    /// Everything read so far.
    seen: Vec<String>,
}

impl Session {
    fn start(args: &[&str]) -> Session {
        let mut cmd = crate::common::binary(home());
        cmd.arg("engine").args(args);
        Session::start_command(cmd)
    }

    /// `morris engine` with at most `kib` KiB of address space (`ulimit -v`).
    fn start_limited(kib: u64) -> Session {
        let mut cmd = std::process::Command::new("sh");
        crate::common::at_home(&mut cmd, home());
        cmd.args(["-c", &format!("ulimit -v {kib} && exec \"$0\" engine")])
            .arg(env!("CARGO_BIN_EXE_morris"));
        Session::start_command(cmd)
    }

    fn start_command(mut cmd: std::process::Command) -> Session {
        let mut child = cmd
            .env("XDG_CACHE_HOME", home().join("cache"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let out = child.stdout.take().unwrap();
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(out).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let input = child.stdin.take();
        Session {
            child,
            input,
            lines,
            seen: Vec::new(),
        }
    }

    fn send(&mut self, text: &str) {
        self.send_bytes(format!("{text}\n").as_bytes());
    }

    fn send_bytes(&mut self, bytes: &[u8]) {
        let input = self.input.as_mut().expect("input open");
        input.write_all(bytes).unwrap();
        input.flush().unwrap();
    }

    /// The next line of output.
    fn next(&mut self) -> Option<String> {
        match self.lines.recv_timeout(HUNG) {
            Ok(l) => {
                self.seen.push(l.clone());
                Some(l)
            }
            Err(RecvTimeoutError::Disconnected) => None,
            Err(RecvTimeoutError::Timeout) => panic!("no answer; so far: {:#?}", self.seen),
        }
    }

    /// The lines up to and with the first that `done` accepts.
    fn until(&mut self, done: impl Fn(&str) -> bool) -> Vec<String> {
        let mut out = Vec::new();
        loop {
            let Some(l) = self.next() else {
                panic!("the session ended; it said: {:#?}", self.seen);
            };
            let stop = done(&l);
            out.push(l);
            if stop {
                return out;
            }
        }
    }

    /// Sends `text`, then `isready`, and returns what came before `readyok`.
    fn ask(&mut self, text: &str) -> Vec<String> {
        self.send(text);
        self.send("isready");
        let mut out = self.until(|l| l == "readyok");
        out.pop();
        out
    }

    /// Sends `go …` and returns the lines up to and with `bestmove`.
    fn go(&mut self, go: &str) -> Vec<String> {
        self.send(go);
        self.until(|l| l.starts_with("bestmove"))
    }

    /// Closes the input and waits for the end: the exit code, and what was left unread.
    fn finish(mut self) -> (Option<i32>, Vec<String>) {
        drop(self.input.take());
        let mut rest = Vec::new();
        while let Some(l) = self.next() {
            rest.push(l);
        }
        let status = self.child.wait().unwrap();
        let mut err = String::new();
        self.child
            .stderr
            .take()
            .unwrap()
            .read_to_string(&mut err)
            .unwrap();
        assert_eq!(err, "", "nothing on standard error");
        (status.code(), rest)
    }
}

/// The decision of a `bestmove` line.
fn best(lines: &[String]) -> String {
    let last = lines.last().unwrap();
    last.strip_prefix("bestmove ")
        .unwrap_or_else(|| panic!("not a bestmove: {last}"))
        .to_string()
}

/// A field of the last `info depth` line (`nodes`, `depth`, …).
fn field(lines: &[String], name: &str) -> u64 {
    let info = lines
        .iter()
        .rev()
        .find(|l| l.starts_with("info depth"))
        .unwrap_or_else(|| panic!("no info line in {lines:#?}"));
    let words: Vec<&str> = info.split_whitespace().collect();
    let i = words.iter().position(|w| *w == name).unwrap();
    words[i + 1].parse().unwrap()
}

/// Whether `token` is legal after `moves` under the standard rules.
fn legal_after(moves: &str, token: &str) -> bool {
    let pos = play_tokens(Rules::default(), moves).unwrap().position();
    token
        .parse::<Decision>()
        .is_ok_and(|d| pos.legal().contains(&d))
}

#[test]
fn uci_names_the_engine_and_its_options_then_isready_is_answered() {
    let mut s = Session::start(&[]);
    s.send("uci");
    let lines = s.until(|l| l == "uciok");
    assert!(lines[0].starts_with("id name morris "), "{lines:#?}");
    assert!(lines[1].starts_with("id author "), "{lines:#?}");
    for option in [
        "Level",
        "Hash",
        "Seed",
        "Variant",
        "Pieces",
        "Flying",
        "MoveLimit",
    ] {
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with(&format!("option name {option} type "))),
            "{option} in {lines:#?}"
        );
    }
    assert_eq!(s.ask(""), Vec::<String>::new());
    let (code, rest) = s.finish();
    assert_eq!((code, rest), (Some(0), vec![]));
}

#[test]
fn a_search_reports_each_depth_and_answers_a_legal_decision() {
    let mut s = Session::start(&[]);
    assert!(s.ask("setoption name Level value 10").is_empty());
    assert!(s.ask("setoption name Hash value 8").is_empty());
    assert!(s.ask("ucinewgame").is_empty());
    assert!(s.ask("position startpos moves d6 f4").is_empty());
    let lines = s.go("go depth 4");
    let mut depths: Vec<u64> = lines
        .iter()
        .filter(|l| l.starts_with("info depth"))
        .map(|l| field(std::slice::from_ref(l), "depth"))
        .collect();
    // The last line may say the deepest again, for the decision chosen among near-equals.
    depths.dedup();
    assert_eq!(depths, [1, 2, 3, 4], "{lines:#?}");
    let info = &lines[lines.len() - 2];
    for word in [" score cp ", " nodes ", " nps ", " time ", " pv "] {
        assert!(info.contains(word), "{word} in {info}");
    }
    assert!(legal_after("d6 f4", &best(&lines)), "{lines:#?}");
    // Within a time: an answer, and a legal one.
    let lines = s.go("go movetime 100");
    assert!(legal_after("d6 f4", &best(&lines)), "{lines:#?}");
    // A plain go plays as the level does: level 1 thinks one move deep.
    s.ask("setoption name Level value 1");
    let lines = s.go("go");
    assert_eq!(field(&lines, "depth"), 1, "{lines:#?}");
    assert!(legal_after("d6 f4", &best(&lines)));
}

#[test]
fn bad_input_is_named_and_the_session_goes_on() {
    let mut s = Session::start(&[]);
    let said = |s: &mut Session, line: &str| {
        let out = s.ask(line);
        assert_eq!(out.len(), 1, "{line}: {out:#?}");
        assert!(out[0].starts_with("info string "), "{line}: {out:#?}");
        out[0].clone()
    };
    assert!(said(&mut s, "castle kingside").contains("unknown command 'castle'"));
    let lines = s.go("go");
    assert!(
        lines[0].starts_with("info string go: no position: none was sent"),
        "{lines:#?}"
    );
    assert_eq!(best(&lines), "none");
    assert!(
        said(&mut s, "position startpos moves d6 d6").contains("token 2 (d6)"),
        "a bad move"
    );
    assert!(
        said(
            &mut s,
            "position fen ********/********/******** w p p 0 9 0 10 0 0"
        )
        .contains("FEN")
    );
    // A go that cannot be read is answered still: every go gets its bestmove.
    let lines = s.go("go depth many");
    assert!(lines[0].contains("'many' is not a number"), "{lines:#?}");
    assert_eq!(best(&lines), "none");
    assert!(said(&mut s, "setoption name Pieces value 99").contains("Pieces 99"));
    assert!(said(&mut s, "setoption name Colour value red").contains("no such option"));
    assert!(said(&mut s, "%$#@! \u{1b}[2J").contains("unknown command '%$#@!'"));
    // A go after a refused position answers no decision rather than an old position's.
    s.ask("position startpos moves d6");
    said(&mut s, "position startpos moves d6 xx");
    let lines = s.go("go depth 2");
    assert!(
        lines[0].contains("the last position was refused"),
        "{lines:#?}"
    );
    assert_eq!(best(&lines), "none");
    // Bytes that are not text, and a line of 2 MiB.
    s.send_bytes(b"go \xff\xfe depth 3\n");
    let out = s.ask("");
    assert!(out[0].contains("is not UTF-8 text"), "{out:#?}");
    s.send_bytes(&vec![b'd'; 2 << 20]);
    let out = s.ask("");
    assert!(out[0].contains("more than 1048576"), "{out:#?}");
    // None of it ended the session, nor reached the output raw.
    s.ask("position startpos");
    let lines = s.go("go depth 2");
    assert!(legal_after("", &best(&lines)));
    assert!(s.seen.iter().all(|l| !l.chars().any(char::is_control)));
    let (code, _) = s.finish();
    assert_eq!(code, Some(0));
}

#[test]
fn stop_ends_go_infinite_with_the_best_so_far_and_is_harmless_otherwise() {
    let mut s = Session::start(&[]);
    assert!(s.ask("stop").is_empty(), "stop with nothing to stop");
    s.send("position startpos moves d6 f4 d2");
    s.send("go infinite");
    // It searches until told: a few depths, then stop.
    let lines = s.until(|l| l.starts_with("info depth 3 "));
    assert!(lines.iter().all(|l| !l.starts_with("bestmove")));
    // isready is answered while it searches (more depths may come first), and the search
    // goes on.
    let before = s.ask("");
    assert!(
        before.iter().all(|l| l.starts_with("info depth")),
        "{before:#?}"
    );
    let lines = s.go("stop");
    assert!(legal_after("d6 f4 d2", &best(&lines)), "{lines:#?}");
    assert!(s.ask("stop").is_empty(), "a second stop says nothing");
}

#[test]
fn each_stop_ends_the_go_before_it_even_when_the_go_waited() {
    let mut s = Session::start(&[]);
    s.send("position startpos");
    // Sent at once: each go but the first waits for the search before it to answer.
    for _ in 0..20 {
        s.send("go infinite");
        s.send("stop");
    }
    let mut answers = 0;
    while answers < 20 {
        let line = s.until(|l| l.starts_with("bestmove"));
        assert!(legal_after("", &best(&line)), "{line:#?}");
        answers += 1;
    }
    // Nothing searches on: readyok comes with no depth before it, and the input's end has
    // nothing left to answer.
    assert!(s.ask("").is_empty());
    let (code, rest) = s.finish();
    assert_eq!(code, Some(0));
    assert!(rest.is_empty(), "{rest:#?}");
}

#[test]
fn a_hash_the_memory_cannot_hold_is_refused_and_the_old_table_kept() {
    // 3 GiB of address space: the program and its 32 MiB table fit, 4 GiB of table does not.
    let mut s = Session::start_limited(3 * 1024 * 1024);
    let said = s.ask("setoption name Hash value 4096");
    assert_eq!(said.len(), 1, "{said:#?}");
    assert!(
        said[0].starts_with(
            "info string Hash 4096: 4096 MiB of memory could not be had (memory allocation"
        ) && said[0].ends_with("the table stays 32 MiB"),
        "{said:#?}"
    );
    // The session goes on with the old table, and says so.
    let uci = s.ask("uci");
    assert!(
        uci.iter()
            .any(|l| l == "option name Hash type spin default 32 min 1 max 4096"),
        "{uci:#?}"
    );
    s.send("position startpos");
    let lines = s.go("go depth 2");
    assert!(legal_after("", &best(&lines)), "{lines:#?}");
    assert!(s.ask("setoption name Hash value 64").is_empty());
    let (code, _) = s.finish();
    assert_eq!(code, Some(0));
}

#[test]
fn a_removal_is_its_own_bestmove_answered_from_the_same_search() {
    let mut s = Session::start(&[]);
    // White closes a7 and takes a black stone: a7, then the removal.
    s.ask("position startpos moves a1 b2 a4 b4");
    let lines = s.go("go depth 4");
    assert_eq!(best(&lines), "a7", "{lines:#?}");
    let pv = lines[lines.len() - 2]
        .split(" pv ")
        .nth(1)
        .unwrap()
        .to_string();
    s.ask("position startpos moves a1 b2 a4 b4 a7");
    let lines = s.go("go depth 4");
    let removal = best(&lines);
    assert!(removal.starts_with('x'), "{lines:#?}");
    assert!(legal_after("a1 b2 a4 b4 a7", &removal));
    assert_eq!(pv, format!("a7 {removal}"), "the turn the search chose");
    // At once: no search for it.
    assert_eq!(field(&lines, "nodes"), 0, "{lines:#?}");
}

#[test]
fn the_table_is_kept_between_searches_and_a_new_game_clears_it() {
    let mut s = Session::start(&[]);
    let moves = "position startpos moves d6 f4 d2 b4 a7 g7";
    s.ask(moves);
    let first = field(&s.go("go depth 6"), "nodes");
    let again = field(&s.go("go depth 6"), "nodes");
    assert!(
        again < first,
        "the second search reuses the table: {again} v {first}"
    );
    s.ask("ucinewgame");
    s.ask(moves);
    let fresh = field(&s.go("go depth 6"), "nodes");
    assert_eq!(fresh, first, "a new game starts from an empty table");
    // A game under other rules clears it too: back to the standard rules, the same count.
    s.ask("setoption name Variant value twelve");
    s.ask(moves);
    s.go("go depth 3");
    s.ask("setoption name Variant value nine");
    s.ask(moves);
    assert_eq!(field(&s.go("go depth 6"), "nodes"), first);
}

#[test]
fn a_fen_sets_up_the_same_position_as_its_moves() {
    // Sanmill's engine writes this FEN after d6 f4 (its move number, 2, is read and not used).
    let fen = "********/O*@*****/******** w p p 1 8 1 8 0 0 0 0 0 0 0 0 2";
    let mut a = Session::start(&[]);
    a.ask(&format!("position fen {fen}"));
    let by_fen = a.go("go depth 5");
    let mut b = Session::start(&[]);
    b.ask("position startpos moves d6 f4");
    let by_moves = b.go("go depth 5");
    assert_eq!(best(&by_fen), best(&by_moves));
    assert_eq!(field(&by_fen, "nodes"), field(&by_moves, "nodes"));
    // Moves after a FEN are played from it.
    a.ask(&format!("position fen {fen} moves d2"));
    let lines = a.go("go depth 2");
    assert!(legal_after("d6 f4 d2", &best(&lines)), "{lines:#?}");
}

#[test]
fn rule_options_set_the_game_the_engine_plays() {
    let mut s = Session::start(&[]);
    // Three men's morris: a mill wins; White to close a1 a2 a3.
    s.ask("setoption name Variant value three");
    s.ask("position startpos moves a1 b3 a2 c1");
    let lines = s.go("go depth 2");
    assert_eq!(best(&lines), "a3", "{lines:#?}");
    assert!(
        lines[lines.len() - 2].contains("score mate 1"),
        "{lines:#?}"
    );
    s.ask("position startpos moves a1 b3 a2 c1 a3");
    let lines = s.go("go depth 2");
    assert!(lines[0].contains("the game is over"), "{lines:#?}");
    assert_eq!(best(&lines), "none");
    // The command line's rule flags start the session under their rules.
    let mut s = Session::start(&["--variant", "six"]);
    s.send("uci");
    let lines = s.until(|l| l == "uciok");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("option name Variant type combo default six "))
    );
}

#[test]
fn quit_ends_the_session_even_while_searching() {
    let mut s = Session::start(&[]);
    s.send("position startpos");
    s.send("go infinite");
    s.until(|l| l.starts_with("info depth 2 "));
    s.send("quit");
    let (code, rest) = s.finish();
    assert_eq!(code, Some(0));
    assert!(
        rest.last().is_some_and(|l| l.starts_with("bestmove ")),
        "{rest:#?}"
    );
}

#[test]
fn the_end_of_the_input_answers_everything_sent_before_it() {
    let mut s = Session::start(&[]);
    // A script piped in: every go is answered, in order, then the engine ends.
    s.send("position startpos");
    s.send("go depth 3");
    s.send("position startpos moves d6");
    s.send("go depth 3");
    s.send("go infinite");
    let (code, rest) = s.finish();
    assert_eq!(code, Some(0));
    let answers: Vec<&String> = rest.iter().filter(|l| l.starts_with("bestmove")).collect();
    assert_eq!(answers.len(), 3, "{rest:#?}");
    assert!(legal_after("", &answers[0]["bestmove ".len()..]));
    assert!(legal_after("d6", &answers[1]["bestmove ".len()..]));
}

#[test]
fn a_reader_that_goes_away_ends_the_engine_quietly() {
    let mut child = crate::common::binary(home())
        .arg("engine")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let mut input = child.stdin.take().unwrap();
    // The answers have nowhere to go: the engine ends, and may have ended before all of it
    // was written.
    let _ = input.write_all(b"uci\nisready\nposition startpos\ngo depth 2\n");
    drop(input);
    let out = child.wait_with_output().unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
}

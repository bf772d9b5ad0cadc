//! `morris engine`: the engine protocol on standard input and output
//! ([`crate::engine::protocol`] says what each line means; this runs it).
//!
//! Three threads: one reads the input a line at a time, one searches (a new one for each
//! search, as in a game), and this one waits for either, hands what came to the session, and
//! does what the session answers. Nothing runs between lines and searches: the loop blocks on
//! one channel.

use std::io::{BufRead, BufReader, ErrorKind, Read, Write};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Sender, channel};
use std::time::{Duration, Instant};

use anyhow::Result;

use crate::engine::protocol::{Effect, Search, Session};
use crate::engine::{Engine, Level, SharedOracle, Thought};
use crate::rules::Rules;
use crate::solve::{
    TableFiles, Tablebase, class_ahead, covers, holds_ahead, read_beside, reads_large,
    tables_for_search,
};

/// The longest line read: a game of 100,000 decisions fits; more is refused, not kept.
pub const MAX_LINE: usize = 1 << 20;

/// A search given less time than this (or no time: a depth, `go infinite`, which `stop` must
/// be able to end) does not read a large solved class itself (9v9 takes about 8 s): a reader
/// brings it beside the game, and the searches after use it.
const READ_LARGE_WITHIN: Duration = Duration::from_secs(60);

/// How the session starts: the command line's rules, level and seed.
#[derive(Clone, Copy, Debug)]
pub struct Setup {
    /// The rules until `setoption` changes them.
    pub rules: Rules,
    /// The level (10 when not given).
    pub level: Option<u8>,
    /// The seed of the engine's random choices (0 when not given, so that a session is
    /// played the same again).
    pub seed: Option<u64>,
    /// How long a plain `go` thinks at level 10 (one second when not given).
    pub think: Option<Duration>,
}

/// What the loop waits for.
enum Event {
    /// A line of input, or why it could not be read.
    Line(Result<String, String>),
    /// The input ended.
    End,
    /// The search reached a depth.
    Progress(Thought),
    /// The search ended: the engine comes back, with the tables it read.
    Done(Box<Thinker>, Option<Arc<Tablebase>>, Option<Thought>),
    /// The reader read the classes ahead of the game ([`read_beside`]): what it read, the
    /// class the game comes to, under which rules, whether the reader is done (else more is
    /// coming: the start's proof and the classes ahead come first), and how long it took so
    /// far.
    Ahead(Reading),
}

/// What the reader beside the game brought ([`Event::Ahead`]).
struct Reading {
    read: Option<Arc<Tablebase>>,
    class: Option<(Rules, (u8, u8))>,
    done: bool,
    took: Duration,
}

/// The engine, and the solved tables it has as its oracle.
struct Thinker {
    engine: Engine,
    oracle: Option<Arc<Tablebase>>,
    /// Where solved classes are kept (the user's cache folder), if anywhere.
    files: Option<Arc<dyn TableFiles>>,
}

/// Speaks the protocol on `input` and `out` until `quit` or the end of the input; solved
/// classes are read from (and kept in) `files`.
pub fn run(
    setup: Setup,
    files: Option<Arc<dyn TableFiles>>,
    input: impl Read + Send + 'static,
    out: &mut impl Write,
) -> Result<ExitCode> {
    let level = setup.level.and_then(Level::new).unwrap_or(Level::MAX);
    let mut session = Session::new(setup.rules, level, setup.seed.unwrap_or(0));
    if let Some(think) = setup.think {
        session = session.with_think(think);
    }
    let (tx, rx) = channel();
    let reader = tx.clone();
    std::thread::Builder::new()
        .name("morris-engine-input".into())
        .spawn(move || read_lines(BufReader::new(input), &reader))?;
    let mut thinker = Some(Box::new(Thinker {
        engine: Engine::new(session.config()),
        oracle: None,
        files,
    }));
    let mut tables: Option<Arc<Tablebase>> = None;
    // The classes ahead of the game, read beside it: whether a reader is at work, and what it
    // brought, for the next search.
    let mut reading = false;
    // Whether this reading said it read the class ahead: what it hands over after that is the
    // classes further down, read a level of captures at a time.
    let mut said_ahead = false;
    let mut ahead: Option<Arc<Tablebase>> = None;
    // The classes ahead that could not be read (a damaged or missing file), under their
    // rules: not read again at every `go` (seconds of work each time, to the same end).
    let mut unread: Vec<(Rules, (u8, u8))> = Vec::new();
    let mut stop = Arc::new(AtomicBool::new(false));
    while let Ok(event) = rx.recv() {
        let effects = match event {
            Event::Line(Ok(line)) => session.line(&line),
            Event::Line(Err(why)) => session.unreadable(&why),
            Event::End => session.end_of_input(),
            Event::Progress(t) => session.progress(&t),
            Event::Done(mut back, read, t) => {
                // What the reader brought while it searched replaces what it used.
                tables = match ahead.take() {
                    Some(a) => {
                        back.engine.set_oracle(None);
                        back.oracle = None;
                        // Off this thread: freeing gigabytes takes long enough to make the
                        // next answer late.
                        let_go(read);
                        Some(a)
                    }
                    None => read,
                };
                thinker = Some(back);
                session.searched(t)
            }
            Event::Ahead(Reading {
                read,
                class,
                done,
                took,
            }) => {
                reading = reading && !done;
                // Said as protocol information, for whoever watches the engine's lines.
                let secs = took.as_secs_f64();
                let said = match (&read, class.map(|(_, c)| c)) {
                    (Some(t), Some((a, b))) if done && t.holds(a, b) => format!(
                        "info string read {a}v{b} and every class the game can come to ({}) in {secs:.1} s",
                        t.solved().len()
                    ),
                    (Some(t), Some(_)) if said_ahead && !done => format!(
                        "info string read {} of the classes the game can come to in {secs:.1} s",
                        t.solved().len()
                    ),
                    (Some(t), Some((a, b))) if t.holds(a, b) => format!(
                        "info string read {a}v{b} and the classes its captures lead to{} in {secs:.1} s",
                        if t.has_kept_proof() {
                            ", with the start's proof"
                        } else {
                            ""
                        },
                    ),
                    (Some(t), _) if !done && t.has_kept_proof() => {
                        format!("info string read the start's proof in {secs:.1} s")
                    }
                    (_, Some((a, b))) if done => format!("info string {a}v{b} could not be read"),
                    _ => String::new(),
                };
                said_ahead = !done
                    && (said_ahead
                        || class.is_some_and(|(_, (a, b))| {
                            read.as_deref().is_some_and(|t| t.holds(a, b))
                        }));
                if let Some((rules, c)) = class
                    && done
                    && !read.as_deref().is_some_and(|t| t.holds(c.0, c.1))
                {
                    unread.push((rules, c));
                }
                if !said.is_empty() {
                    writeln!(out, "{said}")?;
                    out.flush()?;
                }
                if let Some(read) = read {
                    match thinker.as_mut() {
                        // No search under way: the old tables go at once, not at the next
                        // search (both sets in memory meanwhile: gigabytes).
                        Some(t) => {
                            t.engine.set_oracle(None);
                            t.oracle = None;
                            let_go(tables.replace(read));
                        }
                        None => ahead = Some(read),
                    }
                }
                Vec::new()
            }
        };
        for effect in effects {
            match effect {
                Effect::Say(line) => writeln!(out, "{line}")?,
                Effect::Search(search) => {
                    // The session starts a search only when none is under way.
                    let Some(t) = thinker.take() else { continue };
                    let tried = class_ahead(&search.pos)
                        .is_some_and(|c| unread.contains(&(*search.pos.rules(), c)));
                    if search.level.uses_endgames()
                        && !reading
                        && !tried
                        && !holds_ahead(t.files.as_ref(), tables.as_deref(), &search.pos)
                    {
                        reading = true;
                        let (tx, files, pos) = (tx.clone(), t.files.clone(), search.pos);
                        // What is held now: shared with what is read, not read again.
                        let last = tables.clone();
                        std::thread::Builder::new()
                            .name("morris-engine-reader".into())
                            .spawn(move || {
                                let start = Instant::now();
                                let class = class_ahead(&pos).map(|c| (*pos.rules(), c));
                                let reading = |read, done| {
                                    Event::Ahead(Reading {
                                        read,
                                        class,
                                        done,
                                        took: start.elapsed(),
                                    })
                                };
                                let read =
                                    read_beside(files.as_ref(), &pos, last.as_deref(), &mut |p| {
                                        let _ = tx.send(reading(Some(p), false));
                                    });
                                drop(last);
                                let _ = tx.send(reading(read, true));
                            })?;
                    }
                    stop = Arc::new(AtomicBool::new(false));
                    let (tx, stop, have) = (tx.clone(), Arc::clone(&stop), tables.take());
                    // The time counts from the `go`, not from when the thread starts.
                    let start = Instant::now();
                    std::thread::Builder::new()
                        .name("morris-engine-search".into())
                        .spawn(move || think(t, have, search, start, &stop, &tx))?;
                }
                Effect::Stop => stop.store(true, Ordering::Relaxed),
                // A table the memory cannot hold is refused, and the old one kept: never an
                // abort.
                Effect::Engine(config) => {
                    if let Some(t) = thinker.as_mut() {
                        match Engine::try_new(config) {
                            Ok(engine) => {
                                **t = Thinker {
                                    engine,
                                    oracle: None,
                                    files: t.files.take(),
                                }
                            }
                            Err(e) => {
                                let kept = t.engine.config();
                                for said in session.engine_refused(config, kept, &e.to_string()) {
                                    if let Effect::Say(line) = said {
                                        writeln!(out, "{line}")?;
                                    }
                                }
                            }
                        }
                    }
                }
                Effect::Quit => {
                    out.flush()?;
                    return Ok(ExitCode::SUCCESS);
                }
            }
        }
        out.flush()?;
    }
    Ok(ExitCode::SUCCESS)
}

/// One search, on its own thread: the solved tables it can use, then the engine's search of
/// what time is left, reporting each depth.
fn think(
    mut t: Box<Thinker>,
    have: Option<Arc<Tablebase>>,
    search: Search,
    start: Instant,
    stop: &AtomicBool,
    tx: &Sender<Event>,
) {
    let mut limits = search.limits;
    // As `morris bestmove`: the other classes the game can reach are read when a quarter of a
    // second allows it (up to 50 ms), the position's own class is solved when the time allows
    // (3 v 3 about 0.4 s, 4 v 3 1.6 s), else only read.
    let afford = |ms: u64| limits.time.is_none_or(|t| t >= Duration::from_millis(ms));
    let upto = match () {
        _ if afford(5000) => 7,
        _ if afford(1500) => 6,
        _ => 0,
    };
    // Levels 1 to 5 play without the exact endgames (as in a game): nothing is read for them.
    let exact = search.level.uses_endgames();
    // The start's proof before the first turn of the placement is decided: the reader started
    // beside this search brings it too late for it, and a turn played without it can leave
    // its tree for good. Read by its `.seen`, it takes a few milliseconds.
    let have = if exact
        && search.pos.in_hand(search.pos.side_to_move()) > 0
        && !have.as_deref().is_some_and(Tablebase::has_kept_proof)
    {
        crate::solve::with_proof(t.files.as_ref(), have, &search.pos)
    } else {
        have
    };
    let short = limits.time.is_none_or(|t| t < READ_LARGE_WITHIN);
    let read = if exact
        && short
        && reads_large(
            t.files.as_ref(),
            have.as_deref(),
            &search.pos,
            upto,
            afford(250),
        ) {
        // Not on this search's time: the reader brings them (see `run`).
        have
    } else if exact {
        if have
            .as_deref()
            .is_some_and(|h| !covers(t.files.as_ref(), h, &search.pos, upto, afford(250)))
        {
            // New tables are coming: let go of the last ones, so that they are replaced in
            // place rather than read beside them (see `tables_for_search`).
            t.engine.set_oracle(None);
            t.oracle = None;
        }
        tables_for_search(t.files.as_ref(), have, &search.pos, upto, afford(250))
    } else {
        have
    };
    let wanted = read.clone().filter(|_| exact);
    let same = match (&wanted, &t.oracle) {
        (Some(a), Some(b)) => Arc::ptr_eq(a, b),
        (None, None) => true,
        _ => false,
    };
    // A new oracle empties the table: only when the tables change.
    if !same {
        t.engine
            .set_oracle(wanted.clone().map(|w| w as SharedOracle));
        // The last tables may be gigabytes: freed beside the search, not on its time.
        let_go(std::mem::replace(&mut t.oracle, wanted));
    }
    t.engine.set_level(search.level);
    if let Some(time) = limits.time {
        limits.time = Some(
            time.saturating_sub(start.elapsed())
                .max(Duration::from_millis(1)),
        );
    }
    let mut progress = |p: &Thought| {
        let _ = tx.send(Event::Progress(p.clone()));
    };
    let thought = t
        .engine
        .think(&search.pos, &search.before, limits, stop, &mut progress);
    let _ = tx.send(Event::Done(t, read, thought));
}

/// Lets go of `value` on a thread of its own (here if none can be had): freeing a large
/// solved class (gigabytes) took up to a second, on a turn of 100 ms.
fn let_go<T: Send + 'static>(value: T) {
    // Where no thread can be had, the value is dropped here, with the closure.
    let _ = std::thread::Builder::new()
        .name("morris-engine-free".into())
        .spawn(move || drop(value));
}

/// Sends each line of `input` to the loop, then the end. A line that is not UTF-8, or longer
/// than [`MAX_LINE`], is reported and skipped; a read error ends the input.
fn read_lines(mut input: impl BufRead, tx: &Sender<Event>) {
    let mut n = 0u64;
    loop {
        n += 1;
        let event = match read_line(&mut input, MAX_LINE) {
            Ok(None) => break,
            Ok(Some(Line::Text(s))) => Event::Line(Ok(s)),
            Ok(Some(Line::NotText)) => {
                Event::Line(Err(format!("line {n} is not UTF-8 text: ignored")))
            }
            Ok(Some(Line::TooLong(len))) => Event::Line(Err(format!(
                "line {n} has {len} bytes, more than {MAX_LINE}: ignored"
            ))),
            Err(e) => Event::Line(Err(format!(
                "reading the input failed at line {n}: {e}; it ends here"
            ))),
        };
        let failed = matches!(&event, Event::Line(Err(e)) if e.starts_with("reading"));
        if tx.send(event).is_err() || failed {
            break;
        }
    }
    let _ = tx.send(Event::End);
}

/// A line as read.
#[derive(Debug, PartialEq, Eq)]
enum Line {
    /// Its text, without the line break (nor a carriage return before it).
    Text(String),
    /// Bytes that are not UTF-8.
    NotText,
    /// More than the limit: how many bytes, none of them kept.
    TooLong(usize),
}

/// Reads one line of at most `max` bytes; `None` at the end of the input. A longer line is
/// read to its end and thrown away, so memory stays within `max` whatever comes.
fn read_line(input: &mut impl BufRead, max: usize) -> std::io::Result<Option<Line>> {
    let mut bytes = Vec::new();
    let mut len = 0usize;
    let mut any = false;
    loop {
        let buf = match input.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            if !any {
                return Ok(None);
            }
            break;
        }
        any = true;
        let (chunk, newline) = match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (&buf[..i], true),
            None => (buf, false),
        };
        len += chunk.len();
        if len <= max {
            bytes.extend_from_slice(chunk);
        } else {
            bytes = Vec::new();
        }
        let used = chunk.len() + usize::from(newline);
        input.consume(used);
        if newline {
            break;
        }
    }
    if len > max {
        return Ok(Some(Line::TooLong(len)));
    }
    if bytes.last() == Some(&b'\r') {
        bytes.pop();
    }
    Ok(Some(match String::from_utf8(bytes) {
        Ok(s) => Line::Text(s),
        Err(_) => Line::NotText,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8], max: usize) -> Vec<Line> {
        let mut r = BufReader::with_capacity(4, input);
        let mut out = Vec::new();
        while let Some(l) = read_line(&mut r, max).unwrap() {
            out.push(l);
        }
        out
    }

    #[test]
    fn lines_are_read_whole_without_their_breaks() {
        assert_eq!(
            lines(b"uci\r\nisready\n\ngo depth 3", 100),
            [
                Line::Text("uci".into()),
                Line::Text("isready".into()),
                Line::Text(String::new()),
                Line::Text("go depth 3".into()),
            ]
        );
        assert!(lines(b"", 100).is_empty());
    }

    #[test]
    fn long_lines_and_bytes_that_are_not_text_are_named_and_skipped() {
        let mut input = b"uci\n".to_vec();
        input.extend(std::iter::repeat_n(b'a', 50));
        input.extend(b"\n\xff\xfe\nquit\n");
        assert_eq!(
            lines(&input, 20),
            [
                Line::Text("uci".into()),
                Line::TooLong(50),
                Line::NotText,
                Line::Text("quit".into()),
            ]
        );
    }

    /// What the engine says over a whole session of `input`, at the default rules and level,
    /// with its classes from `files`.
    fn session(files: Arc<dyn TableFiles>, input: impl Read + Send + 'static) -> String {
        let setup = Setup {
            rules: Rules::default(),
            level: None,
            seed: None,
            think: None,
        };
        let mut out = Vec::new();
        run(setup, Some(files), input, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    /// A cache that has every class, whose large classes' files take until the test lets them
    /// go (or a minute): the small ones are simply not there.
    struct SlowFiles {
        gate: std::sync::Mutex<bool>,
        opened: std::sync::Condvar,
        /// The large classes asked for, and whether each was let go by the test (not the minute).
        asked: std::sync::Mutex<Vec<((u8, u8), bool)>>,
    }

    impl TableFiles for SlowFiles {
        fn read(&self, _key: &str, a: u8, b: u8) -> Result<Option<Vec<u8>>, String> {
            if a + b < 15 {
                return Ok(None);
            }
            let open = self.gate.lock().map_err(|e| e.to_string())?;
            let (open, _) = self
                .opened
                .wait_timeout_while(open, Duration::from_secs(60), |open| !*open)
                .map_err(|e| e.to_string())?;
            let by_test = *open;
            drop(open);
            if let Ok(mut asked) = self.asked.lock() {
                asked.push(((a, b), by_test));
            }
            Ok(None)
        }
        fn has(&self, _key: &str, _a: u8, _b: u8) -> bool {
            true
        }
        fn write(&self, _key: &str, _a: u8, _b: u8, _bytes: &[u8]) -> Result<(), String> {
            Err("not here".into())
        }
    }

    /// A search on a short clock does not wait for a large class to be read: it answers in
    /// its time while a reader reads the class beside it.
    #[test]
    fn a_short_search_answers_while_a_large_class_is_read_beside_it() {
        let files = Arc::new(SlowFiles {
            gate: std::sync::Mutex::new(false),
            opened: std::sync::Condvar::new(),
            asked: std::sync::Mutex::new(Vec::new()),
        });
        // Eighteen placements without a mill: 9 v 9 in the moving phase, White to move.
        let moves = "f6 d7 a4 a1 f4 d3 b4 d5 b2 f2 d1 e4 d6 g1 c3 g7 g4 d2";
        let input = format!("uci\nposition startpos moves {moves}\ngo movetime 200\n");
        let said = session(files.clone(), std::io::Cursor::new(input));
        // Answered with the files still held back.
        let bestmove = said
            .lines()
            .find(|l| l.starts_with("bestmove "))
            .unwrap_or("");
        assert!(bestmove.contains('-'), "{said}");
        *files.gate.lock().unwrap() = true;
        files.opened.notify_all();
        // The reader asked for the class ahead; let go, it was the test that let it go.
        for _ in 0..600 {
            if !files.asked.lock().unwrap().is_empty() {
                break;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        let asked = files.asked.lock().unwrap().clone();
        assert!(!asked.is_empty(), "nothing read ahead");
        assert!(asked.iter().all(|&(_, by_test)| by_test), "{asked:?}");
    }

    use crate::commands::tests::Damaged;

    /// The input of a session: `first`, then `rest` once `files` refused a class (the reader
    /// of the classes ahead has been at work) and its answer has had time to come.
    struct AfterRefused {
        files: Arc<Damaged>,
        /// The refusals of one whole reading, to wait for.
        once: u32,
        first: std::io::Cursor<Vec<u8>>,
        rest: std::io::Cursor<Vec<u8>>,
    }

    impl Read for AfterRefused {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let n = self.first.read(buf)?;
            if n > 0 {
                return Ok(n);
            }
            if self.rest.position() == 0 {
                for _ in 0..600 {
                    if self.files.refused.lock().is_ok_and(|r| *r >= self.once) {
                        break;
                    }
                    std::thread::sleep(Duration::from_millis(100));
                }
                std::thread::sleep(Duration::from_millis(300));
            }
            self.rest.read(buf)
        }
    }

    /// A class ahead that could not be read is said once, and not read again at each `go`
    /// (each time seconds of work and gigabytes, to the same end).
    #[test]
    fn a_class_ahead_that_cannot_be_read_is_not_read_again_at_each_go() {
        let files = Arc::new(Damaged::default());
        let moves = "f6 d7 a4 a1 f4 d3 b4 d5 b2 f2 d1 e4 d6 g1 c3 g7 g4 d2";
        let go = format!("position startpos moves {moves}\ngo movetime 100\n");
        // One reading's refusals (the class ahead, then every class the game can come to).
        let once = Damaged::one_reading(moves);
        assert!(once > 0);
        // The first `go`; the others once the reader has been refused (or a minute passed).
        let input = AfterRefused {
            files: Arc::clone(&files),
            once,
            first: std::io::Cursor::new(format!("uci\n{go}").into_bytes()),
            rest: std::io::Cursor::new(go.repeat(3).into_bytes()),
        };
        let said = session(files.clone(), input);
        let bestmoves = said.lines().filter(|l| l.starts_with("bestmove ")).count();
        assert_eq!(bestmoves, 4, "{said}");
        // One reading's refusals, and no more.
        assert_eq!(*files.refused.lock().unwrap(), once, "{said}");
        let told = said
            .lines()
            .filter(|l| *l == "info string 9v9 could not be read")
            .count();
        assert_eq!(told, 1, "{said}");
    }
}

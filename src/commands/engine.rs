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
use crate::solve::{TableFiles, Tablebase, covers, tables_for_search};

/// The longest line read: a game of 100,000 decisions fits; more is refused, not kept.
pub const MAX_LINE: usize = 1 << 20;

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
    let mut stop = Arc::new(AtomicBool::new(false));
    while let Ok(event) = rx.recv() {
        let effects = match event {
            Event::Line(Ok(line)) => session.line(&line),
            Event::Line(Err(why)) => session.unreadable(&why),
            Event::End => session.end_of_input(),
            Event::Progress(t) => session.progress(&t),
            Event::Done(back, read, t) => {
                thinker = Some(back);
                tables = read;
                session.searched(t)
            }
        };
        for effect in effects {
            match effect {
                Effect::Say(line) => writeln!(out, "{line}")?,
                Effect::Search(search) => {
                    // The session starts a search only when none is under way.
                    let Some(t) = thinker.take() else { continue };
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
    let read = if exact {
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
        t.oracle = wanted;
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
}

//! `morris book GAMES…`: makes the opening book (crates/morris-engine/src/book.rs) from the placements of
//! games, each position searched with a budget of positions far beyond a turn's (so the same
//! games give the same book on any machine), and writes it.

use crate::words::ErrorWords;
use std::collections::HashSet;
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use anyhow::{Result, bail};

use crate::engine::book::{Book, Choice, key, serves};
use crate::engine::{Config, Engine, Level, Limits};
use crate::rules::{Color, Game, Position, Record, Rules, parse_turn};
use crate::store::read::{RECORD, read_text};

/// The arguments: the command line's (`morris book --help`).
pub use crate::cli::BookArgs as Args;

/// The turns of the games in `path`: one record, or a game a line.
fn games_in(path: &Path, rules: Rules) -> Result<Vec<Game>> {
    let text =
        read_text(path, RECORD).map_err(|e| anyhow::anyhow!("{}: {e}", crate::text::path(path)))?;
    if path.extension().is_some_and(|e| e == "pgn") {
        let record = Record::parse(&text, rules)
            .map_err(|e| anyhow::anyhow!("{}: {}", crate::text::path(path), e.text()))?;
        return Ok(vec![record.game]);
    }
    let mut games = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or_default().trim();
        if line.is_empty() {
            continue;
        }
        let mut game = Game::new(rules);
        for token in line.split_whitespace() {
            let turn = parse_turn(token)
                .map_err(|e| anyhow::anyhow!("{}:{}: {e}", crate::text::path(path), n + 1))?;
            for d in turn {
                if let Err(e) = game.play(d) {
                    bail!(
                        "{}:{}: {token}: {}",
                        crate::text::path(path),
                        n + 1,
                        e.text()
                    );
                }
            }
        }
        games.push(game);
    }
    Ok(games)
}

/// Whether the book is for `pos`: a placement at the start of a turn, at most `placements`
/// made.
fn for_book(pos: &Position, placements: u8) -> bool {
    let side = pos.side_to_move();
    let made = 2 * pos.rules().pieces - pos.in_hand(Color::White) - pos.in_hand(Color::Black);
    pos.outcome().is_none() && pos.in_hand(side) > 0 && pos.owed() == 0 && made <= placements
}

/// Searches every position of the games' placements the book does not have yet, and writes
/// the book after each.
pub fn run(args: &Args, rules: Rules, out: &mut impl Write) -> Result<ExitCode> {
    if !serves(&rules) {
        bail!("the book is for the standard rules only (nine men's morris as the preset has it)");
    }
    let mut book = match read_text(&args.out, RECORD) {
        Ok(text) => Book::parse(&text)
            .map_err(|e| anyhow::anyhow!("{}: {e}", crate::text::path(&args.out)))?,
        Err(crate::store::read::ReadError::NotFound) => Book::default(),
        Err(e) => bail!("{}: {e}", crate::text::path(&args.out)),
    };
    let mut todo: Vec<Position> = Vec::new();
    let mut seen: HashSet<u64> = HashSet::new();
    let fresh = |pos: &Position, book: &Book, seen: &mut HashSet<u64>| {
        for_book(pos, args.placements) && !book.knows(pos) && seen.insert(key(pos))
    };
    for path in &args.games {
        for game in games_in(path, rules)? {
            for ply in 0..=game.ply() {
                if let Some(pos) = game.position_at(ply)
                    && fresh(&pos, &book, &mut seen)
                {
                    todo.push(pos);
                }
            }
        }
    }
    writeln!(
        out,
        "{} positions to search ({} in the book already), {} positions each, {} at a time",
        todo.len(),
        book.len(),
        args.nodes,
        args.jobs
    )?;
    let header = format!(
        "morris opening book: made by `morris book --nodes {} --placements {} --follow {}`\n\
         from the games of {} (docs/computer.md, \"The book\").\n\
         A line: a position (FEN), then a tab before each turn and its score (thousandths\n\
         of a piece, for the side to move).",
        args.nodes,
        args.placements,
        args.follow,
        args.games
            .iter()
            .map(|p| crate::text::path(p))
            .collect::<Vec<_>>()
            .join(", ")
    );
    let start = Instant::now();
    let mut done = 0usize;
    for round in 0..=args.follow {
        let found = search_all(&todo, args);
        let mut next = Vec::new();
        for (pos, choices, depth) in found {
            done += 1;
            let best = &choices[0];
            let turn: Vec<String> = best.turn.iter().map(|d| d.to_string()).collect();
            writeln!(
                out,
                "[{done}] {}: {} {:+.2} (depth {depth}, {} choices) {:.0} s",
                pos.fen(),
                turn.join(" "),
                f64::from(best.score) / 1000.0,
                choices.len(),
                start.elapsed().as_secs_f64()
            )?;
            if round < args.follow {
                let after = best.turn.iter().fold(pos, |p, &d| p.play_unchecked(d));
                if fresh(&after, &book, &mut seen) {
                    next.push(after);
                }
            }
            book.insert(&pos, choices);
        }
        crate::store::write_atomic(&args.out, &book.to_text(&header))?;
        todo = next;
    }
    writeln!(
        out,
        "{}: {} positions",
        crate::text::path(&args.out),
        book.len()
    )?;
    Ok(ExitCode::SUCCESS)
}

type Found = (Position, Vec<Choice>, u8);

/// Searches `todo` on `args.jobs` threads; the results in the order of `todo`.
fn search_all(todo: &[Position], args: &Args) -> Vec<Found> {
    let next = Mutex::new(0usize);
    let results: Mutex<Vec<Option<Found>>> = Mutex::new(vec![None; todo.len()]);
    std::thread::scope(|scope| {
        for _ in 0..(args.jobs.max(1) as usize) {
            scope.spawn(|| {
                loop {
                    let i = {
                        let mut n = next.lock().unwrap_or_else(|e| e.into_inner());
                        let i = *n;
                        *n += 1;
                        i
                    };
                    let Some(pos) = todo.get(i) else { break };
                    let limits = Limits {
                        nodes: Some(args.nodes),
                        ..Limits::default()
                    };
                    // A new engine for each position: its table starts empty, so a position's
                    // search does not depend on which came before it on this thread.
                    let mut engine = Engine::new(Config {
                        table_mib: 64,
                        book: false,
                        ..Config::for_level(Level::MAX, 0)
                    });
                    let never = AtomicBool::new(false);
                    let Some(t) = engine.think(pos, &[], limits, &never, &mut |_| {}) else {
                        continue;
                    };
                    let choices: Vec<Choice> = engine
                        .ranked(pos)
                        .into_iter()
                        .map(|(turn, score)| Choice { turn, score })
                        .collect();
                    if choices.is_empty() {
                        continue;
                    }
                    results.lock().unwrap_or_else(|e| e.into_inner())[i] =
                        Some((*pos, choices, t.depth));
                }
            });
        }
    });
    results
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .flatten()
        .collect()
}

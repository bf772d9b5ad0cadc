//! `morris solve`: every class this rule set can solve here, solved into the cache and
//! summed up; and what `eval` and `analyse` share with it: a tablebase on the user's cache,
//! its progress on a terminal, and its problems said.

use std::io::Write;
use std::process::ExitCode;

use anyhow::{Result, bail};

use super::say;

pub mod plan;
use crate::rules::{Color, Position, Rules};
use crate::solve::{self, Tablebase, Unknown, Value};
use crate::store::Paths;

mod interrupted;
mod start;
use interrupted::Interrupted;
pub use start::{NOT_YET, start};

/// Solves every class this rule set can solve here and prints what each is worth; exits with
/// 1 when a class could not be kept.
pub fn run(rules: Rules, paths: &Paths, out: &mut impl Write) -> Result<ExitCode> {
    if let Err(why) = solve::solvable(&rules) {
        bail!("not solved under these rules: {why}");
    }
    let mut tb = tablebase(rules, paths);
    if tb.cache().is_none() {
        say("morris: this system has no cache folder: nothing solved is kept");
    }
    if tb.can_solve_whole().is_ok() {
        tb.solve_whole(&mut progress())?;
        if let Some(v) = tb.start_value() {
            writeln!(
                out,
                "{}, from the empty board: {}",
                rules.variant.title(),
                match v {
                    Value::Draw => "a draw with perfect play".to_string(),
                    v => format!("{} with perfect play", v.describe(Color::White)),
                }
            )?;
        }
    }
    writeln!(
        out,
        "{:<5} {:>12} {:>22} {:>22} {:>22} {:>8} {:>8}",
        "class", "positions", "side to move wins", "loses", "draws", "longest", "loss"
    )?;
    for (a, b) in solve::classes(&rules) {
        if let Err(e) = tb.solve(a, b, &mut progress()) {
            writeln!(out, "{a}v{b}   {e}")?;
            continue;
        }
        let Some(s) = tb.summary(a, b) else {
            continue;
        };
        let pct = |n: u64| {
            format!(
                "{n} ({:.2} %)",
                100.0 * n as f64 / s.positions.max(1) as f64
            )
        };
        writeln!(
            out,
            "{:<5} {:>12} {:>22} {:>22} {:>22} {:>8} {:>8}",
            format!("{a}v{b}"),
            s.positions,
            pct(s.wins),
            pct(s.losses),
            pct(s.draws),
            s.longest_win,
            s.longest_loss.map_or("-".to_string(), |d| d.to_string()),
        )?;
    }
    // A class that could not be kept is said, and the exit code says it too.
    if cache_problems(&mut tb) {
        return Ok(ExitCode::from(1));
    }
    Ok(ExitCode::SUCCESS)
}

/// About how many bytes of disk a solved position takes (its class's file, run-length coded),
/// on the safe side: measured here on the standard rules, 0.58 over 3v3 to 7v4, 1.26 for
/// 7v4 with 4v7, the largest solved (docs/analysis.md).
const DISK_PER_POSITION: f64 = 1.3;

/// About how many positions one thread solves in a second of CPU in a unit (a class with its
/// mirror) of up to [`SMALL_UNIT`] positions (measured here on the standard rules: 2.78 million
/// over 3v3 to 7v4), for the time `solve --all` expects before it has measured its own; a
/// machine shared with other work takes longer.
const RATE_PER_THREAD: f64 = 2.0e6;

/// The positions of a unit above which the rate falls as the square root of its size: measured
/// here (docs/analysis.md), 1.56 million a CPU second for 8v4 (167 million positions with its
/// mirror), 0.80 for 8v5 (402 million), 0.57 to 0.65 for 8v7, 9v7 and 9v8 (1.05 billion). A
/// rate measured on the small classes alone made the first estimate of the standard game
/// 1 h 14 min on one thread, where it took about 3 h 45 min of CPU.
const SMALL_UNIT: f64 = 1.0e8;

/// The seconds a unit of `positions` is expected to take with `threads` threads, before this run
/// has measured its own rate: the time grows as the size to the power 1.5 beyond
/// [`SMALL_UNIT`].
fn expected_secs(positions: u64, threads: usize) -> f64 {
    let n = positions as f64;
    let rate = RATE_PER_THREAD * (SMALL_UNIT / n.max(SMALL_UNIT)).sqrt();
    n / (rate * threads.max(1) as f64)
}

/// `morris solve --all`: every class of the moving phase of `rules`, class by class in the
/// order the captures need, into the cache folder. Says first what it will take (disk, memory,
/// time) and refuses where the disk has no room; shows its progress on standard error; and
/// when stopped (Ctrl-C, a kill, a power cut), the same command goes on from the classes kept,
/// each kept whole or not at all (and each checked when read back).
pub fn all(
    rules: Rules,
    paths: &Paths,
    threads: Option<usize>,
    memory: Option<u64>,
    up_to: Option<&str>,
    out: &mut impl Write,
) -> Result<ExitCode> {
    let title = rules.variant.title();
    if let Err(why) = solve::solvable(&rules) {
        bail!("{title}: not solved under these rules: {why}");
    }
    let up_to = up_to.map(|c| plan::parse_class(&rules, c)).transpose()?;
    let Some(dir) = paths.cache.clone() else {
        bail!(
            "this system has no cache folder: nothing solved could be kept, so nothing is solved"
        );
    };
    let threads = threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .max(1);
    let mut tb = tablebase(rules, paths)
        .with_most_positions(u64::MAX)
        .with_threads(threads);
    let Some(files) = tb.cache().cloned() else {
        bail!(
            "this system has no cache folder: nothing solved could be kept, so nothing is solved"
        );
    };
    let key = tb.key();
    let units = plan::units(&tb, up_to);
    let done = |a: u8, b: u8| files.has(&key, a, b) && files.has(&key, b, a);
    let unit_size =
        |tb: &Tablebase, a: u8, b: u8| tb.size(a, b) + if a == b { 0 } else { tb.size(b, a) };
    let todo: Vec<(u8, u8)> = units
        .iter()
        .copied()
        .filter(|&(a, b)| !done(a, b))
        .collect();
    let all_positions: u64 = units.iter().map(|&(a, b)| unit_size(&tb, a, b)).sum();
    let todo_positions: u64 = todo.iter().map(|&(a, b)| unit_size(&tb, a, b)).sum();
    let disk = (todo_positions as f64 * DISK_PER_POSITION) as u64;
    let largest = todo
        .iter()
        .copied()
        .max_by_key(|&(a, b)| tb.memory_to_solve(a, b));
    let classes = 2 * units.len() - units.iter().filter(|(a, b)| a == b).count();
    writeln!(
        out,
        "{title}: {classes} class{} of the moving phase{}, {} positions up to symmetry; {} of them in \
         the cache already ({})",
        if classes == 1 { "" } else { "es" },
        up_to.map_or(String::new(), |(a, b)| format!(" (up to {a}v{b})")),
        count(all_positions),
        units
            .iter()
            .filter(|&&(a, b)| done(a, b))
            .map(|&(a, b)| if a == b { 1 } else { 2 })
            .sum::<usize>(),
        paths.shown(&dir),
    )?;
    if let Some((a, b)) = largest {
        let room = crate::store::tables::room(&dir);
        writeln!(
            out,
            "to solve: {} positions; about {} of disk ({}), {} here with {threads} \
             thread{}, at most about {} of memory (for {a}v{b}{})",
            count(todo_positions),
            bytes(disk),
            room.map_or("free room unknown".into(), |r| format!("{} free", bytes(r))),
            estimate(
                todo.iter()
                    .map(|&(a, b)| expected_secs(unit_size(&tb, a, b), threads))
                    .sum()
            ),
            if threads == 1 { "" } else { "s" },
            bytes(tb.memory_to_solve(a, b)),
            if a == b {
                String::new()
            } else {
                format!(" with {b}v{a}")
            },
        )?;
        if let Some(r) = room
            && r < disk
        {
            bail!(
                "not enough room on the disk of {}: solving every class needs about {}, and {} \
                 is free",
                paths.shown(&dir),
                bytes(disk),
                bytes(r)
            );
        }
        writeln!(
            out,
            "it can be stopped at any time (Ctrl-C): the same command goes on from the last \
             class kept"
        )?;
    }
    writeln!(
        out,
        "{:<5} {:>12} {:>22} {:>22} {:>22} {:>8} {:>8}  time",
        "class", "positions", "side to move wins", "loses", "draws", "longest", "loss"
    )?;
    out.flush()?;
    // Said on standard error if it is stopped by Ctrl-C or a kill: what is kept.
    let _interrupted = Interrupted::watch(files.clone(), key.clone(), units.clone());
    // Measured in this run: positions solved, the seconds they took, and the seconds they were
    // expected to take.
    let (mut solved, mut took, mut took_expected) = (0u64, 0f64, 0f64);
    let expected: Vec<f64> = units
        .iter()
        .map(|&(a, b)| expected_secs(unit_size(&tb, a, b), threads))
        .collect();
    let mut left: f64 = todo
        .iter()
        .filter_map(|u| units.iter().position(|x| x == u))
        .map(|k| expected[k])
        .sum();
    for (k, &(a, b)) in units.iter().enumerate() {
        let positions = unit_size(&tb, a, b);
        if !done(a, b) {
            left = (left - expected[k]).max(0.0);
        }
        let worked = tb.worked();
        if let Some(most) = memory
            && !done(a, b)
            && tb.memory_to_solve(a, b) > most
        {
            writeln!(
                out,
                "{a}v{b} needs about {} of memory, more than the {} allowed (--memory): stopped \
                 here (the same command goes on from here)",
                bytes(tb.memory_to_solve(a, b)),
                bytes(most)
            )?;
            return Ok(ExitCode::from(1));
        }
        let start = std::time::Instant::now();
        let cpu_start = cpu_seconds();
        let mut bar = Bar::new(positions, left * slower(took, took_expected));
        let result = tb.solve(a, b, &mut |c, f| bar.show(c, f));
        bar.clear();
        let secs = start.elapsed().as_secs_f64();
        if let Err(e) = result {
            cache_problems(&mut tb);
            writeln!(out, "{a}v{b}   {e}")?;
            return Ok(ExitCode::from(1));
        }
        if cache_problems(&mut tb) {
            writeln!(
                out,
                "{a}v{b} could not be kept: stopped (the same command goes on from here)"
            )?;
            return Ok(ExitCode::from(1));
        }
        // Solved here, or read (a file refused is solved again).
        let how = if tb.worked() > worked {
            solved += positions;
            took += secs;
            took_expected += expected[k];
            format!(
                "{} ({}/s), {:.1} s of CPU",
                duration(secs),
                count((positions as f64 / secs.max(1e-3)) as u64),
                cpu_seconds() - cpu_start,
            )
        } else {
            "in the cache".into()
        };
        let mirror = if a == b {
            vec![(a, b)]
        } else {
            vec![(a, b), (b, a)]
        };
        for (x, y) in mirror {
            row(out, &tb, x, y, &how)?;
        }
        out.flush()?;
        // What the classes still to come need, kept as runs; the rest forgotten.
        tb.compact();
        let keep: Vec<(u8, u8)> = units[k + 1..]
            .iter()
            .flat_map(|&(x, y)| tb.captures_lead_to(x, y))
            .collect();
        tb.keep_only(&keep);
    }
    writeln!(
        out,
        "every class{} solved{}",
        up_to.map_or(String::new(), |(a, b)| format!(" up to {a}v{b}")),
        if solved > 0 {
            format!(
                ": {} positions in {} here, {:.1} s of CPU in all",
                count(solved),
                duration(took),
                cpu_seconds()
            )
        } else {
            String::new()
        }
    )?;
    Ok(ExitCode::SUCCESS)
}

/// The folders of `paths` with `dir` as both the cache (the classes) and the data folder (the
/// seal's key): `--out DIR`, a folder of classes that can travel between machines.
pub fn folder_paths(dir: &std::path::Path, paths: &Paths) -> Paths {
    Paths {
        cache: Some(dir.to_path_buf()),
        data: Some(dir.to_path_buf()),
        ..paths.clone()
    }
}

/// `morris solve` with `args`, and the flags that give `rules` unless they are the standard
/// ones (`morris solve --all --pieces 6`): a command to copy that solves for these rules, not
/// for the standard ones.
pub fn command(args: &str, rules: &Rules) -> String {
    let flags = crate::settings::rule_flags(rules).unwrap_or_default();
    if *rules == Rules::default() || flags.is_empty() {
        format!("morris solve {args}")
    } else {
        format!("morris solve {args} {}", flags.join(" "))
    }
}

/// `morris solve --class AvB`: class (a, b) with its mirror, as a job of its own; the classes
/// its captures lead to are read from the folder (never solved here: another job's), and the
/// class is written there.
pub fn one_class(
    rules: Rules,
    class: &str,
    paths: &Paths,
    threads: Option<usize>,
    out: &mut impl Write,
) -> Result<ExitCode> {
    let title = rules.variant.title();
    if let Err(why) = solve::solvable(&rules) {
        bail!("{title}: not solved under these rules: {why}");
    }
    let (a, b) = plan::parse_class(&rules, class)?;
    let threads = threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .max(1);
    let mut tb = tablebase(rules, paths)
        .with_most_positions(u64::MAX)
        .with_threads(threads);
    if tb.cache().is_none() {
        bail!("there is no folder to keep the class in: give one with --out DIR");
    }
    for (x, y) in tb.captures_lead_to(a, b) {
        if !tb.read(x, y) {
            cache_problems(&mut tb);
            bail!(
                "{x}v{y} is needed first (a capture from {a}v{b} leads there): solve it into the \
                 same folder ({})",
                command(&format!("--class {}v{}", x.max(y), x.min(y)), &rules)
            );
        }
    }
    let start = std::time::Instant::now();
    let cpu_start = cpu_seconds();
    let positions = tb.size(a, b) + if a == b { 0 } else { tb.size(b, a) };
    let mut bar = Bar::new(positions, 0.0);
    let result = tb.solve(a, b, &mut |c, f| bar.show(c, f));
    bar.clear();
    result?;
    let not_kept = cache_problems(&mut tb);
    let how = if tb.worked() > 0 {
        format!(
            "{}, {:.1} s of CPU",
            duration(start.elapsed().as_secs_f64()),
            cpu_seconds() - cpu_start
        )
    } else {
        "in the folder".into()
    };
    writeln!(
        out,
        "{:<5} {:>12} {:>22} {:>22} {:>22} {:>8} {:>8}  time",
        "class", "positions", "side to move wins", "loses", "draws", "longest", "loss"
    )?;
    let mirror = if a == b {
        vec![(a, b)]
    } else {
        vec![(a, b), (b, a)]
    };
    for (x, y) in mirror {
        row(out, &tb, x, y, &how)?;
    }
    Ok(if not_kept {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// One line of the table: class (a, b)'s counts.
fn row(out: &mut impl Write, tb: &Tablebase, a: u8, b: u8, how: &str) -> Result<()> {
    let Some(s) = tb.summary(a, b) else {
        return Ok(());
    };
    let pct = |n: u64| {
        format!(
            "{n} ({:.2} %)",
            100.0 * n as f64 / s.positions.max(1) as f64
        )
    };
    writeln!(
        out,
        "{:<5} {:>12} {:>22} {:>22} {:>22} {:>8} {:>8}  {how}",
        format!("{a}v{b}"),
        s.positions,
        pct(s.wins),
        pct(s.losses),
        pct(s.draws),
        s.longest_win,
        s.longest_loss.map_or("-".to_string(), |d| d.to_string()),
    )?;
    Ok(())
}

/// The progress of one class of `solve --all` on standard error: a line redrawn on a
/// terminal, a plain line every tenth of the way otherwise.
struct Bar {
    tty: bool,
    start: std::time::Instant,
    positions: u64,
    /// The seconds the classes after this one are expected to take.
    after: f64,
    last: i32,
}

impl Bar {
    fn new(positions: u64, after: f64) -> Bar {
        use std::io::IsTerminal;
        Bar {
            tty: std::io::stderr().is_terminal(),
            start: std::time::Instant::now(),
            positions,
            after,
            last: -1,
        }
    }

    fn show(&mut self, (a, b): (u8, u8), f: f32) {
        let pct = (f.clamp(0.0, 1.0) * 100.0) as i32;
        let step = if self.tty { pct } else { pct / 10 * 10 };
        if step == self.last || pct >= 100 {
            return;
        }
        self.last = step;
        let secs = self.start.elapsed().as_secs_f64();
        let f = f64::from(f).max(1e-3);
        let rate = self.positions as f64 * f / secs.max(1e-3);
        let left = secs * (1.0 - f) / f;
        let bar = |width: i32| {
            let filled = (pct * width / 100).clamp(0, width) as usize;
            format!(
                "{a}v{b} [{}{}] {pct:>3}%",
                "#".repeat(filled),
                " ".repeat(width as usize - filled)
            )
        };
        let (left, all) = (left_of(left), estimate(left + self.after));
        let line = format!(
            "{} of {} positions, {}/s, {left} left in the class, {all} in all",
            bar(20),
            count(self.positions),
            count(rate as u64),
        );
        if self.tty {
            // Redrawn with a carriage return: a line wider than the terminal would wrap and
            // leave a row behind at each step, so the shorter forms where it does not fit.
            let width = crossterm::terminal::size().map_or(80, |(w, _)| usize::from(w));
            let line = fitted(
                &[
                    line,
                    format!("{}, {left} left in the class, {all} in all", bar(10)),
                    format!("{}, {all} in all", bar(10)),
                ],
                width,
            );
            eprint!("\r\x1b[K{line}");
        } else {
            eprintln!("{line}");
        }
    }

    fn clear(&self) {
        if self.tty && self.last >= 0 {
            eprint!("\r\x1b[K");
        }
    }
}

/// The first of `lines` narrower than `width` columns (the last column left free, where a
/// terminal would wrap), or the last one cut to fit.
fn fitted(lines: &[String], width: usize) -> String {
    let room = width.saturating_sub(1);
    lines
        .iter()
        .find(|l| l.chars().count() <= room)
        .cloned()
        .unwrap_or_else(|| {
            lines
                .last()
                .map(|l| l.chars().take(room).collect())
                .unwrap_or_default()
        })
}

/// The CPU time this process has taken so far, in seconds (all its threads).
fn cpu_seconds() -> f64 {
    let t = rustix::time::clock_gettime(rustix::time::ClockId::ProcessCPUTime);
    t.tv_sec as f64 + t.tv_nsec as f64 / 1e9
}

/// `812`, `35.4 k`, `1.20 M`, `8.90 G`.
fn count(n: u64) -> String {
    let n = n as f64;
    match n {
        n if n >= 1e9 => format!("{:.2} G", n / 1e9),
        n if n >= 1e6 => format!("{:.2} M", n / 1e6),
        n if n >= 1e4 => format!("{:.1} k", n / 1e3),
        n => format!("{n}"),
    }
}

/// `512 B`, `27.0 MB`, `1.40 GB`.
fn bytes(n: u64) -> String {
    let n = n as f64;
    match n {
        n if n >= 1e9 => format!("{:.2} GB", n / 1e9),
        n if n >= 1e6 => format!("{:.1} MB", n / 1e6),
        n if n >= 1e3 => format!("{:.1} kB", n / 1e3),
        n => format!("{n} B"),
    }
}

/// How much slower than expected this run has solved so far (1: as expected): the seconds
/// taken over the seconds expected, each with a second more, so that the first classes, solved
/// in a blink, do not yet weigh much against the estimate.
fn slower(took: f64, expected: f64) -> f64 {
    (took + 1.0) / (expected + 1.0)
}

/// A time still to come: `under a second`, `about 12 s`, `about 3 min 10 s` (an estimate never
/// says `0.0 s`).
fn estimate(secs: f64) -> String {
    if secs < 1.0 {
        crate::t!("solve-under-a-second")
    } else {
        crate::t!("solve-about", time = duration(secs))
    }
}

/// What is left of a class: `under a second`, `12 s`.
fn left_of(secs: f64) -> String {
    if secs < 1.0 {
        crate::t!("solve-under-a-second")
    } else {
        duration(secs)
    }
}

/// `0.4 s`, `12 s`, `3 min 10 s`, `2 h 05 min`.
fn duration(secs: f64) -> String {
    let s = secs.max(0.0);
    if s < 10.0 {
        format!("{s:.1} s")
    } else if s < 60.0 {
        format!("{s:.0} s")
    } else if s < 3600.0 {
        format!("{} min {:02} s", (s / 60.0) as u64, (s % 60.0) as u64)
    } else {
        format!(
            "{} h {:02} min",
            (s / 3600.0) as u64,
            (s % 3600.0 / 60.0) as u64
        )
    }
}

/// A tablebase of `rules` that reads and writes the user's cache.
pub fn tablebase(rules: Rules, paths: &Paths) -> Tablebase {
    Tablebase::new(rules).with_cache(paths.tables())
}

/// Says on standard error what went wrong with the cache (a file refused, a class not kept);
/// whether a class could not be kept.
pub fn cache_problems(tb: &mut Tablebase) -> bool {
    let mut not_kept = false;
    for p in tb.take_problems() {
        not_kept |= matches!(p, solve::CacheProblem::NotKept(..));
        say(format_args!("morris: {p}"));
    }
    not_kept
}

/// Solving's progress on standard error, when it is a terminal.
pub fn progress() -> impl FnMut((u8, u8), f32) {
    use std::io::IsTerminal;
    let show = std::io::stderr().is_terminal();
    let mut last = (0u8, 0u8, -1i32);
    move |(a, b), f| {
        let pct = (f * 100.0) as i32;
        if show && (a, b, pct) != last {
            last = (a, b, pct);
            eprint!("\rsolving {a} v {b}: {pct:>3}%");
            if pct >= 100 {
                eprint!("\r                      \r");
            }
        }
    }
}

/// The most nodes `eval` and `analyse` search over the placement for a position with stones
/// in hand (a few seconds here): beyond, its value is "not proved".
pub const PLACEMENT_NODES: u64 = 1_000_000;

/// The value of `pos`, solving (or reading) its class first if it can be solved here; with
/// stones in hand on a board not solved whole, proved by the search over the placement.
pub fn value_of(tb: &mut Tablebase, pos: &Position) -> Result<Value, Unknown> {
    if pos.outcome().is_some() {
        return tb.evaluate(pos);
    }
    let placing = Color::BOTH.iter().any(|&c| pos.in_hand(c) > 0);
    if placing && !tb.is_whole() && tb.can_solve_whole().is_ok() {
        tb.solve_whole(&mut progress())?;
    }
    if placing && !tb.is_whole() {
        // The start's proof (`morris solve --start`), where it settles the position a draw:
        // a draw needs no distance, and the classes need not be read.
        if !tb.has_kept_proof() {
            tb.read_kept_proof();
        }
        if tb.outcome_bounds(pos) == Some((0, 0)) {
            return Ok(Value::Draw);
        }
        // The search over the rest of the placement, with the classes it leads to.
        let missing = tb.ready_for(pos, 8, u64::MAX);
        if !missing.is_empty() {
            // Without them the search would spend its budget on leaves it cannot value (a
            // game's `analyse` has up to 18 such positions).
            return Err(Unknown::NotProved(missing));
        }
        return tb.prove(pos, solve::prove::Budget::nodes(PLACEMENT_NODES), true);
    }
    let (a, b) = tb.class_of(pos)?;
    if !tb.is_solved(a, b) && tb.can_have(a, b) {
        tb.solve(a, b, &mut progress())?;
    }
    tb.evaluate(pos)
}

/// The last line of `eval`: `value: win 7`, `value: draw`, `value: unknown (why)`.
pub fn value_line(v: &Result<Value, Unknown>) -> String {
    match v {
        Ok(v) => format!("value: {}", v.short()),
        Err(e) => format!("value: unknown ({e})"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::tests::text;
    use crate::rules::Variant;

    use crate::commands::tests::paths_in as paths;

    #[test]
    fn three_men_s_morris_is_solved_whole_and_kept() {
        let dir = tempfile::tempdir().unwrap();
        let mut out = Vec::new();
        let code = run(Variant::Three.rules(), &paths(dir.path()), &mut out).unwrap();
        assert_eq!(code, ExitCode::SUCCESS);
        let out = text(out);
        assert!(
            out.starts_with("Three Men's Morris, from the empty board: White wins in 9 turns"),
            "{out}"
        );
        assert!(out.contains("\n3v3 "), "{out}");
        assert!(paths(dir.path()).tables().is_some_and(|t| t.has(
            &solve::key(&Variant::Three.rules()),
            3,
            3
        )));
    }

    /// The time the standard game is expected to take on one thread, against the runs of
    /// docs/analysis.md: about 13,400 s of CPU in all (3v3 to 9v4: 2,385 s; 7v7 to 9v9, the
    /// last 9 units: 11,019 s). With one rate for every class it was 4,450 s.
    #[test]
    fn the_standard_game_is_expected_to_take_hours_not_one() {
        let rules = Variant::Nine.rules();
        let tb = Tablebase::new(rules).with_most_positions(u64::MAX);
        let units = solve::units(&rules);
        let secs = |us: &[(u8, u8)]| -> f64 {
            us.iter()
                .map(|&(a, b)| {
                    let n = tb.size(a, b) + if a == b { 0 } else { tb.size(b, a) };
                    expected_secs(n, 1)
                })
                .sum()
        };
        let all = secs(&units);
        assert!((10_000.0..16_000.0).contains(&all), "{all} s");
        let last = secs(&units[units.len() - 9..]);
        assert!((9_000.0..13_000.0).contains(&last), "{last} s");
        // Two threads, half the time.
        let n = tb.size(9, 7) + tb.size(7, 9);
        assert!((expected_secs(n, 2) * 2.0 - expected_secs(n, 1)).abs() < 1e-6);
        // The small classes as fast as measured on them: 2 million positions a second.
        assert_eq!(expected_secs(2_000_000, 1), 1.0);
        assert_eq!(estimate(expected_secs(4_000_000, 1)), "about 2.0 s");
    }

    #[test]
    fn a_time_to_come_under_a_second_is_said_so_not_0_0_s() {
        crate::lang::set_here(Some(crate::lang::Lang::En));
        assert_eq!(estimate(0.04), "under a second");
        assert_eq!(left_of(0.04), "under a second");
        assert_eq!(estimate(1.0), "about 1.0 s");
        assert_eq!(estimate(190.0), "about 3 min 10 s");
        assert_eq!(left_of(12.0), "12 s");
        crate::lang::set_here(Some(crate::lang::Lang::De));
        assert_eq!(estimate(0.04), "unter einer Sekunde");
        assert_eq!(estimate(12.0), "etwa 12 s");
        crate::lang::set_here(Some(crate::lang::Lang::Pt));
        assert_eq!(estimate(0.04), "menos de um segundo");
        crate::lang::set_here(None);
    }

    /// Measured slower than expected, the classes to come are expected slower too; the first
    /// classes, solved in a blink, hardly move the estimate.
    #[test]
    fn the_estimate_follows_the_rate_measured_in_this_run() {
        assert_eq!(slower(0.0, 0.0), 1.0);
        assert!((slower(0.3, 0.01) - 1.3 / 1.01).abs() < 1e-9);
        assert!((slower(299.0, 99.0) - 3.0).abs() < 1e-9);
    }

    /// On a terminal the progress is redrawn in place: it must fit its width, or each step
    /// leaves a row behind.
    #[test]
    fn the_progress_line_fits_the_terminal() {
        let lines = [
            "6v3 [##########          ]  51% of 13.73 M positions, 5.43 M/s, under a second \
             left in the class, about 1 min 11 s in all"
                .to_string(),
            "6v3 [#####     ]  51%, under a second left in the class, about 1 min 11 s in all"
                .to_string(),
            "6v3 [#####     ]  51%, about 1 min 11 s in all".to_string(),
        ];
        assert_eq!(fitted(&lines, 200), lines[0]);
        assert_eq!(fitted(&lines, 80), lines[2]);
        assert_eq!(fitted(&lines, 82), lines[1]);
        assert_eq!(fitted(&lines, 21), "6v3 [#####     ]  51");
        assert_eq!(fitted(&lines, 0), "");
    }

    #[test]
    fn rules_that_cannot_be_solved_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let e = run(
            Variant::Morabaraba.rules(),
            &paths(dir.path()),
            &mut Vec::new(),
        )
        .unwrap_err();
        assert!(
            e.to_string()
                .starts_with("not solved under these rules: no re-forming"),
            "{e}"
        );
    }
}

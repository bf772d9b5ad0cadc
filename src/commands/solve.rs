//! `morris solve`: every class this rule set can solve here, solved into the cache and
//! summed up; and what `eval` and `analyse` share with it: a tablebase on the user's cache,
//! its progress on a terminal, and its problems said.

use std::io::Write;
use std::process::ExitCode;

use anyhow::{Result, bail};

use super::say;
use crate::rules::{Color, Position, Rules};
use crate::solve::{self, Tablebase, Unknown, Value};
use crate::store::Paths;

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

/// The value of `pos`, solving (or reading) its class first if it can be solved here.
pub fn value_of(tb: &mut Tablebase, pos: &Position) -> Result<Value, Unknown> {
    if pos.outcome().is_some() {
        return tb.evaluate(pos);
    }
    let placing = Color::BOTH.iter().any(|&c| pos.in_hand(c) > 0);
    if placing && !tb.is_whole() && tb.can_solve_whole().is_ok() {
        tb.solve_whole(&mut progress())?;
    }
    let (a, b) = tb.class_of(pos)?;
    if !tb.is_solved(a, b) && tb.can_solve(a, b) {
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

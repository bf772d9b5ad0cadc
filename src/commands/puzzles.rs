//! `morris puzzles --make`: a set of puzzles made from the exact values of the rules in force,
//! drawn from a seed (the same seed, the same set), one a line on standard output, as the
//! shipped sets are kept (src/puzzles/, docs/puzzles.md).

use std::io::Write;
use std::process::ExitCode;

use anyhow::{Result, bail};

use super::solve::{cache_problems, progress, tablebase};
use crate::rules::Rules;
use crate::solve::{self, puzzle};
use crate::store::Paths;

/// Solves (or reads) the classes puzzles are made from, makes `count` puzzles from `seed`
/// and writes them, a line each, after a comment saying how they were made.
pub fn make(
    rules: Rules,
    seed: u64,
    count: usize,
    paths: &Paths,
    out: &mut impl Write,
) -> Result<ExitCode> {
    if let Err(why) = solve::solvable(&rules) {
        bail!("not solved under these rules: {why}");
    }
    let mut tb = tablebase(rules, paths);
    for (a, b) in puzzle::classes(&rules) {
        tb.solve(a, b, &mut progress())?;
    }
    cache_problems(&mut tb);
    let set = puzzle::make(&tb, seed, count);
    writeln!(
        out,
        "# morris puzzles --make --variant {} --seed {seed} --count {count}",
        rules.variant.name()
    )?;
    writeln!(
        out,
        "# fen | goal | turns | difficulty | answer | themes | line of best play"
    )?;
    for p in &set {
        writeln!(out, "{}", p.to_line())?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `morris puzzles`: with `make`, a new set ([`make`]); without, the shipped set for the rules
/// in force, listed.
pub fn run(
    rules: Rules,
    make_set: bool,
    seed: u64,
    count: usize,
    paths: &Paths,
    out: &mut impl Write,
) -> Result<ExitCode> {
    if make_set {
        return make(rules, seed, count, paths, out);
    }
    let set = crate::puzzles::shipped(&rules);
    if set.is_empty() {
        bail!("no puzzles are shipped for these rules: morris puzzles --make makes a set");
    }
    for p in set {
        writeln!(out, "{}", p.to_line())?;
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::tests::text;
    use crate::rules::Variant;

    fn paths(dir: &std::path::Path) -> Paths {
        Paths {
            data: Some(dir.join("data")),
            cache: Some(dir.join("cache")),
            config: None,
            home: Some(dir.to_path_buf()),
        }
    }

    #[test]
    fn make_writes_a_set_that_reads_back_and_the_same_seed_writes_it_again() {
        let dir = tempfile::tempdir().unwrap();
        let rules = Variant::Three.rules();
        let mut out = Vec::new();
        let code = run(rules, true, 4, 12, &paths(dir.path()), &mut out).unwrap();
        assert_eq!(code, ExitCode::SUCCESS);
        let out = text(out);
        assert!(
            out.starts_with("# morris puzzles --make --variant three --seed 4 --count 12\n"),
            "{out}"
        );
        let set = crate::puzzles::parse(&out, rules);
        assert_eq!(set.len(), 12);
        assert!(set.iter().all(Result::is_ok), "{out}");
        let mut again = Vec::new();
        run(rules, true, 4, 12, &paths(dir.path()), &mut again).unwrap();
        assert_eq!(text(again), out);
    }

    #[test]
    fn without_make_the_shipped_set_is_listed_and_unsolvable_rules_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let mut out = Vec::new();
        run(
            Variant::Three.rules(),
            false,
            1,
            0,
            &paths(dir.path()),
            &mut out,
        )
        .unwrap();
        assert_eq!(text(out).lines().count(), 40);
        let e = run(
            Variant::Morabaraba.rules(),
            true,
            1,
            5,
            &paths(dir.path()),
            &mut Vec::new(),
        )
        .unwrap_err();
        assert!(
            e.to_string().starts_with("not solved under these rules"),
            "{e}"
        );
    }
}

//! `morris puzzles --make`: a set of puzzles made from the exact values of the rules in force,
//! drawn from a seed (the same seed, the same set), one a line on standard output, as the
//! shipped sets are kept (src/puzzles/, docs/puzzles.md).

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use anyhow::{Result, bail};

use super::solve::{cache_problems, progress, tablebase};
use crate::cli::PuzzleFormat;
use crate::puzzles::sanmill;
use crate::rules::Rules;
use crate::solve::puzzle::{self, Puzzle};
use crate::solve::{self, Tablebase};
use crate::store::Paths;

/// What `morris puzzles` writes: a set made (`make`, from `seed`, `count` puzzles) or the
/// shipped one, in `format`.
#[derive(Clone, Copy, Debug)]
pub struct Set {
    /// Make a set rather than list the shipped one.
    pub make: bool,
    /// The seed a set is made from.
    pub seed: u64,
    /// How many puzzles to make.
    pub count: usize,
    /// morris's lines or a Sanmill pack.
    pub format: PuzzleFormat,
}

/// Solves (or reads) the classes puzzles are made from and makes `count` puzzles from `seed`.
pub fn make(rules: Rules, seed: u64, count: usize, paths: &Paths) -> Result<Vec<Puzzle>> {
    if let Err(why) = solve::solvable(&rules) {
        bail!("not solved under these rules: {why}");
    }
    let mut tb = tablebase(rules, paths);
    for (a, b) in puzzle::classes(&rules) {
        tb.solve(a, b, &mut progress())?;
    }
    cache_problems(&mut tb);
    let mut set = puzzle::make(&tb, seed, count);
    crate::puzzles::rate(&mut set);
    Ok(set)
}

/// `morris puzzles --make` or `--list`: a new set ([`make`]) or the shipped set for the rules
/// in force, written as morris's lines (after a comment saying how a made set was made) or as
/// a Sanmill pack.
pub fn run(rules: Rules, set: Set, paths: &Paths, out: &mut impl Write) -> Result<ExitCode> {
    let puzzles = if set.make {
        make(rules, set.seed, set.count, paths)?
    } else {
        let shipped = crate::puzzles::shipped(&rules);
        if shipped.is_empty() {
            bail!("no puzzles are shipped for these rules: morris puzzles --make makes a set");
        }
        shipped
    };
    let name = rules.variant.name();
    if set.format == PuzzleFormat::Sanmill {
        let title = match set.make {
            true => format!("morris {name} puzzles, seed {}", set.seed),
            false => format!("morris {name} puzzles"),
        };
        writeln!(out, "{}", sanmill::write(&puzzles, rules, &title)?)?;
        return Ok(ExitCode::SUCCESS);
    }
    if set.make {
        writeln!(
            out,
            "# morris puzzles --make --variant {name} --seed {} --count {}",
            set.seed, set.count
        )?;
        writeln!(
            out,
            "# fen | goal | turns | difficulty | answer | themes | line of best play"
        )?;
    }
    for p in &puzzles {
        writeln!(out, "{}", p.to_line())?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The tables a pack's puzzles are checked in: the endgame classes solved for any rules
/// (docs/analysis.md) that the pack's positions are in, solved or read from the cache.
fn pack_tables(pack: &sanmill::Pack, paths: &Paths) -> Result<Option<Tablebase>> {
    if solve::solvable(&pack.rules).is_err() {
        return Ok(None);
    }
    let mut tb = tablebase(pack.rules, paths);
    let endgames = [(3, 3), (4, 3), (3, 4), (4, 4), (5, 3), (3, 5)];
    let needed = sanmill::classes_needed(pack, &endgames);
    // A class's values need the classes a removal leads to: solve the smaller ones first.
    for (a, b) in endgames {
        if needed.iter().any(|&(x, y)| x + y >= a + b) && tb.can_have(a, b) {
            tb.solve(a, b, &mut progress())?;
        }
    }
    cache_problems(&mut tb);
    Ok(Some(tb))
}

/// `morris puzzles --check FILE`: each of the pack's puzzles checked against morris's exact
/// values, a line each (agrees, disagrees and why, not checked and why, cannot be read and
/// why), then the counts; exit 1 if any disagrees or cannot be read.
pub fn check(path: &Path, paths: &Paths, out: &mut impl Write) -> Result<ExitCode> {
    let pack = sanmill::read_file(path)?;
    let tb = pack_tables(&pack, paths)?;
    let (mut agree, mut disagree, mut unchecked, mut unread) = (0, 0, 0, 0);
    for (i, p) in pack.puzzles.iter().enumerate() {
        let n = i + 1;
        let p = match p {
            Ok(p) => p,
            Err(why) => {
                unread += 1;
                writeln!(out, "puzzle {n}: cannot be read: {why}")?;
                continue;
            }
        };
        let verdict = match &tb {
            Some(tb) => sanmill::check(p, tb),
            None => sanmill::Check::NotChecked(format!(
                "{} is not solved here",
                pack.rules.variant.name()
            )),
        };
        let id = crate::text::excerpt(&p.id, 60);
        match verdict {
            sanmill::Check::Agrees(v) => {
                agree += 1;
                writeln!(out, "puzzle {n} ({id}): agrees ({v})")?;
            }
            sanmill::Check::Disagrees(why) => {
                disagree += 1;
                writeln!(out, "puzzle {n} ({id}): disagrees: {why}")?;
            }
            sanmill::Check::NotChecked(why) => {
                unchecked += 1;
                writeln!(out, "puzzle {n} ({id}): not checked: {why}")?;
            }
        }
    }
    writeln!(
        out,
        "{} puzzles: {agree} agree, {disagree} disagree, {unchecked} not checked, {unread} cannot be read",
        pack.puzzles.len()
    )?;
    Ok(match disagree + unread {
        0 => ExitCode::SUCCESS,
        _ => ExitCode::from(1),
    })
}

/// `morris puzzles FILE` outside the terminal screen: the pack's puzzles, a line each (its
/// number, id, category, difficulty, title, the first solution line), or why one cannot be
/// read.
pub fn list_pack(path: &Path, out: &mut impl Write) -> Result<ExitCode> {
    let pack = sanmill::read_file(path)?;
    if let Some(name) = &pack.name {
        writeln!(out, "# {}", crate::text::excerpt(name, 100))?;
    }
    for (i, p) in pack.puzzles.iter().enumerate() {
        match p {
            Ok(p) => {
                let line = p.lines.first().map(|l| {
                    l.moves
                        .iter()
                        .map(ToString::to_string)
                        .collect::<Vec<_>>()
                        .join(" ")
                });
                writeln!(
                    out,
                    "{} | {} | {} | {} | {} | {}",
                    i + 1,
                    crate::text::excerpt(&p.id, 60),
                    crate::text::excerpt(&p.category, 20),
                    crate::text::excerpt(&p.difficulty, 20),
                    crate::text::excerpt(&p.title, 100),
                    line.unwrap_or_default()
                )?;
            }
            Err(why) => writeln!(out, "{} | cannot be read: {why}", i + 1)?,
        }
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::tests::text;
    use crate::commands::tests::text as text_of;
    use crate::rules::Variant;

    fn args(make: bool, seed: u64, count: usize) -> Set {
        Set {
            make,
            seed,
            count,
            format: PuzzleFormat::Morris,
        }
    }

    use crate::commands::tests::paths_in as paths;

    #[test]
    fn make_writes_a_set_that_reads_back_and_the_same_seed_writes_it_again() {
        let dir = tempfile::tempdir().unwrap();
        let rules = Variant::Three.rules();
        let mut out = Vec::new();
        let code = run(rules, args(true, 4, 12), &paths(dir.path()), &mut out).unwrap();
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
        run(rules, args(true, 4, 12), &paths(dir.path()), &mut again).unwrap();
        assert_eq!(text(again), out);
    }

    #[test]
    fn without_make_the_shipped_set_is_listed_and_unsolvable_rules_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let mut out = Vec::new();
        run(
            Variant::Three.rules(),
            args(false, 1, 0),
            &paths(dir.path()),
            &mut out,
        )
        .unwrap();
        assert_eq!(text(out).lines().count(), 40);
        let e = run(
            Variant::Morabaraba.rules(),
            args(true, 1, 5),
            &paths(dir.path()),
            &mut Vec::new(),
        )
        .unwrap_err();
        assert!(
            e.to_string().starts_with("not solved under these rules"),
            "{e}"
        );
    }

    #[test]
    fn check_says_a_pack_solution_that_does_not_win_and_exits_1() {
        let dir = tempfile::tempdir().unwrap();
        let rules = Variant::Nine.rules();
        let right = crate::puzzles::shipped(&rules)
            .into_iter()
            .find(|p| p.goal.tag() == "win")
            .unwrap();
        let other = right
            .position
            .legal()
            .into_iter()
            .find(|&d| d != right.answer)
            .unwrap();
        let wrong = Puzzle {
            answer: other,
            line: vec![other],
            ..right.clone()
        };
        let file = dir.path().join("pack.sanmill_puzzles");
        let text = sanmill::write(&[right, wrong], rules, "test").unwrap();
        std::fs::write(&file, text).unwrap();
        let mut out = Vec::new();
        let code = check(&file, &paths(dir.path()), &mut out).unwrap();
        let out = text_of(out);
        assert_eq!(code, ExitCode::from(1), "{out}");
        let lines: Vec<&str> = out.lines().collect();
        assert!(lines[0].contains("): agrees (win "), "{out}");
        assert!(
            lines[1].contains(&format!("): disagrees: the pack's solution 1 ({other}) does not win the quickest way: {other} leads to")),
            "{out}"
        );
        assert_eq!(
            lines[2],
            "2 puzzles: 1 agree, 1 disagree, 0 not checked, 0 cannot be read"
        );
        // Not a pack: said, not a panic.
        std::fs::write(&file, "{ not json").unwrap();
        let e = check(&file, &paths(dir.path()), &mut Vec::new()).unwrap_err();
        assert!(e.to_string().contains("not JSON"), "{e}");
    }
}

//! `morris stats`: per person on the scoreboard the rating and its games, the results by
//! variant and by opponent, the longest games; the puzzles solved. `--json` for scripts.

use std::io::Write;
use std::process::ExitCode;

use anyhow::{Result, bail};

use super::{cell, say};
use crate::store::stats::{self, Person, Results, Stats};
use crate::store::{self, Paths, scores::Scoreboard};

/// Whether `morris stats` is at a terminal that can show a screen (its input and output, and
/// not `TERM=dumb`): there it opens the Statistics screen rather than printing.
pub fn on_terminal() -> bool {
    use std::io::IsTerminal;
    std::io::stdin().is_terminal()
        && std::io::stdout().is_terminal()
        && std::env::var("TERM").as_deref() != Ok("dumb")
}

/// `morris stats --print` (`json`: the same as JSON). The scoreboard is read as `morris
/// score` reads it: what it did or could not do is said on standard error, and a count that
/// cannot be kept gives exit code 1.
pub fn run(paths: &Paths, json: bool, out: &mut impl Write) -> Result<ExitCode> {
    let Some(dir) = &paths.data else {
        bail!("this system has no data folder to keep scores in");
    };
    let s = stats::read(dir);
    for note in &s.notes {
        say(format_args!("morris: {note}"));
    }
    if let Some(why) = &s.failed {
        say(format_args!("morris: {why}"));
    }
    for note in &s.puzzle_notes {
        say(format_args!("morris: {note}"));
    }
    let path = store::display_path(&Scoreboard::new(dir).path());
    if json {
        print_json(out, &path, &s)?;
    } else {
        print_text(out, &path, &s)?;
    }
    Ok(if s.failed.is_some() {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

fn print_json(out: &mut impl Write, path: &str, s: &Stats) -> Result<()> {
    #[derive(serde::Serialize)]
    struct Out<'a> {
        scores: &'a str,
        people: &'a [Person],
        puzzles: &'a [stats::PuzzleSet],
    }
    let text = serde_json::to_string_pretty(&Out {
        scores: path,
        people: &s.people,
        puzzles: &s.puzzles,
    })?;
    writeln!(out, "{text}")?;
    Ok(())
}

/// `1 won, 2 drawn, 0 lost`.
fn tally(r: Results) -> String {
    format!("{} won, {} drawn, {} lost", r.won, r.drawn, r.lost)
}

fn print_text(out: &mut impl Write, path: &str, s: &Stats) -> Result<()> {
    writeln!(out, "scores: {}", crate::text::clean(path))?;
    if s.people.is_empty() {
        writeln!(out, "No finished games of a person yet.")?;
    }
    for p in &s.people {
        writeln!(out)?;
        let rating = match p.rating {
            Some(r) => format!(
                "rating {r:.0} after {} rated {}",
                p.history.len(),
                if p.history.len() == 1 {
                    "game"
                } else {
                    "games"
                }
            ),
            None => "no rating yet".to_string(),
        };
        writeln!(out, "{}: {rating}", cell(&p.name))?;
        if p.results().games() > 0 {
            writeln!(out, "  games: {}", tally(p.results()))?;
        }
        if p.apart.games() > 0 {
            writeln!(
                out,
                "  counted apart (a set-up position or help), not rated: {}",
                tally(p.apart)
            )?;
        }
        let rows = |out: &mut dyn Write,
                    head: &str,
                    rows: &mut dyn Iterator<Item = (String, Results)>|
         -> std::io::Result<()> {
            let rows: Vec<(String, Results)> = rows.collect();
            if rows.is_empty() {
                return Ok(());
            }
            let w = rows
                .iter()
                .map(|(n, _)| n.chars().count())
                .max()
                .unwrap_or(0)
                .max(head.len());
            writeln!(
                out,
                "  {head:<w$}  {:>4}  {:>5}  {:>4}",
                "won", "drawn", "lost"
            )?;
            for (name, r) in rows {
                writeln!(
                    out,
                    "  {name:<w$}  {:>4}  {:>5}  {:>4}",
                    r.won, r.drawn, r.lost
                )?;
            }
            Ok(())
        };
        rows(
            out,
            "variant",
            &mut p.by_variant.iter().map(|(v, r)| (cell(v), *r)),
        )?;
        let mut opponents: Vec<(&String, &Results)> = p.by_opponent.iter().collect();
        opponents.sort_by(|a, b| store::scores::natural_cmp(a.0, b.0));
        rows(
            out,
            "against",
            &mut opponents.into_iter().map(|(o, r)| (cell(o), *r)),
        )?;
        for (i, l) in p.longest.iter().enumerate() {
            writeln!(
                out,
                "  {} {} decisions against {} ({}, {})",
                if i == 0 { "longest:" } else { "         " },
                l.plies,
                cell(&l.opponent),
                l.variant,
                l.result
            )?;
        }
    }
    if !s.puzzles.is_empty() {
        writeln!(out)?;
        writeln!(out, "puzzles (at their last try):")?;
        for set in &s.puzzles {
            let of = if set.shipped > 0 {
                format!(" of {}", set.shipped)
            } else {
                String::new()
            };
            writeln!(
                out,
                "  {:<8} {}{of} solved, {} failed",
                set.set, set.solved, set.failed
            )?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::tests::text;

    #[test]
    fn an_empty_scoreboard_says_so_and_no_data_folder_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let paths = Paths {
            data: Some(dir.path().to_path_buf()),
            cache: None,
            config: None,
            home: None,
        };
        let mut out = Vec::new();
        assert_eq!(run(&paths, false, &mut out).unwrap(), ExitCode::SUCCESS);
        assert!(text(out).contains("No finished games of a person yet."));
        let mut out = Vec::new();
        run(&paths, true, &mut out).unwrap();
        let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
        assert_eq!(v["people"].as_array().map(Vec::len), Some(0));
        let none = Paths {
            data: None,
            ..paths
        };
        assert!(run(&none, false, &mut Vec::new()).is_err());
    }
}

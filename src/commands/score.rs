//! `morris score`: the scoreboard, every pair of names in every variant with the first name's
//! wins, draws and losses, and the games counted apart.

use std::io::Write;
use std::process::ExitCode;

use anyhow::{Result, bail};

use super::{cell, say};
use crate::store::{self, Paths, scores};

/// `morris score`: every pair of names in every variant, with the first name's wins, draws
/// and losses; the games counted apart in a table of their own. Finished records of the data
/// folder missing from the count are counted again first (`--rebuild`: the count is made
/// anew). A count that cannot be read or kept is said, and the exit code is 1.
pub fn run(paths: &Paths, rebuild: bool, out: &mut impl Write) -> Result<ExitCode> {
    let Some(dir) = &paths.data else {
        bail!("this system has no data folder to keep scores in");
    };
    let board = scores::Scoreboard::new(dir);
    // Reading makes no folder: without a data folder (a new user, a HOME not there) there is
    // no scoreboard yet, and that is all there is to say.
    if std::fs::symlink_metadata(dir).is_err_and(|e| e.kind() == std::io::ErrorKind::NotFound) {
        writeln!(
            out,
            "scores: {} (no scoreboard yet)",
            crate::text::clean(&store::display_path(&board.path()))
        )?;
        writeln!(out, "No finished games yet.")?;
        return Ok(ExitCode::SUCCESS);
    }
    let report = if rebuild {
        board.rebuild()
    } else {
        board.check()
    };
    for note in &report.notes {
        say(format_args!("morris: {note}"));
    }
    if let Some(why) = &report.failed {
        say(format_args!("morris: {why}"));
    }
    let ledger = &report.ledger;
    let n = ledger.counted().count();
    let games = |n: usize| if n == 1 { "game" } else { "games" };
    // The games counted apart are finished too: the header names them, so that "0 finished
    // games" never heads a table of one.
    let k = ledger.apart().count();
    let apart_too = if k > 0 {
        format!(", and {k} counted apart")
    } else {
        String::new()
    };
    writeln!(
        out,
        "scores: {} ({n} finished {}{apart_too})",
        crate::text::clean(&store::display_path(&board.path())),
        games(n)
    )?;
    let skipped = ledger.not_counted().count();
    if skipped > 0 {
        writeln!(
            out,
            "{skipped} more {} not counted: a side changed hands between a person and the computer during the game",
            games(skipped)
        )?;
    }
    let table = ledger.table();
    let apart = ledger.apart_table();
    if table.is_empty() && skipped == 0 && apart.is_empty() {
        writeln!(out, "No finished games yet.")?;
    }
    print_table(out, &table)?;
    if !apart.is_empty() {
        writeln!(out)?;
        writeln!(
            out,
            "{k} {} counted apart, from a set-up position or with help (analysis shown, hints):",
            games(k)
        )?;
        print_table(out, &apart)?;
    }
    Ok(if report.failed.is_some() {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// The rows of a score table, names cut to [`super::CELL`]; the games counted apart with why.
fn print_table(out: &mut impl Write, rows: &[scores::Row]) -> Result<()> {
    if rows.is_empty() {
        return Ok(());
    }
    let table: Vec<_> = rows
        .iter()
        .map(|(v, a, t, b, why)| (cell(v), cell(a), *t, cell(b), why.as_deref().map(cell)))
        .collect();
    // Each column as wide as its widest cell, and at least its heading.
    let widest = |cells: &mut dyn Iterator<Item = &String>, least: usize| {
        cells
            .map(|c| c.chars().count())
            .max()
            .unwrap_or(0)
            .max(least)
    };
    let wv = widest(&mut table.iter().map(|r| &r.0), 7);
    let wp = widest(&mut table.iter().map(|r| &r.1), 6);
    let wb = widest(&mut table.iter().map(|r| &r.3), 7);
    let apart = table.iter().any(|r| r.4.is_some());
    let head = format!(
        "{:<wv$}  {:<wp$}  {:>4}  {:>5}  {:>4}  against",
        "variant", "player", "won", "drawn", "lost"
    );
    if apart {
        writeln!(out, "{head}{}  how", " ".repeat(wb - 7))?;
    } else {
        writeln!(out, "{head}")?;
    }
    for (variant, a, t, b, why) in &table {
        let row = format!(
            "{variant:<wv$}  {a:<wp$}  {:>4}  {:>5}  {:>4}  ",
            t.won, t.drawn, t.lost
        );
        match why {
            Some(why) => writeln!(out, "{row}{b:<wb$}  {why}")?,
            None => writeln!(out, "{row}{b}")?,
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
        let out = text(out);
        assert!(
            out.contains("(0 finished games)\nNo finished games yet.\n"),
            "{out}"
        );
        let none = Paths {
            data: None,
            ..paths
        };
        let e = run(&none, false, &mut Vec::new()).unwrap_err();
        assert!(e.to_string().contains("no data folder"), "{e}");
    }
}

//! `morris tune FILE…`: fits the evaluation's weights to the results of game records (the
//! records a match writes), and prints them in the form `bestmove --weights` takes.

use crate::words::ErrorWords;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Result;

use crate::engine::tune::{Sample, fit, samples};
use crate::engine::{Weights, evaluate};
use crate::rules::{Color, Outcome, Reason, Record, Rules};
use crate::store::read::{RECORD, read_text};

/// The outcome a record's result tag states (a draw may have been adjudicated by a match and
/// have no reason in the rules; an agreed draw stands for it).
fn stated(result: &str) -> Option<Option<Outcome>> {
    let won = |c: Color| {
        Some(Some(Outcome {
            winner: Some(c),
            reason: Reason::Resignation(c.other()),
        }))
    };
    match result.trim() {
        "1-0" => won(Color::White),
        "0-1" => won(Color::Black),
        "1/2-1/2" => Some(None),
        _ => None,
    }
}

/// Reads the records, fits the weights from the defaults, prints the fit. A record that cannot
/// be read or has no result is named on standard error and left out.
pub fn run(
    files: &[PathBuf],
    only: Option<&str>,
    rules: Rules,
    out: &mut impl Write,
) -> Result<ExitCode> {
    let only: Option<Vec<&str>> = only.map(|s| s.split(',').map(str::trim).collect());
    if let Some(bad) = only.iter().flatten().find(|n| !Weights::NAMES.contains(n)) {
        writeln!(
            out,
            "--only: no weight is called {bad:?} (there are {})",
            Weights::NAMES.join(", ")
        )?;
        return Ok(ExitCode::from(2));
    }
    let mut all: Vec<Sample> = Vec::new();
    let (mut games, mut skipped) = (0usize, 0usize);
    for f in files {
        let record = read_text(f, RECORD)
            .map_err(|e| e.to_string())
            .and_then(|t| Record::parse(&t, rules).map_err(|e| e.text()));
        let record = match record {
            Ok(r) => r,
            Err(e) => {
                eprintln!("morris tune: {}: {e}: left out", crate::text::path(f));
                skipped += 1;
                continue;
            }
        };
        let outcome = match record.game.position().outcome() {
            Some(o) => Some(Some(o)),
            None => record.tag("Result").and_then(stated),
        };
        let Some(outcome) = outcome else {
            eprintln!("morris tune: {}: no result: left out", crate::text::path(f));
            skipped += 1;
            continue;
        };
        all.extend(samples(&record.game, outcome));
        games += 1;
    }
    if all.is_empty() {
        writeln!(out, "no positions to fit: give finished game records")?;
        return Ok(ExitCode::from(1));
    }
    let fixed: Vec<&str> = match &only {
        Some(names) => Weights::NAMES
            .iter()
            .copied()
            .filter(|n| !names.contains(n))
            .collect(),
        None => Vec::new(),
    };
    let f = fit(&all, Weights::DEFAULT, &fixed);
    writeln!(
        out,
        "positions: {} from {games} games{}",
        all.len(),
        if skipped > 0 {
            format!(" ({skipped} records left out)")
        } else {
            String::new()
        }
    )?;
    writeln!(
        out,
        "error: {:.6} with the default weights, {:.6} fitted (k {:.3})",
        f.error_before, f.error, f.k
    )?;
    let spec: Vec<String> = Weights::NAMES
        .iter()
        .zip(f.weights.values())
        .map(|(n, v)| format!("{n}={v}"))
        .collect();
    writeln!(out, "weights: {}", spec.join(","))?;
    // The start position's score with them, as a check of the scale.
    let start = crate::rules::Position::new(rules);
    writeln!(
        out,
        "start position: {} (default {})",
        crate::engine::evaluate_with(&start, &f.weights),
        evaluate(&start)
    )?;
    Ok(ExitCode::SUCCESS)
}

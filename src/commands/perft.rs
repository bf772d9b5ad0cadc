//! `morris perft` and `morris legal`: the decision sequences of a position counted, and its
//! legal decisions listed (docs/rules.md §7).

use std::io::Write;
use std::process::ExitCode;

use anyhow::Result;

use super::start;
use crate::cli::PositionArgs;
use crate::rules::{Rules, divide, perft};

/// Counts the sequences of `depth` decisions from the position `at`; with `divide`, each legal
/// decision's count first. The total is the last line.
pub fn run(
    rules: Rules,
    at: &PositionArgs,
    depth: u32,
    by_decision: bool,
    out: &mut impl Write,
) -> Result<ExitCode> {
    let pos = start(rules, at)?.position();
    let total = if by_decision {
        let mut total = 0;
        for (d, n) in divide(&pos, depth) {
            writeln!(out, "{d}: {n}")?;
            total += n;
        }
        writeln!(out)?;
        if depth == 0 { 1 } else { total }
    } else {
        perft(&pos, depth)
    };
    writeln!(out, "{total}")?;
    Ok(ExitCode::SUCCESS)
}

/// The legal decisions of the position `at`, one token a line, sorted.
pub fn legal(rules: Rules, at: &PositionArgs, out: &mut impl Write) -> Result<ExitCode> {
    for d in start(rules, at)?.position().legal() {
        writeln!(out, "{d}")?;
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::tests::{at, text};

    #[test]
    fn perft_counts_and_divides_with_the_total_last() {
        let mut out = Vec::new();
        run(Rules::default(), &at(""), 2, false, &mut out).unwrap();
        assert_eq!(text(out), "552\n");
        let mut out = Vec::new();
        run(Rules::default(), &at("d6"), 1, true, &mut out).unwrap();
        let out = text(out);
        assert!(out.starts_with("a1: 1\n"), "{out}");
        assert!(out.ends_with("\n\n23\n"), "{out}");
    }

    #[test]
    fn legal_lists_tokens_and_a_bad_move_is_an_error_naming_it() {
        let mut out = Vec::new();
        legal(Rules::default(), &at("d6 d2"), &mut out).unwrap();
        assert_eq!(text(out).lines().count(), 22);
        let e = legal(Rules::default(), &at("d6 d6"), &mut Vec::new()).unwrap_err();
        assert!(e.to_string().contains("token 2 (d6)"), "{e}");
    }
}

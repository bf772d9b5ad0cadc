//! `morris eval`: the exact value of a position, from the endgames solved for the rules in
//! force; with `--batch`, one value for each FEN read (docs/rules.md §9).

use std::io::{BufRead, Write};
use std::process::ExitCode;

use anyhow::{Context, Result};

use super::solve::{cache_problems, tablebase, value_line, value_of};
use super::start;
use crate::cli::PositionArgs;
use crate::rules::Rules;
use crate::store::Paths;

/// The longest line `eval --batch` reads: a FEN is under 100 characters.
pub const BATCH_LINE: usize = 4096;

/// The value of the position `at`: its FEN, the side to move, the value in words and the best
/// decisions, and last the `value:` line.
pub fn run(
    rules: Rules,
    at: &PositionArgs,
    paths: &Paths,
    out: &mut impl Write,
) -> Result<ExitCode> {
    let game = start(rules, at)?;
    let pos = game.position();
    let mut tb = tablebase(*pos.rules(), paths);
    let v = value_of(&mut tb, &pos);
    cache_problems(&mut tb);
    writeln!(out, "fen: {}", game.fen())?;
    if let Ok(v) = v {
        writeln!(out, "to move: {}", pos.side_to_move())?;
        writeln!(out, "in words: {}", v.describe(pos.side_to_move()))?;
        if let Ok((_, best)) = tb.best(&pos) {
            let names: Vec<String> = best.iter().map(|d| d.to_string()).collect();
            writeln!(out, "best: {}", names.join(" "))?;
        }
    }
    writeln!(out, "{}", value_line(&v))?;
    Ok(ExitCode::SUCCESS)
}

/// `eval --batch`: one `value: …` line for each line of `input`, in order, whatever the line;
/// a line too long or not UTF-8 is one bad line, and memory stays bounded on any input.
pub fn batch(
    rules: Rules,
    paths: &Paths,
    input: impl BufRead,
    out: &mut impl Write,
) -> Result<ExitCode> {
    use crate::store::read::{Line, Lines};
    let mut tb = tablebase(rules, paths);
    for line in Lines::new(input, BATCH_LINE) {
        let text = match line.context("reading standard input")? {
            Line::Text(line) => match crate::rules::parse_fen(line.trim(), rules) {
                Ok(pos) => value_line(&value_of(&mut tb, &pos)),
                Err(e) => format!("value: unknown (a bad FEN: {e})"),
            },
            Line::TooLong(n) => format!(
                "value: unknown (a bad FEN: a line of {n} bytes; a FEN is at most {BATCH_LINE})"
            ),
            Line::NotText => "value: unknown (a bad FEN: not UTF-8 text)".to_string(),
        };
        writeln!(out, "{text}")?;
        cache_problems(&mut tb);
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::tests::{nowhere, text};

    const WON: &str = "***O****/****@**O/@***O*@* w m s 3 0 3 0 0 0 0 0 0 0 0 0 1";

    #[test]
    fn a_solved_position_has_its_value_in_words_and_its_best_decisions() {
        let at = PositionArgs {
            fen: Some(WON.into()),
            moves: String::new(),
        };
        let mut out = Vec::new();
        run(Rules::default(), &at, &nowhere(), &mut out).unwrap();
        let out = text(out);
        assert!(
            out.contains("in words: White wins in 7 turns (White's 4th)\n"),
            "{out}"
        );
        assert!(out.ends_with("value: win 7\n"), "{out}");
    }

    /// Late in the placement of the standard game, the search over the rest of it proves the
    /// value from the classes it leads to (3 v 3 up to 4 v 4, solved here), and the best
    /// decisions with it.
    #[test]
    fn a_position_with_stones_in_hand_is_proved_by_the_search_over_the_placement() {
        let late = PositionArgs {
            fen: Some("*O**@***/O***@***/**O**@** w p p 3 1 3 1 0 0 0 0 0 0 0 0 1".into()),
            moves: String::new(),
        };
        let mut out = Vec::new();
        run(Rules::default(), &late, &nowhere(), &mut out).unwrap();
        let out = text(out);
        assert!(out.ends_with("value: draw\n"), "{out}");
        assert!(out.contains("\nbest: a4 a7 "), "{out}");
    }

    #[test]
    fn a_batch_answers_every_line_in_order_whatever_it_is() {
        let mut bytes = format!("{WON}\nnonsense\n{}\n", "*".repeat(5000)).into_bytes();
        bytes.extend_from_slice(&[0xff, 0xfe, b'\n']);
        let mut out = Vec::new();
        batch(Rules::default(), &nowhere(), &bytes[..], &mut out).unwrap();
        let out = text(out);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 4, "{out}");
        assert_eq!(lines[0], "value: win 7");
        assert!(lines[1].starts_with("value: unknown (a bad FEN: "), "{out}");
        assert!(lines[2].contains("a line of 5000 bytes"), "{out}");
        assert!(lines[3].contains("not UTF-8"), "{out}");
    }
}

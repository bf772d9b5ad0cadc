//! `morris show` and `morris rules`: a position, or a record normalised, and the rules in force
//! in plain words.

use crate::words::{ErrorWords, RulesWords, TaskWords};
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use anyhow::{Result, bail};

use super::{say, start};
use crate::cli::PositionArgs;
use crate::rules::{Color, Game, Record, Rules};

/// What `morris show` is asked.
#[derive(Clone, Debug)]
pub struct Args<'a> {
    /// The rules in force (a record keeps its own).
    pub rules: Rules,
    /// Whether rule flags were given: a record's own rules then differ from them, and it is said.
    pub rule_flags: bool,
    /// A record to show the last position of.
    pub file: Option<&'a Path>,
    /// A position (`--fen`, `--moves`) instead.
    pub at: PositionArgs,
    /// The record, normalised, instead of the position.
    pub pgn: bool,
}

/// Prints the position (or the record) asked for.
pub fn run(args: Args<'_>, out: &mut impl Write) -> Result<ExitCode> {
    let record = match args.file {
        Some(path) => {
            let named = |e: &dyn std::fmt::Display| format!("{}: {e}", crate::text::path(path));
            let text =
                crate::store::file::read_text(path).map_err(|e| anyhow::anyhow!(named(&e)))?;
            let r =
                Record::parse(&text, args.rules).map_err(|e| anyhow::anyhow!(named(&e.text())))?;
            if args.at.any() {
                bail!("give a FILE or --fen/--moves, not both");
            }
            if args.rule_flags && r.game.rules() != &args.rules {
                say(format_args!(
                    "morris: {}: the record's own rules apply ({}), not the rule flags",
                    crate::text::path(path),
                    r.game.rules().variant.title()
                ));
            }
            r
        }
        None => Record::new(start(args.rules, &args.at)?, "White", "Black", "????.??.??"),
    };
    if args.pgn {
        // Normalised: the turns and the redo line, without the record's comments and
        // variations (a game saved keeps them).
        let mut record = record;
        record.extras = Default::default();
        write!(out, "{}", record.to_text())?;
    } else {
        write!(out, "{}", show(&record.game))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `morris rules`: the rules in force, one rule a line.
pub fn rules(rules: Rules, out: &mut impl Write) -> Result<ExitCode> {
    for line in rules.explain() {
        writeln!(out, "{line}")?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The `show` text: the diagram, the side to move and their task, the counts, the result.
fn show(game: &Game) -> String {
    let pos = game.position();
    let mut s = pos.diagram();
    s.push('\n');
    s.push_str(&format!("variant: {}", pos.rules().variant.name()));
    let diffs: Vec<String> = pos.rules().difference_words();
    if !diffs.is_empty() {
        s.push_str(&format!(" ({})", diffs.join(", ")));
    }
    s.push('\n');
    s.push_str(&format!("ply: {}\n", game.ply()));
    s.push_str(&format!("fen: {}\n", game.fen()));
    if pos.outcome().is_none() {
        s.push_str(&format!("to move: {}\n", pos.task_text()));
    }
    for c in Color::BOTH {
        s.push_str(&format!(
            "{:<5}  on board {}  in hand {}  captured {}\n",
            c.name(),
            pos.on_board(c),
            pos.in_hand(c),
            pos.lost(c.other())
        ));
    }
    match pos.outcome() {
        Some(o) => {
            s.push_str(&format!("{}\n", o.reason));
            s.push_str(&format!("result: {}\n", o.result()));
        }
        None => s.push_str("result: *\n"),
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::tests::{at, text};
    use crate::rules::Variant;

    fn args(rules: Rules, moves: &str) -> Args<'static> {
        Args {
            rules,
            rule_flags: false,
            file: None,
            at: at(moves),
            pgn: false,
        }
    }

    #[test]
    fn show_says_the_variant_s_differences_the_task_and_the_result() {
        let mut rules = Variant::Nine.rules();
        rules.pieces = 5;
        let mut out = Vec::new();
        run(args(rules, "d6"), &mut out).unwrap();
        let out = text(out);
        assert!(out.contains("variant: nine (5 pieces)\n"), "{out}");
        assert!(out.contains("ply: 1\n"), "{out}");
        assert!(
            out.contains("to move: Black: place a stone (5 in hand)"),
            "{out}"
        );
        assert!(out.ends_with("result: *\n"), "{out}");
    }

    #[test]
    fn a_record_and_a_position_together_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("g.pgn");
        std::fs::write(&file, "1. d6 *\n").unwrap();
        let e = run(
            Args {
                file: Some(&file),
                ..args(Rules::default(), "d2")
            },
            &mut Vec::new(),
        )
        .unwrap_err();
        assert_eq!(e.to_string(), "give a FILE or --fen/--moves, not both");
        let mut out = Vec::new();
        run(
            Args {
                file: Some(&file),
                pgn: true,
                ..args(Rules::default(), "")
            },
            &mut out,
        )
        .unwrap();
        assert!(text(out).contains("1. d6 *"));
    }

    #[test]
    fn rules_prints_every_rule_in_force() {
        let mut out = Vec::new();
        rules(Variant::Three.rules(), &mut out).unwrap();
        let out = text(out);
        assert!(out.starts_with("Three Men's Morris (three)\n"), "{out}");
        assert!(out.contains("wins the game at once"), "{out}");
    }
}

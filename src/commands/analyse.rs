//! `morris analyse FILE`: every decision of a record, in a solved position, that changed the
//! value: `?` a win to a draw, `??` a win or a draw to a loss, with the best decision instead
//! (the judgement is [`crate::solve::review`]'s, which the game's review shows too).

use crate::words::ErrorWords;
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use anyhow::{Result, anyhow};

use super::solve::{tablebase, value_of};
use crate::rules::{Game, Record, Rules};
use crate::solve::review;
use crate::store::Paths;

/// Reads the record `file` (its own rules, else `rules`) and prints its decisions that changed
/// the value, after a line that counts them.
pub fn run(rules: Rules, file: &Path, paths: &Paths, out: &mut impl Write) -> Result<ExitCode> {
    let named = |e: &dyn std::fmt::Display| anyhow!("{}: {e}", crate::text::path(file));
    let text = crate::store::file::read_text(file).map_err(|e| named(&e))?;
    let record = Record::parse(&text, rules).map_err(|e| named(&e.text()))?;
    analyse(&record.game, &crate::text::path(file), paths, out)
}

fn analyse(game: &Game, name: &str, paths: &Paths, out: &mut impl Write) -> Result<ExitCode> {
    let mut tb = tablebase(*game.rules(), paths);
    let label = review::labels(game);
    let mut solved = 0;
    let mut marks = Vec::new();
    for (ply, &d) in game.decisions().iter().enumerate() {
        let Some(pos) = game.position_at(ply) else {
            break;
        };
        // Solves (or reads) what the position needs, then judges from the tables, in the
        // game (the move limit, repetition).
        if value_of(&mut tb, &pos).is_err() {
            continue;
        }
        // And where the decision leads: in the placement, the start's proof or the search
        // that gave the position its value need not have valued this decision (a draw given
        // away to a loss was not marked, where `eval` proved both).
        let _ = value_of(&mut tb, &pos.play_unchecked(d));
        let history = review::history(game, ply);
        let Ok(j) = review::judge(&tb, &pos, d, &history, false) else {
            continue;
        };
        solved += 1;
        let Some(mark) = j.mark else {
            continue;
        };
        let j = review::judge(&tb, &pos, d, &history, true).unwrap_or(j);
        marks.push(format!(
            "{} {d}{} {}",
            label.get(ply).map_or("", |s| s.as_str()),
            mark.symbol(),
            j.line()
        ));
    }
    writeln!(
        out,
        "{name}: {} decision{}, {solved} in solved positions, {} changed the value",
        game.ply(),
        if game.ply() == 1 { "" } else { "s" },
        marks.len()
    )?;
    for m in marks {
        writeln!(out, "{m}")?;
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::tests::text;

    #[test]
    fn a_thrown_away_win_is_marked_with_the_best_decision_instead() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("game.pgn");
        std::fs::write(
            &file,
            "[SetUp \"1\"]\n[FEN \"***O****/****@**O/@***O*@* w m s 3 0 3 0 0 0 0 0 0 0 0 0 1\"]\n\n\
             1. b6-e4 a4-e5 2. d1-a1 *\n",
        )
        .unwrap();
        let paths = crate::commands::tests::nowhere();
        let mut out = Vec::new();
        run(Rules::default(), &file, &paths, &mut out).unwrap();
        let out = text(out);
        assert!(
            out.contains("3 decisions, 3 in solved positions, 1 changed the value"),
            "{out}"
        );
        assert!(
            out.contains("2. d1-a1?? threw White's win away; now Black wins in 3 turns (Black's 2nd); best was e3-g1"),
            "{out}"
        );
        let e = run(
            Rules::default(),
            &dir.path().join("none.pgn"),
            &paths,
            &mut Vec::new(),
        );
        assert!(e.unwrap_err().to_string().contains("none.pgn"));
    }
}

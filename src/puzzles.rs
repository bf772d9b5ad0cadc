//! The puzzle sets shipped in the binary, one for each preset the solver handles, made by
//! `morris puzzles --make` (docs/puzzles.md says how) and read back here.

pub mod sanmill;

use crate::rules::{Rules, Variant};
use crate::solve::puzzle::{Puzzle, PuzzleError};

/// The shipped set's text for a preset, if one is shipped.
pub fn shipped_text(variant: Variant) -> Option<&'static str> {
    match variant {
        Variant::Nine => Some(include_str!("puzzles/nine.txt")),
        Variant::Twelve => Some(include_str!("puzzles/twelve.txt")),
        Variant::Lasker => Some(include_str!("puzzles/lasker.txt")),
        Variant::Six => Some(include_str!("puzzles/six.txt")),
        Variant::Three => Some(include_str!("puzzles/three.txt")),
        // No re-forming is not solved here (`solve::solvable`).
        Variant::Morabaraba => None,
    }
}

/// The set shipped for `rules`: its preset's, if the rules are that preset's own (a puzzle
/// made under other rules may have another answer).
pub fn shipped(rules: &Rules) -> Vec<Puzzle> {
    if *rules != rules.variant.rules() {
        return Vec::new();
    }
    shipped_text(rules.variant)
        .map(|t| parse(t, *rules))
        .unwrap_or_default()
        .into_iter()
        .filter_map(Result::ok)
        .collect()
}

/// The classes a set's puzzles are valued in: each position's own, or for a removal owed
/// the class it leads to (the other side's stones, one fewer, against the remover's).
pub fn classes_needed(set: &[Puzzle]) -> Vec<(u8, u8)> {
    let mut out: Vec<(u8, u8)> = set
        .iter()
        .filter_map(|p| {
            let pos = &p.position;
            let s = pos.side_to_move();
            let (a, b) = (pos.on_board(s), pos.on_board(s.other()));
            if pos.owed() > 0 {
                (b > 3).then_some((b - 1, a))
            } else {
                Some((a, b))
            }
        })
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// Every puzzle of a set's text, one a line (`#` starts a comment), or why a line cannot
/// be read, with its line number.
pub fn parse(text: &str, rules: Rules) -> Vec<Result<Puzzle, (usize, PuzzleError)>> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| {
            let l = l.trim();
            !l.is_empty() && !l.starts_with('#')
        })
        .map(|(n, l)| Puzzle::from_line(l, rules).map_err(|e| (n + 1, e)))
        .collect()
}

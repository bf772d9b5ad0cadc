//! The puzzle sets shipped in the binary, one for each preset the solver handles, made by
//! `morris puzzles --make` (docs/puzzles.md says how) and read back here.

pub mod sanmill;

use crate::rules::{Decision, Rules, Variant};
use crate::solve::puzzle::{Puzzle, PuzzleError};

/// The depth of the engine's shallow search that weighs a puzzle's difficulty (placements and
/// moves; removals come free): as deep as a club player reads at a glance.
pub const SHALLOW: u8 = 3;

/// How far below the best the engine's shallow search ranks `p`'s answer: how many of the
/// position's decisions it scores higher (0: it finds the answer at once). Each decision's
/// position is searched alone to [`SHALLOW`] less one, by a new engine with an empty table,
/// so that the rank is the same on every machine and in every order.
pub fn engine_rank(p: &Puzzle) -> usize {
    use crate::engine::{Config, Engine, Level, Limits, Value};
    let pos = &p.position;
    let side = pos.side_to_move();
    let score = |d: Decision| -> i64 {
        let child = pos.play_unchecked(d);
        if let Some(o) = child.outcome() {
            return match o.winner {
                Some(w) if w == side => 1_000_000,
                Some(_) => -1_000_000,
                None => 0,
            };
        }
        let mut engine = Engine::new(Config {
            table_mib: 1,
            book: false,
            ..Config::for_level(Level::MAX, 0)
        });
        let limits = Limits {
            depth: Some(SHALLOW.saturating_sub(1).max(1)),
            ..Limits::default()
        };
        let never = std::sync::atomic::AtomicBool::new(false);
        let v = engine
            .think(&child, &[], limits, &never, &mut |_| {})
            .map_or(0, |t| match t.value {
                Value::Win(n) => 1_000_000 - i64::from(n),
                Value::Loss(n) => -1_000_000 + i64::from(n),
                Value::Draw => 0,
                Value::Score(s) => i64::from(s),
            });
        if child.side_to_move() == side { v } else { -v }
    };
    let answer = score(p.answer);
    pos.legal()
        .into_iter()
        .filter(|&d| d != p.answer && score(d) > answer)
        .count()
}

/// `set`'s difficulties weighed by the engine's shallow search as well ([`engine_rank`]): one
/// more where it ranks the answer below one or two other decisions, two more below three or
/// more; 5 at most.
pub fn rate(set: &mut [Puzzle]) {
    for p in set {
        let more = match engine_rank(p) {
            0 => 0,
            1..=2 => 1,
            _ => 2,
        };
        p.difficulty = (p.difficulty + more).min(5);
    }
}

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

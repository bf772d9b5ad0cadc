//! Counting legal decision sequences (docs/rules.md §7).

use super::decision::Decision;
use super::position::Position;

/// The number of decision sequences of exactly `depth` plies from `pos`; every decision —
/// place, move, fly, remove, declined removal, pass — is one ply, and a finished game has no
/// continuation.
///
/// ```
/// use morris_rules::{perft, Position, Rules};
/// let start = Position::new(Rules::default());
/// assert_eq!(perft(&start, 2), 24 * 23);
/// ```
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.legal_count(),
        2 => pos.perft2(),
        _ => {
            let mut n = 0;
            pos.for_each_legal(|d| n += perft(&pos.play_unchecked(d), depth - 1));
            n
        }
    }
}

/// Each legal decision with the perft count of `depth - 1` below it, sorted by token.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Decision, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal()
        .into_iter()
        .map(|d| (d, perft(&pos.play_unchecked(d), depth - 1)))
        .collect()
}

//! The evaluation of a quiet position (no removal owed), from the side to move, in thousandths
//! of a piece: material, mills and open twos (potential mills), mills that can close at once,
//! and mobility.

use crate::rules::{Bitboard, BoardKind, Color, Geometry, Lines, Point, Position};

/// A piece is worth this much; scores are in thousandths of a piece.
pub const PIECE: i32 = 1000;
/// A mill that the side to move can close now is almost a piece.
const CLOSE_NOW: i32 = 650;
/// Two mills the opponent can close next: only one can be blocked.
const DOUBLE_THREAT: i32 = 450;
/// One mill the opponent can close next: a tempo to block it.
const SINGLE_THREAT: i32 = 90;
const MILL: i32 = 50;
const OPEN_TWO: i32 = 45;
const MOBILITY: i32 = 12;
const LIBERTY: i32 = 4;

/// What one side has on the board, for the terms above.
#[derive(Default)]
struct Side {
    /// Points where this side would close a mill, reachable by it on its turn.
    closable: u64,
    mills: i32,
    open_twos: i32,
    moves: i32,
    liberties: i32,
    material: i32,
}

/// The standard board's groups of mills and links, as constants.
const STANDARD: &Geometry = BoardKind::Standard.geometry();
pub(super) const STANDARD_MILLS: &[Lines] = STANDARD.mill_groups();
const STANDARD_LINKS: &[Lines] = STANDARD.link_groups();

#[inline(always)]
fn mobility(pos: &Position, links: &[Lines], c: Color, side: &mut Side, empty: u64) {
    let own = pos.stones(c).0;
    if pos.in_hand(c) > 0 {
        // The points next to a stone (see `Geometry::neighbours`).
        let mut near = 0;
        each_group!(links, l => {
            near |= (own & l.starts) << l.step | (own >> l.step) & l.starts;
        });
        side.liberties = (near & empty).count_ones() as i32;
    } else if pos.may_fly(c) {
        side.moves = (own.count_ones() * empty.count_ones()) as i32;
        side.liberties = side.moves;
    } else {
        // The slides to empty points (see `Geometry::links_between`).
        let mut n = 0;
        each_group!(links, l => {
            n += (own & l.starts & empty >> l.step).count_ones()
                + (empty & l.starts & own >> l.step).count_ones();
        });
        side.moves = n as i32;
        side.liberties = n as i32;
    }
    side.material = (own.count_ones() + pos.in_hand(c) as u32) as i32;
}

/// The mill terms of both sides, a group of mills with the same step at a time: `x0`, `x1`
/// and `x2` hold, at each mill's first point, whether a side has its first, second and third
/// point.
#[inline(always)]
fn mills(pos: &Position, g: &Geometry, groups: &[Lines], sides: &mut [Side; 2]) {
    let stones = [pos.stones(Color::White).0, pos.stones(Color::Black).0];
    each_group!(groups, l => {
        let (s, starts) = (l.step as u32, l.starts);
        let part = |x: u64| [x & starts, x >> s & starts, x >> (2 * s) & starts];
        let parts = [part(stones[0]), part(stones[1])];
        for c in 0..2 {
            let [x0, x1, x2] = parts[c];
            let [o0, o1, o2] = parts[1 - c];
            let full = x0 & x1 & x2;
            let twos = (x0 & x1 | x2 & (x0 | x1)) & !full & !(o0 | o1 | o2);
            sides[c].mills += full.count_ones() as i32;
            if twos == 0 {
                continue;
            }
            sides[c].open_twos += twos.count_ones() as i32;
            let col = Color::BOTH[c];
            let own = stones[c];
            if pos.in_hand(col) > 0 {
                // Every missing point can be placed on.
                sides[c].closable |= twos & !x0 | (twos & !x1) << s | (twos & !x2) << (2 * s);
            } else if pos.may_fly(col) {
                // A stone outside the two can fly in.
                if own.count_ones() > 2 {
                    sides[c].closable |= twos & !x0 | (twos & !x1) << s | (twos & !x2) << (2 * s);
                }
            } else {
                for p in Bitboard(twos).iter() {
                    let b = p.bit().0;
                    let m = b | b << s | b << (2 * s);
                    let q = m & !own;
                    let at = Point::from_index(q.trailing_zeros() as u8);
                    if g.adjacent(at).0 & own & !m != 0 {
                        sides[c].closable |= q;
                    }
                }
            }
        }
    });
}

/// The score of `pos` for the player to move. Never 0, so that 0 means an exact draw.
pub fn evaluate(pos: &Position) -> i32 {
    // The standard board on its own, so that its steps are constants there.
    match pos.rules().board {
        BoardKind::Standard => evaluate_on(pos, STANDARD, STANDARD_MILLS, STANDARD_LINKS),
        other => {
            let g = other.geometry();
            evaluate_on(pos, g, g.mill_groups(), g.link_groups())
        }
    }
}

#[inline(always)]
fn evaluate_on(pos: &Position, g: &Geometry, mills_of: &[Lines], links: &[Lines]) -> i32 {
    let empty = pos.empty().0;
    let mut sides = [Side::default(), Side::default()];
    mills(pos, g, mills_of, &mut sides);
    mobility(pos, links, Color::White, &mut sides[0], empty);
    mobility(pos, links, Color::Black, &mut sides[1], empty);
    score(pos, sides)
}

/// The score from both sides' terms.
#[inline]
fn score(pos: &Position, sides: [Side; 2]) -> i32 {
    let s = pos.side_to_move();
    let [white, black] = sides;
    let (me, you) = if s == Color::White {
        (white, black)
    } else {
        (black, white)
    };
    let mut v = (me.material - you.material) * PIECE;
    v += (me.mills - you.mills) * MILL;
    v += (me.open_twos - you.open_twos) * OPEN_TWO;
    let mobility = pos.in_hand(s) == 0 && pos.in_hand(s.other()) == 0;
    if mobility && !pos.may_fly(s) && !pos.may_fly(s.other()) {
        v += (me.moves - you.moves) * MOBILITY;
    } else {
        v += (me.liberties - you.liberties) * LIBERTY;
    }
    if me.closable != 0 && !pos.rules().mill_wins {
        v += CLOSE_NOW;
    } else if me.closable != 0 {
        v += 20 * PIECE;
    } else {
        match you.closable.count_ones() {
            0 => {}
            1 => v -= SINGLE_THREAT,
            _ => v -= DOUBLE_THREAT,
        }
    }
    if v == 0 { 1 } else { v }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, play_tokens};

    fn eval(moves: &str) -> i32 {
        evaluate(&play_tokens(Rules::default(), moves).unwrap().position())
    }

    #[test]
    fn a_piece_ahead_scores_about_a_piece() {
        // White closed a1-a4-a7 and took b2: a piece up, Black to move.
        let v = eval("a1 b2 a4 b4 a7 xb2");
        assert!(v < -PIECE / 2, "{v}");
    }

    #[test]
    fn a_mill_to_close_now_is_worth_most_of_a_piece() {
        // White to move with a1 and a4 and a7 empty.
        let v = eval("a1 b2 a4 b4");
        assert!(v > PIECE / 2, "{v}");
    }

    /// The evaluation written plainly, a mill and a stone at a time: the shifts above must
    /// count the same.
    fn plain(pos: &Position) -> i32 {
        let g = pos.geometry();
        let stones = [pos.stones(Color::White).0, pos.stones(Color::Black).0];
        let empty = pos.empty().0;
        let mut sides = [Side::default(), Side::default()];
        let reach = |c: usize, m: u64, q: u64| -> bool {
            let col = Color::BOTH[c];
            if pos.in_hand(col) > 0 {
                return true;
            }
            if pos.may_fly(col) {
                return stones[c] & !m != 0;
            }
            let p = Point::from_index(q.trailing_zeros() as u8);
            g.adjacent(p).0 & stones[c] & !m != 0
        };
        for &m in g.mills() {
            let w = stones[0] & m;
            let b = stones[1] & m;
            let (c, x) = match (w != 0, b != 0) {
                (true, false) => (0, w),
                (false, true) => (1, b),
                _ => continue,
            };
            if x == m {
                sides[c].mills += 1;
            } else if x & x.wrapping_sub(1) != 0 {
                sides[c].open_twos += 1;
                let q = m & !x;
                if reach(c, m, q) {
                    sides[c].closable |= q;
                }
            }
        }
        for (c, side) in Color::BOTH.into_iter().zip(sides.iter_mut()) {
            let own = pos.stones(c).0;
            if pos.in_hand(c) > 0 {
                let mut reach = 0;
                for p in Bitboard(own).iter() {
                    reach |= g.adjacent(p).0;
                }
                side.liberties = (reach & empty).count_ones() as i32;
            } else if pos.may_fly(c) {
                side.moves = (own.count_ones() * empty.count_ones()) as i32;
                side.liberties = side.moves;
            } else {
                let n: u32 = Bitboard(own)
                    .iter()
                    .map(|p| (g.adjacent(p).0 & empty).count_ones())
                    .sum();
                side.moves = n as i32;
                side.liberties = n as i32;
            }
            side.material = (own.count_ones() + pos.in_hand(c) as u32) as i32;
        }
        score(pos, sides)
    }

    #[test]
    fn the_shifts_count_what_a_plain_count_counts_on_every_board() {
        use crate::rules::{Decision, Variant};
        let mut all: Vec<Rules> = Variant::ALL.iter().map(|v| v.rules()).collect();
        all.push(Rules {
            fly_at: Some(4),
            ..Rules::default()
        });
        let mut seed = 0x1234_5678_u64;
        let mut checked = 0;
        for rules in all {
            for _ in 0..40 {
                let mut pos = Position::new(rules);
                while pos.outcome().is_none() {
                    if pos.owed() == 0 {
                        assert_eq!(evaluate(&pos), plain(&pos), "{}", pos.fen());
                        checked += 1;
                    }
                    let mut legal: Vec<Decision> = Vec::new();
                    pos.for_each_legal(|d| legal.push(d));
                    seed = seed
                        .wrapping_mul(6_364_136_223_846_793_005)
                        .wrapping_add(1_442_695_040_888_963_407);
                    let d = legal[(seed >> 33) as usize % legal.len()];
                    pos = pos.play_unchecked(d);
                    if checked > 200_000 {
                        break;
                    }
                }
            }
        }
        assert!(checked > 1000, "{checked}");
    }

    #[test]
    fn the_score_is_never_zero() {
        assert_ne!(eval(""), 0);
        assert_ne!(eval("d6"), 0);
    }
}

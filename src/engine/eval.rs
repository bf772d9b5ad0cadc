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
    /// Slides to empty neighbours, in the placement too (what the moving phase will start from).
    slides: i32,
    /// Stones with no empty neighbour.
    blocked: i32,
}

/// The weights of the evaluation's terms, in thousandths of a piece (a piece is [`PIECE`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// A slide open to a stone in the placement (what the moving phase will start from).
    pub mob_place: i32,
    /// A slide open to a stone in the moving phase.
    pub mob_move: i32,
    /// An empty point next to a stone, in the placement or while a side flies.
    pub lib_place: i32,
    /// A stone with no empty neighbour, in the placement.
    pub blocked_place: i32,
    /// A stone with no empty neighbour, in the moving phase.
    pub blocked_move: i32,
    /// A closed mill.
    pub mill: i32,
    /// Two stones of a mill with its third point empty.
    pub open_two: i32,
    /// A mill the side to move can close now.
    pub close_now: i32,
    /// One mill the opponent can close next.
    pub single_threat: i32,
    /// Two mills or more the opponent can close next.
    pub double_threat: i32,
}

impl Weights {
    /// The weights the computer plays with.
    pub const DEFAULT: Weights = Weights {
        mob_place: 0,
        mob_move: MOBILITY,
        lib_place: LIBERTY,
        blocked_place: 0,
        blocked_move: 0,
        mill: MILL,
        open_two: OPEN_TWO,
        close_now: CLOSE_NOW,
        single_threat: SINGLE_THREAT,
        double_threat: DOUBLE_THREAT,
    };

    /// The names of the weights, as [`Weights::with`] takes them.
    pub const NAMES: [&'static str; 10] = [
        "mob_place",
        "mob_move",
        "lib_place",
        "blocked_place",
        "blocked_move",
        "mill",
        "open_two",
        "close_now",
        "single_threat",
        "double_threat",
    ];

    fn slot(&mut self, name: &str) -> Option<&mut i32> {
        Some(match name {
            "mob_place" => &mut self.mob_place,
            "mob_move" => &mut self.mob_move,
            "lib_place" => &mut self.lib_place,
            "blocked_place" => &mut self.blocked_place,
            "blocked_move" => &mut self.blocked_move,
            "mill" => &mut self.mill,
            "open_two" => &mut self.open_two,
            "close_now" => &mut self.close_now,
            "single_threat" => &mut self.single_threat,
            "double_threat" => &mut self.double_threat,
            _ => return None,
        })
    }

    /// These weights with some changed, from `name=value` pairs separated by commas (for
    /// tuning: `mob_move=300,blocked_place=100`); an unknown name or a bad value is named.
    pub fn with(mut self, spec: &str) -> Result<Weights, String> {
        for pair in spec.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (name, value) = pair
                .split_once('=')
                .ok_or_else(|| format!("{pair:?} is not name=value"))?;
            let value: i32 = value
                .trim()
                .parse()
                .map_err(|_| format!("{:?} is not a whole number", value.trim()))?;
            let slot = self.slot(name.trim()).ok_or_else(|| {
                format!(
                    "no weight is called {:?} (there are {})",
                    name.trim(),
                    Weights::NAMES.join(", ")
                )
            })?;
            *slot = value;
        }
        Ok(self)
    }
}

impl Default for Weights {
    fn default() -> Weights {
        Weights::DEFAULT
    }
}

/// The standard board's groups of mills and links, as constants.
const STANDARD: &Geometry = BoardKind::Standard.geometry();
pub(super) const STANDARD_MILLS: &[Lines] = STANDARD.mill_groups();
const STANDARD_LINKS: &[Lines] = STANDARD.link_groups();

#[inline(always)]
fn mobility(pos: &Position, links: &[Lines], c: Color, side: &mut Side, empty: u64, blocked: bool) {
    let own = pos.stones(c).0;
    if pos.in_hand(c) > 0 {
        // The points next to a stone (see `Geometry::neighbours`).
        let mut near = 0;
        each_group!(links, l => {
            near |= (own & l.starts) << l.step | (own >> l.step) & l.starts;
        });
        side.liberties = (near & empty).count_ones() as i32;
        let mut n = 0;
        let mut free = 0;
        each_group!(links, l => {
            n += (own & l.starts & empty >> l.step).count_ones()
                + (empty & l.starts & own >> l.step).count_ones();
            free |= (empty & l.starts) << l.step | (empty >> l.step) & l.starts;
        });
        side.slides = n as i32;
        side.blocked = (own & !free).count_ones() as i32;
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
        side.slides = n as i32;
        if blocked {
            let mut free = 0;
            each_group!(links, l => {
                free |= (empty & l.starts) << l.step | (empty >> l.step) & l.starts;
            });
            side.blocked = (own & !free).count_ones() as i32;
        }
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

/// The score of `pos` for the player to move, with the default weights. Never 0, so that 0
/// means an exact draw.
pub fn evaluate(pos: &Position) -> i32 {
    evaluate_with(pos, &Weights::DEFAULT)
}

/// The score of `pos` for the player to move, with the weights `w`. Never 0.
#[inline]
pub fn evaluate_with(pos: &Position, w: &Weights) -> i32 {
    // The standard board on its own, so that its steps are constants there.
    match pos.rules().board {
        BoardKind::Standard => evaluate_on(pos, w, STANDARD, STANDARD_MILLS, STANDARD_LINKS),
        other => {
            let g = other.geometry();
            evaluate_on(pos, w, g, g.mill_groups(), g.link_groups())
        }
    }
}

#[inline(always)]
fn evaluate_on(
    pos: &Position,
    w: &Weights,
    g: &Geometry,
    mills_of: &[Lines],
    links: &[Lines],
) -> i32 {
    let empty = pos.empty().0;
    let mut sides = [Side::default(), Side::default()];
    mills(pos, g, mills_of, &mut sides);
    let blocked = w.blocked_move != 0;
    mobility(pos, links, Color::White, &mut sides[0], empty, blocked);
    mobility(pos, links, Color::Black, &mut sides[1], empty, blocked);
    score(pos, w, sides)
}

/// The score from both sides' terms.
#[inline]
fn score(pos: &Position, w: &Weights, sides: [Side; 2]) -> i32 {
    let s = pos.side_to_move();
    let [white, black] = sides;
    let (me, you) = if s == Color::White {
        (white, black)
    } else {
        (black, white)
    };
    let mut v = (me.material - you.material) * PIECE;
    v += (me.mills - you.mills) * w.mill;
    v += (me.open_twos - you.open_twos) * w.open_two;
    let mobility = pos.in_hand(s) == 0 && pos.in_hand(s.other()) == 0;
    if mobility && !pos.may_fly(s) && !pos.may_fly(s.other()) {
        v += (me.moves - you.moves) * w.mob_move;
        v -= (me.blocked - you.blocked) * w.blocked_move;
    } else {
        v += (me.liberties - you.liberties) * w.lib_place;
        if !mobility {
            v += (me.slides - you.slides) * w.mob_place;
            v -= (me.blocked - you.blocked) * w.blocked_place;
        }
    }
    if me.closable != 0 && !pos.rules().mill_wins {
        v += w.close_now;
    } else if me.closable != 0 {
        v += 20 * PIECE;
    } else {
        match you.closable.count_ones() {
            0 => {}
            1 => v -= w.single_threat,
            _ => v -= w.double_threat,
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
        score(pos, &Weights::DEFAULT, sides)
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
    fn weights_are_changed_by_name_and_a_bad_name_or_value_is_said() {
        let w = Weights::DEFAULT
            .with("mob_move=300, blocked_place=-5")
            .unwrap();
        assert_eq!((w.mob_move, w.blocked_place), (300, -5));
        assert_eq!(w.mill, Weights::DEFAULT.mill);
        assert_eq!(Weights::DEFAULT.with("").unwrap(), Weights::DEFAULT);
        let e = Weights::DEFAULT.with("mobility=3").unwrap_err();
        assert!(e.contains("\"mobility\"") && e.contains("mob_move"), "{e}");
        let e = Weights::DEFAULT.with("mill=x").unwrap_err();
        assert!(e.contains("\"x\""), "{e}");
        assert!(Weights::DEFAULT.with("mill").is_err());
        for name in Weights::NAMES {
            let w = Weights::DEFAULT.with(&format!("{name}=12345")).unwrap();
            assert_ne!(w, Weights::DEFAULT, "{name}");
        }
    }

    #[test]
    fn the_score_is_never_zero() {
        assert_ne!(eval(""), 0);
        assert_ne!(eval("d6"), 0);
    }
}

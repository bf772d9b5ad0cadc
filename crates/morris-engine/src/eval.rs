//! The evaluation of a quiet position (no removal owed), from the side to move, in thousandths
//! of a piece: material, mills and open twos (potential mills), mills that can close at once,
//! and above all how free each side's stones are: the slides open to them, the stones walled
//! in, and in the placement the stones on corners and the liberties the other side can still
//! fill. Most games against Sanmill's engine were lost by a blockade built in the placement, a
//! piece or two ahead; these terms see it coming.

use morris_rules::{Bitboard, BoardKind, Color, Geometry, Lines, Point, Position};

/// A piece is worth this much; scores are in thousandths of a piece.
pub const PIECE: i32 = 1000;
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
    /// In the placement, for each point short of 3 by which a side's liberties (empty points
    /// next to its stones) outnumber the stones the other has left to place: it is being walled in.
    pub hemmed_place: i32,
    /// In the moving phase, for each slide short of 5 a side has: it is nearly blocked.
    pub hemmed_move: i32,
    /// In the placement, a stone on a point with two neighbours (a corner), which two stones
    /// block.
    pub corner_place: i32,
    /// In the placement, being the side to place: a placement more to come, so that the values
    /// of positions with either side to place read alike.
    pub tempo_place: i32,
}

impl Weights {
    /// The weights the computer plays with: fitted by Texel's method (`morris tune`) to the
    /// results of 216 games between morris and Sanmill's Rust engine at 300 ms a turn, from
    /// weights found by matches (see docs/computer.md); no weight for corners, which the fits
    /// liked but a piece ahead then scored as behind. Before, mobility was worth 0.012 of a
    /// piece a slide in the moving phase and 0.004 a liberty in the placement, and nothing
    /// else weighed how free the stones were: 19 % against Sanmill's C++ engine, 12.5 % against
    /// its Rust one, 40 of 44 losses by a blockade.
    pub const DEFAULT: Weights = Weights {
        mob_place: 108,
        mob_move: 134,
        lib_place: 98,
        blocked_place: 716,
        blocked_move: 264,
        mill: 806,
        open_two: 223,
        close_now: 1228,
        single_threat: 382,
        double_threat: 2106,
        hemmed_place: 182,
        hemmed_move: 962,
        corner_place: 0,
        tempo_place: 458,
    };

    /// The names of the weights, as [`Weights::with`] takes them.
    pub const NAMES: [&'static str; TERMS] = [
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
        "hemmed_place",
        "hemmed_move",
        "corner_place",
        "tempo_place",
    ];

    /// The weights in the order of [`Weights::NAMES`].
    #[inline(always)]
    pub fn values(&self) -> [i32; TERMS] {
        [
            self.mob_place,
            self.mob_move,
            self.lib_place,
            self.blocked_place,
            self.blocked_move,
            self.mill,
            self.open_two,
            self.close_now,
            self.single_threat,
            self.double_threat,
            self.hemmed_place,
            self.hemmed_move,
            self.corner_place,
            self.tempo_place,
        ]
    }

    /// The weights from values in the order of [`Weights::NAMES`].
    pub fn from_values(v: [i32; TERMS]) -> Weights {
        Weights {
            mob_place: v[0],
            mob_move: v[1],
            lib_place: v[2],
            blocked_place: v[3],
            blocked_move: v[4],
            mill: v[5],
            open_two: v[6],
            close_now: v[7],
            single_threat: v[8],
            double_threat: v[9],
            hemmed_place: v[10],
            hemmed_move: v[11],
            corner_place: v[12],
            tempo_place: v[13],
        }
    }

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
            "hemmed_place" => &mut self.hemmed_place,
            "hemmed_move" => &mut self.hemmed_move,
            "corner_place" => &mut self.corner_place,
            "tempo_place" => &mut self.tempo_place,
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

/// The points with two neighbours of a board.
#[inline]
fn corners(board: BoardKind) -> u64 {
    const STANDARD_CORNERS: u64 = STANDARD.corners().0;
    match board {
        BoardKind::Standard => STANDARD_CORNERS,
        other => other.geometry().corners().0,
    }
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

/// How many weighted terms the evaluation has (see [`Weights::NAMES`]).
pub const TERMS: usize = 14;

/// The evaluation's terms for the side to move: the difference in material (pieces on the
/// board and in hand), each term of [`Weights::NAMES`] in that order (the score is the
/// material times [`PIECE`] plus each term times its weight), and whether the side to move
/// wins at once by closing a mill (under `--mill-wins`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Terms {
    /// Pieces on the board and in hand, the side to move's less the other's.
    pub material: i32,
    /// The weighted terms, in the order of [`Weights::NAMES`].
    pub terms: [i32; TERMS],
    /// The side to move closes a mill now, and a mill wins the game.
    pub mill_wins_now: bool,
}

impl Terms {
    /// The score these terms make with the weights `w`. Never 0.
    #[inline]
    pub fn score(&self, w: &Weights) -> i32 {
        let w = w.values();
        let mut v = self.material * PIECE;
        for (w, t) in w.iter().zip(self.terms) {
            v += w * t;
        }
        if self.mill_wins_now {
            v += 20 * PIECE;
        }
        if v == 0 { 1 } else { v }
    }
}

/// The terms of `pos` for the side to move (see [`Terms`]).
pub fn terms(pos: &Position) -> Terms {
    let g = pos.geometry();
    let empty = pos.empty().0;
    let mut sides = [Side::default(), Side::default()];
    mills(pos, g, g.mill_groups(), &mut sides);
    let links = g.link_groups();
    mobility(pos, links, Color::White, &mut sides[0], empty, true);
    mobility(pos, links, Color::Black, &mut sides[1], empty, true);
    terms_of(pos, sides)
}

/// The terms from both sides' counts.
#[inline(always)]
fn terms_of(pos: &Position, sides: [Side; 2]) -> Terms {
    let s = pos.side_to_move();
    let [white, black] = sides;
    let (me, you) = if s == Color::White {
        (white, black)
    } else {
        (black, white)
    };
    let mut t = [0; TERMS];
    let moving = pos.in_hand(s) == 0 && pos.in_hand(s.other()) == 0;
    let short = |x: i32| (3 - x).max(0);
    if moving && !pos.may_fly(s) && !pos.may_fly(s.other()) {
        t[1] = me.moves - you.moves;
        t[4] = you.blocked - me.blocked;
        let few = |x: i32| (5 - x).max(0);
        t[11] = few(you.moves) - few(me.moves);
    } else if !moving {
        // (In the moving phase a side that flies has every empty point for a liberty, which
        // says nothing: there only material and mills are weighed.)
        t[2] = me.liberties - you.liberties;
        t[0] = me.slides - you.slides;
        t[3] = you.blocked - me.blocked;
        let (mine, yours) = (pos.in_hand(s) as i32, pos.in_hand(s.other()) as i32);
        t[10] = short(you.liberties - mine) - short(me.liberties - yours);
        let corners = corners(pos.rules().board);
        let on = |c: Color| (pos.stones(c).0 & corners).count_ones() as i32;
        t[12] = on(s.other()) - on(s);
        t[13] = 1;
    }
    t[5] = me.mills - you.mills;
    t[6] = me.open_twos - you.open_twos;
    let mill_wins = pos.rules().mill_wins;
    if me.closable != 0 {
        t[7] = (!mill_wins) as i32;
    } else {
        match you.closable.count_ones() {
            0 => {}
            1 => t[8] = -1,
            _ => t[9] = -1,
        }
    }
    Terms {
        material: me.material - you.material,
        terms: t,
        mill_wins_now: mill_wins && me.closable != 0,
    }
}

/// The score from both sides' counts.
#[inline(always)]
fn score(pos: &Position, w: &Weights, sides: [Side; 2]) -> i32 {
    terms_of(pos, sides).score(w)
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_rules::{Rules, play_tokens};

    fn eval(moves: &str) -> i32 {
        evaluate(&play_tokens(Rules::default(), moves).unwrap().position())
    }

    #[test]
    fn a_piece_ahead_scores_a_piece_more_than_the_same_position_even() {
        // White closed a1-a4-a7 and took b2: a piece up, Black to move. (What else the
        // position holds, three white stones on the edge of the board, the evaluation weighs
        // against it: the whole score is Black's to judge, the piece is a piece.)
        let pos = play_tokens(Rules::default(), "a1 b2 a4 b4 a7 xb2")
            .unwrap()
            .position();
        let t = terms(&pos);
        assert_eq!(t.material, -1);
        let even = Terms { material: 0, ..t };
        assert_eq!(
            even.score(&Weights::DEFAULT) - t.score(&Weights::DEFAULT),
            PIECE
        );
        assert_eq!(t.score(&Weights::DEFAULT), evaluate(&pos));
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
            let slides: u32 = Bitboard(own)
                .iter()
                .map(|p| (g.adjacent(p).0 & empty).count_ones())
                .sum();
            let walled = Bitboard(own)
                .iter()
                .filter(|&p| g.adjacent(p).0 & empty == 0)
                .count() as i32;
            if pos.in_hand(c) > 0 {
                let mut reach = 0;
                for p in Bitboard(own).iter() {
                    reach |= g.adjacent(p).0;
                }
                side.liberties = (reach & empty).count_ones() as i32;
                side.slides = slides as i32;
                side.blocked = walled;
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
                side.slides = slides as i32;
                side.blocked = walled;
            }
            side.material = (own.count_ones() + pos.in_hand(c) as u32) as i32;
        }
        score(pos, &Weights::DEFAULT, sides)
    }

    #[test]
    fn the_shifts_count_what_a_plain_count_counts_on_every_board() {
        use morris_rules::{Decision, Variant};
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
    fn the_terms_make_the_score_with_any_weights() {
        use morris_rules::Variant;
        let w = Weights::from_values([7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59]);
        let mut seed = 99u64;
        let mut checked = 0;
        for v in Variant::ALL {
            for _ in 0..20 {
                let mut pos = Position::new(v.rules());
                while pos.outcome().is_none() {
                    if pos.owed() == 0 {
                        assert_eq!(
                            terms(&pos).score(&w),
                            evaluate_with(&pos, &w),
                            "{}",
                            pos.fen()
                        );
                        assert_eq!(terms(&pos).score(&Weights::DEFAULT), evaluate(&pos));
                        checked += 1;
                    }
                    let legal = pos.legal();
                    seed = seed
                        .wrapping_mul(6_364_136_223_846_793_005)
                        .wrapping_add(1_442_695_040_888_963_407);
                    pos = pos.play_unchecked(legal[(seed >> 33) as usize % legal.len()]);
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

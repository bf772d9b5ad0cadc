//! The move picker: the decisions of a position in the order they are searched — the
//! table's decision first, then mills closed, mills blocked, killers and history — and the
//! scores that order them.

use super::eval::STANDARD_MILLS;
use super::search::MAX_PLY;
use super::tt::encode;
use morris_rules::{Bitboard, BoardKind, Decision, Lines, Position};

/// More than any position's legal decisions: flying with 4 stones to 20 points is 80.
pub(super) const MAX_MOVES: usize = 128;

/// The decisions of one position with their ordering scores.
pub(super) struct MoveList {
    pub(super) d: [Decision; MAX_MOVES],
    /// The ordering score of each decision, times 256, plus 255 less its place in the list:
    /// the largest key is the best score, the first in the list among equals.
    k: [i32; MAX_MOVES],
    pub(super) n: usize,
}

impl MoveList {
    #[inline(always)]
    pub(super) const fn empty() -> MoveList {
        MoveList {
            d: [Decision::Pass; MAX_MOVES],
            k: [0; MAX_MOVES],
            n: 0,
        }
    }

    #[inline(always)]
    pub(super) fn of(pos: &Position) -> MoveList {
        let mut l = MoveList::empty();
        pos.for_each_legal(|d| {
            if l.n < MAX_MOVES {
                l.d[l.n] = d;
                l.n += 1;
            }
        });
        l
    }

    /// Fills the list with the legal decisions of `pos`.
    #[inline(always)]
    pub(super) fn fill(&mut self, pos: &Position) {
        self.n = 0;
        pos.for_each_legal(|d| {
            if self.n < MAX_MOVES {
                self.d[self.n] = d;
                self.n += 1;
            }
        });
    }

    /// Gives decision `j` its ordering score.
    #[inline(always)]
    pub(super) fn score(&mut self, j: usize, score: i32) {
        // Ordering scores stay within ±2^23 (at most about 2.1 million: see `order`).
        self.k[j] = score.clamp(-(1 << 23), (1 << 23) - 1) << 8 | (255 - j as i32);
    }

    /// The ordering score of decision `j`.
    #[inline(always)]
    pub(super) fn key_score(&self, j: usize) -> i32 {
        self.k[j] >> 8
    }

    /// Brings the best-scored remaining decision to `i` and returns it: the first in the list
    /// among equals. (A selection: the decisions after `i` are found in the order a plain
    /// search for the first maximum and a swap would leave them.)
    #[inline]
    pub(super) fn pick(&mut self, i: usize) -> Decision {
        if i >= self.n {
            return self.d[i.min(MAX_MOVES - 1)];
        }
        // A plain fold, which the compiler turns into vector code.
        let top = self.k[i..self.n].iter().fold(i32::MIN, |m, &x| m.max(x));
        let b = 255 - (top & 255) as usize;
        let was = self.k[i];
        self.d.swap(i, b);
        self.k[i] = (top & !255) | (255 - i as i32);
        self.k[b] = (was & !255) | (255 - b as i32);
        self.d[i]
    }
}

/// How promising a decision looks before searching it: mills, blocks, then (away from the
/// leaves, where it pays) killers and history.
#[inline(always)]
pub(super) fn order(
    history: &[[[i32; 49]; 50]; 2],
    killers: &[[u16; 2]; MAX_PLY],
    pos: &Position,
    d: Decision,
    ply: usize,
    close: Close,
    deep: bool,
) -> i32 {
    let side = pos.side_to_move();
    let g = pos.geometry();
    match d {
        Decision::Remove(p) => {
            let b = p.bit().0;
            let mut s = 0;
            if close.theirs_twos & b != 0 || close.theirs & g.adjacent(p).0 != 0 {
                s += 300;
            }
            // A stone that blocks two of ours: taking it opens a mill to close.
            let own = pos.stones(side).0;
            for &i in g.mills_at(p) {
                let m = g.mill(i).0;
                if (own & m).count_ones() == 2 {
                    s += 200;
                }
            }
            s + 10 * (g.adjacent(p).0 & pos.empty().0).count_ones() as i32
        }
        Decision::Place(to) | Decision::Move(_, to) => {
            let t = to.bit().0;
            let mut s = 0;
            if close.ours & t != 0 {
                let from_bit = match d {
                    Decision::Move(f, _) => f.bit().0,
                    _ => 0,
                };
                let own = pos.stones(side).0;
                if g.mills_closed_at(Bitboard((own & !from_bit) | t), to) != 0 {
                    s += 1_000_000;
                }
            }
            if close.theirs & t != 0 {
                s += 500_000;
            }
            if deep {
                let from = match d {
                    Decision::Move(f, _) => f.index(),
                    _ => 49,
                };
                s += history[side.index()][from][to.index()];
                if ply < MAX_PLY {
                    let m = encode(d);
                    if killers[ply][0] == m {
                        s += 400_000;
                    } else if killers[ply][1] == m {
                        s += 300_000;
                    }
                }
            }
            s
        }
        Decision::Decline | Decision::Pass => 0,
    }
}

/// Where each side could close a mill (the empty third point of two in a line), and the
/// opponent's stones that stand in such twos.
#[derive(Clone, Copy, Default)]
pub(super) struct Close {
    pub(super) ours: u64,
    pub(super) theirs: u64,
    pub(super) theirs_twos: u64,
}

impl Close {
    #[inline(always)]
    pub(super) fn of(pos: &Position) -> Close {
        // The standard board on its own, so that its steps are constants there.
        match pos.rules().board {
            BoardKind::Standard => Close::by(pos, STANDARD_MILLS),
            other => Close::by(pos, other.geometry().mill_groups()),
        }
    }

    /// A group of mills with the same step at a time (see `eval::mills`).
    #[inline(always)]
    fn by(pos: &Position, groups: &[Lines]) -> Close {
        let side = pos.side_to_move();
        let own = pos.stones(side).0;
        let opp = pos.stones(side.other()).0;
        let empty = pos.empty().0;
        let mut c = Close::default();
        each_group!(groups, l => {
            let (s, starts) = (l.step as u32, l.starts);
            let part = |x: u64| [x & starts, x >> s & starts, x >> (2 * s) & starts];
            let ([a0, a1, a2], [b0, b1, b2], [e0, e1, e2]) = (part(own), part(opp), part(empty));
            // Two stones of a side and the third point empty: that point closes the mill.
            c.ours |= a1 & a2 & e0 | (a0 & a2 & e1) << s | (a0 & a1 & e2) << (2 * s);
            let [t0, t1, t2] = [b1 & b2 & e0, b0 & b2 & e1, b0 & b1 & e2];
            c.theirs |= t0 | t1 << s | t2 << (2 * s);
            let theirs = t0 | t1 | t2;
            c.theirs_twos |= (theirs | theirs << s | theirs << (2 * s)) & opp;
        });
        c
    }
}

/// Whether a decision from the table can be played here, cheaply (the key matched, so it
/// almost always can; the rare doubtful cases ask the rules).
#[inline]
pub(super) fn plausible(pos: &Position, d: Decision) -> bool {
    let s = pos.side_to_move();
    let rules = pos.rules();
    if pos.broken_mills(s) != 0 {
        return pos.is_legal(d);
    }
    let empty = pos.empty();
    let holding = pos.in_hand(s) > 0;
    match d {
        Decision::Place(p) => pos.owed() == 0 && holding && empty.contains(p),
        Decision::Move(a, b) => {
            pos.owed() == 0
                && (!holding || rules.move_in_placement)
                && pos.stones(s).contains(a)
                && empty.contains(b)
                && (pos.may_fly(s) || pos.geometry().adjacent(a).contains(b))
        }
        Decision::Remove(p) => pos.owed() > 0 && pos.removable().contains(p),
        Decision::Decline => pos.owed() > 0 && rules.optional_removal,
        Decision::Pass => pos.is_legal(d),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_rules::Point;

    /// The plain selection the keys stand for: the first maximum of what is left, swapped in.
    fn plain_order(scores: &[i32]) -> Vec<usize> {
        let mut s: Vec<(i32, usize)> = scores.iter().copied().zip(0..).collect();
        for i in 0..s.len() {
            let mut b = i;
            for j in i + 1..s.len() {
                if s[j].0 > s[b].0 {
                    b = j;
                }
            }
            s.swap(i, b);
        }
        s.into_iter().map(|(_, i)| i).collect()
    }

    /// Where each side could close a mill, a mill at a time.
    fn plain_close(pos: &Position) -> (u64, u64, u64) {
        let side = pos.side_to_move();
        let own = pos.stones(side).0;
        let opp = pos.stones(side.other()).0;
        let (mut ours, mut theirs, mut twos) = (0, 0, 0);
        for &m in pos.geometry().mills() {
            let (a, b) = ((own & m).count_ones(), (opp & m).count_ones());
            if a == 2 && b == 0 {
                ours |= m & !own;
            }
            if b == 2 && a == 0 {
                theirs |= m & !opp;
                twos |= m & opp;
            }
        }
        (ours, theirs, twos)
    }

    #[test]
    fn the_points_that_close_a_mill_are_those_a_plain_count_finds_on_every_board() {
        use morris_rules::Variant;
        let mut seed = 0x9876_5432_u64;
        let mut checked = 0;
        for v in Variant::ALL {
            for _ in 0..30 {
                let mut pos = Position::new(v.rules());
                while pos.outcome().is_none() {
                    let c = Close::of(&pos);
                    assert_eq!(
                        (c.ours, c.theirs, c.theirs_twos),
                        plain_close(&pos),
                        "{}",
                        pos.fen()
                    );
                    checked += 1;
                    let list = MoveList::of(&pos);
                    seed = seed
                        .wrapping_mul(6_364_136_223_846_793_005)
                        .wrapping_add(1_442_695_040_888_963_407);
                    pos = pos.play_unchecked(list.d[(seed >> 33) as usize % list.n]);
                }
            }
        }
        assert!(checked > 1000, "{checked}");
    }

    #[test]
    fn decisions_are_picked_as_a_plain_selection_picks_them_ties_included() {
        let mut seed = 7u64;
        for n in [1usize, 2, 3, 5, 17, 64, 128] {
            for _ in 0..50 {
                let mut list = MoveList::empty();
                list.n = n;
                let mut scores = Vec::new();
                for j in 0..n {
                    seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                    // Few distinct values, so that ties are common; some as large as `order`'s.
                    let v = [0, 10, 300, 500_000, 1_400_000, 2_100_000][(seed >> 40) as usize % 6];
                    // Each entry its own decision, told apart by its two points.
                    let (a, b) = ((j / 64) as u8, (j % 64) as u8);
                    list.d[j] = Decision::Move(Point::from_index(a), Point::from_index(b));
                    list.score(j, v);
                    scores.push(v);
                }
                let picked: Vec<usize> = (0..n)
                    .map(|i| match list.pick(i) {
                        Decision::Move(a, b) => a.index() * 64 + b.index(),
                        _ => usize::MAX,
                    })
                    .collect();
                assert_eq!(picked, plain_order(&scores), "{scores:?}");
            }
        }
    }
}

//! The boards: points, lines, adjacency and mills, held as bit masks.
//!
//! Every board lives on the same 7×7 grid of names (`a1` bottom-left, `g7` top-right), so a
//! [`Point`] means the same square on every board and a [`Bitboard`] is a `u64` with one bit per
//! grid square (`file * 7 + rank`). A board is the set of grid squares it uses, the lines joining
//! them (adjacency) and the lines that are mills. The standard board:
//!
//! ```text
//! a7 ----------- d7 ----------- g7
//! |              |              |
//! |    b6 ------ d6 ------ f6   |
//! |    |         |         |    |
//! |    |    c5 - d5 - e5   |    |
//! |    |    |         |    |    |
//! a4 - b4 - c4        e4 - f4 - g4
//! |    |    |         |    |    |
//! |    |    c3 - d3 - e3   |    |
//! |    |         |         |    |
//! |    b2 ------ d2 ------ f2   |
//! |              |              |
//! a1 ----------- d1 ----------- g1
//! ```

use super::point::{Bitboard, Point};

/// Which board a game is played on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardKind {
    /// Three concentric squares joined at the middle of each side: 24 points, 16 mills.
    Standard,
    /// The standard board with four diagonals added: 24 points, 20 mills.
    Diagonal,
    /// The outer and middle squares of the standard board: 16 points, 8 mills.
    Six,
    /// A 3×3 grid with rows, columns and both diagonals: 9 points, 8 mills.
    Three,
}

/// The most mills any board has (the standard board with diagonals).
pub const MAX_MILLS: usize = 20;

/// Lines of a board that have the same step: each is the grid bits `p`, `p + step` (and
/// `p + 2 step` for a mill), with `p` in `starts`. Points in a straight line are evenly spaced
/// on the naming grid, so every mill and every link belongs to one such group, and a whole
/// group is read at once with shifts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Lines {
    /// The distance in bits between neighbouring points of a line.
    pub step: u8,
    /// The first (lowest) point of each line.
    pub starts: u64,
}

/// The most groups of [`Lines`] any board has (the steps of the diagonal board's mills).
const MAX_GROUPS: usize = 8;

/// The geometry of one board: which points exist, which are adjacent, which lines are mills.
#[derive(Debug)]
pub struct Geometry {
    /// Every point of the board.
    pub points: Bitboard,
    adj: [u64; 49],
    mills: [u64; MAX_MILLS],
    mill_count: usize,
    /// Indices into `mills` of the mills through each point (at most 4).
    mills_at: [[u8; 4]; 49],
    mills_at_len: [u8; 49],
    /// Lines drawn between adjacent points, for renderers: pairs of points.
    segments: [(u8, u8); 48],
    segment_count: usize,
    /// The mills, grouped by step.
    mill_groups: [Lines; MAX_GROUPS],
    mill_group_count: usize,
    /// The links between adjacent points, grouped by step.
    link_groups: [Lines; MAX_GROUPS],
    link_group_count: usize,
}

const fn pt(name: &[u8], i: usize) -> u8 {
    (name[i] - b'a') * 7 + (name[i + 1] - b'1')
}

const fn build(mills: &[&[u8; 6]], extra_adj: &[&[u8; 4]]) -> Geometry {
    let mut g = Geometry {
        points: Bitboard(0),
        adj: [0; 49],
        mills: [0; MAX_MILLS],
        mill_count: 0,
        mills_at: [[0; 4]; 49],
        mills_at_len: [0; 49],
        segments: [(0, 0); 48],
        segment_count: 0,
        mill_groups: [Lines { step: 0, starts: 0 }; MAX_GROUPS],
        mill_group_count: 0,
        link_groups: [Lines { step: 0, starts: 0 }; MAX_GROUPS],
        link_group_count: 0,
    };
    let mut i = 0;
    while i < mills.len() {
        let a = pt(mills[i], 0);
        let b = pt(mills[i], 2);
        let c = pt(mills[i], 4);
        let mask = (1u64 << a) | (1u64 << b) | (1u64 << c);
        g.points.0 |= mask;
        g.mills[g.mill_count] = mask;
        let trio = [a, b, c];
        let mut k = 0;
        while k < 3 {
            let p = trio[k] as usize;
            g.mills_at[p][g.mills_at_len[p] as usize] = g.mill_count as u8;
            g.mills_at_len[p] += 1;
            k += 1;
        }
        g.mill_count += 1;
        g = link(g, a, b);
        g = link(g, b, c);
        i += 1;
    }
    let mut j = 0;
    while j < extra_adj.len() {
        let a = pt(extra_adj[j], 0);
        let b = pt(extra_adj[j], 2);
        g.points.0 |= (1u64 << a) | (1u64 << b);
        g = link(g, a, b);
        j += 1;
    }
    group(g)
}

/// Adds the line starting at `start` with `step` to the groups (a board with more steps than
/// there is room for, or a line whose points are not evenly spaced, does not compile).
const fn add_line(groups: &mut [Lines; MAX_GROUPS], count: &mut usize, step: u8, start: u8) {
    let mut k = 0;
    while k < *count {
        if groups[k].step == step {
            groups[k].starts |= 1u64 << start;
            return;
        }
        k += 1;
    }
    assert!(*count < MAX_GROUPS, "too many steps of lines");
    groups[*count] = Lines {
        step,
        starts: 1u64 << start,
    };
    *count += 1;
}

/// Groups the mills and the links by step.
const fn group(mut g: Geometry) -> Geometry {
    let mut i = 0;
    while i < g.mill_count {
        let m = g.mills[i];
        let lo = m.trailing_zeros() as u8;
        let hi = 63 - m.leading_zeros() as u8;
        let mid = (m & !(1u64 << lo) & !(1u64 << hi)).trailing_zeros() as u8;
        assert!(
            mid - lo == hi - mid,
            "a mill's points are not evenly spaced"
        );
        add_line(&mut g.mill_groups, &mut g.mill_group_count, mid - lo, lo);
        i += 1;
    }
    let mut j = 0;
    while j < g.segment_count {
        let (a, b) = g.segments[j];
        let (lo, hi) = if a < b { (a, b) } else { (b, a) };
        add_line(&mut g.link_groups, &mut g.link_group_count, hi - lo, lo);
        j += 1;
    }
    g
}

const fn link(mut g: Geometry, a: u8, b: u8) -> Geometry {
    g.adj[a as usize] |= 1u64 << b;
    g.adj[b as usize] |= 1u64 << a;
    g.segments[g.segment_count] = (a, b);
    g.segment_count += 1;
    g
}

const STANDARD_LINES: [&[u8; 6]; 16] = [
    b"a7d7g7", b"b6d6f6", b"c5d5e5", b"a4b4c4", b"e4f4g4", b"c3d3e3", b"b2d2f2", b"a1d1g1",
    b"a1a4a7", b"b2b4b6", b"c3c4c5", b"d1d2d3", b"d5d6d7", b"e3e4e5", b"f2f4f6", b"g1g4g7",
];

const DIAGONAL_LINES: [&[u8; 6]; 20] = [
    b"a7d7g7", b"b6d6f6", b"c5d5e5", b"a4b4c4", b"e4f4g4", b"c3d3e3", b"b2d2f2", b"a1d1g1",
    b"a1a4a7", b"b2b4b6", b"c3c4c5", b"d1d2d3", b"d5d6d7", b"e3e4e5", b"f2f4f6", b"g1g4g7",
    b"a1b2c3", b"g1f2e3", b"a7b6c5", b"g7f6e5",
];

const SIX_LINES: [&[u8; 6]; 8] = [
    b"a1d1g1", b"g1g4g7", b"a7d7g7", b"a1a4a7", b"b2d2f2", b"f2f4f6", b"b6d6f6", b"b2b4b6",
];

const SIX_SPOKES: [&[u8; 4]; 4] = [b"a4b4", b"d1d2", b"g4f4", b"d7d6"];

const THREE_LINES: [&[u8; 6]; 8] = [
    b"a1b1c1", b"a2b2c2", b"a3b3c3", b"a1a2a3", b"b1b2b3", b"c1c2c3", b"a1b2c3", b"a3b2c1",
];

static STANDARD: Geometry = build(&STANDARD_LINES, &[]);
static DIAGONAL: Geometry = build(&DIAGONAL_LINES, &[]);
static SIX: Geometry = build(&SIX_LINES, &SIX_SPOKES);
static THREE: Geometry = build(&THREE_LINES, &[]);

impl BoardKind {
    /// The geometry of this board.
    pub const fn geometry(self) -> &'static Geometry {
        match self {
            BoardKind::Standard => &STANDARD,
            BoardKind::Diagonal => &DIAGONAL,
            BoardKind::Six => &SIX,
            BoardKind::Three => &THREE,
        }
    }

    /// The side length of the grid the board is drawn on (7, or 3 for the three men's board).
    pub fn grid_size(self) -> u8 {
        match self {
            BoardKind::Three => 3,
            _ => 7,
        }
    }

    /// A name for people.
    pub fn describe(self) -> &'static str {
        match self {
            BoardKind::Standard => "the standard board (24 points, 16 mills)",
            BoardKind::Diagonal => "the standard board with diagonals (24 points, 20 mills)",
            BoardKind::Six => "the six men's board (16 points, 8 mills)",
            BoardKind::Three => "the three men's board (9 points, 8 mills)",
        }
    }
}

impl Geometry {
    /// Whether the point is on this board.
    #[inline]
    pub fn contains(&self, p: Point) -> bool {
        self.points.contains(p)
    }

    /// The number of points of the board.
    pub fn len(&self) -> u32 {
        self.points.count()
    }

    /// Never true: every board has points. (Present because `len` is.)
    pub fn is_empty(&self) -> bool {
        self.points.is_empty()
    }

    /// The points with exactly two neighbours (the corners of the squares on the standard
    /// board), where two stones wall a stone in.
    pub const fn corners(&self) -> Bitboard {
        let mut m = 0u64;
        let mut i = 0;
        while i < 49 {
            if self.points.0 & (1 << i) != 0 && self.adj[i].count_ones() == 2 {
                m |= 1 << i;
            }
            i += 1;
        }
        Bitboard(m)
    }

    /// The points adjacent to `p` along a line.
    #[inline]
    pub fn adjacent(&self, p: Point) -> Bitboard {
        Bitboard(self.adj[p.index()])
    }

    /// Every mill of the board, each as the mask of its three points.
    pub fn mills(&self) -> &[u64] {
        &self.mills[..self.mill_count]
    }

    /// The mills through `p`, as indices into [`Geometry::mills`].
    #[inline]
    pub fn mills_at(&self, p: Point) -> &[u8] {
        &self.mills_at[p.index()][..self.mills_at_len[p.index()] as usize]
    }

    /// The mask of mill number `i`.
    #[inline]
    pub fn mill(&self, i: u8) -> Bitboard {
        Bitboard(self.mills[i as usize])
    }

    /// The points of `own` that stand in a complete mill of `own`.
    #[inline]
    pub fn in_mills(&self, own: Bitboard) -> Bitboard {
        let mut out = 0;
        for &m in self.mills() {
            if own.0 & m == m {
                out |= m;
            }
        }
        Bitboard(out)
    }

    /// The mills (as a bit set of mill indices) that `own` completes through `p`.
    #[inline]
    pub fn mills_closed_at(&self, own: Bitboard, p: Point) -> u32 {
        let mut set = 0u32;
        for &i in self.mills_at(p) {
            let m = self.mills[i as usize];
            if own.0 & m == m {
                set |= 1 << i;
            }
        }
        set
    }

    /// The mills grouped by step: mill `starts` bit `p` is the points `p`, `p + step` and
    /// `p + 2 step`.
    #[inline]
    pub const fn mill_groups(&self) -> &[Lines] {
        self.mill_groups.split_at(self.mill_group_count).0
    }

    /// The links between adjacent points grouped by step: `starts` bit `p` links `p` and
    /// `p + step`.
    #[inline]
    pub const fn link_groups(&self) -> &[Lines] {
        self.link_groups.split_at(self.link_group_count).0
    }

    /// The points adjacent to any point of `set` (all of [`Geometry::adjacent`] at once).
    #[inline]
    pub fn neighbours(&self, set: Bitboard) -> Bitboard {
        let mut out = 0;
        for l in self.link_groups() {
            out |= (set.0 & l.starts) << l.step | (set.0 >> l.step) & l.starts;
        }
        Bitboard(out)
    }

    /// How many pairs of adjacent points have one point in `a` and the other in `b` (for
    /// disjoint sets: the slides from `a` to `b`).
    #[inline]
    pub fn links_between(&self, a: Bitboard, b: Bitboard) -> u32 {
        let mut n = 0;
        for l in self.link_groups() {
            n += (a.0 & l.starts & b.0 >> l.step).count_ones()
                + (b.0 & l.starts & a.0 >> l.step).count_ones();
        }
        n
    }

    /// The lines of the drawing, each joining two adjacent points.
    pub fn segments(&self) -> impl Iterator<Item = (Point, Point)> + '_ {
        self.segments[..self.segment_count]
            .iter()
            .map(|&(a, b)| (Point::from_index(a), Point::from_index(b)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Point {
        s.parse().unwrap()
    }

    #[test]
    fn standard_board_has_24_points_and_16_mills() {
        let g = BoardKind::Standard.geometry();
        assert_eq!(g.len(), 24);
        assert_eq!(g.mills().len(), 16);
        assert!(!g.contains(p("d4")));
        assert_eq!(g.adjacent(p("d2")).count(), 4);
        assert_eq!(g.adjacent(p("a1")), Bitboard::from_iter([p("d1"), p("a4")]));
    }

    #[test]
    fn diagonal_board_adds_four_mills_and_corner_links() {
        let g = BoardKind::Diagonal.geometry();
        assert_eq!(g.mills().len(), 20);
        assert!(g.adjacent(p("a1")).contains(p("b2")));
        assert!(g.adjacent(p("b2")).contains(p("c3")));
    }

    #[test]
    fn six_board_spokes_are_links_not_mills() {
        let g = BoardKind::Six.geometry();
        assert_eq!(g.len(), 16);
        assert_eq!(g.mills().len(), 8);
        assert!(g.adjacent(p("a4")).contains(p("b4")));
        assert_eq!(g.mills_at(p("a4")).len(), 1);
    }

    /// A set of points of the board from the bits of `x`.
    fn subset(g: &Geometry, x: u64) -> Bitboard {
        Bitboard(g.points.0 & x.wrapping_mul(0x9E37_79B9_7F4A_7C15))
    }

    #[test]
    fn grouped_lines_are_the_mills_and_links_one_by_one() {
        let kinds = [
            BoardKind::Standard,
            BoardKind::Diagonal,
            BoardKind::Six,
            BoardKind::Three,
        ];
        for kind in kinds {
            let g = kind.geometry();
            let mut mills: Vec<u64> = Vec::new();
            for l in g.mill_groups() {
                for p in Bitboard(l.starts).iter() {
                    let b = p.bit().0;
                    mills.push(b | b << l.step | b << (2 * l.step));
                }
            }
            let mut want = g.mills().to_vec();
            mills.sort_unstable();
            want.sort_unstable();
            assert_eq!(mills, want, "{kind:?}");
            let links: usize = g
                .link_groups()
                .iter()
                .map(|l| l.starts.count_ones() as usize)
                .sum();
            assert_eq!(links, g.segments().count(), "{kind:?}");
            for x in 0..500u64 {
                let a = subset(g, x);
                let b = Bitboard(g.points.0 & !a.0 & subset(g, x ^ 0xABCD).0);
                let near = a.iter().fold(Bitboard::EMPTY, |acc, p| acc | g.adjacent(p));
                assert_eq!(g.neighbours(a), near, "{kind:?} {x}");
                let pairs: u32 = a.iter().map(|p| (g.adjacent(p) & b).count()).sum();
                assert_eq!(g.links_between(a, b), pairs, "{kind:?} {x}");
            }
        }
    }

    #[test]
    fn three_board_centre_touches_all() {
        let g = BoardKind::Three.geometry();
        assert_eq!(g.len(), 9);
        assert_eq!(g.adjacent(p("b2")).count(), 8);
        assert_eq!(g.mills().len(), 8);
    }
}

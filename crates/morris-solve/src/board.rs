//! The board as the solver sees it: points numbered 0..n, sets of points as `u32` masks, the
//! adjacency and the mills taken from the rules' geometry, and the board's symmetries.

use morris_rules::{BoardKind, Geometry, Point};

/// A mask beyond the points (at most 24): no set of points contains it.
const NO_MILL: u32 = 1 << 31;

/// A board with its points numbered densely, and its symmetries as permutations.
#[derive(Debug)]
pub(crate) struct Local {
    /// Number of points.
    pub n: usize,
    /// The rules' point of each local number.
    pub points: Vec<Point>,
    /// Local number of each grid square (`u8::MAX` for squares off the board).
    pub local: [u8; 49],
    /// Adjacent points of each point.
    pub adj: Vec<u32>,
    /// Every mill.
    pub mills: Vec<u32>,
    /// The mills through each point, padded with masks no set of points fills.
    pub mills_at: Vec<[u32; 4]>,
    /// The symmetries, identity first: each a permutation of the points, applied to masks
    /// through byte tables.
    pub syms: Vec<Perm>,
    /// For each symmetry, the one that undoes it.
    pub inverse: Vec<u8>,
}

/// A permutation of the points, with tables to apply it to a mask a byte at a time.
#[derive(Debug, Clone)]
pub(crate) struct Perm {
    table: [[u32; 256]; 3],
}

impl Perm {
    fn new(map: Vec<u8>) -> Perm {
        let mut table = [[0u32; 256]; 3];
        for (k, t) in table.iter_mut().enumerate() {
            for (byte, slot) in t.iter_mut().enumerate() {
                let mut out = 0u32;
                for bit in 0..8 {
                    let p = k * 8 + bit;
                    if byte >> bit & 1 == 1 && p < map.len() {
                        out |= 1 << map[p];
                    }
                }
                *slot = out;
            }
        }
        Perm { table }
    }

    /// The image of a set of points.
    #[inline]
    pub fn apply(&self, m: u32) -> u32 {
        self.table[0][(m & 0xff) as usize]
            | self.table[1][(m >> 8 & 0xff) as usize]
            | self.table[2][(m >> 16 & 0xff) as usize]
    }
}

impl Local {
    pub fn new(kind: BoardKind) -> Local {
        let g: &Geometry = kind.geometry();
        let points: Vec<Point> = g.points.iter().collect();
        let n = points.len();
        let mut local = [u8::MAX; 49];
        for (i, p) in points.iter().enumerate() {
            local[p.index()] = i as u8;
        }
        let to_mask = |bits: u64| -> u32 {
            let mut m = 0u32;
            for (i, p) in points.iter().enumerate() {
                if bits >> p.index() & 1 == 1 {
                    m |= 1 << i;
                }
            }
            m
        };
        let adj: Vec<u32> = points.iter().map(|&p| to_mask(g.adjacent(p).0)).collect();
        let mills: Vec<u32> = g.mills().iter().map(|&m| to_mask(m)).collect();
        let mills_at: Vec<[u32; 4]> = (0..n)
            .map(|i| {
                let mut at = [NO_MILL; 4];
                let through = mills.iter().copied().filter(|m| m >> i & 1 == 1);
                for (slot, m) in at.iter_mut().zip(through) {
                    *slot = m;
                }
                at
            })
            .collect();
        let mut b = Local {
            n,
            points,
            local,
            adj,
            mills,
            mills_at,
            syms: Vec::new(),
            inverse: Vec::new(),
        };
        b.syms = b.symmetries(kind).into_iter().map(Perm::new).collect();
        b.inverse = (0..b.syms.len())
            .map(|k| {
                let undoes =
                    |j: &usize| (0..n).all(|p| b.syms[*j].apply(b.syms[k].apply(1 << p)) == 1 << p);
                (0..b.syms.len()).find(undoes).unwrap_or(0) as u8
            })
            .collect();
        b
    }

    /// Candidate maps of the naming grid (the square's rotations and reflections, and for
    /// the ring boards the exchange of the inner and outer rings), kept when they map lines
    /// to lines and mills to mills.
    fn symmetries(&self, kind: BoardKind) -> Vec<Vec<u8>> {
        let size = kind.grid_size() as i32;
        let c = (size - 1) / 2;
        let dihedral = |k: usize, x: i32, y: i32| -> (i32, i32) {
            let (x, y) = if k & 4 != 0 { (-x, y) } else { (x, y) };
            match k & 3 {
                0 => (x, y),
                1 => (-y, x),
                2 => (-x, -y),
                _ => (y, -x),
            }
        };
        let swaps: &[Option<i32>] = match kind {
            BoardKind::Standard | BoardKind::Diagonal => &[None, Some(4)],
            BoardKind::Six => &[None, Some(5)],
            BoardKind::Three => &[None],
        };
        let mut out: Vec<Vec<u8>> = Vec::new();
        for &swap in swaps {
            for k in 0..8 {
                let mut map = Vec::with_capacity(self.n);
                for p in &self.points {
                    let (mut x, mut y) = (p.file() as i32 - c, p.rank() as i32 - c);
                    if let Some(total) = swap {
                        let r = x.abs().max(y.abs());
                        if r > 0 {
                            let r2 = total - r;
                            x = x / r * r2;
                            y = y / r * r2;
                        }
                    }
                    let (x, y) = dihedral(k, x, y);
                    let q = Point::new((x + c) as u8, (y + c) as u8);
                    match q.map(|q| self.local[q.index()]) {
                        Some(l) if l != u8::MAX => map.push(l),
                        _ => break,
                    }
                }
                if map.len() == self.n && self.preserves(&map) && !out.contains(&map) {
                    out.push(map);
                }
            }
        }
        out
    }

    fn preserves(&self, map: &[u8]) -> bool {
        let img = |m: u32| -> u32 {
            let mut o = 0;
            for (i, &t) in map.iter().enumerate() {
                if m >> i & 1 == 1 {
                    o |= 1 << t;
                }
            }
            o
        };
        let adj_ok = (0..self.n).all(|i| img(self.adj[i]) == self.adj[map[i] as usize]);
        let mills_ok = self.mills.iter().all(|&m| self.mills.contains(&img(m)));
        adj_ok && mills_ok
    }

    /// Every point.
    pub fn full(&self) -> u32 {
        ((1u64 << self.n) - 1) as u32
    }

    /// The local mask of a rules bitboard.
    #[inline]
    pub fn mask(&self, bits: u64) -> u32 {
        let mut m = 0u32;
        let mut b = bits;
        while b != 0 {
            let i = b.trailing_zeros() as usize;
            b &= b - 1;
            let l = self.local[i];
            if l != u8::MAX {
                m |= 1 << l;
            }
        }
        m
    }

    /// The points of `own` that stand in a complete mill of `own`.
    #[inline]
    pub fn in_mills(&self, own: u32) -> u32 {
        let mut out = 0;
        for &m in &self.mills {
            if own & m == m {
                out |= m;
            }
        }
        out
    }

    /// How many mills `own` completes through point `p`.
    #[inline]
    pub fn closed_at(&self, own: u32, p: usize) -> u32 {
        self.mills_at[p]
            .iter()
            .map(|&m| u32::from(own & m == m))
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mill_through_a_point_is_kept() {
        for kind in [
            BoardKind::Standard,
            BoardKind::Diagonal,
            BoardKind::Six,
            BoardKind::Three,
        ] {
            let b = Local::new(kind);
            for p in 0..b.n {
                let through = b.mills.iter().filter(|&&m| m >> p & 1 == 1).count();
                assert!(through <= 4, "{kind:?}: {through} mills through point {p}");
                assert_eq!(b.closed_at(b.full(), p) as usize, through, "{kind:?} {p}");
            }
        }
    }

    #[test]
    fn the_boards_have_their_symmetries() {
        assert_eq!(Local::new(BoardKind::Standard).syms.len(), 16);
        assert_eq!(Local::new(BoardKind::Diagonal).syms.len(), 16);
        assert_eq!(Local::new(BoardKind::Six).syms.len(), 16);
        assert_eq!(Local::new(BoardKind::Three).syms.len(), 8);
        for kind in [BoardKind::Standard, BoardKind::Six, BoardKind::Three] {
            let b = Local::new(kind);
            for (k, s) in b.syms.iter().enumerate() {
                let back = &b.syms[b.inverse[k] as usize];
                for m in [1u32, 0b1011, 0x00f0_f00f & ((1 << b.n) - 1)] {
                    assert_eq!(back.apply(s.apply(m)), m, "{kind:?} {k}");
                }
            }
        }
    }
}

//! Numbering the positions of a material class, one number per position up to symmetry.
//!
//! A position of class (a, b) is the set S of the a stones of the side to move and the set O
//! of the b other stones. S is brought to the representative of its orbit under the board's
//! symmetries; the same symmetry is applied to O, and among the symmetries that keep the
//! representative the one giving the smallest O is chosen. The number is then
//! `rep × C(n − a, b) + rank(O among the points S leaves free)`.

use std::sync::Arc;

use super::board::Local;

/// Binomial coefficients C(n, k) for n and k below 32 (0 where k > n).
pub(crate) struct Binom([[u64; 32]; 32]);

impl Binom {
    pub fn new() -> Binom {
        let mut t = [[0u64; 32]; 32];
        for n in 0..32 {
            t[n][0] = 1;
            for k in 1..=n {
                t[n][k] = t[n - 1][k - 1] + t[n - 1][k];
            }
        }
        Binom(t)
    }

    /// C(n, k), for n and k below 32 (a board has at most 24 points).
    #[inline]
    pub fn c(&self, n: usize, k: usize) -> u64 {
        self.0[n & 31][k & 31]
    }

    /// The colexicographic rank of a set among the sets of its size.
    #[inline]
    pub fn rank(&self, mut m: u32) -> u64 {
        let mut r = 0;
        let mut i = 1;
        while m != 0 {
            let p = m.trailing_zeros() as usize;
            m &= m - 1;
            r += self.c(p, i);
            i += 1;
        }
        r
    }
}

/// The sets of `k` points out of `n` in colex order (the numeric order of their masks).
pub(crate) fn sets(k: usize, n: usize) -> impl Iterator<Item = u32> {
    let limit = 1u64 << n;
    let mut m: u64 = (1u64 << k) - 1;
    std::iter::from_fn(move || {
        if m >= limit {
            return None;
        }
        let out = m as u32;
        if m == 0 {
            // The one empty set.
            m = limit;
        } else {
            // Gosper: the next set of the same size.
            let low = m & m.wrapping_neg();
            let ripple = m + low;
            m = (((ripple ^ m) >> 2) / low) | ripple;
        }
        Some(out)
    })
}

/// The colexicographic rank of the set `m` among the sets of its size of the points not in
/// `gaps` (the points of `m` renumbered among those).
#[inline]
fn rank_among(binom: &Binom, m: u32, gaps: u32) -> u64 {
    let mut r = 0;
    let mut i = 1;
    let mut b = m;
    while b != 0 {
        let p = b.trailing_zeros();
        b &= b - 1;
        let q = p - (gaps & ((1u32 << p) - 1)).count_ones();
        r += binom.c(q as usize, i);
        i += 1;
    }
    r
}

/// The numbering of one class (a, b) on one board.
#[derive(Clone)]
pub(crate) struct ClassIndex {
    a: usize,
    pub b: usize,
    n: usize,
    /// For each colex rank of an a-set: its representative's number and a symmetry taking it
    /// there.
    /// Shared by every class of the side to move's `a` stones (and by a class shared between
    /// two sets of tables): 10 MB for nine stones.
    first: Arc<[(u32, u8)]>,
    /// The representatives: the set, and the symmetries that keep it (bit k for symmetry k).
    reps: Arc<[(u32, u32)]>,
    /// The other side's sets, squeezed among the points a representative leaves free, in
    /// number order.
    others: Vec<u32>,
    /// The points each representative leaves free, in order (`n − a` a representative).
    free: Arc<[u8]>,
    /// C(n − a, b).
    pub width: u64,
}

impl ClassIndex {
    pub fn new(board: &Local, binom: &Binom, a: usize, b: usize) -> ClassIndex {
        let n = board.n;
        let count = binom.c(n, a) as usize;
        const UNSEEN: (u32, u8) = (u32::MAX, 0);
        let mut first: Vec<(u32, u8)> = vec![UNSEEN; count];
        let mut reps: Vec<(u32, u32)> = Vec::new();
        // The a-sets in colex order, which is the numeric order of their masks: the first set
        // of an orbit met is its smallest, its representative, and the whole orbit is numbered
        // from it.
        for (r, m) in sets(a, n).enumerate() {
            if first[r] != UNSEEN {
                continue;
            }
            let id = reps.len() as u32;
            let mut stab = 0u32;
            for (k, s) in board.syms.iter().enumerate() {
                let img = s.apply(m);
                if img == m {
                    stab |= 1 << k;
                }
                let slot = &mut first[binom.rank(img) as usize];
                if *slot == UNSEEN {
                    // The inverse of symmetry k takes the image back to the representative.
                    *slot = (id, board.inverse[k]);
                }
            }
            reps.push((m, stab));
        }
        let free = reps
            .iter()
            .flat_map(|&(m, _)| (0..n as u8).filter(move |&p| m >> p & 1 == 0))
            .collect();
        ClassIndex {
            free,
            a,
            b,
            n,
            first: first.into(),
            reps: reps.into(),
            others: sets(b, n - a).collect(),
            width: binom.c(n - a, b),
        }
    }

    /// The numbering of class (a, b) on `board`, sharing with `like` what depends on the side
    /// to move's stones alone where `like` is a class of as many (a few milliseconds where
    /// [`ClassIndex::new`] takes tens for the largest).
    pub fn like(
        like: Option<&ClassIndex>,
        board: &Local,
        binom: &Binom,
        a: usize,
        b: usize,
    ) -> ClassIndex {
        match like {
            Some(l) if l.a == a && l.n == board.n && a + b <= board.n => ClassIndex {
                free: Arc::clone(&l.free),
                a,
                b,
                n: l.n,
                first: Arc::clone(&l.first),
                reps: Arc::clone(&l.reps),
                others: sets(b, l.n - a).collect(),
                width: binom.c(l.n - a, b),
            },
            _ => ClassIndex::new(board, binom, a, b),
        }
    }

    /// The side to move's stones.
    pub fn a(&self) -> usize {
        self.a
    }

    /// How many representatives the side to move's sets have.
    pub fn reps(&self) -> usize {
        self.reps.len()
    }

    /// Representative `id`: its set, and whether a symmetry other than the identity keeps it
    /// (then some of its numbers repeat others).
    pub fn rep(&self, id: usize) -> (u32, bool) {
        let (m, stab) = self.reps[id];
        (m, stab != 1)
    }

    /// The size of the board.
    pub fn points(&self) -> usize {
        self.n
    }

    /// How many numbers the class uses.
    pub fn len(&self) -> usize {
        self.reps.len() * self.width as usize
    }

    /// The number of a position, and how many symmetries keep it (its stabiliser's size).
    #[inline]
    pub fn index(&self, board: &Local, binom: &Binom, s: u32, o: u32) -> (usize, u32) {
        let (id, op) = self.first[binom.rank(s) as usize];
        let (rep, stab) = self.reps[id as usize];
        let o1 = board.syms[op as usize].apply(o);
        let base = id as usize * self.width as usize;
        if stab == 1 {
            return (base + rank_among(binom, o1, rep) as usize, 1);
        }
        let (mut best, mut keep) = (u64::MAX, 0u32);
        let mut ks = stab;
        while ks != 0 {
            let k = ks.trailing_zeros() as usize;
            ks &= ks - 1;
            let r = rank_among(binom, board.syms[k].apply(o1), rep);
            if r < best {
                best = r;
                keep = 1;
            } else if r == best {
                keep += 1;
            }
        }
        (base + best as usize, keep)
    }

    /// The position of a number: the stones of the side to move, and the others.
    #[inline]
    pub fn position(&self, i: usize) -> (u32, u32) {
        let w = self.width as usize;
        let id = i / w;
        let free = &self.free[id * (self.n - self.a)..][..self.n - self.a];
        let mut o = 0u32;
        let mut b = self.others[i % w];
        while b != 0 {
            o |= 1 << free[b.trailing_zeros() as usize];
            b &= b - 1;
        }
        (self.reps[id].0, o)
    }

    #[cfg(test)]
    /// Whether a number is the number of its own position (some numbers of symmetric
    /// representatives name a position that another number already names).
    pub fn is_canonical(&self, board: &Local, binom: &Binom, i: usize) -> bool {
        let (s, o) = self.position(i);
        self.index(board, binom, s, o).0 == i
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_rules::BoardKind;

    #[test]
    fn ranks_and_sets_agree() {
        let b = Binom::new();
        assert_eq!(rank_among(&b, 0b1010_0100, 0b0100_0010), b.rank(0b11_0010));
        for (r, m) in sets(4, 24).enumerate() {
            assert_eq!(b.rank(m) as usize, r);
        }
        assert_eq!(sets(4, 24).count() as u64, b.c(24, 4));
        assert_eq!(sets(0, 5).collect::<Vec<_>>(), vec![0]);
    }

    #[test]
    fn every_position_has_one_number_and_the_orbits_add_up() {
        let board = Local::new(BoardKind::Standard);
        let binom = Binom::new();
        let ci = ClassIndex::new(&board, &binom, 3, 3);
        let mut raw = 0u64;
        for i in 0..ci.len() {
            if ci.is_canonical(&board, &binom, i) {
                let (s, o) = ci.position(i);
                let (_, keep) = ci.index(&board, &binom, s, o);
                raw += 16 / keep as u64;
            }
        }
        assert_eq!(raw, 2_691_920);
    }
}

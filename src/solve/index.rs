//! Numbering the positions of a material class, one number per position up to symmetry.
//!
//! A position of class (a, b) is the set S of the a stones of the side to move and the set O
//! of the b other stones. S is brought to the representative of its orbit under the board's
//! symmetries; the same symmetry is applied to O, and among the symmetries that keep the
//! representative the one giving the smallest O is chosen. The number is then
//! `rep × C(n − a, b) + rank(O among the points S leaves free)`.

use std::collections::HashMap;

use super::board::Local;

/// Binomial coefficients up to 32.
pub(crate) struct Binom([[u64; 33]; 33]);

impl Binom {
    pub fn new() -> Binom {
        let mut t = [[0u64; 33]; 33];
        for n in 0..33 {
            t[n][0] = 1;
            for k in 1..=n {
                t[n][k] = t[n - 1][k - 1] + t[n - 1][k];
            }
        }
        Binom(t)
    }

    #[inline]
    pub fn c(&self, n: usize, k: usize) -> u64 {
        if k > n { 0 } else { self.0[n][k] }
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

    /// The set of `k` points out of `n` with colexicographic rank `r`.
    pub fn unrank(&self, mut r: u64, k: usize, n: usize) -> u32 {
        let mut m = 0u32;
        let mut hi = n;
        for i in (1..=k).rev() {
            let mut p = hi;
            while p > 0 && self.c(p - 1, i) > r {
                p -= 1;
            }
            // p - 1 is the largest point with C(p - 1, i) <= r.
            let q = p.saturating_sub(1);
            m |= 1 << q;
            r -= self.c(q, i);
            hi = q;
        }
        m
    }
}

/// Removes the points of `gaps` from the numbering: the points of `m` renumbered among
/// those that are not in `gaps`.
#[inline]
fn squeeze(m: u32, gaps: u32) -> u32 {
    let mut out = 0;
    let mut b = m;
    while b != 0 {
        let p = b.trailing_zeros();
        b &= b - 1;
        out |= 1 << (p - (gaps & ((1u32 << p) - 1)).count_ones());
    }
    out
}

/// The inverse of [`squeeze`].
fn spread(m: u32, gaps: u32, n: usize) -> u32 {
    let mut out = 0;
    let mut k = 0;
    for p in 0..n {
        if gaps >> p & 1 == 1 {
            continue;
        }
        if m >> k & 1 == 1 {
            out |= 1 << p;
        }
        k += 1;
    }
    out
}

/// The numbering of one class (a, b) on one board.
pub(crate) struct ClassIndex {
    pub a: usize,
    pub b: usize,
    n: usize,
    /// For each colex rank of an a-set: its representative's number and a symmetry taking it
    /// there.
    first: Vec<(u32, u8)>,
    /// The representatives: the set, and the symmetries that keep it.
    reps: Vec<(u32, Vec<u8>)>,
    /// C(n − a, b).
    pub width: u64,
}

impl ClassIndex {
    pub fn new(board: &Local, binom: &Binom, a: usize, b: usize) -> ClassIndex {
        let n = board.n;
        let count = binom.c(n, a) as usize;
        let mut first = Vec::with_capacity(count);
        let mut reps: Vec<(u32, Vec<u8>)> = Vec::new();
        let mut rep_of: HashMap<u32, u32> = HashMap::new();
        for r in 0..count {
            let m = binom.unrank(r as u64, a, n);
            let (mut best, mut op) = (u32::MAX, 0u8);
            for (k, s) in board.syms.iter().enumerate() {
                let img = s.apply(m);
                if img < best {
                    best = img;
                    op = k as u8;
                }
            }
            let id = *rep_of.entry(best).or_insert_with(|| {
                let stab: Vec<u8> = board
                    .syms
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| s.apply(best) == best)
                    .map(|(k, _)| k as u8)
                    .collect();
                reps.push((best, stab));
                (reps.len() - 1) as u32
            });
            first.push((id, op));
        }
        ClassIndex {
            a,
            b,
            n,
            first,
            reps,
            width: binom.c(n - a, b),
        }
    }

    /// How many representatives the side to move's sets have.
    pub fn reps(&self) -> usize {
        self.reps.len()
    }

    /// Representative `id`: its set, and whether a symmetry other than the identity keeps it
    /// (then some of its numbers repeat others).
    pub fn rep(&self, id: usize) -> (u32, bool) {
        let (m, stab) = &self.reps[id];
        (*m, stab.len() > 1)
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
        let (rep, stab) = &self.reps[id as usize];
        let o1 = board.syms[op as usize].apply(o);
        let (mut best, mut keep) = (u64::MAX, 0u32);
        if stab.len() == 1 {
            best = binom.rank(squeeze(o1, *rep));
            keep = 1;
        } else {
            for &k in stab {
                let r = binom.rank(squeeze(board.syms[k as usize].apply(o1), *rep));
                if r < best {
                    best = r;
                    keep = 1;
                } else if r == best {
                    keep += 1;
                }
            }
        }
        (id as usize * self.width as usize + best as usize, keep)
    }

    /// The position of a number: the stones of the side to move, and the others.
    pub fn position(&self, binom: &Binom, i: usize) -> (u32, u32) {
        let (rep, _) = &self.reps[i / self.width as usize];
        let o = spread(
            binom.unrank((i % self.width as usize) as u64, self.b, self.n - self.a),
            *rep,
            self.n,
        );
        (*rep, o)
    }

    /// Whether a number is the number of its own position (some numbers of symmetric
    /// representatives name a position that another number already names).
    pub fn is_canonical(&self, board: &Local, binom: &Binom, i: usize) -> bool {
        let (s, o) = self.position(binom, i);
        self.index(board, binom, s, o).0 == i
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::BoardKind;

    #[test]
    fn ranks_and_sets_agree() {
        let b = Binom::new();
        for r in 0..b.c(24, 4) {
            assert_eq!(b.rank(b.unrank(r, 4, 24)), r);
        }
        assert_eq!(
            spread(squeeze(0b1010_0100, 0b0100_0010), 0b0100_0010, 8),
            0b1010_0100
        );
    }

    #[test]
    fn every_position_has_one_number_and_the_orbits_add_up() {
        let board = Local::new(BoardKind::Standard);
        let binom = Binom::new();
        let ci = ClassIndex::new(&board, &binom, 3, 3);
        let mut raw = 0u64;
        for i in 0..ci.len() {
            if ci.is_canonical(&board, &binom, i) {
                let (s, o) = ci.position(&binom, i);
                let (_, keep) = ci.index(&board, &binom, s, o);
                raw += 16 / keep as u64;
            }
        }
        assert_eq!(raw, 2_691_920);
    }
}

//! Retrograde analysis of the moving phase: every position of a material class (both hands
//! empty) gets its exact value, in turns, from the values of its children.
//!
//! A unit is a class and its mirror ((a, b) and (b, a)), whose quiet moves lead into each
//! other; captures lead into smaller classes, solved before. Values are found in order of
//! distance: the blocked positions lose in 0; a position with a child that loses in d wins in
//! d + 1; a position all of whose children win loses in one more than the slowest. What is
//! never found is a draw.
//!
//! Children are counted per move; with symmetry a child seen from its representative can name
//! the parent more or fewer times than the parent has moves to it (their orbits differ in
//! size), so each sighting weighs `orbit(child) × stabiliser(parent)` against a count of
//! `|G| × moves`.

use super::board::Local;
use super::index::{Binom, ClassIndex};
use crate::rules::MillProtection;

/// The rules that matter in the moving phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Spec {
    pub fly_at: Option<u8>,
    pub protection: MillProtection,
    pub each_mill: bool,
    pub optional: bool,
    pub pass: bool,
    pub mill_wins: bool,
}

/// A value as stored: 0 a draw (or, while solving, not known yet), odd a win in
/// `(v − 1) / 2` turns, even a loss in `(v − 2) / 2` turns.
pub(crate) type Code = u8;

/// The largest distance a code can hold.
pub(crate) const MAX_DISTANCE: u32 = 126;

#[inline]
pub(crate) fn win(d: u32) -> Code {
    (1 + 2 * d) as Code
}

#[inline]
pub(crate) fn loss(d: u32) -> Code {
    (2 + 2 * d) as Code
}

/// Values known before any search: (distance, number, whether a win).
type Known = Vec<(usize, u32, bool)>;

/// A solved class.
pub(crate) struct Table {
    pub index: ClassIndex,
    pub values: Vec<Code>,
}

/// The solver's view of the board and rules, and the classes solved so far.
pub(crate) struct Ctx<'a> {
    pub board: &'a Local,
    pub binom: &'a Binom,
    pub spec: Spec,
    pub full: u32,
}

impl Ctx<'_> {
    #[inline]
    fn flies(&self, count: usize) -> bool {
        self.spec.fly_at.is_some_and(|f| count <= f as usize)
    }

    #[inline]
    pub fn removable(&self, o: u32) -> u32 {
        let free = o & !self.board.in_mills(o);
        match self.spec.protection {
            MillProtection::Never => o,
            MillProtection::Always => free,
            MillProtection::UnlessAll => {
                if free == 0 {
                    o
                } else {
                    free
                }
            }
        }
    }

    /// Whether the side with stones `s` (to move) can move at all.
    #[inline]
    fn can_move(&self, s: u32, o: u32) -> bool {
        let empty = self.full & !(s | o);
        if self.flies(s.count_ones() as usize) {
            return empty != 0;
        }
        let mut b = s;
        while b != 0 {
            let p = b.trailing_zeros() as usize;
            b &= b - 1;
            if self.board.adj[p] & empty != 0 {
                return true;
            }
        }
        false
    }

    /// Calls `quiet(s2)` for each move that ends the turn without a removal (the other side
    /// then moves with stones `o` against `s2`; a pass gives `s2 == s`), and `capture(o2, s2)`
    /// for each turn that removes stones (`o2` what is left of the other side, possibly fewer
    /// than 3). Returns false if the side is blocked and may not pass. A mill that wins at
    /// once is reported as a capture leaving nothing.
    pub fn children(
        &self,
        s: u32,
        o: u32,
        mut quiet: impl FnMut(u32),
        mut capture: impl FnMut(u32, u32),
    ) -> bool {
        let empty = self.full & !(s | o);
        let fly = self.flies(s.count_ones() as usize);
        let mut any = false;
        let mut b = s;
        while b != 0 {
            let from = b.trailing_zeros() as usize;
            b &= b - 1;
            let mut dests = if fly {
                empty
            } else {
                self.board.adj[from] & empty
            };
            while dests != 0 {
                let to = dests.trailing_zeros() as usize;
                dests &= dests - 1;
                any = true;
                let s2 = s ^ (1 << from) ^ (1 << to);
                let closed = self.board.closed_at(s2, to);
                if closed == 0 {
                    quiet(s2);
                    continue;
                }
                if self.spec.mill_wins {
                    capture(0, s2);
                    continue;
                }
                let rem = self.removable(o);
                if rem == 0 {
                    quiet(s2);
                    continue;
                }
                if self.spec.optional {
                    quiet(s2);
                }
                let owed = if self.spec.each_mill { closed } else { 1 };
                let mut r1s = rem;
                while r1s != 0 {
                    let r1 = r1s & r1s.wrapping_neg();
                    r1s &= r1s - 1;
                    let o1 = o ^ r1;
                    if owed < 2 || o1.count_ones() < 3 {
                        capture(o1, s2);
                        continue;
                    }
                    let rem2 = self.removable(o1);
                    if rem2 == 0 || self.spec.optional {
                        capture(o1, s2);
                    }
                    let mut r2s = rem2;
                    while r2s != 0 {
                        let r2 = r2s & r2s.wrapping_neg();
                        r2s &= r2s - 1;
                        capture(o1 ^ r2, s2);
                    }
                }
            }
        }
        if !any && self.spec.pass {
            quiet(s);
            return true;
        }
        any
    }

    /// Calls `f(r)` for each position (the other side, with stones `r`, to move against `s`)
    /// from which a quiet move or a pass leads to `(s to move, o)`.
    pub fn parents(&self, s: u32, o: u32, mut f: impl FnMut(u32)) {
        let empty = self.full & !(s | o);
        let fly = self.flies(o.count_ones() as usize);
        let mut b = o;
        while b != 0 {
            let y = b.trailing_zeros() as usize;
            b &= b - 1;
            if self.board.closed_at(o, y) > 0
                && (self.spec.mill_wins || (self.removable(s) != 0 && !self.spec.optional))
            {
                continue;
            }
            let mut srcs = if fly {
                empty
            } else {
                self.board.adj[y] & empty
            };
            while srcs != 0 {
                let x = srcs.trailing_zeros() as usize;
                srcs &= srcs - 1;
                f(o ^ (1 << y) ^ (1 << x));
            }
        }
        if self.spec.pass && !self.can_move(o, s) {
            f(o);
        }
    }
}

/// Solves a unit: `classes` is `[(a, b)]` with a == b, or `[(a, b), (b, a)]`. `lower` gives
/// the solved table of a smaller class (the side to move's count, the other's).
pub(crate) fn solve_unit<'t>(
    ctx: &Ctx,
    classes: &[(usize, usize)],
    lower: &(dyn Fn(usize, usize) -> Option<&'t Table> + Sync),
    progress: &mut dyn FnMut(f32),
) -> Result<Vec<Table>, String> {
    let board = ctx.board;
    let binom = ctx.binom;
    let group = board.syms.len() as u32;
    let idx: Vec<ClassIndex> = classes
        .iter()
        .map(|&(a, b)| ClassIndex::new(board, binom, a, b))
        .collect();
    let mirror = |c: usize| if classes.len() == 2 { 1 - c } else { 0 };
    let mut values: Vec<Vec<Code>> = idx.iter().map(|ix| vec![0; ix.len()]).collect();
    let mut counters: Vec<Vec<u16>> = idx.iter().map(|ix| vec![0; ix.len()]).collect();
    // Per position: bit 7 set when a capture leads to a loss or a draw for the other side
    // (this position can never lose); bits 0–6 the slowest capture that the other side wins,
    // plus one.
    let mut ext: Vec<Vec<u8>> = idx.iter().map(|ix| vec![0; ix.len()]).collect();
    let mut declare: Vec<Vec<(u8, u32, bool)>> = vec![Vec::new(); 4];
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, 4);
    for (c, ix) in idx.iter().enumerate() {
        let a = classes[c].0;
        let width = ix.width as usize;
        let reps = ix.reps();
        let per = reps.div_ceil(threads).max(1);
        let mut results: Vec<Result<Known, String>> = Vec::new();
        std::thread::scope(|scope| {
            let mut handles = Vec::new();
            let mut cnt_rest: &mut [u16] = &mut counters[c];
            let mut ext_rest: &mut [u8] = &mut ext[c];
            let mut lo = 0;
            while lo < reps {
                let hi = (lo + per).min(reps);
                let (cnt, cr) = std::mem::take(&mut cnt_rest).split_at_mut((hi - lo) * width);
                let (ex, er) = std::mem::take(&mut ext_rest).split_at_mut((hi - lo) * width);
                cnt_rest = cr;
                ext_rest = er;
                handles.push(
                    scope.spawn(move || init_reps(ctx, ix, a, lo..hi, cnt, ex, lower, group)),
                );
                lo = hi;
            }
            for h in handles {
                results.push(
                    h.join()
                        .unwrap_or_else(|_| Err("a worker thread failed".into())),
                );
            }
        });
        for r in results {
            for (d, i, is_win) in r? {
                if declare.len() <= d {
                    declare.resize(d + 1, Vec::new());
                }
                declare[d].push((c as u8, i, is_win));
            }
        }
        progress(0.5 * (c + 1) as f32 / idx.len() as f32);
    }
    let mut pending: Vec<Vec<(u8, u32)>> = vec![Vec::new(); declare.len() + 1];
    let mut d = 0usize;
    let mut parents: Vec<u32> = Vec::new();
    loop {
        let more = declare.iter().skip(d).any(|v| !v.is_empty())
            || pending.iter().skip(d).any(|v| !v.is_empty());
        if !more {
            break;
        }
        if d as u32 > MAX_DISTANCE {
            return Err(format!("a distance above {MAX_DISTANCE} turns"));
        }
        progress(0.5 + 0.5 * (d as f32 / 40.0).min(1.0));
        if pending.len() <= d + 1 {
            pending.resize(d + 2, Vec::new());
        }
        if d < declare.len() {
            for (c, i, is_win) in std::mem::take(&mut declare[d]) {
                let slot = &mut values[c as usize][i as usize];
                if *slot == 0 {
                    *slot = if is_win {
                        win(d as u32)
                    } else {
                        loss(d as u32)
                    };
                    pending[d].push((c, i));
                }
            }
        }
        let frontier = std::mem::take(&mut pending[d]);
        for (c, i) in frontier {
            let c = c as usize;
            let v = values[c][i as usize];
            let (s, o) = idx[c].position(binom, i as usize);
            let (_, stab_q) = idx[c].index(board, binom, s, o);
            let weight_q = group / stab_q;
            let pc = mirror(c);
            parents.clear();
            ctx.parents(s, o, |r| parents.push(r));
            for &r in &parents {
                let (pi, stab_p) = idx[pc].index(board, binom, r, s);
                let slot = values[pc][pi];
                if slot != 0 {
                    continue;
                }
                if v.is_multiple_of(2) {
                    // The child loses: the parent wins one turn later.
                    values[pc][pi] = win(d as u32 + 1);
                    pending[d + 1].push((pc as u8, pi as u32));
                } else {
                    let w = (weight_q * stab_p) as u16;
                    let cnt = &mut counters[pc][pi];
                    *cnt = cnt.saturating_sub(w);
                    if *cnt == 0 && ext[pc][pi] & 0x80 == 0 {
                        let at = (d + 1).max(ext[pc][pi] as usize);
                        if declare.len() <= at {
                            declare.resize(at + 1, Vec::new());
                        }
                        declare[at].push((pc as u8, pi as u32, false));
                    }
                }
            }
        }
        d += 1;
    }
    drop(counters);
    progress(1.0);
    Ok(idx
        .into_iter()
        .zip(values)
        .map(|(index, values)| Table { index, values })
        .collect())
}

/// Counts the moves of the positions of representatives `reps` of one class and looks up
/// their captures; returns the values already known from captures or from being blocked, as
/// (distance, number, win). `counters` and `ext` start at the first of these numbers.
#[allow(clippy::too_many_arguments)]
fn init_reps<'t>(
    ctx: &Ctx,
    ix: &ClassIndex,
    a: usize,
    reps: std::ops::Range<usize>,
    counters: &mut [u16],
    ext: &mut [u8],
    lower: &(dyn Fn(usize, usize) -> Option<&'t Table> + Sync),
    group: u32,
) -> Result<Known, String> {
    let board = ctx.board;
    let binom = ctx.binom;
    let width = ix.width as usize;
    let b = ix.b;
    let base = reps.start * width;
    let mut out = Vec::new();
    for id in reps {
        let (s, symmetric) = ix.rep(id);
        let comp: Vec<u8> = (0..ix.points() as u8).filter(|p| s >> p & 1 == 0).collect();
        // The other side's sets in number order: colex order is numeric order of the masks.
        let mut m: u32 = (1u32 << b) - 1;
        for k in 0..width {
            let i = id * width + k;
            let mut o = 0u32;
            let mut bits = m;
            while bits != 0 {
                let q = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                o |= 1 << comp[q];
            }
            // Gosper: the next set of the same size.
            let low = m & m.wrapping_neg();
            let ripple = m.wrapping_add(low);
            m = if ripple == 0 || low == 0 {
                0
            } else {
                (((ripple ^ m) >> 2) / low) | ripple
            };
            if symmetric && ix.index(board, binom, s, o).0 != i {
                continue;
            }
            let mut moves = 0u32;
            let mut best_win = u32::MAX; // the fastest win a capture gives this side
            let mut slowest_win = 0u32; // largest (distance + 1) of a capture the other side wins
            let mut safe = false;
            let mut err = None;
            let movable = ctx.children(
                s,
                o,
                |_| moves += 1,
                |o2, s2| {
                    let n2 = o2.count_ones() as usize;
                    if n2 < 3 {
                        best_win = 1;
                        safe = true;
                        return;
                    }
                    let Some(t) = lower(n2, a) else {
                        err = Some(format!("{n2} v {a} is needed first"));
                        return;
                    };
                    let v = t.values[t.index.index(board, binom, o2, s2).0];
                    if v == 0 {
                        safe = true;
                    } else if v.is_multiple_of(2) {
                        best_win = best_win.min((v as u32 - 2) / 2 + 1);
                        safe = true;
                    } else {
                        slowest_win = slowest_win.max((v as u32 - 1) / 2 + 1);
                    }
                },
            );
            if let Some(e) = err {
                return Err(e);
            }
            if !movable {
                out.push((0, i as u32, false));
                continue;
            }
            if best_win != u32::MAX {
                out.push((best_win as usize, i as u32, true));
            }
            if moves == 0 && !safe {
                out.push((slowest_win as usize, i as u32, false));
            }
            counters[i - base] = (moves * group) as u16;
            ext[i - base] = if safe {
                0x80
            } else {
                slowest_win.min(0x7f) as u8
            };
        }
    }
    Ok(out)
}

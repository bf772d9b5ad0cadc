//! Exact values of positions with stones in hand on any board: an alpha-beta search over the
//! rest of the placement whose leaves (both hands empty) are the solved moving-phase classes.
//! Placing empties a hand a turn, so the tree is finite and has no cycle; each node's value is
//! kept as bounds on its true value (a lower and an upper score), which stay true whatever
//! window they were found in, so that a later search (another window, a larger budget, the
//! next session of `morris solve --start`) builds on them. A leaf whose class is not solved
//! bounds nothing; the search says which classes it missed.
//!
//! Pure like the rest of the crate: no clock. The caller bounds it by nodes and may stop it
//! from another thread with a flag.

use std::collections::{BTreeSet, HashMap};
use std::sync::atomic::{AtomicBool, Ordering};

use morris_rules::{Color, Decision, Position};

use super::{Tablebase, Unknown, Value};

/// Above every score of a value (see [`Value::score`]): "nothing known" as a bound.
const INF: i32 = 1_000_000;

/// How much a search may do.
#[derive(Clone, Copy, Debug)]
pub struct Budget<'a> {
    /// The most nodes (positions visited) before it gives up.
    pub nodes: u64,
    /// Set by the caller to stop it early (the analysis's time ran out, a key was pressed).
    pub cancel: Option<&'a AtomicBool>,
}

impl Budget<'_> {
    /// A budget of `nodes` nodes and no flag.
    pub fn nodes(nodes: u64) -> Budget<'static> {
        Budget {
            nodes,
            cancel: None,
        }
    }
}

/// What a search found for its root.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Found {
    /// The value, where it is proved.
    pub value: Option<Value>,
    /// At least this (for the side to move), where something is proved.
    pub at_least: Option<Value>,
    /// At most this, where something is proved.
    pub at_most: Option<Value>,
    /// The moving-phase classes (stones of the side to move, the other's) its leaves reached
    /// that are not solved.
    pub missing: Vec<(u8, u8)>,
    /// Nodes visited by this search.
    pub nodes: u64,
    /// Whether it stopped for its budget (or the flag) before it was done.
    pub stopped: bool,
}

/// The key of a position in the table: its stones up to the board's symmetries, the side to
/// move's first; the hands; the removals owed.
type Key = (u64, u8, u8, u8);

/// The search, with its table of bounds: keep it to search again (a larger budget, the
/// positions of a game one after the other) without repeating what is known.
#[derive(Clone)]
pub struct Prover {
    bounds: HashMap<Key, (i32, i32)>,
    missing: BTreeSet<(u8, u8)>,
    nodes: u64,
    limit: u64,
    stopped: bool,
}

impl Default for Prover {
    fn default() -> Self {
        Prover::new()
    }
}

/// The score of a child (after the turn passed to the other player) seen from the parent: a
/// win in d for the child is a loss in d + 1, and so on; "nothing known" stays so.
fn back(s: i32) -> i32 {
    if s.abs() >= INF {
        -s
    } else if s > 0 {
        -s + 1
    } else if s < 0 {
        -s - 1
    } else {
        0
    }
}

/// The child's bound that matches a parent's bound `x`: the parent's value is at most `x`
/// exactly when the child's is at least `forth(x)`, and at least `x` when the child's is at
/// most `forth(x)`.
fn forth(x: i32) -> i32 {
    if x.abs() >= INF {
        -x
    } else if x > 0 {
        -x - 1
    } else if x < 0 {
        1 - x
    } else {
        0
    }
}

/// The value of a score, if it is one (not "nothing known").
fn value_of(s: i32) -> Option<Value> {
    if s.abs() >= INF {
        None
    } else if s > 0 {
        u16::try_from(100_000 - s).ok().map(Value::Win)
    } else if s < 0 {
        u16::try_from(s + 100_000).ok().map(Value::Loss)
    } else {
        Some(Value::Draw)
    }
}

impl Prover {
    /// A search that knows nothing yet.
    pub fn new() -> Prover {
        Prover {
            bounds: HashMap::new(),
            missing: BTreeSet::new(),
            nodes: 0,
            limit: 0,
            stopped: false,
        }
    }

    /// What tells positions apart in a proof: two positions the board's symmetries map onto
    /// each other (with the same hands and removals owed) have the same.
    pub fn key_of_position(tb: &Tablebase, pos: &Position) -> impl std::hash::Hash + Eq + use<> {
        Prover::key_of(tb, pos)
    }

    /// How many positions the table holds bounds for.
    pub fn known(&self) -> usize {
        self.bounds.len()
    }

    /// The value of `pos` if this search has proved it.
    pub fn exact(&self, tb: &Tablebase, pos: &Position) -> Option<Value> {
        let (lo, hi) = *self.bounds.get(&self.key(tb, pos))?;
        (lo == hi).then(|| value_of(lo)).flatten()
    }

    /// The bounds this search proved for `pos` (scores as [`Value::score`], for its side to
    /// move), if it met it.
    pub fn bounds_of(&self, tb: &Tablebase, pos: &Position) -> Option<(i32, i32)> {
        self.bounds.get(&self.key(tb, pos)).copied()
    }

    /// About how many bytes the table takes (its entries and the map's slack).
    pub fn bytes(&self) -> usize {
        self.bounds.capacity() * (std::mem::size_of::<(Key, (i32, i32))>() + 1)
    }

    /// The value of `pos` as far as `budget` lets it be proved, the moving phase read from
    /// `tb` (its classes solved or read beforehand: the search never solves one). A position
    /// in the moving phase is simply looked up.
    pub fn search(&mut self, tb: &Tablebase, pos: &Position, budget: Budget) -> Found {
        self.search_within(tb, pos, budget, -INF, INF)
    }

    /// [`Prover::search`] with the window (`alpha`, `beta`) of scores ([`Value::score`]): the
    /// bounds it finds are true, and exact where the value lies inside the window. With
    /// (-1, 1) it settles only whether the position is won, drawn or lost, which is far
    /// cheaper than the distance of a win and is all that proving a draw needs.
    pub fn search_within(
        &mut self,
        tb: &Tablebase,
        pos: &Position,
        budget: Budget,
        alpha: i32,
        beta: i32,
    ) -> Found {
        self.missing.clear();
        self.nodes = 0;
        self.limit = budget.nodes;
        self.stopped = false;
        let (lo, hi) = self.node(tb, pos, alpha, beta, budget.cancel);
        let exact = (lo == hi).then(|| value_of(lo)).flatten();
        Found {
            value: exact,
            at_least: value_of(lo),
            at_most: value_of(hi),
            missing: self.missing.iter().copied().collect(),
            nodes: self.nodes,
            stopped: self.stopped,
        }
    }

    /// Bounds on the value of `pos` for its side to move: true bounds always; exact, or
    /// outside the window (alpha, beta), where the leaves are known and the budget lasts.
    fn node(
        &mut self,
        tb: &Tablebase,
        pos: &Position,
        alpha: i32,
        beta: i32,
        cancel: Option<&AtomicBool>,
    ) -> (i32, i32) {
        if let Some(o) = pos.outcome() {
            let s = match o.winner {
                Some(w) if w == pos.side_to_move() => Value::Win(0).score(),
                Some(_) => Value::Loss(0).score(),
                None => 0,
            };
            return (s, s);
        }
        let s = pos.side_to_move();
        if pos.in_hand(s) == 0 && pos.in_hand(s.other()) == 0 {
            // A removal owed is valued from its removals when the class is kept as win, draw
            // or loss only (below, as any other turn); otherwise it is looked up.
            let found = if pos.owed() == 0 {
                tb.bounds(pos)
            } else {
                tb.evaluate(pos).map(|v| (v.score(), v.score()))
            };
            match found {
                Ok(b) => return b,
                Err(Unknown::NotSolved(a, b)) if pos.owed() > 0 && tb.is_known(a, b) => {}
                Err(e) => {
                    if let Unknown::NotSolved(a, b) = e {
                        self.missing.insert((a, b));
                    } else {
                        let (a, b) = (pos.on_board(s), pos.on_board(s.other()));
                        self.missing.insert((a, b));
                    }
                    return (-INF, INF);
                }
            }
        }
        let key = self.key(tb, pos);
        let (tlo, thi) = self.bounds.get(&key).copied().unwrap_or((-INF, INF));
        if tlo == thi || tlo >= beta || thi <= alpha {
            return (tlo, thi);
        }
        if self.stopped
            || self.nodes >= self.limit
            || (self.nodes.is_multiple_of(1024)
                && cancel.is_some_and(|c| c.load(Ordering::Relaxed)))
        {
            self.stopped = true;
            return (tlo, thi);
        }
        self.nodes += 1;
        let (a, b) = (alpha.max(tlo), beta.min(thi));
        let mut lo = -INF;
        let mut hi = -INF;
        let mut cut = false;
        let children = self.ordered(pos);
        // A child already known well enough to settle this node ends it before any search
        // (the table holds positions reached by another order of the same placements).
        for (_, next) in &children {
            let placing = Color::BOTH.iter().any(|&c| next.in_hand(c) > 0);
            if next.outcome().is_some() || next.side_to_move() == s || !placing {
                continue;
            }
            if let Some(&(_, chi)) = self.bounds.get(&self.key(tb, next))
                && back(chi) >= b
            {
                let found = (back(chi).max(tlo), thi);
                self.bounds.insert(key, found);
                return found;
            }
        }
        for (d, next) in children {
            let _ = d;
            let (plo, phi) = if let Some(o) = next.outcome() {
                let v = match o.winner {
                    Some(w) if w == s => Value::Win(1).score(),
                    Some(_) => Value::Loss(1).score(),
                    None => 0,
                };
                (v, v)
            } else if next.side_to_move() == s {
                self.node(tb, &next, a.max(lo), b, cancel)
            } else {
                let (clo, chi) = self.node(tb, &next, forth(b), forth(a.max(lo)), cancel);
                (back(chi), back(clo))
            };
            lo = lo.max(plo);
            hi = hi.max(phi);
            if lo >= b {
                cut = true;
                break;
            }
            if self.stopped {
                // The children not searched bound nothing.
                hi = INF;
                break;
            }
        }
        if cut {
            hi = INF;
        }
        if hi == -INF {
            // No decision at all: the rules end such a position before it is reached.
            return (tlo, thi);
        }
        let found = (lo.max(tlo), hi.min(thi));
        if found != (-INF, INF) {
            self.bounds.insert(key, found);
        }
        found
    }

    /// The decisions of `pos` with the positions they lead to, the likeliest best first: a
    /// win at once, then a mill (a removal owed), then the rest; removals of stones that
    /// stand in a two-in-a-row first among removals is left to the table.
    fn ordered(&self, pos: &Position) -> Vec<(Decision, Position)> {
        let s = pos.side_to_move();
        let mut out: Vec<(i32, Decision, Position)> = pos
            .legal()
            .into_iter()
            .map(|d| {
                let next = pos.play_unchecked(d);
                let rank = match next.outcome() {
                    Some(o) if o.winner == Some(s) => 0,
                    _ if next.side_to_move() == s => 1,
                    _ => 1000 - promise(pos, d),
                };
                (rank, d, next)
            })
            .collect();
        out.sort_by_key(|(r, _, _)| *r);
        out.into_iter().map(|(_, d, p)| (d, p)).collect()
    }

    fn key(&self, tb: &Tablebase, pos: &Position) -> Key {
        Prover::key_of(tb, pos)
    }

    /// The key of `pos` in a proof's table: the canonical position up to the board's
    /// symmetries, the hands, the removals owed.
    fn key_of(tb: &Tablebase, pos: &Position) -> Key {
        let s = pos.side_to_move();
        let sm = tb.board.mask(pos.stones(s).0);
        let om = tb.board.mask(pos.stones(s.other()).0);
        let canon = tb
            .board
            .syms
            .iter()
            .map(|p| (u64::from(p.apply(sm)) << 32) | u64::from(p.apply(om)))
            .min()
            .unwrap_or((u64::from(sm) << 32) | u64::from(om));
        (canon, pos.in_hand(s), pos.in_hand(s.other()), pos.owed())
    }

    /// The table as bytes, to keep between sessions (`morris solve --start`): a header naming
    /// the rules' key, then each position's key and bounds.
    pub fn export(&self, rules_key: &str) -> Vec<u8> {
        let mut out = format!("morris-prove 1 {rules_key}\n").into_bytes();
        out.extend((self.bounds.len() as u64).to_le_bytes());
        let mut entries: Vec<_> = self.bounds.iter().collect();
        entries.sort_by_key(|(k, _)| **k);
        for ((c, hs, ho, ow), (lo, hi)) in entries {
            out.extend(c.to_le_bytes());
            out.extend([*hs, *ho, *ow]);
            out.extend(lo.to_le_bytes());
            out.extend(hi.to_le_bytes());
        }
        out
    }

    /// The table kept by [`Prover::export`] for the same rules, or why it is refused (other
    /// rules, not such a file, cut short, a bound that cannot be).
    pub fn import(bytes: &[u8], rules_key: &str) -> Result<Prover, String> {
        let head = format!("morris-prove 1 {rules_key}\n");
        let rest = bytes
            .strip_prefix(head.as_bytes())
            .ok_or("not a proof table of these rules")?;
        let (count, mut rest) = rest.split_first_chunk::<8>().ok_or("cut short")?;
        let count = u64::from_le_bytes(*count);
        const ENTRY: usize = 8 + 3 + 4 + 4;
        if rest.len() as u64 != count.saturating_mul(ENTRY as u64) {
            return Err("cut short or too long".into());
        }
        let mut p = Prover::new();
        while let Some((e, r)) = rest.split_first_chunk::<ENTRY>() {
            rest = r;
            let word = |i: usize| i32::from_le_bytes([e[i], e[i + 1], e[i + 2], e[i + 3]]);
            let mut c = [0u8; 8];
            c.copy_from_slice(&e[..8]);
            let (lo, hi) = (word(11), word(15));
            if lo > hi || lo < -INF || hi > INF {
                return Err("a bound that cannot be".into());
            }
            p.bounds
                .insert((u64::from_le_bytes(c), e[8], e[9], e[10]), (lo, hi));
        }
        Ok(p)
    }
}

/// A proof kept by [`Prover::export`], read as it is: its entries are sorted by position, so
/// a position's bounds are found by bisection in the file's bytes, without a table built
/// from them (reading the standard game's, 40 M positions in 763 MB, takes the time of
/// reading the bytes and checking their seal). What a game uses to play the start's proof.
pub struct KeptProof {
    bytes: crate::Held,
    start: usize,
    count: usize,
}

impl KeptProof {
    const ENTRY: usize = 8 + 3 + 4 + 4;

    /// The proof in `bytes` for the same rules, or why it is refused (other rules, not such a
    /// file, cut short, entries out of order).
    pub fn open(bytes: impl Into<crate::Held>, rules_key: &str) -> Result<KeptProof, String> {
        let bytes: crate::Held = bytes.into();
        let head = format!("morris-prove 1 {rules_key}\n");
        if !bytes.starts_with(head.as_bytes()) {
            return Err("not a proof table of these rules".into());
        }
        let (count, _) = bytes[head.len()..]
            .split_first_chunk::<8>()
            .ok_or("cut short")?;
        let count = u64::from_le_bytes(*count);
        let start = head.len() + 8;
        if (bytes.len() - start) as u64 != count.saturating_mul(Self::ENTRY as u64) {
            return Err("cut short or too long".into());
        }
        let kept = KeptProof {
            bytes,
            start,
            count: count as usize,
        };
        // Kept whole under a seal, it is as this program wrote it, in order: the check (a
        // pass over 40 million positions) is for bytes from elsewhere.
        if !kept.bytes.is_checked() {
            for i in 1..kept.count {
                if kept.key(i - 1) >= kept.key(i) {
                    return Err("its positions are out of order".into());
                }
            }
        }
        Ok(kept)
    }

    fn entry(&self, i: usize) -> &[u8] {
        let at = self.start + i * Self::ENTRY;
        &self.bytes[at..at + Self::ENTRY]
    }

    fn key(&self, i: usize) -> Key {
        let e = self.entry(i);
        let mut c = [0u8; 8];
        c.copy_from_slice(&e[..8]);
        (u64::from_le_bytes(c), e[8], e[9], e[10])
    }

    /// How many positions it holds bounds for.
    pub fn known(&self) -> usize {
        self.count
    }

    /// The value of `pos` if the proof settled it (a draw, where it was searched in the
    /// window around a draw).
    pub fn exact(&self, tb: &Tablebase, pos: &Position) -> Option<Value> {
        let (lo, hi) = self.bounds_of(tb, pos)?;
        (lo == hi).then(|| value_of(lo)).flatten()
    }

    /// The bounds proved for `pos`, if the proof met it.
    pub fn bounds_of(&self, tb: &Tablebase, pos: &Position) -> Option<(i32, i32)> {
        let want = Prover::key_of(tb, pos);
        let (mut lo, mut hi) = (0, self.count);
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            match self.key(mid).cmp(&want) {
                std::cmp::Ordering::Less => lo = mid + 1,
                std::cmp::Ordering::Greater => hi = mid,
                std::cmp::Ordering::Equal => {
                    let e = self.entry(mid);
                    let word = |i: usize| i32::from_le_bytes([e[i], e[i + 1], e[i + 2], e[i + 3]]);
                    let (l, h) = (word(11), word(15));
                    return (l <= h && l >= -INF && h <= INF).then_some((l, h));
                }
            }
        }
        None
    }
}

/// How promising a decision looks before it is searched (the higher, the sooner it is tried):
/// a stone that blocks a mill of the other side, then one that makes two in a row, on a point
/// with many neighbours; a removal of a stone that stood in two in a row of the other side.
/// A good order makes the proof small: where a side holds the draw, its first decision tried
/// usually shows it.
fn promise(pos: &Position, d: Decision) -> i32 {
    let g = pos.geometry();
    let s = pos.side_to_move();
    let (own, opp) = (pos.stones(s), pos.stones(s.other()));
    let lines = |p, own: morris_rules::Bitboard, opp: morris_rules::Bitboard| {
        let mut h = 0;
        for &m in g.mills_at(p) {
            let mask = g.mill(m);
            match ((own & mask).count(), (opp & mask).count()) {
                (0, 2) => h += 40,
                (1, 0) => h += 8,
                (0, 0) => h += 2,
                _ => {}
            }
        }
        h + g.adjacent(p).count() as i32
    };
    match d {
        Decision::Place(p) | Decision::Move(_, p) => lines(p, own, opp),
        // Seen from the stone's owner: a stone in its two in a row, or blocking one of ours.
        Decision::Remove(p) => lines(p, opp, own),
        _ => 0,
    }
}

/// The moving-phase classes (stones of the side to move, the other's, each with its mirror)
/// that the rest of the placement from `pos` can lead to, both hands empty: every split of
/// each side's stones (on the board and in hand) down to 3, as the captures may leave them.
pub fn classes_ahead(pos: &Position) -> Vec<(u8, u8)> {
    let total = |c: Color| pos.on_board(c) + pos.in_hand(c);
    let (w, b) = (total(Color::White), total(Color::Black));
    let n = pos.geometry().len() as u8;
    let mut out = Vec::new();
    for x in 3..=w {
        for y in 3..=b {
            if x + y > n {
                continue;
            }
            let unit = (x.max(y), x.min(y));
            if !out.contains(&unit) {
                out.push(unit);
            }
        }
    }
    out.sort_by_key(|&(x, y)| (x + y, x, y));
    out
}

#[cfg(test)]
mod tests;

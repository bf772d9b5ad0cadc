//! The transposition table: what earlier searches found about a position, by Zobrist key.

use morris_rules::{Decision, Point};

/// What a stored score says about the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The score is the value.
    Exact,
    /// The value is at least the score (the search failed high).
    Lower,
    /// The value is at most the score (every decision failed low).
    Upper,
}

/// A probe's answer.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub score: i32,
    pub mv: u16,
    pub depth: i8,
    pub bound: Bound,
}

/// A fixed-size table, one slot per index, replaced by depth and age. A slot is 16 bytes:
/// the key, then the score (32 bits), the decision (16), the depth (8) and the bound (the low
/// two bits of the last byte, 0 = empty) with the generation above it. Zeroed memory is an
/// empty table, so a large table costs nothing until it is used.
pub struct Table {
    slots: Vec<[u64; 2]>,
    mask: usize,
    generation: u8,
}

/// How many slots a table of at most `mib` MiB (1 to 4096) has: a power of two.
fn slots(mib: usize) -> usize {
    let bytes = mib.clamp(1, 4096) * 1024 * 1024;
    let want = bytes / 16;
    if want.is_power_of_two() {
        want
    } else {
        want.next_power_of_two() / 2
    }
}

impl Table {
    /// A table of at most `mib` MiB (at least one MiB).
    pub fn new(mib: usize) -> Table {
        let n = slots(mib);
        Table {
            slots: vec![[0u64; 2]; n],
            mask: n - 1,
            generation: 0,
        }
    }

    /// [`Table::new`], or why the memory could not be had (where [`Table::new`] would abort
    /// the program): the memory is asked for first, then zeroed, so that a table this returns
    /// is one the program has.
    pub fn try_new(mib: usize) -> Result<Table, std::collections::TryReserveError> {
        let n = slots(mib);
        let mut slots = Vec::new();
        slots.try_reserve_exact(n)?;
        slots.resize(n, [0u64; 2]);
        Ok(Table {
            slots,
            mask: n - 1,
            generation: 0,
        })
    }

    /// The table's size in bytes.
    pub fn bytes(&self) -> usize {
        self.slots.len() * 16
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.slots.fill([0, 0]);
        self.generation = 0;
    }

    /// A new search starts: older entries give way first.
    pub fn age(&mut self) {
        self.generation = (self.generation + 1) & 0x3f;
    }

    /// Reads the slot of `key` and throws the read away: a probe of it soon after finds it in
    /// the cache.
    #[inline]
    pub fn touch(&self, key: u64) {
        std::hint::black_box(self.slots[key as usize & self.mask][0]);
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let [k, data] = self.slots[key as usize & self.mask];
        let meta = (data >> 56) as u8;
        if k != key || meta & 3 == 0 {
            return None;
        }
        let bound = match meta & 3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some(Entry {
            score: data as u32 as i32,
            mv: (data >> 32) as u16,
            depth: (data >> 48) as u8 as i8,
            bound,
        })
    }

    #[inline]
    pub fn store(&mut self, key: u64, score: i32, mv: u16, depth: i8, bound: Bound) {
        let gen_bits = self.generation << 2;
        let slot = &mut self.slots[key as usize & self.mask];
        let [k, data] = *slot;
        let meta = (data >> 56) as u8;
        let old_depth = (data >> 48) as u8 as i8;
        let same = k == key;
        let stale = meta & !3 != gen_bits;
        if !(same || stale || meta & 3 == 0 || depth >= old_depth) {
            return;
        }
        let mv = if mv == 0 && same {
            (data >> 32) as u16
        } else {
            mv
        };
        let b: u8 = match bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        let packed = score as u32 as u64
            | (mv as u64) << 32
            | (depth as u8 as u64) << 48
            | ((gen_bits | b) as u64) << 56;
        *slot = [key, packed];
    }
}

/// A decision in 16 bits (0 is no decision): kind in the top bits, then two point indices.
#[inline]
pub fn encode(d: Decision) -> u16 {
    match d {
        Decision::Place(p) => 1 << 12 | p.index() as u16,
        Decision::Move(a, b) => 2 << 12 | (a.index() as u16) << 6 | b.index() as u16,
        Decision::Remove(p) => 3 << 12 | p.index() as u16,
        Decision::Decline => 4 << 12,
        Decision::Pass => 5 << 12,
    }
}

/// The decision of [`encode`], if `m` is one.
#[inline]
pub fn decode(m: u16) -> Option<Decision> {
    let a = Point::from_index(((m >> 6) & 63) as u8);
    let b = Point::from_index((m & 63) as u8);
    let ok = |p: Point| p.index() < 49;
    match m >> 12 {
        1 if ok(b) => Some(Decision::Place(b)),
        2 if ok(a) && ok(b) => Some(Decision::Move(a, b)),
        3 if ok(b) => Some(Decision::Remove(b)),
        4 => Some(Decision::Decline),
        5 => Some(Decision::Pass),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decisions_survive_encoding() {
        for t in ["d6", "a1-a4", "g7-a1", "xd2", "x-", "pass"] {
            let d: Decision = t.parse().unwrap();
            assert_eq!(decode(encode(d)), Some(d));
        }
        assert_eq!(decode(0), None);
    }

    #[test]
    fn a_stored_position_comes_back_and_a_small_table_stays_small() {
        let mut t = Table::new(1);
        assert!(t.bytes() <= 1024 * 1024);
        let d: Decision = "a1-a4".parse().unwrap();
        t.store(12345, -7, encode(d), 3, Bound::Lower);
        let e = t.probe(12345).unwrap();
        assert_eq!((e.score, e.depth, e.bound), (-7, 3, Bound::Lower));
        assert_eq!(decode(e.mv), Some(d));
        assert!(t.probe(54321).is_none());
    }
}

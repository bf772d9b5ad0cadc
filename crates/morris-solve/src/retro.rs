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

use std::sync::OnceLock;
use std::sync::atomic::{AtomicU32, AtomicU64, AtomicUsize, Ordering};

use super::board::Local;
use super::index::{Binom, ClassIndex};
use morris_rules::{Blocked, DoubleMill, MillProtection, Rules};

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

impl Spec {
    /// What the solver reads of `rules`: the rules that change how a class's positions play
    /// out. The same rules are in the cache's key ([`crate::key`]), and a test holds
    /// the two together.
    pub fn of(rules: &Rules) -> Spec {
        Spec {
            fly_at: rules.fly_at,
            protection: rules.protection,
            each_mill: rules.double_mill == DoubleMill::Each,
            optional: rules.optional_removal,
            pass: rules.blocked == Blocked::Pass,
            mill_wins: rules.mill_wins,
        }
    }
}

/// A value as stored: 0 a draw (or, while solving, not known yet), odd a win in
/// `(v − 1) / 2` turns, even a loss in `(v − 2) / 2` turns. Sixteen bits: a byte held
/// distances up to 126 turns only, and 6 v 4 of the standard rules already needs more
/// (issue 40); two bytes hold up to [`MAX_DISTANCE`], far beyond any class's longest win.
pub type Code = u16;

/// The largest distance a solved class may hold: what a solver word's `ext` keeps (14 bits),
/// below what a code can hold (32766). Solving a class with a longer one stops and says so.
pub const MAX_DISTANCE: u32 = 16_000;

#[inline]
pub(crate) fn win(d: u32) -> Code {
    (1 + 2 * d) as Code
}

#[inline]
pub(crate) fn loss(d: u32) -> Code {
    (2 + 2 * d) as Code
}

/// The values of a class in number order: one code a number; runs of equal codes, far
/// smaller, where a look-up searches the runs; or, as read from the cache, the file's own
/// bytes ([`Packed`]), smaller still. Runs and packed bytes of a small class looked up many
/// times (a search's oracle) are spread out once, on the side.
pub(crate) enum Codes {
    Plain(Vec<Code>),
    Runs(Runs),
    /// Shared: the same class read for two sets of classes is held once
    /// ([`super::Tablebase::share_read`]).
    Packed(std::sync::Arc<Packed>),
}

/// A class's runs as its file keeps them (each run a code and a length, both varints, about
/// 1.2 bytes a position on the largest classes where a run is 6 bytes in [`Runs`] and a
/// position 2 in [`Codes::Plain`]), with where every [`Packed::STEP`]th run starts: a
/// look-up searches those marks, then reads at most `STEP` runs.
pub(crate) struct Packed {
    /// The file's bytes; the runs are `bytes[start..]`.
    bytes: Held,
    start: usize,
    /// The number of values.
    len: usize,
    /// For every `STEP`th run: the number it starts at, and where its bytes start.
    marks: Marks,
    /// Every code that occurs, each once, in order.
    distinct: Vec<Code>,
    /// Look-ups so far (a small class is spread out after [`SPREAD_AFTER`]).
    probes: AtomicU32,
    /// One code a number, once looked up often enough (small classes only).
    plain: OnceLock<Vec<Code>>,
}

/// The most values a class may have to be spread out to one code a number when looked up
/// often (32 MB): larger classes (those only `morris solve --all` solves) stay packed, so that
/// reading one for use costs about its file's size in memory, never twice over.
pub(crate) const SPREAD_MOST: usize = 16 << 20;

use super::cache::get_varint as varint;

/// The bytes of a class's file as the program holds them: its own copy, or anything that
/// reads as bytes without being copied (the program maps the cache's file into memory: the
/// system's copy of it is shared by every morris that reads the class, and reading a large
/// class costs no copy), cut to the length that counts.
pub struct Held {
    bytes: Box<dyn AsRef<[u8]> + Send + Sync>,
    len: usize,
    /// Whether the keeper checked the bytes whole (a seal over all of them, as the program's
    /// cache has): then a file's own checksum, a weaker check of the same, is not computed
    /// again (a pass over most of a gigabyte).
    checked: bool,
    /// What the keeper knows these bytes by, to keep their index under
    /// ([`super::TableFiles::keep_index`]): set where it can keep one.
    stamp: Option<Vec<u8>>,
    /// The index of the runs kept for these very bytes ([`Packed::index_bytes`]), if the
    /// keeper has one: the runs are then not read through to find where they start.
    index: Option<Box<Held>>,
}

impl Held {
    /// Holds `bytes`, all of them.
    pub fn new(bytes: impl AsRef<[u8]> + Send + Sync + 'static) -> Held {
        let len = bytes.as_ref().len();
        Held {
            bytes: Box::new(bytes),
            len,
            checked: false,
            stamp: None,
            index: None,
        }
    }

    /// Says what the keeper knows these bytes by ([`Held::stamp`]).
    pub fn stamped(mut self, stamp: Vec<u8>) -> Held {
        self.stamp = Some(stamp);
        self
    }

    /// What the keeper knows these bytes by, if it can keep their index.
    pub fn stamp(&self) -> Option<&[u8]> {
        self.stamp.as_deref()
    }

    /// Whether an index came with these bytes ([`Held::indexed`]).
    pub fn has_index(&self) -> bool {
        self.index.is_some()
    }

    /// Gives the index kept for these bytes ([`super::TableFiles::keep_index`]).
    pub fn indexed(mut self, index: impl Into<Held>) -> Held {
        self.index = Some(Box::new(index.into()));
        self
    }

    /// Says that the keeper checked these bytes whole (see [`Held::is_checked`]).
    pub fn checked(mut self) -> Held {
        self.checked = true;
        self
    }

    /// Whether the keeper checked these bytes whole, with a check at least as strong as a
    /// file's own checksum (an HMAC over them all).
    pub fn is_checked(&self) -> bool {
        self.checked
    }

    /// Keeps only the first `len` bytes (all of them if there are fewer).
    pub fn truncate(&mut self, len: usize) {
        self.len = self.len.min(len);
    }
}

impl From<Vec<u8>> for Held {
    fn from(bytes: Vec<u8>) -> Held {
        Held::new(bytes)
    }
}

impl std::ops::Deref for Held {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        let all = (*self.bytes).as_ref();
        &all[..self.len.min(all.len())]
    }
}

impl std::fmt::Debug for Held {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Held({} bytes)", self.len)
    }
}

/// Where every [`Packed::STEP`]th run starts (its number, then its byte), and the codes that
/// occur: what [`Packed::new`] finds reading the runs through.
type Index = (Marks, Vec<Code>);

/// Where every [`Packed::STEP`]th run starts: the number it starts at and where its bytes
/// start, found reading the runs through, or read in place from the index kept for the file
/// ([`Packed::with_index`]). In place, a large class's marks (up to 100 MB) are neither copied
/// nor made anew: they stay in the system's copy of the kept index, shared by every morris
/// that reads the class, and reading a class costs the check of the index's seal and of its
/// order.
enum Marks {
    Made {
        firsts: Vec<u32>,
        offsets: Vec<u32>,
    },
    /// `count` numbers from byte `at` of `bytes`, then `count` byte positions, each four bytes
    /// little-endian.
    Kept {
        bytes: Held,
        at: usize,
        count: usize,
    },
}

impl Marks {
    fn len(&self) -> usize {
        match self {
            Marks::Made { firsts, .. } => firsts.len(),
            Marks::Kept { count, .. } => *count,
        }
    }

    #[inline]
    fn word(bytes: &[u8], at: usize) -> u32 {
        bytes
            .get(at..at + 4)
            .map_or(0, |w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
    }

    /// The number mark `m` starts at.
    #[inline]
    fn first(&self, m: usize) -> u32 {
        match self {
            Marks::Made { firsts, .. } => firsts[m],
            Marks::Kept { bytes, at, .. } => Self::word(bytes, at + 4 * m),
        }
    }

    /// Where mark `m`'s bytes start.
    #[inline]
    fn offset(&self, m: usize) -> u32 {
        match self {
            Marks::Made { offsets, .. } => offsets[m],
            Marks::Kept { bytes, at, count } => Self::word(bytes, at + 4 * (count + m)),
        }
    }

    /// The last mark that starts at or before number `i` (the marks start at 0, in order),
    /// with the number it starts at and where its bytes start.
    #[inline]
    fn before(&self, i: usize) -> (u32, u32) {
        match self {
            Marks::Made { firsts, offsets } => {
                let m = firsts
                    .partition_point(|&f| f as usize <= i)
                    .saturating_sub(1);
                (
                    firsts.get(m).copied().unwrap_or(0),
                    offsets.get(m).copied().unwrap_or(0),
                )
            }
            Marks::Kept { bytes, at, count } => {
                // The bytes once, not at every step: they are behind a call.
                let bytes: &[u8] = bytes;
                let (mut lo, mut hi) = (0, *count);
                while lo < hi {
                    let mid = lo + (hi - lo) / 2;
                    if Self::word(bytes, at + 4 * mid) as usize <= i {
                        lo = mid + 1;
                    } else {
                        hi = mid;
                    }
                }
                let m = lo.saturating_sub(1);
                (
                    Self::word(bytes, at + 4 * m),
                    Self::word(bytes, at + 4 * (count + m)),
                )
            }
        }
    }
}

/// The first bytes of a class's index ([`Packed::index_bytes`]).
const INDEX_MAGIC: &[u8; 8] = b"MORRISIX";

impl Packed {
    /// Runs are marked one in this many.
    const STEP: usize = 32;

    /// The values of `len` numbers in `bytes[start..]` (runs, as [`crate::cache`] writes
    /// them), if they are runs of codes that end at `len` exactly, every run with a number.
    pub fn new(held: Held, start: usize, len: usize) -> Option<Packed> {
        let bytes: &[u8] = &held;
        if len > u32::MAX as usize || bytes.len() > u32::MAX as usize || start > bytes.len() {
            return None;
        }
        let (mut firsts, mut offsets) = (Vec::new(), Vec::new());
        let mut seen = vec![0u64; (Code::MAX as usize + 1) / 64];
        let (mut at, mut end, mut k) = (start, 0usize, 0usize);
        while at < bytes.len() {
            if k % Self::STEP == 0 {
                firsts.push(end as u32);
                offsets.push(at as u32);
            }
            // Nearly every run is a code below 128 and a length below 128: one byte each.
            let (code, run) = match bytes.get(at..at + 2) {
                Some(&[c, r]) if (c | r) & 0x80 == 0 => {
                    at += 2;
                    (Code::from(c), r as usize)
                }
                _ => {
                    let code = Code::try_from(varint(bytes, &mut at)?).ok()?;
                    (code, varint(bytes, &mut at)? as usize)
                }
            };
            end = end.checked_add(run)?;
            if run == 0 || end > len {
                return None;
            }
            seen[code as usize / 64] |= 1 << (code % 64);
            k += 1;
        }
        if end != len {
            return None;
        }
        let distinct = (0..=Code::MAX)
            .filter(|&c| seen[c as usize / 64] & (1 << (c % 64)) != 0)
            .collect();
        firsts.shrink_to_fit();
        offsets.shrink_to_fit();
        let marks = Marks::Made { firsts, offsets };
        Some(Packed::of(held, start, len, (marks, distinct)))
    }

    /// The values of `len` numbers in `held[start..]`, with their marks and codes.
    fn of(held: Held, start: usize, len: usize, parts: Index) -> Packed {
        let (marks, distinct) = parts;
        Packed {
            bytes: held,
            start,
            len,
            marks,
            distinct,
            probes: AtomicU32::new(0),
            plain: OnceLock::new(),
        }
    }

    /// The index of the runs, to keep beside the file ([`Packed::with_index`]): the number
    /// of values, where the runs start, the marks and the codes that occur.
    pub fn index_bytes(&self) -> Vec<u8> {
        let marks = self.marks.len();
        let mut out = Vec::with_capacity(40 + 8 * marks + 2 * self.distinct.len());
        out.extend_from_slice(INDEX_MAGIC);
        for n in [self.len, self.start, marks, self.distinct.len()] {
            out.extend_from_slice(&(n as u64).to_le_bytes());
        }
        for m in 0..marks {
            out.extend_from_slice(&self.marks.first(m).to_le_bytes());
        }
        for m in 0..marks {
            out.extend_from_slice(&self.marks.offset(m).to_le_bytes());
        }
        for &c in &self.distinct {
            out.extend_from_slice(&c.to_le_bytes());
        }
        out
    }

    /// The values of `len` numbers in `held[start..]`, with the index kept for them
    /// ([`Held::indexed`], [`Packed::index_bytes`]) rather than read through the runs. The
    /// bytes are given back unless there is an index, of this many values from this start,
    /// its marks in order within the bytes, and the runs between some of its marks (spread
    /// over the class) lead from one mark to the next.
    pub fn with_index(held: Held, start: usize, len: usize) -> Result<Packed, Held> {
        let mut held = held;
        // Its marks are read in place: held by them, not by the bytes.
        let parts = held
            .index
            .take()
            .and_then(|index| Self::read_index(&held, start, len, *index));
        match parts {
            Some(parts) => Ok(Packed::of(held, start, len, parts)),
            None => Err(held),
        }
    }

    /// The marks and codes of an index ([`Packed::with_index`]), if it is sound for `bytes`.
    fn read_index(bytes: &[u8], start: usize, len: usize, index: Held) -> Option<Index> {
        let rest = index.strip_prefix(INDEX_MAGIC.as_slice())?;
        let word = |i: usize| -> Option<usize> {
            let w = rest.get(8 * i..8 * i + 8)?;
            usize::try_from(u64::from_le_bytes(w.try_into().ok()?)).ok()
        };
        let (n, at, marks, codes) = (word(0)?, word(1)?, word(2)?, word(3)?);
        if n != len || at != start || len > u32::MAX as usize || bytes.len() > u32::MAX as usize {
            return None;
        }
        let body = rest.get(32..)?;
        if body.len() != marks.checked_mul(8)?.checked_add(codes.checked_mul(2)?)? {
            return None;
        }
        // In order, each below the next: read in fours, not gathered.
        let rising = |part: &[u8]| {
            part.chunks_exact(4)
                .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .try_fold(None, |last: Option<u32>, w| {
                    last.is_none_or(|l| l < w).then_some(Some(w))
                })
                .is_some()
        };
        let word = |at: usize| Marks::word(body, at);
        let distinct: Vec<Code> = body[8 * marks..]
            .chunks_exact(2)
            .map(|c| Code::from_le_bytes([c[0], c[1]]))
            .collect();
        let ordered = (marks == 0
            || (word(0) == 0
                && word(4 * marks) as usize == start
                && (word(4 * (marks - 1)) as usize) < len.max(1)
                && (word(8 * marks - 4) as usize) < bytes.len()))
            && rising(&body[..4 * marks])
            && rising(&body[4 * marks..8 * marks])
            && distinct.windows(2).all(|w| w[0] < w[1]);
        if !ordered || (marks == 0) != (start == bytes.len()) {
            return None;
        }
        // Some stretches read through: each leads from its mark to the next (the last to
        // the end of the values), in whole runs of codes that occur.
        let at_body = index.len() - body.len();
        let marks = Marks::Kept {
            bytes: index,
            at: at_body,
            count: marks,
        };
        let count = marks.len();
        let tried = 64.min(count);
        for k in 0..tried {
            let m = k * count / tried.max(1);
            let (mut at, mut end) = (marks.offset(m) as usize, marks.first(m) as usize);
            let (to_at, to_end) = if m + 1 < count {
                (marks.offset(m + 1) as usize, marks.first(m + 1) as usize)
            } else {
                (bytes.len(), len)
            };
            while at < to_at {
                let code = Code::try_from(varint(bytes, &mut at)?).ok()?;
                let run = varint(bytes, &mut at)? as usize;
                if run == 0 || distinct.binary_search(&code).is_err() {
                    return None;
                }
                end = end.checked_add(run)?;
            }
            if at != to_at || end != to_end {
                return None;
            }
        }
        Some((marks, distinct))
    }

    /// The code of number `i`, from the runs (a draw past the end).
    fn find(&self, i: usize) -> Code {
        if i >= self.len {
            return 0;
        }
        let bytes: &[u8] = &self.bytes;
        let (first, offset) = self.marks.before(i);
        let (mut at, mut end) = (offset as usize, first as usize);
        loop {
            // The runs were read whole in `new`: these cannot fail.
            let code = varint(bytes, &mut at).unwrap_or(0) as Code;
            let run = varint(bytes, &mut at).unwrap_or(1) as usize;
            end += run;
            if i < end || at >= bytes.len() {
                return code;
            }
        }
    }

    fn spread(&self) -> Vec<Code> {
        let mut out = Vec::with_capacity(self.len);
        let bytes: &[u8] = &self.bytes;
        let mut at = self.start;
        while at < bytes.len() {
            let code = varint(bytes, &mut at).unwrap_or(0) as Code;
            let run = varint(bytes, &mut at).unwrap_or(0) as usize;
            out.resize(out.len() + run, code);
        }
        out
    }

    #[inline]
    fn get(&self, i: usize) -> Code {
        if let Some(p) = self.plain.get() {
            return p.get(i).copied().unwrap_or(0);
        }
        if self.len <= SPREAD_MOST && self.probes.fetch_add(1, Ordering::Relaxed) >= SPREAD_AFTER {
            let p = self.plain.get_or_init(|| self.spread());
            return p.get(i).copied().unwrap_or(0);
        }
        self.find(i)
    }
}

/// Runs of equal codes.
pub(crate) struct Runs {
    /// Where each run ends (the number after its last).
    ends: Vec<u32>,
    /// The code of each run.
    codes: Vec<Code>,
    /// Look-ups so far.
    probes: AtomicU32,
    /// One code a number, once looked up often enough.
    plain: OnceLock<Vec<Code>>,
}

/// The look-ups in runs after which they are spread out (spreading costs about as much as
/// this many searches of the largest classes).
const SPREAD_AFTER: u32 = 4096;

impl Runs {
    /// Runs from where each ends and their codes; `None` unless they are as many, every run
    /// has a number, and they end in order.
    pub fn new(ends: Vec<u32>, codes: Vec<Code>) -> Option<Runs> {
        let ordered = ends.first().is_none_or(|&e| e > 0) && ends.windows(2).all(|w| w[0] < w[1]);
        (ends.len() == codes.len() && ordered).then_some(Runs {
            ends,
            codes,
            probes: AtomicU32::new(0),
            plain: OnceLock::new(),
        })
    }

    fn len(&self) -> usize {
        self.ends.last().map_or(0, |&e| e as usize)
    }

    fn spread(&self) -> Vec<Code> {
        let mut out = Vec::with_capacity(self.len());
        for (&e, &c) in self.ends.iter().zip(&self.codes) {
            out.resize(e as usize, c);
        }
        out
    }

    #[inline]
    fn get(&self, i: usize) -> Code {
        if let Some(p) = self.plain.get() {
            return p.get(i).copied().unwrap_or(0);
        }
        if self.probes.fetch_add(1, Ordering::Relaxed) >= SPREAD_AFTER {
            let p = self.plain.get_or_init(|| self.spread());
            return p.get(i).copied().unwrap_or(0);
        }
        let k = self.ends.partition_point(|&e| e as usize <= i);
        self.codes.get(k).copied().unwrap_or(0)
    }
}

impl Codes {
    /// The code of number `i` (a draw past the end).
    #[inline]
    pub fn get(&self, i: usize) -> Code {
        match self {
            Codes::Plain(v) => v.get(i).copied().unwrap_or(0),
            Codes::Runs(r) => r.get(i),
            Codes::Packed(p) => p.get(i),
        }
    }

    /// The code of number `i`, without counting the look-up (a check of a few numbers must not
    /// spread the runs out).
    pub fn peek(&self, i: usize) -> Code {
        match self {
            Codes::Plain(v) => v.get(i).copied().unwrap_or(0),
            Codes::Runs(r) => match r.plain.get() {
                Some(p) => p.get(i).copied().unwrap_or(0),
                None => {
                    let k = r.ends.partition_point(|&e| e as usize <= i);
                    r.codes.get(k).copied().unwrap_or(0)
                }
            },
            Codes::Packed(p) => match p.plain.get() {
                Some(v) => v.get(i).copied().unwrap_or(0),
                None => p.find(i),
            },
        }
    }

    /// The index of packed runs ([`Packed::index_bytes`]); `None` for other codes.
    pub fn index_bytes(&self) -> Option<Vec<u8>> {
        match self {
            Codes::Packed(p) => Some(p.index_bytes()),
            _ => None,
        }
    }

    /// Every code that occurs (in runs, each run's once).
    pub fn codes(&self) -> &[Code] {
        match self {
            Codes::Plain(v) => v,
            Codes::Runs(r) => &r.codes,
            Codes::Packed(p) => &p.distinct,
        }
    }

    /// One code a number.
    pub fn plain(&self) -> Vec<Code> {
        match self {
            Codes::Plain(v) => v.clone(),
            Codes::Runs(r) => r.plain.get().cloned().unwrap_or_else(|| r.spread()),
            Codes::Packed(p) => p.plain.get().cloned().unwrap_or_else(|| p.spread()),
        }
    }

    /// Keeps the codes as runs of equal ones (a look-up then searches the runs).
    pub fn make_runs(&mut self) {
        if let Codes::Plain(v) = self {
            let (mut ends, mut codes) = (Vec::new(), Vec::new());
            let mut end = 0u32;
            for run in v.chunk_by(|x, y| x == y) {
                end += run.len() as u32;
                ends.push(end);
                codes.push(run[0]);
            }
            if let Some(r) = Runs::new(ends, codes) {
                *self = Codes::Runs(r);
            }
        }
    }

    /// Makes the look-ups direct.
    pub fn make_plain(&mut self) {
        match self {
            Codes::Plain(_) => {}
            Codes::Runs(r) => {
                let p = r.plain.take().unwrap_or_else(|| r.spread());
                *self = Codes::Plain(p);
            }
            Codes::Packed(p) => {
                let v = match std::sync::Arc::get_mut(p) {
                    Some(p) => p.plain.take().unwrap_or_else(|| p.spread()),
                    None => p.plain.get().cloned().unwrap_or_else(|| p.spread()),
                };
                *self = Codes::Plain(v);
            }
        }
    }
}

impl Codes {
    /// Hands each run of equal codes to `f` (its first number, the number after its last, its
    /// code), in order; plain codes as runs too.
    pub fn for_each_run(&self, f: &mut dyn FnMut(usize, usize, Code)) {
        match self {
            Codes::Plain(v) => {
                let mut start = 0;
                for run in v.chunk_by(|x, y| x == y) {
                    f(start, start + run.len(), run[0]);
                    start += run.len();
                }
            }
            Codes::Runs(r) => {
                let mut start = 0;
                for (&e, &c) in r.ends.iter().zip(&r.codes) {
                    f(start, e as usize, c);
                    start = e as usize;
                }
            }
            Codes::Packed(p) => {
                let (mut at, mut start) = (p.start, 0usize);
                let bytes: &[u8] = &p.bytes;
                while at < bytes.len() {
                    // The runs were read whole when the class was: these cannot fail.
                    let code = varint(bytes, &mut at).unwrap_or(0) as Code;
                    let run = varint(bytes, &mut at).unwrap_or(0) as usize;
                    f(start, start + run, code);
                    start += run;
                }
            }
        }
    }
}

impl PartialEq for Codes {
    fn eq(&self, other: &Codes) -> bool {
        self.plain() == other.plain()
    }
}

impl std::fmt::Debug for Codes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Codes::Plain(v) => write!(f, "Plain({} codes)", v.len()),
            Codes::Runs(r) => write!(f, "Runs({} codes, {} runs)", r.len(), r.ends.len()),
            Codes::Packed(p) => write!(f, "Packed({} codes, {} bytes)", p.len, p.bytes.len()),
        }
    }
}

/// A solved class.
pub(crate) struct Table {
    pub index: ClassIndex,
    pub values: Codes,
}

/// Where a whole turn leads: see [`Ctx::for_each_child`].
pub(crate) enum Child {
    /// The other side to move, with its stones against the mover's.
    Next(u32, u32),
    /// The mover has won.
    Won,
}

/// Where a turn's move leads: see [`Ctx::land`].
pub(crate) enum Landing {
    Quiet,
    Removed(u32),
    Won,
}

/// The points of a set, lowest first.
#[inline]
pub(crate) fn bits(m: u32) -> impl Iterator<Item = usize> {
    let mut m = m;
    std::iter::from_fn(move || {
        if m == 0 {
            return None;
        }
        let p = m.trailing_zeros() as usize;
        m &= m - 1;
        Some(p)
    })
}

/// The solver's view of the board and rules, and the classes solved so far.
pub(crate) struct Ctx<'a> {
    pub board: &'a Local,
    pub binom: &'a Binom,
    pub spec: Spec,
    pub full: u32,
    /// How many threads may share the work.
    pub threads: usize,
    /// The longest distance solving may find before it stops ([`MAX_DISTANCE`]; lower in
    /// tests).
    pub max_distance: u32,
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

    /// Where a move or a placement that closes `closed` mills (perhaps none), leaving the
    /// mover's stones `s2`, leads against the other side's stones `o` with `hand` more in its
    /// hand: `f(Landing::Quiet)` if the turn ends without a removal, `f(Landing::Removed(o2))`
    /// for each way the removals owed can leave the other side's stones (with the hand, fewer
    /// than 3 have lost), `f(Landing::Won)` for a mill that wins at once. `removable` keeps
    /// what a mill may remove from `o` once found. The moving phase and the placement of the
    /// small games share it.
    #[inline]
    pub fn land(
        &self,
        closed: u32,
        o: u32,
        hand: u32,
        removable: &mut Option<u32>,
        mut f: impl FnMut(Landing),
    ) {
        if closed == 0 {
            return f(Landing::Quiet);
        }
        if self.spec.mill_wins {
            return f(Landing::Won);
        }
        let rem = *removable.get_or_insert_with(|| self.removable(o));
        if rem == 0 {
            return f(Landing::Quiet);
        }
        if self.spec.optional {
            f(Landing::Quiet);
        }
        let owed = if self.spec.each_mill { closed } else { 1 };
        for r1 in bits(rem) {
            let o1 = o ^ (1 << r1);
            if owed < 2 || o1.count_ones() + hand < 3 {
                f(Landing::Removed(o1));
                continue;
            }
            let rem2 = self.removable(o1);
            if rem2 == 0 || self.spec.optional {
                f(Landing::Removed(o1));
            }
            for r2 in bits(rem2) {
                f(Landing::Removed(o1 ^ (1 << r2)));
            }
        }
    }

    /// Counts the moves of the side with stones `s` (to move against `o`) that end the turn
    /// without a removal (the other side then moves with `o` against the new stones; a pass
    /// counts as one), and calls `capture(o2, s2)` for each turn that removes stones (`o2`
    /// what is left of the other side, possibly fewer than 3; a mill that wins at once leaves
    /// nothing). `None` if the side is blocked and may not pass.
    pub fn count_children(&self, s: u32, o: u32, mut capture: impl FnMut(u32, u32)) -> Option<u32> {
        let empty = self.full & !(s | o);
        let mut removable: Option<u32> = None;
        let mut quiet = 0u32;
        let mut landed = |s2: u32, closed: u32, quiet: &mut u32| {
            self.land(closed, o, 0, &mut removable, |l| match l {
                Landing::Quiet => *quiet += 1,
                Landing::Removed(o2) => capture(o2, s2),
                Landing::Won => capture(0, s2),
            })
        };
        let fly = self.flies(s.count_ones() as usize);
        let dests = |from: usize| {
            if fly {
                empty
            } else {
                self.board.adj[from] & empty
            }
        };
        let total: u32 = bits(s).map(|from| dests(from).count_ones()).sum();
        if total == 0 {
            return self.spec.pass.then_some(1);
        }
        // Only a move to the missing point of a mill whose other points are the mover's can
        // close it: those moves are looked at, the others are quiet.
        let mut targets = 0u32;
        for &m in &self.board.mills {
            let rest = m & !s;
            if rest.count_ones() == 1 && rest & empty != 0 {
                targets |= rest;
            }
        }
        let mut closing = 0;
        for to in bits(targets) {
            for from in bits(s) {
                if dests(from) >> to & 1 == 0 {
                    continue;
                }
                let s2 = s ^ (1 << from) ^ (1 << to);
                let closed = self.board.closed_at(s2, to);
                if closed > 0 {
                    closing += 1;
                    landed(s2, closed, &mut quiet);
                }
            }
        }
        Some(quiet + total - closing)
    }

    /// Calls `f` for what each turn of the side with stones `s` (to move against `o`) leads
    /// to: `Child::Next(o2, s2)` the other side to move with `o2` against `s2`, or
    /// `Child::Won` where the turn wins at once (the other side left with fewer than 3, or a
    /// mill that wins). A blocked side that may pass has the pass as its one turn. Returns
    /// whether the side has a turn at all (`false`: blocked, it has lost).
    pub fn for_each_child(&self, s: u32, o: u32, mut f: impl FnMut(Child)) -> bool {
        let empty = self.full & !(s | o);
        let fly = self.flies(s.count_ones() as usize);
        let mut removable: Option<u32> = None;
        let mut any = false;
        for from in bits(s) {
            let dests = if fly {
                empty
            } else {
                self.board.adj[from] & empty
            };
            for to in bits(dests) {
                any = true;
                let s2 = s ^ (1 << from) ^ (1 << to);
                let closed = self.board.closed_at(s2, to);
                self.land(closed, o, 0, &mut removable, |l| match l {
                    Landing::Quiet => f(Child::Next(o, s2)),
                    Landing::Removed(o2) if o2.count_ones() < 3 => f(Child::Won),
                    Landing::Removed(o2) => f(Child::Next(o2, s2)),
                    Landing::Won => f(Child::Won),
                });
            }
        }
        if !any && self.spec.pass {
            f(Child::Next(o, s));
            return true;
        }
        any
    }

    /// Calls `f(r)` for each position (the other side, with stones `r`, to move against `s`)
    /// from which a quiet move or a pass leads to `(s to move, o)`.
    pub fn parents(&self, s: u32, o: u32, mut f: impl FnMut(u32)) {
        let empty = self.full & !(s | o);
        let fly = self.flies(o.count_ones() as usize);
        // Whether a move that closes a mill must have removed a stone (or won).
        let captures = self.spec.mill_wins || (self.removable(s) != 0 && !self.spec.optional);
        let mut b = o;
        while b != 0 {
            let y = b.trailing_zeros() as usize;
            b &= b - 1;
            if captures && self.board.closed_at(o, y) > 0 {
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

/// The state of a position while its unit is solved. Bit 31 set: the position is valued,
/// and bits 0–15 are its code (the count and `ext` are of no more use then). Bit 31 clear:
/// bits 0–15 how many of its moves (each counted `|G|` times) still lead to positions not
/// known to be won by the other side; bits 16–30 `ext`: bit 30 ([`SAFE`]) set when a capture
/// leads to a loss or a draw for the other side (this position can never lose), with bits
/// 16–29 then the distance of the fastest win a capture gives (0: none); without it, bits
/// 16–29 the slowest capture that the other side wins, plus one (up to [`SLOWEST`]), and once
/// every move is counted (bits 0–15 zero) the distance the position loses in. A position with
/// a value declared is in its class's `declared` set: its word says which and when.
type Word = u32;

const COUNT: Word = 0xffff;
const KNOWN: Word = 1 << 31;
/// In `ext`: a capture that does not lose.
const SAFE: u32 = 1 << 14;
/// The most `ext` keeps of the slowest capture the other side wins, plus one.
const SLOWEST: u32 = SAFE - 1;

#[inline]
fn code_of(w: Word) -> Code {
    if w & KNOWN != 0 { w as Code } else { 0 }
}

#[inline]
fn ext_of(w: Word) -> u32 {
    (w >> 16) & 0x7fff
}

#[inline]
fn with_code(_w: Word, code: Code) -> Word {
    KNOWN | Word::from(code)
}

/// Replaces the word `slot` (last seen as `w`) by `f` of it, again if another thread changed
/// it meanwhile; `f` giving `None` leaves it. The word before, if replaced.
#[inline]
fn update(slot: &AtomicU32, mut w: Word, f: impl Fn(Word) -> Option<Word>) -> Option<Word> {
    loop {
        let new = f(w)?;
        match slot.compare_exchange_weak(w, new, Ordering::Relaxed, Ordering::Relaxed) {
            Ok(_) => return Some(w),
            Err(now) => w = now,
        }
    }
}

/// The most positions a class may have: their numbers below 2³⁰.
const NUMBER: u32 = (1 << 30) - 1;

/// The first look at a class (counting moves, looking up captures) is cut in pieces of about
/// this many positions, handed to the threads in turn.
const PIECE: usize = 2048;

/// A word a position of a class (see [`Word`]), in blocks, so that the codes can be made as
/// the words are let go, a block at a time: at the end of a unit its words and its codes are
/// not all held at once.
struct Words(Vec<Box<[AtomicU32]>>);

/// Positions a block of [`Words`] holds (64 MB): above the largest threshold (32 MB) under
/// which the C allocator takes memory from its heap, where what is let go is not given back
/// to the system; a block this large is mapped on its own and unmapped once let go.
const BLOCK_BITS: usize = 24;

impl Words {
    fn new(len: usize) -> Words {
        let blocks = (0..len)
            .step_by(1 << BLOCK_BITS)
            .map(|lo| {
                let n = (len - lo).min(1 << BLOCK_BITS);
                (0..n).map(|_| AtomicU32::new(0)).collect()
            })
            .collect();
        Words(blocks)
    }

    /// The word of position `i`, if the class has one.
    #[inline]
    fn get(&self, i: usize) -> Option<&AtomicU32> {
        self.0
            .get(i >> BLOCK_BITS)?
            .get(i & ((1 << BLOCK_BITS) - 1))
    }

    /// The codes of every position in number order, each block of words let go once read.
    fn into_codes(self) -> Vec<Code> {
        let len = self.0.iter().map(|b| b.len()).sum();
        let mut out = Vec::with_capacity(len);
        for block in self.0 {
            out.extend(block.iter().map(|w| code_of(w.load(Ordering::Relaxed))));
        }
        out
    }
}

impl std::ops::Index<usize> for Words {
    type Output = AtomicU32;

    /// The word of position `i`: every number a unit looks up is one of its class's.
    #[inline]
    fn index(&self, i: usize) -> &AtomicU32 {
        &self.0[i >> BLOCK_BITS][i & ((1 << BLOCK_BITS) - 1)]
    }
}

/// One bit a position of a class: the frontier of a wave (the positions valued at its
/// distance), or those with a value declared for a later wave. 1 bit where a list of items
/// took 4 bytes (and the known values 8): the largest unit (about 1.05 · 10⁹ positions) holds
/// its three sets in 394 MB.
struct Bits(Vec<AtomicU64>);

/// How many positions a piece of a wave's work covers (a multiple of 64).
const PIECE_BITS: usize = 1 << 14;

impl Bits {
    fn new(len: usize) -> Bits {
        Bits((0..len.div_ceil(64)).map(|_| AtomicU64::new(0)).collect())
    }

    #[inline]
    fn set(&self, i: usize) {
        if let Some(w) = self.0.get(i / 64) {
            w.fetch_or(1 << (i % 64), Ordering::Relaxed);
        }
    }

    #[inline]
    fn clear(&self, i: usize) {
        if let Some(w) = self.0.get(i / 64) {
            w.fetch_and(!(1 << (i % 64)), Ordering::Relaxed);
        }
    }

    fn clear_all(&self) {
        for w in &self.0 {
            w.store(0, Ordering::Relaxed);
        }
    }

    fn any(&self) -> bool {
        self.0.iter().any(|w| w.load(Ordering::Relaxed) != 0)
    }

    /// The pieces of the set's positions, as ranges of numbers, to share among threads.
    fn pieces(&self) -> Vec<std::ops::Range<usize>> {
        let len = self.0.len() * 64;
        (0..len)
            .step_by(PIECE_BITS)
            .map(|lo| lo..(lo + PIECE_BITS).min(len))
            .collect()
    }

    /// Calls `f` for each position of `range` in the set, lowest first.
    #[inline]
    fn each_in(&self, range: std::ops::Range<usize>, mut f: impl FnMut(usize)) {
        for k in range.start / 64..range.end.div_ceil(64) {
            let Some(w) = self.0.get(k) else { return };
            let mut m = w.load(Ordering::Relaxed);
            while m != 0 {
                let b = m.trailing_zeros() as usize;
                m &= m - 1;
                f(k * 64 + b);
            }
        }
    }
}

/// Runs `work` on the pieces of `items` with `threads` threads (the caller's one among them),
/// and returns what each piece gave, in the order of the pieces: the same whatever the number
/// of threads.
fn in_pieces<T: Sync, R: Send>(
    threads: usize,
    items: &[T],
    piece: usize,
    work: &(dyn Fn(&[T]) -> R + Sync),
) -> Result<Vec<R>, String> {
    let pieces: Vec<&[T]> = items.chunks(piece.max(1)).collect();
    if threads <= 1 || pieces.len() <= 1 {
        return Ok(pieces.into_iter().map(work).collect());
    }
    let next = AtomicUsize::new(0);
    let run = || {
        let mut out = Vec::new();
        loop {
            let k = next.fetch_add(1, Ordering::Relaxed);
            let Some(p) = pieces.get(k) else {
                return out;
            };
            out.push((k, work(p)));
        }
    };
    let mut all: Vec<(usize, R)> = Vec::with_capacity(pieces.len());
    let mut failed = false;
    std::thread::scope(|scope| {
        let handles: Vec<_> = (1..threads.min(pieces.len()))
            .map(|_| scope.spawn(run))
            .collect();
        all.extend(run());
        for h in handles {
            match h.join() {
                Ok(r) => all.extend(r),
                Err(_) => failed = true,
            }
        }
    });
    if failed {
        return Err("a worker thread failed".into());
    }
    all.sort_by_key(|(k, _)| *k);
    Ok(all.into_iter().map(|(_, r)| r).collect())
}

/// Solves a unit: `classes` is `[(a, b)]` with a == b, or `[(a, b), (b, a)]`. `lower` gives
/// the solved table of a smaller class (the side to move's count, the other's). The work is
/// shared by `ctx.threads` threads; the values do not depend on how many.
///
/// Wave `d` values the positions declared at `d` (a capture's value, a loss once every move
/// was counted), then tells the parents of every position valued at `d` (the frontier, a bit
/// a position): a parent with a lost child wins at `d + 1` (the next frontier), one whose moves
/// all lead to wins loses at the distance its word then holds (declared for that wave).
pub(crate) fn solve_unit<'t>(
    ctx: &Ctx,
    classes: &[(usize, usize)],
    lower: &(dyn Fn(usize, usize) -> Option<&'t Table> + Sync),
    progress: &mut dyn FnMut(f32),
) -> Result<Vec<Table>, String> {
    let mut unit = Unit::new(ctx, classes)?;
    // The last distance a value was declared for.
    let mut last = unit.known(lower, progress)?;
    let mut d = 0usize;
    // Whether the frontier of wave `d` holds wins found in the wave before.
    let mut found = false;
    while d <= last || found {
        if d as u32 > ctx.max_distance {
            return Err(format!("a distance above {} turns", ctx.max_distance));
        }
        progress(0.5 + 0.5 * (d as f32 / 40.0).min(1.0));
        for c in 0..unit.idx.len() {
            let pieces = unit.declared[c].pieces();
            in_pieces(ctx.threads, &pieces, 1, &|p| {
                unit.declare(c, p[0].clone(), d)
            })?;
        }
        for c in 0..unit.idx.len() {
            let pieces = unit.now[c].pieces();
            let lost = in_pieces(ctx.threads, &pieces, 1, &|p| {
                unit.tell_parents(c, p[0].clone(), d)
            })?;
            last = lost.into_iter().fold(last, usize::max);
        }
        found = false;
        for c in 0..unit.idx.len() {
            unit.now[c].clear_all();
            std::mem::swap(&mut unit.now[c], &mut unit.next[c]);
            found |= unit.now[c].any();
        }
        d += 1;
    }
    progress(1.0);
    Ok(unit.tables())
}

/// A unit being solved: its classes' numberings, a word per position (see [`Word`]), and
/// per class three sets of positions: the frontier of this wave, that of the next, and those
/// with a value declared for a wave to come.
struct Unit<'c, 'a> {
    ctx: &'c Ctx<'a>,
    classes: &'c [(usize, usize)],
    idx: Vec<ClassIndex>,
    /// Per position, one word, so that a look-up touches one place.
    state: Vec<Words>,
    /// The positions valued at this wave's distance.
    now: Vec<Bits>,
    /// The positions found won at the next wave's distance.
    next: Vec<Bits>,
    /// The positions with a value declared for this wave or a later one, its distance in the
    /// word.
    declared: Vec<Bits>,
    /// The size of the board's symmetry group.
    group: u32,
}

/// What [`Unit::new`] takes a position of a unit to cost while it is solved: its word and its
/// three bits.
pub(crate) const BYTES_PER_POSITION: f64 = 4.0 + 3.0 / 8.0;

impl<'c, 'a> Unit<'c, 'a> {
    /// The unit of `classes`, every word zero; an error if a class is too large to number.
    fn new(ctx: &'c Ctx<'a>, classes: &'c [(usize, usize)]) -> Result<Self, String> {
        let idx: Vec<ClassIndex> = classes
            .iter()
            .map(|&(a, b)| ClassIndex::new(ctx.board, ctx.binom, a, b))
            .collect();
        if idx.iter().any(|ix| ix.len() > NUMBER as usize) {
            return Err("a class too large to number".into());
        }
        let state = idx.iter().map(|ix| Words::new(ix.len())).collect();
        let bits = || idx.iter().map(|ix| Bits::new(ix.len())).collect();
        Ok(Unit {
            ctx,
            classes,
            now: bits(),
            next: bits(),
            declared: bits(),
            idx,
            state,
            group: ctx.board.syms.len() as u32,
        })
    }

    /// The class a quiet move from class `c` leads to.
    fn mirror(&self, c: usize) -> usize {
        if self.classes.len() == 2 { 1 - c } else { 0 }
    }

    /// Counts every position's moves and looks up its captures, declaring the values known
    /// before the search (see [`init_reps`]); the longest distance declared. Reports up to half
    /// of the work done.
    fn known<'t>(
        &self,
        lower: &(dyn Fn(usize, usize) -> Option<&'t Table> + Sync),
        progress: &mut dyn FnMut(f32),
    ) -> Result<usize, String> {
        let mut last = 0;
        for (c, ix) in self.idx.iter().enumerate() {
            let a = self.classes[c].0;
            let width = ix.width as usize;
            // Pieces of a few representatives each.
            let per = (PIECE / width.max(1)).max(1);
            let jobs: Vec<(usize, usize)> = (0..ix.reps())
                .step_by(per)
                .map(|lo| (lo, (lo + per).min(ix.reps())))
                .collect();
            let (words, declared) = (&self.state[c], &self.declared[c]);
            let results = in_pieces(self.ctx.threads, &jobs, 1, &|job: &[(usize, usize)]| {
                let (lo, hi) = job[0];
                init_reps(self.ctx, ix, a, lo..hi, words, declared, lower, self.group)
            })?;
            for r in results {
                last = last.max(r? as usize);
            }
            progress(0.5 * (c + 1) as f32 / self.idx.len() as f32);
        }
        Ok(last)
    }

    /// Gives the positions of class `c` in `range` declared for distance `d` and not yet
    /// valued their value (a win where the word is safe, else a loss), and puts them in the
    /// frontier.
    fn declare(&self, c: usize, range: std::ops::Range<usize>, d: usize) {
        let (words, declared, now) = (&self.state[c], &self.declared[c], &self.now[c]);
        declared.each_in(range, |i| {
            let Some(slot) = words.get(i) else { return };
            let w = slot.load(Ordering::Relaxed);
            if code_of(w) != 0 {
                declared.clear(i);
                return;
            }
            let ext = ext_of(w);
            if (ext & !SAFE) as usize != d {
                return;
            }
            let code = if ext & SAFE != 0 {
                win(d as u32)
            } else {
                loss(d as u32)
            };
            slot.store(with_code(w, code), Ordering::Relaxed);
            declared.clear(i);
            now.set(i);
        });
    }

    /// Tells the parents of the positions of class `c` in `range` valued at distance `d` of
    /// their value: a parent found won goes in the next frontier, one found lost (all its moves
    /// counted) is declared at the distance of its loss. The longest such distance (0 if none).
    fn tell_parents(&self, c: usize, range: std::ops::Range<usize>, d: usize) -> usize {
        let (board, binom) = (self.ctx.board, self.ctx.binom);
        let mut last = 0;
        let mut parents: Vec<u32> = Vec::new();
        let mut seen: Vec<(usize, u32, Word)> = Vec::new();
        let ix = &self.idx[c];
        let pc = self.mirror(c);
        let (pwords, pnext, pdeclared) = (&self.state[pc], &self.next[pc], &self.declared[pc]);
        self.now[c].each_in(range, |i| {
            let v = code_of(self.state[c][i].load(Ordering::Relaxed));
            let (s, o) = ix.position(i);
            let stab_q = if ix.rep(i / ix.width as usize).1 {
                ix.index(board, binom, s, o).1
            } else {
                1
            };
            let weight_q = self.group / stab_q;
            parents.clear();
            self.ctx.parents(s, o, |r| parents.push(r));
            // The parents' numbers, then their words, all read before any is changed: the
            // reads overlap instead of each waiting for the change before.
            seen.clear();
            for &r in &parents {
                let (pi, stab_p) = self.idx[pc].index(board, binom, r, s);
                seen.push((pi, stab_p, 0));
            }
            for p in seen.iter_mut() {
                p.2 = pwords[p.0].load(Ordering::Relaxed);
            }
            for &(pi, stab_p, w) in &seen {
                if code_of(w) != 0 {
                    continue;
                }
                let slot = &pwords[pi];
                if v.is_multiple_of(2) {
                    if child_lost(slot, w, d) {
                        pnext.set(pi);
                    }
                } else if let Some(at) = child_won(slot, w, d, weight_q * stab_p) {
                    pdeclared.set(pi);
                    last = last.max(at);
                }
            }
        });
        last
    }

    /// The tables, every position's code as the search left it.
    fn tables(self) -> Vec<Table> {
        let Unit {
            idx,
            state,
            now,
            next,
            declared,
            ..
        } = self;
        // The sets first: the codes are made while the words are still there.
        drop((now, next, declared));
        let mut out = Vec::new();
        // Each class's words are let go once its codes are made.
        for (index, words) in idx.into_iter().zip(state) {
            out.push(Table {
                index,
                values: Codes::Plain(words.into_codes()),
            });
        }
        out
    }
}

/// A child of the parent of word `slot` (last seen as `w`, not yet valued) loses in `d`: the
/// parent wins one turn later. Whether this call valued it.
#[inline]
fn child_lost(slot: &AtomicU32, w: Word, d: usize) -> bool {
    let code = win(d as u32 + 1);
    let set = |w: Word| (code_of(w) == 0).then_some(with_code(w, code));
    update(slot, w, set).is_some()
}

/// A child of the parent of word `slot` (last seen as `w`, not yet valued) wins in `d`, seen
/// `weight` times: one more of the parent's moves leads to a win for the other side (a parent
/// with a capture that does not lose never loses: not counted). Once all its moves are
/// counted, the distance it loses in, as slowly as it can, which its `ext` then holds.
#[inline]
fn child_won(slot: &AtomicU32, w: Word, d: usize, weight: u32) -> Option<usize> {
    if w & KNOWN != 0 || ext_of(w) & SAFE != 0 {
        return None;
    }
    let count = |w: Word| {
        if code_of(w) != 0 || w & COUNT == 0 {
            return None;
        }
        let left = (w & COUNT).saturating_sub(weight);
        if left > 0 {
            return Some(w & !COUNT | left);
        }
        let at = (d as u32 + 1).max(ext_of(w));
        Some(at.min(SLOWEST) << 16)
    };
    let before = update(slot, w, count)?;
    (before & COUNT <= weight).then(|| (d + 1).max(ext_of(before) as usize))
}

/// Counts the moves of the positions of representatives `reps` of one class and looks up
/// their captures; sets their words' counts and `ext`, and declares (in `declared`) those
/// whose value is known already, from captures or from being blocked: a safe word holding
/// the distance of its fastest winning capture wins then, a word without moves left loses at
/// its `ext`. The longest distance declared.
#[allow(clippy::too_many_arguments)]
fn init_reps<'t>(
    ctx: &Ctx,
    ix: &ClassIndex,
    a: usize,
    reps: std::ops::Range<usize>,
    words: &Words,
    declared: &Bits,
    lower: &(dyn Fn(usize, usize) -> Option<&'t Table> + Sync),
    group: u32,
) -> Result<u32, String> {
    let max_distance = ctx.max_distance;
    let board = ctx.board;
    let binom = ctx.binom;
    let width = ix.width as usize;
    let b = ix.b;
    // The classes captures lead to, by the number of stones left to the other side.
    let below: Vec<Option<&Table>> = (0..=b).map(|n2| lower(n2, a)).collect();
    let mut last = 0u32;
    let too_far = || format!("a distance above {} turns", SLOWEST.min(max_distance));
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
            let mut best_win = u32::MAX; // the fastest win a capture gives this side
            let mut slowest_win = 0u32; // largest (distance + 1) of a capture the other side wins
            let mut safe = false;
            let mut err = None;
            let moves = ctx.count_children(s, o, |o2, s2| {
                let n2 = o2.count_ones() as usize;
                if n2 < 3 {
                    best_win = 1;
                    safe = true;
                    return;
                }
                let Some(t) = below.get(n2).copied().flatten() else {
                    err = Some(format!("{n2} v {a} is needed first"));
                    return;
                };
                let v = t.values.get(t.index.index(board, binom, o2, s2).0);
                if v == 0 {
                    safe = true;
                } else if v.is_multiple_of(2) {
                    best_win = best_win.min((v as u32 - 2) / 2 + 1);
                    safe = true;
                } else {
                    slowest_win = slowest_win.max((v as u32 - 1) / 2 + 1);
                }
            });
            if let Some(e) = err {
                return Err(e);
            }
            let Some(moves) = moves else {
                // Blocked: a word of zero loses at 0.
                declared.set(i);
                continue;
            };
            if slowest_win > SLOWEST.min(max_distance) {
                return Err(too_far());
            }
            let ext = if best_win != u32::MAX {
                if best_win > SLOWEST {
                    return Err(too_far());
                }
                declared.set(i);
                last = last.max(best_win);
                SAFE | best_win
            } else if safe {
                SAFE
            } else {
                if moves == 0 {
                    declared.set(i);
                    last = last.max(slowest_win);
                }
                slowest_win
            };
            let count = moves * group;
            if count > COUNT {
                return Err(format!("a position with more than {} moves", COUNT / group));
            }
            words[i].store(count | ext << 16, Ordering::Relaxed);
        }
    }
    Ok(last)
}

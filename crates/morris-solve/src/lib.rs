//! Exact values of positions (docs/rules.md §9), computed here rather than read from a database:
//! retrograde analysis of the moving-phase endgames under the rules in force.
//!
//! Like [`morris_rules`], this is pure: no terminal, no clock, no files. Threads are allowed.
//! Solved classes are kept between runs through a [`TableFiles`] that the caller hands in (the
//! cache folder, `store::tables` in the program): the solver gives it bytes and takes bytes back
//! ([`cache`] is their format), and checks what it takes back before believing it. A
//! [`Tablebase`] holds the classes solved so far and answers
//! [`Tablebase::value`] for any position of them; it is `Send + Sync`, to share in an `Arc`.
//!
//! A class is the material in the moving phase with both hands empty: "4v3" is the side to
//! move with 4 stones against 3. Values are for the side to move, in turns (one player's move
//! with the removals it owes): "win in 1" wins on this turn, a blocked side under "blocked
//! loses" has lost in 0. The history-dependent draws (repetition, move limit) are ignored;
//! with the endgame draw, a win that cannot arrive before the count runs out is a draw.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod board;
pub mod cache;
mod check;
mod index;
mod oracle;
pub mod prove;
pub mod puzzle;
mod retro;
pub mod review;
mod values;
mod wdl;
mod whole;

use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::{Arc, Mutex};

use morris_rules::{Color, Rules};

use board::Local;
use index::{Binom, ClassIndex};
pub use oracle::{
    class_ahead, covers, holds_ahead, reachable, read_ahead, read_beside, read_proof_ahead,
    reads_large, tables_for_search, with_proof,
};
pub use retro::{Code, Held, MAX_DISTANCE};
use retro::{Codes, Ctx, Spec, Table};

/// The value of a position for the side to move, with best play by both sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// The side to move wins in this many turns (its own and the other's, this one first).
    Win(u16),
    /// The side to move loses in this many turns (0: it has lost already, being blocked).
    Loss(u16),
    /// Neither side can force a win.
    Draw,
}

impl Value {
    /// The value for the other player one turn earlier: a loss in d is a win in d + 1.
    pub fn back(self) -> Value {
        match self {
            Value::Win(d) => Value::Loss(d.saturating_add(1)),
            Value::Loss(d) => Value::Win(d.saturating_add(1)),
            Value::Draw => Value::Draw,
        }
    }

    /// Orders values from the side to move's point of view: a faster win is better, a slower
    /// loss is better.
    pub fn score(self) -> i32 {
        match self {
            Value::Win(d) => 100_000 - d as i32,
            Value::Draw => 0,
            Value::Loss(d) => -100_000 + d as i32,
        }
    }

    /// `win N`, `loss N`, `draw`.
    pub fn short(self) -> String {
        match self {
            Value::Win(d) => format!("win {d}"),
            Value::Loss(d) => format!("loss {d}"),
            Value::Draw => "draw".into(),
        }
    }

    /// In words, for the player `side` who is to move, saying whose turn ends it:
    /// `White wins in 7 turns (White's 4th)`, `Black has won`, `draw`. Turns count both
    /// players' (this one first), so the winner's own count is given beside them.
    pub fn describe(self, side: Color) -> String {
        let (winner, d) = match self {
            Value::Win(0) => return format!("{side} has won"),
            Value::Win(d) => (side, d),
            Value::Loss(0) => return format!("{} has won", side.other()),
            Value::Loss(d) => (side.other(), d),
            Value::Draw => return "draw".into(),
        };
        let turns = if d == 1 { "turn" } else { "turns" };
        // The side to move has turns 1, 3, 5…, the other 2, 4, 6….
        let own = if winner == side { d.div_ceil(2) } else { d / 2 }.max(1);
        format!("{winner} wins in {d} {turns} ({winner}'s {})", ordinal(own))
    }
}

/// `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`…
pub fn ordinal(n: u16) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.short())
    }
}

/// Why a position has no value here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unknown {
    /// The game is over already.
    Over,
    /// Pieces are still in hand: only the moving phase is solved on these rules.
    Placement,
    /// The class (side to move's stones, the other's) has not been solved (yet).
    NotSolved(u8, u8),
    /// The rules make the moving phase unsolvable here, and why.
    Rules(String),
    /// Pieces in hand: the search over the placement ([`prove`]) did not prove a value within
    /// its budget; the moving-phase classes it reached that are not solved, if any.
    NotProved(Vec<(u8, u8)>),
}

impl fmt::Display for Unknown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unknown::Over => f.write_str("the game is over"),
            Unknown::Placement => f.write_str("pieces in hand: only the moving phase is solved"),
            Unknown::NotSolved(a, b) => write!(f, "not solved yet: {a} v {b}"),
            Unknown::Rules(why) => write!(f, "not solved under these rules: {why}"),
            Unknown::NotProved(missing) if missing.is_empty() => {
                f.write_str("pieces in hand: not proved within the search's budget")
            }
            Unknown::NotProved(missing) => {
                let names: Vec<String> = missing.iter().map(|(a, b)| format!("{a}v{b}")).collect();
                write!(
                    f,
                    "pieces in hand: not proved, the search needs classes not solved: {}",
                    names.join(", ")
                )
            }
        }
    }
}

impl std::error::Error for Unknown {}

/// The six classes solved for every game: 3v3, 4v3, 3v4, 4v4, 5v3, 3v5.
pub const ENDGAME_CLASSES: [(u8, u8); 6] = [(3, 3), (4, 3), (3, 4), (4, 4), (5, 3), (3, 5)];

/// The classes solved for a rule set: the six endgame classes on the 24-point boards (those
/// the number of pieces allows), every class of the moving phase on the smaller boards.
pub fn classes(rules: &Rules) -> Vec<(u8, u8)> {
    let n = rules.board.geometry().len() as u8;
    if n >= 24 {
        return ENDGAME_CLASSES
            .into_iter()
            .filter(|&(a, b)| a.max(b) <= rules.pieces)
            .collect();
    }
    let mut out = Vec::new();
    for total in 6..=2 * rules.pieces {
        for a in 3..=rules.pieces {
            let Some(b) = total.checked_sub(a) else {
                continue;
            };
            if (3..=rules.pieces).contains(&b) && a + b <= n {
                out.push((a, b));
            }
        }
    }
    out
}

/// Every class of the moving phase of `rules` (each side 3 stones up to its pieces, both
/// hands empty, as many as the board holds), in an order where each comes after the classes
/// its captures lead to: fewest stones on the board first. On the smaller boards this is
/// [`classes`]; on the 24-point boards it goes up to 9 v 9 (`morris solve --all`).
pub fn all_classes(rules: &Rules) -> Vec<(u8, u8)> {
    let n = rules.board.geometry().len() as u8;
    let mut out = Vec::new();
    for total in 6..=2 * rules.pieces {
        for a in 3..=rules.pieces {
            let Some(b) = total.checked_sub(a) else {
                continue;
            };
            if (3..=rules.pieces).contains(&b) && a + b <= n {
                out.push((a, b));
            }
        }
    }
    out
}

/// The units of [`all_classes`], in the order to solve them: each class once with its mirror,
/// named by the one with more stones to move ((5, 4) stands for 5 v 4 and 4 v 5).
pub fn units(rules: &Rules) -> Vec<(u8, u8)> {
    all_classes(rules)
        .into_iter()
        .filter(|&(a, b)| a >= b)
        .collect()
}

/// Whether the moving phase of these rules can be solved here, or why not.
pub fn solvable(rules: &Rules) -> Result<(), String> {
    if rules.no_reform {
        return Err(
            "no re-forming makes a position's value depend on the mill broken the turn before"
                .into(),
        );
    }
    Ok(())
}

/// The name of the cache folder of `rules`: every rule that changes a class's values, and
/// none that does not, so that the same files serve rule sets that differ only there. Every
/// rule is named, so that a new one does not compile until it is placed: in the key (and in
/// what the solver reads, `retro::Spec`), or out of it with why. A rule left out that changes
/// a value would have the cache serve the values of other rules.
pub fn key(rules: &Rules) -> String {
    let Rules {
        // A preset is only a name for the options below.
        variant: _,
        board,
        // A class is the stones on the board with both hands empty: how many pieces a player
        // started with changes which classes there are, not their values.
        pieces: _,
        fly_at,
        protection,
        double_mill,
        // Not solved at all ([`solvable`]).
        no_reform: _,
        optional_removal,
        blocked,
        endgame_draw,
        // They depend on the game's history, which values leave out (docs/rules.md §9).
        move_limit: _,
        repetition: _,
        // Only while pieces are in hand; a class has none.
        move_in_placement: _,
        mill_wins,
    } = *rules;
    format!(
        "{board:?}-fly{}-{protection:?}-{double_mill:?}-{}-{blocked:?}-{}-eg{}",
        fly_at.unwrap_or(0),
        if optional_removal {
            "optional"
        } else {
            "forced"
        },
        if mill_wins { "millwins" } else { "millremoves" },
        endgame_draw.unwrap_or(0),
    )
    .to_lowercase()
}

/// Counts over a solved class, every raw placement of the stones counted once.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Positions in the class.
    pub positions: u64,
    /// Positions the side to move wins.
    pub wins: u64,
    /// Positions the side to move loses.
    pub losses: u64,
    /// Drawn positions.
    pub draws: u64,
    /// The longest win, in turns.
    pub longest_win: u16,
    /// The longest loss, in turns (`None` if there is no loss).
    pub longest_loss: Option<u16>,
}

/// Where solved classes are kept between runs: files in the cache folder
/// (`store::tables` in the program), or anything else that keeps bytes (a test's memory). The solver
/// never opens a file itself.
pub trait TableFiles: Send + Sync {
    /// The bytes kept for class (a, b) under the rules `key`, if any can be read; why they
    /// are refused, in words, if they are there but not to be believed (not written by this
    /// program).
    fn read(&self, key: &str, a: u8, b: u8) -> Result<Option<Vec<u8>>, String>;
    /// [`TableFiles::read`], the bytes held as the files can hold them best: a program maps
    /// the file into memory rather than copying it (seconds of the system's time, and a
    /// gigabyte more, for a large class). Read and copied by default.
    fn read_held(&self, key: &str, a: u8, b: u8) -> Result<Option<Held>, String> {
        self.read(key, a, b).map(|bytes| bytes.map(Held::from))
    }
    /// Whether something is kept for class (a, b): a cheap look, to choose what to read.
    fn has(&self, key: &str, a: u8, b: u8) -> bool;
    /// Keeps `bytes` for class (a, b), replacing what was kept; why not, in words.
    fn write(&self, key: &str, a: u8, b: u8, bytes: &[u8]) -> Result<(), String>;
    /// The proof of the start kept for the rules `key` (`morris solve --start`), if any; why
    /// it is refused, in words. None kept by default.
    fn proof(&self, key: &str) -> Result<Option<Vec<u8>>, String> {
        let _ = key;
        Ok(None)
    }
    /// Keeps `index`, the index of the runs of class (a, b) as read from bytes the files
    /// know by `stamp` ([`Held::stamp`]), to hand back with those very bytes
    /// ([`Held::indexed`]): reading the class again then skips reading through its runs.
    /// Nothing is kept by default; a failure to keep it is no one's concern.
    fn keep_index(&self, key: &str, a: u8, b: u8, stamp: &[u8], index: &[u8]) {
        let _ = (key, a, b, stamp, index);
    }
    /// Whether a proof of the start may be kept for the rules `key` (a file is there; it is
    /// checked only when read). None by default.
    fn has_proof(&self, key: &str) -> bool {
        let _ = key;
        false
    }
    /// [`TableFiles::proof`], held as [`TableFiles::read_held`] holds a class.
    fn proof_held(&self, key: &str) -> Result<Option<Held>, String> {
        self.proof(key).map(|bytes| bytes.map(Held::from))
    }
}

/// A problem with the cache: the class is solved all the same.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CacheProblem {
    /// The class's file was whole but its values cannot be true, and why: solved again where
    /// it can be here (the large classes by `morris solve --all`).
    Refused((u8, u8), String),
    /// The class was solved but could not be kept, and why: solved again next time.
    NotKept((u8, u8), String),
}

impl fmt::Display for CacheProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CacheProblem::Refused((a, b), why) => write!(
                f,
                "{a}v{b} in the cache was refused ({why}): it is solved again here if it is small enough, else by `morris solve --all`"
            ),
            CacheProblem::NotKept((a, b), why) => write!(
                f,
                "{a}v{b} could not be kept in the cache ({why}): it will be solved again next time"
            ),
        }
    }
}

/// Something for each class of stone counts (White's, Black's). The key is two bytes, so it
/// needs no keyed hash: the default SipHash took about 4 % of the engine's time (perf on its
/// bench), looking up the endgame tables at the search's leaves.
pub(crate) type Classes<V> = HashMap<(u8, u8), V, BuildHasherDefault<ClassHasher>>;

/// The hash of a class's two counts: the counts side by side, spread by a multiplication.
#[derive(Default)]
pub(crate) struct ClassHasher(u64);

impl Hasher for ClassHasher {
    fn finish(&self) -> u64 {
        self.0.wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u8(b);
        }
    }

    fn write_u8(&mut self, b: u8) {
        self.0 = (self.0 << 8) | u64::from(b);
    }
}

/// The solved classes of one rule set.
pub struct Tablebase {
    rules: Rules,
    board: Local,
    binom: Binom,
    spec: Spec,
    tables: Classes<Table>,
    /// Classes of `tables` read only to value the decisions of a class above them: what their
    /// own captures lead to may not be here, so they do not count as solved (see
    /// [`Tablebase::read`]).
    below_only: Classes<()>,
    cache: Option<Arc<dyn TableFiles>>,
    /// What went wrong with the cache: files refused, classes that could not be kept.
    problems: Vec<CacheProblem>,
    /// The positions with pieces in hand, once the whole game is solved (small boards only).
    placement: Option<Mutex<whole::Placement>>,
    /// How many threads solving may use.
    threads: usize,
    /// The longest distance solving may find ([`retro::MAX_DISTANCE`], lower in tests).
    max_distance: u32,
    /// The most positions a class and its mirror may have to be solved ([`MOST_POSITIONS`]
    /// unless told).
    most_positions: u64,
    /// How many units (a class with its mirror) were solved here, not read.
    worked: usize,
    /// What the search over the placement ([`prove`]) proved of positions with stones in hand
    /// (any board): [`Tablebase::evaluate`] answers those from here.
    proved: Mutex<prove::Prover>,
    /// The start's proof as kept in the cache, for the placement's bounds in a game.
    kept_proof: Option<Arc<prove::KeptProof>>,
    /// Classes kept as win, draw or loss only, for the search over the placement ([`wdl`]).
    wdl: Classes<wdl::WdlTable>,
}

/// The most positions (up to symmetry) a class and its mirror may have to be solved here.
pub const MOST_POSITIONS: u64 = 12_000_000;

impl fmt::Debug for Tablebase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Tablebase")
            .field("rules", &self.rules)
            .field("solved", &self.solved())
            .finish()
    }
}

fn decode(code: retro::Code) -> Value {
    if code == 0 {
        Value::Draw
    } else if code % 2 == 1 {
        Value::Win((code - 1) / 2)
    } else {
        Value::Loss((code - 2) / 2)
    }
}

impl Tablebase {
    /// An empty tablebase for these rules: nothing solved yet.
    pub fn new(rules: Rules) -> Tablebase {
        let board = Local::new(rules.board);
        Tablebase {
            rules,
            board,
            binom: Binom::new(),
            spec: Spec::of(&rules),
            tables: Classes::default(),
            below_only: Classes::default(),
            cache: None,
            problems: Vec::new(),
            placement: None,
            threads: std::thread::available_parallelism().map_or(1, |n| n.get().min(8)),
            max_distance: retro::MAX_DISTANCE,
            most_positions: MOST_POSITIONS,
            worked: 0,
            proved: Mutex::new(prove::Prover::new()),
            kept_proof: None,
            wdl: Classes::default(),
        }
    }

    /// Keeps solved classes in `files` (see [`cache`]) and reads them back from there.
    pub fn with_cache(mut self, files: Option<Arc<dyn TableFiles>>) -> Tablebase {
        self.cache = files;
        self
    }

    /// Where solved classes are kept, if anywhere.
    pub fn cache(&self) -> Option<&Arc<dyn TableFiles>> {
        self.cache.as_ref()
    }

    /// What went wrong with the cache since the last call: files refused (and solved again),
    /// classes solved that could not be kept.
    pub fn take_problems(&mut self) -> Vec<CacheProblem> {
        std::mem::take(&mut self.problems)
    }

    /// Lets solving use at most `threads` threads (at least one; by default one per core).
    /// The values found are the same whatever the number.
    pub fn with_threads(mut self, threads: usize) -> Tablebase {
        self.threads = threads.max(1);
        self
    }

    /// Stops solving at a distance above `turns` (at most [`MAX_DISTANCE`], the default): a
    /// class with a longer win is not solved, and says so. For tests of long distances on
    /// small classes.
    pub fn with_max_distance(mut self, turns: u32) -> Tablebase {
        self.max_distance = turns.min(MAX_DISTANCE);
        self
    }

    /// Lets classes of up to `positions` (with their mirror, up to symmetry) be solved, instead
    /// of [`MOST_POSITIONS`]: `morris solve --all` lifts the cap. See
    /// [`Tablebase::memory_to_solve`] for what a class costs.
    pub fn with_most_positions(mut self, positions: u64) -> Tablebase {
        self.most_positions = positions;
        self
    }

    /// About how many bytes of memory solving class (a, b) with its mirror takes at its peak:
    /// a 4-byte word and three bits a position of the unit while solving (the frontiers and
    /// the values declared for later waves are sets of one bit a position), and 2 bytes a
    /// position of the classes its captures lead to (with their mirrors). At the end the
    /// values (2 bytes a position) are made as the words are let go, and a class's file (at
    /// most about 1.3 bytes a position) is written from them: less than the words took.
    /// Measured: see docs/analysis.md.
    pub fn memory_to_solve(&self, a: u8, b: u8) -> u64 {
        let unit = self.size(a, b) + if a == b { 0 } else { self.size(b, a) };
        let mut below = 0;
        let mut seen = Vec::new();
        for (x, y) in self.needs(a, b) {
            for c in [(x, y), (y, x)] {
                if !seen.contains(&c) {
                    seen.push(c);
                    below += self.size(c.0, c.1);
                }
            }
        }
        (unit as f64 * retro::BYTES_PER_POSITION) as u64 + below * 2
    }

    /// Forgets every solved class but those of `keep` (and their mirrors): what `morris solve
    /// --all` no longer needs in memory. The others are kept as runs (see [`Tablebase::compact`]).
    pub fn keep_only(&mut self, keep: &[(u8, u8)]) {
        self.tables
            .retain(|&(a, b), _| keep.contains(&(a, b)) || keep.contains(&(b, a)));
        let tables = &self.tables;
        self.below_only.retain(|k, _| tables.contains_key(k));
    }

    /// Forgets every class but those of `classes`, their mirrors and the classes their
    /// captures lead to (what reading them keeps: [`Tablebase::read`]). A class kept whose
    /// mirror, or a class its captures lead to, is forgotten no longer counts as solved, until
    /// it is read again.
    pub fn keep_for(&mut self, classes: &[(u8, u8)]) {
        let mut keep = Vec::new();
        for &(a, b) in classes {
            keep.extend([(a, b), (b, a)]);
            keep.extend(self.needs(a, b));
        }
        self.tables.retain(|k, _| keep.contains(k));
        let short: Vec<(u8, u8)> = self
            .tables
            .keys()
            .filter(|&&(a, b)| {
                self.needs(a, b)
                    .into_iter()
                    .chain([(b, a)])
                    .any(|k| !self.tables.contains_key(&k))
            })
            .copied()
            .collect();
        for k in short {
            self.below_only.insert(k, ());
        }
        let tables = &self.tables;
        self.below_only.retain(|k, _| tables.contains_key(k));
    }

    /// Keeps every solved class as runs of equal values, far smaller than one value a
    /// position; looking a value up costs a search of the runs.
    pub fn compact(&mut self) {
        for t in self.tables.values_mut() {
            t.values.make_runs();
        }
    }

    /// How many units (a class with its mirror) this tablebase has solved, rather than read
    /// from the cache.
    pub fn worked(&self) -> usize {
        self.worked
    }

    /// The classes that must be solved before (a, b) and its mirror: those their captures
    /// lead to.
    pub fn captures_lead_to(&self, a: u8, b: u8) -> Vec<(u8, u8)> {
        self.needs(a, b)
    }

    /// The name of the cache folder of these rules: every rule that changes a value.
    pub fn key(&self) -> String {
        key(&self.rules)
    }

    /// How many positions, up to symmetry, class (a, b) has.
    pub fn size(&self, a: u8, b: u8) -> u64 {
        let n = self.board.n;
        let (a, b) = (a as usize, b as usize);
        if a + b > n {
            return 0;
        }
        self.binom.c(n, a) * self.binom.c(n - a, b) / self.board.syms.len() as u64
    }

    /// Whether class (a, b) is small enough to be solved here (see [`MOST_POSITIONS`] and
    /// [`Tablebase::with_most_positions`]).
    pub fn can_solve(&self, a: u8, b: u8) -> bool {
        self.is_class(a, b) && self.size(a, b) + self.size(b, a) <= self.most_positions
    }

    /// Whether class (a, b) can be had here: solved (small enough), or read from the cache
    /// where `morris solve --all` left it with its mirror.
    pub fn can_have(&self, a: u8, b: u8) -> bool {
        self.can_solve(a, b)
            || (self.is_class(a, b)
                && self.cache.as_ref().is_some_and(|f| {
                    let key = self.key();
                    f.has(&key, a, b) && f.has(&key, b, a)
                }))
    }

    /// Whether (a, b) is a class of these rules that can be solved at all, whatever its size:
    /// one that can be read from the cache when something solved it.
    fn is_class(&self, a: u8, b: u8) -> bool {
        a >= 3
            && b >= 3
            && (a + b) as usize <= self.board.n
            && a.max(b) <= self.rules.pieces
            && solvable(&self.rules).is_ok()
    }

    /// Reads class (x, y) alone from the cache, if it is there and whole, and its distances
    /// can be (see [`check`]); a file that is whole but not plausible is a problem noted.
    fn load_one(&mut self, x: u8, y: u8) -> Option<Table> {
        let files = self.cache.clone()?;
        let key = self.key();
        // The board's symmetries numbered once for each count of the side to move's stones.
        let like = self
            .tables
            .values()
            .map(|t| &t.index)
            .find(|i| i.a() == x as usize);
        let index = ClassIndex::like(like, &self.board, &self.binom, x as usize, y as usize);
        let bytes = match files.read_held(&key, x, y) {
            Ok(bytes) => bytes,
            Err(why) => {
                self.problems.push(CacheProblem::Refused((x, y), why));
                return None;
            }
        };
        let bytes = bytes?;
        if let Some(why) = cache::misplaced(&bytes, &key, x, y) {
            self.problems.push(CacheProblem::Refused((x, y), why));
            return None;
        }
        // Where the files can keep an index for these bytes and have none, the one made
        // reading them is kept.
        let stamp = bytes
            .stamp()
            .filter(|_| !bytes.has_index())
            .map(<[u8]>::to_vec);
        let values = cache::decode(bytes, &key, x, y, index.len())?;
        if let Err(why) = check::distances(&values) {
            self.problems.push(CacheProblem::Refused((x, y), why));
            return None;
        }
        // Made only where it is kept: a large class's index is a pass over 100 MB.
        if let Some(stamp) = stamp
            && let Some(ix) = values.index_bytes()
        {
            files.keep_index(&key, x, y, &stamp, &ix);
        }
        Some(Table { index, values })
    }

    /// Reads class (a, b) and its mirror from the cache (those of them not here already, read
    /// for a class above: [`Tablebase::read`]), if both are there, whole and plausible (see
    /// [`check`]), checked against the classes their decisions lead to (which must be here);
    /// then the class counts as solved. A file that is whole but not plausible is a problem
    /// noted.
    fn load(&mut self, a: u8, b: u8) -> bool {
        let mirror = if a == b { None } else { Some((b, a)) };
        let mut found = Vec::new();
        for k in std::iter::once((a, b)).chain(mirror) {
            if !self.tables.contains_key(&k) {
                let Some(t) = self.load_one(k.0, k.1) else {
                    return false;
                };
                found.push((k, t));
            }
        }
        let clamp = self.rules.endgame_draw.filter(|_| (a, b) == (3, 3));
        let refused = {
            let ctx = self.ctx();
            let lookup = |p: usize, q: usize| {
                let k = (p as u8, q as u8);
                found
                    .iter()
                    .find(|(f, _)| *f == k)
                    .map(|(_, t)| t)
                    .or_else(|| self.tables.get(&k))
            };
            std::iter::once((a, b)).chain(mirror).find_map(|(x, y)| {
                let t = lookup(x as usize, y as usize)?;
                check::children(&ctx, (x as usize, y as usize), t, &lookup, clamp)
                    .err()
                    .map(|why| CacheProblem::Refused((x, y), why))
            })
        };
        if let Some(problem) = refused {
            self.problems.push(problem);
            return false;
        }
        for (k, t) in found {
            self.tables.insert(k, t);
        }
        for k in std::iter::once((a, b)).chain(mirror) {
            self.below_only.remove(&k);
        }
        true
    }

    /// The rules the tablebase is for.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    fn ctx(&self) -> Ctx<'_> {
        Ctx {
            board: &self.board,
            binom: &self.binom,
            spec: self.spec,
            full: self.board.full(),
            threads: self.threads,
            max_distance: self.max_distance,
        }
    }

    /// Whether the class is solved: every decision of its positions can be valued here.
    pub fn is_solved(&self, a: u8, b: u8) -> bool {
        self.tables.contains_key(&(a, b)) && !self.below_only.contains_key(&(a, b))
    }

    /// Whether the values of class (a, b) are at hand: solved, or read for a class above it
    /// (then its positions have their values, though its decisions cannot all be valued here:
    /// what a search's leaves need, not what hints need).
    pub fn holds(&self, a: u8, b: u8) -> bool {
        self.tables.contains_key(&(a, b))
    }

    /// The classes solved, sorted (not those read only for a class above them).
    pub fn solved(&self) -> Vec<(u8, u8)> {
        let mut v: Vec<_> = self
            .tables
            .keys()
            .filter(|k| !self.below_only.contains_key(k))
            .copied()
            .collect();
        v.sort();
        v
    }

    /// The classes that must be solved before (a, b): those its captures lead to.
    fn needs(&self, a: u8, b: u8) -> Vec<(u8, u8)> {
        let most = if self.spec.each_mill { 2 } else { 1 };
        let mut out = Vec::new();
        for (x, y) in [(a, b), (b, a)] {
            for k in 1..=most {
                if y >= 3 + k {
                    out.push((y - k, x));
                }
            }
        }
        out
    }

    /// Reads class (a, b) and its mirror from the cache, whatever their size, with the classes
    /// their captures lead to directly (read first, without their mirrors: only their own
    /// decisions lead there), if they are all there and sound; never solves (a file that
    /// cannot be trusted leaves the class unsolved). Whether the class is solved now.
    ///
    /// Only one level below is read: what [`Tablebase::after`], [`Tablebase::best`] and hints
    /// need for every decision of a position in the class. The class asked is checked against
    /// its children ([`check`]); those below only for their distances (and the seal and
    /// checksum of their files), and they do not count as solved ([`Tablebase::is_solved`])
    /// until they are read for themselves, which reads what they lead to in turn. Reading the
    /// whole tree below instead took 3.9 GB for a 7v6 position, and would take tens for 9v9
    /// (docs/analysis.md, on memory).
    pub fn read(&mut self, a: u8, b: u8) -> bool {
        if self.is_solved(a, b) {
            return true;
        }
        if solvable(&self.rules).is_err() || !self.is_class(a, b) {
            return false;
        }
        for (x, y) in self.needs(a, b) {
            if !self.tables.contains_key(&(x, y)) {
                let Some(t) = self.load_one(x, y) else {
                    return false;
                };
                self.tables.insert((x, y), t);
                self.below_only.insert((x, y), ());
            }
        }
        self.load(a, b)
    }

    /// Solves class (a, b) (the side to move's stones, the other's) and whatever it needs,
    /// unless solved already. `progress` hears the class being solved and how far it is
    /// (0 to 1).
    pub fn solve(
        &mut self,
        a: u8,
        b: u8,
        progress: &mut dyn FnMut((u8, u8), f32),
    ) -> Result<(), Unknown> {
        solvable(&self.rules).map_err(Unknown::Rules)?;
        if self.is_solved(a, b) {
            return Ok(());
        }
        if !self.can_solve(a, b) {
            // Too large to solve here, but perhaps `morris solve --all` solved it.
            return if self.read(a, b) {
                Ok(())
            } else {
                Err(Unknown::NotSolved(a, b))
            };
        }
        // What the class's captures lead to comes first, solved or read, so that every
        // decision of a position in the class has a value too.
        for (x, y) in self.needs(a, b) {
            self.solve(x, y, progress)?;
        }
        if self.load(a, b) {
            return Ok(());
        }
        // Solving looks up the classes below at every capture: directly, not in runs.
        for k in self.needs(a, b) {
            if let Some(t) = self.tables.get_mut(&k) {
                t.values.make_plain();
            }
        }
        let classes: Vec<(usize, usize)> = if a == b {
            vec![(a as usize, b as usize)]
        } else {
            vec![(a as usize, b as usize), (b as usize, a as usize)]
        };
        let tables = {
            let ctx = self.ctx();
            let lower = |x: usize, y: usize| self.tables.get(&(x as u8, y as u8));
            let mut report = |f: f32| progress((a, b), f);
            retro::solve_unit(&ctx, &classes, &lower, &mut report)
                .map_err(|e| Unknown::Rules(format!("{a} v {b}: {e}")))?
        };
        self.worked += 1;
        for (t, &(x, y)) in tables.into_iter().zip(&classes) {
            let mut t = t;
            if let Some(n) = self.rules.endgame_draw
                && x == 3
                && y == 3
            {
                // Seen from a capture (the count starts at 0), a win slower than the count is
                // a draw; the count of a position at hand is applied when it is asked about.
                t.values.make_plain();
                let Codes::Plain(values) = &mut t.values else {
                    continue;
                };
                for v in values {
                    if *v != 0 && u32::from((*v - 1) / 2) > u32::from(n) {
                        *v = 0;
                    }
                }
            }
            if let Some(files) = &self.cache {
                // A cache that cannot be written costs the time to solve again: the class is
                // solved all the same, and the problem is said by whoever asked.
                let bytes = cache::encode(&self.key(), x as u8, y as u8, &t.values);
                if let Err(why) = files.write(&self.key(), x as u8, y as u8, &bytes) {
                    self.problems
                        .push(CacheProblem::NotKept((x as u8, y as u8), why));
                }
            }
            self.tables.insert((x as u8, y as u8), t);
            self.below_only.remove(&(x as u8, y as u8));
        }
        Ok(())
    }

    /// Solves the six endgame classes ([`ENDGAME_CLASSES`]).
    pub fn solve_endgames(
        &mut self,
        progress: &mut dyn FnMut((u8, u8), f32),
    ) -> Result<(), Unknown> {
        for (a, b) in ENDGAME_CLASSES {
            self.solve(a, b, progress)?;
        }
        Ok(())
    }

    /// Whether the whole game, placement included, can be solved here: the small boards
    /// (Three and Six Men's Morris and their variants), without moving during placement.
    pub fn can_solve_whole(&self) -> Result<(), Unknown> {
        solvable(&self.rules).map_err(Unknown::Rules)?;
        if self.board.n > 16 {
            return Err(Unknown::Placement);
        }
        if self.rules.move_in_placement {
            return Err(Unknown::Rules(
                "moving during placement is not solved from the first move".into(),
            ));
        }
        Ok(())
    }

    /// Whether the whole game is solved.
    pub fn is_whole(&self) -> bool {
        self.placement.is_some()
    }

    /// Solves the whole game from the empty board: every moving-phase class, then every
    /// position with pieces in hand that the game can reach (others are valued when asked).
    pub fn solve_whole(&mut self, progress: &mut dyn FnMut((u8, u8), f32)) -> Result<(), Unknown> {
        self.can_solve_whole()?;
        for (a, b) in classes(&self.rules) {
            self.solve(a, b, progress)?;
        }
        // The search looks up the moving phase at every turn: directly, not in runs.
        for t in self.tables.values_mut() {
            t.values.make_plain();
        }
        let mut placement = whole::Placement::new();
        let n = self.rules.pieces;
        let ctx = self.ctx();
        placement
            .value(&ctx, &self.tables, 0, 0, n, n)
            .map_err(Unknown::Rules)?;
        self.placement = Some(Mutex::new(placement));
        progress((0, 0), 1.0);
        Ok(())
    }
}

#[cfg(test)]
mod tests;

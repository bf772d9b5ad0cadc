//! Classes kept as win, draw or loss only: two bits a position instead of a distance. The
//! search over the placement from the empty board ([`crate::prove`], `morris solve --start`)
//! reaches every moving-phase class of the game, 8.9·10⁹ positions up to symmetry on the
//! 24-point board: with distances that is tens of gigabytes, as wins, draws and losses about
//! 2.2 GB. Proving that the start is a draw needs no distance: a leaf known only as "a win"
//! bounds its score between the slowest win there can be and the fastest.
//!
//! A class kept so is not "solved" for anything else: [`Tablebase::evaluate`] still says it
//! is not solved, so no distance is ever made up; only [`Tablebase::bounds`] reads it.

use morris_rules::Position;

use super::index::ClassIndex;
use super::retro::{Code, MAX_DISTANCE, Table};
use super::{Tablebase, Unknown, Value};

/// A class as win (1), loss (2) or draw (0), two bits a number.
pub(crate) struct WdlTable {
    index: ClassIndex,
    bits: Vec<u64>,
}

impl WdlTable {
    /// The class's values without their distances.
    fn from_table(t: Table) -> WdlTable {
        let n = t.index.len();
        let mut bits = vec![0u64; n.div_ceil(32)];
        t.values
            .for_each_run(&mut |start: usize, end: usize, code: Code| {
                let w = match code {
                    0 => return,
                    c if c % 2 == 1 => 1u64,
                    _ => 2u64,
                };
                for i in start..end.min(n) {
                    bits[i / 32] |= w << (2 * (i % 32));
                }
            });
        WdlTable {
            index: t.index,
            bits,
        }
    }

    fn get(&self, i: usize) -> u8 {
        self.bits
            .get(i / 32)
            .map_or(0, |w| ((w >> (2 * (i % 32))) & 3) as u8)
    }

    fn bytes(&self) -> u64 {
        self.bits.len() as u64 * 8
    }
}

impl Tablebase {
    /// Keeps class (a, b), solved or read already, as win, draw or loss only, freeing its
    /// distances; whether it was there to keep so. Afterwards the class is not solved for
    /// [`Tablebase::evaluate`] (nor for checking another class against it): only
    /// [`Tablebase::bounds`] reads it.
    pub fn keep_as_wdl(&mut self, a: u8, b: u8) -> bool {
        if self.wdl.contains_key(&(a, b)) {
            return true;
        }
        let Some(t) = self.tables.remove(&(a, b)) else {
            return false;
        };
        let w = WdlTable::from_table(t);
        self.wdl.insert((a, b), w);
        true
    }

    /// Whether class (a, b) is known, with distances or as win, draw or loss.
    pub fn is_known(&self, a: u8, b: u8) -> bool {
        self.is_solved(a, b) || self.wdl.contains_key(&(a, b))
    }

    /// The bytes the classes kept as win, draw or loss take.
    pub fn wdl_bytes(&self) -> u64 {
        self.wdl.values().map(WdlTable::bytes).sum()
    }

    /// Bounds on the score ([`Value::score`]) of a position for its side to move: the value
    /// itself, twice, where it is solved; where its class is kept as win, draw or loss only,
    /// the range of the scores of its kind (a win: from the slowest win there can be, in
    /// [`MAX_DISTANCE`] turns, to a win in 1). A position in the middle of a turn (a removal
    /// owed) is valued from its removals by the caller, not here.
    pub fn bounds(&self, pos: &Position) -> Result<(i32, i32), Unknown> {
        match self.evaluate(pos) {
            Ok(v) => Ok((v.score(), v.score())),
            Err(Unknown::NotSolved(a, b)) if pos.owed() == 0 => {
                let t = self.wdl.get(&(a, b)).ok_or(Unknown::NotSolved(a, b))?;
                let s = pos.side_to_move();
                let sm = self.board.mask(pos.stones(s).0);
                let om = self.board.mask(pos.stones(s.other()).0);
                let (i, _) = t.index.index(&self.board, &self.binom, sm, om);
                let far = MAX_DISTANCE.min(u32::from(u16::MAX)) as u16;
                Ok(match t.get(i) {
                    1 => (Value::Win(far).score(), Value::Win(1).score()),
                    2 => (Value::Loss(0).score(), Value::Loss(far).score()),
                    _ => (0, 0),
                })
            }
            Err(e) => Err(e),
        }
    }
}

impl Tablebase {
    /// Reads `classes` (each with its mirror, smallest first, as
    /// [`crate::prove::classes_ahead`] lists them) for the search over the placement, keeping
    /// each large one as win, draw or loss only ([`Tablebase::keep_as_wdl`]) as soon as no
    /// class still to read is checked against it. The small ones (up to
    /// [`super::MOST_POSITIONS`] with their mirrors) keep their distances. `read` hears each
    /// class as it is read. The first class that could not be read, if any.
    pub fn read_for_proof(
        &mut self,
        classes: &[(u8, u8)],
        read: &mut dyn FnMut((u8, u8)),
    ) -> Result<(), (u8, u8)> {
        for (i, &(a, b)) in classes.iter().enumerate() {
            if !self.is_known(a, b) && !self.read(a, b) {
                return Err((a, b));
            }
            read((a, b));
            let later: Vec<(u8, u8)> = classes[i + 1..]
                .iter()
                .flat_map(|&(x, y)| self.needs(x, y))
                .collect();
            for &(x, y) in &classes[..=i] {
                let large = self.size(x, y) + self.size(y, x) > super::MOST_POSITIONS;
                let needed = later.contains(&(x, y)) || later.contains(&(y, x));
                if large && !needed && self.is_solved(x, y) {
                    self.keep_as_wdl(x, y);
                    self.keep_as_wdl(y, x);
                }
            }
        }
        Ok(())
    }
}

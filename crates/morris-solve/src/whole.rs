//! The placement phase of the small games (Three and Six Men's Morris), solved whole: every
//! position with pieces in hand, by a depth-first search over turns that ends in the solved
//! moving-phase classes. Placing always empties a hand, so the positions form no cycle and
//! each is valued once, up to symmetry.

use std::collections::HashMap;

use super::index::ClassIndex;
use super::retro::{Code, Ctx, Landing, Table, loss, win};

/// Not valued yet.
const UNKNOWN: Code = Code::MAX;

/// The values of the positions with pieces in hand, by (stones of the side to move, the
/// other's, hand of the side to move, the other's).
pub(crate) struct Placement {
    pub values: HashMap<(u8, u8, u8, u8), Vec<Code>>,
    pub indices: super::Classes<ClassIndex>,
}

fn decode(c: Code) -> (i32, u32) {
    match c {
        0 => (0, 0),
        c if c % 2 == 1 => (1, (c as u32 - 1) / 2),
        c => (-1, (c as u32 - 2) / 2),
    }
}

/// The code of a child's value seen from the parent, one turn earlier.
fn back(c: Code) -> Code {
    match decode(c) {
        (0, _) => 0,
        (1, d) => loss(d + 1),
        (_, d) => win(d + 1),
    }
}

fn score(c: Code) -> i64 {
    match decode(c) {
        (0, _) => 0,
        (1, d) => 1_000_000 - d as i64,
        (_, d) => -1_000_000 + d as i64,
    }
}

impl Placement {
    pub fn new() -> Placement {
        Placement {
            values: HashMap::new(),
            indices: Default::default(),
        }
    }

    /// The value code of a position with the side to move holding stones `s` and `hs` in
    /// hand against `o` and `ho`, looked up or found.
    pub fn value(
        &mut self,
        ctx: &Ctx,
        tables: &super::Classes<Table>,
        s: u32,
        o: u32,
        hs: u8,
        ho: u8,
    ) -> Result<Code, String> {
        let (a, b) = (s.count_ones() as u8, o.count_ones() as u8);
        if hs == 0 && ho == 0 {
            let t = tables
                .get(&(a, b))
                .ok_or_else(|| format!("{a} v {b} is needed first"))?;
            let (i, _) = t.index.index(ctx.board, ctx.binom, s, o);
            return Ok(t.values.get(i));
        }
        let ix = self
            .indices
            .entry((a, b))
            .or_insert_with(|| ClassIndex::new(ctx.board, ctx.binom, a as usize, b as usize));
        let (i, _) = ix.index(ctx.board, ctx.binom, s, o);
        let len = ix.len();
        let slot = self
            .values
            .entry((a, b, hs, ho))
            .or_insert_with(|| vec![UNKNOWN; len]);
        if slot[i] != UNKNOWN {
            return Ok(slot[i]);
        }
        let v = self.find(ctx, tables, s, o, hs, ho)?;
        if let Some(slot) = self.values.get_mut(&(a, b, hs, ho)) {
            slot[i] = v;
        }
        Ok(v)
    }

    fn find(
        &mut self,
        ctx: &Ctx,
        tables: &super::Classes<Table>,
        s: u32,
        o: u32,
        hs: u8,
        ho: u8,
    ) -> Result<Code, String> {
        // Each turn's result, seen from the side to move: a win at once, or a child to value.
        let mut ends: Vec<Code> = Vec::new();
        let mut kids: Vec<(u32, u32)> = Vec::new();
        let empty = ctx.full & !(s | o);
        let mut removable = None;
        let mut land = |s2: u32, to: usize, ends: &mut Vec<Code>, kids: &mut Vec<(u32, u32)>| {
            let closed = ctx.board.closed_at(s2, to);
            ctx.land(closed, o, ho as u32, &mut removable, |l| match l {
                Landing::Quiet => kids.push((o, s2)),
                Landing::Removed(o2) if o2.count_ones() + (ho as u32) < 3 => ends.push(win(1)),
                Landing::Removed(o2) => kids.push((o2, s2)),
                Landing::Won => ends.push(win(1)),
            });
        };
        let hs2;
        if hs > 0 {
            hs2 = hs - 1;
            let mut e = empty;
            while e != 0 {
                let p = e.trailing_zeros() as usize;
                e &= e - 1;
                land(s | 1 << p, p, &mut ends, &mut kids);
            }
        } else {
            hs2 = 0;
            let fly = ctx.spec.fly_at.is_some_and(|f| s.count_ones() <= f as u32);
            let mut any = false;
            let mut b = s;
            while b != 0 {
                let from = b.trailing_zeros() as usize;
                b &= b - 1;
                let mut dests = if fly {
                    empty
                } else {
                    ctx.board.adj[from] & empty
                };
                while dests != 0 {
                    let to = dests.trailing_zeros() as usize;
                    dests &= dests - 1;
                    any = true;
                    land(s ^ (1 << from) ^ (1 << to), to, &mut ends, &mut kids);
                }
            }
            if !any {
                if !ctx.spec.pass {
                    return Ok(loss(0));
                }
                kids.push((o, s));
            }
        }
        let mut best: Option<Code> = ends.iter().copied().max_by_key(|&c| score(c));
        for (o2, s2) in kids {
            let c = if ctx.full & !(o2 | s2) == 0 {
                // Placing ended with a full board: a draw.
                0
            } else {
                back(self.value(ctx, tables, o2, s2, ho, hs2)?)
            };
            if best.is_none_or(|b| score(c) > score(b)) {
                best = Some(c);
            }
        }
        Ok(best.unwrap_or(loss(0)))
    }
}

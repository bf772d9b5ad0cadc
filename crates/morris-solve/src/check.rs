//! What a class read back from the cache must show before it is believed. A checksum only
//! says that the file is the one written; a file rewritten with its checksum made anew (by
//! hand, by a tool, by another program's bug) passes it. So the values themselves are looked
//! at:
//!
//! - **Distances.** Turns alternate, so a win always ends on the winner's own turn: every win
//!   has an odd distance (1, 3, 5…) and every loss an even one (0, 2, 4…), at most
//!   [`MAX_DISTANCE`]. One value of another kind and the file is refused ("a loss in 7" is
//!   what swapping wins and losses gives).
//! - **Children.** A sample of positions spread over the class is valued again from its
//!   children (the turns the rules allow, looked up in the same class, its mirror and the
//!   classes captures lead to) as the solver values them; one that disagrees and the file is
//!   refused.

use super::index::ClassIndex;
use super::retro::{Child, Code, Codes, Ctx, MAX_DISTANCE, Table, loss, win};

/// How many positions of a class are valued again from their children.
pub(crate) const SAMPLE: usize = 256;

/// What a code says, in words, for a message.
fn words(code: Code) -> String {
    match code {
        0 => "a draw".into(),
        c if c % 2 == 1 => format!("a win in {}", (c - 1) / 2),
        c => format!("a loss in {}", (c - 2) / 2),
    }
}

/// Whether every code is of a distance some position can have (see the [module](self)).
pub(crate) fn distances(codes: &Codes) -> Result<(), String> {
    let most = loss(MAX_DISTANCE);
    for &c in codes.codes() {
        let fine = c == 0 || (c <= most && matches!(c % 4, 2 | 3));
        if !fine {
            return Err(format!(
                "it holds {}, which no position has (a win ends on the winner's turn: wins in \
                 odd numbers of turns, losses in even ones)",
                words(c)
            ));
        }
    }
    Ok(())
}

/// The code of a position from its children's codes, as the solver gives it: the quickest
/// win, else a draw, else the slowest loss; blocked, a loss in 0.
fn from_children(
    ctx: &Ctx,
    s: u32,
    o: u32,
    child: &dyn Fn(u32, u32) -> Option<Code>,
) -> Option<Code> {
    // Best so far, as (kind, distance): kind 2 a win, 1 a draw, 0 a loss.
    let mut best: Option<(u8, u32)> = None;
    let mut missing = false;
    let mut better = |kind: u8, d: u32| {
        let take = match best {
            None => true,
            Some((k, e)) => kind > k || (kind == k && if kind == 2 { d < e } else { d > e }),
        };
        if take {
            best = Some((kind, d));
        }
    };
    let moves = ctx.for_each_child(s, o, |c| match c {
        Child::Won => better(2, 1),
        Child::Next(o2, s2) => match child(o2, s2) {
            None => missing = true,
            Some(0) => better(1, 0),
            Some(c) if c % 2 == 0 => better(2, u32::from(c - 2) / 2 + 1),
            Some(c) => better(0, u32::from(c - 1) / 2 + 1),
        },
    });
    if missing {
        return None;
    }
    if !moves {
        return Some(loss(0));
    }
    Some(match best {
        Some((2, d)) => win(d),
        Some((0, d)) => loss(d),
        _ => 0,
    })
}

/// Values [`SAMPLE`] positions of class (a, b) again from their children; `lookup(x, y)` gives
/// the class of x stones to move against y (this one, its mirror, those below). `clamp`: the
/// endgame draw's count, under which the class's wins and losses slower than it are draws.
pub(crate) fn children<'t>(
    ctx: &Ctx,
    (a, b): (usize, usize),
    table: &Table,
    lookup: &dyn Fn(usize, usize) -> Option<&'t Table>,
    clamp: Option<u16>,
) -> Result<(), String> {
    let ix: &ClassIndex = &table.index;
    let len = ix.len();
    if len == 0 {
        return Ok(());
    }
    let child = |o2: u32, s2: u32| -> Option<Code> {
        let t = lookup(o2.count_ones() as usize, s2.count_ones() as usize)?;
        Some(t.values.peek(t.index.index(ctx.board, ctx.binom, o2, s2).0))
    };
    // Numbers spread over the class by a fixed stride (odd, so that it visits every number
    // before it repeats); numbers that name a position another number names already are not
    // values of their own and are passed over.
    let stride = (len / SAMPLE) | 1;
    let mut i = len / (2 * SAMPLE);
    let mut looked = 0;
    for _ in 0..SAMPLE * 4 {
        if looked == SAMPLE {
            break;
        }
        i = (i + stride) % len;
        let (s, o) = ix.position(i);
        if ix.index(ctx.board, ctx.binom, s, o).0 != i {
            continue;
        }
        looked += 1;
        let Some(mut want) = from_children(ctx, s, o, &child) else {
            return Err(format!("a class {a} v {b} needs is not there"));
        };
        if let Some(n) = clamp
            && want != 0
            && u32::from((want - 1) / 2) > u32::from(n)
        {
            want = 0;
        }
        let have = table.values.peek(i);
        if have != want {
            return Err(format!(
                "position {i} holds {}, where its children give {}",
                words(have),
                words(want)
            ));
        }
    }
    Ok(())
}

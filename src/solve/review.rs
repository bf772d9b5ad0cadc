//! What a decision did to the value of a solved position: the judgement `morris analyse`
//! prints and the game's review shows. Pure: it reads a [`Tablebase`] and never solves.

use crate::rules::{Color, Decision, Game, Position};

use super::{Tablebase, Unknown, Value};

/// A decision that changed the value of a solved position for the worse.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// `?`: a win thrown away to a draw.
    Mistake,
    /// `??`: a win or a draw thrown away to a loss.
    Blunder,
}

impl Mark {
    /// `?` or `??`.
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }

    /// The mark of a decision that turned `before` into `after` (both for the player making
    /// it), if it threw something away.
    pub fn of(before: Value, after: Value) -> Option<Mark> {
        match (before, after) {
            (Value::Win(_), Value::Draw) => Some(Mark::Mistake),
            (Value::Win(_) | Value::Draw, Value::Loss(_)) => Some(Mark::Blunder),
            _ => None,
        }
    }
}

/// What a decision leads to, for the player making it, against the value of the position:
/// the three kinds the board marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// It wins (the position was won, or the other side erred).
    Win,
    /// It draws.
    Draw,
    /// It loses.
    Loss,
}

impl Kind {
    /// The kind of a value.
    pub fn of(v: Value) -> Kind {
        match v {
            Value::Win(_) => Kind::Win,
            Value::Draw => Kind::Draw,
            Value::Loss(_) => Kind::Loss,
        }
    }
}

/// One decision of a game in a solved position, judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judgement {
    /// The decision.
    pub decision: Decision,
    /// Who made it.
    pub side: Color,
    /// The value of the position before it, for `side`.
    pub before: Value,
    /// The value after it, for `side`.
    pub after: Value,
    /// `?` or `??`, if it threw something away.
    pub mark: Option<Mark>,
    /// A best decision instead (the first of the best, as tokens sort), with its value.
    pub best: Option<(Decision, Value)>,
}

impl Judgement {
    /// `White: win 5 -> loss 4; best e3-g1 (win 5)`, as `morris analyse` writes it.
    pub fn line(&self) -> String {
        let best = match self.best {
            Some((d, v)) => format!("; best {d} ({})", v.short()),
            None => String::new(),
        };
        format!(
            "{}: {} -> {}{best}",
            self.side,
            self.before.short(),
            self.after.short()
        )
    }
}

/// Judges decision `d` in `pos`, if both the position and what the decision leads to are in
/// solved classes of `tb`. The best alternative is looked up only when `best` is asked for
/// (it reads every legal decision).
pub fn judge(
    tb: &Tablebase,
    pos: &Position,
    d: Decision,
    best: bool,
) -> Result<Judgement, Unknown> {
    let before = tb.evaluate(pos)?;
    let after = tb.after(pos, d)?;
    let best = if best {
        tb.best(pos)
            .ok()
            .and_then(|(v, ds)| ds.first().map(|&b| (b, v)))
    } else {
        None
    };
    Ok(Judgement {
        decision: d,
        side: pos.side_to_move(),
        before,
        after,
        mark: Mark::of(before, after),
        best,
    })
}

/// The marks of every decision of `game` played so far (undone ones are not), `None` where the
/// position is not in a solved class or nothing was thrown away.
pub fn marks(tb: &Tablebase, game: &Game) -> Vec<Option<Mark>> {
    game.decisions()
        .iter()
        .enumerate()
        .map(|(ply, &d)| {
            let pos = game.position_at(ply)?;
            judge(tb, &pos, d, false).ok()?.mark
        })
        .collect()
}

/// The label of each decision's turn in a log: `12.` for White, `12...` for Black.
pub fn labels(game: &Game) -> Vec<String> {
    let mut label = vec![String::new(); game.ply()];
    for t in game.turns() {
        let dots = if t.color == Color::White { "." } else { "..." };
        for k in 0..t.decisions.len() {
            if let Some(slot) = label.get_mut(t.first_ply + k) {
                *slot = format!("{}{dots}", t.number);
            }
        }
    }
    label
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_from_values() {
        assert_eq!(Mark::of(Value::Win(3), Value::Draw), Some(Mark::Mistake));
        assert_eq!(Mark::of(Value::Win(3), Value::Loss(2)), Some(Mark::Blunder));
        assert_eq!(Mark::of(Value::Draw, Value::Loss(2)), Some(Mark::Blunder));
        assert_eq!(Mark::of(Value::Win(3), Value::Win(7)), None);
        assert_eq!(Mark::of(Value::Draw, Value::Draw), None);
        assert_eq!(Mark::of(Value::Loss(3), Value::Loss(1)), None);
        assert_eq!(Mark::Blunder.symbol(), "??");
    }
}

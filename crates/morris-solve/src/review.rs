//! What a decision did to the value of a solved position: the judgement `morris analyse`
//! prints and the game's review shows. Pure: it reads a [`Tablebase`] and never solves.

use std::collections::HashMap;

use morris_rules::{Color, Decision, Game, Position, Rules};

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
    /// It wins by the quickest win there is (the position was won, or the other side erred).
    Win,
    /// It wins, but more slowly than the quickest: following these need not close the game.
    SlowWin,
    /// It draws.
    Draw,
    /// It loses.
    Loss,
}

impl Kind {
    /// The kind of `v`, the value of a decision, where `quickest` is the best distance of a
    /// win among the decisions open (`None`: no win is open, or it is not known).
    pub fn of(v: Value, quickest: Option<u16>) -> Kind {
        match v {
            Value::Win(d) if quickest.is_some_and(|q| d > q) => Kind::SlowWin,
            Value::Win(_) => Kind::Win,
            Value::Draw => Kind::Draw,
            Value::Loss(_) => Kind::Loss,
        }
    }

    /// Better kinds rank higher: a stone that can move shows the best of its moves.
    pub fn rank(self) -> u8 {
        match self {
            Kind::Win => 3,
            Kind::SlowWin => 2,
            Kind::Draw => 1,
            Kind::Loss => 0,
        }
    }
}

/// What the game so far says about the positions to come, for the rules that read the
/// history (repetition): how often each position has occurred. Empty when the rules do not
/// draw by repetition.
#[derive(Clone, Debug, Default)]
pub struct History {
    counts: HashMap<RepetitionKey, u8>,
    repeated: bool,
}

type RepetitionKey = (u64, u64, [u8; 2], Color, u8);

impl History {
    /// The positions of a game so far (the last one is the position at hand).
    pub fn of(rules: &Rules, positions: impl IntoIterator<Item = Position>) -> History {
        let mut h = History::default();
        if rules.repetition {
            for p in positions {
                h.add(&p);
            }
        }
        h
    }

    fn add(&mut self, p: &Position) {
        let n = self.counts.entry(p.repetition_key()).or_insert(0);
        *n = n.saturating_add(1);
        self.repeated |= *n >= 2;
    }

    /// How often `pos` has occurred.
    pub fn count(&self, pos: &Position) -> u8 {
        self.counts.get(&pos.repetition_key()).copied().unwrap_or(0)
    }
}

/// Why a value of the tables may not hold in the game, if so: a win or a loss that takes
/// `turns` more turns, from a position `quiet` plies into the move limit's count, or after a
/// position has occurred twice already under the repetition rule (the winner's best line never
/// repeats itself, but it may come back to a position of the game so far). A draw always
/// holds: those rules only add draws. The count is checked when a turn ends and only when the
/// turn has not ended the game (RULES 4): the winning turn itself never runs it out, so a win
/// in `turns` needs the `turns - 1` turns before it to stay under the limit.
pub fn caveat(rules: &Rules, quiet: u16, v: Value, repeated: bool) -> Option<String> {
    let (turns, what) = match v {
        Value::Draw => return None,
        Value::Win(d) => (d, "the win"),
        Value::Loss(d) => (d, "the loss"),
    };
    if let Some(n) = rules.move_limit {
        let left = n.saturating_sub(quiet);
        if turns > left {
            let s = if left == 1 { "" } else { "s" };
            return Some(format!(
                "the move limit draws in {left} turn{s} without a removal, {what} takes {turns}"
            ));
        }
    }
    if rules.repetition && repeated {
        return Some("a position seen twice may come back (repetition)".into());
    }
    None
}

/// The value of `pos` in its game (`history` ends with it): the tables' value, if the
/// history-dependent draws cannot change it.
pub fn value(tb: &Tablebase, pos: &Position, history: &History) -> Result<Value, Unknown> {
    let v = tb.evaluate(pos)?;
    match caveat(pos.rules(), pos.quiet_plies(), v, history.repeated) {
        Some(why) => Err(Unknown::Rules(why)),
        None => Ok(v),
    }
}

/// What decision `d` in `pos` leads to for the player making it, in its game: a position that
/// occurred twice already draws at once (repetition), and a value the move limit or repetition
/// could change is not given.
pub fn after(
    tb: &Tablebase,
    pos: &Position,
    d: Decision,
    history: &History,
) -> Result<Value, Unknown> {
    let next = pos.play_unchecked(d);
    let rules = pos.rules();
    let seen = history.count(&next);
    if rules.repetition && next.outcome().is_none() && seen >= 2 {
        return Ok(Value::Draw);
    }
    let v = tb.after(pos, d)?;
    if next.outcome().is_some() {
        return Ok(v);
    }
    // What is left to play after this decision.
    let new_turn = next.side_to_move() != pos.side_to_move();
    let left = match v {
        Value::Win(t) if new_turn => Value::Win(t.saturating_sub(1)),
        Value::Loss(t) if new_turn => Value::Loss(t.saturating_sub(1)),
        v => v,
    };
    match caveat(
        rules,
        next.quiet_plies(),
        left,
        history.repeated || seen >= 1,
    ) {
        Some(why) => Err(Unknown::Rules(why)),
        None => Ok(v),
    }
}

/// The best decisions of `pos` in its game (all those of the best value, sorted as tokens),
/// with their value.
pub fn best(
    tb: &Tablebase,
    pos: &Position,
    history: &History,
) -> Result<(Value, Vec<Decision>), Unknown> {
    let mut top: Option<Value> = None;
    let mut out = Vec::new();
    for d in pos.legal() {
        let v = after(tb, pos, d, history)?;
        match top {
            Some(b) if v.score() < b.score() => {}
            Some(b) if v.score() == b.score() => out.push(d),
            _ => {
                top = Some(v);
                out = vec![d];
            }
        }
    }
    top.map(|b| (b, out)).ok_or(Unknown::Over)
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
    /// The value after it, for `side`, counted from before it.
    pub after: Value,
    /// The value of the position after it, for the side to move there (`next`): what the
    /// panel shows once it is played.
    pub now: (Value, Color),
    /// `?` or `??`, if it threw something away.
    pub mark: Option<Mark>,
    /// A best decision instead (the first of the best, as tokens sort), with its value for
    /// `side`, counted from before it.
    pub best: Option<(Decision, Value)>,
}

impl Judgement {
    /// What the decision did, for its player: `threw White's win away`, `was a slower win`,
    /// `was a best decision`.
    pub fn verdict(&self) -> String {
        let side = self.side;
        match (self.before, self.after) {
            (Value::Win(_), Value::Draw | Value::Loss(_)) => format!("threw {side}'s win away"),
            (Value::Draw, Value::Loss(_)) => format!("threw {side}'s draw away"),
            (Value::Win(a), Value::Win(b)) if b > a => "was a slower win".into(),
            (Value::Loss(a), Value::Loss(b)) if b < a => "was a quicker loss".into(),
            _ => "was a best decision".into(),
        }
    }

    /// The value after the decision, in words: `now Black wins in 3 turns (Black's 2nd)`.
    pub fn now_text(&self) -> String {
        let (v, next) = self.now;
        format!("now {}", v.describe(next))
    }

    /// The best decision instead, if the decision was not one:
    /// `best was e3-g1: White wins in 5 turns (White's 3rd)`.
    pub fn best_text(&self) -> Option<String> {
        let (d, v) = self.best?;
        (v != self.after).then(|| format!("best was {d}: {}", v.describe(self.side)))
    }

    /// `threw White's win away; now Black wins in 3 turns (Black's 2nd); best was e3-g1:
    /// White wins in 5 turns (White's 3rd)`, as `morris analyse` writes it.
    pub fn line(&self) -> String {
        let mut parts = vec![self.verdict(), self.now_text()];
        parts.extend(self.best_text());
        parts.join("; ")
    }
}

/// The value of the position after decision `d` of `pos`, for the side to move there, from
/// `after`, the value of `d` for its player counted from before it.
fn now(pos: &Position, d: Decision, after: Value) -> (Value, Color) {
    let side = pos.side_to_move();
    let next = pos.play_unchecked(d);
    if next.outcome().is_some() {
        return match after {
            Value::Draw => (Value::Draw, side),
            Value::Win(_) => (Value::Loss(0), side.other()),
            Value::Loss(_) => (Value::Loss(0), side),
        };
    }
    if next.side_to_move() == side {
        return (after, side);
    }
    let v = match after {
        Value::Win(t) => Value::Loss(t.saturating_sub(1)),
        Value::Loss(t) => Value::Win(t.saturating_sub(1)),
        Value::Draw => Value::Draw,
    };
    (v, side.other())
}

/// Judges decision `d` in `pos` (`history`: the game up to `pos`), if both the position and
/// what the decision leads to are in solved classes of `tb` and the rules that read the
/// history cannot change their values. The best alternative is looked up only when `best` is
/// asked for (it reads every legal decision).
pub fn judge(
    tb: &Tablebase,
    pos: &Position,
    d: Decision,
    history: &History,
    best: bool,
) -> Result<Judgement, Unknown> {
    let before = value(tb, pos, history)?;
    let after = after(tb, pos, d, history)?;
    let best = if best {
        self::best(tb, pos, history)
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
        now: now(pos, d, after),
        mark: Mark::of(before, after),
        best,
    })
}

/// The marks of every decision of `game` played so far (undone ones are not), `None` where the
/// position is not in a solved class or nothing was thrown away.
pub fn marks(tb: &Tablebase, game: &Game) -> Vec<Option<Mark>> {
    let mut history = History::default();
    let counting = game.rules().repetition;
    let mut out = Vec::with_capacity(game.ply());
    for (ply, &d) in game.decisions().iter().enumerate() {
        let Some(pos) = game.position_at(ply) else {
            break;
        };
        if counting {
            history.add(&pos);
        }
        out.push(
            judge(tb, &pos, d, &history, false)
                .ok()
                .and_then(|j| j.mark),
        );
    }
    out
}

/// The history of `game` up to `ply` (the position after `ply` decisions included).
pub fn history(game: &Game, ply: usize) -> History {
    History::of(game.rules(), (0..=ply).filter_map(|i| game.position_at(i)))
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

    #[test]
    fn the_move_limit_and_repetition_hold_back_wins_they_could_turn_into_draws() {
        let limit = Rules {
            move_limit: Some(10),
            ..Rules::default()
        };
        assert!(
            caveat(&limit, 2, Value::Win(7), false).is_none(),
            "8 plies left"
        );
        // The seventh turn wins before the count is checked: seven left is enough.
        assert!(
            caveat(&limit, 3, Value::Win(7), false).is_none(),
            "7 plies left"
        );
        assert!(
            caveat(&limit, 4, Value::Win(7), false).is_some(),
            "6 plies left"
        );
        assert!(caveat(&limit, 8, Value::Loss(2), false).is_none());
        assert!(caveat(&limit, 8, Value::Loss(3), false).is_some());
        assert!(
            caveat(&limit, 10, Value::Draw, false).is_none(),
            "a draw stays one"
        );
        let rep = Rules {
            repetition: true,
            ..Rules::default()
        };
        assert!(caveat(&rep, 0, Value::Win(3), false).is_none());
        assert!(caveat(&rep, 0, Value::Win(3), true).is_some());
        assert!(caveat(&Rules::default(), 500, Value::Win(3), true).is_none());
    }
}

//! Why a decision is refused: the facts, typed, for a program to word ([`Illegal`]), and the
//! refusal of a decision ([`PlayError`]).

use std::fmt;

use super::{Outcome, Position};
use crate::decision::Decision;
use crate::point::{Color, Point};
use crate::variant::MillProtection;

/// Why a decision cannot be played: the facts a program needs to say it (the program words
/// them; [`Display`](fmt::Display) says them in English).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The game is over.
    Over(Outcome),
    /// The point is not on this board.
    NotAPoint(Point),
    /// The point holds no stone of this colour (to remove, or to move).
    NoStone {
        /// The point named.
        point: Point,
        /// Whose stone was wanted there.
        of: Color,
    },
    /// The stone stands in a mill, and stones in mills are never removed.
    Protected(Point),
    /// The stone stands in a mill, and the owner has stones outside mills.
    ProtectedOutside {
        /// The point named.
        point: Point,
        /// The owner of the stone.
        of: Color,
    },
    /// The removal is owed and may not be declined.
    CannotDecline,
    /// The side to move owes a removal first.
    RemoveFirst(Color),
    /// No removal is owed.
    NoneOwed,
    /// The side to move can move, so it may not pass.
    NotBlocked(Color),
    /// The side to move has no pieces in hand.
    NoneInHand(Color),
    /// The point is taken.
    Occupied(Point),
    /// The decision would re-form the mill just broken, which these rules forbid.
    Reforms {
        /// The decision refused.
        decision: Decision,
        /// The side that would play it.
        side: Color,
    },
    /// The side to move must place while pieces are in hand.
    MustPlace(Color),
    /// The points are not adjacent, and the side may not fly.
    NotAdjacent {
        /// Where the stone stands.
        from: Point,
        /// Where it was to go.
        to: Point,
    },
    /// The game holds as many decisions as a record is read with
    /// ([`crate::record::MAX_DECISIONS`]): one more could not be read back.
    TooLong(usize),
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Illegal::Over(o) => write!(f, "the game is over ({})", o.reason),
            Illegal::NotAPoint(p) => write!(f, "{p} is not a point of this board"),
            Illegal::NoStone { point, of } => {
                write!(f, "{point} holds no {} stone", of.adjective())
            }
            Illegal::Protected(p) => {
                write!(f, "{p} is in a mill and stones in mills are protected")
            }
            Illegal::ProtectedOutside { point, of } => {
                write!(f, "{point} is in a mill and {of} has stones outside mills")
            }
            Illegal::CannotDecline => f.write_str("the removal is not optional in these rules"),
            Illegal::RemoveFirst(s) => {
                write!(f, "{s} must first remove a {} stone", s.other().adjective())
            }
            Illegal::NoneOwed => f.write_str("no removal is owed: nobody closed a mill"),
            Illegal::NotBlocked(s) => write!(f, "{s} is not blocked"),
            Illegal::NoneInHand(s) => write!(f, "{s} has no pieces in hand"),
            Illegal::Occupied(p) => write!(f, "{p} is occupied"),
            Illegal::Reforms { decision, side } => {
                let what = match decision {
                    Decision::Move(from, to) => format!("{from}-{to}"),
                    d => d.to_string(),
                };
                write!(
                    f,
                    "{what} would re-form the mill broken on {side}'s last move (no re-forming)"
                )
            }
            Illegal::MustPlace(s) => write!(f, "{s} must place while holding pieces"),
            Illegal::NotAdjacent { from, to } => write!(f, "{to} is not adjacent to {from}"),
            Illegal::TooLong(n) => write!(
                f,
                "the game has {n} decisions, the most a record is read with: it cannot go on"
            ),
        }
    }
}

/// A decision that cannot be played in a position, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayError {
    /// The decision that was refused.
    pub decision: Decision,
    /// Why.
    pub why: Illegal,
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if matches!(self.decision, Decision::Remove(_)) {
            write!(f, "{}: {}", self.decision, self.why)
        } else {
            write!(f, "{} is not legal here: {}", self.decision, self.why)
        }
    }
}

impl std::error::Error for PlayError {}

impl Position {
    /// Why `d`, which is not legal here, is refused: the first rule it breaks.
    pub(super) fn why_illegal(&self, d: Decision) -> Illegal {
        let s = self.side;
        let o = s.other();
        let g = self.geometry();
        if let Some(out) = self.outcome {
            return Illegal::Over(out);
        }
        let off_board = match d {
            Decision::Place(p) | Decision::Remove(p) => (!g.contains(p)).then_some(p),
            Decision::Move(a, b) => [a, b].into_iter().find(|p| !g.contains(*p)),
            _ => None,
        };
        if let Some(p) = off_board {
            return Illegal::NotAPoint(p);
        }
        if self.owed > 0 {
            return match d {
                Decision::Remove(p) => {
                    if !self.stones(o).contains(p) {
                        Illegal::NoStone { point: p, of: o }
                    } else if self.rules.protection == MillProtection::Always {
                        Illegal::Protected(p)
                    } else {
                        Illegal::ProtectedOutside { point: p, of: o }
                    }
                }
                Decision::Decline => Illegal::CannotDecline,
                _ => Illegal::RemoveFirst(s),
            };
        }
        let holding = self.in_hand(s) > 0;
        match d {
            Decision::Remove(_) | Decision::Decline => Illegal::NoneOwed,
            Decision::Pass => Illegal::NotBlocked(s),
            Decision::Place(p) => {
                if !holding {
                    Illegal::NoneInHand(s)
                } else if !self.empty().contains(p) {
                    Illegal::Occupied(p)
                } else {
                    Illegal::Reforms {
                        decision: d,
                        side: s,
                    }
                }
            }
            Decision::Move(from, to) => {
                if holding && !self.rules.move_in_placement {
                    Illegal::MustPlace(s)
                } else if !self.stones(s).contains(from) {
                    Illegal::NoStone { point: from, of: s }
                } else if !self.empty().contains(to) {
                    Illegal::Occupied(to)
                } else if !self.may_fly(s) && !g.adjacent(from).contains(to) {
                    Illegal::NotAdjacent { from, to }
                } else {
                    Illegal::Reforms {
                        decision: d,
                        side: s,
                    }
                }
            }
        }
    }
}

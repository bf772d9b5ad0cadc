//! A game: the start, the decisions, an undo/redo cursor, the automatic draws that need the
//! history (repetition), and the endings that are players' actions (agreement, resignation, a
//! loss on time).

use super::decision::Decision;
use super::point::Color;
use super::position::{Illegal, Outcome, PlayError, Position, Reason};
use super::record::MAX_DECISIONS;
use super::variant::Rules;

/// A game with its whole history.
///
/// Undo and redo move a cursor through the stored positions, so the position after an undo is
/// exactly the one before the decision. A new decision after an undo drops the redo tail.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    positions: Vec<Position>,
    /// The game ply of the start (Sanmill's count of decisions before it, which a FEN's move
    /// number gives): 0 for the empty board.
    start_ply: u32,
    decisions: Vec<Decision>,
    cursor: usize,
    ending: Option<Outcome>,
    /// A resignation or agreed draw taken back: redo brings it back after the last decision.
    undone_ending: Option<Outcome>,
}

/// One turn of the log: the player and the turn's decisions, removals glued (`c5xd7`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    /// Who played the turn.
    pub color: Color,
    /// The turn number: White's and Black's turns share one.
    pub number: usize,
    /// The decisions of the turn.
    pub decisions: Vec<Decision>,
    /// The index of the turn's first decision in the game.
    pub first_ply: usize,
}

impl Turn {
    /// The turn written whole: `f2-f4xd5`.
    pub fn token(&self) -> String {
        self.decisions.iter().map(|d| d.to_string()).collect()
    }
}

impl Game {
    /// A new game under these rules.
    pub fn new(rules: Rules) -> Game {
        Game {
            positions: vec![Position::new(rules)],
            start_ply: 0,
            decisions: Vec::new(),
            cursor: 0,
            ending: None,
            undone_ending: None,
        }
    }

    /// A game that starts from a set-up position (a FEN) instead of the empty board, at move
    /// number 1.
    pub fn from_position(start: Position) -> Game {
        let ply = u32::from(start.side_to_move() == Color::Black);
        Game::from_position_at(start, ply)
    }

    /// A game that starts from a set-up position after `ply` decisions (the move number of
    /// its FEN: see [`super::fen::ply_of_move_number`]).
    pub fn from_position_at(start: Position, ply: u32) -> Game {
        Game {
            start_ply: ply,
            positions: vec![start],
            decisions: Vec::new(),
            cursor: 0,
            ending: None,
            undone_ending: None,
        }
    }

    /// The position the game started from.
    pub fn start(&self) -> Position {
        self.positions[0]
    }

    /// Whether the game started from a set-up position rather than the empty board (or from
    /// the empty board at another move number).
    pub fn is_set_up(&self) -> bool {
        self.positions[0] != Position::new(*self.rules()) || self.start_ply != 0
    }

    /// The position now as Sanmill's FEN, with the game's move number (the start's, counted
    /// on by every decision).
    pub fn fen(&self) -> String {
        let ply = self.start_ply.saturating_add(self.cursor as u32);
        self.position().fen_at(ply)
    }

    /// The position after `ply` decisions as Sanmill's FEN, with its move number (what
    /// [`Game::fen`] says there); `None` past the decisions stored.
    pub fn fen_after(&self, ply: usize) -> Option<String> {
        let at = self.start_ply.saturating_add(u32::try_from(ply).ok()?);
        Some(self.position_at(ply)?.fen_at(at))
    }

    /// The start as Sanmill's FEN, with its move number.
    pub fn start_fen(&self) -> String {
        self.positions[0].fen_at(self.start_ply)
    }

    /// The rules of the game.
    pub fn rules(&self) -> &Rules {
        self.positions[0].rules()
    }

    /// The position now (at the cursor), ended if the players agreed a draw or one resigned.
    pub fn position(&self) -> Position {
        let p = self.positions[self.cursor];
        match self.ending {
            Some(o) => p.with_outcome(o),
            None => p,
        }
    }

    /// The position after the first `ply` decisions (0 is the start), if that many were played.
    pub fn position_at(&self, ply: usize) -> Option<Position> {
        self.positions.get(ply).copied()
    }

    /// The outcome, if the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.position().outcome()
    }

    /// The decisions played up to the cursor.
    pub fn decisions(&self) -> &[Decision] {
        &self.decisions[..self.cursor]
    }

    /// Every decision stored, including those that redo would bring back.
    pub fn history(&self) -> &[Decision] {
        &self.decisions
    }

    /// How many decisions are played (the cursor).
    pub fn ply(&self) -> usize {
        self.cursor
    }

    /// Whether an undo is possible.
    pub fn can_undo(&self) -> bool {
        self.cursor > 0 || self.ending.is_some()
    }

    /// Whether a redo is possible.
    pub fn can_redo(&self) -> bool {
        self.cursor < self.decisions.len() || self.redoes_ending()
    }

    /// Whether the next redo brings back a resignation or agreed draw.
    fn redoes_ending(&self) -> bool {
        self.ending.is_none() && self.undone_ending.is_some() && self.cursor == self.decisions.len()
    }

    /// A resignation or agreed draw taken back, that redo would bring back after the last
    /// stored decision.
    pub fn undone_ending(&self) -> Option<Outcome> {
        self.undone_ending.filter(|_| self.ending.is_none())
    }

    /// Plays a decision at the cursor, dropping anything that redo would have brought back.
    pub fn play(&mut self, d: Decision) -> Result<(), PlayError> {
        // A record is read back with at most MAX_DECISIONS: a game is never longer, so that
        // every game saved reads back.
        if self.cursor >= MAX_DECISIONS {
            return Err(PlayError {
                decision: d,
                why: Illegal::TooLong(MAX_DECISIONS),
            });
        }
        let here = self.position();
        let mut next = here.play(d)?;
        self.decisions.truncate(self.cursor);
        self.positions.truncate(self.cursor + 1);
        self.ending = None;
        self.undone_ending = None;
        if next.rules().repetition && next.outcome().is_none() {
            let key = next.repetition_key();
            let seen = self
                .positions
                .iter()
                .filter(|p| p.repetition_key() == key)
                .count();
            if seen >= 2 {
                next = next.with_outcome(Outcome {
                    winner: None,
                    reason: Reason::Repetition,
                });
            }
        }
        self.decisions.push(d);
        self.positions.push(next);
        self.cursor += 1;
        Ok(())
    }

    /// Takes back the last decision (or the resignation or agreed draw). False if nothing to undo.
    pub fn undo(&mut self) -> bool {
        if let Some(o) = self.ending.take() {
            self.undone_ending = Some(o);
            return true;
        }
        if self.cursor == 0 {
            return false;
        }
        self.cursor -= 1;
        true
    }

    /// Plays again the decision last taken back. False if nothing to redo.
    pub fn redo(&mut self) -> bool {
        if self.redoes_ending() {
            self.ending = self.undone_ending.take();
            return true;
        }
        if self.ending.is_some() || self.cursor >= self.decisions.len() {
            return false;
        }
        self.cursor += 1;
        true
    }

    /// Moves the cursor to `ply` (clamped to what is stored), as repeated undo or redo would.
    pub fn go_to(&mut self, ply: usize) {
        if let Some(o) = self.ending.take() {
            self.undone_ending = Some(o);
        }
        self.cursor = ply.min(self.decisions.len());
    }

    /// Ends the game with the players' own ending, after the decisions played: like a new
    /// decision, it drops what redo would have brought back.
    fn end_by_players(&mut self, outcome: Outcome) {
        if self.outcome().is_none() {
            self.decisions.truncate(self.cursor);
            self.positions.truncate(self.cursor + 1);
            self.undone_ending = None;
            self.ending = Some(outcome);
        }
    }

    /// The player resigns: the other wins.
    pub fn resign(&mut self, c: Color) {
        self.end_by_players(Outcome {
            winner: Some(c.other()),
            reason: Reason::Resignation(c),
        });
    }

    /// The player's time ran out: the other wins. Like a resignation, undo takes it back.
    pub fn lose_on_time(&mut self, c: Color) {
        self.end_by_players(Outcome {
            winner: Some(c.other()),
            reason: Reason::OnTime(c),
        });
    }

    /// The players agree a draw.
    pub fn agree_draw(&mut self) {
        self.end_by_players(Outcome {
            winner: None,
            reason: Reason::Agreement,
        });
    }

    /// Ends the game with a result given from outside (a record's `[Result]` on a game the
    /// rules have not ended: a resignation or agreement that the record does not spell out).
    pub fn set_ending(&mut self, outcome: Outcome) {
        if self.outcome().is_none() {
            self.ending = Some(outcome);
        }
    }

    /// The ending given by the players (agreement or resignation), if any.
    pub fn ending(&self) -> Option<Outcome> {
        self.ending
    }

    /// The played decisions grouped into turns, removals glued to the turn that earned them.
    pub fn turns(&self) -> Vec<Turn> {
        turns_of(&self.positions, self.decisions())
    }

    /// Every stored decision (those redo would bring back too) grouped into turns.
    pub fn all_turns(&self) -> Vec<Turn> {
        turns_of(&self.positions, &self.decisions)
    }
}

fn turns_of(positions: &[Position], decisions: &[Decision]) -> Vec<Turn> {
    let mut out: Vec<Turn> = Vec::new();
    // A set-up position with Black to move starts with Black's half of turn 1.
    let shift = positions
        .first()
        .map_or(0, |p| (p.side_to_move() == Color::Black) as usize);
    for (i, d) in decisions.iter().enumerate() {
        let color = positions[i].side_to_move();
        let continues = out
            .last()
            .is_some_and(|t| t.color == color && d.is_removal());
        if continues {
            if let Some(t) = out.last_mut() {
                t.decisions.push(*d);
            }
        } else {
            let index = out.len();
            out.push(Turn {
                color,
                number: (index + shift) / 2 + 1,
                decisions: vec![*d],
                first_ply: i,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::record::Record;
    use crate::variant::Variant;

    /// A game without a draw by rule can go on for ever: it stops at the longest record that
    /// reads back (before, it went past it and its saved record could not be read again).
    #[test]
    fn a_game_stops_at_the_longest_record_that_reads_back() {
        let rules = Rules {
            pieces: 3,
            fly_at: None,
            repetition: false,
            endgame_draw: None,
            move_limit: None,
            ..Variant::Nine.rules()
        };
        let mut g = Game::new(rules);
        let d = |s: &str| -> Decision { s.parse().unwrap() };
        for p in ["a1", "a7", "g1", "g7", "d5", "d3"] {
            g.play(d(p)).unwrap();
        }
        let there = [d("d5-d6"), d("d3-d2"), d("d6-d5"), d("d2-d3")];
        let mut i = 0;
        while g.ply() < MAX_DECISIONS {
            g.play(there[i % 4]).unwrap();
            i += 1;
        }
        let next = there[i % 4];
        assert!(g.position().is_legal(next), "the rules alone allow it");
        let e = g.play(next).unwrap_err();
        assert_eq!(e.why, Illegal::TooLong(MAX_DECISIONS));
        assert!(e.to_string().contains("200000 decisions"), "{e}");
        assert_eq!(g.ply(), MAX_DECISIONS);
        // Its record reads back, whole.
        let text = Record::new(g.clone(), "Ann", "Bob", "2026.12.06").to_text();
        let back = Record::parse(&text, Rules::default()).unwrap();
        assert_eq!(back.game.ply(), MAX_DECISIONS);
        // An undo makes room for one decision again.
        assert!(g.undo());
        g.play(there[(i + 3) % 4]).unwrap();
    }
}

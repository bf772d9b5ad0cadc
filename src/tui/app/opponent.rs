//! The computer at the table: it starts thinking when it is to move, its turn is shown a
//! decision a beat, it answers and offers draws, a side is handed to it and taken back, and
//! undo against it takes back a whole exchange.

use crate::engine::{Level, Value};
use crate::rules::{Color, Decision, Position, Task};
use crate::words::ColorWords;

use super::super::computer::{Purpose, Report};
use super::super::messages::Effect;
use super::play::mill_word;
use super::{App, Mode, Note, Question};

/// Decisions after a declined draw offer before the computer offers again.
const DRAW_OFFER_AGAIN: usize = 40;

/// The computer's own draw offers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DrawOffers {
    /// It found the game drawn (a solved draw) on its turn: it offers the draw to the person
    /// once its turn is shown.
    due: bool,
    /// When (the ply) it last offered: it asks again only [`DRAW_OFFER_AGAIN`] decisions later.
    offered_at: Option<usize>,
}

impl App {
    /// Whether the computer is searching or showing its turn.
    pub fn computer_busy(&self) -> bool {
        self.computer.busy()
    }

    /// Whether the computer plays `c`, is to move and was stopped.
    pub fn computer_waits(&self, c: Color) -> bool {
        self.computer.held()
            && self.seats.level(c).is_some()
            && self.game.position().side_to_move() == c
            && self.game.outcome().is_none()
    }

    /// Whether the computer plays the side to move in the game now (thinking, showing its turn
    /// or stopped): the person at the keyboard has nothing to do on the board.
    pub fn computer_to_move(&self) -> bool {
        let pos = self.game.position();
        pos.outcome().is_none() && self.seats.level(pos.side_to_move()).is_some()
    }

    /// What the computer is doing, in a line for the panel: thinking, looking for a hint, or
    /// stopped. Its best turn so far and its value are help: shown only with analysis on
    /// (which the record notes).
    pub fn thinking_line(&self) -> Option<String> {
        if let Some(job) = self.computer.job() {
            let best = match &job.best {
                Some((line, value, depth)) if self.analysis.on => {
                    // The value is the searching side's, the side to move: said so.
                    let value = engine_value(*value, &self.game.position());
                    format!(
                        " {}",
                        crate::t!(
                            "board-best-so-far",
                            line = line.to_string(),
                            value = value,
                            depth = *depth
                        )
                    )
                }
                _ => String::new(),
            };
            return Some(match job.purpose {
                Purpose::Play(side) => {
                    format!(
                        "{}{best}",
                        crate::t!("board-thinking", who = self.name(side))
                    )
                }
                Purpose::Hint => format!("{}{best}", crate::t!("board-hint-looking")),
                Purpose::Draw(side) => crate::t!("board-weighs-draw", who = self.name(side)),
            });
        }
        let side = self.game.position().side_to_move();
        if self.computer_waits(side) {
            return Some(crate::t!("board-computer-stopped", who = self.name(side)));
        }
        None
    }

    /// Starts the computer's search if it is to move (and not stopped, nor already thinking).
    pub(super) fn consider_computer(&mut self) {
        let pos = self.game.position();
        let side = pos.side_to_move();
        let Some(level) = self.seats.level(side) else {
            return;
        };
        // A game as long as a record is read with takes no more decisions: the computer does
        // not search for one it could not play.
        if self.mode != Mode::Play
            || pos.outcome().is_some()
            || self.game.ply() >= crate::rules::MAX_DECISIONS
            || self.computer.held()
            || self.computer.busy()
        {
            return;
        }
        self.start_search(Purpose::Play(side), level);
    }

    /// Starts a search of the position now.
    pub(super) fn start_search(&mut self, purpose: Purpose, level: Level) {
        let pos = self.game.position();
        let before: Vec<Position> = (0..self.game.ply())
            .filter_map(|i| self.game.position_at(i))
            .collect();
        // On the clock, the computer's own turn takes what its time left and the increment
        // allow (the engine's rule), and no more than its level would.
        let on_clock = match (purpose, self.clock.as_ref()) {
            (Purpose::Play(side), Some(c)) => Some((c.left(side), c.control.increment)),
            _ => None,
        };
        let search = self.computer.start(pos, before, level, purpose, on_clock);
        self.out.push(Effect::Search(Box::new(search)));
    }

    /// Stops the search under way and forgets the computer's turn not shown.
    pub(super) fn stop_computer(&mut self) {
        if let Some(id) = self.computer.stop() {
            self.out.push(Effect::Stop(id));
        }
    }

    /// A search for a position the game has left (a redo, a new game) stops at once: its
    /// answer would be dropped, and its "thinking…" line would mislead until it came.
    pub(super) fn drop_stale_search(&mut self) {
        let Some(purpose) = self
            .computer
            .job()
            .filter(|j| j.at != self.game.position())
            .map(|j| j.purpose)
        else {
            return;
        };
        self.stop_computer();
        if matches!(purpose, Purpose::Draw(_)) {
            self.say(match self.notice() {
                Some(m) => crate::t!("board-draw-withdrawn-after", note = m),
                None => crate::t!("board-draw-withdrawn"),
            });
        }
    }

    /// Esc while the computer looks for a hint or weighs a draw offer: it stops, and the
    /// player is told. False if it was doing neither.
    pub(super) fn cancel_asked(&mut self) -> bool {
        match self.computer.job().map(|j| j.purpose) {
            Some(Purpose::Hint) => {
                self.stop_computer();
                self.say(crate::t!("board-hint-stopped"));
            }
            Some(Purpose::Draw(_)) => {
                self.stop_computer();
                self.say(crate::t!("board-draw-withdrawn"));
            }
            // A hint read from the cache: it is not shown when the reading is done.
            _ if self.looking_for_hint() => {
                self.hint.waiting = None;
                self.say(crate::t!("board-hint-stopped"));
            }
            _ => return false,
        }
        true
    }

    /// `s` on the computer's turn: it stops thinking (or showing its turn) and waits until
    /// `s` lets it play on. On the player's turn it says what it does not stop.
    pub(super) fn stop_thinking(&mut self) {
        if !self.computer_to_move() {
            match self.computer.job().map(|j| j.purpose) {
                Some(Purpose::Draw(side)) => {
                    self.say(crate::t!("board-weighs-your-offer", who = self.name(side)))
                }
                Some(Purpose::Hint) => self.say(crate::t!("board-hint-esc")),
                _ if self.seats.against_computer() => self.say(crate::t!("board-your-turn-s")),
                _ => {}
            }
            return;
        }
        self.stop_computer();
        self.computer.hold(true);
        // The task line says it is stopped and how it plays on: said once, not twice ("…
        // stopped" below "… is stopped: s lets it play on").
        self.note = None;
    }

    /// `s` while the computer is stopped: it plays on.
    pub(super) fn play_on(&mut self) {
        let side = self.game.position().side_to_move();
        if !self.computer_waits(side) {
            return;
        }
        self.computer.hold(false);
        self.say(crate::t!("board-computer-plays-on", who = self.name(side)));
    }

    /// `t` while the computer thinks of its move: it plays the best it has found so far.
    /// Stopped, or with its turn chosen already, it says why `t` does nothing (until its
    /// turn is over).
    pub(super) fn move_now(&mut self) {
        let side = self.game.position().side_to_move();
        let who = self.name(side);
        let own = matches!(
            self.computer.job().map(|j| j.purpose),
            Some(Purpose::Play(_))
        );
        if own && let Some(id) = self.computer.now() {
            self.out.push(Effect::Stop(id));
            self.say(crate::t!("board-move-now", who = who));
        } else if self.computer_waits(side) {
            self.refuse(crate::t!("board-computer-stopped", who = who));
        } else if self.computer_to_move() && self.computer.showing() {
            self.refuse(crate::t!("board-computer-chosen", who = who));
        }
    }

    /// A report from the computer's worker.
    pub(super) fn computer_report(&mut self, r: Report) {
        let Some((purpose, at, thought)) = self.computer.receive(r) else {
            return;
        };
        let now = self.game.position();
        if at != now || self.game.outcome().is_some() {
            return;
        }
        match purpose {
            Purpose::Play(side) if now.side_to_move() == side => {
                self.computer.play(&thought.turn);
                // A solved draw (the search's exact draw, in the moving phase) is offered to
                // a person at the other side, now and then.
                let moving = now.in_hand(Color::White) == 0 && now.in_hand(Color::Black) == 0;
                self.draws.due = thought.value == Value::Draw
                    && moving
                    && self.seats.level(side.other()).is_none()
                    && self
                        .draws
                        .offered_at
                        .is_none_or(|p| self.game.ply() >= p + DRAW_OFFER_AGAIN);
            }
            Purpose::Play(_) => {}
            Purpose::Draw(side) => self.answer_draw(side, thought.value),
            Purpose::Hint => {
                let v = self
                    .exact_after(&now, &thought.turn)
                    .unwrap_or_else(|| engine_value(thought.value, &now));
                let text = crate::t!(
                    "board-hint",
                    line = crate::tui::computer::turn_text(&thought.turn),
                    value = v
                );
                self.show_hint(&thought.turn, text);
            }
        }
    }

    /// The exact value of the turn `turn` from `now`, where the solved classes (or the
    /// start's proof) know the position it leads to: what the panel marks its point with.
    /// A hint whose point the panel marked ◆ (a draw) said "about even", the search's score.
    fn exact_after(&self, now: &crate::rules::Position, turn: &[Decision]) -> Option<String> {
        use crate::solve::Value as S;
        let history = self.history(self.game.ply());
        let after = turn.iter().try_fold(*now, |p, &d| p.play(d).ok())?;
        let later = self.analysis.value(&after, &history).ok()?;
        let side = now.side_to_move();
        // Counted from now: the turn is one more. The value after it is its side to move's
        // (the other player's, unless the turn ended the game with the winner to move).
        let v = match (later, after.side_to_move() == side) {
            (S::Draw, _) => S::Draw,
            (S::Win(n), true) | (S::Loss(n), false) => S::Win(n + 1),
            (S::Loss(n), true) | (S::Win(n), false) => S::Loss(n + 1),
        };
        Some(crate::tui::analysis::describe(v, side))
    }

    /// A beat of the computer's turn: its next decision.
    pub(super) fn computer_beat(&mut self) {
        let Some(d) = self.computer.next_decision() else {
            return;
        };
        let before = self.game.position();
        if !before.is_legal(d) {
            self.computer.drop_turn();
            return;
        }
        // A new turn: what was said about the turns before goes (no key clears it when the
        // computers play each other).
        if !matches!(before.task(), Task::Remove(_)) {
            self.note = None;
        }
        self.play(d);
        let after = self.game.position();
        if after.side_to_move() != before.side_to_move() || after.outcome().is_some() {
            self.computer_turn_over(before.side_to_move());
        }
    }

    /// The computer playing `side` answers a draw offer: it accepts where its search finds a
    /// draw or a loss for it, or itself behind by more than a quarter of a stone, and plays on
    /// otherwise, as it does rather than repeat a position. (The side to move at the start is
    /// ahead by a seventh of a stone for the evaluation: the computer plays on there.)
    fn answer_draw(&mut self, side: Color, value: Value) {
        let mover = self.game.position().side_to_move();
        let mine = if mover == side {
            value
        } else {
            match value {
                Value::Win(n) => Value::Loss(n),
                Value::Loss(n) => Value::Win(n),
                Value::Draw => Value::Draw,
                Value::Score(s) => Value::Score(-s),
            }
        };
        let accept = crate::engine::takes_draw(mine);
        let name = self.name(side);
        if accept {
            self.game.agree_draw();
            self.changed();
            self.say(crate::t!("board-draw-accepted", who = name));
        } else {
            self.say(crate::t!("board-draw-declined", who = name));
        }
    }

    /// A draw offered to the computer: it weighs it on its worker and answers (see
    /// [`App::answer_draw`]); the player waits for no question.
    pub(super) fn offer_draw_to_computer(&mut self, offerer: Color) {
        let side = offerer.other();
        let Some(level) = self.seats.level(side) else {
            return;
        };
        if self.computer.busy() {
            self.say(crate::t!("board-draw-busy", who = self.name(side)));
        } else {
            self.start_search(Purpose::Draw(side), level);
        }
    }

    /// Refuses a key that would act for the computer, which owns the turn: says so until its
    /// turn is over. True if refused.
    pub(super) fn refuse_for_computer(&mut self) -> bool {
        if !self.computer_to_move() {
            return false;
        }
        let mover = self.game.position().side_to_move();
        let text = if self.computer.held() {
            crate::t!(
                "board-computer-holds",
                who = self.name(mover),
                side = mover.shown()
            )
        } else {
            crate::t!("board-computer-owns-turn", who = self.name(mover))
        };
        self.refuse(text);
        true
    }

    /// Says `text`, a key refused while the computer owns the turn: it goes with its turn.
    pub(super) fn refuse(&mut self, text: String) {
        self.note = Some(Note {
            text,
            refusal: true,
            played: false,
        });
    }

    /// Hands a side to the computer, or takes it back.
    pub(super) fn toggle_seat(&mut self, c: Color) {
        if self.seats.level(c).is_some() {
            if matches!(self.computer.job().map(|j| j.purpose), Some(Purpose::Play(s)) if s == c) {
                self.stop_computer();
            }
            self.computer.drop_turn();
            self.seats.take_back(c);
            self.say(crate::t!(
                "board-seat-back",
                who = self.name(c),
                num = self.number(c),
                side = c.shown()
            ));
        } else {
            self.seats.hand_to_computer(c, self.computer.setup.level);
            self.computer.hold(false);
            self.say(crate::t!(
                "board-seat-computer",
                who = self.name(c),
                side = c.shown()
            ));
        }
        // The record names its players: it is written again.
        self.dirty = true;
    }

    /// Undo against the computer: the computer's reply and the player's turn before it go
    /// together; a player's own decision not answered yet goes alone, but a turn of the
    /// player's that ended the game (no reply will come) goes whole.
    pub(super) fn undo_against_computer(&mut self) {
        let thinking = self.computer.busy();
        self.stop_computer();
        if self.game.ending().is_some() {
            self.game.undo();
            self.changed();
            self.say(crate::t!("board-undone-ending"));
            return;
        }
        let turns = self.game.turns();
        let Some(last) = turns.last() else {
            self.say(crate::t!("board-undo-nothing"));
            return;
        };
        let mut n = 1;
        if self.game.outcome().is_some() {
            n = last.decisions.len();
        }
        if self.seats.level(last.color).is_some() {
            n = last.decisions.len();
            if let Some(prev) = turns.len().checked_sub(2).and_then(|i| turns.get(i))
                && self.seats.level(prev.color).is_none()
            {
                n += prev.decisions.len();
            }
        }
        let ply = self.game.ply();
        let undone: Vec<String> = self.game.decisions()[ply.saturating_sub(n)..]
            .iter()
            .map(|d| d.to_string())
            .collect();
        for _ in 0..n {
            self.game.undo();
        }
        self.changed();
        // The computer does not answer again at once: the player takes the move back.
        let side = self.game.position().side_to_move();
        self.computer.hold(self.seats.level(side).is_some());
        self.say(if thinking {
            crate::t!("board-undone-stopped", what = undone.join(" "))
        } else {
            crate::t!("board-undone", what = undone.join(" "))
        });
    }

    /// Redo against the computer, undo's mirror: the player's turn and the computer's reply
    /// after it come back together (the reply is not thought of anew, and lost); a turn of
    /// the computer's comes back alone, and so does an ending.
    pub(super) fn redo_against_computer(&mut self) {
        let game = &self.game;
        if game.undone_ending().is_some() && game.ply() == game.history().len() {
            self.redo();
            return;
        }
        let from = self.game.ply();
        let mover = self.game.position().side_to_move();
        self.redo_turn();
        let side = self.game.position().side_to_move();
        if self.seats.level(mover).is_none() && self.seats.level(side).is_some() {
            self.redo_turn();
        }
        let redone: Vec<String> = self.game.decisions()[from..]
            .iter()
            .map(|d| d.to_string())
            .collect();
        if redone.is_empty() {
            self.say(crate::t!("board-redo-nothing"));
        } else {
            self.changed();
            self.say(crate::t!("board-redone", what = redone.join(" ")));
        }
    }

    /// Plays again the stored decisions of the turn of the side to move (its move and the
    /// removals it owes), stopping before an undone ending.
    fn redo_turn(&mut self) {
        let side = self.game.position().side_to_move();
        while self.game.ply() < self.game.history().len() && self.game.redo() {
            let pos = self.game.position();
            if pos.side_to_move() != side || pos.outcome().is_some() {
                break;
            }
        }
    }

    /// The computer, playing `side`, ended its turn: a key refused meanwhile is forgotten, the
    /// panel says what it played, and a draw it found is offered.
    fn computer_turn_over(&mut self, side: Color) {
        if std::mem::take(&mut self.draws.due)
            && self.game.outcome().is_none()
            && self.mode == Mode::Play
        {
            // The question starts on No: Enter plays on.
            self.draws.offered_at = Some(self.game.ply());
            self.ask(Question::DrawOffer(side), false);
        }
        if self.note.as_ref().is_some_and(|n| n.refusal) {
            self.note = None;
        }
        // What it played, in words, unless a key meanwhile said something else: the mill
        // announced for its removal becomes what it did.
        let announced = self
            .notice()
            .is_none_or(|m| (1..=3).any(|k| m == mill_word(k)));
        let turn = self
            .game
            .turns()
            .last()
            .filter(|t| t.color == side)
            .cloned();
        if let Some(turn) = turn
            && announced
        {
            self.note = Some(Note {
                text: played(&self.name(side), side, &turn.decisions),
                refusal: false,
                played: true,
            });
        }
    }
}

/// What a turn did, in words: `morris level 5 played b2-d2`, `… placed a stone on d6`,
/// `… played a4-a7 and removed the white stone on g1`.
fn played(who: &str, side: Color, turn: &[Decision]) -> String {
    let removed: Vec<String> = turn
        .iter()
        .filter_map(|d| match d {
            Decision::Remove(p) => Some(p.to_string()),
            _ => None,
        })
        .collect();
    let did = match turn.first() {
        Some(Decision::Place(p)) => {
            crate::t!("board-played-place", who = who, point = p.to_string())
        }
        Some(Decision::Pass) => crate::t!("board-played-pass", who = who),
        Some(d) => crate::t!("board-played", who = who, decision = d.to_string()),
        None => who.to_string(),
    };
    let their = side.other().adjective();
    match removed.as_slice() {
        [] => did,
        [one] => crate::t!(
            "board-played-removed-one",
            did = did,
            side = their,
            point = one
        ),
        [rest @ .., last] => crate::t!(
            "board-played-removed",
            did = did,
            side = their,
            points = rest.join(", "),
            last = last
        ),
    }
}

/// The value of the computer's hint in `pos`, for its player to move, in the words analysis
/// uses where it is exact (`White wins in 11 turns (White's 6th)`), else the search's score
/// in stones, for the side it favours (`Black is better by about a quarter of a stone`).
/// While stones are placed, the evaluation counts about half a stone for the side to place
/// (its `tempo_place`): a score below [`PLACING_EVEN`] is said to be about even there, not an
/// advantage (the first hint on an empty board said "White is better by about half a stone").
pub fn engine_value(v: Value, pos: &crate::rules::Position) -> String {
    use crate::solve::Value as S;
    let side = pos.side_to_move();
    match v {
        Value::Win(n) => crate::tui::analysis::describe(S::Win(n), side),
        Value::Loss(n) => crate::tui::analysis::describe(S::Loss(n), side),
        Value::Draw => crate::t!("board-value-draw"),
        Value::Score(s) if placing(pos) && s.unsigned_abs() < PLACING_EVEN.unsigned_abs() => {
            crate::t!("board-value-even")
        }
        Value::Score(s) => score_words(s, side),
    }
}

/// Below this score (thousandths of a stone), a hint in the placement says "about even": the
/// evaluation's bonus for the side to place (under half a stone) and the search's noise.
pub const PLACING_EVEN: i32 = crate::engine::PIECE * 3 / 4;

/// Whether stones are still to be placed in `pos`.
fn placing(pos: &crate::rules::Position) -> bool {
    pos.in_hand(Color::White) + pos.in_hand(Color::Black) > 0
}

/// A search's score for `side` (thousandths of a stone) as a player says it: who is better,
/// and by about how much, in quarters of a stone up to one, halves up to three, then whole
/// stones. A signed number "for White" read backwards where it was negative, and had no unit.
fn score_words(score: i32, side: Color) -> String {
    use crate::engine::PIECE;
    let ahead = crate::tui::seats::side_name(if score >= 0 { side } else { side.other() });
    let a = i64::from(score).unsigned_abs();
    let stone = u64::from(PIECE.unsigned_abs());
    if a >= 15 * stone {
        // Past anything the stones can make up: the search sees a mill that wins.
        return crate::t!("board-value-winning", side = ahead);
    }
    let quarters = (a + stone / 8) / (stone / 4);
    let halves = (a + stone / 4) / (stone / 2);
    let (amount, stones) = match (quarters, halves) {
        (0, _) => return crate::t!("board-value-even"),
        (1, _) => ("quarter", String::new()),
        (2, _) => ("half", String::new()),
        (3, _) => ("three-quarters", String::new()),
        (_, ..=2) => ("one", String::new()),
        (_, 3..=5) if halves % 2 == 1 => (
            "more",
            format!("{}{}5", halves / 2, crate::t!("board-decimal-point")),
        ),
        (_, 3..=5) => ("more", (halves / 2).to_string()),
        _ => ("more", ((a + stone / 2) / stone).to_string()),
    };
    crate::t!(
        "board-value-ahead",
        side = ahead,
        amount = amount,
        stones = stones
    )
}

#[cfg(test)]
mod tests {
    use super::engine_value as value_in;
    use crate::engine::Value;
    use crate::lang::{Lang, set_here};
    use crate::rules::{Bitboard, Color, Diagram, Point, Position, Rules};

    /// A position where no stone is in hand, `side` to move (the scores' words without the
    /// placement's).
    fn moving(side: Color) -> Position {
        let stones = |names: &[&str]| {
            let mut b = Bitboard(0);
            for n in names {
                b.0 |= n.parse::<Point>().unwrap().bit().0;
            }
            b
        };
        let d = Diagram {
            stones: [
                stones(&["a1", "d2", "g4", "b6"]),
                stones(&["a7", "f2", "c3", "e5"]),
            ],
            hand: [0, 0],
            side,
            owed: 0,
        };
        d.position(&Rules::default()).unwrap()
    }

    fn engine_value(v: Value, side: Color) -> String {
        value_in(v, &moving(side))
    }

    /// A player's report: the first hint on an empty board said "White is better by about
    /// half a stone", the evaluation's bonus for the side to place. In the placement, less
    /// than three quarters of a stone is about even; more is said as ever.
    #[test]
    fn a_hint_in_the_placement_does_not_call_the_side_to_place_s_bonus_an_advantage() {
        set_here(None);
        let start = Position::new(Rules::default());
        assert_eq!(value_in(Value::Score(460), &start), "about even");
        assert_eq!(value_in(Value::Score(-700), &start), "about even");
        assert_eq!(
            value_in(Value::Score(1100), &start),
            "White is better by about a stone"
        );
        // Once every stone is placed, half a stone is said.
        assert_eq!(
            engine_value(Value::Score(460), Color::White),
            "White is better by about half a stone"
        );
    }

    #[test]
    fn a_hints_score_names_the_side_ahead_in_stones() {
        set_here(None);
        let said = |s: i32, c: Color| engine_value(Value::Score(s), c);
        // -0.23 "for White" meant Black is better: said so, in the player's unit.
        assert_eq!(
            said(-230, Color::White),
            "Black is better by about a quarter of a stone"
        );
        assert_eq!(
            said(230, Color::Black),
            "Black is better by about a quarter of a stone"
        );
        assert_eq!(said(60, Color::White), "about even");
        assert_eq!(
            said(-480, Color::Black),
            "White is better by about half a stone"
        );
        assert_eq!(
            said(700, Color::White),
            "White is better by about three quarters of a stone"
        );
        assert_eq!(said(1100, Color::White), "White is better by about a stone");
        assert_eq!(
            said(-1630, Color::White),
            "Black is better by about 1.5 stones"
        );
        assert_eq!(
            said(2100, Color::White),
            "White is better by about 2 stones"
        );
        assert_eq!(
            said(-6220, Color::White),
            "Black is better by about 6 stones"
        );
        assert_eq!(said(20_500, Color::Black), "Black should win");
    }

    #[test]
    fn a_hints_score_is_said_in_the_language_with_its_decimal_point() {
        set_here(Some(Lang::De));
        assert_eq!(
            engine_value(Value::Score(1370), Color::White),
            "Weiß steht um etwa 1,5 Steine besser"
        );
        assert_eq!(
            engine_value(Value::Score(-250), Color::White),
            "Schwarz steht um etwa einen Viertelstein besser"
        );
        set_here(Some(Lang::Pt));
        assert_eq!(
            engine_value(Value::Score(-2520), Color::White),
            "as Pretas estão melhor por cerca de 2,5 pedras"
        );
        assert_eq!(
            engine_value(Value::Score(20), Color::White),
            "mais ou menos igual"
        );
        set_here(None);
        assert_eq!(
            engine_value(Value::Score(370), Color::Black),
            "Black is better by about a quarter of a stone"
        );
    }
}

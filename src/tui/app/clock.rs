//! The game's clocks at the table: whose time runs (only in play: the menu, a question, a
//! window or the log stop it; so does the computer showing a turn it has chosen, or stopped
//! by `s`), time passing as the loop measures it ([`Msg::Elapsed`](super::super::Msg)), the
//! increment after each turn, a side whose time runs out, and undo and redo going back to
//! the times stored after each decision.

use std::time::Duration;

use crate::clock::{Clock, TimeControl, Times};
use crate::rules::Color;

use super::{App, Mode, Question};

impl App {
    /// The game's clock, if it has one; behind the question whether to resume a saved game,
    /// that game's clocks (stopped), as the board shows that game.
    pub fn clock(&self) -> Option<Clock> {
        match (&self.resume, &self.mode) {
            (Some(r), Mode::Question(Question::Resume, _)) => {
                let mut c = Clock::new(r.clock.control?);
                let game = &r.game;
                c.give_back(r.clock.left_at(game.ply(), |i| {
                    game.position_at(i).map(|p| p.side_to_move())
                }));
                Some(c)
            }
            _ => self.clock,
        }
    }

    /// The time control of the next new game.
    pub fn new_clock(&self) -> Option<TimeControl> {
        self.new_clock
    }

    /// The side whose time should run now, if any. A side's first turn is not timed (its
    /// clock starts once it has played, as on most servers), so that `0+5` is five seconds a
    /// turn and nobody loses before the game has begun.
    fn clock_side(&self) -> Option<Color> {
        self.clock.as_ref()?;
        let pos = self.game.position();
        let side = pos.side_to_move();
        let played = (0..self.game.ply()).any(|i| {
            self.game
                .position_at(i)
                .is_some_and(|p| p.side_to_move() == side)
        });
        if !played {
            return None;
        }
        let computer_done =
            self.seats.level(side).is_some() && (self.computer.showing() || self.computer.held());
        // Across the link nothing pauses (the menu, a window), but nothing runs while the
        // link is down: neither side can play then.
        let at_play = match &self.remote {
            Some(r) => r.link == super::remote::Link::Playing,
            None => self.mode == Mode::Play,
        };
        (at_play && pos.outcome().is_none() && !computer_done).then_some(side)
    }

    /// How long until the screen must be drawn again for the clock (its figure changes, or a
    /// time runs out): `None` while no clock runs, so that the loop sleeps until an event.
    pub fn clock_wake(&self) -> Option<Duration> {
        self.clock.as_ref()?.next_change()
    }

    /// Whether a clock runs: the loop measures the time until the next message for it.
    pub fn clock_running(&self) -> bool {
        self.clock.as_ref().is_some_and(|c| c.running.is_some())
    }

    /// `d` passed while the clock ran: the running side pays, and loses if its time ran out.
    pub(super) fn elapsed(&mut self, d: Duration) {
        let Some(clock) = self.clock.as_mut() else {
            return;
        };
        let had = clock.running.map_or(Duration::ZERO, |c| clock.left(c));
        if let Some(c) = clock.tick(d) {
            if self.remote.is_some() {
                // Only the time past zero counts towards the link's grace.
                self.remote_flag(c, d.saturating_sub(had));
            } else {
                self.flag_fell(c);
            }
        }
    }

    /// `c`'s time ran out: it loses.
    pub(super) fn flag_fell(&mut self, c: Color) {
        self.stop_computer();
        self.selected = None;
        self.game.lose_on_time(c);
        if let Some(clock) = self.clock.as_mut() {
            clock.pause();
        }
        self.changed();
        self.say(crate::t!(
            "board-flag-fell",
            who = self.name(c),
            num = self.number(c)
        ));
    }

    /// After decision `at` by `mover`: the increment if its turn is over, and the time it has
    /// left noted for the record (and for undo).
    pub(super) fn clock_after_decision(&mut self, at: usize, mover: Color, turn_over: bool) {
        let Some(clock) = self.clock.as_mut() else {
            return;
        };
        // The time it took was taken as it passed (`Msg::Elapsed`, before the key).
        if turn_over {
            clock.increment(mover);
        }
        self.times.note(at, clock.left(mover));
    }

    /// The clocks as the stored times have them at the game's ply now (after an undo, a redo,
    /// a loss on time taken back).
    pub(super) fn clock_from_times(&mut self) {
        let Some(clock) = self.clock.as_mut() else {
            return;
        };
        let game = &self.game;
        let left = self.times.left_at(game.ply(), |i| {
            game.position_at(i).map(|p| p.side_to_move())
        });
        clock.give_back(left);
    }

    /// Starts or stops the running clock as the game stands after a message.
    pub(super) fn run_clock(&mut self) {
        let side = self.clock_side();
        if let Some(clock) = self.clock.as_mut() {
            match side {
                Some(c) => clock.start_turn(c),
                None => clock.pause(),
            }
        }
    }

    /// A new game's clocks: the control of new games, nothing played.
    pub(super) fn new_clocks(&mut self) {
        self.times = Times::new(self.new_clock);
        self.clock = self.new_clock.map(Clock::new);
    }

    /// A game's clocks from its record: the control and the times stored.
    pub(super) fn set_clocks(&mut self, times: Times) {
        self.clock = times.control.map(Clock::new);
        self.times = times;
        self.clock_from_times();
    }
}

//! Review (stepping through the log) and replay (the game again, a decision a beat).

use crate::rules::Game;
use crate::words::ColorWords;

use super::super::keys::Action;
use super::{App, Mode, Question, Window};

/// Where the position after `ply` decisions of `game` stands, in moves as the log numbers
/// them (a move with its removals): `move 17, White`; `move 3, Black, before its removal`
/// while a removal is owed; `the start`.
pub fn move_at(game: &Game, ply: usize) -> String {
    if ply == 0 {
        return crate::t!("board-move-at-start");
    }
    let turns = game.all_turns();
    let Some(t) = turns
        .iter()
        .find(|t| t.first_ply < ply && ply <= t.first_ply + t.decisions.len())
    else {
        return crate::t!("board-move-at-start");
    };
    let owed = game
        .position_at(ply)
        .filter(|p| p.side_to_move() == t.color && p.outcome().is_none())
        .map_or(0, |p| p.owed());
    let (number, side) = (t.number, t.color.shown());
    match owed {
        0 => crate::t!("board-move-at", number = number, side = side),
        k => crate::t!("board-move-at-owed", number = number, side = side, n = k),
    }
}

/// Replay speeds, in decisions a second.
pub const SPEEDS: [f64; 5] = [0.25, 0.5, 1.0, 2.0, 4.0];

/// A replay under way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Replay {
    /// Decisions shown so far.
    pub ply: usize,
    /// Index into [`SPEEDS`].
    pub speed: usize,
    /// Whether the replay is paused.
    pub paused: bool,
}

impl App {
    /// Starts in replay of the whole game.
    pub(super) fn start_replay(&mut self) {
        self.mode = Mode::Replay(Replay {
            ply: 0,
            speed: 2,
            paused: false,
        });
    }

    /// An action in review, showing the position after `ply` decisions.
    pub(super) fn review_key(&mut self, ply: usize, action: Action) {
        // Undone decisions are not part of the game: review and replay stop before them.
        let last = self.game.ply();
        match action {
            Action::Up | Action::Left => self.mode = Mode::Review(ply.saturating_sub(1)),
            Action::Down | Action::Right => self.mode = Mode::Review((ply + 1).min(last)),
            Action::Home => self.mode = Mode::Review(0),
            Action::End => self.mode = Mode::Review(last),
            Action::Show(p) => self.mode = Mode::Review(p.min(last)),
            // The board shows the past: a click on it plays nothing, and says how to go on.
            Action::Click(_) => self.say(crate::t!("board-review-click")),
            Action::Cancel | Action::Log => self.mode = Mode::Play,
            Action::Quit => {
                self.mode = Mode::Play;
                self.ask_quit();
            }
            Action::Select => {
                if ply == self.game.ply() {
                    self.mode = Mode::Play;
                } else {
                    self.ask(Question::Branch(ply), true);
                }
            }
            Action::Replay => {
                self.mode = Mode::Replay(Replay {
                    ply,
                    speed: 2,
                    paused: false,
                })
            }
            Action::Help => self.mode = Mode::Window(Window::Help, 0),
            Action::Analysis => self.toggle_analysis(),
            // Across the link the editor would start a game of this side's alone.
            Action::Edit(super::Edit::Open) if self.refuse_alone() => {}
            Action::Edit(super::Edit::Open) => self.open_editor(Some(ply)),
            _ => {}
        }
    }

    /// An action in a replay.
    pub(super) fn replay_key(&mut self, r: Replay, action: Action) {
        let last = self.game.ply();
        let Replay { ply, speed, paused } = r;
        let set = |ply, speed, paused| Mode::Replay(Replay { ply, speed, paused });
        self.mode = match action {
            Action::Faster => set(ply, (speed + 1).min(SPEEDS.len() - 1), paused),
            Action::Slower => set(ply, speed.saturating_sub(1), paused),
            Action::Select => {
                if paused && ply >= last {
                    set(0, speed, false)
                } else {
                    set(ply, speed, !paused)
                }
            }
            Action::Left | Action::Up => set(ply.saturating_sub(1), speed, true),
            Action::Right | Action::Down => set((ply + 1).min(last), speed, true),
            Action::Home => set(0, speed, true),
            Action::End => set(last, speed, true),
            Action::Show(p) => set(p.min(last), speed, true),
            Action::Click(_) => {
                self.say(crate::t!("board-replay-click"));
                set(ply, speed, paused)
            }
            Action::Cancel | Action::Replay => Mode::Play,
            Action::Log => Mode::Review(ply),
            Action::Quit => {
                self.mode = Mode::Play;
                self.ask_quit();
                return;
            }
            _ => set(ply, speed, paused),
        };
    }

    /// A beat of the replay: the next decision, pausing at the end.
    pub(super) fn replay_beat(&mut self, r: Replay) {
        if r.paused {
            return;
        }
        let last = self.game.ply();
        let next = (r.ply + 1).min(last);
        self.mode = Mode::Replay(Replay {
            ply: next,
            paused: next >= last,
            ..r
        });
    }

    /// The mouse wheel: scrolls windows by three lines, moves in the menu, and steps through
    /// the log (from play, up enters the review of the log; down past its end comes back).
    pub(super) fn wheel(&mut self, up: bool) {
        let step = if up { Action::Up } else { Action::Down };
        match self.mode {
            Mode::Window(..) => {
                for _ in 0..3 {
                    if let Mode::Window(w, top) = self.mode {
                        self.window_key(w, top, step);
                    }
                }
            }
            Mode::Menu(i) => self.menu_key(i, step),
            Mode::Saved(_) => self.saved_wheel(up),
            Mode::NewGame(_) => self.moved_mode_key(step),
            Mode::Stats(_) => self.moved_mode_key(if up {
                Action::WheelUp
            } else {
                Action::WheelDown
            }),
            Mode::Review(ply) if !up && ply >= self.game.history().len() => {
                self.mode = Mode::Play;
            }
            Mode::Review(ply) => self.review_key(ply, step),
            Mode::Replay(r) => {
                let step = if up { Action::Left } else { Action::Right };
                self.replay_key(r, step);
            }
            Mode::Play if up && !self.game.history().is_empty() => {
                self.selected = None;
                self.pending_file = None;
                self.mode = Mode::Review(self.game.ply().saturating_sub(1));
            }
            _ => {}
        }
    }
}

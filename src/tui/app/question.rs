//! Questions: each is a mode that carries its question and the answer Enter takes. One way
//! of answering for all of them (`y`, `n`, Esc, Enter on the marked answer, arrows to move the
//! mark); what each answer does, here.

use crate::rules::{Color, Game};
use crate::store::tags::Help;

use super::super::keys::Action;
use super::super::messages::Effect;
use super::super::seats::Seat;
use super::{App, Mode, play};

/// What the player is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// Quit while a game is in progress (or not saved)?
    Quit,
    /// This player resigns?
    Resign(Color),
    /// Start a new game while this one is in progress?
    NewGame,
    /// This player offered a draw; the other answers.
    DrawOffer(Color),
    /// A saved game is waiting: resume it?
    Resume,
    /// Play on from the reviewed position after this many decisions?
    Branch(usize),
    /// The very first start: the tutorial first (asked over the new-game screen)?
    Tutorial,
    /// The friend at another terminal asks to take back decisions, going back to this many:
    /// allow?
    Undo(usize),
}

/// A saved game offered for resuming, with what resuming it brings back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResumeOffer {
    /// The game.
    pub game: Game,
    /// The help had in it (from its record's tags).
    pub help: Help,
    /// Who made each of its decisions.
    pub by_computer: Vec<bool>,
    /// The seats its record gives the sides the command line left alone (a computer side's
    /// among them: `morris level 7`).
    pub seats: [Option<Seat>; 2],
    /// What the player is told on resuming it (a player the command line changed).
    pub note: Option<String>,
    /// Its board was shown turned half round.
    pub turned: bool,
    /// Analysis was on when it was left.
    pub analysis: bool,
    /// Its clocks (from its record: the control and the times after each decision).
    pub clock: crate::clock::Times,
}

impl ResumeOffer {
    /// An offer of `game` alone: its players as they are at the table.
    pub fn of(game: Game) -> ResumeOffer {
        ResumeOffer {
            game,
            help: Help::default(),
            by_computer: Vec::new(),
            seats: [None, None],
            note: None,
            turned: false,
            analysis: false,
            clock: crate::clock::Times::default(),
        }
    }
}

impl App {
    /// Puts `q` to the player, with Yes marked or not.
    pub(super) fn ask(&mut self, q: Question, yes: bool) {
        self.mode = Mode::Question(q, yes);
    }

    /// The question asked, if one is.
    pub fn question(&self) -> Option<Question> {
        match self.mode {
            Mode::Question(q, _) => Some(q),
            _ => None,
        }
    }

    /// In a question, whether the marked answer is Yes (Enter and Space take it).
    pub fn yes_highlighted(&self) -> bool {
        matches!(self.mode, Mode::Question(_, true))
            || matches!(&self.mode, Mode::Editor(e) if matches!(e.shown(), super::editor::Shown::Confirm(true) | super::editor::Shown::Quit(true)))
    }

    /// The saved game offered for resuming.
    pub fn saved(&self) -> Option<&Game> {
        self.resume.as_ref().map(|r| &r.game)
    }

    /// An action in question `q`, with Yes marked or not.
    pub(super) fn question_key(&mut self, q: Question, yes: bool, action: Action) {
        // The resume question also quits and waits.
        if q == Question::Resume {
            match action {
                Action::Quit => return self.quit(),
                // Esc decides later: the saved game stays as it is until a new decision.
                Action::Cancel => {
                    self.mode = Mode::Play;
                    self.say(crate::t!("win-resume-later"));
                    return;
                }
                _ => {}
            }
        }
        if q == Question::Quit && action == Action::SaveElsewhere {
            self.start_save_as();
            return;
        }
        let answer = match action {
            Action::Yes => true,
            Action::No | Action::NewGame | Action::Cancel => false,
            Action::Select => yes,
            Action::Left | Action::Right | Action::Up | Action::Down => {
                self.mode = Mode::Question(q, !yes);
                return;
            }
            _ => return,
        };
        self.mode = Mode::Play;
        match (q, answer) {
            (Question::Quit, true) => self.quit(),
            (Question::Resign(side), true) => {
                self.game.resign(side);
                self.changed();
                if self.remote.is_some() {
                    self.resign_across();
                }
            }
            (Question::Undo(to), allow) => self.answer_undo_across(to, allow),
            (Question::NewGame, true) => {
                self.under_window = None;
                self.new_game();
            }
            (Question::DrawOffer(_), true) => {
                self.game.agree_draw();
                self.changed();
                if self.remote.is_some() {
                    self.answer_draw_across(true);
                }
            }
            (Question::DrawOffer(_), false) if self.remote.is_some() => {
                self.answer_draw_across(false)
            }
            (Question::DrawOffer(offerer), false) => {
                self.say(crate::t!(
                    "win-draw-declined",
                    who = self.name(offerer.other())
                ));
            }
            (Question::Resume, true) => self.resume_saved(),
            (Question::Resume, false) => {
                self.resume = None;
                // Kept aside at once: the player chose the new game.
                self.out.push(Effect::KeepAside);
                self.dirty = true;
            }
            (Question::Branch(ply), true) if self.refuse_alone() => self.mode = Mode::Review(ply),
            (Question::Branch(ply), true) => {
                self.game.go_to(ply);
                self.changed();
            }
            (Question::Branch(ply), false) => self.mode = Mode::Review(ply),
            // The game chosen on the new-game screen is not started: back to the screen.
            (Question::NewGame, false) => {
                self.chosen = None;
                if let Some(m) = self.under_window.take()
                    && matches!(*m, Mode::NewGame(_))
                {
                    self.mode = *m;
                }
            }
            (Question::Tutorial, true) => {
                self.under_window = None;
                self.open_tutorial();
            }
            (Question::Tutorial, false) => {
                if let Some(m) = self.under_window.take() {
                    self.mode = *m;
                }
            }
            (Question::Quit | Question::Resign(_), false) => {}
        }
    }

    /// Takes up the saved game offered, with its players, their help and who made which
    /// decision.
    fn resume_saved(&mut self) {
        let Some(offer) = self.resume.take() else {
            return;
        };
        self.game = offer.game;
        self.cursor = play::centre(&self.game.position());
        self.help = offer.help;
        self.by_computer = offer.by_computer;
        self.turned = offer.turned;
        // Analysis as it was left (it counts as help again, as it did).
        self.analysis.on |= offer.analysis;
        self.set_clocks(offer.clock);
        self.seat(offer.seats);
        self.hint = Default::default();
        self.changed();
        if let Some(note) = offer.note {
            self.say(note);
        }
        self.out.push(Effect::Resumed);
    }
}

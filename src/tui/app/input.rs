//! Keys and the mouse, read as the mode in force reads them.

use crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEventKind,
};

use crate::rules::Task;

use super::super::keys::{self, Action, Enter, Moment, Scope};
use super::super::mouse::Hit;
use super::{App, Mode, Question};

impl App {
    /// Where the keys are read now (see [`keys`]): the mode, and on the board whose turn it is.
    pub fn scope(&self) -> Scope {
        if self.tiny() {
            return Scope::Tiny;
        }
        match &self.mode {
            Mode::Play if self.game.outcome().is_some() => Scope::Over,
            Mode::Play if self.computer_to_move() && self.computer.held() => Scope::Stopped,
            Mode::Play if self.computer_to_move() => Scope::Thinking,
            Mode::Play => Scope::Play,
            Mode::Menu(_) => Scope::Menu,
            Mode::Window(..) => Scope::Window,
            Mode::Question(Question::Resume, _) => Scope::Resume,
            Mode::Question(Question::Quit, _) if self.unsaved().is_some() => Scope::Unsaved,
            Mode::Question(..) => Scope::Question,
            Mode::SaveAs(_) => Scope::SaveAs,
            Mode::Join(_) => Scope::Join,
            Mode::Review(_) => Scope::Review,
            Mode::Replay(_) => Scope::Replay,
            Mode::Saved(s) if s.editing().is_some() => Scope::SavedPath,
            Mode::Saved(_) => Scope::Saved,
            Mode::NewGame(_) => Scope::NewGame,
            Mode::Editor(e) => e.scope(),
            // Its own keys: the arrows, Enter, a point's name, `i` the hint, `n` the next
            // puzzle, Esc back to the game.
            Mode::Puzzles(t) if t.typing().is_some() => Scope::PuzzlesPath,
            Mode::Puzzles(_) => Scope::Puzzles,
            // Their own keys too: ←/→ the person, ↑/↓ scroll, Esc back to the game.
            Mode::Stats(_) => Scope::Stats,
            // Arrows, Enter, a point's name, `n` a new round, Tab the other way.
            Mode::Learn(_) => Scope::Learn,
            // `i` shows the answer, `n` the next step, `u` the one before.
            Mode::Tutorial(_) => Scope::Tutorial,
            // Enter or `n` makes the set, Esc stops or goes back to the game (the panel names
            // them).
            Mode::Maker(_) => Scope::Play,
        }
    }

    /// What the footer can tell about the moment: what Enter does on the board, whether a
    /// stone is picked up, a removal may be declined, the computer searches (on the Puzzles
    /// screen, of the puzzle).
    pub fn moment(&self) -> Moment {
        let (pos, selected) = match &self.mode {
            Mode::Puzzles(tr) => (tr.attempt().position(), tr.selected()),
            _ => (&self.game.position(), self.selected),
        };
        let enter = match pos.task() {
            Task::Remove(_) => Enter::Remove,
            Task::Place => Enter::Place,
            Task::Pass => Enter::Pass,
            Task::PlaceOrMove if selected.is_none() => Enter::PlaceOrSelect,
            _ if selected.is_some() => Enter::MoveHere,
            _ => Enter::Select,
        };
        Moment {
            enter: Some(enter),
            selected: selected.is_some(),
            optional: matches!(pos.task(), Task::Remove(_)) && pos.rules().optional_removal,
            searching: self.computer.job().is_some(),
        }
    }

    /// The action of a key here, if it has one; a key that is text (the path being typed)
    /// is used up here.
    pub(super) fn key(&mut self, key: KeyEvent) -> Option<Action> {
        if key.kind == KeyEventKind::Release {
            return None;
        }
        let plain = !key
            .modifiers
            .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT);
        match &self.mode {
            Mode::SaveAs(_) if plain => self.typed(key, Scope::SaveAs, App::edit_save_as),
            Mode::Join(_) if plain => self.typed(key, Scope::Join, App::edit_join),
            Mode::Saved(s) if plain && s.editing().is_some() => {
                self.typed(key, Scope::SavedPath, App::edit_saved_path)
            }
            // A name being typed takes the letters (and Space); the rest are the screen's keys.
            Mode::NewGame(s) if plain && s.typing() => {
                self.typed(key, Scope::NewGame, App::new_game_text)
            }
            Mode::Puzzles(t) if plain && t.typing().is_some() => {
                self.typed(key, Scope::PuzzlesPath, App::edit_pack_path)
            }
            _ => keys::action(key, self.scope()),
        }
    }

    /// A key while a line is typed (a path): a character or Backspace goes to `edit` (`None`
    /// for Backspace); any other key is read as `scope` reads it.
    fn typed(
        &mut self,
        key: KeyEvent,
        scope: Scope,
        edit: fn(&mut App, Option<char>),
    ) -> Option<Action> {
        match key.code {
            KeyCode::Char(c) => edit(self, Some(c)),
            KeyCode::Backspace => edit(self, None),
            _ => return keys::action(key, scope),
        }
        None
    }

    /// What a mouse report asks of the game, given what the last frame drew under it.
    pub fn mouse_action(&self, kind: MouseEventKind, hit: Option<Hit>) -> Option<Action> {
        let over_log = matches!(hit, Some(Hit::Log | Hit::Move(_)));
        let play = self.mode == Mode::Play;
        match kind {
            MouseEventKind::Down(MouseButton::Left) => match hit? {
                Hit::Menu(i) | Hit::Row(i) => Some(Action::Choose(i)),
                Hit::PathLine => Some(Action::Find),
                Hit::Answer(true) => Some(Action::Yes),
                Hit::Answer(false) => Some(Action::No),
                Hit::Window => None,
                // Anything else is outside the window that is open.
                _ if self.window_open() => Some(Action::Cancel),
                Hit::Key(a) => Some(a),
                Hit::Point(p) => Some(Action::Click(p)),
                Hit::Move(ply) => Some(Action::Show(ply)),
                Hit::Log | Hit::Screen => None,
            },
            // Over the board in play the wheel does nothing, so that a stray turn does not
            // leave the game for the log.
            MouseEventKind::ScrollUp if !play || over_log => Some(Action::WheelUp),
            MouseEventKind::ScrollDown if !play || over_log => Some(Action::WheelDown),
            _ => None,
        }
    }

    /// Whether a window (the menu, help, the rules, a question) is open over the game: a click
    /// outside it closes it, as Esc does — which, in a question, is the answer that loses
    /// nothing (stay, play on, decline, decide later, back).
    fn window_open(&self) -> bool {
        match self.mode {
            Mode::Play | Mode::Review(_) | Mode::Replay(_) => false,
            // The path being typed would be lost: a click outside does nothing.
            Mode::SaveAs(_) | Mode::Join(_) => false,
            // The list fills the screen: there is no outside.
            Mode::Saved(_) => false,
            // The choices made would be lost: a click outside does nothing.
            Mode::NewGame(_) => false,
            Mode::Menu(_) | Mode::Window(..) | Mode::Question(..) => true,
            Mode::Editor(ref e) => e.window_open(),
            // The screen is full: there is no outside.
            Mode::Puzzles(_)
            | Mode::Maker(_)
            | Mode::Stats(_)
            | Mode::Learn(_)
            | Mode::Tutorial(_) => false,
        }
    }
}

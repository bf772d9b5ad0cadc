//! The windows over the game: help and the rules (they scroll, and close), and the path typed
//! to save a game that could not be saved.

use super::super::keys::Action;
use super::super::layout;
use super::super::messages::Effect;
use super::{App, Mode, Question};

/// A window of text over the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Window {
    /// Keys and help.
    Help,
    /// The rules in force.
    Rules,
}

/// The longest path that may be typed.
const LONGEST_PATH: usize = 4096;

impl App {
    /// Opens the help window at its top.
    pub(super) fn open_help(&mut self) {
        self.mode = Mode::Window(Window::Help, 0);
    }

    /// Help and Rules: the arrows, PgUp/PgDn, Home and End scroll; Esc, q, Enter, `?` and
    /// `m` close (and do nothing else); other keys are ignored, so none is lost by surprise.
    pub(super) fn window_key(&mut self, w: Window, top: u16, action: Action) {
        let max = self.size.map_or(u16::MAX, |(width, height)| {
            let lines = match w {
                Window::Help => super::super::help::help_lines_in(
                    &self.settings,
                    self.game.rules(),
                    layout::window_width(width).saturating_sub(4),
                    self.help_place(),
                ),
                Window::Rules => super::super::help::rules_lines(self.game.rules()),
            };
            layout::window_scroll_max(&lines, width, height)
        });
        let page = self.size.map_or(10, |(_, h)| h.saturating_sub(6).max(1));
        let top = top.min(max);
        let to = match action {
            Action::Up => top.saturating_sub(1),
            Action::Down => top.saturating_add(1).min(max),
            Action::PageUp => top.saturating_sub(page),
            Action::PageDown => top.saturating_add(page).min(max),
            Action::Home => 0,
            Action::End => max,
            Action::Cancel | Action::Quit | Action::Select | Action::Help | Action::Menu => {
                self.mode = self.under_window.take().map_or(Mode::Play, |m| *m);
                return;
            }
            _ => return,
        };
        self.mode = Mode::Window(w, to);
    }

    /// The path typed so far to save the game in (empty outside that prompt).
    pub fn save_as_input(&self) -> &str {
        match &self.mode {
            Mode::SaveAs(typed) => typed,
            _ => "",
        }
    }

    /// Starts typing a path to save the game in (`s` in the quit question, when not saved).
    pub(super) fn start_save_as(&mut self) {
        self.mode = Mode::SaveAs(String::new());
    }

    /// An action while a path is typed: Enter saves there (and quits once saved), Esc goes
    /// back to the question.
    pub(super) fn save_as_key(&mut self, action: Action) {
        match action {
            Action::Cancel => self.ask(Question::Quit, false),
            Action::Select => {
                let typed = self.save_as_input().to_string();
                let saving = Box::new(self.saving());
                self.out.push(Effect::SaveAs(typed, saving));
            }
            _ => {}
        }
    }

    /// Edits the path typed: a character, or `None` to erase one.
    pub(super) fn edit_save_as(&mut self, c: Option<char>) {
        if let Mode::SaveAs(typed) = &mut self.mode {
            match c {
                Some(c) if !c.is_control() && typed.chars().count() < LONGEST_PATH => typed.push(c),
                Some(_) => {}
                None => {
                    typed.pop();
                }
            }
        }
    }
}

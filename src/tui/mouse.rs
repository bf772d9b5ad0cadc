//! Mouse clicks and the wheel. The screen notes, as it draws, what stands where (a board
//! point, a menu entry, an answer, the log); a click then means what is under it in the frame
//! the player sees. Only presses and the wheel are reported (SGR mode, `?1000h` `?1006h`):
//! moving the mouse sends nothing, so it neither wakes nor redraws the game.

use std::cell::RefCell;

use crossterm::event::{MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::{Position as Cell, Rect};

use crate::rules::Point;

use super::app::{App, Mode};
use super::keymap::Action;

/// Turns mouse reports on: button presses and the wheel, in SGR encoding. Never motion
/// (`?1003h`, which crossterm's `EnableMouseCapture` asks for).
pub const ENABLE: &str = "\x1b[?1000h\x1b[?1006h";
/// Turns them off again.
pub const DISABLE: &str = "\x1b[?1000l\x1b[?1006l";

/// What is drawn in a part of the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hit {
    /// A point of the board.
    Point(Point),
    /// An entry of the menu, by its index.
    Menu(usize),
    /// An answer to a question: yes (`true`) or no.
    Answer(bool),
    /// The move log.
    Log,
    /// A decision or a row of the move log: the position after this many decisions.
    Move(usize),
    /// A window: it covers what is under it.
    Window,
    /// The screen, under everything else: a click there is outside any window.
    Screen,
}

/// The parts of the last frame a click can mean, in drawing order (the last drawn is on top).
#[derive(Debug, Default)]
pub struct Hits(RefCell<Vec<(Rect, Hit)>>);

impl Hits {
    /// Forgets the last frame (a new one is being drawn).
    pub fn clear(&self) {
        self.0.borrow_mut().clear();
    }

    /// Notes that `hit` is drawn over `area`.
    pub fn add(&self, area: Rect, hit: Hit) {
        if area.width > 0 && area.height > 0 {
            self.0.borrow_mut().push((area, hit));
        }
    }

    /// What is on top at a cell of the screen, if anything. Cells off the screen (a report
    /// past its edge, or crossterm's wrapped coordinate 0) hit nothing.
    pub fn at(&self, column: u16, row: u16) -> Option<Hit> {
        let cell = Cell::new(column, row);
        self.0
            .borrow()
            .iter()
            .rev()
            .find(|(r, _)| r.contains(cell))
            .map(|(_, h)| *h)
    }
}

/// Whether a window (the menu, help, the rules, a question) is open over the game: a click
/// outside it closes it, as Esc does — which, in a question, is the answer that loses nothing
/// (stay, play on, decline, decide later, back).
fn window_open(mode: Mode) -> bool {
    match mode {
        Mode::Play | Mode::Review(_) | Mode::Replay { .. } => false,
        // The path being typed would be lost: a click outside does nothing.
        Mode::SaveAs => false,
        Mode::Menu(_)
        | Mode::Help(_)
        | Mode::Rules(_)
        | Mode::ConfirmQuit
        | Mode::ConfirmResign(_)
        | Mode::ConfirmNew
        | Mode::DrawOffer(_)
        | Mode::Resume
        | Mode::ConfirmBranch(_) => true,
    }
}

/// What a mouse report asks of the game, given what the last frame drew under it.
pub fn action(app: &App, event: MouseEvent) -> Option<Action> {
    let hit = app.hits().at(event.column, event.row);
    let over_log = matches!(hit, Some(Hit::Log | Hit::Move(_)));
    match event.kind {
        MouseEventKind::Down(MouseButton::Left) => match hit? {
            Hit::Menu(i) => Some(Action::Choose(i)),
            Hit::Answer(true) => Some(Action::Yes),
            Hit::Answer(false) => Some(Action::No),
            Hit::Window => None,
            // Anything else is outside the window that is open.
            _ if window_open(app.mode()) => Some(Action::Cancel),
            Hit::Point(p) => Some(Action::Click(p)),
            Hit::Move(ply) => Some(Action::Show(ply)),
            Hit::Log | Hit::Screen => None,
        },
        // Over the board in play the wheel does nothing, so that a stray turn does not leave
        // the game for the log.
        MouseEventKind::ScrollUp if app.mode() != Mode::Play || over_log => Some(Action::WheelUp),
        MouseEventKind::ScrollDown if app.mode() != Mode::Play || over_log => {
            Some(Action::WheelDown)
        }
        _ => None,
    }
}

/// Whether the loop should hear about a report at all: presses and the wheel. Releases (which
/// `?1000h` also reports) and anything else are dropped before they wake the loop.
pub fn wanted(event: &MouseEvent) -> bool {
    matches!(
        event.kind,
        MouseEventKind::Down(_) | MouseEventKind::ScrollUp | MouseEventKind::ScrollDown
    )
}

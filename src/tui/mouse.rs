//! Mouse clicks and the wheel. Drawing a frame returns what it drew where ([`Hits`]: a board
//! point, a menu entry, an answer, the log); a click then means what is under it in the frame
//! the player sees ([`App::mouse_action`](super::App::mouse_action)). Only presses and the
//! wheel are reported (SGR mode, `?1000h` `?1006h`): moving the mouse sends nothing, so it
//! neither wakes nor redraws the game.

use crossterm::event::{MouseEvent, MouseEventKind};
use ratatui::layout::{Position as Cell, Rect};

use crate::rules::Point;

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
    /// A row of a list (the saved games), by its index.
    Row(usize),
    /// The line where a folder or file is typed (the saved games).
    PathLine,
    /// A button that asks for what its key asks for.
    Key(super::keys::Action),
    /// A window: it covers what is under it.
    Window,
    /// The screen, under everything else: a click there is outside any window.
    Screen,
}

/// The parts of a frame a click can mean, in drawing order (the last drawn is on top).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Hits(Vec<(Rect, Hit)>);

impl Hits {
    /// Notes that `hit` is drawn over `area`.
    pub fn add(&mut self, area: Rect, hit: Hit) {
        if area.width > 0 && area.height > 0 {
            self.0.push((area, hit));
        }
    }

    /// Adds those of another part of the frame, drawn after these.
    pub fn extend(&mut self, other: Hits) {
        self.0.extend(other.0);
    }

    /// What is on top at a cell of the screen, if anything. Cells off the screen (a report
    /// past its edge, or crossterm's wrapped coordinate 0) hit nothing.
    pub fn at(&self, column: u16, row: u16) -> Option<Hit> {
        let cell = Cell::new(column, row);
        self.0
            .iter()
            .rev()
            .find(|(r, _)| r.contains(cell))
            .map(|(_, h)| *h)
    }

    /// What a mouse report is over.
    pub fn under(&self, event: &MouseEvent) -> Option<Hit> {
        self.at(event.column, event.row)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_drawn_is_on_top_and_nothing_is_off_the_screen() {
        let mut h = Hits::default();
        h.add(Rect::new(0, 0, 10, 5), Hit::Screen);
        h.add(Rect::new(2, 1, 3, 1), Hit::Menu(4));
        h.add(Rect::new(0, 0, 0, 5), Hit::Window);
        assert_eq!(h.at(3, 1), Some(Hit::Menu(4)));
        assert_eq!(h.at(0, 0), Some(Hit::Screen));
        assert_eq!(h.at(65535, 65535), None);
        assert_eq!(h.at(10, 0), None);
    }
}

//! The board turned half round: the player at the bottom may sit on either side. Only the
//! picture turns: the points keep their names (a typed `a1` is still a1, drawn at the top
//! right), and the arrows move the cursor the way they look on the screen. The game keeps the
//! choice in its record (`[Turned "yes"]`), so a resumed game comes back turned.

use super::super::keys::Action;
use super::App;

impl App {
    /// Whether the board is drawn turned half round (a1 at the top right).
    pub fn turned(&self) -> bool {
        self.turned
    }

    /// Turns the board half round, or back; the record is told with the next save.
    pub(super) fn turn(&mut self) {
        self.turned = !self.turned;
        self.say(if self.turned {
            crate::t!("board-turned")
        } else {
            crate::t!("board-unturned")
        });
    }

    /// An arrow as the board reads it: on a turned board, up on the screen is down the ranks
    /// and left is towards file g.
    pub(super) fn on_screen(&self, dir: Action) -> Action {
        if !self.turned {
            return dir;
        }
        match dir {
            Action::Up => Action::Down,
            Action::Down => Action::Up,
            Action::Left => Action::Right,
            Action::Right => Action::Left,
            other => other,
        }
    }
}

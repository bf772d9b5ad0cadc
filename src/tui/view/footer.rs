//! The footer: the keys that work now.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::rules::Task;

use super::super::app::{App, Mode, Question};
use super::super::theme::Role;

/// Draws the footer: the keys that work now, the most useful first, as many as fit.
pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let pos = app.game().position();
    // The most useful keys first; what does not fit the width is left out.
    let keys: Vec<&str> = match app.mode() {
        Mode::Play if pos.outcome().is_some() => vec![
            "u undo",
            "n new game",
            "q quit",
            "Tab review",
            "p replay",
            "m menu",
            "? help",
        ],
        // The computer's turn: no key acts on the board for it.
        Mode::Play if app.computer_to_move() && app.computer_busy() => vec![
            "Esc stop the computer",
            "hjkl/arrows move",
            "u undo",
            "? help",
            "m menu",
            "q quit",
            "Tab log",
            "v analysis",
        ],
        Mode::Play if app.computer_to_move() => vec![
            "m menu: play on",
            "u undo",
            "hjkl/arrows move",
            "? help",
            "q quit",
            "Tab log",
            "v analysis",
        ],
        Mode::Play => {
            let mut k = match pos.task() {
                Task::Remove(_) if pos.rules().optional_removal => {
                    vec!["Enter remove", "x decline"]
                }
                Task::Remove(_) => vec!["Enter remove"],
                Task::Place => vec!["Enter place"],
                Task::Pass => vec!["Enter pass"],
                Task::PlaceOrMove if app.selected().is_none() => vec!["Enter place/select"],
                _ if app.selected().is_some() => vec!["Enter move here", "Esc cancel"],
                _ => vec!["Enter select"],
            };
            k.extend([
                "hjkl/arrows move",
                "u undo",
                "r redo",
                "? help",
                "m menu",
                "q quit",
                "Tab log",
                "d6 jump",
                "i hint",
                "v analysis",
            ]);
            k
        }
        Mode::Menu(_) => vec!["↑↓ choose", "Enter select", "Esc close"],
        Mode::Window(..) => vec!["↑↓ PgUp/PgDn Home/End scroll", "Esc close"],
        Mode::Question(Question::Resume, _) => vec![
            "y resume",
            "n new game",
            "Esc decide later",
            "q quit",
            "←→ choose",
        ],
        Mode::Review(_) => vec![
            "↑↓ step",
            "Enter play from here",
            "Esc back",
            "Home/End",
            "p replay",
            "v analysis",
        ],
        Mode::Replay(_) => vec![
            "Space pause/play",
            "+/- speed",
            "Esc stop",
            "←→ step",
            "Tab review",
        ],
        Mode::SaveAs(_) => vec!["Enter save and quit", "Esc back"],
        Mode::Question(Question::Quit, _) if app.unsaved().is_some() => {
            vec!["s save elsewhere", "y quit unsaved", "n back"]
        }
        _ => vec!["y yes", "n or Esc no", "←→ choose", "Enter the marked one"],
    };
    let ascii = app.settings().ascii;
    let sep = if ascii { " | " } else { " · " };
    let mut line = String::from(" ");
    for (i, k) in keys.iter().enumerate() {
        let k = if ascii {
            k.replace("↑↓", "up/down").replace("←→", "left/right")
        } else {
            k.to_string()
        };
        let piece = if i == 0 { k } else { format!("{sep}{k}") };
        if line.chars().count() + piece.chars().count() > area.width as usize {
            break;
        }
        line.push_str(&piece);
    }
    Line::styled(line, app.settings().style(Role::Quiet)).render(area, buf);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, Rules};
    use crate::tui::theme::Settings;

    fn footer(app: &App, w: u16) -> String {
        let (rows, _) = super::super::region(w, 1, |a, b, _| render(app, a, b));
        rows.concat()
    }

    #[test]
    fn the_footer_names_what_enter_does_first_and_never_runs_past_the_screen() {
        let app = App::new(Game::new(Rules::default()), Settings::default());
        for w in [20, 60, 80, 200] {
            let f = footer(&app, w);
            assert!(f.starts_with(" Enter place"), "{w}: {f}");
            assert!(f.chars().count() <= w as usize, "{w}: {f}");
        }
        let ascii = Settings {
            ascii: true,
            ..Settings::default()
        };
        let app = App::new(Game::new(Rules::default()), ascii);
        assert!(footer(&app, 200).is_ascii());
    }
}

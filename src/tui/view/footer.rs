//! The footer: the keys that work now.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Widget;

use super::super::app::App;
use super::super::keys;
use super::super::theme::Role;

/// Draws the footer: the keys that work now, the most useful first, as many as fit.
pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let keys = keys::footer(app.scope(), &app.moment());
    let line = footer_line(&keys, area.width as usize, app.settings().ascii);
    Line::styled(line, app.settings().style(Role::Quiet)).render(area, buf);
}

/// The keys in `width` columns: all of them, spaced with dots, where they fit; else as many
/// as fit, the most useful first, spaced with two blanks.
fn footer_line(keys: &[(&str, &str)], width: usize, ascii: bool) -> String {
    let items: Vec<String> = keys
        .iter()
        .map(|(name, word)| {
            let name = if ascii {
                name.replace("↑↓", "up/down").replace("←→", "left/right")
            } else {
                name.to_string()
            };
            if word.is_empty() {
                name
            } else {
                format!("{name} {word}")
            }
        })
        .collect();
    let len = |s: &str| s.chars().count();
    let sep = if ascii { " | " } else { " · " };
    let full = format!(" {}", items.join(sep));
    if len(&full) <= width {
        return full;
    }
    // The keys in their order while they fit; one that does not is left out, and a shorter
    // one after it still gets its place (German's "p Wiedergabe" gives way to "m Menü").
    let mut line = String::from(" ");
    for (i, item) in items.iter().enumerate() {
        let gap = if i == 0 { "" } else { "  " };
        if len(&line) + len(gap) + len(item) > width {
            continue;
        }
        line.push_str(gap);
        line.push_str(item);
    }
    line
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

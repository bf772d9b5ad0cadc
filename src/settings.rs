//! How the players are shown: their names, their stones' colours, ASCII or not, the theme.
//! A plain value, built at the edge (`main`, from the flags and the preferences) and handed
//! to the screen, which never reads the command line or a file itself.

use ratatui::style::Color;

use crate::rules::Color as Side;
use crate::theme::Theme;

/// How the players and the board are shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The players' names, White first.
    pub names: [String; 2],
    /// The players' stone colours, White first.
    pub colors: [Color; 2],
    /// Draw with ASCII characters only.
    pub ascii: bool,
    /// Use colour at all (off when `NO_COLOR` is set, or in the `mono` theme).
    pub color: bool,
    /// The colour theme.
    pub theme: Theme,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            names: ["White".into(), "Black".into()],
            // The terminal's own foreground (bold) reads on any background; the mid-tone
            // brown-orange for Black reads on dark and light alike.
            colors: Theme::Default.stone_colors(),
            ascii: false,
            color: true,
            theme: Theme::Default,
        }
    }
}

impl Settings {
    /// Settings from values chosen at the edge (the command line): names (empty or absent
    /// fall back to White and Black), stone colours (absent: the theme's), ASCII, colour, the
    /// theme. Two equal colours are refused: the players' stones would look alike.
    pub fn new(
        names: [Option<&str>; 2],
        colors: [Option<Color>; 2],
        ascii: bool,
        color: bool,
        theme: Theme,
    ) -> Result<Settings, String> {
        let mut s = Settings {
            colors: theme.stone_colors(),
            theme,
            ..Settings::default()
        };
        for (i, fallback) in ["White", "Black"].into_iter().enumerate() {
            if let Some(n) = names[i] {
                s.names[i] = clean_name(n, fallback);
            }
            if let Some(c) = colors[i] {
                s.colors[i] = c;
            }
        }
        if s.colors[0] == s.colors[1] {
            return Err(format!(
                "--white-color and --black-color are both {}: the players' stones would look alike",
                s.colors[0]
            ));
        }
        s.ascii = ascii;
        s.color = color && theme != Theme::Mono;
        Ok(s)
    }

    /// A player's name.
    pub fn name(&self, side: Side) -> &str {
        &self.names[side.index()]
    }
}

/// A name as shown: no control characters, at most 24 characters, trimmed; `fallback` if
/// nothing is left.
fn clean_name(n: &str, fallback: &str) -> String {
    let n: String = n.chars().filter(|c| !c.is_control()).take(24).collect();
    let n = n.trim().to_string();
    if n.is_empty() {
        fallback.to_string()
    } else {
        n
    }
}

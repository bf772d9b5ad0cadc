//! Players' names and colours, and the glyphs and styles the screen draws with.

use std::str::FromStr;

use ratatui::style::{Color, Modifier, Style};

use crate::cli::PlayerArgs;
use crate::rules::Color as Side;

/// How the players and the board are shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The players' names, White first.
    pub names: [String; 2],
    /// The players' stone colours, White first.
    pub colors: [Color; 2],
    /// Draw with ASCII characters only.
    pub ascii: bool,
    /// Use colour at all (off when `NO_COLOR` is set).
    pub color: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            names: ["White".into(), "Black".into()],
            colors: [Color::White, Color::LightRed],
            ascii: false,
            color: true,
        }
    }
}

fn parse_color(flag: &str, s: &str) -> Result<Color, String> {
    Color::from_str(s).map_err(|_| {
        format!("{flag}: {s} is not a colour (use a name such as red or light-blue, or #rrggbb)")
    })
}

impl Settings {
    /// The settings the flags ask for; `NO_COLOR` in the environment turns colour off.
    pub fn from_args(args: &PlayerArgs) -> Result<Settings, String> {
        let mut s = Settings::default();
        if let Some(n) = &args.white {
            s.names[0] = clean_name(n, "White");
        }
        if let Some(n) = &args.black {
            s.names[1] = clean_name(n, "Black");
        }
        if let Some(c) = &args.white_color {
            s.colors[0] = parse_color("--white-color", c)?;
        }
        if let Some(c) = &args.black_color {
            s.colors[1] = parse_color("--black-color", c)?;
        }
        if s.colors[0] == s.colors[1] {
            return Err(format!(
                "--white-color and --black-color are both {}: the players' stones would look alike",
                s.colors[0]
            ));
        }
        s.ascii = args.ascii;
        s.color = std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
        Ok(s)
    }

    /// A player's name.
    pub fn name(&self, side: Side) -> &str {
        &self.names[side.index()]
    }

    /// The glyph of a player's stone: White's is plain, Black's has an inner ring.
    pub fn stone(&self, side: Side) -> char {
        match (side, self.ascii) {
            (Side::White, false) => '●',
            (Side::Black, false) => '◉',
            (Side::White, true) => 'O',
            (Side::Black, true) => '@',
        }
    }

    /// The style of a player's stones.
    pub fn stone_style(&self, side: Side) -> Style {
        let s = Style::new().add_modifier(Modifier::BOLD);
        if self.color {
            s.fg(self.colors[side.index()])
        } else {
            s
        }
    }

    /// A style with a foreground colour, or plain without colour.
    pub fn fg(&self, c: Color) -> Style {
        if self.color {
            Style::new().fg(c)
        } else {
            Style::new()
        }
    }

    /// The glyphs for the board.
    pub fn glyphs(&self) -> &'static Glyphs {
        if self.ascii { &ASCII } else { &UNICODE }
    }
}

fn clean_name(n: &str, fallback: &str) -> String {
    let n: String = n.chars().filter(|c| !c.is_control()).take(24).collect();
    let n = n.trim().to_string();
    if n.is_empty() {
        fallback.to_string()
    } else {
        n
    }
}

/// The characters the board is drawn with.
#[derive(Debug)]
pub struct Glyphs {
    /// An empty point.
    pub empty: char,
    /// An empty point where the player may place or move.
    pub target: char,
    /// The empty point of the last capture (outlined).
    pub captured: char,
    /// Horizontal line.
    pub h: char,
    /// Vertical line.
    pub v: char,
    /// Rising diagonal.
    pub rise: char,
    /// Falling diagonal.
    pub fall: char,
    /// Marks beside the cursor point.
    pub cursor: (char, char),
    /// Marks beside the selected stone.
    pub selected: (char, char),
    /// Marks beside the cursor on the selected stone.
    pub cursor_selected: (char, char),
    /// Marks beside a stone that may be removed.
    pub removable: (char, char),
    /// Mark before a stone that may move.
    pub movable: char,
    /// Marks beside the stones of a mill just closed.
    pub mill: (char, char),
    /// Mark after the stone that moved last.
    pub last: char,
}

static UNICODE: Glyphs = Glyphs {
    empty: '·',
    target: '◇',
    captured: '○',
    h: '─',
    v: '│',
    rise: '╱',
    fall: '╲',
    cursor: ('[', ']'),
    selected: ('«', '»'),
    cursor_selected: ('{', '}'),
    removable: ('×', '×'),
    movable: '›',
    mill: ('=', '='),
    last: '\'',
};

static ASCII: Glyphs = Glyphs {
    empty: '.',
    target: '+',
    captured: 'o',
    h: '-',
    v: '|',
    rise: '/',
    fall: '\\',
    cursor: ('[', ']'),
    selected: ('<', '>'),
    cursor_selected: ('{', '}'),
    removable: ('x', 'x'),
    movable: '>',
    mill: ('=', '='),
    last: '\'',
};

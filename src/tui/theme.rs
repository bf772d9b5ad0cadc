//! Players' names and colours, and the glyphs and styles the screen draws with.

use ratatui::style::{Color, Modifier, Style};

use crate::rules::Color as Side;

/// The colours of the marks: mid-tones that read on dark and light backgrounds alike (no
/// bright white, light yellow or light green, which vanish on a light terminal).
pub mod palette {
    use ratatui::style::Color;
    /// The cursor.
    pub const CURSOR: Color = Color::Indexed(33);
    /// Where a stone may go, the selected stone, stones that can move.
    pub const GO: Color = Color::Indexed(28);
    /// Stones that may be removed, the last capture, warnings.
    pub const TAKE: Color = Color::Indexed(160);
    /// The mill just closed.
    pub const MILL: Color = Color::Indexed(127);
    /// The last move.
    pub const RECENT: Color = Color::Indexed(37);
    /// Lines, coordinates, quiet text.
    pub const QUIET: Color = Color::Indexed(244);
    /// Messages.
    pub const NOTE: Color = Color::Indexed(172);
}

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
            // The terminal's own foreground (bold) reads on any background; the mid-tone
            // brown-orange for Black reads on dark and light alike.
            colors: [Color::Reset, Color::Indexed(130)],
            ascii: false,
            color: true,
        }
    }
}

impl Settings {
    /// Settings from values chosen at the edge (the command line): names (empty or absent
    /// fall back to White and Black), stone colours (absent: the defaults), ASCII, colour.
    /// Two equal colours are refused: the players' stones would look alike.
    pub fn new(
        names: [Option<&str>; 2],
        colors: [Option<Color>; 2],
        ascii: bool,
        color: bool,
    ) -> Result<Settings, String> {
        let mut s = Settings::default();
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
        s.color = color;
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
    /// Marks beside the empty point the last move came from.
    pub origin: (char, char),
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
    origin: ('(', ')'),
};

static ASCII: Glyphs = Glyphs {
    empty: '.',
    target: '+',
    captured: '*',
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
    origin: ('(', ')'),
};

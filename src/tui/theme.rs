//! The glyphs and styles the screen draws with, for the players' [`Settings`] and the
//! [`Theme`] in force (plain values of their own modules, chosen before the screen starts).

use ratatui::style::{Color, Modifier, Style};

use crate::rules::Color as Side;
pub use crate::settings::Settings;
pub use crate::theme::Theme;

/// The colours of the marks in the default theme: mid-tones that read on dark and light
/// backgrounds alike (no bright white, light yellow or light green, which vanish on a light
/// terminal). Drawing asks [`Settings::style`], which follows the theme in force.
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

/// What a piece of the screen is, for its style: each theme gives every role its look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// The cursor's marks.
    Cursor,
    /// Where a stone may go, the selected stone, stones that can move.
    Go,
    /// Stones that may be removed, the last capture, a warning.
    Take,
    /// The mill just closed.
    Mill,
    /// The last move.
    Recent,
    /// The board's lines, its coordinates, quiet text (the footer, where the game is kept).
    Quiet,
    /// Messages.
    Note,
    /// What the computer is doing.
    Thinking,
    /// Undone decisions in the log (they are in parentheses as well).
    Undone,
    /// A decision that draws, in analysis (`◆`): amber, as messages, and in `high-contrast`
    /// a tile of its own.
    Draw,
}

/// How each theme draws: a role's style, and its stones.
impl Theme {
    /// The style of a role (without colour in `mono`).
    pub fn style(self, role: Role) -> Style {
        let fg = |i: u8| Style::new().fg(Color::Indexed(i));
        // Fixed colours of the 256-colour cube, not the terminal's 16, which each terminal
        // paints its own way: black (16) or white (231) on a strong background.
        let on = |fg: u8, bg: u8| {
            Style::new()
                .fg(Color::Indexed(fg))
                .bg(Color::Indexed(bg))
                .add_modifier(Modifier::BOLD)
        };
        match self {
            Theme::Mono => Style::new(),
            Theme::Default => match role {
                Role::Cursor => Style::new().fg(palette::CURSOR),
                Role::Go => Style::new().fg(palette::GO),
                Role::Take => Style::new().fg(palette::TAKE),
                Role::Mill => Style::new().fg(palette::MILL),
                Role::Recent => Style::new().fg(palette::RECENT),
                Role::Quiet => Style::new().fg(palette::QUIET),
                Role::Note | Role::Draw => Style::new().fg(palette::NOTE),
                Role::Thinking => Style::new().fg(Color::Cyan),
                Role::Undone => Style::new().fg(palette::QUIET).add_modifier(Modifier::DIM),
            },
            Theme::Dark => match role {
                Role::Cursor => fg(39),
                Role::Go => fg(77),
                Role::Take => fg(203),
                Role::Mill => fg(213),
                Role::Recent => fg(51),
                Role::Quiet => fg(247),
                Role::Note | Role::Draw => fg(221),
                Role::Thinking => fg(117),
                Role::Undone => fg(243),
            },
            Theme::Light => match role {
                Role::Cursor => fg(19),
                Role::Go => fg(22),
                Role::Take => fg(124),
                Role::Mill => fg(90),
                Role::Recent => fg(23),
                Role::Quiet => fg(240),
                Role::Note | Role::Draw => fg(94),
                Role::Thinking => fg(25),
                Role::Undone => fg(243),
            },
            Theme::HighContrast => match role {
                Role::Cursor => on(16, 226),
                Role::Go => on(16, 46),
                Role::Take => on(231, 124),
                Role::Mill => on(231, 90),
                Role::Recent => on(16, 51),
                // Amber, as in the other themes (not the cursor's yellow).
                Role::Draw => on(16, 214),
                Role::Quiet | Role::Undone => Style::new(),
                Role::Note | Role::Thinking => Style::new().add_modifier(Modifier::BOLD),
            },
        }
    }

    /// The players' stones, White first: a foreground colour, and in `high-contrast` a
    /// background of its own, so that each stone is a tile that reads on any terminal.
    fn stones(self) -> [Style; 2] {
        let [white, black] = self.stone_colors();
        match self {
            Theme::HighContrast => [
                Style::new().fg(white).bg(Color::Indexed(16)),
                Style::new().fg(black).bg(Color::Indexed(231)),
            ],
            _ => [Style::new().fg(white), Style::new().fg(black)],
        }
    }
}

/// How the players' stones and the board's marks are drawn.
impl Settings {
    /// The glyph of a player's stone: White's is plain, Black's has an inner ring.
    pub fn stone(&self, side: Side) -> char {
        match (side, self.ascii) {
            (Side::White, false) => '●',
            (Side::Black, false) => '◉',
            (Side::White, true) => 'O',
            (Side::Black, true) => '@',
        }
    }

    /// The style of a player's stones: the theme's, in the player's colour.
    pub fn stone_style(&self, side: Side) -> Style {
        let s = Style::new().add_modifier(Modifier::BOLD);
        if self.color {
            self.theme.stones()[side.index()]
                .fg(self.colors[side.index()])
                .add_modifier(Modifier::BOLD)
        } else {
            s
        }
    }

    /// Whether the stones are tiles with a background of their own (`high-contrast`): then
    /// they need no colour swatch beside the names.
    pub fn stones_have_background(&self) -> bool {
        self.color && self.theme.stones().iter().any(|s| s.bg.is_some())
    }

    /// The style of a role in the theme in force (plain without colour).
    pub fn style(&self, role: Role) -> Style {
        match (self.color, role) {
            (true, _) => self.theme.style(role),
            (false, Role::Undone) => Style::new().add_modifier(Modifier::DIM),
            (false, _) => Style::new(),
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

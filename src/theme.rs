//! The colour themes a player chooses (`--theme`, `theme = ` in the preferences): plain
//! values, chosen before the screen starts; how each one draws is the screen's
//! (`tui::theme`).

use ratatui::style::Color;

/// The colour themes a player can choose (`--theme`, `theme = ` in the preferences).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Theme {
    /// Mid-tones that read on dark and light terminals alike.
    #[default]
    Default,
    /// Brighter colours, for a dark terminal.
    Dark,
    /// Deeper colours, for a light terminal.
    Light,
    /// Black or white text on strong backgrounds for every mark and stone, the lines in the
    /// terminal's own colour: reads on any background, and for weak eyes.
    HighContrast,
    /// No colour at all (as with `NO_COLOR`): the glyphs and bold or reversed text say it all.
    Mono,
}

impl Theme {
    /// Every theme, in the order they are listed.
    pub const ALL: [Theme; 5] = [
        Theme::Default,
        Theme::Dark,
        Theme::Light,
        Theme::HighContrast,
        Theme::Mono,
    ];

    /// The theme's name, as `--theme` and the preferences write it.
    pub fn name(self) -> &'static str {
        match self {
            Theme::Default => "default",
            Theme::Dark => "dark",
            Theme::Light => "light",
            Theme::HighContrast => "high-contrast",
            Theme::Mono => "mono",
        }
    }

    /// The theme of a name.
    pub fn from_name(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.name() == name)
    }

    /// What the theme is for, in a few words.
    pub fn about(self) -> &'static str {
        match self {
            Theme::Default => "mid-tones for dark and light terminals",
            Theme::Dark => "brighter colours for a dark terminal",
            Theme::Light => "deeper colours for a light terminal",
            Theme::HighContrast => "black or white on strong colours, readable anywhere",
            Theme::Mono => "no colour, glyphs only (as NO_COLOR)",
        }
    }

    /// The players' default stone colours, White first (the terminal's own foreground for
    /// White reads on any background; Black's mid-tone brown-orange on dark and light alike).
    pub fn stone_colors(self) -> [Color; 2] {
        match self {
            Theme::Default | Theme::Mono | Theme::Light => [Color::Reset, Color::Indexed(130)],
            Theme::Dark => [Color::Reset, Color::Indexed(208)],
            Theme::HighContrast => [Color::Indexed(231), Color::Indexed(16)],
        }
    }
}

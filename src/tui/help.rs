//! The text of the Help and Rules windows: the keys, the marks of the board, the colours and
//! the rules in force. Pure: the view draws it, and `update` measures it to know how far it
//! scrolls.

use crate::words::RulesWords;
use ratatui::text::Line;

use crate::rules::{Color as Side, Rules};
use crate::solve::review::Kind;
use crate::t;

use super::analysis;
use super::keys;
use super::theme::{Settings, Theme};
use super::wrap::wrap_words;

/// The mark beside a point that is part of the hint.
pub const HINT: (char, char) = ('!', '!');

/// The marks of the cursor on a point of the hint: the cursor's left, the hint's right (the
/// cursor's alone hid the hint where the hint sends it, its first point).
pub const HINT_CURSOR: (char, char) = ('[', '!');

/// The keys, the marks of the board and the rules in force: the Help window's text, wrapped
/// to `width` with each key's description kept in its column. The keys are the table's
/// ([`keys::help`]).
pub fn help_lines(s: &Settings, rules: &Rules, width: u16) -> Vec<Line<'static>> {
    help_lines_in(s, rules, width, None)
}

/// The Help window's text over `place`: a screen with keys of its own (the Puzzles and
/// Statistics screens, learning the points, the tutorial) gets its keys alone, and those that
/// work anywhere (the Statistics screen, which has no board, neither the marks nor the
/// rules); else ([`None`]) the keys of the board and every other place, as [`help_lines`].
pub fn help_lines_in(
    s: &Settings,
    rules: &Rules,
    width: u16,
    place: Option<keys::Scope>,
) -> Vec<Line<'static>> {
    let w = width as usize;
    let (help, own) = match place {
        Some(scope) => (keys::help_of(scope), true),
        None => (keys::help(), false),
    };
    let mouse = t!("win-mouse-key");
    // The keys' column: as wide as the longest names of the board's keys (the words between
    // them are longer in some languages), 19 at least.
    let column = help
        .iter()
        .filter(|(heading, _)| own || keys::on_the_board(heading))
        .flat_map(|(_, rows)| rows.iter().map(|(k, _)| k.chars().count()))
        .chain([mouse.chars().count()])
        .fold(19, usize::max);
    let line = |keys: &str, what: &str| {
        wrap_words(&format!("{keys:<column$} {what}"), w, column + 1, s.ascii)
    };
    let mut keys: Vec<Line> = Vec::new();
    for (i, (heading, rows)) in help.into_iter().enumerate() {
        if !own && !keys::on_the_board(heading) {
            continue;
        }
        // The board's heading goes without saying; a screen's own is said.
        if !keys.is_empty() || own {
            keys.push(Line::raw(t!("win-help-heading", heading = heading)));
        }
        for (k, what) in rows {
            keys.extend(line(k, what).into_iter().map(Line::raw));
        }
        if heading == keys::Scope::Play.heading() || (own && i == 0) {
            let what = if place == Some(keys::Scope::Stats) {
                t!("win-mouse-wheel")
            } else if own {
                t!("win-mouse-point")
            } else {
                t!("win-mouse")
            };
            keys.extend(line(&mouse, &what).into_iter().map(Line::raw));
        }
    }
    let elsewhere = keys::Scope::ALL
        .into_iter()
        .filter(|s| !own && !keys::on_the_board(s.heading()));
    for scope in elsewhere {
        let text = t!(
            "win-help-elsewhere",
            heading = scope.heading(),
            keys = keys::summary(scope)
        );
        let text = if s.ascii {
            text.replace('·', "|")
                .replace("↑↓", &t!("win-ascii-up-down"))
                .replace("←→", &t!("win-ascii-left-right"))
        } else {
            text
        };
        keys.extend(wrap_words(&text, w, 2, s.ascii).into_iter().map(Line::raw));
    }
    // The Statistics screen has no board: neither its marks nor the rules are its.
    let board = place != Some(keys::Scope::Stats);
    let mut lines = keys;
    lines.push(Line::raw(""));
    if board {
        lines.extend(legend(s).into_iter().map(Line::raw));
    }
    // The theme in force, and the others a player can choose.
    let theme = if s.color { s.theme } else { Theme::Mono };
    let others: Vec<&str> = Theme::ALL
        .into_iter()
        .filter(|t| *t != theme)
        .map(|t| t.name())
        .collect();
    let text = t!(
        "win-colours",
        theme = theme.name(),
        about = about(theme),
        others = others.join(", ")
    );
    lines.extend(
        wrap_words(&text, width as usize, 2, s.ascii)
            .into_iter()
            .map(Line::raw),
    );
    if board {
        lines.push(Line::raw(""));
        lines.extend(rules.explain().into_iter().map(Line::raw));
    }
    lines
}

/// What a theme is for, in a few words (its [`Theme::about`] in the language in force).
fn about(theme: Theme) -> String {
    match theme {
        Theme::Default => t!("win-theme-default"),
        Theme::Dark => t!("win-theme-dark"),
        Theme::Light => t!("win-theme-light"),
        Theme::HighContrast => t!("win-theme-high-contrast"),
        Theme::Mono => t!("win-theme-mono"),
    }
}

/// The rules in force: the Rules window's text.
pub fn rules_lines(rules: &Rules) -> Vec<Line<'static>> {
    rules.explain().into_iter().map(Line::raw).collect()
}

/// Every mark the board can show, as it is drawn.
pub fn legend(s: &Settings) -> Vec<String> {
    let g = s.glyphs();
    let (w, b) = (s.stone(Side::White), s.stone(Side::Black));
    let a = |k| analysis::glyph(k, s.ascii);
    let around = |(l, r): (char, char), x: &str| format!("{l}{x}{r}");
    let ww = w.to_string();
    vec![
        t!(
            "win-legend-stones",
            w = w,
            b = b,
            empty = g.empty,
            target = g.target
        ),
        t!(
            "win-legend-cursor",
            cursor = around(g.cursor, &g.empty.to_string()),
            selected = around(g.selected, &ww),
            both = around(g.cursor_selected, &ww),
            movable = format!("{}{w}", g.movable)
        ),
        t!(
            "win-legend-removable",
            removable = around(g.removable, &b.to_string()),
            mill = around(g.mill, &ww)
        ),
        t!(
            "win-legend-last",
            last = format!("{w}{}", g.last),
            origin = around(g.origin, &g.empty.to_string()),
            captured = g.captured
        ),
        t!(
            "win-legend-hint",
            hint = around(HINT, &g.target.to_string()),
            cursor = around(HINT_CURSOR, &g.target.to_string())
        ),
        t!("win-legend-analysis"),
        format!(
            "  {}",
            t!(
                "win-legend-kinds",
                win = a(Kind::Win),
                slow = a(Kind::SlowWin),
                draw = a(Kind::Draw),
                loss = a(Kind::Loss)
            )
        ),
        format!("  {}", t!("win-legend-unknown", target = g.target)),
        format!(
            "  {}",
            t!(
                "win-legend-where",
                removable = format!("{}{b}{}", g.removable.0, a(Kind::Win))
            )
        ),
        format!("  {}", t!("win-legend-log")),
        format!("  {}", t!("win-legend-distances")),
    ]
}

//! The text of the Help and Rules windows: the keys, the marks of the board, the colours and
//! the rules in force. Pure: the view draws it, and `update` measures it to know how far it
//! scrolls.

use ratatui::text::Line;

use crate::rules::{Color as Side, Rules};
use crate::solve::review::Kind;

use super::analysis;
use super::keys;
use super::theme::{Settings, Theme};
use super::wrap::wrap_words;

/// The mark beside a point that is part of the hint.
pub const HINT: (char, char) = ('!', '!');

/// What the mouse does, in the help.
pub const MOUSE: &str = "click a point, an entry or an answer; outside a window closes it; on \
                         the log, review from there; wheel scrolls";

/// The keys, the marks of the board and the rules in force: the Help window's text, wrapped
/// to `width` with each key's description kept in its column. The keys are the table's
/// ([`keys::help`]).
pub fn help_lines(s: &Settings, rules: &Rules, width: u16) -> Vec<Line<'static>> {
    let w = width as usize;
    let line = |keys: &str, what: &str| wrap_words(&format!("{keys:<19} {what}"), w, 20, s.ascii);
    let mut keys: Vec<Line> = Vec::new();
    for (heading, rows) in keys::help() {
        if !keys::on_the_board(heading) {
            continue;
        }
        if !keys.is_empty() {
            keys.push(Line::raw(format!("{heading}:")));
        }
        for (k, what) in rows {
            keys.extend(line(k, what).into_iter().map(Line::raw));
        }
        if heading == keys::Scope::Play.heading() {
            keys.extend(line("Mouse", MOUSE).into_iter().map(Line::raw));
        }
    }
    let elsewhere = keys::Scope::ALL
        .into_iter()
        .filter(|s| !keys::on_the_board(s.heading()));
    for scope in elsewhere {
        let text = format!("{}: {}", scope.heading(), keys::summary(scope));
        let text = if s.ascii {
            text.replace('·', "|")
                .replace("↑↓", "up/down")
                .replace("←→", "left/right")
        } else {
            text
        };
        keys.extend(wrap_words(&text, w, 2, s.ascii).into_iter().map(Line::raw));
    }
    let mut lines = keys;
    lines.push(Line::raw(""));
    lines.extend(legend(s).into_iter().map(Line::raw));
    // The theme in force, and the others a player can choose.
    let theme = if s.color { s.theme } else { Theme::Mono };
    let others: Vec<&str> = Theme::ALL
        .into_iter()
        .filter(|t| *t != theme)
        .map(|t| t.name())
        .collect();
    let text = format!(
        "Colours: the {} theme ({}); --theme or theme = in config.toml chooses {}",
        theme.name(),
        theme.about(),
        others.join(", ")
    );
    lines.extend(
        wrap_words(&text, width as usize, 2, s.ascii)
            .into_iter()
            .map(Line::raw),
    );
    lines.push(Line::raw(""));
    lines.extend(rules.explain().into_iter().map(Line::raw));
    lines
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
    vec![
        format!(
            "{w} White   {b} Black   {} empty point   {} where the stone may go",
            g.empty, g.target
        ),
        format!(
            "{}{}{} cursor   {}{w}{} selected stone   {}{w}{} cursor on it   {}{w} can move",
            g.cursor.0,
            g.empty,
            g.cursor.1,
            g.selected.0,
            g.selected.1,
            g.cursor_selected.0,
            g.cursor_selected.1,
            g.movable
        ),
        format!(
            "{}{b}{} may be removed   {}{w}{} the mill just closed",
            g.removable.0, g.removable.1, g.mill.0, g.mill.1
        ),
        format!(
            "{w}{} the last move ended here   {}{}{} it came from here   {} last capture",
            g.last, g.origin.0, g.empty, g.origin.1, g.captured
        ),
        format!("{}{}{} the hint (i)", HINT.0, g.target, HINT.1),
        "Analysis (v), what each decision leads to for the side to move:".into(),
        format!(
            "  {} the quickest win   {} a slower win (i: quickest)   {} draws   {} loses",
            a(Kind::Win),
            a(Kind::SlowWin),
            a(Kind::Draw),
            a(Kind::Loss),
        ),
        format!(
            "  where a stone may go, before a stone that can move (its best), after a stone that may be removed ({}{b}{})",
            g.removable.0,
            a(Kind::Win),
        ),
        "  in the log: ? a win thrown away to a draw, ?? a win or a draw thrown away to a loss"
            .into(),
        "  distances count turns, both players' (a turn: one move with its removals), and say \
         whose turn ends the game: White wins in 7 turns (White's 4th)"
            .into(),
    ]
}

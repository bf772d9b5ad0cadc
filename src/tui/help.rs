//! The text of the Help and Rules windows: the keys, the marks of the board, the colours and
//! the rules in force. Pure: the view draws it, and `update` measures it to know how far it
//! scrolls.

use ratatui::text::Line;

use crate::rules::{Color as Side, Rules};
use crate::solve::review::Kind;

use super::analysis;
use super::theme::{Settings, Theme};
use super::wrap::wrap_words;

/// The mark beside a point that is part of the hint.
pub const HINT: (char, char) = ('!', '!');

/// The keys, the marks of the board and the rules in force: the Help window's text, wrapped
/// to `width` with each key's description kept in its column.
pub fn help_lines(s: &Settings, rules: &Rules, width: u16) -> Vec<Line<'static>> {
    let keys: Vec<Line> = [
        "Arrows or h j k l   move the cursor along the board",
        "a-g then 1-7        jump to a point by name (d6); the letter shows as d_",
        "Enter or Space      place, pick up a stone, move it, remove, pass",
        "Esc                 cancel the selection, stop the computer, or open the menu",
        "x                   decline a removal (when optional)",
        "u or Backspace      undo one decision (a resignation or draw too); against the computer, your turn and its reply",
        "r, Ctrl-R, Ctrl-Y   redo one decision",
        "Tab                 review the log: arrows step, Home/End, Enter plays on",
        "p                   replay: Space pauses, + and - set the speed, arrows step",
        "i                   hint: the best turn here (exact where solved), marked ! on the board; then Enter plays it, part by part",
        "v                   analysis: the value here, what each decision leads to, ? and ?? in the log",
        "m                   menu: new game, draw offers, resignations, the computer, rules, quit",
        "n                   new game (asks while a game is in progress)",
        "y, n                answer a question; arrows choose, Enter takes the one marked",
        "? or F1             this help; arrows, PgUp/PgDn, Home/End scroll",
        "q, Ctrl-C           quit (q asks while a game is in progress); the game is saved",
        "Mouse               click a point, an entry or an answer; outside a window closes it; on the log, review from there; wheel scrolls",
    ]
    .iter()
    .flat_map(|l| wrap_words(l, width as usize, 20, s.ascii))
    .map(Line::raw)
    .collect();
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

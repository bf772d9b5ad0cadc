//! The saved games, over the whole screen: the place listed (a line to type another), a row
//! a record — players, variant, date, moves, result or `in progress`, and whether it was set
//! up or played with help — newest first, what the marked one is in full, the last message
//! and the keys. Each row takes a click (a second click on the marked one opens it), and so
//! does the line of the place.

use crate::words::VariantWords;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::store::saved::{Entry, Summary};

use super::super::app::App;
use super::super::app::newgame::side_name;
use super::super::app::saved::{SavedGames, file_name, state};
use super::super::mouse::{Hit, Hits};
use super::super::theme::Role;
use super::super::wrap::fit;
use crate::rules::Color;
use crate::t;

/// The rows above the list (title, place, column heads) and below it (the marked record in
/// full, the message, the keys).
const ABOVE: u16 = 3;
const BELOW: u16 = 3;

/// How many records a screen `height` rows high shows at once.
pub fn rows(height: u16) -> usize {
    height.saturating_sub(ABOVE + BELOW) as usize
}

/// The widths of the columns at a screen width: what is left goes to the players.
struct Columns {
    players: usize,
    variant: usize,
    /// The moves: five, or as wide as the language's heading (`Lances`).
    moves: usize,
    notes: usize,
    file: usize,
}

const DATE: usize = 10;
const MOVES: usize = 5;
const RESULT: usize = 11;

impl Columns {
    fn at(width: usize) -> Columns {
        let variant = if width >= 110 { 19 } else { 10 };
        let notes = if width >= 110 {
            26
        } else if width >= 76 {
            12
        } else {
            0
        };
        let file = if width >= 150 { 30 } else { 0 };
        let moves = t!("scr-sv-col-moves").chars().count().max(MOVES);
        // The marker, the fixed columns and a blank before each.
        let fixed = 2 + (variant + 1) + (DATE + 1) + (moves + 1) + (RESULT + 1);
        let fixed = fixed + if notes > 0 { notes + 1 } else { 0 };
        let fixed = fixed + if file > 0 { file + 1 } else { 0 };
        Columns {
            // Past 40 columns a name gains nothing; the rest of a wide screen stays blank.
            players: width.saturating_sub(fixed).clamp(4, 40),
            variant,
            moves,
            notes,
            file,
        }
    }

    /// A row of cells, each cut to its column (the moves to the right).
    fn row(&self, cells: [&str; 7], ascii: bool) -> String {
        let [players, variant, date, moves, result, notes, file] = cells;
        let cut = |s: &str, w: usize| format!("{:<w$}", fit(s, w, ascii));
        let mut out = format!(
            "{} {} {} {:>width$} {}",
            cut(players, self.players),
            cut(variant, self.variant),
            cut(date, DATE),
            fit(moves, self.moves, ascii),
            cut(result, RESULT),
            width = self.moves,
        );
        if self.notes > 0 {
            out.push(' ');
            out.push_str(&cut(notes, self.notes));
        }
        if self.file > 0 {
            out.push(' ');
            out.push_str(&cut(file, self.file));
        }
        out
    }
}

/// The help had and the set-up, short: `set up, help`.
fn notes(e: &Entry, long: bool) -> String {
    let mut v: Vec<String> = Vec::new();
    if e.set_up {
        v.push(t!("scr-sv-set-up"));
    }
    match (long, e.help.analysis, e.help.hints) {
        (true, a, h) => {
            if a {
                v.push(t!("scr-sv-analysis"));
            }
            if h > 0 {
                v.push(t!("scr-sv-hints", n = h));
            }
        }
        (false, true, _) | (false, _, 1..) => v.push(t!("scr-sv-help")),
        _ => {}
    }
    v.join(", ")
}

/// A player of a record, as the list names it: a side's own name ("White", as records write
/// it) in the language of the game.
fn player(e: &Entry, c: Color) -> String {
    match &e.names[c.index()] {
        n if n == c.name() => side_name(c),
        n => match crate::tui::seats::recorded_level(n) {
            // The computer as the game names it (`morris Stufe 3`); the record keeps
            // `morris level 3`.
            Some(l) => t!("board-computer-name", level = l.to_string()),
            None => n.clone(),
        },
    }
}

/// The marked record in full: its file, its players, its variant, how it was played.
fn detail(s: &Summary, ascii: bool) -> String {
    let name = file_name(&s.path);
    let e = match &s.record {
        Err(e) => return format!("{name}: {e}"),
        Ok(e) => e,
    };
    let dash = if ascii { "-" } else { "—" };
    let mut out = t!(
        "scr-sv-detail",
        file = name,
        dash = dash,
        white = player(e, Color::White),
        side_white = side_name(Color::White),
        black = player(e, Color::Black),
        side_black = side_name(Color::Black),
        variant = e.variant.short_title()
    );
    if e.set_up {
        out.push_str(&t!("scr-sv-detail-set-up"));
    }
    if e.help.analysis {
        out.push_str(&t!("scr-sv-detail-analysis"));
    }
    if e.help.hints > 0 {
        out.push_str(&t!("scr-sv-detail-hints", n = e.help.hints));
    }
    if s.here {
        out.push(' ');
        out.push_str(&t!("scr-sv-detail-here"));
    }
    out
}

/// Draws the list over the whole of `area`.
pub fn render(app: &App, s: &SavedGames, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let settings = app.settings();
    let ascii = settings.ascii;
    let width = area.width as usize;
    let line = |y: u16| Rect::new(area.x, area.y + y, area.width, 1);
    let dot = if ascii { "-" } else { "·" };
    Line::from(fit(
        &format!(" morris {dot} {}", t!("scr-sv-title")),
        width,
        ascii,
    ))
    .style(Style::new().add_modifier(Modifier::BOLD))
    .render(line(0), buf);
    let place_style = if s.editing().is_some() {
        settings.style(Role::Cursor).add_modifier(Modifier::BOLD)
    } else {
        Style::new()
    };
    Line::styled(place_line(s, width, ascii), place_style).render(line(1), buf);
    hits.add(line(1), Hit::PathLine);
    let cols = Columns::at(width);
    let shown = rows(area.height);
    let top = s.top(shown);
    Line::styled(
        heads(&cols, s.entries().len(), top, shown, width, ascii),
        settings.style(Role::Quiet).add_modifier(Modifier::BOLD),
    )
    .render(line(2), buf);
    if let Some(text) = empty_note(s) {
        let text = if ascii {
            text.replace('…', "...")
        } else {
            text
        };
        Line::raw(fit(&format!("  {text}"), width, ascii)).render(line(ABOVE), buf);
    }
    for (i, sum) in s.entries().iter().enumerate().skip(top).take(shown) {
        let y = line(ABOVE + (i - top) as u16);
        let marked = i == s.marked();
        let (text, mut style) = match &sum.record {
            Ok(e) => (entry_row(&cols, sum, e, marked, ascii), Style::new()),
            // A damaged record: its name and what is wrong, across the columns.
            Err(err) => (
                format!("{}{}: {err}", marker(sum, marked), file_name(&sum.path)),
                settings.style(Role::Take),
            ),
        };
        if marked {
            style = style.add_modifier(Modifier::REVERSED | Modifier::BOLD);
        }
        Line::styled(fit(&text, width, ascii), style).render(y, buf);
        hits.add(y, Hit::Row(i));
    }
    let bottom = area.height.saturating_sub(BELOW);
    render_below(
        app,
        s,
        [line(bottom), line(bottom + 1), line(bottom + 2)],
        buf,
    );
}

/// The line of the place listed, or of the one being typed, cut to `width`: a long path
/// being typed keeps its end, where the folder's own name is.
fn place_line(s: &SavedGames, width: usize, ascii: bool) -> String {
    let place = match (s.editing(), s.typed()) {
        (Some(typed), _) => format!(" {} > {}_", t!("scr-sv-typing"), crate::text::clean(typed)),
        (None, typed) => {
            let shown = match (s.listing(), typed) {
                (Some(l), _) if !l.shown.is_empty() => Some(crate::text::clean(&l.shown)),
                (_, Some(t)) => Some(crate::text::clean(t)),
                _ => None,
            };
            match shown {
                Some(place) => format!(" {}", t!("scr-sv-in", place = place)),
                None => format!(" {}", t!("scr-sv-in-data-folder")),
            }
        }
    };
    if place.chars().count() > width && s.editing().is_some() {
        let tail: String = place
            .chars()
            .skip(place.chars().count() + 1 - width)
            .collect();
        format!("{}{tail}", if ascii { "~" } else { "…" })
    } else {
        fit(&place, width, ascii)
    }
}

/// The columns' heads, and where the rows shown (`shown` from `top`) are in a list of `n`
/// longer than the screen.
fn heads(cols: &Columns, n: usize, top: usize, shown: usize, width: usize, ascii: bool) -> String {
    let heads = [
        t!("scr-sv-col-players"),
        t!("scr-sv-col-variant"),
        t!("scr-sv-col-date"),
        t!("scr-sv-col-moves"),
        t!("scr-sv-col-result"),
        t!("scr-sv-col-notes"),
        t!("scr-sv-col-file"),
    ];
    let mut head = cols.row(heads.each_ref().map(String::as_str), ascii);
    head.insert_str(0, "  ");
    if n > shown {
        let at = format!(
            " {}",
            t!(
                "scr-sv-range",
                from = top + 1,
                to = (top + shown).min(n),
                n = n
            )
        );
        let keep = width.saturating_sub(at.chars().count());
        head = format!(
            "{:<keep$}{at}",
            fit(head.trim_end(), keep.saturating_sub(1), ascii)
        );
    }
    fit(&head, width, ascii)
}

/// What the list says where it has no row: still reading, the folder unreadable, or empty.
fn empty_note(s: &SavedGames) -> Option<String> {
    match s.listing().map(|l| &l.found) {
        None => Some(t!("scr-sv-reading")),
        Some(Err(e)) => Some(t!("scr-sv-cannot-list", error = e)),
        Some(Ok(v)) if v.is_empty() => Some(t!("scr-sv-none")),
        Some(Ok(_)) => None,
    }
}

/// The two signs before a row: `>` for the marked one, `*` for the game being played.
fn marker(sum: &Summary, marked: bool) -> String {
    let mut text = String::from(if marked { ">" } else { " " });
    text.push(if sum.here { '*' } else { ' ' });
    text
}

/// The row of the record `e` (of `sum`), in the columns.
fn entry_row(cols: &Columns, sum: &Summary, e: &Entry, marked: bool, ascii: bool) -> String {
    let dash = if ascii { " - " } else { " – " };
    let players = format!(
        "{}{dash}{}",
        player(e, Color::White),
        player(e, Color::Black)
    );
    let variant = if cols.variant >= 19 {
        e.variant.short_title()
    } else {
        narrow_title(e.variant)
    };
    let moves = e.moves.to_string();
    let notes = notes(e, cols.notes >= 26);
    let notes = if sum.here && cols.notes >= 26 {
        format!(
            "{}{}{notes}",
            t!("scr-sv-this-game"),
            if notes.is_empty() { "" } else { ", " }
        )
    } else {
        notes
    };
    let mut text = marker(sum, marked);
    text.push_str(&cols.row(
        [
            &players,
            &variant,
            e.date.as_deref().unwrap_or("?"),
            &moves,
            &state(e),
            &notes,
            &file_name(&sum.path),
        ],
        ascii,
    ));
    text
}

/// The three lines below the list: the marked record in full, the last message, the keys.
fn render_below(
    app: &App,
    s: &SavedGames,
    [detail_line, message_line, keys]: [Rect; 3],
    buf: &mut Buffer,
) {
    let settings = app.settings();
    let ascii = settings.ascii;
    let width = detail_line.width as usize;
    if let Some(sum) = s.entries().get(s.marked()) {
        let text = format!(" {}", detail(sum, ascii));
        let style = if sum.record.is_err() {
            settings.style(Role::Take)
        } else {
            Style::new()
        };
        Line::styled(fit(&text, width, ascii), style).render(detail_line, buf);
    }
    let message = if app.opening_saved() {
        Some(t!("scr-sv-opening"))
    } else {
        app.notice().map(str::to_string)
    };
    if let Some(m) = message {
        let m = if ascii { m.replace('…', "...") } else { m };
        Line::styled(
            fit(&format!(" {m}"), width, ascii),
            settings.style(Role::Note),
        )
        .render(message_line, buf);
    }
    super::footer::render(app, keys, buf);
}

/// A variant's name in a narrow column: one word that tells the presets apart (`Nine`,
/// `Zwölfer`, `Doze`).
fn narrow_title(v: crate::rules::Variant) -> String {
    use crate::rules::Variant;
    match v {
        Variant::Nine => t!("scr-sv-variant-nine"),
        Variant::Twelve => t!("scr-sv-variant-twelve"),
        Variant::Morabaraba => t!("scr-sv-variant-morabaraba"),
        Variant::Lasker => t!("scr-sv-variant-lasker"),
        Variant::Six => t!("scr-sv-variant-six"),
        Variant::Three => t!("scr-sv-variant-three"),
    }
}

//! The new-game screen, drawn over the game: a row for each choice (its label, its value; the
//! focused one marked with `>` and its value between arrows), what the focused row means, and
//! the Start and Cancel buttons. The rows scroll when the screen is short; the footer below
//! keeps the keys. Every row and button takes a click.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Padding, Paragraph, Widget};

use super::super::app::App;
use super::super::app::newgame::{NewGame, Row};
use super::super::layout::{centered, window_width};
use super::super::mouse::{Hit, Hits};
use super::super::theme::Role;
use super::super::wrap::{fit, wrap_message};
use super::border_set;

/// The least width of the labels' column.
const LABEL: usize = 18;

/// The rows of text the meaning of the focused row is given.
const ABOUT: usize = 2;

/// The focused row and button.
const MARKED: Style = Style::new().add_modifier(Modifier::REVERSED.union(Modifier::BOLD));

/// Draws the screen over `area` (the footer's row left free).
pub fn render(app: &App, screen: &NewGame, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let s = app.settings();
    let ascii = s.ascii;
    let area = Rect {
        height: area.height.saturating_sub(1),
        ..area
    };
    let listed: Vec<(usize, Row)> = screen
        .rows()
        .iter()
        .copied()
        .enumerate()
        .filter(|(_, r)| !r.is_button())
        .collect();
    let width = window_width(area.width);
    let inner_w = width.saturating_sub(4) as usize;
    let about = wrap_message(&screen.about(screen.focus()), inner_w, 0, ascii);
    let note = app
        .notice()
        .map(|n| wrap_message(n, inner_w, 0, ascii))
        .unwrap_or_default();
    // Below the rows: a blank, the meaning, the note, a blank, the buttons.
    let below = 1 + ABOUT.max(about.len()) + note.len() + 2;
    let want = (listed.len() + below + 2) as u16;
    let r = centered(area, width, want);
    let shown = (r.height as usize).saturating_sub(below + 2).max(1);
    let at = listed
        .iter()
        .position(|(_, row)| *row == screen.focus())
        .unwrap_or(listed.len().saturating_sub(1));
    let top = at.saturating_sub(shown - 1);
    let rest = listed.len().saturating_sub(top + shown);
    let block = frame(app, top, rest, r.width, ascii);
    let inner = block.inner(r);
    Clear.render(r, buf);
    hits.add(r, Hit::Window);
    let mut lines = row_lines(screen, &listed[top..], shown, inner, hits, ascii);
    while lines.len() < shown {
        lines.push(Line::raw(""));
    }
    lines.push(Line::raw(""));
    let quiet = s.style(Role::Quiet);
    let n_about = about.len();
    lines.extend(about.into_iter().map(|a| Line::styled(a, quiet)));
    for _ in n_about..ABOUT {
        lines.push(Line::raw(""));
    }
    lines.extend(
        note.into_iter()
            .map(|n| Line::styled(n, s.style(Role::Take))),
    );
    lines.push(Line::raw(""));
    let (buttons, places, x) = buttons(screen, ascii);
    let y = inner.y + lines.len() as u16;
    lines.push(buttons);
    Paragraph::new(lines).block(block).render(r, buf);
    let left = inner.x + inner.width.saturating_sub(x) / 2;
    if y < inner.bottom() {
        for (dx, w, i) in places {
            hits.add(Rect::new(left + dx, y, w, 1), Hit::Menu(i));
        }
    }
}

/// The window's frame, `width` wide: its title, and whether rows are hidden above (`top` of
/// them) or below (`rest`).
fn frame(app: &App, top: usize, rest: usize, width: u16, ascii: bool) -> Block<'static> {
    let (up, down) = if ascii { ("^", "v") } else { ("↑", "↓") };
    let mut block = Block::bordered()
        .border_set(border_set(app.settings()))
        .title(format!(" {} ", crate::t!("scr-ng-title")))
        .padding(Padding::horizontal(1));
    if top > 0 {
        let more = format!(" {} ", crate::t!("scr-ng-more-above", arrow = up));
        block = block.title_top(Line::from(more).right_aligned());
    }
    if rest > 0 {
        let more = fit(
            &format!(
                " {} ",
                crate::t!("scr-ng-more-below", arrow = down, n = rest)
            ),
            width.saturating_sub(2) as usize,
            ascii,
        );
        block = block.title_bottom(Line::from(more).right_aligned());
    }
    block
}

/// The lines of the rows `listed` (from the first shown; at most `shown` of them), each label
/// and value, the focused one marked; each row takes a click where `inner` shows it.
fn row_lines(
    screen: &NewGame,
    listed: &[(usize, Row)],
    shown: usize,
    inner: Rect,
    hits: &mut Hits,
    ascii: bool,
) -> Vec<Line<'static>> {
    // The labels' column is as wide as the longest and a space: a label of its whole width ran
    // into its value ("Entfernen optional aus").
    let label_w = screen
        .rows()
        .iter()
        .filter(|r| !r.is_button())
        .map(|&r| screen.label(r).chars().count() + 1)
        .max()
        .unwrap_or(0)
        .max(LABEL);
    let inner_w = inner.width as usize;
    let (l, rr) = if ascii { ("<", ">") } else { ("◀", "▶") };
    let mut lines = Vec::new();
    for (k, &(index, row)) in listed.iter().enumerate().take(shown) {
        let on = row == screen.focus();
        let mut value = screen.value(row);
        // A value too long for a narrow screen has a short form (a friend's side).
        if let Some(short) = screen.short_value(row)
            && label_w + value.chars().count() + 8 > inner_w
        {
            value = short;
        }
        if on && screen.typing() {
            // An empty name: the cursor first, then the name it stands for.
            match row {
                Row::Detail(c) if screen.name_untouched(c) => value = format!("_ {value}"),
                _ => value.push('_'),
            }
        } else if on {
            value = format!("{l} {value} {rr}");
        }
        let text = format!(
            "{} {:<label_w$} {value}",
            if on { ">" } else { " " },
            screen.label(row)
        );
        let text = fit(&crate::text::clean(&text), inner_w, ascii);
        lines.push(if on {
            Line::styled(text, MARKED)
        } else {
            Line::raw(text)
        });
        let y = inner.y + k as u16;
        hits.add(Rect::new(inner.x, y, inner.width, 1), Hit::Menu(index));
    }
    lines
}

/// The line of the buttons, centred; where each is in it (its column, its width, its row's
/// index) and the line's width, so that each takes a click where it is drawn.
fn buttons(screen: &NewGame, ascii: bool) -> (Line<'static>, Vec<(u16, u16, usize)>, u16) {
    let (l, rr) = if ascii { ("<", ">") } else { ("◀", "▶") };
    let rows = screen.rows();
    let button = |label: &str, on: bool| {
        if on {
            Span::styled(format!("{rr} {label} {l}"), MARKED)
        } else {
            Span::raw(format!("  {label}  "))
        }
    };
    let gap = "   ";
    let mut spans = Vec::new();
    let mut x = 0u16;
    let mut places = Vec::new();
    for (i, r) in rows.iter().enumerate().filter(|(_, r)| r.is_button()) {
        if !places.is_empty() {
            spans.push(Span::raw(gap));
            x += gap.len() as u16;
        }
        let b = button(&screen.label(*r), *r == screen.focus());
        let w = b.width() as u16;
        places.push((x, w, i));
        spans.push(b);
        x += w;
    }
    (Line::from(spans).centered(), places, x)
}

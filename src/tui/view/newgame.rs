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

/// Draws the screen over `area` (the footer's row left free).
pub fn render(app: &App, screen: &NewGame, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let s = app.settings();
    let ascii = s.ascii;
    let area = Rect {
        height: area.height.saturating_sub(1),
        ..area
    };
    let rows = screen.rows();
    let listed: Vec<(usize, Row)> = rows
        .iter()
        .copied()
        .enumerate()
        .filter(|(_, r)| !r.is_button())
        .collect();
    // The labels' column is as wide as the longest and a space: a label of its whole width ran
    // into its value ("Entfernen optional aus").
    let label_w = listed
        .iter()
        .map(|&(_, r)| screen.label(r).chars().count() + 1)
        .max()
        .unwrap_or(0)
        .max(LABEL);
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
    let (up, down) = if ascii { ("^", "v") } else { ("↑", "↓") };
    let mut block = Block::bordered()
        .border_set(border_set(s))
        .title(format!(" {} ", crate::t!("scr-ng-title")))
        .padding(Padding::horizontal(1));
    if top > 0 {
        let more = format!(" {} ", crate::t!("scr-ng-more-above", arrow = up));
        block = block.title_top(Line::from(more).right_aligned());
    }
    let rest = listed.len().saturating_sub(top + shown);
    if rest > 0 {
        let more = fit(
            &format!(
                " {} ",
                crate::t!("scr-ng-more-below", arrow = down, n = rest)
            ),
            r.width.saturating_sub(2) as usize,
            ascii,
        );
        block = block.title_bottom(Line::from(more).right_aligned());
    }
    let inner = block.inner(r);
    Clear.render(r, buf);
    hits.add(r, Hit::Window);
    let (l, rr) = if ascii { ("<", ">") } else { ("◀", "▶") };
    let marked = Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD);
    let mut lines: Vec<Line> = Vec::new();
    for (i, &(index, row)) in listed.iter().enumerate().skip(top).take(shown) {
        let on = row == screen.focus();
        let mut value = screen.value(row);
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
            Line::styled(text, marked)
        } else {
            Line::raw(text)
        });
        let y = inner.y + (i - top) as u16;
        hits.add(Rect::new(inner.x, y, inner.width, 1), Hit::Menu(index));
    }
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
    // The buttons, centred, each taking a click where it is drawn.
    let buttons: Vec<(usize, String)> = rows
        .iter()
        .enumerate()
        .filter(|(_, r)| r.is_button())
        .map(|(i, r)| (i, screen.label(*r)))
        .collect();
    let button = |label: &str, on: bool| {
        if on {
            Span::styled(format!("{rr} {label} {l}"), marked)
        } else {
            Span::raw(format!("  {label}  "))
        }
    };
    let gap = "   ";
    let mut spans = Vec::new();
    let mut x = 0u16;
    let mut places = Vec::new();
    for (k, (i, label)) in buttons.iter().enumerate() {
        if k > 0 {
            spans.push(Span::raw(gap));
            x += gap.len() as u16;
        }
        let on = rows.get(*i) == Some(&screen.focus());
        let b = button(label, on);
        let w = b.width() as u16;
        places.push((x, w, *i));
        spans.push(b);
        x += w;
    }
    let y = inner.y + lines.len() as u16;
    lines.push(Line::from(spans).centered());
    Paragraph::new(lines).block(block).render(r, buf);
    let left = inner.x + inner.width.saturating_sub(x) / 2;
    if y < inner.bottom() {
        for (dx, w, i) in places {
            hits.add(Rect::new(left + dx, y, w, 1), Hit::Menu(i));
        }
    }
}

//! The tutorial: the step's board with the cursor, the stone picked up and where it may go
//! (or the stones that may be removed); a panel with the step's number and title, its few
//! lines, its task, what was said of the last decision; and its keys.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Borders, Widget};

use crate::rules::{Point, Task};
use crate::t;

use super::super::app::tutorial::Tutorial;
use super::super::app::{App, Marks};
use super::super::layout::{self, ScreenLayout};
use super::super::mouse::{Hit, Hits};
use super::super::theme::Role;
use super::super::wrap::{fit, wrap_message};
use super::{board, header_line, panel_block};

/// Draws the tutorial over the whole screen: what was drawn where, for the mouse.
pub fn render(app: &App, tu: &Tutorial, area: Rect, buf: &mut Buffer) -> Hits {
    let mut hits = Hits::default();
    hits.add(area, Hit::Screen);
    let s = app.settings();
    let pos = tu.game().position();
    let n = pos.rules().board.grid_size() as u16;
    let ScreenLayout {
        header,
        board: board_area,
        panel,
        footer,
    } = layout::screen_layout(n, area);
    header_line(s, pos.rules(), Some(&t!("tut-header")), header, buf);
    let open = tu.step().is_some() && !tu.done();
    let targets = match (tu.selected(), pos.task()) {
        (Some(sel), _) => pos.destinations(sel),
        (None, Task::Remove(_)) if open => pos.removable(),
        _ => crate::rules::Bitboard(0),
    };
    let last = tu.game().history().last().copied();
    let marks: Vec<(Point, Marks)> = pos
        .geometry()
        .points
        .iter()
        .map(|p| {
            let m = Marks {
                cursor: tu.step().is_some() && p == tu.cursor(),
                selected: tu.selected() == Some(p),
                target: open && pos.stone_at(p).is_none() && targets.contains(p),
                removable: open && pos.stone_at(p).is_some() && targets.contains(p),
                last: last.and_then(|d| d.target()) == Some(p)
                    && !last.is_some_and(|d| d.is_removal()),
                captured: last.is_some_and(|d| d.is_removal() && d.target() == Some(p)),
                ..Marks::default()
            };
            (p, m)
        })
        .collect();
    board::draw(&pos, &marks, (s, app.turned()), board_area, buf, &mut hits);
    let block = panel_block(s, Borders::LEFT);
    let inner = block.inner(panel);
    block.render(panel, buf);
    let width = inner.width as usize;
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let quiet = s.style(Role::Quiet);
    let note = s.style(Role::Note);
    let task_style = s.style(Role::Cursor).add_modifier(Modifier::BOLD);
    let mut rows: Vec<(String, Style)> = Vec::new();
    let (k, total) = tu.number();
    let (title, text, task) = match tu.step() {
        Some(st) => (
            t!(
                "tut-title",
                n = k,
                total = total,
                title = t!(&format!("tut-{}-title", st.name))
            ),
            t!(&format!("tut-{}-text", st.name)),
            Some(t!(&format!("tut-{}-task", st.name))),
        ),
        None => (t!("tut-end-title"), t!("tut-end-text"), None),
    };
    rows.push((title, bold));
    if tu.step().is_some() {
        let stone = s.stone(crate::rules::Color::White).to_string();
        rows.push((t!("tut-you", stone = stone), quiet));
    }
    for l in wrap_message(&text, width, 0, s.ascii) {
        rows.push((l, Style::new()));
    }
    if let Some(task) = task {
        for l in wrap_message(&task, width, 2, s.ascii) {
            rows.push((l, task_style));
        }
    }
    if let Some(f) = app.pending_file() {
        rows.push((t!("scr-ed-typed", file = (b'a' + f) as char), note));
    }
    if let Some(m) = tu.note() {
        for l in wrap_message(m, width, 2, s.ascii) {
            rows.push((l, note));
        }
    }
    if tu.done() {
        rows.push((t!("tut-next"), bold));
    }
    for ((text, style), y) in rows.iter().zip(inner.top()..inner.bottom()) {
        Line::from(fit(text, width, s.ascii))
            .style(*style)
            .render(Rect::new(inner.x, y, inner.width, 1), buf);
    }
    // The screen's own keys, from the table of keys.
    super::footer::render(app, footer, buf);
    hits
}

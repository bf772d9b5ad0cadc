//! The training of the points: the empty board with the cursor (finding) or the point to name
//! marked `!` (naming), the last answer shown (◇ where the point asked is, ○ a wrong one);
//! a panel with the way, the point asked, the score and the time, the best round kept, what
//! was said of the last answer; and its keys.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Borders, Widget};

use crate::rules::Point;
use crate::t;

use super::super::app::learn::{Drill, ROUND, Way, seconds};
use super::super::app::{App, Marks};
use super::super::layout::{self, ScreenLayout};
use super::super::mouse::{Hit, Hits};
use super::super::theme::Role;
use super::super::wrap::{fit, wrap_message};
use super::{board, header_line, panel_block};

/// Draws the training over the whole screen: what was drawn where, for the mouse.
pub fn render(app: &App, d: &Drill, area: Rect, buf: &mut Buffer) -> Hits {
    let mut hits = Hits::default();
    hits.add(area, Hit::Screen);
    let s = app.settings();
    let pos = *d.board();
    let n = pos.rules().board.grid_size() as u16;
    let ScreenLayout {
        header,
        board: board_area,
        panel,
        footer,
    } = layout::screen_layout(n, area);
    header_line(s, pos.rules(), Some(&t!("learn-header")), header, buf);
    let asked = d.asked();
    let marks: Vec<(Point, Marks)> = pos
        .geometry()
        .points
        .iter()
        .map(|p| {
            let last = d.last();
            let m = Marks {
                cursor: d.way() == Way::Find && p == d.cursor() && d.took().is_none(),
                hint: d.way() == Way::Name && asked == Some(p),
                target: last.is_some_and(|(a, _)| a == p),
                captured: last.is_some_and(|(a, g)| g == p && a != p),
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
    let mut rows: Vec<(String, Style)> = Vec::new();
    let title = match d.way() {
        Way::Find => t!("learn-title-find"),
        Way::Name => t!("learn-title-name"),
    };
    rows.push((title, bold));
    let (answered, right) = d.score();
    match (asked, d.took()) {
        (Some(p), _) => {
            let task = match d.way() {
                Way::Find => t!("learn-find", point = p.to_string()),
                Way::Name => t!("learn-name"),
            };
            rows.push((task, s.style(Role::Cursor).add_modifier(Modifier::BOLD)));
            rows.push((
                t!(
                    "learn-progress",
                    n = answered + 1,
                    of = ROUND,
                    right = right
                ),
                Style::new(),
            ));
            let time = d.elapsed(app.now()).as_secs();
            rows.push((t!("learn-time", time = time), Style::new()));
        }
        (None, Some(took)) => {
            rows.push((
                t!(
                    "learn-result",
                    right = right,
                    of = ROUND,
                    time = seconds(took)
                ),
                bold,
            ));
            if d.new_best() {
                rows.push((t!("learn-new-best"), note));
            }
            rows.push((t!("learn-again"), Style::new()));
        }
        (None, None) => {
            let how = match d.way() {
                Way::Find => t!("learn-how-find", n = ROUND),
                Way::Name => t!("learn-how-name", n = ROUND),
            };
            for l in wrap_message(&how, width, 2, s.ascii) {
                rows.push((l, Style::new()));
            }
            rows.push((t!("learn-begin"), bold));
        }
    }
    if let Some(f) = app.pending_file() {
        rows.push((t!("scr-ed-typed", file = (b'a' + f) as char), note));
    }
    if let Some(m) = d.note() {
        for l in wrap_message(m, width, 2, s.ascii) {
            rows.push((l, note));
        }
    }
    let best = match d.best() {
        Some(b) => t!(
            "learn-best",
            right = b.right,
            of = b.of,
            time = seconds(std::time::Duration::from_millis(b.millis))
        ),
        None => t!("learn-no-best"),
    };
    rows.push((best, quiet));
    for ((text, style), y) in rows.iter().zip(inner.top()..inner.bottom()) {
        let text = if s.ascii {
            text.replace('·', "-")
        } else {
            text.clone()
        };
        Line::from(fit(&text, width, s.ascii))
            .style(*style)
            .render(Rect::new(inner.x, y, inner.width, 1), buf);
    }
    let keys = if d.way() == Way::Name && d.running() {
        t!("learn-keys-name")
    } else {
        t!("learn-keys")
    };
    let keys = if s.ascii {
        keys.replace('·', "-")
    } else {
        keys
    };
    Line::from(fit(&keys, footer.width as usize, s.ascii))
        .style(quiet)
        .render(footer, buf);
    hits
}

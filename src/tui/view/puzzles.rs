//! The Puzzles screen: the puzzle's board with the cursor, the stone picked up and where it
//! may go; a panel with the puzzle's number, its task, its difficulty, the tries left, what
//! was said of the last decision and the tally of the visit; and its keys.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Borders, Widget};

use crate::rules::{Point, Task};
use crate::solve::puzzle::Standing;
use crate::t;

use super::super::app::puzzles::{Trainer, task_text};
use super::super::app::{App, Marks};
use super::super::layout::{self, ScreenLayout};
use super::super::mouse::{Hit, Hits};
use super::super::theme::Role;
use super::super::wrap::{fit, wrap_message};
use super::{board, header_line, panel_block};

/// Draws the Puzzles screen over the whole screen: what was drawn where, for the mouse.
pub fn render(app: &App, tr: &Trainer, area: Rect, buf: &mut Buffer) -> Hits {
    let mut hits = Hits::default();
    hits.add(area, Hit::Screen);
    let s = app.settings();
    let a = tr.attempt();
    let pos = *a.position();
    let n = pos.rules().board.grid_size() as u16;
    let ScreenLayout {
        header,
        board: board_area,
        panel,
        footer,
    } = layout::screen_layout(n, area);
    // A Sanmill pack by its name, so that the player knows which puzzles these are.
    let what = match tr.pack_name() {
        Some(name) => t!("puz-header-pack", name = crate::text::clean(name)),
        None => t!("puz-header"),
    };
    header_line(s, pos.rules(), Some(&what), header, buf);
    let playing = a.standing() == Standing::Playing;
    let targets = match (tr.selected(), pos.task()) {
        (Some(sel), _) => pos.destinations(sel),
        (None, Task::Remove(_)) if playing => pos.removable(),
        _ => crate::rules::Bitboard(0),
    };
    let marks: Vec<(Point, Marks)> = pos
        .geometry()
        .points
        .iter()
        .map(|p| {
            let m = Marks {
                cursor: p == tr.cursor(),
                selected: tr.selected() == Some(p),
                target: playing && pos.stone_at(p).is_none() && targets.contains(p),
                removable: playing && pos.stone_at(p).is_some() && targets.contains(p),
                ..Marks::default()
            };
            (p, m)
        })
        .collect();
    board::draw(&pos, &marks, (s, app.turned()), board_area, buf, &mut hits);
    // The panel.
    let block = panel_block(s, Borders::LEFT);
    let inner = block.inner(panel);
    block.render(panel, buf);
    let width = inner.width as usize;
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let quiet = s.style(Role::Quiet);
    let note = s.style(Role::Note);
    let p = a.puzzle();
    let (k, total) = tr.number();
    let mut rows: Vec<(String, Style)> = vec![(t!("puz-title", n = k, total = total), bold)];
    for l in wrap_message(&task_text(p), width, 2, s.ascii) {
        rows.push((l, Style::new()));
    }
    let mut about = t!("puz-difficulty", d = p.difficulty);
    if p.flying {
        about = format!("{about} · {}", t!("puz-flying"));
    }
    if p.blockade {
        about = format!("{about} · {}", t!("puz-blockade"));
    }
    let ascii = |t: String| if s.ascii { t.replace('·', "-") } else { t };
    let about = ascii(about);
    rows.push((about, quiet));
    // A pack's puzzle: how morris checks it, and a disagreement with the pack, said beside
    // it.
    if let Some((said, disagrees)) = tr.pack_note(app.analysis().tables()) {
        let style = if disagrees { note } else { quiet };
        for l in wrap_message(&said, width, 2, s.ascii) {
            rows.push((l, style));
        }
    }
    let standing = match a.standing() {
        Standing::Playing => t!("puz-tries", n = a.tries_left()),
        Standing::Solved => t!("puz-standing-solved"),
        Standing::Failed => t!("puz-standing-failed"),
    };
    rows.push((standing, bold));
    if !tr.ready(app.analysis().tables()) {
        let dots = if s.ascii { "..." } else { "…" };
        rows.push((t!("puz-solving", dots = dots), note));
    }
    if let Some(path) = tr.typing() {
        for l in wrap_message(
            &t!("puz-pack-path", path = crate::text::clean(path)),
            width,
            2,
            s.ascii,
        ) {
            rows.push((l, bold));
        }
    }
    if let Some(f) = app.pending_file() {
        rows.push((t!("scr-ed-typed", file = (b'a' + f) as char), note));
    }
    if let Some(m) = tr.note() {
        for l in wrap_message(m, width, 2, s.ascii) {
            rows.push((l, note));
        }
    }
    // The tallies wrap rather than run past the panel's edge (Portuguese's are long).
    let (solved, failed) = tr.tally();
    let mut tallies = vec![t!("puz-tally", solved = solved, failed = failed)];
    if let Some((solved, failed)) = tr.kept() {
        tallies.push(t!(
            "puz-kept",
            solved = solved,
            failed = failed,
            total = total
        ));
    }
    for tally in tallies {
        for l in wrap_message(&tally, width, 2, s.ascii) {
            rows.push((l, quiet));
        }
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

/// Draws the Puzzles screen for rules with no shipped set: the game's board as it stands,
/// and a panel with the offer to make a set (or how far the making is, and Esc to stop).
pub fn render_maker(
    app: &App,
    m: &super::super::app::puzzles::Maker,
    area: Rect,
    buf: &mut Buffer,
) -> Hits {
    let mut hits = Hits::default();
    hits.add(area, Hit::Screen);
    let s = app.settings();
    let pos = app.game().position();
    let n = pos.rules().board.grid_size() as u16;
    let ScreenLayout {
        header,
        board: board_area,
        panel,
        // The panel names the keys: the footer would give the board's.
        footer: _,
    } = layout::screen_layout(n, area);
    header_line(s, pos.rules(), Some(&t!("puz-header")), header, buf);
    let marks: Vec<(Point, Marks)> = pos
        .geometry()
        .points
        .iter()
        .map(|p| (p, Marks::default()))
        .collect();
    board::draw(&pos, &marks, (s, app.turned()), board_area, buf, &mut hits);
    let block = panel_block(s, Borders::LEFT);
    let inner = block.inner(panel);
    block.render(panel, buf);
    let width = inner.width as usize;
    let note = s.style(Role::Note);
    let mut rows: Vec<(String, Style)> = Vec::new();
    let lines = m.lines();
    let last = lines.len().saturating_sub(1);
    for (i, text) in lines.iter().enumerate() {
        let style = match i {
            0 => Style::new().add_modifier(Modifier::BOLD),
            i if i == last => Style::new(),
            _ => note,
        };
        for l in wrap_message(text, width, 2, s.ascii) {
            rows.push((l, style));
        }
    }
    for ((text, style), y) in rows.iter().zip(inner.top()..inner.bottom()) {
        Line::from(fit(text, width, s.ascii))
            .style(*style)
            .render(Rect::new(inner.x, y, inner.width, 1), buf);
    }
    hits
}

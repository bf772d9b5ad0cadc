//! The position editor's screen: the board as set up, with the cursor; a panel with each
//! side's stones and pieces in hand, the side to move, a removal owed, buttons, and what is
//! wrong with the position (or that it is ready); the FEN window and the question before a
//! game in progress is set aside. Every button takes a click, as its key.

use crate::words::ErrorWords;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Borders, Clear, Widget};

use crate::rules::{Color as Side, Point};

use super::super::app::editor::{Edit, Editor, Shown};
use super::super::app::newgame::side_name;
use super::super::app::{App, Marks};
use super::super::keys::Action;
use super::super::layout::{self, ScreenLayout};
use super::super::mouse::{Hit, Hits};
use super::super::theme::{Role, Settings};
use super::super::wrap::wrap_message;
use super::windows::{Text, question, window};
use super::{board, footer, header_line, panel_block};
use crate::t;

/// Draws the editor over the whole screen: what was drawn where, for the mouse.
pub fn render(app: &App, e: &Editor, area: Rect, buf: &mut Buffer) -> Hits {
    let mut hits = Hits::default();
    hits.add(area, Hit::Screen);
    let s = app.settings();
    let pos = e.sketch();
    let n = e.rules().board.grid_size() as u16;
    let ScreenLayout {
        header,
        board: board_area,
        panel,
        footer: footer_area,
    } = layout::screen_layout(n, area);
    header_line(s, e.rules(), Some(&t!("scr-ed-header")), header, buf);
    let marks: Vec<(Point, Marks)> = pos
        .geometry()
        .points
        .iter()
        .map(|p| {
            let m = Marks {
                cursor: p == e.cursor(),
                ..Marks::default()
            };
            (p, m)
        })
        .collect();
    // The editor's arrows move as the names go: its board is drawn the usual way round.
    board::draw(&pos, &marks, (s, false), board_area, buf, &mut hits);
    render_panel(app, e, panel, buf, &mut hits);
    footer::render(app, footer_area, buf);
    match e.shown() {
        Shown::Board => {}
        Shown::Fen => fen_window(app, e, area, buf, &mut hits),
        Shown::Confirm(_) => question(
            app,
            area,
            buf,
            &mut hits,
            &t!("scr-ed-confirm-title"),
            t!("scr-ed-confirm"),
            [&t!("scr-ed-confirm-yes"), &t!("scr-ed-confirm-no")],
        ),
        Shown::Quit(_) => question(
            app,
            area,
            buf,
            &mut hits,
            &t!("scr-ed-quit-title"),
            t!("scr-ed-quit"),
            [&t!("scr-ed-quit-yes"), &t!("scr-ed-quit-no")],
        ),
    }
    hits
}

/// A piece of a panel row: its text, its style, and the action a click on it asks for.
type Piece = (String, Style, Option<Action>);

/// The panel: the sides, the side to move, the removal owed, the buttons, what was said and
/// what is wrong.
fn render_panel(app: &App, e: &Editor, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let s = app.settings();
    let block = panel_block(s, Borders::LEFT);
    let inner = block.inner(area);
    block.render(area, buf);
    let width = inner.width as usize;
    let d = e.diagram();
    let quiet = s.style(Role::Quiet);
    let plain = Style::new();
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let mut rows: Vec<Vec<Piece>> = vec![vec![(t!("scr-ed-title"), bold, None)]];
    for side in Side::BOTH {
        rows.push(vec![
            (s.stone(side).to_string(), s.stone_style(side), None),
            (
                format!(
                    " {}",
                    t!(
                        "scr-ed-on-board",
                        side = side_name(side),
                        n = d.on_board(side)
                    )
                ),
                plain,
                None,
            ),
        ]);
        let (less, more) = match side {
            Side::White => ("[", "]"),
            Side::Black => ("{", "}"),
        };
        let held = format!("  {} ", t!("scr-ed-in-hand", n = d.hand[side.index()]));
        // "keys" gives way first where the panel is narrow, the keys themselves never.
        let keys = format!(" {} {less} {more}", t!("scr-ed-keys"));
        let keys = if held.chars().count() + "[-] [+]".len() + keys.chars().count() <= width {
            keys
        } else {
            format!(" {less} {more}")
        };
        rows.push(vec![
            (held, plain, None),
            ("[-]".into(), bold, Some(Action::Edit(Edit::HandLess(side)))),
            (" ".into(), plain, None),
            ("[+]".into(), bold, Some(Action::Edit(Edit::HandMore(side)))),
            (keys, quiet, None),
        ]);
    }
    let side = Some(Action::Edit(Edit::Side));
    rows.push(vec![
        (t!("scr-ed-to-move", side = side_name(d.side)), plain, side),
        ("  t".into(), quiet, side),
    ]);
    let owed = match d.owed {
        0 => t!("scr-ed-no-removal"),
        k => t!("scr-ed-owes", side = side_name(d.side), n = k),
    };
    let removal = Some(Action::Edit(Edit::Removal));
    rows.push(vec![(owed, plain, removal), ("  r".into(), quiet, removal)]);
    let mut spare = vec![rows.len()];
    rows.push(Vec::new());
    rows.extend(buttons(width, bold));
    if let Some(f) = app.pending_file() {
        let typed = t!("scr-ed-typed", file = (b'a' + f) as char);
        rows.push(vec![(typed, s.style(Role::Note), None)]);
    }
    if let Some(m) = app.notice() {
        for l in wrap_message(m, width, 2, s.ascii) {
            rows.push(vec![(l, s.style(Role::Note), None)]);
        }
    }
    spare.push(rows.len());
    rows.push(Vec::new());
    let problems: Vec<Vec<String>> = e
        .problems()
        .iter()
        .map(|p| {
            let dash = if s.ascii { "-" } else { "•" };
            wrap_message(&format!("{dash} {}", p.text()), width, 2, s.ascii)
        })
        .collect();
    let height = inner.height as usize;
    let ready = wrap_message(&t!("scr-ed-ready"), width, 2, s.ascii);
    let tail = match problems.len() {
        0 => ready.len(),
        _ => 1 + problems.iter().map(Vec::len).sum::<usize>(),
    };
    // The blank rows give way first when the panel is short.
    if rows.len() + tail > height {
        for &i in spare.iter().rev() {
            rows.remove(i);
        }
    }
    if problems.is_empty() {
        let go = s.style(Role::Go).add_modifier(Modifier::BOLD);
        for l in ready {
            rows.push(vec![(l, go, Some(Action::Edit(Edit::Start)))]);
        }
    } else {
        rows.push(vec![(t!("scr-ed-cannot-start"), bold, None)]);
        rows.extend(problem_rows(
            &problems,
            height.saturating_sub(rows.len()),
            s,
        ));
    }
    for (row, y) in rows.iter().zip(inner.top()..inner.bottom()) {
        draw_row(row, inner, y, buf, hits);
    }
}

/// The problems' rows in `room` rows: each problem whole while it fits, then "+N more
/// problems" for those left out (the first is shown as far as it goes).
fn problem_rows(problems: &[Vec<String>], room: usize, s: &Settings) -> Vec<Vec<Piece>> {
    let take = s.style(Role::Take);
    let mut out: Vec<Vec<Piece>> = Vec::new();
    let mut shown = 0;
    for (k, lines) in problems.iter().enumerate() {
        let more = usize::from(k + 1 < problems.len());
        let fits = out.len() + lines.len() + more <= room;
        if !fits && k > 0 {
            break;
        }
        let cut = if fits {
            lines.len()
        } else {
            room.saturating_sub(out.len() + more)
        };
        out.extend(
            lines
                .iter()
                .take(cut)
                .map(|l| vec![(l.clone(), take, None)]),
        );
        shown += 1;
    }
    let hidden = problems.len() - shown;
    if hidden > 0 {
        out.push(vec![(t!("scr-ed-more-problems", n = hidden), take, None)]);
    }
    out
}

/// The buttons, as many a row as fit in `width`.
fn buttons(width: usize, style: Style) -> Vec<Vec<Piece>> {
    let all = [
        (format!("[{} s]", t!("scr-ed-start")), Edit::Start),
        (format!("[{} F]", t!("scr-ed-fen")), Edit::Fen),
        (format!("[{} C]", t!("scr-ed-clear")), Edit::Clear),
    ];
    let mut rows: Vec<Vec<Piece>> = vec![Vec::new()];
    let mut used = 0;
    let back = (format!("[{} Esc]", t!("scr-ed-back")), Action::Cancel);
    for (label, action) in all
        .into_iter()
        .map(|(l, e)| (l, Action::Edit(e)))
        .chain([back])
    {
        let len = label.chars().count();
        if used > 0 && used + 1 + len > width {
            rows.push(Vec::new());
            used = 0;
        }
        if let Some(row) = rows.last_mut() {
            if used > 0 {
                row.push((" ".into(), Style::new(), None));
                used += 1;
            }
            row.push((label, style, Some(action)));
            used += len;
        }
    }
    rows
}

/// Draws one row of pieces at `y`, cut at the edge of `inner`; each piece with an action takes
/// a click where it is drawn.
fn draw_row(row: &[Piece], inner: Rect, y: u16, buf: &mut Buffer, hits: &mut Hits) {
    let mut x = inner.x;
    for (text, style, action) in row {
        let room = inner.right().saturating_sub(x);
        if room == 0 {
            break;
        }
        let w = (text.chars().count() as u16).min(room);
        let r = Rect::new(x, y, w, 1);
        Line::styled(text.as_str(), *style).render(r, buf);
        if let Some(a) = action {
            hits.add(r, Hit::Key(*a));
        }
        x += w;
    }
}

/// The position's FEN in a window, to select and copy: on one line, over the window's border
/// where the window is narrower than the FEN but the terminal is not (a FEN broken across lines
/// is broken when copied); a terminal narrower than the FEN is said to be.
fn fen_window(app: &App, e: &Editor, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let fen = e.fen().unwrap_or_default();
    let s: &Settings = app.settings();
    let width = layout::window_width(area.width);
    let long = fen.chars().count() as u16;
    let inside = long <= width.saturating_sub(4);
    let across = !inside && long <= area.width;
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let mut lines = vec![if across {
        Line::raw("")
    } else {
        Line::styled(fen.clone(), bold)
    }];
    lines.push(Line::raw(""));
    if inside || across {
        lines.push(Line::raw(t!("scr-ed-fen-copy")));
    } else {
        lines.push(Line::styled(
            t!("scr-ed-fen-too-wide", n = long, width = area.width),
            s.style(Role::Note),
        ));
    }
    let play = match e.command_line() {
        Some(c) => t!("scr-ed-fen-play", command = c),
        None => t!("scr-ed-fen-play-flags"),
    };
    lines.push(Line::styled(play, s.style(Role::Quiet)));
    let title = t!("scr-ed-fen-title");
    let closes = t!("scr-ed-fen-closes");
    let text = Text {
        title: &title,
        lines,
        width,
        top: 0,
        closes: &closes,
    };
    let r = window(app, area, buf, hits, text);
    if across {
        // The whole row is the FEN's, border and all, so that a line selected is the FEN.
        let y = r.y + 1;
        let row = Rect::new(area.x, y, area.width, 1);
        Clear.render(row, buf);
        let x = area.x + (area.width - long) / 2;
        Line::styled(fen, bold).render(Rect::new(x, y, long, 1), buf);
    }
}

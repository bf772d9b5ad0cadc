//! The board: its lines, coordinates, stones and the marks beside them.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};

use crate::rules::{Point, Position};
use crate::solve::review::Kind;

use super::super::analysis;
use super::super::app::{App, Marks};
use super::super::help::{HINT, HINT_CURSOR};
use super::super::layout::BoardGeometry;
use super::super::mouse::{Hit, Hits};
use super::super::theme::{Role, Settings};

fn set(buf: &mut Buffer, x: u16, y: u16, c: char, style: Style) {
    if let Some(cell) = buf.cell_mut((x, y)) {
        cell.set_char(c).set_style(style);
    }
}

/// Draws the board shown in `area`; each point (with the marks beside it) takes a click.
pub fn render(app: &App, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let view = (app.settings(), app.turned());
    draw(&app.view_position(), &app.marks(), view, area, buf, hits);
}

/// Draws `pos` with `marks` in `area` with these settings, turned half round or not; each
/// point (with the marks beside it) takes a click.
pub fn draw(
    pos: &Position,
    marks: &[(Point, Marks)],
    (settings, turned): (&Settings, bool),
    area: Rect,
    buf: &mut Buffer,
    hits: &mut Hits,
) {
    let n = pos.rules().board.grid_size() as u16;
    let Some(geo) = BoardGeometry::new(n, area).map(|g| g.turned(turned)) else {
        return;
    };
    lines(&geo, pos, settings, buf);
    // Coordinates.
    let (ox, oy, sx, sy) = (geo.x0, geo.y0, geo.sx, geo.sy);
    let label = settings.style(Role::Quiet);
    // The names turn with the board: on a turned one the first rank is at the top and
    // file a on the right.
    for i in 0..n {
        let (col, row) = geo.square(i, i);
        set(buf, ox - 4, oy + sy * row, (b'1' + i as u8) as char, label);
        set(
            buf,
            ox + sx * col,
            oy + sy * (n - 1) + 1,
            (b'a' + i as u8) as char,
            label,
        );
    }
    let glyphs = settings.glyphs();
    for &(p, m) in marks {
        let (x, y) = geo.cell(p);
        let (glyph, mut style) = match pos.stone_at(p) {
            Some(side) => (settings.stone(side), settings.stone_style(side)),
            None if m.target && m.kind.is_some() => {
                let k = m.kind.unwrap_or(Kind::Draw);
                (
                    analysis::glyph(k, settings.ascii),
                    settings.style(kind_role(k)).add_modifier(Modifier::BOLD),
                )
            }
            None if m.target => (glyphs.target, settings.style(Role::Go)),
            None if m.captured => (glyphs.captured, settings.style(Role::Take)),
            None => (glyphs.empty, settings.style(Role::Quiet)),
        };
        if m.cursor {
            style = style.add_modifier(Modifier::REVERSED);
        }
        set(buf, x, y, glyph, style);
        // The point and the marks beside it take a click.
        hits.add(Rect::new(x - 1, y, 3, 1).intersection(area), Hit::Point(p));
        if let Some((l, r, s)) = marks_beside(&m, settings) {
            if let Some(l) = l {
                set(buf, x - 1, y, l, s);
            }
            if let Some(r) = r {
                set(buf, x + 1, y, r, s);
            }
        }
    }
}

/// The board's lines between the points.
fn lines(geo: &BoardGeometry, pos: &Position, s: &Settings, buf: &mut Buffer) {
    let glyphs = s.glyphs();
    let at = |p: Point| geo.cell(p);
    let line_style = s.style(Role::Quiet);
    for (a, b) in pos.geometry().segments() {
        let ((x0, y0), (x1, y1)) = (at(a), at(b));
        if y0 == y1 {
            for x in x0.min(x1) + 1..x0.max(x1) {
                set(buf, x, y0, glyphs.h, line_style);
            }
        } else if x0 == x1 {
            for y in y0.min(y1) + 1..y0.max(y1) {
                set(buf, x0, y, glyphs.v, line_style);
            }
        } else {
            let ((xa, ya), (xb, yb)) = if y0 < y1 {
                ((x0, y0), (x1, y1))
            } else {
                ((x1, y1), (x0, y0))
            };
            let glyph = if xb < xa { glyphs.rise } else { glyphs.fall };
            // Each row gets the run of cells the line crosses there, so that a line
            // shallower than 45° is drawn whole (corner to corner), not as scattered dots.
            let step = (xb as f32 - xa as f32).abs() / (yb - ya) as f32;
            let dir: i32 = if xb < xa { -1 } else { 1 };
            for y in ya + 1..yb {
                let k = (y - ya) as f32;
                let (lo, hi) = if s.ascii {
                    // ASCII slashes do not join up: one a row reads best.
                    let mid = (k * step).round() as i32;
                    (mid, mid)
                } else {
                    let lo = ((k - 0.5) * step).round() as i32;
                    (lo, (((k + 0.5) * step).round() as i32 - 1).max(lo))
                };
                for d in lo..=hi {
                    let x = xa as i32 + dir * d;
                    if let Ok(x) = u16::try_from(x) {
                        set(buf, x, y, glyph, line_style);
                    }
                }
            }
        }
    }
}

/// The colour of what a decision leads to (in the theme): green keeps the win (the glyph
/// tells the quickest from a slower one), amber draws, red loses.
fn kind_role(k: Kind) -> Role {
    match k {
        Kind::Win | Kind::SlowWin => Role::Go,
        Kind::Draw => Role::Draw,
        Kind::Loss => Role::Take,
    }
}

/// The characters beside a point (left, right) that show its marks, most important first.
fn marks_beside(m: &Marks, settings: &Settings) -> Option<(Option<char>, Option<char>, Style)> {
    let g = settings.glyphs();
    let both = |pair: (char, char)| (Some(pair.0), Some(pair.1));
    let bold = |r: Role| settings.style(r).add_modifier(Modifier::BOLD);
    // With analysis on, a stone that may be removed or moved says what that leads to.
    if let Some(k) = m.kind
        && !m.cursor
        && !m.selected
        && !m.hint
    {
        let a = analysis::glyph(k, settings.ascii);
        if m.removable {
            return Some((Some(g.removable.0), Some(a), bold(kind_role(k))));
        }
        if m.movable && !m.mill {
            return Some((Some(a), None, bold(kind_role(k))));
        }
    }
    // The cursor stays in sight on a point of the hint, and so does the hint.
    let (pair, color) = if m.hint && m.cursor {
        (both(HINT_CURSOR), Role::Cursor)
    } else if m.hint {
        (both(HINT), Role::Cursor)
    } else if m.cursor && m.selected {
        (both(g.cursor_selected), Role::Cursor)
    } else if m.cursor {
        (both(g.cursor), Role::Cursor)
    } else if m.selected {
        (both(g.selected), Role::Go)
    } else if m.removable {
        (both(g.removable), Role::Take)
    } else if m.mill {
        (both(g.mill), Role::Mill)
    } else if m.movable {
        ((Some(g.movable), None), Role::Go)
    } else if m.last {
        ((None, Some(g.last)), Role::Recent)
    } else if m.origin {
        (both(g.origin), Role::Recent)
    } else {
        return None;
    };
    Some((pair.0, pair.1, bold(color)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, Rules, play_tokens};

    fn board(app: &App, w: u16, h: u16) -> (Vec<String>, Hits) {
        super::super::region(w, h, |a, b, hits| render(app, a, b, hits))
    }

    #[test]
    fn every_point_is_drawn_where_a_click_finds_it() {
        let app = App::new(Game::new(Rules::default()), Settings::default());
        let (rows, hits) = board(&app, 40, 20);
        let mut points = 0;
        for (y, row) in rows.iter().enumerate() {
            for (x, c) in row.chars().enumerate() {
                if c == '·' {
                    assert!(
                        matches!(hits.at(x as u16, y as u16), Some(Hit::Point(_))),
                        "{x},{y}"
                    );
                    points += 1;
                }
            }
        }
        // The cursor's point is drawn empty too, between its marks.
        assert_eq!(points, 24);
        assert!(rows.iter().any(|r| r.contains("[·]")), "{rows:#?}");
        assert!(
            rows.iter()
                .any(|r| r.trim().starts_with('a') && r.trim().ends_with('g')),
            "the files' letters: {rows:#?}"
        );
    }

    #[test]
    fn the_last_move_and_the_stones_are_marked_as_glyphs() {
        let game = play_tokens(Rules::default(), "a1 b6 a4").unwrap_or_else(|e| panic!("{e}"));
        let app = App::new(game, Settings::default());
        let (rows, _) = board(&app, 40, 20);
        let text = rows.join("\n");
        assert_eq!(text.matches('●').count(), 2, "{text}");
        assert_eq!(text.matches('◉').count(), 1, "{text}");
        assert!(text.contains("●'"), "the last placement, a4:\n{text}");
    }

    #[test]
    fn a_board_with_no_room_is_not_drawn() {
        let app = App::new(Game::new(Rules::default()), Settings::default());
        let (rows, hits) = board(&app, 8, 4);
        assert!(rows.iter().all(|r| r.trim().is_empty()));
        assert_eq!(hits, Hits::default());
    }
}

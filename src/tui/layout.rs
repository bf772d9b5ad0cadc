//! Where things go on the screen, as pure functions of its size: the parts of the screen, the
//! board's cells, the windows' widths and how far they scroll. Both `update` (scroll limits)
//! and the view use them.

use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Wrap};

use crate::rules::Point;

/// The smallest terminal the game draws in.
pub const MIN_WIDTH: u16 = 60;
/// The smallest terminal height the game draws in.
pub const MIN_HEIGHT: u16 = 17;

/// The panel's width when there is room: enough for every line unabbreviated.
const PANEL_COMFORT: u16 = 34;
/// The widest the panel gets; more room goes to the board.
const PANEL_MAX: u16 = 52;

/// The most rows between neighbouring points (as at 120×40): a board drawn larger looks
/// stretched thin, its lines far apart (at 200×50 the points were 7 rows and 14 columns apart).
const MAX_ROW_SPACING: u16 = 6;

/// Where the parts of the screen go: a header line, the board, the side panel, a footer line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScreenLayout {
    /// The title line.
    pub header: Rect,
    /// The board and its coordinates.
    pub board: Rect,
    /// The players, the task, the log.
    pub panel: Rect,
    /// The keys that work now.
    pub footer: Rect,
}

/// The layout of a screen for a board of `n`×`n` grid squares. The board comes first: it
/// gets the largest spacing that its height allows and that leaves the panel its comfortable
/// width; at the smallest sizes the panel narrows (and abbreviates) rather than the board
/// going missing.
pub fn screen_layout(n: u16, area: Rect) -> ScreenLayout {
    let [header, body, footer] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(0),
        Constraint::Length(1),
    ])
    .areas(area);
    let n1 = n.max(2) - 1;
    let board_width = |sy: u16| 4 + 2 * sy * n1 + 2 + 2;
    let fits_height = |sy: u16| sy * n1 + 2 <= body.height;
    let sy = (2..=MAX_ROW_SPACING)
        .rev()
        .find(|&sy| fits_height(sy) && body.width >= board_width(sy) + PANEL_COMFORT)
        .unwrap_or(2);
    let panel_width = body
        .width
        .saturating_sub(board_width(sy))
        .min(PANEL_MAX)
        .max(body.width.min(PANEL_COMFORT).min(body.width / 2));
    // More room than the board at its largest and the panel use: the two keep their size and
    // go to the middle together (the board centred in all the room left of the panel, and the
    // panel at the right edge, were far apart).
    let used = board_width(sy) + panel_width;
    let body = if body.width > used {
        Rect {
            x: body.x + (body.width - used) / 2,
            width: used,
            ..body
        }
    } else {
        body
    };
    let [board, panel] =
        Layout::horizontal([Constraint::Min(0), Constraint::Length(panel_width)]).areas(body);
    ScreenLayout {
        header,
        board,
        panel,
        footer,
    }
}

/// Where the board's points are drawn: the cell of grid square (0, 0) at the top left, and
/// the columns and rows between neighbouring squares. Mouse clicks can be mapped back with
/// [`BoardGeometry::point_at`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardGeometry {
    /// Grid squares a side.
    pub n: u16,
    /// Column of file `a`.
    pub x0: u16,
    /// Row of the top rank.
    pub y0: u16,
    /// Columns between neighbouring files.
    pub sx: u16,
    /// Rows between neighbouring ranks.
    pub sy: u16,
    /// Drawn turned half round: file `a` on the right, the first rank at the top.
    pub turned: bool,
}

impl BoardGeometry {
    /// The board drawn centred in `area`, or `None` when it does not fit.
    pub fn new(n: u16, area: Rect) -> Option<BoardGeometry> {
        let n1 = n.max(2) - 1;
        let sx_fit = area.width.checked_sub(6)? / n1;
        let sy_fit = area.height.checked_sub(2)? / n1;
        let sy = sy_fit.min(sx_fit / 2).min(MAX_ROW_SPACING);
        if sy < 2 {
            return None;
        }
        let sx = sx_fit.min(2 * sy);
        let width = 4 + sx * n1 + 2;
        let height = sy * n1 + 2;
        Some(BoardGeometry {
            n,
            x0: area.x + (area.width - width) / 2 + 4,
            y0: area.y + (area.height - height) / 2,
            sx,
            sy,
            turned: false,
        })
    }

    /// The same board drawn turned half round (or not).
    pub fn turned(self, turned: bool) -> BoardGeometry {
        BoardGeometry { turned, ..self }
    }

    /// The column and row (from the top left, in grid squares) where file `file` and rank
    /// `rank` are drawn; the same turns a column and row back into a file and rank.
    pub fn square(&self, file: u16, rank: u16) -> (u16, u16) {
        let last = self.n - 1;
        let rank = rank.min(last);
        if self.turned {
            (last.saturating_sub(file), rank)
        } else {
            (file, last - rank)
        }
    }

    /// The cell where point `p` is drawn.
    pub fn cell(&self, p: Point) -> (u16, u16) {
        let (col, row) = self.square(p.file() as u16, p.rank() as u16);
        (self.x0 + self.sx * col, self.y0 + self.sy * row)
    }

    /// The grid square drawn at or beside cell (`x`, `y`) (one column either side counts,
    /// where the marks are), if any; the caller checks that the board has such a point.
    pub fn point_at(&self, x: u16, y: u16) -> Option<Point> {
        let dx = x.checked_sub(self.x0.saturating_sub(1))?;
        let dy = y.checked_sub(self.y0)?;
        if dy % self.sy != 0 || dx % self.sx > 2 {
            return None;
        }
        let (col, row) = (dx / self.sx, dy / self.sy);
        if col >= self.n || row >= self.n {
            return None;
        }
        // Turning is its own inverse: the square drawn at (col, row) is that of the file
        // and rank found the same way.
        let (file, rank) = if self.turned {
            (self.n - 1 - col, row)
        } else {
            (col, self.n - 1 - row)
        };
        Point::new(file as u8, rank as u8)
    }
}

/// The width of the Help and Rules windows on a screen `width` wide.
pub fn window_width(width: u16) -> u16 {
    width.saturating_sub(4).min(78)
}

/// How many rows `lines` take wrapped at words to `width`.
pub fn wrapped_height(lines: &[Line], width: u16) -> u16 {
    Paragraph::new(lines.to_vec())
        .wrap(Wrap { trim: false })
        .line_count(width) as u16
}

/// How far the Help or Rules window, showing `lines`, can scroll on a screen of this size:
/// its lines beyond what the window shows.
pub fn window_scroll_max(lines: &[Line], width: u16, height: u16) -> u16 {
    let total = wrapped_height(lines, window_width(width).saturating_sub(4));
    total.saturating_sub(height.saturating_sub(2))
}

/// A rectangle `w`×`h` in the middle of `area` (smaller if `area` is).
pub fn centered(area: Rect, w: u16, h: u16) -> Rect {
    let w = w.min(area.width);
    let h = h.min(area.height);
    Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_fits_the_smallest_screen_and_every_point_maps_back() {
        for n in [3u16, 5, 7] {
            let l = screen_layout(n, Rect::new(0, 0, MIN_WIDTH, MIN_HEIGHT));
            let g = BoardGeometry::new(n, l.board);
            let Some(g) = g else {
                panic!("no board of {n} at the smallest size");
            };
            for f in 0..n as u8 {
                for r in 0..n as u8 {
                    if let Some(p) = Point::new(f, r) {
                        let (x, y) = g.cell(p);
                        assert_eq!(g.point_at(x, y), Some(p));
                        assert!(l.board.contains(ratatui::layout::Position::new(x, y)));
                    }
                }
            }
        }
    }

    #[test]
    fn windows_scroll_only_as_far_as_their_text_goes() {
        let lines: Vec<Line> = (0..30).map(|i| Line::raw(format!("line {i}"))).collect();
        assert_eq!(window_scroll_max(&lines, 80, 24), 30 - 22);
        assert_eq!(window_scroll_max(&lines, 80, 50), 0);
        assert_eq!(window_width(200), 78);
        assert_eq!(window_width(60), 56);
    }
}

/// Where the Statistics screen's parts go: the title, the person chosen, the rating's chart,
/// the text (scrolled), the keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StatsLayout {
    /// The title line.
    pub header: Rect,
    /// The person shown, and how many there are.
    pub person: Rect,
    /// The rating's history (empty without one).
    pub chart: Rect,
    /// The rating, the results, the longest games, the puzzles.
    pub text: Rect,
    /// The keys.
    pub footer: Rect,
}

/// The width from which the chart goes beside the text rather than above it.
pub const STATS_SIDE_BY_SIDE: u16 = 120;

/// The Statistics screen's layout; `chart`: whether there is a history to draw. Wide, the
/// chart takes the right of the screen, its whole height; else it goes above the text, two
/// fifths of the height (6 to 12 rows).
pub fn stats_layout(area: Rect, chart: bool) -> StatsLayout {
    let [header, person, body, footer] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(1),
        Constraint::Min(0),
        Constraint::Length(1),
    ])
    .areas(area);
    let (chart_area, text) = if !chart {
        (Rect::new(body.x, body.y, 0, 0), body)
    } else if body.width >= STATS_SIDE_BY_SIDE {
        let left = (body.width / 2).min(72);
        let [text, chart] =
            Layout::horizontal([Constraint::Length(left), Constraint::Min(0)]).areas(body);
        (chart, text)
    } else {
        let rows = (body.height * 2 / 5).clamp(6, 12).min(body.height);
        let [chart, text] =
            Layout::vertical([Constraint::Length(rows), Constraint::Min(0)]).areas(body);
        (chart, text)
    };
    StatsLayout {
        header,
        person,
        chart: chart_area,
        text,
        footer,
    }
}

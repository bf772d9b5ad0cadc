//! Drawing the game: the board, the side panel with the players and the log, the footer with
//! the keys that work now, and the windows (menu, help, questions).

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Widget, Wrap};

use crate::rules::{Color as Side, Outcome, Point, Position, Reason, Task};

use super::analysis;
use super::app::{App, Marks, MenuItem, Mode, SPEEDS};
use super::mouse::Hit;
use super::theme::{Role, Settings};
use crate::solve::review::Kind;
use crate::store::scores::Score;

/// The smallest terminal the game draws in.
pub const MIN_WIDTH: u16 = 60;
/// The smallest terminal height the game draws in.
pub const MIN_HEIGHT: u16 = 17;

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        self.hits().clear();
        if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
            too_small(area, buf);
            return;
        }
        // Under everything: a click on the screen outside any window closes the window.
        self.hits().add(area, Hit::Screen);
        let n = self.shown_game().rules().board.grid_size() as u16;
        let ScreenLayout {
            header,
            board: board_area,
            panel: panel_area,
            footer,
        } = screen_layout(n, area);
        render_header(self, header, buf);
        render_board(self, board_area, buf);
        render_panel(self, panel_area, buf);
        render_footer(self, footer, buf);
        // The banner goes above the board, or over the title when the board needs every row
        // (or when the text is too wide for the board's column).
        let above = match BoardGeometry::new(n, board_area) {
            Some(g) if g.y0 > board_area.y => Some(board_area),
            _ => None,
        };
        render_banner(self, above, header, buf);
        render_window(self, area, buf);
    }
}

fn too_small(area: Rect, buf: &mut Buffer) {
    let text = format!(
        "morris needs a terminal of at least {MIN_WIDTH}x{MIN_HEIGHT}; this one is {}x{}. Enlarge it, or press q to quit.",
        area.width, area.height
    );
    Paragraph::new(text)
        .wrap(Wrap { trim: true })
        .render(area, buf);
}

fn render_header(app: &App, area: Rect, buf: &mut Buffer) {
    let rules = app.shown_game().rules();
    let dot = if app.settings().ascii { "-" } else { "·" };
    let mut title = format!(" morris {dot} {}", rules.variant.title());
    let diffs: Vec<String> = rules.differences().into_iter().map(|d| d.2).collect();
    if !diffs.is_empty() {
        title.push_str(&format!(" ({})", diffs.join(", ")));
    }
    Line::from(fit(&title, area.width as usize, app.settings().ascii))
        .style(Style::new().add_modifier(Modifier::BOLD))
        .render(area, buf);
}

/// The most rows between neighbouring points: the 3×3 board would look stretched otherwise.
fn max_row_spacing(n: u16) -> u16 {
    if n <= 3 { 6 } else { 12 }
}

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

/// The panel's width when there is room: enough for every line unabbreviated.
const PANEL_COMFORT: u16 = 34;
/// The widest the panel gets; more room goes to the board.
const PANEL_MAX: u16 = 52;

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
    let sy = (2..=max_row_spacing(n))
        .rev()
        .find(|&sy| fits_height(sy) && body.width >= board_width(sy) + PANEL_COMFORT)
        .unwrap_or(2);
    let panel_width = body
        .width
        .saturating_sub(board_width(sy))
        .min(PANEL_MAX)
        .max(body.width.min(PANEL_COMFORT).min(body.width / 2));
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
}

impl BoardGeometry {
    /// The board drawn centred in `area`, or `None` when it does not fit.
    pub fn new(n: u16, area: Rect) -> Option<BoardGeometry> {
        let n1 = n.max(2) - 1;
        let sx_fit = area.width.checked_sub(6)? / n1;
        let sy_fit = area.height.checked_sub(2)? / n1;
        let sy = sy_fit.min(sx_fit / 2).min(max_row_spacing(n));
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
        })
    }

    /// The cell where point `p` is drawn.
    pub fn cell(&self, p: Point) -> (u16, u16) {
        (
            self.x0 + self.sx * p.file() as u16,
            self.y0 + self.sy * (self.n - 1 - (p.rank() as u16).min(self.n - 1)),
        )
    }

    /// The grid square drawn at or beside cell (`x`, `y`) (one column either side counts,
    /// where the marks are), if any; the caller checks that the board has such a point.
    pub fn point_at(&self, x: u16, y: u16) -> Option<Point> {
        let dx = x.checked_sub(self.x0.saturating_sub(1))?;
        let dy = y.checked_sub(self.y0)?;
        if dy % self.sy != 0 || dx % self.sx > 2 {
            return None;
        }
        let (file, row) = ((dx / self.sx) as u8, (dy / self.sy) as u8);
        let rank = (self.n as u8).checked_sub(1)?.checked_sub(row)?;
        if file as u16 >= self.n {
            return None;
        }
        Point::new(file, rank)
    }
}

fn set(buf: &mut Buffer, x: u16, y: u16, c: char, style: Style) {
    if let Some(cell) = buf.cell_mut((x, y)) {
        cell.set_char(c).set_style(style);
    }
}

fn render_board(app: &App, area: Rect, buf: &mut Buffer) {
    let pos = app.view_position();
    let settings = app.settings();
    let glyphs = settings.glyphs();
    let n = pos.rules().board.grid_size() as u16;
    let Some(geo) = BoardGeometry::new(n, area) else {
        return;
    };
    let (ox, oy, sx, sy) = (geo.x0, geo.y0, geo.sx, geo.sy);
    let at = |p: Point| geo.cell(p);
    let line_style = settings.style(Role::Quiet);
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
                let (lo, hi) = if settings.ascii {
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
    // Coordinates.
    let label = settings.style(Role::Quiet);
    for r in 0..n {
        let y = oy + sy * (n - 1 - r);
        set(buf, ox - 4, y, (b'1' + r as u8) as char, label);
    }
    for f in 0..n {
        set(
            buf,
            ox + sx * f,
            oy + sy * (n - 1) + 1,
            (b'a' + f as u8) as char,
            label,
        );
    }
    for (p, m) in app.marks() {
        let (x, y) = at(p);
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
        app.hits()
            .add(Rect::new(x - 1, y, 3, 1).intersection(area), Hit::Point(p));
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

/// The colour of what a decision leads to (in the theme): green keeps the win (the glyph
/// tells the quickest from a slower one), amber draws, red loses.
fn kind_role(k: Kind) -> Role {
    match k {
        Kind::Win | Kind::SlowWin => Role::Go,
        Kind::Draw => Role::Draw,
        Kind::Loss => Role::Take,
    }
}

/// The mark beside a point that is part of the hint.
pub const HINT: (char, char) = ('!', '!');

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
    // The cursor stays in sight on a point of the hint (the panel names the hint).
    let (pair, color) = if m.hint && !m.cursor {
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
    Some((
        pair.0,
        pair.1,
        settings.style(color).add_modifier(Modifier::BOLD),
    ))
}

fn player_line(app: &App, pos: &Position, side: Side, width: u16) -> Vec<Line<'static>> {
    let s = app.settings();
    let to_move = pos.outcome().is_none() && pos.side_to_move() == side;
    let pointer = if to_move { "▶ " } else { "  " };
    let pointer = if s.ascii && to_move { "> " } else { pointer };
    let room = (width as usize).saturating_sub(if s.color { 7 } else { 4 });
    // The stone beside it says the colour: a narrow panel drops "(White)" before the name.
    let full = who(app, side);
    let label = if full.chars().count() > room {
        app.name(side).to_string()
    } else {
        full
    };
    let name = Span::styled(
        fit(&label, room, s.ascii),
        Style::new().add_modifier(Modifier::BOLD),
    );
    let mut first = vec![
        Span::raw(pointer),
        Span::styled(format!("{} ", s.stone(side)), s.stone_style(side)),
        name,
    ];
    if s.color && !s.stones_have_background() {
        first.push(Span::raw(" "));
        // The terminal's default colour has no background of its own: reversed, it shows.
        let swatch = match s.colors[side.index()] {
            Color::Reset => Style::new().add_modifier(Modifier::REVERSED),
            c => Style::new().bg(c),
        };
        first.push(Span::styled("  ", swatch));
    }
    let (hand, board) = (pos.in_hand(side), pos.on_board(side));
    // Where a mill wins, nothing is ever captured: no count for it.
    let counts = match (pos.rules().mill_wins, width >= 32) {
        (true, _) => format!("   hand {hand}  board {board}"),
        (false, true) => format!(
            "   hand {hand}  board {board}  captured {} {}",
            pos.lost(side.other()),
            s.stone(side.other())
        ),
        (false, false) => format!(
            "   hand {hand} board {board} took {}{}",
            pos.lost(side.other()),
            s.stone(side.other())
        ),
    };
    vec![Line::from(first), Line::from(counts)]
}

/// What the player to move must do, with their name.
pub fn task_line(app: &App, pos: &Position) -> String {
    let side = pos.side_to_move();
    let who = app.name(side);
    if app.computer_to_move() && pos.outcome().is_none() {
        return computer_task_line(app, pos);
    }
    match pos.task() {
        Task::Place => format!("{who}: place a stone ({} in hand)", pos.in_hand(side)),
        Task::PlaceOrMove => match app.selected() {
            Some(p) => format!(
                "{who}: move the stone on {p} to a {} point, or Esc to place instead",
                app.target_word()
            ),
            None => format!(
                "{who}: place a stone ({} in hand) or move one",
                pos.in_hand(side)
            ),
        },
        Task::Move => match app.selected() {
            Some(p) => format!(
                "{who}: move the stone on {p} to a {} point",
                app.target_word()
            ),
            None => format!("{who}: move a stone"),
        },
        Task::Fly => match app.selected() {
            Some(p) => format!("{who}: fly the stone on {p} to any empty point"),
            None => format!("{who}: fly a stone"),
        },
        Task::Remove(1) => format!("{who}: remove a {} stone", side.other().adjective()),
        Task::Remove(k) => format!("{who}: remove {k} {} stones", side.other().adjective()),
        Task::Pass => format!("{who}: blocked, press Enter to pass"),
        Task::Over(o) => outcome_text(app, o),
    }
}

/// What the computer, to move, is doing (or, stopped, is to do): said of it, never asked of
/// the person at the keyboard.
fn computer_task_line(app: &App, pos: &Position) -> String {
    let side = pos.side_to_move();
    let who = app.name(side);
    let their = side.other().adjective();
    let hand = pos.in_hand(side);
    let (does, to_do) = match pos.task() {
        Task::Place => (
            format!("places a stone ({hand} in hand)"),
            format!("place a stone ({hand} in hand)"),
        ),
        Task::PlaceOrMove => (
            format!("places a stone ({hand} in hand) or moves one"),
            format!("place a stone ({hand} in hand) or move one"),
        ),
        Task::Move => ("moves a stone".into(), "move a stone".into()),
        Task::Fly => ("flies a stone".into(), "fly a stone".into()),
        Task::Remove(1) => (
            format!("removes a {their} stone"),
            format!("remove a {their} stone"),
        ),
        Task::Remove(k) => (
            format!("removes {k} {their} stones"),
            format!("remove {k} {their} stones"),
        ),
        Task::Pass => ("is blocked: it passes".into(), "pass (blocked)".into()),
        Task::Over(o) => return outcome_text(app, o),
    };
    if app.computer_busy() {
        format!("{who} {does}")
    } else {
        format!("{who} is to {to_do}")
    }
}

/// Why the game ended, with the players' names: `Bob resigned`, `Alice is blocked`.
pub fn reason_text(app: &App, r: Reason) -> String {
    match r {
        Reason::FewerThanThree(c) => format!("{} has fewer than 3 pieces", app.name(c)),
        Reason::Blocked(c) => format!("{} is blocked", app.name(c)),
        Reason::MillWins(c) => format!("{} closed a mill", app.name(c)),
        Reason::Resignation(c) => format!("{} resigned", app.name(c)),
        other => other.to_string(),
    }
}

/// The result in words, the essential first so that a cut line keeps it:
/// `Alice wins — Bob resigned`, `Draw — board full`, `Draw agreed`.
pub fn outcome_text(app: &App, o: Outcome) -> String {
    let dash = if app.settings().ascii { "-" } else { "—" };
    match (o.winner, o.reason) {
        (Some(w), r) => format!("{} wins {dash} {}", who(app, w), reason_text(app, r)),
        (None, Reason::Agreement) => "Draw agreed".into(),
        (None, r) => format!("Draw {dash} {}", reason_text(app, r)),
    }
}

fn render_panel(app: &App, area: Rect, buf: &mut Buffer) {
    let pos = app.view_position();
    let mut lines: Vec<Line> = Vec::new();
    let inner = area.width.saturating_sub(2);
    lines.extend(player_line(app, &pos, Side::White, inner));
    lines.extend(player_line(app, &pos, Side::Black, inner));
    // The lines that give way, when the panel is short, to the log's current row.
    let mut spare = Vec::new();
    if let Some(score) = app.score() {
        let text = score_text(score, inner as usize, app.settings().ascii);
        spare.push(lines.len());
        lines.push(Line::raw(text));
    }
    spare.push(lines.len());
    lines.push(Line::raw(""));
    let task = if app.viewing_past() {
        match app.view_ply() {
            0 => format!("the start, before decision 1 of {}", app.game().ply()),
            p => format!("after decision {p} of {}", app.game().ply()),
        }
    } else {
        task_line(app, &pos)
    };
    lines.push(Line::styled(
        task,
        Style::new().add_modifier(Modifier::BOLD),
    ));
    if let Some(a) = app.analysis_line() {
        lines.push(Line::styled(
            a,
            app.settings()
                .style(Role::Mill)
                .add_modifier(Modifier::BOLD),
        ));
    }
    if let Some(j) = app.judgement_line() {
        lines.push(Line::styled(j, app.settings().style(Role::Mill)));
    }
    if let Some(t) = app.thinking_line() {
        lines.push(Line::styled(t, app.settings().style(Role::Thinking)));
    }
    if let Some(f) = app.pending_file() {
        lines.push(Line::styled(
            format!("typed {}_: now its digit", (b'a' + f) as char),
            app.settings().style(Role::Note),
        ));
    }
    if let Some(m) = app.message() {
        for l in wrap_message(m, inner as usize, app.settings().ascii) {
            lines.push(Line::styled(l, app.settings().style(Role::Note)));
        }
    }
    spare.push(lines.len());
    lines.push(Line::raw(""));
    // The log keeps its title and the row shown (in review, the decision and its mark): the
    // "saved to" lines give way first, then the score and the blank lines.
    const LOG_MIN: u16 = 2;
    let count = |lines: &[Line]| {
        Paragraph::new(lines.to_vec())
            .wrap(Wrap { trim: false })
            .line_count(area.width.saturating_sub(1)) as u16
    };
    let mut head_height = count(&lines);
    let mut foot_height = if app.storage().is_empty() { 0 } else { 2 };
    if head_height + foot_height + LOG_MIN > area.height {
        foot_height = 0;
    }
    if head_height + LOG_MIN > area.height {
        for &i in spare.iter().rev() {
            lines.remove(i);
        }
        head_height = count(&lines);
    }
    // In review the row shown is the point: the head is cut before it. In play the head's
    // message matters more.
    let head_height = if app.viewing_past() {
        head_height.min(area.height.saturating_sub(LOG_MIN))
    } else {
        head_height.min(area.height)
    };
    let head = Paragraph::new(lines).wrap(Wrap { trim: false });
    let [top, log, foot] = Layout::vertical([
        Constraint::Length(head_height),
        Constraint::Min(0),
        Constraint::Length(foot_height),
    ])
    .areas(area);
    head.block(panel_block(app, Borders::LEFT)).render(top, buf);
    render_log(app, log, buf);
    if foot_height > 0 {
        let style = if app.unsaved().is_some() {
            app.settings().style(Role::Take)
        } else {
            app.settings().style(Role::Quiet)
        };
        let text: Vec<Line> = wrap_words(app.storage(), inner as usize, 0, app.settings().ascii)
            .into_iter()
            .map(Line::raw)
            .collect();
        Paragraph::new(text)
            .style(style)
            .block(panel_block(app, Borders::LEFT))
            .render(foot, buf);
    }
}

/// The score line in `width` columns, saying what matters first: `   score Alice 3 – 2 Bob
/// (1 draw)` where it fits; else without the word, then the computer named by its level
/// (`level 10`), then the tight `3–2`, then the names cut with an ellipsis — the counts and
/// the draws stay whole.
pub fn score_text(score: &Score, width: usize, ascii: bool) -> String {
    let t = score.tally;
    let dash = if ascii { "-" } else { "–" };
    let drawn = match t.drawn {
        0 => String::new(),
        1 => " (1 draw)".into(),
        n => format!(" ({n} draws)"),
    };
    let short = |n: &str| {
        n.strip_prefix("morris level ")
            .filter(|l| l.parse::<u8>().is_ok())
            .map_or_else(|| n.to_string(), |l| format!("level {l}"))
    };
    let (w, b) = (score.white.as_str(), score.black.as_str());
    let spaced = format!("{} {dash} {}", t.won, t.lost);
    let tight = format!("{}{dash}{}", t.won, t.lost);
    let fits = |s: &String| s.chars().count() <= width;
    let forms = [
        format!("   score {w} {spaced} {b}{drawn}"),
        format!("   {w} {spaced} {b}{drawn}"),
        format!("{w} {spaced} {b}{drawn}"),
        format!("{} {spaced} {}{drawn}", short(w), short(b)),
        format!("{} {tight} {}{drawn}", short(w), short(b)),
    ];
    if let Some(f) = forms.into_iter().find(fits) {
        return f;
    }
    // The names share what is left, the longer giving way first, each keeping at least two
    // characters and its ellipsis.
    let (mut w, mut b) = (short(w), short(b));
    let fixed = tight.chars().count() + drawn.chars().count() + 2;
    let room = width.saturating_sub(fixed);
    let (mut lw, mut lb) = (w.chars().count(), b.chars().count());
    while lw + lb > room && (lw > 3 || lb > 3) {
        if lw >= lb {
            lw -= 1;
        } else {
            lb -= 1;
        }
    }
    w = fit(&w, lw, ascii);
    b = fit(&b, lb, ascii);
    fit(&format!("{w} {tight} {b}{drawn}"), width, ascii)
}

/// A panel section's border, in ASCII when asked, with a column of room inside.
fn panel_block(app: &App, borders: Borders) -> Block<'static> {
    Block::new()
        .borders(borders)
        .border_set(border_set(app.settings()))
        .padding(ratatui::widgets::Padding::left(1))
}

fn border_set(s: &Settings) -> ratatui::symbols::border::Set<'static> {
    if s.ascii {
        ratatui::symbols::border::Set {
            top_left: "+",
            top_right: "+",
            bottom_left: "+",
            bottom_right: "+",
            vertical_left: "|",
            vertical_right: "|",
            horizontal_top: "-",
            horizontal_bottom: "-",
        }
    } else {
        ratatui::symbols::border::PLAIN
    }
}

/// One row of the log: pieces of text, each undone (shown in parentheses), the decision
/// shown in review (marked), or plain.
struct LogRow {
    pieces: Vec<(String, Piece)>,
    /// For each piece, the position a click on it shows: the ply after its decision, for a
    /// decision played (not one undone).
    plies: Vec<Option<usize>>,
    /// The row holds the decision shown.
    shown: bool,
}

impl LogRow {
    fn push(&mut self, text: String, piece: Piece, ply: Option<usize>) {
        self.pieces.push((text, piece));
        self.plies.push(ply);
    }

    /// The position a click on the row shows: after its last decision played.
    fn last_ply(&self) -> Option<usize> {
        self.plies.iter().flatten().max().copied()
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Piece {
    Plain,
    Undone,
    Shown,
}

/// The log as rows of turns, White's and Black's side by side: every stored decision, those
/// undone in parentheses until redone or dropped, the decision shown in review marked, and
/// the result with its reason at the end.
fn log_rows(app: &App, width: usize) -> Vec<LogRow> {
    let game = app.shown_game();
    let turns = game.all_turns();
    let played = game.ply();
    // In review, the last decision of the position shown.
    let shown = app
        .viewing_past()
        .then(|| app.view_ply())
        .filter(|&p| p > 0);
    let marks = app.log_marks();
    let mut rows: Vec<LogRow> = Vec::new();
    // A row is a move number: White's turn and Black's after it. A game that starts with
    // Black to move (from a FEN) has Black's first turn alone on its row, after `...`.
    let mut pairs: Vec<Vec<crate::rules::Turn>> = Vec::new();
    for t in &turns {
        match pairs.last_mut() {
            Some(p)
                if p.len() == 1
                    && p[0].color == Side::White
                    && t.color == Side::Black
                    && p[0].number == t.number =>
            {
                p.push(t.clone())
            }
            _ => pairs.push(vec![t.clone()]),
        }
    }
    for pair in &pairs {
        let mut row = LogRow {
            pieces: vec![(format!("{:>3}.", pair[0].number), Piece::Plain)],
            plies: vec![None],
            shown: false,
        };
        for t in pair {
            if t.color == Side::Black && pair.len() == 1 && pair[0].color == Side::Black {
                row.push(" ...".into(), Piece::Plain, None);
            }
            row.push(" ".into(), Piece::Plain, None);
            for (k, d) in t.decisions.iter().enumerate() {
                let ply = t.first_ply + k;
                let mark = match marks.get(ply) {
                    Some(Some(m)) if ply < played => m.symbol(),
                    _ => "",
                };
                let text = format!("{d}{mark}");
                let piece = if ply >= played {
                    Piece::Undone
                } else if shown == Some(ply + 1) {
                    row.shown = true;
                    Piece::Shown
                } else {
                    Piece::Plain
                };
                // Undone decisions are dimmed and in parentheses (they read as undone
                // without colour); consecutive ones share a pair.
                let n = row.pieces.len();
                let spaced = n >= 2
                    && row.pieces[n - 1] == (" ".to_string(), Piece::Plain)
                    && row.pieces[n - 2].1 == Piece::Undone;
                if piece == Piece::Undone && spaced {
                    row.pieces.pop();
                    row.plies.pop();
                    if let Some(last) = row.pieces.last_mut() {
                        last.0.pop();
                        last.0.push_str(&format!(" {text})"));
                    }
                    continue;
                }
                let text = match (piece, row.pieces.last()) {
                    (Piece::Undone, Some((_, Piece::Undone))) => {
                        if let Some(last) = row.pieces.last_mut() {
                            last.0.pop();
                            last.0.push_str(&text);
                            last.0.push(')');
                        }
                        continue;
                    }
                    (Piece::Undone, _) => format!("({text})"),
                    _ => text,
                };
                let at = (piece != Piece::Undone).then_some(ply + 1);
                row.push(text, piece, at);
            }
        }
        rows.push(row);
    }
    let ending = |o: Outcome, piece: Piece| LogRow {
        pieces: vec![(
            match piece {
                Piece::Undone => format!("     ({} {})", o.result(), reason_text(app, o.reason)),
                _ => format!("     {} {}", o.result(), reason_text(app, o.reason)),
            },
            piece,
        )],
        plies: vec![None],
        shown: false,
    };
    let last = if let Some(o) = game
        .outcome()
        .filter(|_| game.ply() == game.history().len())
    {
        Some(ending(o, Piece::Plain))
    } else {
        game.undone_ending().map(|o| ending(o, Piece::Undone))
    };
    // The result's line wraps at words, under itself, rather than being cut.
    if let Some(row) = last {
        for (text, piece) in row.pieces {
            for line in wrap_words(
                text.trim_start(),
                width.saturating_sub(5),
                2,
                app.settings().ascii,
            ) {
                rows.push(LogRow {
                    pieces: vec![(format!("     {line}"), piece)],
                    plies: vec![None],
                    shown: false,
                });
            }
        }
    }
    rows
}

fn render_log(app: &App, area: Rect, buf: &mut Buffer) {
    let block = panel_block(app, Borders::LEFT | Borders::TOP)
        .padding(ratatui::widgets::Padding::ZERO)
        .title(if app.viewing_past() {
            " Moves (viewing) "
        } else {
            " Moves "
        });
    let inner = block.inner(area);
    block.render(area, buf);
    app.hits().add(area, Hit::Log);
    if inner.height == 0 {
        return;
    }
    let rows = log_rows(app, inner.width.saturating_sub(1) as usize);
    // Keep in sight the decision shown in review; else the last played one, with a little
    // of what was undone after it.
    let last_played = rows
        .iter()
        .rposition(|r| {
            r.pieces
                .iter()
                .skip(1)
                .any(|p| p.1 == Piece::Plain && p.0 != " ")
        })
        .unwrap_or(0);
    let focus = match rows.iter().position(|r| r.shown) {
        Some(i) => i,
        None if app.viewing_past() => 0,
        None => (last_played + 2).min(rows.len().saturating_sub(1)),
    };
    let h = inner.height as usize;
    let start = if rows.len() <= h {
        0
    } else {
        (focus + 1).saturating_sub(h).min(rows.len() - h)
    };
    let s = app.settings();
    let (l, r) = if s.ascii { ('>', '<') } else { ('▶', '◀') };
    for (i, row) in rows.iter().enumerate().skip(start).take(h) {
        let spans: Vec<Span> = row
            .pieces
            .iter()
            .map(|(text, piece)| match piece {
                Piece::Plain => Span::raw(text.clone()),
                Piece::Undone => Span::styled(text.clone(), s.style(Role::Undone)),
                Piece::Shown => Span::styled(
                    format!("{l}{text}{r}"),
                    Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD),
                ),
            })
            .collect();
        let y = inner.y + (i - start) as u16;
        // A click on the row shows the position after its last decision; on a decision, the
        // position after that one.
        let line = Rect::new(inner.x + 1, y, inner.width.saturating_sub(1), 1);
        if let Some(ply) = row.last_ply() {
            app.hits().add(line, Hit::Move(ply));
        }
        let mut x = line.x;
        for ((span, at), (_, piece)) in spans.iter().zip(&row.plies).zip(&row.pieces) {
            let w = span.content.chars().count() as u16;
            let cell = Rect::new(x, y, w, 1).intersection(line);
            if let Some(ply) = at {
                app.hits().add(cell, Hit::Move(*ply));
            } else if *piece == Piece::Undone {
                // Undone decisions are not the game: a click on one shows nothing.
                app.hits().add(cell, Hit::Log);
            }
            x = x.saturating_add(w);
        }
        Line::from(spans).render(line, buf);
    }
}

fn render_footer(app: &App, area: Rect, buf: &mut Buffer) {
    let pos = app.game().position();
    // The most useful keys first; what does not fit the width is left out.
    let keys: Vec<&str> = match app.mode() {
        Mode::Play if pos.outcome().is_some() => vec![
            "u undo",
            "n new game",
            "q quit",
            "Tab review",
            "p replay",
            "m menu",
            "? help",
        ],
        // The computer's turn: no key acts on the board for it.
        Mode::Play if app.computer_to_move() && app.computer_busy() => vec![
            "Esc stop the computer",
            "hjkl/arrows move",
            "u undo",
            "? help",
            "m menu",
            "q quit",
            "Tab log",
            "v analysis",
        ],
        Mode::Play if app.computer_to_move() => vec![
            "m menu: play on",
            "u undo",
            "hjkl/arrows move",
            "? help",
            "q quit",
            "Tab log",
            "v analysis",
        ],
        Mode::Play => {
            let mut k = match pos.task() {
                Task::Remove(_) if pos.rules().optional_removal => {
                    vec!["Enter remove", "x decline"]
                }
                Task::Remove(_) => vec!["Enter remove"],
                Task::Place => vec!["Enter place"],
                Task::Pass => vec!["Enter pass"],
                Task::PlaceOrMove if app.selected().is_none() => vec!["Enter place/select"],
                _ if app.selected().is_some() => vec!["Enter move here", "Esc cancel"],
                _ => vec!["Enter select"],
            };
            k.extend([
                "hjkl/arrows move",
                "u undo",
                "r redo",
                "? help",
                "m menu",
                "q quit",
                "Tab log",
                "d6 jump",
                "i hint",
                "v analysis",
            ]);
            k
        }
        Mode::Menu(_) => vec!["↑↓ choose", "Enter select", "Esc close"],
        Mode::Help(_) | Mode::Rules(_) => vec!["↑↓ PgUp/PgDn Home/End scroll", "Esc close"],
        Mode::Resume => vec![
            "y resume",
            "n new game",
            "Esc decide later",
            "q quit",
            "←→ choose",
        ],
        Mode::Review(_) => vec![
            "↑↓ step",
            "Enter play from here",
            "Esc back",
            "Home/End",
            "p replay",
            "v analysis",
        ],
        Mode::Replay { .. } => vec![
            "Space pause/play",
            "+/- speed",
            "Esc stop",
            "←→ step",
            "Tab review",
        ],
        Mode::SaveAs => vec!["Enter save and quit", "Esc back"],
        Mode::ConfirmQuit if app.unsaved().is_some() => {
            vec!["s save elsewhere", "y quit unsaved", "n back"]
        }
        _ => vec!["y yes", "n or Esc no", "←→ choose", "Enter the marked one"],
    };
    let ascii = app.settings().ascii;
    let sep = if ascii { " | " } else { " · " };
    let mut line = String::from(" ");
    for (i, k) in keys.iter().enumerate() {
        let k = if ascii {
            k.replace("↑↓", "up/down").replace("←→", "left/right")
        } else {
            k.to_string()
        };
        let piece = if i == 0 { k } else { format!("{sep}{k}") };
        if line.chars().count() + piece.chars().count() > area.width as usize {
            break;
        }
        line.push_str(&piece);
    }
    Line::styled(line, app.settings().style(Role::Quiet)).render(area, buf);
}

/// Text over the board: game over, reviewing, replaying.
fn render_banner(app: &App, above: Option<Rect>, header: Rect, buf: &mut Buffer) {
    let text = match app.mode() {
        Mode::Review(p) | Mode::ConfirmBranch(p) => format!(
            " review · decision {p} of {} · Esc returns ",
            app.game().ply()
        ),
        Mode::Replay { ply, speed, paused } => format!(
            " replay {ply} of {} · {} per second · {} ",
            app.game().ply(),
            SPEEDS[speed],
            if paused { "paused" } else { "playing" }
        ),
        Mode::Play => match app.game().outcome() {
            Some(o) => format!(" {} ", outcome_text(app, o)),
            None => return,
        },
        _ => return,
    };
    let text = if app.settings().ascii {
        text.replace(['—', '·'], "-")
    } else {
        text
    };
    // Above the board while it fits there whole; a result that does not (names, a long reason)
    // takes the title line, the whole width of the screen, rather than being cut.
    let area = match above {
        Some(a) if text.chars().count() + 2 <= a.width as usize => a,
        _ => header,
    };
    if area == header {
        // Over the title line: the banner takes the whole line.
        Clear.render(area, buf);
    }
    let text = fit(
        &text,
        area.width.saturating_sub(2) as usize,
        app.settings().ascii,
    );
    let width = (text.chars().count() as u16 + 2).min(area.width);
    let r = Rect::new(area.x + (area.width - width) / 2, area.y, width, 1);
    Clear.render(r, buf);
    Line::styled(
        text,
        Style::new().add_modifier(Modifier::BOLD | Modifier::REVERSED),
    )
    .centered()
    .render(r, buf);
}

/// `text` cut to `width` characters, with an ellipsis when something was cut.
pub fn fit(text: &str, width: usize, ascii: bool) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    let more = if ascii { "~" } else { "…" };
    let mut out: String = text.chars().take(width.saturating_sub(1)).collect();
    if width > 0 {
        out.push_str(more);
    }
    out
}

fn centered(area: Rect, w: u16, h: u16) -> Rect {
    let w = w.min(area.width);
    let h = h.min(area.height);
    Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    )
}

/// A window of text, taller than the screen if need be: shown from line `top`, with a sign at
/// the top and the bottom border when there is more above or below, and how to close it.
/// What a window shows: its title, text, width, first line shown, and how it closes.
struct Window<'a> {
    title: &'a str,
    lines: Vec<Line<'a>>,
    width: u16,
    top: u16,
    closes: &'a str,
}

/// Draws a window and gives the rectangle it covers.
fn window(app: &App, area: Rect, buf: &mut Buffer, win: Window) -> Rect {
    let Window {
        title,
        lines,
        width,
        top,
        closes,
    } = win;
    let ascii = app.settings().ascii;
    let inner_w = width.saturating_sub(4);
    let p = Paragraph::new(lines).wrap(Wrap { trim: false });
    let total = p.line_count(inner_w) as u16;
    let r = centered(area, width, total + 2);
    let shown = r.height.saturating_sub(2);
    let top = top.min(total.saturating_sub(shown));
    let (up, down) = if ascii { ("^", "v") } else { ("↑", "↓") };
    let mut block = Block::bordered()
        .border_set(border_set(app.settings()))
        .title(fit(
            &format!(" {title} "),
            r.width.saturating_sub(2) as usize,
            ascii,
        ))
        .padding(ratatui::widgets::Padding::horizontal(1));
    if top > 0 {
        block = block.title_top(Line::from(format!(" {up} more ")).right_aligned());
    }
    let bottom = if top + shown < total {
        format!(" {down} more: {} lines · {closes} ", total - top - shown)
    } else if closes.is_empty() {
        String::new()
    } else {
        format!(" {closes} ")
    };
    let bottom = if ascii {
        bottom.replace('·', "-")
    } else {
        bottom
    };
    if !bottom.is_empty() {
        block = block.title_bottom(
            Line::from(fit(&bottom, r.width.saturating_sub(2) as usize, ascii)).right_aligned(),
        );
    }
    Clear.render(r, buf);
    p.scroll((top, 0)).block(block).render(r, buf);
    app.hits().add(r, Hit::Window);
    r
}

/// Words wrapped to `width` columns, at spaces only (a word longer than a line is cut with
/// an ellipsis); every line after the first starts with `indent` spaces.
pub fn wrap_words(text: &str, width: usize, indent: usize, ascii: bool) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    let mut len = 0;
    for word in text.split(' ') {
        let wl = word.chars().count();
        if len > 0 && len + wl > width && !line.trim().is_empty() {
            lines.push(std::mem::take(&mut line).trim_end().to_string());
            line = " ".repeat(indent);
            len = indent;
        }
        let room = width.saturating_sub(len).max(1);
        if wl > room && word.contains('/') {
            // A path keeps its end, where the file's name is, from a separator on where one
            // is left.
            let more = if ascii { "~" } else { "…" };
            let tail: String = word.chars().skip(wl + 1 - room).collect();
            let tail = match tail.find('/') {
                Some(i) if i > 0 && tail[i..].chars().count() > 1 => &tail[i..],
                _ => tail.as_str(),
            };
            line.push_str(&format!("{more}{tail}"));
        } else {
            line.push_str(&fit(word, room, ascii));
        }
        len += wl.min(room);
        line.push(' ');
        len += 1;
    }
    lines.push(line.trim_end().to_string());
    lines
}

/// A message wrapped to `width` columns at spaces, as the panel and the questions show it. A
/// path too long for the line is broken after a `/`, never inside a folder's or the file's
/// name; a name longer than a whole line keeps its end (where the file's name is) behind an
/// ellipsis. Another word longer than a line is broken where the line ends.
pub fn wrap_message(text: &str, width: usize, ascii: bool) -> Vec<String> {
    let width = width.max(2);
    let len = |s: &str| s.chars().count();
    let more = if ascii { "~" } else { "…" };
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        let gap = usize::from(!line.is_empty());
        if len(&line) + gap + len(word) <= width {
            if gap == 1 {
                line.push(' ');
            }
            line.push_str(word);
            continue;
        }
        if len(word) <= width {
            lines.push(std::mem::take(&mut line));
            line.push_str(word);
            continue;
        }
        // Longer than a line: in pieces, a path's after each separator.
        let pieces: Vec<String> = if word.contains('/') {
            word.split_inclusive('/')
                .map(|p| {
                    if len(p) > width {
                        let tail: String = p.chars().skip(len(p) + 1 - width).collect();
                        format!("{more}{tail}")
                    } else {
                        p.to_string()
                    }
                })
                .collect()
        } else {
            let chars: Vec<char> = word.chars().collect();
            chars.chunks(width).map(|c| c.iter().collect()).collect()
        };
        for (i, piece) in pieces.iter().enumerate() {
            let gap = usize::from(i == 0 && !line.is_empty());
            if len(&line) + gap + len(piece) > width {
                lines.push(std::mem::take(&mut line));
            } else if gap == 1 {
                line.push(' ');
            }
            line.push_str(piece);
        }
    }
    lines.push(line);
    lines.retain(|l| !l.is_empty());
    lines
}

/// The keys, the marks of the board and the rules in force: the Help window's text, wrapped
/// to `width` with each key's description kept in its column.
fn help_lines(app: &App, width: u16) -> Vec<Line<'static>> {
    let s = app.settings();
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
    let theme = if s.color {
        s.theme
    } else {
        super::theme::Theme::Mono
    };
    let others: Vec<&str> = super::theme::Theme::ALL
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
    lines.extend(app.game().rules().explain().into_iter().map(Line::raw));
    lines
}

/// Every mark the board can show, as it is drawn.
pub fn legend(s: &Settings) -> Vec<String> {
    let g = s.glyphs();
    let (w, b) = (s.stone(Side::White), s.stone(Side::Black));
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
            analysis::glyph(Kind::Win, s.ascii),
            analysis::glyph(Kind::SlowWin, s.ascii),
            analysis::glyph(Kind::Draw, s.ascii),
            analysis::glyph(Kind::Loss, s.ascii),
        ),
        format!(
            "  where a stone may go, before a stone that can move (its best), after a stone that may be removed ({}{b}{})",
            g.removable.0,
            analysis::glyph(Kind::Win, s.ascii),
        ),
        "  in the log: ? a win thrown away to a draw, ?? a win or a draw thrown away to a loss"
            .into(),
        "  distances count turns, both players' (a turn: one move with its removals), and say \
         whose turn ends the game: White wins in 7 turns (White's 4th)"
            .into(),
    ]
}

/// The width of the Help and Rules windows on a screen `width` wide.
fn window_width(width: u16) -> u16 {
    width.saturating_sub(4).min(78)
}

/// How far the Help or Rules window can scroll on a screen of this size: its lines beyond
/// what the window shows.
pub fn window_scroll_max(app: &App, width: u16, height: u16) -> u16 {
    let lines = match app.mode() {
        Mode::Help(_) => help_lines(app, window_width(width).saturating_sub(4)),
        Mode::Rules(_) => rules_lines(app),
        _ => return 0,
    };
    let total = Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .line_count(window_width(width).saturating_sub(4)) as u16;
    total.saturating_sub(height.saturating_sub(2))
}

fn rules_lines(app: &App) -> Vec<Line<'static>> {
    app.game()
        .rules()
        .explain()
        .into_iter()
        .map(Line::raw)
        .collect()
}

/// A question: its text, then the two answers, the one Enter takes marked.
fn question(
    app: &App,
    area: Rect,
    buf: &mut Buffer,
    title: &str,
    text: String,
    answers: [&str; 2],
) {
    let ascii = app.settings().ascii;
    let (l, r) = if ascii { ('>', '<') } else { ('▶', '◀') };
    let button = |label: &str, on: bool| {
        if on {
            Span::styled(
                format!("{l} {label} {r}"),
                Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD),
            )
        } else {
            Span::raw(format!("  {label}  "))
        }
    };
    let yes = app.yes_highlighted();
    let w = area.width.saturating_sub(4).min(64);
    let mut lines: Vec<Line> = wrap_message(&text, w.saturating_sub(4) as usize, ascii)
        .into_iter()
        .map(Line::raw)
        .collect();
    lines.extend([
        Line::raw(""),
        Line::from(vec![
            button(answers[0], yes),
            Span::raw("   "),
            button(answers[1], !yes),
        ])
        .centered(),
    ]);
    // Low on the screen, so that the board the question is about stays in view.
    let h = Paragraph::new(lines.clone())
        .wrap(Wrap { trim: false })
        .line_count(w.saturating_sub(4)) as u16
        + 2;
    let below = area.height.saturating_sub(h + 1);
    let low = Rect::new(area.x, area.y + below, area.width, area.height - below);
    let low = Rect {
        height: low.height.min(h),
        ..low
    };
    let win = Window {
        title,
        lines,
        width: w,
        top: 0,
        closes: "",
    };
    let r = window(app, low, buf, win);
    // The answers take a click where they are drawn (after wrapping and centring).
    for (label, yes) in [(answers[0], true), (answers[1], false)] {
        if let Some(at) = find_text(buf, r, label) {
            let x = at.x.saturating_sub(2).max(r.x + 1);
            let w = (at.width + 4).min(r.right().saturating_sub(x + 1));
            app.hits().add(Rect::new(x, at.y, w, 1), Hit::Answer(yes));
        }
    }
}

/// Where `text` is drawn inside `area`, if it is (one row, one cell a character).
fn find_text(buf: &Buffer, area: Rect, text: &str) -> Option<Rect> {
    let want: Vec<String> = text.chars().map(String::from).collect();
    let n = want.len() as u16;
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right().saturating_sub(n.saturating_sub(1)) {
            let found = want.iter().enumerate().all(|(i, c)| {
                buf.cell((x + i as u16, y))
                    .is_some_and(|cell| cell.symbol() == c)
            });
            if found {
                return Some(Rect::new(x, y, n, 1));
            }
        }
    }
    None
}

/// A player as the screen names them: `Alice (White)`, or `White` without a name.
fn who(app: &App, c: Side) -> String {
    if app.name(c) == c.name() {
        c.name().to_string()
    } else {
        format!("{} ({})", app.name(c), c.name())
    }
}

fn menu_label(app: &App, item: MenuItem) -> String {
    let who = |c| who(app, c);
    match item {
        MenuItem::Back => "Back to the game".into(),
        MenuItem::NewGame => "New game".into(),
        MenuItem::OfferDraw(c) => format!("{} offers a draw", who(c)),
        MenuItem::Resign(c) => format!("{} resigns", who(c)),
        MenuItem::Rules => "Rules of this game".into(),
        MenuItem::Help => "Keys and help".into(),
        MenuItem::Computer(c) => match app.computer_level(c) {
            Some(_) => format!("Take {} back from the computer", c.name()),
            None => format!("Hand {} to the computer", who(c)),
        },
        MenuItem::PlayOn => {
            let side = app.game().position().side_to_move();
            format!("Let {} play on", who(side))
        }
        MenuItem::Quit => "Quit".into(),
    }
}

fn render_window(app: &App, area: Rect, buf: &mut Buffer) {
    let ascii = app.settings().ascii;
    match app.mode() {
        Mode::Menu(sel) => {
            let w = area.width.saturating_sub(4).min(48);
            let room = w.saturating_sub(6) as usize;
            let lines: Vec<Line> = app
                .menu()
                .into_iter()
                .enumerate()
                .map(|(i, item)| {
                    let label = fit(&menu_label(app, item), room, ascii);
                    if i == sel {
                        Line::styled(
                            format!("> {label}"),
                            Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD),
                        )
                    } else {
                        Line::raw(format!("  {label}"))
                    }
                })
                .collect();
            let n = lines.len() as u16;
            let win = Window {
                title: "Menu",
                lines,
                width: w,
                top: 0,
                closes: "",
            };
            let r = window(app, area, buf, win);
            for i in 0..n.min(r.height.saturating_sub(2)) {
                let row = Rect::new(r.x + 1, r.y + 1 + i, r.width.saturating_sub(2), 1);
                app.hits().add(row, Hit::Menu(i as usize));
            }
        }
        Mode::Help(top) => {
            let w = window_width(area.width);
            let lines = help_lines(app, w.saturating_sub(4));
            let win = Window {
                title: "Help",
                lines,
                width: w,
                top,
                closes: "Esc closes",
            };
            window(app, area, buf, win);
        }
        Mode::Rules(top) => {
            let w = window_width(area.width);
            let win = Window {
                title: "Rules of this game",
                lines: rules_lines(app),
                width: w,
                top,
                closes: "Esc closes",
            };
            window(app, area, buf, win);
        }
        Mode::ConfirmQuit if app.unsaved().is_some() => question(
            app,
            area,
            buf,
            "Quit",
            format!(
                "The game is NOT saved ({}). s saves it in another file first.",
                app.unsaved().unwrap_or_default()
            ),
            ["Quit unsaved (y)", "Stay (n)"],
        ),
        Mode::SaveAs => {
            window(
                app,
                area,
                buf,
                Window {
                    title: "Save the game",
                    lines: [
                        Line::raw("A file to save the game in (a new one), then Enter:"),
                        Line::raw(format!("> {}_", crate::text::clean(app.save_as_input()))),
                    ]
                    .into_iter()
                    .chain(app.notice().into_iter().flat_map(|m| {
                        wrap_message(
                            m,
                            window_width(area.width).saturating_sub(4) as usize,
                            app.settings().ascii,
                        )
                        .into_iter()
                        .map(|l| Line::styled(l, app.settings().style(Role::Take)))
                    }))
                    .collect(),
                    width: window_width(area.width),
                    top: 0,
                    closes: "Esc back",
                },
            );
        }
        Mode::ConfirmQuit => question(
            app,
            area,
            buf,
            "Quit",
            format!(
                "Quit the game in progress? It is saved{}.",
                if app.storage().is_empty() {
                    " only until you quit"
                } else {
                    ""
                }
            ),
            ["Quit (y)", "Stay (n)"],
        ),
        Mode::ConfirmResign(side) => question(
            app,
            area,
            buf,
            "Resign",
            format!(
                "{} resigns: {} wins. Sure?",
                who(app, side),
                app.name(side.other())
            ),
            ["Resign (y)", "Play on (n)"],
        ),
        Mode::ConfirmNew => question(
            app,
            area,
            buf,
            "New game",
            "Abandon this game and start a new one with the same rules? This one is kept aside."
                .into(),
            ["New game (y)", "Play on (n)"],
        ),
        Mode::DrawOffer(offerer) => question(
            app,
            area,
            buf,
            "Draw offer",
            format!(
                "{} offers a draw. {}, do you accept?",
                app.name(offerer),
                app.name(offerer.other())
            ),
            ["Accept (y)", "Decline (n)"],
        ),
        Mode::ConfirmBranch(p) => {
            let after = app.game().ply() - p.min(app.game().ply());
            let text = if after == 1 {
                format!(
                    "Play on from decision {p}? The decision after it is undone (r redoes it until you make a new one)."
                )
            } else {
                format!(
                    "Play on from decision {p}? The {after} decisions after it are undone (r redoes them until you make a new one)."
                )
            };
            question(
                app,
                area,
                buf,
                "Play from here",
                text,
                ["Play on (y)", "Back (n)"],
            )
        }
        Mode::Resume => {
            let text = match app.saved() {
                Some(g) => {
                    let p = g.position();
                    let n = g.ply();
                    let asked = app.game().rules();
                    let other = if asked != g.rules() {
                        format!(
                            " Resuming plays it by its own rules; n starts the {} you asked for.",
                            asked.variant.title()
                        )
                    } else {
                        String::new()
                    };
                    format!(
                        "A game in progress was saved (on the board): {}, {n} decision{}, {}. Resume it?{other} Esc decides later, q quits.",
                        g.rules().variant.title(),
                        if n == 1 { "" } else { "s" },
                        p.task_text()
                    )
                }
                None => "Resume the saved game?".into(),
            };
            question(
                app,
                area,
                buf,
                "Resume",
                text,
                ["Resume (y)", "New game (n)"],
            );
        }
        _ => {}
    }
}

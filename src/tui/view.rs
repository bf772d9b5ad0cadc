//! Drawing the game, by region: the [`board`], the side [`panel`] with the players and the
//! [`log`], the [`footer`] with the keys that work now, and the [`windows`] (menu, help,
//! questions). Drawing reads the app and returns what it drew where, for the mouse ([`Hits`]);
//! it changes nothing.

pub mod board;
pub mod editor;
pub mod footer;
pub mod learn;
pub mod log;
pub mod newgame;
pub mod panel;
pub mod puzzles;
pub mod saved;
pub mod stats;
pub mod tutorial;
pub mod windows;

use crate::words::{ReasonWords, RulesWords, VariantWords};
use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Widget, Wrap};

use crate::rules::{Color as Side, Outcome, Reason, Rules};

use super::app::{App, Mode, Question};
use super::layout::{self, BoardGeometry, MIN_HEIGHT, MIN_WIDTH, ScreenLayout};
use super::mouse::{Hit, Hits};
use super::seats::side_name;
use super::theme::Settings;
use super::wrap::fit;
use crate::t;

/// Draws the whole screen into `buf`: what was drawn where, for the mouse.
pub fn draw(app: &App, area: Rect, buf: &mut Buffer) -> Hits {
    let mut hits = Hits::default();
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        too_small(area, buf);
        return hits;
    }
    if let Mode::Editor(e) = app.mode() {
        return editor::render(app, e, area, buf);
    }
    if let Mode::Puzzles(t) = app.mode() {
        return puzzles::render(app, t, area, buf);
    }
    if let Mode::Maker(m) = app.mode() {
        return puzzles::render_maker(app, m, area, buf);
    }
    if let Mode::Stats(s) = app.mode() {
        return stats::render(app, s, area, buf);
    }
    if let Mode::Learn(d) = app.mode() {
        return learn::render(app, d, area, buf);
    }
    if let Mode::Tutorial(t) = app.mode() {
        return tutorial::render(app, t, area, buf);
    }
    // The help opened over a screen of its own (a puzzle, the statistics, learning the
    // points, the tutorial) is drawn over that screen.
    if let Mode::Window(..) = app.mode() {
        let under = match app.under_window() {
            Some(Mode::Puzzles(t)) => Some(puzzles::render(app, t, area, buf)),
            Some(Mode::Stats(s)) => Some(stats::render(app, s, area, buf)),
            Some(Mode::Learn(d)) => Some(learn::render(app, d, area, buf)),
            Some(Mode::Tutorial(t)) => Some(tutorial::render(app, t, area, buf)),
            _ => None,
        };
        if let Some(mut hits) = under {
            windows::render(app, area, buf, &mut hits);
            return hits;
        }
    }
    // Under everything: a click on the screen outside any window closes the window.
    hits.add(area, Hit::Screen);
    if let Mode::Saved(s) = app.mode() {
        saved::render(app, s, area, buf, &mut hits);
        return hits;
    }
    let n = app.shown_game().rules().board.grid_size() as u16;
    let ScreenLayout {
        header,
        board: board_area,
        panel: panel_area,
        footer: footer_area,
    } = layout::screen_layout(n, area);
    render_header(app, header, buf);
    board::render(app, board_area, buf, &mut hits);
    panel::render(app, panel_area, buf, &mut hits);
    footer::render(app, footer_area, buf);
    // The banner goes above the board, or over the title when the board needs every row
    // (or when the text is too wide for the board's column).
    let above = match BoardGeometry::new(n, board_area) {
        Some(g) if g.y0 > board_area.y => Some(board_area),
        _ => None,
    };
    render_banner(app, above, header, buf);
    windows::render(app, area, buf, &mut hits);
    hits
}

/// Draws the app into a frame, as the loop does: what was drawn where.
pub fn frame(f: &mut Frame, app: &App) -> Hits {
    let area = f.area();
    draw(app, area, f.buffer_mut())
}

/// Drawing without keeping what went where (tests that only look, benches).
impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        draw(self, area, buf);
    }
}

fn too_small(area: Rect, buf: &mut Buffer) {
    let text = t!(
        "board-too-small",
        need = format!("{MIN_WIDTH}x{MIN_HEIGHT}"),
        have = format!("{}x{}", area.width, area.height)
    );
    Paragraph::new(text)
        .wrap(Wrap { trim: true })
        .render(area, buf);
}

fn render_header(app: &App, area: Rect, buf: &mut Buffer) {
    // While the host waits, the top line is what the friend types, whole, on a line of its own.
    if let Some(c) = app.remote_command() {
        Line::from(format!(" {c}"))
            .style(Style::new().add_modifier(Modifier::BOLD))
            .render(area, buf);
        return;
    }
    header_line(app.settings(), app.shown_game().rules(), None, area, buf);
}

/// The title line: `morris · Nine Men's Morris`, the rules that differ from the preset's, and
/// what the screen is for (`set up a position`) where it is not the game.
fn header_line(s: &Settings, rules: &Rules, what: Option<&str>, area: Rect, buf: &mut Buffer) {
    let dot = if s.ascii { "-" } else { "·" };
    let what = what.map(|w| format!(" {dot} {w}")).unwrap_or_default();
    let diffs: Vec<String> = rules.difference_words();
    let diffs = if diffs.is_empty() {
        String::new()
    } else {
        format!(" ({})", diffs.join(", "))
    };
    // The variant by its name in the language, with its other names where they fit and no
    // rules in brackets follow (`Mühle (Neunermühle, Nine Men's Morris)`), else by its one
    // local name (`Mühle (3 Steine)`).
    let title = |name: String| format!(" morris{what} {dot} {name}{diffs}");
    let long = title(rules.variant.local_title());
    let title = if diffs.is_empty() && long.chars().count() <= area.width as usize {
        long
    } else {
        title(rules.variant.short_title())
    };
    Line::from(fit(&title, area.width as usize, s.ascii))
        .style(Style::new().add_modifier(Modifier::BOLD))
        .render(area, buf);
}

/// Text over the board: game over, reviewing, replaying.
fn render_banner(app: &App, above: Option<Rect>, header: Rect, buf: &mut Buffer) {
    let text = match app.mode() {
        Mode::Review(p) | Mode::Question(Question::Branch(p), _) => format!(
            " {} ",
            t!(
                "board-banner-review",
                at = super::app::move_at(app.game(), *p)
            )
        ),
        Mode::Replay(r) => format!(
            " {} ",
            if r.paused {
                t!(
                    "board-banner-replay-paused",
                    at = super::app::move_at(app.game(), r.ply),
                    speed = speed(r.speed)
                )
            } else {
                t!(
                    "board-banner-replay-playing",
                    at = super::app::move_at(app.game(), r.ply),
                    speed = speed(r.speed)
                )
            }
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

/// A replay's speed, with the language's decimal point: `0.25`, `0,25`.
fn speed(i: usize) -> String {
    super::app::SPEEDS[i]
        .to_string()
        .replace('.', &t!("board-decimal-point"))
}

/// A player as the screen names them: `Alice (White)`, or `White` without a name.
pub fn who(app: &App, c: Side) -> String {
    let name = app.name(c);
    // Alike names already carry their colours.
    if app.number(c) == "pl" || app.shown_seats().alike() {
        name
    } else {
        t!("board-who", name = name, side = side_name(c))
    }
}

/// Why the game ended, with the players' names: `Bob resigned`, `Alice is blocked`.
pub fn reason_text(app: &App, r: Reason) -> String {
    match r {
        Reason::FewerThanThree(c) => {
            t!("board-reason-fewer", who = app.name(c), num = app.number(c))
        }
        Reason::Blocked(c) => t!(
            "board-reason-blocked",
            who = app.name(c),
            num = app.number(c)
        ),
        Reason::MillWins(c) => t!(
            "board-reason-mill-wins",
            who = app.name(c),
            num = app.number(c)
        ),
        Reason::Resignation(c) => {
            t!(
                "board-reason-resigned",
                who = app.name(c),
                num = app.number(c)
            )
        }
        Reason::OnTime(c) => t!(
            "board-reason-on-time",
            who = app.name(c),
            num = app.number(c)
        ),
        other => other.text(),
    }
}

/// The result in words, the essential first so that a cut line keeps it:
/// `Alice wins — Bob resigned`, `Draw — board full`, `Draw agreed`.
pub fn outcome_text(app: &App, o: Outcome) -> String {
    let dash = if app.settings().ascii { "-" } else { "—" };
    match (o.winner, o.reason) {
        (Some(w), r) => t!(
            "board-outcome-win",
            who = who(app, w),
            num = app.number(w),
            dash = dash,
            why = reason_text(app, r)
        ),
        (None, Reason::Agreement) => t!("board-outcome-agreed"),
        (None, r) => t!("board-outcome-draw", dash = dash, why = reason_text(app, r)),
    }
}

/// A panel section's border, in ASCII when asked, with a column of room inside.
fn panel_block(s: &Settings, borders: Borders) -> Block<'static> {
    Block::new()
        .borders(borders)
        .border_set(border_set(s))
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

/// A region drawn alone into a test buffer `w`×`h`: its rows as text (trailing blanks cut),
/// and what it drew where.
#[cfg(test)]
pub(crate) fn region(
    w: u16,
    h: u16,
    draw: impl FnOnce(Rect, &mut Buffer, &mut Hits),
) -> (Vec<String>, Hits) {
    let area = Rect::new(0, 0, w, h);
    let mut buf = Buffer::empty(area);
    let mut hits = Hits::default();
    draw(area, &mut buf, &mut hits);
    let rows = (0..h)
        .map(|y| {
            let row: String = (0..w).map(|x| buf[(x, y)].symbol()).collect();
            row.trim_end().to_string()
        })
        .collect();
    (rows, hits)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, Rules};
    use crate::tui::sim::screen;

    #[test]
    fn nothing_is_drawn_on_a_screen_too_small_and_nothing_panics_at_any_size() {
        let app = App::new(Game::new(Rules::default()), Settings::default());
        let (text, hits) = screen(&app, 50, 12);
        assert!(
            text.contains("needs a terminal of at least 60x17"),
            "{text}"
        );
        assert_eq!(hits, Hits::default());
        for (w, h) in [(0, 0), (1, 1), (60, 17), (61, 18), (300, 100)] {
            screen(&app, w, h);
        }
    }

    #[test]
    fn the_screen_under_everything_takes_a_click() {
        let app = App::new(Game::new(Rules::default()), Settings::default());
        let (_, hits) = screen(&app, 80, 24);
        assert_eq!(hits.at(79, 0), Some(Hit::Screen));
    }
}

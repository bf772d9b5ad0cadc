//! The side panel: the players and their stones, the score, the task, analysis, what the
//! computer does, messages, and (below the log) where the game is kept.

use crate::words::ColorWords;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Borders, Paragraph, Widget, Wrap};

use crate::rules::{Color as Side, Position, Task};
use crate::store::scores::Score;

use super::super::app::{App, move_at};
use super::super::mouse::Hits;
use super::super::theme::Role;
use super::super::wrap::{fit, wrap_message, wrap_words};
use super::{outcome_text, panel_block, who};
use crate::t;

/// The panel's head: its lines, and those that give way first (by index) when the panel is
/// short.
struct Head {
    lines: Vec<Line<'static>>,
    spare: Vec<usize>,
}

/// The rows the log keeps at the least: its title and the row shown.
const LOG_MIN: u16 = 2;

/// The rows the log is given before the head keeps its blank lines and its score, and the
/// place the game is saved is shown: its title and three rows (at 60×17 a message and the
/// saved line left it one or two).
const LOG_WANT: u16 = 4;

/// Draws the panel in `area`: the players, the task and what is said, the log, and where the
/// game is kept.
pub fn render(app: &App, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let inner = area.width.saturating_sub(2);
    let Head { mut lines, spare } = head(app, inner);
    // The log keeps its title and the row shown (in review, the decision and its mark), and
    // three rows where it can: the "saved to" lines give way first (never NOT SAVED's), then
    // the blank lines, and the score only where the log would not have its least.
    let count =
        |lines: &[Line]| super::super::layout::wrapped_height(lines, area.width.saturating_sub(1));
    let mut head_height = count(&lines);
    let mut foot_height = if app.storage().is_empty() { 0 } else { 2 };
    let foot_gives_way = if app.unsaved().is_some() {
        LOG_MIN
    } else {
        LOG_WANT
    };
    if head_height + foot_height + foot_gives_way > area.height {
        foot_height = 0;
    }
    if head_height + foot_height + LOG_WANT > area.height {
        // The blank lines come after the score: removing them moves it not.
        for &i in spare.iter().rev() {
            if lines[i].width() == 0 {
                lines.remove(i);
            }
        }
        head_height = count(&lines);
    }
    if head_height + foot_height + LOG_MIN > area.height {
        for &i in spare.iter().rev() {
            if lines.get(i).is_some_and(|l| l.width() > 0) {
                lines.remove(i);
            }
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
    let [top, log, foot] = Layout::vertical([
        Constraint::Length(head_height),
        Constraint::Min(0),
        Constraint::Length(foot_height),
    ])
    .areas(area);
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .block(panel_block(app.settings(), Borders::LEFT))
        .render(top, buf);
    super::log::render(app, log, buf, hits);
    if foot_height > 0 {
        storage(app, inner, foot, buf);
    }
}

/// The head of the panel, `inner` columns wide: the players, the score, the task, analysis,
/// the computer, a letter typed, the message.
fn head(app: &App, inner: u16) -> Head {
    let s = app.settings();
    let pos = app.view_position();
    let mut lines: Vec<Line> = Vec::new();
    lines.extend(player_line(app, &pos, Side::White, inner));
    lines.extend(player_line(app, &pos, Side::Black, inner));
    let mut spare = Vec::new();
    if let Some(score) = app.score() {
        spare.push(lines.len());
        lines.push(Line::raw(score_text(score, inner as usize, s.ascii)));
    }
    spare.push(lines.len());
    lines.push(Line::raw(""));
    // A finished game reviewed at its end (one opened from the saved games starts there) says
    // its result, as in play; before, it said only where it stood.
    let at_the_end = app.view_ply() == app.game().ply() && app.game().outcome().is_some();
    let task = if app.viewing_past() && !at_the_end {
        match app.view_ply() {
            0 => t!("board-review-start"),
            p => t!("board-review-after", at = move_at(app.game(), p)),
        }
    } else {
        task_line(app, &pos)
    };
    // A line too long for the panel wraps at its words, the rest indented under it.
    let mut say = |text: &str, style: Style| {
        for l in wrap_message(text, inner as usize, 2, s.ascii) {
            lines.push(Line::styled(l, style));
        }
    };
    say(&task, Style::new().add_modifier(Modifier::BOLD));
    if let Some(a) = app.analysis_line() {
        say(&a, s.style(Role::Mill).add_modifier(Modifier::BOLD));
    }
    if let Some(j) = app.judgement_line() {
        say(&j, s.style(Role::Mill));
    }
    if let Some(t) = app.thinking_line() {
        say(&t, s.style(Role::Thinking));
    }
    if let Some(t) = app.remote_line() {
        say(&t, s.style(Role::Thinking));
    }
    if let Some(f) = app.pending_file() {
        lines.push(Line::styled(
            t!("board-typed-file", file = (b'a' + f) as char),
            s.style(Role::Note),
        ));
    }
    if let Some(m) = app.message() {
        for l in wrap_message(&m, inner as usize, 2, s.ascii) {
            lines.push(Line::styled(l, s.style(Role::Note)));
        }
    }
    spare.push(lines.len());
    lines.push(Line::raw(""));
    Head { lines, spare }
}

/// Where the game is kept, under the log (in the warning's colour when it is not saved).
fn storage(app: &App, inner: u16, area: Rect, buf: &mut Buffer) {
    let s = app.settings();
    let style = if app.unsaved().is_some() {
        s.style(Role::Take)
    } else {
        s.style(Role::Quiet)
    };
    // The path wraps at its separators, under the first line; where that takes more than the
    // two rows there are, the path keeps its end on the second.
    let storage = app.storage();
    let mut wrapped = wrap_message(&storage, inner as usize, 2, s.ascii);
    if wrapped.len() > 2 {
        wrapped = wrap_words(&storage, inner as usize, 0, s.ascii);
    }
    let text: Vec<Line> = wrapped.into_iter().map(Line::raw).collect();
    Paragraph::new(text)
        .style(style)
        .block(panel_block(s, Borders::LEFT))
        .render(area, buf);
}

fn player_line(app: &App, pos: &Position, side: Side, width: u16) -> Vec<Line<'static>> {
    let s = app.settings();
    let to_move = pos.outcome().is_none() && pos.side_to_move() == side;
    let pointer = if to_move { "▶ " } else { "  " };
    let pointer = if s.ascii && to_move { "> " } else { pointer };
    // The side's clock at the end of its line: `[4:58]` while it runs, ` 4:58 ` stopped.
    let clock = app.clock().map(|c| {
        let left = crate::clock::shown(c.left(side));
        let running = c.running == Some(side);
        let text = if running {
            format!("[{left}]")
        } else {
            format!(" {left} ")
        };
        let style = if running {
            Style::new().add_modifier(Modifier::BOLD)
        } else {
            Style::new()
        };
        Span::styled(text, style)
    });
    let clock_room = clock.as_ref().map_or(0, |c| c.width() + 1);
    let room = (width as usize).saturating_sub(if s.color { 7 } else { 4 } + clock_room);
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
    if let Some(clock) = clock {
        let used: usize = first.iter().map(Span::width).sum();
        let pad = (width as usize).saturating_sub(used + clock.width()).max(1);
        first.push(Span::raw(" ".repeat(pad)));
        first.push(clock);
    }
    let (hand, board) = (pos.in_hand(side), pos.on_board(side));
    // Where a mill wins, nothing is ever captured: no count for it.
    let (lost, stone) = (pos.lost(side.other()), s.stone(side.other()).to_string());
    let wide = || {
        format!(
            "   {}",
            t!(
                "board-counts",
                hand = hand,
                board = board,
                lost = lost,
                stone = &stone
            )
        )
    };
    let narrow = || {
        format!(
            "   {}",
            t!(
                "board-counts-narrow",
                hand = hand,
                board = board,
                lost = lost,
                stone = &stone
            )
        )
    };
    // The words take the room they take in each language: the short form where the long
    // one would wrap.
    let counts = match (pos.rules().mill_wins, width >= 32) {
        (true, _) => format!(
            "   {}",
            t!("board-counts-mill-wins", hand = hand, board = board)
        ),
        (false, true) => Some(wide())
            .filter(|w| w.chars().count() <= width as usize)
            .unwrap_or_else(narrow),
        (false, false) => narrow(),
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
    let hand = pos.in_hand(side);
    let their = side.other().adjective();
    match pos.task() {
        Task::Place => t!("board-task-place", who = who, n = hand),
        Task::PlaceOrMove => match app.selected() {
            Some(p) => t!(
                "board-task-move-selected-or-place",
                who = who,
                point = p.to_string(),
                target = app.target_word()
            ),
            None => t!("board-task-place-or-move", who = who, n = hand),
        },
        Task::Move => match app.selected() {
            Some(p) => t!(
                "board-task-move-selected",
                who = who,
                point = p.to_string(),
                target = app.target_word()
            ),
            None => t!("board-task-move", who = who),
        },
        Task::Fly => match app.selected() {
            Some(p) => t!("board-task-fly-selected", who = who, point = p.to_string()),
            None => t!("board-task-fly", who = who),
        },
        Task::Remove(k) => t!("board-task-remove", who = who, n = k, side = their),
        Task::Pass => t!("board-task-pass", who = who),
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
    // Busy, it does it; stopped, it is to do it.
    let busy = app.computer_busy();
    match pos.task() {
        Task::Place if busy => t!("board-computer-places", who = who, n = hand),
        Task::Place => t!("board-computer-to-place", who = who, n = hand),
        Task::PlaceOrMove if busy => t!("board-computer-places-or-moves", who = who, n = hand),
        Task::PlaceOrMove => t!("board-computer-to-place-or-move", who = who, n = hand),
        Task::Move if busy => t!("board-computer-moves", who = who),
        Task::Move => t!("board-computer-to-move", who = who),
        Task::Fly if busy => t!("board-computer-flies", who = who),
        Task::Fly => t!("board-computer-to-fly", who = who),
        Task::Remove(k) if busy => t!("board-computer-removes", who = who, n = k, side = their),
        Task::Remove(k) => t!("board-computer-to-remove", who = who, n = k, side = their),
        Task::Pass if busy => t!("board-computer-passes", who = who),
        Task::Pass => t!("board-computer-to-pass", who = who),
        Task::Over(o) => outcome_text(app, o),
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
        n => format!(" {}", crate::t!("board-score-draws", n = n)),
    };
    // The scoreboard keeps the English default names and the computer's recorded name; the
    // screen says them in its language.
    let shown = |n: &str| match n {
        "White" => Side::White.shown(),
        "Black" => Side::Black.shown(),
        n => crate::tui::seats::recorded_level(n).map_or_else(
            || n.to_string(),
            |l| crate::t!("board-computer-name", level = l.to_string()),
        ),
    };
    let short = |n: &str| {
        crate::tui::seats::recorded_level(n).map_or_else(
            || shown(n),
            |l| crate::t!("board-score-level", level = l.to_string()),
        )
    };
    let (w0, b0) = (score.white.as_str(), score.black.as_str());
    let (w, b) = (shown(w0), shown(b0));
    let (w, b) = (w.as_str(), b.as_str());
    let spaced = format!("{} {dash} {}", t.won, t.lost);
    let tight = format!("{}{dash}{}", t.won, t.lost);
    let fits = |s: &String| s.chars().count() <= width;
    let forms = [
        format!("   {} {w} {spaced} {b}{drawn}", crate::t!("board-score")),
        format!("   {w} {spaced} {b}{drawn}"),
        format!("{w} {spaced} {b}{drawn}"),
        format!("{} {spaced} {}{drawn}", short(w0), short(b0)),
        format!("{} {tight} {}{drawn}", short(w0), short(b0)),
    ];
    if let Some(f) = forms.into_iter().find(fits) {
        return f;
    }
    // The names share what is left, the longer giving way first, each keeping at least two
    // characters and its ellipsis.
    let (mut w, mut b) = (short(w0), short(b0));
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, Rules, play_tokens};
    use crate::tui::theme::Settings;

    fn panel(app: &App, w: u16, h: u16) -> (Vec<String>, Hits) {
        super::super::region(w, h, |a, b, hits| render(app, a, b, hits))
    }

    #[test]
    fn the_panel_points_at_the_player_to_move_and_says_the_task() {
        let game = play_tokens(Rules::default(), "d6").unwrap_or_else(|e| panic!("{e}"));
        let app = App::new(game, Settings::default());
        let (rows, _) = panel(&app, 34, 20);
        assert!(rows[0].contains("  ● White"), "{rows:#?}");
        assert!(rows[2].contains("▶ ◉ Black"), "{rows:#?}");
        assert!(
            rows.iter()
                .any(|r| r.contains("Black: place a stone (9 in hand)")),
            "{rows:#?}"
        );
        assert!(rows.iter().any(|r| r.contains(" Moves ")), "{rows:#?}");
    }

    #[test]
    fn a_short_panel_keeps_the_logs_title_and_drops_the_blank_lines_first() {
        let app = App::new(Game::new(Rules::default()), Settings::default());
        let (tall, _) = panel(&app, 34, 20);
        let (short, _) = panel(&app, 34, 8);
        let blank = |rows: &[String]| rows.iter().take(6).filter(|r| r.trim() == "│").count();
        assert!(blank(&tall) > blank(&short), "{tall:#?}\n{short:#?}");
        assert!(short.iter().any(|r| r.contains(" Moves ")), "{short:#?}");
    }

    #[test]
    fn the_score_gives_way_to_the_names_counts_and_draws() {
        let score = Score {
            white: "Alexandra".into(),
            black: "morris level 10".into(),
            tally: crate::store::scores::Tally {
                won: 3,
                drawn: 1,
                lost: 12,
            },
        };
        assert_eq!(
            score_text(&score, 60, false),
            "   score Alexandra 3 – 12 morris level 10 (1 draw)"
        );
        assert_eq!(
            score_text(&score, 34, false),
            "Alexandra 3 – 12 level 10 (1 draw)"
        );
        for width in [30, 26, 22] {
            let t = score_text(&score, width, false);
            assert!(t.chars().count() <= width, "{width}: {t}");
            assert!(
                t.contains(" 3–12 ") && t.ends_with(" (1 draw)"),
                "{width}: {t}"
            );
        }
    }
}

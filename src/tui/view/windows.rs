//! The windows over the game: the menu, help, the rules, the questions and the path prompt.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

use super::super::app::{App, MenuItem, Mode, Question, Window, move_at};
use super::super::help::{help_lines, rules_lines};
use super::super::layout::{centered, window_width};
use super::super::mouse::{Hit, Hits};
use super::super::theme::Role;
use super::super::wrap::{fit, wrap_message};
use super::{border_set, who};

/// What a window shows: its title, text, width, first line shown, and how it closes.
pub(super) struct Text<'a> {
    pub(super) title: &'a str,
    pub(super) lines: Vec<Line<'a>>,
    pub(super) width: u16,
    pub(super) top: u16,
    pub(super) closes: &'a str,
}

/// Draws a window of text, taller than the screen if need be: shown from line `top`, with a
/// sign at the top and the bottom border when there is more above or below, and how to close
/// it. Gives the rectangle it covers, which takes the clicks on it.
pub(super) fn window(app: &App, area: Rect, buf: &mut Buffer, hits: &mut Hits, win: Text) -> Rect {
    let Text {
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
    hits.add(r, Hit::Window);
    r
}

/// A question: its text, then the two answers, the one Enter takes marked.
pub(super) fn question(
    app: &App,
    area: Rect,
    buf: &mut Buffer,
    hits: &mut Hits,
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
    let mut lines: Vec<Line> = wrap_message(&text, w.saturating_sub(4) as usize, 0, ascii)
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
    let win = Text {
        title,
        lines,
        width: w,
        top: 0,
        closes: "",
    };
    let r = window(app, low, buf, hits, win);
    // The answers take a click where they are drawn (after wrapping and centring).
    for (label, yes) in [(answers[0], true), (answers[1], false)] {
        if let Some(at) = find_text(buf, r, label) {
            let x = at.x.saturating_sub(2).max(r.x + 1);
            let w = (at.width + 4).min(r.right().saturating_sub(x + 1));
            hits.add(Rect::new(x, at.y, w, 1), Hit::Answer(yes));
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

fn menu_label(app: &App, item: MenuItem) -> String {
    let who = |c| who(app, c);
    let to_move = app.game().position().side_to_move();
    match item {
        MenuItem::Back => "Back to the game".into(),
        MenuItem::NewGame => "New game with the same rules".into(),
        MenuItem::ChooseGame if app.settings().ascii => "New game...".into(),
        MenuItem::ChooseGame => "New game…".into(),
        MenuItem::SetUp => if app.settings().ascii {
            "Set up a position..."
        } else {
            "Set up a position…"
        }
        .into(),
        MenuItem::OfferDraw(c) => format!("{} offers a draw", who(c)),
        MenuItem::Resign(c) => format!("{} resigns", who(c)),
        MenuItem::SavedGames if app.settings().ascii => "Saved games...".into(),
        MenuItem::SavedGames => "Saved games…".into(),
        MenuItem::TurnBoard if app.turned() => "Turn the board back".into(),
        MenuItem::TurnBoard => "Turn the board round".into(),
        MenuItem::Rules => "Rules of this game".into(),
        MenuItem::Help => "Keys and help".into(),
        MenuItem::Computer(c) => match app.computer_level(c) {
            Some(_) => format!("Take {} back from the computer", c.name()),
            None => format!("Hand {} to the computer", who(c)),
        },
        MenuItem::PlayOn => format!("Let {} play on", who(to_move)),
        MenuItem::MoveNow => format!("Have {} move now", who(to_move)),
        MenuItem::Stop => format!("Stop {}", who(to_move)),
        MenuItem::Quit => "Quit".into(),
    }
}

/// Draws the window open over the game, if any.
pub fn render(app: &App, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    match app.mode() {
        Mode::Menu(sel) => menu(app, *sel, area, buf, hits),
        Mode::Window(w, top) => {
            let width = window_width(area.width);
            let (title, lines) = match w {
                Window::Help => (
                    "Help",
                    help_lines(app.settings(), app.game().rules(), width.saturating_sub(4)),
                ),
                Window::Rules => ("Rules of this game", rules_lines(app.game().rules())),
            };
            let text = Text {
                title,
                lines,
                width,
                top: *top,
                closes: "Esc closes",
            };
            window(app, area, buf, hits, text);
        }
        Mode::SaveAs(_) => save_as(app, area, buf, hits),
        Mode::NewGame(s) => super::newgame::render(app, s, area, buf, hits),
        Mode::Question(q, _) => {
            let (title, text, answers) = asking(app, *q);
            question(app, area, buf, hits, title, text, answers);
        }
        // The editor draws its own windows.
        Mode::Play | Mode::Review(_) | Mode::Replay(_) | Mode::Saved(_) | Mode::Editor(_) => {}
    }
}

/// The menu, the highlighted entry marked; each entry takes a click.
fn menu(app: &App, sel: usize, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let ascii = app.settings().ascii;
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
    let text = Text {
        title: "Menu",
        lines,
        width: w,
        top: 0,
        closes: "",
    };
    let r = window(app, area, buf, hits, text);
    for i in 0..n.min(r.height.saturating_sub(2)) {
        let row = Rect::new(r.x + 1, r.y + 1 + i, r.width.saturating_sub(2), 1);
        hits.add(row, Hit::Menu(i as usize));
    }
}

/// The prompt for a file to save an unsaved game in, with what is typed and why the last try
/// failed.
fn save_as(app: &App, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let width = window_width(area.width);
    let s = app.settings();
    let why = app.notice().into_iter().flat_map(|m| {
        wrap_message(m, width.saturating_sub(4) as usize, 0, s.ascii)
            .into_iter()
            .map(|l| Line::styled(l, s.style(Role::Take)))
    });
    // The path wraps at its separators, under itself.
    let typed = format!("> {}_", crate::text::clean(app.save_as_input()));
    let typed = wrap_message(&typed, width.saturating_sub(4) as usize, 2, s.ascii);
    let lines = std::iter::once(Line::raw(
        "A file to save the game in (a new one), then Enter:",
    ))
    .chain(typed.into_iter().map(Line::raw))
    .chain(why)
    .collect();
    let text = Text {
        title: "Save the game",
        lines,
        width,
        top: 0,
        closes: "Esc back",
    };
    window(app, area, buf, hits, text);
}

/// A question's title, text and two answers (Yes first).
fn asking(app: &App, q: Question) -> (&'static str, String, [&'static str; 2]) {
    match q {
        Question::Quit if app.unsaved().is_some() => (
            "Quit",
            format!(
                "The game is NOT saved ({}). s saves it in another file first.",
                app.unsaved().unwrap_or_default()
            ),
            ["Quit unsaved (y)", "Stay (n)"],
        ),
        Question::Quit => {
            let until = if app.storage().is_empty() {
                " only until you quit"
            } else {
                ""
            };
            (
                "Quit",
                format!("Quit the game in progress? It is saved{until}."),
                ["Quit (y)", "Stay (n)"],
            )
        }
        Question::Resign(side) => (
            "Resign",
            format!(
                "{} resigns: {} wins. Sure?",
                who(app, side),
                app.name(side.other())
            ),
            ["Resign (y)", "Play on (n)"],
        ),
        Question::NewGame if app.new_game_chosen().is_some() => (
            "New game",
            format!(
                "Abandon this game and start {}? This one is kept aside.",
                app.new_game_chosen()
                    .map_or("the new one", |c| c.rules.variant.title())
            ),
            ["New game (y)", "Play on (n)"],
        ),
        Question::NewGame => (
            "New game",
            "Abandon this game and start a new one with the same rules? This one is kept aside."
                .into(),
            ["New game (y)", "Play on (n)"],
        ),
        Question::DrawOffer(offerer) => (
            "Draw offer",
            format!(
                "{} offers a draw. {}, do you accept?",
                app.name(offerer),
                app.name(offerer.other())
            ),
            ["Accept (y)", "Decline (n)"],
        ),
        Question::Branch(p) => {
            let from = move_at(app.game(), p);
            let text = format!(
                "Play on from {from}? What was played after it is undone (r redoes it until you make a new move)."
            );
            ("Play from here", text, ["Play on (y)", "Back (n)"])
        }
        Question::Resume => ("Resume", resume_text(app), ["Resume (y)", "New game (n)"]),
    }
}

/// What the resume question says of the saved game.
fn resume_text(app: &App) -> String {
    let Some(g) = app.saved() else {
        return "Resume the saved game?".into();
    };
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
        g.position().task_text()
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, Rules};
    use crate::tui::keys::Action;
    use crate::tui::theme::Settings;

    fn drawn(app: &App, w: u16, h: u16) -> (String, Hits) {
        let (rows, hits) = super::super::region(w, h, |a, b, hits| render(app, a, b, hits));
        (rows.join("\n"), hits)
    }

    #[test]
    fn no_window_is_drawn_in_play() {
        let app = App::new(Game::new(Rules::default()), Settings::default());
        let (text, hits) = drawn(&app, 80, 24);
        assert!(text.trim().is_empty());
        assert_eq!(hits, Hits::default());
    }

    #[test]
    fn every_menu_entry_takes_a_click_on_its_row() {
        let mut app = App::new(Game::new(Rules::default()), Settings::default());
        app.update(Action::Menu);
        let (text, hits) = drawn(&app, 80, 24);
        let n = app.menu().len();
        for (i, item) in app.menu().into_iter().enumerate() {
            let label = menu_label(&app, item);
            let (y, row) = text
                .lines()
                .enumerate()
                .find(|(_, r)| r.contains(&label))
                .unwrap_or_else(|| panic!("{label}:\n{text}"));
            let x = row.chars().take_while(|c| *c == ' ').count() as u16 + 2;
            assert_eq!(hits.at(x, y as u16), Some(Hit::Menu(i)), "{label}");
        }
        assert!(text.contains("> Back to the game"), "{text}");
        assert_eq!(n, 15);
    }

    #[test]
    fn a_question_marks_the_answer_enter_takes_and_each_answer_takes_a_click() {
        let mut app = App::new(Game::new(Rules::default()), Settings::default());
        app.update(Action::NewGame);
        app.update(Action::File(3));
        app.update(Action::Rank(5));
        app.update(Action::Select);
        app.update(Action::NewGame);
        let (text, hits) = drawn(&app, 80, 24);
        assert!(text.contains("▶ Play on (n) ◀"), "{text}");
        for (label, yes) in [("New game (y)", true), ("Play on (n)", false)] {
            let (y, row) = text
                .lines()
                .enumerate()
                .find(|(_, r)| r.contains(label))
                .unwrap_or_else(|| panic!("{label}:\n{text}"));
            let x = row.find(label).map_or(0, |b| row[..b].chars().count()) as u16;
            assert_eq!(hits.at(x, y as u16), Some(Hit::Answer(yes)), "{label}");
        }
    }

    #[test]
    fn help_says_how_much_more_there_is_below() {
        let mut app = App::new(Game::new(Rules::default()), Settings::default());
        app.update(Action::Help);
        let (text, _) = drawn(&app, 80, 24);
        assert!(
            text.contains("more:") && text.contains("Esc closes"),
            "{text}"
        );
        let (tall, _) = drawn(&app, 120, 200);
        assert!(
            !tall.contains("more:") && tall.contains("Esc closes"),
            "{tall}"
        );
    }
}

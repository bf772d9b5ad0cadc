//! The windows over the game: the menu, help, the rules, the questions and the path prompt.

use crate::words::{TaskWords, VariantWords};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

use super::super::app::{App, MenuItem, Mode, Question, Window, move_at};
use super::super::help::{help_lines_in, rules_lines};
use super::super::layout::{centered, window_width};
use super::super::mouse::{Hit, Hits};
use super::super::theme::Role;
use super::super::wrap::{fit, wrap_message};
use super::{border_set, who};
use crate::rules::Color;
use crate::t;

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
    let mut block = Block::bordered()
        .border_set(border_set(app.settings()))
        .title(fit(
            &format!(" {title} "),
            r.width.saturating_sub(2) as usize,
            ascii,
        ))
        .padding(ratatui::widgets::Padding::horizontal(1));
    if top > 0 {
        let more = if ascii {
            t!("win-more-above-ascii")
        } else {
            t!("win-more-above")
        };
        block = block.title_top(Line::from(format!(" {more} ")).right_aligned());
    }
    let bottom = if top + shown < total {
        let n = total - top - shown;
        let more = if ascii {
            t!("win-more-below-ascii", n = n, closes = closes)
        } else {
            t!("win-more-below", n = n, closes = closes)
        };
        // A window with nothing to say of closing (the menu: its footer says it) ends at the
        // count, without the separator before the words that are not there.
        let more = if closes.is_empty() {
            more.trim_end().trim_end_matches('·').trim_end().to_string()
        } else {
            more
        };
        format!(" {more} ")
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
    let ascii = app.settings().ascii;
    match item {
        MenuItem::Back => t!("win-menu-back"),
        MenuItem::NewGame => t!("win-menu-new-game"),
        MenuItem::ChooseGame if ascii => t!("win-menu-choose-game-ascii"),
        MenuItem::ChooseGame => t!("win-menu-choose-game"),
        MenuItem::PlayFriend if ascii => t!("win-menu-play-friend-ascii"),
        MenuItem::PlayFriend => t!("win-menu-play-friend"),
        MenuItem::JoinFriend if ascii => t!("win-menu-join-friend-ascii"),
        MenuItem::JoinFriend => t!("win-menu-join-friend"),
        MenuItem::SetUp if ascii => t!("win-menu-set-up-ascii"),
        MenuItem::SetUp => t!("win-menu-set-up"),
        MenuItem::Puzzles if ascii => t!("win-menu-puzzles-ascii"),
        MenuItem::Puzzles => t!("win-menu-puzzles"),
        MenuItem::Stats if ascii => t!("win-menu-stats-ascii"),
        MenuItem::Stats => t!("win-menu-stats"),
        MenuItem::Learn if ascii => t!("win-menu-learn-ascii"),
        MenuItem::Learn => t!("win-menu-learn"),
        MenuItem::Tutorial if ascii => t!("win-menu-tutorial-ascii"),
        MenuItem::Tutorial => t!("win-menu-tutorial"),
        MenuItem::OfferDraw(c) => t!("win-menu-offer-draw", who = who(c)),
        MenuItem::Resign(c) => t!("win-menu-resign", who = who(c)),
        MenuItem::SavedGames if ascii => t!("win-menu-saved-games-ascii"),
        MenuItem::SavedGames => t!("win-menu-saved-games"),
        MenuItem::CopyRecord => t!("win-menu-copy-record"),
        MenuItem::CopyFen => t!("win-menu-copy-fen"),
        MenuItem::TurnBoard if app.turned() => t!("win-menu-turn-back"),
        MenuItem::TurnBoard => t!("win-menu-turn"),
        MenuItem::Rules => t!("win-menu-rules"),
        MenuItem::Help => t!("win-menu-help"),
        MenuItem::Computer(c) => match app.computer_level(c) {
            Some(_) => t!("win-menu-take-back", side = side(c)),
            None => t!("win-menu-hand-over", who = who(c)),
        },
        MenuItem::PlayOn => t!("win-menu-play-on", who = who(to_move)),
        MenuItem::MoveNow => t!("win-menu-move-now", who = who(to_move)),
        MenuItem::Stop => t!("win-menu-stop", who = who(to_move)),
        MenuItem::Quit => t!("win-menu-quit"),
    }
}

/// A side as the language names it (White, Weiß, Brancas).
fn side(c: Color) -> String {
    match c {
        Color::White => t!("side-white"),
        Color::Black => t!("side-black"),
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
                    t!("win-title-help"),
                    help_lines_in(
                        app.settings(),
                        app.game().rules(),
                        width.saturating_sub(4),
                        app.help_place(),
                    ),
                ),
                Window::Rules => (t!("win-title-rules"), rules_lines(app.game().rules())),
            };
            let closes = t!("win-closes");
            let text = Text {
                title: &title,
                lines,
                width,
                top: *top,
                closes: &closes,
            };
            window(app, area, buf, hits, text);
        }
        Mode::SaveAs(_) => save_as(app, area, buf, hits),
        Mode::Join(_) => join(app, area, buf, hits),
        Mode::NewGame(s) => super::newgame::render(app, s, area, buf, hits),
        Mode::Question(q, _) => {
            let (title, text, [yes, no]) = asking(app, *q);
            question(app, area, buf, hits, &title, text, [&yes, &no]);
        }
        // The editor draws its own windows.
        Mode::Play
        | Mode::Review(_)
        | Mode::Replay(_)
        | Mode::Saved(_)
        | Mode::Editor(_)
        | Mode::Puzzles(_)
        | Mode::Maker(_)
        | Mode::Stats(_)
        | Mode::Learn(_)
        | Mode::Tutorial(_) => {}
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
    // The footer's row stays in sight (its keys say how to leave the menu); where the rest is
    // too short for every entry, the menu scrolls with its mark.
    let area = if n + 2 + 2 <= area.height {
        area
    } else {
        Rect {
            height: area.height.saturating_sub(1).max(3),
            ..area
        }
    };
    let room = area.height.saturating_sub(2);
    let top = (sel as u16).saturating_sub(room.saturating_sub(1));
    let title = t!("win-title-menu");
    let text = Text {
        title: &title,
        lines,
        width: w,
        top,
        closes: "",
    };
    let r = window(app, area, buf, hits, text);
    let shown = r.height.saturating_sub(2);
    let top = top.min(n.saturating_sub(shown));
    for i in 0..n.min(shown) {
        let row = Rect::new(r.x + 1, r.y + 1 + i, r.width.saturating_sub(2), 1);
        hits.add(row, Hit::Menu((top + i) as usize));
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
    let lines = std::iter::once(Line::raw(t!("win-save-as-prompt")))
        .chain(typed.into_iter().map(Line::raw))
        .chain(why)
        .collect();
    let (title, closes) = (t!("win-title-save"), t!("win-back"));
    let text = Text {
        title: &title,
        lines,
        width,
        top: 0,
        closes: &closes,
    };
    window(app, area, buf, hits, text);
}

/// The join window: what the friend read out, typed, and what is wrong with it.
fn join(app: &App, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let width = window_width(area.width);
    let s = app.settings();
    let why = app.notice().into_iter().flat_map(|m| {
        wrap_message(m, width.saturating_sub(4) as usize, 0, s.ascii)
            .into_iter()
            .map(|l| Line::styled(l, s.style(Role::Take)))
    });
    let typed = format!("> {}_", crate::text::clean(app.join_input()));
    let typed = wrap_message(&typed, width.saturating_sub(4) as usize, 2, s.ascii);
    let prompt = wrap_message(
        &t!("win-join-prompt"),
        width.saturating_sub(4) as usize,
        0,
        s.ascii,
    );
    let lines = prompt
        .into_iter()
        .map(Line::raw)
        .chain(typed.into_iter().map(Line::raw))
        .chain(why)
        .collect();
    let (title, closes) = (t!("win-title-join"), t!("win-join-closes"));
    let text = Text {
        title: &title,
        lines,
        width,
        top: 0,
        closes: &closes,
    };
    window(app, area, buf, hits, text);
}

/// The text of the question asked, as its window says it.
pub fn question_text(app: &App) -> Option<String> {
    app.question().map(|q| asking(app, q).1)
}

/// A question's title, text and two answers (Yes first).
fn asking(app: &App, q: Question) -> (String, String, [String; 2]) {
    match q {
        Question::Quit if app.unsaved().is_some() => (
            t!("win-q-quit"),
            t!(
                "win-q-quit-unsaved",
                why = app.why_unsaved().unwrap_or_default()
            ),
            [t!("win-a-quit-unsaved"), t!("win-a-stay")],
        ),
        Question::Quit => {
            let text = if app.storage().is_empty() {
                t!("win-q-quit-saved-until")
            } else {
                t!("win-q-quit-saved")
            };
            (t!("win-q-quit"), text, [t!("win-a-quit"), t!("win-a-stay")])
        }
        Question::Resign(side) => (
            t!("win-q-resign"),
            t!(
                "win-q-resign-text",
                who = who(app, side),
                winner = app.name(side.other())
            ),
            [t!("win-a-resign"), t!("win-a-play-on")],
        ),
        Question::NewGame if app.new_game_chosen().is_some() => (
            t!("win-q-new-game"),
            t!(
                "win-q-new-game-chosen",
                game = app.new_game_chosen().map_or_else(
                    || t!("win-q-new-game-the-new-one"),
                    |c| { c.rules.variant.short_title() }
                )
            ),
            [t!("win-a-new-game"), t!("win-a-play-on")],
        ),
        Question::NewGame => (
            t!("win-q-new-game"),
            t!("win-q-new-game-same"),
            [t!("win-a-new-game"), t!("win-a-play-on")],
        ),
        Question::DrawOffer(offerer) => (
            t!("win-q-draw"),
            t!(
                "win-q-draw-text",
                who = app.name(offerer),
                other = app.name(offerer.other())
            ),
            [t!("win-a-accept"), t!("win-a-decline")],
        ),
        Question::Branch(p) => {
            let from = move_at(app.game(), p);
            (
                t!("win-q-branch"),
                t!("win-q-branch-text", from = from),
                [t!("win-a-branch-play-on"), t!("win-a-back")],
            )
        }
        Question::Tutorial => (
            t!("tut-offer-title"),
            t!("tut-offer"),
            [t!("tut-a-start"), t!("tut-a-later")],
        ),
        Question::Undo(to) => (
            t!("win-q-undo"),
            t!(
                "win-q-undo-text",
                who = app.name(
                    app.remote()
                        .map_or(crate::rules::Color::Black, |r| r.mine.other())
                ),
                what = app.undone_words(to)
            ),
            [t!("win-a-allow"), t!("win-a-refuse")],
        ),
        Question::Resume => (
            t!("win-q-resume"),
            resume_text(app),
            [t!("win-a-resume"), t!("win-a-resume-new-game")],
        ),
    }
}

/// What the resume question says of the saved game.
fn resume_text(app: &App) -> String {
    let Some(g) = app.saved() else {
        return t!("win-q-resume-plain");
    };
    let asked = app.game().rules();
    let other = if asked != g.rules() {
        t!("win-q-resume-other", rules = asked.variant.short_title())
    } else {
        String::new()
    };
    t!(
        "win-q-resume-text",
        rules = g.rules().variant.short_title(),
        n = g.ply(),
        task = g.position().task_text(),
        other = other
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
        let n = app.menu().len();
        // The fullest menu (a game on, both sides people) scrolls at 80×24: the entries at its
        // top are drawn first, those at its foot once the marker goes there.
        let mut seen = vec![false; n];
        for end in [false, true] {
            if end {
                app.update(Action::End);
            }
            let (text, hits) = drawn(&app, 80, 24);
            if !end {
                assert!(text.contains("> Back to the game"), "{text}");
            }
            for (i, item) in app.menu().into_iter().enumerate() {
                let label = menu_label(&app, item);
                let Some((y, row)) = text.lines().enumerate().find(|(_, r)| r.contains(&label))
                else {
                    continue;
                };
                let x = row.chars().take_while(|c| *c == ' ').count() as u16 + 2;
                assert_eq!(hits.at(x, y as u16), Some(Hit::Menu(i)), "{label}");
                seen[i] = true;
            }
        }
        assert!(seen.iter().all(|s| *s), "every entry drawn: {seen:?}");
        // Every entry of the fullest menu, the copies and a friend's game among them.
        assert_eq!(n, 23);
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

//! The move log: White's and Black's turns side by side, undone decisions in parentheses, the
//! decision shown in review marked, and the result at the end.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Borders, Widget};

use crate::rules::{Color as Side, Turn};

use super::super::app::App;
use super::super::mouse::{Hit, Hits};
use super::super::theme::Role;
use super::super::wrap::wrap_words;
use super::{panel_block, reason_text};

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

impl LogRow {
    /// A row that starts with a move's number.
    fn numbered(number: usize) -> LogRow {
        LogRow {
            pieces: vec![(format!("{number:>3}."), Piece::Plain)],
            plies: vec![None],
            shown: false,
        }
    }

    /// Adds decision `text` of ply `ply`: undone decisions are dimmed and in parentheses (they
    /// read as undone without colour), and consecutive ones share a pair.
    fn decision(&mut self, text: String, piece: Piece, ply: usize) {
        if piece == Piece::Undone {
            let n = self.pieces.len();
            let spaced = n >= 2
                && self.pieces[n - 1] == (" ".to_string(), Piece::Plain)
                && self.pieces[n - 2].1 == Piece::Undone;
            if spaced {
                self.pieces.pop();
                self.plies.pop();
                if let Some(last) = self.pieces.last_mut() {
                    last.0.pop();
                    last.0.push_str(&format!(" {text})"));
                }
                return;
            }
            if let Some(last) = self.pieces.last_mut().filter(|l| l.1 == Piece::Undone) {
                last.0.pop();
                last.0.push_str(&text);
                last.0.push(')');
                return;
            }
            self.push(format!("({text})"), piece, None);
            return;
        }
        self.push(text, piece, Some(ply + 1));
    }
}

/// The turns of a game paired into rows by their number: White's turn and Black's after it.
/// A game that starts with Black to move (from a FEN) has Black's first turn alone on its
/// row.
fn pairs(turns: &[Turn]) -> Vec<Vec<&Turn>> {
    let mut pairs: Vec<Vec<&Turn>> = Vec::new();
    for t in turns {
        match pairs.last_mut() {
            Some(p)
                if p.len() == 1
                    && p[0].color == Side::White
                    && t.color == Side::Black
                    && p[0].number == t.number =>
            {
                p.push(t)
            }
            _ => pairs.push(vec![t]),
        }
    }
    pairs
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
    for pair in pairs(&turns) {
        let mut row = LogRow::numbered(pair[0].number);
        if pair[0].color == Side::Black {
            row.push(" ...".into(), Piece::Plain, None);
        }
        for t in pair {
            row.push(" ".into(), Piece::Plain, None);
            for (k, d) in t.decisions.iter().enumerate() {
                let ply = t.first_ply + k;
                let mark = match marks.get(ply) {
                    Some(Some(m)) if ply < played => m.symbol(),
                    _ => "",
                };
                let piece = if ply >= played {
                    Piece::Undone
                } else if shown == Some(ply + 1) {
                    row.shown = true;
                    Piece::Shown
                } else {
                    Piece::Plain
                };
                row.decision(format!("{d}{mark}"), piece, ply);
            }
        }
        rows.push(row);
    }
    rows.extend(ending_rows(app, width));
    rows
}

/// The result at the end of the log (in parentheses while undone), wrapped at words under
/// itself rather than cut.
fn ending_rows(app: &App, width: usize) -> Vec<LogRow> {
    let game = app.shown_game();
    let (o, piece) = match game
        .outcome()
        .filter(|_| game.ply() == game.history().len())
    {
        Some(o) => (o, Piece::Plain),
        None => match game.undone_ending() {
            Some(o) => (o, Piece::Undone),
            None => return Vec::new(),
        },
    };
    let text = format!("{} {}", o.result(), reason_text(app, o.reason));
    let text = if piece == Piece::Undone {
        format!("({text})")
    } else {
        text
    };
    wrap_words(&text, width.saturating_sub(5), 2, app.settings().ascii)
        .into_iter()
        .map(|line| LogRow {
            pieces: vec![(format!("     {line}"), piece)],
            plies: vec![None],
            shown: false,
        })
        .collect()
}

/// Draws the log in `area`: every decision takes a click, which shows the position after it.
pub fn render(app: &App, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let block = panel_block(app.settings(), Borders::LEFT | Borders::TOP)
        .padding(ratatui::widgets::Padding::ZERO)
        .title(if app.viewing_past() {
            format!(" {} ", crate::t!("board-log-title-viewing"))
        } else {
            format!(" {} ", crate::t!("board-log-title"))
        });
    let inner = block.inner(area);
    block.render(area, buf);
    hits.add(area, Hit::Log);
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
            hits.add(line, Hit::Move(ply));
        }
        let mut x = line.x;
        for ((span, at), (_, piece)) in spans.iter().zip(&row.plies).zip(&row.pieces) {
            let w = span.content.chars().count() as u16;
            let cell = Rect::new(x, y, w, 1).intersection(line);
            if let Some(ply) = at {
                hits.add(cell, Hit::Move(*ply));
            } else if *piece == Piece::Undone {
                // Undone decisions are not the game: a click on one shows nothing.
                hits.add(cell, Hit::Log);
            }
            x = x.saturating_add(w);
        }
        Line::from(spans).render(line, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, play_tokens};
    use crate::tui::app::App;
    use crate::tui::theme::Settings;

    fn log(app: &App, w: u16, h: u16) -> (Vec<String>, Hits) {
        super::super::region(w, h, |a, b, hits| render(app, a, b, hits))
    }

    /// The column and row where `text` starts in `rows`.
    fn cell_of(rows: &[String], text: &str) -> (u16, u16) {
        rows.iter()
            .enumerate()
            .find_map(|(y, r)| {
                let at = r.find(text)?;
                Some((r[..at].chars().count() as u16, y as u16))
            })
            .unwrap_or_else(|| panic!("{text} is not in {rows:#?}"))
    }

    #[test]
    fn turns_pair_by_their_number_and_each_decision_takes_a_click() {
        let game = play_tokens(Rules::default(), "a1 b6 a4 d6 g1 f6 xg1").unwrap_or_else(|e| {
            panic!("{e}");
        });
        let app = App::new(game, Settings::default());
        let (rows, hits) = log(&app, 30, 8);
        let text = rows.join("\n");
        assert!(text.contains("  1. a1 b6"), "{text}");
        assert!(text.contains("  3. g1 f6xg1"), "{text}");
        // a4, the third decision: a click on it shows the position after it.
        let (x, y) = cell_of(&rows, "2. a4");
        assert_eq!(hits.at(x + 3, y), Some(Hit::Move(3)));
    }

    #[test]
    fn undone_decisions_are_in_parentheses_and_take_no_click_of_their_own() {
        let mut game = play_tokens(Rules::default(), "a1 b6 a4").unwrap_or_else(|e| panic!("{e}"));
        game.undo();
        game.undo();
        let app = App::new(game, Settings::default());
        let (rows, hits) = log(&app, 30, 8);
        let text = rows.join("\n");
        assert!(text.contains("  1. a1 (b6)"), "{text}");
        assert!(text.contains("  2. (a4)"), "{text}");
        let (x, y) = cell_of(&rows, "(a4)");
        assert_eq!(hits.at(x + 1, y), Some(Hit::Log));
    }
}

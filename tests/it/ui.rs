//! What the screen shows, as snapshots at 80×24 and 120×40 (read by eye before committing),
//! and that no size, however small, makes drawing panic.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use crate::common::{app, p};
use common::{goto, play, screen};
use morris::rules::{Game, Rules, Variant};
use morris::tui::{Action, App, Settings};
use ratatui::{Terminal, backend::TestBackend};

const OPENING: &str = "d6 d2 d5 c3 g1 b2 f2 a7 f6 e3 g7 e5 c4 d1 a1 f4 e4 b6";

#[test]
fn start() {
    let a = app(Rules::default());
    insta::assert_snapshot!("start_80x24", screen(&a, 80, 24));
    insta::assert_snapshot!("start_120x40", screen(&a, 120, 40));
}

#[test]
fn selection_lights_its_destinations() {
    let mut a = app(Rules::default());
    play(&mut a, OPENING);
    goto(&mut a, p("c4"));
    a.update(Action::Select);
    insta::assert_snapshot!("selection_80x24", screen(&a, 80, 24));
    insta::assert_snapshot!("selection_120x40", screen(&a, 120, 40));
}

#[test]
fn removal_step() {
    let mut a = app(Rules::default());
    play(&mut a, "a1 b6 a4 d6 g1 f6 xg1 c3 e3 a7");
    insta::assert_snapshot!("removal_80x24", screen(&a, 80, 24));
    insta::assert_snapshot!("removal_120x40", screen(&a, 120, 40));
}

#[test]
fn flying() {
    let r = Rules {
        pieces: 3,
        ..Rules::default()
    };
    let mut a = app(r);
    play(&mut a, "a1 g7 c3 e5 d6 f2");
    goto(&mut a, p("c3"));
    a.update(Action::Select);
    insta::assert_snapshot!("flying_80x24", screen(&a, 80, 24));
}

#[test]
fn game_over() {
    let r = Rules {
        pieces: 4,
        ..Rules::default()
    };
    let mut a = app(r);
    play(&mut a, "a1 d1 g1 a4 a7 g4 g7 d7");
    insta::assert_snapshot!("game_over_80x24", screen(&a, 80, 24));
    insta::assert_snapshot!("game_over_120x40", screen(&a, 120, 40));
}

#[test]
fn help_and_menu() {
    let mut a = app(Rules::default());
    a.update(Action::Help);
    insta::assert_snapshot!("help_80x24", screen(&a, 80, 24));
    insta::assert_snapshot!("help_120x40", screen(&a, 120, 40));
    a.update(Action::Cancel);
    a.update(Action::Menu);
    insta::assert_snapshot!("menu_80x24", screen(&a, 80, 24));
}

#[test]
fn review_of_the_log() {
    let mut a = app(Rules::default());
    play(&mut a, "a1 b6 a4 d6 g1 f6 xg1 c3 e3 a7 xe3");
    a.update(Action::Log);
    a.update(Action::Up);
    a.update(Action::Up);
    insta::assert_snapshot!("review_80x24", screen(&a, 80, 24));
}

#[test]
fn other_boards() {
    let mut a = app(Variant::Twelve.rules());
    play(&mut a, "a1 g7 b2");
    insta::assert_snapshot!("twelve_80x24", screen(&a, 80, 24));
    let a = app(Variant::Six.rules());
    insta::assert_snapshot!("six_80x24", screen(&a, 80, 24));
    let mut a = app(Variant::Three.rules());
    play(&mut a, "b2 a1");
    insta::assert_snapshot!("three_80x24", screen(&a, 80, 24));
}

#[test]
fn ascii_and_no_colour() {
    let settings = Settings {
        ascii: true,
        color: false,
        ..Settings::default()
    };
    let mut a = App::new(Game::new(Rules::default()), settings);
    play(&mut a, "a1 b6 a4 d6 g1 f6");
    let s = screen(&a, 80, 24);
    assert!(s.is_ascii(), "non-ASCII in --ascii mode:\n{s}");
    insta::assert_snapshot!("ascii_80x24", s);
}

#[test]
fn too_small() {
    let a = app(Rules::default());
    insta::assert_snapshot!("too_small_50x12", screen(&a, 50, 12));
}

#[test]
fn every_small_size_draws_without_panic() {
    let mut a = app(Rules::default());
    play(&mut a, "a1 b6 a4 d6 g1 f6");
    let mut modes = vec![];
    for action in [
        Action::Help,
        Action::Cancel,
        Action::Menu,
        Action::Cancel,
        Action::Log,
    ] {
        a.update(action);
        modes.push(a.mode().clone());
        for w in 0..=30 {
            for h in 0..=12 {
                let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
                t.draw(|f| f.render_widget(&a, f.area())).unwrap();
            }
        }
    }
    // And the sizes around the smallest full screen, in every board.
    for v in Variant::ALL {
        let a = app(v.rules());
        for w in 55..=65 {
            for h in 14..=20 {
                screen(&a, w, h);
            }
        }
    }
    assert_eq!(modes.len(), 5);
}

#[test]
fn the_log_shows_undone_decisions_in_parentheses_and_the_result_at_its_end() {
    let mut a = app(Rules::default());
    play(&mut a, "a1 b6 a4 d6 g1 f6 xg1 c3 e3");
    a.update(Action::Undo);
    a.update(Action::Undo);
    a.update(Action::Undo);
    let s = screen(&a, 80, 24);
    assert!(s.contains("3. g1 f6(xg1)"), "{s}");
    assert!(s.contains("4. (c3 e3)"), "{s}");
    insta::assert_snapshot!("undone_80x24", s);
    a.update(Action::Redo);
    a.update(Action::Menu);
    for _ in 0..5 {
        a.update(Action::Down);
    }
    a.update(Action::Select);
    a.update(Action::Yes);
    let s = screen(&a, 80, 24);
    assert!(s.contains("0-1 White resigned"), "{s}");
    assert!(s.contains("Black wins — White resigned"), "{s}");
    a.update(Action::Undo);
    let s = screen(&a, 80, 24);
    assert!(s.contains("(0-1 White resigned)"), "{s}");
}

#[test]
fn review_marks_the_decision_shown() {
    let mut a = app(Rules::default());
    play(&mut a, "a1 b6 a4 d6");
    a.update(Action::Log);
    a.update(Action::Up);
    let s = screen(&a, 80, 24);
    assert!(s.contains("2. ▶a4◀ d6"), "{s}");
    assert!(s.contains("review · move 2, White"), "{s}");
}

/// Review and replay say where they are as the log does, in moves (a removal is part of its
/// move), never counting decisions.
#[test]
fn review_and_replay_speak_in_moves() {
    let mut a = app(Rules::default());
    play(&mut a, "a1 b6 a4 d6 g1 f6 xg1 c3");
    a.update(Action::Log);
    let s = screen(&a, 80, 24);
    assert!(s.contains(" review · move 4, White · Esc returns "), "{s}");
    assert!(s.contains("after move 4, White"), "{s}");
    assert!(!s.contains("decision"), "{s}");
    a.update(Action::Up);
    assert!(screen(&a, 80, 24).contains("review · move 3, Black ·"));
    // Between a mill and its removal: the move, its removal still to come.
    a.update(Action::Up);
    let s = screen(&a, 80, 24);
    assert!(s.contains("after move 3, Black, before its"), "{s}");
    assert!(
        s.contains("review · move 3, Black, before its removal ·"),
        "{s}"
    );
    a.update(Action::Home);
    let s = screen(&a, 80, 24);
    assert!(s.contains("review · the start ·"), "{s}");
    // Play on from move 2, Black: the question says so.
    a.update(Action::Down);
    a.update(Action::Down);
    a.update(Action::Down);
    a.update(Action::Down);
    a.update(Action::Select);
    let s = screen(&a, 80, 24);
    assert!(s.contains("Play on from move 2, Black?"), "{s}");
    assert!(!s.contains("decision"), "{s}");
    a.update(Action::No);
    a.update(Action::Replay);
    let s = screen(&a, 80, 24);
    assert!(
        s.contains(" replay · move 2, Black · 1 per second · playing "),
        "{s}"
    );
}

/// At the smallest size the game accepts, every board is drawn whole beside a narrower panel.
#[test]
fn the_smallest_accepted_size_draws_every_board_whole() {
    use morris::tui::layout::{BoardGeometry, MIN_HEIGHT, MIN_WIDTH, screen_layout};
    for (name, v, moves) in [
        ("standard", Variant::Nine, "d6 d2"),
        ("diagonals", Variant::Twelve, "d6 b2"),
        ("six", Variant::Six, "d6 b2"),
        ("three", Variant::Three, "b2 a1"),
    ] {
        let mut a = app(v.rules());
        play(&mut a, moves);
        let (w, h) = (MIN_WIDTH, MIN_HEIGHT);
        let s = screen(&a, w, h);
        let n = v.rules().board.grid_size() as u16;
        let layout = screen_layout(n, ratatui::layout::Rect::new(0, 0, w, h));
        let geo = BoardGeometry::new(n, layout.board).expect("no board at the smallest size");
        let rows: Vec<Vec<char>> = s
            .lines()
            .map(|l| l.trim_matches('"').chars().collect())
            .collect();
        let pos = a.game().position();
        for p in pos.geometry().points.iter() {
            let (x, y) = geo.cell(p);
            let c = rows[y as usize][x as usize];
            assert!("·●◉◇○".contains(c), "{name}: {p} drawn as {c:?}\n{s}");
            assert_eq!(geo.point_at(x, y), Some(p), "{name}: clicking {p}");
        }
        insta::assert_snapshot!(format!("smallest_{name}_{w}x{h}"), s);
        let ascii = App::new(
            a.game().clone(),
            Settings {
                ascii: true,
                color: false,
                ..Settings::default()
            },
        );
        let s = screen(&ascii, w, h);
        assert!(s.is_ascii(), "{name}: non-ASCII in --ascii:\n{s}");
        insta::assert_snapshot!(format!("smallest_{name}_ascii_{w}x{h}"), s);
    }
}

/// White's stones are drawn in the terminal's own foreground (bold), which reads on dark and
/// light backgrounds alike, never in bright white; no mark uses a light colour.
#[test]
fn default_colours_read_on_light_and_dark_terminals() {
    use ratatui::style::{Color, Modifier};
    let mut a = app(Rules::default());
    play(&mut a, "a1 b6 a4 d6 g1 f6 xg1");
    let mut t = Terminal::new(TestBackend::new(80, 24)).unwrap();
    t.draw(|f| f.render_widget(&a, f.area())).unwrap();
    let buf = t.backend().buffer();
    let mut white_stones = 0;
    for (i, cell) in buf.content().iter().enumerate() {
        assert!(
            !matches!(
                cell.fg,
                Color::White | Color::LightYellow | Color::LightGreen | Color::Gray
            ),
            "{:?} drawn in {:?}",
            cell.symbol(),
            cell.fg
        );
        // The board's stones (the panel's counts are plain text).
        if cell.symbol() == "●" && i % 80 < 40 {
            assert_eq!(cell.fg, Color::Reset);
            assert!(cell.modifier.contains(Modifier::BOLD));
            white_stones += 1;
        }
    }
    assert!(white_stones >= 2);
}

/// At the smallest height the banner (game over, review) goes on the title line, so that it
/// never covers the board's top row; a long result wraps in the log instead of being cut.
#[test]
fn the_banner_never_covers_the_board() {
    let r = Rules {
        pieces: 4,
        ..Rules::default()
    };
    let settings = Settings {
        names: ["Alexandra Longname".into(), "Bartholomew Smith".into()],
        ..Settings::default()
    };
    let mut a = App::new(Game::new(r), settings);
    play(&mut a, "a1 d1 g1 a4 a7 g4 g7 d7");
    let s = screen(&a, 60, 17);
    let rows: Vec<&str> = s.lines().collect();
    assert!(rows[0].contains("Bartholomew Smith (Black) wins"), "{s}");
    assert!(rows[1].contains("7   ●"), "the top row is covered:\n{s}");
    assert!(s.contains("0-1 Alexandra Longname"), "{s}");
    assert!(s.contains("  is blocked"), "{s}");
    insta::assert_snapshot!("game_over_long_names_60x17", s);
}

#[test]
fn lasker_task_line_says_the_picked_up_stone_is_selected() {
    let mut a = App::new(Game::new(Variant::Lasker.rules()), Settings::default());
    play(&mut a, "d6 f4");
    goto(&mut a, "d6".parse().unwrap());
    let s = screen(&a, 80, 24);
    assert!(s.contains("White: place a stone (9 in hand)"), "{s}");
    a.update(Action::Select);
    for (w, h) in [(80, 24), (60, 17)] {
        let s = screen(&a, w, h);
        assert!(!s.contains("place a stone (9"), "{w}x{h}\n{s}");
        assert!(s.contains("move the stone on d6"), "{w}x{h}\n{s}");
        assert!(s.contains("place instead"), "{w}x{h}\n{s}");
    }
    // Esc puts it down: placing is offered again.
    a.update(Action::Cancel);
    assert!(screen(&a, 80, 24).contains("place a stone (9 in hand)"));
}

#[test]
fn the_result_banner_names_the_winner_first_where_it_is_cut() {
    let mut a = App::new(Game::new(Variant::Nine.rules()), Settings::default());
    play(&mut a, &common::reference_plies("G1"));
    let s = screen(&a, 80, 24);
    // Too wide for the board's column: it takes the title line, whole, rather than being cut.
    let banner = s.lines().next().unwrap();
    assert!(
        banner.contains("White wins — Black has fewer than 3 pieces") && !banner.contains('…'),
        "{s}"
    );
    // A draw by agreement says it once.
    let mut a = App::new(Game::new(Variant::Nine.rules()), Settings::default());
    a.update(Action::Menu);
    for _ in 0..3 {
        a.update(Action::Down);
    }
    a.update(Action::Select);
    a.update(Action::Yes);
    let s = screen(&a, 80, 24);
    assert!(s.contains("Draw agreed"), "{s}");
    assert!(!s.contains("Draw: draw agreed"), "{s}");
}

/// The message lines of the panel: what follows the task line, up to the log.
fn panel_text(screen: &str) -> Vec<String> {
    screen
        .lines()
        .filter_map(|l| l.rsplit('│').next())
        .map(|l| l.trim_matches(|c| c == ' ' || c == '"').to_string())
        .collect()
}

/// A path in a message is broken between folders, never inside a name, at every size; a name
/// longer than the line keeps its end, the file's name, behind an ellipsis.
#[test]
fn a_path_in_a_message_wraps_at_its_separators() {
    let mut a = app(Rules::default());
    common::kept_aside(
        &mut a,
        morris::store::said::Note::KeptAs {
            path: "~/.local/share/morris/current.15.pgn".into(),
            uncounted: None,
        },
    );
    for (w, h) in [(80, 24), (60, 17), (120, 40)] {
        let s = screen(&a, w, h);
        let lines = panel_text(&s);
        assert!(
            lines.iter().any(|l| l.ends_with("current.15.pgn")),
            "{w}x{h}:\n{s}"
        );
        // Every piece of the path ends at a separator, or is the file's name.
        for l in lines
            .iter()
            .filter(|l| l.contains(".local") || l.contains("morris/"))
        {
            assert!(
                l.ends_with('/') || l.ends_with("current.15.pgn"),
                "{w}x{h}: {l}\n{s}"
            );
        }
        if (w, h) == (80, 24) {
            insta::assert_snapshot!("path_in_a_message_80x24", s);
        }
    }
    // "This game is saved to /tmp/…/….pgn; g.pgn is left as it was"
    let long = morris::store::said::Note::SavedBeside {
        path: format!(
            "/tmp/{}/{}.pgn",
            "folder-with-a-long-name".repeat(2),
            "a-file-name-longer-than-the-panel-is-wide"
        )
        .into(),
        origin: "g.pgn".into(),
    };
    common::kept_aside(&mut a, long);
    for (w, h) in [(80, 24), (60, 17)] {
        let s = screen(&a, w, h);
        let lines = panel_text(&s);
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with('…') && l.ends_with("-is-wide.pgn;")),
            "{w}x{h}:\n{s}"
        );
        assert!(
            lines.iter().any(|l| l.contains("g.pgn is left")),
            "{w}x{h}:\n{s}"
        );
    }
}

/// The lines of the panel, as drawn (the board's side cut off), untrimmed.
fn panel_rows(screen: &str) -> Vec<String> {
    screen
        .lines()
        .filter_map(|l| l.rsplit('│').next())
        .map(|l| l.trim_end_matches(['"', ' ']).to_string())
        .collect()
}

/// A message's lines after its first are indented, so that a wrapped path reads as one
/// message; the path typed to save a game wraps at its separators the same way.
#[test]
fn continuation_lines_are_indented_under_their_first() {
    let mut a = app(Rules::default());
    common::kept_aside(
        &mut a,
        morris::store::said::Note::KeptAs {
            path: "~/.local/share/morris/current.15.pgn".into(),
            uncounted: None,
        },
    );
    for (w, h) in [(80, 24), (60, 17)] {
        let rows = panel_rows(&screen(&a, w, h));
        let first = rows
            .iter()
            .position(|r| r.starts_with(" The last game"))
            .unwrap_or_else(|| panic!("{w}x{h}: {rows:#?}"));
        let rest: Vec<&String> = rows[first + 1..]
            .iter()
            .take_while(|r| !r.trim().is_empty())
            .collect();
        assert!(!rest.is_empty(), "{w}x{h}: {rows:#?}");
        for r in rest {
            assert!(r.starts_with("   "), "{w}x{h}: {r:?} is not indented");
        }
    }
    // Where the game is kept, under the log.
    common::saved(&mut a, Some("~/.local/share/morris/current.15.pgn"), None);
    let rows = panel_rows(&screen(&a, 80, 24));
    let at = rows
        .iter()
        .position(|r| r.starts_with(" saved to ~/"))
        .unwrap_or_else(|| panic!("{rows:#?}"));
    assert!(rows[at].ends_with('/'), "{rows:#?}");
    assert!(rows[at + 1].starts_with("   "), "{rows:#?}");
    assert!(rows[at + 1].ends_with("current.15.pgn"), "{rows:#?}");
    // The path typed to save an unsaved game.
    common::play(&mut a, "d6");
    common::not_saved(&mut a, "the data folder cannot be made");
    a.update(Action::Quit);
    let key = |c| {
        morris::tui::Msg::Key(crossterm::event::KeyEvent::new(
            crossterm::event::KeyCode::Char(c),
            crossterm::event::KeyModifiers::NONE,
        ))
    };
    a.update(key('s'));
    let path = "/tmp/a-folder-with-a-long-name/another-folder-with-a-longer-name/the-game.pgn";
    for c in path.chars() {
        a.update(key(c));
    }
    let s = screen(&a, 80, 24);
    let lines: Vec<String> = s
        .lines()
        .filter_map(|l| l.split('│').nth(1))
        .map(|l| l.trim_end().to_string())
        .collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with(" > /tmp/"))
        .unwrap_or_else(|| panic!("{s}"));
    assert!(lines[at].ends_with('/'), "{s}");
    assert!(
        lines[at + 1].starts_with("   ") && lines[at + 1].trim_start() == "the-game.pgn_",
        "{s}"
    );
}

/// A game set up with Black to move: the log has Black's first turn alone on row 1, after
/// `...`, then White's and Black's turns of move 2 on row 2, as the record writes them.
#[test]
fn the_log_of_a_game_that_starts_with_black_pairs_turns_by_their_number() {
    let fen = "***O****/****@**O/@***O*@* b m s 3 0 3 0 0 0 0 0 0 0 0 0 1";
    let game =
        morris::rules::set_up_game(Rules::default(), Some(fen), "d2-a1 b6-b4 a1-d2").unwrap();
    let a = App::new(game, Settings::default());
    let s = screen(&a, 80, 24);
    assert!(s.contains("1. ... d2-a1"), "{s}");
    assert!(s.contains("2. b6-b4 a1-d2"), "{s}");
    assert!(!s.contains("1. d2-a1 b6-b4"), "{s}");
}

/// Issue 36, 17: at 200×50 the board was stretched thin (its points 7 rows and 14 columns
/// apart, its lines far from each other) and drawn in the middle of all the room left of a
/// panel at the right edge. Its size is capped as at 120×40, and the board and the panel go to
/// the middle together.
#[test]
fn a_large_terminal_keeps_the_board_in_shape_and_in_the_middle() {
    use morris::tui::layout::{BoardGeometry, screen_layout};
    use ratatui::layout::Rect;
    for (w, h) in [(200, 50), (300, 80), (120, 40)] {
        let l = screen_layout(7, Rect::new(0, 0, w, h));
        let g = BoardGeometry::new(7, l.board).unwrap();
        assert!(g.sy <= 6 && g.sx <= 12, "{w}x{h}: {g:?}");
        let left = l.board.x;
        let right = w - (l.panel.x + l.panel.width);
        assert!(left.abs_diff(right) <= 1, "{w}x{h}: {l:?}");
        assert_eq!(l.footer.width, w, "the footer spans the screen");
    }
}

/// Issue 36, 17: at 60×17 the log showed one line once the panel had a few things to say. The
/// blank lines and the place the game is saved give way first, so that it shows three.
#[test]
fn the_log_keeps_three_lines_at_the_smallest_size() {
    let mut a = App::new(
        morris::rules::play_tokens(Rules::default(), "d6 d2 d5 b4 d7 xb4 a1 g1").unwrap(),
        Settings::default(),
    );
    common::resize(&mut a, 60, 17);
    common::saved(&mut a, Some("~/.local/share/morris/current.pgn"), None);
    a.update(Action::Decline);
    let s = screen(&a, 60, 17);
    let rows: Vec<&str> = s.lines().collect();
    let title = rows
        .iter()
        .position(|r| r.contains("┌ Moves"))
        .unwrap_or_else(|| panic!("{s}"));
    let log: Vec<&&str> = rows[title + 1..rows.len() - 1]
        .iter()
        .take_while(|r| r.contains(". "))
        .collect();
    assert!(log.len() >= 3, "{s}");
}

/// A save that failed is tried again at every decision; a finished game has none left, so its
/// result stayed unsaved (and a won game was offered to resume) until the player thought of
/// undoing and redoing. Quitting, with `q` or Ctrl-C, now tries the save again first.
#[test]
fn quitting_an_unsaved_game_tries_the_save_again() {
    let mut a = App::new(Game::new(Rules::default()), Settings::default());
    common::play(&mut a, "d6");
    common::not_saved(&mut a, "No space left on device");
    let effects = a.update(Action::Quit);
    assert!(effects.saves(), "q tries the save again");
    // The store answers that it is saved now: the question says so.
    common::saved(&mut a, Some("~/game.pgn"), None);
    let s = screen(&a, 80, 24);
    assert!(s.contains("It is saved"), "{s}");
    // Ctrl-C the same.
    let mut a = App::new(Game::new(Rules::default()), Settings::default());
    common::play(&mut a, "d6");
    common::not_saved(&mut a, "No space left on device");
    let ctrl_c = morris::tui::Msg::Key(crossterm::event::KeyEvent::new(
        crossterm::event::KeyCode::Char('c'),
        crossterm::event::KeyModifiers::CONTROL,
    ));
    assert!(a.update(ctrl_c).saves(), "Ctrl-C tries the save again");
}

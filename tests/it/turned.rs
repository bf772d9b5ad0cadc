//! The board turned half round (`o`, or the menu): drawn rotated with its coordinates, on
//! every board; the arrows move the way they look, a click takes the point drawn, a typed
//! point is still that point; the game keeps the choice in its record.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crossterm::event::{MouseButton, MouseEventKind};
use morris::rules::{Game, Point, Rules, Variant, play_tokens};
use morris::tui::app::MenuItem;
use morris::tui::messages::Effect;
use morris::tui::mouse::{Hit, Hits};
use morris::tui::{Action, App, Msg, Settings};

use crate::common::p;
use crate::common::{draw, goto, play, screen};
use crate::tmux;

fn turned(rules: Rules, moves: &str, settings: Settings) -> App {
    let mut a = App::new(Game::new(rules), settings);
    play(&mut a, moves);
    a.update(Action::Turn);
    assert!(a.turned());
    a
}

/// Where point `q` is drawn: the middle of what takes its click.
fn cell_of(hits: &Hits, w: u16, h: u16, q: Point) -> (u16, u16) {
    for y in 0..h {
        for x in 0..w {
            if hits.at(x, y) == Some(Hit::Point(q)) && hits.at(x + 2, y) == Some(Hit::Point(q)) {
                return (x + 1, y);
            }
        }
    }
    panic!("{q} is not drawn");
}

#[test]
fn a_turned_board_has_a1_at_the_top_right_and_its_names_turned() {
    let a = turned(Rules::default(), "a1 g7", Settings::default());
    let (text, hits) = draw(&a, 80, 24);
    let (ax, ay) = cell_of(&hits, 80, 24, p("a1"));
    let (gx, gy) = cell_of(&hits, 80, 24, p("g7"));
    assert!(
        ax > gx && ay < gy,
        "a1 at {ax},{ay}, g7 at {gx},{gy}:\n{text}"
    );
    // The files read g to a, the ranks 1 at the top.
    assert!(
        text.contains("g     f     e     d     c     b     a"),
        "{text}"
    );
    let rows: Vec<&str> = text.lines().collect();
    assert!(rows[2].starts_with("\" 1 "), "{text}");
    assert!(
        rows[ay as usize].contains('●'),
        "White's a1 on the top row:\n{text}"
    );
    insta::assert_snapshot!("standard_80x24", text);
    insta::assert_snapshot!("standard_60x17", screen(&a, 60, 17));
    insta::assert_snapshot!("standard_200x50", screen(&a, 200, 50));
    // Turned back, it is the board as before.
    let mut b = a;
    b.update(Action::Turn);
    let mut plain = App::new(Game::new(Rules::default()), Settings::default());
    play(&mut plain, "a1 g7");
    let board = |a: &App| -> Vec<String> {
        screen(a, 80, 24)
            .lines()
            .map(|l| l.chars().take(44).collect())
            .collect()
    };
    assert_eq!(board(&b), board(&plain));
}

#[test]
fn every_board_turns_and_every_point_takes_its_click_where_drawn() {
    use morris::tui::layout::{BoardGeometry, MIN_HEIGHT, MIN_WIDTH, screen_layout};
    let ascii = Settings {
        ascii: true,
        color: false,
        ..Settings::default()
    };
    for (name, v, moves) in [
        ("standard", Variant::Nine, "a1 d6"),
        ("diagonals", Variant::Twelve, "a1 b2"),
        ("six", Variant::Six, "a1 b2"),
        ("three", Variant::Three, "a1 b2"),
    ] {
        let a = turned(v.rules(), moves, Settings::default());
        for (w, h) in [(MIN_WIDTH, MIN_HEIGHT), (80, 24), (200, 50)] {
            let n = v.rules().board.grid_size() as u16;
            let layout = screen_layout(n, ratatui::layout::Rect::new(0, 0, w, h));
            let geo = BoardGeometry::new(n, layout.board).unwrap().turned(true);
            let (text, hits) = draw(&a, w, h);
            for q in a.game().position().geometry().points.iter() {
                let (x, y) = geo.cell(q);
                assert_eq!(hits.at(x, y), Some(Hit::Point(q)), "{name} {w}x{h}: {q}");
                assert_eq!(geo.point_at(x, y), Some(q), "{name} {w}x{h}: {q}\n{text}");
            }
        }
        insta::assert_snapshot!(format!("{name}_turned_80x24"), screen(&a, 80, 24));
        let b = turned(v.rules(), moves, ascii.clone());
        let s = screen(&b, MIN_WIDTH, MIN_HEIGHT);
        assert!(s.is_ascii(), "{name}:\n{s}");
        insta::assert_snapshot!(format!("{name}_turned_ascii_60x17"), s);
    }
}

#[test]
fn the_arrows_move_the_cursor_the_way_they_look_on_a_turned_board() {
    let mut a = turned(Rules::default(), "", Settings::default());
    goto(&mut a, p("d5"));
    let at = |a: &App| {
        let (_, hits) = draw(a, 80, 24);
        cell_of(&hits, 80, 24, a.cursor())
    };
    for (arrow, dx, dy) in [
        (Action::Up, 0, -1),
        (Action::Left, -1, 0),
        (Action::Down, 0, 1),
        (Action::Right, 1, 0),
    ] {
        let (x0, y0) = at(&a);
        let from = a.cursor();
        a.update(arrow);
        let (x1, y1) = at(&a);
        assert_ne!(a.cursor(), from, "{arrow:?} from {from}");
        assert_eq!(
            (
                (x1 as i32 - x0 as i32).signum(),
                (y1 as i32 - y0 as i32).signum()
            ),
            (dx, dy),
            "{arrow:?} from {from} to {}",
            a.cursor()
        );
    }
    // Up on the screen of a turned board is down the ranks: d3 is drawn above d5.
    goto(&mut a, p("d5"));
    a.update(Action::Up);
    assert_eq!(a.cursor(), p("d3"));
}

#[test]
fn a_typed_point_is_still_that_point_and_a_click_takes_the_point_drawn() {
    let mut a = turned(Rules::default(), "", Settings::default());
    goto(&mut a, p("a1"));
    a.update(Action::Select);
    assert_eq!(
        a.game().position().stone_at(p("a1")),
        Some(morris::rules::Color::White)
    );
    // Black clicks the point drawn at the bottom left: g7 on a turned board.
    let (text, hits) = draw(&a, 80, 24);
    let rows: Vec<&str> = text.lines().collect();
    let bottom = (0..24u16)
        .rev()
        .find(|&y| (0..80).any(|x| matches!(hits.at(x, y), Some(Hit::Point(_)))))
        .unwrap();
    let left = (0..80u16)
        .find(|&x| matches!(hits.at(x, bottom), Some(Hit::Point(_))))
        .unwrap();
    let hit = hits.at(left + 1, bottom);
    assert_eq!(hit, Some(Hit::Point(p("g7"))), "{}", rows[bottom as usize]);
    a.update(Msg::Mouse(MouseEventKind::Down(MouseButton::Left), hit));
    assert_eq!(
        a.game().position().stone_at(p("g7")),
        Some(morris::rules::Color::Black)
    );
}

#[test]
fn the_game_keeps_its_board_turned_in_its_record() {
    let mut a = App::new(
        play_tokens(Rules::default(), "d6").unwrap(),
        Settings::default(),
    );
    // From the menu too.
    a.update(Action::Menu);
    let i = a
        .menu()
        .iter()
        .position(|m| *m == MenuItem::TurnBoard)
        .unwrap();
    let effects = a.update(Action::Choose(i));
    let saving = effects
        .0
        .iter()
        .find_map(|e| match e {
            Effect::SaveHelp(s) | Effect::Save(s) => Some(s.clone()),
            _ => None,
        })
        .expect("the record is told at once");
    assert!(saving.turned && a.turned());
    // Written as a tag, and read back by a record opened again.
    let mut tags = Vec::new();
    let players = morris::store::tags::Players {
        names: ["Ann", "Bob"],
        help: saving.help,
        by_computer: &[],
        turned: true,
        analysis_on: false,
        clock: None,
        opponent: None,
    };
    morris::store::tags::write(&mut tags, &saving.game, &players);
    assert!(tags.contains(&("Turned".to_string(), "yes".to_string())));
    assert!(morris::store::tags::turned(&tags));
    let home = tempfile::tempdir().unwrap();
    let path = home.path().join("game.pgn");
    let mut r = morris::rules::Record::new(saving.game.clone(), "Ann", "Bob", "2026.12.01");
    r.tags
        .extend(tags.into_iter().filter(|(k, _)| k == "Turned"));
    std::fs::write(&path, r.to_text()).unwrap();
    let launch = crate::common::launch(morris::store::Paths::default());
    let how = morris::tui::app::saved::How::Continue;
    let (_session, start) = morris::tui::reopen(&launch, &path, how).unwrap();
    assert!(start.turned, "a record opened again comes back turned");
    // Turned back, the tag goes.
    let effects = a.update(Action::Turn);
    assert!(
        effects
            .0
            .iter()
            .any(|e| matches!(e, Effect::SaveHelp(s) if !s.turned))
    );
}

/// tmux: the board turned with `o`, a point typed, and the game started again comes back
/// turned.
#[test]
fn the_board_is_turned_and_a_point_typed() {
    let Some(t) = tmux::start("turned", "game.pgn") else {
        return;
    };
    t.wait_screen("place a stone");
    t.keys(&["o"]);
    t.wait_screen("g     f     e     d     c     b     a");
    t.keys(&["a", "1", "Enter"]);
    let record = t.path("game.pgn");
    t.wait_for("a1 on disk, turned", || {
        std::fs::read_to_string(&record)
            .is_ok_and(|r| r.contains("1. a1") && r.contains("[Turned \"yes\"]"))
    });
    let s = t.screen();
    let top = s.lines().find(|l| l.starts_with(" 1 ")).unwrap_or_default();
    assert!(top.contains('●'), "a1 at the top right:\n{s}");
    t.keys(&["C-c"]);
    t.wait_for("morris to exit", || t.path("after.txt").exists());
    t.run(80, 24, "game.pgn");
    t.wait_screen("1. a1");
    assert!(
        t.screen().contains("g     f     e     d     c     b     a"),
        "{}",
        t.screen()
    );
    t.keys(&["C-c"]);
    t.wait_for("morris to exit", || t.path("after.txt").exists());
}

/// A saved game offered for resuming comes back turned when its record says so.
#[test]
fn a_resumed_game_comes_back_turned() {
    let mut offer = morris::tui::app::ResumeOffer::of(play_tokens(Rules::default(), "d6").unwrap());
    offer.turned = true;
    let mut start = morris::tui::app::Start::new(Game::new(Rules::default()), Settings::default());
    start.resume = Some(offer);
    let mut a = crate::common::started(start);
    assert!(!a.turned(), "not before it is resumed");
    a.update(Action::Yes);
    assert!(a.turned());
    assert_eq!(a.game().ply(), 1);
}

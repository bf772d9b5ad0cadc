//! The saved games (menu: Saved games…): the list as the player sees it (snapshots at 80×24,
//! the smallest size and 200×50, in ASCII), and each thing done from it, through the real
//! store — continue, review, replay, keep aside, a damaged record, a record another morris
//! holds — and in tmux as a player does it.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::{Path, PathBuf};

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEventKind};
use morris::rules::{Color, Game, Record, Rules, Variant, play_tokens};
use morris::store::Paths;
use morris::store::session::{Request, Session};
use morris::tui::app::saved::How;
use morris::tui::app::{MenuItem, Mode, Start};
use morris::tui::messages::{Effect, Stored};
use morris::tui::mouse::Hit;
use morris::tui::sim::Sim;
use morris::tui::{Action, Launch, Msg, Settings};

use crate::tmux;

/// A record of `game` between `white` and `black` in `dir`, written at `secs` after 1970.
fn record(dir: &Path, name: &str, game: &Game, names: [&str; 2], secs: u64) -> PathBuf {
    let path = dir.join(name);
    let r = Record::new(game.clone(), names[0], names[1], "2026.11.30");
    std::fs::write(&path, r.to_text()).unwrap();
    touch(&path, secs);
    path
}

fn touch(path: &Path, secs: u64) {
    let t = std::time::SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(secs);
    std::fs::File::options()
        .write(true)
        .open(path)
        .unwrap()
        .set_modified(t)
        .unwrap();
}

/// A data folder with four records: a game in progress (the newest), a finished Twelve Men's
/// Morris game with hints, a game set up from a position, and a damaged record (the oldest).
pub(crate) fn folder() -> (tempfile::TempDir, PathBuf) {
    let home = tempfile::tempdir().unwrap();
    let data = home.path().join("data");
    std::fs::create_dir_all(&data).unwrap();
    let on = play_tokens(Rules::default(), "d6 f4 d2 b4").unwrap();
    record(&data, "ann-bob.pgn", &on, ["Ann", "Bob"], 4_000_000);
    let mut over = play_tokens(Variant::Twelve.rules(), "a1 b2 c3").unwrap();
    over.resign(Color::Black);
    let p = data.join("twelve.pgn");
    let mut r = Record::new(over, "Cy", "morris level 3", "2026.11.29");
    r.set_tag("Hints", "2");
    std::fs::write(&p, r.to_text()).unwrap();
    touch(&p, 3_000_000);
    let set = Game::from_position(
        play_tokens(Rules::default(), "a1 a4 a7")
            .unwrap()
            .position(),
    );
    record(&data, "set-up.pgn", &set, ["Di", "Ed"], 2_000_000);
    let bad = data.join("broken.pgn");
    std::fs::write(&bad, "1. d6 d6 *\n").unwrap();
    touch(&bad, 1_000_000);
    (home, data)
}

fn paths(home: &Path) -> Paths {
    Paths {
        data: Some(home.join("data")),
        home: Some(home.to_path_buf()),
        ..Paths::default()
    }
}

/// What `morris` was launched with: a plain game, these folders.
fn launch(home: &Path) -> Launch {
    crate::common::launch(paths(home))
}

/// A new game at the table, its saved games in `home`'s data folder.
pub(crate) fn sim(home: &Path, settings: Settings) -> Sim {
    let mut s = Sim::new(Start::new(Game::new(Rules::default()), settings));
    s.paths = paths(home);
    s.send(Msg::Resized(80, 24));
    s
}

/// Menu, Saved games…, and the store's list read.
pub(crate) fn open_list(s: &mut Sim) {
    s.press(Action::Menu);
    let i = s
        .app()
        .menu()
        .iter()
        .position(|m| *m == MenuItem::SavedGames)
        .unwrap();
    s.press(Action::Choose(i));
    assert!(matches!(s.app().mode(), Mode::Saved(_)));
    assert!(s.work(), "the list is read on a worker");
}

fn screen(s: &Sim, w: u16, h: u16) -> String {
    s.screen(w, h).0
}

/// The record the app asked to open last, and how.
fn asked_to_open(s: &Sim) -> Option<(PathBuf, How)> {
    s.store.iter().rev().find_map(|e| match e {
        Effect::Open(p, how) => Some((p.clone(), *how)),
        _ => None,
    })
}

/// What the loop does with an `Open`: the store opens the record, the app takes it over.
fn carry_out_open(s: &mut Sim, home: &Path) -> Session {
    let (path, how) = asked_to_open(s).expect("a record to open");
    let (session, start) = morris::tui::reopen(&launch(home), &path, how).unwrap();
    s.take_over(start, how);
    session
}

fn name_of(s: &Sim, i: usize) -> String {
    let Mode::Saved(list) = s.app().mode() else {
        panic!("not the list: {:?}", s.app().mode());
    };
    list.entries()[i]
        .path
        .file_name()
        .unwrap()
        .to_string_lossy()
        .into_owned()
}

fn mark(s: &mut Sim, file: &str) {
    s.press(Action::Home);
    for _ in 0..10 {
        if name_of(s, marked(s)) == file {
            return;
        }
        s.press(Action::Down);
    }
    panic!("{file} is not listed:\n{}", screen(s, 80, 24));
}

fn marked(s: &Sim) -> usize {
    match s.app().mode() {
        Mode::Saved(l) => l.marked(),
        m => panic!("not the list: {m:?}"),
    }
}

#[test]
fn the_list_shows_each_record_newest_first_and_a_damaged_one_with_its_error() {
    let (home, _) = folder();
    let mut s = sim(home.path(), Settings::default());
    open_list(&mut s);
    let text = screen(&s, 80, 24);
    let rows: Vec<&str> = text.lines().collect();
    let at = |what: &str| {
        rows.iter()
            .position(|r| r.contains(what))
            .unwrap_or_else(|| panic!("{what}:\n{text}"))
    };
    // Newest first.
    assert!(at("Ann – Bob") < at("Cy – morris level 3"), "{text}");
    assert!(at("Cy – morris level 3") < at("Di – Ed"), "{text}");
    assert!(at("Di – Ed") < at("broken.pgn: damaged"), "{text}");
    let ann = rows[at("Ann – Bob")];
    assert!(ann.contains("Nine") && ann.contains("2026.11.30") && ann.contains("in progress"));
    // Four turns, two moves as the log numbers them (it said 4).
    assert!(ann.contains("    2 "), "two moves: {ann}");
    let cy = rows[at("Cy – morris level 3")];
    assert!(
        cy.contains("Twelve") && cy.contains("1-0") && cy.contains("help"),
        "{cy}"
    );
    assert!(rows[at("Di – Ed")].contains("set up"), "{text}");
    assert!(
        rows[at("broken.pgn")].contains("d6 is not legal here"),
        "the error, named: {text}"
    );
    insta::assert_snapshot!("list_80x24", text);
    s.send(Msg::Resized(60, 17));
    insta::assert_snapshot!("list_60x17", screen(&s, 60, 17));
    s.send(Msg::Resized(200, 50));
    let wide = screen(&s, 200, 50);
    assert!(
        wide.contains("Twelve Men's Morris") && wide.contains("2 hints"),
        "{wide}"
    );
    insta::assert_snapshot!("list_200x50", wide);
    // Too small: the usual message, and keys change nothing.
    s.send(Msg::Resized(50, 12));
    assert!(screen(&s, 50, 12).contains("needs a terminal of at least 60x17"));
}

/// Issue 36, 19: a line break in a file name showed as a space, so `x\ny.pgn` read as the
/// name `x y.pgn`; the list now writes it as the shell does, and the command line's message
/// about such a file stays on one line.
#[test]
fn a_line_break_in_a_file_name_is_shown_as_one() {
    let home = tempfile::tempdir().unwrap();
    let data = home.path().join("data");
    std::fs::create_dir_all(&data).unwrap();
    let game = play_tokens(Rules::default(), "d6").unwrap();
    record(&data, "x\ny.pgn", &game, ["Ann", "Bob"], 2_000_000);
    record(&data, "x y.pgn", &game, ["Cy", "Di"], 1_000_000);
    let mut s = sim(home.path(), Settings::default());
    open_list(&mut s);
    let text = screen(&s, 80, 24);
    assert!(text.contains(r"x\ny.pgn"), "{text}");
    assert!(!text.contains("x y.pgn"), "{text}");
    mark(&mut s, "x y.pgn");
    let text = screen(&s, 80, 24);
    assert!(text.contains("x y.pgn — Cy"), "{text}");
    let (code, _, err) = crate::common::morris_in(home.path(), &["show", "a\nb.pgn"], b"");
    assert_eq!(code, 2);
    assert_eq!(err, "morris: a\\nb.pgn: no such file\n");
}

#[test]
fn the_list_in_ascii_without_colour() {
    let (home, _) = folder();
    let settings = Settings {
        ascii: true,
        color: false,
        ..Settings::default()
    };
    let mut s = sim(home.path(), settings);
    open_list(&mut s);
    for (w, h) in [(80, 24), (60, 17), (200, 50)] {
        s.send(Msg::Resized(w, h));
        let text = screen(&s, w, h);
        assert!(text.is_ascii(), "{w}x{h}:\n{text}");
        insta::assert_snapshot!(format!("list_ascii_{w}x{h}"), text);
    }
}

#[test]
fn a_damaged_record_is_never_opened_and_its_error_is_said() {
    let (home, _) = folder();
    let mut s = sim(home.path(), Settings::default());
    open_list(&mut s);
    mark(&mut s, "broken.pgn");
    s.press(Action::Select);
    assert_eq!(asked_to_open(&s), None);
    let m = s.app().notice().unwrap_or_default().to_string();
    assert!(
        m.contains("broken.pgn cannot be opened") && m.contains("d6 is occupied"),
        "{m}"
    );
    assert!(matches!(s.app().mode(), Mode::Saved(_)));
}

#[test]
fn a_game_in_progress_is_continued_with_its_lock() {
    let (home, data) = folder();
    let mut s = sim(home.path(), Settings::default());
    open_list(&mut s);
    mark(&mut s, "ann-bob.pgn");
    s.press(Action::Select);
    assert_eq!(
        asked_to_open(&s),
        Some((data.join("ann-bob.pgn"), How::Continue))
    );
    let mut session = carry_out_open(&mut s, home.path());
    assert!(session.holds_a_record());
    assert_eq!(*s.app().mode(), Mode::Play);
    assert_eq!(s.app().game().ply(), 4);
    assert_eq!(s.app().name(Color::White), "Ann");
    // Another morris opening it now finds it held.
    let other = morris::tui::reopen(
        &launch(home.path()),
        &data.join("ann-bob.pgn"),
        How::Continue,
    )
    .unwrap();
    assert!(other.0.is_read_only());
    drop(other);
    // Playing on writes to it.
    s.press(Action::File(0));
    s.press(Action::Rank(0));
    s.press(Action::Select);
    let saving = s
        .store
        .iter()
        .rev()
        .find_map(|e| match e {
            Effect::Save(sv) => Some(sv.clone()),
            _ => None,
        })
        .expect("a save");
    let players = morris::store::tags::Players {
        names: [&saving.names[0], &saving.names[1]],
        help: saving.help,
        by_computer: &saving.by_computer,
        turned: saving.turned,
        analysis_on: saving.analysis_on,
        clock: None,
        opponent: None,
    };
    session.save(&saving.game, &players).unwrap();
    let text = std::fs::read_to_string(data.join("ann-bob.pgn")).unwrap();
    assert!(text.contains("3. a1"), "{text}");
}

#[test]
fn a_finished_game_is_reviewed_and_any_game_replayed() {
    let (home, data) = folder();
    let mut s = sim(home.path(), Settings::default());
    open_list(&mut s);
    mark(&mut s, "twelve.pgn");
    s.press(Action::Select);
    assert_eq!(
        asked_to_open(&s),
        Some((data.join("twelve.pgn"), How::Review))
    );
    let _session = carry_out_open(&mut s, home.path());
    assert_eq!(*s.app().mode(), Mode::Review(3));
    assert!(screen(&s, 80, 24).contains("Twelve Men's Morris"));
    // Its result is said on the panel, as in play (a finding: review said only where it
    // stood), at every size; stepping back, where the board stands.
    for (w, h) in [(80, 24), (120, 40), (200, 50)] {
        let text = screen(&s, w, h);
        assert!(text.contains("Cy (White) wins"), "{text}");
    }
    s.press(Action::Home);
    let text = screen(&s, 80, 24);
    assert!(text.contains("the start"), "{text}");
    // Back to the list: p replays the game in progress, read-only.
    s.press(Action::Cancel);
    open_list(&mut s);
    mark(&mut s, "ann-bob.pgn");
    s.press(Action::Replay);
    assert_eq!(
        asked_to_open(&s),
        Some((data.join("ann-bob.pgn"), How::Replay))
    );
    let session = carry_out_open(&mut s, home.path());
    assert!(session.is_read_only());
    assert!(matches!(s.app().mode(), Mode::Replay(_)));
}

#[test]
fn a_record_another_morris_holds_opens_read_only_and_says_so() {
    let (home, data) = folder();
    let path = data.join("ann-bob.pgn");
    let req = Request {
        file: Some(&path),
        replay: false,
        new: false,
        rules: Rules::default(),
        rules_given: false,
        names: ["Ann", "Bob"],
    };
    let holder = Session::open(&paths(home.path()), req).unwrap();
    assert!(holder.session.holds_a_record());
    let mut s = sim(home.path(), Settings::default());
    open_list(&mut s);
    mark(&mut s, "ann-bob.pgn");
    s.press(Action::Select);
    let session = carry_out_open(&mut s, home.path());
    assert!(session.is_read_only());
    let text = screen(&s, 80, 24);
    assert!(text.contains("read-only"), "{text}");
    assert!(
        s.app()
            .notice()
            .is_some_and(|n| n.contains("being played in another morris")),
        "{:?}",
        s.app().notice()
    );
    drop(holder);
}

#[test]
fn keeping_a_record_aside_renames_it_and_reads_the_list_again() {
    let (home, data) = folder();
    let mut s = sim(home.path(), Settings::default());
    open_list(&mut s);
    mark(&mut s, "ann-bob.pgn");
    s.press(Action::KeepAside);
    let path = s
        .store
        .iter()
        .find_map(|e| match e {
            Effect::KeepAsideSaved(p) => Some(p.clone()),
            _ => None,
        })
        .expect("keep aside asked for");
    assert_eq!(path, data.join("ann-bob.pgn"));
    let said = morris::store::saved::keep_aside(&paths(home.path()), &path);
    s.send(Msg::Stored(Stored::KeptAsideSaved(said)));
    // Kept under a name that says its date and players.
    let kept = std::fs::read_dir(&data)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .find(|n| n.starts_with("ann-bob.") && n.ends_with(".Ann-Bob.pgn"))
        .expect("kept aside by date and players");
    assert!(
        s.app()
            .notice()
            .is_some_and(|n| n.contains("kept aside as") && n.contains(&kept)),
        "{:?}",
        s.app().notice()
    );
    assert!(s.work(), "the list is read again");
    assert!(!data.join("ann-bob.pgn").exists());
    let text = screen(&s, 80, 24);
    assert!(
        text.contains("Ann – Bob"),
        "still listed, under its new name:\n{text}"
    );
}

#[test]
fn a_long_list_scrolls_by_pages_the_ends_and_the_wheel() {
    let home = tempfile::tempdir().unwrap();
    let data = home.path().join("data");
    std::fs::create_dir_all(&data).unwrap();
    let game = play_tokens(Rules::default(), "d6").unwrap();
    for i in 0..40u64 {
        let who = format!("P{i:02}");
        record(
            &data,
            &format!("g{i:02}.pgn"),
            &game,
            [&who, "Bob"],
            1_000 + i,
        );
    }
    let mut s = sim(home.path(), Settings::default());
    open_list(&mut s);
    let text = screen(&s, 80, 24);
    // 18 rows at 80×24: the newest first.
    assert!(
        text.contains("1-18 of 40") && text.contains("P39"),
        "{text}"
    );
    assert!(!text.contains("P21 "), "{text}");
    s.press(Action::PageDown);
    assert_eq!(marked(&s), 18);
    let text = screen(&s, 80, 24);
    assert!(
        text.contains("> P21 – Bob"),
        "the marked row in sight:\n{text}"
    );
    s.press(Action::End);
    let text = screen(&s, 80, 24);
    assert!(
        text.contains("23-40 of 40") && text.contains("> P00"),
        "{text}"
    );
    s.press(Action::PageUp);
    assert_eq!(marked(&s), 21);
    s.press(Action::Home);
    assert_eq!(marked(&s), 0);
    // The wheel moves three at a time.
    let (_, hits) = s.screen(80, 24);
    let row = (0..24)
        .find(|&y| hits.at(10, y) == Some(Hit::Row(0)))
        .unwrap();
    let wheel = |s: &mut Sim, kind| {
        let hit = s.screen(80, 24).1.at(10, row);
        s.send(Msg::Mouse(kind, hit));
    };
    wheel(&mut s, MouseEventKind::ScrollDown);
    assert_eq!(marked(&s), 3);
    wheel(&mut s, MouseEventKind::ScrollUp);
    assert_eq!(marked(&s), 0);
    // Esc goes back to the game.
    s.press(Action::Cancel);
    assert_eq!(*s.app().mode(), Mode::Play);
}

#[test]
fn a_click_marks_a_row_and_a_second_opens_it() {
    let (home, data) = folder();
    let mut s = sim(home.path(), Settings::default());
    open_list(&mut s);
    let (text, hits) = s.screen(80, 24);
    let y = text
        .lines()
        .position(|l| l.contains("Cy – morris"))
        .unwrap() as u16;
    let hit = hits.at(20, y);
    assert!(matches!(hit, Some(Hit::Row(_))), "{hit:?}");
    let click = MouseEventKind::Down(MouseButton::Left);
    s.send(Msg::Mouse(click, hit));
    assert_eq!(name_of(&s, marked(&s)), "twelve.pgn");
    assert_eq!(asked_to_open(&s), None);
    s.send(Msg::Mouse(click, hit));
    assert_eq!(
        asked_to_open(&s),
        Some((data.join("twelve.pgn"), How::Review))
    );
}

#[test]
fn a_folder_or_file_typed_is_listed() {
    let (home, _) = folder();
    let other = home.path().join("elsewhere");
    std::fs::create_dir_all(&other).unwrap();
    let game = play_tokens(Rules::default(), "d6 d2").unwrap();
    record(&other, "far.pgn", &game, ["Fay", "Gus"], 5);
    let mut s = sim(home.path(), Settings::default());
    open_list(&mut s);
    // The line takes a click, or /.
    let (_, hits) = s.screen(80, 24);
    assert_eq!(hits.at(5, 1), Some(Hit::PathLine));
    s.send(Msg::Mouse(
        MouseEventKind::Down(MouseButton::Left),
        Some(Hit::PathLine),
    ));
    for c in "~/elsewhere".chars() {
        s.send(Msg::Key(KeyEvent::new(
            KeyCode::Char(c),
            KeyModifiers::NONE,
        )));
    }
    let text = screen(&s, 80, 24);
    assert!(text.contains("Folder or file: > ~/elsewhere_"), "{text}");
    insta::assert_snapshot!("typing_80x24", text);
    s.send(Msg::Key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE)));
    assert!(s.work());
    let text = screen(&s, 80, 24);
    assert!(
        text.contains("Fay – Gus") && !text.contains("Ann – Bob"),
        "{text}"
    );
    // A place that is not there says so.
    s.press(Action::Find);
    for _ in 0.."~/elsewhere".len() {
        s.send(Msg::Key(KeyEvent::new(
            KeyCode::Backspace,
            KeyModifiers::NONE,
        )));
    }
    for c in "nowhere".chars() {
        s.send(Msg::Key(KeyEvent::new(
            KeyCode::Char(c),
            KeyModifiers::NONE,
        )));
    }
    s.press(Action::Select);
    assert!(s.work());
    let text = screen(&s, 80, 24);
    assert!(
        text.contains("cannot be listed") && text.contains("no such folder"),
        "{text}"
    );
}

#[test]
fn a_folder_without_records_and_no_data_folder_say_so() {
    let home = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(home.path().join("data")).unwrap();
    let mut s = sim(home.path(), Settings::default());
    open_list(&mut s);
    assert!(screen(&s, 80, 24).contains("No saved games here"));
    let mut s = Sim::new(Start::new(Game::new(Rules::default()), Settings::default()));
    open_list(&mut s);
    assert!(screen(&s, 80, 24).contains("no data folder"));
}

/// tmux: a saved game is opened from the list and continued, as a player does it.
#[test]
fn a_saved_game_is_opened_from_the_list_and_continued() {
    let Some(t) = tmux::start_with("saved-list", "--new", |dir| {
        let data = dir.join(".local/share/morris");
        std::fs::create_dir_all(&data).unwrap();
        std::fs::write(
            data.join("twelve.pgn"),
            "[Variant \"Twelve Men's Morris\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n1. a1 b2 *\n",
        )
        .unwrap();
    }) else {
        return;
    };
    t.wait_screen("place a stone");
    t.keys(&["m"]);
    t.wait_screen("Saved games");
    // Up from Back wraps to Quit; Saved games is eleven above it.
    t.keys(&["Up"; 12]);
    t.keys(&["Enter"]);
    t.wait_screen("Ann – Bob");
    let s = t.screen();
    assert!(s.contains("Twelve") && s.contains("in progress"), "{s}");
    let row = s.lines().position(|l| l.contains("Ann – Bob")).unwrap();
    let marked = s.lines().position(|l| l.starts_with('>')).unwrap();
    for _ in marked..row {
        t.keys(&["Down"]);
    }
    t.keys(&["Enter"]);
    t.wait_screen("Ann: place a stone (11 in hand)");
    t.keys(&["c", "3", "Enter"]);
    let record = t.path(".local/share/morris/twelve.pgn");
    t.wait_for("the new decision on disk", || {
        std::fs::read_to_string(&record).is_ok_and(|r| r.contains("2. c3"))
    });
    t.keys(&["C-c"]);
    t.wait_for("morris to exit", || t.path("after.txt").exists());
}

/// The menu with all its entries (a game between two people) still fits the smallest screen:
/// the last entry, Quit, is drawn and takes its click.
#[test]
fn the_whole_menu_is_reachable_at_the_smallest_screen_and_the_footer_stays() {
    let mut s = Sim::new(Start::new(Game::new(Rules::default()), Settings::default()));
    s.send(Msg::Resized(60, 17));
    s.press(Action::Menu);
    let n = s.app().menu().len();
    let (text, _) = s.screen(60, 17);
    // The footer's keys stay in sight under the menu.
    assert!(
        text.lines().last().is_some_and(|l| l.contains("Esc close")),
        "{text}"
    );
    assert!(
        text.contains("Saved games…") && text.contains("Turn the board round"),
        "{text}"
    );
    // The last entry is reached by scrolling with the mark, and takes a click where it shows.
    for _ in 1..n {
        s.press(Action::Down);
    }
    let (text, hits) = s.screen(60, 17);
    let y = text
        .lines()
        .position(|l| l.contains("> Quit"))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(
        (0..60).any(|x| hits.at(x, y as u16) == Some(Hit::Menu(n - 1))),
        "{text}"
    );
    assert!(
        text.lines().last().is_some_and(|l| l.contains("Esc")),
        "{text}"
    );
}

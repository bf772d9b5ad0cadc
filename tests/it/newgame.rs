//! The new-game screen: how it looks (snapshots at 80×24, the smallest size, 200×50, without
//! colour and in ASCII), every choice on it driven by actions, keys and clicks as a player
//! makes them, what starting does to a game in progress, and what it leaves in the
//! preferences for next time.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEventKind};

use crate::common::{self, draw, play, screen};
use morris::rules::{Color, Game, Rules, Variant};
use morris::settings::table::{Key, Value};
use morris::tui::app::newgame::Row;
use morris::tui::app::{MenuItem, Mode, Question, Start};
use morris::tui::messages::Stored;
use morris::tui::{Action, App, Effect, Effects, Msg, Settings};

/// The app as `morris` starts it the first time: nothing saved, nothing asked for.
pub(crate) fn first_start(settings: Settings) -> App {
    let mut start = Start::new(Game::new(Rules::default()), settings);
    start.choose = true;
    common::started(start)
}

fn focus(a: &App) -> Row {
    a.new_game_screen().expect("the new-game screen").focus()
}

/// Moves the focus down to `row` (a button: End, then Right along the buttons).
fn to(a: &mut App, row: Row) {
    if row.is_button() {
        a.update(Action::End);
        for _ in 0..3 {
            if focus(a) == row {
                return;
            }
            a.update(Action::Right);
        }
        panic!("no button {row:?}");
    }
    for _ in 0..40 {
        if focus(a) == row {
            return;
        }
        a.update(Action::Down);
    }
    panic!("no row {row:?}");
}

/// Starts the game chosen: End is Start, Enter starts it. The effects of the start.
fn start(a: &mut App) -> Effects {
    a.update(Action::End);
    assert_eq!(focus(a), Row::Start);
    a.update(Action::Select)
}

/// The settings the start asks the preferences to keep.
fn remembered(e: &Effects) -> Vec<(Key, Option<Value>)> {
    e.0.iter()
        .find_map(|e| match e {
            Effect::Remember(r) => Some(r.clone()),
            _ => None,
        })
        .expect("the choices remembered")
}

fn kept(r: &[(Key, Option<Value>)], key: Key) -> Option<Value> {
    r.iter()
        .find(|(k, _)| *k == key)
        .unwrap_or_else(|| panic!("{key} not remembered: {r:?}"))
        .1
        .clone()
}

/// The row of the screen that shows `label`, its words one space apart (the frame's
/// borders and quotes left out).
fn row_of(a: &App, label: &str) -> String {
    let s = screen(a, 80, 24);
    let row = s
        .lines()
        .find(|l| {
            l.split(['│', '|'])
                .nth(1)
                .is_some_and(|r| r.split_whitespace().any(|w| w == label))
        })
        .unwrap_or_else(|| panic!("{label}:\n{s}"));
    row.split(['│', '|'])
        .nth(1)
        .unwrap_or("")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Types `name` over the name of `side` as a player does: Backspace over what is there, then
/// the letters, each a key.
fn type_name(a: &mut App, side: Color, name: &str) {
    to(a, Row::Detail(side));
    let old = a.new_game_screen().unwrap().side(side).name.chars().count();
    for _ in 0..old {
        a.update(key(KeyCode::Backspace));
    }
    for c in name.chars() {
        a.update(key(KeyCode::Char(c)));
    }
}

/// Opens the new-game screen from the menu (a click on its entry).
fn open_from_menu(a: &mut App) {
    a.update(Action::Menu);
    let at = a
        .menu()
        .iter()
        .position(|m| *m == MenuItem::ChooseGame)
        .unwrap();
    a.update(Action::Choose(at));
    assert!(matches!(a.mode(), Mode::NewGame(_)));
}

/// The settings a preferences file gives: its lines not commented out, without the comment
/// after them.
fn settings_of(prefs: &str) -> Vec<&str> {
    prefs
        .lines()
        .map(|l| l.split(" #").next().unwrap_or("").trim())
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect()
}

fn text(s: &str) -> Option<Value> {
    Some(Value::Text(s.into()))
}

fn key(c: KeyCode) -> Msg {
    Msg::Key(KeyEvent::new(c, KeyModifiers::NONE))
}

#[test]
fn the_screen_at_every_size_without_colour_and_in_ascii() {
    let a = first_start(Settings::default());
    insta::assert_snapshot!("first_start_80x24", screen(&a, 80, 24));
    insta::assert_snapshot!("first_start_60x17", screen(&a, 60, 17));
    insta::assert_snapshot!("first_start_200x50", screen(&a, 200, 50));
    // Without colour the focus is still seen: the > and the arrows round its value.
    let mono = Settings::new(
        [None, None],
        [None, None],
        false,
        false,
        morris::theme::Theme::Mono,
    )
    .unwrap();
    let mut a = first_start(mono);
    a.update(Action::Down);
    a.update(Action::Down);
    // The name untouched is empty, the cursor first, then what the side goes by.
    assert_eq!(row_of(&a, "name"), "> name _ (as White)");
    insta::assert_snapshot!("name_no_color_80x24", screen(&a, 80, 24));
    let ascii = Settings {
        ascii: true,
        ..Settings::default()
    };
    let mut a = first_start(ascii);
    a.update(Action::Right);
    to(&mut a, Row::Start);
    let s = screen(&a, 80, 24);
    assert!(s.is_ascii(), "{s}");
    insta::assert_snapshot!("start_ascii_80x24", s);
    // Smaller than the game draws in: the usual message, and no panic at any size.
    let s = screen(&a, 59, 17);
    assert!(s.contains("needs a terminal of at least 60x17"), "{s}");
    for (w, h) in [(0, 0), (1, 1), (60, 17), (61, 18), (300, 100)] {
        let _ = screen(&a, w, h);
    }
}

#[test]
fn the_first_start_opens_it_and_esc_leaves_the_game_unchanged() {
    let mut a = first_start(Settings::default());
    assert!(matches!(a.mode(), Mode::NewGame(_)));
    assert_eq!(focus(&a), Row::Preset);
    a.update(Action::Right);
    a.update(Action::Down);
    a.update(Action::Right);
    let e = a.update(Action::Cancel);
    assert_eq!(a.mode(), &Mode::Play);
    assert_eq!(a.game().rules(), &Rules::default());
    assert_eq!(a.seats().level(Color::White), None);
    assert!(!e.saves() && !e.keeps_aside(), "{e:?}");
    // Cancel, the button, does the same.
    let mut a = first_start(Settings::default());
    a.update(Action::Right);
    a.update(Action::End);
    a.update(Action::Left);
    assert_eq!(focus(&a), Row::Cancel);
    a.update(Action::Select);
    assert_eq!(a.mode(), &Mode::Play);
    assert_eq!(a.game().rules(), &Rules::default());
}

/// A click that names no row (past the last one) changes nothing: the screen stays, its
/// choices and focus as they were. (The screen's state is moved out of the mode for each key,
/// not copied: every way out of its handler puts it back.)
#[test]
fn a_click_past_the_rows_leaves_the_screen_as_it_was() {
    let mut a = first_start(Settings::default());
    a.update(Action::Right);
    a.update(Action::Down);
    let before = a.new_game_screen().expect("the new-game screen").clone();
    let e = a.update(Action::Choose(999));
    let after = a
        .new_game_screen()
        .expect("the screen stays after a click past its rows");
    assert_eq!(after.focus(), before.focus());
    assert_eq!(after.value(Row::Preset), before.value(Row::Preset));
    assert!(e.0.is_empty(), "{e:?}");
}

/// The computer at White's side (the preferences' `white = "computer"`) waits while the
/// player chooses: it starts thinking once the screen is left.
#[test]
fn the_computer_waits_for_the_choice() {
    let settings = Settings {
        names: ["computer".into(), "Bob".into()],
        ..Settings::default()
    };
    let mut start = Start::new(Game::new(Rules::default()), settings);
    start.choose = true;
    let (mut a, effects) = App::start(start);
    assert_eq!(effects.searches(), 0);
    assert_eq!(row_of(&a, "White"), "White the computer");
    assert_eq!(a.update(Action::Cancel).searches(), 1);
}

#[test]
fn every_preset_starts_its_own_game_and_the_menu_opens_the_screen() {
    let mut a = common::app_of(Game::new(Variant::Three.rules()));
    for (i, v) in Variant::ALL.into_iter().enumerate() {
        open_from_menu(&mut a);
        let s = a.new_game_screen().unwrap();
        // The screen opens on the game on the board.
        assert_eq!(s.preset(), Variant::ALL[(i + 5) % 6], "{v:?}");
        a.update(Action::Right);
        let s = a.new_game_screen().unwrap();
        assert_eq!(s.preset(), v);
        let shown = screen(&a, 80, 24);
        assert!(shown.contains(v.title()), "{shown}");
        // Its description, from the table the help's is.
        let words: String = morris::words::VariantWords::summary(v)
            .chars()
            .take(30)
            .collect();
        assert!(shown.contains(&words), "{v:?}: {shown}");
        let e = start(&mut a);
        assert_eq!(a.game().rules(), &v.rules(), "{v:?}");
        assert_eq!(a.mode(), &Mode::Play);
        assert_eq!(kept(&remembered(&e), Key::Variant), text(v.name()));
    }
}

#[test]
fn the_options_shown_are_those_that_change_the_preset() {
    let rows = |v: Variant| {
        let mut a = common::app_of(Game::new(v.rules()));
        open_from_menu(&mut a);
        a.new_game_screen().unwrap().rows()
    };
    let nine = rows(Variant::Nine);
    assert!(nine.contains(&Row::Rule(Key::Diagonals)) && nine.contains(&Row::Rule(Key::Pieces)));
    // Twelve has its diagonals already: the row takes them away.
    assert!(rows(Variant::Twelve).contains(&Row::Rule(Key::Diagonals)));
    // The six men's board takes none; it flies at no count already.
    let six = rows(Variant::Six);
    assert!(!six.contains(&Row::Rule(Key::Diagonals)) && !six.contains(&Row::Rule(Key::NoFlying)));
    assert!(six.contains(&Row::Rule(Key::FlyAt)));
    // Three's mill that wins can be taken away, not given again.
    let three = rows(Variant::Three);
    assert!(three.contains(&Row::Rule(Key::MillWins)), "{three:?}");
}

#[test]
fn an_option_changed_starts_a_game_by_it_and_is_remembered() {
    let mut a = first_start(Settings::default());
    to(&mut a, Row::Rule(Key::Pieces));
    a.update(Action::Right);
    assert_eq!(row_of(&a, "pieces"), "> pieces ◀ 10 ▶");
    to(&mut a, Row::Rule(Key::NoFlying));
    a.update(Action::Select);
    // fly-at and no-flying cannot both be given: choosing one takes the other back.
    to(&mut a, Row::Rule(Key::FlyAt));
    a.update(Action::Right);
    let e = start(&mut a);
    let r = a.game().rules();
    assert_eq!((r.pieces, r.fly_at), (10, Some(3)), "{r:?}");
    let kept_ = remembered(&e);
    assert_eq!(kept(&kept_, Key::Pieces), Some(Value::Number(10)));
    // Chosen and taken back: as the screen opened, so the file's lines stay as they are.
    assert!(
        !kept_
            .iter()
            .any(|(k, _)| [Key::NoFlying, Key::FlyAt].contains(k)),
        "{kept_:?}"
    );
    // The other way round: no flying.
    let mut a = first_start(Settings::default());
    to(&mut a, Row::Rule(Key::NoFlying));
    a.update(Action::Right);
    assert_eq!(row_of(&a, "fly-at"), "fly-at off");
    let e = start(&mut a);
    assert_eq!(a.game().rules().fly_at, None);
    assert_eq!(
        kept(&remembered(&e), Key::NoFlying),
        Some(Value::Switch(true))
    );
    // `n` keeps its meaning: a new game with the rules of the game on the board.
    play(&mut a, "d6");
    a.update(Action::NewGame);
    a.update(Action::Yes);
    assert_eq!(a.game().ply(), 0);
    assert_eq!(a.game().rules().fly_at, None);
}

#[test]
fn a_computer_side_at_a_level_and_a_name_typed() {
    let mut a = first_start(Settings::default());
    // Letters are the name's here, hjkl and Space among them; Backspace takes one back.
    type_name(&mut a, Color::White, "Zoë jk");
    a.update(key(KeyCode::Backspace));
    assert_eq!(focus(&a), Row::Detail(Color::White));
    assert_eq!(
        a.new_game_screen().unwrap().side(Color::White).name,
        "Zoë j"
    );
    a.update(key(KeyCode::Enter));
    assert_eq!(focus(&a), Row::Player(Color::Black));
    a.update(key(KeyCode::Right));
    a.update(key(KeyCode::Down));
    assert_eq!(row_of(&a, "level"), "> level ◀ 5 ▶");
    a.update(key(KeyCode::Right));
    a.update(key(KeyCode::Char('l')));
    a.update(key(KeyCode::Down));
    // The clocks: none, then the usual controls, one a step.
    assert_eq!(row_of(&a, "clock"), "> clock ◀ none ▶");
    a.update(key(KeyCode::Right));
    a.update(key(KeyCode::Right));
    assert_eq!(row_of(&a, "clock"), "> clock ◀ 3+2 ▶");
    a.update(key(KeyCode::Down));
    a.update(key(KeyCode::Enter));
    let e = start(&mut a);
    assert_eq!(a.name(Color::White), "Zoë j");
    assert_eq!(a.computer_level(Color::Black).map(|l| l.get()), Some(7));
    assert!(a.analysis().on);
    let clock = a.clock().expect("the game is on the clock");
    assert_eq!(clock.control.to_string(), "3+2");
    assert_eq!(clock.left, [std::time::Duration::from_secs(180); 2]);
    let r = remembered(&e);
    assert_eq!(kept(&r, Key::White), text("Zoë j"));
    assert_eq!(kept(&r, Key::Black), text("computer"));
    assert_eq!(kept(&r, Key::Level), Some(Value::Number(7)));
    assert_eq!(kept(&r, Key::Analysis), Some(Value::Switch(true)));
    assert_eq!(kept(&r, Key::Clock), text("3+2"));
    // The record names the computer by its level.
    let saves: Vec<_> =
        e.0.iter()
            .filter_map(|e| match e {
                Effect::Save(s) => Some(s.names.clone()),
                _ => None,
            })
            .collect();
    assert_eq!(saves, [["Zoë j".to_string(), "morris level 7".into()]]);
    // Both sides the computer, at two levels: each is remembered by its own.
    let mut a = first_start(Settings::default());
    to(&mut a, Row::Player(Color::White));
    a.update(Action::Right);
    a.update(Action::Down);
    a.update(Action::Left);
    to(&mut a, Row::Player(Color::Black));
    a.update(Action::Right);
    let r = remembered(&start(&mut a));
    assert_eq!(kept(&r, Key::White), text("morris level 4"));
    assert_eq!(kept(&r, Key::Black), text("computer"));
    assert_eq!(kept(&r, Key::Level), Some(Value::Number(5)));
}

/// A side handed to the computer on the screen starts at the level the preferences (or
/// `--level`) give the computer.
#[test]
fn the_computer_s_level_starts_at_the_one_in_force() {
    let mut start = Start::new(Game::new(Rules::default()), Settings::default());
    start.computer.level = morris::engine::Level::new(3).unwrap();
    start.analysis = true;
    start.choose = true;
    let mut a = common::started(start);
    assert_eq!(row_of(&a, "analysis"), "analysis on");
    to(&mut a, Row::Player(Color::Black));
    a.update(Action::Right);
    a.update(Action::Down);
    assert_eq!(row_of(&a, "level"), "> level ◀ 3 ▶");
}

#[test]
fn a_person_cannot_take_the_computer_s_name() {
    let mut a = first_start(Settings::default());
    type_name(&mut a, Color::Black, "computer");
    let e = start(&mut a);
    assert!(matches!(a.mode(), Mode::NewGame(_)));
    assert!(!e.saves());
    let s = screen(&a, 80, 24);
    assert!(s.contains("\"computer\" is the computer's name"), "{s}");
}

#[test]
fn a_game_in_progress_is_asked_about_as_n_asks() {
    let mut a = common::app_of(Game::new(Rules::default()));
    play(&mut a, "d6 d2");
    open_from_menu(&mut a);
    a.update(Action::Right);
    start(&mut a);
    assert_eq!(a.question(), Some(Question::NewGame));
    let s = screen(&a, 80, 24);
    assert!(s.contains("start Twelve Men's Morris?"), "{s}");
    // Play on: back on the screen with its choices, the game unchanged; Esc, and `n`
    // afterwards is the same rules' new game again.
    a.update(Action::No);
    assert_eq!(a.game().ply(), 2);
    assert_eq!(a.game().rules(), &Rules::default());
    let back = a.new_game_screen().expect("back on the new-game screen");
    assert_eq!(back.preset(), Variant::Twelve);
    assert_eq!(focus(&a), Row::Start);
    a.update(Action::Cancel);
    assert_eq!(a.mode(), &Mode::Play);
    a.update(Action::NewGame);
    let s = screen(&a, 80, 24);
    assert!(s.contains("with the same rules"), "{s}");
    a.update(Action::No);
    open_from_menu(&mut a);
    a.update(Action::Right);
    start(&mut a);
    let e = a.update(Action::Yes);
    assert_eq!(a.game().ply(), 0);
    assert_eq!(a.game().rules(), &Variant::Twelve.rules());
    assert!(e.keeps_aside() && e.saves(), "{e:?}");
    assert!(e.0.iter().any(|e| matches!(e, Effect::Remember(_))));
}

#[test]
fn preferences_that_cannot_be_written_are_said_and_the_game_goes_on() {
    let mut a = first_start(Settings::default());
    start(&mut a);
    a.update(Msg::Stored(Stored::Remembered(Err(
        morris::store::prefs::NotRemembered::Said(
            "cannot write /x/config.toml: Permission denied".into(),
        ),
    ))));
    assert_eq!(a.mode(), &Mode::Play);
    let m = a.message().unwrap();
    assert!(
        m.contains("could not be kept for next time") && m.contains("Permission denied"),
        "{m}"
    );
    play(&mut a, "d6");
    assert_eq!(a.game().ply(), 1);
}

#[test]
fn rows_and_buttons_take_clicks() {
    let mut a = first_start(Settings::default());
    let click = |a: &mut App, label: &str| {
        let (s, hits) = draw(a, 80, 24);
        let (y, row) = s
            .lines()
            .enumerate()
            .find(|(_, r)| r.contains(label))
            .unwrap_or_else(|| panic!("{label}:\n{s}"));
        // The quoted line starts with a quote; the cells after it.
        let x = row.find(label).map(|b| row[..b].chars().count()).unwrap() as u16 - 1;
        let hit = hits.at(x, y as u16);
        a.update(Msg::Mouse(MouseEventKind::Down(MouseButton::Left), hit));
    };
    // A click on a row gives it the focus; a second one changes its value.
    click(&mut a, "analysis");
    assert_eq!(focus(&a), Row::Analysis);
    assert!(!a.new_game_screen().unwrap().analysis());
    click(&mut a, "analysis");
    assert!(a.new_game_screen().unwrap().analysis());
    // The wheel goes from row to row.
    a.update(Msg::Mouse(MouseEventKind::ScrollDown, None));
    assert_eq!(focus(&a), Row::Rule(Key::Pieces));
    click(&mut a, "Start");
    assert_eq!(a.mode(), &Mode::Play);
    assert!(a.analysis().on);
    // Cancel too.
    let mut a = first_start(Settings::default());
    click(&mut a, "preset");
    click(&mut a, "preset");
    click(&mut a, "Cancel");
    assert_eq!(a.mode(), &Mode::Play);
    assert_eq!(a.game().rules(), &Rules::default());
}

/// What the screen remembers is written into the preferences file without losing its other
/// lines, and `morris config` then gives each choice the file as its source.
#[test]
fn the_choices_reach_the_preferences_file_and_morris_config() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join(".config/morris/config.toml");
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(
        &file,
        "# my colours\nwhite-color = \"red\"\nrepetition = true\n",
    )
    .unwrap();
    let mut a = first_start(Settings::default());
    a.update(Action::Right);
    to(&mut a, Row::Player(Color::Black));
    a.update(Action::Right);
    let r = remembered(&start(&mut a));
    morris::store::prefs::remember(Some(&file), &r).unwrap();
    let written = std::fs::read_to_string(&file).unwrap();
    assert!(
        written.starts_with("# my colours\nwhite-color = \"red\"\n"),
        "{written}"
    );
    let (code, out, err) = common::morris_in(home.path(), &["config"], b"");
    assert_eq!(code, 0, "{err}");
    let row = |key: &str| {
        out.lines()
            .find(|l| l.split_whitespace().next() == Some(key))
            .unwrap_or_else(|| panic!("{key}: {out}"))
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(row("variant"), "variant twelve file line 4");
    assert_eq!(row("black"), "black computer file line 5");
    assert_eq!(row("level"), "level 5 file line 6");
    // Not on the screen that opened (this app did not read the file), so not touched.
    assert_eq!(row("repetition"), "repetition true file line 3");
    assert_eq!(row("white-color"), "white-color red file line 2");
    // A file that cannot be written is named, with why.
    let blocked = home.path().join("not-a-folder");
    std::fs::write(&blocked, "").unwrap();
    let e = morris::store::prefs::remember(Some(&blocked.join("config.toml")), &r)
        .unwrap_err()
        .to_string();
    assert!(e.contains("not-a-folder"), "{e}");
}

/// The first `morris` in a new home: the screen is there; a player chooses Twelve Men's
/// Morris with Black the computer at level 7, plays a few moves against it, and quits; the
/// preferences file then holds the choices, and the record says who played what.
#[test]
fn twelve_against_the_computer_chosen_at_the_first_start() {
    let Some(t) = crate::tmux::start("newgame", "") else {
        return;
    };
    // The very first start offers the tutorial first; Esc: not now.
    t.wait_for("the tutorial offered", || {
        t.screen().contains("New to Nine Men's Morris?")
    });
    t.keys(&["Escape"]);
    t.wait_for("the new-game screen", || {
        t.screen().contains("◀ Nine Men's Morris ▶")
    });
    t.keys(&["Right"]);
    t.wait_for("Twelve chosen", || {
        t.screen().contains("◀ Twelve Men's Morris ▶")
    });
    t.keys(&["Down", "Down", "Down", "Right", "Down", "Right", "Right"]);
    t.wait_for("level 7", || t.screen().contains("◀ 7 ▶"));
    t.keys(&["End", "Enter"]);
    t.wait_for("the game", || {
        let s = t.screen();
        s.contains("morris · Twelve Men's Morris") && s.contains("morris level 7 (Black)")
    });
    let record = ".local/share/morris/current.pgn";
    let moves = |t: &crate::tmux::Tmux| {
        let text = t.read(record);
        let body = text.rsplit("]\n").next().unwrap_or("").to_string();
        body.split_whitespace()
            .filter(|w| !w.ends_with('.') && *w != "*")
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    for n in [2, 4] {
        let taken = moves(&t);
        let free = ["d6", "b4", "f4", "d2", "a1", "g7"]
            .into_iter()
            .find(|p| !taken.iter().any(|m| m == p))
            .unwrap();
        let (file, rank) = free.split_at(1);
        t.keys(&[file, rank, "Enter"]);
        t.wait_for("the computer's answer in the record", || {
            moves(&t).len() == n
        });
    }
    t.keys(&["C-c"]);
    t.wait_for("morris to exit", || t.path("after.txt").exists());
    let prefs = t.read(".config/morris/config.toml");
    for line in ["variant = \"twelve\"", "black = \"computer\"", "level = 7"] {
        assert!(settings_of(&prefs).contains(&line), "{line}:\n{prefs}");
    }
    // Analysis was left as it was: not written.
    assert!(
        !settings_of(&prefs)
            .iter()
            .any(|l| l.starts_with("analysis")),
        "{prefs}"
    );
    // Made at the first start, the file is the template with the choices set in it.
    assert!(prefs.contains("# ascii = false"), "{prefs}");
    let text = t.read(record);
    assert!(
        text.contains("[Black \"morris level 7\"]") && text.contains("Twelve Men's Morris"),
        "{text}"
    );
}

/// The command line wins where it is given: `--variant` says what to play, and it is played
/// at once.
#[test]
fn the_command_line_s_game_starts_at_once() {
    let Some(t) = crate::tmux::start("newgame-flags", "--variant six") else {
        return;
    };
    t.wait_for("the game", || {
        t.screen().contains("place a stone (6 in hand)")
    });
    assert!(!t.screen().contains("┌ New game"), "{}", t.screen());
    t.keys(&["C-c"]);
    t.wait_for("morris to exit", || t.path("after.txt").exists());
}

/// Help names the screen's keys, in ASCII too.
#[test]
fn help_gives_the_screen_s_keys() {
    let ascii = Settings {
        ascii: true,
        ..Settings::default()
    };
    let mut a = common::app_of(Game::new(Rules::default()));
    let mut b = App::new(Game::new(Rules::default()), ascii);
    // Down the help until the new-game screen's line shows whole (the other screens' follow).
    for app in [&mut a, &mut b] {
        app.update(Action::Help);
        for _ in 0..200 {
            if screen(app, 200, 50).contains("(New game in the menu)") {
                break;
            }
            app.update(Action::Down);
        }
        for _ in 0..4 {
            app.update(Action::Down);
        }
    }
    let s = screen(&a, 200, 50);
    assert!(
        s.contains("On the new-game screen (New game in the menu): ↑↓ row · ←→ change"),
        "{s}"
    );
    let s = screen(&b, 200, 50);
    assert!(s.is_ascii(), "{s}");
    assert!(
        s.contains("(New game in the menu): up/down row | left/right")
            && s.contains("change | Enter select | Esc cancel"),
        "{s}"
    );
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(32))]

    /// Whatever is pressed, typed or clicked on the screen: nothing panics, drawing at any size
    /// included, and every game started is one whose choices, written to a preferences file
    /// and read back, give its very rules and players.
    #[test]
    fn any_choice_started_reads_back_from_the_preferences(
        steps in proptest::collection::vec((0usize..14, proptest::prelude::any::<char>()), 0..120),
    ) {
        use morris::settings::prefs::{Prefs, edit};
        let mut a = first_start(Settings::default());
        // The file the choices go to, each start's changes made in it in turn.
        let mut file = String::from("# mine\nmouse = false\n");
        let actions = [
            Action::Up, Action::Down, Action::Left, Action::Right, Action::Select,
            Action::Right, Action::Down, Action::Home, Action::End, Action::Cancel,
        ];
        for (k, c) in steps {
            // In the position editor (Set up a position): Esc comes back to the screen.
            if a.editor().is_some() {
                a.update(Action::Cancel);
                proptest::prop_assert!(matches!(a.mode(), Mode::NewGame(_)), "{:?}", a.mode());
            }
            // The help (`?`) closes back onto the screen; asked whether to quit (`q`), the
            // game goes on.
            if matches!(a.mode(), Mode::Window(..)) {
                a.update(Action::Cancel);
                proptest::prop_assert!(matches!(a.mode(), Mode::NewGame(_)), "{:?}", a.mode());
            }
            if a.question() == Some(Question::Quit) {
                a.update(Action::No);
            }
            if !matches!(a.mode(), Mode::NewGame(_)) {
                // Back on the board: a stone placed, then the screen again.
                let pos = a.game().position();
                if a.seats().level(pos.side_to_move()).is_none()
                    && let Some(&d) = pos.legal().first()
                {
                    common::decide(&mut a, d);
                }
                open_from_menu(&mut a);
            }
            // The side a friend at another terminal is to play, if this starts their game.
            let friend = a.new_game_screen().and_then(|s| s.friend());
            let effects = match k {
                0..10 => a.update(actions[k]),
                10 => a.update(key(KeyCode::Char(c))),
                11 => a.update(key(KeyCode::Backspace)),
                _ => {
                    let (_, hits) = draw(&a, 80, 24);
                    let hit = hits.at((c as u32 % 80) as u16, (c as u32 / 80 % 24) as u16);
                    a.update(Msg::Mouse(MouseEventKind::Down(MouseButton::Left), hit))
                }
            };
            for (w, h) in [(60, 17), (80, 24), (200, 50)] {
                let _ = screen(&a, w, h);
            }
            // A game in progress (a move played through the menu's game) is asked about.
            let effects = if a.question() == Some(Question::NewGame) {
                a.update(Action::Yes)
            } else {
                effects
            };
            let Some(r) = effects.0.iter().find_map(|e| match e {
                Effect::Remember(r) => Some(r.clone()),
                _ => None,
            }) else {
                continue;
            };
            file = edit(&file, &r).0;
            let p = Prefs::parse(&file);
            proptest::prop_assert!(p.warnings.is_empty(), "{:?}", p.warnings);
            let back = morris::settings::resolve(&p, &Default::default(), false, None).unwrap();
            proptest::prop_assert_eq!(&back.rules, a.game().rules());
            proptest::prop_assert!(!back.mouse);
            let level = back.level.and_then(morris::engine::Level::new)
                .unwrap_or(morris::engine::Level::DEFAULT);
            let seats = morris::tui::seats::Seats::from_names(&back.settings.names, level);
            // A friend is not who plays their side next time: that side stays as it was in
            // the file, the friend's game is played with them.
            let hosted = effects.0.iter().any(|e| matches!(e, Effect::Link(_)));
            for c in Color::BOTH {
                if hosted && friend == Some(c) {
                    continue;
                }
                proptest::prop_assert_eq!(seats.seat(c), a.seats().seat(c), "{:?}", c);
            }
            proptest::prop_assert_eq!(back.analysis, a.analysis().on);
        }
    }
}

/// By mouse at a real terminal: a click on a row gives it the focus, a second one changes it,
/// a click on Start starts.
#[test]
fn clicks_at_a_real_terminal_choose_and_start() {
    let Some(t) = crate::tmux::start("newgame-mouse", "") else {
        return;
    };
    t.wait_for("the tutorial offered", || {
        t.screen().contains("New to Nine Men's Morris?")
    });
    t.keys(&["Escape"]);
    t.wait_for("the new-game screen", || t.screen().contains("┌ New game"));
    // A click on `label`, on the first row that also shows `with`.
    let click = |label: &str, with: &str| {
        let s = t.screen();
        let (y, row) = s
            .lines()
            .enumerate()
            .find(|(_, r)| r.contains(label) && r.contains(with))
            .unwrap_or_else(|| panic!("{label}:\n{s}"));
        let x = row[..row.find(label).unwrap()].chars().count();
        t.raw(&format!(
            "\x1b[<0;{};{}M\x1b[<0;{};{}m",
            x + 1,
            y + 1,
            x + 1,
            y + 1
        ));
    };
    click("analysis", "off");
    t.wait_for("the focus on analysis", || {
        t.screen().contains("> analysis           ◀ off ▶")
    });
    click("analysis", "off");
    t.wait_for("analysis on", || t.screen().contains("◀ on ▶"));
    click("Start", "Cancel");
    t.wait_for("the game, with analysis", || {
        let s = t.screen();
        !s.contains("┌ New game") && s.contains("place a stone")
    });
    t.keys(&["C-c"]);
    t.wait_for("morris to exit", || t.path("after.txt").exists());
    let prefs = t.read(".config/morris/config.toml");
    assert!(settings_of(&prefs).contains(&"analysis = true"), "{prefs}");
}

/// "Set up a position" on the screen opens the editor on an empty board of the rules chosen
/// there; Esc comes back to the screen as it was left, and the game started from the editor
/// is played under those rules, from that position, by the players chosen.
#[test]
fn set_up_a_position_of_the_rules_chosen_and_start_from_it() {
    use morris::tui::app::editor::Edit;
    let mut a = first_start(Settings::default());
    a.update(Action::Right); // Twelve Men's Morris
    to(&mut a, Row::Player(Color::Black));
    a.update(Action::Right); // the computer
    a.update(Action::End);
    a.update(Action::Right);
    assert_eq!(focus(&a), Row::SetUp);
    assert!(row_of(&a, "Start").contains("Set up a position"));
    a.update(Action::Select);
    let e = a.editor().expect("the editor");
    assert_eq!(e.rules(), &Variant::Twelve.rules());
    assert_eq!(e.diagram().hand, [12, 12]);
    let shown = screen(&a, 80, 24);
    assert!(shown.contains("Twelve Men's Morris"), "{shown}");
    // Esc: back to the screen, its choices kept.
    a.update(Action::Cancel);
    let s = a.new_game_screen().expect("back on the new-game screen");
    assert_eq!(s.preset(), Variant::Twelve);
    assert!(s.side(Color::Black).computer);
    assert_eq!(focus(&a), Row::SetUp);
    // Again, a White stone on d6 and Black to move; start.
    a.update(Action::Select);
    let d6: morris::rules::Point = "d6".parse().unwrap();
    a.update(Action::Click(d6));
    a.update(Action::Edit(Edit::Side));
    let e = a.update(Action::Edit(Edit::Start));
    assert_eq!(a.mode(), &Mode::Play, "{}", screen(&a, 80, 24));
    assert_eq!(a.game().rules(), &Variant::Twelve.rules());
    let pos = a.game().position();
    assert_eq!(pos.stone_at(d6), Some(Color::White));
    assert_eq!(pos.side_to_move(), Color::Black);
    assert!(a.computer_level(Color::Black).is_some());
    assert_eq!(kept(&remembered(&e), Key::Variant), text("twelve"));
}

/// Only what the player changed on the screen is remembered (attack #6, #10): a second copy
/// that changes only the preset does not take back the first copy's name, and browsing the
/// preset away and back keeps the options the screen opened with.
#[test]
fn only_what_the_player_changed_is_remembered() {
    let rules = Rules {
        pieces: 10,
        fly_at: None,
        ..Rules::default()
    };
    let mut opening = Start::new(Game::new(rules), Settings::default());
    opening.choose = true;
    let mut a = common::started(opening);
    // Right then Left on the preset: back at Nine with its options of the start.
    a.update(Action::Right);
    a.update(Action::Left);
    assert_eq!(row_of(&a, "pieces"), "pieces 10");
    // No flying, said as the rule: "flying off".
    assert_eq!(row_of(&a, "flying"), "flying off");
    let e = start(&mut a);
    assert_eq!(a.game().rules(), &rules);
    assert_eq!(remembered(&e), []);
    // Only the preset changed: the names, the level, analysis are not written.
    let mut a = first_start(Settings::default());
    a.update(Action::Right);
    let r = remembered(&start(&mut a));
    let keys: Vec<Key> = r.iter().map(|(k, _)| *k).collect();
    assert!(keys.contains(&Key::Variant), "{r:?}");
    for k in [Key::White, Key::Black, Key::Level, Key::Analysis] {
        assert!(!keys.contains(&k), "{k}: {r:?}");
    }
}

/// A name typed replaces the one the row showed, as a selected field's would (player #2), and
/// the screen says so when a name is as long as it may be.
#[test]
fn a_typed_name_replaces_the_first_one_and_its_limit_is_said() {
    let mut a = first_start(Settings::default());
    to(&mut a, Row::Detail(Color::White));
    for c in "Anna".chars() {
        a.update(key(KeyCode::Char(c)));
    }
    assert_eq!(a.new_game_screen().unwrap().side(Color::White).name, "Anna");
    for c in "Maximiliana Alexandr".chars() {
        a.update(key(KeyCode::Char(c)));
    }
    assert_eq!(a.notice(), None);
    a.update(key(KeyCode::Char('x')));
    let name = &a.new_game_screen().unwrap().side(Color::White).name;
    assert_eq!(name, &"AnnaMaximiliana Alexandr");
    assert!(
        a.notice().is_some_and(|n| n.contains("at most 24")),
        "{:?}",
        a.notice()
    );
    // Backspace on Black's first name clears it; the side's own name is then the default.
    to(&mut a, Row::Detail(Color::Black));
    a.update(key(KeyCode::Backspace));
    assert_eq!(a.new_game_screen().unwrap().side(Color::Black).name, "");
    a.update(key(KeyCode::Char('B')));
    assert_eq!(a.new_game_screen().unwrap().side(Color::Black).name, "B");
}

/// `?` opens the help on the new-game screen and closing it comes back to the screen as it
/// was; `q` quits as on the board: at the first start at once (player #4, attack #5).
#[test]
fn help_and_quit_on_the_new_game_screen() {
    let mut a = first_start(Settings::default());
    a.update(Action::Right);
    let before = a.new_game_screen().cloned();
    a.update(key(KeyCode::Char('?')));
    assert!(matches!(a.mode(), Mode::Window(..)), "{:?}", a.mode());
    a.update(key(KeyCode::Esc));
    assert_eq!(a.new_game_screen().cloned(), before);
    let e = a.update(key(KeyCode::Char('q')));
    assert!(
        e.0.iter().any(|e| matches!(e, Effect::Quit)),
        "{:?} {:?}",
        e.0,
        a.mode()
    );
}

/// The new-game window shows only its own messages: not the game's last note, nor the
/// editor's "the game is as it was" on coming back from it (player #5).
#[test]
fn the_window_shows_no_message_from_elsewhere() {
    let mut a = first_start(Settings::default());
    a.update(Action::Cancel);
    play(&mut a, "d6");
    a.update(Action::NewGame);
    a.update(Action::Yes);
    assert!(a.notice().is_some(), "a note to leave behind");
    open_from_menu(&mut a);
    assert_eq!(a.notice(), None);
    to(&mut a, Row::SetUp);
    a.update(Action::Select);
    assert!(a.editor().is_some());
    a.update(Action::Cancel);
    assert!(matches!(a.mode(), Mode::NewGame(_)));
    assert_eq!(a.notice(), None);
}

/// The level stops at its ends, and Set up a position's summary has no stray full stop
/// (player #6, #9).
#[test]
fn the_level_stops_at_its_ends_and_the_summary_reads() {
    let mut a = first_start(Settings::default());
    to(&mut a, Row::Player(Color::Black));
    a.update(Action::Right);
    to(&mut a, Row::Detail(Color::Black));
    for _ in 0..12 {
        a.update(Action::Left);
    }
    assert_eq!(
        a.new_game_screen().unwrap().side(Color::Black).level.get(),
        1
    );
    for _ in 0..12 {
        a.update(Action::Right);
    }
    assert_eq!(
        a.new_game_screen().unwrap().side(Color::Black).level.get(),
        10
    );
    let about = a.new_game_screen().unwrap().about(Row::SetUp);
    assert!(!about.contains(".,"), "{about}");
}

/// The buttons are one row, as the footer's "↑↓ row" says: Down from any of them goes round
/// to the preset, Up to the row above them; Left and Right go between them.
#[test]
fn up_and_down_take_the_buttons_as_one_row() {
    let mut a = first_start(Settings::default());
    a.update(Action::End);
    a.update(Action::Right);
    assert_eq!(focus(&a), Row::SetUp);
    a.update(Action::Down);
    assert_eq!(focus(&a), Row::Preset);
    a.update(Action::Up);
    assert_eq!(focus(&a), Row::Start);
    a.update(Action::Left);
    assert_eq!(focus(&a), Row::Cancel);
    a.update(Action::Up);
    let above = focus(&a);
    assert!(!above.is_button(), "{above:?}");
    a.update(Action::Down);
    assert_eq!(focus(&a), Row::Start);
}

/// A preset's rules taken away: Morabaraba without its no-reform and its endgame draw, which
/// the game then plays and the preferences remember as `false` and `"off"`.
#[test]
fn a_preset_s_rule_is_taken_away() {
    let mut a = common::app_of(Game::new(Variant::Morabaraba.rules()));
    open_from_menu(&mut a);
    to(&mut a, Row::Rule(Key::NoReform));
    // No re-forming, said as the rule: "re-forming off"; Enter allows it.
    assert_eq!(row_of(&a, "re-forming"), "> re-forming ◀ off ▶");
    a.update(Action::Select);
    assert_eq!(row_of(&a, "re-forming"), "> re-forming ◀ on ▶");
    to(&mut a, Row::Rule(Key::EndgameDraw));
    assert_eq!(row_of(&a, "endgame-draw"), "> endgame-draw ◀ 10 ▶");
    a.update(Action::Left);
    assert_eq!(row_of(&a, "endgame-draw"), "> endgame-draw ◀ off ▶");
    let e = start(&mut a);
    let r = a.game().rules();
    assert_eq!(
        (r.variant, r.no_reform, r.endgame_draw),
        (Variant::Morabaraba, false, None)
    );
    let kept_ = remembered(&e);
    assert_eq!(kept(&kept_, Key::NoReform), Some(Value::Switch(false)));
    assert_eq!(kept(&kept_, Key::EndgameDraw), text("off"));
}

/// A number stops at its ends: Right on 12 pieces stays at 12, Left on 3 stays at 3.
#[test]
fn the_pieces_stop_at_their_ends() {
    let mut a = first_start(Settings::default());
    to(&mut a, Row::Rule(Key::Pieces));
    for _ in 0..12 {
        a.update(Action::Right);
    }
    assert_eq!(row_of(&a, "pieces"), "> pieces ◀ 12 ▶");
    for _ in 0..12 {
        a.update(Action::Left);
    }
    assert_eq!(row_of(&a, "pieces"), "> pieces ◀ 3 ▶");
}

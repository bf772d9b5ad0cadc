//! Each training screen with its own keys (issue 37): the Statistics screen, learning the
//! points and the tutorial read their keys from their own place in the table of keys. `?`
//! over each lists exactly its keys, drawn over the screen; their footers come from the table
//! and are whole at the smallest screen in German and Portuguese; the board's keys that mean
//! nothing there (undo, redo, replay, review, turning the board, copying the record…) do
//! nothing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use morris::lang::{self, Lang};
use morris::rules::{Game, Rules};
use morris::tui::app::{MenuItem, Mode, Start};
use morris::tui::layout::{MIN_HEIGHT, MIN_WIDTH};
use morris::tui::messages::{Msg, Stored};
use morris::tui::sim::Sim;
use morris::tui::{Action, Settings};

/// The three screens.
#[derive(Clone, Copy, Debug)]
enum Screen {
    Stats,
    Learn,
    Tutorial,
}

const SCREENS: [Screen; 3] = [Screen::Stats, Screen::Learn, Screen::Tutorial];

fn key(code: KeyCode) -> Msg {
    Msg::Key(KeyEvent::new(code, KeyModifiers::NONE))
}

/// A game at the table with one stone placed (so that undo would have something to take
/// back), then `screen` opened from the menu.
fn opened(screen: Screen) -> Sim {
    let mut sim = Sim::new(Start::new(Game::new(Rules::default()), Settings::default()));
    sim.press(Action::Select);
    assert_eq!(sim.app().game().history().len(), 1);
    open(&mut sim, screen);
    sim
}

fn open(sim: &mut Sim, screen: Screen) {
    let item = match screen {
        Screen::Stats => MenuItem::Stats,
        Screen::Learn => MenuItem::Learn,
        Screen::Tutorial => MenuItem::Tutorial,
    };
    sim.press(Action::Menu);
    let i = sim.app().menu().iter().position(|m| *m == item).unwrap();
    sim.press(Action::Choose(i));
    if let Screen::Stats = screen {
        // No data folder: the screen says so, and its keys work as ever.
        sim.send(Msg::Stored(Stored::Stats(None)));
    }
    let open = match sim.app().mode() {
        Mode::Stats(_) => matches!(screen, Screen::Stats),
        Mode::Learn(_) => matches!(screen, Screen::Learn),
        Mode::Tutorial(_) => matches!(screen, Screen::Tutorial),
        _ => false,
    };
    assert!(open, "{screen:?}: {:?}", sim.app().mode());
}

fn footer(sim: &Sim, w: u16, h: u16) -> String {
    sim.screen(w, h)
        .0
        .lines()
        .last()
        .unwrap()
        .trim_matches('"')
        .to_string()
}

/// The board's keys that mean nothing on `screen`: each is neither read nor said. (A file
/// letter names a point where the screen has a board; `u` is the tutorial's step back, Tab
/// the training's other way, Enter each board's own.)
fn not_its_keys(screen: Screen) -> Vec<KeyCode> {
    let mut keys: Vec<KeyCode> = "rpvoxwst".chars().map(KeyCode::Char).collect();
    match screen {
        Screen::Stats => {
            keys.extend("uinabcdefg".chars().map(KeyCode::Char));
            keys.extend([KeyCode::Tab, KeyCode::Enter, KeyCode::Char(' ')]);
        }
        Screen::Learn => keys.extend([KeyCode::Char('u'), KeyCode::Char('i')]),
        Screen::Tutorial => keys.push(KeyCode::Tab),
    }
    keys
}

#[test]
fn the_board_s_keys_do_nothing_on_the_training_screens() {
    for screen in SCREENS {
        // The game at the table as it looks with nothing pressed on the screen.
        let mut untouched = opened(screen);
        untouched.send(key(KeyCode::Esc));
        assert_eq!(untouched.app().mode(), &Mode::Play, "{screen:?}");
        let game = untouched.screen(80, 24).0;

        let mut sim = opened(screen);
        let before = sim.app().mode().clone();
        let shown = sim.screen(80, 24).0;
        for code in not_its_keys(screen) {
            sim.send(key(code));
            assert_eq!(
                sim.app().mode(),
                &before,
                "{screen:?}: {code:?} did something"
            );
        }
        assert_eq!(sim.screen(80, 24).0, shown, "{screen:?}");
        assert!(!sim.quits(), "{screen:?}");
        // Nothing was undone, turned, copied or replayed underneath.
        sim.send(key(KeyCode::Esc));
        assert_eq!(sim.app().mode(), &Mode::Play, "{screen:?}");
        assert_eq!(sim.app().game().history().len(), 1, "{screen:?}");
        assert_eq!(sim.screen(80, 24).0, game, "{screen:?}");
    }
}

#[test]
fn the_help_over_each_training_screen_lists_its_keys_alone() {
    // What each screen's help says, and what only the board's says.
    let theirs: [(Screen, &str, &[&str]); 3] = [
        (
            Screen::Stats,
            "On the Statistics screen",
            &[
                "Left or h",
                "the next player",
                "PgUp",
                "the top of the text",
                "the wheel scrolls",
            ],
        ),
        (
            Screen::Learn,
            "Learning the points",
            &[
                "a new round",
                "the other way round",
                "name the point marked",
                "click a point",
            ],
        ),
        (
            Screen::Tutorial,
            "In the tutorial",
            &[
                "show me: the step's answer",
                "the next step",
                "u or Backspace      the step before",
                "click a point",
            ],
        ),
    ];
    for (screen, heading, lines) in theirs {
        let mut sim = opened(screen);
        let under = sim.app().mode().clone();
        sim.send(key(KeyCode::Char('?')));
        let help = sim.screen(80, 60).0;
        assert!(help.contains(heading), "{screen:?}:\n{help}");
        for line in lines.iter().chain(&["these keys", "Ctrl-C", "Esc"]) {
            assert!(help.contains(line), "{screen:?}: {line} missing:\n{help}");
        }
        for not_here in [
            "undo",
            if let Screen::Learn = screen {
                "review"
            } else {
                "Tab "
            },
            "In review",
            "In the menu",
            "On the Puzzles screen",
            "replay",
        ] {
            assert!(!help.contains(not_here), "{screen:?}: {not_here}:\n{help}");
        }
        // No other screen's keys either.
        for (other, other_heading, _) in theirs {
            if other_heading != heading {
                assert!(!help.contains(other_heading), "{other:?} in {screen:?}");
            }
        }
        let name = match screen {
            Screen::Stats => "stats_help_80x24",
            Screen::Learn => "learn_help_80x24",
            Screen::Tutorial => "tutorial_help_80x24",
        };
        insta::assert_snapshot!(name, sim.screen(80, 24).0);
        // Esc closes the help, back to the screen as it was.
        sim.send(key(KeyCode::Esc));
        assert_eq!(sim.app().mode(), &under, "{screen:?}");
    }
}

/// The keys' words of each screen in `lang` at the smallest screen, whole (the tutorial's
/// `u`, the step before, gives way there; the help has it).
fn whole_footers(lang: Lang, words: [&[&str]; 3]) {
    lang::set_here(Some(lang));
    let mut footers = Vec::new();
    for (screen, words) in SCREENS.into_iter().zip(words) {
        let sim = opened(screen);
        let f = footer(&sim, MIN_WIDTH, MIN_HEIGHT);
        assert!(f.chars().count() <= usize::from(MIN_WIDTH), "{f}");
        footers.push((screen, f, words));
    }
    lang::set_here(None);
    for (screen, f, words) in footers {
        assert!(!f.contains('…'), "{lang:?} {screen:?}: {f}");
        for w in words {
            assert!(f.contains(w), "{lang:?} {screen:?}: {w} missing in {f:?}");
        }
    }
}

#[test]
fn the_footers_at_the_smallest_screen_are_whole_in_german_and_portuguese() {
    whole_footers(
        Lang::De,
        [
            &["←→ Person", "↑↓ blättern", "? Tasten", "Esc zurück"],
            &[
                "Enter wählen",
                "n neu",
                "Tab andersherum",
                "? Tasten",
                "Esc zurück",
            ],
            &[
                "Enter ziehen",
                "i zeigen",
                "n nächste",
                "? Tasten",
                "Esc verlassen",
            ],
        ],
    );
    whole_footers(
        Lang::Pt,
        [
            &["←→ jogador", "↑↓ deslocar", "? teclas", "Esc voltar"],
            &[
                "Enter escolher",
                "n nova",
                "Tab inverter",
                "? teclas",
                "Esc voltar",
            ],
            &[
                "Enter jogar",
                "i mostrar",
                "n seguinte",
                "? teclas",
                "Esc sair",
            ],
        ],
    );
}

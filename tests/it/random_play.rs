//! Random actions and random raw keys, through the keymap, for every preset, drawn at random
//! terminal sizes: after every step the game's invariants hold and nothing panics.
//! `cargo test` runs 20,000 steps; `cargo test --release -- --ignored` runs a million.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use common::Rng;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use morris::rules::{Color, Game, Variant};
use morris::tui::{Action, App, Msg, Settings};
use ratatui::{Terminal, backend::TestBackend};

const ACTIONS: [Action; 26] = [
    Action::Up,
    Action::Down,
    Action::Left,
    Action::Right,
    Action::Select,
    Action::Select,
    Action::Select,
    Action::Cancel,
    Action::Undo,
    Action::Redo,
    Action::Menu,
    Action::Help,
    Action::Quit,
    Action::Decline,
    Action::NewGame,
    Action::Log,
    Action::Replay,
    Action::Faster,
    Action::Slower,
    Action::Home,
    Action::End,
    Action::Yes,
    Action::No,
    Action::Select,
    Action::Analysis,
    Action::Hint,
];

fn random_key(rng: &mut Rng) -> KeyEvent {
    let code = match rng.below(6) {
        0 => KeyCode::Char((b' ' + rng.below(95) as u8) as char),
        1 => KeyCode::Char((b'a' + rng.below(7) as u8) as char),
        2 => KeyCode::Char((b'1' + rng.below(7) as u8) as char),
        3 => [
            KeyCode::Enter,
            KeyCode::Esc,
            KeyCode::Tab,
            KeyCode::Backspace,
            KeyCode::Home,
            KeyCode::End,
            KeyCode::F(1),
            KeyCode::Delete,
        ][rng.below(8)],
        4 => [KeyCode::Up, KeyCode::Down, KeyCode::Left, KeyCode::Right][rng.below(4)],
        _ => KeyCode::Char(['u', 'r', 'y', 'n', 'x', 'm', 'p', '?'][rng.below(8)]),
    };
    let mods = if rng.below(10) == 0 {
        KeyModifiers::CONTROL
    } else {
        KeyModifiers::NONE
    };
    KeyEvent::new(code, mods)
}

fn check(app: &App, variant: Variant) {
    let game: &Game = app.game();
    let pos = game.position();
    let pieces = game.rules().pieces;
    for c in Color::BOTH {
        assert_eq!(
            pos.on_board(c) + pos.in_hand(c) + pos.lost(c),
            pieces,
            "{variant}"
        );
    }
    assert!(
        pos.geometry().contains(app.cursor()),
        "cursor off the board"
    );
    if let Some(s) = app.selected() {
        assert!(
            pos.stones(pos.side_to_move()).contains(s),
            "selected a stone not ours"
        );
    }
    // The log is the game's decisions, turn by turn.
    let logged: Vec<String> = game
        .turns()
        .iter()
        .flat_map(|t| t.decisions.iter().map(|d| d.to_string()))
        .collect();
    let played: Vec<String> = game.decisions().iter().map(|d| d.to_string()).collect();
    assert_eq!(logged, played);
    // Undo and redo stay inside the stored history, and the position at the cursor is the
    // stored one (unless the players ended the game).
    assert!(game.ply() <= game.history().len());
    if game.ending().is_none() {
        assert_eq!(Some(pos), game.position_at(game.ply()));
    }
    let shown = app.view_ply();
    assert!(shown <= game.history().len());
}

fn run(steps: usize, seed: u64) {
    let mut rng = Rng(seed);
    let per_game = steps / Variant::ALL.len();
    for (i, variant) in Variant::ALL.into_iter().enumerate() {
        let mut rules = variant.rules();
        rules.optional_removal = i % 2 == 0;
        rules.repetition = i % 3 == 0;
        // Three Men's Morris with its whole game solved: analysis, its marks and exact hints
        // go through every state too.
        let new_app = || {
            let mut app = App::new(Game::new(rules), Settings::default());
            if variant == Variant::Three {
                let mut tb = morris::solve::Tablebase::new(rules);
                if tb.solve_whole(&mut |_, _| {}).is_ok() {
                    app.set_tables(tb);
                }
            }
            app
        };
        let mut app = new_app();
        let mut size = (80, 24);
        let mut terminal = Terminal::new(TestBackend::new(size.0, size.1)).unwrap();
        for step in 0..per_game {
            let msg = match rng.below(20) {
                0 => Msg::Tick,
                1..10 => Msg::Action(ACTIONS[rng.below(ACTIONS.len())]),
                _ => {
                    let key = random_key(&mut rng);
                    // Ctrl-C ends the run of a game at once: it is left out.
                    let ctrl_c = key.code == KeyCode::Char('c')
                        && key.modifiers.contains(KeyModifiers::CONTROL);
                    if ctrl_c {
                        continue;
                    }
                    Msg::Key(key)
                }
            };
            // Quitting ends the run of a game; start the next one.
            if app.update(msg).quits() {
                app = new_app();
            }
            check(&app, variant);
            if step % 7 == 0 {
                if rng.below(5) == 0 {
                    size = (rng.below(220) as u16, rng.below(70) as u16);
                    terminal = Terminal::new(TestBackend::new(size.0, size.1)).unwrap();
                    app.update(Msg::Resized(size.0, size.1));
                }
                terminal.draw(|f| f.render_widget(&app, f.area())).unwrap();
            }
        }
    }
}

#[test]
fn twenty_thousand_random_steps_keep_every_invariant() {
    run(20_000, 0x2545_F491_4F6C_DD1D);
}

#[test]
#[ignore = "a million steps: run with cargo test --release -- --ignored"]
fn a_million_random_steps_keep_every_invariant() {
    run(1_000_000, 0x9E37_79B9_7F4A_7C15);
}

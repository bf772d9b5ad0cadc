//! Sharing a game (issue 39): `w` and the menu copy the game's record, and the menu the
//! position's FEN, to the terminal's clipboard with OSC 52; the panel says what was copied
//! and where the record is; where the terminal cannot take it, where the record is on disk.
//! In the sim (the exact bytes the loop writes) and in tmux (the real binary: tmux takes the
//! sequence into its buffer).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use base64::Engine as _;
use morris::rules::{Game, Record, Rules, Variant, parse_fen, play_tokens};
use morris::tui::app::{MenuItem, Start};
use morris::tui::messages::Effect;
use morris::tui::share::{NotCopied, What, osc52};
use morris::tui::sim::Sim;
use morris::tui::{Action, Msg, Settings};

use crate::tmux;

fn sim(game: Game) -> Sim {
    let settings = Settings {
        names: ["Ann".into(), "Bob".into()],
        ..Settings::default()
    };
    let mut s = Sim::new(Start::new(game, settings));
    s.send(Msg::Resized(120, 40));
    s
}

/// The sequences the loop was asked to write to the terminal, since the last look.
fn written(s: &mut Sim) -> Vec<Vec<u8>> {
    let out = s
        .store
        .iter()
        .filter_map(|e| match e {
            Effect::Clipboard(b) => Some(b.clone()),
            _ => None,
        })
        .collect();
    s.store.clear();
    out
}

/// The text an OSC 52 sequence carries.
fn carried(seq: &[u8]) -> String {
    let s = std::str::from_utf8(seq).unwrap();
    let b64 = s
        .strip_prefix("\x1b]52;c;")
        .and_then(|r| r.strip_suffix('\x07'))
        .unwrap_or_else(|| panic!("not OSC 52: {s:?}"));
    String::from_utf8(
        base64::engine::general_purpose::STANDARD
            .decode(b64)
            .unwrap(),
    )
    .unwrap()
}

fn choose(s: &mut Sim, item: MenuItem) {
    s.press(Action::Menu);
    let i = s.app().menu().iter().position(|m| *m == item).unwrap();
    s.press(Action::Choose(i));
}

#[test]
fn w_copies_the_record_and_the_menu_the_position() {
    let game = play_tokens(Rules::default(), "d6 f4 d2 b4").unwrap();
    let mut s = sim(game.clone());
    s.send(Msg::Key(crossterm::event::KeyEvent::from(
        crossterm::event::KeyCode::Char('w'),
    )));
    let seqs = written(&mut s);
    assert_eq!(seqs.len(), 1, "one sequence for the terminal");
    let text = carried(&seqs[0]);
    // The exact bytes: the record, in base64, in the terminal's clipboard sequence.
    assert_eq!(seqs[0], osc52(&text));
    let back = Record::parse(&text, Rules::default()).unwrap();
    assert_eq!(back.game, game);
    assert!(
        text.contains("[White \"Ann\"]") && text.contains("[Black \"Bob\"]"),
        "{text}"
    );
    assert!(text.contains("1. d6 f4 2. d2 b4"), "{text}");
    let said = s.app().message().unwrap_or_default();
    // Plain words: no escape code's name.
    assert!(
        said.starts_with("Record copied to the clipboard (if your terminal allows it); "),
        "{said}"
    );
    assert!(!said.contains("OSC"), "{said}");
    // The menu's other entry: the position, as FEN.
    choose(&mut s, MenuItem::CopyFen);
    let seqs = written(&mut s);
    assert_eq!(carried(&seqs[0]), game.fen());
    assert!(s.app().message().unwrap_or_default().contains(&game.fen()));
    // Undone back to the start, the position is the start's.
    s.press_all(&[Action::Undo; 4]);
    choose(&mut s, MenuItem::CopyFen);
    let start = Game::new(Rules::default()).fen();
    let seqs = written(&mut s);
    assert_eq!(seqs.len(), 1);
    assert_eq!(carried(&seqs[0]), start);
    assert!(parse_fen(&start, Rules::default()).is_ok());
    s.press_all(&[Action::Redo; 4]);
    // And the record from the menu.
    choose(&mut s, MenuItem::CopyRecord);
    assert_eq!(
        Record::parse(&carried(&written(&mut s)[0]), Rules::default())
            .unwrap()
            .game,
        game
    );
}

/// A terminal that cannot take it: nothing is written to it, and the panel says why and where
/// the record is (here, nowhere on disk); a FEN is shown on the panel instead.
#[test]
fn where_the_terminal_cannot_take_it_the_panel_says_so() {
    let game = play_tokens(Rules::default(), "d6 f4").unwrap();
    let mut s = sim(game.clone());
    s.clipboard = Err(NotCopied::Dumb);
    s.press(Action::Copy(What::Record));
    assert!(written(&mut s).is_empty());
    let said = s.app().message().unwrap_or_default();
    assert!(
        said.contains("cannot take the record (TERM is dumb)")
            && said.contains("not saved on disk"),
        "{said}"
    );
    choose(&mut s, MenuItem::CopyFen);
    assert!(written(&mut s).is_empty());
    let said = s.app().message().unwrap_or_default();
    assert!(said.contains(&game.fen()), "{said}");
    // A record longer than terminals take (about 100 kB) is not sent.
    let rules = Rules {
        pieces: 3,
        fly_at: None,
        repetition: false,
        endgame_draw: None,
        move_limit: None,
        ..Variant::Nine.rules()
    };
    let mut long = play_tokens(rules, "a1 a7 g1 g7 d5 d3").unwrap();
    let there = ["d5-d6", "d3-d2", "d6-d5", "d2-d3"];
    for i in 0..16_000 {
        long.play(there[i % 4].parse().unwrap()).unwrap();
    }
    let mut s = sim(long);
    s.press(Action::Copy(What::Record));
    assert!(written(&mut s).is_empty(), "too large for the terminal");
    let said = s.app().message().unwrap_or_default();
    assert!(said.contains("kB, more than terminals take"), "{said}");
}

/// The real binary in tmux, which takes the sequence into its buffer (`set-clipboard on`): the
/// buffer holds the record as the file has it, and the panel says where the file is.
#[test]
fn tmux_takes_the_record_as_its_file_has_it() {
    let Some(t) = tmux::start("share", "game.pgn") else {
        return;
    };
    t.cmd(&["set", "-g", "set-clipboard", "on"]);
    t.wait_screen("place a stone");
    t.play(&["d6", "f4"]);
    let record = t.path("game.pgn");
    t.wait_for("f4 on disk", || {
        std::fs::read_to_string(&record).is_ok_and(|r| r.contains("1. d6 f4"))
    });
    t.keys(&["w"]);
    t.wait_for("the panel to say so", || {
        tmux::joined(&t.screen()).contains("Record copied to the clipboard")
    });
    let joined = tmux::joined(&t.screen());
    assert!(joined.contains("game.pgn"), "{joined}");
    let buffer = t.cmd(&["show-buffer"]);
    assert_eq!(buffer, std::fs::read_to_string(&record).unwrap());
    t.keys(&["C-c"]);
    t.wait_for("morris to exit", || t.path("after.txt").exists());
}

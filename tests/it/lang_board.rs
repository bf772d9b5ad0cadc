//! The game's own screen in German and Portuguese (issue 23, the board's part): the panel,
//! the task line, the notes, the banner and the log as a player reads them, at 80×24 and at
//! the smallest size the game accepts (60×17), each line within the screen; and whole games
//! typed at the real binary under `LANG=de_DE.UTF-8` and `LANG=pt_PT.UTF-8`, with an
//! untranslated locale falling back to English.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common::{app, p};
use crate::common::{goto, play, screen};
use crate::tmux;
use morris::lang::{Lang, set_here};
use morris::rules::{Rules, Variant};
use morris::tui::{Action, App};

/// The screen of `make()`'s app in `lang` at `w`×`h`, checked to fill the screen and no more:
/// as many rows as the terminal has, none wider than it.
fn shown(lang: Lang, make: &dyn Fn() -> App, w: u16, h: u16) -> String {
    set_here(Some(lang));
    let a = make();
    let s = screen(&a, w, h);
    set_here(None);
    // A row as the test terminal quotes it: `"…"`.
    let rows: Vec<&str> = s
        .lines()
        .map(|r| {
            r.strip_prefix('"')
                .and_then(|r| r.strip_suffix('"'))
                .unwrap_or(r)
        })
        .collect();
    assert_eq!(rows.len(), h as usize, "{lang:?} {w}x{h}:\n{s}");
    for r in &rows {
        assert!(
            r.chars().count() <= w as usize,
            "{lang:?} {w}x{h}: {r:?}\n{s}"
        );
    }
    s
}

/// The scene in German and Portuguese at 80×24 and 60×17, as snapshots `NAME_de_80x24`…;
/// gives the four screens (de 80, de 60, pt 80, pt 60).
fn scenes(name: &str, make: &dyn Fn() -> App) -> [String; 4] {
    let mut out = Vec::new();
    for (lang, code) in [(Lang::De, "de"), (Lang::Pt, "pt")] {
        for (w, h) in [(80, 24), (60, 17)] {
            let s = shown(lang, make, w, h);
            insta::assert_snapshot!(format!("{name}_{code}_{w}x{h}"), s);
            out.push(s);
        }
    }
    out.try_into().unwrap()
}

/// The panel's text, its wrapped lines joined: what the player reads there.
fn panel(s: &str) -> String {
    let rows: Vec<&str> = s.lines().map(|r| r.trim_matches('"')).collect();
    tmux::joined(&rows.join("\n"))
}

#[test]
fn the_start_says_the_task_and_the_stones_in_the_language() {
    let [de80, de60, pt80, pt60] = scenes("board_start", &|| app(Rules::default()));
    for s in [&de80, &de60] {
        assert!(
            panel(s).contains("Weiß: setze einen Stein (9 in der Hand)"),
            "{s}"
        );
        assert!(s.contains("Schwarz"), "{s}");
        assert!(s.contains(" Züge "), "{s}");
    }
    assert!(de80.contains("Hand 9  Brett 0  geschlagen 0"), "{de80}");
    for s in [&pt80, &pt60] {
        assert!(
            panel(s).contains("Brancas: coloque uma peça (9 na mão)"),
            "{s}"
        );
        assert!(s.contains("Pretas"), "{s}");
        assert!(s.contains(" Lances "), "{s}");
    }
    assert!(pt80.contains("mão 9  em jogo 0  removeu 0"), "{pt80}");
    // Nothing of the English task is left.
    for s in [&de80, &pt80] {
        assert!(!s.contains("place a stone") && !s.contains("White"), "{s}");
    }
}

#[test]
fn a_mill_is_announced_and_the_removal_asked_in_the_language() {
    let make = || {
        let mut a = app(Rules::default());
        play(&mut a, "a1 b6 a4 d6 g1 f6 xg1 c3 e3 a7");
        a
    };
    let [de80, de60, pt80, pt60] = scenes("board_removal", &make);
    for s in [&de80, &de60] {
        let t = panel(s);
        assert!(t.contains("Weiß: entferne einen schwarzen Stein"), "{s}");
        assert!(
            t.contains("Mühle! Weiß entfernt einen schwarzen Stein"),
            "{s}"
        );
    }
    for s in [&pt80, &pt60] {
        let t = panel(s);
        assert!(t.contains("Brancas: remova uma peça preta"), "{s}");
        assert!(
            t.contains("Moinho! As Brancas removem uma peça preta"),
            "{s}"
        );
    }
}

#[test]
fn flying_is_asked_in_the_language() {
    let make = || {
        let r = Rules {
            pieces: 3,
            ..Rules::default()
        };
        let mut a = app(r);
        play(&mut a, "a1 g7 c3 e5 d6 f2");
        goto(&mut a, p("c3"));
        a.update(Action::Select);
        a
    };
    let [de80, de60, pt80, pt60] = scenes("board_flying", &make);
    for s in [&de80, &de60] {
        assert!(
            panel(s).contains("Weiß: springe mit dem Stein von c3 auf einen freien Punkt"),
            "{s}"
        );
    }
    for s in [&pt80, &pt60] {
        assert!(
            panel(s).contains("Brancas: faça voar a peça de c3 para qualquer ponto livre"),
            "{s}"
        );
    }
}

#[test]
fn the_result_banner_and_the_log_say_who_won_and_why_in_the_language() {
    let make = || {
        let r = Rules {
            pieces: 4,
            ..Rules::default()
        };
        let mut a = app(r);
        play(&mut a, "a1 d1 g1 a4 a7 g4 g7 d7");
        a
    };
    let [de80, de60, pt80, pt60] = scenes("board_game_over", &make);
    for s in [&de80, &de60] {
        assert!(s.contains("Schwarz gewinnt — Weiß ist blockiert"), "{s}");
    }
    for s in [&pt80, &pt60] {
        assert!(
            s.contains("As Pretas vencem — as Brancas não têm jogadas"),
            "{s}"
        );
    }
    // The result's tag in the log stays the notation's.
    assert!(de80.contains("0-1"), "{de80}");
}

#[test]
fn review_of_the_log_speaks_in_moves_in_the_language() {
    let make = || {
        let mut a = app(Rules::default());
        play(&mut a, "a1 b6 a4 d6 g1 f6 xg1 c3 e3 a7 xe3");
        a.update(Action::Log);
        a.update(Action::Up);
        a.update(Action::Up);
        a
    };
    let [de80, de60, pt80, pt60] = scenes("board_review", &make);
    for s in [&de80, &de60] {
        assert!(s.contains("Rückschau · Zug 4, Schwarz"), "{s}");
        assert!(panel(s).contains("nach Zug 4, Schwarz"), "{s}");
        assert!(s.contains("Züge (Rückschau)"), "{s}");
    }
    for s in [&pt80, &pt60] {
        assert!(s.contains("revisão · lance 4, Pretas"), "{s}");
        assert!(panel(s).contains("após o lance 4, Pretas"), "{s}");
        assert!(s.contains("Lances (a rever)"), "{s}");
    }
}

#[test]
fn a_name_typed_is_shown_as_typed_and_the_default_names_in_the_language() {
    set_here(Some(Lang::De));
    let mut a = app(Variant::Three.rules());
    play(&mut a, "a1 b1 a2 b2 a3");
    let de = screen(&a, 80, 24);
    set_here(Some(Lang::Pt));
    let pt = screen(&a, 80, 24);
    set_here(None);
    let en = screen(&a, 80, 24);
    assert!(
        de.contains("Weiß gewinnt — Weiß hat eine Mühle geschlossen"),
        "{de}"
    );
    assert!(
        pt.contains("As Brancas vencem — as Brancas fecharam um moinho"),
        "{pt}"
    );
    assert!(en.contains("White wins — White closed a mill"), "{en}");
    // The record keeps the English names, whatever the language on the screen.
    assert_eq!(
        a.seats().names(),
        ["White".to_string(), "Black".to_string()]
    );
}

#[test]
fn a_refused_point_says_why_in_the_language() {
    let make = || {
        let mut a = app(Rules::default());
        play(&mut a, "d6");
        goto(&mut a, p("d6"));
        a.update(Action::Select);
        a
    };
    set_here(Some(Lang::De));
    let de = panel(&screen(&make(), 80, 24));
    set_here(Some(Lang::Pt));
    let pt = panel(&screen(&make(), 80, 24));
    set_here(None);
    let en = panel(&screen(&make(), 80, 24));
    assert!(
        de.contains("d6 ist hier nicht erlaubt: d6 ist besetzt"),
        "{de}"
    );
    assert!(pt.contains("d6 não é válido aqui: d6 está ocupado"), "{pt}");
    assert!(en.contains("d6 is not legal here: d6 is occupied"), "{en}");
}

/// Three Men's Morris, typed point by point at the real binary in `lang`'s locale until White
/// closes a mill and wins: the task line during it and the result at its end, as read.
fn a_whole_game(name: &str, env: &str, task: &str, result: &str) {
    let Some(t) = tmux::start_env(name, env, "--variant three game.pgn", |_| {}) else {
        return;
    };
    t.wait_for("the task line", || tmux::joined(&t.screen()).contains(task));
    t.play(&["a1", "b1", "a2", "b2", "a3"]);
    t.wait_for("the result", || t.screen().contains(result));
    let s = t.screen();
    assert!(s.contains(result), "{s}");
    // The record is the notation's and the English tags', in every language.
    let record = t.path("game.pgn");
    t.wait_for("the record's result", || {
        std::fs::read_to_string(&record).is_ok_and(|r| r.contains("1-0"))
    });
    let r = std::fs::read_to_string(&record).unwrap();
    assert!(
        r.contains("[White \"White\"]") || !r.contains("[White \""),
        "{r}"
    );
    assert!(!r.contains("Weiß") && !r.contains("Brancas"), "{r}");
    t.keys(&["q"]);
    t.wait_exit();
}

#[test]
fn a_game_in_german_is_played_to_its_end() {
    a_whole_game(
        "de-game",
        "LANG=de_DE.UTF-8",
        "Weiß: setze einen Stein (3 in der Hand)",
        "Weiß gewinnt — Weiß hat eine Mühle geschlossen",
    );
}

#[test]
fn a_game_in_portuguese_is_played_to_its_end() {
    a_whole_game(
        "pt-game",
        "LANG=pt_PT.UTF-8",
        "Brancas: coloque uma peça (3 na mão)",
        "As Brancas vencem — as Brancas fecharam um moinho",
    );
}

#[test]
fn a_language_the_game_does_not_speak_is_english() {
    a_whole_game(
        "fr-game",
        "LANG=fr_FR.UTF-8",
        "White: place a stone (3 in hand)",
        "White wins — White closed a mill",
    );
}

#[test]
fn the_longest_refusal_is_read_whole_at_the_smallest_size() {
    // Lasker: a stone picked up while stones are in hand, sent where it cannot go.
    let make = || {
        let mut a = app(Variant::Lasker.rules());
        play(&mut a, "d6 f4");
        goto(&mut a, p("d6"));
        a.update(Action::Select);
        goto(&mut a, p("a1"));
        a.update(Action::Select);
        a
    };
    let [de80, de60, pt80, pt60] = scenes("board_refusal", &make);
    for s in [&de80, &de60] {
        let t = panel(s);
        assert!(
            t.contains("Der gewählte Stein auf d6 kann nicht nach a1"),
            "{s}"
        );
        assert!(t.contains("oder Esc zum Setzen"), "{s}");
    }
    for s in [&pt80, &pt60] {
        let t = panel(s);
        assert!(t.contains("A peça em d6 está selecionada"), "{s}");
        assert!(t.contains("ou Esc para colocar"), "{s}");
    }
}

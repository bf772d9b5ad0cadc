//! The new-game screen, the saved games and the position editor in German and Portuguese, as
//! a player reads them: snapshots at 80×24 and at the smallest size (60×17), each checked for
//! words a player sees and for texts cut at the edge of their window or panel.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use morris::lang::{self, Lang};
use morris::tui::app::editor::Edit;
use morris::tui::app::newgame::Row;
use morris::tui::layout::{MIN_HEIGHT, MIN_WIDTH};
use morris::tui::{Action, App, Settings};

use crate::common::screen;
use crate::editor::{edit, hands, scene};
use crate::newgame::first_start;
use crate::saved_games::{folder, open_list, sim};

/// This thread speaks `lang` until the guard goes (a failing test included).
struct Speaking;

fn speak(lang: Lang) -> Speaking {
    lang::set_here(Some(lang));
    Speaking
}

impl Drop for Speaking {
    fn drop(&mut self) {
        lang::set_here(None);
    }
}

/// The sizes every screen is looked at: 80×24 and the smallest the game accepts.
const SIZES: [(u16, u16); 2] = [(80, 24), (MIN_WIDTH, MIN_HEIGHT)];

/// The rows of a screen, without the quotes the snapshots give them.
fn rows(s: &str) -> Vec<&str> {
    s.lines().map(|l| l.trim_matches('"')).collect()
}

/// The row holding `what`, or a failure showing the screen.
fn row_with<'a>(s: &'a str, what: &str) -> &'a str {
    rows(s)
        .into_iter()
        .find(|r| r.contains(what))
        .unwrap_or_else(|| panic!("no row with {what:?}:\n{s}"))
}

/// The part of each row inside the new-game window (between its side borders).
fn window_rows(s: &str) -> Vec<String> {
    rows(s)
        .into_iter()
        .filter_map(|r| {
            let cells: Vec<&str> = r.split('│').collect();
            (cells.len() >= 3).then(|| cells[1].to_string())
        })
        .collect()
}

fn code(lang: Lang) -> &'static str {
    lang.code()
}

#[test]
fn the_new_game_screen_in_german_and_portuguese() {
    // (language, White, a person, the buttons, what the first row is about)
    let cases = [
        (
            Lang::De,
            ["Weiß", "Schwarz", "ein Mensch", "Spielart", "Analyse"],
            ["Start", "Stellung aufbauen", "Abbrechen"],
        ),
        (
            Lang::Pt,
            ["Brancas", "Pretas", "uma pessoa", "variante", "análise"],
            ["Começar", "Montar uma posição", "Cancelar"],
        ),
    ];
    for (lang, words, buttons) in cases {
        let _here = speak(lang);
        let mut a = first_start(Settings::default());
        for (w, h) in SIZES {
            let top = screen(&a, w, h);
            for word in words {
                assert!(top.contains(word), "{word:?} at {w}x{h}:\n{top}");
            }
            // The name rows show the side's own name in the language.
            let name = row_with(&top, words[2]);
            assert!(
                !top.contains("White") && !top.contains("Black"),
                "{name}\n{top}"
            );
            // Nothing cut in the window: fit marks a cut with an ellipsis.
            for r in window_rows(&top) {
                assert!(!r.contains('…'), "cut at {w}x{h}: {r:?}\n{top}");
            }
            insta::assert_snapshot!(format!("newgame_{}_{w}x{h}", code(lang)), top);
        }
        a.update(Action::End);
        assert_eq!(a.new_game_screen().unwrap().focus(), Row::Start);
        for (w, h) in SIZES {
            let s = screen(&a, w, h);
            let row = row_with(&s, buttons[1]);
            for b in buttons {
                assert!(row.contains(b), "{b:?} at {w}x{h}: {row}");
            }
            // The focused button is marked, whole, inside the window's borders.
            let marked = format!("▶ {} ◀", buttons[0]);
            assert!(row.contains(&marked), "{row}");
            assert!(row.matches('│').count() == 2, "{row}");
            insta::assert_snapshot!(format!("newgame_buttons_{}_{w}x{h}", code(lang)), s);
        }
    }
}

#[test]
fn every_label_of_the_new_game_screen_fits_its_column_in_every_language_and_preset() {
    for lang in Lang::ALL {
        let _here = speak(lang);
        let mut a = first_start(Settings::default());
        let mut seen = Vec::new();
        loop {
            let sc = a.new_game_screen().unwrap();
            let preset = sc.preset();
            if seen.contains(&preset) {
                break;
            }
            seen.push(preset);
            for row in sc.rows().into_iter().filter(|r| !r.is_button()) {
                let label = sc.label(row);
                assert!(
                    label.chars().count() <= 18,
                    "{}: {label:?} is wider than the labels' column",
                    code(lang)
                );
            }
            a.update(Action::Home);
            a.update(Action::Right);
        }
        assert!(seen.len() > 3, "{seen:?}");
    }
}

#[test]
fn the_saved_games_in_german_and_portuguese() {
    // (language, title, in progress, damaged, the detail of the marked record, the headings'
    // row, the variants of the rows: Nine and Twelve told apart in one word)
    let cases = [
        (
            Lang::De,
            "Gespeicherte Partien",
            "läuft",
            "broken.pgn: beschädigt:",
            "Ann (Weiß) gegen Bob (Schwarz)",
            ["Spieler", "Variante", "Datum", "Züge", "Ergebnis"],
            ["Mühle", "Zwölfer"],
        ),
        (
            Lang::Pt,
            "Partidas guardadas",
            "em curso",
            "broken.pgn: danificado:",
            "Ann (Brancas) contra Bob (Pretas)",
            ["Jogadores", "Variante", "Data", "Lances", "Resultado"],
            ["Moinho 9", "Moinho 12"],
        ),
    ];
    for (lang, title, on, damaged, detail, heads, variants) in cases {
        let _here = speak(lang);
        let (home, _) = folder();
        let mut s = sim(home.path(), Settings::default());
        open_list(&mut s);
        for (w, h) in SIZES {
            s.send(morris::tui::Msg::Resized(w, h));
            let text = s.screen(w, h).0;
            assert!(text.contains(title), "{text}");
            assert!(row_with(&text, "Ann").contains(on), "{text}");
            assert!(row_with(&text, "Di").contains(on), "{text}");
            row_with(&text, damaged);
            let head = row_with(&text, heads[0]);
            assert!(heads.iter().all(|h| head.contains(h)), "{text}");
            assert!(row_with(&text, "Ann").contains(variants[0]), "{text}");
            assert!(row_with(&text, "Cy").contains(variants[1]), "{text}");
            if w >= 80 {
                assert!(text.contains(detail), "{text}");
            }
            insta::assert_snapshot!(format!("saved_{}_{w}x{h}", code(lang)), text);
        }
    }
}

#[test]
fn the_position_editor_in_german_and_portuguese() {
    // (language, the panel's lines that must be whole at every size, a problem's first words)
    let cases = [
        (
            Lang::De,
            [
                "Stellung aufbauen",
                "Weiß: 3 auf dem Brett",
                "Schwarz: 3 auf dem Brett",
                "0 in der Hand [-] [+]",
                "Weiß ist am Zug  t",
                "Weiß entfernt 1 Stein  r",
                "Noch kein Start möglich:",
            ],
            "• Weiß soll einen Stein",
        ),
        (
            Lang::Pt,
            [
                "Montar uma posição",
                "Brancas: 3 no tabuleiro",
                "Pretas: 3 no tabuleiro",
                "0 na mão [-] [+]",
                "Jogam as Brancas  t",
                "As Brancas removem 1 peça  r",
                "Ainda não pode começar:",
            ],
            "• as Brancas devem remover",
        ),
    ];
    for (lang, panel, problem) in cases {
        let _here = speak(lang);
        let mut a: App = scene(Settings::default());
        hands(&mut a, 0);
        edit(&mut a, Edit::Removal);
        for (w, h) in SIZES {
            let s = screen(&a, w, h);
            for line in panel {
                row_with(&s, line);
            }
            row_with(&s, problem);
            insta::assert_snapshot!(format!("editor_problem_{}_{w}x{h}", code(lang)), s);
        }
        let mut a: App = scene(Settings::default());
        edit(&mut a, Edit::Fen);
        let fen = a.editor().unwrap().fen().unwrap();
        for (w, h) in SIZES {
            let s = screen(&a, w, h);
            // The FEN and the command line never change with the language.
            row_with(&s, &fen);
            assert!(s.contains("morris --variant nine"), "{s}");
            insta::assert_snapshot!(format!("editor_fen_{}_{w}x{h}", code(lang)), s);
        }
        // Starting over a game in progress is asked first, in the language, both answers whole.
        let mut a = morris::tui::App::new(
            morris::rules::Game::new(morris::rules::Rules::default()),
            Settings::default(),
        );
        crate::common::play(&mut a, "a1 b2");
        crate::common::pick(&mut a, morris::tui::app::MenuItem::SetUp);
        edit(&mut a, Edit::Start);
        let (yes, no) = match lang {
            Lang::De => ("Starten (y)", "Zurück (n)"),
            _ => ("Começar (y)", "Voltar (n)"),
        };
        for (w, h) in SIZES {
            let s = screen(&a, w, h);
            let row = row_with(&s, yes);
            assert!(row.contains(no), "{row}\n{s}");
            insta::assert_snapshot!(format!("editor_confirm_{}_{w}x{h}", code(lang)), s);
        }
    }
}

#[test]
fn the_saved_games_name_the_data_folder_whole_at_the_smallest_width() {
    // The data folder as most players have it, as the list's second row names it.
    for lang in Lang::ALL {
        let _here = speak(lang);
        let line = format!(
            " {}",
            morris::t!("scr-sv-in", place = "~/.local/share/morris")
        );
        assert!(
            line.chars().count() <= usize::from(MIN_WIDTH),
            "{}: {line:?} is cut at {MIN_WIDTH} columns",
            code(lang)
        );
    }
}

#[test]
fn counts_on_the_screens_take_each_language_s_plural() {
    let cases = [
        (Lang::En, "scr-sv-hints", ["1 hint", "2 hints"]),
        (Lang::De, "scr-sv-hints", ["1 Tipp", "2 Tipps"]),
        (Lang::Pt, "scr-sv-hints", ["1 sug.", "2 sug."]),
        (
            Lang::De,
            "scr-ed-more-problems",
            ["+1 weiteres Problem", "+2 weitere Probleme"],
        ),
        (
            Lang::Pt,
            "scr-ed-more-problems",
            ["+1 outro problema", "+2 outros problemas"],
        ),
    ];
    for (lang, id, [one, two]) in cases {
        let _here = speak(lang);
        assert_eq!(morris::t!(id, n = 1), one);
        assert_eq!(morris::t!(id, n = 2), two);
    }
    let _here = speak(Lang::De);
    let one = morris::t!("scr-ng-not-kept", keys = "white", n = 1);
    assert!(
        one.contains("white konnte nicht") && one.contains("die Zeile ist"),
        "{one}"
    );
    let two = morris::t!("scr-ng-not-kept", keys = "white, black", n = 2);
    assert!(
        two.contains("black konnten nicht") && two.contains("die Zeilen sind"),
        "{two}"
    );
    let _here = speak(Lang::Pt);
    let owes = morris::t!("scr-ed-owes", side = "Brancas", n = 2);
    assert_eq!(owes, "As Brancas removem 2 peças");
}

/// Issue 36, 17: the new-game screen said `no-flying off` (`sem voar não`), a double negative;
/// German ran a label of the column's whole width into its value (`Entfernen optional aus`);
/// the names started filled with `White`, as if typed. Now: `flying on`, a space or more
/// between every label and its value, and an empty name that says what the side goes by.
#[test]
fn the_new_game_screen_says_each_rule_plainly_in_every_language() {
    for (lang, flying, untouched) in [
        (Lang::En, "flying on", "name (as White)"),
        (Lang::De, "Springen an", "Name (als Weiß)"),
        (Lang::Pt, "voar sim", "nome (as Brancas)"),
    ] {
        let _l = speak(lang);
        let a = first_start(Settings::default());
        let s = screen(&a, 80, 24);
        let inside: Vec<String> = rows(&s)
            .iter()
            .filter_map(|r| r.split('│').nth(1))
            .map(|r| r.split_whitespace().collect::<Vec<_>>().join(" "))
            .collect();
        assert!(inside.iter().any(|r| r == flying), "{lang:?}:\n{s}");
        assert!(inside.iter().any(|r| r == untouched), "{lang:?}:\n{s}");
        assert!(
            !s.contains("no-flying") && !s.contains("sem voar") && !s.contains("Ohne Springen")
        );
        // Every label is apart from its value by two spaces or more (the rows' text starts at
        // the column of the values).
        for r in rows(&s).iter().filter_map(|r| r.split('│').nth(1)) {
            if let Some(at) = r.find("Entfernen optional") {
                assert!(r[at..].starts_with("Entfernen optional  "), "{r}");
            }
        }
    }
}

/// A player's report: the Statistics screen in Portuguese said "1 derrotas", "1 vitórias",
/// "1 resolvidos, 1 falhados". One is singular; none and many are plural.
#[test]
fn the_statistics_counts_take_the_singular_for_one_in_portuguese() {
    let _here = speak(Lang::Pt);
    assert_eq!(
        morris::t!("stats-games", won = 0, drawn = 0, lost = 1),
        "Partidas: 0 vitórias, 0 empates, 1 derrota"
    );
    assert_eq!(
        morris::t!("stats-games", won = 1, drawn = 1, lost = 2),
        "Partidas: 1 vitória, 1 empate, 2 derrotas"
    );
    assert!(
        morris::t!("stats-apart", won = 1, drawn = 0, lost = 3)
            .ends_with(": 1 vitória, 0 empates, 3 derrotas")
    );
    assert_eq!(
        morris::t!("stats-puzzle-set", set = "mills", solved = 1, failed = 1),
        "mills: 1 resolvido, 1 falhado"
    );
    assert_eq!(
        morris::t!("puz-tally", solved = 1, failed = 0),
        "Desta vez: 1 resolvido, 0 falhados"
    );
    // English and German say the same for one and many, as participles.
    let _here = speak(Lang::En);
    assert_eq!(
        morris::t!("stats-games", won = 1, drawn = 0, lost = 1),
        "Games: 1 won, 0 drawn, 1 lost"
    );
    let _here = speak(Lang::De);
    assert_eq!(
        morris::t!("stats-puzzle-set", set = "x", solved = 1, failed = 1),
        "x: 1 gelöst, 1 nicht gelöst"
    );
}

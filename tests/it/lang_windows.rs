//! The windows over the board in German and Portuguese: the menu, the help (its top and its
//! end), the question whether to leave a game in progress, and the file to save an unsaved
//! game in, at 80×24 and at the smallest size the game draws (60×17); every text whole (no
//! menu entry, help word or answer cut). And `--help` stays English whatever the language.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common::{self, screen};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use morris::lang::{self, Lang};
use morris::rules::{Game, Rules};
use morris::tui::{Action, App, Msg, Settings, keys};

const SIZES: [(u16, u16); 2] = [(80, 24), (60, 17)];

/// Runs `f` with this thread in `lang`, and back in the program's language after.
fn in_lang<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
    lang::set_here(Some(lang));
    let out = f();
    lang::set_here(None);
    out
}

fn app() -> App {
    App::new(Game::new(Rules::default()), Settings::default())
}

/// Runs `f` in German and in Portuguese, at each size, with a new game of that size.
fn each(f: impl Fn(Lang, u16, u16, App)) {
    for lang in [Lang::De, Lang::Pt] {
        in_lang(lang, || {
            for (w, h) in SIZES {
                let mut a = app();
                common::resize(&mut a, w, h);
                f(lang, w, h, a);
            }
        });
    }
}

fn code(lang: Lang) -> &'static str {
    lang.code()
}

/// The rows of the screen, unquoted.
fn rows(s: &str) -> Vec<String> {
    s.lines().map(|l| l.trim_matches('"').to_string()).collect()
}

/// Every row of the screen is exactly `w` wide: nothing runs past its edge.
fn fits(s: &str, w: u16) {
    for r in rows(s) {
        assert_eq!(r.chars().count(), w as usize, "{r:?}\n{s}");
    }
}

/// The text inside a window's frame on each row (between its `│` borders).
fn inside(s: &str) -> Vec<String> {
    rows(s)
        .iter()
        .filter_map(|r| {
            let parts: Vec<&str> = r.split('│').collect();
            (parts.len() >= 3).then(|| parts[parts.len() - 2].trim().to_string())
        })
        .collect()
}

#[test]
fn the_menu_in_german_and_portuguese_has_every_entry_whole() {
    each(|lang, w, h, mut a| {
        a.update(Action::Menu);
        let s = screen(&a, w, h);
        insta::assert_snapshot!(format!("menu_{}_{w}x{h}", code(lang)), s);
        fits(&s, w);
        let (title, first, rules) = match lang {
            Lang::De => ("Menü", "> Zurück zur Partie", "Regeln dieser Partie"),
            _ => ("Menu", "> Voltar à partida", "Regras desta partida"),
        };
        assert!(s.contains(&format!("┌ {title} ")), "{s}");
        assert!(s.contains(first), "{s}");
        // At the smallest size the last entries are scrolled below (said, and counted next).
        assert!(s.contains(rules) || h < 24, "{s}");
        // Every entry is there, or scrolled below where the screen is too short for all of
        // them with the footer (the window says how many), and none is cut (the entries' own
        // "…" aside).
        let entries: Vec<String> = inside(&s).into_iter().filter(|r| !r.is_empty()).collect();
        let below: usize = ["↓ mehr: ", "↓ mais: "]
            .iter()
            .find_map(|m| s.split(m).nth(1))
            .and_then(|r| r.split(' ').next())
            .map_or(0, |n| n.parse().unwrap());
        assert_eq!(entries.len() + below, a.menu().len(), "{s}");
        assert!(s.lines().last().is_some_and(|l| l.contains("Esc")), "{s}");
        let whole = [
            "Neue Partie…",
            "Stellung aufbauen…",
            "Gespeicherte Partien…",
            "Nova partida…",
            "Montar uma posição…",
            "Partidas guardadas…",
            "Aufgaben…",
            "Problemas…",
            "Statistik…",
            "Estatísticas…",
            "Punkte lernen…",
            "Aprender os pontos…",
            "Einführung…",
            "Tutorial…",
            "Gegen jemanden an einem anderen Terminal…",
            "Einer Partie beitreten…",
            "Jogar com alguém noutro terminal…",
            "Entrar na partida de alguém…",
        ];
        for e in &entries {
            let e = e.trim_start_matches("> ");
            assert!(
                !e.ends_with('…') || whole.contains(&e),
                "{e:?} is cut:\n{s}"
            );
        }
    });
}

#[test]
fn the_help_in_german_and_portuguese_top_and_end_keeps_its_columns() {
    each(|lang, w, h, mut a| {
        a.update(Action::Help);
        let top = screen(&a, w, h);
        insta::assert_snapshot!(format!("help_{}_{w}x{h}", code(lang)), top);
        fits(&top, w);
        a.update(Action::End);
        let end = screen(&a, w, h);
        insta::assert_snapshot!(format!("help_end_{}_{w}x{h}", code(lang)), end);
        fits(&end, w);
        let (title, closes, more, first) = match lang {
            Lang::De => ("Hilfe", "Esc schließt", "mehr:", "Enter oder Leertaste"),
            _ => ("Ajuda", "Esc fechar", "mais:", "Enter ou Espaço"),
        };
        assert!(top.contains(&format!("┌ {title} ")), "{top}");
        assert!(top.contains(more) && top.contains(closes), "{top}");
        assert!(end.contains(closes) && !end.contains(more), "{end}");
        // The first key's name in its column, its words after it.
        let row = inside(&top)
            .into_iter()
            .find(|r| r.starts_with(first))
            .unwrap_or_else(|| panic!("{top}"));
        assert!(row.len() > first.len() + 2, "{row:?}");
    });
}

/// The help's text, at the narrowest window, holds every key's line whole: its words all
/// there, in order, none cut at the window's edge with an ellipsis; and the descriptions of the board's keys
/// start in one column.
#[test]
fn the_help_at_60_columns_cuts_no_word_in_any_language() {
    for lang in Lang::ALL {
        in_lang(lang, || {
            let width = morris::tui::layout::window_width(60).saturating_sub(4);
            let lines: Vec<String> =
                morris::tui::help::help_lines(&Settings::default(), &Rules::default(), width)
                    .iter()
                    .map(|l| l.to_string())
                    .collect();
            let words: Vec<&str> = lines.iter().flat_map(|l| l.split_whitespace()).collect();
            let text = words.join(" ");
            for (heading, rows) in keys::help() {
                if !keys::on_the_board(heading) {
                    continue;
                }
                for (_, what) in rows {
                    let what = what.split_whitespace().collect::<Vec<_>>().join(" ");
                    assert!(text.contains(&what), "{}: {what:?} cut", lang.code());
                }
            }
            // Each of the board's keys' descriptions starts in the same column.
            let column = |(keys, what): (&str, &str)| {
                let row = lines.iter().find(|l| l.starts_with(keys)).unwrap();
                let at = row.find(what.split(' ').next().unwrap()).unwrap();
                row[..at].chars().count()
            };
            let board = &keys::help()[0].1;
            let first = column(board[0]);
            assert!(first >= 20, "{}: {lines:#?}", lang.code());
            for &row in board {
                assert_eq!(column(row), first, "{}: {row:?} {lines:#?}", lang.code());
            }
        });
    }
}

#[test]
fn leaving_a_game_in_progress_is_asked_in_german_and_portuguese() {
    each(|lang, w, h, mut a| {
        common::play(&mut a, "d6");
        common::saved(&mut a, Some("~/.local/share/morris/current.pgn"), None);
        a.update(Action::Quit);
        let s = screen(&a, w, h);
        insta::assert_snapshot!(format!("quit_{}_{w}x{h}", code(lang)), s);
        fits(&s, w);
        let (title, text, yes, no) = match lang {
            Lang::De => (
                "Beenden",
                "morris beenden?",
                "Beenden (y)",
                "▶ Bleiben (n) ◀",
            ),
            _ => ("Sair", "Sair do morris?", "Sair (y)", "▶ Ficar (n) ◀"),
        };
        assert!(s.contains(&format!("┌ {title} ")), "{s}");
        assert!(s.contains(text) && s.contains(yes) && s.contains(no), "{s}");
    });
}

#[test]
fn the_file_to_save_an_unsaved_game_in_is_asked_in_german_and_portuguese() {
    let key = |c| Msg::Key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
    each(|lang, w, h, mut a| {
        common::play(&mut a, "d6");
        common::not_saved(&mut a, "disk full");
        a.update(Action::Quit);
        let q = screen(&a, w, h);
        insta::assert_snapshot!(format!("quit_unsaved_{}_{w}x{h}", code(lang)), q);
        fits(&q, w);
        a.update(key('s'));
        for c in "/tmp/partie.pgn".chars() {
            a.update(key(c));
        }
        let s = screen(&a, w, h);
        insta::assert_snapshot!(format!("save_as_{}_{w}x{h}", code(lang)), s);
        fits(&s, w);
        let (unsaved, title, prompt, back) = match lang {
            Lang::De => (
                "NICHT gespeichert",
                "Partie speichern",
                "Eine Datei für die Partie",
                "Esc zurück",
            ),
            _ => (
                "NÃO está guardada",
                "Guardar a partida",
                "Um ficheiro onde guardar",
                "Esc voltar",
            ),
        };
        assert!(q.contains(unsaved), "{q}");
        assert!(s.contains(&format!("┌ {title} ")), "{s}");
        assert!(s.contains(prompt) && s.contains(back), "{s}");
        assert!(s.contains("> /tmp/partie.pgn_"), "{s}");
    });
}

/// The footer's words are the language's, the keys' names the same in every language.
#[test]
fn the_footer_speaks_the_language_and_keeps_the_keys() {
    let a = app();
    let footer = |lang| in_lang(lang, || rows(&screen(&a, 80, 24)).pop().unwrap());
    let en = footer(Lang::En);
    assert!(
        en.starts_with(" Enter place") && en.contains("Tab review"),
        "{en}"
    );
    let de = footer(Lang::De);
    assert!(
        de.starts_with(" Enter setzen") && de.contains("Tab Rückschau"),
        "{de}"
    );
    let pt = footer(Lang::Pt);
    assert!(
        pt.starts_with(" Enter colocar") && pt.contains("Tab rever"),
        "{pt}"
    );
    for f in [&de, &pt] {
        assert!(
            f.contains(" u ") && f.contains(" i ") && f.contains(" ? "),
            "{f}"
        );
    }
}

/// `--help` and every subcommand's `--help` are English in every language: the same bytes as
/// in English, whatever `LANG` or `--lang` says.
#[test]
fn help_on_the_command_line_stays_english_in_every_language() {
    let home = tempfile::tempdir().unwrap();
    let run = |env: Option<&str>, args: &[&str]| {
        let mut cmd = common::binary(home.path());
        if let Some(l) = env {
            cmd.env("LANG", l);
        }
        let out = cmd.args(args).output().unwrap();
        assert!(out.status.success(), "{args:?}");
        String::from_utf8(out.stdout).unwrap()
    };
    let top = run(None, &["--help"]);
    let commands: Vec<String> = top
        .split("Commands:\n")
        .nth(1)
        .unwrap()
        .lines()
        .take_while(|l| l.starts_with("  "))
        .filter(|l| !l.starts_with("   "))
        .filter_map(|l| l.split_whitespace().next().map(String::from))
        .filter(|c| c != "help")
        .collect();
    assert!(commands.contains(&"rules".to_string()) && commands.len() > 5);
    let mut asked = vec![vec!["--help".to_string()], vec!["-h".to_string()]];
    asked.push(vec!["help".into()]);
    asked.extend(commands.iter().map(|c| vec![c.clone(), "--help".into()]));
    asked.extend(commands.iter().map(|c| vec!["help".into(), c.clone()]));
    for args in asked {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let english = run(None, &args);
        for l in ["de_DE.UTF-8", "pt_PT.UTF-8"] {
            assert_eq!(run(Some(l), &args), english, "LANG={l} morris {args:?}");
        }
        let with: Vec<&str> = [&["--lang", "de"][..], &args].concat();
        assert_eq!(run(None, &with), english, "morris {with:?}");
    }
}

/// The longest question, the saved game offered with other rules than those asked for, fits
/// at both sizes with both answers, and counts its decisions in the language's plural.
#[test]
fn the_saved_game_is_offered_in_german_and_portuguese_with_its_count() {
    use morris::rules::{Variant, play_tokens};
    use morris::tui::app::{ResumeOffer, Start};
    for (tokens, n) in [("d6", 1), ("d6 d2", 2)] {
        let saved = play_tokens(Variant::Twelve.rules(), tokens).unwrap();
        each(|lang, w, h, _| {
            let start = Start {
                resume: Some(ResumeOffer::of(saved.clone())),
                ..Start::new(Game::new(Rules::default()), Settings::default())
            };
            let mut a = common::started(start);
            common::resize(&mut a, w, h);
            let s = screen(&a, w, h);
            if n == 2 {
                insta::assert_snapshot!(format!("resume_{}_{w}x{h}", code(lang)), s);
            }
            fits(&s, w);
            let text = inside(&s).join(" ");
            let (count, yes, no, later) = match (lang, n) {
                (Lang::De, 1) => (
                    "1 Entscheidung,",
                    "Fortsetzen (y)",
                    "Neue Partie (n)",
                    "q beendet.",
                ),
                (Lang::De, _) => (
                    "2 Entscheidungen,",
                    "Fortsetzen (y)",
                    "Neue Partie (n)",
                    "q beendet.",
                ),
                (_, 1) => ("1 decisão,", "Retomar (y)", "Nova partida (n)", "q sai."),
                _ => ("2 decisões,", "Retomar (y)", "Nova partida (n)", "q sai."),
            };
            for want in [count, yes, no, later] {
                assert!(text.contains(want), "{want:?}:\n{s}");
            }
        });
    }
}

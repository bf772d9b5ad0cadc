//! The rules and the files in English, German and Portuguese: `morris rules` for every preset
//! in each language, how the language is chosen (`--lang`, `language =`, the locale; anything
//! else is English without a word), `--help` in English whatever the language, a record the
//! same in every language, and the Rules window in German and Portuguese at 80×24 and 60×17.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::Path;

use crate::common;

use common::{keys_for, pick, screen};
use morris::lang::{FluentArgs, Lang, format_in, set_here};
use morris::rules::{Game, Rules, Variant};
use morris::store::session::{Request, Session};
use morris::store::tags::Players;
use morris::tui::app::{MenuItem, Start};
use morris::tui::messages::Effect;
use morris::tui::sim::Sim;
use morris::tui::{App, Msg, Settings};

/// `morris ARGS` in a home folder of its own, with these environment variables over English.
fn morris(home: &Path, env: &[(&str, &str)], args: &[&str]) -> (i32, String, String) {
    let mut cmd = common::binary(home);
    cmd.env("XDG_CACHE_HOME", home.join("cache"));
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.args(args).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// What `morris ARGS` prints, having succeeded with nothing on stderr.
fn ok(home: &Path, env: &[(&str, &str)], args: &[&str]) -> String {
    let (code, out, err) = morris(home, env, args);
    assert_eq!(code, 0, "{args:?}: {err}");
    assert!(err.is_empty(), "{args:?} said on stderr: {err}");
    out
}

/// `morris rules` for every preset, one after the other, in a language.
fn every_preset(lang: &str) -> String {
    let home = tempfile::tempdir().unwrap();
    let mut all = String::new();
    for v in Variant::ALL {
        all.push_str(&ok(
            home.path(),
            &[],
            &["--lang", lang, "rules", "--variant", v.name()],
        ));
        all.push('\n');
    }
    all
}

#[test]
fn morris_rules_speaks_each_language_for_every_preset() {
    let en = every_preset("en");
    let de = every_preset("de");
    let pt = every_preset("pt");
    insta::assert_snapshot!("rules_en", en);
    insta::assert_snapshot!("rules_de", de);
    insta::assert_snapshot!("rules_pt", pt);
    // The presets keep their names and gain the local ones; counts take the plural.
    assert!(en.starts_with("Nine Men's Morris (nine)\n"), "{en}");
    assert!(
        de.starts_with("Mühle (Neunermühle, Nine Men's Morris) (--variant nine)\n"),
        "{de}"
    );
    assert!(
        de.contains("Jeder Spieler hat 9 Steine. Weiß beginnt."),
        "{de}"
    );
    assert!(de.contains("Dreiermühle (Three Men's Morris) (--variant three)"));
    assert!(
        pt.starts_with("Moinho (Moinho de nove, Nine Men's Morris) (--variant nine)\n"),
        "{pt}"
    );
    assert!(
        pt.contains("Cada jogador tem 9 peças. As Brancas começam."),
        "{pt}"
    );
    for (lang, text) in [("de", &de), ("pt", &pt)] {
        assert_eq!(text.lines().count(), en.lines().count(), "{lang}");
    }
}

#[test]
fn the_options_words_are_translated_and_x_minus_stays() {
    let home = tempfile::tempdir().unwrap();
    let args = [
        "rules",
        "--optional-removal",
        "--blocked",
        "pass",
        "--endgame-draw",
        "1",
    ];
    let de = ok(home.path(), &[("LANG", "de_DE.UTF-8")], &args);
    assert!(
        de.contains("Das Entfernen ist freiwillig: x- verzichtet darauf."),
        "{de}"
    );
    assert!(de.contains("nach 1 Halbzug ohne Entfernen"), "{de}");
    let pt = ok(home.path(), &[("LANG", "pt_PT.UTF-8")], &args);
    assert!(pt.contains("A remoção é opcional: x- recusa-a."), "{pt}");
    assert!(pt.contains("1 jogada sem remoção dá empate"), "{pt}");
}

#[test]
fn a_language_the_game_does_not_speak_is_english_without_a_word() {
    let home = tempfile::tempdir().unwrap();
    let en = ok(home.path(), &[], &["rules"]);
    assert!(en.starts_with("Nine Men's Morris (nine)\n"), "{en}");
    assert_eq!(ok(home.path(), &[("LANG", "fr_FR.UTF-8")], &["rules"]), en);
    assert_eq!(ok(home.path(), &[], &["--lang", "xx", "rules"]), en);
    assert_eq!(
        ok(home.path(), &[("LC_ALL", "ja_JP.UTF-8")], &["rules"]),
        en
    );
}

#[test]
fn the_preferences_language_is_over_the_locale_and_lang_over_both() {
    let home = tempfile::tempdir().unwrap();
    let config = home.path().join(".config/morris/config.toml");
    std::fs::create_dir_all(config.parent().unwrap()).unwrap();
    std::fs::write(&config, "language = \"de\"\n").unwrap();
    let pt_locale = [("LANG", "pt_PT.UTF-8")];
    let de = ok(home.path(), &pt_locale, &["rules"]);
    assert!(de.starts_with("Mühle (Neunermühle"), "{de}");
    let pt = ok(home.path(), &pt_locale, &["--lang", "pt", "rules"]);
    assert!(pt.starts_with("Moinho (Moinho de nove"), "{pt}");
    // `morris config` names the language in force and where it comes from.
    let row = |out: &str| {
        out.lines()
            .find(|l| l.starts_with("language "))
            .unwrap_or_else(|| panic!("no language row: {out}"))
            .split_whitespace()
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    let shown = ok(home.path(), &pt_locale, &["config"]);
    let r = row(&shown);
    assert_eq!(r[1], "de", "{shown}");
    assert_eq!(r[2..].join(" "), "file line 1", "{shown}");
    let shown = ok(home.path(), &pt_locale, &["--lang", "pt", "config"]);
    let r = row(&shown);
    assert_eq!(r[1], "pt", "{shown}");
    assert_eq!(r[2..].join(" "), "flag", "{shown}");
}

#[test]
fn help_stays_english_in_every_language() {
    let home = tempfile::tempdir().unwrap();
    for args in [&["--help"][..], &["rules", "--help"], &["config", "--help"]] {
        let en = ok(home.path(), &[], args);
        assert!(en.contains("standard board, 9 pieces") || args[0] != "--help");
        for env in [("LANG", "de_DE.UTF-8"), ("LANG", "pt_PT.UTF-8")] {
            assert_eq!(ok(home.path(), &[env], args), en, "{args:?} {env:?}");
        }
        for lang in ["de", "pt"] {
            let mut with = vec!["--lang", lang];
            with.extend_from_slice(args);
            assert_eq!(ok(home.path(), &[], &with), en, "{with:?}");
        }
    }
}

/// A short game of Three Men's Morris played to its end with the keys, in `lang`, and the
/// record the session writes of it, its date taken out.
fn record_played_in(lang: Lang) -> String {
    set_here(Some(lang));
    let mut s = Sim::new(Start::new(
        Game::new(Variant::Three.rules()),
        Settings::default(),
    ));
    s.send(Msg::Resized(80, 24));
    for token in "a1 b1 a2 b2 a3".split_whitespace() {
        s.press_all(&keys_for(token.parse().unwrap()));
    }
    assert!(s.app().game().outcome().is_some(), "the game is over");
    let saving = s
        .store
        .iter()
        .rev()
        .find_map(|e| match e {
            Effect::Save(sv) => Some(sv.clone()),
            _ => None,
        })
        .expect("a save");
    let home = tempfile::tempdir().unwrap();
    let paths = morris::store::Paths {
        data: Some(home.path().join("data")),
        home: Some(home.path().to_path_buf()),
        ..morris::store::Paths::default()
    };
    let file = home.path().join("game.pgn");
    let req = Request {
        file: Some(&file),
        replay: false,
        new: false,
        rules: Variant::Three.rules(),
        rules_given: false,
        names: [&saving.names[0], &saving.names[1]],
    };
    let mut session = Session::open(&paths, req).unwrap().session;
    let players = Players {
        names: [&saving.names[0], &saving.names[1]],
        help: saving.help,
        by_computer: &saving.by_computer,
        turned: saving.turned,
        analysis_on: saving.analysis_on,
        clock: None,
        opponent: None,
    };
    session.save(&saving.game, &players).unwrap();
    let said = morris::words::store::StoreWords::text(&session.kept());
    drop(session);
    set_here(None);
    let text = std::fs::read_to_string(&file).unwrap();
    let text: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with("[Date ") && !l.starts_with("[Time "))
        .collect();
    format!("{}\n--\n{said}", text.join("\n"))
}

#[test]
fn a_record_written_in_german_or_portuguese_is_the_english_one() {
    let en = record_played_in(Lang::En);
    let (en_record, en_said) = en.split_once("\n--\n").unwrap();
    assert!(
        en_record.contains("[Variant \"Three Men's Morris\"]"),
        "{en}"
    );
    assert!(en_record.contains("[White \"White\"]"), "{en}");
    assert!(en_record.contains("1-0"), "{en}");
    assert!(en_said.starts_with("saved to "), "{en_said}");
    for (lang, saved_to) in [(Lang::De, "gespeichert in "), (Lang::Pt, "guardado em ")] {
        let other = record_played_in(lang);
        let (record, said) = other.split_once("\n--\n").unwrap();
        assert_eq!(record, en_record, "{lang:?}");
        // What the panel says of it is the language's.
        assert!(said.starts_with(saved_to), "{lang:?}: {said}");
    }
}

#[test]
fn the_store_s_counts_take_the_language_s_plural() {
    let say = |lang: Lang, n: usize, dropped: &str| {
        let mut args = FluentArgs::new();
        args.set("n", n);
        args.set("dropped", dropped.to_string());
        format_in(lang, "store-counted-anew", Some(&args)).unwrap()
    };
    for (lang, n, dropped, said) in [
        (
            Lang::En,
            3,
            "",
            "counted anew from the records: 3 finished games",
        ),
        (
            Lang::En,
            1,
            "; x",
            "counted anew from the records: 1 finished game; x",
        ),
        (
            Lang::De,
            1,
            "",
            "neu aus den Aufzeichnungen gezählt: 1 beendete Partie",
        ),
        (
            Lang::Pt,
            2,
            "",
            "contado de novo a partir dos registos: 2 partidas terminadas",
        ),
    ] {
        assert_eq!(say(lang, n, dropped), said);
    }
}

/// The Rules window, opened from the menu, in `lang` at a size.
fn rules_window(lang: Lang, rules: Rules, w: u16, h: u16) -> String {
    set_here(Some(lang));
    let mut a = App::new(Game::new(rules), Settings::default());
    common::resize(&mut a, w, h);
    pick(&mut a, MenuItem::Rules);
    let s = screen(&a, w, h);
    set_here(None);
    s
}

/// Every row of a screen is exactly `w` wide: nothing cut short or spilling over.
fn rows_fit(s: &str, w: u16) {
    for row in s.lines() {
        let inner = row.strip_prefix('"').and_then(|r| r.strip_suffix('"'));
        let inner = inner.unwrap_or_else(|| panic!("not a row: {row}"));
        assert_eq!(inner.chars().count(), w as usize, "{row}");
    }
}

#[test]
fn the_rules_window_in_german_and_portuguese() {
    for (lang, code, name, words) in [
        (
            Lang::De,
            "de",
            "Mühle",
            ["Brett:", "Steine", "Weiß", "beginnt."],
        ),
        (
            Lang::Pt,
            "pt",
            "Moinho",
            ["Tabuleiro:", "peças.", "Brancas", "começam."],
        ),
    ] {
        for (w, h) in [(80, 24), (60, 17)] {
            let s = rules_window(lang, Rules::default(), w, h);
            rows_fit(&s, w);
            assert!(s.contains(name), "{code} {w}x{h}:\n{s}");
            for word in words {
                assert!(s.contains(word), "{code} {w}x{h}: {word}\n{s}");
            }
            insta::assert_snapshot!(format!("rules_window_{code}_{w}x{h}"), s);
        }
    }
    // English is as it was.
    let en = rules_window(Lang::En, Rules::default(), 80, 24);
    assert!(en.contains("Nine Men's Morris (nine)"), "{en}");
}

#[test]
fn why_a_file_cannot_be_read_is_said_in_the_language() {
    let why = |lang: Lang| {
        set_here(Some(lang));
        let e = morris::store::file::read_text(Path::new("/")).unwrap_err();
        let said = e.to_string();
        set_here(None);
        said
    };
    assert_eq!(why(Lang::En), "a folder, not a regular file");
    assert_eq!(why(Lang::De), "ein Ordner, keine gewöhnliche Datei");
    assert_eq!(why(Lang::Pt), "uma pasta, não um ficheiro normal");
}

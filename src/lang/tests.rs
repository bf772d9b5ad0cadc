use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;

use super::*;

/// Each message of a language: its file, and the values it takes (`$who`).
fn messages(lang: Lang) -> BTreeMap<String, (&'static str, BTreeSet<String>)> {
    let mut out = BTreeMap::new();
    for (file, text) in sources(lang) {
        let res = match fluent_syntax::parser::parse(*text) {
            Ok(r) => r,
            Err((_, errors)) => panic!("{}/{file}.ftl: {errors:?}", lang.code()),
        };
        for entry in res.body {
            if let ast::Entry::Message(m) = entry {
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    pattern_vars(p, &mut vars);
                }
                for a in &m.attributes {
                    pattern_vars(&a.value, &mut vars);
                }
                let id = m.id.name.to_string();
                if let Some((other, _)) = out.insert(id.clone(), (*file, vars)) {
                    panic!("{}: {id} is in {other}.ftl and {file}.ftl", lang.code());
                }
            }
        }
    }
    out
}

fn pattern_vars(p: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for e in &p.elements {
        if let ast::PatternElement::Placeable { expression } = e {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        ast::Expression::Inline(i) => inline_vars(i, vars),
    }
}

fn inline_vars(i: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        ast::InlineExpression::FunctionReference { arguments, .. }
        | ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
            for a in &arguments.named {
                inline_vars(&a.value, vars);
            }
        }
        _ => {}
    }
}

#[test]
fn every_message_is_in_every_language_with_the_same_values() {
    let en = messages(Lang::En);
    assert!(en.contains_key("side-white"), "{en:?}");
    for lang in [Lang::De, Lang::Pt] {
        let other = messages(lang);
        let missing: Vec<&String> = en.keys().filter(|k| !other.contains_key(*k)).collect();
        let extra: Vec<&String> = other.keys().filter(|k| !en.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", lang.code());
        assert!(
            extra.is_empty(),
            "{} has, and English has not, {extra:?}",
            lang.code()
        );
        for (id, (file, vars)) in &en {
            let (their_file, their_vars) = &other[id];
            assert_eq!(file, their_file, "{}: {id} is in another file", lang.code());
            assert_eq!(vars, their_vars, "{}: {id} takes other values", lang.code());
        }
    }
}

/// Every file of the source, for the ids the code asks for.
fn rust_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        panic!("cannot read {}", dir.display());
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

#[test]
fn every_message_the_code_asks_for_exists() {
    let en = messages(Lang::En);
    let mut files = Vec::new();
    rust_files(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    let mut asked = 0;
    let mut unknown = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap_or_default();
        for (i, _) in text.match_indices("t!(\"") {
            // `t!` itself, not `print!(` or `assert!(`.
            if text[..i].ends_with(|c: char| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let rest = &text[i + 4..];
            let id = &rest[..rest.find('"').unwrap_or(0)];
            // `t!("…")` as this test writes it, and ids put together (`{}`), are not ids.
            if id.is_empty() || id.contains(['{', ' ', '\\', '…']) {
                continue;
            }
            asked += 1;
            if !en.contains_key(id) {
                unknown.push(format!("{}: {id}", f.display()));
            }
        }
    }
    assert!(asked > 0);
    assert!(unknown.is_empty(), "no such message: {unknown:#?}");
}

/// Ids kept as data rather than written in `t!` (a table's row, a match arm that picks one, a
/// preset's messages): every string in the code that reads as an id of a family of messages
/// (`scr-…`, `board-…`, `rules-…`, `store-…`, `win-…`, `side-…`, `lang-…`) is one. A typo there
/// compiles, and would show the raw id on screen.
#[test]
fn every_id_a_table_names_exists() {
    let en = messages(Lang::En);
    let families: BTreeSet<&str> = en
        .keys()
        .filter_map(|id| id.split_once('-').map(|(family, _)| family))
        .collect();
    let mut files = Vec::new();
    rust_files(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    let mut named = 0;
    let mut unknown = Vec::new();
    for f in files.iter().filter(|f| !f.ends_with("lang/tests.rs")) {
        let text = std::fs::read_to_string(f).unwrap_or_default();
        for literal in text.split('"').skip(1).step_by(2) {
            let is_id = literal.contains('-')
                && !literal.ends_with('-')
                && literal
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            let family = literal.split('-').next().unwrap_or_default();
            // A setting's flag (`no-flying`, `no-mouse`) is no message.
            if !is_id || !families.contains(family) || family == "no" {
                continue;
            }
            named += 1;
            if !en.contains_key(literal) {
                unknown.push(format!("{}: {literal}", f.display()));
            }
        }
    }
    assert!(named > 100, "{named}");
    assert!(unknown.is_empty(), "no such message: {unknown:#?}");
}

/// The ids the tables name (a setting's help, label and choices' words, the keys' words, the
/// help's headings, what Enter does, a preset's names) are in every language: a missing one
/// would show the raw id on the screen. Ids put together from a name (a choice's word) are
/// not literals, which [`every_id_a_table_names_exists`] reads.
#[test]
fn every_message_a_row_names_is_in_every_language() {
    use crate::tui::keys::{ANYWHERE, Enter, Scope, TASK, keys};
    let mut named: Vec<String> = Vec::new();
    for s in &crate::settings::table::TABLE {
        named.extend(s.messages());
    }
    let choices = named
        .iter()
        .filter(|id| id.starts_with("scr-ng-value-"))
        .count();
    assert_eq!(choices, 7, "the rules' choices: {named:?}");
    for k in keys().chain(ANYWHERE) {
        named.extend(
            [k.label, k.help]
                .into_iter()
                .filter(|id| !id.is_empty() && *id != TASK)
                .map(String::from),
        );
    }
    named.extend(Scope::ALL.map(|s| s.heading_id().to_string()));
    named.extend(Enter::ALL.map(|e| e.id().to_string()));
    for v in crate::rules::Variant::ALL {
        named.extend(crate::words::variant_messages(v).map(String::from));
    }
    assert!(named.len() > 100, "{}", named.len());
    for lang in Lang::ALL {
        let has = messages(lang);
        let missing: Vec<&String> = named.iter().filter(|id| !has.contains_key(*id)).collect();
        assert!(
            missing.is_empty(),
            "{}: no such message: {missing:?}",
            lang.code()
        );
    }
}

#[test]
fn counts_take_the_language_plural() {
    set_here(Some(Lang::De));
    assert_eq!(crate::t!("stones", n = 1), "1 Stein");
    assert_eq!(crate::t!("stones", n = 2), "2 Steine");
    set_here(Some(Lang::Pt));
    assert_eq!(crate::t!("stones", n = 1), "1 peça");
    assert_eq!(crate::t!("stones", n = 0), "0 peças");
    set_here(Some(Lang::En));
    assert_eq!(crate::t!("stones", n = 1usize), "1 stone");
    assert_eq!(crate::t!("side-white"), "White");
    set_here(None);
}

#[test]
fn values_are_put_in_without_invisible_marks() {
    set_here(Some(Lang::De));
    let s = crate::t!("stones", n = 7);
    assert!(!s.contains(['\u{2068}', '\u{2069}']), "{s:?}");
    set_here(None);
}

#[test]
fn a_message_no_language_has_shows_its_id() {
    set_here(Some(Lang::Pt));
    assert_eq!(tr("no-such-message", None), "no-such-message");
    assert_eq!(format_in(Lang::De, "no-such-message", None), None);
    set_here(None);
}

#[test]
fn locales_name_their_language_and_others_are_english() {
    for (s, lang) in [
        ("de_DE.UTF-8", Some(Lang::De)),
        ("de_AT", Some(Lang::De)),
        ("de", Some(Lang::De)),
        ("DE", Some(Lang::De)),
        ("pt_PT.UTF-8", Some(Lang::Pt)),
        ("pt_BR.utf8", Some(Lang::Pt)),
        ("pt-BR", Some(Lang::Pt)),
        ("Português", Some(Lang::Pt)),
        ("Deutsch", Some(Lang::De)),
        ("en_GB.UTF-8", Some(Lang::En)),
        ("C", Some(Lang::En)),
        ("C.UTF-8", Some(Lang::En)),
        ("POSIX", Some(Lang::En)),
        ("fr_FR.UTF-8", None),
        ("", None),
        ("dee", None),
    ] {
        assert_eq!(Lang::from_locale(s), lang, "{s:?}");
    }
    assert_eq!(Lang::from_setting("fr"), Lang::En);
}

#[test]
fn the_environment_decides_in_the_posix_order() {
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |k: &str| {
            pairs
                .iter()
                .find(|(n, _)| *n == k)
                .map(|(_, v)| v.to_string())
        }
    };
    assert_eq!(
        from_env(env(&[("LANG", "de_DE.UTF-8"), ("LC_MESSAGES", "pt_PT")])),
        Some(("LC_MESSAGES", "pt_PT".to_string()))
    );
    assert_eq!(
        from_env(env(&[("LANG", "de_DE.UTF-8"), ("LC_ALL", "fr_FR")])),
        Some(("LC_ALL", "fr_FR".to_string()))
    );
    // An empty variable is as if it were not set.
    assert_eq!(
        from_env(env(&[("LANG", "pt_PT.UTF-8"), ("LC_ALL", "")])),
        Some(("LANG", "pt_PT.UTF-8".to_string()))
    );
    assert_eq!(from_env(env(&[])), None);
}

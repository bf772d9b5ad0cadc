//! The keys as the docs give them are the game's own table: `docs/playing.md` shows the table
//! as it is, and every key the README names does something in the game.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use morris::tui::keys::{self, Scope};

fn read(path: &str) -> String {
    std::fs::read_to_string(format!("{}/{path}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

#[test]
fn docs_playing_gives_the_key_table_as_it_is() {
    let doc = read("docs/playing.md");
    let start = "<!-- keys: made from src/tui/keys.rs; cargo test keeps this the same -->\n";
    let from = doc.find(start).expect("the keys' start marker") + start.len();
    let to = doc.find("<!-- /keys -->").expect("the keys' end marker");
    let shown = &doc[from..to];
    let table = keys::markdown();
    if shown != table {
        // The page as it should be, to compare (or copy) by hand.
        let want = format!("{}{table}{}", &doc[..from], &doc[to..]);
        let out = std::env::temp_dir().join("playing.md");
        std::fs::write(&out, want).unwrap();
        panic!(
            "docs/playing.md's keys are not the table's: the page as it should be is in {}",
            out.display()
        );
    }
}

/// The key events a name in the docs stands for: `u`, Enter, Ctrl-R, `a`–`g`, Arrows…
fn events(name: &str) -> Vec<KeyEvent> {
    let plain = |c| vec![KeyEvent::new(c, KeyModifiers::NONE)];
    let name = name.trim().trim_matches('`');
    if let Some(c) = name.strip_prefix("Ctrl-") {
        let c = c.chars().next().unwrap().to_ascii_lowercase();
        return vec![KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL)];
    }
    match name {
        "Enter" => plain(KeyCode::Enter),
        "Space" => plain(KeyCode::Char(' ')),
        "Esc" => plain(KeyCode::Esc),
        "Tab" => plain(KeyCode::Tab),
        "Backspace" => plain(KeyCode::Backspace),
        "Home" => plain(KeyCode::Home),
        "End" => plain(KeyCode::End),
        "PgUp" => plain(KeyCode::PageUp),
        "PgDn" => plain(KeyCode::PageDown),
        "F1" => plain(KeyCode::F(1)),
        "arrows" | "Arrows" => plain(KeyCode::Up),
        n if n.chars().count() == 1 => plain(KeyCode::Char(n.chars().next().unwrap())),
        _ => Vec::new(),
    }
}

/// Whether a key does something in some place of the game.
fn bound(e: KeyEvent) -> bool {
    Scope::ALL.into_iter().any(|s| keys::action(e, s).is_some())
}

/// The keys a line of the README's key list names: in its first table cell, or at the start
/// of a list item, each in backticks or by its name.
fn named_in(line: &str) -> Vec<String> {
    let head = if let Some(row) = line.strip_prefix('|') {
        row.split('|').next().unwrap_or_default().to_string()
    } else if let Some(item) = line.strip_prefix("- ") {
        item.split(['—', ':'])
            .next()
            .unwrap_or_default()
            .to_string()
    } else {
        return Vec::new();
    };
    head.split([',', ' ', '/'])
        .map(|w| w.trim().trim_matches('`').to_string())
        .filter(|w| !w.is_empty() && !["or", "then", "key", "---"].contains(&w.as_str()))
        .flat_map(|w| match w.split_once(['–', '-']) {
            // A range of letters or digits: its ends.
            Some((a, b)) if a.chars().count() == 1 && b.chars().count() == 1 => {
                vec![a.to_string(), b.to_string()]
            }
            _ => vec![w],
        })
        .collect()
}

#[test]
fn every_key_the_readme_names_is_a_key_of_the_table() {
    let readme = read("README.md");
    // The section of the keys ("The ten keys that matter"; "Playing" before).
    let section = readme
        .split("\n## ")
        .find(|s| {
            let heading = s.lines().next().unwrap_or_default().to_lowercase();
            heading.contains("keys") || heading.starts_with("playing")
        })
        .expect("the README's section of the keys");
    let mut seen = 0;
    for line in section.lines() {
        for name in named_in(line) {
            let es = events(&name);
            if es.is_empty() {
                continue;
            }
            seen += 1;
            for e in es {
                assert!(
                    bound(e),
                    "the README names {name:?}, which no key of the table is"
                );
            }
        }
    }
    assert!(seen >= 10, "the README's key list names only {seen} keys");
}

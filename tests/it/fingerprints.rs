//! The search's fingerprints: the best turn, value, depth and nodes of fixed-depth searches over
//! the reference positions and random positions of every preset, compared with
//! `tests/data/search-fingerprints.txt`. A change that only reorganises or speeds up the engine
//! keeps every line; a change of what it plays (its evaluation, its search) changes them on
//! purpose, and the file is then written anew with `FINGERPRINTS=update` and its diff read.

use std::sync::atomic::AtomicBool;

use morris::engine::{Config, Engine, Level, Limits};
use morris::rules::{Decision, Game, Position, Rules, Variant, play_tokens};

const FILE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/search-fingerprints.txt"
);

/// Positions of random play (the same every run): `plies` decisions into a game of `rules`.
fn random_position(rules: Rules, seed: u64, plies: usize) -> Option<Game> {
    let mut game = Game::new(rules);
    let mut s = seed;
    for _ in 0..plies {
        let pos = game.position();
        if pos.outcome().is_some() {
            return None;
        }
        let legal: Vec<Decision> = pos.legal();
        s = s
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        game.play(legal[(s >> 33) as usize % legal.len()]).ok()?;
    }
    (game.position().outcome().is_none()).then_some(game)
}

fn cases() -> Vec<(String, Game, u8)> {
    let mut out = Vec::new();
    let text = include_str!("../data/nine-positions.txt");
    let mut name = String::new();
    for line in text.lines() {
        if let Some(n) = line.strip_prefix("=== POSITION ") {
            name = n.trim_end_matches(" ===").to_string();
        } else if let Some(h) = line.strip_prefix("history: ") {
            let game = play_tokens(Rules::default(), h.trim()).unwrap();
            if game.position().outcome().is_none() {
                out.push((name.clone(), game, 8));
            }
        }
    }
    for v in Variant::ALL {
        for (i, plies) in [3usize, 9, 16, 24, 34].into_iter().enumerate() {
            if let Some(g) = random_position(v.rules(), 17 + i as u64, plies) {
                out.push((format!("{}/{plies}", v.name()), g, 7));
            }
        }
    }
    out
}

fn fingerprint(game: &Game, depth: u8) -> String {
    let mut e = Engine::new(Config {
        table_mib: 8,
        ..Config::for_level(Level::MAX, 1)
    });
    let before: Vec<Position> = (0..game.ply())
        .filter_map(|i| game.position_at(i))
        .collect();
    let limits = Limits {
        depth: Some(depth),
        time: None,
        nodes: None,
    };
    let t = e
        .think(
            &game.position(),
            &before,
            limits,
            &AtomicBool::new(false),
            &mut |_| {},
        )
        .unwrap();
    format!(
        "{} | {} | depth {} | {} nodes",
        t.line(),
        t.value,
        t.depth,
        t.nodes
    )
}

#[test]
fn the_searches_are_those_of_the_fingerprint_file() {
    let got: Vec<String> = cases()
        .into_iter()
        .map(|(name, game, depth)| format!("{name} d{depth}: {}", fingerprint(&game, depth)))
        .collect();
    assert!(got.len() > 40, "{}", got.len());
    let text = got.join("\n") + "\n";
    if std::env::var("FINGERPRINTS").as_deref() == Ok("update") {
        std::fs::write(FILE, &text).unwrap();
        return;
    }
    let want = std::fs::read_to_string(FILE).unwrap_or_default();
    let diff: Vec<String> = want
        .lines()
        .zip(got.iter())
        .filter(|(w, g)| w != g)
        .map(|(w, g)| format!("- {w}\n+ {g}"))
        .collect();
    assert!(
        diff.is_empty() && want.lines().count() == got.len(),
        "{} of {} searches differ (FINGERPRINTS=update writes the file anew):\n{}",
        diff.len(),
        got.len(),
        diff.join("\n")
    );
}

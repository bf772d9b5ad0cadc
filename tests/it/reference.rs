#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
//! Positions and whole games from an independent mill engine (Sanmill's), replayed through our
//! rules: every legal decision, every legal whole turn, perft to depth 4 and every final result
//! must agree.

use std::collections::BTreeMap;

use morris::rules::{Color, Game, Position, Rules, Task, perft, play_tokens};

fn blocks(text: &str, marker: &str) -> Vec<BTreeMap<String, String>> {
    let mut out = Vec::new();
    for chunk in text.split(marker).skip(1) {
        let mut fields = BTreeMap::new();
        let mut lines = chunk.lines();
        fields.insert(
            "name".to_string(),
            lines.next().unwrap_or("").trim().to_string(),
        );
        for line in lines {
            // Lines hold one or two `key: value` pairs (`white_on_board: 6  white_in_hand: 0`).
            if line.matches(": ").count() > 1 {
                let words: Vec<&str> = line.split_whitespace().collect();
                for pair in words.chunks(2) {
                    if let [k, v] = pair {
                        fields.insert(k.trim_end_matches(':').to_string(), v.to_string());
                    }
                }
            } else if let Some((k, v)) = line.split_once(": ") {
                fields.insert(k.trim().to_string(), v.trim().to_string());
            }
        }
        out.push(fields);
    }
    out
}

fn squares(pos: &Position, c: Color) -> String {
    pos.stones(c)
        .iter()
        .map(|p| p.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

fn legal_turns(pos: &Position) -> Vec<String> {
    let mut out = Vec::new();
    for d in pos.legal() {
        let next = pos.play_unchecked(d);
        if next.outcome().is_none() && next.side_to_move() == pos.side_to_move() && next.owed() > 0
        {
            for tail in legal_turns(&next) {
                out.push(format!("{d}{tail}"));
            }
        } else {
            out.push(d.to_string());
        }
    }
    out.sort();
    out
}

#[test]
fn reference_positions_agree_with_the_independent_engine() {
    let text = include_str!("../data/nine-positions.txt");
    let positions = blocks(text, "=== POSITION ");
    assert_eq!(positions.len(), 24);
    for f in &positions {
        let name = &f["name"];
        let game = play_tokens(Rules::default(), &f["history"]).unwrap();
        let pos = game.position();
        let side = match pos.side_to_move() {
            Color::White => "white",
            Color::Black => "black",
        };
        assert_eq!(side, f["side_to_move"], "{name}: side to move");
        let pending = match pos.task() {
            Task::Place => "place",
            Task::Move | Task::Fly => "move",
            Task::Remove(_) => "remove",
            other => panic!("{name}: unexpected task {other:?}"),
        };
        assert_eq!(pending, f["pending_action"], "{name}: pending action");
        assert_eq!(
            pos.on_board(Color::White).to_string(),
            f["white_on_board"],
            "{name}"
        );
        assert_eq!(
            pos.in_hand(Color::White).to_string(),
            f["white_in_hand"],
            "{name}"
        );
        assert_eq!(
            pos.on_board(Color::Black).to_string(),
            f["black_on_board"],
            "{name}"
        );
        assert_eq!(
            pos.in_hand(Color::Black).to_string(),
            f["black_in_hand"],
            "{name}"
        );
        assert_eq!(squares(&pos, Color::White), f["white_squares"], "{name}");
        assert_eq!(squares(&pos, Color::Black), f["black_squares"], "{name}");
        let may_fly = if pos.may_fly(pos.side_to_move()) {
            "yes"
        } else {
            "no"
        };
        assert_eq!(may_fly, f["side_to_move_may_fly"], "{name}: flying");
        assert_eq!(f["game_over"], "no");
        let legal: Vec<String> = pos.legal().iter().map(|d| d.to_string()).collect();
        assert_eq!(
            legal.join(" "),
            f["legal_actions"],
            "{name}: legal decisions"
        );
        if !f["legal_turns"].starts_with("n/a") {
            assert_eq!(
                legal_turns(&pos).join(" "),
                f["legal_turns"],
                "{name}: legal turns"
            );
        }
        let counts: Vec<String> = (1..=4).map(|d| perft(&pos, d).to_string()).collect();
        assert_eq!(
            counts.join(" "),
            f["perft_actions_depth1to4"],
            "{name}: perft"
        );
        // The engine's diagram and ours are drawn the same way.
        let board: Vec<&str> = text
            .split(&format!("=== POSITION {name}"))
            .nth(1)
            .and_then(|s| s.split("board:\n").nth(1))
            .map(|s| s.lines().take(14).collect())
            .unwrap_or_default();
        let ours = pos.diagram();
        let ours: Vec<&str> = ours.lines().collect();
        assert_eq!(
            ours.iter().map(|l| l.trim_end()).collect::<Vec<_>>(),
            board.iter().map(|l| l.trim_end()).collect::<Vec<_>>(),
            "{name}: diagram"
        );
    }
}

#[test]
fn reference_games_end_with_the_engines_result() {
    let text = include_str!("../data/nine-games.txt");
    let games = blocks(text, "=== GAME ");
    assert_eq!(games.len(), 3);
    for (f, chunk) in games.iter().zip(text.split("=== GAME ").skip(1)) {
        let name = &f["name"];
        let plies = chunk
            .split("plies (Sanmill action sequence, removals are separate actions):\n")
            .nth(1)
            .and_then(|s| s.lines().next())
            .unwrap();
        let tokens: Vec<&str> = plies.split_whitespace().collect();
        let game = play_tokens(Rules::default(), &tokens[..tokens.len() - 1].join(" ")).unwrap();
        assert!(
            game.outcome().is_none(),
            "{name}: over before its last decision"
        );
        let game = play_tokens(Rules::default(), plies).unwrap();
        let outcome = game.outcome().unwrap();
        let expected = &f["result"];
        let winner = if expected.starts_with("white wins") {
            Some(Color::White)
        } else if expected.starts_with("black wins") {
            Some(Color::Black)
        } else {
            None
        };
        assert_eq!(outcome.winner, winner, "{name}");
        if expected.contains("fewer_than_3") {
            assert!(
                outcome.reason.to_string().contains("fewer than 3"),
                "{name}"
            );
        }
        let pos = game.position();
        assert_eq!(
            pos.on_board(Color::White).to_string(),
            f["final_white_on_board"]
        );
        assert_eq!(
            pos.on_board(Color::Black).to_string(),
            f["final_black_on_board"]
        );
        // The numbered whole-turn listing is the same game, removals glued.
        let turns_text = chunk
            .split("xSQ):\n")
            .nth(1)
            .and_then(|s| s.split("plies (").next())
            .unwrap();
        let ours: Vec<String> = game
            .turns()
            .chunks(2)
            .map(|pair| {
                let toks: Vec<String> = pair.iter().map(|t| t.token()).collect();
                format!("{}. {}", pair[0].number, toks.join(" "))
            })
            .collect();
        let theirs: Vec<&str> = turns_text
            .lines()
            .filter(|l| !l.trim().is_empty())
            .collect();
        assert_eq!(ours, theirs, "{name}: turns");
        let _ = Game::new(Rules::default());
    }
}

/// docs/rules.md §8: the FEN's move number is Sanmill's, counted over every decision (removals
/// too) from the empty board: `d6 f4` is at move 2, not 1 (before, every FEN said 1).
#[test]
fn the_fen_s_move_number_is_sanmill_s() {
    let text = include_str!("../data/nine-positions.txt");
    for f in &blocks(text, "=== POSITION ") {
        let game = play_tokens(Rules::default(), &f["history"]).unwrap();
        let ours = game.fen();
        let theirs = f["sanmill_fen"].split_whitespace().last().unwrap();
        assert_eq!(
            ours.split_whitespace().last(),
            Some(theirs),
            "{}: {ours} against Sanmill's {}",
            f["name"],
            f["sanmill_fen"]
        );
    }
}

//! Game records: Sanmill-style records load, our own round-trip, every malformed case says
//! where and why, and the atomic write never leaves half a file.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use morris::rules::{Color, Reason, Record, Rules, Variant, play_tokens};

fn read(text: &str) -> Result<Record, String> {
    Record::parse(text, Rules::default()).map_err(|e| e.to_string())
}

use crate::common;

/// The numbered whole turns of a reference game, removals glued.
fn reference_turns(name: &str) -> String {
    let text = include_str!("../data/nine-games.txt");
    let chunk = text.split(&format!("=== GAME {name} ===")).nth(1).unwrap();
    chunk
        .split("removal appended as xSQ):\n")
        .nth(1)
        .unwrap()
        .split("plies (")
        .next()
        .unwrap()
        .to_string()
}

#[test]
fn a_sanmill_record_with_crlf_loads_to_the_final_position() {
    // As Sanmill exports a game: the seven-tag roster plus Variant and PlyCount, CRLF line
    // ends, numbered turns with removals glued (WMD notation).
    let turns = reference_turns("G2").replace('\n', "\r\n");
    let text = format!(
        "[Event \"Sanmill Game\"]\r\n[Site \"Sanmill\"]\r\n[Date \"2026.11.01\"]\r\n[Round \"1\"]\r\n\
         [White \"Human\"]\r\n[Black \"AI\"]\r\n[Result \"0-1\"]\r\n[Variant \"Nine Men's Morris\"]\r\n\
         [PlyCount \"119\"]\r\n\r\n{turns}0-1\r\n"
    );
    let record = read(&text).unwrap();
    let game = &record.game;
    assert_eq!(game.ply(), 119);
    let o = game.outcome().unwrap();
    assert_eq!(o.winner, Some(Color::Black));
    assert_eq!(o.reason, Reason::FewerThanThree(Color::White));
    let pos = game.position();
    assert_eq!(pos.on_board(Color::White), 2);
    assert_eq!(pos.on_board(Color::Black), 7);
    assert_eq!(record.tag("White"), Some("Human"));
    assert_eq!(record.tag("Round"), Some("1"));
    // Written back out, it reads the same.
    let again = read(&record.to_text()).unwrap();
    assert_eq!(again.game.decisions(), game.decisions());
}

#[test]
fn every_preset_name_maps_both_ways() {
    for v in Variant::ALL {
        let game = play_tokens(v.rules(), "").unwrap();
        let text = Record::new(game, "a", "b", "2026.11.29").to_text();
        assert!(
            text.contains(&format!("[Variant \"{}\"]", v.title())),
            "{text}"
        );
        assert_eq!(read(&text).unwrap().game.rules(), &v.rules());
        let ours = format!("[Variant \"{}\"]\n*", v.name());
        assert_eq!(read(&ours).unwrap().game.rules().variant, v);
    }
    assert_eq!(
        read("[Variant \"Twelve Men's Morris\"] *")
            .unwrap()
            .game
            .rules(),
        &Variant::Twelve.rules()
    );
}

#[test]
fn options_outside_the_preset_travel_in_tags() {
    let mut rules = Variant::Twelve.rules();
    rules.fly_at = None;
    rules.move_limit = Some(50);
    rules.optional_removal = true;
    let game = play_tokens(rules, "a1 b6 a4 d6 a7 x-").unwrap();
    let text = Record::new(game, "a", "b", "d").to_text();
    assert!(text.contains("[Flying \"off\"]"), "{text}");
    assert!(text.contains("[MoveLimit \"50\"]"), "{text}");
    let back = read(&text).unwrap();
    assert_eq!(back.game.rules(), &rules);
    assert_eq!(back.game.decisions().last().unwrap().to_string(), "x-");
}

#[test]
fn reading_is_lenient_in_form() {
    let plain = read(&common::reference_plies("G1")).unwrap();
    assert_eq!(plain.game.outcome().unwrap().winner, Some(Color::White));
    let messy = "{a comment} 1. D6 d2 (1... d1 2. a1) 2.d5! c3?? $4 3. g1 {note} b2\n\n4. f2 a7 *";
    let g = read(messy).unwrap().game;
    assert_eq!(g.ply(), 8);
    assert_eq!(g.decisions()[0].to_string(), "d6");
    // Removals as separate tokens or glued give the same game.
    let glued = read("1. a1 b6 2. a4 d6 3. g1 f6xg1 4. c3 e3 5. a7xe3").unwrap();
    let apart = read("a1 b6 a4 d6 g1 f6 xg1 c3 e3 a7 xe3").unwrap();
    assert_eq!(glued.game, apart.game);
}

#[test]
fn a_result_without_a_rule_ending_is_a_resignation_or_agreement() {
    let g = read("1. d6 d2 0-1").unwrap().game;
    assert_eq!(
        g.outcome().unwrap().reason,
        Reason::Resignation(Color::White)
    );
    let g = read("1. d6 d2 1/2-1/2").unwrap().game;
    assert_eq!(g.outcome().unwrap().reason, Reason::Agreement);
}

#[test]
fn malformed_records_say_line_column_token_and_why() {
    let cases: [(&str, &str); 11] = [
        (
            "1. d6 d6",
            "line 1, column 7: d6 is not legal here: d6 is occupied",
        ),
        ("1. d6 e9", "line 1, column 7: e9 is not a point"),
        ("1. d6\n2. d2 zz", "line 2, column 7: zz is not a point"),
        (
            "1. d6\n2. d2 hello",
            "line 2, column 7: hello is not a decision (expected d6, a1-a4, xd2, x- or pass)",
        ),
        (
            "1. d6 {oops",
            "line 1, column 7: a comment { is never closed",
        ),
        (
            "[White \"Ann]\n1. d6",
            "line 1, column 1: the value of [White] has no closing quote",
        ),
        (
            "[Variant \"Chess\"]\n*",
            "line 1, column 1: [Variant \"Chess\"] is not a variant this game knows (nine, twelve, morabaraba, lasker, six, three)",
        ),
        (
            "[Pieces \"20\"]\n*",
            "line 1, column 1: --pieces 20: the standard board (24 points, 16 mills) takes 3 to 12 pieces per player",
        ),
        (
            "1. d6 d2 * d5",
            "line 1, column 12: d5: moves after the result",
        ),
        (
            "1. d6 (d1",
            "line 1, column 7: a variation ( is never closed",
        ),
        (
            "1. d6 d2 2-0",
            "line 1, column 10: 2-0 is not a decision (expected d6, a1-a4, xd2, x- or pass)",
        ),
    ];
    for (text, message) in cases {
        assert_eq!(read(text).unwrap_err(), message, "{text:?}");
    }
    // A result that contradicts the rules.
    let ended = "[Pieces \"4\"]\na1 d1 g1 a4 a7 g4 g7 d7 1-0";
    assert_eq!(
        read(ended).unwrap_err(),
        "line 2, column 25: the result 1-0 does not match the game, which ended 0-1 (White is blocked)"
    );
    // Nothing half-loaded: an error gives no game at all.
    assert!(Record::parse("1. d6 d2 2. d6", Rules::default()).is_err());
}

#[test]
fn the_atomic_write_leaves_the_old_file_whole_on_failure() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.pgn");
    morris::store::write_atomic(&path, "old record\n").unwrap();
    let err = morris::store::write_atomic_with(&path, "new record that never lands\n", || {
        Err(std::io::Error::other("power cut"))
    })
    .unwrap_err();
    assert!(format!("{err:#}").contains("power cut"));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "old record\n");
    // No temporary files are left behind.
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    morris::store::write_atomic(&path, "new\n").unwrap();
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "new\n");
}

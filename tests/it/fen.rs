//! Positions as FEN (docs/rules.md §8): Sanmill's strings load, every position of every preset
//! survives a round trip with the same legal decisions, the reference endgames load with
//! exactly the reference's legal moves, records carry their set-up position, and a bad FEN
//! names the field at fault.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use crate::common::nine;
use common::Rng;
use morris::rules::{
    Blocked, Color, Game, Position, Record, Rules, SetUpError, Task, Variant, parse_fen,
    set_up_game,
};

fn tokens(p: &Position) -> Vec<String> {
    p.legal().iter().map(|d| d.to_string()).collect()
}

fn field_of(fen: &str, rules: Rules) -> usize {
    parse_fen(fen, rules).unwrap_err().field
}

#[test]
fn the_empty_board_is_written_as_sanmill_writes_it() {
    for v in [Variant::Nine, Variant::Lasker] {
        let start = Position::new(v.rules());
        assert_eq!(
            start.fen(),
            format!(
                "********/********/******** w p p 0 {n} 0 {n} 0 0 0 0 0 0 0 0 1",
                n = v.rules().pieces
            )
        );
        assert_eq!(parse_fen(&start.fen(), v.rules()).unwrap(), start);
    }
}

#[test]
fn sanmill_fens_of_every_version_load() {
    let empty = Position::new(nine());
    // Sanmill's documented start position, today's (17 fields, mills mask) and older forms:
    // without the last-mill squares and mask (12 fields), without the mask (16 fields), and
    // with a trailing extension.
    for fen in [
        "********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1",
        "********/********/******** w p p 0 9 0 9 0 0 0 1",
        "********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 1",
        "********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1 ids:1234",
        "********/********/******** w r p 0 9 0 9 0 0 0 0 0 0 0 0 1",
    ] {
        let pos = parse_fen(fen, nine()).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(pos, empty, "{fen}");
    }
    // A middle game as Sanmill writes one: Black to remove after closing a mill (f6 f4 f2).
    let pos = parse_fen(
        "O@O*****/*@@@*O**/O******* b p r 4 5 4 5 0 1 0 0 0 0 0 0 5",
        nine(),
    )
    .unwrap();
    assert_eq!(pos.side_to_move(), Color::Black);
    assert_eq!(pos.task(), Task::Remove(1));
    assert_eq!(pos.in_hand(Color::White), 5);
    assert_eq!(tokens(&pos), ["xb2", "xd5", "xd7", "xe4"]);
    // The plies-without-removal counter is read where it matters: the move limit.
    let limit = Rules {
        move_limit: Some(10),
        ..nine()
    };
    let moving = "O@******/********/*O@O*@*@ w m s 3 0 4 0 0 0 0 0 0 0 0 9 40";
    let pos = parse_fen(moving, limit).unwrap();
    assert_eq!(pos.quiet_plies(), 9);
    let after = pos.play(pos.legal()[0]).unwrap();
    assert!(after.outcome().is_some(), "the tenth quiet ply draws");
}

#[test]
fn sanmill_fens_with_node_ids_load() {
    // Sanmill's newer FENs (its puzzle packs') end with `ids:nodes`: the last-mill squares are
    // node numbers in the board field's order (0 = d5 … 23 = a7), and -1 is none.
    let none = "***O**@*/@****@*O/OO@***@O b m p 5 0 5 0 0 0 -1 -1 -1 -1 0 0 1 ids:nodes";
    let legacy = "***O**@*/@****@*O/OO@***@O b m p 5 0 5 0 0 0 0 0 0 0 0 0 1";
    assert_eq!(
        parse_fen(none, nine()).unwrap(),
        parse_fen(legacy, nine()).unwrap()
    );
    // Black's last mill left from node 13 (b2) to node 14 (b4): square 21 to 22 as before.
    let nodes = "***O**@*/@****@*O/OO@***@O b m p 5 0 5 0 0 0 -1 -1 13 14 0 0 1 ids:nodes";
    let squares = "***O**@*/@****@*O/OO@***@O b m p 5 0 5 0 0 0 0 0 21 22 0 0 1";
    assert_eq!(
        parse_fen(nodes, nine()).unwrap(),
        parse_fen(squares, nine()).unwrap()
    );
    // Without the marker -1 is no count, and with it 24 is no node.
    assert_eq!(field_of(&none.replace(" ids:nodes", ""), nine()), 11);
    assert_eq!(field_of(&nodes.replace(" 13 14 ", " 13 24 "), nine()), 14);
}

#[test]
fn an_inconsistent_fen_names_the_field_at_fault() {
    let fen = |s: &str| format!("***O****/****@**O/@***O*@* {s}");
    let cases: [(String, usize); 12] = [
        ("***O****/****@**O w m s 3 0 3 0 0 0".into(), 1),
        ("***O****/****@**O/@***O*@X w m s 3 0 3 0 0 0".into(), 1),
        ("***O****/****@**O/@***O*@Q w m s 3 0 3 0 0 0".into(), 1),
        (fen("x m s 3 0 3 0 0 0"), 2),
        (fen("w q s 3 0 3 0 0 0"), 3),
        (fen("w m z 3 0 3 0 0 0"), 4),
        (fen("w m s 4 0 3 0 0 0"), 5),
        (fen("w m s 3 7 3 0 0 0"), 6),
        (fen("w m s 3 0 three 0 0 0"), 7),
        (fen("w m s 3 0 3 0 0 1"), 10),
        (fen("w m r 3 0 3 0 0 0"), 4),
        (fen("w m s 3 0 3"), 8),
    ];
    for (text, field) in &cases {
        let err = parse_fen(text, nine()).unwrap_err();
        assert_eq!(err.field, *field, "{text}: {err}");
        assert!(
            err.to_string().starts_with(&format!("FEN field {field} (")),
            "{err}"
        );
    }
    assert_eq!(
        parse_fen(&fen("w m s 4 0 3 0 0 0"), nine())
            .unwrap_err()
            .to_string(),
        "FEN field 5 (White on board): says 4, but the board has 3 white stones"
    );
    // Pieces in hand while moving, and stones off the smaller boards.
    assert_eq!(field_of(&fen("w m s 3 1 3 0 0 0"), nine()), 3);
    let six = Variant::Six.rules();
    assert_eq!(
        field_of("O*******/********/******** w p p 1 5 0 6 0 0 0 1", six),
        1
    );
    assert!(parse_fen("********/O*******/******** b p p 1 5 0 6 0 0 0 1", six).is_ok());
    assert_eq!(field_of("", nine()), 0);
}

/// Plays random legal decisions from the start of `rules`, calling `f` on every position.
fn random_positions(rules: Rules, seed: u64, games: usize, mut f: impl FnMut(&Position)) {
    let mut rng = Rng(seed);
    for _ in 0..games {
        let mut pos = Position::new(rules);
        for _ in 0..200 {
            f(&pos);
            let legal = pos.legal();
            if legal.is_empty() {
                break;
            }
            pos = pos.play(legal[rng.below(legal.len())]).unwrap();
        }
    }
}

#[test]
fn random_positions_of_every_preset_survive_a_round_trip() {
    let mut sets: Vec<Rules> = Variant::ALL.iter().map(|v| v.rules()).collect();
    sets.push(Rules {
        no_reform: true,
        ..nine()
    });
    sets.push(Rules {
        blocked: Blocked::Pass,
        optional_removal: true,
        fly_at: Some(4),
        ..nine()
    });
    sets.push(Rules {
        move_limit: Some(30),
        ..Variant::Six.rules()
    });
    for (k, rules) in sets.into_iter().enumerate() {
        let mut seen = 0;
        random_positions(rules, 7 + k as u64, 30, |p| {
            let fen = p.fen();
            let back = parse_fen(&fen, rules)
                .unwrap_or_else(|e| panic!("{:?}: {fen}: {e}", rules.variant));
            assert_eq!(back.fen(), fen);
            assert_eq!(tokens(&back), tokens(p), "{fen}");
            assert_eq!(back.outcome(), p.outcome(), "{fen}");
            assert_eq!(back.task(), p.task(), "{fen}");
            assert_eq!(back.stones(Color::White), p.stones(Color::White));
            assert_eq!(back.stones(Color::Black), p.stones(Color::Black));
            seen += 1;
        });
        assert!(seen > 100);
    }
}

#[test]
fn a_broken_mill_travels_in_the_fen_under_no_reform() {
    let rules = Rules {
        no_reform: true,
        ..nine()
    };
    // White opens the mill a1-d1-g1 by g1-g4 and Black flies: g4-g1 may not close it again.
    let start = "@*@*@***/********/***OOO** w m s 3 0 3 0 0 0 0 0 0 0 0 0 1";
    let game = set_up_game(rules, Some(start), "g1-g4 d5-d6").unwrap();
    let pos = game.position();
    assert!(!pos.is_legal("g4-g1".parse().unwrap()));
    assert!(pos.is_legal("g4-g7".parse().unwrap()));
    let back = parse_fen(&pos.fen(), rules).unwrap();
    assert!(!back.is_legal("g4-g1".parse().unwrap()), "{}", pos.fen());
    assert_eq!(tokens(&back), tokens(&pos));
    // Without the rule the same FEN allows it.
    assert!(
        parse_fen(&pos.fen(), nine())
            .unwrap()
            .is_legal("g4-g1".parse().unwrap())
    );
}

fn endgames() -> Vec<Vec<&'static str>> {
    include_str!("../data/endgames.tsv")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split('\t').collect())
        .collect()
}

#[test]
fn the_reference_endgames_load_with_exactly_their_legal_moves() {
    let rows = endgames();
    assert_eq!(rows.len(), 120);
    for row in rows {
        let (class, fen, legal) = (row[0], row[1], row[4]);
        let pos = parse_fen(fen, nine()).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let want: Vec<&str> = legal.split_whitespace().collect();
        assert_eq!(tokens(&pos), want, "{class} {fen}");
        assert_eq!(pos.fen(), fen);
    }
}

#[test]
fn records_carry_their_set_up_position() {
    let fen = "***O****/****@**O/@***O*@* b m s 3 0 3 0 0 0 0 0 0 0 0 0 1";
    let game = set_up_game(nine(), Some(fen), "d2-a1 b6-b4").unwrap();
    let text = Record::new(game.clone(), "a", "b", "2026.11.30").to_text();
    assert!(
        text.contains(
            "[SetUp \"1\"]\n[FEN \"***O****/****@**O/@***O*@* b m s 3 0 3 0 0 0 0 0 0 0 0 0 1\"]"
        ),
        "{text}"
    );
    assert!(text.contains("1... d2-a1 2. b6-b4"), "{text}");
    let back = Record::parse(&text, nine()).unwrap();
    assert_eq!(back.game.start(), game.start());
    assert_eq!(back.game.decisions(), game.decisions());
    assert_eq!(back.game.position(), game.position());
    assert_eq!(
        back.tag("FEN"),
        None,
        "the FEN is the game's, not a loose tag"
    );
    // A bad FEN in a record names its line and the field.
    let bad = text.replace("b m s 3 0 3", "b m s 3 0 4");
    let err = Record::parse(&bad, nine()).unwrap_err().to_string();
    assert!(err.contains("FEN field 7 (Black on board)"), "{err}");
    // A game from the empty board writes no set-up.
    let plain = Record::new(Game::new(nine()), "a", "b", "2026.11.30").to_text();
    assert!(!plain.contains("FEN"));
}

#[test]
fn moves_are_played_from_the_fen_and_a_bad_one_is_named() {
    let fen = "***O****/****@**O/@***O*@* w m s 3 0 3 0 0 0 0 0 0 0 0 0 1";
    let game = set_up_game(nine(), Some(fen), "b6-d6").unwrap();
    assert_eq!(game.position().side_to_move(), Color::Black);
    match set_up_game(nine(), Some(fen), "b6-d6 d6-a1") {
        Err(SetUpError::Token(e)) => assert_eq!(e.index, 2),
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        set_up_game(nine(), Some("nonsense"), ""),
        Err(SetUpError::Fen(_))
    ));
}

#[test]
fn three_mens_positions_use_their_own_board_field() {
    let three = Variant::Three.rules();
    let pos = parse_fen("O*@*****/O b p p 2 1 1 2 0 0 0 1", three).unwrap();
    assert_eq!(pos.stone_at("b3".parse().unwrap()), Some(Color::White));
    assert_eq!(pos.stone_at("b2".parse().unwrap()), Some(Color::White));
    assert_eq!(pos.stone_at("c2".parse().unwrap()), Some(Color::Black));
    assert_eq!(pos.side_to_move(), Color::Black);
    // A mill already on the board has ended the game.
    let won = parse_fen("OO*@@*@O/* b m s 3 0 3 0 0 0 0 1", three).unwrap();
    assert_eq!(won.outcome().and_then(|o| o.winner), Some(Color::White));
    assert_eq!(
        field_of("********/********/******** w p p 0 3 0 3 0 0 0 1", three),
        1
    );
}

/// A FEN's move number is kept: read, counted on by the decisions played, written in the
/// record's `[FEN]` and read back (before, it was dropped and every FEN said 1).
#[test]
fn the_move_number_is_kept_and_counted_on() {
    let fen = "***O****/****@**O/@***O*@* b m s 3 0 3 0 0 0 0 0 0 0 0 0 7";
    let mut game = set_up_game(nine(), Some(fen), "").unwrap();
    assert_eq!(game.fen(), fen);
    assert_eq!(game.start_fen(), fen);
    // Black's turn ends move 7; White's next is move 8.
    let d = game.position().legal()[0];
    game.play(d).unwrap();
    assert!(game.fen().ends_with(" 0 0 1 8"), "{}", game.fen());
    let record = Record::new(game.clone(), "Ann", "Bob", "2026.01.01");
    let text = record.to_text();
    assert!(text.contains(&format!("[FEN \"{fen}\"]")), "{text}");
    let back = Record::parse(&text, nine()).unwrap();
    assert_eq!(back.game.fen(), game.fen());
    // The position itself, without a game, is at move 1 as before.
    assert!(game.start().fen().ends_with(" 1"));
    // The empty board at another move number is a set-up game.
    let later = set_up_game(
        nine(),
        Some("********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 5"),
        "",
    )
    .unwrap();
    assert!(later.is_set_up());
    assert!(!Game::new(nine()).is_set_up());
}

//! Property tests over random games of every preset: conservation, exact undo/redo, every
//! listed decision plays and nothing else does, and nothing panics.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use morris::rules::{Bitboard, Color, Decision, Game, Point, Record, Rules, Variant, parse_turn};
use morris::settings::prefs::Prefs;
use morris::settings::{resolve, table};
use proptest::prelude::*;

const FLAGS: [&str; 24] = [
    "--variant",
    "--pieces",
    "--diagonals",
    "--no-flying",
    "--fly-at",
    "--mill-protection",
    "--double-mill",
    "--no-reform",
    "--optional-removal",
    "--blocked",
    "--endgame-draw",
    "--move-limit",
    "--repetition",
    "--move-in-placement",
    "--mill-wins",
    "--white",
    "--black",
    "--white-color",
    "--black-color",
    "--ascii",
    "perft",
    "legal",
    "show",
    "--moves",
];

fn arg() -> impl Strategy<Value = String> {
    prop_oneof![
        (0..FLAGS.len()).prop_map(|i| FLAGS[i].to_string()),
        "[a-z0-9#-]{0,8}",
        "\\PC{0,6}",
        Just("twelve".to_string()),
        Just("3".to_string()),
    ]
}

fn variant() -> impl Strategy<Value = Rules> {
    (0..Variant::ALL.len(), any::<[bool; 6]>()).prop_map(|(i, opts)| {
        let mut r = Variant::ALL[i].rules();
        r.optional_removal = opts[0];
        r.repetition = opts[1];
        if opts[2] {
            r.blocked = morris::rules::Blocked::Pass;
        }
        if opts[3] {
            r.move_limit = Some(30);
        }
        if opts[4] {
            r.no_reform = true;
        }
        if opts[5] {
            r.protection = morris::rules::MillProtection::Never;
        }
        r
    })
}

/// A random game: each choice picks one of the legal decisions.
fn random_game(rules: Rules, choices: &[u16]) -> Game {
    let mut g = Game::new(rules);
    for &c in choices {
        let legal = g.position().legal();
        if legal.is_empty() {
            break;
        }
        g.play(legal[c as usize % legal.len()]).unwrap();
    }
    g
}

fn any_decision() -> impl Strategy<Value = Decision> {
    let point = (0u8..7, 0u8..7).prop_map(|(f, r)| Point::new(f, r).unwrap());
    prop_oneof![
        point.clone().prop_map(Decision::Place),
        (point.clone(), point.clone()).prop_map(|(a, b)| Decision::Move(a, b)),
        point.prop_map(Decision::Remove),
        Just(Decision::Decline),
        Just(Decision::Pass),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn pieces_are_conserved(rules in variant(), choices in prop::collection::vec(any::<u16>(), 0..160)) {
        let g = random_game(rules, &choices);
        for ply in 0..=g.ply() {
            let p = g.position_at(ply).unwrap();
            for c in Color::BOTH {
                prop_assert_eq!(
                    p.on_board(c) + p.in_hand(c) + p.lost(c),
                    rules.pieces,
                    "{:?} at ply {}", c, ply
                );
            }
            prop_assert!((p.stones(Color::White) & p.stones(Color::Black)) == Bitboard::EMPTY);
        }
    }

    #[test]
    fn undo_then_redo_gives_identical_positions(rules in variant(), choices in prop::collection::vec(any::<u16>(), 1..120)) {
        let mut g = random_game(rules, &choices);
        let n = g.ply();
        let forward: Vec<_> = (0..=n).map(|i| g.position_at(i).unwrap()).collect();
        for i in (0..n).rev() {
            prop_assert!(g.undo());
            prop_assert_eq!(g.position(), forward[i]);
        }
        prop_assert!(!g.undo());
        for pos in forward.iter().skip(1) {
            prop_assert!(g.redo());
            prop_assert_eq!(g.position(), *pos);
        }
        prop_assert!(!g.redo());
    }

    #[test]
    fn listed_decisions_play_and_others_are_refused(rules in variant(), choices in prop::collection::vec(any::<u16>(), 0..120), probe in any_decision()) {
        let g = random_game(rules, &choices);
        let pos = g.position();
        let legal = pos.legal();
        prop_assert_eq!(legal.len() as u64, pos.legal_count());
        for d in &legal {
            prop_assert!(pos.play(*d).is_ok(), "{} listed but refused", d);
        }
        match pos.play(probe) {
            Ok(_) => prop_assert!(legal.contains(&probe)),
            Err(e) => {
                prop_assert!(!legal.contains(&probe));
                prop_assert!(e.to_string().contains(&probe.to_string()), "{}", e);
            }
        }
    }

    #[test]
    fn records_round_trip(rules in variant(), choices in prop::collection::vec(any::<u16>(), 0..150)) {
        let g = random_game(rules, &choices);
        let text = Record::new(g.clone(), "Ann", "Bob", "2026.11.29").to_text();
        let back = Record::parse(&text, Rules::default()).unwrap();
        prop_assert_eq!(back.game.rules(), g.rules());
        prop_assert_eq!(back.game.decisions(), g.decisions());
        prop_assert_eq!(back.game.position(), g.position());
        prop_assert_eq!(back.tag("White"), Some("Ann"));
    }

    #[test]
    fn any_text_as_tokens_or_record_never_panics(text in "\\PC{0,200}") {
        let _ = parse_turn(&text);
        let _ = text.parse::<Decision>();
        let _ = morris::rules::play_tokens(Rules::default(), &text);
        let _ = Record::parse(&text, Rules::default());
    }

    #[test]
    fn mutated_records_never_panic(choices in prop::collection::vec(any::<u16>(), 0..80), cut in any::<usize>(), insert in "\\PC{0,8}") {
        let g = random_game(Rules::default(), &choices);
        let text = Record::new(g, "A", "B", "2026.11.29").to_text();
        let mut chars: Vec<char> = text.chars().collect();
        let at = cut % (chars.len() + 1);
        let end = (at + cut % 7).min(chars.len());
        chars.splice(at..end, insert.chars());
        let mutated: String = chars.into_iter().collect();
        let _ = Record::parse(&mutated, Rules::default());
    }

    #[test]
    fn any_command_line_never_panics(args in prop::collection::vec(arg(), 0..8)) {
        let mut argv = vec!["morris".to_string()];
        argv.extend(args);
        if let Ok(m) = morris::cli::command().try_get_matches_from(&argv)
            && let Ok(in_force) = resolve(&Prefs::default(), &table::given(&m), false, None)
        {
            prop_assert!(in_force.rules.validate().is_ok());
            let _ = Game::new(in_force.rules).position().legal();
        }
    }

    #[test]
    fn any_colour_text_is_taken_or_refused_by_name(a in "\\PC{0,12}", b in "#[0-9a-f]{6}|[a-z-]{0,12}") {
        let mut given = table::Given::default();
        for (key, text) in [(table::Key::WhiteColor, &a), (table::Key::BlackColor, &b)] {
            match table::find(key).parse(text) {
                Ok(v) => given.set(key, v),
                Err(e) => prop_assert!(e.contains("is not a colour"), "{}", e),
            }
        }
        if let Err(e) = resolve(&Prefs::default(), &given, false, None) {
            prop_assert!(e.contains("--white-color") || e.contains("--black-color"), "{}", e);
        }
    }
}

/// A rule set over every option: board, pieces, flying, mill protection, double mills,
/// re-forming, optional removal, blocked, endgame draw, move limit, repetition, moving while
/// placing, mill wins. Combinations the rules refuse fall back to the preset.
fn any_rules() -> impl Strategy<Value = Rules> {
    use morris::rules::{Blocked, BoardKind, DoubleMill, MillProtection};
    (
        0..Variant::ALL.len(),
        (any::<bool>(), 3u8..=12, 0u8..3, 0u8..3, any::<bool>()),
        (any::<[bool; 6]>(), 0u16..12, 0u16..40),
    )
        .prop_map(|(v, (diag, pieces, fly, prot, dm), (flags, eg, ml))| {
            let preset = Variant::ALL[v].rules();
            let mut r = preset;
            if diag && r.board == BoardKind::Standard {
                r.board = BoardKind::Diagonal;
            }
            r.pieces = pieces.min(Rules::max_pieces(r.board));
            r.fly_at = [None, Some(3), Some(4)][fly as usize];
            r.protection = [
                MillProtection::UnlessAll,
                MillProtection::Never,
                MillProtection::Always,
            ][prot as usize];
            r.double_mill = if dm {
                DoubleMill::Each
            } else {
                DoubleMill::One
            };
            r.no_reform = flags[0];
            r.optional_removal = flags[1];
            r.blocked = if flags[2] {
                Blocked::Pass
            } else {
                Blocked::Lose
            };
            r.repetition = flags[3];
            r.move_in_placement = flags[4];
            r.mill_wins = flags[5];
            r.endgame_draw = (eg > 0).then_some(eg);
            r.move_limit = (ml > 0).then_some(ml);
            if r.validate().is_ok() { r } else { preset }
        })
}

/// Names as people (and attackers) type them: quotes, backslashes, escapes, control characters.
fn any_name() -> impl Strategy<Value = String> {
    prop_oneof![
        "[A-Za-z \"\\\\]{0,12}",
        "\\PC{0,10}",
        "[a\u{1b}\u{7}\u{9b}\t\n\r\"\\\\\\[\\]]{0,10}",
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn every_rule_set_and_ending_round_trips_with_its_redo_line(
        rules in any_rules(),
        choices in prop::collection::vec(any::<u16>(), 0..150),
        undo in 0usize..8,
        ending in 0u8..4,
        white in any_name(),
        black in any_name(),
    ) {
        let mut g = random_game(rules, &choices);
        for _ in 0..undo {
            g.undo();
        }
        if g.outcome().is_none() && g.ply() > 0 {
            match ending {
                0 => g.resign(Color::White),
                1 => g.resign(Color::Black),
                2 => g.agree_draw(),
                _ => {}
            }
        }
        let text = Record::new(g.clone(), &white, &black, "2026.11.30").to_text();
        prop_assert!(!text.chars().any(|c| c.is_control() && c != '\n'), "{:?}", text);
        let back = Record::parse(&text, Rules::default()).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(back.game.rules(), g.rules());
        prop_assert_eq!(back.game.history(), g.history(), "{}", text);
        prop_assert_eq!(back.game.ply(), g.ply());
        prop_assert_eq!(back.game.outcome(), g.outcome());
        let w = morris::text::clean(&white);
        let b = morris::text::clean(&black);
        prop_assert_eq!(back.tag("White"), Some(w.as_str()));
        prop_assert_eq!(back.tag("Black"), Some(b.as_str()));
        prop_assert_eq!(back.to_text(), text);
    }

    #[test]
    fn every_app_state_reads_back_from_its_saved_record(
        rules in any_rules(),
        keys in prop::collection::vec(0usize..15, 0..300),
    ) {
        use morris::tui::{Action, App, Settings};
        let actions = [
            Action::Up, Action::Down, Action::Left, Action::Right, Action::Select,
            Action::Select, Action::Select, Action::Undo, Action::Redo, Action::Decline,
            Action::Cancel, Action::Menu, Action::Yes, Action::No, Action::Log,
        ];
        let mut app = App::new(Game::new(rules), Settings::default());
        for k in keys {
            app.update(actions[k]);
            // What the loop would save now, read back.
            let saved = Record::new(app.game().clone(), "White", "Black", "?").to_text();
            let back = Record::parse(&saved, Rules::default()).map_err(|e| TestCaseError::fail(format!("{e}\n{saved}")))?;
            prop_assert_eq!(back.game.history(), app.game().history());
            prop_assert_eq!(back.game.ply(), app.game().ply());
            prop_assert_eq!(back.game.outcome(), app.game().outcome());
        }
    }
}

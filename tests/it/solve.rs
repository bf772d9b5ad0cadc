//! Exact values (docs/rules.md §9): the public figures, the reference endgames, values consistent
//! with the children the rules give under several rule sets, and distances played out.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use crate::common::nine;
use common::Rng;
use morris::rules::{
    Blocked, BoardKind, DoubleMill, MillProtection, Position, Rules, Variant, parse_fen,
};
use morris::solve::{Tablebase, Unknown, Value};

fn solved(rules: Rules, classes: &[(u8, u8)]) -> Tablebase {
    let mut tb = Tablebase::new(rules);
    for &(a, b) in classes {
        tb.solve(a, b, &mut |_, _| {}).unwrap();
    }
    tb
}

#[test]
fn three_v_three_and_four_v_three_match_the_public_figures() {
    let tb = crate::common::standard_tables();
    let s = tb.summary(3, 3).unwrap();
    assert_eq!(
        (s.positions, s.wins, s.losses, s.draws),
        (2_691_920, 2_232_160, 455_648, 4_112)
    );
    assert_eq!((s.longest_win, s.longest_loss), (25, Some(26)));
    let s = tb.summary(4, 3).unwrap();
    assert_eq!(
        (s.positions, s.wins, s.losses, s.draws),
        (12_113_640, 1_201_560, 48_720, 10_863_360)
    );
    assert_eq!((s.longest_win, s.longest_loss), (1, Some(32)));
    let s = tb.summary(3, 4).unwrap();
    assert_eq!(
        (s.positions, s.wins, s.losses, s.draws),
        (12_113_640, 1_629_336, 0, 10_484_304)
    );
    assert_eq!((s.longest_win, s.longest_loss), (33, None));
}

#[test]
fn the_reference_endgames_have_their_values_and_distances() {
    let tb = crate::common::standard_tables();
    let rows: Vec<Vec<&str>> = include_str!("../data/endgames.tsv")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| l.split('\t').collect())
        .collect();
    assert_eq!(rows.len(), 120);
    for row in rows {
        let pos = parse_fen(row[1], nine()).unwrap();
        let want = match (row[2], row[3]) {
            ("win", d) => Value::Win(d.parse().unwrap()),
            ("loss", d) => Value::Loss(d.parse().unwrap()),
            ("draw", _) => Value::Draw,
            other => panic!("{other:?}"),
        };
        assert_eq!(tb.value(&pos), Some(want), "{} {}", row[0], row[1]);
    }
}

/// A random position of class (a, b) on the board of `rules`, side to move White.
fn random_position(rules: Rules, rng: &mut Rng, a: usize, b: usize) -> Position {
    let pts: Vec<_> = rules.board.geometry().points.iter().collect();
    loop {
        let mut free = pts.clone();
        let mut pick = |n: usize| -> Vec<_> {
            (0..n)
                .map(|_| free.remove(rng.below(free.len())))
                .collect::<Vec<_>>()
        };
        let w = pick(a);
        let bl = pick(b);
        // Built through the FEN reader, so positions are exactly as a user sets them up.
        if let Ok(p) = parse_fen(&fen_of(&w, &bl, a, b), rules)
            && p.outcome().is_none()
        {
            return p;
        }
    }
}

fn fen_of(w: &[morris::rules::Point], b: &[morris::rules::Point], a: usize, bn: usize) -> String {
    const RINGS: [&str; 24] = [
        "d5", "e5", "e4", "e3", "d3", "c3", "c4", "c5", "d6", "f6", "f4", "f2", "d2", "b2", "b4",
        "b6", "d7", "g7", "g4", "g1", "d1", "a1", "a4", "a7",
    ];
    let mut board = String::new();
    for (i, n) in RINGS.iter().enumerate() {
        if i > 0 && i % 8 == 0 {
            board.push('/');
        }
        let p: morris::rules::Point = n.parse().unwrap();
        board.push(if w.contains(&p) {
            'O'
        } else if b.contains(&p) {
            '@'
        } else {
            '*'
        });
    }
    format!("{board} w m s {a} 0 {bn} 0 0 0 0 0 0 0 0 0 1")
}

/// Checks that the value of `pos` is what its children say, through the rules' own legal
/// decisions: a win in d has a decision worth a win in d (its child a loss in d − 1), a loss
/// has only losing decisions and one that loses in exactly d, a draw has a drawing decision
/// and no winning one.
fn consistent(tb: &Tablebase, pos: &Position) {
    let v = tb.value(pos).unwrap();
    let legal = pos.legal();
    if legal.is_empty() {
        assert_eq!(v, Value::Loss(0), "{}", pos.fen());
        return;
    }
    let kids: Vec<Value> = legal.iter().map(|&d| tb.after(pos, d).unwrap()).collect();
    let best = kids.iter().max_by_key(|k| k.score()).copied().unwrap();
    assert_eq!(v, best, "{}: children {kids:?}", pos.fen());
}

#[test]
fn values_agree_with_the_children_under_several_rule_sets() {
    let sets: Vec<(Rules, (u8, u8))> = vec![
        (nine(), (3, 4)),
        (
            Rules {
                fly_at: Some(4),
                ..nine()
            },
            (4, 3),
        ),
        (
            Rules {
                fly_at: None,
                ..nine()
            },
            (4, 3),
        ),
        (
            Rules {
                fly_at: None,
                blocked: Blocked::Pass,
                ..nine()
            },
            (4, 3),
        ),
        (
            Rules {
                protection: MillProtection::Never,
                double_mill: DoubleMill::Each,
                ..nine()
            },
            (3, 3),
        ),
        (
            Rules {
                protection: MillProtection::Always,
                optional_removal: true,
                ..nine()
            },
            (3, 3),
        ),
        (
            Rules {
                board: BoardKind::Diagonal,
                ..nine()
            },
            (3, 4),
        ),
        (
            Rules {
                endgame_draw: Some(10),
                ..nine()
            },
            (3, 3),
        ),
        (
            Rules {
                mill_wins: true,
                fly_at: None,
                ..nine()
            },
            (4, 3),
        ),
    ];
    let mut rng = Rng(99);
    for (rules, (a, b)) in sets {
        let tb = solved(rules, &[(a, b)]);
        let mut kinds = [0; 3];
        for _ in 0..150 {
            for (x, y) in [(a, b), (b, a)] {
                let pos = random_position(rules, &mut rng, x as usize, y as usize);
                consistent(&tb, &pos);
                kinds[match tb.value(&pos).unwrap() {
                    Value::Win(_) => 0,
                    Value::Loss(_) => 1,
                    Value::Draw => 2,
                }] += 1;
            }
        }
        assert!(kinds[0] > 0, "{:?}: no win among {kinds:?}", rules);
    }
}

/// Whether the side to move can force a win within `n` of its turns counted as turns of
/// both (its own now, then the other's, …), by the rules alone.
fn wins_within(pos: &Position, n: u16) -> bool {
    if n == 0 {
        return false;
    }
    let me = pos.side_to_move();
    let mut found = false;
    pos.for_each_legal(|d| {
        if found {
            return;
        }
        let next = pos.play_unchecked(d);
        found = match next.outcome() {
            Some(o) => o.winner == Some(me),
            None if next.side_to_move() == me => wins_within(&next, n),
            None => loses_within(&next, n - 1),
        };
    });
    found
}

/// Whether the side to move loses within `n` turns whatever it does.
fn loses_within(pos: &Position, n: u16) -> bool {
    let me = pos.side_to_move();
    if let Some(o) = pos.outcome() {
        return o.winner.is_some_and(|w| w != me);
    }
    if n == 0 {
        return pos.legal().is_empty();
    }
    let mut all = true;
    let mut any = false;
    pos.for_each_legal(|d| {
        any = true;
        if !all {
            return;
        }
        let next = pos.play_unchecked(d);
        all = match next.outcome() {
            Some(o) => o.winner.is_some_and(|w| w != me),
            None if next.side_to_move() == me => loses_within(&next, n),
            None => wins_within(&next, n - 1),
        };
    });
    all || !any
}

#[test]
fn distances_hold_when_played_out() {
    // Without flying the trees are narrow enough to search by the rules alone.
    let rules = Rules {
        fly_at: None,
        ..nine()
    };
    let tb = solved(rules, &[(4, 3)]);
    let mut rng = Rng(5);
    let mut checked = 0;
    let mut tries = 0;
    while checked < 40 && tries < 20_000 {
        tries += 1;
        let (a, b) = if rng.below(2) == 0 { (4, 3) } else { (3, 4) };
        let pos = random_position(rules, &mut rng, a, b);
        match tb.value(&pos).unwrap() {
            Value::Win(d) if (2..=5).contains(&d) => {
                assert!(wins_within(&pos, d), "{}: win in {d}", pos.fen());
                assert!(!wins_within(&pos, d - 1), "{}: faster than {d}", pos.fen());
                checked += 1;
            }
            Value::Loss(d) if (1..=4).contains(&d) => {
                assert!(loses_within(&pos, d), "{}: loss in {d}", pos.fen());
                assert!(!loses_within(&pos, d - 1), "{}: sooner than {d}", pos.fen());
                checked += 1;
            }
            _ => {}
        }
    }
    assert!(checked >= 20, "only {checked} positions checked");
}

#[test]
fn what_is_not_solved_says_why() {
    let tb = crate::common::standard_tables();
    let start = Position::new(nine());
    assert_eq!(tb.evaluate(&start), Err(Unknown::Placement));
    let big = parse_fen(
        "OOO*@@@*/O*O*@*@*/********* w m s 5 0 5 0 0 0 0 0 0 0 0 0 1"
            .replace("*********", "********")
            .as_str(),
        nine(),
    )
    .unwrap();
    assert_eq!(
        tb.evaluate(&big).unwrap_err().to_string(),
        "not solved yet: 5 v 5"
    );
    let morabaraba = Variant::Morabaraba.rules();
    let mut tb = Tablebase::new(morabaraba);
    let err = tb.solve(3, 3, &mut |_, _| {}).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("not solved under these rules: no re-forming"),
        "{err}"
    );
}

#[test]
fn a_tablebase_can_be_shared_between_threads() {
    fn shared<T: Send + Sync>() {}
    shared::<Tablebase>();
    let tb = crate::common::standard_tables();
    let pos = parse_fen(
        "***@**OO/**O***@*/*******@ w m s 3 0 3 0 0 0 0 0 0 0 0 0 1",
        nine(),
    )
    .unwrap();
    let other = std::sync::Arc::clone(&tb);
    let v = std::thread::spawn(move || other.value(&pos))
        .join()
        .unwrap();
    assert_eq!(v, Some(Value::Win(1)));
}

#[test]
fn three_and_six_mens_morris_are_solved_from_the_empty_board() {
    for (variant, start) in [(Variant::Three, Value::Win(9)), (Variant::Six, Value::Draw)] {
        let rules = variant.rules();
        let mut tb = Tablebase::new(rules);
        tb.solve_whole(&mut |_, _| {}).unwrap();
        assert_eq!(tb.start_value(), Some(start), "{variant:?}");
        // Every position of random games, placement included, agrees with its children as
        // the rules give them.
        let mut rng = Rng(17);
        let mut seen = 0;
        for _ in 0..12 {
            let mut pos = Position::new(rules);
            while pos.outcome().is_none() && seen < 2_000 {
                consistent(&tb, &pos);
                seen += 1;
                let legal = pos.legal();
                pos = pos.play(legal[rng.below(legal.len())]).unwrap();
            }
        }
        assert!(seen > 100, "{variant:?}: {seen}");
    }
}

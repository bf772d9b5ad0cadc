#![allow(clippy::unwrap_used)]
use super::*;
use morris_rules::Variant;

/// A small deterministic stream of numbers (xorshift), for random positions.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// A position after `plies` random decisions from the empty board, if the game goes on that
/// long with stones in hand.
fn random_placement(rules: morris_rules::Rules, plies: usize, rng: &mut Rng) -> Option<Position> {
    let mut pos = Position::new(rules);
    for _ in 0..plies {
        let legal = pos.legal();
        if legal.is_empty() || pos.outcome().is_some() {
            return None;
        }
        pos = pos.play_unchecked(legal[rng.below(legal.len())]);
    }
    let s = pos.side_to_move();
    (pos.outcome().is_none() && pos.in_hand(s) + pos.in_hand(s.other()) > 0).then_some(pos)
}

/// The value by plain minimax over every decision, no pruning, no table: what the search must
/// agree with.
fn brute(tb: &Tablebase, pos: &Position) -> Value {
    if let Some(o) = pos.outcome() {
        return match o.winner {
            Some(w) if w == pos.side_to_move() => Value::Win(0),
            Some(_) => Value::Loss(0),
            None => Value::Draw,
        };
    }
    let s = pos.side_to_move();
    if pos.in_hand(s) == 0 && pos.in_hand(s.other()) == 0 {
        return tb.evaluate(pos).unwrap();
    }
    let mut best: Option<Value> = None;
    for d in pos.legal() {
        let next = pos.play_unchecked(d);
        let v = match next.outcome() {
            Some(o) if o.winner == Some(s) => Value::Win(1),
            Some(o) if o.winner.is_some() => Value::Loss(1),
            Some(_) => Value::Draw,
            None if next.side_to_move() == s => brute(tb, &next),
            None => brute(tb, &next).back(),
        };
        if best.is_none_or(|b| v.score() > b.score()) {
            best = Some(v);
        }
    }
    best.unwrap()
}

/// Six Men's Morris's classes, and its whole game solved: made once for every test here.
fn six_tables() -> &'static (Tablebase, Tablebase) {
    static SIX: std::sync::OnceLock<(Tablebase, Tablebase)> = std::sync::OnceLock::new();
    SIX.get_or_init(make_six)
}

fn make_six() -> (Tablebase, Tablebase) {
    let rules = Variant::Six.rules();
    let mut classes = Tablebase::new(rules);
    for (a, b) in crate::classes(&rules) {
        classes.solve(a, b, &mut |_, _| {}).unwrap();
    }
    let mut whole = Tablebase::new(rules);
    whole.solve_whole(&mut |_, _| {}).unwrap();
    (classes, whole)
}

#[test]
fn on_six_mens_morris_every_proved_value_is_the_whole_solves() {
    let (tb, whole) = six_tables();
    let mut rng = Rng(0x5eed_1234_abcd_0001);
    let mut proved = 0;
    let mut tried = 0;
    while tried < 60 {
        let plies = 4 + rng.below(8);
        let Some(pos) = random_placement(*tb.rules(), plies, &mut rng) else {
            continue;
        };
        tried += 1;
        let mut p = Prover::new();
        let found = p.search(tb, &pos, Budget::nodes(200_000));
        let truth = whole.evaluate(&pos).unwrap();
        if let Some(v) = found.value {
            assert_eq!(v, truth, "{}", pos.diagram());
            proved += 1;
        }
        // Whatever is proved of it bounds the truth.
        if let Some(lo) = found.at_least {
            assert!(lo.score() <= truth.score(), "{}", pos.diagram());
        }
        if let Some(hi) = found.at_most {
            assert!(hi.score() >= truth.score(), "{}", pos.diagram());
        }
        assert!(found.missing.is_empty());
    }
    // Most of them are proved within the budget: the test tests something.
    assert!(proved >= 40, "only {proved} of {tried} proved");
}

#[test]
fn a_search_without_the_classes_says_which_it_missed_and_proves_nothing_false() {
    let (_, whole) = six_tables();
    let rules = Variant::Six.rules();
    // Only 3 v 3: most leaves are missing.
    let mut tb = Tablebase::new(rules);
    tb.solve(3, 3, &mut |_, _| {}).unwrap();
    let mut rng = Rng(77);
    let pos = loop {
        if let Some(p) = random_placement(rules, 6, &mut rng) {
            break p;
        }
    };
    let found = Prover::new().search(&tb, &pos, Budget::nodes(100_000));
    assert!(!found.missing.is_empty());
    if let Some(v) = found.value {
        assert_eq!(v, whole.evaluate(&pos).unwrap());
    }
}

#[test]
fn a_budget_too_small_says_it_stopped_and_a_kept_table_goes_on_from_there() {
    let (tb, whole) = six_tables();
    let mut rng = Rng(4242);
    let pos = loop {
        if let Some(p) = random_placement(*tb.rules(), 5, &mut rng) {
            break p;
        }
    };
    let mut p = Prover::new();
    let first = p.search(tb, &pos, Budget::nodes(50));
    assert!(first.stopped);
    assert_eq!(first.value, None);
    // Kept as bytes and read back, as `morris solve --start` does between sessions.
    let key = tb.key();
    let bytes = p.export(&key);
    let mut again = Prover::import(&bytes, &key).unwrap();
    assert_eq!(again.known(), p.known());
    let mut found = again.search(tb, &pos, Budget::nodes(50));
    let mut rounds = 1;
    while found.value.is_none() && rounds < 10_000 {
        found = again.search(tb, &pos, Budget::nodes(50));
        rounds += 1;
    }
    assert_eq!(found.value, Some(whole.evaluate(&pos).unwrap()));
    assert!(rounds > 1);
}

#[test]
fn a_kept_table_of_other_rules_or_cut_short_is_refused() {
    let (tb, _) = six_tables();
    let pos = random_placement(*tb.rules(), 6, &mut Rng(9)).unwrap();
    let mut p = Prover::new();
    p.search(tb, &pos, Budget::nodes(1000));
    let bytes = p.export(&tb.key());
    assert!(Prover::import(&bytes, "nine-other").is_err());
    assert!(Prover::import(&bytes[..bytes.len() - 3], &tb.key()).is_err());
    let mut bad = bytes.clone();
    let n = bad.len();
    // The last bounds: an upper bound below its lower one.
    bad[n - 8..n - 4].copy_from_slice(&INF.to_le_bytes());
    bad[n - 4..].copy_from_slice(&(-INF).to_le_bytes());
    assert!(Prover::import(&bad, &tb.key()).is_err());
}

/// A random position of the standard game late in the placement: `k` stones a side on the
/// board, one in hand each, White to move (the others captured), if the FEN makes sense.
fn late(k: usize, rng: &mut Rng) -> Option<Position> {
    let mut cells = ['*'; 24];
    for c in ['O', '@'] {
        let mut put = 0;
        while put < k {
            let i = rng.below(24);
            if cells[i] == '*' {
                cells[i] = c;
                put += 1;
            }
        }
    }
    let rings: Vec<String> = cells.chunks(8).map(|r| r.iter().collect()).collect();
    let fen = format!("{} w p p {k} 1 {k} 1 0 0 0 0 0 0 0 0 1", rings.join("/"));
    morris_rules::parse_fen(&fen, Variant::Nine.rules()).ok()
}

#[test]
fn late_in_the_standard_placement_the_search_agrees_with_plain_minimax() {
    let rules = Variant::Nine.rules();
    let mut tb = Tablebase::new(rules);
    for (a, b) in crate::ENDGAME_CLASSES {
        tb.solve(a, b, &mut |_, _| {}).unwrap();
    }
    let mut rng = Rng(0xdead_beef);
    let mut checked = 0;
    let mut decided = 0;
    while checked < 16 {
        // 2 or 3 stones a side and one in hand each: the leaves are 3 v 3 up to 4 v 4.
        let k = 2 + rng.below(2);
        let Some(pos) = late(k, &mut rng) else {
            continue;
        };
        if pos.owed() > 0 || pos.outcome().is_some() {
            continue;
        }
        checked += 1;
        let found = Prover::new().search(&tb, &pos, Budget::nodes(1_000_000));
        let truth = brute(&tb, &pos);
        assert_eq!(found.value, Some(truth), "{}", pos.diagram());
        decided += usize::from(truth != Value::Draw);
    }
    // Not all draws: the distances are compared too.
    assert!(decided > 0);
}

#[test]
fn the_classes_ahead_are_those_both_hands_empty_can_reach() {
    let pos = Position::new(Variant::Six.rules());
    let ahead = classes_ahead(&pos);
    assert!(ahead.contains(&(6, 6)) && ahead.contains(&(6, 3)) && ahead.contains(&(3, 3)));
    assert!(
        !ahead.contains(&(3, 6)),
        "a class with its mirror is named once"
    );
}

#[test]
fn once_proved_a_position_and_its_decisions_are_valued_like_the_whole_solve_values_them() {
    let (_, whole) = six_tables();
    let rules = Variant::Six.rules();
    let mut tb = Tablebase::new(rules);
    for (a, b) in crate::classes(&rules) {
        tb.solve(a, b, &mut |_, _| {}).unwrap();
    }
    let pos = random_placement(rules, 8, &mut Rng(31337)).unwrap();
    assert_eq!(tb.evaluate(&pos), Err(Unknown::Placement));
    let v = tb.prove(&pos, Budget::nodes(1_000_000), true).unwrap();
    assert_eq!(v, whole.evaluate(&pos).unwrap());
    assert_eq!(tb.evaluate(&pos), Ok(v));
    // The best decisions, as hints give them.
    assert_eq!(tb.best(&pos), whole.best(&pos));
}

#[test]
fn with_the_classes_kept_as_win_draw_or_loss_the_window_around_a_draw_gives_the_same_kind() {
    // Six Men's Morris with every class but the smallest kept without distances: the search
    // in the window around a draw must say won, drawn or lost exactly as the whole solve does,
    // from the empty board and from random positions of the placement.
    let (_, whole) = six_tables();
    let rules = Variant::Six.rules();
    let mut tb = Tablebase::new(rules);
    for (a, b) in crate::classes(&rules) {
        tb.solve(a, b, &mut |_, _| {}).unwrap();
    }
    for (a, b) in crate::classes(&rules) {
        if (a, b) != (3, 3) {
            assert!(tb.keep_as_wdl(a, b));
        }
    }
    assert!(tb.wdl_bytes() > 0);
    assert!(!tb.is_solved(4, 4) && tb.is_known(4, 4));
    let kind = |v: Value| v.score().signum();
    let mut rng = Rng(0x5eed_1234);
    let mut positions = vec![Position::new(rules)];
    while positions.len() < 40 {
        let plies = 1 + rng.below(9);
        if let Some(p) = random_placement(rules, plies, &mut rng) {
            positions.push(p);
        }
    }
    let mut decided = 0;
    for pos in positions {
        let want = whole.evaluate(&pos).unwrap();
        let mut p = Prover::new();
        let found = p.search_within(&tb, &pos, Budget::nodes(u64::MAX), -1, 1);
        assert!(found.missing.is_empty() && !found.stopped);
        let lo = found.at_least.map_or(-INF, Value::score);
        let hi = found.at_most.map_or(INF, Value::score);
        // True bounds, whatever the kind.
        assert!(
            lo <= want.score() && want.score() <= hi,
            "{pos:?}: {found:?} vs {want:?}"
        );
        let got = if lo > 0 {
            1
        } else if hi < 0 {
            -1
        } else {
            assert_eq!((lo, hi), (0, 0), "{pos:?}");
            0
        };
        assert_eq!(got, kind(want), "{pos:?}");
        decided += usize::from(got != 0);
    }
    assert!(decided > 0, "no won or lost position among those tried");
}

/// The start's proof as a game reads it (bisection in the kept bytes) gives every position the
/// bounds the search proved; a decision it proves keeps a draw is one the whole solve says keeps
/// at least a draw; and a file of other rules, cut short or out of order is refused.
#[test]
fn a_kept_proof_read_as_it_is_gives_the_bounds_the_search_proved() {
    let (tb, whole) = six_tables();
    let start = Position::new(*tb.rules());
    let mut p = Prover::new();
    let found = p.search_within(tb, &start, Budget::nodes(2_000_000), -1, 1);
    assert_eq!(found.value, Some(Value::Draw));
    let key = tb.key();
    let bytes = p.export(&key);
    let kept = KeptProof::open(bytes.clone(), &key).unwrap();
    assert_eq!(kept.known(), p.known());
    for (k, b) in &p.bounds {
        // Found again by its key.
        let i = (0..kept.count).find(|&i| kept.key(i) == *k).unwrap();
        let e = kept.entry(i);
        let word = |i: usize| i32::from_le_bytes([e[i], e[i + 1], e[i + 2], e[i + 3]]);
        assert_eq!((word(11), word(15)), *b);
    }
    // Through positions: the start's decisions, each with the whole solve's value.
    let mut with = Tablebase::new(*tb.rules());
    with.kept_proof = Some(std::sync::Arc::new(kept));
    let mut safe = 0;
    for d in start.legal() {
        let child = start.play_unchecked(d);
        let Some((_, best)) = with.outcome_bounds(&child) else {
            continue;
        };
        let truth = whole.evaluate(&child).unwrap();
        if best <= 0 {
            safe += 1;
            assert!(truth.score() <= 0, "{d}: {truth:?}");
        }
        assert_eq!(
            with.kept_proof.as_ref().unwrap().bounds_of(tb, &child),
            p.bounds_of(tb, &child)
        );
    }
    assert!(safe > 0);
    assert!(KeptProof::open(bytes.clone(), "six-other").is_err());
    assert!(KeptProof::open(bytes[..bytes.len() - 3].to_vec(), &key).is_err());
    // Two entries swapped: out of order.
    let mut swapped = bytes.clone();
    let at = swapped.len() - 2 * KeptProof::ENTRY;
    let (a, b) = swapped[at..].split_at_mut(KeptProof::ENTRY);
    a.swap_with_slice(b);
    assert!(KeptProof::open(swapped, &key).is_err());
}

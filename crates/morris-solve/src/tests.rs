#![allow(clippy::unwrap_used)]
use super::*;
use morris_rules::{Blocked, DoubleMill, MillProtection, Position, Variant};

/// Rule sets with one key are solved alike: the key holds everything the solver reads
/// (its spec, the board, the endgame draw), and each rule that is in the key changes it.
#[test]
fn one_key_one_way_of_solving() {
    let mut sets = vec![];
    for v in Variant::ALL {
        for o in &morris_rules::OPTIONS {
            let names: Vec<String> = match o.values {
                morris_rules::OptionValues::OnOff => vec!["on".into(), "off".into()],
                morris_rules::OptionValues::Pieces => vec!["3".into(), "4".into()],
                morris_rules::OptionValues::Plies => vec!["off".into(), "10".into()],
                morris_rules::OptionValues::Names(n) => n.iter().map(|s| s.to_string()).collect(),
            };
            for n in names {
                let mut r = v.rules();
                if (o.set)(&mut r, &n).is_ok() {
                    sets.push(r);
                }
            }
        }
    }
    for a in &sets {
        for b in &sets {
            let same =
                (Spec::of(a), a.board, a.endgame_draw) == (Spec::of(b), b.board, b.endgame_draw);
            assert_eq!(key(a) == key(b), same, "{a:?} / {b:?}");
        }
    }
}

/// Every value of every solved class, in number order.
fn all_values(tb: &Tablebase) -> Vec<((u8, u8), Vec<Code>)> {
    tb.solved()
        .into_iter()
        .map(|k| (k, tb.tables[&k].values.plain()))
        .collect()
}

#[test]
fn a_distance_in_words_says_whose_turn_ends_the_game() {
    let w = Color::White;
    assert_eq!(
        Value::Win(7).describe(w),
        "White wins in 7 turns (White's 4th)"
    );
    assert_eq!(
        Value::Win(1).describe(w),
        "White wins in 1 turn (White's 1st)"
    );
    assert_eq!(
        Value::Loss(4).describe(w),
        "Black wins in 4 turns (Black's 2nd)"
    );
    assert_eq!(Value::Loss(0).describe(w), "Black has won");
    assert_eq!(Value::Draw.describe(w), "draw");
    assert_eq!(ordinal(11), "11th");
    assert_eq!(ordinal(22), "22nd");
    assert_eq!(ordinal(13), "13th");
    assert_eq!(ordinal(63), "63rd");
}

/// Table files kept in memory: the solver's side of the cache, without a disk.
#[derive(Default)]
pub(crate) struct Memory {
    pub files: Mutex<HashMap<(String, u8, u8), Vec<u8>>>,
    /// Writes fail, with this reason.
    pub refuse: Option<String>,
}

impl TableFiles for Memory {
    fn read(&self, key: &str, a: u8, b: u8) -> Result<Option<Vec<u8>>, String> {
        Ok(self
            .files
            .lock()
            .unwrap()
            .get(&(key.to_string(), a, b))
            .cloned())
    }
    fn has(&self, key: &str, a: u8, b: u8) -> bool {
        self.read(key, a, b).is_ok_and(|b| b.is_some())
    }
    fn write(&self, key: &str, a: u8, b: u8, bytes: &[u8]) -> Result<(), String> {
        if let Some(why) = &self.refuse {
            return Err(why.clone());
        }
        self.files
            .lock()
            .unwrap()
            .insert((key.to_string(), a, b), bytes.to_vec());
        Ok(())
    }
}

impl Memory {
    fn put(&self, key: &str, a: u8, b: u8, bytes: Vec<u8>) {
        self.files
            .lock()
            .unwrap()
            .insert((key.to_string(), a, b), bytes);
    }
}

#[test]
fn a_cache_file_of_the_old_format_is_solved_again_and_rewritten() {
    let rules = Variant::Nine.rules();
    let files = Arc::new(Memory::default());
    let tb = Tablebase::new(rules);
    let len = tb.size(3, 3) as usize;
    // Whole and well formed, but of the first format, and every value a draw: were it
    // trusted, 3 v 3 would be all draws.
    let old = cache::tests::version_1(&tb.key(), 3, 3, &vec![0; len]);
    files.put(&tb.key(), 3, 3, old.clone());
    let mut tb = tb.with_cache(Some(files.clone()));
    tb.solve(3, 3, &mut |_, _| {}).unwrap();
    let s = tb.summary(3, 3).unwrap();
    assert_eq!((s.wins, s.losses, s.draws), (2_232_160, 455_648, 4_112));
    // Rewritten in this format, and read back as such.
    let new = files.read(&tb.key(), 3, 3).unwrap().unwrap();
    assert_ne!(new, old);
    let mut again = Tablebase::new(rules).with_cache(Some(files.clone()));
    again.solve(3, 3, &mut |_, _| {}).unwrap();
    assert!(matches!(again.tables[&(3, 3)].values, Codes::Packed(_)));
    assert_eq!(all_values(&again), all_values(&tb));
    assert!(again.take_problems().is_empty());
}

#[test]
fn read_takes_only_sound_files_and_never_solves() {
    let rules = Variant::Nine.rules();
    let files = Arc::new(Memory::default());
    let cached = || Tablebase::new(rules).with_cache(Some(files.clone()));
    // Nothing there.
    assert!(!cached().read(3, 3));
    // A file of the first format is not trusted, and not solved again either.
    let tb = cached();
    let len = tb.size(3, 3) as usize;
    files.put(
        &tb.key(),
        3,
        3,
        cache::tests::version_1(&tb.key(), 3, 3, &vec![0; len]),
    );
    let mut tb = cached();
    assert!(!tb.read(3, 3));
    assert!(!tb.is_solved(3, 3));
    // Solved (and so written), it is read back as it was solved.
    let mut solved = cached();
    solved.solve(3, 3, &mut |_, _| {}).unwrap();
    let mut tb = cached();
    assert!(tb.read(3, 3));
    assert_eq!(all_values(&tb), all_values(&solved));
    // 4 v 3 is not in the cache: not read, not solved.
    assert!(!tb.read(4, 3));
    assert_eq!(tb.solved(), vec![(3, 3)]);
}

/// A file whose checksum was made anew over values that cannot be true is refused, said,
/// and solved again: wins and losses swapped (a loss in 7), and distances all moved on by
/// two (each odd or even as it should be, but a win in 3 where the children give a win in
/// 1).
#[test]
fn a_file_of_another_class_or_other_rules_is_refused_and_said() {
    let rules = Variant::Nine.rules();
    let files = Arc::new(Memory::default());
    let mut truth = Tablebase::new(rules).with_cache(Some(files.clone()));
    truth.solve(4, 3, &mut |_, _| {}).unwrap();
    let key = truth.key();
    let file = |a, b| files.read(&key, a, b).unwrap().unwrap();
    let (four, three) = (file(4, 3), file(3, 4));
    // 4v3 and 3v4 swapped by hand: each file whole, but of the other class.
    files.put(&key, 4, 3, three.clone());
    files.put(&key, 3, 4, four.clone());
    let mut tb = Tablebase::new(rules).with_cache(Some(files.clone()));
    tb.solve(4, 3, &mut |_, _| {}).unwrap();
    assert_eq!(all_values(&tb), all_values(&truth));
    assert_eq!(
        tb.take_problems(),
        vec![CacheProblem::Refused(
            (4, 3),
            "it holds 3v4, not 4v3".into()
        )]
    );
    // 3v3 of other rules copied in under these: refused, and named.
    let mut fly4 = rules;
    fly4.fly_at = Some(4);
    let other = Tablebase::new(fly4).key();
    let foreign = file(3, 3);
    let at = foreign
        .windows(key.len())
        .position(|w| w == key.as_bytes())
        .unwrap();
    let mut foreign_bytes = foreign[..at].to_vec();
    foreign_bytes.extend_from_slice(other.as_bytes());
    foreign_bytes.extend_from_slice(&foreign[at + key.len()..]);
    files.put(&key, 3, 3, foreign_bytes);
    let mut tb = Tablebase::new(rules).with_cache(Some(files.clone()));
    tb.solve(3, 3, &mut |_, _| {}).unwrap();
    let problems = tb.take_problems();
    assert!(
        matches!(&problems[..], [CacheProblem::Refused((3, 3), why)]
            if why.contains("of other rules") && why.contains(&other)),
        "{problems:?}"
    );
}

#[test]
fn a_rewritten_file_with_a_good_checksum_is_checked_not_trusted() {
    let rules = Variant::Nine.rules();
    let files = Arc::new(Memory::default());
    let mut truth = Tablebase::new(rules).with_cache(Some(files.clone()));
    truth.solve(4, 3, &mut |_, _| {}).unwrap();
    let key = truth.key();
    let good: Vec<(u8, u8, Vec<u8>)> = [(3, 3), (4, 3), (3, 4)]
        .into_iter()
        .map(|(a, b)| (a, b, files.read(&key, a, b).unwrap().unwrap()))
        .collect();
    let swap = |c: Code| match c {
        0 => 0,
        c if c % 2 == 1 => c + 1,
        c => c - 1,
    };
    let later = |c: Code| if c == 0 { 0 } else { c + 4 };
    for (name, change, class) in [
        ("swapped", &swap as &dyn Fn(Code) -> Code, (3, 3)),
        ("later", &later, (3, 3)),
        ("later", &later, (4, 3)),
    ] {
        for (a, b, bytes) in &good {
            files.put(&key, *a, *b, bytes.clone());
        }
        let (_, _, _, values) =
            cache::read_file(&files.read(&key, class.0, class.1).unwrap().unwrap()).unwrap();
        let bad: Vec<Code> = values.iter().map(|&c| change(c)).collect();
        files.put(
            &key,
            class.0,
            class.1,
            cache::file_bytes(&key, class.0, class.1, &bad),
        );
        let mut tb = Tablebase::new(rules).with_cache(Some(files.clone()));
        tb.solve(4, 3, &mut |_, _| {}).unwrap();
        assert_eq!(all_values(&tb), all_values(&truth), "{name} {class:?}");
        let problems = tb.take_problems();
        assert!(
            matches!(&problems[..], [CacheProblem::Refused(c, _)] if *c == class),
            "{name} {class:?}: {problems:?}"
        );
        // Solved again, and kept: the next read believes it.
        let mut again = Tablebase::new(rules).with_cache(Some(files.clone()));
        assert!(again.read(3, 3) && again.read(4, 3));
        assert!(again.take_problems().is_empty());
    }
}

/// Every real table passes the checks, under every rule set that changes the values.
#[test]
fn the_real_tables_pass_the_checks() {
    let nine = Variant::Nine.rules();
    let sets = [
        (nine, (4, 3)),
        (
            Rules {
                fly_at: None,
                ..nine
            },
            (4, 3),
        ),
        (
            Rules {
                protection: MillProtection::Never,
                double_mill: DoubleMill::Each,
                ..nine
            },
            (4, 3),
        ),
        (
            Rules {
                blocked: Blocked::Pass,
                optional_removal: true,
                ..nine
            },
            (4, 3),
        ),
        (
            Rules {
                mill_wins: true,
                ..nine
            },
            (4, 3),
        ),
        (
            Rules {
                endgame_draw: Some(10),
                ..nine
            },
            (4, 3),
        ),
        (Variant::Six.rules(), (5, 4)),
        (Variant::Three.rules(), (3, 3)),
    ];
    for (rules, (a, b)) in sets {
        let files = Arc::new(Memory::default());
        let mut tb = Tablebase::new(rules).with_cache(Some(files.clone()));
        tb.solve(a, b, &mut |_, _| {}).unwrap();
        let mut again = Tablebase::new(rules).with_cache(Some(files.clone()));
        again.solve(a, b, &mut |_, _| {}).unwrap();
        assert_eq!(again.take_problems(), vec![], "{rules:?}");
        assert_eq!(all_values(&again), all_values(&tb));
    }
}

/// A class that cannot be kept is solved all the same, and the problem is said.
#[test]
fn a_class_that_cannot_be_kept_is_said() {
    let files = Arc::new(Memory {
        refuse: Some("the disk is full".into()),
        ..Memory::default()
    });
    let mut tb = Tablebase::new(Variant::Nine.rules()).with_cache(Some(files));
    tb.solve(3, 3, &mut |_, _| {}).unwrap();
    assert!(tb.is_solved(3, 3));
    let problems = tb.take_problems();
    assert_eq!(
        problems,
        [CacheProblem::NotKept((3, 3), "the disk is full".into())]
    );
    assert_eq!(
        problems[0].to_string(),
        "3v3 could not be kept in the cache (the disk is full): it will be solved again next time"
    );
}

/// docs/rules.md §9: a side to move that has lost has lost in 0; a drawn end is a draw.
#[test]
fn a_finished_game_has_its_value() {
    let rules = Variant::Nine.rules();
    let tb = Tablebase::new(rules);
    // White with two stones to move: lost.
    let pos = morris_rules::parse_fen(
        "***O****/****@**O/@***@*@* w m s 2 0 4 0 0 0 0 0 0 0 0 0 1",
        rules,
    )
    .unwrap();
    assert!(pos.outcome().is_some(), "{}", pos.fen());
    assert_eq!(tb.evaluate(&pos), Ok(Value::Loss(0)));
    // The move limit reached: a draw.
    let limited = Rules {
        move_limit: Some(10),
        ..rules
    };
    let pos = morris_rules::parse_fen(
        "***O****/****@**O/@***O*@* w m s 3 0 3 0 0 0 0 0 0 0 0 10 1",
        limited,
    )
    .unwrap();
    assert_eq!(Tablebase::new(limited).evaluate(&pos), Ok(Value::Draw));
    // Three Men's Morris: the mill that wins ends the game on the winner's turn.
    let three = Variant::Three.rules();
    let game = morris_rules::play_tokens(three, "a1 a3 b1 b3 c1").unwrap();
    assert_eq!(game.position().side_to_move(), Color::White);
    assert_eq!(
        Tablebase::new(three).evaluate(&game.position()),
        Ok(Value::Win(0))
    );
    let game = morris_rules::play_tokens(rules, "d6").unwrap();
    let mut drawn = game.clone();
    drawn.agree_draw();
    assert_eq!(tb.evaluate(&drawn.position()), Ok(Value::Draw));
    let mut resigned = game;
    resigned.resign(Color::White);
    // Black to move, White resigned: Black has won.
    assert_eq!(tb.evaluate(&resigned.position()), Ok(Value::Win(0)));
    assert_eq!(Value::Win(0).describe(Color::Black), "Black has won");
}

#[test]
fn the_values_do_not_depend_on_the_number_of_threads() {
    let nine = Variant::Nine.rules();
    let sets = [
        (nine, (4, 3)),
        (
            Rules {
                fly_at: None,
                protection: MillProtection::Never,
                double_mill: DoubleMill::Each,
                ..nine
            },
            (4, 3),
        ),
        (Variant::Six.rules(), (5, 4)),
    ];
    for (rules, (a, b)) in sets {
        let mut found = Vec::new();
        for threads in [1, 2, 3] {
            let mut tb = Tablebase::new(rules).with_threads(threads);
            tb.solve(a, b, &mut |_, _| {}).unwrap();
            found.push(all_values(&tb));
        }
        assert!(found[0].len() >= 2, "{:?}", found[0].len());
        assert!(found[1] == found[0], "{rules:?}: 2 threads differ from 1");
        assert!(found[2] == found[0], "{rules:?}: 3 threads differ from 1");
    }
}

/// The distance limit is a parameter: a class whose longest win passes it is not solved (and
/// says why), one whose longest win is exactly the limit is solved with the same values as
/// without a limit. The same path keeps distances above 126 turns under the real limit.
#[test]
fn a_distance_past_the_limit_stops_solving_and_one_at_it_is_kept_exactly() {
    let rules = Variant::Nine.rules();
    let mut free = Tablebase::new(rules);
    free.solve(4, 3, &mut |_, _| {}).unwrap();
    let longest = [(3, 3), (4, 3), (3, 4)]
        .iter()
        .map(|&(a, b)| free.summary(a, b).unwrap().longest_win)
        .max()
        .unwrap();
    assert!(longest > 5, "{longest}");
    let mut short = Tablebase::new(rules).with_max_distance(u32::from(longest) - 1);
    let e = short.solve(4, 3, &mut |_, _| {}).unwrap_err();
    assert!(
        e.to_string()
            .contains(&format!("a distance above {} turns", longest - 1)),
        "{e}"
    );
    let mut exact = Tablebase::new(rules).with_max_distance(u32::from(longest));
    exact.solve(4, 3, &mut |_, _| {}).unwrap();
    assert_eq!(all_values(&exact), all_values(&free));
}

/// `morris solve --all`'s classes: every class up to 9 v 9 on the standard board (49 of them,
/// 8.9·10^9 positions up to symmetry), each after the classes its captures lead to.
#[test]
fn every_class_comes_after_those_its_captures_need() {
    let rules = Variant::Nine.rules();
    let all = all_classes(&rules);
    assert_eq!(all.len(), 49);
    assert_eq!((all[0], all[48]), ((3, 3), (9, 9)));
    let tb = Tablebase::new(rules);
    let total: u64 = all.iter().map(|&(a, b)| tb.size(a, b)).sum();
    assert_eq!(total / 100_000_000, 89, "{total}");
    for (k, &(a, b)) in all.iter().enumerate() {
        for need in tb.captures_lead_to(a, b) {
            assert!(all[..k].contains(&need), "{a}v{b} before {need:?}");
        }
    }
    assert_eq!(units(&rules).len(), 28);
    assert_eq!(
        all_classes(&Variant::Six.rules()),
        classes(&Variant::Six.rules())
    );
}

/// A class too large to solve here (as `morris solve --all`'s are) is read from the cache with
/// the classes its captures lead to, by `solve` and `read` alike, and never solved; missing,
/// it is "not solved yet".
#[test]
fn a_class_too_large_to_solve_here_is_read_from_the_cache() {
    let rules = Variant::Nine.rules();
    let files = Arc::new(Memory::default());
    let mut small = Tablebase::new(rules)
        .with_cache(Some(files.clone()))
        .with_most_positions(0);
    assert!(!small.can_have(4, 3));
    assert_eq!(
        small.solve(4, 3, &mut |_, _| {}),
        Err(Unknown::NotSolved(4, 3))
    );
    let mut whole = Tablebase::new(rules).with_cache(Some(files.clone()));
    whole.solve(4, 4, &mut |_, _| {}).unwrap();
    let mut tb = Tablebase::new(rules)
        .with_cache(Some(files.clone()))
        .with_most_positions(0);
    assert!(!tb.can_solve(4, 4) && tb.can_have(4, 4));
    tb.solve(4, 4, &mut |_, _| {}).unwrap();
    assert_eq!(tb.worked(), 0);
    assert_eq!(
        all_values(&tb),
        vec![((4, 4), whole.tables[&(4, 4)].values.plain())]
    );
    let mut tb = Tablebase::new(rules)
        .with_cache(Some(files))
        .with_most_positions(0);
    assert!(tb.read(4, 4));
    // 3 v 4 is read for 4 v 4's captures, but not its mirror nor 3 v 3 (where its own
    // captures lead): it is not solved for a caller until read for itself.
    assert_eq!(tb.solved(), vec![(4, 4)]);
    assert!(tb.tables.contains_key(&(3, 4)));
    assert!(!tb.tables.contains_key(&(4, 3)) && !tb.tables.contains_key(&(3, 3)));
    assert!(tb.read(4, 3));
    assert_eq!(tb.solved(), vec![(3, 4), (4, 3), (4, 4)]);
    assert!(tb.read(3, 3));
    assert_eq!(tb.solved(), vec![(3, 3), (3, 4), (4, 3), (4, 4)]);
    assert_eq!(all_values(&tb), all_values(&whole));
}

/// The files of small classes under several rule sets are byte for byte those the solver wrote
/// before its frontiers became bitsets and its known values moved into its words (issue 40):
/// their checksums and lengths, as the solver of main at 3deebea wrote them.
#[test]
fn the_new_layout_writes_the_same_bytes_as_the_old() {
    let nine = Variant::Nine.rules();
    // Per rule set: each class, its file's checksum and length.
    type Prints = Vec<((u8, u8), u64, usize)>;
    let cases: Vec<(Rules, Prints)> = vec![
        (
            nine,
            vec![
                ((3, 3), 13777494000305559074, 162196),
                ((4, 3), 2932493107521936981, 49795),
                ((3, 4), 8124499438772755960, 252724),
                ((4, 4), 7407821664951241785, 997),
                ((5, 3), 15752891376180862082, 309403),
                ((3, 5), 7770492869676377221, 61247),
            ],
        ),
        (
            Rules {
                fly_at: None,
                protection: MillProtection::Never,
                double_mill: DoubleMill::Each,
                ..nine
            },
            vec![((4, 3), 6577297401879239852, 613544)],
        ),
        (
            Rules {
                blocked: Blocked::Pass,
                optional_removal: true,
                protection: MillProtection::Always,
                fly_at: Some(4),
                ..nine
            },
            vec![((4, 3), 1186517598616936875, 354036)],
        ),
        (
            Rules {
                mill_wins: true,
                ..nine
            },
            vec![((4, 3), 15706363875020384217, 527014)],
        ),
        (
            Variant::Six.rules(),
            vec![
                ((3, 3), 3390683939352657975, 11903),
                ((3, 4), 16747653213342181358, 36885),
                ((4, 3), 17266984390854259590, 24927),
                ((3, 5), 2784682946034750253, 51384),
                ((4, 4), 18353965473692687736, 67884),
                ((5, 3), 3500990631721931834, 30840),
                ((3, 6), 1557384584658628505, 55639),
                ((4, 5), 378133774078117701, 129270),
                ((5, 4), 6988320628888854454, 91705),
                ((6, 3), 6142685739736416556, 35999),
                ((4, 6), 11539880694741821597, 148129),
                ((5, 5), 3049259742965213096, 156787),
                ((6, 4), 6484103251557962562, 91105),
                ((5, 6), 8348796549143745363, 209943),
                ((6, 5), 2931376427273228589, 171646),
                ((6, 6), 6637550632919483207, 165056),
            ],
        ),
    ];
    for (rules, expected) in cases {
        let mut tb = Tablebase::new(rules);
        let key = tb.key();
        for &((a, b), sum, len) in &expected {
            tb.solve(a, b, &mut |_, _| {}).unwrap();
            let bytes = cache::encode(&key, a, b, &tb.tables[&(a, b)].values);
            assert_eq!(
                (cache::fingerprint(&bytes), bytes.len()),
                (sum, len),
                "{key} {a}v{b}"
            );
        }
    }
}

/// Table files (in memory, unless others are given) that note every class read, in order.
#[derive(Default)]
struct Noting<F = Memory> {
    files: F,
    read: Mutex<Vec<(u8, u8)>>,
}

impl<F: TableFiles> TableFiles for Noting<F> {
    fn read(&self, key: &str, a: u8, b: u8) -> Result<Option<Vec<u8>>, String> {
        self.read.lock().unwrap().push((a, b));
        self.files.read(key, a, b)
    }
    fn has(&self, key: &str, a: u8, b: u8) -> bool {
        self.files.has(key, a, b)
    }
    fn write(&self, key: &str, a: u8, b: u8, bytes: &[u8]) -> Result<(), String> {
        self.files.write(key, a, b, bytes)
    }
}

impl<F> Noting<F> {
    /// The classes read since the last call, sorted.
    fn taken(&self) -> Vec<(u8, u8)> {
        let mut v = std::mem::take(&mut *self.read.lock().unwrap());
        v.sort();
        v
    }
}

/// Reading ahead again (after a capture, or at the next turn) takes what the last reading
/// holds, shared, rather than reading those files again: before, the classes after a capture
/// in the placement were read whole again, two of the five the game then needs. The values
/// are the same.
#[test]
fn reading_ahead_again_shares_what_the_last_reading_holds() {
    let rules = Variant::Six.rules();
    let files = Arc::new(Noting::<Memory>::default());
    let mut whole = Tablebase::new(rules).with_cache(Some(files.clone()));
    whole.solve(5, 5, &mut |_, _| {}).unwrap();
    let _ = files.taken();
    let cache: Arc<dyn TableFiles> = files.clone();
    let mut rng = crate::puzzle::Rng(11);
    let draw = |rng: &mut crate::puzzle::Rng, a, b| loop {
        if let Some(p) = crate::puzzle::draw_position(&rules, rng, a, b, false) {
            return p;
        }
    };
    let pos = draw(&mut rng, 5, 5);
    let first = crate::read_ahead(Some(&cache), &pos, None, None).unwrap();
    let read = files.taken();
    assert!(read.contains(&(5, 5)) && read.contains(&(4, 5)), "{read:?}");
    let again = crate::read_ahead(Some(&cache), &pos, None, Some(&first)).unwrap();
    assert_eq!(files.taken(), vec![]);
    assert_eq!(again.solved(), first.solved());
    // After a capture: the class it leads to was read with the first; nothing read again.
    let after = draw(&mut rng, 4, 5);
    let third = crate::read_ahead(Some(&cache), &after, None, Some(&first)).unwrap();
    assert_eq!(files.taken(), vec![]);
    for _ in 0..30 {
        let p = draw(&mut rng, 5, 5);
        assert_eq!(again.evaluate(&p), whole.evaluate(&p), "{p:?}");
        let q = draw(&mut rng, 4, 5);
        assert_eq!(third.evaluate(&q), whole.evaluate(&q), "{q:?}");
    }
    // Without the last reading, the same classes are read again.
    let _ = crate::read_ahead(Some(&cache), &after, None, None).unwrap();
    assert!(!files.taken().is_empty());
}

/// Reading a class for use reads it, its mirror and the classes its captures lead to, not
/// those two captures down; its values and best moves are those of everything solved; and a
/// game that captures into a class read only for the one above reads that class's own needs
/// then, and gets its best moves.
#[test]
fn reading_a_class_reads_one_level_below_and_no_further() {
    let rules = Variant::Six.rules();
    let files = Arc::new(Noting::<Memory>::default());
    let mut whole = Tablebase::new(rules).with_cache(Some(files.clone()));
    whole.solve(5, 5, &mut |_, _| {}).unwrap();
    let _ = files.taken();
    let mut tb = Tablebase::new(rules)
        .with_cache(Some(files.clone()))
        .with_most_positions(0);
    assert!(tb.read(5, 5));
    // 5 v 5 and what its captures lead to (4 v 5, without its mirror: only 4 v 5's own
    // decisions lead there): not 4 v 4, 3 v 5, 5 v 3.
    assert_eq!(files.taken(), vec![(4, 5), (5, 5)]);
    assert_eq!(tb.solved(), vec![(5, 5)]);
    assert!(!tb.is_solved(4, 5) && !tb.is_solved(5, 4));
    assert!(tb.take_problems().is_empty());

    let mut rng = crate::puzzle::Rng(7);
    let mut compared = 0;
    let mut captures = Vec::new();
    while compared < 40 {
        let Some(pos) = crate::puzzle::draw_position(&rules, &mut rng, 5, 5, false) else {
            continue;
        };
        compared += 1;
        assert_eq!(tb.evaluate(&pos), whole.evaluate(&pos), "{pos:?}");
        assert_eq!(tb.best(&pos), whole.best(&pos), "{pos:?}");
        for d in pos.legal() {
            assert_eq!(tb.after(&pos, d), whole.after(&pos, d), "{pos:?} {d:?}");
            let next = pos.play_unchecked(d);
            if next.outcome().is_none() && next.owed() > 0 {
                // A mill closed: each removal leaves the other side 4 stones against 5.
                for r in next.legal() {
                    let after = next.play_unchecked(r);
                    if after.outcome().is_none() && after.owed() == 0 {
                        captures.push(after);
                    }
                }
            }
        }
    }
    assert!(!captures.is_empty(), "no capture from the positions drawn");
    // After a capture the game is in 4 v 5, read only for 5 v 5: its own captures lead where
    // nothing was read, so it is read for itself first, which reads its mirror and its needs
    // and no more.
    assert!(tb.read(4, 5));
    assert_eq!(files.taken(), vec![(3, 5), (4, 4), (5, 4)]);
    assert!(tb.is_solved(4, 5) && tb.is_solved(5, 4) && !tb.is_solved(4, 4));
    for pos in &captures {
        let (value, moves) = tb.best(pos).unwrap();
        assert_eq!(Ok((value, moves)), whole.best(pos), "{pos:?}");
    }
    assert!(tb.take_problems().is_empty());

    // The computer's tables: after the capture, tables held nowhere else are replaced in
    // place (4 v 5 kept, not read again; 5 v 5 forgotten); held elsewhere, read anew.
    let f: Arc<dyn TableFiles> = files.clone();
    let mut rng = crate::puzzle::Rng(7);
    let first = loop {
        if let Some(p) = crate::puzzle::draw_position(&rules, &mut rng, 5, 5, false) {
            break p;
        }
    };
    let next = &captures[0];
    let t1 = tables_for_search(Some(&f), None, &first, 0, false).unwrap();
    assert_eq!(files.taken(), vec![(4, 5), (5, 5)]);
    assert!(covers(Some(&f), &t1, &first, 0, false));
    assert!(!covers(Some(&f), &t1, next, 0, false));
    let t2 = tables_for_search(Some(&f), Some(t1), next, 0, false).unwrap();
    assert_eq!(files.taken(), vec![(3, 5), (4, 4), (5, 4)]);
    assert!(t2.is_solved(4, 5) && !t2.tables.contains_key(&(5, 5)));
    assert_eq!(t2.best(next), whole.best(next));
    let t3 = tables_for_search(Some(&f), Some(t2.clone()), &first, 0, false).unwrap();
    assert_eq!(files.taken(), vec![(4, 5), (5, 5)]);
    assert!(t2.is_solved(4, 5) && t3.is_solved(5, 5));
    assert_eq!(t3.best(&first), whole.best(&first));
}

/// A cache that says it has every class and gives none: what is asked of it, not read.
#[derive(Default)]
struct Claims;

impl TableFiles for Claims {
    fn read(&self, _key: &str, _a: u8, _b: u8) -> Result<Option<Vec<u8>>, String> {
        Ok(None)
    }
    fn has(&self, _key: &str, _a: u8, _b: u8) -> bool {
        true
    }
    fn write(&self, _key: &str, _a: u8, _b: u8, _bytes: &[u8]) -> Result<(), String> {
        Err("not here".into())
    }
}

/// The reader beside a game reads the classes ahead first, then every other class the game
/// can come to, so that a game reads them once: a capture two levels down then finds its class
/// at hand. Before, only the class ahead and those its captures lead to were read, and a
/// reading begun at a later capture came seconds late (a match game was lost in the turns
/// played meanwhile).
#[test]
fn the_reader_beside_a_game_asks_for_every_class_it_can_come_to() {
    let rules = Rules::default();
    let pos = Position::new(rules);
    let noting = Arc::new(Noting::<Claims>::default());
    let files: Arc<dyn TableFiles> = noting.clone();
    let reachable = crate::reachable(Some(&files), &pos);
    // From the start, every class of the standard game (and its mirror): 28 of them.
    assert_eq!(reachable.len(), 28);
    assert_eq!(reachable.first(), Some(&(9, 9)));
    assert_eq!(reachable.last(), Some(&(3, 3)));
    // How many classes were asked for at each hand-over.
    let mut handed = Vec::new();
    let _ = crate::read_beside(Some(&files), &pos, None, &mut |_| {
        handed.push(noting.read.lock().unwrap().len());
    });
    let asked = noting.read.lock().unwrap().clone();
    let at = |c: (u8, u8)| asked.iter().position(|&k| k == c);
    // Reading a class asks first for the first class its captures lead to (where there is
    // one): the cache gives none, so that is all it asks.
    let tb = Tablebase::new(rules);
    let first = |(x, y): (u8, u8)| tb.captures_lead_to(x, y).first().copied().unwrap_or((x, y));
    for &c in &reachable {
        assert!(at(first(c)).is_some(), "{c:?} not asked: {asked:?}");
    }
    // 9v9 (the class ahead) before 7v7 (two captures down).
    assert!(at(first((9, 9))) < at(first((7, 7))), "{asked:?}");
    // What is read one level of captures down is handed over before the level below it is
    // asked for, not at the end of every class (a game whose captures came early in the
    // placement was lost waiting for the rest).
    let (eight, seven) = (at(first((8, 8))).unwrap(), at(first((7, 7))).unwrap());
    assert!(
        handed.iter().any(|&h| eight < h && h <= seven),
        "{handed:?} {asked:?}"
    );
    // With fewer stones, only the classes below them.
    let six = crate::puzzle::draw_position(&rules, &mut crate::puzzle::Rng(3), 6, 5, false)
        .or_else(|| crate::puzzle::draw_position(&rules, &mut crate::puzzle::Rng(4), 6, 5, false))
        .unwrap();
    let below = crate::reachable(Some(&files), &six);
    assert!(below.contains(&(6, 5)) && below.contains(&(5, 5)) && below.contains(&(3, 3)));
    assert!(!below.contains(&(6, 6)) && !below.contains(&(7, 3)));
}

/// The class a game comes to is the one its placement ends in; a large one is read beside
/// the game (a search on a short clock does not read it), a small one at the search.
#[test]
fn the_class_ahead_of_a_game_and_whether_it_is_large() {
    let rules = Rules::default();
    let mut pos = Position::new(rules);
    assert_eq!(crate::class_ahead(&pos), Some((9, 9)));
    let files: Arc<dyn TableFiles> = Arc::new(Claims);
    let files = Some(&files);
    // From the start: 9v9 is ahead, and not held.
    assert!(!crate::holds_ahead(files, None, &pos));
    // Nothing in a cache: nothing to read ahead.
    assert!(crate::holds_ahead(None, None, &pos));
    // In the placement a search reads only the small classes; at 9v9 in the moving phase, 9v9.
    assert!(!crate::reads_large(files, None, &pos, 7, true));
    for p in "f6 d7 a4 a1 f4 d3 b4 d5 b2 f2 d1 e4 d6 g1 c3 g7 g4 d2".split(' ') {
        let d = pos
            .legal()
            .into_iter()
            .find(|d| d.to_string() == p)
            .unwrap();
        pos = pos.play(d).unwrap();
    }
    assert_eq!(
        (pos.in_hand(Color::White), pos.in_hand(Color::Black)),
        (0, 0)
    );
    assert_eq!(crate::class_ahead(&pos), Some((9, 9)));
    assert!(crate::reads_large(files, None, &pos, 7, true));
    // Six Men's Morris: every class is small, read at the search.
    let six = Position::new(Variant::Six.rules());
    assert_eq!(crate::class_ahead(&six), Some((6, 6)));
    assert!(crate::holds_ahead(files, None, &six));
}

/// Table files in memory with a start's proof kept beside them.
#[derive(Default)]
struct WithProof {
    files: Memory,
    proof: Mutex<Option<Vec<u8>>>,
}

impl TableFiles for WithProof {
    fn read(&self, key: &str, a: u8, b: u8) -> Result<Option<Vec<u8>>, String> {
        self.files.read(key, a, b)
    }
    fn has(&self, key: &str, a: u8, b: u8) -> bool {
        self.files.has(key, a, b)
    }
    fn write(&self, key: &str, a: u8, b: u8, bytes: &[u8]) -> Result<(), String> {
        self.files.write(key, a, b, bytes)
    }
    fn proof(&self, _: &str) -> Result<Option<Vec<u8>>, String> {
        Ok(self.proof.lock().unwrap().clone())
    }
}

/// A search in the placement takes the start's proof before it decides (the reader beside it
/// brings it too late for the first turn): joined to the classes it holds, none of them lost
/// or read again; without a proof kept, what it holds is left as it is.
#[test]
fn the_start_s_proof_joins_the_classes_a_search_holds() {
    let rules = Variant::Six.rules();
    let files = Arc::new(WithProof::default());
    let cache: Arc<dyn TableFiles> = files.clone();
    let mut tb = Tablebase::new(rules).with_cache(Some(cache.clone()));
    for (a, b) in classes(&rules) {
        tb.solve(a, b, &mut |_, _| {}).unwrap();
    }
    let start = Position::new(rules);
    let solved = tb.solved();
    let have = Some(Arc::new(tb));
    let same = with_proof(Some(&cache), have.clone(), &start).unwrap();
    assert!(Arc::ptr_eq(&same, have.as_ref().unwrap()));
    assert!(!same.has_kept_proof());
    drop(same);
    let mut prover = prove::Prover::new();
    let found = prover.search_within(
        have.as_deref().unwrap(),
        &start,
        prove::Budget::nodes(5_000_000),
        -1,
        1,
    );
    assert_eq!(found.value, Some(Value::Draw));
    let key = have.as_deref().unwrap().key();
    *files.proof.lock().unwrap() = Some(prover.export(&key));
    // Held elsewhere too (the reader's last tables): the proof takes the classes up, shared.
    let elsewhere = have.clone();
    let got = with_proof(Some(&cache), have, &start).unwrap();
    assert!(got.has_kept_proof());
    assert_eq!(got.outcome_bounds(&start), Some((0, 0)));
    assert_eq!(got.solved(), solved);
    drop(elsewhere);
    // Held here alone: the proof joins them in place.
    let only = Arc::new(Tablebase::new(rules).with_cache(Some(cache.clone())));
    let got = with_proof(Some(&cache), Some(only), &start).unwrap();
    assert!(got.has_kept_proof());
}

//! Analysis in the game (the `v` key): the panel's value, the marks of what each decision
//! leads to, the exact hint, the review's `?` and `??`, and the record's note of the help had.
//! The solving runs inline, when the test says so; its reports reach the app as the loop's
//! messages would.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::path::PathBuf;
use std::sync::{Mutex, OnceLock};

use crate::common::p;
use common::{goto, play, screen};
use morris::rules::{Game, Record, Rules, Variant, parse_fen};
use morris::solve::Tablebase;
use morris::tui::analysis::Help;
use morris::tui::app::Start;
use morris::tui::sim::Sim;
use morris::tui::{Action, App, Settings};

/// White to move wins in 7 turns (README's example); b6-e4 then d1-a1 throws it away.
const WON: &str = "***O****/****@**O/@***O*@* w m s 3 0 3 0 0 0 0 0 0 0 0 0 1";

/// A cache folder shared by the tests of this file: 3 v 3 is solved once, then read.
fn shared_cache() -> PathBuf {
    static DIR: OnceLock<tempfile::TempDir> = OnceLock::new();
    DIR.get_or_init(|| tempfile::tempdir().unwrap())
        .path()
        .to_path_buf()
}

/// The standard game's 3 v 3, solved (or read from the shared cache).
fn three_v_three() -> Tablebase {
    three_v_three_of(Rules::default())
}

/// 3 v 3 under `rules` (the move limit and repetition share the standard game's tables).
fn three_v_three_of(rules: Rules) -> Tablebase {
    static LOCK: Mutex<()> = Mutex::new(());
    let _one_at_a_time = LOCK.lock().unwrap();
    let mut tb = Tablebase::new(rules).with_cache(morris::store::tables::at(
        &shared_cache(),
        &shared_cache().join("data"),
    ));
    tb.solve(3, 3, &mut |_, _| {}).unwrap();
    tb
}

fn app_at(fen: &str, settings: Settings) -> App {
    App::new(game_at(fen), settings)
}

fn game_at(fen: &str) -> Game {
    Game::from_position(parse_fen(fen, Rules::default()).unwrap())
}

/// A table for `game` whose solved classes are kept in `cache`, analysis on from the start or
/// not, the solver run inline.
fn table(game: Game, cache: PathBuf, analysis: bool) -> Sim {
    Sim::new(Start {
        tables: morris::store::tables::at(&cache, &cache.join("data")),
        analysis,
        ..Start::new(game, Settings::default())
    })
}

/// Runs the solver until it is done.
fn until_solved(sim: &mut Sim) {
    while sim.app().analysis().solving() {
        assert!(sim.work(), "solving, but no job waits");
    }
}

/// The screen with the figure before `%` replaced by `NN`.
fn regex_free_percent(s: &str) -> String {
    s.lines()
        .map(|l| match l.find('%') {
            Some(i) => {
                let start = l[..i].rfind(' ').map_or(0, |j| j + 1);
                format!("{}NN{}", &l[..start], &l[i..])
            }
            None => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn the_panel_shows_the_solving_then_the_value_in_words() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = table(game_at(WON), dir.path().to_path_buf(), false);
    assert!(!screen(a.app(), 80, 24).contains("Analysis"));
    a.press(Action::Analysis);
    assert!(a.app().analysis().solving(), "v starts solving 3 v 3");
    let s = screen(a.app(), 80, 24);
    assert!(s.contains("Analysis: solving…"), "{s}");
    // The first report of the worker: the class and how far.
    let mut reports = a.reports().into_iter();
    a.send(reports.next().expect("a report"));
    let s = screen(a.app(), 80, 24);
    assert!(s.contains("Analysis: solving 3 v 3… "), "{s}");
    // How far the first report is depends on the solver's steps: not pinned here.
    let pct = regex_free_percent(&s);
    insta::assert_snapshot!("analysis_solving_80x24", pct);
    // Keys still work while it solves.
    a.press(Action::Down);
    for r in reports {
        a.send(r);
    }
    assert!(!a.app().analysis().solving());
    let s = screen(a.app(), 80, 24);
    assert!(s.contains("Analysis: White wins in 7 turns"), "{s}");
    insta::assert_snapshot!("analysis_win_80x24", s);
    // What was solved is in the cache: the next game reads it instead.
    let mut b = table(game_at(WON), dir.path().to_path_buf(), true);
    until_solved(&mut b);
    assert!(screen(b.app(), 80, 24).contains("White wins in 7 turns"));
}

#[test]
fn positions_outside_the_solved_classes_say_why() {
    // Placing: the search over the placement needs the classes up to 9 v 9, which are not
    // solved (`morris solve --all`): it says so at once, naming the largest, without a worker.
    let mut a = App::new(Game::new(Rules::default()), Settings::default());
    a.update(Action::Analysis);
    let s = screen(&a, 80, 24);
    assert_eq!(
        a.analysis_line().as_deref(),
        Some(
            "Analysis: not proved with pieces in hand: the search needs classes not solved \
             (9 v 9, 9 v 8, 9 v 7, …)"
        )
    );
    assert!(
        !a.analysis().solving(),
        "no worker for a search that cannot prove"
    );
    assert!(!s.contains("not solved yet"), "{s}");
    insta::assert_snapshot!("analysis_placing_80x24", s);
    // 6 v 5 is larger than this machine solves: no value will ever come, and it says why.
    let fen = "OOO*****/@@@*****/OOO@@*** w m s 6 0 5 0 0 0 0 0 0 0 0 0 1";
    let mut a = app_at(fen, Settings::default());
    a.update(Action::Analysis);
    assert_eq!(
        a.analysis_line().as_deref(),
        Some("Analysis: too many stones to solve here: 6 v 5")
    );
    assert!(!a.analysis().solving());
    // No re-forming: no value is given that would ignore it.
    let rules = Rules {
        no_reform: true,
        ..Rules::default()
    };
    let pos = parse_fen(WON, rules).unwrap();
    let mut a = App::new(Game::from_position(pos), Settings::default());
    a.set_tables(Tablebase::new(rules));
    a.update(Action::Analysis);
    let s = screen(&a, 60, 17);
    assert!(s.contains("Analysis: not solved under"), "{s}");
    assert!(s.contains("no re-forming"), "{s}");
    assert!(!s.contains("wins in"), "{s}");
}

#[test]
fn a_draw_says_draw() {
    // Three Men's Morris: White's first stone in a corner, Black's in the centre.
    let game = morris::rules::play_tokens(Variant::Three.rules(), "a1 b2").unwrap();
    let mut a = table(game, shared_cache(), false);
    a.press(Action::Analysis);
    until_solved(&mut a);
    let s = screen(a.app(), 80, 24);
    assert!(s.contains("Analysis: Draw"), "{s}");
    insta::assert_snapshot!("analysis_draw_three_80x24", s);
}

#[test]
fn three_mens_morris_has_exact_values_from_the_first_move() {
    let mut a = table(Game::new(Variant::Three.rules()), shared_cache(), true);
    until_solved(&mut a);
    let s = screen(a.app(), 80, 24);
    assert!(s.contains("Analysis: White wins in 9 turns"), "{s}");
    // Every empty point is marked with what placing there leads to: the centre keeps the win.
    let marks = a.app().marks();
    let centre = marks.iter().find(|(q, _)| *q == p("b2")).unwrap().1;
    assert_eq!(centre.kind, Some(morris::solve::review::Kind::Win));
    assert!(s.contains('▲'), "{s}");
    insta::assert_snapshot!("analysis_three_start_80x24", s);
}

#[test]
fn each_target_shows_what_it_leads_to() {
    let mut a = app_at(WON, Settings::default());
    a.set_tables(three_v_three());
    a.update(Action::Analysis);
    // Before a stone is picked up: each stone that can move shows the best of its moves.
    let s = screen(&a, 80, 24);
    assert!(s.contains("▲●"), "{s}");
    goto(&mut a, p("b6"));
    a.update(Action::Select);
    let s = screen(&a, 80, 24);
    // Flying: every empty point is a destination, and each says keep, draw or lose.
    for g in ['▲', '▼'] {
        assert!(s.contains(g), "{g} missing:\n{s}");
    }
    insta::assert_snapshot!("analysis_targets_80x24", s);
    let marks = a.marks();
    let at = |q: &str| marks.iter().find(|(x, _)| *x == p(q)).unwrap().1.kind;
    use morris::solve::review::Kind;
    assert_eq!(
        at("e4"),
        Some(Kind::Win),
        "b6-e4 is the README's winning move"
    );
    // Moves that keep the win but not the quickest one look different: following ▲ closes
    // the game, following △ may not.
    for q in ["c3", "d3", "a1", "e5"] {
        assert_eq!(at(q), Some(Kind::SlowWin), "b6-{q} wins, but later");
    }
    assert!(s.contains('△'), "{s}");
    let s = screen(&a, 80, 24);
    let e4_row = s.lines().nth(11).unwrap();
    assert!(e4_row.contains("▲"), "{s}");
    // Without colour and in ASCII, the glyphs alone tell them apart.
    let plain = Settings {
        ascii: true,
        color: false,
        ..Settings::default()
    };
    let mut b = app_at(WON, plain);
    b.set_tables(three_v_three());
    b.update(Action::Analysis);
    goto(&mut b, p("b6"));
    b.update(Action::Select);
    let s = screen(&b, 60, 17);
    assert!(s.is_ascii(), "{s}");
    assert!(s.contains('^') && s.contains('w') && s.contains('v'), "{s}");
    insta::assert_snapshot!("analysis_targets_ascii_60x17", s);
    // The removal step: each removable stone says what taking it leads to.
    a.update(Action::Cancel);
    play(&mut a, "b6-e4 a4-e5 e3-g1 d2-d3 e4-a1");
    let s = screen(&a, 80, 24);
    assert!(s.contains("White: remove a black stone"), "{s}");
    assert!(
        s.contains("×◉▲") || s.contains("×◉◆") || s.contains("×◉▼"),
        "{s}"
    );
    insta::assert_snapshot!("analysis_removal_80x24", s);
    // Off again: the plain marks.
    a.update(Action::Analysis);
    let s = screen(&a, 80, 24);
    assert!(!s.contains('▲') && !s.contains("Analysis:"), "{s}");
}

#[test]
fn the_hint_is_exact_where_solved_and_marked_on_the_board() {
    let mut a = app_at(WON, Settings::default());
    a.set_tables(three_v_three());
    a.update(Action::Hint);
    let s = screen(&a, 80, 24);
    assert_eq!(
        a.message().as_deref(),
        Some("Hint: b6-e4, White wins in 7 turns (White's 4th)"),
        "{s}"
    );
    // Where the stone goes, and the cursor, in sight, on the stone to move, marked as the
    // hint's too.
    assert!(s.contains("[●!") && s.contains("!◇!"), "{s}");
    assert_eq!(a.cursor(), p("b6"), "the cursor goes to the stone to move");
    insta::assert_snapshot!("analysis_hint_80x24", s);
    assert_eq!(a.help().hints, 1);
    // The cursor moved away: the stone is marked too, and the hint's text stays with its marks.
    goto(&mut a, p("d1"));
    let s = screen(&a, 80, 24);
    assert!(
        s.contains("!●!") && s.contains("!◇!") && s.contains("[●]"),
        "{s}"
    );
    assert_eq!(
        a.message().as_deref(),
        Some("Hint: b6-e4, White wins in 7 turns (White's 4th)")
    );
    goto(&mut a, p("b6"));
    // Picking the stone up keeps the destination marked, and the cursor goes there; once
    // played, the hint is gone.
    a.update(Action::Select);
    assert_eq!(a.cursor(), p("e4"));
    goto(&mut a, p("d1"));
    assert!(screen(&a, 80, 24).contains("!◇!"));
    goto(&mut a, p("e4"));
    a.update(Action::Select);
    assert!(!screen(&a, 80, 24).contains('!'));
    // A hint for a turn that closes a mill goes on to its removal.
    play(&mut a, "a4-e5 e3-g1 d2-d3");
    a.update(Action::Hint);
    let s = screen(&a, 80, 24);
    assert!(
        s.contains("Hint: e4-a1x") || s.contains("Hint: e4-a7"),
        "{s}"
    );
}

/// `i`, then Enter again and again, plays the hinted turn: after each part the cursor goes on
/// to the next (the stone, where it goes, the stone to remove).
#[test]
fn the_hint_then_enter_plays_the_whole_hinted_turn() {
    let mut a = app_at(WON, Settings::default());
    a.set_tables(three_v_three());
    // A turn without a removal: the stone, then where it goes.
    a.update(Action::Hint);
    assert_eq!(a.cursor(), p("b6"));
    a.update(Action::Select);
    assert_eq!(a.selected(), Some(p("b6")));
    assert_eq!(a.cursor(), p("e4"), "the cursor goes on to the destination");
    a.update(Action::Select);
    assert_eq!(a.game().decisions().last().unwrap().to_string(), "b6-e4");
    // A turn that closes a mill: the stone, where it goes, then the stone to remove.
    play(&mut a, "a4-e5 e3-g1 d2-d3");
    a.update(Action::Hint);
    let hint = a.message().unwrap().to_string();
    let line = hint
        .strip_prefix("Hint: ")
        .and_then(|h| h.split(", ").next())
        .unwrap()
        .to_string();
    assert!(line.contains('x') && !line.contains(' '), "{hint}");
    let before = a.game().ply();
    for _ in 0..3 {
        a.update(Action::Select);
    }
    let played: Vec<String> = a.game().decisions()[before..]
        .iter()
        .map(|d| d.to_string())
        .collect();
    assert_eq!(played.concat(), line, "{}", screen(&a, 80, 24));
    // Doing something else drops the hint, as before: Enter then acts on the cursor only.
    for _ in &played {
        a.update(Action::Undo);
    }
    assert_eq!(a.game().ply(), before);
    a.update(Action::Hint);
    assert_eq!(a.cursor(), p("e4"), "{hint}");
    goto(&mut a, p("d1"));
    a.update(Action::Select);
    assert_eq!(a.selected(), Some(p("d1")));
    assert_eq!(a.cursor(), p("d1"), "another stone: the cursor stays");
}

/// A hint asked with a stone picked up that the hint does not move puts it down, so that
/// the hint's marks show.
#[test]
fn a_hint_asked_with_another_stone_picked_up_shows_its_marks() {
    let mut a = app_at(WON, Settings::default());
    a.set_tables(three_v_three());
    a.update(Action::Analysis);
    goto(&mut a, p("d1"));
    a.update(Action::Select);
    assert_eq!(a.selected(), Some(p("d1")));
    a.update(Action::Hint);
    assert_eq!(a.selected(), None, "d1 is put down");
    goto(&mut a, p("a7"));
    let s = screen(&a, 80, 24);
    assert!(s.contains("!●!") && s.contains("!◇!"), "{s}");
    assert_eq!(
        a.message().as_deref(),
        Some("Hint: b6-e4, White wins in 7 turns (White's 4th)")
    );
    // Played, the hint and its text are gone.
    play(&mut a, "b6-e4");
    assert!(!screen(&a, 80, 24).contains('!'));
    assert!(a.message().is_none_or(|m| !m.starts_with("Hint")));
}

#[test]
fn review_marks_the_decisions_that_threw_a_result_away() {
    let mut a = app_at(WON, Settings::default());
    a.set_tables(three_v_three());
    play(&mut a, "b6-e4 a4-e5 d1-a1");
    a.update(Action::Analysis);
    let s = screen(&a, 80, 24);
    assert!(s.contains("??"), "{s}");
    a.update(Action::Log);
    let s = screen(&a, 80, 24);
    assert!(s.contains("▶d1-a1??◀"), "{s}");
    // One count throughout: the panel's value is the position's now, the best is the value
    // before the decision, each saying whose turn ends the game.
    assert_eq!(
        a.analysis_line().unwrap(),
        "Analysis: Black wins in 3 turns (Black's 2nd)"
    );
    assert_eq!(
        a.judgement_line().unwrap(),
        "d1-a1?? threw White's win away; best was e3-g1: White wins in 5 turns (White's 3rd)"
    );
    assert!(s.contains("threw White's win away"), "{s}");
    assert!(!s.contains("loss 4") && !s.contains("win 5"), "{s}");
    insta::assert_snapshot!("analysis_review_80x24", s);
    // A decision that kept the win has no mark.
    a.update(Action::Home);
    a.update(Action::Down);
    let s = screen(&a, 80, 24);
    assert!(s.contains("▶b6-e4◀"), "{s}");
    // At the smallest size the lines wrap at words.
    let s = screen(&a, 60, 17);
    insta::assert_snapshot!("analysis_review_60x17", s);
    // With the score and the file named, the panel still gives the log its title and the
    // row shown: the "saved to" lines and the score give way.
    common::saved(
        &mut a,
        Some("~/.local/share/morris/current.pgn"),
        Some(morris::store::scores::Score {
            white: "White".into(),
            black: "Black".into(),
            tally: morris::store::scores::Tally {
                won: 4,
                drawn: 1,
                lost: 0,
            },
        }),
    );
    a.update(Action::End);
    let s = screen(&a, 60, 17);
    assert!(s.contains("Moves (viewing)"), "{s}");
    assert!(s.contains("▶d1-a1??◀"), "{s}");
    assert!(s.contains("threw White's win"), "{s}");
    assert!(!s.contains("saved to"), "{s}");
    insta::assert_snapshot!("analysis_review_end_60x17", s);
    // One row more and the score is back, shortened, not cut.
    let s = screen(&a, 60, 18);
    assert!(s.contains("threw White's win"), "{s}");
    assert!(
        s.contains("(1 draw)"),
        "the score is shortened, not cut:\n{s}"
    );
    // Where there is room, nothing gives way.
    let s = screen(&a, 80, 24);
    assert!(s.contains("saved to") && s.contains("(1 draw)"), "{s}");
}

#[test]
fn the_record_notes_the_help_had_and_reads_it_back() {
    let mut a = app_at(WON, Settings::default());
    a.set_tables(three_v_three());
    assert_eq!(a.help(), Help::default());
    a.update(Action::Analysis);
    a.update(Action::Hint);
    a.update(Action::Hint);
    assert_eq!(
        a.help(),
        Help {
            analysis: true,
            hints: 2
        }
    );
    let mut record = Record::new(a.game().clone(), "Alice", "Bob", "2026.11.30");
    a.help().write_tags(&mut record.tags);
    let text = record.to_text();
    assert!(text.contains("[Analysis \"shown\"]"), "{text}");
    assert!(text.contains("[Hints \"2\"]"), "{text}");
    let back = Record::parse(&text, Rules::default()).unwrap();
    let help = Help::from_tags(&back.tags);
    assert_eq!(help, a.help());
    // Saved again, the tags stay once each.
    let mut again = back.clone();
    help.write_tags(&mut again.tags);
    let text2 = again.to_text();
    assert_eq!(text2.matches("[Hints").count(), 1, "{text2}");
    // A resumed game goes on counting; a new game starts without help.
    let mut b = common::started(Start {
        help,
        ..Start::new(back.game.clone(), Settings::default())
    });
    b.set_tables(three_v_three());
    b.update(Action::Hint);
    assert_eq!(b.help().hints, 3);
    b.update(Action::NewGame);
    b.update(Action::Yes);
    assert_eq!(b.help(), Help::default());
    // Tags written by hand or by another program: whatever they say, the help stays noted.
    let tags = |a: &str, h: &str| {
        Help::from_tags(&[
            ("Analysis".to_string(), a.to_string()),
            ("Hints".to_string(), h.to_string()),
        ])
    };
    assert_eq!(
        tags("yes", "lots"),
        Help {
            analysis: true,
            hints: 1
        }
    );
    assert_eq!(tags("no", "0"), Help::default());
    assert_eq!(tags("shown", "99999999999").hints, u32::MAX);
    assert_eq!(tags("shown", "99999999999999999999999").hints, u32::MAX);
    assert_eq!(tags("shown", "-1").hints, 1);
    // The count stops at its largest instead of wrapping to none (and losing the tag).
    let mut full = common::started(Start {
        help: Help {
            analysis: false,
            hints: u32::MAX,
        },
        ..Start::new(back.game.clone(), Settings::default())
    });
    full.set_tables(three_v_three());
    full.update(Action::Hint);
    assert!(full.message().is_some_and(|m| m.starts_with("Hint:")));
    assert_eq!(full.help().hints, u32::MAX);
    let mut kept = back.clone();
    full.help().write_tags(&mut kept.tags);
    assert!(kept.to_text().contains("[Hints \"4294967295\"]"));
    let mut fresh = Record::new(b.game().clone(), "Alice", "Bob", "2026.11.30");
    fresh.tags = again.tags.clone();
    b.help().write_tags(&mut fresh.tags);
    let text3 = fresh.to_text();
    assert!(
        !text3.contains("Analysis") && !text3.contains("Hints"),
        "{text3}"
    );
}

/// The move limit and repetition depend on the game's history, which the tables do not hold:
/// a win the limit could turn into a draw, or one after a position seen twice, is not given.
#[test]
fn no_value_ignores_the_move_limit_or_repetition() {
    let rules = Rules {
        move_limit: Some(10),
        ..Rules::default()
    };
    let at = |quiet: u16| {
        let fen = WON.replace("0 0 1", &format!("{quiet} 1"));
        let mut a = App::new(
            Game::from_position(parse_fen(&fen, rules).unwrap()),
            Settings::default(),
        );
        a.set_tables(three_v_three_of(rules));
        a.update(Action::Analysis);
        a
    };
    // Four plies into the count: six left, the win takes seven turns; the count runs out
    // at the end of the sixth.
    let a = at(4);
    let s = screen(&a, 80, 24);
    assert_eq!(
        a.analysis_line().unwrap(),
        "Analysis: not solved under these rules: the move limit draws in 6 turns without a \
         removal, the win takes 7"
    );
    assert!(!s.contains("wins in"), "{s}");
    // No mark says a decision keeps a win the limit may take away, and a stone whose best
    // move is not known has no mark of its best.
    let kinds: Vec<_> = a.marks().into_iter().filter_map(|(_, m)| m.kind).collect();
    assert!(kinds.is_empty(), "{kinds:?}\n{s}");
    // Played out, the count does run out first.
    let mut b = at(4);
    play(&mut b, "b6-e4 a4-e5 e3-g1 d2-a1 d1-g4 a1-a4");
    assert!(b.game().outcome().is_some_and(|o| o.winner.is_none()));
    // Three plies in: seven left, and the win's seventh turn ends the game before the count
    // is checked, so the win is given, and arrives.
    let mut a = at(3);
    let s = screen(&a, 80, 24);
    assert!(s.contains("Analysis: White wins in 7 turns"), "{s}");
    play(&mut a, "b6-e4 a4-e5 e3-g1 d2-a1 d1-g4 a1-a4 e4-g7 xa4");
    assert_eq!(
        a.game().outcome().and_then(|o| o.winner),
        Some(morris::rules::Color::White)
    );
    // At the start of the count the win fits in it.
    let a = at(0);
    assert!(screen(&a, 80, 24).contains("Analysis: White wins in 7 turns"));

    let rules = Rules {
        repetition: true,
        ..Rules::default()
    };
    let pos = parse_fen(WON, rules).unwrap();
    let mut a = App::new(Game::from_position(pos), Settings::default());
    a.set_tables(three_v_three_of(rules));
    a.update(Action::Analysis);
    assert!(screen(&a, 80, 24).contains("White wins in 7 turns"));
    // Back to the start once: it has occurred twice, and may come back a third time.
    play(&mut a, "b6-c5 a4-a1 c5-b6 a1-a4");
    let s = screen(&a, 80, 24);
    assert!(s.contains("a position seen twice"), "{s}");
    // One ply before the third time: the move that repeats it is marked a draw.
    let mut b = App::new(Game::from_position(pos), Settings::default());
    b.set_tables(three_v_three_of(rules));
    play(&mut b, "b6-c5 a4-a1 c5-b6 a1-a4 b6-c5 a4-a1 c5-b6");
    b.update(Action::Analysis);
    goto(&mut b, p("a1"));
    b.update(Action::Select);
    let a4 = b
        .marks()
        .into_iter()
        .find(|(q, _)| *q == p("a4"))
        .unwrap()
        .1;
    assert_eq!(a4.kind, Some(morris::solve::review::Kind::Draw));
}

/// With analysis off, a hint in a position whose class was solved before reads it from the
/// cache in the background, and is exact.
#[test]
fn a_hint_reads_a_class_solved_before_from_the_cache() {
    drop(three_v_three()); // solved into the shared cache
    let mut sim = table(game_at(WON), shared_cache(), false);
    sim.press(Action::Hint);
    assert!(
        sim.app().analysis().solving(),
        "reading 3 v 3 from the cache"
    );
    until_solved(&mut sim);
    let a = sim.app();
    let s = screen(a, 80, 24);
    assert_eq!(
        a.message().as_deref(),
        Some("Hint: b6-e4, White wins in 7 turns (White's 4th)"),
        "{s}"
    );
    assert!(s.contains("!◇!") && s.contains("[●!"), "{s}");
    assert!(!s.contains("Analysis:"), "analysis stays off:\n{s}");
    assert_eq!(
        a.help(),
        Help {
            analysis: false,
            hints: 1
        }
    );
}

/// Behind the question whether to resume, the panel says nothing of a class the answer has
/// not asked to solve or read yet.
#[test]
fn the_resume_question_shows_no_analysis_yet() {
    let saved = Game::from_position(parse_fen(WON, Rules::default()).unwrap());
    let mut a = common::started(Start {
        analysis: true,
        resume: Some(morris::tui::app::ResumeOffer::of(saved)),
        ..Start::new(Game::new(Rules::default()), Settings::default())
    });
    let s = screen(&a, 80, 24);
    assert_eq!(a.analysis_line(), None, "{s}");
    assert!(!s.contains("not solved"), "{s}");
    a.set_tables(three_v_three());
    a.update(Action::Yes);
    assert_eq!(
        a.analysis_line().as_deref(),
        Some("Analysis: White wins in 7 turns (White's 4th)")
    );
}

/// The panel's lines that `docs/analysis.md` quotes in its "In the game" part: the backquoted
/// spans that begin `Analysis:` or `not solved`, or name a decision that threw a result away.
fn quoted_in_the_docs() -> Vec<String> {
    let doc =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/analysis.md")).unwrap();
    let game = doc.split("\n## ").nth(1).unwrap();
    assert!(game.starts_with("In the game"), "{game}");
    let game = game.replace("\n  ", " ").replace('\n', " ");
    game.split('`')
        .skip(1)
        .step_by(2)
        .filter(|q| {
            q.starts_with("Analysis: ") || q.starts_with("not solved") || q.contains(" threw ")
        })
        .map(str::to_string)
        .collect()
}

/// `line` with each figure before a `%` written `N`: how far a solve has come depends on
/// where its reports fall.
fn any_percent(line: &str) -> String {
    let mut out = String::new();
    for word in line.split(' ') {
        if !out.is_empty() {
            out.push(' ');
        }
        match word.strip_suffix('%') {
            Some(n) if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => out.push_str("N%"),
            _ => out.push_str(word),
        }
    }
    out
}

/// Issue 36, 15: docs/analysis.md quoted panel lines the game no longer says ("not solved yet:
/// 6 v 5" where the panel says the class is too large to solve here). Every line it quotes
/// from the panel is played here, each in the situation the page describes.
#[test]
fn every_line_docs_analysis_quotes_is_one_the_game_says() {
    let mut said: Vec<String> = Vec::new();
    let hear = |a: &App, said: &mut Vec<String>| {
        said.extend(a.analysis_line());
        said.extend(a.judgement_line());
    };
    // A win, and the review's judgement of a decision that threw it away.
    let mut a = app_at(WON, Settings::default());
    a.set_tables(three_v_three());
    a.update(Action::Analysis);
    hear(&a, &mut said);
    play(&mut a, "b6-e4 a4-e5 d1-a1");
    a.update(Action::Log);
    hear(&a, &mut said);
    // A draw: Three Men's Morris, a corner against the centre.
    let game = morris::rules::play_tokens(Variant::Three.rules(), "a1 b2").unwrap();
    let mut s = table(game, shared_cache(), true);
    until_solved(&mut s);
    hear(s.app(), &mut said);
    // Too many stones, and pieces in hand on the 24-point board.
    for game in [
        game_at("OOO*****/@@@*****/OOO@@*** w m s 6 0 5 0 0 0 0 0 0 0 0 0 1"),
        Game::new(Rules::default()),
    ] {
        let mut a = App::new(game, Settings::default());
        a.update(Action::Analysis);
        hear(&a, &mut said);
    }
    // No re-forming.
    let rules = Rules {
        no_reform: true,
        ..Rules::default()
    };
    let mut a = App::new(
        Game::from_position(parse_fen(WON, rules).unwrap()),
        Settings::default(),
    );
    a.set_tables(Tablebase::new(rules));
    a.update(Action::Analysis);
    hear(&a, &mut said);
    // The move limit, four plies into a count of ten.
    let rules = Rules {
        move_limit: Some(10),
        ..Rules::default()
    };
    let fen = WON.replace("0 0 1", "4 1");
    let mut a = App::new(
        Game::from_position(parse_fen(&fen, rules).unwrap()),
        Settings::default(),
    );
    a.set_tables(three_v_three_of(rules));
    a.update(Action::Analysis);
    hear(&a, &mut said);
    // Solving 4 v 3 in the background, from an empty cache, one report at a time.
    let dir = tempfile::tempdir().unwrap();
    let four = "@****O**/****@*O*/*@***@*O b m s 3 0 4 0 0 0 0 0 0 0 0 0 1";
    let mut s = table(game_at(four), dir.path().to_path_buf(), true);
    for r in s.reports() {
        s.send(r);
        said.extend(s.app().analysis_line().as_deref().map(any_percent));
    }

    let quotes = quoted_in_the_docs();
    assert!(quotes.len() >= 8, "{quotes:#?}");
    for q in quotes {
        assert!(
            said.contains(&any_percent(&q)) || said.contains(&format!("Analysis: {q}")),
            "docs/analysis.md quotes {q:?}, which the game does not say; it said:\n{said:#?}"
        );
    }
}

/// Enter is the key that plays a hint. Pressed while the hint is still looked for, it played
/// the cursor's point instead, as if that were the hint; now it plays nothing and says so, and
/// the hint, once found, is played by the next Enter. Esc stops the looking.
#[test]
fn enter_while_a_hint_is_looked_for_plays_nothing_in_its_place() {
    let said = "Enter plays nothing until the hint is found: wait for it, or Esc stops looking";
    // Searched: the opening, nothing solved.
    let dir = tempfile::tempdir().unwrap();
    let mut sim = table(Game::new(Rules::default()), dir.path().to_path_buf(), false);
    sim.press(Action::Hint);
    sim.press(Action::Select);
    assert_eq!(sim.app().game().ply(), 0, "nothing placed at the cursor");
    assert_eq!(sim.app().message().as_deref(), Some(said));
    while sim.work() {}
    let hint = sim.app().hint_decision().expect("the hint arrives");
    sim.press(Action::Select);
    assert_eq!(sim.app().game().decisions(), [hint]);
    // Read from the cache: the same, and Esc stops it.
    drop(three_v_three());
    for esc in [false, true] {
        let mut sim = table(game_at(WON), shared_cache(), false);
        sim.press(Action::Hint);
        sim.press(Action::Select);
        assert_eq!(sim.app().game().ply(), 0);
        assert_eq!(sim.app().message().as_deref(), Some(said));
        if esc {
            sim.press(Action::Cancel);
            assert_eq!(
                sim.app().message().as_deref(),
                Some("Hint stopped"),
                "Esc stops the looking"
            );
        }
        until_solved(&mut sim);
        assert_eq!(sim.app().hint_decision().is_some(), !esc);
        assert!(matches!(sim.app().mode(), morris::tui::app::Mode::Play));
        if !esc {
            // b6-e4: the stone picked up, then put down.
            sim.press_all(&[Action::Select, Action::Select]);
            assert_eq!(sim.app().game().ply(), 1, "Enter plays the hint found");
        }
    }
}

/// Finding: analysis was off again after resuming a game left with it on. Its record says it
/// was on (`[AnalysisOn "yes"]`, beside `[Analysis "shown"]`, the help had), and the game
/// comes back with it on, from the saved games and from the question at the start alike;
/// turned off, the record says so at once.
#[test]
fn a_game_left_with_analysis_on_comes_back_with_it_on() {
    use morris::store::session::{Request, Session};
    use morris::tui::Effect;
    let home = tempfile::tempdir().unwrap();
    let data = home.path().join("data");
    let paths = morris::store::Paths {
        data: Some(data.clone()),
        home: Some(home.path().to_path_buf()),
        ..Default::default()
    };
    let request = Request {
        file: None,
        replay: false,
        new: false,
        rules: Rules::default(),
        rules_given: false,
        names: ["Ann", "Bob"],
    };
    let told = |effects: morris::tui::Effects| {
        effects
            .0
            .into_iter()
            .find_map(|e| match e {
                Effect::SaveHelp(s) | Effect::Save(s) => Some(*s),
                _ => None,
            })
            .expect("the record is told at once")
    };
    let mut a = common::app_of(morris::rules::play_tokens(Rules::default(), "d6 f4").unwrap());
    let saving = told(a.update(Action::Analysis));
    assert!(saving.analysis_on && saving.help.analysis);
    let mut session = Session::open(&paths, request).unwrap().session;
    let players = |s: &morris::tui::messages::Saving| {
        let mut tags = Vec::new();
        morris::store::tags::write(
            &mut tags,
            &s.game,
            &morris::store::tags::Players {
                names: ["Ann", "Bob"],
                help: s.help,
                by_computer: &[],
                turned: false,
                analysis_on: s.analysis_on,
                clock: None,
                opponent: None,
            },
        );
        tags
    };
    session
        .save(
            &saving.game,
            &morris::store::tags::Players {
                names: ["Ann", "Bob"],
                help: saving.help,
                by_computer: &[],
                turned: false,
                analysis_on: saving.analysis_on,
                clock: None,
                opponent: None,
            },
        )
        .unwrap();
    drop(session);
    let path = data.join("current.pgn");
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(
        text.contains("[AnalysisOn \"yes\"]") && text.contains("[Analysis \"shown\"]"),
        "{text}"
    );
    // Continued from the saved games: on, and help as before.
    let (session, start) = morris::tui::reopen(
        &common::launch(paths.clone()),
        &path,
        morris::tui::app::saved::How::Continue,
    )
    .unwrap();
    drop(session);
    let b = common::started(start);
    assert!(b.analysis().on, "analysis is on again");
    assert!(b.help().analysis, "and it is help, as it was");
    // Offered at the start: the offer says so (its record's tags), and resuming turns it on.
    let offered =
        Record::parse(&std::fs::read_to_string(&path).unwrap(), Rules::default()).unwrap();
    assert!(morris::store::tags::analysis_on(&offered.tags));
    let mut start = Start::new(Game::new(Rules::default()), Settings::default());
    start.resume = Some(morris::tui::app::ResumeOffer {
        analysis: true,
        ..morris::tui::app::ResumeOffer::of(offered.game)
    });
    let mut c = common::started(start);
    assert!(!c.analysis().on, "not before the answer");
    c.update(Action::Yes);
    assert!(c.analysis().on && c.help().analysis);
    // Turned off: the record is told at once, and the game comes back with it off.
    let saving = told(a.update(Action::Analysis));
    assert!(!saving.analysis_on && saving.help.analysis);
    let tags = players(&saving);
    assert!(!morris::store::tags::analysis_on(&tags), "{tags:?}");
    assert!(morris::store::tags::Help::from_tags(&tags).analysis);
}

/// A cache that says every class is there (as after `solve --all`) and holds none.
struct EveryClass;

impl morris::solve::TableFiles for EveryClass {
    fn read(&self, _: &str, _: u8, _: u8) -> Result<Option<Vec<u8>>, String> {
        Ok(None)
    }
    fn has(&self, _: &str, _: u8, _: u8) -> bool {
        true
    }
    fn write(&self, _: &str, _: u8, _: u8, _: &[u8]) -> Result<(), String> {
        Ok(())
    }
}

/// A played game's review, every class in the cache: a position of a large class viewed is
/// read. The panel said "not solved yet: 6 v 9" at the moving phase's first positions of a
/// game that ended in 4 v 9, for as long as they were viewed (only the class of the game's
/// last position was read).
#[test]
fn a_large_class_viewed_in_review_is_read_from_the_cache() {
    let stones = |names: &[&str]| {
        let mut b = morris::rules::Bitboard(0);
        for n in names {
            b.0 |= p(n).bit().0;
        }
        b
    };
    let seven = morris::rules::Diagram {
        stones: [
            stones(&["a7", "d7", "g4", "b2", "d2", "c3", "e3"]),
            stones(&["a1", "d1", "a4", "b4", "f4", "e5", "c5"]),
        ],
        hand: [0, 0],
        side: morris::rules::Color::White,
        owed: 0,
    }
    .position(&Rules::default())
    .unwrap();
    let mut game = Game::from_position(seven);
    for t in ["g4-g7", "xe5"] {
        game.play(t.parse().unwrap()).unwrap();
    }
    let mut sim = Sim::new(Start {
        tables: Some(std::sync::Arc::new(EveryClass)),
        ..Start::new(game, Settings::default())
    });
    // Back to the start (7 v 7; the game is at 7 v 6 now), then analysis on.
    sim.press_all(&[Action::Log, Action::Home, Action::Analysis]);
    assert_eq!(sim.app().view_ply(), 0);
    let line = sim.app().analysis_line().unwrap();
    assert_eq!(line, "Analysis: reading 7 v 7 from the cache…");
}

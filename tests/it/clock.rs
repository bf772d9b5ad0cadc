//! The clocks: a game on a time control (`--clock`), driven by a fake clock (time passes as
//! `Msg::Elapsed`, as the loop measures it): a side whose time runs out loses, the menu
//! pauses, undo gives the time back, the record keeps the control and each turn's time left
//! and gives them back, the computer thinks within its time, and no clock asks the loop for
//! no wake-up.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::time::Duration;

use crate::common::{self, screen};
use morris::clock::{Clock, TimeControl, Times};
use morris::rules::{Color, Game, Reason, Record, Rules};
use morris::store::tags;
use morris::theme::Theme;
use morris::tui::app::{Mode, ResumeOffer, Start};
use morris::tui::seats::{Seat, Seats};
use morris::tui::{Action, App, Effect, Effects, Msg, Settings};

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn tc(s: &str) -> TimeControl {
    s.parse().unwrap()
}

/// A hot-seat game on `control`.
fn clocked(control: &str, settings: Settings) -> App {
    let (app, _) = App::start(Start {
        clock: Times::new(Some(tc(control))),
        new_clock: Some(tc(control)),
        ..Start::new(Game::new(Rules::default()), settings)
    });
    app
}

fn left(app: &App) -> [Duration; 2] {
    app.clock().unwrap().left
}

fn running(app: &App) -> Option<Color> {
    app.clock().unwrap().running
}

/// The last save asked for, as its record's text.
fn saved_text(effects: &Effects) -> Option<String> {
    effects.0.iter().rev().find_map(|e| match e {
        Effect::Save(s) => {
            let mut record = Record::new(s.game.clone(), &s.names[0], &s.names[1], "2026.12.06");
            let players = tags::Players {
                names: [&s.names[0], &s.names[1]],
                help: s.help,
                by_computer: &s.by_computer,
                turned: s.turned,
                clock: Some(&s.clock),
                analysis_on: s.analysis_on,
                opponent: None,
            };
            tags::write(&mut record.tags, &s.game, &players);
            record.extras = tags::clock_extras(&record.extras, &s.game, &s.clock);
            // The moves on one line, for the tests to find them whole.
            let text = record.to_text();
            let (head, moves) = text.split_once("\n\n").unwrap();
            Some(format!(
                "{head}\n\n{}",
                moves.split_whitespace().collect::<Vec<_>>().join(" ")
            ))
        }
        _ => None,
    })
}

#[test]
fn a_side_whose_time_runs_out_loses_on_time() {
    let mut a = clocked("0+5", Settings::default());
    // Each side's first turn is not timed: 0+5 is five seconds a turn, from the second.
    assert_eq!(running(&a), None);
    a.update(Msg::Elapsed(secs(100)));
    common::play(&mut a, "d6");
    assert_eq!(left(&a), [secs(5), Duration::ZERO]);
    a.update(Msg::Elapsed(secs(100)));
    common::play(&mut a, "d2");
    assert_eq!(left(&a), [secs(5), secs(5)]);
    assert_eq!(running(&a), Some(Color::White));
    a.update(Msg::Elapsed(secs(3)));
    common::play(&mut a, "f4");
    assert_eq!(left(&a), [secs(7), secs(5)], "2 s left, and the increment");
    a.update(Msg::Elapsed(Duration::from_millis(4_900)));
    assert!(a.game().outcome().is_none());
    let shown = screen(&a, 80, 24);
    assert!(shown.contains("[0:00.1]"), "{shown}");
    let effects = a.update(Msg::Elapsed(Duration::from_millis(100)));
    let o = a.game().outcome().expect("Black's time ran out");
    assert_eq!(o.winner, Some(Color::White));
    assert_eq!(o.reason, Reason::OnTime(Color::Black));
    assert_eq!(running(&a), None, "the clocks stop with the game");
    let shown = screen(&a, 80, 24);
    assert!(shown.contains("White wins — Black lost on time"), "{shown}");
    assert!(shown.contains("Black ran out of time"), "{shown}");
    let text = saved_text(&effects).expect("the ending is saved");
    assert!(text.contains("[TimeControl \"0+5\"]"), "{text}");
    assert!(text.contains("[Termination \"time forfeit\"]"), "{text}");
    assert!(text.contains("[Result \"1-0\"]"), "{text}");
    assert!(
        text.contains(
            "1. d6 {[%clk 0:00:05.0]} 1... d2 {[%clk 0:00:05.0]} 2. f4 {[%clk 0:00:07.0]} 1-0"
        ),
        "{text}"
    );
    // Keys on the board do nothing more; time passing does nothing more.
    a.update(Msg::Elapsed(secs(60)));
    assert_eq!(left(&a), [secs(7), Duration::ZERO]);
    // `n`, a new game with the same rules: and the same clocks, afresh.
    a.update(Action::NewGame);
    assert_eq!(a.game().ply(), 0);
    assert_eq!(
        a.clock().map(|c| (c.control, c.left)),
        Some((tc("0+5"), [Duration::ZERO; 2]))
    );
}

#[test]
fn the_menu_and_windows_pause_the_clock_and_no_clock_asks_for_no_wake_up() {
    let plain = common::app(Rules::default());
    assert_eq!(plain.clock_wake(), None, "no clock, no wake-up");
    assert!(!plain.clock_running());
    assert_eq!(plain.tick_interval(), None);
    let mut a = clocked("1+0", Settings::default());
    assert_eq!(
        a.clock_wake(),
        None,
        "before the first turns, no clock runs"
    );
    common::play(&mut a, "d6 d2");
    assert!(a.clock_running());
    assert_eq!(a.clock_wake(), Some(secs(1)), "once a second");
    a.update(Msg::Elapsed(Duration::from_millis(50_300)));
    assert_eq!(
        a.clock_wake(),
        Some(Duration::from_millis(100)),
        "tenths under ten seconds"
    );
    a.update(Action::Menu);
    assert!(matches!(a.mode(), Mode::Menu(_)));
    assert!(!a.clock_running());
    assert_eq!(a.clock_wake(), None, "paused: idle at 0 wake-ups");
    a.update(Msg::Elapsed(secs(30)));
    a.update(Action::Cancel);
    assert_eq!(a.mode(), &Mode::Play);
    assert_eq!(
        left(&a)[0],
        Duration::from_millis(9_700),
        "the menu's time is not charged"
    );
    a.update(Action::Help);
    assert!(!a.clock_running());
    a.update(Action::Cancel);
    assert!(a.clock_running());
}

#[test]
fn undo_gives_back_the_time_of_the_undone_turns_and_redo_takes_it_again() {
    let mut a = clocked("1+2", Settings::default());
    common::play(&mut a, "d6 d2");
    a.update(Msg::Elapsed(secs(10)));
    common::play(&mut a, "f4");
    a.update(Msg::Elapsed(secs(20)));
    common::play(&mut a, "b4");
    assert_eq!(left(&a), [secs(54), secs(44)]);
    a.update(Msg::Elapsed(secs(5)));
    assert_eq!(left(&a), [secs(49), secs(44)]);
    a.update(Action::Undo);
    assert_eq!(
        left(&a),
        [secs(54), secs(62)],
        "Black's b4 taken back: its time too"
    );
    a.update(Action::Undo);
    assert_eq!(left(&a), [secs(62), secs(62)]);
    a.update(Action::Redo);
    assert_eq!(
        left(&a),
        [secs(54), secs(62)],
        "redo plays f4 again with the time it left"
    );
    // A loss on time taken back: the time of that turn back too.
    a.update(Msg::Elapsed(secs(100)));
    assert_eq!(
        a.game().outcome().unwrap().reason,
        Reason::OnTime(Color::Black)
    );
    a.update(Action::Undo);
    assert!(a.game().outcome().is_none());
    assert_eq!(left(&a), [secs(54), secs(62)]);
}

#[test]
fn a_record_keeps_the_control_and_the_times_and_a_resumed_game_resumes_them() {
    let mut a = clocked("5+3", Settings::default());
    common::play(&mut a, "a7 a1");
    a.update(Msg::Elapsed(Duration::from_millis(12_300)));
    common::play(&mut a, "d7");
    a.update(Msg::Elapsed(Duration::from_millis(1_000)));
    let effects = a.update(Action::Undo);
    assert!(effects.saves());
    common::play(&mut a, "d7");
    a.update(Msg::Elapsed(secs(7)));
    let effects = {
        // A mill, and White removes: a turn of two decisions.
        common::play(&mut a, "g1");
        a.update(Msg::Elapsed(secs(1)));
        common::play(&mut a, "g7");
        a.update(Msg::Elapsed(secs(1)));
        common::play(&mut a, "xa1");
        a.update(Msg::Elapsed(secs(2)));
        common::play(&mut a, "b2");
        a.update(Msg::Elapsed(secs(2)));
        let e = a.update(Action::Undo);
        assert_eq!(a.game().ply(), 6);
        e
    };
    let text = saved_text(&effects).unwrap();
    assert!(text.contains("[TimeControl \"300+3\"]"), "{text}");
    assert!(
        text.contains(concat!(
            "1. a7 {[%clk 0:05:03.0]} 1... a1 {[%clk 0:05:03.0]} 2. d7 {[%clk 0:05:06.0]} ",
            "2... g1 {[%clk 0:04:59.0]} 3. g7xa1 {[%clk 0:05:07.0]} ",
            "(3. g7xa1 b2 {[%clk 0:05:00.0]}) *"
        )),
        "{text}"
    );
    let read = Record::parse(&text, Rules::default()).unwrap();
    let times = tags::clock_of(&read);
    assert_eq!(times.control, Some(tc("5+3")));
    assert_eq!(times.after.len(), 7, "the redo line's times too");
    assert_eq!(read.game.ply(), 6);
    // Resumed: the clocks where they were, paused while the program was closed.
    let (mut b, _) = App::start(Start {
        resume: Some(ResumeOffer {
            clock: times,
            ..ResumeOffer::of(read.game.clone())
        }),
        new_clock: None,
        ..Start::new(Game::new(Rules::default()), Settings::default())
    });
    // Behind the question, the saved game's clocks, stopped.
    assert_eq!(
        b.clock().map(|c| (c.left, c.running)),
        Some((left(&a), None))
    );
    b.update(Action::Yes);
    assert_eq!(b.game().ply(), 6);
    assert_eq!(left(&b), left(&a));
    assert_eq!(running(&b), Some(Color::Black));
    b.update(Action::Redo);
    a.update(Action::Redo);
    assert_eq!(left(&b), left(&a), "the redo line's times came back too");
    // Written again, the same.
    let again = saved_text(&b.update(Action::Undo)).unwrap();
    let again = Record::parse(&again, Rules::default()).unwrap();
    assert_eq!(tags::clock_of(&again), tags::clock_of(&read));
}

#[test]
fn a_record_without_a_clock_has_none_and_other_comments_stay() {
    let text = "[TimeControl \"-\"]\n\n1. d6 {[%clk 0:04:58.3]} d2 {a note} *";
    let r = Record::parse(text, Rules::default()).unwrap();
    assert_eq!(
        tags::clock_of(&r),
        Times {
            control: None,
            after: vec![None, None]
        }
    );
    let text = "[TimeControl \"300+3\"]\n\n1. d6 {[%clk 0:04:58.3]} d2 {a note} *";
    let mut r = Record::parse(text, Rules::default()).unwrap();
    let times = tags::clock_of(&r);
    assert_eq!(
        times.after,
        vec![Some(Duration::from_millis(298_300)), None]
    );
    r.extras = tags::clock_extras(&r.extras, &r.game, &times);
    let out = r.to_text();
    assert!(
        out.contains("1. d6 {[%clk 0:04:58.3]} 1... d2 {a note} *"),
        "{out}"
    );
}

/// The panel with both clocks, the running one in brackets, at 80×24 and the smallest
/// screen, without colour and in ASCII.
#[test]
fn the_panel_shows_both_clocks() {
    let mono = Settings::new([None, None], [None, None], false, false, Theme::Mono).unwrap();
    let ascii = Settings::new(
        [Some("Alexandra"), None],
        [None, None],
        true,
        true,
        Theme::Default,
    )
    .unwrap();
    for (name, settings) in [
        ("default", Settings::default()),
        ("mono", mono),
        ("ascii", ascii),
    ] {
        let mut a = clocked("5+3", settings);
        common::play(&mut a, "d6 d2");
        a.update(Msg::Elapsed(Duration::from_millis(298_650)));
        for (w, h) in [(80, 24), (60, 17)] {
            let shown = screen(&a, w, h);
            assert!(shown.contains("[0:04.3]"), "{name} {w}x{h}\n{shown}");
            assert!(shown.contains(" 5:03 "), "{name} {w}x{h}\n{shown}");
            insta::assert_snapshot!(format!("clock_{name}_{w}x{h}"), shown);
        }
    }
}

#[test]
fn the_computer_thinks_within_its_clock() {
    let (mut a, _) = App::start(Start {
        seats: Seats::new(
            Seat::Person("Ann".into()),
            Seat::Computer(morris::engine::Level::new(10).unwrap()),
        ),
        clock: Times::new(Some(tc("1+0"))),
        ..Start::new(Game::new(Rules::default()), Settings::default())
    });
    let search_time = |e: &Effects| {
        e.0.iter().find_map(|e| match e {
            Effect::Search(s) => Some(s.limits.time),
            _ => None,
        })
    };
    let mut effects = Effects::default();
    for act in [Action::File(3), Action::Rank(5), Action::Select] {
        effects = a.update(act);
    }
    // Its time left and the increment decide, below the level's 3 s.
    let rule = morris::engine::time_for_turn(secs(60), Duration::ZERO, 1);
    assert_eq!(search_time(&effects), Some(Some(rule)));
    assert!(rule < secs(3) && rule > secs(1), "{rule:?}");
    // Its turn chosen, the computer's clock stops while the turn is shown.
    let answer = morris::tui::computer::Report::Done {
        id: 1,
        thought: None,
    };
    a.update(Msg::Computer(answer));
    assert_eq!(Clock::new(tc("1+0")).left, left(&a));
}

/// The computer on the clock, against itself at two levels: `GAMES` games at 1+0 (half with
/// each level as White), the time measured as the loop measures it (the wall clock around
/// each search, handed in as `Msg::Elapsed`). Prints the table of docs/computer.md ("On the
/// clock"); it asserts no timing (the machine's load decides those), only that the games were
/// played. `cargo test --test it clock::computer_games_on_the_clock -- --ignored --nocapture`
/// (`CLOCK_LEVELS=5,8 CLOCK_GAMES=20 CLOCK=1+0` to choose).
#[test]
#[ignore = "slow: whole games on the clock, about a minute each"]
fn computer_games_on_the_clock() {
    use morris::engine::Level;
    use morris::tui::computer::Setup;
    use morris::tui::sim::Sim;
    use std::time::Instant;
    let var = |k: &str, d: &str| std::env::var(k).unwrap_or_else(|_| d.to_string());
    let levels: Vec<u8> = var("CLOCK_LEVELS", "5,8")
        .split(',')
        .map(|l| l.trim().parse().unwrap())
        .collect();
    let games: usize = var("CLOCK_GAMES", "20").parse().unwrap();
    let control = tc(&var("CLOCK", "1+0"));
    let (mut on_time, mut played) = (0, 0);
    let mut wins = [0usize; 2];
    let mut draws = 0;
    let mut least = [Duration::MAX; 2];
    let mut spent = [Duration::ZERO; 2];
    let mut turns = [0usize; 2];
    let mut longest = [Duration::ZERO; 2];
    println!("| game | White | Black | result | why | plies | White's time left | Black's |");
    println!("|---|---|---|---|---|---|---|---|");
    for g in 0..games {
        // Which of the two levels plays White.
        let (w, b) = if g % 2 == 0 { (0, 1) } else { (1, 0) };
        let level = |i: usize| Level::new(levels[i]).unwrap();
        let mut sim = Sim::new(Start {
            seats: Seats::new(Seat::Computer(level(w)), Seat::Computer(level(b))),
            computer: Setup {
                level: level(0),
                think: secs(3),
                seed: 1000 + g as u64,
            },
            clock: Times::new(Some(control)),
            ..Start::new(Game::new(Rules::default()), Settings::default())
        });
        for _ in 0..100_000 {
            if sim.app().game().outcome().is_some() {
                break;
            }
            if sim.working() {
                let mover = sim.app().game().position().side_to_move();
                let timed = sim.app().clock_running();
                let start = Instant::now();
                let reports = sim.reports();
                let took = start.elapsed();
                sim.send(Msg::Elapsed(took));
                if timed {
                    // Which level searched: White's seat is level `w`.
                    let who = if mover == Color::White { w } else { b };
                    spent[who] += took;
                    turns[who] += 1;
                    longest[who] = longest[who].max(took);
                }
                for r in reports {
                    sim.send(r);
                }
            } else if !sim.beat() {
                break;
            }
        }
        let app = sim.app();
        let o = app.game().outcome();
        let left = app.clock().unwrap().left;
        for (side, i) in [(Color::White, w), (Color::Black, b)] {
            least[i] = least[i].min(left[side.index()]);
        }
        let (result, why) = match o {
            Some(o) => (o.result().to_string(), o.reason.to_string()),
            None => ("*".into(), "unfinished".into()),
        };
        if let Some(o) = o {
            played += 1;
            if matches!(o.reason, Reason::OnTime(_)) {
                on_time += 1;
            }
            match o.winner {
                Some(Color::White) => wins[w] += 1,
                Some(Color::Black) => wins[b] += 1,
                None => draws += 1,
            }
        }
        println!(
            "| {} | level {} | level {} | {result} | {why} | {} | {} | {} |",
            g + 1,
            levels[w],
            levels[b],
            app.game().ply(),
            morris::clock::shown(left[0]),
            morris::clock::shown(left[1]),
        );
    }
    println!();
    println!(
        "| level | wins | turns timed | mean time a turn | longest turn | least time left at the end |"
    );
    println!("|---|---|---|---|---|---|");
    for i in 0..2 {
        println!(
            "| {} | {} | {} | {:.2} s | {:.2} s | {} |",
            levels[i],
            wins[i],
            turns[i],
            spent[i].as_secs_f64() / turns[i].max(1) as f64,
            longest[i].as_secs_f64(),
            morris::clock::shown(least[i]),
        );
    }
    println!("\n{played} games finished, {draws} drawn, {on_time} lost on time");
    assert_eq!(played, games, "every game was played to its end");
}

/// In the sim (the loop's own effects, the computer's worker inline, time as messages): a
/// person against the computer at 0+2, the person's time runs out, the game is saved lost on
/// time; the computer's clock ran only while it searched.
#[test]
fn a_game_against_the_computer_lost_on_time_in_the_sim() {
    use morris::tui::sim::Sim;
    let mut sim = Sim::new(Start {
        seats: Seats::new(
            Seat::Person("Ann".into()),
            Seat::Computer(morris::engine::Level::new(1).unwrap()),
        ),
        clock: Times::new(Some(tc("0+2"))),
        ..Start::new(Game::new(Rules::default()), Settings::default())
    });
    let turn = |sim: &mut Sim, point: &str| {
        let p = common::p(point);
        sim.press_all(&[
            Action::File(p.file()),
            Action::Rank(p.rank()),
            Action::Select,
        ]);
        // The computer searches (its time passes as the search's), then shows its turn.
        while sim.working() {
            sim.send(Msg::Elapsed(Duration::from_millis(40)));
            sim.work();
        }
        // Its turn shown a beat a decision: its clock is stopped meanwhile.
        while sim.app().computer_busy() {
            assert!(!sim.app().clock_running() || !sim.app().computer_to_move());
            sim.send(Msg::Elapsed(secs(5)));
            sim.beat();
        }
    };
    turn(&mut sim, "d6");
    let free = sim_free(&sim);
    turn(&mut sim, free);
    let computer = left(sim.app())[1];
    assert!(
        computer > Duration::ZERO && computer <= secs(4),
        "{computer:?}"
    );
    assert_eq!(running(sim.app()), Some(Color::White));
    // Two turns played in no time: twice the increment.
    assert_eq!(left(sim.app())[0], secs(4));
    sim.send(Msg::Elapsed(Duration::from_millis(3_999)));
    assert!(sim.app().game().outcome().is_none());
    sim.send(Msg::Elapsed(Duration::from_millis(1)));
    assert_eq!(
        sim.app().game().outcome().map(|o| o.reason),
        Some(Reason::OnTime(Color::White))
    );
    let saved = sim.store.iter().rev().find_map(|e| match e {
        Effect::Save(s) => Some(s.game.outcome()),
        _ => None,
    });
    assert_eq!(saved.flatten().map(|o| o.winner), Some(Some(Color::Black)));
    let shown = screen(sim.app(), 80, 24);
    assert!(shown.contains("Ann lost on time"), "{shown}");
}

/// A point free for White's next stone.
fn sim_free(sim: &morris::tui::sim::Sim) -> &'static str {
    let pos = sim.app().game().position();
    ["a1", "g7", "a7", "g1", "b2", "f6"]
        .into_iter()
        .find(|p| pos.stone_at(common::p(p)).is_none())
        .unwrap()
}

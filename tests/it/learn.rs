//! Learning the points (issue 37, "First steps"): rounds driven with the keys and the mouse at
//! times the test chooses, the best round kept in the data folder and read back, its file
//! damaged; the screen at every size, in ASCII without colour, in German and Portuguese.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::time::Duration;

use morris::lang::{self, Lang};
use morris::rules::{Game, Point, Rules, Variant};
use morris::tui::app::learn::{ROUND, Way};
use morris::tui::app::{MenuItem, Mode, Start, step};
use morris::tui::sim::Sim;
use morris::tui::{Action, Msg, Settings};

fn at(secs: f64) -> Msg {
    Msg::Time(Duration::from_secs_f64(secs))
}

/// A game at the table with the data folder `data`, the training opened from the menu.
fn opened(rules: Rules, settings: Settings, data: Option<&std::path::Path>) -> Sim {
    let mut sim = Sim::new(Start::new(Game::new(rules), settings));
    sim.paths.data = data.map(|d| d.to_path_buf());
    sim.press(Action::Menu);
    let i = sim
        .app()
        .menu()
        .iter()
        .position(|m| *m == MenuItem::Learn)
        .unwrap();
    sim.press(Action::Choose(i));
    assert!(sim.app().learning().is_some(), "{:?}", sim.app().mode());
    sim
}

fn text(sim: &Sim) -> String {
    sim.screen(80, 24).0
}

fn asked(sim: &Sim) -> Point {
    sim.app()
        .learning()
        .unwrap()
        .asked()
        .expect("a point is asked")
}

/// The arrows from the cursor to `p`, found along the steps the arrows take.
fn arrows_to(sim: &Sim, p: Point) -> Vec<Action> {
    let d = sim.app().learning().unwrap();
    let pos = *d.board();
    let mut seen = vec![(d.cursor(), Vec::new())];
    let mut i = 0;
    while i < seen.len() {
        let (q, path) = seen[i].clone();
        if q == p {
            return path;
        }
        for a in [Action::Up, Action::Down, Action::Left, Action::Right] {
            if let Some(r) = step(&pos, q, a)
                && !seen.iter().any(|(s, _)| *s == r)
            {
                let mut path = path.clone();
                path.push(a);
                seen.push((r, path));
            }
        }
        i += 1;
    }
    panic!("{p} cannot be reached with the arrows");
}

/// A round of finding: the first point with the arrows and Enter, the others clicked, the
/// answer at `wrong` a point that is not the one asked; a second a point.
fn find_round(sim: &mut Sim, start: f64, wrong: Option<usize>) {
    sim.send(at(start));
    // Enter begins a round not begun; after a round, n has begun the next one already.
    if !sim.app().learning().unwrap().running() {
        sim.press(Action::Select);
    }
    for k in 0..ROUND {
        sim.send(at(start + 1.0 + k as f64));
        let p = asked(sim);
        if Some(k) == wrong {
            let other = sim
                .app()
                .learning()
                .unwrap()
                .board()
                .geometry()
                .points
                .iter()
                .find(|&q| q != p)
                .unwrap();
            sim.press(Action::Click(other));
        } else if k == 0 {
            let keys = arrows_to(sim, p);
            sim.press_all(&keys);
            sim.press(Action::Select);
        } else {
            sim.press(Action::Click(p));
        }
    }
}

#[test]
fn a_round_of_finding_is_timed_and_its_best_kept_and_read_back() {
    let data = tempfile::tempdir().unwrap();
    let mut sim = opened(
        Variant::Nine.rules(),
        Settings::default(),
        Some(data.path()),
    );
    let screen = text(&sim);
    assert!(screen.contains("Find the points"), "{screen}");
    assert!(screen.contains("No best round yet"), "{screen}");
    assert!(screen.contains("Enter: begin"), "{screen}");
    // Begun at 2 s; the point asked is said, with the time the loop told.
    sim.send(at(2.0));
    sim.press(Action::Select);
    let p = asked(&sim);
    sim.send(at(5.4));
    let screen = text(&sim);
    assert!(screen.contains(&format!("Find {p}")), "{screen}");
    assert!(screen.contains("Time: 3 s"), "{screen}");
    assert!(screen.contains("Point 1 of 10"), "{screen}");
    // A letter is not an answer when finding.
    sim.press(Action::File(3));
    assert!(
        text(&sim).contains("Find it on the board"),
        "{}",
        text(&sim)
    );
    assert_eq!(sim.app().learning().unwrap().score(), (0, 0));
    // The round, again from its start: the fourth answer wrong.
    sim.press(Action::NewGame);
    find_round(&mut sim, 10.0, Some(3));
    let d = sim.app().learning().unwrap();
    assert_eq!(d.score(), (ROUND, 9));
    // Begun at 10 s, the last answer at 20 s.
    assert_eq!(d.took(), Some(Duration::from_secs(10)));
    assert!(d.new_best());
    let screen = text(&sim);
    assert!(screen.contains("9 of 10 right in 10.0 s"), "{screen}");
    assert!(screen.contains("Your best round!"), "{screen}");
    assert!(screen.contains("Best: 9 of 10 in 10.0 s"), "{screen}");
    let kept = std::fs::read_to_string(data.path().join("learn.txt")).unwrap();
    assert!(
        kept.contains("standard | find | 9 | 10 | 10000 |"),
        "{kept}"
    );
    // A slower round with as many right is not the best, and changes nothing kept: n begins
    // it at once.
    sim.send(at(99.0));
    sim.press(Action::NewGame);
    assert!(sim.app().learning().unwrap().running());
    find_round(&mut sim, 99.0, Some(0));
    let screen = text(&sim);
    assert!(!screen.contains("Your best round!"), "{screen}");
    assert!(screen.contains("Best: 9 of 10 in 10.0 s"), "{screen}");
    // Esc goes back to the game, untouched; nothing of the training is in its record.
    sim.press(Action::Cancel);
    assert_eq!(sim.app().mode(), &Mode::Play);
    assert_eq!(sim.app().game().ply(), 0);
    assert!(
        !sim.store
            .iter()
            .any(|e| matches!(e, morris::tui::messages::Effect::Save(_))),
        "{:?}",
        sim.store
    );
    // Another visit reads the best round back.
    let sim = opened(
        Variant::Nine.rules(),
        Settings::default(),
        Some(data.path()),
    );
    assert!(
        text(&sim).contains("Best: 9 of 10 in 10.0 s"),
        "{}",
        text(&sim)
    );
}

#[test]
fn a_round_of_naming_takes_typed_names_and_keeps_its_own_best() {
    let data = tempfile::tempdir().unwrap();
    let mut sim = opened(
        Variant::Nine.rules(),
        Settings::default(),
        Some(data.path()),
    );
    sim.press(Action::Log);
    assert_eq!(sim.app().learning().unwrap().way(), Way::Name);
    assert!(text(&sim).contains("Name the points"), "{}", text(&sim));
    sim.send(at(0.0));
    sim.press(Action::Select);
    for k in 0..ROUND {
        let p = asked(&sim);
        let screen = text(&sim);
        assert!(screen.contains("Name the point marked !"), "{screen}");
        // A name of no point of the board (e1) is said so, and not taken as an answer.
        if k == 0 {
            sim.press(Action::File(4));
            sim.press(Action::Rank(0));
            let screen = text(&sim);
            assert!(
                screen.contains("e1 is not a point of this board"),
                "{screen}"
            );
            assert_eq!(sim.app().learning().unwrap().score(), (0, 0));
        }
        // The point asked is marked on the board.
        assert!(screen.contains("!·!") || screen.contains("!+!"), "{screen}");
        sim.send(at(1.5 * (k + 1) as f64));
        // The second answer is another point's name, said wrong with the right one shown.
        let typed = if k == 1 {
            Point::new((p.file() + 1) % 7, p.rank())
                .filter(|q| {
                    sim.app()
                        .learning()
                        .unwrap()
                        .board()
                        .geometry()
                        .contains(*q)
                })
                .unwrap_or_else(|| Point::new(3, (p.rank() + 1) % 7).unwrap())
        } else {
            p
        };
        sim.press(Action::File(typed.file()));
        sim.press(Action::Rank(typed.rank()));
        if k == 1 && typed != p {
            let note = sim.app().learning().unwrap().note().unwrap_or_default();
            assert_eq!(
                note,
                format!("{typed} is not it: the point marked ! was {p}, marked ◇ now.")
            );
            // And it is drawn so: the point asked with ◇.
            assert!(text(&sim).contains('◇'), "{}", text(&sim));
        }
    }
    let d = sim.app().learning().unwrap();
    assert_eq!(d.score().1, 9);
    assert!(text(&sim).contains("in 15.0 s"), "{}", text(&sim));
    let kept = std::fs::read_to_string(data.path().join("learn.txt")).unwrap();
    assert!(
        kept.contains("standard | name | 9 | 10 | 15000 |"),
        "{kept}"
    );
    assert!(!kept.contains("| find |"), "{kept}");
}

#[test]
fn a_damaged_file_is_said_and_kept_aside_whole_and_a_missing_folder_loses_only_the_round() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("learn.txt");
    std::fs::write(&file, "standard | find | lots\n").unwrap();
    let mut sim = opened(
        Variant::Nine.rules(),
        Settings::default(),
        Some(data.path()),
    );
    let screen = sim.screen(200, 50).0;
    assert!(screen.contains("cannot be read"), "{screen}");
    find_round(&mut sim, 0.0, None);
    let screen = sim.screen(200, 50).0;
    assert!(screen.contains("learn.txt.unreadable"), "{screen}");
    assert_eq!(
        std::fs::read_to_string(data.path().join("learn.txt.unreadable")).unwrap(),
        "standard | find | lots\n"
    );
    assert!(screen.contains("Best: 10 of 10 in 10.0 s"), "{screen}");
    // A folder in the file's place: left alone, the round said not kept, no panic.
    let data = tempfile::tempdir().unwrap();
    std::fs::create_dir(data.path().join("learn.txt")).unwrap();
    let mut sim = opened(
        Variant::Nine.rules(),
        Settings::default(),
        Some(data.path()),
    );
    find_round(&mut sim, 0.0, None);
    let screen = sim.screen(200, 50).0;
    let note = sim.app().learning().unwrap().note().unwrap().to_string();
    assert!(note.contains("cannot be written"), "{note}");
    assert!(note.contains("the round is not kept"), "{note}");
    assert!(screen.contains("learn.txt cannot be"), "{screen}");
    assert!(data.path().join("learn.txt").is_dir());
}

#[test]
fn the_three_men_s_board_has_its_own_nine_points() {
    let mut sim = opened(Variant::Three.rules(), Settings::default(), None);
    find_round(&mut sim, 0.0, None);
    assert_eq!(sim.app().learning().unwrap().score(), (ROUND, 10));
}

mod screens {
    use super::*;

    fn in_lang<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
        lang::set_here(Some(lang));
        let out = f();
        lang::set_here(None);
        out
    }

    /// The training under way: begun at 0 s, three points answered (one wrong), at 7 s.
    fn under_way(settings: Settings, way: Way) -> Sim {
        let mut sim = opened(Variant::Nine.rules(), settings, None);
        if way == Way::Name {
            sim.press(Action::Log);
        }
        sim.send(at(0.0));
        sim.press(Action::Select);
        for k in 0..3 {
            let p = asked(&sim);
            let q = if k == 2 {
                Point::new(3, if p.rank() == 0 { 1 } else { 0 }).unwrap()
            } else {
                p
            };
            match way {
                Way::Find => sim.press(Action::Click(q)),
                Way::Name => sim.press_all(&[Action::File(q.file()), Action::Rank(q.rank())]),
            }
        }
        sim.send(at(7.0));
        sim
    }

    #[test]
    fn each_screen_at_80x24() {
        let sim = opened(Variant::Nine.rules(), Settings::default(), None);
        insta::assert_snapshot!("learn_ready_80x24", sim.screen(80, 24).0);
        let sim = under_way(Settings::default(), Way::Find);
        insta::assert_snapshot!("learn_find_80x24", sim.screen(80, 24).0);
        let sim = under_way(Settings::default(), Way::Name);
        insta::assert_snapshot!("learn_name_80x24", sim.screen(80, 24).0);
        let mut sim = opened(Variant::Nine.rules(), Settings::default(), None);
        find_round(&mut sim, 0.0, Some(9));
        insta::assert_snapshot!("learn_over_80x24", sim.screen(80, 24).0);
    }

    #[test]
    fn one_screen_at_the_smallest_and_a_large_size_in_ascii_and_in_german_and_portuguese() {
        let sim = under_way(Settings::default(), Way::Find);
        insta::assert_snapshot!(
            "learn_find_60x17",
            sim.screen(
                morris::tui::layout::MIN_WIDTH,
                morris::tui::layout::MIN_HEIGHT
            )
            .0
        );
        insta::assert_snapshot!("learn_find_200x50", sim.screen(200, 50).0);
        let plain = Settings {
            ascii: true,
            color: false,
            ..Settings::default()
        };
        let sim = under_way(plain, Way::Name);
        for (w, h) in [(80, 24), (60, 17), (200, 50)] {
            let s = sim.screen(w, h).0;
            assert!(s.is_ascii(), "non-ASCII in --ascii mode:\n{s}");
        }
        insta::assert_snapshot!("learn_name_ascii_80x24", sim.screen(80, 24).0);
        for lang in [Lang::De, Lang::Pt] {
            let s = in_lang(lang, || {
                under_way(Settings::default(), Way::Find).screen(80, 24).0
            });
            insta::assert_snapshot!(format!("learn_find_{}_80x24", lang.code()), s);
        }
    }
}

/// `morris learn` at the terminal: a round of finding, timed by the real clock, its best kept
/// in the data folder; then a round of naming typed.
#[test]
fn a_round_at_the_terminal_is_kept_in_the_data_folder() {
    let Some(t) = crate::tmux::start("learn", "learn") else {
        return;
    };
    t.wait_screen("Enter: begin");
    t.keys(&["Enter"]);
    t.wait_screen("Point 1 of 10");
    // Enter ten times: the cursor's point each time, right or not.
    for _ in 0..ROUND {
        t.keys(&["Enter"]);
    }
    t.wait_screen("Your best round!");
    let kept = ".local/share/morris/learn.txt";
    t.wait_for("the round in the data folder", || {
        t.read(kept).contains("standard | find | ")
    });
    // Naming: the first point marked is typed as `a1` (right or wrong, it is answered).
    t.keys(&["Tab", "Enter"]);
    t.wait_screen("Name the point marked !");
    t.keys(&["a", "1"]);
    t.wait_screen("Point 2 of 10");
    // Esc: back to the shell `morris learn` was started from.
    t.keys(&["Escape"]);
    assert_eq!(t.wait_exit(), "0");
}

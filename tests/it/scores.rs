//! The scoreboard through the real binary: finished games between two names counted once
//! each, at their last result (an undone and differently finished game does not count twice),
//! shown in the panel and by `morris score`, and rebuilt from the records when lost.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::tmux;

use morris::store::scores::{Score, Tally};
use tmux::Tmux;

/// The row of `morris score` for a variant, as its words.
fn score_row(t: &Tmux, variant: &str) -> Vec<String> {
    let out = t.command(&["score"]);
    out.lines()
        .find(|l| l.starts_with(variant))
        .unwrap_or_else(|| panic!("no {variant} row in:\n{out}"))
        .split_whitespace()
        .map(str::to_string)
        .collect()
}

#[test]
fn finished_games_are_counted_once_shown_and_rebuilt() {
    if !tmux::available() {
        return;
    }
    let t = Tmux::new("scores");
    assert!(t.command(&["score"]).contains("No finished games yet"));

    // Alice wins with a mill (Three Men's Morris), takes it back, and Bob wins instead.
    t.run(80, 24, "--new --variant three --white Alice --black Bob");
    t.wait_screen("Alice");
    t.play(&["a1", "a3", "b1", "b3", "c1"]);
    t.wait_screen("Alice 1 – 0 Bob");
    t.keys(&["u"]);
    t.wait_for("the count to go with the undo", || {
        !t.screen().contains("Alice 1 – 0 Bob")
    });
    t.play(&["b2", "c3"]);
    t.wait_screen("Alice 0 – 1 Bob");
    t.keys(&["q"]);
    assert_eq!(t.wait_exit(), "0");
    assert_eq!(
        score_row(&t, "three"),
        ["three", "Alice", "0", "0", "1", "Bob"]
    );

    // A second game: the first is kept aside, and still counted.
    t.run(80, 24, "--new --variant three --white Alice --black Bob");
    t.wait_screen("Alice 0 – 1 Bob");
    t.play(&["a1", "a3", "b1", "b3", "c1"]);
    t.wait_screen("Alice 1 – 1 Bob");
    t.keys(&["q"]);
    assert_eq!(t.wait_exit(), "0");

    // Colours changed: the names count, and the panel reads from White's side.
    t.run(80, 24, "--new --variant three --white Bob --black Alice");
    t.wait_screen("Bob 1 – 1 Alice");
    t.play(&["a1", "a3", "b1", "b3", "c1"]);
    t.wait_screen("Bob 2 – 1 Alice");
    t.keys(&["q"]);
    assert_eq!(t.wait_exit(), "0");

    // Another variant has a count of its own: none yet.
    t.run(80, 24, "--new --white Alice --black Bob");
    t.wait_screen("place a stone");
    assert!(!t.screen().contains(" – "), "{}", t.screen());
    t.keys(&["q"]);
    assert_eq!(t.wait_exit(), "0");

    let table = t.command(&["score"]);
    assert!(table.contains("(3 finished games)"), "{table}");
    assert_eq!(
        score_row(&t, "three"),
        ["three", "Alice", "1", "0", "2", "Bob"]
    );

    // Lost, or broken: rebuilt from the kept records, to the same count.
    std::fs::remove_file(t.path(".local/share/morris/scores.toml")).unwrap();
    assert_eq!(t.command(&["score"]), table);
    std::fs::write(t.path(".local/share/morris/scores.toml"), "[[game]\n").unwrap();
    assert_eq!(t.command(&["score"]), table);
}

fn score(white: &str, won: u32, lost: u32, black: &str, drawn: u32) -> Option<Score> {
    Some(Score {
        white: white.into(),
        black: black.into(),
        tally: Tally { won, drawn, lost },
    })
}

/// The panel's score line: in the players' names, ASCII when asked, and fitted to the panel
/// at every size: shortened rather than cut, so that the counts and the draws stay whole (long
/// names end in an ellipsis rather than wrapping into the next line).
#[test]
fn the_panel_shows_the_score_at_every_size() {
    use crate::common::screen as draw;
    use morris::rules::{Game, Rules};
    use morris::tui::{App, Settings};
    let line = |screen: &str, what: &str| {
        screen
            .lines()
            .find(|l| l.contains(what))
            .unwrap_or_else(|| panic!("no {what}:\n{screen}"))
            .rsplit('│')
            .next()
            .unwrap_or_default()
            .trim_matches(|c| c == ' ' || c == '"')
            .to_string()
    };
    let mut a = App::new(Game::new(Rules::default()), Settings::default());
    crate::common::saved(&mut a, None, score("Alice", 3, 2, "Bob", 1));
    for (w, h) in [(80, 24), (60, 17), (120, 40)] {
        let screen = draw(&a, w, h);
        assert!(
            screen.contains(" Alice 3 – 2 Bob (1 draw)"),
            "{w}x{h}:\n{screen}"
        );
    }
    // Against the computer: at 80x24 and the smallest size the draws stay, the level is named
    // short; on a big screen the whole line.
    let mut a = App::new(Game::new(Rules::default()), Settings::default());
    crate::common::saved(&mut a, None, score("White", 0, 1, "morris level 10", 1));
    for (w, h, want) in [
        (80, 24, "White 0 – 1 level 10 (1 draw)"),
        (60, 17, "White 0–1 level 10 (1 draw)"),
        (120, 40, "White 0 – 1 morris level 10 (1 draw)"),
        (140, 40, "score White 0 – 1 morris level 10 (1 draw)"),
    ] {
        let screen = draw(&a, w, h);
        assert_eq!(line(&screen, "White 0"), want, "{w}x{h}:\n{screen}");
        if (w, h) == (80, 24) {
            insta::assert_snapshot!("score_line_against_the_computer_80x24", screen);
        }
    }
    let ascii = Settings {
        ascii: true,
        ..Settings::default()
    };
    let mut a = App::new(Game::new(Rules::default()), ascii);
    crate::common::saved(&mut a, None, score("Alice", 3, 2, "Bob", 0));
    assert!(draw(&a, 80, 24).contains("score Alice 3 - 2 Bob"));
    let mut a = App::new(Game::new(Rules::default()), Settings::default());
    crate::common::saved(
        &mut a,
        None,
        score(
            "Bartholomew Fitzgerald",
            12,
            11,
            "Maximiliana Rosenkranz",
            3,
        ),
    );
    for (w, h) in [(80, 24), (60, 17)] {
        let screen = draw(&a, w, h);
        let l = line(&screen, "Bart");
        assert!(l.contains('…'), "{l}");
        assert!(l.contains(" 12–11 ") && l.ends_with(" (3 draws)"), "{l}");
        assert!(
            !screen.contains("Rosenkranz (3"),
            "{w}x{h}: wrapped:\n{screen}"
        );
    }
    // No score before the two have finished a game: no line.
    let a = App::new(Game::new(Rules::default()), Settings::default());
    assert!(!draw(&a, 80, 24).contains("score"));
}

/// `morris score` lists the levels in the order of their numbers: level 10 after level 9, not
/// between 1 and 2.
#[test]
fn the_table_lists_names_with_numbers_in_their_order() {
    let home = tempfile::tempdir().unwrap();
    let dir = home.path().join(".local/share/morris");
    std::fs::create_dir_all(&dir).unwrap();
    let mut text = String::new();
    for (i, level) in ["10", "2", "1", "9"].iter().enumerate() {
        text += &format!(
            "[[game]]\nrecord = \"g{i}\"\nwhite = \"Ann\"\nblack = \"morris level {level}\"\nvariant = \"nine\"\nresult = \"0-1\"\n\n"
        );
    }
    // Two computers: the lower level is the row's player.
    text += "[[game]]\nrecord = \"g9\"\nwhite = \"morris level 10\"\nblack = \"morris level 2\"\nvariant = \"nine\"\nresult = \"1-0\"\n\n";
    std::fs::write(dir.join("scores.toml"), text).unwrap();
    let mut cmd = crate::common::binary(home.path());
    cmd.arg("score");
    let out = crate::common::output_within(cmd, b"", std::time::Duration::from_secs(10));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let header = stdout.lines().find(|l| l.starts_with("variant")).unwrap();
    let (player, against) = (
        header.find("player").unwrap(),
        header.find("against").unwrap(),
    );
    let pairs: Vec<String> = stdout
        .lines()
        .filter(|l| l.starts_with("nine"))
        .map(|l| {
            let a = l[player..].split("  ").next().unwrap().trim();
            format!("{a} v {}", l[against..].trim())
        })
        .collect();
    assert_eq!(
        pairs,
        [
            "Ann v morris level 1",
            "Ann v morris level 2",
            "Ann v morris level 9",
            "Ann v morris level 10",
            "morris level 2 v morris level 10",
        ],
        "{stdout}"
    );
}

/// A game against the computer counts under the computer's level: its name in the record.
#[test]
fn games_against_the_computer_count_per_level() {
    if !tmux::available() {
        return;
    }
    let t = Tmux::new("computer");
    // (level, the computer's wins at that level once this game is over)
    for (level, wins) in [("1", 1), ("1", 2), ("4", 1)] {
        t.run(100, 30, &format!("--new --black computer --level {level}"));
        t.wait_screen(&format!("morris level {level}"));
        // One decision each first: a game ended before any decision is not counted.
        t.keys(&["d", "6", "Enter"]);
        t.wait_screen("White: place a stone (8 in hand)");
        t.keys(&["m"]);
        t.wait_screen("White resigns");
        let screen = t.screen();
        let (y, line) = screen
            .lines()
            .enumerate()
            .find(|(_, l)| l.contains("White resigns"))
            .unwrap();
        let x = line.chars().position(|c| c == 'W').unwrap();
        t.raw(&format!("\x1b[<0;{};{}M", x + 1, y + 1));
        t.wait_screen("Resign (y)");
        t.keys(&["y"]);
        t.wait_screen(&format!("White 0 – {wins} morris level {level}"));
        t.keys(&["q"]);
        t.wait_exit();
    }
    let out = t.command(&["score"]);
    let rows: Vec<&str> = out.lines().filter(|l| l.starts_with("nine")).collect();
    assert_eq!(rows.len(), 2, "{out}");
    let words = |l: &str| l.split_whitespace().map(str::to_string).collect::<Vec<_>>();
    assert_eq!(
        words(rows[0]),
        ["nine", "White", "0", "0", "2", "morris", "level", "1"]
    );
    assert_eq!(
        words(rows[1]),
        ["nine", "White", "0", "0", "1", "morris", "level", "4"]
    );
}

/// A scores file that is not a regular file (a FIFO would block the start) is rebuilt from the
/// records, not read.
#[test]
fn a_scores_file_that_is_not_a_file_does_not_hang() {
    let t = Tmux::new("fifo");
    let dir = t.path(".local/share/morris");
    std::fs::create_dir_all(&dir).unwrap();
    let status = std::process::Command::new("mkfifo")
        .arg(dir.join("scores.toml"))
        .status();
    if !status.is_ok_and(|s| s.success()) {
        eprintln!("mkfifo is not available");
        return;
    }
    let (tx, rx) = std::sync::mpsc::channel();
    let home = t.home().to_path_buf();
    std::thread::spawn(move || {
        let out = crate::common::binary(&home).arg("score").output().unwrap();
        let _ = tx.send(String::from_utf8_lossy(&out.stdout).into_owned());
    });
    let out = rx.recv_timeout(std::time::Duration::from_secs(10));
    if out.is_err() {
        // Let the blocked reader go before failing, so that no process is left hanging.
        let _ = std::fs::OpenOptions::new()
            .write(true)
            .open(dir.join("scores.toml"));
    }
    let out = out.expect("morris score hung on a FIFO");
    assert!(out.contains("No finished games yet"), "{out}");
}

/// Chooses a menu entry by its words, with a click where it is drawn.
fn choose(t: &Tmux, entry: &str) {
    t.keys(&["m"]);
    t.wait_screen(entry);
    let screen = t.screen();
    let (y, line) = screen
        .lines()
        .enumerate()
        .find(|(_, l)| l.contains(entry))
        .unwrap();
    let x = line[..line.find(entry).unwrap()].chars().count();
    t.raw(&format!("\x1b[<0;{};{}M", x + 1, y + 1));
}

/// A side handed to the computer after its player had made a decision: the game counts for
/// neither pairing (not Alice against Bob, not Alice against the level), its record names the
/// computer's decisions, and `morris score` says it was left out. A side handed over before its
/// first decision is an ordinary game against that level.
#[test]
fn a_game_where_a_side_changed_hands_is_not_counted() {
    if !tmux::available() {
        return;
    }
    let t = Tmux::new("handover");
    let record = t.path(".local/share/morris/current.pgn");
    for (bob_plays_first, counted) in [(true, false), (false, true)] {
        t.run(100, 30, "--new --white Alice --black Bob --level 1");
        t.wait_screen("Alice (White)");
        t.play(&["d6"]);
        if bob_plays_first {
            t.play(&["d2"]);
            t.wait_screen("Alice: place a stone (8 in hand)");
        }
        choose(&t, "Hand Bob (Black) to the computer");
        t.wait_screen("morris level 1 plays Black");
        if bob_plays_first {
            t.play(&["d5"]);
        }
        // The computer's reply, saved.
        let want = if bob_plays_first { 4 } else { 2 };
        t.wait_for("the computer's reply in the record", || {
            std::fs::read_to_string(&record)
                .is_ok_and(|r| r.contains(&format!("[PlyCount \"{want}\"]")))
        });
        choose(&t, "Alice (White) resigns");
        t.wait_screen("Resign (y)");
        t.keys(&["y"]);
        t.wait_screen("Alice resigned");
        let text = std::fs::read_to_string(&record).unwrap();
        assert_eq!(
            text.contains("[ComputerPlayed \"4\"]"),
            bob_plays_first,
            "{text}"
        );
        let screen = t.screen();
        assert_eq!(
            screen.contains("Alice 0 – 1 morris level 1"),
            counted,
            "{screen}"
        );
        t.keys(&["q"]);
        assert_eq!(t.wait_exit(), "0");
    }
    let out = t.command(&["score"]);
    assert!(out.contains("(1 finished game)"), "{out}");
    assert!(
        out.contains(
            "1 more game not counted: a side changed hands between a person and the computer"
        ),
        "{out}"
    );
    let rows: Vec<&str> = out.lines().filter(|l| l.starts_with("nine")).collect();
    assert_eq!(rows.len(), 1, "{out}");
    let words: Vec<&str> = rows[0].split_whitespace().collect();
    assert_eq!(
        words,
        ["nine", "Alice", "0", "0", "1", "morris", "level", "1"]
    );
    // Rebuilt from the records: the same.
    std::fs::remove_file(t.path(".local/share/morris/scores.toml")).unwrap();
    assert_eq!(t.command(&["score"]), out);
}

/// `morris score` while another morris holds the scoreboard's lock (its folder) says at once
/// what it waits for and what comes after, on the error stream, and goes on as soon as the
/// lock is let go: before, it was silent for up to 10 seconds.
#[test]
fn a_wait_for_the_scoreboards_lock_is_said_while_it_lasts() {
    use std::io::BufRead;
    use std::process::Stdio;
    let home = tempfile::tempdir().unwrap();
    let data = home.path().join(".local/share/morris");
    std::fs::create_dir_all(&data).unwrap();
    let held = std::fs::File::open(&data).unwrap();
    held.lock().unwrap();
    let mut cmd = crate::common::binary(home.path());
    crate::common::in_english(&mut cmd);
    let mut child = cmd
        .arg("score")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = std::time::Instant::now();
    let mut err = std::io::BufReader::new(child.stderr.take().unwrap());
    let mut line = String::new();
    err.read_line(&mut line).unwrap();
    let said_after = start.elapsed();
    assert!(
        line.contains("waiting for another morris to let go of the scoreboard")
            && line.contains("scores.toml")
            && line.contains("at most 10 seconds"),
        "{line}"
    );
    assert!(
        said_after < std::time::Duration::from_secs(5),
        "{said_after:?}"
    );
    held.unlock().unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("No finished games yet"),
        "{out:?}"
    );
    assert!(start.elapsed() < std::time::Duration::from_secs(9));
}

/// `morris score` where there is no data folder (HOME not there at all) says there is no
/// scoreboard yet and makes nothing: before, reading the scores made HOME, the data folder and
/// an empty `scores.toml`.
#[test]
fn reading_the_scores_without_a_data_folder_makes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("nonexistent/x");
    let out = crate::common::in_english(crate::common::binary(&home).arg("score"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{out:?}");
    assert!(
        stdout.contains("scores.toml (no scoreboard yet)")
            && stdout.contains("No finished games yet"),
        "{stdout}"
    );
    assert!(!dir.path().join("nonexistent").exists());
}

/// A save during a game while another morris holds the scoreboard's lock says on the screen
/// what the game waits for, and the frame is drawn whole again once it goes on: before, the
/// screen stood still without a word for up to 10 seconds.
#[test]
fn a_wait_for_the_scoreboards_lock_during_a_game_is_said_on_the_screen() {
    if !tmux::available() {
        return;
    }
    let t = Tmux::new("lockwait");
    t.run(100, 30, "--new --white Ann --black Bob");
    t.wait_screen("Ann");
    let held = std::fs::File::open(t.path(".local/share/morris")).unwrap();
    held.lock().unwrap();
    t.play(&["d6"]);
    t.wait_screen("waiting for another morris to let go of the scoreboard");
    held.unlock().unwrap();
    t.wait_for("the frame drawn again", || {
        let s = t.screen();
        !s.contains("waiting for another morris") && s.contains("1. d6")
    });
    t.keys(&["q", "y"]);
    assert_eq!(t.wait_exit(), "0");
}

use super::*;
use crate::rules::{Color, Game, play_tokens};
use crate::store::tags::Help;
use std::os::unix::fs::FileTypeExt;

/// Whether what the scoreboard said, in words, holds `part`.
trait Says {
    fn contains(&self, part: &str) -> bool;
}

impl<T: std::fmt::Display> Says for T {
    fn contains(&self, part: &str) -> bool {
        str::contains(&self.to_string(), part)
    }
}

fn finished(white: &str, black: &str, moves: &str) -> Record {
    let game: Game = play_tokens(Rules::default(), moves).unwrap();
    Record::new(game, white, black, "2026.11.30")
}

fn white_wins(white: &str, black: &str) -> Record {
    let mut r = finished(white, black, "d6");
    r.game.resign(Color::Black);
    r
}

fn won(t: Tally) -> (u32, u32, u32) {
    (t.won, t.drawn, t.lost)
}

/// Writes a finished record into the data folder, as a game would.
fn record(d: &Path, name: &str, r: &Record) -> PathBuf {
    let path = d.join(name);
    std::fs::write(&path, r.to_text()).unwrap();
    path
}

/// The count never replaces what is not its own: a link to another file (a dotfile, notes)
/// or a FIFO in its place is left as it was, and counting says so; a broken count of its
/// own is kept aside.
#[test]
fn a_link_or_a_fifo_in_place_of_the_count_is_never_written_through() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let board = Scoreboard::new(d);
    let notes = d.join("notes.txt");
    std::fs::write(&notes, "export IMPORTANT=1\n").unwrap();
    std::os::unix::fs::symlink(&notes, ledger_path(d)).unwrap();
    let e = board
        .note(&d.join("current.pgn"), &white_wins("Alice", "Bob"))
        .unwrap_err();
    assert!(e.contains("a link to a file that is not a count"), "{e}");
    assert_eq!(
        std::fs::read_to_string(&notes).unwrap(),
        "export IMPORTANT=1\n"
    );
    assert!(board.check().failed.is_some());
    std::fs::remove_file(ledger_path(d)).unwrap();
    let made = std::process::Command::new("mkfifo")
        .arg(ledger_path(d))
        .status()
        .unwrap();
    assert!(made.success());
    let e = board
        .note(&d.join("current.pgn"), &white_wins("Alice", "Bob"))
        .unwrap_err();
    assert!(e.contains("a FIFO"), "{e}");
    assert!(
        std::fs::symlink_metadata(ledger_path(d))
            .unwrap()
            .file_type()
            .is_fifo()
    );
    std::fs::remove_file(ledger_path(d)).unwrap();
    // A broken file of its own is kept aside, then the count is written.
    std::fs::write(ledger_path(d), "game = [ oops").unwrap();
    let report = board.check();
    assert!(report.failed.is_none(), "{report:?}");
    assert!(report.notes[0].contains("kept as"), "{:?}", report.notes);
    assert_eq!(
        std::fs::read_to_string(d.join("scores.toml.unreadable")).unwrap(),
        "game = [ oops"
    );
    assert!(Ledger::parse(&std::fs::read_to_string(ledger_path(d)).unwrap()).is_ok());
}

/// A damaged count with a person's comments is kept aside whole, comments and all, and the
/// new count says where, at its top, from then on (and keeps the comment lines at its top):
/// before, the new file said nothing of the old one.
#[test]
fn a_damaged_count_is_kept_whole_and_the_new_count_says_where() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let board = Scoreboard::new(d);
    let damaged = "# our club's games, since March\n# (Ann keeps it)\n[[game]\nwhite = \"Ann\"\n";
    std::fs::write(ledger_path(d), damaged).unwrap();
    let report = board.check();
    assert!(report.failed.is_none(), "{report:?}");
    assert_eq!(
        std::fs::read_to_string(d.join("scores.toml.unreadable")).unwrap(),
        damaged
    );
    let said = "could not be read (line 3: ";
    let where_ = "it is kept whole, as it was, in scores.toml.unreadable";
    let text = std::fs::read_to_string(ledger_path(d)).unwrap();
    assert!(text.contains(said) && text.contains(where_), "{text}");
    // Still said after the count is written again.
    board
        .note(&d.join("current.pgn"), &white_wins("Alice", "Bob"))
        .unwrap();
    let text = std::fs::read_to_string(ledger_path(d)).unwrap();
    assert!(text.contains(where_) && text.contains("Alice"), "{text}");
    assert_eq!(text.matches("morris keeps this count").count(), 1, "{text}");
}

/// A bad line in the count (a finding: the recount then dropped every game whose record is
/// outside the data folder, which no recount of the folder finds again): the games it names
/// elsewhere are kept, from their records where they still read, else as the count had them;
/// the data folder's are counted from theirs; the damaged file is kept aside whole.
#[test]
fn a_bad_line_in_the_count_loses_no_game_recorded_elsewhere() {
    let dir = tempfile::tempdir().unwrap();
    let d = &dir.path().join("data");
    let away = &dir.path().join("games");
    std::fs::create_dir_all(d).unwrap();
    std::fs::create_dir_all(away).unwrap();
    let board = Scoreboard::new(d);
    let kept = record(away, "club.pgn", &white_wins("Ann", "Bob"));
    let gone = record(away, "gone.pgn", &white_wins("Cy", "Di"));
    let here = record(d, "current.pgn", &white_wins("Ed", "Flo"));
    for p in [&kept, &gone, &here] {
        let r = Record::parse(&std::fs::read_to_string(p).unwrap(), Rules::default()).unwrap();
        board.note(p, &r).unwrap();
    }
    std::fs::remove_file(&gone).unwrap();
    let text = std::fs::read_to_string(ledger_path(d)).unwrap();
    assert_eq!(board.read().games.len(), 3, "{text}");
    // Lines a person broke: one of its own, and one in the middle of an entry elsewhere.
    let club = text.find("club.pgn").unwrap();
    let at = club + text[club..].find("fingerprint = ").unwrap();
    let damaged = format!(
        "{}this is not a count\n{}fingerprint = oops {}",
        &text[..text.find("[[game]]").unwrap()],
        &text[text.find("[[game]]").unwrap()..at],
        &text[at + "fingerprint = ".len()..]
    );
    assert!(Ledger::parse(&damaged).is_err(), "{damaged}");
    for how in ["read", "check", "complete", "note", "rebuild"] {
        std::fs::write(ledger_path(d), &damaged).unwrap();
        let l = match how {
            "read" => board.read(),
            "check" => board.check().ledger,
            "complete" => board.complete().ledger,
            "rebuild" => board.rebuild().ledger,
            _ => {
                board
                    .note(&d.join("new.pgn"), &finished("Gus", "Hal", "d6"))
                    .unwrap();
                board.read()
            }
        };
        let mut names: Vec<&str> = l.games.iter().map(|g| g.white.as_str()).collect();
        names.sort_unstable();
        let want: &[&str] = if how == "rebuild" {
            // Rebuilt anew from the records: a game whose record is gone is dropped, as the
            // rebuild says it does.
            &["Ann", "Ed"]
        } else {
            &["Ann", "Cy", "Ed"]
        };
        assert_eq!(names, want, "{how}");
        if how != "read" {
            assert!(
                d.join("scores.toml.unreadable").exists() || how == "note",
                "{how}: the damaged count is kept aside"
            );
        }
    }
}

/// The file is written as read: the entries' fields in their order, refused ones as they
/// were, and read back the same, with nothing counted or refused or both.
#[test]
fn the_count_survives_its_own_text() {
    let bad = "[[game]]\nwhite = \"Ann\"\nresult = 5\n";
    let only_bad = Ledger::parse(bad).unwrap();
    assert_eq!(only_bad.refused.len(), 1);
    assert!(only_bad.refused[0].why.contains("no record"));
    // The same games and the same refusals (at the lines of the new text).
    let same = |a: &Ledger, b: &Ledger| {
        let why = |l: &Ledger| l.refused.iter().map(|r| r.why.clone()).collect::<Vec<_>>();
        a.games == b.games && why(a) == why(b)
    };
    for l in [Ledger::default(), only_bad] {
        let text = l.to_text();
        assert!(same(&Ledger::parse(&text).unwrap(), &l), "{text}");
    }
    let mut both = Ledger::parse(bad).unwrap();
    both.note(Path::new("/x/g.pgn"), &white_wins("Alice", "Bob"));
    let text = both.to_text();
    assert!(
        text.contains("[[game]]\nrecord = \"/x/g.pgn\"\nwhite = \"Alice\"\nblack = \"Bob\"\n"),
        "{text}"
    );
    assert!(same(&Ledger::parse(&text).unwrap(), &both), "{text}");
}

#[test]
fn a_game_counts_once_at_its_last_result() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let rec = d.join("current.pgn");
    let mut r = white_wins("Alice", "Bob");
    note_game(d, &rec, &r).unwrap();
    note_game(d, &rec, &r).unwrap();
    assert_eq!(
        won(Ledger::load(d).tally("Alice", "Bob", "nine")),
        (1, 0, 0)
    );
    // Undone: no longer counted. Finished differently: counted with the new result.
    r.game.undo();
    note_game(d, &rec, &r).unwrap();
    assert_eq!(Ledger::load(d).games.len(), 0);
    r.game.agree_draw();
    note_game(d, &rec, &r).unwrap();
    assert_eq!(
        won(Ledger::load(d).tally("Bob", "Alice", "nine")),
        (0, 1, 0)
    );
}

/// A loss on time is a loss: counted for the winner, and a rebuild from the record (its
/// `Termination "time forfeit"`) counts it the same.
#[test]
fn a_loss_on_time_counts_as_a_loss() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let mut r = finished("Alice", "Bob", "d6 d2");
    r.game.lose_on_time(Color::White);
    let rec = record(d, "current.pgn", &r);
    note_game(d, &rec, &r).unwrap();
    assert_eq!(
        won(Ledger::load(d).tally("Bob", "Alice", "nine")),
        (1, 0, 0)
    );
    let read = Record::parse(&std::fs::read_to_string(&rec).unwrap(), Rules::default()).unwrap();
    assert_eq!(
        read.game.outcome().map(|o| o.reason),
        Some(crate::rules::Reason::OnTime(Color::White))
    );
}

#[test]
fn a_game_ended_before_any_decision_is_not_counted() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let rec = d.join("current.pgn");
    // A draw agreed before the first move: its record is not kept aside by the next game,
    // so a count for it would vanish later and the panel and `morris score` would disagree.
    let mut r = finished("Alice", "Bob", "");
    r.game.agree_draw();
    note_game(d, &rec, &r).unwrap();
    assert_eq!(Ledger::load(d).games.len(), 0);
    // One decision makes it a game.
    let mut r = finished("Alice", "Bob", "d6");
    r.game.agree_draw();
    note_game(d, &rec, &r).unwrap();
    assert_eq!(Ledger::load(d).games.len(), 1);
}

#[test]
fn kept_aside_games_keep_their_count_and_a_lost_file_is_rebuilt() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let board = Scoreboard::new(d);
    let r = white_wins("Alice", "Bob");
    let rec = record(d, "current.pgn", &r);
    note_game(d, &rec, &r).unwrap();
    let aside = super::super::keep_aside(&rec).unwrap();
    board.renamed(&rec, &aside).unwrap();
    let r2 = white_wins("Bob", "Alice");
    record(d, "current.pgn", &r2);
    note_game(d, &rec, &r2).unwrap();
    assert_eq!(
        won(Ledger::load(d).tally("Alice", "Bob", "nine")),
        (1, 0, 1)
    );
    let before = Ledger::load(d);
    std::fs::remove_file(ledger_path(d)).unwrap();
    assert_eq!(Ledger::load(d), before);
    std::fs::write(ledger_path(d), "not [ toml").unwrap();
    assert_eq!(Ledger::load(d).games.len(), 2);
    assert_eq!(
        board
            .score_line("Alice", "Bob", "nine")
            .map(|s| s.to_string()),
        Some("Alice 1 – 1 Bob".into())
    );
    assert_eq!(board.score_line("Alice", "Bob", "six"), None);
}

/// Games finishing at the same moment are all counted: each reads, changes and writes
/// the count under the lock. Without it, two at once kept one (3 runs in 5), four at once
/// two; with 20,000 games already counted the window is wider still.
#[test]
fn games_finishing_together_are_all_counted() {
    for (threads, already) in [(2, 0), (4, 0), (8, 0), (4, 20_000)] {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path().to_path_buf();
        if already > 0 {
            let many = Ledger {
                comments: Vec::new(),
                games: (0..already)
                    .map(|i| Entry {
                        record: format!("/elsewhere/g{i}.pgn"),
                        white: "Ann".into(),
                        black: "Bob".into(),
                        variant: "nine".into(),
                        result: "1-0".into(),
                        not_counted: None,
                        apart: None,
                        fingerprint: None,
                        date: None,
                    })
                    .collect(),
                refused: Vec::new(),
            };
            std::fs::write(ledger_path(&d), many.to_text()).unwrap();
        }
        let start = std::sync::Arc::new(std::sync::Barrier::new(threads));
        let handles: Vec<_> = (0..threads)
            .map(|i| {
                let (d, start) = (d.clone(), start.clone());
                std::thread::spawn(move || {
                    let r = white_wins("Alice", &format!("Bob {i}"));
                    let rec = d.join(format!("game{i}.pgn"));
                    start.wait();
                    note_game(&d, &rec, &r).unwrap();
                })
            })
            .collect();
        for h in handles {
            h.join().unwrap();
        }
        let l = Ledger::load(&d);
        assert_eq!(l.games.len(), already + threads, "{threads} at once");
        for i in 0..threads {
            assert_eq!(
                won(l.tally("Alice", &format!("Bob {i}"), "nine")),
                (1, 0, 0)
            );
        }
    }
}

/// A count that cannot be written is said, every way it can fail: a folder in its place,
/// a loop of links, a file that may not be changed, a full disk. The game's record is the
/// truth: `morris score` counts it from there once the count can be written again.
#[test]
fn a_count_that_cannot_be_written_is_said() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let board = Scoreboard::new(d);
    let r = white_wins("Alice", "Bob");
    let rec = record(d, "current.pgn", &r);
    let path = ledger_path(d);
    // A folder.
    std::fs::create_dir(&path).unwrap();
    let e = board.note(&rec, &r).unwrap_err();
    assert!(e.contains("a folder"), "{e}");
    assert!(e.contains("morris score counts it"), "{e}");
    let report = board.check();
    assert!(report.failed.is_some_and(|f| f.contains("a folder")));
    // The count shown is made from the records all the same.
    assert_eq!(won(report.ledger.tally("Alice", "Bob", "nine")), (1, 0, 0));
    std::fs::remove_dir(&path).unwrap();
    // A loop of links.
    let other = d.join("other");
    std::os::unix::fs::symlink(&other, &path).unwrap();
    std::os::unix::fs::symlink(&path, &other).unwrap();
    let e = board.note(&rec, &r).unwrap_err();
    assert!(e.contains("symbolic links"), "{e}");
    std::fs::remove_file(&path).unwrap();
    std::fs::remove_file(&other).unwrap();
    // Unfinished games need no count: nothing to say.
    let mut going = r.clone();
    going.game.undo();
    std::fs::create_dir(&path).unwrap();
    assert_eq!(board.note(&rec, &going), Ok(None));
    std::fs::remove_dir(&path).unwrap();
    // Immutable, where the machine allows (`chattr +i`, as root).
    std::fs::write(&path, Ledger::default().to_text()).unwrap();
    let immutable = std::process::Command::new("chattr")
        .arg("+i")
        .arg(&path)
        .status()
        .is_ok_and(|s| s.success());
    if immutable {
        let result = board.note(&rec, &r);
        let _ = std::process::Command::new("chattr")
            .arg("-i")
            .arg(&path)
            .status();
        let e = result.unwrap_err();
        assert!(e.contains("scores.toml"), "{e}");
    } else {
        eprintln!("chattr +i is not allowed here: the immutable count is not tried");
    }
    // Written again: the game is counted from its record.
    std::fs::remove_file(&path).unwrap();
    let report = board.check();
    assert!(report.failed.is_none());
    assert_eq!(
        won(Ledger::load(d).tally("Alice", "Bob", "nine")),
        (1, 0, 0)
    );
}

/// On a full file system (a small tmpfs, where the machine allows mounting one) the
/// record may fit where the count does not: the count's failure is said.
#[test]
fn a_full_disk_is_said() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let mounted = std::process::Command::new("mount")
        .args(["-t", "tmpfs", "-o", "size=16k", "tmpfs"])
        .arg(d)
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !mounted {
        eprintln!("no tmpfs can be mounted here: the full disk is not tried");
        return;
    }
    struct Unmount<'a>(&'a Path);
    impl Drop for Unmount<'_> {
        fn drop(&mut self) {
            let _ = std::process::Command::new("umount").arg(self.0).status();
        }
    }
    let _guard = Unmount(d);
    let board = Scoreboard::new(d);
    let r = white_wins("Alice", "Bob");
    let rec = record(d, "current.pgn", &r);
    // Fill the disk.
    let fill = d.join("fill");
    let mut f = File::create(&fill).unwrap();
    let _ = std::io::Write::write_all(&mut f, &vec![0u8; 1 << 20]);
    drop(f);
    let e = board.note(&rec, &r).unwrap_err();
    assert!(e.contains("the disk is full"), "{e}");
    assert!(e.contains("morris score counts it"), "{e}");
    // A record elsewhere cannot even be noted to count later: said, and the game's session
    // tries again when it saves or quits.
    let away = tempfile::tempdir().unwrap();
    let elsewhere = record(away.path(), "club.pgn", &r);
    let e = board.note(&elsewhere, &r).unwrap_err();
    assert!(e.contains("nor note it to count later"), "{e}");
    assert!(board.check().failed.is_some());
    std::fs::remove_file(&fill).unwrap();
    assert!(board.check().failed.is_none());
    assert_eq!(
        won(Ledger::load(d).tally("Alice", "Bob", "nine")),
        (1, 0, 0)
    );
}

/// A bad entry is refused with its line and kept as it was; an empty count is completed
/// from the records; set-up games and games with help are counted apart.
#[test]
fn bad_entries_are_refused_and_the_count_is_completed_from_the_records() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let board = Scoreboard::new(d);
    let garbage = "[[game]]\nrecord = \"/x/a.pgn\"\nwhite = \"Ann\"\nblack = \"Bob\"\nvariant = \"nine\"\nresult = \"garbage\"\n\n[[game]]\nrecord = \"/x/b.pgn\"\nwhite = \"Ann\"\nblack = \"Bob\"\nvariant = \"nine\"\nresult = \"0-1\"\n";
    std::fs::write(ledger_path(d), garbage).unwrap();
    let report = board.check();
    assert_eq!(won(report.ledger.tally("Ann", "Bob", "nine")), (0, 0, 1));
    assert_eq!(report.ledger.refused.len(), 1);
    assert!(
        report.notes[0].contains("line 1: result \"garbage\" is not 1-0, 0-1 or 1/2-1/2"),
        "{:?}",
        report.notes
    );
    // Kept in the file as it was.
    assert!(
        std::fs::read_to_string(ledger_path(d))
            .unwrap()
            .contains("garbage")
    );
    // Empty: the finished records of the folder are counted.
    std::fs::write(ledger_path(d), "").unwrap();
    record(d, "current.1.pgn", &white_wins("Alice", "Bob"));
    let report = board.check();
    assert_eq!(won(report.ledger.tally("Alice", "Bob", "nine")), (1, 0, 0));
    assert_eq!(report.notes, [ScoreNote::Added(1)]);
    assert_eq!(
        report.notes[0].to_string(),
        "1 finished game missing from the count: counted from its record"
    );
    assert_eq!(
        won(Ledger::load(d).tally("Alice", "Bob", "nine")),
        (1, 0, 0)
    );
    // Set up, or with help: apart.
    let game = crate::rules::set_up_game(
        Rules::default(),
        Some("***O****/****@**O/@***O*@* w m s 3 0 3 0 0 0 0 0 0 0 0 0 1"),
        "b6-e4",
    )
    .unwrap();
    let mut set_up = Record::new(game, "Alice", "Bob", "2026.11.30");
    set_up.game.resign(Color::Black);
    record(d, "current.2.pgn", &set_up);
    let mut hinted = white_wins("Alice", "Bob");
    Help {
        analysis: false,
        hints: 2,
    }
    .write_tags(&mut hinted.tags);
    record(d, "current.3.pgn", &hinted);
    let report = board.check();
    let l = &report.ledger;
    assert_eq!(won(l.tally("Alice", "Bob", "nine")), (1, 0, 0));
    let apart: Vec<(String, Option<String>)> = l
        .apart_table()
        .into_iter()
        .map(|r| (format!("{} {} {}", r.1, r.2.won, r.3), r.4))
        .collect();
    assert_eq!(
        apart,
        [
            (
                "Alice 1 Bob".to_string(),
                Some("from a set-up position".into())
            ),
            ("Alice 1 Bob".to_string(), Some("with hints".into())),
        ]
    );
    // Rebuilt anew: the same, and the refused entry dropped with its record gone? No: it
    // is kept as it was, never counted.
    let again = board.rebuild();
    assert_eq!(again.ledger.games.len(), 3);
    assert_eq!(again.ledger.apart().count(), 2);
}

#[test]
fn a_game_where_a_side_changed_hands_counts_for_neither_pairing() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // Black played d2 itself, then the computer played c3: not counted.
    let mut r = white_wins("Alice", "morris level 1");
    r.game = play_tokens(Rules::default(), "d6 d2 d5 c3").unwrap();
    r.game.resign(Color::Black);
    let by = [false, false, false, true];
    let tag = computer_played_tag(&r.game, &by).unwrap();
    assert_eq!(tag, "4");
    r.set_tag(COMPUTER_PLAYED, &tag);
    assert_eq!(mixed_sides(&r), [Color::Black]);
    let rec = record(d, "current.pgn", &r);
    note_game(d, &rec, &r).unwrap();
    let l = Ledger::load(d);
    assert_eq!(l.games.len(), 1);
    assert!(l.games[0].not_counted.is_some());
    assert_eq!(l.counted().count(), 0);
    assert_eq!(l.tally("Alice", "morris level 1", "nine"), Tally::default());
    assert!(l.table().is_empty());
    let board = Scoreboard::new(d);
    assert_eq!(board.score_line("Alice", "morris level 1", "nine"), None);
    // Rebuilt from the record: still not counted.
    std::fs::remove_file(ledger_path(d)).unwrap();
    let l = Ledger::load(d);
    assert_eq!((l.games.len(), l.counted().count()), (1, 0));

    // The computer played all of Black's decisions: an ordinary game against a level.
    let mut r2 = r.clone();
    let by = [false, true, false, true];
    assert_eq!(computer_played_tag(&r2.game, &by), None);
    r2.set_tag(COMPUTER_PLAYED, "2,4");
    assert!(mixed_sides(&r2).is_empty());
    note_game(d, &d.join("other.pgn"), &r2).unwrap();
    assert_eq!(
        won(Ledger::load(d).tally("Alice", "morris level 1", "nine")),
        (1, 0, 0)
    );

    // Only the decisions played count: a hand-over undone is no hand-over.
    let mut r3 = r.clone();
    r3.game.undo();
    r3.game.undo();
    assert!(mixed_sides(&r3).is_empty());
    // Both sides changed hands: both are named.
    let by = [false, false, true, true];
    assert_eq!(computer_played_tag(&r.game, &by).as_deref(), Some("3-4"));
    assert_eq!(mixed_in(&r.game, &by).len(), 2);
}

#[test]
fn names_with_numbers_sort_by_their_numbers() {
    let mut names = vec![
        "morris level 10",
        "morris level 2",
        "morris level 1",
        "Ann",
        "morris level 9",
        "player 007",
        "player 7",
        "player 10b",
        "player 10a",
    ];
    names.sort_by(|a, b| natural_cmp(a, b));
    assert_eq!(
        names,
        [
            "Ann",
            "morris level 1",
            "morris level 2",
            "morris level 9",
            "morris level 10",
            "player 007",
            "player 7",
            "player 10a",
            "player 10b",
        ]
    );
}

#[test]
fn a_broken_computer_played_tag_never_panics() {
    for tag in [
        "",
        "x",
        "3-",
        "-2",
        "5-3",
        "0",
        "99999999999999999999",
        "1-99999",
        ",,,",
    ] {
        let v = parse_plies(tag, 4);
        assert_eq!(v.len(), 4, "{tag}");
    }
    assert_eq!(parse_plies("1-99999", 3), [true, true, true]);
    assert_eq!(parse_plies("2,x,4", 4), [false, true, false, true]);
    // Overlapping and nested ranges, and ranges past the end.
    assert_eq!(
        parse_plies("2-3,3-4,6-9,7,12-20", 8),
        [false, true, true, true, false, true, true, true]
    );
    assert_eq!(
        parse_plies("1-2,1-2,5-5", 5),
        [true, true, false, false, true]
    );
    // Many long ranges on a long game: each decision is still the computer's exactly once.
    let tag = vec!["1-999999"; 100_000].join(",");
    assert!(parse_plies(&tag, 40_000).iter().all(|&c| c));
}

/// Six games finishing at once with 2,000 already counted, under the lock, where a
/// `.scores.lock` is there that morris cannot open (a folder, a link to nowhere, as another
/// user's file with mode 644 is): every game is counted all the same.
#[test]
fn a_lock_file_that_cannot_be_opened_drops_no_count() {
    let many = Ledger {
        comments: Vec::new(),
        games: (0..2_000)
            .map(|i| Entry {
                record: format!("/elsewhere/g{i}.pgn"),
                white: "Ann".into(),
                black: "Bob".into(),
                variant: "nine".into(),
                result: "1-0".into(),
                not_counted: None,
                apart: None,
                fingerprint: None,
                date: None,
            })
            .collect(),
        refused: Vec::new(),
    };
    let text = many.to_text();
    for blocked in ["a folder", "a link to nowhere"] {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path().to_path_buf();
        if blocked == "a folder" {
            std::fs::create_dir(d.join(".scores.lock")).unwrap();
        } else {
            std::os::unix::fs::symlink(d.join("nowhere"), d.join(".scores.lock")).unwrap();
        }
        std::fs::write(ledger_path(&d), &text).unwrap();
        let threads = 6;
        let start = std::sync::Arc::new(std::sync::Barrier::new(threads));
        let handles: Vec<_> = (0..threads)
            .map(|i| {
                let (d, start) = (d.clone(), start.clone());
                std::thread::spawn(move || {
                    let r = white_wins("Alice", &format!("Bob {i}"));
                    let rec = d.join(format!("game{i}.pgn"));
                    start.wait();
                    note_game(&d, &rec, &r)
                })
            })
            .collect();
        for h in handles {
            assert_eq!(h.join().unwrap(), Ok(()), "{blocked}");
        }
        let l = Ledger::load(&d);
        assert_eq!(l.games.len(), 2_000 + threads, "{blocked}: a count dropped");
    }
}

/// A game played in a record outside the data folder finishes while the count cannot be
/// written (here `scores.toml` is a folder): once the count can be written again, `morris
/// score` counts it, though it reads only the data folder's records.
#[test]
fn a_game_elsewhere_that_could_not_be_counted_is_counted_later() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let elsewhere = dir.path().join("games");
    std::fs::create_dir_all(&data).unwrap();
    std::fs::create_dir_all(&elsewhere).unwrap();
    let board = Scoreboard::new(&data);
    let r = white_wins("Alice", "Bob");
    let rec = record(&elsewhere, "club.pgn", &r);
    std::fs::create_dir(ledger_path(&data)).unwrap();
    let e = board.note(&rec, &r).unwrap_err();
    assert!(e.contains("a folder"), "{e}");
    assert!(e.contains("morris score counts it"), "{e}");
    std::fs::remove_dir(ledger_path(&data)).unwrap();
    let report = board.check();
    assert!(report.failed.is_none(), "{report:?}");
    assert_eq!(
        won(Ledger::load(&data).tally("Alice", "Bob", "nine")),
        (1, 0, 0)
    );
    // Counted once: a second look adds nothing.
    let again = board.check();
    assert!(again.notes.is_empty(), "{:?}", again.notes);
    assert_eq!(Ledger::load(&data).games.len(), 1);
}

/// A record renamed in the data folder is the same game: `morris score`, and a game's start,
/// count it once, under its new name, and say nothing is missing.
#[test]
fn a_record_renamed_in_the_data_folder_counts_once() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let board = Scoreboard::new(d);
    let r = white_wins("Alice", "Bob");
    let rec = record(d, "current.1.pgn", &r);
    note_game(d, &rec, &r).unwrap();
    let renamed = d.join("alice-bob.pgn");
    std::fs::rename(&rec, &renamed).unwrap();
    let followed = [ScoreNote::Followed(1)];
    let report = board.check();
    assert_eq!(report.notes, followed);
    assert_eq!(
        report.notes[0].to_string(),
        "1 counted game found under a new name: its count follows it"
    );
    let l = Ledger::load(d);
    assert_eq!(won(l.tally("Alice", "Bob", "nine")), (1, 0, 0));
    assert_eq!(l.games.len(), 1);
    assert_eq!(l.games[0].record, key(&renamed));
    // Renamed again, and a game's start finds it.
    let again = d.join("club night.pgn");
    std::fs::rename(&renamed, &again).unwrap();
    assert_eq!(board.complete().notes, followed);
    assert_eq!(Ledger::load(d).games.len(), 1);
    // Renamed while its old name holds another game now (unfinished): still one count, the
    // old name's game not counted.
    let mut going = white_wins("Carol", "Dan");
    going.game.undo();
    record(d, "club night.pgn", &going);
    let moved = d.join("kept.pgn");
    std::fs::write(&moved, r.to_text()).unwrap();
    let report = board.check();
    assert_eq!(report.notes, followed);
    let l = Ledger::load(d);
    assert_eq!(l.games.len(), 1);
    assert_eq!(l.games[0].record, key(&moved));
    // Two different games with the same players and result are two.
    let mut other = white_wins("Alice", "Bob");
    other.game = play_tokens(Rules::default(), "d2").unwrap();
    other.game.resign(Color::Black);
    record(d, "other.pgn", &other);
    board.check();
    assert_eq!(
        won(Ledger::load(d).tally("Alice", "Bob", "nine")),
        (2, 0, 0)
    );
}

/// A count keeps the day each game was played (its record's `Date`); a count written before
/// days were kept is read as it is, and `morris score` fills the day in from the records
/// without saying a game was counted otherwise.
#[test]
fn a_game_s_day_is_kept_and_an_old_count_without_days_is_filled_in() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let board = Scoreboard::new(d);
    let r = white_wins("Alice", "Bob");
    let rec = record(d, "current.pgn", &r);
    board.note(&rec, &r).unwrap();
    let l = Ledger::load(d);
    assert_eq!(l.games[0].date.as_deref(), Some("2026.11.30"));
    assert!(
        std::fs::read_to_string(ledger_path(d))
            .unwrap()
            .contains("date = \"2026.11.30\"")
    );
    // The same count as an older morris wrote it: no day.
    let old = l.to_text().replace("date = \"2026.11.30\"\n", "");
    assert!(!old.contains("date"));
    std::fs::write(ledger_path(d), &old).unwrap();
    assert_eq!(Ledger::load(d).games[0].date, None);
    assert_eq!(
        won(Ledger::load(d).tally("Alice", "Bob", "nine")),
        (1, 0, 0)
    );
    let report = board.check();
    assert!(report.notes.is_empty(), "{:?}", report.notes);
    assert_eq!(Ledger::load(d).games[0].date.as_deref(), Some("2026.11.30"));
    // A day that is not one (by hand, or `????.??.??`) is left out; the game still counts.
    let odd = l.to_text().replace("2026.11.30", "????.??.??");
    let parsed = Ledger::parse(&odd).unwrap();
    assert!(parsed.refused.is_empty());
    assert_eq!(parsed.games[0].date, None);
}

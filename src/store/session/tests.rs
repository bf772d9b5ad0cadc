//! The session's policy on its files, tested on real folders.

use super::*;
use crate::rules::{Color, play_tokens};
use crate::store::said::{Kept, NotSavedAs, Nowhere};
use crate::words::store::{StoreWords, apart_words};

/// Whether what the store said, in words, holds `part`.
trait Says {
    fn contains(&self, part: &str) -> bool;
}

impl<T: StoreWords> Says for T {
    fn contains(&self, part: &str) -> bool {
        self.text().contains(part)
    }
}

fn paths(dir: &Path) -> Paths {
    Paths {
        data: Some(dir.join("data")),
        home: Some(dir.to_path_buf()),
        ..Paths::default()
    }
}

fn request(file: Option<&Path>) -> Request<'_> {
    Request {
        file,
        replay: false,
        new: false,
        rules: Rules::default(),
        rules_given: false,
        names: ["Ann", "Bob"],
    }
}

const PLAYERS: Players<'static> = Players {
    names: ["Ann", "Bob"],
    help: tags::Help {
        analysis: false,
        hints: 0,
    },
    by_computer: &[],
    turned: false,
    analysis_on: false,
    clock: None,
    opponent: None,
};

fn files(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| !n.starts_with('.'))
        .collect();
    v.sort();
    v
}

/// Two games started without a file before either has played: the first holds
/// `current.pgn` from the start, the second plays in `current.1.pgn` and says so at once,
/// and neither ever keeps the other's record aside.
#[test]
fn the_default_place_is_taken_at_the_start() {
    let dir = tempfile::tempdir().unwrap();
    let p = paths(dir.path());
    let data = p.data.clone().unwrap();
    let mut a = Session::open(&p, request(None)).unwrap().session;
    assert!(data.join("current.pgn").exists());
    let b = Session::open(&p, request(None)).unwrap();
    assert!(
        b.notes[0].contains("another morris is playing in") && b.notes[0].contains("current.1.pgn"),
        "{:?}",
        b.notes
    );
    let mut b = b.session;
    assert!(
        b.kept().text().ends_with("current.1.pgn"),
        "{}",
        b.kept().text()
    );
    let mut game = Game::new(Rules::default());
    for d in ["d6", "f4", "d2", "b4"] {
        game.play(d.parse().unwrap()).unwrap();
        assert_eq!(a.save(&game, &PLAYERS), Ok(vec![]));
        assert_eq!(b.save(&game, &PLAYERS), Ok(vec![]));
    }
    assert_eq!(
        files(&data),
        ["current.1.pgn", "current.pgn", "scores.toml"]
    );
    // The first finishes: counted once, nothing kept aside.
    game.resign(Color::Black);
    a.save(&game, &PLAYERS).unwrap();
    b.save(&game, &PLAYERS).unwrap();
    let l = Scoreboard::new(&data).read();
    assert_eq!(l.games.len(), 2);
    // Let go unwritten, a taken place is free again.
    drop((a, b));
    super::super::file::wait_until_free(&data.join("current.pgn"));
    super::super::file::wait_until_free(&data.join("current.1.pgn"));
    let c = Session::open(&p, request(None)).unwrap();
    assert!(c.notes.is_empty(), "{:?}", c.notes);
    assert!(c.keep_old);
    drop(c);
    super::super::file::wait_until_free(&data.join("current.pgn"));
    std::fs::remove_file(data.join("current.pgn")).unwrap();
    let d = Session::open(&p, request(None)).unwrap().session;
    drop(d);
    assert!(!data.join("current.pgn").exists());
}

/// An unfinished game at the default place is offered; a finished one is kept aside by the
/// new game, and the place taken again at once (a second copy then goes elsewhere).
#[test]
fn the_saved_game_is_offered_or_kept_aside() {
    let dir = tempfile::tempdir().unwrap();
    let p = paths(dir.path());
    let data = p.data.clone().unwrap();
    std::fs::create_dir_all(&data).unwrap();
    let game = play_tokens(Rules::default(), "d6 f4").unwrap();
    let record = Record::new(game.clone(), "Ann", "Bob", "2026.01.01");
    std::fs::write(data.join("current.pgn"), record.to_text()).unwrap();
    let o = Session::open(&p, request(None)).unwrap();
    assert_eq!(o.resume.as_ref().map(|r| &r.game), Some(&game));
    assert!(!o.keep_old);
    // Resumed, the record goes on with its own tags: its date stays.
    let mut s = o.session;
    s.resumed();
    s.save(&game, &PLAYERS).unwrap();
    let text = std::fs::read_to_string(data.join("current.pgn")).unwrap();
    assert!(text.contains("[Date \"2026.01.01\"]"), "{text}");
    drop(s);
    super::super::file::wait_until_free(&data.join("current.pgn"));
    // --new: kept aside at the first decision.
    let o = Session::open(
        &p,
        Request {
            new: true,
            ..request(None)
        },
    )
    .unwrap();
    assert!(o.resume.is_none() && o.keep_old);
    let mut s = o.session;
    let note = s.new_game().unwrap();
    let kept = "current.2026-01-01.Ann-Bob.pgn";
    assert!(note.contains(kept), "{note:?}");
    let other = Session::open(&p, request(None)).unwrap();
    assert!(
        other.notes[0].contains("current.1.pgn"),
        "{:?}",
        other.notes
    );
    drop(other);
    s.save(&play_tokens(Rules::default(), "a1").unwrap(), &PLAYERS)
        .unwrap();
    assert!(
        std::fs::read_to_string(data.join(kept))
            .unwrap()
            .contains("1. d6 f4")
    );
    assert!(
        std::fs::read_to_string(data.join("current.pgn"))
            .unwrap()
            .contains("1. a1")
    );
}

/// A saved game that cannot be read is moved aside, never written over.
#[test]
fn a_saved_game_that_cannot_be_read_is_kept_aside() {
    let dir = tempfile::tempdir().unwrap();
    let p = paths(dir.path());
    let data = p.data.clone().unwrap();
    std::fs::create_dir_all(&data).unwrap();
    std::fs::write(data.join("current.pgn"), b"\xff\xfe not text").unwrap();
    let o = Session::open(&p, request(None)).unwrap();
    assert!(
        o.notes[0].contains("current.pgn.unreadable"),
        "{:?}",
        o.notes
    );
    assert!(o.session.holds_a_record());
    assert_eq!(
        std::fs::read(data.join("current.pgn.unreadable")).unwrap(),
        b"\xff\xfe not text"
    );
}

/// A file the player names: new, it is to be written at once; held by another game, it is
/// shown read-only and playing on starts a file beside it; a replay never writes.
#[test]
fn a_named_record_is_never_moved_nor_written_by_a_second_game() {
    let dir = tempfile::tempdir().unwrap();
    let p = paths(dir.path());
    let file = dir.path().join("game.pgn");
    let a = Session::open(&p, request(Some(&file))).unwrap();
    assert!(a.fresh);
    let mut a = a.session;
    let game = play_tokens(Rules::default(), "d6").unwrap();
    a.save(&game, &PLAYERS).unwrap();
    let b = Session::open(&p, request(Some(&file))).unwrap();
    assert!(b.notes[0].contains("read-only"), "{:?}", b.notes);
    assert_eq!(b.loaded.as_ref().map(|r| &r.game), Some(&game));
    let mut b = b.session;
    assert!(b.is_read_only());
    let more = play_tokens(Rules::default(), "d6 a1").unwrap();
    let notes = b.save(&more, &PLAYERS).unwrap();
    assert!(notes[0].contains("game-2.pgn"), "{notes:?}");
    // A new game in a named record goes beside it too.
    assert_eq!(a.new_game(), None);
    assert!(a.is_read_only());
    let replay = Session::open(
        &p,
        Request {
            replay: true,
            ..request(Some(&file))
        },
    )
    .unwrap();
    assert!(replay.session.is_read_only());
}

/// Save as: only a file that is not there; a failure leaves the session as it was.
#[test]
fn save_as_takes_only_a_new_file() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Session::kept_nowhere("no data folder", ["Ann", "Bob"]);
    s.paths = paths(dir.path());
    let game = play_tokens(Rules::default(), "d6").unwrap();
    assert_eq!(
        s.save(&game, &PLAYERS),
        Err(Nowhere::Said("no data folder".into()))
    );
    std::fs::write(dir.path().join("taken.pgn"), "x").unwrap();
    let e = s.save_as("~/taken.pgn", &game, &PLAYERS).unwrap_err();
    assert!(
        matches!(&e, NotSavedAs::Exists(p) if p.ends_with("taken.pgn")),
        "{e:?}"
    );
    assert_eq!(s.nowhere(), Some(&Nowhere::Said("no data folder".into())));
    let e = s
        .save_as("~/no/such/folder/g.pgn", &game, &PLAYERS)
        .unwrap_err();
    assert!(e.contains("no such folder"), "{e:?}");
    assert_eq!(s.nowhere(), Some(&Nowhere::Said("no data folder".into())));
    s.save_as("~/kept.pgn", &game, &PLAYERS).unwrap();
    assert!(
        std::fs::read_to_string(dir.path().join("kept.pgn"))
            .unwrap()
            .contains("1. d6")
    );
}

/// Every save writes the players' names, their help and who made each decision where a
/// side changed hands; a scoreboard that cannot count the game is said, and the game is
/// kept all the same.
#[test]
fn a_save_writes_the_tags_and_says_what_the_scoreboard_could_not_do() {
    let dir = tempfile::tempdir().unwrap();
    let p = paths(dir.path());
    let data = p.data.clone().unwrap();
    let mut s = Session::open(&p, request(None)).unwrap().session;
    let _ = std::fs::remove_file(data.join("scores.toml"));
    std::fs::create_dir(data.join("scores.toml")).unwrap();
    let mut game = play_tokens(Rules::default(), "d6 d2 d5").unwrap();
    let players = Players {
        names: ["Ann", "morris level 3"],
        help: tags::Help {
            analysis: true,
            hints: 1,
        },
        by_computer: &[false, false, false],
        turned: false,
        analysis_on: false,
        clock: None,
        opponent: None,
    };
    assert_eq!(s.save(&game, &players), Ok(vec![]));
    let text = std::fs::read_to_string(data.join("current.pgn")).unwrap();
    for tag in [
        "[White \"Ann\"]",
        "[Black \"morris level 3\"]",
        "[Analysis \"shown\"]",
        "[Hints \"1\"]",
    ] {
        assert!(text.contains(tag), "{tag}: {text}");
    }
    game.resign(Color::Black);
    let notes = s.save(&game, &players).unwrap();
    assert!(
        notes.len() == 1 && notes[0].contains("scoreboard could not count this game"),
        "{notes:?}"
    );
    assert!(
        std::fs::read_to_string(data.join("current.pgn"))
            .unwrap()
            .contains("1-0")
    );
    std::fs::remove_dir(data.join("scores.toml")).unwrap();
    // Counted: apart, for the help had.
    let notes = s.save(&game, &players).unwrap();
    assert!(notes[0].contains("counted apart"), "{notes:?}");
}

const FINISHED: &str = "[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n1. d6 d2 2. a1 1-0\n";

fn text(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A second saved game that cannot be read is kept aside beside the first one kept aside
/// before it, never over it.
#[test]
fn two_unreadable_saved_games_are_both_kept() {
    let dir = tempfile::tempdir().unwrap();
    let p = paths(dir.path());
    let data = p.data.clone().unwrap();
    std::fs::create_dir_all(&data).unwrap();
    std::fs::write(
        data.join("current.pgn.unreadable"),
        "the first broken one\n",
    )
    .unwrap();
    std::fs::write(data.join("current.pgn"), "1. d6 d6 the second\n").unwrap();
    let o = Session::open(&p, request(None)).unwrap();
    assert!(
        o.notes
            .iter()
            .any(|n| n.contains("current.pgn.unreadable.2")),
        "{:?}",
        o.notes
    );
    assert_eq!(
        text(&data.join("current.pgn.unreadable")),
        "the first broken one\n"
    );
    assert_eq!(
        text(&data.join("current.pgn.unreadable.2")),
        "1. d6 d6 the second\n"
    );
}

/// Something at the default place that is not a file at all (a folder) is no corruption: it
/// is left as it is, and the game goes beside it.
#[test]
fn a_folder_at_the_default_place_is_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let p = paths(dir.path());
    let data = p.data.clone().unwrap();
    std::fs::create_dir_all(data.join("current.pgn/inside")).unwrap();
    let o = Session::open(&p, request(None)).unwrap();
    assert!(
        o.notes.iter().any(|n| n.contains("left as it is")),
        "{:?}",
        o.notes
    );
    let mut s = o.session;
    let game = play_tokens(Rules::default(), "d6").unwrap();
    s.save(&game, &PLAYERS).unwrap();
    assert!(text(&data.join("current.1.pgn")).contains("1. d6 *"));
    assert!(data.join("current.pgn/inside").is_dir());
    assert!(!data.join("current.pgn.unreadable").exists());
}

/// A replay never writes to its record: a game played on from it (an undo) goes to a new
/// file beside it, and the record is byte for byte what it was.
#[test]
fn a_replay_never_writes_to_its_record() {
    let dir = tempfile::tempdir().unwrap();
    let p = paths(dir.path());
    let file = dir.path().join("game.pgn");
    std::fs::write(&file, FINISHED).unwrap();
    let o = Session::open(
        &p,
        Request {
            replay: true,
            ..request(Some(&file))
        },
    )
    .unwrap();
    let mut s = o.session;
    let undone = play_tokens(Rules::default(), "d6 d2").unwrap();
    let notes = s.save(&undone, &PLAYERS).unwrap();
    assert!(notes.iter().any(|n| n.contains("game-2.pgn")), "{notes:?}");
    assert!(text(&dir.path().join("game-2.pgn")).contains("[PlyCount \"2\"]"));
    drop(s);
    assert_eq!(text(&file), FINISHED);
}

/// A new game in a finished record the player named goes to a new file beside it: the
/// finished game is neither written over nor moved aside.
#[test]
fn a_new_game_in_a_finished_record_goes_to_a_new_file() {
    let dir = tempfile::tempdir().unwrap();
    let p = paths(dir.path());
    let file = dir.path().join("game.pgn");
    std::fs::write(&file, FINISHED).unwrap();
    let o = Session::open(&p, request(Some(&file))).unwrap();
    assert!(o.loaded.is_some());
    let mut s = o.session;
    s.new_game();
    let game = play_tokens(Rules::default(), "g7").unwrap();
    let notes = s.save(&game, &PLAYERS).unwrap();
    assert!(notes.iter().any(|n| n.contains("game-2.pgn")), "{notes:?}");
    assert!(text(&dir.path().join("game-2.pgn")).contains("1. g7 *"));
    assert_eq!(text(&file), FINISHED);
    assert!(!dir.path().join("game.1.pgn").exists());
}

/// A record reached by a symbolic link: the game is written into the link's target, the link
/// stays a link, and the target keeps its permissions.
#[test]
fn a_symlinked_record_stays_a_link_and_its_target_holds_the_game() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let p = paths(dir.path());
    std::fs::create_dir(dir.path().join("real")).unwrap();
    let target = dir.path().join("real/target.pgn");
    std::fs::write(&target, "1. d6 *\n").unwrap();
    std::fs::set_permissions(&target, std::fs::Permissions::from_mode(0o640)).unwrap();
    let link = dir.path().join("link.pgn");
    std::os::unix::fs::symlink("real/target.pgn", &link).unwrap();
    let o = Session::open(&p, request(Some(&link))).unwrap();
    let mut s = o.session;
    let game = play_tokens(Rules::default(), "d6 d2").unwrap();
    assert_eq!(s.save(&game, &PLAYERS), Ok(vec![]));
    assert!(text(&target).contains("1. d6 d2 *"));
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    let mode = std::fs::metadata(&target).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o640);
}

/// Temporary files a save left half-written an hour ago are removed when a record in their
/// folder is opened; one that may belong to a save in progress elsewhere stays.
#[test]
fn stale_temporary_files_beside_a_record_are_removed_at_the_start() {
    let dir = tempfile::tempdir().unwrap();
    let p = paths(dir.path());
    for name in [".morris-old.tmp", ".morris-new.tmp"] {
        std::fs::write(dir.path().join(name), "half a record").unwrap();
    }
    let old = std::fs::File::options()
        .write(true)
        .open(dir.path().join(".morris-old.tmp"))
        .unwrap();
    old.set_modified(std::time::SystemTime::now() - std::time::Duration::from_secs(3600))
        .unwrap();
    let file = dir.path().join("game.pgn");
    let _s = Session::open(&p, request(Some(&file))).unwrap();
    assert!(!dir.path().join(".morris-old.tmp").exists());
    assert!(dir.path().join(".morris-new.tmp").exists());
}

/// The record changed by another program between two saves: its version is kept beside
/// (`game.1.pgn`), the player is told, and the game is saved in its place.
#[test]
fn a_change_made_by_another_program_is_kept_beside() {
    let dir = tempfile::tempdir().unwrap();
    let p = paths(dir.path());
    let file = dir.path().join("game.pgn");
    let mut s = Session::open(&p, request(Some(&file))).unwrap().session;
    let game = play_tokens(Rules::default(), "d6").unwrap();
    s.save(&game, &PLAYERS).unwrap();
    std::fs::write(&file, "1. a1 *\n").unwrap();
    let game = play_tokens(Rules::default(), "d6 d2").unwrap();
    let notes = s.save(&game, &PLAYERS).unwrap();
    assert!(
        notes
            .iter()
            .any(|n| n.contains("changed by another program")),
        "{notes:?}"
    );
    assert_eq!(text(&dir.path().join("game.1.pgn")), "1. a1 *\n");
    assert!(text(&file).contains("1. d6 d2 *"));
}

#[test]
fn why_a_game_is_counted_apart_is_said_in_the_language() {
    use crate::lang::{Lang, set_here};
    let why = "from a set-up position, with analysis shown, with a hint";
    set_here(Some(Lang::De));
    assert_eq!(
        apart_words(why),
        "aus einer aufgebauten Stellung, mit eingeblendeter Analyse, mit einem Tipp"
    );
    set_here(Some(Lang::Pt));
    assert_eq!(apart_words("with hints"), "com sugestões");
    set_here(None);
    assert_eq!(apart_words(why), why);
}

/// A game played in a file outside the data folder finishes while the count cannot be
/// written; the count is repaired before the player quits: quitting counts it (the recount
/// reads only the data folder's records).
#[test]
fn a_game_whose_count_failed_is_counted_again_before_quitting() {
    let dir = tempfile::tempdir().unwrap();
    let p = paths(dir.path());
    let data = p.data.clone().unwrap();
    std::fs::create_dir_all(&data).unwrap();
    std::fs::create_dir(data.join("scores.toml")).unwrap();
    let named = dir.path().join("club.pgn");
    let mut s = Session::open(&p, request(Some(&named))).unwrap().session;
    let mut game = play_tokens(Rules::default(), "d6 d2 d5").unwrap();
    game.resign(Color::Black);
    let notes = s.save(&game, &PLAYERS).unwrap();
    assert!(
        notes.len() == 1 && notes[0].contains("scoreboard could not count this game"),
        "{notes:?}"
    );
    std::fs::remove_dir(data.join("scores.toml")).unwrap();
    drop(s);
    let l = Scoreboard::new(&data).read();
    assert_eq!(l.games.len(), 1, "{l:?}");
    assert_eq!(l.tally("Ann", "Bob", "nine").won, 1);
}

/// "Every decision tries again": a new game that could not move the last game aside (the
/// data folder read-only) is not saved, and says why; once the folder can be written again,
/// the next decision keeps the last game aside and saves the new one, and NOT SAVED goes.
#[cfg(target_os = "linux")]
#[test]
fn a_new_game_that_could_not_keep_the_last_aside_tries_again_at_each_decision() {
    use std::os::unix::fs::PermissionsExt;
    const CHILD: &str = "MORRIS_SESSION_TEST_KEEP_ASIDE_AS_NOBODY";
    let Some((_kept, dir)) = super::super::file::folder_as_nobody(
        "store::session::tests::a_new_game_that_could_not_keep_the_last_aside_tries_again_at_each_decision",
        CHILD,
    ) else {
        return;
    };
    let p = paths(&dir);
    let data = p.data.clone().unwrap();
    let mode = |m| std::fs::set_permissions(&data, std::fs::Permissions::from_mode(m)).unwrap();
    let mut s = Session::open(&p, request(None)).unwrap().session;
    let last = play_tokens(Rules::default(), "d6 f4").unwrap();
    s.save(&last, &PLAYERS).unwrap();
    mode(0o555);
    assert_eq!(s.new_game(), None);
    let new = play_tokens(Rules::default(), "a1").unwrap();
    let e = s.save(&new, &PLAYERS).unwrap_err();
    assert!(matches!(e, Nowhere::NotMovedNorMade { .. }), "{e:?}");
    assert!(e.contains("could not be moved aside"), "{e:?}");
    assert_eq!(s.kept(), Kept::NotSaved);
    mode(0o755);
    let new = play_tokens(Rules::default(), "a1 g7").unwrap();
    let notes = s.save(&new, &PLAYERS).unwrap();
    let kept = format!(
        "current.{}.Ann-Bob.pgn",
        crate::store::today().replace('.', "-")
    );
    assert!(notes.iter().any(|n| n.contains(&kept)), "{notes:?}");
    assert_eq!(s.nowhere(), None);
    assert!(
        s.kept().text().ends_with("current.pgn"),
        "{}",
        s.kept().text()
    );
    assert!(text(&data.join(&kept)).contains("1. d6 f4"));
    assert!(text(&data.join("current.pgn")).contains("1. a1 g7"));
}

/// A redo line that goes on with a decision the rules refuse is said when the record loads
/// (the token, where it is, why), the decisions before it come back with redo, and the line
/// as written stays in the record at the next save, and the one after.
#[test]
fn a_redo_line_read_only_in_part_is_said_and_kept() {
    let dir = tempfile::tempdir().unwrap();
    let p = paths(dir.path());
    let file = dir.path().join("game.pgn");
    std::fs::write(&file, "1. d6 d2 (1... d2 2. a1 a1) *\n").unwrap();
    let o = Session::open(&p, request(Some(&file))).unwrap();
    assert_eq!(o.notes.len(), 1, "{:?}", o.notes);
    assert!(
        o.notes[0].contains("from a1 on could not be read (line 1, column 25: "),
        "{:?}",
        o.notes
    );
    let mut game = o.loaded.unwrap().game;
    assert_eq!(game.ply(), 2);
    assert!(game.redo());
    assert!(!game.redo());
    game.undo();
    let mut s = o.session;
    s.save(&game, &PLAYERS).unwrap();
    let saved = text(&file);
    assert!(
        saved.contains("[UnreadRedo \"(1... d2 2. a1 a1)\"]"),
        "{saved}"
    );
    assert!(saved.contains("1. d6 d2 (1... d2 2. a1) *"), "{saved}");
    drop(s);
    super::super::file::wait_until_free(&file);
    // Read again: nothing more to say, and nothing lost at the next save.
    let o = Session::open(&p, request(Some(&file))).unwrap();
    assert!(o.notes.is_empty(), "{:?}", o.notes);
    let mut s = o.session;
    s.save(&o.loaded.unwrap().game, &PLAYERS).unwrap();
    assert!(text(&file).contains("[UnreadRedo \"(1... d2 2. a1 a1)\"]"));
}

/// A read-only record is left as it is, whatever its names: shown read-only, said so at
/// once, and playing on saves to a new file beside it (before, a record of the player's own
/// was replaced by a new file, silently where it had one name).
#[cfg(target_os = "linux")]
#[test]
fn a_read_only_record_is_shown_read_only_and_the_game_saved_beside_it() {
    use std::os::unix::fs::PermissionsExt;
    const CHILD: &str = "MORRIS_SESSION_TEST_LINK_AS_NOBODY";
    let Some((_kept, dir)) = super::super::file::folder_as_nobody(
        "store::session::tests::a_read_only_record_is_shown_read_only_and_the_game_saved_beside_it",
        CHILD,
    ) else {
        return;
    };
    let p = paths(&dir);
    let game = play_tokens(Rules::default(), "d6").unwrap();
    let written = Record::new(game.clone(), "Ann", "Bob", "2026.01.01").to_text();
    for (name, link) in [("game.pgn", None), ("linked.pgn", Some("also.pgn"))] {
        let file = dir.join(name);
        std::fs::write(&file, &written).unwrap();
        if let Some(link) = link {
            std::fs::hard_link(&file, dir.join(link)).unwrap();
        }
        std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o444)).unwrap();
        let o = Session::open(&p, request(Some(&file))).unwrap();
        let said = format!("{name} is read-only: it is shown here as it is");
        assert!(o.notes.iter().any(|n| n.contains(&said)), "{:?}", o.notes);
        let mut s = o.session;
        assert!(s.is_read_only());
        let more = play_tokens(Rules::default(), "d6 f4").unwrap();
        let notes = s.save(&more, &PLAYERS).unwrap();
        let beside = name.replace(".pgn", "-2.pgn");
        assert!(notes.iter().any(|n| n.contains(&beside)), "{notes:?}");
        assert_eq!(text(&file), written);
        assert!(text(&dir.join(&beside)).contains("1. d6 f4"));
    }
}

/// Another user's record this user cannot write (root's, in a shared folder, for nobody) is
/// said read-only at once and the game saved beside it: before, it opened as if writable and
/// every save failed.
#[cfg(target_os = "linux")]
#[test]
fn another_users_record_that_cannot_be_written_is_shown_read_only_at_once() {
    use std::os::unix::fs::PermissionsExt;
    const CHILD: &str = "MORRIS_SESSION_TEST_THEIRS_AS_NOBODY";
    let name = "store::session::tests::another_users_record_that_cannot_be_written_is_shown_read_only_at_once";
    let written = "1. d6 *\n";
    if let Ok(d) = std::env::var(CHILD) {
        let dir = PathBuf::from(d);
        let file = dir.join("root.pgn");
        let o = Session::open(&paths(&dir), request(Some(&file))).unwrap();
        assert!(
            o.notes.iter().any(|n| n.contains("root.pgn is read-only")),
            "{:?}",
            o.notes
        );
        let mut s = o.session;
        let more = play_tokens(Rules::default(), "d6 f4").unwrap();
        let notes = s.save(&more, &PLAYERS).unwrap();
        assert!(notes.iter().any(|n| n.contains("root-2.pgn")), "{notes:?}");
        assert!(text(&dir.join("root-2.pgn")).contains("1. d6 f4"));
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("root.pgn");
    std::fs::write(&file, written).unwrap();
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)).unwrap();
    if !super::super::file::again_as_nobody(name, CHILD, dir.path()) {
        // Not root: another user's file cannot be made here.
        return;
    }
    assert_eq!(text(&file), written);
}

/// A record with comments, variations and annotations, played on, keeps them where they
/// stood, in its own file (before, the first save dropped them silently).
#[test]
fn a_record_played_on_keeps_its_comments_and_variations() {
    let dir = tempfile::tempdir().unwrap();
    let p = paths(dir.path());
    let file = dir.path().join("notes.pgn");
    let written = "[White \"Ann\"]\n[Black \"Bob\"]\n\n{Club night} 1. d6 {a good start} f4 (1... d2 {or}) 2. a1! *\n";
    std::fs::write(&file, written).unwrap();
    let o = Session::open(&p, request(Some(&file))).unwrap();
    assert!(o.notes.is_empty(), "{:?}", o.notes);
    let mut s = o.session;
    assert!(!s.is_read_only());
    let more = play_tokens(Rules::default(), "d6 f4 a1 d2").unwrap();
    assert_eq!(s.save(&more, &PLAYERS), Ok(vec![]));
    let saved = text(&file);
    let moves = saved.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        moves.contains("{Club night} 1. d6 {a good start} 1... f4 (1... d2 {or}) 2. a1! d2 *"),
        "{saved}"
    );
    assert_eq!(files(dir.path()), ["data", "notes.pgn"]);
}

/// A record without a `[Variant]` tag (written by hand, or by another program) is read as the
/// standard game, as `morris show` reads it, whatever the preferences' default game: read
/// under those it was refused, or played and written again under rules it never had. Rules
/// the command line asked for are what the player says it is.
#[test]
fn a_record_without_its_rules_is_the_standard_game_unless_the_command_line_says() {
    use crate::rules::Variant;
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("novar.pgn");
    std::fs::write(&p, "[White \"A\"]\n[Black \"B\"]\n\n1. d6 f4 *\n").unwrap();
    let six = Variant::Six.rules();
    let preferences = Request {
        rules: six,
        ..request(Some(&p))
    };
    let at = paths(dir.path());
    let o = Session::open(&at, preferences).unwrap();
    let loaded = o.loaded.expect("the record is read");
    assert_eq!(loaded.game.rules().variant, Variant::Nine);
    assert_eq!(loaded.game.history().len(), 2);
    drop(o.session);
    crate::store::file::wait_until_free(&p);
    let asked = Request {
        rules: six,
        rules_given: true,
        ..request(Some(&p))
    };
    let o = Session::open(&at, asked).unwrap();
    assert_eq!(o.loaded.expect("read").game.rules().variant, Variant::Six);
}

/// A save into a folder that became read-only is refused with a typed fact the screen can
/// branch on: not saved, because the system denied the write (its kind of error), naming the
/// record; once the folder is writable again the next save keeps the game there.
#[cfg(target_os = "linux")]
#[test]
fn a_save_into_a_read_only_folder_is_not_saved_with_the_kind_of_error() {
    use std::os::unix::fs::PermissionsExt;
    const CHILD: &str = "MORRIS_SESSION_TEST_READ_ONLY_FOLDER_AS_NOBODY";
    let Some((_kept, dir)) = super::super::file::folder_as_nobody(
        "store::session::tests::a_save_into_a_read_only_folder_is_not_saved_with_the_kind_of_error",
        CHILD,
    ) else {
        return;
    };
    let p = paths(&dir);
    let folder = dir.join("games");
    std::fs::create_dir(&folder).unwrap();
    let file = folder.join("game.pgn");
    let mode = |m| std::fs::set_permissions(&folder, std::fs::Permissions::from_mode(m)).unwrap();
    let o = Session::open(&p, request(Some(&file))).unwrap();
    assert!(o.fresh);
    let mut s = o.session;
    let game = play_tokens(Rules::default(), "d6").unwrap();
    s.save(&game, &PLAYERS).unwrap();
    mode(0o555);
    let more = play_tokens(Rules::default(), "d6 f4").unwrap();
    let e = s.save(&more, &PLAYERS);
    mode(0o755);
    let e = e.unwrap_err();
    assert!(matches!(&e, Nowhere::Failed(_)), "{e:?}");
    assert_eq!(
        e.io_kind(),
        Some(std::io::ErrorKind::PermissionDenied),
        "{e:?}"
    );
    assert!(
        e.contains("game.pgn") && e.contains("permission denied"),
        "{e:?}"
    );
    assert!(!text(&file).contains("f4"));
    assert_eq!(s.save(&more, &PLAYERS), Ok(Vec::new()));
    assert_eq!(s.kept(), Kept::SavedTo(file.clone()));
    assert!(text(&file).contains("1. d6 f4"));
}

/// A new game in place of a record's game has tags of its own: today's date, and none of the
/// old record's event, site, round or help had (they were carried into the new game, which
/// was then counted "with hints" and dated the old game's day).
#[test]
fn a_new_game_has_tags_of_its_own() {
    let dir = tempfile::tempdir().unwrap();
    let p = paths(dir.path());
    let data = p.data.clone().unwrap();
    std::fs::create_dir_all(&data).unwrap();
    std::fs::write(
        data.join("current.pgn"),
        "[Event \"Club final\"]\n[Site \"Berlin\"]\n[Date \"1999.01.01\"]\n[Round \"7\"]\n\
         [White \"Ann\"]\n[Black \"Bob\"]\n[Hints \"2\"]\n[Analysis \"shown\"]\n\n1. d6 f4 *\n",
    )
    .unwrap();
    let mut o = Session::open(&p, request(None)).unwrap();
    o.session.resumed();
    o.session.new_game();
    let game = play_tokens(Rules::default(), "a7").unwrap();
    o.session.save(&game, &PLAYERS).unwrap();
    let written = text(&data.join("current.pgn"));
    for old in ["Club final", "Berlin", "1999", "Round", "Hints", "Analysis"] {
        assert!(!written.contains(old), "{old}: {written}");
    }
    let today = crate::store::today();
    assert!(
        written.contains(&format!("[Date \"{today}\"]")),
        "{written}"
    );
    assert!(written.contains("[White \"Ann\"]"), "{written}");
}

/// A finding: a game saved beside the default place (`current.1.pgn`, while `current.pgn`
/// was busy) was not offered the next time, and a player lost it. It is offered, back at the
/// default place, and goes on there; a finished game at the default place is kept aside for
/// it first; `--new` passes it over, and one another morris plays is left alone.
#[test]
fn a_game_saved_beside_the_busy_default_place_is_offered_next_time() {
    let dir = tempfile::tempdir().unwrap();
    let p = paths(dir.path());
    let data = p.data.clone().unwrap();
    let current = data.join("current.pgn");
    let aside = data.join("current.1.pgn");
    // The first morris holds the default place; the second plays beside it, and is left.
    let mut game = Game::new(Rules::default());
    for d in ["d6", "f4"] {
        game.play(d.parse().unwrap()).unwrap();
    }
    let play_aside = |game: &Game| {
        let a = Session::open(&p, request(None)).unwrap().session;
        let mut b = Session::open(&p, request(None)).unwrap().session;
        assert_eq!(b.record_path(), Some(aside.as_path()));
        b.save(game, &PLAYERS).unwrap();
        drop((a, b));
        super::super::file::wait_until_free(&current);
        super::super::file::wait_until_free(&aside);
    };
    play_aside(&game);
    assert_eq!(files(&data), ["current.1.pgn", "scores.toml"]);
    // `--new` passes it over: left where it is.
    let mut new = request(None);
    new.new = true;
    let n = Session::open(&p, new).unwrap();
    assert!(n.resume.is_none());
    drop(n);
    super::super::file::wait_until_free(&current);
    assert!(aside.exists());
    // Held by another morris: left alone.
    let held = RecordFile::open(&aside).unwrap();
    let o = Session::open(&p, request(None)).unwrap();
    assert!(o.resume.is_none());
    drop((o, held));
    super::super::file::wait_until_free(&current);
    super::super::file::wait_until_free(&aside);
    // Next time: offered, back at the default place, and said.
    let o = Session::open(&p, request(None)).unwrap();
    let offered = o.resume.as_ref().expect("the game saved aside is offered");
    assert_eq!(offered.game, game);
    assert_eq!(o.session.record_path(), Some(current.as_path()));
    assert!(
        o.notes
            .iter()
            .any(|n| n.contains("current.1.pgn") && n.contains("is back in")),
        "{:?}",
        o.notes
    );
    assert_eq!(files(&data), ["current.pgn", "scores.toml"]);
    let mut s = o.session;
    s.resumed();
    game.play("d2".parse().unwrap()).unwrap();
    s.save(&game, &PLAYERS).unwrap();
    assert!(std::fs::read_to_string(&current).unwrap().contains("2. d2"));
    // A finished game at the default place: kept aside for the one saved beside it.
    game.resign(Color::Black);
    s.save(&game, &PLAYERS).unwrap();
    drop(s);
    super::super::file::wait_until_free(&current);
    let mut other = Game::new(Rules::default());
    other.play("a1".parse().unwrap()).unwrap();
    play_aside(&other);
    let o = Session::open(&p, request(None)).unwrap();
    assert_eq!(o.resume.as_ref().map(|r| &r.game), Some(&other));
    assert!(!o.keep_old);
    assert!(
        o.notes.iter().any(|n| n.contains("kept as")),
        "{:?}",
        o.notes
    );
    drop(o);
    let kept: Vec<String> = files(&data)
        .into_iter()
        .filter(|f| f.ends_with(".Ann-Bob.pgn"))
        .collect();
    assert_eq!(kept.len(), 1, "{:?}", files(&data));
    assert!(
        std::fs::read_to_string(data.join(&kept[0]))
            .unwrap()
            .contains("1-0")
    );
    // Counted once, under its new name.
    let l = Scoreboard::new(&data).read();
    assert_eq!(l.games.len(), 1);
    assert!(l.games[0].record.ends_with(".Ann-Bob.pgn"), "{:?}", l.games);
}

/// A new game (as `morris host` and `morris join` start) hands over the game the default place
/// held; a game across the link that comes back to it goes on in the same file, with its own
/// tags, and nothing is kept aside.
#[test]
fn a_new_game_hands_over_the_game_it_passes_over_and_can_go_on_in_its_file() {
    let dir = tempfile::tempdir().unwrap();
    let p = paths(dir.path());
    let data = p.data.clone().unwrap();
    std::fs::create_dir_all(&data).unwrap();
    let game = play_tokens(Rules::default(), "d6 f4").unwrap();
    let record = Record::new(game.clone(), "Ann", "Bob", "2026.01.01");
    std::fs::write(data.join("current.pgn"), record.to_text()).unwrap();
    let new = || Request {
        new: true,
        ..request(None)
    };
    let o = Session::open(&p, new()).unwrap();
    assert!(o.keep_old && o.resume.is_none());
    assert_eq!(o.passed.as_ref().map(|r| &r.game), Some(&game));
    // The game comes back: its record goes on, its date kept, and no other file is made.
    let mut s = o.session;
    s.resumed();
    let more = play_tokens(Rules::default(), "d6 f4 a1").unwrap();
    s.save(&more, &PLAYERS).unwrap();
    let text = std::fs::read_to_string(data.join("current.pgn")).unwrap();
    assert!(text.contains("[Date \"2026.01.01\"]"), "{text}");
    assert!(text.contains("a1"), "{text}");
    let records: Vec<String> = files(&data)
        .into_iter()
        .filter(|f| f.ends_with(".pgn"))
        .collect();
    assert_eq!(records, ["current.pgn"]);
    drop(s);
    super::super::file::wait_until_free(&data.join("current.pgn"));
    // Asked for without `new`, the game is offered, not handed over; an empty place hands
    // over nothing.
    let o = Session::open(&p, request(None)).unwrap();
    assert!(o.resume.is_some() && o.passed.is_none());
    drop(o);
    super::super::file::wait_until_free(&data.join("current.pgn"));
    std::fs::remove_file(data.join("current.pgn")).unwrap();
    let o = Session::open(&p, new()).unwrap();
    assert!(o.passed.is_none() && !o.keep_old);
}

//! The saved games: the records in a folder (the data folder, or one the player names), each
//! summed up in a line, newest first, and keeping one aside. Reading a list never takes a
//! record's lock and never plays a game: a record that cannot be read is listed with its
//! error, to be looked at, not opened.

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use super::file::{Opened, RecordFile};
use super::said::{Failure, KeptAside, NotKeptAside, Unlisted};
use super::scores::Scoreboard;
use super::tags::{self, Help};
use super::{Paths, display_path};
use crate::rules::{Record, Rules};

/// A record found, and what it holds (or why it cannot be read).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// Where it is.
    pub path: PathBuf,
    /// When it was last written, where the system says.
    pub modified: Option<SystemTime>,
    /// What it holds, or why it cannot be read.
    pub record: Result<Entry, Unlisted>,
    /// It is the record of the game at the table (the one the list was asked from).
    pub here: bool,
}

/// What a record holds, as the list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// White's and Black's names, as the record gives them.
    pub names: [String; 2],
    /// The variant.
    pub variant: crate::rules::Variant,
    /// The date of the game, as its record writes it (`2026.12.01`), if it has one.
    pub date: Option<String>,
    /// The moves played, numbered as the log and the record number them (White's turn and
    /// Black's one move): the number of the last.
    pub moves: usize,
    /// The result (`1-0`, `0-1`, `1/2-1/2`), or `None` for a game in progress.
    pub result: Option<String>,
    /// Played from a position set up (`[SetUp]`/`[FEN]`), not from the empty board.
    pub set_up: bool,
    /// The help the players had (analysis shown, hints).
    pub help: Help,
}

/// What a list of saved games is made from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listing {
    /// The folder or file listed.
    pub place: PathBuf,
    /// It, as the screen shows it (`~/.local/share/morris`).
    pub shown: String,
    /// The records, newest first; or why the place cannot be listed.
    pub found: Result<Vec<Summary>, String>,
}

/// Whether a file in a folder is a record to list: a `.pgn` file (or one kept as unreadable,
/// `game.pgn.unreadable`), never a hidden or temporary file, nor the scoreboard.
fn is_record(name: &str) -> bool {
    !name.starts_with('.') && (name.ends_with(".pgn") || name.contains(".pgn.unreadable"))
}

/// The records at `place`: each record in a folder (not its subfolders), or the one file
/// named; newest first. A record that cannot be read is listed with its error; an empty file
/// (a place another game has taken and not written yet) holds no game and is left out. The
/// record at `playing` (the game at the table's) is marked as such.
pub fn list(place: &Path, playing: Option<&Path>) -> Listing {
    let shown = display_path(place);
    let found = match std::fs::metadata(place) {
        Err(e) => Err(format!("{shown}: {}", super::plain_io_error(&e))),
        Ok(m) if m.is_dir() => match std::fs::read_dir(place) {
            Err(e) => Err(format!("{shown}: {}", super::plain_io_error(&e))),
            Ok(entries) => {
                let mut v: Vec<Summary> = entries
                    .flatten()
                    .filter(|e| is_record(&e.file_name().to_string_lossy()))
                    .filter(|e| e.file_type().is_ok_and(|t| !t.is_dir()))
                    .filter_map(|e| summary(&e.path()))
                    .collect();
                // Newest first; records of the same moment by name.
                v.sort_by(|a, b| b.modified.cmp(&a.modified).then(a.path.cmp(&b.path)));
                Ok(v)
            }
        },
        Ok(_) => Ok(summary(place).into_iter().collect()),
    };
    let same = |a: &Path, b: &Path| match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(x), Ok(y)) => x == y,
        _ => a == b,
    };
    let found = found.map(|mut v| {
        if let Some(p) = playing {
            for s in &mut v {
                s.here = same(&s.path, p);
            }
        }
        v
    });
    Listing {
        place: place.to_path_buf(),
        shown,
        found,
    }
}

/// What one record holds; `None` for an empty file.
pub fn summary(path: &Path) -> Option<Summary> {
    let modified = std::fs::metadata(path).and_then(|m| m.modified()).ok();
    let record = match super::file::read_text(path) {
        Err(e) => Err(Unlisted::Unreadable(e)),
        Ok(text) if text.trim().is_empty() => return None,
        Ok(text) => Record::parse(&text, Rules::default())
            .map(|r| entry(&r))
            .map_err(Unlisted::Damaged),
    };
    Some(Summary {
        path: path.to_path_buf(),
        modified,
        record,
        here: false,
    })
}

fn entry(r: &Record) -> Entry {
    let game = &r.game;
    Entry {
        names: ["White", "Black"].map(|t| crate::text::clean(&tags::name_in(&r.tags, t))),
        variant: game.rules().variant,
        date: r
            .tag("Date")
            .filter(|d| !d.trim().is_empty() && !d.contains('?'))
            .map(crate::text::clean),
        // The turns were counted (41 for a log that ends at move 21).
        moves: game.turns().last().map_or(0, |t| t.number),
        result: game.outcome().map(|o| o.result().to_string()),
        set_up: game.is_set_up(),
        help: Help::from_tags(&r.tags),
    }
}

/// Keeps the record at `path` aside, as a new game keeps the last one aside: it takes the
/// next free numbered name beside it (`current.1.pgn`), and the scoreboard follows it. A
/// record another morris is playing is left alone. Where it went, or why not.
pub fn keep_aside(paths: &Paths, path: &Path) -> Result<KeptAside, NotKeptAside> {
    let gone = || NotKeptAside::Gone(path.to_path_buf());
    if std::fs::symlink_metadata(path).is_err() {
        return Err(gone());
    }
    match RecordFile::open(path) {
        Ok(Opened::Mine(mut file, _)) => match file.keep_aside() {
            Ok(Some(aside)) => {
                file.release();
                let unfollowed = paths
                    .data
                    .as_deref()
                    .map(Scoreboard::new)
                    .and_then(|s| s.renamed(path, &aside).err());
                Ok(KeptAside {
                    path: path.to_path_buf(),
                    aside,
                    unfollowed,
                })
            }
            Ok(None) => Err(gone()),
            Err(e) => Err(NotKeptAside::Failed {
                path: path.to_path_buf(),
                why: Failure::of(&e),
            }),
        },
        Ok(Opened::Busy(_)) => Err(NotKeptAside::Busy(path.to_path_buf())),
        Err(e) => Err(NotKeptAside::Unopened {
            path: path.to_path_buf(),
            why: e,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Color, Game, play_tokens};
    use crate::words::store::StoreWords;

    fn write(dir: &Path, name: &str, game: &Game, white: &str, when: u64) -> PathBuf {
        let path = dir.join(name);
        let mut r = Record::new(game.clone(), white, "Bob", "2026.11.30");
        r.set_tag("Hints", "2");
        std::fs::write(&path, r.to_text()).unwrap();
        let t = SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(when);
        std::fs::File::options()
            .write(true)
            .open(&path)
            .unwrap()
            .set_modified(t)
            .unwrap();
        path
    }

    /// Newest first, each with its players, variant, date, moves, result and help; a damaged
    /// record is listed with its error; an empty file, the scoreboard and temporary files are
    /// not records.
    #[test]
    fn a_folder_lists_its_records_newest_first() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        let on = play_tokens(Rules::default(), "d6 f4 d2").unwrap();
        let mut over = play_tokens(Rules::default(), "d6").unwrap();
        over.resign(Color::Black);
        write(d, "old.pgn", &over, "Ann", 1_000);
        write(d, "current.pgn", &on, "Cy", 3_000);
        std::fs::write(d.join("bad.pgn"), "[Variant \"chess\"]\n1. e4 *\n").unwrap();
        std::fs::write(d.join("empty.pgn"), "").unwrap();
        std::fs::write(d.join("scores.toml"), "x").unwrap();
        std::fs::write(d.join(".morris-abc.tmp"), "x").unwrap();
        let l = list(d, Some(&d.join("current.pgn")));
        let found = l.found.unwrap();
        let names: Vec<String> = found
            .iter()
            .map(|s| s.path.file_name().unwrap().to_string_lossy().into_owned())
            .collect();
        // bad.pgn was written now: the newest.
        assert_eq!(names, ["bad.pgn", "current.pgn", "old.pgn"]);
        let bad = found[0].record.as_ref().unwrap_err();
        assert!(matches!(bad, Unlisted::Damaged(_)), "{bad:?}");
        let bad = bad.to_string();
        assert!(bad.contains("damaged") && bad.contains("chess"), "{bad}");
        let cur = found[1].record.as_ref().unwrap();
        assert_eq!(cur.names, ["Cy".to_string(), "Bob".to_string()]);
        // d6 f4 d2: two moves, as its log numbers them.
        assert_eq!(cur.moves, 2);
        assert_eq!(cur.result, None);
        assert_eq!(cur.date.as_deref(), Some("2026.11.30"));
        assert_eq!(cur.help.hints, 2);
        assert!(found[1].here && !found[2].here);
        assert!(!cur.set_up);
        assert_eq!(
            found[2].record.as_ref().unwrap().result.as_deref(),
            Some("1-0")
        );
    }

    #[test]
    fn a_place_that_is_not_there_says_so_and_a_file_lists_alone() {
        let dir = tempfile::tempdir().unwrap();
        let e = list(&dir.path().join("nope"), None).found.unwrap_err();
        assert!(e.contains("no such folder"), "{e}");
        let game = play_tokens(Rules::default(), "d6").unwrap();
        let p = write(dir.path(), "g.pgn", &game, "Ann", 5);
        write(dir.path(), "h.pgn", &game, "Ann", 6);
        assert_eq!(list(&p, None).found.unwrap().len(), 1);
    }

    /// Keeping aside moves the record to a free name that says its date and players; a
    /// record another game holds is left alone.
    #[test]
    fn keeping_aside_moves_a_record_unless_another_game_holds_it() {
        let dir = tempfile::tempdir().unwrap();
        let game = play_tokens(Rules::default(), "d6").unwrap();
        let p = write(dir.path(), "g.pgn", &game, "Ann", 5);
        let held = RecordFile::open(&p).unwrap();
        let e = keep_aside(&Paths::default(), &p).unwrap_err();
        assert_eq!(e, NotKeptAside::Busy(p.clone()));
        assert!(e.text().contains("another morris"), "{e:?}");
        drop(held);
        super::super::file::wait_until_free(&p);
        let note = keep_aside(&Paths::default(), &p).unwrap();
        let kept = std::fs::read_dir(dir.path())
            .unwrap()
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .find(|n| n.starts_with("g.") && n.ends_with(".Ann-Bob.pgn"))
            .unwrap_or_else(|| panic!("{note:?}"));
        assert!(note.text().contains(&kept), "{note:?}");
        assert!(!p.exists());
        assert!(keep_aside(&Paths::default(), &p).is_err());
    }
}

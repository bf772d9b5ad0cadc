//! The puzzles' progress: each puzzle's last result (solved or failed) and when, per set, in
//! `puzzles.txt` in the data folder, kept with the scoreboard's care:
//!
//! - **One change at a time.** Reading the file, changing it and writing it back is one step
//!   under a lock on the data folder itself (as the scoreboard's), so two copies of morris
//!   never lose each other's results.
//! - **Atomic.** The file is written whole to a temporary file, then renamed over the old one.
//! - **Never lost.** A file that cannot be read as progress is kept aside
//!   (`puzzles.txt.unreadable`) before a new one is written, and that is said; something that
//!   is not morris's to replace (a folder, a link to another file) is left alone, and the
//!   result is not kept, which is said too.

use std::collections::BTreeMap;
use std::fs::File;
use std::path::{Path, PathBuf};

use super::read::{Limit, ReadError};

/// The progress file is a line a puzzle: a real one is a few kilobytes.
pub const PROGRESS: Limit = Limit {
    bytes: 4 << 20,
    what: "the puzzles' progress",
};

/// How a puzzle went, the last time it was tried.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tried {
    /// Solved.
    Solved,
    /// Failed: the solution was shown.
    Failed,
}

impl Tried {
    fn word(self) -> &'static str {
        match self {
            Tried::Solved => "solved",
            Tried::Failed => "failed",
        }
    }
}

/// One puzzle's last result and when (seconds since 1970).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// How it went.
    pub result: Tried,
    /// When.
    pub when: u64,
}

/// Every puzzle's last result, by set (the preset's name) and position (its FEN).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    entries: BTreeMap<(String, String), Entry>,
}

/// The first line of the file.
const HEADER: &str = "# morris puzzles: set | fen | solved or failed | when (seconds since 1970)";

impl Progress {
    /// Reads the file's text, or the first line that is not progress (its number, from 1).
    pub fn parse(text: &str) -> Result<Progress, String> {
        let mut p = Progress::default();
        for (n, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let f: Vec<&str> = line.split('|').map(str::trim).collect();
            let [set, fen, result, when] = f[..] else {
                return Err(format!("line {} is not a puzzle's result", n + 1));
            };
            let result = match result {
                "solved" => Tried::Solved,
                "failed" => Tried::Failed,
                _ => return Err(format!("line {}: {result:?} is not a result", n + 1)),
            };
            let when = when
                .parse()
                .map_err(|_| format!("line {}: {when:?} is not a time", n + 1))?;
            if set.is_empty() || fen.is_empty() {
                return Err(format!("line {} is not a puzzle's result", n + 1));
            }
            p.entries
                .insert((set.into(), fen.into()), Entry { result, when });
        }
        Ok(p)
    }

    /// The file's text.
    pub fn to_text(&self) -> String {
        let mut out = format!("{HEADER}\n");
        for ((set, fen), e) in &self.entries {
            out.push_str(&format!(
                "{set} | {fen} | {} | {}\n",
                e.result.word(),
                e.when
            ));
        }
        out
    }

    /// Notes a puzzle's result.
    pub fn note(&mut self, set: &str, fen: &str, result: Tried, when: u64) {
        self.entries
            .insert((set.into(), fen.into()), Entry { result, when });
    }

    /// A puzzle's last result.
    pub fn get(&self, set: &str, fen: &str) -> Option<Entry> {
        self.entries.get(&(set.into(), fen.into())).copied()
    }

    /// The names of the sets with a result, in order, each once.
    pub fn sets(&self) -> Vec<&str> {
        let mut sets: Vec<&str> = self.entries.keys().map(|(s, _)| s.as_str()).collect();
        sets.dedup();
        sets
    }

    /// The puzzles of a set solved and failed, at their last try.
    pub fn tally(&self, set: &str) -> (usize, usize) {
        let mut t = (0, 0);
        for ((s, _), e) in &self.entries {
            if s == set {
                match e.result {
                    Tried::Solved => t.0 += 1,
                    Tried::Failed => t.1 += 1,
                }
            }
        }
        t
    }
}

/// What is in the file's place.
enum Found {
    Read(Progress),
    Missing,
    /// Not morris's to replace, and why.
    NotOurs(String),
    /// morris's file, broken: kept aside before a new one is written.
    Broken(String),
}

/// The progress kept in a data folder.
pub struct Book {
    dir: PathBuf,
}

/// What the store says after reading or noting: the progress, and what the player should be
/// told (a broken file kept aside).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Said {
    /// The progress, as far as it could be read.
    pub progress: Progress,
    /// What the player should know.
    pub notes: Vec<String>,
}

fn shown(path: &Path) -> String {
    crate::text::clean(&super::display_path(path))
}

impl Book {
    /// The progress kept in `dir` (the data folder).
    pub fn new(dir: &Path) -> Book {
        Book {
            dir: dir.to_path_buf(),
        }
    }

    /// Where it is kept.
    pub fn path(&self) -> PathBuf {
        self.dir.join("puzzles.txt")
    }

    /// The lock on the data folder itself, as the scoreboard takes it (see
    /// `Scoreboard::lock`): `Ok(None)` where the folder cannot be made (writing fails then,
    /// and says so).
    pub(super) fn lock(&self) -> Result<Option<File>, String> {
        let _ = std::fs::create_dir_all(&self.dir);
        let file = match File::open(&self.dir) {
            Ok(file) => file,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => {
                return Err(format!(
                    "the puzzles' progress cannot be locked: {} cannot be opened ({})",
                    shown(&self.dir),
                    super::plain_io_error(&e)
                ));
            }
        };
        for _ in 0..1000 {
            match file.try_lock() {
                Ok(()) => return Ok(Some(file)),
                Err(std::fs::TryLockError::WouldBlock) => {
                    std::thread::sleep(std::time::Duration::from_millis(10));
                }
                Err(std::fs::TryLockError::Error(_)) => return Ok(Some(file)),
            }
        }
        Err(format!(
            "another morris has held {} for more than 10 seconds",
            shown(&self.dir)
        ))
    }

    fn find(&self) -> Found {
        let path = self.path();
        let link = std::fs::symlink_metadata(&path).is_ok_and(|m| m.file_type().is_symlink());
        match super::read::read_text(&path, PROGRESS) {
            Ok(text) => match Progress::parse(&text) {
                Ok(p) => Found::Read(p),
                Err(_) if link => Found::NotOurs("a link to a file that is not progress".into()),
                Err(why) => Found::Broken(why),
            },
            Err(ReadError::NotFound) if std::fs::symlink_metadata(&path).is_err() => Found::Missing,
            Err(ReadError::NotFound) => Found::NotOurs("a link to a file that is not there".into()),
            Err(ReadError::NotText) if !link => Found::Broken("not a text file".into()),
            Err(e) => Found::NotOurs(e.to_string()),
        }
    }

    /// The progress as it can be read now, writing nothing; what is wrong with the file, if
    /// anything, is said.
    pub fn read(&self) -> Said {
        match self.find() {
            Found::Read(progress) => Said {
                progress,
                notes: Vec::new(),
            },
            Found::Missing => Said::default(),
            Found::NotOurs(why) | Found::Broken(why) => Said {
                progress: Progress::default(),
                notes: vec![format!("{} cannot be read ({why})", shown(&self.path()))],
            },
        }
    }

    /// Notes a puzzle's result under the lock: read, changed, written back whole. A broken
    /// file is kept aside first (said); what cannot be kept is an error, said by the caller.
    pub fn note(&self, set: &str, fen: &str, result: Tried, when: u64) -> Result<Said, String> {
        let _lock = self.lock()?;
        let path = self.path();
        let found = self.find();
        let mut notes = Vec::new();
        let mut progress = match found {
            Found::Read(p) => p,
            Found::Missing => Progress::default(),
            Found::NotOurs(why) => {
                return Err(format!(
                    "{} cannot be written ({why}): the result is not kept",
                    shown(&path)
                ));
            }
            Found::Broken(why) => {
                let kept = super::file::move_to_free(&path, &path, super::file::Naming::Unreadable)
                    .map_err(|e| crate::text::clean(&format!("{e:#}")))?;
                notes.push(format!(
                    "{} could not be read ({why}): it is kept as {}, and progress starts anew",
                    shown(&path),
                    shown(&kept)
                ));
                Progress::default()
            }
        };
        progress.note(set, fen, result, when);
        std::fs::create_dir_all(&self.dir).map_err(|e| {
            format!(
                "cannot make {}: {}",
                shown(&self.dir),
                super::plain_io_error(&e)
            )
        })?;
        super::write_atomic(&path, &progress.to_text())
            .map_err(|e| crate::text::clean(&format!("{e:#}")))?;
        Ok(Said { progress, notes })
    }
}

/// What the loop does with a puzzle's result (`noted`) or a look at a set's progress, in the
/// data folder `data`: the progress, or why the result is not kept.
pub fn carry_out(
    data: Option<&Path>,
    set: &str,
    noted: Option<(String, Tried)>,
) -> Result<Said, String> {
    let Some(dir) = data else {
        return match noted {
            Some(_) => Err("this system has no data folder: the result is not kept".into()),
            None => Ok(Said::default()),
        };
    };
    let book = Book::new(dir);
    match noted {
        Some((fen, tried)) => book.note(set, &fen, tried, now()),
        None => Ok(book.read()),
    }
}

/// Seconds since 1970, now (0 on a clock before it).
pub fn now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

#[cfg(test)]
mod tests {
    use super::*;

    const FEN: &str = "*@*@O@*O/O b m s 3 0 3 0 0 0 0 0 0 0 0 0 1";

    #[test]
    fn a_result_is_kept_and_read_back_per_set() {
        let dir = tempfile::tempdir().unwrap();
        let book = Book::new(dir.path());
        assert_eq!(book.read(), Said::default());
        book.note("three", FEN, Tried::Failed, 5).unwrap();
        let said = book.note("nine", FEN, Tried::Solved, 7).unwrap();
        assert!(said.notes.is_empty());
        let read = book.read();
        assert_eq!(read.progress, said.progress);
        assert_eq!(read.progress.tally("three"), (0, 1));
        assert_eq!(read.progress.tally("nine"), (1, 0));
        // The last result counts: solved at the second try.
        book.note("three", FEN, Tried::Solved, 9).unwrap();
        let p = book.read().progress;
        assert_eq!(p.tally("three"), (1, 0));
        assert_eq!(
            p.get("three", FEN),
            Some(Entry {
                result: Tried::Solved,
                when: 9
            })
        );
    }

    #[test]
    fn a_damaged_file_is_kept_aside_and_said() {
        let dir = tempfile::tempdir().unwrap();
        let book = Book::new(dir.path());
        std::fs::write(book.path(), "nine | x | won | 3\n").unwrap();
        let read = book.read();
        assert_eq!(read.notes.len(), 1, "{read:?}");
        assert!(read.notes[0].contains("cannot be read"), "{read:?}");
        let said = book.note("nine", FEN, Tried::Solved, 1).unwrap();
        assert!(said.notes[0].contains("puzzles.txt.unreadable"), "{said:?}");
        assert_eq!(
            std::fs::read_to_string(dir.path().join("puzzles.txt.unreadable")).unwrap(),
            "nine | x | won | 3\n"
        );
        assert_eq!(book.read().progress.tally("nine"), (1, 0));
    }

    #[test]
    fn what_is_not_a_file_of_ours_is_left_alone_and_the_result_said_not_kept() {
        let dir = tempfile::tempdir().unwrap();
        let book = Book::new(dir.path());
        std::fs::create_dir(book.path()).unwrap();
        let e = book.note("nine", FEN, Tried::Solved, 1).unwrap_err();
        assert!(e.contains("the result is not kept"), "{e}");
        assert!(book.path().is_dir());
    }

    #[test]
    fn two_copies_noting_at_once_keep_every_result() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().to_path_buf();
        let threads: Vec<_> = (0..8)
            .map(|i| {
                let path = path.clone();
                std::thread::spawn(move || {
                    let book = Book::new(&path);
                    for k in 0..10 {
                        book.note("nine", &format!("{i}-{k}"), Tried::Solved, 1)
                            .unwrap();
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        assert_eq!(Book::new(&path).read().progress.tally("nine"), (80, 0));
    }
}

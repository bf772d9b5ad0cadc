//! The scoreboard: every finished game counted once, at its final result, in `scores.toml` in
//! the data folder beside the kept games.
//!
//! - **Keyed by record.** A game is keyed by its record file. After every save its entry is
//!   written (the game is over) or removed (it is not, for instance after an undo), so a game
//!   that is undone and finished differently counts once, with its last result. When a record
//!   is kept aside under a new name its entry follows it; a record renamed by hand is found by
//!   its game's [`fingerprint`] and its entry follows it too.
//! - **One change at a time.** Reading the count, changing it and writing it back is one step
//!   under a lock on the data folder itself, so games finishing together are all counted; no
//!   count is made without it.
//! - **Failures are said.** A count that cannot be read or written is an error for the caller
//!   to show (the panel, `morris score`), never thrown away. A finished game that could not be
//!   counted is noted in the data folder (its record may be elsewhere) and counted at the next
//!   recount.
//! - **The records are the truth.** The count can always be made again from the records:
//!   [`Scoreboard::check`] (`morris score`) adds a finished record of the data folder that is
//!   missing from it, and [`Scoreboard::rebuild`] (`morris score --rebuild`) makes it anew.
//!   A lost count is rebuilt; a broken one is kept aside (`scores.toml.unreadable`) and rebuilt;
//!   a bad entry (a result that is not one, a name missing) is refused with its line, never
//!   counted, and left in the file as it was.
//! - **What counts.** A game played from a set-up position, or with analysis shown or hints
//!   given, is counted apart (`morris score` lists those on their own). A game in which a side
//!   was played partly by a person and partly by the computer (the menu hands a side over, or
//!   takes it back) is a game of neither pairing: it is kept as not counted. Its record says
//!   which of its decisions the computer made, in the `[ComputerPlayed]` tag.

use std::fs::File;
use std::path::{Path, PathBuf};

use super::read::{ReadError, SCORES};
use super::said::{CountError, CountFailure, NotCounted, ScoreNote};
use crate::rules::{Record, Rules};

pub use super::tags::{COMPUTER_PLAYED, computer_played_tag, mixed_in, mixed_sides, parse_plies};

/// The file the counts are kept in.
pub fn ledger_path(dir: &Path) -> PathBuf {
    dir.join("scores.toml")
}

/// The start of the name of a note, in the data folder, of a finished game that could not be
/// counted, whose record is elsewhere: the recount reads only the data folder's records, and
/// these notes (one file each, so that two copies never write the same file).
const PENDING: &str = ".scores-pending-";

mod ledger;

pub use ledger::*;

/// What `morris score` (or its `--rebuild`) found and did.
#[derive(Debug)]
pub struct Report {
    /// The count, as it is now (as far as the records tell, where it could not be kept).
    pub ledger: Ledger,
    /// What the player should know: records counted again, a broken file kept aside, entries
    /// refused.
    pub notes: Vec<ScoreNote>,
    /// Why the count could not be read or kept, if it could not.
    pub failed: Option<CountFailure>,
}

/// How much of the count is made again from the records.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Redo {
    /// The records it does not name.
    Missing,
    /// Every record of the data folder.
    Check,
    /// All of it.
    Anew,
}

/// What the file at the count's place holds.
enum Found {
    /// The count.
    Read(Ledger),
    /// Nothing there.
    Missing,
    /// Something that is not morris's count to replace (a folder, a FIFO, a link to something
    /// else, a file too big or unreadable): left alone, and why.
    NotOurs(String),
    /// morris's own count, broken (not TOML): kept aside before the count is written anew;
    /// and what could still be read of it ([`Ledger::salvage`]).
    Broken(String, Ledger),
}

/// The scoreboard of a data folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scoreboard {
    dir: PathBuf,
}

/// A path as the notes say it: home as `~`, control characters out.
fn shown(path: &Path) -> String {
    crate::text::clean(&super::display_path(path))
}

impl Scoreboard {
    /// The scoreboard in `dir` (the data folder).
    pub fn new(dir: &Path) -> Scoreboard {
        Scoreboard {
            dir: dir.to_path_buf(),
        }
    }

    /// Where the count is kept.
    pub fn path(&self) -> PathBuf {
        ledger_path(&self.dir)
    }

    /// The count's place in words, for messages.
    fn shown(&self) -> String {
        shown(&self.path())
    }

    /// Takes the lock on the count: the data folder itself is locked (`flock` on the folder),
    /// not a file in it, since a lock file can be made one that morris cannot open (another
    /// user's, a folder, a link), and a folder morris counts in is always one it can open.
    /// `Ok(None)` where the folder is not there and cannot be made (writing the count fails
    /// too, and says so), `Err` when the folder cannot be opened or another morris holds it for
    /// more than a few seconds: nothing is counted without the lock.
    fn lock(&self) -> Result<Option<File>, CountError> {
        let _ = std::fs::create_dir_all(&self.dir);
        let file = match File::open(&self.dir) {
            Ok(file) => file,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => {
                return Err(CountError::Unlocked {
                    path: self.dir.clone(),
                    why: (&e).into(),
                });
            }
        };
        // Another morris holds it only while it reads, changes and writes the count: a few
        // milliseconds. One stopped in the middle must not stop this one for ever.
        // A wait that lasts is said (see [`super::waiting`]).
        match super::waiting::lock(&file, || super::waiting::Waiting::Scoreboard(self.path())) {
            // A file system without locks goes on without one.
            super::waiting::Locked::Yes | super::waiting::Locked::NoLocks => Ok(Some(file)),
            super::waiting::Locked::Held => Err(CountError::Held(self.path())),
        }
    }

    /// The note of a record to count later: see [`PENDING`].
    fn pending_path(&self, record: &str) -> PathBuf {
        use std::hash::Hasher;
        let mut h = fnv::FnvHasher::default();
        h.write(record.as_bytes());
        self.dir.join(format!("{PENDING}{:016x}", h.finish()))
    }

    /// Notes a finished game that could not be counted, so that the next recount (`morris
    /// score`, a game's start) counts it from its record wherever that is. `Err`: why the note
    /// could not be written.
    fn remember(&self, path: &Path) -> Result<(), String> {
        let k = key(path);
        // The recount reads the data folder's records: nothing to note for those.
        let dir = std::fs::canonicalize(&self.dir).unwrap_or_else(|_| self.dir.clone());
        let k_path = Path::new(&k);
        if k_path.parent() == Some(dir.as_path()) && k_path.extension().is_some_and(|e| e == "pgn")
        {
            return Ok(());
        }
        if k.contains('\n') {
            return Err("its file's name holds a line break".into());
        }
        super::write_atomic(&self.pending_path(&k), &format!("{k}\n"))
            .map_err(|e| crate::text::clean(&format!("{e:#}")))
    }

    /// The notes of records to count later: each note's file and its record.
    fn pending(&self) -> Vec<(PathBuf, PathBuf)> {
        let mut notes: Vec<(PathBuf, PathBuf)> = std::fs::read_dir(&self.dir)
            .into_iter()
            .flatten()
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().starts_with(PENDING))
            .filter_map(|e| {
                let text = super::read::read_text(&e.path(), super::read::PENDING).ok()?;
                let record = PathBuf::from(text.lines().next()?);
                Some((e.path(), record))
            })
            .collect();
        notes.sort();
        notes
    }

    /// What is in the count's place.
    fn find(&self) -> Found {
        let path = self.path();
        let link = std::fs::symlink_metadata(&path).is_ok_and(|m| m.file_type().is_symlink());
        match super::read::read_text(&path, SCORES) {
            Ok(text) => match Ledger::parse(&text) {
                Ok(l) => Found::Read(l),
                // A link to something else (a dotfile, notes) is not ours to move or replace.
                Err(_) if link => Found::NotOurs("a link to a file that is not a count".into()),
                Err(why) => Found::Broken(why, Ledger::salvage(&text)),
            },
            Err(ReadError::NotFound) if std::fs::symlink_metadata(&path).is_err() => Found::Missing,
            // A link to nothing is not ours to replace either.
            Err(ReadError::NotFound) => Found::NotOurs("a link to a file that is not there".into()),
            Err(ReadError::NotText) if !link => {
                Found::Broken("not a text file".into(), Ledger::default())
            }
            Err(e) => Found::NotOurs(e.to_string()),
        }
    }

    /// The records in the data folder: their paths and games, sorted by name.
    fn records(&self) -> Vec<(PathBuf, Record)> {
        self.records_where(|_| true)
    }

    /// The records in the data folder whose paths `wanted` takes.
    fn records_where(&self, wanted: impl Fn(&Path) -> bool) -> Vec<(PathBuf, Record)> {
        let mut files: Vec<PathBuf> = std::fs::read_dir(&self.dir)
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "pgn") && wanted(p))
            .collect();
        files.sort();
        files
            .into_iter()
            .filter_map(|p| {
                let text = super::file::read_text(&p).ok()?;
                let record = Record::parse(&text, Rules::default()).ok()?;
                Some((p, record))
            })
            .collect()
    }

    /// The games of a broken count whose records lie outside the data folder, which no
    /// recount of the folder finds again: each as its record says now where it still reads,
    /// else as the count had it. (Before, a bad line in the count lost them all.)
    fn kept_elsewhere(&self, salvaged: &Ledger) -> Ledger {
        let dir = std::fs::canonicalize(&self.dir).unwrap_or_else(|_| self.dir.clone());
        let mut l = Ledger::default();
        for g in &salvaged.games {
            let path = PathBuf::from(&g.record);
            if path.parent() == Some(dir.as_path()) || l.games.iter().any(|k| k.record == g.record)
            {
                continue;
            }
            match read_record(&path) {
                Some(r) => {
                    l.note(&path, &r);
                }
                None => l.games.push(g.clone()),
            }
        }
        l
    }

    /// The count made again after it was lost or broken: the data folder's records, and the
    /// games elsewhere that a broken count still names.
    fn counted_again(&self, found: &Found) -> Ledger {
        let mut l = match found {
            Found::Broken(_, salvaged) => self.kept_elsewhere(salvaged),
            _ => Ledger::default(),
        };
        for (p, r) in self.records() {
            l.note(&p, &r);
        }
        l
    }

    /// Writes the count. A broken count of morris's own is kept aside first: where is
    /// returned (and said in the error where the writing then fails).
    fn save(&self, l: &Ledger, found: &Found) -> Result<Option<PathBuf>, String> {
        let path = self.path();
        if let Found::NotOurs(why) = found {
            return Err(format!(
                "{} cannot be written ({why}): it is left as it is",
                self.shown()
            ));
        }
        let mut kept = None;
        if let Found::Broken(..) = found
            && std::fs::symlink_metadata(&path).is_ok()
        {
            kept = Some(
                super::file::move_to_free(&path, &path, super::file::Naming::Unreadable)
                    .map_err(|e| format!("{e:#}"))?,
            );
        }
        let kept_as = match &kept {
            Some(k) => format!(" (the unreadable count is kept as {})", shown(k)),
            None => String::new(),
        };
        // The new count says where the one it replaces is kept (whole, its comments too).
        let mut l = l.clone();
        if let (Some(k), Found::Broken(why, _)) = (&kept, found) {
            let name = k
                .file_name()
                .map_or_else(|| shown(k), |n| n.to_string_lossy().into_owned());
            let note = format!(
                "# the count written before this one could not be read ({why}): it is kept whole, as it was, in {name}"
            );
            l.comments
                .push(crate::text::clean(&note).replace(['\n', '\r'], " "));
        }
        std::fs::create_dir_all(&self.dir).map_err(|e| {
            format!(
                "cannot make {}: {}{kept_as}",
                super::display_path(&self.dir),
                super::plain_io_error(&e)
            )
        })?;
        super::write_atomic(&path, &l.to_text())
            .map_err(|e| crate::text::clean(&format!("{e:#}{kept_as}")))?;
        Ok(kept)
    }

    /// Under the lock: the count as it is (made from the records where it is missing or
    /// broken), changed by `change`, and written back if it changed.
    /// `needed`: whether the change must be made (a finished game to count); a change that
    /// may be nothing (taking out a game that perhaps was never counted) is not an error
    /// where the count cannot be read.
    fn change(
        &self,
        needed: bool,
        change: impl FnOnce(&mut Ledger) -> bool,
    ) -> Result<bool, CountError> {
        let _lock = self.lock()?;
        let found = self.find();
        let (mut l, anew) = match &found {
            Found::Read(l) => (l.clone(), false),
            Found::Missing | Found::Broken(..) => (self.counted_again(&found), true),
            Found::NotOurs(_) if !needed => return Ok(false),
            Found::NotOurs(why) => {
                return Err(CountError::NotOurs {
                    path: self.path(),
                    why: why.clone(),
                });
            }
        };
        let write = change(&mut l) || anew;
        if write {
            self.save(&l, &found).map_err(CountError::Unwritten)?;
        }
        Ok(write)
    }

    /// Counts the game of a record just saved at `path`: its entry is written when the game
    /// is over and removed when it is not. Writes only when the count changes. `Ok(Some(_))`
    /// says that the game, counted now, counts apart, and why.
    ///
    /// A finished game that cannot be counted is noted, to be counted at the next recount
    /// (`morris score`, a game's start) from its record, wherever that is; the error says
    /// whether it could be.
    pub fn note(&self, path: &Path, record: &Record) -> Result<Option<String>, NotCounted> {
        let new = entry(path, record);
        let wrote = match self.change(new.is_some(), |l| l.note(path, record)) {
            Ok(wrote) => wrote,
            Err(e) if new.is_none() => return Err(NotCounted::Failed(e)),
            Err(e) => {
                return Err(match self.remember(path) {
                    Ok(()) => NotCounted::Failed(e),
                    Err(why2) => NotCounted::Unnoted { why: e, why2 },
                });
            }
        };
        // Counted (or taken out): a note of it from a failed count is done with.
        let _ = std::fs::remove_file(self.pending_path(&key(path)));
        Ok(new
            .filter(|e| wrote && e.not_counted.is_none())
            .and_then(|e| e.apart))
    }

    /// A record was renamed from `from` to `to` (kept aside): its count follows it.
    pub fn renamed(&self, from: &Path, to: &Path) -> Result<(), CountError> {
        let (old, new) = (key(from), key(to));
        self.change(true, |l| {
            let mut changed = false;
            for g in &mut l.games {
                if g.record == old {
                    g.record.clone_from(&new);
                    changed = true;
                }
            }
            changed
        })
        .map(|_| ())
    }

    /// The count as it can be read now, without writing anything: from the records where the
    /// file is missing, broken or not a count.
    pub fn read(&self) -> Ledger {
        match self.find() {
            Found::Read(l) => l,
            found => self.counted_again(&found),
        }
    }

    /// `morris score`: the count, with the finished records of the data folder that are
    /// missing from it (or counted otherwise than their records say) counted again, and
    /// written back.
    pub fn check(&self) -> Report {
        self.redo(Redo::Check)
    }

    /// At a game's start: the finished records of the data folder that the count does not
    /// name are counted (quickly: the records it names are not read again).
    pub fn complete(&self) -> Report {
        self.redo(Redo::Missing)
    }

    /// `morris score --rebuild`: the count made anew from the records (those of the data
    /// folder, and those elsewhere that the count names and that are still there); games
    /// whose records are gone are dropped.
    pub fn rebuild(&self) -> Report {
        self.redo(Redo::Anew)
    }

    fn redo(&self, how: Redo) -> Report {
        let anew = how == Redo::Anew;
        let mut notes = Vec::new();
        let lock = self.lock();
        let found = self.find();
        let mut l = match &found {
            Found::Read(l) => l.clone(),
            // What the data folder's records cannot give again is kept.
            Found::Broken(_, salvaged) => self.kept_elsewhere(salvaged),
            Found::Missing | Found::NotOurs(_) => Ledger::default(),
        };
        for r in &l.refused {
            notes.push(ScoreNote::Refused {
                path: self.path(),
                line: r.line,
                why: r.why.clone(),
            });
        }
        let before = l.clone();
        // The games noted to count later (their counts failed): read under the lock only.
        let pending: Vec<(PathBuf, PathBuf, Option<Record>)> = match &lock {
            Ok(_) => self
                .pending()
                .into_iter()
                .map(|(note, path)| {
                    let r = read_record(&path);
                    (note, path, r)
                })
                .collect(),
            Err(_) => Vec::new(),
        };
        let pending_records = || {
            pending
                .iter()
                .filter_map(|(_, p, r)| Some((p.clone(), r.clone()?)))
        };
        if anew {
            let dir = std::fs::canonicalize(&self.dir).unwrap_or_else(|_| self.dir.clone());
            let mut fresh = Ledger {
                games: Vec::new(),
                refused: l.refused.clone(),
                comments: l.comments.clone(),
            };
            // Records elsewhere that the count names, if they are still there.
            for g in &l.games {
                let path = PathBuf::from(&g.record);
                if path.parent() == Some(dir.as_path()) {
                    continue;
                }
                if let Some(r) = read_record(&path) {
                    fresh.note(&path, &r);
                }
            }
            for (p, r) in pending_records().chain(self.records()) {
                fresh.note(&p, &r);
            }
            let dropped = l
                .games
                .iter()
                .filter(|g| !fresh.games.iter().any(|f| f.record == g.record))
                .count();
            notes.push(ScoreNote::CountedAnew {
                n: fresh.games.len(),
                dropped,
            });
            l = fresh;
        } else {
            let known: std::collections::HashSet<String> =
                l.games.iter().map(|g| g.record.clone()).collect();
            let records = self.records_where(|p| how == Redo::Check || !known.contains(&key(p)));
            let followed = l.follow_renamed(&records);
            if followed > 0 {
                notes.push(ScoreNote::Followed(followed));
            }
            let mut changes = [0usize; 4];
            for (p, r) in pending_records().chain(records) {
                if let Some(c) = l.noted(&p, &r) {
                    changes[c as usize] += 1;
                }
            }
            let [added, changed, removed, _] = changes;
            if added > 0 {
                notes.push(ScoreNote::Added(added));
            }
            if changed > 0 {
                notes.push(ScoreNote::Changed(changed));
            }
            if removed > 0 {
                notes.push(ScoreNote::Removed(removed));
            }
        }
        let mut kept = None;
        let failed = match (&lock, &found) {
            (_, Found::NotOurs(why)) => Some(CountFailure::Unreadable {
                path: self.path(),
                why: why.clone(),
            }),
            (Err(e), _) => Some(CountFailure::NotKept(e.clone())),
            _ if l != before || anew || matches!(found, Found::Missing | Found::Broken(..)) => {
                match self.save(&l, &found) {
                    Ok(k) => {
                        kept = k;
                        None
                    }
                    Err(e) => Some(CountFailure::Unwritten(e)),
                }
            }
            _ => None,
        };
        if failed.is_none() {
            // Counted and kept: the notes are done with (a record no longer there too; one
            // that cannot be read now is counted when it can be).
            for (note, path, r) in &pending {
                if r.is_some() || std::fs::symlink_metadata(path).is_err() {
                    let _ = std::fs::remove_file(note);
                }
            }
        }
        if let Found::Broken(why, _) = &found {
            // Said after the move, with the name it got: an older unreadable copy keeps its own.
            notes.insert(
                0,
                ScoreNote::Broken {
                    path: self.path(),
                    why: why.clone(),
                    kept,
                },
            );
        }
        drop(lock);
        Report {
            ledger: l,
            notes,
            failed,
        }
    }

    /// The score of the two players at the table (`Alice 3 – 2 Bob`, with the draws), or
    /// `None` before their first finished game in this variant.
    pub fn score_line(&self, white: &str, black: &str, variant: &str) -> Option<Score> {
        let t = self.read().tally(white, black, variant);
        if t == Tally::default() {
            return None;
        }
        Some(Score {
            white: white.to_string(),
            black: black.to_string(),
            tally: t,
        })
    }
}

/// Counts the game of a record just saved at `path` in the scoreboard of `dir`: see
/// [`Scoreboard::note`].
pub fn note_game(dir: &Path, path: &Path, record: &Record) -> Result<(), NotCounted> {
    Scoreboard::new(dir).note(path, record).map(|_| ())
}

impl Ledger {
    /// The count in `dir` as it can be read now: see [`Scoreboard::read`].
    pub fn load(dir: &Path) -> Ledger {
        Scoreboard::new(dir).read()
    }
}
#[cfg(test)]
mod tests;

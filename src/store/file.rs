//! The policy for a record a game plays in: one owner at a time, nothing overwritten that this
//! game did not write, symlinks written through, bounded reading.
//!
//! - **One owner.** A running game holds an advisory lock (`flock`) on its record. Writes go
//!   through a temporary file that is locked *before* it is renamed over the record, so the
//!   lock follows the record from one version to the next with no gap. A second game finds the
//!   record locked ([`Opened::Busy`]) and does not write to it.
//! - **Changes from outside.** Before every write the record on disk is compared with what this
//!   game last wrote or read; if another program changed it, that version is kept aside under
//!   the next free number first, so both are on disk.
//! - **Taken at once.** A record that does not exist yet is created empty and locked when it is
//!   opened, before anyone plays: a second game started meanwhile finds it held, not free.
//! - **Nothing overwritten.** Kept-aside and unreadable files take the next free name
//!   ([`move_to_free`]); new files are created exclusively ([`RecordFile::reserve_beside`]).
//! - **Symlinks** are followed: the target is replaced atomically, in its own folder, keeping
//!   its mode and owner. A record with a second name (a hard link), or one that only its
//!   owner, another user, could give away, is written in place, so that it stays the same
//!   file. A record that is not a regular file is refused.
//! - **Bounded reading** ([`read_text`]): regular files of at most [`super::read::RECORD`].

use std::fs::File;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

pub use super::read::ReadError;
use super::read::{RECORD, kind_of};

/// What a write did to a file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verb {
    /// Wrote it.
    Write,
    /// Replaced it with a new version.
    Replace,
    /// Made it (a folder).
    Make,
}

/// Why a record (or another file the store writes) could not be written or kept aside: the
/// facts; their words are in [`crate::words::store`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileError {
    /// The system refused to write, replace or make the file at `path` (as shown).
    Cannot {
        /// What was done.
        verb: Verb,
        /// The file, as shown.
        path: String,
        /// Why.
        why: super::IoWhy,
    },
    /// The path is not a regular file (`a folder`…: [`ReadError::NotRegular`]'s kind).
    NotRegular {
        /// The file, as shown.
        path: String,
        /// What it is.
        kind: &'static str,
    },
    /// The record cannot be reached (to be compared with what this game wrote).
    Unreachable {
        /// The file, as shown.
        path: String,
        /// What the system said.
        why: String,
    },
    /// The version another program wrote could not be kept aside (the context of why).
    OtherNotKept,
    /// Every free name beside the file is taken.
    TooMany {
        /// The file, as shown.
        path: String,
    },
}

impl std::error::Error for FileError {}

/// Reads a record's text: only a regular file (never blocked on a FIFO), of at most
/// [`RECORD`]'s limit (checked while reading too, in case it grows).
pub fn read_text(path: &Path) -> Result<String, ReadError> {
    super::read::read_text(path, RECORD)
}

/// Whether anything has the name `path` (a file, a folder, a link even to nowhere): a record
/// gone meanwhile (removed, renamed) is not made again, empty, by opening its name.
pub fn is_there(path: &Path) -> bool {
    std::fs::symlink_metadata(path).is_ok()
}

/// The text of an open record.
fn read_open(file: &File) -> Result<String, ReadError> {
    String::from_utf8(super::read::read_open(file, RECORD)?).map_err(|_| ReadError::NotText)
}

/// Where writing to `path` really goes: symlinks followed (a dangling one to where it points).
pub fn resolve(path: &Path) -> PathBuf {
    let mut p = path.to_path_buf();
    for _ in 0..40 {
        match std::fs::symlink_metadata(&p) {
            Ok(m) if m.file_type().is_symlink() => match std::fs::read_link(&p) {
                Ok(link) if link.is_absolute() => p = link,
                Ok(link) => {
                    p = p
                        .parent()
                        .map_or_else(|| link.clone(), |dir| dir.join(&link));
                }
                Err(_) => break,
            },
            _ => break,
        }
    }
    p
}

/// What names a kept-aside game, from its record's tags: its date and players
/// (`2026-12-06.Alice-Bob`), each name cut to 24 characters and kept to letters, digits, `_`
/// and `-` (a name with `/`, a space or a control character is no file name a shell reads
/// well). `None` where the record does not name both players.
pub fn kept_name(record: &str) -> Option<String> {
    let tag = |name: &str| {
        let head = format!("[{name} \"");
        record
            .lines()
            .map(str::trim)
            .take_while(|l| l.is_empty() || l.starts_with('['))
            .find_map(|l| l.strip_prefix(head.as_str()))
            .and_then(|v| v.strip_suffix("\"]"))
            .map(|v| v.replace("\\\"", "\"").replace("\\\\", "\\"))
    };
    let word = |v: String| {
        let w: String = v
            .chars()
            .map(|c| {
                if c.is_alphanumeric() || c == '_' {
                    c
                } else {
                    '_'
                }
            })
            .take(24)
            .collect();
        let w = w.trim_matches('_').to_string();
        (!w.is_empty()).then_some(w)
    };
    let players = format!("{}-{}", word(tag("White")?)?, word(tag("Black")?)?);
    let date = tag("Date")
        .filter(|d| d.len() == 10 && d.chars().all(|c| c.is_ascii_digit() || c == '.'))
        .map(|d| d.replace('.', "-"));
    Some(match date {
        Some(d) => format!("{d}.{players}"),
        None => players,
    })
}

/// The `n`th name for a game kept aside beside `path`, described by `desc` (see
/// [`kept_name`]): `current.2026-12-06.Alice-Bob.pgn`, then `….2.pgn`.
pub fn described_beside(path: &Path, desc: &str, n: usize) -> PathBuf {
    // The name before any earlier keeping aside's (`current` of `current.1.pgn` or of
    // `current.2026-12-06.Ann-Bob.pgn`): names do not grow each time a game is kept aside.
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .and_then(|s| {
            s.split('.')
                .next()
                .filter(|b| !b.is_empty())
                .map(str::to_string)
        })
        .unwrap_or_else(|| "game".into());
    let ext = path
        .extension()
        .map_or_else(|| "pgn".into(), |s| s.to_string_lossy().into_owned());
    let tail = match n {
        1 => format!(".{ext}"),
        n => format!(".{n}.{ext}"),
    };
    // A file name holds at most NAME_MAX bytes: the description (the players) is shortened
    // to fit, then, where the record's own name is that long, the name before it.
    let room = NAME_MAX.saturating_sub(tail.len() + 1);
    let stem = cut(&stem, room.saturating_sub(desc.len().min(KEPT_DESC)));
    let desc = cut(desc, room.saturating_sub(stem.len()));
    path.with_file_name(format!("{stem}.{desc}{tail}"))
}

/// The most bytes a file name holds (Linux's NAME_MAX).
const NAME_MAX: usize = 255;

/// The bytes of a kept game's description kept where the record's own name is long.
const KEPT_DESC: usize = 40;

/// `s` cut to at most `max` bytes, at a character's edge.
fn cut(s: &str, max: usize) -> &str {
    let mut end = max.min(s.len());
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    &s[..end]
}

/// How a new name beside a file is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Naming {
    /// `current.1.pgn`, `current.2.pgn`: second copies on the default place, and kept-aside
    /// games whose record does not name their players (see [`kept_name`]).
    Numbered,
    /// `game-2.pgn`, `game-3.pgn`: a new game beside a record the player named.
    Dashed,
    /// `current.pgn.unreadable`, `current.pgn.unreadable.2`: records that could not be read.
    Unreadable,
}

/// The `n`th name beside `path` (from 1).
pub fn name_beside(path: &Path, naming: Naming, n: usize) -> PathBuf {
    let stem = path
        .file_stem()
        .map_or_else(|| "game".into(), |s| s.to_string_lossy().into_owned());
    let ext = path
        .extension()
        .map_or_else(|| "pgn".into(), |s| s.to_string_lossy().into_owned());
    let name = path
        .file_name()
        .map_or_else(|| "game.pgn".into(), |s| s.to_string_lossy().into_owned());
    // Within NAME_MAX: a long name of the player's is shortened before what is added to it.
    let fit = |base: &str, tail: String| {
        format!("{}{tail}", cut(base, NAME_MAX.saturating_sub(tail.len())))
    };
    let file = match naming {
        Naming::Numbered => fit(&stem, format!(".{n}.{ext}")),
        Naming::Dashed => {
            // Beside `game-2.pgn` comes `game-3.pgn`, not `game-2-2.pgn`.
            let base = match stem.rsplit_once('-') {
                Some((b, num)) if !b.is_empty() && num.parse::<u32>().is_ok() => b,
                _ => stem.as_str(),
            };
            fit(base, format!("-{}.{ext}", n + 1))
        }
        Naming::Unreadable if n == 1 => format!("{name}.unreadable"),
        Naming::Unreadable => format!("{name}.unreadable.{n}"),
    };
    path.with_file_name(file)
}

/// Moves `from` to the first free name beside `like`, never replacing a file (a hard link then
/// an unlink; where links are not supported, a rename to a name checked free). Returns the name.
pub fn move_to_free(from: &Path, like: &Path, naming: Naming) -> Result<PathBuf> {
    move_to_free_as(from, like, |n| name_beside(like, naming, n))
}

/// [`move_to_free`], the `n`th name tried being `name(n)`.
fn move_to_free_as(from: &Path, like: &Path, name: impl Fn(usize) -> PathBuf) -> Result<PathBuf> {
    for n in 1..10_000 {
        let to = name(n);
        match std::fs::hard_link(from, &to) {
            Ok(()) => {
                std::fs::remove_file(from)
                    .with_context(|| format!("cannot move {}", crate::text::path(from)))?;
                return Ok(to);
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(_) if std::fs::symlink_metadata(&to).is_err() => {
                std::fs::rename(from, &to)
                    .with_context(|| format!("cannot move {}", crate::text::path(from)))?;
                return Ok(to);
            }
            Err(_) => continue,
        }
    }
    Err(FileError::TooMany {
        path: crate::text::path(like),
    }
    .into())
}

/// What opening a record found.
#[derive(Debug)]
pub enum Opened {
    /// This game owns the record now; its text if it exists.
    Mine(RecordFile, Option<String>),
    /// Another game holds the record: its text (read-only), or why it cannot be read.
    Busy(Result<String, ReadError>),
}

/// A record this game writes to, locked while the game runs.
#[derive(Debug)]
pub struct RecordFile {
    shown: PathBuf,
    target: PathBuf,
    lock: Option<File>,
    last: Option<String>,
    reserved: bool,
    /// The last save could not keep the record's other names (hard links).
    unlinked: bool,
}

impl RecordFile {
    /// Opens (and locks) the record at `path`. A missing file is created empty and locked at
    /// once, so that the name is this game's from its first frame (and removed again by
    /// [`RecordFile::release`] if nothing is written to it). Not a regular file, too big,
    /// unreadable: an error, and the file is left alone.
    pub fn open(path: &Path) -> Result<Opened, ReadError> {
        let target = resolve(path);
        // A file removed or replaced between our look and our lock is looked at again.
        let mut last_err = None;
        for _ in 0..5 {
            match Self::try_open(path, &target) {
                Err(Retry::Again(e)) => last_err = Some(e),
                Err(Retry::Fail(e)) => return Err(e),
                Ok(o) => return Ok(o),
            }
        }
        Err(last_err.unwrap_or(ReadError::NotFound))
    }

    fn try_open(path: &Path, target: &Path) -> Result<Opened, Retry> {
        let rf = |lock, last, reserved| RecordFile {
            shown: path.to_path_buf(),
            target: target.to_path_buf(),
            lock,
            last,
            reserved,
            unlinked: false,
        };
        match std::fs::metadata(target) {
            Ok(meta) => {
                if let Some(kind) = kind_of(&meta) {
                    return Err(Retry::Fail(ReadError::NotRegular(kind)));
                }
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return match take_new(target) {
                    Ok(Some(file)) => Ok(Opened::Mine(
                        rf(Some(file), Some(String::new()), true),
                        None,
                    )),
                    // Made meanwhile by someone else: opened as it is.
                    Ok(None) => Err(Retry::Again(ReadError::NotFound)),
                    // A folder that cannot be written: the game is played without a lock,
                    // and its first save says why it cannot be kept.
                    Err(_) => Ok(Opened::Mine(rf(None, None, false), None)),
                };
            }
            Err(e) => return Err(Retry::Fail(ReadError::Io(e.into()))),
        }
        let file = super::read::open(target).map_err(|e| match e {
            ReadError::NotFound => Retry::Again(e),
            e => Retry::Fail(e),
        })?;
        match file.try_lock() {
            Ok(()) => {}
            Err(std::fs::TryLockError::WouldBlock) => {
                return Ok(Opened::Busy(read_open(&file)));
            }
            // A file system without locks: play without one.
            Err(std::fs::TryLockError::Error(_)) => {}
        }
        // Locked: but is it still the file of that name (not removed, nor replaced by a new
        // version, while we looked)?
        if !same_file(&file, target) {
            return Err(Retry::Again(ReadError::NotFound));
        }
        let text = read_open(&file).map_err(Retry::Fail)?;
        Ok(Opened::Mine(
            rf(Some(file), Some(text.clone()), text.is_empty()),
            Some(text),
        ))
    }

    /// Creates a new, empty record under the first free name beside `like`, locked, so that no
    /// other game takes the same name. Removed again by [`RecordFile::release`] if nothing was
    /// written to it.
    pub fn reserve_beside(like: &Path, naming: Naming) -> Result<RecordFile> {
        for n in 1..10_000 {
            let path = name_beside(like, naming, n);
            match std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&path)
            {
                Ok(file) => {
                    let _ = file.try_lock();
                    return Ok(RecordFile {
                        shown: path.clone(),
                        target: path,
                        lock: Some(file),
                        last: Some(String::new()),
                        reserved: true,
                        unlinked: false,
                    });
                }
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => {
                    return Err(e)
                        .with_context(|| format!("cannot create {}", crate::text::path(&path)));
                }
            }
        }
        Err(FileError::TooMany {
            path: crate::text::path(like),
        }
        .into())
    }

    /// The record's path as the player gave it.
    pub fn path(&self) -> &Path {
        &self.shown
    }

    /// Writes `text` to the record. If another program changed the record since this game
    /// last wrote it, that version is first kept aside: its new name is returned.
    pub fn save(&mut self, text: &str) -> Result<Option<PathBuf>> {
        let mut kept = None;
        let on_disk = match read_text(&self.target) {
            Ok(t) => Some(Ok(t)),
            Err(ReadError::NotFound) => None,
            Err(e) => Some(Err(e)),
        };
        if let Some(disk) = on_disk {
            if let Err(ReadError::NotRegular(kind)) = &disk {
                return Err(FileError::NotRegular {
                    path: crate::text::path(&self.shown),
                    kind,
                }
                .into());
            }
            // The system refused to read it (a folder on the way gone, permissions): nobody is
            // known to have written it, and nothing can be kept aside there either.
            if let Err(ReadError::Io(e)) = &disk {
                return Err(FileError::Unreachable {
                    path: crate::text::path(&self.shown),
                    why: e.said.clone(),
                }
                .into());
            }
            let ours = matches!((&disk, &self.last), (Ok(d), Some(l)) if d == l);
            if !ours {
                let aside = move_to_free(&self.target, &self.target, Naming::Numbered)
                    .context(FileError::OtherNotKept)?;
                kept = Some(aside);
            }
        }
        match write_record(&self.target, text)? {
            Written::Renamed(file) => self.lock = Some(file),
            Written::Unlinked(file) => {
                self.lock = Some(file);
                self.unlinked = true;
            }
            Written::InPlace => {}
        }
        self.last = Some(text.to_string());
        self.reserved = false;
        Ok(kept)
    }

    /// Whether the last save left the record's other names (hard links) with the version
    /// before (asked once: the answer is then reset).
    pub fn take_unlinked(&mut self) -> bool {
        std::mem::take(&mut self.unlinked)
    }

    /// Moves this record out of the way of a new game, to the next free numbered name (only for
    /// the default place, whose records the game owns). Returns the new name.
    pub fn keep_aside(&mut self) -> Result<Option<PathBuf>> {
        if std::fs::symlink_metadata(&self.target).is_err() {
            return Ok(None);
        }
        // Named by its date and players where the record says them, so that the games kept
        // aside can be told apart in the folder; else by number.
        let aside = match read_text(&self.target).ok().and_then(|t| kept_name(&t)) {
            Some(desc) => move_to_free_as(&self.target, &self.target, |n| {
                described_beside(&self.target, &desc, n)
            })?,
            None => move_to_free(&self.target, &self.target, Naming::Numbered)?,
        };
        self.lock = None;
        self.last = None;
        Ok(Some(aside))
    }

    /// Ends the ownership; a reserved record nothing was written to is removed again.
    pub fn release(self) {
        if self.reserved
            && std::fs::metadata(&self.target).is_ok_and(|m| m.len() == 0 && m.is_file())
        {
            let _ = std::fs::remove_file(&self.target);
        }
    }
}

/// How a record's new text was written.
pub(crate) enum Written {
    /// As a new file, renamed over the old one: its handle (its lock).
    Renamed(File),
    /// As a new file, though the old one had other names (hard links): they keep the last
    /// version. Only where the file may not be written in place (read-only, and this user's).
    Unlinked(File),
    /// Over the old file, in place: the record's own lock goes on.
    InPlace,
}

/// Writes a record's new text. As a rule atomically (a new file, locked, renamed over it: a
/// crash leaves the old version or the new one, whole), the new file given the old one's mode
/// and owner. In place where a new file cannot be the same file: a record with a second name
/// (a hard link), which would keep the old game, and one owned by another user, which would
/// become this user's (see [`write_in_place`]). A record read-only from the start is never
/// written (the session shows it read-only and saves beside it); one of this user's with a
/// second name made read-only while it is played is renamed over all the same (as any record
/// of this user's is), and that is said.
fn write_record(path: &Path, contents: &str) -> Result<Written> {
    write_over(
        path,
        super::write_temp(path, contents.as_bytes())?,
        contents,
    )
}

/// Puts `tmp`, a new version of `path` holding `contents`, in its place, as [`write_record`]
/// says; [`super::write_atomic`] too.
pub(crate) fn write_over(
    path: &Path,
    tmp: tempfile::NamedTempFile,
    contents: &str,
) -> Result<Written> {
    use std::os::unix::fs::MetadataExt;
    let Ok(meta) = std::fs::metadata(path) else {
        return persist_locked(tmp, path).map(Written::Renamed);
    };
    let mine = tmp.as_file().metadata().map(|m| (m.uid(), m.gid())).ok();
    let theirs = mine.is_some_and(|(uid, _)| uid != meta.uid());
    // Only root gives a file away; a group this user is not in cannot be given either.
    let owner_kept = mine == Some((meta.uid(), meta.gid()))
        || std::os::unix::fs::fchown(tmp.as_file(), Some(meta.uid()), Some(meta.gid())).is_ok();
    let links = meta.nlink() > 1;
    let mut unlinked = false;
    if links || !owner_kept {
        match write_in_place(path, contents) {
            Ok(()) => return Ok(Written::InPlace),
            Err(e) if links && !theirs && e.kind() == std::io::ErrorKind::PermissionDenied => {
                unlinked = true;
            }
            Err(e) => {
                return Err(FileError::Cannot {
                    verb: Verb::Write,
                    path: path.display().to_string(),
                    why: (&e).into(),
                }
                .into());
            }
        }
    }
    // The owner changed, the set-id bits went: the mode again.
    let _ = tmp.as_file().set_permissions(meta.permissions());
    let file = persist_locked(tmp, path)?;
    Ok(if unlinked {
        Written::Unlinked(file)
    } else {
        Written::Renamed(file)
    })
}

/// Writes `contents` over the file at `path`, the same file (its every name, owner and mode
/// kept). What goes past the old end is written first: where the disk cannot take it, the
/// file is cut back to its old length, whole; only then is the old text overwritten, which
/// takes no new room. (A crash in the middle of that can leave a mix of the two versions:
/// the price of keeping the file itself, paid only where a new file would lose a name or the
/// owner.)
fn write_in_place(path: &Path, contents: &str) -> std::io::Result<()> {
    use std::os::unix::fs::FileExt;
    let file = std::fs::OpenOptions::new().write(true).open(path)?;
    let old = file.metadata()?.len();
    let bytes = contents.as_bytes();
    let keep = usize::try_from(old).map_or(bytes.len(), |o| o.min(bytes.len()));
    if let Err(e) = file
        .write_all_at(&bytes[keep..], old)
        .and_then(|()| file.sync_data())
    {
        let _ = file.set_len(old);
        return Err(e);
    }
    file.write_all_at(&bytes[..keep], 0)?;
    file.set_len(bytes.len() as u64)?;
    file.sync_all()
}

/// Locks `tmp` and renames it over `path`: the record is never unlocked between two versions.
fn persist_locked(tmp: tempfile::NamedTempFile, path: &Path) -> Result<File> {
    let _ = tmp.as_file().try_lock();
    tmp.persist(path).map_err(|e| {
        FileError::Cannot {
            verb: Verb::Replace,
            path: crate::text::path(path),
            why: (&e.error).into(),
        }
        .into()
    })
}

/// Creates `path` empty and locked, whole or not at all: `None` if a file of that name exists
/// (made meanwhile by someone else).
fn take_new(path: &Path) -> std::io::Result<Option<File>> {
    let tmp = super::write_temp(path, b"").map_err(std::io::Error::other)?;
    let _ = tmp.as_file().try_lock();
    match tmp.persist_noclobber(path) {
        Ok(file) => Ok(Some(file)),
        Err(e) if e.error.kind() == std::io::ErrorKind::AlreadyExists => Ok(None),
        Err(e) => Err(e.error),
    }
}

/// Whether the open `file` is the file named `path` now.
fn same_file(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), std::fs::metadata(path)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

/// Why a try at opening a record did not end it.
enum Retry {
    /// The file changed while we looked: look again.
    Again(ReadError),
    /// A real failure.
    Fail(ReadError),
}

/// Waits (a bounded while) until nobody holds the lock on `path`. A test's lock can outlive
/// its owner for a moment: a child process another test starts (`mkfifo`, `mount`) holds a
/// copy of every descriptor between its fork and its exec.
#[cfg(test)]
pub(crate) fn wait_until_free(path: &Path) {
    for _ in 0..5000 {
        match File::open(path).map(|f| f.try_lock()) {
            Ok(Err(std::fs::TryLockError::WouldBlock)) => {
                std::thread::sleep(std::time::Duration::from_millis(1));
            }
            _ => return,
        }
    }
}

/// Runs the test `name` of this binary again as the user nobody, with `dir` handed over in
/// `var`, when this one runs as root (whom a read-only folder does not stop): true if it did
/// (and passed). `dir` is left writable for nobody.
/// The folder a test that must not run as root works in: where this run is root, the test
/// is run again by a copy of this program as nobody in a fresh folder (`None`: it passed there,
/// or the assertion failed); else (not root, or that copy) its folder, with the temporary
/// folder that keeps it while the test runs.
#[cfg(test)]
#[cfg(target_os = "linux")]
pub(crate) fn folder_as_nobody(
    name: &str,
    var: &str,
) -> Option<(Option<tempfile::TempDir>, PathBuf)> {
    if let Ok(d) = std::env::var(var) {
        return Some((None, PathBuf::from(d)));
    }
    let kept = tempfile::tempdir().unwrap();
    if again_as_nobody(name, var, kept.path()) {
        return None;
    }
    let dir = kept.path().to_path_buf();
    Some((Some(kept), dir))
}

#[cfg(test)]
#[cfg(target_os = "linux")]
pub(crate) fn again_as_nobody(name: &str, var: &str, dir: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o777)).unwrap();
    let probe = dir.join("probe");
    std::fs::write(&probe, "").unwrap();
    std::fs::set_permissions(&probe, std::fs::Permissions::from_mode(0o444)).unwrap();
    let root = std::fs::OpenOptions::new().write(true).open(&probe).is_ok();
    std::fs::remove_file(&probe).unwrap();
    if !root {
        return false;
    }
    let status = std::process::Command::new("setpriv")
        .args(["--reuid=65534", "--regid=65534", "--clear-groups"])
        .arg(std::env::current_exe().unwrap())
        .args(["--exact", name])
        .env(var, dir)
        .status()
        .unwrap();
    assert!(status.success(), "{name} as nobody");
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game kept aside is named by its date and players, where its record says them, in a
    /// name a shell reads well; without both players, it is numbered.
    #[test]
    fn a_kept_game_is_named_by_its_date_and_players() {
        let rec = "[Event \"x\"]\n[Date \"2026.12.06\"]\n[White \"Ann Lee\"]\n[Black \"B/ob \\\"B\\\"\"]\n\n1. d6 *\n";
        assert_eq!(
            kept_name(rec).as_deref(),
            Some("2026-12-06.Ann_Lee-B_ob__B")
        );
        let undated = "[Date \"????.??.??\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n";
        assert_eq!(kept_name(undated).as_deref(), Some("Ann-Bob"));
        assert_eq!(kept_name("[White \"Ann\"]\n1. d6 *\n"), None);
        assert_eq!(kept_name("[White \"///\"]\n[Black \"Bob\"]\n"), None);
        assert_eq!(kept_name("1. d6 [White \"Ann\"] [Black \"Bob\"]"), None);
        let p = Path::new("/d/current.pgn");
        assert_eq!(
            described_beside(p, "Ann-Bob", 1),
            Path::new("/d/current.Ann-Bob.pgn")
        );
        assert_eq!(
            described_beside(p, "Ann-Bob", 2),
            Path::new("/d/current.Ann-Bob.2.pgn")
        );
        // A game kept aside before is not named after its earlier name.
        for earlier in [
            "/d/current.1.pgn",
            "/d/current.Ann-Bob.pgn",
            "/d/current.1.1-2.pgn",
        ] {
            assert_eq!(
                described_beside(Path::new(earlier), "Ann-Bob", 2),
                Path::new("/d/current.Ann-Bob.2.pgn")
            );
        }
    }

    /// Players' names of 255 bytes (the most a file name holds), in any script, give a kept
    /// game a name that fits: the game is kept aside under it.
    #[test]
    fn a_game_of_players_with_the_longest_names_is_kept_aside() {
        let dir = tempfile::tempdir().unwrap();
        let current = dir.path().join("current.pgn");
        for name in [
            "a".repeat(255),
            "ｗ".repeat(85),
            "é".repeat(127),
            "😀".repeat(63),
        ] {
            assert!(name.len() <= 255);
            let rec = format!(
                "[Date \"2026.12.06\"]\n[White \"{name}\"]\n[Black \"{name}\"]\n\n1. d6 *\n"
            );
            std::fs::write(&current, &rec).unwrap();
            let Opened::Mine(mut f, _) = RecordFile::open(&current).unwrap() else {
                panic!("not mine");
            };
            let aside = f.keep_aside().unwrap().unwrap();
            let file_name = aside.file_name().unwrap().len();
            assert!(file_name <= 255, "{file_name}");
            assert_eq!(std::fs::read_to_string(&aside).unwrap(), rec);
        }
    }

    /// A record with a long name of its own (240 bytes) in the data folder is kept aside under
    /// a name that fits NAME_MAX, its players' names shortened: before, keeping it aside
    /// failed (ENAMETOOLONG) at every try.
    #[test]
    fn a_record_with_a_long_name_is_kept_aside_under_a_name_that_fits() {
        let dir = tempfile::tempdir().unwrap();
        for stem in ["g".repeat(240), "ü".repeat(120), "g".repeat(251)] {
            let long = dir.path().join(format!("{stem}.pgn"));
            let rec = "[Date \"2026.12.06\"]\n[White \"Alice\"]\n[Black \"Bob\"]\n\n1. d6 *\n";
            for _ in 0..2 {
                std::fs::write(&long, rec).unwrap();
                let Opened::Mine(mut f, _) = RecordFile::open(&long).unwrap() else {
                    panic!("not mine");
                };
                let aside = f.keep_aside().unwrap().unwrap();
                let name = aside.file_name().unwrap().to_str().unwrap().to_string();
                assert!(name.len() <= 255, "{}", name.len());
                assert!(name.ends_with(".pgn"), "{name}");
                assert_eq!(std::fs::read_to_string(&aside).unwrap(), rec);
                f.release();
            }
        }
        // A new game beside a record of a long name takes a name that fits too.
        let named = dir.path().join(format!("{}.pgn", "n".repeat(251)));
        std::fs::write(&named, "1. d6 *\n").unwrap();
        let beside = RecordFile::reserve_beside(&named, Naming::Dashed).unwrap();
        let name = beside.path().file_name().unwrap().len();
        assert!(name <= 255, "{name}");
        beside.release();
        let p = Path::new("/d/current.pgn");
        assert_eq!(
            described_beside(p, "2026-12-06.Ann-Bob", 2),
            Path::new("/d/current.2026-12-06.Ann-Bob.2.pgn")
        );
    }

    #[test]
    fn names_beside() {
        let p = Path::new("/d/current.pgn");
        assert_eq!(
            name_beside(p, Naming::Numbered, 2),
            Path::new("/d/current.2.pgn")
        );
        assert_eq!(
            name_beside(p, Naming::Dashed, 1),
            Path::new("/d/current-2.pgn")
        );
        assert_eq!(
            name_beside(Path::new("/d/game-2.pgn"), Naming::Dashed, 2),
            Path::new("/d/game-3.pgn")
        );
        assert_eq!(
            name_beside(p, Naming::Unreadable, 1),
            Path::new("/d/current.pgn.unreadable")
        );
        assert_eq!(
            name_beside(p, Naming::Unreadable, 3),
            Path::new("/d/current.pgn.unreadable.3")
        );
    }

    #[test]
    fn a_second_owner_finds_the_record_busy_and_the_lock_follows_each_save() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.pgn");
        let Opened::Mine(mut a, None) = RecordFile::open(&path).unwrap() else {
            panic!("a new file is ours")
        };
        assert!(matches!(RecordFile::open(&path).unwrap(), Opened::Busy(Ok(t)) if t.is_empty()));
        a.save("one\n").unwrap();
        assert!(matches!(RecordFile::open(&path).unwrap(), Opened::Busy(Ok(t)) if t == "one\n"));
        a.save("two\n").unwrap();
        assert!(matches!(RecordFile::open(&path).unwrap(), Opened::Busy(Ok(t)) if t == "two\n"));
        drop(a);
        wait_until_free(&path);
        assert!(matches!(
            RecordFile::open(&path).unwrap(),
            Opened::Mine(_, Some(_))
        ));
    }

    #[test]
    fn a_change_from_outside_is_kept_before_writing() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.pgn");
        let Opened::Mine(mut a, None) = RecordFile::open(&path).unwrap() else {
            panic!()
        };
        assert_eq!(a.save("mine\n").unwrap(), None);
        std::fs::write(&path, "edited\n").unwrap();
        let kept = a.save("mine again\n").unwrap().unwrap();
        assert_eq!(std::fs::read_to_string(kept).unwrap(), "edited\n");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "mine again\n");
    }

    #[test]
    fn moving_aside_never_replaces() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("current.pgn");
        std::fs::write(dir.path().join("current.pgn.unreadable"), "old").unwrap();
        std::fs::write(&path, "new").unwrap();
        let to = move_to_free(&path, &path, Naming::Unreadable).unwrap();
        assert_eq!(to, dir.path().join("current.pgn.unreadable.2"));
        assert_eq!(
            std::fs::read_to_string(dir.path().join("current.pgn.unreadable")).unwrap(),
            "old"
        );
    }

    /// A record that is not there yet is taken when it is opened: a second game finds it held
    /// before the first has written a decision; released unwritten, it is gone again.
    #[test]
    fn a_new_record_is_held_from_its_opening() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("current.pgn");
        let Opened::Mine(a, None) = RecordFile::open(&path).unwrap() else {
            panic!("a new file is ours")
        };
        assert!(path.exists());
        assert!(matches!(RecordFile::open(&path).unwrap(), Opened::Busy(Ok(t)) if t.is_empty()));
        a.release();
        wait_until_free(&path);
        assert!(!path.exists());
        assert!(matches!(
            RecordFile::open(&path).unwrap(),
            Opened::Mine(_, None)
        ));
    }

    #[test]
    fn a_record_whose_folder_became_a_file_is_said_unreachable_not_written_by_another() {
        let dir = tempfile::tempdir().unwrap();
        let sub = dir.path().join("games");
        std::fs::create_dir(&sub).unwrap();
        let path = sub.join("game.pgn");
        let Opened::Mine(mut a, None) = RecordFile::open(&path).unwrap() else {
            panic!("a new file is ours")
        };
        a.save("one\n").unwrap();
        std::fs::remove_dir_all(&sub).unwrap();
        std::fs::write(&sub, "not a folder").unwrap();
        let err = format!("{:#}", a.save("two\n").unwrap_err());
        assert!(err.contains("cannot reach"), "{err}");
        assert!(!err.contains("another program"), "{err}");
        assert_eq!(std::fs::read_to_string(&sub).unwrap(), "not a folder");
    }

    /// A record with a second name (a hard link) is written in place: both names hold the new
    /// game (a new file renamed over one name left the old game under the other), and its
    /// mode stays.
    #[test]
    fn a_record_with_a_second_name_is_written_in_place() {
        use std::os::unix::fs::{MetadataExt, PermissionsExt};
        let dir = tempfile::tempdir().unwrap();
        let a = dir.path().join("game.pgn");
        let b = dir.path().join("also.pgn");
        std::fs::write(&a, "1. d6 *\n").unwrap();
        std::fs::set_permissions(&a, std::fs::Permissions::from_mode(0o640)).unwrap();
        std::fs::hard_link(&a, &b).unwrap();
        let Opened::Mine(mut f, _) = RecordFile::open(&a).unwrap() else {
            panic!("not mine");
        };
        f.save("1. d6 f4 2. d2 *\n").unwrap();
        assert_eq!(std::fs::read_to_string(&b).unwrap(), "1. d6 f4 2. d2 *\n");
        // Shorter again (an undo): cut to its length, under both names.
        f.save("1. d6 f4 *\n").unwrap();
        assert_eq!(std::fs::read_to_string(&b).unwrap(), "1. d6 f4 *\n");
        let (ma, mb) = (
            std::fs::metadata(&a).unwrap(),
            std::fs::metadata(&b).unwrap(),
        );
        assert_eq!((ma.ino(), ma.nlink()), (mb.ino(), 2));
        assert_eq!(ma.mode() & 0o7777, 0o640);
        // Still this game's: a second owner finds it busy under either name.
        assert!(matches!(RecordFile::open(&b), Ok(Opened::Busy(_))));
    }

    /// A record another user owns, in a shared folder, keeps its owner and mode when this
    /// user saves (root gives the new file away; anyone else writes it in place): before, it
    /// became the saver's.
    #[cfg(target_os = "linux")]
    #[test]
    fn a_record_owned_by_another_user_keeps_its_owner_and_mode() {
        use std::os::unix::fs::{MetadataExt, PermissionsExt};
        const CHILD: &str = "MORRIS_FILE_TEST_OWNER_AS_NOBODY";
        let name = "store::file::tests::a_record_owned_by_another_user_keeps_its_owner_and_mode";
        let save = |path: &Path, text: &str| {
            let Opened::Mine(mut f, _) = RecordFile::open(path).unwrap() else {
                panic!("not mine");
            };
            f.save(text).unwrap();
        };
        if let Ok(d) = std::env::var(CHILD) {
            // Nobody, saving root's record.
            save(&PathBuf::from(d).join("shared.pgn"), "1. d6 f4 *\n");
            return;
        }
        let dir = tempfile::tempdir().unwrap();
        let shared = dir.path().join("shared.pgn");
        std::fs::write(&shared, "1. d6 *\n").unwrap();
        std::fs::set_permissions(&shared, std::fs::Permissions::from_mode(0o666)).unwrap();
        let before = std::fs::metadata(&shared).unwrap();
        if !again_as_nobody(name, CHILD, dir.path()) {
            // Not root: another user's file cannot be made here.
            return;
        }
        let after = std::fs::metadata(&shared).unwrap();
        assert_eq!(std::fs::read_to_string(&shared).unwrap(), "1. d6 f4 *\n");
        assert_eq!((after.uid(), after.gid()), (before.uid(), before.gid()));
        assert_eq!(after.mode() & 0o7777, 0o666);
        // Root saving nobody's record gives the new file to nobody, its mode kept.
        let theirs = dir.path().join("theirs.pgn");
        std::fs::write(&theirs, "1. d6 *\n").unwrap();
        std::fs::set_permissions(&theirs, std::fs::Permissions::from_mode(0o604)).unwrap();
        std::os::unix::fs::chown(&theirs, Some(65534), Some(65534)).unwrap();
        save(&theirs, "1. d6 f4 *\n");
        let m = std::fs::metadata(&theirs).unwrap();
        assert_eq!((m.uid(), m.gid(), m.mode() & 0o7777), (65534, 65534, 0o604));
        assert_eq!(std::fs::read_to_string(&theirs).unwrap(), "1. d6 f4 *\n");
    }
}

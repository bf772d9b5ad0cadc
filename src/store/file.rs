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
//! - **Nothing overwritten.** Kept-aside and unreadable files take the next free name
//!   ([`move_to_free`]); new files are created exclusively ([`RecordFile::reserve_beside`]).
//! - **Symlinks** are followed: the target is replaced atomically, in its own folder, keeping
//!   its permissions. A record that is not a regular file is refused.
//! - **Bounded reading** ([`read_text`]): regular files of at most [`MAX_RECORD_BYTES`].

use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

/// The largest record read: far beyond any real game.
pub const MAX_RECORD_BYTES: u64 = 64 << 20;

/// Why a record could not be read.
#[derive(Debug)]
pub enum ReadError {
    /// There is no such file.
    NotFound,
    /// It is a folder, a FIFO, a device…: not a record.
    NotRegular(&'static str),
    /// Bigger than [`MAX_RECORD_BYTES`].
    TooBig(u64),
    /// Not UTF-8 text.
    NotText,
    /// The system refused (permissions, I/O error).
    Io(std::io::Error),
}

impl ReadError {
    /// Whether the file itself is broken (rather than unreachable): only then may a saved game
    /// be moved away as unreadable.
    pub fn is_corrupt(&self) -> bool {
        matches!(self, ReadError::NotText)
    }
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReadError::NotFound => write!(f, "no such file"),
            ReadError::NotRegular(kind) => write!(f, "{kind}, not a record file"),
            ReadError::TooBig(n) => write!(
                f,
                "{} MB is too big for a record (the limit is {} MB)",
                n >> 20,
                MAX_RECORD_BYTES >> 20
            ),
            ReadError::NotText => write!(f, "not a text file (not UTF-8)"),
            ReadError::Io(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for ReadError {}

fn kind_of(meta: &std::fs::Metadata) -> Option<&'static str> {
    use std::os::unix::fs::FileTypeExt;
    let t = meta.file_type();
    if t.is_file() {
        None
    } else if t.is_dir() {
        Some("a folder")
    } else if t.is_fifo() {
        Some("a FIFO (named pipe)")
    } else if t.is_char_device() || t.is_block_device() {
        Some("a device")
    } else if t.is_socket() {
        Some("a socket")
    } else {
        Some("not a regular file")
    }
}

fn io_error(e: std::io::Error) -> ReadError {
    if e.kind() == std::io::ErrorKind::NotFound {
        ReadError::NotFound
    } else {
        ReadError::Io(e)
    }
}

/// Reads a record's text: only a regular file (checked before opening, so a FIFO never blocks,
/// and again on the open file), of at most [`MAX_RECORD_BYTES`] (checked while reading too, in
/// case it grows).
pub fn read_text(path: &Path) -> Result<String, ReadError> {
    let meta = std::fs::metadata(path).map_err(io_error)?;
    if let Some(kind) = kind_of(&meta) {
        return Err(ReadError::NotRegular(kind));
    }
    let file = File::open(path).map_err(io_error)?;
    read_open(&file)
}

fn read_open(mut file: &File) -> Result<String, ReadError> {
    let meta = file.metadata().map_err(ReadError::Io)?;
    if let Some(kind) = kind_of(&meta) {
        return Err(ReadError::NotRegular(kind));
    }
    if meta.len() > MAX_RECORD_BYTES {
        return Err(ReadError::TooBig(meta.len()));
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    (&mut file)
        .take(MAX_RECORD_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(ReadError::Io)?;
    if bytes.len() as u64 > MAX_RECORD_BYTES {
        return Err(ReadError::TooBig(bytes.len() as u64));
    }
    String::from_utf8(bytes).map_err(|_| ReadError::NotText)
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

/// How a new name beside a file is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Naming {
    /// `current.1.pgn`, `current.2.pgn`: kept-aside games and second copies on the default place.
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
    let file = match naming {
        Naming::Numbered => format!("{stem}.{n}.{ext}"),
        Naming::Dashed => {
            // Beside `game-2.pgn` comes `game-3.pgn`, not `game-2-2.pgn`.
            let base = match stem.rsplit_once('-') {
                Some((b, num)) if !b.is_empty() && num.parse::<u32>().is_ok() => b,
                _ => stem.as_str(),
            };
            format!("{base}-{}.{ext}", n + 1)
        }
        Naming::Unreadable if n == 1 => format!("{name}.unreadable"),
        Naming::Unreadable => format!("{name}.unreadable.{n}"),
    };
    path.with_file_name(file)
}

/// Moves `from` to the first free name beside `like`, never replacing a file (a hard link then
/// an unlink; where links are not supported, a rename to a name checked free). Returns the name.
pub fn move_to_free(from: &Path, like: &Path, naming: Naming) -> Result<PathBuf> {
    for n in 1..10_000 {
        let to = name_beside(like, naming, n);
        match std::fs::hard_link(from, &to) {
            Ok(()) => {
                std::fs::remove_file(from)
                    .with_context(|| format!("cannot move {}", from.display()))?;
                return Ok(to);
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(_) if std::fs::symlink_metadata(&to).is_err() => {
                std::fs::rename(from, &to)
                    .with_context(|| format!("cannot move {}", from.display()))?;
                return Ok(to);
            }
            Err(_) => continue,
        }
    }
    anyhow::bail!("too many files beside {}", like.display())
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
}

impl RecordFile {
    /// Opens (and locks) the record at `path`; a missing file is fine (it is created by the
    /// first save). Not a regular file, too big, unreadable: an error, and the file is left
    /// alone.
    pub fn open(path: &Path) -> Result<Opened, ReadError> {
        let target = resolve(path);
        let mut rf = RecordFile {
            shown: path.to_path_buf(),
            target,
            lock: None,
            last: None,
            reserved: false,
        };
        let meta = match std::fs::metadata(&rf.target) {
            Ok(m) => m,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Ok(Opened::Mine(rf, None));
            }
            Err(e) => return Err(ReadError::Io(e)),
        };
        if let Some(kind) = kind_of(&meta) {
            return Err(ReadError::NotRegular(kind));
        }
        let file = File::open(&rf.target).map_err(io_error)?;
        match file.try_lock() {
            Ok(()) => {}
            Err(std::fs::TryLockError::WouldBlock) => {
                return Ok(Opened::Busy(read_open(&file)));
            }
            // A file system without locks: play without one.
            Err(std::fs::TryLockError::Error(_)) => {}
        }
        let text = read_open(&file)?;
        rf.lock = Some(file);
        rf.last = Some(text.clone());
        Ok(Opened::Mine(rf, Some(text)))
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
                    });
                }
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => {
                    return Err(e).with_context(|| format!("cannot create {}", path.display()));
                }
            }
        }
        anyhow::bail!("too many files beside {}", like.display())
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
                anyhow::bail!("cannot write {}: it is {kind}", self.shown.display());
            }
            let ours = matches!((&disk, &self.last), (Ok(d), Some(l)) if d == l);
            if !ours {
                let aside = move_to_free(&self.target, &self.target, Naming::Numbered)
                    .context("cannot keep aside the version another program wrote")?;
                kept = Some(aside);
            }
        }
        let file = write_locked(&self.target, text)?;
        self.lock = Some(file);
        self.last = Some(text.to_string());
        self.reserved = false;
        Ok(kept)
    }

    /// Moves this record out of the way of a new game, to the next free numbered name (only for
    /// the default place, whose records the game owns). Returns the new name.
    pub fn keep_aside(&mut self) -> Result<Option<PathBuf>> {
        if std::fs::symlink_metadata(&self.target).is_err() {
            return Ok(None);
        }
        let aside = move_to_free(&self.target, &self.target, Naming::Numbered)?;
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

/// [`super::write_atomic`], returning the new file's handle, locked before the rename so that
/// the record is never unlocked between two versions.
fn write_locked(path: &Path, contents: &str) -> Result<File> {
    let mut file = None;
    super::write_atomic_inner(
        path,
        contents,
        || Ok(()),
        |tmp| {
            let _ = tmp.try_lock();
            file = tmp.try_clone().ok();
        },
    )?;
    file.context("cannot keep the record open")
}

/// Removes temporary files (`.morris-*.tmp`) that a killed game left in `dir`: those older than
/// a minute, so that a save in progress in another game is never touched.
pub fn remove_stale_temps(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let limit = std::time::SystemTime::now() - std::time::Duration::from_secs(60);
    for entry in entries.flatten() {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if !(name.starts_with(".morris-") && name.ends_with(".tmp")) {
            continue;
        }
        if let Ok(meta) = entry.metadata()
            && meta.is_file()
            && meta.modified().is_ok_and(|m| m < limit)
        {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        a.save("one\n").unwrap();
        assert!(matches!(RecordFile::open(&path).unwrap(), Opened::Busy(Ok(t)) if t == "one\n"));
        a.save("two\n").unwrap();
        assert!(matches!(RecordFile::open(&path).unwrap(), Opened::Busy(Ok(t)) if t == "two\n"));
        drop(a);
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

    #[test]
    fn only_regular_files_of_a_sane_size_are_read() {
        assert!(matches!(
            read_text(Path::new("/dev/zero")),
            Err(ReadError::NotRegular(_))
        ));
        assert!(matches!(
            read_text(Path::new("/")),
            Err(ReadError::NotRegular(_))
        ));
        let dir = tempfile::tempdir().unwrap();
        let big = dir.path().join("big.pgn");
        let f = File::create(&big).unwrap();
        f.set_len(MAX_RECORD_BYTES + 1).unwrap();
        assert!(matches!(read_text(&big), Err(ReadError::TooBig(_))));
    }
}

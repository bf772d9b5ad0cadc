//! Every file the game keeps: the folders (found once, at the start: [`Paths`]), one bounded
//! reader ([`read`]), atomic writes, the record a game plays in ([`file`]), the game's session
//! on it ([`session`]: open, save, keep aside, save as, release, and every record tag), the
//! scoreboard ([`scores`]), the list of saved games ([`saved`]) and the solved tables
//! ([`tables`]). Nothing else in the program opens a file of its own.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::Result;

pub mod file;
pub mod learn;
pub mod made;
pub mod prefs;
pub mod puzzles;
pub mod read;
pub mod said;
pub mod saved;
pub mod scores;
pub mod session;
pub mod stats;
pub mod tables;
pub mod tags;
pub mod waiting;

/// The folders of this user's morris, found once at the start (the platform's usual places:
/// `~/.local/share/morris/`, `~/.cache/morris/`, `~/.config/morris/` on Linux) and handed to
/// whatever needs them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Paths {
    /// The data folder: the default record (`current.pgn`), the games kept aside beside it,
    /// the scoreboard.
    pub data: Option<PathBuf>,
    /// The cache folder: the solved classes.
    pub cache: Option<PathBuf>,
    /// The preferences file.
    pub config: Option<PathBuf>,
    /// The home folder, for `~/` in a path the player types.
    pub home: Option<PathBuf>,
}

impl Paths {
    /// The platform's folders for this user (none where it has none, as without a home).
    pub fn from_env() -> Paths {
        let dirs = directories::ProjectDirs::from("", "", "morris");
        Paths {
            data: dirs.as_ref().map(|d| d.data_dir().to_path_buf()),
            cache: dirs.as_ref().map(|d| d.cache_dir().to_path_buf()),
            config: dirs.as_ref().map(|d| d.config_dir().join("config.toml")),
            home: directories::BaseDirs::new().map(|b| b.home_dir().to_path_buf()),
        }
    }

    /// Where a game without a file is kept: `current.pgn` in the data folder.
    pub fn default_record(&self) -> Option<PathBuf> {
        self.data.as_ref().map(|d| d.join(DEFAULT_RECORD))
    }

    /// The solved tables' files in the cache folder, if there is one (and a data folder for
    /// the key of their seals).
    pub fn tables(&self) -> Option<Arc<dyn crate::solve::TableFiles>> {
        tables::at(self.cache.as_deref()?, self.data.as_deref()?)
    }

    /// A path as the screen shows it: the home folder written as `~`.
    pub fn shown(&self, path: &Path) -> String {
        match self.home.as_deref().map(|h| path.strip_prefix(h)) {
            Some(Ok(rest)) => format!("~/{}", crate::text::path(rest)),
            _ => display_path(path),
        }
    }

    /// A path the player typed, with `~/` for the home folder.
    pub fn typed(&self, typed: &str) -> PathBuf {
        match (typed.strip_prefix("~/"), &self.home) {
            (Some(rest), Some(home)) => home.join(rest),
            _ => PathBuf::from(typed),
        }
    }
}

/// The name of the default record in the data folder.
pub const DEFAULT_RECORD: &str = "current.pgn";

/// Writes `contents` to `path` atomically: a temporary file in the same folder, then a rename,
/// so that a crash at any moment leaves either the old file or the new one, whole. A path that
/// is a symlink is written through: the target is replaced, in its own folder. The file keeps
/// its mode and owner; one with a second name (a hard link), or another user's that only root
/// could give back, is written in place instead (see [`file::write_over`]).
pub fn write_atomic(path: &Path, contents: &str) -> Result<()> {
    write_atomic_with(path, contents, || Ok(()))
}

/// [`write_atomic`], with a hook that runs between writing and renaming (tests use it to fail
/// there).
pub fn write_atomic_with(
    path: &Path,
    contents: &str,
    before_rename: impl FnOnce() -> std::io::Result<()>,
) -> Result<()> {
    let target = file::resolve(path);
    let tmp = write_temp(&target, contents.as_bytes())?;
    before_rename().map_err(|e| cannot(file::Verb::Write, &target, &e))?;
    // Its mode and owner kept; a file with a second name (a hard link) or another user's is
    // written in place, so that it stays the same file.
    file::write_over(&target, tmp, contents)?;
    Ok(())
}

/// The error of a write, naming the file: never the temporary file, nor a bare os error.
fn cannot(verb: file::Verb, path: &Path, e: &std::io::Error) -> anyhow::Error {
    anyhow::Error::new(file::FileError::Cannot {
        verb,
        path: path.display().to_string(),
        why: e.into(),
    })
}

/// A temporary file beside `path` (`.morris-*.tmp`) holding `contents`, on the disk: the new
/// version of `path`, to rename over it. A new file gets the modes any program's new file
/// gets (0644 under the usual umask), not a temporary file's 0600; where `path` exists, its
/// own.
pub(crate) fn write_temp(path: &Path, contents: &[u8]) -> Result<tempfile::NamedTempFile> {
    write_temp_as(path, &[contents], true)
}

/// [`write_temp`] for a file of morris's own that replaces the old one whatever its mode (a
/// table in the cache): the new file gets the mode the umask gives, never the old file's (one
/// made world-writable stays so no longer). Its contents are `parts`, one after the other.
pub(crate) fn write_temp_new(path: &Path, parts: &[&[u8]]) -> Result<tempfile::NamedTempFile> {
    write_temp_as(path, parts, false)
}

fn write_temp_as(path: &Path, parts: &[&[u8]], old_mode: bool) -> Result<tempfile::NamedTempFile> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let mut builder = tempfile::Builder::new();
    builder.prefix(TEMP_PREFIX).suffix(TEMP_SUFFIX);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    let mut tmp = builder
        .tempfile_in(dir)
        .map_err(|e| cannot(file::Verb::Write, path, &e))?;
    if old_mode && let Ok(meta) = std::fs::metadata(path) {
        let _ = tmp.as_file().set_permissions(meta.permissions());
    }
    parts
        .iter()
        .try_for_each(|p| tmp.write_all(p))
        .and_then(|()| tmp.as_file().sync_all())
        .map_err(|e| cannot(file::Verb::Write, path, &e))?;
    Ok(tmp)
}

/// The names of temporary files: `.morris-XXXXXX.tmp`.
const TEMP_PREFIX: &str = ".morris-";
const TEMP_SUFFIX: &str = ".tmp";

/// Creates `path` (and its folder) with `contents`, never replacing a file: the new file
/// appears whole or not at all, and one made meanwhile by anyone else is left as it is (an
/// error says it exists).
pub fn create_new(path: &Path, contents: &str) -> Result<()> {
    create_new_with(path, contents, || Ok(()))
}

/// [`create_new`], with a hook that runs just before the file takes its name (tests make the
/// file there, as another program would).
pub fn create_new_with(
    path: &Path,
    contents: &str,
    before_link: impl FnOnce() -> std::io::Result<()>,
) -> Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| cannot(file::Verb::Make, dir, &e))?;
    }
    let tmp = write_temp(path, contents.as_bytes())?;
    before_link().map_err(|e| cannot(file::Verb::Write, path, &e))?;
    // A link, or a rename that refuses an existing target: never a plain rename.
    match tmp.persist_noclobber(path) {
        Ok(_) => Ok(()),
        Err(e) if e.error.kind() == std::io::ErrorKind::AlreadyExists => {
            anyhow::bail!("{} exists already; it was not replaced", display_path(path))
        }
        Err(e) => Err(cannot(file::Verb::Write, path, &e.error)),
    }
}

/// Removes temporary files (`.morris-*.tmp`) that a killed program left in `dir`: those older
/// than a minute, so that a save in progress in another game is never touched.
pub fn remove_stale_temps(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let limit = std::time::SystemTime::now() - std::time::Duration::from_secs(60);
    for entry in entries.flatten() {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if !(name.starts_with(TEMP_PREFIX) && name.ends_with(TEMP_SUFFIX)) {
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

/// An I/O error in words a player understands: `no such folder`, `permission denied` (the
/// words are [`IoWhy`]'s, in [`crate::words::store`]).
pub fn plain_io_error(e: &std::io::Error) -> String {
    IoWhy::from(e).to_string()
}

/// Whether this is the very first start: no preferences file, and nothing in the data folder
/// (no record, no scoreboard, no progress). A folder that cannot be read counts as not empty:
/// the offer is for a new player, not for a broken set-up.
pub fn first_start(paths: &Paths) -> bool {
    let no_prefs = paths
        .config
        .as_deref()
        .is_none_or(|c| std::fs::symlink_metadata(c).is_err());
    let no_data = paths
        .data
        .as_deref()
        .is_none_or(|d| match std::fs::read_dir(d) {
            Ok(mut entries) => entries.next().is_none(),
            Err(e) => e.kind() == std::io::ErrorKind::NotFound,
        });
    no_prefs && no_data
}

/// Why the system refused: the kind of the I/O error, and what the system said (for a kind
/// that has no words of its own). Its words are in [`crate::words::store`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IoWhy {
    /// The kind of error (`PermissionDenied`, `StorageFull`…).
    pub kind: std::io::ErrorKind,
    /// What the system said.
    pub said: String,
}

impl From<std::io::Error> for IoWhy {
    fn from(e: std::io::Error) -> IoWhy {
        IoWhy::from(&e)
    }
}

impl From<&std::io::Error> for IoWhy {
    fn from(e: &std::io::Error) -> IoWhy {
        IoWhy {
            kind: e.kind(),
            said: e.to_string(),
        }
    }
}

/// Moves a record out of the way of a new game: `game.pgn` becomes `game.1.pgn` (or the next
/// free number, never replacing a file). Returns the new path.
pub fn keep_aside(path: &Path) -> Result<PathBuf> {
    file::move_to_free(path, path, file::Naming::Numbered)
}

/// Today's date as a record writes it: `2026.11.29` (UTC).
pub fn today() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (y, m, d) = civil_from_days((secs / 86_400) as i64);
    format!("{y:04}.{m:02}.{d:02}")
}

/// Days since 1970-01-01 to a calendar date (proleptic Gregorian).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

/// A path for people: the home folder written as `~`.
pub fn display_path(path: &Path) -> String {
    if let Some(home) = directories::BaseDirs::new().map(|b| b.home_dir().to_path_buf())
        && let Ok(rest) = path.strip_prefix(&home)
    {
        return format!("~/{}", crate::text::path(rest));
    }
    crate::text::path(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A file with a second name (the preferences linked from a folder of dotfiles, say) is
    /// written in place: both names hold the new text (a rename left the old under the other).
    #[test]
    fn a_file_with_a_second_name_stays_one_file() {
        let dir = tempfile::tempdir().unwrap();
        let (a, b) = (dir.path().join("config.toml"), dir.path().join("dotfile"));
        std::fs::write(&a, "white = \"Ann\"\n").unwrap();
        std::fs::hard_link(&a, &b).unwrap();
        write_atomic(&a, "white = \"Bea\"\n").unwrap();
        assert_eq!(std::fs::read_to_string(&b).unwrap(), "white = \"Bea\"\n");
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_new_file_honours_the_umask_and_an_old_one_keeps_its_mode() {
        use std::os::unix::fs::PermissionsExt;
        let status = std::fs::read_to_string("/proc/self/status").unwrap();
        let umask = status
            .lines()
            .find_map(|l| l.strip_prefix("Umask:"))
            .map(|m| u32::from_str_radix(m.trim(), 8).unwrap())
            .unwrap();
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.pgn");
        write_atomic_with(&path, "1. d6 *\n", || Ok(())).unwrap();
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&path), 0o666 & !umask, "umask {umask:o}");
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).unwrap();
        write_atomic_with(&path, "1. d6 d2 *\n", || Ok(())).unwrap();
        assert_eq!(mode(&path), 0o600);
    }

    #[test]
    fn kept_games_take_the_next_free_number() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("current.pgn");
        std::fs::write(&path, "one").unwrap();
        assert_eq!(keep_aside(&path).unwrap(), dir.path().join("current.1.pgn"));
        std::fs::write(&path, "two").unwrap();
        assert_eq!(keep_aside(&path).unwrap(), dir.path().join("current.2.pgn"));
        assert_eq!(
            std::fs::read_to_string(dir.path().join("current.1.pgn")).unwrap(),
            "one"
        );
        assert!(!path.exists());
    }

    /// `config --init` never replaces a file: one made meanwhile by someone else, between the
    /// look for it and the writing, stays as it was (before, a plain rename replaced it).
    #[test]
    fn a_file_made_meanwhile_is_never_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("config.toml");
        let e = create_new_with(&path, "# the template\n", || {
            std::fs::write(&path, "black = \"Bob\"\n")
        })
        .unwrap_err();
        assert!(e.to_string().contains("exists already"), "{e}");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "black = \"Bob\"\n");
        // Nothing left behind: no temporary file.
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
        // A free name is written whole, once.
        let other = dir.path().join("new.toml");
        create_new(&other, "# the template\n").unwrap();
        assert_eq!(std::fs::read_to_string(&other).unwrap(), "# the template\n");
        assert!(create_new(&other, "again").is_err());
        assert_eq!(std::fs::read_to_string(&other).unwrap(), "# the template\n");
    }

    #[test]
    fn dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(20_786), (2026, 11, 29));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
    }
}

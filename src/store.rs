//! Keeping games on disk: atomic writes, the default save place, today's date. The policy for
//! the record a game plays in (locks, keeping aside, symlinks, bounded reading) is in [`file`].

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::Result;

pub mod file;
pub mod scores;

/// Writes `contents` to `path` atomically: a temporary file in the same folder, then a rename,
/// so that a crash at any moment leaves either the old file or the new one, whole.
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
    write_atomic_inner(path, contents, before_rename, |_| {})
}

/// The atomic write. A path that is a symlink is written through: the target is replaced, in
/// its own folder. An existing file's permissions are kept. `on_tmp` sees the new file just
/// before it takes the record's place.
pub(crate) fn write_atomic_inner(
    path: &Path,
    contents: &str,
    before_rename: impl FnOnce() -> std::io::Result<()>,
    on_tmp: impl FnOnce(&std::fs::File),
) -> Result<()> {
    let target = file::resolve(path);
    let path = target.as_path();
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    // Errors name the record, in words: never the temporary file, nor a bare os error.
    let cannot = |verb: &str, e: &std::io::Error| {
        anyhow::anyhow!("cannot {verb} {}: {}", path.display(), plain_io_error(e))
    };
    let mut builder = tempfile::Builder::new();
    builder.prefix(".morris-").suffix(".tmp");
    // A new file gets the modes any program's new file gets (0644 under the usual umask), not
    // the temporary file's 0600; an existing one keeps its own (below).
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    let mut tmp = builder.tempfile_in(dir).map_err(|e| cannot("write", &e))?;
    if let Ok(meta) = std::fs::metadata(path) {
        let _ = tmp.as_file().set_permissions(meta.permissions());
    }
    tmp.write_all(contents.as_bytes())
        .and_then(|()| tmp.as_file().sync_all())
        .map_err(|e| cannot("write", &e))?;
    before_rename().map_err(|e| cannot("write", &e))?;
    on_tmp(tmp.as_file());
    tmp.persist(path).map_err(|e| cannot("replace", &e.error))?;
    Ok(())
}

/// An I/O error in words a player understands: `no such folder`, `permission denied`.
pub fn plain_io_error(e: &std::io::Error) -> String {
    use std::io::ErrorKind as K;
    match e.kind() {
        K::NotFound => "no such folder".into(),
        K::PermissionDenied => "permission denied".into(),
        K::ReadOnlyFilesystem => "the file system is read-only".into(),
        K::StorageFull => "the disk is full".into(),
        K::NotADirectory => "a part of the path is not a folder".into(),
        K::IsADirectory => "that is a folder".into(),
        _ => {
            // Without the "(os error N)" and any temporary path tempfile adds.
            let text = e.to_string();
            let text = text.split(" (os error").next().unwrap_or(&text);
            text.split(" at path").next().unwrap_or(text).to_lowercase()
        }
    }
}

/// Moves a record out of the way of a new game: `game.pgn` becomes `game.1.pgn` (or the next
/// free number, never replacing a file). Returns the new path.
pub fn keep_aside(path: &Path) -> Result<PathBuf> {
    file::move_to_free(path, path, file::Naming::Numbered)
}

/// Where a game without a file is kept: `current.pgn` in the user's data folder
/// (`~/.local/share/morris/` on Linux).
pub fn default_save_path() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "morris").map(|d| d.data_dir().join("current.pgn"))
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
        return format!("~/{}", rest.display());
    }
    path.display().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(20_786), (2026, 11, 29));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
    }
}

//! The puzzle sets made on demand for rules that are not a preset's own (issue 37): one file
//! a rule set in the cache folder, `puzzles/<rules key>.txt`, in the shipped sets' text format
//! (docs/puzzles.md), written whole and renamed into place, read back bounded. What is read
//! is checked by the one who made it (the puzzle worker, [`crate::tui::maker`]), against the
//! exact values: a damaged set is refused there and made again.

use std::path::{Path, PathBuf};

use super::read::{self, Limit, ReadError};

/// A made set: a few hundred lines at most; anything far larger is not one.
pub const MADE: Limit = Limit {
    bytes: 1 << 20,
    what: "a set of puzzles",
};

/// The file of the set made for the rules whose cache key is `key`, in the cache folder.
pub fn path(cache: &Path, key: &str) -> PathBuf {
    cache.join("puzzles").join(format!("{key}.txt"))
}

/// The set's text, `Ok(None)` where none was made, or why it cannot be read.
pub fn read(path: &Path) -> Result<Option<String>, String> {
    match read::read_text(path, MADE) {
        Ok(text) => Ok(Some(text)),
        Err(ReadError::NotFound) => Ok(None),
        Err(e) => Err(e.to_string()),
    }
}

/// Keeps the set's text at `path`, atomically (a reader sees the old set or the new one).
///
/// The file is the cache's own, made again whenever what is there is refused: a link in its
/// place (a symbolic link, a second name of another file) is never followed nor written
/// through. The name is replaced, and the file it led to is left as it was.
pub fn write(path: &Path, text: &str) -> Result<(), String> {
    use std::os::unix::fs::MetadataExt;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| super::plain_io_error(&e))?;
    }
    let io = |e: std::io::Error| super::plain_io_error(&e);
    if let Ok(m) = std::fs::symlink_metadata(path)
        && (m.file_type().is_symlink() || (m.is_file() && m.nlink() > 1))
    {
        std::fs::remove_file(path).map_err(io)?;
    }
    let tmp = super::write_temp(path, text.as_bytes())
        .map_err(|e| crate::text::clean(&format!("{e:#}")))?;
    tmp.persist(path).map_err(|e| io(e.error))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_set_is_written_and_read_back_and_a_missing_one_is_none() {
        let dir = tempfile::tempdir().unwrap();
        let p = path(dir.path(), "k");
        assert_eq!(read(&p), Ok(None));
        write(&p, "a line\n").unwrap();
        assert_eq!(read(&p), Ok(Some("a line\n".into())));
    }

    /// A link in the set's place (put there by someone else) is replaced, never written
    /// through: the file it led to keeps its text.
    #[test]
    fn a_link_in_the_set_s_place_is_replaced_not_written_through() {
        let dir = tempfile::tempdir().unwrap();
        let p = path(dir.path(), "k");
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        let victim = dir.path().join("victim.txt");
        std::fs::write(&victim, "notes\n").unwrap();
        std::os::unix::fs::symlink(&victim, &p).unwrap();
        write(&p, "a set\n").unwrap();
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "notes\n");
        assert_eq!(read(&p), Ok(Some("a set\n".into())));
        assert!(
            !std::fs::symlink_metadata(&p)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        // A second name of the victim's file: the same.
        std::fs::remove_file(&p).unwrap();
        std::fs::hard_link(&victim, &p).unwrap();
        write(&p, "another set\n").unwrap();
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "notes\n");
        assert_eq!(read(&p), Ok(Some("another set\n".into())));
    }

    #[test]
    fn a_file_too_large_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let p = path(dir.path(), "k");
        write(&p, &"x".repeat((MADE.bytes + 1) as usize)).unwrap();
        assert!(read(&p).is_err());
    }
}

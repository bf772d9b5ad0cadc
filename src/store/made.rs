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
pub fn write(path: &Path, text: &str) -> Result<(), String> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| super::plain_io_error(&e))?;
    }
    super::write_atomic(path, text).map_err(|e| crate::text::clean(&format!("{e:#}")))
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

    #[test]
    fn a_file_too_large_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let p = path(dir.path(), "k");
        write(&p, &"x".repeat((MADE.bytes + 1) as usize)).unwrap();
        assert!(read(&p).is_err());
    }
}

//! The solved classes' files: `<cache>/<rules key>/<a>v<b>.tb`, behind the solver's
//! [`TableFiles`]. The solver hands over bytes and takes bytes back; here they are read with
//! the one bounded reader (a FIFO or a device in a class's place is never read, only
//! replaced), written atomically (a temporary file, then a rename over whatever has the name),
//! and the temporary files of a program killed while writing are removed.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::solve::TableFiles;

/// The tables kept in `dir`, as the solver takes them.
pub fn at(dir: &Path) -> Option<Arc<dyn TableFiles>> {
    Some(Arc::new(TableDir::open(dir)))
}

/// The tables' folder of this user (the cache folder).
#[derive(Debug)]
pub struct TableDir {
    dir: PathBuf,
}

impl TableDir {
    /// The tables in `dir`. Temporary files older than a minute in its rule sets' folders are
    /// what a killed program left: they are removed.
    pub fn open(dir: &Path) -> TableDir {
        if let Ok(entries) = std::fs::read_dir(dir) {
            for entry in entries.flatten() {
                if entry.file_type().is_ok_and(|t| t.is_dir()) {
                    super::remove_stale_temps(&entry.path());
                }
            }
        }
        TableDir {
            dir: dir.to_path_buf(),
        }
    }

    /// The file of class (a, b) under rules `key`.
    pub fn file(&self, key: &str, a: u8, b: u8) -> PathBuf {
        self.dir.join(key).join(format!("{a}v{b}.tb"))
    }
}

impl TableFiles for TableDir {
    fn read(&self, key: &str, a: u8, b: u8) -> Option<Vec<u8>> {
        super::read::read_bytes(&self.file(key, a, b), super::read::TABLE).ok()
    }

    fn has(&self, key: &str, a: u8, b: u8) -> bool {
        self.file(key, a, b).exists()
    }

    fn write(&self, key: &str, a: u8, b: u8, bytes: &[u8]) -> Result<(), String> {
        let path = self.file(key, a, b);
        let folder = path.parent().unwrap_or(&self.dir);
        std::fs::create_dir_all(folder).map_err(|e| {
            format!(
                "cannot make {}: {}",
                super::display_path(folder),
                super::plain_io_error(&e)
            )
        })?;
        // The name is replaced, not written through: a link or a FIFO there is not ours.
        let tmp = super::write_temp(&path, bytes).map_err(|e| format!("{e:#}"))?;
        tmp.persist(&path).map_err(|e| {
            format!(
                "cannot replace {}: {}",
                super::display_path(&path),
                super::plain_io_error(&e.error)
            )
        })?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_class_is_kept_read_back_and_replaced_whatever_has_its_name() {
        let dir = tempfile::tempdir().unwrap();
        let t = TableDir::open(dir.path());
        assert_eq!(t.read("k", 3, 3), None);
        assert!(!t.has("k", 3, 3));
        t.write("k", 3, 3, b"one").unwrap();
        assert_eq!(t.read("k", 3, 3).as_deref(), Some(&b"one"[..]));
        // A link to a device and a FIFO are not read, and are replaced by the class.
        let path = t.file("k", 3, 3);
        std::fs::remove_file(&path).unwrap();
        std::os::unix::fs::symlink("/dev/zero", &path).unwrap();
        assert_eq!(t.read("k", 3, 3), None);
        t.write("k", 3, 3, b"two").unwrap();
        assert!(std::fs::symlink_metadata(&path).unwrap().is_file());
        assert_eq!(t.read("k", 3, 3).as_deref(), Some(&b"two"[..]));
        // A folder in its place cannot be replaced: said, in words.
        std::fs::remove_file(&path).unwrap();
        std::fs::create_dir(&path).unwrap();
        let e = t.write("k", 3, 3, b"three").unwrap_err();
        assert!(e.contains("3v3.tb"), "{e}");
        // The cache folder a file: said too.
        let file = dir.path().join("file");
        std::fs::write(&file, "").unwrap();
        let e = TableDir::open(&file).write("k", 3, 3, b"x").unwrap_err();
        assert!(e.contains("cannot make"), "{e}");
    }

    #[test]
    fn stale_temporary_files_are_removed_and_fresh_ones_kept() {
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("k");
        std::fs::create_dir_all(&folder).unwrap();
        let stale = folder.join(".morris-AbCdEf.tmp");
        let fresh = folder.join(".morris-GhIjKl.tmp");
        let other = folder.join("notes.tmp");
        for p in [&stale, &fresh, &other] {
            std::fs::write(p, "x").unwrap();
        }
        let old = std::time::SystemTime::now() - std::time::Duration::from_secs(600);
        std::fs::File::options()
            .write(true)
            .open(&stale)
            .unwrap()
            .set_modified(old)
            .unwrap();
        TableDir::open(dir.path());
        assert!(!stale.exists());
        assert!(fresh.exists() && other.exists());
    }
}

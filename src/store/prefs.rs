//! The preferences file on disk: read at start into the settings' values ([`load`]), and the
//! new-game screen's choices written back into it ([`remember`]) under a lock, keeping every
//! other line and comment. What the text means is `crate::settings::prefs`'s, which is pure.

use std::path::{Path, PathBuf};

use crate::settings::prefs::{Prefs, edit};
use crate::settings::table::{Key, Value};

/// Reads the file at `path` (the usual place, [`crate::store::Paths::config`]), if the
/// platform has one. A missing file is no warning.
pub fn load(path: Option<&Path>) -> Prefs {
    match path {
        Some(p) => load_from(p),
        None => Prefs::default(),
    }
}

/// Reads the file at `path`: only a regular file (a FIFO would block the start forever,
/// `/dev/zero` would fill the memory) of a preferences file's size (see
/// [`crate::store::read`]). Symbolic links are followed: a link to a regular file is fine.
pub fn load_from(path: &Path) -> Prefs {
    use crate::store::read::{PREFS, ReadError, read_bytes};
    let mut prefs = match read_bytes(path, PREFS) {
        Ok(bytes) => {
            let text = String::from_utf8_lossy(&bytes);
            let mut p = Prefs::parse(&text);
            p.exists = true;
            p
        }
        Err(ReadError::NotFound) => Prefs::default(),
        Err(e) => Prefs {
            exists: path.exists(),
            warnings: vec![format!("cannot read it: {e}; the defaults are used")],
            ..Prefs::default()
        },
    };
    prefs.path = Some(path.to_path_buf());
    prefs
}

/// Why the new-game screen's choices were not written to the preferences: the facts; their
/// words are in [`crate::words::store`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotRemembered {
    /// Another morris has held the preferences (this file) for more than a few seconds.
    Busy(PathBuf),
    /// This file, or this folder it is in, is read-only: it is left as it is.
    ReadOnly(PathBuf),
    /// Another reason, as the store says it.
    Said(String),
}

/// Writes `changes` into the preferences file at `path` (made from the template where there is
/// none): each setting given a value is set
/// (on its own line where the file has one, else on the template's commented line for it,
/// else above any `[section]`), each given `None` is commented out; every other line, and
/// every comment, stays as it was (see [`edit`]). The keys whose lines could not be rewritten
/// safely, left as they are; what went wrong, in words, if the file cannot be read or written.
pub fn remember(
    path: Option<&Path>,
    changes: &[(Key, Option<Value>)],
) -> Result<Vec<String>, NotRemembered> {
    remember_with(path, changes, || {})
}

/// [`remember`], with a hook that runs between reading the file and writing it (a test starts
/// another copy's change there).
fn remember_with(
    path: Option<&Path>,
    changes: &[(Key, Option<Value>)],
    before_write: impl FnOnce(),
) -> Result<Vec<String>, NotRemembered> {
    use crate::store::read::{PREFS, ReadError, read_bytes};
    let said = NotRemembered::Said;
    let Some(path) = path else {
        return Err(said(
            "this system has no config folder for a preferences file".into(),
        ));
    };
    let shown = crate::store::display_path(path);
    // Read, changed and written as one step: another morris's change made meanwhile (the
    // other copy's new-game screen) is read here, not written over.
    let _lock = lock_folder(path)?;
    let text = match read_bytes(path, PREFS) {
        Ok(bytes) => String::from_utf8(bytes)
            .map_err(|_| said(format!("{shown} is not text; it was left as it is")))?,
        // No file yet: it is made from the template, so that it has every setting
        // (commented out but the ones given), as `morris config --init` would have written it.
        Err(ReadError::NotFound) => crate::settings::table::template(),
        Err(e) => return Err(said(format!("{shown}: {e}"))),
    };
    let (out, left) = edit(&text, changes);
    before_write();
    if out == text {
        return Ok(left);
    }
    writable(path)?;
    crate::store::write_atomic(path, &out).map_err(|e| said(format!("{e:#}")))?;
    Ok(left)
}

/// Takes the lock on the preferences: the folder the file is in (after symlinks; made where
/// it is missing, as writing would make it), so that no lock file is left beside the player's own. `None` where the
/// folder cannot be made or opened (writing fails too, and says why); an error when another
/// morris holds it for more than a few seconds (it holds it for the milliseconds of reading,
/// changing and writing the file: one stopped in the middle must not stop this one for ever).
fn lock_folder(path: &Path) -> Result<Option<std::fs::File>, NotRemembered> {
    let target = crate::store::file::resolve(path);
    let Some(dir) = target.parent().filter(|d| !d.as_os_str().is_empty()) else {
        return Ok(None);
    };
    // As [`writable`] does: a symlink's missing folder is said, not made.
    if target == path {
        let _ = std::fs::create_dir_all(dir);
    }
    let Ok(folder) = std::fs::File::open(dir) else {
        return Ok(None);
    };
    // A wait that lasts is said (see [`crate::store::waiting`]).
    use crate::store::waiting::{Locked, Waiting, lock};
    match lock(&folder, || Waiting::Preferences(path.to_path_buf())) {
        Locked::Yes => Ok(Some(folder)),
        // A file system without locks.
        Locked::NoLocks => Ok(None),
        Locked::Held => Err(NotRemembered::Busy(path.to_path_buf())),
    }
}

/// Whether the preferences can be written at `path` (made where it is missing): a file or
/// folder this user may not write is left as it is, never replaced by renaming over it. The
/// words name what is read-only: the file, or its folder; a symlink's target is named plainly.
fn writable(path: &Path) -> Result<(), NotRemembered> {
    use NotRemembered::{ReadOnly, Said};
    use std::io::ErrorKind as K;
    let target = plain(&crate::store::file::resolve(path));
    let shown = |p: &Path| crate::store::display_path(p);
    let Some(dir) = target.parent().filter(|d| !d.as_os_str().is_empty()) else {
        return Ok(());
    };
    if target == path {
        std::fs::create_dir_all(dir).map_err(|e| {
            Said(format!(
                "cannot make {}: {}",
                shown(dir),
                crate::store::plain_io_error(&e)
            ))
        })?;
    }
    let read_only =
        |e: &std::io::Error| matches!(e.kind(), K::PermissionDenied | K::ReadOnlyFilesystem);
    if target.exists()
        && let Err(e) = std::fs::OpenOptions::new().write(true).open(&target)
    {
        return Err(match read_only(&e) {
            true => ReadOnly(target),
            false => Said(format!(
                "cannot write {}: {}",
                shown(&target),
                crate::store::plain_io_error(&e)
            )),
        });
    }
    // The new file is made beside it and renamed over it: the folder must take it.
    match tempfile::Builder::new().prefix(".morris-").tempfile_in(dir) {
        Ok(_) => Ok(()),
        Err(e) if read_only(&e) => Err(ReadOnly(dir.to_path_buf())),
        Err(e) if e.kind() == K::NotFound => Err(Said(format!(
            "cannot write {}: there is no folder {}",
            shown(&target),
            shown(dir)
        ))),
        Err(e) => Err(Said(format!(
            "cannot write in {}: {}",
            shown(dir),
            crate::store::plain_io_error(&e)
        ))),
    }
}

/// `path` without `.` and `..` steps, for the words (a symlink's relative target joined to
/// its folder reads `~/.config/morris/../../dotfiles/x.toml` otherwise).
fn plain(path: &Path) -> PathBuf {
    use std::path::Component;
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir if out.file_name().is_some() => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two copies of morris remembering at once (one the preset, the other a name, as two
    /// new-game screens started together do) both keep their change: the second reads the file
    /// once the first has written it, never the version before.
    #[test]
    fn two_copies_remembering_at_once_both_keep_their_change() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("morris/config.toml");
        let other = file.clone();
        let mut second = None;
        let twelve = [(Key::Variant, Some(Value::Text("twelve".into())))];
        remember_with(Some(&file), &twelve, || {
            // The other copy starts while this one has read the file and not yet written it,
            // and is given the time to finish if nothing holds it back.
            let (tx, rx) = std::sync::mpsc::channel();
            second = Some(std::thread::spawn(move || {
                let alice = [(Key::White, Some(Value::Text("Alice".into())))];
                let r = remember(Some(&other), &alice);
                let _ = tx.send(());
                r
            }));
            let _ = rx.recv_timeout(std::time::Duration::from_millis(500));
        })
        .unwrap();
        assert_eq!(second.unwrap().join().unwrap(), Ok(vec![]));
        let p = load_from(&file);
        assert_eq!(p.given.text(Key::Variant), Some("twelve"));
        assert_eq!(p.given.text(Key::White), Some("Alice"));
    }

    /// A preferences file or folder this user may not write is left as it is (attack #2,
    /// #8), its words naming what is read-only; a dangling symlink's target is named plainly.
    /// Root ignores the modes: as root the test runs itself again as `nobody` (by setpriv).
    #[cfg(target_os = "linux")]
    #[test]
    fn a_read_only_preferences_file_or_folder_is_left_as_it_is() {
        use std::os::unix::fs::PermissionsExt;
        const CHILD: &str = "MORRIS_PREFS_TEST_AS_NOBODY";
        let dir = match std::env::var(CHILD) {
            Ok(d) => PathBuf::from(d),
            Err(_) => {
                let dir = tempfile::tempdir().unwrap().keep();
                for d in ["file", "folder"] {
                    std::fs::create_dir_all(dir.join(d)).unwrap();
                }
                std::fs::write(
                    dir.join("file/config.toml"),
                    "# locked on purpose\nvariant = \"six\"\n",
                )
                .unwrap();
                std::fs::write(dir.join("folder/config.toml"), "variant = \"six\"\n").unwrap();
                let mode = |p: &Path, m| {
                    std::fs::set_permissions(p, std::fs::Permissions::from_mode(m)).unwrap()
                };
                mode(&dir, 0o777);
                mode(&dir.join("file"), 0o777);
                mode(&dir.join("file/config.toml"), 0o444);
                mode(&dir.join("folder/config.toml"), 0o666);
                mode(&dir.join("folder"), 0o555);
                std::os::unix::fs::symlink("../elsewhere/missing.toml", dir.join("file/link.toml"))
                    .unwrap();
                if std::fs::OpenOptions::new()
                    .write(true)
                    .open(dir.join("file/config.toml"))
                    .is_ok()
                {
                    // Root: once more as nobody.
                    let status = std::process::Command::new("setpriv")
                        .args(["--reuid=65534", "--regid=65534", "--clear-groups"])
                        .arg(std::env::current_exe().unwrap())
                        .args([
                            "--exact",
                            "prefs::tests::a_read_only_preferences_file_or_folder_is_left_as_it_is",
                        ])
                        .env(CHILD, &dir)
                        .status()
                        .unwrap();
                    mode(&dir.join("folder"), 0o755);
                    std::fs::remove_dir_all(&dir).unwrap();
                    assert!(status.success());
                    return;
                }
                dir
            }
        };
        let change = [(Key::Variant, Some(Value::Text("three".into())))];
        let file = dir.join("file/config.toml");
        let e = remember(Some(&file), &change).unwrap_err();
        assert_eq!(e, NotRemembered::ReadOnly(file.clone()));
        assert_eq!(e.to_string(), format!("{} is read-only", file.display()));
        assert_eq!(
            std::fs::read_to_string(&file).unwrap(),
            "# locked on purpose\nvariant = \"six\"\n"
        );
        let e = remember(Some(&dir.join("folder/config.toml")), &change).unwrap_err();
        assert_eq!(
            e.to_string(),
            format!("{} is read-only", dir.join("folder").display())
        );
        let e = remember(Some(&dir.join("file/link.toml")), &change).unwrap_err();
        assert_eq!(
            e.to_string(),
            format!(
                "cannot write {}: there is no folder {}",
                dir.join("elsewhere/missing.toml").display(),
                dir.join("elsewhere").display()
            )
        );
    }
}

//! The solved classes' files: `<cache>/<rules key>/<a>v<b>.tb`, behind the solver's
//! [`TableFiles`]. The solver hands over bytes and takes bytes back; here they are read with
//! the one bounded reader (a FIFO or a device in a class's place is never read, only
//! replaced), written atomically (a temporary file, then a rename over whatever has the name),
//! and the temporary files of a program killed while writing are removed.
//!
//! Each file is sealed: its bytes end with an HMAC-SHA-256 of them under a key of this user's
//! own, kept in the data folder (`tables.key`, made once, readable by the user alone), not in
//! the cache. A file without a seal that key makes (rewritten by hand or by a tool, its
//! checksum made anew; copied from another account; written by another program) is refused
//! before its values are looked at, said, and its class solved again: only morris, with this
//! user's key, can have written a class it believes. (Checking every value of a class against
//! its children instead costs several times what solving it again does.)

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};

use hmac::{Hmac, Mac};
use sha2::Sha256;

use crate::solve::{Held, TableFiles};

/// The length of a seal (HMAC-SHA-256) and of the key.
const SEAL: usize = 32;

/// The name of the key's file in the data folder.
pub const KEY_FILE: &str = "tables.key";

/// The tables kept in `dir`, sealed with the key kept in `data` (made there the first time),
/// as the solver takes them. Without a key (one that cannot be read or made) nothing is read
/// or kept, and each class there is refused and each one solved is not kept, saying why.
pub fn at(dir: &Path, data: &Path) -> Option<Arc<dyn TableFiles>> {
    Some(Arc::new(TableDir::open(dir, key(data))))
}

/// The bytes free to this user on the disk of `dir` (or of the nearest folder above it that
/// there is), if the system says.
pub fn room(dir: &Path) -> Option<u64> {
    let there = dir.ancestors().find(|d| d.is_dir())?;
    let st = rustix::fs::statvfs(there).ok()?;
    Some(st.f_bavail.saturating_mul(st.f_frsize))
}

/// The key in `data`'s [`KEY_FILE`], made (random, readable by the user alone) if there is
/// none. Two programs making it at once keep the first one made.
pub fn key(data: &Path) -> Result<[u8; SEAL], String> {
    let path = data.join(KEY_FILE);
    let read = |path: &Path| -> Result<Option<[u8; SEAL]>, String> {
        let limit = super::read::Limit {
            bytes: SEAL as u64,
            what: "the solved tables' key",
        };
        match super::read::read_bytes(path, limit) {
            Ok(bytes) => bytes.try_into().map(Some).map_err(|b: Vec<u8>| {
                format!(
                    "{} holds {} bytes, not a key of {SEAL}",
                    super::display_path(path),
                    b.len()
                )
            }),
            Err(super::read::ReadError::NotFound) => Ok(None),
            Err(e) => Err(format!("{}: {e}", super::display_path(path))),
        }
    };
    if let Some(key) = read(&path)? {
        return Ok(key);
    }
    let mut key = [0u8; SEAL];
    getrandom::fill(&mut key).map_err(|e| format!("no random key could be made: {e}"))?;
    std::fs::create_dir_all(data).map_err(|e| {
        format!(
            "cannot make {}: {}",
            super::display_path(data),
            super::plain_io_error(&e)
        )
    })?;
    let tmp = super::write_temp(&path, &key).map_err(|e| format!("{e:#}"))?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        tmp.as_file()
            .set_permissions(std::fs::Permissions::from_mode(0o600))
            .map_err(|e| super::plain_io_error(&e))?;
    }
    match tmp.persist_noclobber(&path) {
        Ok(_) => Ok(key),
        // Another program made it first: its key is the one.
        Err(e) if e.error.kind() == std::io::ErrorKind::AlreadyExists => {
            read(&path)?.ok_or_else(|| format!("{} went away", super::display_path(&path)))
        }
        Err(e) => Err(format!(
            "cannot make {}: {}",
            super::display_path(&path),
            super::plain_io_error(&e.error)
        )),
    }
}

/// The seal of `bytes` under `key` (HMAC takes a key of any length: never an error).
fn seal(key: &[u8; SEAL], bytes: &[u8]) -> Result<Hmac<Sha256>, String> {
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(key).map_err(|e| e.to_string())?;
    mac.update(bytes);
    Ok(mac)
}

/// The tables' folder of this user (the cache folder), the key of their seals (or why there is
/// none), and which classes are there.
pub struct TableDir {
    dir: PathBuf,
    key: Result<[u8; SEAL], String>,
    /// The classes in the folder, by rules key: listed when it is opened (at the start, before
    /// the screen's loop), and each class written since added. [`TableFiles::has`] answers from
    /// here, so that asking it (the screen's `update`, to offer a class from the cache) reads
    /// no disk. A class another morris writes meanwhile is not listed: it is solved (or read)
    /// when it is wanted, as one not on disk is.
    listed: Mutex<BTreeSet<(String, u8, u8)>>,
}

impl std::fmt::Debug for TableDir {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never the key.
        f.debug_struct("TableDir").field("dir", &self.dir).finish()
    }
}

impl TableDir {
    /// The tables in `dir`, sealed with `key`. Temporary files older than a minute in its rule
    /// sets' folders are what a killed program left: they are removed.
    pub fn open(dir: &Path, key: Result<[u8; SEAL], String>) -> TableDir {
        let mut listed = BTreeSet::new();
        if let Ok(entries) = std::fs::read_dir(dir) {
            for entry in entries.flatten() {
                if entry.file_type().is_ok_and(|t| t.is_dir()) {
                    super::remove_stale_temps(&entry.path());
                    let rules = entry.file_name().to_string_lossy().into_owned();
                    for class in std::fs::read_dir(entry.path())
                        .into_iter()
                        .flatten()
                        .flatten()
                    {
                        if let Some((a, b)) = class_of(&class.file_name().to_string_lossy()) {
                            listed.insert((rules.clone(), a, b));
                        }
                    }
                }
            }
        }
        TableDir {
            dir: dir.to_path_buf(),
            key,
            listed: Mutex::new(listed),
        }
    }

    fn list(&self) -> std::sync::MutexGuard<'_, BTreeSet<(String, u8, u8)>> {
        self.listed.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The file of class (a, b) under rules `key`.
    pub fn file(&self, key: &str, a: u8, b: u8) -> PathBuf {
        self.dir.join(key).join(format!("{a}v{b}.tb"))
    }
}

impl TableDir {
    /// Checks the seal of a class's file's `bytes`: the length of its body (the bytes before
    /// the seal), or why it is refused.
    fn unseal(&self, bytes: &[u8]) -> Result<usize, String> {
        let key = self
            .key
            .as_ref()
            .map_err(|why| format!("its seal cannot be checked: {why}"))?;
        let body = bytes.len().saturating_sub(SEAL);
        let sealed = bytes.len() >= SEAL
            && seal(key, &bytes[..body])?
                .verify_slice(&bytes[body..])
                .is_ok();
        if !sealed {
            return Err(
                "it is damaged, or was not written by morris for this user: its seal does not match"
                    .into(),
            );
        }
        Ok(body)
    }
}

impl TableFiles for TableDir {
    fn read_held(&self, key: &str, a: u8, b: u8) -> Result<Option<Held>, String> {
        let path = self.file(key, a, b);
        match super::read::map_bytes(&path, super::read::TABLE) {
            Ok(Some((map, meta))) => {
                let id = identity(&meta);
                // Seen whole before, and not changed since: its seal is not checked again.
                if let Ok(seal_key) = self.key.as_ref()
                    && let Some(index) = seen(seal_key, &path, &id, meta.len())
                    && map.len() >= SEAL
                {
                    let body = map.len() - SEAL;
                    let mut held = Held::new(map).checked();
                    held.truncate(body);
                    return Ok(Some(if index.is_empty() {
                        held.stamped(id)
                    } else {
                        held.indexed(index)
                    }));
                }
                let body = self.unseal(&map)?;
                let mut held = Held::new(map).checked().stamped(id);
                held.truncate(body);
                Ok(Some(held))
            }
            // Not to be mapped (empty, or a system that cannot): read.
            Ok(None) => self.read(key, a, b).map(|bytes| bytes.map(Held::from)),
            Err(e @ super::read::ReadError::TooBig(..)) => {
                Err(format!("{}: {e}", super::display_path(&path)))
            }
            Err(_) => Ok(None),
        }
    }

    fn read(&self, key: &str, a: u8, b: u8) -> Result<Option<Vec<u8>>, String> {
        let path = self.file(key, a, b);
        let mut bytes = match super::read::read_bytes(&path, super::read::TABLE) {
            Ok(bytes) => bytes,
            // Larger than any class's file can be (the largest, 9v8, about 0.7 GB): refused,
            // naming the file and its size, rather than taken for missing without a word.
            Err(e @ super::read::ReadError::TooBig(..)) => {
                return Err(format!("{}: {e}", super::display_path(&path)));
            }
            Err(_) => return Ok(None),
        };
        let body = self.unseal(&bytes)?;
        bytes.truncate(body);
        Ok(Some(bytes))
    }

    fn keep_index(&self, key: &str, a: u8, b: u8, stamp: &[u8], index: &[u8]) {
        if let Ok(seal_key) = self.key.as_ref() {
            // Not kept: the class is read through next time, as before.
            let _ = keep_seen(seal_key, &self.file(key, a, b), stamp, index);
        }
    }

    fn has(&self, key: &str, a: u8, b: u8) -> bool {
        self.list().contains(&(key.to_string(), a, b))
    }

    fn proof(&self, key: &str) -> Result<Option<Vec<u8>>, String> {
        self.proof_held(key).map(|held| held.map(|h| h.to_vec()))
    }

    fn proof_held(&self, key: &str) -> Result<Option<Held>, String> {
        unseal_proof(&self.dir, self.key.as_ref(), key)
    }

    fn has_proof(&self, key: &str) -> bool {
        proof_file(&self.dir, key).is_file()
    }

    fn write(&self, key: &str, a: u8, b: u8, bytes: &[u8]) -> Result<(), String> {
        let seal_key = self
            .key
            .as_ref()
            .map_err(|why| format!("it cannot be sealed: {why}"))?;
        let path = self.file(key, a, b);
        let folder = path.parent().unwrap_or(&self.dir);
        std::fs::create_dir_all(folder).map_err(|e| {
            format!(
                "cannot make {}: {}",
                super::display_path(folder),
                super::plain_io_error(&e)
            )
        })?;
        let sealed = seal(seal_key, bytes)?.finalize().into_bytes();
        // The name is replaced, not written through: a link or a FIFO there is not ours.
        // The mode the umask gives, never the old file's. The seal is written after the bytes,
        // not appended to a copy of them (a large class's file is most of a gigabyte).
        let tmp =
            super::write_temp_new(&path, &[bytes, &sealed[..]]).map_err(|e| format!("{e:#}"))?;
        tmp.persist(&path).map_err(|e| {
            format!(
                "cannot replace {}: {}",
                super::display_path(&path),
                super::plain_io_error(&e.error)
            )
        })?;
        // What was seen of the file replaced names it no longer: gone with it.
        let _ = std::fs::remove_file(seen_file(&path));
        self.list().insert((key.to_string(), a, b));
        Ok(())
    }
}

/// The proof of the start kept between sessions of `morris solve --start`:
/// `<cache>/<rules key>/start.proof`, sealed like a class.
pub fn proof_file(dir: &Path, rules_key: &str) -> PathBuf {
    dir.join(rules_key).join("start.proof")
}

/// The proof kept for `rules_key` in `dir` (`None` when there is none), its seal checked with
/// the key in `data`; why it is refused, in words.
pub fn read_proof(dir: &Path, data: &Path, rules_key: &str) -> Result<Option<Vec<u8>>, String> {
    unseal_proof(dir, key(data).as_ref(), rules_key).map(|held| held.map(|h| h.to_vec()))
}

/// [`read_proof`] with the seal's key (or why there is none) at hand.
fn unseal_proof(
    dir: &Path,
    key: Result<&[u8; SEAL], &String>,
    rules_key: &str,
) -> Result<Option<Held>, String> {
    let path = proof_file(dir, rules_key);
    let limit = super::read::Limit {
        bytes: 8 << 30,
        what: "the proof of the start",
    };
    // Mapped, not copied (763 MB for the standard game): read where it cannot be.
    let (mut bytes, id): (Held, _) = match super::read::map_bytes(&path, limit) {
        Ok(Some((map, meta))) => (Held::new(map), Some(identity(&meta))),
        Ok(None) => match super::read::read_bytes(&path, limit) {
            Ok(bytes) => (bytes.into(), None),
            Err(_) => return Ok(None),
        },
        Err(_) => return Ok(None),
    };
    let key = key.map_err(|why| format!("its seal cannot be checked: {why}"))?;
    // Seen whole before, and not changed since: its seal is not checked again.
    if let Some(id) = &id
        && seen(key, &path, id, bytes.len() as u64).is_some()
        && bytes.len() >= SEAL
    {
        let body = bytes.len() - SEAL;
        bytes.truncate(body);
        return Ok(Some(bytes.checked()));
    }
    let body = bytes.len().saturating_sub(SEAL);
    let sealed = bytes.len() >= SEAL
        && seal(key, &bytes[..body])?
            .verify_slice(&bytes[body..])
            .is_ok();
    if !sealed {
        return Err(format!(
            "{} is damaged, or was not written by morris for this user: its seal does not match",
            super::display_path(&path)
        ));
    }
    bytes.truncate(body);
    if let Some(id) = &id {
        let _ = keep_seen(key, &path, id, &[]);
    }
    // Its seal checked: whole, as this program wrote it.
    Ok(Some(bytes.checked()))
}

/// The first bytes of a `.seen` file (see [`seen`]).
const SEEN_MAGIC: &[u8] = b"morris-seen 1\n";

/// The most a `.seen` file may hold (the index of the largest class is about 80 MB).
const SEEN: super::read::Limit = super::read::Limit {
    bytes: 512 << 20,
    what: "a solved class's index",
};

/// The most a `.seen` file beside a file of `len` bytes can hold, as [`keep_seen`] writes it:
/// an index marks one run in 32, each run at least two bytes, in eight bytes a mark (an
/// eighth of the file), then at most every code twice over; a quarter of the file and
/// twice that allow for more than it can be. Larger, it is not read: a `.seen` of hundreds
/// of megabytes beside a small class (made by hand, or sparse) cost that much memory and a
/// pass over it each time the class was read, for nothing.
fn seen_most(len: u64) -> super::read::Limit {
    let room = (SEEN_MAGIC.len() + 56 + SEAL) as u64 + 40 + 4 * 65_536 + len / 4;
    super::read::Limit {
        bytes: room.min(SEEN.bytes),
        what: SEEN.what,
    }
}

/// What identifies the file whose metadata is `meta`, and its state: its device and inode,
/// its length, and the times it was last written and last changed. The change time cannot be
/// set by a user: writing the file, or putting another in its place, changes it.
fn identity(meta: &std::fs::Metadata) -> Vec<u8> {
    use std::os::unix::fs::MetadataExt;
    let mut out = Vec::with_capacity(56);
    for n in [
        meta.dev(),
        meta.ino(),
        meta.size(),
        meta.mtime() as u64,
        meta.mtime_nsec() as u64,
        meta.ctime() as u64,
        meta.ctime_nsec() as u64,
    ] {
        out.extend_from_slice(&n.to_le_bytes());
    }
    out
}

/// `<file>.seen`: beside a kept file whose seal was checked, sealed like it, it names that
/// file as it was then ([`identity`]) and holds what was learnt reading it (a class's index:
/// [`TableFiles::keep_index`]). While the file is as named there, it is the file whose seal
/// was checked, and its seal is not checked again (a pass over most of a gigabyte: reading
/// the class a game goes to took seconds of CPU time for it). Any change to the file (a
/// write, a file put in its place) changes what names it, and the seal is checked again.
fn seen_file(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".seen");
    PathBuf::from(name)
}

/// What `<path>.seen` holds for the file named `id`, `len` bytes long ([`seen_file`]): `None`
/// unless there is one, no larger than such a file's can be ([`seen_most`]), sealed with
/// `key`, naming that very file.
fn seen(key: &[u8; SEAL], path: &Path, id: &[u8], len: u64) -> Option<Held> {
    // Mapped (up to 100 MB), its index read from the mapping into the class's marks.
    let (map, _) = super::read::map_bytes(&seen_file(path), seen_most(len)).ok()??;
    let body = map.len().checked_sub(SEAL)?;
    seal(key, &map[..body])
        .ok()?
        .verify_slice(&map[body..])
        .ok()?;
    let rest = map[..body].strip_prefix(SEEN_MAGIC)?;
    let at = body - rest.strip_prefix(id)?.len();
    let mut held = Held::new(From { map, at });
    held.truncate(body - at);
    Some(held)
}

/// The bytes of a mapping from `at` on.
struct From {
    map: memmap2::Mmap,
    at: usize,
}

impl AsRef<[u8]> for From {
    fn as_ref(&self) -> &[u8] {
        self.map.get(self.at..).unwrap_or_default()
    }
}

/// Keeps `<path>.seen` ([`seen_file`]) for the file named `id`, holding `what`.
fn keep_seen(key: &[u8; SEAL], path: &Path, id: &[u8], what: &[u8]) -> Result<(), String> {
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(key).map_err(|e| e.to_string())?;
    for part in [SEEN_MAGIC, id, what] {
        mac.update(part);
    }
    let mac = mac.finalize().into_bytes();
    let seen = seen_file(path);
    let tmp = super::write_temp_new(&seen, &[SEEN_MAGIC, id, what, &mac[..]])
        .map_err(|e| format!("{e:#}"))?;
    tmp.persist(&seen)
        .map_err(|e| super::plain_io_error(&e.error))?;
    Ok(())
}

/// Keeps `bytes` as the proof of `rules_key` in `dir`, sealed, replacing the one there at once
/// (a temporary file, then a rename: a session killed while writing keeps the last one).
pub fn write_proof(dir: &Path, data: &Path, rules_key: &str, bytes: &[u8]) -> Result<(), String> {
    let key = key(data).map_err(|why| format!("it cannot be sealed: {why}"))?;
    let path = proof_file(dir, rules_key);
    let folder = path.parent().unwrap_or(dir);
    std::fs::create_dir_all(folder).map_err(|e| {
        format!(
            "cannot make {}: {}",
            super::display_path(folder),
            super::plain_io_error(&e)
        )
    })?;
    let mac = seal(&key, bytes)?.finalize().into_bytes();
    let tmp = super::write_temp_new(&path, &[bytes, &mac[..]]).map_err(|e| format!("{e:#}"))?;
    tmp.persist(&path).map_err(|e| {
        format!(
            "cannot replace {}: {}",
            super::display_path(&path),
            super::plain_io_error(&e.error)
        )
    })?;
    // What was seen of the proof replaced names it no longer: gone with it.
    let _ = std::fs::remove_file(seen_file(&path));
    Ok(())
}

/// The class a file of the folder holds, by its name (`4v3.tb`).
fn class_of(name: &str) -> Option<(u8, u8)> {
    let (a, b) = name.strip_suffix(".tb")?.split_once('v')?;
    Some((a.parse().ok()?, b.parse().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: [u8; SEAL] = [7; SEAL];

    fn read(t: &TableDir) -> Option<Vec<u8>> {
        t.read("k", 3, 3).unwrap()
    }

    /// Which classes are in the folder is known from its listing when it is opened and from
    /// what was written since: asking reads no disk (the screen asks in its `update`), so a
    /// class removed behind its back is still said to be there (reading it then finds
    /// nothing, and it is solved), and a name that is no class is none.
    #[test]
    fn the_classes_there_are_listed_once_and_kept_up_to_date() {
        let dir = tempfile::tempdir().unwrap();
        let first = TableDir::open(dir.path(), Ok(KEY));
        first.write("k", 4, 3, b"4 v 3").unwrap();
        assert!(first.has("k", 4, 3));
        std::fs::write(dir.path().join("k/notes.tb"), b"x").unwrap();
        std::fs::write(dir.path().join("k/9v9.txt"), b"x").unwrap();
        let second = TableDir::open(dir.path(), Ok(KEY));
        assert!(second.has("k", 4, 3));
        assert!(!second.has("k", 3, 4));
        assert!(!second.has("other", 4, 3));
        assert!(!second.has("k", 9, 9));
        std::fs::remove_file(second.file("k", 4, 3)).unwrap();
        assert!(second.has("k", 4, 3));
        assert_eq!(second.read("k", 4, 3), Ok(None));
        assert_eq!(class_of("12v3.tb"), Some((12, 3)));
        assert_eq!(class_of("v3.tb"), None);
    }

    /// A class's file seen whole once (its seal checked, its index kept beside it in
    /// `.seen`) is read the next time with that index and without its seal checked again,
    /// while it stays the same file. Changed in any way after that (here: rewritten with one
    /// byte flipped), it is checked again, and refused; a `.seen` not sealed with the user's
    /// key (made by hand) counts for nothing.
    #[test]
    fn a_class_seen_whole_is_not_checked_again_until_it_changes() {
        let dir = tempfile::tempdir().unwrap();
        let t = TableDir::open(dir.path(), Ok(KEY));
        t.write("k", 3, 3, b"the values of 3 v 3").unwrap();
        let path = t.file("k", 3, 3);
        let first = t.read_held("k", 3, 3).unwrap().unwrap();
        assert_eq!(&first[..], b"the values of 3 v 3");
        assert!(first.is_checked() && !first.has_index());
        let stamp = first.stamp().unwrap().to_vec();
        t.keep_index("k", 3, 3, &stamp, b"an index");
        let seen = seen_file(&path);
        assert!(seen.is_file());
        let again = t.read_held("k", 3, 3).unwrap().unwrap();
        assert_eq!(&again[..], b"the values of 3 v 3");
        assert!(again.is_checked() && again.has_index());
        // One byte flipped in a new file of the same length: the seal is checked again.
        let mut bytes = std::fs::read(&path).unwrap();
        bytes[4] ^= 1;
        std::fs::remove_file(&path).unwrap();
        std::fs::write(&path, &bytes).unwrap();
        let e = t.read_held("k", 3, 3).unwrap_err();
        assert!(e.contains("seal does not match"), "{e}");
        // Put back as it was (a new file again): read, seen afresh.
        bytes[4] ^= 1;
        std::fs::remove_file(&path).unwrap();
        std::fs::write(&path, &bytes).unwrap();
        let back = t.read_held("k", 3, 3).unwrap().unwrap();
        assert!(!back.has_index() && back.stamp().is_some());
        // A `.seen` naming the file, sealed with another key: not believed.
        let stamp = back.stamp().unwrap().to_vec();
        keep_seen(&[9; SEAL], &path, &stamp, b"forged").unwrap();
        let forged = t.read_held("k", 3, 3).unwrap().unwrap();
        assert!(!forged.has_index());
        // A class solved again leaves no `.seen` behind.
        t.keep_index("k", 3, 3, &stamp, b"an index");
        assert!(seen.is_file());
        t.write("k", 3, 3, b"solved again").unwrap();
        assert!(!seen.exists());
        assert_eq!(
            &t.read_held("k", 3, 3).unwrap().unwrap()[..],
            b"solved again"
        );
    }

    /// A `.seen` larger than any a class of that size can have is not read at all (before, a
    /// sparse one of 500 MB beside a class of 160 kB was read whole, 520 MB of memory and 2.5 s,
    /// each time the class was read): even sealed with the user's key and naming the file, it
    /// counts for nothing, and the class is read as one never seen. Its largest real `.seen`
    /// is read as before.
    #[test]
    fn a_seen_file_larger_than_its_class_could_have_is_not_read() {
        let dir = tempfile::tempdir().unwrap();
        let t = TableDir::open(dir.path(), Ok(KEY));
        let values = vec![5u8; 4000];
        t.write("k", 3, 3, &values).unwrap();
        let path = t.file("k", 3, 3);
        let first = t.read_held("k", 3, 3).unwrap().unwrap();
        let stamp = first.stamp().unwrap().to_vec();
        drop(first);
        // An index of a class of 4 kB cannot be a megabyte long; a kilobyte can be.
        keep_seen(&KEY, &path, &stamp, &[1; 1000]).unwrap();
        assert!(t.read_held("k", 3, 3).unwrap().unwrap().has_index());
        keep_seen(&KEY, &path, &stamp, &vec![1; 1 << 20]).unwrap();
        let held = t.read_held("k", 3, 3).unwrap().unwrap();
        assert!(!held.has_index() && held.stamp().is_some());
        assert_eq!(&held[..], &values[..]);
        // Sparse and far larger: not read either (the limit is checked before reading).
        std::fs::File::options()
            .write(true)
            .open(seen_file(&path))
            .unwrap()
            .set_len(400 << 20)
            .unwrap();
        let held = t.read_held("k", 3, 3).unwrap().unwrap();
        assert!(!held.has_index() && held.stamp().is_some());
    }

    #[test]
    fn a_class_is_kept_read_back_and_replaced_whatever_has_its_name() {
        let dir = tempfile::tempdir().unwrap();
        let t = TableDir::open(dir.path(), Ok(KEY));
        assert_eq!(read(&t), None);
        assert!(!t.has("k", 3, 3));
        t.write("k", 3, 3, b"one").unwrap();
        assert_eq!(read(&t).as_deref(), Some(&b"one"[..]));
        // A link to a device and a FIFO are not read, and are replaced by the class.
        let path = t.file("k", 3, 3);
        std::fs::remove_file(&path).unwrap();
        std::os::unix::fs::symlink("/dev/zero", &path).unwrap();
        assert_eq!(read(&t), None);
        t.write("k", 3, 3, b"two").unwrap();
        assert!(std::fs::symlink_metadata(&path).unwrap().is_file());
        assert_eq!(read(&t).as_deref(), Some(&b"two"[..]));
        // A folder in its place cannot be replaced: said, in words.
        std::fs::remove_file(&path).unwrap();
        std::fs::create_dir(&path).unwrap();
        let e = t.write("k", 3, 3, b"three").unwrap_err();
        assert!(e.contains("3v3.tb"), "{e}");
        // The cache folder a file: said too.
        let file = dir.path().join("file");
        std::fs::write(&file, "").unwrap();
        let e = TableDir::open(&file, Ok(KEY))
            .write("k", 3, 3, b"x")
            .unwrap_err();
        assert!(e.contains("cannot make"), "{e}");
    }

    /// A class solved again replaces a file made world-writable (0666) with one of the mode
    /// the umask gives, as a new file gets: before, it kept 0666.
    #[test]
    fn a_class_solved_again_gets_the_mode_of_a_new_file_not_the_old_ones() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let t = TableDir::open(dir.path(), Ok(KEY));
        t.write("k", 3, 3, b"one").unwrap();
        let path = t.file("k", 3, 3);
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o7777;
        let fresh = mode(&path);
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o666)).unwrap();
        t.write("k", 3, 3, b"two").unwrap();
        assert_eq!(read(&t).as_deref(), Some(&b"two"[..]));
        let other = dir.path().join("plain");
        std::fs::write(&other, "").unwrap();
        assert_eq!(mode(&path), mode(&other));
        assert_eq!(mode(&path), fresh);
        assert_eq!(mode(&path) & 0o002, 0, "{:o}", mode(&path));
    }

    #[test]
    fn only_a_file_sealed_with_this_users_key_is_read() {
        let dir = tempfile::tempdir().unwrap();
        let t = TableDir::open(dir.path(), Ok(KEY));
        t.write("k", 3, 3, b"values").unwrap();
        let path = t.file("k", 3, 3);
        let sealed = std::fs::read(&path).unwrap();
        assert_eq!(sealed.len(), b"values".len() + SEAL);
        // One byte changed, the seal left: refused, said.
        let mut changed = sealed.clone();
        changed[0] ^= 1;
        std::fs::write(&path, &changed).unwrap();
        let why = t.read("k", 3, 3).unwrap_err();
        assert!(why.contains("not written by morris for this user"), "{why}");
        // Cut short: refused, and the words say it may be damaged, not only foreign.
        std::fs::write(&path, &sealed[..sealed.len() / 2]).unwrap();
        let why = t.read("k", 3, 3).unwrap_err();
        assert!(
            why.starts_with("it is damaged, or was not written"),
            "{why}"
        );
        // The bytes without a seal, or sealed under another key: refused too.
        std::fs::write(&path, b"values").unwrap();
        assert!(t.read("k", 3, 3).is_err());
        std::fs::write(&path, &sealed).unwrap();
        assert!(
            TableDir::open(dir.path(), Ok([8; SEAL]))
                .read("k", 3, 3)
                .is_err()
        );
        assert_eq!(read(&t).as_deref(), Some(&b"values"[..]));
    }

    /// A file over the read limit (a sparse one: no disk is used) is refused with its name and
    /// size, not taken for a class that is not there.
    #[test]
    fn a_class_file_over_the_read_limit_is_refused_with_its_name_and_size() {
        let dir = tempfile::tempdir().unwrap();
        let t = TableDir::open(dir.path(), Ok(KEY));
        t.write("k", 3, 3, b"values").unwrap();
        let path = t.file("k", 3, 3);
        std::fs::File::options()
            .write(true)
            .open(&path)
            .unwrap()
            .set_len(super::super::read::TABLE.bytes + 1)
            .unwrap();
        let why = t.read("k", 3, 3).unwrap_err();
        assert!(why.contains("3v3.tb"), "{why}");
        let plain = format!(
            "{}",
            super::super::read::ReadError::TooBig(
                super::super::read::TABLE.bytes + 1,
                super::super::read::TABLE,
            )
        );
        assert!(why.ends_with(&plain), "{why}");
    }

    #[test]
    fn the_key_is_made_once_for_the_user_alone_and_kept() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path().join("data");
        let first = key(&data).unwrap();
        let file = data.join(KEY_FILE);
        let mode = std::fs::metadata(&file).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
        assert_eq!(key(&data).unwrap(), first);
        assert_ne!(key(&dir.path().join("other")).unwrap(), first);
        // A key that cannot be one is said, not replaced.
        std::fs::write(&file, b"short").unwrap();
        let e = key(&data).unwrap_err();
        assert!(e.contains("not a key of 32"), "{e}");
        // Without a key nothing is read or kept, and why is said.
        let t = TableDir::open(dir.path(), Ok(KEY));
        t.write("k", 3, 3, b"values").unwrap();
        let t = at(dir.path(), &data).unwrap();
        let why = t.read("k", 3, 3).unwrap_err();
        assert!(
            why.contains("cannot be checked") && why.contains("tables.key"),
            "{why}"
        );
        let why = t.write("k", 3, 3, b"values").unwrap_err();
        assert!(
            why.contains("cannot be sealed") && why.contains("tables.key"),
            "{why}"
        );
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
        TableDir::open(dir.path(), Ok(KEY));
        assert!(!stale.exists());
        assert!(fresh.exists() && other.exists());
    }
}

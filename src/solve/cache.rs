//! Solved classes kept on disk, one file per class, in a folder named after the rules that
//! matter to the values (the user's cache folder, `~/.cache/morris/` on Linux).
//!
//! A file is the magic `MORRISTB`, the format version, the rules key, the class, the number
//! of values, the values run-length coded, and an FNV-1a checksum of all that. Anything that
//! does not match — another format, other rules, another class, a different count, a bad
//! checksum, a short or long file — is not trusted: the class is solved again and the file
//! rewritten.

use std::path::{Path, PathBuf};

const MAGIC: &[u8; 8] = b"MORRISTB";
const VERSION: u32 = 1;

/// The cache folder of this user, if the system has one.
pub fn default_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "morris").map(|d| d.cache_dir().to_path_buf())
}

fn fnv(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

fn put_varint(out: &mut Vec<u8>, mut n: u64) {
    loop {
        let byte = (n & 0x7f) as u8;
        n >>= 7;
        if n == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

fn get_varint(bytes: &[u8], at: &mut usize) -> Option<u64> {
    let mut n = 0u64;
    for shift in (0..64).step_by(7) {
        let b = *bytes.get(*at)?;
        *at += 1;
        n |= ((b & 0x7f) as u64) << shift;
        if b & 0x80 == 0 {
            return Some(n);
        }
    }
    None
}

/// The file of class (a, b) under rules `key` in `dir`.
pub fn file(dir: &Path, key: &str, a: u8, b: u8) -> PathBuf {
    dir.join(key).join(format!("{a}v{b}.tb"))
}

/// The bytes of a class's file.
pub(crate) fn encode(key: &str, a: u8, b: u8, values: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(values.len() / 8 + 64);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&VERSION.to_le_bytes());
    put_varint(&mut out, key.len() as u64);
    out.extend_from_slice(key.as_bytes());
    out.push(a);
    out.push(b);
    put_varint(&mut out, values.len() as u64);
    let mut i = 0;
    while i < values.len() {
        let v = values[i];
        let mut j = i + 1;
        while j < values.len() && values[j] == v {
            j += 1;
        }
        out.push(v);
        put_varint(&mut out, (j - i) as u64);
        i = j;
    }
    let sum = fnv(&out);
    out.extend_from_slice(&sum.to_le_bytes());
    out
}

/// The values in a class's file, if it is whole and is the file of this class under these
/// rules with `len` values.
pub(crate) fn decode(bytes: &[u8], key: &str, a: u8, b: u8, len: usize) -> Option<Vec<u8>> {
    let body_len = bytes.len().checked_sub(8)?;
    let (body, sum) = bytes.split_at(body_len);
    if fnv(body).to_le_bytes() != sum {
        return None;
    }
    if body.get(..8)? != MAGIC || body.get(8..12)? != VERSION.to_le_bytes() {
        return None;
    }
    let mut at = 12;
    let klen = get_varint(body, &mut at)? as usize;
    if body.get(at..at.checked_add(klen)?)? != key.as_bytes() {
        return None;
    }
    at += klen;
    if body.get(at..at + 2)? != [a, b] {
        return None;
    }
    at += 2;
    if get_varint(body, &mut at)? != len as u64 {
        return None;
    }
    let mut values = Vec::with_capacity(len);
    while at < body.len() {
        let v = body[at];
        at += 1;
        let run = get_varint(body, &mut at)? as usize;
        if values.len() + run > len {
            return None;
        }
        values.resize(values.len() + run, v);
    }
    (values.len() == len).then_some(values)
}

/// Reads a class from the cache, if a trustworthy file is there.
pub(crate) fn load(dir: &Path, key: &str, a: u8, b: u8, len: usize) -> Option<Vec<u8>> {
    let bytes = std::fs::read(file(dir, key, a, b)).ok()?;
    decode(&bytes, key, a, b, len)
}

/// Writes a class to the cache atomically (a temporary file, then a rename).
pub(crate) fn save(dir: &Path, key: &str, a: u8, b: u8, values: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let path = file(dir, key, a, b);
    let folder = path.parent().unwrap_or(dir);
    std::fs::create_dir_all(folder)?;
    let mut tmp = tempfile::Builder::new()
        .prefix(".morris-")
        .suffix(".tmp")
        .tempfile_in(folder)?;
    tmp.write_all(&encode(key, a, b, values))?;
    tmp.persist(&path).map_err(|e| e.error)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_round_trips_and_any_damage_is_caught() {
        let values: Vec<u8> = (0..10_000u32).map(|i| (i / 700 % 5) as u8).collect();
        let bytes = encode("k", 3, 4, &values);
        assert_eq!(
            decode(&bytes, "k", 3, 4, values.len()),
            Some(values.clone())
        );
        assert_eq!(decode(&bytes, "other", 3, 4, values.len()), None);
        assert_eq!(decode(&bytes, "k", 4, 3, values.len()), None);
        assert_eq!(decode(&bytes, "k", 3, 4, values.len() + 1), None);
        for cut in [0, 5, bytes.len() / 2, bytes.len() - 1] {
            assert_eq!(decode(&bytes[..cut], "k", 3, 4, values.len()), None);
        }
        for flip in [3, 20, bytes.len() / 2, bytes.len() - 3] {
            let mut bad = bytes.clone();
            bad[flip] ^= 0x10;
            assert_eq!(decode(&bad, "k", 3, 4, values.len()), None, "byte {flip}");
        }
    }
}

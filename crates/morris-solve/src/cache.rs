//! The format of a solved class kept between runs, one file per class, in a folder named after
//! the rules that matter to the values (the user's cache folder, `~/.cache/morris/` on Linux).
//!
//! The solver only turns values into bytes and bytes into values here: where the bytes are
//! kept is [`super::TableFiles`]'s business (the cache folder, in `store::tables` in the program).
//!
//! A file is the magic `MORRISTB`, the format version, the rules key, the class, the number
//! of values, the length of the runs, the values run-length coded (each run a code and its
//! length, both as varints: a code below 128 — a distance below 63 — takes one byte, one
//! up to 16383 two), and a checksum of all that. Anything that
//! does not match — another format, other rules, another class, a different count, a bad
//! checksum, a short or long file — is not trusted: the class is solved again and the file
//! rewritten.

use super::retro::{Code, Codes, Held, Packed};

const MAGIC: &[u8; 8] = b"MORRISTB";
/// Version 3: each run's code a varint, so that distances above 126 turns are kept (issue
/// 40). Version 2 (a code a byte) and version 1 (a checksum a byte at a time) are not read:
/// their classes are solved again.
const VERSION: u32 = 3;

/// A checksum of the bytes, eight at a time. Each step (xor, multiplication by an odd
/// number, rotation) is one to one, so any change to one word, or to the length, changes it.
fn checksum(bytes: &[u8]) -> u64 {
    let step = |h: u64, w: u64| (h ^ w).wrapping_mul(0x9e37_79b9_7f4a_7c15).rotate_left(23);
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut words = bytes.chunks_exact(8);
    for w in &mut words {
        let mut b = [0u8; 8];
        b.copy_from_slice(w);
        h = step(h, u64::from_le_bytes(b));
    }
    let mut tail = [0u8; 8];
    tail[..words.remainder().len()].copy_from_slice(words.remainder());
    h = step(h, u64::from_le_bytes(tail));
    step(h, bytes.len() as u64)
}

/// The checksum of a file's bytes, for tests that compare files.
#[cfg(test)]
pub(crate) fn fingerprint(bytes: &[u8]) -> u64 {
    checksum(bytes)
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

pub(crate) fn get_varint(bytes: &[u8], at: &mut usize) -> Option<u64> {
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

/// The bytes of a class's file.
pub(crate) fn encode(key: &str, a: u8, b: u8, values: &Codes) -> Vec<u8> {
    let values = match values {
        Codes::Plain(v) => std::borrow::Cow::Borrowed(v),
        other => std::borrow::Cow::Owned(other.plain()),
    };
    let mut out = Vec::with_capacity(64 + key.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&VERSION.to_le_bytes());
    put_varint(&mut out, key.len() as u64);
    out.extend_from_slice(key.as_bytes());
    out.push(a);
    out.push(b);
    put_varint(&mut out, values.len() as u64);
    // The runs are written straight after their length (measured first), not built apart and
    // copied: the file of a large class is most of a gigabyte.
    let runs = || {
        values
            .chunk_by(|x, y| x == y)
            .map(|r| (u64::from(r[0]), r.len() as u64))
    };
    let varint_len = |n: u64| (64 - n.max(1).leading_zeros()).div_ceil(7) as u64;
    let runs_len: u64 = runs().map(|(v, n)| varint_len(v) + varint_len(n)).sum();
    put_varint(&mut out, runs_len);
    out.reserve(runs_len as usize + 8);
    for (v, n) in runs() {
        put_varint(&mut out, v);
        put_varint(&mut out, n);
    }
    let sum = checksum(&out);
    out.extend_from_slice(&sum.to_le_bytes());
    out
}

/// The values in a class's file, if it is whole and is the file of this class under these
/// rules with `len` values: the file's own bytes, kept ([`Packed`]).
pub(crate) fn decode(bytes: impl Into<Held>, key: &str, a: u8, b: u8, len: usize) -> Option<Codes> {
    let mut bytes: Held = bytes.into();
    let body_len = bytes.len().checked_sub(8)?;
    let (body, sum) = bytes.split_at(body_len);
    if !bytes.is_checked() && checksum(body).to_le_bytes() != sum {
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
    if get_varint(body, &mut at)? != body.len().checked_sub(at)? as u64 {
        return None;
    }
    bytes.truncate(body_len);
    let bytes = match Packed::with_index(bytes, at, len) {
        Ok(p) => return Some(Codes::Packed(p.into())),
        Err(bytes) => bytes,
    };
    Packed::new(bytes, at, len).map(|p| Codes::Packed(p.into()))
}

/// Why a whole file of this format is not the file of class (a, b) under the rules `key`: it
/// says it holds another class, or a class of other rules (a file swapped or copied in by
/// hand: its seal, made for its bytes alone, matches). `None` when it is not of this format
/// (an older one is solved again without a word) or says it is that class.
pub(crate) fn misplaced(bytes: &[u8], key: &str, a: u8, b: u8) -> Option<String> {
    if bytes.get(..8)? != MAGIC || bytes.get(8..12)? != VERSION.to_le_bytes() {
        return None;
    }
    let mut at = 12;
    let klen = get_varint(bytes, &mut at)? as usize;
    let its_key = bytes.get(at..at.checked_add(klen)?)?;
    at += klen;
    let (c, d) = (*bytes.get(at)?, *bytes.get(at + 1)?);
    if its_key != key.as_bytes() {
        let its_key = String::from_utf8_lossy(its_key);
        return Some(format!(
            "it holds {c}v{d} of other rules ({its_key}), not of {key}"
        ));
    }
    ((c, d) != (a, b)).then(|| format!("it holds {c}v{d}, not {a}v{b}"))
}

/// The values of a class file, with what it says it is: `(rules key, a, b, one code a
/// number)`, if it is whole. For tools and tests; the solver reads through `decode`.
pub fn read_file(bytes: &[u8]) -> Option<(String, u8, u8, Vec<Code>)> {
    let mut at = 12;
    let klen = get_varint(bytes, &mut at)? as usize;
    let key = std::str::from_utf8(bytes.get(at..at.checked_add(klen)?)?).ok()?;
    at += klen;
    let (a, b) = (*bytes.get(at)?, *bytes.get(at + 1)?);
    at += 2;
    let len = usize::try_from(get_varint(bytes, &mut at)?).ok()?;
    let values = decode(bytes.to_vec(), key, a, b, len)?.plain();
    Some((key.to_string(), a, b, values))
}

/// The bytes of a class file holding `values` (one code a number: 0 a draw, odd `2d + 1` a
/// win in d, even `2d + 2` a loss in d). For tools and tests; the solver writes through
/// `encode`.
pub fn file_bytes(key: &str, a: u8, b: u8, values: &[Code]) -> Vec<u8> {
    encode(key, a, b, &Codes::Plain(values.to_vec()))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A file as version 1 wrote it: the runs without their length, and an FNV-1a checksum a
    /// byte at a time.
    pub(crate) fn version_1(key: &str, a: u8, b: u8, values: &[u8]) -> Vec<u8> {
        old(1, key, a, b, values)
    }

    /// A file as versions 1 and 2 wrote it: a code a byte; version 1 without the runs'
    /// length, with an FNV-1a checksum a byte at a time.
    fn old(version: u32, key: &str, a: u8, b: u8, values: &[u8]) -> Vec<u8> {
        if version == 2 {
            let mut out = Vec::new();
            out.extend_from_slice(MAGIC);
            out.extend_from_slice(&2u32.to_le_bytes());
            put_varint(&mut out, key.len() as u64);
            out.extend_from_slice(key.as_bytes());
            out.extend_from_slice(&[a, b]);
            put_varint(&mut out, values.len() as u64);
            let mut runs = Vec::new();
            for run in values.chunk_by(|x, y| x == y) {
                runs.push(run[0]);
                put_varint(&mut runs, run.len() as u64);
            }
            put_varint(&mut out, runs.len() as u64);
            out.extend_from_slice(&runs);
            let sum = checksum(&out);
            out.extend_from_slice(&sum.to_le_bytes());
            return out;
        }
        let mut out = Vec::new();
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&version.to_le_bytes());
        put_varint(&mut out, key.len() as u64);
        out.extend_from_slice(key.as_bytes());
        out.extend_from_slice(&[a, b]);
        put_varint(&mut out, values.len() as u64);
        for run in values.chunk_by(|x, y| x == y) {
            out.push(run[0]);
            put_varint(&mut out, run.len() as u64);
        }
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for &byte in &out {
            h ^= byte as u64;
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        out.extend_from_slice(&h.to_le_bytes());
        out
    }

    #[test]
    fn a_file_of_an_earlier_format_is_not_read() {
        let bytes: Vec<u8> = (0..5_000u32).map(|i| (i / 300 % 3) as u8).collect();
        let values: Vec<Code> = bytes.iter().map(|&c| Code::from(c)).collect();
        for version in [1, 2] {
            let old = old(version, "k", 3, 3, &bytes);
            assert_eq!(
                decode(old.clone(), "k", 3, 3, values.len()),
                None,
                "{version}"
            );
        }
        // The same values in this format are read.
        let new = encode("k", 3, 3, &Codes::Plain(values.clone()));
        assert_eq!(
            decode(new.clone(), "k", 3, 3, values.len()).map(|c| c.plain()),
            Some(values)
        );
    }

    #[test]
    fn distances_above_126_turns_are_kept_exactly() {
        // A win in 127, a loss in 200, a win in 15999: codes above a byte.
        let long = [255, 402, 31999];
        let values: Vec<Code> = (0..9_000u32)
            .map(|i| [0, 3, long[0], long[1], long[2]][(i / 500 % 5) as usize])
            .collect();
        let bytes = encode("k", 5, 4, &Codes::Plain(values.clone()));
        let read = decode(bytes.clone(), "k", 5, 4, values.len()).unwrap();
        assert_eq!(read.plain(), values);
        assert_eq!(crate::decode(read.get(500 * 2)), crate::Value::Win(127));
        assert_eq!(crate::decode(read.get(500 * 3)), crate::Value::Loss(200));
        assert_eq!(crate::decode(read.get(500 * 4)), crate::Value::Win(15999));
        assert!(crate::check::distances(&read).is_ok());
        // One past the longest distance a class may hold is refused.
        let too_far = Codes::Plain(vec![crate::retro::win(crate::MAX_DISTANCE + 2)]);
        assert!(crate::check::distances(&too_far).is_err());
    }

    /// The index made reading a class's runs, kept and handed back with the same bytes,
    /// finds every value as reading them through does; an index that is not theirs (of other
    /// bytes, cut short, a mark moved) is not used, and the values are read through, right.
    #[test]
    fn an_index_kept_for_a_class_finds_what_its_runs_hold() {
        // Runs of many lengths, codes above a byte among them.
        let values: Vec<Code> = (0..40_000u32)
            .map(|i| match i % 9 {
                0 => 300,
                k => ((i / (k * 37)) % 7) as Code,
            })
            .collect();
        let bytes = encode("k", 3, 4, &Codes::Plain(values.clone()));
        let read = decode(bytes.clone(), "k", 3, 4, values.len()).unwrap();
        let index = read.index_bytes().unwrap();
        let check = |codes: Codes| {
            assert_eq!(codes.plain(), values);
            for (i, &v) in values.iter().enumerate().step_by(7) {
                assert_eq!(codes.peek(i), v, "number {i}");
            }
        };
        check(
            decode(
                Held::from(bytes.clone()).indexed(index.clone()),
                "k",
                3,
                4,
                values.len(),
            )
            .unwrap(),
        );
        let other: Vec<Code> = values
            .iter()
            .map(|&v| if v == 300 { 1 } else { v })
            .collect();
        let other_bytes = encode("k", 3, 4, &Codes::Plain(other));
        let other_index = decode(other_bytes, "k", 3, 4, values.len())
            .unwrap()
            .index_bytes()
            .unwrap();
        let mut moved = index.clone();
        // The second mark's offset, one byte on.
        let marks = u64::from_le_bytes(moved[24..32].try_into().unwrap()) as usize;
        let at = 40 + 4 * marks + 4;
        moved[at] = moved[at].wrapping_add(1);
        for bad in [other_index, index[..index.len() - 1].to_vec(), moved] {
            assert_ne!(bad, index);
            check(
                decode(
                    Held::from(bytes.clone()).indexed(bad),
                    "k",
                    3,
                    4,
                    values.len(),
                )
                .unwrap(),
            );
        }
    }

    #[test]
    fn a_file_round_trips_and_any_damage_is_caught() {
        let values: Vec<Code> = (0..10_000u32).map(|i| (i / 700 % 5) as Code).collect();
        let bytes = encode("k", 3, 4, &Codes::Plain(values.clone()));
        let read = decode(bytes.clone(), "k", 3, 4, values.len()).unwrap();
        assert_eq!(read.plain(), values);
        assert!(matches!(read, Codes::Packed(_)));
        // Every number found in the runs themselves (`peek` never spreads them out).
        for (i, &v) in values.iter().enumerate() {
            assert_eq!(read.peek(i), v, "number {i}");
        }
        assert_eq!(read.peek(values.len()), 0);
        for (i, &v) in values.iter().enumerate() {
            assert_eq!(read.get(i), v, "number {i}");
        }
        assert_eq!(decode(bytes.clone(), "other", 3, 4, values.len()), None);
        assert_eq!(decode(bytes.clone(), "k", 4, 3, values.len()), None);
        // Those two are said: the file holds another class, or one of other rules.
        assert_eq!(
            misplaced(&bytes, "other", 3, 4).as_deref(),
            Some("it holds 3v4 of other rules (k), not of other")
        );
        assert_eq!(
            misplaced(&bytes, "k", 4, 3).as_deref(),
            Some("it holds 3v4, not 4v3")
        );
        assert_eq!(misplaced(&bytes, "k", 3, 4), None);
        assert_eq!(decode(bytes.clone(), "k", 3, 4, values.len() + 1), None);
        for cut in [0, 5, bytes.len() / 2, bytes.len() - 1] {
            assert_eq!(decode(bytes[..cut].to_vec(), "k", 3, 4, values.len()), None);
        }
        for flip in [3, 20, bytes.len() / 2, bytes.len() - 3] {
            let mut bad = bytes.clone();
            bad[flip] ^= 0x10;
            assert_eq!(
                decode(bad.clone(), "k", 3, 4, values.len()),
                None,
                "byte {flip}"
            );
        }
    }
}

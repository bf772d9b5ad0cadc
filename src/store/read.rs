//! The one reader of every file the game reads (records, the scoreboard, the preferences, the
//! solved tables) and of the lines of `eval --batch`: bounded, and never blocked.
//!
//! - A file is opened without blocking (`O_NONBLOCK`), and its kind is checked on the open
//!   file itself: a FIFO is refused instead of waited on, a device (`/dev/zero`) instead of
//!   read without end, a folder with its name. Symbolic links are followed; a loop of them is
//!   an error in words.
//! - At most the limit of its kind is read, checked before reading and while reading (a file
//!   that grows meanwhile is still cut at the limit).
//! - [`Lines`] reads a stream a line at a time, each at most a given length: a longer line,
//!   or one that is not UTF-8, is one bad line and the next is read as usual, so memory stays
//!   bounded on any input (`/dev/zero` included).

use std::fs::File;
use std::io::{BufRead, Read};
use std::path::Path;

/// How much of a kind of file is read, and what the kind is called in messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limit {
    /// The most bytes read.
    pub bytes: u64,
    /// `a record`, `the scoreboard`…
    pub what: &'static str,
}

/// Records: far beyond any real game.
pub const RECORD: Limit = Limit {
    bytes: 64 << 20,
    what: "a record",
};

/// The scoreboard: about 100,000 games' worth.
pub const SCORES: Limit = Limit {
    bytes: 16 << 20,
    what: "the scoreboard",
};

/// A note of a game the scoreboard is to count later: one path.
pub const PENDING: Limit = Limit {
    bytes: 64 << 10,
    what: "a note of a game to count",
};

/// The preferences: a real file is a few hundred bytes.
pub const PREFS: Limit = Limit {
    bytes: 1 << 20,
    what: "a preferences file",
};

/// A solved class: above the largest class's file (`morris solve --all`: 6v5's is 45 MB, 9v8's
/// about ten times that), far below what a wrong file could cost.
pub const TABLE: Limit = Limit {
    bytes: 2 << 30,
    what: "a solved class",
};

/// Why a file could not be read: the facts; its words (its `Display`) are in
/// [`crate::words::store`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// There is no such file.
    NotFound,
    /// It is a folder, a FIFO, a device…: not a regular file.
    NotRegular(&'static str),
    /// Bigger than its limit.
    TooBig(u64, Limit),
    /// Not UTF-8 text.
    NotText,
    /// The system refused (permissions, a loop of links, an I/O error).
    Io(super::IoWhy),
}

impl ReadError {
    /// Whether the file itself is broken (rather than unreachable): only then may a saved game
    /// be moved away as unreadable.
    pub fn is_corrupt(&self) -> bool {
        matches!(self, ReadError::NotText)
    }
}

impl std::error::Error for ReadError {}

/// What a file is when it is not a regular file.
pub(crate) fn kind_of(meta: &std::fs::Metadata) -> Option<&'static str> {
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

pub(crate) fn io_error(e: std::io::Error) -> ReadError {
    if e.kind() == std::io::ErrorKind::NotFound {
        ReadError::NotFound
    } else {
        ReadError::Io(e.into())
    }
}

/// Opens `path` for reading without blocking (a FIFO with no writer opens at once) and
/// refuses what is not a regular file.
pub(crate) fn open(path: &Path) -> Result<File, ReadError> {
    use std::os::unix::fs::OpenOptionsExt;
    let file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(path)
        .map_err(io_error)?;
    let meta = file.metadata().map_err(|e| ReadError::Io(e.into()))?;
    if let Some(kind) = kind_of(&meta) {
        return Err(ReadError::NotRegular(kind));
    }
    Ok(file)
}

/// The bytes of the open regular file `file`, at most `limit`.
pub(crate) fn read_open(mut file: &File, limit: Limit) -> Result<Vec<u8>, ReadError> {
    let meta = file.metadata().map_err(|e| ReadError::Io(e.into()))?;
    if let Some(kind) = kind_of(&meta) {
        return Err(ReadError::NotRegular(kind));
    }
    if meta.len() > limit.bytes {
        return Err(ReadError::TooBig(meta.len(), limit));
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    (&mut file)
        .take(limit.bytes + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| ReadError::Io(e.into()))?;
    if bytes.len() as u64 > limit.bytes {
        return Err(ReadError::TooBig(bytes.len() as u64, limit));
    }
    Ok(bytes)
}

/// The regular file at `path`, at most `limit`, mapped into memory rather than copied: the
/// solved classes' files (up to 0.8 GB each; copying the three a game reads ahead took 2.7 to
/// 4.6 s of the system's CPU time, mapping them 0.01 s, and the system's one copy of a file is
/// shared by every morris that maps it). `None` where the system cannot map it (read it then).
///
/// morris never writes into a file it has kept: a class is replaced by a new file renamed over
/// the old, and a mapping keeps the old one whole. Another program cutting a mapped file short
/// in place would end this one (as it would any program that maps files); the files are this
/// user's own, in their cache folder.
#[allow(unsafe_code)]
pub fn map_bytes(
    path: &Path,
    limit: Limit,
) -> Result<Option<(memmap2::Mmap, std::fs::Metadata)>, ReadError> {
    let file = open(path)?;
    let meta = file.metadata().map_err(|e| ReadError::Io(e.into()))?;
    if meta.len() > limit.bytes {
        return Err(ReadError::TooBig(meta.len(), limit));
    }
    if meta.len() == 0 {
        return Ok(None);
    }
    // SAFETY: the mapping is read only, and the file is a regular file of this user's that
    // morris only ever replaces by renaming (see above); its bytes are checked (the seal)
    // before anything is believed of them.
    let map = unsafe { memmap2::Mmap::map(&file) }.ok();
    Ok(map.map(|m| (m, meta)))
}

/// The bytes of the regular file at `path`, at most `limit`.
pub fn read_bytes(path: &Path, limit: Limit) -> Result<Vec<u8>, ReadError> {
    read_open(&open(path)?, limit)
}

/// The text of the regular file at `path`, at most `limit`, in UTF-8.
pub fn read_text(path: &Path, limit: Limit) -> Result<String, ReadError> {
    String::from_utf8(read_bytes(path, limit)?).map_err(|_| ReadError::NotText)
}

/// One line of [`Lines`].
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    /// The line, without its line break (nor a `\r` before it).
    Text(String),
    /// Longer than the limit: how many bytes it had (it was read to its end, not kept).
    TooLong(u64),
    /// Not UTF-8.
    NotText,
}

/// The lines of a stream, each at most `most` bytes kept; see the [module](self).
pub struct Lines<R> {
    input: R,
    most: usize,
}

impl<R: BufRead> Lines<R> {
    /// Lines of `input`, each at most `most` bytes long.
    pub fn new(input: R, most: usize) -> Lines<R> {
        Lines { input, most }
    }
}

impl<R: BufRead> Iterator for Lines<R> {
    type Item = std::io::Result<Line>;

    fn next(&mut self) -> Option<Self::Item> {
        let mut kept = Vec::new();
        let mut len = 0u64;
        let mut any = false;
        loop {
            let buf = match self.input.fill_buf() {
                Ok(b) => b,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => return Some(Err(e)),
            };
            if buf.is_empty() {
                if !any {
                    return None;
                }
                break;
            }
            any = true;
            let (part, end) = match buf.iter().position(|&b| b == b'\n') {
                Some(i) => (&buf[..i], Some(i + 1)),
                None => (buf, None),
            };
            len += part.len() as u64;
            // Only up to the limit is kept: the rest of a long line is read and let go.
            let room = (self.most + 1).saturating_sub(kept.len());
            kept.extend_from_slice(&part[..part.len().min(room)]);
            let used = end.unwrap_or(buf.len());
            self.input.consume(used);
            if end.is_some() {
                break;
            }
        }
        if kept.last() == Some(&b'\r') && len as usize <= self.most + 1 {
            kept.pop();
            len -= 1;
        }
        if len > self.most as u64 {
            return Some(Ok(Line::TooLong(len)));
        }
        Some(Ok(match String::from_utf8(kept) {
            Ok(s) => Line::Text(s),
            Err(_) => Line::NotText,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_regular_files_within_their_limit_are_read() {
        assert!(matches!(
            read_bytes(Path::new("/dev/zero"), RECORD),
            Err(ReadError::NotRegular("a device"))
        ));
        assert!(matches!(
            read_bytes(Path::new("/"), RECORD),
            Err(ReadError::NotRegular("a folder"))
        ));
        let dir = tempfile::tempdir().unwrap();
        let big = dir.path().join("big.pgn");
        let f = File::create(&big).unwrap();
        f.set_len(PREFS.bytes + 1).unwrap();
        let e = read_bytes(&big, PREFS).unwrap_err();
        assert_eq!(
            e.to_string(),
            "1 MB is too big for a preferences file (larger than 1 MB)"
        );
        assert!(read_bytes(&big, RECORD).is_ok());
        // A FIFO with no writer is refused at once, not waited on.
        let fifo = dir.path().join("fifo");
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap();
        assert!(made.success());
        assert!(matches!(
            read_bytes(&fifo, RECORD),
            Err(ReadError::NotRegular("a FIFO (named pipe)"))
        ));
        // A loop of links is an error in words.
        let a = dir.path().join("a");
        std::os::unix::fs::symlink(dir.path().join("b"), &a).unwrap();
        std::os::unix::fs::symlink(&a, dir.path().join("b")).unwrap();
        let e = read_bytes(&a, RECORD).unwrap_err();
        assert!(e.to_string().contains("symbolic links"), "{e}");
        assert!(matches!(
            read_text(&dir.path().join("none"), RECORD),
            Err(ReadError::NotFound)
        ));
        std::fs::write(dir.path().join("bin"), b"\xff\xfe").unwrap();
        assert!(matches!(
            read_text(&dir.path().join("bin"), RECORD),
            Err(ReadError::NotText)
        ));
    }

    #[test]
    fn lines_are_bounded_and_a_bad_one_is_only_itself() {
        let long = "x".repeat(100);
        let mut bytes = format!("one\r\n{long}\ntwo\n").into_bytes();
        bytes.extend_from_slice(b"\xff\nthree");
        let lines: Vec<Line> = Lines::new(&bytes[..], 10).map(|l| l.unwrap()).collect();
        assert_eq!(
            lines,
            [
                Line::Text("one".into()),
                Line::TooLong(100),
                Line::Text("two".into()),
                Line::NotText,
                Line::Text("three".into()),
            ]
        );
        // A line exactly at the limit is whole; an empty line is a line.
        let lines: Vec<Line> = Lines::new(&b"0123456789\n\n"[..], 10)
            .map(|l| l.unwrap())
            .collect();
        assert_eq!(
            lines,
            [Line::Text("0123456789".into()), Line::Text(String::new())]
        );
        // A small buffer: lines across many reads.
        let text = format!("{}\nok\n", "y".repeat(5000));
        let reader = std::io::BufReader::with_capacity(7, text.as_bytes());
        let lines: Vec<Line> = Lines::new(reader, 64).map(|l| l.unwrap()).collect();
        assert_eq!(lines, [Line::TooLong(5000), Line::Text("ok".into())]);
    }
}

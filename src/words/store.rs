//! The words for what the store returns: why a file could not be read or written, where a
//! game is kept, what a save, a new game or the scoreboard did. The store speaks no
//! language: it returns these facts as typed values, and this module words them in the
//! language in force, for the screen and for the commands that print them.
//!
//! The errors that travel in an `anyhow` chain ([`ReadError`], [`FileError`], [`IoWhy`])
//! are worded by their [`Display`](std::fmt::Display), implemented here; the other facts by
//! [`StoreWords::text`].

use std::fmt;

use crate::store::IoWhy;
use crate::store::file::{FileError, Verb};
use crate::store::read::ReadError;
use crate::t;

/// A store's fact in words.
pub trait StoreWords {
    /// The fact in the language in force.
    fn text(&self) -> String;
}

/// A size for people: `64 MB`, `512 KB`, `300 bytes`.
fn size(n: u64) -> String {
    if n >= 1 << 20 {
        format!("{} MB", n >> 20)
    } else if n >= 1 << 10 {
        format!("{} KB", n >> 10)
    } else {
        format!("{n} bytes")
    }
}

/// What a file is ([`crate::store::read::kind_of`]'s facts), in the language in force.
pub fn kind_words(kind: &str) -> String {
    match kind {
        "a folder" => t!("store-kind-folder"),
        "a FIFO (named pipe)" => t!("store-kind-fifo"),
        "a device" => t!("store-kind-device"),
        "a socket" => t!("store-kind-socket"),
        "not a regular file" => t!("store-kind-other"),
        other => other.to_string(),
    }
}

/// What a [`crate::store::read::Limit`] is for, in the language in force.
fn what_words(what: &str) -> String {
    match what {
        "a record" => t!("store-what-record"),
        "the scoreboard" => t!("store-what-scores"),
        "a preferences file" => t!("store-what-prefs"),
        "a solved class" => t!("store-what-table"),
        other => other.to_string(),
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::NotFound => f.write_str(&t!("store-no-such-file")),
            ReadError::NotRegular(kind) => {
                f.write_str(&t!("store-not-regular", kind = kind_words(kind)))
            }
            ReadError::TooBig(n, limit) => f.write_str(&t!(
                "store-too-big",
                size = size(*n),
                what = what_words(limit.what),
                most = size(limit.bytes)
            )),
            ReadError::NotText => f.write_str(&t!("store-not-text")),
            ReadError::Io(e) => write!(f, "{}", IoWhy::from(e)),
        }
    }
}

impl fmt::Display for IoWhy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use std::io::ErrorKind as K;
        let words = match self.kind {
            K::NotFound => t!("store-io-no-folder"),
            K::PermissionDenied => t!("store-io-permission"),
            K::ReadOnlyFilesystem => t!("store-io-read-only"),
            K::StorageFull => t!("store-io-full"),
            K::NotADirectory => t!("store-io-not-a-folder"),
            K::IsADirectory => t!("store-io-a-folder"),
            _ => {
                // Without the "(os error N)" and any temporary path tempfile adds.
                let text = &self.said;
                let text = text.split(" (os error").next().unwrap_or(text);
                text.split(" at path").next().unwrap_or(text).to_lowercase()
            }
        };
        f.write_str(&words)
    }
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words = match self {
            FileError::Cannot { verb, path, why } => {
                let why = why.to_string();
                match verb {
                    Verb::Write => t!("store-cannot-write", path = path, why = why),
                    Verb::Replace => t!("store-cannot-replace", path = path, why = why),
                    Verb::Make => t!("store-cannot-make", path = path, why = why),
                }
            }
            FileError::NotRegular { path, kind } => {
                t!(
                    "store-cannot-write-kind",
                    path = path,
                    kind = kind_words(kind)
                )
            }
            FileError::Unreachable { path, why } => {
                t!("store-cannot-reach", path = path, why = why)
            }
            FileError::OtherNotKept => t!("store-cannot-keep-other"),
            FileError::TooMany { path } => t!("store-too-many", path = path),
        };
        f.write_str(&words)
    }
}

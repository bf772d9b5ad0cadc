//! The words for what the store returns: why a file could not be read or written, where a
//! game is kept, what a save, a new game or the scoreboard did. The store speaks no
//! language: it returns these facts as typed values, and this module words them in the
//! language in force, for the screen and for the commands that print them.
//!
//! The errors that travel in an `anyhow` chain ([`ReadError`], [`FileError`], [`IoWhy`])
//! are worded by their [`Display`](std::fmt::Display), implemented here; the other facts by
//! [`StoreWords::text`].

use std::fmt;
use std::path::Path;

use super::{ErrorWords, VariantWords};
use crate::store::file::{FileError, Verb};
use crate::store::prefs::NotRemembered;
use crate::store::read::ReadError;
use crate::store::said::{
    CountError, CountFailure, Failure, Kept, KeptAside, NotCounted, NotKeptAside, NotOpened,
    NotSavedAs, Note, Nowhere, ScoreNote, Unlisted, Unreadable, Unusable,
};
use crate::store::waiting::Waiting;
use crate::store::{IoWhy, display_path};
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
        "the training's best rounds" => t!("store-what-learn"),
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
            ReadError::Io(why) => write!(f, "{why}"),
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

/// A path as the player reads it (`~/` for the home folder).
fn shown(p: &Path) -> String {
    display_path(p)
}

impl StoreWords for Kept {
    fn text(&self) -> String {
        match self {
            Kept::SavedTo(p) => t!("store-saved-to", path = shown(p)),
            Kept::ReadOnly(p) => t!("store-read-only", path = shown(p)),
            Kept::NotSaved => t!("store-not-saved"),
        }
    }
}

impl StoreWords for Failure {
    fn text(&self) -> String {
        self.said.clone()
    }
}

impl StoreWords for Nowhere {
    fn text(&self) -> String {
        match self {
            Nowhere::NoFile => t!("store-no-file"),
            Nowhere::NoDataFolder => t!("store-no-data-folder"),
            Nowhere::DataFolderUnmade { path, why } => t!(
                "store-data-folder-unmade",
                path = shown(path),
                why = why.to_string()
            ),
            Nowhere::CannotUse(p) => t!("store-cannot-use", path = shown(p)),
            Nowhere::NotMovedNorMade { why, why2 } => t!(
                "store-not-moved-nor-made",
                why = why.text(),
                why2 = why2.text()
            ),
            Nowhere::Failed(f) => f.text(),
            Nowhere::Said(why) => why.clone(),
        }
    }
}

impl StoreWords for Unreadable {
    fn text(&self) -> String {
        match self {
            Unreadable::Record(e) => e.text(),
            Unreadable::File(why) => why.to_string(),
        }
    }
}

impl StoreWords for Unusable {
    fn text(&self) -> String {
        match self {
            Unusable::BusyEmpty(p) => t!("store-busy-empty", path = shown(p)),
            Unusable::BusySaved(p) => t!("store-busy-saved", path = shown(p)),
            Unusable::UnreadableLeft { path, why } => {
                t!(
                    "store-unreadable-left",
                    path = shown(path),
                    why = why.to_string()
                )
            }
            Unusable::UnreadableStuck { why, why2 } => t!(
                "store-unreadable-stuck",
                why = why.text(),
                why2 = why2.text()
            ),
        }
    }
}

/// Why a game is counted apart, as the scoreboard says it in English (`with analysis shown,
/// with a hint`), in the language in force.
pub fn apart_words(why: &str) -> String {
    why.split(", ")
        .map(|w| match w {
            "from a set-up position" => t!("store-apart-set-up"),
            "with analysis shown" => t!("store-apart-analysis"),
            "with a hint" => t!("store-apart-hint"),
            "with hints" => t!("store-apart-hints"),
            other => other.to_string(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

impl StoreWords for Note {
    fn text(&self) -> String {
        match self {
            Note::RedoUnread { path, why, kept } => {
                let (path, token, why) = (shown(path), &why.token, why.text());
                if *kept {
                    t!("store-redo-unread", path = path, token = token, why = why)
                } else {
                    t!(
                        "store-redo-unread-long",
                        path = path,
                        token = token,
                        why = why
                    )
                }
            }
            Note::BusyNamed(p) => t!("store-busy-named", path = shown(p)),
            Note::ReadOnlyNamed(p) => t!("store-read-only-named", path = shown(p)),
            Note::OtherRulesAside { rules, asked } => t!(
                "store-other-rules-aside",
                rules = rules.short_title(),
                asked = asked.short_title()
            ),
            Note::Elsewhere { why, path } => {
                t!("store-elsewhere", why = why.text(), path = shown(path))
            }
            Note::Unusable(why) => why.text(),
            Note::UnreadableKept { why, path } => {
                t!(
                    "store-unreadable-kept",
                    why = why.text(),
                    path = shown(path)
                )
            }
            Note::SavedBeside { path, origin } => t!(
                "store-saved-beside",
                path = shown(path),
                origin = shown(origin)
            ),
            Note::ChangedElsewhere { path, kept } => t!(
                "store-changed-elsewhere",
                path = shown(path),
                kept = shown(kept)
            ),
            Note::LinkNotKept(p) => t!("store-link-not-kept", path = shown(p)),
            Note::CountedApart(why) => t!("store-counted-apart", why = apart_words(why)),
            Note::BroughtBack { from, path } => {
                t!("store-brought-back", from = shown(from), path = shown(path))
            }
            Note::KeptAs { path, uncounted } => match uncounted {
                None => t!("store-kept-as", path = shown(path)),
                Some(e) => t!(
                    "store-kept-as-uncounted",
                    path = shown(path),
                    why = e.to_string()
                ),
            },
            Note::NotMoved { why, path, new } => t!(
                "store-not-moved",
                why = why.text(),
                path = shown(path),
                new = shown(new)
            ),
            Note::Score(n) => n.to_string(),
            Note::CountFailed(f) => f.to_string(),
            Note::NotCounted(e) => e.to_string(),
        }
    }
}

impl StoreWords for NotSavedAs {
    fn text(&self) -> String {
        match self {
            NotSavedAs::NoName => t!("store-type-name"),
            NotSavedAs::Exists(p) => t!("store-exists", path = shown(p)),
            NotSavedAs::Unopened { path, why } => format!("{}: {why}", shown(path)),
            NotSavedAs::NotSaved(why) => why.text(),
        }
    }
}

impl fmt::Display for Unlisted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words = match self {
            Unlisted::Unreadable(why) => t!("scr-sv-unreadable", error = why.to_string()),
            Unlisted::Damaged(e) => t!("scr-sv-damaged", error = e.text()),
        };
        f.write_str(&crate::text::clean(&words))
    }
}

impl StoreWords for KeptAside {
    fn text(&self) -> String {
        let kept = t!(
            "scr-sv-kept-aside",
            file = shown(&self.path),
            aside = shown(&self.aside)
        );
        match &self.unfollowed {
            Some(e) => format!("{kept} {}", t!("scr-sv-scores-lost", error = e.to_string())),
            None => kept,
        }
    }
}

impl StoreWords for NotKeptAside {
    fn text(&self) -> String {
        match self {
            NotKeptAside::Gone(p) => t!("scr-sv-gone", file = shown(p)),
            NotKeptAside::Failed { path, why } => t!(
                "scr-sv-not-kept-aside",
                file = shown(path),
                error = why.text()
            ),
            NotKeptAside::Busy(p) => t!("scr-sv-busy", file = shown(p)),
            NotKeptAside::Unopened { path, why } => format!("{}: {why}", shown(path)),
        }
    }
}

impl fmt::Display for NotRemembered {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotRemembered::Busy(p) => f.write_str(&t!("store-prefs-busy", path = shown(p))),
            NotRemembered::ReadOnly(p) => write!(f, "{} is read-only", shown(p)),
            NotRemembered::Said(why) => f.write_str(why),
        }
    }
}

/// A path as the scoreboard's notes say it: home as `~`, control characters out.
fn count_shown(p: &Path) -> String {
    crate::text::clean(&display_path(p))
}

impl StoreWords for Waiting {
    fn text(&self) -> String {
        match self {
            Waiting::Scoreboard(p) => t!("store-waiting-scores", path = count_shown(p)),
            Waiting::Preferences(p) => t!("store-waiting-prefs", path = shown(p)),
        }
    }
}

impl fmt::Display for CountError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CountError::Unlocked { path, why } => f.write_str(&t!(
                "store-count-unlocked",
                path = count_shown(path),
                why = why.to_string()
            )),
            CountError::Held(p) => write!(
                f,
                "another morris has held {} for more than 10 seconds",
                count_shown(p)
            ),
            CountError::NotOurs { path, why } => f.write_str(&t!(
                "store-cannot-read",
                path = count_shown(path),
                why = why
            )),
            CountError::Unwritten(why) => f.write_str(why),
        }
    }
}

impl fmt::Display for NotCounted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words = match self {
            NotCounted::Failed(e) => t!("store-count-failed", why = e.to_string()),
            NotCounted::Unnoted { why, why2 } => t!(
                "store-count-failed-unnoted",
                why = why.to_string(),
                why2 = why2
            ),
        };
        f.write_str(&words)
    }
}

impl fmt::Display for ScoreNote {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScoreNote::Refused { path, line, why } => write!(
                f,
                "{} line {line}: {why}: that game is not counted",
                count_shown(path)
            ),
            ScoreNote::CountedAnew { n, dropped } => {
                let dropped = match *dropped {
                    0 => String::new(),
                    d => t!("store-dropped", n = d),
                };
                f.write_str(&t!("store-counted-anew", n = *n, dropped = dropped))
            }
            ScoreNote::Followed(n) => f.write_str(&t!("store-followed", n = *n)),
            ScoreNote::Added(n) => f.write_str(&t!("store-added", n = *n)),
            ScoreNote::Changed(n) => f.write_str(&t!("store-changed", n = *n)),
            ScoreNote::Removed(n) => f.write_str(&t!("store-removed", n = *n)),
            ScoreNote::Broken { path, why, kept } => {
                let what = match kept {
                    Some(k) => format!("it is kept as {} and", count_shown(k)),
                    None => "it is left as it is, and".to_string(),
                };
                write!(
                    f,
                    "{} could not be read ({why}): {what} counted again from the records",
                    count_shown(path)
                )
            }
        }
    }
}

impl fmt::Display for CountFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CountFailure::Unreadable { path, why } => f.write_str(&t!(
                "store-count-unreadable",
                path = count_shown(path),
                why = why
            )),
            CountFailure::NotKept(e) => {
                f.write_str(&t!("store-count-not-kept", why = e.to_string()))
            }
            CountFailure::Unwritten(why) => f.write_str(why),
        }
    }
}

impl fmt::Display for NotOpened {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotOpened::Unreadable { path, why } => {
                write!(f, "{}: {why}", crate::text::path(path))
            }
            NotOpened::NotARecord { path, why } => {
                write!(f, "{}: {}", crate::text::path(path), why.text())
            }
            NotOpened::Gone(p) => f.write_str(&t!("board-file-gone", path = shown(p))),
            NotOpened::NotSaved(why) => f.write_str(&why.text()),
        }
    }
}

impl StoreWords for crate::store::learn::Why {
    fn text(&self) -> String {
        use crate::store::learn::Why;
        match self {
            Why::Read(e) => e.to_string(),
            Why::Line(n) => t!("store-learn-line", n = *n),
            Why::Link => t!("store-learn-link"),
            Why::Write(said) => said.clone(),
        }
    }
}

impl StoreWords for crate::store::learn::Fact {
    fn text(&self) -> String {
        use crate::store::learn::Fact;
        match self {
            Fact::Unreadable { path, why } => {
                t!(
                    "store-learn-unreadable",
                    path = shown(path),
                    why = why.text()
                )
            }
            Fact::KeptAside { path, kept } => {
                t!(
                    "store-learn-kept-aside",
                    path = shown(path),
                    kept = shown(kept)
                )
            }
            Fact::NotKept { path, why } => {
                t!("store-learn-not-kept", path = shown(path), why = why.text())
            }
            Fact::NoDataFolder => t!("store-learn-no-data-folder"),
        }
    }
}

//! What the store tells of a game's session, as facts: where the game is kept
//! ([`Kept`]), why it is kept nowhere ([`Nowhere`]), what a save, a new game or opening did
//! that the player should know ([`Note`]), why a save as failed ([`NotSavedAs`]). The screen
//! branches on them; [`crate::words::store`] words them.

use std::path::PathBuf;

use super::read::ReadError;
use crate::rules::{RecordError, Variant};

/// Where the game is kept, as the panel says it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kept {
    /// Saved to this record after every change.
    SavedTo(PathBuf),
    /// Shown read-only from this record (playing on saves to a new file beside it).
    ReadOnly(PathBuf),
    /// Not saved.
    NotSaved,
}

/// A write that failed: what it says, and the kind of the system's error where one is at its
/// root (`PermissionDenied` for a read-only folder).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The error and its causes, as the store's errors word them.
    pub said: String,
    /// The kind of the system's error at its root, if any.
    pub kind: Option<std::io::ErrorKind>,
}

impl Failure {
    /// The failure `e` is.
    pub fn of(e: &anyhow::Error) -> Failure {
        let kind = e.chain().find_map(|c| {
            if let Some(f) = c.downcast_ref::<super::file::FileError>() {
                match f {
                    super::file::FileError::Cannot { why, .. } => Some(why.kind),
                    _ => None,
                }
            } else if let Some(r) = c.downcast_ref::<super::read::ReadError>() {
                match r {
                    super::read::ReadError::Io(e) => Some(e.kind),
                    _ => None,
                }
            } else {
                c.downcast_ref::<std::io::Error>().map(std::io::Error::kind)
            }
        });
        Failure {
            said: format!("{e:#}"),
            kind,
        }
    }
}

/// Why a game is kept nowhere (every decision tries again).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Nowhere {
    /// There is no file to keep it in.
    NoFile,
    /// There is no data folder to keep it in.
    NoDataFolder,
    /// The data folder cannot be made.
    DataFolderUnmade {
        /// The folder.
        path: PathBuf,
        /// Why.
        why: super::IoWhy,
    },
    /// The default place was moved aside as unreadable but cannot be taken again.
    CannotUse(PathBuf),
    /// A new game could not move the last one aside, nor take a new file.
    NotMovedNorMade {
        /// Why it could not be moved.
        why: Failure,
        /// Why no new file could be made.
        why2: Failure,
    },
    /// A write failed.
    Failed(Failure),
    /// Why, as the caller said it (a game without folders, a test).
    Said(String),
}

impl Nowhere {
    /// The kind of the system's error at the root of it, if any.
    pub fn io_kind(&self) -> Option<std::io::ErrorKind> {
        match self {
            Nowhere::DataFolderUnmade { why, .. } => Some(why.kind),
            Nowhere::NotMovedNorMade { why, .. } => why.kind,
            Nowhere::Failed(f) => f.kind,
            _ => None,
        }
    }
}

/// Why the default place (`current.pgn`) cannot be used, so that the game goes to another
/// file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unusable {
    /// Another morris is playing in it, an empty game.
    BusyEmpty(PathBuf),
    /// Another morris is playing the saved game in it.
    BusySaved(PathBuf),
    /// The saved game cannot be read; it is left as it is.
    UnreadableLeft {
        /// The record.
        path: PathBuf,
        /// Why.
        why: ReadError,
    },
    /// The saved game cannot be read, nor moved aside; it is left as it is.
    UnreadableStuck {
        /// Why it cannot be read.
        why: Unreadable,
        /// Why it could not be moved aside.
        why2: Failure,
    },
}

/// Why a saved game cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unreadable {
    /// It is not a record.
    Record(RecordError),
    /// The file itself is broken.
    File(ReadError),
}

/// What the player should be told of what the store did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// The undone decisions (redo) of the record at `path` could not be read from `token` on.
    RedoUnread {
        /// The record.
        path: PathBuf,
        /// Why.
        why: RecordError,
        /// The record keeps them all in its `[UnreadRedo]` tag (else they are too long to
        /// keep).
        kept: bool,
    },
    /// The record named is played in another morris: it is shown read-only.
    BusyNamed(PathBuf),
    /// The record named is read-only for this user: it is shown read-only (playing on saves
    /// beside it).
    ReadOnlyNamed(PathBuf),
    /// A game under other rules was in progress: it is kept aside with the first decision.
    OtherRulesAside {
        /// The rules of the game in progress.
        rules: Variant,
        /// The rules asked for.
        asked: Variant,
    },
    /// The default place cannot be used; the game is saved to `path` instead.
    Elsewhere {
        /// Why.
        why: Unusable,
        /// Where the game is saved.
        path: PathBuf,
    },
    /// The default place cannot be used, nor another file taken.
    Unusable(Unusable),
    /// The saved game could not be read; it was kept as `path`.
    UnreadableKept {
        /// Why.
        why: Unreadable,
        /// Where it is kept.
        path: PathBuf,
    },
    /// The game is saved to a new file beside the record shown read-only.
    SavedBeside {
        /// The new file.
        path: PathBuf,
        /// The record left as it was.
        origin: PathBuf,
    },
    /// Another program changed the record: its version was kept aside.
    ChangedElsewhere {
        /// The record.
        path: PathBuf,
        /// Where that version is kept.
        kept: PathBuf,
    },
    /// The record was read-only and replaced by a new file: its other names keep the old game.
    LinkNotKept(PathBuf),
    /// The game is counted apart in `morris score`: why, as the scoreboard says it.
    CountedApart(String),
    /// An unfinished game saved beside the default place (its place was busy or could not be
    /// read then) is back at the default place, offered for resuming.
    BroughtBack {
        /// Where it was saved.
        from: PathBuf,
        /// The default place, where it is now.
        path: PathBuf,
    },
    /// The last game was kept aside as `path` (and the scoreboard could not follow it: why).
    KeptAs {
        /// Where it is kept.
        path: PathBuf,
        /// Why the scoreboard could not follow it, if it could not.
        uncounted: Option<CountError>,
    },
    /// The last game could not be moved aside: it stays in `path`, and this one goes to `new`.
    NotMoved {
        /// Why.
        why: Failure,
        /// Where the last game stays.
        path: PathBuf,
        /// Where this game is saved.
        new: PathBuf,
    },
    /// What a recount of the scoreboard did.
    Score(ScoreNote),
    /// The scoreboard's recount could not be read or kept.
    CountFailed(CountFailure),
    /// The game could not be counted.
    NotCounted(NotCounted),
}

/// Why a game could not be saved in the file the player typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotSavedAs {
    /// Nothing was typed.
    NoName,
    /// The file exists.
    Exists(PathBuf),
    /// The file cannot be opened.
    Unopened {
        /// The file.
        path: PathBuf,
        /// Why.
        why: ReadError,
    },
    /// The save failed.
    NotSaved(Nowhere),
}

/// Why a record in the list of saved games cannot be read (it is listed with this, to be
/// looked at, not opened). Its words (its `Display`) are in [`crate::words::store`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unlisted {
    /// The file cannot be read.
    Unreadable(ReadError),
    /// It is not a record.
    Damaged(RecordError),
}

/// A saved game kept aside from the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptAside {
    /// The record.
    pub path: PathBuf,
    /// Its new name.
    pub aside: PathBuf,
    /// Why the scoreboard could not follow it, if it could not.
    pub unfollowed: Option<CountError>,
}

/// Why a saved game could not be kept aside.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotKeptAside {
    /// The record is not there any more.
    Gone(PathBuf),
    /// Moving it failed.
    Failed {
        /// The record.
        path: PathBuf,
        /// Why.
        why: Failure,
    },
    /// Another morris is playing it: it is left as it is.
    Busy(PathBuf),
    /// It cannot be opened.
    Unopened {
        /// The record.
        path: PathBuf,
        /// Why.
        why: ReadError,
    },
}

/// Why the scoreboard's count could not be changed: its lock, its file, its writing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CountError {
    /// The data folder cannot be opened to lock the count.
    Unlocked {
        /// The folder.
        path: PathBuf,
        /// Why.
        why: super::IoWhy,
    },
    /// Another morris has held the count for more than a few seconds.
    Held(PathBuf),
    /// What is in the count's place is not a count morris may read or replace.
    NotOurs {
        /// The count's file.
        path: PathBuf,
        /// Why, as the store says it.
        why: String,
    },
    /// The count could not be written, as the store says it.
    Unwritten(String),
}

/// Why a finished game could not be counted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotCounted {
    /// The count failed; once it can be written, `morris score` counts the game from its
    /// record.
    Failed(CountError),
    /// The count failed, and the game could not be noted to count later either.
    Unnoted {
        /// Why the count failed.
        why: CountError,
        /// Why the note failed, as the store says it.
        why2: String,
    },
}

/// What a recount of the scoreboard did that the player should know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScoreNote {
    /// A bad entry of the count is refused (never counted, left as it was).
    Refused {
        /// The count's file.
        path: PathBuf,
        /// The entry's line.
        line: usize,
        /// Why, as the count says it.
        why: String,
    },
    /// The count was made anew from the records: `n` games, `dropped` entries gone.
    CountedAnew {
        /// The games counted.
        n: usize,
        /// The entries whose records are gone.
        dropped: usize,
    },
    /// Entries followed records renamed by hand.
    Followed(usize),
    /// Games added.
    Added(usize),
    /// Games whose result changed.
    Changed(usize),
    /// Games taken out.
    Removed(usize),
    /// The count could not be read: it was kept aside (where) or left, and made again.
    Broken {
        /// The count's file.
        path: PathBuf,
        /// Why it could not be read.
        why: String,
        /// Where it is kept, if it was moved.
        kept: Option<PathBuf>,
    },
}

/// Why a recount could not be read or kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CountFailure {
    /// What is in the count's place cannot be read: the count is made from the records, and
    /// not kept.
    Unreadable {
        /// The count's file.
        path: PathBuf,
        /// Why, as the store says it.
        why: String,
    },
    /// The count could not be locked: it is not kept.
    NotKept(CountError),
    /// The count could not be written, as the store says it.
    Unwritten(String),
}

/// Why a game's record could not be opened (no game is played from it). Its words (its
/// `Display`) are in [`crate::words::store`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotOpened {
    /// The record cannot be read: too large, not UTF-8, not a regular file, refused by the
    /// system.
    Unreadable {
        /// The record.
        path: PathBuf,
        /// Why.
        why: ReadError,
    },
    /// It is not a record.
    NotARecord {
        /// The record.
        path: PathBuf,
        /// Why.
        why: RecordError,
    },
    /// It is not there any more (chosen from the list, and gone meanwhile).
    Gone(PathBuf),
    /// A record named that did not exist could not be written at once.
    NotSaved(Nowhere),
}

impl std::error::Error for NotOpened {}

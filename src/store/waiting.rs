//! Waiting for another morris to let go of a lock (the scoreboard's folder, the preferences'):
//! it holds one for the milliseconds of reading, changing and writing a file, but one stopped
//! in the middle (or another program) can hold it for long. The wait is bounded
//! ([`LIMIT`]), and once it has lasted a moment the store tells whoever listens
//! ([`listen`]: the commands print it, the game's screen shows it), so that a player is never left before a silent
//! program.

use std::fs::File;
use std::path::PathBuf;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How long a lock is waited for before giving up.
pub const LIMIT: Duration = Duration::from_secs(10);

/// How long a wait lasts before it is said.
const SAID_AFTER: Duration = Duration::from_millis(300);

/// What a wait is for, and what happens if the lock does not come.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Waiting {
    /// The scoreboard (its file): without the lock the game is counted later, from its
    /// record.
    Scoreboard(PathBuf),
    /// The preferences (their file): without the lock the change is not kept.
    Preferences(PathBuf),
}

/// Who is told of a wait.
static LISTENER: Mutex<Option<fn(&Waiting)>> = Mutex::new(None);

/// Tells `listener` of every wait from now on (`None`: nobody); returns who was told before
/// (the game's screen says a wait its own way while it is up, then gives the word back).
pub fn listen(listener: Option<fn(&Waiting)>) -> Option<fn(&Waiting)> {
    match LISTENER.lock() {
        Ok(mut l) => std::mem::replace(&mut *l, listener),
        Err(_) => None,
    }
}

fn tell(waiting: &Waiting) {
    let listener = LISTENER.lock().ok().and_then(|l| *l);
    if let Some(f) = listener {
        f(waiting);
    }
}

/// How a wait for a lock ended.
#[derive(Debug)]
pub(crate) enum Locked {
    /// Locked.
    Yes,
    /// The file system has no locks: go on without one.
    NoLocks,
    /// Another holder kept it for [`LIMIT`].
    Held,
}

/// Takes the lock on `file` (a folder), waiting at most [`LIMIT`] for another holder, and
/// saying the wait (`what`) once it has lasted a moment.
pub(crate) fn lock(file: &File, what: impl FnOnce() -> Waiting) -> Locked {
    let start = Instant::now();
    let mut what = Some(what);
    loop {
        match file.try_lock() {
            Ok(()) => return Locked::Yes,
            Err(std::fs::TryLockError::WouldBlock) => {}
            Err(std::fs::TryLockError::Error(_)) => return Locked::NoLocks,
        }
        let waited = start.elapsed();
        if waited >= LIMIT {
            return Locked::Held;
        }
        if waited >= SAID_AFTER
            && let Some(w) = what.take()
        {
            tell(&w());
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

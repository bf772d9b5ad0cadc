//! What can go wrong on a link, as facts: the program words each (`src/words/`).

use std::fmt;
use std::io;

/// Why a link could not be made, or ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NetError {
    /// The other side used another code: the key exchange gave the two sides different keys
    /// (found by the confirmation, at once, on both sides).
    WrongCode,
    /// The host has seen [`WRONG_TRIES`](crate::WRONG_TRIES) wrong codes and takes no more:
    /// a new code is needed.
    CodeSpent,
    /// A frame longer than the bound: announced by the peer (refused before it is read) or
    /// given to [`LinkWriter::send`](crate::LinkWriter::send).
    TooLarge {
        /// The length announced or given, in bytes.
        len: u64,
        /// The most that is taken.
        limit: u64,
    },
    /// The peer sent more frames in a second than [`Options::max_rate`](crate::Options).
    TooFast,
    /// A frame failed its authentication: altered, replayed, reordered or forged.
    Tampered,
    /// The other side (or the relay between) closed the connection.
    Closed,
    /// The system refused or broke the connection (its kind of error).
    Io(io::ErrorKind),
    /// The peer broke the protocol (what it got wrong).
    Protocol(&'static str),
    /// The peer speaks another version of the protocol (an older or newer morris).
    Version,
    /// Nothing arrived in time (a handshake, a relay's answer, a read with a timeout).
    Timeout,
    /// The relay is full, or has as many connections from this address as it takes.
    RelayBusy,
    /// Someone is already waiting at the relay with this nameplate, or it is in a game.
    NameplateTaken,
    /// The address is not `host:port`, or names no host that could be found.
    BadAddress,
    /// Stopped by a [`Cancel`](crate::Cancel).
    Cancelled,
}

impl NetError {
    /// Whether the link is over after this error (all but [`NetError::Timeout`] from a read
    /// with a timeout, after which the link goes on).
    pub fn ends_link(&self) -> bool {
        !matches!(self, NetError::Timeout)
    }
}

impl From<io::Error> for NetError {
    fn from(e: io::Error) -> NetError {
        match e.kind() {
            io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut => NetError::Timeout,
            io::ErrorKind::UnexpectedEof
            | io::ErrorKind::ConnectionReset
            | io::ErrorKind::ConnectionAborted
            | io::ErrorKind::BrokenPipe => NetError::Closed,
            kind => NetError::Io(kind),
        }
    }
}

impl fmt::Display for NetError {
    // English for logs and tests; the program words these in the language in force.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NetError::WrongCode => write!(f, "the other side used another code"),
            NetError::CodeSpent => write!(f, "too many wrong codes: this code is spent"),
            NetError::TooLarge { len, limit } => {
                write!(f, "a message of {len} bytes, more than {limit}")
            }
            NetError::TooFast => write!(f, "the other side sent too many messages too fast"),
            NetError::Tampered => write!(f, "a message was altered, replayed or forged"),
            NetError::Closed => write!(f, "the connection was closed"),
            NetError::Io(kind) => write!(f, "network error: {kind}"),
            NetError::Protocol(what) => write!(f, "the other side broke the protocol: {what}"),
            NetError::Version => write!(f, "the other side runs another version"),
            NetError::Timeout => write!(f, "timed out"),
            NetError::RelayBusy => write!(f, "the relay is busy"),
            NetError::NameplateTaken => write!(f, "the code's number is in use at the relay"),
            NetError::BadAddress => write!(f, "not an address (host:port)"),
            NetError::Cancelled => write!(f, "cancelled"),
        }
    }
}

impl std::error::Error for NetError {}

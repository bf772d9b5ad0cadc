//! The words for why a link with the other side ended ([`Problem`]), in the language in force.

use crate::net::protocol::Problem;
use crate::t;

/// Why the link ended, in words: the other side's fault, named.
pub fn problem(p: &Problem) -> String {
    match p {
        Problem::TooLong(n) => t!("net-too-long", bytes = *n as u64),
        Problem::Garbled(why) => t!("net-garbled", why = why.as_str()),
        Problem::Version(v) => t!(
            "remote-msg-version",
            theirs = *v as u64,
            ours = crate::net::protocol::VERSION as u64
        ),
        Problem::OutOfOrder => t!("net-out-of-order"),
        Problem::OutOfTurn => t!("net-out-of-turn"),
        Problem::Replayed { ply, expected } => t!(
            "net-replayed",
            ply = *ply as u64 + 1,
            expected = *expected as u64 + 1
        ),
        Problem::Unknown(d) => t!("net-unknown", decision = d.as_str()),
        Problem::Illegal(d, why) => t!("net-illegal", decision = d.as_str(), why = why.as_str()),
        Problem::Unasked => t!("net-unasked"),
        Problem::BadUndo(to) => t!("net-bad-undo", to = *to as u64),
        Problem::GameOver => t!("net-game-over"),
        Problem::BadRecord(why) => t!("net-bad-record", why = why.as_str()),
        Problem::OtherRules => t!("net-other-rules"),
        Problem::OtherGame { both, ours, theirs } => t!(
            "net-other-game",
            both = *both as u64,
            ours = *ours as u64,
            theirs = *theirs as u64
        ),
        Problem::SameSide => t!("net-same-side"),
        Problem::OtherClock(tag) => t!("net-other-clock", clock = tag.as_str()),
        Problem::NoTime => t!("net-no-time"),
        Problem::TooMuchTime(claimed, most) => t!(
            "net-too-much-time",
            claimed = shown_ms(*claimed),
            most = shown_ms(*most)
        ),
        Problem::FalseFlag(left) => t!("net-false-flag", left = shown_ms(*left)),
        Problem::OtherTime {
            number,
            ours,
            theirs,
        } => t!(
            "net-other-time",
            number = *number,
            ours = shown_ms(*ours),
            theirs = shown_ms(*theirs)
        ),
    }
}

/// Milliseconds as the clock shows a time left.
fn shown_ms(ms: u64) -> String {
    crate::clock::shown(std::time::Duration::from_millis(ms))
}

/// Why a link could not be made or ended, in words (the link's own facts).
pub fn link_error(e: &morris_net::NetError) -> String {
    use morris_net::NetError as E;
    match e {
        E::WrongCode => t!("link-wrong-code"),
        E::CodeSpent => t!("link-code-spent"),
        E::TooLarge { len, limit } => t!("link-too-large", len = *len, limit = *limit),
        E::TooFast => t!("link-too-fast"),
        E::Tampered => t!("link-tampered"),
        E::Closed => t!("link-closed"),
        E::Io(kind) => t!("link-io", why = kind.to_string()),
        E::Protocol(what) => t!("link-protocol", what = *what),
        E::Version => t!("link-version"),
        E::Timeout => t!("link-timeout"),
        E::RelayBusy => t!("link-relay-busy"),
        E::NameplateTaken => t!("link-nameplate-taken"),
        E::BadAddress => t!("link-bad-address"),
        E::Cancelled => t!("link-cancelled"),
    }
}

/// Why a text is not a code, in words.
pub fn code_error(e: &morris_net::CodeError) -> String {
    use morris_net::CodeError as E;
    match e {
        E::Empty => t!("code-empty"),
        E::TooLong => t!("code-too-long"),
        E::BadNameplate => t!("code-bad-number"),
        E::WordCount(n) => t!("code-word-count", n = *n),
        E::UnknownWord { word, place } => t!(
            "code-unknown-word",
            word = crate::text::clean(word),
            place = *place
        ),
    }
}

//! The words for what the link and the relay return (`morris-net`, which speaks no language):
//! why a link could not be made or ended, why a code is not a code, what the relay did.

use crate::net::relay::RelayEvent;
use crate::net::{CodeError, NetError};
use crate::t;

/// A network fact in words.
pub trait NetWords {
    /// The fact in the language in force.
    fn text(&self) -> String;
}

impl NetWords for NetError {
    fn text(&self) -> String {
        use std::io::ErrorKind as K;
        match self {
            NetError::WrongCode => t!("net-wrong-code"),
            NetError::CodeSpent => t!("net-code-spent"),
            NetError::TooLarge { len, limit } => t!("net-too-large", len = *len, limit = *limit),
            NetError::TooFast => t!("net-too-fast"),
            NetError::Tampered => t!("net-tampered"),
            NetError::Closed => t!("net-closed"),
            NetError::Io(K::ConnectionRefused) => t!("net-refused"),
            NetError::Io(K::HostUnreachable | K::NetworkUnreachable) => t!("net-unreachable"),
            NetError::Io(K::AddrInUse) => t!("net-addr-in-use"),
            NetError::Io(K::AddrNotAvailable) => t!("net-addr-not-here"),
            NetError::Io(K::PermissionDenied) => t!("net-permission"),
            NetError::Io(kind) => t!("net-io", why = kind.to_string()),
            NetError::Protocol(what) => t!("net-protocol", what = *what),
            NetError::Version => t!("net-version"),
            NetError::Timeout => t!("net-timeout"),
            NetError::RelayBusy => t!("net-relay-busy"),
            NetError::NameplateTaken => t!("net-nameplate-taken"),
            NetError::BadAddress => t!("net-bad-address"),
            NetError::Cancelled => t!("net-cancelled"),
        }
    }
}

impl NetWords for CodeError {
    fn text(&self) -> String {
        match self {
            CodeError::Empty => t!("net-code-empty"),
            CodeError::TooLong => t!("net-code-too-long"),
            CodeError::BadNameplate => t!("net-code-number"),
            CodeError::WordCount(n) => t!("net-code-word-count", n = *n),
            CodeError::UnknownWord { word, place } => t!(
                "net-code-unknown-word",
                word = crate::text::clean_lines(word),
                place = *place
            ),
        }
    }
}

impl NetWords for RelayEvent {
    fn text(&self) -> String {
        match self {
            RelayEvent::Listening(addr) => t!("net-relay-listening", addr = addr.to_string()),
            RelayEvent::Refused { from, why } => {
                t!(
                    "net-relay-refused",
                    from = from.to_string(),
                    why = why.text()
                )
            }
            RelayEvent::Paired { pairs } => t!("net-relay-paired", pairs = *pairs),
            RelayEvent::Ended { pairs, secs, bytes } => t!(
                "net-relay-ended",
                pairs = *pairs,
                secs = *secs,
                bytes = *bytes
            ),
            RelayEvent::Stopped => t!("net-relay-stopped"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{Lang, set_here};

    #[test]
    fn every_fact_has_words_in_every_language() {
        let errors = [
            NetError::WrongCode,
            NetError::CodeSpent,
            NetError::TooLarge {
                len: 100_000_000,
                limit: 65_552,
            },
            NetError::TooFast,
            NetError::Tampered,
            NetError::Closed,
            NetError::Io(std::io::ErrorKind::ConnectionRefused),
            NetError::Io(std::io::ErrorKind::HostUnreachable),
            NetError::Io(std::io::ErrorKind::AddrInUse),
            NetError::Io(std::io::ErrorKind::AddrNotAvailable),
            NetError::Io(std::io::ErrorKind::PermissionDenied),
            NetError::Io(std::io::ErrorKind::Other),
            NetError::Protocol("bad hello"),
            NetError::Version,
            NetError::Timeout,
            NetError::RelayBusy,
            NetError::NameplateTaken,
            NetError::BadAddress,
            NetError::Cancelled,
        ];
        for lang in [Lang::En, Lang::De, Lang::Pt] {
            set_here(Some(lang));
            let mut seen = std::collections::HashSet::new();
            for e in &errors {
                let text = e.text();
                assert!(
                    !text.is_empty() && !text.contains("net-"),
                    "{lang:?} {e:?}: {text}"
                );
                assert!(seen.insert(text.clone()), "{lang:?}: said twice: {text}");
            }
            let big = NetError::TooLarge {
                len: 100_000_000,
                limit: 65_552,
            }
            .text();
            assert!(big.contains("100") && big.contains("65"), "{big}");
            let word = CodeError::UnknownWord {
                word: "purpel".into(),
                place: 1,
            }
            .text();
            assert!(word.contains("purpel"), "{word}");
            let ended = RelayEvent::Ended {
                pairs: 3,
                secs: 61,
                bytes: 4096,
            }
            .text();
            assert!(ended.contains("61") && ended.contains("4096"), "{ended}");
        }
        set_here(None);
    }
}

//! Opening a game across the link, the one way for `morris host` / `morris join` and the
//! screen's menu: where the host is reached (directly on a port, or through a relay), the
//! listener and its code, the line the friend types, and the worker's way to make the link
//! (again, after a drop). What the friend read out is read back here too (the join window).

use crate::net::wire::{Cut, Reader, Writer};
use morris_net::{Cancel, Code, LinkReader, LinkWriter, Listener, NetError, Options, Via};

/// One try at making the link.
pub enum Attempt {
    /// Made: its two halves, and the other side's address.
    Made(Box<dyn Reader>, Box<dyn Writer>, String),
    /// Not now (why): tried again in a moment.
    Again(String),
    /// Not at all (why): the game says so and stays as it is.
    Fatal(String),
}

/// How the worker makes the link, each time it is needed (at the start, and after it drops).
pub type Connect = Box<dyn FnMut() -> Attempt + Send>;

/// How this terminal is reached when it hosts: the settings `relay` and `listen`, as values.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Network {
    /// Meet at this relay (`host:port`) instead of being joined directly.
    pub relay: Option<String>,
    /// Listen on this address (direct games; the default: port 4318 on every address).
    pub listen: Option<String>,
}

impl Network {
    /// Where the host waits: the listening address given wins over a relay (the relay may
    /// come from the preferences, the address from this command line).
    pub fn via(&self) -> Via {
        match (&self.listen, &self.relay) {
            (None, Some(r)) => Via::Relay(r.clone()),
            (l, _) => Via::Direct(
                l.clone()
                    .unwrap_or_else(|| format!("0.0.0.0:{}", morris_net::DIRECT_PORT)),
            ),
        }
    }
}

/// A game opened, waiting for the friend.
pub struct Hosting {
    /// What the friend types: `morris join ADDRESS CODE` or `morris join --relay ADDR CODE`.
    pub line: String,
    /// The code.
    pub code: Code,
    /// The address bound, for a direct game.
    pub bound: Option<std::net::SocketAddr>,
    /// How the worker makes the link.
    pub connect: Connect,
    /// Stops the wait from another thread (the listener's port is closed when the worker
    /// ends).
    pub cancel: Cancel,
}

/// What a joiner asked: the host's address (none with a relay), the relay, the code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Joining {
    /// The host's address (direct games).
    pub address: Option<String>,
    /// The relay both meet at.
    pub relay: Option<String>,
    /// The code the host showed.
    pub code: Code,
}

impl Joining {
    /// The command that joins the same game again.
    pub fn line(&self) -> String {
        match (&self.relay, &self.address) {
            (Some(r), _) => format!(
                "morris join --relay {} {}",
                crate::text::clean(r),
                self.code
            ),
            (None, Some(a)) => format!("morris join {} {}", crate::text::clean(a), self.code),
            (None, None) => String::new(),
        }
    }
}

impl Reader for LinkReader {
    fn recv(&mut self) -> Result<Vec<u8>, Cut> {
        LinkReader::recv(self).map_err(|e| Cut(crate::words::remote::link_error(&e)))
    }

    fn recv_within(&mut self, wait: std::time::Duration) -> Result<Option<Vec<u8>>, Cut> {
        let cut = |e: &NetError| Cut(crate::words::remote::link_error(e));
        self.set_read_timeout(Some(wait)).map_err(|e| cut(&e))?;
        match LinkReader::recv(self) {
            Ok(f) => Ok(Some(f)),
            Err(NetError::Timeout) => Ok(None),
            Err(e) => Err(cut(&e)),
        }
    }
}

impl Writer for LinkWriter {
    fn send(&mut self, frame: &[u8]) -> Result<(), Cut> {
        LinkWriter::send(self, frame).map_err(|e| Cut(crate::words::remote::link_error(&e)))
    }

    fn close(&mut self) {
        self.shutdown();
    }
}

/// A code typed, or why it is not one (in words).
pub fn code(text: &str) -> Result<Code, String> {
    text.trim().parse::<Code>().map_err(|e| {
        crate::t!(
            "remote-bad-code",
            code = crate::text::clean(text),
            why = crate::words::remote::code_error(&e)
        )
    })
}

/// The link made, for the worker: its halves and the other side's address.
fn made(link: morris_net::Link) -> Attempt {
    let peer = link.peer();
    let (r, w) = link.split();
    Attempt::Made(Box::new(r), Box::new(w), peer)
}

/// Whether a failed try is worth another (the other side not there yet, a connection
/// broken) or not (a wrong or spent code, an address that is not one, another version).
fn again(e: &NetError) -> bool {
    !matches!(
        e,
        NetError::WrongCode
            | NetError::CodeSpent
            | NetError::BadAddress
            | NetError::Version
            | NetError::Cancelled
    )
}

/// This machine's address as others on its network reach it: the address the system would
/// send from towards a public one (no packet is sent), if it is not the loopback.
fn own_address() -> Option<std::net::IpAddr> {
    let s = std::net::UdpSocket::bind("0.0.0.0:0").ok()?;
    s.connect("192.0.2.1:9").ok()?;
    let ip = s.local_addr().ok()?.ip();
    (!ip.is_loopback() && !ip.is_unspecified()).then_some(ip)
}

/// Opens a game as `net` says (with the code of a game opened before, if given): the
/// listener bound or registered, the line the friend types, the worker's way to make the
/// link. `Err`: why it cannot be opened, in words.
pub fn host(net: &Network, known: Option<Code>) -> Result<Hosting, String> {
    let opts = Options::default();
    let via = net.via();
    let listener = match &known {
        Some(c) => Listener::for_code(&via, &opts, c),
        None => Listener::bind(&via, &opts),
    }
    .map_err(|e| {
        crate::t!(
            "remote-cannot-host",
            why = crate::words::remote::link_error(&e)
        )
    })?;
    let code = known.unwrap_or_else(|| Code::generate(listener.nameplate()));
    let bound = listener.local_addr();
    let line = match (&via, bound) {
        (Via::Relay(r), _) => format!("morris join --relay {} {code}", crate::text::clean(r)),
        (Via::Direct(_), Some(a)) => {
            let ip = if a.ip().is_unspecified() {
                own_address().map_or_else(|| "ADDRESS".to_string(), |ip| ip.to_string())
            } else {
                a.ip().to_string()
            };
            let host = if ip.contains(':') {
                format!("[{ip}]")
            } else {
                ip
            };
            format!("morris join {host}:{} {code}", a.port())
        }
        (Via::Direct(_), None) => format!("morris join ADDRESS {code}"),
    };
    let cancel = listener.cancel();
    let mut listener = Some(listener);
    let theirs = code.clone();
    let stop = cancel.clone();
    let connect: Connect = Box::new(move || {
        if stop.cancelled() {
            return Attempt::Fatal(crate::words::remote::link_error(&NetError::Cancelled));
        }
        let l = match listener.as_mut() {
            Some(l) => l,
            None => match Listener::for_code(&via, &opts, &theirs) {
                Ok(l) => listener.insert(l),
                Err(e) if again(&e) => {
                    return Attempt::Again(crate::words::remote::link_error(&e));
                }
                Err(e) => return Attempt::Fatal(crate::words::remote::link_error(&e)),
            },
        };
        match l.accept(&theirs) {
            Ok(link) => made(link),
            // Someone tried another code: said, and the wait goes on.
            Err(e @ (NetError::WrongCode | NetError::Version)) => {
                Attempt::Again(crate::words::remote::link_error(&e))
            }
            Err(e) if again(&e) => {
                // The relay gone, a socket broken: a new listener next time.
                listener = None;
                Attempt::Again(crate::words::remote::link_error(&e))
            }
            Err(e) => Attempt::Fatal(crate::words::remote::link_error(&e)),
        }
    });
    Ok(Hosting {
        line,
        code,
        bound,
        connect,
        cancel,
    })
}

/// Joins the game `j` names: the host's address is checked first (`Err`: why it cannot be
/// joined, in words), then the worker's way to make the link, and the handle that stops it.
pub fn join(j: &Joining) -> Result<(Connect, Cancel), String> {
    let via = match (&j.relay, &j.address) {
        (Some(r), None) => Via::Relay(r.clone()),
        (None, Some(a)) => Via::Direct(a.clone()),
        _ => return Err(crate::t!("remote-join-usage")),
    };
    let (addr, port) = match &via {
        Via::Direct(a) => (a, morris_net::DIRECT_PORT),
        Via::Relay(a) => (a, morris_net::RELAY_PORT),
    };
    if let Err(e) = morris_net::resolve(addr, port) {
        return Err(crate::t!(
            "remote-cannot-join",
            why = crate::words::remote::link_error(&e)
        ));
    }
    let opts = Options::default();
    let cancel = Cancel::new();
    let stop = cancel.clone();
    let code = j.code.clone();
    let connect: Connect = Box::new(move || {
        if stop.cancelled() {
            return Attempt::Fatal(crate::words::remote::link_error(&NetError::Cancelled));
        }
        match morris_net::join_with(&via, &code, &opts, &stop) {
            Ok(link) => made(link),
            Err(e) if again(&e) => Attempt::Again(crate::words::remote::link_error(&e)),
            Err(e) => Attempt::Fatal(crate::words::remote::link_error(&e)),
        }
    });
    Ok((connect, cancel))
}

/// The longest line the join window takes.
pub const LONGEST_LINE: usize = 300;

/// What a friend read out, typed or pasted into the join window: `ADDRESS CODE`, `--relay
/// ADDR CODE`, or the whole `morris join …` line; with a relay set (`relay`), the code alone
/// meets there. `Err`: the problem, named, in words.
pub fn read_join_line(text: &str, relay: Option<&str>) -> Result<Joining, String> {
    let mut words: Vec<&str> = text.split_whitespace().collect();
    // The whole command pasted: `morris join …` (or a path to morris), or `join …`.
    if words
        .first()
        .is_some_and(|w| *w == "morris" || w.ends_with("/morris"))
    {
        words.remove(0);
    }
    if words.first() == Some(&"join") {
        words.remove(0);
    }
    let mut given_relay = None;
    let mut rest = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let w = words[i];
        if let Some(r) = w.strip_prefix("--relay=") {
            given_relay = Some(r.to_string());
        } else if w == "--relay" {
            match words.get(i + 1) {
                Some(r) => given_relay = Some((*r).to_string()),
                None => return Err(crate::t!("join-relay-missing")),
            }
            i += 1;
        } else if w.starts_with('-') {
            return Err(crate::t!("join-unknown", what = crate::text::clean(w)));
        } else {
            rest.push(w);
        }
        i += 1;
    }
    let relay = given_relay.or_else(|| relay.map(str::to_string));
    match (&relay, &rest[..]) {
        (_, []) => Err(crate::t!("join-empty")),
        (_, [address, c]) => Ok(Joining {
            address: Some((*address).to_string()),
            relay: None,
            code: code(c)?,
        }),
        (Some(r), [c]) => Ok(Joining {
            address: None,
            relay: Some(r.clone()),
            code: code(c)?,
        }),
        (None, [one]) if one.parse::<Code>().is_ok() => Err(crate::t!("join-no-address")),
        (None, [_]) => Err(crate::t!("join-no-code")),
        _ => Err(crate::t!("join-too-many", n = rest.len() as u64)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str, relay: Option<&str>) -> Result<(Option<String>, Option<String>), String> {
        read_join_line(text, relay).map(|j| {
            assert_eq!(j.code.to_string(), "7-purple-sausage");
            (j.address, j.relay)
        })
    }

    #[test]
    fn what_a_friend_reads_out_is_read_however_it_is_typed() {
        let direct = Ok((Some("10.0.0.2:4318".to_string()), None));
        assert_eq!(read("10.0.0.2:4318 7-purple-sausage", None), direct);
        assert_eq!(
            read("  morris join 10.0.0.2:4318   7-purple-sausage ", None),
            direct
        );
        assert_eq!(
            read("/usr/bin/morris join 10.0.0.2:4318 7-purple-sausage", None),
            direct
        );
        assert_eq!(read("join 10.0.0.2:4318 7-purple-sausage", None), direct);
        // An address given wins over the relay of the preferences.
        assert_eq!(read("10.0.0.2:4318 7-purple-sausage", Some("r:1")), direct);
        let relayed = Ok((None, Some("r.example:4319".to_string())));
        assert_eq!(
            read("--relay r.example:4319 7-purple-sausage", None),
            relayed
        );
        assert_eq!(
            read("morris join --relay=r.example:4319 7-purple-sausage", None),
            relayed
        );
        assert_eq!(read("7-purple-sausage", Some("r.example:4319")), relayed);
    }

    #[test]
    fn a_line_that_is_not_one_says_what_is_wrong() {
        let why = |text: &str| read_join_line(text, None).unwrap_err();
        assert!(
            why("").contains("Type what your friend reads out"),
            "{}",
            why("")
        );
        assert!(why("morris join").contains("Type what"));
        assert!(why("7-purple-sausage").contains("code alone"));
        assert!(why("10.0.0.2").contains("code is missing"));
        assert!(why("10.0.0.2 7-purple").contains("is not a code"));
        assert!(why("--relay").contains("--relay needs"));
        assert!(why("-x 10.0.0.2 7-purple-sausage").contains("-x is not understood"));
        assert!(why("a b c d").contains("4 words"));
        // Control characters typed are not written back to the screen.
        assert!(!why("\u{1b}[31m 1").contains('\u{1b}'));
    }
}

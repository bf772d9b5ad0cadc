//! The secure link between two morris players at two terminals, after magic-wormhole's design.
//!
//! The host gets a [`Code`] such as `7-purple-sausage` and reads it to a friend. The number (the
//! nameplate) pairs the two sides at a relay; the whole code is the password of a SPAKE2 key
//! exchange, so that a wrong code fails at once on both sides ([`NetError::WrongCode`]) and
//! someone who watches the traffic, or runs the relay, cannot test codes offline. After
//! [`WRONG_TRIES`] wrong codes the host spends the code ([`NetError::CodeSpent`]). The link then
//! carries frames sealed with ChaCha20-Poly1305 (a key for each direction, a counter for the
//! nonce), each at most [`MAX_FRAME`] bytes, at most [`Options::max_rate`] a second.
//!
//! The two sides meet directly ([`Via::Direct`]: the host listens, the friend connects) or at a
//! relay ([`Via::Relay`], [`relay()`]) that both can reach, which pairs them by nameplate and
//! passes bytes it cannot read. A dropped link is made again with the same code: every
//! connection runs a new key exchange.
//!
//! This crate does I/O (unlike the rules, the solver and the engine) but speaks no language:
//! every failure is a typed [`NetError`] or [`CodeError`], worded by the program.
//!
//! ```
//! use morris_net::{Code, Listener, Options, Via, join_with, Cancel};
//! let opts = Options::default();
//! let mut listener = Listener::bind(&Via::Direct("127.0.0.1:0".into()), &opts).unwrap();
//! let code = Code::generate(listener.nameplate());
//! let addr = Via::Direct(listener.local_addr().unwrap().to_string());
//! let friend = {
//!     let code = code.clone();
//!     std::thread::spawn(move || {
//!         let mut link = join_with(&addr, &code, &Options::default(), &Cancel::new()).unwrap();
//!         link.send(b"hello").unwrap();
//!     })
//! };
//! let mut link = listener.accept(&code).unwrap();
//! assert_eq!(link.recv().unwrap(), b"hello");
//! friend.join().unwrap();
//! ```

mod cancel;
mod code;
mod error;
mod handshake;
mod link;
mod listen;
pub mod relay;
mod wire;
mod wordlist;

use std::net::{SocketAddr, TcpStream, ToSocketAddrs};
use std::time::Duration;

pub use cancel::Cancel;
pub use code::{CODE_WORDS, Code, CodeError, MAX_CODE_LEN};
pub use error::NetError;
pub use link::{Closer, Link, LinkReader, LinkWriter};
pub use listen::Listener;
pub use relay::{Relay, RelayEvent, RelayLimits, RelayStop, relay};
pub use wordlist::WORDS;

use handshake::{Role, handshake};

/// The most bytes one frame carries.
pub const MAX_FRAME: usize = 64 * 1024;

/// How many wrong codes a host takes before the code is spent.
pub const WRONG_TRIES: u32 = 3;

/// The port a relay listens on when none is given (`morris relay`), and the one a relay
/// address without a port means.
pub const RELAY_PORT: u16 = 4319;

/// The port a host listens on directly when none is given.
pub const DIRECT_PORT: u16 = 4318;

/// Where the two sides meet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Via {
    /// The host listens on this address (`host:port`; port 0 for any), the friend connects
    /// to it.
    Direct(String),
    /// Both connect to the relay at this address (`host:port`).
    Relay(String),
}

/// The timeouts and bounds of a link. The defaults suit a game; the tests make them short.
#[derive(Debug, Clone)]
pub struct Options {
    /// How long the whole handshake may take (a total deadline, however slowly the peer's
    /// bytes come), and the same for a relay's answer to a hello.
    pub handshake_timeout: Duration,
    /// How long one write may block before the link is taken as gone.
    pub write_timeout: Duration,
    /// How long a friend who joins through a relay waits for the host to be there.
    pub join_wait: Duration,
    /// The most frames a second taken from the peer; more ends the link with
    /// [`NetError::TooFast`].
    pub max_rate: u32,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            handshake_timeout: Duration::from_secs(10),
            write_timeout: Duration::from_secs(10),
            join_wait: Duration::from_secs(120),
            max_rate: 100,
        }
    }
}

/// Opens a game and waits until a friend joins with `code` (a wrong code, or a stranger, is
/// turned away and the wait goes on, until [`WRONG_TRIES`] wrong codes spend it). To be able
/// to cancel the wait, or to show a relay's nameplate before the code is made, use a
/// [`Listener`]. Also the way back after a dropped link: the same code, a new key exchange.
pub fn host(via: &Via, code: &Code) -> Result<Link, NetError> {
    let mut listener = Listener::for_code(via, &Options::default(), code)?;
    loop {
        match listener.accept(code) {
            Err(NetError::WrongCode) => continue,
            other => return other,
        }
    }
}

/// Joins the game that the host of `code` opened, with the default [`Options`].
pub fn join(via: &Via, code: &Code) -> Result<Link, NetError> {
    join_with(via, code, &Options::default(), &Cancel::new())
}

/// Joins the game that the host of `code` opened; `cancel` stops the attempt from another
/// thread ([`NetError::Cancelled`]).
pub fn join_with(
    via: &Via,
    code: &Code,
    opts: &Options,
    cancel: &Cancel,
) -> Result<Link, NetError> {
    let (stream, relayed) = match via {
        Via::Direct(addr) => (connect(addr, DIRECT_PORT, opts, cancel)?, false),
        Via::Relay(addr) => {
            let stream = connect(addr, RELAY_PORT, opts, cancel)?;
            let (stream, _) = relay::register(
                stream,
                Role::Join,
                code.nameplate(),
                opts,
                Some(opts.join_wait),
                cancel,
            )?;
            (stream, true)
        }
    };
    let result = handshake(stream, code, Role::Join, opts, relayed);
    cancel.forget();
    match result {
        Err(_) if cancel.cancelled() => Err(NetError::Cancelled),
        other => other,
    }
}

/// The socket addresses `addr` names (`host:port`, or `host` alone with `default_port`).
pub fn resolve(addr: &str, default_port: u16) -> Result<Vec<SocketAddr>, NetError> {
    let addr = addr.trim();
    if addr.is_empty() || addr.len() > 300 {
        return Err(NetError::BadAddress);
    }
    let found: Vec<SocketAddr> = match addr.to_socket_addrs() {
        Ok(a) => a.collect(),
        Err(_) => (addr, default_port)
            .to_socket_addrs()
            .map_err(|_| NetError::BadAddress)?
            .collect(),
    };
    if found.is_empty() {
        return Err(NetError::BadAddress);
    }
    Ok(found)
}

/// A connection to `addr`, trying each of its addresses in turn.
fn connect(
    addr: &str,
    default_port: u16,
    opts: &Options,
    cancel: &Cancel,
) -> Result<TcpStream, NetError> {
    let mut last = NetError::BadAddress;
    for a in resolve(addr, default_port)? {
        if cancel.cancelled() {
            return Err(NetError::Cancelled);
        }
        match TcpStream::connect_timeout(&a, opts.handshake_timeout) {
            Ok(s) => {
                cancel.watch(&s);
                if cancel.cancelled() {
                    return Err(NetError::Cancelled);
                }
                return Ok(s);
            }
            Err(e) => last = e.into(),
        }
    }
    Err(last)
}

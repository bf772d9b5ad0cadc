//! The host's side: listen (directly, or at a relay) and take the friend who knows the code.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, TcpListener, TcpStream};
use std::time::{Duration, Instant};

use crate::handshake::{Role, handshake};
use crate::relay::{self, Answer};
use crate::{
    Cancel, Code, DIRECT_PORT, Link, NetError, Options, RELAY_PORT, Via, WRONG_TRIES, connect,
    resolve,
};

/// The host's side of a game across the network: bound directly, or registered at a relay,
/// until a friend with the code arrives.
///
/// Make it with [`Listener::bind`], show the [`Code`] made with its
/// [`nameplate`](Listener::nameplate), then call [`Listener::accept`] (on a thread of its own:
/// it blocks). Another thread stops the wait with the [`Cancel`] from [`Listener::cancel`].
#[derive(Debug)]
pub struct Listener {
    mode: Mode,
    opts: Options,
    cancel: Cancel,
    nameplate: u16,
    wrong: u32,
}

#[derive(Debug)]
enum Mode {
    Direct(TcpListener),
    Relay {
        addr: String,
        /// A registration made by `bind` that no friend has taken yet.
        held: Option<TcpStream>,
    },
}

impl Listener {
    /// Listens: directly on the address (`host:port`, port 0 for any free one), with a
    /// nameplate of its own (1 to 99: it only goes into the password there); or registers at
    /// the relay, which hands out a free nameplate.
    pub fn bind(via: &Via, opts: &Options) -> Result<Listener, NetError> {
        let cancel = Cancel::new();
        match via {
            Via::Direct(addr) => Listener::direct(addr, opts, cancel, small_random()),
            Via::Relay(addr) => {
                let stream = connect(addr, RELAY_PORT, opts, &cancel)?;
                let (stream, answer) = relay::hello(stream, Role::Host, 0, opts)?;
                let Answer::Waiting(nameplate) = answer else {
                    return Err(NetError::Protocol("relay paired before a code was made"));
                };
                Ok(Listener {
                    mode: Mode::Relay {
                        addr: addr.clone(),
                        held: Some(stream),
                    },
                    opts: opts.clone(),
                    cancel,
                    nameplate,
                    wrong: 0,
                })
            }
        }
    }

    /// A listener for a code already made (the host coming back after a dropped link): at a
    /// relay it registers the code's nameplate when [`Listener::accept`] is called.
    pub fn for_code(via: &Via, opts: &Options, code: &Code) -> Result<Listener, NetError> {
        let cancel = Cancel::new();
        match via {
            Via::Direct(addr) => Listener::direct(addr, opts, cancel, code.nameplate()),
            Via::Relay(addr) => Ok(Listener {
                mode: Mode::Relay {
                    addr: addr.clone(),
                    held: None,
                },
                opts: opts.clone(),
                cancel,
                nameplate: code.nameplate(),
                wrong: 0,
            }),
        }
    }

    fn direct(
        addr: &str,
        opts: &Options,
        cancel: Cancel,
        nameplate: u16,
    ) -> Result<Listener, NetError> {
        let addrs = resolve(addr, DIRECT_PORT)?;
        let listener = TcpListener::bind(&addrs[..])?;
        let local = listener.local_addr()?;
        // A cancel wakes the blocked accept by connecting to it.
        let wake_ip = match local.ip() {
            IpAddr::V4(ip) if ip.is_unspecified() => IpAddr::V4(Ipv4Addr::LOCALHOST),
            IpAddr::V6(ip) if ip.is_unspecified() => IpAddr::V6(Ipv6Addr::LOCALHOST),
            ip => ip,
        };
        cancel.wake_on(Some(SocketAddr::new(wake_ip, local.port())));
        Ok(Listener {
            mode: Mode::Direct(listener),
            opts: opts.clone(),
            cancel,
            nameplate,
            wrong: 0,
        })
    }

    /// The nameplate to make the code with ([`Code::generate`]).
    pub fn nameplate(&self) -> u16 {
        self.nameplate
    }

    /// The address listened on, for a direct game (`None` at a relay).
    pub fn local_addr(&self) -> Option<SocketAddr> {
        match &self.mode {
            Mode::Direct(l) => l.local_addr().ok(),
            Mode::Relay { .. } => None,
        }
    }

    /// A handle that stops [`Listener::accept`] from another thread.
    pub fn cancel(&self) -> Cancel {
        self.cancel.clone()
    }

    /// How many wrong codes were tried so far.
    pub fn wrong_tries(&self) -> u32 {
        self.wrong
    }

    /// Waits for a friend with `code` and gives the link. Returns early with
    /// [`NetError::WrongCode`] when someone tried another code (call again to go on waiting:
    /// [`Listener::wrong_tries`] says how many so far), with [`NetError::CodeSpent`] on the
    /// [`WRONG_TRIES`]th wrong code and on every call after it, with [`NetError::Version`] when
    /// a friend with another version of morris tried (call again), and with
    /// [`NetError::Cancelled`]. A stranger who connects and does not speak the protocol, or
    /// stops in the middle of the handshake, is dropped and the wait goes on. Any other error
    /// (the relay gone or full, the socket broken) ends the wait.
    pub fn accept(&mut self, code: &Code) -> Result<Link, NetError> {
        loop {
            if self.wrong >= WRONG_TRIES {
                return Err(NetError::CodeSpent);
            }
            if self.cancel.cancelled() {
                return Err(NetError::Cancelled);
            }
            let (stream, relayed) = self.next_stream(code)?;
            let result = handshake(stream, code, Role::Host, &self.opts, relayed);
            self.cancel.forget();
            if self.cancel.cancelled() {
                return Err(NetError::Cancelled);
            }
            match result {
                Ok(link) => return Ok(link),
                Err(NetError::WrongCode) => {
                    self.wrong += 1;
                    return Err(if self.wrong >= WRONG_TRIES {
                        NetError::CodeSpent
                    } else {
                        NetError::WrongCode
                    });
                }
                Err(NetError::Version) => return Err(NetError::Version),
                // A stranger, or a friend who went away in the middle: wait on.
                Err(_) => {}
            }
        }
    }

    /// The next connection to try the handshake on.
    fn next_stream(&mut self, code: &Code) -> Result<(TcpStream, bool), NetError> {
        match &mut self.mode {
            Mode::Direct(listener) => {
                let (stream, _) = listener.accept().map_err(|e| {
                    if self.cancel.cancelled() {
                        NetError::Cancelled
                    } else {
                        e.into()
                    }
                })?;
                self.cancel.watch(&stream);
                if self.cancel.cancelled() {
                    return Err(NetError::Cancelled);
                }
                Ok((stream, false))
            }
            Mode::Relay { addr, held } => loop {
                let waiting = match held.take() {
                    Some(s) if self.nameplate == code.nameplate() => s,
                    _ => {
                        self.nameplate = code.nameplate();
                        let s = connect(addr, RELAY_PORT, &self.opts, &self.cancel)?;
                        match relay::hello(s, Role::Host, code.nameplate(), &self.opts)? {
                            (s, Answer::Paired) => return Ok((s, true)),
                            (s, Answer::Waiting(_)) => s,
                        }
                    }
                };
                self.cancel.watch(&waiting);
                let since = Instant::now();
                match relay::await_pair(waiting, None) {
                    Ok(s) => return Ok((s, true)),
                    Err(_) if self.cancel.cancelled() => return Err(NetError::Cancelled),
                    // The relay let a long wait go: register again (if it is gone, that
                    // fails and says so).
                    Err(NetError::Closed) if since.elapsed() > Duration::from_secs(1) => {}
                    Err(e) => return Err(e),
                }
            },
        }
    }
}

/// A nameplate from 1 to 99 for a direct game.
fn small_random() -> u16 {
    let mut b = [0u8; 1];
    let _ = getrandom::fill(&mut b);
    u16::from(b[0] % 99) + 1
}

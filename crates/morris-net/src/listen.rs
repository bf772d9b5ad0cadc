//! The host's side: listen (directly, or at a relay) and take the friend who knows the code.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, Sender, TryRecvError, channel};
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

/// The most handshakes a direct host runs at once; a connection beyond it is closed at once.
pub(crate) const MAX_HANDSHAKES: usize = 16;

/// How often a direct host looks for a new connection or a finished handshake.
const POLL: Duration = Duration::from_millis(10);

/// A direct host's handshakes, each on a thread of its own, so that a slow or idle stranger
/// holds one of them and not the door.
#[derive(Debug)]
struct Direct {
    listener: TcpListener,
    running: Arc<AtomicUsize>,
    done_tx: Sender<Result<Link, NetError>>,
    done: Receiver<Result<Link, NetError>>,
}

#[derive(Debug)]
enum Mode {
    Direct(Direct),
    Relay {
        addr: String,
        /// A registration made by `bind` that no friend has taken yet, waited on (and the
        /// relay's probes answered) from the moment it is made.
        held: Option<Held>,
        /// What the relay handed for the nameplate: only with it does it let this host take
        /// the place again (after its connection died unseen).
        token: Option<relay::Token>,
    },
}

/// A registration at a relay whose wait runs on a thread of its own, so that the host answers
/// the relay's probes (and keeps its place) before [`Listener::accept`] is called.
#[derive(Debug)]
struct Held {
    /// The waiting connection, to stop the wait with.
    stream: TcpStream,
    /// What the wait came to.
    pairing: Receiver<Result<TcpStream, NetError>>,
}

impl Held {
    fn wait(stream: TcpStream) -> Result<Held, NetError> {
        let watch = stream.try_clone()?;
        let (tx, pairing) = channel();
        std::thread::Builder::new()
            .name("morris-relay-wait".into())
            .spawn(move || {
                let _ = tx.send(relay::await_pair(stream, None));
            })?;
        Ok(Held {
            stream: watch,
            pairing,
        })
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        // A wait nobody takes any more ends with its connection.
        if let Mode::Relay { held: Some(h), .. } = &self.mode {
            let _ = h.stream.shutdown(std::net::Shutdown::Both);
        }
    }
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
                let (stream, answer) = relay::hello(stream, Role::Host, 0, None, opts)?;
                let Answer::Waiting(nameplate, token) = answer else {
                    return Err(NetError::Protocol("relay paired before a code was made"));
                };
                Ok(Listener {
                    mode: Mode::Relay {
                        addr: addr.clone(),
                        held: Some(Held::wait(stream)?),
                        token,
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
                    token: None,
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
        listener.set_nonblocking(true)?;
        let local = listener.local_addr()?;
        // A cancel wakes the blocked accept by connecting to it.
        let wake_ip = match local.ip() {
            IpAddr::V4(ip) if ip.is_unspecified() => IpAddr::V4(Ipv4Addr::LOCALHOST),
            IpAddr::V6(ip) if ip.is_unspecified() => IpAddr::V6(Ipv6Addr::LOCALHOST),
            ip => ip,
        };
        cancel.wake_on(Some(SocketAddr::new(wake_ip, local.port())));
        let (done_tx, done) = channel();
        Ok(Listener {
            mode: Mode::Direct(Direct {
                listener,
                running: Arc::new(AtomicUsize::new(0)),
                done_tx,
                done,
            }),
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
            Mode::Direct(d) => d.listener.local_addr().ok(),
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
    /// stops in the middle of the handshake, is dropped and the wait goes on. A direct host
    /// runs up to 16 handshakes at once, each within the handshake's total deadline, so such
    /// strangers do not keep the friend out. Any other error (the relay gone or full, a host's
    /// place at the relay held by another connection) ends the wait.
    pub fn accept(&mut self, code: &Code) -> Result<Link, NetError> {
        if matches!(self.mode, Mode::Direct(_)) {
            return self.accept_direct(code);
        }
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
            if let Some(r) = self.outcome(result) {
                return r;
            }
        }
    }

    /// What a finished handshake means to the wait: `None` to wait on.
    fn outcome(&mut self, result: Result<Link, NetError>) -> Option<Result<Link, NetError>> {
        {
            match result {
                Ok(link) => Some(Ok(link)),
                Err(NetError::WrongCode) => {
                    self.wrong += 1;
                    Some(Err(if self.wrong >= WRONG_TRIES {
                        NetError::CodeSpent
                    } else {
                        NetError::WrongCode
                    }))
                }
                Err(NetError::Version) => Some(Err(NetError::Version)),
                // A stranger, or a friend who went away in the middle: wait on.
                Err(_) => None,
            }
        }
    }

    /// A direct host's wait: new connections are taken while earlier handshakes go on (at most
    /// [`MAX_HANDSHAKES`] at once, each within its total deadline); the first to finish with
    /// the right code gives the link.
    fn accept_direct(&mut self, code: &Code) -> Result<Link, NetError> {
        loop {
            if self.wrong >= WRONG_TRIES {
                return Err(NetError::CodeSpent);
            }
            if self.cancel.cancelled() {
                return Err(NetError::Cancelled);
            }
            let Mode::Direct(d) = &self.mode else {
                return Err(NetError::Protocol("not a direct host"));
            };
            match d.done.try_recv() {
                Ok(result) => {
                    if let Some(r) = self.outcome(result) {
                        return r;
                    }
                    continue;
                }
                Err(TryRecvError::Empty | TryRecvError::Disconnected) => {}
            }
            match d.listener.accept() {
                Ok((stream, _)) => {
                    if self.cancel.cancelled() {
                        return Err(NetError::Cancelled);
                    }
                    if d.running.load(Ordering::SeqCst) >= MAX_HANDSHAKES {
                        drop(stream);
                        continue;
                    }
                    if stream.set_nonblocking(false).is_err() {
                        continue;
                    }
                    d.running.fetch_add(1, Ordering::SeqCst);
                    let (running, tx) = (d.running.clone(), d.done_tx.clone());
                    let (code, opts) = (code.clone(), self.opts.clone());
                    let spawned = std::thread::Builder::new()
                        .name("morris-handshake".into())
                        .spawn(move || {
                            let result = handshake(stream, &code, Role::Host, &opts, false);
                            running.fetch_sub(1, Ordering::SeqCst);
                            let _ = tx.send(result);
                        });
                    if spawned.is_err() {
                        d.running.fetch_sub(1, Ordering::SeqCst);
                    }
                }
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => std::thread::sleep(POLL),
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => {
                    if self.cancel.cancelled() {
                        return Err(NetError::Cancelled);
                    }
                    // Out of file descriptors and the like: wait a little, as for no one.
                    let _ = e;
                    std::thread::sleep(POLL);
                }
            }
        }
    }

    /// The next connection to try the handshake on.
    fn next_stream(&mut self, code: &Code) -> Result<(TcpStream, bool), NetError> {
        match &mut self.mode {
            Mode::Direct(_) => Err(NetError::Protocol("a direct host takes no relay stream")),
            Mode::Relay { addr, held, token } => loop {
                let (since, paired) = match held.take() {
                    Some(h) if self.nameplate == code.nameplate() => {
                        self.cancel.watch(&h.stream);
                        let since = Instant::now();
                        (since, h.pairing.recv().unwrap_or(Err(NetError::Closed)))
                    }
                    other => {
                        if let Some(h) = other {
                            let _ = h.stream.shutdown(std::net::Shutdown::Both);
                        }
                        if self.nameplate != code.nameplate() {
                            *token = None;
                        }
                        self.nameplate = code.nameplate();
                        let s = connect(addr, RELAY_PORT, &self.opts, &self.cancel)?;
                        match relay::hello(s, Role::Host, code.nameplate(), *token, &self.opts)? {
                            (s, Answer::Paired) => return Ok((s, true)),
                            (_, Answer::Probe) => {
                                return Err(NetError::Protocol("relay asked before it answered"));
                            }
                            (s, Answer::Waiting(_, t)) => {
                                if t.is_some() {
                                    *token = t;
                                }
                                self.cancel.watch(&s);
                                (Instant::now(), relay::await_pair(s, None))
                            }
                        }
                    }
                };
                match paired {
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

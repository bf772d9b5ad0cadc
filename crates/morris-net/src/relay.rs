//! The relay: a small server both sides can reach, which pairs a host and a friend by the
//! code's nameplate and then passes bytes between them. It never sees the game: what passes is
//! the key exchange (which tells it nothing about the code) and sealed frames. It logs no code,
//! no nameplate and no move ([`RelayEvent`]).
//!
//! Its protocol, before the bytes pass: the client sends one frame, `morris-relay`, the version
//! (1), its role (`H` or `J`) and the nameplate (two bytes, big-endian; 0 from a host asks for a
//! free one); a host adds its reclaim token (16 bytes, all zero when it has none). The relay
//! answers with frames of three bytes, a status and a nameplate: waiting (then, later, paired),
//! paired, taken, busy or another version; its "waiting" to a host that sent the token field
//! adds the token (16 random bytes) that alone lets a host take the waiting place again (a host
//! whose connection died unseen comes back with it): a host hello for a nameplate where a host
//! waits, without that token, is answered "taken", so that no one else steals the place and
//! catches the friend — unless the waiting host is dead: a host of this version that asks for a
//! place held by a host of this version makes the relay probe the holder (a frame of three
//! bytes, answered by the waiting host with one of its own); a holder that does not answer
//! within [`PROBE_WAIT`] is a connection that died unseen (a host started again, a laptop
//! closed), and the place goes to the host that asked; a holder without a token (an older
//! morris's hello) gives way to a host of this version at once. No token comes from the code, so the
//! relay learns nothing it could test codes with. Once paired, the relay
//! passes bytes both ways until either side closes, then closes the other and frees the
//! nameplate.
//!
//! A thread for each connection (64 KiB of stack, an 8 KiB buffer), bounded in number in all
//! and from each address; a connection that does not say hello in time, that waits too long
//! for a partner, or a pair silent too long, is closed.

use std::collections::HashMap;
use std::io::{Read, Write};
use std::net::{IpAddr, Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use crate::handshake::Role;
use crate::wire::{Deadline, read_frame, write_frame};
use crate::{NetError, Options, resolve};

const MAGIC: &[u8] = b"morris-relay";
const VERSION: u8 = 1;
const WAITING: u8 = 0;
const PAIRED: u8 = 1;
const TAKEN: u8 = 2;
const BUSY: u8 = 3;
const OTHER_VERSION: u8 = 4;
/// Sent to a waiting host when another host asks for its place: "are you there?".
const PROBE: u8 = 5;
/// A waiting host's answer to [`PROBE`] (a frame no handshake begins with).
const ALIVE: &[u8] = b"morris-relay\x01A";

/// How long a waiting host has to answer a probe before its place goes to the host that
/// asked for it (a connection that died unseen answers nothing).
pub(crate) const PROBE_WAIT: Duration = Duration::from_secs(2);

/// The secret a relay hands a waiting host: only with it may a host take that place again.
pub(crate) type Token = [u8; TOKEN];

/// How many bytes a reclaim token has.
const TOKEN: usize = 16;

/// What the relay answered a hello.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Answer {
    /// Registered under this nameplate (with the token to take the place again, for a host);
    /// the partner is not there yet.
    Waiting(u16, Option<Token>),
    /// The partner is there: the bytes pass from now on.
    Paired,
    /// The relay asks whether this waiting host is still there (answered with [`ALIVE`]).
    Probe,
}

fn answer(frame: &[u8]) -> Result<Answer, NetError> {
    match frame {
        [WAITING, a, b] => Ok(Answer::Waiting(u16::from_be_bytes([*a, *b]), None)),
        [WAITING, a, b, t @ ..] if t.len() == TOKEN => {
            let mut token = [0u8; TOKEN];
            token.copy_from_slice(t);
            Ok(Answer::Waiting(u16::from_be_bytes([*a, *b]), Some(token)))
        }
        [PAIRED, _, _] => Ok(Answer::Paired),
        [PROBE, _, _] => Ok(Answer::Probe),
        [TAKEN, _, _] => Err(NetError::NameplateTaken),
        [BUSY, _, _] => Err(NetError::RelayBusy),
        [OTHER_VERSION, _, _] => Err(NetError::Version),
        _ => Err(NetError::Protocol("not a morris relay")),
    }
}

/// Says hello to the relay (a host with its reclaim token, if it has one) and reads its first
/// answer.
pub(crate) fn hello(
    mut stream: TcpStream,
    role: Role,
    nameplate: u16,
    token: Option<Token>,
    opts: &Options,
) -> Result<(TcpStream, Answer), NetError> {
    let _ = stream.set_nodelay(true);
    let until = Instant::now() + opts.handshake_timeout;
    stream.set_write_timeout(Some(opts.write_timeout))?;
    let np = nameplate.to_be_bytes();
    let hello = match role {
        Role::Host => [
            MAGIC,
            &[VERSION, b'H', np[0], np[1]],
            &token.unwrap_or([0; TOKEN]),
        ]
        .concat(),
        Role::Join => [MAGIC, &[VERSION, b'J', np[0], np[1]]].concat(),
    };
    write_frame(&mut stream, &hello)?;
    let a = answer(&read_frame(&mut Deadline::new(&stream, until), 32)?)?;
    Ok((stream, a))
}

/// Waits (at most `wait`, or for ever) until the relay says the partner is there, answering
/// the relay's probes on the way (another host asked for this place: a live one keeps it).
pub(crate) fn await_pair(
    mut stream: TcpStream,
    wait: Option<Duration>,
) -> Result<TcpStream, NetError> {
    stream.set_read_timeout(wait)?;
    loop {
        match answer(&read_frame(&mut stream, 16)?)? {
            Answer::Paired => return Ok(stream),
            Answer::Probe => write_frame(&mut stream, ALIVE)?,
            Answer::Waiting(..) => return Err(NetError::Protocol("relay said waiting twice")),
        }
    }
}

/// Registers at the relay and waits (at most `wait`) for the partner.
pub(crate) fn register(
    stream: TcpStream,
    role: Role,
    nameplate: u16,
    opts: &Options,
    wait: Option<Duration>,
    cancel: &crate::Cancel,
) -> Result<(TcpStream, u16), NetError> {
    let (stream, a) = hello(stream, role, nameplate, None, opts)?;
    match a {
        Answer::Paired => Ok((stream, nameplate)),
        Answer::Probe => Err(NetError::Protocol("relay asked before it answered")),
        Answer::Waiting(np, _) => {
            cancel.watch(&stream);
            match await_pair(stream, wait) {
                Ok(s) => Ok((s, np)),
                Err(_) if cancel.cancelled() => Err(NetError::Cancelled),
                Err(e) => Err(e),
            }
        }
    }
}

/// The relay's bounds.
#[derive(Debug, Clone)]
pub struct RelayLimits {
    /// The most connections open at once (two for each game).
    pub max_connections: usize,
    /// The most connections open at once from one address.
    pub per_address: usize,
    /// How long a new connection has to say hello.
    pub hello_timeout: Duration,
    /// How long one side waits for the other.
    pub max_wait: Duration,
    /// How long a pair may pass no byte before it is closed.
    pub idle_timeout: Duration,
}

impl Default for RelayLimits {
    fn default() -> RelayLimits {
        RelayLimits {
            max_connections: 1000,
            per_address: 20,
            hello_timeout: Duration::from_secs(10),
            max_wait: Duration::from_secs(3600),
            idle_timeout: Duration::from_secs(3600),
        }
    }
}

/// What the relay did, for its log: no code, no nameplate, no byte of a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RelayEvent {
    /// Listening on this address.
    Listening(SocketAddr),
    /// A connection turned away, and why.
    Refused {
        /// Where it came from.
        from: IpAddr,
        /// Why.
        why: NetError,
    },
    /// Two sides met: how many pairs are passing bytes now.
    Paired {
        /// Pairs open now.
        pairs: usize,
    },
    /// A pair ended.
    Ended {
        /// Pairs open now.
        pairs: usize,
        /// How long it lasted, in seconds.
        secs: u64,
        /// How many bytes it passed, both ways.
        bytes: u64,
    },
    /// The relay stopped.
    Stopped,
}

/// A relay bound to its address, ready to [`run`](Relay::run).
#[derive(Debug)]
pub struct Relay {
    listener: TcpListener,
    shared: Arc<Shared>,
}

/// Stops a running relay from another thread, closing every connection.
#[derive(Debug, Clone)]
pub struct RelayStop {
    shared: Arc<Shared>,
    addr: SocketAddr,
}

#[derive(Debug)]
struct Shared {
    limits: RelayLimits,
    stopping: AtomicBool,
    next_id: AtomicU64,
    state: Mutex<State>,
}

#[derive(Debug, Default)]
struct State {
    slots: HashMap<u16, Slot>,
    pairs: usize,
    /// Every open connection (to close them all on stop) and where it came from.
    conns: HashMap<u64, (TcpStream, IpAddr)>,
}

#[derive(Debug)]
enum Slot {
    Waiting {
        role: u8,
        id: u64,
        /// A waiting host's reclaim token (none for a friend, or a host of an older morris).
        token: Option<Token>,
        /// The waiting side's connection, to write "paired" to and to pass bytes into.
        stream: TcpStream,
        /// Set to the partner's connection when paired.
        partner: Arc<Mutex<Option<TcpStream>>>,
        /// Its answers to probes.
        alive: Arc<Alive>,
    },
    Active {
        ids: (u64, u64),
        since: Instant,
        bytes: Arc<AtomicU64>,
    },
}

/// Whether a host's hello carries the token of the host waiting there (compared in full, not
/// stopping at the first byte that differs). A waiting host without a token (an older morris)
/// cannot be replaced.
fn same_token(held: Option<Token>, presented: Option<Token>) -> bool {
    match (held, presented) {
        (Some(h), Some(p)) => h.iter().zip(p).fold(0u8, |acc, (a, b)| acc | (a ^ b)) == 0,
        _ => false,
    }
}

/// A waiting side's answers to the relay's probes, counted, for the thread that asked.
#[derive(Debug, Default)]
struct Alive {
    answers: Mutex<u64>,
    heard: Condvar,
}

impl Alive {
    /// How many answers so far.
    fn count(&self) -> u64 {
        *lock(&self.answers)
    }

    /// An answer came.
    fn heard(&self) {
        *lock(&self.answers) += 1;
        self.heard.notify_all();
    }

    /// Whether an answer comes after the `seen`th within `within`.
    fn answered_after(&self, seen: u64, within: Duration) -> bool {
        let until = Instant::now() + within;
        let mut n = lock(&self.answers);
        while *n == seen {
            let left = until.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return false;
            }
            n = match self.heard.wait_timeout(n, left) {
                Ok((g, _)) => g,
                Err(e) => e.into_inner().0,
            };
        }
        true
    }
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Runs a relay on `listen` until the process ends, saying what it does through `log`.
pub fn relay(
    listen: &str,
    limits: RelayLimits,
    log: impl Fn(RelayEvent) + Send + Sync + 'static,
) -> Result<(), NetError> {
    Relay::bind(listen, limits)?.run(log)
}

impl Relay {
    /// Binds the relay's address (`host:port`; port 0 for any free one).
    pub fn bind(listen: &str, limits: RelayLimits) -> Result<Relay, NetError> {
        let addrs = resolve(listen, crate::RELAY_PORT)?;
        let listener = TcpListener::bind(&addrs[..])?;
        Ok(Relay {
            listener,
            shared: Arc::new(Shared {
                limits,
                stopping: AtomicBool::new(false),
                next_id: AtomicU64::new(0),
                state: Mutex::new(State::default()),
            }),
        })
    }

    /// The address it listens on.
    pub fn local_addr(&self) -> Result<SocketAddr, NetError> {
        Ok(self.listener.local_addr()?)
    }

    /// A handle that stops it.
    pub fn stopper(&self) -> Result<RelayStop, NetError> {
        let mut addr = self.local_addr()?;
        if addr.ip().is_unspecified() {
            addr.set_ip(match addr {
                SocketAddr::V4(_) => IpAddr::V4(std::net::Ipv4Addr::LOCALHOST),
                SocketAddr::V6(_) => IpAddr::V6(std::net::Ipv6Addr::LOCALHOST),
            });
        }
        Ok(RelayStop {
            shared: self.shared.clone(),
            addr,
        })
    }

    /// Serves until stopped.
    pub fn run(self, log: impl Fn(RelayEvent) + Send + Sync + 'static) -> Result<(), NetError> {
        let log = Arc::new(log);
        log(RelayEvent::Listening(self.local_addr()?));
        for incoming in self.listener.incoming() {
            if self.shared.stopping.load(Ordering::SeqCst) {
                break;
            }
            let Ok(stream) = incoming else {
                // Out of file descriptors, a connection reset before accept: go on, gently.
                std::thread::sleep(Duration::from_millis(10));
                continue;
            };
            let Ok(from) = stream.peer_addr().map(|a| a.ip()) else {
                continue;
            };
            let id = self.shared.next_id.fetch_add(1, Ordering::Relaxed);
            if let Err(why) = self.shared.admit(id, &stream, from) {
                let mut s = stream;
                let _ = s.set_write_timeout(Some(Duration::from_secs(1)));
                let _ = write_frame(&mut s, &[BUSY, 0, 0]);
                log(RelayEvent::Refused { from, why });
                continue;
            }
            let shared = self.shared.clone();
            let log2 = log.clone();
            let spawned = std::thread::Builder::new()
                .name("relay-conn".into())
                .stack_size(64 * 1024)
                .spawn(move || {
                    shared.serve(id, stream, &*log2);
                    shared.leave(id);
                });
            if spawned.is_err() {
                self.shared.leave(id);
                log(RelayEvent::Refused {
                    from,
                    why: NetError::RelayBusy,
                });
            }
        }
        // The connections were closed by the stop: their threads end at once, and what they
        // log comes before the last line.
        let until = Instant::now() + Duration::from_secs(2);
        while !lock(&self.shared.state).conns.is_empty() && Instant::now() < until {
            std::thread::sleep(Duration::from_millis(5));
        }
        log(RelayEvent::Stopped);
        Ok(())
    }
}

impl RelayStop {
    /// Stops the relay: it takes no more connections and closes those it has.
    pub fn stop(&self) {
        self.shared.stopping.store(true, Ordering::SeqCst);
        let _ = TcpStream::connect_timeout(&self.addr, Duration::from_secs(1));
        let state = lock(&self.shared.state);
        for (s, _) in state.conns.values() {
            let _ = s.shutdown(Shutdown::Both);
        }
    }
}

impl Shared {
    /// Counts a new connection in, or says why not.
    fn admit(&self, id: u64, stream: &TcpStream, from: IpAddr) -> Result<(), NetError> {
        let mut state = lock(&self.state);
        if state.conns.len() >= self.limits.max_connections {
            return Err(NetError::RelayBusy);
        }
        let here = state.conns.values().filter(|(_, ip)| *ip == from).count();
        if here >= self.limits.per_address {
            return Err(NetError::RelayBusy);
        }
        let clone = stream.try_clone().map_err(NetError::from)?;
        state.conns.insert(id, (clone, from));
        Ok(())
    }

    fn leave(&self, id: u64) {
        if let Some((s, _)) = lock(&self.state).conns.remove(&id) {
            let _ = s.shutdown(Shutdown::Both);
        }
    }

    /// One connection, from its hello to its end.
    fn serve(&self, id: u64, mut stream: TcpStream, log: &(dyn Fn(RelayEvent) + Send + Sync)) {
        let _ = stream.set_nodelay(true);
        let _ = stream.set_write_timeout(Some(Duration::from_secs(10)));
        // The whole hello within the bound, however slowly its bytes come.
        let until = Instant::now() + self.limits.hello_timeout;
        let Ok(hello) = read_frame(&mut Deadline::new(&stream, until), 32) else {
            return;
        };
        let Some(rest) = hello.strip_prefix(MAGIC) else {
            return;
        };
        let (role, asked, presented) = match *rest {
            [VERSION, role @ (b'H' | b'J'), a, b] => (role, u16::from_be_bytes([a, b]), None),
            [VERSION, b'H', a, b, ref t @ ..] if t.len() == TOKEN => {
                let mut token = [0u8; TOKEN];
                token.copy_from_slice(t);
                (b'H', u16::from_be_bytes([a, b]), Some(token))
            }
            [VERSION, ..] => return,
            _ => {
                let _ = write_frame(&mut stream, &[OTHER_VERSION, 0, 0]);
                return;
            }
        };
        let Ok(mine) = stream.try_clone() else {
            return;
        };
        let mut mine = Some(mine);
        let partner_cell = Arc::new(Mutex::new(None));
        let alive = Arc::new(Alive::default());
        // Whether the host waiting there was asked already: a place is probed once a hello.
        let mut probed = false;
        let paired = loop {
            let probe = {
                let mut state = lock(&self.state);
                let nameplate = match (asked, role) {
                    (0, b'H') => match (1..=u16::MAX).find(|n| !state.slots.contains_key(n)) {
                        Some(n) => n,
                        None => {
                            let _ = write_frame(&mut stream, &[BUSY, 0, 0]);
                            return;
                        }
                    },
                    (0, _) => return,
                    (n, _) => n,
                };
                let np = nameplate.to_be_bytes();
                let mut earlier = state.slots.remove(&nameplate);
                // A host waits there without a token (an older morris's hello, which anyone can
                // send, and which cannot answer a probe): it gives way at once to a host of this
                // version, else a stranger who knows the nameplate could hold the place with it
                // for ever (an attacker's report). The place passes to this host under the same
                // lock: no one, not the stranger coming back, sees it free in between.
                if let Some(Slot::Waiting {
                    role: b'H',
                    token: None,
                    stream: old,
                    ..
                }) = &earlier
                    && role == b'H'
                    && presented.is_some()
                {
                    let _ = old.shutdown(Shutdown::Both);
                    earlier = None;
                }
                match earlier {
                    Some(Slot::Waiting {
                        role: r,
                        id: other,
                        stream: theirs,
                        partner,
                        ..
                    }) if r != role => {
                        let bytes = Arc::new(AtomicU64::new(0));
                        state.slots.insert(
                            nameplate,
                            Slot::Active {
                                ids: (other, id),
                                since: Instant::now(),
                                bytes: bytes.clone(),
                            },
                        );
                        state.pairs += 1;
                        let Ok(to_them) = theirs.try_clone() else {
                            return;
                        };
                        *lock(&partner) = mine.take();
                        let mut theirs = theirs;
                        let _ = write_frame(&mut theirs, &[PAIRED, np[0], np[1]]);
                        let _ = write_frame(&mut stream, &[PAIRED, np[0], np[1]]);
                        log(RelayEvent::Paired { pairs: state.pairs });
                        break Some((nameplate, to_them, bytes));
                    }
                    Some(active @ Slot::Active { .. }) => {
                        state.slots.insert(nameplate, active);
                        let _ = write_frame(&mut stream, &[TAKEN, 0, 0]);
                        return;
                    }
                    Some(Slot::Waiting {
                        role: b'H',
                        token: held,
                        id: other,
                        stream: old,
                        partner,
                        alive: theirs_alive,
                    }) if role == b'H' && !same_token(held, presented) => {
                        // A host waits there, and this one has not its token: someone trying
                        // to take its place, or the host itself started again while its old
                        // connection still waits (dead, and not yet noticed). A host of this
                        // version is asked whether it is there (one without a token gave way
                        // above).
                        let probe = (!probed && held.is_some() && presented.is_some())
                            .then(|| old.try_clone().ok())
                            .flatten()
                            .map(|s| (other, s, theirs_alive.clone(), theirs_alive.count()));
                        state.slots.insert(
                            nameplate,
                            Slot::Waiting {
                                role: b'H',
                                token: held,
                                id: other,
                                stream: old,
                                partner,
                                alive: theirs_alive,
                            },
                        );
                        match probe {
                            Some(p) => (nameplate, p),
                            None => {
                                let _ = write_frame(&mut stream, &[TAKEN, 0, 0]);
                                return;
                            }
                        }
                    }
                    earlier => {
                        // The place is free, or the same side waited there: a host with its
                        // token, or a friend, coming back after its connection died unseen.
                        if let Some(Slot::Waiting { stream: old, .. }) = &earlier {
                            let _ = old.shutdown(Shutdown::Both);
                        }
                        let token = match (role, earlier, presented) {
                            (b'J', _, _) => None,
                            (_, Some(Slot::Waiting { token, .. }), _) => token,
                            // A host of an older morris, which cannot take a token.
                            (_, _, None) => None,
                            (_, _, Some(_)) => {
                                let mut t = [0u8; TOKEN];
                                if getrandom::fill(&mut t).is_err() {
                                    let _ = write_frame(&mut stream, &[BUSY, 0, 0]);
                                    return;
                                }
                                Some(t)
                            }
                        };
                        let Some(mine) = mine.take() else {
                            return;
                        };
                        state.slots.insert(
                            nameplate,
                            Slot::Waiting {
                                role,
                                id,
                                token,
                                stream: mine,
                                partner: partner_cell.clone(),
                                alive: alive.clone(),
                            },
                        );
                        let answer = match (presented, token) {
                            (Some(_), Some(t)) => [&[WAITING, np[0], np[1]][..], &t].concat(),
                            _ => vec![WAITING, np[0], np[1]],
                        };
                        let _ = write_frame(&mut stream, &answer);
                        break None;
                    }
                }
            };
            // Outside the lock: the waiting host has PROBE_WAIT to say it is there.
            probed = true;
            let (nameplate, (holder, mut old, holder_alive, seen)) = probe;
            let there = write_frame(&mut old, &[PROBE, 0, 0]).is_ok()
                && holder_alive.answered_after(seen, PROBE_WAIT);
            if there {
                let _ = write_frame(&mut stream, &[TAKEN, 0, 0]);
                return;
            }
            // Dead: its place is freed (if it still waits there), and this host asks again.
            let mut state = lock(&self.state);
            if matches!(state.slots.get(&nameplate), Some(Slot::Waiting { id, .. }) if *id == holder)
            {
                state.slots.remove(&nameplate);
                let _ = old.shutdown(Shutdown::Both);
            }
        };
        match paired {
            Some((nameplate, to_them, bytes)) => {
                self.pass(id, nameplate, stream, to_them, &bytes, &[], log);
            }
            None => self.wait(id, stream, &partner_cell, &alive, log),
        }
    }

    /// A side waits for its partner: its answers to the relay's probes are noted (a host of
    /// this version is there); its first frame after the partner came is its handshake, and
    /// anything else before, or the end of the connection, ends the wait.
    fn wait(
        &self,
        id: u64,
        mut stream: TcpStream,
        partner: &Mutex<Option<TcpStream>>,
        alive: &Alive,
        log: &(dyn Fn(RelayEvent) + Send + Sync),
    ) {
        let _ = stream.set_read_timeout(Some(self.limits.max_wait));
        let first = loop {
            match read_frame(&mut stream, 8192) {
                Ok(f) if f == ALIVE => alive.heard(),
                Ok(f) => {
                    let len = u32::try_from(f.len()).unwrap_or(u32::MAX);
                    break [&len.to_be_bytes()[..], &f].concat();
                }
                Err(_) => break Vec::new(),
            }
        };
        let n = first.len();
        let theirs = lock(partner).take();
        let found = {
            let state = lock(&self.state);
            state.slots.iter().find_map(|(np, slot)| match slot {
                Slot::Active {
                    ids: (a, b), bytes, ..
                } if *a == id || *b == id => Some((*np, bytes.clone())),
                _ => None,
            })
        };
        match (theirs, found) {
            (Some(theirs), Some((nameplate, bytes))) if n > 0 => {
                self.pass(id, nameplate, stream, theirs, &bytes, &first[..n], log);
            }
            (theirs, found) => {
                if let Some(t) = theirs {
                    let _ = t.shutdown(Shutdown::Both);
                }
                let mut state = lock(&self.state);
                if let Some((nameplate, _)) = found {
                    self.end_pair(&mut state, nameplate, id, log);
                } else {
                    state
                        .slots
                        .retain(|_, slot| !matches!(slot, Slot::Waiting { id: w, .. } if *w == id));
                }
            }
        }
    }

    /// Passes bytes from `from` to `to` until either ends, then ends the pair.
    #[allow(clippy::too_many_arguments)]
    fn pass(
        &self,
        id: u64,
        nameplate: u16,
        mut from: TcpStream,
        mut to: TcpStream,
        bytes: &AtomicU64,
        first: &[u8],
        log: &(dyn Fn(RelayEvent) + Send + Sync),
    ) {
        let _ = from.set_read_timeout(Some(self.limits.idle_timeout));
        let mut ok = first.is_empty() || to.write_all(first).is_ok();
        bytes.fetch_add(first.len() as u64, Ordering::Relaxed);
        let mut buf = vec![0u8; 8192];
        while ok {
            match from.read(&mut buf) {
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Ok(0) | Err(_) => ok = false,
                Ok(n) => {
                    bytes.fetch_add(n as u64, Ordering::Relaxed);
                    ok = to.write_all(&buf[..n]).is_ok();
                }
            }
        }
        // What was passed stays readable on the other side before its end (a half close,
        // not a reset); its own thread then ends when that side closes.
        let _ = to.shutdown(Shutdown::Write);
        let _ = from.shutdown(Shutdown::Both);
        let mut state = lock(&self.state);
        self.end_pair(&mut state, nameplate, id, log);
    }

    /// Frees the nameplate of the pair `id` is in (once: the first of the two to end does it).
    fn end_pair(
        &self,
        state: &mut State,
        nameplate: u16,
        id: u64,
        log: &(dyn Fn(RelayEvent) + Send + Sync),
    ) {
        if let Some(Slot::Active {
            ids: (a, b),
            since,
            bytes,
        }) = state.slots.get(&nameplate)
            && (*a == id || *b == id)
        {
            let (secs, bytes) = (since.elapsed().as_secs(), bytes.load(Ordering::Relaxed));
            state.slots.remove(&nameplate);
            state.pairs = state.pairs.saturating_sub(1);
            log(RelayEvent::Ended {
                pairs: state.pairs,
                secs,
                bytes,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    /// A waiting host that is there: answers every probe (as `await_pair` does) until its
    /// connection ends, and gives how it ended.
    fn answer_probes(mut s: TcpStream) -> std::thread::JoinHandle<NetError> {
        s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
        std::thread::spawn(move || {
            loop {
                match read_frame(&mut s, 16) {
                    Ok(f) if f == [PROBE, 0, 0] => write_frame(&mut s, ALIVE).unwrap(),
                    Ok(f) => panic!("not a probe: {f:?}"),
                    Err(e) => return e,
                }
            }
        })
    }

    fn relay() -> (SocketAddr, RelayStop, std::thread::JoinHandle<()>) {
        let relay = Relay::bind("127.0.0.1:0", RelayLimits::default()).unwrap();
        let addr = relay.local_addr().unwrap();
        let stop = relay.stopper().unwrap();
        (
            addr,
            stop,
            std::thread::spawn(move || relay.run(|_| {}).unwrap()),
        )
    }

    #[test]
    fn a_host_started_again_takes_the_place_of_its_dead_connection_and_no_one_a_live_ones() {
        let (addr, stop, t) = relay();
        let conn = || TcpStream::connect(addr).unwrap();
        // A host registers, then dies unseen (a laptop closed): its connection stays open at
        // the relay and answers nothing.
        let (mut dead, a) = hello(conn(), Role::Host, 0, None, &opts()).unwrap();
        let Answer::Waiting(np, Some(old_token)) = a else {
            panic!("{a:?}");
        };
        // The host started again has no token: the relay asks the old connection, hears
        // nothing within its wait, and gives the place to the new one (with a new token).
        let (back, a) = hello(conn(), Role::Host, np, None, &opts()).unwrap();
        let Answer::Waiting(again, Some(new_token)) = a else {
            panic!("the host started again was refused: {a:?}");
        };
        assert_eq!(again, np);
        assert_ne!(new_token, old_token);
        // The dead connection was asked, then closed.
        dead.set_read_timeout(Some(Duration::from_secs(3))).unwrap();
        assert_eq!(read_frame(&mut dead, 16).unwrap(), [PROBE, 0, 0]);
        assert_eq!(read_frame(&mut dead, 16), Err(NetError::Closed));
        // The new host is there (it answers, in `await_pair`): someone else asking for its
        // place, without its token, is told it is taken, however often.
        let waiting = std::thread::spawn(move || await_pair(back, Some(Duration::from_secs(20))));
        for wrong in [None, Some([0; TOKEN]), Some(old_token)] {
            let err = hello(conn(), Role::Host, np, wrong, &opts()).unwrap_err();
            assert_eq!(err, NetError::NameplateTaken);
        }
        // And the friend meets the host that came back.
        let (mut friend, a) = hello(conn(), Role::Join, np, None, &opts()).unwrap();
        assert_eq!(a, Answer::Paired);
        let mut host = waiting.join().unwrap().unwrap();
        write_frame(&mut host, b"hi").unwrap();
        friend
            .set_read_timeout(Some(Duration::from_secs(3)))
            .unwrap();
        assert_eq!(read_frame(&mut friend, 16).unwrap(), b"hi");
        drop((host, friend));
        stop.stop();
        t.join().unwrap();
    }

    fn opts() -> Options {
        Options {
            handshake_timeout: Duration::from_secs(3),
            ..Options::default()
        }
    }

    #[test]
    fn only_the_waiting_host_with_its_token_takes_its_place_again() {
        let relay = Relay::bind("127.0.0.1:0", RelayLimits::default()).unwrap();
        let addr = relay.local_addr().unwrap();
        let stop = relay.stopper().unwrap();
        let t = std::thread::spawn(move || relay.run(|_| {}).unwrap());
        let conn = || TcpStream::connect(addr).unwrap();

        let (first, a) = hello(conn(), Role::Host, 0, None, &opts()).unwrap();
        let Answer::Waiting(np, Some(token)) = a else {
            panic!("no token for a waiting host: {a:?}");
        };
        assert_ne!(token, [0; TOKEN]);
        // The host is there: it answers the relay's probes.
        let answering = answer_probes(first);
        // Someone else, without it or with another: refused, the place stays the host's.
        for wrong in [None, Some([0; TOKEN]), Some([1; TOKEN])] {
            let err = hello(conn(), Role::Host, np, wrong, &opts()).unwrap_err();
            assert_eq!(err, NetError::NameplateTaken);
        }
        // The host itself, coming back with its token: takes the place (the same token), and
        // its old connection is closed.
        let (back, a) = hello(conn(), Role::Host, np, Some(token), &opts()).unwrap();
        assert_eq!(a, Answer::Waiting(np, Some(token)));
        assert_eq!(answering.join().unwrap(), NetError::Closed);
        // A friend is paired with the host that came back.
        let (mut friend, a) = hello(conn(), Role::Join, np, None, &opts()).unwrap();
        assert_eq!(a, Answer::Paired);
        let mut back = await_pair(back, Some(Duration::from_secs(3))).unwrap();
        write_frame(&mut back, b"hi").unwrap();
        friend
            .set_read_timeout(Some(Duration::from_secs(3)))
            .unwrap();
        assert_eq!(read_frame(&mut friend, 16).unwrap(), b"hi");
        drop((back, friend));
        stop.stop();
        t.join().unwrap();
    }
}

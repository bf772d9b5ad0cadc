//! `morris host` and `morris join`: a game with a friend at another terminal. The link is
//! morris-net's (a spoken code, a password-authenticated key exchange, encrypted frames); this
//! makes it the way the command asks, checks the address and the code before the screen
//! opens, and hands the screen a worker's way to make it (again, after a drop).

use std::process::ExitCode;

use anyhow::{Result, bail};

use crate::net::wire::{Cut, Reader, Writer};
use crate::rules::Color;
use crate::settings::{InForce, table::Given};
use crate::store::Paths;
use crate::tui::remote::{Across, Attempt, Connect, Role};
use morris_net::{Cancel, Code, LinkReader, LinkWriter, Listener, NetError, Options, Via};

/// What `morris host` was asked.
#[derive(Clone, Debug, Default)]
pub struct HostArgs {
    /// Meet at this relay instead of being joined directly.
    pub relay: Option<String>,
    /// Listen on this address (direct games).
    pub listen: Option<String>,
    /// The code of a game opened before (coming back to it).
    pub code: Option<String>,
    /// Play Black here (the friend plays White).
    pub black: bool,
}

/// What `morris join` was asked: the host's address (none with a relay), the relay, the code.
#[derive(Clone, Debug, Default)]
pub struct JoinArgs {
    /// The host's address (direct games).
    pub address: Option<String>,
    /// The relay both meet at.
    pub relay: Option<String>,
    /// The code the host showed.
    pub code: String,
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

/// A code typed, or why it is not one.
fn code(text: &str) -> Result<Code> {
    match text.trim().parse::<Code>() {
        Ok(c) => Ok(c),
        Err(e) => bail!(
            "{}",
            crate::t!(
                "remote-bad-code",
                code = crate::text::clean(text),
                why = crate::words::remote::code_error(&e)
            )
        ),
    }
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

/// `morris host`: opens the game, shows what the friend types, and plays it.
pub fn host(args: HostArgs, in_force: &InForce, flags: &Given, paths: &Paths) -> Result<ExitCode> {
    let opts = Options::default();
    let via = match &args.relay {
        Some(r) => Via::Relay(r.clone()),
        None => Via::Direct(
            args.listen
                .clone()
                .unwrap_or_else(|| format!("0.0.0.0:{}", morris_net::DIRECT_PORT)),
        ),
    };
    let known = args.code.as_deref().map(code).transpose()?;
    let listener = match &known {
        Some(c) => Listener::for_code(&via, &opts, c),
        None => Listener::bind(&via, &opts),
    };
    let listener = match listener {
        Ok(l) => l,
        Err(e) => bail!(
            "{}",
            crate::t!(
                "remote-cannot-host",
                why = crate::words::remote::link_error(&e)
            )
        ),
    };
    let code = known.unwrap_or_else(|| Code::generate(listener.nameplate()));
    let line = match (&args.relay, listener.local_addr()) {
        (Some(r), _) => format!("morris join --relay {r} {code}"),
        (None, Some(a)) => {
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
        (None, None) => format!("morris join ADDRESS {code}"),
    };
    let mine = if args.black {
        Color::Black
    } else {
        Color::White
    };
    let back = come_back(&args, listener.local_addr(), &code, in_force.clock);
    let mut listener = Some(listener);
    let connect: Connect = Box::new(move || {
        let l = match listener.as_mut() {
            Some(l) => l,
            None => match Listener::for_code(&via, &opts, &code) {
                Ok(l) => listener.insert(l),
                Err(e) if again(&e) => {
                    return Attempt::Again(crate::words::remote::link_error(&e));
                }
                Err(e) => return Attempt::Fatal(crate::words::remote::link_error(&e)),
            },
        };
        match l.accept(&code) {
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
    let name = in_force.settings.names[mine.index()].clone();
    let ended = play(
        Across {
            role: Role::Host(line),
            mine,
            name,
            back: args.code.is_some(),
            connect: std::sync::Arc::new(std::sync::Mutex::new(Some(connect))),
        },
        in_force,
        flags,
        paths,
    );
    // The host's screen is gone: how to come back to the game, with the same code (the friend
    // waits for it, and a new `morris host` would open another game with another code).
    println!("{}", crate::t!("remote-come-back", line = back));
    ended
}

/// The command that opens the same game again, with the same code, where it was opened.
fn come_back(
    args: &HostArgs,
    bound: Option<std::net::SocketAddr>,
    code: &Code,
    clock: Option<crate::clock::TimeControl>,
) -> String {
    let mut side = if args.black { " --side black" } else { "" }.to_string();
    // The game's clock with it: without, the game would come back untimed.
    if let Some(c) = clock {
        side.push_str(&format!(" --clock {c}"));
    }
    match (&args.relay, bound) {
        (Some(r), _) => format!("morris host --relay {r} --code {code}{side}"),
        (None, Some(a)) => format!("morris host --listen {a} --code {code}{side}"),
        (None, None) => format!(
            "morris host --listen {} --code {code}{side}",
            args.listen.as_deref().unwrap_or("ADDRESS")
        ),
    }
}

/// `morris join`: joins the friend's game and plays it.
pub fn join(args: JoinArgs, in_force: &InForce, flags: &Given, paths: &Paths) -> Result<ExitCode> {
    let code = code(&args.code)?;
    // How to come back to the game: the same command (its address and code as read).
    let back = match (&args.relay, &args.address) {
        (Some(r), _) => format!("morris join --relay {r} {code}"),
        (None, Some(a)) => format!("morris join {} {code}", crate::text::clean(a)),
        (None, None) => String::new(),
    };
    let via = match (&args.relay, &args.address) {
        (Some(r), None) => Via::Relay(r.clone()),
        (None, Some(a)) => Via::Direct(a.clone()),
        _ => bail!("{}", crate::t!("remote-join-usage")),
    };
    let (addr, port) = match &via {
        Via::Direct(a) => (a, morris_net::DIRECT_PORT),
        Via::Relay(a) => (a, morris_net::RELAY_PORT),
    };
    if let Err(e) = morris_net::resolve(addr, port) {
        bail!(
            "{}",
            crate::t!(
                "remote-cannot-join",
                why = crate::words::remote::link_error(&e)
            )
        );
    }
    let opts = Options::default();
    let cancel = Cancel::new();
    let connect: Connect =
        Box::new(
            move || match morris_net::join_with(&via, &code, &opts, &cancel) {
                Ok(link) => made(link),
                Err(e) if again(&e) => Attempt::Again(crate::words::remote::link_error(&e)),
                Err(e) => Attempt::Fatal(crate::words::remote::link_error(&e)),
            },
        );
    // The host says which side is played here; until then, the other of the host's default.
    let mine = Color::Black;
    let name = in_force.settings.names[mine.index()].clone();
    let ended = play(
        Across {
            role: Role::Join,
            mine,
            name,
            back: false,
            connect: std::sync::Arc::new(std::sync::Mutex::new(Some(connect))),
        },
        in_force,
        flags,
        paths,
    );
    println!("{}", crate::t!("remote-come-back", line = back));
    ended
}

/// The game on the screen, across the link: a new game of the rules in force (the one kept
/// before is kept aside, as `--new` does).
fn play(across: Across, in_force: &InForce, flags: &Given, paths: &Paths) -> Result<ExitCode> {
    let args = super::play::Args {
        new: true,
        remote: Some(across),
        ..Default::default()
    };
    super::play::run(args, in_force, flags, paths)
}

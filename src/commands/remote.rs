//! `morris host` and `morris join`: a game with a friend at another terminal. The link is
//! morris-net's (a spoken code, a password-authenticated key exchange, encrypted frames); this
//! makes it the way the command asks, checks the address and the code before the screen
//! opens, and hands the screen a worker's way to make it (again, after a drop).

use std::process::ExitCode;

use anyhow::Result;

use crate::net::open::{self, Joining, Network};
use crate::rules::Color;
use crate::settings::{InForce, table::Given};
use crate::store::Paths;
use crate::tui::remote::{Across, Role};
use morris_net::{Code, Via};

/// What `morris host` was asked.
#[derive(Clone, Debug, Default)]
pub struct HostArgs {
    /// Where the friend reaches the game: a relay, or the address listened on.
    pub net: Network,
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

/// `morris host`: opens the game, shows what the friend types, and plays it.
pub fn host(args: HostArgs, in_force: &InForce, flags: &Given, paths: &Paths) -> Result<ExitCode> {
    let known = args
        .code
        .as_deref()
        .map(open::code)
        .transpose()
        .map_err(anyhow::Error::msg)?;
    let hosting = open::host(&args.net, known).map_err(anyhow::Error::msg)?;
    let mine = if args.black {
        Color::Black
    } else {
        Color::White
    };
    let back = come_back(&args, hosting.bound, &hosting.code, in_force.clock);
    let name = in_force.settings.names[mine.index()].clone();
    let ended = play(
        Across {
            role: Role::Host(hosting.line),
            mine,
            name,
            back: args.code.is_some(),
            connect: std::sync::Arc::new(std::sync::Mutex::new(Some(hosting.connect))),
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
    match (args.net.via(), bound) {
        (Via::Relay(r), _) => format!("morris host --relay {r} --code {code}{side}"),
        (Via::Direct(_), Some(a)) => format!("morris host --listen {a} --code {code}{side}"),
        (Via::Direct(l), None) => format!("morris host --listen {l} --code {code}{side}"),
    }
}

/// `morris join`: joins the friend's game and plays it.
pub fn join(args: JoinArgs, in_force: &InForce, flags: &Given, paths: &Paths) -> Result<ExitCode> {
    let joining = Joining {
        address: args.address,
        relay: args.relay,
        code: open::code(&args.code).map_err(anyhow::Error::msg)?,
    };
    // How to come back to the game: the same command (its address and code as read).
    let back = joining.line();
    let (connect, _) = open::join(&joining).map_err(anyhow::Error::msg)?;
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

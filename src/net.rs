//! Playing apart: the game's messages across the encrypted link ([`protocol`]), and the link as
//! the game sees it ([`wire`]). The screen's worker ([`crate::tui::remote`]) reads the link off
//! the loop and reports each message heard, checked, as a typed event.

pub mod open;
pub mod protocol;
pub mod wire;

/// The link itself (crate `morris-net`): the code, the handshake, the sealed frames, the relay.
pub use morris_net::*;

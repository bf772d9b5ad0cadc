//! morris: Nine Men's Morris (Mill, Mühle) and its variants for two players at one terminal.
//!
//! The pure crates come in under the names the program has always used for them: [`rules`]
//! (crate `morris-rules`) is the game: boards, positions, decisions, notation, records and
//! perft; [`solve`] (`morris-solve`) the exact values of the endgames; [`engine`]
//! (`morris-engine`) the computer player, a search over the rules' decisions. [`words`] says
//! their facts in the language in force ([`lang`]).
//! [`tui`] is the full-screen game that drives it, drawn as the players' [`settings`] and
//! [`theme`] say (plain values chosen before it starts); [`cli`] reads the command line and
//! [`store`] keeps games on disk; [`text`] cleans outside text before it is printed;
//! [`commands`] holds the subcommands that run on their own (`morris engine`). [`net`]
//! (`morris-net`) is the secure link between two terminals and the relay (docs/network.md).
// Denied everywhere but where a solved class's file is mapped into memory (`store::map`).
#![deny(unsafe_code)]

pub use morris_engine as engine;
pub use morris_rules as rules;
pub use morris_rules::text;
pub use morris_solve as solve;

pub mod cli;
pub mod clock;
pub mod commands;
pub mod lang;
pub mod net;
pub mod puzzles;
pub mod rating;
pub mod settings;
pub mod store;
pub mod theme;
pub mod tui;
pub mod words;

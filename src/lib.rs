//! morris: Nine Men's Morris (Mill, Mühle) and its variants for two players at one terminal.
//!
//! [`rules`] is the pure game: boards, positions, decisions, notation, records and perft.
//! [`engine`] is the computer player, pure too: a search over the rules' decisions.
//! [`tui`] is the full-screen game that drives it, drawn as the players' [`settings`] and
//! [`theme`] say (plain values chosen before it starts); [`cli`] reads the command line and
//! [`store`] keeps games on disk; [`text`] cleans outside text before it is printed;
//! [`commands`] holds the subcommands that run on their own (`morris engine`).
#![forbid(unsafe_code)]

pub mod cli;
pub mod commands;
pub mod engine;
pub mod lang;
pub mod prefs;
pub mod rules;
pub mod settings;
pub mod solve;
pub mod store;
pub mod text;
pub mod theme;
pub mod tui;
pub mod words;

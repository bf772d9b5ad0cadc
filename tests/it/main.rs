//! The integration tests, one crate: each file is a module, so that the suite builds and
//! links one binary instead of one for each file (`cargo test --test it engine::` runs the
//! tests of one of them).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

mod common;
mod tmux;

mod analysis;
mod app;
mod cli;
mod clock;
mod computer;
mod docs;
mod editor;
mod engine;
mod eval;
mod fen;
mod files;
mod fingerprints;
mod friend;
mod hostile;
mod keys;
mod lang_board;
mod lang_rules;
mod lang_screens;
mod lang_windows;
mod learn;
mod match_tool;
mod mouse;
mod newgame;
mod prefs;
mod props;
mod protocol;
mod puzzles;
mod random_play;
mod records;
mod reference;
mod remote;
mod rules;
mod saved_games;
mod scores;
mod screen_keys;
mod share;
mod solve;
mod solve_all;
mod stats;
mod stored;
mod terminal;
mod theme;
mod turned;
mod tutorial;
mod ui;

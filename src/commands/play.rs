//! `morris`, `morris play` and `morris replay`: the game on the screen. The one command that
//! opens the screen ([`crate::tui`]), handing it values chosen here: the rules, the players'
//! settings, the computer's set-up, the folders.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::{Result, bail};

use super::{clock_seed, start};
use crate::cli::PositionArgs;
use crate::engine::Level;
use crate::settings::{
    InForce,
    table::{Given, Key},
};
use crate::store::Paths;
use crate::tui::{self, Launch};

/// What the game is asked to play.
#[derive(Clone, Debug, Default)]
pub struct Args {
    /// The record to play in (or to replay).
    pub file: Option<PathBuf>,
    /// A position to start from instead (`--fen`, `--moves`).
    pub at: PositionArgs,
    /// Start in a replay of `file`.
    pub replay: bool,
    /// Skip the offer to resume the saved game.
    pub new: bool,
    /// How long level 10 thinks, in seconds.
    pub think: Option<f64>,
    /// The seed of the computer's random choices.
    pub seed: Option<u64>,
    /// Open the Puzzles screen at once (`morris puzzles`).
    pub puzzles: bool,
    /// Open the Statistics screen at once (`morris stats` on a terminal).
    pub stats: bool,
    /// Open the training of the points at once (`morris learn`).
    pub learn: bool,
    /// Open the tutorial at once (`morris tutorial`).
    pub tutorial: bool,
    /// On this Sanmill pack, under its rules (`morris puzzles FILE`).
    pub pack: Option<Box<crate::puzzles::sanmill::Pack>>,
    /// A game with a friend at another terminal (`morris host`, `morris join`).
    pub remote: Option<tui::remote::Across>,
}

/// Plays until the player quits; a problem the screen reports on the way out is said, with
/// exit code 2.
pub fn run(args: Args, in_force: &InForce, flags: &Given, paths: &Paths) -> Result<ExitCode> {
    if args.replay && !args.file.as_ref().is_some_and(|f| f.exists()) {
        let shown = args.file.as_deref().map(crate::text::path);
        bail!("{}: no such file", shown.unwrap_or_default());
    }
    let game = if args.at.any() {
        if args.file.is_some() {
            bail!("give a FILE or --fen/--moves, not both");
        }
        Some(start(in_force.rules, &args.at)?)
    } else {
        None
    };
    // The screen has room for a line, not the list: `morris config` gives the whole of it.
    let notes = match in_force.warnings.len() {
        0 => vec![],
        1 => {
            vec!["config.toml has a problem; its default is used (morris config says which)".into()]
        }
        n => vec![format!(
            "config.toml has {n} problems; defaults are used for them (morris config says which)"
        )],
    };
    // The command line said what to play, or with whom: it is played at once.
    let choose = !args.puzzles
        && !args.stats
        && !args.learn
        && !args.tutorial
        && args.file.is_none()
        && game.is_none()
        && !args.new
        && !args.replay
        && !flags.any_rules()
        && ![Key::White, Key::Black, Key::Level]
            .into_iter()
            .any(|k| flags.has(k));
    // `--level` alone asks for a game against the computer: it takes Black, as
    // `--black computer` would (a player who names neither side means to play it).
    let mut settings = in_force.settings.clone();
    let mut named = [flags.has(Key::White), flags.has(Key::Black)];
    let computer = |n: &String| n.trim().eq_ignore_ascii_case("computer");
    if flags.has(Key::Level)
        && named == [false, false]
        && args.file.is_none()
        && !settings.names.iter().any(computer)
    {
        settings.names[1] = "computer".into();
        named[1] = true;
    }
    let launch = Launch {
        choose,
        game,
        notes,
        mouse: in_force.mouse,
        analysis: in_force.analysis,
        // A pack is played under its own rules.
        rules: args.pack.as_ref().map_or(in_force.rules, |p| p.rules),
        rules_given: flags.any_rules(),
        settings,
        file: args.file,
        new: args.new,
        replay: args.replay,
        computer: tui::computer::Setup {
            level: in_force
                .level
                .and_then(Level::new)
                .unwrap_or(Level::DEFAULT),
            think: args
                .think
                .map_or(Duration::from_secs(3), Duration::from_secs_f64),
            seed: args.seed.unwrap_or_else(clock_seed),
        },
        named,
        level_given: flags.has(Key::Level),
        puzzles: args.puzzles,
        stats: args.stats,
        learn: args.learn,
        tutorial: args.tutorial,
        first: choose && crate::store::first_start(paths),
        pack: args.pack,
        clock: in_force.clock,
        remote: args.remote,
        network: in_force.network.clone(),
        paths: paths.clone(),
    };
    match tui::start(launch)? {
        Some(msg) => bail!("{msg}"),
        None => Ok(ExitCode::SUCCESS),
    }
}

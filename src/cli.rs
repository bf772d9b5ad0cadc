//! The command line: the subcommands, where a command starts (`--fen`, `--moves`), the
//! computer's time and seed; every setting's flag comes from the settings' table.

use crate::words::VariantWords;
use std::path::PathBuf;

use clap::{Args, CommandFactory, Parser, Subcommand};

/// Nine Men's Morris (Mill, Mühle) for two players at one terminal.
#[derive(Debug, Parser)]
#[command(name = "morris", version, about)]
pub struct Cli {
    /// A game record to play in: loaded if it exists, and every decision is saved to it.
    #[arg(value_parser = clap::value_parser!(std::ffi::OsString))]
    pub file: Option<std::ffi::OsString>,

    /// Start a new game instead of offering to resume the saved one.
    #[arg(long, global = true)]
    pub new: bool,

    /// Every setting's flag (the settings' table): the rules, the players, the display, the
    /// computer's level.
    #[command(flatten)]
    pub settings: crate::settings::table::Given,

    #[allow(missing_docs)]
    #[command(flatten)]
    pub at: PositionArgs,

    #[allow(missing_docs)]
    #[command(flatten)]
    pub computer: ComputerArgs,

    #[allow(missing_docs)]
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// What to do.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play a game at the keyboard (the default).
    Play {
        /// A game record to play in: loaded if it exists, and every decision is saved to it.
        file: Option<PathBuf>,
        #[allow(missing_docs)]
        #[command(flatten)]
        at: PositionArgs,
    },
    /// Open a game for a friend at another terminal: shows what they type to join
    /// (`morris join ADDRESS CODE`) and waits for them.
    ///
    /// Where the friend reaches it: `--relay ADDR` (a relay both can reach), or `--listen
    /// ADDR` (joined directly; the default: port 4318 on every address). Both are settings,
    /// kept in the preferences too.
    Host {
        /// Open the game again with the code it had (after the link dropped).
        #[arg(long, value_name = "CODE")]
        code: Option<String>,
        /// The side played here (the friend plays the other).
        #[arg(long, value_parser = ["white", "black"], default_value = "white")]
        side: String,
    },
    /// Join a friend's game: `morris join ADDRESS CODE`, or `morris join --relay ADDR CODE`.
    ///
    /// With `--relay ADDR` (or a relay in the preferences) the code alone meets there.
    Join {
        /// The host's address and the code it shows (the code alone with --relay).
        #[arg(value_name = "ADDRESS CODE", num_args = 1..=2, required = true)]
        given: Vec<String>,
    },
    /// Count the legal decision sequences of DEPTH plies (perft).
    Perft {
        /// How many plies deep (at most 64, as for bestmove; beyond 8 it takes long).
        #[arg(value_parser = clap::value_parser!(u32).range(0..=64))]
        depth: u32,
        #[allow(missing_docs)]
        #[command(flatten)]
        at: PositionArgs,
        /// Print each legal decision with its count first.
        #[arg(long)]
        divide: bool,
    },
    /// List the legal decisions, one token a line, sorted.
    Legal {
        #[allow(missing_docs)]
        #[command(flatten)]
        at: PositionArgs,
    },
    /// Print a position: the board, who is to move and what they must do, and the result.
    Show {
        /// A game record to show the final position of.
        file: Option<PathBuf>,
        #[allow(missing_docs)]
        #[command(flatten)]
        at: PositionArgs,
        /// Print the record, normalised, instead of the position.
        #[arg(long)]
        pgn: bool,
    },
    /// The exact value of a position, from the endgames solved for the rules in force; the
    /// last line is `value: win N`, `value: loss N`, `value: draw` (N in turns, for the side
    /// to move) or `value: unknown (reason)`.
    Eval {
        #[allow(missing_docs)]
        #[command(flatten)]
        at: PositionArgs,
        /// Read one FEN a line from standard input and write one `value: …` line for each.
        #[arg(long, conflicts_with_all = ["fen", "moves"])]
        batch: bool,
    },
    /// Solve the endgames of the rules in force (3v3, 4v3, 3v4, 4v4, 5v3, 3v5, or every class
    /// on the smaller boards) into the cache, and print what each is worth.
    #[command(group(clap::ArgGroup::new("whole").args(["all", "plan"])))]
    Solve {
        /// Every class of the moving phase, up to 9 v 9: a long job (it says the disk, memory
        /// and time it needs first), resumed where it stopped by the same command.
        #[arg(long)]
        all: bool,
        /// How many threads solving uses (default: one per core).
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=64))]
        threads: Option<u16>,
        /// With --all: stop before a class that needs more memory than this many megabytes.
        #[arg(long, value_name = "MB", requires = "all")]
        memory: Option<u64>,
        /// One class with its mirror (`7v6`), as a job that can run anywhere: the classes its
        /// captures lead to must be in the folder already (--out, or the cache).
        #[arg(long, value_name = "AvB", conflicts_with = "all")]
        class: Option<String>,
        /// The folder the classes are read from and written to, instead of the cache (its seal
        /// key, `tables.key`, is kept in it, so that the folder can travel between machines).
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
        /// Print the jobs of the moving phase and their order, solving nothing: each unit (a
        /// class with its mirror, one `--class` job), the units it needs first, its positions
        /// and the memory and disk it is expected to take; for a scheduler (scripts/ray).
        #[arg(long, conflicts_with_all = ["all", "class", "out", "memory", "start"])]
        plan: bool,
        /// With --plan: as JSON.
        #[arg(long, requires = "plan")]
        json: bool,
        /// With --plan or --all: only the unit of this class and the units it needs.
        #[arg(long, value_name = "AvB", requires = "whole")]
        up_to: Option<String>,
        /// Prove the value of the empty board: a search over the placement with every class of
        /// the moving phase at its leaves (they must be in the cache: it says which are
        /// missing). What it proved is kept, and the same command goes on from there; it exits
        /// with 3 when it stopped before the proof was done.
        #[arg(long, conflicts_with_all = ["all", "class"])]
        start: bool,
        /// With --start: search at most this many nodes in this session.
        #[arg(long, value_name = "N", requires = "start")]
        nodes: Option<u64>,
        /// With --start: prove also every position after the first N decisions (1 to N), won,
        /// drawn or lost, for the computer to keep to in the games that begin from them (a
        /// match's openings).
        #[arg(long, value_name = "N", requires = "start", default_value_t = 0, value_parser = clap::value_parser!(u8).range(0..=6))]
        plies: u8,
    },
    /// Report where a game's result was thrown away: every decision in a solved position that
    /// changed its value (`?` a win to a draw, `??` a win or a draw to a loss), with the best
    /// decision instead.
    #[command(alias = "analyze")]
    Analyse {
        /// The game record.
        file: PathBuf,
    },
    /// Search for the best turn: prints its decisions on one line, then its value, the
    /// positions searched and the time taken.
    Bestmove {
        #[allow(missing_docs)]
        #[command(flatten)]
        at: PositionArgs,
        /// Think this many milliseconds (the default: --think, else 1000, at level 10; the
        /// level's depth at the others).
        #[arg(long, value_name = "MS", conflicts_with = "depth", value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
        time: Option<u64>,
        /// Search this many placements or moves deep (removals come free).
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..=64))]
        depth: Option<u8>,
        /// For tuning: change weights of the evaluation (`mob_move=300,blocked_place=100`,
        /// thousandths of a piece).
        #[arg(long, value_name = "NAME=N,...", hide = true)]
        weights: Option<String>,
    },
    /// Speak the engine protocol (UCI-style, as Sanmill's engines do) on standard input and
    /// output, for match tools and programs that drive an engine: `uci`, `isready`,
    /// `setoption`, `ucinewgame`, `position`, `go`, `stop`, `quit` (docs/engine-protocol.md).
    Engine,
    /// Run a relay: a small server, on a machine both players can reach, where
    /// `morris host --relay ADDR` and `morris join --relay ADDR CODE` meet. It pairs them by
    /// the code's number and passes bytes it cannot read; it logs no codes and no moves
    /// (docs/network.md).
    ///
    /// It listens on `--listen ADDR` (given on its command line; the default: port 4319 on
    /// every address).
    Relay {
        /// The most connections at once (two for each game).
        #[arg(long, value_name = "N", default_value_t = 1000, value_parser = clap::value_parser!(u64).range(2..=100_000))]
        max_connections: u64,
        /// The most connections at once from one address.
        #[arg(long, value_name = "N", default_value_t = 20, value_parser = clap::value_parser!(u64).range(1..=100_000))]
        per_address: u64,
    },
    /// For tuning the computer: fit the evaluation's weights to the results of game records
    /// (such as a match writes) and print them as `bestmove --weights` takes them.
    #[command(hide = true)]
    Tune {
        /// Fit only these weights (names separated by commas); the others keep their values.
        #[arg(long, value_name = "NAME,...")]
        only: Option<String>,
        /// Finished game records.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Make the opening book of the computer's strongest level: every placement of the games
    /// (records, or text files of games a line each) searched far deeper than a turn of play
    /// allows, written to --out (the positions it has already are kept; docs/computer.md).
    #[command(hide = true)]
    Book(BookArgs),
    /// The Puzzles screen, on the set shipped for the rules in force (docs/puzzles.md); with
    /// --make, a new set drawn from --seed (default 1: the same seed, the same set), one a line
    /// (`fen | goal | turns | difficulty | answer | themes | line`), on standard output.
    Puzzles {
        /// A Sanmill puzzle pack (`.sanmill_puzzles`) to play on the Puzzles screen instead of
        /// the shipped set, under the pack's rules; with --list, or when standard output is
        /// not a terminal, its puzzles are listed instead.
        #[arg(conflicts_with = "make")]
        file: Option<PathBuf>,
        /// Check the pack's puzzles against morris's exact values: agrees, disagrees (why) or
        /// not checked (why), one a line; exits 1 if any disagrees or cannot be read.
        #[arg(long, requires = "file")]
        check: bool,
        /// Make a set and write it to standard output.
        #[arg(long, conflicts_with = "list")]
        make: bool,
        /// Write the shipped set of the rules in force to standard output (with FILE, list the
        /// pack's puzzles).
        #[arg(long)]
        list: bool,
        /// The format --make and --list write: morris's lines, or a Sanmill puzzle pack
        /// (JSON, format 1.0) that Sanmill opens.
        #[arg(long, value_enum, default_value_t = PuzzleFormat::Morris)]
        format: PuzzleFormat,
        /// How many puzzles to make.
        #[arg(long, default_value_t = 60, requires = "make", value_parser = clap::value_parser!(u64).range(1..=10_000))]
        count: u64,
    },
    /// Learn the points of the board: a point is named and found, or marked and named, ten a
    /// round, timed, the best round kept (docs/playing.md).
    Learn,
    /// The tutorial for someone who has never played: the standard rules, step by step on the
    /// board, each decision checked by the rules (docs/playing.md).
    Tutorial,
    /// Print the rules in force, in plain words.
    Rules,
    /// Replay a game record on the board.
    Replay {
        /// The game record.
        file: PathBuf,
    },
    /// Print a shell completion script.
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
    /// Print the manual page (roff).
    Man,
    /// Print the scoreboard: finished games between the same two names, per variant (games
    /// from a set-up position or with help counted apart). Finished records of the data folder
    /// missing from it are counted again first.
    Score {
        /// Make the count anew from the records (the data folder's, and those elsewhere that
        /// it names); games whose records are gone are dropped.
        #[arg(long)]
        rebuild: bool,
    },
    /// The Statistics screen: each person's rating (Elo's, the computer's levels fixed) with
    /// its history as a chart, results by variant and by opponent, longest games, and the
    /// puzzles solved, from the scoreboard. Printed as text where the output is not a terminal.
    Stats {
        /// Print it as JSON, for scripts.
        #[arg(long, conflicts_with = "print")]
        json: bool,
        /// Print it as text, even on a terminal.
        #[arg(long)]
        print: bool,
    },
    /// Print the preferences file's path and every setting in force, with where it comes from.
    Config {
        /// Write a commented preferences file with every setting at its default.
        #[arg(long)]
        init: bool,
    },
}

/// `morris book`'s arguments (docs/computer.md, "The book").
#[derive(Clone, Debug, Args)]
pub struct BookArgs {
    /// The book to write (and extend).
    #[arg(
        long,
        value_name = "FILE",
        default_value = "crates/morris-engine/src/book/book.txt"
    )]
    pub out: PathBuf,
    /// Positions searched for each position of the book.
    #[arg(long, value_name = "N", default_value_t = 40_000_000, value_parser = clap::value_parser!(u64).range(1000..))]
    pub nodes: u64,
    /// The positions up to this many placements made (both sides).
    #[arg(long, value_name = "N", default_value_t = 10, value_parser = clap::value_parser!(u8).range(0..=24))]
    pub placements: u8,
    /// After each position searched, the position after the book's turn too, this many
    /// turns on.
    #[arg(long, value_name = "K", default_value_t = 0, value_parser = clap::value_parser!(u8).range(0..=18))]
    pub follow: u8,
    /// Searches at a time.
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=64))]
    pub jobs: u64,
    /// The games.
    #[arg(required = true)]
    pub games: Vec<PathBuf>,
}

/// Where a command starts: a set-up position (FEN) and decisions played from it.
#[derive(Clone, Debug, Default, Args)]
#[command(next_help_heading = "Position")]
pub struct PositionArgs {
    /// Start from this position (Sanmill's FEN) instead of the empty board.
    #[arg(long, value_name = "FEN", allow_hyphen_values = true)]
    pub fen: Option<String>,
    /// Decision tokens played first, from the start (`"d6 d2 a1-a4 xd2"`).
    #[arg(
        long,
        default_value = "",
        allow_hyphen_values = true,
        value_name = "TOKENS"
    )]
    pub moves: String,
}

impl Cli {
    /// Whether the command reads the preferences file: a game, and what `rules` and `config`
    /// print; the commands for scripts (show, legal, perft, …) do not, so that they answer the
    /// same anywhere.
    pub fn reads_prefs(&self) -> bool {
        matches!(
            self.command,
            None | Some(
                Command::Play { .. }
                    | Command::Replay { .. }
                    | Command::Host { .. }
                    | Command::Join { .. }
                    | Command::Rules
                    | Command::Config { .. }
                    | Command::Learn
                    | Command::Tutorial
            )
        ) || self.opens_puzzles()
            || self.opens_stats()
    }

    /// Whether the command is `morris puzzles` opening the Puzzles screen (not a set written
    /// or a pack read): a game's screen, with the game's preferences and language.
    fn opens_puzzles(&self) -> bool {
        matches!(
            self.command,
            Some(Command::Puzzles {
                file: None,
                make: false,
                list: false,
                ..
            })
        )
    }

    /// Whether the command is `morris stats` asking for the Statistics screen (not `--json` or
    /// `--print`): a game's screen, with the game's preferences and language. (Piped, it
    /// prints the text, which has no words to translate.)
    fn opens_stats(&self) -> bool {
        matches!(
            self.command,
            Some(Command::Stats {
                json: false,
                print: false
            })
        )
    }

    /// Whether the command speaks the player's language: a game and `rules`; the commands for
    /// scripts (and `config`'s listing) are English everywhere, as they read the same anywhere.
    pub fn speaks(&self) -> bool {
        matches!(
            self.command,
            None | Some(
                Command::Play { .. }
                    | Command::Replay { .. }
                    | Command::Host { .. }
                    | Command::Join { .. }
                    | Command::Rules
                    | Command::Learn
                    | Command::Tutorial
            )
        ) || self.opens_puzzles()
            || self.opens_stats()
    }
}

impl PositionArgs {
    /// These arguments, filled in from `outer` (given before the subcommand) where empty.
    pub fn or(&self, outer: &PositionArgs) -> PositionArgs {
        PositionArgs {
            fen: self.fen.clone().or_else(|| outer.fen.clone()),
            moves: if self.moves.trim().is_empty() {
                outer.moves.clone()
            } else {
                self.moves.clone()
            },
        }
    }

    /// Whether a position was asked for.
    pub fn any(&self) -> bool {
        self.fen.is_some() || !self.moves.trim().is_empty()
    }
}

/// Whether colour is wanted: not when `NO_COLOR` is set to anything.
pub fn color_wanted() -> bool {
    std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

/// The computer player's time and seed (its level is a setting: [`crate::settings::table`]).
#[derive(Clone, Debug, Default, Args)]
#[command(next_help_heading = "The computer")]
pub struct ComputerArgs {
    /// How long the strongest level thinks, in seconds (default 3; `bestmove` without --time
    /// or --depth and `engine`'s plain `go`: 1;
    /// the other levels think to their depth and node budget, the same on any machine).
    #[arg(long, global = true, value_name = "SECONDS", value_parser = think_seconds)]
    pub think: Option<f64>,
    /// Seed of the computer's random choices among near-equal decisions: the same seed plays
    /// the same game (default: a new one each time; `engine`: 0).
    #[arg(long, global = true, value_name = "N")]
    pub seed: Option<u64>,
}

fn think_seconds(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(x) if (0.05..=600.0).contains(&x) => Ok(x),
        _ => Err(format!("{s} is not a time from 0.05 to 600 seconds")),
    }
}

/// The command line as parsed: [`Cli`] and every setting of the table, with each
/// subcommand's help listing only the options that matter to it. The global options a
/// subcommand does not use (names and colours for `show`, `--new` for `rules`, …) stay
/// accepted there but are left out of its help.
pub fn command() -> clap::Command {
    use crate::settings::table::{self, Section, TABLE};
    let mut cmd = Cli::command().after_help(presets());
    let keys = |of: fn(Section) -> bool| -> Vec<&str> {
        TABLE
            .iter()
            .filter(|s| of(s.section))
            .map(|s| s.key.name())
            .collect()
    };
    let players = keys(|s| matches!(s, Section::Players | Section::Display | Section::Help));
    let network = keys(|s| s == Section::Network);
    let computer_args = ComputerArgs::augment_args(clap::Command::new("x"));
    let searching: Vec<&str> = computer_args
        .get_arguments()
        .map(|a| a.get_id().as_str())
        .collect();
    let computer: Vec<&str> = searching
        .iter()
        .copied()
        .chain(keys(|s| s == Section::Computer))
        .collect();
    let rules: Vec<&str> = table::rule_keys().iter().map(|k| k.name()).collect();
    let thinks = ["play", "replay", "bestmove", "engine"];
    let plays = ["play", "replay", "config"];
    let uses_rules = [
        "play", "perft", "legal", "show", "eval", "solve", "bestmove", "rules", "replay", "config",
        "engine",
    ];
    let subs: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for sub in subs {
        let mut hidden: Vec<&str> = Vec::new();
        if !plays.contains(&sub.as_str()) {
            hidden.extend(&players);
        }
        if !["play", "config", "host", "join", "relay"].contains(&sub.as_str()) {
            hidden.extend(&network);
        }
        if sub != "play" {
            hidden.push("new");
        }
        // `config` shows the settings in force, the computer's level among them; how long it
        // thinks and its seed are no settings.
        if sub == "config" {
            hidden.extend(&searching);
        } else if !thinks.contains(&sub.as_str()) {
            hidden.extend(&computer);
        }
        if !uses_rules.contains(&sub.as_str()) {
            hidden.extend(&rules);
        }
        let args: Vec<clap::Arg> = cmd
            .get_arguments()
            .filter(|a| hidden.contains(&a.get_id().as_str()))
            .map(|a| a.clone().hide(true))
            .collect();
        cmd = cmd.mut_subcommand(&sub, |sc| sc.args(args));
    }
    cmd
}

/// The presets after the help: each with what sets it apart, wrapped to the terminal's
/// usual width.
fn presets() -> String {
    let mut out = String::from("Presets (--variant):\n");
    for v in crate::rules::Variant::ALL {
        let mut line = format!("  {:<10}", v.name());
        let summary = v.summary();
        let parts: Vec<&str> = summary.split(", ").collect();
        for (i, part) in parts.iter().enumerate() {
            let comma = if i + 1 < parts.len() { "," } else { "" };
            if line.len() + part.len() + 2 > 88 {
                out.push_str(&line);
                out.push('\n');
                line = " ".repeat(13);
            }
            line.push_str(&format!(" {}{part}{comma}", if i == 0 { " " } else { "" }));
        }
        out.push_str(&line);
        out.push('\n');
    }
    out.push_str(
        "\nOptions after --variant change the preset: morris --variant twelve --no-flying\n\
         =false takes a preset's rule away: morris --variant morabaraba --no-reform=false\n\
         Play: morris [FILE]   Keys in the game: ? for help",
    );
    out
}

/// A setting given both before and after the subcommand (`--variant six rules --variant
/// twelve`), or with a flag that excludes it on the other side (`--no-flying rules --fly-at
/// 4`): refused as the same flags on one side are, where clap would quietly take the one
/// after. `argv` is the whole command line, the program's name first.
pub fn split_settings<I, T>(argv: I) -> Option<clap::Error>
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    use crate::settings::table::TABLE;
    use clap::parser::ValueSource;
    // The same command line with the settings kept apart on each side: not global, so that
    // clap does not carry the values from one side to the other.
    let mut probe = command();
    for s in &TABLE {
        probe = probe.mut_arg(s.key, |a| a.global(false));
    }
    let subs: Vec<String> = probe
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for sub in &subs {
        probe = probe.mut_subcommand(sub, |mut sc| {
            for s in &TABLE {
                let has = sc.get_arguments().any(|a| a.get_id() == s.key.name());
                sc = match has {
                    true => sc.mut_arg(s.key, |a| a.global(false)),
                    false => sc.arg(s.arg().global(false).hide(true)),
                };
            }
            sc
        });
    }
    probe.build();
    let m = probe.clone().try_get_matches_from(argv).ok()?;
    let (_, sub) = m.subcommand()?;
    let given =
        |m: &clap::ArgMatches, key: &str| m.value_source(key) == Some(ValueSource::CommandLine);
    let shown = |key: &str| {
        probe
            .get_arguments()
            .find(|a| a.get_id() == key)
            .map_or(format!("--{key}"), |a| a.to_string())
    };
    let why = TABLE.iter().filter(|s| given(&m, s.key.name())).find_map(|s| {
        if given(sub, s.key.name()) {
            return Some(format!(
                "the argument '{}' cannot be used multiple times (before and after the command)",
                shown(s.key.name())
            ));
        }
        let other = s.conflicts.iter().find(|c| given(sub, c.name()))?;
        Some(format!(
            "the argument '{}' cannot be used with '{}'",
            shown(s.key.name()),
            shown(other.name())
        ))
    })?;
    Some(probe.error(clap::error::ErrorKind::ArgumentConflict, why))
}

/// A FILE to play in that is something else: a file given before a command (which would be
/// ignored), or a mistyped command (which would become a game file of that name).
pub fn not_a_file(m: &clap::ArgMatches) -> Option<String> {
    let file = m
        .get_one::<std::ffi::OsString>("file")
        .filter(|f| !f.is_empty())?;
    let shown = crate::text::clean(&file.to_string_lossy());
    // `--ascii false`: the value of a switch goes after `=`, or `false` is a file.
    let lower = shown.to_ascii_lowercase();
    if crate::settings::table::switch_word(&lower).is_some()
        && std::fs::symlink_metadata(file).is_err()
    {
        use crate::settings::table::{Kind, TABLE};
        let switch = TABLE
            .iter()
            .filter(|s| matches!(s.kind, Kind::On | Kind::Off))
            .find(|s| m.value_source(s.key.name()) == Some(clap::parser::ValueSource::CommandLine))
            .map_or("ascii", |s| s.flag);
        return Some(format!(
            "'{shown}' is not a file or a command: a switch takes its value after = \
             (--{switch}={lower})"
        ));
    }
    if let Some(sub) = m.subcommand_name() {
        return Some(format!(
            "'{shown}' before the command '{sub}': a file goes after the command \
             (morris {sub} {shown}), or alone to play in it (morris {shown})"
        ));
    }
    let text = file.to_str()?;
    let word = text.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if !word || std::fs::symlink_metadata(text).is_ok() {
        return None;
    }
    // The commands the help lists: not the hidden ones (`tune`).
    let names: Vec<String> = command()
        .get_subcommands()
        .filter(|c| !c.is_hide_set())
        .map(|c| c.get_name().to_string())
        .collect();
    let lower = text.to_ascii_lowercase();
    let near = names
        .iter()
        .map(|n| (edit_distance(&lower, n), n))
        .filter(|(d, n)| *d <= 2 && *d * 2 < n.len())
        .min();
    let hint = match near {
        Some((_, n)) => format!(" (did you mean {n}?)"),
        None => format!(" (the commands: {})", names.join(", ")),
    };
    Some(format!(
        "unknown command '{shown}'{hint}; a new game file is named with .pgn (morris {shown}.pgn)"
    ))
}

/// The number of single-letter insertions, deletions and changes that turn `a` into `b`.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let next = (row[j + 1] + 1)
                .min(row[j] + 1)
                .min(diagonal + usize::from(ca != *cb));
            diagonal = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_command_line_is_well_formed() {
        command().debug_assert();
    }

    #[test]
    fn a_mistyped_command_is_named_and_a_near_one_offered() {
        let m = command()
            .try_get_matches_from(["morris", "scores"])
            .unwrap();
        let why = not_a_file(&m).unwrap();
        assert!(
            why.contains("unknown command 'scores' (did you mean score?)"),
            "{why}"
        );
        let m = command()
            .try_get_matches_from(["morris", "game.pgn"])
            .unwrap();
        assert_eq!(not_a_file(&m), None);
        // A switch's value without `=` is taken for a file: said so.
        let m = command()
            .try_get_matches_from(["morris", "--no-mouse", "false", "config"])
            .unwrap();
        let why = not_a_file(&m).unwrap();
        assert!(why.contains("(--no-mouse=false)"), "{why}");
    }

    #[test]
    fn the_screens_of_learn_tutorial_and_puzzles_read_the_preferences_and_speak_their_language() {
        use clap::Parser;
        for args in [
            ["morris", "learn"],
            ["morris", "tutorial"],
            ["morris", "puzzles"],
            ["morris", "stats"],
        ] {
            let cli = Cli::try_parse_from(args).unwrap();
            assert!(cli.speaks() && cli.reads_prefs(), "{args:?}");
        }
        // A set written for a script stays English.
        let cli = Cli::try_parse_from(["morris", "puzzles", "--list"]).unwrap();
        assert!(!cli.speaks());
        // So do the statistics printed for a script.
        for args in [
            ["morris", "stats", "--json"],
            ["morris", "stats", "--print"],
        ] {
            let cli = Cli::try_parse_from(args).unwrap();
            assert!(!cli.speaks(), "{args:?}");
        }
        // The language given before the command counts too.
        let cli = Cli::try_parse_from(["morris", "--lang", "de", "stats"]).unwrap();
        assert!(cli.speaks() && cli.reads_prefs());
    }
}

/// The format a set of puzzles is written in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum PuzzleFormat {
    /// morris's own: `fen | goal | turns | difficulty | answer | themes | line`, a line each.
    #[default]
    Morris,
    /// Sanmill's `.sanmill_puzzles` (JSON).
    Sanmill,
}

//! The command line: rule options and presets, player settings, and the subcommands.

use std::path::PathBuf;

use clap::{Args, CommandFactory, Parser, Subcommand, ValueEnum};

use crate::rules::{Blocked, BoardKind, DoubleMill, MillProtection, Rules, RulesError, Variant};

const PRESETS: &str = "\
Presets (--variant):
  nine        standard board, 9 pieces, flying at 3 (the default)
  twelve      diagonals, 12 pieces, a full board draws
  morabaraba  diagonals, 12 pieces, two mills remove two, no immediate re-forming,
              endgame draw after 10 plies
  lasker      10 pieces, a player may move instead of placing
  six         the two-square board, 6 pieces, no flying
  three       the 3x3 grid, 3 pieces, a mill wins, no flying

Options after --variant change the preset: morris --variant twelve --no-flying
Play: morris [FILE]   Keys in the game: ? for help";

/// Nine Men's Morris (Mill, Mühle) for two players at one terminal.
#[derive(Debug, Parser)]
#[command(name = "morris", version, about, after_help = PRESETS)]
pub struct Cli {
    /// A game record to play in: loaded if it exists, and every decision is saved to it.
    #[arg(value_parser = clap::value_parser!(std::ffi::OsString))]
    pub file: Option<std::ffi::OsString>,

    /// Start a new game instead of offering to resume the saved one.
    #[arg(long, global = true)]
    pub new: bool,

    #[allow(missing_docs)]
    #[command(flatten)]
    pub rules: RuleArgs,

    #[allow(missing_docs)]
    #[command(flatten)]
    pub players: PlayerArgs,

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
    Solve,
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
        /// Think this many milliseconds (the default: 1000 at level 10, or the level's depth).
        #[arg(long, value_name = "MS", conflicts_with = "depth", value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
        time: Option<u64>,
        /// Search this many placements or moves deep (removals come free).
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..=64))]
        depth: Option<u8>,
    },
    /// Speak the engine protocol (UCI-style, as Sanmill's engines do) on standard input and
    /// output, for match tools and programs that drive an engine: `uci`, `isready`,
    /// `setoption`, `ucinewgame`, `position`, `go`, `stop`, `quit` (docs/engine-protocol.md).
    Engine,
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
    /// Print the preferences file's path and every setting in force, with where it comes from.
    Config {
        /// Write a commented preferences file with every setting at its default.
        #[arg(long)]
        init: bool,
    },
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

/// The preset on the command line.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum VariantArg {
    /// Nine Men's Morris: standard board, 9 pieces, flying at 3
    Nine,
    /// Twelve Men's Morris: diagonals, 12 pieces, a full board draws
    Twelve,
    /// Morabaraba: diagonals, 12 pieces, two mills remove two, no re-forming, endgame draw
    Morabaraba,
    /// Lasker Morris: 10 pieces, moving allowed during placement
    Lasker,
    /// Six Men's Morris: two squares, 6 pieces, no flying
    Six,
    /// Three Men's Morris: 3x3 grid, 3 pieces, a mill wins
    Three,
}

impl From<VariantArg> for Variant {
    fn from(v: VariantArg) -> Variant {
        match v {
            VariantArg::Nine => Variant::Nine,
            VariantArg::Twelve => Variant::Twelve,
            VariantArg::Morabaraba => Variant::Morabaraba,
            VariantArg::Lasker => Variant::Lasker,
            VariantArg::Six => Variant::Six,
            VariantArg::Three => Variant::Three,
        }
    }
}

/// `--theme`: the screen's colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ThemeArg {
    /// Mid-tones that read on dark and light terminals alike
    Default,
    /// Brighter colours, for a dark terminal
    Dark,
    /// Deeper colours, for a light terminal
    Light,
    /// Black or white on strong colours: every mark and stone reads on any terminal
    HighContrast,
    /// No colour at all, as NO_COLOR: the glyphs say it all
    Mono,
}

impl From<ThemeArg> for crate::theme::Theme {
    fn from(t: ThemeArg) -> crate::theme::Theme {
        use crate::theme::Theme;
        match t {
            ThemeArg::Default => Theme::Default,
            ThemeArg::Dark => Theme::Dark,
            ThemeArg::Light => Theme::Light,
            ThemeArg::HighContrast => Theme::HighContrast,
            ThemeArg::Mono => Theme::Mono,
        }
    }
}

/// `--mill-protection`.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum ProtectionArg {
    /// Stones in mills are safe unless all opposing stones are in mills
    UnlessAll,
    /// Stones in mills can always be removed
    Never,
    /// Stones in mills are never removed
    Always,
}

/// `--double-mill`.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum DoubleMillArg {
    /// Two mills at once remove one stone
    One,
    /// Each mill closed removes a stone
    Each,
}

/// `--blocked`.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum BlockedArg {
    /// A player who cannot move loses
    Lose,
    /// A player who cannot move passes
    Pass,
}

/// The rule options: a preset and the options that change it. They work before or after a
/// subcommand.
#[derive(Clone, Debug, Default, Args)]
#[command(next_help_heading = "Rules")]
pub struct RuleArgs {
    /// The preset to start from.
    #[arg(long, value_enum, global = true, value_name = "PRESET")]
    pub variant: Option<VariantArg>,
    /// Pieces per player (3 to 12; fewer on the smaller boards).
    #[arg(long, global = true, value_name = "N", value_parser = clap::value_parser!(u8).range(3..=12))]
    pub pieces: Option<u8>,
    /// Add the four diagonals to the standard board.
    #[arg(long, global = true)]
    pub diagonals: bool,
    /// Turn flying off.
    #[arg(long, global = true, conflicts_with = "fly_at")]
    pub no_flying: bool,
    /// Fly with this many pieces or fewer on the board (3 or 4).
    #[arg(long, global = true, value_name = "N", value_parser = clap::value_parser!(u8).range(3..=4))]
    pub fly_at: Option<u8>,
    /// Which stones in mills may be removed.
    #[arg(long, value_enum, global = true, value_name = "WHEN")]
    pub mill_protection: Option<ProtectionArg>,
    /// What closing two mills at once removes.
    #[arg(long, value_enum, global = true, value_name = "HOW")]
    pub double_mill: Option<DoubleMillArg>,
    /// A mill broken by a move may not be re-formed on the mover's next turn.
    #[arg(long, global = true)]
    pub no_reform: bool,
    /// The player who closed a mill may decline the removal (x-).
    #[arg(long, global = true)]
    pub optional_removal: bool,
    /// What a player who cannot move does.
    #[arg(long, value_enum, global = true, value_name = "WHAT")]
    pub blocked: Option<BlockedArg>,
    /// Draw after N plies without a removal once both players are down to 3 pieces.
    #[arg(long, global = true, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub endgame_draw: Option<u16>,
    /// Draw after N plies of moving without a removal.
    #[arg(long, global = true, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub move_limit: Option<u16>,
    /// The same position for the third time draws.
    #[arg(long, global = true)]
    pub repetition: bool,
    /// While holding pieces, a player may move a stone instead of placing.
    #[arg(long, global = true)]
    pub move_in_placement: bool,
    /// Completing a mill wins at once.
    #[arg(long, global = true)]
    pub mill_wins: bool,
}

impl RuleArgs {
    /// The rule set these flags choose, or the conflict that makes it unplayable.
    pub fn rules(&self) -> Result<Rules, RulesError> {
        let variant: Variant = self.variant.map_or(Variant::Nine, Variant::from);
        let mut r = variant.rules();
        if self.diagonals {
            r.board = match r.board {
                BoardKind::Standard | BoardKind::Diagonal => BoardKind::Diagonal,
                BoardKind::Six => {
                    return Err(RulesError(
                        "--diagonals cannot be used with --variant six: the six men's board has no diagonals"
                            .into(),
                    ));
                }
                BoardKind::Three => {
                    return Err(RulesError(
                        "--diagonals cannot be used with --variant three: the three men's board has its diagonals already"
                            .into(),
                    ));
                }
            };
        }
        if let Some(n) = self.pieces {
            r.pieces = n;
        }
        if self.no_flying {
            r.fly_at = None;
        }
        if let Some(n) = self.fly_at {
            r.fly_at = Some(n);
        }
        if let Some(p) = self.mill_protection {
            r.protection = match p {
                ProtectionArg::UnlessAll => MillProtection::UnlessAll,
                ProtectionArg::Never => MillProtection::Never,
                ProtectionArg::Always => MillProtection::Always,
            };
        }
        if let Some(d) = self.double_mill {
            r.double_mill = match d {
                DoubleMillArg::One => DoubleMill::One,
                DoubleMillArg::Each => DoubleMill::Each,
            };
        }
        r.no_reform |= self.no_reform;
        r.optional_removal |= self.optional_removal;
        if let Some(b) = self.blocked {
            r.blocked = match b {
                BlockedArg::Lose => Blocked::Lose,
                BlockedArg::Pass => Blocked::Pass,
            };
        }
        if self.endgame_draw.is_some() {
            r.endgame_draw = self.endgame_draw;
        }
        if self.move_limit.is_some() {
            r.move_limit = self.move_limit;
        }
        r.repetition |= self.repetition;
        r.move_in_placement |= self.move_in_placement;
        r.mill_wins |= self.mill_wins;
        r.validate()?;
        Ok(r)
    }

    /// Whether any rule flag was given (a loaded record's own rules then differ from them).
    pub fn any(&self) -> bool {
        self.variant.is_some()
            || self.pieces.is_some()
            || self.diagonals
            || self.no_flying
            || self.fly_at.is_some()
            || self.mill_protection.is_some()
            || self.double_mill.is_some()
            || self.no_reform
            || self.optional_removal
            || self.blocked.is_some()
            || self.endgame_draw.is_some()
            || self.move_limit.is_some()
            || self.repetition
            || self.move_in_placement
            || self.mill_wins
    }
}

/// Names, colours and drawing style.
#[derive(Clone, Debug, Default, Args)]
#[command(next_help_heading = "Players and display")]
pub struct PlayerArgs {
    /// White's name.
    #[arg(long, global = true, value_name = "NAME")]
    pub white: Option<String>,
    /// Black's name.
    #[arg(long, global = true, value_name = "NAME")]
    pub black: Option<String>,
    /// White's colour: a name (red, light-blue, …) or #rrggbb.
    #[arg(long, global = true, value_name = "COLOR")]
    pub white_color: Option<String>,
    /// Black's colour: a name (red, light-blue, …) or #rrggbb.
    #[arg(long, global = true, value_name = "COLOR")]
    pub black_color: Option<String>,
    /// Draw with ASCII characters only.
    #[arg(long, global = true)]
    pub ascii: bool,
    /// The colours: default, dark, light, high-contrast or mono (no colour). Given here or in
    /// the preferences, a theme wins over NO_COLOR; without one, NO_COLOR means mono.
    #[arg(long, global = true, value_name = "THEME")]
    pub theme: Option<ThemeArg>,
    /// Leave the mouse to the terminal (for selecting text): no clicks on the board.
    #[arg(long, global = true)]
    pub no_mouse: bool,
    /// Start with analysis on (the `v` key): exact values where the game is solved.
    #[arg(long, global = true)]
    pub analysis: bool,
}

impl PlayerArgs {
    /// The screen's settings these flags ask for; `color` is false when `NO_COLOR` is set,
    /// which a theme asked for overrides (as NO_COLOR's own convention says of settings).
    pub fn settings(&self, color: bool) -> Result<crate::settings::Settings, String> {
        use crate::theme::Theme;
        let theme = match self.theme {
            Some(t) => Theme::from(t),
            None if color => Theme::Default,
            None => Theme::Mono,
        };
        let parse = |flag: &str,
                     c: &Option<String>|
         -> Result<Option<ratatui::style::Color>, String> {
            c.as_deref()
                .map(|s| {
                    s.parse().map_err(|_| {
                        format!("{flag}: {s} is not a colour (use a name such as red or light-blue, or #rrggbb)")
                    })
                })
                .transpose()
        };
        crate::settings::Settings::new(
            [self.white.as_deref(), self.black.as_deref()],
            [
                parse("--white-color", &self.white_color)?,
                parse("--black-color", &self.black_color)?,
            ],
            self.ascii,
            theme != Theme::Mono,
            theme,
        )
    }
}

/// Whether colour is wanted: not when `NO_COLOR` is set to anything.
pub fn color_wanted() -> bool {
    std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

/// The computer player: its level, its time, its seed.
#[derive(Clone, Debug, Default, Args)]
#[command(next_help_heading = "The computer")]
pub struct ComputerArgs {
    /// The computer's level, 1 (a beginner) to 10 (the strongest): a side named `computer`
    /// (`--black computer`) plays at it (default 5; `bestmove` and `engine`: 10).
    #[arg(long, global = true, value_name = "L", value_parser = clap::value_parser!(u8).range(1..=10))]
    pub level: Option<u8>,
    /// How long the strongest level thinks, in seconds (default 3; `engine`: a plain `go`, 1;
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

/// The command line as parsed: [`Cli`], with each subcommand's help listing only the options
/// that matter to it. The global options a subcommand does not use (names and colours for
/// `show`, `--new` for `rules`, …) stay accepted there but are left out of its help.
pub fn command() -> clap::Command {
    let mut cmd = Cli::command();
    let ids = |f: fn(clap::Command) -> clap::Command| -> Vec<String> {
        f(clap::Command::new("x"))
            .get_arguments()
            .map(|a| a.get_id().to_string())
            .collect()
    };
    let players = ids(PlayerArgs::augment_args);
    let computer = ids(ComputerArgs::augment_args);
    let thinks = ["play", "replay", "bestmove", "engine"];
    let rules = ids(RuleArgs::augment_args);
    let new = vec!["new".to_string()];
    let plays = ["play", "replay", "config"];
    let uses_rules = [
        "play", "perft", "legal", "show", "bestmove", "rules", "replay", "config", "engine",
    ];
    let subs: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for sub in subs {
        let mut hidden: Vec<&String> = Vec::new();
        if !plays.contains(&sub.as_str()) {
            hidden.extend(&players);
        }
        if sub != "play" && sub != "config" {
            hidden.extend(&new);
        }
        if !thinks.contains(&sub.as_str()) {
            hidden.extend(&computer);
        }
        if !uses_rules.contains(&sub.as_str()) {
            hidden.extend(&rules);
        }
        let args: Vec<clap::Arg> = cmd
            .get_arguments()
            .filter(|a| hidden.iter().any(|h| a.get_id() == h.as_str()))
            .map(|a| a.clone().hide(true))
            .collect();
        cmd = cmd.mut_subcommand(&sub, |sc| sc.args(args));
    }
    cmd
}

//! `morris`: parse the command line and run the chosen command.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use anyhow::{Context, Result};
use clap::{CommandFactory, Parser};

use morris::cli::{Cli, Command};
use morris::engine::{Config, Engine, Level, Limits};
use morris::rules::{Color, Game, Position, Record, Rules, divide, perft, play_tokens};
use morris::tui::{self, Launch, Settings};

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("morris: {e:#}");
            ExitCode::from(2)
        }
    }
}

/// A problem with what the user typed: exit code 2 and one message.
fn usage(msg: impl std::fmt::Display) -> Result<ExitCode> {
    eprintln!("morris: {msg}");
    Ok(ExitCode::from(2))
}

fn run(cli: Cli) -> Result<ExitCode> {
    // An empty argument (as some launchers pass) means no file.
    let top_file = cli
        .file
        .clone()
        .filter(|p| !p.is_empty())
        .map(PathBuf::from);
    let rules = match cli.rules.rules() {
        Ok(r) => r,
        Err(e) => return usage(e),
    };
    let settings = match Settings::from_args(&cli.players) {
        Ok(s) => s,
        Err(e) => return usage(e),
    };
    // Not locked for the whole run: the signal thread must be able to write to restore the
    // terminal while a game is on.
    let mut stdout = std::io::stdout();
    let out = &mut stdout;
    match cli.command {
        None => play(rules, settings, top_file.as_deref(), cli.new, false, &cli),
        Some(Command::Play { ref file }) => {
            play(rules, settings, file.as_deref(), cli.new, false, &cli)
        }
        Some(Command::Replay { ref file }) => {
            if !file.exists() {
                return usage(format!("{}: no such file", file.display()));
            }
            play(rules, settings, Some(file), false, true, &cli)
        }
        Some(Command::Perft {
            depth,
            ref moves,
            divide: div,
        }) => {
            let game = match play_tokens(rules, moves) {
                Ok(g) => g,
                Err(e) => return usage(e),
            };
            let pos = game.position();
            let total = if div {
                let mut total = 0;
                for (d, n) in divide(&pos, depth) {
                    writeln!(out, "{d}: {n}")?;
                    total += n;
                }
                writeln!(out)?;
                if depth == 0 { 1 } else { total }
            } else {
                perft(&pos, depth)
            };
            writeln!(out, "{total}")?;
            Ok(ExitCode::SUCCESS)
        }
        Some(Command::Legal { ref moves }) => {
            let game = match play_tokens(rules, moves) {
                Ok(g) => g,
                Err(e) => return usage(e),
            };
            for d in game.position().legal() {
                writeln!(out, "{d}")?;
            }
            Ok(ExitCode::SUCCESS)
        }
        Some(Command::Show {
            ref file,
            ref moves,
            pgn,
        }) => {
            let record = match file {
                Some(path) => {
                    let text = match std::fs::read_to_string(path) {
                        Ok(t) => t,
                        Err(e) => return usage(format!("{}: {e}", path.display())),
                    };
                    match Record::parse(&text, rules) {
                        Ok(r) => {
                            if !moves.trim().is_empty() {
                                return usage("give a FILE or --moves, not both");
                            }
                            r
                        }
                        Err(e) => return usage(format!("{}: {e}", path.display())),
                    }
                }
                None => match play_tokens(rules, moves) {
                    Ok(g) => Record::new(g, "White", "Black", "????.??.??"),
                    Err(e) => return usage(e),
                },
            };
            if pgn {
                write!(out, "{}", record.to_text())?;
            } else {
                write!(out, "{}", show(&record.game))?;
            }
            Ok(ExitCode::SUCCESS)
        }
        Some(Command::Bestmove {
            ref moves,
            time,
            depth,
            level,
            seed,
        }) => {
            let game = match play_tokens(rules, moves) {
                Ok(g) => g,
                Err(e) => return usage(e),
            };
            bestmove(out, &game, time, depth, level, seed)
        }
        Some(Command::Rules) => {
            for line in rules.explain() {
                writeln!(out, "{line}")?;
            }
            Ok(ExitCode::SUCCESS)
        }
        Some(Command::Completions { shell }) => {
            clap_complete::generate(shell, &mut Cli::command(), "morris", out);
            Ok(ExitCode::SUCCESS)
        }
        Some(Command::Man) => {
            clap_mangen::Man::new(Cli::command())
                .render(out)
                .context("writing the man page")?;
            Ok(ExitCode::SUCCESS)
        }
    }
}

fn play(
    rules: Rules,
    settings: Settings,
    file: Option<&Path>,
    new: bool,
    replay: bool,
    cli: &Cli,
) -> Result<ExitCode> {
    let launch = Launch {
        rules,
        rules_given: cli.rules.any(),
        settings,
        file: file.map(Path::to_path_buf),
        new,
        replay,
    };
    match tui::start(launch) {
        Ok(Some(msg)) => usage(msg),
        Ok(None) => Ok(ExitCode::SUCCESS),
        Err(e) => Err(e),
    }
}

/// `morris bestmove`: the best turn, its value, the work done.
fn bestmove(
    out: &mut impl Write,
    game: &Game,
    time: Option<u64>,
    depth: Option<u8>,
    level: Option<u8>,
    seed: Option<u64>,
) -> Result<ExitCode> {
    let pos = game.position();
    if let Some(o) = pos.outcome() {
        return usage(format!(
            "the game is over ({}): there is no turn to play",
            o.reason
        ));
    }
    let level = level.and_then(Level::new).unwrap_or(Level::MAX);
    let limits = match (time, depth) {
        (Some(ms), _) => Limits {
            depth: None,
            time: Some(Duration::from_millis(ms)),
        },
        (None, Some(d)) => Limits {
            depth: Some(d),
            time: None,
        },
        (None, None) if level == Level::MAX => Limits {
            depth: None,
            time: Some(Duration::from_millis(1000)),
        },
        (None, None) => level.limits(Duration::from_millis(1000)),
    };
    let seed = seed.unwrap_or_else(clock_seed);
    let mut engine = Engine::new(Config {
        table_mib: 16,
        ..Config::for_level(level, seed)
    });
    let before = &(0..game.ply())
        .filter_map(|i| game.position_at(i))
        .collect::<Vec<_>>();
    let stop = AtomicBool::new(false);
    let Some(t) = engine.think(&pos, before, limits, &stop, &mut |_| {}) else {
        return usage("there is no legal decision");
    };
    writeln!(out, "{}", t.line())?;
    writeln!(out, "value: {}", t.value)?;
    writeln!(out, "nodes: {}", t.nodes)?;
    writeln!(out, "time: {} ms", t.time.as_millis())?;
    writeln!(out, "depth: {}", t.depth)?;
    Ok(ExitCode::SUCCESS)
}

/// A seed that differs from run to run.
fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

/// The `show` text: the diagram, the side to move and their task, the counts, the result.
fn show(game: &Game) -> String {
    let pos: Position = game.position();
    let mut s = pos.diagram();
    s.push('\n');
    s.push_str(&format!("variant: {}", pos.rules().variant.name()));
    let diffs: Vec<String> = pos.rules().differences().into_iter().map(|d| d.2).collect();
    if !diffs.is_empty() {
        s.push_str(&format!(" ({})", diffs.join(", ")));
    }
    s.push('\n');
    s.push_str(&format!("ply: {}\n", game.ply()));
    if pos.outcome().is_none() {
        s.push_str(&format!("to move: {}\n", pos.task_text()));
    }
    for c in Color::BOTH {
        s.push_str(&format!(
            "{:<5}  on board {}  in hand {}  captured {}\n",
            c.name(),
            pos.on_board(c),
            pos.in_hand(c),
            pos.lost(c.other())
        ));
    }
    match pos.outcome() {
        Some(o) => {
            s.push_str(&format!("{}\n", o.reason));
            s.push_str(&format!("result: {}\n", o.result()));
        }
        None => s.push_str("result: *\n"),
    }
    s
}

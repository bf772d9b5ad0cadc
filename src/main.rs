//! `morris`: parse the command line and run the chosen command.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result};
use clap::{CommandFactory, Parser};

use morris::cli::{Cli, Command};
use morris::rules::{Color, Game, Position, Record, Rules, divide, perft, play_tokens};
use morris::tui::{self, Launch, Settings};

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return clap_error(e),
    };
    match run(cli) {
        Ok(code) => match std::io::stdout().flush() {
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => closed_pipe(),
            _ => code,
        },
        Err(e) if broken_pipe(&e) => closed_pipe(),
        Err(e) => {
            say(format_args!("morris: {e:#}"));
            ExitCode::from(2)
        }
    }
}

/// Prints one message on standard error, cleaned of control characters; a closed standard
/// error is not a reason to panic.
fn say(msg: std::fmt::Arguments<'_>) {
    let _ = writeln!(
        std::io::stderr(),
        "{}",
        morris::text::clean_lines(&msg.to_string())
    );
}

/// A problem with what the user typed: exit code 2 and one message.
fn usage(msg: impl std::fmt::Display) -> Result<ExitCode> {
    say(format_args!("morris: {msg}"));
    Ok(ExitCode::from(2))
}

/// Help and version as clap prints them; errors (which quote what was typed) cleaned first.
fn clap_error(e: clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    match e.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            if e.print().is_err() {
                return closed_pipe();
            }
            ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2))
        }
        _ => {
            let text = e.render().to_string();
            let _ = write!(std::io::stderr(), "{}", morris::text::clean_lines(&text));
            ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2))
        }
    }
}

fn broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

/// The reader of standard output went away (`morris show | head -1`): end as other tools do,
/// by SIGPIPE, without a message.
fn closed_pipe() -> ExitCode {
    let _ = signal_hook::low_level::emulate_default_handler(signal_hook::consts::SIGPIPE);
    ExitCode::from(128 + 13)
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
        Some(Command::Rules) => {
            for line in rules.explain() {
                writeln!(out, "{line}")?;
            }
            Ok(ExitCode::SUCCESS)
        }
        Some(Command::Completions { shell }) => {
            // Into memory first: clap_complete panics when its writer fails.
            let mut buf = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "morris", &mut buf);
            out.write_all(&buf)?;
            Ok(ExitCode::SUCCESS)
        }
        Some(Command::Man) => {
            let mut buf = Vec::new();
            clap_mangen::Man::new(Cli::command())
                .render(&mut buf)
                .context("writing the man page")?;
            out.write_all(&buf)?;
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

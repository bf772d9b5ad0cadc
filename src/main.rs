//! `morris`: parse the command line, find the folders and the settings once, and hand each
//! command its values (`morris::commands`).

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::Result;

use morris::cli::{Cli, Command};
use morris::commands::{self, say};
use morris::settings::prefs::Prefs;
use morris::settings::table::Key;
use morris::store::Paths;

fn main() -> ExitCode {
    let matches = match morris::cli::command().try_get_matches() {
        Ok(m) => m,
        Err(e) => return morris::commands::clap_error(e),
    };
    // Without a command there is no other side to repeat a setting on, and the second parse's
    // command tree (every setting on every command) is not built: a game starts in less memory.
    if matches.subcommand().is_some()
        && let Some(e) = morris::cli::split_settings(std::env::args_os())
    {
        return morris::commands::clap_error(e);
    }
    if let Some(problem) = morris::cli::not_a_file(&matches) {
        say(format_args!("morris: {problem}"));
        return ExitCode::from(2);
    }
    let cli = match <Cli as clap::FromArgMatches>::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(e) => return morris::commands::clap_error(e),
    };
    commands::exit(run(cli))
}

/// Says on the error stream what a wait for a lock waits for, and what comes after.
fn say_waiting(w: &morris::store::waiting::Waiting) {
    use morris::words::store::StoreWords;
    say(format_args!("morris: {}", w.text()));
}

fn run(cli: Cli) -> Result<ExitCode> {
    let flags = &cli.settings;
    // The folders of this user, found once: everything that keeps a file is handed them.
    let paths = Paths::from_env();
    let prefs = match cli.reads_prefs() {
        true => morris::store::prefs::load(paths.config.as_deref()),
        false => Prefs::default(),
    };
    let in_force = commands::settings(&prefs, &cli)?;
    // A lock another morris holds is waited for aloud (until the game's screen takes over).
    morris::store::waiting::listen(Some(say_waiting));
    let (rules, at, out) = (in_force.rules, &cli.at, &mut std::io::stdout());
    let play =
        |file: Option<PathBuf>, at: &morris::cli::PositionArgs, replay| commands::play::Args {
            file: file.filter(|f| !f.as_os_str().is_empty()),
            at: at.clone(),
            replay,
            new: cli.new,
            think: cli.computer.think,
            seed: cli.computer.seed,
            puzzles: false,
            stats: false,
            learn: false,
            tutorial: false,
            pack: None,
            remote: None,
        };
    let level = flags.number(Key::Level).map(|n| n as u8);
    match cli.command {
        None => commands::play::run(
            play(cli.file.clone().map(PathBuf::from), at, false),
            &in_force,
            flags,
            &paths,
        ),
        Some(Command::Play {
            ref file,
            at: ref a,
        }) => commands::play::run(
            play(file.clone(), &a.or(at), false),
            &in_force,
            flags,
            &paths,
        ),
        Some(Command::Replay { ref file }) => commands::play::run(
            play(Some(file.clone()), &Default::default(), true),
            &in_force,
            flags,
            &paths,
        ),
        Some(Command::Host { ref code, ref side }) => commands::remote::host(
            commands::remote::HostArgs {
                net: in_force.network.clone(),
                code: code.clone(),
                black: side == "black",
            },
            &in_force,
            flags,
            &paths,
        ),
        Some(Command::Join { ref given }) => {
            // The address given wins over a relay in the preferences.
            let relay = &in_force.network.relay;
            let (address, relay, code) = match (relay, &given[..]) {
                (Some(r), [code]) => (None, Some(r.clone()), code.clone()),
                (_, [address, code]) => (Some(address.clone()), None, code.clone()),
                _ => anyhow::bail!("{}", morris::t!("remote-join-usage")),
            };
            commands::remote::join(
                commands::remote::JoinArgs {
                    address,
                    relay,
                    code,
                },
                &in_force,
                flags,
                &paths,
            )
        }
        Some(Command::Perft {
            depth,
            at: ref a,
            divide,
        }) => commands::perft::run(rules, &a.or(at), depth, divide, out),
        Some(Command::Legal { at: ref a }) => commands::perft::legal(rules, &a.or(at), out),
        Some(Command::Show {
            ref file,
            at: ref a,
            pgn,
        }) => {
            let args = commands::show::Args {
                rules,
                rule_flags: flags.any_rules(),
                file: file.as_deref(),
                at: a.or(at),
                pgn,
            };
            commands::show::run(args, out)
        }
        Some(Command::Eval { batch: true, .. }) => {
            commands::eval::batch(rules, &paths, std::io::stdin().lock(), out)
        }
        Some(Command::Eval { at: ref a, .. }) => commands::eval::run(rules, &a.or(at), &paths, out),
        Some(Command::Solve {
            all,
            threads,
            memory,
            ref class,
            out: ref dir,
            plan,
            json,
            ref up_to,
            start,
            nodes,
            plies,
        }) => {
            let threads = threads.map(usize::from);
            if plan {
                return commands::solve::plan::run(rules, up_to.as_deref(), json, out);
            }
            let paths = match dir {
                Some(d) => commands::solve::folder_paths(d, &paths),
                None => paths.clone(),
            };
            if start {
                commands::solve::start(rules, &paths, nodes, plies, out)
            } else if let Some(class) = class {
                commands::solve::one_class(rules, class, &paths, threads, out)
            } else if all {
                let memory = memory.map(|mb| mb.saturating_mul(1_000_000));
                commands::solve::all(rules, &paths, threads, memory, up_to.as_deref(), out)
            } else {
                commands::solve::run(rules, &paths, out)
            }
        }
        Some(Command::Analyse { ref file }) => commands::analyse::run(rules, file, &paths, out),
        Some(Command::Bestmove {
            at: ref a,
            time,
            depth,
            ref weights,
        }) => {
            let game = commands::start(rules, &a.or(at))?;
            let args = commands::bestmove::Args {
                time,
                depth,
                think: cli.computer.think.map(Duration::from_secs_f64),
                level,
                seed: cli.computer.seed,
                weights: commands::bestmove::weights(weights.as_deref())?,
            };
            commands::bestmove::run(&game, args, &paths, out)
        }
        Some(Command::Tune {
            ref files,
            ref only,
        }) => commands::tune::run(files, only.as_deref(), rules, out),
        Some(Command::Book(ref args)) => commands::book::run(args, rules, out),
        Some(Command::Engine) => {
            let setup = commands::engine::Setup {
                rules,
                level,
                seed: cli.computer.seed,
                think: cli.computer.think.map(Duration::from_secs_f64),
            };
            commands::engine::run(setup, paths.tables(), std::io::stdin(), out)
        }
        Some(Command::Puzzles {
            file: Some(ref file),
            check: true,
            ..
        }) => commands::puzzles::check(file, &paths, out),
        Some(Command::Puzzles {
            make: false,
            list: false,
            file: None,
            ..
        }) => {
            let args = commands::play::Args {
                new: true,
                puzzles: true,
                ..play(None, &Default::default(), false)
            };
            commands::play::run(args, &in_force, flags, &paths)
        }
        Some(Command::Puzzles {
            file: Some(ref file),
            list,
            ..
        }) => {
            use std::io::IsTerminal;
            if list || !std::io::stdout().is_terminal() {
                commands::puzzles::list_pack(file, out)
            } else {
                let pack = morris::puzzles::sanmill::read_file(file)?;
                let args = commands::play::Args {
                    new: true,
                    puzzles: true,
                    pack: Some(Box::new(pack)),
                    ..play(None, &Default::default(), false)
                };
                commands::play::run(args, &in_force, flags, &paths)
            }
        }
        Some(Command::Puzzles {
            make,
            count,
            format,
            ..
        }) => {
            let seed = cli.computer.seed.unwrap_or(1);
            let set = commands::puzzles::Set {
                make,
                seed,
                count: count as usize,
                format,
            };
            commands::puzzles::run(rules, set, &paths, out)
        }
        Some(Command::Learn) => {
            let args = commands::play::Args {
                new: true,
                learn: true,
                ..play(None, &Default::default(), false)
            };
            commands::play::run(args, &in_force, flags, &paths)
        }
        Some(Command::Tutorial) => {
            let args = commands::play::Args {
                new: true,
                tutorial: true,
                ..play(None, &Default::default(), false)
            };
            commands::play::run(args, &in_force, flags, &paths)
        }
        Some(Command::Relay {
            max_connections,
            per_address,
        }) => {
            // `--listen` on its command line (the preferences are a player's, not a relay's).
            let listen = flags.text(Key::Listen).map_or_else(
                || format!("0.0.0.0:{}", morris::net::RELAY_PORT),
                str::to_string,
            );
            commands::relay::run(&listen, max_connections, per_address, out)
        }
        Some(Command::Rules) => commands::show::rules(rules, out),
        Some(Command::Completions { shell }) => commands::shell::completions(shell, out),
        Some(Command::Man) => commands::shell::man(out),
        Some(Command::Config { init }) => commands::config::run(&prefs, &in_force, init, out),
        Some(Command::Score { rebuild }) => commands::score::run(&paths, rebuild, out),
        // On a terminal, the Statistics screen (over a new game, as `morris puzzles`);
        // piped, or asked with --print or --json, the text.
        Some(Command::Stats { json, print })
            if json || print || !commands::stats::on_terminal() =>
        {
            commands::stats::run(&paths, json, out)
        }
        Some(Command::Stats { .. }) => {
            let args = commands::play::Args {
                new: true,
                stats: true,
                ..play(None, &Default::default(), false)
            };
            commands::play::run(args, &in_force, flags, &paths)
        }
    }
}

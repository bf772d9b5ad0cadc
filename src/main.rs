//! `morris`: parse the command line and run the chosen command.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use anyhow::{Context, Result};
use clap::CommandFactory;

use morris::cli::{Cli, Command, PlayerArgs, PositionArgs};
use morris::engine::{Config, Engine, Level, Limits};
use morris::prefs::{self, InForce, Prefs};
use morris::rules::{Color, Game, Position, Record, Rules, divide, perft, set_up_game};
use morris::settings::Settings;
use morris::solve::{self, Tablebase, Unknown, Value};
use morris::store::{self, Paths, scores};
use morris::tui::{self, Launch};

fn main() -> ExitCode {
    let matches = match morris::cli::command().try_get_matches() {
        Ok(m) => m,
        Err(e) => return clap_error(e),
    };
    if let Some(problem) = not_a_file(&matches) {
        say(format_args!("morris: {problem}"));
        return ExitCode::from(2);
    }
    let cli = match <Cli as clap::FromArgMatches>::from_arg_matches(&matches) {
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

/// A FILE to play in that is something else: a file given before a command (which would be
/// ignored), or a mistyped command (which would become a game file of that name).
fn not_a_file(m: &clap::ArgMatches) -> Option<String> {
    let file = m
        .get_one::<std::ffi::OsString>("file")
        .filter(|f| !f.is_empty())?;
    let shown = clean(&file.to_string_lossy());
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
    let names: Vec<String> = morris::cli::command()
        .get_subcommands()
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
    // The folders of this user, found once: everything that keeps a file is handed them.
    let paths = Paths::from_env();
    // An empty argument (as some launchers pass) means no file.
    let top_file = cli
        .file
        .clone()
        .filter(|p| !p.is_empty())
        .map(PathBuf::from);
    // The preferences file shapes games and what `rules` and `config` print; the commands
    // for scripts (show, legal, perft) do not read it, so that they answer the same anywhere.
    let prefs = match cli.command {
        None | Some(Command::Play { .. } | Command::Replay { .. } | Command::Rules) => {
            Prefs::load(paths.config.as_deref())
        }
        Some(Command::Config { .. }) => Prefs::load(paths.config.as_deref()),
        _ => Prefs::default(),
    };
    let check = |p: &PlayerArgs| p.settings(true).map(|_| ());
    let in_force = match prefs.resolve(
        &cli.rules,
        &cli.players,
        cli.players.no_mouse,
        cli.computer.level,
        !morris::cli::color_wanted(),
        check,
    ) {
        Ok(f) => f,
        Err(e) => return usage(e),
    };
    let rules = in_force.rules;
    let settings = match in_force.players.settings(morris::cli::color_wanted()) {
        Ok(s) => s,
        Err(e) => return usage(e),
    };
    let file_name = prefs
        .path
        .as_deref()
        .map_or_else(|| "config.toml".into(), store::display_path);
    if !matches!(cli.command, Some(Command::Config { .. })) {
        for w in &in_force.warnings {
            eprintln!("morris: {file_name}: {}", clean(w));
        }
    }
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
    let habits = Habits {
        notes,
        analysis: in_force.analysis,
        mouse: in_force.mouse,
        level: in_force.level,
        paths: paths.clone(),
    };
    // Not locked for the whole run: the signal thread must be able to write to restore the
    // terminal while a game is on.
    let mut stdout = std::io::stdout();
    let out = &mut stdout;
    match cli.command {
        None => play(
            rules,
            settings,
            top_file.as_deref(),
            &cli.at,
            false,
            &cli,
            habits.clone(),
        ),
        Some(Command::Play { ref file, ref at }) => play(
            rules,
            settings,
            file.as_deref(),
            &at.or(&cli.at),
            false,
            &cli,
            habits.clone(),
        ),
        Some(Command::Replay { ref file }) => {
            if !file.exists() {
                return usage(format!("{}: no such file", file.display()));
            }
            play(
                rules,
                settings,
                Some(file),
                &PositionArgs::default(),
                true,
                &cli,
                habits,
            )
        }
        Some(Command::Perft {
            depth,
            ref at,
            divide: div,
        }) => {
            let game = match start(rules, &at.or(&cli.at)) {
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
        Some(Command::Legal { ref at }) => {
            let game = match start(rules, &at.or(&cli.at)) {
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
            ref at,
            pgn,
        }) => {
            let at = at.or(&cli.at);
            let record = match file {
                Some(path) => {
                    let text = match morris::store::file::read_text(path) {
                        Ok(t) => t,
                        Err(e) => return usage(format!("{}: {e}", path.display())),
                    };
                    match Record::parse(&text, rules) {
                        Ok(r) => {
                            if at.any() {
                                return usage("give a FILE or --fen/--moves, not both");
                            }
                            if cli.rules.any() && r.game.rules() != &rules {
                                eprintln!(
                                    "morris: {}: the record's own rules apply ({}), not the rule flags",
                                    path.display(),
                                    r.game.rules().variant.title()
                                );
                            }
                            r
                        }
                        Err(e) => return usage(format!("{}: {e}", path.display())),
                    }
                }
                None => match start(rules, &at) {
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
        Some(Command::Eval { ref at, batch }) => {
            if batch {
                return eval_batch(rules, &paths, out);
            }
            let game = match start(rules, &at.or(&cli.at)) {
                Ok(g) => g,
                Err(e) => return usage(e),
            };
            eval(&game, &paths, out)
        }
        Some(Command::Solve) => solve_all(rules, &paths, out),
        Some(Command::Analyse { ref file }) => {
            let text = match morris::store::file::read_text(file) {
                Ok(t) => t,
                Err(e) => return usage(format!("{}: {e}", file.display())),
            };
            let record = match Record::parse(&text, rules) {
                Ok(r) => r,
                Err(e) => return usage(format!("{}: {e}", file.display())),
            };
            analyse(&record.game, &file.display().to_string(), &paths, out)
        }
        Some(Command::Bestmove {
            ref at,
            time,
            depth,
        }) => {
            let game = match start(rules, &at.or(&cli.at)) {
                Ok(g) => g,
                Err(e) => return usage(e),
            };
            let (level, seed) = (cli.computer.level, cli.computer.seed);
            bestmove(out, &game, time, depth, level, seed, &paths)
        }
        Some(Command::Engine) => {
            let setup = morris::commands::engine::Setup {
                rules,
                level: cli.computer.level,
                seed: cli.computer.seed,
                think: cli.computer.think.map(Duration::from_secs_f64),
            };
            morris::commands::engine::run(setup, paths.tables(), std::io::stdin(), out)
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
        Some(Command::Config { init }) => config(out, &prefs, &in_force, init),
        Some(Command::Score { rebuild }) => score(out, &paths, rebuild),
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

/// The game a command starts from: the rules' empty board or `--fen`, then `--moves`.
fn start(rules: Rules, at: &PositionArgs) -> Result<Game, morris::rules::SetUpError> {
    set_up_game(rules, at.fen.as_deref(), &at.moves)
}

/// What the preferences bring to a game besides names, colours and rules.
#[derive(Clone)]
struct Habits {
    /// Problems with the preferences file, to show at the start.
    notes: Vec<String>,
    /// Mouse clicks on.
    mouse: bool,
    /// Analysis on from the start.
    analysis: bool,
    /// The computer's level, from the flag or the file.
    level: Option<u8>,
    /// The folders.
    paths: Paths,
}

fn play(
    rules: Rules,
    settings: Settings,
    file: Option<&Path>,
    at: &PositionArgs,
    replay: bool,
    cli: &Cli,
    habits: Habits,
) -> Result<ExitCode> {
    let new = cli.new;
    let game = if at.any() {
        if file.is_some() {
            return usage("give a FILE or --fen/--moves, not both");
        }
        match start(rules, at) {
            Ok(g) => Some(g),
            Err(e) => return usage(e),
        }
    } else {
        None
    };
    let launch = Launch {
        game,
        notes: habits.notes,
        mouse: habits.mouse,
        analysis: habits.analysis,
        rules,
        rules_given: cli.rules.any(),
        settings,
        file: file.map(Path::to_path_buf),
        new,
        replay,
        computer: tui::computer::Setup {
            level: habits.level.and_then(Level::new).unwrap_or(Level::DEFAULT),
            think: cli
                .computer
                .think
                .map_or(Duration::from_secs(3), Duration::from_secs_f64),
            seed: cli.computer.seed.unwrap_or_else(clock_seed),
        },
        named: [cli.players.white.is_some(), cli.players.black.is_some()],
        level_given: cli.computer.level.is_some(),
        paths: habits.paths,
    };
    match tui::start(launch) {
        Ok(Some(msg)) => usage(msg),
        Ok(None) => Ok(ExitCode::SUCCESS),
        Err(e) => Err(e),
    }
}

/// How wide a name or a setting may be in a table: wider ones end in `…`.
const CELL: usize = 40;

/// Text from a file or a flag made safe to print: control characters replaced.
fn clean(s: &str) -> String {
    morris::text::clean(s)
}

/// [`clean`], cut to [`CELL`] characters.
fn cell(s: &str) -> String {
    morris::text::excerpt(s, CELL)
}

/// `morris config`: the file's path, its warnings, and every setting in force with where it
/// comes from; with `--init`, writes the commented default file unless one is there.
fn config(out: &mut impl Write, prefs: &Prefs, in_force: &InForce, init: bool) -> Result<ExitCode> {
    let Some(path) = prefs.path.as_deref() else {
        return usage("this system has no config folder for a preferences file");
    };
    let shown = store::display_path(path);
    if init {
        // There already, or made meanwhile by someone else: never replaced.
        if let Err(e) = store::create_new(path, prefs::TEMPLATE) {
            if std::fs::symlink_metadata(path).is_ok() {
                eprintln!("morris: {shown} exists already; it was not overwritten");
                return Ok(ExitCode::from(1));
            }
            return Err(e);
        }
        writeln!(out, "wrote {shown}: every setting is there, commented out")?;
        return Ok(ExitCode::SUCCESS);
    }
    let state = if prefs.exists {
        String::new()
    } else {
        " (not there: morris config --init writes one)".into()
    };
    writeln!(out, "preferences: {shown}{state}")?;
    for w in &in_force.warnings {
        writeln!(out, "warning: {}", clean(w))?;
    }
    writeln!(out)?;
    // Values come from a file or a flag: cleaned of control characters, and quoted at most
    // `CELL` characters wide so that one long name cannot stretch (or break) the table.
    let values: Vec<String> = in_force.rows.iter().map(|r| cell(&r.value)).collect();
    let width = values.iter().map(|v| v.chars().count()).max().unwrap_or(0);
    for (r, v) in in_force.rows.iter().zip(&values) {
        writeln!(out, "{:<18} {v:<width$}  {}", r.key, clean(&r.source))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `morris score`: every pair of names in every variant, with the first name's wins, draws
/// and losses; the games counted apart in a table of their own. Finished records of the data
/// folder missing from the count are counted again first (`--rebuild`: the count is made
/// anew). A count that cannot be read or kept is said, and the exit code is 1.
fn score(out: &mut impl Write, paths: &Paths, rebuild: bool) -> Result<ExitCode> {
    let Some(dir) = &paths.data else {
        return usage("this system has no data folder to keep scores in");
    };
    let board = scores::Scoreboard::new(dir);
    let report = if rebuild {
        board.rebuild()
    } else {
        board.check()
    };
    for note in &report.notes {
        say(format_args!("morris: {note}"));
    }
    if let Some(why) = &report.failed {
        say(format_args!("morris: {why}"));
    }
    let ledger = &report.ledger;
    let n = ledger.counted().count();
    let games = |n: usize| if n == 1 { "game" } else { "games" };
    writeln!(
        out,
        "scores: {} ({n} finished {})",
        store::display_path(&board.path()),
        games(n)
    )?;
    let skipped = ledger.not_counted().count();
    if skipped > 0 {
        writeln!(
            out,
            "{skipped} more {} not counted: a side changed hands between a person and the computer during the game",
            games(skipped)
        )?;
    }
    let table = ledger.table();
    let apart = ledger.apart_table();
    if table.is_empty() && skipped == 0 && apart.is_empty() {
        writeln!(out, "No finished games yet.")?;
    }
    score_table(out, &table)?;
    if !apart.is_empty() {
        let k = ledger.apart().count();
        writeln!(out)?;
        writeln!(
            out,
            "{k} {} counted apart, from a set-up position or with help (analysis shown, hints):",
            games(k)
        )?;
        score_table(out, &apart)?;
    }
    Ok(if report.failed.is_some() {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// The rows of a score table, names cut to [`CELL`]; the games counted apart with why.
fn score_table(out: &mut impl Write, rows: &[scores::Row]) -> Result<()> {
    if rows.is_empty() {
        return Ok(());
    }
    let table: Vec<_> = rows
        .iter()
        .map(|(v, a, t, b, why)| (cell(v), cell(a), *t, cell(b), why.as_deref().map(cell)))
        .collect();
    // Each column as wide as its widest cell, and at least its heading.
    let widest = |cells: &mut dyn Iterator<Item = &String>, least: usize| {
        cells
            .map(|c| c.chars().count())
            .max()
            .unwrap_or(0)
            .max(least)
    };
    let wv = widest(&mut table.iter().map(|r| &r.0), 7);
    let wp = widest(&mut table.iter().map(|r| &r.1), 6);
    let wb = widest(&mut table.iter().map(|r| &r.3), 7);
    let apart = table.iter().any(|r| r.4.is_some());
    let head = format!(
        "{:<wv$}  {:<wp$}  {:>4}  {:>5}  {:>4}  against",
        "variant", "player", "won", "drawn", "lost"
    );
    if apart {
        writeln!(out, "{head}{}  how", " ".repeat(wb - 7))?;
    } else {
        writeln!(out, "{head}")?;
    }
    for (variant, a, t, b, why) in &table {
        let row = format!(
            "{variant:<wv$}  {a:<wp$}  {:>4}  {:>5}  {:>4}  ",
            t.won, t.drawn, t.lost
        );
        match why {
            Some(why) => writeln!(out, "{row}{b:<wb$}  {why}")?,
            None => writeln!(out, "{row}{b}")?,
        }
    }
    Ok(())
}

/// `morris bestmove`: the best turn, its value, the work done.
fn bestmove(
    out: &mut impl Write,
    game: &Game,
    time: Option<u64>,
    depth: Option<u8>,
    level: Option<u8>,
    seed: Option<u64>,
    paths: &Paths,
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
            nodes: None,
        },
        (None, Some(d)) => Limits {
            depth: Some(d),
            time: None,
            nodes: None,
        },
        (None, None) if level == Level::MAX => Limits {
            depth: None,
            time: Some(Duration::from_millis(1000)),
            nodes: None,
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
    let start = std::time::Instant::now();
    let mut limits = limits;
    // Every class the cache has that the game can reach is read; the class of the position
    // itself is solved here when it is not there and the time allows it: about 0.4 s for
    // 3 v 3 and 1.2 s more with 4 v 3 (one core), out of the time.
    let afford = |ms: u64| limits.time.is_none_or(|t| t >= Duration::from_millis(ms));
    let upto = if afford(5000) {
        7
    } else if afford(1500) {
        6
    } else {
        0
    };
    // Reading the other classes takes up to 50 ms: not out of a very short time.
    let files = paths.tables();
    let tables = morris::solve::tables_for_search(files.as_ref(), None, &pos, upto, afford(250));
    engine.set_oracle(tables.map(|t| t as morris::engine::SharedOracle));
    if let Some(t) = limits.time {
        limits.time = Some(
            t.saturating_sub(start.elapsed())
                .max(Duration::from_millis(10)),
        );
    }
    let stop = AtomicBool::new(false);
    let Some(t) = engine.think(&pos, before, limits, &stop, &mut |_| {}) else {
        return usage("there is no legal decision");
    };
    writeln!(out, "{}", t.line())?;
    writeln!(out, "value: {}", t.value)?;
    writeln!(out, "nodes: {}", t.nodes)?;
    writeln!(out, "time: {} ms", start.elapsed().as_millis())?;
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
    s.push_str(&format!("fen: {}\n", game.fen()));
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

/// A tablebase of `rules` that reads and writes the user's cache.
fn tablebase(rules: Rules, paths: &Paths) -> Tablebase {
    Tablebase::new(rules).with_cache(paths.tables())
}

/// Says on standard error what went wrong with the cache (a file refused, a class not kept);
/// whether a class could not be kept.
fn cache_problems(tb: &mut Tablebase) -> bool {
    let mut not_kept = false;
    for p in tb.take_problems() {
        not_kept |= matches!(p, solve::CacheProblem::NotKept(..));
        say(format_args!("morris: {p}"));
    }
    not_kept
}

fn progress() -> impl FnMut((u8, u8), f32) {
    use std::io::IsTerminal;
    let show = std::io::stderr().is_terminal();
    let mut last = (0u8, 0u8, -1i32);
    move |(a, b), f| {
        let pct = (f * 100.0) as i32;
        if show && (a, b, pct) != last {
            last = (a, b, pct);
            eprint!("\rsolving {a} v {b}: {pct:>3}%");
            if pct >= 100 {
                eprint!("\r                      \r");
            }
        }
    }
}

/// The value of `pos`, solving (or reading) its class first if it can be solved here.
fn value_of(tb: &mut Tablebase, pos: &Position) -> Result<Value, Unknown> {
    if pos.outcome().is_some() {
        return tb.evaluate(pos);
    }
    let placing = Color::BOTH.iter().any(|&c| pos.in_hand(c) > 0);
    if placing && !tb.is_whole() && tb.can_solve_whole().is_ok() {
        tb.solve_whole(&mut progress())?;
    }
    let (a, b) = tb.class_of(pos)?;
    if !tb.is_solved(a, b) && tb.can_solve(a, b) {
        tb.solve(a, b, &mut progress())?;
    }
    tb.evaluate(pos)
}

fn value_line(v: &Result<Value, Unknown>) -> String {
    match v {
        Ok(v) => format!("value: {}", v.short()),
        Err(e) => format!("value: unknown ({e})"),
    }
}

fn eval(game: &Game, paths: &Paths, out: &mut impl Write) -> Result<ExitCode> {
    let pos = game.position();
    let mut tb = tablebase(*pos.rules(), paths);
    let v = value_of(&mut tb, &pos);
    cache_problems(&mut tb);
    writeln!(out, "fen: {}", game.fen())?;
    if let Ok(v) = v {
        writeln!(out, "to move: {}", pos.side_to_move())?;
        writeln!(out, "in words: {}", v.describe(pos.side_to_move()))?;
        if let Ok((_, best)) = tb.best(&pos) {
            let names: Vec<String> = best.iter().map(|d| d.to_string()).collect();
            writeln!(out, "best: {}", names.join(" "))?;
        }
    }
    writeln!(out, "{}", value_line(&v))?;
    Ok(ExitCode::SUCCESS)
}

/// The longest line `eval --batch` reads: a FEN is under 100 characters.
const BATCH_LINE: usize = 4096;

/// `eval --batch`: one `value: …` line for each line read, in order, whatever the line; a line
/// too long or not UTF-8 is one bad line, and memory stays bounded on any input.
fn eval_batch(rules: Rules, paths: &Paths, out: &mut impl Write) -> Result<ExitCode> {
    use morris::store::read::{Line, Lines};
    let mut tb = tablebase(rules, paths);
    let stdin = std::io::stdin();
    for line in Lines::new(stdin.lock(), BATCH_LINE) {
        let text = match line.context("reading standard input")? {
            Line::Text(line) => match morris::rules::parse_fen(line.trim(), rules) {
                Ok(pos) => value_line(&value_of(&mut tb, &pos)),
                Err(e) => format!("value: unknown (a bad FEN: {e})"),
            },
            Line::TooLong(n) => format!(
                "value: unknown (a bad FEN: a line of {n} bytes; a FEN is at most {BATCH_LINE})"
            ),
            Line::NotText => "value: unknown (a bad FEN: not UTF-8 text)".to_string(),
        };
        writeln!(out, "{text}")?;
        cache_problems(&mut tb);
    }
    Ok(ExitCode::SUCCESS)
}

/// The decisions of `game` that changed the value of a solved position (the judgement is
/// [`solve::review`]'s, which the game's review shows too).
fn analyse(game: &Game, name: &str, paths: &Paths, out: &mut impl Write) -> Result<ExitCode> {
    use solve::review;
    let mut tb = tablebase(*game.rules(), paths);
    let label = review::labels(game);
    let mut solved = 0;
    let mut marks = Vec::new();
    for (ply, &d) in game.decisions().iter().enumerate() {
        let Some(pos) = game.position_at(ply) else {
            break;
        };
        // Solves (or reads) what the position needs, then judges from the tables, in the
        // game (the move limit, repetition).
        if value_of(&mut tb, &pos).is_err() {
            continue;
        }
        let history = review::history(game, ply);
        let Ok(j) = review::judge(&tb, &pos, d, &history, false) else {
            continue;
        };
        solved += 1;
        let Some(mark) = j.mark else {
            continue;
        };
        let j = review::judge(&tb, &pos, d, &history, true).unwrap_or(j);
        marks.push(format!(
            "{} {d}{} {}",
            label.get(ply).map_or("", |s| s.as_str()),
            mark.symbol(),
            j.line()
        ));
    }
    writeln!(
        out,
        "{name}: {} decision{}, {solved} in solved positions, {} changed the value",
        game.ply(),
        if game.ply() == 1 { "" } else { "s" },
        marks.len()
    )?;
    for m in marks {
        writeln!(out, "{m}")?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Solves every class this rule set can solve here and prints what each is worth.
fn solve_all(rules: Rules, paths: &Paths, out: &mut impl Write) -> Result<ExitCode> {
    if let Err(why) = solve::solvable(&rules) {
        return usage(format!("not solved under these rules: {why}"));
    }
    let mut tb = tablebase(rules, paths);
    if tb.cache().is_none() {
        say(format_args!(
            "morris: this system has no cache folder: nothing solved is kept"
        ));
    }
    if tb.can_solve_whole().is_ok() {
        tb.solve_whole(&mut progress())?;
        if let Some(v) = tb.start_value() {
            writeln!(
                out,
                "{}, from the empty board: {}",
                rules.variant.title(),
                match v {
                    Value::Draw => "a draw with perfect play".to_string(),
                    v => format!("{} with perfect play", v.describe(Color::White)),
                }
            )?;
        }
    }
    let classes = solve::classes(&rules);
    writeln!(
        out,
        "{:<5} {:>12} {:>22} {:>22} {:>22} {:>8} {:>8}",
        "class", "positions", "side to move wins", "loses", "draws", "longest", "loss"
    )?;
    for (a, b) in classes {
        if let Err(e) = tb.solve(a, b, &mut progress()) {
            writeln!(out, "{a}v{b}   {e}")?;
            continue;
        }
        let Some(s) = tb.summary(a, b) else {
            continue;
        };
        let pct = |n: u64| {
            format!(
                "{n} ({:.2} %)",
                100.0 * n as f64 / s.positions.max(1) as f64
            )
        };
        writeln!(
            out,
            "{:<5} {:>12} {:>22} {:>22} {:>22} {:>8} {:>8}",
            format!("{a}v{b}"),
            s.positions,
            pct(s.wins),
            pct(s.losses),
            pct(s.draws),
            s.longest_win,
            s.longest_loss.map_or("-".to_string(), |d| d.to_string()),
        )?;
    }
    // A class that could not be kept is said, and the exit code says it too.
    if cache_problems(&mut tb) {
        return Ok(ExitCode::from(1));
    }
    Ok(ExitCode::SUCCESS)
}

//! The subcommands, one file each: `run(…, out) -> Result<ExitCode>`, writing what they answer
//! to `out` (standard output, or a test's buffer). A problem with what the user typed is an
//! error, which `main` says (`morris: …`) with exit code 2; notes on the way go to standard
//! error, cleaned. Only [`play`] opens the screen.

pub mod analyse;
pub mod bestmove;
pub mod book;
pub mod config;
pub mod engine;
pub mod eval;
pub mod perft;
pub mod play;
pub mod puzzles;
pub mod relay;
pub mod remote;
pub mod score;
pub mod shell;
pub mod show;
pub mod solve;
pub mod stats;
pub mod tune;

use std::io::Write;
use std::process::ExitCode;

use crate::cli::PositionArgs;
use crate::rules::{Game, Rules, SetUpError, set_up_game};

/// Says a note on standard error, cleaned of control characters; a closed standard error is
/// not a reason to panic.
pub fn say(msg: impl std::fmt::Display) {
    let _ = writeln!(
        std::io::stderr(),
        "{}",
        crate::text::clean_lines(&msg.to_string())
    );
}

/// The settings in force for `cli`'s command: its flags over the preferences `prefs`, the
/// language over the environment's (`LC_ALL`, `LC_MESSAGES`, `LANG`), which becomes the
/// program's where the command speaks it ([`Cli::speaks`](crate::cli::Cli::speaks)); the
/// file's warnings are said on standard error (but by `config`, which lists them).
pub fn settings(
    prefs: &crate::settings::prefs::Prefs,
    cli: &crate::cli::Cli,
) -> anyhow::Result<crate::settings::InForce> {
    let locale = crate::lang::from_env(|k| std::env::var(k).ok());
    let no_color = !crate::cli::color_wanted();
    let in_force = crate::settings::resolve(prefs, &cli.settings, no_color, locale.as_ref())
        .map_err(anyhow::Error::msg)?;
    if cli.speaks() {
        crate::lang::set(in_force.lang);
    }
    if !matches!(cli.command, Some(crate::cli::Command::Config { .. })) {
        let file = prefs
            .path
            .as_deref()
            .map_or("config.toml".into(), crate::store::display_path);
        for w in &in_force.warnings {
            say(format_args!("morris: {file}: {w}"));
        }
    }
    Ok(in_force)
}

/// How a command's result ends the program: its exit code once standard output is flushed;
/// an error said on standard error with exit code 2; the reader of standard output gone,
/// quietly, as other tools end.
pub fn exit(result: anyhow::Result<ExitCode>) -> ExitCode {
    match result {
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

fn broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

/// The reader of standard output went away (`morris show | head -1`): end as other tools do,
/// by SIGPIPE, without a message.
pub fn closed_pipe() -> ExitCode {
    let _ = signal_hook::low_level::emulate_default_handler(signal_hook::consts::SIGPIPE);
    ExitCode::from(128 + 13)
}

/// Help and version as clap prints them; errors (which quote what was typed) cleaned first.
pub fn clap_error(e: clap::Error) -> std::process::ExitCode {
    use clap::error::ErrorKind;
    use std::io::Write as _;
    let code = std::process::ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2));
    match e.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            match e.print() {
                Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => closed_pipe(),
                // A full disk, a closed descriptor: said, as every command says it.
                Err(e) => {
                    say(format_args!("morris: {e}"));
                    std::process::ExitCode::from(2)
                }
                Ok(()) => code,
            }
        }
        _ => {
            let text = e.render().to_string();
            let _ = write!(std::io::stderr(), "{}", crate::text::clean_lines(&text));
            code
        }
    }
}

/// The game a command starts from: the rules' empty board or `--fen`, then `--moves`.
pub fn start(rules: Rules, at: &PositionArgs) -> Result<Game, SetUpError> {
    set_up_game(rules, at.fen.as_deref(), &at.moves)
}

/// How wide a name or a setting may be in a table: wider ones end in `…`.
pub const CELL: usize = 40;

/// Text from a file or a flag, cleaned of control characters and cut to [`CELL`] characters.
pub fn cell(s: &str) -> String {
    crate::text::excerpt(s, CELL)
}

/// A seed that differs from run to run.
pub fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

#[cfg(test)]
pub(crate) mod tests {
    use crate::cli::PositionArgs;
    use crate::store::Paths;

    /// A cache whose large classes' files are all damaged: each is refused, and counted (the
    /// engine's and the game's readers of the classes ahead are tested on it).
    #[derive(Default)]
    pub struct Damaged {
        pub refused: std::sync::Mutex<u32>,
    }

    impl crate::solve::TableFiles for Damaged {
        fn read(&self, _key: &str, a: u8, b: u8) -> Result<Option<Vec<u8>>, String> {
            if a + b < 15 {
                return Ok(None);
            }
            *self.refused.lock().map_err(|e| e.to_string())? += 1;
            Err("the file's seal does not match".into())
        }
        fn has(&self, _key: &str, _a: u8, _b: u8) -> bool {
            true
        }
        fn write(&self, _key: &str, _a: u8, _b: u8, _bytes: &[u8]) -> Result<(), String> {
            Err("not here".into())
        }
    }

    impl Damaged {
        /// The standard game's position after `moves` (decisions by name, one a word).
        pub fn position_after(moves: &str) -> crate::rules::Position {
            let mut pos = crate::rules::Position::new(crate::rules::Rules::default());
            for p in moves.split(' ') {
                let d = pos.legal().into_iter().find(|d| d.to_string() == p);
                pos = d.and_then(|d| pos.play(d).ok()).expect("a legal decision");
            }
            pos
        }

        /// How many files one reading beside a game at the position after `moves` refuses
        /// ([`crate::solve::read_beside`]: the class ahead and every class the game can come
        /// to).
        pub fn one_reading(moves: &str) -> u32 {
            let pos = Damaged::position_after(moves);
            let files = std::sync::Arc::new(Damaged::default());
            let shared: std::sync::Arc<dyn crate::solve::TableFiles> = files.clone();
            let _ = crate::solve::read_beside(Some(&shared), &pos, None, &mut |_| {});
            *files.refused.lock().unwrap()
        }
    }

    /// What a command wrote, as text.
    pub fn text(out: Vec<u8>) -> String {
        String::from_utf8(out).unwrap()
    }

    /// The folders of a test's own home `dir`: data, cache and home, no config.
    pub fn paths_in(dir: &std::path::Path) -> Paths {
        Paths {
            data: Some(dir.join("data")),
            cache: Some(dir.join("cache")),
            config: None,
            home: Some(dir.to_path_buf()),
        }
    }

    /// The position after `moves` from the empty board.
    pub fn at(moves: &str) -> PositionArgs {
        PositionArgs {
            fen: None,
            moves: moves.into(),
        }
    }

    /// No folders at all: nothing is read or kept.
    pub fn nowhere() -> Paths {
        Paths {
            data: None,
            cache: None,
            config: None,
            home: None,
        }
    }
}

//! The protocol's commands, read from a line: [`Command`] (`FromStr`), and what `go` asks
//! for ([`Go`]) as the engine's [`Limits`].

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use crate::{Level, Limits, on_clock};

/// How long a plain `go` thinks at level 10 unless the session is told otherwise (the other
/// levels think to their depth and node budget), as `morris bestmove` does.
pub const PLAIN_GO: Duration = Duration::from_secs(1);

/// The largest table `setoption name Hash` takes, in MiB.
pub const MAX_HASH: usize = 4096;

/// The deepest `go depth`.
const MAX_DEPTH: u8 = 64;

/// A line of the protocol, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `uci`: who the engine is and its options, then `uciok`.
    Uci,
    /// `isready`: `readyok`, at once, even while searching.
    IsReady,
    /// `setoption name NAME [value VALUE]`.
    SetOption {
        /// The option's name (words joined by single spaces).
        name: String,
        /// Its value (empty when none was given).
        value: String,
    },
    /// `ucinewgame`: forget the game (the table too).
    NewGame,
    /// `position startpos|fen FEN [moves TOKENS]`.
    Position {
        /// The FEN's fields joined by spaces, or `None` for the rules' empty board.
        fen: Option<String>,
        /// The decision tokens played from there.
        moves: Vec<String>,
    },
    /// `go [depth N] [movetime MS] [nodes N] [infinite] [wtime MS btime MS winc MS binc MS
    /// movestogo N]`.
    Go(Go),
    /// `stop`: the search under way answers with the best so far.
    Stop,
    /// `quit`.
    Quit,
    /// A `position` or `go` line that could not be read (`word`), and why: answered in its turn
    /// as a refused one is (a position refused leaves none; a go refused gets `bestmove
    /// none`), not skipped. Made by the session, never read from a line.
    Refused {
        /// `position` or `go`.
        word: &'static str,
        /// Why the line could not be read.
        why: String,
    },
}

/// What `go` asked for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Go {
    /// `depth N`: placements and moves (removals come free).
    pub depth: Option<u8>,
    /// `movetime MS`.
    pub movetime: Option<u64>,
    /// `nodes N`.
    pub nodes: Option<u64>,
    /// `infinite`: until `stop` (no `bestmove` before it).
    pub infinite: bool,
    /// `wtime MS`, `btime MS`: the time left on each side's clock.
    pub clock: [Option<u64>; 2],
    /// `winc MS`, `binc MS`: each side's increment.
    pub increment: [Option<u64>; 2],
    /// `movestogo N`: turns until the clock's next time control.
    pub moves_to_go: Option<u32>,
}

/// A line that is not a command, with what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CommandError(pub String);

impl fmt::Display for CommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for CommandError {}

/// The commands, as `uci` and the help of an unknown command list them.
const COMMANDS: &str = "uci, isready, setoption, ucinewgame, position, go, stop, quit";

/// How much of a bad word a message quotes.
const QUOTE: usize = 24;

pub(super) fn quote(s: &str) -> String {
    morris_rules::text::excerpt(s, QUOTE)
}

fn bad(msg: String) -> CommandError {
    CommandError(msg)
}

impl FromStr for Command {
    type Err = CommandError;

    /// Reads one line (without its line break). Command words are read in any case.
    fn from_str(line: &str) -> Result<Command, CommandError> {
        let mut words = line.split_whitespace();
        let Some(first) = words.next() else {
            return Err(bad("an empty line".into()));
        };
        let word = first.to_ascii_lowercase();
        let rest: Vec<&str> = words.collect();
        let alone = |c: Command| {
            if let Some(extra) = rest.first() {
                Err(bad(format!(
                    "{word} takes nothing after it, not '{}'",
                    quote(extra)
                )))
            } else {
                Ok(c)
            }
        };
        match word.as_str() {
            "uci" => alone(Command::Uci),
            "isready" => alone(Command::IsReady),
            "ucinewgame" => alone(Command::NewGame),
            "stop" => alone(Command::Stop),
            "quit" => alone(Command::Quit),
            "setoption" => set_option(&rest),
            "position" => position(&rest),
            "go" => go(&rest).map(Command::Go),
            _ => Err(bad(format!(
                "unknown command '{}' (the commands: {COMMANDS})",
                quote(first)
            ))),
        }
    }
}

fn set_option(words: &[&str]) -> Result<Command, CommandError> {
    let usage = "setoption name NAME [value VALUE]";
    match words.first() {
        Some(w) if w.eq_ignore_ascii_case("name") => {}
        Some(w) => {
            return Err(bad(format!(
                "setoption: expected 'name', found '{}' ({usage})",
                quote(w)
            )));
        }
        None => return Err(bad(format!("setoption without a name ({usage})"))),
    }
    let words = &words[1..];
    let split = words
        .iter()
        .position(|w| w.eq_ignore_ascii_case("value"))
        .unwrap_or(words.len());
    let name = words[..split].join(" ");
    if name.is_empty() {
        return Err(bad(format!("setoption without a name ({usage})")));
    }
    let value = words.get(split + 1..).unwrap_or(&[]).join(" ");
    Ok(Command::SetOption { name, value })
}

fn position(words: &[&str]) -> Result<Command, CommandError> {
    let usage = "position startpos|fen FEN [moves TOKENS]";
    let moves_at = words
        .iter()
        .position(|w| w.eq_ignore_ascii_case("moves"))
        .unwrap_or(words.len());
    let (head, tail) = words.split_at(moves_at);
    let moves: Vec<String> = tail.iter().skip(1).map(|s| s.to_string()).collect();
    let fen = match head.first().map(|w| w.to_ascii_lowercase()) {
        Some(w) if w == "startpos" => {
            if let Some(extra) = head.get(1) {
                return Err(bad(format!(
                    "position startpos: expected 'moves' after it, found '{}' ({usage})",
                    quote(extra)
                )));
            }
            None
        }
        Some(w) if w == "fen" => {
            if head.len() < 2 {
                return Err(bad(format!("position fen without a FEN ({usage})")));
            }
            Some(head[1..].join(" "))
        }
        Some(_) => {
            return Err(bad(format!(
                "position: expected startpos or fen, found '{}' ({usage})",
                quote(head[0])
            )));
        }
        None => return Err(bad(format!("position without startpos or fen ({usage})"))),
    };
    Ok(Command::Position { fen, moves })
}

fn go(words: &[&str]) -> Result<Go, CommandError> {
    let mut g = Go::default();
    let mut it = words.iter();
    while let Some(w) = it.next() {
        let key = w.to_ascii_lowercase();
        let mut number = |min: u64, max: u64| -> Result<u64, CommandError> {
            let Some(v) = it.next() else {
                return Err(bad(format!("go {key} without a number")));
            };
            match v.parse::<u64>() {
                Ok(n) if (min..=max).contains(&n) => Ok(n),
                _ => Err(bad(format!(
                    "go {key}: '{}' is not a number from {min} to {max}",
                    quote(v)
                ))),
            }
        };
        match key.as_str() {
            "depth" => g.depth = Some(number(1, MAX_DEPTH.into())? as u8),
            "movetime" => g.movetime = Some(number(1, 3_600_000)?),
            "nodes" => g.nodes = Some(number(1, u64::MAX)?),
            "wtime" => g.clock[0] = Some(number(0, u64::MAX)?),
            "btime" => g.clock[1] = Some(number(0, u64::MAX)?),
            "winc" => g.increment[0] = Some(number(0, u64::MAX)?),
            "binc" => g.increment[1] = Some(number(0, u64::MAX)?),
            "movestogo" => g.moves_to_go = Some(number(1, u32::MAX.into())? as u32),
            "infinite" => g.infinite = true,
            "ponder" | "searchmoves" | "mate" => {
                return Err(bad(format!("go {key} is not supported")));
            }
            _ => {
                return Err(bad(format!(
                    "go: unknown word '{}' (go takes depth N, movetime MS, nodes N, infinite, \
                     wtime, btime, winc, binc, movestogo)",
                    quote(w)
                )));
            }
        }
    }
    Ok(g)
}

impl Go {
    /// The limits of this search at `level` for the side `to_move` (0 White, 1 Black), `ply`
    /// decisions into the game: `infinite` none at all; a time, depth or node count as given;
    /// a clock, the time the engine's clock rule gives the turn ([`on_clock`], as in a game on
    /// the clock: a share of the time left, less as the game goes on, and most of the
    /// increment; a tail of tiny turns searched one move deep), within the level's depth and
    /// node budget (levels 1 to 9) or the depth and nodes given, and within `movestogo`'s share
    /// where one is given; nothing, as the level plays (`think` at level 10).
    pub fn limits(&self, level: Level, think: Duration, to_move: usize, ply: usize) -> Limits {
        if self.infinite {
            return Limits::default();
        }
        let given = Limits {
            depth: self.depth,
            time: self.movetime.map(Duration::from_millis),
            nodes: self.nodes,
        };
        if self.movetime.is_none()
            && let Some(left) = self.clock[to_move]
        {
            let left = Duration::from_millis(left);
            let inc = Duration::from_millis(self.increment[to_move].unwrap_or(0));
            // The level's own depth and budget, but not its time: the clock gives that.
            let base = if self.depth.is_none() && self.nodes.is_none() {
                Limits {
                    time: None,
                    ..level.limits(think)
                }
            } else {
                given
            };
            let mut limits = on_clock(base, left, inc, ply);
            if let (Some(n), Some(t)) = (self.moves_to_go, limits.time) {
                let share = left / n.max(1) + inc * 3 / 4;
                limits.time = Some(t.min(share).max(Duration::from_millis(1)));
            }
            return limits;
        }
        if given.time.is_none() && given.depth.is_none() && given.nodes.is_none() {
            return level.limits(think);
        }
        given
    }
}

impl Command {
    /// The command's word.
    pub(super) fn word(&self) -> &'static str {
        match self {
            Command::Uci => "uci",
            Command::IsReady => "isready",
            Command::SetOption { .. } => "setoption",
            Command::NewGame => "ucinewgame",
            Command::Position { .. } => "position",
            Command::Go(_) => "go",
            Command::Stop => "stop",
            Command::Quit => "quit",
            Command::Refused { word, .. } => word,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_parse_with_their_arguments() {
        assert_eq!("uci".parse(), Ok(Command::Uci));
        assert_eq!("  ISREADY ".parse(), Ok(Command::IsReady));
        assert_eq!(
            "setoption name Move Limit value 50".parse(),
            Ok(Command::SetOption {
                name: "Move Limit".into(),
                value: "50".into()
            })
        );
        assert_eq!(
            "setoption name Clear Hash".parse(),
            Ok(Command::SetOption {
                name: "Clear Hash".into(),
                value: String::new()
            })
        );
        assert_eq!(
            "position startpos moves d6 d2".parse(),
            Ok(Command::Position {
                fen: None,
                moves: vec!["d6".into(), "d2".into()]
            })
        );
        assert_eq!(
            "position fen ********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1".parse(),
            Ok(Command::Position {
                fen: Some("********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1".into()),
                moves: vec![]
            })
        );
        assert_eq!(
            "go movetime 250 depth 9".parse(),
            Ok(Command::Go(Go {
                movetime: Some(250),
                depth: Some(9),
                ..Go::default()
            }))
        );
        assert_eq!(
            "go wtime 1000 btime 2000 winc 10 binc 20 movestogo 5".parse(),
            Ok(Command::Go(Go {
                clock: [Some(1000), Some(2000)],
                increment: [Some(10), Some(20)],
                moves_to_go: Some(5),
                ..Go::default()
            }))
        );
        assert!(matches!(
            "go infinite".parse(),
            Ok(Command::Go(Go { infinite: true, .. }))
        ));
    }

    #[test]
    fn bad_lines_say_what_is_wrong() {
        let err = |s: &str| s.parse::<Command>().unwrap_err().0;
        assert!(err("hello there").starts_with("unknown command 'hello'"));
        assert_eq!(err("go depth"), "go depth without a number");
        assert_eq!(
            err("go depth 0"),
            "go depth: '0' is not a number from 1 to 64"
        );
        assert_eq!(
            err("go depth x9"),
            "go depth: 'x9' is not a number from 1 to 64"
        );
        assert!(err("go sideways").starts_with("go: unknown word 'sideways'"));
        assert_eq!(err("go ponder"), "go ponder is not supported");
        assert!(err("position").starts_with("position without startpos or fen"));
        assert!(err("position fen").starts_with("position fen without a FEN"));
        assert!(err("position startpos d6").contains("found 'd6'"));
        assert!(err("position moves d6").starts_with("position without startpos or fen"));
        assert!(err("position here").contains("expected startpos or fen, found 'here'"));
        assert!(err("setoption Level 3").contains("expected 'name'"));
        assert!(err("setoption name").starts_with("setoption without a name"));
        assert_eq!(
            err("isready now"),
            "isready takes nothing after it, not 'now'"
        );
        // A long bad word is quoted short.
        let long = "x".repeat(5000);
        assert!(err(&long).len() < 200);
    }
}

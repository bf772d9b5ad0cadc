//! The pure rules of the game: boards, positions, decisions, games, records and perft.
//!
//! Nothing here reads a terminal, a file or the clock. Everything the rest of the program shows
//! comes from here: the legal decisions are the single source of truth for every highlight.
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![doc = include_str!("../README.md")]

mod board;
mod decision;
mod diagram;
mod fen;
mod game;
mod options;
mod perft;
mod point;
mod position;
mod record;
pub mod text;
mod variant;

pub use board::{BoardKind, Geometry, Lines};
pub use decision::{Decision, ParseDecisionError, parse_turn};
pub use diagram::{Diagram, Problem, most_owed};
pub use fen::{FenError, move_number, parse_fen, parse_fen_at, ply_of_move_number};
pub use game::{Game, Turn};
pub use options::{OPTIONS, OptionValues, RuleOption};
pub use perft::{divide, perft};
pub use point::{BitIter, Bitboard, Color, ParsePointError, Point};
pub use position::{Illegal, Outcome, PlayError, Position, Reason, TIME_FORFEIT, Task};
pub use record::{Extra, Extras, MAX_DECISIONS, MAX_UNREAD, Record, RecordError, UNREAD_TAG};
pub use variant::{Blocked, DoubleMill, MillProtection, Rules, RulesError, Variant};

/// Plays a list of decision tokens separated by white space from the start of `rules`.
/// A bad token is named with its place in the list (1-based) and the reason.
pub fn play_tokens(rules: Rules, tokens: &str) -> Result<Game, TokenError> {
    play_from(Game::new(rules), tokens)
}

fn play_from(mut game: Game, tokens: &str) -> Result<Game, TokenError> {
    for (i, tok) in tokens.split_whitespace().enumerate() {
        let fail = |reason: String| TokenError {
            index: i + 1,
            token: tok.to_string(),
            reason,
        };
        for d in parse_turn(tok).map_err(|e| fail(e.to_string()))? {
            game.play(d).map_err(|e| fail(e.to_string()))?;
        }
    }
    Ok(game)
}

/// The game that every command starts from: the empty board of `rules`, or the position a
/// FEN describes, then the decision tokens of `moves` played from it. The command line, the
/// game and any later analysis all come through here, so they agree on what a FEN means.
pub fn set_up_game(rules: Rules, fen: Option<&str>, moves: &str) -> Result<Game, SetUpError> {
    let game = match fen {
        Some(text) => {
            let (start, ply) = parse_fen_at(text, rules).map_err(SetUpError::Fen)?;
            Game::from_position_at(start, ply)
        }
        None => Game::new(rules),
    };
    play_from(game, moves).map_err(SetUpError::Token)
}

/// Why a start position cannot be set up: a bad FEN, or a token that cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetUpError {
    /// The FEN is refused.
    Fen(FenError),
    /// A token of `--moves` cannot be played.
    Token(TokenError),
}

impl std::fmt::Display for SetUpError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetUpError::Fen(e) => e.fmt(f),
            SetUpError::Token(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for SetUpError {}

/// A token of a list that cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TokenError {
    /// 1-based place of the token in the list.
    pub index: usize,
    /// The token.
    pub token: String,
    /// Why it cannot be played.
    pub reason: String,
}

impl std::fmt::Display for TokenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let token = record::excerpt(&self.token);
        write!(f, "token {} ({token}): {}", self.index, self.reason)
    }
}

impl std::error::Error for TokenError {}

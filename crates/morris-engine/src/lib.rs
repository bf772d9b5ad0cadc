//! The computer player: a search beside the rules, pure like them (no screen, no files).
//!
//! Iterative deepening principal variation search over the rules' own decisions
//! ([`Position::for_each_legal`] and [`Position::play_unchecked`]): a removal is a ply of its
//! own, searched by the player who owes it, and does not count towards the depth, so a depth
//! of `n` looks `n` placements or moves ahead with every removal they earn. A transposition
//! table keyed by Zobrist keys (stones, hands, side to move, owed removals, and the mills that
//! may not be re-formed and the draw counters when the rules read them), move ordering (the
//! table's move, mills, blocks, killers, history), and an evaluation of material, mobility,
//! mills and open twos. An [`Oracle`] (the endgame solver, [`morris_solve::Tablebase`]) gives
//! exact values where it knows them; exact wins and losses are counted in turns, as
//! docs/rules.md §9 counts them.
//!
//! Values are always from the side to move. [`Level`] 1 to 10 go from a shallow search with
//! noise to a full search to the time limit; openings vary with the seed.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

/// Runs `$body` with `$l` bound to each of `$groups` (at most 8, see `Geometry`), written out
/// one by one, so that the standard board's groups, constants, become immediate shifts.
macro_rules! each_group {
    ($groups:expr, $l:ident => $body:block) => {{
        let groups: &[Lines] = $groups;
        each_group!(@ groups, $l, $body, 0 1 2 3 4 5 6 7);
    }};
    (@ $g:ident, $l:ident, $body:block, $($i:literal)*) => {
        $( if $i < $g.len() { let $l = $g[$i]; $body } )*
    };
}

pub mod book;
mod eval;
mod movepick;
pub mod protocol;
mod search;
mod timeman;
mod tt;
pub mod tune;
mod zobrist;

use std::fmt;
use std::sync::Arc;
use std::time::Duration;

use morris_rules::{Decision, Position};

pub use eval::{PIECE, TERMS, Terms, Weights, evaluate, evaluate_with, terms};
pub use search::Engine;
pub use timeman::{on_clock, time_for_turn};

/// An exact value for the side to move, as the solver gives it: distances in turns.
pub use morris_solve::Value as Exact;

/// Where exact values come from (the endgame solver): `None` outside what it knows.
pub trait Oracle: Send + Sync {
    /// The exact value of `pos` for its side to move, if known.
    fn exact(&self, pos: &Position) -> Option<Exact>;
    /// What is proved of the outcome of `pos` for its side to move, at worst and at best (-1
    /// a loss, 0 a draw, 1 a win), if anything: where only bounds are known (the placement).
    fn outcome_bounds(&self, pos: &Position) -> Option<(i8, i8)> {
        let _ = pos;
        None
    }
}

impl<F> Oracle for F
where
    F: Fn(&Position) -> Option<Exact> + Send + Sync,
{
    fn exact(&self, pos: &Position) -> Option<Exact> {
        self(pos)
    }
}

/// The endgame solver's classes: the moving phase with both hands empty and few stones.
impl Oracle for morris_solve::Tablebase {
    #[inline]
    fn exact(&self, pos: &Position) -> Option<Exact> {
        use morris_rules::Color;
        let quiet_hands = pos.in_hand(Color::White) == 0 && pos.in_hand(Color::Black) == 0;
        // Only ask where the class's values are at hand (any size: `morris solve --all`
        // solves up to 9 v 9; a class read for the one above it counts): the full lookup costs
        // more than a node.
        let s = pos.side_to_move();
        if !quiet_hands || !self.holds(pos.on_board(s), pos.on_board(s.other())) {
            return None;
        }
        self.value(pos)
    }

    fn outcome_bounds(&self, pos: &Position) -> Option<(i8, i8)> {
        morris_solve::Tablebase::outcome_bounds(self, pos)
    }
}

/// A shared oracle, as the engine holds it.
pub type SharedOracle = Arc<dyn Oracle>;

/// The value of a position for the side to move, as the search found it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    /// A forced win in this many turns.
    Win(u16),
    /// A forced loss in this many turns.
    Loss(u16),
    /// The best line ends in a draw (a rule's draw, or the solver's).
    Draw,
    /// A heuristic score in thousandths of a piece.
    Score(i32),
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Win(n) => write!(f, "win {n}"),
            Value::Loss(n) => write!(f, "loss {n}"),
            Value::Draw => f.write_str("draw"),
            Value::Score(s) => {
                let hundredths = (s.unsigned_abs() + 5) / 10;
                let sign = match (hundredths, *s < 0) {
                    (0, _) => "",
                    (_, true) => "-",
                    (_, false) => "+",
                };
                write!(
                    f,
                    "score {sign}{}.{:02}",
                    hundredths / 100,
                    hundredths % 100
                )
            }
        }
    }
}

/// When to stop thinking: the first limit reached (none: until stopped, at most 64 plies).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// The deepest iteration, in placements and moves (removals come free).
    pub depth: Option<u8>,
    /// How long to think.
    pub time: Option<Duration>,
    /// How many positions to visit at most: a budget that does not depend on the machine's
    /// speed or load, so that the same game is played on any machine.
    pub nodes: Option<u64>,
}

/// What a draw costs the computer, in thousandths of a piece: it plays on rather than
/// repeat a position (or accept a draw offer) unless it is behind by more than this, and takes
/// a repetition offered by an opponent that is ahead by less. Without it a computer content
/// with an even position shuffles into a repetition against a weaker player instead of trying
/// to win.
pub const CONTEMPT: i32 = 100;

/// Whether the computer, whose search values its position at `v`, takes a draw offered by the
/// other side: when its search finds a draw or a loss for it, or it is behind by more than
/// three quarters of a piece. (The evaluation weighs how free the stones are as much as their
/// number, and gives the side to place the first stone half a piece: a quarter of a piece
/// behind is no reason to stop playing.)
pub fn takes_draw(v: Value) -> bool {
    match v {
        Value::Draw | Value::Loss(_) => true,
        Value::Win(_) => false,
        Value::Score(s) => s < -PIECE * 3 / 4,
    }
}

/// How strong the computer plays: 1 (a beginner) to 10 (the strongest).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Level(u8);

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// The strongest level.
    pub const MAX: Level = Level(10);
    /// A friendly middle: the default.
    pub const DEFAULT: Level = Level(5);

    /// The level `n`, if it is 1 to 10.
    pub fn new(n: u8) -> Option<Level> {
        (1..=10).contains(&n).then_some(Level(n))
    }

    /// The level's number.
    pub fn get(self) -> u8 {
        self.0
    }

    /// How deep and how long this level thinks. Levels 1 to 9 stop at their depth or their
    /// node budget, whichever comes first, so that a loaded or a slow machine plays the same
    /// game, only later; level 10 thinks for `think`, as deep as that allows.
    pub fn limits(self, think: Duration) -> Limits {
        let i = self.0 as usize - 1;
        if self == Level::MAX {
            Limits {
                depth: None,
                time: Some(think),
                nodes: None,
            }
        } else {
            Limits {
                depth: Some(DEPTH[i]),
                time: None,
                nodes: Some(NODES[i]),
            }
        }
    }

    /// Whether this level uses the exact endgames in a game (levels 6 and up).
    pub fn uses_endgames(self) -> bool {
        self.0 >= 6
    }

    /// Up to how much (thousandths of a piece) a decision may be worse than the best and still
    /// be chosen; chosen at random in that band. Below a piece, so that no level gives a stone
    /// away where its search sees it.
    pub fn noise(self) -> i32 {
        NOISE[self.0 as usize - 1]
    }
}

/// The deepest iteration of levels 1 to 9 (placements and moves; removals come free). Four
/// moves deep is left out: it scored 53 % against three over 100 games. Level 9 searches 11,
/// not 10: 10 scored 62.5 % against 9 over 100 games, 11 scored 77 %. Level 8 searches 10,
/// not 9, since the evaluation of the stones' freedom and the late move reductions: 9 scored
/// 57.5 % against level 7's 8 over 100 games, 10 scores 65.5 %, and level 9 65.5 % against it
/// (the ladder in docs/computer.md).
const DEPTH: [u8; 9] = [1, 2, 3, 5, 6, 7, 8, 10, 11];
/// The node budget of levels 1 to 9: a cap on their slowest turns (most reach their depth
/// with a small part of it), so that no turn takes long on a slow or busy machine.
const NODES: [u64; 9] = [
    20_000, 50_000, 100_000, 400_000, 800_000, 1_000_000, 1_500_000, 2_000_000, 3_000_000,
];
/// The noise of levels 1 to 10, in thousandths of a piece. Level 1 searches one move deep,
/// and sees an opponent's mill to close only through the evaluation (1.2 pieces or more
/// against it): its noise stays below that.
const NOISE: [i32; 10] = [500, 400, 300, 200, 120, 60, 30, 15, 5, 0];

impl Default for Level {
    fn default() -> Level {
        Level::DEFAULT
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// How the engine is set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    /// The playing strength: noise at the root (depth and time come with [`Limits`]).
    pub level: Level,
    /// The seed of the random choices: the same seed plays the same game.
    pub seed: u64,
    /// The transposition table's size in MiB.
    pub table_mib: usize,
    /// Near-equal decisions in the placement phase (within this many thousandths of a
    /// piece) are chosen at random, so that openings vary even at the strongest level.
    pub opening_variety: i32,
    /// The weights of the evaluation.
    pub weights: Weights,
    /// At level 10, with a time to think, the placement's turns come from the opening book
    /// ([`book`]) where it has the position: what a long search chose there.
    pub book: bool,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            level: Level::DEFAULT,
            seed: 0,
            table_mib: 32,
            opening_variety: 15,
            weights: Weights::DEFAULT,
            book: true,
        }
    }
}

impl Config {
    /// The set-up for a level: its noise, and a table as large as the level can fill.
    pub fn for_level(level: Level, seed: u64) -> Config {
        Config {
            level,
            seed,
            table_mib: if level.get() >= 8 { 32 } else { 8 },
            ..Config::default()
        }
    }
}

/// What a search found: the best turn and its value, and how much work it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thought {
    /// The decisions of the best turn: a placement, move or pass and the removals it earns
    /// (only the first, while the search is still going).
    pub turn: Vec<Decision>,
    /// The value for the side to move.
    pub value: Value,
    /// The deepest iteration completed.
    pub depth: u8,
    /// Positions visited.
    pub nodes: u64,
    /// Time spent.
    pub time: Duration,
}

impl Thought {
    /// The turn as one line of tokens separated by spaces (`f4-f2 xd6`).
    pub fn line(&self) -> String {
        let v: Vec<String> = self.turn.iter().map(|d| d.to_string()).collect();
        v.join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_read_as_the_cli_prints_them() {
        assert_eq!(Value::Win(3).to_string(), "win 3");
        assert_eq!(Value::Loss(0).to_string(), "loss 0");
        assert_eq!(Value::Draw.to_string(), "draw");
        assert_eq!(Value::Score(1234).to_string(), "score +1.23");
        assert_eq!(Value::Score(-56).to_string(), "score -0.06");
        assert_eq!(Value::Score(2).to_string(), "score 0.00");
    }
}

//! Positions as text: Sanmill's FEN (docs/rules.md §8), read and written.
//!
//! The fields, separated by spaces:
//!
//! ```text
//! ********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1
//! board                      | | | | | | | | | |       | | |
//!          side to move -----+ | | | | | | | | |       | | +- full move number
//!          phase (r p m o) ----+ | | | | | | | |       | +--- plies without a removal
//!          action (p s r) -------+ | | | | | | |       +----- formed-mills mask (newer)
//!          White on board, in hand-+-+ | | | | +------------- last mill squares (4)
//!          Black on board, in hand ----+-+ | |
//!          removals owed by White, by Black-+-+
//! ```
//!
//! The board is three rings of eight, inner, middle, outer, each from its top middle point
//! clockwise (`d5 e5 e4 e3 d3 c3 c4 c5`, then `d6 …`, then `d7 …`): `O` White, `@` Black, `*`
//! empty. The six men's board uses the middle and outer rings (the inner one stays empty).
//! The three men's board, which the standard board cannot hold, is written as its eight
//! points around the centre from `b3` clockwise, a `/`, and the centre: `O*@*****/*`.
//!
//! Reading tolerates Sanmill's versions: with or without the last-mill squares and the
//! mills mask, with extensions after the move number (`c:…`, `ids:nodes`). A FEN that
//! contradicts itself or the rules is refused with the field at fault.

use std::fmt;

use super::board::BoardKind;
use super::diagram::{Diagram, Problem};
use super::point::{Bitboard, Color, Point};
use super::position::{Position, Task};
use super::variant::Rules;

/// The standard board's points in FEN order: inner, middle, outer ring, each from the top
/// middle clockwise. Sanmill numbers them 8 to 31 in this order.
const RINGS: [&str; 24] = [
    "d5", "e5", "e4", "e3", "d3", "c3", "c4", "c5", //
    "d6", "f6", "f4", "f2", "d2", "b2", "b4", "b6", //
    "d7", "g7", "g4", "g1", "d1", "a1", "a4", "a7",
];

/// The three men's board in FEN order: around the centre from `b3` clockwise, then the centre.
const THREE: [&str; 9] = ["b3", "c3", "c2", "c1", "b1", "a1", "a2", "a3", "b2"];

/// The names of the fields, for messages (1-based field numbers index this from 1).
const FIELD_NAMES: [&str; 10] = [
    "board",
    "side to move",
    "phase",
    "action",
    "White on board",
    "White in hand",
    "Black on board",
    "Black in hand",
    "removals owed by White",
    "removals owed by Black",
];

/// A FEN that cannot be set up, with the field at fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenError {
    /// 1-based number of the field at fault (0: the FEN as a whole).
    pub field: usize,
    /// Why it cannot be set up.
    pub reason: String,
    /// What keeps the position it describes from starting a game, as the position editor
    /// names it (its fields agree with each other, but not with the rules): the reason then.
    pub problem: Option<Problem>,
}

impl FenError {
    fn new(field: usize, reason: impl Into<String>) -> FenError {
        FenError {
            field,
            reason: reason.into(),
            problem: None,
        }
    }

    /// The first of a position's `problems` (see [`Diagram::problems`]), at the field it
    /// concerns, with `side` to move.
    fn problem(problem: Problem, side: Color) -> FenError {
        let owed = 9 + side.index();
        let field = match problem {
            Problem::OffBoard(_) => 1,
            Problem::Over(_) => 3,
            Problem::TooManyStones { side: c, .. } | Problem::TooFew { side: c, .. } => {
                5 + 2 * c.index()
            }
            Problem::TooManyPieces { side: c, .. } => 6 + 2 * c.index(),
            Problem::TooManyOwed { .. }
            | Problem::OwedWithoutMill(_)
            | Problem::NothingToRemove(_)
            | Problem::OwedWithoutTwoMills(_)
            | Problem::OneToRemove(_) => owed,
            Problem::PlacedOutOfTurn { .. } => 0,
        };
        FenError {
            field,
            reason: String::new(),
            problem: Some(problem),
        }
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let reason: &dyn fmt::Display = match &self.problem {
            Some(p) => p,
            None => &self.reason,
        };
        match FIELD_NAMES.get(self.field.wrapping_sub(1)) {
            Some(name) => write!(f, "FEN field {} ({name}): {reason}", self.field),
            None if self.field == 0 => write!(f, "FEN: {reason}"),
            None => write!(f, "FEN field {}: {reason}", self.field),
        }
    }
}

/// The largest move number a FEN may give: the game ply it stands for (see
/// [`ply_of_move_number`]) is counted in 32 bits.
pub const MOST_MOVE_NUMBER: u32 = u32::MAX / 2;

impl std::error::Error for FenError {}

fn point(name: &str) -> Point {
    // The tables above hold only valid names.
    name.parse().unwrap_or(Point::from_index(0))
}

/// The points of `board` in FEN order, and how the board field groups them.
fn order(board: BoardKind) -> (Vec<Point>, &'static [usize]) {
    match board {
        BoardKind::Three => (THREE.iter().map(|n| point(n)).collect(), &[8, 1]),
        _ => (RINGS.iter().map(|n| point(n)).collect(), &[8, 8, 8]),
    }
}

/// Sanmill's number for a point of the standard board (8–31), 0 for none.
fn square_number(p: Option<Point>) -> usize {
    p.and_then(|p| RINGS.iter().position(|n| point(n) == p))
        .map_or(0, |i| i + 8)
}

fn number<T: std::str::FromStr>(fields: &[&str], i: usize) -> Result<T, FenError> {
    let text = fields
        .get(i - 1)
        .ok_or_else(|| FenError::new(i, "missing: the FEN ends early"))?;
    text.parse()
        .map_err(|_| FenError::new(i, format!("{} is not a count", quote(text))))
}

/// A field as an error quotes it: a long one cut, control characters replaced.
fn quote(field: &str) -> String {
    crate::text::excerpt(field, 24)
}

/// Sets up the position a FEN describes, under `rules`.
pub fn parse_fen(text: &str, rules: Rules) -> Result<Position, FenError> {
    parse_fen_at(text, rules).map(|(pos, _)| pos)
}

/// The game ply of a FEN's move number: Sanmill counts every decision, removals too, from 0
/// with White to move; the move number is `1 + (ply − 1) / 2` with Black to move and
/// `1 + ply / 2` with White, so move N stands for ply `2(N − 1)`, plus one with Black to move
/// (a move number of 0 is read as 1).
pub fn ply_of_move_number(number: u32, side: Color) -> u32 {
    2 * number.max(1).saturating_sub(1).min(u32::MAX / 2 - 1) + u32::from(side == Color::Black)
}

/// The move number a FEN gives the position after `ply` decisions with `side` to move: see
/// [`ply_of_move_number`]. It stops at [`MOST_MOVE_NUMBER`], the last one a FEN may give, so a
/// FEN written here is one `--fen` reads again.
pub fn move_number(ply: u32, side: Color) -> u32 {
    let number = match side {
        Color::White => 1 + ply / 2,
        Color::Black => 1 + ply.saturating_sub(1) / 2,
    };
    number.min(MOST_MOVE_NUMBER)
}

/// [`parse_fen`], with the game ply its move number stands for (see [`ply_of_move_number`];
/// a FEN without one is at move 1).
pub fn parse_fen_at(text: &str, rules: Rules) -> Result<(Position, u32), FenError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.is_empty() {
        return Err(FenError::new(0, "empty"));
    }
    let stones = board_field(fields[0], &rules)?;
    let side = side_field(&fields)?;
    let phase = phase_field(&fields)?;
    let action = action_field(&fields)?;
    let hand = hands_fields(&fields, &stones, &rules)?;
    let owes = owed_fields(&fields, side, action, phase, &rules)?;
    let s = side.index();
    if phase == "m" && hand.iter().any(|&h| h > 0) {
        return Err(FenError::new(
            3,
            "m (moving), but pieces are still in hand (fields 6 and 8)",
        ));
    }
    let Counters {
        quiet,
        left_from,
        number,
    } = counters_fields(&fields, side)?;
    let both_three = Color::BOTH
        .iter()
        .all(|c| stones[c.index()].count() + hand[c.index()] as u32 == 3);
    let endgame = if both_three { quiet } else { 0 };
    // One checker for a FEN and the position editor: what keeps the editor's diagram from
    // being a position (a removal owed without a mill, stones placed out of turn) keeps a
    // FEN's from it too. A finished game's position is one a FEN may give (its value is
    // known: `eval` says it), but a FEN that says the game is over (phase o) must be of one.
    let diagram = Diagram {
        stones,
        hand,
        side,
        owed: owes[s] as u8,
    };
    let problem = diagram
        .problems(&rules)
        .into_iter()
        .find(|p| !matches!(p, Problem::TooFew { .. } | Problem::Over(_)));
    if phase != "o"
        && let Some(problem) = problem
    {
        return Err(FenError::problem(problem, side));
    }
    let pos = Position::set_up(
        rules,
        stones,
        hand,
        side,
        owes[s] as u8,
        left_from,
        quiet,
        endgame,
    );
    if phase == "o" && pos.outcome().is_none() {
        return Err(FenError::new(
            3,
            "o (game over), but the game is not over: its side to move has a turn to play",
        ));
    }
    Ok((pos, ply_of_move_number(number, side)))
}

/// Field 1, the board: the stones of each side, ring by ring.
fn board_field(field: &str, rules: &Rules) -> Result<[Bitboard; 2], FenError> {
    let g = rules.board.geometry();
    let (points, groups) = order(rules.board);
    let rings: Vec<&str> = field.split('/').collect();
    let shape_ok = rings.len() == groups.len()
        && rings
            .iter()
            .zip(groups)
            .all(|(r, &n)| r.chars().count() == n);
    if !shape_ok {
        let want = match rules.board {
            BoardKind::Three => {
                "the three men's board: the 8 points around the centre from b3 clockwise, '/', then the centre (********/*)"
            }
            _ => "three rings of 8 points separated by '/' (********/********/********)",
        };
        return Err(FenError::new(1, format!("{} is not {want}", quote(field))));
    }
    let mut stones = [Bitboard::EMPTY; 2];
    for (p, ch) in points.iter().zip(rings.concat().chars()) {
        let colour = match ch {
            '*' => continue,
            'O' | 'o' => Color::White,
            '@' => Color::Black,
            'X' | 'x' => {
                return Err(FenError::new(
                    1,
                    format!("{p} is marked X, a point other rules block; this game has none"),
                ));
            }
            other => {
                return Err(FenError::new(
                    1,
                    format!("{other} on {p} is not O (White), @ (Black) or * (empty)"),
                ));
            }
        };
        if !g.contains(*p) {
            return Err(FenError::new(
                1,
                format!(
                    "{p} holds a stone but is not a point of {}",
                    rules.board.describe()
                ),
            ));
        }
        stones[colour.index()].0 |= p.bit().0;
    }
    Ok(stones)
}

/// Field 2: the side to move.
fn side_field(fields: &[&str]) -> Result<Color, FenError> {
    Ok(match fields.get(1).copied() {
        Some("w") | Some("W") => Color::White,
        Some("b") | Some("B") => Color::Black,
        Some(other) => return Err(FenError::new(2, format!("{} is not w or b", quote(other)))),
        None => return Err(FenError::new(2, "missing: the FEN ends early")),
    })
}

/// Field 3: the phase (`r`, `p`, `m`, `o`, or `n`).
fn phase_field<'a>(fields: &[&'a str]) -> Result<&'a str, FenError> {
    Ok(match fields.get(2).copied() {
        Some(p @ ("r" | "p" | "m" | "o" | "n")) => p,
        Some(other) => {
            return Err(FenError::new(
                3,
                format!(
                    "{} is not r (ready), p (placing), m (moving) or o (game over)",
                    quote(other)
                ),
            ));
        }
        None => return Err(FenError::new(3, "missing: the FEN ends early")),
    })
}

/// Field 4: the action (`p`, `s`, `r` or `?`).
fn action_field<'a>(fields: &[&'a str]) -> Result<&'a str, FenError> {
    Ok(match fields.get(3).copied() {
        Some(a @ ("p" | "s" | "r" | "?")) => a,
        Some(other) => {
            return Err(FenError::new(
                4,
                format!(
                    "{} is not p (place), s (select a stone) or r (remove)",
                    quote(other)
                ),
            ));
        }
        None => return Err(FenError::new(4, "missing: the FEN ends early")),
    })
}

/// Fields 5 to 8: each side's stones on the board (as the board has them) and in hand.
fn hands_fields(
    fields: &[&str],
    stones: &[Bitboard; 2],
    rules: &Rules,
) -> Result<[u8; 2], FenError> {
    let mut hand = [0u8; 2];
    for c in Color::BOTH {
        let field = 5 + 2 * c.index();
        let on: u32 = number(fields, field)?;
        let held: u32 = number(fields, field + 1)?;
        let counted = stones[c.index()].count();
        if on != counted {
            return Err(FenError::new(
                field,
                format!(
                    "says {on}, but the board has {counted} {} stones",
                    c.adjective()
                ),
            ));
        }
        if on + held > rules.pieces as u32 {
            return Err(FenError::new(
                field + 1,
                format!(
                    "{on} on the board and {held} in hand are more than the {} pieces of these rules",
                    rules.pieces
                ),
            ));
        }
        hand[c.index()] = held as u8;
    }
    Ok(hand)
}

/// Fields 9 and 10: the removals each side owes, which only the side to move may, as many as
/// these rules owe at once, and as the action says.
fn owed_fields(
    fields: &[&str],
    side: Color,
    action: &str,
    phase: &str,
    rules: &Rules,
) -> Result<[u32; 2], FenError> {
    let owes: [u32; 2] = [number(fields, 9)?, number(fields, 10)?];
    let (s, o) = (side.index(), side.other().index());
    if owes[o] != 0 {
        return Err(FenError::new(
            9 + o,
            format!(
                "{} owes {} removals, but it is {}'s turn",
                side.other(),
                owes[o],
                side
            ),
        ));
    }
    let most = u32::from(super::diagram::most_owed(rules));
    if owes[s] > most {
        return Err(FenError::new(
            9 + s,
            format!(
                "{} removals owed; these rules owe at most {most} at once",
                owes[s]
            ),
        ));
    }
    if (action == "r") != (owes[s] > 0) && phase != "o" {
        return Err(FenError::new(
            4,
            if action == "r" {
                format!("r (remove), but {side} owes no removal (field {})", 9 + s)
            } else {
                format!("{action}, but {side} owes a removal (field {})", 9 + s)
            },
        ));
    }
    Ok(owes)
}

/// What the numbers after the removal counts give.
struct Counters {
    /// Plies without a removal.
    quiet: u16,
    /// The last mill the side to move broke: where its stone stood, and where it went.
    left_from: Option<(Point, Option<Point>)>,
    /// The move number.
    number: u32,
}

/// Fields 11 on: the plies without a removal and the move number, with the last mills'
/// squares between where Sanmill writes them.
fn counters_fields(fields: &[&str], side: Color) -> Result<Counters, FenError> {
    // What follows the removal counts changed between Sanmill's versions: the numbers up to
    // the first extension (`name:value`) end with the plies without a removal and the move
    // number; before those, the last-mill squares (4) and the mills mask (1). Any other word
    // there is a number mistyped, and named: never read as the end of the numbers.
    let tail: Vec<&str> = fields[10..]
        .iter()
        .copied()
        .take_while(|f| !f.contains(':'))
        .collect();
    // Sanmill's newer FENs say `ids:nodes` after the move number: the last-mill squares are
    // then node numbers (0 to 23, in the board field's order), and -1 is none.
    let nodes = fields.iter().any(|f| f.eq_ignore_ascii_case("ids:nodes"));
    let none_square = |f: &&str| nodes && *f == "-1";
    if let Some(k) = tail
        .iter()
        .position(|f| f.parse::<u64>().is_err() && !none_square(f))
    {
        return Err(FenError::new(
            11 + k,
            format!("{} is not a count", quote(tail[k])),
        ));
    }
    // Sanmill writes 2 (counter, move number), 6 (with the last-mill squares) or 7 (and the
    // mills mask) numbers here: any other count means a number was mistyped, and reading on
    // would take the counter from another field.
    if !matches!(tail.len(), 0 | 2 | 6 | 7) {
        let at = 11 + tail.len();
        return Err(match fields.get(at - 1) {
            Some(word) => FenError::new(at, format!("{} is not a count", quote(word))),
            None => FenError::new(
                at,
                "missing: the FEN ends early (the move counter and the move number)",
            ),
        });
    }
    let quiet: u16 = if tail.len() >= 2 {
        number(&tail, tail.len() - 1).map_err(|e| FenError::new(10 + tail.len() - 1, e.reason))?
    } else {
        0
    };
    let left_from = if tail.len() >= 6 {
        let which = if side == Color::White { 0 } else { 2 };
        let square = |k: usize| -> Result<Option<Point>, FenError> {
            if nodes {
                if tail[k] == "-1" {
                    return Ok(None);
                }
                let n: usize = tail[k].parse().unwrap_or(usize::MAX);
                return match RINGS.get(n) {
                    Some(name) => Ok(Some(point(name))),
                    None => Err(FenError::new(
                        11 + k,
                        format!("{} is not a node (0 to 23, or -1)", tail[k]),
                    )),
                };
            }
            let n: usize = tail[k].parse().unwrap_or(usize::MAX);
            match n {
                0 => Ok(None),
                8..=31 => Ok(Some(point(RINGS[n - 8]))),
                _ => Err(FenError::new(
                    11 + k,
                    format!("{} is not a square (8 to 31, or 0)", tail[k]),
                )),
            }
        };
        let from = square(which)?;
        let to = square(which + 1)?;
        from.map(|f| (f, to))
    } else {
        None
    };
    let number: u64 = if tail.len() >= 2 {
        number(&tail, tail.len()).map_err(|e| FenError::new(10 + tail.len(), e.reason))?
    } else {
        1
    };
    let number = match u32::try_from(number) {
        Ok(n) if n <= MOST_MOVE_NUMBER => n,
        _ => {
            return Err(FenError::new(
                10 + tail.len(),
                format!("{number} is past the last move number, {MOST_MOVE_NUMBER}"),
            ));
        }
    };
    Ok(Counters {
        quiet,
        left_from,
        number,
    })
}

impl Position {
    /// The position as Sanmill's engine writes it (17 fields, with the mills mask at 0), at
    /// move number 1: a game writes its own number ([`Position::fen_at`]).
    pub fn fen(&self) -> String {
        self.fen_at(u32::from(self.side_to_move() == Color::Black))
    }

    /// [`Position::fen`] as the position after `ply` decisions of a game (Sanmill's game
    /// ply, removals counted) writes it: its move number is [`move_number`]'s.
    pub fn fen_at(&self, ply: u32) -> String {
        let (points, groups) = order(self.rules().board);
        let mut board = String::new();
        let mut k = 0;
        for (i, &n) in groups.iter().enumerate() {
            if i > 0 {
                board.push('/');
            }
            for p in &points[k..k + n] {
                board.push(match self.stone_at(*p) {
                    Some(Color::White) => 'O',
                    Some(Color::Black) => '@',
                    None => '*',
                });
            }
            k += n;
        }
        let side = self.side_to_move();
        let task = self.task();
        let placing = Color::BOTH.iter().any(|&c| self.in_hand(c) > 0);
        let phase = match task {
            Task::Over(_) => 'o',
            _ if placing => 'p',
            _ => 'm',
        };
        let action = match task {
            Task::Remove(_) => 'r',
            Task::Place | Task::PlaceOrMove => 'p',
            _ if placing && self.in_hand(side) > 0 => 'p',
            _ => 's',
        };
        let owed = |c: Color| if c == side { self.owed() } else { 0 };
        let left = self.left_from();
        let squares = format!(
            "{} {}",
            square_number(left.map(|l| l.0)),
            square_number(left.and_then(|l| l.1))
        );
        let (white_left, black_left) = match side {
            Color::White => (squares.as_str(), "0 0"),
            Color::Black => ("0 0", squares.as_str()),
        };
        let counter = if self.rules().endgame_draw.is_some() && self.rules().move_limit.is_none() {
            self.endgame_plies()
        } else {
            self.quiet_plies()
        };
        format!(
            "{board} {} {phase} {action} {} {} {} {} {} {} {white_left} {black_left} 0 {counter} {}",
            if side == Color::White { 'w' } else { 'b' },
            self.on_board(Color::White),
            self.in_hand(Color::White),
            self.on_board(Color::Black),
            self.in_hand(Color::Black),
            owed(Color::White),
            owed(Color::Black),
            move_number(ply, side),
        )
    }
}

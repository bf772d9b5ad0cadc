//! Puzzles made from exact values: positions of the solved classes where exactly one decision
//! keeps the result, found by drawing positions at random from a seed, so that the same seed
//! makes the same set. Pure: it reads a solved [`Tablebase`] and never solves.
//!
//! Three tasks: win (exactly one decision wins, in the turns the panel counts), defend (exactly
//! one decision keeps the draw, every other loses), and removal (a mill is closed, and exactly
//! one removal keeps the win). Each puzzle also says whether its side flies and whether the
//! win of its best line ends by a blockade, and has a difficulty from 1 to 5.

use std::fmt;
use std::str::FromStr;

use morris_rules::{Bitboard, Color, Decision, Diagram, Position, Reason, Rules, parse_fen};

use super::{Tablebase, Unknown, Value};

/// What a puzzle asks of the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Goal {
    /// Exactly one decision wins: win in this many turns (both players', this one first).
    Win(u16),
    /// Exactly one decision keeps the draw; every other loses.
    Defend,
    /// A removal is owed, and exactly one keeps the win, in this many turns.
    Removal(u16),
}

impl Goal {
    /// `win`, `defend` or `removal`, as a puzzle's line writes it.
    pub fn tag(self) -> &'static str {
        match self {
            Goal::Win(_) => "win",
            Goal::Defend => "defend",
            Goal::Removal(_) => "removal",
        }
    }

    /// The turns the win takes (0 for a defence).
    pub fn turns(self) -> u16 {
        match self {
            Goal::Win(n) | Goal::Removal(n) => n,
            Goal::Defend => 0,
        }
    }

    /// The value the player must keep, for the side to move.
    pub fn value(self) -> Value {
        match self {
            Goal::Win(n) | Goal::Removal(n) => Value::Win(n),
            Goal::Defend => Value::Draw,
        }
    }
}

/// One puzzle: a position, its task, the only answer and a line of best play from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The position, as set up (hands empty, nothing in the game before it).
    pub position: Position,
    /// What is asked.
    pub goal: Goal,
    /// Whether the side to move flies (a flying endgame).
    pub flying: bool,
    /// Whether the best line ends with the loser blocked.
    pub blockade: bool,
    /// 1 (easy) to 5 (hard): the distance and the tempting decisions that throw it away.
    pub difficulty: u8,
    /// The one decision that keeps the result.
    pub answer: Decision,
    /// Best play from the position, the answer first: the winner's quickest win against the
    /// longest resistance, to the end of the game (for a defence, the answer's turn alone).
    pub line: Vec<Decision>,
}

/// Why a puzzle's line cannot be read, or does not hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleError {
    /// The line does not have the fields a puzzle needs (`fen | goal | turns | difficulty |
    /// answer | themes | line`), or one of them cannot be read: which.
    Field(&'static str),
    /// The position is not one a game can start from.
    Position(String),
    /// The answer is not a legal decision there.
    Illegal(Decision),
    /// The position's value is not in the solved classes.
    Unknown(Unknown),
    /// The tables say otherwise: the value they give the position, and how many decisions
    /// keep the goal's value (one is right).
    Disagrees {
        /// The value of the position, for the side to move.
        value: Value,
        /// The decisions keeping the goal's value.
        keeping: usize,
    },
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::Field(which) => write!(f, "the {which} cannot be read"),
            PuzzleError::Position(why) => write!(f, "the position cannot be set up: {why}"),
            PuzzleError::Illegal(d) => write!(f, "the answer {d} is not legal there"),
            PuzzleError::Unknown(why) => write!(f, "no exact value: {why}"),
            PuzzleError::Disagrees { value, keeping } => write!(
                f,
                "the tables say {value}, with {keeping} decisions keeping it"
            ),
        }
    }
}

impl std::error::Error for PuzzleError {}

/// The random numbers of the generator: SplitMix64, the generator the engine's search draws
/// its noise from (`morris-engine`'s `Search::random`), so that a seed means the same here.
#[derive(Clone, Debug)]
pub(crate) struct Rng(pub(crate) u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (n > 0).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// The classes puzzles are made from under `rules`: on the 24-point boards 3v3, 4v3 and 3v4
/// (solved in seconds, so that a set can be checked, and a puzzle played, without a long
/// wait), on the smaller boards every class of the moving phase.
pub fn classes(rules: &Rules) -> Vec<(u8, u8)> {
    if rules.board.geometry().len() >= 24 {
        super::classes(rules)
            .into_iter()
            .filter(|&(a, b)| a + b <= 7)
            .collect()
    } else {
        super::classes(rules)
    }
}

/// The longest win a puzzle asks for, in turns (both players'): five of the player's own.
/// Every decision of the win is checked, and a longer one is a chore rather than a puzzle.
pub const MOST_TURNS: u16 = 9;

/// How many positions are drawn, at most, for each puzzle asked for: the search stops there
/// if the classes hold too few puzzles.
const DRAWS_PER_PUZZLE: usize = 4_000;

/// Makes up to `count` puzzles from the classes solved in `tb`, drawn from `seed`: the same
/// tables and seed make the same list. The three goals and the five difficulties are mixed as
/// evenly as the positions found allow, sorted by difficulty.
pub fn make(tb: &Tablebase, seed: u64, count: usize) -> Vec<Puzzle> {
    let rules = *tb.rules();
    let classes: Vec<(u8, u8)> = tb.solved();
    if classes.is_empty() || count == 0 {
        return Vec::new();
    }
    let mut rng = Rng(seed);
    // Found puzzles by goal kind (win, defend, removal) and difficulty.
    let mut found: [[Vec<Puzzle>; 5]; 3] = Default::default();
    let mut seen = std::collections::HashSet::new();
    let enough = |found: &[[Vec<Puzzle>; 5]; 3]| {
        // Enough when each kind and difficulty could give its share, or when the total is
        // far past what was asked.
        let share = count.div_ceil(15);
        let total: usize = found.iter().flatten().map(Vec::len).sum();
        total >= count * 50 || found.iter().flatten().all(|v| v.len() >= share)
    };
    for draw in 0..count.saturating_mul(DRAWS_PER_PUZZLE) {
        if draw % 64 == 0 && enough(&found) {
            break;
        }
        let (a, b) = classes[rng.below(classes.len())];
        let removal = draw % 3 == 2;
        let Some(pos) = draw_position(&rules, &mut rng, a, b, removal) else {
            continue;
        };
        if !seen.insert(pos.fen()) {
            continue;
        }
        if let Some(p) = examine(tb, &pos) {
            let kind = match p.goal {
                Goal::Win(_) => 0,
                Goal::Defend => 1,
                Goal::Removal(_) => 2,
            };
            found[kind][usize::from(p.difficulty - 1)].push(p);
        }
    }
    // Take from each kind and difficulty in turn, so that a rare kind is not crowded out.
    let mut out = Vec::new();
    let mut at = [[0usize; 5]; 3];
    while out.len() < count {
        let mut took = false;
        for d in 0..5 {
            for k in 0..3 {
                if out.len() < count
                    && let Some(p) = found[k][d].get(at[k][d])
                {
                    out.push(p.clone());
                    at[k][d] += 1;
                    took = true;
                }
            }
        }
        if !took {
            break;
        }
    }
    out.sort_by_key(|p| (p.difficulty, p.goal.tag(), p.goal.turns()));
    out
}

/// A position of class (a, b) drawn at random, the side to move having `a` stones; with
/// `removal`, it has just closed a mill and owes a removal. `None` if it is not a position a
/// game can start from (over already, or a removal with nothing to remove).
pub(crate) fn draw_position(
    rules: &Rules,
    rng: &mut Rng,
    a: u8,
    b: u8,
    removal: bool,
) -> Option<Position> {
    let g = rules.board.geometry();
    let mut free: Vec<_> = g.points.iter().collect();
    let side = if rng.below(2) == 0 {
        Color::White
    } else {
        Color::Black
    };
    let mut own = Bitboard(0);
    if removal {
        let mills = g.mills();
        let mill = *mills.get(rng.below(mills.len()))?;
        own.0 |= mill;
        free.retain(|p| mill & p.bit().0 == 0);
    }
    let mut take = |n: u8, set: &mut Bitboard, free: &mut Vec<morris_rules::Point>| {
        while (set.count() as u8) < n && !free.is_empty() {
            let p = free.swap_remove(rng.below(free.len()));
            set.0 |= p.bit().0;
        }
    };
    take(a, &mut own, &mut free);
    let mut other = Bitboard(0);
    take(b, &mut other, &mut free);
    if own.count() as u8 != a || other.count() as u8 != b {
        return None;
    }
    let mut stones = [Bitboard(0); 2];
    stones[side.index()] = own;
    stones[side.other().index()] = other;
    Diagram {
        stones,
        hand: [0, 0],
        side,
        owed: u8::from(removal),
    }
    .position(rules)
    .ok()
}

/// Each legal decision of `pos` with its value for the side to move.
fn decisions(tb: &Tablebase, pos: &Position) -> Option<Vec<(Decision, Value)>> {
    pos.legal()
        .into_iter()
        .map(|d| tb.after(pos, d).ok().map(|v| (d, v)))
        .collect()
}

/// Whether the decision closes a mill: the same side plays on, to remove.
fn closes_mill(pos: &Position, d: Decision) -> bool {
    !d.is_removal() && pos.play_unchecked(d).side_to_move() == pos.side_to_move()
}

/// The puzzle `pos` makes, if exactly one of its decisions keeps its value (and the value is
/// a win or a draw that can be lost).
pub fn examine(tb: &Tablebase, pos: &Position) -> Option<Puzzle> {
    let value = tb.evaluate(pos).ok()?;
    // A value the move limit could change is not the puzzle's to ask.
    if super::review::caveat(pos.rules(), pos.quiet_plies(), value, false).is_some() {
        return None;
    }
    let all = decisions(tb, pos)?;
    if all.len() < 2 {
        return None;
    }
    let goal = match value {
        Value::Win(n) if n > MOST_TURNS => return None,
        Value::Win(n) if pos.owed() > 0 => Goal::Removal(n),
        Value::Win(n) => Goal::Win(n),
        Value::Draw if pos.owed() == 0 => Goal::Defend,
        _ => return None,
    };
    let keeps = |v: Value| match goal {
        Goal::Win(_) | Goal::Removal(_) => matches!(v, Value::Win(_)),
        Goal::Defend => v == Value::Draw,
    };
    let mut keeping = all.iter().filter(|(_, v)| keeps(*v));
    let (answer, _) = *keeping.next()?;
    if keeping.next().is_some() {
        return None;
    }
    if goal == Goal::Defend && all.iter().any(|(_, v)| matches!(v, Value::Win(_))) {
        return None;
    }
    let throwers: Vec<(Decision, Value)> =
        all.iter().copied().filter(|&(d, _)| d != answer).collect();
    let line = line(tb, pos, answer, goal)?;
    let end = line
        .iter()
        .try_fold(*pos, |p, &d| p.play(d).ok())
        .and_then(|p| p.outcome());
    let side = pos.side_to_move();
    let blockade = matches!(
        end,
        Some(o) if o.winner == Some(side) && o.reason == Reason::Blocked(side.other())
    );
    Some(Puzzle {
        position: *pos,
        goal,
        flying: pos.may_fly(side),
        blockade,
        difficulty: difficulty(pos, goal, &throwers),
        answer,
        line,
    })
}

/// Best play from `pos` after `answer`: the winner's quickest win against the longest
/// resistance, to the end of the game; for a defence, to the end of the answer's turn.
fn line(tb: &Tablebase, pos: &Position, answer: Decision, goal: Goal) -> Option<Vec<Decision>> {
    let side = pos.side_to_move();
    let mut out = vec![answer];
    let mut p = pos.play(answer).ok()?;
    // A win of n turns is at most 2n decisions (a move and a removal each).
    let most = 2 * usize::from(goal.turns()) + 2;
    while p.outcome().is_none() && out.len() <= most {
        if goal == Goal::Defend && p.side_to_move() != side {
            break;
        }
        let (_, best) = tb.best(&p).ok()?;
        let d = *best.first()?;
        out.push(d);
        p = p.play(d).ok()?;
    }
    (goal == Goal::Defend || p.outcome().is_some()).then_some(out)
}

/// 1 to 5: one for the puzzle, up to two for the distance (a win the player must see several
/// of its own turns ahead, a loss that comes slowly enough to be missed), and up to two for
/// the tempting decisions that throw the result away: those that look like progress (a mill
/// closed, or a stone removed that threatened a mill).
fn difficulty(pos: &Position, goal: Goal, throwers: &[(Decision, Value)]) -> u8 {
    let depth = match goal {
        Goal::Win(n) | Goal::Removal(n) => n.div_ceil(2).saturating_sub(1).min(2),
        Goal::Defend => {
            let quickest = throwers
                .iter()
                .filter_map(|(_, v)| match v {
                    Value::Loss(d) => Some(*d),
                    _ => None,
                })
                .min()
                .unwrap_or(0);
            // A mill let through at once is easy to see; one three turns off less so.
            (quickest / 3).min(2)
        }
    };
    let tempting = throwers
        .iter()
        .filter(|&&(d, _)| match d {
            Decision::Remove(p) => threatens(pos, p),
            d => closes_mill(pos, d),
        })
        .count();
    let lure = match tempting {
        0 => 0,
        1..=2 => 1,
        _ => 2,
    };
    (1 + depth as u8 + lure).clamp(1, 5)
}

/// Whether the stone on `p` stands in a line with another of its side's and an empty point:
/// one move from a mill, so that removing it looks right.
fn threatens(pos: &Position, p: morris_rules::Point) -> bool {
    let Some(c) = pos.stone_at(p) else {
        return false;
    };
    let g = pos.geometry();
    let (own, empty) = (pos.stones(c).0, pos.empty().0);
    g.mills_at(p).iter().any(|&i| {
        let m = g.mill(i).0;
        (m & own).count_ones() == 2 && (m & empty).count_ones() == 1
    })
}

impl Puzzle {
    /// The themes: `flying`, `blockade`, both (`flying,blockade`) or `-`.
    pub fn themes(&self) -> String {
        let t: Vec<&str> = [(self.flying, "flying"), (self.blockade, "blockade")]
            .into_iter()
            .filter_map(|(on, name)| on.then_some(name))
            .collect();
        if t.is_empty() {
            "-".into()
        } else {
            t.join(",")
        }
    }

    /// The puzzle as one line: `fen | goal | turns | difficulty | answer | themes | line`.
    pub fn to_line(&self) -> String {
        let line: Vec<String> = self.line.iter().map(Decision::to_string).collect();
        format!(
            "{} | {} | {} | {} | {} | {} | {}",
            self.position.fen(),
            self.goal.tag(),
            self.goal.turns(),
            self.difficulty,
            self.answer,
            self.themes(),
            line.join(" ")
        )
    }

    /// Reads a puzzle's line under `rules`, as [`Puzzle::to_line`] writes it. The values are
    /// not checked here: [`Puzzle::check`] does that against the tables.
    pub fn from_line(text: &str, rules: Rules) -> Result<Puzzle, PuzzleError> {
        let f: Vec<&str> = text.split('|').map(str::trim).collect();
        let [fen, goal, turns, difficulty, answer, themes, line] = f[..] else {
            return Err(PuzzleError::Field("line"));
        };
        let position = parse_fen(fen, rules).map_err(|e| PuzzleError::Position(e.to_string()))?;
        let turns: u16 = turns.parse().map_err(|_| PuzzleError::Field("turns"))?;
        let goal = match goal {
            "win" => Goal::Win(turns),
            "defend" => Goal::Defend,
            "removal" => Goal::Removal(turns),
            _ => return Err(PuzzleError::Field("goal")),
        };
        let difficulty = match difficulty.parse::<u8>() {
            Ok(d @ 1..=5) => d,
            _ => return Err(PuzzleError::Field("difficulty")),
        };
        let answer = Decision::from_str(answer).map_err(|_| PuzzleError::Field("answer"))?;
        let line = line
            .split_whitespace()
            .map(Decision::from_str)
            .collect::<Result<Vec<_>, _>>()
            .map_err(|_| PuzzleError::Field("line of play"))?;
        let themes: Vec<&str> = themes.split(',').collect();
        Ok(Puzzle {
            position,
            goal,
            flying: themes.contains(&"flying"),
            blockade: themes.contains(&"blockade"),
            difficulty,
            answer,
            line,
        })
    }

    /// Checks the puzzle against the tables: the position has the goal's value, its answer is
    /// legal and the only decision that keeps it, and each decision of its line is legal.
    pub fn check(&self, tb: &Tablebase) -> Result<(), PuzzleError> {
        let pos = &self.position;
        if !pos.is_legal(self.answer) {
            return Err(PuzzleError::Illegal(self.answer));
        }
        let value = tb.evaluate(pos).map_err(PuzzleError::Unknown)?;
        let found = examine(tb, pos);
        let keeping = decisions(tb, pos)
            .ok_or(PuzzleError::Unknown(Unknown::NotSolved(0, 0)))?
            .iter()
            .filter(|(_, v)| match self.goal {
                Goal::Defend => *v == Value::Draw,
                _ => matches!(v, Value::Win(_)),
            })
            .count();
        match found {
            Some(p)
                if p.goal == self.goal && p.answer == self.answer && value == self.goal.value() =>
            {
                self.line
                    .iter()
                    .try_fold(*pos, |p, &d| p.play(d).map_err(|_| PuzzleError::Illegal(d)))
                    .map(|_| ())
            }
            _ => Err(PuzzleError::Disagrees { value, keeping }),
        }
    }
}

/// The tries a player has at a puzzle: the second wrong decision shows the solution.
pub const TRIES: u8 = 2;

/// How an attempt at a puzzle stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// The player is to decide.
    Playing,
    /// The goal is reached: the win played out, the draw kept, the right stone removed.
    Solved,
    /// Two wrong decisions: the solution was shown.
    Failed,
}

/// What a decision tried at a puzzle did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// It keeps the goal; the player goes on (a removal owed), or the other side replied
    /// with these decisions (its best defence, the longest resistance).
    Right {
        /// The other side's reply, played on the board (empty while the turn goes on).
        reply: Vec<Decision>,
    },
    /// It reaches the goal: the puzzle is solved.
    Solved,
    /// It throws the result away, to this value (for the player): taken back, a try spent;
    /// this many tries are left.
    Wrong {
        /// What the decision leads to.
        value: Value,
        /// Tries left.
        left: u8,
    },
    /// It throws the result away, and no try is left: the puzzle failed, the solution from
    /// the position at hand is this.
    Failed {
        /// What the decision leads to.
        value: Value,
        /// Best play from the position before it.
        solution: Vec<Decision>,
    },
    /// Off every certified line of a puzzle checked by its lines (its class is not solved):
    /// taken back, a try spent; this many tries are left.
    Off {
        /// Tries left.
        left: u8,
    },
    /// Off every certified line, and no try is left: the puzzle failed, the rest of the first
    /// line is the solution.
    OffFailed {
        /// The rest of the first line from the position at hand.
        solution: Vec<Decision>,
    },
}

/// One attempt at a puzzle: the position on the board, the tries left, and how it stands.
/// Every decision is checked against the tables, which must hold the puzzle's classes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attempt {
    puzzle: Puzzle,
    position: Position,
    left: u8,
    standing: Standing,
    /// The decisions played so far, both sides'.
    played: Vec<Decision>,
}

impl Attempt {
    /// An attempt at `puzzle`, from its position, with [`TRIES`] tries.
    pub fn new(puzzle: Puzzle) -> Attempt {
        Attempt {
            position: puzzle.position,
            puzzle,
            left: TRIES,
            standing: Standing::Playing,
            played: Vec::new(),
        }
    }

    /// The puzzle.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The position on the board now.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// How it stands.
    pub fn standing(&self) -> Standing {
        self.standing
    }

    /// The tries left.
    pub fn tries_left(&self) -> u8 {
        self.left
    }

    /// The decisions played so far, both sides'.
    pub fn played(&self) -> &[Decision] {
        &self.played
    }

    /// The side solving the puzzle.
    pub fn side(&self) -> Color {
        self.puzzle.position.side_to_move()
    }

    /// Whether `v`, a decision's value for the player, keeps what the goal asks from `now`,
    /// the value of the position before it: the quickest win (so that a win in N is one),
    /// or the draw.
    fn keeps(&self, now: Value, v: Value) -> bool {
        match self.puzzle.goal {
            Goal::Defend => v == Value::Draw,
            Goal::Win(_) | Goal::Removal(_) => v == now,
        }
    }

    /// A decision that keeps the goal now (the first of the best), for a hint.
    pub fn hint(&self, tb: &Tablebase) -> Result<Option<Decision>, Unknown> {
        if self.standing != Standing::Playing {
            return Ok(None);
        }
        let now = tb.evaluate(&self.position)?;
        for d in self.position.legal() {
            if self.keeps(now, tb.after(&self.position, d)?) {
                return Ok(Some(d));
            }
        }
        Ok(None)
    }

    /// Best play from the position at hand: the player's quickest win (or the draw kept, to
    /// the end of the turn) against the longest resistance.
    pub fn solution(&self, tb: &Tablebase) -> Vec<Decision> {
        let mut out = Vec::new();
        let mut p = self.position;
        let most = 2 * usize::from(MOST_TURNS) + 4;
        while p.outcome().is_none() && out.len() < most {
            if self.puzzle.goal == Goal::Defend && p.side_to_move() != self.side() {
                break;
            }
            let Some(d) = tb.best(&p).ok().and_then(|(_, ds)| ds.first().copied()) else {
                break;
            };
            out.push(d);
            p = p.play_unchecked(d);
        }
        out
    }

    /// Tries decision `d` of the player: an illegal one is refused as the rules refuse it
    /// (no try spent); a wrong one is taken back and costs a try (the last shows the
    /// solution); a right one is played, and the other side's best defence after it.
    pub fn try_decision(
        &mut self,
        tb: &Tablebase,
        d: Decision,
    ) -> Result<Result<Verdict, morris_rules::PlayError>, Unknown> {
        if self.standing != Standing::Playing {
            return Err(Unknown::Over);
        }
        let next = match self.position.play(d) {
            Ok(next) => next,
            Err(e) => return Ok(Err(e)),
        };
        let now = tb.evaluate(&self.position)?;
        let v = tb.after(&self.position, d)?;
        if !self.keeps(now, v) {
            self.left = self.left.saturating_sub(1);
            if self.left == 0 {
                let solution = self.solution(tb);
                self.standing = Standing::Failed;
                return Ok(Ok(Verdict::Failed { value: v, solution }));
            }
            return Ok(Ok(Verdict::Wrong {
                value: v,
                left: self.left,
            }));
        }
        self.position = next;
        self.played.push(d);
        let turn_over = next.side_to_move() != self.side();
        let solved = match self.puzzle.goal {
            Goal::Win(_) => next.outcome().is_some(),
            Goal::Defend | Goal::Removal(_) => turn_over || next.outcome().is_some(),
        };
        if solved {
            self.standing = Standing::Solved;
            return Ok(Ok(Verdict::Solved));
        }
        let mut reply = Vec::new();
        while self.position.outcome().is_none() && self.position.side_to_move() != self.side() {
            let (_, best) = tb.best(&self.position)?;
            let Some(&r) = best.first() else {
                break;
            };
            reply.push(r);
            self.played.push(r);
            self.position = self.position.play_unchecked(r);
        }
        Ok(Ok(Verdict::Right { reply }))
    }
}

impl Attempt {
    /// The lines (of `lines`, each from the puzzle's position) that the decisions played so
    /// far follow.
    fn followed<'a>(&self, lines: &'a [Vec<Decision>]) -> impl Iterator<Item = &'a [Decision]> {
        let played = self.played.len();
        lines
            .iter()
            .filter(move |l| l.len() > played && l.starts_with(&self.played))
            .map(|l| l.as_slice())
    }

    /// The next decision of the first line followed, for a hint, when the puzzle is checked
    /// by its certified lines.
    pub fn line_hint(&self, lines: &[Vec<Decision>]) -> Option<Decision> {
        if self.standing != Standing::Playing {
            return None;
        }
        self.followed(lines).next().map(|l| l[self.played.len()])
    }

    /// Tries decision `d` against certified `lines` (each from the puzzle's position), for a
    /// puzzle whose class has no exact values: an illegal decision is refused; one that no
    /// line followed so far goes on with is taken back and costs a try (the last shows the
    /// rest of the first line); one that does is played, and the other side's decisions of
    /// the first such line after it. A line played to its end solves the puzzle.
    pub fn try_line(
        &mut self,
        lines: &[Vec<Decision>],
        d: Decision,
    ) -> Result<Result<Verdict, morris_rules::PlayError>, Unknown> {
        if self.standing != Standing::Playing {
            return Err(Unknown::Over);
        }
        let next = match self.position.play(d) {
            Ok(next) => next,
            Err(e) => return Ok(Err(e)),
        };
        let at = self.played.len();
        let Some(line) = self.followed(lines).find(|l| l[at] == d).map(<[_]>::to_vec) else {
            self.left = self.left.saturating_sub(1);
            if self.left == 0 {
                let solution = self
                    .followed(lines)
                    .next()
                    .map(|l| l[at..].to_vec())
                    .unwrap_or_default();
                self.standing = Standing::Failed;
                return Ok(Ok(Verdict::OffFailed { solution }));
            }
            return Ok(Ok(Verdict::Off { left: self.left }));
        };
        self.position = next;
        self.played.push(d);
        let mut reply = Vec::new();
        while let Some(&r) = line.get(self.played.len()) {
            if self.position.outcome().is_some() || self.position.side_to_move() == self.side() {
                break;
            }
            let Ok(after) = self.position.play(r) else {
                break;
            };
            reply.push(r);
            self.played.push(r);
            self.position = after;
        }
        if self.played.len() >= line.len() || self.position.outcome().is_some() {
            self.standing = Standing::Solved;
            return Ok(Ok(Verdict::Solved));
        }
        Ok(Ok(Verdict::Right { reply }))
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;
    use morris_rules::Variant;

    #[test]
    fn a_puzzle_checked_by_its_lines_follows_them_and_counts_the_tries() {
        let tb = six();
        let p = make(&tb, 5, 6)
            .into_iter()
            .find(|p| p.goal != Goal::Defend && p.line.len() >= 3)
            .unwrap();
        let lines = vec![p.line.clone()];
        let mut a = Attempt::new(p.clone());
        assert_eq!(a.line_hint(&lines), Some(p.answer));
        let wrong = p
            .position
            .legal()
            .into_iter()
            .find(|&d| d != p.answer)
            .unwrap();
        assert_eq!(
            a.try_line(&lines, wrong).unwrap(),
            Ok(Verdict::Off { left: 1 })
        );
        assert_eq!(a.played(), &[] as &[Decision]);
        // The line played to its end solves it; the other side's decisions come from it.
        loop {
            let d = a.line_hint(&lines).unwrap();
            match a.try_line(&lines, d).unwrap().unwrap() {
                Verdict::Solved => break,
                Verdict::Right { .. } => {}
                v => panic!("{v:?}"),
            }
        }
        assert_eq!(a.played(), p.line.as_slice());
        assert_eq!(a.standing(), Standing::Solved);
        // Two tries off the line fail it, showing the rest of the line.
        let mut b = Attempt::new(p.clone());
        b.try_line(&lines, wrong).unwrap().unwrap();
        assert_eq!(
            b.try_line(&lines, wrong).unwrap(),
            Ok(Verdict::OffFailed {
                solution: p.line.clone()
            })
        );
        assert_eq!(b.standing(), Standing::Failed);
    }

    /// Six Men's Morris with its classes puzzles are made from: small, solved in moments.
    fn six() -> Tablebase {
        let rules = Variant::Six.rules();
        let mut tb = Tablebase::new(rules);
        for (a, b) in [(3, 3), (4, 3), (3, 4), (4, 4)] {
            tb.solve(a, b, &mut |_, _| {}).unwrap();
        }
        tb
    }

    #[test]
    fn every_answer_is_the_only_decision_that_keeps_the_value() {
        let tb = six();
        let set = make(&tb, 7, 30);
        assert_eq!(set.len(), 30);
        for kind in ["win", "defend", "removal"] {
            assert!(set.iter().any(|p| p.goal.tag() == kind), "no {kind} puzzle");
        }
        for p in &set {
            let pos = &p.position;
            assert_eq!(tb.evaluate(pos).unwrap(), p.goal.value(), "{}", p.to_line());
            let keeping: Vec<Decision> = pos
                .legal()
                .into_iter()
                .filter(|&d| {
                    let v = tb.after(pos, d).unwrap();
                    match p.goal {
                        Goal::Defend => v == Value::Draw,
                        _ => matches!(v, Value::Win(_)),
                    }
                })
                .collect();
            assert_eq!(keeping, vec![p.answer], "{}", p.to_line());
            assert_eq!(p.line.first(), Some(&p.answer));
            assert!((1..=5).contains(&p.difficulty));
            if p.goal != Goal::Defend {
                assert!(p.goal.turns() <= MOST_TURNS);
                // The line is best play: it ends the game, won by the puzzle's side.
                let end = p.line.iter().fold(*pos, |q, &d| q.play(d).unwrap());
                let o = end.outcome().expect("the line ends the game");
                assert_eq!(o.winner, Some(pos.side_to_move()), "{}", p.to_line());
                assert_eq!(
                    p.blockade,
                    matches!(o.reason, Reason::Blocked(_)),
                    "{}",
                    p.to_line()
                );
            }
            assert_eq!(p.check(&tb), Ok(()));
        }
    }

    #[test]
    fn the_same_seed_makes_the_same_set_and_another_seed_another() {
        let tb = six();
        let a = make(&tb, 11, 12);
        assert_eq!(a, make(&tb, 11, 12));
        assert_ne!(a, make(&tb, 12, 12));
    }

    #[test]
    fn a_puzzle_reads_back_from_its_line_and_a_wrong_answer_is_refused() {
        let tb = six();
        let set = make(&tb, 3, 9);
        let rules = *tb.rules();
        for p in &set {
            assert_eq!(&Puzzle::from_line(&p.to_line(), rules).unwrap(), p);
            let other = p
                .position
                .legal()
                .into_iter()
                .find(|&d| d != p.answer)
                .unwrap();
            let wrong = Puzzle {
                answer: other,
                ..p.clone()
            };
            assert!(matches!(
                wrong.check(&tb),
                Err(PuzzleError::Disagrees { keeping: 1, .. })
            ));
        }
        assert_eq!(
            Puzzle::from_line("O*@ w m s | win | 3", rules),
            Err(PuzzleError::Field("line"))
        );
    }

    /// Plays `p` with the hints (what the tables say keeps the goal) to its end.
    fn solve_with_hints(tb: &Tablebase, p: &Puzzle) -> Attempt {
        let mut a = Attempt::new(p.clone());
        while a.standing() == Standing::Playing {
            let d = a.hint(tb).unwrap().expect("a hint while playing");
            match a.try_decision(tb, d).unwrap().unwrap() {
                Verdict::Right { .. } | Verdict::Solved => {}
                v => panic!("{}: the hint {d} was {v:?}", p.to_line()),
            }
        }
        a
    }

    #[test]
    fn a_puzzle_played_by_its_hints_is_solved_and_a_win_in_n_takes_n_turns() {
        let tb = six();
        for p in make(&tb, 7, 30) {
            let first = Attempt::new(p.clone()).hint(&tb).unwrap();
            assert_eq!(first, Some(p.answer), "{}", p.to_line());
            let a = solve_with_hints(&tb, &p);
            assert_eq!(a.standing(), Standing::Solved, "{}", p.to_line());
            assert_eq!(a.tries_left(), TRIES);
            if let Goal::Win(n) = p.goal {
                let end = a.position().outcome().expect("a win ends the game");
                assert_eq!(end.winner, Some(a.side()));
                // Turns, both players': a turn is a move and the removals it owes.
                let turns = a.played().iter().filter(|d| !d.is_removal()).count();
                assert_eq!(turns, usize::from(n), "{}", p.to_line());
            }
        }
    }

    #[test]
    fn a_wrong_decision_is_taken_back_and_the_second_shows_the_solution() {
        let tb = six();
        let p = make(&tb, 7, 30)
            .into_iter()
            .find(|p| matches!(p.goal, Goal::Win(n) if n >= 3))
            .expect("a win in 3 or more");
        let mut a = Attempt::new(p.clone());
        let wrong = p
            .position
            .legal()
            .into_iter()
            .find(|&d| d != p.answer)
            .unwrap();
        let v = a.try_decision(&tb, wrong).unwrap().unwrap();
        assert!(matches!(v, Verdict::Wrong { left: 1, .. }), "{v:?}");
        assert_eq!(a.position(), &p.position, "taken back");
        assert_eq!(a.standing(), Standing::Playing);
        // An illegal decision is refused without a try spent.
        let illegal = Decision::Remove(p.position.empty().iter().next().unwrap());
        assert!(a.try_decision(&tb, illegal).unwrap().is_err());
        assert_eq!(a.tries_left(), 1);
        // The answer is right: the other side replies at once.
        match a.try_decision(&tb, p.answer).unwrap().unwrap() {
            Verdict::Right { reply } => {
                // The reply is the other side's whole turn, or none while a removal is owed.
                assert_eq!(reply.is_empty(), a.position().owed() > 0, "{reply:?}");
                assert_eq!(a.played().len(), 1 + reply.len());
            }
            v => panic!("{v:?}"),
        }
        assert_eq!(a.position().side_to_move(), a.side());
        // A wrong decision now, the last try: the solution is shown, and it wins.
        let now = tb.evaluate(a.position()).unwrap();
        let wrong = a
            .position()
            .legal()
            .into_iter()
            .find(|&d| tb.after(a.position(), d).unwrap() != now)
            .expect("a decision that throws the win away");
        let at = *a.position();
        match a.try_decision(&tb, wrong).unwrap().unwrap() {
            Verdict::Failed { solution, .. } => {
                let end = solution.iter().fold(at, |q, &d| q.play(d).unwrap());
                assert_eq!(end.outcome().and_then(|o| o.winner), Some(a.side()));
            }
            v => panic!("{v:?}"),
        }
        assert_eq!(a.standing(), Standing::Failed);
        assert_eq!(a.try_decision(&tb, p.answer), Err(Unknown::Over));
    }

    #[test]
    fn a_defence_is_solved_by_its_one_move_and_a_removal_by_its_one_stone() {
        let tb = six();
        let set = make(&tb, 7, 30);
        for goal in ["defend", "removal"] {
            let p = set.iter().find(|p| p.goal.tag() == goal).unwrap();
            let mut a = Attempt::new(p.clone());
            let mut v = a.try_decision(&tb, p.answer).unwrap().unwrap();
            // A defence that closes a mill goes on to its removal.
            while let Verdict::Right { .. } = v {
                let d = a.hint(&tb).unwrap().unwrap();
                v = a.try_decision(&tb, d).unwrap().unwrap();
            }
            assert_eq!(v, Verdict::Solved, "{}", p.to_line());
        }
    }

    #[test]
    fn without_solved_classes_nothing_is_made() {
        assert!(make(&Tablebase::new(Variant::Six.rules()), 1, 5).is_empty());
    }
}

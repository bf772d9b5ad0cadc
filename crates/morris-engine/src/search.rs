//! The search: iterative deepening, principal variation search, the table, move ordering.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use super::eval::evaluate_with;
use super::movepick::{Close, MoveList, order, plausible};
use super::timeman::Clock;
use super::tt::{Bound, Table, decode, encode};
use super::zobrist::{self, KeyRules};
use super::{CONTEMPT, Config, Exact, Level, Limits, SharedOracle, Thought, Value, book};
use morris_rules::{Color, Decision, Outcome, Position, Rules};

/// A win at the root in `n` turns scores `MATE - n`; a loss, `-(MATE - n)`.
const MATE: i32 = 30_000;
/// Scores beyond this are exact wins or losses (no game lasts 1000 turns in a search).
const MATE_BOUND: i32 = 29_000;
const INF: i32 = 32_000;
pub(super) const MAX_PLY: usize = 160;
/// Checks the clock and the stop flag every this many nodes.
const CHECK_EVERY: u64 = 1024;
/// Checks them this often where only the time limits the search (not a node budget, which
/// these checks end, and which plays the same game on any machine at the coarser step): a
/// node that reads a large class from a disk can take a millisecond, and a thousand of them
/// made a turn of the engine protocol seconds late (a match game lost for no answer).
const CHECK_TIMED: u64 = 64;
const HISTORY_CAP: i32 = 100_000;
/// How many decisions of a list are picked and played at a time two moves or more from the
/// leaves (see `node`).
const AHEAD: usize = 4;
/// Decisions ordered below this (no mill closed or blocked, not a killer) are quiet.
const QUIET_BELOW: i32 = 300_000;
/// From this decision of a list on, quiet decisions three moves or more from the leaves are
/// searched a move less deep first (two less from twice as far on, six moves or more from the
/// leaves), and again to the full depth only if they do not fail low: 57.5 % against the
/// search without over 120 games at equal nodes; reducing from the third scored 47.5 %.
const LATE: usize = 6;

/// The computer player: the table and the ordering heuristics live from one search to the
/// next (a new game with other rules clears them).
pub struct Engine {
    cfg: Config,
    tt: Table,
    oracle: Option<SharedOracle>,
    rng: u64,
    /// The root's decisions as the last search left them, best first.
    ranked: Vec<RootMove>,
    rules: Option<Rules>,
    kr: KeyRules,
    /// By side, from (49 for a placement) and to.
    history: Box<[[[i32; 49]; 50]; 2]>,
    killers: Box<[[u16; 2]; MAX_PLY]>,
    /// The decisions of each ply of the line being searched, with their ordering scores:
    /// one list per ply, kept from search to search (no list is built per node).
    stack: Box<[MoveList; MAX_PLY]>,
    /// The positions after the next decisions of each ply's list, played ahead (see `node`).
    ahead: Box<[[Position; AHEAD]; MAX_PLY]>,
}

/// The root's decisions as the deepest search completed left them, best first, and its
/// depth (0 if none was).
struct Deepest {
    moves: Vec<RootMove>,
    depth: i32,
}

#[derive(Clone, Copy, Debug)]
struct RootMove {
    d: Decision,
    score: i32,
    /// Whether `score` is the value at this depth (not just a bound below the window).
    exact: bool,
}

/// One search: the engine, the stop flag, the clock and the counters.
struct Searcher<'a> {
    eng: &'a mut Engine,
    stop: &'a AtomicBool,
    clock: Clock,
    nodes: u64,
    aborted: bool,
    /// How many times a position may have come before it is scored as a draw: 2 under the
    /// repetition rule (its third time is the rule's draw), 1 without it (see [`Repeats`]), 0
    /// for no check at all (see [`allowed_repeats`]).
    repeats: usize,
    /// Repetition keys of the game before the root that the search can meet again (the moving
    /// phase, with as many stones as at the root), and of the path from the root.
    prior: Vec<u64>,
    path: Vec<u64>,
    /// How many keys of `prior` and `path` fall in each bucket of [`bucket`]: a key whose
    /// bucket is empty is in neither, and most are, so most positions need no look at them.
    buckets: Box<[u32; BUCKETS]>,
    /// The stones on the board at the root: a position with fewer cannot repeat `prior`.
    stones: u8,
    /// The side the search chooses for: a repetition counts [`CONTEMPT`] against it.
    root: Color,
}

const BUCKETS: usize = 1024;

/// A position of the tree, with what the search knows of it on the way down.
#[derive(Clone, Copy)]
struct Node<'p> {
    pos: &'p Position,
    /// The key of its stones (the table's key without the state: see `zobrist`).
    skey: u64,
    /// Moves left to the leaves (removals come free).
    depth: i32,
    /// Turns from the root: wins and losses count them.
    k: i32,
    /// Decisions from the root: the index of its killers, its list and its positions ahead.
    ply: usize,
}

impl<'p> Node<'p> {
    /// The node of `child`, the position after `d`, and whether the same side is to move in
    /// it (a removal owed). Always inlined: out of line (as `#[inline]` left it) the search
    /// ran 2 % more instructions than before it was cut in pieces, inlined 0.7 % (cachegrind,
    /// depth 9 from the start).
    #[inline(always)]
    fn after<'c>(&self, d: Decision, child: &'c Position) -> (Node<'c>, bool) {
        let side = self.pos.side_to_move();
        let same = child.side_to_move() == side;
        let node = Node {
            pos: child,
            skey: self.skey ^ zobrist::delta(d, side),
            depth: if d.is_removal() {
                self.depth
            } else {
                self.depth - 1
            },
            k: if same { self.k } else { self.k + 1 },
            ply: self.ply + 1,
        };
        (node, same)
    }
}

/// What the table says of a node: its score, or the decision to try first (0 for none).
enum Probe {
    Cut(i32),
    Search(u16),
}

/// How far a node is through its decisions (see `Searcher::next`).
struct Walk {
    /// The table's decision, searched before the list is generated.
    first: Option<Decision>,
    /// How many decisions have been searched.
    i: usize,
    generated: bool,
    /// Two moves or more from the leaves, the list's decisions from `batch` on, `batched` of
    /// them, are played ahead.
    batch: usize,
    batched: usize,
}

impl Walk {
    fn new(first: Option<Decision>) -> Walk {
        Walk {
            first,
            i: 0,
            generated: false,
            batch: 0,
            batched: 0,
        }
    }
}

/// How many moves less deep the `i`th decision searched of a node `depth` moves from the
/// leaves is searched first, ordered `ord`: late quiet decisions three moves or more from the
/// leaves (see [`LATE`]), never a removal owed (`same` side to move).
#[inline]
fn reduction(depth: i32, i: usize, same: bool, ord: i32) -> i32 {
    if depth >= 3 && i >= LATE && !same && ord < QUIET_BELOW {
        1 + (depth >= 6 && i >= 2 * LATE) as i32
    } else {
        0
    }
}

/// The bucket of a repetition key (its top bits: the table's index uses the low ones).
#[inline]
fn bucket(rk: u64) -> usize {
    (rk >> 54) as usize
}

/// How many times a position may have come before the search scores it as a draw. Why a
/// repeated position is scored as a draw: Under the repetition rule it is one, the
/// third time. Without the rule it is not, but a turn that brings a position back has made no
/// progress: scored as a draw from its second time, a side that is ahead looks for another way
/// on instead of shuffling the same two moves for ever, and a side that is behind is glad of
/// it. (Chess engines do the same with their first repetition.)
fn allowed_repeats(rules: &Rules) -> usize {
    if rules.repetition { 2 } else { 1 }
}

/// Whether `pos` could repeat a position: the moving phase (a placement never brings one
/// back).
#[inline]
fn can_repeat(pos: &Position) -> bool {
    pos.in_hand(Color::White) == 0 && pos.in_hand(Color::Black) == 0
}

#[inline]
fn stones_on(pos: &Position) -> u8 {
    pos.on_board(Color::White) + pos.on_board(Color::Black)
}

fn terminal(o: Outcome, pos: &Position, k: i32) -> i32 {
    match o.winner {
        None => 0,
        // The game ended on the winner's turn: this turn if the winner is to move.
        Some(w) if w == pos.side_to_move() => MATE - (k + 1),
        Some(_) => -(MATE - k),
    }
}

fn exact_score(x: Exact, k: i32) -> i32 {
    match x {
        Exact::Win(d) => MATE - (k + d as i32),
        Exact::Loss(d) => -(MATE - (k + d as i32)),
        Exact::Draw => 0,
    }
}

/// Mate scores count turns from the root; the table keeps them from the position.
fn to_table(s: i32, k: i32) -> i32 {
    if s > MATE_BOUND {
        s + k
    } else if s < -MATE_BOUND {
        s - k
    } else {
        s
    }
}

fn from_table(s: i32, k: i32) -> i32 {
    if s > MATE_BOUND {
        s - k
    } else if s < -MATE_BOUND {
        s + k
    } else {
        s
    }
}

/// The value a root score stands for.
fn value_of(s: i32) -> Value {
    if s > MATE_BOUND {
        Value::Win((MATE - s) as u16)
    } else if s < -MATE_BOUND {
        Value::Loss((MATE + s) as u16)
    } else if s == 0 {
        Value::Draw
    } else {
        Value::Score(s)
    }
}

impl Engine {
    /// An engine with an empty table.
    pub fn new(cfg: Config) -> Engine {
        Engine::with_table(cfg, Table::new(cfg.table_mib))
    }

    /// [`Engine::new`], or why the memory of its table could not be had (where
    /// [`Engine::new`] would abort the program).
    pub fn try_new(cfg: Config) -> Result<Engine, std::collections::TryReserveError> {
        Ok(Engine::with_table(cfg, Table::try_new(cfg.table_mib)?))
    }

    fn with_table(cfg: Config, tt: Table) -> Engine {
        Engine {
            cfg,
            tt,
            oracle: None,
            rng: cfg.seed ^ 0x6A09_E667_F3BC_C908,
            ranked: Vec::new(),
            rules: None,
            kr: KeyRules::default(),
            history: Box::new([[[0; 49]; 50]; 2]),
            killers: Box::new([[0; 2]; MAX_PLY]),
            stack: Box::new([const { MoveList::empty() }; MAX_PLY]),
            ahead: Box::new([[Position::new(Rules::default()); AHEAD]; MAX_PLY]),
        }
    }

    /// The set-up.
    pub fn config(&self) -> Config {
        self.cfg
    }

    /// Plays at another level from now on (the table is kept).
    pub fn set_level(&mut self, level: Level) {
        self.cfg.level = level;
    }

    /// Exact values from now on come from `oracle` where it knows them.
    pub fn set_oracle(&mut self, oracle: Option<SharedOracle>) {
        self.oracle = oracle;
        if self.rules.is_some() {
            self.tt.clear();
        }
    }

    /// The transposition table's size in bytes.
    pub fn table_bytes(&self) -> usize {
        self.tt.bytes()
    }

    fn random(&mut self) -> u64 {
        self.rng = self.rng.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.rng;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Thinks about `pos` (reached after the positions `before`, for the repetition rule) until
    /// a limit is reached or `stop` is set, calling `progress` after each completed depth.
    /// Returns the best turn, or `None` if the game is over.
    pub fn think(
        &mut self,
        pos: &Position,
        before: &[Position],
        limits: Limits,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(&Thought),
    ) -> Option<Thought> {
        let start = Instant::now();
        self.prepare(pos.rules());
        let mut moves = self.root_moves(pos)?;
        // Where the oracle (the start's proof over the placement; the classes after it) proves
        // that some decisions win, only those are searched; else, where it proves that some
        // hold the draw, only those: the other side's every answer to them is in the proof,
        // so a game that begins in its tree stays there, and none is lost in the placement to
        // a blockade prepared beyond the search's horizon. Where it proves neither, the
        // decisions it proves lost are left out. docs/computer.md.
        let (kept, floor) = self.proved_kept(pos, &moves);
        let filtered = !kept.is_empty() && kept.len() < moves.len();
        if filtered {
            moves.retain(|m| kept.contains(&m.d));
        }
        let margin = self.margin(pos);
        let prior: Vec<u64> = before
            .iter()
            .filter(|p| can_repeat(p) && stones_on(p) == stones_on(pos))
            .map(|p| zobrist::repetition(zobrist::stones(p), p))
            .collect();
        let repeats = allowed_repeats(pos.rules());
        let mut s = Searcher::new(self, stop, Clock::new(&limits, start), repeats, prior, pos);
        let deepest = s.deepen(pos, moves, &limits, margin, start, progress);
        let nodes = s.nodes;
        let Deepest { moves: done, depth } = deepest;
        let chosen = self.choose(&done, margin);
        self.ranked = done;
        let thought = |turn, value| Thought {
            turn,
            value,
            depth: depth as u8,
            nodes,
            time: start.elapsed(),
        };
        if self.cfg.book
            && self.cfg.level == Level::MAX
            && limits.time.is_some()
            && limits.depth.is_none()
            && !(chosen.exact && chosen.score.abs() > MATE_BOUND)
            && let Some(c) = self.book_turn(pos)
            && c.turn.first().is_none_or(|d| !filtered || kept.contains(d))
        {
            // The book's turn stands for the search's: a search of many times this turn's
            // length chose it (unless this one has found the game won or lost).
            let turn = self.keep_proved(pos, c.turn, filtered.then_some(floor));
            return Some(thought(turn, Value::Score(c.score)));
        }
        let turn = self.complete_turn(pos, chosen.d);
        let turn = self.keep_proved(pos, turn, filtered.then_some(floor));
        let value = if chosen.exact {
            value_of(chosen.score)
        } else {
            Value::Score(evaluate_with(pos, &self.cfg.weights))
        };
        Some(thought(turn, value))
    }

    /// Readies the table and the ordering heuristics for a search under `rules`: new rules
    /// clear what was learnt under others; the killers are forgotten and the history fades.
    fn prepare(&mut self, rules: &Rules) {
        if self.rules != Some(*rules) {
            if self.rules.is_some() {
                self.tt.clear();
            }
            self.rules = Some(*rules);
            self.kr = KeyRules::new(rules);
            *self.history = [[[0; 49]; 50]; 2];
        }
        self.tt.age();
        *self.killers = [[0; 2]; MAX_PLY];
        for row in self.history.iter_mut().flatten().flatten() {
            *row /= 8;
        }
    }

    /// The decisions among `moves` the search should keep to, and what the oracle proves
    /// they hold at least (1 a win, 0 a draw, -1 nothing): those it proves win, if any; else
    /// those it proves hold the draw; else those it does not prove lost (all where it proves
    /// nothing).
    fn proved_kept(&self, pos: &Position, moves: &[RootMove]) -> (Vec<Decision>, i8) {
        let all = || moves.iter().map(|m| m.d).collect::<Vec<_>>();
        let Some(oracle) = self.oracle.as_ref() else {
            return (all(), -1);
        };
        let us = pos.side_to_move();
        let children: Vec<(Decision, Position)> = moves
            .iter()
            .filter_map(|m| pos.play(m.d).ok().map(|c| (m.d, c)))
            .collect();
        for floor in [1, 0] {
            let held: Vec<Decision> = children
                .iter()
                .filter(|(_, c)| proved_at_least(oracle.as_ref(), c, us, 2, floor))
                .map(|(d, _)| *d)
                .collect();
            if !held.is_empty() {
                return (held, floor);
            }
        }
        let not_lost: Vec<Decision> = children
            .iter()
            .filter(|(_, c)| !proved_lost(oracle.as_ref(), c, us, 2))
            .map(|(d, _)| *d)
            .collect();
        if not_lost.is_empty() {
            return (all(), -1);
        }
        (not_lost, -1)
    }

    /// `turn` with each removal after its first decision one that keeps what the oracle
    /// proves of the decisions kept (`floor`: at least a win, a draw, or not lost (-1)), where
    /// some decisions were left out for that: the search chose the first, a placement that
    /// closes a mill, and a removal the proof may refute.
    fn keep_proved(&self, pos: &Position, turn: Vec<Decision>, floor: Option<i8>) -> Vec<Decision> {
        let (Some(oracle), Some(floor), Some(&first)) = (self.oracle.as_ref(), floor, turn.first())
        else {
            return turn;
        };
        let us = pos.side_to_move();
        let Ok(mut p) = pos.play(first) else {
            return turn;
        };
        let mut kept = vec![first];
        while p.outcome().is_none() && p.side_to_move() == us && p.owed() > 0 {
            let holds = |d: Decision| {
                p.play(d).is_ok_and(|c| {
                    if floor < 0 {
                        !proved_lost(oracle.as_ref(), &c, us, 2)
                    } else {
                        proved_at_least(oracle.as_ref(), &c, us, 2, floor)
                    }
                })
            };
            let list = MoveList::of(&p);
            let Some(d) = turn
                .get(kept.len())
                .copied()
                .filter(|&d| holds(d))
                .or_else(|| list.d[..list.n].iter().copied().find(|&d| holds(d)))
            else {
                // No removal keeps it: the search's own, as chosen.
                return turn;
            };
            kept.push(d);
            let Ok(next) = p.play(d) else {
                return turn;
            };
            p = next;
        }
        kept
    }

    /// The root's decisions in their first order, not yet scored; `None` if there is none.
    fn root_moves(&self, pos: &Position) -> Option<Vec<RootMove>> {
        let mut list = MoveList::of(pos);
        if list.n == 0 {
            return None;
        }
        let close = Close::of(pos);
        for i in 0..list.n {
            let v = order(&self.history, &self.killers, pos, list.d[i], 0, close, true);
            list.score(i, v);
        }
        let moves = (0..list.n)
            .map(|i| RootMove {
                d: list.pick(i),
                score: -INF,
                exact: false,
            })
            .collect();
        Some(moves)
    }

    /// How far below the best a decision may score and still be chosen at random: the
    /// level's noise, else the opening variety while stones are placed.
    fn margin(&self, pos: &Position) -> i32 {
        if self.cfg.level.noise() > 0 {
            self.cfg.level.noise()
        } else if pos.in_hand(pos.side_to_move()) > 0 {
            self.cfg.opening_variety.max(0)
        } else {
            0
        }
    }

    /// The decision to play among those searched (sorted best first): the best, or, with a
    /// margin, one at random among those within it. Never a lost one when another is not,
    /// and always the quickest win.
    fn choose(&mut self, done: &[RootMove], margin: i32) -> RootMove {
        let best = done[0];
        if margin <= 0 || !best.exact || best.score > MATE_BOUND {
            return best;
        }
        let mut pick = best;
        let mut top = i64::MIN;
        for m in done {
            if !m.exact || m.score < best.score - margin || m.score < -MATE_BOUND {
                continue;
            }
            let roll = m.score as i64 + (self.random() % (margin as u64 + 1)) as i64;
            if roll > top {
                top = roll;
                pick = *m;
            }
        }
        pick
    }

    /// The book's turn for `pos`: one at random among those within the opening variety of its
    /// best.
    fn book_turn(&mut self, pos: &Position) -> Option<book::Choice> {
        let choices = book::Book::built_in().choices(pos);
        let best = choices.first()?.score;
        let margin = self.cfg.opening_variety.max(0);
        let near: Vec<&book::Choice> = choices
            .iter()
            .filter(|c| c.score >= best - margin)
            .collect();
        let i = (self.random() % near.len() as u64) as usize;
        Some(near[i].clone())
    }

    /// The turns the last search found within the opening variety of its best (the best
    /// first), each with its score: what `morris book` writes.
    pub fn ranked(&mut self, pos: &Position) -> Vec<(Vec<Decision>, i32)> {
        let ranked = std::mem::take(&mut self.ranked);
        let Some(best) = ranked.first().filter(|m| m.exact).map(|m| m.score) else {
            return Vec::new();
        };
        let margin = self.cfg.opening_variety.max(0);
        let out = ranked
            .iter()
            .filter(|m| m.exact && m.score >= best - margin)
            .map(|m| (self.complete_turn(pos, m.d), m.score))
            .collect();
        self.ranked = ranked;
        out
    }

    /// The first decision and the removals the table has for the rest of the turn.
    fn turn_from_table(&self, pos: &Position, first: Decision) -> Vec<Decision> {
        let side = pos.side_to_move();
        let mut turn = vec![first];
        let mut p = pos.play_unchecked(first);
        while p.outcome().is_none() && p.side_to_move() == side && p.owed() > 0 {
            let key = zobrist::stones(&p) ^ zobrist::state(&p, self.kr);
            let Some(d) = self.tt.probe(key).and_then(|e| decode(e.mv)) else {
                break;
            };
            if !p.is_legal(d) {
                break;
            }
            turn.push(d);
            p = p.play_unchecked(d);
        }
        turn
    }

    /// The whole turn from its first decision: the removals from the table, or a short search.
    fn complete_turn(&mut self, pos: &Position, first: Decision) -> Vec<Decision> {
        let side = pos.side_to_move();
        let mut turn = self.turn_from_table(pos, first);
        let mut p = turn.iter().fold(*pos, |p, &d| p.play_unchecked(d));
        while p.outcome().is_none() && p.side_to_move() == side && p.owed() > 0 {
            let never = AtomicBool::new(false);
            let mut s = Searcher::new(self, &never, Clock::none(), 0, Vec::new(), &p);
            let list = MoveList::of(&p);
            let mut moves: Vec<RootMove> = list.d[..list.n]
                .iter()
                .map(|&d| RootMove {
                    d,
                    score: -INF,
                    exact: false,
                })
                .collect();
            if moves.is_empty() {
                break;
            }
            s.root(&p, 2, &mut moves, 0);
            let best = moves
                .iter()
                .filter(|m| m.exact)
                .max_by_key(|m| m.score)
                .map_or(moves[0].d, |m| m.d);
            turn.push(best);
            p = p.play_unchecked(best);
        }
        turn
    }
}

impl<'a> Searcher<'a> {
    /// A search from `pos` for the engine `eng`, stopped by `stop` or the `clock`, with the
    /// repetition keys of the game before it.
    fn new(
        eng: &'a mut Engine,
        stop: &'a AtomicBool,
        clock: Clock,
        repeats: usize,
        prior: Vec<u64>,
        pos: &Position,
    ) -> Searcher<'a> {
        let mut buckets = Box::new([0; BUCKETS]);
        for &rk in &prior {
            buckets[bucket(rk)] += 1;
        }
        Searcher {
            eng,
            stop,
            clock,
            nodes: 0,
            aborted: false,
            repeats,
            prior,
            path: Vec::new(),
            buckets,
            stones: stones_on(pos),
            root: pos.side_to_move(),
        }
    }

    #[inline]
    fn check(&mut self) {
        if self.stop.load(Ordering::Relaxed) || self.clock.expired(self.nodes) {
            self.aborted = true;
        }
    }

    /// Iterative deepening from `pos`: searches `moves` one move deeper at a time until a
    /// limit is reached, the game is found won or lost, or there is one decision, calling
    /// `progress` after each completed depth.
    fn deepen(
        &mut self,
        pos: &Position,
        mut moves: Vec<RootMove>,
        limits: &Limits,
        margin: i32,
        start: Instant,
        progress: &mut dyn FnMut(&Thought),
    ) -> Deepest {
        let max_depth = limits.depth.unwrap_or(64).clamp(1, 64) as i32;
        let mut done: Option<Deepest> = None;
        for depth in 1..=max_depth {
            let searched = self.root(pos, depth, &mut moves, margin);
            if self.aborted {
                // Cut short: what was searched to this depth counts once the best decision of
                // the depth before is among it (see `timeman`).
                if searched > 0 && done.is_some() {
                    let mut part: Vec<RootMove> = moves[..searched].to_vec();
                    part.sort_by_key(|m| std::cmp::Reverse(if m.exact { m.score } else { -INF }));
                    part.extend(
                        moves[searched..]
                            .iter()
                            .map(|m| RootMove { exact: false, ..*m }),
                    );
                    done = Some(Deepest { moves: part, depth });
                }
                break;
            }
            moves.sort_by_key(|m| std::cmp::Reverse(if m.exact { m.score } else { -INF }));
            let best = moves[0].score;
            done = Some(Deepest {
                moves: moves.clone(),
                depth,
            });
            let turn = self.eng.turn_from_table(pos, moves[0].d);
            progress(&Thought {
                turn,
                value: value_of(best),
                depth: depth as u8,
                nodes: self.nodes,
                time: start.elapsed(),
            });
            if best.abs() > MATE_BOUND && depth > 2 * (MATE - best.abs()) {
                break;
            }
            if moves.len() == 1 && depth >= 2 {
                break;
            }
            if !self.clock.another_iteration(self.nodes) {
                break;
            }
        }
        done.unwrap_or(Deepest { moves, depth: 0 })
    }

    /// Searches every root decision at `depth`, giving each its score; with a margin, every
    /// decision within it of the best gets an exact score (for the random choice). Returns how
    /// many were searched (all of them unless the search was stopped).
    fn root(&mut self, pos: &Position, depth: i32, moves: &mut [RootMove], margin: i32) -> usize {
        let mut searched = 0;
        let skey = zobrist::stones(pos);
        let track = self.repeats > 0 && can_repeat(pos);
        if track {
            self.enter(zobrist::repetition(skey, pos));
        }
        let mut best = -INF;
        let n = Node {
            pos,
            skey,
            depth,
            k: 0,
            ply: 0,
        };
        for (i, rm) in moves.iter_mut().enumerate() {
            let child = pos.play_unchecked(rm.d);
            let (c, same) = n.after(rm.d, &child);
            let (score, exact) = if i == 0 {
                (self.child(c, -INF, INF, same), true)
            } else {
                let a = (best - margin).max(-INF + 1);
                let s = self.child(c, a, a + 1, same);
                if s > a && !self.aborted {
                    let s = self.child(c, a, INF, same);
                    (s, s > a)
                } else {
                    (s, false)
                }
            };
            if self.aborted {
                break;
            }
            rm.score = score;
            rm.exact = exact;
            searched += 1;
            if exact && score > best {
                best = score;
            }
        }
        if track {
            self.leave();
        }
        if !self.aborted
            && let Some(b) = moves.iter().filter(|m| m.exact).max_by_key(|m| m.score)
        {
            let key = skey ^ zobrist::state(pos, self.eng.kr);
            let (mv, score) = (encode(b.d), b.score);
            self.eng.tt.store(key, score, mv, depth as i8, Bound::Exact);
        }
        searched
    }

    #[inline]
    fn child(&mut self, c: Node, alpha: i32, beta: i32, same: bool) -> i32 {
        if same {
            self.search(c, alpha, beta)
        } else {
            -self.search(c, -beta, -alpha)
        }
    }

    /// [`Searcher::node`], once the repetitions are looked at: a position seen often enough
    /// on the line or in the game is scored as a draw.
    fn search(&mut self, n: Node, alpha: i32, beta: i32) -> i32 {
        let pos = n.pos;
        // Under the rule every position is looked at. Without it a leaf keeps its evaluation:
        // most positions are leaves, and the positions above them find the shuffles.
        let leaf = n.depth <= 0 && pos.owed() == 0;
        if self.repeats == 0 || (self.repeats == 1 && leaf) || !can_repeat(pos) {
            return self.node(n, alpha, beta);
        }
        let rk = zobrist::repetition(n.skey, pos);
        if self.buckets[bucket(rk)] > 0 {
            let mut seen = self.path.iter().filter(|&&x| x == rk).count();
            if stones_on(pos) == self.stones {
                seen += self.prior.iter().filter(|&&x| x == rk).count();
            }
            if seen >= self.repeats && pos.outcome().is_none() {
                self.nodes += 1;
                // Without the rule a repetition decides nothing: where the solver knows the
                // position, its value stands (a solved draw that can only be held by repeating
                // is a draw, not a draw held in contempt; a win is still counted to its end).
                if self.repeats == 1
                    && let Some(x) = self.eng.oracle.as_ref().and_then(|o| o.exact(pos))
                {
                    return exact_score(x, n.k);
                }
                return if pos.side_to_move() == self.root {
                    -CONTEMPT
                } else {
                    CONTEMPT
                };
            }
        }
        self.enter(rk);
        let v = self.node(n, alpha, beta);
        self.leave();
        v
    }

    /// The line goes through the position of repetition key `rk`.
    #[inline]
    fn enter(&mut self, rk: u64) {
        self.path.push(rk);
        self.buckets[bucket(rk)] += 1;
    }

    /// Back from the last position entered.
    #[inline]
    fn leave(&mut self) {
        if let Some(rk) = self.path.pop() {
            self.buckets[bucket(rk)] -= 1;
        }
    }

    /// The score of `n` within the window `alpha`..`beta` (principal variation search): the
    /// table's decision first, then the others in the order of `order`, the late quiet ones
    /// searched less deep first.
    fn node(&mut self, n: Node, mut alpha: i32, beta: i32) -> i32 {
        if let Some(v) = self.settled(n) {
            return v;
        }
        let key = n.skey ^ zobrist::state(n.pos, self.eng.kr);
        let tt_move = match self.probe(key, n, alpha, beta) {
            Probe::Cut(s) => return s,
            Probe::Search(mv) => mv,
        };
        let side = n.pos.side_to_move();
        let orig_alpha = alpha;
        let mut best = -INF;
        let mut best_mv = 0u16;
        // The table's decision first, before generating the others: it often refutes alone.
        let mut walk = Walk::new(decode(tt_move).filter(|&d| plausible(n.pos, d)));
        while let Some((d, child, ord)) = self.next(n, &mut walk) {
            let (c, same) = n.after(d, &child);
            let score = if walk.i == 0 {
                self.child(c, alpha, beta, same)
            } else {
                let reduce = reduction(n.depth, walk.i, same, ord);
                self.scout(c, same, alpha, beta, reduce)
            };
            if self.aborted {
                return 0;
            }
            walk.i += 1;
            if score > best {
                best = score;
                best_mv = encode(d);
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        self.reward(d, side.index(), n.depth, n.ply);
                        break;
                    }
                }
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > orig_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let depth = n.depth.clamp(0, 127) as i8;
        self.eng
            .tt
            .store(key, to_table(best, n.k), best_mv, depth, bound);
        best
    }

    /// The score of `n` without a search, where it has one: the game over, the solver's value,
    /// a leaf's evaluation, or nothing once the search is stopped. Counts the node and checks
    /// the clock now and then.
    #[inline]
    fn settled(&mut self, n: Node) -> Option<i32> {
        self.nodes += 1;
        let every = if self.clock.timed_only() {
            CHECK_TIMED
        } else {
            CHECK_EVERY
        };
        if self.nodes.is_multiple_of(every) {
            self.check();
        }
        if self.aborted {
            return Some(0);
        }
        let pos = n.pos;
        if let Some(o) = pos.outcome() {
            return Some(terminal(o, pos, n.k));
        }
        if let Some(x) = self.eng.oracle.as_ref().and_then(|o| o.exact(pos)) {
            return Some(exact_score(x, n.k));
        }
        if (n.depth <= 0 && pos.owed() == 0) || n.ply >= MAX_PLY - 1 {
            return Some(evaluate_with(pos, &self.eng.cfg.weights));
        }
        None
    }

    /// What the table knows of `n` (table key `key`): a score that settles it in the window,
    /// or the decision to try first (0 for none).
    #[inline]
    fn probe(&self, key: u64, n: Node, alpha: i32, beta: i32) -> Probe {
        let Some(e) = self.eng.tt.probe(key) else {
            return Probe::Search(0);
        };
        if e.depth as i32 >= n.depth {
            let s = from_table(e.score, n.k);
            let cut = match e.bound {
                Bound::Exact => true,
                Bound::Lower => s >= beta,
                Bound::Upper => s <= alpha,
            };
            if cut {
                return Probe::Cut(s);
            }
        }
        Probe::Search(e.mv)
    }

    /// The next decision of `n` to search, the position after it and its ordering score
    /// (`i32::MAX` where none is needed): the table's decision, then the list's, generated and
    /// ordered at the first need.
    #[inline]
    fn next(&mut self, n: Node, w: &mut Walk) -> Option<(Decision, Position, i32)> {
        if w.i == 0
            && let Some(d) = w.first
        {
            return Some((d, n.pos.play_unchecked(d), i32::MAX));
        }
        if !w.generated {
            w.generated = true;
            self.generate(n, w.first);
        }
        let j = if w.first.is_some() { w.i - 1 } else { w.i };
        let eng = &mut *self.eng;
        let list = &mut eng.stack[n.ply];
        if j >= list.n {
            return None;
        }
        if n.depth < 2 {
            let d = list.pick(j);
            return Some((d, n.pos.play_unchecked(d), i32::MAX));
        }
        if j == w.batch + w.batched {
            self.play_ahead(n, j, w);
        }
        let eng = &mut *self.eng;
        let list = &eng.stack[n.ply];
        Some((list.d[j], eng.ahead[n.ply][j - w.batch], list.key_score(j)))
    }

    /// Fills the list of `n`'s ply with its decisions but `first` (searched already), each
    /// with its ordering score.
    #[inline]
    fn generate(&mut self, n: Node, first: Option<Decision>) {
        let eng = &mut *self.eng;
        let list = &mut eng.stack[n.ply];
        let pos = n.pos;
        list.fill(pos);
        if let Some(j) = (0..list.n).find(|&j| Some(list.d[j]) == first) {
            list.n -= 1;
            list.d.swap(j, list.n);
        }
        let close = Close::of(pos);
        let deep = n.depth >= 2;
        for j in 0..list.n {
            let v = order(
                &eng.history,
                &eng.killers,
                pos,
                list.d[j],
                n.ply,
                close,
                deep,
            );
            list.score(j, v);
        }
    }

    /// Two moves or more from the leaves: the list's order is fixed once it is scored, so the
    /// next few decisions from `j` on are known now. They are played, and their children's
    /// table slots read together, so that the waits for memory overlap and each child finds
    /// its slot in the cache.
    #[inline]
    fn play_ahead(&mut self, n: Node, j: usize, w: &mut Walk) {
        let eng = &mut *self.eng;
        let list = &mut eng.stack[n.ply];
        let side = n.pos.side_to_move();
        w.batch = j;
        w.batched = (list.n - j).min(AHEAD);
        let ahead = &mut eng.ahead[n.ply];
        for (t, c) in ahead[..w.batched].iter_mut().enumerate() {
            *c = n.pos.play_unchecked(list.pick(j + t));
        }
        for (t, c) in ahead[..w.batched].iter().enumerate() {
            let key = n.skey ^ zobrist::delta(list.d[j + t], side);
            eng.tt.touch(key ^ zobrist::state(c, eng.kr));
        }
    }

    /// The score of `c`, a decision of its parent after the first: with a null window
    /// first, `reduce` moves less deep if it is more than 0, and again with the whole window
    /// if it might be better.
    #[inline]
    fn scout(&mut self, c: Node, same: bool, alpha: i32, beta: i32, reduce: i32) -> i32 {
        let s = if reduce > 0 {
            let s = self.child(
                Node {
                    depth: c.depth - reduce,
                    ..c
                },
                alpha,
                alpha + 1,
                same,
            );
            if s > alpha && !self.aborted {
                self.child(c, alpha, alpha + 1, same)
            } else {
                s
            }
        } else {
            self.child(c, alpha, alpha + 1, same)
        };
        if s > alpha && s < beta && !self.aborted {
            self.child(c, alpha, beta, same)
        } else {
            s
        }
    }

    /// A quiet decision refuted the opponent: remember it at this ply and in the history.
    fn reward(&mut self, d: Decision, side: usize, depth: i32, ply: usize) {
        let (from, to) = match d {
            Decision::Place(t) => (49, t.index()),
            Decision::Move(f, t) => (f.index(), t.index()),
            _ => return,
        };
        let m = encode(d);
        if ply < MAX_PLY && self.eng.killers[ply][0] != m {
            self.eng.killers[ply][1] = self.eng.killers[ply][0];
            self.eng.killers[ply][0] = m;
        }
        let h = &mut self.eng.history[side][from][to];
        *h += depth * depth;
        if *h > HISTORY_CAP {
            for row in self.eng.history.iter_mut().flatten().flatten() {
                *row /= 2;
            }
        }
    }
}

/// Whether the oracle proves that `pos` holds at least `floor` (1 a win, 0 a draw) for `us`:
/// after the other side's decision, by its bounds (at best `-floor` for it); where `us` still
/// owes a removal (a mill closed in the placement), by some removal (up to `owed` removals
/// deep).
fn proved_at_least(
    oracle: &dyn super::Oracle,
    pos: &Position,
    us: Color,
    owed: u8,
    floor: i8,
) -> bool {
    if let Some(o) = pos.outcome() {
        let got = match o.winner {
            Some(w) if w == us => 1,
            Some(_) => -1,
            None => 0,
        };
        return got >= floor;
    }
    if pos.side_to_move() != us {
        return oracle
            .outcome_bounds(pos)
            .is_some_and(|(_, best)| best <= -floor);
    }
    if oracle
        .outcome_bounds(pos)
        .is_some_and(|(worst, _)| worst >= floor)
    {
        return true;
    }
    if owed == 0 || pos.owed() == 0 {
        return false;
    }
    let list = MoveList::of(pos);
    list.d[..list.n].iter().any(|&d| {
        pos.play(d)
            .is_ok_and(|c| proved_at_least(oracle, &c, us, owed - 1, floor))
    })
}

/// Whether the oracle proves that `pos` is lost for `us`: after the other side's decision,
/// by its bounds (a win at worst for it); where `us` still owes a removal (a mill closed in
/// the placement), by every removal (up to `owed` removals deep).
fn proved_lost(oracle: &dyn super::Oracle, pos: &Position, us: Color, owed: u8) -> bool {
    if pos.side_to_move() != us {
        return oracle
            .outcome_bounds(pos)
            .is_some_and(|(worst, _)| worst > 0);
    }
    if let Some((_, best)) = oracle.outcome_bounds(pos) {
        return best < 0;
    }
    if owed == 0 || pos.owed() == 0 {
        return false;
    }
    let list = MoveList::of(pos);
    list.n > 0
        && list.d[..list.n].iter().all(|&d| {
            pos.play(d)
                .is_ok_and(|c| proved_lost(oracle, &c, us, owed - 1))
        })
}

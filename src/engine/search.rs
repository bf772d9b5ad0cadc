//! The search: iterative deepening, principal variation search, the table, move ordering.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use super::eval::{STANDARD_MILLS, evaluate};
use super::tt::{Bound, Table, decode, encode};
use super::zobrist::{self, KeyRules};
use super::{CONTEMPT, Config, Exact, Level, Limits, SharedOracle, Thought, Value};
use crate::rules::{Bitboard, BoardKind, Color, Decision, Lines, Outcome, Position, Rules};

/// A win at the root in `n` turns scores `MATE - n`; a loss, `-(MATE - n)`.
const MATE: i32 = 30_000;
/// Scores beyond this are exact wins or losses (no game lasts 1000 turns in a search).
const MATE_BOUND: i32 = 29_000;
const INF: i32 = 32_000;
const MAX_PLY: usize = 160;
/// More than any position's legal decisions: flying with 4 stones to 20 points is 80.
const MAX_MOVES: usize = 128;
/// Checks the clock and the stop flag every this many nodes.
const CHECK_EVERY: u64 = 1024;
const HISTORY_CAP: i32 = 100_000;
/// How many decisions of a list are picked and played at a time two moves or more from the
/// leaves (see `node`).
const AHEAD: usize = 4;

/// The computer player: the table and the ordering heuristics live from one search to the
/// next (a new game with other rules clears them).
pub struct Engine {
    cfg: Config,
    tt: Table,
    oracle: Option<SharedOracle>,
    rng: u64,
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

#[derive(Clone, Copy, Debug)]
struct RootMove {
    d: Decision,
    score: i32,
    /// Whether `score` is the value at this depth (not just a bound below the window).
    exact: bool,
}

struct MoveList {
    d: [Decision; MAX_MOVES],
    /// The ordering score of each decision, times 256, plus 255 less its place in the list:
    /// the largest key is the best score, the first in the list among equals.
    k: [i32; MAX_MOVES],
    n: usize,
}

impl MoveList {
    #[inline(always)]
    const fn empty() -> MoveList {
        MoveList {
            d: [Decision::Pass; MAX_MOVES],
            k: [0; MAX_MOVES],
            n: 0,
        }
    }

    #[inline(always)]
    fn of(pos: &Position) -> MoveList {
        let mut l = MoveList::empty();
        pos.for_each_legal(|d| {
            if l.n < MAX_MOVES {
                l.d[l.n] = d;
                l.n += 1;
            }
        });
        l
    }

    /// Fills the list with the legal decisions of `pos`.
    #[inline(always)]
    fn fill(&mut self, pos: &Position) {
        self.n = 0;
        pos.for_each_legal(|d| {
            if self.n < MAX_MOVES {
                self.d[self.n] = d;
                self.n += 1;
            }
        });
    }

    /// Gives decision `j` its ordering score.
    #[inline(always)]
    fn score(&mut self, j: usize, score: i32) {
        // Ordering scores stay within ±2^23 (at most about 2.1 million: see `order`).
        self.k[j] = score.clamp(-(1 << 23), (1 << 23) - 1) << 8 | (255 - j as i32);
    }

    /// Brings the best-scored remaining decision to `i` and returns it: the first in the list
    /// among equals. (A selection: the decisions after `i` are found in the order a plain
    /// search for the first maximum and a swap would leave them.)
    #[inline]
    fn pick(&mut self, i: usize) -> Decision {
        if i >= self.n {
            return self.d[i.min(MAX_MOVES - 1)];
        }
        // A plain fold, which the compiler turns into vector code.
        let top = self.k[i..self.n].iter().fold(i32::MIN, |m, &x| m.max(x));
        let b = 255 - (top & 255) as usize;
        let was = self.k[i];
        self.d.swap(i, b);
        self.k[i] = (top & !255) | (255 - i as i32);
        self.k[b] = (was & !255) | (255 - b as i32);
        self.d[i]
    }
}

/// One search: the engine, the stop flag, the clock and the counters.
struct Searcher<'a> {
    eng: &'a mut Engine,
    stop: &'a AtomicBool,
    deadline: Option<Instant>,
    /// The node budget: the search stops once it has visited this many positions.
    budget: Option<u64>,
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
        Engine {
            cfg,
            tt: Table::new(cfg.table_mib),
            oracle: None,
            rng: cfg.seed ^ 0x6A09_E667_F3BC_C908,
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
        let rules = *pos.rules();
        if self.rules != Some(rules) {
            if self.rules.is_some() {
                self.tt.clear();
            }
            self.rules = Some(rules);
            self.kr = KeyRules::new(&rules);
            *self.history = [[[0; 49]; 50]; 2];
        }
        self.tt.age();
        *self.killers = [[0; 2]; MAX_PLY];
        for row in self.history.iter_mut().flatten().flatten() {
            *row /= 8;
        }
        let mut list = MoveList::of(pos);
        if list.n == 0 {
            return None;
        }
        let close = Close::of(pos);
        for i in 0..list.n {
            let v = order(&self.history, &self.killers, pos, list.d[i], 0, close, true);
            list.score(i, v);
        }
        let mut moves: Vec<RootMove> = (0..list.n)
            .map(|i| {
                let d = list.pick(i);
                RootMove {
                    d,
                    score: -INF,
                    exact: false,
                }
            })
            .collect();
        let margin = if self.cfg.level.noise() > 0 {
            self.cfg.level.noise()
        } else if pos.in_hand(pos.side_to_move()) > 0 {
            self.cfg.opening_variety.max(0)
        } else {
            0
        };
        let max_depth = limits.depth.unwrap_or(64).clamp(1, 64) as i32;
        let deadline = limits.time.map(|t| start + t);
        let soft = limits.time.map(|t| t.mul_f64(0.45));
        let soft_nodes = limits.nodes.map(|n| n / 100 * 45);
        let repeats = allowed_repeats(&rules);
        let prior: Vec<u64> = before
            .iter()
            .filter(|p| can_repeat(p) && stones_on(p) == stones_on(pos))
            .map(|p| zobrist::repetition(zobrist::stones(p), p))
            .collect();
        let mut s = Searcher {
            eng: self,
            stop,
            deadline,
            budget: limits.nodes,
            nodes: 0,
            aborted: false,
            repeats,
            buckets: Box::new([0; BUCKETS]),
            prior,
            path: Vec::new(),
            stones: stones_on(pos),
            root: pos.side_to_move(),
        };
        for i in 0..s.prior.len() {
            s.buckets[bucket(s.prior[i])] += 1;
        }
        let mut done: Option<(Vec<RootMove>, i32)> = None;
        for depth in 1..=max_depth {
            s.root(pos, depth, &mut moves, margin);
            if s.aborted {
                break;
            }
            moves.sort_by_key(|m| std::cmp::Reverse(if m.exact { m.score } else { -INF }));
            let best = moves[0].score;
            done = Some((moves.clone(), depth));
            let turn = s.eng.turn_from_table(pos, moves[0].d);
            progress(&Thought {
                turn,
                value: value_of(best),
                depth: depth as u8,
                nodes: s.nodes,
                time: start.elapsed(),
            });
            if best.abs() > MATE_BOUND && depth > 2 * (MATE - best.abs()) {
                break;
            }
            if moves.len() == 1 && depth >= 2 {
                break;
            }
            if soft.is_some_and(|t| start.elapsed() >= t)
                || soft_nodes.is_some_and(|n| s.nodes >= n)
            {
                break;
            }
        }
        let nodes = s.nodes;
        let (done, depth) = done.unwrap_or((moves, 0));
        let chosen = self.choose(&done, margin);
        let turn = self.complete_turn(pos, chosen.d);
        Some(Thought {
            turn,
            value: if chosen.exact {
                value_of(chosen.score)
            } else {
                Value::Score(evaluate(pos))
            },
            depth: depth as u8,
            nodes,
            time: start.elapsed(),
        })
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
            let mut s = Searcher {
                eng: self,
                stop: &never,
                deadline: None,
                budget: None,
                nodes: 0,
                aborted: false,
                repeats: 0,
                prior: Vec::new(),
                path: Vec::new(),
                buckets: Box::new([0; BUCKETS]),
                stones: 0,
                root: p.side_to_move(),
            };
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

/// How promising a decision looks before searching it: mills, blocks, then (away from the
/// leaves, where it pays) killers and history.
#[inline(always)]
fn order(
    history: &[[[i32; 49]; 50]; 2],
    killers: &[[u16; 2]; MAX_PLY],
    pos: &Position,
    d: Decision,
    ply: usize,
    close: Close,
    deep: bool,
) -> i32 {
    let side = pos.side_to_move();
    let g = pos.geometry();
    match d {
        Decision::Remove(p) => {
            let b = p.bit().0;
            let mut s = 0;
            if close.theirs_twos & b != 0 || close.theirs & g.adjacent(p).0 != 0 {
                s += 300;
            }
            // A stone that blocks two of ours: taking it opens a mill to close.
            let own = pos.stones(side).0;
            for &i in g.mills_at(p) {
                let m = g.mill(i).0;
                if (own & m).count_ones() == 2 {
                    s += 200;
                }
            }
            s + 10 * (g.adjacent(p).0 & pos.empty().0).count_ones() as i32
        }
        Decision::Place(to) | Decision::Move(_, to) => {
            let t = to.bit().0;
            let mut s = 0;
            if close.ours & t != 0 {
                let from_bit = match d {
                    Decision::Move(f, _) => f.bit().0,
                    _ => 0,
                };
                let own = pos.stones(side).0;
                if g.mills_closed_at(Bitboard((own & !from_bit) | t), to) != 0 {
                    s += 1_000_000;
                }
            }
            if close.theirs & t != 0 {
                s += 500_000;
            }
            if deep {
                let from = match d {
                    Decision::Move(f, _) => f.index(),
                    _ => 49,
                };
                s += history[side.index()][from][to.index()];
                if ply < MAX_PLY {
                    let m = encode(d);
                    if killers[ply][0] == m {
                        s += 400_000;
                    } else if killers[ply][1] == m {
                        s += 300_000;
                    }
                }
            }
            s
        }
        Decision::Decline | Decision::Pass => 0,
    }
}

/// Where each side could close a mill (the empty third point of two in a line), and the
/// opponent's stones that stand in such twos.
#[derive(Clone, Copy, Default)]
struct Close {
    ours: u64,
    theirs: u64,
    theirs_twos: u64,
}

impl Close {
    #[inline(always)]
    fn of(pos: &Position) -> Close {
        // The standard board on its own, so that its steps are constants there.
        match pos.rules().board {
            BoardKind::Standard => Close::by(pos, STANDARD_MILLS),
            other => Close::by(pos, other.geometry().mill_groups()),
        }
    }

    /// A group of mills with the same step at a time (see `eval::mills`).
    #[inline(always)]
    fn by(pos: &Position, groups: &[Lines]) -> Close {
        let side = pos.side_to_move();
        let own = pos.stones(side).0;
        let opp = pos.stones(side.other()).0;
        let empty = pos.empty().0;
        let mut c = Close::default();
        each_group!(groups, l => {
            let (s, starts) = (l.step as u32, l.starts);
            let part = |x: u64| [x & starts, x >> s & starts, x >> (2 * s) & starts];
            let ([a0, a1, a2], [b0, b1, b2], [e0, e1, e2]) = (part(own), part(opp), part(empty));
            // Two stones of a side and the third point empty: that point closes the mill.
            c.ours |= a1 & a2 & e0 | (a0 & a2 & e1) << s | (a0 & a1 & e2) << (2 * s);
            let [t0, t1, t2] = [b1 & b2 & e0, b0 & b2 & e1, b0 & b1 & e2];
            c.theirs |= t0 | t1 << s | t2 << (2 * s);
            let theirs = t0 | t1 | t2;
            c.theirs_twos |= (theirs | theirs << s | theirs << (2 * s)) & opp;
        });
        c
    }
}

/// Whether a decision from the table can be played here, cheaply (the key matched, so it
/// almost always can; the rare doubtful cases ask the rules).
#[inline]
fn plausible(pos: &Position, d: Decision) -> bool {
    let s = pos.side_to_move();
    let rules = pos.rules();
    if pos.broken_mills(s) != 0 {
        return pos.is_legal(d);
    }
    let empty = pos.empty();
    let holding = pos.in_hand(s) > 0;
    match d {
        Decision::Place(p) => pos.owed() == 0 && holding && empty.contains(p),
        Decision::Move(a, b) => {
            pos.owed() == 0
                && (!holding || rules.move_in_placement)
                && pos.stones(s).contains(a)
                && empty.contains(b)
                && (pos.may_fly(s) || pos.geometry().adjacent(a).contains(b))
        }
        Decision::Remove(p) => pos.owed() > 0 && pos.removable().contains(p),
        Decision::Decline => pos.owed() > 0 && rules.optional_removal,
        Decision::Pass => pos.is_legal(d),
    }
}

impl Searcher<'_> {
    #[inline]
    fn check(&mut self) {
        if self.stop.load(Ordering::Relaxed)
            || self.deadline.is_some_and(|d| Instant::now() >= d)
            || self.budget.is_some_and(|b| self.nodes >= b)
        {
            self.aborted = true;
        }
    }

    /// Searches every root decision at `depth`, giving each its score; with a margin, every
    /// decision within it of the best gets an exact score (for the random choice).
    fn root(&mut self, pos: &Position, depth: i32, moves: &mut [RootMove], margin: i32) {
        let side = pos.side_to_move();
        let skey = zobrist::stones(pos);
        let track = self.repeats > 0 && can_repeat(pos);
        if track {
            self.enter(zobrist::repetition(skey, pos));
        }
        let mut best = -INF;
        for (i, rm) in moves.iter_mut().enumerate() {
            let child = pos.play_unchecked(rm.d);
            let ckey = skey ^ zobrist::delta(rm.d, side);
            let same = child.side_to_move() == side;
            let cd = if rm.d.is_removal() { depth } else { depth - 1 };
            let k = if same { 0 } else { 1 };
            let (score, exact) = if i == 0 {
                (self.child(&child, ckey, cd, -INF, INF, same, k, 1), true)
            } else {
                let a = (best - margin).max(-INF + 1);
                let s = self.child(&child, ckey, cd, a, a + 1, same, k, 1);
                if s > a && !self.aborted {
                    let s = self.child(&child, ckey, cd, a, INF, same, k, 1);
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
    }

    #[inline]
    #[allow(clippy::too_many_arguments)]
    fn child(
        &mut self,
        c: &Position,
        key: u64,
        depth: i32,
        alpha: i32,
        beta: i32,
        same: bool,
        k: i32,
        ply: usize,
    ) -> i32 {
        if same {
            self.search(c, key, depth, alpha, beta, k, ply)
        } else {
            -self.search(c, key, depth, -beta, -alpha, k, ply)
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn search(
        &mut self,
        pos: &Position,
        skey: u64,
        depth: i32,
        alpha: i32,
        beta: i32,
        k: i32,
        ply: usize,
    ) -> i32 {
        // Under the rule every position is looked at. Without it a leaf keeps its evaluation:
        // most positions are leaves, and the positions above them find the shuffles.
        let leaf = depth <= 0 && pos.owed() == 0;
        if self.repeats == 0 || (self.repeats == 1 && leaf) || !can_repeat(pos) {
            return self.node(pos, skey, depth, alpha, beta, k, ply);
        }
        let rk = zobrist::repetition(skey, pos);
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
                    return exact_score(x, k);
                }
                return if pos.side_to_move() == self.root {
                    -CONTEMPT
                } else {
                    CONTEMPT
                };
            }
        }
        self.enter(rk);
        let v = self.node(pos, skey, depth, alpha, beta, k, ply);
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

    #[allow(clippy::too_many_arguments)]
    fn node(
        &mut self,
        pos: &Position,
        skey: u64,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        k: i32,
        ply: usize,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes.is_multiple_of(CHECK_EVERY) {
            self.check();
        }
        if self.aborted {
            return 0;
        }
        if let Some(o) = pos.outcome() {
            return terminal(o, pos, k);
        }
        if let Some(x) = self.eng.oracle.as_ref().and_then(|o| o.exact(pos)) {
            return exact_score(x, k);
        }
        if (depth <= 0 && pos.owed() == 0) || ply >= MAX_PLY - 1 {
            return evaluate(pos);
        }
        let key = skey ^ zobrist::state(pos, self.eng.kr);
        let mut tt_move = 0;
        if let Some(e) = self.eng.tt.probe(key) {
            tt_move = e.mv;
            if e.depth as i32 >= depth {
                let s = from_table(e.score, k);
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if cut {
                    return s;
                }
            }
        }
        let side = pos.side_to_move();
        let orig_alpha = alpha;
        let mut best = -INF;
        let mut best_mv = 0u16;
        // The table's decision first, before generating the others: it often refutes alone.
        let first = decode(tt_move).filter(|&d| plausible(pos, d));
        let mut i = 0;
        let mut generated = false;
        // Two moves or more from the leaves, the list's decisions from `batch` on are played.
        let (mut batch, mut batched) = (0, 0);
        loop {
            let (d, child) = if i == 0
                && let Some(d) = first
            {
                (d, pos.play_unchecked(d))
            } else {
                if !generated {
                    generated = true;
                    let eng = &mut *self.eng;
                    let list = &mut eng.stack[ply];
                    list.fill(pos);
                    if let Some(j) = (0..list.n).find(|&j| Some(list.d[j]) == first) {
                        list.n -= 1;
                        list.d.swap(j, list.n);
                    }
                    let close = Close::of(pos);
                    let deep = depth >= 2;
                    for j in 0..list.n {
                        let v = order(&eng.history, &eng.killers, pos, list.d[j], ply, close, deep);
                        list.score(j, v);
                    }
                }
                let j = if first.is_some() { i - 1 } else { i };
                let eng = &mut *self.eng;
                let list = &mut eng.stack[ply];
                if j >= list.n {
                    break;
                }
                if depth < 2 {
                    let d = list.pick(j);
                    (d, pos.play_unchecked(d))
                } else {
                    if j == batch + batched {
                        // The list's order is fixed once it is scored, so the next few
                        // decisions are known now: they are played, and their children's table
                        // slots read together, so that the waits for memory overlap and each
                        // child finds its slot in the cache.
                        batch = j;
                        batched = (list.n - j).min(AHEAD);
                        let ahead = &mut eng.ahead[ply];
                        for (t, c) in ahead[..batched].iter_mut().enumerate() {
                            *c = pos.play_unchecked(list.pick(j + t));
                        }
                        for (t, c) in ahead[..batched].iter().enumerate() {
                            let key = skey ^ zobrist::delta(list.d[j + t], side);
                            eng.tt.touch(key ^ zobrist::state(c, eng.kr));
                        }
                    }
                    (list.d[j], eng.ahead[ply][j - batch])
                }
            };
            let ckey = skey ^ zobrist::delta(d, side);
            let same = child.side_to_move() == side;
            let cd = if d.is_removal() { depth } else { depth - 1 };
            let ck = if same { k } else { k + 1 };
            let score = if i == 0 {
                self.child(&child, ckey, cd, alpha, beta, same, ck, ply + 1)
            } else {
                let s = self.child(&child, ckey, cd, alpha, alpha + 1, same, ck, ply + 1);
                if s > alpha && s < beta && !self.aborted {
                    self.child(&child, ckey, cd, alpha, beta, same, ck, ply + 1)
                } else {
                    s
                }
            };
            if self.aborted {
                return 0;
            }
            i += 1;
            if score > best {
                best = score;
                best_mv = encode(d);
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        self.reward(d, side.index(), depth, ply);
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
        self.eng.tt.store(
            key,
            to_table(best, k),
            best_mv,
            depth.clamp(0, 127) as i8,
            bound,
        );
        best
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Point;

    /// The plain selection the keys stand for: the first maximum of what is left, swapped in.
    fn plain_order(scores: &[i32]) -> Vec<usize> {
        let mut s: Vec<(i32, usize)> = scores.iter().copied().zip(0..).collect();
        for i in 0..s.len() {
            let mut b = i;
            for j in i + 1..s.len() {
                if s[j].0 > s[b].0 {
                    b = j;
                }
            }
            s.swap(i, b);
        }
        s.into_iter().map(|(_, i)| i).collect()
    }

    /// Where each side could close a mill, a mill at a time.
    fn plain_close(pos: &Position) -> (u64, u64, u64) {
        let side = pos.side_to_move();
        let own = pos.stones(side).0;
        let opp = pos.stones(side.other()).0;
        let (mut ours, mut theirs, mut twos) = (0, 0, 0);
        for &m in pos.geometry().mills() {
            let (a, b) = ((own & m).count_ones(), (opp & m).count_ones());
            if a == 2 && b == 0 {
                ours |= m & !own;
            }
            if b == 2 && a == 0 {
                theirs |= m & !opp;
                twos |= m & opp;
            }
        }
        (ours, theirs, twos)
    }

    #[test]
    fn the_points_that_close_a_mill_are_those_a_plain_count_finds_on_every_board() {
        use crate::rules::Variant;
        let mut seed = 0x9876_5432_u64;
        let mut checked = 0;
        for v in Variant::ALL {
            for _ in 0..30 {
                let mut pos = Position::new(v.rules());
                while pos.outcome().is_none() {
                    let c = Close::of(&pos);
                    assert_eq!(
                        (c.ours, c.theirs, c.theirs_twos),
                        plain_close(&pos),
                        "{}",
                        pos.fen()
                    );
                    checked += 1;
                    let list = MoveList::of(&pos);
                    seed = seed
                        .wrapping_mul(6_364_136_223_846_793_005)
                        .wrapping_add(1_442_695_040_888_963_407);
                    pos = pos.play_unchecked(list.d[(seed >> 33) as usize % list.n]);
                }
            }
        }
        assert!(checked > 1000, "{checked}");
    }

    #[test]
    fn decisions_are_picked_as_a_plain_selection_picks_them_ties_included() {
        let mut seed = 7u64;
        for n in [1usize, 2, 3, 5, 17, 64, 128] {
            for _ in 0..50 {
                let mut list = MoveList::empty();
                list.n = n;
                let mut scores = Vec::new();
                for j in 0..n {
                    seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                    // Few distinct values, so that ties are common; some as large as `order`'s.
                    let v = [0, 10, 300, 500_000, 1_400_000, 2_100_000][(seed >> 40) as usize % 6];
                    list.d[j] = Decision::Place(Point::from_index(j as u8));
                    list.score(j, v);
                    scores.push(v);
                }
                let picked: Vec<usize> = (0..n)
                    .map(|i| match list.pick(i) {
                        Decision::Place(p) => p.index(),
                        _ => usize::MAX,
                    })
                    .collect();
                assert_eq!(picked, plain_order(&scores), "{scores:?}");
            }
        }
    }
}

//! Analysis at the table: the exact value of the position, what each decision leads to, and
//! the decisions of the game that threw a result away, from the solved classes of
//! [`crate::solve`]. Solving runs on a worker (see [`super::workers`]) that reports its
//! progress as messages; when it is done nothing is left running.

use crate::words::ColorWords;
use std::collections::{BTreeMap, BTreeSet};

use crate::rules::{Color, Decision, Position, Rules};
use crate::solve::review::{self, History, Judgement, Kind, Mark};
use crate::solve::{self, TableFiles, Tablebase, Unknown, Value};
use std::sync::Arc;

pub use crate::store::tags::{ANALYSIS_TAG, HINTS_TAG, Help};

/// The glyph of what a decision leads to, for the player making it: `▲` it keeps (or takes)
/// the quickest win, `△` a slower win, `◆` it draws, `▼` it loses (ASCII `^`, `w`, `=`, `v`).
pub fn glyph(kind: Kind, ascii: bool) -> char {
    match (kind, ascii) {
        (Kind::Win, false) => '▲',
        (Kind::SlowWin, false) => '△',
        (Kind::SlowWin, true) => 'w',
        (Kind::Draw, false) => '◆',
        (Kind::Loss, false) => '▼',
        (Kind::Win, true) => '^',
        (Kind::Draw, true) => '=',
        (Kind::Loss, true) => 'v',
    }
}

/// A solving job under way.
#[derive(Debug)]
struct Job {
    id: u64,
    /// The class being solved and how far, once the worker has said.
    at: Option<((u8, u8), f32)>,
    /// Whether the whole game (placement included) is being solved.
    whole: bool,
    /// The positions with stones in hand being searched.
    placing: Vec<PosKey>,
}

/// A position as the analysis tells positions apart: stones, hands, side, removals owed.
type PosKey = (u64, u64, [u8; 2], Color, u8);

/// The most nodes the panel's worker searches over the placement for one position and its
/// decisions (about two seconds here): beyond, it says "not proved".
pub const PANEL_NODES: u64 = 300_000;

/// What the solving worker sends back.
pub enum Report {
    /// How far it is: the class being solved ((0, 0) for the positions with pieces in hand),
    /// and the fraction done.
    Progress {
        /// The job.
        id: u64,
        /// The class.
        class: (u8, u8),
        /// 0 to 1.
        done: f32,
    },
    /// The job is done: the solved classes, and the classes that could not be solved, why.
    Done {
        /// The job.
        id: u64,
        /// What is solved now.
        tables: Box<Tablebase>,
        /// Classes that failed, and why.
        failed: Vec<((u8, u8), String)>,
        /// Why the whole game could not be solved, if it was asked for and failed.
        whole_failed: Option<String>,
        /// The positions with stones in hand the search over the placement did not prove,
        /// and why.
        not_proved: Vec<(PosKey, Unknown)>,
    },
}

impl std::fmt::Debug for Report {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Report::Progress { id, class, done } => {
                write!(f, "Progress({id}, {class:?}, {done})")
            }
            Report::Done { id, failed, .. } => write!(f, "Done({id}, failed {failed:?})"),
        }
    }
}

/// A solving job, as plain values: what the worker needs.
pub struct Solve {
    /// The job: reports of older ones are dropped.
    pub id: u64,
    /// The rules solved.
    pub rules: Rules,
    /// The classes to solve or read.
    pub wanted: Vec<(u8, u8)>,
    /// The whole game too (small boards).
    pub whole: bool,
    /// Where solved classes are kept, if anywhere.
    pub files: Option<Arc<dyn TableFiles>>,
    /// Positions with stones in hand to prove by the search over the placement (boards not
    /// solved whole), each with the classes it leads to that are too large for the panel's
    /// search (only the start's proof can settle those).
    pub placing: Vec<(Position, Vec<(u8, u8)>)>,
    /// What the search over the placement proved in earlier jobs.
    pub proof: solve::prove::Prover,
    /// The tables at hand, handed over when a large class is read: the job keeps what it
    /// still needs of them and forgets the rest before reading, rather than the panel holding
    /// them beside the new ones until those arrive (two large sets at once).
    pub have: Option<Box<Tablebase>>,
}

impl std::fmt::Debug for Solve {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Solve")
            .field("id", &self.id)
            .field("wanted", &self.wanted)
            .field("whole", &self.whole)
            .field("placing", &self.placing.len())
            .field("have", &self.have.is_some())
            .finish()
    }
}

/// Runs `job`, sending its reports through `send`: a report a percent, so that the queue is
/// not flooded and the panel moves.
pub fn run(job: Solve, send: &mut dyn FnMut(Report)) {
    let Solve {
        id,
        rules,
        wanted,
        whole,
        files,
        placing,
        proof,
        have,
    } = job;
    let mut tb = match have {
        Some(mut have) if have.rules() == &rules => {
            // And the large classes the placement's positions lead to, read mapped (tens of MB
            // of the worker's own): read again at every turn otherwise.
            let mut keep = wanted.clone();
            for (_, large) in &placing {
                keep.extend(large);
            }
            have.keep_for(&keep);
            have.with_cache(files)
        }
        _ => Tablebase::new(rules).with_cache(files),
    }
    .with_proof(proof);
    // The start's proof (`morris solve --start`): the placement's positions it settles are
    // known without a search (read once, then kept with the tables).
    if !tb.has_kept_proof() && !placing.is_empty() {
        tb.read_kept_proof();
    }
    let mut last = ((0, 0), -1);
    let mut progress = |class: (u8, u8), done: f32| {
        let pct = (done * 100.0) as i32;
        if (class, pct) != last {
            last = (class, pct);
            send(Report::Progress { id, class, done });
        }
    };
    let mut whole_failed = None;
    if whole && let Err(e) = tb.solve_whole(&mut progress) {
        whole_failed = Some(e.to_string());
    }
    let mut failed = Vec::new();
    for (a, b) in wanted {
        if let Err(e) = tb.solve(a, b, &mut progress) {
            failed.push(((a, b), e.to_string()));
        }
    }
    let mut not_proved = Vec::new();
    for (pos, large) in placing {
        progress((0, 0), 0.0);
        if tb.evaluate(&pos).is_ok() {
            // Settled by the start's proof.
            continue;
        }
        // The large classes are read too where the cache has them all (mapped, with their
        // kept indexes: a second or two for all of them): the search then values the
        // position as `eval` does, where before only the start's proof could.
        let in_cache = |tb: &Tablebase, &(a, b): &(u8, u8)| {
            tb.is_solved(a, b) || (tb.can_have(a, b) && tb.can_have(b, a))
        };
        if !large.iter().all(|c| in_cache(&tb, c)) {
            not_proved.push((pos.repetition_key(), Unknown::NotProved(large)));
            continue;
        }
        let most = if large.is_empty() {
            solve::MOST_POSITIONS
        } else {
            u64::MAX
        };
        let missing = tb.ready_for(&pos, 8, most);
        if !missing.is_empty() {
            // Not worth the panel's time: the search would mostly hit classes it lacks.
            not_proved.push((pos.repetition_key(), Unknown::NotProved(missing)));
            continue;
        }
        let budget = solve::prove::Budget::nodes(PANEL_NODES);
        if let Err(e) = tb.prove(&pos, budget, true) {
            not_proved.push((pos.repetition_key(), e));
        }
    }
    send(Report::Done {
        id,
        tables: Box::new(tb),
        failed,
        whole_failed,
        not_proved,
    });
}

/// The most positions (with its mirror) a class may have to be wanted for every position of
/// the game's log: those up to 6v4 and 5v5, 0.28·10⁹ positions together (about 0.35 GB read).
/// A larger one (6v5 and up, 0.14 to 1.05·10⁹ positions each) is wanted only for the position
/// on the board, so that a long game does not hold every large class it went through.
const LOG_MOST: u64 = 100_000_000;

/// Analysis for one game's rules: on or off, what is solved, and the solving under way.
pub struct Analysis {
    /// Shown or not (the `v` key).
    pub on: bool,
    tables: Tablebase,
    /// Every class asked for in this game, solved at each job (those solved before come
    /// from the cache in milliseconds).
    wanted: BTreeSet<(u8, u8)>,
    /// The class of the position on the board, when it has more than [`LOG_MOST`] positions
    /// (read from where `morris solve --all` left it: up to gigabytes): of those, only this
    /// one is wanted for the game's positions, not every one its log went through.
    large_now: Option<(u8, u8)>,
    /// The whole game is wanted (small boards).
    whole: bool,
    failed: BTreeMap<(u8, u8), String>,
    whole_failed: Option<String>,
    job: Option<Job>,
    /// Positions with stones in hand wanted, for the search over the placement, each with
    /// the classes it leads to that are too large for it.
    placing: Vec<(Position, Vec<(u8, u8)>)>,
    /// Those it could not prove, and why.
    not_proved: std::collections::HashMap<PosKey, Unknown>,
    next_id: u64,
    /// Where solved classes are kept (the user's cache folder), if anywhere.
    cache: Option<Arc<dyn TableFiles>>,
}

impl std::fmt::Debug for Analysis {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Analysis")
            .field("on", &self.on)
            .field("solved", &self.tables.solved())
            .field("job", &self.job)
            .finish()
    }
}

impl Analysis {
    /// Analysis for `rules`, off, nothing solved.
    pub fn new(rules: Rules) -> Analysis {
        Analysis {
            on: false,
            tables: Tablebase::new(rules),
            wanted: BTreeSet::new(),
            large_now: None,
            whole: false,
            failed: BTreeMap::new(),
            whole_failed: None,
            job: None,
            placing: Vec::new(),
            not_proved: std::collections::HashMap::new(),
            next_id: 1,
            cache: None,
        }
    }

    /// Where solved classes are kept, if anywhere.
    pub fn cache(&self) -> Option<Arc<dyn TableFiles>> {
        self.cache.clone()
    }

    /// Keeps solved classes in `files` (the user's cache folder; `None`, the default:
    /// nowhere).
    pub fn set_cache(&mut self, files: Option<Arc<dyn TableFiles>>) {
        self.cache = files;
    }

    /// Goes on counting its jobs after `before`'s (analysis of the game left for another), so
    /// that a late report of that game's solving is never taken for one of this.
    pub fn follow(&mut self, before: &Analysis) {
        self.next_id = self.next_id.max(before.next_id);
    }

    /// The rules analysed.
    pub fn rules(&self) -> &Rules {
        self.tables.rules()
    }

    /// Starts again for other rules (a resumed game); a job under way is forgotten.
    pub fn set_rules(&mut self, rules: Rules) {
        if self.rules() != &rules {
            let on = self.on;
            *self = Analysis {
                next_id: self.next_id,
                cache: self.cache.take(),
                ..Analysis::new(rules)
            };
            self.on = on;
        }
    }

    /// The solved classes.
    pub fn tables(&self) -> &Tablebase {
        &self.tables
    }

    /// Takes solved tables from elsewhere (tests, or a tablebase at hand), if for these rules.
    pub fn set_tables(&mut self, tables: Tablebase) {
        if tables.rules() == self.rules() {
            self.tables = tables;
        }
    }

    /// Whether a worker is solving.
    pub fn solving(&self) -> bool {
        self.job.is_some()
    }

    /// Notes the classes `positions` need, and the whole game on the small boards; true if
    /// something is wanted that is not solved (and not known to fail).
    pub fn want(&mut self, positions: impl IntoIterator<Item = Position>) -> bool {
        if solve::solvable(self.rules()).is_err() {
            return false;
        }
        if self.tables.can_solve_whole().is_ok() {
            self.whole = true;
        }
        let positions: Vec<Position> = positions.into_iter().collect();
        let last = positions.len().saturating_sub(1);
        let mut large_now = None;
        for (i, pos) in positions.into_iter().enumerate() {
            let s = pos.side_to_move();
            let (hs, ho) = (pos.in_hand(s), pos.in_hand(s.other()));
            if pos.outcome().is_none() && (hs > 0 || ho > 0) {
                self.want_placing(pos);
                continue;
            }
            if pos.outcome().is_some() {
                continue;
            }
            let (a, b) = (pos.on_board(s), pos.on_board(s.other()));
            // A removal owed: the value is that of the positions after it, the other side's
            // to move with a stone fewer (the panel said "not solved yet: 6 v 9" of such a
            // position in review, 9 v 7 read and 6 v 9 never asked for).
            let owed = pos.owed();
            let (a, b) = if owed > 0 && b >= owed + 3 {
                (b - owed, a)
            } else {
                (a, b)
            };
            if !self.can_have(a, b) {
                continue;
            }
            if self.tables.size(a, b) + self.tables.size(b, a) <= LOG_MOST {
                self.wanted.insert((a, b));
            } else if i == last {
                // A large class only for the position on the board: reading the class of
                // every position of the log would hold them all at once (docs/analysis.md).
                large_now = Some((a, b));
            }
        }
        if self.large_now != large_now {
            if let Some(old) = self.large_now.take() {
                self.wanted.remove(&old);
            }
            if let Some(now) = large_now {
                self.wanted.insert(now);
            }
            self.large_now = large_now;
        }
        self.missing()
    }

    /// Notes a position with stones in hand for the search over the placement, on a board not
    /// solved whole, unless it is known or was tried.
    fn want_placing(&mut self, pos: Position) {
        let key = pos.repetition_key();
        let searched = self.tables.can_solve_whole().is_err()
            && !pos.rules().move_in_placement
            && self.tables.evaluate(&pos).is_err()
            && !self.not_proved.contains_key(&key)
            && !self.placing.iter().any(|(p, _)| p.repetition_key() == key)
            && !self.job.as_ref().is_some_and(|j| j.placing.contains(&key));
        if !searched {
            return;
        }
        // The search only where every class the placement can lead to can be had (solved here,
        // small, or small in the cache); else only the start's proof can settle it.
        let missing: Vec<(u8, u8)> = solve::prove::classes_ahead(&pos)
            .into_iter()
            .filter(|&(a, b)| {
                let small =
                    self.tables.size(a, b) + self.tables.size(b, a) <= solve::MOST_POSITIONS;
                let have = |x: u8, y: u8| self.tables.is_solved(x, y) || self.can_have(x, y);
                !(a + b <= 8 || (small && have(a, b) && have(b, a)))
            })
            .collect();
        // Where the cache has them all (`morris solve --all`), the worker reads them and
        // searches; else the position is said not proved at once, and where the start's proof
        // is kept the worker asks it (it may settle the position).
        if !missing
            .iter()
            .all(|&(a, b)| self.can_have(a, b) && self.can_have(b, a))
        {
            self.not_proved
                .insert(key, Unknown::NotProved(missing.clone()));
            let key = self.tables.key();
            if !self.cache.as_ref().is_some_and(|f| f.has_proof(&key)) {
                return;
            }
        }
        self.placing.push((pos, missing));
    }

    fn missing(&self) -> bool {
        let whole = self.whole && !self.tables.is_whole() && self.whole_failed.is_none();
        whole
            || !self.placing.is_empty()
            || self
                .wanted
                .iter()
                .any(|&(a, b)| !self.tables.is_solved(a, b) && !self.failed.contains_key(&(a, b)))
    }

    /// Whether class (a, b) can be had: solved here (small enough), or read from the cache
    /// folder where `morris solve --all` left it with its mirror.
    fn can_have(&self, a: u8, b: u8) -> bool {
        self.tables.can_solve(a, b)
            || self.cache.as_ref().is_some_and(|f| {
                let key = self.tables.key();
                f.has(&key, a, b) && f.has(&key, b, a)
            })
    }

    /// Whether the class of `pos` (moving phase) is not at hand but in the cache folder, where
    /// reading it takes milliseconds.
    pub fn cached(&self, pos: &Position) -> Option<(u8, u8)> {
        let s = pos.side_to_move();
        if pos.outcome().is_some() || pos.in_hand(s) > 0 || pos.in_hand(s.other()) > 0 {
            return None;
        }
        let (a, b) = (pos.on_board(s), pos.on_board(s.other()));
        let files = self.cache.as_ref()?;
        let key = self.tables.key();
        let on_disk = [(a, b), (b, a)].iter().all(|&(x, y)| files.has(&key, x, y));
        let fresh = !self.tables.is_solved(a, b) && !self.failed.contains_key(&(a, b));
        (on_disk && fresh && self.can_have(a, b)).then_some((a, b))
    }

    /// Asks for class (a, b), to be read or solved by the next worker.
    pub fn want_class(&mut self, a: u8, b: u8) {
        if self.can_have(a, b) {
            self.wanted.insert((a, b));
        }
    }

    /// A job that solves (or reads from the cache) every class wanted, for a worker to run,
    /// unless one runs already or nothing is missing. Its reports come back as [`Report`]s.
    pub fn start(&mut self) -> Option<Solve> {
        if self.job.is_some() || !self.missing() {
            return None;
        }
        let id = self.next_id;
        self.next_id += 1;
        let wanted: Vec<(u8, u8)> = self
            .wanted
            .iter()
            .copied()
            .filter(|c| !self.failed.contains_key(c))
            .collect();
        let whole = self.whole && self.whole_failed.is_none();
        let placing = std::mem::take(&mut self.placing);
        let proof = self.tables.proof();
        // Reading a large class: the tables at hand go with the job (docs/analysis.md).
        let rules = *self.rules();
        let have = self
            .large_now
            .filter(|&(a, b)| !self.tables.is_solved(a, b) && wanted.contains(&(a, b)))
            .map(|_| Box::new(std::mem::replace(&mut self.tables, Tablebase::new(rules))));
        self.job = Some(Job {
            id,
            at: None,
            whole,
            placing: placing.iter().map(|(p, _)| p.repetition_key()).collect(),
        });
        Some(Solve {
            id,
            rules: *self.rules(),
            wanted,
            whole,
            files: self.cache.clone(),
            placing,
            proof,
            have,
        })
    }

    /// A report from the worker.
    pub fn receive(&mut self, report: Report) {
        match report {
            Report::Progress { id, class, done } => {
                if let Some(job) = self.job.as_mut().filter(|j| j.id == id) {
                    job.at = Some((class, done));
                }
            }
            Report::Done {
                id,
                tables,
                failed,
                whole_failed,
                not_proved,
            } => {
                if self.job.as_ref().is_some_and(|j| j.id == id) {
                    self.job = None;
                }
                if tables.rules() != self.rules() {
                    return;
                }
                self.failed.extend(failed);
                self.not_proved.extend(not_proved);
                if whole_failed.is_some() {
                    self.whole_failed = whole_failed;
                }
                // Every job solves all that was wanted before it: it covers what is at hand.
                self.tables = *tables;
            }
        }
    }

    /// The value of `pos` for the side to move in its game (`history`), or why there is none.
    pub fn value(&self, pos: &Position, history: &History) -> Result<Value, Unknown> {
        review::value(&self.tables, pos, history)
    }

    /// What decision `d` leads to, for the player making it, if known: a win by the quickest
    /// distance of `pos` (its value), or a slower one, a draw, a loss.
    pub fn kind(&self, pos: &Position, d: Decision, history: &History) -> Option<Kind> {
        let v = review::after(&self.tables, pos, d, history).ok()?;
        let quickest = match self.value(pos, history) {
            Ok(Value::Win(q)) => Some(q),
            _ => None,
        };
        Some(Kind::of(v, quickest))
    }

    /// A best turn in `pos`, from the solved classes: a best decision, and the best removals
    /// after it while the turn goes on; with the value.
    pub fn best_turn(&self, pos: &Position, history: &History) -> Option<(Vec<Decision>, Value)> {
        let (v, ds) = review::best(&self.tables, pos, history).ok()?;
        let mut turn = vec![*ds.first()?];
        let mut at = pos.play_unchecked(turn[0]);
        while at.outcome().is_none() && at.side_to_move() == pos.side_to_move() && turn.len() < 8 {
            let Some(d) = review::best(&self.tables, &at, history)
                .ok()
                .and_then(|(_, ds)| ds.first().copied())
            else {
                break;
            };
            turn.push(d);
            at = at.play_unchecked(d);
        }
        Some((turn, v))
    }

    /// The judgement of decision `d` in `pos`, with the best alternative.
    pub fn judge(&self, pos: &Position, d: Decision, history: &History) -> Option<Judgement> {
        review::judge(&self.tables, pos, d, history, true).ok()
    }

    /// The `?` and `??` of the decisions of `game` played so far.
    pub fn marks(&self, game: &crate::rules::Game) -> Vec<Option<Mark>> {
        review::marks(&self.tables, game)
    }

    /// Why the search over the placement did not prove the position of `key`.
    fn line_not_proved(&self, key: &PosKey) -> String {
        match self.not_proved.get(key) {
            Some(Unknown::NotProved(missing)) => self.not_proved_line(missing),
            Some(Unknown::Rules(why)) => crate::t!("board-analysis-rules", why = why),
            _ => self.not_proved_line(&[]),
        }
    }

    /// The analysis line of the panel for `pos`, `None` when off or the game is over:
    /// `White wins in 7 turns`, `Draw`, `solving 4 v 3… 40%`, `too many stones to solve
    /// here: 6 v 5`, `not solved with pieces in hand on this board`, `not solved under these
    /// rules: no re-forming`.
    pub fn line(&self, pos: &Position, history: &History, ascii: bool) -> Option<String> {
        // A finished game has a value (lost in 0, a draw), but the panel says the result.
        if !self.on || pos.outcome().is_some() {
            return None;
        }
        if let Err(why) = solve::solvable(pos.rules()) {
            return Some(crate::t!(
                "board-analysis-rules",
                why = short_reason(pos.rules(), &why)
            ));
        }
        let side = pos.side_to_move();
        let e = match self.value(pos, history) {
            Ok(v) => return Some(describe(v, side)),
            Err(Unknown::Over) => return None,
            Err(e) => e,
        };
        let dots = if ascii { "..." } else { "…" };
        // Searched, or waiting for the worker to search it (the last job still at work). Said
        // not proved at once (classes it cannot have), it stays so while the worker asks the
        // start's proof.
        let key = pos.repetition_key();
        if e == Unknown::Placement
            && !self.not_proved.contains_key(&key)
            && (self.job.as_ref().is_some_and(|j| j.placing.contains(&key))
                || self.placing.iter().any(|(p, _)| p.repetition_key() == key))
        {
            return Some(crate::t!("board-searching-placement", dots = dots));
        }
        if let Some(job) = &self.job {
            let needed = match &e {
                Unknown::NotSolved(a, b) => self.wanted.contains(&(*a, *b)),
                Unknown::Placement => job.whole,
                _ => false,
            };
            if needed
                && let Unknown::NotSolved(a, b) = e
                && !self.tables.can_solve(a, b)
            {
                // Too large to solve here, it is wanted because the cache has it: the worker
                // reads it (9 v 9: seconds), and solving is not what it does.
                return Some(crate::t!(
                    "board-reading-class",
                    what = crate::t!("board-class", a = a, b = b),
                    dots = dots
                ));
            }
            if needed {
                // The whole game goes through every class, then the placements.
                let whole = job.whole && e == Unknown::Placement;
                return Some(match job.at {
                    Some(((0, 0), _)) if whole => {
                        crate::t!("board-solving-whole-placements", dots = dots)
                    }
                    Some(((0, 0), _)) => crate::t!("board-solving-placements", dots = dots),
                    Some(((a, b), f)) => {
                        let (stones, done) = (format!("{a} v {b}"), (f * 100.0) as u32);
                        if whole {
                            crate::t!(
                                "board-solving-whole",
                                what = stones,
                                dots = dots,
                                done = done
                            )
                        } else {
                            crate::t!(
                                "board-solving-class",
                                what = stones,
                                dots = dots,
                                done = done
                            )
                        }
                    }
                    None => crate::t!("board-solving", dots = dots),
                });
            }
        }
        // A value that will not come says why; "not yet" only where one will.
        Some(match e {
            Unknown::NotSolved(a, b) => match self.failed.get(&(a, b)) {
                Some(why) => why.clone(),
                None if !self.can_have(a, b) => {
                    crate::t!(
                        "board-analysis-too-many",
                        what = crate::t!("board-class", a = a, b = b)
                    )
                }
                None => {
                    crate::t!(
                        "board-analysis-not-yet",
                        what = crate::t!("board-class", a = a, b = b)
                    )
                }
            },
            Unknown::Placement if self.not_proved.contains_key(&pos.repetition_key()) => {
                return Some(self.line_not_proved(&pos.repetition_key()));
            }
            Unknown::Placement => match &self.whole_failed {
                Some(why) if self.whole => why.clone(),
                _ if self.whole => crate::t!("board-analysis-not-yet-hand"),
                _ => crate::t!("board-analysis-no-hand"),
            },
            Unknown::Rules(why) => crate::t!("board-analysis-rules", why = why),
            Unknown::NotProved(missing) => self.not_proved_line(&missing),
            Unknown::Over => return None,
        })
    }
}

impl Analysis {
    /// Why a position with stones in hand has no value: the search ran out of its budget,
    /// needs classes that are not solved (named), or needs classes that are solved, in the
    /// cache, but could not be read (named: it was said they were not
    /// solved, with every class of the game in the cache).
    fn not_proved_line(&self, missing: &[(u8, u8)]) -> String {
        if missing.is_empty() {
            return crate::t!("board-analysis-not-proved");
        }
        let not_solved: Vec<(u8, u8)> = missing
            .iter()
            .copied()
            .filter(|&(a, b)| !(self.can_have(a, b) && self.can_have(b, a)))
            .collect();
        if not_solved.is_empty() {
            crate::t!(
                "board-analysis-not-proved-large",
                what = class_names(missing)
            )
        } else {
            crate::t!(
                "board-analysis-not-proved-missing",
                what = class_names(&not_solved)
            )
        }
    }
}

/// The first few classes of `classes`, the largest first (those the game comes to first,
/// 9 v 9 from the start: the smallest were named, whatever the position), named: the list
/// down to 4 v 5 would fill the panel.
fn class_names(classes: &[(u8, u8)]) -> String {
    let mut largest = classes.to_vec();
    largest.sort_by_key(|&(a, b)| std::cmp::Reverse((a + b, a.max(b), a)));
    let mut names: Vec<String> = largest
        .iter()
        .take(3)
        .map(|&(a, b)| crate::t!("board-class", a = a, b = b))
        .collect();
    if classes.len() > 3 {
        names.push("…".into());
    }
    names.join(", ")
}

/// The reason a rule set cannot be solved, in a few words for the panel.
fn short_reason(rules: &Rules, why: &str) -> String {
    if rules.no_reform {
        crate::t!("board-analysis-no-reform")
    } else {
        why.to_string()
    }
}

/// The player a value is for, in a line, in the language in force: `White wins in 7 turns
/// (White's 4th)`, `Black has won`, `Draw` (`morris eval` keeps [`Value::describe`]'s
/// English).
pub fn describe(v: Value, side: Color) -> String {
    let (winner, d) = match v {
        Value::Draw => return crate::t!("board-value-draw"),
        Value::Win(0) => return crate::t!("board-value-won", who = side.shown()),
        Value::Loss(0) => return crate::t!("board-value-won", who = side.other().shown()),
        Value::Win(d) => (side, d),
        Value::Loss(d) => (side.other(), d),
    };
    // The side to move has turns 1, 3, 5…, the other 2, 4, 6….
    let own = if winner == side { d.div_ceil(2) } else { d / 2 }.max(1);
    let ordinal = match crate::lang::current() {
        crate::lang::Lang::En => crate::solve::ordinal(own),
        _ => own.to_string(),
    };
    crate::t!(
        "board-value-wins-in",
        who = winner.shown(),
        n = d,
        own = ordinal
    )
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::rules::Variant;

    /// A cache that says every class is there (all `want` looks at) and holds none.
    struct Everything;

    impl TableFiles for Everything {
        fn read(&self, _: &str, _: u8, _: u8) -> Result<Option<Vec<u8>>, String> {
            Ok(None)
        }
        fn has(&self, _: &str, _: u8, _: u8) -> bool {
            true
        }
        fn write(&self, _: &str, _: u8, _: u8, _: &[u8]) -> Result<(), String> {
            Ok(())
        }
    }

    /// A game that went from 7v7 to 7v6: the log's small classes are all wanted, of its large
    /// ones only the class on the board (reading each one the log went through would hold
    /// them all at once).
    #[test]
    fn of_the_large_classes_only_the_one_on_the_board_is_wanted() {
        let rules = Variant::Nine.rules();
        let mut analysis = Analysis::new(rules);
        analysis.set_cache(Some(Arc::new(Everything)));
        let fen = |f: &str| crate::rules::parse_fen(f, rules).unwrap();
        let log = [
            fen("OOO*****/@@@*****/******** w m s 3 0 3 0 0 0 0 0 0 0 0 0 1"),
            fen("OOOO@@@*/OO@@@O**/@******* w m s 7 0 7 0 0 0 0 0 0 0 0 0 1"),
            fen("OOOO@@@*/OO@@@O**/******** w m s 7 0 6 0 0 0 0 0 0 0 0 0 1"),
        ];
        assert!(analysis.want(log));
        assert_eq!(analysis.wanted, BTreeSet::from([(3, 3), (7, 6)]));
        // The job reading 7v6 takes the tables at hand along, to keep what it needs of them.
        let job = analysis.start().unwrap();
        assert_eq!(job.wanted, vec![(3, 3), (7, 6)]);
        assert!(job.have.is_some());
        analysis.receive(Report::Done {
            id: job.id,
            tables: Box::new(Tablebase::new(rules)),
            failed: Vec::new(),
            whole_failed: None,
            not_proved: Vec::new(),
        });
        // The game goes on into 7v7 again (as after an undo): 7v6 is no longer wanted.
        assert!(analysis.want(log[..2].to_vec()));
        assert_eq!(analysis.wanted, BTreeSet::from([(3, 3), (7, 7)]));
        // Small classes stay wanted whatever the position on the board.
        assert!(analysis.want(log[..1].to_vec()));
        assert_eq!(analysis.wanted, BTreeSet::from([(3, 3)]));
        // A job of small classes only leaves the tables at hand where they are.
        analysis.job = None;
        assert!(analysis.start().unwrap().have.is_none());
    }

    /// 9 v 9 with every class in the cache: while the worker reads it (seconds), the panel
    /// says it reads it from the cache. It said `solving…`, though nothing was solved.
    #[test]
    fn a_large_class_from_the_cache_is_said_to_be_read_not_solved() {
        let rules = Variant::Nine.rules();
        let mut analysis = Analysis::new(rules);
        analysis.on = true;
        analysis.set_cache(Some(Arc::new(Everything)));
        let fen = "O@O@O@O@/@O@O@O@O/O@****** w m s 9 0 9 0 0 0 0 0 0 0 0 0 1";
        let pos = crate::rules::parse_fen(fen, rules).unwrap();
        assert!(analysis.want([pos]));
        assert!(analysis.start().is_some());
        let line = analysis.line(&pos, &History::default(), false);
        assert_eq!(line.as_deref(), Some("reading 9 v 9 from the cache…"));
    }

    /// Black has closed a mill in 9 v 7 and owes a removal: its value is that of 6 v 9, White
    /// to move, and that class is read (9 v 7 alone gave no value: "not solved yet: 6 v 9").
    #[test]
    fn a_removal_owed_wants_the_class_after_it() {
        let rules = Variant::Nine.rules();
        let mut analysis = Analysis::new(rules);
        analysis.on = true;
        analysis.set_cache(Some(Arc::new(Everything)));
        let owed = owed_nine_v_seven();
        assert_eq!(owed.owed(), 1);
        assert!(analysis.want([owed]));
        assert_eq!(analysis.wanted, BTreeSet::from([(6, 9)]));
        assert!(analysis.start().is_some());
        let line = analysis.line(&owed, &History::default(), false);
        assert_eq!(line.as_deref(), Some("reading 6 v 9 from the cache…"));
    }

    /// 9 v 7, Black to remove a white stone after closing a7-d7-g7.
    fn owed_nine_v_seven() -> Position {
        let stones = |names: &[&str]| {
            let mut b = crate::rules::Bitboard(0);
            for n in names {
                b.0 |= n.parse::<crate::rules::Point>().unwrap().bit().0;
            }
            b
        };
        crate::rules::Diagram {
            stones: [
                stones(&["a1", "g1", "b2", "f2", "c3", "e3", "b4"]),
                stones(&["a7", "d7", "g7", "b6", "f6", "c5", "e5", "d2", "f4"]),
            ],
            hand: [0, 0],
            side: crate::rules::Color::Black,
            owed: 1,
        }
        .position(&Variant::Nine.rules())
        .unwrap()
    }

    /// The placement of the standard game, every class of it in the cache: the panel's search
    /// reads them (mapped, a second or two) and searches, as `eval` does. It said they were
    /// too large for its search, and before that that they were not solved.
    #[test]
    fn classes_in_the_cache_are_searched_by_the_panel_and_not_said_unsolved() {
        let rules = Variant::Nine.rules();
        let start = crate::rules::Game::new(rules).position();
        let mut analysis = Analysis::new(rules);
        analysis.on = true;
        analysis.set_cache(Some(Arc::new(Everything)));
        analysis.want([start]);
        let line = analysis.line(&start, &History::default(), false).unwrap();
        assert_eq!(line, "searching the placement…");
        let job = analysis.start().unwrap();
        assert_eq!(job.placing.len(), 1);
        // This cache says it has them and gives none: that is what is said then.
        let mut reports = Vec::new();
        run(job, &mut |r| reports.push(r));
        for r in reports {
            analysis.receive(r);
        }
        let line = analysis.line(&start, &History::default(), false).unwrap();
        assert_eq!(
            line,
            "not proved with pieces in hand: the classes the placement leads to \
             (9 v 9, 9 v 8, 9 v 7, …) are in the cache, but could not be read"
        );
        // Without them in the cache, they are not solved: said as before.
        let mut analysis = Analysis::new(rules);
        analysis.on = true;
        analysis.want([start]);
        let line = analysis.line(&start, &History::default(), false).unwrap();
        assert_eq!(
            line,
            "not proved with pieces in hand: the search needs classes not solved \
             (9 v 9, 9 v 8, 9 v 7, …)"
        );
    }
}

//! The computer at the table: its level and time, the search under way and what it is for,
//! and its turn while it is being shown. The search itself runs on a worker (see
//! [`super::workers`]): the app asks for it with an effect and hears back through
//! [`Report`]s, so that the screen stays responsive and idle costs nothing when it is not
//! thinking.

use std::collections::VecDeque;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::engine::{Engine, Level, Limits, SharedOracle, Thought, Value};
use crate::rules::{Color, Decision, Position};
use crate::solve::{TableFiles, Tablebase};

/// A turn written as the log and the records write it: its decisions run together
/// (`e4-f4xb6`); the hint wrote `e4-f4 xb6`, the command line's tokens, beside the log's.
pub fn turn_text(turn: &[Decision]) -> String {
    turn.iter().map(|d| d.to_string()).collect()
}

/// How long each decision of the computer's turn stays alone on the board before the next.
pub const PACE: Duration = Duration::from_millis(700);

/// A search given less time than this (or a level's depth alone) does not read a large solved
/// class itself: see [`run`].
pub const READ_LARGE_WITHIN: Duration = Duration::from_secs(60);

/// The least time a turn on the clock must have for the computer to use the exact endgames.
const EXACT_ON_CLOCK: Duration = Duration::from_secs(1);

/// The computer's settings from the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The level of a side named `computer`.
    pub level: Level,
    /// How long the strongest level thinks (the others stop at their depth or node budget).
    pub think: Duration,
    /// The seed of the computer's random choices.
    pub seed: u64,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup {
            level: Level::DEFAULT,
            think: Duration::from_secs(3),
            seed: 0,
        }
    }
}

/// What a search is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The computer's own turn, for this side.
    Play(Color),
    /// A hint for the player to move.
    Hint,
    /// The computer, playing this side, weighs a draw offered by the other.
    Draw(Color),
}

/// A search to run: everything the worker needs, as plain values.
#[derive(Clone)]
pub struct Search {
    /// Which search this is: answers of older ones are dropped.
    pub id: u64,
    /// The position searched.
    pub pos: Position,
    /// The positions before it, for repetition.
    pub before: Vec<Position>,
    /// The level it plays at (its noise).
    pub level: Level,
    /// When to stop.
    pub limits: Limits,
    /// Whether it uses the exact endgames.
    pub exact: bool,
    /// The seed of the engine's random choices.
    pub seed: u64,
    /// Where solved classes are kept, if anywhere.
    pub files: Option<Arc<dyn TableFiles>>,
}

impl std::fmt::Debug for Search {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Search")
            .field("id", &self.id)
            .field("level", &self.level)
            .field("limits", &self.limits)
            .finish()
    }
}

/// What the worker sends back.
#[derive(Debug)]
pub enum Report {
    /// A depth is done: the best turn so far.
    Progress {
        /// The search.
        id: u64,
        /// The turn, tokens separated by spaces.
        line: String,
        /// Its value.
        value: Value,
        /// The depth done.
        depth: u8,
    },
    /// The search ended (its limit, or stopped): the best turn, if the game was not over.
    Done {
        /// The search.
        id: u64,
        /// What it found.
        thought: Option<Thought>,
    },
}

/// A search under way.
#[derive(Debug)]
pub struct Job {
    /// Which search this is.
    pub id: u64,
    /// What it is for.
    pub purpose: Purpose,
    /// The best turn so far and its value, once a depth is done.
    pub best: Option<(String, Value, u8)>,
    /// The position searched: an answer for another one is dropped.
    pub at: Position,
    /// The player asked it to play what it has (its answer is wanted, not dropped).
    pub now: bool,
}

/// The computer at the table: the search under way, its turn not shown yet, whether the
/// player stopped it.
pub struct Computer {
    /// The command line's settings.
    pub setup: Setup,
    /// The search under way.
    job: Option<Job>,
    /// Decisions of the computer's turn not shown yet.
    turn: VecDeque<Decision>,
    /// Stopped by the player: it does not start again until handed the move.
    held: bool,
    next_id: u64,
    files: Option<Arc<dyn TableFiles>>,
}

impl std::fmt::Debug for Computer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Computer")
            .field("setup", &self.setup)
            .field("job", &self.job)
            .field("turn", &self.turn)
            .field("held", &self.held)
            .finish()
    }
}

impl Computer {
    /// A computer with these settings, not thinking; solved classes kept in `files`.
    pub fn new(setup: Setup, files: Option<Arc<dyn TableFiles>>) -> Computer {
        Computer {
            setup,
            job: None,
            turn: VecDeque::new(),
            held: false,
            next_id: 1,
            files,
        }
    }

    /// Goes on counting its searches after `before`'s (the computer of the game left for
    /// another), so that a late report of a search of that game is never taken for one of this.
    pub fn follow(&mut self, before: &Computer) {
        self.next_id = self.next_id.max(before.next_id);
    }

    /// The search under way.
    pub fn job(&self) -> Option<&Job> {
        self.job.as_ref()
    }

    /// Whether the computer is searching or showing its turn.
    pub fn busy(&self) -> bool {
        self.job.is_some() || !self.turn.is_empty()
    }

    /// Whether the player stopped it.
    pub fn held(&self) -> bool {
        self.held
    }

    /// Stops it (or lets it play on).
    pub fn hold(&mut self, held: bool) {
        self.held = held;
    }

    /// Whether its turn is being shown, a decision a beat.
    pub fn showing(&self) -> bool {
        !self.turn.is_empty()
    }

    /// The next decision of its turn to show.
    pub fn next_decision(&mut self) -> Option<Decision> {
        self.turn.pop_front()
    }

    /// Forgets the rest of its turn.
    pub fn drop_turn(&mut self) {
        self.turn.clear();
    }

    /// A search of `pos` (reached after `before`) for `purpose` at `level`, within the time
    /// `on_clock` leaves (the time left and the increment) where the game is played on the
    /// clock: noted as under way, and handed back for a worker to run.
    pub fn start(
        &mut self,
        pos: Position,
        before: Vec<Position>,
        level: Level,
        purpose: Purpose,
        on_clock: Option<(Duration, Duration)>,
    ) -> Search {
        let id = self.next_id;
        self.next_id += 1;
        self.job = Some(Job {
            id,
            purpose,
            best: None,
            at: pos,
            now: false,
        });
        let think = self.setup.think;
        let limits = match purpose {
            Purpose::Play(_) => {
                let l = level.limits(think);
                match on_clock {
                    Some((left, inc)) => crate::engine::on_clock(l, left, inc, before.len()),
                    None => l,
                }
            }
            // A hint is the strongest opinion the time allows, at most a second or two.
            Purpose::Hint => Level::MAX.limits(think.min(Duration::from_secs(2))),
            // A draw is weighed as the level plays, within a second.
            Purpose::Draw(_) => {
                let l = level.limits(think);
                let second = Duration::from_secs(1);
                Limits {
                    time: Some(l.time.map_or(second, |t| t.min(second))),
                    ..l
                }
            }
        };
        // On the clock, a turn of less than a second leaves the exact endgames out: a class
        // not solved yet takes a second or two to solve (many more on a loaded machine), and
        // the solving is not the search's to stop. The computer lost on time that way.
        let short = on_clock.is_some() && limits.time.is_some_and(|t| t < EXACT_ON_CLOCK);
        let (level, exact) = match purpose {
            // The exact endgames are for the strong: levels 6 and up, and hints.
            Purpose::Play(_) | Purpose::Draw(_) => (level, level.uses_endgames() && !short),
            Purpose::Hint => (Level::MAX, true),
        };
        Search {
            id,
            pos,
            before,
            level,
            limits,
            exact,
            seed: self.setup.seed,
            files: self.files.clone(),
        }
    }

    /// The seed of the computer's random choices (the training draws its points from it too).
    pub fn seed(&self) -> u64 {
        self.setup.seed
    }

    /// Stops the search under way, if any (its answer will be dropped), and forgets the
    /// decisions not shown: the id for the worker to stop.
    pub fn stop(&mut self) -> Option<u64> {
        self.turn.clear();
        self.job.take().map(|j| j.id)
    }

    /// Asks the search under way to play what it has found so far: the id for the worker to
    /// stop; its answer is kept.
    pub fn now(&mut self) -> Option<u64> {
        let job = self.job.as_mut()?;
        job.now = true;
        Some(job.id)
    }

    /// A report from the worker. Returns the finished thought if it answers the search under
    /// way (and what it was for, and the position it searched).
    pub fn receive(&mut self, report: Report) -> Option<(Purpose, Position, Thought)> {
        match report {
            Report::Progress {
                id,
                line,
                value,
                depth,
            } => {
                if let Some(job) = self.job.as_mut().filter(|j| j.id == id) {
                    job.best = Some((line, value, depth));
                }
                None
            }
            Report::Done { id, thought } => {
                let job = self.job.take_if(|j| j.id == id)?;
                Some((job.purpose, job.at, thought?))
            }
        }
    }

    /// Shows `turn` a decision a beat.
    pub fn play(&mut self, turn: &[Decision]) {
        self.turn = turn.iter().copied().collect();
    }
}

/// Runs `search` on `engine`, with the solved classes at hand in `tables` (kept for the next
/// search), sending its reports through `send`; stops early when `stop` is set.
pub fn run(
    search: &Search,
    engine: &mut Engine,
    tables: &mut Option<Arc<Tablebase>>,
    stop: &AtomicBool,
    send: &mut dyn FnMut(Report),
) {
    // A large solved class (9v9: about 8 s) is not read on a turn's few seconds: the reader
    // beside the game brings it (see `workers::Threads`), and this search does without.
    let short = search.limits.time.is_none_or(|t| t < READ_LARGE_WITHIN);
    let oracle = if search.exact
        && short
        && crate::solve::reads_large(
            search.files.as_ref(),
            tables.as_deref(),
            &search.pos,
            7,
            true,
        ) {
        tables.clone().map(|t| t as SharedOracle)
    } else if search.exact {
        // The engine lets go of the last tables first: new ones replace them in place rather
        // than being read beside them (see `tables_for_search`).
        engine.set_oracle(None);
        *tables = endgame_tables(search.files.as_ref(), tables.take(), &search.pos);
        tables.clone().map(|t| t as SharedOracle)
    } else {
        None
    };
    engine.set_level(search.level);
    engine.set_oracle(oracle);
    let id = search.id;
    let mut progress = |t: &Thought| {
        send(Report::Progress {
            id,
            line: turn_text(&t.turn),
            value: t.value,
            depth: t.depth,
        });
    };
    let thought = engine.think(
        &search.pos,
        &search.before,
        search.limits,
        stop,
        &mut progress,
    );
    send(Report::Done { id, thought });
}

/// The solved classes for a search from `pos`: see [`crate::solve::tables_for_search`]; a
/// class of 7 stones or fewer is solved here the first time (a second or two, then cached).
pub fn endgame_tables(
    files: Option<&Arc<dyn TableFiles>>,
    have: Option<Arc<Tablebase>>,
    pos: &Position,
) -> Option<Arc<Tablebase>> {
    crate::solve::tables_for_search(files, have, pos, 7, true)
}

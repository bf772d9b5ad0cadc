//! The computer at the table: which sides it plays, its level and time, and its search, which
//! runs on a worker thread and reports back through the loop's queue, so that the screen stays
//! responsive and idle costs nothing when it is not thinking.

use std::collections::VecDeque;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use crate::engine::{Config, Engine, Level, Limits, SharedOracle, Thought, Value};
use crate::rules::{Color, Decision, Position};
use crate::solve::{TableFiles, Tablebase};

/// How long each decision of the computer's turn stays alone on the board before the next.
pub const PACE: Duration = Duration::from_millis(700);

/// The name a computer side plays under: `morris level 7` (written in records).
pub fn name(level: Level) -> String {
    format!("morris level {level}")
}

/// The level a player's name stands for, if it names the computer: `computer` (at `default`)
/// or `morris level N`.
pub fn level_of(name: &str, default: Level) -> Option<Level> {
    let n = name.trim();
    if n.eq_ignore_ascii_case("computer") {
        return Some(default);
    }
    n.strip_prefix("morris level ")
        .and_then(|l| l.trim().parse().ok())
        .and_then(Level::new)
}

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

/// A search under way.
#[derive(Debug)]
pub struct Job {
    /// Which search this is: answers of older ones are dropped.
    pub id: u64,
    /// Set to stop it.
    pub stop: Arc<AtomicBool>,
    /// What it is for.
    pub purpose: Purpose,
    /// The best turn so far and its value, once a depth is done.
    pub best: Option<(String, Value, u8)>,
    /// The position searched: an answer for another one is dropped.
    pub at: Position,
}

/// The computer player of a game.
pub struct Computer {
    /// The command line's settings.
    pub setup: Setup,
    /// The engine, lent to the worker thread while it thinks.
    engine: Option<Engine>,
    /// The search under way.
    pub job: Option<Job>,
    /// Decisions of the computer's turn not shown yet.
    pub pending: VecDeque<Decision>,
    /// Stopped by the player: it does not start again until handed the move.
    pub held: bool,
    /// The engine is with a worker that has not answered yet.
    lent: bool,
    /// The solved endgame classes the engine uses, with the engine when it is lent.
    tables: Option<Arc<Tablebase>>,
    /// Where solved classes are kept (the user's cache folder), if anywhere.
    files: Option<Arc<dyn TableFiles>>,
    next_id: u64,
}

impl std::fmt::Debug for Computer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Computer")
            .field("setup", &self.setup)
            .field("job", &self.job)
            .field("pending", &self.pending)
            .field("held", &self.held)
            .finish()
    }
}

impl Computer {
    /// Keeps (and reads) the solved classes the computer uses in `files`.
    pub fn set_cache(&mut self, files: Option<Arc<dyn TableFiles>>) {
        self.files = files;
    }

    /// Where the computer keeps the solved classes, if anywhere.
    pub fn cache(&self) -> Option<Arc<dyn TableFiles>> {
        self.files.clone()
    }

    /// A computer with these settings, not thinking.
    pub fn new(setup: Setup) -> Computer {
        Computer {
            setup,
            engine: None,
            job: None,
            pending: VecDeque::new(),
            held: false,
            lent: false,
            files: None,
            tables: None,
            next_id: 1,
        }
    }

    /// Stops the search under way, if any, and forgets the decisions not shown.
    pub fn stop(&mut self) {
        if let Some(job) = self.job.take() {
            job.stop.store(true, Ordering::Relaxed);
        }
        self.pending.clear();
    }

    /// Starts a search of `pos` (reached after `before`) at `level` on a worker thread; its
    /// reports come back through `send` as closures for the app. False if the engine is
    /// still with an earlier search that has not answered.
    pub fn start(
        &mut self,
        pos: Position,
        before: Vec<Position>,
        level: Level,
        purpose: Purpose,
        send: impl Fn(Report) -> bool + Send + 'static,
    ) -> bool {
        if self.job.is_some() || self.lent {
            return false;
        }
        let seed = self.setup.seed;
        let mut engine = self
            .engine
            .take()
            .unwrap_or_else(|| Engine::new(Config::for_level(Level::MAX, seed)));
        self.lent = true;
        let id = self.next_id;
        self.next_id += 1;
        let stop = Arc::new(AtomicBool::new(false));
        self.job = Some(Job {
            id,
            stop: Arc::clone(&stop),
            purpose,
            best: None,
            at: pos,
        });
        let limits = match purpose {
            Purpose::Play(_) => level.limits(self.setup.think),
            // A hint is the strongest opinion the time allows, at most a second or two.
            Purpose::Hint => Level::MAX.limits(self.setup.think.min(Duration::from_secs(2))),
            // A draw is weighed as the level plays, within a second.
            Purpose::Draw(_) => {
                let l = level.limits(self.setup.think);
                Limits {
                    time: Some(
                        l.time
                            .map_or(Duration::from_secs(1), |t| t.min(Duration::from_secs(1))),
                    ),
                    ..l
                }
            }
        };
        engine.set_level(match purpose {
            Purpose::Play(_) | Purpose::Draw(_) => level,
            Purpose::Hint => Level::MAX,
        });
        let mut tables = self.tables.take();
        let files = self.files.clone();
        // The exact endgames are for the strong: levels 6 and up, and hints.
        let exact = match purpose {
            Purpose::Play(_) | Purpose::Draw(_) => level.uses_endgames(),
            Purpose::Hint => true,
        };
        let spawned = std::thread::Builder::new()
            .name("morris-engine".into())
            .spawn(move || {
                let oracle = if exact {
                    tables = endgame_tables(files.as_ref(), tables.take(), &pos);
                    tables.clone().map(|t| t as SharedOracle)
                } else {
                    None
                };
                engine.set_oracle(oracle);
                let mut progress = |t: &Thought| {
                    let _ = send(Report::Progress {
                        id,
                        line: t.line(),
                        value: t.value,
                        depth: t.depth,
                    });
                };
                let thought = engine.think(&pos, &before, limits, &stop, &mut progress);
                let _ = send(Report::Done {
                    id,
                    engine: Box::new(engine),
                    tables,
                    thought,
                });
            });
        if spawned.is_err() {
            self.job = None;
            self.lent = false;
            return false;
        }
        true
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
            Report::Done {
                id,
                engine,
                tables,
                thought,
            } => {
                self.engine = Some(*engine);
                self.tables = tables;
                self.lent = false;
                let job = self.job.take_if(|j| j.id == id)?;
                Some((job.purpose, job.at, thought?))
            }
        }
    }
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

/// What the worker sends back.
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
    /// The search ended (its limit, or stopped); the engine comes home.
    Done {
        /// The search.
        id: u64,
        /// The engine, with its table.
        engine: Box<Engine>,
        /// The solved endgame classes.
        tables: Option<Arc<Tablebase>>,
        /// The best turn, if the game was not over.
        thought: Option<Thought>,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn computer_names_and_levels() {
        assert_eq!(name(Level::new(7).unwrap()), "morris level 7");
        assert_eq!(level_of("Computer", Level::DEFAULT), Some(Level::DEFAULT));
        assert_eq!(level_of("morris level 3", Level::DEFAULT), Level::new(3));
        assert_eq!(level_of("morris level 11", Level::DEFAULT), None);
        assert_eq!(level_of("Alice", Level::DEFAULT), None);
    }
}

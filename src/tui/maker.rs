//! Puzzles made on demand for the rules in force, when they are not a preset's own (issue 37):
//! on a worker, as solving is ([`super::analysis`]). A job reads the set kept for these rules
//! in the cache folder ([`crate::store::made`]) and checks every puzzle of it against the exact
//! values; where none is kept (and the player asked for one), or the one kept is damaged, it
//! solves the classes puzzles are made from, makes the set, weighs it by the engine's shallow
//! search, and keeps it. It reports its progress as messages, and stops when told.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::rules::Rules;
use crate::solve::puzzle::{self, Puzzle};
use crate::solve::{self, TableFiles, Tablebase};
use crate::t;

/// The seed every made set is drawn from: the same rules make the same set everywhere.
pub const SEED: u64 = 1;

/// How many puzzles a made set has, at most (the shipped sets have 40 or 60).
pub const COUNT: usize = 40;

/// A job, as plain values: what the worker needs.
#[derive(Clone)]
pub struct Make {
    /// The job: reports of older ones are dropped.
    pub id: u64,
    /// The rules the set is for.
    pub rules: Rules,
    /// Make a set where none is kept (else only read the one kept).
    pub make: bool,
    /// How many puzzles to make.
    pub count: usize,
    /// The cache folder, where the set is kept (filled in by the loop from its folders).
    pub cache: Option<PathBuf>,
    /// Where solved classes are kept, if anywhere.
    pub files: Option<Arc<dyn TableFiles>>,
}

impl std::fmt::Debug for Make {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Make")
            .field("id", &self.id)
            .field("make", &self.make)
            .field("count", &self.count)
            .finish()
    }
}

/// How far a job is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Stage {
    /// Reading the set kept, and the tables to check it by.
    Reading,
    /// Solving a class: the fraction done.
    Solving((u8, u8), f32),
    /// Drawing positions and keeping those with one answer.
    Drawing,
    /// Weighing puzzle `.0` of `.1` by the engine's shallow search.
    Rating(usize, usize),
}

/// A set read or made, and what the player should know of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Made {
    /// The puzzles (empty: none kept, and none asked for, or none found).
    pub set: Vec<Puzzle>,
    /// Made now (rather than read).
    pub made: bool,
    /// What the player should know (a damaged set refused, a set that could not be kept).
    pub notes: Vec<String>,
}

/// What the puzzle worker sends back.
#[derive(Debug)]
pub enum Report {
    /// How far it is.
    Progress {
        /// The job.
        id: u64,
        /// The stage.
        stage: Stage,
    },
    /// The job is done: the set, or why there is none (stopped: `None`).
    Done {
        /// The job.
        id: u64,
        /// The set, or why not (`None`: stopped).
        made: Result<Made, Option<String>>,
    },
}

/// The name the progress of the set made for `rules` is kept under.
pub fn set_name(rules: &Rules) -> String {
    format!("made:{}", solve::key(rules))
}

/// Why the puzzles kept in `text` are refused under the tables `tb`: a line that cannot be
/// read, a puzzle the exact values disagree with, or no puzzle at all.
fn check(text: &str, tb: &Tablebase) -> Result<Vec<Puzzle>, String> {
    let mut set = Vec::new();
    for p in crate::puzzles::parse(text, *tb.rules()) {
        let p = p.map_err(|(n, e)| t!("mk-bad-line", n = n, why = e.to_string()))?;
        p.check(tb)
            .map_err(|e| t!("mk-bad-puzzle", fen = p.position.fen(), why = e.to_string()))?;
        set.push(p);
    }
    if set.is_empty() {
        return Err(t!("mk-empty"));
    }
    Ok(set)
}

/// Runs `job`, sending its reports through `send`; `stop` ends it early (reported as
/// stopped) between two steps.
pub fn run(job: Make, stop: &AtomicBool, send: &mut dyn FnMut(Report)) {
    let id = job.id;
    let made = make(job, stop, &mut |stage| send(Report::Progress { id, stage }));
    send(Report::Done { id, made });
}

fn make(job: Make, stop: &AtomicBool, send: &mut dyn FnMut(Stage)) -> Result<Made, Option<String>> {
    let Make {
        rules,
        make,
        count,
        cache,
        files,
        ..
    } = job;
    solve::solvable(&rules).map_err(|why| Some(t!("mk-unsolvable", why = why.to_string())))?;
    let stopped = || stop.load(Ordering::Relaxed);
    let path = cache.map(|c| crate::store::made::path(&c, &solve::key(&rules)));
    send(Stage::Reading);
    let kept = match &path {
        Some(p) => crate::store::made::read(p),
        None => Ok(None),
    };
    let mut notes = Vec::new();
    if !make && matches!(kept, Ok(None)) {
        return Ok(Made {
            set: Vec::new(),
            made: false,
            notes,
        });
    }
    let mut tb = Tablebase::new(rules).with_cache(files);
    let mut last = ((0, 0), -1);
    for (a, b) in puzzle::classes(&rules) {
        if stopped() {
            return Err(None);
        }
        let mut progress = |class: (u8, u8), done: f32| {
            let pct = (done * 100.0) as i32;
            if (class, pct) != last {
                last = (class, pct);
                send(Stage::Solving(class, done));
            }
        };
        tb.solve(a, b, &mut progress)
            .map_err(|e| Some(t!("mk-unsolvable", why = e.to_string())))?;
    }
    let shown = |p: &PathBuf| crate::text::clean(&crate::store::display_path(p));
    match (&kept, &path) {
        (Ok(Some(text)), Some(p)) => match check(text, &tb) {
            Ok(set) => {
                return Ok(Made {
                    set,
                    made: false,
                    notes,
                });
            }
            Err(why) => notes.push(t!("mk-damaged", path = shown(p), why = why)),
        },
        (Err(why), Some(p)) => notes.push(t!("mk-damaged", path = shown(p), why = why.clone())),
        _ => {}
    }
    if stopped() {
        return Err(None);
    }
    send(Stage::Drawing);
    let mut set = puzzle::make(&tb, SEED, count);
    let n = set.len();
    for (i, p) in set.iter_mut().enumerate() {
        if stopped() {
            return Err(None);
        }
        send(Stage::Rating(i, n));
        crate::puzzles::rate(std::slice::from_mut(p));
    }
    if let Some(p) = &path
        && !set.is_empty()
    {
        let mut text = format!(
            "# morris puzzles --make --seed {SEED} --count {count}, for the rules {}\n\
             # fen | goal | turns | difficulty | answer | themes | line of best play\n",
            solve::key(&rules)
        );
        for q in &set {
            text.push_str(&q.to_line());
            text.push('\n');
        }
        if let Err(why) = crate::store::made::write(p, &text) {
            notes.push(t!("mk-not-kept", path = shown(p), why = why));
        }
    } else if path.is_none() && !set.is_empty() {
        notes.push(t!("mk-no-cache"));
    }
    Ok(Made {
        set,
        made: true,
        notes,
    })
}

//! Long work off the loop: the computer's searches and analysis's solving start behind the
//! small [`Workers`] trait. The game runs them on threads ([`Threads`]), whose reports come
//! back through the loop's queue as typed events; tests run them inline ([`Inline`]), when they
//! choose, with no thread and no waiting.

#[cfg(any(test, feature = "sim"))]
use std::collections::{HashSet, VecDeque};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use super::events::{Event, Sender};
use super::messages::Msg;
use super::{analysis, computer};
use crate::engine::{Config, Engine, Level};
use crate::solve::Tablebase;

/// Where searches and solving run.
pub trait Workers {
    /// Starts a search; its reports come back as [`Msg::Computer`].
    fn search(&mut self, job: computer::Search);
    /// Stops search `id`: it answers with what it has found so far.
    fn stop(&mut self, id: u64);
    /// Starts solving; its reports come back as [`Msg::Analysis`].
    fn solve(&mut self, job: analysis::Solve);
    /// Starts reading the saved games; the list comes back as [`Msg::Listed`].
    fn list_saved(&mut self, job: ListSaved);
    /// Writes a message on the link with the friend at another terminal (none: nothing).
    fn send(&mut self, m: &crate::net::protocol::Message);
    /// Ends the link with the friend for good (a wait for it stops).
    fn hang_up(&mut self);
    /// Opens a link with a friend, its worker reporting as [`Msg::Remote`]; what became of it
    /// at once, or `None` when it is opened off the loop (a name to look up, a relay to reach)
    /// and said later as [`Msg::Linked`].
    fn link(&mut self, l: super::remote::Linking) -> Option<super::remote::Linked>;
    /// Starts reading or making a set of puzzles; its reports come back as [`Msg::Maker`].
    fn make_puzzles(&mut self, job: super::maker::Make);
    /// Stops making puzzles (job `id`): it ends at its next step, reported as stopped.
    fn stop_making(&mut self, id: u64);
}

/// Reading the saved games at a place (a folder or a file), off the loop: a folder of many
/// records takes a while.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListSaved {
    /// The list's number.
    pub id: u64,
    /// The folder or file to read; `None`: there is no data folder.
    pub place: Option<std::path::PathBuf>,
    /// The record of the game at the table, marked in the list.
    pub playing: Option<std::path::PathBuf>,
    /// The folders, for the place as the screen shows it.
    pub paths: crate::store::Paths,
}

impl ListSaved {
    /// Reads the list: the message for the app.
    pub fn run(&self) -> Msg {
        let listing = match &self.place {
            Some(p) => crate::store::saved::Listing {
                shown: self.paths.shown(p),
                ..crate::store::saved::list(p, self.playing.as_deref())
            },
            None => crate::store::saved::Listing {
                place: std::path::PathBuf::new(),
                shown: String::new(),
                found: Err(crate::t!("board-no-data-folder")),
            },
        };
        Msg::Listed(self.id, listing)
    }
}

/// The engine with its table, and the solved classes it uses: one at a time, kept from one
/// search to the next.
#[derive(Default)]
struct Brain {
    engine: Option<Engine>,
    tables: Option<Arc<Tablebase>>,
}

/// The large solved classes the game comes to, read beside it ([`crate::solve::read_ahead`]):
/// a turn of the computer has seconds, reading 9v9 takes about 8.
#[derive(Default)]
struct Ahead {
    /// A reader is at work.
    reading: bool,
    /// What it read, for the next search to take up.
    ready: Option<Arc<Tablebase>>,
    /// What it read last, while someone holds it: what the game holds already.
    last: std::sync::Weak<Tablebase>,
    /// The classes that could not be read (a damaged or missing file), under their rules:
    /// not read again at every turn (seconds of work each time, to the same end).
    unread: Vec<(crate::rules::Rules, (u8, u8))>,
}

impl Brain {
    fn run(
        &mut self,
        job: &computer::Search,
        ahead: &Mutex<Ahead>,
        stop: &AtomicBool,
        send: &mut dyn FnMut(computer::Report),
    ) {
        if let Some(read) = ahead
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .ready
            .take()
        {
            if let Some(e) = self.engine.as_mut() {
                e.set_oracle(None);
            }
            self.tables = Some(read);
        }
        // The start's proof before a turn of the placement is decided (the reader beside this
        // search brings it too late for it; by its `.seen` it takes milliseconds).
        if job.exact
            && job.pos.in_hand(job.pos.side_to_move()) > 0
            && !self
                .tables
                .as_deref()
                .is_some_and(Tablebase::has_kept_proof)
        {
            let had = self.tables.as_ref().map(Arc::as_ptr);
            let with = crate::solve::with_proof(job.files.as_ref(), self.tables.take(), &job.pos);
            if with.as_ref().map(Arc::as_ptr) != had
                && let Some(e) = self.engine.as_mut()
            {
                e.set_oracle(None);
            }
            self.tables = with;
        }
        let engine = self
            .engine
            .get_or_insert_with(|| Engine::new(Config::for_level(Level::MAX, job.seed)));
        computer::run(job, engine, &mut self.tables, stop, send);
    }
}

/// Workers on threads of their own, reporting through the loop's queue.
pub struct Threads {
    tx: Sender,
    /// A search waits for the one before it (stopped, it ends at once) to give the engine back.
    brain: Arc<Mutex<Brain>>,
    /// The classes ahead of the game, read beside it.
    ahead: Arc<Mutex<Ahead>>,
    /// The search under way and its stop flag.
    current: Option<(u64, Arc<AtomicBool>)>,
    /// The link with the friend at another terminal, written from the loop.
    pub outbox: super::remote::Outbox,
    /// The puzzles being made, and their stop flag.
    making: Option<(u64, Arc<AtomicBool>)>,
    /// How this terminal is reached when it hosts a game from the menu.
    pub network: crate::net::open::Network,
}

impl Threads {
    /// Workers sending to `tx`.
    pub fn new(tx: Sender) -> Threads {
        Threads {
            tx,
            brain: Arc::default(),
            ahead: Arc::default(),
            current: None,
            outbox: super::remote::Outbox::default(),
            making: None,
            network: crate::net::open::Network::default(),
        }
    }
}

impl Threads {
    /// Starts reading the large class the game comes to (with the classes its captures lead
    /// to), unless a reader is at work or it is at hand: the searches after take it up.
    fn read_ahead(&mut self, job: &computer::Search) {
        let mut ahead = self.ahead.lock().unwrap_or_else(PoisonError::into_inner);
        let held = ahead.ready.clone().or_else(|| ahead.last.upgrade());
        let class = crate::solve::class_ahead(&job.pos).map(|c| (*job.pos.rules(), c));
        if ahead.reading
            || class.is_some_and(|c| ahead.unread.contains(&c))
            || crate::solve::holds_ahead(job.files.as_ref(), held.as_deref(), &job.pos)
        {
            return;
        }
        // What is held now: shared with what is read, not read again.
        let last = held;
        ahead.reading = true;
        let (files, pos, shared) = (job.files.clone(), job.pos, Arc::clone(&self.ahead));
        let brain = Arc::clone(&self.brain);
        let spawned = std::thread::Builder::new()
            .name("morris-reader".into())
            .spawn(move || {
                // No search under way: the old tables go at once (both sets in memory until
                // the next search would be gigabytes); else the next search takes them up.
                // The old ones are freed here, after the engine is let go of.
                let hand = |read: Arc<Tablebase>, ahead: &mut Ahead| {
                    let old = match brain.try_lock() {
                        Ok(mut brain) => {
                            if let Some(e) = brain.engine.as_mut() {
                                e.set_oracle(None);
                            }
                            brain.tables.replace(read)
                        }
                        Err(_) => ahead.ready.replace(read),
                    };
                    drop(old);
                };
                let read =
                    crate::solve::read_beside(files.as_ref(), &pos, last.as_deref(), &mut |p| {
                        let mut ahead = shared.lock().unwrap_or_else(PoisonError::into_inner);
                        hand(p, &mut ahead);
                    });
                drop(last);
                let mut ahead = shared.lock().unwrap_or_else(PoisonError::into_inner);
                ahead.reading = false;
                if let Some((rules, (a, b))) = class
                    && !read.as_deref().is_some_and(|t| t.holds(a, b))
                {
                    ahead.unread.push((rules, (a, b)));
                }
                let Some(read) = read else { return };
                ahead.last = Arc::downgrade(&read);
                hand(read, &mut ahead);
            });
        if spawned.is_err() {
            ahead.reading = false;
        }
    }
}

impl Workers for Threads {
    fn search(&mut self, job: computer::Search) {
        if let Some((_, stop)) = self.current.take() {
            stop.store(true, Ordering::Relaxed);
        }
        let stop = Arc::new(AtomicBool::new(false));
        self.current = Some((job.id, Arc::clone(&stop)));
        if job.exact {
            self.read_ahead(&job);
        }
        let (tx, brain, ahead) = (
            self.tx.clone(),
            Arc::clone(&self.brain),
            Arc::clone(&self.ahead),
        );
        let id = job.id;
        let spawned = std::thread::Builder::new()
            .name("morris-engine".into())
            .spawn(move || {
                let mut brain = brain.lock().unwrap_or_else(PoisonError::into_inner);
                brain.run(&job, &ahead, &stop, &mut |r| {
                    let _ = tx.send(Event::Computer(r));
                });
            });
        if spawned.is_err() {
            // No thread: the search ends at once with no answer, and the app says so.
            let _ = self.tx.send(Event::Computer(computer::Report::Done {
                id,
                thought: None,
            }));
        }
    }

    fn stop(&mut self, id: u64) {
        if let Some((_, stop)) = self.current.as_ref().filter(|(i, _)| *i == id) {
            stop.store(true, Ordering::Relaxed);
        }
    }

    fn list_saved(&mut self, job: ListSaved) {
        let tx = self.tx.clone();
        let send = move |job: &ListSaved| {
            if let Msg::Listed(id, l) = job.run() {
                let _ = tx.send(Event::Listed(id, l));
            }
        };
        let spawned = std::thread::Builder::new()
            .name("morris-list".into())
            .spawn({
                let (job, send) = (job.clone(), send.clone());
                move || send(&job)
            });
        // No thread: read it here, the screen waits a moment.
        if spawned.is_err() {
            send(&job);
        }
    }

    fn send(&mut self, m: &crate::net::protocol::Message) {
        self.outbox.send(m);
    }

    fn hang_up(&mut self) {
        self.outbox.hang_up();
    }

    fn link(&mut self, l: super::remote::Linking) -> Option<super::remote::Linked> {
        use super::remote::{Linked, Linking, Outbox, spawn};
        use crate::net::open;
        // A link before this one ends; the new one has an outbox of its own, so that the old
        // worker, hung up, says nothing more.
        self.outbox.hang_up();
        self.outbox = Outbox::default();
        let (tx, outbox, network) = (self.tx.clone(), self.outbox.clone(), self.network.clone());
        // Opened off the loop: looking a name up, or reaching a relay that does not answer,
        // can take seconds, and the screen goes on meanwhile (Esc hangs up: what was opened
        // then is let go, and nothing is said).
        let open = move || {
            let (connect, cancel, linked) = match l {
                Linking::Host => match open::host(&network, None) {
                    Ok(h) => (h.connect, h.cancel, Linked::Hosting(h.line)),
                    Err(why) => return Some(Linked::Not(why)),
                },
                Linking::Join(j) => match open::join(&j) {
                    Ok((connect, cancel)) => (connect, cancel, Linked::Joining(j.line())),
                    Err(why) => return Some(Linked::Not(why)),
                },
            };
            if outbox.ended() {
                cancel.cancel();
                return None;
            }
            outbox.stop_with(cancel);
            spawn(tx, outbox, connect);
            Some(linked)
        };
        let told = self.tx.clone();
        let spawned = std::thread::Builder::new()
            .name("morris-link-open".into())
            .spawn(move || {
                if let Some(linked) = open() {
                    let _ = told.send(Event::Linked(linked));
                }
            });
        match spawned {
            Ok(_) => None,
            Err(_) => Some(Linked::Not(crate::t!("board-no-solve-thread"))),
        }
    }

    fn make_puzzles(&mut self, job: super::maker::Make) {
        if let Some((_, stop)) = self.making.take() {
            stop.store(true, Ordering::Relaxed);
        }
        let stop = Arc::new(AtomicBool::new(false));
        self.making = Some((job.id, Arc::clone(&stop)));
        let tx = self.tx.clone();
        let id = job.id;
        let spawned = std::thread::Builder::new()
            .name("morris-puzzles".into())
            .spawn(move || {
                super::maker::run(job, &stop, &mut |r| {
                    let _ = tx.send(Event::Maker(r));
                })
            });
        if spawned.is_err() {
            let _ = self.tx.send(Event::Maker(super::maker::Report::Done {
                id,
                made: Err(Some(crate::t!("board-no-solve-thread"))),
            }));
        }
    }

    fn stop_making(&mut self, id: u64) {
        if let Some((_, stop)) = self.making.as_ref().filter(|(i, _)| *i == id) {
            stop.store(true, Ordering::Relaxed);
        }
    }

    fn solve(&mut self, job: analysis::Solve) {
        let tx = self.tx.clone();
        let id = job.id;
        let rules = job.rules;
        let spawned = std::thread::Builder::new()
            .name("morris-solve".into())
            .spawn(move || {
                analysis::run(job, &mut |r| {
                    let _ = tx.send(Event::Analysis(r));
                })
            });
        if spawned.is_err() {
            let _ = self.tx.send(Event::Analysis(analysis::Report::Done {
                id,
                tables: Box::new(Tablebase::new(rules)),
                failed: Vec::new(),
                whole_failed: Some(crate::t!("board-no-solve-thread")),
                not_proved: Vec::new(),
            }));
        }
    }
}

/// A job waiting to be run inline.
#[cfg(any(test, feature = "sim"))]
enum Job {
    Search(Box<computer::Search>),
    Solve(Box<analysis::Solve>),
    List(ListSaved),
    Make(Box<super::maker::Make>),
}

/// Workers for tests: jobs wait until [`Inline::run_next`] runs them, on the caller's thread,
/// and their reports are handed back as messages. A search stopped before it runs answers at
/// once with what it has (nothing searched: the first decision of the engine's order).
#[cfg(any(test, feature = "sim"))]
#[derive(Default)]
pub struct Inline {
    brain: Brain,
    waiting: VecDeque<Job>,
    stopped: HashSet<u64>,
    stopped_making: HashSet<u64>,
    /// The messages written on the link, in order, until a test takes them.
    pub sent: Vec<crate::net::protocol::Message>,
    /// Whether the app ended the link.
    pub hung_up: bool,
    /// The links asked for, in order.
    pub links: Vec<super::remote::Linking>,
    /// Why the next link cannot be opened, if a test says so.
    pub refuse_link: Option<String>,
    /// Where a game hosted is reached, as the sim says it.
    pub network: crate::net::open::Network,
}

#[cfg(any(test, feature = "sim"))]
impl Inline {
    /// Whether a job waits to be run.
    pub fn pending(&self) -> bool {
        !self.waiting.is_empty()
    }

    /// Runs the first job waiting, if any: its reports, in order.
    pub fn run_next(&mut self) -> Option<Vec<Msg>> {
        let job = self.waiting.pop_front()?;
        let mut out = Vec::new();
        match job {
            Job::Search(s) => {
                let stop = AtomicBool::new(self.stopped.contains(&s.id));
                // Inline, nothing is read ahead: a test's searches read what they use.
                self.brain.run(&s, &Mutex::default(), &stop, &mut |r| {
                    out.push(Msg::Computer(r))
                });
            }
            Job::Solve(s) => analysis::run(*s, &mut |r| out.push(Msg::Analysis(r))),
            Job::List(l) => out.push(l.run()),
            Job::Make(m) => {
                let stop = AtomicBool::new(self.stopped_making.contains(&m.id));
                super::maker::run(*m, &stop, &mut |r| out.push(Msg::Maker(r)));
            }
        }
        Some(out)
    }
}

#[cfg(any(test, feature = "sim"))]
impl Workers for Inline {
    fn search(&mut self, job: computer::Search) {
        self.waiting.push_back(Job::Search(Box::new(job)));
    }

    fn stop(&mut self, id: u64) {
        self.stopped.insert(id);
    }

    fn solve(&mut self, job: analysis::Solve) {
        self.waiting.push_back(Job::Solve(Box::new(job)));
    }

    fn list_saved(&mut self, job: ListSaved) {
        self.waiting.push_back(Job::List(job));
    }

    fn send(&mut self, m: &crate::net::protocol::Message) {
        self.sent.push(m.clone());
    }

    fn hang_up(&mut self) {
        self.hung_up = true;
    }

    /// Nothing opened: the line a host would show, made up (a documentation address).
    fn link(&mut self, l: super::remote::Linking) -> Option<super::remote::Linked> {
        use super::remote::{Linked, Linking};
        self.links.push(l.clone());
        if let Some(why) = self.refuse_link.take() {
            return Some(Linked::Not(why));
        }
        Some(match l {
            Linking::Host => Linked::Hosting(match &self.network.relay {
                Some(r) => format!("morris join --relay {r} 7-purple-sausage"),
                None => "morris join 192.0.2.7:4318 7-purple-sausage".into(),
            }),
            Linking::Join(j) => Linked::Joining(j.line()),
        })
    }

    fn make_puzzles(&mut self, job: super::maker::Make) {
        self.waiting.push_back(Job::Make(Box::new(job)));
    }

    fn stop_making(&mut self, id: u64) {
        self.stopped_making.insert(id);
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::solve::TableFiles;

    use crate::commands::tests::Damaged;

    /// The computer's class ahead that could not be read is not read again at each turn
    /// (each time seconds of work and gigabytes, to the same end).
    #[test]
    fn a_class_ahead_that_cannot_be_read_is_not_read_again_at_each_turn() {
        let files = Arc::new(Damaged::default());
        let moves = "f6 d7 a4 a1 f4 d3 b4 d5 b2 f2 d1 e4 d6 g1 c3 g7 g4 d2";
        let pos = Damaged::position_after(moves);
        let shared: Arc<dyn TableFiles> = files.clone();
        let job = computer::Search {
            id: 1,
            pos,
            before: Vec::new(),
            level: Level::MAX,
            limits: crate::engine::Limits::default(),
            exact: true,
            seed: 0,
            files: Some(shared),
        };
        let (tx, _rx) = std::sync::mpsc::channel();
        let mut threads = Threads::new(tx);
        for _ in 0..3 {
            threads.read_ahead(&job);
            // The reader at work ends (a minute at most).
            for _ in 0..600 {
                if !threads.ahead.lock().unwrap().reading {
                    break;
                }
                std::thread::sleep(std::time::Duration::from_millis(100));
            }
        }
        // One reading's refusals, and no more.
        let once = Damaged::one_reading(moves);
        assert!(once > 0);
        assert_eq!(*files.refused.lock().unwrap(), once);
    }
}

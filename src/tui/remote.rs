//! The other side at another terminal, as the loop hears it: a worker thread connects (or
//! waits to be joined), then reads the link and reports every message heard as a typed
//! [`Report`]; the app answers with [`Effect::Send`](super::Effect::Send), which the loop
//! writes on the link. Reading blocks on the worker, never on the loop: while nothing arrives,
//! nothing wakes.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use crate::net::protocol::{Message, Problem};
use crate::net::wire::{Cut, Reader, Writer};

/// What the link's worker tells the app.
#[derive(Debug)]
pub enum Report {
    /// The other side is there (its address).
    Connected(String),
    /// A message heard, read (not yet checked against the game).
    Heard(Message),
    /// The other side sent what is not a message of ours: the link is ended.
    Broken(Problem),
    /// The link dropped (why): the worker tries again.
    Dropped(String),
    /// The link cannot be made, and will not be tried again (why).
    Failed(String),
}

/// Who this terminal is in the game across the link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Role {
    /// It opened the game, and shows the friend what to type (the line).
    Host(String),
    /// It joined the game.
    Join,
}

/// The writing half of the link, once there is one; shared by the loop (which writes) and
/// the worker (which puts in each new link).
#[derive(Clone, Default)]
pub struct Outbox {
    link: Arc<Mutex<Option<Box<dyn Writer>>>>,
    ended: Arc<AtomicBool>,
    /// Stops a wait for the link (the host's for a friend, the joiner's for the host).
    stop: Arc<Mutex<Option<morris_net::Cancel>>>,
}

impl Outbox {
    /// Writes `m` on the link, if there is one; a write that fails drops it (the reader hears
    /// the link go).
    pub fn send(&self, m: &Message) {
        let mut w = self.link.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(link) = w.as_mut()
            && link.send(&m.encode()).is_err()
        {
            *w = None;
        }
    }

    /// The link to write on from now on (`None`: none).
    pub fn put(&self, w: Option<Box<dyn Writer>>) {
        *self.link.lock().unwrap_or_else(PoisonError::into_inner) = w;
    }

    /// A hang-up stops this wait too (the worker ends, the listener's port is closed).
    pub fn stop_with(&self, cancel: morris_net::Cancel) {
        *self.stop.lock().unwrap_or_else(PoisonError::into_inner) = Some(cancel);
    }

    /// Ends the link for good: nothing more is written, a wait for it stops, and the worker
    /// makes no new one.
    pub fn hang_up(&self) {
        self.ended.store(true, Ordering::Relaxed);
        if let Some(c) = self
            .stop
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .as_ref()
        {
            c.cancel();
        }
        let mut w = self.link.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(mut link) = w.take() {
            link.close();
        }
    }

    /// Whether the link was ended for good.
    pub fn ended(&self) -> bool {
        self.ended.load(Ordering::Relaxed)
    }
}

/// How reading a link ended.
#[derive(Debug, PartialEq, Eq)]
pub enum Ended {
    /// The other side said bye.
    Bye,
    /// The other side sent what is not a message (reported as [`Report::Broken`]).
    Broken,
    /// The loop is gone.
    Gone,
    /// The link was cut (why).
    Cut(String),
}

/// How often the worker tells the other side it is there, and how long a silence from the
/// other side is taken for a link that dropped (a laptop closed, a cable pulled: nothing
/// says the connection ended, nothing more arrives).
#[derive(Clone, Copy, Debug)]
pub struct Keepalive {
    /// A ping is sent this long after the last one.
    pub every: Duration,
    /// Nothing heard for this long: the link is gone.
    pub silence: Duration,
}

impl Keepalive {
    /// A ping every 10 s; 30 s of silence is a dropped link.
    pub const GAME: Keepalive = Keepalive {
        every: Duration::from_secs(10),
        silence: Duration::from_secs(30),
    };
}

/// Reads `reader` until the link is cut, the other side says bye or breaks the protocol, or
/// the loop is gone (`report` says false), reporting each message through `report` (but not
/// the other side's pings: they only keep the link, and the loop is not woken for them).
/// Every `keep.every` it calls `ping`; after `keep.silence` with nothing heard, the link is
/// taken as cut. The timing is the worker's: the loop sleeps.
pub fn read_link(
    reader: &mut dyn Reader,
    report: &mut dyn FnMut(Report) -> bool,
    ping: &mut dyn FnMut(),
    keep: Keepalive,
) -> Ended {
    let mut heard = Instant::now();
    let mut pinged = Instant::now();
    loop {
        let now = Instant::now();
        let ping_due = pinged + keep.every;
        let silent_at = heard + keep.silence;
        if now >= silent_at {
            return Ended::Cut(crate::t!("remote-silent", secs = keep.silence.as_secs()));
        }
        if now >= ping_due {
            ping();
            pinged = now;
            continue;
        }
        let wait = ping_due.min(silent_at) - now;
        let frame = match reader.recv_within(wait) {
            Ok(Some(f)) => f,
            Ok(None) => continue,
            Err(Cut(why)) => return Ended::Cut(why),
        };
        heard = Instant::now();
        match Message::decode(&frame) {
            Ok(Message::Ping) => {}
            Ok(m) => {
                let bye = m == Message::Bye;
                if !report(Report::Heard(m)) {
                    return Ended::Gone;
                }
                if bye {
                    return Ended::Bye;
                }
            }
            Err(p) => {
                report(Report::Broken(p));
                return Ended::Broken;
            }
        }
    }
}

pub use crate::net::open::{Attempt, Connect};

/// A link the app asks the loop to open, from the menu: the loop starts its worker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Linking {
    /// Open a game and wait for the friend, as the network settings say.
    Host,
    /// Join the friend's game.
    Join(crate::net::open::Joining),
}

/// What became of opening a link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Linked {
    /// Waiting for the friend, who types this line.
    Hosting(String),
    /// Getting through to the host (the line that joins the game again).
    Joining(String),
    /// Not opened: why, in words.
    Not(String),
}

/// What `morris host` and `morris join` hand the screen: who this terminal is, and how its
/// worker makes the link.
#[derive(Clone)]
pub struct Across {
    /// Host (with the line the friend types) or joiner.
    pub role: Role,
    /// The side played here (the host's choice; the joiner hears its own from the host).
    pub mine: crate::rules::Color,
    /// The name of the player here.
    pub name: String,
    /// The host comes back to a game opened before (`--code`): it starts from the game
    /// across the link its record holds, which its hello carries.
    pub back: bool,
    /// How the link is made: taken once, by the worker.
    pub connect: Arc<Mutex<Option<Connect>>>,
}

impl Across {
    /// The way the link is made, for the worker (once).
    pub fn take_connect(&self) -> Option<Connect> {
        self.connect
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take()
    }
}

impl std::fmt::Debug for Across {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Across")
            .field("role", &self.role)
            .field("mine", &self.mine)
            .field("name", &self.name)
            .finish_non_exhaustive()
    }
}

/// How long the worker waits before trying again after a failed try.
const RETRY: std::time::Duration = std::time::Duration::from_secs(2);

/// Starts the link's worker: it makes the link with `connect`, reports each message heard
/// through `tx`, puts the writing half in `outbox` for the loop, and makes the link again
/// after it drops, until the app hangs up (or the loop is gone).
pub fn spawn(tx: super::events::Sender, outbox: Outbox, mut connect: Connect) {
    let told = tx.clone();
    let work = move || {
        let send = |r: Report| tx.send(super::events::Event::Remote(r)).is_ok();
        let mut last_why = String::new();
        while !outbox.ended() {
            match connect() {
                // Hung up meanwhile: nothing more to say (a new link may be on the screen), and
                // a link made is dropped.
                _ if outbox.ended() => return,
                Attempt::Made(mut reader, writer, peer) => {
                    last_why.clear();
                    outbox.put(Some(writer));
                    if !send(Report::Connected(peer)) {
                        return;
                    }
                    let ended = read_link(
                        &mut *reader,
                        &mut |r| send(r) && !outbox.ended(),
                        &mut || outbox.send(&Message::Ping),
                        Keepalive::GAME,
                    );
                    outbox.put(None);
                    match ended {
                        Ended::Broken | Ended::Gone => return,
                        Ended::Bye => {}
                        Ended::Cut(why) => {
                            if outbox.ended() || !send(Report::Dropped(why)) {
                                return;
                            }
                        }
                    }
                }
                Attempt::Again(why) => {
                    if why != last_why && !send(Report::Dropped(why.clone())) {
                        return;
                    }
                    last_why = why;
                    std::thread::sleep(RETRY);
                }
                Attempt::Fatal(why) => {
                    send(Report::Failed(why));
                    return;
                }
            }
        }
    };
    if let Err(e) = std::thread::Builder::new()
        .name("morris-link".into())
        .spawn(work)
    {
        // No thread: said on the screen, the game stays as it is.
        let _ = told.send(super::events::Event::Remote(Report::Failed(e.to_string())));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::net::wire::pair;

    #[test]
    fn the_worker_reports_each_message_and_ends_on_garbage_or_a_cut() {
        let ((mut aw, _ar), (_bw, mut br)) = pair();
        aw.send(&Message::Ping.encode()).unwrap();
        aw.send(b"{not json").unwrap();
        aw.send(&Message::Resign.encode()).unwrap();
        let mut heard = Vec::new();
        let end = read_link(
            &mut br,
            &mut |r| {
                heard.push(format!("{r:?}"));
                true
            },
            &mut || {},
            Keepalive::GAME,
        );
        assert_eq!(end, Ended::Broken);
        assert_eq!(heard.len(), 1, "the ping is not reported: {heard:?}");
        assert!(heard[0].contains("Broken"), "{heard:?}");
        drop(aw);
        let mut resigned = 0;
        let end = read_link(
            &mut br,
            &mut |_| {
                resigned += 1;
                true
            },
            &mut || {},
            Keepalive::GAME,
        );
        assert!(matches!(end, Ended::Cut(_)), "{end:?}");
        assert_eq!(resigned, 1, "what was sent before the cut is heard");
    }

    #[test]
    fn the_worker_pings_while_connected_and_takes_a_long_silence_for_a_dropped_link() {
        let keep = Keepalive {
            every: Duration::from_millis(40),
            silence: Duration::from_millis(200),
        };
        // The other side answers nothing: pings go out, then the silence ends the link.
        let ((_aw, _ar), (_bw, mut br)) = pair();
        let started = Instant::now();
        let mut pings = 0;
        let mut reports = 0;
        let end = read_link(
            &mut br,
            &mut |_| {
                reports += 1;
                true
            },
            &mut || pings += 1,
            keep,
        );
        assert!(
            matches!(&end, Ended::Cut(why) if why.contains("nothing heard")),
            "{end:?}"
        );
        assert!(started.elapsed() >= keep.silence, "not before the silence");
        assert!(pings >= 3, "a ping every 40 ms: {pings}");
        assert_eq!(reports, 0, "nothing woke the loop");

        // The other side's pings keep the link: a second of them, and it is still there.
        let ((mut aw, _ar), (_bw, mut br)) = pair();
        let pinger = std::thread::spawn(move || {
            for _ in 0..20 {
                std::thread::sleep(Duration::from_millis(50));
                if aw.send(&Message::Ping.encode()).is_err() {
                    return;
                }
            }
            aw.send(&Message::Bye.encode()).ok();
        });
        let mut heard = Vec::new();
        let end = read_link(
            &mut br,
            &mut |r| {
                heard.push(format!("{r:?}"));
                true
            },
            &mut || {},
            keep,
        );
        pinger.join().unwrap();
        assert_eq!(end, Ended::Bye, "kept by the pings until the bye");
        assert_eq!(heard.len(), 1, "only the bye reported: {heard:?}");
    }

    #[test]
    fn the_worker_reports_the_link_made_what_it_hears_and_makes_it_again_after_a_cut() {
        use crate::tui::events::Event;
        let (tx, rx) = std::sync::mpsc::channel();
        let outbox = Outbox::default();
        let (ours, theirs) = pair();
        let mut ours = Some(ours);
        let mut tries = 0;
        spawn(
            tx,
            outbox.clone(),
            Box::new(move || {
                tries += 1;
                match ours.take() {
                    Some((w, r)) => Attempt::Made(Box::new(r), Box::new(w), "peer".into()),
                    None if tries == 2 => Attempt::Again("refused".into()),
                    None => Attempt::Fatal("no more".into()),
                }
            }),
        );
        let next = || match rx.recv_timeout(std::time::Duration::from_secs(20)) {
            Ok(Event::Remote(r)) => format!("{r:?}"),
            other => panic!("{other:?}"),
        };
        assert!(next().contains("Connected"));
        let (mut tw, mut tr) = theirs;
        // The loop writes through the outbox; the other side reads it.
        outbox.send(&Message::OfferDraw);
        assert_eq!(Message::decode(&tr.recv().unwrap()), Ok(Message::OfferDraw));
        tw.send(&Message::Resign.encode()).unwrap();
        assert!(next().contains("Resign"));
        drop((tw, tr));
        assert!(next().contains("Dropped"));
        assert!(next().contains("refused"));
        assert!(next().contains("Failed"));
    }
}

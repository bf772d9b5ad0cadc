//! The other side at another terminal, as the loop hears it: a worker thread connects (or
//! waits to be joined), then reads the link and reports every message heard as a typed
//! [`Report`]; the app answers with [`Effect::Send`](super::Effect::Send), which the loop
//! writes on the link. Reading blocks on the worker, never on the loop: while nothing arrives,
//! nothing wakes.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

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

    /// Ends the link for good: nothing more is written, and the worker makes no new one.
    pub fn hang_up(&self) {
        self.ended.store(true, Ordering::Relaxed);
        self.put(None);
    }

    /// Whether the link was ended for good.
    pub fn ended(&self) -> bool {
        self.ended.load(Ordering::Relaxed)
    }
}

/// Reads `reader` until the link is cut or the other side breaks the protocol, reporting each
/// message through `report`. Returns how it ended: `Ok` on a clean `bye`, else why.
pub fn read_link(
    reader: &mut dyn Reader,
    report: &mut dyn FnMut(Report) -> bool,
) -> Result<(), Cut> {
    loop {
        let frame = reader.recv()?;
        match Message::decode(&frame) {
            Ok(m) => {
                let bye = m == Message::Bye;
                if !report(Report::Heard(m)) || bye {
                    return Ok(());
                }
            }
            Err(p) => {
                report(Report::Broken(p));
                return Ok(());
            }
        }
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
        let end = read_link(&mut br, &mut |r| {
            heard.push(format!("{r:?}"));
            true
        });
        assert!(end.is_ok());
        assert_eq!(heard.len(), 2, "{heard:?}");
        assert!(heard[0].contains("Ping"));
        assert!(heard[1].contains("Broken"), "{heard:?}");
        drop(aw);
        let mut none = 0;
        assert!(
            read_link(&mut br, &mut |_| {
                none += 1;
                true
            })
            .is_err()
        );
    }
}

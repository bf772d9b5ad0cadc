//! The link as the game uses it: frames of bytes sent and received, both ways at once (a
//! reader on the worker's thread, a writer on the loop's). The product's only transport is
//! morris-net's encrypted link; tests wire two sides together in memory ([`pair`]).

use std::sync::mpsc;
use std::time::Duration;

/// The link was cut: why, in words of the link's own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cut(pub String);

/// The sending half of a link.
pub trait Writer: Send {
    /// Sends one frame.
    fn send(&mut self, frame: &[u8]) -> Result<(), Cut>;
    /// Ends the link both ways: the reader on the other thread stops, and so does the other
    /// side's.
    fn close(&mut self);
}

/// The receiving half of a link.
pub trait Reader: Send {
    /// The next frame, waiting for it; `Err` once the link is cut.
    fn recv(&mut self) -> Result<Vec<u8>, Cut>;
    /// The next frame, waiting for it at most `wait`: `Ok(None)` if none came by then (the
    /// link goes on); `Err` once the link is cut.
    fn recv_within(&mut self, wait: Duration) -> Result<Option<Vec<u8>>, Cut>;
}

/// One end of a link in memory.
pub struct MemWriter(mpsc::Sender<Vec<u8>>);

/// The other half of that end.
pub struct MemReader(mpsc::Receiver<Vec<u8>>);

impl Writer for MemWriter {
    fn send(&mut self, frame: &[u8]) -> Result<(), Cut> {
        self.0
            .send(frame.to_vec())
            .map_err(|_| Cut("the other end is gone".into()))
    }

    fn close(&mut self) {
        // Dropping the sender is what ends the other side's reading.
        let (tx, _) = mpsc::channel();
        self.0 = tx;
    }
}

impl Reader for MemReader {
    fn recv(&mut self) -> Result<Vec<u8>, Cut> {
        self.0
            .recv()
            .map_err(|_| Cut("the other end is gone".into()))
    }

    fn recv_within(&mut self, wait: Duration) -> Result<Option<Vec<u8>>, Cut> {
        match self.0.recv_timeout(wait) {
            Ok(f) => Ok(Some(f)),
            Err(mpsc::RecvTimeoutError::Timeout) => Ok(None),
            Err(mpsc::RecvTimeoutError::Disconnected) => Err(Cut("the other end is gone".into())),
        }
    }
}

/// Two ends of a link in memory, each a writer and a reader: what one writes, the other reads.
pub fn pair() -> ((MemWriter, MemReader), (MemWriter, MemReader)) {
    let (a_tx, b_rx) = mpsc::channel();
    let (b_tx, a_rx) = mpsc::channel();
    (
        (MemWriter(a_tx), MemReader(a_rx)),
        (MemWriter(b_tx), MemReader(b_rx)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_one_end_writes_the_other_reads_and_a_dropped_end_cuts_the_link() {
        let ((mut aw, mut ar), (mut bw, br)) = pair();
        aw.send(b"hello").unwrap();
        bw.send(b"back").unwrap();
        assert_eq!(ar.recv().unwrap(), b"back");
        drop((bw, br));
        assert!(ar.recv().is_err());
        assert!(aw.send(b"x").is_err());
    }
}

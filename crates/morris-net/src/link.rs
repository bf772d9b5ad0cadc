//! The established link: frames sealed with ChaCha20-Poly1305, one key for each direction and a
//! counter for the nonce, so that a frame altered, replayed, dropped or put out of order fails
//! its tag; frames bounded in size and in rate.

use std::net::{Shutdown, SocketAddr, TcpStream};
use std::time::{Duration, Instant};

use chacha20poly1305::aead::{Aead, KeyInit};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};

use crate::wire::{FrameReader, write_frame};
use crate::{MAX_FRAME, NetError};

/// The tag ChaCha20-Poly1305 adds to each frame.
const TAG: usize = 16;

/// A direction's cipher; its debug print shows no key.
struct Cipher(ChaCha20Poly1305);

impl std::fmt::Debug for Cipher {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Cipher(..)")
    }
}

fn nonce(counter: u64) -> Nonce {
    let mut n = [0u8; 12];
    n[4..].copy_from_slice(&counter.to_be_bytes());
    Nonce::from(n)
}

/// An established link: encrypted, authenticated, framed. Made by [`host`](crate::host),
/// [`join`](crate::join) or a [`Listener`](crate::Listener).
///
/// One thread can read while another writes: [`Link::split`] gives a [`LinkReader`] and a
/// [`LinkWriter`], each with its own key and counter (a clone that could write would reuse a
/// nonce, so there is none).
#[derive(Debug)]
pub struct Link {
    reader: LinkReader,
    writer: LinkWriter,
}

/// The reading half of a [`Link`].
#[derive(Debug)]
pub struct LinkReader {
    stream: TcpStream,
    cipher: Cipher,
    counter: u64,
    frames: FrameReader,
    max_rate: u32,
    window: Option<(Instant, u32)>,
    ended: Option<NetError>,
    peer: String,
    relayed: bool,
}

/// The writing half of a [`Link`].
#[derive(Debug)]
pub struct LinkWriter {
    stream: TcpStream,
    cipher: Cipher,
    counter: u64,
    ended: bool,
}

/// Ends a link from any thread: a [`LinkReader::recv`] blocked on it returns
/// [`NetError::Closed`], and the other side sees the link closed.
#[derive(Debug)]
pub struct Closer(TcpStream);

impl Closer {
    /// Closes the connection, both ways.
    pub fn close(&self) {
        let _ = self.0.shutdown(Shutdown::Both);
    }
}

/// What the handshake hands to the link.
pub(crate) struct Keys {
    pub(crate) send: [u8; 32],
    pub(crate) recv: [u8; 32],
}

impl Link {
    pub(crate) fn new(
        stream: TcpStream,
        keys: &Keys,
        max_rate: u32,
        relayed: bool,
    ) -> Result<Link, NetError> {
        let peer = stream
            .peer_addr()
            .map_or_else(|_| String::from("?"), |a: SocketAddr| a.to_string());
        let write = stream.try_clone()?;
        Ok(Link {
            reader: LinkReader {
                stream,
                cipher: Cipher(ChaCha20Poly1305::new(Key::from_slice(&keys.recv))),
                counter: 0,
                frames: FrameReader::new(MAX_FRAME + TAG),
                max_rate,
                window: None,
                ended: None,
                peer,
                relayed,
            },
            writer: LinkWriter {
                stream: write,
                cipher: Cipher(ChaCha20Poly1305::new(Key::from_slice(&keys.send))),
                counter: 0,
                ended: false,
            },
        })
    }

    /// Sends `payload` as one frame (at most [`MAX_FRAME`] bytes).
    pub fn send(&mut self, payload: &[u8]) -> Result<(), NetError> {
        self.writer.send(payload)
    }

    /// The next frame, waiting for it (or until the read timeout).
    pub fn recv(&mut self) -> Result<Vec<u8>, NetError> {
        self.reader.recv()
    }

    /// The two halves, to read on one thread and write on another.
    pub fn split(self) -> (LinkReader, LinkWriter) {
        (self.reader, self.writer)
    }

    /// The address at the other end of the connection: the peer's, or the relay's when
    /// [`Link::relayed`].
    pub fn peer(&self) -> String {
        self.reader.peer()
    }

    /// Whether the link goes through a relay.
    pub fn relayed(&self) -> bool {
        self.reader.relayed
    }

    /// How long [`Link::recv`] waits before [`NetError::Timeout`] (`None`: for ever). A
    /// timeout does not end the link.
    pub fn set_read_timeout(&self, timeout: Option<Duration>) -> Result<(), NetError> {
        self.reader.set_read_timeout(timeout)
    }

    /// A handle that closes the link from another thread.
    pub fn closer(&self) -> Result<Closer, NetError> {
        self.reader.closer()
    }

    /// Closes the link both ways: the other side's `recv` returns [`NetError::Closed`].
    pub fn shutdown(&self) {
        let _ = self.reader.stream.shutdown(Shutdown::Both);
    }
}

impl LinkReader {
    /// The next frame, waiting for it (or until the read timeout, which leaves the link as
    /// it was). Any other error ends the link: the connection is closed, so the other side
    /// learns it at once, and every later call returns the same error.
    pub fn recv(&mut self) -> Result<Vec<u8>, NetError> {
        if let Some(e) = &self.ended {
            return Err(e.clone());
        }
        let sealed = match self.frames.read(&mut self.stream) {
            Ok(f) => f,
            Err(NetError::Timeout) => return Err(NetError::Timeout),
            Err(e) => return Err(self.end(e)),
        };
        let now = Instant::now();
        let count = match self.window {
            Some((start, n)) if now.duration_since(start) < Duration::from_secs(1) => n + 1,
            _ => {
                self.window = Some((now, 0));
                1
            }
        };
        if let Some((_, n)) = &mut self.window {
            *n = count;
        }
        if count > self.max_rate {
            return Err(self.end(NetError::TooFast));
        }
        let Some(next) = self.counter.checked_add(1) else {
            return Err(self.end(NetError::Protocol("too many frames")));
        };
        match self
            .cipher
            .0
            .decrypt(&nonce(self.counter), sealed.as_slice())
        {
            Ok(plain) => {
                self.counter = next;
                Ok(plain)
            }
            Err(_) => Err(self.end(NetError::Tampered)),
        }
    }

    fn end(&mut self, e: NetError) -> NetError {
        let _ = self.stream.shutdown(Shutdown::Both);
        self.ended = Some(e.clone());
        e
    }

    /// See [`Link::peer`].
    pub fn peer(&self) -> String {
        self.peer.clone()
    }

    /// See [`Link::set_read_timeout`].
    pub fn set_read_timeout(&self, timeout: Option<Duration>) -> Result<(), NetError> {
        // A zero timeout is an error to the system; it means "no waiting", the shortest.
        let t = timeout.map(|d| d.max(Duration::from_millis(1)));
        self.stream.set_read_timeout(t)?;
        Ok(())
    }

    /// See [`Link::closer`].
    pub fn closer(&self) -> Result<Closer, NetError> {
        Ok(Closer(self.stream.try_clone()?))
    }
}

impl LinkWriter {
    /// Sends `payload` as one frame. More than [`MAX_FRAME`] bytes is refused
    /// ([`NetError::TooLarge`]) and the link goes on; a failed write ends the link.
    pub fn send(&mut self, payload: &[u8]) -> Result<(), NetError> {
        if self.ended {
            return Err(NetError::Closed);
        }
        if payload.len() > MAX_FRAME {
            return Err(NetError::TooLarge {
                len: payload.len() as u64,
                limit: MAX_FRAME as u64,
            });
        }
        let Some(next) = self.counter.checked_add(1) else {
            return Err(NetError::Protocol("too many frames"));
        };
        let sealed = self
            .cipher
            .0
            .encrypt(&nonce(self.counter), payload)
            .map_err(|_| NetError::Protocol("cannot seal"))?;
        self.counter = next;
        if let Err(e) = write_frame(&mut self.stream, &sealed) {
            // Part of a frame may have gone: the stream is out of step for good.
            self.ended = true;
            let _ = self.stream.shutdown(Shutdown::Both);
            return Err(e);
        }
        Ok(())
    }

    /// Closes the link both ways.
    pub fn shutdown(&self) {
        let _ = self.stream.shutdown(Shutdown::Both);
    }
}

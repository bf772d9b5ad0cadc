//! Frames on the wire: a 4-byte big-endian length, then that many bytes. The length is checked
//! against the bound before a byte of the frame is read or any memory is taken for it.

use std::io::{self, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use crate::NetError;

/// Reads frames from a stream, one at a time; a read that times out in the middle of a frame
/// keeps what it has, and the next call goes on from there.
#[derive(Debug)]
pub(crate) struct FrameReader {
    head: [u8; 4],
    head_len: usize,
    body: Vec<u8>,
    body_len: usize,
    in_body: bool,
    limit: usize,
}

impl FrameReader {
    /// A reader that takes frames of at most `limit` bytes.
    pub(crate) fn new(limit: usize) -> FrameReader {
        FrameReader {
            head: [0; 4],
            head_len: 0,
            body: Vec::new(),
            body_len: 0,
            in_body: false,
            limit,
        }
    }

    /// The next frame. [`NetError::Timeout`] leaves the reader ready to go on; any other
    /// error means the stream is no longer in step.
    pub(crate) fn read(&mut self, r: &mut impl Read) -> Result<Vec<u8>, NetError> {
        while !self.in_body {
            let n = read_some(r, &mut self.head[self.head_len..])?;
            self.head_len += n;
            if self.head_len == 4 {
                let len = u32::from_be_bytes(self.head) as usize;
                if len > self.limit {
                    return Err(NetError::TooLarge {
                        len: len as u64,
                        limit: self.limit as u64,
                    });
                }
                self.body = vec![0; len];
                self.body_len = 0;
                self.in_body = true;
            }
        }
        while self.body_len < self.body.len() {
            let n = read_some(r, &mut self.body[self.body_len..])?;
            self.body_len += n;
        }
        self.in_body = false;
        self.head_len = 0;
        Ok(std::mem::take(&mut self.body))
    }
}

/// One read that gave at least a byte; the end of the stream is [`NetError::Closed`].
fn read_some(r: &mut impl Read, buf: &mut [u8]) -> Result<usize, NetError> {
    loop {
        match r.read(buf) {
            Ok(0) => return Err(NetError::Closed),
            Ok(n) => return Ok(n),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e.into()),
        }
    }
}

/// Reads one frame of at most `limit` bytes (for the handshakes, whose frames are small).
pub(crate) fn read_frame(r: &mut impl Read, limit: usize) -> Result<Vec<u8>, NetError> {
    FrameReader::new(limit).read(r)
}

/// A stream read against one deadline for a whole exchange: before each read the timeout is
/// set to the time left, so a peer that trickles a byte now and then cannot stretch it.
pub(crate) struct Deadline<'a> {
    stream: &'a TcpStream,
    until: Instant,
}

impl<'a> Deadline<'a> {
    /// Reads from `stream` until `until` at the latest.
    pub(crate) fn new(stream: &'a TcpStream, until: Instant) -> Deadline<'a> {
        Deadline { stream, until }
    }
}

impl Read for Deadline<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let left = self.until.saturating_duration_since(Instant::now());
        if left < Duration::from_millis(1) {
            return Err(io::ErrorKind::TimedOut.into());
        }
        self.stream.set_read_timeout(Some(left))?;
        let mut s = self.stream;
        s.read(buf)
    }
}

/// Writes `payload` as one frame, in one write.
pub(crate) fn write_frame(w: &mut impl Write, payload: &[u8]) -> Result<(), NetError> {
    let len = u32::try_from(payload.len()).map_err(|_| NetError::TooLarge {
        len: payload.len() as u64,
        limit: u64::from(u32::MAX),
    })?;
    let mut buf = Vec::with_capacity(4 + payload.len());
    buf.extend_from_slice(&len.to_be_bytes());
    buf.extend_from_slice(payload);
    w.write_all(&buf)?;
    w.flush()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_frame_reads_back() {
        let mut buf = Vec::new();
        write_frame(&mut buf, b"hello").unwrap_or_else(|e| panic!("{e}"));
        write_frame(&mut buf, b"").unwrap_or_else(|e| panic!("{e}"));
        let mut r = &buf[..];
        let mut fr = FrameReader::new(10);
        assert_eq!(fr.read(&mut r), Ok(b"hello".to_vec()));
        assert_eq!(fr.read(&mut r), Ok(Vec::new()));
        assert_eq!(fr.read(&mut r), Err(NetError::Closed));
    }

    #[test]
    fn a_huge_announcement_is_refused_before_it_is_read() {
        // 100 MB announced, 3 bytes sent: refused on the length alone.
        let bytes = [&100_000_000u32.to_be_bytes()[..], b"abc"].concat();
        let mut r = &bytes[..];
        assert_eq!(
            FrameReader::new(65_536).read(&mut r),
            Err(NetError::TooLarge {
                len: 100_000_000,
                limit: 65_536
            })
        );
        assert_eq!(r, b"abc", "nothing of the body was read");
    }

    #[test]
    fn a_cut_in_the_middle_of_a_frame_is_closed() {
        let bytes = [&10u32.to_be_bytes()[..], b"abc"].concat();
        let mut r = &bytes[..];
        assert_eq!(FrameReader::new(100).read(&mut r), Err(NetError::Closed));
    }
}

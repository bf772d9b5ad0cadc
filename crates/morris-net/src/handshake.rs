//! The handshake on a fresh connection (direct, or through a relay once paired):
//!
//! 1. each side sends a hello: the protocol's name, its version and its role (host or join);
//! 2. SPAKE2 (Ed25519 group, the host as side A) with the whole code as the password: each side
//!    sends its message and gets a key; someone who watches, or runs the relay, learns nothing
//!    to test codes with offline;
//! 3. HKDF-SHA256 makes four keys from it: two to confirm, one for each direction of frames;
//! 4. each side sends an HMAC-SHA256 of the transcript (both hellos and both SPAKE2 messages)
//!    under its confirmation key, and checks the other's: a wrong code gives different keys,
//!    so both sides fail here, at once, with [`NetError::WrongCode`].

use std::net::TcpStream;
use std::time::Instant;

use hkdf::Hkdf;
use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};
use spake2::{Ed25519Group, Identity, Password, Spake2};

use crate::link::Keys;
use crate::wire::{Deadline, read_frame, write_frame};
use crate::{Code, Link, NetError, Options};

/// The hello's first bytes.
const MAGIC: &[u8] = b"morris-link";
/// The version of the link's protocol; another is refused with [`NetError::Version`].
pub(crate) const VERSION: u8 = 1;
/// The handshake's frames are small.
const HANDSHAKE_FRAME: usize = 128;

/// Which side of the link.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Role {
    Host,
    Join,
}

impl Role {
    fn byte(self) -> u8 {
        match self {
            Role::Host => b'H',
            Role::Join => b'J',
        }
    }
}

/// Runs the handshake on `stream` and gives the link.
pub(crate) fn handshake(
    mut stream: TcpStream,
    code: &Code,
    role: Role,
    opts: &Options,
    relayed: bool,
) -> Result<Link, NetError> {
    let _ = stream.set_nodelay(true);
    // The whole handshake within the timeout, not each read: a peer trickling bytes cannot
    // hold the host.
    let until = Instant::now() + opts.handshake_timeout;
    stream.set_write_timeout(Some(opts.write_timeout))?;

    let hello = [MAGIC, &[VERSION, role.byte()]].concat();
    write_frame(&mut stream, &hello)?;
    let theirs = read_frame(&mut Deadline::new(&stream, until), HANDSHAKE_FRAME)?;
    let Some(rest) = theirs.strip_prefix(MAGIC) else {
        return Err(NetError::Protocol("not a morris link"));
    };
    match rest {
        [VERSION, r] if *r == role.byte() => {
            return Err(NetError::Protocol("both sides took the same role"));
        }
        [VERSION, b'H' | b'J'] => {}
        [VERSION, ..] => return Err(NetError::Protocol("bad hello")),
        _ => return Err(NetError::Version),
    }

    let password = Password::new(code.password());
    let (host_id, join_id) = (Identity::new(b"morris host"), Identity::new(b"morris join"));
    let (state, mine) = match role {
        Role::Host => Spake2::<Ed25519Group>::start_a(&password, &host_id, &join_id),
        Role::Join => Spake2::<Ed25519Group>::start_b(&password, &host_id, &join_id),
    };
    write_frame(&mut stream, &mine)?;
    let other = read_frame(&mut Deadline::new(&stream, until), HANDSHAKE_FRAME)?;
    let key = state
        .finish(&other)
        .map_err(|_| NetError::Protocol("bad key exchange message"))?;

    let (hello_h, hello_j, msg_h, msg_j) = match role {
        Role::Host => (&hello, &theirs, &mine, &other),
        Role::Join => (&theirs, &hello, &other, &mine),
    };
    let mut transcript = Sha256::new();
    for part in [hello_h, hello_j, msg_h, msg_j] {
        transcript.update((part.len() as u32).to_be_bytes());
        transcript.update(part);
    }
    let transcript = transcript.finalize();

    let hk = Hkdf::<Sha256>::new(Some(b"morris-link/1"), &key);
    let derive = |info: &[u8]| -> Result<[u8; 32], NetError> {
        let mut out = [0u8; 32];
        hk.expand(info, &mut out)
            .map_err(|_| NetError::Protocol("key derivation"))?;
        Ok(out)
    };
    let confirm_h = derive(b"confirm host")?;
    let confirm_j = derive(b"confirm join")?;
    let h_to_j = derive(b"frames host to join")?;
    let j_to_h = derive(b"frames join to host")?;
    let (confirm_mine, confirm_theirs, keys) = match role {
        Role::Host => (
            confirm_h,
            confirm_j,
            Keys {
                send: h_to_j,
                recv: j_to_h,
            },
        ),
        Role::Join => (
            confirm_j,
            confirm_h,
            Keys {
                send: j_to_h,
                recv: h_to_j,
            },
        ),
    };
    let mac = |key: &[u8; 32]| -> Result<Hmac<Sha256>, NetError> {
        let mut m = <Hmac<Sha256> as Mac>::new_from_slice(key)
            .map_err(|_| NetError::Protocol("key derivation"))?;
        m.update(&transcript);
        Ok(m)
    };
    write_frame(&mut stream, &mac(&confirm_mine)?.finalize().into_bytes())?;
    let proof = read_frame(&mut Deadline::new(&stream, until), HANDSHAKE_FRAME)?;
    if mac(&confirm_theirs)?.verify_slice(&proof).is_err() {
        let _ = stream.shutdown(std::net::Shutdown::Both);
        return Err(NetError::WrongCode);
    }

    stream.set_read_timeout(None)?;
    Link::new(stream, &keys, opts.max_rate, relayed)
}

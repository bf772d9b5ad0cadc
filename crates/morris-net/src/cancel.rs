//! Stopping a wait from another thread: the screen's "cancel" while a host waits for a friend or
//! a friend waits for the host.

use std::net::{Shutdown, SocketAddr, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

/// A handle that stops a [`Listener::accept`](crate::Listener::accept) or a
/// [`join_with`](crate::join_with) from another thread: the call returns
/// [`NetError::Cancelled`](crate::NetError::Cancelled) within moments. Clones share one state;
/// once cancelled, it stays so.
#[derive(Debug, Clone, Default)]
pub struct Cancel {
    inner: Arc<Inner>,
}

#[derive(Debug, Default)]
struct Inner {
    cancelled: AtomicBool,
    /// The connection in use, shut down to wake a blocked read.
    stream: Mutex<Option<TcpStream>>,
    /// The address of a listening socket, connected to once to wake a blocked accept.
    wake: Mutex<Option<SocketAddr>>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl Cancel {
    /// A handle not yet cancelled.
    pub fn new() -> Cancel {
        Cancel::default()
    }

    /// Stops the wait (and any later one with this handle).
    pub fn cancel(&self) {
        self.inner.cancelled.store(true, Ordering::SeqCst);
        if let Some(s) = lock(&self.inner.stream).as_ref() {
            let _ = s.shutdown(Shutdown::Both);
        }
        if let Some(addr) = *lock(&self.inner.wake) {
            let _ = TcpStream::connect_timeout(&addr, Duration::from_secs(1));
        }
    }

    /// Whether [`Cancel::cancel`] was called.
    pub fn cancelled(&self) -> bool {
        self.inner.cancelled.load(Ordering::SeqCst)
    }

    /// Watches `stream`: a cancel shuts it down.
    pub(crate) fn watch(&self, stream: &TcpStream) {
        *lock(&self.inner.stream) = stream.try_clone().ok();
        if self.cancelled() {
            let _ = stream.shutdown(Shutdown::Both);
        }
    }

    /// Stops watching the stream (it became a link, which [`Closer`](crate::Closer) ends).
    pub(crate) fn forget(&self) {
        *lock(&self.inner.stream) = None;
    }

    /// A cancel connects to `addr` to wake a blocked accept.
    pub(crate) fn wake_on(&self, addr: Option<SocketAddr>) {
        *lock(&self.inner.wake) = addr;
    }
}

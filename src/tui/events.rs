//! The one queue the game loop waits on, and the terminal's set-up and restore.
//!
//! The loop in [`crate::tui`] blocks on a single channel of [`Event`]s. Three kinds of senders
//! feed it:
//!
//! - an input thread, which turns the terminal's keys, mouse and resizes into events and sends
//!   [`Event::InputClosed`] when the terminal goes away;
//! - a signal thread, which forwards SIGTSTP, SIGCONT and the terminating signals as
//!   [`Event::Signal`];
//! - the workers (see [`super::workers`]), which send typed reports:
//!   [`Event::Computer`] from a search, [`Event::Analysis`] from the solver.
//!
//! Every event becomes a message for the app (or, for a signal, is the loop's own business),
//! and is followed by the effects it asks for and a redraw. Nothing wakes the loop unless
//! something is sent: idle, it never runs. A send fails only once the loop has ended; workers
//! should then just stop.

use std::io::Write;
use std::sync::mpsc;

use crossterm::event::{KeyEvent, MouseEvent};

use super::{analysis, computer};

/// What the game loop waits for.
#[derive(Debug)]
pub enum Event {
    /// A key was pressed.
    Key(KeyEvent),
    /// The mouse did something (only if mouse capture is on).
    Mouse(MouseEvent),
    /// The terminal changed size: redraw.
    Resize,
    /// A report of the computer's search.
    Computer(computer::Report),
    /// A report of the solver.
    Analysis(analysis::Report),
    /// A report of the puzzle worker.
    Maker(super::maker::Report),
    /// The saved games found, for the list of this number.
    Listed(u64, crate::store::saved::Listing),
    /// The link with the friend at another terminal.
    Remote(super::remote::Report),
    /// What became of opening a link from the menu (opened off the loop).
    Linked(super::remote::Linked),
    /// A signal arrived (SIGTSTP, SIGCONT, or one that ends the program).
    Signal(i32),
    /// The terminal is gone (end of input, a hang-up without SIGHUP): the game ends, saved.
    InputClosed,
}

/// The sending end of the loop's queue; clone it for every worker.
pub type Sender = mpsc::Sender<Event>;

/// The signals that end the program by default and that can be caught: on each the terminal
/// is restored (cursor shown) before the program ends. (SIGKILL and SIGSTOP cannot be caught;
/// the faults SIGSEGV, SIGBUS, SIGFPE and SIGILL are not ours to handle.) SIGABRT sent from
/// outside restores the terminal and then aborts as usual.
pub fn ending_signals() -> Vec<i32> {
    use signal_hook::consts::*;
    let mut all = vec![
        SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGXFSZ, SIGXCPU, SIGVTALRM,
        SIGPROF, SIGIO, SIGSYS, SIGTRAP, SIGABRT,
    ];
    #[cfg(target_os = "linux")]
    {
        all.extend([libc::SIGPWR, libc::SIGSTKFLT]);
        // The real-time signals the C library leaves to programs (it keeps the first few).
        all.extend(libc::SIGRTMIN()..=libc::SIGRTMAX());
    }
    all.retain(|s| !FORBIDDEN.contains(s));
    all
}

/// Starts the input thread and the signal thread, both sending to `tx`.
pub fn start_senders(tx: &Sender) {
    let input = tx.clone();
    std::thread::spawn(move || {
        use crossterm::event::{self, Event as Term};
        loop {
            let event = match event::read() {
                Ok(Term::Key(k)) => Event::Key(k),
                // Releases are dropped here, so that they never wake the loop.
                Ok(Term::Mouse(m)) if super::mouse::wanted(&m) => Event::Mouse(m),
                Ok(Term::Resize(..)) => Event::Resize,
                Ok(_) => continue,
                Err(_) => Event::InputClosed,
            };
            let closed = matches!(event, Event::InputClosed);
            if input.send(event).is_err() || closed {
                return;
            }
        }
    });
    watch_input_end(tx.clone());
    use signal_hook::consts::{SIGCONT, SIGTSTP};
    let mut wanted = ending_signals();
    wanted.extend([SIGTSTP, SIGCONT]);
    if let Ok(mut signals) = signal_hook::iterator::Signals::new(&wanted) {
        let tx = tx.clone();
        std::thread::spawn(move || {
            for sig in signals.forever() {
                if tx.send(Event::Signal(sig)).is_err() {
                    return;
                }
            }
        });
    }
}

/// Watches the terminal for its end (the other side closed, as when a terminal started under
/// `setsid` vanishes without a SIGHUP). The key reader cannot tell: it would spin on end of
/// input. Wakes only when input arrives; idle, never.
fn watch_input_end(tx: Sender) {
    use std::os::fd::AsRawFd;
    std::thread::spawn(move || {
        let Ok(mut poll) = mio::Poll::new() else {
            return;
        };
        let fd = std::io::stdin().as_raw_fd();
        let mut source = mio::unix::SourceFd(&fd);
        if poll
            .registry()
            .register(&mut source, mio::Token(0), mio::Interest::READABLE)
            .is_err()
        {
            return;
        }
        let mut events = mio::Events::with_capacity(4);
        loop {
            match poll.poll(&mut events, None) {
                Ok(()) => {}
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(_) => return,
            }
            if events.iter().any(|e| e.is_read_closed() || e.is_error()) {
                let _ = tx.send(Event::InputClosed);
                return;
            }
        }
    });
}

/// Whether the game asks the terminal for mouse clicks (set once, before the terminal is
/// entered; read again when coming back from a suspend).
static MOUSE: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Asks for mouse clicks (or not) from the next [`enter_terminal`] on.
pub fn set_mouse(on: bool) {
    MOUSE.store(on, std::sync::atomic::Ordering::Relaxed);
}

/// Whether mouse clicks are on (reports that arrive anyway, typed raw, are then ignored).
pub fn mouse_on() -> bool {
    MOUSE.load(std::sync::atomic::Ordering::Relaxed)
}

/// Puts the terminal in the game's modes: raw input, the alternate screen, no cursor, and
/// mouse clicks (presses and the wheel only) if they are wanted.
pub fn enter_terminal() -> std::io::Result<()> {
    crossterm::terminal::enable_raw_mode()?;
    let mut out = std::io::stdout();
    crossterm::execute!(
        out,
        crossterm::terminal::EnterAlternateScreen,
        crossterm::cursor::Hide
    )?;
    if mouse_on() {
        out.write_all(super::mouse::ENABLE.as_bytes())?;
        out.flush()?;
    }
    Ok(())
}

/// Gives the terminal back as it was: cooked input, the main screen, the cursor visible, mouse
/// capture off. Each step is tried even if another fails; safe to call more than once and from
/// any thread.
pub fn restore_terminal() {
    let _ = crossterm::terminal::disable_raw_mode();
    let mut out = std::io::stdout();
    // Mouse reports off whether or not they were asked for: ours (`?1000`, `?1006`), and the
    // others crossterm knows, should anything have turned them on.
    let _ = out.write_all(super::mouse::DISABLE.as_bytes());
    let _ = crossterm::execute!(
        out,
        crossterm::event::DisableMouseCapture,
        crossterm::terminal::LeaveAlternateScreen,
        crossterm::cursor::Show
    );
    let _ = out.flush();
}

/// Restores the terminal before a panic's message is printed (and the process ends).
pub fn restore_on_panic() {
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        restore_terminal();
        hook(info);
    }));
}

/// The screen is to be drawn again whole: something was written on the terminal beside the
/// frame (a wait for a lock, said on the last line while the game waits).
static REPAINT: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Whether the screen is to be drawn again whole (asked once: the answer is then reset).
pub fn take_repaint() -> bool {
    REPAINT.swap(false, std::sync::atomic::Ordering::Relaxed)
}

/// Says a wait for a lock on the screen's last line while the game waits (the frame cannot
/// be drawn meanwhile); the next frame is drawn whole again over it.
pub fn say_waiting(w: &crate::store::waiting::Waiting) {
    use crate::words::store::StoreWords;
    let Ok((width, height)) = crossterm::terminal::size() else {
        return;
    };
    let text: String = crate::text::clean(&w.text())
        .chars()
        .take(usize::from(width))
        .collect();
    let mut out = std::io::stdout();
    let _ = crossterm::queue!(
        out,
        crossterm::cursor::MoveTo(0, height.saturating_sub(1)),
        crossterm::terminal::Clear(crossterm::terminal::ClearType::CurrentLine),
        crossterm::style::Print(text)
    );
    let _ = out.flush();
    REPAINT.store(true, std::sync::atomic::Ordering::Relaxed);
}

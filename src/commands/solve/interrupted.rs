//! Ctrl-C (or a kill) during `morris solve --all`. Each class is kept whole or not at all, so
//! stopping loses at most the class in progress; a line on standard error says so — how many
//! classes are kept, and that the same command goes on from there — and the program then ends
//! as the signal would have ended it (a shell sees the signal, a script its exit status).

use std::sync::Arc;
use std::thread::JoinHandle;

use signal_hook::consts::{SIGINT, SIGTERM};
use signal_hook::iterator::{Handle, Signals};

use crate::solve::TableFiles;

/// Listening for Ctrl-C and SIGTERM while `solve --all` runs; no longer once dropped.
pub struct Interrupted {
    handle: Option<Handle>,
    thread: Option<JoinHandle<()>>,
}

impl Interrupted {
    /// Listens on a thread of its own: on a signal it looks in the cache for the classes of
    /// `units` (in their order) kept under the rules `key`, says what it found, and ends the
    /// program. Where the signals cannot be listened to, they end it as before, silently.
    pub fn watch(files: Arc<dyn TableFiles>, key: String, units: Vec<(u8, u8)>) -> Interrupted {
        let Ok(mut signals) = Signals::new([SIGINT, SIGTERM]) else {
            return Interrupted {
                handle: None,
                thread: None,
            };
        };
        let handle = signals.handle();
        let thread = std::thread::Builder::new()
            .name("interrupted".into())
            .spawn(move || {
                // None once the handle is closed: `solve --all` ended first.
                let Some(sig) = signals.forever().next() else {
                    return;
                };
                let classes = classes_of(&units);
                let kept: Vec<(u8, u8)> = classes
                    .iter()
                    .copied()
                    .filter(|&(a, b)| files.has(&key, a, b))
                    .collect();
                clear_progress();
                crate::commands::say(format_args!(
                    "morris: {}",
                    line(kept.len(), classes.len(), kept.last().copied())
                ));
                let _ = signal_hook::low_level::emulate_default_handler(sig);
                std::process::exit(128 + sig);
            })
            .ok();
        Interrupted {
            handle: Some(handle),
            thread,
        }
    }
}

impl Drop for Interrupted {
    fn drop(&mut self) {
        if let Some(h) = self.handle.take() {
            h.close();
        }
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// The classes of `units`, each unit's class before its mirror.
pub(super) fn classes_of(units: &[(u8, u8)]) -> Vec<(u8, u8)> {
    units
        .iter()
        .flat_map(|&(a, b)| {
            if a == b {
                vec![(a, b)]
            } else {
                vec![(a, b), (b, a)]
            }
        })
        .collect()
}

/// The line said when stopped: `kept` of `all` classes are in the cache, the last of them
/// `last`.
pub fn line(kept: usize, all: usize, last: Option<(u8, u8)>) -> String {
    crate::t!(
        "solve-interrupted",
        kept = kept,
        all = all,
        last = last.map_or(String::new(), |(a, b)| format!("{a}v{b}")),
    )
}

/// The progress bar's line wiped, on a terminal (with the `^C` the terminal wrote over it).
fn clear_progress() {
    use std::io::IsTerminal;
    if std::io::stderr().is_terminal() {
        eprint!("\r\x1b[K");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{self, Lang};

    #[test]
    fn the_line_says_how_many_classes_are_kept_and_that_the_same_command_goes_on() {
        lang::set_here(Some(Lang::En));
        assert_eq!(
            line(3, 4, Some((3, 4))),
            "interrupted: 3 of the 4 classes are finished and kept (up to 3v4); the same \
             command goes on from there"
        );
        assert_eq!(
            line(1, 49, Some((3, 3))),
            "interrupted: 1 of the 49 classes is finished and kept (3v3); the same command \
             goes on from there"
        );
        assert_eq!(
            line(0, 4, None),
            "interrupted before a class was finished: none of the 4 classes is kept yet; the \
             same command starts again"
        );
        lang::set_here(Some(Lang::De));
        assert!(line(3, 4, Some((3, 4))).starts_with("abgebrochen: 3 der 4 Klassen sind"));
        lang::set_here(Some(Lang::Pt));
        assert!(line(0, 4, None).starts_with("interrompido antes"));
        lang::set_here(None);
    }

    #[test]
    fn a_unit_s_class_comes_before_its_mirror() {
        assert_eq!(
            classes_of(&[(3, 3), (4, 3), (4, 4)]),
            [(3, 3), (4, 3), (3, 4), (4, 4)]
        );
    }
}

//! Sharing a game (issue 39): its record, or the FEN of the position shown, copied to the
//! terminal's clipboard with the terminal's own sequence, OSC 52, which reaches the clipboard of
//! the machine the player sits at, over ssh too. The app asks ([`Effect::Copy`]); the loop
//! makes the text (the record as the game's file has it), and writes the sequence to the
//! terminal ([`Effect::Clipboard`]), never `update`; what was done comes back as a fact
//! ([`Copied`]) that the panel says. Where the terminal cannot take it, the panel says where
//! the record is on disk (or shows the FEN).
//!
//! [`Effect::Copy`]: super::messages::Effect::Copy
//! [`Effect::Clipboard`]: super::messages::Effect::Clipboard

use std::path::PathBuf;

use base64::Engine as _;

/// What is copied.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum What {
    /// The game's record (PGN).
    Record,
    /// The position shown, as FEN.
    Fen,
}

/// What the app asks to copy: the game as its record is written, or the FEN of the position
/// shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Copy {
    /// The record of the game as the app has it.
    Record(Box<super::messages::Saving>),
    /// The FEN.
    Fen(String),
}

/// Why the terminal was not given it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotCopied {
    /// `TERM` is `dumb`: no escape sequence reaches a clipboard.
    Dumb,
    /// The output is not a terminal.
    NotATerminal,
    /// The sequence would be this many bytes: more than terminals take ([`MOST`]).
    TooLarge(usize),
}

/// What was done.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Copied {
    /// What was copied.
    pub what: What,
    /// Given to the terminal, or why not.
    pub done: Result<(), NotCopied>,
    /// Where the game's record is on disk, if it is.
    pub path: Option<PathBuf>,
    /// The FEN copied (shown where it could not be).
    pub fen: Option<String>,
}

/// The most bytes of a sequence sent: some terminals take no more than about 100 kB of OSC 52
/// (xterm's default, tmux's), and drop a longer one whole.
pub const MOST: usize = 100_000;

/// The OSC 52 sequence that puts `text` on the clipboard: `ESC ] 52 ; c ; BASE64 BEL`.
pub fn osc52(text: &str) -> Vec<u8> {
    let b64 = base64::engine::general_purpose::STANDARD.encode(text.as_bytes());
    format!("\x1b]52;c;{b64}\x07").into_bytes()
}

/// Whether a terminal of this `TERM`, on an output that is (or is not) a terminal, can take a
/// sequence at all.
pub fn terminal_takes(term: Option<&str>, tty: bool) -> Result<(), NotCopied> {
    if !tty {
        Err(NotCopied::NotATerminal)
    } else if term == Some("dumb") {
        Err(NotCopied::Dumb)
    } else {
        Ok(())
    }
}

/// The sequence for `text`, or why the terminal cannot take it (`terminal`: whether it can
/// take one at all).
pub fn sequence(text: &str, terminal: &Result<(), NotCopied>) -> Result<Vec<u8>, NotCopied> {
    terminal.clone()?;
    let seq = osc52(text);
    if seq.len() > MOST {
        return Err(NotCopied::TooLarge(seq.len()));
    }
    Ok(seq)
}

impl Copied {
    /// What the panel says of it.
    pub fn text(&self) -> String {
        use crate::t;
        let path = self
            .path
            .as_deref()
            .map(|p| crate::text::clean(&crate::store::display_path(p)));
        let fen = self.fen.clone().unwrap_or_default();
        match (&self.done, self.what, path) {
            (Ok(()), What::Record, Some(path)) => t!("share-record-copied", path = path),
            (Ok(()), What::Record, None) => t!("share-record-copied-unsaved"),
            (Ok(()), What::Fen, _) => t!("share-fen-copied", fen = fen),
            (Err(why), What::Record, Some(path)) => {
                t!("share-record-not-copied", why = why.text(), path = path)
            }
            (Err(why), What::Record, None) => {
                t!("share-record-not-copied-unsaved", why = why.text())
            }
            (Err(why), What::Fen, _) => t!("share-fen-not-copied", why = why.text(), fen = fen),
        }
    }
}

impl NotCopied {
    /// Why, in words.
    pub fn text(&self) -> String {
        match self {
            NotCopied::Dumb => crate::t!("share-why-dumb"),
            NotCopied::NotATerminal => crate::t!("share-why-not-a-terminal"),
            NotCopied::TooLarge(n) => crate::t!("share-why-too-large", kb = n.div_ceil(1000)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sequence_is_osc_52_with_the_text_in_base64() {
        assert_eq!(osc52("1. d6 *\n"), b"\x1b]52;c;MS4gZDYgKgo=\x07".to_vec());
        assert_eq!(sequence("x", &Ok(())), Ok(b"\x1b]52;c;eA==\x07".to_vec()));
        let long = "d6 ".repeat(30_000);
        assert!(matches!(
            sequence(&long, &Ok(())),
            Err(NotCopied::TooLarge(n)) if n > MOST
        ));
        assert_eq!(terminal_takes(Some("dumb"), true), Err(NotCopied::Dumb));
        assert_eq!(
            terminal_takes(Some("xterm"), false),
            Err(NotCopied::NotATerminal)
        );
        assert_eq!(terminal_takes(Some("xterm-256color"), true), Ok(()));
    }
}

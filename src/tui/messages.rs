//! What flows through the screen, one way: a [`Msg`] (a key, a click, a beat of time, a
//! worker's report, what the store did) goes into [`App::update`](super::App::update), which
//! answers with [`Effect`]s (save, keep aside, start or stop a search, quit) for the loop to
//! carry out; what the store says of them comes back as a message.

use crossterm::event::{KeyEvent, MouseEventKind};

use super::keys::Action;
use super::mouse::Hit;
use super::{analysis, computer};
use crate::rules::Game;
use crate::store::said::{Kept, KeptAside, NotKeptAside, NotOpened, NotSavedAs, Note, Nowhere};
use crate::store::scores::Score;
use crate::store::tags::Help;
use crate::words::store::StoreWords;

/// What the app hears.
#[derive(Debug)]
pub enum Msg {
    /// What a key or a click asks for.
    Action(Action),
    /// A key, read as the mode in force reads it (a path being typed takes letters).
    Key(KeyEvent),
    /// The mouse, and what the last frame drew under it.
    Mouse(MouseEventKind, Option<Hit>),
    /// Time passed: a beat of the computer's turn, or of the replay.
    Tick,
    /// The loop's clock: the time since it started. Sent before each other message while
    /// the app asks for it ([`App::wants_time`](super::App::wants_time)).
    Time(std::time::Duration),
    /// Time passed while a clock ran (the loop measures it; a test hands in a fake one):
    /// taken from the running side.
    Elapsed(std::time::Duration),
    /// The terminal's size.
    Resized(u16, u16),
    /// The computer's worker.
    Computer(computer::Report),
    /// The solving worker.
    Analysis(analysis::Report),
    /// The puzzle worker.
    Maker(super::maker::Report),
    /// What the store did.
    Stored(Stored),
    /// The saved games found (the list asked for with this number).
    Listed(u64, crate::store::saved::Listing),
    /// The link with the friend at another terminal.
    Remote(super::remote::Report),
    /// What became of opening a link from the menu.
    Linked(super::remote::Linked),
}

impl From<Action> for Msg {
    fn from(a: Action) -> Msg {
        Msg::Action(a)
    }
}

/// The game as its record is to be written: the players, their help, who made each decision.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saving {
    /// The game.
    pub game: Game,
    /// White's and Black's names (a computer side by its level).
    pub names: [String; 2],
    /// The help the players had.
    pub help: Help,
    /// Who made each stored decision: `true` where the computer did.
    pub by_computer: Vec<bool>,
    /// The board is drawn turned half round.
    pub turned: bool,
    /// Analysis is on: a resumed game comes back with it on.
    pub analysis_on: bool,
    /// The clocks: the time control and the time left after each decision.
    pub clock: crate::clock::Times,
    /// The address of the friend at another terminal, in a game across the link.
    pub opponent: Option<String>,
}

/// What must happen after a message: the loop carries these out, in order.
#[derive(Debug)]
pub enum Effect {
    /// The game changed: write it.
    Save(Box<Saving>),
    /// Only the help had changed (or the board was turned): write it where the game holds a record of its own (a record
    /// shown read-only gets it with the next decision).
    SaveHelp(Box<Saving>),
    /// The record holds a game that this one replaces: keep it aside (before the save that
    /// follows).
    KeepAside,
    /// The saved game offered was resumed: its record goes on with its own tags.
    Resumed,
    /// Save the game in the file typed (after a failed save), then quit.
    SaveAs(String, Box<Saving>),
    /// Start a search.
    Search(Box<computer::Search>),
    /// Stop a search (its answer still comes, and is dropped or played as the app decides).
    Stop(u64),
    /// Start solving.
    Solve(Box<analysis::Solve>),
    /// Read (or make) the set of puzzles kept for rules that are not a preset's own.
    MakePuzzles(Box<super::maker::Make>),
    /// Stop making puzzles (this job).
    StopMaking(u64),
    /// List the saved games (this is the list's number): in the data folder, or in the folder
    /// or file typed.
    ListSaved {
        /// The list's number: a later list replaces an earlier one still being read.
        id: u64,
        /// The folder or file the player typed; `None`: the data folder.
        typed: Option<String>,
    },
    /// Leave this game (saved as it is) for the record at this path, opened as the command
    /// line opens one (its lock, or read-only when another morris holds it).
    Open(std::path::PathBuf, super::app::saved::How),
    /// Keep the record at this path aside (the next free numbered name beside it).
    KeepAsideSaved(std::path::PathBuf),
    /// Give the terminal back to the shell until `fg`.
    Suspend,
    /// Write these settings to the preferences (a value, or `None` to take the file's back),
    /// keeping the rest of the file: the new-game screen's choices, for next time.
    Remember(
        Vec<(
            crate::settings::table::Key,
            Option<crate::settings::table::Value>,
        )>,
    ),
    /// Read the puzzles' progress of a set (the preset's name), noting a puzzle's result
    /// first (its FEN): the store answers with [`Stored::Puzzles`].
    Puzzles {
        /// The set.
        set: String,
        /// The puzzle just finished and how, if one was.
        noted: Option<(String, crate::store::puzzles::Tried)>,
    },
    /// Read the statistics (the scoreboard brought up to date, the puzzles' progress): the
    /// store answers with [`Stored::Stats`].
    Stats,
    /// Read the training's best rounds, noting a round first (the board, the way and the
    /// round): the store answers with [`Stored::Learn`].
    Learn {
        /// The round just played, if one was.
        noted: Option<(String, String, crate::store::learn::Round)>,
    },
    /// Copy the record, or a FEN, to the terminal's clipboard: the loop makes the text and
    /// asks for [`Effect::Clipboard`] (see [`super::share`]).
    Copy(super::share::Copy),
    /// Write these bytes (an OSC 52 sequence) to the terminal.
    Clipboard(Vec<u8>),
    /// Send this message to the friend at another terminal.
    Send(crate::net::protocol::Message),
    /// End the link with the friend for good (they broke the protocol, or the player stopped
    /// waiting for them).
    HangUp,
    /// Open a link with a friend (from the menu): what became of it comes back as
    /// [`Msg::Linked`].
    Link(super::remote::Linking),
    /// Read the Sanmill puzzle pack at this path (bounded): the store answers with
    /// [`Stored::Pack`].
    ReadPack(std::path::PathBuf),
    /// End the program (the game is saved).
    Quit,
}

/// The effects of one message.
#[derive(Debug, Default)]
pub struct Effects(pub Vec<Effect>);

impl Effects {
    /// Adds one.
    pub fn push(&mut self, e: Effect) {
        self.0.push(e);
    }

    /// Whether the program is to end.
    pub fn quits(&self) -> bool {
        self.0.iter().any(|e| matches!(e, Effect::Quit))
    }

    /// Whether a save of the game is asked for.
    pub fn saves(&self) -> bool {
        self.0.iter().any(|e| matches!(e, Effect::Save(_)))
    }

    /// Whether keeping the record's game aside is asked for.
    pub fn keeps_aside(&self) -> bool {
        self.0.iter().any(|e| matches!(e, Effect::KeepAside))
    }

    /// The searches asked for.
    pub fn searches(&self) -> usize {
        self.0
            .iter()
            .filter(|e| matches!(e, Effect::Search(_)))
            .count()
    }
}

impl IntoIterator for Effects {
    type Item = Effect;
    type IntoIter = std::vec::IntoIter<Effect>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

/// Where the game is kept, as the panel says it (the facts: the view words them).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SaveStatus {
    /// Where it is kept (`saved to game.pgn`, `NOT SAVED`); `None`: only until quitting
    /// (nothing is said).
    pub kept: Option<Kept>,
    /// Why it is not saved, if it is not.
    pub unsaved: Option<Nowhere>,
}

impl SaveStatus {
    /// Where the game is kept, in words (empty: only until quitting).
    pub fn storage(&self) -> String {
        self.kept
            .as_ref()
            .map_or_else(String::new, |k| crate::text::clean(&k.text()))
    }

    /// Why the game is not saved, in words, if it is not.
    pub fn why_unsaved(&self) -> Option<String> {
        self.unsaved.as_ref().map(|w| crate::text::clean(&w.text()))
    }

    /// The warning that stays on the panel while the game is not saved.
    pub fn warning(&self) -> Option<String> {
        self.why_unsaved()
            .map(|w| crate::t!("store-not-saved-why", why = w))
    }
}

/// What the store did with an effect: the facts, which `update` branches on and the view
/// words.
#[derive(Debug)]
pub enum Stored {
    /// A save: where the game is kept now, what the player should be told, the score.
    Saved {
        /// Where the game is kept now, or why not.
        status: SaveStatus,
        /// What the player should be told (a new file, a version kept aside…).
        notes: Vec<Note>,
        /// The running score of the players at the table.
        score: Option<Score>,
    },
    /// The record's game was kept aside: what the player should be told.
    KeptAside(Option<Note>),
    /// The game was saved in the file typed (the status), or why not.
    SavedAs(Result<SaveStatus, NotSavedAs>),
    /// A saved game chosen from the list could not be opened: why (this game goes on).
    NotOpened(NotOpened),
    /// A saved game was kept aside (where it went), or why not.
    KeptAsideSaved(Result<KeptAside, NotKeptAside>),
    /// The settings were written to the preferences (but for the keys whose lines were left
    /// as they are), or why not.
    Remembered(Result<Vec<String>, crate::store::prefs::NotRemembered>),
    /// What was copied to the clipboard, or why not.
    Copied(super::share::Copied),
    /// The puzzles' progress (and what the player should know of its file), or why a result
    /// could not be kept.
    Puzzles(Result<crate::store::puzzles::Said, String>),
    /// The statistics as read (what the player should know of the files is in them); `None`
    /// where there is no data folder.
    Stats(Option<Box<crate::store::stats::Stats>>),
    /// The training's best rounds, and what the player should know of their file.
    Learn(crate::store::learn::Said),
    /// The Sanmill pack read, or why it could not be.
    Pack(Result<Box<crate::puzzles::sanmill::Pack>, String>),
}

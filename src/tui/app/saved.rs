//! The saved games (menu: Saved games…): the records of the data folder, or of a folder or
//! file the player types, newest first. From the list a game in progress is continued, a
//! finished one reviewed, any replayed, one kept aside. The store reads the list (on a worker:
//! a folder of many records takes a while) and opens the record chosen as the command line
//! opens one — its lock, or read-only when another morris holds it — while the game left is
//! released as on quitting; here is only the list's state and what its keys ask for.

use crate::store::said::{KeptAside, NotKeptAside, NotOpened};
use crate::store::saved::{Entry, Listing, Summary};
use crate::words::store::StoreWords;

use super::super::keys::Action;
use super::super::messages::{Effect, Effects};
use super::{App, Mode, Start};

/// How a record chosen from the list is opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum How {
    /// Played on from where it stands (a game in progress).
    Continue,
    /// Looked at from its last position, stepping back through it (a finished game).
    Review,
    /// Replayed from the start.
    Replay,
}

/// The list of saved games, as the screen has it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedGames {
    /// The folder or file typed that is listed; `None`: the data folder.
    typed: Option<String>,
    /// The folder or file being typed, while the player types one.
    editing: Option<String>,
    /// What the store found; `None` while it reads.
    listing: Option<Listing>,
    /// The entry marked.
    marked: usize,
    /// The first entry shown.
    top: usize,
    /// The number of the list asked for last: an older one arriving late is dropped.
    id: u64,
    /// A record chosen, being opened by the store.
    opening: bool,
}

impl SavedGames {
    /// The folder or file typed that is listed (`None`: the data folder).
    pub fn typed(&self) -> Option<&str> {
        self.typed.as_deref()
    }

    /// The folder or file being typed, while the player types one.
    pub fn editing(&self) -> Option<&str> {
        self.editing.as_deref()
    }

    /// What the store found (`None` while it reads).
    pub fn listing(&self) -> Option<&Listing> {
        self.listing.as_ref()
    }

    /// The records listed (none while reading, or when the place cannot be listed).
    pub fn entries(&self) -> &[Summary] {
        match self.listing.as_ref().map(|l| &l.found) {
            Some(Ok(v)) => v,
            _ => &[],
        }
    }

    /// The entry marked.
    pub fn marked(&self) -> usize {
        self.marked
    }

    /// The first entry shown, for a list showing `rows` at a time: the marked entry is
    /// always in sight.
    pub fn top(&self, rows: usize) -> usize {
        let rows = rows.max(1);
        let top = self.top.min(self.marked);
        let top = top.max((self.marked + 1).saturating_sub(rows));
        top.min(self.entries().len().saturating_sub(rows))
    }

    fn marked_entry(&self) -> Option<&Summary> {
        self.entries().get(self.marked)
    }
}

/// What a game in the list is, in words: `in progress`, or its result.
pub fn state(e: &Entry) -> String {
    match e.result.as_deref() {
        None => crate::t!("scr-sv-in-progress"),
        Some(r) => r.to_string(),
    }
}

impl App {
    /// Opens the list of the saved games of the data folder.
    pub(super) fn open_saved_games(&mut self) {
        self.lists += 1;
        let id = self.lists;
        self.mode = Mode::Saved(SavedGames {
            typed: None,
            editing: None,
            listing: None,
            marked: 0,
            top: 0,
            id,
            opening: false,
        });
        self.out.push(Effect::ListSaved { id, typed: None });
    }

    /// The rows of the list the screen shows at once (the view draws as many).
    pub fn saved_rows(&self) -> usize {
        let h = self.size.map_or(24, |(_, h)| h);
        super::super::view::saved::rows(h)
    }

    /// An action in the list.
    pub(super) fn saved_key(&mut self, mut s: SavedGames, action: Action) {
        if s.editing.is_some() {
            self.saved_path_key(s, action);
            return;
        }
        let n = s.entries().len();
        let page = self.saved_rows().max(1);
        let last = n.saturating_sub(1);
        match action {
            Action::Up => s.marked = s.marked.saturating_sub(1),
            Action::Down => s.marked = (s.marked + 1).min(last),
            Action::PageUp => s.marked = s.marked.saturating_sub(page),
            Action::PageDown => s.marked = (s.marked + page).min(last),
            Action::Home => s.marked = 0,
            Action::End => s.marked = last,
            Action::Choose(i) if i < n && i != s.marked => s.marked = i,
            Action::Choose(i) if i < n => return self.open_saved(s, None),
            Action::Select => return self.open_saved(s, None),
            Action::Replay => return self.open_saved(s, Some(How::Replay)),
            Action::KeepAside => return self.keep_saved_aside(s),
            Action::Find => s.editing = Some(s.typed.clone().unwrap_or_default()),
            Action::Cancel => {
                self.mode = Mode::Play;
                return;
            }
            Action::Quit => {
                self.mode = Mode::Play;
                self.ask_quit();
                return;
            }
            _ => {}
        }
        s.top = s.top(page);
        self.mode = Mode::Saved(s);
    }

    /// The mouse wheel over the list: three entries at a time.
    pub(super) fn saved_wheel(&mut self, up: bool) {
        for _ in 0..3 {
            if let Mode::Saved(_) = self.mode {
                self.moved_mode_key(if up { Action::Up } else { Action::Down });
            }
        }
    }

    /// A key while a folder or file is typed: Enter lists it, Esc goes back to the list.
    fn saved_path_key(&mut self, mut s: SavedGames, action: Action) {
        match action {
            Action::Select => {
                let typed = s.editing.take().unwrap_or_default();
                let typed = typed.trim().to_string();
                self.lists += 1;
                s.id = self.lists;
                s.typed = (!typed.is_empty()).then_some(typed);
                s.listing = None;
                s.marked = 0;
                s.top = 0;
                self.out.push(Effect::ListSaved {
                    id: s.id,
                    typed: s.typed.clone(),
                });
            }
            Action::Cancel => s.editing = None,
            _ => {}
        }
        self.mode = Mode::Saved(s);
    }

    /// A character typed into the folder or file (`None`: Backspace).
    pub(super) fn edit_saved_path(&mut self, c: Option<char>) {
        if let Mode::Saved(s) = &mut self.mode
            && let Some(line) = &mut s.editing
        {
            match c {
                Some(c) if !c.is_control() => line.push(c),
                Some(_) => {}
                None => {
                    line.pop();
                }
            }
        }
    }

    /// The list the store read: shown if it is the one asked for last.
    pub(super) fn listed(&mut self, id: u64, listing: Listing) {
        if let Mode::Saved(s) = &mut self.mode
            && s.id == id
        {
            s.listing = Some(listing);
            s.marked = s.marked.min(s.entries().len().saturating_sub(1));
        }
    }

    /// Opens the entry marked, as `how` says (by default: a game in progress is continued, a
    /// finished one reviewed). A damaged record is never opened: its error is said.
    fn open_saved(&mut self, mut s: SavedGames, how: Option<How>) {
        let Some(sum) = s.marked_entry().cloned() else {
            self.say(crate::t!("scr-sv-nothing-to-open"));
            self.mode = Mode::Saved(s);
            return;
        };
        let name = sum
            .path
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        let name = crate::text::file_name(&name);
        let entry = match &sum.record {
            Ok(e) => e,
            Err(e) => {
                self.say(crate::t!(
                    "scr-sv-cannot-open",
                    file = name,
                    error = e.to_string()
                ));
                self.mode = Mode::Saved(s);
                return;
            }
        };
        let how = how.unwrap_or(if entry.result.is_some() {
            How::Review
        } else {
            How::Continue
        });
        if sum.here {
            // The game at the table: back to it, as asked.
            self.mode = Mode::Play;
            match how {
                How::Continue => self.say(crate::t!("scr-sv-this-goes-on")),
                How::Review => self.mode = Mode::Review(self.game.ply()),
                How::Replay => self.start_replay(),
            }
            return;
        }
        if let Some(why) = self.save.why_unsaved()
            && !self.game.history().is_empty()
        {
            self.say(crate::t!("scr-sv-not-saved", why = why));
            self.mode = Mode::Saved(s);
            return;
        }
        s.opening = true;
        self.mode = Mode::Saved(s);
        self.out.push(Effect::Open(sum.path.clone(), how));
    }

    /// Keeps the marked record aside, then reads the list again. The game at the table is
    /// not: a new game (n) keeps it aside.
    fn keep_saved_aside(&mut self, s: SavedGames) {
        match s.marked_entry() {
            None => self.say(crate::t!("scr-sv-nothing-to-keep")),
            Some(sum) if sum.here => self.say(crate::t!("scr-sv-keep-this")),
            Some(sum) => self.out.push(Effect::KeepAsideSaved(sum.path.clone())),
        }
        self.mode = Mode::Saved(s);
    }

    /// What the store said of a record kept aside: said, and the list read again.
    pub(super) fn kept_saved_aside(&mut self, result: Result<KeptAside, NotKeptAside>) {
        match result {
            Ok(kept) => self.say(crate::text::clean(&kept.text())),
            Err(e) => self.say(crate::text::clean(&e.text())),
        }
        if let Mode::Saved(s) = &mut self.mode {
            self.lists += 1;
            s.id = self.lists;
            s.listing = None;
            self.out.push(Effect::ListSaved {
                id: s.id,
                typed: s.typed.clone(),
            });
        }
    }

    /// A record chosen from the list could not be opened: why; the list stays.
    pub(super) fn not_opened(&mut self, why: NotOpened) {
        if let Mode::Saved(s) = &mut self.mode {
            s.opening = false;
        }
        self.say(crate::text::clean(&why.to_string()));
    }

    /// The game of a record opened from the list takes this one's place at the table:
    /// `start` as the store opened it (its players, help, where it is kept), shown as `how`
    /// says. The screen's size and settings stay; a search of the game left is stopped.
    /// What must happen at once.
    pub fn take_over(&mut self, mut start: Start, how: How) -> Effects {
        let mut out = Effects::default();
        if let Some(job) = self.computer.job() {
            out.push(Effect::Stop(job.id));
        }
        start.settings = self.settings.clone();
        start.can_suspend = self.can_suspend;
        start.analysis |= self.analysis.on;
        start.replay = how == How::Replay;
        let (mut app, effects) = App::begin(start, Some(self));
        app.lists = self.lists;
        if how == How::Review {
            app.mode = Mode::Review(app.game.ply());
        }
        *self = app;
        out.0.extend(effects.0);
        out
    }

    /// Whether a record chosen from the list is being opened.
    pub fn opening_saved(&self) -> bool {
        matches!(&self.mode, Mode::Saved(s) if s.opening)
    }
}

/// The file name of a record, for the list.
pub fn file_name(path: &std::path::Path) -> String {
    crate::text::file_name(
        &path
            .file_name()
            .map_or_else(|| path.to_string_lossy(), |n| n.to_string_lossy()),
    )
}

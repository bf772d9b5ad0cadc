//! A game's session on disk: which record it plays in, and everything done to that record
//! while it is played. The screen asks for effects (save, a new game, save as, the end) and
//! shows what the session says; the policy is all here.
//!
//! - **Where it writes** is a [`Place`]: a record it holds (locked: [`super::file`]), a
//!   record shown read-only (a replay, or one another game holds: the first change starts a
//!   new file beside it), or nowhere, and why.
//! - **The default place** (`current.pgn` in the data folder) is taken when the game opens,
//!   before its first frame: a second copy started meanwhile plays in `current.1.pgn` and says
//!   so at once. An unfinished game found there is offered for resuming; a finished one is
//!   kept aside (`current.2026-12-06.Ann-Bob.pgn`: its date and players) when the new game
//!   starts. A saved game that cannot be read is moved aside as unreadable, never written over.
//! - **A record the player named** is never moved: a new game in it goes to a new file beside
//!   it (`game-2.pgn`). A file that does not exist yet is created at once, so that a path that
//!   cannot be written is refused before anyone plays.
//! - **Every save** writes the record with its tags ([`super::tags`]) and counts the game in
//!   the scoreboard ([`super::scores`]); a scoreboard that cannot count it is said, not
//!   hidden.

use std::path::{Path, PathBuf};

use super::Paths;
use super::file::{Naming, Opened, RecordFile};
use super::said::{Failure, Kept, NotOpened, NotSavedAs, Note, Nowhere, Unreadable, Unusable};
use super::scores::{Score, Scoreboard};
use super::tags::{self, Players};
use crate::rules::{Extras, Game, Record, Rules};

/// Where a game is written.
#[derive(Debug)]
pub enum Place {
    /// A record this game holds and writes after every change; whether it is the default
    /// place (whose records the game may move aside).
    Held {
        /// The record.
        file: RecordFile,
        /// Whether it is the default place.
        default_place: bool,
    },
    /// A record shown read-only: nothing is written to it; the first change starts a new file
    /// beside it.
    ReadOnly(PathBuf),
    /// Nowhere, and why.
    Nowhere(Nowhere),
    /// Nowhere yet: a new game on the default place could not move the last game aside, nor
    /// take a new file, for why. The last game's record is still held, and every save tries
    /// again (the folder may be writable by then).
    Owed {
        /// The last game's record, at the default place.
        file: RecordFile,
        /// Why the last try failed.
        why: Nowhere,
    },
}

/// What a game asks to play in.
#[derive(Clone, Copy, Debug)]
pub struct Request<'a> {
    /// The record the player named, if any (else the default place).
    pub file: Option<&'a Path>,
    /// Only to be replayed: never written.
    pub replay: bool,
    /// A new game: a saved game at the default place is not offered for resuming.
    pub new: bool,
    /// The rules in force: a record without its own is read under them where the command line
    /// asked for them (`rules_given`), else under the standard game's.
    pub rules: Rules,
    /// The command line asked for those rules: a saved game under others is not offered for
    /// resuming but kept aside with the new game's first decision (and said so).
    pub rules_given: bool,
    /// White's and Black's names for a new record.
    pub names: [&'a str; 2],
}

/// What opening found.
#[derive(Debug)]
pub struct Opening {
    /// The session.
    pub session: Session,
    /// The record to play on (or replay) at once: the named file's game.
    pub loaded: Option<Record>,
    /// An unfinished game at the default place, offered for resuming.
    pub resume: Option<Record>,
    /// The default place holds a game that the new one moves aside at its first decision.
    pub keep_old: bool,
    /// That game, when a new game was asked for (`new`): a game across the link that comes
    /// back to it goes on in its record instead ([`Session::resumed`] takes its tags).
    pub passed: Option<Record>,
    /// The record the player named did not exist: it is to be written at once.
    pub fresh: bool,
    /// What the player is told at the start.
    pub notes: Vec<Note>,
}

/// A game's session on its record.
#[derive(Debug)]
pub struct Session {
    place: Place,
    tags: Vec<(String, String)>,
    /// The comments, variations and annotations of the record played on, written again.
    extras: Extras,
    /// The tags of the saved game offered for resuming: the record goes on with them (and
    /// with its extras).
    resume_tags: Option<(Vec<(String, String)>, Extras)>,
    scores: Option<Scoreboard>,
    /// A finished game the scoreboard could not count, and where its record is: counted again
    /// before the game is let go (the count may be writable again by then).
    uncounted: Option<(PathBuf, Record)>,
    paths: Paths,
}

/// The rules a record without a `[Variant]` tag of its own is read under: those the command
/// line asked for, else the standard game's, as `morris show` reads it (never the
/// preferences' default game, which would play it, and write it, under other rules).
fn untagged(req: &Request<'_>) -> Rules {
    if req.rules_given {
        req.rules
    } else {
        Rules::default()
    }
}

/// Whether the record at `path` is read-only for this user: the system will not let them
/// write it (their own without its write bit, another's), or nobody may (root too leaves a
/// record so made as it is). Opening it to write changes nothing in it.
fn is_read_only(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    let target = super::file::resolve(path);
    let no_write_bit =
        std::fs::metadata(&target).is_ok_and(|m| m.permissions().mode() & 0o222 == 0);
    no_write_bit
        || std::fs::OpenOptions::new()
            .write(true)
            .open(&target)
            .is_err()
}

fn parse(path: &Path, text: &str, rules: Rules) -> Result<Record, NotOpened> {
    Record::parse(text, rules).map_err(|why| NotOpened::NotARecord {
        path: path.to_path_buf(),
        why,
    })
}

/// The newest unfinished game saved beside the default place `p` under a numbered name
/// (`current.1.pgn`, `current.2.pgn`), that no other morris plays, and that is under the
/// rules asked for where the command line asks for some: its path, its record held, and its
/// record.
fn saved_aside(p: &Path, req: Request<'_>) -> Option<(PathBuf, RecordFile, Record)> {
    let dir = p.parent()?;
    let stem = p.file_stem()?.to_str()?;
    let ext = p.extension()?.to_str()?;
    let mut found: Vec<(Option<std::time::SystemTime>, PathBuf)> = std::fs::read_dir(dir)
        .ok()?
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            let n = name
                .strip_prefix(stem)?
                .strip_prefix('.')?
                .strip_suffix(ext)?
                .strip_suffix('.')?;
            (!n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
                .then(|| (e.metadata().and_then(|m| m.modified()).ok(), e.path()))
        })
        .collect();
    found.sort_by(|a, b| b.cmp(a));
    // A folder of many is looked at no further than its newest few.
    for (_, path) in found.into_iter().take(16) {
        match RecordFile::open(&path) {
            Ok(Opened::Mine(file, Some(text))) => match Record::parse(&text, Rules::default()) {
                Ok(r)
                    if r.game.outcome().is_none()
                        && r.game.ply() > 0
                        && !(req.rules_given && r.game.rules() != &req.rules) =>
                {
                    return Some((path, file, r));
                }
                _ => {}
            },
            // Gone meanwhile: the empty file opening made is removed again.
            Ok(Opened::Mine(file, None)) => file.release(),
            _ => {}
        }
    }
    None
}

impl Session {
    /// A session that writes nowhere, and why (tests; a game without folders).
    pub fn kept_nowhere(why: &str, names: [&str; 2]) -> Session {
        Session {
            place: Place::Nowhere(Nowhere::Said(why.into())),
            tags: tags::new_record(names[0], names[1]),
            extras: Extras::default(),
            resume_tags: None,
            scores: None,
            uncounted: None,
            paths: Paths::default(),
        }
    }

    /// Opens what `req` asks for. `Err` is a problem with what the player asked for (a
    /// broken record, a file that cannot be read or made): said, and no game is played.
    pub fn open(paths: &Paths, req: Request<'_>) -> Result<Opening, NotOpened> {
        let mut session = Session {
            place: Place::Nowhere(Nowhere::NoFile),
            tags: tags::new_record(req.names[0], req.names[1]),
            extras: Extras::default(),
            resume_tags: None,
            scores: paths.data.as_deref().map(Scoreboard::new),
            uncounted: None,
            paths: paths.clone(),
        };
        let mut opening = match req.file {
            Some(path) => session.open_named(path, req)?,
            None => session.open_default(req),
        };
        if let Some(r) = &opening.loaded {
            session.tags = r.tags.clone();
            session.extras = r.extras.clone();
        }
        // A redo line read only in part: said, and kept (its tag is written with every save).
        let records = [
            (&opening.loaded, req.file.map(Path::to_path_buf)),
            (&opening.resume, paths.default_record()),
        ];
        for (record, path) in records {
            if let (Some(r), Some(path)) = (record, path)
                && let Some(e) = &r.unread
            {
                opening.notes.push(Note::RedoUnread {
                    path,
                    why: e.clone(),
                    kept: r.tag(crate::rules::UNREAD_TAG).is_some(),
                });
            }
        }
        session.resume_tags = opening
            .resume
            .as_ref()
            .or(opening.passed.as_ref())
            .map(|r| (r.tags.clone(), r.extras.clone()));
        // A finished game the count is missing (its save could not count it) is counted now,
        // so that the panel's score is true from the start; what cannot be done is said.
        if let Some(scores) = &session.scores
            && !req.replay
        {
            let report = scores.complete();
            opening.notes.extend(report.failed.map(Note::CountFailed));
            opening
                .notes
                .extend(report.notes.into_iter().map(Note::Score));
        }
        opening.session = session;
        Ok(opening)
    }

    fn opening(notes: Vec<Note>) -> Opening {
        Opening {
            session: Session::kept_nowhere("", ["White", "Black"]),
            loaded: None,
            resume: None,
            keep_old: false,
            passed: None,
            fresh: false,
            notes,
        }
    }

    fn open_named(&mut self, path: &Path, req: Request<'_>) -> Result<Opening, NotOpened> {
        let unreadable = |why| NotOpened::Unreadable {
            path: path.to_path_buf(),
            why,
        };
        let mut o = Self::opening(Vec::new());
        if let Some(dir) = path.parent() {
            super::remove_stale_temps(if dir.as_os_str().is_empty() {
                Path::new(".")
            } else {
                dir
            });
        }
        if req.replay {
            // A replay never writes to its record.
            let text = super::file::read_text(path).map_err(unreadable)?;
            o.loaded = Some(parse(path, &text, untagged(&req))?);
            self.place = Place::ReadOnly(path.to_path_buf());
            return Ok(o);
        }
        match RecordFile::open(path).map_err(unreadable)? {
            Opened::Mine(file, Some(text)) => {
                o.loaded = Some(parse(path, &text, untagged(&req))?);
                // A record morris may not write is left as it is: shown read-only, playing on
                // saves beside it.
                if is_read_only(path) {
                    file.release();
                    o.notes.push(Note::ReadOnlyNamed(path.to_path_buf()));
                    self.place = Place::ReadOnly(path.to_path_buf());
                } else {
                    self.place = Place::Held {
                        file,
                        default_place: false,
                    };
                }
            }
            Opened::Mine(file, None) => {
                o.fresh = true;
                self.place = Place::Held {
                    file,
                    default_place: false,
                };
            }
            Opened::Busy(Err(e)) => return Err(unreadable(e)),
            Opened::Busy(Ok(text)) => {
                o.loaded = Some(parse(path, &text, untagged(&req))?);
                o.notes.push(Note::BusyNamed(path.to_path_buf()));
                self.place = Place::ReadOnly(path.to_path_buf());
            }
        }
        Ok(o)
    }

    fn open_default(&mut self, req: Request<'_>) -> Opening {
        let mut o = Self::opening(Vec::new());
        let Some(p) = self.paths.default_record() else {
            self.place = Place::Nowhere(Nowhere::NoDataFolder);
            return o;
        };
        if let Some(dir) = p.parent() {
            if let Err(e) = std::fs::create_dir_all(dir) {
                self.place = Place::Nowhere(Nowhere::DataFolderUnmade {
                    path: dir.to_path_buf(),
                    why: (&e).into(),
                });
                return o;
            }
            super::remove_stale_temps(dir);
        }
        // Whether the default place has no game to offer: one saved beside it may be.
        let mut none_offered = false;
        match RecordFile::open(&p) {
            Ok(Opened::Mine(file, None)) => {
                none_offered = !req.new;
                self.hold(file);
            }
            Ok(Opened::Mine(file, Some(text))) => match Record::parse(&text, Rules::default()) {
                Ok(r)
                    if r.game.outcome().is_none()
                        && r.game.ply() > 0
                        && req.rules_given
                        && !req.new
                        && r.game.rules() != &req.rules =>
                {
                    o.notes.push(Note::OtherRulesAside {
                        rules: r.game.rules().variant,
                        asked: req.rules.variant,
                    });
                    o.keep_old = true;
                    self.hold(file);
                }
                Ok(r) if r.game.outcome().is_none() && r.game.ply() > 0 && !req.new => {
                    o.resume = Some(r);
                    self.hold(file);
                }
                // A finished game, or one --new passes over, is kept aside before the new
                // game is first written; a game without a played decision (all undone, or
                // none) is not worth keeping: the new game takes its place.
                Ok(r) => {
                    o.keep_old = r.game.ply() > 0 || r.game.outcome().is_some();
                    none_offered = !req.new;
                    if req.new && o.keep_old {
                        o.passed = Some(r);
                    }
                    self.hold(file);
                }
                Err(e) => {
                    drop(file);
                    none_offered = !req.new;
                    self.unreadable(&p, &mut o.notes, Unreadable::Record(e));
                }
            },
            Ok(Opened::Busy(text)) => {
                let why = if text.is_ok_and(|t| t.trim().is_empty()) {
                    Unusable::BusyEmpty(p.clone())
                } else {
                    Unusable::BusySaved(p.clone())
                };
                self.elsewhere(&p, &mut o.notes, why);
            }
            Err(e) if e.is_corrupt() => {
                none_offered = !req.new;
                self.unreadable(&p, &mut o.notes, Unreadable::File(e));
            }
            Err(e) => self.elsewhere(
                &p,
                &mut o.notes,
                Unusable::UnreadableLeft {
                    path: p.clone(),
                    why: e,
                },
            ),
        }
        if none_offered {
            self.bring_back(&p, &mut o, req);
        }
        o
    }

    /// An unfinished game saved beside the default place (`current.1.pgn`: the default place
    /// was busy, or could not be read, while it was played) is offered for resuming when the
    /// default place has none to offer, as it would be had it been saved there: it is brought
    /// back to the default place (a finished game there is kept aside first, as a new game
    /// keeps it), and goes on there. The newest such game first; one another morris plays, or
    /// one under other rules than the command line asks for, is left where it is.
    fn bring_back(&mut self, p: &Path, o: &mut Opening, req: Request<'_>) {
        // Only where this game holds the default place itself (not a file beside it, taken
        // where the place was busy or stuck).
        if !matches!(&self.place, Place::Held { file, default_place: true } if file.path() == p) {
            return;
        }
        let Some((aside, file, _)) = saved_aside(p, req) else {
            return;
        };
        let mut here = match std::mem::replace(&mut self.place, Place::Nowhere(Nowhere::NoFile)) {
            Place::Held { file, .. } => file,
            other => {
                self.place = other;
                return;
            }
        };
        if o.keep_old {
            match here.keep_aside() {
                Ok(kept) => {
                    if let Some(kept) = kept {
                        let uncounted =
                            self.scores.as_ref().and_then(|s| s.renamed(p, &kept).err());
                        o.notes.push(Note::KeptAs {
                            path: kept,
                            uncounted,
                        });
                    }
                    o.keep_old = false;
                }
                // The finished game stays where it is, and the other where it is: offered
                // another time.
                Err(_) => {
                    self.hold(here);
                    return;
                }
            }
        }
        // The saved game takes the default place's name, over the empty file taken for the
        // new game (or the place left by the finished one).
        if std::fs::rename(&aside, super::file::resolve(p)).is_err() {
            self.hold(here);
            return;
        }
        drop((file, here));
        match RecordFile::open(p) {
            Ok(Opened::Mine(file, Some(text))) => {
                if let Ok(r) = Record::parse(&text, Rules::default()) {
                    o.resume = Some(r);
                }
                o.notes.push(Note::BroughtBack {
                    from: aside,
                    path: p.to_path_buf(),
                });
                self.hold(file);
            }
            // Taken meanwhile by another morris, which offers it: this game goes beside it.
            _ => self.elsewhere(p, &mut o.notes, Unusable::BusySaved(p.to_path_buf())),
        }
    }

    fn hold(&mut self, file: RecordFile) {
        self.place = Place::Held {
            file,
            default_place: true,
        };
    }

    /// The default place cannot be used: the game goes to the next free name beside it.
    fn elsewhere(&mut self, p: &Path, notes: &mut Vec<Note>, why: Unusable) {
        match RecordFile::reserve_beside(p, Naming::Numbered) {
            Ok(file) => {
                notes.push(Note::Elsewhere {
                    why,
                    path: file.path().to_path_buf(),
                });
                self.hold(file);
            }
            Err(e) => {
                notes.push(Note::Unusable(why));
                self.place = Place::Nowhere(Nowhere::Failed(Failure::of(&e)));
            }
        }
    }

    /// The saved game at the default place cannot be read: it is moved aside as unreadable,
    /// and the place taken for the new game.
    fn unreadable(&mut self, p: &Path, notes: &mut Vec<Note>, e: Unreadable) {
        match super::file::move_to_free(&super::file::resolve(p), p, Naming::Unreadable) {
            Ok(aside) => {
                notes.push(Note::UnreadableKept {
                    why: e,
                    path: aside,
                });
                match RecordFile::open(p) {
                    Ok(Opened::Mine(file, _)) => self.hold(file),
                    _ => {
                        self.place = Place::Nowhere(Nowhere::CannotUse(p.to_path_buf()));
                    }
                }
            }
            Err(e2) => self.elsewhere(
                p,
                notes,
                Unusable::UnreadableStuck {
                    why: e,
                    why2: Failure::of(&e2),
                },
            ),
        }
    }

    /// The record the game plays in or shows read-only, if any.
    pub fn record_path(&self) -> Option<&Path> {
        match &self.place {
            Place::Held { file, .. } => Some(file.path()),
            Place::ReadOnly(p) => Some(p),
            Place::Nowhere(_) | Place::Owed { .. } => None,
        }
    }

    /// Where the game is written.
    pub fn place(&self) -> &Place {
        &self.place
    }

    /// The record's tags as they will be written.
    pub fn tags(&self) -> &[(String, String)] {
        &self.tags
    }

    /// The saved game offered was resumed: its record goes on with its own tags (its date,
    /// its event), not a new game's.
    pub fn resumed(&mut self) {
        if let Some((t, extras)) = self.resume_tags.take() {
            self.tags = t;
            self.extras = extras;
        }
    }

    /// The names the record will give White and Black.
    pub fn set_names(&mut self, names: [&str; 2]) {
        for (tag, name) in ["White", "Black"].into_iter().zip(names) {
            if let Some(t) = self.tags.iter_mut().find(|(k, _)| k == tag) {
                t.1 = name.to_string();
            }
        }
    }

    /// Whether the record is shown read-only (nothing written until a change starts a new
    /// file).
    pub fn is_read_only(&self) -> bool {
        matches!(self.place, Place::ReadOnly(_))
    }

    /// Whether the game has a record of its own to write to now.
    pub fn holds_a_record(&self) -> bool {
        matches!(self.place, Place::Held { .. })
    }

    /// Why the game is kept nowhere, if it is.
    pub fn nowhere(&self) -> Option<&Nowhere> {
        match &self.place {
            Place::Nowhere(why) | Place::Owed { why, .. } => Some(why),
            _ => None,
        }
    }

    /// Where the game is kept, as the panel says it.
    pub fn kept(&self) -> Kept {
        match &self.place {
            Place::Held { file, .. } => Kept::SavedTo(file.path().to_path_buf()),
            Place::ReadOnly(b) => Kept::ReadOnly(b.clone()),
            Place::Nowhere(_) | Place::Owed { .. } => Kept::NotSaved,
        }
    }

    /// The record of `game` as [`Session::save`] would write it now (its tags, comments and
    /// variations), written nowhere: the text a game shared is copied as.
    pub fn record_text(&self, game: &Game, players: &Players<'_>) -> String {
        let mut tags = self.tags.clone();
        tags::write(&mut tags, game, players);
        let extras = match players.clock {
            Some(times) => tags::clock_extras(&self.extras, game, times),
            None => self.extras.clone(),
        };
        Record {
            tags,
            game: game.clone(),
            unread: None,
            extras,
        }
        .to_text()
    }

    /// Writes the game, with its tags from `players`, and counts it. `Ok`: what the player
    /// should be told (a new file, a version another program wrote kept aside, the scoreboard
    /// that could not count it); `Err`: why the game is not kept.
    pub fn save(&mut self, game: &Game, players: &Players<'_>) -> Result<Vec<Note>, Nowhere> {
        tags::write(&mut self.tags, game, players);
        let mut notes = Vec::new();
        // The last game still to be moved aside: tried again now.
        if let Place::Owed { .. } = &self.place
            && let Place::Owed { file, .. } =
                std::mem::replace(&mut self.place, Place::Nowhere(Nowhere::NoFile))
        {
            notes.extend(self.take_default_place(file));
        }
        if let Place::ReadOnly(origin) = &self.place {
            let file = RecordFile::reserve_beside(origin, Naming::Dashed)
                .map_err(|e| Nowhere::Failed(Failure::of(&e)))?;
            notes.push(Note::SavedBeside {
                path: file.path().to_path_buf(),
                origin: origin.clone(),
            });
            self.place = Place::Held {
                file,
                default_place: false,
            };
        }
        let extras = match players.clock {
            Some(times) => tags::clock_extras(&self.extras, game, times),
            None => self.extras.clone(),
        };
        let record = Record {
            tags: self.tags.clone(),
            game: game.clone(),
            unread: None,
            extras,
        };
        let file = match &mut self.place {
            Place::Held { file, .. } => file,
            Place::Nowhere(why) | Place::Owed { why, .. } => return Err(why.clone()),
            Place::ReadOnly(_) => return Err(Nowhere::NoFile),
        };
        if let Some(kept) = file
            .save(&record.to_text())
            .map_err(|e| Nowhere::Failed(Failure::of(&e)))?
        {
            notes.push(Note::ChangedElsewhere {
                path: file.path().to_path_buf(),
                kept,
            });
        }
        if file.take_unlinked() {
            notes.push(Note::LinkNotKept(file.path().to_path_buf()));
        }
        if let Some(scores) = &self.scores {
            self.uncounted = None;
            match scores.note(file.path(), &record) {
                Ok(None) => {}
                Ok(Some(why)) => notes.push(Note::CountedApart(why)),
                Err(e) => {
                    notes.push(Note::NotCounted(e));
                    if record.game.outcome().is_some() {
                        self.uncounted = Some((file.path().to_path_buf(), record));
                    }
                }
            }
        }
        Ok(notes)
    }

    /// A new game replaces the one in the record: on the default place the old record is moved
    /// aside (or, if that fails, the new game goes to a new file) and the place is taken again
    /// at once; a record the player named is never moved: the new game goes to a new file
    /// beside it. What the player should be told.
    pub fn new_game(&mut self) -> Option<Note> {
        self.count_again();
        // A new game has tags of its own: today's date, no event, no help had.
        let names = ["White", "Black"].map(|c| tags::name_in(&self.tags, c));
        self.tags = tags::new_record(&names[0], &names[1]);
        // The last record's comments and variations are not the new game's.
        self.extras = Extras::default();
        let place = std::mem::replace(&mut self.place, Place::Nowhere(Nowhere::NoFile));
        let file = match place {
            Place::Held {
                file,
                default_place: false,
            } => {
                self.place = Place::ReadOnly(file.path().to_path_buf());
                return None;
            }
            Place::Held {
                file,
                default_place: true,
            } => file,
            other => {
                self.place = other;
                return None;
            }
        };
        self.take_default_place(file)
    }

    /// Moves the last game at the default place (held in `file`) aside and takes the place
    /// again for the new game; where it cannot be moved, the new game goes to a new file
    /// beside it; where neither can be done, the place is owed ([`Place::Owed`]) and the next
    /// save tries again. What the player should be told.
    fn take_default_place(&mut self, mut file: RecordFile) -> Option<Note> {
        let path = file.path().to_path_buf();
        let note = match file.keep_aside() {
            Ok(Some(aside)) => {
                let unfollowed = self
                    .scores
                    .as_ref()
                    .and_then(|s| s.renamed(&path, &aside).err());
                // The place is this game's again at once: nobody else takes it meanwhile.
                if let Ok(Opened::Mine(again, _)) = RecordFile::open(&path) {
                    file = again;
                }
                Some(Note::KeptAs {
                    path: aside,
                    uncounted: unfollowed,
                })
            }
            Ok(None) => None,
            Err(e) => match RecordFile::reserve_beside(&path, Naming::Numbered) {
                Ok(new) => {
                    let msg = Note::NotMoved {
                        why: Failure::of(&e),
                        path: path.clone(),
                        new: new.path().to_path_buf(),
                    };
                    file = new;
                    Some(msg)
                }
                Err(e2) => {
                    let why = Nowhere::NotMovedNorMade {
                        why: Failure::of(&e),
                        why2: Failure::of(&e2),
                    };
                    self.place = Place::Owed { file, why };
                    return None;
                }
            },
        };
        self.place = Place::Held {
            file,
            default_place: true,
        };
        note
    }

    /// Saves to a file the player typed (after a failed save): only a new file, never one that
    /// exists. On failure the session is as it was.
    pub fn save_as(
        &mut self,
        typed: &str,
        game: &Game,
        players: &Players<'_>,
    ) -> Result<(), NotSavedAs> {
        let typed = typed.trim();
        if typed.is_empty() {
            return Err(NotSavedAs::NoName);
        }
        let path = self.paths.typed(typed);
        let file = match RecordFile::open(&path) {
            Ok(Opened::Mine(file, None)) => file,
            Ok(Opened::Mine(_, Some(_))) | Ok(Opened::Busy(_)) => {
                return Err(NotSavedAs::Exists(path));
            }
            Err(e) => {
                return Err(NotSavedAs::Unopened { path, why: e });
            }
        };
        let old = std::mem::replace(
            &mut self.place,
            Place::Held {
                file,
                default_place: false,
            },
        );
        match self.save(game, players) {
            Ok(_) => {
                if let Place::Held { file, .. } = old {
                    file.release();
                }
                Ok(())
            }
            Err(e) => {
                if let Place::Held { file, .. } = std::mem::replace(&mut self.place, old) {
                    file.release();
                }
                Err(NotSavedAs::NotSaved(e))
            }
        }
    }

    /// The running score of the two names at the table, in this game's variant.
    pub fn score_line(&self, game: &Game) -> Option<Score> {
        let scores = self.scores.as_ref()?;
        let variant = game.rules().variant.name();
        scores.score_line(
            &tags::name_in(&self.tags, "White"),
            &tags::name_in(&self.tags, "Black"),
            variant,
        )
    }

    /// Counts again a finished game whose count failed, while its record is still where it
    /// was counted from; what cannot be counted now stays noted for `morris score`.
    fn count_again(&mut self) {
        if let (Some((path, record)), Some(scores)) = (self.uncounted.take(), &self.scores) {
            let _ = scores.note(&path, &record);
        }
    }

    /// The end of the game: the record is let go (a record taken but never written is
    /// removed again).
    pub fn release(&mut self) {
        self.count_again();
        if let Place::Held { file, .. } = std::mem::replace(
            &mut self.place,
            Place::Nowhere(Nowhere::Said("the game is over".into())),
        ) {
            file.release();
        }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        self.release();
    }
}

#[cfg(test)]
mod tests;

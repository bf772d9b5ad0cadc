//! The scoreboard: every finished game counted once, at its final result, in `scores.toml` in
//! the data folder beside the kept games.
//!
//! - **Keyed by record.** A game is keyed by its record file. After every save its entry is
//!   written (the game is over) or removed (it is not, for instance after an undo), so a game
//!   that is undone and finished differently counts once, with its last result. When a record
//!   is kept aside under a new name its entry follows it; a record renamed by hand is found by
//!   its game's [`fingerprint`] and its entry follows it too.
//! - **One change at a time.** Reading the count, changing it and writing it back is one step
//!   under a lock on the data folder itself, so games finishing together are all counted; no
//!   count is made without it.
//! - **Failures are said.** A count that cannot be read or written is an error for the caller
//!   to show (the panel, `morris score`), never thrown away. A finished game that could not be
//!   counted is noted in the data folder (its record may be elsewhere) and counted at the next
//!   recount.
//! - **The records are the truth.** The count can always be made again from the records:
//!   [`Scoreboard::check`] (`morris score`) adds a finished record of the data folder that is
//!   missing from it, and [`Scoreboard::rebuild`] (`morris score --rebuild`) makes it anew.
//!   A lost count is rebuilt; a broken one is kept aside (`scores.toml.unreadable`) and rebuilt;
//!   a bad entry (a result that is not one, a name missing) is refused with its line, never
//!   counted, and left in the file as it was.
//! - **What counts.** A game played from a set-up position, or with analysis shown or hints
//!   given, is counted apart (`morris score` lists those on their own). A game in which a side
//!   was played partly by a person and partly by the computer (the menu hands a side over, or
//!   takes it back) is a game of neither pairing: it is kept as not counted. Its record says
//!   which of its decisions the computer made, in the `[ComputerPlayed]` tag.

use std::collections::BTreeMap;
use std::fs::File;
use std::path::{Path, PathBuf};

use serde::Serialize;

use super::read::{ReadError, SCORES};
use super::tags::Help;
use crate::rules::{Record, Rules, Variant};
use crate::t;

pub use super::tags::{COMPUTER_PLAYED, computer_played_tag, mixed_in, mixed_sides, parse_plies};

/// One finished game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Entry {
    /// The record file, as an absolute path.
    pub record: String,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The preset's name (`nine`, `twelve`, …).
    pub variant: String,
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub result: String,
    /// Why the game is not counted, if it is not (a side changed hands between a person and
    /// the computer).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub not_counted: Option<String>,
    /// Why the game is counted apart, if it is (`from a set-up position`, `with hints`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub apart: Option<String>,
    /// The game itself, whatever its file is called: see [`fingerprint`]. A record renamed in
    /// the data folder is found by it and counted once.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fingerprint: Option<String>,
}

/// An entry of the file that cannot be counted: its line, why, and the entry as it was (it
/// is written back unchanged).
#[derive(Clone, Debug, PartialEq)]
pub struct Refused {
    /// The line of its `[[game]]`.
    pub line: usize,
    /// What is wrong with it.
    pub why: String,
    raw: toml::Table,
}

/// The games of the count.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Ledger {
    /// The games, in the order they were first counted.
    pub games: Vec<Entry>,
    /// The entries refused on reading.
    pub refused: Vec<Refused>,
}

/// One player's count against another in one variant.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games the first player won.
    pub won: u32,
    /// Games drawn.
    pub drawn: u32,
    /// Games the first player lost.
    pub lost: u32,
}

/// One row of a table: variant, player, the player's tally, opponent, and why the games are
/// counted apart (for the games counted apart).
pub type Row = (String, String, Tally, String, Option<String>);

/// The file the counts are kept in.
pub fn ledger_path(dir: &Path) -> PathBuf {
    dir.join("scores.toml")
}

/// The start of the name of a note, in the data folder, of a finished game that could not be
/// counted, whose record is elsewhere: the recount reads only the data folder's records, and
/// these notes (one file each, so that two copies never write the same file).
const PENDING: &str = ".scores-pending-";

/// The first line of the file.
const HEAD: &str = "# morris keeps this count of finished games; `morris score --rebuild` makes it anew from the records\n";

/// The key of a record: its absolute path, whether or not the file is there now.
fn key(path: &Path) -> String {
    let abs = match (path.parent(), path.file_name()) {
        (Some(dir), Some(name)) => {
            let dir = if dir.as_os_str().is_empty() {
                Path::new(".")
            } else {
                dir
            };
            std::fs::canonicalize(dir).map_or_else(|_| path.to_path_buf(), |d| d.join(name))
        }
        _ => path.to_path_buf(),
    };
    abs.to_string_lossy().into_owned()
}

/// The game of a record, whatever its file is called: its players, its date, its rules, its
/// start and its decisions (undone ones too), as one hash (FNV-1a, the same in every build).
/// Help had and who played which decision are left out: they change how it counts, not which
/// game it is.
pub fn fingerprint(record: &Record) -> String {
    use std::hash::Hasher;
    let game = Record {
        tags: record
            .tags
            .iter()
            .filter(|(k, _)| ["White", "Black", "Date"].contains(&k.as_str()))
            .cloned()
            .collect(),
        game: record.game.clone(),
        unread: None,
    };
    let mut h = fnv::FnvHasher::default();
    h.write(game.to_text().as_bytes());
    format!("{:016x}", h.finish())
}

/// Why the game of a record is counted apart, if it is: played from a set-up position, or
/// with help.
fn apart(record: &Record) -> Option<String> {
    let mut why = Vec::new();
    if record.game.is_set_up() {
        why.push("from a set-up position");
    }
    let help = Help::from_tags(&record.tags);
    if help.analysis {
        why.push("with analysis shown");
    }
    match help.hints {
        0 => {}
        1 => why.push("with a hint"),
        _ => why.push("with hints"),
    }
    (!why.is_empty()).then(|| why.join(", "))
}

/// The entry of a record, if its game is over.
fn entry(path: &Path, record: &Record) -> Option<Entry> {
    // A game in which nobody played a decision (a draw agreed or a resignation before the
    // first move, a set-up position that was already over) is not a game played: it is not
    // counted, as its record is not kept aside either.
    if record.game.ply() == 0 {
        return None;
    }
    let outcome = record.game.outcome()?;
    let mixed = mixed_sides(record);
    let not_counted = (!mixed.is_empty()).then(|| {
        let sides: Vec<&str> = mixed.iter().map(|c| c.name()).collect();
        format!(
            "{} played partly by a person, partly by the computer",
            sides.join(" and ")
        )
    });
    Some(Entry {
        record: key(path),
        white: super::tags::name_in(&record.tags, "White"),
        black: super::tags::name_in(&record.tags, "Black"),
        variant: record.game.rules().variant.name().to_string(),
        result: outcome.result().to_string(),
        not_counted,
        apart: apart(record),
        fingerprint: Some(fingerprint(record)),
    })
}

impl Entry {
    /// An entry of the file, or what is wrong with it.
    fn from_table(t: &toml::Table) -> Result<Entry, String> {
        let text = |k: &str| match t.get(k) {
            Some(toml::Value::String(s)) => Ok(s.clone()),
            Some(other) => Err(format!("{k} is {}, not text", other.type_str())),
            None => Err(format!("no {k}")),
        };
        let named = |k: &str| match text(k)? {
            s if s.trim().is_empty() => Err(format!("{k} is empty")),
            s => Ok(s),
        };
        let optional = |k: &str| match t.get(k) {
            None => Ok(None),
            Some(toml::Value::String(s)) => Ok(Some(s.clone())),
            Some(other) => Err(format!("{k} is {}, not text", other.type_str())),
        };
        let e = Entry {
            record: named("record")?,
            white: named("white")?,
            black: named("black")?,
            variant: named("variant")?,
            result: text("result")?,
            not_counted: optional("not_counted")?,
            apart: optional("apart")?,
            fingerprint: optional("fingerprint")?,
        };
        if !["1-0", "0-1", "1/2-1/2"].contains(&e.result.as_str()) {
            return Err(format!(
                "result {:?} is not 1-0, 0-1 or 1/2-1/2",
                crate::text::excerpt(&e.result, 24)
            ));
        }
        if Variant::from_name(&e.variant).is_none_or(|v| v.name() != e.variant) {
            return Err(format!(
                "variant {:?} is not one morris plays",
                crate::text::excerpt(&e.variant, 24)
            ));
        }
        Ok(e)
    }

    /// Whether it counts in the table of ordinary games.
    fn counts(&self) -> bool {
        self.not_counted.is_none() && self.apart.is_none()
    }
}

/// The file as read: its `[[game]]` tables with where each starts.
#[derive(serde::Deserialize)]
struct RawLedger {
    #[serde(default)]
    game: Vec<toml::Spanned<toml::Table>>,
}

impl Ledger {
    /// The count in a file's text; `Err` with the line when the text is not TOML (or its
    /// `game` is not a list of tables).
    pub fn parse(text: &str) -> Result<Ledger, String> {
        let raw: RawLedger = toml::from_str(text).map_err(|e| {
            let line = e.span().map_or(1, |s| {
                text[..s.start.min(text.len())].matches('\n').count() + 1
            });
            let what = e.message().lines().next().unwrap_or("").trim().to_string();
            format!("line {line}: {what}")
        })?;
        // Where each line starts, found once: the line of an entry by a binary search, so that
        // a count of many games is read in linear time.
        let starts: Vec<usize> = text.match_indices('\n').map(|(i, _)| i + 1).collect();
        let mut l = Ledger::default();
        for g in raw.game {
            let line = starts.partition_point(|&s| s <= g.span().start) + 1;
            let table = g.into_inner();
            match Entry::from_table(&table) {
                Ok(e) => l.games.push(e),
                Err(why) => l.refused.push(Refused {
                    line,
                    why,
                    raw: table,
                }),
            }
        }
        Ok(l)
    }

    /// The count as the file's text: the games, then the refused entries as they were.
    pub fn to_text(&self) -> String {
        #[derive(Serialize)]
        struct Out<'a, T> {
            game: &'a [T],
        }
        let raw: Vec<toml::Table> = self.refused.iter().map(|r| r.raw.clone()).collect();
        // Two runs of `[[game]]` make one list (an empty one would be written `game = []`,
        // which the other could not follow: it is left out).
        let mut text = HEAD.to_string();
        if !self.games.is_empty() {
            text += &toml::to_string(&Out { game: &self.games }).unwrap_or_default();
        }
        if !raw.is_empty() {
            text += "\n";
            text += &toml::to_string(&Out { game: &raw }).unwrap_or_default();
        }
        text
    }

    /// The ordinary games: counted in the table and the panel.
    pub fn counted(&self) -> impl Iterator<Item = &Entry> {
        self.games.iter().filter(|g| g.counts())
    }

    /// The games counted apart (a set-up position, help had).
    pub fn apart(&self) -> impl Iterator<Item = &Entry> {
        self.games
            .iter()
            .filter(|g| g.not_counted.is_none() && g.apart.is_some())
    }

    /// The games counted for neither pairing (a side changed hands).
    pub fn not_counted(&self) -> impl Iterator<Item = &Entry> {
        self.games.iter().filter(|g| g.not_counted.is_some())
    }

    /// How `a` did against `b` in `variant`, in the ordinary games.
    pub fn tally(&self, a: &str, b: &str, variant: &str) -> Tally {
        tally_of(self.counted(), a, b, variant)
    }

    /// Every pair in every variant among the ordinary games: see [`Ledger::rows`].
    pub fn table(&self) -> Vec<Row> {
        rows(self.counted())
    }

    /// The same for the games counted apart, by why they are.
    pub fn apart_table(&self) -> Vec<Row> {
        rows(self.apart())
    }

    /// The rows of some games, for [`Ledger::table`].
    pub fn rows<'a>(games: impl Iterator<Item = &'a Entry>) -> Vec<Row> {
        rows(games)
    }

    /// Writes the game of a record just saved at `path` into the count (or takes it out, if
    /// it is not over). Whether anything changed.
    fn note(&mut self, path: &Path, record: &Record) -> bool {
        self.noted(path, record).is_some()
    }

    /// [`Ledger::note`], saying what changed.
    fn noted(&mut self, path: &Path, record: &Record) -> Option<Change> {
        let k = key(path);
        let before = self.games.iter().position(|g| g.record == k);
        let new = entry(path, record);
        match (before, new) {
            (Some(i), Some(e)) if self.games[i] == e => None,
            // Keep the place of a game counted before, so the file changes as little as
            // possible.
            (Some(i), Some(e)) => {
                let counted_the_same = Entry {
                    fingerprint: e.fingerprint.clone(),
                    ..self.games[i].clone()
                } == e;
                self.games[i] = e;
                Some(if counted_the_same {
                    Change::Fingerprint
                } else {
                    Change::Changed
                })
            }
            (Some(i), None) => {
                self.games.remove(i);
                Some(Change::Removed)
            }
            (None, Some(e)) => {
                self.games.push(e);
                Some(Change::Added)
            }
            (None, None) => None,
        }
    }
}

/// The game of the record at `path`, if it can be read.
fn read_record(path: &Path) -> Option<Record> {
    let text = super::file::read_text(path).ok()?;
    Record::parse(&text, Rules::default()).ok()
}

impl Ledger {
    /// The records of `records` that the count does not name but whose games it counts under
    /// a name that no longer holds them (a record renamed): their counts follow them, so that
    /// one game is one count whatever its file is called. How many followed.
    ///
    /// A game whose old name still holds it (a copy) is not followed: a copy cannot be told
    /// from a second game with the same players, date and decisions, and a game is never
    /// left out of the count.
    fn follow_renamed(&mut self, records: &[(PathBuf, Record)]) -> usize {
        let mut followed = 0;
        for (p, r) in records {
            let k = key(p);
            if self.games.iter().any(|g| g.record == k) {
                continue;
            }
            let Some(fp) = entry(p, r).and_then(|e| e.fingerprint) else {
                continue;
            };
            let holds = |g: &Entry| {
                read_record(Path::new(&g.record)).is_some_and(|r| fingerprint(&r) == fp)
            };
            if let Some(g) = self
                .games
                .iter_mut()
                .find(|g| g.fingerprint.as_deref() == Some(fp.as_str()) && !holds(g))
            {
                g.record = k;
                followed += 1;
            }
        }
        followed
    }
}

/// What counting a record again changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Change {
    /// A finished game the count was missing.
    Added,
    /// A game counted otherwise than its record says.
    Changed,
    /// A game counted whose record is no longer finished.
    Removed,
    /// A game counted as its record says, whose fingerprint is new (a count written before
    /// there were fingerprints): nothing the player needs to hear.
    Fingerprint,
}

/// How `a` did against `b` in `variant`, in `games`.
fn tally_of<'a>(games: impl Iterator<Item = &'a Entry>, a: &str, b: &str, variant: &str) -> Tally {
    let mut t = Tally::default();
    for g in games.filter(|g| g.variant == variant) {
        let a_side = if g.white == a && g.black == b {
            "1-0"
        } else if g.black == a && g.white == b {
            "0-1"
        } else {
            continue;
        };
        match g.result.as_str() {
            r if r == a_side => t.won += 1,
            "1/2-1/2" => t.drawn += 1,
            _ => t.lost += 1,
        }
    }
    t
}

/// Every pair in every variant (and, for games counted apart, every reason): (variant,
/// player, tally, opponent, reason), the player being the first of the two names in
/// [natural order](natural_cmp) (`morris level 9` before `morris level 10`), and the rows in
/// that order too.
fn rows<'a>(games: impl Iterator<Item = &'a Entry>) -> Vec<Row> {
    let mut pairs: BTreeMap<(String, Option<String>, String, String), Tally> = BTreeMap::new();
    for g in games {
        let (a, b, a_won) = if natural_cmp(&g.white, &g.black).is_le() {
            (&g.white, &g.black, "1-0")
        } else {
            (&g.black, &g.white, "0-1")
        };
        let t = pairs
            .entry((g.variant.clone(), g.apart.clone(), a.clone(), b.clone()))
            .or_default();
        match g.result.as_str() {
            r if r == a_won => t.won += 1,
            "1/2-1/2" => t.drawn += 1,
            _ => t.lost += 1,
        }
    }
    let mut rows: Vec<Row> = pairs
        .into_iter()
        .map(|((v, why, a, b), t)| (v, a, t, b, why))
        .collect();
    rows.sort_by(|x, y| {
        natural_cmp(&x.0, &y.0)
            .then_with(|| natural_cmp(&x.1, &y.1))
            .then_with(|| natural_cmp(&x.3, &y.3))
            .then_with(|| x.4.cmp(&y.4))
    });
    rows
}

/// Names compared as a person reads them: a run of digits by its number, so that `level 9`
/// comes before `level 10`; names equal that way (`level 01`, `level 1`) in plain order.
pub fn natural_cmp(a: &str, b: &str) -> std::cmp::Ordering {
    use std::cmp::Ordering;
    fn pieces(s: &str) -> Vec<(bool, &str)> {
        let mut out = Vec::new();
        let mut start = 0;
        let mut digits = None;
        for (i, c) in s.char_indices() {
            let d = c.is_ascii_digit();
            if digits.is_some_and(|was| was != d) {
                out.push((digits == Some(true), &s[start..i]));
                start = i;
            }
            digits = Some(d);
        }
        if start < s.len() {
            out.push((digits == Some(true), &s[start..]));
        }
        out
    }
    let (pa, pb) = (pieces(a), pieces(b));
    for (x, y) in pa.iter().zip(&pb) {
        let o = match (x, y) {
            ((true, m), (true, n)) => {
                let (m, n) = (m.trim_start_matches('0'), n.trim_start_matches('0'));
                m.len().cmp(&n.len()).then_with(|| m.cmp(n))
            }
            ((_, m), (_, n)) => m.cmp(n),
        };
        if o != Ordering::Equal {
            return o;
        }
    }
    pa.len().cmp(&pb.len()).then_with(|| a.cmp(b))
}

/// The running score of the two players at the table, from White's side: the panel's line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Score {
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// White's games against Black (won, drawn, lost), whichever colour each played.
    pub tally: Tally,
}

impl std::fmt::Display for Score {
    /// `Alice 3 – 2 Bob (1 draw)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let t = self.tally;
        write!(f, "{} {} – {} {}", self.white, t.won, t.lost, self.black)?;
        match t.drawn {
            0 => Ok(()),
            1 => f.write_str(" (1 draw)"),
            n => write!(f, " ({n} draws)"),
        }
    }
}

/// What `morris score` (or its `--rebuild`) found and did.
#[derive(Debug)]
pub struct Report {
    /// The count, as it is now (as far as the records tell, where it could not be kept).
    pub ledger: Ledger,
    /// What the player should know: records counted again, a broken file kept aside, entries
    /// refused.
    pub notes: Vec<String>,
    /// Why the count could not be read or kept, if it could not.
    pub failed: Option<String>,
}

/// How much of the count is made again from the records.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Redo {
    /// The records it does not name.
    Missing,
    /// Every record of the data folder.
    Check,
    /// All of it.
    Anew,
}

/// What the file at the count's place holds.
enum Found {
    /// The count.
    Read(Ledger),
    /// Nothing there.
    Missing,
    /// Something that is not morris's count to replace (a folder, a FIFO, a link to something
    /// else, a file too big or unreadable): left alone, and why.
    NotOurs(String),
    /// morris's own count, broken (not TOML): kept aside before the count is written anew.
    Broken(String),
}

/// The scoreboard of a data folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scoreboard {
    dir: PathBuf,
}

/// A path as the notes say it: home as `~`, control characters out.
fn shown(path: &Path) -> String {
    crate::text::clean(&super::display_path(path))
}

impl Scoreboard {
    /// The scoreboard in `dir` (the data folder).
    pub fn new(dir: &Path) -> Scoreboard {
        Scoreboard {
            dir: dir.to_path_buf(),
        }
    }

    /// Where the count is kept.
    pub fn path(&self) -> PathBuf {
        ledger_path(&self.dir)
    }

    /// The count's place in words, for messages.
    fn shown(&self) -> String {
        shown(&self.path())
    }

    /// Takes the lock on the count: the data folder itself is locked (`flock` on the folder),
    /// not a file in it, since a lock file can be made one that morris cannot open (another
    /// user's, a folder, a link), and a folder morris counts in is always one it can open.
    /// `Ok(None)` where the folder is not there and cannot be made (writing the count fails
    /// too, and says so), `Err` when the folder cannot be opened or another morris holds it for
    /// more than a few seconds: nothing is counted without the lock.
    fn lock(&self) -> Result<Option<File>, String> {
        let _ = std::fs::create_dir_all(&self.dir);
        let file = match File::open(&self.dir) {
            Ok(file) => file,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => {
                return Err(t!(
                    "store-count-unlocked",
                    path = shown(&self.dir),
                    why = super::plain_io_error(&e)
                ));
            }
        };
        // Another morris holds it only while it reads, changes and writes the count: a few
        // milliseconds. One stopped in the middle must not stop this one for ever.
        for _ in 0..1000 {
            match file.try_lock() {
                Ok(()) => return Ok(Some(file)),
                Err(std::fs::TryLockError::WouldBlock) => {
                    std::thread::sleep(std::time::Duration::from_millis(10));
                }
                // A file system without locks.
                Err(std::fs::TryLockError::Error(_)) => return Ok(Some(file)),
            }
        }
        Err(format!(
            "another morris has held {} for more than 10 seconds",
            self.shown()
        ))
    }

    /// The note of a record to count later: see [`PENDING`].
    fn pending_path(&self, record: &str) -> PathBuf {
        use std::hash::Hasher;
        let mut h = fnv::FnvHasher::default();
        h.write(record.as_bytes());
        self.dir.join(format!("{PENDING}{:016x}", h.finish()))
    }

    /// Notes a finished game that could not be counted, so that the next recount (`morris
    /// score`, a game's start) counts it from its record wherever that is. `Err`: why the note
    /// could not be written.
    fn remember(&self, path: &Path) -> Result<(), String> {
        let k = key(path);
        // The recount reads the data folder's records: nothing to note for those.
        let dir = std::fs::canonicalize(&self.dir).unwrap_or_else(|_| self.dir.clone());
        let k_path = Path::new(&k);
        if k_path.parent() == Some(dir.as_path()) && k_path.extension().is_some_and(|e| e == "pgn")
        {
            return Ok(());
        }
        if k.contains('\n') {
            return Err("its file's name holds a line break".into());
        }
        super::write_atomic(&self.pending_path(&k), &format!("{k}\n"))
            .map_err(|e| crate::text::clean(&format!("{e:#}")))
    }

    /// The notes of records to count later: each note's file and its record.
    fn pending(&self) -> Vec<(PathBuf, PathBuf)> {
        let mut notes: Vec<(PathBuf, PathBuf)> = std::fs::read_dir(&self.dir)
            .into_iter()
            .flatten()
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().starts_with(PENDING))
            .filter_map(|e| {
                let text = super::read::read_text(&e.path(), super::read::PENDING).ok()?;
                let record = PathBuf::from(text.lines().next()?);
                Some((e.path(), record))
            })
            .collect();
        notes.sort();
        notes
    }

    /// What is in the count's place.
    fn find(&self) -> Found {
        let path = self.path();
        let link = std::fs::symlink_metadata(&path).is_ok_and(|m| m.file_type().is_symlink());
        match super::read::read_text(&path, SCORES) {
            Ok(text) => match Ledger::parse(&text) {
                Ok(l) => Found::Read(l),
                // A link to something else (a dotfile, notes) is not ours to move or replace.
                Err(_) if link => Found::NotOurs("a link to a file that is not a count".into()),
                Err(why) => Found::Broken(why),
            },
            Err(ReadError::NotFound) if std::fs::symlink_metadata(&path).is_err() => Found::Missing,
            // A link to nothing is not ours to replace either.
            Err(ReadError::NotFound) => Found::NotOurs("a link to a file that is not there".into()),
            Err(ReadError::NotText) if !link => Found::Broken("not a text file".into()),
            Err(e) => Found::NotOurs(e.to_string()),
        }
    }

    /// The records in the data folder: their paths and games, sorted by name.
    fn records(&self) -> Vec<(PathBuf, Record)> {
        self.records_where(|_| true)
    }

    /// The records in the data folder whose paths `wanted` takes.
    fn records_where(&self, wanted: impl Fn(&Path) -> bool) -> Vec<(PathBuf, Record)> {
        let mut files: Vec<PathBuf> = std::fs::read_dir(&self.dir)
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "pgn") && wanted(p))
            .collect();
        files.sort();
        files
            .into_iter()
            .filter_map(|p| {
                let text = super::file::read_text(&p).ok()?;
                let record = Record::parse(&text, Rules::default()).ok()?;
                Some((p, record))
            })
            .collect()
    }

    /// The count from the finished games among the records in the data folder.
    fn counted_from_records(&self) -> Ledger {
        let mut l = Ledger::default();
        for (p, r) in self.records() {
            l.note(&p, &r);
        }
        l
    }

    /// Writes the count. A broken count of morris's own is kept aside first: where is
    /// returned (and said in the error where the writing then fails).
    fn save(&self, l: &Ledger, found: &Found) -> Result<Option<PathBuf>, String> {
        let path = self.path();
        if let Found::NotOurs(why) = found {
            return Err(format!(
                "{} cannot be written ({why}): it is left as it is",
                self.shown()
            ));
        }
        let mut kept = None;
        if let Found::Broken(_) = found
            && std::fs::symlink_metadata(&path).is_ok()
        {
            kept = Some(
                super::file::move_to_free(&path, &path, super::file::Naming::Unreadable)
                    .map_err(|e| format!("{e:#}"))?,
            );
        }
        let kept_as = match &kept {
            Some(k) => format!(" (the unreadable count is kept as {})", shown(k)),
            None => String::new(),
        };
        std::fs::create_dir_all(&self.dir).map_err(|e| {
            format!(
                "cannot make {}: {}{kept_as}",
                super::display_path(&self.dir),
                super::plain_io_error(&e)
            )
        })?;
        super::write_atomic(&path, &l.to_text())
            .map_err(|e| crate::text::clean(&format!("{e:#}{kept_as}")))?;
        Ok(kept)
    }

    /// Under the lock: the count as it is (made from the records where it is missing or
    /// broken), changed by `change`, and written back if it changed.
    /// `needed`: whether the change must be made (a finished game to count); a change that
    /// may be nothing (taking out a game that perhaps was never counted) is not an error
    /// where the count cannot be read.
    fn change(
        &self,
        needed: bool,
        change: impl FnOnce(&mut Ledger) -> bool,
    ) -> Result<bool, String> {
        let _lock = self.lock()?;
        let found = self.find();
        let (mut l, anew) = match &found {
            Found::Read(l) => (l.clone(), false),
            Found::Missing | Found::Broken(_) => (self.counted_from_records(), true),
            Found::NotOurs(_) if !needed => return Ok(false),
            Found::NotOurs(why) => {
                return Err(t!("store-cannot-read", path = self.shown(), why = why));
            }
        };
        let write = change(&mut l) || anew;
        if write {
            self.save(&l, &found)?;
        }
        Ok(write)
    }

    /// Counts the game of a record just saved at `path`: its entry is written when the game
    /// is over and removed when it is not. Writes only when the count changes. `Ok(Some(_))`
    /// says that the game, counted now, counts apart, and why.
    ///
    /// A finished game that cannot be counted is noted, to be counted at the next recount
    /// (`morris score`, a game's start) from its record, wherever that is; the error says
    /// whether it could be.
    pub fn note(&self, path: &Path, record: &Record) -> Result<Option<String>, String> {
        let new = entry(path, record);
        let wrote = match self.change(new.is_some(), |l| l.note(path, record)) {
            Ok(wrote) => wrote,
            Err(e) if new.is_none() => return Err(t!("store-count-failed", why = e)),
            Err(e) => {
                return Err(match self.remember(path) {
                    Ok(()) => t!("store-count-failed", why = e),
                    Err(why2) => t!("store-count-failed-unnoted", why = e, why2 = why2),
                });
            }
        };
        // Counted (or taken out): a note of it from a failed count is done with.
        let _ = std::fs::remove_file(self.pending_path(&key(path)));
        Ok(new
            .filter(|e| wrote && e.not_counted.is_none())
            .and_then(|e| e.apart))
    }

    /// A record was renamed from `from` to `to` (kept aside): its count follows it.
    pub fn renamed(&self, from: &Path, to: &Path) -> Result<(), String> {
        let (old, new) = (key(from), key(to));
        self.change(true, |l| {
            let mut changed = false;
            for g in &mut l.games {
                if g.record == old {
                    g.record.clone_from(&new);
                    changed = true;
                }
            }
            changed
        })
        .map(|_| ())
    }

    /// The count as it can be read now, without writing anything: from the records where the
    /// file is missing, broken or not a count.
    pub fn read(&self) -> Ledger {
        match self.find() {
            Found::Read(l) => l,
            _ => self.counted_from_records(),
        }
    }

    /// `morris score`: the count, with the finished records of the data folder that are
    /// missing from it (or counted otherwise than their records say) counted again, and
    /// written back.
    pub fn check(&self) -> Report {
        self.redo(Redo::Check)
    }

    /// At a game's start: the finished records of the data folder that the count does not
    /// name are counted (quickly: the records it names are not read again).
    pub fn complete(&self) -> Report {
        self.redo(Redo::Missing)
    }

    /// `morris score --rebuild`: the count made anew from the records (those of the data
    /// folder, and those elsewhere that the count names and that are still there); games
    /// whose records are gone are dropped.
    pub fn rebuild(&self) -> Report {
        self.redo(Redo::Anew)
    }

    fn redo(&self, how: Redo) -> Report {
        let anew = how == Redo::Anew;
        let mut notes = Vec::new();
        let lock = self.lock();
        let found = self.find();
        let mut l = match &found {
            Found::Read(l) => l.clone(),
            Found::Broken(_) => Ledger::default(),
            Found::Missing | Found::NotOurs(_) => Ledger::default(),
        };
        for r in &l.refused {
            notes.push(format!(
                "{} line {}: {}: that game is not counted",
                self.shown(),
                r.line,
                r.why
            ));
        }
        let before = l.clone();
        // The games noted to count later (their counts failed): read under the lock only.
        let pending: Vec<(PathBuf, PathBuf, Option<Record>)> = match &lock {
            Ok(_) => self
                .pending()
                .into_iter()
                .map(|(note, path)| {
                    let r = read_record(&path);
                    (note, path, r)
                })
                .collect(),
            Err(_) => Vec::new(),
        };
        let pending_records = || {
            pending
                .iter()
                .filter_map(|(_, p, r)| Some((p.clone(), r.clone()?)))
        };
        if anew {
            let dir = std::fs::canonicalize(&self.dir).unwrap_or_else(|_| self.dir.clone());
            let mut fresh = Ledger {
                games: Vec::new(),
                refused: l.refused.clone(),
            };
            // Records elsewhere that the count names, if they are still there.
            for g in &l.games {
                let path = PathBuf::from(&g.record);
                if path.parent() == Some(dir.as_path()) {
                    continue;
                }
                if let Some(r) = read_record(&path) {
                    fresh.note(&path, &r);
                }
            }
            for (p, r) in pending_records().chain(self.records()) {
                fresh.note(&p, &r);
            }
            let dropped = l
                .games
                .iter()
                .filter(|g| !fresh.games.iter().any(|f| f.record == g.record))
                .count();
            let dropped = match dropped {
                0 => String::new(),
                n => t!("store-dropped", n = n),
            };
            notes.push(t!(
                "store-counted-anew",
                n = fresh.games.len(),
                dropped = dropped
            ));
            l = fresh;
        } else {
            let known: std::collections::HashSet<String> =
                l.games.iter().map(|g| g.record.clone()).collect();
            let records = self.records_where(|p| how == Redo::Check || !known.contains(&key(p)));
            let followed = l.follow_renamed(&records);
            if followed > 0 {
                notes.push(t!("store-followed", n = followed));
            }
            let mut changes = [0usize; 4];
            for (p, r) in pending_records().chain(records) {
                if let Some(c) = l.noted(&p, &r) {
                    changes[c as usize] += 1;
                }
            }
            let [added, changed, removed, _] = changes;
            if added > 0 {
                notes.push(t!("store-added", n = added));
            }
            if changed > 0 {
                notes.push(t!("store-changed", n = changed));
            }
            if removed > 0 {
                notes.push(t!("store-removed", n = removed));
            }
        }
        let mut kept = None;
        let failed = match (&lock, &found) {
            (_, Found::NotOurs(why)) => {
                Some(t!("store-count-unreadable", path = self.shown(), why = why))
            }
            (Err(e), _) => Some(t!("store-count-not-kept", why = e)),
            _ if l != before || anew || matches!(found, Found::Missing | Found::Broken(_)) => {
                match self.save(&l, &found) {
                    Ok(k) => {
                        kept = k;
                        None
                    }
                    Err(e) => Some(e),
                }
            }
            _ => None,
        };
        if failed.is_none() {
            // Counted and kept: the notes are done with (a record no longer there too; one
            // that cannot be read now is counted when it can be).
            for (note, path, r) in &pending {
                if r.is_some() || std::fs::symlink_metadata(path).is_err() {
                    let _ = std::fs::remove_file(note);
                }
            }
        }
        if let Found::Broken(why) = &found {
            // Said after the move, with the name it got: an older unreadable copy keeps its own.
            let what = match &kept {
                Some(k) => format!("it is kept as {} and", shown(k)),
                None => "it is left as it is, and".to_string(),
            };
            notes.insert(
                0,
                format!(
                    "{} could not be read ({why}): {what} counted again from the records",
                    self.shown()
                ),
            );
        }
        drop(lock);
        Report {
            ledger: l,
            notes,
            failed,
        }
    }

    /// The score of the two players at the table (`Alice 3 – 2 Bob`, with the draws), or
    /// `None` before their first finished game in this variant.
    pub fn score_line(&self, white: &str, black: &str, variant: &str) -> Option<Score> {
        let t = self.read().tally(white, black, variant);
        if t == Tally::default() {
            return None;
        }
        Some(Score {
            white: white.to_string(),
            black: black.to_string(),
            tally: t,
        })
    }
}

/// Counts the game of a record just saved at `path` in the scoreboard of `dir`: see
/// [`Scoreboard::note`].
pub fn note_game(dir: &Path, path: &Path, record: &Record) -> Result<(), String> {
    Scoreboard::new(dir).note(path, record).map(|_| ())
}

impl Ledger {
    /// The count in `dir` as it can be read now: see [`Scoreboard::read`].
    pub fn load(dir: &Path) -> Ledger {
        Scoreboard::new(dir).read()
    }
}
#[cfg(test)]
mod tests;

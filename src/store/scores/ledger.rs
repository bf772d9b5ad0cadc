//! The count itself: each finished game's entry, the file's text read and written, the
//! tallies and the tables `morris score` shows. What is kept on disk, and how, is the
//! scoreboard's ([`super::Scoreboard`]).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::Serialize;

use super::super::tags::{Help, mixed_sides};
use crate::rules::{Record, Rules, Variant};

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
    /// The day the game was played (`2026.12.06`, its record's `Date`), where it is known: the
    /// rating's history is drawn against it. Counts written before it was kept have none;
    /// `morris score` fills it in from the records still there.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
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
    /// The comment lines at the top of the file after morris's own first line (a person's,
    /// or where an unreadable count was kept), written again as they were.
    pub comments: Vec<String>,
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

/// The first line of the file.
const HEAD: &str = "# morris keeps this count of finished games; `morris score --rebuild` makes it anew from the records\n";

/// The key of a record: its absolute path, whether or not the file is there now.
pub(super) fn key(path: &Path) -> String {
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
        extras: Default::default(),
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
pub(super) fn entry(path: &Path, record: &Record) -> Option<Entry> {
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
        white: super::super::tags::name_in(&record.tags, "White"),
        black: super::super::tags::name_in(&record.tags, "Black"),
        variant: record.game.rules().variant.name().to_string(),
        result: outcome.result().to_string(),
        date: record.tag("Date").and_then(day),
        not_counted,
        apart: apart(record),
        fingerprint: Some(fingerprint(record)),
    })
}

/// A record's `Date` as a day the count keeps: `YYYY.MM.DD` in digits (PGN's form; a date
/// with `??` in it, or anything else, is not kept).
fn day(date: &str) -> Option<String> {
    let date = date.trim();
    let parts: Vec<&str> = date.split('.').collect();
    let digits = |s: &str, n: usize| s.len() == n && s.bytes().all(|b| b.is_ascii_digit());
    (parts.len() == 3 && digits(parts[0], 4) && digits(parts[1], 2) && digits(parts[2], 2))
        .then(|| date.to_string())
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
            // A day that is not one is left out, not refused: the game still counts.
            date: optional("date")?.as_deref().and_then(day),
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
        let mut l = Ledger {
            comments: text
                .lines()
                .map(str::trim_end)
                .take_while(|line| line.starts_with('#'))
                .filter(|line| *line != HEAD.trim_end())
                .map(str::to_string)
                .collect(),
            ..Ledger::default()
        };
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

    /// What can still be read of a count that is not TOML as a whole (a bad line in it):
    /// each `[[game]]` read on its own, without the lines that do not read. Only for what the
    /// data folder's records cannot give again: the games whose records are elsewhere.
    pub fn salvage(text: &str) -> Ledger {
        let mut blocks: Vec<Vec<&str>> = Vec::new();
        for line in text.split('\n') {
            if line.trim_start().starts_with("[[game]]") {
                blocks.push(Vec::new());
            }
            if let Some(b) = blocks.last_mut() {
                b.push(line.trim_end_matches('\r'));
            }
        }
        let mut l = Ledger::default();
        for b in blocks {
            let whole = b.join("\n");
            let read = Ledger::parse(&whole).or_else(|_| {
                let good: Vec<&str> = b
                    .iter()
                    .copied()
                    .filter(|line| toml::from_str::<toml::Table>(line).is_ok())
                    .collect();
                Ledger::parse(&good.join("\n"))
            });
            if let Ok(part) = read {
                l.games.extend(part.games);
            }
        }
        l
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
        for c in &self.comments {
            text += c;
            text += "\n";
        }
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
    pub(super) fn note(&mut self, path: &Path, record: &Record) -> bool {
        self.noted(path, record).is_some()
    }

    /// [`Ledger::note`], saying what changed.
    pub(super) fn noted(&mut self, path: &Path, record: &Record) -> Option<Change> {
        let k = key(path);
        let before = self.games.iter().position(|g| g.record == k);
        let new = entry(path, record);
        match (before, new) {
            (Some(i), Some(e)) if self.games[i] == e => None,
            // Keep the place of a game counted before, so the file changes as little as
            // possible.
            (Some(i), Some(e)) => {
                // A fingerprint or a day filled in (a count written before they were kept)
                // counts the game the same.
                let counted_the_same = Entry {
                    fingerprint: e.fingerprint.clone(),
                    date: e.date.clone(),
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
pub(super) fn read_record(path: &Path) -> Option<Record> {
    let text = super::super::file::read_text(path).ok()?;
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
    pub(super) fn follow_renamed(&mut self, records: &[(PathBuf, Record)]) -> usize {
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
pub(super) enum Change {
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

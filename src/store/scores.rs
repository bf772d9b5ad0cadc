//! The scoreboard: every finished game counted once, at its final result, in `scores.toml` in
//! the data folder beside the kept games.
//!
//! A game is keyed by its record file. After every save its entry is written (the game is
//! over) or removed (it is not, for instance after an undo), so a game that is undone and
//! finished differently counts once, with its last result. When a record is kept aside under a
//! new name its entry follows it. If `scores.toml` is lost or broken, it is rebuilt from the
//! records in the data folder.
//!
//! A game in which a side was played partly by a person and partly by the computer (the menu
//! hands a side over, or takes it back) is a game of neither pairing: it is kept in the ledger
//! as not counted, and `morris score` says how many there were. Its record says which of its
//! decisions the computer made, in the `[ComputerPlayed]` tag.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use serde::{Deserialize, Serialize};

use crate::rules::{Color, Game, Record, Rules};

/// One finished game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub not_counted: Option<String>,
}

/// Every counted game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ledger {
    /// The games, in the order they were first counted.
    #[serde(default, rename = "game")]
    pub games: Vec<Entry>,
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

/// The most a ledger or a record read here may hold (about 100,000 games' worth).
const MAX_FILE: u64 = 16 << 20;

/// Whether `path` is a regular file of a sane size: a FIFO would block the game's start, and
/// a huge file fill the memory.
fn readable(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.len() <= MAX_FILE)
}

/// The file the counts are kept in.
pub fn ledger_path(dir: &Path) -> PathBuf {
    dir.join("scores.toml")
}

/// The data folder, where the kept games and the scores are.
pub fn data_dir() -> Option<PathBuf> {
    super::default_save_path().and_then(|p| p.parent().map(Path::to_path_buf))
}

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

/// A name as counted: the record's tag, or the side's name when there is none.
fn tag_name(record: &Record, tag: &str) -> String {
    match record.tag(tag).map(str::trim) {
        Some(n) if !n.is_empty() && n != "?" => n.to_string(),
        _ => tag.to_string(),
    }
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
        white: tag_name(record, "White"),
        black: tag_name(record, "Black"),
        variant: record.game.rules().variant.name().to_string(),
        result: outcome.result().to_string(),
        not_counted,
    })
}

/// The tag that lists the decisions the computer made, in a game where a side changed hands.
pub const COMPUTER_PLAYED: &str = "ComputerPlayed";

/// The sides that, among the decisions played (not those undone), made some by a person and
/// some by the computer. `by_computer[i]` says who made decision `i`; decisions past its end
/// count as a person's.
pub fn mixed_in(game: &Game, by_computer: &[bool]) -> Vec<Color> {
    let mut seen = [[false; 2]; 2];
    for i in 0..game.ply() {
        let Some(pos) = game.position_at(i) else {
            break;
        };
        let computer = by_computer.get(i).copied().unwrap_or(false);
        seen[pos.side_to_move().index()][usize::from(computer)] = true;
    }
    Color::BOTH
        .into_iter()
        .filter(|c| seen[c.index()] == [true, true])
        .collect()
}

/// The sides of a record's game played partly by a person and partly by the computer, as its
/// `[ComputerPlayed]` tag says (no tag: none).
pub fn mixed_sides(record: &Record) -> Vec<Color> {
    match record.tag(COMPUTER_PLAYED) {
        Some(tag) => mixed_in(&record.game, &parse_plies(tag, record.game.history().len())),
        None => Vec::new(),
    }
}

/// The value of `[ComputerPlayed]` for a game whose decisions were made as `by_computer` says,
/// when a side changed hands in its stored decisions (undone ones too, which redo brings
/// back); `None` otherwise, and the record stays as it always was. Decision numbers from 1, in
/// ranges: `2,4,13-40`.
pub fn computer_played_tag(game: &Game, by_computer: &[bool]) -> Option<String> {
    let mut seen = [[false; 2]; 2];
    for (i, &c) in by_computer.iter().enumerate().take(game.history().len()) {
        if let Some(pos) = game.position_at(i) {
            seen[pos.side_to_move().index()][usize::from(c)] = true;
        }
    }
    if !seen.contains(&[true, true]) {
        return None;
    }
    let mut ranges: Vec<String> = Vec::new();
    let mut i = 0;
    let n = by_computer.len().min(game.history().len());
    while i < n {
        if !by_computer[i] {
            i += 1;
            continue;
        }
        let start = i;
        while i < n && by_computer[i] {
            i += 1;
        }
        ranges.push(if i - start == 1 {
            format!("{}", start + 1)
        } else {
            format!("{}-{}", start + 1, i)
        });
    }
    Some(ranges.join(","))
}

/// Who made each of a game's `len` decisions, from a `[ComputerPlayed]` tag: true where the
/// computer did. A part that cannot be read is left out (those decisions count as a person's).
///
/// Each range only marks its two ends and one pass fills them in, so a tag of many long,
/// overlapping ranges costs no more than its length and the game's.
pub fn parse_plies(tag: &str, len: usize) -> Vec<bool> {
    // open[k]: how many ranges start at decision k + 1, less those that ended before it.
    let mut open = vec![0i64; len + 1];
    for part in tag.split(',') {
        let mut ends = part.trim().splitn(2, '-');
        let from = ends.next().and_then(|a| a.trim().parse::<usize>().ok());
        let to = match ends.next() {
            Some(b) => b.trim().parse::<usize>().ok(),
            None => from,
        };
        if let (Some(a), Some(b)) = (from, to) {
            let (a, b) = (a.max(1), b.min(len));
            if a <= b {
                open[a - 1] += 1;
                open[b] -= 1;
            }
        }
    }
    let mut depth = 0;
    open[..len]
        .iter()
        .map(|d| {
            depth += d;
            depth > 0
        })
        .collect()
}

impl Ledger {
    /// The counts in `dir`; rebuilt from the records there when the file is missing or cannot
    /// be read (and then written back).
    pub fn load(dir: &Path) -> Ledger {
        let path = ledger_path(dir);
        if readable(&path)
            && let Ok(text) = std::fs::read_to_string(&path)
            && let Ok(l) = toml::from_str::<Ledger>(&text)
        {
            return l;
        }
        let l = Ledger::rebuild(dir);
        // Best effort: the counts are there to be shown; a folder that cannot be written must
        // not stop anything.
        let _ = l.save(dir);
        l
    }

    /// The counts from the finished games among the records in `dir`.
    pub fn rebuild(dir: &Path) -> Ledger {
        let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "pgn") && readable(p))
            .collect();
        files.sort();
        let games = files
            .iter()
            .filter_map(|p| {
                let text = super::file::read_text(p).ok()?;
                let record = Record::parse(&text, Rules::default()).ok()?;
                entry(p, &record)
            })
            .collect();
        Ledger { games }
    }

    /// Writes the counts to `dir`.
    ///
    /// Only morris's own count is ever replaced. A file in its place that holds something else
    /// is kept aside first (`scores.toml.unreadable`); a link to something else, or a FIFO or a
    /// device, is left alone and the count is not saved (an error says so): writing through it
    /// would replace a file that is not ours.
    pub fn save(&self, dir: &Path) -> Result<()> {
        let text = toml::to_string(self).context("cannot write the scores")?;
        let head = "# morris keeps this count of finished games; delete it to rebuild it from the records\n";
        let path = ledger_path(dir);
        if let Ok(meta) = std::fs::symlink_metadata(&path) {
            let ours = readable(&path)
                && super::file::read_text(&path)
                    .ok()
                    .is_some_and(|t| toml::from_str::<Ledger>(&t).is_ok());
            if !ours {
                if !meta.file_type().is_file() {
                    anyhow::bail!(
                        "{} is not morris's count of games (a link to another file, or not a file): left alone, the scores are not saved",
                        crate::text::clean(&path.display().to_string())
                    );
                }
                super::file::move_to_free(&path, &path, super::file::Naming::Unreadable)?;
            }
        }
        super::write_atomic(&path, &format!("{head}{text}"))
    }

    /// The games that count.
    pub fn counted(&self) -> impl Iterator<Item = &Entry> {
        self.games.iter().filter(|g| g.not_counted.is_none())
    }

    /// How `a` did against `b` in `variant`.
    pub fn tally(&self, a: &str, b: &str, variant: &str) -> Tally {
        let mut t = Tally::default();
        for g in self.counted().filter(|g| g.variant == variant) {
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

    /// Every pair in every variant: (variant, player, tally, opponent), the player being the
    /// first of the two names in [natural order](natural_cmp) (`morris level 9` before
    /// `morris level 10`), and the rows in that order too.
    pub fn table(&self) -> Vec<(String, String, Tally, String)> {
        let mut pairs: BTreeMap<(String, String, String), Tally> = BTreeMap::new();
        for g in self.counted() {
            let (a, b) = if natural_cmp(&g.white, &g.black).is_le() {
                (&g.white, &g.black)
            } else {
                (&g.black, &g.white)
            };
            pairs
                .entry((g.variant.clone(), a.clone(), b.clone()))
                .or_insert_with(|| self.tally(a, b, &g.variant));
        }
        let mut rows: Vec<_> = pairs
            .into_iter()
            .map(|((v, a, b), t)| (v, a, t, b))
            .collect();
        rows.sort_by(|x, y| {
            natural_cmp(&x.0, &y.0)
                .then_with(|| natural_cmp(&x.1, &y.1))
                .then_with(|| natural_cmp(&x.3, &y.3))
        });
        rows
    }
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

/// Counts the game of a record just saved at `path`: its entry is written when the game is
/// over and removed when it is not. Writes only when the count changes.
pub fn note_game(dir: &Path, path: &Path, record: &Record) -> Result<()> {
    let mut l = Ledger::load(dir);
    let k = key(path);
    let before = l.clone();
    l.games.retain(|g| g.record != k);
    if let Some(e) = entry(path, record) {
        // Keep the first place of a game counted before, so the file changes as little as
        // possible.
        match before.games.iter().position(|g| g.record == k) {
            Some(i) if i <= l.games.len() => l.games.insert(i, e),
            _ => l.games.push(e),
        }
    }
    if l != before {
        std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
        l.save(dir)?;
    }
    Ok(())
}

/// A record was renamed from `from` to `to` (kept aside): its count follows it.
pub fn renamed(dir: &Path, from: &Path, to: &Path) -> Result<()> {
    let mut l = Ledger::load(dir);
    let (old, new) = (key(from), key(to));
    let mut changed = false;
    for g in &mut l.games {
        if g.record == old {
            g.record.clone_from(&new);
            changed = true;
        }
    }
    if changed {
        l.save(dir)?;
    }
    Ok(())
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

/// The score of the two players at the table (`Alice 3 – 2 Bob`, with the draws), or `None`
/// before their first finished game in this variant.
pub fn score_line(dir: &Path, white: &str, black: &str, variant: &str) -> Option<Score> {
    let t = Ledger::load(dir).tally(white, black, variant);
    if t == Tally::default() {
        return None;
    }
    Some(Score {
        white: white.to_string(),
        black: black.to_string(),
        tally: t,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, play_tokens};
    use std::os::unix::fs::FileTypeExt;

    fn finished(white: &str, black: &str, moves: &str) -> Record {
        let game: Game = play_tokens(Rules::default(), moves).unwrap();
        Record::new(game, white, black, "2026.11.30")
    }

    fn white_wins(white: &str, black: &str) -> Record {
        let mut r = finished(white, black, "d6");
        r.game.resign(crate::rules::Color::Black);
        r
    }

    /// The count never replaces what is not its own: a link to another file (a dotfile, notes)
    /// or a FIFO in its place is left as it was; a broken count of its own is kept aside.
    #[test]
    fn a_link_or_a_fifo_in_place_of_the_count_is_never_written_through() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        let notes = d.join("notes.txt");
        std::fs::write(&notes, "export IMPORTANT=1\n").unwrap();
        std::os::unix::fs::symlink(&notes, ledger_path(d)).unwrap();
        let l = Ledger::load(d);
        assert!(l.save(d).is_err());
        note_game(d, &d.join("current.pgn"), &white_wins("Alice", "Bob")).ok();
        assert_eq!(
            std::fs::read_to_string(&notes).unwrap(),
            "export IMPORTANT=1\n"
        );
        std::fs::remove_file(ledger_path(d)).unwrap();
        let made = std::process::Command::new("mkfifo")
            .arg(ledger_path(d))
            .status()
            .unwrap();
        assert!(made.success());
        assert!(Ledger::load(d).save(d).is_err());
        assert!(
            std::fs::symlink_metadata(ledger_path(d))
                .unwrap()
                .file_type()
                .is_fifo()
        );
        std::fs::remove_file(ledger_path(d)).unwrap();
        // A broken file of its own is kept aside, then the count is written.
        std::fs::write(ledger_path(d), "game = [ oops").unwrap();
        Ledger::load(d);
        assert_eq!(
            std::fs::read_to_string(d.join("scores.toml.unreadable")).unwrap(),
            "game = [ oops"
        );
        assert!(
            toml::from_str::<Ledger>(&std::fs::read_to_string(ledger_path(d)).unwrap()).is_ok()
        );
    }

    #[test]
    fn a_game_counts_once_at_its_last_result() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        let rec = d.join("current.pgn");
        let mut r = white_wins("Alice", "Bob");
        note_game(d, &rec, &r).unwrap();
        note_game(d, &rec, &r).unwrap();
        let l = Ledger::load(d);
        assert_eq!(
            l.tally("Alice", "Bob", "nine"),
            Tally {
                won: 1,
                drawn: 0,
                lost: 0
            }
        );
        // Undone: no longer counted. Finished differently: counted with the new result.
        r.game.undo();
        note_game(d, &rec, &r).unwrap();
        assert_eq!(Ledger::load(d).games.len(), 0);
        r.game.agree_draw();
        note_game(d, &rec, &r).unwrap();
        let t = Ledger::load(d).tally("Bob", "Alice", "nine");
        assert_eq!((t.won, t.drawn, t.lost), (0, 1, 0));
    }

    #[test]
    fn a_game_ended_before_any_decision_is_not_counted() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        let rec = d.join("current.pgn");
        // A draw agreed before the first move: its record is not kept aside by the next game,
        // so a count for it would vanish later and the panel and `morris score` would disagree.
        let mut r = finished("Alice", "Bob", "");
        r.game.agree_draw();
        note_game(d, &rec, &r).unwrap();
        assert_eq!(Ledger::load(d).games.len(), 0);
        // One decision makes it a game.
        let mut r = finished("Alice", "Bob", "d6");
        r.game.agree_draw();
        note_game(d, &rec, &r).unwrap();
        assert_eq!(Ledger::load(d).games.len(), 1);
    }

    #[test]
    fn kept_aside_games_keep_their_count_and_a_lost_file_is_rebuilt() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        let rec = d.join("current.pgn");
        let r = white_wins("Alice", "Bob");
        std::fs::write(&rec, r.to_text()).unwrap();
        note_game(d, &rec, &r).unwrap();
        let aside = super::super::keep_aside(&rec).unwrap();
        renamed(d, &rec, &aside).unwrap();
        let r2 = white_wins("Bob", "Alice");
        std::fs::write(&rec, r2.to_text()).unwrap();
        note_game(d, &rec, &r2).unwrap();
        let t = Ledger::load(d).tally("Alice", "Bob", "nine");
        assert_eq!((t.won, t.drawn, t.lost), (1, 0, 1));
        let before = Ledger::load(d);
        std::fs::remove_file(ledger_path(d)).unwrap();
        assert_eq!(Ledger::load(d), before);
        std::fs::write(ledger_path(d), "not [ toml").unwrap();
        assert_eq!(Ledger::load(d).games.len(), 2);
        assert_eq!(
            score_line(d, "Alice", "Bob", "nine").map(|s| s.to_string()),
            Some("Alice 1 – 1 Bob".into())
        );
        assert_eq!(score_line(d, "Alice", "Bob", "six"), None);
    }

    #[test]
    fn a_game_where_a_side_changed_hands_counts_for_neither_pairing() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        // Black played d2 itself, then the computer played c3: not counted.
        let mut r = white_wins("Alice", "morris level 1");
        r.game = play_tokens(Rules::default(), "d6 d2 d5 c3").unwrap();
        r.game.resign(crate::rules::Color::Black);
        let by = [false, false, false, true];
        let tag = computer_played_tag(&r.game, &by).unwrap();
        assert_eq!(tag, "4");
        r.set_tag(COMPUTER_PLAYED, &tag);
        assert_eq!(mixed_sides(&r), [crate::rules::Color::Black]);
        let rec = d.join("current.pgn");
        std::fs::write(&rec, r.to_text()).unwrap();
        note_game(d, &rec, &r).unwrap();
        let l = Ledger::load(d);
        assert_eq!(l.games.len(), 1);
        assert!(l.games[0].not_counted.is_some());
        assert_eq!(l.counted().count(), 0);
        assert_eq!(l.tally("Alice", "morris level 1", "nine"), Tally::default());
        assert!(l.table().is_empty());
        assert_eq!(score_line(d, "Alice", "morris level 1", "nine"), None);
        // Rebuilt from the record: still not counted.
        std::fs::remove_file(ledger_path(d)).unwrap();
        let l = Ledger::load(d);
        assert_eq!((l.games.len(), l.counted().count()), (1, 0));

        // The computer played all of Black's decisions: an ordinary game against a level.
        let mut r2 = r.clone();
        let by = [false, true, false, true];
        assert_eq!(computer_played_tag(&r2.game, &by), None);
        r2.set_tag(COMPUTER_PLAYED, "2,4");
        assert!(mixed_sides(&r2).is_empty());
        note_game(d, &d.join("other.pgn"), &r2).unwrap();
        let t = Ledger::load(d).tally("Alice", "morris level 1", "nine");
        assert_eq!((t.won, t.drawn, t.lost), (1, 0, 0));

        // Only the decisions played count: a hand-over undone is no hand-over.
        let mut r3 = r.clone();
        r3.game.undo();
        r3.game.undo();
        assert!(mixed_sides(&r3).is_empty());
        // Both sides changed hands: both are named.
        let by = [false, false, true, true];
        assert_eq!(computer_played_tag(&r.game, &by).as_deref(), Some("3-4"));
        assert_eq!(mixed_in(&r.game, &by).len(), 2);
    }

    #[test]
    fn names_with_numbers_sort_by_their_numbers() {
        let mut names = vec![
            "morris level 10",
            "morris level 2",
            "morris level 1",
            "Ann",
            "morris level 9",
            "player 007",
            "player 7",
            "player 10b",
            "player 10a",
        ];
        names.sort_by(|a, b| natural_cmp(a, b));
        assert_eq!(
            names,
            [
                "Ann",
                "morris level 1",
                "morris level 2",
                "morris level 9",
                "morris level 10",
                "player 007",
                "player 7",
                "player 10a",
                "player 10b",
            ]
        );
    }

    #[test]
    fn a_broken_computer_played_tag_never_panics() {
        for tag in [
            "",
            "x",
            "3-",
            "-2",
            "5-3",
            "0",
            "99999999999999999999",
            "1-99999",
            ",,,",
        ] {
            let v = parse_plies(tag, 4);
            assert_eq!(v.len(), 4, "{tag}");
        }
        assert_eq!(parse_plies("1-99999", 3), [true, true, true]);
        assert_eq!(parse_plies("2,x,4", 4), [false, true, false, true]);
        // Overlapping and nested ranges, and ranges past the end.
        assert_eq!(
            parse_plies("2-3,3-4,6-9,7,12-20", 8),
            [false, true, true, true, false, true, true, true]
        );
        assert_eq!(
            parse_plies("1-2,1-2,5-5", 5),
            [true, true, false, false, true]
        );
        // Many long ranges on a long game: each decision is still the computer's exactly once.
        let tag = vec!["1-999999"; 100_000].join(",");
        assert!(parse_plies(&tag, 40_000).iter().all(|&c| c));
    }
}

//! What `morris stats` and the Statistics screen show: per person, the rating
//! ([`crate::rating`]) and its history, the results by variant and by opponent, the longest
//! games; and the puzzles solved. Read through the scoreboard as `morris score` reads it (a
//! damaged count is kept aside and said, the finished records counted again), the games'
//! lengths from their records, the puzzles from their progress.

use std::collections::BTreeMap;
use std::path::Path;

use serde::Serialize;

use super::said::{CountFailure, ScoreNote};
use super::scores::{Entry, Ledger, Scoreboard, natural_cmp};
use crate::rating::{self, Game, Step};
use crate::rules::{Record, Rules, Variant};

/// How many of a person's longest games are kept.
pub const LONGEST: usize = 3;

/// Won, drawn and lost, from the person's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Results {
    /// Games won.
    pub won: u32,
    /// Games drawn.
    pub drawn: u32,
    /// Games lost.
    pub lost: u32,
}

impl Results {
    /// All the games.
    pub fn games(&self) -> u32 {
        self.won + self.drawn + self.lost
    }

    fn add(&mut self, score: f64) {
        if score > 0.75 {
            self.won += 1;
        } else if score > 0.25 {
            self.drawn += 1;
        } else {
            self.lost += 1;
        }
    }
}

/// One of a person's longest games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Long {
    /// Its length: the decisions played, both sides'.
    pub plies: usize,
    /// The opponent.
    pub opponent: String,
    /// The preset's name.
    pub variant: String,
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub result: String,
}

/// One person's statistics.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Person {
    /// The name.
    pub name: String,
    /// The rating now, from the rated games; `None` with none.
    pub rating: Option<f64>,
    /// The rating after each rated game, in order.
    pub history: Vec<Step>,
    /// The ordinary games (rated), by variant.
    pub by_variant: BTreeMap<String, Results>,
    /// The ordinary games, by opponent.
    pub by_opponent: BTreeMap<String, Results>,
    /// The games counted apart (a set-up position, help had): not rated.
    pub apart: Results,
    /// The longest games whose records are still there, longest first.
    pub longest: Vec<Long>,
}

impl Person {
    /// The ordinary games, all variants together.
    pub fn results(&self) -> Results {
        let mut r = Results::default();
        for v in self.by_variant.values() {
            r.won += v.won;
            r.drawn += v.drawn;
            r.lost += v.lost;
        }
        r
    }
}

/// The puzzles of one set tried, at their last try.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PuzzleSet {
    /// The set (the preset's name).
    pub set: String,
    /// Solved.
    pub solved: usize,
    /// Failed.
    pub failed: usize,
    /// How many puzzles the game ships in the set (none: no set is shipped for it).
    pub shipped: usize,
}

/// Everything shown, and what the player should be told about the files.
#[derive(Clone, Debug, Default)]
pub struct Stats {
    /// The people, in the order a person reads names.
    pub people: Vec<Person>,
    /// The puzzle sets with a puzzle tried.
    pub puzzles: Vec<PuzzleSet>,
    /// The scoreboard's notes (a count kept aside, games counted again).
    pub notes: Vec<ScoreNote>,
    /// Why the scoreboard could not be kept, if it could not.
    pub failed: Option<CountFailure>,
    /// The puzzles' progress's notes (a file that cannot be read).
    pub puzzle_notes: Vec<String>,
}

/// The statistics of a ledger's games, `plies` giving a game's length where its record is
/// there (pure: the ledger's order is the order played).
pub fn summary(ledger: &Ledger, plies: impl Fn(&Entry) -> Option<usize>) -> Vec<Person> {
    let counted: Vec<&Entry> = ledger.counted().collect();
    let games: Vec<Game> = counted
        .iter()
        .filter_map(|e| {
            let mut g = Game::new(&e.white, &e.black, &e.variant, &e.result)?;
            g.date.clone_from(&e.date);
            Some(g)
        })
        .collect();
    let rated = rating::rate(&games);
    let mut people: BTreeMap<String, Person> = BTreeMap::new();
    let sides = |e: &Entry| -> Option<[(String, String, f64); 2]> {
        let g = Game::new(&e.white, &e.black, &e.variant, &e.result)?;
        (e.white != e.black).then(|| {
            [
                (e.white.clone(), e.black.clone(), g.white_score),
                (e.black.clone(), e.white.clone(), 1.0 - g.white_score),
            ]
        })
    };
    for e in &counted {
        let n = plies(e);
        for (me, them, score) in sides(e).into_iter().flatten() {
            let Some(p) = person(&mut people, &rated, &me) else {
                continue;
            };
            p.by_variant
                .entry(e.variant.clone())
                .or_default()
                .add(score);
            p.by_opponent.entry(them.clone()).or_default().add(score);
            if let Some(plies) = n {
                p.longest.push(Long {
                    plies,
                    opponent: them,
                    variant: e.variant.clone(),
                    result: e.result.clone(),
                });
            }
        }
    }
    for e in ledger.apart() {
        for (me, _, score) in sides(e).into_iter().flatten() {
            if let Some(p) = person(&mut people, &rated, &me) {
                p.apart.add(score);
            }
        }
    }
    let mut people: Vec<Person> = people.into_values().collect();
    for p in &mut people {
        // Longest first; of two as long, the earlier played.
        p.longest.sort_by_key(|l| std::cmp::Reverse(l.plies));
        p.longest.truncate(LONGEST);
    }
    people.sort_by(|a, b| natural_cmp(&a.name, &b.name));
    people
}

/// The person of `name` in `people`, put there the first time; `None` for the computer.
fn person<'a>(
    people: &'a mut BTreeMap<String, Person>,
    rated: &BTreeMap<String, rating::Player>,
    name: &str,
) -> Option<&'a mut Person> {
    if rating::level_of(name).is_some() {
        return None;
    }
    Some(people.entry(name.to_string()).or_insert_with(|| {
        Person {
            name: name.to_string(),
            rating: rated.get(name).map(|p| p.rating),
            history: rated
                .get(name)
                .map(|p| p.history.clone())
                .unwrap_or_default(),
            by_variant: BTreeMap::new(),
            by_opponent: BTreeMap::new(),
            apart: Results::default(),
            longest: Vec::new(),
        }
    }))
}

/// A game's length, from its record, if it is still there and still this game.
fn plies_of(e: &Entry) -> Option<usize> {
    let text = super::file::read_text(Path::new(&e.record)).ok()?;
    let record = Record::parse(&text, Rules::default()).ok()?;
    let same = e
        .fingerprint
        .as_deref()
        .is_none_or(|fp| fp == super::scores::fingerprint(&record));
    same.then(|| record.game.ply())
}

/// The statistics kept in the data folder `dir`: the scoreboard brought up to date as
/// `morris score` does (what it did or could not do is in the notes), then summed.
pub fn read(dir: &Path) -> Stats {
    // Reading makes no folder: without a data folder yet (a new user) there is nothing counted.
    if std::fs::symlink_metadata(dir).is_err_and(|e| e.kind() == std::io::ErrorKind::NotFound) {
        return Stats::default();
    }
    let report = Scoreboard::new(dir).check();
    let people = summary(&report.ledger, plies_of);
    let said = super::puzzles::Book::new(dir).read();
    // The presets' sets in their order, then Sanmill's packs played (`sanmill:NAME`).
    let packs = said
        .progress
        .sets()
        .into_iter()
        .filter(|s| s.starts_with("sanmill:"))
        .map(|s| (s.to_string(), 0));
    let puzzles = Variant::ALL
        .iter()
        .map(|v| {
            let shipped = crate::puzzles::shipped(&v.rules()).len();
            (v.name().to_string(), shipped)
        })
        .chain(packs)
        .filter_map(|(set, shipped)| {
            let (solved, failed) = said.progress.tally(&set);
            (solved + failed > 0).then_some(PuzzleSet {
                set,
                solved,
                failed,
                shipped,
            })
        })
        .collect();
    Stats {
        people,
        puzzles,
        notes: report.notes,
        failed: report.failed,
        puzzle_notes: said.notes,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reading_the_statistics_makes_no_folder() {
        let home = tempfile::tempdir().unwrap();
        let dir = home.path().join("none").join("morris");
        let stats = read(&dir);
        assert!(stats.people.is_empty() && stats.puzzles.is_empty());
        assert!(!home.path().join("none").exists(), "a folder was made");
    }

    fn ledger(games: &[(&str, &str, &str, Option<&str>)]) -> Ledger {
        let mut text = String::new();
        for (i, (w, b, r, apart)) in games.iter().enumerate() {
            text += &format!(
                "[[game]]\nrecord = \"/g/{i}.pgn\"\nwhite = \"{w}\"\nblack = \"{b}\"\nvariant = \"nine\"\nresult = \"{r}\"\n"
            );
            if let Some(why) = apart {
                text += &format!("apart = \"{why}\"\n");
            }
        }
        Ledger::parse(&text).unwrap()
    }

    #[test]
    fn people_with_results_ratings_and_longest_games() {
        let l = ledger(&[
            ("Ann", "morris level 1", "1-0", None),
            ("Bob", "Ann", "1/2-1/2", None),
            ("Ann", "Bob", "0-1", Some("with hints")),
        ]);
        let people = summary(&l, |e| Some(e.record.len() * 10));
        let names: Vec<&str> = people.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["Ann", "Bob"]);
        let ann = &people[0];
        assert_eq!(
            ann.results(),
            Results {
                won: 1,
                drawn: 1,
                lost: 0
            }
        );
        assert_eq!(ann.by_opponent["morris level 1"].won, 1);
        assert_eq!(ann.apart.won, 0);
        assert_eq!(ann.apart.lost, 1);
        assert_eq!(ann.history.len(), 2);
        // Against level 1 (800): 1000 + 32 × (1 − 0.759747) = 1007.688.
        assert!((ann.history[0].rating - 1007.688).abs() < 0.01);
        assert_eq!(ann.longest.len(), 2);
        assert_eq!(people[1].apart.won, 1);
        assert!(people[1].rating.is_some());
    }

    #[test]
    fn a_person_with_games_apart_alone_has_no_rating() {
        let l = ledger(&[("Ann", "Bob", "1-0", Some("from a set-up position"))]);
        let people = summary(&l, |_| None);
        assert_eq!(people.len(), 2);
        assert!(people.iter().all(|p| p.rating.is_none()));
        assert!(people[0].longest.is_empty());
    }
}

//! The best rounds of the coordinate training (issue 37), per board and way, in `learn.txt`
//! in the data folder, kept with the puzzles' progress's care ([`super::puzzles`]): one
//! change at a time under the data folder's lock, written whole and renamed over, a damaged
//! file kept aside before a new one is written, something not morris's to replace left
//! alone. What happened comes back as facts ([`Fact`]), worded by
//! [`crate::words::store`].

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use super::read::{Limit, ReadError};

/// The file is a line per board and way: a real one is a few hundred bytes.
pub const BESTS: Limit = Limit {
    bytes: 1 << 20,
    what: "the training's best rounds",
};

/// A round of the training: how many points were right, of how many, and how long it took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Round {
    /// Points found or named right.
    pub right: u8,
    /// Points asked.
    pub of: u8,
    /// The time the round took, in milliseconds.
    pub millis: u64,
}

impl Round {
    /// Whether this round beats `other`: more points right, or as many in less time.
    pub fn beats(&self, other: &Round) -> bool {
        (self.right, std::cmp::Reverse(self.millis))
            > (other.right, std::cmp::Reverse(other.millis))
    }
}

/// The best round of each board and way (`standard`, `find`), and when it was played
/// (seconds since 1970).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Bests {
    entries: BTreeMap<(String, String), (Round, u64)>,
}

const HEADER: &str = "# morris coordinate training: board | way | right | of | milliseconds | when (seconds since 1970)";

impl Bests {
    /// Reads the file's text, or the number (from 1) of the first line that is not a round.
    pub fn parse(text: &str) -> Result<Bests, usize> {
        let mut b = Bests::default();
        for (n, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let f: Vec<&str> = line.split('|').map(str::trim).collect();
            let [board, way, right, of, millis, when] = f[..] else {
                return Err(n + 1);
            };
            let round = (|| {
                let r = Round {
                    right: right.parse().ok()?,
                    of: of.parse().ok()?,
                    millis: millis.parse().ok()?,
                };
                (r.right <= r.of && !board.is_empty() && !way.is_empty())
                    .then_some((r, when.parse::<u64>().ok()?))
            })()
            .ok_or(n + 1)?;
            b.entries.insert((board.into(), way.into()), round);
        }
        Ok(b)
    }

    /// The file's text.
    pub fn to_text(&self) -> String {
        let mut out = format!("{HEADER}\n");
        for ((board, way), (r, when)) in &self.entries {
            out.push_str(&format!(
                "{board} | {way} | {} | {} | {} | {when}\n",
                r.right, r.of, r.millis
            ));
        }
        out
    }

    /// The best round of a board and way.
    pub fn get(&self, board: &str, way: &str) -> Option<Round> {
        self.entries
            .get(&(board.into(), way.into()))
            .map(|(r, _)| *r)
    }

    /// Notes a round: whether it is the best now (the first, or one that beats the best).
    pub fn note(&mut self, board: &str, way: &str, round: Round, when: u64) -> bool {
        let better = self.get(board, way).is_none_or(|b| round.beats(&b));
        if better {
            self.entries
                .insert((board.into(), way.into()), (round, when));
        }
        better
    }
}

/// Why the file could not be read or written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// Reading it failed.
    Read(ReadError),
    /// This line (from 1) is not a round.
    Line(usize),
    /// It is a link to something that is not the training's file.
    Link,
    /// Writing failed, as the store's errors say it.
    Write(String),
}

/// What the player should know of the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fact {
    /// The file cannot be read: the best rounds start from nothing (it is left as it is
    /// until a round is kept).
    Unreadable {
        /// The file.
        path: PathBuf,
        /// Why.
        why: Why,
    },
    /// The damaged file was kept aside under this name, and a new one begun.
    KeptAside {
        /// The file.
        path: PathBuf,
        /// Where the damaged one is now.
        kept: PathBuf,
    },
    /// The round could not be kept.
    NotKept {
        /// The file.
        path: PathBuf,
        /// Why.
        why: Why,
    },
    /// The round could not be kept: this system has no data folder.
    NoDataFolder,
}

/// What the store says after reading or noting.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Said {
    /// The best rounds, as far as they could be read (with the round noted, even when it
    /// could not be written).
    pub bests: Bests,
    /// The round noted is the best of its board and way.
    pub new_best: bool,
    /// What the player should know.
    pub facts: Vec<Fact>,
}

enum Found {
    Read(Bests),
    Missing,
    NotOurs(Why),
    Broken(Why),
}

fn find(path: &Path) -> Found {
    let link = std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink());
    match super::read::read_text(path, BESTS) {
        Ok(text) => match Bests::parse(&text) {
            Ok(b) => Found::Read(b),
            Err(_) if link => Found::NotOurs(Why::Link),
            Err(n) => Found::Broken(Why::Line(n)),
        },
        Err(ReadError::NotFound) if std::fs::symlink_metadata(path).is_err() => Found::Missing,
        Err(ReadError::NotText) if !link => Found::Broken(Why::Read(ReadError::NotText)),
        Err(e) => Found::NotOurs(Why::Read(e)),
    }
}

/// The training's file in the data folder `dir`.
pub fn path(dir: &Path) -> PathBuf {
    dir.join("learn.txt")
}

/// The best rounds as they can be read now, writing nothing.
pub fn read(dir: &Path) -> Said {
    let path = path(dir);
    match find(&path) {
        Found::Read(bests) => Said {
            bests,
            ..Said::default()
        },
        Found::Missing => Said::default(),
        Found::NotOurs(why) | Found::Broken(why) => Said {
            facts: vec![Fact::Unreadable { path, why }],
            ..Said::default()
        },
    }
}

/// Notes a round under the data folder's lock: read, changed, written back whole (only when
/// it is a new best: nothing else changes the file). A damaged file is kept aside first.
pub fn note(dir: &Path, board: &str, way: &str, round: Round, when: u64) -> Said {
    let path = path(dir);
    let not_kept = |bests: Bests, new_best, why| Said {
        bests,
        new_best,
        facts: vec![Fact::NotKept {
            path: path.clone(),
            why,
        }],
    };
    let _lock = match super::puzzles::Book::new(dir).lock() {
        Ok(l) => l,
        Err(why) => {
            let mut bests = Bests::default();
            let best = bests.note(board, way, round, when);
            return not_kept(bests, best, Why::Write(why));
        }
    };
    let mut facts = Vec::new();
    let mut bests = match find(&path) {
        Found::Read(b) => b,
        Found::Missing => Bests::default(),
        Found::NotOurs(why) => {
            let mut bests = Bests::default();
            let best = bests.note(board, way, round, when);
            return not_kept(bests, best, why);
        }
        Found::Broken(_) => {
            match super::file::move_to_free(&path, &path, super::file::Naming::Unreadable) {
                Ok(kept) => facts.push(Fact::KeptAside {
                    path: path.clone(),
                    kept,
                }),
                Err(e) => {
                    let mut bests = Bests::default();
                    let best = bests.note(board, way, round, when);
                    return not_kept(bests, best, Why::Write(format!("{e:#}")));
                }
            }
            Bests::default()
        }
    };
    let new_best = bests.note(board, way, round, when);
    if new_best || !facts.is_empty() {
        let written = std::fs::create_dir_all(dir)
            .map_err(anyhow::Error::from)
            .and_then(|()| super::write_atomic(&path, &bests.to_text()));
        if let Err(e) = written {
            facts.push(Fact::NotKept {
                path: path.clone(),
                why: Why::Write(crate::text::clean(&format!("{e:#}"))),
            });
        }
    }
    Said {
        bests,
        new_best,
        facts,
    }
}

/// What the loop does with a round (`noted`: board, way, round) or a look at the best rounds,
/// in the data folder `data`.
pub fn carry_out(data: Option<&Path>, noted: Option<(String, String, Round)>) -> Said {
    match (data, noted) {
        (Some(dir), Some((board, way, round))) => {
            note(dir, &board, &way, round, super::puzzles::now())
        }
        (Some(dir), None) => read(dir),
        (None, Some((board, way, round))) => {
            let mut bests = Bests::default();
            let new_best = bests.note(&board, &way, round, super::puzzles::now());
            Said {
                bests,
                new_best,
                facts: vec![Fact::NoDataFolder],
            }
        }
        (None, None) => Said::default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const R: Round = Round {
        right: 9,
        of: 10,
        millis: 20_000,
    };

    #[test]
    fn the_best_round_is_kept_and_a_worse_one_leaves_the_file_alone() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(read(dir.path()), Said::default());
        let said = note(dir.path(), "standard", "find", R, 5);
        assert!(said.new_best && said.facts.is_empty(), "{said:?}");
        let worse = Round {
            millis: 25_000,
            ..R
        };
        let said = note(dir.path(), "standard", "find", worse, 6);
        assert!(!said.new_best);
        assert_eq!(read(dir.path()).bests.get("standard", "find"), Some(R));
        // More right beats faster; another way is its own.
        let better = Round {
            right: 10,
            millis: 40_000,
            ..R
        };
        assert!(note(dir.path(), "standard", "find", better, 7).new_best);
        assert!(note(dir.path(), "standard", "name", worse, 7).new_best);
        let b = read(dir.path()).bests;
        assert_eq!(b.get("standard", "find"), Some(better));
        assert_eq!(b.get("standard", "name"), Some(worse));
    }

    #[test]
    fn a_damaged_file_is_said_then_kept_aside_whole() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(path(dir.path()), "standard | find | 11 | 10 | 3 | 4\n").unwrap();
        let said = read(dir.path());
        assert!(
            matches!(
                said.facts[..],
                [Fact::Unreadable {
                    why: Why::Line(1),
                    ..
                }]
            ),
            "{said:?}"
        );
        let said = note(dir.path(), "standard", "find", R, 1);
        assert!(
            matches!(said.facts[..], [Fact::KeptAside { .. }]),
            "{said:?}"
        );
        assert_eq!(
            std::fs::read_to_string(dir.path().join("learn.txt.unreadable")).unwrap(),
            "standard | find | 11 | 10 | 3 | 4\n"
        );
        assert_eq!(read(dir.path()).bests.get("standard", "find"), Some(R));
    }

    #[test]
    fn a_folder_in_its_place_is_left_alone_and_the_round_said_not_kept() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(path(dir.path())).unwrap();
        let said = note(dir.path(), "standard", "find", R, 1);
        assert!(matches!(said.facts[..], [Fact::NotKept { .. }]), "{said:?}");
        assert!(
            said.new_best,
            "the round is still shown as the best of the visit"
        );
        assert!(path(dir.path()).is_dir());
    }

    #[test]
    fn a_read_only_file_or_folder_loses_nothing() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        note(dir.path(), "standard", "find", R, 1);
        let before = std::fs::read_to_string(path(dir.path())).unwrap();
        std::fs::set_permissions(path(dir.path()), std::fs::Permissions::from_mode(0o444)).unwrap();
        std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o555)).unwrap();
        let better = Round { millis: 1_000, ..R };
        let said = note(dir.path(), "standard", "find", better, 2);
        std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
        assert!(said.new_best, "the visit shows the new best: {said:?}");
        let now = read(dir.path()).bests.get("standard", "find");
        if said.facts.is_empty() {
            // Written (as root, or where the system allows it): the better round is there.
            assert_eq!(now, Some(better));
        } else {
            // Refused: said, and the old file is whole.
            assert!(matches!(said.facts[..], [Fact::NotKept { .. }]), "{said:?}");
            assert_eq!(std::fs::read_to_string(path(dir.path())).unwrap(), before);
            assert_eq!(now, Some(R));
        }
    }
}

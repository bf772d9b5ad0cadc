//! A rating for each player name, Elo's: from the scoreboard's games in the order they were
//! counted, pure (no file, no clock, no language). Why Elo and not Glicko-2, the levels'
//! ratings and the constants are in [docs/records.md](../docs/records.md#the-rating).
//!
//! The update is Elo's (Arpad Elo, *The Rating of Chessplayers*, 1978; the logistic form FIDE
//! and Sanmill use): the expected score of a player rated `a` against one rated `b` is
//! `1 / (1 + 10^((b - a) / 400))`, and after a game the rating moves by `K` times the score
//! minus the expected score.

use std::collections::BTreeMap;

/// The rating of a name seen for the first time.
pub const START: f64 = 1000.0;

/// How far one game moves a rating at most (Elo's K).
pub const K: f64 = 32.0;

/// The rating of the computer's level 1, from which the others follow by the ladder.
pub const LEVEL_1: f64 = 800.0;

/// Level L+1's score against level L in the ladder (docs/computer.md, re-run 2026-12-02):
/// 2 v 1 first, 10 v 9 last.
pub const LADDER: [f64; 9] = [0.77, 0.735, 0.955, 0.66, 0.71, 0.66, 0.655, 0.655, 0.77];

/// The rating difference that gives a score `p` (0 < p < 1): the inverse of [`expected`].
pub fn difference(p: f64) -> f64 {
    let p = p.clamp(0.001, 0.999);
    400.0 * (p / (1.0 - p)).log10()
}

/// The fixed rating of the computer's `level` (1 to 10), derived from the ladder and rounded
/// to a whole number; `None` for another level.
pub fn level_rating(level: u8) -> Option<f64> {
    if !(1..=10).contains(&level) {
        return None;
    }
    let r = LEVEL_1
        + LADDER[..usize::from(level) - 1]
            .iter()
            .map(|&p| difference(p))
            .sum::<f64>();
    Some(r.round())
}

/// The computer's level in a name as records keep it (`morris level 7`).
pub fn level_of(name: &str) -> Option<u8> {
    name.strip_prefix("morris level ")?.trim().parse().ok()
}

/// The expected score of a player rated `a` against one rated `b`.
pub fn expected(a: f64, b: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((b - a) / 400.0))
}

/// A rating `r` after a game scored `score` (1, ½ or 0) against an opponent rated `opponent`.
pub fn update(r: f64, opponent: f64, score: f64) -> f64 {
    r + K * (score - expected(r, opponent))
}

/// One game, as the rating reads it.
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The preset's name.
    pub variant: String,
    /// White's score: 1, ½ or 0.
    pub white_score: f64,
    /// The day it was played (`2026.12.06`), where it is known.
    pub date: Option<String>,
}

impl Game {
    /// A game from its result as records write it (`1-0`, `0-1`, `1/2-1/2`); `None` for
    /// another text.
    pub fn new(white: &str, black: &str, variant: &str, result: &str) -> Option<Game> {
        let white_score = match result {
            "1-0" => 1.0,
            "0-1" => 0.0,
            "1/2-1/2" => 0.5,
            _ => return None,
        };
        Some(Game {
            white: white.into(),
            black: black.into(),
            variant: variant.into(),
            white_score,
            date: None,
        })
    }
}

/// One rated game in a player's history.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Step {
    /// The game's place in the history given to [`rate`], from 0.
    pub game: usize,
    /// The opponent's name.
    pub opponent: String,
    /// The opponent's rating before the game.
    pub opponent_rating: f64,
    /// The player's score: 1, ½ or 0.
    pub score: f64,
    /// The player's rating after the game.
    pub rating: f64,
    /// The day the game was played, where it is known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
}

/// A person's rating and how it came.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Player {
    /// The rating now.
    pub rating: f64,
    /// Each rated game, in order.
    pub history: Vec<Step>,
}

/// The ratings of the people in `games`, in the order given. A game against the computer
/// (`morris level N`) rates the person against the level's fixed rating; a game between two
/// people rates both, each against the other's rating before it; a game between two levels,
/// or of a name against itself, rates nobody. The computer has no entry.
pub fn rate<'a>(games: impl IntoIterator<Item = &'a Game>) -> BTreeMap<String, Player> {
    let mut players: BTreeMap<String, Player> = BTreeMap::new();
    let now = |players: &BTreeMap<String, Player>, name: &str| -> f64 {
        match level_of(name).and_then(level_rating) {
            Some(r) => r,
            None => players.get(name).map_or(START, |p| p.rating),
        }
    };
    for (i, g) in games.into_iter().enumerate() {
        if g.white == g.black {
            continue;
        }
        let (w, b) = (now(&players, &g.white), now(&players, &g.black));
        let sides = [
            (&g.white, &g.black, w, b, g.white_score),
            (&g.black, &g.white, b, w, 1.0 - g.white_score),
        ];
        for (name, opponent, mine, theirs, score) in sides {
            if level_of(name).is_some() {
                continue;
            }
            let rating = update(mine, theirs, score);
            let p = players.entry(name.clone()).or_insert_with(|| Player {
                rating: START,
                history: Vec::new(),
            });
            p.rating = rating;
            p.history.push(Step {
                game: i,
                opponent: opponent.clone(),
                opponent_rating: theirs,
                score,
                rating,
                date: g.date.clone(),
            });
        }
    }
    players
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 0.01
    }

    #[test]
    fn even_players_move_by_half_k() {
        // Expected 0.5 each: the winner gains 32 × 0.5 = 16, the loser gives 16.
        let g = [Game::new("Ann", "Bob", "nine", "1-0").unwrap()];
        let r = rate(&g);
        assert!(close(r["Ann"].rating, 1016.0));
        assert!(close(r["Bob"].rating, 984.0));
    }

    #[test]
    fn hand_computed_updates_in_order() {
        // Ann beats Bob: 1016 / 984 (above). Then Bob draws Ann: Bob expected
        // 1 / (1 + 10^(32/400)) = 0.453953, so Bob gains 32 × 0.046047 = 1.47350 → 985.4735;
        // Ann gives the same → 1014.5265.
        let g = [
            Game::new("Ann", "Bob", "nine", "1-0").unwrap(),
            Game::new("Bob", "Ann", "nine", "1/2-1/2").unwrap(),
        ];
        let r = rate(&g);
        assert!(close(r["Bob"].rating, 985.4735), "{}", r["Bob"].rating);
        assert!(close(r["Ann"].rating, 1014.5265), "{}", r["Ann"].rating);
        assert_eq!(r["Ann"].history.len(), 2);
        assert_eq!(r["Ann"].history[1].game, 1);
        assert!(close(r["Ann"].history[1].opponent_rating, 984.0));
    }

    #[test]
    fn the_computer_keeps_its_level_rating() {
        // Level 1 is 800: Ann (1000) expected 1 / (1 + 10^(-0.5)) = 0.759747; losing to it
        // costs 32 × 0.759747 = 24.3119.
        let g = [
            Game::new("morris level 1", "Ann", "nine", "1-0").unwrap(),
            Game::new("morris level 1", "Ann", "nine", "1-0").unwrap(),
        ];
        let r = rate(&g);
        assert!(!r.contains_key("morris level 1"));
        assert!(close(r["Ann"].history[0].rating, 975.6881));
        assert!(close(r["Ann"].history[1].opponent_rating, 800.0));
    }

    #[test]
    fn a_season_against_the_levels_and_a_person_by_hand() {
        // Ann, new (1000), with E = 1 / (1 + 10^((b − a) / 400)) and K = 32:
        // 1. beats level 1 (800):  E = 1 / (1 + 10^(−0.5))        = 0.759747,
        //    + 32 × 0.240253 = +7.6881  → 1007.6881;
        // 2. loses to level 2 (1010): E = 1 / (1 + 10^(2.3119/400)) = 0.496673,
        //    − 32 × 0.496673 = −15.8935 → 991.7946;
        // 3. draws level 2:        E = 1 / (1 + 10^(18.2054/400)) = 0.473824,
        //    + 32 × 0.026176 = +0.8376  → 992.6322;
        // 4. beats Bob (new, 1000): E = 1 / (1 + 10^(7.3678/400)) = 0.489398,
        //    + 32 × 0.510602 = +16.3392 → 1008.9714; Bob gives the same: 983.6608.
        let mut g4 = Game::new("Bob", "Ann", "twelve", "0-1").unwrap();
        g4.date = Some("2026.12.06".into());
        let g = [
            Game::new("Ann", "morris level 1", "nine", "1-0").unwrap(),
            Game::new("morris level 2", "Ann", "nine", "1-0").unwrap(),
            Game::new("Ann", "morris level 2", "nine", "1/2-1/2").unwrap(),
            g4,
        ];
        let r = rate(&g);
        let after: Vec<f64> = r["Ann"].history.iter().map(|s| s.rating).collect();
        for (got, want) in after.iter().zip([1007.6881, 991.7946, 992.6322, 1008.9714]) {
            assert!((got - want).abs() < 0.001, "{after:?}");
        }
        assert_eq!(after.len(), 4);
        assert!(
            (r["Bob"].rating - 983.6608).abs() < 0.001,
            "{}",
            r["Bob"].rating
        );
        assert_eq!(r["Ann"].history[1].opponent_rating, 1010.0);
        assert_eq!(r["Ann"].history[1].score, 0.0);
        assert_eq!(r["Ann"].history[3].date.as_deref(), Some("2026.12.06"));
        assert_eq!(r["Ann"].history[0].date, None);
    }

    #[test]
    fn levels_follow_the_ladder() {
        // 2 v 1 scored 77 %: 400 log10(0.77 / 0.23) = 209.9.
        assert_eq!(level_rating(1), Some(800.0));
        assert_eq!(level_rating(2), Some(1010.0));
        assert_eq!(level_rating(0), None);
        assert_eq!(level_rating(11), None);
        // Each level stronger than the one below, and 65 % or more expected against it.
        for l in 1..10 {
            let (a, b) = (level_rating(l + 1).unwrap(), level_rating(l).unwrap());
            assert!(expected(a, b) >= 0.65 - 0.005, "{l}");
        }
        assert!(close(difference(expected(1300.0, 1000.0)), 300.0));
    }

    #[test]
    fn two_levels_or_one_name_rate_nobody() {
        let g = [
            Game::new("morris level 1", "morris level 2", "nine", "0-1").unwrap(),
            Game::new("Ann", "Ann", "nine", "1-0").unwrap(),
        ];
        assert!(rate(&g).is_empty());
        assert_eq!(level_of("morris level 10"), Some(10));
        assert_eq!(level_of("Ann"), None);
        assert!(Game::new("a", "b", "nine", "*").is_none());
    }
}

//! Zobrist keys: one random number per (colour, point), per hand size, per owed count, for the
//! side to move, and mixes of the rule state that changes what may be played (the mills a
//! player may not re-form, the draw counters when a draw rule counts them).
//!
//! The stones' part is kept incrementally by the search ([`delta`]); the rest is small and is
//! recomputed at each node ([`state`]).

use morris_rules::{Color, Decision, Position, Rules};

const fn splitmix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

const fn table<const N: usize>(salt: u64) -> [u64; N] {
    let mut t = [0u64; N];
    let mut i = 0;
    while i < N {
        t[i] = splitmix(
            salt.wrapping_mul(0x1000_0000_01B3)
                ^ (i as u64 + 1).wrapping_mul(0x2545_F491_4F6C_DD1D),
        );
        i += 1;
    }
    t
}

static STONES: [[u64; 49]; 2] = [table(1), table(2)];
static HAND: [[u64; 16]; 2] = [table(3), table(4)];
static OWED: [u64; 8] = table(5);
const BLACK_TO_MOVE: u64 = splitmix(6);

/// Which parts of the rule state matter for these rules (counters that no rule reads would
/// only split equal positions apart).
#[derive(Clone, Copy, Debug, Default)]
pub struct KeyRules {
    broken: bool,
    quiet: bool,
    endgame: bool,
}

impl KeyRules {
    /// What the key must hold under `rules`. Every rule is named, so that a new one does not
    /// compile until it is placed: in the key, or out of it with why.
    pub fn new(rules: &Rules) -> KeyRules {
        let Rules {
            // These change which decisions are legal, not what a position holds: the stones,
            // hands, side and owed removals are keyed always, and the table is cleared when
            // the rules change (`Engine::think`).
            variant: _,
            board: _,
            pieces: _,
            fly_at: _,
            protection: _,
            double_mill: _,
            optional_removal: _,
            blocked: _,
            move_in_placement: _,
            mill_wins: _,
            // The history is the search's line, looked through on its own (`zobrist::repetition`).
            repetition: _,
            // These read state beyond the stones: the mills that may not be re-formed, and the
            // counters of plies.
            no_reform,
            move_limit,
            endgame_draw,
        } = *rules;
        KeyRules {
            broken: no_reform,
            quiet: move_limit.is_some(),
            endgame: endgame_draw.is_some(),
        }
    }
}

/// The key of the stones alone.
pub fn stones(pos: &Position) -> u64 {
    let mut k = 0;
    for c in Color::BOTH {
        for p in pos.stones(c).iter() {
            k ^= STONES[c.index()][p.index()];
        }
    }
    k
}

/// How the stones' key changes when the player to move of `pos` plays `d`.
#[inline]
pub fn delta(d: Decision, mover: Color) -> u64 {
    let own = &STONES[mover.index()];
    match d {
        Decision::Place(p) => own[p.index()],
        Decision::Move(a, b) => own[a.index()] ^ own[b.index()],
        Decision::Remove(p) => STONES[mover.other().index()][p.index()],
        Decision::Decline | Decision::Pass => 0,
    }
}

/// The key of everything but the stones.
#[inline]
pub fn state(pos: &Position, kr: KeyRules) -> u64 {
    let mut k = HAND[0][pos.in_hand(Color::White) as usize & 15]
        ^ HAND[1][pos.in_hand(Color::Black) as usize & 15]
        ^ OWED[pos.owed() as usize & 7];
    if pos.side_to_move() == Color::Black {
        k ^= BLACK_TO_MOVE;
    }
    if kr.broken {
        let b =
            pos.broken_mills(Color::White) as u64 | (pos.broken_mills(Color::Black) as u64) << 32;
        if b != 0 {
            k ^= splitmix(b ^ 0x5151);
        }
    }
    if kr.quiet || kr.endgame {
        let q = if kr.quiet {
            pos.quiet_plies() as u64
        } else {
            0
        };
        let e = if kr.endgame {
            pos.endgame_plies() as u64
        } else {
            0
        };
        k ^= splitmix(q << 16 | e | 0x7777 << 40);
    }
    k
}

/// The key of what the repetition rule compares: board, hands, side and owed removals.
#[inline]
pub fn repetition(stones_key: u64, pos: &Position) -> u64 {
    stones_key ^ state(pos, KeyRules::default())
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_rules::{Rules, play_tokens};

    #[test]
    fn incremental_key_matches_a_fresh_one_along_a_game() {
        let game = play_tokens(
            Rules::default(),
            "e4 e5 a1 d3 f6 c4 b2 c5 d5 d1 f2 b4 b6 c3 xa1 e3 a7 g4 a1 g4-g1 a7-a4 xf6 f2-d2 \
             a4-a7 d2-f2 d1-d2 e4-f4 e5-e4 b6-d6 a1-a4 xf4 d6-d7",
        )
        .unwrap();
        let mut pos = Position::new(Rules::default());
        let mut k = stones(&pos);
        for &d in game.decisions() {
            k ^= delta(d, pos.side_to_move());
            pos = pos.play_unchecked(d);
            assert_eq!(k, stones(&pos), "after {d}");
        }
    }

    #[test]
    fn side_hands_and_owed_removals_change_the_key() {
        let kr = KeyRules::new(&Rules::default());
        let a = Position::new(Rules::default());
        let b = a.play_unchecked("d6".parse().unwrap());
        assert_ne!(state(&a, kr), state(&b, kr));
        let game = play_tokens(Rules::default(), "a1 b2 a4 b4 a7").unwrap();
        let owing = game.position();
        assert_eq!(owing.owed(), 1);
        let plain = play_tokens(Rules::default(), "a1 b2 a4 b4")
            .unwrap()
            .position();
        assert_ne!(state(&owing, kr), state(&plain, kr));
    }
}

//! The engine's own options (the rules' come from their table, `OPTIONS`), as one table that
//! `uci` lists and `setoption` sets.

use morris_rules::Variant;

use super::MAX_HASH;
use super::{Effect, Session};
use crate::Level;

/// What an option of the engine's own takes.
#[derive(Clone, Copy)]
pub(super) enum Takes {
    /// A whole number in this range (`type spin`).
    Spin(u64, u64),
    /// Any whole number, listed as text (`type string`: a seed is wider than a spin).
    Number,
    /// A preset's name (`type combo`), set by its place in [`Variant::ALL`].
    Variant,
}

/// One option of the engine's own (the rules' options come from their table, [`OPTIONS`]):
/// its name, what it takes, its value now, and what setting it does. `uci` lists them and
/// `setoption` sets them from this one table.
pub(super) struct EngineOption {
    pub(super) name: &'static str,
    pub(super) takes: Takes,
    pub(super) get: fn(&Session) -> String,
    pub(super) set: fn(&mut Session, u64) -> Vec<Effect>,
}

/// The engine's own options, in the order `uci` lists them.
pub(super) const ENGINE_OPTIONS: [EngineOption; 4] = [
    EngineOption {
        name: "Level",
        takes: Takes::Spin(1, 10),
        get: |s| s.level.to_string(),
        set: |s, n| {
            s.level = Level::new(n as u8).unwrap_or(Level::MAX);
            Vec::new()
        },
    },
    EngineOption {
        name: "Hash",
        takes: Takes::Spin(1, MAX_HASH as u64),
        get: |s| s.hash.to_string(),
        set: |s, n| {
            let n = n as usize;
            if n == s.hash {
                return Vec::new();
            }
            s.hash = n;
            vec![Effect::Engine(s.config())]
        },
    },
    EngineOption {
        name: "Seed",
        takes: Takes::Number,
        get: |s| s.seed.to_string(),
        set: |s, n| {
            if n == s.seed {
                return Vec::new();
            }
            s.seed = n;
            vec![Effect::Engine(s.config())]
        },
    },
    EngineOption {
        name: "Variant",
        takes: Takes::Variant,
        get: |s| s.rules.variant.name().to_string(),
        set: |s, i| {
            let v = Variant::ALL
                .get(i as usize)
                .copied()
                .unwrap_or(Variant::Nine);
            s.set_rules(v.rules());
            Vec::new()
        },
    },
];

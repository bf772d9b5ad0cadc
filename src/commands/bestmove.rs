//! `morris bestmove`: the computer's best turn from a position, its value, the work done.

use std::io::Write;
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use anyhow::{Result, bail};

use crate::engine::{Config, Engine, Level, Limits, SharedOracle, Weights};
use crate::rules::Game;
use crate::store::Paths;

/// What `morris bestmove` is asked.
#[derive(Clone, Copy, Debug, Default)]
pub struct Args {
    /// Think this many milliseconds.
    pub time: Option<u64>,
    /// Search this many placements or moves deep.
    pub depth: Option<u8>,
    /// How long the strongest level thinks without `time` or `depth` (`--think`; 1 s when
    /// not given).
    pub think: Option<Duration>,
    /// Play as this level does (10 when not given).
    pub level: Option<u8>,
    /// The seed of its random choices (a new one each run when not given).
    pub seed: Option<u64>,
    /// The evaluation's weights (for tuning; the defaults when not given).
    pub weights: Weights,
}

/// The weights `--weights NAME=N,...` gives, changed from the defaults; none given, the
/// defaults.
pub fn weights(spec: Option<&str>) -> Result<Weights> {
    match spec {
        None => Ok(Weights::DEFAULT),
        Some(s) => Weights::DEFAULT
            .with(s)
            .map_err(|e| anyhow::anyhow!("--weights: {e}")),
    }
}

/// Prints the best turn's decisions on one line, then its value, the positions searched, the
/// time taken and the depth reached.
pub fn run(game: &Game, args: Args, paths: &Paths, out: &mut impl Write) -> Result<ExitCode> {
    let pos = game.position();
    if let Some(o) = pos.outcome() {
        bail!("the game is over ({}): there is no turn to play", o.reason);
    }
    let level = args.level.and_then(Level::new).unwrap_or(Level::MAX);
    let think = args.think.unwrap_or(Duration::from_millis(1000));
    let mut limits = match (args.time, args.depth) {
        (Some(ms), _) => Limits {
            depth: None,
            time: Some(Duration::from_millis(ms)),
            nodes: None,
        },
        (None, Some(d)) => Limits {
            depth: Some(d),
            time: None,
            nodes: None,
        },
        (None, None) if level == Level::MAX => Limits {
            depth: None,
            time: Some(think),
            nodes: None,
        },
        (None, None) => level.limits(think),
    };
    let seed = args.seed.unwrap_or_else(super::clock_seed);
    let mut engine = Engine::new(Config {
        table_mib: 16,
        weights: args.weights,
        ..Config::for_level(level, seed)
    });
    let before = &(0..game.ply())
        .filter_map(|i| game.position_at(i))
        .collect::<Vec<_>>();
    let start = Instant::now();
    // Every class the cache has that the game can reach is read; the class of the position
    // itself is solved here when it is not there and the time allows it: about 0.4 s for
    // 3 v 3 and 1.2 s more with 4 v 3 (one core), out of the time.
    let afford = |ms: u64| limits.time.is_none_or(|t| t >= Duration::from_millis(ms));
    let upto = if afford(5000) {
        7
    } else if afford(1500) {
        6
    } else {
        0
    };
    // Reading the other classes takes up to 50 ms: not out of a very short time.
    let files = paths.tables();
    let tables = crate::solve::tables_for_search(files.as_ref(), None, &pos, upto, afford(250));
    engine.set_oracle(tables.map(|t| t as SharedOracle));
    if let Some(t) = limits.time {
        limits.time = Some(
            t.saturating_sub(start.elapsed())
                .max(Duration::from_millis(10)),
        );
    }
    let stop = AtomicBool::new(false);
    let Some(t) = engine.think(&pos, before, limits, &stop, &mut |_| {}) else {
        bail!("there is no legal decision");
    };
    writeln!(out, "{}", t.line())?;
    writeln!(out, "value: {}", t.value)?;
    writeln!(out, "nodes: {}", t.nodes)?;
    writeln!(out, "time: {} ms", start.elapsed().as_millis())?;
    writeln!(out, "depth: {}", t.depth)?;
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::tests::{nowhere, text};
    use crate::rules::{Rules, play_tokens};

    #[test]
    fn the_turn_closes_the_mill_it_is_offered_and_removes() {
        let game = play_tokens(Rules::default(), "a1 b2 a4 b4").unwrap();
        let args = Args {
            depth: Some(2),
            seed: Some(1),
            ..Args::default()
        };
        let mut out = Vec::new();
        run(&game, args, &nowhere(), &mut out).unwrap();
        let out = text(out);
        let mut lines = out.lines();
        assert!(lines.next().unwrap().starts_with("a7 x"), "{out}");
        assert!(lines.next().unwrap().starts_with("value: "), "{out}");
        assert!(out.contains("\ndepth: "), "{out}");
    }

    #[test]
    fn weights_change_from_the_defaults_and_a_bad_name_is_named() {
        assert_eq!(weights(None).unwrap(), Weights::DEFAULT);
        let w = weights(Some("mob_move=300")).unwrap();
        assert_ne!(w, Weights::DEFAULT);
        assert_eq!(w, Weights::DEFAULT.with("mob_move=300").unwrap());
        let err = weights(Some("mobility=3")).unwrap_err().to_string();
        assert!(
            err.starts_with("--weights: ") && err.contains("mobility"),
            "{err}"
        );
    }

    #[test]
    fn a_finished_game_has_no_turn_to_play() {
        let game = play_tokens(crate::rules::Variant::Three.rules(), "a1 b1 a2 b2 a3").unwrap();
        let e = run(&game, Args::default(), &nowhere(), &mut Vec::new()).unwrap_err();
        assert!(e.to_string().starts_with("the game is over"), "{e}");
    }
}

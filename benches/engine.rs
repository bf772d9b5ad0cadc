//! The search: nodes per second and the depth reached in one second, one thread, from the
//! start and from three middle-game positions of the reference games; and the time a
//! fixed-depth search takes, for criterion's statistics.
//!
//! `cargo bench --features bench --bench engine` prints, before criterion's figures, one line per position:
//! `start: depth 9 in 1.00 s, 6.5 M nodes/s` (and whether `--time` was kept).
#![allow(missing_docs, clippy::unwrap_used)]

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use morris::engine::{Config, Engine, Level, Limits};
use morris::rules::{Position, Rules, play_tokens};

/// The start and three middle-game positions (reference positions P01, P03, P06: moving
/// phase, 6 v 9, 6 v 8 and 7 v 7 stones).
fn positions() -> Vec<(&'static str, Position)> {
    let p = |t: &str| play_tokens(Rules::default(), t).unwrap().position();
    vec![
        ("start", Position::new(Rules::default())),
        (
            "P01",
            p(
                "e4 e5 a1 d3 f6 c4 b2 c5 d5 d1 f2 b4 b6 c3 xa1 e3 a7 g4 a1 g4-g1 a7-a4 xf6 \
               f2-d2 a4-a7 d2-f2 d1-d2 e4-f4 e5-e4 b6-d6 a1-a4 xf4 d6-d7",
            ),
        ),
        (
            "P03",
            p(
                "g7 b2 b6 g4 d2 d5 c3 f4 a4 d3 b4 f6 a7 d7 d1 c4 e4 d6 xa4 d1-a1 d5-e5 b4-a4 \
               xc4 b2-b4 e4-e3 e5-e4 xd2 a1-d1 f4-f2 c3-c4 g4-g1 c4-c5 e4-e5 d1-d2 f2-f4 \
               g7-g4 d6-d5 c5-c4 f6-d6 xc4 d2-f2",
            ),
        ),
        (
            "P06",
            p(
                "a1 e5 g7 a7 d3 g1 c4 e3 d2 f6 b4 d1 c5 a4 e4 f4 b6 f2 xc4 g7-d7 e5-d5 d7-g7 \
               a7-d7 c5-c4 a4-a7 a1-a4 xa7 d7-a7 c4-c3 f4-g4 c3-c4 xd1 f2-f4 d2-d1 a7-d7 \
               e4-e5 f4-e4 d3-d2 f6-d6 xd1 d2-d1 g4-f4 d1-d2 g1-d1 a4-a1 f4-f2 c4-c5 f2-f4 \
               b4-a4",
            ),
        ),
    ]
}

/// This thread's processor time so far (Linux; zero elsewhere): on a shared machine the
/// nodes per second of processor time say what the search does, the wall clock what it got.
fn cpu_time() -> Duration {
    let Ok(stat) = std::fs::read_to_string("/proc/thread-self/stat") else {
        return Duration::ZERO;
    };
    // Fields after the command name in parentheses: utime and stime are the 14th and 15th.
    let rest = stat.rsplit(')').next().unwrap_or("");
    let f: Vec<u64> = rest
        .split_whitespace()
        .skip(11)
        .take(2)
        .filter_map(|x| x.parse().ok())
        .collect();
    Duration::from_millis(f.iter().sum::<u64>() * 10)
}

fn one_second(name: &str, pos: &Position) {
    let mut e = Engine::new(Config::for_level(Level::MAX, 1));
    let stop = AtomicBool::new(false);
    let limit = Duration::from_secs(1);
    let start = Instant::now();
    let cpu = cpu_time();
    let limits = Limits {
        depth: None,
        time: Some(limit),
        nodes: None,
    };
    let t = e.think(pos, &[], limits, &stop, &mut |_| {}).unwrap();
    let took = start.elapsed();
    let cpu = cpu_time().saturating_sub(cpu).as_secs_f64().max(0.001);
    let kept = took <= limit.mul_f64(1.1) + Duration::from_millis(20);
    eprintln!(
        "{name}: depth {} in {:.2} s, {:.2} M nodes/s ({:.2} M per second of processor time), \
         {} ({}; time limit {})",
        t.depth,
        took.as_secs_f64(),
        t.nodes as f64 / took.as_secs_f64() / 1e6,
        t.nodes as f64 / cpu / 1e6,
        t.line(),
        t.value,
        if kept { "kept" } else { "EXCEEDED" },
    );
}

fn bench(c: &mut Criterion) {
    let all = positions();
    for (name, pos) in &all {
        one_second(name, pos);
    }
    let mut g = c.benchmark_group("search");
    g.sample_size(10);
    for (name, pos, depth) in [("start", &all[0].1, 7), ("P01", &all[1].1, 9)] {
        g.bench_function(format!("{name}, depth {depth}"), |b| {
            b.iter(|| {
                let mut e = Engine::new(Config {
                    table_mib: 16,
                    ..Config::for_level(Level::MAX, 1)
                });
                let stop = AtomicBool::new(false);
                let limits = Limits {
                    depth: Some(depth),
                    time: None,
                    nodes: None,
                };
                e.think(pos, &[], limits, &stop, &mut |_| {}).unwrap().nodes
            })
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

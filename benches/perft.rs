//! perft from the empty standard board and from reference positions of the moving phase.
#![allow(missing_docs, clippy::unwrap_used)]

use criterion::{Criterion, criterion_group, criterion_main};
use morris::rules::{Position, Rules, perft, play_tokens};

fn bench(c: &mut Criterion) {
    let start = Position::new(Rules::default());
    let mut g = c.benchmark_group("perft");
    g.sample_size(10);
    g.bench_function("empty board, depth 7", |b| {
        b.iter(|| assert_eq!(perft(&start, 7), 1_720_800_000))
    });
    g.bench_function("empty board, depth 5", |b| b.iter(|| perft(&start, 5)));
    // Reference position P01 (moving phase, Black to move), depth 5.
    let moving = play_tokens(
        Rules::default(),
        "e4 e5 a1 d3 f6 c4 b2 c5 d5 d1 f2 b4 b6 c3 xa1 e3 a7 g4 a1 g4-g1 a7-a4 xf6 f2-d2 a4-a7 \
         d2-f2 d1-d2 e4-f4 e5-e4 b6-d6 a1-a4 xf4 d6-d7",
    )
    .unwrap()
    .position();
    g.bench_function("moving phase P01, depth 5", |b| {
        b.iter(|| perft(&moving, 5))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

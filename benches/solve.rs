//! The solver: the six endgame classes of the standard game from nothing, Six Men's Morris,
//! and one evaluation from the cache (a fresh tablebase reading its class, then the value).

#![allow(missing_docs, clippy::unwrap_used)]

use criterion::{Criterion, criterion_group, criterion_main};
use morris::rules::{Rules, parse_fen};
use morris::solve::Tablebase;

fn solve(c: &mut Criterion) {
    let rules = Rules::default();
    let mut g = c.benchmark_group("solve");
    g.sample_size(10);
    g.bench_function("six endgame classes, standard rules, from nothing", |b| {
        b.iter(|| {
            let mut tb = Tablebase::new(rules);
            tb.solve_endgames(&mut |_, _| {}).unwrap();
            tb
        })
    });
    g.finish();

    let dir = tempfile::tempdir().unwrap();
    let mut tb = Tablebase::new(rules).with_cache(morris::store::tables::at(
        dir.path(),
        &dir.path().join("data"),
    ));
    tb.solve_endgames(&mut |_, _| {}).unwrap();
    let files: u64 = std::fs::read_dir(dir.path().join(tb.key()))
        .unwrap()
        .flatten()
        .map(|e| e.metadata().unwrap().len())
        .sum();
    eprintln!("cache for the six classes: {files} bytes");
    let pos = parse_fen(
        "***O****/****@**O/@***O*@* w m s 3 0 3 0 0 0 0 0 0 0 0 0 1",
        rules,
    )
    .unwrap();
    let five = parse_fen(
        "OO*O****/***@*O**/*@*O***@ b m s 5 0 3 0 0 0 0 0 0 0 0 0 1",
        rules,
    )
    .unwrap();
    c.bench_function("eval from the cache, 3v3", |b| {
        b.iter(|| {
            let mut tb = Tablebase::new(rules).with_cache(morris::store::tables::at(
                dir.path(),
                &dir.path().join("data"),
            ));
            tb.solve(3, 3, &mut |_, _| {}).unwrap();
            tb.value(&pos).unwrap()
        })
    });
    c.bench_function("eval from the cache, 3v5 (with 4v3, 3v4, 3v3)", |b| {
        b.iter(|| {
            let mut tb = Tablebase::new(rules).with_cache(morris::store::tables::at(
                dir.path(),
                &dir.path().join("data"),
            ));
            tb.solve(3, 5, &mut |_, _| {}).unwrap();
            tb.value(&five).unwrap()
        })
    });
}

criterion_group!(benches, solve);
criterion_main!(benches);

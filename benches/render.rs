//! One key handled plus a full redraw into a test terminal at 120×40 (target: ≤ 200 µs).
#![allow(missing_docs, clippy::unwrap_used)]

use criterion::{Criterion, criterion_group, criterion_main};
use morris::rules::{Rules, play_tokens};
use morris::tui::{Action, App, Settings};
use ratatui::{Terminal, backend::TestBackend};

fn bench(c: &mut Criterion) {
    let game = play_tokens(
        Rules::default(),
        "d6 d2 d5 c3 g1 b2 f2 a7 f6 e3 g7 e5 c4 d1 a1 f4 e4 b6 c4-c5 b6-b4",
    )
    .unwrap();
    let mut app = App::new(game, Settings::default());
    let mut terminal = Terminal::new(TestBackend::new(120, 40)).unwrap();
    let keys = [Action::Left, Action::Up, Action::Right, Action::Down];
    let mut i = 0;
    c.bench_function("key + redraw at 120x40", |b| {
        b.iter(|| {
            app.update(keys[i % keys.len()]);
            i += 1;
            terminal.draw(|f| f.render_widget(&app, f.area())).unwrap();
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);

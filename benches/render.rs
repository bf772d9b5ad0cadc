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

/// The same with analysis on: every decision's value marked on the board, the log's `?` and
/// `??`, the value in the panel (Nine Men's 3 v 3, flying: 54 decisions; Six Men's Morris in
/// placement, solved whole).
fn analysed(c: &mut Criterion) {
    use morris::solve::Tablebase;
    let fen = "***O****/****@**O/@***O*@* w m s 3 0 3 0 0 0 0 0 0 0 0 0 1";
    let game =
        morris::rules::set_up_game(Rules::default(), Some(fen), "b6-e4 a4-e5 e3-g1 d2-d3").unwrap();
    let mut tb = Tablebase::new(Rules::default());
    tb.solve(3, 3, &mut |_, _| {}).unwrap();
    let mut app = App::new(game, Settings::default());
    app.set_tables(tb);
    app.update(Action::Analysis);
    let mut terminal = Terminal::new(TestBackend::new(120, 40)).unwrap();
    let keys = [Action::Left, Action::Up, Action::Right, Action::Down];
    let mut i = 0;
    c.bench_function("key + redraw at 120x40, analysis on, 3v3", |b| {
        b.iter(|| {
            app.update(keys[i % keys.len()]);
            i += 1;
            terminal.draw(|f| f.render_widget(&app, f.area())).unwrap();
        })
    });
    let six = morris::rules::Variant::Six.rules();
    let game = play_tokens(six, "a1 d2 g7 b4 f2 d6").unwrap();
    let mut tb = Tablebase::new(six);
    tb.solve_whole(&mut |_, _| {}).unwrap();
    let mut app = App::new(game, Settings::default());
    app.set_tables(tb);
    app.update(Action::Analysis);
    c.bench_function("key + redraw at 120x40, analysis on, Six placing", |b| {
        b.iter(|| {
            app.update(keys[i % keys.len()]);
            i += 1;
            terminal.draw(|f| f.render_widget(&app, f.area())).unwrap();
        })
    });
}

criterion_group!(benches, bench, analysed);
criterion_main!(benches);

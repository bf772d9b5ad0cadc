//! The loop without a terminal, for tests: the app driven by messages, its workers run inline
//! when the test says so, time virtual (a beat passes when the test asks for one), and the
//! store's effects noted rather than carried out. Nothing sleeps and no thread is started.

use std::time::Duration;

use ratatui::Terminal;
use ratatui::backend::TestBackend;

use super::app::{App, Start};
use super::effects::Store;
use super::keys::Action;
use super::messages::{Effect, Effects, Msg};
use super::mouse::Hits;
use super::workers::Inline;

/// An app at a table with inline workers and a virtual clock.
pub struct Sim {
    app: App,
    workers: Inline,
    /// The effects of the store seen so far (saves, keeping aside, quitting…), in order.
    pub store: Vec<Effect>,
    /// Virtual time passed.
    pub now: Duration,
    /// The folders the saved games are listed from (none by default).
    pub paths: crate::store::Paths,
}

impl Sim {
    /// The app `start` makes, with its first effects carried out.
    pub fn new(start: Start) -> Sim {
        let (app, effects) = App::start(start);
        let mut sim = Sim {
            app,
            workers: Inline::default(),
            store: Vec::new(),
            now: Duration::ZERO,
            paths: crate::store::Paths::default(),
        };
        sim.carry_out(effects);
        sim
    }

    /// The app.
    pub fn app(&self) -> &App {
        &self.app
    }

    /// A record opened from the list takes the game's place, as the loop does it once the
    /// store has opened it ([`App::take_over`]); its first effects are carried out.
    pub fn take_over(&mut self, start: Start, how: super::app::saved::How) {
        let effects = self.app.take_over(start, how);
        self.carry_out(effects);
    }

    /// Sends a message to the app and carries out what it asks.
    pub fn send(&mut self, msg: impl Into<Msg>) {
        let effects = self.app.update(msg);
        self.carry_out(effects);
    }

    /// A key or a click.
    pub fn press(&mut self, a: Action) {
        self.send(Msg::Action(a));
    }

    /// Several, in order.
    pub fn press_all(&mut self, actions: &[Action]) {
        for &a in actions {
            self.press(a);
        }
    }

    /// Carries out `effects` through the loop's own function: the workers inline, the store's
    /// effects noted in [`Sim::store`].
    fn carry_out(&mut self, effects: Effects) {
        let mut noted = Noted {
            store: &mut self.store,
            paths: &self.paths,
        };
        super::effects::carry_out(effects, &mut self.app, &mut self.workers, &mut noted);
    }

    /// Whether a worker's job waits to run.
    pub fn working(&self) -> bool {
        self.workers.pending()
    }

    /// Runs the next job waiting and hands the app its reports, one message each; false if
    /// none waited.
    pub fn work(&mut self) -> bool {
        let Some(reports) = self.workers.run_next() else {
            return false;
        };
        for r in reports {
            self.send(r);
        }
        true
    }

    /// Runs the next job waiting, and hands its reports back instead of to the app: the test
    /// sends them (or some of them) when it chooses. Empty if none waited.
    pub fn reports(&mut self) -> Vec<Msg> {
        self.workers.run_next().unwrap_or_default()
    }

    /// A beat, if the app wants one: virtual time moves on by its interval and the app hears
    /// a tick. False if no timer runs.
    pub fn beat(&mut self) -> bool {
        let Some(every) = self.app.tick_interval() else {
            return false;
        };
        self.now += every;
        self.send(Msg::Tick);
        true
    }

    /// Runs the workers and the beats until nothing is left to do, or `most` steps.
    pub fn settle(&mut self, most: usize) {
        for _ in 0..most {
            if !self.work() && !self.beat() {
                return;
            }
        }
    }

    /// Whether the app asked to quit.
    pub fn quits(&self) -> bool {
        self.store.iter().any(|e| matches!(e, Effect::Quit))
    }

    /// The screen at a size, as text (a line a row), and what was drawn where.
    pub fn screen(&self, w: u16, h: u16) -> (String, Hits) {
        screen(&self.app, w, h)
    }
}

/// The store of a test: its effects are noted, not carried out, and it says nothing back.
struct Noted<'a> {
    store: &'a mut Vec<Effect>,
    paths: &'a crate::store::Paths,
}

impl Store for Noted<'_> {
    fn paths(&self) -> &crate::store::Paths {
        self.paths
    }

    fn playing(&self) -> Option<std::path::PathBuf> {
        None
    }

    /// Noted, but for the puzzles' progress, which is kept in the data folder as the game
    /// keeps it (where the test gives one), and said back to the app.
    fn carry_out(&mut self, effect: Effect, app: &mut App) -> Effects {
        match effect {
            Effect::Puzzles { set, noted } if self.paths.data.is_some() => {
                let said =
                    crate::store::puzzles::carry_out(self.paths.data.as_deref(), &set, noted);
                app.update(Msg::Stored(super::messages::Stored::Puzzles(said)))
            }
            // A pack is read from where the test put it.
            Effect::ReadPack(path) => {
                let read = crate::puzzles::sanmill::read_file(&path)
                    .map(Box::new)
                    .map_err(|e| e.to_string());
                app.update(Msg::Stored(super::messages::Stored::Pack(read)))
            }
            other => {
                self.store.push(other);
                Effects::default()
            }
        }
    }
}

/// The screen of `app` at a size, as a test terminal shows it (a quoted line a row), and what
/// was drawn where.
pub fn screen(app: &App, w: u16, h: u16) -> (String, Hits) {
    let mut hits = Hits::default();
    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap_or_else(|e| match e {});
    let _ = t.draw(|f| hits = super::view::frame(f, app));
    // (A test terminal with no columns cannot be written out.)
    let text = if w == 0 {
        String::new()
    } else {
        t.backend().to_string()
    };
    (text, hits)
}

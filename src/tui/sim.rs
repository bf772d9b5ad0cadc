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
    /// Whether the terminal takes a clipboard sequence (it does by default).
    pub clipboard: Result<(), super::share::NotCopied>,
}

impl Sim {
    /// The app `start` makes, with its first effects carried out.
    pub fn new(start: Start) -> Sim {
        let mut workers = Inline::default();
        workers.network = start.network.clone();
        let (app, effects) = App::start(start);
        let mut sim = Sim {
            app,
            workers,
            store: Vec::new(),
            now: Duration::ZERO,
            paths: crate::store::Paths::default(),
            clipboard: Ok(()),
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
            clipboard: &self.clipboard,
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

    /// The messages the app wrote on the link since last asked, in order.
    pub fn sent(&mut self) -> Vec<crate::net::protocol::Message> {
        std::mem::take(&mut self.workers.sent)
    }

    /// Whether the app ended the link for good.
    pub fn hung_up(&self) -> bool {
        self.workers.hung_up
    }

    /// The links the app asked to open from the menu, in order.
    pub fn links(&self) -> &[super::remote::Linking] {
        &self.workers.links
    }

    /// The next link the app asks to open is not opened, for this reason.
    pub fn refuse_link(&mut self, why: &str) {
        self.workers.refuse_link = Some(why.to_string());
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
    clipboard: &'a Result<(), super::share::NotCopied>,
}

impl Store for Noted<'_> {
    fn paths(&self) -> &crate::store::Paths {
        self.paths
    }

    fn playing(&self) -> Option<std::path::PathBuf> {
        None
    }

    /// The record a new game's session writes (its tags: today's date, the names).
    fn record_text(&self, saving: &super::messages::Saving) -> String {
        let mut tags = crate::store::tags::new_record(&saving.names[0], &saving.names[1]);
        let players = crate::store::tags::Players {
            names: [&saving.names[0], &saving.names[1]],
            help: saving.help,
            by_computer: &saving.by_computer,
            turned: saving.turned,
            analysis_on: saving.analysis_on,
            clock: Some(&saving.clock),
            opponent: saving.opponent.as_deref(),
        };
        crate::store::tags::write(&mut tags, &saving.game, &players);
        crate::rules::Record {
            tags,
            game: saving.game.clone(),
            unread: None,
            extras: crate::store::tags::clock_extras(
                &Default::default(),
                &saving.game,
                &saving.clock,
            ),
        }
        .to_text()
    }

    fn clipboard(&self) -> Result<(), super::share::NotCopied> {
        self.clipboard.clone()
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
            Effect::Stats if self.paths.data.is_some() => {
                let read = self.paths.data.as_deref().map(crate::store::stats::read);
                app.update(Msg::Stored(super::messages::Stored::Stats(
                    read.map(Box::new),
                )))
            }
            Effect::Learn { noted } if self.paths.data.is_some() => {
                let said = crate::store::learn::carry_out(self.paths.data.as_deref(), noted);
                app.update(Msg::Stored(super::messages::Stored::Learn(said)))
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

/// Two apps at two terminals, wired together: what one writes on the link, the other hears
/// (through the messages' own encoding, as the link carries them).
pub struct Pair {
    /// The side that opened the game.
    pub host: Sim,
    /// The side that joined it.
    pub join: Sim,
}

impl Pair {
    /// The two apps, connected: each hears that the other is there, and the hellos pass.
    pub fn connect(host: Start, join: Start) -> Pair {
        let mut pair = Pair {
            host: Sim::new(host),
            join: Sim::new(join),
        };
        pair.reconnect();
        pair
    }

    /// The link comes (back): both hear it, and what they say passes.
    pub fn reconnect(&mut self) {
        use super::remote::Report;
        self.join
            .send(Msg::Remote(Report::Connected("10.0.0.2:4000".into())));
        self.host
            .send(Msg::Remote(Report::Connected("10.0.0.3:5000".into())));
        self.pass();
    }

    /// The link drops: both hear it, and whatever was on its way is lost.
    pub fn drop_link(&mut self) {
        use super::remote::Report;
        self.host.sent();
        self.join.sent();
        self.host.send(Msg::Remote(Report::Dropped("reset".into())));
        self.join.send(Msg::Remote(Report::Dropped("reset".into())));
    }

    /// Carries what each side wrote to the other until nothing is left to carry.
    pub fn pass(&mut self) {
        use super::remote::Report;
        use crate::net::protocol::Message;
        for _ in 0..100 {
            let (a, b) = (self.host.sent(), self.join.sent());
            if a.is_empty() && b.is_empty() {
                return;
            }
            for m in a {
                let heard = Message::decode(&m.encode()).map_or_else(Report::Broken, Report::Heard);
                self.join.send(Msg::Remote(heard));
            }
            for m in b {
                let heard = Message::decode(&m.encode()).map_or_else(Report::Broken, Report::Heard);
                self.host.send(Msg::Remote(heard));
            }
        }
    }
}

//! The game as the player sees it. [`App::update`] takes one [`Msg`] and answers with the
//! [`Effects`] the loop carries out; the state is split along the modes, one file each:
//! [`play`] (the board: cursor, selection, decisions, undo), [`menu`], [`question`],
//! [`review`] (review and replay), [`windows`] (help, the rules, the path of a save),
//! [`saved`] (the list of saved games), [`puzzles`], [`learn`] (learning the points),
//! [`tutorial`], `turn` (the board turned half round), and
//! beside them [`opponent`] (the computer at the table), [`assist`] (hints and analysis) and
//! [`marks`] (what the board shows, a pure function of the state). No terminal and no files
//! here.

pub mod assist;
mod clock;
pub mod editor;
mod friend;
mod input;
pub mod learn;
pub mod marks;
pub mod menu;
pub mod newgame;
pub mod opponent;
pub mod play;
pub mod puzzles;
pub mod question;
pub mod remote;
pub mod review;
pub mod saved;
pub mod stats;
mod turn;
pub mod tutorial;
pub mod windows;

use std::sync::Arc;

use crate::rules::{Color, Game, Point, Position};
use crate::solve::TableFiles;
use crate::store::scores::Score;
use crate::store::tags::Help;

use super::analysis::Analysis;
use super::computer::{Computer, Setup};
use super::keys::{Action, Scope};
use super::messages::{Effect, Effects, Msg, SaveStatus, Saving, Stored};
use super::seats::{Seat, Seats};
use super::theme::Settings;
use crate::store::said::Nowhere;
use crate::words::store::StoreWords;

pub use editor::{Edit, Editor};
pub use marks::Marks;
pub use menu::MenuItem;
pub use play::step;
pub use question::{Question, ResumeOffer};
pub use review::{Replay, SPEEDS, move_at};
pub use windows::Window;

/// Which screen or question has the keys.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Playing on the board.
    Play,
    /// The game menu, with the highlighted entry.
    Menu(usize),
    /// Help or the rules, scrolled down by this many lines.
    Window(Window, u16),
    /// A question, with the answer Enter takes marked: Yes (`true`) or No.
    Question(Question, bool),
    /// Typing the path of a file to save an unsaved game in, before quitting: what is typed.
    SaveAs(String),
    /// Typing what a friend read out, to join their game: what is typed.
    Join(String),
    /// Looking at the position after this many decisions.
    Review(usize),
    /// Replaying.
    Replay(Replay),
    /// The list of saved games.
    Saved(saved::SavedGames),
    /// The new-game screen.
    NewGame(Box<newgame::NewGame>),
    /// Setting up a position.
    Editor(Editor),
    /// The Puzzles screen.
    Puzzles(Box<puzzles::Trainer>),
    /// The Puzzles screen for rules with no shipped set: offering to make one, or making it.
    Maker(Box<puzzles::Maker>),
    /// The Statistics screen.
    Stats(Box<stats::Statistics>),
    /// Learning the points.
    Learn(Box<learn::Drill>),
    /// The tutorial.
    Tutorial(Box<tutorial::Tutorial>),
}

/// A message on the panel.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Note {
    text: String,
    /// A key refused because the computer owns the turn: said while it plays, gone when its
    /// turn is over.
    refusal: bool,
    /// What the computer played: it stays while the player looks around the board (keys that
    /// say nothing), until the player's own decision or another message.
    played: bool,
}

/// Everything a game screen starts with.
pub struct Start {
    /// The game.
    pub game: Game,
    /// How the board and the players are shown.
    pub settings: Settings,
    /// Who plays each side.
    pub seats: Seats,
    /// The computer's level, time and seed.
    pub computer: Setup,
    /// Where analysis and the computer keep (and read) the classes they solve.
    pub tables: Option<Arc<dyn TableFiles>>,
    /// The help had before, from the game's record.
    pub help: Help,
    /// Who made the game's decisions, from its record (`true`: the computer); those not
    /// given go to whoever plays their side when they are first needed.
    pub by_computer: Vec<bool>,
    /// A saved game to offer for resuming before anything else.
    pub resume: Option<ResumeOffer>,
    /// The record holds a game that this one replaces: kept aside with the first decision.
    pub keep_aside: bool,
    /// Start in replay of the whole game.
    pub replay: bool,
    /// What the player is told at the start.
    pub notes: Vec<String>,
    /// Where the game is kept.
    pub save: SaveStatus,
    /// The running score of the players at the table.
    pub score: Option<Score>,
    /// The computer waits, stopped, until the menu lets it play on (a record shown read-only
    /// is looked at, and looking plays nothing).
    pub hold_computer: bool,
    /// Analysis on from the start.
    pub analysis: bool,
    /// Whether a shell could bring the game back after Ctrl-Z.
    pub can_suspend: bool,
    /// The board drawn turned half round (from the record).
    pub turned: bool,
    /// Open the new-game screen at once (nothing was saved, and the command line said
    /// nothing of what to play).
    pub choose: bool,
    /// Open the Puzzles screen at once (`morris puzzles`).
    pub puzzles: bool,
    /// Open the Statistics screen at once (`morris stats` on a terminal).
    pub stats: bool,
    /// Open the training of the points at once (`morris learn`).
    pub learn: bool,
    /// Open the tutorial at once (`morris tutorial`).
    pub tutorial: bool,
    /// The very first start (no preferences, no records): the new-game screen offers the
    /// tutorial.
    pub first: bool,
    /// A Sanmill pack to open the Puzzles screen on instead of the shipped set (`morris
    /// puzzles FILE`).
    pub pack: Option<Box<crate::puzzles::sanmill::Pack>>,
    /// The game's clocks, from its record (or the new game's control).
    pub clock: crate::clock::Times,
    /// The time control of new games (`--clock`).
    pub new_clock: Option<crate::clock::TimeControl>,
    /// A game with a friend at another terminal.
    pub remote: Option<remote::Remote>,
    /// How this terminal is reached when it hosts a game from the menu.
    pub network: crate::net::open::Network,
}

impl Start {
    /// A start for `game` with nothing else: the players from the settings' names (`computer`
    /// or `morris level N` is the computer), no file, no computer thinking until it is asked.
    pub fn new(game: Game, settings: Settings) -> Start {
        let seats = Seats::from_names(&settings.names, Setup::default().level);
        Start {
            game,
            settings,
            seats,
            computer: Setup::default(),
            tables: None,
            help: Help::default(),
            by_computer: Vec::new(),
            resume: None,
            keep_aside: false,
            replay: false,
            notes: Vec::new(),
            save: SaveStatus::default(),
            score: None,
            hold_computer: false,
            analysis: false,
            can_suspend: true,
            turned: false,
            choose: false,
            puzzles: false,
            stats: false,
            learn: false,
            tutorial: false,
            first: false,
            pack: None,
            clock: crate::clock::Times::default(),
            new_clock: None,
            remote: None,
            network: crate::net::open::Network::default(),
        }
    }
}

/// The whole state of the game screen.
#[derive(Debug)]
pub struct App {
    game: Game,
    settings: Settings,
    seats: Seats,
    mode: Mode,
    cursor: Point,
    selected: Option<Point>,
    /// The letter of a point's name typed and waiting for its digit (0 = `a`).
    pending_file: Option<u8>,
    /// A stone picked up by `-` after its point (`e3-`): the next point typed plays the move.
    typed_move: bool,
    /// What a `-` refused said (`e4-` on the other side's stone), kept on the panel while the
    /// rest of the move is typed.
    refused_move: Option<String>,
    /// The screen a help window (or the new-game screen's question) was opened over, where
    /// closing it goes back (none: play).
    under_window: Option<Box<Mode>>,
    /// The screen the command line opened (`morris stats`, `morris tutorial`, `morris learn`,
    /// `morris puzzles`): Esc there goes back to the shell, where the player came from, not
    /// to the empty game under it. Cleared once the player leaves it any other way.
    from_command: bool,
    /// After a hello across the link: what this screen's clock and the other side's had for
    /// the side to move (see `keep_running_turn`), applied once the message is done.
    running_turn: Option<(Option<std::time::Duration>, Option<std::time::Duration>)>,
    note: Option<Note>,
    save: SaveStatus,
    score: Option<Score>,
    resume: Option<ResumeOffer>,
    /// The record holds a game that this one replaces: kept aside before the next save.
    keep_aside: bool,
    computer: Computer,
    draws: opponent::DrawOffers,
    analysis: Analysis,
    hint: assist::Hint,
    /// The help the players had during this game (for its record).
    help: Help,
    /// Who made each stored decision: the computer (true) or a person. Shorter than the
    /// history when the game came from a record: the rest go to whoever plays each side now.
    by_computer: Vec<bool>,
    size: Option<(u16, u16)>,
    can_suspend: bool,
    /// The board is drawn turned half round.
    turned: bool,
    /// The lists of saved games asked for so far (each list's number).
    lists: u64,
    /// The game changed during this update: it is to be saved.
    dirty: bool,
    /// The game's clocks, if it is played on the clock.
    clock: Option<crate::clock::Clock>,
    /// The game's time control and the time left after each stored decision, for its record
    /// and for undo.
    times: crate::clock::Times,
    /// The time control of new games.
    new_clock: Option<crate::clock::TimeControl>,
    /// The effects of this update so far.
    out: Effects,
    /// The last job asked of the puzzle worker: a report of an older one is dropped.
    maker_id: u64,
    /// The new game chosen on the new-game screen, while the question whether to leave the
    /// game in progress for it is asked.
    chosen: Option<Box<newgame::Chosen>>,
    /// The loop's time, as last told ([`Msg::Time`]).
    now: std::time::Duration,
    /// The friend at another terminal, in a game across the link.
    remote: Option<remote::Remote>,
    /// The tutorial's step the player left it at, where it opens again (for the session).
    tutorial_at: usize,
    /// How this terminal is reached when it hosts a game from the menu.
    network: crate::net::open::Network,
    /// The side of the friend a game opened from the menu waits for, until the loop says
    /// what became of opening it.
    hosting: Option<Color>,
    /// The side a friend at another terminal played in the game on the board: its seat here
    /// is not what the preferences keep (they keep that side as it was), so the new-game
    /// screen writes it whatever the player does ([`newgame::NewGame::seat_not_kept`]).
    friend_seat: Option<Color>,
    /// A link asked of the loop and not yet said to be open (it is opened off the loop): what
    /// it says once open is taken only while this holds.
    opening: bool,
}

impl App {
    /// A game screen for `game`, with nothing else (see [`Start::new`]).
    pub fn new(game: Game, settings: Settings) -> App {
        App::start(Start::new(game, settings)).0
    }

    /// A game screen as `start` says, and what must happen at once (the computer starts
    /// thinking if it is to move, analysis starts solving).
    pub fn start(start: Start) -> (App, Effects) {
        App::begin(start, None)
    }

    /// [`App::start`], for a game that takes the place of `before`'s at the table (a saved
    /// game opened from the list): the screen's size stays, and the workers' jobs go on being
    /// counted from `before`'s.
    fn begin(start: Start, before: Option<&App>) -> (App, Effects) {
        let rules = *start.game.rules();
        let mut app = App {
            cursor: play::centre(&start.game.position()),
            game: start.game,
            settings: start.settings,
            seats: start.seats,
            mode: Mode::Play,
            selected: None,
            pending_file: None,
            typed_move: false,
            refused_move: None,
            under_window: None,
            from_command: false,
            running_turn: None,
            note: None,
            save: start.save,
            score: start.score,
            resume: None,
            keep_aside: start.keep_aside,
            computer: Computer::new(start.computer, start.tables.clone()),
            draws: opponent::DrawOffers::default(),
            analysis: Analysis::new(rules),
            hint: assist::Hint::default(),
            help: start.help,
            by_computer: start.by_computer,
            size: None,
            can_suspend: start.can_suspend,
            turned: start.turned,
            lists: 0,
            dirty: false,
            out: Effects::default(),
            maker_id: 0,
            chosen: None,
            now: std::time::Duration::ZERO,
            clock: None,
            times: crate::clock::Times::default(),
            new_clock: start.new_clock,
            remote: start.remote,
            tutorial_at: before.map_or(0, |b| b.tutorial_at),
            network: start.network,
            hosting: None,
            friend_seat: None,
            opening: false,
        };
        app.set_clocks(start.clock);
        app.analysis.set_cache(start.tables);
        if let Some(b) = before {
            app.computer.follow(&b.computer);
            app.analysis.follow(&b.analysis);
            app.size = b.size;
        }
        if let Some(offer) = start.resume {
            app.resume = Some(offer);
            app.ask(Question::Resume, true);
        }
        if start.replay {
            app.start_replay();
        }
        if start.choose && app.resume.is_none() && !start.replay {
            // On the screen as it would start the game (analysis from the preferences too);
            // the computer waits for the choice.
            app.analysis.on = start.analysis;
            app.open_new_game();
            if start.first {
                // Over the new-game screen, where No goes back to.
                let screen = std::mem::replace(&mut app.mode, Mode::Play);
                app.under_window = Some(Box::new(screen));
                app.ask(Question::Tutorial, true);
            }
        }
        if start.puzzles && app.resume.is_none() && !start.replay {
            match &start.pack {
                Some(pack) => app.open_pack(pack),
                None => app.open_puzzles(),
            }
        }
        if start.stats && app.resume.is_none() && !start.replay {
            app.open_stats();
        }
        if start.learn && app.resume.is_none() && !start.replay {
            app.open_learn();
        }
        if start.tutorial && app.resume.is_none() && !start.replay {
            app.open_tutorial();
        }
        app.from_command = matches!(
            app.mode,
            Mode::Puzzles(_) | Mode::Stats(_) | Mode::Learn(_) | Mode::Tutorial(_)
        );
        if !start.notes.is_empty() {
            app.say(crate::text::clean(&start.notes.join("; ")));
        }
        app.computer.hold(start.hold_computer);
        app.consider_computer();
        app.analysis.on = start.analysis;
        app.consider_analysis();
        let effects = std::mem::take(&mut app.out);
        (app, effects)
    }

    /// Handles one message: what must happen after it.
    pub fn update(&mut self, msg: impl Into<Msg>) -> Effects {
        let help = self.help;
        let turned = self.turned;
        let analysis_on = self.analysis.on;
        let menu = matches!(self.mode, Mode::Menu(_)).then(|| self.menu());
        let before = (self.game.ply(), self.game.outcome().is_some());
        match msg.into() {
            Msg::Elapsed(d) => self.elapsed(d),
            Msg::Action(a) => self.act_on(a),
            Msg::Key(k) => {
                if let Some(a) = self.key(k) {
                    self.act_on(a);
                }
            }
            Msg::Mouse(kind, hit) => {
                if let Some(a) = self.mouse_action(kind, hit) {
                    self.act_on(a);
                }
            }
            Msg::Tick => self.tick(),
            Msg::Time(t) => self.now = t,
            Msg::Resized(w, h) => self.size = Some((w, h)),
            Msg::Computer(r) => self.computer_report(r),
            Msg::Analysis(r) => self.analysis_report(r),
            Msg::Maker(r) => self.maker_report(r),
            Msg::Stored(s) => self.stored(s),
            Msg::Listed(id, l) => self.listed(id, l),
            Msg::Remote(r) => self.remote_report(r),
            Msg::Linked(l) => self.linked(l),
        }
        self.after();
        // Undo, redo, a loss on time taken back: the clocks as they were stored there.
        let (ply, ended) = before;
        if self.game.ply() != ply || ended && self.game.outcome().is_none() {
            self.clock_from_times();
        }
        // After a hello across the link, the turn under way keeps the time it has spent.
        if let Some((before, theirs)) = self.running_turn.take() {
            self.keep_running_turn(before, theirs);
        }
        self.run_clock();
        if let Some(before) = menu {
            self.keep_menu_mark(&before);
        }
        if std::mem::take(&mut self.dirty) {
            if std::mem::take(&mut self.keep_aside) {
                self.out.push(Effect::KeepAside);
            }
            self.out.push(Effect::Save(Box::new(self.saving())));
        } else if (self.help != help
            || self.turned != turned
            // Whether analysis is on comes back with a resumed game: a game in progress
            // notes it at once.
            || (self.analysis.on != analysis_on && self.game.outcome().is_none()))
            && !self.keep_aside
            && self.resume.is_none()
        {
            // Help had or the board turned is written at once, but never over a saved game
            // still to be kept aside (or offered): the first decision keeps it aside, and its
            // save carries them.
            self.out.push(Effect::SaveHelp(Box::new(self.saving())));
        }
        std::mem::take(&mut self.out)
    }

    /// An action from a key or a click.
    fn act_on(&mut self, action: Action) {
        if self.tiny() {
            self.tiny_screen(action);
            return;
        }
        if action == Action::Interrupt {
            self.interrupt();
            return;
        }
        if action == Action::Suspend {
            if self.can_suspend {
                self.out.push(Effect::Suspend);
            } else {
                self.say(crate::t!("board-no-shell"));
            }
            return;
        }
        // What the computer played stays through the keys that say nothing.
        if self.note.as_ref().is_none_or(|n| !n.played) {
            self.note = None;
        }
        if action == Action::Turn {
            self.turn();
            return;
        }
        if let Action::Copy(what) = action {
            self.copy(what);
            return;
        }
        if let Action::WheelUp | Action::WheelDown = action {
            self.wheel(action == Action::WheelUp);
            return;
        }
        let changed = self.dirty;
        match &self.mode {
            Mode::Play => self.play_key(action),
            Mode::Menu(i) => self.menu_key(*i, action),
            Mode::Window(w, top) => self.window_key(*w, *top, action),
            Mode::Question(q, yes) => self.question_key(*q, *yes, action),
            Mode::SaveAs(_) => self.save_as_key(action),
            Mode::Join(_) => self.join_key(action),
            Mode::Review(ply) => self.review_key(*ply, action),
            Mode::Replay(r) => self.replay_key(*r, action),
            Mode::Saved(_)
            | Mode::NewGame(_)
            | Mode::Editor(_)
            | Mode::Puzzles(_)
            | Mode::Maker(_)
            | Mode::Stats(_)
            | Mode::Learn(_)
            | Mode::Tutorial(_) => self.moved_mode_key(action),
        }
        // The player's own decision (or undo, a new game…) is what the panel speaks of now.
        if self.dirty && !changed && self.note.as_ref().is_some_and(|n| n.played) {
            self.note = None;
        }
    }

    /// A key on the saved games' list, the new-game screen or the editor: their state is large
    /// (a list, the choices, the edits to take back), so it is moved out of the mode, not
    /// copied, and their handlers put back what stays.
    pub(super) fn moved_mode_key(&mut self, action: Action) {
        match std::mem::replace(&mut self.mode, Mode::Play) {
            Mode::Saved(s) => self.saved_key(s, action),
            Mode::NewGame(s) => self.new_game_key(s, action),
            Mode::Editor(e) => self.editor_key(e, action),
            Mode::Puzzles(t) => self.puzzles_key(t, action),
            Mode::Maker(m) => self.maker_key(m, action),
            Mode::Stats(s) => self.stats_key(s, action),
            Mode::Learn(d) => self.learn_key(d, action),
            Mode::Tutorial(t) => self.tutorial_key(t, action),
            other => self.mode = other,
        }
    }

    /// Esc, `m`, `?` or `q` on a screen of its own (puzzles, statistics, learning the points,
    /// the tutorial): back to the game, the menu, the keys' help over `screen` (closing it
    /// comes back there), or quitting (asked as on the board).
    pub(super) fn leave_screen(&mut self, action: Action, screen: Mode) {
        let from_command = std::mem::take(&mut self.from_command);
        if from_command && action == Action::Cancel && self.game.history().is_empty() {
            // Back where the player came from: the shell.
            return self.quit();
        }
        match action {
            Action::Menu => self.mode = Mode::Menu(0),
            Action::Help => {
                self.under_window = Some(Box::new(screen));
                self.mode = Mode::Window(Window::Help, 0);
            }
            Action::Quit => {
                self.mode = Mode::Play;
                self.ask_quit();
            }
            _ => self.mode = Mode::Play,
        }
    }

    /// Ctrl-C quits at once, unless the game would be lost: then it asks (once).
    fn interrupt(&mut self) {
        let asking = matches!(
            self.mode,
            Mode::Question(Question::Quit, _) | Mode::SaveAs(_)
        );
        if self.unsaved().is_some() && !self.game.history().is_empty() && !asking {
            // Tried again first, as `q` does.
            self.dirty = true;
            self.ask(Question::Quit, false);
        } else {
            self.quit();
        }
    }

    /// On a screen too small to draw the game, keys nobody can see the effect of do nothing:
    /// only quitting works. An unsaved game is not dropped unseen: the first `q` puts the
    /// question up (it shows once the screen is big enough), a second one quits.
    fn tiny_screen(&mut self, action: Action) {
        match action {
            Action::Quit
                if self.unsaved().is_some()
                    && !self.game.history().is_empty()
                    && !matches!(self.mode, Mode::Question(Question::Quit, _)) =>
            {
                self.ask(Question::Quit, false)
            }
            // Nothing can be asked on a screen this small; the game is saved.
            Action::Quit => self.quit(),
            Action::Interrupt => self.interrupt(),
            _ => {}
        }
    }

    /// Whether the screen is too small to draw the game.
    fn tiny(&self) -> bool {
        self.size
            .is_some_and(|(w, h)| w < super::layout::MIN_WIDTH || h < super::layout::MIN_HEIGHT)
    }

    /// What every message is followed by: a search for a position the game has left stops,
    /// so does the hint of a turn the game has left, the hint's text comes back while its
    /// marks are shown, and the computer and analysis start what they need.
    fn after(&mut self) {
        self.drop_stale_search();
        self.drop_stale_hint();
        // The hint's text stays while its marks are on the board.
        if self.note.is_none()
            && self.mode == Mode::Play
            && self.hint_decision().is_some()
            && let Some(text) = self.hint.text.clone()
        {
            self.say(text);
        }
        self.consider_computer();
        self.consider_analysis();
    }

    /// What the store said.
    fn stored(&mut self, s: Stored) {
        match s {
            Stored::Saved {
                status,
                notes,
                score,
            } => {
                if status.unsaved.is_none() {
                    if !notes.is_empty() {
                        let notes: Vec<String> = notes.iter().map(StoreWords::text).collect();
                        self.say(crate::text::clean(&notes.join("; ")));
                    }
                    self.score = score;
                }
                self.save = status;
            }
            Stored::KeptAside(note) => {
                if let Some(m) = note {
                    self.say(crate::text::clean(&m.text()));
                }
            }
            Stored::SavedAs(Ok(status)) => {
                self.save = status;
                self.quit();
            }
            Stored::SavedAs(Err(e)) => self.say(crate::text::clean(&e.text())),
            Stored::NotOpened(why) => self.not_opened(why),
            Stored::KeptAsideSaved(r) => self.kept_saved_aside(r),
            Stored::Remembered(r) => self.remembered(r),
            Stored::Puzzles(r) => self.puzzles_stored(r),
            Stored::Stats(r) => self.stats_read(r),
            Stored::Learn(said) => self.learn_stored(said),
            Stored::Copied(c) => self.say(crate::text::clean(&c.text())),
            Stored::Pack(r) => self.pack_read(r),
        }
    }

    /// The game as its record is to be written now.
    pub fn saving(&self) -> Saving {
        Saving {
            game: self.game.clone(),
            names: self.seats.names(),
            help: self.help,
            by_computer: self.by_computer(),
            turned: self.turned,
            analysis_on: self.analysis.on,
            clock: self.times.clone(),
            opponent: self.remote.as_ref().and_then(|r| r.peer.clone()),
        }
    }

    fn quit(&mut self) {
        // The friend at another terminal hears it.
        self.bye_across();
        self.out.push(Effect::Quit);
    }

    /// Asks the loop to copy the game's record, or the FEN of the position shown (the one
    /// reviewed or replayed too), to the terminal's clipboard: see [`super::share`].
    pub(super) fn copy(&mut self, what: super::share::What) {
        let copy = match what {
            super::share::What::Record => super::share::Copy::Record(Box::new(self.saving())),
            super::share::What::Fen => super::share::Copy::Fen(
                self.shown_game()
                    .fen_after(self.view_ply())
                    .unwrap_or_else(|| self.shown_game().fen()),
            ),
        };
        self.out.push(Effect::Copy(copy));
    }

    /// Says `m` on the panel, until the next key.
    pub(crate) fn say(&mut self, m: impl Into<String>) {
        self.note = Some(Note {
            text: m.into(),
            refusal: false,
            played: false,
        });
    }

    /// Marks the game as changed (to be saved); a stone picked up or a letter typed goes.
    fn changed(&mut self) {
        self.dirty = true;
        self.selected = None;
        self.pending_file = None;
        self.typed_move = false;
    }

    /// Who made each stored decision of the game (redo's too): `true` where the computer did.
    pub fn by_computer(&self) -> Vec<bool> {
        let mut v = self.by_computer.clone();
        self.fill_owners(&mut v, self.game.history().len());
        v
    }

    /// Gives the decisions up to `n` whose maker is not known yet to whoever plays their side
    /// now.
    fn fill_owners(&self, v: &mut Vec<bool>, n: usize) {
        while v.len() < n {
            let Some(pos) = self.game.position_at(v.len()) else {
                break;
            };
            v.push(self.seats.level(pos.side_to_move()).is_some());
        }
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Who plays each side.
    pub fn seats(&self) -> &Seats {
        &self.seats
    }

    /// Who plays each side as the screen shows them: behind the resume question, the saved
    /// game's players (it is the saved game on the board), else [`App::seats`].
    pub fn shown_seats(&self) -> std::borrow::Cow<'_, Seats> {
        match (&self.resume, &self.mode) {
            (Some(r), Mode::Question(Question::Resume, _)) => {
                let mut seats = self.seats.clone();
                for (c, s) in Color::BOTH.into_iter().zip(&r.seats) {
                    if let Some(s) = s {
                        seats.set(c, s.clone());
                    }
                }
                std::borrow::Cow::Owned(seats)
            }
            _ => std::borrow::Cow::Borrowed(&self.seats),
        }
    }

    /// The name of the player of `c` as the screen says it (the computer's by its level; with
    /// the colour when both sides have the same name).
    pub fn name(&self, c: Color) -> String {
        self.shown_seats().screen_name(c)
    }

    /// `pl` where the player of `c` goes by the side's name, else `sg`: the grammatical
    /// number messages about them choose by (Portuguese: "As Brancas colocam", "Ana coloca").
    pub fn number(&self, c: Color) -> &'static str {
        self.shown_seats().number(c)
    }

    /// The level the computer plays this side at, if it plays it.
    pub fn computer_level(&self, c: Color) -> Option<crate::engine::Level> {
        self.seats.level(c)
    }

    /// The cursor point.
    pub fn cursor(&self) -> Point {
        self.cursor
    }

    /// The selected stone.
    pub fn selected(&self) -> Option<Point> {
        self.selected
    }

    /// The letter of a point's name typed and waiting for its digit (0 = `a`).
    pub fn pending_file(&self) -> Option<u8> {
        self.pending_file
    }

    /// The place whose keys the Help window gives alone, when it is open over a screen that
    /// has keys of its own (the Puzzles and Statistics screens, learning the points, the
    /// tutorial); else the help gives every place's.
    pub fn help_place(&self) -> Option<Scope> {
        match self.under_window() {
            Some(Mode::Puzzles(_)) => Some(Scope::Puzzles),
            Some(Mode::Stats(_)) => Some(Scope::Stats),
            Some(Mode::Learn(_)) => Some(Scope::Learn),
            Some(Mode::Tutorial(_)) => Some(Scope::Tutorial),
            _ => None,
        }
    }

    /// The screen a window was opened over, that closing it comes back to (the Puzzles
    /// screen, the new-game screen, the editor), if any.
    pub fn under_window(&self) -> Option<&Mode> {
        self.under_window.as_deref()
    }

    /// The current screen or question.
    pub fn mode(&self) -> &Mode {
        &self.mode
    }

    /// The message of the last action, if any (an illegal choice, a declined draw…); else the
    /// warning that the game is not saved, which stays until a save succeeds.
    pub fn message(&self) -> Option<String> {
        self.notice()
            .map(str::to_string)
            .or_else(|| self.save.warning())
    }

    /// The message of the last action only (no standing warning).
    pub fn notice(&self) -> Option<&str> {
        self.note.as_ref().map(|n| n.text.as_str())
    }

    /// Where the game is kept, in words (empty: only until quitting).
    pub fn storage(&self) -> String {
        self.save.storage()
    }

    /// Why the game is not saved, if it is not.
    pub fn unsaved(&self) -> Option<&Nowhere> {
        self.save.unsaved.as_ref()
    }

    /// Why the game is not saved, in words, if it is not.
    pub fn why_unsaved(&self) -> Option<String> {
        self.save.why_unsaved()
    }

    /// The running score of the two players at the table, once they have finished a game.
    pub fn score(&self) -> Option<&Score> {
        // Behind the resume question the panel shows the saved game's players, whose score
        // the table's is not: none is shown until the question is answered.
        match (&self.resume, &self.mode) {
            (Some(_), Mode::Question(Question::Resume, _)) => None,
            _ => self.score.as_ref(),
        }
    }

    /// The help the players had in this game: analysis shown, hints given. A change is
    /// written to the game's own record at once ([`Effect::SaveHelp`]), and to a record shown
    /// read-only only with the next decision (which starts a new file), so that looking at
    /// analysis in a replay makes no file.
    pub fn help(&self) -> Help {
        self.help
    }

    /// The terminal's size, once told.
    pub fn size(&self) -> Option<(u16, u16)> {
        self.size
    }

    /// The game on the board: the saved one while its resumption is asked, else the game.
    pub fn shown_game(&self) -> &Game {
        match (&self.resume, &self.mode) {
            (Some(r), Mode::Question(Question::Resume, _)) => &r.game,
            _ => &self.game,
        }
    }

    /// The ply shown on the board: the game's, or the reviewed or replayed one.
    pub fn view_ply(&self) -> usize {
        match &self.mode {
            Mode::Review(p) | Mode::Question(Question::Branch(p), _) => *p,
            Mode::Replay(r) => r.ply,
            _ => self.shown_game().ply(),
        }
    }

    /// The position shown on the board.
    pub fn view_position(&self) -> Position {
        let game = self.shown_game();
        if self.view_ply() == game.ply() {
            game.position()
        } else {
            game.position_at(self.view_ply())
                .unwrap_or_else(|| game.position())
        }
    }

    /// Whether the board shows a past position rather than the game now.
    pub fn viewing_past(&self) -> bool {
        matches!(
            self.mode,
            Mode::Review(_) | Mode::Question(Question::Branch(_), _) | Mode::Replay(_)
        )
    }

    /// Whether a timer should wake the loop (only while a replay runs or the computer's turn
    /// is being shown), and how often. (The clocks wake it too, while one runs: see
    /// [`App::clock_wake`].)
    pub fn tick_interval(&self) -> Option<std::time::Duration> {
        match &self.mode {
            Mode::Play if self.computer.showing() => Some(super::computer::PACE),
            Mode::Replay(r) if !r.paused => {
                Some(std::time::Duration::from_secs_f64(1.0 / SPEEDS[r.speed]))
            }
            // The round's clock, shown in whole seconds.
            Mode::Learn(d) if d.running() => Some(std::time::Duration::from_secs(1)),
            _ => None,
        }
    }

    /// A beat of time: the computer's turn goes on, or the replay.
    fn tick(&mut self) {
        match self.mode {
            Mode::Play => self.computer_beat(),
            Mode::Replay(r) => self.replay_beat(r),
            _ => {}
        }
    }

    /// Puts a side in a seat (a record's player); `None` leaves it.
    fn seat(&mut self, seats: [Option<Seat>; 2]) {
        for (c, s) in Color::BOTH.into_iter().zip(seats) {
            if let Some(s) = s {
                self.seats.set(c, s);
            }
        }
    }
}

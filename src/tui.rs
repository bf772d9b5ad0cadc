//! The full-screen game: terminal set-up and restore, the event loop, and saving after every
//! change. The loop blocks on one queue of [`Event`]s (keys, signals, workers' results; see
//! [`events`]) and redraws only after an event: idle, it never wakes.

pub mod analysis;
pub mod app;
pub mod computer;
pub mod events;
pub mod keymap;
pub mod mouse;
pub mod theme;
pub mod view;

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use ratatui::DefaultTerminal;

use crate::rules::{Game, Record, Rules};
use crate::store::file::{Naming, Opened, RecordFile};
use crate::store::{self, scores};

pub use app::App;
pub use events::Event;
pub use keymap::Action;
pub use theme::Settings;

/// What `morris` was asked to play.
#[derive(Debug)]
pub struct Launch {
    /// The rules from the command line (a loaded record keeps its own).
    pub rules: Rules,
    /// A game set up on the command line (`--fen`, `--moves`): played as a new game.
    pub game: Option<Game>,
    /// Whether rule flags were given.
    pub rules_given: bool,
    /// Names, colours, ASCII.
    pub settings: Settings,
    /// The record to play in.
    pub file: Option<PathBuf>,
    /// Skip the offer to resume the saved game.
    pub new: bool,
    /// Start in replay.
    pub replay: bool,
    /// Mouse clicks on.
    pub mouse: bool,
    /// Analysis on from the start.
    pub analysis: bool,
    /// Notes for the player at the start (a preferences file that could not all be read).
    pub notes: Vec<String>,
    /// The computer's level, time and seed (it plays a side named `computer`).
    pub computer: computer::Setup,
    /// Whether that level was asked for (`--level`, or the preferences): if not, a side named
    /// `computer` in a record against `morris level N` goes on at N.
    pub level_given: bool,
}

/// Where the game is written after every change (the policy itself is [`store::file`]).
struct Store {
    /// The record this game writes to, locked.
    file: Option<RecordFile>,
    /// A record shown read-only (a replay, or a record another game holds): nothing is written
    /// to it; the first change starts a new file beside it.
    beside: Option<PathBuf>,
    /// Whether `file` is the default place, whose records the game may move aside.
    default_place: bool,
    /// Why there is no file at all, if so.
    none: Option<String>,
    tags: Vec<(String, String)>,
}

impl Store {
    fn record(&self, game: &Game) -> Record {
        Record {
            tags: self.tags.clone(),
            game: game.clone(),
        }
    }

    /// Writes the game; returns what the player should be told (a new file, a version another
    /// program wrote kept aside).
    fn save(&mut self, game: &Game) -> Result<Vec<String>> {
        let mut notes = Vec::new();
        if self.file.is_none() {
            let Some(origin) = &self.beside else {
                anyhow::bail!(
                    "{}",
                    self.none
                        .clone()
                        .unwrap_or_else(|| "no file to keep it in".into())
                );
            };
            let rf = RecordFile::reserve_beside(origin, Naming::Dashed)?;
            notes.push(format!(
                "This game is saved to {}; {} is left as it was",
                store::display_path(rf.path()),
                store::display_path(origin)
            ));
            self.file = Some(rf);
            self.beside = None;
        }
        let record = self.record(game);
        let Some(rf) = self.file.as_mut() else {
            anyhow::bail!("no file to keep it in");
        };
        if let Some(kept) = rf.save(&record.to_text())? {
            notes.push(format!(
                "{} was changed by another program: that version was kept as {}",
                store::display_path(rf.path()),
                store::display_path(&kept)
            ));
        }
        if let Some(dir) = scores::data_dir() {
            // The count is a convenience: a failure to write it must not look like a failure
            // to keep the game, and it is rebuilt from the records when it is lost.
            let _ = scores::note_game(&dir, rf.path(), &record);
        }
        Ok(notes)
    }

    /// A new game replaces the one in the record: on the default place the old record is moved
    /// aside (or, if that fails, the new game goes to a new file); a record the player named is
    /// never moved: the new game goes to a new file beside it.
    fn new_game(&mut self) -> Option<String> {
        if !self.default_place {
            if let Some(rf) = self.file.take() {
                self.beside = Some(rf.path().to_path_buf());
            }
            return None;
        }
        let rf = self.file.as_mut()?;
        match rf.keep_aside() {
            Ok(Some(aside)) => {
                if let Some(dir) = scores::data_dir() {
                    let _ = scores::renamed(&dir, rf.path(), &aside);
                }
                Some(format!(
                    "The last game was kept as {}",
                    store::display_path(&aside)
                ))
            }
            Ok(None) => None,
            Err(e) => match RecordFile::reserve_beside(rf.path(), Naming::Numbered) {
                Ok(new) => {
                    let msg = format!(
                        "The last game could not be moved aside ({e:#}); it stays in {} and this game is saved to {}",
                        store::display_path(rf.path()),
                        store::display_path(new.path())
                    );
                    *rf = new;
                    Some(msg)
                }
                Err(e2) => {
                    self.file = None;
                    self.none = Some(format!(
                        "the last game could not be moved aside ({e:#}), nor a new file made ({e2:#})"
                    ));
                    None
                }
            },
        }
    }

    /// What the panel says about where the game is.
    fn describe(&self) -> String {
        match (&self.file, &self.beside) {
            (Some(f), _) => format!("saved to {}", store::display_path(f.path())),
            (None, Some(b)) => format!(
                "read-only: {} (playing on saves to a new file beside it)",
                store::display_path(b)
            ),
            (None, None) => "NOT SAVED".into(),
        }
    }

    /// The running score of the two names at the table, in this game's variant.
    fn score_line(&self, game: &Game) -> Option<scores::Score> {
        let dir = scores::data_dir()?;
        let name = |tag: &str| match self.tags.iter().find(|(k, _)| k == tag) {
            Some((_, n)) if !n.trim().is_empty() && n.trim() != "?" => n.trim().to_string(),
            _ => tag.to_string(),
        };
        let variant = game.rules().variant.name();
        scores::score_line(&dir, &name("White"), &name("Black"), variant)
    }

    /// Saves to a file the player typed (after a failed save): only a new file, never one that
    /// exists.
    fn save_as(&mut self, typed: &str, game: &Game) -> Result<()> {
        let typed = typed.trim();
        if typed.is_empty() {
            anyhow::bail!("type a file name");
        }
        let path = match typed.strip_prefix("~/") {
            Some(rest) => directories::BaseDirs::new()
                .map_or_else(|| PathBuf::from(typed), |b| b.home_dir().join(rest)),
            None => PathBuf::from(typed),
        };
        let rf = match RecordFile::open(&path) {
            Ok(Opened::Mine(rf, None)) => rf,
            Ok(Opened::Mine(_, Some(_))) | Ok(Opened::Busy(_)) => {
                anyhow::bail!("{} exists: choose a new name", store::display_path(&path))
            }
            Err(e) => anyhow::bail!("{}: {e}", store::display_path(&path)),
        };
        let old = (
            self.file.replace(rf),
            self.beside.take(),
            self.default_place,
        );
        self.default_place = false;
        if let Err(e) = self.save(game) {
            (self.file, self.beside, self.default_place) = old;
            return Err(e);
        }
        Ok(())
    }

    /// At the end: a reserved file nothing was written to is removed again.
    fn release(&mut self) {
        if let Some(f) = self.file.take() {
            f.release();
        }
    }
}

fn base_tags(settings: &Settings) -> Vec<(String, String)> {
    Record::usual_tags(
        settings.name(crate::rules::Color::White),
        settings.name(crate::rules::Color::Black),
        &store::today(),
    )
}

/// Who made each decision of a record's game (`true`: the computer): as its
/// `[ComputerPlayed]` tag says where a side changed hands, else by the side's name (the
/// computer's name, `morris level N`, or a person's).
fn by_computer(record: &Record, level: crate::engine::Level) -> Vec<bool> {
    let n = record.game.history().len();
    if let Some(tag) = record.tag(scores::COMPUTER_PLAYED) {
        return scores::parse_plies(tag, n);
    }
    let computer = |c: crate::rules::Color| {
        record
            .tag(c.name())
            .is_some_and(|name| computer::level_of(name, level).is_some())
    };
    (0..n)
        .map_while(|i| record.game.position_at(i))
        .map(|p| computer(p.side_to_move()))
        .collect()
}

/// The names a record gives White and Black, for the sides the command line left unnamed
/// (still called `White` and `Black`): a game resumed or loaded goes on between its own
/// players, the computer at its level among them.
///
/// A side the command line names `computer`, with no level asked for, takes the record's level
/// where the record's side is the computer (`morris level 9`): the same opponent, not the
/// default level.
fn record_names(record: &Record, settings: &Settings, level_given: bool) -> [Option<String>; 2] {
    ["White", "Black"].map(|tag| {
        let i = usize::from(tag == "Black");
        let ours = settings.names[i].as_str();
        let unnamed = ours == tag;
        let same_computer = |n: &str| {
            !level_given
                && ours.trim().eq_ignore_ascii_case("computer")
                && n.trim().starts_with("morris level ")
                && computer::level_of(n, crate::engine::Level::DEFAULT).is_some()
        };
        record
            .tag(tag)
            .filter(|n| (unnamed || same_computer(n)) && !n.is_empty() && *n != "?")
            .map(|n| crate::text::clean(n).chars().take(24).collect())
    })
}

fn parse(path: &Path, text: &str, rules: Rules) -> Result<Record, String> {
    Record::parse(text, rules).map_err(|e| format!("{}: {e}", path.display()))
}

/// Runs the game. `Ok(Some(message))` is a problem with what the user asked for (a broken
/// record, a file that cannot be written): the caller prints it and exits with code 2.
pub fn start(launch: Launch) -> Result<Option<String>> {
    let Launch {
        rules,
        game: set_up,
        rules_given,
        mut settings,
        file,
        mut new,
        replay,
        notes: launch_notes,
        mouse,
        analysis,
        computer: computer_setup,
        level_given,
    } = launch;
    new |= set_up.is_some();
    use std::io::IsTerminal;
    if !std::io::stdin().is_terminal() || !std::io::stdout().is_terminal() {
        return Ok(Some(
            "a game needs a terminal to play in; for scripts there are the show, legal and perft commands"
                .into(),
        ));
    }
    if let Some(problem) = dumb_terminal() {
        return Ok(Some(problem));
    }
    // Names from flags or the preferences file reach the screen: no control characters.
    for name in settings.names.iter_mut() {
        *name = crate::text::clean(name);
    }
    let mut notes = launch_notes;
    let mut keep_old = false;
    let mut resume: Option<Game> = None;
    let mut resume_help = analysis::Help::default();
    let mut resume_by_computer = Vec::new();
    let mut resume_names = [None, None];
    let mut loaded: Option<Record> = None;
    let mut loaded_by_computer = Vec::new();
    let mut store = Store {
        file: None,
        beside: None,
        default_place: file.is_none(),
        none: None,
        tags: base_tags(&settings),
    };
    let mut create_now = false;
    match file {
        Some(path) => {
            if let Some(dir) = path.parent() {
                store::file::remove_stale_temps(if dir.as_os_str().is_empty() {
                    Path::new(".")
                } else {
                    dir
                });
            }
            if replay {
                // A replay never writes to its record.
                let text = match store::file::read_text(&path) {
                    Ok(t) => t,
                    Err(e) => return Ok(Some(format!("{}: {e}", path.display()))),
                };
                match parse(&path, &text, rules) {
                    Ok(r) => loaded = Some(r),
                    Err(e) => return Ok(Some(e)),
                }
                store.beside = Some(path);
            } else {
                match RecordFile::open(&path) {
                    Err(e) => return Ok(Some(format!("{}: {e}", path.display()))),
                    Ok(Opened::Mine(rf, Some(text))) => match parse(&path, &text, rules) {
                        Ok(r) => {
                            loaded = Some(r);
                            store.file = Some(rf);
                        }
                        Err(e) => return Ok(Some(e)),
                    },
                    Ok(Opened::Mine(rf, None)) => {
                        store.file = Some(rf);
                        create_now = true;
                    }
                    Ok(Opened::Busy(Err(e))) => {
                        return Ok(Some(format!("{}: {e}", path.display())));
                    }
                    Ok(Opened::Busy(Ok(text))) => match parse(&path, &text, rules) {
                        Ok(r) => {
                            loaded = Some(r);
                            notes.push(format!(
                                "{} is being played in another morris: it is shown here read-only, and playing on saves to a new file beside it",
                                store::display_path(&path)
                            ));
                            store.beside = Some(path);
                        }
                        Err(e) => return Ok(Some(e)),
                    },
                }
            }
        }
        None => match store::default_save_path() {
            None => store.none = Some("there is no data folder to keep it in".into()),
            Some(p) => {
                if let Some(dir) = p.parent() {
                    if let Err(e) = std::fs::create_dir_all(dir) {
                        store.none = Some(format!(
                            "the data folder {} cannot be made: {e}",
                            store::display_path(dir)
                        ));
                    }
                    store::file::remove_stale_temps(dir);
                }
                let shown = store::display_path(&p);
                let elsewhere = |store: &mut Store, notes: &mut Vec<String>, why: String| {
                    match RecordFile::reserve_beside(&p, Naming::Numbered) {
                        Ok(rf) => {
                            notes.push(format!(
                                "{why}; this game is saved to {}",
                                store::display_path(rf.path())
                            ));
                            store.file = Some(rf);
                        }
                        Err(e) => {
                            notes.push(why);
                            store.none = Some(format!("{e:#}"));
                        }
                    }
                };
                let unreadable = |store: &mut Store,
                                  notes: &mut Vec<String>,
                                  rf: Option<RecordFile>,
                                  e: String| {
                    match store::file::move_to_free(
                        &store::file::resolve(&p),
                        &p,
                        Naming::Unreadable,
                    ) {
                        Ok(aside) => {
                            notes.push(format!(
                                "the saved game could not be read ({e}); it was kept as {}",
                                store::display_path(&aside)
                            ));
                            store.file = match rf {
                                Some(rf) => Some(rf),
                                None => match RecordFile::open(&p) {
                                    Ok(Opened::Mine(rf, _)) => Some(rf),
                                    _ => None,
                                },
                            };
                            if store.file.is_none() {
                                store.none = Some(format!("{shown} cannot be used"));
                            }
                        }
                        Err(e2) => elsewhere(
                            store,
                            notes,
                            format!(
                                "the saved game could not be read ({e}) nor moved aside ({e2:#}); it is left as it is"
                            ),
                        ),
                    }
                };
                match RecordFile::open(&p) {
                    // No data folder: nothing to read, nowhere to write.
                    _ if store.none.is_some() => {}
                    Ok(Opened::Mine(rf, None)) => store.file = Some(rf),
                    Ok(Opened::Mine(rf, Some(text))) => {
                        match Record::parse(&text, Rules::default()) {
                            Ok(r) if r.game.outcome().is_none() && r.game.ply() > 0 && !new => {
                                resume_help = analysis::Help::from_tags(&r.tags);
                                resume_by_computer = by_computer(&r, computer_setup.level);
                                resume_names = record_names(&r, &settings, level_given);
                                resume = Some(r.game);
                                store.file = Some(rf);
                            }
                            // A finished game, or one --new passes over, is kept aside before the
                            // new game is first written.
                            Ok(r) => {
                                // A game without a played decision (all undone, or none)
                                // is not worth keeping: the new game takes its place.
                                keep_old = r.game.ply() > 0 || r.game.outcome().is_some();
                                store.file = Some(rf);
                            }
                            Err(e) => unreadable(&mut store, &mut notes, Some(rf), e.to_string()),
                        }
                    }
                    Ok(Opened::Busy(_)) => elsewhere(
                        &mut store,
                        &mut notes,
                        format!("another morris is playing the saved game in {shown}"),
                    ),
                    Err(e) if e.is_corrupt() => {
                        unreadable(&mut store, &mut notes, None, e.to_string())
                    }
                    Err(e) => elsewhere(
                        &mut store,
                        &mut notes,
                        format!("the saved game {shown} cannot be read ({e}); it is left as it is"),
                    ),
                }
            }
        },
    }
    let mut game = set_up.unwrap_or_else(|| Game::new(rules));
    if let Some(record) = loaded {
        if rules_given && record.game.rules() != &rules {
            notes.push("the record's own rules apply".to_string());
        }
        let names = record_names(&record, &settings, level_given);
        for (name, from) in settings.names.iter_mut().zip(names) {
            if let Some(n) = from {
                *name = n;
            }
        }
        store.tags = record.tags.clone();
        loaded_by_computer = by_computer(&record, computer_setup.level);
        game = record.game;
    }
    // A file the player named is created at once, so that a path that cannot be written is
    // refused before anyone plays. The default place is written with the first decision.
    if create_now && let Err(e) = store.save(&game) {
        return Ok(Some(format!("{e:#}")));
    }
    // A side named `computer` plays as `morris level N`, and the record says so.
    for name in settings.names.iter_mut() {
        if let Some(level) = computer::level_of(name, computer_setup.level) {
            *name = computer::name(level);
        }
    }
    let help = analysis::Help::from_tags(&store.tags);
    let mut app = App::new(game, settings);
    app.set_help(help);
    app.set_saved_help(resume_help);
    app.set_by_computer(loaded_by_computer);
    app.set_saved_by_computer(resume_by_computer);
    app.set_saved_names(resume_names);
    app.set_computer(computer_setup);
    app.set_storage(store.describe());
    if store.file.is_none() && store.beside.is_none() {
        app.set_unsaved(Some(store.none.clone().unwrap_or_default()));
    }
    // The score of the names at the table, as the record will name them (a computer side by
    // its level).
    for (tag, name) in ["White", "Black"].into_iter().zip(&app.settings().names) {
        if let Some(t) = store.tags.iter_mut().find(|(k, _)| k == tag) {
            t.1.clone_from(name);
        }
    }
    app.set_score(store.score_line(app.game()));
    if let Some(g) = resume {
        app.offer_resume(g);
    }
    if keep_old {
        app.keep_old_game();
    }
    if replay {
        app.start_replay();
    }
    if !notes.is_empty() {
        app.set_message(crate::text::clean(&notes.join("; ")));
    }
    let (tx, rx) = std::sync::mpsc::channel();
    app.set_events(tx.clone());
    if store.beside.is_some() {
        app.hold_computer();
    }
    app.consider_computer();
    app.set_analysis(analysis);
    events::restore_on_panic();
    events::set_mouse(mouse);
    // crossterm leaves colours out under NO_COLOR on its own; a theme the player asked for
    // wins over it (and without one, NO_COLOR has already made the theme mono).
    crossterm::style::force_color_output(app.settings().color);
    if let Err(e) = events::enter_terminal() {
        events::restore_terminal();
        return Ok(Some(format!("a game needs a terminal to play in ({e})")));
    }
    let mut terminal =
        match ratatui::Terminal::new(ratatui::backend::CrosstermBackend::new(std::io::stdout())) {
            Ok(t) => t,
            Err(e) => {
                events::restore_terminal();
                return Ok(Some(format!("a game needs a terminal to play in ({e})")));
            }
        };
    events::start_senders(&tx);
    drop(tx);
    let result = run(&mut terminal, &mut app, &mut store, &rx);
    events::restore_terminal();
    store.release();
    match result.context("the terminal failed")? {
        Ending::Signal(sig) => {
            // Ends as that signal would have, with the terminal already given back.
            if sig == signal_hook::consts::SIGABRT {
                let _ = signal_hook::low_level::emulate_default_handler(sig);
            }
            std::process::exit(128 + sig)
        }
        Ending::Quit | Ending::InputClosed => Ok(None),
    }
}

/// A terminal that cannot place the cursor (`TERM=dumb`) gets a message, not escape codes.
fn dumb_terminal() -> Option<String> {
    match std::env::var("TERM") {
        Ok(t) if t == "dumb" => Some(
            "this terminal (TERM=dumb) cannot place the cursor, and the game needs one that can; \
             try it in a terminal emulator, tmux or screen"
                .into(),
        ),
        _ => None,
    }
}

/// How the loop ended.
enum Ending {
    /// The player quit.
    Quit,
    /// The terminal went away.
    InputClosed,
    /// A signal that ends the program arrived.
    Signal(i32),
}

/// Ctrl-Z or SIGTSTP: gives the terminal back and stops; `fg` (SIGCONT) comes back here.
fn suspend(terminal: &mut DefaultTerminal) -> std::io::Result<()> {
    events::restore_terminal();
    let _ = signal_hook::low_level::emulate_default_handler(signal_hook::consts::SIGTSTP);
    resume(terminal)
}

/// Whether a stopped game could be started again: a job-control shell is above it, that is the
/// parent is in another process group of the same session (so our group is not orphaned).
/// Under `sh -c 'morris; …'`, a launcher or as a session leader, nobody would ever send
/// SIGCONT, and a stop would freeze the window for good. Where `/proc` cannot tell, it
/// suspends as other terminal programs do.
fn a_shell_can_resume() -> bool {
    /// The process group and session in `/proc/<who>/stat`, and the parent's id.
    fn ids(who: &str) -> Option<(u32, u32, u32)> {
        let stat = std::fs::read_to_string(format!("/proc/{who}/stat")).ok()?;
        // After the command name in parentheses: state, ppid, pgrp, session.
        let mut fields = stat.rsplit_once(')')?.1.split_whitespace().skip(1);
        let mut next = || fields.next().and_then(|f| f.parse::<u32>().ok());
        Some((next()?, next()?, next()?))
    }
    let Some((parent, group, session)) = ids("self") else {
        return true;
    };
    match ids(&parent.to_string()) {
        Some((_, parent_group, parent_session)) => {
            parent_group != group && parent_session == session
        }
        None => true,
    }
}

/// After a stop: the game's terminal modes again, and a whole redraw. (A fresh `Terminal`
/// rather than `Terminal::clear`, which asks the terminal for the cursor position: the input
/// thread owns the replies.)
fn resume(terminal: &mut DefaultTerminal) -> std::io::Result<()> {
    events::enter_terminal()?;
    crossterm::execute!(
        std::io::stdout(),
        crossterm::terminal::Clear(crossterm::terminal::ClearType::All)
    )?;
    *terminal = ratatui::Terminal::new(ratatui::backend::CrosstermBackend::new(std::io::stdout()))?;
    Ok(())
}

fn run(
    terminal: &mut DefaultTerminal,
    app: &mut App,
    store: &mut Store,
    rx: &std::sync::mpsc::Receiver<Event>,
) -> Result<Ending> {
    use std::sync::mpsc::RecvTimeoutError;
    let mut saved = app.version();
    let mut help_saved = app.help();
    // A seam for the terminal-safety tests: a panic on a chosen key proves the terminal is
    // restored and the game kept even then. Unset, it costs nothing.
    let panic_key = std::env::var("MORRIS_TEST_PANIC_KEY")
        .ok()
        .and_then(|s| s.chars().next());
    let mut tick: Option<(std::time::Instant, std::time::Duration)> = None;
    loop {
        terminal.draw(|f| f.render_widget(&*app, f.area()))?;
        if app.should_quit() {
            return Ok(Ending::Quit);
        }
        // The replay's clock runs on its own: a key pressed between two ticks does not
        // put the next one off. A new speed starts a new beat.
        tick = match (app.tick_interval(), tick) {
            (Some(every), Some((due, was))) if every == was => Some((due, was)),
            (Some(every), _) => Some((std::time::Instant::now() + every, every)),
            (None, _) => None,
        };
        let event = match tick {
            Some((due, every)) => {
                let wait = due.saturating_duration_since(std::time::Instant::now());
                match rx.recv_timeout(wait) {
                    Ok(e) => e,
                    Err(RecvTimeoutError::Timeout) => {
                        tick = Some((due + every, every));
                        Event::Action(Action::Tick)
                    }
                    Err(RecvTimeoutError::Disconnected) => return Ok(Ending::InputClosed),
                }
            }
            None => match rx.recv() {
                Ok(e) => e,
                Err(_) => return Ok(Ending::InputClosed),
            },
        };
        let action = match event {
            Event::Key(key) => {
                if panic_key.is_some()
                    && key.code == crossterm::event::KeyCode::Char(panic_key.unwrap_or(' '))
                {
                    panic!("MORRIS_TEST_PANIC_KEY pressed");
                }
                match typed(app, store, key) {
                    Some(action) => action,
                    None => continue,
                }
            }
            Event::Mouse(m) if events::mouse_on() => mouse::action(app, m),
            Event::Mouse(_) => None,
            Event::Resize => None,
            Event::Action(a) => Some(a),
            Event::Apply(f) => {
                f(app);
                None
            }
            // Whoever sent SIGTSTP can send SIGCONT: it stops whatever is above the game.
            Event::Signal(sig) if sig == signal_hook::consts::SIGTSTP => {
                suspend(terminal)?;
                None
            }
            Event::Signal(sig) if sig == signal_hook::consts::SIGCONT => {
                resume(terminal)?;
                None
            }
            Event::Signal(sig) => return Ok(Ending::Signal(sig)),
            Event::InputClosed => return Ok(Ending::InputClosed),
        };
        if let Some(action) = action {
            let size = terminal.size()?;
            let tiny = size.width < view::MIN_WIDTH || size.height < view::MIN_HEIGHT;
            app.set_size(size.width, size.height);
            match action {
                Action::Suspend if !a_shell_can_resume() => {
                    app.set_message("Ctrl-Z: no shell here to resume the game; q quits");
                }
                Action::Suspend => suspend(terminal)?,
                // An unsaved game is not dropped unseen: the first `q` puts the question up (it
                // shows once the screen is big enough), a second one quits.
                Action::Quit
                    if tiny
                        && app.unsaved().is_some()
                        && !app.game().history().is_empty()
                        && app.mode() != app::Mode::ConfirmQuit =>
                {
                    app.update(action)
                }
                // Nothing can be asked on a screen this small; the game is saved.
                Action::Quit if tiny => return Ok(Ending::Quit),
                // Keys nobody can see the effect of do nothing: only quitting works.
                _ if tiny && action != Action::Interrupt => {}
                _ => app.update(action),
            }
        }
        if app.take_keep_old() {
            if let Some(m) = store.new_game() {
                app.set_message(crate::text::clean(&m));
            }
            saved = app.version().wrapping_sub(1);
        }
        // Help had (analysis, a hint) is written at once to the game's own record; a record
        // shown read-only gets it with the next decision, in the new file that starts.
        let help_changed = app.help() != help_saved && store.file.is_some();
        if app.version() != saved || help_changed {
            // A side handed to the computer or taken back is named so in the record.
            for (tag, name) in ["White", "Black"].into_iter().zip(&app.settings().names) {
                if let Some(t) = store.tags.iter_mut().find(|(k, _)| k == tag) {
                    t.1.clone_from(name);
                }
            }
            // The record says whether the players had analysis or hints.
            app.help().write_tags(&mut store.tags);
            // And, where a side changed hands, which decisions the computer made.
            store.tags.retain(|(k, _)| k != scores::COMPUTER_PLAYED);
            if let Some(v) = scores::computer_played_tag(app.game(), &app.by_computer()) {
                store.tags.push((scores::COMPUTER_PLAYED.into(), v));
            }
            match store.save(app.game()) {
                Ok(notes) => {
                    app.set_unsaved(None);
                    if !notes.is_empty() {
                        app.set_message(crate::text::clean(&notes.join("; ")));
                    }
                    app.set_score(store.score_line(app.game()));
                }
                Err(e) => app.set_unsaved(Some(crate::text::clean(&format!("{e:#}")))),
            }
            if app.unsaved().is_some() {
                app.set_storage("NOT SAVED".into());
            } else {
                app.set_storage(crate::text::clean(&store.describe()));
            }
            saved = app.version();
            help_saved = app.help();
        }
    }
}

/// Keys that are text rather than actions: the path typed to save an unsaved game, and `s` in
/// the quit question that offers it. `None`: the key was used up here.
fn typed(
    app: &mut App,
    store: &mut Store,
    key: crossterm::event::KeyEvent,
) -> Option<Option<Action>> {
    use crossterm::event::{KeyCode, KeyEventKind, KeyModifiers};
    if key.kind == KeyEventKind::Release {
        return None;
    }
    let plain = !key
        .modifiers
        .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT);
    match app.mode() {
        app::Mode::ConfirmQuit
            if app.unsaved().is_some() && plain && key.code == KeyCode::Char('s') =>
        {
            app.start_save_as();
            None
        }
        app::Mode::SaveAs if plain => {
            match key.code {
                KeyCode::Char(c) => app.edit_save_as(Some(c)),
                KeyCode::Backspace => app.edit_save_as(None),
                KeyCode::Enter => {
                    let typed = app.save_as_input().to_string();
                    match store.save_as(&typed, app.game()) {
                        Ok(()) => {
                            app.set_unsaved(None);
                            app.set_storage(crate::text::clean(&store.describe()));
                            app.quit_now();
                        }
                        Err(e) => app.set_message(crate::text::clean(&format!("{e:#}"))),
                    }
                }
                KeyCode::Esc => return Some(Some(Action::Cancel)),
                _ => {}
            }
            None
        }
        _ => Some(keymap::action(key)),
    }
}

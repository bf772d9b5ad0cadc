//! The full-screen game: terminal set-up and restore, and the event loop. Data flows one way:
//! the loop blocks on one queue of [`Event`]s (keys, the mouse, signals, the workers' reports;
//! see [`events`]), hands each to [`App::update`] as a message, carries out the
//! [`Effect`](messages::Effect)s it answers with — the game's [`Session`] saves, keeps aside,
//! saves elsewhere; the [`workers`] search and solve — and draws. Idle, it never wakes.
//!
//! The screen's modules, in the order data flows through them: [`events`] and [`keys`]
//! (input), [`messages`], [`app`] (the state, one file a mode) with [`seats`], [`computer`]
//! and [`analysis`], [`workers`], [`layout`] (pure sizes), [`view`] (one file a region), and
//! [`mouse`] (what a click on the frame drawn means).

pub mod analysis;
pub mod app;
pub mod computer;
pub mod effects;
pub mod events;
pub mod help;
pub mod keys;
pub mod layout;
pub mod maker;
pub mod messages;
pub mod mouse;
pub mod remote;
pub mod seats;
pub mod share;
#[cfg(any(test, feature = "sim"))]
pub mod sim;
pub mod theme;
pub mod view;
pub mod workers;
pub mod wrap;

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use ratatui::DefaultTerminal;

use crate::rules::{Game, Rules};
use crate::store::said::{Kept, NotOpened, Note, Nowhere};
use crate::store::session::{self, Session};
use crate::store::{Paths, tags};

pub use app::App;
pub use events::Event;
pub use keys::Action;
pub use messages::{Effect, Effects, Msg};
pub use theme::Settings;

use crate::words::store::StoreWords;
use messages::{SaveStatus, Saving, Stored};
use seats::Seats;

/// What `morris` was asked to play.
#[derive(Clone, Debug)]
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
    /// Which sides the command line named (`--white`, `--black`): only those change the
    /// players of a game resumed or loaded (the preferences' names are for new games).
    pub named: [bool; 2],
    /// Whether that level was asked for on the command line (`--level`): if not, a side named
    /// `computer` in a record against `morris level N` goes on at N.
    pub level_given: bool,
    /// The folders, found once at the start.
    pub paths: Paths,
    /// The command line said nothing of what to play (no file, no rules, no players, no
    /// `--new`): with no saved game to resume, the new-game screen opens first.
    pub choose: bool,
    /// Open the Puzzles screen at once (`morris puzzles`), over a new game of the rules.
    pub puzzles: bool,
    /// Open the Statistics screen at once (`morris stats` on a terminal), over a new game.
    pub stats: bool,
    /// Open the training of the points at once (`morris learn`), over a new game.
    pub learn: bool,
    /// Open the tutorial at once (`morris tutorial`), over a new game.
    pub tutorial: bool,
    /// The very first start (no preferences, nothing in the data folder): the new-game
    /// screen, if it opens, offers the tutorial first.
    pub first: bool,
    /// The Sanmill pack to open it on instead of the shipped set (`morris puzzles FILE`).
    pub pack: Option<Box<crate::puzzles::sanmill::Pack>>,
    /// The clocks of new games (`--clock 5+3`), if any.
    pub clock: Option<crate::clock::TimeControl>,
    /// A game with a friend at another terminal (`morris host`, `morris join`).
    pub remote: Option<remote::Across>,
    /// How this terminal is reached when it hosts a game from the menu (`relay`, `listen`).
    pub network: crate::net::open::Network,
}

/// Runs the game. `Ok(Some(message))` is a problem with what the user asked for (a broken
/// record, a file that cannot be written): the caller prints it and exits with code 2.
pub fn start(mut launch: Launch) -> Result<Option<String>> {
    use std::io::IsTerminal;
    if !std::io::stdin().is_terminal() || !std::io::stdout().is_terminal() {
        return Ok(Some(crate::t!("board-needs-terminal")));
    }
    if let Some(problem) = dumb_terminal() {
        return Ok(Some(problem));
    }
    // Names from flags or the preferences file reach the screen: no control characters.
    for name in launch.settings.names.iter_mut() {
        *name = crate::text::clean(name);
    }
    let (mut session, start) = match open(&launch) {
        Ok(o) => o,
        Err(problem) => return Ok(Some(problem.to_string())),
    };
    let (tx, rx) = std::sync::mpsc::channel();
    let mut workers = workers::Threads::new(tx.clone());
    workers.network = launch.network.clone();
    if let Some(connect) = launch
        .remote
        .as_ref()
        .and_then(remote::Across::take_connect)
    {
        remote::spawn(tx.clone(), workers.outbox.clone(), connect);
    }
    let (mut app, effects) = App::start(start);
    let mut quit = false;
    let prefs = launch.paths.config.clone();
    let mut table = Table {
        app: &mut app,
        session: &mut session,
        workers: &mut workers,
        launch: &launch,
        prefs: prefs.as_deref(),
    };
    carry_out(effects, &mut table, &mut quit);
    events::restore_on_panic();
    events::set_mouse(launch.mouse);
    // crossterm leaves colours out under NO_COLOR on its own; a theme the player asked for
    // wins over it (and without one, NO_COLOR has already made the theme mono).
    crossterm::style::force_color_output(table.app.settings().color);
    if let Err(e) = events::enter_terminal() {
        events::restore_terminal();
        return Ok(Some(crate::t!(
            "board-needs-terminal-why",
            why = e.to_string()
        )));
    }
    let mut terminal =
        match ratatui::Terminal::new(ratatui::backend::CrosstermBackend::new(std::io::stdout())) {
            Ok(t) => t,
            Err(e) => {
                events::restore_terminal();
                return Ok(Some(crate::t!(
                    "board-needs-terminal-why",
                    why = e.to_string()
                )));
            }
        };
    events::start_senders(&tx);
    drop(tx);
    // A wait for a lock is said on the screen while it is up, not on the error stream.
    let told = crate::store::waiting::listen(Some(events::say_waiting));
    let result = run(&mut terminal, &mut table, &rx);
    events::restore_terminal();
    crate::store::waiting::listen(told);
    table.session.release();
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

/// Opens the game's record as the launch asks, and what the screen starts with. `Err`: a
/// problem with what the user asked for.
fn open(launch: &Launch) -> Result<(Session, app::Start), NotOpened> {
    let settings = &launch.settings;
    let setup = launch.computer;
    let level = launch.level_given.then_some(setup.level);
    let session::Opening {
        mut session,
        loaded,
        resume,
        keep_old,
        passed,
        fresh,
        notes: found,
    } = Session::open(
        &launch.paths,
        session::Request {
            file: launch.file.as_deref(),
            replay: launch.replay,
            new: launch.new || launch.game.is_some(),
            rules: launch.rules,
            rules_given: launch.rules_given,
            names: [&settings.names[0], &settings.names[1]],
        },
    )?;
    // `--new FILE` on a record that holds a game: a new game, as the menu's would be, with
    // tags of its own (today's date, no help had); the record is left as it was, and the new
    // game is saved beside it at once (and said, in place of what the record is).
    let passed_over =
        launch.new && launch.file.is_some() && loaded.as_ref().is_some_and(|r| r.game.ply() > 0);
    let (loaded, found) = if passed_over {
        session.new_game();
        let found = found
            .into_iter()
            .filter(|n| !matches!(n, Note::BusyNamed(_)))
            .collect();
        (None, found)
    } else {
        (loaded, found)
    };
    let fresh = fresh || (launch.new && launch.file.is_some() && loaded.is_none());
    let mut start = app::Start::new(
        launch
            .game
            .clone()
            .unwrap_or_else(|| Game::new(launch.rules)),
        settings.clone(),
    );
    start.seats = Seats::from_names(&settings.names, setup.level);
    start.computer = setup;
    start.tables = launch.paths.tables();
    start.analysis = launch.analysis;
    start.replay = launch.replay;
    start.keep_aside = keep_old;
    start.can_suspend = a_shell_can_resume();
    start.help = tags::Help::from_tags(session.tags());
    start.turned = tags::turned(session.tags());
    // A game left with analysis on goes on with it on (a replay only as asked).
    start.analysis = launch.analysis
        || (loaded.is_some() && !launch.replay && tags::analysis_on(session.tags()));
    start.new_clock = launch.clock;
    start.clock = crate::clock::Times::new(launch.clock);
    let mut notes = launch.notes.clone();
    notes.extend(found.iter().map(StoreWords::text));
    // Nothing to go on with, and nothing asked for: the player chooses what to play.
    start.choose = launch.choose && loaded.is_none() && resume.is_none();
    start.puzzles = launch.puzzles && resume.is_none();
    start.stats = launch.stats && resume.is_none();
    start.learn = launch.learn && resume.is_none();
    start.tutorial = launch.tutorial && resume.is_none();
    start.first = launch.first && start.choose;
    start.pack = launch.pack.clone();
    start.network = launch.network.clone();
    start.remote = launch.remote.as_ref().map(|r| {
        let mut remote = app::remote::Remote::new(r.role.clone(), r.mine, &r.name);
        // The game the record held: a return to it goes on with it, in its file.
        remote.last = passed.as_ref().map(|p| {
            Box::new(app::remote::Last {
                game: p.game.clone(),
                times: tags::clock_of(p),
                names: ["White", "Black"].map(|c| tags::name_in(&p.tags, c)),
                across: p.tag(tags::OPPONENT_TAG).is_some(),
            })
        });
        remote
    });
    // A host coming back (`--code`) starts from the game across the link its record held:
    // its hello carries it, and the friend goes on from the last decision both have.
    if let (Some(r), Some(p)) = (&launch.remote, &passed)
        && r.back
        && p.tag(tags::OPPONENT_TAG).is_some()
    {
        start.game = p.game.clone();
        start.clock = tags::clock_of(p);
    }
    if let Some(record) = loaded {
        if launch.rules_given && record.game.rules() != &launch.rules {
            notes.push(crate::t!("board-note-record-rules"));
        }
        let (seats, note) = seats::of_record(&record, &settings.names, launch.named, level);
        for (c, s) in crate::rules::Color::BOTH.into_iter().zip(seats) {
            if let Some(s) = s {
                start.seats.set(c, s);
            }
        }
        notes.extend(note);
        start.by_computer = Seats::of_record(&record, setup.level);
        start.clock = tags::clock_of(&record);
        start.game = record.game;
    }
    // The saved game's players, against the names as given (a side named `computer` before it
    // becomes `morris level N`).
    start.resume = resume.map(|r| {
        let (seats, note) = seats::of_record(&r, &settings.names, launch.named, level);
        app::ResumeOffer {
            help: tags::Help::from_tags(&r.tags),
            turned: tags::turned(&r.tags),
            analysis: tags::analysis_on(&r.tags),
            by_computer: Seats::of_record(&r, setup.level),
            seats,
            note: note.map(|n| crate::text::clean(&n)),
            clock: tags::clock_of(&r),
            game: r.game,
        }
    });
    // The names at the table, as the record will name them (a computer side by its level):
    // its score, and a file the player named is written at once, so that a path that cannot
    // be written is refused before anyone plays. The default place is written with the first
    // decision.
    let names = start.seats.names();
    session.set_names([&names[0], &names[1]]);
    if fresh {
        let saving = Saving {
            game: start.game.clone(),
            names: names.clone(),
            help: start.help,
            by_computer: start.by_computer.clone(),
            turned: start.turned,
            analysis_on: start.analysis,
            clock: start.clock.clone(),
            opponent: None,
        };
        let said = save(&mut session, &saving).map_err(NotOpened::NotSaved)?;
        notes.extend(said.iter().map(StoreWords::text));
    }
    start.notes = notes;
    // Known once a new game has taken its file.
    start.hold_computer = session.is_read_only();
    start.save = SaveStatus {
        kept: Some(session.kept()),
        unsaved: session.nowhere().cloned(),
    };
    start.score = session.score_line(&start.game);
    Ok((session, start))
}

/// Opens a record chosen from the saved games as the command line opens it (`morris FILE`,
/// `morris replay FILE`): its own rules and players, its lock taken, or read-only (and said
/// so) when another morris holds it. `Err`: why it cannot be opened.
pub fn reopen(
    launch: &Launch,
    path: &Path,
    how: app::saved::How,
) -> Result<(Session, app::Start), NotOpened> {
    // A record gone meanwhile is not made again empty by opening its name.
    if !crate::store::file::is_there(path) {
        return Err(NotOpened::Gone(path.to_path_buf()));
    }
    let asked = Launch {
        game: None,
        rules_given: false,
        file: Some(path.to_path_buf()),
        new: false,
        replay: how == app::saved::How::Replay,
        notes: Vec::new(),
        // The record's own players: the command line's names were for the first game.
        named: [false, false],
        choose: false,
        puzzles: false,
        stats: false,
        learn: false,
        tutorial: false,
        first: false,
        pack: None,
        remote: None,
        ..launch.clone()
    };
    open(&asked)
}

/// Writes the game as `saving` has it (its players, their help, who made each decision).
fn save(session: &mut Session, saving: &Saving) -> Result<Vec<Note>, Nowhere> {
    session.save(&saving.game, &players(saving))
}

/// The players as the record names them, from `saving`.
fn players(saving: &Saving) -> tags::Players<'_> {
    tags::Players {
        names: [&saving.names[0], &saving.names[1]],
        help: saving.help,
        by_computer: &saving.by_computer,
        turned: saving.turned,
        analysis_on: saving.analysis_on,
        clock: Some(&saving.clock),
        opponent: saving.opponent.as_deref(),
    }
}

/// Where the game is kept after a save, and what the store says.
fn status(session: &Session, result: &Result<Vec<Note>, Nowhere>) -> SaveStatus {
    match result {
        Ok(_) => SaveStatus {
            kept: Some(session.kept()),
            unsaved: None,
        },
        Err(e) => SaveStatus {
            kept: Some(Kept::NotSaved),
            unsaved: Some(e.clone()),
        },
    }
}

/// Carries out `effects` with the table's workers and its store: see [`effects::carry_out`],
/// the function the tests' `Sim` runs them through too.
fn carry_out(effects: Effects, t: &mut Table<'_>, quit: &mut bool) {
    let Table {
        app,
        session,
        workers,
        launch,
        prefs,
    } = t;
    let mut store = Keeper {
        session,
        launch,
        prefs: *prefs,
        quit,
    };
    effects::carry_out(effects, app, *workers, &mut store);
}

/// The store of the game at the table: its record, what was launched, the preferences file;
/// and whether the player quits.
struct Keeper<'a> {
    session: &'a mut Session,
    launch: &'a Launch,
    prefs: Option<&'a Path>,
    quit: &'a mut bool,
}

impl effects::Store for Keeper<'_> {
    fn paths(&self) -> &Paths {
        &self.launch.paths
    }

    fn playing(&self) -> Option<PathBuf> {
        self.session.record_path().map(Path::to_path_buf)
    }

    fn record_text(&self, saving: &Saving) -> String {
        self.session.record_text(&saving.game, &players(saving))
    }

    fn clipboard(&self) -> Result<(), share::NotCopied> {
        use std::io::IsTerminal;
        share::terminal_takes(
            std::env::var("TERM").ok().as_deref(),
            std::io::stdout().is_terminal(),
        )
    }

    /// Through the store; what it says goes back to the app as a message.
    fn carry_out(&mut self, effect: Effect, app: &mut App) -> Effects {
        let Keeper {
            session,
            launch,
            prefs,
            quit,
        } = self;
        let mut todo: Vec<Effect> = Vec::new();
        let said = match effect {
            Effect::Save(s) => Some(saved(session, &s)),
            // Help had (analysis, a hint) is written at once to the game's own record; a
            // record shown read-only gets it with the next decision, in the new file it starts.
            Effect::SaveHelp(s) if session.holds_a_record() => Some(saved(session, &s)),
            Effect::SaveHelp(_) => None,
            Effect::KeepAside => Some(Stored::KeptAside(session.new_game())),
            Effect::Resumed => {
                session.resumed();
                None
            }
            Effect::SaveAs(path, s) => {
                let players = tags::Players {
                    names: [&s.names[0], &s.names[1]],
                    help: s.help,
                    by_computer: &s.by_computer,
                    turned: s.turned,
                    analysis_on: s.analysis_on,
                    clock: Some(&s.clock),
                    opponent: s.opponent.as_deref(),
                };
                let result = session.save_as(&path, &s.game, &players);
                Some(Stored::SavedAs(result.map(|()| SaveStatus {
                    kept: Some(session.kept()),
                    unsaved: None,
                })))
            }
            // The workers' (see `effects::carry_out`).
            Effect::Search(_)
            | Effect::Stop(_)
            | Effect::Solve(_)
            | Effect::ListSaved { .. }
            | Effect::Send(_)
            | Effect::MakePuzzles(_)
            | Effect::StopMaking(_)
            | Effect::HangUp
            | Effect::Link(_) => None,
            // The game left is saved already: its session is let go (as on quitting) once the
            // new one holds its record.
            Effect::Open(path, how) => match reopen(launch, &path, how) {
                Ok((new, start)) => {
                    **session = new;
                    todo.extend(app.take_over(start, how));
                    None
                }
                Err(e) => Some(Stored::NotOpened(e)),
            },
            Effect::KeepAsideSaved(path) => Some(Stored::KeptAsideSaved(
                crate::store::saved::keep_aside(&launch.paths, &path),
            )),
            Effect::Remember(changes) => Some(Stored::Remembered(crate::store::prefs::remember(
                *prefs, &changes,
            ))),
            Effect::Puzzles { set, noted } => Some(Stored::Puzzles(
                crate::store::puzzles::carry_out(launch.paths.data.as_deref(), &set, noted),
            )),
            Effect::Stats => Some(Stored::Stats(
                launch
                    .paths
                    .data
                    .as_deref()
                    .map(|d| Box::new(crate::store::stats::read(d))),
            )),
            Effect::Learn { noted } => Some(Stored::Learn(crate::store::learn::carry_out(
                launch.paths.data.as_deref(),
                noted,
            ))),
            Effect::ReadPack(path) => Some(Stored::Pack(
                crate::puzzles::sanmill::read_file(&path)
                    .map(Box::new)
                    .map_err(|e| e.to_string()),
            )),
            // The loop suspends: see `run`.
            Effect::Suspend => None,
            // Made into a sequence by `effects::carry_out`, which then asks for this.
            Effect::Copy(_) => None,
            // Between frames, straight to the terminal: it draws nothing.
            Effect::Clipboard(seq) => {
                use std::io::Write;
                let mut out = std::io::stdout().lock();
                let _ = out.write_all(&seq).and_then(|()| out.flush());
                None
            }
            Effect::Quit => {
                **quit = true;
                None
            }
        };
        if let Some(s) = said {
            todo.extend(app.update(Msg::Stored(s)));
        }
        Effects(todo)
    }
}

/// Saves `saving`, and what the store says of it.
fn saved(session: &mut Session, saving: &Saving) -> Stored {
    let result = save(session, saving);
    let status = status(session, &result);
    Stored::Saved {
        status,
        notes: result.unwrap_or_default(),
        score: session.score_line(&saving.game),
    }
}

/// A terminal that cannot place the cursor (`TERM=dumb`) gets a message, not escape codes.
fn dumb_terminal() -> Option<String> {
    match std::env::var("TERM") {
        Ok(t) if t == "dumb" => Some(crate::t!("board-dumb-terminal")),
        _ => None,
    }
}

/// A wake-up this much later than the loop's deadline is time the program was stopped: not
/// charged to a running clock.
const STOPPED_AFTER: std::time::Duration = std::time::Duration::from_millis(500);

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

/// A whole redraw at the next frame, over what was written beside the frame (as
/// [`resume`] does it: a fresh `Terminal`, never `Terminal::clear`).
fn repaint(terminal: &mut DefaultTerminal) -> std::io::Result<()> {
    crossterm::execute!(
        std::io::stdout(),
        crossterm::terminal::Clear(crossterm::terminal::ClearType::All)
    )?;
    *terminal = ratatui::Terminal::new(ratatui::backend::CrosstermBackend::new(std::io::stdout()))?;
    Ok(())
}

/// The game at the table: the app, its record, its workers, what was launched, the
/// preferences file.
struct Table<'a> {
    app: &'a mut App,
    session: &'a mut Session,
    workers: &'a mut workers::Threads,
    launch: &'a Launch,
    prefs: Option<&'a std::path::Path>,
}

fn run(
    terminal: &mut DefaultTerminal,
    t: &mut Table<'_>,
    rx: &std::sync::mpsc::Receiver<Event>,
) -> Result<Ending> {
    use std::sync::mpsc::RecvTimeoutError;
    // A seam for the terminal-safety tests: a panic on a chosen key proves the terminal is
    // restored and the game kept even then. Unset, it costs nothing.
    let panic_key = std::env::var("MORRIS_TEST_PANIC_KEY")
        .ok()
        .and_then(|s| s.chars().next());
    let mut tick: Option<(std::time::Instant, std::time::Duration)> = None;
    // The clock the app is told the time by (the training's rounds).
    let clock = std::time::Instant::now();
    // The clocks' time is measured here, at the edge, and handed to the app as a message:
    // from one wake-up to the next while a clock runs.
    let mut last = std::time::Instant::now();
    let mut quit = false;
    let size = terminal.size()?;
    let effects = t.app.update(Msg::Resized(size.width, size.height));
    carry_out(effects, t, &mut quit);
    loop {
        let mut hits = mouse::Hits::default();
        if events::take_repaint() {
            repaint(terminal)?;
        }
        terminal.draw(|f| hits = view::frame(f, t.app))?;
        if quit {
            return Ok(Ending::Quit);
        }
        // The replay's clock runs on its own: a key pressed between two ticks does not
        // put the next one off. A new speed starts a new beat.
        tick = match (t.app.tick_interval(), tick) {
            (Some(every), Some((due, was))) if every == was => Some((due, was)),
            (Some(every), _) => Some((std::time::Instant::now() + every, every)),
            (None, _) => None,
        };
        // One queue, one deadline: the replay's or the computer's beat, or the clock's next
        // change; with neither, the loop sleeps until an event comes.
        let clock_running = t.app.clock_running();
        let clock_due = t.app.clock_wake().map(|w| std::time::Instant::now() + w);
        let deadline = match (tick.map(|(due, _)| due), clock_due) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        let event = match deadline {
            Some(due) => {
                let wait = due.saturating_duration_since(std::time::Instant::now());
                match rx.recv_timeout(wait) {
                    Ok(e) => Some(e),
                    Err(RecvTimeoutError::Timeout) => None,
                    Err(RecvTimeoutError::Disconnected) => return Ok(Ending::InputClosed),
                }
            }
            None => match rx.recv() {
                Ok(e) => Some(e),
                Err(_) => return Ok(Ending::InputClosed),
            },
        };
        let now = std::time::Instant::now();
        // SIGCONT: the program was stopped (SIGSTOP) since the last wake-up: not charged.
        let was_stopped =
            matches!(event, Some(Event::Signal(s)) if s == signal_hook::consts::SIGCONT);
        if clock_running && !was_stopped {
            // A running clock always sets a deadline (a second at most): a wake-up much later
            // than it is time the program did not run (stopped, then continued; the SIGCONT
            // comes after the deadline's wake-up), as the engine counts its own time.
            let mut elapsed = now.saturating_duration_since(last);
            if let Some(due) = deadline {
                elapsed = elapsed.min(due.saturating_duration_since(last) + STOPPED_AFTER);
            }
            let effects = t.app.update(Msg::Elapsed(elapsed));
            carry_out(effects, t, &mut quit);
        }
        last = now;
        let beat = match (event.is_none(), tick) {
            (true, Some((due, every))) if now >= due => {
                tick = Some((due + every, every));
                true
            }
            _ => false,
        };
        let msg = match event {
            // The clock's own wake-up: drawn again above.
            None if !beat => continue,
            None => Msg::Tick,
            Some(Event::Key(key)) => {
                if panic_key.is_some()
                    && key.code == crossterm::event::KeyCode::Char(panic_key.unwrap_or(' '))
                {
                    panic!("MORRIS_TEST_PANIC_KEY pressed");
                }
                Msg::Key(key)
            }
            Some(Event::Mouse(m)) if events::mouse_on() => Msg::Mouse(m.kind, hits.under(&m)),
            Some(Event::Mouse(_)) => continue,
            Some(Event::Resize) => {
                let size = terminal.size()?;
                Msg::Resized(size.width, size.height)
            }
            Some(Event::Computer(r)) => Msg::Computer(r),
            Some(Event::Analysis(r)) => Msg::Analysis(r),
            Some(Event::Maker(r)) => Msg::Maker(r),
            Some(Event::Listed(id, l)) => Msg::Listed(id, l),
            Some(Event::Remote(r)) => Msg::Remote(r),
            Some(Event::Linked(l)) => Msg::Linked(l),
            // Whoever sent SIGTSTP can send SIGCONT: it stops whatever is above the game.
            // The time the program was stopped is no player's: the clocks count on from `fg`.
            Some(Event::Signal(sig)) if sig == signal_hook::consts::SIGTSTP => {
                suspend(terminal)?;
                last = std::time::Instant::now();
                continue;
            }
            Some(Event::Signal(sig)) if sig == signal_hook::consts::SIGCONT => {
                resume(terminal)?;
                last = std::time::Instant::now();
                continue;
            }
            Some(Event::Signal(sig)) => return Ok(Ending::Signal(sig)),
            Some(Event::InputClosed) => return Ok(Ending::InputClosed),
        };
        if t.app.wants_time() {
            let effects = t.app.update(Msg::Time(clock.elapsed()));
            carry_out(effects, t, &mut quit);
        }
        let effects = t.app.update(msg);
        let suspends = effects.0.iter().any(|e| matches!(e, Effect::Suspend));
        carry_out(effects, t, &mut quit);
        if suspends {
            suspend(terminal)?;
            last = std::time::Instant::now();
        }
    }
}

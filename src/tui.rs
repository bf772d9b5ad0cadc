//! The full-screen game: terminal set-up and restore, and the event loop, which has the
//! game's [`Session`] save after every change and shows what it says. The loop blocks on one queue of [`Event`]s (keys, signals, workers' results; see
//! [`events`]) and redraws only after an event: idle, it never wakes.

pub mod analysis;
pub mod app;
pub mod computer;
pub mod events;
pub mod keymap;
pub mod mouse;
pub mod theme;
pub mod view;

use std::path::PathBuf;

use anyhow::{Context, Result};
use ratatui::DefaultTerminal;

use crate::rules::{Color, Game, Record, Rules};
use crate::store::session::{self, Session};
use crate::store::{Paths, tags};

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
    /// Which sides the command line named (`--white`, `--black`): only those change the
    /// players of a game resumed or loaded (the preferences' names are for new games).
    pub named: [bool; 2],
    /// Whether that level was asked for on the command line (`--level`): if not, a side named
    /// `computer` in a record against `morris level N` goes on at N.
    pub level_given: bool,
    /// The folders, found once at the start.
    pub paths: Paths,
}

/// Who made each decision of a record's game (`true`: the computer): as its
/// `[ComputerPlayed]` tag says where a side changed hands, else by the side's name (the
/// computer's name, `morris level N`, or a person's).
fn by_computer(record: &Record, level: crate::engine::Level) -> Vec<bool> {
    let n = record.game.history().len();
    if let Some(tag) = record.tag(tags::COMPUTER_PLAYED) {
        return tags::parse_plies(tag, n);
    }
    let computer = |c: Color| {
        record
            .tag(c.name())
            .is_some_and(|name| computer::level_of(name, level).is_some())
    };
    (0..n)
        .map_while(|i| record.game.position_at(i))
        .map(|p| computer(p.side_to_move()))
        .collect()
}

/// The players of a record's game as it goes on here: the record's own, except for a side the
/// command line names (`named`), and what the player should be told about those it changed.
/// The preferences' names never change them: they are for new games.
///
/// A side the command line names `computer`, with no level asked for on it, takes the record's
/// level where the record's side is the computer (`morris level 9`): the same opponent, not the
/// default level.
fn record_names(
    record: &Record,
    settings: &Settings,
    named: [bool; 2],
    level: Option<crate::engine::Level>,
) -> ([Option<String>; 2], Option<String>) {
    let mut changed = Vec::new();
    let names = Color::BOTH.map(|c| {
        let i = c.index();
        let theirs = record
            .tag(c.name())
            .filter(|n| !n.trim().is_empty() && n.trim() != "?")
            .map(|n| crate::text::clean(n).chars().take(24).collect::<String>());
        let ours = settings.names[i].as_str();
        if !named[i] {
            return theirs;
        }
        let theirs = theirs?;
        let same_computer = level.is_none()
            && ours.trim().eq_ignore_ascii_case("computer")
            && theirs.trim().starts_with("morris level ")
            && computer::level_of(&theirs, crate::engine::Level::DEFAULT).is_some();
        if same_computer {
            return Some(theirs);
        }
        let now = match computer::level_of(ours, level.unwrap_or(crate::engine::Level::DEFAULT)) {
            Some(l) => computer::name(l),
            None => ours.to_string(),
        };
        if now != theirs {
            changed.push(format!("{c} is {now} now (the command line), not {theirs}"));
        }
        None
    });
    let note = (!changed.is_empty()).then(|| changed.join("; "));
    (names, note)
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
        named,
        level_given,
        paths,
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
    let level = level_given.then_some(computer_setup.level);
    let opening = match Session::open(
        &paths,
        session::Request {
            file: file.as_deref(),
            replay,
            new,
            rules,
            names: [&settings.names[0], &settings.names[1]],
        },
    ) {
        Ok(o) => o,
        Err(problem) => return Ok(Some(problem)),
    };
    let session::Opening {
        mut session,
        loaded,
        resume,
        keep_old,
        fresh,
        notes: found,
    } = opening;
    notes.extend(found);
    let mut game = set_up.unwrap_or_else(|| Game::new(rules));
    let mut loaded_by_computer = Vec::new();
    if let Some(record) = loaded {
        if rules_given && record.game.rules() != &rules {
            notes.push("the record's own rules apply".to_string());
        }
        let (names, note) = record_names(&record, &settings, named, level);
        for (name, from) in settings.names.iter_mut().zip(names) {
            if let Some(n) = from {
                *name = n;
            }
        }
        notes.extend(note);
        loaded_by_computer = by_computer(&record, computer_setup.level);
        game = record.game;
    }
    // The saved game's players, against the names as given (a side named `computer` before it
    // becomes `morris level N`).
    let resume_players = resume
        .as_ref()
        .map(|r| record_names(r, &settings, named, level));
    let mut app = App::new(game, settings);
    app.set_computer(computer_setup);
    app.set_analysis_cache(paths.tables());
    app.set_help(tags::Help::from_tags(session.tags()));
    app.set_by_computer(loaded_by_computer);
    if let (Some(r), Some((names, note))) = (&resume, resume_players) {
        app.set_saved_help(tags::Help::from_tags(&r.tags));
        app.set_saved_by_computer(by_computer(r, computer_setup.level));
        app.set_saved_names(names);
        app.set_saved_note(note.map(|n| crate::text::clean(&n)));
    }
    // The names at the table, as the record will name them (a computer side by its level):
    // its score, and a file the player named is written at once, so that a path that cannot
    // be written is refused before anyone plays. The default place is written with the first
    // decision.
    session.set_names([&app.settings().names[0], &app.settings().names[1]]);
    if fresh && let Err(e) = save(&mut session, &app) {
        return Ok(Some(e));
    }
    app.set_storage(crate::text::clean(&session.describe()));
    if let Some(why) = session.nowhere() {
        app.set_unsaved(Some(crate::text::clean(why)));
    }
    app.set_score(session.score_line(app.game()));
    if let Some(r) = resume {
        app.offer_resume(r.game);
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
    if session.is_read_only() {
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
    let result = run(&mut terminal, &mut app, &mut session, &rx);
    events::restore_terminal();
    session.release();
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

/// Writes the game as the app has it now (its players, their help, who made each decision).
fn save(session: &mut Session, app: &App) -> Result<Vec<String>, String> {
    let names = &app.settings().names;
    let by_computer = app.by_computer();
    let players = tags::Players {
        names: [&names[0], &names[1]],
        help: app.help(),
        by_computer: &by_computer,
    };
    session.save(app.game(), &players)
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
    session: &mut Session,
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
                match typed(app, session, key) {
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
        if app.take_resumed() {
            session.resumed();
        }
        if app.take_keep_old() {
            if let Some(m) = session.new_game() {
                app.set_message(crate::text::clean(&m));
            }
            saved = app.version().wrapping_sub(1);
        }
        // Help had (analysis, a hint) is written at once to the game's own record; a record
        // shown read-only gets it with the next decision, in the new file that starts.
        let help_changed = app.help() != help_saved && session.holds_a_record();
        if app.version() != saved || help_changed {
            match save(session, app) {
                Ok(notes) => {
                    app.set_unsaved(None);
                    if !notes.is_empty() {
                        app.set_message(crate::text::clean(&notes.join("; ")));
                    }
                    app.set_score(session.score_line(app.game()));
                }
                Err(e) => app.set_unsaved(Some(crate::text::clean(&e))),
            }
            if app.unsaved().is_some() {
                app.set_storage("NOT SAVED".into());
            } else {
                app.set_storage(crate::text::clean(&session.describe()));
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
    session: &mut Session,
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
                    let names = app.settings().names.clone();
                    let by_computer = app.by_computer();
                    let players = tags::Players {
                        names: [&names[0], &names[1]],
                        help: app.help(),
                        by_computer: &by_computer,
                    };
                    match session.save_as(&typed, app.game(), &players) {
                        Ok(()) => {
                            app.set_unsaved(None);
                            app.set_storage(crate::text::clean(&session.describe()));
                            app.quit_now();
                        }
                        Err(e) => app.set_message(crate::text::clean(&e)),
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

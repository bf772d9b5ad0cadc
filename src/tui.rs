//! The full-screen game: terminal set-up and restore, the event loop, and saving after every
//! change. The loop blocks on one queue of [`Event`]s (keys, signals, workers' results; see
//! [`events`]) and redraws only after an event: idle, it never wakes.

pub mod app;
pub mod events;
pub mod keymap;
pub mod theme;
pub mod view;

use std::path::PathBuf;

use anyhow::{Context, Result};
use ratatui::DefaultTerminal;

use crate::rules::{Game, Record, Rules};
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
    /// Notes for the player at the start (a preferences file that could not all be read).
    pub notes: Vec<String>,
}

/// Where the game is written after every change.
struct Store {
    path: PathBuf,
    tags: Vec<(String, String)>,
}

impl Store {
    fn save(&self, game: &Game) -> Result<()> {
        let record = Record {
            tags: self.tags.clone(),
            game: game.clone(),
        };
        store::write_atomic(&self.path, &record.to_text())?;
        if let Some(dir) = scores::data_dir() {
            // The count is a convenience: a failure to write it must not look like a failure
            // to keep the game, and it is rebuilt from the records when it is lost.
            let _ = scores::note_game(&dir, &self.path, &record);
        }
        Ok(())
    }

    /// The running score of the two names at the table, in this game's variant.
    fn score_line(&self, game: &Game) -> Option<String> {
        let dir = scores::data_dir()?;
        let name = |tag: &str| match self.tags.iter().find(|(k, _)| k == tag) {
            Some((_, n)) if !n.trim().is_empty() && n.trim() != "?" => n.trim().to_string(),
            _ => tag.to_string(),
        };
        let variant = game.rules().variant.name();
        scores::score_line(&dir, &name("White"), &name("Black"), variant)
    }
}

fn base_tags(settings: &Settings) -> Vec<(String, String)> {
    Record::usual_tags(
        settings.name(crate::rules::Color::White),
        settings.name(crate::rules::Color::Black),
        &store::today(),
    )
}

/// Reads a record file into a game; names from the record fill in names not given.
fn load(path: &std::path::Path, rules: Rules) -> Result<Record, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    Record::parse(&text, rules).map_err(|e| format!("{}: {e}", path.display()))
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
    let explicit = file.is_some();
    let mut notes = launch_notes;
    let mut keep_old = false;
    let mut resume: Option<Game> = None;
    let mut game = set_up.unwrap_or_else(|| Game::new(rules));
    let mut tags = base_tags(&settings);
    let path = match file {
        Some(path) => {
            if path.exists() {
                let record = match load(&path, rules) {
                    Ok(r) => r,
                    Err(e) => return Ok(Some(e)),
                };
                if rules_given && record.game.rules() != &rules {
                    notes.push("the record's own rules apply".to_string());
                }
                for (i, tag) in ["White", "Black"].into_iter().enumerate() {
                    if settings.names[i] == tag
                        && let Some(n) = record.tag(tag).filter(|n| !n.is_empty() && *n != "?")
                    {
                        settings.names[i] =
                            n.chars().filter(|c| !c.is_control()).take(24).collect();
                    }
                }
                tags = record.tags.clone();
                game = record.game;
            } else if replay {
                return Ok(Some(format!("{}: no such file", path.display())));
            }
            Some(path)
        }
        None => {
            let path = store::default_save_path();
            if let Some(p) = &path
                && p.exists()
            {
                match load(p, Rules::default()) {
                    Ok(r) if r.game.outcome().is_none() && r.game.ply() > 0 && !new => {
                        resume = Some(r.game)
                    }
                    // A finished game, or one --new passes over, is kept aside before the new
                    // game is first written.
                    Ok(r) if !r.game.history().is_empty() => keep_old = true,
                    Ok(_) => {}
                    Err(e) => {
                        let aside = p.with_extension("pgn.unreadable");
                        let _ = std::fs::rename(p, &aside);
                        notes.push(format!(
                            "the saved game could not be read ({e}); it was kept as {}",
                            store::display_path(&aside)
                        ));
                    }
                }
            }
            if let Some(dir) = path.as_ref().and_then(|p| p.parent())
                && let Err(e) = std::fs::create_dir_all(dir)
            {
                notes.push(format!("cannot keep the game in {}: {e}", dir.display()));
            }
            path
        }
    };
    let store = path.map(|path| Store { path, tags });
    // A file the player named is created at once, so that a path that cannot be written is
    // refused before anyone plays. The default place is written with the first decision.
    if let (Some(s), true) = (&store, explicit)
        && !s.path.exists()
        && let Err(e) = s.save(&game)
    {
        return Ok(Some(format!("{e:#}")));
    }
    let mut app = App::new(game, settings);
    if let Some(s) = &store {
        app.set_storage(format!("saved to {}", store::display_path(&s.path)));
    } else {
        app.set_storage("not saved: no data folder".into());
    }
    if let Some(s) = &store {
        app.set_score(s.score_line(app.game()));
    }
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
        app.set_message(notes.join("; "));
    }
    let (tx, rx) = std::sync::mpsc::channel();
    app.set_events(tx.clone());
    events::restore_on_panic();
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
    let result = run(&mut terminal, &mut app, store.as_ref(), &rx);
    events::restore_terminal();
    match result.context("the terminal failed")? {
        Ending::Signal(sig) => std::process::exit(128 + sig),
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
    store: Option<&Store>,
    rx: &std::sync::mpsc::Receiver<Event>,
) -> Result<Ending> {
    use std::sync::mpsc::RecvTimeoutError;
    let mut saved = app.version();
    // A seam for the terminal-safety tests: a panic on a chosen key proves the terminal is
    // restored and the game kept even then. Unset, it costs nothing.
    let panic_key = std::env::var("MORRIS_TEST_PANIC_KEY")
        .ok()
        .and_then(|s| s.chars().next());
    loop {
        terminal.draw(|f| f.render_widget(&*app, f.area()))?;
        if app.should_quit() {
            return Ok(Ending::Quit);
        }
        let event = match app.tick_interval() {
            Some(wait) => match rx.recv_timeout(wait) {
                Ok(e) => e,
                Err(RecvTimeoutError::Timeout) => Event::Action(Action::Tick),
                Err(RecvTimeoutError::Disconnected) => return Ok(Ending::InputClosed),
            },
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
                keymap::action(key)
            }
            Event::Mouse(_) | Event::Resize => None,
            Event::Action(a) => Some(a),
            Event::Apply(f) => {
                f(app);
                None
            }
            Event::Signal(sig) if sig == signal_hook::consts::SIGTSTP => Some(Action::Suspend),
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
                Action::Suspend => suspend(terminal)?,
                // Nothing can be asked on a screen this small; the game is saved.
                Action::Quit if tiny => return Ok(Ending::Quit),
                // Keys nobody can see the effect of do nothing: only quitting works.
                _ if tiny && action != Action::Interrupt => {}
                _ => app.update(action),
            }
        }
        if app.take_keep_old()
            && let Some(s) = store
            && s.path.exists()
        {
            match store::keep_aside(&s.path) {
                Ok(aside) => {
                    if let Some(dir) = scores::data_dir() {
                        let _ = scores::renamed(&dir, &s.path, &aside);
                    }
                    app.set_message(format!(
                        "The last game was kept as {}",
                        store::display_path(&aside)
                    ))
                }
                Err(e) => app.set_message(format!("could not keep the last game: {e:#}")),
            }
            saved = app.version().wrapping_sub(1);
        }
        if app.version() != saved {
            if let Some(s) = store {
                match s.save(app.game()) {
                    Ok(()) => app.set_score(s.score_line(app.game())),
                    Err(e) => app.set_message(format!("could not save: {e:#}")),
                }
            }
            saved = app.version();
        }
    }
}

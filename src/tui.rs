//! The full-screen game: terminal set-up and restore, the event loop, and saving after every
//! change. The loop blocks on input and redraws only after an event: idle, it never wakes.

pub mod app;
pub mod keymap;
pub mod theme;
pub mod view;

use std::path::PathBuf;

use anyhow::{Context, Result};
use crossterm::event::{self, Event};
use ratatui::DefaultTerminal;

use crate::rules::{Game, Record, Rules};
use crate::store::{self, scores};

pub use app::App;
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
    watch_signals();
    let mut terminal = match ratatui::try_init() {
        Ok(t) => t,
        Err(e) => {
            let _ = crossterm::terminal::disable_raw_mode();
            return Ok(Some(format!("a game needs a terminal to play in ({e})")));
        }
    };
    let result = run(&mut terminal, &mut app, store.as_ref());
    ratatui::restore();
    result.context("the terminal failed")?;
    Ok(None)
}

/// Restores the terminal and exits on SIGTERM, SIGHUP (a closed ssh session), SIGINT and
/// SIGQUIT. Every change is on disk already, so nothing is lost.
fn watch_signals() {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
    let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGINT, SIGQUIT])
    else {
        return;
    };
    std::thread::spawn(move || {
        if let Some(sig) = signals.forever().next() {
            let _ = ratatui::try_restore();
            std::process::exit(128 + sig);
        }
    });
}

fn run(terminal: &mut DefaultTerminal, app: &mut App, store: Option<&Store>) -> Result<()> {
    let mut saved = app.version();
    // A seam for the terminal-safety tests: a panic on a chosen key proves the terminal is
    // restored and the game kept even then. Unset, it costs nothing.
    let panic_key = std::env::var("MORRIS_TEST_PANIC_KEY")
        .ok()
        .and_then(|s| s.chars().next());
    loop {
        terminal.draw(|f| f.render_widget(&*app, f.area()))?;
        if app.should_quit() {
            return Ok(());
        }
        let event = match app.tick_interval() {
            Some(wait) => {
                if event::poll(wait)? {
                    Some(event::read()?)
                } else {
                    None
                }
            }
            None => Some(event::read()?),
        };
        let action = match event {
            None => Some(Action::Tick),
            Some(Event::Key(key)) => {
                if panic_key.is_some()
                    && key.code == crossterm::event::KeyCode::Char(panic_key.unwrap_or(' '))
                {
                    panic!("MORRIS_TEST_PANIC_KEY pressed");
                }
                keymap::action(key)
            }
            Some(_) => None,
        };
        if let Some(action) = action {
            let size = terminal.size()?;
            let tiny = size.width < view::MIN_WIDTH || size.height < view::MIN_HEIGHT;
            if tiny && action == Action::Quit {
                // Nothing can be asked on a screen this small; the game is saved.
                return Ok(());
            }
            app.update(action);
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

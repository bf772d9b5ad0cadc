//! Carrying out what the app asks: the one function the game's loop and the tests' [`Sim`]
//! both run effects through, so that a test runs the code the player does. What differs is
//! handed in: the workers (threads, or inline when the test says) and the store (the game's
//! record and files, or a test's notebook).
//!
//! [`Sim`]: super::sim::Sim

use std::collections::VecDeque;
use std::path::PathBuf;

use super::app::App;
use super::messages::{Effect, Effects, Msg, Saving, Stored};
use super::share::{self, Copied, NotCopied};
use super::workers::{ListSaved, Workers};
use crate::store::Paths;

/// What carries out the effects that are not the workers': the files.
pub trait Store {
    /// The folders: where the saved games are listed from.
    fn paths(&self) -> &Paths;
    /// The record of the game at the table, marked in the saved games' list.
    fn playing(&self) -> Option<PathBuf>;
    /// Carries out `effect` (not a worker's) for `app`: the effects of what the app is told of
    /// it, to be carried out in turn.
    fn carry_out(&mut self, effect: Effect, app: &mut App) -> Effects;
    /// The game's record as its file has it (or would have it, written now).
    fn record_text(&self, saving: &Saving) -> String;
    /// Whether the terminal can take a clipboard sequence at all.
    fn clipboard(&self) -> Result<(), NotCopied>;
}

/// Carries out `effects` in order: the workers start or stop their jobs, the store does the
/// rest; what the store says of an effect goes back to the app, whose own effects are carried
/// out in turn, after those already waiting.
pub fn carry_out(
    effects: Effects,
    app: &mut App,
    workers: &mut impl Workers,
    store: &mut impl Store,
) {
    let mut todo: VecDeque<Effect> = effects.into_iter().collect();
    while let Some(effect) = todo.pop_front() {
        match effect {
            Effect::Search(job) => workers.search(*job),
            Effect::Stop(id) => workers.stop(id),
            Effect::Solve(job) => workers.solve(*job),
            Effect::Send(m) => workers.send(&m),
            Effect::HangUp => workers.hang_up(),
            Effect::Link(l) => {
                if let Some(linked) = workers.link(l) {
                    todo.extend(app.update(Msg::Linked(linked)));
                }
            }
            Effect::MakePuzzles(mut job) => {
                job.cache = store.paths().cache.clone();
                workers.make_puzzles(*job);
            }
            Effect::StopMaking(id) => workers.stop_making(id),
            Effect::ListSaved { id, typed } => {
                let paths = store.paths();
                let place = match typed {
                    Some(t) => Some(paths.typed(&t)),
                    None => paths.data.clone(),
                };
                workers.list_saved(ListSaved {
                    id,
                    place,
                    playing: store.playing(),
                    paths: paths.clone(),
                });
            }
            // The text, the sequence for the terminal (written by the store: the loop's own
            // terminal, or a test's notebook), and what was done, for the panel.
            Effect::Copy(what) => {
                let (what, text, fen) = match what {
                    share::Copy::Record(s) => (share::What::Record, store.record_text(&s), None),
                    share::Copy::Fen(f) => (share::What::Fen, f.clone(), Some(f)),
                };
                let done = share::sequence(&text, &store.clipboard()).map(|seq| {
                    todo.extend(store.carry_out(Effect::Clipboard(seq), app));
                });
                let said = Copied {
                    what,
                    done,
                    path: store.playing(),
                    fen,
                };
                todo.extend(app.update(Msg::Stored(Stored::Copied(said))));
            }
            other => todo.extend(store.carry_out(other, app)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, Rules};
    use crate::tui::{analysis, computer};

    /// What the workers were asked, in order.
    #[derive(Default)]
    struct Asked(Vec<String>);

    impl Workers for Asked {
        fn search(&mut self, job: computer::Search) {
            self.0.push(format!("search {}", job.id));
        }
        fn stop(&mut self, id: u64) {
            self.0.push(format!("stop {id}"));
        }
        fn solve(&mut self, _: analysis::Solve) {
            self.0.push("solve".into());
        }
        fn list_saved(&mut self, job: ListSaved) {
            self.0.push(format!("list {} {:?}", job.id, job.playing));
        }
        fn send(&mut self, m: &crate::net::protocol::Message) {
            self.0.push(format!("send {m:?}"));
        }
        fn hang_up(&mut self) {
            self.0.push("hang up".into());
        }
        fn link(&mut self, l: crate::tui::remote::Linking) -> Option<crate::tui::remote::Linked> {
            self.0.push(format!("link {l:?}"));
            Some(crate::tui::remote::Linked::Not("no".into()))
        }
        fn make_puzzles(&mut self, job: crate::tui::maker::Make) {
            self.0.push(format!("make {}", job.id));
        }
        fn stop_making(&mut self, id: u64) {
            self.0.push(format!("stop making {id}"));
        }
    }

    /// A store that answers keeping aside with a stop, and notes what it carried out.
    #[derive(Default)]
    struct Answering {
        paths: Paths,
        done: Vec<Effect>,
    }

    impl Store for Answering {
        fn paths(&self) -> &Paths {
            &self.paths
        }
        fn playing(&self) -> Option<PathBuf> {
            Some(PathBuf::from("here.txt"))
        }
        fn record_text(&self, _: &Saving) -> String {
            String::new()
        }
        fn clipboard(&self) -> Result<(), NotCopied> {
            Ok(())
        }
        fn carry_out(&mut self, effect: Effect, _: &mut App) -> Effects {
            let answer = matches!(effect, Effect::KeepAside);
            self.done.push(effect);
            Effects(if answer {
                vec![Effect::Stop(9)]
            } else {
                vec![]
            })
        }
    }

    #[test]
    fn the_store_s_answers_come_after_what_was_waiting_and_the_list_marks_the_game_played() {
        let mut app = App::new(Game::new(Rules::default()), crate::tui::Settings::default());
        let (mut workers, mut store) = (Asked::default(), Answering::default());
        let effects = Effects(vec![
            Effect::KeepAside,
            Effect::Stop(7),
            Effect::ListSaved { id: 3, typed: None },
            Effect::Quit,
        ]);
        carry_out(effects, &mut app, &mut workers, &mut store);
        assert_eq!(
            workers.0,
            ["stop 7", "list 3 Some(\"here.txt\")", "stop 9"],
            "the stop the store asked for comes after those already waiting"
        );
        assert!(
            matches!(store.done[..], [Effect::KeepAside, Effect::Quit]),
            "{:?}",
            store.done
        );
    }
}

//! The Puzzles screen (issue 37): the set shipped for the rules in force, one puzzle at a time
//! on its own board, the player's decisions checked by exact values ([`Attempt`]), the other
//! side's longest resistance played at once, a hint, the solution after two wrong tries, and
//! the next puzzle. The game in progress waits underneath, untouched: nothing here is saved
//! to its record. The tables are read or solved by the analysis worker, said while it runs.

use crate::rules::{Decision, Point, Task};
use crate::solve::Tablebase;
use crate::solve::puzzle::{Attempt, Puzzle, Standing, Verdict};
use crate::t;
use crate::tui::analysis;
use crate::words::ColorWords;

use super::super::keys::Action;
use super::{App, Mode, step};

/// How a puzzle of the set went in this visit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Done {
    /// Solved.
    Solved,
    /// Failed: the solution was shown.
    Failed,
}

/// The Puzzles screen's state: the set, the puzzle at hand and the attempt at it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trainer {
    set: Vec<Puzzle>,
    at: usize,
    attempt: Attempt,
    cursor: Point,
    selected: Option<Point>,
    done: Vec<Option<Done>>,
    /// What was said of the last key.
    note: Option<String>,
    /// The set's name (the preset's), under which its progress is kept.
    name: String,
    /// The set's progress as the store last read it: solved, failed.
    kept: Option<(usize, usize)>,
}

impl Trainer {
    /// The trainer on the first puzzle of `set` (not empty).
    fn new(set: Vec<Puzzle>, name: &str) -> Option<Trainer> {
        let first = set.first()?.clone();
        let cursor = super::play::centre(&first.position);
        Some(Trainer {
            done: vec![None; set.len()],
            attempt: Attempt::new(first),
            set,
            at: 0,
            cursor,
            selected: None,
            note: None,
            name: name.into(),
            kept: None,
        })
    }

    /// The attempt at the puzzle at hand.
    pub fn attempt(&self) -> &Attempt {
        &self.attempt
    }

    /// The puzzle's number (from 1) and how many the set has.
    pub fn number(&self) -> (usize, usize) {
        (self.at + 1, self.set.len())
    }

    /// The cursor point.
    pub fn cursor(&self) -> Point {
        self.cursor
    }

    /// The stone picked up.
    pub fn selected(&self) -> Option<Point> {
        self.selected
    }

    /// What was said of the last key.
    pub fn note(&self) -> Option<&str> {
        self.note.as_deref()
    }

    /// The puzzles solved and failed in this visit.
    pub fn tally(&self) -> (usize, usize) {
        let count = |d: Done| self.done.iter().filter(|x| **x == Some(d)).count();
        (count(Done::Solved), count(Done::Failed))
    }

    /// The set's progress, as kept: puzzles solved and failed at their last try (`None`
    /// until the store has read it).
    pub fn kept(&self) -> Option<(usize, usize)> {
        self.kept
    }

    /// Whether the tables hold every class the puzzle at hand is valued in.
    pub fn ready(&self, tb: &Tablebase) -> bool {
        crate::puzzles::classes_needed(std::slice::from_ref(self.attempt.puzzle()))
            .iter()
            .all(|&(a, b)| tb.is_solved(a, b))
    }

    /// The next puzzle (after the last, the first again).
    fn next(&mut self) {
        self.go_to((self.at + 1) % self.set.len());
    }

    /// Puzzle `i` of the set, from its start.
    fn go_to(&mut self, i: usize) {
        let Some(p) = self.set.get(i).cloned() else {
            return;
        };
        self.at = i;
        self.cursor = super::play::centre(&p.position);
        self.attempt = Attempt::new(p);
        self.selected = None;
    }
}

/// The task in words: `White to move: win in 3 turns`.
pub fn task_text(p: &Puzzle) -> String {
    use crate::solve::puzzle::Goal;
    let side = p.position.side_to_move().shown();
    match p.goal {
        Goal::Win(n) => t!("puz-task-win", side = side, n = n),
        Goal::Defend => t!("puz-task-defend", side = side),
        Goal::Removal(_) => t!("puz-task-removal", side = side),
    }
}

/// Decisions as the log writes them, a turn together: `f2-f4xd5 a1-a4`.
fn line_text(line: &[Decision]) -> String {
    let mut out = String::new();
    for &d in line {
        if !out.is_empty() && !d.is_removal() {
            out.push(' ');
        }
        out.push_str(&d.to_string());
    }
    out
}

impl App {
    /// The Puzzles screen's state, while it is open.
    pub fn puzzles(&self) -> Option<&Trainer> {
        match &self.mode {
            Mode::Puzzles(t) => Some(t),
            _ => None,
        }
    }

    /// Opens the Puzzles screen on the set shipped for the rules of the game, asking the
    /// analysis worker for the classes the set is valued in; says so when none is shipped.
    pub(super) fn open_puzzles(&mut self) {
        let set = crate::puzzles::shipped(self.game.rules());
        let name = self.game.rules().variant.name();
        let Some(trainer) = Trainer::new(set, name) else {
            self.say(t!("puz-none"));
            return;
        };
        for (a, b) in crate::puzzles::classes_needed(&trainer.set) {
            self.analysis.want_class(a, b);
        }
        if let Some(job) = self.analysis.start() {
            self.out.push(super::Effect::Solve(Box::new(job)));
        }
        self.out.push(super::Effect::Puzzles {
            set: name.into(),
            noted: None,
        });
        self.mode = Mode::Puzzles(Box::new(trainer));
    }

    /// What the store said of the progress: shown on the screen, with what is wrong with its
    /// file (a result not kept, a damaged file kept aside).
    pub(super) fn puzzles_stored(&mut self, r: Result<crate::store::puzzles::Said, String>) {
        let said = match r {
            Ok(said) => {
                if let Mode::Puzzles(tr) = &mut self.mode {
                    // Only the set's own puzzles count: a result of a puzzle no longer
                    // shipped stays in the file, but not in the tally.
                    use crate::store::puzzles::Tried;
                    let mut kept = (0, 0);
                    for p in &tr.set {
                        match said.progress.get(&tr.name, &p.position.fen()) {
                            Some(e) if e.result == Tried::Solved => kept.0 += 1,
                            Some(_) => kept.1 += 1,
                            None => {}
                        }
                    }
                    // The first look, before anything is tried: the first puzzle not
                    // solved yet is put up.
                    let fresh = tr.kept.is_none()
                        && tr.attempt.played().is_empty()
                        && tr.attempt.tries_left() == crate::solve::puzzle::TRIES;
                    let unsolved = tr.set.iter().position(|p| {
                        said.progress
                            .get(&tr.name, &p.position.fen())
                            .is_none_or(|e| e.result != Tried::Solved)
                    });
                    if fresh && let Some(i) = unsolved {
                        tr.go_to(i);
                    }
                    tr.kept = Some(kept);
                }
                said.notes
            }
            Err(why) => vec![why],
        };
        if said.is_empty() {
            return;
        }
        let text = crate::text::clean(&said.join("; "));
        match &mut self.mode {
            Mode::Puzzles(tr) => {
                tr.note = Some(match tr.note.take() {
                    Some(n) => format!("{n} {text}"),
                    None => text,
                })
            }
            _ => self.say(text),
        }
    }

    /// Has the store note the result of the puzzle at hand.
    fn keep_result(&mut self, tr: &Trainer, how: crate::store::puzzles::Tried) {
        self.out.push(super::Effect::Puzzles {
            set: tr.name.clone(),
            noted: Some((tr.attempt.puzzle().position.fen(), how)),
        });
    }

    /// An action on the Puzzles screen.
    pub(super) fn puzzles_key(&mut self, mut tr: Box<Trainer>, action: Action) {
        tr.note = None;
        let pos = *tr.attempt.position();
        let typed = self.pending_file.take();
        if let Some(to) = self.type_point(typed, action, pos.geometry()) {
            if let Some(p) = to {
                tr.cursor = p;
            }
            // What typing said goes on the puzzle's panel.
            tr.note = self.note.take().map(|n| n.text);
            self.mode = Mode::Puzzles(tr);
            return;
        }
        match action {
            Action::Up | Action::Down | Action::Left | Action::Right => {
                if let Some(p) = step(&pos, tr.cursor, self.on_screen(action)) {
                    tr.cursor = p;
                }
            }
            Action::Click(p) if pos.geometry().contains(p) => {
                tr.cursor = p;
                self.puzzle_act(&mut tr);
            }
            Action::Select => self.puzzle_act(&mut tr),
            Action::Hint => self.puzzle_hint(&mut tr),
            Action::NewGame => tr.next(),
            Action::Cancel if tr.selected.take().is_some() => {}
            Action::Cancel => {
                self.mode = Mode::Play;
                return;
            }
            Action::Menu => {
                self.mode = Mode::Menu(0);
                return;
            }
            Action::Help => {
                // The keys and the rules; closing the window comes back to the puzzle.
                self.under_window = Some(Box::new(Mode::Puzzles(tr)));
                self.mode = Mode::Window(super::Window::Help, 0);
                return;
            }
            Action::Quit => {
                self.mode = Mode::Play;
                self.ask_quit();
                return;
            }
            _ => {}
        }
        self.mode = Mode::Puzzles(tr);
    }

    /// Whether the puzzle can be played on now: not over, its tables at hand. Where not, the
    /// panel says why.
    fn puzzle_open(&self, tr: &mut Trainer) -> bool {
        if tr.attempt.standing() != Standing::Playing {
            tr.note = Some(t!("puz-over"));
            false
        } else if !tr.ready(self.analysis.tables()) {
            tr.note = Some(t!("puz-wait"));
            false
        } else {
            true
        }
    }

    /// Enter (or a click) on the cursor point: picks a stone up, or tries a decision.
    fn puzzle_act(&mut self, tr: &mut Trainer) {
        if !self.puzzle_open(tr) {
            return;
        }
        let pos = *tr.attempt.position();
        let p = tr.cursor;
        let own = pos.stones(pos.side_to_move()).contains(p);
        let d = match (pos.task(), tr.selected) {
            (Task::Remove(_), _) => Decision::Remove(p),
            (Task::Pass, _) => Decision::Pass,
            (Task::Place, _) => Decision::Place(p),
            (_, Some(s)) if s == p => {
                tr.selected = None;
                return;
            }
            (_, _) if own => {
                tr.selected = Some(p);
                return;
            }
            (_, Some(s)) => Decision::Move(s, p),
            (_, None) => {
                tr.note = Some(t!("puz-pick"));
                return;
            }
        };
        self.puzzle_try(tr, d);
    }

    /// Tries `d` and says what it did.
    fn puzzle_try(&mut self, tr: &mut Trainer, d: Decision) {
        let side = tr.attempt.side();
        let verdict = tr.attempt.try_decision(self.analysis.tables(), d);
        tr.selected = None;
        tr.note = Some(match verdict {
            Err(e) => crate::text::clean(&e.to_string()),
            Ok(Err(e)) => {
                use crate::words::ErrorWords;
                e.text()
            }
            Ok(Ok(Verdict::Right { reply })) if reply.is_empty() => t!("puz-right-go-on"),
            Ok(Ok(Verdict::Right { reply })) => t!("puz-right", reply = line_text(&reply)),
            Ok(Ok(Verdict::Solved)) => {
                tr.done[tr.at] = Some(Done::Solved);
                self.keep_result(tr, crate::store::puzzles::Tried::Solved);
                t!("puz-solved")
            }
            Ok(Ok(Verdict::Wrong { value, .. })) => t!(
                "puz-wrong",
                decision = d.to_string(),
                value = analysis::describe(value, side)
            ),
            Ok(Ok(Verdict::Failed { value, solution })) => {
                tr.done[tr.at] = Some(Done::Failed);
                self.keep_result(tr, crate::store::puzzles::Tried::Failed);
                t!(
                    "puz-failed",
                    decision = d.to_string(),
                    value = analysis::describe(value, side),
                    solution = line_text(&solution)
                )
            }
        });
    }

    /// The hint: the stone to move (or the point to place on, the stone to remove) of a
    /// decision that keeps the goal; the cursor goes there.
    fn puzzle_hint(&mut self, tr: &mut Trainer) {
        if !self.puzzle_open(tr) {
            return;
        }
        let point = match tr.attempt.hint(self.analysis.tables()) {
            Ok(Some(Decision::Move(from, _))) => Some(from),
            Ok(Some(d)) => d.target(),
            _ => None,
        };
        tr.note = Some(match point {
            Some(p) => {
                tr.cursor = p;
                t!("puz-hint", point = p.to_string())
            }
            None => t!("puz-over"),
        });
    }
}

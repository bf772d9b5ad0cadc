//! The Puzzles screen (issue 37): the set shipped for the rules in force, one puzzle at a time
//! on its own board, the player's decisions checked by exact values ([`Attempt`]), the other
//! side's longest resistance played at once, a hint, the solution after two wrong tries, and
//! the next puzzle. The game in progress waits underneath, untouched: nothing here is saved
//! to its record. The tables are read or solved by the analysis worker, said while it runs.

use crate::puzzles::sanmill::{self, Pack, PackPuzzle};
use crate::rules::{Decision, Point, Rules, Task};
use crate::solve::Tablebase;
use crate::solve::puzzle::{Attempt, Puzzle, Standing, Verdict};
use crate::t;
use crate::tui::analysis;
use crate::words::ColorWords;

use super::super::keys::Action;

/// The longest file of a pack that may be typed.
const LONGEST_PATH: usize = 4096;
use super::{App, Mode, step};

/// How a puzzle of the set went in this visit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Done {
    /// Solved.
    Solved,
    /// Failed: the solution was shown.
    Failed,
}

/// A puzzle of a Sanmill pack: its certified lines, whether it is checked by them (its class
/// has no exact values here), and the puzzle as read, to check it against the exact values.
#[derive(Clone, Debug, PartialEq, Eq)]
struct FromPack {
    lines: Vec<Vec<Decision>>,
    by_lines: bool,
    read: PackPuzzle,
}

/// The endgame classes solved for any rules the solver handles (docs/analysis.md): a pack's
/// puzzle in one of them is checked by exact values, any other by its lines.
const ENDGAMES: [(u8, u8); 6] = [(3, 3), (4, 3), (3, 4), (4, 4), (5, 3), (3, 5)];

/// Whether `p` is valued by exact values under `rules`: in the moving phase, in the endgame
/// classes.
fn exact(rules: &Rules, p: &Puzzle) -> bool {
    use crate::rules::Color;
    crate::solve::solvable(rules).is_ok()
        && Color::BOTH.iter().all(|&c| p.position.in_hand(c) == 0)
        && crate::puzzles::classes_needed(std::slice::from_ref(p))
            .iter()
            .all(|c| ENDGAMES.contains(c))
}

/// The Puzzles screen's state: the set, the puzzle at hand and the attempt at it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trainer {
    set: Vec<Puzzle>,
    /// For a Sanmill pack, each puzzle's lines and its reading (empty for a shipped set).
    pack: Vec<FromPack>,
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
    /// The file of a Sanmill pack being typed, to open instead (`o`).
    typing: Option<String>,
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
            pack: Vec::new(),
            at: 0,
            cursor,
            selected: None,
            note: None,
            name: name.into(),
            kept: None,
            typing: None,
        })
    }

    /// The trainer on a Sanmill pack's puzzles (those that can be played: read, with a line),
    /// and how many of the pack's cannot be.
    fn from_pack(pack: &Pack) -> (Option<Trainer>, usize) {
        let mut set = Vec::new();
        let mut from = Vec::new();
        for p in pack.puzzles.iter().flatten() {
            let Some(puzzle) = sanmill::to_puzzle(p) else {
                continue;
            };
            from.push(FromPack {
                lines: p.lines.iter().map(|l| l.moves.clone()).collect(),
                by_lines: !exact(&pack.rules, &puzzle),
                read: p.clone(),
            });
            set.push(puzzle);
        }
        let left_out = pack.puzzles.len() - set.len();
        // The set's name is a field of the progress file: a `|` or a line break of the
        // pack's own name would break it.
        let own: String = crate::text::excerpt(pack.name.as_deref().unwrap_or("pack"), 60)
            .chars()
            .map(|c| if c == '|' || c.is_control() { '_' } else { c })
            .collect();
        let name = format!("sanmill:{}", own.trim());
        let trainer = Trainer::new(set, &name).map(|mut t| {
            t.pack = from;
            t
        });
        (trainer, left_out)
    }

    /// The name of the Sanmill pack being played (`None` for a shipped set).
    pub fn pack_name(&self) -> Option<&str> {
        if self.pack.is_empty() {
            return None;
        }
        self.name.strip_prefix("sanmill:")
    }

    /// The pack's reading of the puzzle at hand, for a Sanmill pack.
    fn from(&self) -> Option<&FromPack> {
        self.pack.get(self.at)
    }

    /// Whether the puzzle at hand is checked by its certified lines (a pack's puzzle whose
    /// class has no exact values here).
    pub fn by_lines(&self) -> bool {
        self.from().is_some_and(|f| f.by_lines)
    }

    /// What morris says of a pack's puzzle at hand, to show beside it: checked by its lines;
    /// or, the tables at hand, whether their exact values agree with the pack (a
    /// disagreement said with why, and `true`). `None` for a shipped set, or while the tables
    /// are solved.
    pub fn pack_note(&self, tb: &Tablebase) -> Option<(String, bool)> {
        let f = self.from()?;
        if f.by_lines {
            return Some((t!("puz-pack-by-lines"), false));
        }
        if !self.ready(tb) {
            return None;
        }
        Some(match sanmill::check(&f.read, tb) {
            sanmill::Check::Agrees(_) => (t!("puz-pack-agrees"), false),
            sanmill::Check::Disagrees(why) => (
                t!("puz-pack-disagrees", why = crate::text::clean(&why)),
                true,
            ),
            sanmill::Check::NotChecked(why) => (
                t!("puz-pack-not-checked", why = crate::text::clean(&why)),
                false,
            ),
        })
    }

    /// The set's name, under which its progress is kept (`nine`, `sanmill:NAME`).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The file of a Sanmill pack being typed, while it is.
    pub fn typing(&self) -> Option<&str> {
        self.typing.as_deref()
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
        self.by_lines()
            || crate::puzzles::classes_needed(std::slice::from_ref(self.attempt.puzzle()))
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
            // Not a preset's own rules: the set made for them, if one is kept, else the
            // offer to make one; rules the solver cannot value say why.
            match crate::solve::solvable(self.game.rules()) {
                Err(why) => self.say(t!("puz-none-unsolvable", why = why.to_string())),
                Ok(()) => self.start_making(None, false),
            }
            return;
        };
        self.start_set(trainer, name);
    }

    /// The Puzzles screen on `trainer`'s set, named `name`, asking the analysis worker for
    /// the classes it is valued in and the store for its progress.
    fn start_set(&mut self, trainer: Trainer, name: &str) {
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

    /// Opens the Puzzles screen on a Sanmill pack's puzzles (`morris puzzles FILE`), asking
    /// the analysis worker for the classes of those valued by exact values; the others are
    /// checked by their certified lines. Says how many of the pack's cannot be played.
    pub(super) fn open_pack(&mut self, pack: &Pack) {
        let (trainer, left_out) = Trainer::from_pack(pack);
        let Some(mut trainer) = trainer else {
            self.say(t!("puz-pack-none", n = pack.puzzles.len()));
            return;
        };
        let exact: Vec<Puzzle> = trainer
            .set
            .iter()
            .zip(&trainer.pack)
            .filter(|(_, f)| !f.by_lines)
            .map(|(p, _)| p.clone())
            .collect();
        for (a, b) in crate::puzzles::classes_needed(&exact) {
            self.analysis.want_class(a, b);
        }
        if let Some(job) = self.analysis.start() {
            self.out.push(super::Effect::Solve(Box::new(job)));
        }
        if left_out > 0 {
            trainer.note = Some(t!("puz-pack-left-out", n = left_out));
        }
        self.out.push(super::Effect::Puzzles {
            set: trainer.name.clone(),
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

    /// A character typed into the pack's file (`None`: Backspace).
    pub(super) fn edit_pack_path(&mut self, c: Option<char>) {
        if let Mode::Puzzles(tr) = &mut self.mode
            && let Some(line) = &mut tr.typing
        {
            match c {
                Some(c) if !c.is_control() && line.len() < LONGEST_PATH => line.push(c),
                Some(_) => {}
                None => {
                    line.pop();
                }
            }
        }
    }

    /// What the store read of the pack asked for: its puzzles on the screen, if its rules are
    /// the game's (its exact values are the game's rules'); else why not, on the panel.
    pub(super) fn pack_read(&mut self, read: Result<Box<Pack>, String>) {
        let Mode::Puzzles(tr) = &mut self.mode else {
            return;
        };
        match read {
            Ok(pack) if pack.rules == *self.game.rules() => self.open_pack(&pack),
            Ok(pack) => {
                use crate::words::RulesWords;
                tr.note = Some(t!("puz-pack-other-rules", rules = pack.rules.summary()));
            }
            Err(why) => tr.note = Some(crate::text::clean(&why)),
        }
    }

    /// An action while the pack's file is typed: Enter asks the store to read it, Esc goes
    /// back to the puzzle.
    fn pack_path_key(&mut self, tr: &mut Trainer, action: Action) {
        match action {
            Action::Select => {
                let path = tr.typing.take().unwrap_or_default();
                let path = path.trim();
                if !path.is_empty() {
                    tr.note = Some(t!(
                        "puz-pack-reading",
                        path = crate::text::clean(path),
                        dots = if self.settings.ascii { "..." } else { "…" }
                    ));
                    self.out
                        .push(super::Effect::ReadPack(std::path::PathBuf::from(path)));
                }
            }
            Action::Cancel => tr.typing = None,
            _ => {}
        }
    }

    /// An action on the Puzzles screen.
    pub(super) fn puzzles_key(&mut self, mut tr: Box<Trainer>, action: Action) {
        tr.note = None;
        if tr.typing.is_some() {
            self.pack_path_key(&mut tr, action);
            self.mode = Mode::Puzzles(tr);
            return;
        }
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
            Action::Find => tr.typing = Some(String::new()),
            Action::NewGame => tr.next(),
            Action::Cancel if tr.selected.take().is_some() => {}
            a @ (Action::Cancel | Action::Menu | Action::Help | Action::Quit) => {
                return self.leave_screen(a, Mode::Puzzles(tr));
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
        let verdict = match tr.from() {
            Some(f) if f.by_lines => {
                let lines = f.lines.clone();
                tr.attempt.try_line(&lines, d)
            }
            _ => tr.attempt.try_decision(self.analysis.tables(), d),
        };
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
            Ok(Ok(Verdict::Off { .. })) => t!("puz-off", decision = d.to_string()),
            Ok(Ok(Verdict::OffFailed { solution })) => {
                tr.done[tr.at] = Some(Done::Failed);
                self.keep_result(tr, crate::store::puzzles::Tried::Failed);
                t!(
                    "puz-off-failed",
                    decision = d.to_string(),
                    solution = line_text(&solution)
                )
            }
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
        let hint = match tr.from() {
            Some(f) if f.by_lines => Ok(tr.attempt.line_hint(&f.lines)),
            _ => tr.attempt.hint(self.analysis.tables()),
        };
        let point = match hint {
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

/// The Puzzles screen for rules with no shipped set: the offer to make one, the job under way
/// and how far it is, and what was said.
#[derive(Clone, Debug, PartialEq)]
pub struct Maker {
    /// The job asked last.
    id: u64,
    /// Whether a job runs: reading the set kept, or making one.
    running: bool,
    /// Whether the job running makes a set (rather than only reads the one kept).
    making: bool,
    /// How far it is.
    stage: Option<crate::tui::maker::Stage>,
    /// What was said.
    note: Option<String>,
}

impl Eq for Maker {}

impl Maker {
    /// Whether a job runs.
    pub fn running(&self) -> bool {
        self.running
    }

    /// The lines the screen shows: what it is, how far, what to press.
    pub fn lines(&self) -> Vec<String> {
        use crate::tui::maker::Stage;
        let mut out = vec![t!("mk-none-shipped")];
        if let Some(n) = &self.note {
            out.push(n.clone());
        }
        if self.running {
            out.push(match self.stage {
                None | Some(Stage::Reading) => t!("mk-reading"),
                Some(Stage::Solving((a, b), done)) => t!(
                    "mk-solving",
                    class = format!("{a}v{b}"),
                    pct = (done * 100.0) as u32
                ),
                Some(Stage::Drawing) => t!("mk-drawing"),
                Some(Stage::Rating(i, n)) => t!("mk-rating", i = i + 1, n = n),
            });
            if self.making {
                out.push(t!("mk-keys-running"));
            }
        } else {
            out.push(t!("mk-keys"));
        }
        out
    }
}

impl App {
    /// The Puzzles screen's offer to make a set, while it is open.
    pub fn maker(&self) -> Option<&Maker> {
        match &self.mode {
            Mode::Maker(m) => Some(m),
            _ => None,
        }
    }

    /// Asks the puzzle worker to read the set kept for the rules of the game (`make`: or to
    /// make one where none is), the screen showing how far it is.
    fn start_making(&mut self, before: Option<Box<Maker>>, make: bool) {
        let id = before.as_ref().map_or(self.maker_id, |m| m.id) + 1;
        self.maker_id = id;
        let note = before.and_then(|m| m.note);
        self.out.push(super::Effect::MakePuzzles(Box::new(
            crate::tui::maker::Make {
                id,
                rules: *self.game.rules(),
                make,
                count: crate::tui::maker::COUNT,
                cache: None,
                files: self.analysis.cache(),
            },
        )));
        self.mode = Mode::Maker(Box::new(Maker {
            id,
            running: true,
            making: make,
            stage: None,
            note,
        }));
    }

    /// A key on the offer to make a set: Enter or `n` makes it, Esc stops the making or goes
    /// back to the game.
    pub(super) fn maker_key(&mut self, mut m: Box<Maker>, action: Action) {
        match action {
            Action::Select | Action::NewGame if !m.running => {
                m.note = None;
                self.start_making(Some(m), true);
                return;
            }
            Action::Cancel if m.running => {
                self.out.push(super::Effect::StopMaking(m.id));
                m.running = false;
                m.stage = None;
                m.note = Some(t!("mk-stopped"));
            }
            Action::Cancel => {
                self.mode = Mode::Play;
                return;
            }
            Action::Menu => {
                if m.running {
                    self.out.push(super::Effect::StopMaking(m.id));
                }
                self.mode = Mode::Menu(0);
                return;
            }
            Action::Quit => {
                if m.running {
                    self.out.push(super::Effect::StopMaking(m.id));
                }
                self.mode = Mode::Play;
                self.ask_quit();
                return;
            }
            _ => {}
        }
        self.mode = Mode::Maker(m);
    }

    /// What the puzzle worker said: how far it is, or the set (played at once), or why not.
    pub(super) fn maker_report(&mut self, r: crate::tui::maker::Report) {
        use crate::tui::maker::Report;
        let Mode::Maker(m) = &mut self.mode else {
            return;
        };
        match r {
            Report::Progress { id, stage } if id == m.id && m.running => m.stage = Some(stage),
            Report::Done { id, made } if id == m.id && m.running => {
                m.running = false;
                m.stage = None;
                match made {
                    Ok(made) => {
                        let notes = made.notes.join(" ");
                        let name = crate::tui::maker::set_name(self.game.rules());
                        match Trainer::new(made.set, &name) {
                            Some(mut trainer) => {
                                if !notes.is_empty() {
                                    trainer.note = Some(crate::text::clean(&notes));
                                }
                                self.start_set(trainer, &name);
                            }
                            None if made.made => {
                                m.note = Some(crate::text::clean(
                                    format!("{notes} {}", t!("mk-none-found")).trim(),
                                ));
                            }
                            None => {
                                m.note = (!notes.is_empty()).then(|| crate::text::clean(&notes));
                            }
                        }
                    }
                    Err(Some(why)) => m.note = Some(crate::text::clean(&why)),
                    Err(None) => m.note = Some(t!("mk-stopped")),
                }
            }
            _ => {}
        }
    }
}

//! The tutorial (issue 37, "First steps"): for someone who has never played, short steps on
//! real positions of the standard Nine Men's Morris — the board and its points, placing, a
//! mill and its removal, moving, flying with three stones, and the two ways a game is won.
//! Each step has a few lines of text and a task; the player's decision is played in a real
//! [`Game`] (the rules refuse what they refuse, in their own words), then checked against
//! the step's [`Goal`]: right, the next step is offered; wrong, it is taken back and said
//! why. The tutorial always teaches the standard rules, whatever rules are in force: they are
//! what the rest of the rules differ from, and the rules window says how. The game in
//! progress waits underneath.

use crate::rules::{
    Bitboard, Color, Decision, Diagram, Game, Point, Position, Rules, Task, Variant,
};
use crate::t;
use crate::words::ErrorWords;

use super::super::keys::Action;
use super::{App, Mode, step};

/// What a step asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// The cursor on this point, and Enter (or a click on it).
    Point(Point),
    /// A stone placed on this point.
    Place(Point),
    /// A mill closed (the decision leaves a removal owed).
    Mill,
    /// A stone removed (the rules say which may be).
    Remove,
    /// A mill closed by flying: a stone moved to a point it is not next to.
    Fly,
    /// The game won, with as many decisions as the turn takes.
    Win,
}

/// A step: its messages' name, where it starts, what it asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The step's messages: `tut-NAME-title`, `tut-NAME-text`, `tut-NAME-task`.
    pub name: &'static str,
    white: &'static [&'static str],
    black: &'static [&'static str],
    hand: [u8; 2],
    owed: u8,
    /// What the step asks.
    pub goal: Goal,
}

const fn lesson(
    name: &'static str,
    (white, black): (&'static [&'static str], &'static [&'static str]),
    hand: [u8; 2],
    owed: u8,
    goal: Goal,
) -> Step {
    Step {
        name,
        white,
        black,
        hand,
        owed,
        goal,
    }
}

/// The point at `file` (0 = `a`) and `rank` (0 = `1`), for the steps' own points.
const fn at(file: u8, rank: u8) -> Point {
    Point::from_index(file * 7 + rank)
}

/// The steps, in order. White, the side that begins, is the learner's throughout.
pub const STEPS: &[Step] = &[
    lesson("board", (&[], &[]), [9, 9], 0, Goal::Point(at(3, 5))),
    lesson("place", (&[], &[]), [9, 9], 0, Goal::Place(at(1, 3))),
    lesson(
        "mill",
        (&["a1", "d1", "b4"], &["d6", "f4", "d3"]),
        [6, 6],
        0,
        Goal::Mill,
    ),
    lesson(
        "remove",
        (&["a1", "d1", "g1", "d3", "f2"], &["a7", "d7", "g7", "b4"]),
        [4, 5],
        1,
        Goal::Remove,
    ),
    lesson(
        "move",
        (
            &["a1", "a4", "d7", "f4", "f6", "b2"],
            &["g7", "g1", "b6", "d5", "e3", "c4"],
        ),
        [0, 0],
        0,
        Goal::Mill,
    ),
    lesson(
        "fly",
        (
            &["a1", "a4", "g4"],
            &["d7", "g7", "b6", "d5", "e3", "c4", "f2"],
        ),
        [0, 0],
        0,
        Goal::Fly,
    ),
    lesson(
        "two",
        (&["a1", "a4", "d7", "f4", "f6", "b2"], &["b6", "d5", "e3"]),
        [0, 0],
        0,
        Goal::Win,
    ),
    lesson(
        "block",
        (
            &["d6", "g4", "a1", "b6", "f2", "d2"],
            &["a7", "d7", "g7", "a4"],
        ),
        [0, 0],
        0,
        Goal::Win,
    ),
];

fn stones(names: &[&str]) -> Bitboard {
    let mut b = Bitboard(0);
    for p in names.iter().filter_map(|n| n.parse::<Point>().ok()) {
        b.0 |= p.bit().0;
    }
    b
}

/// The rules the tutorial teaches.
pub fn rules() -> Rules {
    Variant::Nine.rules()
}

impl Step {
    /// The step's position, White to move (the empty board where it cannot be set up).
    pub fn position(&self) -> Position {
        let d = Diagram {
            stones: [stones(self.white), stones(self.black)],
            hand: self.hand,
            side: Color::White,
            owed: self.owed,
        };
        d.position(&rules())
            .unwrap_or_else(|_| Position::new(rules()))
    }

    /// Whether the game, played on from the step's position, has done what the step asks;
    /// `None` while it could still (a mill closed on the way to a win: the removal is next).
    pub fn done(&self, game: &Game, last: Decision) -> Option<bool> {
        let pos = game.position();
        let mill = matches!(pos.task(), Task::Remove(_)) && pos.side_to_move() == Color::White;
        match self.goal {
            Goal::Point(_) => Some(false),
            Goal::Place(p) => Some(last == Decision::Place(p)),
            Goal::Mill => Some(mill),
            Goal::Remove => Some(last.is_removal()),
            Goal::Fly => Some(
                mill && matches!(last, Decision::Move(a, b)
                    if !pos.geometry().adjacent(a).contains(b)),
            ),
            Goal::Win => match game.outcome() {
                Some(o) => Some(o.winner == Some(Color::White)),
                None if mill => None,
                None => Some(false),
            },
        }
    }

    /// A decision that does what the step asks (the first of a winning turn): what `i`
    /// shows, and what the tests play.
    pub fn answer(&self) -> Option<Decision> {
        if let Goal::Point(_) = self.goal {
            return None;
        }
        let start = self.position();
        start.legal().into_iter().find(|&d| {
            let mut g = Game::from_position(start);
            if g.play(d).is_err() {
                return false;
            }
            match self.done(&g, d) {
                Some(ok) => ok,
                None => g.position().legal().into_iter().any(|r| {
                    let mut g = g.clone();
                    g.play(r).is_ok() && self.done(&g, r) == Some(true)
                }),
            }
        })
    }
}

/// The tutorial's state: the step, its game, the cursor, the stone picked up, whether the
/// step is done, what was said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tutorial {
    at: usize,
    game: Game,
    cursor: Point,
    selected: Option<Point>,
    done: bool,
    note: Option<String>,
}

impl Tutorial {
    fn new(at: usize) -> Tutorial {
        let mut t = Tutorial {
            at: 0,
            game: Game::new(rules()),
            cursor: super::play::centre(&Position::new(rules())),
            selected: None,
            done: false,
            note: None,
        };
        t.go_to(at);
        t
    }

    /// Step `i` from its start (past the last: the end).
    fn go_to(&mut self, i: usize) {
        self.at = i.min(STEPS.len());
        let pos = STEPS
            .get(self.at)
            .map_or_else(|| Position::new(rules()), Step::position);
        self.game = Game::from_position(pos);
        self.cursor = super::play::centre(&pos);
        self.selected = None;
        self.done = false;
    }

    /// The step at hand, or `None` at the end.
    pub fn step(&self) -> Option<&'static Step> {
        STEPS.get(self.at)
    }

    /// The step's number (from 1) and how many there are.
    pub fn number(&self) -> (usize, usize) {
        (self.at + 1, STEPS.len())
    }

    /// The step's game, as played so far.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The cursor point.
    pub fn cursor(&self) -> Point {
        self.cursor
    }

    /// The stone picked up.
    pub fn selected(&self) -> Option<Point> {
        self.selected
    }

    /// Whether the step's task is done.
    pub fn done(&self) -> bool {
        self.done
    }

    /// What was said of the last key.
    pub fn note(&self) -> Option<&str> {
        self.note.as_deref()
    }
}

/// A decision in the tutorial's words: a removal said as one (`Removing a7`), not in the
/// records' notation (`xa7`).
fn said(d: Decision) -> String {
    match d {
        Decision::Remove(p) => t!("tut-removing", point = p.to_string()),
        d => d.to_string(),
    }
}

/// What `i` says of the answer `d`.
fn shown(d: Decision) -> String {
    match d {
        Decision::Remove(p) => t!("tut-show-remove", point = p.to_string()),
        d => t!("tut-show", decision = d.to_string()),
    }
}

impl App {
    /// The tutorial's state, while it is open.
    pub fn tutorial(&self) -> Option<&Tutorial> {
        match &self.mode {
            Mode::Tutorial(t) => Some(t),
            _ => None,
        }
    }

    /// Opens the tutorial at the step the player left it at in this session (the first, the
    /// first time and once it was finished); where that is not the first, the note says how to
    /// go back to it.
    pub(super) fn open_tutorial(&mut self) {
        let at = if self.tutorial_at < STEPS.len() {
            self.tutorial_at
        } else {
            0
        };
        let mut tu = Tutorial::new(at);
        if at > 0 {
            tu.note = Some(t!("tut-again", n = at + 1, total = STEPS.len()));
        }
        self.mode = Mode::Tutorial(Box::new(tu));
    }

    /// The tutorial left (or a window opened over it): its step is kept for the next visit.
    fn keep_tutorial_step(&mut self, tu: &Tutorial) {
        self.tutorial_at = tu.at;
    }

    /// An action in the tutorial.
    pub(super) fn tutorial_key(&mut self, mut tu: Box<Tutorial>, action: Action) {
        tu.note = None;
        let pos = tu.game.position();
        let typed = self.pending_file.take();
        if tu.step().is_some()
            && let Some(to) = self.type_point(typed, action, pos.geometry())
        {
            if let Some(p) = to {
                tu.cursor = p;
            }
            tu.note = self.note.take().map(|n| n.text);
            self.mode = Mode::Tutorial(tu);
            return;
        }
        match action {
            Action::Up | Action::Down | Action::Left | Action::Right => {
                if let Some(p) = step(&pos, tu.cursor, self.on_screen(action)) {
                    tu.cursor = p;
                }
            }
            Action::Click(p) if pos.geometry().contains(p) && tu.step().is_some() => {
                tu.cursor = p;
                self.tutorial_act(&mut tu);
            }
            Action::Select if tu.step().is_none() => {
                self.keep_tutorial_step(&tu);
                self.open_new_game();
                return;
            }
            Action::Select if tu.done => {
                let next = tu.at + 1;
                tu.go_to(next);
            }
            Action::Select => self.tutorial_act(&mut tu),
            Action::NewGame => {
                let next = tu.at + 1;
                tu.go_to(next);
            }
            Action::Undo => {
                let back = tu.at.saturating_sub(1);
                tu.go_to(back);
            }
            Action::Hint => self.tutorial_show(&mut tu),
            Action::Cancel if tu.selected.take().is_some() => {}
            a @ (Action::Cancel | Action::Menu | Action::Help | Action::Quit) => {
                // Left (not only covered by the help): the step is kept for the next visit.
                if !matches!(a, Action::Help) {
                    self.keep_tutorial_step(&tu);
                }
                return self.leave_screen(a, Mode::Tutorial(tu));
            }
            _ => {}
        }
        self.mode = Mode::Tutorial(tu);
    }

    /// Enter (or a click) on the cursor point: the step's answer, a stone picked up, or a
    /// decision tried.
    fn tutorial_act(&mut self, tu: &mut Tutorial) {
        let Some(s) = tu.step() else {
            return;
        };
        if tu.done {
            tu.note = Some(t!("tut-done-next"));
            return;
        }
        let p = tu.cursor;
        if let Goal::Point(want) = s.goal {
            if p == want {
                tu.done = true;
                tu.note = Some(t!("tut-right"));
            } else {
                tu.note = Some(t!(
                    "tut-wrong-point",
                    point = p.to_string(),
                    want = want.to_string()
                ));
            }
            return;
        }
        let pos = tu.game.position();
        let own = pos.stones(pos.side_to_move()).contains(p);
        let d = match (pos.task(), tu.selected) {
            (Task::Remove(_), _) => Decision::Remove(p),
            (Task::Place, _) => Decision::Place(p),
            (Task::Pass, _) => Decision::Pass,
            (_, Some(sel)) if sel == p => {
                tu.selected = None;
                return;
            }
            (_, _) if own => {
                tu.selected = Some(p);
                return;
            }
            (_, Some(sel)) => Decision::Move(sel, p),
            (_, None) => {
                tu.note = Some(t!("tut-pick"));
                return;
            }
        };
        tu.selected = None;
        if let Err(e) = tu.game.play(d) {
            tu.note = Some(t!("tut-refused", why = e.text()));
            return;
        }
        match s.done(&tu.game, d) {
            Some(true) => {
                tu.done = true;
                tu.note = Some(t!("tut-right"));
            }
            None => tu.note = Some(t!("tut-now-remove")),
            Some(false) => {
                let why = match s.goal {
                    Goal::Place(q) => t!("tut-wrong-place", point = q.to_string()),
                    Goal::Fly if matches!(tu.game.position().task(), Task::Remove(_)) => {
                        t!("tut-wrong-fly")
                    }
                    Goal::Mill | Goal::Fly => t!("tut-wrong-mill"),
                    _ => t!("tut-wrong-win"),
                };
                tu.note = Some(t!("tut-taken-back", decision = said(d), why = why));
                // Taken back; the cursor stays where the player looks.
                let cursor = tu.cursor;
                tu.go_to(tu.at);
                tu.cursor = cursor;
            }
        }
    }

    /// `i`: the cursor goes to the answer's first point, and the answer is said.
    fn tutorial_show(&mut self, tu: &mut Tutorial) {
        let Some(s) = tu.step() else {
            return;
        };
        if let Goal::Point(p) = s.goal {
            tu.cursor = p;
            tu.note = Some(t!("tut-show-point", point = p.to_string()));
            return;
        }
        // From the step's start, so that the answer is one the position has.
        if !tu.done && tu.game.ply() > 0 && s.goal == Goal::Win {
            // The mill of a winning turn is closed: any removal wins.
            if let Some(r) = tu.game.position().legal().first() {
                if let Some(p) = r.target() {
                    tu.cursor = p;
                }
                tu.note = Some(shown(*r));
            }
            return;
        }
        if let Some(d) = s.answer() {
            tu.go_to(tu.at);
            tu.cursor = match d {
                Decision::Move(from, _) => from,
                d => d.target().unwrap_or(tu.cursor),
            };
            tu.note = Some(shown(d));
        }
    }
}

//! Playing on the board: the cursor and typed points, picking a stone up, placing, moving and
//! removing, undo and redo, and what the panel says of each.

use crate::rules::{Decision, Game, Geometry, Point, Position, Reason, Task};
use crate::t;
use crate::words::{ErrorWords, ReasonWords};

use super::super::keys::Action;
use super::{App, Mode, Question};

impl App {
    /// An action in play.
    pub(super) fn play_key(&mut self, action: Action) {
        let typed_file = self.pending_file.take();
        // A move typed as it is written (`e3-e4`): its second point plays it.
        let typed_move = std::mem::take(&mut self.typed_move) && self.selected.is_some();
        let refused = self.refused_move.take();
        if let Some(to) = self.type_point(typed_file, action, self.game.position().geometry()) {
            if let Some(said) = refused.filter(|_| self.note.is_none()) {
                self.say(said.clone());
                self.refused_move = to.is_none().then_some(said);
            }
            match to {
                Some(p) => {
                    self.cursor = p;
                    if typed_move {
                        self.act();
                    }
                }
                // The letter of the second point: still waiting for its digit.
                None => self.typed_move = typed_move && self.pending_file.is_some(),
            }
            return;
        }
        match action {
            Action::MoveFrom => self.move_from(),
            Action::Up | Action::Down | Action::Left | Action::Right => {
                let dir = self.on_screen(action);
                if let Some(p) = step(&self.game.position(), self.cursor, dir) {
                    self.cursor = p;
                }
            }
            // Enter is the key that plays a hint: while one is looked for, it plays nothing
            // else in its place (the cursor's point), and says what is going on.
            Action::Select if self.looking_for_hint() => self.say(t!("board-hint-wait")),
            Action::Select => self.act_on_hint(),
            Action::Click(p) if self.game.position().geometry().contains(p) => {
                self.cursor = p;
                self.act_on_hint();
            }
            // Esc cancels what the player asked for (a hint, a draw offer being weighed); the
            // computer's own turn is not the player's to cancel: `s` stops it.
            Action::Cancel if self.selected.is_none() && self.cancel_asked() => {}
            Action::Stop => self.stop_thinking(),
            Action::PlayOn => self.play_on(),
            Action::MoveNow => self.move_now(),
            Action::Hint => self.hint(),
            Action::Analysis => self.toggle_analysis(),
            Action::Undo if self.remote.is_some() => self.ask_undo_across(),
            Action::Redo if self.refuse_alone() => {}
            Action::NewGame if !self.friend_game_done() && self.refuse_alone() => {}
            Action::Undo if self.seats.against_computer() => self.undo_against_computer(),
            // Esc while a game opened from the menu waits for the friend: it stops waiting.
            Action::Cancel if self.selected.is_none() && self.stop_waiting() => {}
            Action::Cancel if self.selected.take().is_none() => self.mode = Mode::Menu(0),
            Action::Undo => self.undo(),
            Action::Redo if self.seats.against_computer() => self.redo_against_computer(),
            Action::Redo => self.redo(),
            Action::Decline if self.refuse_for_computer() || self.refuse_for_remote() => {}
            Action::Decline => {
                if matches!(self.game.position().task(), Task::Remove(_)) {
                    self.play(Decision::Decline);
                } else {
                    self.say(t!("board-decline-none-owed"));
                }
            }
            Action::Menu => self.mode = Mode::Menu(0),
            Action::Help => self.open_help(),
            Action::Quit => self.ask_quit(),
            Action::NewGame => self.ask_new(),
            Action::Yes if self.resume.is_some() => self.ask(Question::Resume, true),
            Action::Log => {
                if self.game.ply() == 0 {
                    self.say(t!("board-log-empty"));
                } else {
                    self.selected = None;
                    self.mode = Mode::Review(self.game.ply());
                }
            }
            // A click on the log: review from that decision.
            Action::Show(p) if self.game.ply() > 0 => {
                self.selected = None;
                self.mode = Mode::Review(p.min(self.game.ply()));
            }
            Action::Replay => {
                if self.game.ply() == 0 {
                    self.say(t!("board-replay-nothing"));
                } else {
                    self.selected = None;
                    self.start_replay();
                }
            }
            _ => {}
        }
    }

    /// A point typed by name, as on the board (`d` then `6`): `Some` when `action` was part of
    /// it (a letter, now pending; a digit, with the point it names, if `g` has it; Enter or
    /// Esc after a letter, which drop the letter), what went wrong said; `typed` is the letter
    /// pending before `action`.
    pub(super) fn type_point(
        &mut self,
        typed: Option<u8>,
        action: Action,
        g: &Geometry,
    ) -> Option<Option<Point>> {
        match action {
            Action::File(f) => {
                self.pending_file = Some(f);
                Some(None)
            }
            Action::Rank(r) => Some(match typed.and_then(|f| Point::new(f, r)) {
                Some(p) if g.contains(p) => Some(p),
                Some(p) => {
                    self.say(t!("board-not-a-point", point = p.to_string()));
                    None
                }
                None => {
                    self.say(t!("board-type-point"));
                    None
                }
            }),
            // A letter without its digit is dropped, and said so, rather than acting on the
            // old cursor point by surprise.
            Action::Select | Action::Cancel if typed.is_some() => {
                let f = typed.map_or('?', |f| (b'a' + f) as char);
                self.say(t!("board-file-dropped", file = f));
                Some(None)
            }
            _ => None,
        }
    }

    /// What undo or redo took back or played again: the decision, or the players' ending.
    fn last_done(&self) -> String {
        match self.game.ending() {
            Some(o) => self.ending_name(o.reason),
            None => self
                .game
                .decisions()
                .last()
                .map(|d| d.to_string())
                .unwrap_or_default(),
        }
    }

    fn undo(&mut self) {
        let what = self.last_done();
        if self.game.undo() {
            self.changed();
            self.say(t!("board-undone", what = what));
        } else {
            self.say(t!("board-undo-nothing"));
        }
    }

    pub(super) fn redo(&mut self) {
        if self.game.redo() {
            self.changed();
            let what = self.last_done();
            self.say(t!("board-redone", what = what));
        } else {
            self.say(t!("board-redo-nothing"));
        }
    }

    /// A players' ending named for the log and messages: `Bob's resignation`, `the agreed draw`.
    pub fn ending_name(&self, reason: Reason) -> String {
        match reason {
            Reason::Resignation(c) => t!(
                "board-ending-resignation",
                who = self.name(c),
                num = self.number(c)
            ),
            Reason::Agreement => t!("board-ending-agreed"),
            other => other.text(),
        }
    }

    /// `q` (or Quit in the menu): asks while a game is in progress or would be lost.
    pub(super) fn ask_quit(&mut self) {
        let unsaved = self.unsaved().is_some() && !self.game.history().is_empty();
        // A failed save is tried again at every decision; a finished game has none left, so
        // quitting tries it too (the question says "saved" once it is).
        self.dirty |= unsaved;
        if unsaved || self.game.outcome().is_none() && self.game.ply() > 0 {
            self.ask(Question::Quit, false);
        } else {
            self.quit();
        }
    }

    /// `n` (or New game in the menu): asks while a game is in progress.
    pub(super) fn ask_new(&mut self) {
        if self.game.outcome().is_some() || self.game.ply() == 0 {
            self.new_game();
        } else {
            self.ask(Question::NewGame, false);
        }
    }

    /// A new game with the same rules; the one played is kept aside.
    pub(super) fn new_game(&mut self) {
        // The rules chosen on the new-game screen, or the same rules (and clocks) again.
        let start = match &self.chosen {
            Some(c) => Position::new(c.rules),
            None => {
                self.new_clock = self.times.control;
                self.game.start()
            }
        };
        self.new_game_from(start);
        self.say(t!("board-new-game"));
    }

    /// A new game from `start` (its rules with it); the one played is kept aside.
    pub(super) fn new_game_from(&mut self, start: Position) {
        self.stop_computer();
        self.computer.hold(false);
        self.leave_friend_game();
        // A game without a played decision is not kept aside: nothing of it would be missed.
        self.keep_aside |= self.game.ply() > 0 || self.game.outcome().is_some();
        self.game = Game::from_position(start);
        if let Some(c) = self.chosen.take() {
            self.take_chosen(*c);
        }
        self.by_computer.clear();
        self.new_clocks();
        self.draws = Default::default();
        self.cursor = centre(&self.game.position());
        self.help = Default::default();
        self.hint = Default::default();
        self.changed();
        self.mode = Mode::Play;
    }

    /// Plays `d` for the side to move, and says what the rules make of it (a mill, a removal
    /// owed or not), or why it is not legal.
    pub(super) fn play(&mut self, d: Decision) {
        let at = self.game.ply();
        let mover = self.game.position().side_to_move();
        let by_computer = self.seats.level(mover).is_some();
        let mut owners = std::mem::take(&mut self.by_computer);
        self.fill_owners(&mut owners, at);
        self.by_computer = owners;
        if let Err(e) = self.game.play(d) {
            self.say(e.text());
            return;
        }
        self.by_computer.truncate(at);
        self.by_computer.push(by_computer);
        let after = self.game.position();
        let over = after.side_to_move() != mover || after.outcome().is_some();
        self.clock_after_decision(at, mover, over);
        self.changed();
        self.played_here(at, mover);
        // A saved game left for later is kept aside once this game has a decision.
        if self.resume.take().is_some() {
            self.keep_aside = true;
        }
        let pos = self.game.position();
        match pos.task() {
            Task::Remove(k) if !d.is_removal() => {
                let s = pos.side_to_move();
                let (who, their) = (self.name(s), s.other().adjective());
                self.say(if by_computer {
                    // The task line says what it removes.
                    mill_word(k)
                } else {
                    t!(
                        "board-mill-removes",
                        who = who,
                        num = self.number(s),
                        n = k,
                        side = their
                    )
                });
            }
            Task::Over(_) => {}
            _ if !d.is_removal() && self.closed_mill(d) => {
                // The rules owe nothing: say why, so the mill does not pass unnoticed.
                let them = pos.side_to_move();
                self.say(if pos.on_board(them) == 0 {
                    t!(
                        "board-mill-none-on-board",
                        who = self.name(them),
                        num = self.number(them)
                    )
                } else {
                    t!("board-mill-all-protected", side = them.adjective())
                });
            }
            _ => {}
        }
    }

    /// Whether `d`, just played, closed a mill for its player.
    fn closed_mill(&self, d: Decision) -> bool {
        let ply = self.game.ply();
        let (Some(before), Some(after), Some(to)) = (
            ply.checked_sub(1).and_then(|p| self.game.position_at(p)),
            self.game.position_at(ply),
            d.target(),
        ) else {
            return false;
        };
        let mover = before.side_to_move();
        after.geometry().mills_closed_at(after.stones(mover), to) != 0
    }

    /// Enter or Space on the cursor point; when that played a part of the hint (or picked up
    /// its stone), the cursor goes on to the hint's next part, so that Enter plays it all.
    fn act_on_hint(&mut self) {
        let hinted = self.hint_decision();
        let ply = self.game.ply();
        self.act();
        let Some(h) = hinted else {
            return;
        };
        let next = if self.game.ply() == ply + 1 && self.game.decisions().last() == Some(&h) {
            self.hint_decision().and_then(hint_point)
        } else if let Decision::Move(from, to) = h
            && self.game.ply() == ply
            && self.selected == Some(from)
        {
            Some(to)
        } else {
            None
        };
        if let Some(p) = next {
            self.cursor = p;
        }
    }

    /// `-` after a typed point (`e3-`): the stone there is picked up as Enter would, and the
    /// next point typed plays the move; anything else is said to be no move's start.
    fn move_from(&mut self) {
        let pos = self.game.position();
        let own = pos.stones(pos.side_to_move()).contains(self.cursor);
        let moving = matches!(pos.task(), Task::Move | Task::Fly);
        if !(own && (moving || pos.task() == Task::PlaceOrMove)) {
            // The other side's stone or an empty point while stones move: what Enter there
            // says (nothing is picked up, so nothing is played); else how a move is typed.
            if self.selected.is_none() && moving && !own {
                self.act();
            }
            if self.note.is_none() {
                self.say(t!("board-type-move"));
            }
            // Said until the move's second point is typed: the keys of it say nothing.
            self.refused_move = self.note.as_ref().map(|n| n.text.clone());
            return;
        }
        if self.selected != Some(self.cursor) {
            self.selected = None;
            self.act();
        }
        self.typed_move = self.selected == Some(self.cursor);
    }

    /// Enter or Space on the cursor point.
    fn act(&mut self) {
        if self.refuse_for_computer() || self.refuse_for_remote() {
            return;
        }
        let pos = self.game.position();
        let p = self.cursor;
        let side = pos.side_to_move();
        let task = pos.task();
        match task {
            Task::Over(_) => self.say(t!("board-game-over-keys")),
            Task::Remove(_) => self.play(Decision::Remove(p)),
            Task::Pass => self.play(Decision::Pass),
            Task::Place | Task::PlaceOrMove | Task::Move | Task::Fly => match self.selected {
                Some(sel) => self.put_down(&pos, sel, p),
                None if pos.stones(side).contains(p) => {
                    if task == Task::Place {
                        self.say(t!(
                            "board-must-place",
                            who = self.name(side),
                            num = self.number(side)
                        ));
                    } else if pos.destinations(p).is_empty() {
                        self.say(t!("board-cannot-move", point = p.to_string()));
                    } else {
                        self.selected = Some(p);
                    }
                }
                None if matches!(task, Task::Place | Task::PlaceOrMove) => {
                    self.play(Decision::Place(p))
                }
                None if pos.stones(side.other()).contains(p) => self.say(t!(
                    "board-not-yours",
                    point = p.to_string(),
                    side = side.other().adjective()
                )),
                None => self.say(t!("board-choose-stone")),
            },
        }
    }

    /// Enter on `p` with the stone on `sel` picked up: put down again, another picked up, or
    /// moved there — or why not.
    fn put_down(&mut self, pos: &Position, sel: Point, p: Point) {
        let side = pos.side_to_move();
        let task = pos.task();
        if sel == p {
            self.selected = None;
            return;
        }
        if pos.stones(side).contains(p) && !pos.destinations(p).is_empty() {
            self.selected = Some(p);
            return;
        }
        if pos.stone_at(p).is_some() || pos.destinations(sel).contains(p) {
            self.play(Decision::Move(sel, p));
            return;
        }
        let target = self.target_word();
        let within_reach = pos.may_fly(side) || pos.geometry().adjacent(sel).contains(p);
        // Within reach and empty, yet refused: the rules say why (a broken mill that may not
        // be re-formed at once).
        let why = pos
            .play(Decision::Move(sel, p))
            .err()
            .filter(|_| within_reach)
            .map(|e| e.why.text());
        let (sel, p) = (sel.to_string(), p.to_string());
        self.say(match why {
            Some(why) if task == Task::PlaceOrMove => {
                t!("board-put-refused-or-place", why = why, target = target)
            }
            Some(why) => t!("board-put-refused", why = why, target = target),
            None if task == Task::PlaceOrMove => t!(
                "board-cannot-go-or-place",
                from = sel,
                to = p,
                target = target
            ),
            None => t!("board-cannot-go", from = sel, to = p, target = target),
        });
    }

    /// How the task names the points a stone may go to: `a ◇ point`, or `a marked point`
    /// when analysis draws them as what they lead to.
    pub fn target_word(&self) -> String {
        if self.analysis.on
            && self
                .marks()
                .iter()
                .any(|(_, m)| m.target && m.kind.is_some())
        {
            t!("board-target-marked")
        } else {
            t!(
                "board-target",
                glyph = self.settings.glyphs().target.to_string()
            )
        }
    }
}

/// The point the player acts on first for a decision of the hint: the stone to move, or where
/// to place, or the stone to remove.
pub(super) fn hint_point(d: Decision) -> Option<Point> {
    match d {
        Decision::Move(from, _) => Some(from),
        d => d.target(),
    }
}

/// How a mill the computer closed is announced: `Mill!`, `2 mills!`.
pub(super) fn mill_word(k: u8) -> String {
    t!("board-mills", n = k)
}

/// Where the cursor starts: the point nearest the middle of the board's top row of the
/// inner square, so that every direction has somewhere to go.
pub(super) fn centre(pos: &Position) -> Point {
    let g = pos.geometry();
    let n = pos.rules().board.grid_size() as i32;
    let mid = (n - 1) / 2;
    g.points
        .iter()
        .min_by_key(|p| {
            let (x, y) = (p.file() as i32 - mid, p.rank() as i32 - mid);
            (x * x + y * y, -(p.rank() as i32), p.file())
        })
        .unwrap_or(Point::from_index(0))
}

/// The nearest point from `from` in a direction along the board's geometry: first on the same
/// line (row or column), else the nearest point anywhere on that side.
pub fn step(pos: &Position, from: Point, dir: Action) -> Option<Point> {
    let (dx, dy): (i32, i32) = match dir {
        Action::Up => (0, 1),
        Action::Down => (0, -1),
        Action::Left => (-1, 0),
        Action::Right => (1, 0),
        _ => return None,
    };
    let (fx, fy) = (from.file() as i32, from.rank() as i32);
    pos.geometry()
        .points
        .iter()
        .filter_map(|p| {
            let (x, y) = (p.file() as i32 - fx, p.rank() as i32 - fy);
            let along = x * dx + y * dy;
            let across = (x * dy - y * dx).abs();
            (along > 0).then_some((across, along, p))
        })
        .min_by_key(|&(across, along, p)| (across.min(1), along + 2 * across, p))
        .map(|(_, _, p)| p)
}

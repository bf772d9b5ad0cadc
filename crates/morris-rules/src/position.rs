//! A position: the stones, the hands, who is to move and what they must do, and the outcome.

use std::fmt;

use super::board::{BoardKind, Geometry};
use super::decision::Decision;
use super::point::{Bitboard, Color, Point};
use super::variant::{Blocked, DoubleMill, MillProtection, Rules};

mod illegal;

pub use illegal::{Illegal, PlayError};

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// The player has fewer than 3 pieces on the board and in hand.
    FewerThanThree(Color),
    /// The player to move cannot move.
    Blocked(Color),
    /// Placing ended with every point taken.
    BoardFull,
    /// The player closed a mill, which wins in these rules.
    MillWins(Color),
    /// Both players were blocked in a row.
    BothBlocked,
    /// The move limit was reached without a removal.
    MoveLimit(u16),
    /// Both players had 3 pieces for the endgame limit without a removal.
    EndgameDraw(u16),
    /// The same position stood for the third time.
    Repetition,
    /// The players agreed a draw.
    Agreement,
    /// The player resigned.
    Resignation(Color),
    /// The player's time ran out (a game on the clock; the clock is the program's: the rules
    /// only record the ending).
    OnTime(Color),
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::FewerThanThree(c) => write!(f, "{c} has fewer than 3 pieces"),
            Reason::Blocked(c) => write!(f, "{c} is blocked"),
            Reason::BoardFull => f.write_str("board full"),
            Reason::MillWins(c) => write!(f, "{c} closed a mill"),
            Reason::BothBlocked => f.write_str("both players are blocked"),
            Reason::MoveLimit(n) => write!(f, "{n} plies without a removal"),
            Reason::EndgameDraw(n) => write!(f, "{n} plies with 3 pieces each"),
            Reason::Repetition => f.write_str("the same position for the third time"),
            Reason::Agreement => f.write_str("draw agreed"),
            Reason::Resignation(c) => write!(f, "{c} resigned"),
            // PGN's own `Termination` word: the loser is the side the result names.
            Reason::OnTime(_) => f.write_str(TIME_FORFEIT),
        }
    }
}

/// How a record's `Termination` tag says a game was lost on time (PGN's standard word).
pub const TIME_FORFEIT: &str = "time forfeit";

/// How a game ended: the winner (none for a draw) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Color>,
    /// Why the game ended.
    pub reason: Reason,
}

impl Outcome {
    /// The result as a record writes it: `1-0`, `0-1` or `1/2-1/2`.
    pub fn result(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }

    fn win(winner: Color, reason: Reason) -> Outcome {
        Outcome {
            winner: Some(winner),
            reason,
        }
    }

    fn draw(reason: Reason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }
}

/// What the player to move must do now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// Put a piece on an empty point.
    Place,
    /// Place a piece, or move a stone instead (moving during placement).
    PlaceOrMove,
    /// Slide a stone to an adjacent empty point.
    Move,
    /// Move a stone to any empty point.
    Fly,
    /// Remove an opposing stone (the count owed).
    Remove(u8),
    /// Cannot move: pass.
    Pass,
    /// The game is over.
    Over(Outcome),
}

/// The state of a game between decisions. Small and `Copy`: playing a decision makes a new one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    rules: Rules,
    stones: [Bitboard; 2],
    hand: [u8; 2],
    lost: [u8; 2],
    side: Color,
    owed: u8,
    broken: [u32; 2],
    quiet: u16,
    endgame: u16,
    outcome: Option<Outcome>,
}

impl Position {
    /// The empty board of these rules, White to move.
    pub fn new(rules: Rules) -> Position {
        Position {
            rules,
            stones: [Bitboard::EMPTY; 2],
            hand: [rules.pieces; 2],
            lost: [0; 2],
            side: Color::White,
            owed: 0,
            broken: [0; 2],
            quiet: 0,
            endgame: 0,
            outcome: None,
        }
    }

    /// The rules of this game.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The board's geometry.
    #[inline]
    pub fn geometry(&self) -> &'static Geometry {
        self.rules.board.geometry()
    }

    /// The player to move.
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The stones of a player.
    #[inline]
    pub fn stones(&self, c: Color) -> Bitboard {
        self.stones[c.index()]
    }

    /// The colour of the stone on `p`, if any.
    pub fn stone_at(&self, p: Point) -> Option<Color> {
        Color::BOTH
            .into_iter()
            .find(|c| self.stones(*c).contains(p))
    }

    /// The empty points.
    #[inline]
    pub fn empty(&self) -> Bitboard {
        Bitboard(self.geometry().points.0 & !(self.stones[0].0 | self.stones[1].0))
    }

    /// Pieces a player still holds.
    pub fn in_hand(&self, c: Color) -> u8 {
        self.hand[c.index()]
    }

    /// Pieces a player has on the board.
    pub fn on_board(&self, c: Color) -> u8 {
        self.stones(c).count() as u8
    }

    /// Pieces a player has lost (captured by the other).
    pub fn lost(&self, c: Color) -> u8 {
        self.lost[c.index()]
    }

    /// Removals the player to move still owes this turn.
    pub fn owed(&self) -> u8 {
        self.owed
    }

    /// The mills (a bit set of indices into [`Geometry::mills`]) that a player broke with
    /// their last move and may not re-form on this turn (only under `--no-reform`).
    pub fn broken_mills(&self, c: Color) -> u32 {
        self.broken[c.index()]
    }

    /// Moves and passes since the last removal (for the move limit).
    pub fn quiet_plies(&self) -> u16 {
        self.quiet
    }

    /// Plies played with both players down to 3 pieces (for the endgame draw).
    pub fn endgame_plies(&self) -> u16 {
        self.endgame
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Ends the game with an outcome that is not a rule automatism (agreement, resignation,
    /// repetition).
    pub fn with_outcome(mut self, outcome: Outcome) -> Position {
        self.outcome = Some(outcome);
        self
    }

    /// What identifies the position for the repetition rule: board, hands, side, owed removals.
    pub fn repetition_key(&self) -> (u64, u64, [u8; 2], Color, u8) {
        (
            self.stones[0].0,
            self.stones[1].0,
            self.hand,
            self.side,
            self.owed,
        )
    }

    fn total(&self, c: Color) -> u8 {
        self.on_board(c) + self.in_hand(c)
    }

    /// Whether a player may fly now.
    pub fn may_fly(&self, c: Color) -> bool {
        self.rules
            .fly_at
            .is_some_and(|n| self.in_hand(c) == 0 && self.on_board(c) <= n)
    }

    /// What the player to move must do now.
    pub fn task(&self) -> Task {
        if let Some(o) = self.outcome {
            return Task::Over(o);
        }
        let s = self.side;
        if self.owed > 0 {
            Task::Remove(self.owed)
        } else if self.in_hand(s) > 0 {
            if self.rules.move_in_placement && self.can_move() {
                Task::PlaceOrMove
            } else {
                Task::Place
            }
        } else if !self.can_move() {
            Task::Pass
        } else if self.may_fly(s) {
            Task::Fly
        } else {
            Task::Move
        }
    }

    /// The opposing stones the player to move may remove (empty when no removal is owed
    /// would still name them).
    pub fn removable(&self) -> Bitboard {
        let g = self.geometry();
        let opp = self.stones(self.side.other());
        let free = Bitboard(opp.0 & !g.in_mills(opp).0);
        match self.rules.protection {
            MillProtection::Never => opp,
            MillProtection::Always => free,
            MillProtection::UnlessAll => {
                if free.is_empty() {
                    opp
                } else {
                    free
                }
            }
        }
    }

    fn reforms(&self, own_after: Bitboard, to: Point) -> bool {
        let broken = self.broken[self.side.index()];
        broken != 0 && self.geometry().mills_closed_at(own_after, to) & broken != 0
    }

    /// Where the stone on `from` may go now (empty unless it is the mover's and moving is
    /// what the mover may do).
    pub fn destinations(&self, from: Point) -> Bitboard {
        let s = self.side;
        let may_move = self.owed == 0
            && self.outcome.is_none()
            && (self.in_hand(s) == 0 || self.rules.move_in_placement);
        if !may_move || !self.stones(s).contains(from) {
            return Bitboard::EMPTY;
        }
        self.destinations_ignoring_phase(from)
    }

    /// How many moves (slides or flights) the player to move has, ignoring whose phase it is.
    fn move_count(&self) -> u64 {
        let s = self.side;
        let own = self.stones(s);
        let empty = self.empty();
        if self.broken[s.index()] != 0 {
            return own
                .iter()
                .map(|f| self.destinations_ignoring_phase(f).count() as u64)
                .sum();
        }
        if self.may_fly(s) {
            return own.count() as u64 * empty.count() as u64;
        }
        let g = self.geometry();
        own.iter()
            .map(|f| (g.adjacent(f) & empty).count() as u64)
            .sum()
    }

    /// Whether the player to move has a move (a slide or flight), ignoring whose phase it is:
    /// `move_count() > 0`, without counting them all.
    #[inline]
    fn can_move(&self) -> bool {
        let s = self.side;
        let own = self.stones(s);
        let empty = self.empty();
        if self.broken[s.index()] != 0 {
            return own
                .iter()
                .any(|f| !self.destinations_ignoring_phase(f).is_empty());
        }
        if self.may_fly(s) {
            return !own.is_empty() && !empty.is_empty();
        }
        // The standard board on its own, so that its steps are constants there.
        let near = match self.rules.board {
            BoardKind::Standard => BoardKind::Standard.geometry().neighbours(own),
            other => other.geometry().neighbours(own),
        };
        !(near & empty).is_empty()
    }

    fn destinations_ignoring_phase(&self, from: Point) -> Bitboard {
        let s = self.side;
        let own = self.stones(s);
        let empty = self.empty();
        let reach = if self.may_fly(s) {
            empty
        } else {
            self.geometry().adjacent(from) & empty
        };
        if self.broken[s.index()] == 0 {
            return reach;
        }
        reach
            .iter()
            .filter(|&to| !self.reforms(Bitboard(own.0 ^ from.bit().0 ^ to.bit().0), to))
            .collect()
    }

    fn placements(&self) -> Bitboard {
        let empty = self.empty();
        let s = self.side;
        if self.broken[s.index()] == 0 {
            return empty;
        }
        let own = self.stones(s);
        empty
            .iter()
            .filter(|&p| !self.reforms(own | p.bit(), p))
            .collect()
    }

    /// Calls `f` with every legal decision, in no particular order.
    #[inline]
    pub fn for_each_legal(&self, mut f: impl FnMut(Decision)) {
        if self.outcome.is_some() {
            return;
        }
        let s = self.side;
        if self.owed > 0 {
            for p in self.removable().iter() {
                f(Decision::Remove(p));
            }
            if self.rules.optional_removal {
                f(Decision::Decline);
            }
            return;
        }
        let holding = self.in_hand(s) > 0;
        if holding {
            for p in self.placements().iter() {
                f(Decision::Place(p));
            }
            if !self.rules.move_in_placement {
                return;
            }
        }
        let mut any = false;
        for from in self.stones(s).iter() {
            for to in self.destinations_ignoring_phase(from).iter() {
                any = true;
                f(Decision::Move(from, to));
            }
        }
        if !any && !holding && self.rules.blocked == Blocked::Pass {
            f(Decision::Pass);
        }
    }

    /// Every legal decision, sorted as their tokens sort in byte order.
    pub fn legal(&self) -> Vec<Decision> {
        let mut v = Vec::new();
        self.for_each_legal(|d| v.push(d));
        let mut keyed: Vec<(String, Decision)> =
            v.into_iter().map(|d| (d.to_string(), d)).collect();
        keyed.sort_by(|a, b| a.0.cmp(&b.0));
        keyed.into_iter().map(|(_, d)| d).collect()
    }

    /// How many legal decisions there are (faster than counting [`Position::legal`]).
    #[inline]
    pub fn legal_count(&self) -> u64 {
        if self.outcome.is_some() {
            return 0;
        }
        let s = self.side;
        if self.owed > 0 {
            return self.removable().count() as u64 + self.rules.optional_removal as u64;
        }
        let holding = self.in_hand(s) > 0;
        let mut n = 0;
        if holding {
            n += self.placements().count() as u64;
            if !self.rules.move_in_placement {
                return n;
            }
        }
        let moves = self.move_count();
        if moves == 0 && !holding && self.rules.blocked == Blocked::Pass {
            return 1;
        }
        n + moves
    }

    /// `perft(self, 2)`: the legal decisions of every child, summed. Placements that end the
    /// turn quietly or close a mill are counted without playing them, since neither changes
    /// what the other side may do beyond one point fewer; anything else is played out.
    pub(crate) fn perft2(&self) -> u64 {
        if self.outcome.is_some() {
            return 0;
        }
        let s = self.side;
        let o = s.other();
        let fast = self.owed == 0
            && self.in_hand(s) > 0
            && !self.rules.move_in_placement
            && self.broken == [0, 0]
            && !self.rules.mill_wins;
        if !fast {
            let mut n = 0;
            self.for_each_legal(|d| n += self.play_unchecked(d).legal_count());
            return n;
        }
        let g = self.geometry();
        let own = self.stones(s);
        let empty = self.empty();
        let removable = self.removable().count() as u64;
        let after_mill = removable + self.rules.optional_removal as u64;
        // After a quiet placement the other side places on what is left, if it still holds
        // pieces and the board is not full.
        let quiet = (self.in_hand(o) > 0 && empty.count() > 1).then(|| empty.count() as u64 - 1);
        let mut n = 0;
        for p in empty.iter() {
            let closes = g.mills_closed_at(own | p.bit(), p) != 0;
            match (closes, quiet) {
                (true, _) if removable > 0 => n += after_mill,
                (false, Some(q)) => n += q,
                _ => n += self.play_unchecked(Decision::Place(p)).legal_count(),
            }
        }
        n
    }

    /// Whether `d` is legal here.
    pub fn is_legal(&self, d: Decision) -> bool {
        let mut found = false;
        self.for_each_legal(|x| found |= x == d);
        found
    }

    /// Plays a legal decision, or says why it is not legal.
    pub fn play(&self, d: Decision) -> Result<Position, PlayError> {
        if self.is_legal(d) {
            Ok(self.play_unchecked(d))
        } else {
            Err(PlayError {
                decision: d,
                why: self.why_illegal(d),
            })
        }
    }

    /// A position set up from its parts (a FEN): the stones, the pieces in hand, the side to
    /// move, the removals it owes, the point a stone of the side to move left on its last
    /// move (for the rule against re-forming a broken mill), and the counters of the counting
    /// draws. Pieces not on the board nor in hand count as lost. The outcome follows from the
    /// rules: a side with fewer than 3 pieces has lost, a blocked side to move has lost (or
    /// passes), a full board after placing is a draw.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn set_up(
        rules: Rules,
        stones: [Bitboard; 2],
        hand: [u8; 2],
        side: Color,
        owed: u8,
        left_from: Option<(Point, Option<Point>)>,
        quiet: u16,
        endgame: u16,
    ) -> Position {
        let mut pos = Position {
            rules,
            stones,
            hand,
            lost: [0; 2],
            side,
            owed,
            broken: [0; 2],
            quiet,
            endgame,
            outcome: None,
        };
        for c in Color::BOTH {
            pos.lost[c.index()] = rules.pieces.saturating_sub(pos.total(c));
        }
        let own = stones[side.index()];
        if let Some((from, to)) = left_from
            && rules.no_reform
            && !own.contains(from)
        {
            let g = pos.geometry();
            let mut broken = 0u32;
            for &i in g.mills_at(from) {
                let m = g.mill(i).0;
                let rest = m & !from.bit().0;
                // A mill the moved stone itself completes was not standing before the move.
                let made = to.is_some_and(|t| m & t.bit().0 != 0);
                if own.0 & rest == rest && !made {
                    broken |= 1 << i;
                }
            }
            pos.broken[side.index()] = broken;
        }
        if rules.mill_wins {
            // A mill ends the game at once: whoever has one has won.
            let g = pos.geometry();
            if let Some(c) = [side, side.other()]
                .into_iter()
                .find(|&c| !g.in_mills(pos.stones(c)).is_empty())
            {
                pos.owed = 0;
                pos.outcome = Some(Outcome::win(c, Reason::MillWins(c)));
                return pos;
            }
        }
        let o = side.other();
        if pos.total(o) < 3 {
            pos.owed = 0;
            pos.outcome = Some(Outcome::win(side, Reason::FewerThanThree(o)));
            return pos;
        }
        if pos.owed > 0 && pos.removable().is_empty() {
            pos.owed = 0;
        }
        if pos.owed == 0 {
            pos.settle(false);
        }
        pos
    }

    /// The point the side to move left on its last move, breaking a mill it may not re-form
    /// on this turn (only under the rule against re-forming, and only while that mill's two
    /// other stones stand), and a point the moved stone may stand on, given when needed to
    /// tell the broken mills from those the move completed.
    pub(crate) fn left_from(&self) -> Option<(Point, Option<Point>)> {
        let s = self.side;
        let own = self.stones(s).0;
        let g = self.geometry();
        let broken = self.broken[s.index()];
        let live = |i: u8| broken >> i & 1 == 1 && (g.mill(i).0 & own).count_ones() == 2;
        let mut from = g.points.0 & !own;
        let mut any = false;
        for i in 0..g.mills().len() as u8 {
            if live(i) {
                from &= g.mill(i).0;
                any = true;
            }
        }
        if !any || from.count_ones() != 1 {
            return None;
        }
        let from = Point::from_index(from.trailing_zeros() as u8);
        // Mills through `from` that look broken but were completed by the move itself.
        let (mut made, mut kept) = (u64::MAX, 0u64);
        let mut excess = false;
        for &i in g.mills_at(from) {
            let m = g.mill(i).0;
            let rest = m & !from.bit().0;
            if live(i) {
                kept |= m;
            } else if own & rest == rest {
                made &= rest;
                excess = true;
            }
        }
        let to = (excess && made & !kept != 0)
            .then(|| Point::from_index((made & !kept).trailing_zeros() as u8));
        Some((from, to))
    }

    /// Plays a decision known to be legal. An illegal one gives a position that breaks the
    /// rules, but never panics.
    #[inline]
    pub fn play_unchecked(&self, d: Decision) -> Position {
        let mut next = *self;
        next.apply(d);
        next
    }

    fn apply(&mut self, d: Decision) {
        let s = self.side;
        let si = s.index();
        let o = s.other();
        let g = self.geometry();
        match d {
            Decision::Place(p) => {
                self.stones[si].0 |= p.bit().0;
                self.hand[si] = self.hand[si].saturating_sub(1);
                self.broken[si] = 0;
                self.arrive(p);
            }
            Decision::Move(from, to) => {
                let before = self.stones[si];
                if self.rules.no_reform {
                    let mut broken = 0u32;
                    for &i in g.mills_at(from) {
                        if before.0 & g.mill(i).0 == g.mill(i).0 {
                            broken |= 1 << i;
                        }
                    }
                    self.broken[si] = broken;
                }
                if self.total(Color::White) == 3 && self.total(Color::Black) == 3 {
                    self.endgame = self.endgame.saturating_add(1);
                }
                self.quiet = self.quiet.saturating_add(1);
                self.stones[si].0 = (before.0 & !from.bit().0) | to.bit().0;
                self.arrive(to);
            }
            Decision::Remove(p) => {
                self.stones[o.index()].0 &= !p.bit().0;
                self.lost[o.index()] += 1;
                self.owed = self.owed.saturating_sub(1);
                self.quiet = 0;
                self.endgame = 0;
                if self.total(o) < 3 {
                    self.outcome = Some(Outcome::win(s, Reason::FewerThanThree(o)));
                    self.owed = 0;
                    return;
                }
                if self.owed > 0 && self.removable().is_empty() {
                    self.owed = 0;
                }
                if self.owed == 0 {
                    self.end_turn(false);
                }
            }
            Decision::Decline => {
                self.owed = self.owed.saturating_sub(1);
                if self.owed == 0 {
                    self.end_turn(false);
                }
            }
            Decision::Pass => {
                // The pass was the turn on which a broken mill could not be re-formed.
                self.broken[si] = 0;
                self.quiet = self.quiet.saturating_add(1);
                if self.total(Color::White) == 3 && self.total(Color::Black) == 3 {
                    self.endgame = self.endgame.saturating_add(1);
                }
                self.end_turn(true);
            }
        }
    }

    /// A stone arrived on `p` (placed or moved): a mill may be closed.
    fn arrive(&mut self, p: Point) {
        let s = self.side;
        let closed = self.geometry().mills_closed_at(self.stones(s), p);
        if closed != 0 {
            if self.rules.mill_wins {
                self.outcome = Some(Outcome::win(s, Reason::MillWins(s)));
                return;
            }
            if !self.removable().is_empty() {
                self.owed = match self.rules.double_mill {
                    DoubleMill::One => 1,
                    DoubleMill::Each => closed.count_ones() as u8,
                };
                return;
            }
        }
        self.end_turn(false);
    }

    fn end_turn(&mut self, passed: bool) {
        self.side = self.side.other();
        self.settle(passed);
    }

    /// Decides whether the game is over for the player now to move, at the start of a turn.
    fn settle(&mut self, passed: bool) {
        let s = self.side;
        if self.total(s) < 3 {
            self.outcome = Some(Outcome::win(s.other(), Reason::FewerThanThree(s)));
            return;
        }
        if self.empty().is_empty() {
            self.outcome = Some(Outcome::draw(Reason::BoardFull));
            return;
        }
        if self.in_hand(s) == 0 && !self.can_move() {
            match self.rules.blocked {
                Blocked::Lose => {
                    self.outcome = Some(Outcome::win(s.other(), Reason::Blocked(s)));
                    return;
                }
                // The player who just passed was blocked, and so is this one.
                Blocked::Pass if passed => {
                    self.outcome = Some(Outcome::draw(Reason::BothBlocked));
                    return;
                }
                Blocked::Pass => {}
            }
        }
        if let Some(n) = self.rules.move_limit
            && self.quiet >= n
        {
            self.outcome = Some(Outcome::draw(Reason::MoveLimit(n)));
            return;
        }
        if let Some(n) = self.rules.endgame_draw
            && self.endgame >= n
        {
            self.outcome = Some(Outcome::draw(Reason::EndgameDraw(n)));
        }
    }

    /// The position as a text diagram: `W` white, `B` black, `.` empty, with coordinates.
    pub fn diagram(&self) -> String {
        let g = self.geometry();
        let n = self.rules.board.grid_size() as usize;
        let w = 2 * n - 1;
        let mut canvas = vec![vec![' '; w]; w];
        for (a, b) in g.segments() {
            let (x0, y0) = (2 * a.file() as usize, 2 * (n - 1 - a.rank() as usize));
            let (x1, y1) = (2 * b.file() as usize, 2 * (n - 1 - b.rank() as usize));
            if y0 == y1 {
                for cell in &mut canvas[y0][x0.min(x1) + 1..x0.max(x1)] {
                    *cell = '-';
                }
            } else if x0 == x1 {
                for row in &mut canvas[y0.min(y1) + 1..y0.max(y1)] {
                    row[x0] = '|';
                }
            } else {
                let rising = (x1 > x0) == (y1 < y0);
                canvas[(y0 + y1) / 2][(x0 + x1) / 2] = if rising { '/' } else { '\\' };
            }
        }
        for p in g.points.iter() {
            let (x, y) = (2 * p.file() as usize, 2 * (n - 1 - p.rank() as usize));
            canvas[y][x] = match self.stone_at(p) {
                Some(Color::White) => 'W',
                Some(Color::Black) => 'B',
                None => '.',
            };
        }
        let mut out = String::new();
        for (y, row) in canvas.iter().enumerate() {
            let label = if y % 2 == 0 {
                format!("{:>3} ", n - y / 2)
            } else {
                "    ".to_string()
            };
            let line: String = row.iter().collect();
            out.push_str(&label);
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out.push_str("    ");
        let files: Vec<String> = (0..n)
            .map(|f| ((b'a' + f as u8) as char).to_string())
            .collect();
        out.push_str(&files.join(" "));
        out.push('\n');
        out
    }
}

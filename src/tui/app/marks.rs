//! What the board shows at each point: a pure function of the position shown, the cursor,
//! the selection, the hint and analysis.

use crate::rules::{Bitboard, Decision, Point, Position};
use crate::solve::review::{History, Kind};

use super::{App, Mode, Question};

/// The marks of one point on the board, in order of precedence.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// The cursor is here.
    pub cursor: bool,
    /// This stone is selected.
    pub selected: bool,
    /// A stone may be placed or moved here.
    pub target: bool,
    /// This stone may move.
    pub movable: bool,
    /// This stone may be removed.
    pub removable: bool,
    /// This stone is in the mill just closed.
    pub mill: bool,
    /// The last move or placement ended here.
    pub last: bool,
    /// The last move came from here.
    pub origin: bool,
    /// The last capture emptied this point.
    pub captured: bool,
    /// With analysis on: what placing or moving here, moving this stone (its best), or
    /// removing this stone leads to, for the player to move.
    pub kind: Option<Kind>,
    /// Part of the hint: the stone to move or remove, or where to place or move.
    pub hint: bool,
}

/// What the player to move may do, by point, with what analysis says each leads to.
struct Open {
    targets: Bitboard,
    movable: Bitboard,
    removable: Bitboard,
    kinds: [Option<Kind>; 64],
}

impl App {
    /// The marks of every point of the board as shown.
    pub fn marks(&self) -> Vec<(Point, Marks)> {
        let pos = self.view_position();
        let ply = self.view_ply();
        let live = !self.viewing_past() && pos.outcome().is_none();
        // What the player may do is marked only on the player's own turn: while the computer
        // owns it (thinking, between its decisions, or stopped) nothing invites a key.
        let open =
            live && matches!(self.mode, Mode::Play | Mode::Menu(_)) && !self.computer_to_move();
        let mut o = if open {
            self.open(&pos, ply)
        } else {
            Open {
                targets: Bitboard::EMPTY,
                movable: Bitboard::EMPTY,
                removable: Bitboard::EMPTY,
                kinds: [None; 64],
            }
        };
        let hint = if open {
            match self.hint_decision() {
                Some(Decision::Move(f, t)) if self.selected == Some(f) => t.bit(),
                Some(Decision::Move(f, t)) if self.selected.is_none() => {
                    // Where it goes is drawn as a destination.
                    o.targets = o.targets | t.bit();
                    f.bit() | t.bit()
                }
                Some(Decision::Place(p)) => {
                    o.targets = o.targets | p.bit();
                    p.bit()
                }
                Some(Decision::Remove(p)) => p.bit(),
                _ => Bitboard::EMPTY,
            }
        } else {
            Bitboard::EMPTY
        };
        let (mill, last, origin, captured) = self.recent(ply);
        let cursor_shown =
            !self.viewing_past() && !matches!(self.mode, Mode::Question(Question::Resume, _));
        pos.geometry()
            .points
            .iter()
            .map(|p| {
                let m = Marks {
                    cursor: cursor_shown && p == self.cursor,
                    selected: self.selected == Some(p),
                    target: o.targets.contains(p),
                    movable: o.movable.contains(p),
                    removable: o.removable.contains(p),
                    mill: mill.contains(p),
                    last: last.contains(p),
                    origin: origin.contains(p) && pos.stone_at(p).is_none(),
                    captured: captured == Some(p) && pos.stone_at(p).is_none(),
                    kind: o.kinds[p.index()],
                    hint: hint.contains(p),
                };
                (p, m)
            })
            .collect()
    }

    /// The decisions open to the player to move in `pos` (after `ply` decisions), by the
    /// points they mark, and with analysis on what each leads to.
    fn open(&self, pos: &Position, ply: usize) -> Open {
        let analysed = self.analysis.on;
        let history = if analysed {
            self.history(ply)
        } else {
            History::default()
        };
        let mut o = Open {
            targets: Bitboard::EMPTY,
            movable: Bitboard::EMPTY,
            removable: Bitboard::EMPTY,
            kinds: [None; 64],
        };
        let mut known = false;
        let mut unknown = Bitboard::EMPTY;
        let mut placements = Bitboard::EMPTY;
        let mut note = |kinds: &mut [Option<Kind>; 64], p: Point, d: Decision, best: bool| {
            if !analysed {
                return;
            }
            let Some(k) = self.analysis.kind(pos, d, &history) else {
                // A stone with a move of unknown value has no best to show.
                if best {
                    unknown = unknown | p.bit();
                }
                return;
            };
            known = true;
            let slot = &mut kinds[p.index()];
            // A stone that can move shows the best of its moves.
            if !best || slot.is_none_or(|s| k.rank() > s.rank()) {
                *slot = Some(k);
            }
        };
        pos.for_each_legal(|d| match d {
            Decision::Place(p) => {
                placements = placements | p.bit();
                if self.selected.is_none() {
                    note(&mut o.kinds, p, d, false);
                }
            }
            Decision::Move(f, t) => {
                o.movable = o.movable | f.bit();
                if self.selected == Some(f) {
                    o.targets = o.targets | t.bit();
                    note(&mut o.kinds, t, d, false);
                } else if self.selected.is_none() {
                    note(&mut o.kinds, f, d, true);
                }
            }
            Decision::Remove(p) => {
                o.removable = o.removable | p.bit();
                note(&mut o.kinds, p, d, false);
            }
            _ => {}
        });
        // When every empty point takes a stone, marking them all says nothing (unless
        // analysis says what each leads to).
        if self.selected.is_none() && (placements != pos.empty() || known) {
            o.targets = o.targets | placements;
        }
        for p in unknown.iter() {
            o.kinds[p.index()] = None;
        }
        o
    }

    /// The mill just closed, where the last move or placement ended, where a moved stone came
    /// from, and the point of the last capture, as of `ply`.
    fn recent(&self, ply: usize) -> (Bitboard, Bitboard, Bitboard, Option<Point>) {
        let game = self.shown_game();
        let history = &game.history()[..ply.min(game.history().len())];
        let arrival = history.iter().rposition(|d| !d.is_removal());
        let Some(i) = arrival else {
            return (Bitboard::EMPTY, Bitboard::EMPTY, Bitboard::EMPTY, None);
        };
        // The capture of the last turn (the removals after its move), as `'` marks its move:
        // one from turns before stayed marked until the next capture.
        let captured = history[i + 1..].iter().rev().find_map(|d| match d {
            Decision::Remove(p) => Some(*p),
            _ => None,
        });
        let last = history[i].target();
        let arrived = last.map_or(Bitboard::EMPTY, Point::bit);
        let origin = match history[i] {
            Decision::Move(from, _) => from.bit(),
            _ => Bitboard::EMPTY,
        };
        let mut mill = Bitboard::EMPTY;
        if let (Some(before), Some(after), Some(to)) =
            (game.position_at(i), game.position_at(ply), last)
        {
            // The mill counts as "just closed" until the mover's turn is over.
            let mover = before.side_to_move();
            let same_turn = after.side_to_move() == mover || ply == i + 1;
            if same_turn {
                let g = after.geometry();
                let closed = g.mills_closed_at(after.stones(mover), to);
                for k in 0..32u8 {
                    if closed & (1 << k) != 0 {
                        mill = mill | g.mill(k);
                    }
                }
            }
        }
        (mill, arrived, origin, captured)
    }
}

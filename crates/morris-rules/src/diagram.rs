//! A position drawn by hand (the position editor): stones, hands, the side to move and a
//! removal owed, not yet checked. [`Diagram::problems`] names, in plain words, everything
//! that keeps it from being a position a game can start from; [`Diagram::position`] sets it
//! up as a FEN would be ([`Position::set_up`], the same constructor), once nothing is wrong.

use std::fmt;

use super::point::{Bitboard, Color, Point};
use super::position::{Outcome, Position, Reason};
use super::variant::{DoubleMill, Rules};

/// The stones, the hands, the side to move and the removals it owes, as drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Diagram {
    /// White's and Black's stones.
    pub stones: [Bitboard; 2],
    /// White's and Black's pieces in hand.
    pub hand: [u8; 2],
    /// Who is to move.
    pub side: Color,
    /// The removals the side to move owes (a mill it has just closed).
    pub owed: u8,
}

/// Why a diagram cannot start a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Problem {
    /// A stone on a point these rules' board does not have.
    OffBoard(Point),
    /// More stones of one side on the board than the pieces a side has.
    TooManyStones {
        /// The side.
        side: Color,
        /// Its stones on the board.
        on: u8,
        /// The pieces of each side under these rules.
        pieces: u8,
    },
    /// Stones on the board and pieces in hand more than the pieces a side has.
    TooManyPieces {
        /// The side.
        side: Color,
        /// Its stones on the board.
        on: u8,
        /// Its pieces in hand.
        hand: u8,
        /// The pieces of each side under these rules.
        pieces: u8,
    },
    /// A side with fewer than 3 pieces (on the board and in hand) has lost already.
    TooFew {
        /// The side.
        side: Color,
        /// Its pieces on the board and in hand.
        left: u8,
        /// Whether it is the side to move.
        to_move: bool,
    },
    /// More removals owed than these rules owe at once.
    TooManyOwed {
        /// The removals owed.
        owed: u8,
        /// The most these rules owe at once.
        most: u8,
    },
    /// A removal owed, but the side to move has no mill standing that could have earned it.
    OwedWithoutMill(Color),
    /// A removal owed, but no opposing stone may be removed.
    NothingToRemove(Color),
    /// Two removals owed, but no stone of the side to move closes two mills at once.
    OwedWithoutTwoMills(Color),
    /// Two removals owed, but only one opposing stone may be removed.
    OneToRemove(Color),
    /// In the placement, stones placed (pieces less those in hand) that do not fit whose turn
    /// it is: White places first, and a side owing a removal has just placed.
    PlacedOutOfTurn {
        /// The stones White has placed.
        white: u8,
        /// The stones Black has placed.
        black: u8,
        /// The side to move.
        side: Color,
    },
    /// The game would be over before it starts (blocked, board full, a mill that wins).
    Over(Outcome),
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Problem::OffBoard(p) => write!(f, "{p} is not a point of this board"),
            Problem::TooManyStones { side, on, pieces } => write!(
                f,
                "too many stones: {side} has {on} on the board, and the rules give {pieces}"
            ),
            Problem::TooManyPieces {
                side,
                on,
                hand,
                pieces,
            } => write!(
                f,
                "a count that cannot be: {side} has {on} on the board and {hand} in hand, \
                 more than {pieces} pieces"
            ),
            Problem::TooFew {
                side,
                left,
                to_move: true,
            } => write!(
                f,
                "{side}, to move, has lost already: {left} on the board and in hand, fewer than 3"
            ),
            Problem::TooFew { side, left, .. } => write!(
                f,
                "{side} has lost already: {left} on the board and in hand, fewer than 3"
            ),
            Problem::TooManyOwed { owed, most } => write!(
                f,
                "{owed} removals owed; these rules owe at most {most} at once"
            ),
            Problem::OwedWithoutMill(c) => write!(
                f,
                "{c} owes a removal but has no mill on the board that could have earned it"
            ),
            Problem::NothingToRemove(c) => write!(
                f,
                "{c} owes a removal, but no {} stone may be removed",
                c.other().adjective()
            ),
            Problem::OwedWithoutTwoMills(c) => write!(
                f,
                "{c} owes 2 removals but has no stone closing two mills at once that could have \
                 earned them"
            ),
            Problem::OneToRemove(c) => write!(
                f,
                "{c} owes 2 removals, but only one {} stone may be removed",
                c.other().adjective()
            ),
            Problem::PlacedOutOfTurn { white, black, side } => {
                let first = if side == Color::White {
                    "so both have placed as many"
                } else {
                    "so White has placed one more"
                };
                write!(
                    f,
                    "a count that cannot be: White has placed {white} and Black {black}, with \
                     {side} to move (White places first, {first})"
                )
            }
            Problem::Over(o) => match (o.winner, o.reason) {
                (Some(w), Reason::Blocked(c)) => write!(
                    f,
                    "{c}, to move, has lost already: blocked, no stone can move ({w} wins)"
                ),
                (Some(w), Reason::MillWins(_)) => {
                    write!(f, "{w} has won already: a mill stands, and a mill wins")
                }
                (_, Reason::BoardFull) => {
                    f.write_str("the game is drawn already: every point is taken")
                }
                (_, r) => write!(f, "the game is over already: {r}"),
            },
        }
    }
}

impl std::error::Error for Problem {}

/// The most removals these rules owe at once (one mill, or two closed together).
pub fn most_owed(rules: &Rules) -> u8 {
    match rules.double_mill {
        DoubleMill::One => 1,
        DoubleMill::Each => 2,
    }
}

impl Diagram {
    /// The empty board of `rules`, every piece in hand, White to move.
    pub fn new(rules: &Rules) -> Diagram {
        Diagram::of(&Position::new(*rules))
    }

    /// What `pos` shows (a finished game's position owes nothing).
    pub fn of(pos: &Position) -> Diagram {
        Diagram {
            stones: [pos.stones(Color::White), pos.stones(Color::Black)],
            hand: [pos.in_hand(Color::White), pos.in_hand(Color::Black)],
            side: pos.side_to_move(),
            owed: if pos.outcome().is_some() {
                0
            } else {
                pos.owed()
            },
        }
    }

    /// The stone on `p`, if any.
    pub fn stone_at(&self, p: Point) -> Option<Color> {
        Color::BOTH
            .into_iter()
            .find(|c| self.stones[c.index()].contains(p))
    }

    /// Puts a stone of `c` on `p` (`None`: takes away what is there).
    pub fn put(&mut self, p: Point, c: Option<Color>) {
        for s in &mut self.stones {
            s.0 &= !p.bit().0;
        }
        if let Some(c) = c {
            self.stones[c.index()].0 |= p.bit().0;
        }
    }

    /// The stones of `c` on the board.
    pub fn on_board(&self, c: Color) -> u8 {
        self.stones[c.index()].count() as u8
    }

    /// Everything that keeps the diagram from starting a game under `rules`, the counts first;
    /// empty when it can.
    pub fn problems(&self, rules: &Rules) -> Vec<Problem> {
        let g = rules.board.geometry();
        let mut out: Vec<Problem> = (self.stones[0] | self.stones[1])
            .iter()
            .filter(|&p| !g.contains(p))
            .map(Problem::OffBoard)
            .collect();
        let pieces = rules.pieces;
        for side in Color::BOTH {
            let (on, hand) = (self.on_board(side), self.hand[side.index()]);
            if on > pieces {
                out.push(Problem::TooManyStones { side, on, pieces });
            } else if u16::from(on) + u16::from(hand) > u16::from(pieces) {
                out.push(Problem::TooManyPieces {
                    side,
                    on,
                    hand,
                    pieces,
                });
            }
        }
        for side in [self.side, self.side.other()] {
            let left = self.on_board(side).saturating_add(self.hand[side.index()]);
            if left < 3 {
                out.push(Problem::TooFew {
                    side,
                    left,
                    to_move: side == self.side,
                });
            }
        }
        // Each placement takes a piece from its side's hand, White first, a turn each; a side
        // owing a removal has just had its turn. Lasker's moves in the placement keep a hand.
        let placing = self.hand.iter().any(|&h| h > 0);
        if out.is_empty() && placing && !rules.move_in_placement {
            let placed = |c: Color| pieces - self.hand[c.index()];
            let (white, black) = (placed(Color::White), placed(Color::Black));
            let just_placed = if self.owed > 0 {
                self.side
            } else {
                self.side.other()
            };
            let fits = match just_placed {
                Color::White => white == black + 1,
                Color::Black => white == black,
            };
            if !fits {
                out.push(Problem::PlacedOutOfTurn {
                    white,
                    black,
                    side: self.side,
                });
            }
        }
        if !out.is_empty() {
            return out;
        }
        let most = most_owed(rules);
        if self.owed > most {
            out.push(Problem::TooManyOwed {
                owed: self.owed,
                most,
            });
        }
        let pos = self.sketch(rules);
        if self.owed > 0 {
            let own = self.stones[self.side.index()];
            if g.in_mills(own).is_empty() {
                out.push(Problem::OwedWithoutMill(self.side));
            }
            let removable =
                Position::set_up(*rules, self.stones, self.hand, self.side, 0, None, 0, 0)
                    .removable()
                    .count();
            if removable == 0 {
                out.push(Problem::NothingToRemove(self.side));
            }
            if self.owed == 2 && most == 2 {
                let two = own
                    .iter()
                    .any(|p| g.mills_closed_at(own, p).count_ones() >= 2);
                if !two && !g.in_mills(own).is_empty() {
                    out.push(Problem::OwedWithoutTwoMills(self.side));
                }
                if removable == 1 {
                    out.push(Problem::OneToRemove(self.side));
                }
            }
        }
        if let Some(o) = pos.outcome() {
            out.push(Problem::Over(o));
        }
        out
    }

    /// The position the diagram sets up under `rules`, or everything wrong with it.
    pub fn position(&self, rules: &Rules) -> Result<Position, Vec<Problem>> {
        let problems = self.problems(rules);
        if problems.is_empty() {
            Ok(self.sketch(rules))
        } else {
            Err(problems)
        }
    }

    /// The diagram set up as it stands, right or wrong (for drawing it): counts past the rules'
    /// are kept as drawn, and a removal owed with nothing to remove is dropped, as a FEN's is.
    pub fn sketch(&self, rules: &Rules) -> Position {
        Position::set_up(
            *rules,
            self.stones,
            self.hand,
            self.side,
            self.owed.min(most_owed(rules)),
            None,
            0,
            0,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Task, Variant, parse_fen};

    fn p(s: &str) -> Point {
        s.parse().unwrap_or_else(|e| panic!("{e:?}"))
    }

    fn with(white: &[&str], black: &[&str], hand: [u8; 2], side: Color, owed: u8) -> Diagram {
        let mut d = Diagram {
            stones: [Bitboard::EMPTY; 2],
            hand,
            side,
            owed,
        };
        for w in white {
            d.put(p(w), Some(Color::White));
        }
        for b in black {
            d.put(p(b), Some(Color::Black));
        }
        d
    }

    #[test]
    fn the_empty_board_is_the_start_of_the_rules() {
        let rules = Rules::default();
        let d = Diagram::new(&rules);
        assert_eq!(d.problems(&rules), vec![]);
        assert_eq!(d.position(&rules), Ok(Position::new(rules)));
    }

    #[test]
    fn a_position_drawn_again_is_the_same_position() {
        let rules = Rules::default();
        let fen = "O@O*****/********/@******* w p p 2 7 2 7 0 0 0 0 0 0 0 0 3";
        let pos = parse_fen(fen, rules).unwrap_or_else(|e| panic!("{e}"));
        let d = Diagram::of(&pos);
        assert_eq!(d.position(&rules), Ok(pos));
        assert_eq!(d.on_board(Color::White), 2);
        assert_eq!(d.stone_at(p("d5")), Some(Color::White));
        assert_eq!(d.stone_at(p("e5")), Some(Color::Black));
        assert_eq!(d.stone_at(p("a1")), None);
    }

    #[test]
    fn putting_a_stone_replaces_what_was_there() {
        let mut d = with(&["a1"], &[], [9, 9], Color::White, 0);
        d.put(p("a1"), Some(Color::Black));
        assert_eq!(d.stone_at(p("a1")), Some(Color::Black));
        assert_eq!(d.on_board(Color::White), 0);
        d.put(p("a1"), None);
        assert_eq!(d.stone_at(p("a1")), None);
    }

    #[test]
    fn too_many_stones_for_the_rules_are_named() {
        let rules = Variant::Six.rules();
        let white = ["a1", "d1", "g1", "g4", "g7", "d7", "a7"];
        let d = with(&white, &["b2", "d2", "f2"], [0, 3], Color::White, 0);
        let problems = d.problems(&rules);
        assert_eq!(
            problems,
            vec![Problem::TooManyStones {
                side: Color::White,
                on: 7,
                pieces: 6
            }]
        );
        assert_eq!(
            problems[0].to_string(),
            "too many stones: White has 7 on the board, and the rules give 6"
        );
    }

    #[test]
    fn stones_and_pieces_in_hand_past_the_pieces_are_a_count_that_cannot_be() {
        let rules = Rules::default();
        let d = with(&["a1", "d1", "g1"], &["b2"], [7, 8], Color::White, 0);
        let problems = d.problems(&rules);
        assert_eq!(
            problems,
            vec![Problem::TooManyPieces {
                side: Color::White,
                on: 3,
                hand: 7,
                pieces: 9
            }]
        );
        assert!(
            problems[0]
                .to_string()
                .contains("3 on the board and 7 in hand, more than 9 pieces"),
            "{}",
            problems[0]
        );
    }

    #[test]
    fn a_side_with_fewer_than_three_pieces_has_lost_already() {
        let rules = Rules::default();
        let d = with(&["a1", "d1"], &["b2", "d2", "f2"], [0, 0], Color::White, 0);
        let problems = d.problems(&rules);
        assert_eq!(
            problems,
            vec![Problem::TooFew {
                side: Color::White,
                left: 2,
                to_move: true
            }]
        );
        assert_eq!(
            problems[0].to_string(),
            "White, to move, has lost already: 2 on the board and in hand, fewer than 3"
        );
        let d = Diagram {
            side: Color::Black,
            ..d
        };
        assert_eq!(
            d.problems(&rules)[0].to_string(),
            "White has lost already: 2 on the board and in hand, fewer than 3"
        );
    }

    #[test]
    fn a_blocked_side_to_move_has_lost_already_unless_blocked_players_pass() {
        // Every white stone is hemmed in: a1 and d1 by a4, d2 and g1, a7 by a4 and d7, g4 by
        // g1, g7 and f4 (four stones: too many to fly).
        let rules = Rules::default();
        let d = with(
            &["a1", "d1", "a7", "g4"],
            &["a4", "d2", "g1", "d7", "g7", "f4"],
            [0, 0],
            Color::White,
            0,
        );
        let problems = d.problems(&rules);
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert_eq!(
            problems[0].to_string(),
            "White, to move, has lost already: blocked, no stone can move (Black wins)"
        );
        let passing = Rules {
            blocked: crate::Blocked::Pass,
            ..rules
        };
        let pos = d.position(&passing).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(pos.task(), Task::Pass);
    }

    #[test]
    fn a_removal_owed_needs_a_mill_and_a_stone_to_remove() {
        let rules = Rules::default();
        // A mill on a1 d1 g1 and Black's stones all in a mill too: under "unless all in
        // mills" one may go.
        let d = with(
            &["a1", "d1", "g1"],
            &["b2", "d2", "f2"],
            // White has placed 4 (one was taken), Black 3: White has just placed.
            [5, 6],
            Color::White,
            1,
        );
        let pos = d.position(&rules).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(pos.task(), Task::Remove(1));
        let always = Rules {
            protection: crate::MillProtection::Always,
            ..rules
        };
        assert_eq!(
            d.problems(&always),
            vec![Problem::NothingToRemove(Color::White)]
        );
        assert_eq!(
            Problem::NothingToRemove(Color::White).to_string(),
            "White owes a removal, but no black stone may be removed"
        );
        let no_mill = with(&["a1", "d1", "a4"], &["b2"], [6, 7], Color::White, 1);
        assert_eq!(
            no_mill.problems(&rules),
            vec![Problem::OwedWithoutMill(Color::White)]
        );
        let two = Diagram { owed: 2, ..d };
        assert_eq!(
            two.problems(&rules),
            vec![Problem::TooManyOwed { owed: 2, most: 1 }]
        );
        // Two owed need two mills closed at once, through one stone, and two stones to take.
        let morabaraba = Variant::Morabaraba.rules();
        assert_eq!(
            two.problems(&morabaraba),
            vec![Problem::OwedWithoutTwoMills(Color::White)]
        );
        let both = with(
            &["a1", "d1", "g1", "a4", "a7"],
            &["b2", "d2", "f4"],
            [7, 8],
            Color::White,
            2,
        );
        assert_eq!(both.problems(&morabaraba), vec![]);
        let one = with(
            &["a1", "d1", "g1", "a4", "a7"],
            &["b6"],
            [7, 8],
            Color::White,
            2,
        );
        assert_eq!(
            one.problems(&morabaraba),
            vec![Problem::OneToRemove(Color::White)]
        );
    }

    #[test]
    fn placement_counts_follow_the_turns_white_first() {
        let rules = Rules::default();
        let at = |hand: [u8; 2], side, owed| {
            with(&["a1", "d1", "g1"], &["b2"], hand, side, owed).problems(&rules)
        };
        // White 3 placed, Black 3 placed (two taken), White to move: as the turns go.
        assert_eq!(at([6, 6], Color::White, 0), vec![]);
        // White one more, Black to move; White to move owing the removal its stone earned.
        assert_eq!(at([6, 7], Color::Black, 0), vec![]);
        assert_eq!(at([6, 7], Color::White, 1), vec![]);
        // Not as the turns go: White one more with White to move, or White never placed.
        let wrong = Problem::PlacedOutOfTurn {
            white: 3,
            black: 2,
            side: Color::White,
        };
        assert_eq!(at([6, 7], Color::White, 0), vec![wrong]);
        assert_eq!(
            wrong.to_string(),
            "a count that cannot be: White has placed 3 and Black 2, with White to move \
             (White places first, so both have placed as many)"
        );
        assert_eq!(at([6, 5], Color::White, 0).len(), 1);
        // Lasker's players may move instead of placing: any counts.
        let lasker = Variant::Lasker.rules();
        let d = with(&["a1", "d1", "g1"], &["b2"], [5, 9], Color::White, 0);
        assert_eq!(d.problems(&lasker), vec![]);
        // The placement over (both hands empty): the turn is anyone's.
        let d = with(
            &["a1", "d1", "g1"],
            &["b2", "d2", "f4"],
            [0, 0],
            Color::Black,
            0,
        );
        assert_eq!(d.problems(&rules), vec![]);
    }

    #[test]
    fn a_full_board_and_a_standing_mill_that_wins_are_games_over() {
        let rules = Variant::Three.rules();
        let d = with(
            &["a1", "b2", "c3"],
            &["a2", "a3", "b3"],
            [0, 0],
            Color::Black,
            0,
        );
        assert_eq!(
            d.problems(&rules)[0].to_string(),
            "White has won already: a mill stands, and a mill wins"
        );
        let rules = Variant::Twelve.rules();
        let mut full = Diagram::new(&rules);
        full.hand = [0, 0];
        for (i, q) in rules.board.geometry().points.iter().enumerate() {
            full.put(
                q,
                Some(if i % 2 == 0 {
                    Color::White
                } else {
                    Color::Black
                }),
            );
        }
        assert_eq!(
            full.problems(&rules),
            vec![Problem::Over(Outcome {
                winner: None,
                reason: Reason::BoardFull
            })]
        );
    }

    #[test]
    fn a_stone_off_the_board_of_the_rules_is_named() {
        let rules = Variant::Six.rules();
        let d = with(&["c3"], &[], [5, 6], Color::White, 0);
        assert_eq!(d.problems(&rules), vec![Problem::OffBoard(p("c3"))]);
        assert_eq!(
            Problem::OffBoard(p("c3")).to_string(),
            "c3 is not a point of this board"
        );
    }
}

//! One test for each rule and option of docs/rules.md, each from a position where it matters.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common::nine;
use morris::rules::{
    Blocked, Color, Decision, DoubleMill, Game, MillProtection, Reason, Rules, Task, Variant,
    perft, play_tokens,
};

fn game(rules: Rules, tokens: &str) -> Game {
    play_tokens(rules, tokens).unwrap_or_else(|e| panic!("{tokens}: {e}"))
}

fn legal(g: &Game) -> Vec<String> {
    g.position().legal().iter().map(|d| d.to_string()).collect()
}

fn refuse(g: &Game, token: &str) -> String {
    let d: Decision = token.parse().unwrap();
    g.position().play(d).unwrap_err().to_string()
}

/// The placing phase of reference game G1: eighteen stones, no mill. White to move.
const OPENING: &str = "d6 d2 d5 c3 g1 b2 f2 a7 f6 e3 g7 e5 c4 d1 a1 f4 e4 b6";

#[test]
fn white_moves_first_and_places_on_any_empty_point() {
    let g = Game::new(nine());
    let pos = g.position();
    assert_eq!(pos.side_to_move(), Color::White);
    assert_eq!(pos.task(), Task::Place);
    assert_eq!(pos.legal().len(), 24);
    assert_eq!(pos.in_hand(Color::White), 9);
    let g = game(nine(), "d6");
    assert_eq!(g.position().side_to_move(), Color::Black);
    assert_eq!(refuse(&g, "d6"), "d6 is not legal here: d6 is occupied");
    assert_eq!(
        refuse(&g, "d4"),
        "d4 is not legal here: d4 is not a point of this board"
    );
    assert_eq!(
        refuse(&g, "a1-a4"),
        "a1-a4 is not legal here: Black must place while holding pieces"
    );
}

#[test]
fn moving_slides_along_a_line_to_an_adjacent_empty_point() {
    let g = game(nine(), OPENING);
    let pos = g.position();
    assert_eq!(pos.task(), Task::Move);
    assert!(legal(&g).contains(&"a1-a4".to_string()));
    assert_eq!(
        refuse(&g, "a1-a7"),
        "a1-a7 is not legal here: a7 is occupied"
    );
    assert_eq!(
        refuse(&g, "a1-g4"),
        "a1-g4 is not legal here: g4 is not adjacent to a1"
    );
    assert_eq!(
        refuse(&g, "a7-a4"),
        "a7-a4 is not legal here: a7 holds no white stone"
    );
    assert_eq!(
        refuse(&g, "a4"),
        "a4 is not legal here: White has no pieces in hand"
    );
    // No jumping: every listed move goes to a neighbour.
    for d in pos.legal() {
        let Decision::Move(from, to) = d else {
            panic!("{d}")
        };
        assert!(pos.geometry().adjacent(from).contains(to), "{d}");
    }
}

#[test]
fn flying_only_with_three_on_the_board_and_none_in_hand() {
    // Reference position P12: White has exactly 3 stones and none in hand.
    let p12 = "f6 a4 c4 b2 d2 c5 e4 b4 c3 a7 a1 b6 xa1 g7 d5 f2 e5 xe4 d1 g1 d1-a1 d5-d6 a1-d1 \
               c5-d5 f2-f4 a7-d7 xc3 d1-a1 d5-c5 f4-f2 c5-d5 xa1 d2-d3 d5-c5 c4-c3 c5-d5 xf2 \
               d3-e3 b2-d2 e3-d3 d2-b2 xc3 g7-c4 e5-e4 f6-a1 d5-c5";
    let g = game(nine(), p12);
    let pos = g.position();
    // 42 plies in, before White's first flight (g7-c4).
    let before: Vec<&str> = p12.split_whitespace().take(42).collect();
    let before = before.join(" ");
    assert_eq!(game(nine(), &before).position().task(), Task::Fly);
    let me = pos.side_to_move();
    assert_eq!(pos.on_board(me), 3);
    assert_eq!(pos.task(), Task::Fly);
    // Every stone may go to every empty point.
    assert_eq!(pos.legal().len() as u32, 3 * pos.empty().count());
    // The other side, with more stones, still slides.
    assert!(!pos.may_fly(me.other()));
    // With flying off, the same stones slide.
    let mut no_fly = nine();
    no_fly.fly_at = None;
    let g = game(no_fly, &before);
    assert_eq!(g.position().task(), Task::Move);
    assert_eq!(
        refuse(&g, "g7-c4"),
        "g7-c4 is not legal here: c4 is not adjacent to g7"
    );
}

#[test]
fn flying_at_four_when_the_option_says_so() {
    // Reference position P04: White has 4 stones; after Black's move White is to move.
    let p04 = game(nine(), OPENING);
    let _ = p04;
    let mut r = nine();
    r.pieces = 4;
    // White a1 a4 g1 b2, Black d7 g7 f6 e5: no mill, both 4 on the board, White to move.
    let g = game(r, "a1 d7 a4 g7 g1 f6 b2 e5");
    assert_eq!(g.position().task(), Task::Move);
    r.fly_at = Some(4);
    let g = game(r, "a1 d7 a4 g7 g1 f6 b2 e5");
    assert_eq!(g.position().task(), Task::Fly);
    assert_eq!(g.position().legal().len(), 4 * 16);
}

/// White a1 a4 a7 closes a mill while Black has b6 d6 f6 (a mill) and e3 (free).
const SOME_PROTECTED: &str = "a1 b6 a4 d6 g1 f6 xg1 c3 e3 a7";
/// White closes a1 a4 a7 while all of Black's stones (b6 d6 f6) stand in a mill.
const ALL_IN_MILLS: &str = "a1 b6 a4 d6 g1 f6 xg1 a7";

#[test]
fn a_mill_obliges_the_same_player_to_remove_a_stone_outside_mills() {
    let g = game(nine(), SOME_PROTECTED);
    let pos = g.position();
    assert_eq!(pos.side_to_move(), Color::White);
    assert_eq!(pos.task(), Task::Remove(1));
    assert_eq!(legal(&g), ["xe3"]);
    assert_eq!(
        refuse(&g, "xd6"),
        "xd6: d6 is in a mill and Black has stones outside mills"
    );
    assert_eq!(refuse(&g, "xa1"), "xa1: a1 holds no black stone");
    assert_eq!(
        refuse(&g, "b4"),
        "b4 is not legal here: White must first remove a black stone"
    );
    let g = game(nine(), &format!("{SOME_PROTECTED} xe3"));
    assert_eq!(g.position().side_to_move(), Color::Black);
    assert_eq!(g.position().lost(Color::Black), 1);
}

#[test]
fn removal_from_a_mill_when_all_opposing_stones_are_in_mills() {
    let g = game(nine(), ALL_IN_MILLS);
    assert_eq!(legal(&g), ["xb6", "xd6", "xf6"]);
}

#[test]
fn mill_protection_never_lets_any_stone_go() {
    let mut r = nine();
    r.protection = MillProtection::Never;
    let g = game(r, SOME_PROTECTED);
    assert_eq!(legal(&g), ["xb6", "xd6", "xe3", "xf6"]);
}

#[test]
fn mill_protection_always_means_no_removal_when_all_are_in_mills() {
    let mut r = nine();
    r.protection = MillProtection::Always;
    let g = game(r, SOME_PROTECTED);
    assert_eq!(legal(&g), ["xe3"]);
    // All of Black's stones in a mill: the removal is skipped and Black is to place.
    let g = game(r, ALL_IN_MILLS);
    assert_eq!(g.position().side_to_move(), Color::Black);
    assert_eq!(g.position().task(), Task::Place);
    assert_eq!(g.position().lost(Color::Black), 0);
}

/// White places a1, closing a1-a4-a7 and a1-d1-g1 at once.
const DOUBLE: &str = "a4 b6 a7 d6 d1 c5 g1 e5 a1";

#[test]
fn a_double_mill_removes_one_stone() {
    let g = game(nine(), DOUBLE);
    assert_eq!(g.position().task(), Task::Remove(1));
    let g = game(nine(), &format!("{DOUBLE} xb6"));
    assert_eq!(g.position().side_to_move(), Color::Black);
    assert_eq!(g.position().task(), Task::Place);
}

#[test]
fn a_double_mill_removes_two_with_the_option() {
    let mut r = nine();
    r.double_mill = DoubleMill::Each;
    let g = game(r, &format!("{DOUBLE} xb6"));
    assert_eq!(g.position().side_to_move(), Color::White);
    assert_eq!(g.position().task(), Task::Remove(1));
    let g = game(r, &format!("{DOUBLE} xb6 xd6"));
    assert_eq!(g.position().side_to_move(), Color::Black);
    assert_eq!(g.position().lost(Color::Black), 2);
}

/// Four pieces each, no flying: White's mill a1-a4-a7 removes g7, then is opened by a7-d7
/// and closed again by d7-a7.
const REFORM: &str = "a1 g7 a4 g4 a7 xg7 c5 b2 e5 a7-d7 e5-e4";

fn four_no_fly() -> Rules {
    let mut r = nine();
    r.pieces = 4;
    r.fly_at = None;
    r
}

#[test]
fn a_mill_broken_and_reformed_later_removes_again() {
    let g = game(four_no_fly(), &format!("{REFORM} d7-a7"));
    assert_eq!(g.position().task(), Task::Remove(1));
}

#[test]
fn no_immediate_reforming_with_the_option() {
    let mut r = four_no_fly();
    r.no_reform = true;
    let g = game(r, REFORM);
    assert!(!legal(&g).contains(&"d7-a7".to_string()));
    assert_eq!(
        refuse(&g, "d7-a7"),
        "d7-a7 is not legal here: d7-a7 would re-form the mill broken on White's last move (no re-forming)"
    );
    // One turn later the mill may be closed again.
    let g = game(r, &format!("{REFORM} d7-g7 e4-e5 g7-d7 e5-e4 d7-a7"));
    assert_eq!(g.position().task(), Task::Remove(1));
}

#[test]
fn the_declined_removal_with_the_option() {
    assert_eq!(
        refuse(&game(nine(), SOME_PROTECTED), "x-"),
        "x- is not legal here: the removal is not optional in these rules"
    );
    let mut r = nine();
    r.optional_removal = true;
    let g = game(r, SOME_PROTECTED);
    assert_eq!(legal(&g), ["x-", "xe3"]);
    let g = game(r, &format!("{SOME_PROTECTED} x-"));
    assert_eq!(g.position().side_to_move(), Color::Black);
    assert_eq!(g.position().lost(Color::Black), 0);
}

/// White a1 g1 a7 g7 are shut in by Black d1 a4 g4 d7 when placing ends.
const BLOCKED: &str = "a1 d1 g1 a4 a7 g4 g7 d7";

#[test]
fn a_blocked_player_loses() {
    let mut r = nine();
    r.pieces = 4;
    let g = game(r, BLOCKED);
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Some(Color::Black));
    assert_eq!(o.reason, Reason::Blocked(Color::White));
    assert_eq!(o.reason.to_string(), "White is blocked");
    // A finished game has no continuation.
    assert!(legal(&g).is_empty());
    assert_eq!(perft(&g.position(), 3), 0);
}

#[test]
fn a_blocked_player_passes_with_the_option() {
    let mut r = nine();
    r.pieces = 4;
    r.blocked = Blocked::Pass;
    let g = game(r, BLOCKED);
    assert!(g.outcome().is_none());
    assert_eq!(g.position().task(), Task::Pass);
    assert_eq!(legal(&g), ["pass"]);
    // Black moves after the pass; d1-d2 frees White's a1 and g1.
    let g = game(r, &format!("{BLOCKED} pass d1-d2"));
    assert_eq!(g.position().side_to_move(), Color::White);
    assert_eq!(g.position().task(), Task::Move);
    // Passing is only for the blocked.
    let g = game(r, &format!("{BLOCKED} pass"));
    assert_eq!(
        refuse(&g, "pass"),
        "pass is not legal here: Black is not blocked"
    );
}

#[test]
fn both_blocked_in_a_row_draw_but_only_a_full_board_can_block_both() {
    // On a connected board an empty point always has a neighbour that could step into it,
    // unless no stone touches it at all; so both players are blocked together only on a full
    // board, which draws first (docs/rules.md §4). Twelve pieces, passing on, no diagonals:
    let mut r = nine();
    r.pieces = 12;
    r.blocked = Blocked::Pass;
    r.board = morris::rules::BoardKind::Diagonal;
    let g = game(r, FULL);
    assert_eq!(g.outcome().unwrap().reason, Reason::BoardFull);
}

/// Twelve stones each on the board with diagonals, no mill ever closed.
const FULL: &str = "a4 a1 b2 a7 b6 b4 c4 c3 d3 c5 d6 d1 d7 d2 e4 d5 e5 e3 f2 f6 f4 g4 g1 g7";

#[test]
fn the_board_full_in_twelve_draws() {
    let tokens: Vec<&str> = FULL.split(' ').collect();
    let g = game(Variant::Twelve.rules(), &tokens[..23].join(" "));
    assert!(g.outcome().is_none());
    let g = game(Variant::Twelve.rules(), FULL);
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, None);
    assert_eq!(o.reason, Reason::BoardFull);
    assert_eq!(o.result(), "1/2-1/2");
}

#[test]
fn lasker_may_move_during_placement() {
    let g = game(Variant::Lasker.rules(), "d6 d2");
    let pos = g.position();
    assert_eq!(pos.task(), Task::PlaceOrMove);
    let l = legal(&g);
    assert!(l.contains(&"d6-d5".to_string()));
    assert!(l.contains(&"a1".to_string()));
    // 22 empty points to place on, and d6 may go to b6, d5, d7 or f6.
    assert_eq!(l.len(), 22 + 4);
    let g = game(Variant::Lasker.rules(), "d6 d2 d6-d7");
    assert_eq!(g.position().in_hand(Color::White), 9);
    assert_eq!(g.position().side_to_move(), Color::Black);
    // In the standard game the same move is refused.
    assert_eq!(
        refuse(&game(nine(), "d6 d2"), "d6-d5"),
        "d6-d5 is not legal here: White must place while holding pieces"
    );
}

#[test]
fn a_mill_wins_in_three() {
    let g = game(Variant::Three.rules(), "a1 b2 a2 c1 a3");
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Some(Color::White));
    assert_eq!(o.reason, Reason::MillWins(Color::White));
    // The three men's board: nine points, the centre touches all.
    assert_eq!(
        Game::new(Variant::Three.rules()).position().legal().len(),
        9
    );
}

#[test]
fn too_few_pieces_loses_at_once_even_while_placing() {
    let mut r = nine();
    r.pieces = 3;
    let g = game(r, "a1 b6 a4 d6 a7 xb6");
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Some(Color::White));
    assert_eq!(o.reason, Reason::FewerThanThree(Color::Black));
    assert_eq!(o.reason.to_string(), "Black has fewer than 3 pieces");
}

#[test]
fn two_removals_owed_are_made_one_by_one() {
    let mut r = nine();
    r.pieces = 5;
    r.double_mill = DoubleMill::Each;
    let g = game(r, DOUBLE);
    assert_eq!(g.position().task(), Task::Remove(2));
    let g = game(r, &format!("{DOUBLE} xb6"));
    assert_eq!(g.position().task(), Task::Remove(1));
    // Black: b6 d6 c5 e5 on the board and 1 in hand = 5; two removals leave 3.
    let g = game(r, &format!("{DOUBLE} xb6 xd6"));
    assert!(g.outcome().is_none());
    assert_eq!(g.position().side_to_move(), Color::Black);
}

#[test]
fn a_removal_ends_the_game_even_with_another_removal_owed() {
    // Lasker, 5 pieces, one removal per mill. White's mill a1-a4-a7 takes b6; moved out and
    // back in it takes d6, leaving Black 3 pieces. Then a1 is placed again, closing a1-a4-a7
    // and a1-d1-g1 at once: two removals owed, but the first leaves Black with 2.
    let mut r = Variant::Lasker.rules();
    r.pieces = 5;
    r.double_mill = DoubleMill::Each;
    let setup = "a4 b6 a7 d6 a1 xb6 f2 a1-d1 f4 d1-a1 xd6 b2 g1 f4-e4 a1-d1 e4-f4 a1";
    let g = game(r, setup);
    assert_eq!(g.position().task(), Task::Remove(2));
    let g = game(r, &format!("{setup} xb2"));
    let o = g.outcome().unwrap();
    assert_eq!(o.reason, Reason::FewerThanThree(Color::Black));
    assert_eq!(g.position().owed(), 0);
    assert!(legal(&g).is_empty());
}

#[test]
fn repetition_draws_on_the_third_time_and_not_before() {
    let mut r = nine();
    r.repetition = true;
    let cycle = "a1-a4 b6-b4 a4-a1 b4-b6";
    let seven = format!("{OPENING} {cycle} a1-a4 b6-b4 a4-a1");
    assert!(game(r, &seven).outcome().is_none());
    let g = game(r, &format!("{OPENING} {cycle} {cycle}"));
    assert_eq!(g.outcome().unwrap().reason, Reason::Repetition);
    // Without the option the game goes on.
    assert!(
        game(nine(), &format!("{OPENING} {cycle} {cycle}"))
            .outcome()
            .is_none()
    );
}

#[test]
fn the_move_limit_draws_at_exactly_its_count() {
    let mut r = nine();
    r.move_limit = Some(4);
    assert!(
        game(r, &format!("{OPENING} a1-a4 b6-b4 a4-a1"))
            .outcome()
            .is_none()
    );
    let g = game(r, &format!("{OPENING} a1-a4 b6-b4 a4-a1 b4-b6"));
    assert_eq!(g.outcome().unwrap().reason, Reason::MoveLimit(4));
}

#[test]
fn the_move_limit_restarts_after_a_removal() {
    let mut r = four_no_fly();
    r.move_limit = Some(2);
    // a7-d7 is one quiet move, e5-e4 a second: that would be the limit…
    let g = game(r, "a1 g7 a4 g4 a7 xg7 c5 b2 e5 a7-d7");
    assert!(g.outcome().is_none());
    assert_eq!(g.position().quiet_plies(), 1);
}

#[test]
fn the_endgame_draw_counts_plies_with_three_pieces_each() {
    let mut r = nine();
    r.pieces = 3;
    r.endgame_draw = Some(10);
    let start = "a1 g7 c3 e5 d6 f2";
    let moves = [
        "a1-a4", "g7-g4", "a4-a1", "g4-g7", "a1-a4", "g7-g4", "a4-a1", "g4-g7", "a1-a4", "g7-g4",
    ];
    let nine_plies = format!("{start} {}", moves[..9].join(" "));
    assert!(game(r, &nine_plies).outcome().is_none());
    let ten = format!("{start} {}", moves.join(" "));
    assert_eq!(
        game(r, &ten).outcome().unwrap().reason,
        Reason::EndgameDraw(10)
    );
    // Morabaraba has it at 10 too.
    assert_eq!(Variant::Morabaraba.rules().endgame_draw, Some(10));
}

#[test]
fn undo_redo_and_new_decisions_after_undo() {
    let mut g = game(nine(), SOME_PROTECTED);
    let before = g.position();
    g.play("xe3".parse().unwrap()).unwrap();
    assert!(g.undo());
    assert_eq!(g.position(), before);
    assert!(g.redo());
    assert_eq!(g.position().lost(Color::Black), 1);
    assert!(g.undo());
    assert!(g.undo());
    // Back before a7: White places again, and the redo tail (a7, xe3) is gone.
    g.play("g7".parse().unwrap()).unwrap();
    assert!(!g.can_redo());
    assert_eq!(g.history().len(), 10);
    let mut g = game(nine(), "d6 d2");
    g.undo();
    g.play("d1".parse().unwrap()).unwrap();
    assert!(!g.can_redo());
    assert_eq!(g.history().len(), 2);
}

#[test]
fn agreement_and_resignation_are_game_actions() {
    let mut g = game(nine(), "d6 d2");
    g.resign(Color::White);
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Some(Color::Black));
    assert_eq!(o.reason.to_string(), "White resigned");
    assert!(g.undo());
    assert!(g.outcome().is_none());
    g.agree_draw();
    assert_eq!(g.outcome().unwrap().result(), "1/2-1/2");
    assert!(g.play("d5".parse().unwrap()).is_err());
}

#[test]
fn turns_glue_their_removals() {
    let g = game(nine(), &format!("{SOME_PROTECTED} xe3 b4"));
    let turns: Vec<String> = g.turns().iter().map(|t| t.token()).collect();
    assert_eq!(
        turns,
        [
            "a1", "b6", "a4", "d6", "g1", "f6xg1", "c3", "e3", "a7xe3", "b4"
        ]
    );
    assert_eq!(g.turns()[8].number, 5);
}

// Perft counts where the rules show, each worked out by hand.

#[test]
fn perft_from_the_empty_board() {
    let start = Game::new(nine()).position();
    let expected = [24, 552, 12_144, 255_024, 5_100_480];
    for (d, n) in expected.iter().enumerate() {
        assert_eq!(perft(&start, d as u32 + 1), *n, "depth {}", d + 1);
    }
}

#[test]
fn perft_where_removals_flying_and_blocking_happen() {
    // Double mill, one removal: 4 black stones to take, then Black places on one of the
    // 24 - 5 white - 3 black = 16 empty points: 4 × 16 = 64.
    let g = game(nine(), DOUBLE);
    assert_eq!(perft(&g.position(), 1), 4);
    assert_eq!(perft(&g.position(), 2), 64);
    // Double mill, two removals: 4 choices, then 3: 12.
    let mut each = nine();
    each.double_mill = DoubleMill::Each;
    assert_eq!(perft(&game(each, DOUBLE).position(), 2), 12);
    // All of Black in mills: 3 removals; each leaves White a1 a4 a7 and two black stones, so
    // Black places on one of 24 - 3 - 2 = 19 empty points.
    let g = game(nine(), ALL_IN_MILLS);
    assert_eq!(perft(&g.position(), 2), 3 * 19);
    // Optional removal adds the declined one: (1 + 1) choices; after x- Black has 18
    // placements (W a1 a4 a7 c3, B b6 d6 f6 e3: 16 empty), after xe3 17.
    let mut opt = nine();
    opt.optional_removal = true;
    assert_eq!(perft(&game(opt, SOME_PROTECTED).position(), 2), 16 + 17);
    // Three pieces each on the standard board: White flies, 3 stones × 18 empty points.
    let mut three = nine();
    three.pieces = 3;
    assert_eq!(perft(&game(three, "a1 g7 c3 e5 d6 f2").position(), 1), 54);
    // Depth 2: no two of a1 c3 d6 share a line, so no flight closes a mill, and each of the
    // 54 is followed by Black's 3 stones × 18 empty points.
    assert_eq!(
        perft(&game(three, "a1 g7 c3 e5 d6 f2").position(), 2),
        54 * 54
    );
    // The blocked player: lost at once, or one pass and then Black's moves
    // (d1-d2, a4-b4, g4-f4, d7-d6: each blocker has one free neighbour).
    let mut four = nine();
    four.pieces = 4;
    assert_eq!(perft(&game(four, BLOCKED).position(), 1), 0);
    four.blocked = Blocked::Pass;
    assert_eq!(perft(&game(four, BLOCKED).position(), 1), 1);
    assert_eq!(perft(&game(four, BLOCKED).position(), 2), 4);
}

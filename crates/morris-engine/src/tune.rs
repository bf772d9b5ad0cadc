//! Fitting the evaluation's weights to results (Texel's method): the weights that make the
//! evaluation of the positions of finished games predict their results best, through a
//! logistic curve. Pure: positions and results in, weights out.
//!
//! The default weights ([`Weights::DEFAULT`]) were fitted so, from the positions of games
//! between morris and Sanmill's engines and of morris against itself (see docs/computer.md).

use super::eval::{PIECE, TERMS, Terms, Weights, terms};
use morris_rules::{Color, Game, Outcome};

/// A position's terms and the result of its game for its side to move (1 a win, ½ a draw,
/// 0 a loss).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    /// The evaluation's terms of the position.
    pub terms: Terms,
    /// The result for the side to move.
    pub result: f64,
}

/// The samples of a game that ended as `outcome` (`None` for a game stopped undecided,
/// counted as a draw, as a match adjudicates one): each position with no removal owed, before
/// the end.
pub fn samples(game: &Game, outcome: Option<Outcome>) -> Vec<Sample> {
    let white = match outcome.and_then(|o| o.winner) {
        Some(Color::White) => 1.0,
        Some(Color::Black) => 0.0,
        None => 0.5,
    };
    (0..=game.ply())
        .filter_map(|i| game.position_at(i))
        .filter(|p| p.owed() == 0 && p.outcome().is_none())
        .filter_map(|p| {
            let t = terms(&p);
            let result = if p.side_to_move() == Color::White {
                white
            } else {
                1.0 - white
            };
            (!t.mill_wins_now).then_some(Sample { terms: t, result })
        })
        .collect()
}

/// What a fit found.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fit {
    /// The weights.
    pub weights: Weights,
    /// The curve's steepness: a score of `s` thousandths of a piece predicts the result
    /// `1 / (1 + e^(-k s / 1000))`.
    pub k: f64,
    /// The mean squared error of the predictions with the starting weights.
    pub error_before: f64,
    /// The mean squared error with the fitted weights.
    pub error: f64,
}

/// The mean squared error of the predictions of `w` with steepness `k`.
fn error(samples: &[Sample], w: &[f64; TERMS], k: f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let mut e = 0.0;
    for s in samples {
        let mut v = f64::from(s.terms.material) * f64::from(PIECE);
        for (w, t) in w.iter().zip(s.terms.terms) {
            v += w * f64::from(t);
        }
        let p = 1.0 / (1.0 + (-k * v / 1000.0).exp());
        e += (s.result - p) * (s.result - p);
    }
    e / samples.len() as f64
}

/// The weights, from `start`, that predict the samples' results best (the piece's worth is
/// fixed: it sets the scale). The weights named in `fixed` keep their values. A local search:
/// each weight moved by a step while that lowers the error, the step halved from 64 to 2.
pub fn fit(samples: &[Sample], start: Weights, fixed: &[&str]) -> Fit {
    let mut w = start.values().map(f64::from);
    let free: Vec<usize> = (0..TERMS)
        .filter(|&i| !fixed.contains(&Weights::NAMES[i]))
        .collect();
    // The steepness first, for the starting weights.
    let mut k = 1.0;
    let mut best = error(samples, &w, k);
    for _ in 0..60 {
        let mut moved = false;
        for dk in [k * 0.1, -k * 0.1, k * 0.02, -k * 0.02] {
            let e = error(samples, &w, k + dk);
            if e < best {
                best = e;
                k += dk;
                moved = true;
            }
        }
        if !moved {
            break;
        }
    }
    let before = best;
    let mut step = 64.0;
    while step >= 2.0 {
        let mut improved = true;
        while improved {
            improved = false;
            for &i in &free {
                for d in [step, -step] {
                    w[i] += d;
                    let e = error(samples, &w, k);
                    if e < best {
                        best = e;
                        improved = true;
                    } else {
                        w[i] -= d;
                    }
                }
            }
        }
        step /= 2.0;
    }
    Fit {
        weights: Weights::from_values(w.map(|x| x.round() as i32)),
        k,
        error_before: before,
        error: best,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_rules::{Rules, play_tokens};

    #[test]
    fn a_game_gives_its_quiet_positions_with_the_result_for_their_side_to_move() {
        // White closes a1-a4-a7 and takes b2; the game is then stopped: a draw.
        let g = play_tokens(Rules::default(), "a1 b2 a4 b4 a7 xb2 b2").unwrap();
        let s = samples(&g, None);
        // Seven decisions, eight positions; the one owing the removal is left out.
        assert_eq!(s.len(), 7);
        assert!(s.iter().all(|x| x.result == 0.5));
        let won = samples(
            &g,
            Some(Outcome {
                winner: Some(Color::White),
                reason: morris_rules::Reason::Resignation(Color::Black),
            }),
        );
        // White to move first: 1 for it; Black to move next: 0.
        assert_eq!((won[0].result, won[1].result), (1.0, 0.0));
    }

    #[test]
    fn the_fit_finds_a_weight_that_the_results_follow() {
        // Positions where the side to move wins exactly when it has more slides: the fit
        // must give slides in the moving phase a large positive weight from nothing.
        use morris_rules::Position;
        let mut samples = Vec::new();
        let mut seed = 5u64;
        for _ in 0..300 {
            let mut pos = Position::new(Rules::default());
            while pos.outcome().is_none() && !(pos.in_hand(Color::Black) == 0 && pos.owed() == 0) {
                let legal = pos.legal();
                seed = seed
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                pos = pos.play_unchecked(legal[(seed >> 33) as usize % legal.len()]);
            }
            if pos.outcome().is_some() {
                continue;
            }
            let t = terms(&pos);
            let m = t.terms[1];
            if m == 0 || t.material != 0 {
                continue;
            }
            let result = if m > 0 { 1.0 } else { 0.0 };
            samples.push(Sample { terms: t, result });
        }
        assert!(samples.len() > 30, "{}", samples.len());
        let start = Weights::from_values([0; TERMS]);
        let f = fit(&samples, start, &[]);
        assert!(f.weights.mob_move > 100, "{:?}", f.weights);
        assert!(f.error < f.error_before, "{} {}", f.error, f.error_before);
        // A weight kept fixed stays.
        let g = fit(&samples, start, &["mob_move"]);
        assert_eq!(g.weights.mob_move, 0);
    }
}

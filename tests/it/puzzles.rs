//! Puzzles (issue 37): every shipped puzzle re-checked against exact values, and the command
//! that makes a set.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use morris::rules::Variant;
use morris::solve::Tablebase;
use morris::solve::puzzle::{Goal, Puzzle};

/// The tables a set needs: the standard game's shared ones, or the set's classes solved.
fn tables_for(variant: Variant, set: &[Puzzle]) -> std::sync::Arc<Tablebase> {
    if variant == Variant::Nine {
        return crate::common::standard_tables();
    }
    let mut tb = Tablebase::new(variant.rules());
    for (a, b) in morris::puzzles::classes_needed(set) {
        tb.solve(a, b, &mut |_, _| {}).unwrap();
    }
    std::sync::Arc::new(tb)
}

#[test]
fn every_shipped_puzzle_has_the_only_answer_the_exact_values_give() {
    for variant in Variant::ALL {
        let Some(text) = morris::puzzles::shipped_text(variant) else {
            assert_eq!(variant, Variant::Morabaraba, "{variant:?} ships no puzzles");
            continue;
        };
        let set: Vec<Puzzle> = morris::puzzles::parse(text, variant.rules())
            .into_iter()
            .map(|p| p.unwrap_or_else(|(n, e)| panic!("{variant:?} line {n}: {e}")))
            .collect();
        assert!(set.len() >= 30, "{variant:?}: {} puzzles", set.len());
        assert_eq!(set, morris::puzzles::shipped(&variant.rules()));
        let tb = tables_for(variant, &set);
        for p in &set {
            if let Err(e) = p.check(&tb) {
                panic!("{variant:?}: {}: {e}", p.to_line());
            }
        }
        // Each set has its wins and its defences; removals wherever a mill removes.
        for goal in ["win", "defend"] {
            assert!(set.iter().any(|p| p.goal.tag() == goal), "{variant:?}");
        }
        if !variant.rules().mill_wins {
            assert!(
                set.iter().any(|p| matches!(p.goal, Goal::Removal(_))),
                "{variant:?}"
            );
        }
    }
}

#[test]
fn the_shipped_standard_set_is_what_its_command_and_seed_make() {
    let set = morris::puzzles::shipped(&Variant::Nine.rules());
    let made = morris::solve::puzzle::make(&crate::common::standard_tables(), 1, 60);
    assert_eq!(made, set);
}

#[test]
fn other_rules_than_a_preset_s_get_no_shipped_set() {
    let mut rules = Variant::Nine.rules();
    rules.fly_at = None;
    assert!(morris::puzzles::shipped(&rules).is_empty());
}

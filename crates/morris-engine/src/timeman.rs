//! Time management: when a search must stop (its hard limits) and whether it starts another
//! iteration (its soft ones).
//!
//! With a time limit the search uses the whole of it: iterations go on until the deadline, and
//! an iteration cut short still counts once its first decision (the best of the iteration
//! before) has been searched to the new depth, since any decision found better after it is
//! better at that depth too. It stops early only when the turn is forced or its value is exact.
//! With a node budget (levels 1 to 9), no iteration starts after 45 % of the budget, so
//! that a level plays the same game on any machine and most turns end well within it.

use std::time::{Duration, Instant};

use super::Limits;

/// What is kept back from a time limit for ending the search and answering: the clock is
/// read every thousand nodes or so (a tenth of a millisecond), and the turn's removals and
/// the answer take a few milliseconds more.
fn reserve(t: Duration) -> Duration {
    (t / 50).min(Duration::from_millis(20))
}

/// The limits of one search, as instants and counts.
#[derive(Clone, Copy, Debug)]
pub(super) struct Clock {
    /// The search is over by then.
    deadline: Option<Instant>,
    /// The search stops once it has visited this many positions.
    budget: Option<u64>,
    /// No iteration starts after this many positions.
    soft_nodes: Option<u64>,
}

impl Clock {
    /// The clock of a search started at `start`.
    pub(super) fn new(limits: &Limits, start: Instant) -> Clock {
        Clock {
            deadline: limits.time.map(|t| start + t.saturating_sub(reserve(t))),
            budget: limits.nodes,
            soft_nodes: limits.nodes.map(|n| n / 100 * 45),
        }
    }

    /// No limit at all (a short search that always ends).
    pub(super) fn none() -> Clock {
        Clock {
            deadline: None,
            budget: None,
            soft_nodes: None,
        }
    }

    /// Whether the search must stop now, having visited `nodes` positions.
    #[inline]
    pub(super) fn expired(&self, nodes: u64) -> bool {
        self.deadline.is_some_and(|d| Instant::now() >= d)
            || self.budget.is_some_and(|b| nodes >= b)
    }

    /// Whether another iteration is started, `nodes` positions visited.
    pub(super) fn another_iteration(&self, nodes: u64) -> bool {
        self.soft_nodes.is_none_or(|n| nodes < n) && !self.expired(nodes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_time_limit_is_used_but_for_a_small_reserve() {
        for ms in [10u64, 100, 300, 1000, 5000] {
            let t = Duration::from_millis(ms);
            let r = reserve(t);
            assert!(r <= t / 50 && r <= Duration::from_millis(20), "{ms}: {r:?}");
        }
    }

    #[test]
    fn a_node_budget_starts_no_iteration_after_45_percent() {
        let limits = Limits {
            nodes: Some(1000),
            ..Limits::default()
        };
        let c = Clock::new(&limits, Instant::now());
        assert!(c.another_iteration(449));
        assert!(!c.another_iteration(450));
        assert!(!c.expired(999));
        assert!(c.expired(1000));
    }
}

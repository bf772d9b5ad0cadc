//! Time management: when a search must stop (its hard limits) and whether it starts another
//! iteration (its soft ones).
//!
//! With a time limit the search uses the whole of it: iterations go on until the deadline, and
//! an iteration cut short still counts once its first decision (the best of the iteration
//! before) has been searched to the new depth, since any decision found better after it is
//! better at that depth too. It stops early only when the turn is forced or its value is exact.
//! With a node budget (levels 1 to 9), no iteration starts after 45 % of the budget, so
//! that a level plays the same game on any machine and most turns end well within it.
//!
//! The time counted is the time the program runs: the clock is read every thousand nodes or
//! so, and a gap between two readings longer than [`GAP`] is time it was stopped (Ctrl-Z, a
//! SIGSTOP) and is left out, so that a search stopped and continued still thinks its whole
//! time after `fg`.

use std::time::{Duration, Instant};

use super::Limits;

/// The turns a clock's time is spread over at the start: a game of Nine Men's Morris is 20
/// to 60 turns a side, and what is not spent early is there for the endgame. A game that goes
/// on is expected to go on longer still (each decision played adds one to the turns to come,
/// two a turn): the time left then falls as the square root of 40/(40 + 2n) of the start
/// after n turns, not as (39/40)^n, so that a game of a thousand turns a side shuffling in an
/// endgame (the standard rules have no move limit; the computer games on the clock played
/// such games) still has seconds left for it.
const TURNS_TO_GO: u32 = 40;

/// What a clock keeps back for what is not thinking: the worker's start and answer, the
/// screen, a busy machine's late wake-up.
const CLOCK_MARGIN: Duration = Duration::from_millis(300);

/// The most of a turn's time that comes from the time left (the rest is the increment): no
/// turn takes more than a sixth of it, so that a long search never leaves the rest of the
/// game without time.
const MOST_OF_LEFT: u32 = 6;

/// How long the computer may think on a turn of a game on the clock, with `left` on its
/// clock and `increment` added after the turn, `ply` decisions into the game: a share of what
/// is left (less as the game goes on) and most of the increment, never more than a sixth of
/// what is left beyond a safety margin, and at least a thousandth of a second (a side with
/// less than the margin left still answers, at once).
///
/// ```
/// # use std::time::Duration;
/// # use morris_engine::time_for_turn;
/// let s = Duration::from_secs;
/// // 1+0 at the start: a second and a half a turn.
/// assert_eq!(time_for_turn(s(60), s(0), 0), Duration::from_millis(1500));
/// // Short of time, most of the increment.
/// assert!(time_for_turn(s(1), s(2), 40) < s(1));
/// ```
pub fn time_for_turn(left: Duration, increment: Duration, ply: usize) -> Duration {
    let spare = left.saturating_sub(CLOCK_MARGIN);
    let to_go = TURNS_TO_GO.saturating_add(u32::try_from(ply).unwrap_or(u32::MAX));
    let share = left / to_go + increment * 3 / 4;
    share
        .min(spare / MOST_OF_LEFT + increment.min(spare) / 2)
        .max(Duration::from_millis(1))
}

/// A turn given less than this is not timed but searched one move deep: a search keeps to a
/// time limit only to a few hundredths of a second (it reads the clock every thousand nodes
/// or so, and a loaded machine runs it late), which a turn this short would overrun by half
/// and more, every turn, in a long game.
const SHORT_TURN: Duration = Duration::from_millis(100);

/// The most positions a short turn visits (a thousandth of a second or two).
const SHORT_NODES: u64 = 2_000;

/// The limits of the computer's own turn on the clock: the level's `limits`, within
/// [`time_for_turn`]; a turn that would get less than a tenth of a second is searched one
/// move deep, within a small node budget, so that the tail of a long game costs next to
/// nothing a turn.
///
/// ```
/// # use std::time::Duration;
/// # use morris_engine::{Level, on_clock};
/// let s = Duration::from_secs;
/// let level = Level::new(8).unwrap().limits(s(3));
/// assert_eq!(on_clock(level, s(60), s(0), 0).time, Some(Duration::from_millis(1500)));
/// assert_eq!(on_clock(level, s(1), s(0), 200).depth, Some(1));
/// ```
pub fn on_clock(limits: Limits, left: Duration, increment: Duration, ply: usize) -> Limits {
    let t = time_for_turn(left, increment, ply);
    let mut out = Limits {
        time: Some(limits.time.map_or(t, |l| l.min(t))),
        ..limits
    };
    if t < SHORT_TURN {
        out.depth = Some(1);
        out.nodes = Some(limits.nodes.map_or(SHORT_NODES, |n| n.min(SHORT_NODES)));
    }
    out
}

/// What is kept back from a time limit for ending the search and answering: the clock is
/// read every thousand nodes or so (a tenth of a millisecond), and the turn's removals and
/// the answer take a few milliseconds more.
fn reserve(t: Duration) -> Duration {
    (t / 50).min(Duration::from_millis(20))
}

/// A gap between two readings of the clock longer than this is not counted: the program was
/// stopped, not thinking (its readings come a fraction of a millisecond apart while it runs).
/// Not less: a loaded machine reading tables from its disk has left half a second between two
/// readings, and the search, not counting it, answered seconds late (a match game lost so).
pub(super) const GAP: Duration = Duration::from_secs(3);

/// The limits of one search, as the time it may think and counts.
#[derive(Clone, Copy, Debug)]
pub(super) struct Clock {
    /// The search is over once it has thought this long.
    limit: Option<Duration>,
    /// The time it has thought, gaps left out.
    used: Duration,
    /// When the clock was last read.
    last: Instant,
    /// The search stops once it has visited this many positions.
    budget: Option<u64>,
    /// No iteration starts after this many positions.
    soft_nodes: Option<u64>,
}

impl Clock {
    /// The clock of a search started at `start`.
    pub(super) fn new(limits: &Limits, start: Instant) -> Clock {
        Clock {
            limit: limits.time.map(|t| t.saturating_sub(reserve(t))),
            used: Duration::ZERO,
            last: start,
            budget: limits.nodes,
            soft_nodes: limits.nodes.map(|n| n / 100 * 45),
        }
    }

    /// No limit at all (a short search that always ends).
    pub(super) fn none() -> Clock {
        Clock {
            limit: None,
            used: Duration::ZERO,
            last: Instant::now(),
            budget: None,
            soft_nodes: None,
        }
    }

    /// Whether only the time limits the search (no node budget).
    #[inline]
    pub(super) fn timed_only(&self) -> bool {
        self.limit.is_some() && self.budget.is_none()
    }

    /// Whether the search must stop now, having visited `nodes` positions.
    #[inline]
    pub(super) fn expired(&mut self, nodes: u64) -> bool {
        self.expired_at(nodes, Instant::now())
    }

    /// [`Clock::expired`] with the clock reading `now`.
    fn expired_at(&mut self, nodes: u64, now: Instant) -> bool {
        let late = match self.limit {
            Some(limit) => {
                let step = now.saturating_duration_since(self.last);
                self.last = now;
                if step <= GAP {
                    self.used += step;
                }
                self.used >= limit
            }
            None => false,
        };
        late || self.budget.is_some_and(|b| nodes >= b)
    }

    /// Whether another iteration is started, `nodes` positions visited.
    pub(super) fn another_iteration(&mut self, nodes: u64) -> bool {
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
    fn the_time_the_program_was_stopped_is_not_thinking_time() {
        // --think 8, as at Ctrl-Z a second in, `fg` 30 seconds later.
        let limits = Limits {
            time: Some(Duration::from_secs(8)),
            ..Limits::default()
        };
        let start = Instant::now();
        let mut c = Clock::new(&limits, start);
        let ms = Duration::from_millis;
        let mut now = start;
        for _ in 0..1000 {
            now += ms(1);
            assert!(!c.expired_at(0, now));
        }
        // Stopped: the next reading comes 30 s later.
        now += Duration::from_secs(30);
        assert!(!c.expired_at(0, now), "the stop was counted as thinking");
        // It thinks the rest of its 8 s (less the reserve) after it, and no more.
        let mut thought = ms(1000);
        while !c.expired_at(0, now) {
            now += ms(1);
            thought += ms(1);
            assert!(thought <= ms(8000), "thought past its time");
        }
        assert!(thought >= ms(8000) - reserve(ms(8000)), "{thought:?}");
    }

    /// A slow stretch of a loaded machine (a second between two readings of the clock, while
    /// tables are read from the disk) is thinking time, not a stop: before, it was left out,
    /// and a turn of one second answered after more than three (a match game lost so).
    #[test]
    fn a_slow_second_is_thinking_time() {
        let limits = Limits {
            time: Some(Duration::from_secs(1)),
            ..Limits::default()
        };
        let start = Instant::now();
        let mut c = Clock::new(&limits, start);
        assert!(c.timed_only());
        let ms = Duration::from_millis;
        assert!(!c.expired_at(0, start + ms(100)));
        assert!(
            c.expired_at(0, start + ms(1300)),
            "a slow second was left out"
        );
    }

    /// A whole game spends its time and does not run out: each turn takes what the rule gives
    /// and 2 ms besides (the search's start and its answer). Without an increment no rule
    /// lasts for ever: this one lasts 2000 turns a side at 1+0, and 600 at 20 seconds.
    #[test]
    fn a_clock_spent_by_the_rule_never_runs_out() {
        let ms = Duration::from_millis;
        for (base, inc, turns) in [
            (60_000, 0, 2000),
            (60_000, 1000, 1000),
            (20_000, 0, 600),
            (180_000, 2000, 1000),
            (0, 2000, 1000),
        ] {
            let (base, inc) = (ms(base), ms(inc));
            let mut left = base.max(inc);
            for turn in 0..turns {
                let t = time_for_turn(left, inc, turn * 2);
                let spent = t + ms(2);
                assert!(spent < left, "{base:?}+{inc:?}: out of time at turn {turn}");
                left = left - spent + inc;
            }
        }
        let s = Duration::from_secs;
        assert_eq!(time_for_turn(s(60), s(0), 0), ms(1500));
        assert!(time_for_turn(s(60), s(3), 0) > time_for_turn(s(60), s(0), 0));
        assert!(time_for_turn(s(30), s(0), 200) < time_for_turn(s(30), s(0), 0));
        assert_eq!(time_for_turn(ms(100), s(0), 0), ms(1));
    }

    #[test]
    fn a_node_budget_starts_no_iteration_after_45_percent() {
        let limits = Limits {
            nodes: Some(1000),
            ..Limits::default()
        };
        let mut c = Clock::new(&limits, Instant::now());
        assert!(c.another_iteration(449));
        assert!(!c.another_iteration(450));
        assert!(!c.expired(999));
        assert!(c.expired(1000));
    }
}

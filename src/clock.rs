//! Time controls: a base time and an increment (`5+3`: five minutes each, three seconds more
//! after every turn), and the clock of a game as a plain value. The clock reads no time
//! itself: whoever runs it (the screen's loop, a network peer) measures what passed and hands
//! it in as a [`Duration`], so that the same arithmetic runs in the game, in the tests (a fake
//! clock) and on both sides of a link.
//!
//! How the setting is written (`--clock`, the preferences, the new-game screen): minutes, a
//! `+`, and the increment in seconds — `5+3`, `0+2`, `1.5+0` (ninety seconds); `5` alone is
//! `5+0`; `none` (or `off`) is no clock. The base is a whole number of seconds (a tenth of a
//! minute is 6 seconds) of at most ten hours, the increment a whole number of seconds of at
//! most ten minutes; `0+0` gives no time at all and is refused.
//!
//! How a record writes it: PGN's standard `[TimeControl "300+3"]` (seconds both) and the time
//! left after each turn as a `{[%clk 0:04:58.3]}` comment.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use crate::rules::Color;

/// The longest base time: ten hours.
const MAX_BASE: Duration = Duration::from_secs(10 * 3600);
/// The largest increment: ten minutes.
const MAX_INCREMENT: Duration = Duration::from_secs(600);

/// Below this the clock is shown in tenths, and the screen redraws ten times a second.
pub const TENTHS_BELOW: Duration = Duration::from_secs(10);

/// A time control: the time each side starts with and what each turn adds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TimeControl {
    /// The time each side starts with.
    pub base: Duration,
    /// The time added after each turn of a side.
    pub increment: Duration,
}

/// Why a time control's text cannot be read (said in English: the command line's and the
/// preferences' problems are).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadTimeControl(String);

impl fmt::Display for BadTimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BadTimeControl {}

impl TimeControl {
    /// The choices the new-game screen offers (besides none, and one the player gave).
    pub const OFFERED: [TimeControl; 6] = [
        TimeControl::minutes(1, 0),
        TimeControl::minutes(3, 2),
        TimeControl::minutes(5, 3),
        TimeControl::minutes(10, 5),
        TimeControl::minutes(15, 10),
        TimeControl::minutes(30, 0),
    ];

    /// `m` minutes and `s` seconds a turn.
    pub const fn minutes(m: u64, s: u64) -> TimeControl {
        TimeControl {
            base: Duration::from_secs(m * 60),
            increment: Duration::from_secs(s),
        }
    }

    /// The control as PGN's `TimeControl` tag writes it: seconds and seconds, `300+3`.
    pub fn tag(&self) -> String {
        format!("{}+{}", self.base.as_secs(), self.increment.as_secs())
    }

    /// A `TimeControl` tag's control (`300+3`, `300`); `None` for anything else (PGN's `-`
    /// for none, `?` for unknown, or a control this program does not play: moves per period).
    pub fn from_tag(tag: &str) -> Option<TimeControl> {
        let tag = tag.trim();
        let (base, inc) = tag.split_once('+').unwrap_or((tag, "0"));
        let whole = |s: &str| -> Option<u64> {
            let s = s.trim();
            (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
                .then(|| s.parse().ok())
                .flatten()
        };
        let control = TimeControl {
            base: Duration::from_secs(whole(base)?),
            increment: Duration::from_secs(whole(inc)?),
        };
        control.check().ok().map(|()| control)
    }

    /// Whether the control can be played: within the bounds, and some time to play with.
    fn check(&self) -> Result<(), BadTimeControl> {
        if self.base > MAX_BASE {
            return Err(BadTimeControl(
                "the base time is at most 600 minutes".to_string(),
            ));
        }
        if self.increment > MAX_INCREMENT {
            return Err(BadTimeControl(
                "the increment is at most 600 seconds".to_string(),
            ));
        }
        if self.base.is_zero() && self.increment.is_zero() {
            return Err(BadTimeControl(
                "0+0 gives no time at all (for no clock, give none)".to_string(),
            ));
        }
        Ok(())
    }
}

/// `5+3`, `1.5+0`: minutes (a decimal where not whole), then seconds.
impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let secs = self.base.as_secs();
        let minutes = if secs.is_multiple_of(60) {
            (secs / 60).to_string()
        } else {
            // Whole seconds: at most two decimals of a minute are not always exact, so the
            // shortest decimal that reads back as the same seconds.
            let m = secs as f64 / 60.0;
            (1..=6)
                .map(|d| format!("{m:.d$}"))
                .find(|t| {
                    t.parse::<f64>()
                        .is_ok_and(|x| (x * 60.0).round() as u64 == secs)
                })
                .unwrap_or_else(|| m.to_string())
        };
        write!(f, "{minutes}+{}", self.increment.as_secs())
    }
}

/// Reads `5+3`, `5`, `0+2`, `1.5+0` (see the module's help); the problem said in English.
impl FromStr for TimeControl {
    type Err = BadTimeControl;

    fn from_str(s: &str) -> Result<TimeControl, BadTimeControl> {
        let text = s.trim();
        let bad = |why: &str| {
            BadTimeControl(format!(
                "{:?} is not a time control: {why} (write minutes+seconds, such as 5+3, 0+2 or 1.5+0; or none)",
                crate::text::excerpt(text, 24)
            ))
        };
        if text.matches('+').count() > 1 {
            return Err(bad("one + only, between the minutes and the seconds"));
        }
        if text.starts_with('-') {
            return Err(bad("a time cannot be negative"));
        }
        let (base, inc) = text.split_once('+').unwrap_or((text, "0"));
        let (base, inc) = (base.trim(), inc.trim());
        if base.is_empty() || inc.is_empty() {
            return Err(bad("a number is missing"));
        }
        // Minutes: digits, and at most one point; no signs, exponents or `inf`.
        let decimal = |t: &str| {
            t.bytes().all(|b| b.is_ascii_digit() || b == b'.')
                && t.bytes().filter(|&b| b == b'.').count() <= 1
                && t.bytes().any(|b| b.is_ascii_digit())
        };
        if !decimal(base) {
            return Err(bad("the minutes are not a number"));
        }
        if !inc.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad("the increment is not a whole number of seconds"));
        }
        let minutes: f64 = base
            .parse()
            .map_err(|_| bad("the minutes are not a number"))?;
        if minutes > MAX_BASE.as_secs() as f64 / 60.0 {
            return Err(bad("the base time is at most 600 minutes"));
        }
        let secs = minutes * 60.0;
        if (secs - secs.round()).abs() > 1e-6 {
            return Err(bad(
                "the base time must come to whole seconds (0.1 minute is 6 s)",
            ));
        }
        let increment: u64 = inc
            .parse()
            .map_err(|_| bad("the increment is at most 600 seconds"))?;
        let control = TimeControl {
            base: Duration::from_secs(secs.round() as u64),
            increment: Duration::from_secs(increment),
        };
        control.check().map_err(|e| bad(&e.0))?;
        Ok(control)
    }
}

/// The clock of a game: the control, each side's time left, and whose runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    /// The time control.
    pub control: TimeControl,
    /// White's and Black's time left.
    pub left: [Duration; 2],
    /// The side whose time runs, if one does.
    pub running: Option<Color>,
}

impl Clock {
    /// A clock at the start: both sides at the base time, stopped.
    pub fn new(control: TimeControl) -> Clock {
        Clock {
            control,
            left: [control.base; 2],
            running: None,
        }
    }

    /// The time `c` has left.
    pub fn left(&self, c: Color) -> Duration {
        self.left[c.index()]
    }

    /// `c`'s time starts running (the other's stops, uncharged).
    pub fn start_turn(&mut self, c: Color) {
        self.running = Some(c);
    }

    /// The running time stops, nothing added (the game is paused or over).
    pub fn pause(&mut self) {
        self.running = None;
    }

    /// `elapsed` passed: it is taken from the running side. The side whose time ran out, if
    /// it did.
    pub fn tick(&mut self, elapsed: Duration) -> Option<Color> {
        let c = self.running?;
        let left = &mut self.left[c.index()];
        *left = left.saturating_sub(elapsed);
        self.flag()
    }

    /// The running side ends its turn `elapsed` after the last tick: that is taken, and the
    /// increment given, unless its time ran out (then that side is returned). The clock
    /// stops until the next [`Clock::start_turn`].
    pub fn stop_turn(&mut self, elapsed: Duration) -> Option<Color> {
        if let Some(c) = self.tick(elapsed) {
            return Some(c);
        }
        if let Some(c) = self.running.take() {
            let left = &mut self.left[c.index()];
            *left = left.saturating_add(self.control.increment);
        }
        None
    }

    /// `c`'s turn is over without its time running (its first, which is not timed): the
    /// increment only.
    pub fn increment(&mut self, c: Color) {
        let left = &mut self.left[c.index()];
        *left = left.saturating_add(self.control.increment);
    }

    /// The running side, if its time has run out.
    pub fn flag(&self) -> Option<Color> {
        self.running.filter(|c| self.left(*c).is_zero())
    }

    /// Sets the time left of both sides (an undo gives back the time of the turns taken
    /// back, from the times stored after each).
    pub fn give_back(&mut self, left: [Duration; 2]) {
        self.left = left;
    }

    /// How long until the running clock's shown figure changes (a second, or a tenth under
    /// ten seconds), or its time runs out: when the screen must be drawn again. `None` while
    /// no clock runs.
    pub fn next_change(&self) -> Option<Duration> {
        let left = self.left(self.running?);
        let unit = if left <= TENTHS_BELOW {
            Duration::from_millis(100)
        } else {
            Duration::from_secs(1)
        };
        let nanos = left.as_nanos() % unit.as_nanos();
        let wait = if nanos == 0 {
            unit
        } else {
            Duration::from_nanos(nanos as u64)
        };
        Some(wait.min(left).max(Duration::from_millis(1)))
    }
}

/// A game's clock as its record keeps it: the time control, and the time its player had left
/// after each stored decision (undone ones too), where it is known.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Times {
    /// The time control; `None`: the game has no clock.
    pub control: Option<TimeControl>,
    /// After each stored decision, the time its player had left.
    pub after: Vec<Option<Duration>>,
}

impl Times {
    /// A new game's: the control, nothing played.
    pub fn new(control: Option<TimeControl>) -> Times {
        Times {
            control,
            after: Vec::new(),
        }
    }

    /// The time each side has left after the first `ply` decisions of a game whose positions
    /// `side_at` gives (who was to move before each decision): each side's time after its
    /// last decision before `ply` that has one stored, else the base time.
    pub fn left_at(&self, ply: usize, side_at: impl Fn(usize) -> Option<Color>) -> [Duration; 2] {
        let base = self.control.map_or(Duration::ZERO, |c| c.base);
        let mut left = [None, None];
        for i in (0..ply.min(self.after.len())).rev() {
            if let (Some(t), Some(c)) = (self.after[i], side_at(i))
                && left[c.index()].is_none()
            {
                left[c.index()] = Some(t);
            }
            if left.iter().all(Option::is_some) {
                break;
            }
        }
        left.map(|t| t.unwrap_or(base))
    }

    /// Notes the time `left` after decision `at` (what followed it is dropped, as the game
    /// drops it).
    pub fn note(&mut self, at: usize, left: Duration) {
        self.after.truncate(at);
        self.after.resize(at, None);
        self.after.push(Some(left));
    }
}

/// A time left as the clock shows it: `4:58`, `1:02:03`, and `0:09.3` (tenths) under ten
/// seconds. Rounded down, as a clock runs: `0:00.0` is a time run out.
pub fn shown(d: Duration) -> String {
    if d < TENTHS_BELOW {
        let tenths = d.as_millis() / 100;
        return format!("0:{:02}.{}", tenths / 10, tenths % 10);
    }
    let s = d.as_secs();
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// A time left as PGN's `%clk` writes it: `0:04:58.3` (hours, minutes, seconds, a tenth).
pub fn clk(d: Duration) -> String {
    let tenths = d.as_millis() / 100;
    let s = tenths / 10;
    format!(
        "{}:{:02}:{:02}.{}",
        s / 3600,
        s / 60 % 60,
        s % 60,
        tenths % 10
    )
}

/// A `%clk` time read back: `0:04:58.3`, `0:04:58`, `4:58` (no more than three fields,
/// minutes and seconds under 60, at most three decimals). `None` for anything else.
pub fn parse_clk(t: &str) -> Option<Duration> {
    let t = t.trim();
    let (whole, frac) = t.split_once('.').unwrap_or((t, ""));
    if frac.len() > 3 || !frac.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let fields: Vec<&str> = whole.split(':').collect();
    if fields.len() > 3 || fields.iter().any(|f| f.is_empty() || f.len() > 6) {
        return None;
    }
    let mut secs = 0u64;
    for (i, f) in fields.iter().enumerate() {
        if !f.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let n: u64 = f.parse().ok()?;
        if i > 0 && n >= 60 {
            return None;
        }
        secs = secs.checked_mul(60)?.checked_add(n)?;
    }
    let millis = if frac.is_empty() {
        0
    } else {
        format!("{frac:0<3}").parse::<u64>().ok()?
    };
    let d = Duration::from_secs(secs) + Duration::from_millis(millis);
    (d <= MAX_BASE * 2).then_some(d)
}

/// The comment a record carries after a turn: `{[%clk 0:04:58.3]}`.
pub fn clk_comment(d: Duration) -> String {
    format!("{{[%clk {}]}}", clk(d))
}

/// The time of a record's comment, if it is a `%clk` one (`{[%clk 0:04:58.3]}`, spaces
/// allowed around).
pub fn clk_of_comment(text: &str) -> Option<Duration> {
    let inner = text.trim().strip_prefix('{')?.strip_suffix('}')?.trim();
    let inner = inner.strip_prefix("[%clk")?.strip_suffix(']')?;
    parse_clk(inner)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tc(s: &str) -> TimeControl {
        s.parse().unwrap()
    }

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    #[test]
    fn a_time_control_is_minutes_and_seconds() {
        assert_eq!(tc("5+3"), TimeControl::minutes(5, 3));
        assert_eq!(tc("5"), TimeControl::minutes(5, 0));
        assert_eq!(tc(" 0+2 "), TimeControl::minutes(0, 2));
        assert_eq!(tc("1.5+0").base, secs(90));
        assert_eq!(tc("0.5+1").base, secs(30));
        for s in ["5+3", "0+2", "1.5+0", "10+5", "0.1+0", "600+600"] {
            assert_eq!(tc(s).to_string(), s, "{s}");
            assert_eq!(tc(&tc(s).to_string()), tc(s));
        }
    }

    #[test]
    fn bad_time_controls_are_refused_with_why() {
        for (s, why) in [
            ("", "missing"),
            ("+3", "missing"),
            ("5+", "missing"),
            ("five", "not a number"),
            ("-5+3", "negative"),
            ("-1+0", "negative"),
            ("5+3+1", "one + only"),
            ("5+-3", "whole number"),
            ("5+1.5", "whole number"),
            ("1e3+0", "not a number"),
            ("inf", "not a number"),
            ("1.2.3", "not a number"),
            ("0+0", "no time at all"),
            ("0", "no time at all"),
            ("601+0", "at most 600 minutes"),
            ("5+601", "at most 600 seconds"),
            ("5+99999999999999999999999", "at most 600 seconds"),
            ("0.01+0", "whole seconds"),
        ] {
            let e = s.parse::<TimeControl>().unwrap_err().to_string();
            assert!(e.contains(why), "{s:?}: {e}");
            assert!(e.contains("5+3"), "{s:?}: {e}");
        }
    }

    #[test]
    fn the_tag_is_seconds_and_reads_back() {
        assert_eq!(tc("5+3").tag(), "300+3");
        assert_eq!(tc("1.5+0").tag(), "90+0");
        assert_eq!(TimeControl::from_tag("300+3"), Some(tc("5+3")));
        assert_eq!(TimeControl::from_tag("60"), Some(tc("1")));
        for none in ["-", "?", "", "40/7200:3600", "300+x", "0+0", "+3"] {
            assert_eq!(TimeControl::from_tag(none), None, "{none:?}");
        }
    }

    #[test]
    fn the_running_side_pays_and_the_increment_comes_after_its_turn() {
        let mut c = Clock::new(tc("1+2"));
        assert_eq!(c.tick(secs(5)), None);
        assert_eq!(c.left, [secs(60); 2], "no clock runs yet");
        c.start_turn(Color::White);
        assert_eq!(c.tick(secs(5)), None);
        assert_eq!(c.stop_turn(secs(3)), None);
        assert_eq!(c.left(Color::White), secs(54));
        assert_eq!(c.running, None);
        c.start_turn(Color::Black);
        c.tick(secs(10));
        c.pause();
        c.tick(secs(100));
        assert_eq!(c.left(Color::Black), secs(50), "paused, nothing is taken");
        c.start_turn(Color::Black);
        assert_eq!(c.tick(secs(49)), None);
        assert_eq!(c.stop_turn(secs(2)), Some(Color::Black), "time ran out");
        assert_eq!(c.left(Color::Black), Duration::ZERO);
        assert_eq!(c.flag(), Some(Color::Black));
        c.give_back([secs(54), secs(62)]);
        assert_eq!(c.flag(), None);
        assert_eq!(c.left(Color::Black), secs(62));
    }

    #[test]
    fn the_screen_is_drawn_again_when_the_figure_changes() {
        let mut c = Clock::new(tc("1+0"));
        assert_eq!(c.next_change(), None, "no clock runs: no wake-ups");
        c.start_turn(Color::White);
        assert_eq!(c.next_change(), Some(secs(1)));
        c.tick(Duration::from_millis(300));
        assert_eq!(c.next_change(), Some(Duration::from_millis(700)));
        c.give_back([Duration::from_millis(9_950), secs(60)]);
        assert_eq!(c.next_change(), Some(Duration::from_millis(50)));
        c.give_back([Duration::from_millis(30), secs(60)]);
        assert_eq!(c.next_change(), Some(Duration::from_millis(30)));
    }

    #[test]
    fn times_are_shown_rounded_down_with_tenths_under_ten_seconds() {
        let ms = Duration::from_millis;
        assert_eq!(shown(secs(300)), "5:00");
        assert_eq!(shown(ms(298_700)), "4:58");
        assert_eq!(shown(secs(3723)), "1:02:03");
        assert_eq!(shown(ms(10_000)), "0:10");
        assert_eq!(shown(ms(9_999)), "0:09.9");
        assert_eq!(shown(ms(9_350)), "0:09.3");
        assert_eq!(shown(ms(50)), "0:00.0");
        assert_eq!(shown(Duration::ZERO), "0:00.0");
    }

    #[test]
    fn clk_comments_are_pgns_and_read_back() {
        let ms = Duration::from_millis;
        assert_eq!(clk(ms(298_300)), "0:04:58.3");
        assert_eq!(clk_comment(secs(3723)), "{[%clk 1:02:03.0]}");
        for d in [ms(0), ms(100), ms(298_300), secs(36_000)] {
            assert_eq!(clk_of_comment(&clk_comment(d)), Some(d));
        }
        assert_eq!(clk_of_comment("{ [%clk 0:04:58] }"), Some(secs(298)));
        assert_eq!(clk_of_comment("{[%clk 4:58.25]}"), Some(ms(298_250)));
        for bad in [
            "{a comment}",
            "{[%clk]}",
            "{[%clk 0:60:00]}",
            "{[%clk x]}",
            "{[%clk 1:2:3:4]}",
            "{[%clk 99999999:00:00]}",
            "{[%clk 0:00:01.1234]}",
            "[%clk 0:00:01]",
        ] {
            assert_eq!(clk_of_comment(bad), None, "{bad}");
        }
    }
}

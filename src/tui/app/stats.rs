//! The Statistics screen (issue 37): per person on the scoreboard, the rating and its history,
//! the results by variant and by opponent, the games counted apart, the longest games; the
//! puzzles solved. The store reads it all when the screen opens ([`Effect::Stats`]); the
//! screen reads no file. ←/→ choose the person, ↑/↓ scroll; the game waits underneath.
//!
//! [`Effect::Stats`]: super::Effect::Stats

use std::sync::Arc;

use crate::store::stats::Stats;

use super::super::keys::Action;
use super::{App, Mode};

/// What the store read, shared (it is never changed here: two copies are the same read).
#[derive(Clone, Debug)]
pub struct Read(pub Arc<Stats>);

impl PartialEq for Read {
    fn eq(&self, other: &Read) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for Read {}

/// The Statistics screen's state.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Statistics {
    /// What the store read: `None` until it answers; `Some(None)` where there is no data
    /// folder to read.
    read: Option<Option<Read>>,
    /// The person shown (an index into the people).
    at: usize,
    /// The first line of the text shown (scrolled down by this many).
    top: usize,
    /// The name to show first, once the store has read the people: the person at the table.
    wanted: Option<String>,
}

impl Statistics {
    /// What the store read, once it has: `None` inside where there is no data folder.
    pub fn read(&self) -> Option<Option<&Stats>> {
        self.read.as_ref().map(|r| r.as_ref().map(|r| r.0.as_ref()))
    }

    /// The person shown, and which of how many (from 1).
    pub fn person(&self) -> Option<(&crate::store::stats::Person, usize, usize)> {
        let s = self.read()??;
        let p = s.people.get(self.at)?;
        Some((p, self.at + 1, s.people.len()))
    }

    /// The first line of the text shown.
    pub fn top(&self) -> usize {
        self.top
    }

    /// Whether the person shown has a rating's history to draw.
    pub fn has_chart(&self) -> bool {
        self.person().is_some_and(|(p, _, _)| !p.history.is_empty())
    }

    /// Another person: `forward` the next (after the last, the first), else the one before.
    fn turn(&mut self, forward: bool) {
        let n = self.read().flatten().map_or(0, |s| s.people.len());
        if n > 0 {
            self.at = if forward {
                (self.at + 1) % n
            } else {
                (self.at + n - 1) % n
            };
            self.top = 0;
        }
    }
}

impl App {
    /// The Statistics screen's state, while it is open.
    pub fn statistics(&self) -> Option<&Statistics> {
        match &self.mode {
            Mode::Stats(s) => Some(s),
            _ => None,
        }
    }

    /// Opens the Statistics screen, asking the store for what it shows; the person at the
    /// table (White's, else Black's) is shown first.
    pub(super) fn open_stats(&mut self) {
        let wanted = crate::rules::Color::BOTH
            .into_iter()
            .find(|&c| self.seats.level(c).is_none())
            .map(|c| self.seats.names()[c.index()].clone());
        self.out.push(super::Effect::Stats);
        self.mode = Mode::Stats(Box::new(Statistics {
            wanted,
            ..Statistics::default()
        }));
    }

    /// What the store read (`None`: no data folder): shown, on the person wanted where they
    /// are among the people.
    pub(super) fn stats_read(&mut self, read: Option<Box<Stats>>) {
        let Mode::Stats(st) = &mut self.mode else {
            return;
        };
        let read = read.map(|s| Read(Arc::from(s)));
        if let (Some(r), Some(name)) = (&read, st.wanted.take()) {
            st.at = r.0.people.iter().position(|p| p.name == name).unwrap_or(0);
        }
        st.read = Some(read);
        st.top = 0;
    }

    /// An action on the Statistics screen.
    pub(super) fn stats_key(&mut self, mut st: Box<Statistics>, action: Action) {
        let most = self.stats_most_top(&st);
        match action {
            Action::Left => st.turn(false),
            Action::Right => st.turn(true),
            Action::Up | Action::WheelUp => st.top = st.top.saturating_sub(1),
            Action::Down | Action::WheelDown => st.top = (st.top + 1).min(most),
            Action::PageUp => st.top = st.top.saturating_sub(10),
            Action::PageDown => st.top = (st.top + 10).min(most),
            Action::Home => st.top = 0,
            Action::End => st.top = most,
            a @ (Action::Cancel | Action::Menu | Action::Help | Action::Quit) => {
                return self.leave_screen(a, Mode::Stats(st));
            }
            _ => {}
        }
        self.mode = Mode::Stats(st);
    }

    /// How far the text can be scrolled at the terminal's size: until its last line is at
    /// the bottom (before the size is known, a bound the view keeps to).
    fn stats_most_top(&self, st: &Statistics) -> usize {
        let Some((w, h)) = self.size else {
            return 10_000;
        };
        let area = ratatui::layout::Rect::new(0, 0, w, h);
        let text = super::super::layout::stats_layout(area, st.has_chart()).text;
        let n = lines(st, text_width(text), self.settings.ascii).len();
        n.saturating_sub(usize::from(text.height))
    }
}

/// How a line of the text is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// A heading, the rating.
    Bold,
    /// The figures.
    Plain,
    /// What counts apart, the dates.
    Quiet,
    /// What the store said of its files.
    Note,
}

/// The text of the screen `width` columns wide (the longest lines cut, the store's notes
/// wrapped): the person's rating, results by variant and by opponent, games apart, longest
/// games; the puzzles; the notes.
pub fn lines(st: &Statistics, width: usize, ascii: bool) -> Vec<(String, Tone)> {
    use crate::t;
    use crate::words::VariantWords;
    let dots = if ascii { "..." } else { "…" };
    let Some(read) = st.read() else {
        return vec![(t!("stats-reading", dots = dots), Tone::Quiet)];
    };
    let Some(s) = read else {
        return vec![(t!("stats-no-folder"), Tone::Note)];
    };
    let variant = |name: &str| {
        if let Some(pack) = name.strip_prefix("sanmill:") {
            return t!("stats-pack", name = crate::text::clean(pack));
        }
        crate::rules::Variant::from_name(name)
            .map_or_else(|| crate::text::clean(name), |v| v.short_title())
    };
    let mut out: Vec<(String, Tone)> = Vec::new();
    // What the store said of its files first, where it is seen at once.
    let notes = s
        .notes
        .iter()
        .map(ToString::to_string)
        .chain(s.failed.iter().map(ToString::to_string))
        .chain(s.puzzle_notes.iter().cloned());
    for n in notes {
        out.push((crate::text::clean(&n), Tone::Note));
    }
    let blank = |out: &mut Vec<(String, Tone)>| {
        if !out.is_empty() {
            out.push((String::new(), Tone::Plain));
        }
    };
    blank(&mut out);
    match st.person() {
        None => out.push((t!("stats-nobody"), Tone::Plain)),
        Some((p, _, _)) => {
            match p.rating {
                Some(r) => {
                    let best = p.history.iter().map(|h| h.rating).fold(r, f64::max);
                    out.push((
                        t!(
                            "stats-rating",
                            rating = format!("{r:.0}"),
                            n = p.history.len(),
                            best = format!("{best:.0}")
                        ),
                        Tone::Bold,
                    ));
                }
                None => out.push((t!("stats-no-rating"), Tone::Bold)),
            }
            let r = p.results();
            if r.games() > 0 {
                out.push((
                    t!("stats-games", won = r.won, drawn = r.drawn, lost = r.lost),
                    Tone::Plain,
                ));
            }
            let a = p.apart;
            if a.games() > 0 {
                out.push((
                    t!("stats-apart", won = a.won, drawn = a.drawn, lost = a.lost),
                    Tone::Quiet,
                ));
            }
            let table =
                |out: &mut Vec<(String, Tone)>,
                 head: String,
                 rows: Vec<(String, crate::store::stats::Results)>| {
                    if rows.is_empty() {
                        return;
                    }
                    blank(out);
                    let cols = [t!("stats-won"), t!("stats-drawn"), t!("stats-lost")];
                    let w = cols
                        .iter()
                        .map(|c| c.chars().count())
                        .max()
                        .unwrap_or(4)
                        .max(4);
                    // The name's column: what the three counts leave.
                    let name_w = width.saturating_sub(3 * (w + 2)).max(8);
                    let row = |name: &str, c: [String; 3]| {
                        let name = crate::tui::wrap::fit(name, name_w, ascii);
                        let pad = name_w.saturating_sub(name.chars().count());
                        format!(
                            "{name}{:pad$}  {:>w$}  {:>w$}  {:>w$}",
                            "", c[0], c[1], c[2]
                        )
                    };
                    out.push((row(&head, cols.clone()), Tone::Bold));
                    for (name, r) in rows {
                        out.push((
                            row(&name, [r.won, r.drawn, r.lost].map(|n| n.to_string())),
                            Tone::Plain,
                        ));
                    }
                };
            table(
                &mut out,
                t!("stats-by-variant"),
                p.by_variant.iter().map(|(v, r)| (variant(v), *r)).collect(),
            );
            let mut opponents: Vec<(&String, &crate::store::stats::Results)> =
                p.by_opponent.iter().collect();
            opponents.sort_by(|a, b| crate::store::scores::natural_cmp(a.0, b.0));
            table(
                &mut out,
                t!("stats-by-opponent"),
                opponents
                    .into_iter()
                    .map(|(o, r)| (opponent(o), *r))
                    .collect(),
            );
            if !p.longest.is_empty() {
                blank(&mut out);
                out.push((t!("stats-longest"), Tone::Bold));
                for l in &p.longest {
                    out.push((
                        t!(
                            "stats-long",
                            plies = l.plies,
                            opponent = opponent_name(&l.opponent),
                            variant = variant(&l.variant),
                            result = l.result.clone()
                        ),
                        Tone::Plain,
                    ));
                }
            }
        }
    }
    if !s.puzzles.is_empty() {
        blank(&mut out);
        out.push((t!("stats-puzzles"), Tone::Bold));
        for set in &s.puzzles {
            let line = if set.shipped > 0 {
                t!(
                    "stats-puzzle-set-of",
                    set = variant(&set.set),
                    solved = set.solved,
                    total = set.shipped,
                    failed = set.failed
                )
            } else {
                t!(
                    "stats-puzzle-set",
                    set = variant(&set.set),
                    solved = set.solved,
                    failed = set.failed
                )
            };
            out.push((line, Tone::Plain));
        }
    }
    // The tables' rows fit already; the sentences are wrapped, the rest of a line indented.
    out.into_iter()
        .flat_map(|(l, tone)| {
            let rows = if l.is_empty() {
                vec![l]
            } else {
                crate::tui::wrap::wrap_message(&l, width, 2, ascii)
            };
            rows.into_iter().map(move |r| (r, tone))
        })
        .collect()
}

/// An opponent as the screen names them: the computer's level in the language in force,
/// with its fixed rating; a person by their name.
pub fn opponent(name: &str) -> String {
    let shown = opponent_name(name);
    match crate::rating::level_of(name).and_then(crate::rating::level_rating) {
        Some(r) => crate::t!("stats-level", name = shown, rating = format!("{r:.0}")),
        None => shown,
    }
}

/// An opponent's name as the screen says it: the computer's level in the language in force.
pub fn opponent_name(name: &str) -> String {
    match crate::rating::level_of(name) {
        Some(level) => crate::t!("board-computer-name", level = level),
        None => crate::text::clean(name),
    }
}

/// The width the text is made for in its part of the screen (a column of margin on the left).
pub fn text_width(text: ratatui::layout::Rect) -> usize {
    usize::from(text.width.saturating_sub(1))
}

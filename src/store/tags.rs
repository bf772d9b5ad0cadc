//! Every tag morris writes into a record, in one place: the usual tags of a new record, the
//! players' names, the help they had (`[Analysis "shown"]`, `[Hints "3"]`) and, where a side
//! changed hands between a person and the computer, which decisions the computer made
//! (`[ComputerPlayed "4,6-9"]`). The scoreboard reads the same tags back.

use crate::clock::{TimeControl, Times, clk_comment, clk_of_comment};
use crate::rules::{Color, Extra, Extras, Game, Record};

/// The tags of a new record between `white` and `black`, dated today.
pub fn new_record(white: &str, black: &str) -> Vec<(String, String)> {
    Record::usual_tags(white, black, &super::today())
}

/// Who played a game and how, as its record says it.
#[derive(Clone, Copy, Debug)]
pub struct Players<'a> {
    /// White's and Black's names (a computer side by its level: `morris level 5`).
    pub names: [&'a str; 2],
    /// The help the players had.
    pub help: Help,
    /// Who made each stored decision: `true` where the computer did.
    pub by_computer: &'a [bool],
    /// The board is shown turned half round.
    pub turned: bool,
    /// Analysis is on (the `v` panel): a resumed game comes back with it on.
    pub analysis_on: bool,
    /// The clocks: the time control (its tag) and the time left after each decision (the
    /// record's `%clk` comments); `None`: the game's record is left as it is.
    pub clock: Option<&'a Times>,
    /// The address of the friend at another terminal, in a game across the link.
    pub opponent: Option<&'a str>,
}

/// The tag of a game across the link: the other side's address, as the link saw it.
pub const OPPONENT_TAG: &str = "Opponent";

/// Writes what `players` says into `tags`, for the record of `game`: the names, the help had,
/// and which decisions the computer made where a side changed hands.
pub fn write(tags: &mut Vec<(String, String)>, game: &Game, players: &Players<'_>) {
    for (tag, name) in ["White", "Black"].into_iter().zip(players.names) {
        match tags.iter_mut().find(|(k, _)| k == tag) {
            Some(t) => t.1 = name.to_string(),
            None => tags.push((tag.into(), name.to_string())),
        }
    }
    players.help.write_tags(tags);
    tags.retain(|(k, _)| !k.eq_ignore_ascii_case(TURNED_TAG));
    if players.turned {
        tags.push((TURNED_TAG.into(), "yes".into()));
    }
    tags.retain(|(k, _)| !k.eq_ignore_ascii_case(ANALYSIS_ON_TAG));
    if players.analysis_on {
        tags.push((ANALYSIS_ON_TAG.into(), "yes".into()));
    }
    if let Some(control) = players.clock.and_then(|c| c.control) {
        tags.retain(|(k, _)| k != TIME_CONTROL_TAG);
        tags.push((TIME_CONTROL_TAG.into(), control.tag()));
    }
    if let Some(a) = players.opponent {
        tags.retain(|(k, _)| k != OPPONENT_TAG);
        tags.push((OPPONENT_TAG.into(), a.to_string()));
    }
    tags.retain(|(k, _)| k != COMPUTER_PLAYED);
    if let Some(v) = computer_played_tag(game, players.by_computer) {
        tags.push((COMPUTER_PLAYED.into(), v));
    }
}

/// PGN's tag of the time control: `[TimeControl "300+3"]`, seconds and seconds.
pub const TIME_CONTROL_TAG: &str = "TimeControl";

/// A record's clocks: its time control (none where its `TimeControl` tag is missing or one
/// this program does not play) and the time left after each decision, from its `%clk`
/// comments.
pub fn clock_of(record: &Record) -> Times {
    let control = record
        .tags
        .iter()
        .find(|(k, _)| k == TIME_CONTROL_TAG)
        .and_then(|(_, v)| TimeControl::from_tag(v));
    let n = record.game.history().len();
    let mut after = vec![None; n];
    if control.is_some() {
        let same = record
            .extras
            .decisions
            .iter()
            .zip(record.game.history())
            .take_while(|(a, b)| a == b)
            .count();
        for e in &record.extras.notes {
            if let Some(t) = clk_of_comment(&e.text)
                && (1..=same).contains(&e.after)
            {
                after[e.after - 1] = Some(t);
            }
        }
    }
    Times { control, after }
}

/// A record's extras with the clocks' `%clk` comments written again from `times`: one after
/// each turn, and after the last decision played (a turn cut short by a removal still owed);
/// the record's other comments stay where they stood while the game plays the same
/// decisions.
pub fn clock_extras(extras: &Extras, game: &Game, times: &Times) -> Extras {
    let history = game.history();
    let same = extras
        .decisions
        .iter()
        .zip(history)
        .take_while(|(a, b)| a == b)
        .count();
    let mut notes: Vec<Extra> = extras
        .notes
        .iter()
        .filter(|e| e.after <= same && clk_of_comment(&e.text).is_none())
        .cloned()
        .collect();
    if times.control.is_some() {
        for (i, t) in times.after.iter().enumerate().take(history.len()) {
            let Some(t) = t else { continue };
            let ends_turn = match (game.position_at(i), game.position_at(i + 1)) {
                (Some(a), Some(b)) => a.side_to_move() != b.side_to_move() || b.outcome().is_some(),
                _ => true,
            };
            if ends_turn || i + 1 == game.ply() {
                notes.push(Extra {
                    after: i + 1,
                    text: clk_comment(*t),
                });
            }
        }
    }
    // In their places: an annotation glued to its decision, then the clock, then the rest.
    notes.sort_by_key(|e| {
        let rank = if e.text.starts_with(['!', '?', '+', '#']) {
            0
        } else if clk_of_comment(&e.text).is_some() {
            1
        } else {
            2
        };
        (e.after, rank)
    });
    Extras {
        decisions: history.to_vec(),
        notes,
    }
}

/// A name as a record's tag gives it: the tag, or the side's name when it is empty or `?`.
pub fn name_in(tags: &[(String, String)], tag: &str) -> String {
    match tags.iter().find(|(k, _)| k == tag).map(|(_, v)| v.trim()) {
        Some(n) if !n.is_empty() && n != "?" => n.to_string(),
        _ => tag.to_string(),
    }
}

/// The tag of a game whose board is shown turned half round (`[Turned "yes"]`): it comes
/// back turned when resumed.
pub const TURNED_TAG: &str = "Turned";

/// Whether a record's tags say its board is shown turned half round.
pub fn turned(tags: &[(String, String)]) -> bool {
    tags.iter()
        .find(|(k, _)| k.eq_ignore_ascii_case(TURNED_TAG))
        .is_some_and(|(_, v)| ["yes", "true", "1"].contains(&v.trim().to_lowercase().as_str()))
}

/// The tag of a game saved while analysis was on (`[AnalysisOn "yes"]`): it comes back on
/// when resumed. Analysis on is help had, which `[Analysis "shown"]` says; this says only
/// whether the panel was open when the game was left.
pub const ANALYSIS_ON_TAG: &str = "AnalysisOn";

/// Whether a record's tags say analysis was on when it was saved.
pub fn analysis_on(tags: &[(String, String)]) -> bool {
    tags.iter()
        .find(|(k, _)| k.eq_ignore_ascii_case(ANALYSIS_ON_TAG))
        .is_some_and(|(_, v)| ["yes", "true", "1"].contains(&v.trim().to_lowercase().as_str()))
}

/// The tag a record carries when analysis was on while the game was in progress.
pub const ANALYSIS_TAG: &str = "Analysis";
/// The tag that counts the hints given during the game.
pub const HINTS_TAG: &str = "Hints";

/// The help the players had during a game, kept in its record.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Help {
    /// Analysis was on while the game was in progress.
    pub analysis: bool,
    /// Hints given.
    pub hints: u32,
}

impl Help {
    /// The help a record's tags say was had: `[Analysis "shown"]`, `[Hints "3"]` (a value
    /// that is not a count still says there was a hint).
    pub fn from_tags(tags: &[(String, String)]) -> Help {
        let tag = |name: &str| {
            tags.iter()
                .find(|(k, _)| k.eq_ignore_ascii_case(name))
                .map(|(_, v)| v.trim())
        };
        // A tag that says something else still says there was help: it is kept as help.
        let no = |v: &str| ["", "no", "none", "false", "0"].contains(&v.to_lowercase().as_str());
        Help {
            analysis: tag(ANALYSIS_TAG).is_some_and(|v| !no(v)),
            hints: match tag(HINTS_TAG) {
                None => 0,
                // A count too large for any number is as many as can be counted.
                Some(v) if !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()) => v
                    .parse::<u64>()
                    .map_or(u32::MAX, |n| n.min(u32::MAX.into()) as u32),
                Some(v) => {
                    if no(v) {
                        0
                    } else {
                        1
                    }
                }
            },
        }
    }

    /// Writes the help into a record's tags: sets the tags of the help had, and removes those
    /// of help not had (a new game in the same record starts without).
    pub fn write_tags(&self, tags: &mut Vec<(String, String)>) {
        let mut set = |name: &str, value: Option<String>| {
            let at = tags.iter().position(|(k, _)| k.eq_ignore_ascii_case(name));
            match (at, value) {
                (Some(i), Some(v)) => tags[i] = (name.to_string(), v),
                (None, Some(v)) => tags.push((name.to_string(), v)),
                (Some(i), None) => {
                    tags.remove(i);
                }
                (None, None) => {}
            }
        };
        set(ANALYSIS_TAG, self.analysis.then(|| "shown".to_string()));
        set(HINTS_TAG, (self.hints > 0).then(|| self.hints.to_string()));
    }
}

/// The tag that lists the decisions the computer made, in a game where a side changed hands.
pub const COMPUTER_PLAYED: &str = "ComputerPlayed";

/// The sides that, among the decisions played (not those undone), made some by a person and
/// some by the computer. `by_computer[i]` says who made decision `i`; decisions past its end
/// count as a person's.
pub fn mixed_in(game: &Game, by_computer: &[bool]) -> Vec<Color> {
    let mut seen = [[false; 2]; 2];
    for i in 0..game.ply() {
        let Some(pos) = game.position_at(i) else {
            break;
        };
        let computer = by_computer.get(i).copied().unwrap_or(false);
        seen[pos.side_to_move().index()][usize::from(computer)] = true;
    }
    Color::BOTH
        .into_iter()
        .filter(|c| seen[c.index()] == [true, true])
        .collect()
}

/// The sides of a record's game played partly by a person and partly by the computer, as its
/// `[ComputerPlayed]` tag says (no tag: none).
pub fn mixed_sides(record: &Record) -> Vec<Color> {
    match record.tag(COMPUTER_PLAYED) {
        Some(tag) => mixed_in(&record.game, &parse_plies(tag, record.game.history().len())),
        None => Vec::new(),
    }
}

/// The value of `[ComputerPlayed]` for a game whose decisions were made as `by_computer` says,
/// when a side changed hands in its stored decisions (undone ones too, which redo brings
/// back); `None` otherwise, and the record stays as it always was. Decision numbers from 1, in
/// ranges: `2,4,13-40`.
pub fn computer_played_tag(game: &Game, by_computer: &[bool]) -> Option<String> {
    let mut seen = [[false; 2]; 2];
    for (i, &c) in by_computer.iter().enumerate().take(game.history().len()) {
        if let Some(pos) = game.position_at(i) {
            seen[pos.side_to_move().index()][usize::from(c)] = true;
        }
    }
    if !seen.contains(&[true, true]) {
        return None;
    }
    let mut ranges: Vec<String> = Vec::new();
    let mut i = 0;
    let n = by_computer.len().min(game.history().len());
    while i < n {
        if !by_computer[i] {
            i += 1;
            continue;
        }
        let start = i;
        while i < n && by_computer[i] {
            i += 1;
        }
        ranges.push(if i - start == 1 {
            format!("{}", start + 1)
        } else {
            format!("{}-{}", start + 1, i)
        });
    }
    Some(ranges.join(","))
}

/// Who made each of a game's `len` decisions, from a `[ComputerPlayed]` tag: true where the
/// computer did. A part that cannot be read is left out (those decisions count as a person's).
///
/// Each range only marks its two ends and one pass fills them in, so a tag of many long,
/// overlapping ranges costs no more than its length and the game's.
pub fn parse_plies(tag: &str, len: usize) -> Vec<bool> {
    // open[k]: how many ranges start at decision k + 1, less those that ended before it.
    let mut open = vec![0i64; len + 1];
    for part in tag.split(',') {
        let mut ends = part.trim().splitn(2, '-');
        let from = ends.next().and_then(|a| a.trim().parse::<usize>().ok());
        let to = match ends.next() {
            Some(b) => b.trim().parse::<usize>().ok(),
            None => from,
        };
        if let (Some(a), Some(b)) = (from, to) {
            let (a, b) = (a.max(1), b.min(len));
            if a <= b {
                open[a - 1] += 1;
                open[b] -= 1;
            }
        }
    }
    let mut depth = 0;
    open[..len]
        .iter()
        .map(|d| {
            depth += d;
            depth > 0
        })
        .collect()
}

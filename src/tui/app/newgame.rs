//! The new-game screen: the preset, who plays each side (a person by name, or the computer at
//! a level), analysis, and the rule options that apply to the preset; Start and Cancel. Its
//! rows and values come from the one table of settings (`crate::settings::table`) and the
//! rules' own table of options: a rule is chosen here as a flag or the preferences would give
//! it, and what is chosen is written to the preferences as such.
//!
//! Starting goes the way `n` goes (a game in progress is asked about, then kept aside): the
//! choice waits in the app while the question is asked, and the new game takes it up.

use crate::clock::TimeControl;
use crate::engine::Level;
use crate::rules::{Color, Rules, Variant};
use crate::settings::rules_of;
use crate::settings::table::{self, Given, Key, Kind, Place, Setting, Value};
use crate::t;
use crate::words::{RulesWords, VariantWords};

use super::super::keys::Action;
use super::super::messages::Effect;
use super::super::seats::{Seat, Seats, recorded_level};
use super::{App, Mode};

/// The longest name a player may type (as the command line's names are cut).
const NAME_MAX: usize = 24;

/// The counts of plies offered for a rule that takes many (an endgame draw, a move limit).
const PLIES: [u16; 10] = [10, 20, 30, 40, 50, 60, 80, 100, 150, 200];

/// Who is chosen to play a side: a person or the computer, with the name and the level kept
/// both ways, so that trying the other and coming back loses neither.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Side {
    /// The computer plays it.
    pub computer: bool,
    /// A friend at another terminal plays it (the game is opened to them on Start).
    pub friend: bool,
    /// The person's name, as typed.
    pub name: String,
    /// Whether the name was typed on: until then it is the first value, selected as a field
    /// is, and the first letter typed replaces it.
    typed: bool,
    /// The computer's level.
    pub level: Level,
}

/// A row of the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Row {
    /// The preset.
    Preset,
    /// Whether a person or the computer plays this side.
    Player(Color),
    /// The person's name (typed), or the computer's level.
    Detail(Color),
    /// The clocks: none, or a time control.
    Clock,
    /// Analysis on from the start.
    Analysis,
    /// A rule option, by its key in the table of settings.
    Rule(Key),
    /// Start the game.
    Start,
    /// Set up a position under these rules (the position editor), to start from it.
    SetUp,
    /// Back to the game, unchanged.
    Cancel,
}

impl Row {
    /// Start, Set up a position and Cancel: the buttons at the foot of the screen.
    pub fn is_button(self) -> bool {
        matches!(self, Row::Start | Row::SetUp | Row::Cancel)
    }
}

/// What the screen chose, for a new game: its rules, who plays each side, analysis, and the
/// settings to remember in the preferences.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chosen {
    /// The rules.
    pub rules: Rules,
    /// White's and Black's seats.
    pub seats: [Seat; 2],
    /// Analysis on from the start.
    pub analysis: bool,
    /// The clocks of the game (and of the new games after it).
    pub clock: Option<TimeControl>,
    /// The side a friend at another terminal plays, if one does: the game is opened to them.
    pub friend: Option<Color>,
    /// The settings to write to the preferences: a value, or `None` to take the file's back.
    pub remember: Vec<(Key, Option<Value>)>,
}

/// The state of the new-game screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGame {
    /// The rules as settings: the preset, and the options that differ from it.
    given: Given,
    /// White's and Black's choices.
    sides: [Side; 2],
    /// Analysis on from the start.
    analysis: bool,
    /// The clocks chosen.
    clock: Option<TimeControl>,
    /// The clocks offered: none, the usual controls, and the one the screen opened with.
    clocks: Vec<Option<TimeControl>>,
    /// The row with the focus.
    focus: Row,
    /// How a friend at another terminal reaches this one, in words.
    reach: String,
    /// The rules the screen opened with, to come back to when the preset does.
    opened_rules: Given,
    /// The settings as the screen opened with them: only what differs is remembered, so a
    /// value the player did not touch stays as the file has it (another copy may have
    /// written it meanwhile).
    opened: Vec<(Key, Option<Value>)>,
}

impl NewGame {
    /// The screen as `rules`, `seats` and `analysis` would start a game: the game on the
    /// board's (the preferences' at the first start); a person's side handed to the computer
    /// starts at `level`.
    pub fn new(
        rules: &Rules,
        seats: &Seats,
        analysis: bool,
        level: Level,
        clock: Option<TimeControl>,
    ) -> NewGame {
        let side = |c: Color| match seats.seat(c) {
            Seat::Person(name) => Side {
                computer: false,
                friend: false,
                name: name.clone(),
                typed: false,
                level,
            },
            Seat::Computer(level) => Side {
                computer: true,
                friend: false,
                name: c.name().to_string(),
                typed: false,
                level: *level,
            },
        };
        let mut clocks: Vec<Option<TimeControl>> = std::iter::once(None)
            .chain(TimeControl::OFFERED.map(Some))
            .collect();
        if !clocks.contains(&clock) {
            // The flag's or the preferences' own, in its place by its base time.
            let at = clocks
                .iter()
                .position(|c| c.is_some_and(|c| Some(c.base) > clock.map(|k| k.base)))
                .unwrap_or(clocks.len());
            clocks.insert(at, clock);
        }
        let mut screen = NewGame {
            given: given_of(rules),
            sides: Color::BOTH.map(side),
            analysis,
            clock,
            clocks,
            focus: Row::Preset,
            reach: String::new(),
            opened_rules: Given::default(),
            opened: Vec::new(),
        };
        screen.opened_rules = screen.given.clone();
        screen.opened = screen.remember(&screen.seats());
        screen
    }

    /// A friend at another terminal plays `c` (and nobody else is one: one friend a game);
    /// the side here is a person's at this keyboard.
    pub fn choose_friend(&mut self, c: Color) {
        for side in Color::BOTH {
            let s = &mut self.sides[side.index()];
            s.friend = side == c;
            if side == c {
                s.computer = false;
            }
        }
        self.sides[c.other().index()].computer = false;
        self.focus = Row::Player(c);
    }

    /// The side a friend at another terminal plays, if one does.
    pub fn friend(&self) -> Option<Color> {
        Color::BOTH.into_iter().find(|c| self.side(*c).friend)
    }

    /// How a friend reaches this terminal, as the screen says it (the settings `relay` and
    /// `listen`; set by the app, which has them).
    pub fn set_reach(&mut self, reach: String) {
        self.reach = reach;
    }

    /// The seats as chosen, a name left empty being the side's own.
    fn seats(&self) -> [Seat; 2] {
        Color::BOTH.map(|c| {
            let s = self.side(c);
            if s.computer {
                return Seat::Computer(s.level);
            }
            match s.name.trim() {
                "" => Seat::Person(c.name().to_string()),
                name => Seat::Person(name.to_string()),
            }
        })
    }

    /// The rows, in order: the preset, the players, analysis, the rule options that can
    /// change this preset, Start and Cancel.
    pub fn rows(&self) -> Vec<Row> {
        let mut rows = vec![Row::Preset];
        for c in Color::BOTH {
            rows.extend([Row::Player(c), Row::Detail(c)]);
        }
        rows.extend([Row::Clock, Row::Analysis]);
        rows.extend(
            table::rules()
                .filter(|s| matches!(s.place, Place::Rule(..)))
                .filter(|s| self.values(s).len() > 1)
                .map(|s| Row::Rule(s.key)),
        );
        rows.extend([Row::Start, Row::SetUp, Row::Cancel]);
        rows
    }

    /// The row with the focus.
    pub fn focus(&self) -> Row {
        self.focus
    }

    /// The preset chosen.
    pub fn preset(&self) -> Variant {
        self.given
            .text(Key::Variant)
            .and_then(Variant::from_name)
            .unwrap_or(Variant::Nine)
    }

    /// The rules chosen, or why they cannot be played.
    pub fn rules(&self) -> Result<Rules, String> {
        rules_of(&[&self.given])
    }

    /// The choice for a side.
    pub fn side(&self, c: Color) -> &Side {
        &self.sides[c.index()]
    }

    /// Whether analysis is chosen on.
    pub fn analysis(&self) -> bool {
        self.analysis
    }

    /// The clocks chosen.
    pub fn clock(&self) -> Option<TimeControl> {
        self.clock
    }

    /// Whether the name of `c` is the side's, untouched: the field is empty, and shows in
    /// parentheses the name the side then goes by (it was shown filled with "White", as if
    /// typed).
    pub fn name_untouched(&self, c: Color) -> bool {
        !self.side(c).typed && self.side(c).name == c.name()
    }

    /// Whether the keys are text now: the focus is on the name of a person.
    pub fn typing(&self) -> bool {
        matches!(self.focus, Row::Detail(c) if !self.side(c).computer && !self.side(c).friend)
    }

    /// A row's label, as the screen writes it.
    pub fn label(&self, row: Row) -> String {
        match row {
            Row::Preset => t!("scr-ng-preset"),
            Row::Player(c) => side_name(c),
            Row::Detail(c) if self.side(c).computer => format!("  {}", t!("scr-ng-level")),
            Row::Detail(c) if self.side(c).friend => format!("  {}", t!("scr-ng-reached")),
            Row::Detail(_) => format!("  {}", t!("scr-ng-name")),
            Row::Clock => t!("scr-ng-clock"),
            Row::Analysis => t!("scr-ng-analysis"),
            Row::Rule(key) => table::find(key).label(),
            Row::Start => t!("scr-ng-start"),
            Row::SetUp => t!("scr-ng-set-up"),
            Row::Cancel => t!("scr-ng-cancel"),
        }
    }

    /// A row's value, as the screen writes it (a rule's as `morris config` does).
    pub fn value(&self, row: Row) -> String {
        let on_off = |b: bool| if b { t!("scr-ng-on") } else { t!("scr-ng-off") };
        match row {
            Row::Preset => self.preset().short_title(),
            Row::Player(c) if self.side(c).computer => t!("scr-ng-computer"),
            Row::Player(c) if self.side(c).friend => t!("scr-ng-friend"),
            Row::Player(_) => t!("scr-ng-person"),
            Row::Detail(c) if self.side(c).computer => self.side(c).level.to_string(),
            Row::Detail(c) if self.side(c).friend => self.reach.clone(),
            // The side's own name, untouched, in the language of the game ("Weiß"); the
            // preferences keep it as "White".
            Row::Detail(c) if self.name_untouched(c) => {
                t!("scr-ng-name-default", side = side_name(c))
            }
            Row::Detail(c) => self.side(c).name.clone(),
            Row::Clock => self
                .clock
                .map_or_else(|| t!("scr-ng-clock-none"), |c| c.to_string()),
            Row::Analysis => on_off(self.analysis),
            Row::Rule(key) => {
                let s = table::find(key);
                let Ok(rules) = self.rules() else {
                    return String::new();
                };
                let Place::Rule(_, on) = s.place else {
                    return String::new();
                };
                let now = s.option().map_or(String::new(), |o| (o.get)(&rules));
                match s.kind {
                    // A switch that turns a rule off is shown as the rule, on or off: "flying
                    // on", where "no-flying off" was a double negative.
                    Kind::On | Kind::Off if s.says_the_rule => on_off(now != on),
                    Kind::On | Kind::Off => on_off(now == on),
                    // A count not set is off, in the words of the switches.
                    Kind::Number(..) if now == "off" => on_off(false),
                    Kind::Choice(_) => table::choice_word(&now),
                    _ => now,
                }
            }
            Row::Start | Row::SetUp | Row::Cancel => String::new(),
        }
    }

    /// A row's value in fewer words, for a screen too narrow for [`NewGame::value`]'s, where
    /// it has one.
    pub fn short_value(&self, row: Row) -> Option<String> {
        match row {
            Row::Player(c) if self.side(c).friend => Some(t!("scr-ng-friend-short")),
            _ => None,
        }
    }

    /// What a row means, in a line or two: the preset's description, a rule's help.
    pub fn about(&self, row: Row) -> String {
        match row {
            Row::Preset => {
                let choices = match table::find(Key::Variant).kind {
                    Kind::Choice(names) => names(),
                    _ => Vec::new(),
                };
                choices
                    .into_iter()
                    .find(|(n, _)| *n == self.preset().name())
                    .map_or(String::new(), |(_, about)| about)
            }
            Row::Player(c) => t!("scr-ng-about-player", side = side_name(c)),
            Row::Detail(c) if self.side(c).computer => t!("scr-ng-about-level"),
            Row::Detail(c) if self.side(c).friend => t!("scr-ng-about-reached"),
            Row::Detail(c) => t!("scr-ng-about-name", side = side_name(c)),
            Row::Clock => t!("scr-ng-about-clock"),
            Row::Analysis | Row::Rule(_) => {
                let key = match row {
                    Row::Rule(k) => k,
                    _ => Key::Analysis,
                };
                table::find(key).about()
            }
            Row::Start => match self.rules() {
                Ok(r) if self.friend().is_some() => {
                    t!("scr-ng-about-start-friend", rules = r.summary())
                }
                Ok(r) => t!("scr-ng-about-start", rules = r.summary()),
                Err(e) => e,
            },
            Row::SetUp => match self.rules() {
                Ok(r) => t!(
                    "scr-ng-about-set-up",
                    rules = r.summary().trim_end_matches('.')
                ),
                Err(e) => e,
            },
            Row::Cancel => t!("scr-ng-about-cancel"),
        }
    }

    /// The values a rule setting can take here, in order: `None` is the preset's own (the
    /// setting not given), each other one changes the rules and fits with the rest. A
    /// setting with only `None` does not apply to this preset.
    fn values(&self, s: &Setting) -> Vec<Option<Value>> {
        let without = self.without(s);
        let Ok(base) = rules_of(&[&without]) else {
            return vec![None];
        };
        let mut candidates: Vec<Value> = match s.kind {
            // Off too: a rule of the preset taken away (Morabaraba without its no-reform).
            Kind::On | Kind::Off => vec![Value::Switch(true), Value::Switch(false)],
            Kind::Number(lo, hi) if hi - lo <= 20 => (lo..=hi).map(Value::Number).collect(),
            Kind::Number(..) => std::iter::once(Value::Text("off".into()))
                .filter(|_| s.takes_off)
                .chain(PLIES.into_iter().map(Value::Number))
                .collect(),
            Kind::Choice(names) => names()
                .into_iter()
                .map(|(n, _)| Value::Text(n.to_string()))
                .collect(),
            Kind::Name | Kind::Colour | Kind::Language | Kind::Clock => Vec::new(),
        };
        // A count from elsewhere (a record's) stays among them, in its place.
        if let Some(Value::Number(n)) = self.given.get(s.key)
            && !candidates.contains(&Value::Number(*n))
        {
            let at = candidates
                .iter()
                .position(|v| matches!(v, Value::Number(m) if m > n))
                .unwrap_or(candidates.len());
            candidates.insert(at, Value::Number(*n));
        }
        let mut out = Vec::new();
        for v in candidates {
            let mut g = without.clone();
            g.set(s.key, v.clone());
            match rules_of(&[&g]) {
                Ok(r) if r == base => {
                    if !out.contains(&None) {
                        out.push(None);
                    }
                }
                Ok(_) => out.push(Some(v)),
                Err(_) => {}
            }
        }
        // A count or a choice keeps its order, the preset's own in its place; a switch has
        // the preset's own first, the other value after it.
        if matches!(s.kind, Kind::On | Kind::Off) {
            out.retain(Option::is_some);
        }
        if !out.contains(&None) {
            out.insert(0, None);
        }
        out
    }

    /// The settings without `s` and those it cannot be given with.
    fn without(&self, s: &Setting) -> Given {
        let mut g = self.given.clone();
        g.remove(s.key);
        for &c in s.conflicts {
            g.remove(c);
        }
        g
    }

    /// Moves the focus `by` rows (wrapping round).
    /// The buttons are one row (Left and Right go between them): Down from them goes round to
    /// the top, Up to the last row above them, and Down to them reaches Start.
    fn move_focus(&mut self, by: isize) {
        let rows: Vec<Row> = self
            .rows()
            .into_iter()
            .filter(|r| !r.is_button() || *r == Row::Start)
            .collect();
        let focus = if self.focus.is_button() {
            Row::Start
        } else {
            self.focus
        };
        let n = rows.len() as isize;
        let at = rows.iter().position(|r| *r == focus).unwrap_or(0) as isize;
        self.focus = rows[((at + by) % n + n) as usize % rows.len()];
    }

    /// The focus on `row`, if the screen has it.
    fn focus_on(&mut self, row: Row) {
        if self.rows().contains(&row) {
            self.focus = row;
        }
    }

    /// Changes the value of the focused row one step on (or back).
    fn step(&mut self, forward: bool) {
        let turn = |i: usize, n: usize| {
            if forward {
                (i + 1) % n
            } else {
                (i + n - 1) % n
            }
        };
        match self.focus {
            Row::Preset => {
                let all = Variant::ALL;
                let at = all.iter().position(|v| *v == self.preset()).unwrap_or(0);
                let next = all[turn(at, all.len())];
                // A new preset starts from its own options; back at the one the screen opened
                // with, its options are back too.
                if self.opened_rules.text(Key::Variant) == Some(next.name()) {
                    self.given = self.opened_rules.clone();
                } else {
                    self.given = Given::default();
                    self.given
                        .set(Key::Variant, Value::Text(next.name().into()));
                }
            }
            // A person, the computer, a friend at another terminal (one friend a game: the
            // other side's friend is a person here again).
            Row::Player(c) => {
                let s = &self.sides[c.index()];
                let kinds = [(false, false), (true, false), (false, true)];
                let at = kinds
                    .iter()
                    .position(|k| *k == (s.computer, s.friend))
                    .unwrap_or(0);
                let (computer, friend) = kinds[turn(at, kinds.len())];
                if friend {
                    self.choose_friend(c);
                } else {
                    let s = &mut self.sides[c.index()];
                    (s.computer, s.friend) = (computer, friend);
                }
            }
            Row::Detail(c) if self.side(c).computer => {
                let s = &mut self.sides[c.index()];
                // A level stops at its ends: 1 is not one step from 10.
                let at = match forward {
                    true => s.level.get().saturating_add(1),
                    false => s.level.get().saturating_sub(1),
                };
                s.level = Level::new(at).unwrap_or(s.level);
            }
            Row::Detail(_) => {}
            Row::Analysis => self.analysis = !self.analysis,
            Row::Clock => {
                let n = self.clocks.len();
                let at = self
                    .clocks
                    .iter()
                    .position(|c| *c == self.clock)
                    .unwrap_or(0);
                self.clock = self.clocks[turn(at, n)];
            }
            Row::Rule(key) => {
                let s = table::find(key);
                let values = self.values(s);
                let now = if s.conflicts.iter().any(|&c| self.given.has(c)) {
                    None
                } else {
                    values
                        .iter()
                        .position(|v| v.as_ref() == self.given.get(key))
                };
                // A number stops at its ends (12 pieces is not one step from 3); a choice or a
                // switch goes round.
                let number = matches!(s.kind, Kind::Number(..));
                let next = match now {
                    Some(i) if number && forward => (i + 1).min(values.len() - 1),
                    Some(i) if number => i.saturating_sub(1),
                    Some(i) => turn(i, values.len()),
                    None if forward => 0,
                    None => values.len() - 1,
                };
                let mut g = self.without(s);
                if let Some(Some(v)) = values.get(next) {
                    g.set(s.key, v.clone());
                }
                self.given = g;
            }
            Row::Start | Row::SetUp | Row::Cancel => {}
        }
    }

    /// A letter typed into the focused name (`None`: Backspace): on the name's first value
    /// it replaces it (Backspace clears it), as on a selected field. Whether the name was
    /// already as long as a name may be, and the letter was not taken.
    fn type_text(&mut self, c: Option<char>) -> bool {
        let Row::Detail(side) = self.focus else {
            return false;
        };
        let s = &mut self.sides[side.index()];
        if !s.typed && c.is_none_or(|ch| !ch.is_control()) {
            s.name.clear();
        }
        s.typed = true;
        match c {
            Some(ch) if ch.is_control() => false,
            Some(_) if s.name.chars().count() >= NAME_MAX => true,
            Some(ch) => {
                s.name.push(ch);
                false
            }
            None => {
                s.name.pop();
                false
            }
        }
    }

    /// What the screen chose, or what keeps it from starting.
    pub fn chosen(&self) -> Result<Chosen, String> {
        let rules = self.rules()?;
        let seats = self.seats();
        for (c, seat) in Color::BOTH.into_iter().zip(&seats) {
            // Read back from the preferences, such a name would be the computer.
            if let Seat::Person(name) = seat
                && (name.eq_ignore_ascii_case("computer") || recorded_level(name).is_some())
            {
                return Err(t!(
                    "scr-ng-computer-s-name",
                    name = format!("{name:?}"),
                    side = side_name(c)
                ));
            }
        }
        let friend = self.friend();
        if let Some(f) = friend
            && self.side(f.other()).computer
        {
            return Err(t!(
                "scr-ng-friend-and-computer",
                side = side_name(f.other())
            ));
        }
        let remember = self
            .remember(&seats)
            .into_iter()
            .filter(|r| !self.opened.contains(r))
            .collect();
        Ok(Chosen {
            rules,
            remember,
            seats,
            analysis: self.analysis,
            clock: self.clock,
            friend,
        })
    }

    /// Side `c`'s seat as the screen opened is not the one the preferences keep (a friend at
    /// another terminal played it): it is written at the start whatever the player does, so
    /// that the file reads back the players the game has.
    pub fn seat_not_kept(&mut self, c: Color) {
        let key = match c {
            Color::White => Key::White,
            Color::Black => Key::Black,
        };
        self.opened.retain(|(k, _)| *k != key);
    }

    /// The settings the screen sets, as the preferences are to keep them: the rules whole
    /// (an option not chosen is taken back), the players, the computer's level, analysis.
    fn remember(&self, seats: &[Seat; 2]) -> Vec<(Key, Option<Value>)> {
        let mut out: Vec<(Key, Option<Value>)> = table::rules()
            .map(|s| (s.key, self.given.get(s.key).cloned()))
            .collect();
        // One level for the computer: Black's where it plays Black, as `--black computer`.
        let level = [Color::Black, Color::White]
            .into_iter()
            .find_map(|c| seats[c.index()].level());
        for (c, key) in Color::BOTH.into_iter().zip([Key::White, Key::Black]) {
            // A friend is not who plays that side next time: their side's name stays as it is.
            if self.side(c).friend {
                continue;
            }
            let v = match &seats[c.index()] {
                Seat::Person(n) if n == c.name() => None,
                Seat::Person(n) => Some(Value::Text(n.clone())),
                Seat::Computer(l) if Some(*l) == level => Some(Value::Text("computer".into())),
                Seat::Computer(l) => Some(Value::Text(super::super::seats::computer_name(*l))),
            };
            out.push((key, v));
        }
        if let Some(l) = level {
            out.push((Key::Level, Some(Value::Number(u16::from(l.get())))));
        }
        out.push((Key::Analysis, Some(Value::Switch(self.analysis))));
        let clock = self
            .clock
            .map_or_else(|| "none".to_string(), |c| c.to_string());
        out.push((Key::Clock, Some(Value::Text(clock))));
        out
    }
}

/// A side as the screen names it: its name in the language of the game ("Weiß").
pub(in crate::tui) fn side_name(c: Color) -> String {
    match c {
        Color::White => t!("side-white"),
        Color::Black => t!("side-black"),
    }
}

/// The rules as settings would give them: the preset, and each option that differs from it
/// (what settings cannot say is left at the preset's).
pub fn given_of(rules: &Rules) -> Given {
    let mut g = Given::default();
    g.set(Key::Variant, Value::Text(rules.variant.name().into()));
    let base = rules.variant.rules();
    for s in table::rules() {
        let Place::Rule(_, on) = s.place else {
            continue;
        };
        let Some(o) = s.option() else {
            continue;
        };
        let now = (o.get)(rules);
        if now == (o.get)(&base) {
            continue;
        }
        let v = match s.kind {
            Kind::On | Kind::Off if now == on => Some(Value::Switch(true)),
            Kind::On | Kind::Off => s
                .off_text()
                .filter(|off| now == *off)
                .map(|_| Value::Switch(false)),
            Kind::Number(..) => s.parse(&now).ok(),
            Kind::Choice(_) => s.parse(&now).ok(),
            Kind::Name | Kind::Colour | Kind::Language | Kind::Clock => None,
        };
        if let Some(v) = v {
            g.set(s.key, v);
        }
    }
    g
}

impl App {
    /// Opens the new-game screen on the game on the board: its rules, its players, analysis.
    pub(super) fn open_new_game(&mut self) {
        let level = self.computer.setup.level;
        let screen = NewGame::new(
            self.game.rules(),
            &self.seats,
            self.analysis.on,
            level,
            self.new_clock,
        );
        let mut screen = screen;
        if let Some(c) = self.friend_seat {
            screen.seat_not_kept(c);
        }
        screen.set_reach(self.reach_words());
        self.mode = Mode::NewGame(Box::new(screen));
        // What the game last said (the computer's move) is not the screen's to show.
        self.note = None;
    }

    /// The new-game screen, if it is open.
    pub fn new_game_screen(&self) -> Option<&NewGame> {
        match &self.mode {
            Mode::NewGame(s) => Some(s),
            _ => None,
        }
    }

    /// A letter typed on the screen (`None`: Backspace), for the focused name.
    pub(super) fn new_game_text(&mut self, c: Option<char>) {
        if let Mode::NewGame(s) = &mut self.mode
            && s.type_text(c)
        {
            self.say(t!("scr-ng-name-full", n = NAME_MAX));
        }
    }

    /// An action on the new-game screen.
    pub(super) fn new_game_key(&mut self, mut screen: Box<NewGame>, action: Action) {
        match action {
            Action::Up => screen.move_focus(-1),
            Action::Down => screen.move_focus(1),
            Action::Home => screen.focus = Row::Preset,
            Action::End => screen.focus = Row::Start,
            // Between the two buttons, as between a question's answers.
            Action::Left | Action::Right if screen.focus.is_button() => {
                const BUTTONS: [Row; 3] = [Row::Start, Row::SetUp, Row::Cancel];
                let at = BUTTONS.iter().position(|b| *b == screen.focus).unwrap_or(0);
                let step = if action == Action::Right { 1 } else { 2 };
                screen.focus = BUTTONS[(at + step) % 3];
            }
            Action::Left => screen.step(false),
            Action::Right => screen.step(true),
            Action::Cancel => {
                self.mode = Mode::Play;
                return;
            }
            Action::Help => {
                self.open_help();
                self.under_window = Some(Box::new(Mode::NewGame(screen)));
                return;
            }
            // As on the board: asked while a game is in progress, else at once.
            Action::Quit => {
                self.mode = Mode::Play;
                return self.ask_quit();
            }
            // A click on a row: the focus goes there; on the row that has it, its value
            // changes (Start starts, Cancel cancels) as Enter would.
            Action::Choose(i) => {
                let Some(&row) = screen.rows().get(i) else {
                    self.mode = Mode::NewGame(screen);
                    return;
                };
                if screen.focus == row || row.is_button() {
                    screen.focus = row;
                    return self.new_game_key(screen, Action::Select);
                }
                screen.focus_on(row);
            }
            Action::Select => match screen.focus {
                Row::Start => return self.start_chosen(&screen),
                Row::SetUp => return self.set_up_chosen(&screen),
                Row::Cancel => {
                    self.mode = Mode::Play;
                    return;
                }
                // Enter on a name goes on to the next row.
                Row::Detail(c) if !screen.side(c).computer => screen.move_focus(1),
                _ => screen.step(true),
            },
            _ => {}
        }
        self.mode = Mode::NewGame(screen);
    }

    /// Starts what the screen chose, as `n` starts a new game: a game in progress is asked
    /// about first, and kept aside.
    fn start_chosen(&mut self, screen: &NewGame) {
        match screen.chosen() {
            Ok(c) => {
                self.chosen = Some(Box::new(c));
                self.mode = Mode::Play;
                self.ask_new();
                // Asked whether to leave the game in progress: No comes back to the screen,
                // its choices as they were.
                if matches!(self.mode, Mode::Question(..)) {
                    self.under_window = Some(Box::new(Mode::NewGame(Box::new(screen.clone()))));
                }
            }
            Err(e) => {
                self.say(e);
                self.mode = Mode::NewGame(Box::new(screen.clone()));
            }
        }
    }

    /// Opens the position editor on an empty board of the rules chosen; the players and
    /// analysis chosen go with it, for the game it starts (Esc there comes back here).
    fn set_up_chosen(&mut self, screen: &NewGame) {
        match screen.chosen() {
            Ok(c) => {
                let rules = c.rules;
                let editor = super::editor::Editor::new(rules, &crate::rules::Position::new(rules))
                    .from_new_game(screen.clone(), c);
                self.edit(editor);
            }
            Err(e) => {
                self.say(e);
                self.mode = Mode::NewGame(Box::new(screen.clone()));
            }
        }
    }

    /// Whether a new game waits for the answer to the question: it is the one chosen on the
    /// screen, not one with the same rules.
    pub fn new_game_chosen(&self) -> Option<&Chosen> {
        self.chosen.as_deref()
    }

    /// The new game takes up what the screen chose: its rules, its players, analysis; the
    /// choices go to the preferences.
    pub(super) fn take_chosen(&mut self, c: Chosen) {
        for (side, seat) in Color::BOTH.into_iter().zip(c.seats) {
            self.seats.set(side, seat);
        }
        self.analysis.on = c.analysis;
        self.new_clock = c.clock;
        self.friend_seat = None;
        self.out.push(Effect::Remember(c.remember));
        if let Some(friend) = c.friend {
            self.host_friend(friend);
        }
    }

    /// What became of writing the choices to the preferences.
    pub(super) fn remembered(
        &mut self,
        result: Result<Vec<String>, crate::store::prefs::NotRemembered>,
    ) {
        match result {
            Ok(left) if left.is_empty() => {}
            Ok(left) => self.say(crate::text::clean(&t!(
                "scr-ng-not-kept",
                keys = left.join(", "),
                n = left.len()
            ))),
            Err(e) => self.say(crate::text::clean(&t!(
                "scr-ng-not-kept-any",
                error = e.to_string()
            ))),
        }
    }
}

//! The one table of settings: every setting a person can give, as a flag and as a key of the
//! preferences file, with what it takes, where it lives and its help. The command line's flags
//! ([`args`]), the file's reading ([`super::prefs`]), `morris config`'s rows ([`super::resolve`])
//! and the `--init` template ([`template`]) are all made from it, so a setting is added here
//! once. Its rows are in `table/rows.rs` (a data table: each setting's key and its row); the
//! kinds of its columns and the readers are here. The rules' own facts about an option (its
//! record tag, its value, its words) are the rules' table, [`crate::rules::OPTIONS`], which a
//! rule setting names by its tag.

use std::collections::BTreeMap;

use crate::rules::{OPTIONS, RuleOption};

/// The keys of the settings: each setting's name (its flag and its key in the preferences file)
/// written once, in `table/rows.rs`, and the code names a setting by its `Key`, so that a
/// mistyped one does not compile.
macro_rules! keys {
    ($($key:ident = $name:literal,)*) => {
        /// A setting, by its key.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum Key {
            $(#[doc = concat!("`", $name, "`")] $key,)*
        }

        impl Key {
            /// Every key, in the table's order.
            pub const ALL: [Key; Key::COUNT] = [$(Key::$key,)*];
            /// How many settings there are.
            pub const COUNT: usize = [$($name,)*].len();

            /// Its name: the preferences file's key, and the flag unless its row says
            /// otherwise (`mouse`: `--no-mouse`).
            pub const fn name(self) -> &'static str {
                match self {
                    $(Key::$key => $name,)*
                }
            }
        }

        /// A setting's key is its flag's id on the command line (clap's).
        impl AsRef<str> for Key {
            fn as_ref(&self) -> &str {
                self.name()
            }
        }

        impl std::fmt::Display for Key {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.pad(self.name())
            }
        }
    };
}

mod rows;

pub use rows::{Key, TABLE};

/// One setting.
#[derive(Clone, Copy, Debug)]
pub struct Setting {
    /// Its key in the preferences file, and its flag (`--pieces`) unless `flag` says otherwise.
    pub key: Key,
    /// Its flag, without the dashes.
    pub flag: &'static str,
    /// What it takes.
    pub kind: Kind,
    /// Where it lives.
    pub place: Place,
    /// Where the help and the template list it.
    pub section: Section,
    /// Its help, one line: `--help`'s, and the game's screens' for a setting they show.
    pub help: Help,
    /// Its label on the new-game screen, a message (`scr-ng-rule-pieces`): the rules' options
    /// the screen shows have one.
    pub label: Option<&'static str>,
    /// Whether its label names the rule a switch turns off (`flying` for `no-flying`), so
    /// that the new-game screen shows the rule's value, on or off, not the switch's.
    pub says_the_rule: bool,
    /// The name of its value in the help (`N`), for settings that take one.
    pub value_name: &'static str,
    /// The template's example value (`9`, `"Alice"`), written commented out.
    pub example: &'static str,
    /// The template's note after the example, if any; a choice's note starts with its names,
    /// which the template puts before it (`unless-all, never, always`).
    pub note: &'static str,
    /// Its value in force when nothing gives it, as `morris config` shows it (a rule's comes
    /// from the rules).
    pub default: &'static str,
    /// The settings it cannot be given with (on the command line, or in the file).
    pub conflicts: &'static [Key],
    /// A count that also takes `off`: the rule not at all (`--endgame-draw off`).
    pub takes_off: bool,
}

/// A setting's help, one line, written in one place: here, or in the language files.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Help {
    /// `--help`'s alone, in English: the game's screens do not show the setting.
    English(&'static str),
    /// A message (`rules-setting-pieces`): `--help` says it in English, the game's screens
    /// (the new-game screen's rule rows) in the language in force.
    Message(&'static str),
}

/// What a setting takes.
#[derive(Clone, Copy, Debug)]
pub enum Kind {
    /// Its flag turns it on (`--ascii`), and `--ascii=false` off: over the file, or a rule
    /// over its preset's; the file says `true` or `false`.
    On,
    /// Its flag turns it off (`--no-mouse` for `mouse`), and `--no-mouse=false` on; the file
    /// says `true` or `false`.
    Off,
    /// A whole number in this range.
    Number(u16, u16),
    /// One of these names, each with what it means.
    Choice(fn() -> Vec<(&'static str, String)>),
    /// A player's name: any text that is not empty.
    Name,
    /// A colour: a name (`light-blue`) or `#rrggbb`.
    Colour,
    /// A language: a code or a locale (`de`, `pt_PT.UTF-8`); one the game does not speak is
    /// English, without an error.
    Language,
    /// A time control (`5+3`, see [`crate::clock`]), or `none`.
    Clock,
}

/// Where a setting lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// The preset the rules start from.
    Preset,
    /// A rule option, by its tag in [`crate::rules::OPTIONS`]; a switch sets the text given
    /// here (`--no-flying` sets `Flying` to `off`), a value its own text.
    Rule(&'static str, &'static str),
    /// The players and how the game looks: [`super::Settings`].
    Look,
    /// How the game starts: the mouse, analysis, the computer's level.
    Start,
}

/// Where the help and the template list a setting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Section {
    /// Names and colours.
    Players,
    /// The theme, ASCII, the mouse.
    Display,
    /// The default game.
    Rules,
    /// Analysis.
    Help,
    /// The computer's level.
    Computer,
    /// Playing a friend at another terminal: where the host is reached.
    Network,
}

impl Section {
    /// The heading of its settings in `--help`.
    pub fn help_heading(self) -> &'static str {
        match self {
            Section::Players | Section::Display | Section::Help => "Players and display",
            Section::Rules => "Rules",
            Section::Computer => "The computer",
            Section::Network => "A friend at another terminal",
        }
    }

    /// The comment above its settings in the template.
    fn template_heading(self) -> &'static str {
        match self {
            Section::Players => "# Players",
            Section::Display => "# Display",
            Section::Rules => {
                "# The default game (a --variant flag starts from its own preset instead)"
            }
            Section::Help | Section::Computer => "# Help and the computer",
            Section::Network => {
                "# A friend at another terminal (morris host, the menu's Play a friend)"
            }
        }
    }
}

/// A value given for a setting, by a flag or by the file, checked against its kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// A switch: on or off.
    Switch(bool),
    /// A whole number.
    Number(u16),
    /// A name, a colour, or one of a choice's names.
    Text(String),
}

impl Value {
    /// The value as the file writes it (without quotes) and `morris config` shows it.
    pub fn text(&self) -> String {
        match self {
            Value::Switch(b) => b.to_string(),
            Value::Number(n) => n.to_string(),
            Value::Text(s) => s.clone(),
        }
    }
}

/// What one source gives (the flags, or the file): a value for each setting it names.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Given(BTreeMap<Key, Value>);

impl Given {
    /// The value given for `key`.
    pub fn get(&self, key: Key) -> Option<&Value> {
        self.0.get(&key)
    }

    /// Gives `key` this value.
    pub fn set(&mut self, key: Key, value: Value) {
        self.0.insert(key, value);
    }

    /// Takes `key` back.
    pub fn remove(&mut self, key: Key) {
        self.0.remove(&key);
    }

    /// Whether `key` is given.
    pub fn has(&self, key: Key) -> bool {
        self.0.contains_key(&key)
    }

    /// The text given for `key` (a name, a colour, a choice).
    pub fn text(&self, key: Key) -> Option<&str> {
        match self.get(key) {
            Some(Value::Text(s)) => Some(s),
            _ => None,
        }
    }

    /// Whether the switch `key` is given on (`Some(false)`: given off).
    pub fn switch(&self, key: Key) -> Option<bool> {
        match self.get(key) {
            Some(Value::Switch(b)) => Some(*b),
            _ => None,
        }
    }

    /// The number given for `key`.
    pub fn number(&self, key: Key) -> Option<u16> {
        match self.get(key) {
            Some(Value::Number(n)) => Some(*n),
            _ => None,
        }
    }

    /// Whether `key` is given, and gives something: a rule switch given off without a value
    /// to set does not (`no-flying = false` leaves flying as it is, and so neither excludes
    /// `fly-at` nor is where flying's value came from).
    pub fn gives(&self, key: Key) -> bool {
        match self.get(key) {
            Some(Value::Switch(false)) => {
                let s = find(key);
                !matches!(s.place, Place::Rule(..)) || s.off_text().is_some()
            }
            Some(_) => true,
            None => false,
        }
    }

    /// Two settings given that cannot be given together (`no-flying` and `fly-at`), the first
    /// in the table's order first.
    pub fn conflict(&self) -> Option<(&'static Setting, &'static Setting)> {
        TABLE.iter().find_map(|s| {
            let other = s
                .conflicts
                .iter()
                .find(|&&c| self.gives(s.key) && self.gives(c))?;
            Some((s, find(*other)))
        })
    }

    /// Whether any setting of the rules is given.
    pub fn any_rules(&self) -> bool {
        rules().any(|s| self.has(s.key))
    }

    /// The settings given, in the table's order.
    pub fn iter(&self) -> impl Iterator<Item = (&'static Setting, &Value)> {
        TABLE.iter().filter_map(|s| self.get(s.key).map(|v| (s, v)))
    }
}

/// A switch's value as the flags and the file take it, in any case: `true`, `on`, `yes`, `1`
/// or `false`, `off`, `no`, `0`.
pub fn switch_word(s: &str) -> Option<bool> {
    match s.trim().to_ascii_lowercase().as_str() {
        "true" | "on" | "yes" | "1" => Some(true),
        "false" | "off" | "no" | "0" => Some(false),
        _ => None,
    }
}

/// The message of a choice's word (`scr-ng-value-unless-all`): the prefix and the choice's
/// name, the one rule for every choice, so that a new choice needs only its message (a test
/// says when one is missing).
pub fn choice_word_id(value: &str) -> String {
    format!("scr-ng-value-{value}")
}

/// The word on the game's screens for a choice's name (`unless-all`), in the language in
/// force (`außer wenn alle`).
pub fn choice_word(value: &str) -> String {
    crate::t!(&choice_word_id(value))
}

/// The setting of a key.
pub fn find(key: Key) -> &'static Setting {
    // The table lists the keys in their order (a test says so), one row each.
    &TABLE[key as usize]
}

/// The setting of a name, as the preferences file writes it (`fly-at`).
pub fn named(name: &str) -> Option<&'static Setting> {
    TABLE.iter().find(|s| s.key.name() == name)
}

/// The settings of the rules (the preset first): used or set aside together, since they
/// describe one game.
pub fn rules() -> impl Iterator<Item = &'static Setting> {
    TABLE
        .iter()
        .filter(|s| matches!(s.place, Place::Preset | Place::Rule(..)))
}

/// The keys of the rules' settings.
pub fn rule_keys() -> Vec<Key> {
    rules().map(|s| s.key).collect()
}

impl Setting {
    /// What a rule switch given off sets its option to: `off` for a switch that turns a rule
    /// on (`--diagonals=false`: `Diagonals` off, whatever the preset says); none for one that
    /// turns a rule off (`--no-flying=false` does not turn flying off, and leaves it as the
    /// preset or `--fly-at` has it).
    pub fn off_text(&self) -> Option<&'static str> {
        match self.place {
            Place::Rule(_, "on") => Some("off"),
            _ => None,
        }
    }

    /// Its help in the language in force, for the game's screens (the new-game screen's rule
    /// rows).
    pub fn about(&self) -> String {
        match self.help {
            Help::English(text) => text.to_string(),
            Help::Message(id) => crate::t!(id),
        }
    }

    /// Its help in English, for `--help`.
    pub fn help_in_english(&self) -> String {
        match self.help {
            Help::English(text) => text.to_string(),
            Help::Message(id) => crate::lang::tr_in(crate::lang::Lang::En, id, None),
        }
    }

    /// The rule option it sets, if it is a rule's: the row of [`OPTIONS`] with its tag.
    pub fn option(&self) -> Option<&'static RuleOption> {
        match self.place {
            Place::Rule(tag, _) => OPTIONS.iter().find(|o| o.tag == tag),
            _ => None,
        }
    }

    /// Every message the row names: its help's, its label's on the new-game screen, and the
    /// words of its choices where the screen shows them (a rule's).
    pub fn messages(&self) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        if let Help::Message(id) = self.help {
            out.push(id.into());
        }
        out.extend(self.label.map(String::from));
        if let (Kind::Choice(names), Place::Rule(..)) = (self.kind, self.place) {
            out.extend(names().iter().map(|(n, _)| choice_word_id(n)));
        }
        out
    }

    /// Its label on the new-game screen in the language in force (its key, for a setting
    /// without one).
    pub fn label(&self) -> String {
        match self.label {
            Some(id) => crate::t!(id),
            None => self.key.to_string(),
        }
    }

    /// Reads the setting's value from text (a flag's), or says why it does not fit.
    pub fn parse(&self, s: &str) -> Result<Value, String> {
        match self.kind {
            Kind::On | Kind::Off => switch_word(s)
                .map(Value::Switch)
                .ok_or_else(|| format!("{s:?} is not true or false")),
            Kind::Number(..) if self.takes_off && s.eq_ignore_ascii_case("off") => {
                Ok(Value::Text("off".into()))
            }
            Kind::Number(..) => match s.parse::<i64>() {
                Ok(n) => self.number(n),
                Err(_) if self.takes_off => Err(format!("{s:?} is not a whole number or off")),
                Err(_) => Err(format!("{s:?} is not a whole number")),
            },
            Kind::Choice(names) => {
                let names = names();
                names
                    .iter()
                    .find(|(n, _)| n.eq_ignore_ascii_case(s))
                    .map(|(n, _)| Value::Text(n.to_string()))
                    .ok_or_else(|| {
                        let all: Vec<&str> = names.iter().map(|(n, _)| *n).collect();
                        format!("{s:?} is not one of {}", all.join(", "))
                    })
            }
            Kind::Name => {
                let clean: String = s.chars().filter(|c| !c.is_control()).collect();
                match clean.trim() {
                    "" => Err("a name cannot be empty".into()),
                    name => Ok(Value::Text(name.to_string())),
                }
            }
            Kind::Language => Ok(Value::Text(s.trim().to_string())),
            Kind::Clock if ["none", "off"].contains(&s.trim().to_lowercase().as_str()) => {
                Ok(Value::Text("none".into()))
            }
            Kind::Clock => s
                .parse::<crate::clock::TimeControl>()
                .map(|c| Value::Text(c.to_string()))
                .map_err(|e| e.to_string()),
            Kind::Colour => s
                .parse::<ratatui::style::Color>()
                .map(|_| Value::Text(s.to_string()))
                .map_err(|_| {
                    format!(
                        "{s:?} is not a colour (use a name such as red or light-blue, or #rrggbb)"
                    )
                }),
        }
    }

    /// A number as the setting's value, if it is in its range.
    pub fn number(&self, n: i64) -> Result<Value, String> {
        match self.kind {
            Kind::Number(lo, hi) if (i64::from(lo)..=i64::from(hi)).contains(&n) => {
                Ok(Value::Number(n as u16))
            }
            Kind::Number(lo, hi) if self.takes_off => {
                Err(format!("{n} is out of range ({lo} to {hi}, or off)"))
            }
            Kind::Number(lo, hi) => Err(format!("{n} is out of range ({lo} to {hi})")),
            _ => Err(format!("{n} is not a value of {}", self.key.name())),
        }
    }

    /// The setting as a flag: its name, help, heading and parser. Every one is global: it
    /// works before or after a subcommand.
    pub fn arg(&'static self) -> clap::Arg {
        use clap::builder::{PossibleValue, PossibleValuesParser};
        let arg = clap::Arg::new(self.key.name())
            .long(self.flag)
            .global(true)
            .help(self.help_in_english())
            .help_heading(self.section.help_heading());
        // A switch given off gives nothing, so it conflicts with nothing: the conflicts are
        // checked on what is given ([`Given::conflict`]), not by clap on the flags' names.
        match self.kind {
            // `--ascii` alone is on; `--ascii=false` (or `=off`, `=no`) gives it off, over
            // the file: a value only after `=`, so that `--ascii game.pgn` stays a file.
            Kind::On | Kind::Off => arg
                .value_name("BOOL")
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("true")
                .value_parser(move |s: &str| self.parse(s)),
            Kind::Number(..) if self.takes_off => arg
                .value_name(self.value_name)
                .value_parser(move |s: &str| self.parse(s)),
            Kind::Number(lo, hi) => arg
                .value_name(self.value_name)
                .value_parser(clap::value_parser!(u16).range(i64::from(lo)..=i64::from(hi))),
            Kind::Choice(names) => {
                arg.value_name(self.value_name)
                    .value_parser(PossibleValuesParser::new(
                        names()
                            .into_iter()
                            .map(|(n, about)| PossibleValue::new(n).help(about)),
                    ))
            }
            Kind::Name | Kind::Colour | Kind::Language | Kind::Clock => arg
                .value_name(self.value_name)
                .value_parser(move |s: &str| self.parse(s).map(|v| v.text())),
        }
    }
}

/// Every setting as a flag: the rules first, then the players and the display, then the
/// computer, as the help lists them.
pub fn args() -> Vec<clap::Arg> {
    let order = [
        Section::Rules,
        Section::Players,
        Section::Display,
        Section::Help,
        Section::Computer,
        Section::Network,
    ];
    order
        .iter()
        .flat_map(|&section| TABLE.iter().filter(move |s| s.section == section))
        .map(Setting::arg)
        .collect()
}

/// The settings are flags of the command line (`#[command(flatten)]`).
impl clap::Args for Given {
    fn augment_args(cmd: clap::Command) -> clap::Command {
        cmd.args(args())
    }

    fn augment_args_for_update(cmd: clap::Command) -> clap::Command {
        cmd.args(args())
    }
}

/// The settings the command line gives, read from what it parsed.
impl clap::FromArgMatches for Given {
    fn from_arg_matches(m: &clap::ArgMatches) -> Result<Given, clap::Error> {
        Ok(given(m))
    }

    fn update_from_arg_matches(&mut self, m: &clap::ArgMatches) -> Result<(), clap::Error> {
        *self = given(m);
        Ok(())
    }
}

/// The settings the command line gives.
pub fn given(m: &clap::ArgMatches) -> Given {
    let mut given = Given::default();
    for s in &TABLE {
        let value = match s.kind {
            Kind::On => m.get_one::<Value>(s.key.name()).cloned(),
            // The flag is the switch's opposite: `--no-mouse` is `mouse` off.
            Kind::Off => m.get_one::<Value>(s.key.name()).map(|v| match v {
                Value::Switch(b) => Value::Switch(!b),
                other => other.clone(),
            }),
            Kind::Number(..) if s.takes_off => m.get_one::<Value>(s.key.name()).cloned(),
            Kind::Number(..) => m.get_one::<u16>(s.key.name()).map(|n| Value::Number(*n)),
            Kind::Choice(_) | Kind::Name | Kind::Colour | Kind::Language | Kind::Clock => m
                .get_one::<String>(s.key.name())
                .map(|t| Value::Text(t.clone())),
        };
        if let Some(v) = value {
            given.set(s.key, v);
        }
    }
    given
}

/// The commented file `morris config --init` writes: every setting, commented out, so that
/// the defaults stay in force until the player changes one.
pub fn template() -> String {
    let mut out = String::from(
        "# morris preferences. Remove the # before a setting to use it.\n\
         # Flags on the command line win over this file; `morris config` shows what is in force\n\
         # and where each setting comes from.\n",
    );
    let mut heading = "";
    for s in &TABLE {
        let h = s.section.template_heading();
        if h != heading {
            out.push('\n');
            out.push_str(h);
            out.push('\n');
            heading = h;
        }
        let line = format!("# {} = {}", s.key.name(), s.example);
        let note = match s.kind {
            Kind::Choice(names) => {
                let names: Vec<&str> = names().iter().map(|(n, _)| *n).collect();
                format!("{}{}", names.join(", "), s.note)
            }
            _ => s.note.to_string(),
        };
        if note.is_empty() {
            out.push_str(&line);
        } else {
            out.push_str(&format!("{line:<34}# {note}"));
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A setting is found by its key at its place in the table: the rows stand in the keys'
    /// order, one for each.
    #[test]
    fn the_table_has_a_row_for_each_key_in_the_keys_order() {
        for (i, key) in Key::ALL.into_iter().enumerate() {
            assert_eq!(TABLE[i].key, key, "row {i}");
            assert_eq!(find(key).key, key);
            assert_eq!(named(key.name()).map(|s| s.key), Some(key));
        }
        assert_eq!(named("no-such-setting").map(|s| s.key), None);
    }

    #[test]
    fn every_rule_option_has_a_setting_and_every_setting_names_an_option() {
        for o in &crate::rules::OPTIONS {
            assert!(
                TABLE
                    .iter()
                    .any(|s| matches!(s.place, Place::Rule(t, _) if t == o.tag)),
                "no setting for {}",
                o.tag
            );
        }
        for s in &TABLE {
            if let Place::Rule(tag, _) = s.place {
                assert!(
                    crate::rules::OPTIONS.iter().any(|o| o.tag == tag),
                    "{}",
                    s.key
                );
            }
        }
    }

    #[test]
    fn keys_are_unique_and_the_level_s_default_is_the_engine_s() {
        for (i, s) in TABLE.iter().enumerate() {
            assert!(
                TABLE[..i].iter().all(|t| t.key.name() != s.key.name()),
                "{:?}",
                s.key
            );
        }
        let level = find(Key::Level);
        assert_eq!(
            level.default,
            crate::engine::Level::DEFAULT.get().to_string()
        );
        assert_eq!(level.example, level.default);
    }

    /// A choice's line in the template lists its choices, from the choices themselves.
    #[test]
    fn the_template_s_note_of_a_choice_lists_its_choices() {
        let template = template();
        for line in [
            "# variant = \"nine\"                # nine, twelve, morabaraba, lasker, six, three",
            "# theme = \"default\"               # default, dark, light, high-contrast, mono (no colour)",
        ] {
            assert!(template.lines().any(|l| l == line), "{line}");
        }
        for s in &TABLE {
            if let Kind::Choice(choices) = s.kind {
                let names: Vec<&str> = choices().iter().map(|c| c.0).collect();
                let line = template
                    .lines()
                    .find(|l| l.starts_with(&format!("# {} = ", s.key)))
                    .unwrap_or_default();
                assert!(line.contains(&format!("# {}", names.join(", "))), "{line}");
            }
        }
    }

    #[test]
    fn a_setting_s_words_in_the_game_are_its_help_in_english_and_translated() {
        use crate::lang::{Lang, set_here};
        for s in &TABLE {
            set_here(Some(Lang::De));
            assert!(!s.help_in_english().is_empty(), "{}", s.key);
            set_here(Some(Lang::En));
            let en = s.about();
            assert_eq!(en, s.help_in_english(), "{}", s.key);
            // A rule's row on the new-game screen has a label of its own.
            assert_eq!(
                s.label.is_some(),
                matches!(s.place, Place::Rule(..)),
                "{}",
                s.key
            );
            if matches!(s.place, Place::Rule(..) | Place::Preset) {
                assert!(matches!(s.help, Help::Message(_)), "{}", s.key);
                for lang in [Lang::De, Lang::Pt] {
                    set_here(Some(lang));
                    assert_ne!(s.about(), en, "{} in {lang:?}", s.key);
                }
            }
        }
        set_here(None);
    }

    #[test]
    fn every_example_of_the_template_is_a_value_of_its_setting() {
        for s in &TABLE {
            let text = s.example.trim_matches('"');
            assert!(s.parse(text).is_ok(), "{:?}: {}", s.key, s.example);
        }
    }
}

//! The settings: one [`table`] of every setting (its flag, its key in the preferences, what it
//! takes, its help), and what they come to together ([`resolve`]: the flags over the file over
//! the defaults): the rules, how the game starts, and [`Settings`], how the players are shown —
//! a plain value built at the edge and handed to the screen, which never reads the command
//! line or a file itself.

pub mod prefs;
pub mod table;

use ratatui::style::Color;

use crate::lang::Lang;
use crate::rules::{Color as Side, Rules, Variant};
use crate::settings::prefs::Prefs;
use crate::theme::Theme;
use table::{Given, Key, Kind, Place, Setting, TABLE, Value};

/// How the players and the board are shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The players' names, White first.
    pub names: [String; 2],
    /// The players' stone colours, White first.
    pub colors: [Color; 2],
    /// Draw with ASCII characters only.
    pub ascii: bool,
    /// Use colour at all (off when `NO_COLOR` is set, or in the `mono` theme).
    pub color: bool,
    /// The colour theme.
    pub theme: Theme,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            names: ["White".into(), "Black".into()],
            // The terminal's own foreground (bold) reads on any background; the mid-tone
            // brown-orange for Black reads on dark and light alike.
            colors: Theme::Default.stone_colors(),
            ascii: false,
            color: true,
            theme: Theme::Default,
        }
    }
}

impl Settings {
    /// Settings from values chosen at the edge (the command line): names (empty or absent
    /// fall back to White and Black), stone colours (absent: the theme's), ASCII, colour, the
    /// theme. Two equal colours are refused: the players' stones would look alike.
    pub fn new(
        names: [Option<&str>; 2],
        colors: [Option<Color>; 2],
        ascii: bool,
        color: bool,
        theme: Theme,
    ) -> Result<Settings, String> {
        let mut s = Settings {
            colors: theme.stone_colors(),
            theme,
            ..Settings::default()
        };
        for (i, fallback) in ["White", "Black"].into_iter().enumerate() {
            if let Some(n) = names[i] {
                s.names[i] = clean_name(n, fallback);
            }
            if let Some(c) = colors[i] {
                s.colors[i] = c;
            }
        }
        if s.colors[0] == s.colors[1] {
            return Err(format!(
                "--white-color and --black-color are both {}: the players' stones would look alike",
                s.colors[0]
            ));
        }
        s.ascii = ascii;
        s.color = color && theme != Theme::Mono;
        Ok(s)
    }

    /// A player's name.
    pub fn name(&self, side: Side) -> &str {
        &self.names[side.index()]
    }
}

/// A name as shown: no control characters, at most 24 characters, trimmed; `fallback` if
/// nothing is left.
fn clean_name(n: &str, fallback: &str) -> String {
    let n: String = n.chars().filter(|c| !c.is_control()).take(24).collect();
    let n = n.trim().to_string();
    if n.is_empty() {
        fallback.to_string()
    } else {
        n
    }
}

/// One setting in force and where it came from, for `morris config`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The setting.
    pub key: Key,
    /// The value in force, as the file or a flag would write it.
    pub value: String,
    /// `default`, `file line N` or `flag`, and why a file setting is not used.
    pub source: String,
}

/// The settings in force: the flags, then the file, then the defaults.
#[derive(Clone, Debug)]
pub struct InForce {
    /// How the players are shown.
    pub settings: Settings,
    /// The rules to play.
    pub rules: Rules,
    /// Mouse clicks on.
    pub mouse: bool,
    /// Analysis on from the start.
    pub analysis: bool,
    /// The computer's level (for a side named `computer`), if the flag or the file asks for one.
    pub level: Option<u8>,
    /// The clocks of a new game (`--clock 5+3`), if any.
    pub clock: Option<crate::clock::TimeControl>,
    /// Every setting and where it came from.
    pub rows: Vec<Row>,
    /// The file's warnings and the file settings the flags set aside.
    pub warnings: Vec<String>,
    /// The language of the game.
    pub lang: Lang,
    /// How this terminal is reached when it hosts a game (`relay`, `listen`).
    pub network: crate::net::open::Network,
}

/// The rules that `sources` give, each over the ones before: its preset, then its options in
/// the table's order. A switch given off turns its rule off (`diagonals = false` on the twelve
/// men's preset), except `no-flying`, which given off leaves flying as it is.
pub fn rules_of(sources: &[&Given]) -> Result<Rules, String> {
    let mut r = Variant::Nine.rules();
    for given in sources {
        if let Some(v) = given.text(Key::Variant).and_then(Variant::from_name) {
            r = v.rules();
        }
        for (s, value) in given.iter() {
            let Place::Rule(_, on) = s.place else {
                continue;
            };
            let text = match value {
                Value::Switch(true) => on.to_string(),
                Value::Switch(false) => match s.off_text() {
                    Some(off) => off.to_string(),
                    None => continue,
                },
                v => v.text(),
            };
            let Some(option) = s.option() else {
                continue;
            };
            (option.set)(&mut r, &text).map_err(|why| {
                format!(
                    "--{} cannot be used with --variant {}: {why}",
                    s.flag,
                    r.variant.name()
                )
            })?;
        }
    }
    r.validate().map_err(|e| e.to_string())?;
    Ok(r)
}

/// Combines the file with the flags: a flag wins over the file, the file over the defaults.
/// File settings that do not fit with the flags (the rules, the colours) are set aside with a
/// warning; a problem in the flags alone is the flags' problem, returned as the error.
/// `no_color` says that `NO_COLOR` is set: without a theme from the flags or the file, the
/// theme is `mono`. `locale` is the environment's language variable, if one is set (the first
/// of `LC_ALL`, `LC_MESSAGES`, `LANG`, as [`crate::lang::from_env`] finds it): the language
/// when neither the flags nor the file give one.
pub fn resolve(
    file: &Prefs,
    flags: &Given,
    no_color: bool,
    locale: Option<&(&str, String)>,
) -> Result<InForce, String> {
    if let Some((s, other)) = flags.conflict() {
        return Err(format!(
            "the argument '--{}' cannot be used with '--{}'",
            s.flag, other.flag
        ));
    }
    let f = &file.given;
    let mut warnings = file.warnings.clone();
    let (rules, rules_used, why_rules) = rules_in_force(file, flags, &mut warnings)?;
    let text = |key: Key| flags.text(key).or(f.text(key));
    let theme = match text(Key::Theme).and_then(Theme::from_name) {
        Some(t) => t,
        None if no_color => Theme::Mono,
        None => Theme::Default,
    };
    let (settings, colours_used) = look_in_force(file, flags, theme, &mut warnings)?;
    let mouse = flags
        .switch(Key::Mouse)
        .or(f.switch(Key::Mouse))
        .unwrap_or(true);
    let analysis = flags
        .switch(Key::Analysis)
        .or(f.switch(Key::Analysis))
        .unwrap_or(false);
    let level = flags
        .number(Key::Level)
        .or(f.number(Key::Level))
        .map(|n| n as u8);
    // `none` is no clock; a value the table's parser let through is a time control.
    let clock = text(Key::Clock).and_then(|t| t.parse::<crate::clock::TimeControl>().ok());
    let network = crate::net::open::Network {
        relay: text(Key::Relay).map(str::to_string),
        listen: text(Key::Listen).map(str::to_string),
    };
    let asked_lang = text(Key::Language).or(locale.map(|(_, v)| v.as_str()));
    let lang = asked_lang.map_or(Lang::En, Lang::from_setting);
    let rows = rows(&Decided {
        file,
        flags,
        no_color,
        locale,
        rules: &rules,
        theme,
        lang,
        asked_lang,
        rules_used,
        why_rules,
        colours_used,
    });
    Ok(InForce {
        settings,
        rules,
        mouse,
        analysis,
        level,
        clock,
        rows,
        warnings,
        lang,
        network,
    })
}

/// The rules from the flags over the file: the file's rule settings are not used where
/// `--variant` is given, nor where they do not fit with the flags (a warning says so). The
/// rules, whether the file's were used, and if not why.
fn rules_in_force(
    file: &Prefs,
    flags: &Given,
    warnings: &mut Vec<String>,
) -> Result<(Rules, bool, &'static str), String> {
    let f = &file.given;
    if flags.has(Key::Variant) && f.any_rules() {
        return Ok((rules_of(&[flags])?, false, "not used: --variant given"));
    }
    match rules_of(&[f, flags]) {
        Ok(r) => Ok((r, true, "")),
        Err(e) => {
            let r = rules_of(&[flags])?;
            warnings.push(format!(
                "{}: the rules do not fit with the flags ({e}); the flags' rules are used",
                file.lines_of(&table::rule_keys())
            ));
            Ok((r, false, "not used: does not fit with the flags"))
        }
    }
}

/// How the players are shown, from the flags over the file: the file's colours are not used
/// where they do not make a readable pair with the flags' (a warning says so). The look, and
/// whether the file's colours were used.
fn look_in_force(
    file: &Prefs,
    flags: &Given,
    theme: Theme,
    warnings: &mut Vec<String>,
) -> Result<(Settings, bool), String> {
    let f = &file.given;
    let text = |key: Key| flags.text(key).or(f.text(key));
    let ascii = flags
        .switch(Key::Ascii)
        .or(f.switch(Key::Ascii))
        .unwrap_or(false);
    let look = |colours: &[&Given]| {
        let colour = |key: Key| {
            colours
                .iter()
                .find_map(|g| g.text(key))
                .and_then(|c| c.parse().ok())
        };
        Settings::new(
            [text(Key::White), text(Key::Black)],
            [colour(Key::WhiteColor), colour(Key::BlackColor)],
            ascii,
            theme != Theme::Mono,
            theme,
        )
    };
    match look(&[flags, f]) {
        Ok(s) => Ok((s, true)),
        Err(e) => {
            let s = look(&[flags])?;
            warnings.push(format!(
                "{}: {e}; the file's colours are not used",
                file.lines_of(&[Key::WhiteColor, Key::BlackColor])
            ));
            Ok((s, false))
        }
    }
}

/// What [`resolve`] decided, for the rows of `morris config`: the values in force and whether
/// the file's rules and colours were used (and why not).
struct Decided<'a> {
    file: &'a Prefs,
    flags: &'a Given,
    no_color: bool,
    locale: Option<&'a (&'a str, String)>,
    rules: &'a Rules,
    theme: Theme,
    lang: Lang,
    asked_lang: Option<&'a str>,
    rules_used: bool,
    why_rules: &'a str,
    colours_used: bool,
}

/// Each setting's value in force and where it comes from (a flag, a line of the file, the
/// preset, the default, the environment), as `morris config` lists them.
fn rows(d: &Decided<'_>) -> Vec<Row> {
    let Decided {
        file,
        flags,
        no_color,
        locale,
        rules,
        theme,
        lang,
        asked_lang,
        rules_used,
        why_rules,
        colours_used,
    } = *d;
    let f = &file.given;
    // Where a rule's value in force comes from when no flag of its own gives it: a flag that
    // excludes it (`--fly-at` for `no-flying`), the file, or the preset.
    let preset = if flags.has(Key::Variant) || (rules_used && f.has(Key::Variant)) {
        format!("variant {}", rules.variant.name())
    } else {
        "default".to_string()
    };
    let rule_source = |s: &Setting, line: Option<&usize>, used: bool, why: &str| {
        let aside = |l: &usize, why: &str| format!("; file line {l} not used: {why}");
        if let Some(&other) = s.conflicts.iter().find(|&&c| flags.gives(c)) {
            let flag = table::find(other).flag;
            let why = format!("--{flag} given");
            return format!(
                "flag --{flag}{}",
                line.map_or(String::new(), |l| aside(l, &why))
            );
        }
        // Without a line of its own, a file's setting that excludes it decided it (`fly-at =
        // 3` under `variant = "six"`: flying is on).
        if let (None, true) = (line, used)
            && let Some((other, l)) = s.conflicts.iter().find_map(|c| {
                f.gives(*c)
                    .then(|| file.lines.get(c))
                    .flatten()
                    .map(|l| (c, l))
            })
        {
            return format!("file line {l} ({other})");
        }
        match line {
            // `no-flying = false` gives nothing: flying is the preset's.
            Some(_) if used && !f.gives(s.key) => preset.clone(),
            Some(l) if used => format!("file line {l}"),
            Some(l) => format!("{preset}{}", aside(l, why.trim_start_matches("not used: "))),
            None => preset.clone(),
        }
    };
    TABLE
        .iter()
        .map(|s| {
            let (used, why) = match (s.place, s.kind) {
                (Place::Preset | Place::Rule(..), _) => (rules_used, why_rules),
                (_, Kind::Colour) => (colours_used, "not used: the colours do not fit"),
                _ => (true, ""),
            };
            let value = match s.place {
                Place::Preset => rules.variant.name().to_string(),
                Place::Rule(_, on) => {
                    let now = s.option().map_or(String::new(), |o| (o.get)(rules));
                    match s.kind {
                        Kind::On => (now == on).to_string(),
                        _ => now,
                    }
                }
                _ if s.key == Key::Theme => theme.name().to_string(),
                _ if s.key == Key::Language => lang.code().to_string(),
                _ => flags
                    .get(s.key)
                    .or(f.get(s.key).filter(|_| used))
                    .map_or(s.default.to_string(), Value::text),
            };
            let line = file.lines.get(&s.key);
            // A flag that gives nothing (`--no-flying=false`) is not where a value came from.
            let source = match line {
                _ if flags.gives(s.key) => "flag".to_string(),
                _ if matches!(s.place, Place::Rule(..)) => rule_source(s, line, used, why),
                Some(l) if used => format!("file line {l}"),
                Some(l) => format!("file line {l}, {why}"),
                None if s.key == Key::Theme && no_color => "NO_COLOR".into(),
                None if s.key == Key::Language && locale.is_some() => {
                    locale.map_or(String::new(), |(k, v)| format!("{k}={v:?}"))
                }
                None => "default".into(),
            };
            // A language the game does not speak is English, said here and nowhere else.
            let source = match asked_lang {
                Some(a) if s.key == Key::Language && Lang::from_locale(a).is_none() => {
                    format!("{source}; {a:?} is not translated: English")
                }
                _ => source,
            };
            Row {
                key: s.key,
                value,
                source,
            }
        })
        .collect()
}

/// The flags that give `rules` on the command line: `--variant lasker`, then an option where
/// the rules differ from their preset (`--pieces 11`); `None` where the flags cannot give these
/// rules (checked by reading the flags back).
pub fn rule_flags(rules: &Rules) -> Option<Vec<String>> {
    let mut given = Given::default();
    given.set(Key::Variant, Value::Text(rules.variant.name().into()));
    let mut words = vec![format!("--variant {}", rules.variant.name())];
    for (option, value) in rules.differences() {
        let tag = option.tag;
        let setting = table::rules().find(|s| match (s.place, s.kind) {
            (Place::Rule(t, on), Kind::On) => {
                t == tag && (on == value || s.off_text() == Some(value.as_str()))
            }
            (Place::Rule(t, _), Kind::Number(..) | Kind::Choice(_)) => t == tag,
            _ => false,
        })?;
        let v = match setting.kind {
            Kind::On => Value::Switch(matches!(setting.place, Place::Rule(_, on) if on == value)),
            Kind::Number(..) => setting.parse(&value).ok()?,
            _ => Value::Text(value.clone()),
        };
        words.push(match &v {
            Value::Switch(true) => format!("--{}", setting.flag),
            Value::Switch(false) => format!("--{}=false", setting.flag),
            other => format!("--{} {}", setting.flag, other.text()),
        });
        given.set(setting.key, v);
    }
    if rules_of(&[&given]).ok()? != *rules {
        return None;
    }
    Some(words)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each rule setting given as its flag would give it, at a value other than the standard
    /// game's: the rules change, and `morris config` shows that value, from the flag.
    #[test]
    fn every_rule_setting_changes_the_rules_and_is_shown_as_given() {
        for s in table::rules() {
            let value = match s.kind {
                Kind::On | Kind::Off => Value::Switch(true),
                Kind::Number(_, hi) => Value::Number(hi),
                Kind::Choice(names) => Value::Text(names().last().unwrap().0.to_string()),
                Kind::Name | Kind::Colour | Kind::Language | Kind::Clock => {
                    unreachable!("{}", s.key)
                }
            };
            let mut flags = Given::default();
            flags.set(s.key, value.clone());
            let in_force = resolve(&Prefs::default(), &flags, false, None)
                .unwrap_or_else(|e| panic!("{}: {e}", s.key));
            assert_ne!(in_force.rules, Rules::default(), "{}", s.key);
            let row = in_force.rows.iter().find(|r| r.key == s.key).unwrap();
            assert_eq!(
                (row.value.as_str(), row.source.as_str()),
                (value.text().as_str(), "flag"),
                "{}",
                s.key
            );
        }
    }

    /// A switch given off takes its rule away from the preset, a count given `off` its
    /// count; `no-flying` given off leaves flying as it is.
    #[test]
    fn a_switch_given_off_takes_the_preset_s_rule_away() {
        use crate::rules::BoardKind;
        let given = |pairs: &[(Key, Value)]| {
            let mut g = Given::default();
            g.set(Key::Variant, Value::Text("morabaraba".into()));
            for (k, v) in pairs {
                g.set(*k, v.clone());
            }
            rules_of(&[&g]).unwrap()
        };
        let r = given(&[
            (Key::NoReform, Value::Switch(false)),
            (Key::EndgameDraw, Value::Text("off".into())),
        ]);
        assert!(!r.no_reform);
        assert_eq!(r.endgame_draw, None);
        assert_eq!(r.board, BoardKind::Diagonal);
        let r = given(&[(Key::Diagonals, Value::Switch(false))]);
        assert_eq!((r.board, r.pieces), (BoardKind::Standard, 12));
        assert!(r.no_reform);
        let mut g = Given::default();
        g.set(Key::Variant, Value::Text("six".into()));
        g.set(Key::NoFlying, Value::Switch(false));
        assert_eq!(rules_of(&[&g]).unwrap(), Variant::Six.rules());
        let parsed = table::find(Key::EndgameDraw).parse("OFF");
        assert_eq!(parsed, Ok(Value::Text("off".into())));
        assert!(table::find(Key::Pieces).parse("off").is_err());
    }

    /// The file's settings fill in what the flags leave; a flag that turns flying back on
    /// (`--fly-at`) wins over the file's `no-flying`, and the other way round.
    #[test]
    fn flags_lay_over_the_file_setting_by_setting() {
        let file = Prefs::parse("variant = \"twelve\"\nno-flying = true\nwhite = \"Ann\"\n");
        let mut flags = Given::default();
        flags.set(Key::FlyAt, Value::Number(4));
        let f = resolve(&file, &flags, false, None).unwrap();
        assert_eq!(
            (f.rules.variant, f.rules.fly_at),
            (Variant::Twelve, Some(4))
        );
        assert_eq!(f.settings.names[0], "Ann");
        let file = Prefs::parse("fly-at = 4\n");
        let mut flags = Given::default();
        flags.set(Key::NoFlying, Value::Switch(true));
        assert_eq!(
            resolve(&file, &flags, false, None).unwrap().rules.fly_at,
            None
        );
    }
}

//! The preferences file, `config.toml` in the platform's config folder
//! (`~/.config/morris/config.toml` on Linux): names, colours, display, the default rules.
//!
//! The file only fills in what the command line leaves out, and it can never stop a game: a
//! setting that cannot be read is reported with its line and key and left at its default.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use clap::ValueEnum;
use toml::de::{DeTable, DeValue};

use crate::cli::{
    BlockedArg, DoubleMillArg, PlayerArgs, ProtectionArg, RuleArgs, ThemeArg, VariantArg,
};
use crate::rules::{Blocked, DoubleMill, MillProtection, Rules};

/// Every key the file knows, in the order `morris config` lists them.
pub const KEYS: [&str; 24] = [
    "white",
    "black",
    "white-color",
    "black-color",
    "theme",
    "ascii",
    "mouse",
    "variant",
    "pieces",
    "diagonals",
    "no-flying",
    "fly-at",
    "mill-protection",
    "double-mill",
    "no-reform",
    "optional-removal",
    "blocked",
    "endgame-draw",
    "move-limit",
    "repetition",
    "move-in-placement",
    "mill-wins",
    "analysis",
    "level",
];

/// The rule keys: they describe the default game together, so they are used or set aside
/// together.
pub const RULE_KEYS: [&str; 15] = [
    "variant",
    "pieces",
    "diagonals",
    "no-flying",
    "fly-at",
    "mill-protection",
    "double-mill",
    "no-reform",
    "optional-removal",
    "blocked",
    "endgame-draw",
    "move-limit",
    "repetition",
    "move-in-placement",
    "mill-wins",
];

/// The settings read from the file. Settings the file does not give (or gives wrongly) are
/// `None` or `false`; `lines` tells on which line each setting that was read stands.
#[derive(Clone, Debug, Default)]
pub struct Prefs {
    /// Where the file is (or would be).
    pub path: Option<PathBuf>,
    /// Whether the file was there.
    pub exists: bool,
    /// Names, colours, theme, ASCII, as if given as flags.
    pub players: PlayerArgs,
    /// The default rules, as if given as flags.
    pub rules: RuleArgs,
    /// Mouse clicks on or off.
    pub mouse: Option<bool>,
    /// Analysis shown from the start.
    pub analysis: Option<bool>,
    /// The computer's default level.
    pub level: Option<u8>,
    /// The line of each setting read, by key.
    pub lines: BTreeMap<&'static str, usize>,
    /// What could not be used, one message each, naming the line and the key.
    pub warnings: Vec<String>,
}

impl Prefs {
    /// Reads the file at `path` (the usual place, [`crate::store::Paths::config`]), if the
    /// platform has one. A missing file is no warning.
    pub fn load(path: Option<&Path>) -> Prefs {
        match path {
            Some(p) => Prefs::load_from(p),
            None => Prefs::default(),
        }
    }

    /// Reads the file at `path`: only a regular file (a FIFO would block the start forever,
    /// `/dev/zero` would fill the memory) of a preferences file's size (see
    /// [`crate::store::read`]). Symbolic links are followed: a link to a regular file is fine.
    pub fn load_from(path: &Path) -> Prefs {
        use crate::store::read::{PREFS, ReadError, read_bytes};
        let mut prefs = match read_bytes(path, PREFS) {
            Ok(bytes) => {
                let text = String::from_utf8_lossy(&bytes);
                let mut p = Prefs::parse(&text);
                p.exists = true;
                p
            }
            Err(ReadError::NotFound) => Prefs::default(),
            Err(e) => Prefs {
                exists: path.exists(),
                warnings: vec![format!("cannot read it: {e}; the defaults are used")],
                ..Prefs::default()
            },
        };
        prefs.path = Some(path.to_path_buf());
        prefs
    }

    /// Reads the settings from the text of a file.
    pub fn parse(text: &str) -> Prefs {
        let mut prefs = Prefs::default();
        // Where each line starts, found once: a file of many bad lines is read in linear time.
        let starts: Vec<usize> = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        let line_of = |offset: usize| starts.partition_point(|&s| s <= offset).max(1);
        let source_line = |line: usize| {
            let from = starts.get(line - 1).copied().unwrap_or(text.len());
            let to = starts.get(line).map_or(text.len(), |&s| s - 1);
            text.get(from..to.max(from))
                .unwrap_or("")
                .trim_end_matches('\r')
        };
        let (table, errors) = DeTable::parse_recoverable(text);
        // A line the parser could not read is reported once, and nothing on it is used.
        let mut bad_lines = std::collections::BTreeSet::new();
        for e in &errors {
            let line = e.span().map_or(1, |s| line_of(s.start));
            if !bad_lines.insert(line) {
                continue;
            }
            let src = source_line(line);
            let key = src.split('=').next().unwrap_or("").trim();
            let what = e.message().lines().next().unwrap_or("").trim().to_string();
            let key = if key.is_empty() || key.starts_with('#') {
                String::new()
            } else {
                format!(" {key}:")
            };
            prefs.warnings.push(format!(
                "line {line}:{key} cannot be read ({what}); the default is used"
            ));
        }
        for (key, value) in table.get_ref().iter() {
            let line = line_of(key.span().start);
            if bad_lines.contains(&line) {
                continue;
            }
            let name = key.get_ref().replace('_', "-");
            let Some(known) = KEYS.iter().find(|k| **k == name) else {
                match value.get_ref().as_table() {
                    Some(section) if !section.is_empty() => {
                        for (k, _) in section.iter() {
                            let line = line_of(k.span().start);
                            prefs.warnings.push(format!(
                                "line {line}: {}.{}: settings stand at the top of the file, above any [section]; ignored",
                                key.get_ref(),
                                k.get_ref()
                            ));
                        }
                    }
                    _ => prefs.warnings.push(format!(
                        "line {line}: {}: not a setting (known: {}); ignored",
                        key.get_ref(),
                        KEYS.join(", ")
                    )),
                }
                continue;
            };
            if let Some(first) = prefs.lines.get(known) {
                prefs.warnings.push(format!(
                    "line {line}: {known}: given again (first on line {first}); the first is used"
                ));
                continue;
            }
            match prefs.set(known, value.get_ref()) {
                Ok(()) => {
                    prefs.lines.insert(known, line);
                }
                Err(why) => prefs
                    .warnings
                    .push(format!("line {line}: {known}: {why}; the default is used")),
            }
        }
        prefs.check_together();
        // In the order of the file, whatever found them.
        prefs.warnings.sort_by_key(|w| {
            w.split(|c: char| !c.is_ascii_digit())
                .find(|n| !n.is_empty())
                .and_then(|n| n.parse::<usize>().ok())
                .unwrap_or(0)
        });
        // A file that is mostly wrong is named by its first problems, not pages of them.
        const MOST_WARNINGS: usize = 20;
        if prefs.warnings.len() > MOST_WARNINGS {
            let more = prefs.warnings.len() - MOST_WARNINGS;
            prefs.warnings.truncate(MOST_WARNINGS);
            prefs.warnings.push(format!(
                "… and {more} more problems further down; the defaults are used for them"
            ));
        }
        prefs
    }

    /// Stores one setting, or says why its value does not fit.
    fn set(&mut self, key: &'static str, v: &DeValue<'_>) -> Result<(), String> {
        let p = &mut self.players;
        let r = &mut self.rules;
        match key {
            "white" => p.white = Some(name(v)?),
            "black" => p.black = Some(name(v)?),
            "white-color" => p.white_color = Some(color(v)?),
            "black-color" => p.black_color = Some(color(v)?),
            "theme" => p.theme = Some(choice::<ThemeArg>(v)?),
            "ascii" => p.ascii = boolean(v)?,
            "mouse" => self.mouse = Some(boolean(v)?),
            "analysis" => self.analysis = Some(boolean(v)?),
            "level" => self.level = Some(number(v, 1, 10)? as u8),
            "variant" => r.variant = Some(choice::<VariantArg>(v)?),
            "pieces" => r.pieces = Some(number(v, 3, 12)? as u8),
            "diagonals" => r.diagonals = boolean(v)?,
            "no-flying" => r.no_flying = boolean(v)?,
            "fly-at" => r.fly_at = Some(number(v, 3, 4)? as u8),
            "mill-protection" => r.mill_protection = Some(choice::<ProtectionArg>(v)?),
            "double-mill" => r.double_mill = Some(choice::<DoubleMillArg>(v)?),
            "no-reform" => r.no_reform = boolean(v)?,
            "optional-removal" => r.optional_removal = boolean(v)?,
            "blocked" => r.blocked = Some(choice::<BlockedArg>(v)?),
            "endgame-draw" => r.endgame_draw = Some(number(v, 1, 10_000)? as u16),
            "move-limit" => r.move_limit = Some(number(v, 1, 10_000)? as u16),
            "repetition" => r.repetition = boolean(v)?,
            "move-in-placement" => r.move_in_placement = boolean(v)?,
            "mill-wins" => r.mill_wins = boolean(v)?,
            _ => return Err("not a setting".into()),
        }
        Ok(())
    }

    /// Settings that are each fine but do not fit together: the rules (all of them are set
    /// aside, since they describe one game) and two equal colours.
    fn check_together(&mut self) {
        // As on the command line, where the two flags refuse each other.
        let conflict = if self.rules.no_flying && self.rules.fly_at.is_some() {
            Some("no-flying and fly-at cannot both be given".to_string())
        } else {
            self.rules.rules().err().map(|e| e.to_string())
        };
        if let Some(e) = conflict {
            let lines = self.lines_of(&RULE_KEYS);
            self.warnings.push(format!(
                "{lines}: the rules do not fit together ({e}); the default rules are used"
            ));
            self.rules = RuleArgs::default();
            for k in RULE_KEYS {
                self.lines.remove(k);
            }
        }
        let parse = |c: &Option<String>| {
            c.as_deref()
                .and_then(|c| <ratatui::style::Color as std::str::FromStr>::from_str(c).ok())
        };
        if let (Some(w), Some(b)) = (&self.players.white_color, &self.players.black_color)
            && parse(&self.players.white_color) == parse(&self.players.black_color)
        {
            let lines = self.lines_of(&["white-color", "black-color"]);
            self.warnings.push(format!(
                "{lines}: white-color {w} and black-color {b} are the same colour: the stones would look alike; the default colours are used"
            ));
            self.players.white_color = None;
            self.players.black_color = None;
            self.lines.remove("white-color");
            self.lines.remove("black-color");
        }
    }

    /// "line 3, key" or "lines 3, 5 (keys)" for the given keys that were read.
    pub fn lines_of(&self, keys: &[&str]) -> String {
        let found: Vec<(usize, &str)> = keys
            .iter()
            .filter_map(|k| self.lines.get(k).map(|l| (*l, *k)))
            .collect();
        match found.as_slice() {
            [] => "the file".into(),
            [(l, k)] => format!("line {l}: {k}"),
            many => {
                let ls: Vec<String> = many.iter().map(|(l, _)| l.to_string()).collect();
                let ks: Vec<&str> = many.iter().map(|(_, k)| *k).collect();
                format!("lines {} ({})", ls.join(", "), ks.join(", "))
            }
        }
    }

    /// Whether the file gives any rule setting.
    pub fn any_rules(&self) -> bool {
        RULE_KEYS.iter().any(|k| self.lines.contains_key(k))
    }
}

/// One setting in force and where it came from, for `morris config`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The key, as in the file.
    pub key: &'static str,
    /// The value in force, as the file or a flag would write it.
    pub value: String,
    /// `default`, `file line N` or `flag`, and why a file setting is not used.
    pub source: String,
}

/// The settings in force: the flags, then the file, then the defaults.
#[derive(Clone, Debug)]
pub struct InForce {
    /// Names, colours, theme, ASCII.
    pub players: PlayerArgs,
    /// The rules to play.
    pub rules: Rules,
    /// Mouse clicks on.
    pub mouse: bool,
    /// Analysis on from the start.
    pub analysis: bool,
    /// The computer's level (for a side named `computer`), if the flag or the file asks for one.
    pub level: Option<u8>,
    /// Every setting and where it came from.
    pub rows: Vec<Row>,
    /// The file's warnings and the file settings the flags set aside.
    pub warnings: Vec<String>,
}

/// Settings read but not used by this build of morris, and why (shown by `morris config`).
pub const NOT_USED_YET: [(&str, &str); 0] = [];

impl Prefs {
    /// Combines the file with the flags: a flag wins over the file, the file over the
    /// defaults. `check_players` is how the screen checks names and colours (two equal colours
    /// are refused); file settings it refuses are set aside with a warning. A problem in the
    /// flags alone is the flags' problem and returned as the error. `no_color` says that
    /// `NO_COLOR` is set: without a theme from the flags or the file, the theme is `mono`.
    pub fn resolve(
        &self,
        flags: &RuleArgs,
        players: &PlayerArgs,
        no_mouse: bool,
        level_flag: Option<u8>,
        no_color: bool,
        check_players: impl Fn(&PlayerArgs) -> Result<(), String>,
    ) -> Result<InForce, String> {
        let mut warnings = self.warnings.clone();
        let mut file_rules_used = self.any_rules();
        let mut why_rules_not_used = String::new();
        let rules = if flags.variant.is_some() && self.any_rules() {
            file_rules_used = false;
            why_rules_not_used = "not used: --variant given".into();
            flags.rules().map_err(|e| e.to_string())?
        } else {
            match overlay_rules(&self.rules, flags).rules() {
                Ok(r) => r,
                Err(e) => {
                    let r = flags.rules().map_err(|e| e.to_string())?;
                    warnings.push(format!(
                        "{}: the rules do not fit with the flags ({e}); the flags' rules are used",
                        self.lines_of(&RULE_KEYS)
                    ));
                    file_rules_used = false;
                    why_rules_not_used = "not used: does not fit with the flags".into();
                    r
                }
            }
        };
        let mut merged = PlayerArgs {
            white: players.white.clone().or_else(|| self.players.white.clone()),
            black: players.black.clone().or_else(|| self.players.black.clone()),
            white_color: players
                .white_color
                .clone()
                .or_else(|| self.players.white_color.clone()),
            black_color: players
                .black_color
                .clone()
                .or_else(|| self.players.black_color.clone()),
            theme: players.theme.or(self.players.theme),
            ascii: players.ascii || self.players.ascii,
            ..players.clone()
        };
        let mut colors_used = true;
        if let Err(e) = check_players(&merged) {
            check_players(players)?;
            warnings.push(format!(
                "{}: {e}; the file's colours are not used",
                self.lines_of(&["white-color", "black-color"])
            ));
            merged.white_color = players.white_color.clone();
            merged.black_color = players.black_color.clone();
            colors_used = false;
        }
        let mouse = !no_mouse && self.mouse.unwrap_or(true);
        let mut rows = Vec::new();
        let mut row = |key: &'static str, value: String, flag: bool, used: bool, why: &str| {
            let source = if flag {
                "flag".to_string()
            } else {
                match self.lines.get(key) {
                    Some(l) if used => format!("file line {l}"),
                    Some(l) => format!("file line {l}, {why}"),
                    None => "default".into(),
                }
            };
            let source = match NOT_USED_YET.iter().find(|(k, _)| *k == key) {
                Some((_, note)) => {
                    format!("{source} — {note}")
                }
                _ => source,
            };
            rows.push(Row { key, value, source });
        };
        let or = |o: &Option<String>, d: &str| o.clone().unwrap_or_else(|| d.to_string());
        row(
            "white",
            or(&merged.white, "White"),
            players.white.is_some(),
            true,
            "",
        );
        row(
            "black",
            or(&merged.black, "Black"),
            players.black.is_some(),
            true,
            "",
        );
        let not_fit = "not used: the colours do not fit";
        row(
            "white-color",
            or(&merged.white_color, "default"),
            players.white_color.is_some(),
            colors_used,
            not_fit,
        );
        row(
            "black-color",
            or(&merged.black_color, "default"),
            players.black_color.is_some(),
            colors_used,
            not_fit,
        );
        let theme = match merged.theme {
            Some(t) => crate::theme::Theme::from(t),
            None if no_color => crate::theme::Theme::Mono,
            None => crate::theme::Theme::Default,
        };
        row(
            "theme",
            theme.name().into(),
            players.theme.is_some(),
            true,
            "",
        );

        row("ascii", merged.ascii.to_string(), players.ascii, true, "");
        row("mouse", mouse.to_string(), no_mouse, true, "");
        let r = &rules;
        let why = why_rules_not_used.as_str();
        let u = file_rules_used;
        row(
            "variant",
            r.variant.name().into(),
            flags.variant.is_some(),
            u,
            why,
        );
        row(
            "pieces",
            r.pieces.to_string(),
            flags.pieces.is_some(),
            u,
            why,
        );
        let diagonals = r.board == crate::rules::BoardKind::Diagonal;
        row("diagonals", diagonals.to_string(), flags.diagonals, u, why);
        row(
            "no-flying",
            r.fly_at.is_none().to_string(),
            flags.no_flying,
            u,
            why,
        );
        let fly = r.fly_at.map_or("-".into(), |n| n.to_string());
        row("fly-at", fly, flags.fly_at.is_some(), u, why);
        let prot = match r.protection {
            MillProtection::UnlessAll => "unless-all",
            MillProtection::Never => "never",
            MillProtection::Always => "always",
        };
        row(
            "mill-protection",
            prot.into(),
            flags.mill_protection.is_some(),
            u,
            why,
        );
        let dm = match r.double_mill {
            DoubleMill::One => "one",
            DoubleMill::Each => "each",
        };
        row(
            "double-mill",
            dm.into(),
            flags.double_mill.is_some(),
            u,
            why,
        );
        row(
            "no-reform",
            r.no_reform.to_string(),
            flags.no_reform,
            u,
            why,
        );
        let opt = r.optional_removal.to_string();
        row("optional-removal", opt, flags.optional_removal, u, why);
        let blocked = match r.blocked {
            Blocked::Lose => "lose",
            Blocked::Pass => "pass",
        };
        row("blocked", blocked.into(), flags.blocked.is_some(), u, why);
        let off = |n: Option<u16>| n.map_or("off".into(), |n| n.to_string());
        row(
            "endgame-draw",
            off(r.endgame_draw),
            flags.endgame_draw.is_some(),
            u,
            why,
        );
        row(
            "move-limit",
            off(r.move_limit),
            flags.move_limit.is_some(),
            u,
            why,
        );
        row(
            "repetition",
            r.repetition.to_string(),
            flags.repetition,
            u,
            why,
        );
        let mip = r.move_in_placement.to_string();
        row("move-in-placement", mip, flags.move_in_placement, u, why);
        row(
            "mill-wins",
            r.mill_wins.to_string(),
            flags.mill_wins,
            u,
            why,
        );
        let analysis = players.analysis || self.analysis.unwrap_or(false);
        row("analysis", analysis.to_string(), players.analysis, true, "");
        let level = level_flag.or(self.level);
        let shown = level.unwrap_or(crate::engine::Level::DEFAULT.get());
        row("level", shown.to_string(), level_flag.is_some(), true, "");
        if merged.theme.is_none()
            && no_color
            && let Some(r) = rows.iter_mut().find(|r| r.key == "theme")
        {
            r.source = "NO_COLOR".into();
        }
        Ok(InForce {
            players: merged,
            rules,
            mouse,
            analysis,
            level,
            rows,
            warnings,
        })
    }
}

/// The file's rules with the flags laid over them.
fn overlay_rules(file: &RuleArgs, flags: &RuleArgs) -> RuleArgs {
    RuleArgs {
        variant: flags.variant.or(file.variant),
        pieces: flags.pieces.or(file.pieces),
        diagonals: flags.diagonals || file.diagonals,
        // A flag that sets the flying threshold turns the file's "no flying" off, and the
        // other way round: the two cannot stand together.
        no_flying: flags.no_flying || (file.no_flying && flags.fly_at.is_none()),
        fly_at: flags.fly_at.or(file.fly_at.filter(|_| !flags.no_flying)),
        mill_protection: flags.mill_protection.or(file.mill_protection),
        double_mill: flags.double_mill.or(file.double_mill),
        no_reform: flags.no_reform || file.no_reform,
        optional_removal: flags.optional_removal || file.optional_removal,
        blocked: flags.blocked.or(file.blocked),
        endgame_draw: flags.endgame_draw.or(file.endgame_draw),
        move_limit: flags.move_limit.or(file.move_limit),
        repetition: flags.repetition || file.repetition,
        move_in_placement: flags.move_in_placement || file.move_in_placement,
        mill_wins: flags.mill_wins || file.mill_wins,
    }
}

fn string(v: &DeValue<'_>) -> Result<String, String> {
    v.as_str()
        .map(str::to_string)
        .ok_or_else(|| format!("expected text in quotes, found {}", describe(v)))
}

fn name(v: &DeValue<'_>) -> Result<String, String> {
    let s = string(v)?;
    let clean: String = s.chars().filter(|c| !c.is_control()).collect();
    if clean.trim().is_empty() {
        return Err("a name cannot be empty".into());
    }
    Ok(clean.trim().to_string())
}

fn color(v: &DeValue<'_>) -> Result<String, String> {
    use std::str::FromStr;
    let s = string(v)?;
    ratatui::style::Color::from_str(&s)
        .map(|_| s.clone())
        .map_err(|_| {
            format!("{s:?} is not a colour (use a name such as red or light-blue, or #rrggbb)")
        })
}

fn boolean(v: &DeValue<'_>) -> Result<bool, String> {
    v.as_bool()
        .ok_or_else(|| format!("expected true or false, found {}", describe(v)))
}

fn number(v: &DeValue<'_>, lo: i64, hi: i64) -> Result<i64, String> {
    let n = v
        .as_integer()
        .and_then(|i| i64::from_str_radix(&i.as_str().replace('_', ""), i.radix()).ok())
        .ok_or_else(|| format!("expected a whole number, found {}", describe(v)))?;
    if !(lo..=hi).contains(&n) {
        return Err(format!("{n} is out of range ({lo} to {hi})"));
    }
    Ok(n)
}

fn choice<T: ValueEnum>(v: &DeValue<'_>) -> Result<T, String> {
    let s = string(v)?;
    T::from_str(&s, true).map_err(|_| {
        let names: Vec<String> = T::value_variants()
            .iter()
            .filter_map(|x| x.to_possible_value().map(|p| p.get_name().to_string()))
            .collect();
        format!("{s:?} is not one of {}", names.join(", "))
    })
}

fn describe(v: &DeValue<'_>) -> String {
    match v {
        DeValue::String(s) => format!("{s:?}"),
        DeValue::Integer(i) => i.as_str().to_string(),
        DeValue::Float(f) => f.as_str().to_string(),
        DeValue::Boolean(b) => b.to_string(),
        other => format!("a {}", other.type_str()),
    }
}

/// The commented file `morris config --init` writes: every setting, commented out, so that
/// the defaults stay in force until the player changes one.
pub const TEMPLATE: &str = r##"# morris preferences. Remove the # before a setting to use it.
# Flags on the command line win over this file; `morris config` shows what is in force
# and where each setting comes from.

# Players
# white = "Alice"                 # White's name
# black = "Bob"                   # Black's name
# white-color = "light-blue"      # a colour name (red, light-blue, ...) or "#rrggbb"
# black-color = "#c06000"

# Display
# theme = "default"               # default, dark, light, high-contrast, mono (no colour)
# ascii = false                   # ASCII characters only
# mouse = true                    # click on the board; false leaves the mouse to the terminal

# The default game (a --variant flag starts from its own preset instead)
# variant = "nine"                # nine, twelve, morabaraba, lasker, six, three
# pieces = 9                      # 3 to 12 (at most 8 on the six men's board, 4 on the three)
# diagonals = false
# no-flying = false
# fly-at = 3                      # 3 or 4
# mill-protection = "unless-all"  # unless-all, never, always
# double-mill = "one"             # one, each
# no-reform = false
# optional-removal = false
# blocked = "lose"                # lose, pass
# endgame-draw = 10               # plies without a removal, both down to 3 pieces
# move-limit = 100                # plies of moving without a removal
# repetition = false
# move-in-placement = false
# mill-wins = false

# Help and the computer
# analysis = false                # start games with analysis on (the v key): exact values
# level = 5                       # the computer's level, 1 to 10
"##;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_template_sets_nothing_and_every_key_is_in_it() {
        let p = Prefs::parse(TEMPLATE);
        assert!(p.warnings.is_empty(), "{:?}", p.warnings);
        assert!(p.lines.is_empty());
        for k in KEYS {
            assert!(TEMPLATE.contains(&format!("# {k} = ")), "{k} missing");
        }
        // Uncommented, every example is a valid setting.
        let all: String = TEMPLATE
            .lines()
            .map(|l| match l.strip_prefix("# ") {
                Some(rest) if KEYS.iter().any(|k| rest.starts_with(&format!("{k} = "))) => rest,
                _ => l,
            })
            .map(|l| format!("{l}\n"))
            .collect();
        let p = Prefs::parse(&all);
        assert_eq!(p.lines.len(), KEYS.len(), "{:?}", p.warnings);
    }

    #[test]
    fn settings_are_read_with_their_lines() {
        let p = Prefs::parse("# c\nwhite = \"Alice\"\n\nvariant = \"twelve\"\nmouse = false\n");
        assert_eq!(p.players.white.as_deref(), Some("Alice"));
        assert_eq!(p.lines["white"], 2);
        assert_eq!(p.lines["variant"], 4);
        assert_eq!(p.mouse, Some(false));
        assert!(p.warnings.is_empty());
    }

    #[test]
    fn a_broken_line_costs_only_its_setting() {
        let p = Prefs::parse("white = Alice\nblack = \"Bob\"\npieces = \"nine\"\nfoo = 1\n");
        assert_eq!(p.players.white, None);
        assert_eq!(p.players.black.as_deref(), Some("Bob"));
        assert_eq!(p.rules.pieces, None);
        assert_eq!(p.warnings.len(), 3, "{:?}", p.warnings);
        assert!(
            p.warnings[0].starts_with("line 1: white:"),
            "{:?}",
            p.warnings
        );
        assert!(p.warnings.iter().any(|w| w.starts_with("line 3: pieces:")));
        assert!(p.warnings.iter().any(|w| w.starts_with("line 4: foo:")));
    }

    /// A file of thousands of bad lines gives its first problems and a count of the rest (the
    /// lines are found once, so reading it takes no longer than a good file of its size).
    #[test]
    fn a_file_of_many_bad_lines_names_the_first_and_counts_the_rest() {
        let text = "black = \"Bob\"\r\n".to_string() + &"white = \"A\"\r\n".repeat(5_000);
        let p = Prefs::parse(&text);
        assert_eq!(p.players.black.as_deref(), Some("Bob"));
        assert_eq!(p.warnings.len(), 21, "{:?}", &p.warnings[..3]);
        assert!(
            p.warnings[0].starts_with("line 3: white:"),
            "{:?}",
            p.warnings[0]
        );
        assert!(
            p.warnings[20].contains("more problems further down"),
            "{:?}",
            p.warnings[20]
        );
    }
}

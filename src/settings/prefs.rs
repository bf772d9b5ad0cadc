//! The preferences file's text, `config.toml` in the platform's config folder
//! (`~/.config/morris/config.toml` on Linux): names, colours, display, the default rules. Pure:
//! the text in, the settings out ([`Prefs::parse`]), and the text with changes made ([`edit`]);
//! reading and writing the file is the store's (`crate::store::prefs`).
//!
//! The file only fills in what the command line leaves out, and it can never stop a game: a
//! setting that cannot be read is reported with its line and key and left at its default.

use std::collections::BTreeMap;
use std::path::PathBuf;

use toml::de::{DeTable, DeValue};

use super::table::{self, Given, Key, Kind, Setting, TABLE, Value};

/// The settings read from the file. Settings the file does not give (or gives wrongly) are
/// not in `given`; `lines` tells on which line each setting that was read stands.
#[derive(Clone, Debug, Default)]
pub struct Prefs {
    /// Where the file is (or would be).
    pub path: Option<PathBuf>,
    /// Whether the file was there.
    pub exists: bool,
    /// The settings the file gives, as if given as flags.
    pub given: Given,
    /// The line of each setting read, by key.
    pub lines: BTreeMap<Key, usize>,
    /// What could not be used, one message each, naming the line and the key.
    pub warnings: Vec<String>,
}

impl Prefs {
    /// Reads the settings from the text of a file, one line at a time: each setting stands on
    /// a line of its own, so that a broken line (an unclosed string or `[section`) costs only
    /// itself, is named by its own number, and never takes the lines after it.
    pub fn parse(text: &str) -> Prefs {
        let mut prefs = Prefs::default();
        // The `[section]` the lines stand under, with its line and whether any setting did.
        let mut section: Option<(String, usize, bool)> = None;
        for (i, src) in text.split('\n').enumerate() {
            let line = i + 1;
            let src = src.trim_end_matches('\r');
            let (table, errors) = DeTable::parse_recoverable(src);
            if let Some(e) = errors.first() {
                // Quoted as a bad token is: at most 24 characters (a line can be long).
                let name = src.split('=').next().unwrap_or("").trim();
                let key = crate::text::excerpt(name, 24);
                let mut what = e.message().lines().next().unwrap_or("").trim().to_string();
                // `endgame-draw = off`, `white = Alice`: a word TOML wants in quotes, which the
                // message says with the line as it should be.
                let value = src.split_once('=').map(|(_, v)| v.trim()).unwrap_or("");
                let word = value.starts_with(|c: char| c.is_alphabetic())
                    && value
                        .chars()
                        .all(|c| c.is_alphanumeric() || c == '-' || c == '_');
                let known = table::named(&name.replace('_', "-"));
                // Only where the word in quotes is a value the setting takes (not `pieces = ten`).
                let quoted = DeValue::String(std::borrow::Cow::Borrowed(value));
                if word && known.is_some_and(|s| read(s, &quoted).is_ok()) {
                    what = format!("a word is written in quotes: {name} = \"{value}\"");
                }
                let fallback = known.map_or("the default is used", fallback);
                let key = if key.is_empty() || key.starts_with('#') {
                    String::new()
                } else {
                    format!(" {key}:")
                };
                prefs.warnings.push(format!(
                    "line {line}:{key} cannot be read ({what}); {fallback}"
                ));
                continue;
            }
            if src.trim_start().starts_with('[') {
                prefs.end_section(section.take());
                let name = table
                    .get_ref()
                    .iter()
                    .next()
                    .map(|(k, _)| k.get_ref().to_string());
                section = name.map(|n| (n, line, false));
                continue;
            }
            for (key, value) in table.get_ref().iter() {
                if let Some((name, _, used)) = &mut section {
                    *used = true;
                    prefs.warnings.push(format!(
                        "line {line}: {name}.{}: settings stand at the top of the file, above any [section]; ignored",
                        key.get_ref()
                    ));
                    continue;
                }
                prefs.take(key.get_ref(), value.get_ref(), line);
            }
        }
        prefs.end_section(section);
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

    /// A `[section]` header with no setting under it is named as what it is: not a setting.
    fn end_section(&mut self, section: Option<(String, usize, bool)>) {
        if let Some((name, line, false)) = section {
            self.warnings.push(format!(
                "line {line}: {name}: not a setting (known: {}); ignored",
                TABLE.map(|s| s.key.name()).join(", ")
            ));
        }
    }

    /// The setting `key = value` of line `line`, used unless it is unknown, given again or
    /// does not fit.
    fn take(&mut self, key: &str, value: &DeValue<'_>, line: usize) {
        let name = key.replace('_', "-");
        let Some(known) = table::named(&name) else {
            match value.as_table() {
                Some(section) if !section.is_empty() => {
                    for (k, _) in section.iter() {
                        self.warnings.push(format!(
                            "line {line}: {key}.{}: settings stand at the top of the file, above any [section]; ignored",
                            k.get_ref()
                        ));
                    }
                }
                _ => self.warnings.push(format!(
                    "line {line}: {key}: not a setting (known: {}); ignored",
                    TABLE.map(|s| s.key.name()).join(", ")
                )),
            }
            return;
        };
        let key = known.key;
        if let Some(first) = self.lines.get(&key) {
            self.warnings.push(format!(
                "line {line}: {key}: given again (first on line {first}); the first is used"
            ));
            return;
        }
        match read(known, value) {
            Ok(v) => {
                self.given.set(key, v);
                self.lines.insert(key, line);
            }
            Err(why) => {
                let fallback = fallback(known);
                self.warnings
                    .push(format!("line {line}: {key}: {why}; {fallback}"));
            }
        }
    }

    /// Settings that are each fine but do not fit together: the rules (all of them are set
    /// aside, since they describe one game) and two equal colours.
    fn check_together(&mut self) {
        // As on the command line, where the two flags refuse each other. A switch given off
        // gives nothing.
        let conflict = self
            .given
            .conflict()
            .map(|(s, other)| format!("{} and {} cannot both be given", s.key, other.key));
        let rule_keys = table::rule_keys();
        if let Some(e) = conflict.or_else(|| crate::settings::rules_of(&[&self.given]).err()) {
            let lines = self.lines_of(&rule_keys);
            self.warnings.push(format!(
                "{lines}: the rules do not fit together ({e}); the default rules are used"
            ));
            for k in rule_keys {
                self.given.remove(k);
                self.lines.remove(&k);
            }
        }
        let colour = |k: Key| {
            self.given
                .text(k)
                .and_then(|c| c.parse::<ratatui::style::Color>().ok())
        };
        if let (Some(w), Some(b)) = (
            self.given.text(Key::WhiteColor),
            self.given.text(Key::BlackColor),
        ) && colour(Key::WhiteColor) == colour(Key::BlackColor)
        {
            let lines = self.lines_of(&[Key::WhiteColor, Key::BlackColor]);
            self.warnings.push(format!(
                "{lines}: white-color {w} and black-color {b} are the same colour: the stones would look alike; the default colours are used"
            ));
            for k in [Key::WhiteColor, Key::BlackColor] {
                self.given.remove(k);
                self.lines.remove(&k);
            }
        }
    }

    /// "line 3, key" or "lines 3, 5 (keys)" for the given keys that were read.
    pub fn lines_of(&self, keys: &[Key]) -> String {
        let found: Vec<(usize, &str)> = keys
            .iter()
            .filter_map(|k| self.lines.get(k).map(|l| (*l, k.name())))
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
}

/// The text of a preferences file with `changes` made (see [`remember`]), and the keys left
/// as they are because their line is more than the line reader can rewrite safely (a
/// multi-line string, a quoted or dotted key): a pure function of the text, so that what it
/// keeps can be tested line by line. A value is replaced where it stands, so the line's
/// spacing and trailing comment stay; a commented line is taken over only where it is a
/// template's line for the key (its value reads as the key's value), never prose.
pub fn edit(text: &str, changes: &[(Key, Option<Value>)]) -> (String, Vec<String>) {
    let mut lines: Vec<String> = text.split('\n').map(str::to_string).collect();
    // A file ending in a newline splits into a last empty piece: new lines go before it.
    let ends_open = text.is_empty() || text.ends_with('\n');
    if ends_open {
        lines.pop();
    }
    let crlf = text.contains("\r\n");
    for l in &mut lines {
        if l.ends_with('\r') {
            l.pop();
        }
    }
    let mut left = Vec::new();
    for (key, value) in changes {
        // Settings stand above the first `[section]`; lines below it are left alone.
        let key = key.name();
        let found = key_lines(&lines, key);
        if found.iter().any(|(_, l)| *l == KeyLine::Unsafe) {
            left.push(key.to_string());
            continue;
        }
        let set: Vec<usize> = found
            .iter()
            .filter(|(_, l)| !matches!(l, KeyLine::Template(..)))
            .map(|(i, _)| *i)
            .collect();
        match value {
            Some(v) => {
                let new = toml_text(v);
                let first = found
                    .iter()
                    .find(|(_, l)| !matches!(l, KeyLine::Template(..)))
                    .or_else(|| found.first());
                match first {
                    Some((i, KeyLine::Value(span))) => lines[*i] = put(&lines[*i], 0, span, &new),
                    Some((i, KeyLine::Template(from, span))) => {
                        lines[*i] = put(&lines[*i], *from, span, &new)
                    }
                    Some((i, _)) => lines[*i] = format!("{key} = {new}"),
                    None => {
                        let end = top(&lines);
                        lines.insert(end, format!("{key} = {new}"));
                    }
                }
                // A second line for the key would be read as given again: it goes.
                for &i in set.iter().skip(1) {
                    lines[i] = format!("# {}", lines[i]);
                }
            }
            None => {
                for &i in &set {
                    lines[i] = format!("# {}", lines[i]);
                }
            }
        }
    }
    let nl = if crlf { "\r\n" } else { "\n" };
    let mut out = String::new();
    for l in &lines {
        out.push_str(l);
        out.push_str(nl);
    }
    (out, left)
}

/// What a line of the file is to a key.
#[derive(Clone, Debug, PartialEq, Eq)]
enum KeyLine {
    /// It sets the key; its value stands at these bytes.
    Value(std::ops::Range<usize>),
    /// It sets the key but does not read (`white = Alice`): it is replaced whole.
    Broken,
    /// It sets the key in a way a line cannot be rewritten safely: left as it is.
    Unsafe,
    /// A commented template line for the key (`# level = 5   # note`): the setting starts
    /// at the first byte, its value stands at the second.
    Template(usize, std::ops::Range<usize>),
}

/// The first line of a `[section]`, or the end: settings stand above it. As the reader reads
/// the file: a line that only begins like one (`[oops`, damaged) is no section, and the
/// settings below it are read, so they are the ones changed (a new line above it was read
/// as the key given again).
fn top(lines: &[String]) -> usize {
    lines
        .iter()
        .position(|l| l.trim_start().starts_with('[') && DeTable::parse_recoverable(l).1.is_empty())
        .unwrap_or(lines.len())
}

/// The lines above any `[section]` that are something to `key`, in order. Each line as the
/// reader reads it, on its own: the line after one that opens a multi-line string (or a
/// damaged one that only looks so) is read as a setting of its own, and so it is changed
/// here, never left to be read as the key given again.
fn key_lines(lines: &[String], key: &str) -> Vec<(usize, KeyLine)> {
    let mut out = Vec::new();
    for (i, src) in lines.iter().enumerate().take(top(lines)) {
        let trimmed = src.trim_start();
        if let Some(rest) = trimmed.strip_prefix('#') {
            let from = src.len() - rest.trim_start().len();
            if let Some(span) = template(&src[from..], key) {
                out.push((
                    i,
                    KeyLine::Template(from, from + span.start..from + span.end),
                ));
            }
            continue;
        }
        let Some((name, value)) = src.split_once('=') else {
            continue;
        };
        let value = value.trim_start();
        let triple = ["\"\"\"", "'''"]
            .into_iter()
            .find(|q| value.starts_with(q) && !value[3..].contains(q));
        let name = name.trim();
        let bare = !name.is_empty()
            && name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
        let named = name.trim_matches(['"', '\'']).replace('_', "-");
        // A dotted key is a table of the key's name.
        let named = named
            .split('.')
            .next()
            .unwrap_or("")
            .trim_matches(['"', '\'']);
        if triple.is_some() {
            if named == key {
                out.push((i, KeyLine::Unsafe));
            }
            continue;
        }
        if named != key {
            continue;
        }
        let (table, errors) = DeTable::parse_recoverable(src);
        let line = match (bare, errors.is_empty()) {
            (false, _) => KeyLine::Unsafe,
            // An array or table over several lines is more than a line.
            (true, false) if value.starts_with(['[', '{']) => KeyLine::Unsafe,
            (true, false) => KeyLine::Broken,
            (true, true) => match table.get_ref().iter().next() {
                Some((_, v)) if table.get_ref().len() == 1 => KeyLine::Value(v.span()),
                _ => KeyLine::Unsafe,
            },
        };
        out.push((i, line));
    }
    out
}

/// Where the value stands in a commented line's setting, if it is a template's line for `key`:
/// it reads as a setting of the key, with a value the key can take (`# level = how hard the
/// computer plays` is prose, not a template).
fn template(src: &str, key: &str) -> Option<std::ops::Range<usize>> {
    let name = src.split('=').next()?.trim();
    if name.replace('_', "-") != key
        || !name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    {
        return None;
    }
    let (table, errors) = DeTable::parse_recoverable(src);
    if !errors.is_empty() || table.get_ref().len() != 1 {
        return None;
    }
    let (_, v) = table.get_ref().iter().next()?;
    let setting = table::named(key)?;
    read(setting, v.get_ref()).ok()?;
    Some(v.span())
}

/// `line` from byte `from` on, with the value at `span` replaced by `new`: the rest of the
/// line stays, and a trailing comment keeps its column where the line leaves room for it.
fn put(line: &str, from: usize, span: &std::ops::Range<usize>, new: &str) -> String {
    let tail = &line[span.end..];
    let comment = tail.trim_start();
    let mut out = format!("{}{new}", &line[from..span.start]);
    if comment.starts_with('#') && comment.len() < tail.len() {
        let column = line[..line.len() - comment.len()].chars().count();
        let pad = column.saturating_sub(out.chars().count()).max(1);
        out.push_str(&" ".repeat(pad));
        out.push_str(comment);
    } else {
        out.push_str(tail);
    }
    out
}

/// A value as the file writes it: a switch or a number bare, text in quotes.
fn toml_text(v: &Value) -> String {
    match v {
        Value::Text(s) => format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\"")),
        other => other.text(),
    }
}

/// What is used instead of a line of `s` that cannot be read or does not fit: a rule's value
/// comes from the preset (Morabaraba's endgame draw), any other setting's is the default.
fn fallback(s: &Setting) -> &'static str {
    match s.place {
        crate::settings::table::Place::Rule(..) => "the preset's rule is used",
        _ => "the default is used",
    }
}

/// A setting's value in the file, or why it does not fit.
fn read(s: &Setting, v: &DeValue<'_>) -> Result<Value, String> {
    match s.kind {
        // In quotes, the flags' words (`"off"`, `"yes"`) as well as TOML's true and false.
        Kind::On | Kind::Off => match v.as_str().and_then(table::switch_word) {
            Some(b) => Ok(Value::Switch(b)),
            None => boolean(v).map(Value::Switch),
        },
        Kind::Number(..) if s.takes_off && v.as_str().is_some() => {
            string(v).and_then(|t| s.parse(&t))
        }
        Kind::Number(..) if s.takes_off => integer(v)
            .map_err(|_| format!("expected a whole number or \"off\", found {}", describe(v)))
            .and_then(|n| s.number(n)),
        Kind::Number(..) => integer(v).and_then(|n| s.number(n)),
        Kind::Choice(_) | Kind::Name | Kind::Colour | Kind::Language | Kind::Clock => {
            string(v).and_then(|t| s.parse(&t))
        }
    }
}

fn string(v: &DeValue<'_>) -> Result<String, String> {
    v.as_str()
        .map(str::to_string)
        .ok_or_else(|| format!("expected text in quotes, found {}", describe(v)))
}

fn boolean(v: &DeValue<'_>) -> Result<bool, String> {
    v.as_bool()
        .ok_or_else(|| format!("expected true or false, found {}", describe(v)))
}

fn integer(v: &DeValue<'_>) -> Result<i64, String> {
    v.as_integer()
        .and_then(|i| i64::from_str_radix(&i.as_str().replace('_', ""), i.radix()).ok())
        .ok_or_else(|| format!("expected a whole number, found {}", describe(v)))
}

fn describe(v: &DeValue<'_>) -> String {
    match v {
        DeValue::String(s) => format!("{s:?}"),
        DeValue::Integer(i) => i.as_str().to_string(),
        DeValue::Float(f) => f.as_str().to_string(),
        DeValue::Boolean(b) => b.to_string(),
        other => {
            let what = other.type_str();
            let article = match what.starts_with(['a', 'e', 'i', 'o', 'u']) {
                true => "an",
                false => "a",
            };
            format!("{article} {what}")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_template_sets_nothing_and_every_key_is_in_it() {
        let template = table::template();
        let p = Prefs::parse(&template);
        assert!(p.warnings.is_empty(), "{:?}", p.warnings);
        assert!(p.lines.is_empty());
        let keys = TABLE.map(|s| s.key);
        for k in keys {
            assert!(template.contains(&format!("# {k} = ")), "{k} missing");
        }
        // Uncommented, every example is a valid setting.
        let all: String = template
            .lines()
            .map(|l| match l.strip_prefix("# ") {
                Some(rest) if keys.iter().any(|k| rest.starts_with(&format!("{k} = "))) => rest,
                _ => l,
            })
            .map(|l| format!("{l}\n"))
            .collect();
        let p = Prefs::parse(&all);
        assert!(p.warnings.is_empty(), "{:?}", p.warnings);
        assert_eq!(p.lines.len(), keys.len(), "{:?}", p.warnings);
    }

    #[test]
    fn settings_are_read_with_their_lines() {
        let p = Prefs::parse("# c\nwhite = \"Alice\"\n\nvariant = \"twelve\"\nmouse = false\n");
        assert_eq!(p.given.text(Key::White), Some("Alice"));
        assert_eq!(p.lines[&Key::White], 2);
        assert_eq!(p.lines[&Key::Variant], 4);
        assert_eq!(p.given.switch(Key::Mouse), Some(false));
        assert!(p.warnings.is_empty());
    }

    #[test]
    fn a_broken_line_costs_only_its_setting() {
        let p = Prefs::parse("white = Alice\nblack = \"Bob\"\npieces = \"nine\"\nfoo = 1\n");
        assert_eq!(p.given.text(Key::White), None);
        assert_eq!(p.given.text(Key::Black), Some("Bob"));
        assert_eq!(p.given.number(Key::Pieces), None);
        assert_eq!(p.warnings.len(), 3, "{:?}", p.warnings);
        assert!(
            p.warnings[0].starts_with("line 1: white:"),
            "{:?}",
            p.warnings
        );
        assert!(p.warnings.iter().any(|w| w.starts_with("line 3: pieces:")));
        assert!(p.warnings.iter().any(|w| w.starts_with("line 4: foo:")));
    }

    /// The screen's choices land in the file: a setting's own line is changed, a template's
    /// commented line is used, a new one goes above any [section], one taken back is
    /// commented out; every other line and comment stays, and the file reads back as set.
    #[test]
    fn remembered_settings_keep_the_rest_of_the_file() {
        let text = "# mine\nwhite = \"Ann\"   \nmouse = false\n# pieces = 9   # note\nrepetition = true\n[x]\ny = 1\n";
        let (out, left) = edit(
            text,
            &[
                (Key::White, Some(Value::Text("Bo \"B\"".into()))),
                (Key::Pieces, Some(Value::Number(11))),
                (Key::Variant, Some(Value::Text("twelve".into()))),
                (Key::Repetition, None),
                (Key::NoReform, None),
            ],
        );
        assert!(left.is_empty());
        assert_eq!(
            out,
            "# mine\nwhite = \"Bo \\\"B\\\"\"   \nmouse = false\npieces = 11    # note\n# repetition = true\nvariant = \"twelve\"\n[x]\ny = 1\n"
        );
        let p = Prefs::parse(&out);
        assert_eq!(p.given.text(Key::White), Some("Bo \"B\""));
        assert_eq!(p.given.number(Key::Pieces), Some(11));
        assert_eq!(p.given.text(Key::Variant), Some("twelve"));
        assert_eq!(p.given.switch(Key::Repetition), None);
        assert_eq!(p.given.switch(Key::Mouse), Some(false));
        // An empty file gets the lines; a broken line of the key is replaced, a second one
        // commented out; CRLF stays CRLF.
        assert_eq!(
            edit("", &[(Key::Level, Some(Value::Number(3)))]).0,
            "level = 3\n"
        );
        let (out, _) = edit(
            "white = Ann\r\nwhite = \"Cy\"\r\n",
            &[(Key::White, Some(Value::Text("Di".into())))],
        );
        assert_eq!(out, "white = \"Di\"\r\n# white = \"Cy\"\r\n");
    }

    /// What the player wrote around a remembered setting stays (attack #1): a trailing
    /// comment, prose comments that only look like a setting, the template's explanations;
    /// a line the line reader cannot rewrite safely is left whole and its key named.
    #[test]
    fn remembering_loses_no_comment_and_mangles_no_line() {
        let text = |v: &str| Some(Value::Text(v.into()));
        // Trailing comments stay, the value changed or not, in any spacing.
        let (out, left) = edit(
            "variant = \"nine\" # my favourite\nlevel = 3 # medium\nanalysis = true   # on\nblack = \"computer\"   # bot\n",
            &[
                (Key::Variant, text("nine")),
                (Key::Level, Some(Value::Number(5))),
                (Key::Analysis, Some(Value::Switch(false))),
                (Key::Black, text("computer")),
            ],
        );
        assert!(left.is_empty());
        assert_eq!(
            out,
            "variant = \"nine\" # my favourite\nlevel = 5 # medium\nanalysis = false  # on\nblack = \"computer\"   # bot\n"
        );
        // Prose is never taken over: the settings go to lines of their own.
        let prose = "# level = how hard the computer plays, 1 to 10\n# white = your name goes here, in quotes\n";
        let (out, _) = edit(
            prose,
            &[
                (Key::White, text("Kim")),
                (Key::Level, Some(Value::Number(5))),
            ],
        );
        assert_eq!(out, format!("{prose}white = \"Kim\"\nlevel = 5\n"));
        // The template's explanations stay, in their column.
        let template = table::template();
        let (out, left) = edit(
            &template,
            &[
                (Key::White, text("Kim")),
                (Key::Variant, text("twelve")),
                (Key::Black, text("computer")),
                (Key::Analysis, Some(Value::Switch(true))),
                (Key::Level, Some(Value::Number(7))),
            ],
        );
        assert!(left.is_empty());
        let was: Vec<&str> = template.lines().collect();
        for (key, value) in [
            (Key::White, "\"Kim\""),
            (Key::Variant, "\"twelve\""),
            (Key::Black, "\"computer\""),
            (Key::Analysis, "true"),
            (Key::Level, "7"),
        ] {
            let old = was
                .iter()
                .find(|l| l.starts_with(&format!("# {key} = ")))
                .unwrap();
            let note = &old[old.rfind("  # ").unwrap() + 2..];
            let line = out
                .lines()
                .find(|l| l.starts_with(&format!("{key} = ")))
                .unwrap();
            assert!(line.starts_with(&format!("{key} = {value} ")), "{line}");
            assert!(line.ends_with(note), "{key}: {line:?} lost {note:?}");
            assert_eq!(line.find(note), old.find(note), "{line}");
        }
        assert_eq!(out.lines().count(), template.lines().count());
        let p = Prefs::parse(&out);
        assert!(p.warnings.is_empty(), "{:?}", p.warnings);
        assert_eq!(p.given.text(Key::White), Some("Kim"));
        // What a line cannot rewrite safely is left whole, its key named; the rest is done.
        let odd = "black = \"\"\"Multi\nline\"\"\"\n\"white\" = \"Quoted\"\n";
        let (out, left) = edit(
            odd,
            &[
                (Key::Black, text("Bo")),
                (Key::White, None),
                (Key::Level, Some(Value::Number(2))),
            ],
        );
        assert_eq!(left, ["black", "white"]);
        assert_eq!(out, format!("{odd}level = 2\n"));
        // A line of its own spelling keeps it: the value alone changes.
        let (out, left) = edit(
            "  variant='six'\nanalysis=true#c\n",
            &[
                (Key::Variant, text("three")),
                (Key::Analysis, Some(Value::Switch(false))),
            ],
        );
        assert!(left.is_empty());
        assert_eq!(out, "  variant=\"three\"\nanalysis=false#c\n");
        // A dotted key is a table, not the setting's line.
        let (out, left) = edit("white.x = 1\n", &[(Key::White, text("Kim"))]);
        assert_eq!(
            (out.as_str(), left),
            ("white.x = 1\n", vec!["white".to_string()])
        );
    }

    /// A damaged file (a line that begins like a `[section]` but is broken, a string opened
    /// and never closed) and the new-game screen's choices remembered: the damaged lines stay
    /// as they were, and each key is written once (before, a second line was added above the
    /// damage, and the file read the key as given again).
    #[test]
    fn a_damaged_file_is_never_made_worse() {
        for damage in ["[oops", "notes = \"\"\"never closed", "[[x", "x = '''"] {
            let text = format!("# mine\n{damage}\nwhite = \"Ann\"\nlevel = 3\n");
            let (out, left) = edit(
                &text,
                &[
                    (Key::White, Some(Value::Text("Bo".into()))),
                    (Key::Level, Some(Value::Number(5))),
                    (Key::Mouse, Some(Value::Switch(true))),
                ],
            );
            assert!(left.is_empty(), "{damage}: {left:?}");
            assert_eq!(
                out,
                format!("# mine\n{damage}\nwhite = \"Bo\"\nlevel = 5\nmouse = true\n"),
                "{damage}"
            );
            let p = Prefs::parse(&out);
            assert!(
                !p.warnings.iter().any(|w| w.contains("given again")),
                "{damage}: {:?}",
                p.warnings
            );
            assert_eq!(p.given.text(Key::White), Some("Bo"));
            assert_eq!(p.given.number(Key::Level), Some(5));
            // Once more: the same file, nothing added.
            let (again, _) = edit(&out, &[(Key::White, Some(Value::Text("Bo".into())))]);
            assert_eq!(again, out, "{damage}");
        }
    }

    /// A file of thousands of bad lines gives its first problems and a count of the rest (the
    /// lines are found once, so reading it takes no longer than a good file of its size).
    #[test]
    fn a_file_of_many_bad_lines_names_the_first_and_counts_the_rest() {
        let text = "black = \"Bob\"\r\n".to_string() + &"white = \"A\"\r\n".repeat(5_000);
        let p = Prefs::parse(&text);
        assert_eq!(p.given.text(Key::Black), Some("Bob"));
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

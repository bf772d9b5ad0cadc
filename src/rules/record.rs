//! Game records: PGN-like text (RULES.md §6), written and read.
//!
//! Reading is lenient in form — comments, variations, annotations, move numbers, upper case,
//! CRLF, removals glued to their turn or written apart, a bare list of tokens — and strict in
//! substance: every decision is played through the rules, and the first bad one stops the
//! reading with its line, column, token and reason.

use std::fmt;

use super::decision::parse_turn;
use super::fen::parse_fen;
use super::game::Game;
use super::point::Color;
use super::position::{Outcome, Reason};
use super::variant::{Rules, Variant};

/// A game with the tag pairs of its record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// Tag pairs in the order read (or to write), without the rule tags.
    pub tags: Vec<(String, String)>,
    /// The game, its rules taken from the record's tags.
    pub game: Game,
}

/// A record that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// 1-based line of the problem.
    pub line: usize,
    /// 1-based column (in characters) of the problem.
    pub column: usize,
    /// The token or tag at fault.
    pub token: String,
    /// Why it cannot be read.
    pub reason: String,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.reason
        )
    }
}

impl std::error::Error for RecordError {}

impl Record {
    /// A record of `game` with the usual tags: players' names and a date.
    pub fn new(game: Game, white: &str, black: &str, date: &str) -> Record {
        Record {
            tags: Record::usual_tags(white, black, date),
            game,
        }
    }

    /// The tags a new record starts with: event, site, date and the players' names.
    pub fn usual_tags(white: &str, black: &str, date: &str) -> Vec<(String, String)> {
        vec![
            ("Event".into(), "Casual game".into()),
            ("Site".into(), "morris".into()),
            ("Date".into(), date.into()),
            ("White".into(), white.into()),
            ("Black".into(), black.into()),
        ]
    }

    /// The value of a tag, if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets (or adds) a tag.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(k, _)| k == name) {
            Some(slot) => slot.1 = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }

    /// The record as text: tags, numbered turns with removals glued, the result.
    /// Only the decisions up to the game's cursor are written.
    pub fn to_text(&self) -> String {
        let game = &self.game;
        let rules = game.rules();
        let result = game.outcome().map_or("*", |o| o.result());
        let mut out = String::new();
        let skip = [
            "Result",
            "Variant",
            "PlyCount",
            "Termination",
            "FEN",
            "SetUp",
        ];
        for (k, v) in &self.tags {
            if skip.contains(&k.as_str()) || Rules::OPTION_TAGS.contains(&k.as_str()) {
                continue;
            }
            out.push_str(&format!("[{k} \"{}\"]\n", escape(v)));
        }
        out.push_str(&format!("[Result \"{result}\"]\n"));
        out.push_str(&format!("[Variant \"{}\"]\n", rules.variant.title()));
        for (tag, value, _) in rules.differences() {
            out.push_str(&format!("[{tag} \"{value}\"]\n"));
        }
        if game.is_set_up() {
            out.push_str("[SetUp \"1\"]\n");
            out.push_str(&format!("[FEN \"{}\"]\n", game.start().fen()));
        }
        out.push_str(&format!("[PlyCount \"{}\"]\n", game.ply()));
        if let Some(o) = game.outcome() {
            out.push_str(&format!("[Termination \"{}\"]\n", o.reason));
        }
        out.push('\n');
        let mut line = String::new();
        for t in game.turns() {
            let piece = if t.color == Color::White {
                format!("{}. {}", t.number, t.token())
            } else if line.is_empty() {
                format!("{}... {}", t.number, t.token())
            } else {
                t.token()
            };
            if !line.is_empty() && line.len() + piece.len() + 1 > 79 {
                out.push_str(&line);
                out.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&piece);
        }
        if !line.is_empty() && line.len() + result.len() + 1 > 79 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(result);
        out.push_str(&line);
        out.push('\n');
        out
    }

    /// Reads a record. Without a `[Variant]` tag the game is played under `default` rules;
    /// with one, the tag and the option tags decide.
    pub fn parse(text: &str, default: Rules) -> Result<Record, RecordError> {
        let tokens = lex(text)?;
        let mut tags = Vec::new();
        let mut rules = default;
        let mut option_tags = Vec::new();
        let mut moves = Vec::new();
        let mut result: Option<Tok> = None;
        let mut fen: Option<Tok> = None;
        for tok in tokens {
            match tok.kind {
                Kind::Tag(ref k, ref v) => {
                    if k == "Variant" {
                        let variant = Variant::from_name(v).ok_or_else(|| tok.error(format!(
                            "[Variant \"{v}\"] is not a variant this game knows (nine, twelve, morabaraba, lasker, six, three)"
                        )))?;
                        rules = variant.rules();
                    } else if Rules::OPTION_TAGS.contains(&k.as_str()) {
                        option_tags.push(tok.clone());
                    } else if k == "FEN" {
                        fen = Some(tok.clone());
                    }
                    tags.push((k.clone(), v.clone()));
                }
                Kind::Word(_) => {
                    if result.is_some() {
                        return Err(tok.error(format!("{}: moves after the result", tok.text())));
                    }
                    moves.push(tok);
                }
                Kind::Result(_) => {
                    if result.is_some() {
                        return Err(tok.error(format!(
                            "{}: a second result (one game per record)",
                            tok.text()
                        )));
                    }
                    result = Some(tok);
                }
            }
        }
        for tok in &option_tags {
            if let Kind::Tag(k, v) = &tok.kind {
                rules
                    .apply_tag(k, v)
                    .map_err(|e| tok.error(e.to_string()))?;
            }
        }
        if let Err(e) = rules.validate() {
            let (line, column) = option_tags.first().map_or((1, 1), |t| (t.line, t.column));
            return Err(RecordError {
                line,
                column,
                token: String::new(),
                reason: e.to_string(),
            });
        }
        let mut game = match &fen {
            Some(
                tok @ Tok {
                    kind: Kind::Tag(_, v),
                    ..
                },
            ) => Game::from_position(parse_fen(v, rules).map_err(|e| tok.error(e.to_string()))?),
            _ => Game::new(rules),
        };
        for tok in &moves {
            let text = tok.text();
            let decisions = parse_turn(&text).map_err(|e| tok.error(e.to_string()))?;
            for d in decisions {
                game.play(d).map_err(|e| tok.error(e.to_string()))?;
            }
        }
        let tag_result = tags
            .iter()
            .find(|(k, _)| k == "Result")
            .map(|(_, v)| v.clone());
        let claimed = match &result {
            Some(t) => Some((t.text(), t.line, t.column)),
            None => tag_result.map(|v| (v, 1, 1)),
        };
        if let Some((claim, line, column)) = claimed {
            check_result(&mut game, &claim).map_err(|reason| RecordError {
                line,
                column,
                token: claim.clone(),
                reason,
            })?;
        }
        tags.retain(|(k, _)| {
            !Rules::OPTION_TAGS.contains(&k.as_str())
                && ![
                    "Variant",
                    "Result",
                    "PlyCount",
                    "Termination",
                    "SetUp",
                    "FEN",
                ]
                .contains(&k.as_str())
        });
        Ok(Record { tags, game })
    }
}

/// Makes the game agree with a record's result, or says why it cannot.
fn check_result(game: &mut Game, claim: &str) -> Result<(), String> {
    let claim = claim.trim();
    if claim == "*" || claim.is_empty() || claim == "?" {
        return Ok(());
    }
    let winner = match claim {
        "1-0" => Some(Color::White),
        "0-1" => Some(Color::Black),
        "1/2-1/2" => None,
        other => return Err(format!("{other} is not a result (1-0, 0-1, 1/2-1/2 or *)")),
    };
    match game.outcome() {
        Some(o) if o.winner == winner => Ok(()),
        Some(o) => Err(format!(
            "the result {claim} does not match the game, which ended {} ({})",
            o.result(),
            o.reason
        )),
        None => {
            let reason = match winner {
                Some(w) => Reason::Resignation(w.other()),
                None => Reason::Agreement,
            };
            game.set_ending(Outcome { winner, reason });
            Ok(())
        }
    }
}

fn escape(v: &str) -> String {
    v.replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace(['\n', '\r'], " ")
}

#[derive(Clone, Debug)]
enum Kind {
    Tag(String, String),
    Word(String),
    Result(String),
}

#[derive(Clone, Debug)]
struct Tok {
    kind: Kind,
    line: usize,
    column: usize,
}

impl Tok {
    fn text(&self) -> String {
        match &self.kind {
            Kind::Tag(k, _) => k.clone(),
            Kind::Word(w) | Kind::Result(w) => w.clone(),
        }
    }

    fn error(&self, reason: String) -> RecordError {
        RecordError {
            line: self.line,
            column: self.column,
            token: self.text(),
            reason,
        }
    }
}

/// Splits the text into tags, words and results, dropping comments, variations, move numbers
/// and annotations.
fn lex(text: &str) -> Result<Vec<Tok>, RecordError> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line, mut col) = (0usize, 1usize, 1usize);
    let err = |line, column, token: &str, reason: String| RecordError {
        line,
        column,
        token: token.to_string(),
        reason,
    };
    // Advance over one character, keeping line and column.
    macro_rules! bump {
        () => {{
            if chars[i] == '\n' {
                line += 1;
                col = 1;
            } else if chars[i] != '\r' {
                col += 1;
            }
            i += 1;
        }};
    }
    while i < chars.len() {
        let c = chars[i];
        let (l0, c0) = (line, col);
        if c.is_whitespace() || c == '\u{feff}' {
            bump!();
        } else if c == '{' {
            while i < chars.len() && chars[i] != '}' {
                bump!();
            }
            if i >= chars.len() {
                return Err(err(l0, c0, "{", "a comment { is never closed".into()));
            }
            bump!();
        } else if c == ';' || (c == '%' && c0 == 1) {
            while i < chars.len() && chars[i] != '\n' {
                bump!();
            }
        } else if c == '(' {
            let mut depth = 0usize;
            loop {
                if i >= chars.len() {
                    return Err(err(l0, c0, "(", "a variation ( is never closed".into()));
                }
                match chars[i] {
                    '(' => depth += 1,
                    ')' => depth -= 1,
                    '{' => {
                        while i < chars.len() && chars[i] != '}' {
                            bump!();
                        }
                        if i >= chars.len() {
                            return Err(err(l0, c0, "(", "a variation ( is never closed".into()));
                        }
                    }
                    _ => {}
                }
                bump!();
                if depth == 0 {
                    break;
                }
            }
        } else if c == ')' {
            return Err(err(l0, c0, ")", ") closes no variation".into()));
        } else if c == '[' {
            bump!();
            let mut name = String::new();
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                name.push(chars[i]);
                bump!();
            }
            while i < chars.len() && chars[i] == ' ' {
                bump!();
            }
            if name.is_empty() || i >= chars.len() || chars[i] != '"' {
                return Err(err(l0, c0, "[", "a tag must read [Name \"value\"]".into()));
            }
            bump!();
            let mut value = String::new();
            loop {
                if i >= chars.len() || chars[i] == '\n' {
                    return Err(err(
                        l0,
                        c0,
                        &name,
                        format!("the value of [{name}] has no closing quote"),
                    ));
                }
                match chars[i] {
                    '"' => break,
                    '\\' if i + 1 < chars.len() => {
                        bump!();
                        value.push(chars[i]);
                    }
                    ch => value.push(ch),
                }
                bump!();
            }
            bump!();
            while i < chars.len() && chars[i] == ' ' {
                bump!();
            }
            if i >= chars.len() || chars[i] != ']' {
                return Err(err(
                    l0,
                    c0,
                    &name,
                    format!("the tag [{name}] has no closing ]"),
                ));
            }
            bump!();
            out.push(Tok {
                kind: Kind::Tag(name, value),
                line: l0,
                column: c0,
            });
        } else {
            let mut word = String::new();
            while i < chars.len()
                && !chars[i].is_whitespace()
                && !matches!(chars[i], '{' | '}' | '(' | ')' | '[' | ']' | ';')
            {
                word.push(chars[i]);
                bump!();
            }
            if word.is_empty() {
                // A lone closing brace or bracket.
                return Err(err(l0, c0, &c.to_string(), format!("{c} is out of place")));
            }
            if let Some(kind) = classify(&word) {
                // A glued move number (`12.d2`) is skipped: the column is the decision's own.
                let skipped = word.chars().count() - strip_number(&word).chars().count();
                out.push(Tok {
                    kind,
                    line: l0,
                    column: c0 + skipped,
                });
            }
        }
    }
    Ok(out)
}

fn strip_number(word: &str) -> &str {
    let digits = word.chars().take_while(|c| c.is_ascii_digit()).count();
    if digits > 0 && word[digits..].starts_with('.') {
        word[digits..].trim_start_matches('.')
    } else {
        word
    }
}

fn classify(word: &str) -> Option<Kind> {
    if ["1-0", "0-1", "1/2-1/2", "*", "½-½"].contains(&word) {
        let w = if word == "½-½" { "1/2-1/2" } else { word };
        return Some(Kind::Result(w.to_string()));
    }
    if word.starts_with('$') && word[1..].chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let rest = strip_number(word).trim_end_matches(['!', '?', '+', '#']);
    if rest.is_empty() {
        return None;
    }
    Some(Kind::Word(rest.to_string()))
}

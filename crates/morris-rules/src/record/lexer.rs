//! The record's text read as tokens: tags, decision words, results and top-level variations,
//! each with its line and column; move numbers dropped, comments and annotations kept aside
//! (see [`Lexer::pending`]) for the record to write again.

use super::{RecordError, excerpt};

#[derive(Clone, Debug)]
pub(super) enum Kind {
    Tag(String, String),
    Word(String),
    Result(String),
    /// A variation at the top level: where its text lies (inside the parentheses).
    Variation {
        start: usize,
        end: usize,
    },
}

#[derive(Clone, Debug)]
pub(super) struct Tok {
    pub(super) kind: Kind,
    pub(super) line: usize,
    pub(super) column: usize,
}

impl Tok {
    pub(super) fn text(&self) -> String {
        match &self.kind {
            Kind::Tag(k, _) => k.clone(),
            Kind::Word(w) | Kind::Result(w) => w.clone(),
            Kind::Variation { .. } => "(".into(),
        }
    }

    pub(super) fn error(&self, reason: String) -> RecordError {
        RecordError {
            line: self.line,
            column: self.column,
            token: excerpt(&self.text()),
            reason,
            illegal: None,
        }
    }
}

/// The longest word read as a decision: anything longer is refused at once (so a huge
/// token is never copied whole).
const MAX_WORD: usize = 40;

/// Splits the text into tags, words, results and top-level variations, dropping comments,
/// move numbers and annotations; one token at a time.
pub(super) struct Lexer<'a> {
    text: &'a str,
    chars: std::iter::Peekable<std::str::CharIndices<'a>>,
    line: usize,
    col: usize,
    /// Comments (`{…}`; `; …` and `%` lines written as `{…}`) and annotations (`$1`) met
    /// since the last token, as written: the record keeps them where they stood.
    pub(super) pending: Vec<String>,
    /// The annotation glued to the last word returned (`!` of `d6!`).
    pub(super) suffix: Option<String>,
}

impl<'a> Lexer<'a> {
    pub(super) fn new(text: &'a str) -> Lexer<'a> {
        Lexer::at(text, 1, 1)
    }

    /// A lexer for a piece of a text that starts at this line and column.
    pub(super) fn at(text: &'a str, line: usize, col: usize) -> Lexer<'a> {
        Lexer {
            text,
            chars: text.char_indices().peekable(),
            line,
            col,
            pending: Vec::new(),
            suffix: None,
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.chars.peek().map(|&(_, c)| c)
    }

    fn offset(&mut self) -> usize {
        self.chars.peek().map_or(self.text.len(), |&(i, _)| i)
    }

    /// Advances over one character, keeping line and column.
    fn bump(&mut self) -> Option<char> {
        let (_, c) = self.chars.next()?;
        if c == '\n' {
            self.line += 1;
            self.col = 1;
        } else if c != '\r' {
            self.col += 1;
        }
        Some(c)
    }

    fn err(line: usize, column: usize, token: &str, reason: String) -> RecordError {
        RecordError {
            line,
            column,
            token: excerpt(token),
            reason,
            illegal: None,
        }
    }

    /// Skips to the closing brace of a comment; false if there is none.
    fn skip_comment(&mut self) -> bool {
        while let Some(c) = self.bump() {
            if c == '}' {
                return true;
            }
        }
        false
    }

    pub(super) fn next_tok(&mut self) -> Result<Option<Tok>, RecordError> {
        loop {
            let Some(c) = self.peek() else {
                return Ok(None);
            };
            let (l0, c0) = (self.line, self.col);
            if c.is_whitespace() || c == '\u{feff}' {
                self.bump();
            } else if c == '{' {
                let start = self.offset();
                self.bump();
                if !self.skip_comment() {
                    return Err(Self::err(l0, c0, "{", "a comment { is never closed".into()));
                }
                let end = self.offset();
                self.pending.push(self.text[start..end].to_string());
            } else if c == ';' || (c == '%' && c0 == 1) {
                self.bump();
                let start = self.offset();
                while self.peek().is_some_and(|c| c != '\n') {
                    self.bump();
                }
                // Kept as a comment in braces, which can stand inside a line.
                let end = self.offset();
                let inner = self.text[start..end]
                    .trim_end_matches('\r')
                    .replace('}', ")");
                self.pending.push(format!("{{{inner}}}"));
            } else if c == '(' {
                self.bump();
                let start = self.offset();
                let mut depth = 1usize;
                let mut end = start;
                while depth > 0 {
                    let here = self.offset();
                    match self.bump() {
                        None => {
                            return Err(Self::err(
                                l0,
                                c0,
                                "(",
                                "a variation ( is never closed".into(),
                            ));
                        }
                        Some('(') => depth += 1,
                        Some(')') => {
                            depth -= 1;
                            end = here;
                        }
                        Some('{') => {
                            if !self.skip_comment() {
                                return Err(Self::err(
                                    l0,
                                    c0,
                                    "(",
                                    "a variation ( is never closed".into(),
                                ));
                            }
                        }
                        Some(_) => {}
                    }
                }
                return Ok(Some(Tok {
                    kind: Kind::Variation { start, end },
                    line: l0,
                    column: c0,
                }));
            } else if c == ')' {
                return Err(Self::err(l0, c0, ")", ") closes no variation".into()));
            } else if c == '[' {
                return self.tag(l0, c0).map(Some);
            } else {
                let mut word = String::new();
                let mut long = false;
                while let Some(c) = self.peek() {
                    if c.is_whitespace() || matches!(c, '{' | '}' | '(' | ')' | '[' | ']' | ';') {
                        break;
                    }
                    if word.chars().count() < MAX_WORD {
                        word.push(c);
                    } else {
                        long = true;
                    }
                    self.bump();
                }
                if word.is_empty() {
                    // A lone closing brace or bracket.
                    self.bump();
                    return Err(Self::err(
                        l0,
                        c0,
                        &c.to_string(),
                        format!("{c} is out of place"),
                    ));
                }
                if long {
                    return Err(Self::err(
                        l0,
                        c0,
                        &word,
                        format!(
                            "{}: not a decision (far too long)",
                            excerpt(&format!("{word}…"))
                        ),
                    ));
                }
                if is_nag(&word) {
                    self.pending.push(word.clone());
                }
                if let Some(kind) = classify(&word) {
                    self.suffix = match &kind {
                        Kind::Word(_) => {
                            let plain = word.trim_end_matches(['!', '?', '+', '#']);
                            let glued = &word[plain.len()..];
                            (!glued.is_empty()).then(|| glued.to_string())
                        }
                        _ => None,
                    };
                    // A glued move number (`12.d2`) is skipped: the column is the decision's own.
                    let skipped = word.chars().count() - strip_number(&word).chars().count();
                    return Ok(Some(Tok {
                        kind,
                        line: l0,
                        column: c0 + skipped,
                    }));
                }
            }
        }
    }

    /// A tag pair, `[Name "value"]`, from its opening bracket.
    fn tag(&mut self, l0: usize, c0: usize) -> Result<Tok, RecordError> {
        self.bump();
        let mut name = String::new();
        while let Some(c) = self.peek().filter(|c| c.is_alphanumeric() || *c == '_') {
            if name.chars().count() < MAX_WORD {
                name.push(c);
            }
            self.bump();
        }
        while self.peek() == Some(' ') {
            self.bump();
        }
        if name.is_empty() || self.peek() != Some('"') {
            return Err(Self::err(
                l0,
                c0,
                "[",
                "a tag must read [Name \"value\"]".into(),
            ));
        }
        self.bump();
        let mut value = String::new();
        loop {
            match self.peek() {
                None | Some('\n') => {
                    return Err(Self::err(
                        l0,
                        c0,
                        &name,
                        format!("the value of [{name}] has no closing quote"),
                    ));
                }
                Some('"') => break,
                Some('\\') => {
                    self.bump();
                    match self.peek() {
                        Some(c) => value.push(c),
                        None => value.push('\\'),
                    }
                }
                Some(c) => value.push(c),
            }
            self.bump();
        }
        self.bump();
        while self.peek() == Some(' ') {
            self.bump();
        }
        if self.peek() != Some(']') {
            return Err(Self::err(
                l0,
                c0,
                &name,
                format!("the tag [{name}] has no closing ]"),
            ));
        }
        self.bump();
        Ok(Tok {
            kind: Kind::Tag(name, value),
            line: l0,
            column: c0,
        })
    }
}

fn strip_number(word: &str) -> &str {
    let digits = word.chars().take_while(|c| c.is_ascii_digit()).count();
    if digits > 0 && word[digits..].starts_with('.') {
        word[digits..].trim_start_matches('.')
    } else {
        word
    }
}

/// Whether the word is an annotation of its own (`$1`).
fn is_nag(word: &str) -> bool {
    word.starts_with('$') && word.len() > 1 && word[1..].chars().all(|c| c.is_ascii_digit())
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

//! Game records: PGN-like text (docs/rules.md §6), written and read.
//!
//! Reading is lenient in form — comments, variations, annotations, move numbers, upper case,
//! CRLF, removals glued to their turn or written apart, a bare list of tokens — and strict in
//! substance: every decision is played through the rules, and the first bad one stops the
//! reading with its line, column, token and reason.

use std::fmt;

use super::decision::{Decision, parse_turn};
use super::fen::parse_fen_at;
use super::game::{Game, Turn};
use super::point::Color;
use super::position::{Outcome, PlayError, Reason, TIME_FORFEIT};
use super::variant::{Rules, Variant};

mod lexer;

use lexer::{Kind, Lexer, Tok};

/// A game with the tag pairs of its record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// Tag pairs in the order read (or to write), without the rule tags.
    pub tags: Vec<(String, String)>,
    /// The game, its rules taken from the record's tags.
    pub game: Game,
    /// Where the redo line (the undone decisions) stopped being readable: the decisions
    /// before it are the redo line, and the whole line as written is kept in the tag
    /// [`UNREAD_TAG`] (where it is at most [`MAX_UNREAD`] bytes), so that a save loses
    /// nothing of it.
    pub unread: Option<RecordError>,
    /// Its comments, variations and annotations, written again where they stood.
    pub extras: Extras,
}

/// The tag that keeps a redo line that could not be read whole, as it was written.
pub const UNREAD_TAG: &str = "UnreadRedo";

/// The longest redo line kept in [`UNREAD_TAG`]: the tags are bounded (`MAX_TAG_BYTES`).
pub const MAX_UNREAD: usize = 100_000;

/// What a record holds beside its tags and decisions — comments, variations, annotations —
/// each where it stood, so that writing the record again keeps them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Extras {
    /// The record's decisions as read (undone ones too): an extra is written again only
    /// while the game still plays the same decisions up to it.
    pub decisions: Vec<Decision>,
    /// The extras, in the order read.
    pub notes: Vec<Extra>,
}

/// A comment, a variation or an annotation of a record, and where it stood.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Extra {
    /// How many decisions come before it.
    pub after: usize,
    /// Its text as written: `{a comment}`, `(1... d2 2. a1)`, `$1`, or `!` (glued to the
    /// decision before it).
    pub text: String,
}

impl Extra {
    /// An annotation glued to the decision before it (`d6!`).
    fn glued(&self) -> bool {
        self.text.starts_with(['!', '?', '+', '#'])
    }
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
    /// The decision the rules refused, where that is why (`reason` then says it in English).
    pub illegal: Option<PlayError>,
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
            unread: None,
            extras: Extras::default(),
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
        for (option, value) in rules.differences() {
            let tag = option.tag;
            out.push_str(&format!("[{tag} \"{value}\"]\n"));
        }
        if game.is_set_up() {
            out.push_str("[SetUp \"1\"]\n");
            out.push_str(&format!("[FEN \"{}\"]\n", game.start_fen()));
        }
        out.push_str(&format!("[PlyCount \"{}\"]\n", game.ply()));
        if let Some(o) = game.outcome() {
            out.push_str(&format!("[Termination \"{}\"]\n", o.reason));
        }
        out.push('\n');
        // The record's extras stand where they stood while the game plays the same decisions
        // up to them: those up to the cursor in the main line, those further on in the redo
        // line.
        let same = self
            .extras
            .decisions
            .iter()
            .zip(game.history())
            .take_while(|(a, b)| a == b)
            .count();
        let extras: Vec<&Extra> = self
            .extras
            .notes
            .iter()
            .filter(|e| e.after <= same)
            .collect();
        let (main, further): (Vec<&Extra>, Vec<&Extra>) =
            extras.into_iter().partition(|e| e.after <= game.ply());
        let mut pieces = turn_pieces(&game.turns(), &main, true);
        // Undone decisions (what redo brings back) follow as a variation on the last turn
        // played: the turn again, then the rest. Reading turns it back into the redo line.
        // An undone ending alone (a resignation, a loss on time taken back) has no decision to
        // write: a variation would only repeat the last turn.
        if game.history().len() > game.ply() {
            let all = game.all_turns();
            let from = game.turns().last().map_or(0, |t| t.first_ply);
            let rest: Vec<Turn> = all.into_iter().filter(|t| t.first_ply >= from).collect();
            let mut var = turn_pieces(&rest, &further, false);
            if let Some(first) = var.first_mut() {
                // A variation opens with its number, whoever plays first.
                first.1 = format!("({}", first.0);
                first.0 = first.1.clone();
            }
            if let Some(last) = var.last_mut() {
                last.0.push(')');
                last.1.push(')');
            }
            pieces.extend(var);
        }
        let mut line = String::new();
        for (numbered, plain) in pieces {
            // Black's half of a turn carries its number only where a line of text starts.
            let piece = if line.is_empty() { numbered } else { plain };
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
    ///
    /// The text is read as a stream: each decision is played as it is met and the first bad
    /// one stops the reading, so memory stays within a small multiple of the text's size
    /// whatever it holds, and an error quotes at most a short excerpt of the token at fault.
    /// A variation right after the last decision that repeats the last turn and goes on is
    /// read as the redo line (as [`Record::to_text`] writes undone decisions).
    pub fn parse(text: &str, default: Rules) -> Result<Record, RecordError> {
        let mut lexer = Lexer::new(text);
        let mut tags = Vec::new();
        let mut rules = default;
        let mut option_tags = Vec::new();
        let mut result: Option<Tok> = None;
        let mut fen: Option<Tok> = None;
        let mut game: Option<Game> = None;
        let mut redo: Option<(usize, usize, usize, usize, usize)> = None;
        let mut tag_bytes = 0usize;
        let mut notes: Vec<Extra> = Vec::new();
        let played = |g: &Option<Game>| g.as_ref().map_or(0, |g| g.history().len());
        while let Some(tok) = lexer.next_tok()? {
            // What stood before this token, where it stood.
            let after = played(&game);
            notes.extend(lexer.pending.drain(..).map(|text| Extra { after, text }));
            match tok.kind {
                Kind::Tag(ref k, ref v) => {
                    tag_bytes += k.len() + v.len();
                    if tags.len() >= MAX_TAGS {
                        return Err(tok.error(format!(
                            "more than {MAX_TAGS} tags: not a record this program reads"
                        )));
                    }
                    if tag_bytes > MAX_TAG_BYTES {
                        return Err(tok.error(format!(
                            "the tags hold more than {} KB: not a record this program reads",
                            MAX_TAG_BYTES / 1000
                        )));
                    }
                    let rule_tag =
                        k == "Variant" || k == "FEN" || Rules::OPTION_TAGS.contains(&k.as_str());
                    if game.is_some() && rule_tag {
                        return Err(tok.error(format!(
                            "[{k}] comes after the moves: tags that set the rules go first"
                        )));
                    }
                    if k == "Variant" {
                        let variant = Variant::from_name(v).ok_or_else(|| tok.error(format!(
                            "[Variant \"{}\"] is not a variant this game knows (nine, twelve, morabaraba, lasker, six, three)",
                            excerpt(v)
                        )))?;
                        rules = variant.rules();
                    } else if Rules::OPTION_TAGS.contains(&k.as_str()) {
                        option_tags.push(tok.clone());
                    } else if k == "FEN" {
                        fen = Some(tok.clone());
                    }
                    tags.push((k.clone(), v.clone()));
                }
                Kind::Word(ref w) => {
                    if result.is_some() {
                        return Err(tok.error(format!("{w}: moves after the result")));
                    }
                    redo = None;
                    let g = match &mut game {
                        Some(g) => g,
                        None => game.insert(start_game(rules, &option_tags, fen.as_ref())?),
                    };
                    let decisions = parse_turn(w).map_err(|e| tok.error(e.to_string()))?;
                    for d in decisions {
                        if g.history().len() >= MAX_DECISIONS {
                            return Err(tok.error(format!(
                                "more than {MAX_DECISIONS} decisions: not a game this program reads"
                            )));
                        }
                        g.play(d).map_err(|e| RecordError {
                            illegal: Some(e.clone()),
                            ..tok.error(e.to_string())
                        })?;
                    }
                    if let Some(text) = lexer.suffix.take() {
                        notes.push(Extra {
                            after: g.history().len(),
                            text,
                        });
                    }
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
                Kind::Variation { start, end } => {
                    if result.is_none() {
                        redo = Some((start, end, tok.line, tok.column, notes.len()));
                    }
                    notes.push(Extra {
                        after,
                        text: format!("({})", &text[start..end]),
                    });
                }
            }
        }
        let after = played(&game);
        notes.extend(lexer.pending.drain(..).map(|text| Extra { after, text }));
        let mut game = match game {
            Some(g) => g,
            None => start_game(rules, &option_tags, fen.as_ref())?,
        };
        let mut unread = None;
        if let Some((start, end, line, column, at)) = redo {
            let k = game.history().len();
            let mut inside = Vec::new();
            unread = read_redo_line(&mut game, &text[start..end], line, column, &mut inside);
            // The redo line is written again from the game: it is no extra, but what stood in
            // it beyond the last turn is.
            if unread.is_some() || game.history().len() > k {
                notes.remove(at);
                notes.extend(inside);
            }
            let written = text[start..end].split_whitespace().collect::<Vec<_>>();
            let written = format!("({})", written.join(" "));
            if unread.is_some() && written.len() <= MAX_UNREAD {
                tags.push((UNREAD_TAG.to_string(), written));
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
        let on_time = tags
            .iter()
            .any(|(k, v)| k == "Termination" && v.trim().eq_ignore_ascii_case(TIME_FORFEIT));
        if let Some((claim, line, column)) = claimed {
            check_result(&mut game, &claim, on_time).map_err(|reason| RecordError {
                line,
                column,
                token: excerpt(&claim),
                reason,
                illegal: None,
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
        let extras = Extras {
            decisions: game.history().to_vec(),
            notes,
        };
        Ok(Record {
            tags,
            game,
            unread,
            extras,
        })
    }
}

/// The game the moves start from: the rules with their option tags, from the set-up position
/// if there is one.
fn start_game(
    mut rules: Rules,
    option_tags: &[Tok],
    fen: Option<&Tok>,
) -> Result<Game, RecordError> {
    for tok in option_tags {
        if let Kind::Tag(k, v) = &tok.kind {
            rules
                .apply_tag(k, v)
                .map_err(|e| tok.error(crate::text::clean(&e.to_string())))?;
        }
    }
    if let Err(e) = rules.validate() {
        let (line, column) = option_tags.first().map_or((1, 1), |t| (t.line, t.column));
        return Err(RecordError {
            line,
            column,
            token: String::new(),
            reason: e.to_string(),
            illegal: None,
        });
    }
    Ok(match fen {
        Some(
            tok @ Tok {
                kind: Kind::Tag(_, v),
                ..
            },
        ) => {
            let (start, ply) = parse_fen_at(v, rules).map_err(|e| tok.error(e.to_string()))?;
            Game::from_position_at(start, ply)
        }
        _ => Game::new(rules),
    })
}

/// Reads `inner` (a variation's text) as the redo line of `game`, if it is one: it must repeat
/// the last turn played (from its first decision) and go on. Anything else is an ordinary
/// variation, and ignored. A redo line that goes on with something that cannot be played
/// keeps the decisions before it, and that problem is returned.
/// What stood in it after the last turn played (comments, variations, annotations) goes to
/// `extras`.
fn read_redo_line(
    game: &mut Game,
    inner: &str,
    line: usize,
    column: usize,
    extras: &mut Vec<Extra>,
) -> Option<RecordError> {
    let k = game.ply();
    let from = game.turns().last().map_or(0, |t| t.first_ply);
    let mut g = game.clone();
    g.go_to(from);
    let mut lexer = Lexer::at(inner, line, column + 1);
    let mut played = 0usize;
    // Once the last turn is repeated whole, the variation is the redo line: what follows
    // that cannot be read is said, not dropped.
    let problem = loop {
        let repeated = from + played >= k;
        let tok = lexer.next_tok();
        let after = from + played;
        let keep = |text: String| (after > k).then_some(Extra { after, text });
        extras.extend(lexer.pending.drain(..).filter_map(keep));
        let tok = match tok {
            Ok(Some(tok)) => tok,
            Ok(None) => break None,
            Err(e) if repeated => break Some(e),
            Err(_) => return None,
        };
        let w = match &tok.kind {
            Kind::Word(w) => w,
            Kind::Variation { start, end } => {
                extras.extend(keep(format!("({})", &inner[*start..*end])));
                continue;
            }
            _ if repeated => break Some(tok.error("not a decision".into())),
            _ => return None,
        };
        let decisions = match parse_turn(w) {
            Ok(d) => d,
            Err(e) if repeated => break Some(tok.error(e.to_string())),
            Err(_) => return None,
        };
        let mut bad = None;
        for d in decisions {
            if g.history().len() >= MAX_DECISIONS {
                bad = Some(tok.error(format!(
                    "more than {MAX_DECISIONS} decisions: not a game this program reads"
                )));
                break;
            }
            if from + played < k && game.decisions().get(from + played) != Some(&d) {
                return None;
            }
            if let Err(e) = g.play(d) {
                bad = Some(RecordError {
                    illegal: Some(e.clone()),
                    ..tok.error(e.to_string())
                });
                break;
            }
            played += 1;
        }
        if let Some(text) = lexer.suffix.take()
            && from + played > k
        {
            extras.push(Extra {
                after: from + played,
                text,
            });
        }
        if bad.is_some() {
            if from + played < k {
                return None;
            }
            break bad;
        }
    };
    if from + played > k {
        g.go_to(k);
        *game = g;
    }
    problem
}

/// The longest game read. Every position of a game is kept (for exact undo), so this bounds
/// the memory a record can ask for (about 10 MB); real games are a few hundred decisions.
pub const MAX_DECISIONS: usize = 200_000;

/// The most tags a record may hold, and their total size (names and values): a record
/// is a few dozen short tags, and every tag is kept and written again with each save.
pub const MAX_TAGS: usize = 1_000;
/// See [`MAX_TAGS`].
pub const MAX_TAG_BYTES: usize = 1_000_000;

/// How much of a bad token an error message quotes.
const EXCERPT: usize = 24;

pub(super) fn excerpt(s: &str) -> String {
    crate::text::excerpt(s, EXCERPT)
}

/// Each turn written with its number, and without where it may go without one: `1. d6`
/// always numbered, Black's `d2` numbered (`1... d2`) only where a line starts or after a
/// comment or variation; the extras among them where they stood (those after the last turn
/// too where `tail`).
fn turn_pieces(turns: &[Turn], extras: &[&Extra], tail: bool) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    let mut next = 0usize;
    let mut after_extra = false;
    let mut put = |out: &mut Vec<(String, String)>, upto: usize, after_extra: &mut bool| {
        while let Some(e) = extras.get(next).filter(|e| e.after <= upto) {
            match out.last_mut() {
                Some(last) if e.glued() => {
                    last.0.push_str(&e.text);
                    last.1.push_str(&e.text);
                }
                _ => {
                    out.push((e.text.clone(), e.text.clone()));
                    *after_extra = true;
                }
            }
            next += 1;
        }
    };
    for t in turns {
        put(&mut out, t.first_ply, &mut after_extra);
        if t.color == Color::White {
            let w = format!("{}. {}", t.number, t.token());
            out.push((w.clone(), w));
        } else {
            let numbered = format!("{}... {}", t.number, t.token());
            let plain = if after_extra {
                numbered.clone()
            } else {
                t.token()
            };
            out.push((numbered, plain));
        }
        after_extra = false;
    }
    if tail {
        put(&mut out, usize::MAX, &mut after_extra);
    } else if let Some(t) = turns.last() {
        put(&mut out, t.first_ply + t.decisions.len(), &mut after_extra);
    }
    out
}

/// Makes the game agree with a record's result, or says why it cannot. A win the rules have
/// not made is a resignation, or a loss on time where the record's `Termination` says so
/// (`on_time`).
fn check_result(game: &mut Game, claim: &str, on_time: bool) -> Result<(), String> {
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
                Some(w) if on_time => Reason::OnTime(w.other()),
                Some(w) => Reason::Resignation(w.other()),
                None => Reason::Agreement,
            };
            game.set_ending(Outcome { winner, reason });
            Ok(())
        }
    }
}

fn escape(v: &str) -> String {
    crate::text::clean(v)
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
}

#[cfg(test)]
mod extras_tests {
    use super::*;

    fn read(t: &str) -> Record {
        Record::parse(t, Rules::default()).unwrap()
    }

    fn moves(r: &Record) -> String {
        let t = r.to_text();
        let body = &t[t.find("\n\n").map_or(0, |i| i + 2)..];
        body.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    /// A loss on time (or a resignation) taken back leaves no decision to redo: the record
    /// writes no variation that would only repeat the last turn.
    #[test]
    fn an_ending_taken_back_writes_no_variation() {
        let mut r = read("1. d6 d2 *");
        r.game.lose_on_time(Color::White);
        assert!(r.game.undo());
        let text = moves(&r);
        assert!(!text.contains('('), "{text}");
        assert!(text.contains("d2"), "{text}");
    }

    /// Comments, variations and annotations are written again where they stood, and read back
    /// the same; `;` comments become braces (they could not stand inside a line).
    #[test]
    fn a_records_comments_variations_and_annotations_are_written_again() {
        let t = "{before} 1. d6 {the centre} d2! (1... f4 {or this} (1... b4)) 2. a1 $1 ; late\n*";
        let r = read(t);
        let written =
            "{before} 1. d6 {the centre} 1... d2! (1... f4 {or this} (1... b4)) 2. a1 $1 { late} *";
        assert_eq!(moves(&r), written);
        let again = read(&r.to_text());
        assert_eq!(again.extras, r.extras);
        assert_eq!(moves(&again), written);
    }

    /// A game lost on time is written with PGN's `Termination` word and read back as a loss
    /// on time, not a resignation.
    #[test]
    fn a_loss_on_time_is_read_back_as_one() {
        let mut r = read("1. d6 d2 *");
        r.game.lose_on_time(Color::White);
        let text = r.to_text();
        assert!(text.contains("[Termination \"time forfeit\"]"), "{text}");
        assert!(text.contains("0-1"), "{text}");
        let back = read(&text);
        assert_eq!(
            back.game.outcome().map(|o| o.reason),
            Some(Reason::OnTime(Color::White))
        );
        let resigned = read(&text.replace("time forfeit", "White resigned"));
        assert_eq!(
            resigned.game.outcome().map(|o| o.reason),
            Some(Reason::Resignation(Color::White))
        );
    }

    /// Played on, the extras stay; taken back and played otherwise, those on the decisions no
    /// longer played go with them; taken back only, those on the undone decisions go in the
    /// redo line and come back from it.
    #[test]
    fn extras_follow_the_decisions_they_stood_by() {
        let mut r = read("1. d6 d2 {on d2} 2. a1 {on a1} *");
        r.game.play("a4".parse().unwrap()).unwrap();
        assert_eq!(moves(&r), "1. d6 d2 {on d2} 2. a1 {on a1} 2... a4 *");
        let mut undone = read("1. d6 d2 {on d2} 2. a1 {on a1} *");
        undone.game.undo();
        assert_eq!(moves(&undone), "1. d6 d2 {on d2} (1... d2 2. a1 {on a1}) *");
        let back = read(&undone.to_text());
        assert_eq!(back.game.ply(), 2);
        assert!(back.game.can_redo());
        assert_eq!(back.extras, undone.extras);
        let mut other = back.clone();
        other.game.play("g7".parse().unwrap()).unwrap();
        assert_eq!(moves(&other), "1. d6 d2 {on d2} 2. g7 *");
    }
}

//! Sanmill's puzzle packs (`.sanmill_puzzles`): JSON, as Sanmill's docs/PUZZLE_FORMAT.md
//! describes it (format 1.0). Read here into positions and decision lines under morris's
//! rules, checked against morris's own exact values where their class is solved, and written
//! from morris's own sets so that they open in Sanmill.
//!
//! A pack is read whole (bounded: [`PACK`]); what is wrong with the pack as a whole (not
//! JSON, fields of the wrong type, a rule variant morris does not have, too many puzzles)
//! refuses it, and what is wrong with one puzzle (a bad FEN, an illegal move) is said for
//! that puzzle, the others still read.

use std::fmt;
use std::path::Path;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::rules::{Color, Decision, Position, Rules, Variant, parse_fen};
use crate::solve::puzzle::{Goal, Puzzle};
use crate::solve::{Tablebase, Unknown, Value};
use crate::store::read::{self, Limit};

/// A pack is read up to this size: Sanmill's own (177 puzzles with their lines) is 1.2 MB.
pub const PACK: Limit = Limit {
    bytes: 16 << 20,
    what: "a puzzle pack",
};

/// The most puzzles a pack may hold.
pub const MOST_PUZZLES: usize = 10_000;
/// The most solution lines a puzzle may give.
pub const MOST_LINES: usize = 256;
/// The most moves a solution line may have.
pub const MOST_MOVES: usize = 1_000;

/// The pack as the JSON has it.
#[derive(Debug, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
struct PackJson {
    format_version: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    exported_by: Option<ExportedBy>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    puzzle_count: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    metadata: Option<MetadataJson>,
    puzzles: Vec<PuzzleJson>,
}

#[derive(Debug, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
struct ExportedBy {
    #[serde(default)]
    app_name: String,
    #[serde(default)]
    platform: String,
}

#[derive(Debug, Default, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
struct MetadataJson {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    rule_variant_id: Option<String>,
}

#[derive(Debug, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
struct PuzzleJson {
    id: String,
    title: String,
    description: String,
    category: String,
    difficulty: String,
    initial_position: String,
    solutions: Vec<SolutionJson>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    hint: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    tags: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    rule_variant_id: Option<String>,
}

#[derive(Debug, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
struct SolutionJson {
    moves: Vec<MoveJson>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    description: Option<String>,
    #[serde(default)]
    is_optimal: bool,
}

#[derive(Debug, Deserialize, Serialize)]
struct MoveJson {
    notation: String,
    side: String,
}

/// One solution line of a pack's puzzle: its decisions (both sides', removals apart, as the
/// pack stores them) and whether it is one of the quickest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The decisions, from the puzzle's position.
    pub moves: Vec<Decision>,
    /// Marked optimal (`isOptimal`): the shortest accepted solution.
    pub optimal: bool,
}

/// What a pack's puzzle asks, from its tags (`objective:…`) or its category.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Objective {
    /// Win (in the pack's N of the solver's own turns, if it says).
    Win(Option<u16>),
    /// Keep the draw.
    Draw,
}

/// One puzzle of a pack, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PackPuzzle {
    /// The pack's id for it.
    pub id: String,
    /// Its title and description, as the pack words them.
    pub title: String,
    /// The description.
    pub description: String,
    /// Sanmill's category (`winGame`, `defend`, `opening`…).
    pub category: String,
    /// Sanmill's difficulty (`beginner` … `master`).
    pub difficulty: String,
    /// The position.
    pub position: Position,
    /// What is asked.
    pub objective: Objective,
    /// The solution lines, in the pack's order.
    pub lines: Vec<Line>,
    /// The hint, if the pack gives one.
    pub hint: Option<String>,
    /// The tags.
    pub tags: Vec<String>,
}

/// A pack, read: its name, the rules its variant maps to, and each puzzle or why it could
/// not be read.
#[derive(Clone, Debug)]
pub struct Pack {
    /// The pack's name (its metadata's), if it has one.
    pub name: Option<String>,
    /// The rules its puzzles are played under.
    pub rules: Rules,
    /// Each puzzle, or what is wrong with it.
    pub puzzles: Vec<Result<PackPuzzle, String>>,
}

/// Why a pack cannot be read at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PackError {
    /// The file could not be read (missing, too big, not text…): the reader's words.
    Read(String),
    /// Not JSON at all.
    NotJson(String),
    /// JSON, but not a pack: a field missing or of the wrong type.
    NotPack(String),
    /// A format version other than 1.x.
    Version(String),
    /// A rule variant morris does not play.
    Variant(String),
    /// More puzzles than [`MOST_PUZZLES`].
    TooMany(usize),
}

impl fmt::Display for PackError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PackError::Read(why) => write!(f, "the pack cannot be read: {why}"),
            PackError::NotJson(why) => write!(f, "not a Sanmill puzzle pack: not JSON ({why})"),
            PackError::NotPack(why) => write!(f, "not a Sanmill puzzle pack: {why}"),
            PackError::Version(v) => write!(
                f,
                "a Sanmill puzzle pack of format {}, which morris does not read (1.x only)",
                crate::rules::text::excerpt(v, 24)
            ),
            PackError::Variant(v) => write!(
                f,
                "the pack's rule variant {} is not one morris plays (standard_9mm, twelve_mens_morris, lasker_morris, six_mens_morris, morabaraba)",
                crate::rules::text::excerpt(v, 40)
            ),
            PackError::TooMany(n) => write!(
                f,
                "the pack holds {n} puzzles: more than the {MOST_PUZZLES} morris reads"
            ),
        }
    }
}

impl std::error::Error for PackError {}

/// The rules a Sanmill rule variant id is played under here.
pub fn variant_of(id: &str) -> Option<Variant> {
    match id {
        "standard_9mm" => Some(Variant::Nine),
        "twelve_mens_morris" => Some(Variant::Twelve),
        "lasker_morris" => Some(Variant::Lasker),
        "six_mens_morris" => Some(Variant::Six),
        "morabaraba" => Some(Variant::Morabaraba),
        _ => None,
    }
}

/// Sanmill's rule variant id for a preset, if it has one (Three Men's Morris has none).
pub fn variant_id(v: Variant) -> Option<&'static str> {
    match v {
        Variant::Nine => Some("standard_9mm"),
        Variant::Twelve => Some("twelve_mens_morris"),
        Variant::Lasker => Some("lasker_morris"),
        Variant::Six => Some("six_mens_morris"),
        Variant::Morabaraba => Some("morabaraba"),
        Variant::Three => None,
    }
}

/// Reads the pack at `path`, bounded by [`PACK`].
pub fn read_file(path: &Path) -> Result<Pack, PackError> {
    let text = read::read_text(path, PACK).map_err(|e| PackError::Read(e.to_string()))?;
    parse(&text)
}

/// Reads a pack's text.
pub fn parse(text: &str) -> Result<Pack, PackError> {
    let json: PackJson = serde_json::from_str(text).map_err(|e| {
        if e.is_data() {
            PackError::NotPack(e.to_string())
        } else {
            PackError::NotJson(e.to_string())
        }
    })?;
    if !json.format_version.starts_with("1.") && json.format_version != "1" {
        return Err(PackError::Version(json.format_version));
    }
    if json.puzzles.len() > MOST_PUZZLES {
        return Err(PackError::TooMany(json.puzzles.len()));
    }
    let meta = json.metadata.unwrap_or_default();
    // The pack's variant, else its first puzzle's, else the standard rules.
    let id = meta
        .rule_variant_id
        .clone()
        .or_else(|| json.puzzles.iter().find_map(|p| p.rule_variant_id.clone()))
        .unwrap_or_else(|| "standard_9mm".into());
    let variant = variant_of(&id).ok_or(PackError::Variant(id.clone()))?;
    let rules = variant.rules();
    let puzzles = json
        .puzzles
        .into_iter()
        .map(|p| puzzle(p, &id, rules))
        .collect();
    Ok(Pack {
        name: meta.name,
        rules,
        puzzles,
    })
}

fn side_of(word: &str) -> Option<Color> {
    match word {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}

/// One puzzle of the JSON, read under `rules`, or what is wrong with it.
fn puzzle(p: PuzzleJson, pack_variant: &str, rules: Rules) -> Result<PackPuzzle, String> {
    if let Some(v) = &p.rule_variant_id
        && v != pack_variant
    {
        return Err(format!(
            "its rule variant {} is not the pack's ({pack_variant})",
            crate::rules::text::excerpt(v, 40)
        ));
    }
    let position = parse_fen(&p.initial_position, rules).map_err(|e| e.to_string())?;
    if p.solutions.is_empty() {
        return Err("it has no solution".into());
    }
    if p.solutions.len() > MOST_LINES {
        return Err(format!(
            "it has {} solution lines: more than the {MOST_LINES} morris reads",
            p.solutions.len()
        ));
    }
    let mut lines = Vec::with_capacity(p.solutions.len());
    for (k, s) in p.solutions.iter().enumerate() {
        if s.moves.len() > MOST_MOVES {
            return Err(format!(
                "its solution {} has {} moves: more than the {MOST_MOVES} morris reads",
                k + 1,
                s.moves.len()
            ));
        }
        let mut at = position;
        let mut moves = Vec::with_capacity(s.moves.len());
        for (i, m) in s.moves.iter().enumerate() {
            let d = Decision::from_str(&m.notation).map_err(|_| {
                format!(
                    "solution {}, move {}: {} is not a move",
                    k + 1,
                    i + 1,
                    crate::rules::text::excerpt(&m.notation, 24)
                )
            })?;
            let side = side_of(&m.side).ok_or_else(|| {
                format!(
                    "solution {}, move {}: the side {} is neither white nor black",
                    k + 1,
                    i + 1,
                    crate::rules::text::excerpt(&m.side, 24)
                )
            })?;
            if side != at.side_to_move() {
                return Err(format!(
                    "solution {}, move {} ({d}) is {}'s, but {} is to play",
                    k + 1,
                    i + 1,
                    m.side,
                    color_word(at.side_to_move())
                ));
            }
            at = at.play(d).map_err(|_| {
                format!("solution {}, move {}: {d} is not legal there", k + 1, i + 1)
            })?;
            moves.push(d);
        }
        lines.push(Line {
            moves,
            optimal: s.is_optimal,
        });
    }
    let objective = objective(&p.category, &p.tags);
    Ok(PackPuzzle {
        id: p.id,
        title: p.title,
        description: p.description,
        category: p.category,
        difficulty: p.difficulty,
        position,
        objective,
        lines,
        hint: p.hint,
        tags: p.tags,
    })
}

fn color_word(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The objective: `objective:hold-draw` (or the category `defend`) keeps the draw; anything
/// else is a win, in N if a `win-in-N` tag says.
fn objective(category: &str, tags: &[String]) -> Objective {
    let draw = tags.iter().any(|t| t == "objective:hold-draw")
        || (category == "defend" && !tags.iter().any(|t| t == "objective:win"));
    if draw {
        return Objective::Draw;
    }
    let n = tags
        .iter()
        .find_map(|t| t.strip_prefix("win-in-").and_then(|n| n.parse().ok()));
    Objective::Win(n)
}

/// What checking a pack's puzzle against morris's exact values found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Check {
    /// The tables agree: the position's value, and every line's decisions keep it.
    Agrees(String),
    /// The tables say otherwise: what.
    Disagrees(String),
    /// No exact value here: why.
    NotChecked(String),
}

/// The solver's own turns (moves, not removals) a win in `n` turns of both takes.
fn own_turns(n: u16) -> u16 {
    n.div_ceil(2)
}

fn line_text(moves: &[Decision]) -> String {
    moves
        .iter()
        .map(Decision::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The classes of the pack's puzzles morris can value: those a position in the moving phase
/// is in, among `solvable`.
pub fn classes_needed(pack: &Pack, solvable: &[(u8, u8)]) -> Vec<(u8, u8)> {
    let mut out: Vec<(u8, u8)> = pack
        .puzzles
        .iter()
        .flatten()
        .filter_map(|p| class_of(&p.position))
        .filter(|c| solvable.contains(c))
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// A moving-phase position's class (side to move's stones, the other's).
fn class_of(pos: &Position) -> Option<(u8, u8)> {
    let s = pos.side_to_move();
    let placing = Color::BOTH.iter().any(|&c| pos.in_hand(c) > 0);
    (!placing).then(|| (pos.on_board(s), pos.on_board(s.other())))
}

/// Checks `p` against the tables: its position must have the value its objective says (a win
/// in the pack's N own turns, if it says; the draw), and each line's decisions of the solving
/// side keep it (an optimal line, the quickest win; another, a win).
pub fn check(p: &PackPuzzle, tb: &Tablebase) -> Check {
    let pos = &p.position;
    let Some((a, b)) = class_of(pos) else {
        return Check::NotChecked("placing: not solved here".into());
    };
    let now = match tb.evaluate(pos) {
        Ok(v) => v,
        Err(Unknown::NotSolved(..)) => {
            return Check::NotChecked(format!("{a}v{b}: not solved here"));
        }
        Err(e) => return Check::NotChecked(e.to_string()),
    };
    let side = pos.side_to_move();
    match p.objective {
        Objective::Draw if now != Value::Draw => {
            return Check::Disagrees(format!(
                "the pack asks to hold the draw, but the tables say {now}"
            ));
        }
        Objective::Win(_) if !matches!(now, Value::Win(_)) => {
            return Check::Disagrees(format!("the pack asks for a win, but the tables say {now}"));
        }
        Objective::Win(Some(n)) => {
            if let Value::Win(m) = now
                && own_turns(m) != n
            {
                let mut why = format!(
                    "the pack says win in {n}, the tables win in {} (own turns)",
                    own_turns(m)
                );
                if let Some(short) = short_defence(p, tb) {
                    why = format!("{why}; {short}");
                }
                return Check::Disagrees(why);
            }
        }
        _ => {}
    }
    for (k, line) in p.lines.iter().enumerate() {
        let mut at = *pos;
        for &d in &line.moves {
            if at.outcome().is_some() {
                break;
            }
            if at.side_to_move() == side {
                let (before, after) = match (tb.evaluate(&at), tb.after(&at, d)) {
                    (Ok(b), Ok(a)) => (b, a),
                    (Err(e), _) | (_, Err(e)) => {
                        return Check::NotChecked(format!(
                            "solution {}: {e} after {}",
                            k + 1,
                            line_text(&line.moves)
                        ));
                    }
                };
                let keeps = match p.objective {
                    Objective::Draw => after == Value::Draw,
                    Objective::Win(_) if line.optimal => after == before,
                    Objective::Win(_) => matches!(after, Value::Win(_)),
                };
                if !keeps {
                    let what = match p.objective {
                        Objective::Draw => "hold the draw",
                        Objective::Win(_) if line.optimal => "win the quickest way",
                        Objective::Win(_) => "win",
                    };
                    let mut why = format!(
                        "the pack's solution {} ({}) does not {what}: {d} leads to {after} (from {before})",
                        k + 1,
                        line_text(&line.moves)
                    );
                    if let Some(short) = short_defence(p, tb) {
                        why = format!("{why}; {short}");
                    }
                    return Check::Disagrees(why);
                }
            }
            at = at.play_unchecked(d);
        }
    }
    if let Some(short) = short_defence(p, tb) {
        return Check::Disagrees(short);
    }
    Check::Agrees(format!("{now}"))
}

/// The first decision of the losing side in one of the pack's optimal lines of a win that is
/// not its longest resistance (a line that is, the win in N it counts is too short), said
/// with the longest (turns of both players, counted from the defence): `the defence a7-g4
/// in solution 1 is not the longest: it loses in 8 turns, c4-g4 in 16`.
fn short_defence(p: &PackPuzzle, tb: &Tablebase) -> Option<String> {
    if p.objective == Objective::Draw {
        return None;
    }
    let side = p.position.side_to_move();
    for (k, line) in p.lines.iter().enumerate().filter(|(_, l)| l.optimal) {
        let mut at = p.position;
        for &d in &line.moves {
            if at.outcome().is_some() {
                break;
            }
            if at.side_to_move() != side {
                let (Ok((best, ds)), Ok(after)) = (tb.best(&at), tb.after(&at, d)) else {
                    return None;
                };
                if let (Value::Loss(longest), Value::Loss(here)) = (best, after)
                    && here < longest
                {
                    let held = ds
                        .first()
                        .map_or(String::new(), |b| format!(", {b} in {longest}"));
                    return Some(format!(
                        "the defence {d} in solution {} is not the longest: it loses in {here} turns{held}",
                        k + 1,
                    ));
                }
            }
            at = at.play_unchecked(d);
        }
    }
    None
}

/// The pack's puzzle as one of morris's, to play it: the first optimal line (else the first)
/// is the answer and its line of play; the goal from the objective (a removal owed, the
/// removal). The difficulty maps beginner–easy–medium–hard–expert(–master) to 1–5.
pub fn to_puzzle(p: &PackPuzzle) -> Option<Puzzle> {
    let line = p.lines.iter().find(|l| l.optimal).or(p.lines.first())?;
    let answer = *line.moves.first()?;
    let side = p.position.side_to_move();
    let own = || -> u16 {
        let n = line
            .moves
            .iter()
            .scan(p.position, |at, &d| {
                let mover = at.side_to_move();
                *at = at.play_unchecked(d);
                Some((mover, d))
            })
            .filter(|(c, d)| *c == side && !d.is_removal())
            .count();
        u16::try_from(n).unwrap_or(u16::MAX)
    };
    let goal = match p.objective {
        Objective::Draw => Goal::Defend,
        Objective::Win(n) => {
            let n = n.unwrap_or_else(own).max(1);
            let turns = n.saturating_mul(2).saturating_sub(1);
            if p.position.owed() > 0 {
                Goal::Removal(turns)
            } else {
                Goal::Win(turns)
            }
        }
    };
    let difficulty = match p.difficulty.as_str() {
        "beginner" => 1,
        "easy" => 2,
        "medium" => 3,
        "hard" => 4,
        _ => 5,
    };
    Some(Puzzle {
        position: p.position,
        goal,
        flying: p.tags.iter().any(|t| t == "flying"),
        blockade: p.tags.iter().any(|t| t == "immobilization"),
        difficulty,
        answer,
        line: line.moves.clone(),
    })
}

/// morris's set as a Sanmill pack (format 1.0), named `name`, under `rules` (a preset's
/// own: Sanmill names the variant). Each puzzle's line of best play is its one solution.
pub fn write(set: &[Puzzle], rules: Rules, name: &str) -> Result<String, PackError> {
    let id = variant_id(rules.variant)
        .filter(|_| rules == rules.variant.rules())
        .ok_or_else(|| PackError::Variant(rules.variant.name().to_string()))?;
    let puzzles = set
        .iter()
        .enumerate()
        .map(|(i, p)| puzzle_json(i, p, id))
        .collect();
    let json = PackJson {
        format_version: "1.0".into(),
        exported_by: Some(ExportedBy {
            app_name: "morris".into(),
            platform: "cli".into(),
        }),
        puzzle_count: Some(set.len() as u64),
        metadata: Some(MetadataJson {
            id: Some(format!("morris_{}", rules.variant.name())),
            name: Some(name.into()),
            description: Some(
                "Puzzles made by morris from its exact values: one decision keeps the result"
                    .into(),
            ),
            rule_variant_id: Some(id.into()),
        }),
        puzzles,
    };
    serde_json::to_string_pretty(&json).map_err(|e| PackError::NotPack(e.to_string()))
}

fn puzzle_json(i: usize, p: &Puzzle, variant: &str) -> PuzzleJson {
    let side = p.position.side_to_move();
    let who = match side {
        Color::White => "White",
        Color::Black => "Black",
    };
    let own = own_turns(p.goal.turns());
    let (title, description, category) = match p.goal {
        Goal::Win(_) => (
            format!("{who} · Win in {own}"),
            format!("{who} to move. Find the only move that wins in {own}."),
            "winGame",
        ),
        Goal::Removal(_) => (
            format!("{who} · Win in {own}: remove the right stone"),
            format!("{who} to remove. Find the only removal that wins in {own}."),
            "winGame",
        ),
        Goal::Defend => (
            format!("{who} · Hold the draw"),
            format!("{who} to move. Find the only move that keeps the draw."),
            "defend",
        ),
    };
    let mut tags = vec!["morris".to_string()];
    match p.goal {
        Goal::Defend => tags.push("objective:hold-draw".into()),
        _ => {
            tags.push("objective:win".into());
            tags.push(format!("win-in-{own}"));
        }
    }
    if p.flying {
        tags.push("flying".into());
    }
    if p.blockade {
        tags.push("immobilization".into());
    }
    let difficulty = ["beginner", "easy", "medium", "hard", "expert"]
        [usize::from(p.difficulty.clamp(1, 5)) - 1]
        .to_string();
    let mut at = p.position;
    let moves = p
        .line
        .iter()
        .map(|&d| {
            let side = color_word(at.side_to_move()).to_string();
            at = at.play_unchecked(d);
            MoveJson {
                notation: d.to_string(),
                side,
            }
        })
        .collect();
    PuzzleJson {
        id: format!("morris_{}_{:03}", variant, i + 1),
        title,
        description,
        category: category.into(),
        difficulty,
        initial_position: p.position.fen(),
        solutions: vec![SolutionJson {
            moves,
            description: Some("Best play".into()),
            is_optimal: true,
        }],
        hint: None,
        tags,
        rule_variant_id: Some(variant.into()),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    fn pack(puzzles: &str) -> String {
        format!(
            r#"{{"formatVersion": "1.0", "metadata": {{"ruleVariantId": "standard_9mm"}}, "puzzles": [{puzzles}]}}"#
        )
    }

    fn one(fen: &str, moves: &str) -> String {
        format!(
            r#"{{"id": "p1", "title": "Win in 1", "description": "White to move and win.", "category": "winGame", "difficulty": "easy", "initialPosition": "{fen}", "solutions": [{{"moves": [{moves}], "isOptimal": true}}]}}"#
        )
    }

    #[test]
    fn a_set_written_as_a_pack_reads_back_as_the_same_puzzles() {
        let rules = Variant::Nine.rules();
        let set = crate::puzzles::shipped(&rules);
        assert_eq!(set.len(), 60);
        let text = write(&set, rules, "morris nine").unwrap();
        let read = parse(&text).unwrap();
        assert_eq!(read.rules, rules);
        assert_eq!(read.name.as_deref(), Some("morris nine"));
        let back: Vec<Puzzle> = read
            .puzzles
            .iter()
            .map(|p| to_puzzle(p.as_ref().unwrap()).unwrap())
            .collect();
        assert_eq!(back, set);
    }

    #[test]
    fn a_hostile_pack_is_refused_with_its_problem_named() {
        let e = parse("not json").unwrap_err();
        assert!(
            e.to_string()
                .starts_with("not a Sanmill puzzle pack: not JSON"),
            "{e}"
        );
        let e = parse(r#"{"formatVersion": "1.0", "puzzles": 5}"#).unwrap_err();
        assert!(e.to_string().contains("invalid type: integer"), "{e}");
        let e = parse(
            r#"{"formatVersion": "1.0", "metadata": {"ruleVariantId": "dooz"}, "puzzles": []}"#,
        )
        .unwrap_err();
        assert_eq!(e, PackError::Variant("dooz".into()));
        assert!(e.to_string().contains("dooz"), "{e}");
        let e = parse(r#"{"formatVersion": "2.0", "puzzles": []}"#).unwrap_err();
        assert_eq!(e, PackError::Version("2.0".into()));
        let many = vec!["{}"; MOST_PUZZLES + 1].join(",");
        // Each puzzle lacks its fields: the shape is refused before the count.
        assert!(matches!(parse(&pack(&many)), Err(PackError::NotPack(_))));
        let fen = "***O**@*/@****@*O/OO@***@O b m p 5 0 5 0 0 0 -1 -1 -1 -1 0 0 1 ids:nodes";
        let good = one(
            fen,
            r#"{"notation": "b2-b4", "side": "black"}, {"notation": "xe3", "side": "black"}"#,
        );
        let many = vec![good.as_str(); MOST_PUZZLES + 1].join(",");
        assert_eq!(
            parse(&pack(&many)).unwrap_err(),
            PackError::TooMany(MOST_PUZZLES + 1)
        );
        // A bad puzzle is said, the others read.
        let bad_fen = one("OOO w m s", r#"{"notation": "a1", "side": "white"}"#);
        let wrong_side = one(fen, r#"{"notation": "b2-b4", "side": "white"}"#);
        let illegal = one(fen, r#"{"notation": "a1-a4", "side": "black"}"#);
        let read = parse(&pack(
            &[good.as_str(), &bad_fen, &wrong_side, &illegal].join(","),
        ))
        .unwrap();
        assert!(read.puzzles[0].is_ok());
        assert!(
            read.puzzles[1]
                .as_ref()
                .unwrap_err()
                .starts_with("FEN field"),
            "{:?}",
            read.puzzles[1]
        );
        assert!(
            read.puzzles[2]
                .as_ref()
                .unwrap_err()
                .contains("but black is to play"),
            "{:?}",
            read.puzzles[2]
        );
        assert!(
            read.puzzles[3]
                .as_ref()
                .unwrap_err()
                .contains("is not legal there"),
            "{:?}",
            read.puzzles[3]
        );
    }
}

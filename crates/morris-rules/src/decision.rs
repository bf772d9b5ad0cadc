//! Decisions and their tokens: `d6`, `a1-a4`, `xd2`, `x-`, `pass`, and whole turns
//! (`f2-f4xd5`, `d6xc3xb4`).

use std::fmt;
use std::str::FromStr;

use super::point::Point;
use super::record::excerpt;

/// One decision of a player: one ply, one entry in the move log, one step of undo.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decision {
    /// Put a piece from the hand on an empty point (`d6`).
    Place(Point),
    /// Slide or fly a stone (`a1-a4`).
    Move(Point, Point),
    /// Remove an opposing stone after closing a mill (`xd2`).
    Remove(Point),
    /// Decline an optional removal (`x-`).
    Decline,
    /// A blocked player passes (`pass`).
    Pass,
}

impl Decision {
    /// The point a stone ends on or leaves from, for highlighting: the destination of a
    /// placement or move, the point of a removal.
    pub fn target(self) -> Option<Point> {
        match self {
            Decision::Place(p) | Decision::Move(_, p) | Decision::Remove(p) => Some(p),
            Decision::Decline | Decision::Pass => None,
        }
    }

    /// Whether this is a removal or a declined removal (the tail of a turn).
    pub fn is_removal(self) -> bool {
        matches!(self, Decision::Remove(_) | Decision::Decline)
    }
}

impl fmt::Display for Decision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Decision::Place(p) => write!(f, "{p}"),
            Decision::Move(a, b) => write!(f, "{a}-{b}"),
            Decision::Remove(p) => write!(f, "x{p}"),
            Decision::Decline => f.write_str("x-"),
            Decision::Pass => f.write_str("pass"),
        }
    }
}

/// The text is not a decision token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseDecisionError {
    /// The text that was read.
    pub token: String,
    /// What is wrong with it.
    pub reason: String,
}

impl fmt::Display for ParseDecisionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.reason.is_empty() {
            write!(
                f,
                "{} is not a decision (expected d6, a1-a4, xd2, x- or pass)",
                excerpt(&self.token)
            )
        } else {
            f.write_str(&self.reason)
        }
    }
}

impl std::error::Error for ParseDecisionError {}

fn point(tok: &str, s: &str) -> Result<Point, ParseDecisionError> {
    s.parse()
        .map_err(|e: super::point::ParsePointError| ParseDecisionError {
            token: tok.to_string(),
            reason: if tok == s {
                e.to_string()
            } else {
                format!("{}: {e}", excerpt(tok))
            },
        })
}

impl FromStr for Decision {
    type Err = ParseDecisionError;

    fn from_str(s: &str) -> Result<Decision, ParseDecisionError> {
        let bad = || ParseDecisionError {
            token: s.to_string(),
            reason: String::new(),
        };
        let lower = s.to_ascii_lowercase();
        if lower == "pass" {
            return Ok(Decision::Pass);
        }
        if lower == "x-" {
            return Ok(Decision::Decline);
        }
        if let Some(rest) = lower.strip_prefix('x') {
            if rest.len() == 2 {
                return point(s, rest).map(Decision::Remove);
            }
            return Err(bad());
        }
        if let Some((a, b)) = lower.split_once('-') {
            if a.len() == 2 && b.len() == 2 {
                return Ok(Decision::Move(point(s, a)?, point(s, b)?));
            }
            return Err(bad());
        }
        if lower.len() == 2 && lower.as_bytes()[0].is_ascii_alphabetic() {
            return point(s, &lower).map(Decision::Place);
        }
        Err(bad())
    }
}

/// Splits a whole-turn token (`f2-f4xd5`, `d6xc3xb4`, `a1`, `xd2`) into its decisions.
pub fn parse_turn(s: &str) -> Result<Vec<Decision>, ParseDecisionError> {
    let lower = s.to_ascii_lowercase();
    if lower == "pass" || lower == "x-" {
        return Ok(vec![lower.parse()?]);
    }
    // The first part runs up to the first `x` that is not at the start.
    let mut parts: Vec<&str> = Vec::new();
    let mut start = 0;
    for (i, c) in lower.char_indices() {
        if c == 'x' && i > 0 {
            parts.push(&lower[start..i]);
            start = i;
        }
    }
    parts.push(&lower[start..]);
    let mut out = Vec::with_capacity(parts.len());
    for (n, part) in parts.iter().enumerate() {
        let d: Decision = part.parse().map_err(|e: ParseDecisionError| {
            if parts.len() == 1 {
                ParseDecisionError {
                    token: s.to_string(),
                    reason: e.reason,
                }
            } else {
                ParseDecisionError {
                    token: s.to_string(),
                    reason: format!(
                        "{} is not a turn (the part {} is not a decision)",
                        excerpt(s),
                        excerpt(part)
                    ),
                }
            }
        })?;
        if n > 0 && !d.is_removal() {
            return Err(ParseDecisionError {
                token: s.to_string(),
                reason: format!(
                    "{} is not a turn (only removals follow the first decision)",
                    excerpt(s)
                ),
            });
        }
        out.push(d);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_round_trip() {
        for t in ["d6", "a1-a4", "xd2", "x-", "pass"] {
            let d: Decision = t.parse().unwrap();
            assert_eq!(d.to_string(), t);
        }
        assert_eq!("A1-A4".parse::<Decision>().unwrap().to_string(), "a1-a4");
    }

    #[test]
    fn bad_tokens_say_why() {
        assert_eq!(
            "e9".parse::<Decision>().unwrap_err().to_string(),
            "e9 is not a point"
        );
        assert_eq!(
            "a1-z4".parse::<Decision>().unwrap_err().to_string(),
            "a1-z4: z4 is not a point"
        );
        assert!("hello".parse::<Decision>().is_err());
        assert!("".parse::<Decision>().is_err());
        assert!("a1-".parse::<Decision>().is_err());
    }

    #[test]
    fn turns_split_their_removals() {
        let t = parse_turn("f2-f4xd5").unwrap();
        assert_eq!(t.len(), 2);
        assert_eq!(t[1].to_string(), "xd5");
        assert_eq!(parse_turn("d6xc3xb4").unwrap().len(), 3);
        assert_eq!(parse_turn("xd2").unwrap().len(), 1);
        assert!(parse_turn("d6xd5d4").is_err());
    }
}

//! Points, sets of points and the two colours.

use std::fmt;
use std::str::FromStr;

/// A square of the 7×7 naming grid: files `a`–`g`, ranks `1`–`7`.
///
/// Whether the square is a point of the board in play is the board's business
/// ([`crate::Geometry::contains`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(u8);

impl Point {
    /// The square at `file` (0 = `a`) and `rank` (0 = `1`), if both are below 7.
    pub fn new(file: u8, rank: u8) -> Option<Point> {
        (file < 7 && rank < 7).then(|| Point(file * 7 + rank))
    }

    /// The point whose [bit number](Point::index) is `i`, for code that reads points out of
    /// a [`Bitboard`] or a packed move. Only 0 to 48 name squares of the grid, and only some of
    /// those are points of a board (which [`crate::Geometry::contains`] tells); a number from
    /// 64 up is taken modulo 64, so that its bit is always one of a bitboard's.
    pub const fn from_index(i: u8) -> Point {
        Point(i & 63)
    }

    /// The bit number of this point in a [`Bitboard`].
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The file, 0 for `a`.
    pub fn file(self) -> u8 {
        self.0 / 7
    }

    /// The rank, 0 for `1`.
    pub fn rank(self) -> u8 {
        self.0 % 7
    }

    /// This point alone, as a set.
    #[inline]
    pub fn bit(self) -> Bitboard {
        Bitboard(1u64 << self.0)
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// The text is not the name of a square (`e9`, `z1`, `d`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsePointError(pub String);

impl fmt::Display for ParsePointError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} is not a point", self.0)
    }
}

impl std::error::Error for ParsePointError {}

impl FromStr for Point {
    type Err = ParsePointError;

    fn from_str(s: &str) -> Result<Point, ParsePointError> {
        let b = s.as_bytes();
        if b.len() == 2 {
            let file = b[0].to_ascii_lowercase().wrapping_sub(b'a');
            let rank = b[1].wrapping_sub(b'1');
            if let Some(p) = Point::new(file, rank) {
                return Ok(p);
            }
        }
        Err(ParsePointError(s.to_string()))
    }
}

/// A set of points, one bit per square of the naming grid.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Bitboard(pub u64);

impl Bitboard {
    /// The empty set.
    pub const EMPTY: Bitboard = Bitboard(0);

    /// Whether `p` is in the set.
    #[inline]
    pub fn contains(self, p: Point) -> bool {
        self.0 >> p.0 & 1 == 1
    }

    /// How many points are in the set.
    #[inline]
    pub fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The points of the set, lowest first (`a1`, `a2`, …, `b1`, …).
    #[inline]
    pub fn iter(self) -> BitIter {
        BitIter(self.0)
    }
}

impl FromIterator<Point> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Point>>(iter: I) -> Bitboard {
        Bitboard(iter.into_iter().fold(0, |acc, p| acc | 1 << p.0))
    }
}

impl std::ops::BitOr for Bitboard {
    type Output = Bitboard;
    fn bitor(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 | rhs.0)
    }
}

impl std::ops::BitAnd for Bitboard {
    type Output = Bitboard;
    fn bitand(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 & rhs.0)
    }
}

impl std::ops::Not for Bitboard {
    type Output = Bitboard;
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

/// The points of a [`Bitboard`], lowest first.
#[derive(Clone, Debug)]
pub struct BitIter(u64);

impl Iterator for BitIter {
    type Item = Point;

    #[inline]
    fn next(&mut self) -> Option<Point> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(Point(i as u8))
    }
}

/// One of the two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Color {
    /// The player who moves first.
    White,
    /// The second player.
    Black,
}

impl Color {
    /// The other player.
    #[inline]
    pub fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// 0 for White, 1 for Black.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// `White` or `Black`.
    pub fn name(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Black => "Black",
        }
    }

    /// `white` or `black`.
    pub fn adjective(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    /// Both colours, White first.
    pub const BOTH: [Color; 2] = [Color::White, Color::Black];
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_parse_in_either_case_and_print_lower() {
        let p: Point = "D6".parse().unwrap();
        assert_eq!(p.to_string(), "d6");
        assert_eq!(
            "e9".parse::<Point>().unwrap_err().to_string(),
            "e9 is not a point"
        );
        assert!("h1".parse::<Point>().is_err());
        assert!("a".parse::<Point>().is_err());
        assert!("a10".parse::<Point>().is_err());
    }

    #[test]
    fn bitboard_iterates_lowest_first() {
        let b: Bitboard = ["d1", "a7", "a1"]
            .iter()
            .map(|s| s.parse().unwrap())
            .collect();
        let names: Vec<String> = b.iter().map(|p| p.to_string()).collect();
        assert_eq!(names, ["a1", "a7", "d1"]);
    }
}

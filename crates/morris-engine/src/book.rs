//! The opening book: for positions of the placement under the standard rules, the turns that a
//! long search chose there, with their values (docs/computer.md, "The book").
//!
//! `morris book` makes it (src/commands/book.rs) from the placements of game records, each
//! searched far beyond what a turn of play allows; the committed book is
//! `crates/morris-engine/src/book/book.txt`, built into the program. A line holds a position (its FEN, as
//! docs/rules.md §8 writes it) and the turns within the opening variety of the best, each with
//! its score in thousandths of a piece for the side to move, a tab before each turn:
//!
//! ```text
//! ********/O*******/*****@** w p p 1 8 1 8 0 0 0 0 0 0 0 0 2 ⇥f4 120 ⇥b4 110
//! ```
//!
//! Positions are looked up under the board's 16 symmetries (the square's rotations and
//! reflections, and the exchange of the inner and outer squares), so a line serves every
//! position that is the same up to them. A position that comes only after a placement that
//! closes a mill (the removal still owed) is served by the line of the position before it.

use std::collections::HashMap;
use std::sync::OnceLock;

use morris_rules::{Color, Decision, Point, Position, Rules, parse_fen, parse_turn};

/// The committed book.
const BUILT_IN: &str = include_str!("book/book.txt");

/// Whether the book serves `rules`: the standard game only (the preset's name aside), the
/// rules its searches were made under.
pub fn serves(rules: &Rules) -> bool {
    let standard = Rules::default();
    Rules {
        variant: standard.variant,
        ..*rules
    } == standard
}

/// The 24 points of the standard board, in the order of their grid squares.
struct Board {
    points: Vec<Point>,
    /// `index[p.index()]`: the point's number in `points`, or 255 off the board.
    index: [u8; 49],
    /// The 16 symmetries, as maps of the point numbers.
    syms: Vec<[u8; 24]>,
    /// `inverse[k]`: the symmetry that undoes symmetry `k`.
    inverse: Vec<usize>,
}

fn board() -> &'static Board {
    static BOARD: OnceLock<Board> = OnceLock::new();
    BOARD.get_or_init(|| {
        let geometry = Position::new(Rules::default()).geometry();
        let points: Vec<Point> = (0..7)
            .flat_map(|f| (0..7).filter_map(move |r| Point::new(f, r)))
            .filter(|&p| geometry.contains(p))
            .collect();
        let mut index = [255u8; 49];
        for (i, p) in points.iter().enumerate() {
            index[p.index()] = i as u8;
        }
        let mut syms = Vec::with_capacity(16);
        for swap in [false, true] {
            for k in 0..8 {
                let mut map = [0u8; 24];
                for (i, p) in points.iter().enumerate() {
                    let (mut x, mut y) = (p.file() as i32 - 3, p.rank() as i32 - 3);
                    if swap {
                        // The outer square to the inner and back; the middle one stays.
                        let ring = x.abs().max(y.abs());
                        if ring == 3 {
                            (x, y) = (x / 3, y / 3);
                        } else if ring == 1 {
                            (x, y) = (x * 3, y * 3);
                        }
                    }
                    if k & 4 != 0 {
                        x = -x;
                    }
                    (x, y) = match k & 3 {
                        0 => (x, y),
                        1 => (-y, x),
                        2 => (-x, -y),
                        _ => (y, -x),
                    };
                    let q =
                        Point::new((x + 3) as u8, (y + 3) as u8).map_or(255, |q| index[q.index()]);
                    map[i] = q;
                }
                syms.push(map);
            }
        }
        let inverse = (0..syms.len())
            .map(|k| {
                (0..syms.len())
                    .find(|&j| (0..24).all(|i| syms[j][syms[k][i] as usize] as usize == i))
                    .unwrap_or(0)
            })
            .collect();
        Board {
            points,
            index,
            syms,
            inverse,
        }
    })
}

impl Board {
    fn map_point(&self, k: usize, p: Point) -> Point {
        let i = self.index[p.index()];
        if i == 255 {
            return p;
        }
        self.points[self.syms[k][i as usize] as usize]
    }

    fn map(&self, k: usize, d: Decision) -> Decision {
        match d {
            Decision::Place(p) => Decision::Place(self.map_point(k, p)),
            Decision::Move(a, b) => Decision::Move(self.map_point(k, a), self.map_point(k, b)),
            Decision::Remove(p) => Decision::Remove(self.map_point(k, p)),
            Decision::Decline | Decision::Pass => d,
        }
    }

    /// The position's key under symmetry `k`: the stones of each side, the hands, the side to
    /// move and the removals owed.
    fn key_under(&self, k: usize, white: u32, black: u32, rest: u64) -> u64 {
        let (mut w, mut b) = (0u64, 0u64);
        for i in 0..24 {
            let to = self.syms[k][i];
            w |= u64::from(white >> i & 1) << to;
            b |= u64::from(black >> i & 1) << to;
        }
        w | b << 24 | rest << 48
    }

    /// The smallest key of the position under the 16 symmetries, and the symmetry that gives
    /// it.
    fn canonical(&self, pos: &Position) -> (u64, usize) {
        let (mut white, mut black) = (0u32, 0u32);
        for (i, &p) in self.points.iter().enumerate() {
            match pos.stone_at(p) {
                Some(Color::White) => white |= 1 << i,
                Some(Color::Black) => black |= 1 << i,
                None => {}
            }
        }
        let rest = u64::from(pos.in_hand(Color::White))
            | u64::from(pos.in_hand(Color::Black)) << 4
            | u64::from(pos.side_to_move() == Color::Black) << 8
            | u64::from(pos.owed().min(3)) << 9;
        (0..self.syms.len())
            .map(|k| (self.key_under(k, white, black, rest), k))
            .min()
            .unwrap_or((0, 0))
    }
}

/// The key the book knows `pos` by: the same for every position that is the same up to the
/// board's symmetries.
pub fn key(pos: &Position) -> u64 {
    board().canonical(pos).0
}

/// A turn the book has for a position, and its score for the side to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The decisions of the turn (a placement and the removals it earns).
    pub turn: Vec<Decision>,
    /// The long search's score, in thousandths of a piece.
    pub score: i32,
}

/// An opening book: positions (up to the board's symmetries) and the turns chosen there.
#[derive(Default)]
pub struct Book {
    /// By canonical key: the choices, in the canonical position's points.
    map: HashMap<u64, Vec<Choice>>,
    /// The lines read or added, for writing the book back as it was given: each position's
    /// key, its FEN and its choices.
    lines: Vec<(u64, String, Vec<Choice>)>,
}

/// A line of a book that cannot be read: its number and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookError {
    /// The line's number, from 1.
    pub line: usize,
    /// What is wrong with it.
    pub reason: String,
}

impl std::fmt::Display for BookError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.reason)
    }
}

impl Book {
    /// The book built into the program.
    pub fn built_in() -> &'static Book {
        static BOOK: OnceLock<Book> = OnceLock::new();
        // The built-in book is checked by a test: a line it cannot read is left out here.
        BOOK.get_or_init(|| Book::parse_lenient(BUILT_IN).0)
    }

    /// Reads a book; the first line that cannot be read is an error.
    pub fn parse(text: &str) -> Result<Book, BookError> {
        let (book, errors) = Book::parse_lenient(text);
        match errors.into_iter().next() {
            Some(e) => Err(e),
            None => Ok(book),
        }
    }

    fn parse_lenient(text: &str) -> (Book, Vec<BookError>) {
        let mut book = Book::default();
        let mut errors = Vec::new();
        for (n, line) in text.lines().enumerate() {
            let line = line.trim_end();
            if line.trim().is_empty() || line.trim_start().starts_with('#') {
                continue;
            }
            match read_line(line) {
                Ok((pos, choices)) => book.insert(&pos, choices),
                Err(reason) => errors.push(BookError {
                    line: n + 1,
                    reason,
                }),
            }
        }
        (book, errors)
    }

    /// Whether the book has nothing.
    pub fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }

    /// How many positions it has lines for.
    pub fn len(&self) -> usize {
        self.lines.len()
    }

    /// Adds the choices for `pos` (replacing what the book had for it), and for the removal
    /// after each placement that closes a mill.
    pub fn insert(&mut self, pos: &Position, choices: Vec<Choice>) {
        let b = board();
        let (key, k) = b.canonical(pos);
        let canon: Vec<Choice> = choices
            .iter()
            .map(|c| Choice {
                turn: c.turn.iter().map(|&d| b.map(k, d)).collect(),
                score: c.score,
            })
            .collect();
        if self.map.insert(key, canon).is_some() {
            self.lines.retain(|(k, _, _)| *k != key);
        }
        for c in &choices {
            if c.turn.len() < 2 {
                continue;
            }
            let after = pos.play_unchecked(c.turn[0]);
            let (rkey, rk) = b.canonical(&after);
            let rest = Choice {
                turn: c.turn[1..].iter().map(|&d| b.map(rk, d)).collect(),
                score: c.score,
            };
            let list = self.map.entry(rkey).or_default();
            if !list.contains(&rest) {
                list.push(rest);
            }
        }
        self.lines.push((key, pos.fen(), choices));
    }

    /// Whether the book has a line for `pos` (or serves it after a placement).
    pub fn knows(&self, pos: &Position) -> bool {
        self.map.contains_key(&board().canonical(pos).0)
    }

    /// The book's choices for `pos`, in its own points, best first; none where the rules are
    /// not the book's or the book's turn is not legal there.
    pub fn choices(&self, pos: &Position) -> Vec<Choice> {
        if !serves(pos.rules()) || pos.outcome().is_some() {
            return Vec::new();
        }
        let b = board();
        let (key, k) = b.canonical(pos);
        let Some(list) = self.map.get(&key) else {
            return Vec::new();
        };
        let back = b.inverse[k];
        let mut out: Vec<Choice> = list
            .iter()
            .map(|c| Choice {
                turn: c.turn.iter().map(|&d| b.map(back, d)).collect(),
                score: c.score,
            })
            .filter(|c| legal_turn(pos, &c.turn))
            .collect();
        out.sort_by_key(|c| std::cmp::Reverse(c.score));
        out
    }

    /// The positions the book has lines for, as they were written, each with its choices.
    pub fn positions(&self) -> impl Iterator<Item = (Position, Vec<Choice>)> + '_ {
        self.lines.iter().filter_map(|(_, fen, _)| {
            let pos = parse_fen(fen, Rules::default()).ok()?;
            let choices = self.choices(&pos);
            Some((pos, choices))
        })
    }

    /// The book as text, a line a position, in the order the lines were read or added.
    pub fn to_text(&self, header: &str) -> String {
        let mut s = String::new();
        for l in header.lines() {
            s.push_str("# ");
            s.push_str(l);
            s.push('\n');
        }
        for (_, fen, choices) in &self.lines {
            s.push_str(fen);
            for c in choices {
                let turn: String = c.turn.iter().map(|d| d.to_string()).collect();
                s.push_str(&format!("\t{turn} {}", c.score));
            }
            s.push('\n');
        }
        s
    }
}

/// Whether `turn` is a whole legal turn from `pos`: its decisions legal one after the other,
/// the turn over after the last.
fn legal_turn(pos: &Position, turn: &[Decision]) -> bool {
    let side = pos.side_to_move();
    let mut p = *pos;
    for &d in turn {
        if p.outcome().is_some() || p.side_to_move() != side || !p.is_legal(d) {
            return false;
        }
        p = p.play_unchecked(d);
    }
    !turn.is_empty() && (p.outcome().is_some() || p.side_to_move() != side || p.owed() == 0)
}

/// One line: a FEN, then a tab before each turn and its score.
fn read_line(line: &str) -> Result<(Position, Vec<Choice>), String> {
    let mut fields = line.split('\t');
    let fen = fields.next().unwrap_or_default().trim();
    let pos = parse_fen(fen, Rules::default()).map_err(|e| format!("{fen:?}: {e}"))?;
    if pos.in_hand(pos.side_to_move()) == 0 || pos.owed() > 0 {
        return Err(format!("{fen:?} is not a placement at the start of a turn"));
    }
    let mut choices = Vec::new();
    for f in fields {
        let (turn, score) = f
            .trim()
            .split_once(' ')
            .ok_or_else(|| format!("{f:?}: a turn and its score were expected"))?;
        let turn = parse_turn(turn).map_err(|e| format!("{turn:?}: {e}"))?;
        let score: i32 = score
            .trim()
            .parse()
            .map_err(|_| format!("{score:?} is not a score (thousandths of a piece)"))?;
        if !legal_turn(&pos, &turn) {
            let t: String = turn.iter().map(|d| d.to_string()).collect();
            return Err(format!("{t} is not a whole legal turn in {fen:?}"));
        }
        choices.push(Choice { turn, score });
    }
    if choices.is_empty() {
        return Err(format!("{fen:?} has no turn"));
    }
    Ok((pos, choices))
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_rules::Game;

    fn after(tokens: &str) -> Position {
        let mut g = Game::new(Rules::default());
        for t in tokens.split_whitespace() {
            for d in parse_turn(t).unwrap() {
                g.play(d).unwrap();
            }
        }
        g.position()
    }

    #[test]
    fn the_board_has_sixteen_symmetries_that_keep_its_lines() {
        let b = board();
        assert_eq!(b.syms.len(), 16);
        let g = Position::new(Rules::default()).geometry();
        for (k, s) in b.syms.iter().enumerate() {
            let mut seen = [false; 24];
            for &to in s {
                assert!(to < 24, "symmetry {k} leaves the board");
                seen[to as usize] = true;
            }
            assert!(seen.iter().all(|&x| x), "symmetry {k} is not one to one");
            for (i, &p) in b.points.iter().enumerate() {
                for (j, &q) in b.points.iter().enumerate() {
                    let linked = g.adjacent(p).contains(q);
                    let (mp, mq) = (b.points[s[i] as usize], b.points[s[j] as usize]);
                    assert_eq!(g.adjacent(mp).contains(mq), linked, "symmetry {k}: {p} {q}");
                }
            }
            assert_eq!(b.syms[b.inverse[k]].map(|i| s[i as usize]), {
                let mut id = [0u8; 24];
                for (i, x) in id.iter_mut().enumerate() {
                    *x = i as u8;
                }
                id
            });
        }
    }

    #[test]
    fn a_line_serves_the_positions_that_are_the_same_up_to_the_symmetries() {
        // White a7, Black d6 (the middle square's top): the book says g1 for White.
        let mut book = Book::default();
        book.insert(
            &after("a7 d6"),
            vec![Choice {
                turn: vec![Decision::Place("g1".parse().unwrap())],
                score: 50,
            }],
        );
        // Mirrored left to right: White g7, Black d6; its answer is mirrored with it.
        let mirrored = after("g7 d6");
        let got = book.choices(&mirrored);
        assert_eq!(got.len(), 1);
        assert_eq!(got[0].turn, vec![Decision::Place("a1".parse().unwrap())]);
        // Turned a quarter: a1 and b4, answered with g7.
        assert_eq!(
            book.choices(&after("a1 b4"))[0].turn,
            vec![Decision::Place("g7".parse().unwrap())]
        );
        // The inner and outer squares exchanged: c5 and d6, answered with e3.
        let swapped = after("c5 d6");
        assert_eq!(
            book.choices(&swapped)[0].turn,
            vec![Decision::Place("e3".parse().unwrap())]
        );
        // Another position has nothing.
        assert!(book.choices(&after("a7 d7")).is_empty());
        // Other rules have nothing.
        let rules = Rules {
            fly_at: None,
            ..Rules::default()
        };
        assert!(!serves(&rules));
        assert!(serves(&Rules::default()));
    }

    #[test]
    fn a_removal_is_served_by_the_line_before_it() {
        let pos = after("a7 d6 a4 d5");
        let mut book = Book::default();
        book.insert(
            &pos,
            vec![Choice {
                turn: parse_turn("a1xd6").unwrap(),
                score: 900,
            }],
        );
        let owed = pos.play_unchecked(Decision::Place("a1".parse().unwrap()));
        assert_eq!(owed.owed(), 1);
        assert_eq!(
            book.choices(&owed)[0].turn,
            vec![Decision::Remove("d6".parse().unwrap())]
        );
    }

    #[test]
    fn a_book_is_written_and_read_back_and_bad_lines_are_named() {
        let mut book = Book::default();
        book.insert(
            &after("d6 a1"),
            vec![
                Choice {
                    turn: parse_turn("f4").unwrap(),
                    score: 120,
                },
                Choice {
                    turn: parse_turn("b4").unwrap(),
                    score: 110,
                },
            ],
        );
        let text = book.to_text("a test");
        assert!(text.starts_with("# a test\n"), "{text}");
        let again = Book::parse(&text).unwrap();
        assert_eq!(again.len(), 1);
        assert_eq!(again.choices(&after("d6 a1")).len(), 2);
        let bad = Book::parse("# x\nnot a fen\tf4 10\n").err().unwrap();
        assert_eq!(bad.line, 2, "{bad}");
        let illegal = Book::parse(&text.replace("f4 120", "d6 120"))
            .err()
            .unwrap();
        assert!(
            illegal.reason.contains("not a whole legal turn"),
            "{illegal}"
        );
        let no_score = Book::parse(&text.replace("f4 120", "f4")).err().unwrap();
        assert!(no_score.reason.contains("score"), "{no_score}");
    }

    #[test]
    fn the_built_in_book_reads_whole() {
        let errors = Book::parse_lenient(BUILT_IN).1;
        assert!(errors.is_empty(), "{errors:?}");
        let book = Book::built_in();
        // Every line's turns are legal where the book serves them.
        for (_, fen, choices) in &book.lines {
            let pos = parse_fen(fen, Rules::default()).unwrap();
            assert_eq!(book.choices(&pos).len(), choices.len(), "{fen}");
        }
    }
}

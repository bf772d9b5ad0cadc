//! The rule options of docs/rules.md §5 and the named presets built from them.

use std::fmt;
use std::str::FromStr;

use super::board::BoardKind;
use super::options::OPTIONS;

/// A named set of rule options (`--variant`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Nine Men's Morris, the standard game.
    Nine,
    /// Twelve Men's Morris: diagonals, 12 pieces, a full board draws.
    Twelve,
    /// Morabaraba: diagonals, 12 pieces, two mills remove two, no immediate re-forming, a
    /// full board draws, endgame draw after 10 plies.
    Morabaraba,
    /// Lasker Morris: 10 pieces, moving allowed while pieces are in hand.
    Lasker,
    /// Six Men's Morris: the two-square board, 6 pieces, no flying.
    Six,
    /// Three Men's Morris: the 3×3 grid, 3 pieces, a mill wins, no flying.
    Three,
}

impl Variant {
    /// Every preset, in the order the help lists them.
    pub const ALL: [Variant; 6] = [
        Variant::Nine,
        Variant::Twelve,
        Variant::Morabaraba,
        Variant::Lasker,
        Variant::Six,
        Variant::Three,
    ];

    /// The name used on the command line and in `[Variant]` tags.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Nine => "nine",
            Variant::Twelve => "twelve",
            Variant::Morabaraba => "morabaraba",
            Variant::Lasker => "lasker",
            Variant::Six => "six",
            Variant::Three => "three",
        }
    }

    /// The name people (and Sanmill's records) use.
    pub fn title(self) -> &'static str {
        match self {
            Variant::Nine => "Nine Men's Morris",
            Variant::Twelve => "Twelve Men's Morris",
            Variant::Morabaraba => "Morabaraba",
            Variant::Lasker => "Lasker Morris",
            Variant::Six => "Six Men's Morris",
            Variant::Three => "Three Men's Morris",
        }
    }

    /// One line for `--help`.
    pub fn summary(self) -> &'static str {
        match self {
            Variant::Nine => "standard board, 9 pieces, flying at 3 (the default)",
            Variant::Twelve => "diagonals, 12 pieces, a full board draws",
            Variant::Morabaraba => {
                "diagonals, 12 pieces, two mills remove two, no immediate re-forming, a full board draws, endgame draw after 10 plies"
            }
            Variant::Lasker => "10 pieces, a player may move instead of placing",
            Variant::Six => "the two-square board, 6 pieces, no flying",
            Variant::Three => "the 3x3 grid, 3 pieces, a mill wins, no flying",
        }
    }

    /// The full rule set of the preset.
    pub fn rules(self) -> Rules {
        let nine = Rules {
            variant: Variant::Nine,
            board: BoardKind::Standard,
            pieces: 9,
            fly_at: Some(3),
            protection: MillProtection::UnlessAll,
            double_mill: DoubleMill::One,
            no_reform: false,
            optional_removal: false,
            blocked: Blocked::Lose,
            endgame_draw: None,
            move_limit: None,
            repetition: false,
            move_in_placement: false,
            mill_wins: false,
        };
        match self {
            Variant::Nine => nine,
            Variant::Twelve => Rules {
                variant: self,
                board: BoardKind::Diagonal,
                pieces: 12,
                ..nine
            },
            Variant::Morabaraba => Rules {
                variant: self,
                board: BoardKind::Diagonal,
                pieces: 12,
                double_mill: DoubleMill::Each,
                no_reform: true,
                endgame_draw: Some(10),
                ..nine
            },
            Variant::Lasker => Rules {
                variant: self,
                pieces: 10,
                move_in_placement: true,
                ..nine
            },
            Variant::Six => Rules {
                variant: self,
                board: BoardKind::Six,
                pieces: 6,
                fly_at: None,
                ..nine
            },
            Variant::Three => Rules {
                variant: self,
                board: BoardKind::Three,
                pieces: 3,
                fly_at: None,
                mill_wins: true,
                ..nine
            },
        }
    }

    /// The preset whose name (ours, or the title Sanmill writes) is `s`, in any case.
    pub fn from_name(s: &str) -> Option<Variant> {
        let s = s.trim();
        Variant::ALL.into_iter().find(|v| {
            v.name().eq_ignore_ascii_case(s)
                || v.title().eq_ignore_ascii_case(s)
                || v.title().replace('\'', "").eq_ignore_ascii_case(s)
        })
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Variant {
    type Err = String;
    fn from_str(s: &str) -> Result<Variant, String> {
        Variant::from_name(s).ok_or_else(|| format!("{s} is not a variant"))
    }
}

/// Which stones standing in a mill may be removed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MillProtection {
    /// Stones in mills are safe unless every opposing stone is in a mill.
    UnlessAll,
    /// Stones in mills are never protected.
    Never,
    /// Stones in mills are always protected; with nothing else to take, nothing is removed.
    Always,
}

/// What closing two mills with one stone earns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DoubleMill {
    /// One removal, however many mills were closed.
    One,
    /// One removal per mill closed.
    Each,
}

/// What happens to a player who cannot move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Blocked {
    /// The blocked player loses.
    Lose,
    /// The blocked player passes; both blocked in a row is a draw.
    Pass,
}

/// The names of an option's values, as flags, the preferences and records write them, and
/// what each means, from one list: `ALL`, `NAMES`, `name`, `from_name`, `about`.
macro_rules! named {
    ($t:ident { $($v:ident: $name:literal, $about:literal;)* }) => {
        impl $t {
            /// Every value, in the order the help lists them.
            pub const ALL: [$t; [$($name),*].len()] = [$($t::$v),*];
            /// Their names, in the same order.
            pub const NAMES: [&'static str; [$($name),*].len()] = [$($name),*];

            /// The value's name.
            pub fn name(self) -> &'static str {
                match self { $($t::$v => $name),* }
            }

            /// The value of a name.
            pub fn from_name(s: &str) -> Option<$t> {
                $t::ALL.into_iter().find(|v| v.name() == s)
            }

            /// What the value means, in a few words.
            pub fn about(self) -> &'static str {
                match self { $($t::$v => $about),* }
            }
        }
    };
}

named!(MillProtection {
    UnlessAll: "unless-all", "Stones in mills are safe unless all opposing stones are in mills";
    Never: "never", "Stones in mills can always be removed";
    Always: "always", "Stones in mills are never removed";
});

named!(DoubleMill {
    One: "one", "Two mills at once remove one stone";
    Each: "each", "Each mill closed removes a stone";
});

named!(Blocked {
    Lose: "lose", "A player who cannot move loses";
    Pass: "pass", "A player who cannot move passes";
});

/// Every rule option in force for a game (docs/rules.md §5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// The preset these rules start from (named in records and on screen).
    pub variant: Variant,
    /// The board.
    pub board: BoardKind,
    /// Pieces per player.
    pub pieces: u8,
    /// Flying: a player with no pieces in hand and at most this many on the board may fly.
    /// `None` turns flying off.
    pub fly_at: Option<u8>,
    /// Which stones in mills may be removed.
    pub protection: MillProtection,
    /// Removals earned by closing two mills at once.
    pub double_mill: DoubleMill,
    /// A mill broken by a player's move may not be re-formed on that player's next turn.
    pub no_reform: bool,
    /// The player who closed a mill may decline the removal (`x-`).
    pub optional_removal: bool,
    /// What a player who cannot move does.
    pub blocked: Blocked,
    /// When both players are down to 3 pieces, this many plies without a removal draw.
    pub endgame_draw: Option<u16>,
    /// This many plies of moving without a removal draw.
    pub move_limit: Option<u16>,
    /// The same position for the third time draws.
    pub repetition: bool,
    /// While holding pieces, a player may move a stone instead of placing one.
    pub move_in_placement: bool,
    /// Completing a mill wins at once; nothing is removed.
    pub mill_wins: bool,
}

impl Default for Rules {
    fn default() -> Rules {
        Variant::Nine.rules()
    }
}

/// A rule set that cannot be played, with the conflict named.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesError(pub String);

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for RulesError {}

impl Rules {
    /// The most pieces per player this board takes: both sides' pieces must fit on it.
    pub fn max_pieces(board: BoardKind) -> u8 {
        match board {
            BoardKind::Standard | BoardKind::Diagonal => 12,
            BoardKind::Six => 8,
            BoardKind::Three => 4,
        }
    }

    /// Checks that the options can be played together.
    pub fn validate(&self) -> Result<(), RulesError> {
        let max = Rules::max_pieces(self.board);
        if self.pieces < 3 || self.pieces > max {
            return Err(RulesError(format!(
                "--pieces {}: {} takes 3 to {} pieces per player",
                self.pieces,
                self.board.describe(),
                max
            )));
        }
        if let Some(n) = self.fly_at
            && !(3..=4).contains(&n)
        {
            return Err(RulesError(format!(
                "--fly-at {n}: flying starts at 3 or 4 pieces"
            )));
        }
        if self.endgame_draw == Some(0) {
            return Err(RulesError("--endgame-draw must be at least 1 ply".into()));
        }
        if self.move_limit == Some(0) {
            return Err(RulesError("--move-limit must be at least 1 ply".into()));
        }
        Ok(())
    }

    /// The options in which these rules differ from their preset, as
    /// `(record tag, value, words for people)` ([`OPTIONS`]' order).
    pub fn differences(&self) -> Vec<(&'static str, String, String)> {
        let base = self.variant.rules();
        OPTIONS
            .iter()
            .filter(|o| (o.get)(self) != (o.get)(&base))
            .map(|o| (o.tag, (o.get)(self), (o.words)(self)))
            .collect()
    }

    /// Sets the option named by a record tag (as written by [`Rules::differences`]); a tag
    /// that names no option is left alone.
    pub fn apply_tag(&mut self, tag: &str, value: &str) -> Result<(), RulesError> {
        match super::options::option(tag) {
            Some(o) => (o.set)(self, value).map_err(|why| {
                RulesError(format!("[{tag} \"{value}\"] is not a valid option ({why})"))
            }),
            None => Ok(()),
        }
    }

    /// The record tags that carry options ([`Rules::apply_tag`] knows them).
    pub const OPTION_TAGS: [&'static str; OPTIONS.len()] = {
        let mut tags = [""; OPTIONS.len()];
        let mut i = 0;
        while i < OPTIONS.len() {
            tags[i] = OPTIONS[i].tag;
            i += 1;
        }
        tags
    };

    /// The rules in one short paragraph: the preset and what sets these rules apart.
    pub fn summary(&self) -> String {
        let mut parts = vec![format!("{} pieces each", self.pieces)];
        parts.push(match self.fly_at {
            Some(n) => format!("flying at {n}"),
            None => "no flying".into(),
        });
        if self.mill_wins {
            parts.push("a mill wins".into());
        } else {
            parts.push(
                match self.double_mill {
                    DoubleMill::One => "a mill removes one stone",
                    DoubleMill::Each => "each mill removes a stone",
                }
                .into(),
            );
        }
        for (_, _, words) in self.differences() {
            if !parts
                .iter()
                .any(|p| words.contains(p.as_str()) || p.contains(&words))
            {
                parts.push(words);
            }
        }
        parts.push(match self.blocked {
            Blocked::Lose => "blocked loses".into(),
            Blocked::Pass => "blocked passes".into(),
        });
        format!("{}: {}.", self.variant.title(), parts.join(", "))
    }

    /// The rules in force, in plain words, one rule a line.
    pub fn explain(&self) -> Vec<String> {
        let mut l = Vec::new();
        l.push(format!(
            "{} ({})",
            self.variant.title(),
            self.variant.name()
        ));
        l.push(format!("Board: {}.", self.board.describe()));
        l.push(format!(
            "Each player has {} pieces. White moves first.",
            self.pieces
        ));
        if self.move_in_placement {
            l.push("Placing: put a piece on any empty point, or move a stone on the board instead while you still hold pieces.".into());
        } else {
            l.push("Placing: while you hold pieces, put one on any empty point.".into());
        }
        l.push("Moving: then slide a stone along a line to an adjacent empty point.".into());
        match self.fly_at {
            Some(n) => l.push(format!(
                "Flying: with no pieces in hand and {n} or fewer on the board, a stone may move to any empty point."
            )),
            None => l.push("Flying: off.".into()),
        }
        if self.mill_wins {
            l.push("A mill (three in a row on a line) wins the game at once.".into());
        } else {
            let per = match self.double_mill {
                DoubleMill::One => "Closing two mills at once still removes one stone.",
                DoubleMill::Each => "Closing two mills at once removes two stones.",
            };
            l.push(format!(
                "A mill (three in a row on a line) removes one opposing stone. {per}"
            ));
            l.push(
                match self.protection {
                    MillProtection::UnlessAll => {
                        "Stones in mills are safe unless every opposing stone is in a mill."
                    }
                    MillProtection::Never => "Stones in mills can be removed like any other.",
                    MillProtection::Always => {
                        "Stones in mills are never removed; with nothing else to take, nothing is removed."
                    }
                }
                .into(),
            );
            if self.optional_removal {
                l.push("The removal is optional: x- declines it.".into());
            }
            if self.no_reform {
                l.push("A mill you break may not be re-formed on your next turn.".into());
            }
        }
        // Only what can happen under these rules: without removals nobody drops below 3,
        // and too few pieces cannot fill the board.
        if !self.mill_wins {
            l.push("Fewer than 3 pieces (on the board and in hand) loses.".into());
        }
        match self.blocked {
            Blocked::Lose => l.push("A player who cannot move loses.".into()),
            Blocked::Pass => {
                l.push("A player who cannot move passes; both blocked in a row is a draw.".into())
            }
        }
        if 2 * self.pieces as u32 >= self.board.geometry().len() {
            l.push("A full board when placing ends is a draw.".into());
        }
        if let Some(n) = self.endgame_draw.filter(|_| !self.mill_wins) {
            l.push(format!(
                "With both players down to 3 pieces, {n} plies without a removal draw."
            ));
        }
        if let Some(n) = self.move_limit {
            l.push(format!("{n} plies of moving without a removal draw."));
        }
        if self.repetition {
            l.push("The same position for the third time draws.".into());
        }
        l.push("Players may agree a draw or resign at any time.".into());
        l
    }
}

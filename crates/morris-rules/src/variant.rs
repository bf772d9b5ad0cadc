//! The rule options of docs/rules.md §5 and the named presets built from them.

use std::fmt;
use std::str::FromStr;

use super::board::BoardKind;
use super::options::{OPTIONS, RuleOption};

/// The presets, a row each (its value, its name, its title): the enum, `ALL` in the rows'
/// order, [`Variant::name`] and [`Variant::title`] come from the rows.
macro_rules! presets {
    ($($(#[$doc:meta])* $v:ident: $name:literal, $title:literal;)*) => {
        /// A named set of rule options (`--variant`).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Variant {
            $($(#[$doc])* $v,)*
        }

        impl Variant {
            /// Every preset, in the order the help lists them.
            pub const ALL: [Variant; [$($name),*].len()] = [$(Variant::$v),*];

            /// The name used on the command line and in `[Variant]` tags.
            pub fn name(self) -> &'static str {
                match self {
                    $(Variant::$v => $name,)*
                }
            }

            /// The name people (and Sanmill's records) use.
            pub fn title(self) -> &'static str {
                match self {
                    $(Variant::$v => $title,)*
                }
            }
        }
    };
}

presets! {
    /// Nine Men's Morris, the standard game.
    Nine: "nine", "Nine Men's Morris";
    /// Twelve Men's Morris: diagonals, 12 pieces, a full board draws.
    Twelve: "twelve", "Twelve Men's Morris";
    /// Morabaraba: diagonals, 12 pieces, two mills remove two, no immediate re-forming, a
    /// full board draws, endgame draw after 10 plies.
    Morabaraba: "morabaraba", "Morabaraba";
    /// Lasker Morris: 10 pieces, moving allowed while pieces are in hand.
    Lasker: "lasker", "Lasker Morris";
    /// Six Men's Morris: the two-square board, 6 pieces, no flying.
    Six: "six", "Six Men's Morris";
    /// Three Men's Morris: the 3×3 grid, 3 pieces, a mill wins, no flying.
    Three: "three", "Three Men's Morris";
}

impl Variant {
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
/// the message that says what each means, from one list: `ALL`, `NAMES`, `name`,
/// `from_name`, `about`.
macro_rules! named {
    ($t:ident { $($v:ident: $name:literal;)* }) => {
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

        }
    };
}

named!(MillProtection {
    UnlessAll: "unless-all";
    Never: "never";
    Always: "always";
});

named!(DoubleMill {
    One: "one";
    Each: "each";
});

named!(Blocked {
    Lose: "lose";
    Pass: "pass";
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

/// A rule set that cannot be played, or an option's value that cannot be read, with the facts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// A number of pieces this board does not take.
    Pieces {
        /// The number asked for.
        pieces: u8,
        /// The board.
        board: BoardKind,
        /// The most it takes (the least is 3).
        most: u8,
    },
    /// Flying from a count other than 3 or 4.
    FlyAt(u8),
    /// An endgame limit of 0 plies.
    EndgameDrawZero,
    /// A move limit of 0 plies.
    MoveLimitZero,
    /// A record tag's value that its option does not take.
    Tag {
        /// The tag (`Pieces`).
        tag: String,
        /// Its value as written.
        value: String,
        /// Why the option does not take it.
        why: String,
    },
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::Pieces {
                pieces,
                board,
                most,
            } => write!(
                f,
                "--pieces {pieces}: {} takes 3 to {most} pieces per player",
                board.describe()
            ),
            RulesError::FlyAt(n) => write!(f, "--fly-at {n}: flying starts at 3 or 4 pieces"),
            RulesError::EndgameDrawZero => f.write_str("--endgame-draw must be at least 1 ply"),
            RulesError::MoveLimitZero => f.write_str("--move-limit must be at least 1 ply"),
            RulesError::Tag { tag, value, why } => {
                write!(f, "[{tag} \"{value}\"] is not a valid option ({why})")
            }
        }
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
        let most = Rules::max_pieces(self.board);
        if self.pieces < 3 || self.pieces > most {
            return Err(RulesError::Pieces {
                pieces: self.pieces,
                board: self.board,
                most,
            });
        }
        if let Some(n) = self.fly_at
            && !(3..=4).contains(&n)
        {
            return Err(RulesError::FlyAt(n));
        }
        if self.endgame_draw == Some(0) {
            return Err(RulesError::EndgameDrawZero);
        }
        if self.move_limit == Some(0) {
            return Err(RulesError::MoveLimitZero);
        }
        Ok(())
    }

    /// The options in which these rules differ from their preset, with their values as
    /// record tags write them ([`OPTIONS`]' order).
    pub fn differences(&self) -> Vec<(&'static RuleOption, String)> {
        let base = self.variant.rules();
        OPTIONS
            .iter()
            .filter(|o| (o.get)(self) != (o.get)(&base))
            .map(|o| (o, (o.get)(self)))
            .collect()
    }

    /// Sets the option named by a record tag (as written by [`Rules::differences`]); a tag
    /// that names no option is left alone.
    pub fn apply_tag(&mut self, tag: &str, value: &str) -> Result<(), RulesError> {
        match super::options::option(tag) {
            Some(o) => (o.set)(self, value).map_err(|why| RulesError::Tag {
                tag: tag.to_string(),
                value: value.to_string(),
                why,
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
}

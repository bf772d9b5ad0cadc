//! The rule options of docs/rules.md §5 and the named presets built from them.

use std::fmt;
use std::str::FromStr;

use super::board::BoardKind;
use super::options::OPTIONS;
use crate::t;

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

    /// Its messages: its name with the others it goes by, its one name, its summary.
    fn messages(self) -> [&'static str; 3] {
        match self {
            Variant::Nine => [
                "rules-variant-nine",
                "rules-short-nine",
                "rules-summary-nine",
            ],
            Variant::Twelve => [
                "rules-variant-twelve",
                "rules-short-twelve",
                "rules-summary-twelve",
            ],
            Variant::Morabaraba => [
                "rules-variant-morabaraba",
                "rules-short-morabaraba",
                "rules-summary-morabaraba",
            ],
            Variant::Lasker => [
                "rules-variant-lasker",
                "rules-short-lasker",
                "rules-summary-lasker",
            ],
            Variant::Six => ["rules-variant-six", "rules-short-six", "rules-summary-six"],
            Variant::Three => [
                "rules-variant-three",
                "rules-short-three",
                "rules-summary-three",
            ],
        }
    }

    /// The name in the language in force, with the other names it goes by there: `Nine Men's
    /// Morris`, `Mühle (Neunermühle, Nine Men's Morris)`, `Moinho (Moinho de nove, Nine Men's
    /// Morris)`. Records and `--variant` keep [`Variant::title`] and [`Variant::name`].
    pub fn local_title(self) -> String {
        t!(self.messages()[0])
    }

    /// The name in the language in force, short (`Mühle`, `Moinho de seis`): where there is
    /// room for one name only.
    pub fn short_title(self) -> String {
        t!(self.messages()[1])
    }

    /// One line for `--help` (English there: clap's help is made before the language is
    /// set) and the new-game screen, in the language in force.
    pub fn summary(self) -> String {
        t!(self.messages()[2])
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
/// the message that says what each means, from one list: `ALL`, `NAMES`, `name`,
/// `from_name`, `about`.
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

            /// What the value means, in a few words, in the language in force.
            pub fn about(self) -> String {
                match self { $($t::$v => t!($about)),* }
            }
        }
    };
}

named!(MillProtection {
    UnlessAll: "unless-all", "rules-about-protection-unless-all";
    Never: "never", "rules-about-protection-never";
    Always: "always", "rules-about-protection-always";
});

named!(DoubleMill {
    One: "one", "rules-about-double-one";
    Each: "each", "rules-about-double-each";
});

named!(Blocked {
    Lose: "lose", "rules-about-blocked-lose";
    Pass: "pass", "rules-about-blocked-pass";
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

    /// The rules in one short paragraph, in the language in force: the preset and what sets
    /// these rules apart.
    pub fn summary(&self) -> String {
        let mut parts = vec![t!("rules-sum-pieces", n = self.pieces)];
        parts.push(super::options::flying_words(self.fly_at));
        if self.mill_wins {
            parts.push(t!("rules-sum-mill-wins"));
        } else {
            parts.push(match self.double_mill {
                DoubleMill::One => t!("rules-sum-mill-one"),
                DoubleMill::Each => t!("rules-sum-mill-each"),
            });
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
            Blocked::Lose => t!("rules-sum-blocked-lose"),
            Blocked::Pass => t!("rules-sum-blocked-pass"),
        });
        t!(
            "rules-sum",
            variant = self.variant.short_title(),
            parts = parts.join(", ")
        )
    }

    /// The rules in force, in plain words, one rule a line, in the language in force (the
    /// preset's names and `x-` as they are).
    pub fn explain(&self) -> Vec<String> {
        let mut l = Vec::new();
        l.push(t!(
            "rules-heading",
            variant = self.variant.local_title(),
            name = self.variant.name()
        ));
        l.push(match self.board {
            BoardKind::Standard => t!("rules-board-standard"),
            BoardKind::Diagonal => t!("rules-board-diagonal"),
            BoardKind::Six => t!("rules-board-six"),
            BoardKind::Three => t!("rules-board-three"),
        });
        l.push(t!("rules-pieces", n = self.pieces));
        if self.move_in_placement {
            l.push(t!("rules-placing-or-moving"));
        } else {
            l.push(t!("rules-placing"));
        }
        l.push(t!("rules-moving"));
        match self.fly_at {
            Some(n) => l.push(t!("rules-flying", n = n)),
            None => l.push(t!("rules-flying-off")),
        }
        if self.mill_wins {
            l.push(t!("rules-mill-wins"));
        } else {
            l.push(match self.double_mill {
                DoubleMill::One => t!("rules-mill-one"),
                DoubleMill::Each => t!("rules-mill-each"),
            });
            l.push(match self.protection {
                MillProtection::UnlessAll => t!("rules-protection-unless-all"),
                MillProtection::Never => t!("rules-protection-never"),
                MillProtection::Always => t!("rules-protection-always"),
            });
            if self.optional_removal {
                l.push(t!("rules-optional-removal"));
            }
            if self.no_reform {
                l.push(t!("rules-no-reform"));
            }
        }
        // Only what can happen under these rules: without removals nobody drops below 3,
        // and too few pieces cannot fill the board.
        if !self.mill_wins {
            l.push(t!("rules-too-few"));
        }
        match self.blocked {
            Blocked::Lose => l.push(t!("rules-blocked-lose")),
            Blocked::Pass => l.push(t!("rules-blocked-pass")),
        }
        if 2 * self.pieces as u32 >= self.board.geometry().len() {
            l.push(t!("rules-full-board"));
        }
        if let Some(n) = self.endgame_draw.filter(|_| !self.mill_wins) {
            l.push(t!("rules-endgame-draw", n = n));
        }
        if let Some(n) = self.move_limit {
            l.push(t!("rules-move-limit", n = n));
        }
        if self.repetition {
            l.push(t!("rules-repetition"));
        }
        l.push(t!("rules-agree"));
        l
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{Lang, set_here};

    /// Every preset's words are messages (the test of the files then finds them in every
    /// language), and English names a preset as records do.
    #[test]
    fn every_preset_has_its_names_and_summary_in_every_language() {
        for v in Variant::ALL {
            for id in v.messages() {
                assert!(crate::lang::has(id), "{id}");
            }
            set_here(Some(Lang::En));
            assert_eq!(v.local_title(), v.title());
            assert_eq!(v.short_title(), v.title());
            let en = v.summary();
            for lang in [Lang::De, Lang::Pt] {
                set_here(Some(lang));
                assert_ne!(v.summary(), en, "{v} in {lang:?}");
            }
        }
        set_here(None);
        for p in MillProtection::ALL {
            assert!(!p.about().starts_with("rules-"), "{p:?}");
        }
        for d in DoubleMill::ALL {
            assert!(!d.about().starts_with("rules-"), "{d:?}");
        }
        for b in Blocked::ALL {
            assert!(!b.about().starts_with("rules-"), "{b:?}");
        }
    }
}

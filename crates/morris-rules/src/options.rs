//! The rule options one by one (docs/rules.md §5), as the game itself knows them: the record
//! tag that carries each one where it differs from the preset, and its value as that tag writes
//! it. Records, `morris show`, the engine protocol's options and the program's settings all read
//! this one table; the program words each option for people.

use super::board::BoardKind;
use super::variant::{Blocked, DoubleMill, MillProtection, Rules};

/// One rule option: how records write it and how people read it.
#[derive(Clone, Copy)]
pub struct RuleOption {
    /// The record tag that carries it (`[Pieces "10"]`), and its name in the engine protocol.
    pub tag: &'static str,
    /// What values it takes.
    pub values: OptionValues,
    /// Its value in `rules`, as the tag writes it: `on`/`off`, a number, or a name.
    pub get: fn(&Rules) -> String,
    /// Sets it from the tag's text; why not, for a value it does not take or one these rules
    /// cannot have (diagonals on the six men's board).
    pub set: fn(&mut Rules, &str) -> Result<(), String>,
}

impl std::fmt::Debug for RuleOption {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RuleOption")
            .field("tag", &self.tag)
            .finish()
    }
}

/// The values a rule option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionValues {
    /// `on` or `off`.
    OnOff,
    /// A number of pieces, from 3 to what the board takes ([`Rules::max_pieces`]).
    Pieces,
    /// A count of plies from 1, or `off`.
    Plies,
    /// One of these names.
    Names(&'static [&'static str]),
}

impl OptionValues {
    /// Values of this kind as a tag writes them, for trying every option: each of on/off and
    /// of the names, and counts across the range (3 to 12 pieces, on a board that takes
    /// them; `off`, 1 and 40 plies).
    pub fn samples(self) -> Vec<String> {
        match self {
            OptionValues::OnOff => vec!["on".into(), "off".into()],
            OptionValues::Pieces => (3..=12).map(|n| n.to_string()).collect(),
            OptionValues::Plies => vec!["off".into(), "1".into(), "40".into()],
            OptionValues::Names(names) => names.iter().map(|n| n.to_string()).collect(),
        }
    }
}

/// Every rule option, in the order records write their tags and `morris config` lists them.
pub static OPTIONS: [RuleOption; 13] = [
    RuleOption {
        tag: "Pieces",
        values: OptionValues::Pieces,
        get: |r| r.pieces.to_string(),
        set: |r, v| {
            r.pieces = v
                .parse()
                .map_err(|_| format!("{v} is not a number of pieces"))?;
            Ok(())
        },
    },
    RuleOption {
        tag: "Diagonals",
        values: OptionValues::OnOff,
        get: |r| on_off(r.board == BoardKind::Diagonal),
        set: |r, v| {
            r.board = match (flag(v)?, r.board) {
                (true, BoardKind::Standard | BoardKind::Diagonal) => BoardKind::Diagonal,
                (false, BoardKind::Diagonal) => BoardKind::Standard,
                (false, board) => board,
                (true, BoardKind::Six) => return Err("the six men's board has no diagonals".into()),
                (true, BoardKind::Three) => {
                    return Err("the three men's board has its diagonals already".into());
                }
            };
            Ok(())
        },
    },
    RuleOption {
        tag: "Flying",
        values: OptionValues::Names(&["off", "3", "4"]),
        get: |r| r.fly_at.map_or("off".into(), |n| n.to_string()),
        set: |r, v| {
            r.fly_at = match count(v)? {
                None => None,
                Some(n) => Some(u8::try_from(n).map_err(|_| format!("{v} is not 3 or 4"))?),
            };
            Ok(())
        },
    },
    RuleOption {
        tag: "MillProtection",
        values: OptionValues::Names(&MillProtection::NAMES),
        get: |r| r.protection.name().into(),
        set: |r, v| {
            r.protection = MillProtection::from_name(v)
                .ok_or_else(|| not_one_of(v, &MillProtection::NAMES))?;
            Ok(())
        },
    },
    RuleOption {
        tag: "DoubleMill",
        values: OptionValues::Names(&DoubleMill::NAMES),
        get: |r| r.double_mill.name().into(),
        set: |r, v| {
            r.double_mill =
                DoubleMill::from_name(v).ok_or_else(|| not_one_of(v, &DoubleMill::NAMES))?;
            Ok(())
        },
    },
    RuleOption {
        tag: "NoReform",
        values: OptionValues::OnOff,
        get: |r| on_off(r.no_reform),
        set: |r, v| {
            r.no_reform = flag(v)?;
            Ok(())
        },
    },
    RuleOption {
        tag: "OptionalRemoval",
        values: OptionValues::OnOff,
        get: |r| on_off(r.optional_removal),
        set: |r, v| {
            r.optional_removal = flag(v)?;
            Ok(())
        },
    },
    RuleOption {
        tag: "Blocked",
        values: OptionValues::Names(&Blocked::NAMES),
        get: |r| r.blocked.name().into(),
        set: |r, v| {
            r.blocked = Blocked::from_name(v).ok_or_else(|| not_one_of(v, &Blocked::NAMES))?;
            Ok(())
        },
    },
    RuleOption {
        tag: "EndgameDraw",
        values: OptionValues::Plies,
        get: |r| r.endgame_draw.map_or("off".into(), |n| n.to_string()),
        set: |r, v| {
            r.endgame_draw = count(v)?;
            Ok(())
        },
    },
    RuleOption {
        tag: "MoveLimit",
        values: OptionValues::Plies,
        get: |r| r.move_limit.map_or("off".into(), |n| n.to_string()),
        set: |r, v| {
            r.move_limit = count(v)?;
            Ok(())
        },
    },
    RuleOption {
        tag: "Repetition",
        values: OptionValues::OnOff,
        get: |r| on_off(r.repetition),
        set: |r, v| {
            r.repetition = flag(v)?;
            Ok(())
        },
    },
    RuleOption {
        tag: "MoveInPlacement",
        values: OptionValues::OnOff,
        get: |r| on_off(r.move_in_placement),
        set: |r, v| {
            r.move_in_placement = flag(v)?;
            Ok(())
        },
    },
    RuleOption {
        tag: "MillWins",
        values: OptionValues::OnOff,
        get: |r| on_off(r.mill_wins),
        set: |r, v| {
            r.mill_wins = flag(v)?;
            Ok(())
        },
    },
];

/// The option a record tag names.
pub fn option(tag: &str) -> Option<&'static RuleOption> {
    OPTIONS.iter().find(|o| o.tag == tag)
}

fn on_off(b: bool) -> String {
    if b { "on" } else { "off" }.to_string()
}

/// `on`, `yes`, `true` or `off`, `no`, `false`, in any case.
fn flag(v: &str) -> Result<bool, String> {
    match v.to_ascii_lowercase().as_str() {
        "on" | "yes" | "true" => Ok(true),
        "off" | "no" | "false" => Ok(false),
        _ => Err(format!("{v} is not on or off")),
    }
}

/// A count, or `off` for none.
fn count(v: &str) -> Result<Option<u16>, String> {
    if v.eq_ignore_ascii_case("off") {
        return Ok(None);
    }
    v.parse()
        .map(Some)
        .map_err(|_| format!("{v} is not a count or off"))
}

fn not_one_of(v: &str, names: &[&str]) -> String {
    format!("{v} is not one of {}", names.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;

    #[test]
    fn every_option_reads_back_what_it_was_set_to() {
        for o in &OPTIONS {
            for v in o.values.samples() {
                let mut r = Variant::Nine.rules();
                (o.set)(&mut r, &v).unwrap();
                assert_eq!((o.get)(&r), v, "{}", o.tag);
            }
            let mut r = Variant::Nine.rules();
            assert!((o.set)(&mut r, "nonsense").is_err(), "{}", o.tag);
        }
    }

    /// Every field of `Rules` by the tag that carries it: a new field does not compile here
    /// until it is named, and then this test fails until its tag has a row in [`OPTIONS`]
    /// (whose own tests, and the settings' table's, ask for the rest).
    #[test]
    fn every_rule_is_an_option_of_the_table() {
        let Rules {
            variant: _,
            board,
            pieces,
            fly_at,
            protection,
            double_mill,
            no_reform,
            optional_removal,
            blocked,
            endgame_draw,
            move_limit,
            repetition,
            move_in_placement,
            mill_wins,
        } = Rules::default();
        let fields = [
            ("Diagonals", format!("{board:?}")),
            ("Pieces", format!("{pieces}")),
            ("Flying", format!("{fly_at:?}")),
            ("MillProtection", format!("{protection:?}")),
            ("DoubleMill", format!("{double_mill:?}")),
            ("NoReform", format!("{no_reform}")),
            ("OptionalRemoval", format!("{optional_removal}")),
            ("Blocked", format!("{blocked:?}")),
            ("EndgameDraw", format!("{endgame_draw:?}")),
            ("MoveLimit", format!("{move_limit:?}")),
            ("Repetition", format!("{repetition}")),
            ("MoveInPlacement", format!("{move_in_placement}")),
            ("MillWins", format!("{mill_wins}")),
        ];
        for (tag, _) in &fields {
            assert!(option(tag).is_some(), "no option for the field of {tag}");
        }
        assert_eq!(fields.len(), OPTIONS.len());
    }

    #[test]
    fn tags_are_unique() {
        for (i, o) in OPTIONS.iter().enumerate() {
            assert!(OPTIONS[..i].iter().all(|p| p.tag != o.tag), "{}", o.tag);
        }
    }
}

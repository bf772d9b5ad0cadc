//! The rows of the table of settings: every setting's key and its row (a data table: a
//! setting is added or changed here; the kinds of its columns and the readers are in
//! [`super`]).

use super::{Help, Kind, Place, Section, Setting};
use crate::rules::{Blocked, DoubleMill, MillProtection, Variant};
use crate::theme::Theme;
use crate::words::{About, VariantWords};

keys! {
    White = "white",
    Black = "black",
    WhiteColor = "white-color",
    BlackColor = "black-color",
    Theme = "theme",
    Ascii = "ascii",
    Language = "language",
    Mouse = "mouse",
    Variant = "variant",
    Pieces = "pieces",
    Diagonals = "diagonals",
    NoFlying = "no-flying",
    FlyAt = "fly-at",
    MillProtection = "mill-protection",
    DoubleMill = "double-mill",
    NoReform = "no-reform",
    OptionalRemoval = "optional-removal",
    Blocked = "blocked",
    EndgameDraw = "endgame-draw",
    MoveLimit = "move-limit",
    Repetition = "repetition",
    MoveInPlacement = "move-in-placement",
    MillWins = "mill-wins",
    Analysis = "analysis",
    Level = "level",
    Clock = "clock",
    Relay = "relay",
    Listen = "listen",
}

fn variants() -> Vec<(&'static str, String)> {
    Variant::ALL
        .iter()
        .map(|v| (v.name(), format!("{}: {}", v.local_title(), v.summary())))
        .collect()
}

/// The names of a type's values and what each means, for [`Kind::Choice`].
macro_rules! choices {
    ($t:ty) => {
        || {
            <$t>::ALL
                .iter()
                .map(|v| (v.name(), v.about().to_string()))
                .collect()
        }
    };
}

/// A setting with the common fields: its flag is its key, and it conflicts with nothing.
const fn setting(key: Key, kind: Kind, place: Place, section: Section) -> Setting {
    Setting {
        key,
        flag: key.name(),
        kind,
        place,
        section,
        help: Help::English(""),
        label: None,
        says_the_rule: false,
        value_name: "",
        example: "",
        note: "",
        default: "",
        conflicts: &[],
        takes_off: false,
    }
}

/// A rule option that a flag turns on (`--repetition`: `Repetition` on).
const fn rule_switch(
    key: Key,
    tag: &'static str,
    label: &'static str,
    help: &'static str,
) -> Setting {
    Setting {
        help: Help::Message(help),
        label: Some(label),
        example: "false",
        ..setting(key, Kind::On, Place::Rule(tag, "on"), Section::Rules)
    }
}

/// Every setting, in the order `morris config` and the template list them.
pub static TABLE: [Setting; Key::COUNT] = [
    Setting {
        help: Help::English("White's name"),
        value_name: "NAME",
        example: "\"Alice\"",
        note: "White's name",
        default: "White",
        ..setting(Key::White, Kind::Name, Place::Look, Section::Players)
    },
    Setting {
        help: Help::English("Black's name"),
        value_name: "NAME",
        example: "\"Bob\"",
        note: "Black's name",
        default: "Black",
        ..setting(Key::Black, Kind::Name, Place::Look, Section::Players)
    },
    Setting {
        help: Help::English("White's colour: a name (red, light-blue, …) or #rrggbb"),
        value_name: "COLOR",
        example: "\"light-blue\"",
        note: "a colour name (red, light-blue, ...) or \"#rrggbb\"",
        default: "default",
        ..setting(Key::WhiteColor, Kind::Colour, Place::Look, Section::Players)
    },
    Setting {
        help: Help::English("Black's colour: a name (red, light-blue, …) or #rrggbb"),
        value_name: "COLOR",
        example: "\"#c06000\"",
        default: "default",
        ..setting(Key::BlackColor, Kind::Colour, Place::Look, Section::Players)
    },
    Setting {
        help: Help::English(
            "The colours: default, dark, light, high-contrast or mono (no colour). Given here \
               or in the preferences, a theme wins over NO_COLOR; without one, NO_COLOR means \
               mono",
        ),
        value_name: "THEME",
        example: "\"default\"",
        note: " (no colour)",
        default: "default",
        ..setting(
            Key::Theme,
            Kind::Choice(choices!(Theme)),
            Place::Look,
            Section::Display,
        )
    },
    Setting {
        help: Help::English("Draw with ASCII characters only"),
        example: "false",
        note: "ASCII characters only",
        default: "false",
        ..setting(Key::Ascii, Kind::On, Place::Look, Section::Display)
    },
    Setting {
        flag: "lang",
        help: Help::English(
            "The language of the game: en (English), de (Deutsch) or pt (Português); without \
               it, LC_ALL, LC_MESSAGES or LANG decides. Any other is English",
        ),
        value_name: "LANG",
        example: "\"de\"",
        note: "en, de or pt; without it, LC_ALL, LC_MESSAGES or LANG decides",
        default: "en",
        ..setting(Key::Language, Kind::Language, Place::Look, Section::Display)
    },
    Setting {
        flag: "no-mouse",
        help: Help::English(
            "Leave the mouse to the terminal (for selecting text): no clicks on the board",
        ),
        example: "true",
        note: "click on the board; false leaves the mouse to the terminal",
        default: "true",
        ..setting(Key::Mouse, Kind::Off, Place::Start, Section::Display)
    },
    Setting {
        help: Help::Message("rules-setting-variant"),
        value_name: "PRESET",
        example: "\"nine\"",
        ..setting(
            Key::Variant,
            Kind::Choice(variants),
            Place::Preset,
            Section::Rules,
        )
    },
    Setting {
        label: Some("scr-ng-rule-pieces"),
        help: Help::Message("rules-setting-pieces"),
        value_name: "N",
        example: "9",
        note: "3 to 12 (at most 8 on the six men's board, 4 on the three)",
        ..setting(
            Key::Pieces,
            Kind::Number(3, 12),
            Place::Rule("Pieces", ""),
            Section::Rules,
        )
    },
    rule_switch(
        Key::Diagonals,
        "Diagonals",
        "scr-ng-rule-diagonals",
        "rules-setting-diagonals",
    ),
    Setting {
        place: Place::Rule("Flying", "off"),
        says_the_rule: true,
        conflicts: &[Key::FlyAt],
        ..rule_switch(
            Key::NoFlying,
            "Flying",
            "scr-ng-rule-no-flying",
            "rules-setting-no-flying",
        )
    },
    Setting {
        label: Some("scr-ng-rule-fly-at"),
        help: Help::Message("rules-setting-fly-at"),
        value_name: "N",
        example: "3",
        note: "3 or 4",
        conflicts: &[Key::NoFlying],
        ..setting(
            Key::FlyAt,
            Kind::Number(3, 4),
            Place::Rule("Flying", ""),
            Section::Rules,
        )
    },
    Setting {
        label: Some("scr-ng-rule-mill-protection"),
        help: Help::Message("rules-setting-mill-protection"),
        value_name: "WHEN",
        example: "\"unless-all\"",
        ..setting(
            Key::MillProtection,
            Kind::Choice(choices!(MillProtection)),
            Place::Rule("MillProtection", ""),
            Section::Rules,
        )
    },
    Setting {
        label: Some("scr-ng-rule-double-mill"),
        help: Help::Message("rules-setting-double-mill"),
        value_name: "HOW",
        example: "\"one\"",
        ..setting(
            Key::DoubleMill,
            Kind::Choice(choices!(DoubleMill)),
            Place::Rule("DoubleMill", ""),
            Section::Rules,
        )
    },
    Setting {
        says_the_rule: true,
        ..rule_switch(
            Key::NoReform,
            "NoReform",
            "scr-ng-rule-no-reform",
            "rules-setting-no-reform",
        )
    },
    rule_switch(
        Key::OptionalRemoval,
        "OptionalRemoval",
        "scr-ng-rule-optional-removal",
        "rules-setting-optional-removal",
    ),
    Setting {
        label: Some("scr-ng-rule-blocked"),
        help: Help::Message("rules-setting-blocked"),
        value_name: "WHAT",
        example: "\"lose\"",
        ..setting(
            Key::Blocked,
            Kind::Choice(choices!(Blocked)),
            Place::Rule("Blocked", ""),
            Section::Rules,
        )
    },
    Setting {
        label: Some("scr-ng-rule-endgame-draw"),
        help: Help::Message("rules-setting-endgame-draw"),
        value_name: "N|off",
        example: "10",
        note: "plies without a removal, both down to 3 pieces; or \"off\"",
        takes_off: true,
        ..setting(
            Key::EndgameDraw,
            Kind::Number(1, 10_000),
            Place::Rule("EndgameDraw", ""),
            Section::Rules,
        )
    },
    Setting {
        label: Some("scr-ng-rule-move-limit"),
        help: Help::Message("rules-setting-move-limit"),
        value_name: "N|off",
        example: "100",
        note: "plies of moving without a removal; or \"off\"",
        takes_off: true,
        ..setting(
            Key::MoveLimit,
            Kind::Number(1, 10_000),
            Place::Rule("MoveLimit", ""),
            Section::Rules,
        )
    },
    rule_switch(
        Key::Repetition,
        "Repetition",
        "scr-ng-rule-repetition",
        "rules-setting-repetition",
    ),
    rule_switch(
        Key::MoveInPlacement,
        "MoveInPlacement",
        "scr-ng-rule-move-in-placement",
        "rules-setting-move-in-placement",
    ),
    rule_switch(
        Key::MillWins,
        "MillWins",
        "scr-ng-rule-mill-wins",
        "rules-setting-mill-wins",
    ),
    Setting {
        help: Help::Message("rules-setting-analysis"),
        example: "false",
        note: "start games with analysis on (the v key): exact values",
        default: "false",
        ..setting(Key::Analysis, Kind::On, Place::Start, Section::Help)
    },
    Setting {
        help: Help::English(
            "The computer's level, 1 (a beginner) to 10 (the strongest): a side named \
               `computer` (`--black computer`) plays at it, and with neither side named the \
               computer takes Black (default 5; `bestmove` and `engine`: 10)",
        ),
        value_name: "L",
        example: "5",
        note: "the computer's level, 1 to 10",
        default: "5",
        ..setting(
            Key::Level,
            Kind::Number(1, 10),
            Place::Start,
            Section::Computer,
        )
    },
    Setting {
        help: Help::English(
            "The clocks of every game: minutes+seconds, the time each side starts with and \
               what each turn adds (5+3, 0+2, 1.5+0; 5 is 5+0), or none. A side whose time \
               runs out loses (default none)",
        ),
        value_name: "M+S",
        example: "\"5+3\"",
        note: "minutes+seconds a turn (5+3, 0+2, 1.5+0), or \"none\"",
        default: "none",
        ..setting(Key::Clock, Kind::Clock, Place::Start, Section::Help)
    },
    Setting {
        help: Help::English(
            "Meet a friend at this relay (host:port) when hosting a game (morris host, the \
               menu's Play a friend) or joining with the code alone; without it the host is \
               joined directly",
        ),
        value_name: "ADDR",
        example: "\"relay.example.org:4319\"",
        note: "a relay both players reach (host:port); none: joined directly",
        default: "none",
        ..setting(Key::Relay, Kind::Name, Place::Start, Section::Network)
    },
    Setting {
        help: Help::English(
            "The address a game hosted here listens on (host:port; port 0: any free one), \
               joined directly even where a relay is set; and `morris relay`'s (default: \
               port 4318 on every address; the relay's 4319)",
        ),
        value_name: "ADDR",
        example: "\"0.0.0.0:4318\"",
        note: "the address a game hosted here listens on (host:port)",
        default: "0.0.0.0:4318",
        ..setting(Key::Listen, Kind::Name, Place::Start, Section::Network)
    },
];

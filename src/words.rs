//! The words for what the rules return: the game's facts (a side, why a game ended, why a
//! decision is refused, what the player must do, what a rule option means) in the language in
//! force. The rules themselves speak no language: they return typed values, and this module
//! is the one place that words them for a player (their `Display` stays English, for records
//! and the commands that scripts read).
//!
//! Each wording is a method of a trait implemented for the rules' type, so that the program
//! calls `color.shown()` or `error.text()` as if the type had it.

use crate::rules::{
    Blocked, BoardKind, Color, Decision, DoubleMill, Illegal, MillProtection, PlayError, Position,
    Problem, Reason, RecordError, RuleOption, Rules, Task, Variant,
};
use crate::t;

pub mod net;
pub mod remote;
pub mod store;

/// A side's words.
pub trait ColorWords {
    /// Its name in the language in force (`Weiß`, `Brancas`), for what a player reads;
    /// records and machine output keep [`Color::name`].
    fn shown(self) -> String;
    /// Its colour as an adjective in the language in force (`schwarzen`).
    fn adjective_shown(self) -> String;
}

impl ColorWords for Color {
    fn shown(self) -> String {
        match self {
            Color::White => t!("side-white"),
            Color::Black => t!("side-black"),
        }
    }

    fn adjective_shown(self) -> String {
        match self {
            Color::White => t!("side-white-adj"),
            Color::Black => t!("side-black-adj"),
        }
    }
}

/// Why a game ended, in words.
pub trait ReasonWords {
    /// Why the game ended, in the language in force, the sides by their names there
    /// (`Schwarz ist blockiert`); [`Display`](std::fmt::Display) stays English, for records.
    fn text(&self) -> String;
}

impl ReasonWords for Reason {
    fn text(&self) -> String {
        match *self {
            Reason::FewerThanThree(c) => t!("board-reason-fewer", who = c.shown(), num = "pl"),
            Reason::Blocked(c) => t!("board-reason-blocked", who = c.shown(), num = "pl"),
            Reason::BoardFull => t!("board-reason-board-full"),
            Reason::MillWins(c) => t!("board-reason-mill-wins", who = c.shown(), num = "pl"),
            Reason::BothBlocked => t!("board-reason-both-blocked"),
            Reason::MoveLimit(n) => t!("board-reason-move-limit", n = n),
            Reason::EndgameDraw(n) => t!("board-reason-endgame", n = n),
            Reason::Repetition => t!("board-reason-repetition"),
            Reason::Agreement => t!("board-reason-agreement"),
            Reason::Resignation(c) => t!("board-reason-resigned", who = c.shown(), num = "pl"),
            Reason::OnTime(c) => t!("board-reason-on-time", who = c.shown(), num = "pl"),
        }
    }
}

/// What the player to move must do, in words.
pub trait TaskWords {
    /// What the player to move must do, in words (`White: place a stone (7 in hand)`).
    fn task_text(&self) -> String;
}

impl TaskWords for Position {
    fn task_text(&self) -> String {
        let s = self.side_to_move();
        let (who, hand, their) = (s.shown(), self.in_hand(s), s.other().adjective());
        match self.task() {
            Task::Place => t!("board-task-place", who = who, n = hand),
            Task::PlaceOrMove => t!("board-task-place-or-move", who = who, n = hand),
            Task::Move => t!("board-task-move", who = who),
            Task::Fly => t!("board-task-fly", who = who),
            Task::Remove(n) => t!("board-task-remove", who = who, n = n, side = their),
            Task::Pass => t!("board-task-pass-short", who = who),
            Task::Over(o) => match o.winner {
                Some(w) => t!("board-task-won", who = w.shown(), why = o.reason.text()),
                None => t!("board-task-drawn", why = o.reason.text()),
            },
        }
    }
}

/// An error of the rules, in the language in force.
pub trait ErrorWords {
    /// The error as a player reads it.
    fn text(&self) -> String;
}

impl ErrorWords for Illegal {
    fn text(&self) -> String {
        match *self {
            Illegal::Over(out) => t!("board-illegal-over", why = out.reason.text()),
            Illegal::NotAPoint(p) => t!("board-not-a-point", point = p.to_string()),
            Illegal::NoStone { point, of } => t!(
                "board-illegal-no-stone",
                point = point.to_string(),
                side = of.adjective()
            ),
            Illegal::Protected(p) => t!("board-illegal-protected", point = p.to_string()),
            Illegal::ProtectedOutside { point, of } => t!(
                "board-illegal-protected-outside",
                point = point.to_string(),
                who = of.shown()
            ),
            Illegal::CannotDecline => t!("board-illegal-decline"),
            Illegal::RemoveFirst(s) => t!(
                "board-illegal-remove-first",
                who = s.shown(),
                side = s.other().adjective()
            ),
            Illegal::NoneOwed => t!("board-illegal-none-owed"),
            Illegal::NotBlocked(s) => t!("board-illegal-not-blocked", who = s.shown()),
            Illegal::NoneInHand(s) => t!("board-illegal-no-hand", who = s.shown()),
            Illegal::Occupied(p) => t!("board-illegal-occupied", point = p.to_string()),
            Illegal::Reforms { decision, side } => {
                let what = match decision {
                    Decision::Move(from, to) => format!("{from}-{to}"),
                    d => d.to_string(),
                };
                t!("board-illegal-reform", what = what, who = side.shown())
            }
            Illegal::MustPlace(s) => t!("board-illegal-must-place", who = s.shown()),
            Illegal::NotAdjacent { from, to } => t!(
                "board-illegal-not-adjacent",
                to = to.to_string(),
                from = from.to_string()
            ),
            Illegal::TooLong(n) => t!("board-illegal-too-long", n = n),
        }
    }
}

impl ErrorWords for PlayError {
    fn text(&self) -> String {
        let why = self.why.text();
        if let Decision::Remove(p) = self.decision {
            t!("board-not-legal-remove", point = p.to_string(), why = why)
        } else {
            t!(
                "board-not-legal",
                decision = self.decision.to_string(),
                why = why
            )
        }
    }
}

impl ErrorWords for RecordError {
    fn text(&self) -> String {
        let at = t!("rules-record-at", line = self.line, column = self.column);
        match &self.illegal {
            Some(e) => format!("{at}: {}", e.text()),
            None => format!("{at}: {}", self.reason),
        }
    }
}

impl ErrorWords for Problem {
    fn text(&self) -> String {
        let side = |c: Color| c.shown();
        let adjective = |c: Color| c.adjective_shown();
        match *self {
            Problem::OffBoard(p) => t!("scr-pr-off-board", point = p.to_string()),
            Problem::TooManyStones {
                side: c,
                on,
                pieces,
            } => t!(
                "scr-pr-too-many-stones",
                side = side(c),
                on = on,
                pieces = pieces
            ),
            Problem::TooManyPieces {
                side: c,
                on,
                hand,
                pieces,
            } => t!(
                "scr-pr-too-many-pieces",
                side = side(c),
                on = on,
                hand = hand,
                pieces = pieces
            ),
            Problem::TooFew {
                side: c,
                left,
                to_move: true,
            } => t!("scr-pr-lost-to-move", side = side(c), left = left),
            Problem::TooFew { side: c, left, .. } => t!("scr-pr-lost", side = side(c), left = left),
            Problem::TooManyOwed { owed, most } => {
                t!("scr-pr-too-many-owed", owed = owed, most = most)
            }
            Problem::OwedWithoutMill(c) => t!("scr-pr-owed-without-mill", side = side(c)),
            Problem::NothingToRemove(c) => t!(
                "scr-pr-nothing-to-remove",
                side = side(c),
                other_adj = adjective(c.other())
            ),
            Problem::OwedWithoutTwoMills(c) => {
                t!("scr-pr-owed-without-two-mills", side = side(c))
            }
            Problem::OneToRemove(c) => t!(
                "scr-pr-one-to-remove",
                side = side(c),
                other_adj = adjective(c.other())
            ),
            Problem::PlacedOutOfTurn {
                white,
                black,
                side: c,
            } => {
                let id = if c == Color::White {
                    "scr-pr-placed-out-of-turn-even"
                } else {
                    "scr-pr-placed-out-of-turn-odd"
                };
                t!(
                    id,
                    side_white = side(Color::White),
                    side_black = side(Color::Black),
                    white = white,
                    black = black,
                    side = side(c)
                )
            }
            Problem::Over(o) => match (o.winner, o.reason) {
                (Some(w), Reason::Blocked(c)) => {
                    t!("scr-pr-blocked", side = side(c), winner = side(w))
                }
                (Some(w), Reason::MillWins(_)) => t!("scr-pr-mill-won", winner = side(w)),
                (_, Reason::BoardFull) => t!("scr-pr-board-full"),
                (_, r) => t!("scr-pr-over", reason = r.to_string()),
            },
        }
    }
}

/// A preset's names and summary.
pub trait VariantWords {
    /// The name in the language in force, with the other names it goes by there: `Nine Men's
    /// Morris`, `Mühle (Neunermühle, Nine Men's Morris)`, `Moinho (Moinho de nove, Nine Men's
    /// Morris)`. Records and `--variant` keep [`Variant::title`] and [`Variant::name`].
    fn local_title(self) -> String;
    /// The name in the language in force, short (`Mühle`, `Moinho de seis`): where there is
    /// room for one name only.
    fn short_title(self) -> String;
    /// One line for `--help` (English there: clap's help is made before the language is
    /// set) and the new-game screen, in the language in force.
    fn summary(self) -> String;
}

/// A preset's messages: its name with the others it goes by, its one name, its summary.
pub fn variant_messages(v: Variant) -> [&'static str; 3] {
    match v {
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

impl VariantWords for Variant {
    fn local_title(self) -> String {
        t!(variant_messages(self)[0])
    }

    fn short_title(self) -> String {
        t!(variant_messages(self)[1])
    }

    fn summary(self) -> String {
        t!(variant_messages(self)[2])
    }
}

/// What a named value of a rule option means, in a few words.
pub trait About {
    /// What the value means, in a few words, in the language in force.
    fn about(self) -> String;
}

impl About for MillProtection {
    fn about(self) -> String {
        match self {
            MillProtection::UnlessAll => t!("rules-about-protection-unless-all"),
            MillProtection::Never => t!("rules-about-protection-never"),
            MillProtection::Always => t!("rules-about-protection-always"),
        }
    }
}

impl About for DoubleMill {
    fn about(self) -> String {
        match self {
            DoubleMill::One => t!("rules-about-double-one"),
            DoubleMill::Each => t!("rules-about-double-each"),
        }
    }
}

impl About for Blocked {
    fn about(self) -> String {
        match self {
            Blocked::Lose => t!("rules-about-blocked-lose"),
            Blocked::Pass => t!("rules-about-blocked-pass"),
        }
    }
}

/// Flying in a few words for people, in the language in force: `flying at 3`, `no flying`
/// (the option's words and the rules' summary say it alike).
fn flying_words(fly_at: Option<u8>) -> String {
    match fly_at {
        None => t!("rules-opt-no-flying"),
        Some(n) => t!("rules-opt-flying", n = n),
    }
}

/// A rule option's value in `r` in a few words for people, in the language in force:
/// `12 pieces`, `no flying`. Every option of [`OPTIONS`] has its words here (a test checks
/// that they follow each value).
pub fn option_words(o: &RuleOption, r: &Rules) -> String {
    let on_off = |b: bool, on: &str, off: &str| if b { t!(on) } else { t!(off) };
    match o.tag {
        "Pieces" => t!("rules-opt-pieces", n = r.pieces),
        "Diagonals" => on_off(
            r.board == BoardKind::Diagonal,
            "rules-opt-diagonals-on",
            "rules-opt-diagonals-off",
        ),
        "Flying" => flying_words(r.fly_at),
        "MillProtection" => match r.protection {
            MillProtection::UnlessAll => t!("rules-opt-protection-unless-all"),
            MillProtection::Never => t!("rules-opt-protection-never"),
            MillProtection::Always => t!("rules-opt-protection-always"),
        },
        "DoubleMill" => match r.double_mill {
            DoubleMill::One => t!("rules-opt-double-one"),
            DoubleMill::Each => t!("rules-opt-double-each"),
        },
        "NoReform" => on_off(r.no_reform, "rules-opt-reform-off", "rules-opt-reform-on"),
        "OptionalRemoval" => on_off(
            r.optional_removal,
            "rules-opt-optional-on",
            "rules-opt-optional-off",
        ),
        "Blocked" => match r.blocked {
            Blocked::Lose => t!("rules-opt-blocked-lose"),
            Blocked::Pass => t!("rules-opt-blocked-pass"),
        },
        "EndgameDraw" => match r.endgame_draw {
            None => t!("rules-opt-endgame-off"),
            Some(n) => t!("rules-opt-endgame", n = n),
        },
        "MoveLimit" => match r.move_limit {
            None => t!("rules-opt-move-limit-off"),
            Some(n) => t!("rules-opt-move-limit", n = n),
        },
        "Repetition" => on_off(
            r.repetition,
            "rules-opt-repetition-on",
            "rules-opt-repetition-off",
        ),
        "MoveInPlacement" => on_off(
            r.move_in_placement,
            "rules-opt-move-in-placement-on",
            "rules-opt-move-in-placement-off",
        ),
        "MillWins" => on_off(
            r.mill_wins,
            "rules-opt-mill-wins-on",
            "rules-opt-mill-wins-off",
        ),
        // A new option without words here is named by its tag and value, and the test of
        // every option's words fails until it has them.
        tag => format!("{tag} {}", (o.get)(r)),
    }
}

/// The rules in words.
pub trait RulesWords {
    /// The words for each option in which these rules differ from their preset, in
    /// [`OPTIONS`]' order.
    fn difference_words(&self) -> Vec<String>;
    /// The rules in one short paragraph, in the language in force: the preset and what sets
    /// these rules apart.
    fn summary(&self) -> String;
    /// The rules in force, in plain words, one rule a line, in the language in force (the
    /// preset's names and `x-` as they are).
    fn explain(&self) -> Vec<String>;
}

impl RulesWords for Rules {
    fn difference_words(&self) -> Vec<String> {
        self.differences()
            .into_iter()
            .map(|(o, _)| option_words(o, self))
            .collect()
    }

    fn summary(&self) -> String {
        let mut parts = vec![t!("rules-sum-pieces", n = self.pieces)];
        parts.push(flying_words(self.fly_at));
        if self.mill_wins {
            parts.push(t!("rules-sum-mill-wins"));
        } else {
            parts.push(match self.double_mill {
                DoubleMill::One => t!("rules-sum-mill-one"),
                DoubleMill::Each => t!("rules-sum-mill-each"),
            });
        }
        for words in self.difference_words() {
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

    fn explain(&self) -> Vec<String> {
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
    use crate::rules::OPTIONS;

    /// Every preset's words are messages (the test of the files then finds them in every
    /// language), and English names a preset as records do.
    #[test]
    fn every_preset_has_its_names_and_summary_in_every_language() {
        for v in Variant::ALL {
            for id in variant_messages(v) {
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

    /// Each option's words are a message (never the fallback of its tag) and follow its value.
    #[test]
    fn every_option_has_words_that_follow_its_value() {
        for o in &OPTIONS {
            for v in o.values.samples() {
                let mut r = Variant::Nine.rules();
                (o.set)(&mut r, &v).unwrap();
                let words = option_words(o, &r);
                assert!(!words.starts_with(o.tag), "{} has no words", o.tag);
                assert!(!words.starts_with("rules-"), "{words}");
                let other = Variant::Nine.rules();
                if (o.get)(&other) != v {
                    assert_ne!(words, option_words(o, &other), "{} {v}", o.tag);
                }
            }
        }
    }

    /// `morris rules` says every option: set to any other value, the rules' own words change.
    /// A new option that `explain` does not speak of fails here.
    #[test]
    fn every_option_changes_the_rules_in_plain_words() {
        for o in &OPTIONS {
            let base = Variant::Nine.rules();
            for v in o.values.samples() {
                let mut r = base;
                (o.set)(&mut r, &v).unwrap();
                if r != base && r.validate().is_ok() {
                    assert_ne!(r.explain(), base.explain(), "{} {v}", o.tag);
                }
            }
        }
    }
}

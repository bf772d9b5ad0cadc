//! The game's messages across the link: what one side tells the other, as JSON in one frame of
//! the encrypted link each, and the checks every message heard goes through before it touches
//! the game. The peer is input like any other: a message that does not read, comes out of turn,
//! replays an old decision or plays one the rules refuse ends the link with a [`Problem`] the
//! screen words, and changes nothing.

use serde::{Deserialize, Serialize};

use std::time::Duration;

use crate::clock::{TimeControl, Times};
use crate::rules::{Color, Decision, Game, Record, Rules};

/// The protocol's version: a peer that speaks another is told so and let go.
pub const VERSION: u32 = 1;

/// The longest message read, in bytes (a record of a long game fits many times over).
pub const MAX_MESSAGE: usize = 64 * 1024;

/// One message from one side to the other.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Message {
    /// The first message of each side: its version, its player's name, and its record of the
    /// game so far (rules, start and decisions), by which a game that was cut off goes on from
    /// the last decision both have. The host's also says which side the joiner plays.
    Hello {
        /// The protocol's version ([`VERSION`]).
        version: u32,
        /// The name of the player at that terminal.
        name: String,
        /// The game so far, as a record's text.
        record: String,
        /// The side the one who hears it plays (the host's hello says it; the joiner's
        /// repeats its own).
        you: Side,
        /// The game's time control as a record's tag writes it (`300+3`), if it is played on
        /// the clock: the host's says it, the joiner's repeats it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clock: Option<String>,
        /// On the clock, the time its player had left after each decision of the record, in
        /// milliseconds, by the sender's record (`null` where it has none): after a return
        /// both sides go on with the clocks both had at the last decision both have, each
        /// claim checked against the hearer's own record.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        times: Vec<Option<u64>>,
        /// On the clock, the time the side to move has left on the sender's screen now, in
        /// milliseconds: the turn under way when the link dropped is not given back to its
        /// player by coming back (the records keep the times at decisions only).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        running: Option<u64>,
    },
    /// A decision of the sender's, the game's decision number `ply` (0 the first).
    Decision {
        /// How many decisions came before it.
        ply: usize,
        /// The decision as the log writes it (`d6`, `d2-d3`, `xa1`).
        decision: String,
        /// In a game on the clock, the time the sender had left after it, in milliseconds,
        /// by its own measurement (the receiver adopts it, bounded by what the control
        /// allows).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        left: Option<u64>,
    },
    /// The sender's time ran out: it lost on time.
    Flag,
    /// The sender offers a draw.
    OfferDraw,
    /// The answer to the other side's draw offer.
    DrawAnswer {
        /// Agreed.
        accept: bool,
    },
    /// The sender resigns.
    Resign,
    /// The sender asks to take back decisions, going back to `to` decisions played.
    Undo {
        /// How many decisions stay.
        to: usize,
    },
    /// The answer to the other side's request to take back.
    UndoAnswer {
        /// Allowed.
        accept: bool,
    },
    /// The sender is thinking of its decision (nothing to answer).
    Ping,
    /// The sender quit.
    Bye,
}

/// A side, as the messages name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// White.
    White,
    /// Black.
    Black,
}

impl From<Color> for Side {
    fn from(c: Color) -> Side {
        match c {
            Color::White => Side::White,
            Color::Black => Side::Black,
        }
    }
}

impl From<Side> for Color {
    fn from(s: Side) -> Color {
        match s {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}

/// Why the link with the other side ended: the facts, worded by `words::net`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// A message longer than [`MAX_MESSAGE`] (its length).
    TooLong(usize),
    /// A message that is not one of ours (what the reader said).
    Garbled(String),
    /// The other side speaks another version of the protocol.
    Version(u32),
    /// A message that needs a hello before it, or a second hello.
    OutOfOrder,
    /// A decision while it was not the other side's turn.
    OutOfTurn,
    /// A decision of a number other than the game's next: an old one sent again.
    Replayed {
        /// The decision's number in the message.
        ply: usize,
        /// The game's next decision's number.
        expected: usize,
    },
    /// A decision that does not read (the text, cut short).
    Unknown(String),
    /// A decision the rules refuse (the decision, and the rules' reason in words).
    Illegal(String, String),
    /// An answer to an offer or request never made.
    Unasked,
    /// A request to take back that goes nowhere (nothing to take back, or more than the game).
    BadUndo(usize),
    /// A resignation or an offer after the game ended.
    GameOver,
    /// The other side's record does not read (why).
    BadRecord(String),
    /// The other side's record is of other rules.
    OtherRules,
    /// The other side's record is not this game: it parts from this side's more than a turn
    /// before either record's end (the decisions both have, and each side's in all), so that
    /// going on from the last decision both have would take back decisions nobody asked to
    /// take back.
    OtherGame {
        /// The decisions both records have.
        both: usize,
        /// This side's decisions.
        ours: usize,
        /// The other side's.
        theirs: usize,
    },
    /// Both sides would play the same side.
    SameSide,
    /// The other side's hello has a time control other than the game's (theirs as the tag
    /// writes it, `-` for none).
    OtherClock(String),
    /// A decision in a game on the clock that does not say its player's time left.
    NoTime,
    /// A time left beyond what the control allows (the time claimed, and the most allowed,
    /// in milliseconds).
    TooMuchTime(u64, u64),
    /// A claim of a time run out while the other's clock had time left (the milliseconds it
    /// had by this side's clock).
    FalseFlag(u64),
    /// A hello whose time left after a decision is not what this side's record says, by more
    /// than the link's grace (the decision's number from 1, and this side's time and theirs,
    /// in milliseconds).
    OtherTime {
        /// The decision's number, the first 1.
        number: usize,
        /// What this side's record says.
        ours: u64,
        /// What the other side said.
        theirs: u64,
    },
}

impl Message {
    /// The message as the link carries it.
    pub fn encode(&self) -> Vec<u8> {
        // A message of ours always serialises: no map with keys that are not strings.
        serde_json::to_vec(self).unwrap_or_default()
    }

    /// A message heard, or why it cannot be one.
    pub fn decode(bytes: &[u8]) -> Result<Message, Problem> {
        if bytes.len() > MAX_MESSAGE {
            return Err(Problem::TooLong(bytes.len()));
        }
        serde_json::from_slice(bytes).map_err(|e| Problem::Garbled(cut(&e.to_string())))
    }
}

/// At most 60 characters of `s`, cleaned for the screen.
fn cut(s: &str) -> String {
    let s: String = s.chars().take(60).collect();
    crate::text::clean(&s)
}

/// The hello of the side that plays `mine`, with the game so far; `you` is the side the other
/// plays.
pub fn hello(game: &Game, name: &str, you: Color, clock: Option<TimeControl>) -> Message {
    hello_on_clock(game, name, you, &Times::new(clock))
}

/// The hello of a game on the clock `times` (its control, and the time left after each
/// decision so far, where this side has it).
pub fn hello_on_clock(game: &Game, name: &str, you: Color, clock: &Times) -> Message {
    let times = match clock.control {
        Some(_) => clock
            .after
            .iter()
            .take(game.ply())
            .map(|t| t.map(ms))
            .collect(),
        None => Vec::new(),
    };
    Message::Hello {
        version: VERSION,
        name: name.to_string(),
        record: Record::new(game.clone(), "", "", "").to_text(),
        you: you.into(),
        clock: clock.control.map(|c| c.tag()),
        times,
        running: None,
    }
}

/// `hello` saying that the side to move has `left` on the sender's clock now (see
/// [`Message::Hello`]'s `running`).
pub fn with_running(mut hello: Message, left: Option<Duration>) -> Message {
    if let Message::Hello { running, .. } = &mut hello {
        *running = left.map(ms);
    }
    hello
}

/// A duration in whole milliseconds, as the messages carry it.
pub fn ms(d: Duration) -> u64 {
    d.as_millis().min(u128::from(u64::MAX)) as u64
}

/// What a hello heard holds, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Greeting {
    /// The other player's name, cleaned for the screen.
    pub name: String,
    /// Their game so far.
    pub game: Game,
    /// The side the one who heard it plays, by the other's word.
    pub you: Color,
    /// The time control they play on, if any.
    pub clock: Option<TimeControl>,
    /// The time left after each decision of their game, by their record (at most one a
    /// decision).
    pub times: Vec<Option<Duration>>,
    /// The time the side to move has left on their clock now, if they have one running.
    pub running: Option<Duration>,
}

/// Reads a hello: its version, its record under `rules` (a record without rule tags is read
/// as those), its name.
pub fn greeting(msg: &Message, rules: Rules) -> Result<Greeting, Problem> {
    let Message::Hello {
        version,
        name,
        record,
        you,
        clock,
        times,
        running,
    } = msg
    else {
        return Err(Problem::OutOfOrder);
    };
    if *version != VERSION {
        return Err(Problem::Version(*version));
    }
    let game = Record::parse(record, rules)
        .map_err(|e| Problem::BadRecord(cut(&e.to_string())))?
        .game;
    let clock = match clock {
        None => None,
        Some(tag) => Some(TimeControl::from_tag(tag).ok_or_else(|| Problem::OtherClock(cut(tag)))?),
    };
    let name: String = crate::text::clean(name).chars().take(40).collect();
    let times = times
        .iter()
        .take(game.ply())
        .map(|t| t.map(Duration::from_millis))
        .collect();
    Ok(Greeting {
        name,
        game,
        you: (*you).into(),
        clock,
        times,
        running: running.map(Duration::from_millis),
    })
}

/// The game both sides go on with after a hello: `ours` played back to the last decision both
/// records have (each record's decisions played from the same start under the same rules),
/// with the ending of the longer one kept only where both have it. `Err`: the records are of
/// different games.
pub fn agreed(ours: &Game, theirs: &Game) -> Result<Game, Problem> {
    if ours.rules() != theirs.rules() || ours.start() != theirs.start() {
        return Err(Problem::OtherRules);
    }
    let (a, b) = (ours.decisions(), theirs.decisions());
    let both = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    // Played again from the start: no redo line of either side's comes along.
    let mut game = Game::from_position(ours.start());
    for d in &a[..both] {
        if game.play(*d).is_err() {
            return Err(Problem::OtherRules);
        }
    }
    // Going back to the last decision both have takes back what one side played that never
    // reached the other: at most the turn under way when the link dropped, of the side to
    // move there. More is another game (or an edited record), and nothing is taken back.
    let at = game.position();
    let one_turn = |rest: &[Decision]| {
        let mut pos = at;
        rest.iter().all(|d| {
            let mover = pos.side_to_move();
            match pos.play(*d) {
                Ok(next) => {
                    let ok = mover == at.side_to_move();
                    pos = next;
                    ok
                }
                Err(_) => false,
            }
        })
    };
    if !one_turn(&a[both..]) || !one_turn(&b[both..]) {
        return Err(Problem::OtherGame {
            both,
            ours: a.len(),
            theirs: b.len(),
        });
    }
    // The players' ending (a resignation, an agreed draw) stands only where both have it.
    if both == a.len()
        && both == b.len()
        && let (Some(o), Some(t)) = (ours.ending(), theirs.ending())
        && o == t
    {
        game.set_ending(o);
    }
    Ok(game)
}

/// The clocks both sides go on with after a hello, on the control `control`: the time left
/// after each decision of `game` (the game both go on with), each side's by its own record —
/// ours (`own`) for our decisions (`mine` plays them), theirs (`heard`) for theirs — so that
/// both sides come to the same times. A claim is checked, not trusted: where this side's record
/// has a time, theirs may differ from it by no more than `grace` (the time a message takes);
/// where it has none, theirs may not be more than the control allows (what that side had after
/// its last decision, and the increment where the decision ends its turn). `None` where
/// neither side has a time.
pub fn agreed_times(
    control: TimeControl,
    game: &Game,
    own: &[Option<Duration>],
    heard: &[Option<Duration>],
    mine: Color,
    grace: Duration,
) -> Result<Vec<Option<Duration>>, Problem> {
    let mut most_had = [control.base; 2];
    let mut times = Vec::with_capacity(game.ply());
    for i in 0..game.ply() {
        let (Some(before), Some(after)) = (game.position_at(i), game.position_at(i + 1)) else {
            break;
        };
        let mover = before.side_to_move();
        let ends = after.side_to_move() != mover || after.outcome().is_some();
        let most = if ends {
            most_had[mover.index()].saturating_add(control.increment)
        } else {
            most_had[mover.index()]
        };
        let ours = own.get(i).copied().flatten();
        let theirs = heard.get(i).copied().flatten();
        if let (Some(o), Some(t)) = (ours, theirs)
            && o.abs_diff(t) > grace
        {
            return Err(Problem::OtherTime {
                number: i + 1,
                ours: ms(o),
                theirs: ms(t),
            });
        }
        let t = match (ours, theirs) {
            (Some(o), _) if mover == mine => Some(o),
            (Some(_), Some(t)) => Some(t),
            (Some(o), None) => Some(o),
            (None, Some(t)) if t > most => {
                return Err(Problem::TooMuchTime(ms(t), ms(most)));
            }
            (None, t) => t,
        };
        most_had[mover.index()] = t.unwrap_or(most);
        times.push(t);
    }
    Ok(times)
}

/// What a message heard in play does to the game, checked against it: `theirs` is the side
/// the other plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// Their decision, legal, to be played, and the time they say they had left after it.
    Decision(Decision, Option<std::time::Duration>),
    /// Their time ran out, by their clock.
    Flag,
    /// They offer a draw.
    OfferDraw,
    /// They answer our offer.
    DrawAnswer(bool),
    /// They resign.
    Resign,
    /// They ask to take back, going back to this many decisions.
    Undo(usize),
    /// They answer our request.
    UndoAnswer(bool),
    /// They are thinking.
    Ping,
    /// They quit.
    Bye,
}

/// What our side asked the other and waits to hear answered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Asked {
    /// Our draw offer.
    pub draw: bool,
    /// Our request to take back, to this many decisions.
    pub undo: Option<usize>,
}

/// Checks a message heard during play against the game: `theirs` is the other's side,
/// `asked` what we wait for an answer to. Nothing here changes the game: the caller plays
/// what comes back.
pub fn check(msg: Message, game: &Game, theirs: Color, asked: Asked) -> Result<Heard, Problem> {
    let on = game.outcome().is_none();
    match msg {
        Message::Hello { .. } => Err(Problem::OutOfOrder),
        Message::Decision {
            ply,
            decision,
            left,
        } => {
            if ply != game.ply() {
                return Err(Problem::Replayed {
                    ply,
                    expected: game.ply(),
                });
            }
            if !on {
                return Err(Problem::GameOver);
            }
            if game.position().side_to_move() != theirs {
                return Err(Problem::OutOfTurn);
            }
            let d: Decision = decision
                .parse()
                .map_err(|_| Problem::Unknown(cut(&decision)))?;
            game.position().play(d).map_err(|e| {
                use crate::words::ErrorWords;
                Problem::Illegal(d.to_string(), e.text())
            })?;
            Ok(Heard::Decision(
                d,
                left.map(std::time::Duration::from_millis),
            ))
        }
        Message::Flag => Ok(Heard::Flag),
        Message::OfferDraw if on => Ok(Heard::OfferDraw),
        Message::Resign if on => Ok(Heard::Resign),
        Message::OfferDraw | Message::Resign => Err(Problem::GameOver),
        Message::DrawAnswer { accept } if asked.draw => Ok(Heard::DrawAnswer(accept)),
        Message::UndoAnswer { accept } if asked.undo.is_some() => Ok(Heard::UndoAnswer(accept)),
        Message::DrawAnswer { .. } | Message::UndoAnswer { .. } => Err(Problem::Unasked),
        Message::Undo { to } if to < game.ply() => Ok(Heard::Undo(to)),
        Message::Undo { to } => Err(Problem::BadUndo(to)),
        Message::Ping => Ok(Heard::Ping),
        Message::Bye => Ok(Heard::Bye),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Point;

    fn p(s: &str) -> Point {
        s.parse().unwrap()
    }

    fn game(moves: &[&str]) -> Game {
        let mut g = Game::new(Rules::default());
        for m in moves {
            g.play(m.parse().unwrap()).unwrap();
        }
        g
    }

    #[test]
    fn every_message_reads_back_as_written() {
        let g = game(&["d6", "d2"]);
        for m in [
            hello(&g, "Ana", Color::Black, None),
            hello(&g, "Ana", Color::Black, Some(TimeControl::minutes(5, 3))),
            Message::Decision {
                ply: 2,
                decision: "a1".into(),
                left: None,
            },
            Message::Decision {
                ply: 2,
                decision: "a1".into(),
                left: Some(298_300),
            },
            Message::Flag,
            Message::OfferDraw,
            Message::DrawAnswer { accept: true },
            Message::Resign,
            Message::Undo { to: 1 },
            Message::UndoAnswer { accept: false },
            Message::Ping,
            Message::Bye,
        ] {
            assert_eq!(Message::decode(&m.encode()), Ok(m));
        }
    }

    #[test]
    fn garbage_a_message_too_long_and_an_unknown_kind_are_refused() {
        assert!(matches!(
            Message::decode(b"\x00\xffnot json"),
            Err(Problem::Garbled(_))
        ));
        assert!(matches!(
            Message::decode(br#"{"kind":"teleport","to":"a1"}"#),
            Err(Problem::Garbled(_))
        ));
        assert!(matches!(
            Message::decode(br#"{"kind":"decision","ply":0,"decision":"a1","extra":1}"#),
            Err(Problem::Garbled(_))
        ));
        let long = vec![b' '; MAX_MESSAGE + 1];
        assert_eq!(
            Message::decode(&long),
            Err(Problem::TooLong(MAX_MESSAGE + 1))
        );
    }

    #[test]
    fn a_hello_of_another_version_is_refused() {
        let mut m = hello(&game(&[]), "Ana", Color::Black, None);
        if let Message::Hello { version, .. } = &mut m {
            *version = 99;
        }
        assert_eq!(greeting(&m, Rules::default()), Err(Problem::Version(99)));
    }

    #[test]
    fn a_hello_reads_its_record_and_cleans_the_name() {
        let g = game(&["d6", "d2", "a1"]);
        let m = hello(&g, "Ana\u{1b}[2J", Color::Black, None);
        let read = greeting(&m, Rules::default()).unwrap();
        assert_eq!(read.game.decisions(), g.decisions());
        assert_eq!(read.you, Color::Black);
        assert!(!read.name.contains('\u{1b}'), "{:?}", read.name);
        let broken = Message::Hello {
            version: VERSION,
            name: "x".into(),
            record: "1. zz9".into(),
            you: Side::White,
            clock: None,
            times: vec![],
            running: None,
        };
        assert!(matches!(
            greeting(&broken, Rules::default()),
            Err(Problem::BadRecord(_))
        ));
    }

    #[test]
    fn a_decision_out_of_turn_illegal_unknown_or_replayed_is_refused() {
        let g = game(&["d6"]);
        let none = Asked::default();
        let dec = |ply, d: &str| Message::Decision {
            ply,
            decision: d.into(),
            left: None,
        };
        // Black to move: White's word is out of turn.
        assert_eq!(
            check(dec(1, "d2"), &g, Color::White, none),
            Err(Problem::OutOfTurn)
        );
        assert_eq!(
            check(dec(1, "d6"), &g, Color::Black, none),
            Err(Problem::Illegal(
                "d6".into(),
                match check(dec(1, "d6"), &g, Color::Black, none) {
                    Err(Problem::Illegal(_, why)) => why,
                    other => panic!("{other:?}"),
                }
            ))
        );
        assert!(matches!(
            check(dec(1, "q9"), &g, Color::Black, none),
            Err(Problem::Unknown(_))
        ));
        assert_eq!(
            check(dec(0, "d6"), &g, Color::Black, none),
            Err(Problem::Replayed {
                ply: 0,
                expected: 1
            })
        );
        assert_eq!(
            check(dec(1, "d2"), &g, Color::Black, none),
            Ok(Heard::Decision(Decision::Place(p("d2")), None))
        );
    }

    #[test]
    fn answers_never_asked_for_and_undo_beyond_the_game_are_refused() {
        let g = game(&["d6", "d2"]);
        let none = Asked::default();
        assert_eq!(
            check(Message::DrawAnswer { accept: true }, &g, Color::Black, none),
            Err(Problem::Unasked)
        );
        assert_eq!(
            check(Message::UndoAnswer { accept: true }, &g, Color::Black, none),
            Err(Problem::Unasked)
        );
        assert_eq!(
            check(Message::Undo { to: 2 }, &g, Color::Black, none),
            Err(Problem::BadUndo(2))
        );
        let asked = Asked {
            draw: true,
            undo: Some(1),
        };
        assert_eq!(
            check(
                Message::DrawAnswer { accept: true },
                &g,
                Color::Black,
                asked
            ),
            Ok(Heard::DrawAnswer(true))
        );
        let mut over = g.clone();
        over.resign(Color::White);
        assert_eq!(
            check(Message::Resign, &over, Color::Black, none),
            Err(Problem::GameOver)
        );
    }

    #[test]
    fn after_a_return_each_side_s_time_is_its_own_record_s_checked_against_the_other_s() {
        let secs = Duration::from_secs;
        let control = TimeControl::minutes(1, 2);
        let g = game(&["d6", "d2", "a1", "g7"]);
        let grace = secs(3);
        // White (here) and Black (there): first turns untimed, then 0:55 and 0:50.
        let ours = [
            Some(secs(62)),
            Some(secs(62)),
            Some(secs(55)),
            Some(secs(50)),
        ];
        let mut theirs = ours;
        // Each side's time by its own measurement: ours for White's, theirs for Black's.
        theirs[2] = Some(secs(54));
        theirs[3] = Some(secs(52));
        assert_eq!(
            agreed_times(control, &g, &ours, &theirs, Color::White, grace),
            Ok(vec![
                Some(secs(62)),
                Some(secs(62)),
                Some(secs(55)),
                Some(secs(52))
            ])
        );
        // Beyond the grace of what our record says: refused, whichever side's time it is.
        theirs[3] = Some(secs(54));
        assert_eq!(
            agreed_times(control, &g, &ours, &theirs, Color::White, grace),
            Err(Problem::OtherTime {
                number: 4,
                ours: 50_000,
                theirs: 54_000
            })
        );
        theirs[3] = Some(secs(50));
        theirs[2] = Some(secs(40));
        assert!(agreed_times(control, &g, &ours, &theirs, Color::White, grace).is_err());
        // With no record here, their times are taken within what the control allows.
        let none = [None; 4];
        let fair = [
            Some(secs(62)),
            Some(secs(62)),
            Some(secs(55)),
            Some(secs(50)),
        ];
        assert_eq!(
            agreed_times(control, &g, &none, &fair, Color::White, grace),
            Ok(fair.to_vec())
        );
        let greedy = [
            Some(secs(62)),
            Some(secs(62)),
            Some(secs(55)),
            Some(secs(65)),
        ];
        assert_eq!(
            agreed_times(control, &g, &none, &greedy, Color::White, grace),
            Err(Problem::TooMuchTime(65_000, 64_000))
        );
        // Neither side has a time: none; the game both go on with bounds the list.
        assert_eq!(
            agreed_times(control, &game(&["d6"]), &none, &none, Color::White, grace),
            Ok(vec![None])
        );
    }

    #[test]
    fn a_hello_on_the_clock_carries_the_times_and_reads_them_back() {
        let g = game(&["d6", "d2"]);
        let times = Times {
            control: Some(TimeControl::minutes(1, 0)),
            after: vec![
                Some(Duration::from_millis(60_000)),
                None,
                Some(Duration::ZERO),
            ],
        };
        let m = hello_on_clock(&g, "Ana", Color::Black, &times);
        let read = greeting(&Message::decode(&m.encode()).unwrap(), Rules::default()).unwrap();
        assert_eq!(read.times, vec![Some(Duration::from_millis(60_000)), None]);
        // No clock, no times.
        let m = hello_on_clock(&g, "Ana", Color::Black, &Times::new(None));
        assert!(!String::from_utf8(m.encode()).unwrap().contains("times"));
    }

    #[test]
    fn the_game_goes_on_from_the_last_decision_both_records_have() {
        let long = game(&["d6", "d2", "a1", "g7"]);
        let short = game(&["d6", "d2", "a1"]);
        let agreed_game = agreed(&long, &short).unwrap();
        assert_eq!(agreed_game.decisions(), short.decisions());
        // Both records part after d6 d2: going back would take back a turn of each side.
        let other = game(&["d6", "d2", "g1"]);
        assert_eq!(
            agreed(&long, &other),
            Err(Problem::OtherGame {
                both: 2,
                ours: 4,
                theirs: 3
            })
        );
        // A record two turns longer is not taken back to the shorter one (an edited or old
        // record), nor a game that shares nothing with this one.
        assert!(matches!(
            agreed(&long, &game(&["d6", "d2"])),
            Err(Problem::OtherGame { both: 2, .. })
        ));
        assert!(matches!(
            agreed(&long, &game(&["a7", "g7"])),
            Err(Problem::OtherGame { both: 0, .. })
        ));
        // A whole turn of one side — a mill and its removal — that never reached the other
        // is taken back.
        let milled = game(&["a7", "b6", "d7", "b4", "g7", "xb6"]);
        let before = game(&["a7", "b6", "d7", "b4"]);
        assert_eq!(agreed(&milled, &before).unwrap().ply(), 4);
        assert_eq!(agreed(&before, &milled).unwrap().ply(), 4);
        let mut resigned = short.clone();
        resigned.resign(Color::White);
        assert!(agreed(&resigned, &short).unwrap().ending().is_none());
        assert!(agreed(&resigned, &resigned).unwrap().ending().is_some());
        let six = Game::new(crate::rules::Variant::Six.rules());
        assert_eq!(agreed(&six, &short), Err(Problem::OtherRules));
    }
}

//! Who sits at each side of the table: a person, with a name, or the computer, with a level.
//! The names the screen and the record give the sides are derived from that; a name is read
//! back into a seat only where one comes from outside (the command line, the preferences, a
//! record's tags), with [`Seat::from_name`].

use crate::engine::Level;
use crate::rules::{Color, Record};
use crate::store::tags;
use crate::words::ColorWords;

/// Who plays a side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seat {
    /// A person, by name (`White` or `Black` when they gave none).
    Person(String),
    /// The computer, at a level.
    Computer(Level),
}

impl Seat {
    /// The seat a name given from outside stands for: `computer` is the computer at `default`,
    /// `morris level N` (as records write it) the computer at N, any other name a person.
    pub fn from_name(name: &str, default: Level) -> Seat {
        let n = name.trim();
        if n.eq_ignore_ascii_case("computer") {
            return Seat::Computer(default);
        }
        match recorded_level(n) {
            Some(level) => Seat::Computer(level),
            None => Seat::Person(name.to_string()),
        }
    }

    /// The computer's level, if the computer sits here.
    pub fn level(&self) -> Option<Level> {
        match self {
            Seat::Computer(l) => Some(*l),
            Seat::Person(_) => None,
        }
    }

    /// The name the screen and the record give this seat: the person's, or the computer's by
    /// its level (`morris level 7`).
    pub fn name(&self) -> String {
        match self {
            Seat::Person(n) => n.clone(),
            Seat::Computer(l) => computer_name(*l),
        }
    }
}

/// The level of the computer a name stands for, as records and the scoreboard write it
/// (`morris level 7`); a person's name has none.
pub fn recorded_level(name: &str) -> Option<Level> {
    name.trim()
        .strip_prefix("morris level ")
        .and_then(|l| l.trim().parse().ok())
        .and_then(Level::new)
}

/// The name the computer plays under at `level`: `morris level 7`, as records keep it.
pub fn computer_name(level: Level) -> String {
    format!("morris level {level}")
}

/// A side's name in the language in force (`White`, `Weiß`, `Brancas`): records keep the
/// English one, the screen shows this.
pub fn side_name(c: Color) -> String {
    match c {
        Color::White => crate::t!("side-white"),
        Color::Black => crate::t!("side-black"),
    }
}

/// A seat's name as the screen shows it: a side's default name and the computer's in the
/// language in force (`Weiß`, `morris Stufe 7`), a name typed as typed.
fn shown_name(seat: &Seat, c: Color) -> String {
    match seat {
        Seat::Person(n) if n == c.name() => side_name(c),
        Seat::Person(n) => n.clone(),
        Seat::Computer(l) => crate::t!("board-computer-name", level = l.to_string()),
    }
}

/// The two seats of a game, and the person who sat at a side before the computer took it over
/// (who gets it back).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seats {
    seats: [Seat; 2],
    away: [Option<String>; 2],
}

impl Seats {
    /// White's and Black's seats.
    pub fn new(white: Seat, black: Seat) -> Seats {
        Seats {
            seats: [white, black],
            away: [None, None],
        }
    }

    /// Seats from two names given from outside (see [`Seat::from_name`]).
    pub fn from_names(names: &[String; 2], default: Level) -> Seats {
        Seats::new(
            Seat::from_name(&names[0], default),
            Seat::from_name(&names[1], default),
        )
    }

    /// Who plays `c`.
    pub fn seat(&self, c: Color) -> &Seat {
        &self.seats[c.index()]
    }

    /// The computer's level at `c`, if it plays that side.
    pub fn level(&self, c: Color) -> Option<Level> {
        self.seat(c).level()
    }

    /// The name of the player of `c`.
    pub fn name(&self, c: Color) -> String {
        self.seat(c).name()
    }

    /// Whether both sides play under the same name (the computer at one level against
    /// itself): the screen then tells them apart by their colours.
    pub fn alike(&self) -> bool {
        self.name(Color::White) == self.name(Color::Black)
    }

    /// The name of the player of `c` as the screen says it: their name, with their colour
    /// when both sides have the same name (`morris level 5 (White) played d2-d3`).
    pub fn screen_name(&self, c: Color) -> String {
        let name = shown_name(self.seat(c), c);
        if self.alike() && self.name(c) != c.name() {
            format!("{name} ({})", side_name(c))
        } else {
            name
        }
    }

    /// Whether the player of `c` goes by the side's name (no name given): Portuguese then
    /// speaks of them in the plural ("As Brancas colocam"), as of a name in the singular.
    /// `pl` or `sg`, the value messages choose their verb by.
    pub fn number(&self, c: Color) -> &'static str {
        match self.seat(c) {
            Seat::Person(n) if n == c.name() => "pl",
            _ => "sg",
        }
    }

    /// White's and Black's names, as the record writes them.
    pub fn names(&self) -> [String; 2] {
        Color::BOTH.map(|c| self.name(c))
    }

    /// Whether the computer plays either side.
    pub fn against_computer(&self) -> bool {
        self.seats.iter().any(|s| s.level().is_some())
    }

    /// Puts `seat` at `c` (a resumed game's player).
    pub fn set(&mut self, c: Color, seat: Seat) {
        self.seats[c.index()] = seat;
        self.away[c.index()] = None;
    }

    /// The computer takes `c` over at `level`; the person there gets it back with
    /// [`Seats::take_back`].
    pub fn hand_to_computer(&mut self, c: Color, level: Level) {
        let i = c.index();
        if let Seat::Person(name) = std::mem::replace(&mut self.seats[i], Seat::Computer(level)) {
            self.away[i] = Some(name);
        }
    }

    /// A person takes `c` back from the computer: the one who sat there, else one named
    /// after the side.
    pub fn take_back(&mut self, c: Color) {
        let i = c.index();
        let name = self.away[i].take().unwrap_or_else(|| c.name().to_string());
        self.seats[i] = Seat::Person(name);
    }

    /// Who made each decision of a record's game (`true`: the computer): as its
    /// `[ComputerPlayed]` tag says where a side changed hands, else by the side's name in the
    /// record (the computer's name, `morris level N`, or a person's).
    pub fn of_record(record: &Record, level: Level) -> Vec<bool> {
        let n = record.game.history().len();
        if let Some(tag) = record.tag(tags::COMPUTER_PLAYED) {
            return tags::parse_plies(tag, n);
        }
        let computer = |c: Color| {
            record
                .tag(c.name())
                .is_some_and(|name| Seat::from_name(name, level).level().is_some())
        };
        (0..n)
            .map_while(|i| record.game.position_at(i))
            .map(|p| computer(p.side_to_move()))
            .collect()
    }
}

/// The seats of a record's game as it goes on here: the record's own players, except for a
/// side the command line names (`named`), and what the player should be told about those it
/// changed. `asked` are the names the command line and the preferences give; the preferences'
/// never change a record's players: they are for new games.
///
/// A side the command line names `computer`, with no level asked for on it (`level` is
/// `None`), takes the record's level where the record's side is the computer
/// (`morris level 9`): the same opponent, not the default level.
pub fn of_record(
    record: &Record,
    asked: &[String; 2],
    named: [bool; 2],
    level: Option<Level>,
) -> ([Option<Seat>; 2], Option<String>) {
    let mut changed = Vec::new();
    let seats = Color::BOTH.map(|c| {
        let i = c.index();
        let theirs = record
            .tag(c.name())
            .filter(|n| !n.trim().is_empty() && n.trim() != "?")
            .map(|n| crate::text::clean(n).chars().take(24).collect::<String>())
            .map(|n| Seat::from_name(&n, Level::DEFAULT));
        if !named[i] {
            return theirs;
        }
        let theirs = theirs?;
        let ours = asked[i].trim();
        if level.is_none() && ours.eq_ignore_ascii_case("computer") && theirs.level().is_some() {
            return Some(theirs);
        }
        let now = Seat::from_name(ours, level.unwrap_or(Level::DEFAULT));
        if now != theirs {
            changed.push(crate::t!(
                "board-seat-changed",
                side = c.shown(),
                now = shown_name(&now, c),
                was = shown_name(&theirs, c)
            ));
        }
        None
    });
    let note = (!changed.is_empty()).then(|| changed.join("; "));
    (seats, note)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn level(n: u8) -> Level {
        Level::new(n).unwrap_or_default()
    }

    #[test]
    fn a_name_from_outside_is_read_into_a_seat_once() {
        assert_eq!(
            Seat::from_name("Computer", Level::DEFAULT),
            Seat::Computer(Level::DEFAULT)
        );
        assert_eq!(
            Seat::from_name("morris level 3", Level::DEFAULT),
            Seat::Computer(level(3))
        );
        assert_eq!(
            Seat::from_name("morris level 11", Level::DEFAULT),
            Seat::Person("morris level 11".into())
        );
        assert_eq!(
            Seat::from_name("Alice", Level::DEFAULT),
            Seat::Person("Alice".into())
        );
        assert_eq!(Seat::Computer(level(7)).name(), "morris level 7");
    }

    #[test]
    fn the_screen_tells_two_players_of_one_name_apart_by_their_colours() {
        let same = Seats::new(Seat::Computer(level(5)), Seat::Computer(level(5)));
        assert_eq!(same.screen_name(Color::White), "morris level 5 (White)");
        assert_eq!(same.screen_name(Color::Black), "morris level 5 (Black)");
        assert_eq!(same.names(), ["morris level 5", "morris level 5"]);
        let two = Seats::new(Seat::Computer(level(5)), Seat::Computer(level(6)));
        assert_eq!(two.screen_name(Color::White), "morris level 5");
        let people = Seats::new(Seat::Person("White".into()), Seat::Person("Black".into()));
        assert_eq!(people.screen_name(Color::Black), "Black");
    }

    #[test]
    fn the_computer_takes_a_side_and_gives_it_back_to_its_person() {
        let mut s = Seats::new(Seat::Person("Ann".into()), Seat::Person("Bob".into()));
        assert!(!s.against_computer());
        s.hand_to_computer(Color::Black, level(3));
        assert_eq!(s.names(), ["Ann".to_string(), "morris level 3".to_string()]);
        assert!(s.against_computer());
        s.take_back(Color::Black);
        assert_eq!(s.name(Color::Black), "Bob");
        // A side the computer had from the start goes to a person named after it.
        let mut s = Seats::new(Seat::Computer(level(2)), Seat::Person("Bob".into()));
        s.take_back(Color::White);
        assert_eq!(s.name(Color::White), "White");
    }

    #[test]
    fn a_record_keeps_its_players_unless_the_command_line_names_them() {
        let text = "[White \"Ann\"]\n[Black \"morris level 9\"]\n\n1. d6 d2 *\n";
        let record = Record::parse(text, crate::rules::Rules::default()).unwrap_or_else(|e| {
            panic!("{e}");
        });
        let asked = ["Carol".to_string(), "computer".to_string()];
        // Unnamed: the record's players.
        let (seats, note) = of_record(&record, &asked, [false, false], None);
        assert_eq!(
            seats,
            [
                Some(Seat::Person("Ann".into())),
                Some(Seat::Computer(level(9)))
            ]
        );
        assert_eq!(note, None);
        // Named: the command line's, said; the computer without --level keeps level 9.
        let (seats, note) = of_record(&record, &asked, [true, true], None);
        assert_eq!(seats, [None, Some(Seat::Computer(level(9)))]);
        assert_eq!(
            note.as_deref(),
            Some("White is Carol now (the command line), not Ann")
        );
        // With --level: the level asked for.
        let (seats, note) = of_record(&record, &asked, [false, true], Some(level(5)));
        assert_eq!(seats, [Some(Seat::Person("Ann".into())), None]);
        assert_eq!(
            note.as_deref(),
            Some("Black is morris level 5 now (the command line), not morris level 9")
        );
        assert_eq!(Seats::of_record(&record, level(5)), [false, true]);
    }
}

//! Learning the points (issue 37, "First steps"): a round of [`ROUND`] points on the board of
//! the rules in force, each named for the player to find with the cursor (Enter or a click),
//! or marked for the player to name by typing it; timed, the best round of each board and
//! way kept by the store. The time comes from the loop as a value ([`App::clock`]), so a test
//! drives the round with the times it chooses. The game in progress waits underneath.

use std::time::Duration;

use crate::rules::{BoardKind, Point, Position};
use crate::store::learn::{Round, Said};
use crate::t;
use crate::words::store::StoreWords;

use super::super::keys::Action;
use super::super::messages::Effect;
use super::{App, Mode, step};

/// The points a round asks.
pub const ROUND: usize = 10;

/// Which way round the training goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Way {
    /// A point is named: the player finds it on the board.
    Find,
    /// A point is marked: the player types its name.
    Name,
}

impl Way {
    /// The way's name in the store's file.
    pub fn tag(self) -> &'static str {
        match self {
            Way::Find => "find",
            Way::Name => "name",
        }
    }
}

/// The training's state: the way, the round's points and the answers so far, its times.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drill {
    way: Way,
    board: Position,
    asked: Vec<Point>,
    /// How many points of the round have been answered.
    at: usize,
    right: u8,
    /// The loop's time when the round began (none: not begun, the way is explained).
    began: Option<Duration>,
    /// How long the round took, once every point is answered.
    took: Option<Duration>,
    cursor: Point,
    /// The last point asked and the answer given.
    last: Option<(Point, Point)>,
    note: Option<String>,
    /// The best round of this board and way, as the store last said it.
    best: Option<Round>,
    /// The round just played is the best.
    new_best: bool,
    /// The random state the points are drawn from.
    seed: u64,
}

/// The board's name in the store's file.
fn board_tag(kind: BoardKind) -> &'static str {
    match kind {
        BoardKind::Standard => "standard",
        BoardKind::Diagonal => "diagonal",
        BoardKind::Six => "six",
        BoardKind::Three => "three",
    }
}

/// The next number of a xorshift generator (never zero from a seed that is not).
fn next(seed: &mut u64) -> u64 {
    let mut x = *seed;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    *seed = x;
    x
}

impl Drill {
    fn new(board: Position, way: Way, seed: u64) -> Drill {
        let mut d = Drill {
            way,
            board,
            asked: Vec::new(),
            at: 0,
            right: 0,
            began: None,
            took: None,
            cursor: super::play::centre(&board),
            last: None,
            note: None,
            best: None,
            new_best: false,
            seed: seed | 1,
        };
        d.draw();
        d
    }

    /// Draws a round's points: no point twice in a row.
    fn draw(&mut self) {
        let points: Vec<Point> = self.board.geometry().points.iter().collect();
        self.asked.clear();
        while self.asked.len() < ROUND {
            let p = points[(next(&mut self.seed) % points.len() as u64) as usize];
            if self.asked.last() != Some(&p) {
                self.asked.push(p);
            }
        }
        self.at = 0;
        self.right = 0;
        self.began = None;
        self.took = None;
        self.last = None;
        self.new_best = false;
    }

    /// The way.
    pub fn way(&self) -> Way {
        self.way
    }

    /// The empty board the points are on.
    pub fn board(&self) -> &Position {
        &self.board
    }

    /// The point asked now, while the round runs.
    pub fn asked(&self) -> Option<Point> {
        self.running().then(|| self.asked.get(self.at).copied())?
    }

    /// How many points have been answered, and how many right.
    pub fn score(&self) -> (usize, u8) {
        (self.at, self.right)
    }

    /// Whether the round has begun and is not over.
    pub fn running(&self) -> bool {
        self.began.is_some() && self.took.is_none()
    }

    /// How long the round took, once it is over.
    pub fn took(&self) -> Option<Duration> {
        self.took
    }

    /// The time since the round began, at `now`.
    pub fn elapsed(&self, now: Duration) -> Duration {
        match (self.began, self.took) {
            (_, Some(t)) => t,
            (Some(b), None) => now.saturating_sub(b),
            (None, None) => Duration::ZERO,
        }
    }

    /// The cursor point.
    pub fn cursor(&self) -> Point {
        self.cursor
    }

    /// The last point asked and the answer given.
    pub fn last(&self) -> Option<(Point, Point)> {
        self.last
    }

    /// What was said of the last key.
    pub fn note(&self) -> Option<&str> {
        self.note.as_deref()
    }

    /// The best round of this board and way, as kept.
    pub fn best(&self) -> Option<Round> {
        self.best
    }

    /// Whether the round just played is the best.
    pub fn new_best(&self) -> bool {
        self.new_best
    }
}

/// A time for people, in tenths of a second with the language's decimal mark: `12.3`,
/// `12,3`.
pub fn seconds(d: Duration) -> String {
    let tenths = (d.as_millis() + 50) / 100;
    let mark = match crate::lang::current() {
        crate::lang::Lang::En => '.',
        _ => ',',
    };
    format!("{}{mark}{}", tenths / 10, tenths % 10)
}

impl App {
    /// The training's state, while it is open.
    pub fn learning(&self) -> Option<&Drill> {
        match &self.mode {
            Mode::Learn(d) => Some(d),
            _ => None,
        }
    }

    /// Whether the app needs the time with each message (the loop sends [`Msg::Time`]
    /// first).
    ///
    /// [`Msg::Time`]: super::super::messages::Msg::Time
    pub fn wants_time(&self) -> bool {
        matches!(self.mode, Mode::Learn(_))
    }

    /// The loop's time, as last told.
    pub fn now(&self) -> Duration {
        self.now
    }

    /// Opens the training, finding points on the board of the game's rules; asks the store
    /// for the best rounds.
    pub(super) fn open_learn(&mut self) {
        let board = Position::new(*self.game.rules());
        let seed = self.computer.seed() ^ self.now.as_nanos() as u64;
        let d = Drill::new(board, Way::Find, seed);
        self.mode = Mode::Learn(Box::new(d));
        self.out.push(Effect::Learn { noted: None });
    }

    /// What the store said of the best rounds.
    pub(super) fn learn_stored(&mut self, said: Said) {
        let Mode::Learn(d) = &mut self.mode else {
            if !said.facts.is_empty() {
                let facts: Vec<String> = said.facts.iter().map(StoreWords::text).collect();
                self.say(crate::text::clean(&facts.join("; ")));
            }
            return;
        };
        d.best = said
            .bests
            .get(board_tag(d.board.rules().board), d.way.tag());
        if said.new_best && d.took.is_some() {
            d.new_best = true;
        }
        if !said.facts.is_empty() {
            let facts: Vec<String> = said.facts.iter().map(StoreWords::text).collect();
            let text = crate::text::clean(&facts.join("; "));
            d.note = Some(match d.note.take() {
                Some(n) => format!("{n} {text}"),
                None => text,
            });
        }
    }

    /// An action on the training's screen.
    pub(super) fn learn_key(&mut self, mut d: Box<Drill>, action: Action) {
        d.note = None;
        let typed = self.pending_file.take();
        let naming = d.way == Way::Name && d.running();
        match action {
            Action::File(f) if naming => {
                self.pending_file = Some(f);
            }
            Action::Rank(r) if naming => match typed.and_then(|f| Point::new(f, r)) {
                Some(p) if d.board.geometry().contains(p) => self.learn_answer(&mut d, p),
                // Not an answer: the name of no point of this board, said as the game does.
                Some(p) => d.note = Some(t!("board-not-a-point", point = p.to_string())),
                None => d.note = Some(t!("board-type-point")),
            },
            Action::File(_) | Action::Rank(_) if d.way == Way::Find && d.running() => {
                d.note = Some(t!("learn-find-not-type"));
            }
            Action::Up | Action::Down | Action::Left | Action::Right if !naming => {
                if let Some(p) = step(&d.board, d.cursor, self.on_screen(action)) {
                    d.cursor = p;
                }
            }
            Action::Select | Action::Click(_) if d.began.is_none() => {
                d.began = Some(self.now);
                if d.way == Way::Find {
                    d.cursor = super::play::centre(&d.board);
                }
            }
            Action::Click(p)
                if d.running() && d.way == Way::Find && d.board.geometry().contains(p) =>
            {
                d.cursor = p;
                self.learn_answer(&mut d, p);
            }
            Action::Select if d.running() && d.way == Way::Find => {
                let p = d.cursor;
                self.learn_answer(&mut d, p);
            }
            Action::Select if naming && typed.is_some() => {
                let f = typed.map_or('?', |f| (b'a' + f) as char);
                d.note = Some(t!("board-file-dropped", file = f));
            }
            Action::Select | Action::NewGame if d.took.is_some() => {
                d.draw();
                d.began = Some(self.now);
            }
            Action::NewGame => d.draw(),
            Action::Log => {
                d.way = match d.way {
                    Way::Find => Way::Name,
                    Way::Name => Way::Find,
                };
                d.draw();
                self.out.push(Effect::Learn { noted: None });
            }
            Action::Cancel if typed.is_some() => {}
            a @ (Action::Cancel | Action::Menu | Action::Help | Action::Quit) => {
                return self.leave_screen(a, Mode::Learn(d));
            }
            _ => {}
        }
        self.mode = Mode::Learn(d);
    }

    /// `p` given for the point asked: right or wrong said, the next point, and at the end of
    /// the round its score, kept by the store.
    fn learn_answer(&mut self, d: &mut Drill, p: Point) {
        let Some(asked) = d.asked() else {
            return;
        };
        d.last = Some((asked, p));
        let right = p == asked;
        if right {
            d.right += 1;
        }
        d.at += 1;
        let said = if right {
            t!("learn-right", point = p.to_string())
        } else {
            // The point asked is drawn with the answer's mark from now on (the next one
            // asked has `!`).
            let mark = self.settings.glyphs().target.to_string();
            let key = match d.way {
                Way::Find => "learn-wrong",
                Way::Name => "learn-wrong-name",
            };
            t!(
                key,
                point = p.to_string(),
                asked = asked.to_string(),
                mark = mark
            )
        };
        if d.at < ROUND {
            d.note = Some(said);
            return;
        }
        // Whole milliseconds, as the store keeps it: the round and the best say the same.
        let took = Duration::from_millis(d.elapsed(self.now).as_millis() as u64);
        d.took = Some(took);
        d.note = Some(said);
        self.out.push(Effect::Learn {
            noted: Some((
                board_tag(d.board.rules().board).into(),
                d.way.tag().into(),
                Round {
                    right: d.right,
                    of: ROUND as u8,
                    millis: took.as_millis() as u64,
                },
            )),
        });
    }
}

//! The engine protocol that `morris engine` speaks: the UCI-style text protocol of Sanmill's
//! engines, one command a line (docs/engine-protocol.md).
//!
//! Pure like the rest of the engine: [`Command`] reads a line, and a [`Session`] turns
//! commands, and the reports of the search it asked for, into [`Effect`]s — lines to print, a
//! search to start or stop, a fresh engine, the end. The I/O loop (the program\'s `commands::engine`)
//! reads standard input, runs the searches and prints; everything it says comes from here.
//!
//! One decision per `bestmove`: a turn that closes a mill is answered by its move, and the
//! removal it earns by the next `go`, from the same search (when the position is the one that
//! move leads to), at once.

mod command;
mod options;

use std::collections::VecDeque;
use std::time::Duration;

pub use command::{Command, CommandError, Go, MAX_HASH, PLAIN_GO};

use super::{Config, Level, Limits, Thought, Value};
use command::quote;
use morris_rules::{Decision, Game, OPTIONS, OptionValues, Position, Rules, Variant, set_up_game};
use options::{ENGINE_OPTIONS, Takes};

/// What the I/O loop is asked to do.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Print this line.
    Say(String),
    /// Start this search on the engine (there is none under way).
    Search(Search),
    /// Stop the search under way (its answer comes as usual).
    Stop,
    /// Replace the engine by a new one with this set-up: an empty table.
    Engine(Config),
    /// End the session.
    Quit,
}

/// A search to run.
#[derive(Clone, Debug, PartialEq)]
pub struct Search {
    /// The position.
    pub pos: Position,
    /// The positions of the game before it (for repetitions).
    pub before: Vec<Position>,
    /// When to stop.
    pub limits: Limits,
    /// The level to play at.
    pub level: Level,
}

/// The search under way.
#[derive(Debug)]
struct Busy {
    /// The position searched.
    pos: Position,
    /// `go infinite`: the answer waits for `stop`.
    infinite: bool,
    /// `stop` (or `quit`) was sent.
    stopped: bool,
    /// A `go infinite` that ended by itself: its answer, kept until `stop`.
    held: Option<Option<Thought>>,
    /// The last depth reported: depth, value and turn (the answer does not say it twice).
    said: Option<(u8, Value, Vec<Decision>)>,
}

/// The rest of a turn that a `bestmove` has begun: the removals its move earned.
#[derive(Clone, Debug)]
struct Rest {
    /// The position after the decisions answered so far.
    at: Position,
    /// The removals still to give.
    decisions: Vec<Decision>,
    /// What the search found.
    value: Value,
    depth: u8,
}

/// A session of the protocol: the options, the position, the search under way.
#[derive(Debug)]
pub struct Session {
    rules: Rules,
    level: Level,
    hash: usize,
    seed: u64,
    /// How long a plain `go` thinks at level 10.
    think: Duration,
    /// The position set by `position`, or why there is none.
    game: Result<Game, String>,
    rest: Option<Rest>,
    busy: Option<Busy>,
    /// Commands that came during a search, run when it ends.
    waiting: VecDeque<Command>,
    /// `quit`: end once the search under way has answered.
    quit: bool,
    /// The input ended: end once everything that came before has been answered.
    ended: bool,
}

impl Session {
    /// A session under `rules`, at `level`, with `seed` for the engine's random choices.
    pub fn new(rules: Rules, level: Level, seed: u64) -> Session {
        Session {
            rules,
            level,
            hash: Config::default().table_mib,
            seed,
            think: PLAIN_GO,
            game: Err("none was sent yet (position startpos or position fen FEN)".into()),
            rest: None,
            busy: None,
            waiting: VecDeque::new(),
            quit: false,
            ended: false,
        }
    }

    /// The session with a plain `go` at level 10 thinking for `think`.
    pub fn with_think(self, think: Duration) -> Session {
        Session { think, ..self }
    }

    /// The engine's set-up now.
    pub fn config(&self) -> Config {
        Config {
            level: self.level,
            seed: self.seed,
            table_mib: self.hash,
            ..Config::default()
        }
    }

    /// The engine asked for (`wanted`, by [`Effect::Engine`]) could not be made, for want of
    /// memory for its table: the engine in use, set up as `kept`, stays, and so do its Hash
    /// and Seed.
    pub fn engine_refused(&mut self, wanted: Config, kept: Config, why: &str) -> Vec<Effect> {
        self.hash = kept.table_mib;
        self.seed = kept.seed;
        vec![info_string(&format!(
            "Hash {}: {} MiB of memory could not be had ({why}); the table stays {} MiB",
            wanted.table_mib, wanted.table_mib, kept.table_mib
        ))]
    }

    /// Whether a search is under way.
    pub fn searching(&self) -> bool {
        self.busy.is_some()
    }

    /// One line of input (without its line break).
    pub fn line(&mut self, line: &str) -> Vec<Effect> {
        if line.trim().is_empty() {
            return Vec::new();
        }
        match line.parse::<Command>() {
            Ok(c) => self.command(c),
            // A position or a go that cannot be read is still answered as one: the position
            // it would have set is none, the go gets its bestmove.
            Err(e) => match line.split_whitespace().next() {
                Some("position") => self.command(Command::Refused {
                    word: "position",
                    why: e.0,
                }),
                Some("go") => self.command(Command::Refused {
                    word: "go",
                    why: e.0,
                }),
                _ => vec![info_string(&e.0)],
            },
        }
    }

    /// A line that could not be read (not text, too long): said, and the session goes on.
    pub fn unreadable(&mut self, why: &str) -> Vec<Effect> {
        vec![info_string(why)]
    }

    /// The input ended: what was sent is answered (a `go infinite` is stopped: nothing else
    /// can stop it now), then the session ends.
    pub fn end_of_input(&mut self) -> Vec<Effect> {
        self.ended = true;
        let mut out = Vec::new();
        if let Some(b) = self.busy.as_mut() {
            if b.infinite && !b.stopped {
                b.stopped = true;
                if let Some(t) = b.held.take() {
                    return self.answer_held(t);
                }
                out.push(Effect::Stop);
            }
            return out;
        }
        out.extend(self.drain());
        out
    }

    /// The search reached a depth.
    pub fn progress(&mut self, t: &Thought) -> Vec<Effect> {
        match self.busy.as_mut() {
            Some(b) if !t.turn.is_empty() => {
                b.said = Some((t.depth, t.value, t.turn.clone()));
                vec![Effect::Say(info_line(t))]
            }
            _ => Vec::new(),
        }
    }

    /// The search ended with this answer (`None`: nothing to play).
    pub fn searched(&mut self, t: Option<Thought>) -> Vec<Effect> {
        let Some(b) = self.busy.as_mut() else {
            return Vec::new();
        };
        if b.infinite && !b.stopped {
            b.held = Some(t);
            return Vec::new();
        }
        self.answer_held(t)
    }

    fn answer_held(&mut self, t: Option<Thought>) -> Vec<Effect> {
        let Some(b) = self.busy.take() else {
            return Vec::new();
        };
        let mut out = self.answer(&b, t);
        out.extend(self.drain());
        out
    }

    /// The final `info` (unless the last depth said it) and the `bestmove` of a search,
    /// keeping the rest of the turn.
    fn answer(&mut self, b: &Busy, t: Option<Thought>) -> Vec<Effect> {
        let Some(t) = t.filter(|t| !t.turn.is_empty()) else {
            return vec![
                info_string("there is no decision to play here"),
                Effect::Say("bestmove none".into()),
            ];
        };
        let first = t.turn[0];
        self.rest = match b.pos.play(first) {
            Ok(at) if t.turn.len() > 1 => Some(Rest {
                at,
                decisions: t.turn[1..].to_vec(),
                value: t.value,
                depth: t.depth,
            }),
            _ => None,
        };
        let mut out = Vec::new();
        if b.said.as_ref() != Some(&(t.depth, t.value, t.turn.clone())) {
            out.push(Effect::Say(info_line(&t)));
        }
        out.push(Effect::Say(format!("bestmove {first}")));
        out
    }

    /// Runs the commands that waited for the search, until one starts another; then ends the
    /// session if it is to end.
    fn drain(&mut self) -> Vec<Effect> {
        let mut out = Vec::new();
        if self.quit {
            self.waiting.clear();
        }
        // A stop that waited stops the go that waited before it, once that go has started.
        while self.busy.is_none() || matches!(self.waiting.front(), Some(Command::Stop)) {
            let Some(c) = self.waiting.pop_front() else {
                break;
            };
            out.extend(self.command(c));
        }
        if self.busy.is_none() && (self.quit || self.ended) {
            out.push(Effect::Quit);
        }
        out
    }

    fn command(&mut self, c: Command) -> Vec<Effect> {
        if let Some(b) = self.busy.as_mut() {
            return match c {
                Command::IsReady => vec![say("readyok")],
                Command::Uci => self.uci(),
                Command::Stop => {
                    b.stopped = true;
                    // Each stop ends every go before it: one that waits for this search is
                    // stopped as soon as it starts (else it would wait for a stop already
                    // spent, and run on until quit).
                    stop_the_waiting(&mut self.waiting);
                    match b.held.take() {
                        Some(t) => self.answer_held(t),
                        None => vec![Effect::Stop],
                    }
                }
                Command::Quit => {
                    self.quit = true;
                    b.stopped = true;
                    match b.held.take() {
                        Some(t) => self.answer_held(t),
                        None => vec![Effect::Stop],
                    }
                }
                c => {
                    let note = b.infinite.then(|| {
                        info_string(&format!(
                            "{} waits for the search under way to end (stop ends it)",
                            c.word()
                        ))
                    });
                    self.waiting.push_back(c);
                    note.into_iter().collect()
                }
            };
        }
        match c {
            Command::Uci => self.uci(),
            Command::IsReady => vec![say("readyok")],
            Command::SetOption { name, value } => self.set_option(&name, &value),
            Command::NewGame => {
                self.game = Err("none since ucinewgame (send position …)".into());
                self.rest = None;
                vec![Effect::Engine(self.config())]
            }
            Command::Position { fen, moves } => {
                match set_up_game(self.rules, fen.as_deref(), &moves.join(" ")) {
                    Ok(g) => {
                        self.game = Ok(g);
                        Vec::new()
                    }
                    Err(e) => {
                        let why = morris_rules::text::excerpt(&e.to_string(), 200);
                        self.game = Err(format!("the last position was refused ({why})"));
                        vec![info_string(&format!("position refused: {why}"))]
                    }
                }
            }
            Command::Go(g) => self.go(g),
            Command::Refused { word: "go", why } => {
                vec![info_string(&why), say("bestmove none")]
            }
            Command::Refused { why, .. } => {
                self.game = Err(format!("the last position was refused ({why})"));
                self.rest = None;
                vec![info_string(&why)]
            }
            // Nothing to stop: harmless.
            Command::Stop => Vec::new(),
            Command::Quit => {
                self.quit = true;
                self.drain()
            }
        }
    }

    fn go(&mut self, g: Go) -> Vec<Effect> {
        let game = match &self.game {
            Ok(game) => game,
            Err(why) => {
                return vec![
                    info_string(&format!("go: no position: {why}")),
                    say("bestmove none"),
                ];
            }
        };
        let pos = game.position();
        if let Some(o) = pos.outcome() {
            return vec![
                info_string(&format!(
                    "go: the game is over ({}, {}): there is nothing to play",
                    o.reason,
                    o.result()
                )),
                say("bestmove none"),
            ];
        }
        // The removal a move earned, from the search that chose the move.
        if let Some(rest) = self.rest.take()
            && !g.infinite
            && rest.at == pos
            && let Some((&d, more)) = rest.decisions.split_first()
        {
            let t = Thought {
                turn: rest.decisions.clone(),
                value: rest.value,
                depth: rest.depth,
                nodes: 0,
                time: Duration::ZERO,
            };
            if let (Ok(at), false) = (pos.play(d), more.is_empty()) {
                self.rest = Some(Rest {
                    at,
                    decisions: more.to_vec(),
                    ..rest
                });
            }
            return vec![Effect::Say(info_line(&t)), say(&format!("bestmove {d}"))];
        }
        let before: Vec<Position> = (0..game.ply())
            .filter_map(|i| game.position_at(i))
            .collect();
        let limits = g.limits(
            self.level,
            self.think,
            pos.side_to_move().index(),
            before.len(),
        );
        let stopped = g.infinite && self.ended;
        self.busy = Some(Busy {
            pos,
            infinite: g.infinite,
            stopped,
            held: None,
            said: None,
        });
        let mut out = vec![Effect::Search(Search {
            pos,
            before,
            limits,
            level: self.level,
        })];
        if stopped {
            out.push(Effect::Stop);
        }
        out
    }

    fn uci(&self) -> Vec<Effect> {
        let mut out = vec![
            say(&format!("id name morris {}", env!("CARGO_PKG_VERSION"))),
            say("id author the morris developers"),
        ];
        let r = &self.rules;
        // The engine's own options, from their table; then the rules'.
        let mut options: Vec<String> = ENGINE_OPTIONS
            .iter()
            .map(|o| {
                let now = (o.get)(self);
                match o.takes {
                    Takes::Spin(min, max) => {
                        format!("{} type spin default {now} min {min} max {max}", o.name)
                    }
                    Takes::Number => format!("{} type string default {now}", o.name),
                    Takes::Variant => format!(
                        "{} type combo default {now}{}",
                        o.name,
                        vars(Variant::ALL.iter().map(|v| v.name()))
                    ),
                }
            })
            .collect();
        // The rule options, as the rules' own table has them: their tags and values.
        options.extend(OPTIONS.iter().map(|o| {
            let (tag, now) = (o.tag, (o.get)(r));
            match o.values {
                OptionValues::OnOff => check(tag, now == "on"),
                OptionValues::Pieces => format!(
                    "{tag} type spin default {now} min 3 max {}",
                    Rules::max_pieces(r.board)
                ),
                OptionValues::Plies => format!("{tag} type string default {now}"),
                OptionValues::Names(names) => {
                    format!(
                        "{tag} type combo default {now}{}",
                        vars(names.iter().copied())
                    )
                }
            }
        }));
        out.extend(options.iter().map(|o| say(&format!("option name {o}"))));
        out.push(say("uciok"));
        out
    }

    fn set_option(&mut self, name: &str, value: &str) -> Vec<Effect> {
        let key = normal(name);
        let shown = quote(name);
        let value = value.trim();
        let number = |min: u64, max: u64| -> Result<u64, String> {
            match value.parse::<u64>() {
                Ok(n) if (min..=max).contains(&n) => Ok(n),
                _ => Err(format!(
                    "setoption {shown}: '{}' is not a number from {min} to {max}",
                    quote(value)
                )),
            }
        };
        let engine = ENGINE_OPTIONS.iter().find(|o| normal(o.name) == key);
        let done: Result<Vec<Effect>, String> = match engine {
            Some(o) => match o.takes {
                Takes::Spin(min, max) => number(min, max).map(|n| (o.set)(self, n)),
                Takes::Number => number(0, u64::MAX).map(|n| (o.set)(self, n)),
                Takes::Variant => match Variant::from_name(value) {
                    Some(v) => {
                        let i = Variant::ALL.iter().position(|&w| w == v).unwrap_or(0);
                        Ok((o.set)(self, i as u64))
                    }
                    None => Err(format!(
                        "setoption {}: '{}' is not a variant ({})",
                        o.name,
                        quote(value),
                        Variant::ALL.map(|v| v.name()).join(", ")
                    )),
                },
            },
            None => match OPTIONS.iter().map(|o| o.tag).find(|t| normal(t) == key) {
                Some(tag) => {
                    let mut r = self.rules;
                    match r.apply_tag(tag, value).and_then(|()| r.validate()) {
                        Ok(()) => {
                            self.set_rules(r);
                            Ok(Vec::new())
                        }
                        Err(e) => Err(format!(
                            "setoption {tag} {}: {}",
                            quote(value),
                            morris_rules::text::clean(&e.to_string())
                        )),
                    }
                }
                None => Err(format!(
                    "no such option '{shown}' (uci lists them: {} and the rule options)",
                    ENGINE_OPTIONS.map(|o| o.name).join(", ")
                )),
            },
        };
        done.unwrap_or_else(|why| vec![info_string(&why)])
    }

    /// New rules: a position set up under the old ones no longer stands.
    fn set_rules(&mut self, r: Rules) {
        if r != self.rules {
            self.rules = r;
            self.game = Err("the rules changed since the last position (send position …)".into());
            self.rest = None;
        }
    }
}

/// Puts a `stop` after each `go` among the commands `waiting` that is not followed by one
/// already.
fn stop_the_waiting(waiting: &mut VecDeque<Command>) {
    let mut i = 0;
    while i < waiting.len() {
        if matches!(waiting[i], Command::Go(_))
            && !matches!(waiting.get(i + 1), Some(Command::Stop))
        {
            waiting.insert(i + 1, Command::Stop);
        }
        i += 1;
    }
}

fn say(s: &str) -> Effect {
    Effect::Say(s.to_string())
}

/// `info string …`: a message, on one line, cleaned of control characters.
fn info_string(msg: &str) -> Effect {
    Effect::Say(format!("info string {}", morris_rules::text::clean(msg)))
}

fn vars<'a>(names: impl IntoIterator<Item = &'a str>) -> String {
    names.into_iter().map(|n| format!(" var {n}")).collect()
}

fn check(name: &str, on: bool) -> String {
    format!("{name} type check default {on}")
}

/// An option's name as it is matched: any case, without spaces, `-` or `_` (`move-limit`,
/// `Move Limit` and `MoveLimit` are one option).
fn normal(name: &str) -> String {
    name.chars()
        .filter(|c| !matches!(c, ' ' | '-' | '_'))
        .flat_map(char::to_lowercase)
        .collect()
}

/// The `info` line of a search's result: depth, score, nodes, speed, time, and the turn.
pub fn info_line(t: &Thought) -> String {
    let ms = t.time.as_millis() as u64;
    let nps = t.nodes.saturating_mul(1000) / ms.max(1);
    let pv: Vec<String> = t.turn.iter().map(|d| d.to_string()).collect();
    format!(
        "info depth {} score {} nodes {} nps {nps} time {ms} pv {}",
        t.depth,
        score(t.value),
        t.nodes,
        pv.join(" ")
    )
}

/// A value as UCI writes a score, for the side to move: `cp N` in hundredths of a piece,
/// `mate N` a win in N turns (`mate -N` a loss), a draw `cp 0`.
pub fn score(v: Value) -> String {
    match v {
        Value::Win(n) => format!("mate {n}"),
        Value::Loss(n) => format!("mate -{n}"),
        Value::Draw => "cp 0".into(),
        Value::Score(s) => format!("cp {}", (s as f64 / 10.0).round() as i64),
    }
}

#[cfg(test)]
mod tests;

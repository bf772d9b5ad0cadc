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
        let limits = g.limits(self.level, self.think, pos.side_to_move().index());
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
mod tests {
    use super::*;

    fn said(effects: &[Effect]) -> Vec<String> {
        effects
            .iter()
            .filter_map(|e| match e {
                Effect::Say(s) => Some(s.clone()),
                _ => None,
            })
            .collect()
    }

    fn session() -> Session {
        Session::new(Rules::default(), Level::MAX, 0)
    }

    fn search_of(effects: &[Effect]) -> Search {
        effects
            .iter()
            .find_map(|e| match e {
                Effect::Search(s) => Some(s.clone()),
                _ => None,
            })
            .expect("a search")
    }

    fn thought(tokens: &str) -> Thought {
        Thought {
            turn: morris_rules::parse_turn(tokens).unwrap(),
            value: Value::Score(1234),
            depth: 5,
            nodes: 2000,
            time: Duration::from_millis(4),
        }
    }

    /// A `position` line that cannot be read leaves no position, as a refused one does (the
    /// next `go` searched the position before it); a `go` that cannot be read gets its
    /// `bestmove none`, as every `go` gets one answer.
    #[test]
    fn an_unreadable_position_leaves_none_and_an_unreadable_go_is_answered() {
        for bad in ["position startpos garbage", "position", "position fen"] {
            let mut s = session();
            assert!(said(&s.line("position startpos moves d6")).is_empty());
            let out = said(&s.line(bad));
            assert!(out[0].starts_with("info string "), "{bad}: {out:?}");
            let out = said(&s.line("go depth 1"));
            assert_eq!(
                out.last().map(String::as_str),
                Some("bestmove none"),
                "{bad}"
            );
        }
        for bad in ["go depth 0", "go movetime 0", "go ponder"] {
            let mut s = session();
            s.line("position startpos");
            let out = said(&s.line(bad));
            assert_eq!(out.len(), 2, "{bad}: {out:?}");
            assert!(out[0].starts_with("info string "), "{bad}: {out:?}");
            assert_eq!(out[1], "bestmove none", "{bad}");
        }
    }

    #[test]
    fn uci_lists_the_options_with_the_values_in_force() {
        let mut s = Session::new(Variant::Lasker.rules(), Level::new(4).unwrap(), 9);
        let lines = said(&s.line("uci"));
        assert!(lines[0].starts_with("id name morris "));
        assert_eq!(lines.last().map(String::as_str), Some("uciok"));
        for want in [
            "option name Level type spin default 4 min 1 max 10",
            "option name Hash type spin default 32 min 1 max 4096",
            "option name Seed type string default 9",
            "option name Variant type combo default lasker var nine var twelve var morabaraba var lasker var six var three",
            "option name Pieces type spin default 10 min 3 max 12",
            "option name MoveInPlacement type check default true",
            "option name Flying type combo default 3 var off var 3 var 4",
            "option name MoveLimit type string default off",
        ] {
            assert!(lines.iter().any(|l| l == want), "{want} in {lines:#?}");
        }
    }

    #[test]
    fn rule_options_change_the_rules_and_bad_ones_are_refused() {
        let mut s = session();
        assert!(said(&s.line("setoption name move-limit value 50")).is_empty());
        assert_eq!(s.rules.move_limit, Some(50));
        assert!(said(&s.line("setoption name Flying value off")).is_empty());
        assert_eq!(s.rules.fly_at, None);
        let refused = said(&s.line("setoption name Pieces value 13"));
        assert!(
            refused[0].starts_with("info string setoption Pieces 13:"),
            "{refused:?}"
        );
        assert_eq!(s.rules.pieces, 9);
        let refused = said(&s.line("setoption name Blocked value maybe"));
        assert!(refused[0].contains("not a valid option"), "{refused:?}");
        // A preset starts afresh.
        s.line("setoption name Variant value Twelve Men's Morris");
        assert_eq!(s.rules, Variant::Twelve.rules());
        let none = said(&s.line("setoption name Threads value 1"));
        assert!(none[0].starts_with("info string no such option 'Threads'"));
        let bad = said(&s.line("setoption name Level value 11"));
        assert_eq!(
            bad[0],
            "info string setoption Level: '11' is not a number from 1 to 10"
        );
    }

    #[test]
    fn a_change_of_rules_drops_the_position() {
        let mut s = session();
        s.line("position startpos moves d6");
        s.line("setoption name Variant value lasker");
        let out = said(&s.line("go depth 1"));
        assert!(out[0].contains("the rules changed"), "{out:?}");
        assert_eq!(out[1], "bestmove none");
    }

    #[test]
    fn hash_and_seed_make_a_fresh_engine_and_level_does_not() {
        let mut s = session();
        let out = s.line("setoption name Hash value 64");
        assert!(matches!(&out[..], [Effect::Engine(c)] if c.table_mib == 64));
        assert!(s.line("setoption name Hash value 64").is_empty());
        let out = s.line("setoption name Seed value 5");
        assert!(matches!(&out[..], [Effect::Engine(c)] if c.seed == 5));
        assert!(s.line("setoption name Level value 3").is_empty());
        assert!(matches!(&s.line("ucinewgame")[..], [Effect::Engine(_)]));
    }

    #[test]
    fn a_table_that_cannot_be_had_is_refused_and_the_old_one_kept() {
        let mut s = session();
        let kept = s.config();
        let out = s.line("setoption name Hash value 4096");
        let [Effect::Engine(wanted)] = &out[..] else {
            panic!("{out:?}")
        };
        let out = said(&s.engine_refused(*wanted, kept, "memory allocation failed"));
        assert_eq!(
            out,
            [
                "info string Hash 4096: 4096 MiB of memory could not be had (memory allocation \
                 failed); the table stays 32 MiB"
            ]
        );
        // The option says what is in force, and asking again asks again.
        assert!(
            said(&s.line("uci"))
                .contains(&"option name Hash type spin default 32 min 1 max 4096".to_string())
        );
        assert!(matches!(
            &s.line("setoption name Hash value 4096")[..],
            [Effect::Engine(c)] if c.table_mib == 4096
        ));
    }

    #[test]
    fn go_without_a_position_or_after_the_end_answers_none() {
        let mut s = session();
        let out = said(&s.line("go"));
        assert!(out[0].starts_with("info string go: no position"), "{out:?}");
        assert_eq!(out[1], "bestmove none");
        s.line("setoption name Variant value three");
        s.line("position startpos moves a1 b1 a2 b2 a3");
        let out = said(&s.line("go"));
        assert!(out[0].contains("the game is over"), "{out:?}");
        assert_eq!(out[1], "bestmove none");
        assert!(!s.searching());
    }

    #[test]
    fn a_refused_position_is_named_and_leaves_none() {
        let mut s = session();
        s.line("position startpos moves d6");
        let out = said(&s.line("position startpos moves d6 d6"));
        assert_eq!(
            out[0],
            "info string position refused: token 2 (d6): d6 is not legal here: d6 is occupied"
        );
        let out = said(&s.line("go depth 1"));
        assert!(out[0].contains("the last position was refused"), "{out:?}");
        let out = said(&s.line("position fen ****/x w"));
        assert!(
            out[0].starts_with("info string position refused: FEN"),
            "{out:?}"
        );
    }

    #[test]
    fn go_asks_for_a_search_with_the_limits_given() {
        let mut s = session();
        s.line("position startpos moves d6");
        let search = search_of(&s.line("go movetime 300"));
        assert_eq!(search.limits.time, Some(Duration::from_millis(300)));
        assert_eq!(search.limits.depth, None);
        assert_eq!(search.before.len(), 1);
        assert!(s.searching());
        // A second go waits for the first.
        assert!(s.line("go depth 3").is_empty());
        let out = s.searched(Some(thought("d2")));
        assert_eq!(said(&out)[1], "bestmove d2");
        let next = search_of(&out);
        assert_eq!(next.limits.depth, Some(3));
        s.searched(Some(thought("d2")));
        let level = Level::new(3).unwrap();
        assert_eq!(
            Go::default().limits(level, PLAIN_GO, 0),
            level.limits(PLAIN_GO)
        );
        assert_eq!(
            Go::default().limits(Level::MAX, PLAIN_GO, 0).time,
            Some(Duration::from_secs(1))
        );
        let clock = Go {
            clock: [Some(30_000), Some(100)],
            ..Go::default()
        };
        let time = |side| clock.limits(Level::MAX, PLAIN_GO, side).time;
        assert_eq!(time(0), Some(Duration::from_secs(1)));
        assert_eq!(time(1), Some(Duration::from_millis(3)));
    }

    #[test]
    fn a_removal_is_its_own_bestmove_from_the_same_search() {
        let mut s = session();
        s.line("position startpos moves a1 b2 a4 b4");
        search_of(&s.line("go depth 3"));
        let out = said(&s.searched(Some(thought("a7xb2"))));
        assert_eq!(
            out,
            [
                "info depth 5 score cp 123 nodes 2000 nps 500000 time 4 pv a7 xb2",
                "bestmove a7"
            ]
        );
        s.line("position startpos moves a1 b2 a4 b4 a7");
        let out = s.line("go depth 3");
        assert!(!s.searching(), "answered at once: {out:?}");
        assert_eq!(said(&out)[1], "bestmove xb2");
        // Asked again, the removal is searched.
        assert!(matches!(&s.line("go depth 3")[..], [Effect::Search(_)]));
    }

    #[test]
    fn two_removals_come_one_go_each() {
        let mut s = session();
        s.line("setoption name DoubleMill value each");
        let moves = "a4 b2 a7 c3 d1 e5 g1 f6";
        s.line(&format!("position startpos moves {moves}"));
        search_of(&s.line("go depth 2"));
        let out = said(&s.searched(Some(thought("a1xb2xc3"))));
        assert_eq!(out.last().map(String::as_str), Some("bestmove a1"));
        s.line(&format!("position startpos moves {moves} a1"));
        assert_eq!(said(&s.line("go depth 2"))[1], "bestmove xb2");
        s.line(&format!("position startpos moves {moves} a1 xb2"));
        assert_eq!(said(&s.line("go depth 2"))[1], "bestmove xc3");
        assert!(!s.searching());
    }

    #[test]
    fn the_rest_of_a_turn_is_not_given_for_another_position() {
        let mut s = session();
        s.line("position startpos moves a1 b2 a4 b4");
        s.line("go depth 3");
        s.searched(Some(thought("a7xb2")));
        s.line("position startpos moves a1 b2 a4 b6 a7");
        assert!(matches!(&s.line("go depth 3")[..], [Effect::Search(_)]));
    }

    #[test]
    fn stop_answers_an_infinite_search_and_only_stop() {
        let mut s = session();
        s.line("position startpos");
        search_of(&s.line("go infinite"));
        assert_eq!(
            s.progress(&thought("d6")),
            [say(&info_line(&thought("d6")))]
        );
        // It ended by itself (a forced line): the answer waits for stop.
        assert!(s.searched(Some(thought("d6"))).is_empty());
        let waits = said(&s.line("position startpos moves d6"));
        assert!(
            waits[0].contains("position waits for the search"),
            "{waits:?}"
        );
        assert_eq!(said(&s.line("isready")), ["readyok"]);
        let out = said(&s.line("stop"));
        assert_eq!(out.last().map(String::as_str), Some("bestmove d6"));
        assert!(!s.searching());
        // The position that waited was set.
        let search = search_of(&s.line("go depth 1"));
        assert_eq!(search.before.len(), 1);
        // stop with nothing under way does nothing.
        s.searched(None);
        assert!(s.line("stop").is_empty());
    }

    #[test]
    fn stop_during_a_search_stops_it_and_the_answer_follows() {
        let mut s = session();
        s.line("position startpos");
        s.line("go infinite");
        assert_eq!(s.line("stop"), [Effect::Stop]);
        let out = said(&s.searched(Some(thought("d2"))));
        assert_eq!(out.last().map(String::as_str), Some("bestmove d2"));
    }

    #[test]
    fn each_stop_ends_the_go_before_it_even_one_that_waited() {
        let mut s = session();
        s.line("position startpos");
        search_of(&s.line("go infinite"));
        assert_eq!(s.line("stop"), [Effect::Stop]);
        // The next go waits for the first search's answer; its stop comes before it starts.
        s.line("go infinite");
        s.line("stop");
        let out = s.searched(Some(thought("d2")));
        assert_eq!(said(&out).last().map(String::as_str), Some("bestmove d2"));
        search_of(&out);
        assert_eq!(out.last(), Some(&Effect::Stop), "{out:?}");
        let out = said(&s.searched(Some(thought("d6"))));
        assert_eq!(out.last().map(String::as_str), Some("bestmove d6"));
        assert!(!s.searching());
        // Many pairs: every go is answered, and nothing is left searching.
        let mut answers = 0;
        let mut count = |out: &[Effect]| {
            answers += said(out)
                .iter()
                .filter(|l| l.starts_with("bestmove"))
                .count()
        };
        for _ in 0..200 {
            count(&s.line("go infinite"));
            count(&s.line("stop"));
        }
        while s.searching() {
            count(&s.searched(Some(thought("d2"))));
        }
        assert_eq!(answers, 200);
        // A stop with no search to stop is still harmless.
        assert!(s.line("stop").is_empty());
    }

    #[test]
    fn quit_stops_the_search_and_ends_after_its_answer() {
        let mut s = session();
        s.line("position startpos");
        s.line("go infinite");
        s.line("position startpos moves d6");
        assert_eq!(s.line("quit"), [Effect::Stop]);
        let out = s.searched(Some(thought("d2")));
        assert_eq!(out.last(), Some(&Effect::Quit));
        assert!(said(&out).contains(&"bestmove d2".to_string()));
        assert_eq!(session().line("quit"), [Effect::Quit]);
    }

    #[test]
    fn the_end_of_input_answers_what_came_before() {
        let mut s = session();
        s.line("position startpos");
        s.line("go depth 4");
        s.line("go depth 5");
        assert!(s.end_of_input().is_empty());
        let out = s.searched(Some(thought("d2")));
        assert!(matches!(out.last(), Some(Effect::Search(_))), "{out:?}");
        let out = s.searched(Some(thought("d6")));
        assert_eq!(out.last(), Some(&Effect::Quit));
        // A go infinite with no input left to stop it is stopped.
        let mut s = session();
        s.line("position startpos");
        s.line("go infinite");
        assert_eq!(s.end_of_input(), [Effect::Stop]);
        let out = s.searched(Some(thought("d2")));
        assert_eq!(out.last(), Some(&Effect::Quit));
    }

    #[test]
    fn scores_read_as_uci_writes_them() {
        assert_eq!(score(Value::Score(1234)), "cp 123");
        assert_eq!(score(Value::Score(-56)), "cp -6");
        assert_eq!(score(Value::Win(3)), "mate 3");
        assert_eq!(score(Value::Loss(2)), "mate -2");
        assert_eq!(score(Value::Draw), "cp 0");
    }

    #[test]
    fn control_characters_never_reach_the_output() {
        let mut s = session();
        let out = said(&s.line("\u{1b}]0;evil\u{7}"));
        assert!(!out[0].chars().any(char::is_control), "{out:?}");
    }
}

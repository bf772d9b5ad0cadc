//! A friend at another terminal: the game's side of the link. Our decisions, offers and
//! requests go out as messages ([`Effect::Send`]); every message heard is checked against the
//! game ([`protocol::check`]) before anything is played, and one that fails ends the link with
//! its reason on the screen, the game as it was. A link that drops is said and waited for: the
//! game goes on from the last decision both sides have once it is back.

use std::time::Duration;

use crate::net::protocol::{self, Asked, Heard, Message, Problem};
use crate::rules::Color;
use crate::t;

use super::super::messages::Effect;
use super::super::remote::{Report, Role};
use super::super::seats::Seat;
use super::{App, Mode, Question};

/// How far their clock may be from ours when they say their time ran out, or past zero on ours
/// before they lose without saying so: the time a message takes on the link, and some.
pub const GRACE: Duration = Duration::from_secs(3);

/// Where the link with the other side is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Link {
    /// Nobody there yet (the host waits to be joined, the joiner to get through).
    Waiting,
    /// Connected; the hellos are being exchanged.
    Greeting,
    /// Playing.
    Playing,
    /// The link dropped (why): it is tried again.
    Gone(String),
    /// The link was ended for good (why, in words).
    Ended(String),
}

/// The game across the link.
#[derive(Clone, Debug)]
pub struct Remote {
    /// Host or joiner.
    pub role: Role,
    /// The side played here (the joiner learns it from the host's hello).
    pub mine: Color,
    /// The name of the player here.
    pub my_name: String,
    /// The other player's name, once they said it.
    pub their_name: Option<String>,
    /// The other side's address, once connected.
    pub peer: Option<String>,
    /// Where the link is.
    pub link: Link,
    /// What we asked and wait to hear answered.
    pub asked: Asked,
    /// How long their clock has stood at zero on ours without their word that it ran out.
    pub overdue: std::time::Duration,
    /// The game this side's record held when the program started (a new game passes it
    /// over): coming back to it, the game goes on with it, its clocks and its file.
    pub last: Option<Box<Last>>,
    /// Opened from the menu (not by `morris host` or `morris join`): Esc stops waiting.
    pub from_menu: bool,
}

/// The game a side's record held when it started: what it comes back to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Last {
    /// The game.
    pub game: crate::rules::Game,
    /// Its clocks: the control, and the time left after each decision.
    pub times: crate::clock::Times,
    /// White's and Black's names in it.
    pub names: [String; 2],
    /// Whether it was a game across the link (its record names the other side's address).
    pub across: bool,
}

impl Last {
    /// Whether the game their hello carries is this one, come back to: a game across the
    /// link, with the player who says hello (`name`, playing `theirs`), under the same rules
    /// from the same start on the same clock, one record's decisions the beginning of the
    /// other's, and a decision in common.
    pub fn same_game(&self, g: &protocol::Greeting, theirs: Color) -> bool {
        let (a, b) = (self.game.decisions(), g.game.decisions());
        let both = a.iter().zip(b).take_while(|(x, y)| x == y).count();
        self.across
            && self.names[theirs.index()] == g.name
            && self.game.rules() == g.game.rules()
            && self.game.start() == g.game.start()
            && self.times.control == g.clock
            && both > 0
            && both == a.len().min(b.len())
    }
}

impl Remote {
    /// A game across the link as `role`, our player named `name`, playing `mine` (the host's
    /// choice; a joiner's is told by the host).
    pub fn new(role: Role, mine: Color, name: &str) -> Remote {
        Remote {
            role,
            mine,
            my_name: name.to_string(),
            their_name: None,
            peer: None,
            link: Link::Waiting,
            asked: Asked::default(),
            overdue: std::time::Duration::ZERO,
            last: None,
            from_menu: false,
        }
    }
}

impl App {
    /// The game across the link, if this is one.
    pub fn remote(&self) -> Option<&Remote> {
        self.remote.as_ref()
    }

    /// Whether the side to move is the other's, at their terminal: the keys here play nothing.
    pub fn remote_to_move(&self) -> bool {
        let pos = self.game.position();
        self.remote
            .as_ref()
            .is_some_and(|r| pos.outcome().is_none() && pos.side_to_move() != r.mine)
    }

    /// The line the panel shows of the link: waiting (with what the friend types), connected
    /// and thinking, gone, ended.
    pub fn remote_line(&self) -> Option<String> {
        let r = self.remote.as_ref()?;
        let who = self.name(r.mine.other());
        Some(match &r.link {
            Link::Waiting => match &r.role {
                Role::Host(_) if r.from_menu => t!("friend-waiting-host"),
                Role::Host(_) => t!("remote-waiting-host"),
                Role::Join if r.from_menu => t!("friend-waiting-join"),
                Role::Join => t!("remote-waiting-join"),
            },
            Link::Greeting => t!("remote-greeting"),
            Link::Playing if self.remote_to_move() => t!("remote-thinking", who = who),
            Link::Playing if r.asked.draw => t!("remote-draw-waiting", who = who),
            Link::Playing if r.asked.undo.is_some() => t!("remote-undo-waiting", who = who),
            Link::Playing => t!("remote-connected", who = who),
            // Over: nothing waits for anyone (a player's report: the line said the game waited).
            Link::Gone(why) if self.game.outcome().is_some() => {
                t!("remote-gone-over", who = who, why = why.as_str())
            }
            Link::Gone(why) => t!("remote-gone", who = who, why = why.as_str()),
            Link::Ended(why) => t!("remote-ended", why = why.as_str()),
        })
    }

    /// What the friend types to join, while the host waits for them: shown on a line of its
    /// own, whole.
    pub fn remote_command(&self) -> Option<&str> {
        match self.remote.as_ref()? {
            Remote {
                role: Role::Host(line),
                link: Link::Waiting | Link::Gone(_),
                ..
            } => Some(line),
            _ => None,
        }
    }

    /// Refuses a key that would play for the other side, or play at all while the link is not
    /// up: true if refused.
    pub(super) fn refuse_for_remote(&mut self) -> bool {
        let Some(r) = &self.remote else {
            return false;
        };
        if self.game.outcome().is_some() {
            return false;
        }
        let text = match &r.link {
            Link::Playing if self.remote_to_move() => {
                t!("remote-their-turn", who = self.name(r.mine.other()))
            }
            Link::Playing => return false,
            _ => t!("remote-not-connected"),
        };
        self.refuse(text);
        true
    }

    /// Refuses what would change the game on one side only (a new game, redo, playing on
    /// from the past): true if refused.
    pub(super) fn refuse_alone(&mut self) -> bool {
        if self.remote.is_none() {
            return false;
        }
        self.say(t!("remote-not-alone"));
        true
    }

    /// Sends `m` to the other side (said nowhere: the loop writes it on the link).
    fn send(&mut self, m: Message) {
        self.out.push(Effect::Send(m));
    }

    /// Our decision, just played as ply `at`: the other side hears it.
    pub(super) fn played_here(&mut self, at: usize, mover: Color) {
        let Some(r) = &self.remote else {
            return;
        };
        if mover == r.mine
            && let Some(d) = self.game.decisions().get(at)
        {
            let decision = d.to_string();
            // Our own measurement, after the increment if the turn is over.
            let left = self
                .clock
                .as_ref()
                .map(|c| c.left(mover).as_millis().min(u64::MAX as u128) as u64);
            self.send(Message::Decision {
                ply: at,
                decision,
                left,
            });
        }
    }

    /// We offer the other a draw.
    pub(super) fn offer_draw_across(&mut self) {
        let Some(r) = self.remote.as_mut() else {
            return;
        };
        r.asked.draw = true;
        let theirs = r.mine.other();
        let who = self.name(theirs);
        self.send(Message::OfferDraw);
        self.say(t!("remote-draw-offered", who = who));
    }

    /// We resign.
    pub(super) fn resign_across(&mut self) {
        self.send(Message::Resign);
    }

    /// Our answer to their draw offer.
    pub(super) fn answer_draw_across(&mut self, accept: bool) {
        self.send(Message::DrawAnswer { accept });
    }

    /// Undo across the link: a request to take back our last turn (and their reply after it,
    /// if they made one), which they allow or not.
    pub(super) fn ask_undo_across(&mut self) {
        let Some(r) = &self.remote else {
            return;
        };
        let mine = r.mine;
        if r.link != Link::Playing {
            self.say(t!("remote-not-connected"));
            return;
        }
        if self.game.outcome().is_some() {
            self.say(t!("remote-undo-over"));
            return;
        }
        let mut start = 0;
        let mut ours = None;
        for turn in self.game.turns() {
            if turn.color == mine {
                ours = Some(start);
            }
            start += turn.decisions.len();
        }
        let Some(to) = ours else {
            self.say(t!("board-undo-nothing"));
            return;
        };
        let what = self.undone_words(to);
        if let Some(r) = self.remote.as_mut() {
            r.asked.undo = Some(to);
        }
        self.send(Message::Undo { to });
        let who = self.name(mine.other());
        self.say(t!("remote-undo-asked", who = who, what = what));
    }

    /// The decisions taken back by going back to `to`, as the log writes them.
    pub fn undone_words(&self, to: usize) -> String {
        let ds = self.game.decisions();
        ds.get(to.min(ds.len())..)
            .unwrap_or_default()
            .iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Our answer to their request to take back, going back to `to`.
    pub(super) fn answer_undo_across(&mut self, to: usize, allow: bool) {
        if allow && to < self.game.ply() {
            let what = self.undone_words(to);
            self.game.go_to(to);
            self.changed();
            self.say(t!("board-undone", what = what));
        }
        self.send(Message::UndoAnswer { accept: allow });
    }

    /// We quit: the other side hears it.
    pub(super) fn bye_across(&mut self) {
        if self
            .remote
            .as_ref()
            .is_some_and(|r| matches!(r.link, Link::Playing | Link::Greeting))
        {
            self.send(Message::Bye);
        }
    }

    /// What the link's worker reports.
    pub(super) fn remote_report(&mut self, report: Report) {
        let Some(r) = self.remote.as_mut() else {
            return;
        };
        if matches!(r.link, Link::Ended(_)) {
            return;
        }
        match report {
            Report::Connected(peer) => {
                r.peer = Some(crate::text::clean(&peer));
                r.link = Link::Greeting;
                r.asked = Asked::default();
                // What was said of the link while it was down (a retry refused, the other side
                // gone or quit) is over: the panel's link line says it is connected now.
                self.note = None;
                // The host speaks first: the joiner learns its side from the host's hello.
                if matches!(r.role, Role::Host(_)) {
                    let m = protocol::hello_on_clock(
                        &self.game,
                        &r.my_name.clone(),
                        r.mine.other(),
                        &self.times,
                    );
                    let m = protocol::with_running(m, self.running_left());
                    self.send(m);
                }
            }
            Report::Heard(m) => self.heard(m),
            Report::Broken(p) => self.end_link(&p),
            // Not there yet (a wrong code tried, the host not listening yet): said, and the
            // wait goes on.
            Report::Dropped(why) if r.link == Link::Waiting => {
                self.say(crate::text::clean(&why));
            }
            // Gone already: what happened first is what is said (a retry's refusal is not).
            Report::Dropped(_) if matches!(r.link, Link::Gone(_)) => {}
            Report::Dropped(why) => {
                r.link = Link::Gone(crate::text::clean(&why));
                r.asked = Asked::default();
                if let Mode::Question(Question::DrawOffer(_) | Question::Undo(_), _) = self.mode {
                    self.mode = Mode::Play;
                }
            }
            Report::Failed(why) => r.link = Link::Ended(crate::text::clean(&why)),
        }
    }

    /// Ends the link for good because of what the other side sent: said, the game unchanged.
    fn end_link(&mut self, p: &Problem) {
        let why = crate::words::remote::problem(p);
        if let Some(r) = self.remote.as_mut() {
            r.link = Link::Ended(why.clone());
        }
        if let Mode::Question(Question::DrawOffer(_) | Question::Undo(_), _) = self.mode {
            self.mode = Mode::Play;
        }
        self.out.push(Effect::HangUp);
        self.say(t!("remote-ended", why = why));
    }

    /// A message heard: a hello while greeting, else checked against the game.
    fn heard(&mut self, m: Message) {
        let Some(r) = self.remote.clone() else {
            return;
        };
        if r.link == Link::Greeting {
            // A ping before the hello only keeps the link.
            if m == Message::Ping {
                return;
            }
            return self.greeted(&m, &r);
        }
        if r.link != Link::Playing {
            return;
        }
        let theirs = r.mine.other();
        let heard = match protocol::check(m, &self.game, theirs, r.asked) {
            Ok(h) => h,
            Err(p) => return self.end_link(&p),
        };
        let who = self.name(theirs);
        match heard {
            Heard::Decision(d, left) => self.their_decision(d, left),
            Heard::Flag => self.their_flag(),
            Heard::OfferDraw => {
                if self.mode == Mode::Play || matches!(self.mode, Mode::Menu(_)) {
                    self.ask(Question::DrawOffer(theirs), false);
                } else {
                    // Busy with something else: the offer is declined, and said.
                    self.answer_draw_across(false);
                    self.say(t!("remote-draw-missed", who = who));
                }
            }
            Heard::DrawAnswer(accept) => {
                if let Some(r) = self.remote.as_mut() {
                    r.asked.draw = false;
                }
                if accept {
                    self.game.agree_draw();
                    self.changed();
                } else {
                    self.say(t!("win-draw-declined", who = who));
                }
            }
            Heard::Resign => {
                self.game.resign(theirs);
                self.changed();
                if let Mode::Question(Question::DrawOffer(_) | Question::Undo(_), _) = self.mode {
                    self.mode = Mode::Play;
                }
            }
            Heard::Undo(to) => {
                if self.mode == Mode::Play || matches!(self.mode, Mode::Menu(_)) {
                    self.ask(Question::Undo(to), false);
                } else {
                    self.answer_undo_across(to, false);
                    self.say(t!("remote-undo-missed", who = who));
                }
            }
            Heard::UndoAnswer(allow) => {
                let to = self.remote.as_mut().and_then(|r| r.asked.undo.take());
                match to {
                    Some(to) if allow && to < self.game.ply() => {
                        let what = self.undone_words(to);
                        self.game.go_to(to);
                        self.changed();
                        self.say(t!("remote-undo-allowed", who = who, what = what));
                    }
                    _ if allow => {}
                    _ => self.say(t!("remote-undo-declined", who = who)),
                }
            }
            Heard::Ping => {}
            Heard::Bye => {
                if let Some(r) = self.remote.as_mut() {
                    r.link = Link::Gone(t!("remote-bye"));
                }
                if self.game.outcome().is_some() {
                    self.say(t!("remote-left-over", who = who));
                } else {
                    self.say(t!("remote-left", who = who));
                }
            }
        }
    }

    /// Their hello: the joiner takes its side and the game from it (going on from the last
    /// decision both have) and answers with its own; the host checks the joiner's and goes on
    /// from the last decision both have.
    fn greeted(&mut self, m: &Message, r: &Remote) {
        let g = match protocol::greeting(m, *self.game.rules()) {
            Ok(g) => g,
            Err(p) => return self.end_link(&p),
        };
        let theirs = match r.role {
            Role::Join => g.you.other(),
            Role::Host(_) => r.mine.other(),
        };
        // The game this side's record held, if theirs is that game: a side started again with
        // nothing played goes on from it (and from its clocks), in its file.
        let back = r.last.as_deref().filter(|l| l.same_game(&g, theirs));
        let (ours, own) = match back {
            Some(l) if self.game.history().is_empty() => (l.game.clone(), l.times.clone()),
            _ => (self.game.clone(), self.times.clone()),
        };
        let (mine, game) = match &r.role {
            Role::Join => {
                // A side with nothing played (a first join, or started again after it was
                // closed) takes up the other's game; else both go on from the last decision
                // both have. A game under way here is never given up for another: other
                // rules, another start or another clock end the link, and the game stays.
                let same = ours.rules() == g.game.rules() && ours.start() == g.game.start();
                if !ours.history().is_empty() {
                    if !same {
                        return self.end_link(&Problem::OtherRules);
                    }
                    if g.clock != own.control {
                        let tag = g.clock.map_or_else(|| "-".to_string(), |c| c.tag());
                        return self.end_link(&Problem::OtherClock(tag));
                    }
                }
                let game = if ours.history().is_empty() {
                    g.game.clone()
                } else if g.game.history().is_empty() {
                    ours.clone()
                } else {
                    match protocol::agreed(&ours, &g.game) {
                        Ok(game) => game,
                        Err(p) => return self.end_link(&p),
                    }
                };
                (g.you, game)
            }
            Role::Host(_) => {
                if g.you != r.mine {
                    return self.end_link(&Problem::SameSide);
                }
                if g.clock != self.times.control {
                    let tag = g.clock.map_or_else(|| "-".to_string(), |c| c.tag());
                    return self.end_link(&Problem::OtherClock(tag));
                }
                // A host with nothing played (started again after it was closed) takes up the
                // joiner's game, every decision of it checked by the rules as it was read.
                if ours.history().is_empty() {
                    (r.mine, g.game.clone())
                } else {
                    match protocol::agreed(&ours, &g.game) {
                        Ok(game) => (r.mine, game),
                        Err(p) => return self.end_link(&p),
                    }
                }
            }
        };
        let first = r.their_name.is_none();
        // What this screen's clock had for the side to move, the game being the one it was.
        let before = (game.decisions() == self.game.decisions())
            .then(|| self.running_left())
            .flatten();
        let changed = game.decisions() != self.game.decisions()
            || game.ply() != self.game.ply()
            || game.rules() != self.game.rules()
            || game.ending() != self.game.ending();
        // The joiner plays on the host's clock.
        if r.role == Role::Join && g.clock != self.times.control {
            self.new_clock = g.clock;
            self.set_clocks(crate::clock::Times::new(g.clock));
        }
        // The clocks both had at the last decision both have: each side's time by its own
        // record, checked against ours.
        if let Some(control) = self.times.control {
            // Our times count for the decisions our game shares with the one played on.
            let common = ours
                .decisions()
                .iter()
                .zip(game.decisions())
                .take_while(|(a, b)| a == b)
                .count();
            let own = match own.control {
                Some(c) if c == control && ours.start() == game.start() => {
                    own.after.into_iter().take(common).collect()
                }
                _ => Vec::new(),
            };
            match protocol::agreed_times(control, &game, &own, &g.times, mine, GRACE) {
                Ok(after) => self.times.after = after,
                Err(p) => return self.end_link(&p),
            }
        }
        if back.is_some() {
            // The same game as the one in the file: it goes on there, with its own tags,
            // and no copy is kept aside.
            self.keep_aside = false;
            self.out.push(Effect::Resumed);
        }
        if changed || back.is_some() {
            self.game = game;
            self.cursor = super::play::centre(&self.game.position());
            self.selected = None;
            self.changed();
        }
        self.clock_from_times();
        // The clocks are set from the times stored again once the message is done (see
        // `App::update`): the turn under way is kept after that too.
        // Theirs counts only where their game is the one played on (its side to move the same).
        let claim = g
            .running
            .filter(|_| g.game.decisions() == self.game.decisions());
        // Now, for the hello this side answers with, and again once the message is done.
        self.keep_running_turn(before, claim);
        self.running_turn = Some((before, claim));
        self.seats.set(mine, Seat::Person(r.my_name.clone()));
        self.seats.set(theirs, Seat::Person(g.name.clone()));
        self.dirty = true;
        if let Some(rem) = self.remote.as_mut() {
            rem.mine = mine;
            rem.their_name = Some(g.name.clone());
            rem.link = Link::Playing;
            // Come back to once: a later return is to the game on the board.
            rem.last = None;
        }
        if first && r.role == Role::Join && mine == Color::Black {
            // The joiner's own stones at the bottom (`o` turns it back).
            self.turned = true;
        }
        if r.role == Role::Join {
            let m = protocol::hello_on_clock(&self.game, &r.my_name, theirs, &self.times);
            let m = protocol::with_running(m, self.running_left());
            self.send(m);
        }
    }

    /// The time the side to move has left on this screen's clock, for a hello: only where
    /// this side has played the game on (a side started again has no turn under way).
    fn running_left(&self) -> Option<Duration> {
        let clock = self.clock.as_ref()?;
        let pos = self.game.position();
        (!self.game.history().is_empty() && pos.outcome().is_none())
            .then(|| clock.left(pos.side_to_move()))
    }

    /// After a hello, the turn under way keeps the time it has already spent: the side to
    /// move goes on with the least of the time after the last decision, what this screen's
    /// clock had for it before the hello (`before`, when the game is the one it was), and
    /// what the other side's clock has (`theirs`: taken where this side has no turn under
    /// way, else only within the link's grace of ours, so that a claim cannot take more).
    pub(super) fn keep_running_turn(&mut self, before: Option<Duration>, theirs: Option<Duration>) {
        let pos = self.game.position();
        if pos.outcome().is_some() {
            return;
        }
        let mover = pos.side_to_move();
        let Some(clock) = self.clock.as_mut() else {
            return;
        };
        let mut left = clock.left;
        let now = &mut left[mover.index()];
        if let Some(b) = before {
            *now = (*now).min(b);
        }
        if let Some(t) = theirs
            && before.is_none_or(|b| t + GRACE >= b)
        {
            *now = (*now).min(t);
        }
        clock.give_back(left);
    }
}

impl App {
    /// Their decision, with the time they say they had left after it: played, and their clock
    /// set to their measurement, which may not give them more than the control allows (the
    /// time they had after their last decision, and the increment if this one ends their
    /// turn).
    fn their_decision(&mut self, d: crate::rules::Decision, left: Option<Duration>) {
        let Some(clock) = self.clock else {
            self.play(d);
            return;
        };
        let Some(left) = left else {
            return self.end_link(&Problem::NoTime);
        };
        let pos = self.game.position();
        let mover = pos.side_to_move();
        let over = pos
            .play(d)
            .is_ok_and(|after| after.side_to_move() != mover || after.outcome().is_some());
        let game = &self.game;
        let before = self.times.left_at(game.ply(), |i| {
            game.position_at(i).map(|p| p.side_to_move())
        })[mover.index()];
        // No more than this side had after its last decision, nor than its clock here shows
        // now with the grace the link gets: a peer cannot stop its own clock by its word.
        let here = clock.left[mover.index()].saturating_add(GRACE);
        let before = before.min(here);
        let most = if over {
            before.saturating_add(clock.control.increment)
        } else {
            before
        };
        if left > most {
            let ms = |d: Duration| d.as_millis().min(u64::MAX as u128) as u64;
            return self.end_link(&Problem::TooMuchTime(ms(left), ms(most)));
        }
        let at = self.game.ply();
        self.play(d);
        if self.game.ply() == at + 1 {
            if let Some(c) = self.clock.as_mut() {
                c.left[mover.index()] = left;
            }
            self.times.note(at, left);
        }
        if let Some(r) = self.remote.as_mut() {
            r.overdue = Duration::ZERO;
        }
    }

    /// They say their time ran out: so it did, if their clock on ours is within the grace of
    /// zero and it is their turn.
    fn their_flag(&mut self) {
        let Some(r) = &self.remote else {
            return;
        };
        let theirs = r.mine.other();
        if self.game.outcome().is_some() {
            // Already over here (on time, most likely, as their clock ran out on ours too).
            return;
        }
        let theirs_left = self
            .clock
            .as_ref()
            .and_then(|c| (self.game.position().side_to_move() == theirs).then(|| c.left(theirs)));
        match theirs_left {
            Some(left) if left <= GRACE => self.flag_fell(theirs),
            Some(left) => self.end_link(&Problem::FalseFlag(
                left.as_millis().min(u64::MAX as u128) as u64,
            )),
            None => self.end_link(&Problem::FalseFlag(0)),
        }
    }

    /// A time ran out on our clock in a game across the link: ours loses at once and they
    /// hear it; theirs is given the grace of the link (their own clock, which started when
    /// our decision reached them, stops later than ours) before they lose without their word.
    /// True if the game ended.
    pub(super) fn remote_flag(&mut self, c: Color, d: Duration) -> bool {
        let Some(r) = self.remote.as_mut() else {
            return false;
        };
        if c == r.mine {
            self.flag_fell(c);
            self.send(Message::Flag);
            return true;
        }
        r.overdue = r.overdue.saturating_add(d);
        if r.overdue > GRACE {
            self.flag_fell(c);
            return true;
        }
        false
    }
}

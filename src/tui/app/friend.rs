//! A friend at another terminal, from the menu: "Play a friend at another terminal…" opens the
//! new-game screen with the friend's side chosen, and starting it opens the game to them (the
//! loop opens the link: [`Effect::Link`]); "Join a friend's game…" opens a small window where
//! the player types what their friend read out. Esc while waiting stops: the link's worker
//! ends, and the listening port is closed.

use crate::net::open::{self, Network};
use crate::rules::{Color, Position};
use crate::t;

use super::super::keys::Action;
use super::super::messages::Effect;
use super::super::remote::{Linked, Linking, Role};
use super::super::seats::Seat;
use super::remote::{Link, Remote};
use super::{App, Mode};

/// The side a friend plays when the menu opens the screen for them (the host plays White, as
/// `morris host` does).
pub const FRIEND_SIDE: Color = Color::Black;

impl App {
    /// How this terminal is reached when it hosts (the settings `relay` and `listen`).
    pub fn network(&self) -> &Network {
        &self.network
    }

    /// "Play a friend at another terminal…": the new-game screen, the friend at Black.
    pub(super) fn open_friend_game(&mut self) {
        self.open_new_game();
        if let Mode::NewGame(s) = &mut self.mode {
            s.choose_friend(FRIEND_SIDE);
        }
    }

    /// The game chosen with a friend's side has started: the loop opens it to them.
    pub(super) fn host_friend(&mut self, friend: Color) {
        // The friend's side waits for their name; the side here is the person at the keyboard.
        self.seats.set(
            friend,
            Seat::Person(self.settings.names[friend.index()].clone()),
        );
        self.hosting = Some(friend);
        self.friend_seat = Some(friend);
        self.opening = true;
        self.say(t!("friend-opening"));
        self.out.push(Effect::Link(Linking::Host));
    }

    /// "Join a friend's game…": the window where what the friend read out is typed.
    pub(super) fn open_join(&mut self) {
        self.mode = Mode::Join(String::new());
    }

    /// What is typed in the join window (empty outside it).
    pub fn join_input(&self) -> &str {
        match &self.mode {
            Mode::Join(typed) => typed,
            _ => "",
        }
    }

    /// A character typed in the join window, or `None` to erase one.
    pub(super) fn edit_join(&mut self, c: Option<char>) {
        if let Mode::Join(typed) = &mut self.mode {
            match c {
                Some(c) if !c.is_control() && typed.chars().count() < open::LONGEST_LINE => {
                    typed.push(c)
                }
                Some(_) => {}
                None => {
                    typed.pop();
                }
            }
        }
    }

    /// Enter in the join window joins (what is typed read first: a problem is said there);
    /// Esc goes back to the game.
    pub(super) fn join_key(&mut self, action: Action) {
        match action {
            Action::Cancel => {
                self.mode = Mode::Play;
                if std::mem::take(&mut self.opening) {
                    // What is being opened is let go once it is.
                    self.out.push(Effect::HangUp);
                    self.say(t!("friend-stopped-joining"));
                }
            }
            Action::Quit => {
                self.mode = Mode::Play;
                self.ask_quit();
            }
            Action::Select => {
                let typed = self.join_input().to_string();
                match open::read_join_line(&typed, self.network.relay.as_deref()) {
                    Ok(j) => {
                        self.opening = true;
                        self.say(t!("friend-opening"));
                        self.out.push(Effect::Link(Linking::Join(j)));
                    }
                    Err(why) => self.say(why),
                }
            }
            _ => {}
        }
    }

    /// What became of opening a link from the menu.
    pub(super) fn linked(&mut self, linked: Linked) {
        if !std::mem::take(&mut self.opening) {
            // Given up while it was being opened (Esc): let go.
            if !matches!(linked, Linked::Not(_)) {
                self.out.push(Effect::HangUp);
            }
            return;
        }
        self.note = None;
        match linked {
            Linked::Hosting(line) => {
                let friend = self.hosting.take().unwrap_or(FRIEND_SIDE);
                let mine = friend.other();
                let name = self.seats.screen_name(mine);
                let mut r = Remote::new(Role::Host(line), mine, &name);
                r.from_menu = true;
                self.remote = Some(r);
                self.mode = Mode::Play;
                // The panel's link line says it waits, and how to stop.
                self.note = None;
            }
            Linked::Joining(_) => {
                // A friend's game before this one was hung up as this link was opened.
                self.remote = None;
                // A new game of the rules here, until the host's hello brings theirs; the game
                // before is kept aside as `n` keeps it.
                let rules = *self.game.rules();
                self.new_game_from(Position::new(rules));
                for c in Color::BOTH {
                    self.seats
                        .set(c, Seat::Person(self.settings.names[c.index()].clone()));
                }
                let mine = Color::Black;
                let name = self.settings.names[mine.index()].clone();
                let mut r = Remote::new(Role::Join, mine, &name);
                r.from_menu = true;
                self.remote = Some(r);
                self.note = None;
            }
            Linked::Not(why) => {
                let why = crate::text::clean(&why);
                match self.hosting.take() {
                    // Back on the screen the game was chosen on, the friend still chosen.
                    Some(friend) => {
                        self.open_friend_game();
                        if let Mode::NewGame(s) = &mut self.mode {
                            s.choose_friend(friend);
                        }
                    }
                    // The window stays, with what was typed.
                    None if matches!(self.mode, Mode::Join(_)) => {}
                    None => {}
                }
                self.say(why);
            }
        }
    }

    /// Esc on the board while a game opened from the menu waits for the other side: it stops
    /// waiting (the worker ends, the port is closed), and the board is the players' at this
    /// keyboard. True if it did.
    pub(super) fn stop_waiting(&mut self) -> bool {
        let waiting = self
            .remote
            .as_ref()
            .is_some_and(|r| r.from_menu && r.link == Link::Waiting);
        if !waiting {
            return false;
        }
        self.out.push(Effect::HangUp);
        let host = self
            .remote
            .take()
            .is_some_and(|r| matches!(r.role, Role::Host(_)));
        self.say(if host {
            t!("friend-stopped-hosting")
        } else {
            t!("friend-stopped-joining")
        });
        true
    }
}

impl App {
    /// A game opened from the menu that is over for the link (the game ended, the link ended
    /// for good, or the other side gone): a new game may be started here, and the link is
    /// let go with it.
    pub fn friend_game_done(&self) -> bool {
        self.remote.as_ref().is_some_and(|r| {
            r.from_menu
                && (self.game.outcome().is_some()
                    || matches!(r.link, Link::Ended(_) | Link::Gone(_)))
        })
    }

    /// A new game takes the place of a friend's game opened from the menu: its link is hung
    /// up (the worker ends), and the board is this keyboard's.
    pub(super) fn leave_friend_game(&mut self) {
        if self.remote.as_ref().is_some_and(|r| r.from_menu) {
            self.remote = None;
            self.out.push(Effect::HangUp);
        }
    }

    /// How a friend reaches this terminal, in words: through the relay, or directly (the
    /// address listened on, or the usual port).
    pub(super) fn reach_words(&self) -> String {
        match (&self.network.listen, &self.network.relay) {
            (None, Some(r)) => t!("friend-reach-relay", relay = crate::text::clean(r)),
            (Some(l), _) => t!("friend-reach-listen", address = crate::text::clean(l)),
            (None, None) => t!(
                "friend-reach-direct",
                port = u64::from(morris_net::DIRECT_PORT)
            ),
        }
    }
}

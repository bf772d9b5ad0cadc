//! The game menu: its entries, and choosing one.

use crate::rules::Color;

use super::super::keys::Action;
use super::{App, Mode, Question, Window};

/// An entry of the game menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuItem {
    /// Close the menu.
    Back,
    /// A new game with the same rules.
    NewGame,
    /// The new-game screen: a new game with rules and players chosen there.
    ChooseGame,
    /// The new-game screen with a friend at another terminal chosen for a side.
    PlayFriend,
    /// The window where what a friend read out is typed, to join their game.
    JoinFriend,
    /// The position editor, on the position of the game.
    SetUp,
    /// The Puzzles screen, for the rules of the game.
    Puzzles,
    /// The Statistics screen.
    Stats,
    /// Learning the points of the board.
    Learn,
    /// The tutorial: the rules, step by step on the board.
    Tutorial,
    /// This player offers a draw (either player may, in a hot-seat game).
    OfferDraw(Color),
    /// This player resigns.
    Resign(Color),
    /// The records kept: open one, review or replay it, keep one aside.
    SavedGames,
    /// Turn the board half round, or back.
    TurnBoard,
    /// Copy the game's record to the terminal's clipboard.
    CopyRecord,
    /// Copy the position's FEN to the terminal's clipboard.
    CopyFen,
    /// The rules in force.
    Rules,
    /// Keys and help.
    Help,
    /// Hand this side to the computer, or take it back.
    Computer(Color),
    /// Let the stopped computer play on.
    PlayOn,
    /// The computer plays the best it has found so far, now.
    MoveNow,
    /// Stop the computer thinking of its move, or showing it.
    Stop,
    /// Quit.
    Quit,
}

impl App {
    /// The entries of the game menu, only those that can be chosen now: each person at the
    /// table may offer a draw or resign while the game is on (never for the computer's side,
    /// and no draw to a computer busy with its move), White's entry before Black's whoever is
    /// to move, so the same keys always choose the same player; on the computer's turn, make
    /// it move now, stop it, or let it play on. A side changes hands only while the game is
    /// on: a finished game was played by who played it (its record and the scoreboard say
    /// so), until its ending is undone.
    pub fn menu(&self) -> Vec<MenuItem> {
        let side = self.game.position().side_to_move();
        let on = self.game.outcome().is_none();
        let person = |c: Color| self.seats.level(c).is_none();
        let searching = matches!(
            self.computer.job().map(|j| j.purpose),
            Some(super::super::computer::Purpose::Play(_))
        );
        let mut items = vec![MenuItem::Back];
        if self.computer_waits(side) {
            items.push(MenuItem::PlayOn);
        } else if self.computer_to_move() && self.computer.busy() {
            if searching {
                items.push(MenuItem::MoveNow);
            }
            items.push(MenuItem::Stop);
        }
        // Across the link, the game is the two players': nothing here changes it alone.
        let across = self.remote.is_some();
        let person = |c: Color| person(c) && self.remote.as_ref().is_none_or(|r| r.mine == c);
        if !across {
            items.extend([MenuItem::NewGame, MenuItem::ChooseGame]);
        }
        let busy = self.computer.busy();
        for c in Color::BOTH {
            let to_a_busy_computer = !person(c.other()) && busy;
            if on && person(c) && !to_a_busy_computer {
                items.push(MenuItem::OfferDraw(c));
            }
        }
        for c in Color::BOTH {
            if on && person(c) {
                items.push(MenuItem::Resign(c));
            }
        }
        if on && !across {
            items.extend(Color::BOTH.map(MenuItem::Computer));
        }
        if !across {
            items.extend([MenuItem::PlayFriend, MenuItem::JoinFriend]);
        }
        // A friend's game opened from the menu and over: a new one may be started (the link
        // is let go with it).
        if across && self.friend_game_done() {
            items.extend([
                MenuItem::NewGame,
                MenuItem::ChooseGame,
                MenuItem::PlayFriend,
                MenuItem::JoinFriend,
            ]);
        }
        if across {
            items.extend([
                MenuItem::TurnBoard,
                MenuItem::Rules,
                MenuItem::CopyRecord,
                MenuItem::CopyFen,
                MenuItem::Help,
                MenuItem::Quit,
            ]);
        } else {
            items.extend([
                MenuItem::SavedGames,
                MenuItem::TurnBoard,
                MenuItem::SetUp,
                MenuItem::Puzzles,
                MenuItem::Stats,
                MenuItem::Learn,
                MenuItem::Tutorial,
                MenuItem::Rules,
                MenuItem::CopyRecord,
                MenuItem::CopyFen,
                MenuItem::Help,
                MenuItem::Quit,
            ]);
        }
        items
    }

    /// An action in the menu, with entry `i` highlighted.
    pub(super) fn menu_key(&mut self, i: usize, action: Action) {
        let items = self.menu();
        let n = items.len();
        match action {
            Action::Up => self.mode = Mode::Menu((i + n - 1) % n),
            Action::Down => self.mode = Mode::Menu((i + 1) % n),
            Action::Home => self.mode = Mode::Menu(0),
            Action::End => self.mode = Mode::Menu(n - 1),
            Action::Choose(j) if j < n => self.menu_key(j, Action::Select),
            Action::Cancel | Action::Menu => self.mode = Mode::Play,
            Action::Quit => self.ask_quit(),
            Action::Select => {
                self.mode = Mode::Play;
                self.choose(items.get(i).copied().unwrap_or(MenuItem::Back));
            }
            _ => {}
        }
    }

    /// The entries of the open menu changed from `before` (the computer's search ended, its
    /// turn came): the marker stays on the entry the player marked, or goes to Back when that
    /// one is gone, so that Enter never chooses an entry the player did not mark.
    pub(super) fn keep_menu_mark(&mut self, before: &[MenuItem]) {
        let Mode::Menu(i) = self.mode else {
            return;
        };
        let now = self.menu();
        if now != before {
            let marked = before.get(i);
            self.mode = Mode::Menu(now.iter().position(|m| Some(m) == marked).unwrap_or(0));
        }
    }

    fn choose(&mut self, item: MenuItem) {
        let over = self.game.outcome().is_some();
        match item {
            MenuItem::Back => {}
            MenuItem::NewGame => self.ask_new(),
            MenuItem::ChooseGame => self.open_new_game(),
            MenuItem::PlayFriend => self.open_friend_game(),
            MenuItem::JoinFriend => self.open_join(),
            MenuItem::SetUp => self.open_editor(None),
            MenuItem::Puzzles => self.open_puzzles(),
            MenuItem::Stats => self.open_stats(),
            MenuItem::Learn => self.open_learn(),
            MenuItem::Tutorial => self.open_tutorial(),
            // The menu offers neither in a finished game, nor for the computer's side: the
            // person at the keyboard never speaks for it.
            MenuItem::OfferDraw(side) | MenuItem::Resign(side)
                if over || self.seats.level(side).is_some() => {}
            MenuItem::OfferDraw(_) if self.remote.is_some() => self.offer_draw_across(),
            MenuItem::OfferDraw(side) if self.seats.level(side.other()).is_some() => {
                self.offer_draw_to_computer(side)
            }
            MenuItem::OfferDraw(side) => self.ask(Question::DrawOffer(side), false),
            MenuItem::Resign(side) => self.ask(Question::Resign(side), false),
            MenuItem::SavedGames => self.open_saved_games(),
            MenuItem::TurnBoard => self.turn(),
            MenuItem::CopyRecord => self.copy(super::super::share::What::Record),
            MenuItem::CopyFen => self.copy(super::super::share::What::Fen),
            MenuItem::Rules => self.mode = Mode::Window(Window::Rules, 0),
            MenuItem::Help => self.open_help(),
            MenuItem::Computer(_) if over => {}
            MenuItem::Computer(c) => self.toggle_seat(c),
            MenuItem::PlayOn => self.play_on(),
            MenuItem::MoveNow => self.move_now(),
            MenuItem::Stop => self.stop_thinking(),
            MenuItem::Quit => self.ask_quit(),
        }
    }
}

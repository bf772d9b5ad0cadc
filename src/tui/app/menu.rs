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
    /// This player offers a draw (either player may, in a hot-seat game).
    OfferDraw(Color),
    /// This player resigns.
    Resign(Color),
    /// The rules in force.
    Rules,
    /// Keys and help.
    Help,
    /// Hand this side to the computer, or take it back.
    Computer(Color),
    /// Let the stopped computer play on.
    PlayOn,
    /// Quit.
    Quit,
}

impl App {
    /// The entries of the game menu: each player may offer a draw or resign, White's entry
    /// before Black's whoever is to move, so the same keys always choose the same player.
    pub fn menu(&self) -> Vec<MenuItem> {
        let side = self.game.position().side_to_move();
        let play_on = self.computer_waits(side).then_some(MenuItem::PlayOn);
        [MenuItem::Back]
            .into_iter()
            .chain(play_on)
            .chain([
                MenuItem::NewGame,
                MenuItem::OfferDraw(Color::White),
                MenuItem::OfferDraw(Color::Black),
                MenuItem::Resign(Color::White),
                MenuItem::Resign(Color::Black),
                MenuItem::Computer(Color::White),
                MenuItem::Computer(Color::Black),
                MenuItem::Rules,
                MenuItem::Help,
                MenuItem::Quit,
            ])
            .collect()
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

    fn choose(&mut self, item: MenuItem) {
        let over = self.game.outcome().is_some();
        match item {
            MenuItem::Back => {}
            MenuItem::NewGame => self.ask_new(),
            MenuItem::OfferDraw(_) | MenuItem::Resign(_) if over => self.say("The game is over"),
            // The person at the keyboard never decides for the computer's side.
            MenuItem::OfferDraw(side) | MenuItem::Resign(side)
                if self.seats.level(side).is_some() =>
            {
                self.say(format!(
                    "{} plays {side} and speaks for itself: hand the side back first (menu)",
                    self.name(side)
                ));
            }
            MenuItem::OfferDraw(side) if self.seats.level(side.other()).is_some() => {
                self.offer_draw_to_computer(side)
            }
            MenuItem::OfferDraw(side) => self.ask(Question::DrawOffer(side), false),
            MenuItem::Resign(side) => self.ask(Question::Resign(side), false),
            MenuItem::Rules => self.mode = Mode::Window(Window::Rules, 0),
            MenuItem::Help => self.open_help(),
            MenuItem::Computer(c) => self.toggle_seat(c),
            MenuItem::PlayOn => {
                self.computer.hold(false);
                self.say("The computer plays on");
            }
            MenuItem::Quit => self.ask_quit(),
        }
    }
}

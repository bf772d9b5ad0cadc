//! The position editor: stones put on the board and taken away with the cursor (or the
//! mouse), the pieces in hand of each side, the side to move and a removal owed, under the
//! rules of the game on the board (or those the new-game screen hands it). What is wrong is
//! named on the panel ([`Diagram::problems`]) before a game can start from it; the game it
//! starts records the position as `[SetUp "1"]` and `[FEN "…"]`, as `--fen` games do. Esc
//! leaves it, the game unchanged.

use crate::rules::{Color, Diagram, Point, Position, Problem, Rules, most_owed};

use super::super::keys::{Action, Scope};
use super::newgame::{Chosen, NewGame, side_name};
use super::{App, Mode};
use crate::t;

/// What a key or a click asks of the position editor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edit {
    /// Open the editor on the position shown (review: "edit from here"; the menu).
    Open,
    /// Put a stone of this side on the cursor point (`None`: take away what is there).
    Put(Option<Color>),
    /// One piece fewer in this side's hand.
    HandLess(Color),
    /// One piece more in this side's hand.
    HandMore(Color),
    /// The other side to move.
    Side,
    /// The next count of removals owed (none, one, two where the rules owe two).
    Removal,
    /// Every stone off the board, every piece in hand.
    Clear,
    /// Show the position's FEN, to copy.
    Fen,
    /// Start a game from the position.
    Start,
}

/// What the editor shows over its board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    /// The board and the panel only.
    Board,
    /// The position's FEN, in a window.
    Fen,
    /// Whether to start, the game in progress being kept aside; with Yes marked or not.
    Confirm(bool),
    /// Whether to quit, the position set up being lost; with Yes marked or not.
    Quit(bool),
}

/// Where Esc takes the player back to.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Back {
    Play,
    Review(usize),
    /// The new-game screen, as it was left.
    NewGame(Box<NewGame>),
}

/// The position editor's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Editor {
    rules: Rules,
    diagram: Diagram,
    cursor: Point,
    shown: Shown,
    back: Back,
    /// The players and analysis chosen on the new-game screen, for the game started here.
    chosen: Option<Box<Chosen>>,
    /// The position before each edit, the last last: `u` takes the last edit back.
    undo: Vec<Diagram>,
}

impl Editor {
    /// An editor for `position` under `rules` (the position's own rules are not read: the
    /// new-game screen may hand other rules for the same stones). Esc goes back to play.
    pub fn new(rules: Rules, position: &Position) -> Editor {
        Editor {
            rules,
            diagram: Diagram::of(position),
            cursor: super::play::centre(&Position::new(rules)),
            shown: Shown::Board,
            back: Back::Play,
            chosen: None,
            undo: Vec::new(),
        }
    }

    /// The editor opened from the new-game screen: Esc goes back to `screen`, and the game it
    /// starts is played by the players `chosen` there, with their analysis.
    pub fn from_new_game(mut self, screen: NewGame, chosen: Chosen) -> Editor {
        self.back = Back::NewGame(Box::new(screen));
        self.chosen = Some(Box::new(chosen));
        self
    }

    /// The rules the position is set up under.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The position as drawn.
    pub fn diagram(&self) -> &Diagram {
        &self.diagram
    }

    /// The cursor point.
    pub fn cursor(&self) -> Point {
        self.cursor
    }

    /// What is shown over the board.
    pub fn shown(&self) -> Shown {
        self.shown
    }

    /// The position drawn, right or wrong, for the board.
    pub fn sketch(&self) -> Position {
        self.diagram.sketch(&self.rules)
    }

    /// What keeps the position from starting a game (empty: nothing).
    pub fn problems(&self) -> Vec<Problem> {
        self.diagram.problems(&self.rules)
    }

    /// The position's FEN, once nothing is wrong with it.
    pub fn fen(&self) -> Option<String> {
        self.diagram.position(&self.rules).ok().map(|p| p.fen())
    }

    /// The command line that plays the position's FEN under these rules (a FEN carries no
    /// rules): the preset and, as flags, each option in which the rules differ from it,
    /// `'<FEN>'` standing for the FEN; `None` where the flags cannot say the rules.
    pub fn command_line(&self) -> Option<String> {
        command_line(&self.rules)
    }

    /// Where the keys are read while the editor is open.
    pub fn scope(&self) -> Scope {
        match self.shown {
            Shown::Board => Scope::Editor,
            Shown::Fen => Scope::EditorFen,
            Shown::Confirm(_) | Shown::Quit(_) => Scope::Question,
        }
    }

    /// Whether a window is open over the editor (a click outside it closes it, as Esc).
    pub fn window_open(&self) -> bool {
        self.shown != Shown::Board
    }

    /// Enter on the cursor point: empty, then White, then Black, then empty again.
    fn cycle(&mut self) {
        let next = match self.diagram.stone_at(self.cursor) {
            None => Some(Color::White),
            Some(Color::White) => Some(Color::Black),
            Some(Color::Black) => None,
        };
        let rules = self.rules;
        self.put(next, &rules);
    }

    /// Puts a stone of `c` on the cursor point (`None`: takes away what is there). The stone
    /// put down comes out of its side's hand while that holds one; while the placement is on
    /// (a piece in either hand), a stone taken away goes back into its hand (as far as the
    /// pieces go), so that setting up a placement keeps the counts. Once both hands are empty
    /// (moving), a stone taken away leaves the game, as a captured one does.
    fn put(&mut self, c: Option<Color>, rules: &Rules) {
        let d = &mut self.diagram;
        let before = d.stone_at(self.cursor);
        if before == c {
            return;
        }
        let placing = d.hand.iter().any(|&h| h > 0);
        d.put(self.cursor, c);
        if let Some(b) = before
            && placing
            && d.on_board(b) + d.hand[b.index()] < rules.pieces
        {
            d.hand[b.index()] += 1;
        }
        if let Some(c) = c
            && d.hand[c.index()] > 0
        {
            d.hand[c.index()] -= 1;
        }
    }
}

impl App {
    /// Opens the editor on the position shown, under the game's rules: from review, Esc
    /// comes back to the same decision.
    pub(super) fn open_editor(&mut self, review: Option<usize>) {
        let pos = self.view_position();
        let mut e = Editor::new(*self.game.rules(), &pos);
        e.cursor = self.cursor;
        if !pos.geometry().contains(e.cursor) {
            e.cursor = super::play::centre(&pos);
        }
        e.back = review.map_or(Back::Play, Back::Review);
        self.selected = None;
        self.pending_file = None;
        self.mode = Mode::Editor(e);
    }

    /// Opens `editor` (the new-game screen's rules, a position of its own).
    pub fn edit(&mut self, editor: Editor) {
        self.selected = None;
        self.pending_file = None;
        self.mode = Mode::Editor(editor);
    }

    /// An action in the editor.
    pub(super) fn editor_key(&mut self, mut e: Editor, action: Action) {
        match e.shown {
            Shown::Fen => {
                if matches!(
                    action,
                    Action::Cancel | Action::Select | Action::Edit(Edit::Fen)
                ) {
                    e.shown = Shown::Board;
                }
            }
            Shown::Confirm(yes) | Shown::Quit(yes) => {
                let quit = matches!(e.shown, Shown::Quit(_));
                let answer = match action {
                    Action::Yes => Some(true),
                    Action::No | Action::Cancel => Some(false),
                    Action::Select => Some(yes),
                    Action::Quit if quit => Some(true),
                    Action::Left | Action::Right | Action::Up | Action::Down => {
                        e.shown = if quit {
                            Shown::Quit(!yes)
                        } else {
                            Shown::Confirm(!yes)
                        };
                        None
                    }
                    _ => None,
                };
                match answer {
                    Some(true) if quit => {
                        // Quitting at once, the editor is what the last frame shows.
                        self.mode = Mode::Editor(e);
                        return self.quit_from_editor();
                    }
                    Some(true) => return self.start_from_editor(&e),
                    Some(false) => e.shown = Shown::Board,
                    None => {}
                }
            }
            Shown::Board => {
                if !self.edit_board(&mut e, action) {
                    return;
                }
            }
        }
        self.mode = Mode::Editor(e);
    }

    /// An action on the editor's board and panel; false when it left the editor.
    fn edit_board(&mut self, e: &mut Editor, action: Action) -> bool {
        let g = e.rules.board.geometry();
        let typed = self.pending_file.take();
        if let Some(to) = self.type_point(typed, action, g) {
            if let Some(p) = to {
                e.cursor = p;
            }
            return true;
        }
        let before = e.diagram;
        let stays = self.edit_diagram(e, action);
        if stays && action != Action::Undo && e.diagram != before {
            e.undo.push(before);
        }
        stays
    }

    /// An action on the editor's board and panel, a letter typed aside; false when it left
    /// the editor.
    fn edit_diagram(&mut self, e: &mut Editor, action: Action) -> bool {
        let g = e.rules.board.geometry();
        match action {
            Action::Undo => match e.undo.pop() {
                Some(d) => {
                    e.diagram = d;
                    self.say(t!("scr-ed-undone"));
                }
                None => self.say(t!("scr-ed-nothing-to-undo")),
            },
            Action::Up | Action::Down | Action::Left | Action::Right => {
                if let Some(p) = super::play::step(&e.sketch(), e.cursor, action) {
                    e.cursor = p;
                }
            }
            Action::Select => e.cycle(),
            Action::Click(p) if g.contains(p) => {
                e.cursor = p;
                e.cycle();
            }
            Action::Edit(Edit::Put(c)) => {
                let rules = e.rules;
                e.put(c, &rules)
            }
            Action::Edit(Edit::HandLess(c)) => {
                let h = &mut e.diagram.hand[c.index()];
                if *h == 0 {
                    self.say(t!("scr-ed-hand-empty", side = side_name(c)));
                } else {
                    *h -= 1;
                }
            }
            Action::Edit(Edit::HandMore(c)) => {
                let room = e.rules.pieces.saturating_sub(e.diagram.on_board(c));
                let h = &mut e.diagram.hand[c.index()];
                if *h >= room {
                    self.say(t!(
                        "scr-ed-hand-full",
                        side = side_name(c),
                        on = e.diagram.on_board(c),
                        room = room
                    ));
                } else {
                    *h += 1;
                }
            }
            Action::Edit(Edit::Side) => e.diagram.side = e.diagram.side.other(),
            Action::Edit(Edit::Removal) => {
                e.diagram.owed = (e.diagram.owed + 1) % (most_owed(&e.rules) + 1);
            }
            Action::Edit(Edit::Clear) => {
                let side = e.diagram.side;
                e.diagram = Diagram {
                    side,
                    ..Diagram::new(&e.rules)
                };
                self.say(t!("scr-ed-cleared", n = e.rules.pieces));
            }
            Action::Help => {
                // The help opens at the editor's keys; closing it comes back here.
                self.under_window = Some(Box::new(Mode::Editor(e.clone())));
                // Wrapped as the window wraps them, for the line the editor's keys start on.
                let width = self.size.map_or(80, |(w, _)| w);
                let inner = super::super::layout::window_width(width).saturating_sub(4);
                let lines = super::super::help::help_lines(&self.settings, &e.rules, inner);
                // Its first words: a narrow window wraps the rest of the heading.
                let heading = Scope::Editor.heading();
                let heading = heading.split(" (").next().unwrap_or(heading);
                let top = lines
                    .iter()
                    .position(|l| l.to_string().starts_with(heading))
                    .unwrap_or(0);
                self.mode = Mode::Window(super::Window::Help, top as u16);
                return false;
            }
            // Quitting loses the position set up: asked first, as a game in progress is.
            Action::Quit => e.shown = Shown::Quit(false),
            Action::Edit(Edit::Fen) => match e.fen() {
                Some(_) => e.shown = Shown::Fen,
                None => self.say(t!("scr-ed-no-fen")),
            },
            Action::Edit(Edit::Start) => {
                if e.diagram.position(&e.rules).is_err() {
                    self.say(t!("scr-ed-not-yet"));
                } else if self.game.outcome().is_none() && self.game.ply() > 0 {
                    // As `n` does: a game in progress is not set aside without asking.
                    e.shown = Shown::Confirm(false);
                } else {
                    self.start_from_editor(e);
                    return false;
                }
            }
            Action::Cancel => {
                self.mode = match &e.back {
                    Back::Play => Mode::Play,
                    Back::Review(ply) => Mode::Review((*ply).min(self.game.ply())),
                    Back::NewGame(s) => Mode::NewGame(s.clone()),
                };
                // Back on the new-game screen, its choices are what is as it was.
                if !matches!(e.back, Back::NewGame(_)) {
                    self.say(t!("scr-ed-left"));
                }
                return false;
            }
            _ => {}
        }
        true
    }

    /// Yes to quitting from the editor: the game on the board quits as `q` quits it there (a
    /// game that could not be saved is asked about, as there).
    fn quit_from_editor(&mut self) {
        if self.unsaved().is_some() && !self.game.history().is_empty() {
            self.ask(super::Question::Quit, false);
        } else {
            self.quit();
        }
    }

    /// A new game from the editor's position: the game on the board is kept aside as `n`
    /// keeps it.
    fn start_from_editor(&mut self, e: &Editor) {
        let Ok(pos) = e.diagram.position(&e.rules) else {
            self.mode = Mode::Editor(e.clone());
            return;
        };
        self.analysis.set_rules(e.rules);
        // Opened from the new-game screen: the players and analysis chosen there play it.
        self.chosen = e.chosen.clone();
        self.new_game_from(pos);
        self.cursor = e.cursor;
        self.say(t!("scr-ed-started"));
    }

    /// The editor, when it is open.
    pub fn editor(&self) -> Option<&Editor> {
        match &self.mode {
            Mode::Editor(e) => Some(e),
            _ => None,
        }
    }
}

/// The command line that plays a FEN under `rules`: `morris --variant lasker --fen '<the
/// FEN>'`, an option where the rules differ from their preset (`--pieces 11`); `None` where
/// the flags cannot give these rules (checked by reading the flags back).
fn command_line(rules: &Rules) -> Option<String> {
    let mut words = vec![format!(
        "morris {}",
        crate::settings::rule_flags(rules)?.join(" ")
    )];
    words.push(format!("--fen '{}'", crate::t!("scr-ed-the-fen")));
    Some(words.join(" "))
}

#[cfg(test)]
mod tests {
    use super::command_line;
    use crate::rules::{Rules, Variant};

    #[test]
    fn the_command_line_gives_the_rules_a_fen_needs() {
        assert_eq!(
            command_line(&Variant::Lasker.rules()).as_deref(),
            Some("morris --variant lasker --fen '<FEN>'")
        );
        let eleven = Rules {
            pieces: 11,
            ..Variant::Lasker.rules()
        };
        let line = command_line(&eleven).unwrap_or_default();
        assert!(
            line.contains("--variant lasker") && line.contains("--pieces 11"),
            "{line}"
        );
        let no_flying = Rules {
            fly_at: None,
            ..Rules::default()
        };
        let line = command_line(&no_flying).unwrap_or_default();
        assert!(line.contains("--no-flying"), "{line}");
        // A preset's rules taken away.
        let plain = Rules {
            no_reform: false,
            endgame_draw: None,
            ..Variant::Morabaraba.rules()
        };
        let line = command_line(&plain).unwrap_or_default();
        assert!(
            line.contains("--no-reform=false") && line.contains("--endgame-draw off"),
            "{line}"
        );
    }
}

//! The game as the player sees it: cursor, selection, the removal step, menus, review and
//! replay. Driven by [`Action`]s; no terminal and no files here.

use crate::rules::{Bitboard, Color, Decision, Game, Point, Position, Task};

use super::analysis::{self, Analysis, Help};
use super::computer::{self, Computer, Purpose, Report, Setup};
use super::keymap::Action;
use super::theme::Settings;
use crate::solve::review::{self, History, Kind, Mark};
use crate::store::scores::Score;

/// Replay speeds, in decisions a second.
pub const SPEEDS: [f64; 5] = [0.25, 0.5, 1.0, 2.0, 4.0];

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

/// Which screen or question has the keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Playing on the board.
    Play,
    /// The game menu, with the highlighted entry.
    Menu(usize),
    /// Keys and the rules, scrolled down by this many lines.
    Help(u16),
    /// The rules in force, scrolled down by this many lines.
    Rules(u16),
    /// Quit while a game is in progress (or not saved)?
    ConfirmQuit,
    /// Typing the path of a file to save an unsaved game in, before quitting.
    SaveAs,
    /// This player resigns?
    ConfirmResign(Color),
    /// Start a new game while this one is in progress?
    ConfirmNew,
    /// This player offered a draw; the other answers.
    DrawOffer(Color),
    /// A saved game is waiting: resume it?
    Resume,
    /// Looking at the position after `ply` decisions.
    Review(usize),
    /// Play on from the reviewed position `ply`?
    ConfirmBranch(usize),
    /// Replaying: the position shown, the speed index, paused or not.
    Replay {
        /// Decisions shown so far.
        ply: usize,
        /// Index into [`SPEEDS`].
        speed: usize,
        /// Whether the replay is paused.
        paused: bool,
    },
}

/// The marks of one point on the board, in order of precedence.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// The cursor is here.
    pub cursor: bool,
    /// This stone is selected.
    pub selected: bool,
    /// A stone may be placed or moved here.
    pub target: bool,
    /// This stone may move.
    pub movable: bool,
    /// This stone may be removed.
    pub removable: bool,
    /// This stone is in the mill just closed.
    pub mill: bool,
    /// The last move or placement ended here.
    pub last: bool,
    /// The last move came from here.
    pub origin: bool,
    /// The last capture emptied this point.
    pub captured: bool,
    /// With analysis on: what placing or moving here, moving this stone (its best), or
    /// removing this stone leads to, for the player to move.
    pub kind: Option<Kind>,
    /// Part of the hint: the stone to move or remove, or where to place or move.
    pub hint: bool,
}

/// The whole state of the game screen.
#[derive(Debug)]
pub struct App {
    game: Game,
    settings: Settings,
    cursor: Point,
    selected: Option<Point>,
    mode: Mode,
    message: Option<String>,
    pending_file: Option<u8>,
    saved: Option<Game>,
    version: u64,
    quit: bool,
    storage: String,
    keep_old: bool,
    /// The saved game offered was just resumed.
    resumed: bool,
    yes: bool,
    size: Option<(u16, u16)>,
    events: Option<super::events::Sender>,
    unsaved: Option<String>,
    unsaved_warning: Option<String>,
    save_as: String,
    score: Option<Score>,
    hits: super::mouse::Hits,
    computer: Computer,
    /// The players' own names, kept while the computer plays their side.
    human_names: [Option<String>; 2],
    analysis: Analysis,
    /// The help the players had during this game (for its record).
    help: Help,
    /// The hint shown: its decisions, each with the position it is for.
    hint: Vec<(Position, Decision)>,
    /// The hint's text, shown again while its marks are.
    hint_text: Option<String>,
    /// The help had in the saved game offered for resuming.
    saved_help: Help,
    /// A hint asked for in this position, waiting for its class to be read from the cache.
    hint_pending: Option<Position>,
    /// Who made each stored decision: the computer (true) or a person. Shorter than the
    /// history when the game came from a record: the rest go to whoever plays each side now.
    by_computer: Vec<bool>,
    /// The same for the saved game offered for resuming.
    saved_by_computer: Vec<bool>,
    /// The names the saved game offered for resuming gives the sides the command line left
    /// unnamed (a computer side's among them: `morris level 7`).
    saved_names: [Option<String>; 2],
    /// What the player is told on resuming the saved game (a player the command line
    /// changed).
    saved_note: Option<String>,
    /// A key refused because the computer owns the turn: said while it plays, and gone when
    /// its turn is over.
    refusal: Option<String>,
    /// The computer found the game drawn (a solved draw) on its turn: it offers the draw to
    /// the person once its turn is shown.
    draw_offer_due: bool,
    /// When (the ply) the computer last offered a draw: it asks again only after
    /// [`DRAW_OFFER_AGAIN`] more decisions.
    draw_offered_at: Option<usize>,
}

/// Decisions after a declined draw offer before the computer offers again.
const DRAW_OFFER_AGAIN: usize = 40;

impl App {
    /// A game screen for `game`.
    pub fn new(game: Game, settings: Settings) -> App {
        let cursor = centre(&game.position());
        let game_rules = &game.rules().clone();
        App {
            game,
            settings,
            cursor,
            selected: None,
            mode: Mode::Play,
            message: None,
            pending_file: None,
            saved: None,
            version: 0,
            quit: false,
            storage: String::new(),
            keep_old: false,
            resumed: false,
            yes: false,
            size: None,
            events: None,
            unsaved: None,
            unsaved_warning: None,
            save_as: String::new(),
            score: None,
            hits: super::mouse::Hits::default(),
            computer: Computer::new(Setup::default()),
            human_names: [None, None],
            analysis: Analysis::new(*game_rules),
            help: Help::default(),
            hint: Vec::new(),
            hint_text: None,
            saved_help: Help::default(),
            hint_pending: None,
            by_computer: Vec::new(),
            saved_by_computer: Vec::new(),
            saved_names: [None, None],
            saved_note: None,
            refusal: None,
            draw_offer_due: false,
            draw_offered_at: None,
        }
    }

    /// Who made the game's decisions, from its record (`true`: the computer); those not given
    /// go to whoever plays their side when they are first needed.
    pub fn set_by_computer(&mut self, by_computer: Vec<bool>) {
        self.by_computer = by_computer;
    }

    /// The same, for the saved game offered for resuming.
    pub fn set_saved_by_computer(&mut self, by_computer: Vec<bool>) {
        self.saved_by_computer = by_computer;
    }

    /// The names the saved game offered for resuming gives White and Black, where the command
    /// line named neither: resuming it resumes its players, the computer among them.
    pub fn set_saved_names(&mut self, names: [Option<String>; 2]) {
        self.saved_names = names;
    }

    /// What the player is told on resuming the saved game, if anything.
    pub fn set_saved_note(&mut self, note: Option<String>) {
        self.saved_note = note;
    }

    /// Who made each stored decision of the game (redo's too): `true` where the computer did.
    pub fn by_computer(&self) -> Vec<bool> {
        let mut v = self.by_computer.clone();
        self.fill_owners(&mut v, self.game.history().len());
        v
    }

    /// Gives the decisions up to `n` whose maker is not known yet to whoever plays their side
    /// now.
    fn fill_owners(&self, v: &mut Vec<bool>, n: usize) {
        while v.len() < n {
            let Some(pos) = self.game.position_at(v.len()) else {
                break;
            };
            v.push(self.computer_level(pos.side_to_move()).is_some());
        }
    }

    /// Turns analysis on or off (the `v` key does, and `analysis = true` in the preferences
    /// starts with it on). Solving what it needs starts once the loop runs.
    pub fn set_analysis(&mut self, on: bool) {
        self.analysis.on = on;
        self.consider_analysis();
    }

    /// The analysis: whether it is on, what is solved.
    pub fn analysis(&self) -> &Analysis {
        &self.analysis
    }

    /// Where analysis and the computer keep (and read) the classes they solve: the user's
    /// cache folder (`None`, the default: nowhere).
    pub fn set_analysis_cache(
        &mut self,
        files: Option<std::sync::Arc<dyn crate::solve::TableFiles>>,
    ) {
        self.computer.set_cache(files.clone());
        self.analysis.set_cache(files);
    }

    /// Gives analysis solved tables at hand (for these rules), as a worker would.
    pub fn set_tables(&mut self, tables: crate::solve::Tablebase) {
        self.analysis.set_tables(tables);
    }

    /// The help the players had in this game: analysis shown, hints given. A change is not a
    /// change of the game ([`App::version`]): the loop writes it to the game's own record at
    /// once, and to a record shown read-only only with the next decision (which starts a new
    /// file), so that looking at analysis in a replay makes no file.
    pub fn help(&self) -> Help {
        self.help
    }

    /// The help had before, from the game's record (a resumed game goes on counting).
    pub fn set_help(&mut self, help: Help) {
        self.help = help;
    }

    /// A report from the solving worker.
    pub fn analysis_report(&mut self, r: analysis::Report) {
        self.analysis.receive(r);
        self.consider_analysis();
        self.start_analysis_worker();
        // A hint that waited for its class to be read from the cache.
        if !self.analysis.solving()
            && let Some(at) = self.hint_pending.take()
            && at == self.game.position()
            && self.mode == Mode::Play
        {
            self.hint();
        }
    }

    /// Starts the solving worker for what analysis wants, if none runs.
    fn start_analysis_worker(&mut self) {
        let Some(tx) = self.events.clone() else {
            return;
        };
        let send = move |r: analysis::Report| {
            let apply = move |app: &mut App| app.analysis_report(r);
            tx.send(super::events::Event::Apply(Box::new(apply)))
                .is_ok()
        };
        self.analysis.start(send);
    }

    /// With analysis on: notes it in the game's help, and starts solving what the game's
    /// positions need (the current one and those of the log, for its marks), unless a worker
    /// runs already.
    pub fn consider_analysis(&mut self) {
        if self.analysis.rules() != self.game.rules() {
            self.analysis.set_rules(*self.game.rules());
        }
        if !self.analysis.on || self.mode == Mode::Resume {
            return;
        }
        // Noted for the record (the loop saves it; see `help`).
        if self.game.outcome().is_none() && !self.help.analysis {
            self.help.analysis = true;
        }
        let positions: Vec<Position> = (0..=self.game.ply())
            .filter_map(|i| self.game.position_at(i))
            .collect();
        if self.analysis.want(positions) {
            self.start_analysis_worker();
        }
    }

    /// The analysis line of the panel for the position shown, if analysis is on; none while
    /// the game to play is asked (nothing is solved for it before the answer).
    pub fn analysis_line(&self) -> Option<String> {
        if self.mode == Mode::Resume {
            return None;
        }
        let pos = self.view_position();
        self.analysis
            .line(&pos, &self.history(self.view_ply()), self.settings.ascii)
            .map(|l| format!("Analysis: {l}"))
    }

    /// In review with analysis on: what the decision shown did, and the best instead (the
    /// value after it is the panel's analysis line):
    /// `d1-a1?? threw White's win away; best was e3-g1: White wins in 5 turns (White's 3rd)`.
    pub fn judgement_line(&self) -> Option<String> {
        if !self.analysis.on || !self.viewing_past() {
            return None;
        }
        let ply = self.view_ply().checked_sub(1)?;
        let game = self.shown_game();
        let d = *game.decisions().get(ply)?;
        let j = self
            .analysis
            .judge(&game.position_at(ply)?, d, &self.history(ply))?;
        let mark = j.mark.map_or("", Mark::symbol);
        Some(match j.best_text() {
            Some(best) => format!("{d}{mark} {}; {best}", j.verdict()),
            None => format!("{d}{mark} {}", j.verdict()),
        })
    }

    /// The game shown up to `ply`, for the rules that read the history (repetition).
    fn history(&self, ply: usize) -> History {
        review::history(self.shown_game(), ply)
    }

    /// With analysis on, the `?` and `??` of each decision played (empty when off).
    pub fn log_marks(&self) -> Vec<Option<Mark>> {
        if !self.analysis.on {
            return Vec::new();
        }
        self.analysis.marks(self.shown_game())
    }

    /// Shows `turn`, from the position now, as the hint on the board, with `text` in the panel
    /// for as long as its marks are shown; the cursor goes to the first point to act on, and a
    /// stone picked up that the hint does not move is put down.
    fn show_hint(&mut self, turn: &[Decision], text: String) {
        self.message = Some(text.clone());
        self.hint_text = Some(text);
        let mut at = self.game.position();
        self.hint.clear();
        for &d in turn {
            if !at.is_legal(d) {
                break;
            }
            self.hint.push((at, d));
            at = at.play_unchecked(d);
        }
        if let Some(p) = self.hint.first().and_then(|(_, d)| hint_point(*d)) {
            self.cursor = p;
        }
        match (self.selected, self.hint.first()) {
            // The stone to move is picked up already: the cursor goes to where it goes.
            (Some(s), Some((_, Decision::Move(from, to)))) if s == *from => self.cursor = *to,
            (Some(_), _) => self.selected = None,
            (None, _) => {}
        }
        self.help.hints = self.help.hints.saturating_add(1);
    }

    /// How the task names the points a stone may go to: `◇`, or `marked` when analysis
    /// draws them as what they lead to.
    pub fn target_word(&self) -> String {
        if self.analysis.on
            && self
                .marks()
                .iter()
                .any(|(_, m)| m.target && m.kind.is_some())
        {
            "marked".into()
        } else {
            self.settings.glyphs().target.to_string()
        }
    }

    /// The decision of the hint for the position now, if one is shown.
    pub fn hint_decision(&self) -> Option<Decision> {
        let pos = self.game.position();
        self.hint.iter().find(|(at, _)| *at == pos).map(|(_, d)| *d)
    }

    /// The computer's settings (level and time for a side named `computer`, seed); a side named
    /// `computer` now plays as `morris level N`.
    pub fn set_computer(&mut self, setup: Setup) {
        let files = self.computer.cache();
        self.computer = Computer::new(setup);
        self.computer.set_cache(files);
        for c in Color::BOTH {
            if let Some(level) = computer::level_of(self.settings.name(c), setup.level) {
                self.settings.names[c.index()] = computer::name(level);
            }
        }
    }

    /// The level the computer plays this side at, if it plays it.
    pub fn computer_level(&self, c: Color) -> Option<crate::engine::Level> {
        computer::level_of(self.settings.name(c), self.computer.setup.level)
    }

    /// What the computer is doing, in a line for the panel: thinking (and its best turn so
    /// far), looking for a hint, or stopped.
    pub fn thinking_line(&self) -> Option<String> {
        if let Some(job) = &self.computer.job {
            let best = match &job.best {
                Some((line, value, depth)) => {
                    // The value is the searching side's, the side to move: said so.
                    let mover = self.game.position().side_to_move();
                    let value = engine_value(*value, mover);
                    format!(" best so far: {line} ({value}, depth {depth})")
                }
                None => String::new(),
            };
            return Some(match job.purpose {
                Purpose::Play(side) => format!("{} is thinking…{best}", self.name(side)),
                Purpose::Hint => format!("Looking for a hint…{best}"),
                Purpose::Draw(side) => format!("{} weighs the draw…", self.name(side)),
            });
        }
        let side = self.game.position().side_to_move();
        if self.computer.held
            && self.game.outcome().is_none()
            && self.computer_level(side).is_some()
        {
            return Some(format!(
                "{} is stopped: the menu (m) lets it play on",
                self.name(side)
            ));
        }
        None
    }

    /// Starts the computer's search if it is to move (and not stopped, nor already thinking).
    /// Its answer comes back through the loop's queue.
    pub fn consider_computer(&mut self) {
        let pos = self.game.position();
        let side = pos.side_to_move();
        let Some(level) = self.computer_level(side) else {
            return;
        };
        if self.mode != Mode::Play
            || pos.outcome().is_some()
            || self.computer.held
            || self.computer.job.is_some()
            || !self.computer.pending.is_empty()
        {
            return;
        }
        self.start_search(Purpose::Play(side), level);
    }

    fn start_search(&mut self, purpose: Purpose, level: crate::engine::Level) -> bool {
        let Some(tx) = self.events.clone() else {
            return false;
        };
        let pos = self.game.position();
        let before: Vec<Position> = (0..self.game.ply())
            .filter_map(|i| self.game.position_at(i))
            .collect();
        let send = move |r: Report| {
            let apply = move |app: &mut App| app.computer_report(r);
            tx.send(super::events::Event::Apply(Box::new(apply)))
                .is_ok()
        };
        self.computer.start(pos, before, level, purpose, send)
    }

    /// A report from the computer's worker.
    pub fn computer_report(&mut self, r: Report) {
        if let Some((purpose, at, thought)) = self.computer.receive(r) {
            let now = self.game.position();
            if at == now && self.game.outcome().is_none() {
                match purpose {
                    Purpose::Play(side) if now.side_to_move() == side => {
                        self.computer.pending = thought.turn.iter().copied().collect();
                        // A solved draw (the search's exact draw, in the moving phase) is
                        // offered to a person at the other side, now and then.
                        let moving =
                            now.in_hand(Color::White) == 0 && now.in_hand(Color::Black) == 0;
                        self.draw_offer_due = thought.value == crate::engine::Value::Draw
                            && moving
                            && self.computer_level(side.other()).is_none()
                            && self
                                .draw_offered_at
                                .is_none_or(|p| self.game.ply() >= p + DRAW_OFFER_AGAIN);
                    }
                    Purpose::Play(_) => {}
                    Purpose::Draw(side) => self.answer_draw(side, thought.value),
                    Purpose::Hint => {
                        let v = engine_value(thought.value, now.side_to_move());
                        let text = format!("Hint: {}, {v}", thought.line());
                        self.show_hint(&thought.turn, text);
                    }
                }
            }
        }
        self.consider_computer();
    }

    /// The computer playing `side` answers a draw offer: it accepts where its search finds a
    /// draw or a loss for it, or itself behind by more than a quarter of a stone, and plays on
    /// otherwise, as it does rather than repeat a position. (The side to move at the start is
    /// ahead by a seventh of a stone for the evaluation: the computer plays on there.)
    fn answer_draw(&mut self, side: Color, value: crate::engine::Value) {
        use crate::engine::Value as E;
        let mover = self.game.position().side_to_move();
        let mine = if mover == side {
            value
        } else {
            match value {
                E::Win(n) => E::Loss(n),
                E::Loss(n) => E::Win(n),
                E::Draw => E::Draw,
                E::Score(s) => E::Score(-s),
            }
        };
        let accept = crate::engine::takes_draw(mine);
        let name = self.settings.name(side).to_string();
        if accept {
            self.game.agree_draw();
            self.changed();
            self.message = Some(format!("{name} accepts the draw"));
        } else {
            self.message = Some(format!("{name} declines the draw and plays on"));
        }
    }

    /// A draw offered to the computer: it weighs it on its worker and answers (see
    /// [`App::answer_draw`]); the player waits for no question.
    fn offer_draw_to_computer(&mut self, offerer: Color) {
        let side = offerer.other();
        let Some(level) = self.computer_level(side) else {
            return;
        };
        if self.computer_busy() {
            self.message = Some(format!(
                "{} is busy: offer the draw again in a moment",
                self.name(side)
            ));
        } else if !self.start_search(Purpose::Draw(side), level) {
            self.message = Some("No answer now: offer the draw again in a moment".into());
        }
    }

    /// Stops the computer before it starts: a record shown read-only (another game holds it, or
    /// a replay) is looked at, and looking plays nothing and makes no file. The menu lets it
    /// play on.
    pub fn hold_computer(&mut self) {
        self.computer.held = true;
    }

    /// Whether the computer is searching or showing its turn.
    pub fn computer_busy(&self) -> bool {
        self.computer.job.is_some() || !self.computer.pending.is_empty()
    }

    /// Whether the computer plays `c`, is to move and was stopped.
    pub fn computer_waits(&self, c: Color) -> bool {
        self.computer.held
            && self.computer_level(c).is_some()
            && self.game.position().side_to_move() == c
            && self.game.outcome().is_none()
    }

    /// Whether the computer plays the side to move in the game now (thinking, showing its turn
    /// or stopped): the person at the keyboard has nothing to do on the board.
    pub fn computer_to_move(&self) -> bool {
        let pos = self.game.position();
        pos.outcome().is_none() && self.computer_level(pos.side_to_move()).is_some()
    }

    /// Refuses a key that would act for the computer, which owns the turn: says so until its
    /// turn is over. True if refused.
    fn refuse_for_computer(&mut self) -> bool {
        if !self.computer_to_move() {
            return false;
        }
        let mover = self.game.position().side_to_move();
        let text = if self.computer.held {
            format!(
                "{} plays {mover}: the menu (m) lets it play on, or gives {mover} back to you",
                self.name(mover)
            )
        } else {
            format!("{} is to move (Esc stops it)", self.name(mover))
        };
        self.message = Some(text.clone());
        self.refusal = Some(text);
        true
    }

    /// Lets a stopped computer play on, hands a side to the computer, or takes it back.
    fn toggle_computer(&mut self, c: Color) {
        let i = c.index();
        if self.computer_level(c).is_some() {
            if matches!(self.computer.job.as_ref().map(|j| j.purpose), Some(Purpose::Play(s)) if s == c)
            {
                self.computer.stop();
            }
            self.computer.pending.clear();
            self.settings.names[i] = self.human_names[i]
                .take()
                .unwrap_or_else(|| c.name().to_string());
            self.message = Some(format!("{} plays {c} again", self.settings.names[i]));
        } else {
            let name = computer::name(self.computer.setup.level);
            let old = std::mem::replace(&mut self.settings.names[i], name);
            self.human_names[i] = Some(old);
            self.computer.held = false;
            self.message = Some(format!("{} plays {c}", self.settings.names[i]));
        }
        self.version += 1;
    }

    /// Gives the app the loop's queue, for background work to send results back to.
    pub fn set_events(&mut self, tx: super::events::Sender) {
        self.events = Some(tx);
    }

    /// A sender into the loop's queue (see [`super::events`]); `None` when no loop runs (tests).
    pub fn events(&self) -> Option<super::events::Sender> {
        self.events.clone()
    }

    /// Says that the game is not saved, and why (a warning that stays until a save succeeds),
    /// or that it is saved again.
    pub fn set_unsaved(&mut self, why: Option<String>) {
        self.unsaved_warning = why
            .as_ref()
            .map(|w| format!("NOT SAVED: {w} (every decision tries again)"));
        self.unsaved = why;
    }

    /// The message of the last action only (no standing warning).
    pub fn notice(&self) -> Option<&str> {
        self.message.as_deref()
    }

    /// Why the game is not saved, if it is not.
    pub fn unsaved(&self) -> Option<&str> {
        self.unsaved.as_deref()
    }

    /// The path typed so far in [`Mode::SaveAs`].
    pub fn save_as_input(&self) -> &str {
        &self.save_as
    }

    /// Starts typing a path to save the game in (from the quit question, when not saved).
    pub fn start_save_as(&mut self) {
        self.mode = Mode::SaveAs;
        self.save_as.clear();
    }

    /// Edits the path typed in [`Mode::SaveAs`]: a character, or `None` to erase one.
    pub fn edit_save_as(&mut self, c: Option<char>) {
        match c {
            Some(c) if !c.is_control() && self.save_as.chars().count() < 4096 => {
                self.save_as.push(c)
            }
            Some(_) => {}
            None => {
                self.save_as.pop();
            }
        }
    }

    /// Ends the program once the game is in a file again (after a successful save-as).
    pub fn quit_now(&mut self) {
        self.quit = true;
    }

    /// The help had in the saved game offered for resuming (from its record's tags).
    pub fn set_saved_help(&mut self, help: Help) {
        self.saved_help = help;
    }

    /// Offers to resume `saved` before anything else.
    pub fn offer_resume(&mut self, saved: Game) {
        self.saved = Some(saved);
        self.ask(Mode::Resume, true);
    }

    /// Tells the app the terminal's size, so that windows that scroll stop at their end.
    pub fn set_size(&mut self, width: u16, height: u16) {
        self.size = Some((width, height));
    }

    /// In a question, whether the highlighted answer is Yes (Enter and Space take it).
    pub fn yes_highlighted(&self) -> bool {
        self.yes
    }

    /// The letter of a point's name typed and waiting for its digit (0 = `a`).
    pub fn pending_file(&self) -> Option<u8> {
        self.pending_file
    }

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

    /// The game on the board: the saved one while its resumption is asked, else the game.
    pub fn shown_game(&self) -> &Game {
        match (&self.saved, self.mode) {
            (Some(g), Mode::Resume) => g,
            _ => &self.game,
        }
    }

    fn ask(&mut self, question: Mode, default_yes: bool) {
        self.mode = question;
        self.yes = default_yes;
    }

    /// Yes or no from the keys of a question: `y`, `n`, Esc, or Enter/Space on the
    /// highlighted answer (arrows move the highlight).
    fn answer(&mut self, action: Action) -> Option<bool> {
        match action {
            Action::Yes => Some(true),
            Action::No | Action::NewGame | Action::Cancel => Some(false),
            Action::Select => Some(self.yes),
            Action::Left | Action::Right | Action::Up | Action::Down => {
                self.yes = !self.yes;
                None
            }
            _ => None,
        }
    }

    /// Starts in replay of the whole game.
    pub fn start_replay(&mut self) {
        self.mode = Mode::Replay {
            ply: 0,
            speed: 2,
            paused: false,
        };
    }

    /// Says where the game is kept (shown in the panel).
    pub fn set_storage(&mut self, where_: String) {
        self.storage = where_;
    }

    /// Where the game is kept.
    pub fn storage(&self) -> &str {
        &self.storage
    }

    /// What the last frame drew where, for the mouse.
    pub fn hits(&self) -> &super::mouse::Hits {
        &self.hits
    }

    /// Sets the running score of the two players at the table (`Alice 3 – 2 Bob`).
    pub fn set_score(&mut self, score: Option<Score>) {
        self.score = score;
    }

    /// The running score of the two players at the table, once they have finished a game.
    pub fn score(&self) -> Option<&Score> {
        self.score.as_ref()
    }

    /// Shows a message in the status panel.
    pub fn set_message(&mut self, m: impl Into<String>) {
        self.message = Some(m.into());
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The cursor point.
    pub fn cursor(&self) -> Point {
        self.cursor
    }

    /// The selected stone.
    pub fn selected(&self) -> Option<Point> {
        self.selected
    }

    /// The current screen or question.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The message of the last action, if any (an illegal choice, a declined draw…); else the
    /// warning that the game is not saved, which stays until a save succeeds.
    pub fn message(&self) -> Option<&str> {
        self.message.as_deref().or(self.unsaved_warning.as_deref())
    }

    /// The saved game offered for resuming.
    pub fn saved(&self) -> Option<&Game> {
        self.saved.as_ref()
    }

    /// Whether the player asked to quit.
    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// Grows by one whenever the game (its decisions, cursor or ending) changes: time to save.
    pub fn version(&self) -> u64 {
        self.version
    }

    /// Asks for the record on disk to be kept aside before the game is next saved.
    pub fn keep_old_game(&mut self) {
        self.keep_old = true;
    }

    /// Whether the record on disk holds a game that is being replaced — a saved game the
    /// player declined to resume, or a played game a new one replaces — and should be kept
    /// aside before the next save overwrites it. Asked once.
    pub fn take_keep_old(&mut self) -> bool {
        std::mem::take(&mut self.keep_old)
    }

    /// Whether the player has just taken up the saved game offered for resuming (its record
    /// goes on with its own tags). Asked once.
    pub fn take_resumed(&mut self) -> bool {
        std::mem::take(&mut self.resumed)
    }

    /// Whether a timer should wake the loop (only while a replay runs or the computer's turn
    /// is being shown), and how often.
    pub fn tick_interval(&self) -> Option<std::time::Duration> {
        if self.mode == Mode::Play && !self.computer.pending.is_empty() {
            return Some(computer::PACE);
        }
        match self.mode {
            Mode::Replay {
                paused: false,
                speed,
                ..
            } => Some(std::time::Duration::from_secs_f64(1.0 / SPEEDS[speed])),
            _ => None,
        }
    }

    /// The ply shown on the board: the game's, or the reviewed or replayed one.
    pub fn view_ply(&self) -> usize {
        match self.mode {
            Mode::Review(p) | Mode::ConfirmBranch(p) | Mode::Replay { ply: p, .. } => p,
            _ => self.shown_game().ply(),
        }
    }

    /// The position shown on the board.
    pub fn view_position(&self) -> Position {
        let game = self.shown_game();
        if self.view_ply() == game.ply() {
            game.position()
        } else {
            game.position_at(self.view_ply())
                .unwrap_or_else(|| game.position())
        }
    }

    /// Whether the board shows a past position rather than the game now.
    pub fn viewing_past(&self) -> bool {
        matches!(
            self.mode,
            Mode::Review(_) | Mode::ConfirmBranch(_) | Mode::Replay { .. }
        )
    }

    fn changed(&mut self) {
        self.version += 1;
        self.selected = None;
        self.pending_file = None;
    }

    /// Handles one action; then the computer starts thinking if it is its turn.
    pub fn update(&mut self, action: Action) {
        self.update_inner(action);
        // A search for a position the game has left (a redo, a new game) stops at once: its
        // answer would be dropped, and its "thinking…" line would mislead until it came.
        if let Some(purpose) = self
            .computer
            .job
            .as_ref()
            .filter(|j| j.at != self.game.position())
            .map(|j| j.purpose)
        {
            self.computer.stop();
            if matches!(purpose, Purpose::Draw(_)) {
                self.message = Some(match self.message.take() {
                    Some(m) => format!("{m}; the draw offer is withdrawn"),
                    None => "The draw offer is withdrawn".into(),
                });
            }
        }
        // The hint's text stays while its marks are on the board.
        if self.message.is_none() && self.mode == Mode::Play && self.hint_decision().is_some() {
            self.message = self.hint_text.clone();
        }
        self.consider_computer();
        self.consider_analysis();
    }

    fn update_inner(&mut self, action: Action) {
        if action == Action::Interrupt {
            // Ctrl-C quits at once, unless the game would be lost: then it asks (once).
            if self.unsaved.is_some()
                && !self.game.history().is_empty()
                && !matches!(self.mode, Mode::ConfirmQuit | Mode::SaveAs)
            {
                self.ask(Mode::ConfirmQuit, false);
            } else {
                self.quit = true;
            }
            return;
        }
        if action == Action::Tick && self.mode == Mode::Play {
            // The computer's turn, one decision a beat.
            if let Some(d) = self.computer.pending.pop_front() {
                let before = self.game.position();
                if before.is_legal(d) {
                    // A new turn: what was said about the turns before goes (no key clears
                    // it when the computers play each other).
                    if !matches!(before.task(), Task::Remove(_)) {
                        self.message = None;
                    }
                    self.play(d);
                    let after = self.game.position();
                    if after.side_to_move() != before.side_to_move() || after.outcome().is_some() {
                        self.computer_turn_over(before.side_to_move());
                    }
                } else {
                    self.computer.pending.clear();
                }
            }
            return;
        }
        if action != Action::Tick {
            self.message = None;
        }
        if let Action::WheelUp | Action::WheelDown = action {
            self.wheel(action == Action::WheelUp);
            return;
        }
        match self.mode {
            Mode::Play => self.play_mode(action),
            Mode::Menu(i) => self.menu_mode(i, action),
            Mode::Help(top) | Mode::Rules(top) => self.window_mode(top, action),
            Mode::ConfirmQuit => match self.answer(action) {
                Some(true) => self.quit = true,
                Some(false) => self.mode = Mode::Play,
                None => {}
            },
            // The loop types the path and saves; Esc goes back to the question.
            Mode::SaveAs => {
                if action == Action::Cancel {
                    self.mode = Mode::ConfirmQuit;
                }
            }
            Mode::ConfirmResign(side) => match self.answer(action) {
                Some(true) => {
                    self.game.resign(side);
                    self.changed();
                    self.mode = Mode::Play;
                }
                Some(false) => self.mode = Mode::Play,
                None => {}
            },
            Mode::ConfirmNew => match self.answer(action) {
                Some(true) => self.new_game(),
                Some(false) => self.mode = Mode::Play,
                None => {}
            },
            Mode::DrawOffer(offerer) => match self.answer(action) {
                Some(true) => {
                    self.game.agree_draw();
                    self.changed();
                    self.mode = Mode::Play;
                }
                Some(false) => {
                    self.message = Some(format!(
                        "{} declined the draw",
                        self.settings.name(offerer.other())
                    ));
                    self.mode = Mode::Play;
                }
                None => {}
            },
            Mode::Resume => self.resume_mode(action),
            Mode::Review(ply) => self.review_mode(ply, action),
            Mode::ConfirmBranch(ply) => match self.answer(action) {
                Some(true) => {
                    self.game.go_to(ply);
                    self.changed();
                    self.mode = Mode::Play;
                }
                Some(false) => self.mode = Mode::Review(ply),
                None => {}
            },
            Mode::Replay { ply, speed, paused } => self.replay_mode(ply, speed, paused, action),
        }
    }

    fn resume_mode(&mut self, action: Action) {
        match action {
            Action::Quit => self.quit = true,
            // Esc decides later: the saved game stays as it is until a new decision is made.
            Action::Cancel => {
                self.mode = Mode::Play;
                self.message = Some(
                    "The saved game waits: y asks again; your first decision keeps it aside".into(),
                );
            }
            _ => match self.answer(action) {
                Some(true) => {
                    if let Some(g) = self.saved.take() {
                        self.game = g;
                        self.cursor = centre(&self.game.position());
                        self.help = std::mem::take(&mut self.saved_help);
                        self.by_computer = std::mem::take(&mut self.saved_by_computer);
                        for (name, saved) in
                            self.settings.names.iter_mut().zip(&mut self.saved_names)
                        {
                            if let Some(n) = saved.take() {
                                *name = n;
                            }
                        }
                        self.hint.clear();
                        self.changed();
                        if let Some(note) = self.saved_note.take() {
                            self.message = Some(note);
                        }
                        self.resumed = true;
                    }
                    self.mode = Mode::Play;
                    self.consider_computer();
                }
                Some(false) => {
                    self.saved = None;
                    self.keep_old = true;
                    self.mode = Mode::Play;
                }
                None => {}
            },
        }
    }

    /// Help and Rules: the arrows, PgUp/PgDn, Home and End scroll; Esc, q, Enter, `?` and
    /// `m` close (and do nothing else); other keys are ignored, so none is lost by surprise.
    fn window_mode(&mut self, top: u16, action: Action) {
        let max = self.size.map_or(u16::MAX, |(w, h)| {
            super::view::window_scroll_max(self, w, h)
        });
        let page = self.size.map_or(10, |(_, h)| h.saturating_sub(6).max(1));
        let top = top.min(max);
        let to = match action {
            Action::Up => top.saturating_sub(1),
            Action::Down => top.saturating_add(1).min(max),
            Action::PageUp => top.saturating_sub(page),
            Action::PageDown => top.saturating_add(page).min(max),
            Action::Home => 0,
            Action::End => max,
            Action::Cancel | Action::Quit | Action::Select | Action::Help | Action::Menu => {
                self.mode = Mode::Play;
                return;
            }
            _ => return,
        };
        self.mode = match self.mode {
            Mode::Rules(_) => Mode::Rules(to),
            _ => Mode::Help(to),
        };
    }

    /// The mouse wheel: scrolls windows by three lines, moves in the menu, and steps through
    /// the log (from play, up enters the review of the log; down past its end comes back).
    fn wheel(&mut self, up: bool) {
        let step = if up { Action::Up } else { Action::Down };
        match self.mode {
            Mode::Help(_) | Mode::Rules(_) => {
                for _ in 0..3 {
                    if let Mode::Help(top) | Mode::Rules(top) = self.mode {
                        self.window_mode(top, step);
                    }
                }
            }
            Mode::Menu(i) => self.menu_mode(i, step),
            Mode::Review(ply) if !up && ply >= self.game.history().len() => {
                self.mode = Mode::Play;
            }
            Mode::Review(ply) => self.review_mode(ply, step),
            Mode::Replay { ply, speed, paused } => {
                let step = if up { Action::Left } else { Action::Right };
                self.replay_mode(ply, speed, paused, step);
            }
            Mode::Play if up && !self.game.history().is_empty() => {
                self.selected = None;
                self.pending_file = None;
                self.mode = Mode::Review(self.game.ply().saturating_sub(1));
            }
            _ => {}
        }
    }

    fn ask_quit(&mut self) {
        let unsaved = self.unsaved.is_some() && !self.game.history().is_empty();
        if unsaved || self.game.outcome().is_none() && self.game.ply() > 0 {
            self.ask(Mode::ConfirmQuit, false);
        } else {
            self.quit = true;
        }
    }

    fn ask_new(&mut self) {
        if self.game.outcome().is_some() || self.game.ply() == 0 {
            self.new_game();
        } else {
            self.ask(Mode::ConfirmNew, false);
        }
    }

    fn new_game(&mut self) {
        self.computer.stop();
        self.computer.held = false;
        // A game without a played decision is not kept aside: nothing of it would be missed.
        self.keep_old |= self.game.ply() > 0 || self.game.outcome().is_some();
        self.game = Game::from_position(self.game.start());
        self.by_computer.clear();
        self.draw_offer_due = false;
        self.draw_offered_at = None;
        self.cursor = centre(&self.game.position());
        self.help = Help::default();
        self.hint.clear();
        self.changed();
        self.mode = Mode::Play;
        self.message = Some("New game".into());
    }

    fn play_mode(&mut self, action: Action) {
        let typed_file = self.pending_file.take();
        match action {
            Action::Up | Action::Down | Action::Left | Action::Right => {
                if let Some(p) = step(&self.game.position(), self.cursor, action) {
                    self.cursor = p;
                }
            }
            Action::File(f) => self.pending_file = Some(f),
            Action::Rank(r) => match typed_file.and_then(|f| Point::new(f, r)) {
                Some(p) if self.game.position().geometry().contains(p) => self.cursor = p,
                Some(p) => self.message = Some(format!("{p} is not a point of this board")),
                None => self.message = Some("type a point as a letter then a digit: d6".into()),
            },
            // A letter without its digit is dropped, and said so, rather than acting on the
            // old cursor point by surprise.
            Action::Select | Action::Cancel if typed_file.is_some() => {
                let f = typed_file.map_or('?', |f| (b'a' + f) as char);
                self.message = Some(format!(
                    "{f}_ dropped: a point is a letter then a digit (d6)"
                ));
            }
            Action::Select => self.act_on_hint(),
            Action::Click(p) if self.game.position().geometry().contains(p) => {
                self.cursor = p;
                self.act_on_hint();
            }
            Action::Cancel if self.computer_busy() && self.selected.is_none() => {
                let purpose = self.computer.job.as_ref().map(|j| j.purpose);
                self.computer.stop();
                if purpose == Some(Purpose::Hint) {
                    self.message = Some("Hint stopped".into());
                } else if matches!(purpose, Some(Purpose::Draw(_))) {
                    self.message = Some("The draw offer is withdrawn".into());
                } else {
                    self.computer.held = true;
                    self.message = Some("The computer stopped".into());
                }
            }
            Action::Hint => self.hint(),
            Action::Analysis => self.toggle_analysis(),
            Action::Undo if self.against_computer() => self.undo_against_computer(),
            Action::Cancel if self.selected.take().is_none() => {
                self.mode = Mode::Menu(0);
            }
            Action::Undo => {
                let what = match self.game.ending() {
                    Some(o) => Some(self.ending_name(o.reason)),
                    None => self.game.decisions().last().map(|d| d.to_string()),
                };
                if self.game.undo() {
                    self.changed();
                    self.message = Some(format!("Undone: {}", what.unwrap_or_default()));
                } else {
                    self.message = Some("Nothing to undo".into());
                }
            }
            Action::Redo => {
                if self.game.redo() {
                    self.changed();
                    let what = match self.game.ending() {
                        Some(o) => Some(self.ending_name(o.reason)),
                        None => self.game.decisions().last().map(|d| d.to_string()),
                    };
                    self.message = Some(format!("Redone: {}", what.unwrap_or_default()));
                } else {
                    self.message = Some("Nothing to redo".into());
                }
            }
            Action::Decline if self.refuse_for_computer() => {}
            Action::Decline => {
                let pos = self.game.position();
                if matches!(pos.task(), Task::Remove(_)) {
                    self.play(Decision::Decline);
                } else {
                    self.message = Some("x declines a removal; no removal is owed".into());
                }
            }
            Action::Menu => self.mode = Mode::Menu(0),
            Action::Help => self.mode = Mode::Help(0),
            Action::Quit => self.ask_quit(),
            Action::NewGame => self.ask_new(),
            Action::Yes if self.saved.is_some() => self.ask(Mode::Resume, true),
            Action::Log => {
                if self.game.ply() == 0 {
                    self.message = Some("The log is empty: nothing to review yet".into());
                } else {
                    self.selected = None;
                    self.mode = Mode::Review(self.game.ply());
                }
            }
            // A click on the log: review from that decision.
            Action::Show(p) if self.game.ply() > 0 => {
                self.selected = None;
                self.mode = Mode::Review(p.min(self.game.ply()));
            }
            Action::Replay => {
                if self.game.ply() == 0 {
                    self.message = Some("Nothing to replay yet".into());
                } else {
                    self.selected = None;
                    self.start_replay();
                }
            }
            _ => {}
        }
    }

    /// Whether the computer plays either side.
    fn against_computer(&self) -> bool {
        Color::BOTH
            .iter()
            .any(|&c| self.computer_level(c).is_some())
    }

    /// Undo against the computer: the computer's reply and the player's turn before it go
    /// together; a player's own decision not answered yet goes alone, but a turn of the
    /// player's that ended the game (no reply will come) goes whole.
    fn undo_against_computer(&mut self) {
        let thinking = self.computer_busy();
        self.computer.stop();
        if self.game.ending().is_some() {
            self.game.undo();
            self.changed();
            self.message = Some("Undone: the ending".into());
            return;
        }
        let turns = self.game.turns();
        let Some(last) = turns.last() else {
            self.message = Some("Nothing to undo".into());
            return;
        };
        let mut n = 1;
        if self.game.outcome().is_some() {
            n = last.decisions.len();
        }
        if self.computer_level(last.color).is_some() {
            n = last.decisions.len();
            if let Some(prev) = turns.len().checked_sub(2).and_then(|i| turns.get(i))
                && self.computer_level(prev.color).is_none()
            {
                n += prev.decisions.len();
            }
        }
        let ply = self.game.ply();
        let undone: Vec<String> = self.game.decisions()[ply.saturating_sub(n)..]
            .iter()
            .map(|d| d.to_string())
            .collect();
        for _ in 0..n {
            self.game.undo();
        }
        self.changed();
        // The computer does not answer again at once: the player takes the move back.
        let side = self.game.position().side_to_move();
        self.computer.held = self.computer_level(side).is_some();
        self.message = Some(format!(
            "Undone: {}{}",
            undone.join(" "),
            if thinking {
                " (the computer stopped)"
            } else {
                ""
            }
        ));
    }

    /// The computer's suggestion for the player to move, from a search in the background.
    fn hint(&mut self) {
        let pos = self.game.position();
        if self.game.outcome().is_some() {
            self.message = Some("The game is over: no hint".into());
        } else if self.computer_to_move() {
            let text = format!(
                "{} is to move: a hint is for your own turn",
                self.name(pos.side_to_move())
            );
            self.message = Some(text.clone());
            self.refusal = Some(text);
        } else if self.computer.job.is_some() {
            self.message = Some("The computer is thinking already".into());
        } else if let Some((turn, v)) = self
            .analysis
            .best_turn(&pos, &self.history(self.game.ply()))
        {
            // Solved: exact, at once.
            let line: Vec<String> = turn.iter().map(|d| d.to_string()).collect();
            let text = format!(
                "Hint: {}, {}",
                line.join(" "),
                analysis::describe(v, pos.side_to_move())
            );
            self.show_hint(&turn, text);
        } else if let Some((a, b)) = self.analysis.cached(&pos)
            && self.events.is_some()
            && self.hint_pending.is_none()
        {
            // Solved before, on disk: read in the background; the exact hint follows.
            self.analysis.want_class(a, b);
            self.hint_pending = Some(pos);
            self.start_analysis_worker();
            self.message = Some("Looking for a hint…".into());
        } else if !self.start_search(Purpose::Hint, crate::engine::Level::MAX) {
            self.message = Some("No hint now: try again in a moment".into());
        }
    }

    /// The computer, playing `side`, ended its turn: a key refused meanwhile is forgotten,
    /// and the mill announced for its removal becomes what it did.
    fn computer_turn_over(&mut self, side: Color) {
        if std::mem::take(&mut self.draw_offer_due)
            && self.game.outcome().is_none()
            && self.mode == Mode::Play
        {
            // The question starts on No: Enter plays on.
            self.draw_offered_at = Some(self.game.ply());
            self.ask(Mode::DrawOffer(side), false);
        }
        if let Some(r) = self.refusal.take()
            && self.message.as_deref() == Some(r.as_str())
        {
            self.message = None;
        }
        let removed: Vec<String> = self
            .game
            .turns()
            .last()
            .filter(|t| t.color == side)
            .map(|t| {
                t.decisions
                    .iter()
                    .filter_map(|d| match d {
                        Decision::Remove(p) => Some(p.to_string()),
                        _ => None,
                    })
                    .collect()
            })
            .unwrap_or_default();
        let announced = self
            .message
            .as_deref()
            .is_none_or(|m| (1..=3).any(|k| m == mill_word(k)));
        if !removed.is_empty() && announced && self.game.outcome().is_none() {
            let their = side.other().adjective();
            self.message = Some(match removed.as_slice() {
                [one] => format!("{} removed the {their} stone on {one}", self.name(side)),
                [rest @ .., last] => format!(
                    "{} removed the {their} stones on {} and {last}",
                    self.name(side),
                    rest.join(", ")
                ),
                [] => String::new(),
            });
        }
    }

    fn play(&mut self, d: Decision) {
        let at = self.game.ply();
        let by_computer = self
            .computer_level(self.game.position().side_to_move())
            .is_some();
        let mut owners = std::mem::take(&mut self.by_computer);
        self.fill_owners(&mut owners, at);
        self.by_computer = owners;
        match self.game.play(d) {
            Ok(()) => {
                self.by_computer.truncate(at);
                self.by_computer.push(by_computer);
                self.changed();
                // A saved game left for later is kept aside once this game has a decision.
                if self.saved.take().is_some() {
                    self.keep_old = true;
                }
                let pos = self.game.position();
                match pos.task() {
                    Task::Remove(k) if !d.is_removal() => {
                        let s = pos.side_to_move();
                        let (who, their) = (self.settings.name(s), s.other().adjective());
                        self.message = Some(if by_computer {
                            // The task line says what it removes.
                            mill_word(k)
                        } else if k == 1 {
                            format!("Mill! {who} removes a {their} stone")
                        } else {
                            format!("{k} mills! {who} removes {k} {their} stones")
                        });
                    }
                    Task::Over(_) => {}
                    _ if !d.is_removal() && self.closed_mill(d) => {
                        // The rules owe nothing: say why, so the mill does not pass unnoticed.
                        let mover = pos.side_to_move().other();
                        let them = mover.other();
                        self.message = Some(if pos.on_board(them) == 0 {
                            format!(
                                "Mill! but {} has no stone on the board: nothing to remove",
                                self.settings.name(them)
                            )
                        } else {
                            format!(
                                "Mill! but every {} stone is protected in a mill: nothing to remove",
                                them.adjective()
                            )
                        });
                    }
                    _ => {}
                }
            }
            Err(e) => self.message = Some(e.to_string()),
        }
    }

    /// A players' ending named for the log and messages: `Bob's resignation`, `the agreed draw`.
    pub fn ending_name(&self, reason: crate::rules::Reason) -> String {
        match reason {
            crate::rules::Reason::Resignation(c) => format!("{}'s resignation", self.name(c)),
            crate::rules::Reason::Agreement => "the agreed draw".into(),
            other => other.to_string(),
        }
    }

    /// Whether `d`, just played, closed a mill for its player.
    fn closed_mill(&self, d: Decision) -> bool {
        let ply = self.game.ply();
        let (Some(before), Some(after), Some(to)) = (
            ply.checked_sub(1).and_then(|p| self.game.position_at(p)),
            self.game.position_at(ply),
            d.target(),
        ) else {
            return false;
        };
        let mover = before.side_to_move();
        after.geometry().mills_closed_at(after.stones(mover), to) != 0
    }

    /// Enter or Space on the cursor point; when that played a part of the hint (or picked up
    /// its stone), the cursor goes on to the hint's next part, so that Enter plays it all.
    fn act_on_hint(&mut self) {
        let hinted = self.hint_decision();
        let ply = self.game.ply();
        self.act();
        let Some(h) = hinted else {
            return;
        };
        let next = if self.game.ply() == ply + 1 && self.game.decisions().last() == Some(&h) {
            self.hint_decision().and_then(hint_point)
        } else if let Decision::Move(from, to) = h
            && self.game.ply() == ply
            && self.selected == Some(from)
        {
            Some(to)
        } else {
            None
        };
        if let Some(p) = next {
            self.cursor = p;
        }
    }

    /// Enter or Space on the cursor point.
    fn act(&mut self) {
        if self.refuse_for_computer() {
            return;
        }
        let pos = self.game.position();
        let p = self.cursor;
        let side = pos.side_to_move();
        let task = pos.task();
        match task {
            Task::Over(_) => {
                self.message = Some("The game is over: u undoes, n starts a new game".into());
            }
            Task::Remove(_) => self.play(Decision::Remove(p)),
            Task::Pass => self.play(Decision::Pass),
            Task::Place | Task::PlaceOrMove | Task::Move | Task::Fly => {
                if let Some(sel) = self.selected {
                    if sel == p {
                        self.selected = None;
                        return;
                    }
                    if pos.stones(side).contains(p) && !pos.destinations(p).is_empty() {
                        self.selected = Some(p);
                        return;
                    }
                    if pos.stone_at(p).is_none() && !pos.destinations(sel).contains(p) {
                        let target = self.target_word();
                        let within_reach =
                            pos.may_fly(side) || pos.geometry().adjacent(sel).contains(p);
                        // Within reach and empty, yet refused: the rules say why (a broken
                        // mill that may not be re-formed at once).
                        let why = pos
                            .play(Decision::Move(sel, p))
                            .err()
                            .filter(|_| within_reach)
                            .map(|e| e.reason);
                        let esc = if task == Task::PlaceOrMove {
                            "Esc to place instead"
                        } else {
                            "Esc"
                        };
                        self.message = Some(if let Some(why) = why {
                            format!("{why}: choose a {target} point, or {esc}")
                        } else if task == Task::PlaceOrMove {
                            format!(
                                "The stone on {sel} is selected and cannot go to {p}: choose a {target} point, or Esc to place instead"
                            )
                        } else {
                            format!(
                                "The stone on {sel} cannot go to {p}: choose a {target} point, or Esc"
                            )
                        });
                        return;
                    }
                    self.play(Decision::Move(sel, p));
                    return;
                }
                if pos.stones(side).contains(p) {
                    if task == Task::Place {
                        self.message = Some(format!(
                            "{} must place: choose an empty point",
                            self.settings.name(side)
                        ));
                    } else if pos.destinations(p).is_empty() {
                        self.message = Some(format!("The stone on {p} cannot move"));
                    } else {
                        self.selected = Some(p);
                    }
                    return;
                }
                if matches!(task, Task::Place | Task::PlaceOrMove) {
                    self.play(Decision::Place(p));
                } else if pos.stones(side.other()).contains(p) {
                    self.message = Some(format!(
                        "{p} holds a {} stone: choose one of yours",
                        side.other().adjective()
                    ));
                } else {
                    self.message = Some("Choose one of your stones first".into());
                }
            }
        }
    }

    fn menu_mode(&mut self, i: usize, action: Action) {
        let items = self.menu();
        let n = items.len();
        match action {
            Action::Up => self.mode = Mode::Menu((i + n - 1) % n),
            Action::Down => self.mode = Mode::Menu((i + 1) % n),
            Action::Home => self.mode = Mode::Menu(0),
            Action::End => self.mode = Mode::Menu(n - 1),
            Action::Choose(j) if j < n => self.menu_mode(j, Action::Select),
            Action::Cancel | Action::Menu => self.mode = Mode::Play,
            Action::Quit => self.ask_quit(),
            Action::Select => {
                self.mode = Mode::Play;
                let over = self.game.outcome().is_some();
                match items.get(i).copied().unwrap_or(MenuItem::Back) {
                    MenuItem::Back => {}
                    MenuItem::NewGame => self.ask_new(),
                    MenuItem::OfferDraw(_) | MenuItem::Resign(_) if over => {
                        self.message = Some("The game is over".into())
                    }
                    // The person at the keyboard never decides for the computer's side.
                    MenuItem::OfferDraw(side) | MenuItem::Resign(side)
                        if self.computer_level(side).is_some() =>
                    {
                        self.message = Some(format!(
                            "{} plays {side} and speaks for itself: hand the side back first (menu)",
                            self.name(side)
                        ));
                    }
                    MenuItem::OfferDraw(side) if self.computer_level(side.other()).is_some() => {
                        self.offer_draw_to_computer(side)
                    }
                    MenuItem::OfferDraw(side) => self.ask(Mode::DrawOffer(side), false),
                    MenuItem::Resign(side) => self.ask(Mode::ConfirmResign(side), false),
                    MenuItem::Rules => self.mode = Mode::Rules(0),
                    MenuItem::Help => self.mode = Mode::Help(0),
                    MenuItem::Computer(c) => self.toggle_computer(c),
                    MenuItem::PlayOn => {
                        self.computer.held = false;
                        self.message = Some("The computer plays on".into());
                    }
                    MenuItem::Quit => self.ask_quit(),
                }
            }
            _ => {}
        }
    }

    fn review_mode(&mut self, ply: usize, action: Action) {
        // Undone decisions are not part of the game: review and replay stop before them.
        let last = self.game.ply();
        match action {
            Action::Up | Action::Left => self.mode = Mode::Review(ply.saturating_sub(1)),
            Action::Down | Action::Right => self.mode = Mode::Review((ply + 1).min(last)),
            Action::Home => self.mode = Mode::Review(0),
            Action::End => self.mode = Mode::Review(last),
            Action::Show(p) => self.mode = Mode::Review(p.min(last)),
            // The board shows the past: a click on it plays nothing, and says how to go on.
            Action::Click(_) => {
                self.message = Some(
                    "A past position: Enter plays on from here, Esc goes back to the game".into(),
                );
            }
            Action::Cancel | Action::Log => self.mode = Mode::Play,
            Action::Quit => {
                self.mode = Mode::Play;
                self.ask_quit();
            }
            Action::Select => {
                if ply == self.game.ply() {
                    self.mode = Mode::Play;
                } else {
                    self.ask(Mode::ConfirmBranch(ply), true);
                }
            }
            Action::Replay => {
                self.mode = Mode::Replay {
                    ply,
                    speed: 2,
                    paused: false,
                }
            }
            Action::Help => self.mode = Mode::Help(0),
            Action::Analysis => self.toggle_analysis(),
            _ => {}
        }
    }

    fn toggle_analysis(&mut self) {
        self.analysis.on = !self.analysis.on;
        self.message = Some(if self.analysis.on {
            "Analysis on (v turns it off)".into()
        } else {
            "Analysis off".into()
        });
    }

    fn replay_mode(&mut self, ply: usize, speed: usize, paused: bool, action: Action) {
        let last = self.game.ply();
        let set = |ply, speed, paused| Mode::Replay { ply, speed, paused };
        self.mode = match action {
            Action::Tick if !paused => {
                let next = (ply + 1).min(last);
                set(next, speed, next >= last)
            }
            Action::Faster => set(ply, (speed + 1).min(SPEEDS.len() - 1), paused),
            Action::Slower => set(ply, speed.saturating_sub(1), paused),
            Action::Select => {
                if paused && ply >= last {
                    set(0, speed, false)
                } else {
                    set(ply, speed, !paused)
                }
            }
            Action::Left | Action::Up => set(ply.saturating_sub(1), speed, true),
            Action::Right | Action::Down => set((ply + 1).min(last), speed, true),
            Action::Home => set(0, speed, true),
            Action::End => set(last, speed, true),
            Action::Show(p) => set(p.min(last), speed, true),
            Action::Click(_) => {
                self.message =
                    Some("A replay: Space pauses or plays, Esc goes back to the game".to_string());
                set(ply, speed, paused)
            }
            Action::Cancel | Action::Replay => Mode::Play,
            Action::Log => Mode::Review(ply),
            Action::Quit => {
                self.mode = Mode::Play;
                self.ask_quit();
                return;
            }
            _ => set(ply, speed, paused),
        };
    }

    /// The marks of every point of the board as shown.
    pub fn marks(&self) -> Vec<(Point, Marks)> {
        let pos = self.view_position();
        let g = pos.geometry();
        let ply = self.view_ply();
        let live = !self.viewing_past() && pos.outcome().is_none();
        let mut targets = Bitboard::EMPTY;
        let mut movable = Bitboard::EMPTY;
        let mut removable = Bitboard::EMPTY;
        // With analysis on, what each decision leads to, by the point it marks.
        let mut kinds: [Option<Kind>; 64] = [None; 64];
        let analysed = self.analysis.on;
        let history = if analysed {
            self.history(ply)
        } else {
            History::default()
        };
        let mut known = false;
        let mut unknown = Bitboard::EMPTY;
        let mut note = |p: Point, d: Decision, best: bool| {
            if !analysed {
                return;
            }
            let Some(k) = self.analysis.kind(&pos, d, &history) else {
                // A stone with a move of unknown value has no best to show.
                if best {
                    unknown = unknown | p.bit();
                }
                return;
            };
            known = true;
            let slot = &mut kinds[p.index()];
            // A stone that can move shows the best of its moves.
            if !best || slot.is_none_or(|s| k.rank() > s.rank()) {
                *slot = Some(k);
            }
        };
        // What the player may do is marked only on the player's own turn: while the computer
        // owns it (thinking, between its decisions, or stopped) nothing invites a key.
        let open =
            live && matches!(self.mode, Mode::Play | Mode::Menu(_)) && !self.computer_to_move();
        if open {
            let mut placements = Bitboard::EMPTY;
            pos.for_each_legal(|d| match d {
                Decision::Place(p) => {
                    placements = placements | p.bit();
                    if self.selected.is_none() {
                        note(p, d, false);
                    }
                }
                Decision::Move(f, t) => {
                    movable = movable | f.bit();
                    if self.selected == Some(f) {
                        targets = targets | t.bit();
                        note(t, d, false);
                    } else if self.selected.is_none() {
                        note(f, d, true);
                    }
                }
                Decision::Remove(p) => {
                    removable = removable | p.bit();
                    note(p, d, false);
                }
                _ => {}
            });
            // When every empty point takes a stone, marking them all says nothing (unless
            // analysis says what each leads to).
            if self.selected.is_none() && (placements != pos.empty() || known) {
                targets = targets | placements;
            }
        }
        for p in unknown.iter() {
            kinds[p.index()] = None;
        }
        let hint = if open {
            match self.hint_decision() {
                Some(Decision::Move(f, t)) if self.selected == Some(f) => t.bit(),
                Some(Decision::Move(f, t)) if self.selected.is_none() => {
                    // Where it goes is drawn as a destination.
                    targets = targets | t.bit();
                    f.bit() | t.bit()
                }
                Some(Decision::Place(p)) => {
                    targets = targets | p.bit();
                    p.bit()
                }
                Some(Decision::Remove(p)) => p.bit(),
                _ => Bitboard::EMPTY,
            }
        } else {
            Bitboard::EMPTY
        };
        let (mill, last, origin, captured) = self.recent(ply);
        g.points
            .iter()
            .map(|p| {
                let m = Marks {
                    cursor: !self.viewing_past() && self.mode != Mode::Resume && p == self.cursor,
                    selected: self.selected == Some(p),
                    target: targets.contains(p),
                    movable: movable.contains(p),
                    removable: removable.contains(p),
                    mill: mill.contains(p),
                    last: last.contains(p),
                    origin: origin.contains(p) && pos.stone_at(p).is_none(),
                    captured: captured == Some(p) && pos.stone_at(p).is_none(),
                    kind: kinds[p.index()],
                    hint: hint.contains(p),
                };
                (p, m)
            })
            .collect()
    }

    /// The mill just closed, where the last move or placement ended, where a moved stone came
    /// from, and the point of the last capture, as of `ply`.
    fn recent(&self, ply: usize) -> (Bitboard, Bitboard, Bitboard, Option<Point>) {
        let game = self.shown_game();
        let history = &game.history()[..ply.min(game.history().len())];
        let captured = history.iter().rev().find_map(|d| match d {
            Decision::Remove(p) => Some(*p),
            _ => None,
        });
        let arrival = history.iter().rposition(|d| !d.is_removal());
        let Some(i) = arrival else {
            return (Bitboard::EMPTY, Bitboard::EMPTY, Bitboard::EMPTY, captured);
        };
        let last = history[i].target();
        let arrived = last.map_or(Bitboard::EMPTY, Point::bit);
        let origin = match history[i] {
            Decision::Move(from, _) => from.bit(),
            _ => Bitboard::EMPTY,
        };
        let mut mill = Bitboard::EMPTY;
        if let (Some(before), Some(after), Some(to)) =
            (game.position_at(i), game.position_at(ply), last)
        {
            // The mill counts as "just closed" until the mover's turn is over.
            let mover = before.side_to_move();
            let same_turn = after.side_to_move() == mover || ply == i + 1;
            if same_turn {
                let g = after.geometry();
                let closed = g.mills_closed_at(after.stones(mover), to);
                for k in 0..32u8 {
                    if closed & (1 << k) != 0 {
                        mill = mill | g.mill(k);
                    }
                }
            }
        }
        (mill, arrived, origin, captured)
    }

    /// The name of the player.
    pub fn name(&self, c: Color) -> &str {
        self.settings.name(c)
    }
}

/// The point the player acts on first for a decision of the hint: the stone to move, or where
/// to place, or the stone to remove.
fn hint_point(d: Decision) -> Option<Point> {
    match d {
        Decision::Move(from, _) => Some(from),
        d => d.target(),
    }
}

/// How a mill the computer closed is announced: `Mill!`, `2 mills!`.
fn mill_word(k: u8) -> String {
    if k == 1 {
        "Mill!".into()
    } else {
        format!("{k} mills!")
    }
}

/// Where the cursor starts: the point nearest the middle of the board's top row of the
/// inner square, so that every direction has somewhere to go.
fn centre(pos: &Position) -> Point {
    let g = pos.geometry();
    let n = pos.rules().board.grid_size() as i32;
    let mid = (n - 1) / 2;
    g.points
        .iter()
        .min_by_key(|p| {
            let (x, y) = (p.file() as i32 - mid, p.rank() as i32 - mid);
            (x * x + y * y, -(p.rank() as i32), p.file())
        })
        .unwrap_or(Point::from_index(0))
}

/// The nearest point from `from` in a direction along the board's geometry: first on the same
/// line (row or column), else the nearest point anywhere on that side.
pub fn step(pos: &Position, from: Point, dir: Action) -> Option<Point> {
    let (dx, dy): (i32, i32) = match dir {
        Action::Up => (0, 1),
        Action::Down => (0, -1),
        Action::Left => (-1, 0),
        Action::Right => (1, 0),
        _ => return None,
    };
    let (fx, fy) = (from.file() as i32, from.rank() as i32);
    pos.geometry()
        .points
        .iter()
        .filter_map(|p| {
            let (x, y) = (p.file() as i32 - fx, p.rank() as i32 - fy);
            let along = x * dx + y * dy;
            let across = (x * dy - y * dx).abs();
            (along > 0).then_some((across, along, p))
        })
        .min_by_key(|&(across, along, p)| (across.min(1), along + 2 * across, p))
        .map(|(_, _, p)| p)
}

/// The value of the computer's hint for `side`, the player to move, in the words analysis
/// uses where it is exact (`White wins in 11 turns (White's 6th)`), else the search's score
/// (`score +0.69 for White`).
pub fn engine_value(v: crate::engine::Value, side: Color) -> String {
    use crate::engine::Value as E;
    use crate::solve::Value as S;
    match v {
        E::Win(n) => S::Win(n).describe(side),
        E::Loss(n) => S::Loss(n).describe(side),
        E::Draw => "Draw".into(),
        E::Score(_) => format!("{v} for {side}"),
    }
}

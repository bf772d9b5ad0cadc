//! The help a player can have at the table: hints (the `i` key) and analysis (the `v` key),
//! each noted for the game's record.

use crate::engine::Level;
use crate::rules::{Decision, Position};
use crate::solve::review::{self, History, Mark};
use crate::words::ColorWords;

use super::super::analysis::{self, Report};
use super::super::computer::Purpose;
use super::super::messages::Effect;
use super::play::hint_point;
use super::{App, Mode, Question};

/// The hint shown: its decisions, each with the position it is for, and its text; and a hint
/// asked for in a position whose class is being read from the cache.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Hint {
    turn: Vec<(Position, Decision)>,
    /// Shown again while its marks are.
    pub(super) text: Option<String>,
    pub(super) waiting: Option<Position>,
}

impl App {
    /// The analysis: whether it is on, what is solved.
    pub fn analysis(&self) -> &analysis::Analysis {
        &self.analysis
    }

    /// Gives analysis solved tables at hand (for these rules), as a worker would.
    pub fn set_tables(&mut self, tables: crate::solve::Tablebase) {
        self.analysis.set_tables(tables);
    }

    /// The decision of the hint for the position now, if one is shown.
    pub fn hint_decision(&self) -> Option<Decision> {
        let pos = self.game.position();
        self.hint
            .turn
            .iter()
            .find(|(at, _)| *at == pos)
            .map(|(_, d)| *d)
    }

    /// A hint belongs to the position it was given for (and the rest of its turn): once the
    /// game leaves them it goes, marks and text, so that an undo back there shows no stale
    /// one.
    pub(super) fn drop_stale_hint(&mut self) {
        if !self.hint.turn.is_empty() && self.hint_decision().is_none() {
            self.hint.turn.clear();
            self.hint.text = None;
        }
    }

    /// `v`: analysis on or off.
    pub(super) fn toggle_analysis(&mut self) {
        self.analysis.on = !self.analysis.on;
        self.say(if self.analysis.on {
            crate::t!("board-analysis-on")
        } else {
            crate::t!("board-analysis-off")
        });
    }

    /// With analysis on: notes it in the game's help, and starts solving what the game's
    /// positions need (the current one and those of the log, for its marks), unless a worker
    /// runs already.
    pub(super) fn consider_analysis(&mut self) {
        if self.analysis.rules() != self.game.rules() {
            self.analysis.set_rules(*self.game.rules());
        }
        if !self.analysis.on || matches!(self.mode, Mode::Question(Question::Resume, _)) {
            return;
        }
        // Noted for the record (see `help`).
        if self.game.outcome().is_none() && !self.help.analysis {
            self.help.analysis = true;
        }
        let mut positions: Vec<Position> = (0..=self.game.ply())
            .filter_map(|i| self.game.position_at(i))
            .collect();
        // In review the position on the board is the one viewed: it goes last, where a large
        // class is wanted (only the last position's is), else the panel said "not solved yet:
        // 6 v 9" of a class in the cache, for as long as it was viewed. Not in a replay: a
        // large class read at every beat would be seconds of reading each.
        if let Mode::Review(p) | Mode::Question(Question::Branch(p), _) = self.mode
            && p < self.game.ply()
            && let Some(viewed) = self.game.position_at(p)
        {
            positions.push(viewed);
        }
        if self.analysis.want(positions) {
            self.start_solving();
        }
    }

    /// Starts the solving worker for what analysis wants, if none runs.
    fn start_solving(&mut self) {
        if let Some(job) = self.analysis.start() {
            self.out.push(Effect::Solve(Box::new(job)));
        }
    }

    /// A report from the solving worker.
    pub(super) fn analysis_report(&mut self, r: Report) {
        self.analysis.receive(r);
        self.consider_analysis();
        self.start_solving();
        // A hint that waited for its class to be read from the cache.
        if !self.analysis.solving()
            && let Some(at) = self.hint.waiting.take()
            && at == self.game.position()
            && self.mode == Mode::Play
        {
            self.hint();
        }
    }

    /// Whether a hint asked for is being looked for: searched, or read from the cache.
    pub fn looking_for_hint(&self) -> bool {
        matches!(self.computer.job().map(|j| j.purpose), Some(Purpose::Hint))
            || (self.analysis.solving() && self.hint.waiting == Some(self.game.position()))
    }

    /// The computer's suggestion for the player to move: exact where the position is solved,
    /// read from the cache where it was solved before, else from a search.
    pub(super) fn hint(&mut self) {
        let pos = self.game.position();
        if self.game.outcome().is_some() {
            self.say(crate::t!("board-hint-over"));
        } else if self.computer_to_move() {
            let who = self.name(pos.side_to_move());
            self.refuse(crate::t!("board-hint-not-yours", who = who));
        } else if self.computer.job().is_some() {
            self.say(crate::t!("board-hint-busy"));
        } else if let Some((turn, v)) = self
            .analysis
            .best_turn(&pos, &self.history(self.game.ply()))
        {
            // Solved: exact, at once.
            let text = crate::t!(
                "board-hint",
                line = crate::tui::computer::turn_text(&turn),
                value = analysis::describe(v, pos.side_to_move())
            );
            self.show_hint(&turn, text);
        } else if let Some((a, b)) = self.analysis.cached(&pos)
            && self.hint.waiting.is_none()
        {
            // Solved before, on disk: read in the background; the exact hint follows.
            self.analysis.want_class(a, b);
            self.hint.waiting = Some(pos);
            self.start_solving();
            self.say(crate::t!("board-hint-looking"));
        } else {
            self.start_search(Purpose::Hint, Level::MAX);
        }
    }

    /// Shows `turn`, from the position now, as the hint on the board, with `text` in the panel
    /// for as long as its marks are shown; the cursor goes to the first point to act on, and a
    /// stone picked up that the hint does not move is put down.
    pub(super) fn show_hint(&mut self, turn: &[Decision], text: String) {
        self.say(text.clone());
        self.hint.text = Some(text);
        let mut at = self.game.position();
        self.hint.turn.clear();
        for &d in turn {
            if !at.is_legal(d) {
                break;
            }
            self.hint.turn.push((at, d));
            at = at.play_unchecked(d);
        }
        if let Some(p) = self.hint.turn.first().and_then(|(_, d)| hint_point(*d)) {
            self.cursor = p;
        }
        match (self.selected, self.hint.turn.first()) {
            // The stone to move is picked up already: the cursor goes to where it goes.
            (Some(s), Some((_, Decision::Move(from, to)))) if s == *from => self.cursor = *to,
            (Some(_), _) => self.selected = None,
            (None, _) => {}
        }
        self.help.hints = self.help.hints.saturating_add(1);
    }

    /// The game shown up to `ply`, for the rules that read the history (repetition).
    pub(super) fn history(&self, ply: usize) -> History {
        review::history(self.shown_game(), ply)
    }

    /// The analysis line of the panel for the position shown, if analysis is on; none while
    /// the game to play is asked (nothing is solved for it before the answer).
    pub fn analysis_line(&self) -> Option<String> {
        if matches!(self.mode, Mode::Question(Question::Resume, _)) {
            return None;
        }
        let pos = self.view_position();
        self.analysis
            .line(&pos, &self.history(self.view_ply()), self.settings.ascii)
            .map(|l| crate::t!("board-analysis", line = l))
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
        let verdict = verdict(&j);
        // The best instead, where the decision was not one (as `Judgement::best_text`).
        Some(match j.best.filter(|(_, v)| *v != j.after) {
            Some((best, v)) => crate::t!(
                "board-judged-best",
                decision = format!("{d}{mark}"),
                verdict = verdict,
                best = best.to_string(),
                // Mid-line, a draw is lower case (`best was d2-d3: draw`).
                value = match v {
                    crate::solve::Value::Draw => crate::t!("board-value-draw-inline"),
                    v => analysis::describe(v, j.side),
                }
            ),
            None => crate::t!(
                "board-judged",
                decision = format!("{d}{mark}"),
                verdict = verdict
            ),
        })
    }

    /// With analysis on, the `?` and `??` of each decision played (empty when off).
    pub fn log_marks(&self) -> Vec<Option<Mark>> {
        if !self.analysis.on {
            return Vec::new();
        }
        self.analysis.marks(self.shown_game())
    }
}

/// What a decision did for its player, in the language in force: `threw White's win away`,
/// `was a best decision` (as `Judgement::verdict`, which `morris analyse` writes in English).
fn verdict(j: &crate::solve::review::Judgement) -> String {
    use crate::solve::Value as V;
    let side = j.side.shown();
    match (j.before, j.after) {
        (V::Win(_), V::Draw | V::Loss(_)) => crate::t!("board-verdict-threw-win", side = side),
        (V::Draw, V::Loss(_)) => crate::t!("board-verdict-threw-draw", side = side),
        (V::Win(a), V::Win(b)) if b > a => crate::t!("board-verdict-slower-win"),
        (V::Loss(a), V::Loss(b)) if b < a => crate::t!("board-verdict-quicker-loss"),
        _ => crate::t!("board-verdict-best"),
    }
}

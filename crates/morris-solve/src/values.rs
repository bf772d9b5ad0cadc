//! What the solved classes say: a position's class, its value, the value after a decision,
//! the best decisions, and a class's figures. The solving and the cache are in the crate's
//! root.

use morris_rules::{Color, Decision, Position};

use super::{Summary, Tablebase, Unknown, Value, decode, solvable};

impl Tablebase {
    /// The value of the empty board, White to move, once the whole game is solved.
    pub fn start_value(&self) -> Option<Value> {
        self.value(&Position::new(self.rules))
    }

    /// Proves the value of `pos` (stones in hand, any board) by the search over the rest of
    /// the placement ([`crate::prove`]) within `budget`, the moving phase read from the classes
    /// solved here (solve or read those it needs first: [`crate::prove::classes_ahead`]);
    /// then [`Tablebase::evaluate`] answers it and every position the search proved on the
    /// way. With `children`, each decision's position too (what hints and the panel's marks
    /// read), each with the same budget. A position without stones in hand is looked up.
    pub fn prove(
        &self,
        pos: &Position,
        budget: crate::prove::Budget,
        children: bool,
    ) -> Result<Value, Unknown> {
        let placing = Color::BOTH.iter().any(|&c| pos.in_hand(c) > 0);
        if pos.outcome().is_some() || !placing || self.placement.is_some() {
            return self.evaluate(pos);
        }
        if let Some(v) = self.kept_proof.as_ref().and_then(|k| k.exact(self, pos)) {
            // Settled by the start's proof: no search.
            return Ok(v);
        }
        let mut prover = self
            .proved
            .lock()
            .map_err(|_| Unknown::Rules("an earlier search failed".into()))?;
        let found = prover.search(self, pos, budget);
        let Some(v) = found.value else {
            return Err(Unknown::NotProved(found.missing));
        };
        if children {
            // The children share what the root left of the budget.
            let mut left = budget.nodes.saturating_sub(found.nodes);
            for d in pos.legal() {
                let next = pos.play_unchecked(d);
                if next.outcome().is_none() && Color::BOTH.iter().any(|&c| next.in_hand(c) > 0) {
                    let b = crate::prove::Budget {
                        nodes: left,
                        cancel: budget.cancel,
                    };
                    left = left.saturating_sub(prover.search(self, &next, b).nodes);
                }
            }
        }
        Ok(v)
    }

    /// Readies the classes the rest of the placement from `pos` can lead to (with both hands
    /// empty) for [`Tablebase::prove`]: each read from the cache where it is there, solved
    /// here where it has at most `solve_upto` stones; the others are left (the search says it
    /// missed them). A class of more than `read_most` positions (with its mirror) is not read
    /// (the panel's worker keeps to the small ones: the largest take gigabytes). The classes
    /// still missing, each with its mirror.
    pub fn ready_for(&mut self, pos: &Position, solve_upto: u8, read_most: u64) -> Vec<(u8, u8)> {
        let mut missing = Vec::new();
        for (a, b) in crate::prove::classes_ahead(pos) {
            let small = self.size(a, b) + self.size(b, a) <= read_most;
            if self.is_solved(a, b) || (small && self.read(a, b)) {
                continue;
            }
            if a + b <= solve_upto {
                let _ = self.solve(a, b, &mut |_, _| {});
            }
            if !self.is_solved(a, b) {
                missing.push((a, b));
            }
        }
        missing
    }

    /// What the search over the placement has proved so far, to hand to another tablebase of
    /// the same rules ([`Tablebase::with_proof`]).
    pub fn proof(&self) -> crate::prove::Prover {
        self.proved.lock().map(|p| p.clone()).unwrap_or_default()
    }

    /// What is proved of the outcome of `pos` for its side to move, at worst and at best
    /// (-1 a loss, 0 a draw, 1 a win): from the classes in the moving phase (a class read for
    /// the one above it counts), from the search over the placement's bounds (the start's
    /// proof, [`Tablebase::with_proof`]) with stones in hand. `None` where nothing is known.
    pub fn outcome_bounds(&self, pos: &Position) -> Option<(i8, i8)> {
        let sign = |s: i32| s.signum() as i8;
        if pos.outcome().is_some() || pos.owed() > 0 {
            return self.value(pos).map(|v| (sign(v.score()), sign(v.score())));
        }
        if Color::BOTH.iter().any(|&c| pos.in_hand(c) > 0) {
            let (lo, hi) = self
                .kept_proof
                .as_ref()
                .and_then(|k| k.bounds_of(self, pos))
                .or_else(|| self.proved.lock().ok()?.bounds_of(self, pos))?;
            return Some((sign(lo), sign(hi)));
        }
        let s = pos.side_to_move();
        if !self.holds(pos.on_board(s), pos.on_board(s.other())) {
            return None;
        }
        self.value(pos).map(|v| (sign(v.score()), sign(v.score())))
    }

    /// Reads the start's proof kept in the cache (`morris solve --start`) for the bounds of
    /// the placement's positions ([`Tablebase::outcome_bounds`]): whether one is there and
    /// sound now.
    pub fn read_kept_proof(&mut self) -> bool {
        let Some(files) = self.cache.clone() else {
            return false;
        };
        let key = self.key();
        match files.proof_held(&key).and_then(|b| match b {
            Some(bytes) => crate::prove::KeptProof::open(bytes, &key).map(Some),
            None => Ok(None),
        }) {
            Ok(Some(k)) => {
                self.kept_proof = Some(std::sync::Arc::new(k));
                true
            }
            // A proof refused (other rules, damaged) is simply not used: the search plays as
            // without it, and `morris solve --start` says why.
            Ok(None) | Err(_) => false,
        }
    }

    /// Takes from `other` (of the same rules) the classes of `classes` it read from the cache
    /// and this does not hold: the same files' values, shared, not read again (reading the
    /// classes after a capture in the placement read again two of the five it needs).
    pub fn share_read(&mut self, other: &Tablebase, classes: &[(u8, u8)]) {
        if other.rules() != self.rules() {
            return;
        }
        for k in classes {
            if self.tables.contains_key(k) {
                continue;
            }
            if let Some(t) = other.tables.get(k)
                && let crate::retro::Codes::Packed(p) = &t.values
            {
                let shared = crate::retro::Table {
                    index: t.index.clone(),
                    values: crate::retro::Codes::Packed(std::sync::Arc::clone(p)),
                };
                self.tables.insert(*k, shared);
                if other.below_only.contains_key(k) {
                    self.below_only.insert(*k, ());
                }
            }
        }
    }

    /// Takes the start's proof `other` read ([`Tablebase::read_kept_proof`]), if it is of the
    /// same rules: shared, not read again.
    pub fn share_kept_proof(&mut self, other: &Tablebase) {
        if other.rules() == self.rules() && other.kept_proof.is_some() {
            self.kept_proof = other.kept_proof.clone();
        }
    }

    /// Whether the start's proof kept in the cache is read ([`Tablebase::read_kept_proof`]).
    pub fn has_kept_proof(&self) -> bool {
        self.kept_proof.is_some()
    }

    /// Takes what another tablebase's search over the placement proved.
    pub fn with_proof(self, proof: crate::prove::Prover) -> Tablebase {
        if let Ok(mut p) = self.proved.lock() {
            *p = proof;
        }
        self
    }

    /// How many positions with stones in hand the search over the placement knows bounds
    /// for, and about how many bytes they take.
    pub fn proved_size(&self) -> (usize, usize) {
        self.proved
            .lock()
            .map_or((0, 0), |p| (p.known(), p.bytes()))
    }

    /// The class of a position in the moving phase, or why it has none.
    pub fn class_of(&self, pos: &Position) -> Result<(u8, u8), Unknown> {
        if pos.outcome().is_some() {
            return Err(Unknown::Over);
        }
        if Color::BOTH.iter().any(|&c| pos.in_hand(c) > 0) && self.placement.is_none() {
            return Err(Unknown::Placement);
        }
        let s = pos.side_to_move();
        Ok((pos.on_board(s), pos.on_board(s.other())))
    }

    /// The value of a position, or `None` when it is not in a solved class (or the game is
    /// over). See [`Tablebase::evaluate`] for the reason.
    pub fn value(&self, pos: &Position) -> Option<Value> {
        self.evaluate(pos).ok()
    }

    /// The value of a position, or why there is none. A finished game has its value whatever
    /// the rules (docs/rules.md §9): the side to move has lost in 0 (or won, where the other side
    /// resigned), or it is a draw.
    pub fn evaluate(&self, pos: &Position) -> Result<Value, Unknown> {
        if pos.rules() != &self.rules {
            return Err(Unknown::Rules("the tablebase is for other rules".into()));
        }
        if let Some(o) = pos.outcome() {
            return Ok(match o.winner {
                Some(w) if w == pos.side_to_move() => Value::Win(0),
                Some(_) => Value::Loss(0),
                None => Value::Draw,
            });
        }
        solvable(&self.rules).map_err(Unknown::Rules)?;
        let placing = Color::BOTH.iter().any(|&c| pos.in_hand(c) > 0);
        if placing && self.placement.is_none() {
            // What the search over the placement proved, if it was asked.
            let proved = self
                .proved
                .lock()
                .map_err(|_| Unknown::Rules("an earlier search failed".into()))?;
            // Else what the start's proof settled (`morris solve --start`), if it was read.
            return proved
                .exact(self, pos)
                .or_else(|| self.kept_proof.as_ref()?.exact(self, pos))
                .ok_or(Unknown::Placement);
        }
        let (a, b) = self.class_of(pos)?;
        if pos.owed() > 0 {
            // In the middle of a turn: the best of the removals.
            let mut best: Option<Value> = None;
            let mut err = None;
            pos.for_each_legal(|d| match self.after(pos, d) {
                Ok(v) => {
                    if best.is_none_or(|b| v.score() > b.score()) {
                        best = Some(v);
                    }
                }
                Err(e) => err = Some(e),
            });
            if let Some(e) = err {
                return Err(e);
            }
            return best.ok_or(Unknown::Over);
        }
        let s = pos.side_to_move();
        let (hs, ho) = (pos.in_hand(s), pos.in_hand(s.other()));
        if hs > 0 || ho > 0 {
            let placement = self.placement.as_ref().ok_or(Unknown::Placement)?;
            let mut guard = placement
                .lock()
                .map_err(|_| Unknown::Rules("an earlier look-up failed".into()))?;
            let sm = self.board.mask(pos.stones(s).0);
            let om = self.board.mask(pos.stones(s.other()).0);
            let code = guard
                .value(&self.ctx(), &self.tables, sm, om, hs, ho)
                .map_err(Unknown::Rules)?;
            return Ok(decode(code));
        }
        let table = self.tables.get(&(a, b)).ok_or(Unknown::NotSolved(a, b))?;
        let sm = self.board.mask(pos.stones(s).0);
        let om = self.board.mask(pos.stones(s.other()).0);
        let (i, _) = table.index.index(&self.board, &self.binom, sm, om);
        let v = decode(table.values.get(i));
        if let Some(n) = self.rules.endgame_draw
            && a == 3
            && b == 3
        {
            let left = n.saturating_sub(pos.endgame_plies());
            if let Value::Win(d) | Value::Loss(d) = v
                && d > left
            {
                return Ok(Value::Draw);
            }
        }
        Ok(v)
    }

    /// The value, for the player making it, of decision `d` in `pos` followed by best play:
    /// what the decision keeps or throws away.
    pub fn after(&self, pos: &Position, d: Decision) -> Result<Value, Unknown> {
        let next = pos.play_unchecked(d);
        if let Some(o) = next.outcome() {
            return Ok(match o.winner {
                Some(w) if w == pos.side_to_move() => Value::Win(1),
                Some(_) => Value::Loss(1),
                None => Value::Draw,
            });
        }
        if next.side_to_move() == pos.side_to_move() {
            // Still this player's turn: a removal is owed.
            return self.evaluate(&next);
        }
        Ok(self.evaluate(&next)?.back())
    }

    /// The best decisions in `pos` (all those of the best value), sorted as tokens.
    pub fn best(&self, pos: &Position) -> Result<(Value, Vec<Decision>), Unknown> {
        let mut best: Option<Value> = None;
        let mut out = Vec::new();
        for d in pos.legal() {
            let v = self.after(pos, d)?;
            match best {
                Some(b) if v.score() < b.score() => {}
                Some(b) if v.score() == b.score() => out.push(d),
                _ => {
                    best = Some(v);
                    out = vec![d];
                }
            }
        }
        best.map(|b| (b, out)).ok_or(Unknown::Over)
    }

    /// Counts over a solved class, every raw placement counted once.
    pub fn summary(&self, a: u8, b: u8) -> Option<Summary> {
        let t = self.tables.get(&(a, b))?;
        let group = self.board.syms.len() as u64;
        let mut s = Summary::default();
        let width = t.index.width as usize;
        for (id, row) in t.values.plain().chunks(width).enumerate() {
            let symmetric = t.index.rep(id).1;
            for (k, &v) in row.iter().enumerate() {
                // A representative no symmetry keeps numbers each position once, and each
                // stands for a whole orbit.
                let n = if symmetric {
                    let (sm, om) = t.index.position(id * width + k);
                    let (j, keep) = t.index.index(&self.board, &self.binom, sm, om);
                    if j != id * width + k {
                        continue;
                    }
                    group / keep as u64
                } else {
                    group
                };
                s.positions += n;
                match decode(v) {
                    Value::Win(d) => {
                        s.wins += n;
                        s.longest_win = s.longest_win.max(d);
                    }
                    Value::Loss(d) => {
                        s.losses += n;
                        s.longest_loss = Some(s.longest_loss.map_or(d, |m| m.max(d)));
                    }
                    Value::Draw => s.draws += n,
                }
            }
        }
        Some(s)
    }
}

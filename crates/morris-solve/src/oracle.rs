//! The solved classes a search can use: those of the cache the game can still reach, and
//! the class of the position itself, solved when it is small enough. The computer in a game,
//! `morris bestmove` and `morris engine` all choose them here. A class is read with its mirror
//! and the classes its captures lead to directly, not the whole tree below it
//! ([`Tablebase::read`]): after a capture the next search reads what the new class needs.

use std::sync::Arc;

use super::{TableFiles, Tablebase};
use morris_rules::{Color, Position};

/// The solved classes for a search from `pos`: with `reachable`, every class in the cache that
/// the game can still reach from `pos` (each side at most its pieces on the board and in hand,
/// down to 3), read from there and never solved (all six endgame classes: about 50 ms and
/// 12 MB); and the class of `pos` itself when it is in the moving phase: read from the cache
/// with the classes its captures lead to (not those further down: at most about the size of
/// their files in memory, 0.90 GB for 7v7), or solved here if it has at most `solve_upto` stones. Those at hand are kept when they hold all of these already
/// (the common case: nothing is read twice). When they do not and this is the only hold on
/// them (see [`covers`]), what the new search does not need is forgotten before anything is
/// read, and the rest kept, so that the classes of the last position and of this one are
/// never in memory side by side (after a capture in 9v8, 9v8's set and 7v9's: about 5 GB).
pub fn tables_for_search(
    files: Option<&Arc<dyn TableFiles>>,
    have: Option<Arc<Tablebase>>,
    pos: &Position,
    solve_upto: u8,
    reachable: bool,
) -> Option<Arc<Tablebase>> {
    let rules = *pos.rules();
    let have = have.filter(|t| t.rules() == &rules);
    let Some(want) = wanted(files, pos, solve_upto, reachable) else {
        return have;
    };
    let covered = |t: &Tablebase| want.classes.iter().all(|&(x, y)| t.is_solved(x, y));
    if want.classes.is_empty() || have.as_deref().is_some_and(covered) {
        return have;
    }
    let (mut tb, have) = match have.map(Arc::try_unwrap) {
        // Nobody else holds them: keep what this search needs of them, forget the rest first.
        Some(Ok(mut tb)) => {
            tb.keep_for(&want.classes);
            (tb.with_cache(files.cloned()), None)
        }
        Some(Err(shared)) => (
            Tablebase::new(rules).with_cache(files.cloned()),
            Some(shared),
        ),
        None => (Tablebase::new(rules).with_cache(files.cloned()), None),
    };
    for (x, y) in want.classes {
        if want.solve == Some((x, y)) {
            // A class that cannot be read nor solved is simply not known.
            let _ = tb.solve(x, y, &mut |_, _| {});
        } else {
            // Only read: a class the game merely may reach, or one too large to solve here,
            // is never solved here (a file of an older format is left for `morris solve`).
            tb.read(x, y);
        }
    }
    if tb.solved().is_empty() {
        return have;
    }
    Some(Arc::new(tb))
}

/// Whether `have` holds every class [`tables_for_search`] would want for a search from `pos`
/// (then it keeps them and reads nothing). A caller that will be given new tables can let go
/// of its other holds on these first, so that they are replaced in place, not beside.
pub fn covers(
    files: Option<&Arc<dyn TableFiles>>,
    have: &Tablebase,
    pos: &Position,
    solve_upto: u8,
    reachable: bool,
) -> bool {
    have.rules() == pos.rules()
        && wanted(files, pos, solve_upto, reachable)
            .is_none_or(|w| w.classes.iter().all(|&(x, y)| have.is_solved(x, y)))
}

/// The classes a search wants, in the order to read them, and the one to solve rather than
/// read.
struct Want {
    classes: Vec<(u8, u8)>,
    solve: Option<(u8, u8)>,
}

/// What a search from `pos` wants ([`tables_for_search`]); `None` if the rules cannot be
/// solved.
fn wanted(
    files: Option<&Arc<dyn TableFiles>>,
    pos: &Position,
    solve_upto: u8,
    reachable: bool,
) -> Option<Want> {
    let rules = *pos.rules();
    if super::solvable(&rules).is_err() {
        return None;
    }
    let key = Tablebase::new(rules).key();
    // A class is read with its mirror: both files must be there.
    let cached = |a: u8, b: u8| files.is_some_and(|f| f.has(&key, a, b) && f.has(&key, b, a));
    let total = |c: Color| pos.on_board(c) + pos.in_hand(c);
    let (w, b) = (total(Color::White), total(Color::Black));
    let within = |x: u8, y: u8, p: u8, q: u8| (x <= p && y <= q) || (x <= q && y <= p);
    // Every class there is, the large ones `morris solve --all` solves included; of those the
    // game merely may reach, only the small ones (up to [`super::MOST_POSITIONS`]): reading a
    // large class costs seconds and memory that a search must not spend on a maybe.
    let all = super::all_classes(&rules);
    let probe = Tablebase::new(rules);
    let mut want: Vec<(u8, u8)> = all
        .iter()
        .copied()
        .filter(|&(x, y)| {
            reachable && x >= y && within(x, y, w, b) && cached(x, y) && probe.can_solve(x, y)
        })
        .collect();
    let s = pos.side_to_move();
    let (a, o) = (pos.on_board(s), pos.on_board(s.other()));
    let quiet = pos.in_hand(s) == 0 && pos.in_hand(s.other()) == 0 && pos.owed() == 0;
    let own = quiet && a >= 3 && o >= 3 && (a + o <= solve_upto || cached(a, o));
    if own {
        want.push((a, o));
    }
    want.sort_by_key(|&(x, y)| (x + y, x, y));
    want.dedup();
    let solve = (own && a + o <= solve_upto).then_some((a, o));
    Some(Want {
        classes: want,
        solve,
    })
}

/// The class a game from `pos` comes to in its moving phase, if no stone is taken before: its
/// own where both hands are empty, else the one the placement ends in (each side's stones on
/// the board and in hand), the side to move first. `None` where that is no class (fewer than
/// three stones a side: the game is over).
pub fn class_ahead(pos: &Position) -> Option<(u8, u8)> {
    let s = pos.side_to_move();
    let total = |c: Color| pos.on_board(c) + pos.in_hand(c);
    let (a, b) = (total(s), total(s.other()));
    (a >= 3 && b >= 3).then_some((a, b))
}

/// Whether `have` holds the values of the class ahead of `pos` ([`class_ahead`]) and of the
/// classes its captures lead to: what [`read_ahead`] reads. Also when that class is not in
/// the cache (nothing to read).
pub fn holds_ahead(
    files: Option<&Arc<dyn TableFiles>>,
    have: Option<&Tablebase>,
    pos: &Position,
) -> bool {
    let Some((a, b)) = class_ahead(pos) else {
        return true;
    };
    let rules = *pos.rules();
    if super::solvable(&rules).is_err() {
        return true;
    }
    let probe = Tablebase::new(rules).with_cache(files.cloned());
    if !probe.can_have(a, b) || probe.can_solve(a, b) {
        // Small classes are read (or solved) at the search itself, in a few milliseconds.
        return true;
    }
    // The class, the classes its captures lead to, and theirs (what [`read_ahead`] reads).
    have.is_some_and(|t| {
        t.rules() == &rules
            && std::iter::once((a, b))
                .chain(t.captures_lead_to(a, b))
                .all(|(x, y)| {
                    t.holds(x, y)
                        && (!t.can_have(x, y)
                            || t.can_solve(x, y)
                            || t.captures_lead_to(x, y).iter().all(|&(p, q)| t.holds(p, q)))
                })
    })
}

/// Reads what a search from `pos` wants ([`tables_for_search`], the game's reachable small
/// classes included), with the class ahead of it ([`class_ahead`]) and the classes its
/// captures lead to: a reader's work beside a game, seconds for a large class (9v9: about
/// 3 s of CPU time and 2.2 GB mapped), so that the search that comes to it has its values at
/// hand. The start's proof `proof` read already ([`read_proof_ahead`]) is shared, not read
/// again, and so are the classes `have` holds (the last reading). `None` if nothing could be
/// read.
pub fn read_ahead(
    files: Option<&Arc<dyn TableFiles>>,
    pos: &Position,
    proof: Option<&Tablebase>,
    have: Option<&Tablebase>,
) -> Option<Tablebase> {
    let rules = *pos.rules();
    let want = wanted(files, pos, 0, true)?;
    let mut tb = Tablebase::new(rules).with_cache(files.cloned());
    // What the last reading holds of what is read here is shared, not read again.
    if let Some(have) = have {
        let mut need = want.classes.clone();
        if let Some((a, b)) = class_ahead(pos) {
            need.push((a, b));
            need.extend(tb.captures_lead_to(a, b));
        }
        for k in need.clone() {
            need.extend(tb.captures_lead_to(k.0, k.1));
            need.push((k.1, k.0));
        }
        tb.share_read(have, &need);
    }
    read_small(&mut tb, &want.classes);
    match proof.filter(|p| p.has_kept_proof() && p.rules() == pos.rules()) {
        Some(p) => tb.share_kept_proof(p),
        None if Color::BOTH.iter().any(|&c| pos.in_hand(c) > 0) => {
            tb.read_kept_proof();
        }
        None => {}
    }
    // A class already tried there is not read twice (a damaged file would be read again).
    if let Some((a, b)) = class_ahead(pos)
        && !want.classes.contains(&(a, b))
        && tb.can_have(a, b)
    {
        tb.read(a, b);
        // And the classes its captures lead to, for themselves (with those their captures
        // lead to): after a capture the game is in one of them, and a search that waited for
        // them to be read played seconds of turns without their values (a match lost so).
        for (x, y) in tb.captures_lead_to(a, b) {
            if tb.can_have(x, y) && !tb.can_solve(x, y) {
                tb.read(x, y);
            }
        }
    }
    (!tb.solved().is_empty() || tb.has_kept_proof()).then_some(tb)
}

/// What a search from `pos` wants of the small classes ([`tables_for_search`]), with the
/// start's proof kept in the cache while stones are in hand ([`Tablebase::read_kept_proof`]):
/// the first part of [`read_ahead`], seconds sooner (the proof decides the placement's turns,
/// the large class only its end).
pub fn read_proof_ahead(files: Option<&Arc<dyn TableFiles>>, pos: &Position) -> Option<Tablebase> {
    let want = wanted(files, pos, 0, true)?;
    let mut tb = Tablebase::new(*pos.rules()).with_cache(files.cloned());
    read_small(&mut tb, &want.classes);
    if Color::BOTH.iter().any(|&c| pos.in_hand(c) > 0) {
        tb.read_kept_proof();
    }
    Some(tb)
}

/// A reader's work beside a game at `pos`: the start's proof first, handed to `part_read` as
/// soon as it is read (while it can still decide a turn of the placement: one played without
/// it can leave its tree), unless `last` holds it; then the classes ahead ([`read_ahead`]),
/// sharing what `last` holds and the proof, handed over too; then every other class the game
/// can come to ([`reachable`]), so that a game whose classes were all read once reads no
/// more: a capture then finds the class it leads to at hand, where a reading begun at the
/// capture came seconds late and its turns were played without exact values (a match lost
/// so). What is read last is returned.
pub fn read_beside(
    files: Option<&Arc<dyn TableFiles>>,
    pos: &Position,
    last: Option<&Tablebase>,
    part_read: &mut dyn FnMut(Arc<Tablebase>),
) -> Option<Arc<Tablebase>> {
    let proof = Some(pos)
        .filter(|p| p.in_hand(p.side_to_move()) > 0)
        .filter(|_| !last.is_some_and(Tablebase::has_kept_proof))
        .and_then(|p| read_proof_ahead(files, p))
        .filter(Tablebase::has_kept_proof)
        .map(Arc::new);
    if let Some(p) = &proof {
        part_read(Arc::clone(p));
    }
    let ahead = read_ahead(files, pos, proof.as_deref().or(last), last).map(Arc::new);
    let held = ahead.as_deref().or(last);
    let rest: Vec<(u8, u8)> = reachable(files, pos)
        .into_iter()
        .filter(|&(x, y)| !held.is_some_and(|h| h.is_solved(x, y) && h.is_solved(y, x)))
        .collect();
    if rest.is_empty() {
        return ahead;
    }
    if let Some(a) = &ahead {
        part_read(Arc::clone(a));
    }
    let mut all = Tablebase::new(*pos.rules()).with_cache(files.cloned());
    let every = super::all_classes(pos.rules());
    for have in [ahead.as_deref(), last].into_iter().flatten() {
        all.share_read(have, &every);
        if !all.has_kept_proof() {
            all.share_kept_proof(have);
        }
    }
    // The classes solved here (small) are read again: milliseconds.
    if let Some(have) = held {
        read_small(&mut all, &have.solved());
    }
    // The classes fewest captures away come first ([`reachable`]); each level of captures is
    // handed over as soon as it is read, not at the end of all of them: a game whose captures
    // came early in the placement reached its class before a slow reading (a loaded machine)
    // was done with the rest, and played a turn without exact values (a match lost so).
    let mut rest = rest.into_iter().peekable();
    while let Some((x, y)) = rest.next() {
        all.read(x, y);
        if rest.peek().is_some_and(|&(p, q)| p + q != x + y) {
            part_read(Arc::new(sharing(&all, &every)));
        }
    }
    Some(Arc::new(all))
}

/// A new set of tables holding what `all` holds of `every` class: the classes read from the
/// cache and the start's proof shared, those solved here (small) read again.
fn sharing(all: &Tablebase, every: &[(u8, u8)]) -> Tablebase {
    let mut part = Tablebase::new(*all.rules()).with_cache(all.cache().cloned());
    part.share_read(all, every);
    part.share_kept_proof(all);
    read_small(&mut part, &all.solved());
    part
}

/// Every class kept in the cache that a game from `pos` can come to (each side's stones on
/// the board and in hand, or fewer), one of each class and its mirror, the largest first.
pub fn reachable(files: Option<&Arc<dyn TableFiles>>, pos: &Position) -> Vec<(u8, u8)> {
    let rules = *pos.rules();
    if super::solvable(&rules).is_err() {
        return Vec::new();
    }
    let total = |c: Color| pos.on_board(c) + pos.in_hand(c);
    let (w, b) = (total(Color::White), total(Color::Black));
    let within = |x: u8, y: u8| (x <= w && y <= b) || (x <= b && y <= w);
    let probe = Tablebase::new(rules).with_cache(files.cloned());
    let mut out: Vec<(u8, u8)> = super::all_classes(&rules)
        .into_iter()
        .filter(|&(x, y)| x >= y && within(x, y) && probe.can_have(x, y))
        .collect();
    out.sort_by_key(|&(x, y)| std::cmp::Reverse((x + y, x)));
    out
}

/// `have` with the start's proof of `pos`'s rules, where the cache keeps one (as it is
/// otherwise).
pub fn with_proof(
    files: Option<&Arc<dyn TableFiles>>,
    have: Option<Arc<Tablebase>>,
    pos: &Position,
) -> Option<Arc<Tablebase>> {
    let mut proof = Tablebase::new(*pos.rules()).with_cache(files.cloned());
    if !proof.read_kept_proof() {
        return have;
    }
    Some(Arc::new(match have {
        None => proof,
        Some(h) => match Arc::try_unwrap(h) {
            Ok(mut h) => {
                h.share_kept_proof(&proof);
                h
            }
            Err(h) => {
                // Held elsewhere too (a reader's last tables): the classes read from the cache
                // shared, those solved here (small) read again.
                let solved = h.solved();
                proof.share_read(&h, &solved);
                for (a, b) in solved {
                    if !proof.holds(a, b) {
                        proof.read(a, b);
                    }
                }
                proof
            }
        },
    }))
}

/// Reads `classes` into `tb` (those it does not hold already).
fn read_small(tb: &mut Tablebase, classes: &[(u8, u8)]) {
    for &(x, y) in classes {
        tb.read(x, y);
    }
}

/// Whether what a search from `pos` wants beyond `have` ([`tables_for_search`]) includes a
/// class too large to solve here: reading it costs seconds, which a search on a short clock
/// leaves to [`read_ahead`] and does without.
pub fn reads_large(
    files: Option<&Arc<dyn TableFiles>>,
    have: Option<&Tablebase>,
    pos: &Position,
    solve_upto: u8,
    reachable: bool,
) -> bool {
    let rules = *pos.rules();
    let Some(want) = wanted(files, pos, solve_upto, reachable) else {
        return false;
    };
    let probe = Tablebase::new(rules);
    want.classes.iter().any(|&(x, y)| {
        !probe.can_solve(x, y) && !have.is_some_and(|t| t.rules() == &rules && t.is_solved(x, y))
    })
}

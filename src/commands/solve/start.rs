//! `morris solve --start`: the value of the empty board of the rules in force, proved by the
//! search over the placement ([`crate::solve::prove`]) with every moving-phase class at its
//! leaves. It needs those classes in the cache first and says which are missing; it searches
//! in slices of nodes and keeps what it proved after each one (`start.proof` beside the
//! classes, through `store`), so that a session stopped at any moment loses at most one slice
//! and the same command goes on from there.

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use anyhow::{Result, bail};

use super::{bytes, count, duration, tablebase};
use crate::rules::{Color, Position, Rules};
use crate::solve::prove::{Budget, Prover, classes_ahead};
use crate::solve::{self, Value};
use crate::store::Paths;

/// The nodes searched between two saves of the proof: a few seconds here.
const SLICE: u64 = 2_000_000;

/// The seconds between two saves of the proof while the search goes on.
const KEEP_EVERY: u64 = 300;

/// "Nothing known" as a bound of the search's window (above every score).
const INF: i32 = 1_000_000;

/// What `--start` exits with when its budget ran out before the proof was done.
pub const NOT_YET: u8 = 3;

/// Proves the value of the empty board of `rules`, searching at most `nodes` nodes this
/// session (no limit: until it is proved).
pub fn start(
    rules: Rules,
    paths: &Paths,
    nodes: Option<u64>,
    plies: u8,
    out: &mut impl Write,
) -> Result<ExitCode> {
    let title = rules.variant.title();
    if let Err(why) = solve::solvable(&rules) {
        bail!("{title}: not solved under these rules: {why}");
    }
    if rules.move_in_placement {
        bail!(
            "{title}: moving during placement is not searched from the first move (the \
             placement would have cycles)"
        );
    }
    let (Some(dir), Some(data)) = (paths.cache.clone(), paths.data.clone()) else {
        bail!("this system has no cache folder: the classes the start needs cannot be read");
    };
    let begun = Instant::now();
    let pos = Position::new(rules);
    let mut tb = tablebase(rules, paths).with_most_positions(u64::MAX);
    let Some(files) = tb.cache().cloned() else {
        bail!("this system has no cache folder: the classes the start needs cannot be read");
    };
    let key = tb.key();
    let needed = classes_ahead(&pos);
    let name = |&(a, b): &(u8, u8)| {
        if a == b {
            format!("{a}v{b}")
        } else {
            format!("{a}v{b} and {b}v{a}")
        }
    };
    // Each class by itself, a unit's before its mirror.
    let classes = super::interrupted::classes_of(&needed);
    let missing: Vec<(u8, u8)> = classes
        .iter()
        .copied()
        .filter(|&(a, b)| !files.has(&key, a, b))
        .collect();
    writeln!(
        out,
        "{title}: the start needs every class its placement can lead to, {} of them ({} up to \
         {})",
        classes.len(),
        needed.first().map(name).unwrap_or_default(),
        needed.last().map(name).unwrap_or_default(),
    )?;
    if !missing.is_empty() {
        bail!(
            "{}",
            missing_said(
                title,
                &missing,
                classes.len(),
                &paths.shown(&dir),
                &super::command("--all", &rules),
            )
        );
    }
    // Every class the placement can lead to, the large ones as win, draw or loss only: proving
    // a draw needs no distance, and with distances they would not fit in memory.
    let mut said = |(a, b): (u8, u8)| {
        use std::io::IsTerminal;
        if std::io::stderr().is_terminal() {
            eprint!("\r\x1b[Kreading the classes: {a}v{b}");
        }
    };
    if let Err((a, b)) = tb.read_for_proof(&needed, &mut said) {
        clear_progress();
        super::cache_problems(&mut tb);
        bail!(
            "{title}: {} in the cache could not be read: `morris solve --all` solves it again",
            name(&(a, b))
        );
    }
    clear_progress();
    let read_took = begun.elapsed().as_secs_f64();
    let wdl = tb.wdl_bytes();
    if wdl > 0 {
        writeln!(
            out,
            "the classes read in {} (the large ones as win, draw or loss only: {})",
            duration(read_took),
            bytes(wdl)
        )?;
    }
    let mut prover = match crate::store::tables::read_proof(&dir, &data, &key) {
        Ok(Some(bytes)) => match Prover::import(&bytes, &key) {
            Ok(p) => {
                writeln!(
                    out,
                    "going on from the proof kept in {}: {} positions known",
                    paths.shown(&crate::store::tables::proof_file(&dir, &key)),
                    count(p.known() as u64)
                )?;
                p
            }
            Err(why) => {
                super::say(format_args!(
                    "morris: the proof kept was refused ({why}): it starts again"
                ));
                Prover::new()
            }
        },
        Ok(None) => Prover::new(),
        Err(why) => {
            super::say(format_args!(
                "morris: the proof kept was refused ({why}): it starts again"
            ));
            Prover::new()
        }
    };
    out.flush()?;
    let mut session = Session {
        dir: &dir,
        data: &data,
        key: &key,
        title,
        nodes,
        searched: 0,
        searching: Instant::now(),
        kept_at: Instant::now(),
        dirty: false,
    };
    // First whether the start is won, drawn or lost (the window around a draw), then, unless
    // it is a draw, how far the win is (the whole window).
    let found = session.prove(&mut prover, &tb, &pos, true, true)?;
    let openings = if found.value.is_some() && plies > 0 {
        Some(session.openings(&mut prover, &tb, &pos, plies)?)
    } else {
        None
    };
    let searching = session.searching;
    let searched = session.searched;
    clear_progress();
    let took = searching.elapsed().as_secs_f64();
    let peak = peak_memory();
    let side = |v: Value| match v {
        Value::Draw => "a draw".to_string(),
        v => v.describe(Color::White),
    };
    match found.value {
        Some(v) => writeln!(
            out,
            "{title}, from the empty board: {} with perfect play",
            side(v)
        )?,
        None => writeln!(
            out,
            "{title}, from the empty board: not proved yet (at least {}, at most {}, for White); \
             the same command goes on from here",
            found.at_least.map_or("unknown".into(), side),
            found.at_most.map_or("unknown".into(), side),
        )?,
    }
    writeln!(
        out,
        "searched {} nodes in {} ({} reading the classes), {} positions known ({} in memory), \
         peak memory {}",
        count(searched),
        duration(took),
        duration(read_took),
        count(prover.known() as u64),
        bytes(prover.bytes() as u64),
        peak.map_or("unknown".into(), bytes),
    )?;
    if let Some(o) = &openings {
        writeln!(out, "{}", o.said(plies))?;
    }
    let openings_done = openings.as_ref().is_none_or(|o| o.unproved == 0);
    Ok(if found.value.is_some() && openings_done {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(NOT_YET)
    })
}

/// One session of the search: where its proof is kept, the nodes it may still search, and
/// when it last kept the proof.
struct Session<'a> {
    dir: &'a std::path::Path,
    data: &'a std::path::Path,
    key: &'a str,
    title: &'a str,
    nodes: Option<u64>,
    searched: u64,
    searching: Instant,
    kept_at: Instant,
    /// Whether something was searched since the proof was last kept.
    dirty: bool,
}

/// What the search proved of the positions after the first placements (`--plies`).
#[derive(Debug, Default)]
struct Openings {
    /// Distinct positions (up to the board's symmetries) after 1 to `plies` decisions.
    positions: usize,
    /// Of those: won, drawn and lost for their side to move, and not proved this session.
    won: usize,
    drawn: usize,
    lost: usize,
    unproved: usize,
}

impl Openings {
    fn said(&self, plies: u8) -> String {
        let mut line = format!(
            "the positions after 1 to {plies} decisions: {} (up to the board's symmetries), {} \
             drawn, {} won and {} lost for the side to move",
            count(self.positions as u64),
            count(self.drawn as u64),
            count(self.won as u64),
            count(self.lost as u64),
        );
        if self.unproved > 0 {
            line.push_str(&format!(
                ", {} not proved yet (the same command goes on from here)",
                count(self.unproved as u64)
            ));
        }
        line
    }
}

impl Session<'_> {
    /// Whether this session's nodes are spent.
    fn spent(&self) -> bool {
        self.nodes.is_some_and(|n| self.searched >= n)
    }

    /// Proves the value of `pos` within the window around a draw (won, drawn or lost), then,
    /// where `distance` is asked and the classes' distances are at hand, within the whole
    /// window; in slices, the proof kept every few minutes and, where `keep_last`, at the end.
    fn prove(
        &mut self,
        prover: &mut Prover,
        tb: &solve::Tablebase,
        pos: &Position,
        distance: bool,
        keep_last: bool,
    ) -> Result<crate::solve::prove::Found> {
        let title = self.title;
        let mut window = (-1, 1);
        loop {
            let slice = self
                .nodes
                .map_or(SLICE, |n| n.saturating_sub(self.searched).min(SLICE));
            let found = prover.search_within(tb, pos, Budget::nodes(slice), window.0, window.1);
            self.searched += found.nodes;
            self.dirty |= found.nodes > 0;
            let last = !found.stopped || self.spent() || found.nodes == 0;
            // Kept every few minutes (a large table takes seconds to write) and at the end.
            if (last && keep_last && self.dirty) || self.kept_at.elapsed().as_secs() >= KEEP_EVERY {
                self.keep(prover, &found);
            }
            say_progress(
                &found,
                self.searched,
                prover.known(),
                self.searching.elapsed().as_secs_f64(),
            );
            if !found.missing.is_empty() {
                bail!(
                    "{title}: the search reached classes that are not solved: {}",
                    found
                        .missing
                        .iter()
                        .map(|(a, b)| format!("{a}v{b}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                );
            }
            let sign_known = found.value == Some(Value::Draw)
                || found.at_least.is_some_and(|v| v.score() > 0)
                || found.at_most.is_some_and(|v| v.score() < 0);
            if distance
                && !found.stopped
                && window != (-INF, INF)
                && sign_known
                && found.value.is_none()
            {
                if tb.wdl_bytes() > 0 {
                    // Won or lost, but the distances of the large classes are not at hand.
                    return Ok(found);
                }
                window = (-INF, INF);
                continue;
            }
            if last {
                return Ok(found);
            }
        }
    }

    /// Keeps what `prover` proved, through `store`.
    fn keep(&mut self, prover: &Prover, found: &crate::solve::prove::Found) {
        let kept = crate::store::tables::write_proof(
            self.dir,
            self.data,
            self.key,
            &prover.export(self.key),
        );
        if let Err(why) = &kept {
            super::say(format_args!("morris: the proof could not be kept: {why}"));
        }
        self.kept_at = Instant::now();
        self.dirty = false;
        say_kept(
            found,
            self.searched,
            prover.known(),
            self.searching.elapsed().as_secs_f64(),
        );
    }

    /// Proves won, drawn or lost every position after 1 to `plies` decisions from `start`
    /// (the openings a match begins from), each distinct one once: a computer that keeps to
    /// the decisions the proof holds then loses none of those games in the placement.
    fn openings(
        &mut self,
        prover: &mut Prover,
        tb: &solve::Tablebase,
        start: &Position,
        plies: u8,
    ) -> Result<Openings> {
        let mut said = Openings::default();
        let mut seen = std::collections::HashSet::new();
        // Each distinct position once, with the decisions that lead to it, the shallowest first.
        let mut all: Vec<(String, Position)> = Vec::new();
        let mut level = vec![(String::new(), *start)];
        for _ in 0..plies {
            let mut next = Vec::new();
            for (line, pos) in &level {
                for d in pos.legal() {
                    let Ok(child) = pos.play(d) else { continue };
                    if child.outcome().is_some()
                        || !seen.insert(Prover::key_of_position(tb, &child))
                    {
                        continue;
                    }
                    let line = if line.is_empty() {
                        d.to_string()
                    } else {
                        format!("{line} {d}")
                    };
                    next.push((line, child));
                }
            }
            all.extend(next.iter().cloned());
            level = next;
        }
        said.positions = all.len();
        for (i, (line, pos)) in all.iter().enumerate() {
            let known = prover.bounds_of(tb, pos);
            let settled = |(lo, hi): (i32, i32)| lo == hi || lo > 0 || hi < 0;
            let before = self.searched;
            let bounds = match known {
                Some(b) if settled(b) => b,
                _ if self.spent() => {
                    said.unproved += 1;
                    continue;
                }
                _ => {
                    let found = self.prove(prover, tb, pos, false, false)?;
                    let lo = found.at_least.map_or(-INF, |v| v.score());
                    let hi = found.at_most.map_or(INF, |v| v.score());
                    (lo, hi)
                }
            };
            let value = match bounds {
                (lo, _) if lo > 0 => {
                    said.won += 1;
                    "won"
                }
                (_, hi) if hi < 0 => {
                    said.lost += 1;
                    "lost"
                }
                (0, 0) => {
                    said.drawn += 1;
                    "drawn"
                }
                _ => {
                    said.unproved += 1;
                    "not proved yet"
                }
            };
            say_opening(i + 1, all.len(), line, value, self.searched - before);
        }
        if self.dirty {
            self.keep(prover, &crate::solve::prove::Found::default());
        }
        Ok(said)
    }
}

/// The most classes named when some are missing: the rest are counted.
const NAMED: usize = 5;

/// The columns the program's messages are wrapped to.
const COLUMNS: usize = 80;

/// Why the start cannot be searched yet: how many of the `needed` classes are `missing` from
/// the cache `dir`, the first few by name, and the `command` that solves them, wrapped to
/// [`COLUMNS`] after the `morris: ` it is said behind.
fn missing_said(
    title: &str,
    missing: &[(u8, u8)],
    needed: usize,
    dir: &str,
    command: &str,
) -> String {
    let names: Vec<String> = missing.iter().map(|(a, b)| format!("{a}v{b}")).collect();
    // Six are named rather than five and "1 more".
    let names = if names.len() <= NAMED + 1 {
        names.join(", ")
    } else {
        crate::t!(
            "solve-start-missing-more",
            shown = names[..NAMED].join(", "),
            more = names.len() - NAMED,
        )
    };
    let said = crate::t!(
        "solve-start-missing",
        title = title,
        missing = missing.len(),
        needed = needed,
        dir = dir,
        names = names,
    );
    let how = crate::t!("solve-start-how", command = command);
    let mut lines = wrap(&said, COLUMNS, "morris: ".len());
    lines.extend(wrap(&how, COLUMNS, 0));
    lines.join("\n")
}

/// `text` wrapped at spaces to `width` columns, the first line after `first` columns taken
/// already; a word longer than a line (a path) is never cut, it has a line of its own.
fn wrap(text: &str, width: usize, first: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    let mut room = width.saturating_sub(first);
    for word in text.split(' ') {
        let len = word.chars().count();
        let used = line.chars().count();
        if used > 0 && used + 1 + len > room {
            lines.push(std::mem::take(&mut line));
            room = width;
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    lines.push(line);
    lines
}

/// The search's progress on standard error, when it is a terminal.
fn say_progress(found: &crate::solve::prove::Found, nodes: u64, known: usize, secs: f64) {
    use std::io::IsTerminal;
    if std::io::stderr().is_terminal() {
        eprint!(
            "\r\x1b[Ksearching the placement: {} nodes, {} positions known, {:.0} nodes/s, \
             at least {}, at most {}",
            count(nodes),
            count(known as u64),
            nodes as f64 / secs.max(1e-3),
            found.at_least.map_or("?".into(), |v| v.short()),
            found.at_most.map_or("?".into(), |v| v.short()),
        );
    }
}

/// A line on standard error each time the proof is kept, when it is not a terminal (a log).
fn say_kept(found: &crate::solve::prove::Found, nodes: u64, known: usize, secs: f64) {
    use std::io::IsTerminal;
    if !std::io::stderr().is_terminal() {
        let bounds = if found.at_least.is_some() || found.at_most.is_some() {
            format!(
                ", at least {}, at most {}",
                found.at_least.map_or("?".into(), |v| v.short()),
                found.at_most.map_or("?".into(), |v| v.short()),
            )
        } else {
            String::new()
        };
        eprintln!(
            "kept after {} nodes in {}: {} positions known, {:.0} nodes/s{bounds}",
            count(nodes),
            duration(secs),
            count(known as u64),
            nodes as f64 / secs.max(1e-3),
        );
    }
}

/// A line on standard error for each position after the first decisions, once it is proved:
/// which of how many, the decisions, its value for the side to move, the nodes it took.
fn say_opening(i: usize, of: usize, line: &str, value: &str, nodes: u64) {
    clear_progress();
    eprintln!(
        "after {line} ({i} of {of}): {value} for the side to move, {} nodes",
        count(nodes)
    );
}

fn clear_progress() {
    use std::io::IsTerminal;
    if std::io::stderr().is_terminal() {
        eprint!("\r\x1b[K");
    }
}

/// The most memory this process has held (its peak resident set), if the system says.
fn peak_memory() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::tests::paths_in as paths;
    use crate::commands::tests::text;
    use crate::rules::Variant;

    #[test]
    fn the_command_it_asks_for_solves_the_rules_in_force_not_the_standard_ones() {
        let dir = tempfile::tempdir().unwrap();
        let mut rules = Variant::Nine.rules();
        rules.pieces = 4;
        rules.fly_at = Some(4);
        let e = start(rules, &paths(dir.path()), None, 0, &mut Vec::new()).unwrap_err();
        assert!(
            e.to_string()
                .contains("`morris solve --all --variant nine --pieces 4 --fly-at 4` solves"),
            "{e}"
        );
        let e = start(
            Variant::Nine.rules(),
            &paths(dir.path()),
            None,
            0,
            &mut Vec::new(),
        )
        .unwrap_err();
        assert!(e.to_string().contains("`morris solve --all` solves"), "{e}");
    }

    /// Twelve Men's Morris with nothing solved: 100 classes missing, counted, the first five
    /// named, and the command that solves them, in lines of 80 columns at most.
    #[test]
    fn the_missing_classes_are_counted_a_few_named_and_wrapped_in_80_columns() {
        crate::lang::set_here(Some(crate::lang::Lang::En));
        let dir = tempfile::tempdir().unwrap();
        let e = start(
            Variant::Twelve.rules(),
            &paths(dir.path()),
            None,
            0,
            &mut Vec::new(),
        )
        .unwrap_err()
        .to_string();
        let said = format!("morris: {e}");
        for l in said.lines() {
            assert!(l.chars().count() <= 80, "{l:?} in\n{said}");
        }
        let flat = said.replace('\n', " ");
        assert!(
            flat.starts_with(
                "morris: Twelve Men's Morris: the start cannot be searched yet: 100 of the 100 \
                 classes it needs are not in the cache ("
            ),
            "{said}"
        );
        assert!(
            flat.contains("): 3v3, 4v3, 3v4, 4v4, 5v3 and 95 more "),
            "{said}"
        );
        assert!(
            said.ends_with("\n`morris solve --all --variant twelve` solves them first"),
            "{said}"
        );
        crate::lang::set_here(None);
    }

    #[test]
    fn a_few_missing_classes_are_all_named_and_a_long_path_is_not_cut() {
        crate::lang::set_here(Some(crate::lang::Lang::En));
        let path = format!("/{}/cache", "a".repeat(90));
        let said = missing_said(
            "Six Men's Morris",
            &[(3, 3), (4, 3), (3, 4), (4, 4), (5, 3), (3, 5)],
            16,
            &path,
            "morris solve --all --variant six",
        );
        let flat = said.replace('\n', " ");
        assert!(flat.contains("6 of the 16 classes"), "{said}");
        assert!(flat.contains("): 3v3, 4v3, 3v4, 4v4, 5v3, 3v5 `"), "{said}");
        assert!(said.lines().any(|l| l == format!("({path}):")), "{said}");
        crate::lang::set_here(None);
    }

    #[test]
    fn the_start_of_six_men_s_morris_is_proved_a_draw_as_the_whole_solve_says() {
        let dir = tempfile::tempdir().unwrap();
        let rules = Variant::Six.rules();
        let p = paths(dir.path());
        let e = start(rules, &p, None, 0, &mut Vec::new()).unwrap_err();
        assert!(
            e.to_string()
                .replace('\n', " ")
                .contains("16 of the 16 classes it needs are not in the cache"),
            "{e}"
        );
        super::super::run(rules, &p, &mut Vec::new()).unwrap();
        let mut out = Vec::new();
        let code = start(rules, &p, None, 0, &mut out).unwrap();
        let out = text(out);
        assert_eq!(code, ExitCode::SUCCESS);
        assert!(
            out.contains("Six Men's Morris, from the empty board: a draw with perfect play"),
            "{out}"
        );
    }

    /// `--plies 2`: every position after one and after two decisions is kept in the proof,
    /// settled won, drawn or lost as the whole solve says, each counted once up to the board's
    /// symmetries; the next session finds them all proved and searches nothing.
    #[test]
    fn the_positions_after_the_first_decisions_are_kept_with_the_whole_solve_s_values() {
        let dir = tempfile::tempdir().unwrap();
        let rules = Variant::Six.rules();
        let p = paths(dir.path());
        super::super::run(rules, &p, &mut Vec::new()).unwrap();
        let mut out = Vec::new();
        let code = start(rules, &p, None, 2, &mut out).unwrap();
        assert_eq!(code, ExitCode::SUCCESS);
        let out = text(out);
        let said = out
            .lines()
            .find(|l| l.starts_with("the positions after 1 to 2 decisions: "))
            .unwrap_or_else(|| panic!("{out}"));
        let mut whole = solve::Tablebase::new(rules);
        whole.solve_whole(&mut |_, _| {}).unwrap();
        let tb = super::super::tablebase(rules, &p);
        let key = tb.key();
        let (dir, data) = (p.cache.clone().unwrap(), p.data.clone().unwrap());
        let bytes = crate::store::tables::read_proof(&dir, &data, &key)
            .unwrap()
            .unwrap();
        let kept = crate::solve::prove::KeptProof::open(bytes, &key).unwrap();
        let start_pos = Position::new(rules);
        let mut seen = std::collections::HashSet::new();
        let (mut won, mut drawn, mut lost) = (0, 0, 0);
        for d1 in start_pos.legal() {
            let one = start_pos.play(d1).unwrap();
            let mut after = vec![one];
            after.extend(one.legal().into_iter().map(|d2| one.play(d2).unwrap()));
            for pos in after {
                let (lo, hi) = kept.bounds_of(&tb, &pos).expect("every opening is kept");
                let truth = whole.evaluate(&pos).unwrap().score().signum();
                let proved = if lo > 0 {
                    1
                } else if hi < 0 {
                    -1
                } else {
                    assert_eq!((lo, hi), (0, 0), "{pos:?} is settled");
                    0
                };
                assert_eq!(proved, truth, "{pos:?}");
                if seen.insert(Prover::key_of_position(&tb, &pos)) {
                    match truth {
                        1 => won += 1,
                        -1 => lost += 1,
                        _ => drawn += 1,
                    }
                }
            }
        }
        assert!(
            said.contains(&format!(
                ": {} (up to the board's symmetries), {drawn} drawn, {won} won and {lost} lost",
                seen.len()
            )),
            "{said}"
        );
        // Nothing left to search.
        let mut again = Vec::new();
        start(rules, &p, None, 2, &mut again).unwrap();
        assert!(text(again).contains("searched 0 nodes"));
    }

    #[test]
    fn a_proof_stopped_for_its_budget_goes_on_from_where_it_stopped() {
        let dir = tempfile::tempdir().unwrap();
        let mut rules = Variant::Nine.rules();
        rules.pieces = 4;
        let p = paths(dir.path());
        super::super::run(rules, &p, &mut Vec::new()).unwrap();
        let mut out = Vec::new();
        let code = start(rules, &p, Some(500), 0, &mut out).unwrap();
        assert_eq!(code, ExitCode::from(NOT_YET), "{}", text(out));
        assert!(text(out.clone()).contains("not proved yet"));
        let mut sessions = 1;
        let last = loop {
            let mut out = Vec::new();
            let code = start(rules, &p, Some(500), 0, &mut out).unwrap();
            sessions += 1;
            let out = text(out);
            assert!(out.contains("going on from the proof kept"), "{out}");
            if code == ExitCode::SUCCESS || sessions > 200 {
                break out;
            }
        };
        assert!(
            last.contains("from the empty board: a draw with perfect play"),
            "{last}"
        );
        assert!(sessions > 2);
    }

    #[test]
    fn a_proof_file_that_was_tampered_with_is_refused_and_the_search_starts_again() {
        let dir = tempfile::tempdir().unwrap();
        let mut rules = Variant::Nine.rules();
        rules.pieces = 4;
        let p = paths(dir.path());
        super::super::run(rules, &p, &mut Vec::new()).unwrap();
        start(rules, &p, Some(500), 0, &mut Vec::new()).unwrap();
        let file =
            crate::store::tables::proof_file(p.cache.as_deref().unwrap(), &solve::key(&rules));
        let mut bytes = std::fs::read(&file).unwrap();
        let n = bytes.len();
        bytes[n / 2] ^= 1;
        std::fs::write(&file, bytes).unwrap();
        let mut out = Vec::new();
        let code = start(rules, &p, None, 0, &mut out).unwrap();
        let out = text(out);
        assert!(!out.contains("going on from"), "{out}");
        assert_eq!(code, ExitCode::SUCCESS, "{out}");
        assert!(out.contains("a draw with perfect play"), "{out}");
    }
}

//! `morris solve --plan`: the jobs of the moving phase and their order, for a scheduler that
//! knows nothing of morris (Ray, Kubernetes Jobs, a make file): each unit (a class with its
//! mirror, one `morris solve --class AvB` job), the units it needs solved first, its positions
//! and what it is expected to take. The scheduler is theirs (scripts/ray/solve.py): morris only
//! says what there is to do.

use std::io::Write;
use std::process::ExitCode;

use anyhow::{Result, bail};
use serde::Serialize;

use crate::rules::Rules;
use crate::solve::{self, Tablebase};

/// One job of the plan: a unit, named by its class with more stones to move (`5v4` stands for
/// 5v4 and 4v5).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Job {
    /// The unit's name, what `morris solve --class` takes.
    pub unit: String,
    /// Its classes: the unit and its mirror (one class where both sides have as many stones).
    pub classes: Vec<String>,
    /// The units that must be solved first (those its captures lead to), by name, each before
    /// this one in the plan.
    pub needs: Vec<String>,
    /// Its positions up to the board's symmetries (both classes).
    pub positions: u64,
    /// About how many bytes of memory solving it takes at its peak.
    pub memory_bytes: u64,
    /// About how many bytes of disk its files take.
    pub disk_bytes: u64,
    /// Its files, relative to the folder (`--out DIR`): what it writes, and what the jobs that
    /// need it read.
    pub files: Vec<String>,
    /// Every file it reads: those of the units it needs and, since each class read is checked
    /// against the classes below it, of the units those need, all the way down. What a job
    /// must fetch first where the folder is not shared (object storage).
    pub inputs: Vec<String>,
}

/// The whole plan, as `--plan --json` prints it.
#[derive(Debug, Serialize)]
struct Plan<'a> {
    /// The rule set's title.
    variant: &'a str,
    /// The folder of these rules' files inside `--out DIR`.
    rules_key: String,
    /// The seal's key, in `DIR` itself: every job reads it with its inputs. The first job
    /// (the only one that needs nothing) makes it, so that it is one key for the whole folder.
    seal_key: &'a str,
    /// The jobs, in an order where each comes after the jobs it needs.
    units: Vec<Job>,
}

/// `AvB` (or `A v B`) read as a class of `rules`, or a clear reason why not.
pub fn parse_class(rules: &Rules, class: &str) -> Result<(u8, u8)> {
    let parsed = class
        .split_once(['v', 'V'])
        .and_then(|(a, b)| Some((a.trim().parse::<u8>().ok()?, b.trim().parse::<u8>().ok()?)));
    match parsed.filter(|c| solve::all_classes(rules).contains(c)) {
        Some(c) => Ok(c),
        None => bail!(
            "{class:?} is not a class of {} under these rules: a class is written like 7v6 (the \
             side to move's stones, then the other's), each 3 to {} stones",
            rules.variant.title(),
            rules.pieces
        ),
    }
}

/// The unit a class belongs to: the class with more stones to move.
fn unit_of((a, b): (u8, u8)) -> (u8, u8) {
    (a.max(b), a.min(b))
}

/// The units unit `u` needs solved first (those its captures lead to), in the order of
/// `order`.
fn needs(tb: &Tablebase, order: &[(u8, u8)], (a, b): (u8, u8)) -> Vec<(u8, u8)> {
    let mut out: Vec<(u8, u8)> = tb.captures_lead_to(a, b).into_iter().map(unit_of).collect();
    out.sort_by_key(|u| order.iter().position(|x| x == u));
    out.dedup();
    out
}

/// The units of the tablebase's rules in the order to solve them; with `up_to`, only the unit
/// of that class and every unit it needs, directly or not.
pub fn units(tb: &Tablebase, up_to: Option<(u8, u8)>) -> Vec<(u8, u8)> {
    let units = solve::units(tb.rules());
    let Some(c) = up_to else {
        return units;
    };
    // The closure of what the unit needs, walked down from it.
    let mut wanted = vec![unit_of(c)];
    let mut k = 0;
    while let Some(&u) = wanted.get(k) {
        for n in needs(tb, &units, u) {
            if !wanted.contains(&n) {
                wanted.push(n);
            }
        }
        k += 1;
    }
    units.into_iter().filter(|u| wanted.contains(u)).collect()
}

/// The jobs of [`units`], with what each needs and is expected to take.
pub fn jobs(tb: &Tablebase, up_to: Option<(u8, u8)>) -> Vec<Job> {
    let order = solve::units(tb.rules());
    let wanted = units(tb, up_to);
    let key = tb.key();
    let name = |(a, b): (u8, u8)| format!("{a}v{b}");
    let classes = |(a, b): (u8, u8)| {
        if a == b {
            vec![(a, b)]
        } else {
            vec![(a, b), (b, a)]
        }
    };
    let file = |c: (u8, u8)| format!("{key}/{}.tb", name(c));
    wanted
        .into_iter()
        .map(|(a, b)| {
            let below = units(tb, Some((a, b)));
            let inputs = below
                .into_iter()
                .filter(|&u| u != (a, b))
                .flat_map(classes)
                .map(file)
                .collect();
            let classes = classes((a, b));
            let positions = classes.iter().map(|&(x, y)| tb.size(x, y)).sum::<u64>();
            Job {
                unit: name((a, b)),
                classes: classes.iter().map(|&c| name(c)).collect(),
                needs: needs(tb, &order, (a, b)).into_iter().map(name).collect(),
                positions,
                memory_bytes: tb.memory_to_solve(a, b),
                disk_bytes: (positions as f64 * super::DISK_PER_POSITION) as u64,
                files: classes.iter().map(|&c| file(c)).collect(),
                inputs,
            }
        })
        .collect()
}

/// `morris solve --plan [--json] [--up-to AvB]`: the jobs, as a table or as JSON.
pub fn run(
    rules: Rules,
    up_to: Option<&str>,
    json: bool,
    out: &mut impl Write,
) -> Result<ExitCode> {
    let title = rules.variant.title();
    if let Err(why) = solve::solvable(&rules) {
        bail!("{title}: not solved under these rules: {why}");
    }
    let up_to = up_to.map(|c| parse_class(&rules, c)).transpose()?;
    let tb = Tablebase::new(rules).with_most_positions(u64::MAX);
    let units = jobs(&tb, up_to);
    if json {
        let plan = Plan {
            variant: title,
            rules_key: tb.key(),
            seal_key: crate::store::tables::KEY_FILE,
            units,
        };
        serde_json::to_writer_pretty(&mut *out, &plan)?;
        writeln!(out)?;
        return Ok(ExitCode::SUCCESS);
    }
    let classes: usize = units.iter().map(|u| u.classes.len()).sum();
    writeln!(
        out,
        "{title}: {} units ({classes} classes), {} positions up to symmetry, in the order to \
         solve them; each is one job, `morris solve --class UNIT --out DIR` with these rules, \
         once the units it needs are in DIR (files in DIR/{}/)",
        units.len(),
        super::count(units.iter().map(|u| u.positions).sum()),
        tb.key(),
    )?;
    writeln!(
        out,
        "{:<5} {:<11} {:<17} {:>10} {:>9} {:>9}",
        "unit", "classes", "needs", "positions", "memory", "disk"
    )?;
    for u in &units {
        writeln!(
            out,
            "{:<5} {:<11} {:<17} {:>10} {:>9} {:>9}",
            u.unit,
            u.classes.join(" "),
            if u.needs.is_empty() {
                "-".to_string()
            } else {
                u.needs.join(" ")
            },
            super::count(u.positions),
            super::bytes(u.memory_bytes),
            super::bytes(u.disk_bytes),
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::tests::text;
    use crate::rules::Variant;

    fn plan_of(rules: Rules, up_to: Option<(u8, u8)>) -> Vec<Job> {
        jobs(&Tablebase::new(rules).with_most_positions(u64::MAX), up_to)
    }

    /// Every unit comes after each unit it needs, and what it needs is what its captures lead
    /// to: a scheduler that follows the plan never starts a job without its inputs.
    fn assert_ordered(rules: Rules, plan: &[Job]) {
        let tb = Tablebase::new(rules);
        for (k, job) in plan.iter().enumerate() {
            for n in &job.needs {
                let at = plan.iter().position(|j| &j.unit == n);
                assert!(at.is_some_and(|at| at < k), "{} before {n}", job.unit);
            }
            let (a, b) = parse_class(&rules, &job.unit).unwrap();
            for (x, y) in tb.captures_lead_to(a, b) {
                let unit = format!("{}v{}", x.max(y), x.min(y));
                assert!(job.needs.contains(&unit), "{}: {unit}", job.unit);
            }
        }
    }

    #[test]
    fn the_standard_plan_has_the_28_units_up_to_9v9_each_after_what_it_needs() {
        let rules = Variant::Nine.rules();
        let plan = plan_of(rules, None);
        assert_eq!(plan.len(), 28);
        assert_eq!(plan.iter().map(|u| u.classes.len()).sum::<usize>(), 49);
        assert_eq!(plan[0].unit, "3v3");
        assert!(plan[0].needs.is_empty());
        assert_eq!(plan[27].unit, "9v9");
        let u54 = plan.iter().find(|u| u.unit == "5v4").unwrap();
        assert_eq!(u54.classes, ["5v4", "4v5"]);
        // 4v5 captures into 4v4, 5v4 into 3v5 (unit 5v3).
        assert_eq!(u54.needs, ["4v4", "5v3"]);
        let key = solve::key(&rules);
        assert_eq!(u54.files[1], format!("{key}/4v5.tb"));
        // It reads 4v4 and 5v3 with 3v5, and what they are checked against: 4v3, 3v4, 3v3.
        let mut inputs = u54.inputs.clone();
        inputs.sort();
        let want: Vec<String> = ["3v3", "3v4", "3v5", "4v3", "4v4", "5v3"]
            .iter()
            .map(|c| format!("{key}/{c}.tb"))
            .collect();
        assert_eq!(inputs, want);
        assert!(plan[0].inputs.is_empty());
        assert_ordered(rules, &plan);
        // Only 3v3 needs nothing: the first job, which makes the folder's seal key.
        assert_eq!(plan.iter().filter(|u| u.needs.is_empty()).count(), 1);
    }

    #[test]
    fn one_removal_per_mill_needs_the_class_two_stones_down_too() {
        let mut rules = Variant::Nine.rules();
        rules.double_mill = crate::rules::DoubleMill::Each;
        let plan = plan_of(rules, None);
        let u64_ = plan.iter().find(|u| u.unit == "6v4").unwrap();
        // A double mill of 4v6 takes two of the six: 4v4.
        assert_eq!(u64_.needs, ["4v4", "5v4", "6v3"]);
        assert_ordered(rules, &plan);
    }

    #[test]
    fn up_to_a_class_is_that_unit_and_everything_below_it() {
        let rules = Variant::Nine.rules();
        let names = |p: Vec<Job>| p.into_iter().map(|u| u.unit).collect::<Vec<_>>();
        assert_eq!(
            names(plan_of(rules, Some((4, 5)))),
            ["3v3", "4v3", "4v4", "5v3", "5v4"]
        );
        let plan = plan_of(rules, Some((6, 4)));
        assert!(!plan.iter().any(|u| u.unit == "5v5"), "6v4 needs no 5v5");
        assert_ordered(rules, &plan);
        assert_eq!(plan.last().unwrap().unit, "6v4");
    }

    #[test]
    fn six_men_s_morris_plans_its_classes_and_the_json_says_each_job() {
        let rules = Variant::Six.rules();
        let mut out = Vec::new();
        let code = run(rules, None, true, &mut out).unwrap();
        assert_eq!(code, ExitCode::SUCCESS);
        let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
        assert_eq!(v["variant"], "Six Men's Morris");
        assert_eq!(v["seal_key"], "tables.key");
        let units = v["units"].as_array().unwrap();
        assert_eq!(units.len(), 10);
        assert_eq!(units[9]["unit"], "6v6");
        assert_eq!(units[9]["needs"], serde_json::json!(["6v5"]));
        assert!(units[9]["positions"].as_u64().unwrap() > 100_000);
        assert!(units[9]["memory_bytes"].as_u64().unwrap() > 0);
        assert_ordered(rules, &plan_of(rules, None));
    }

    #[test]
    fn the_table_names_each_unit_and_a_wrong_class_is_refused() {
        let rules = Variant::Nine.rules();
        let mut out = Vec::new();
        run(rules, Some("5v4"), false, &mut out).unwrap();
        let out = text(out);
        assert!(
            out.starts_with("Nine Men's Morris: 5 units (8 classes), "),
            "{out}"
        );
        assert!(
            out.lines()
                .any(|l| l.starts_with("5v4   5v4 4v5     4v4 5v3 ")),
            "{out}"
        );
        let e = run(rules, Some("10v2"), false, &mut Vec::new()).unwrap_err();
        assert!(
            e.to_string()
                .starts_with("\"10v2\" is not a class of Nine Men's Morris"),
            "{e}"
        );
        let mut no = rules;
        no.no_reform = true;
        let e = run(no, None, true, &mut Vec::new()).unwrap_err();
        assert!(
            e.to_string().contains("not solved under these rules"),
            "{e}"
        );
    }
}

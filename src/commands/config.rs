//! `morris config`: the preferences file's path, its warnings, and every setting in force with
//! where it comes from; with `--init`, the commented default file written unless one is there.

use std::io::Write;
use std::process::ExitCode;

use anyhow::{Result, bail};

use super::{cell, say};
use crate::settings::prefs::Prefs;
use crate::settings::{InForce, table};
use crate::store;
use crate::text::clean;

/// Prints the settings in force (or, with `init`, writes the template).
pub fn run(
    prefs: &Prefs,
    in_force: &InForce,
    init: bool,
    out: &mut impl Write,
) -> Result<ExitCode> {
    let Some(path) = prefs.path.as_deref() else {
        bail!("this system has no config folder for a preferences file");
    };
    // The path comes from the environment: cleaned of control characters like any outside text.
    let shown = clean(&store::display_path(path));
    if init {
        // There already, or made meanwhile by someone else: never replaced.
        if let Err(e) = store::create_new(path, &table::template()) {
            if std::fs::symlink_metadata(path).is_ok() {
                let what = if path.exists() {
                    "exists already"
                } else {
                    "is a link to a file that is not there"
                };
                say(format_args!(
                    "morris: {shown} {what}; it was not overwritten"
                ));
                return Ok(ExitCode::from(1));
            }
            return Err(e);
        }
        writeln!(out, "wrote {shown}: every setting is there, commented out")?;
        return Ok(ExitCode::SUCCESS);
    }
    let state = if prefs.exists {
        ""
    } else if std::fs::symlink_metadata(path).is_ok() {
        // A link to nothing: --init would not replace it either.
        " (a link to a file that is not there: nothing is read from it)"
    } else {
        " (not there: morris config --init writes one)"
    };
    writeln!(out, "preferences: {shown}{state}")?;
    for w in &in_force.warnings {
        writeln!(out, "warning: {}", clean(w))?;
    }
    writeln!(out)?;
    // Values come from a file or a flag: cleaned of control characters, and quoted at most
    // `CELL` characters wide so that one long name cannot stretch (or break) the table.
    let values: Vec<String> = in_force.rows.iter().map(|r| cell(&r.value)).collect();
    let width = values.iter().map(|v| v.chars().count()).max().unwrap_or(0);
    for (r, v) in in_force.rows.iter().zip(&values) {
        writeln!(out, "{:<18} {v:<width$}  {}", r.key, clean(&r.source))?;
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::tests::text;
    use crate::settings::table::{Given, Key};

    #[test]
    fn every_setting_is_listed_with_its_source_and_init_writes_the_template_once() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("morris/config.toml");
        let prefs = Prefs {
            path: Some(path.clone()),
            ..Prefs::parse("white = \"Ann\"\n")
        };
        let mut flags = Given::default();
        flags.set(Key::Pieces, table::Value::Number(10));
        let in_force = crate::settings::resolve(&prefs, &flags, false, None).unwrap();
        let mut out = Vec::new();
        run(&prefs, &in_force, false, &mut out).unwrap();
        let out = text(out);
        assert!(
            out.contains("(not there: morris config --init writes one)"),
            "{out}"
        );
        let row = |key: &str| {
            out.lines()
                .find(|l| l.split_whitespace().next() == Some(key))
                .map(|l| l.split_whitespace().skip(1).collect::<Vec<_>>().join(" "))
        };
        assert_eq!(row("white").as_deref(), Some("Ann file line 1"));
        assert_eq!(row("pieces").as_deref(), Some("10 flag"));
        assert_eq!(row("level").as_deref(), Some("5 default"));
        assert_eq!(out.lines().count(), 2 + table::TABLE.len());

        let mut out = Vec::new();
        assert_eq!(
            run(&prefs, &in_force, true, &mut out).unwrap(),
            ExitCode::SUCCESS
        );
        assert_eq!(std::fs::read_to_string(&path).unwrap(), table::template());
        assert_eq!(
            run(&prefs, &in_force, true, &mut Vec::new()).unwrap(),
            ExitCode::from(1)
        );
    }

    /// A preferences file that is a link to nothing is said to be one, by `config`, and
    /// `--init` leaves it as it is (the link's target is the player's).
    #[cfg(unix)]
    #[test]
    fn a_link_to_nothing_is_named_and_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("config.toml");
        let target = dir.path().join("elsewhere/mine.toml");
        std::os::unix::fs::symlink(&target, &path).unwrap();
        let prefs = Prefs {
            path: Some(path.clone()),
            ..Prefs::parse("")
        };
        let in_force = crate::settings::resolve(&prefs, &Given::default(), false, None).unwrap();
        let mut out = Vec::new();
        run(&prefs, &in_force, false, &mut out).unwrap();
        let out = text(out);
        assert!(out.contains("(a link to a file that is not there"), "{out}");
        assert_eq!(
            run(&prefs, &in_force, true, &mut Vec::new()).unwrap(),
            ExitCode::from(1)
        );
        assert_eq!(std::fs::read_link(&path).unwrap(), target);
        assert!(!target.exists());
    }
}

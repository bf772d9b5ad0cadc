//! `morris completions SHELL` and `morris man`: the shell's completion script and the manual
//! page, made from the command line itself.

use std::io::Write;
use std::process::ExitCode;

use anyhow::{Context, Result};

/// The completion script for `shell`.
pub fn completions(shell: clap_complete::Shell, out: &mut impl Write) -> Result<ExitCode> {
    // Into memory first: clap_complete panics when its writer fails.
    let mut buf = Vec::new();
    clap_complete::generate(shell, &mut crate::cli::command(), "morris", &mut buf);
    out.write_all(&buf)?;
    Ok(ExitCode::SUCCESS)
}

/// The manual page, in roff.
pub fn man(out: &mut impl Write) -> Result<ExitCode> {
    let mut buf = Vec::new();
    clap_mangen::Man::new(crate::cli::command())
        .render(&mut buf)
        .context("writing the man page")?;
    out.write_all(&buf)?;
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::tests::text;

    #[test]
    fn the_completions_and_the_manual_know_every_setting() {
        let mut out = Vec::new();
        completions(clap_complete::Shell::Bash, &mut out).unwrap();
        let bash = text(out);
        let mut out = Vec::new();
        man(&mut out).unwrap();
        let man = text(out);
        for s in &crate::settings::table::TABLE {
            assert!(bash.contains(&format!("--{}", s.flag)), "{}", s.flag);
            assert!(man.contains(&s.flag.replace('-', "\\-")), "{}", s.flag);
        }
    }
}

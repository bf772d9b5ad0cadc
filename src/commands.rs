//! The subcommands that run on their own, one file each: `run(…, out) -> Result<ExitCode>`.

pub mod engine;
pub mod tune;

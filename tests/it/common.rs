//! Driving the app the way a player does: by actions, as the keymap produces them.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use morris::rules::{Decision, Point};
use morris::tui::{Action, App};

/// Types a point's name: a file letter, then a rank digit.
pub fn goto(app: &mut App, p: Point) {
    app.update(Action::File(p.file()));
    app.update(Action::Rank(p.rank()));
    assert_eq!(app.cursor(), p, "typing {p}");
}

/// Makes a decision with the keys: jump and Enter; for a move, the stone then the point.
pub fn decide(app: &mut App, d: Decision) {
    let before = app.game().ply();
    match d {
        Decision::Place(p) | Decision::Remove(p) => {
            goto(app, p);
            app.update(Action::Select);
        }
        Decision::Move(a, b) => {
            goto(app, a);
            app.update(Action::Select);
            assert_eq!(
                app.selected(),
                Some(a),
                "selecting {a}: {:?}",
                app.message()
            );
            goto(app, b);
            app.update(Action::Select);
        }
        Decision::Decline => app.update(Action::Decline),
        Decision::Pass => app.update(Action::Select),
    }
    assert_eq!(
        app.game().ply(),
        before + 1,
        "{d} was not played: {:?}",
        app.message()
    );
    assert_eq!(app.game().decisions().last(), Some(&d));
}

/// Plays tokens with the keys.
pub fn play(app: &mut App, tokens: &str) {
    for t in tokens.split_whitespace() {
        decide(app, t.parse().unwrap());
    }
}

/// A small deterministic random number generator (xorshift).
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// The decision tokens of a reference game (`G1`, `G2`, `G3`) from the independent engine.
pub fn reference_plies(name: &str) -> String {
    let text = include_str!("../data/nine-games.txt");
    let chunk = text.split(&format!("=== GAME {name} ===")).nth(1).unwrap();
    chunk
        .split("removals are separate actions):\n")
        .nth(1)
        .unwrap()
        .lines()
        .next()
        .unwrap()
        .to_string()
}

/// Every file below `dir`, in its folders too.
pub fn files_below(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    if let Ok(entries) = std::fs::read_dir(dir) {
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                out.extend(files_below(&p));
            } else {
                out.push(p);
            }
        }
    }
    out
}

/// `morris ARGS` in the home folder `home` (its cache in `home/cache`), with `stdin`.
pub fn morris_in(home: &std::path::Path, args: &[&str], stdin: &[u8]) -> (i32, String, String) {
    let out = assert_cmd::Command::cargo_bin("morris")
        .unwrap()
        .args(args)
        .env("HOME", home)
        .env("XDG_CACHE_HOME", home.join("cache"))
        .env_remove("XDG_DATA_HOME")
        .env_remove("XDG_CONFIG_HOME")
        .timeout(std::time::Duration::from_secs(60))
        .write_stdin(stdin)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The real binary, run in the home folder `home` and nowhere else: its preferences, data and
/// cache folders are below `home` (`XDG_*` of the developer's session removed), so that no
/// test reads or writes the developer's own files.
pub fn binary(home: &std::path::Path) -> std::process::Command {
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_morris"));
    at_home(&mut cmd, home);
    cmd
}

/// `cmd` with `home` as its home folder and none of the session's `XDG_*` folders, so that
/// the platform's folders (preferences, data, cache) are all below `home`.
pub fn at_home<'a>(
    cmd: &'a mut std::process::Command,
    home: &std::path::Path,
) -> &'a mut std::process::Command {
    cmd.env("HOME", home);
    for var in [
        "XDG_CONFIG_HOME",
        "XDG_DATA_HOME",
        "XDG_CACHE_HOME",
        "XDG_STATE_HOME",
    ] {
        cmd.env_remove(var);
    }
    cmd
}

/// Whether `tool` (tmux, python3) answers `arg`. Without it a test that needs it says so and
/// passes here; under CI (`CI` set) a missing tool is a failure: a test that cannot run must
/// not look like one that passed.
pub fn have(tool: &str, arg: &str) -> bool {
    let found = std::process::Command::new(tool)
        .arg(arg)
        .output()
        .is_ok_and(|o| o.status.success());
    missing_is_fine(
        found,
        tool,
        std::env::var_os("CI").is_some_and(|v| !v.is_empty()),
    )
}

/// What [`have`] does once it has looked: `found`, or a note and `false`, or under CI a
/// failure.
pub fn missing_is_fine(found: bool, tool: &str, ci: bool) -> bool {
    if !found {
        assert!(
            !ci,
            "{tool} is not installed: under CI the tests that need it must run (.ci/run installs it)"
        );
        eprintln!("{tool} is not installed: the tests that need it cannot run here");
    }
    found
}

#[test]
fn a_missing_tool_passes_a_test_only_outside_ci() {
    assert!(missing_is_fine(true, "tmux", true));
    assert!(!missing_is_fine(false, "tmux", false));
    let under_ci = std::panic::catch_unwind(|| missing_is_fine(false, "tmux", true));
    assert!(
        under_ci.is_err(),
        "a missing tool under CI must fail the test"
    );
}

/// The standard game's 3 v 3, 4 v 3 and 3 v 4, solved once for every test that reads them
/// (a solve takes seconds in a test build; the tables are the same for each).
pub fn standard_tables() -> std::sync::Arc<morris::solve::Tablebase> {
    static TB: std::sync::OnceLock<std::sync::Arc<morris::solve::Tablebase>> =
        std::sync::OnceLock::new();
    TB.get_or_init(|| {
        let mut tb = morris::solve::Tablebase::new(morris::rules::Rules::default());
        tb.solve(4, 3, &mut |_, _| {}).unwrap();
        std::sync::Arc::new(tb)
    })
    .clone()
}

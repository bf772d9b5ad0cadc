//! Driving the app the way a player does: by actions, as the keymap produces them.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use morris::rules::{Decision, Game, Point};
use morris::store::said::{Kept, Note, Nowhere};
use morris::tui::app::{MenuItem, Question, Start};
use morris::tui::messages::{SaveStatus, Stored};
use morris::tui::mouse::Hits;
use morris::tui::{Action, App, Effects, Msg, Settings};

/// The screen of `app` at a size, as a test terminal shows it (a quoted line a row).
pub fn screen(app: &App, w: u16, h: u16) -> String {
    morris::tui::sim::screen(app, w, h).0
}

/// The screen of `app` at a size, and what was drawn where (for the mouse).
pub fn draw(app: &App, w: u16, h: u16) -> (String, Hits) {
    morris::tui::sim::screen(app, w, h)
}

/// A game screen for `game`, with default settings.
pub fn app_of(game: Game) -> App {
    App::new(game, Settings::default())
}

/// The app `start` makes.
pub fn started(start: Start) -> App {
    App::start(start).0
}

/// What the store says after a save: the record the game is saved to (`None`: only until
/// quitting), and the score.
pub fn saved(app: &mut App, record: Option<&str>, score: Option<morris::store::scores::Score>) {
    app.update(Msg::Stored(Stored::Saved {
        status: SaveStatus {
            kept: record.map(|r| Kept::SavedTo(r.into())),
            unsaved: None,
        },
        notes: Vec::new(),
        score,
    }));
}

/// What the store says after a save that failed, and why.
pub fn not_saved(app: &mut App, why: &str) {
    app.update(Msg::Stored(Stored::Saved {
        status: SaveStatus {
            kept: Some(Kept::NotSaved),
            unsaved: Some(Nowhere::Said(why.into())),
        },
        notes: Vec::new(),
        score: None,
    }));
}

/// What the store says after keeping the last game aside.
pub fn kept_aside(app: &mut App, note: Note) {
    app.update(Msg::Stored(Stored::KeptAside(Some(note))));
}

/// The terminal's size, as the loop tells it.
pub fn resize(app: &mut App, w: u16, h: u16) {
    app.update(Msg::Resized(w, h));
}

/// Whether `effects` end the program.
pub fn quits(effects: &Effects) -> bool {
    effects.quits()
}

/// The question asked, if any.
pub fn asked(app: &App) -> Option<Question> {
    app.question()
}

/// Opens the menu and chooses `item` with the keys.
pub fn pick(a: &mut App, item: MenuItem) {
    a.update(Action::Menu);
    let i = a.menu().iter().position(|m| *m == item).unwrap();
    for _ in 0..i {
        a.update(Action::Down);
    }
    a.update(Action::Select);
}

/// Types a point's name: a file letter, then a rank digit.
pub fn goto(app: &mut App, p: Point) {
    app.update(Action::File(p.file()));
    app.update(Action::Rank(p.rank()));
    assert_eq!(app.cursor(), p, "typing {p}");
}

/// The keys that make a decision: jump and Enter; for a move, the stone then the point.
pub fn keys_for(d: Decision) -> Vec<Action> {
    let jump = |p: Point| [Action::File(p.file()), Action::Rank(p.rank())];
    match d {
        Decision::Place(p) | Decision::Remove(p) => [&jump(p)[..], &[Action::Select]].concat(),
        Decision::Move(a, b) => {
            [&jump(a)[..], &[Action::Select], &jump(b), &[Action::Select]].concat()
        }
        Decision::Decline => vec![Action::Decline],
        Decision::Pass => vec![Action::Select],
    }
}

/// Makes a decision with the keys, and checks that it was played.
pub fn decide(app: &mut App, d: Decision) {
    let before = app.game().ply();
    for a in keys_for(d) {
        app.update(a);
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
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_morris"));
    cmd.args(args)
        .env("HOME", home)
        .env("XDG_CACHE_HOME", home.join("cache"))
        .env_remove("XDG_DATA_HOME")
        .env_remove("XDG_CONFIG_HOME");
    in_english(&mut cmd);
    let out = output_within(cmd, stdin, std::time::Duration::from_secs(60));
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// What `cmd` wrote and how it ended, `stdin` given to it; a command still running after
/// `limit` is killed and fails the test (a file that blocks the start must not hang the suite).
pub fn output_within(
    mut cmd: std::process::Command,
    stdin: &[u8],
    limit: std::time::Duration,
) -> std::process::Output {
    use std::io::{Read, Write};
    use std::process::Stdio;
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let input = stdin.to_vec();
    let mut pipe_in = child.stdin.take().expect("stdin");
    // A command that stops reading is fine: what it did not read is dropped.
    let writer = std::thread::spawn(move || drop(pipe_in.write_all(&input)));
    let reader = |mut r: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut v = Vec::new();
            let _ = r.read_to_end(&mut v);
            v
        })
    };
    let out = reader(Box::new(child.stdout.take().expect("stdout")));
    let err = reader(Box::new(child.stderr.take().expect("stderr")));
    let start = std::time::Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().expect("waiting for the binary") {
            break s;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{cmd:?} still running after {limit:?}: killed");
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    };
    let _ = writer.join();
    std::process::Output {
        status,
        stdout: out.join().unwrap_or_default(),
        stderr: err.join().unwrap_or_default(),
    }
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
    in_english(cmd)
}

/// `cmd` without the session's language (`LC_ALL`, `LC_MESSAGES`, `LANG`): the game in English,
/// whatever language the developer's terminal speaks. A test of another language sets its own.
pub fn in_english(cmd: &mut std::process::Command) -> &mut std::process::Command {
    for var in ["LC_ALL", "LC_MESSAGES", "LANG"] {
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

/// What `morris` is launched with for a plain game with these folders (no flags).
pub fn launch(paths: morris::store::Paths) -> morris::tui::Launch {
    morris::tui::Launch {
        rules: morris::rules::Rules::default(),
        game: None,
        rules_given: false,
        settings: Settings::default(),
        file: None,
        new: false,
        replay: false,
        mouse: false,
        analysis: false,
        notes: Vec::new(),
        computer: Default::default(),
        named: [false, false],
        level_given: false,
        choose: false,
        puzzles: false,
        stats: false,
        learn: false,
        tutorial: false,
        first: false,
        pack: None,
        clock: None,
        remote: None,
        network: Default::default(),
        paths,
    }
}

/// A point by its name (`d6`).
pub fn p(s: &str) -> Point {
    s.parse().unwrap()
}

/// An app at a table of two people, the empty board of `rules`.
pub fn app(rules: morris::rules::Rules) -> App {
    App::new(Game::new(rules), Settings::default())
}

/// The standard game's rules.
pub fn nine() -> morris::rules::Rules {
    morris::rules::Variant::Nine.rules()
}

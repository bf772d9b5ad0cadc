//! The preferences file through the real binary: read, overridden by flags, broken in every
//! field, and never a reason for the game not to start.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::PathBuf;
use std::process::Command;

use crate::tmux;

/// A home folder of its own, so that the player's real preferences are never read.
struct Home(tempfile::TempDir);

impl Home {
    fn new() -> Home {
        Home(tempfile::tempdir().unwrap())
    }

    fn config(&self) -> PathBuf {
        self.0.path().join(".config/morris/config.toml")
    }

    fn write(&self, text: &str) {
        let p = self.config();
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }

    fn run(&self, args: &[&str]) -> (i32, String, String) {
        self.run_env(args, &[])
    }

    /// `morris ARGS` with some variables set (`NO_COLOR`); without them, `NO_COLOR` unset.
    fn run_env(&self, args: &[&str], vars: &[(&str, &str)]) -> (i32, String, String) {
        let mut cmd = crate::common::binary(self.0.path());
        cmd.args(args).env_remove("NO_COLOR");
        for (k, v) in vars {
            cmd.env(k, v);
        }
        let out = cmd.output().unwrap();
        (
            out.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    }

    /// `morris config`, as (key, value, source) rows, and the warnings.
    fn settings(&self, flags: &[&str]) -> (Vec<(String, String, String)>, Vec<String>) {
        let mut args = flags.to_vec();
        args.push("config");
        let (code, out, err) = self.run(&args);
        assert_eq!(code, 0, "{err}");
        let mut rows = Vec::new();
        let mut warnings = Vec::new();
        for line in out.lines().skip(1) {
            if let Some(w) = line.strip_prefix("warning: ") {
                warnings.push(w.to_string());
            } else if !line.trim().is_empty() {
                let mut parts = line.split_whitespace();
                let key = parts.next().unwrap().to_string();
                let value = parts.next().unwrap().to_string();
                let source = parts.collect::<Vec<_>>().join(" ");
                rows.push((key, value, source));
            }
        }
        (rows, warnings)
    }
}

fn row<'a>(rows: &'a [(String, String, String)], key: &str) -> (&'a str, &'a str) {
    let r = rows
        .iter()
        .find(|r| r.0 == key)
        .unwrap_or_else(|| panic!("no {key} in {rows:?}"));
    (r.1.as_str(), r.2.as_str())
}

#[test]
fn without_a_file_every_setting_is_a_default_and_the_path_is_named() {
    let h = Home::new();
    let (code, out, _) = h.run(&["config"]);
    assert_eq!(code, 0);
    assert!(
        out.starts_with("preferences: ~/.config/morris/config.toml (not there"),
        "{out}"
    );
    let (rows, warnings) = h.settings(&[]);
    assert!(warnings.is_empty());
    assert_eq!(rows.len(), morris::settings::table::TABLE.len());
    for (key, _, source) in &rows {
        assert!(source.starts_with("default"), "{key}: {source}");
    }
    assert_eq!(row(&rows, "variant"), ("nine", "default"));
}

#[test]
fn init_writes_a_commented_file_once_and_never_overwrites() {
    let h = Home::new();
    let (code, out, _) = h.run(&["config", "--init"]);
    assert_eq!(code, 0);
    assert!(out.contains("wrote ~/.config/morris/config.toml"), "{out}");
    let written = std::fs::read_to_string(h.config()).unwrap();
    assert!(written.contains("# white = "));
    // Commented out: nothing changes, nothing is wrong.
    let (rows, warnings) = h.settings(&[]);
    assert!(warnings.is_empty(), "{warnings:?}");
    assert!(rows.iter().all(|r| r.2.starts_with("default")));

    h.write("white = \"Mine\"\n");
    let (code, _, err) = h.run(&["config", "--init"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("exists already; it was not overwritten"),
        "{err}"
    );
    assert_eq!(
        std::fs::read_to_string(h.config()).unwrap(),
        "white = \"Mine\"\n"
    );
}

#[test]
fn the_file_is_read_with_each_setting_s_line() {
    let h = Home::new();
    h.write(
        "# my settings\nwhite = \"Alice\"\nblack = \"Bob\"\nblack-color = \"#c06000\"\n\
         variant = \"twelve\"\nrepetition = true\nascii = true\n",
    );
    let (rows, warnings) = h.settings(&[]);
    assert!(warnings.is_empty(), "{warnings:?}");
    assert_eq!(row(&rows, "white"), ("Alice", "file line 2"));
    assert_eq!(row(&rows, "black"), ("Bob", "file line 3"));
    assert_eq!(row(&rows, "black-color"), ("#c06000", "file line 4"));
    assert_eq!(row(&rows, "variant"), ("twelve", "file line 5"));
    assert_eq!(row(&rows, "pieces"), ("12", "variant twelve"));
    assert_eq!(row(&rows, "repetition"), ("true", "file line 6"));
    assert_eq!(row(&rows, "ascii"), ("true", "file line 7"));
    // The rules a game would be played by.
    let (_, out, _) = h.run(&["rules"]);
    assert!(out.starts_with("Twelve Men's Morris"), "{out}");
    assert!(out.to_lowercase().contains("third time"), "{out}");
}

#[test]
fn flags_win_over_the_file() {
    let h = Home::new();
    h.write("white = \"Alice\"\nvariant = \"twelve\"\npieces = 10\nmouse = false\n");
    let (rows, _) = h.settings(&["--white", "Carol", "--pieces", "11"]);
    assert_eq!(row(&rows, "white"), ("Carol", "flag"));
    assert_eq!(row(&rows, "variant").0, "twelve");
    assert_eq!(row(&rows, "pieces"), ("11", "flag"));
    // --variant starts from its own preset: the file's rules are set aside, and said so.
    let (rows, warnings) = h.settings(&["--variant", "six"]);
    assert!(warnings.is_empty(), "{warnings:?}");
    assert_eq!(row(&rows, "variant"), ("six", "flag"));
    assert_eq!(row(&rows, "pieces").0, "6");
    assert!(row(&rows, "pieces").1.contains("not used: --variant given"));
    let (_, out, _) = h.run(&["--variant", "six", "rules"]);
    assert!(out.starts_with("Six Men's Morris"), "{out}");
    // A flag that does not fit the file's rules wins, and the file's rules are set aside.
    let (rows, warnings) = h.settings(&["--diagonals"]);
    assert_eq!(row(&rows, "diagonals"), ("true", "flag"));
    assert!(warnings.is_empty(), "{warnings:?}");
    h.write("variant = \"six\"\n");
    let (rows, warnings) = h.settings(&["--pieces", "9"]);
    assert_eq!(row(&rows, "variant").0, "nine");
    assert_eq!(row(&rows, "pieces"), ("9", "flag"));
    assert!(
        warnings[0].starts_with("line 1: variant: the rules do not fit with the flags"),
        "{warnings:?}"
    );
    // The colours: a flag's colour equal to the file's other colour sets the file's aside.
    h.write("white-color = \"blue\"\n");
    let (rows, warnings) = h.settings(&["--black-color", "blue"]);
    assert_eq!(row(&rows, "black-color"), ("blue", "flag"));
    assert_eq!(row(&rows, "white-color").0, "default");
    assert!(
        warnings[0].starts_with("line 1: white-color:"),
        "{warnings:?}"
    );
    // --no-mouse over the file's mouse = true.
    h.write("mouse = true\n");
    let (rows, _) = h.settings(&["--no-mouse"]);
    assert_eq!(row(&rows, "mouse").0, "false");
    assert!(row(&rows, "mouse").1.starts_with("flag"));
    // A switch the file turns on, turned off for one game by `=false`; the mouse given back.
    h.write("mouse = false\nascii = true\nanalysis = true\n");
    let (rows, _) = h.settings(&["--no-mouse=false", "--ascii=false", "--analysis=off"]);
    assert_eq!(row(&rows, "mouse"), ("true", "flag"));
    assert_eq!(row(&rows, "ascii"), ("false", "flag"));
    assert_eq!(row(&rows, "analysis"), ("false", "flag"));
    let (rows, _) = h.settings(&["--ascii"]);
    assert_eq!(row(&rows, "ascii"), ("true", "flag"));
    // The file takes the flags' words for a switch too.
    h.write("ascii = \"on\"\nanalysis = \"No\"\n");
    let (rows, warnings) = h.settings(&[]);
    assert!(warnings.is_empty(), "{warnings:?}");
    assert_eq!(row(&rows, "ascii"), ("true", "file line 1"));
    assert_eq!(row(&rows, "analysis"), ("false", "file line 2"));
    // A value only after `=`: the word after a switch is still the game's file.
    let (code, _, err) = h.run(&["--ascii", "false"]);
    assert_ne!(code, 0);
    assert!(err.contains("false"), "{err}");
    let (code, _, err) = h.run(&["--ascii=maybe", "config"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("invalid value 'maybe' for '--ascii"), "{err}");
}

/// A value that does not fit a setting: of the wrong kind, or out of its range.
fn wrong_value(s: &morris::settings::table::Setting) -> String {
    use morris::settings::table::Kind;
    match s.kind {
        Kind::On | Kind::Off => "\"maybe\"".into(),
        Kind::Number(_, hi) => (u32::from(hi) + 1).to_string(),
        Kind::Choice(_) | Kind::Name | Kind::Colour | Kind::Language => "42".into(),
        Kind::Clock => "\"5+x\"".into(),
    }
}

/// Each key with a value of the wrong kind or out of range: the warning names the line and
/// the key, the value in force is the default, and a game command still runs. A setting
/// without a value chosen here gets one of the wrong kind.
#[test]
fn a_broken_value_in_every_field_gives_a_warning_and_the_default() {
    let chosen: &[(&str, &str)] = &[
        ("white", "42"),
        ("black", "\"\""),
        ("white-color", "\"no-such-colour\""),
        ("black-color", "7"),
        ("theme", "\"purple\""),
        ("ascii", "\"sure\""),
        ("mouse", "1"),
        ("variant", "\"ten\""),
        ("pieces", "13"),
        ("diagonals", "\"onn\""),
        ("no-flying", "0"),
        ("fly-at", "5"),
        ("mill-protection", "\"sometimes\""),
        ("double-mill", "\"two\""),
        ("no-reform", "[]"),
        ("optional-removal", "\"truly\""),
        ("blocked", "\"win\""),
        ("endgame-draw", "0"),
        ("move-limit", "-3"),
        ("repetition", "2.5"),
        ("move-in-placement", "{}"),
        ("mill-wins", "1979-05-27"),
        ("analysis", "\"nope\""),
        ("level", "0"),
    ];
    let broken: Vec<(&str, String)> = morris::settings::table::TABLE
        .iter()
        .map(|s| match chosen.iter().find(|c| c.0 == s.key.name()) {
            Some((_, v)) => (s.key.name(), v.to_string()),
            None => (s.key.name(), wrong_value(s)),
        })
        .collect();
    let defaults = Home::new().settings(&[]).0;
    for (key, value) in &broken {
        let h = Home::new();
        let other = if *key == "black" { "white" } else { "black" };
        h.write(&format!(
            "# a comment\n{key} = {value}\n{other} = \"Ann\"\n"
        ));
        let (rows, warnings) = h.settings(&[]);
        assert_eq!(warnings.len(), 1, "{key} = {value}: {warnings:?}");
        assert!(
            warnings[0].starts_with(&format!("line 2: {key}:")),
            "{key} = {value}: {warnings:?}"
        );
        assert_eq!(
            row(&rows, key),
            row(&defaults, key),
            "{key} = {value}: not the default"
        );
        // The rest of the file is still read.
        assert_eq!(row(&rows, other), ("Ann", "file line 3"));
        let (code, out, err) = h.run(&["rules"]);
        assert_eq!(code, 0, "{key} = {value}: {err}");
        assert!(out.starts_with("Nine Men's Morris"));
        assert!(
            err.contains(&format!("config.toml: line 2: {key}:")),
            "{err}"
        );
    }
}

/// A bare word is only said to want quotes where the word in quotes would be taken: `pieces`
/// takes no word at all.
#[test]
fn a_bare_word_is_said_to_want_quotes_only_where_quoted_it_fits() {
    let h = Home::new();
    h.write("pieces = ten\nascii = yes\n");
    let (_, warnings) = h.settings(&[]);
    assert!(
        warnings[0].starts_with("line 1: pieces: cannot be read (")
            && !warnings[0].contains("quotes"),
        "{warnings:?}"
    );
    assert!(
        warnings[1].starts_with(
            "line 2: ascii: cannot be read (a word is written in quotes: ascii = \"yes\")"
        ),
        "{warnings:?}"
    );
}

#[test]
fn broken_files_of_every_kind_never_stop_morris() {
    let cases: &[(&str, &str)] = &[
        (
            "white = Alice\n",
            "line 1: white: cannot be read (a word is written in quotes: white = \"Alice\"); the default is used",
        ),
        (
            "variant = \"morabaraba\"\nendgame-draw = off\n",
            "line 2: endgame-draw: cannot be read (a word is written in quotes: endgame-draw = \"off\"); the preset's rule is used",
        ),
        ("white = \"Alice\n", "line 1: white: cannot be read"),
        ("[players]\nwhite = \"Alice\"\n", "line 2: players.white:"),
        ("colour = \"red\"\n", "line 1: colour: not a setting"),
        ("white = \"A\"\nwhite = \"B\"\n", "line 2"),
        (
            "variant = \"three\"\npieces = 9\n",
            "lines 1, 2 (variant, pieces)",
        ),
        (
            "white-color = \"red\"\nblack-color = \"red\"\n",
            "lines 1, 2 (white-color, black-color)",
        ),
        (
            "no-flying = true\nfly-at = 4\n",
            "lines 1, 2 (no-flying, fly-at)",
        ),
        (
            "white-color = \"light-red\"\nblack-color = \"lightred\"\n",
            "lines 1, 2 (white-color, black-color)",
        ),
        ("= 3\n", "line 1"),
        ("\u{feff}white = 3\n", "line 1: white:"),
    ];
    for (text, expected) in cases {
        let h = Home::new();
        h.write(text);
        let (_, warnings) = h.settings(&[]);
        assert!(
            warnings.iter().any(|w| w.starts_with(expected)),
            "{text:?}: {warnings:?}"
        );
        let (code, _, err) = h.run(&["rules"]);
        assert_eq!(code, 0, "{text:?}: {err}");
    }
    // Not text at all, or not a file: morris still runs.
    let h = Home::new();
    std::fs::create_dir_all(h.config().parent().unwrap()).unwrap();
    std::fs::write(h.config(), [0xff, 0xfe, 0x00, b'=', 0x80]).unwrap();
    assert_eq!(h.run(&["rules"]).0, 0);
    let h = Home::new();
    std::fs::create_dir_all(h.config()).unwrap();
    let (code, _, err) = h.run(&["rules"]);
    assert_eq!(code, 0);
    assert!(err.contains("cannot read it"), "{err}");
}

#[test]
fn scripts_do_not_read_the_file() {
    let h = Home::new();
    h.write("variant = \"three\"\n");
    let (_, out, _) = h.run(&["perft", "1"]);
    assert_eq!(out.trim(), "24");
    let (_, out, _) = h.run(&["rules"]);
    assert!(out.starts_with("Three Men's Morris"));
}

/// A tmux driver whose home folder has the preferences `text` (`None` without tmux).
fn in_tmux_with(name: &str, text: &str) -> Option<tmux::Tmux> {
    let t = tmux::bare(name)?;
    std::fs::create_dir_all(t.path(".config/morris")).unwrap();
    std::fs::write(t.path(".config/morris/config.toml"), text).unwrap();
    Some(t)
}

/// The game itself starts with a broken file, in the file's names, and says what was wrong.
#[test]
fn the_game_starts_with_a_broken_file_and_says_so() {
    let text = "white = \"Alice\"\nblack = Bob\nvariant = \"six\"\nlevel = 99\n";
    let Some(t) = in_tmux_with("broken-prefs", text) else {
        return;
    };
    t.run(100, 30, "--new");
    t.wait_screen("config.toml has 2 problems");
    let screen = t.screen();
    assert!(screen.contains("Six Men"), "{screen}");
    assert!(screen.contains("Alice"), "{screen}");
    t.keys(&["C-c"]);
    t.wait_exit();
}

/// `morris ARGS` in `h`, ended after 10 s: a file that blocks the start fails the test instead of
/// hanging it.
fn run_bounded(h: &Home, args: &[&str]) -> (Option<i32>, String, String) {
    let mut cmd = crate::common::binary(h.0.path());
    cmd.args(args);
    let out = crate::common::output_within(cmd, b"", std::time::Duration::from_secs(10));
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_file_that_is_a_fifo_a_device_or_huge_is_refused_without_waiting_or_filling_memory() {
    // A FIFO: reading it would wait for a writer forever.
    let h = Home::new();
    std::fs::create_dir_all(h.config().parent().unwrap()).unwrap();
    let made = Command::new("mkfifo").arg(h.config()).status().unwrap();
    assert!(made.success());
    let (code, out, _) = run_bounded(&h, &["config"]);
    assert_eq!(code, Some(0), "morris config waited on a FIFO");
    assert!(out.contains("not a regular file"), "{out}");
    // A link to /dev/zero: endless.
    let h = Home::new();
    std::fs::create_dir_all(h.config().parent().unwrap()).unwrap();
    std::os::unix::fs::symlink("/dev/zero", h.config()).unwrap();
    let (code, out, _) = run_bounded(&h, &["config"]);
    assert_eq!(code, Some(0));
    assert!(out.contains("not a regular file"), "{out}");
    // 2 MiB of comments: a preferences file is never that big.
    let h = Home::new();
    h.write(&"# x\n".repeat(512 * 1024));
    let (code, out, _) = run_bounded(&h, &["rules"]);
    assert_eq!(code, Some(0));
    assert!(out.contains("Nine Men's Morris"), "{out}");
    let (_, warnings) = h.settings(&[]);
    assert!(
        warnings.iter().any(|w| w.contains("larger than")),
        "{warnings:?}"
    );
}

#[test]
fn a_very_long_name_or_escape_sequences_in_the_file_are_shown_cut_and_clean() {
    let h = Home::new();
    let long = "A".repeat(70_000);
    h.write(&format!(
        "white = \"{long}\"\nblack = \"\\u001b]0;PWNED\\u0007B\"\n\u{1b}[2J = 3\n"
    ));
    let (code, out, err) = run_bounded(&h, &["config"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(!out.contains('\u{1b}') && !out.contains('\u{7}'), "{out:?}");
    let white = out.lines().find(|l| l.starts_with("white ")).unwrap();
    assert!(white.contains("AAAA…") && white.len() < 200, "{white}");
    assert!(out.contains("PWNED"), "{out}");
    // The same through a flag.
    let (code, out, _) = run_bounded(&Home::new(), &["--white", &long, "config"]);
    assert_eq!(code, Some(0));
    assert!(out.contains("AAAA…"));
    // Warnings printed when the game starts are cleaned too (here `rules`, which reads the file).
    let (_, _, err) = run_bounded(&h, &["rules"]);
    assert!(!err.contains('\u{1b}'), "{err:?}");
}

/// The computer's level: the file's, unless `--level` says otherwise; a side named `computer`
/// in the file is the computer.
#[test]
fn the_file_sets_the_computer_s_level() {
    let h = Home::new();
    h.write("level = 3\n");
    let (rows, _) = h.settings(&[]);
    assert_eq!(row(&rows, "level"), ("3", "file line 1"));
    let (rows, _) = h.settings(&["--level", "8"]);
    assert_eq!(row(&rows, "level"), ("8", "flag"));
    let (rows, _) = Home::new().settings(&[]);
    assert_eq!(row(&rows, "level"), ("5", "default"));
    let Some(t) = in_tmux_with("level", "black = \"computer\"\nlevel = 2\n") else {
        return;
    };
    t.run(100, 30, "--new");
    t.wait_screen("morris level 2");
    t.keys(&["C-c"]);
    t.wait_exit();
    t.run(100, 30, "--new --level 9");
    t.wait_screen("morris level 9");
    t.keys(&["C-c"]);
    t.wait_exit();
}

/// The theme: from a flag, the file or NO_COLOR, each named as the source; a theme asked for
/// wins over NO_COLOR; an unknown one in the file is a warning naming its line and key, and the
/// default is used; on the command line it is refused with the themes there are.
#[test]
fn the_theme_comes_from_a_flag_the_file_or_no_color() {
    let h = Home::new();
    let theme = |flags: &[&str], vars: &[(&str, &str)]| {
        let mut args = flags.to_vec();
        args.push("config");
        let (code, out, err) = h.run_env(&args, vars);
        assert_eq!(code, 0, "{err}");
        let line = out
            .lines()
            .find(|l| l.starts_with("theme "))
            .unwrap_or_else(|| panic!("no theme in {out}"))
            .to_string();
        let warnings: Vec<String> = out
            .lines()
            .filter(|l| l.starts_with("warning: "))
            .map(String::from)
            .collect();
        let words: Vec<String> = line.split_whitespace().map(String::from).collect();
        (words[1].clone(), words[2..].join(" "), warnings)
    };
    let no_color = [("NO_COLOR", "1")];
    assert_eq!(theme(&[], &[]).0, "default");
    assert_eq!(theme(&[], &[]).1, "default");
    assert_eq!(theme(&[], &no_color).0, "mono");
    assert_eq!(theme(&[], &no_color).1, "NO_COLOR");
    let flag = theme(&["--theme", "high-contrast"], &no_color);
    assert_eq!(
        (flag.0.as_str(), flag.1.as_str()),
        ("high-contrast", "flag")
    );
    h.write("# display\ntheme = \"light\"\n");
    let file = theme(&[], &no_color);
    assert_eq!((file.0.as_str(), file.1.as_str()), ("light", "file line 2"));
    let over = theme(&["--theme", "mono"], &[]);
    assert_eq!((over.0.as_str(), over.1.as_str()), ("mono", "flag"));
    // Every theme the help names is one the file takes.
    for t in morris::theme::Theme::ALL {
        h.write(&format!("theme = \"{}\"\n", t.name()));
        let (name, source, warnings) = theme(&[], &[]);
        assert_eq!((name.as_str(), source.as_str()), (t.name(), "file line 1"));
        assert!(warnings.is_empty(), "{warnings:?}");
    }
    h.write("white = \"Ann\"\ntheme = \"neon\"\n");
    let (name, source, warnings) = theme(&[], &[]);
    assert_eq!((name.as_str(), source.as_str()), ("default", "default"));
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(
        warnings[0].starts_with("warning: line 2: theme: \"neon\" is not one of default, dark, light, high-contrast, mono; the default is used"),
        "{warnings:?}"
    );
    let (code, _, err) = h.run(&["--theme", "neon", "rules"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("high-contrast") && err.contains("mono"),
        "{err}"
    );
}

/// `analysis = true` in the file (or `--analysis`) starts the game with analysis on, and
/// `morris config` says where that came from.
#[test]
fn analysis_in_the_file_or_a_flag_starts_the_game_with_analysis_on() {
    let (rows, _) = Home::new().settings(&[]);
    assert_eq!(row(&rows, "analysis"), ("false", "default"));
    let h = Home::new();
    h.write("analysis = true\n");
    let (rows, _) = h.settings(&[]);
    assert_eq!(row(&rows, "analysis"), ("true", "file line 1"));
    let (rows, _) = Home::new().settings(&["--analysis"]);
    assert_eq!(row(&rows, "analysis"), ("true", "flag"));
    let Some(t) = in_tmux_with("analysis", "analysis = true\n") else {
        return;
    };
    t.run(100, 30, "--new --variant three");
    t.wait_screen("Analysis: White wins in 9 turns");
    t.keys(&["C-c"]);
    t.wait_exit();
    // Without it, the game starts without analysis; `v` turns it on.
    std::fs::remove_file(t.path(".config/morris/config.toml")).unwrap();
    t.run(100, 30, "--new --variant three");
    t.wait_screen("White: place a stone");
    assert!(!t.screen().contains("Analysis"), "{}", t.screen());
    t.keys(&["v"]);
    t.wait_screen("Analysis: White wins in 9 turns");
    t.keys(&["C-c"]);
    t.wait_exit();
}

/// A broken line (an unclosed `[section` or string) is named by its own number, costs only
/// itself, and the good lines around it are used: it never takes the lines after it.
#[test]
fn a_broken_line_is_named_by_its_number_and_the_lines_after_it_are_used() {
    let h = Home::new();
    h.write("white = \"Ann\"\n[players\nblack = \"Bob\"\nlevel = 3\nvariant = \"six\"\n");
    let (rows, warnings) = h.settings(&[]);
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(
        warnings[0].starts_with("line 2: [players: cannot be read"),
        "{warnings:?}"
    );
    assert_eq!(row(&rows, "white"), ("Ann", "file line 1"));
    assert_eq!(row(&rows, "black"), ("Bob", "file line 3"));
    assert_eq!(row(&rows, "level"), ("3", "file line 4"));
    assert_eq!(row(&rows, "variant"), ("six", "file line 5"));

    h.write("white = \"\"\"A\nblack = \"B\"\nlevel = 3\n");
    let (rows, warnings) = h.settings(&[]);
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(
        warnings[0].starts_with("line 1: white: cannot be read"),
        "{warnings:?}"
    );
    assert_eq!(row(&rows, "white"), ("White", "default"));
    assert_eq!(row(&rows, "black"), ("B", "file line 2"));
    assert_eq!(row(&rows, "level"), ("3", "file line 3"));
}

/// A setting given twice: the later line is named, and the first is used, as the warning says
/// (also when the two are spelled `black_color` and `black-color`).
#[test]
fn a_setting_given_twice_names_the_later_line_and_uses_the_first() {
    let h = Home::new();
    h.write("white = \"Ann\"\nblack = \"Bob\"\nwhite = \"Zed\"\n");
    let (rows, warnings) = h.settings(&[]);
    assert_eq!(
        warnings,
        ["line 3: white: given again (first on line 1); the first is used"]
    );
    assert_eq!(row(&rows, "white"), ("Ann", "file line 1"));
    h.write("black_color = \"red\"\nblack-color = \"blue\"\n");
    let (rows, warnings) = h.settings(&[]);
    assert_eq!(
        warnings,
        ["line 2: black-color: given again (first on line 1); the first is used"]
    );
    assert_eq!(row(&rows, "black-color"), ("red", "file line 1"));
}

/// `morris config` names where the value in force of each rule came from: the preset (by its
/// name), a flag that excludes the file's setting, or the file; a file's `false` takes a
/// rule away from its preset, and a flag's `=false` takes the file's away.
#[test]
fn the_source_of_a_rule_is_where_its_value_in_force_came_from() {
    let h = Home::new();
    h.write("variant = \"twelve\"\ndiagonals = false\n");
    let (rows, warnings) = h.settings(&[]);
    assert_eq!(row(&rows, "diagonals"), ("false", "file line 2"));
    assert!(warnings.is_empty(), "{warnings:?}");
    let (rows, _) = h.settings(&["--diagonals=true"]);
    assert_eq!(row(&rows, "diagonals"), ("true", "flag"));
    h.write("variant = \"twelve\"\n");
    let (rows, _) = h.settings(&[]);
    assert_eq!(row(&rows, "diagonals"), ("true", "variant twelve"));
    let (rows, _) = h.settings(&["--diagonals=false"]);
    assert_eq!(row(&rows, "diagonals"), ("false", "flag"));
    h.write("variant = \"morabaraba\"\nendgame-draw = \"off\"\n");
    let (rows, warnings) = h.settings(&[]);
    assert!(warnings.is_empty(), "{warnings:?}");
    assert_eq!(row(&rows, "endgame-draw"), ("off", "file line 2"));
    assert_eq!(row(&rows, "no-reform"), ("true", "variant morabaraba"));
    let (rows, _) = h.settings(&["--no-reform=false", "--endgame-draw", "20"]);
    assert_eq!(row(&rows, "no-reform"), ("false", "flag"));
    assert_eq!(row(&rows, "endgame-draw"), ("20", "flag"));
    // `--no-flying=false` gives nothing: it excludes no --fly-at and is no source.
    h.write("variant = \"six\"\n");
    let (rows, _) = h.settings(&["--no-flying=false", "--fly-at", "4"]);
    assert_eq!(row(&rows, "fly-at"), ("4", "flag"));
    let (rows, _) = h.settings(&["--no-flying=false"]);
    assert_eq!(row(&rows, "no-flying"), ("true", "variant six"));
    assert_eq!(row(&rows, "fly-at"), ("off", "variant six"));
    // A file's setting that excludes a rule is where that rule's value came from.
    h.write("variant = \"six\"\nfly-at = 3\n");
    let (rows, _) = h.settings(&[]);
    assert_eq!(row(&rows, "no-flying"), ("false", "file line 2 (fly-at)"));
    let (code, _, err) = h.run(&["--no-flying", "--fly-at", "4", "rules"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("'--no-flying' cannot be used with '--fly-at"),
        "{err}"
    );
    h.write("no-flying = true\n");
    let (rows, _) = h.settings(&["--fly-at", "4"]);
    assert_eq!(row(&rows, "fly-at"), ("4", "flag"));
    assert!(
        row(&rows, "no-flying").1.starts_with("flag --fly-at"),
        "{rows:?}"
    );
    h.write("fly-at = 4\n");
    let (rows, _) = h.settings(&["--no-flying"]);
    assert_eq!(row(&rows, "fly-at").0, "off");
    assert!(
        row(&rows, "fly-at").1.starts_with("flag --no-flying"),
        "{rows:?}"
    );
    h.write("white = \"Ann\"\npieces = 12\n");
    let (rows, _) = h.settings(&["--variant", "six"]);
    assert_eq!(row(&rows, "pieces").0, "6");
    assert!(
        row(&rows, "pieces").1.starts_with("variant six;"),
        "{rows:?}"
    );
    h.write("white = \"Ann\"\n");
    let (rows, _) = h.settings(&["--variant", "morabaraba"]);
    assert_eq!(row(&rows, "pieces"), ("12", "variant morabaraba"));
}

/// A very long bad line is quoted as a bad token is, at most 24 characters and `…`, not whole
/// at every start.
#[test]
fn a_very_long_bad_line_is_quoted_cut() {
    let h = Home::new();
    h.write(&format!("{}\nwhite = \"Ann\"\n", "q".repeat(900_000)));
    let (code, _, err) = h.run(&["rules"]);
    assert_eq!(code, 0, "{err}");
    assert!(err.len() < 300, "{} bytes: {}", err.len(), &err[..200]);
    assert!(
        err.contains(&format!("line 1: {}…: cannot be read", "q".repeat(24))),
        "{err}"
    );
}

/// A preferences path with escape sequences in it (from `XDG_CONFIG_HOME`) is printed cleaned,
/// by `config`, `config --init` and its refusal to overwrite, as all outside text is.
#[test]
fn the_preferences_path_is_printed_without_escape_sequences() {
    let h = Home::new();
    let dir = h.0.path().join("x\u{1b}[31mdir");
    let dir = dir.to_str().unwrap();
    let vars = [("XDG_CONFIG_HOME", dir)];
    for args in [
        &["config"][..],
        &["config", "--init"],
        &["config", "--init"],
    ] {
        let (_, out, err) = h.run_env(args, &vars);
        assert!(
            out.contains(r"\u{1b}[31mdir") || err.contains(r"\u{1b}[31mdir"),
            "{out}{err}"
        );
        assert!(
            !out.contains('\u{1b}') && !err.contains('\u{1b}'),
            "{out:?}{err:?}"
        );
    }
    // The scoreboard's path, from XDG_DATA_HOME, the same.
    let (_, out, _) = h.run_env(&["score"], &[("XDG_DATA_HOME", dir)]);
    assert!(
        out.contains(r"\u{1b}[31mdir") && !out.contains('\u{1b}'),
        "{out:?}"
    );
}

/// A value of the wrong kind is named in plain English: "an array", "a table".
#[test]
fn a_value_of_the_wrong_kind_is_named_with_its_article() {
    let h = Home::new();
    h.write("white = [1]\nblack = { a = 1 }\n");
    let (_, warnings) = h.settings(&[]);
    assert_eq!(
        warnings,
        [
            "line 1: white: expected text in quotes, found an array; the default is used",
            "line 2: black: expected text in quotes, found a table; the default is used"
        ]
    );
}

//! The real binary in a real terminal (tmux): after every kind of exit — quit, Ctrl-C, a
//! panic, SIGTERM, SIGHUP — the terminal is back in its modes (echo and canonical input on,
//! the alternate screen left) and the record holds every decision made.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

struct Tmux {
    socket: String,
    dir: tempfile::TempDir,
}

impl Tmux {
    fn cmd(&self, args: &[&str]) -> String {
        let out = Command::new("tmux")
            .arg("-L")
            .arg(&self.socket)
            .args(args)
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    fn start(name: &str, args: &str) -> Option<Tmux> {
        Tmux::start_with(name, args, |_| {})
    }

    fn start_with(name: &str, args: &str, setup: impl FnOnce(&Path)) -> Option<Tmux> {
        if Command::new("tmux").arg("-V").output().is_err() {
            eprintln!("tmux is not installed: the terminal tests cannot run here");
            return None;
        }
        let t = Tmux {
            socket: format!("morris-test-{}-{name}", std::process::id()),
            dir: tempfile::tempdir().unwrap(),
        };
        setup(t.dir.path());
        let bin = env!("CARGO_BIN_EXE_morris");
        let d = t.dir.path().display();
        let script = format!(
            "cd {d}; stty -a > before.txt; HOME={d} MORRIS_TEST_PANIC_KEY=P {bin} {args} 2> err.txt; \
             echo $? > status.txt; stty -a > after.txt; sleep 30"
        );
        t.cmd(&[
            "-f",
            "/dev/null",
            "new-session",
            "-d",
            "-s",
            "t",
            "-x",
            "80",
            "-y",
            "24",
            "sh",
            "-c",
            &script,
        ]);
        Some(t)
    }

    fn path(&self, f: &str) -> PathBuf {
        self.dir.path().join(f)
    }

    fn wait_for(&self, what: &str, f: impl Fn() -> bool) {
        let start = Instant::now();
        while !f() {
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "timed out waiting for {what}; screen:\n{}",
                self.cmd(&["capture-pane", "-p", "-t", "t"])
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    fn keys(&self, keys: &[&str]) {
        for k in keys {
            self.cmd(&["send-keys", "-t", "t", k]);
            std::thread::sleep(Duration::from_millis(30));
        }
    }

    fn morris_pid(&self) -> String {
        let shell = self.cmd(&["display", "-p", "-t", "t", "#{pane_pid}"]);
        let out = Command::new("pgrep")
            .args(["-P", shell.trim()])
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .next()
            .unwrap_or("")
            .to_string()
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        self.cmd(&["kill-server"]);
    }
}

fn contains(path: &Path, needle: &str) -> bool {
    std::fs::read_to_string(path).is_ok_and(|s| s.contains(needle))
}

/// Plays d6 and d2, exits the way `exit` says, and checks the terminal and the record.
fn exit_cleanly(name: &str, exit: impl Fn(&Tmux)) {
    let Some(t) = Tmux::start(name, "game.pgn") else {
        return;
    };
    let record = t.path("game.pgn");
    t.wait_for("the first frame", || {
        t.cmd(&["capture-pane", "-p", "-t", "t"])
            .contains("place a stone")
    });
    assert_eq!(
        t.cmd(&["display", "-p", "-t", "t", "#{alternate_on}"])
            .trim(),
        "1"
    );
    t.keys(&["d", "6", "Enter", "d", "2", "Enter"]);
    t.wait_for("the record to hold both decisions", || {
        contains(&record, "1. d6 d2")
    });
    exit(&t);
    t.wait_for("morris to exit", || t.path("after.txt").exists());
    std::thread::sleep(Duration::from_millis(100));
    let after = std::fs::read_to_string(t.path("after.txt")).unwrap();
    let before = std::fs::read_to_string(t.path("before.txt")).unwrap();
    let modes = |s: &str| -> Vec<String> { s.split_whitespace().map(str::to_string).collect() };
    let (before, after) = (modes(&before), modes(&after));
    for mode in ["echo", "icanon", "isig", "icrnl", "opost"] {
        assert!(
            before.iter().any(|m| m == mode),
            "{name}: {mode} was off before"
        );
        assert!(
            after.iter().any(|m| m == mode),
            "{name}: {mode} not restored: {after:?}"
        );
    }
    assert_eq!(
        t.cmd(&["display", "-p", "-t", "t", "#{alternate_on}"])
            .trim(),
        "0",
        "{name}: still on the alternate screen"
    );
    assert!(
        contains(&record, "1. d6 d2"),
        "{name}: the record lost decisions"
    );
    // The record loads and continues.
    let text = std::fs::read_to_string(&record).unwrap();
    let game = morris::rules::Record::parse(&text, morris::rules::Rules::default()).unwrap();
    assert_eq!(game.game.ply(), 2);
}

#[test]
fn quit_with_confirmation_restores_the_terminal() {
    exit_cleanly("quit", |t| t.keys(&["q", "y"]));
}

#[test]
fn ctrl_c_restores_the_terminal() {
    exit_cleanly("ctrl-c", |t| t.keys(&["C-c"]));
}

#[test]
fn a_panic_restores_the_terminal() {
    exit_cleanly("panic", |t| {
        t.keys(&["P"]);
        t.wait_for("the exit status", || t.path("status.txt").exists());
        assert_eq!(
            std::fs::read_to_string(t.path("status.txt"))
                .unwrap()
                .trim(),
            "101"
        );
    });
}

#[test]
fn sigterm_restores_the_terminal() {
    exit_cleanly("sigterm", |t| {
        let pid = t.morris_pid();
        assert!(!pid.is_empty());
        Command::new("kill").args(["-TERM", &pid]).status().unwrap();
    });
}

#[test]
fn sighup_restores_the_terminal() {
    exit_cleanly("sighup", |t| {
        let pid = t.morris_pid();
        assert!(!pid.is_empty());
        Command::new("kill").args(["-HUP", &pid]).status().unwrap();
    });
}

#[test]
fn a_record_is_loaded_with_its_rules_and_continued() {
    let Some(t) = Tmux::start_with("load", "game.pgn", |dir| {
        // A Twelve Men's Morris game, two decisions in.
        std::fs::write(
            dir.join("game.pgn"),
            "[Variant \"Twelve Men's Morris\"]\n[White \"Ann\"]\n1. a1 b2 *\n",
        )
        .unwrap();
    }) else {
        return;
    };
    let screen = || t.cmd(&["capture-pane", "-p", "-t", "t"]);
    t.wait_for("the loaded game", || screen().contains("Ann"));
    let s = screen();
    assert!(s.contains("Twelve Men's Morris"), "{s}");
    assert!(s.contains("1. a1 b2"), "{s}");
    assert!(s.contains("Ann: place a stone (11 in hand)"), "{s}");
    t.keys(&["c", "3", "Enter"]);
    let record = t.path("game.pgn");
    t.wait_for("the new decision on disk", || contains(&record, "2. c3"));
    assert!(contains(&record, "[Variant \"Twelve Men's Morris\"]"));
    t.keys(&["C-c"]);
    t.wait_for("morris to exit", || t.path("after.txt").exists());
}

#[test]
fn a_broken_record_is_refused_with_its_line_and_left_alone() {
    let Some(t) = Tmux::start_with("broken", "game.pgn", |dir| {
        std::fs::write(dir.join("game.pgn"), "1. d6 d6\n").unwrap();
    }) else {
        return;
    };
    t.wait_for("morris to exit", || t.path("after.txt").exists());
    let err = std::fs::read_to_string(t.path("err.txt")).unwrap();
    assert!(
        err.contains("game.pgn: line 1, column 7: d6 is not legal here: d6 is occupied"),
        "{err}"
    );
    assert_eq!(
        std::fs::read_to_string(t.path("status.txt"))
            .unwrap()
            .trim(),
        "2"
    );
    assert_eq!(
        std::fs::read_to_string(t.path("game.pgn")).unwrap(),
        "1. d6 d6\n"
    );
}

#[test]
fn without_a_file_the_game_is_kept_and_offered_again() {
    let Some(t) = Tmux::start("default", "") else {
        return;
    };
    let screen = || t.cmd(&["capture-pane", "-p", "-t", "t"]);
    t.wait_for("the first frame", || screen().contains("place a stone"));
    assert!(screen().contains("saved to"), "{}", screen());
    t.keys(&["d", "6", "Enter", "d", "2", "Enter"]);
    let kept = t.path(".local/share/morris/current.pgn");
    t.wait_for("the game in the data folder", || {
        contains(&kept, "1. d6 d2")
    });
    t.keys(&["C-c"]);
    t.wait_for("morris to exit", || t.path("after.txt").exists());
    let dir = t.dir.path().to_path_buf();
    // The next start, in the same home, offers the game back.
    let Some(t2) = Tmux::start_with("default2", "", |d| {
        std::fs::create_dir_all(d.join(".local/share/morris")).unwrap();
        std::fs::copy(&kept, d.join(".local/share/morris/current.pgn")).unwrap();
    }) else {
        return;
    };
    drop(dir);
    let screen2 = || t2.cmd(&["capture-pane", "-p", "-t", "t"]);
    t2.wait_for("the offer to resume", || screen2().contains("Resume it?"));
    t2.keys(&["y"]);
    t2.wait_for("the resumed game", || screen2().contains("1. d6 d2"));
    t2.keys(&["C-c"]);
    t2.wait_for("morris to exit", || t2.path("after.txt").exists());
    // With --new the saved game is not offered, and not lost either: it is kept aside.
    let saved = t2.path(".local/share/morris/current.pgn");
    let Some(t3) = Tmux::start_with("default3", "--new", |d| {
        std::fs::create_dir_all(d.join(".local/share/morris")).unwrap();
        std::fs::copy(&saved, d.join(".local/share/morris/current.pgn")).unwrap();
    }) else {
        return;
    };
    let screen3 = || t3.cmd(&["capture-pane", "-p", "-t", "t"]);
    t3.wait_for("a new game", || {
        screen3().contains("White: place a stone (9 in hand)")
    });
    t3.keys(&["a", "1", "Enter"]);
    let kept = t3.path(".local/share/morris/current.1.pgn");
    t3.wait_for("the old game kept aside", || contains(&kept, "1. d6 d2"));
    let current = t3.path(".local/share/morris/current.pgn");
    t3.wait_for("the new game saved", || contains(&current, "1. a1"));
    t3.keys(&["C-c"]);
}

#[test]
fn resizing_in_a_menu_and_back_keeps_the_game() {
    let Some(t) = Tmux::start("resize", "game.pgn") else {
        return;
    };
    let screen = || t.cmd(&["capture-pane", "-p", "-t", "t"]);
    t.wait_for("the first frame", || screen().contains("place a stone"));
    t.keys(&["d", "6", "Enter", "m"]);
    t.wait_for("the menu", || screen().contains("offers a draw"));
    t.cmd(&["resize-window", "-t", "t", "-x", "40", "-y", "10"]);
    t.wait_for("the too-small notice", || {
        screen().contains("needs a terminal")
    });
    t.cmd(&["resize-window", "-t", "t", "-x", "200", "-y", "50"]);
    t.wait_for("the menu again, large", || {
        screen().contains("offers a draw")
    });
    t.keys(&["Escape"]);
    t.wait_for("the game", || {
        screen().contains("Black: place a stone (9 in hand)")
    });
    assert!(screen().contains("1. d6"));
    t.keys(&["C-c"]);
    t.wait_for("morris to exit", || t.path("after.txt").exists());
}

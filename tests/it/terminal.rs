//! The real binary in a real terminal (tmux): after every kind of exit — quit, Ctrl-C, a
//! panic, SIGTERM, SIGHUP — the terminal is back in its modes (echo and canonical input on,
//! the alternate screen left) and the record holds every decision made.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::tmux;

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use tmux::Tmux;

fn contains(path: &Path, needle: &str) -> bool {
    std::fs::read_to_string(path).is_ok_and(|s| s.contains(needle))
}

/// Waits for the game's first frame, places a stone on d6 and waits until the record at
/// `file` (in the session's home) holds `written`; the record's path.
fn d6_on_disk(t: &Tmux, file: &str, written: &str) -> std::path::PathBuf {
    t.wait_for("the first frame", || t.screen().contains("place a stone"));
    t.keys(&["d", "6", "Enter"]);
    let record = t.path(file);
    t.wait_for("d6 on disk", || contains(&record, written));
    record
}

/// Plays d6 and d2, exits the way `exit` says, and checks the terminal and the record.
fn exit_cleanly(name: &str, exit: impl Fn(&Tmux)) {
    let Some(t) = tmux::start(name, "game.pgn") else {
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
    assert_eq!(t.flag("cursor_flag"), "1", "{name}: the cursor is hidden");
    assert!(
        contains(&record, "1. d6 d2"),
        "{name}: the record lost decisions"
    );
    // The record loads and continues.
    let text = std::fs::read_to_string(&record).unwrap();
    let game = morris::rules::Record::parse(&text, morris::rules::Rules::default()).unwrap();
    assert_eq!(game.game.ply(), 2);
}

/// A game at the keyboard starts in little memory: without a command, the command line is
/// parsed once (the second parse, which looks for a setting given on both sides of a command,
/// builds every setting into every command: most of a mebibyte more at the peak, that a game
/// kept to its end).
#[test]
fn a_game_starts_in_little_memory() {
    let Some(t) = tmux::start("memory", "--new") else {
        return;
    };
    t.wait_screen("place a stone");
    let status = std::fs::read_to_string(format!("/proc/{}/status", t.morris_pid())).unwrap();
    let kib = |key: &str| -> u64 {
        let line = status.lines().find_map(|l| l.strip_prefix(key)).unwrap();
        line.split_whitespace().next().unwrap().parse().unwrap()
    };
    // The peak less the files mapped now (the program and its libraries, which differ between
    // builds): the heap and the stacks at their highest.
    let (peak, own) = (kib("VmHWM:"), kib("VmHWM:") - kib("RssFile:"));
    // 2 MiB until the training screens, the clocks and play apart came with their messages (the
    // English text 71 KB where it was 55, all parsed at the start): 2,116 KiB measured then;
    // 2.25 MiB until playing a friend from the menu (two settings every command takes), the
    // placement search's words and the links' came: 2,316–2,476 KiB measured then.
    assert!(
        own <= 2560,
        "a game started with {own} KiB of its own ({peak} KiB in all)"
    );
    t.keys(&["q", "y"]);
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
        assert_eq!(t.wait_exit(), "101");
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

fn killed_by(name: &str, signal: &str) {
    exit_cleanly(name, |t| {
        let pid = t.morris_pid();
        assert!(!pid.is_empty());
        Command::new("kill")
            .args([&format!("-{signal}"), &pid])
            .status()
            .unwrap();
    });
}

#[test]
fn sigint_restores_the_terminal() {
    killed_by("sigint", "INT");
}

#[test]
fn sigquit_restores_the_terminal() {
    killed_by("sigquit", "QUIT");
}

#[test]
fn other_ending_signals_restore_the_terminal() {
    for sig in ["USR1", "XFSZ", "ALRM"] {
        killed_by(&format!("sig{}", sig.to_lowercase()), sig);
    }
}

#[test]
fn rarer_ending_signals_restore_the_terminal() {
    // The power-failure, stack-fault and real-time signals end a program by default too.
    for sig in ["PWR", "STKFLT"] {
        killed_by(&format!("sig{}", sig.to_lowercase()), sig);
    }
    // By number: not every `kill` knows the names RTMIN and RTMAX.
    for (name, sig) in [
        ("sigrtmin", libc::SIGRTMIN()),
        ("sigrtmax", libc::SIGRTMAX()),
    ] {
        killed_by(name, &sig.to_string());
    }
}

#[test]
fn sigabrt_restores_the_terminal_and_still_aborts() {
    exit_cleanly("sigabrt", |t| {
        let pid = t.morris_pid();
        assert!(!pid.is_empty());
        Command::new("kill").args(["-ABRT", &pid]).status().unwrap();
        // The shell sees the abort as usual: 128 + 6.
        assert_eq!(t.wait_exit(), "134");
    });
}

fn process_state(pid: &str) -> char {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The state follows the command name in parentheses.
    stat.rsplit(')')
        .next()
        .and_then(|rest| rest.trim_start().chars().next())
        .unwrap_or('?')
}

fn raw_mode(t: &Tmux) -> bool {
    let tty = t.flag("pane_tty");
    let out = Command::new("stty")
        .args(["-F", &tty, "-a"])
        .output()
        .unwrap();
    let s = String::from_utf8_lossy(&out.stdout);
    s.split_whitespace().any(|m| m == "-icanon")
}

#[test]
fn ctrl_z_suspends_and_fg_comes_back_to_the_game() {
    // An interactive shell with job control, as a player has.
    if Command::new("bash").arg("--version").output().is_err() {
        return;
    }
    let Some(t) = tmux::bare("suspend") else {
        return;
    };
    let d = t.dir.path().display().to_string();
    t.start_command(
        80,
        24,
        &[
            "env",
            &format!("HOME={d}"),
            "LC_ALL=",
            "LC_MESSAGES=",
            "LANG=C.UTF-8",
            "PS1=$ ",
            "bash",
            "--norc",
            "--noprofile",
            "-i",
        ],
    );
    let bin = env!("CARGO_BIN_EXE_morris");
    t.wait_for("the shell", || t.screen().contains('$'));
    t.cmd(&[
        "send-keys",
        "-t",
        "t",
        "-l",
        &format!("cd {d} && {bin} game.pgn"),
    ]);
    t.keys(&["Enter"]);
    let record = d6_on_disk(&t, "game.pgn", "1. d6");
    let pid = t.morris_pid();
    assert!(!pid.is_empty());
    t.keys(&["C-z"]);
    t.wait_for("morris to stop", || process_state(&pid) == 'T');
    t.wait_for("the shell's screen", || t.flag("alternate_on") == "0");
    assert_eq!(
        t.flag("cursor_flag"),
        "1",
        "the cursor is hidden while suspended"
    );
    // The record did not change: Ctrl-Z is not undo.
    assert!(
        contains(&record, "1. d6 *"),
        "{:?}",
        std::fs::read_to_string(&record)
    );
    t.cmd(&["send-keys", "-t", "t", "-l", "fg"]);
    t.keys(&["Enter"]);
    t.wait_for("the game again", || {
        t.flag("alternate_on") == "1" && t.screen().contains("Black: place")
    });
    assert_ne!(process_state(&pid), 'T');
    assert!(raw_mode(&t), "the game came back in cooked mode");
    assert_eq!(t.flag("cursor_flag"), "0");
    // The next move is played and recorded.
    t.keys(&["d", "2", "Enter"]);
    t.wait_for("d2 on disk", || contains(&record, "1. d6 d2"));
    // SIGTSTP from outside does the same.
    Command::new("kill").args(["-TSTP", &pid]).status().unwrap();
    t.wait_for("morris to stop again", || process_state(&pid) == 'T');
    t.wait_for("the shell's screen", || t.flag("alternate_on") == "0");
    t.cmd(&["send-keys", "-t", "t", "-l", "fg"]);
    t.keys(&["Enter"]);
    t.wait_for("the game again", || {
        t.flag("alternate_on") == "1" && t.screen().contains("White: place")
    });
    t.keys(&["q"]);
    t.wait_for("the quit question", || t.screen().contains("Quit"));
    t.keys(&["y"]);
    t.wait_for("the shell again", || t.flag("alternate_on") == "0");
    assert_eq!(t.flag("cursor_flag"), "1");
}

#[test]
fn ctrl_z_without_a_shell_to_resume_the_game_does_not_stop_it() {
    // `sh -c 'morris …; …'`: no job-control shell above the game would ever send SIGCONT.
    let Some(t) = tmux::start("orphan", "game.pgn") else {
        return;
    };
    let record = d6_on_disk(&t, "game.pgn", "1. d6");
    let pid = t.morris_pid();
    assert!(!pid.is_empty());
    t.keys(&["C-z"]);
    t.wait_for("the reason", || {
        t.screen().contains("no shell here to resume")
    });
    assert_ne!(process_state(&pid), 'T', "the game was stopped for good");
    assert_eq!(t.flag("alternate_on"), "1");
    // The game goes on.
    t.keys(&["d", "2", "Enter"]);
    t.wait_for("d2 on disk", || contains(&record, "1. d6 d2"));
    t.keys(&["C-c"]);
}

#[test]
fn keys_on_a_too_small_screen_change_nothing() {
    let Some(t) = tmux::start("tiny", "game.pgn") else {
        return;
    };
    let record = d6_on_disk(&t, "game.pgn", "1. d6");
    t.cmd(&["resize-window", "-t", "t", "-x", "40", "-y", "10"]);
    t.wait_for("the too-small notice", || {
        t.screen().contains("needs a terminal")
    });
    // A move, an undo, a new game answered blindly, the menu: nothing of it may act.
    t.keys(&[
        "d", "2", "Enter", "u", "n", "Enter", "y", "m", "Enter", "Escape",
    ]);
    std::thread::sleep(Duration::from_millis(300));
    t.cmd(&["resize-window", "-t", "t", "-x", "80", "-y", "24"]);
    t.wait_for("the game again", || {
        t.screen().contains("Black: place a stone (9 in hand)")
    });
    let s = t.screen();
    assert!(s.contains("1. d6"), "{s}");
    assert!(
        !s.contains("Quit") && !s.contains("New game"),
        "a window opened: {s}"
    );
    assert_eq!(
        std::fs::read_to_string(&record).unwrap().lines().last(),
        Some("1. d6 *")
    );
    // Quitting works small.
    t.cmd(&["resize-window", "-t", "t", "-x", "40", "-y", "10"]);
    t.wait_for("the too-small notice", || {
        t.screen().contains("needs a terminal")
    });
    t.keys(&["q"]);
    t.wait_for("morris to exit", || t.path("after.txt").exists());
}

#[test]
fn a_vanished_terminal_ends_the_game_saved() {
    // Started in its own session, morris gets no SIGHUP when the terminal closes: it must see
    // the end of input itself, and not spin.
    if Command::new("setsid").arg("--version").output().is_err() {
        return;
    }
    let Some(t) = tmux::bare("vanish") else {
        return;
    };
    let d = t.dir.path().display().to_string();
    let bin = env!("CARGO_BIN_EXE_morris");
    let script = format!(
        "cd {d}; HOME={d} LC_ALL= LC_MESSAGES= LANG=C.UTF-8 setsid sh -c 'echo $$ > pid; exec {bin} game.pgn'; sleep 30"
    );
    t.start_command(80, 24, &["sh", "-c", &script]);
    let record = d6_on_disk(&t, "game.pgn", "1. d6");
    let pid = std::fs::read_to_string(t.path("pid"))
        .unwrap()
        .trim()
        .to_string();
    assert!(std::path::Path::new(&format!("/proc/{pid}")).exists());
    t.cmd(&["kill-server"]);
    let start = Instant::now();
    while Path::new(&format!("/proc/{pid}")).exists() && process_state(&pid) != 'Z' {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "morris still runs after its terminal closed (state {})",
            process_state(&pid)
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(contains(&record, "1. d6 *"));
}

#[test]
fn a_dumb_terminal_gets_a_message() {
    let Some(t) = tmux::start_env("dumb", "TERM=dumb", "game.pgn", |_| {}) else {
        return;
    };
    t.wait_for("morris to exit", || t.path("after.txt").exists());
    let err = std::fs::read_to_string(t.path("err.txt")).unwrap();
    assert!(err.contains("TERM=dumb"), "{err}");
    assert_eq!(
        std::fs::read_to_string(t.path("status.txt"))
            .unwrap()
            .trim(),
        "2"
    );
    assert_eq!(t.flag("alternate_on"), "0");
}

#[test]
fn a_record_is_loaded_with_its_rules_and_continued() {
    let Some(t) = tmux::start_with("load", "game.pgn", |dir| {
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
    let Some(t) = tmux::start_with("broken", "game.pgn", |dir| {
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
    let Some(t) = tmux::start("default", "") else {
        return;
    };
    let screen = || t.cmd(&["capture-pane", "-p", "-t", "t"]);
    // The very first start offers the tutorial (Esc: not now), then asks what to play; Esc
    // plays the default game.
    t.wait_for("the tutorial offered", || {
        screen().contains("New to Nine Men's Morris?")
    });
    t.keys(&["Escape"]);
    t.wait_for("the new-game screen", || screen().contains("┌ New game"));
    t.keys(&["Escape"]);
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
    let Some(t2) = tmux::start_with("default2", "", |d| {
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
    let Some(t3) = tmux::start_with("default3", "--new", |d| {
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
    // Kept aside under a name of its own (its date and players), beside the new game.
    let folder = t3.path(".local/share/morris");
    t3.wait_for("the old game kept aside", || {
        std::fs::read_dir(&folder)
            .into_iter()
            .flatten()
            .flatten()
            .any(|e| {
                let name = e.file_name().to_string_lossy().into_owned();
                name.starts_with("current.")
                    && name != "current.pgn"
                    && name.ends_with(".pgn")
                    && contains(&e.path(), "1. d6 d2")
            })
    });
    let current = t3.path(".local/share/morris/current.pgn");
    t3.wait_for("the new game saved", || contains(&current, "1. a1"));
    t3.keys(&["C-c"]);
}

#[test]
fn resizing_in_a_menu_and_back_keeps_the_game() {
    let Some(t) = tmux::start("resize", "game.pgn") else {
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

#[test]
fn two_copies_on_one_file_keep_both_games() {
    let Some(t) = tmux::start("two-file", "game.pgn") else {
        return;
    };
    t.wait_for("the first frame", || t.screen().contains("place a stone"));
    t.keys_to("=t:", &["d", "6", "Enter"]);
    t.wait_for("d6 on disk", || contains(&t.path("game.pgn"), "1. d6 *"));
    t.also("b", "game.pgn");
    t.wait_for("the second copy's notice", || {
        tmux::joined(&t.screen_of("=b:")).contains("being played in another morris")
    });
    // The second copy plays on: into a new file, the first copy's file untouched.
    t.keys_to("=b:", &["a", "1", "Enter"]);
    t.wait_for("the second game on disk", || {
        contains(&t.path("game-2.pgn"), "1. d6 a1")
    });
    assert!(contains(&t.path("game.pgn"), "1. d6 *"));
    t.keys_to("=t:", &["d", "2", "Enter"]);
    t.wait_for("the first game goes on", || {
        contains(&t.path("game.pgn"), "1. d6 d2")
    });
    assert!(contains(&t.path("game-2.pgn"), "1. d6 a1"));
    t.keys_to("=b:", &["C-c"]);
    t.keys_to("=t:", &["C-c"]);
}

#[test]
fn two_copies_on_the_default_place_keep_both_games() {
    let Some(t) = tmux::start("two-default", "--new") else {
        return;
    };
    t.wait_for("the first frame", || t.screen().contains("place a stone"));
    t.keys_to("=t:", &["d", "6", "Enter"]);
    let current = t.path(".local/share/morris/current.pgn");
    t.wait_for("d6 on disk", || contains(&current, "1. d6 *"));
    t.also("b", "--new");
    t.wait_for("the second copy's notice", || {
        tmux::joined(&t.screen_of("=b:")).contains("another morris is playing")
    });
    assert!(
        t.screen_of("=b:").contains("current.1.pg"),
        "{}",
        t.screen_of("=b:")
    );
    t.keys_to("=b:", &["a", "1", "Enter"]);
    let second = t.path(".local/share/morris/current.1.pgn");
    t.wait_for("the second game on disk", || contains(&second, "1. a1 *"));
    t.keys_to("=t:", &["d", "2", "Enter"]);
    t.wait_for("the first game goes on", || {
        contains(&current, "1. d6 d2 *")
    });
    assert!(contains(&second, "1. a1 *"));
    t.keys_to("=b:", &["C-c"]);
    t.keys_to("=t:", &["C-c"]);
}

#[test]
fn a_failed_save_stays_on_screen_and_quitting_offers_another_file() {
    // HOME is a file: the data folder cannot be made.
    let Some(t) = tmux::start_env("nosave", "HOME=$PWD/home", "--new", |d| {
        std::fs::write(d.join("home"), "not a folder").unwrap();
    }) else {
        return;
    };
    t.wait_for("the first frame", || t.screen().contains("place a stone"));
    t.keys(&["d", "6", "Enter", "d", "2", "Enter", "Left", "Right"]);
    t.wait_for("two moves", || t.screen().contains("1. d6 d2"));
    let s = t.screen();
    assert!(s.contains("NOT SAVED"), "{s}");
    assert!(!s.contains("saved to"), "{s}");
    t.keys(&["q"]);
    t.wait_for("the quit question", || t.screen().contains("NOT saved"));
    assert!(
        tmux::joined(&t.screen()).contains("data folder"),
        "{}",
        t.screen()
    );
    t.keys(&["s"]);
    t.wait_for("the path prompt", || t.screen().contains("Save the game"));
    t.cmd(&["send-keys", "-t", "t", "-l", "kept.pgn"]);
    t.keys(&["Enter"]);
    t.wait_for("morris to exit", || t.path("after.txt").exists());
    assert!(
        contains(&t.path("kept.pgn"), "1. d6 d2 *"),
        "{}",
        t.read("kept.pgn")
    );
    assert_eq!(t.read("status.txt").trim(), "0");
}

#[test]
fn ctrl_c_asks_before_losing_an_unsaved_game() {
    let Some(t) = tmux::start_env("nosave-c", "HOME=$PWD/home", "--new", |d| {
        std::fs::write(d.join("home"), "not a folder").unwrap();
    }) else {
        return;
    };
    t.wait_for("the first frame", || t.screen().contains("place a stone"));
    t.keys(&["d", "6", "Enter"]);
    t.wait_for("a move", || t.screen().contains("1. d6"));
    t.keys(&["C-c"]);
    t.wait_for("the quit question", || t.screen().contains("NOT saved"));
    t.keys(&["C-c"]);
    t.wait_for("morris to exit", || t.path("after.txt").exists());
}

#[test]
fn records_that_are_not_files_are_refused() {
    let Some(t) = tmux::start_with("fifo", "pipe.pgn", |d| {
        Command::new("mkfifo")
            .arg(d.join("pipe.pgn"))
            .status()
            .unwrap();
    }) else {
        return;
    };
    t.wait_for("morris to exit", || t.path("after.txt").exists());
    assert!(t.read("err.txt").contains("FIFO"), "{}", t.read("err.txt"));
    assert_eq!(t.read("status.txt").trim(), "2");
}

#[test]
fn undone_decisions_survive_quitting_as_the_redo_line() {
    let Some(t) = tmux::start("redo", "game.pgn") else {
        return;
    };
    t.wait_for("the first frame", || t.screen().contains("place a stone"));
    t.keys(&["d", "6", "Enter", "d", "2", "Enter", "a", "1", "Enter"]);
    t.keys(&["a", "4", "Enter", "g", "1", "Enter", "g", "4", "Enter"]);
    let record = t.path("game.pgn");
    t.wait_for("six decisions", || contains(&record, "3. g1 g4"));
    t.keys(&["u", "u", "u", "u"]);
    t.wait_for("four undone", || contains(&record, "[PlyCount \"2\"]"));
    t.keys(&["C-c"]);
    t.wait_for("morris to exit", || t.path("after.txt").exists());
    // Started again on the same record, redo brings the four back.
    let text = std::fs::read_to_string(&record).unwrap();
    let Some(t2) = tmux::start_with("redo2", "game.pgn", |d| {
        std::fs::write(d.join("game.pgn"), &text).unwrap();
    }) else {
        return;
    };
    t2.wait_for("the game", || t2.screen().contains("1. d6 d2"));
    t2.keys(&["r", "r", "r", "r"]);
    let record2 = t2.path("game.pgn");
    t2.wait_for("all six again", || contains(&record2, "3. g1 g4 *"));
    t2.keys(&["C-c"]);
}

#[test]
fn escape_sequences_in_a_record_never_reach_the_screen() {
    let Some(t) = tmux::start_with("escapes", "game.pgn", |d| {
        std::fs::write(
            d.join("game.pgn"),
            "[White \"Ann\u{1b}]2;PWNED\u{7}\u{1b}[2J\"]\n1. d6 *\n",
        )
        .unwrap();
    }) else {
        return;
    };
    t.wait_for("the game", || t.screen().contains("1. d6"));
    assert!(t.screen().contains("Ann?]2;PWNED"), "{}", t.screen());
    assert_ne!(t.flag("pane_title"), "PWNED");
    t.keys(&["C-c"]);
}

#[test]
fn the_warning_stays_until_a_save_succeeds_again() {
    let Some(t) = tmux::start_with("retry", "sub/game.pgn", |d| {
        std::fs::create_dir(d.join("sub")).unwrap();
    }) else {
        return;
    };
    t.wait_for("the first frame", || t.screen().contains("place a stone"));
    // The record's folder goes away: saves fail.
    std::fs::remove_dir_all(t.path("sub")).unwrap();
    t.keys(&["d", "6", "Enter"]);
    t.wait_for("the warning", || t.screen().contains("NOT SAVED"));
    t.keys(&["Left", "Right", "Escape", "Escape"]);
    std::thread::sleep(Duration::from_millis(200));
    assert!(t.screen().contains("NOT SAVED"), "{}", t.screen());
    assert!(!t.screen().contains("saved to"), "{}", t.screen());
    // It comes back: the next decision saves, and the warning goes.
    std::fs::create_dir(t.path("sub")).unwrap();
    t.keys(&["d", "2", "Enter"]);
    t.wait_for("the game saved", || {
        contains(&t.path("sub/game.pgn"), "1. d6 d2 *")
    });
    t.wait_for("the warning gone", || !t.screen().contains("NOT SAVED"));
    assert!(t.screen().contains("saved to"));
    t.keys(&["C-c"]);
}

#[test]
fn quitting_a_small_screen_does_not_drop_an_unsaved_game_unseen() {
    let Some(t) = tmux::start_env("nosave-tiny", "HOME=$PWD/home", "--new", |d| {
        std::fs::write(d.join("home"), "not a folder").unwrap();
    }) else {
        return;
    };
    t.wait_for("the first frame", || t.screen().contains("place a stone"));
    t.keys(&["d", "6", "Enter"]);
    t.wait_for("a move", || t.screen().contains("1. d6"));
    t.cmd(&["resize-window", "-t", "t", "-x", "40", "-y", "10"]);
    t.wait_for("the too-small notice", || {
        t.screen().contains("needs a terminal")
    });
    t.keys(&["q"]);
    t.cmd(&["resize-window", "-t", "t", "-x", "80", "-y", "24"]);
    t.wait_for("the question, seen", || t.screen().contains("NOT saved"));
    t.cmd(&["resize-window", "-t", "t", "-x", "40", "-y", "10"]);
    t.wait_for("the too-small notice", || {
        t.screen().contains("needs a terminal")
    });
    t.keys(&["q"]);
    t.wait_for("morris to exit", || t.path("after.txt").exists());
}

/// Analysis in the real game: `--analysis` solves Three Men's Morris on a thread of its own,
/// which ends once done; a hint and the analysis are noted in the record, read back when the
/// game is resumed, and counted on.
#[test]
fn analysis_and_hints_are_noted_in_the_record_and_read_back() {
    let Some(t) = tmux::start("analysis", "--variant three --analysis game.pgn") else {
        return;
    };
    t.wait_for("the exact value", || {
        tmux::joined(&t.screen()).contains("Analysis: White wins in 9 turns")
    });
    // Nothing is left running once solved: the solving thread has ended.
    let pid = t.morris_pid();
    t.wait_for("the solving thread to end", || {
        let tasks = std::fs::read_dir(format!("/proc/{pid}/task")).unwrap();
        !tasks.flatten().any(|task| {
            std::fs::read_to_string(task.path().join("comm"))
                .is_ok_and(|c| c.trim() == "morris-solve")
        })
    });
    t.keys(&["i"]);
    t.wait_for("the hint", || t.screen().contains("Hint: b2"));
    let record = t.path("game.pgn");
    t.wait_for("the help in the record", || {
        contains(&record, "[Analysis \"shown\"]") && contains(&record, "[Hints \"1\"]")
    });
    t.keys(&["Enter"]);
    t.wait_for("the placement on disk", || contains(&record, "1. b2"));
    t.keys(&["C-c"]);
    t.wait_for("morris to exit", || t.path("after.txt").exists());
    let text = std::fs::read_to_string(&record).unwrap();
    // Resumed (analysis off this time): the count goes on from the record.
    let Some(t) = tmux::start_with("analysis2", "game.pgn", |dir| {
        std::fs::write(dir.join("game.pgn"), &text).unwrap();
    }) else {
        return;
    };
    t.wait_for("the resumed game", || t.screen().contains("1. b2"));
    t.keys(&["i"]);
    let record = t.path("game.pgn");
    t.wait_for("the second hint in the record", || {
        contains(&record, "[Hints \"2\"]")
    });
    assert!(contains(&record, "[Analysis \"shown\"]"));
    t.keys(&["C-c"]);
    t.wait_for("morris to exit", || t.path("after.txt").exists());
}

/// Looking at analysis in a replay makes no file: the help is noted with the next decision,
/// in the new file that decision starts beside the record.
#[test]
fn analysis_in_a_replay_writes_nothing_until_a_decision() {
    const UNFINISHED: &str = "[Variant \"Three Men's Morris\"]\n1. a1 b2 *\n";
    let Some(t) = tmux::start_with("replay-analysis", "replay game.pgn", |d| {
        std::fs::write(d.join("game.pgn"), UNFINISHED).unwrap();
    }) else {
        return;
    };
    t.wait_for("the replay", || t.screen().contains("replay"));
    t.keys(&["Escape", "v", "i"]);
    t.wait_for("the analysis and the hint", || {
        let s = tmux::joined(&t.screen());
        s.contains("Analysis: Draw") && s.contains("Hint:")
    });
    std::thread::sleep(Duration::from_millis(300));
    assert!(!t.path("game-2.pgn").exists(), "a file for looking");
    assert_eq!(t.read("game.pgn"), UNFINISHED);
    t.keys(&["Enter"]);
    t.wait_for("the decision in a new file, with the help had", || {
        contains(&t.path("game-2.pgn"), "[Hints \"1\"]")
            && contains(&t.path("game-2.pgn"), "[Analysis \"shown\"]")
    });
    assert_eq!(t.read("game.pgn"), UNFINISHED);
    t.keys(&["C-c"]);
    t.wait_for("morris to exit", || t.path("after.txt").exists());
}

/// A game against the computer, saved and offered back by a plain `morris`, resumes against
/// the computer at its level: its name stays on the panel and in the record, and it answers.
#[test]
fn a_resumed_game_against_the_computer_goes_on_against_it() {
    let Some(t) = tmux::start_with("resume-computer", "", |d| {
        std::fs::create_dir_all(d.join(".local/share/morris")).unwrap();
        std::fs::write(
            d.join(".local/share/morris/current.pgn"),
            "[White \"Ann\"]\n[Black \"morris level 2\"]\n\n1. d6 d2 *\n",
        )
        .unwrap();
    }) else {
        return;
    };
    t.wait_for("the offer to resume", || t.screen().contains("Resume it?"));
    t.keys(&["y"]);
    t.wait_for("the resumed game", || t.screen().contains("1. d6 d2"));
    assert!(t.screen().contains("morris level 2"), "{}", t.screen());
    t.play(&["a1"]);
    // The computer answers: a second placement of Black's follows White's a1.
    t.wait_for("the computer's reply", || {
        let s = t.screen();
        s.lines().any(|l| {
            l.contains("2. a1 ")
                && l.split("2. a1 ")
                    .nth(1)
                    .is_some_and(|r| r.trim().len() >= 2)
        })
    });
    let record = t.path(".local/share/morris/current.pgn");
    t.wait_for("the record", || contains(&record, "2. a1 "));
    assert!(
        contains(&record, "[Black \"morris level 2\"]"),
        "{}",
        std::fs::read_to_string(&record).unwrap()
    );
    t.keys(&["C-c"]);
    t.wait_for("morris to exit", || t.path("after.txt").exists());
}

/// A record shown read-only (here a replay) is looked at: the computer, to move in it, waits
/// to be told to play on, and no file is made until someone plays.
#[test]
fn the_computer_waits_in_a_record_shown_read_only() {
    let Some(t) = tmux::start_with("readonly-computer", "replay game.pgn", |d| {
        std::fs::write(
            d.join("game.pgn"),
            "[White \"Ann\"]\n[Black \"morris level 1\"]\n\n1. d6 *\n",
        )
        .unwrap();
    }) else {
        return;
    };
    t.wait_for("the replay", || t.screen().contains("d6"));
    t.keys(&["Escape"]);
    t.wait_for("the computer stopped", || {
        tmux::joined(&t.screen()).contains("is stopped")
    });
    std::thread::sleep(std::time::Duration::from_millis(1500));
    assert!(!t.path("game-2.pgn").exists(), "{}", t.screen());
    // Nothing was played after d6.
    let s = t.screen();
    let after_d6 = s.lines().filter_map(|l| l.split("1. d6").nth(1));
    assert!(after_d6.clone().count() > 0, "{s}");
    assert!(
        after_d6
            .into_iter()
            .all(|r| r.trim().is_empty() || r.starts_with("  ")),
        "{s}"
    );
    t.keys(&["C-c"]);
    t.wait_for("morris to exit", || t.path("after.txt").exists());
    assert!(!t.path("game-2.pgn").exists());
}

/// `--black computer` on a record against `morris level 2`, with no level asked for, goes on
/// against level 2 (not the default level 5); `--level` still chooses another.
#[test]
fn a_computer_named_on_the_command_line_keeps_the_records_level() {
    let record = "[White \"Ann\"]\n[Black \"morris level 2\"]\n\n1. d6 *\n";
    for (args, want) in [
        ("--black computer game.pgn", "morris level 2"),
        ("--black computer --level 7 game.pgn", "morris level 7"),
    ] {
        let Some(t) = tmux::start_with("record-level", args, |d| {
            std::fs::write(d.join("game.pgn"), record).unwrap();
        }) else {
            return;
        };
        let file = t.path("game.pgn");
        t.wait_for("the computer's reply on disk", || {
            std::fs::read_to_string(&file).is_ok_and(|s| !s.contains("1. d6 *"))
        });
        let text = std::fs::read_to_string(&file).unwrap();
        assert!(
            text.contains(&format!("[Black \"{want}\"]")),
            "{args}: {text}"
        );
        assert!(t.screen().contains(want), "{args}: {}", t.screen());
        t.keys(&["C-c"]);
        t.wait_for("morris to exit", || t.path("after.txt").exists());
    }
}

/// `--level` alone asked for a level and got a game between two people at this keyboard, the
/// level unused; it now plays the computer at that level, which takes Black as `--black
/// computer` would.
#[test]
fn a_level_alone_plays_the_computer_at_that_level() {
    let Some(t) = tmux::start("level-alone", "--level 4") else {
        return;
    };
    t.wait_for("the game", || t.screen().contains("morris level 4 (Black)"));
    t.keys(&["d", "6", "Enter"]);
    let record = t.path(".local/share/morris/current.pgn");
    // The reply, not a record still empty or without the player's placement (the file is
    // made before its first save: the wait passed on it, and the test failed now and then).
    t.wait_for("the computer's reply on disk", || {
        std::fs::read_to_string(&record)
            .is_ok_and(|s| s.contains("1. d6 ") && !s.contains("1. d6 *"))
    });
    assert!(
        contains(&record, "[Black \"morris level 4\"]"),
        "{}",
        std::fs::read_to_string(&record).unwrap()
    );
    t.keys(&["C-c"]);
    t.wait_for("morris to exit", || t.path("after.txt").exists());
}

/// `--new FILE` on a record holding a game in progress resumed that game without a word; it
/// now starts a new game, as the menu's "new game" does: the record is left as it was and the
/// new game is saved beside it, and the panel says where.
#[test]
fn new_on_a_named_record_starts_a_new_game_beside_it() {
    let record = "[Event \"Club final\"]\n[Date \"1999.01.01\"]\n[White \"Ann\"]\n\
                  [Black \"Bob\"]\n[Hints \"2\"]\n\n1. d6 d2 *\n";
    let Some(t) = tmux::start_with("new-named", "--new game.pgn", |d| {
        std::fs::write(d.join("game.pgn"), record).unwrap();
    }) else {
        return;
    };
    t.wait_for("the new game", || {
        tmux::joined(&t.screen()).contains("This game is saved to game-2.pgn")
    });
    let s = t.screen();
    assert!(s.contains("place a stone (9 in hand)"), "{s}");
    t.keys(&["d", "6", "Enter"]);
    let beside = t.path("game-2.pgn");
    t.wait_for("the new game's first decision", || {
        contains(&beside, "1. d6")
    });
    assert_eq!(
        std::fs::read_to_string(t.path("game.pgn")).unwrap(),
        record,
        "the record is left as it was"
    );
    // The new game's tags are its own: not the old game's event, date or hints.
    let new = std::fs::read_to_string(&beside).unwrap();
    for old in ["Club final", "1999", "Hints"] {
        assert!(!new.contains(old), "{old}: {new}");
    }
    t.keys(&["C-c"]);
    t.wait_for("morris to exit", || t.path("after.txt").exists());
}

/// In a solved draw the computer offers the draw to the person; the question starts on No, so
/// Enter plays on, and the game goes on.
#[test]
fn the_computer_offers_a_draw_in_a_solved_draw_and_enter_plays_on() {
    // 4 v 3, Black (the computer, level 6) to move: a draw with best play.
    let fen = "@****O**/****@*O*/*@***@*O b m s 3 0 4 0 0 0 0 0 0 0 0 0 1";
    let Some(t) = tmux::start(
        "computer-draw",
        &format!("--black computer --level 6 --fen '{fen}'"),
    ) else {
        return;
    };
    t.wait_for("the computer's offer", || {
        t.screen().contains("morris level 6 offers a draw")
    });
    t.keys(&["Enter"]);
    t.wait_for("the game going on", || {
        tmux::joined(&t.screen()).contains("declined the draw")
    });
    let record = t.path(".local/share/morris/current.pgn");
    t.wait_for("the record", || contains(&record, "1..."));
    assert!(
        contains(&record, "[Result \"*\"]"),
        "{}",
        std::fs::read_to_string(&record).unwrap()
    );
    t.keys(&["C-c"]);
    t.wait_for("morris to exit", || t.path("after.txt").exists());
}

//! The real binary in tmux, with a home folder of its own: for the tests of what a player
//! sees and does at a real terminal (the terminal's modes after every exit, records, scores,
//! the mouse, themes). The one driver every such test uses.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// One tmux server with one window running `morris`.
pub struct Tmux {
    name: String,
    runs: std::cell::Cell<u32>,
    /// The home folder (and working folder) of the game.
    pub dir: tempfile::TempDir,
}

/// Whether tmux is there; the tests that need it say so and pass without it, except under CI,
/// where they fail ([`crate::common::have`]).
pub fn available() -> bool {
    crate::common::have("tmux", "-V")
}

impl Tmux {
    /// An empty home folder; `run` starts the game in it.
    pub fn new(name: &str) -> Tmux {
        Tmux {
            name: format!("morris-habits-{}-{name}", std::process::id()),
            runs: std::cell::Cell::new(0),
            dir: tempfile::tempdir().unwrap(),
        }
    }

    /// The home folder.
    pub fn home(&self) -> &Path {
        self.dir.path()
    }

    /// A file in the home folder.
    pub fn path(&self, f: &str) -> PathBuf {
        self.dir.path().join(f)
    }

    /// Runs `tmux` on this server. The server starts with the first command, in the home
    /// folder's environment (`HOME` it, no `XDG_*` folders), which every shell and game in its
    /// windows inherits: nothing a test starts there reads or writes the developer's folders.
    pub fn cmd(&self, args: &[&str]) -> String {
        let mut tmux = Command::new("tmux");
        let out = crate::common::at_home(&mut tmux, self.home())
            .arg("-L")
            .arg(format!("{}-{}", self.name, self.runs.get()))
            .args(args)
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Starts `morris ARGS` at `width`×`height`; when it exits, its status goes to
    /// `status.txt` and the window stays, so that its modes can be read.
    pub fn run(&self, width: u16, height: u16, args: &str) {
        self.run_env(width, height, "", args);
    }

    /// [`Tmux::run`] with variables set for morris (`TERM=dumb`). The terminal's modes are
    /// written to `before.txt` before the game and to `after.txt` after it (`stty -a`), after
    /// the status (`status.txt`): once `after.txt` is there, everything is.
    pub fn run_env(&self, width: u16, height: u16, env: &str, args: &str) {
        for f in ["status.txt", "before.txt", "after.txt"] {
            let _ = std::fs::remove_file(self.path(f));
        }
        let bin = env!("CARGO_BIN_EXE_morris");
        let d = self.dir.path().display();
        let script = format!(
            "cd {d}; stty -a > before.txt; \
             HOME={d} XDG_CONFIG_HOME= XDG_DATA_HOME= XDG_CACHE_HOME= LC_ALL= LC_MESSAGES= LANG=C.UTF-8 MORRIS_TEST_PANIC_KEY=P {env} {bin} {args} 2> err.txt; \
             echo $? > status.txt; stty -a > after.txt; sleep 60"
        );
        self.start_command(width, height, &["sh", "-c", &script]);
    }

    /// Starts `command` (not necessarily morris: a shell) in window `t` of a new server.
    pub fn start_command(&self, width: u16, height: u16, command: &[&str]) {
        // Each run on a server of its own: a server being killed may still hold its socket.
        self.kill();
        self.runs.set(self.runs.get() + 1);
        self.new_session("t", width, height, command);
    }

    /// Starts `command` in a new session `name` of this run's server.
    pub fn new_session(&self, name: &str, width: u16, height: u16, command: &[&str]) {
        let (w, h) = (width.to_string(), height.to_string());
        let mut args = vec![
            "-f",
            "/dev/null",
            "new-session",
            "-d",
            "-s",
            name,
            "-x",
            &w,
            "-y",
            &h,
        ];
        args.extend_from_slice(command);
        self.cmd(&args);
    }

    /// Starts another morris in the same folder, in a session of its own (80×24) on the same
    /// server; its standard error goes to `err-NAME.txt` and its status to `status-NAME.txt`.
    pub fn also(&self, session: &str, args: &str) {
        let bin = env!("CARGO_BIN_EXE_morris");
        let d = self.dir.path().display();
        let script = format!(
            "cd {d}; HOME={d} XDG_CONFIG_HOME= XDG_DATA_HOME= XDG_CACHE_HOME= LC_ALL= LC_MESSAGES= LANG=C.UTF-8 {bin} {args} 2> err-{session}.txt; \
             echo $? > status-{session}.txt; sleep 60"
        );
        self.new_session(session, 80, 24, &["sh", "-c", &script]);
    }

    /// The screen of another session as text.
    pub fn screen_of(&self, session: &str) -> String {
        self.cmd(&["capture-pane", "-p", "-t", session])
    }

    /// Sends keys to another session.
    pub fn keys_to(&self, session: &str, keys: &[&str]) {
        for k in keys {
            self.cmd(&["send-keys", "-t", session, k]);
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// A file of the home folder as text (empty if it cannot be read).
    pub fn read(&self, f: &str) -> String {
        std::fs::read_to_string(self.path(f)).unwrap_or_default()
    }

    /// A tmux flag of the window by its name (`alternate_on`, `cursor_flag`).
    pub fn flag(&self, name: &str) -> String {
        self.format(&format!("#{{{name}}}"))
    }

    /// The process id of the program the window's shell started (morris), or empty.
    pub fn morris_pid(&self) -> String {
        let shell = self.format("#{pane_pid}");
        let out = Command::new("pgrep").args(["-P", &shell]).output().unwrap();
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .next()
            .unwrap_or("")
            .to_string()
    }

    /// Runs `morris ARGS` to the end outside tmux, in the same home folder.
    pub fn command(&self, args: &[&str]) -> String {
        let out = crate::common::binary(self.home())
            .args(args)
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// The screen as text.
    pub fn screen(&self) -> String {
        self.cmd(&["capture-pane", "-p", "-t", "t"])
    }

    /// Waits (20 s at most) until `f` holds.
    pub fn wait_for(&self, what: &str, f: impl Fn() -> bool) {
        let start = Instant::now();
        while !f() {
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "timed out waiting for {what}; screen:\n{}\nstderr: {:?} status: {:?}",
                self.screen(),
                std::fs::read_to_string(self.path("err.txt")),
                std::fs::read_to_string(self.path("status.txt"))
            );
            std::thread::sleep(Duration::from_millis(30));
        }
    }

    /// Waits until the screen shows `text`.
    pub fn wait_screen(&self, text: &str) {
        self.wait_for(text, || self.screen().contains(text));
    }

    /// Sends keys by tmux's names (`Enter`, `Up`, `C-c`, `a`).
    pub fn keys(&self, keys: &[&str]) {
        for k in keys {
            self.cmd(&["send-keys", "-t", "t", k]);
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Sends bytes as they are (`send-keys -l`): raw escape sequences.
    pub fn raw(&self, s: &str) {
        self.cmd(&["send-keys", "-t", "t", "-l", s]);
    }

    /// Types point names and Enter after each: `play(&["a1", "b2"])`.
    pub fn play(&self, points: &[&str]) {
        for p in points {
            let mut cs = p.chars();
            let (f, r) = (
                cs.next().unwrap().to_string(),
                cs.next().unwrap().to_string(),
            );
            self.keys(&[&f, &r, "Enter"]);
        }
    }

    /// Whether the game has exited.
    pub fn exited(&self) -> bool {
        self.path("status.txt").exists()
    }

    /// Waits for the game to exit and gives its status.
    pub fn wait_exit(&self) -> String {
        self.wait_for("morris to exit", || {
            std::fs::read_to_string(self.path("status.txt")).is_ok_and(|s| s.ends_with('\n'))
        });
        std::fs::read_to_string(self.path("status.txt"))
            .unwrap()
            .trim()
            .to_string()
    }

    /// A tmux format about the window (`#{mouse_sgr_flag}`, `#{alternate_on}`).
    pub fn format(&self, f: &str) -> String {
        self.cmd(&["display", "-p", "-t", "t", f])
            .trim()
            .to_string()
    }
}

impl Tmux {
    /// Ends this run's server and removes its socket file (tmux leaves it behind).
    fn kill(&self) {
        let socket = self.format("#{socket_path}");
        self.cmd(&["kill-server"]);
        if !socket.is_empty() {
            let _ = std::fs::remove_file(socket);
        }
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        self.kill();
    }
}

/// A new driver with nothing started yet, or `None` (and a note) without tmux.
pub fn bare(name: &str) -> Option<Tmux> {
    available().then(|| Tmux::new(name))
}

/// `morris ARGS` started at 80×24 in a new driver (`None` without tmux).
pub fn start(name: &str, args: &str) -> Option<Tmux> {
    start_env(name, "", args, |_| {})
}

/// [`start`], after `setup` prepared the home folder.
pub fn start_with(name: &str, args: &str, setup: impl FnOnce(&Path)) -> Option<Tmux> {
    start_env(name, "", args, setup)
}

/// [`start_with`], with variables set for morris.
pub fn start_env(name: &str, env: &str, args: &str, setup: impl FnOnce(&Path)) -> Option<Tmux> {
    let t = bare(name)?;
    setup(t.home());
    t.run_env(80, 24, env, args);
    Some(t)
}

/// The screen with the panel's lines joined, for messages that wrap in it.
pub fn joined(screen: &str) -> String {
    screen
        .lines()
        .map(|l| l.split('│').next_back().unwrap_or("").trim())
        .collect::<Vec<_>>()
        .join(" ")
}

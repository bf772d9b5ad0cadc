//! The real binary in tmux, with a home folder of its own: for the tests of what a player
//! sees and does at a real terminal (scores, mouse).
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

/// Whether tmux is there; the tests that need it say so and pass without it.
pub fn available() -> bool {
    let ok = Command::new("tmux").arg("-V").output().is_ok();
    if !ok {
        eprintln!("tmux is not installed: the terminal tests cannot run here");
    }
    ok
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

    /// Runs `tmux` on this server.
    pub fn cmd(&self, args: &[&str]) -> String {
        let out = Command::new("tmux")
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
        // Each run on a server of its own: a server being killed may still hold its socket.
        self.kill();
        self.runs.set(self.runs.get() + 1);
        let _ = std::fs::remove_file(self.path("status.txt"));
        let bin = env!("CARGO_BIN_EXE_morris");
        let d = self.dir.path().display();
        let script = format!(
            "cd {d}; HOME={d} XDG_CONFIG_HOME= XDG_DATA_HOME= MORRIS_TEST_PANIC_KEY=P {bin} {args} 2> err.txt; \
             echo $? > status.txt; sleep 60"
        );
        let (w, h) = (width.to_string(), height.to_string());
        self.cmd(&[
            "-f",
            "/dev/null",
            "new-session",
            "-d",
            "-s",
            "t",
            "-x",
            &w,
            "-y",
            &h,
            "sh",
            "-c",
            &script,
        ]);
    }

    /// Runs `morris ARGS` to the end outside tmux, in the same home folder.
    pub fn command(&self, args: &[&str]) -> String {
        let out = Command::new(env!("CARGO_BIN_EXE_morris"))
            .args(args)
            .env("HOME", self.home())
            .env_remove("XDG_CONFIG_HOME")
            .env_remove("XDG_DATA_HOME")
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

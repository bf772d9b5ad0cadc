//! The mouse through the real binary in tmux: no report, however malformed, panics or lands
//! outside the board.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod tmux;

use tmux::Tmux;

/// Reports at coordinate 0 (crossterm's issue #835 panics on them where overflow is checked,
/// as in this debug build), past the screen, past u16, with unknown buttons, in the old X10
/// encoding with bytes below the coordinate offset, and with a field missing. (A report cut
/// short before its final `M` is not here: crossterm waits for the rest, as a terminal always
/// sends it.)
const RAW: [&str; 15] = [
    "\x1b[<0;0;0M",
    "\x1b[<0;0;5M",
    "\x1b[<0;5;0M",
    "\x1b[<0;0;0m",
    "\x1b[<64;0;0M",
    "\x1b[<65;0;0M",
    "\x1b[<35;0;0M",
    "\x1b[<0;65535;65535M",
    "\x1b[<0;99999;1M",
    "\x1b[<255;1;1M",
    "\x1b[<0;1M",
    "\x1b[M   ",
    "\x1b[M!!!",
    "\x1b[M\x20\x21\x20",
    "\x1b[0;0;0M",
];

#[test]
fn no_raw_mouse_report_panics() {
    if !tmux::available() {
        return;
    }
    let t = Tmux::new("raw");
    for size in [(80, 24), (60, 17)] {
        t.run(size.0, size.1, "--new game.pgn");
        t.wait_screen("place a stone");
        for s in RAW {
            t.raw(s);
        }
        // Still playing, and nothing was played by the reports.
        t.keys(&["Escape", "Escape"]);
        t.wait_screen("place a stone");
        assert!(!t.exited(), "{}", t.screen());
        t.keys(&["C-c"]);
        let status = t.wait_exit();
        let err = std::fs::read_to_string(t.path("err.txt")).unwrap();
        assert!(!err.contains("panicked"), "{err}");
        assert_eq!(status, "0", "{err}");
        let record = std::fs::read_to_string(t.path("game.pgn")).unwrap();
        assert!(record.trim_end().ends_with('*'), "{record}");
        assert!(
            record.contains("[PlyCount \"0\"]"),
            "a report played something:\n{record}"
        );
    }
}

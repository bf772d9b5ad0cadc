//! The mouse: a click means what the frame drew under it, and does what the keys would; the
//! real binary in tmux takes clicks at every point of every board, never panics on a report,
//! and leaves no mouse mode behind however it ends.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;
use crate::tmux;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use morris::rules::{Game, Point, Rules, Variant};
use morris::tui::layout::{MIN_HEIGHT, MIN_WIDTH};
use morris::tui::mouse::{self, Hit};
use morris::tui::{
    Action, App, Msg, Settings,
    app::{MenuItem, Mode, Question, Replay, ResumeOffer, Start, Window},
};
use tmux::Tmux;

/// One preset of each board: standard, with diagonals, six men's, three men's.
const BOARDS: [Variant; 4] = [Variant::Nine, Variant::Twelve, Variant::Six, Variant::Three];

/// 80×24, and the smallest size the game accepts (where every board is drawn whole).
fn sizes(_: Variant) -> [(u16, u16); 2] {
    [(80, 24), (MIN_WIDTH, MIN_HEIGHT)]
}

/// Draws the app at a size, as the loop does before waiting for the next event.
fn draw(app: &App, w: u16, h: u16) -> String {
    common::screen(app, w, h)
}

/// What a mouse report means on the frame drawn at `w`×`h`, as the loop hands it over.
fn act(app: &App, w: u16, h: u16, event: MouseEvent) -> Option<Action> {
    let (_, hits) = common::draw(app, w, h);
    app.mouse_action(event.kind, hits.under(&event))
}

/// One frame of an app, drawn once: what it shows and what was drawn where. The loops that
/// click many cells of one frame ask it, rather than drawing the same frame for each cell.
struct Frame {
    screen: String,
    hits: mouse::Hits,
    w: u16,
    h: u16,
}

impl Frame {
    fn of(app: &App, w: u16, h: u16) -> Frame {
        let (screen, hits) = common::draw(app, w, h);
        Frame { screen, hits, w, h }
    }

    /// What a report means on this frame, to the app it was drawn of.
    fn act(&self, app: &App, event: MouseEvent) -> Option<Action> {
        app.mouse_action(event.kind, self.hits.under(&event))
    }

    /// The cells where `f` accepts the hit on top.
    fn cells(&self, f: impl Fn(Hit) -> bool) -> Vec<(u16, u16)> {
        let mut v = Vec::new();
        for y in 0..self.h {
            for x in 0..self.w {
                if self.hits.at(x, y).is_some_and(&f) {
                    v.push((x, y));
                }
            }
        }
        v
    }
}

fn press(column: u16, row: u16, kind: MouseEventKind) -> MouseEvent {
    MouseEvent {
        kind,
        column,
        row,
        modifiers: KeyModifiers::NONE,
    }
}

fn click_event(column: u16, row: u16) -> MouseEvent {
    press(column, row, MouseEventKind::Down(MouseButton::Left))
}

/// The cells of a screen where a hit is on top.
fn cells_of(app: &App, w: u16, h: u16, hit: Hit) -> Vec<(u16, u16)> {
    Frame::of(app, w, h).cells(|h| h == hit)
}

fn points(app: &App) -> Vec<Point> {
    app.game().position().geometry().points.iter().collect()
}

/// Every point of every board, at 80×24 and at the smallest size: the point's own glyph takes
/// the click, and the click means that point.
#[test]
fn every_point_of_every_board_takes_a_click() {
    for v in BOARDS {
        for (w, h) in sizes(v) {
            let app = App::new(Game::new(v.rules()), Settings::default());
            let frame = Frame::of(&app, w, h);
            let screen = &frame.screen;
            let lines: Vec<Vec<char>> = screen.lines().map(|l| l.chars().collect()).collect();
            for p in points(&app) {
                let cells = frame.cells(|hit| hit == Hit::Point(p));
                assert!(
                    !cells.is_empty(),
                    "{v} {w}x{h}: {p} takes no click\n{screen}"
                );
                assert!(cells.len() <= 3, "{v} {w}x{h}: {p} is too wide");
                let (x, y) = cells[cells.len() / 2];
                // The middle cell is the point itself: its rank label on the left of its row
                // and its file letter below its column.
                let row: String = lines[y as usize].iter().collect();
                let digit = (b'1' + p.rank()) as char;
                assert!(
                    row.trim_start_matches(['"', ' ', '│']).starts_with(digit),
                    "{v} {w}x{h}: {p} drawn on the row of {row:?}"
                );
                let files = lines
                    .iter()
                    .rev()
                    .find(|l| l.iter().collect::<String>().contains(" a "))
                    .unwrap();
                assert_eq!(
                    files[x as usize + 1],
                    (b'a' + p.file()) as char,
                    "{v} {w}x{h}: {p}"
                );
                assert_eq!(frame.act(&app, click_event(x, y)), Some(Action::Click(p)));
            }
        }
    }
}

/// Clicking a point does what typing its name and pressing Enter does, through whole games
/// (placing, moving, flying, removing), with the cursor following the click.
#[test]
fn a_click_is_enter_with_the_cursor_there() {
    for v in BOARDS {
        for (w, h) in sizes(v) {
            let mut by_mouse = App::new(Game::new(v.rules()), Settings::default());
            let mut by_keys = App::new(Game::new(v.rules()), Settings::default());
            let pts = points(&by_mouse);
            let mut rng = common::Rng(0x9e37_79b9 ^ u64::from(w));
            let mut decisions = 0;
            let mut kinds = std::collections::HashSet::new();
            for _ in 0..800 {
                if by_keys.game().outcome().is_some() {
                    decisions += by_keys.game().ply();
                    for d in by_keys.game().history() {
                        kinds.insert(std::mem::discriminant(d));
                    }
                    by_keys.update(Action::NewGame);
                    by_mouse.update(Action::NewGame);
                    assert_eq!(by_mouse.game().ply(), 0);
                }
                // Mostly a legal decision's point, sometimes any point.
                let legal = by_keys.game().position().legal();
                let p = if rng.below(4) == 0 || legal.is_empty() {
                    pts[rng.below(pts.len())]
                } else {
                    let d = legal[rng.below(legal.len())];
                    match (d, by_keys.selected()) {
                        (morris::rules::Decision::Move(a, _), None) => a,
                        (morris::rules::Decision::Move(_, b), Some(_)) => b,
                        (d, _) => d.target().unwrap_or(pts[0]),
                    }
                };
                let frame = Frame::of(&by_mouse, w, h);
                let cells = frame.cells(|hit| hit == Hit::Point(p));
                assert!(
                    !cells.is_empty(),
                    "{v} {w}x{h}: {p} takes no click:\n{}",
                    frame.screen
                );
                let (x, y) = cells[0];
                let action = frame.act(&by_mouse, click_event(x, y)).unwrap();
                by_mouse.update(action);
                common::goto(&mut by_keys, p);
                by_keys.update(Action::Select);
                assert_eq!(by_mouse.cursor(), p);
                assert_eq!(by_mouse.game().history(), by_keys.game().history(), "{v}");
                assert_eq!(by_mouse.selected(), by_keys.selected());
                assert_eq!(by_mouse.message(), by_keys.message());
                assert_eq!(by_mouse.mode(), by_keys.mode());
            }
            decisions += by_keys.game().ply();
            for d in by_keys.game().history() {
                kinds.insert(std::mem::discriminant(d));
            }
            assert!(
                decisions > 100,
                "{v}: too few decisions to tell: {decisions}"
            );
            // Placements, moves and removals (none in Three Men's Morris, where a mill wins).
            let want = if v == Variant::Three { 2 } else { 3 };
            assert!(
                kinds.len() >= want,
                "{v}: not every kind of decision was clicked"
            );
        }
    }
}

#[test]
fn menu_entries_and_answers_are_chosen_by_a_click() {
    let (w, h) = (80, 24);
    let fresh = || {
        let mut a = App::new(Game::new(Rules::default()), Settings::default());
        common::play(&mut a, "d6 d2");
        a.update(Action::Menu);
        a
    };
    let n = fresh().menu().len();
    for i in 0..n {
        let mut by_mouse = fresh();
        let mut by_keys = fresh();
        draw(&by_mouse, w, h);
        let mut cells = cells_of(&by_mouse, w, h, Hit::Menu(i));
        if cells.is_empty() {
            // Scrolled below (the fullest menu at 80×24): the marker brings it into sight.
            for _ in 0..i {
                by_mouse.update(Action::Down);
            }
            cells = cells_of(&by_mouse, w, h, Hit::Menu(i));
        }
        assert!(!cells.is_empty(), "entry {i} takes no click");
        let action = act(&by_mouse, w, h, click_event(cells[0].0, cells[0].1)).unwrap();
        let mouse_quits = by_mouse.update(action).quits();
        for _ in 0..i {
            by_keys.update(Action::Down);
        }
        let keys_quit = by_keys.update(Action::Select).quits();
        assert_eq!(by_mouse.mode(), by_keys.mode(), "entry {i}");
        assert_eq!(mouse_quits, keys_quit, "entry {i}");
    }
    // A question: each answer takes a click where it is drawn; the board under the window
    // takes none.
    for (yes, quits) in [(true, true), (false, false)] {
        let mut a = fresh();
        a.update(Action::Cancel);
        a.update(Action::Quit);
        assert_eq!(a.question(), Some(Question::Quit));
        let screen = draw(&a, w, h);
        let cells = cells_of(&a, w, h, Hit::Answer(yes));
        assert!(!cells.is_empty(), "no answer {yes}:\n{screen}");
        let (x, y) = cells[0];
        let line: String = screen.lines().nth(y as usize).unwrap().chars().collect();
        let label = if yes { "Quit (y)" } else { "Stay (n)" };
        assert!(line.contains(label), "{line}");
        let effects = a.update(act(&a, w, h, click_event(x, y)).unwrap());
        assert_eq!(effects.quits(), quits);
    }
}

#[test]
fn the_wheel_scrolls_help_and_the_log_but_not_the_board() {
    let (w, h) = sizes(Variant::Nine)[1];
    let mut a = App::new(Game::new(Rules::default()), Settings::default());
    a.update(Msg::Resized(w, h));
    common::play(&mut a, "d6 d2 d5 c3 g1 b2");
    draw(&a, w, h);
    let up = |a: &App, (x, y): (u16, u16)| act(a, w, h, press(x, y, MouseEventKind::ScrollUp));
    let board = cells_of(&a, w, h, Hit::Point("d6".parse().unwrap()))[0];
    assert_eq!(up(&a, board), None);
    let log = cells_of(&a, w, h, Hit::Log)[0];
    a.update(up(&a, log).unwrap());
    assert_eq!(a.mode(), &Mode::Review(5));
    a.update(Action::WheelUp);
    assert_eq!(a.mode(), &Mode::Review(4));
    a.update(Action::WheelDown);
    a.update(Action::WheelDown);
    a.update(Action::WheelDown);
    assert_eq!(a.mode(), &Mode::Play);
    a.update(Action::Help);
    draw(&a, w, h);
    a.update(up(&a, board).unwrap_or(Action::WheelUp));
    a.update(Action::WheelDown);
    assert_eq!(a.mode(), &Mode::Window(Window::Help, 3));
    a.update(Action::WheelUp);
    assert_eq!(a.mode(), &Mode::Window(Window::Help, 0));
}

/// Reports off the screen (past its edge, or crossterm's coordinate 0 wrapped to 65535) and
/// on nothing do nothing; releases and motion are not even let through to the loop.
#[test]
fn reports_off_the_board_do_nothing() {
    let a = App::new(Game::new(Rules::default()), Settings::default());
    let (w, h) = (80, 24);
    for (x, y) in [
        (65535, 65535),
        (65535, 3),
        (3, 65535),
        (80, 24),
        (0, 0),
        (79, 0),
    ] {
        assert_eq!(act(&a, w, h, click_event(x, y)), None, "{x},{y}");
    }
    assert!(!mouse::wanted(&press(
        1,
        1,
        MouseEventKind::Up(MouseButton::Left)
    )));
    assert!(!mouse::wanted(&press(1, 1, MouseEventKind::Moved)));
    assert!(!mouse::wanted(&press(
        1,
        1,
        MouseEventKind::Drag(MouseButton::Left)
    )));
    assert!(mouse::wanted(&click_event(1, 1)));
    // Too small a screen draws no board: nothing takes a click.
    let (_, hits) = common::draw(&a, 30, 10);
    for y in 0..10 {
        for x in 0..30 {
            assert_eq!(hits.at(x, y), None);
        }
    }
}

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

/// The cells of every point of a board as the game draws it at a size.
fn point_cells(v: Variant, w: u16, h: u16) -> Vec<(Point, u16, u16)> {
    let app = App::new(Game::new(v.rules()), Settings::default());
    draw(&app, w, h);
    points(&app)
        .into_iter()
        .map(|p| {
            let cells = cells_of(&app, w, h, Hit::Point(p));
            let (x, y) = cells[cells.len() / 2];
            (p, x, y)
        })
        .collect()
}

/// Whether the screen shows the cursor's marks on both sides of a cell.
fn cursor_at(screen: &str, x: u16, y: u16) -> bool {
    let Some(line) = screen.lines().nth(y as usize) else {
        return false;
    };
    let cs: Vec<char> = line.chars().collect();
    let (x, y) = (x as usize, y as usize);
    let _ = y;
    x >= 1 && x + 1 < cs.len() && matches!(cs[x - 1], '[' | '{') && matches!(cs[x + 1], ']' | '}')
}

/// The real binary, clicked (SGR reports, as a terminal sends them, 1-based) at every point of
/// every board at 80×24 and at the smallest size: the cursor follows every click, and each
/// click acts (the first one places a stone).
#[test]
fn the_real_game_takes_clicks_at_every_point() {
    if !tmux::available() {
        return;
    }
    let t = Tmux::new("clicks");
    for v in BOARDS {
        for (w, h) in sizes(v) {
            let record = format!("{v}-{w}x{h}.pgn");
            t.run(w, h, &format!("--new --variant {v} {record}"));
            t.wait_screen(v.title());
            assert_eq!(t.format("#{mouse_standard_flag}#{mouse_sgr_flag}"), "11");
            assert_eq!(t.format("#{mouse_all_flag}#{mouse_button_flag}"), "00");
            let cells = point_cells(v, w, h);
            for (i, &(p, x, y)) in cells.iter().enumerate() {
                t.raw(&format!(
                    "\x1b[<0;{};{}M\x1b[<0;{};{}m",
                    x + 1,
                    y + 1,
                    x + 1,
                    y + 1
                ));
                t.wait_for(&format!("{v} {w}x{h}: the cursor on {p}"), || {
                    cursor_at(&t.screen(), x, y)
                });
                if i == 0 {
                    t.wait_for("the first click to place a stone", || {
                        std::fs::read_to_string(t.path(&record))
                            .is_ok_and(|r| r.contains(&format!("1. {p}")))
                    });
                }
            }
            t.keys(&["C-c"]);
            assert_eq!(t.wait_exit(), "0");
        }
    }
}

/// Mouse mode as tmux sees it: `standard sgr any`.
fn modes(t: &Tmux) -> String {
    t.format("#{mouse_standard_flag}#{mouse_sgr_flag}#{mouse_any_flag}")
}

fn kill(sig: &str, pid: &str) {
    std::process::Command::new("kill")
        .args([sig, pid])
        .status()
        .unwrap();
}

/// Every way the game ends leaves the terminal without mouse reporting; a suspend turns it
/// off while the shell has the terminal, and `fg` turns it back on.
#[test]
fn no_mouse_mode_is_left_after_any_exit() {
    if !tmux::available() {
        return;
    }
    type Exit = fn(&Tmux);
    let exits: [(&str, Exit); 6] = [
        ("q", |t| t.keys(&["q"])),
        ("Ctrl-C", |t| t.keys(&["C-c"])),
        ("a panic", |t| t.keys(&["P"])),
        ("SIGTERM", |t| kill("-TERM", &t.morris_pid())),
        ("SIGHUP", |t| kill("-HUP", &t.morris_pid())),
        ("SIGQUIT", |t| kill("-QUIT", &t.morris_pid())),
    ];
    let t = Tmux::new("exits");
    for (name, exit) in exits {
        t.run(80, 24, "--new");
        t.wait_screen("place a stone");
        t.wait_for("mouse mode on", || modes(&t) == "111");
        exit(&t);
        t.wait_exit();
        assert_eq!(modes(&t), "000", "after {name}: mouse mode left on");
        assert_eq!(t.format("#{alternate_on}"), "0", "after {name}");
    }
    // Suspend, and back.
    t.run(80, 24, "--new");
    t.wait_screen("place a stone");
    t.wait_for("mouse mode on", || modes(&t) == "111");
    let morris = t.morris_pid();
    // SIGTSTP, as a job-control shell sends for Ctrl-Z (here, under `sh -c`, nothing could
    // resume a game stopped by the key itself, so the key does not stop it).
    kill("-TSTP", &morris);
    t.wait_for("the game to stop", || {
        std::fs::read_to_string(format!("/proc/{morris}/stat"))
            .is_ok_and(|s| s.split_whitespace().nth(2) == Some("T"))
    });
    assert_eq!(modes(&t), "000", "suspended: mouse mode left on");
    kill("-CONT", &morris);
    t.wait_for("mouse mode back after fg", || modes(&t) == "111");
    t.keys(&["q"]);
    t.wait_exit();
    assert_eq!(modes(&t), "000");
}

/// `--no-mouse`, or `mouse = false` in the preferences, leaves the mouse to the terminal: no
/// mode is asked for, and a report typed in anyway does nothing.
#[test]
fn no_mouse_leaves_the_mouse_to_the_terminal() {
    if !tmux::available() {
        return;
    }
    let t = Tmux::new("nomouse");
    let (p, x, y) = point_cells(Variant::Nine, 80, 24)[0];
    for (args, config) in [
        ("--new --no-mouse a.pgn", ""),
        ("--new b.pgn", "mouse = false\n"),
    ] {
        std::fs::create_dir_all(t.path(".config/morris")).unwrap();
        std::fs::write(t.path(".config/morris/config.toml"), config).unwrap();
        t.run(80, 24, args);
        t.wait_screen("place a stone");
        assert_eq!(modes(&t), "000", "{args} {config:?}");
        t.raw(&format!("\x1b[<0;{};{}M", x + 1, y + 1));
        t.keys(&["u"]);
        t.wait_screen("Nothing to undo");
        assert!(
            !cursor_at(&t.screen(), x, y),
            "{p} clicked with the mouse off"
        );
        t.keys(&["q"]);
        assert_eq!(t.wait_exit(), "0");
    }
}

/// The cells of the screen where a click means something else than `hit` does not: every
/// cell whose hit is `f`.
fn cells_where(app: &App, w: u16, h: u16, f: impl Fn(Hit) -> bool) -> Vec<(u16, u16)> {
    Frame::of(app, w, h).cells(f)
}

/// Every window (the menu, help, the rules, each question) closes at a click outside it, as
/// Esc closes it: a question gets the answer that loses nothing (stay, play on, decline,
/// decide later, back), never Yes. A click inside a window, off its entries, does nothing.
#[test]
fn a_click_outside_a_window_closes_it_as_esc_does() {
    let (w, h) = (80, 24);
    type Open = fn(&mut App);
    let windows: [(&str, Open); 10] = [
        ("menu", |a| {
            a.update(Action::Menu);
        }),
        ("help", |a| {
            a.update(Action::Help);
        }),
        ("rules", |a| {
            a.update(Action::Menu);
            let i = a.menu().iter().position(|m| *m == MenuItem::Rules).unwrap();
            a.update(Action::Choose(i));
        }),
        ("quit", |a| {
            a.update(Action::Quit);
        }),
        ("resign", |a| {
            a.update(Action::Menu);
            let i = a
                .menu()
                .iter()
                .position(|m| *m == MenuItem::Resign(morris::rules::Color::White))
                .unwrap();
            a.update(Action::Choose(i));
        }),
        ("new game", |a| {
            a.update(Action::NewGame);
        }),
        ("draw offer", |a| {
            a.update(Action::Menu);
            let i = a
                .menu()
                .iter()
                .position(|m| *m == MenuItem::OfferDraw(morris::rules::Color::White))
                .unwrap();
            a.update(Action::Choose(i));
        }),
        ("play from here", |a| {
            a.update(Action::Log);
            a.update(Action::Up);
            a.update(Action::Select);
        }),
        ("resume", |a| {
            let saved = morris::rules::play_tokens(Rules::default(), "a1 a7").unwrap();
            let start = Start {
                resume: Some(ResumeOffer::of(saved)),
                ..Start::new(a.game().clone(), Settings::default())
            };
            *a = App::start(start).0;
            a.update(Msg::Resized(80, 24));
        }),
        ("question, yes marked", |a| {
            a.update(Action::Quit);
            a.update(Action::Left);
            assert!(a.yes_highlighted());
        }),
    ];
    for (name, open) in windows {
        let fresh = || {
            let mut a = App::new(Game::new(Rules::default()), Settings::default());
            a.update(Msg::Resized(w, h));
            common::play(&mut a, "d6 d2 d5 c3");
            open(&mut a);
            assert_ne!(a.mode(), &Mode::Play, "{name}");
            a
        };
        let mut by_keys = fresh();
        by_keys.update(Action::Cancel);
        let closed = by_keys.mode().clone();
        let a = fresh();
        let screen = draw(&a, w, h);
        // Every cell outside the window: on the board, the log, the title, empty space.
        let outside = cells_where(&a, w, h, |hit| {
            !matches!(hit, Hit::Window | Hit::Menu(_) | Hit::Answer(_))
        });
        assert!(outside.len() > 80, "{name}: {}\n{screen}", outside.len());
        for &(x, y) in outside.iter().step_by(7) {
            let mut b = fresh();
            let action = act(&b, w, h, click_event(x, y));
            assert_eq!(action, Some(Action::Cancel), "{name}: click at {x},{y}");
            let effects = b.update(action.unwrap());
            assert_eq!(b.mode(), &closed, "{name}: click at {x},{y}");
            assert!(!effects.quits(), "{name}: a stray click quit");
            assert_eq!(b.game(), by_keys.game(), "{name}: the game changed");
            assert_eq!(b.game().outcome(), None, "{name}: the game ended");
        }
        // Inside the window, off its entries: nothing.
        let frame = Frame::of(&a, w, h);
        let inside = frame.cells(|hit| hit == Hit::Window);
        assert!(!inside.is_empty(), "{name}");
        for &(x, y) in &inside {
            assert_eq!(frame.act(&a, click_event(x, y)), None, "{name} {x},{y}");
        }
        // Reports off the screen close nothing.
        assert_eq!(act(&a, w, h, click_event(65535, 65535)), None);
        assert_eq!(act(&a, w, h, click_event(w, 3)), None);
    }
    // The path being typed to save an unsaved game is not lost to a stray click.
    let mut a = App::new(Game::new(Rules::default()), Settings::default());
    common::play(&mut a, "d6");
    common::not_saved(&mut a, "disk full");
    a.update(Action::Quit);
    let key = |c| Msg::Key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
    a.update(key('s'));
    a.update(key('x'));
    let board = cells_of(&a, w, h, Hit::Point("a1".parse().unwrap()))[0];
    if let Some(action) = act(&a, w, h, click_event(board.0, board.1)) {
        a.update(action);
    }
    assert_eq!(a.mode(), &Mode::SaveAs("x".into()));
    assert_eq!(a.save_as_input(), "x");
}

/// A decision in the log, as the screen shows it: its cells and the position a click there
/// shows.
fn log_cells(app: &App, w: u16, h: u16) -> Vec<(usize, Vec<(u16, u16)>)> {
    let (_, hits) = common::draw(app, w, h);
    let mut by_ply: std::collections::BTreeMap<usize, Vec<(u16, u16)>> = Default::default();
    for y in 0..h {
        for x in 0..w {
            if let Some(Hit::Move(p)) = hits.at(x, y) {
                by_ply.entry(p).or_default().push((x, y));
            }
        }
    }
    by_ply.into_iter().collect()
}

/// A click on a decision in the log opens the review at the position after it; in review, a
/// click on another jumps there, a click on a turn's number shows the end of its row, and a
/// click on the board plays nothing and says how to go on. In a replay a click on the log
/// stops there, paused.
#[test]
fn a_click_on_the_log_reviews_from_that_decision() {
    for (w, h) in [(80, 24), (MIN_WIDTH, MIN_HEIGHT)] {
        let mut a = App::new(Game::new(Rules::default()), Settings::default());
        a.update(Msg::Resized(w, h));
        // An opening with a removal in it, glued to its turn in the log (d7xc3).
        common::play(&mut a, "d6 d2 d5 c3 d7 xc3 a1");
        let screen = draw(&a, w, h);
        let cells = log_cells(&a, w, h);
        // Every decision played takes a click: 1 to 7.
        let plies: Vec<usize> = cells.iter().map(|c| c.0).collect();
        assert_eq!(plies, (1..=7).collect::<Vec<_>>(), "{w}x{h}:\n{screen}");
        // The text under a decision's cells is the decision; the last of a row takes the rest
        // of its row too (its number, the space around).
        let rows: Vec<Vec<char>> = screen.lines().map(|l| l.chars().collect()).collect();
        for (ply, cs) in &cells {
            let want = a.game().decisions()[ply - 1].to_string();
            // (A line of the drawn screen starts with a quote.)
            let under: String = cs
                .iter()
                .map(|&(x, y)| rows[y as usize][x as usize + 1])
                .collect();
            if [1, 3, 5].contains(ply) {
                assert_eq!(under.trim(), want, "{w}x{h}: ply {ply}:\n{screen}");
            } else {
                assert!(under.contains(&want), "{w}x{h}: ply {ply}: {under:?}");
            }
        }
        // During play: review at that decision.
        let (x, y) = cells[2].1[0];
        let clicked = act(&a, w, h, click_event(x, y)).unwrap();
        assert_eq!(clicked, Action::Show(3));
        a.update(clicked);
        assert_eq!(a.mode(), &Mode::Review(3));
        // In review: another decision.
        let screen = draw(&a, w, h);
        assert!(screen.contains("review"), "{screen}");
        let cells = log_cells(&a, w, h);
        let xd = cells.iter().find(|c| c.0 == 6).unwrap().1[0];
        a.update(act(&a, w, h, click_event(xd.0, xd.1)).unwrap());
        assert_eq!(a.mode(), &Mode::Review(6));
        // A turn's number: the end of its row (turn 1: d6 d2).
        draw(&a, w, h);
        let row_y = log_cells(&a, w, h).iter().find(|c| c.0 == 2).unwrap().1[0].1;
        let number = cells_where(&a, w, h, |hit| hit == Hit::Move(2))
            .into_iter()
            .filter(|c| c.1 == row_y)
            .min()
            .unwrap();
        a.update(act(&a, w, h, click_event(number.0, number.1)).unwrap());
        assert_eq!(a.mode(), &Mode::Review(2));
        // The board in review: nothing is played; the panel says how to go on.
        draw(&a, w, h);
        let before = a.game().clone();
        let p = cells_of(&a, w, h, Hit::Point("g7".parse().unwrap()))[0];
        a.update(act(&a, w, h, click_event(p.0, p.1)).unwrap());
        assert_eq!(a.mode(), &Mode::Review(2));
        assert_eq!(a.game(), &before);
        assert!(a.message().unwrap().contains("Enter plays on from here"));
        // A replay stops, paused, at the decision clicked.
        a.update(Action::Replay);
        draw(&a, w, h);
        let c = log_cells(&a, w, h).iter().find(|c| c.0 == 4).unwrap().1[0];
        a.update(act(&a, w, h, click_event(c.0, c.1)).unwrap());
        assert!(
            matches!(
                a.mode(),
                Mode::Replay(Replay {
                    ply: 4,
                    paused: true,
                    ..
                })
            ),
            "{:?}",
            a.mode()
        );
        // Undone decisions are not the game: they take no click of their own.
        a.update(Action::Cancel);
        a.update(Action::Undo);
        a.update(Action::Undo);
        draw(&a, w, h);
        let plies: Vec<usize> = log_cells(&a, w, h).iter().map(|c| c.0).collect();
        assert_eq!(plies, (1..=5).collect::<Vec<_>>());
        // A click on an undone decision, even one in a row with a played decision
        // (`d7(xc3 a1)`), does nothing.
        let screen = draw(&a, w, h);
        let mut undone = 0;
        for (y, line) in screen.lines().enumerate() {
            let chars: Vec<char> = line.chars().collect();
            for word in ["(xc3 a1)"] {
                let wc: Vec<char> = word.chars().collect();
                for x0 in (0..chars.len()).filter(|&x| chars[x..].starts_with(&wc)) {
                    for x in x0..x0 + wc.len() {
                        // (A line of the drawn screen starts with a quote.)
                        let act = act(&a, w, h, click_event(x as u16 - 1, y as u16));
                        assert_eq!(act, None, "{w}x{h}: {word} at {x},{y}:\n{screen}");
                        undone += 1;
                    }
                }
            }
        }
        assert_eq!(undone, 8, "{w}x{h}: the undone decisions seen:\n{screen}");
        assert_eq!(a.mode(), &Mode::Play);
    }
}

/// The real binary: a click outside the menu closes it, a click beside the quit question
/// stays in the game, a click on the log opens the review there and another moves it, a click
/// on the board in review plays nothing.
#[test]
fn the_real_game_closes_windows_and_reviews_the_log_by_clicks() {
    if !tmux::available() {
        return;
    }
    let t = Tmux::new("windows");
    for (w, h) in [(80, 24), (60, 17)] {
        t.run(w, h, "--new game.pgn");
        t.wait_screen("place a stone");
        t.play(&["d6", "d2", "d5", "c3", "g1"]);
        t.wait_screen("3. g1");
        let click = |x: usize, y: usize| {
            t.raw(&format!(
                "\x1b[<0;{};{}M\x1b[<0;{};{}m",
                x + 1,
                y + 1,
                x + 1,
                y + 1
            ));
        };
        let find = |text: &str| -> Option<(usize, usize)> {
            t.screen()
                .lines()
                .enumerate()
                .find_map(|(y, l)| l.find(text).map(|b| (l[..b].chars().count(), y)))
        };
        // The title line is outside every window.
        t.keys(&["m"]);
        t.wait_screen("Back to the game");
        click(2, 0);
        t.wait_for("the menu to close", || {
            !t.screen().contains("Back to the game")
        });
        t.keys(&["q"]);
        t.wait_screen("Stay (n)");
        click(2, 0);
        t.wait_for("the question to close", || !t.screen().contains("Stay (n)"));
        assert!(!t.exited(), "a click outside the quit question quit");
        // The log: d5 is decision 3.
        let (x, y) = find(" d5 ").map(|(x, y)| (x + 1, y)).unwrap();
        click(x, y);
        t.wait_screen("review · move 2, White");
        let (x, y) = find(" d2").map(|(x, y)| (x + 1, y)).unwrap();
        click(x, y);
        t.wait_screen("review · move 1, Black");
        // The board in review: nothing played.
        // a7: the first point on the row labelled 7.
        let screen = t.screen();
        let (x, y) = screen
            .lines()
            .enumerate()
            .find_map(|(y, l)| {
                let cs: Vec<char> = l.chars().collect();
                let label = cs.iter().take(3).position(|c| *c == '7')?;
                cs.iter()
                    .skip(label + 1)
                    .position(|c| "·●◉".contains(*c))
                    .map(|x| (x + label + 1, y))
            })
            .unwrap_or_else(|| panic!("no row 7 in\n{screen}"));
        click(x, y);
        t.wait_screen("A past position");
        t.keys(&["Escape"]);
        t.wait_screen("Black: place a stone");
        t.keys(&["C-c"]);
        assert_eq!(t.wait_exit(), "0");
        let record = std::fs::read_to_string(t.path("game.pgn")).unwrap();
        assert!(record.contains("[PlyCount \"5\"]"), "{record}");
        std::fs::remove_file(t.path("game.pgn")).unwrap();
    }
}

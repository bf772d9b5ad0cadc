//! The colour themes as a player sees them: the styles of the cells drawn for the marks, the
//! stones and the lines, read from the screen buffer (and from the real binary in tmux).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;
use crate::tmux;

use morris::rules::{Color as Side, Game, Rules};
use morris::tui::layout::screen_layout;
use morris::tui::mouse::{Hit, Hits};
use morris::tui::theme::Theme;
use morris::tui::{Action, App, Settings};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};
use ratatui::{Terminal, backend::TestBackend};

const OPENING: &str = "d6 d2 d5 c3 g1 b2 f2 a7 f6 e3 g7 e5 c4 d1 a1 f4 e4 b6";

fn settings(theme: Theme) -> Settings {
    Settings::new([None, None], [None, None], false, true, theme).unwrap()
}

fn draw(app: &App, w: u16, h: u16) -> Buffer {
    drawn(app, w, h).0
}

/// The cells drawn, and what was drawn where.
fn drawn(app: &App, w: u16, h: u16) -> (Buffer, Hits) {
    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
    let mut hits = Hits::default();
    t.draw(|f| hits = morris::tui::view::frame(f, app)).unwrap();
    (t.backend().buffer().clone(), hits)
}

fn text(buf: &Buffer) -> Vec<String> {
    let w = buf.area.width as usize;
    let cells: Vec<&str> = buf.content().iter().map(|c| c.symbol()).collect();
    cells
        .chunks(w)
        .map(|row| row.concat().trim_end().to_string())
        .collect()
}

/// The style of a cell, as the terminal gets it.
fn style(buf: &Buffer, x: u16, y: u16) -> Style {
    let c = &buf[(x, y)];
    Style::new().fg(c.fg).bg(c.bg).add_modifier(c.modifier)
}

/// Three positions that show every mark: a removal after a mill (cursor, mill, stones that may
/// be removed), a stone selected in the moving phase (selected, targets, stones that can move)
/// and the placement phase (last move, lines).
fn scenes(theme: Theme) -> Vec<App> {
    let mut removal = App::new(Game::new(Rules::default()), settings(theme));
    common::play(&mut removal, "a1 b6 a4 d6 a7");
    let mut selected = App::new(Game::new(Rules::default()), settings(theme));
    common::play(&mut selected, OPENING);
    common::goto(&mut selected, "a1".parse().unwrap());
    selected.update(Action::Select);
    selected.update(Action::Right);
    assert_eq!(selected.selected(), Some("a1".parse().unwrap()));
    let mut placing = App::new(Game::new(Rules::default()), settings(theme));
    common::play(&mut placing, "d6 d2");
    placing.update(Action::Up);
    vec![removal, selected, placing]
}

/// The styles a player sees for each kind of mark, read from the cells beside the points.
#[derive(Debug, Default)]
struct Looks {
    cursor: Vec<Style>,
    go: Vec<Style>,
    take: Vec<Style>,
    mill: Vec<Style>,
    target: Vec<Style>,
    stones: [Vec<Style>; 2],
    lines: Vec<Style>,
}

fn looks(app: &App, buf: &Buffer, hits: &Hits) -> Looks {
    let (w, h) = (buf.area.width, buf.area.height);
    let mut l = Looks::default();
    let pos = app.view_position();
    for (p, m) in app.marks() {
        let cells: Vec<(u16, u16)> = (0..h)
            .flat_map(|y| (0..w).map(move |x| (x, y)))
            .filter(|&(x, y)| hits.at(x, y) == Some(Hit::Point(p)))
            .collect();
        assert_eq!(cells.len(), 3, "{p}");
        let (left, mid) = (cells[0], cells[1]);
        let beside = style(buf, left.0, left.1);
        if m.cursor {
            l.cursor.push(beside);
        } else if m.selected {
            l.go.push(beside);
        } else if m.removable {
            l.take.push(beside);
        } else if m.mill {
            l.mill.push(beside);
        }
        if m.target && !m.cursor {
            l.target.push(style(buf, mid.0, mid.1));
        }
        if let Some(side) = pos.stone_at(p)
            && !m.cursor
        {
            l.stones[side.index()].push(style(buf, mid.0, mid.1));
        }
    }
    let board = screen_layout(7, Rect::new(0, 0, w, h)).board;
    for y in board.top()..board.bottom() {
        for x in board.left()..board.right() {
            if buf[(x, y)].symbol() == "─" {
                l.lines.push(style(buf, x, y));
            }
        }
    }
    l
}

/// All of a theme's looks over the scenes: one style a kind (the same mark always looks the
/// same), and every kind seen.
fn theme_looks(theme: Theme) -> Vec<(&'static str, Style)> {
    let mut all = Looks::default();
    for app in scenes(theme) {
        let (buf, hits) = drawn(&app, 80, 24);
        let l = looks(&app, &buf, &hits);
        all.cursor.extend(l.cursor);
        all.go.extend(l.go);
        all.take.extend(l.take);
        all.mill.extend(l.mill);
        all.target.extend(l.target);
        all.lines.extend(l.lines);
        for i in 0..2 {
            all.stones[i].extend(l.stones[i].iter().copied());
        }
    }
    let kinds = [
        ("cursor", all.cursor),
        ("selected", all.go),
        ("removable", all.take),
        ("mill", all.mill),
        ("target", all.target),
        ("white stone", all.stones[0].clone()),
        ("black stone", all.stones[1].clone()),
        ("line", all.lines),
    ];
    kinds
        .into_iter()
        .map(|(name, styles)| {
            assert!(!styles.is_empty(), "{theme:?}: no {name} seen");
            assert!(
                styles.iter().all(|s| *s == styles[0]),
                "{theme:?}: {name} drawn in several styles: {styles:?}"
            );
            (name, styles[0])
        })
        .collect()
}

/// The sRGB colour of a 256-colour index (the fixed cube and greys; the first 16 are the
/// terminal's own and have none).
fn rgb(c: Color) -> Option<(u8, u8, u8)> {
    const LEVELS: [u8; 6] = [0, 95, 135, 175, 215, 255];
    match c {
        Color::Indexed(i @ 16..=231) => {
            let i = i - 16;
            Some((
                LEVELS[(i / 36) as usize],
                LEVELS[(i / 6 % 6) as usize],
                LEVELS[(i % 6) as usize],
            ))
        }
        Color::Indexed(i @ 232..=255) => {
            let g = 8 + 10 * (i - 232);
            Some((g, g, g))
        }
        Color::Rgb(r, g, b) => Some((r, g, b)),
        _ => None,
    }
}

/// WCAG's contrast ratio between two colours (1 to 21).
fn contrast(a: (u8, u8, u8), b: (u8, u8, u8)) -> f64 {
    let lum = |(r, g, b): (u8, u8, u8)| {
        let ch = |v: u8| {
            let v = f64::from(v) / 255.0;
            if v <= 0.039_28 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b)
    };
    let (x, y) = (lum(a), lum(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

const BLACK: (u8, u8, u8) = (0, 0, 0);
const WHITE: (u8, u8, u8) = (255, 255, 255);

/// Every cell of the scenes' screens, with its symbol and style.
fn every_cell(theme: Theme) -> Vec<(String, Style)> {
    scenes(theme)
        .iter()
        .flat_map(|app| {
            let buf = draw(app, 80, 24);
            let (w, h) = (buf.area.width, buf.area.height);
            (0..h)
                .flat_map(|y| (0..w).map(move |x| (x, y)))
                .map(|(x, y)| (buf[(x, y)].symbol().to_string(), style(&buf, x, y)))
                .collect::<Vec<_>>()
        })
        .collect()
}

/// A theme changes the styles, never the text: the same screens, word for word.
#[test]
fn themes_change_the_colours_not_the_text() {
    let plain: Vec<Vec<String>> = scenes(Theme::Default)
        .iter()
        .map(|a| text(&draw(a, 80, 24)))
        .collect();
    for theme in Theme::ALL {
        for (i, app) in scenes(theme).iter().enumerate() {
            let t = text(&draw(app, 80, 24));
            for (a, b) in t.iter().zip(&plain[i]) {
                // Only the colour swatch beside a name may go (high-contrast stones are tiles).
                assert_eq!(a.trim_end(), b.trim_end(), "{theme:?}, scene {i}");
            }
        }
    }
}

/// In every theme with colour, each kind of mark has a look of its own, unlike the lines: a
/// player tells them apart by colour as well as by glyph. And the themes differ.
#[test]
fn every_theme_gives_each_mark_its_own_look() {
    let mut seen = Vec::new();
    for theme in [
        Theme::Default,
        Theme::Dark,
        Theme::Light,
        Theme::HighContrast,
    ] {
        let l = theme_looks(theme);
        let get = |k: &str| l.iter().find(|(n, _)| *n == k).unwrap().1;
        let distinct = ["cursor", "removable", "mill", "white stone", "black stone"];
        for (i, a) in distinct.iter().enumerate() {
            for b in &distinct[i + 1..] {
                assert_ne!(get(a), get(b), "{theme:?}: {a} and {b} look alike");
            }
            assert_ne!(get(a), get("line"), "{theme:?}: {a} looks like a line");
        }
        assert_ne!(get("target"), get("line"), "{theme:?}");
        assert!(!seen.contains(&l), "{theme:?} looks like another theme");
        seen.push(l);
    }
}

/// `mono` shows no colour at all, as NO_COLOR does: every cell in the terminal's own colours;
/// the marks are still there, as glyphs.
#[test]
fn mono_has_no_colour() {
    for (symbol, s) in every_cell(Theme::Mono) {
        assert_eq!(s.fg, Some(Color::Reset), "{symbol:?} in {s:?}");
        assert_eq!(s.bg, Some(Color::Reset), "{symbol:?} in {s:?}");
    }
    let scenes = scenes(Theme::Mono);
    let board = text(&draw(&scenes[0], 80, 24)).join("\n");
    assert!(board.contains("×◉×") && board.contains("=●="), "{board}");
}

/// `dark` is for dark terminals: every colour it draws text in stands out from black by at
/// least 4.5:1 (the default's mid-tones go down to 3.4:1); `light` the same against white
/// (the default: 2.7:1).
#[test]
fn dark_and_light_read_well_on_their_own_background() {
    for (theme, background, name) in [
        (Theme::Dark, BLACK, "black"),
        (Theme::Light, WHITE, "white"),
    ] {
        let mut colours = 0;
        for (symbol, s) in every_cell(theme) {
            // The colour swatches beside the names are the one background.
            if symbol == " " {
                continue;
            }
            assert_eq!(
                s.bg,
                Some(Color::Reset),
                "{theme:?}: {symbol:?} has a background"
            );
            let Some(fg) = s.fg.and_then(rgb) else {
                continue;
            };
            colours += 1;
            let c = contrast(fg, background);
            assert!(
                c >= 4.5,
                "{theme:?}: {symbol:?} in {:?} is {c:.1}:1 on {name}",
                s.fg
            );
        }
        assert!(colours > 50, "{theme:?}: hardly any colour drawn");
    }
    // The default is the compromise the two improve on.
    let worst = |bg| {
        every_cell(Theme::Default)
            .iter()
            .filter_map(|(_, s)| s.fg.and_then(rgb))
            .map(|fg| contrast(fg, bg))
            .fold(f64::MAX, f64::min)
    };
    assert!(worst(BLACK) < 4.5 && worst(WHITE) < 4.5);
}

/// `high-contrast` depends on no background: every coloured cell has a background of its own
/// and reads at 7:1 or more (WCAG's AAA); the lines and the text are the terminal's own
/// foreground, the strongest colour it has.
#[test]
fn high_contrast_reads_on_any_background() {
    let mut tiles = 0;
    for (symbol, s) in every_cell(Theme::HighContrast) {
        match (s.fg, s.bg) {
            (Some(Color::Reset), Some(Color::Reset)) => {}
            (Some(fg), Some(bg)) if bg != Color::Reset => {
                let (f, b) = (rgb(fg).unwrap(), rgb(bg).unwrap());
                let c = contrast(f, b);
                assert!(c >= 7.0, "{symbol:?}: {fg:?} on {bg:?} is {c:.1}:1");
                tiles += 1;
            }
            other => panic!("{symbol:?} in {other:?}: depends on the terminal's background"),
        }
    }
    assert!(tiles > 20);
    let l = theme_looks(Theme::HighContrast);
    let line = l.iter().find(|(n, _)| *n == "line").unwrap().1;
    assert_eq!(line.fg, Some(Color::Reset));
}

/// The default theme is the palette players had before themes: mid-tones, White's stones in
/// the terminal's foreground.
#[test]
fn the_default_theme_is_the_palette_as_before() {
    let l = theme_looks(Theme::Default);
    let fg = |k: &str| l.iter().find(|(n, _)| *n == k).unwrap().1.fg;
    assert_eq!(fg("cursor"), Some(Color::Indexed(33)));
    assert_eq!(fg("removable"), Some(Color::Indexed(160)));
    assert_eq!(fg("mill"), Some(Color::Indexed(127)));
    assert_eq!(fg("target"), Some(Color::Indexed(28)));
    assert_eq!(fg("white stone"), Some(Color::Reset));
    assert_eq!(fg("black stone"), Some(Color::Indexed(130)));
    assert_eq!(Settings::default(), settings(Theme::Default));
}

/// A player's own stone colour wins over the theme's, and two equal ones are still refused.
#[test]
fn stone_colours_from_the_player_win_over_the_theme() {
    let red = Color::Indexed(196);
    let s = Settings::new([None, None], [None, Some(red)], false, true, Theme::Dark).unwrap();
    let app = App::new(Game::new(Rules::default()), s);
    let mut app = app;
    common::play(&mut app, "d6 d2");
    app.update(Action::Up);
    let (buf, hits) = drawn(&app, 80, 24);
    let l = looks(&app, &buf, &hits);
    assert_eq!(l.stones[Side::Black.index()][0].fg, Some(red));
    let white = Theme::HighContrast.stone_colors()[0];
    assert!(
        Settings::new(
            [None, None],
            [None, Some(white)],
            false,
            true,
            Theme::HighContrast
        )
        .is_err()
    );
}

/// The help screen names the theme in force and the others.
#[test]
fn help_names_the_themes() {
    for theme in Theme::ALL {
        let mut app = App::new(Game::new(Rules::default()), settings(theme));
        app.update(morris::tui::Msg::Resized(120, 40));
        app.update(Action::Help);
        app.update(Action::End);
        let screen = text(&draw(&app, 120, 40)).join("\n");
        assert!(
            screen.contains(&format!("Colours: the {} theme", theme.name())),
            "{theme:?}:\n{screen}"
        );
        for other in Theme::ALL {
            assert!(screen.contains(other.name()), "{other:?}:\n{screen}");
        }
    }
}

/// The real binary: `--theme` changes what the terminal is sent (the cursor on a yellow
/// background in high-contrast; no colour at all in mono), and wins over NO_COLOR.
#[test]
fn the_real_game_draws_in_the_theme_asked_for() {
    if !tmux::available() {
        return;
    }
    let t = tmux::Tmux::new("theme");
    let escapes = |t: &tmux::Tmux| t.cmd(&["capture-pane", "-p", "-e", "-t", "t"]);
    for (env, args, want, not) in [
        ("", "--new --theme high-contrast", Some("48;5;226"), None),
        ("", "--new", Some("38;5;33"), Some("48;5;226")),
        ("", "--new --theme mono", None, Some("38;5")),
        // NO_COLOR means mono, unless a theme is asked for.
        ("NO_COLOR=1", "--new", None, Some("38;5")),
        (
            "NO_COLOR=1",
            "--new --theme high-contrast",
            Some("48;5;226"),
            None,
        ),
    ] {
        t.run_env(80, 24, env, args);
        t.wait_screen("place a stone");
        let screen = escapes(&t);
        if let Some(w) = want {
            assert!(screen.contains(w), "{args}: no {w}:\n{screen:?}");
        }
        if let Some(n) = not {
            assert!(!screen.contains(n), "{args}: {n}:\n{screen:?}");
        }
        t.keys(&["q"]);
        assert_eq!(t.wait_exit(), "0");
    }
}

/// The analysis marks beside the points (keeps the win — `▲` or the slower `△` —, draws,
/// loses), each seen on the board
/// of a 3 v 3 where Black's flying stone at d7 can go to a win, a draw or a loss, with the
/// style it is drawn in.
fn analysis_marks(theme: Theme) -> Vec<(char, Style)> {
    // Solved once, then read from the cache.
    static CACHE: std::sync::OnceLock<tempfile::TempDir> = std::sync::OnceLock::new();
    let dir = CACHE.get_or_init(|| tempfile::tempdir().unwrap()).path();
    let mut tb = morris::solve::Tablebase::new(Rules::default())
        .with_cache(morris::store::tables::at(dir, &dir.join("data")));
    tb.solve(3, 3, &mut |_, _| {}).unwrap();
    let pos = morris::rules::parse_fen(
        "****O***/****@**O/@***O*@* b m s 3 0 3 0 0 0 0 0 0 0 0 1 1",
        Rules::default(),
    )
    .unwrap();
    let mut a = App::new(Game::from_position(pos), settings(theme));
    a.set_tables(tb);
    a.update(Action::Analysis);
    common::goto(&mut a, "d7".parse().unwrap());
    a.update(Action::Select);
    let buf = draw(&a, 80, 24);
    let board = screen_layout(7, Rect::new(0, 0, 80, 24)).board;
    let mut marks: Vec<(char, Style)> = Vec::new();
    for glyph in ['▲', '◆', '▼'] {
        let styles: Vec<Style> = (board.top()..board.bottom())
            .flat_map(|y| (board.left()..board.right()).map(move |x| (x, y)))
            // A win is `▲` (the quickest) or `△` (a slower one), in the same style.
            .filter(|&(x, y)| {
                let s = buf[(x, y)].symbol();
                s == glyph.to_string() || (glyph == '▲' && s == "△")
            })
            .map(|(x, y)| style(&buf, x, y))
            .collect();
        assert!(
            !styles.is_empty(),
            "{theme:?}: no {glyph} seen:\n{}",
            text(&buf).join("\n")
        );
        assert!(
            styles.iter().all(|s| *s == styles[0]),
            "{theme:?}: {glyph} in several styles: {styles:?}"
        );
        marks.push((glyph, styles[0]));
    }
    marks
}

/// The analysis marks `▲ ◆ ▼` each have a colour of their own in every theme with colour, and
/// in `high-contrast` each is black or white on a strong background of its own (the draw too),
/// unlike the cursor's.
#[test]
fn analysis_marks_have_their_own_look_in_every_theme() {
    for theme in [
        Theme::Default,
        Theme::Dark,
        Theme::Light,
        Theme::HighContrast,
    ] {
        let marks = analysis_marks(theme);
        for (i, (a, sa)) in marks.iter().enumerate() {
            assert!(
                sa.fg.is_some_and(|c| c != Color::Reset),
                "{theme:?}: {a} {sa:?}"
            );
            for (b, sb) in &marks[i + 1..] {
                assert_ne!(sa, sb, "{theme:?}: {a} and {b} look alike");
            }
        }
        if theme == Theme::HighContrast {
            let cursor = theme_looks(theme)
                .into_iter()
                .find(|(n, _)| *n == "cursor")
                .unwrap()
                .1;
            for (g, s) in &marks {
                let (Some(fg), Some(bg)) = (s.fg.and_then(rgb), s.bg.and_then(rgb)) else {
                    panic!("{g}: no background of its own: {s:?}");
                };
                let c = contrast(fg, bg);
                assert!(c >= 7.0, "{g}: {s:?} is {c:.1}:1");
                assert_ne!(s.bg, cursor.bg, "{g} on the cursor's background");
            }
        }
    }
}

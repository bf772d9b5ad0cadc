//! The Statistics screen: the person shown (←/→ for another), the rating's history as a chart
//! (ratatui's `Chart`; ASCII markers and axes with `--ascii`), and the text: the rating, the
//! results by variant and by opponent, the games counted apart, the longest games, the
//! puzzles, what the store said of its files.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::symbols::Marker;
use ratatui::text::Line;
use ratatui::widgets::{Axis, Borders, Chart, Dataset, GraphType, Widget};

use crate::t;

use super::super::app::App;
use super::super::app::stats::{Statistics, Tone, lines, text_width};
use super::super::layout;
use super::super::mouse::{Hit, Hits};
use super::super::theme::Role;
use super::super::wrap::fit;
use super::panel_block;

/// Draws the Statistics screen over the whole screen.
pub fn render(app: &App, st: &Statistics, area: Rect, buf: &mut Buffer) -> Hits {
    let mut hits = Hits::default();
    hits.add(area, Hit::Screen);
    let s = app.settings();
    let ascii = s.ascii;
    let l = layout::stats_layout(area, st.has_chart());
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let dot = if ascii { "-" } else { "·" };
    let title = format!(" morris {dot} {}", t!("stats-header"));
    Line::from(fit(&title, usize::from(l.header.width), ascii))
        .style(bold)
        .render(l.header, buf);
    if let Some((p, n, total)) = st.person() {
        let (back, on) = if ascii { ("<", ">") } else { ("◂", "▸") };
        let name = crate::text::clean(&p.name);
        let who = t!("stats-person", name = name, n = n, total = total);
        Line::from(fit(
            &format!(" {back} {who} {on}"),
            usize::from(l.person.width),
            ascii,
        ))
        .style(bold)
        .render(l.person, buf);
        if !p.history.is_empty() && l.chart.area() > 0 {
            let chart = if l.chart.x > area.x {
                // Beside the text: a line between them.
                let block = panel_block(s, Borders::LEFT);
                let inner = block.inner(l.chart);
                block.render(l.chart, buf);
                inner
            } else {
                l.chart
            };
            history(app, &p.history, chart, buf);
        }
    }
    let text = Rect {
        x: l.text.x + 1,
        width: l.text.width.saturating_sub(1),
        ..l.text
    };
    let rows = lines(st, text_width(l.text), ascii);
    let top = st
        .top()
        .min(rows.len().saturating_sub(usize::from(text.height)));
    for ((line, tone), y) in rows.iter().skip(top).zip(text.top()..text.bottom()) {
        let style = match tone {
            Tone::Bold => bold,
            Tone::Plain => Style::new(),
            Tone::Quiet => s.style(Role::Quiet),
            Tone::Note => s.style(Role::Note),
        };
        Line::from(line.as_str())
            .style(style)
            .render(Rect::new(text.x, y, text.width, 1), buf);
    }
    // How many lines the text has below the screen, at the right of the keys.
    let below = rows.len().saturating_sub(top + usize::from(text.height));
    let more = match below {
        0 => String::new(),
        n if ascii => t!("stats-more-ascii", n = n),
        n => t!("stats-more", n = n),
    };
    let more = fit(&more, usize::from(l.footer.width), ascii);
    let more_w = u16::try_from(more.chars().count()).unwrap_or(u16::MAX);
    // The screen's own keys, from the table of keys, in what the count leaves.
    let keys = Rect {
        width: l
            .footer
            .width
            .saturating_sub(more_w + u16::from(more_w > 0)),
        ..l.footer
    };
    super::footer::render(app, keys, buf);
    Line::from(more).style(s.style(Role::Quiet)).render(
        Rect {
            x: l.footer.right().saturating_sub(more_w),
            width: more_w,
            ..l.footer
        },
        buf,
    );
    hits
}

/// The rating after each rated game, from the start (1000) on the left: the games on the
/// x axis (dated at its ends where the scoreboard knows the days), the rating on the y axis.
fn history(app: &App, history: &[crate::rating::Step], area: Rect, buf: &mut Buffer) {
    let s = app.settings();
    let mut points = vec![(0.0, crate::rating::START)];
    points.extend(
        history
            .iter()
            .enumerate()
            .map(|(i, h)| ((i + 1) as f64, h.rating)),
    );
    let (lo, hi) = points
        .iter()
        .fold((f64::MAX, f64::MIN), |(lo, hi), &(_, r)| {
            (lo.min(r), hi.max(r))
        });
    // Whole fifties around the figures, a little room above and below.
    let lo = ((lo - 10.0) / 50.0).floor() * 50.0;
    let hi = ((hi + 10.0) / 50.0).ceil() * 50.0;
    let n = history.len();
    let day = |d: Option<&String>| d.map(|d| crate::text::clean(d));
    let first = day(history.first().and_then(|h| h.date.as_ref())).unwrap_or_else(|| "0".into());
    let last = day(history.last().and_then(|h| h.date.as_ref())).unwrap_or_else(|| n.to_string());
    let marker = if s.ascii {
        Marker::Custom('*')
    } else {
        Marker::Braille
    };
    let data = Dataset::default()
        .marker(marker)
        .graph_type(GraphType::Line)
        .style(s.style(Role::Go))
        .data(&points);
    let quiet = s.style(Role::Quiet);
    Chart::new(vec![data])
        .x_axis(
            Axis::default()
                .title(t!("stats-axis-games"))
                .style(quiet)
                .bounds([0.0, n.max(1) as f64])
                .labels([first, last]),
        )
        .y_axis(
            Axis::default()
                .style(quiet)
                .bounds([lo, hi])
                .labels(ticks(lo, hi, area.height)),
        )
        .render(area, buf);
    if s.ascii {
        // The chart draws its axes with lines of box drawing: ASCII's own here.
        for y in area.top()..area.bottom() {
            for x in area.left()..area.right() {
                let cell = &mut buf[(x, y)];
                let plain = match cell.symbol() {
                    "│" => "|",
                    "─" => "-",
                    "└" => "+",
                    "•" => "*",
                    _ => continue,
                };
                cell.set_symbol(plain);
            }
        }
    }
}

/// The rating axis's labels, evenly from `lo` to `hi`: one about every five rows (3 to 7).
fn ticks(lo: f64, hi: f64, rows: u16) -> Vec<String> {
    let n = (rows / 5).clamp(2, 6);
    (0..=n)
        .map(|i| format!("{:.0}", lo + (hi - lo) * f64::from(i) / f64::from(n)))
        .collect()
}

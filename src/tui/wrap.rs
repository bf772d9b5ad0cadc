//! Text fitted to a width: cut with an ellipsis, or wrapped at words (and a path at its
//! separators).

/// `text` cut to `width` characters, with an ellipsis when something was cut.
pub fn fit(text: &str, width: usize, ascii: bool) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    let more = if ascii { "~" } else { "…" };
    let mut out: String = text.chars().take(width.saturating_sub(1)).collect();
    if width > 0 {
        out.push_str(more);
    }
    out
}

/// Words wrapped to `width` columns, at spaces only (a word longer than a line is cut with
/// an ellipsis); every line after the first starts with `indent` spaces.
pub fn wrap_words(text: &str, width: usize, indent: usize, ascii: bool) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    let mut len = 0;
    for word in text.split(' ') {
        let wl = word.chars().count();
        if len > 0 && len + wl > width && !line.trim().is_empty() {
            lines.push(std::mem::take(&mut line).trim_end().to_string());
            line = " ".repeat(indent);
            len = indent;
        }
        let room = width.saturating_sub(len).max(1);
        if wl > room && word.contains('/') {
            // A path keeps its end, where the file's name is, from a separator on where one
            // is left.
            let more = if ascii { "~" } else { "…" };
            let tail: String = word.chars().skip(wl + 1 - room).collect();
            let tail = match tail.find('/') {
                Some(i) if i > 0 && tail[i..].chars().count() > 1 => &tail[i..],
                _ => tail.as_str(),
            };
            line.push_str(&format!("{more}{tail}"));
        } else {
            line.push_str(&fit(word, room, ascii));
        }
        len += wl.min(room);
        line.push(' ');
        len += 1;
    }
    lines.push(line.trim_end().to_string());
    lines
}

/// A message wrapped to `width` columns at spaces, as the panel and the questions show it,
/// every line after the first indented by `indent` columns (so that a wrapped path reads as
/// one message). A path too long for the line is broken after a `/`, never inside a folder's
/// or the file's name; a name longer than a whole line keeps its end (where the file's name
/// is) behind an ellipsis. Another word longer than a line is broken where the line ends.
pub fn wrap_message(text: &str, width: usize, indent: usize, ascii: bool) -> Vec<String> {
    let width = width.max(2);
    let indent = indent.min(width / 2);
    // The room of a line after the first.
    let next = width - indent;
    let len = |s: &str| s.chars().count();
    let more = if ascii { "~" } else { "…" };
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    let room = |lines: &Vec<String>| if lines.is_empty() { width } else { next };
    for word in text.split(' ') {
        let gap = usize::from(!line.is_empty());
        if len(&line) + gap + len(word) <= room(&lines) {
            if gap == 1 {
                line.push(' ');
            }
            line.push_str(word);
            continue;
        }
        if len(word) <= next {
            lines.push(std::mem::take(&mut line));
            line.push_str(word);
            continue;
        }
        // Longer than a line: in pieces, a path's after each separator.
        let pieces: Vec<String> = if word.contains('/') {
            word.split_inclusive('/')
                .map(|p| {
                    if len(p) > next {
                        let tail: String = p.chars().skip(len(p) + 1 - next).collect();
                        format!("{more}{tail}")
                    } else {
                        p.to_string()
                    }
                })
                .collect()
        } else {
            let chars: Vec<char> = word.chars().collect();
            chars.chunks(next).map(|c| c.iter().collect()).collect()
        };
        for (i, piece) in pieces.iter().enumerate() {
            let gap = usize::from(i == 0 && !line.is_empty());
            if len(&line) + gap + len(piece) > room(&lines) {
                lines.push(std::mem::take(&mut line));
            } else if gap == 1 {
                line.push(' ');
            }
            line.push_str(piece);
        }
    }
    lines.push(line);
    lines.retain(|l| !l.is_empty());
    let pad = " ".repeat(indent);
    for l in lines.iter_mut().skip(1) {
        l.insert_str(0, &pad);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_breaks_after_its_separators_with_the_rest_indented() {
        let lines = wrap_message(
            "The last game was kept as ~/.local/share/morris/current.15.pgn",
            24,
            2,
            false,
        );
        assert_eq!(
            lines,
            [
                "The last game was kept",
                "  as ~/.local/share/",
                "  morris/current.15.pgn"
            ]
        );
        for l in &lines {
            assert!(l.chars().count() <= 24, "{l}");
        }
    }

    #[test]
    fn a_name_longer_than_a_line_keeps_its_end() {
        let lines = wrap_message("saved to /tmp/a-very-long-file-name.pgn", 12, 2, true);
        assert!(lines.iter().all(|l| l.chars().count() <= 12), "{lines:?}");
        assert!(
            lines.last().is_some_and(|l| l.ends_with(".pgn")),
            "{lines:?}"
        );
        assert!(lines.iter().any(|l| l.contains('~')), "{lines:?}");
    }

    #[test]
    fn words_fit_to_a_width() {
        assert_eq!(fit("morris level 10", 9, false), "morris l…");
        assert_eq!(fit("morris", 9, false), "morris");
        assert_eq!(
            wrap_words("a b c d e f", 5, 2, false),
            ["a b c", "  d e", "  f"]
        );
    }
}

//! Text that came from outside (a record, a file name, a flag) made safe to print: control
//! characters — escape sequences among them, which could retitle or reset the player's
//! terminal — never reach the terminal or standard output.

/// `s` with every control character replaced: tabs and line breaks by a space, the rest
/// (ESC, BEL, DEL, C1 controls…) by `?`.
pub fn clean(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            '\t' | '\n' | '\r' => ' ',
            c if c.is_control() || is_bidi_control(c) => '?',
            c => c,
        })
        .collect()
}

/// A file's name (or path) as a message or a list shows it: on one line, and never mistaken
/// for another name. A line break or tab in it is written as the shell writes it (`a\nb.pgn`),
/// any other control character as `\u{1b}`; [`clean`] would make `a\nb.pgn` read as `a b.pgn`,
/// a name with a space, and `Path::display` broke the message over two lines.
pub fn file_name(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if c.is_control() || is_bidi_control(c) => {
                out.push_str(&format!("\\u{{{:x}}}", u32::from(c)));
            }
            c => out.push(c),
        }
    }
    out
}

/// [`file_name`] of a path.
pub fn path(p: &std::path::Path) -> String {
    file_name(&p.to_string_lossy())
}

/// The invisible marks that reorder text on screen (U+202E turns `gnp.exe` into what looks
/// like another name): a name or a token from a file has no use for them.
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// [`clean`] for text of several lines: line breaks are kept.
pub fn clean_lines(s: &str) -> String {
    s.split('\n').map(clean).collect::<Vec<_>>().join("\n")
}

/// At most `max` characters of `s`, cleaned, with `…` when cut: how a long bad token is quoted.
pub fn excerpt(s: &str, max: usize) -> String {
    let mut out: String = clean(&s.chars().take(max).collect::<String>());
    if s.chars().nth(max).is_some() {
        out.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_and_controls_are_replaced() {
        assert_eq!(clean("a\u{1b}]0;x\u{7}b\tc\u{9b}d"), "a?]0;x?b c?d");
        assert_eq!(clean_lines("one\u{1b}[2J\ntwo"), "one?[2J\ntwo");
        assert_eq!(excerpt("abcdef", 3), "abc…");
        assert_eq!(excerpt("abc", 3), "abc");
        assert_eq!(clean("a\u{202e}b\u{2066}c"), "a?b?c");
        assert_eq!(file_name("a\nb\tc\u{1b}.pgn"), "a\\nb\\tc\\u{1b}.pgn");
        assert_eq!(file_name("a b.pgn"), "a b.pgn");
    }
}

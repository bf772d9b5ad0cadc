//! What a key means: the app is driven by [`Action`]s, and this maps key events to them.

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

/// Everything a player can ask of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Cursor (or menu selection, or log position) up.
    Up,
    /// Cursor down.
    Down,
    /// Cursor left.
    Left,
    /// Cursor right.
    Right,
    /// Act on the cursor point (Enter or Space).
    Select,
    /// Cancel the selection, close a window, or open the menu.
    Cancel,
    /// Take back one decision.
    Undo,
    /// Play again the decision taken back.
    Redo,
    /// Open the game menu.
    Menu,
    /// Show the keys and the rules.
    Help,
    /// Quit, asking first when a game is in progress.
    Quit,
    /// Quit at once (Ctrl-C); the game is already saved.
    Interrupt,
    /// Suspend to the shell (Ctrl-Z), as other terminal programs do; `fg` comes back.
    Suspend,
    /// A file letter typed (0 = `a`), the first half of a point's name.
    File(u8),
    /// A rank digit typed (0 = `1`), the second half of a point's name.
    Rank(u8),
    /// Decline an optional removal.
    Decline,
    /// Start a new game with the same rules.
    NewGame,
    /// Focus the move log to review past positions.
    Log,
    /// Replay the game.
    Replay,
    /// Replay faster.
    Faster,
    /// Replay slower.
    Slower,
    /// The first position.
    Home,
    /// The last position.
    End,
    /// A page up (in a window that scrolls).
    PageUp,
    /// A page down.
    PageDown,
    /// A click on a point: the cursor goes there and acts, as Enter.
    Click(crate::rules::Point),
    /// A click on a menu entry: choose it.
    Choose(usize),
    /// A click on the move log: show the position after this many decisions (review).
    Show(usize),
    /// The mouse wheel turned up: scroll up (windows, the log, the menu).
    WheelUp,
    /// The mouse wheel turned down.
    WheelDown,
    /// Yes, in a question.
    Yes,
    /// Ask the computer for a hint.
    Hint,
    /// Turn analysis on or off.
    Analysis,
    /// No, in a question.
    No,
}

/// The action of a key, if it has one.
pub fn action(key: KeyEvent) -> Option<Action> {
    if key.kind == KeyEventKind::Release {
        return None;
    }
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    Some(match key.code {
        KeyCode::Char('c') if ctrl => Action::Interrupt,
        KeyCode::Char('r') if ctrl => Action::Redo,
        KeyCode::Char('z') if ctrl => Action::Suspend,
        KeyCode::Char('y') if ctrl => Action::Redo,
        _ if ctrl => return None,
        KeyCode::Up | KeyCode::Char('k') => Action::Up,
        KeyCode::Down | KeyCode::Char('j') => Action::Down,
        KeyCode::Left | KeyCode::Char('h') => Action::Left,
        KeyCode::Right | KeyCode::Char('l') => Action::Right,
        KeyCode::Enter | KeyCode::Char(' ') => Action::Select,
        KeyCode::Esc => Action::Cancel,
        KeyCode::Tab | KeyCode::BackTab => Action::Log,
        KeyCode::Home => Action::Home,
        KeyCode::End => Action::End,
        KeyCode::PageUp => Action::PageUp,
        KeyCode::PageDown => Action::PageDown,
        KeyCode::Backspace => Action::Undo,
        KeyCode::F(1) => Action::Help,
        KeyCode::Char(c) => match c.to_ascii_lowercase() {
            f @ 'a'..='g' => Action::File(f as u8 - b'a'),
            r @ '1'..='7' => Action::Rank(r as u8 - b'1'),
            'u' => Action::Undo,
            'r' => Action::Redo,
            'm' => Action::Menu,
            '?' => Action::Help,
            'q' => Action::Quit,
            'x' => Action::Decline,
            'n' => Action::NewGame,
            'y' => Action::Yes,
            'p' => Action::Replay,
            'i' => Action::Hint,
            'v' => Action::Analysis,
            '+' | '=' => Action::Faster,
            '-' | '_' => Action::Slower,
            _ => return None,
        },
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    #[test]
    fn arrows_and_vi_keys_walk() {
        assert_eq!(action(key(KeyCode::Char('h'))), Some(Action::Left));
        assert_eq!(action(key(KeyCode::Char('j'))), Some(Action::Down));
        assert_eq!(action(key(KeyCode::Char('k'))), Some(Action::Up));
        assert_eq!(action(key(KeyCode::Char('l'))), Some(Action::Right));
        assert_eq!(action(key(KeyCode::Up)), Some(Action::Up));
    }

    #[test]
    fn point_names_are_typed_as_file_then_rank() {
        assert_eq!(action(key(KeyCode::Char('d'))), Some(Action::File(3)));
        assert_eq!(action(key(KeyCode::Char('D'))), Some(Action::File(3)));
        assert_eq!(action(key(KeyCode::Char('6'))), Some(Action::Rank(5)));
        assert_eq!(action(key(KeyCode::Char('8'))), None);
    }

    #[test]
    fn control_keys() {
        let ctrl = |c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL);
        assert_eq!(action(ctrl('c')), Some(Action::Interrupt));
        assert_eq!(action(ctrl('r')), Some(Action::Redo));
        assert_eq!(action(ctrl('z')), Some(Action::Suspend));
        assert_eq!(action(ctrl('x')), None);
        let release = KeyEvent {
            kind: KeyEventKind::Release,
            ..key(KeyCode::Enter)
        };
        assert_eq!(action(release), None);
    }
}

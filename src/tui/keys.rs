//! The one table of keys: for each, where it works, what presses it, the action it asks for,
//! its word in the footer and its line in the help. The keymap ([`action`]), the footer of
//! every mode ([`footer`]), the help window ([`help`]) and the keys of `docs/playing.md`
//! ([`markdown`]) are all read from it. Its rows are in `keys/table.rs` (a data table: a key
//! is added or changed there and nowhere else); the kinds of its columns and the readers here.

use std::collections::BTreeMap;
use std::sync::Mutex;

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use crate::lang::Lang;

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
    /// Cancel what is under way (a selection, a letter typed, a hint being looked for, a draw
    /// offer being weighed), close a window, or open the menu.
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
    /// `-` after a stone's point, as a move is written (`e3-e4`): picks the stone up, and the
    /// next point typed plays the move.
    MoveFrom,
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
    /// No, in a question.
    No,
    /// Ask the computer for a hint.
    Hint,
    /// Turn analysis on or off.
    Analysis,
    /// Stop the computer thinking of its move (it waits until it is let play on).
    Stop,
    /// Let the stopped computer play on.
    PlayOn,
    /// The computer plays the best it has found so far, now.
    MoveNow,
    /// Start typing a file to save an unsaved game in (the quit question).
    SaveElsewhere,
    /// Keep the record marked aside (the saved games).
    KeepAside,
    /// Type a folder or file to list (the saved games).
    Find,
    /// Turn the board half round (or back): the player at the bottom sits on the other side.
    Turn,
    /// Copy the game's record, or the position's FEN, to the terminal's clipboard.
    Copy(super::share::What),
    /// The position editor: open it, or change the position it sets up.
    Edit(super::app::Edit),
}

/// An enum whose values each have a message, written once, a row each: the enum, `ALL` (in
/// the rows' order) and the method giving each value's message come from the rows.
macro_rules! with_messages {
    (
        $(#[$doc:meta])* enum $name:ident;
        $(#[$fn_doc:meta])* fn $id:ident;
        $($(#[$row_doc:meta])* $value:ident => $message:literal,)*
    ) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum $name {
            $($(#[$row_doc])* $value,)*
        }

        impl $name {
            /// Every one, in the order of its rows.
            pub const ALL: [$name; [$($message,)*].len()] = [$($name::$value,)*];

            $(#[$fn_doc])*
            pub fn $id(self) -> &'static str {
                match self {
                    $($name::$value => $message,)*
                }
            }
        }
    };
}

with_messages! {
    /// Where the keys are read: each mode of the screen, and on the board whose turn it is.
    /// Listed in the order the help lists them.
    enum Scope;
    /// The message of the heading of the scope's keys in the help.
    fn heading_id;
    /// The board, the player's turn.
    Play => "win-scope-play",
    /// The board, the computer's turn: thinking, or showing its turn.
    Thinking => "win-scope-thinking",
    /// The board, the computer's turn: stopped.
    Stopped => "win-scope-stopped",
    /// The board, the game over.
    Over => "win-scope-over",
    /// The move log, reviewed.
    Review => "win-scope-review",
    /// A replay.
    Replay => "win-scope-replay",
    /// The game menu.
    Menu => "win-scope-menu",
    /// Help or the rules.
    Window => "win-scope-window",
    /// A question.
    Question => "win-scope-question",
    /// The question whether to resume the saved game.
    Resume => "win-scope-resume",
    /// The question whether to quit a game that is not saved.
    Unsaved => "win-scope-unsaved",
    /// Typing the file to save an unsaved game in.
    SaveAs => "win-scope-save-as",
    /// Typing what a friend read out, to join their game.
    Join => "win-scope-join",
    /// The new-game screen.
    NewGame => "win-scope-new-game",
    /// The position editor.
    Editor => "win-scope-editor",
    /// The position editor's FEN, shown to copy.
    EditorFen => "win-scope-editor-fen",
    /// The Puzzles screen.
    Puzzles => "win-scope-puzzles",
    /// The Statistics screen.
    Stats => "win-scope-stats",
    /// Learning the points.
    Learn => "win-scope-learn",
    /// The tutorial.
    Tutorial => "win-scope-tutorial",
    /// Typing the file of a Sanmill pack to open on the Puzzles screen.
    PuzzlesPath => "win-scope-puzzles-path",
    /// A screen too small to draw the game: only quitting works.
    Tiny => "win-scope-tiny",
    /// The list of saved games.
    Saved => "win-scope-saved",
    /// Typing the folder or file whose saved games to list.
    SavedPath => "win-scope-saved-path",
}

impl Scope {
    /// The heading of the scope's keys in the help, in the language in force.
    pub fn heading(self) -> &'static str {
        kept(crate::lang::current(), self.heading_id())
    }
}

/// What presses a key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chord {
    /// A key without Ctrl (a letter in either case).
    Key(KeyCode),
    /// Ctrl and a letter.
    Ctrl(char),
    /// A file letter, `a` to `g`.
    Files,
    /// A rank digit, `1` to `7`.
    Ranks,
    /// The arrows, and `h` `j` `k` `l`: each its direction.
    Arrows,
}

/// When the footer shows a key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum When {
    /// Always.
    Always,
    /// Never (the help has it).
    Never,
    /// While a stone is picked up.
    Selected,
    /// While a removal is owed that may be declined.
    Optional,
    /// While the computer searches (not while its turn is shown).
    Searching,
}

with_messages! {
    /// What Enter does on the board.
    enum Enter;
    /// The message of its word in the footer.
    fn id;
    /// Place a stone.
    Place => "win-task-place",
    /// Remove a stone.
    Remove => "win-task-remove",
    /// Pass (the player cannot move).
    Pass => "win-task-pass",
    /// Place a stone, or pick one up to move it (moving while placing).
    PlaceOrSelect => "win-task-place-select",
    /// Move the stone picked up here.
    MoveHere => "win-task-move-here",
    /// Pick up a stone.
    Select => "win-task-select",
}

/// What the footer can tell about the moment.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Moment {
    /// What Enter does on the board now, if anything (the help's summaries have no board).
    pub enter: Option<Enter>,
    /// A stone is picked up.
    pub selected: bool,
    /// A removal is owed that may be declined.
    pub optional: bool,
    /// The computer searches.
    pub searching: bool,
}

/// One key of the table.
#[derive(Clone, Copy, Debug)]
pub struct Key {
    /// Where it works.
    pub scopes: &'static [Scope],
    /// Where the footer shows it (some of those).
    pub shown: &'static [Scope],
    /// What presses it.
    pub chords: &'static [Chord],
    /// How the footer writes it (`Enter`, `u`, `arrows`).
    pub name: &'static str,
    /// How the help writes it (`Enter or Space`, `u or Backspace`).
    pub keys: &'static str,
    /// What it asks for (a file letter or rank digit asks for its point).
    pub action: Action,
    /// The message of its word in the footer ([`TASK`]: what Enter does at the moment;
    /// empty: the name says it, as `Home/End`).
    pub label: &'static str,
    /// When the footer shows it.
    pub when: When,
    /// The message of its line in the help (empty: said by another key's line).
    pub help: &'static str,
}

mod table;

use table::BOARD;
pub use table::{ANYWHERE, KEYS, SCREENS, TASK};

/// Every key of the table: the game's ([`KEYS`]), then the screens' of their own
/// ([`SCREENS`]).
pub fn keys() -> impl Iterator<Item = &'static Key> + Clone {
    KEYS.iter().chain(SCREENS)
}

/// Message `id` in `lang` (or in English where `lang` lacks it), kept for the rest of the run:
/// the table's texts are `'static`, as the footer and the help hand them on. A text is kept
/// once per language, so what is kept is bounded by the table.
fn kept(lang: Lang, id: &'static str) -> &'static str {
    static KEPT: Mutex<BTreeMap<(u8, &'static str), &'static str>> = Mutex::new(BTreeMap::new());
    let mut kept = KEPT.lock().unwrap_or_else(|e| e.into_inner());
    kept.entry((lang as u8, id))
        .or_insert_with(|| Box::leak(crate::lang::tr_in(lang, id, None).into_boxed_str()))
}

/// The names of keys in `lang` (`Enter or Space`, `arrows`): the keys' own names (Enter,
/// Esc, PgUp, letters) are the same in every language, the words between them are the
/// language's.
fn key_names(lang: Lang, names: &'static str) -> &'static str {
    if lang == Lang::En || names.is_empty() {
        return names;
    }
    static KEPT: Mutex<BTreeMap<(u8, &'static str), &'static str>> = Mutex::new(BTreeMap::new());
    let mut kept_names = KEPT.lock().unwrap_or_else(|e| e.into_inner());
    kept_names.entry((lang as u8, names)).or_insert_with(|| {
        let text = names
            .split(' ')
            .map(|w| {
                let (word, comma) = match w.strip_suffix(',') {
                    Some(x) => (x, ","),
                    None => (w, ""),
                };
                let id = match word {
                    "or" => "win-keys-or",
                    "then" => "win-keys-then",
                    "Arrows" => "win-keys-arrows-help",
                    "arrows" => "win-keys-arrows",
                    "Space" => "win-keys-space",
                    "Up" => "win-keys-up",
                    "Down" => "win-keys-down",
                    "Left" => "win-keys-left",
                    "Right" => "win-keys-right",
                    _ => return w.to_string(),
                };
                format!("{}{comma}", kept(lang, id))
            })
            .collect::<Vec<_>>()
            .join(" ");
        Box::leak(text.into_boxed_str())
    })
}

/// What `chord` asks for when `key` is pressed, if it matches.
fn pressed(chord: Chord, row: &Key, code: KeyCode, ctrl: bool) -> Option<Action> {
    let lower = match code {
        KeyCode::Char(c) => KeyCode::Char(c.to_ascii_lowercase()),
        other => other,
    };
    match chord {
        Chord::Key(k) if !ctrl && (k == code || k == lower) => Some(row.action),
        Chord::Ctrl(c) if ctrl && lower == KeyCode::Char(c) => Some(row.action),
        Chord::Files if !ctrl => match lower {
            KeyCode::Char(f @ 'a'..='g') => Some(Action::File(f as u8 - b'a')),
            _ => None,
        },
        Chord::Ranks if !ctrl => match code {
            KeyCode::Char(r @ '1'..='7') => Some(Action::Rank(r as u8 - b'1')),
            _ => None,
        },
        Chord::Arrows if !ctrl => match lower {
            KeyCode::Up | KeyCode::Char('k') => Some(Action::Up),
            KeyCode::Down | KeyCode::Char('j') => Some(Action::Down),
            KeyCode::Left | KeyCode::Char('h') => Some(Action::Left),
            KeyCode::Right | KeyCode::Char('l') => Some(Action::Right),
            _ => None,
        },
        _ => None,
    }
}

/// The action of `key` in `scope`, if it has one.
pub fn action(key: KeyEvent, scope: Scope) -> Option<Action> {
    if key.kind == KeyEventKind::Release {
        return None;
    }
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    keys()
        .filter(|k| k.scopes.contains(&scope))
        .chain(ANYWHERE)
        .find_map(|k| k.chords.iter().find_map(|&c| pressed(c, k, key.code, ctrl)))
}

/// The keys the footer shows in `scope` at `moment`, the most useful first: each a name and
/// its word (`("u", "undo")`).
pub fn footer(scope: Scope, moment: &Moment) -> Vec<(&'static str, &'static str)> {
    let lang = crate::lang::current();
    keys()
        .filter(|k| k.shown.contains(&scope))
        .filter(|k| match k.when {
            When::Always => true,
            When::Never => false,
            When::Selected => moment.selected,
            When::Optional => moment.optional,
            When::Searching => moment.searching,
        })
        .map(|k| {
            let label = if k.label == TASK {
                moment.enter.map_or("", |e| kept(lang, e.id()))
            } else if k.label.is_empty() {
                ""
            } else {
                kept(lang, k.label)
            };
            (key_names(lang, k.name), label)
        })
        .collect()
}

/// The keys' lines, each `(keys, what it does)` under the heading of the place where it
/// works first: the board's first, then each other place's, then those that work anywhere.
/// A key given for the board is not given again for its other places on the board.
pub fn help() -> Vec<(&'static str, Vec<(&'static str, &'static str)>)> {
    help_in(crate::lang::current())
}

/// The keys' lines of [`help`] in `lang`.
fn help_in(lang: Lang) -> Vec<(&'static str, Vec<(&'static str, &'static str)>)> {
    let mut out: Vec<(&'static str, Vec<(&'static str, &'static str)>)> = Vec::new();
    let mut seen: Vec<&'static str> = Vec::new();
    for scope in Scope::ALL {
        let mut rows = Vec::new();
        for k in keys().filter(|k| k.scopes.first() == Some(&scope)) {
            if k.help.is_empty() || (BOARD.contains(&scope) && seen.contains(&k.help)) {
                continue;
            }
            seen.push(k.help);
            rows.push((key_names(lang, k.keys), kept(lang, k.help)));
        }
        if !rows.is_empty() {
            out.push((kept(lang, scope.heading_id()), rows));
        }
    }
    out.push((
        kept(lang, "win-scope-anywhere"),
        ANYWHERE
            .iter()
            .map(|k| (key_names(lang, k.keys), kept(lang, k.help)))
            .collect(),
    ));
    out
}

/// The keys' lines of one place alone, then those that work anywhere: the help of a screen
/// that has keys of its own (the Puzzles screen), which lists exactly the keys that work
/// there.
pub fn help_of(scope: Scope) -> Vec<(&'static str, Vec<(&'static str, &'static str)>)> {
    let lang = crate::lang::current();
    let rows = keys()
        .filter(|k| k.scopes.contains(&scope) && !k.help.is_empty())
        .map(|k| (key_names(lang, k.keys), kept(lang, k.help)))
        .collect();
    let anywhere = ANYWHERE
        .iter()
        .map(|k| (key_names(lang, k.keys), kept(lang, k.help)))
        .collect();
    vec![
        (kept(lang, scope.heading_id()), rows),
        (kept(lang, "win-scope-anywhere"), anywhere),
    ]
}

/// Whether the keys of `heading` (of [`help`]) are the board's: the help window gives those
/// one a line, and the other places' as the footer shows them there ([`summary`]).
pub fn on_the_board(heading: &str) -> bool {
    BOARD.iter().any(|s| s.heading() == heading)
        || heading == kept(crate::lang::current(), "win-scope-anywhere")
        || heading == Scope::Tiny.heading()
}

/// The keys of a place other than the board in one line, as its footer gives them
/// (`↑↓ step · Enter play from here · Esc back`).
pub fn summary(scope: Scope) -> String {
    let moment = Moment::default();
    footer(scope, &moment)
        .into_iter()
        .map(|(name, word)| {
            if word.is_empty() {
                name.to_string()
            } else {
                format!("{name} {word}")
            }
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The keys as `docs/playing.md` gives them: a table under a heading for each place.
pub fn markdown() -> String {
    let mut out = String::new();
    for (heading, rows) in help_in(Lang::En) {
        out.push_str(&format!(
            "### {heading}\n\n| key | what it does |\n|---|---|\n"
        ));
        for (keys, what) in rows {
            out.push_str(&format!("| {} | {what} |\n", markdown_keys(keys)));
        }
        out.push('\n');
    }
    out
}

/// A key's name for the docs: each key in backticks (`` `u` or Backspace ``).
fn markdown_keys(keys: &str) -> String {
    let named = [
        "Enter",
        "Space",
        "Esc",
        "Backspace",
        "Tab",
        "Home",
        "End",
        "PgUp",
        "PgDn",
        "F1",
        "Arrows",
        "arrows",
        "Up",
        "Down",
        "Left",
        "Right",
    ];
    keys.split(' ')
        .map(|w| {
            let (word, comma) = match w.strip_suffix(',') {
                Some(x) => (x, ","),
                None => (w, ""),
            };
            if word == "or" || word == "then" || named.contains(&word) || word.is_empty() {
                format!("{word}{comma}")
            } else {
                format!("`{word}`{comma}")
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Whether every key the table names for a scope leads to one action only there: no key
/// means two things in one place.
pub fn clashes() -> Vec<String> {
    let mut out = Vec::new();
    for scope in Scope::ALL {
        let rows: Vec<&Key> = keys()
            .filter(|k| k.scopes.contains(&scope))
            .chain(ANYWHERE)
            .collect();
        for (i, a) in rows.iter().enumerate() {
            for b in &rows[i + 1..] {
                for c in a.chords {
                    if b.chords.contains(c) {
                        out.push(format!("{scope:?}: {c:?} is {} and {}", a.keys, b.keys));
                    }
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    #[test]
    fn arrows_and_vi_keys_walk() {
        let at = |c| action(key(c), Scope::Play);
        assert_eq!(at(KeyCode::Char('h')), Some(Action::Left));
        assert_eq!(at(KeyCode::Char('j')), Some(Action::Down));
        assert_eq!(at(KeyCode::Char('k')), Some(Action::Up));
        assert_eq!(at(KeyCode::Char('l')), Some(Action::Right));
        assert_eq!(at(KeyCode::Up), Some(Action::Up));
        assert_eq!(at(KeyCode::Right), Some(Action::Right));
    }

    #[test]
    fn point_names_are_typed_as_file_then_rank() {
        let at = |c| action(key(c), Scope::Play);
        assert_eq!(at(KeyCode::Char('d')), Some(Action::File(3)));
        assert_eq!(at(KeyCode::Char('D')), Some(Action::File(3)));
        assert_eq!(at(KeyCode::Char('6')), Some(Action::Rank(5)));
        assert_eq!(at(KeyCode::Char('8')), None);
    }

    #[test]
    fn control_keys() {
        let ctrl = |c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL);
        assert_eq!(action(ctrl('c'), Scope::Play), Some(Action::Interrupt));
        assert_eq!(action(ctrl('c'), Scope::SaveAs), Some(Action::Interrupt));
        assert_eq!(action(ctrl('r'), Scope::Play), Some(Action::Redo));
        assert_eq!(action(ctrl('z'), Scope::Menu), Some(Action::Suspend));
        assert_eq!(action(ctrl('x'), Scope::Play), None);
        let release = KeyEvent {
            kind: KeyEventKind::Release,
            ..key(KeyCode::Enter)
        };
        assert_eq!(action(release, Scope::Play), None);
    }

    #[test]
    fn a_key_means_what_its_place_says() {
        let n = key(KeyCode::Char('n'));
        assert_eq!(action(n, Scope::Play), Some(Action::NewGame));
        assert_eq!(action(n, Scope::Question), Some(Action::No));
        let esc = key(KeyCode::Esc);
        assert_eq!(action(esc, Scope::Thinking), Some(Action::Cancel));
        let s = key(KeyCode::Char('s'));
        assert_eq!(action(s, Scope::Thinking), Some(Action::Stop));
        assert_eq!(action(s, Scope::Stopped), Some(Action::PlayOn));
        // On the player's turn it stops nothing, and says so (and what does).
        assert_eq!(action(s, Scope::Play), Some(Action::Stop));
        assert_eq!(action(s, Scope::Unsaved), Some(Action::SaveElsewhere));
    }

    /// The table's words are message ids (a typo would show the id on the screen): each is
    /// a message, and the help and the footer give its text in the language asked for.
    #[test]
    fn every_word_of_the_table_is_a_message() {
        let mut missing = Vec::new();
        for k in keys().chain(ANYWHERE) {
            for id in [k.label, k.help] {
                if !id.is_empty() && id != TASK && !crate::lang::has(id) {
                    missing.push(id);
                }
            }
        }
        for s in Scope::ALL {
            if !crate::lang::has(s.heading_id()) {
                missing.push(s.heading_id());
            }
        }
        for e in Enter::ALL {
            if !crate::lang::has(e.id()) {
                missing.push(e.id());
            }
        }
        assert_eq!(missing, Vec::<&str>::new());
        for lang in Lang::ALL {
            let help = help_in(lang);
            assert!(help.iter().all(|(h, rows)| !h.starts_with("win-")
                && rows.iter().all(|(_, what)| !what.starts_with("win-"))));
        }
        crate::lang::set_here(Some(Lang::De));
        let m = Moment {
            enter: Some(Enter::Remove),
            ..Moment::default()
        };
        let play = footer(Scope::Play, &m);
        assert_eq!(play.first(), Some(&("Enter", "entfernen")));
        assert!(play.contains(&("u", "rückgängig")), "{play:?}");
        assert_eq!(Scope::Menu.heading(), "Im Menü (m)");
        assert_eq!(help()[0].1[0].0, "Enter oder Leertaste");
        // The docs stay English.
        assert!(markdown().contains("| Enter or Space | place, pick up a stone"));
        crate::lang::set_here(None);
    }

    #[test]
    fn no_key_means_two_things_in_one_place() {
        assert_eq!(clashes(), Vec::<String>::new());
    }

    #[test]
    fn every_key_the_footer_names_presses_something_there() {
        for scope in Scope::ALL {
            for k in keys().filter(|k| k.scopes.contains(&scope)) {
                assert!(!k.chords.is_empty(), "{}", k.keys);
            }
        }
        let m = Moment {
            enter: Some(Enter::Place),
            ..Moment::default()
        };
        let play = footer(Scope::Play, &m);
        assert_eq!(play.first(), Some(&("Enter", "place")));
        assert!(play.contains(&("Tab", "review")) && play.contains(&("p", "replay")));
        assert!(!play.iter().any(|(n, _)| *n == "x"), "x only when optional");
    }
}

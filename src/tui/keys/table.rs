//! The rows of the table of keys: every key, where it works and is shown, what presses it,
//! its names, its action, its footer word and its help line. A data table, read by the
//! functions of [`super`]; a key is added or changed here and nowhere else.

use crossterm::event::KeyCode;

use super::{Action, Chord, Key, Scope, When};

use Chord::{Ctrl, Key as K};
use KeyCode as C;
use Scope as S;

pub(super) const BOARD: &[Scope] = &[S::Play, S::Thinking, S::Stopped, S::Over];
const ASKING: &[Scope] = &[S::Question, S::Resume, S::Unsaved];
const ARROWS: &[Chord] = &[Chord::Arrows];
const ENTER: &[Chord] = &[K(C::Enter), K(C::Char(' '))];
const ESC: &[Chord] = &[K(C::Esc)];
const UNDO: &[Chord] = &[K(C::Char('u')), K(C::Backspace)];
const REDO: &[Chord] = &[K(C::Char('r')), Ctrl('r'), Ctrl('y')];
const HELP: &[Chord] = &[K(C::Char('?')), K(C::F(1))];
const TAB: &[Chord] = &[K(C::Tab), K(C::BackTab)];
const HOME: &[Chord] = &[K(C::Home)];
const END: &[Chord] = &[K(C::End)];

/// A key of the table: where it works and where the footer shows it, what presses it, its
/// names, its action, its footer word and help line.
const fn key(
    (scopes, shown): (&'static [Scope], &'static [Scope]),
    chords: &'static [Chord],
    (name, keys): (&'static str, &'static str),
    action: Action,
    (label, when): (&'static str, When),
    help: &'static str,
) -> Key {
    Key {
        scopes,
        shown,
        chords,
        name,
        keys,
        action,
        label,
        when,
        help,
    }
}

use When::{Always, Never};

/// The footer word of a key that does what the moment asks (Enter on the board: `place`,
/// `select`, `remove`…).
pub const TASK: &str = "<the task>";

/// Every key, in the order the footer and the help give them (the most useful first).
pub const KEYS: &[Key] = &[
    // The board.
    key(
        (BOARD, &[S::Play]),
        ENTER,
        ("Enter", "Enter or Space"),
        Action::Select,
        (TASK, Always),
        "place, pick up a stone, move it, remove, pass",
    ),
    key(
        (BOARD, &[S::Play]),
        ESC,
        ("Esc", "Esc"),
        Action::Cancel,
        ("cancel", When::Selected),
        "cancel: put down the stone picked up, drop a letter typed, stop a hint or a draw \
         offer being weighed; with nothing to cancel, the menu",
    ),
    key(
        (&[S::Play, S::Thinking, S::Stopped], &[S::Play]),
        &[K(C::Char('x'))],
        ("x", "x"),
        Action::Decline,
        ("decline", When::Optional),
        "decline a removal (when optional)",
    ),
    key(
        (&[S::Thinking, S::Stopped], &[S::Thinking]),
        &[K(C::Char('t'))],
        ("t", "t"),
        Action::MoveNow,
        ("move now", When::Searching),
        "the computer plays the best move it has found so far, now",
    ),
    key(
        (&[S::Thinking, S::Play], &[S::Thinking]),
        &[K(C::Char('s'))],
        ("s", "s"),
        Action::Stop,
        ("stop", Always),
        "stop the computer: it waits until s lets it play on",
    ),
    key(
        (&[S::Stopped], &[S::Stopped]),
        &[K(C::Char('s'))],
        ("s", "s"),
        Action::PlayOn,
        ("play on", Always),
        "let the stopped computer play on",
    ),
    key(
        (BOARD, BOARD),
        UNDO,
        ("u", "u or Backspace"),
        Action::Undo,
        ("undo", Always),
        "undo one decision (a resignation or draw too); against the computer, your turn and \
         its reply",
    ),
    key(
        (&[S::Over], &[S::Over]),
        &[K(C::Char('n'))],
        ("n", "n"),
        Action::NewGame,
        ("new game", Always),
        "",
    ),
    key(
        (BOARD, &[S::Play]),
        &[K(C::Char('i'))],
        ("i", "i"),
        Action::Hint,
        ("hint", Always),
        "hint: the best turn here (exact where solved), marked ! on the board; then Enter \
         plays it, part by part",
    ),
    key(
        (BOARD, BOARD),
        &[K(C::Char('v'))],
        ("v", "v"),
        Action::Analysis,
        ("analysis", Always),
        "analysis: the value here, what each decision leads to, ? and ?? in the log",
    ),
    key(
        (
            &[S::Play, S::Thinking, S::Stopped, S::Over, S::Review],
            BOARD,
        ),
        HELP,
        ("?", "? or F1"),
        Action::Help,
        ("help", Always),
        "this help; arrows, PgUp/PgDn, Home/End scroll",
    ),
    key(
        (BOARD, BOARD),
        TAB,
        ("Tab", "Tab"),
        Action::Log,
        ("review", Always),
        "review the log: arrows step, Home/End, Enter plays on",
    ),
    key(
        (BOARD, &[S::Play, S::Over]),
        &[K(C::Char('p'))],
        ("p", "p"),
        Action::Replay,
        ("replay", Always),
        "replay: Space pauses, + and - set the speed, arrows step",
    ),
    key(
        (BOARD, BOARD),
        &[K(C::Char('m'))],
        ("m", "m"),
        Action::Menu,
        ("menu", Always),
        "menu: new game, draw offers, resignations, the computer, rules, quit",
    ),
    key(
        (
            &[
                S::Play,
                S::Thinking,
                S::Stopped,
                S::Over,
                S::Review,
                S::Replay,
                S::Menu,
            ],
            BOARD,
        ),
        &[K(C::Char('q'))],
        ("q", "q"),
        Action::Quit,
        ("quit", Always),
        "quit (asks while a game is in progress); the game is saved",
    ),
    key(
        (BOARD, &[S::Play, S::Thinking, S::Stopped]),
        ARROWS,
        ("arrows", "Arrows or h j k l"),
        Action::Up,
        ("move", Always),
        "move the cursor along the board",
    ),
    key(
        (BOARD, &[S::Play]),
        REDO,
        ("r", "r, Ctrl-R, Ctrl-Y"),
        Action::Redo,
        ("redo", Always),
        "redo one decision; against the computer, your turn and its reply",
    ),
    key(
        (BOARD, &[S::Play]),
        &[Chord::Files, Chord::Ranks],
        ("d6", "a-g then 1-7"),
        Action::File(0),
        ("jump", Always),
        "jump to a point by name (d6); the letter shows as d_",
    ),
    key(
        (&[S::Play, S::Thinking, S::Stopped], &[S::Play]),
        &[K(C::Char('n'))],
        ("n", "n"),
        Action::NewGame,
        ("new game", Always),
        "new game (asks while a game is in progress)",
    ),
    key(
        (BOARD, &[]),
        &[K(C::Char('y'))],
        ("y", "y"),
        Action::Yes,
        ("", Never),
        "the saved game offered again, after Esc put it off",
    ),
    // Review.
    key(
        (&[S::Review], &[S::Review]),
        &[K(C::Up), K(C::Left), K(C::Char('k')), K(C::Char('h'))],
        ("↑↓", "Up or Left, k or h"),
        Action::Up,
        ("step", Always),
        "a decision back",
    ),
    key(
        (&[S::Review], &[]),
        &[K(C::Down), K(C::Right), K(C::Char('j')), K(C::Char('l'))],
        ("", "Down or Right, j or l"),
        Action::Down,
        ("", Never),
        "a decision on",
    ),
    key(
        (&[S::Review], &[S::Review]),
        ENTER,
        ("Enter", "Enter or Space"),
        Action::Select,
        ("play from here", Always),
        "play on from the position shown (asks: the decisions after it are undone)",
    ),
    key(
        (&[S::Review], &[S::Review]),
        &[K(C::Esc), K(C::Tab), K(C::BackTab)],
        ("Esc", "Esc or Tab"),
        Action::Cancel,
        ("back", Always),
        "back to the game",
    ),
    key(
        (&[S::Review, S::Replay, S::Menu, S::Window], &[S::Review]),
        HOME,
        ("Home/End", "Home"),
        Action::Home,
        ("", Always),
        "the start (the first entry, the top)",
    ),
    key(
        (&[S::Review, S::Replay, S::Menu, S::Window], &[]),
        END,
        ("", "End"),
        Action::End,
        ("", Never),
        "the position now (the last entry, the end)",
    ),
    key(
        (&[S::Review], &[S::Review]),
        &[K(C::Char('p'))],
        ("p", "p"),
        Action::Replay,
        ("replay", Always),
        "replay from the position shown",
    ),
    key(
        (&[S::Review], &[S::Review]),
        &[K(C::Char('v'))],
        ("v", "v"),
        Action::Analysis,
        ("analysis", Always),
        "analysis on or off: what the decision shown did, and the best instead",
    ),
    // Replay.
    key(
        (&[S::Replay], &[S::Replay]),
        ENTER,
        ("Space", "Space or Enter"),
        Action::Select,
        ("pause/play", Always),
        "pause, or play on (at the end: from the start)",
    ),
    key(
        (&[S::Replay], &[S::Replay]),
        &[K(C::Char('+')), K(C::Char('='))],
        ("+/-", "+"),
        Action::Faster,
        ("speed", Always),
        "faster (¼ to 4 decisions a second)",
    ),
    key(
        (&[S::Replay], &[]),
        &[K(C::Char('-')), K(C::Char('_'))],
        ("", "-"),
        Action::Slower,
        ("", Never),
        "slower",
    ),
    key(
        (&[S::Replay], &[S::Replay]),
        &[K(C::Esc), K(C::Char('p'))],
        ("Esc", "Esc or p"),
        Action::Cancel,
        ("stop", Always),
        "back to the game",
    ),
    key(
        (&[S::Replay], &[S::Replay]),
        &[K(C::Left), K(C::Up), K(C::Char('h')), K(C::Char('k'))],
        ("←→", "Left or Up, h or k"),
        Action::Left,
        ("step", Always),
        "a decision back, paused",
    ),
    key(
        (&[S::Replay], &[]),
        &[K(C::Right), K(C::Down), K(C::Char('l')), K(C::Char('j'))],
        ("", "Right or Down, l or j"),
        Action::Right,
        ("", Never),
        "a decision on, paused",
    ),
    key(
        (&[S::Replay], &[S::Replay]),
        TAB,
        ("Tab", "Tab"),
        Action::Log,
        ("review", Always),
        "review from the position shown",
    ),
    // The menu.
    key(
        (&[S::Menu], &[S::Menu]),
        &[K(C::Up), K(C::Char('k'))],
        ("↑↓", "Up or k"),
        Action::Up,
        ("choose", Always),
        "the entry above",
    ),
    key(
        (&[S::Menu], &[]),
        &[K(C::Down), K(C::Char('j'))],
        ("", "Down or j"),
        Action::Down,
        ("", Never),
        "the entry below",
    ),
    key(
        (&[S::Menu], &[S::Menu]),
        ENTER,
        ("Enter", "Enter or Space"),
        Action::Select,
        ("select", Always),
        "choose the entry marked",
    ),
    key(
        (&[S::Menu], &[S::Menu]),
        &[K(C::Esc), K(C::Char('m'))],
        ("Esc", "Esc or m"),
        Action::Cancel,
        ("close", Always),
        "back to the game",
    ),
    // Help and the rules.
    key(
        (&[S::Window], &[S::Window]),
        &[K(C::Up), K(C::Char('k'))],
        ("↑↓ PgUp/PgDn Home/End", "Up or k"),
        Action::Up,
        ("scroll", Always),
        "a line up",
    ),
    key(
        (&[S::Window], &[]),
        &[K(C::Down), K(C::Char('j'))],
        ("", "Down or j"),
        Action::Down,
        ("", Never),
        "a line down",
    ),
    key(
        (&[S::Window], &[]),
        &[K(C::PageUp)],
        ("", "PgUp"),
        Action::PageUp,
        ("", Never),
        "a page up",
    ),
    key(
        (&[S::Window], &[]),
        &[K(C::PageDown)],
        ("", "PgDn"),
        Action::PageDown,
        ("", Never),
        "a page down",
    ),
    key(
        (&[S::Window], &[S::Window]),
        &[
            K(C::Esc),
            K(C::Char('q')),
            K(C::Enter),
            K(C::Char(' ')),
            K(C::Char('?')),
            K(C::F(1)),
            K(C::Char('m')),
        ],
        ("Esc", "Esc, q, Enter, ? or m"),
        Action::Cancel,
        ("close", Always),
        "close it",
    ),
    // Questions.
    key(
        (&[S::Unsaved], &[S::Unsaved]),
        &[K(C::Char('s'))],
        ("s", "s"),
        Action::SaveElsewhere,
        ("save elsewhere", Always),
        "type a file to save the game in, then quit",
    ),
    key(
        (&[S::Resume], &[S::Resume]),
        &[K(C::Char('y'))],
        ("y", "y"),
        Action::Yes,
        ("resume", Always),
        "resume the saved game",
    ),
    key(
        (&[S::Resume], &[S::Resume]),
        &[K(C::Char('n'))],
        ("n", "n"),
        Action::No,
        ("new game", Always),
        "a new game; the saved one is kept aside",
    ),
    key(
        (&[S::Resume], &[S::Resume]),
        ESC,
        ("Esc", "Esc"),
        Action::Cancel,
        ("decide later", Always),
        "decide later: the saved game stays as it is until your first decision; y asks again",
    ),
    key(
        (&[S::Resume], &[S::Resume]),
        &[K(C::Char('q'))],
        ("q", "q"),
        Action::Quit,
        ("quit", Always),
        "quit, the saved game left as it is",
    ),
    key(
        (&[S::Unsaved], &[S::Unsaved]),
        &[K(C::Char('y'))],
        ("y", "y"),
        Action::Yes,
        ("quit unsaved", Always),
        "quit without saving",
    ),
    key(
        (&[S::Unsaved], &[S::Unsaved]),
        &[K(C::Char('n')), K(C::Esc)],
        ("n", "n or Esc"),
        Action::No,
        ("back", Always),
        "back to the game",
    ),
    key(
        (&[S::Question], &[S::Question]),
        &[K(C::Char('y'))],
        ("y", "y"),
        Action::Yes,
        ("yes", Always),
        "yes",
    ),
    key(
        (&[S::Question], &[S::Question]),
        &[K(C::Char('n')), K(C::Esc)],
        ("n or Esc", "n or Esc"),
        Action::No,
        ("no", Always),
        "no: the answer that loses nothing",
    ),
    key(
        (ASKING, &[S::Question, S::Resume]),
        ARROWS,
        ("←→", "arrows"),
        Action::Left,
        ("choose", Always),
        "move the mark to the other answer",
    ),
    key(
        (ASKING, &[S::Question]),
        ENTER,
        ("Enter", "Enter or Space"),
        Action::Select,
        ("the marked one", Always),
        "take the marked answer (it starts on No where Yes loses something)",
    ),
    // The path of a save.
    key(
        (&[S::SaveAs], &[S::SaveAs]),
        &[K(C::Enter)],
        ("Enter", "Enter"),
        Action::Select,
        ("save and quit", Always),
        "save in the file typed (a new one), then quit",
    ),
    key(
        (&[S::SaveAs], &[S::SaveAs]),
        &[K(C::Esc)],
        ("Esc", "Esc"),
        Action::Cancel,
        ("back", Always),
        "back to the question",
    ),
    // The new-game screen.
    key(
        (&[S::NewGame], &[S::NewGame]),
        &[K(C::Up), K(C::Char('k'))],
        ("↑↓", "Up or k"),
        Action::Up,
        ("row", Always),
        "the row above",
    ),
    key(
        (&[S::NewGame], &[]),
        &[K(C::Down), K(C::Char('j'))],
        ("", "Down or j"),
        Action::Down,
        ("", Never),
        "the row below",
    ),
    key(
        (&[S::NewGame], &[S::NewGame]),
        &[K(C::Right), K(C::Char('l'))],
        ("←→", "Right or l"),
        Action::Right,
        ("change", Always),
        "the next value of the row (a name is typed: letters, Backspace); on Start and Cancel, the other one",
    ),
    key(
        (&[S::NewGame], &[]),
        &[K(C::Left), K(C::Char('h'))],
        ("", "Left or h"),
        Action::Left,
        ("", Never),
        "the value before",
    ),
    key(
        (&[S::NewGame], &[S::NewGame]),
        ENTER,
        ("Enter", "Enter or Space"),
        Action::Select,
        ("select", Always),
        "the next value; on Start, start the game (a game in progress is asked about first)",
    ),
    key(
        (&[S::NewGame], &[]),
        HOME,
        ("", "Home"),
        Action::Home,
        ("", Never),
        "the first row (the preset)",
    ),
    key(
        (&[S::NewGame], &[]),
        END,
        ("", "End"),
        Action::End,
        ("", Never),
        "Start",
    ),
    key(
        (&[S::NewGame], &[S::NewGame]),
        ESC,
        ("Esc", "Esc"),
        Action::Cancel,
        ("cancel", Always),
        "back to the game on the board, unchanged",
    ),
    // A screen too small.
    key(
        (&[S::Tiny], &[]),
        &[K(C::Char('q'))],
        ("q", "q"),
        Action::Quit,
        ("", Never),
        "quit (a game that is not saved asks first, once the screen is large enough to ask)",
    ),
];

/// Keys that work everywhere.
pub const ANYWHERE: &[Key] = &[
    key(
        (&[], &[]),
        &[Ctrl('c')],
        ("Ctrl-C", "Ctrl-C"),
        Action::Interrupt,
        ("", Never),
        "quit at once (asks only if the game is not saved); the game is saved",
    ),
    key(
        (&[], &[]),
        &[Ctrl('z')],
        ("Ctrl-Z", "Ctrl-Z"),
        Action::Suspend,
        ("", Never),
        "suspend to the shell; fg comes back",
    ),
];

//! What the store did reaches the screen as typed facts (`store::said`): `update` keeps and
//! branches on them, and the screen words them, in the language in force, when it draws.

use std::io::ErrorKind;

use crate::common::{self, app, screen};
use morris::lang::{Lang, set_here};
use morris::rules::Rules;
use morris::store::said::{Failure, Kept, Nowhere};
use morris::tui::messages::{SaveStatus, Stored};
use morris::tui::{Action, Msg};

/// What the store says of a save refused by the system (a folder made read-only).
fn refused() -> Stored {
    Stored::Saved {
        status: SaveStatus {
            kept: Some(Kept::NotSaved),
            unsaved: Some(Nowhere::Failed(Failure {
                said: "cannot write games/game.pgn: permission denied".into(),
                kind: Some(ErrorKind::PermissionDenied),
            })),
        },
        notes: Vec::new(),
        score: None,
    }
}

/// A save the system refused: the app keeps why as a fact (the kind of error too), the panel
/// says NOT SAVED and why until a save succeeds, and quitting asks first; the next save that
/// succeeds clears it all.
#[test]
fn a_refused_save_is_kept_as_a_fact_and_said_until_a_save_succeeds() {
    let mut a = app(Rules::default());
    common::play(&mut a, "d6");
    a.update(Msg::Stored(refused()));
    assert_eq!(
        a.unsaved().and_then(Nowhere::io_kind),
        Some(ErrorKind::PermissionDenied)
    );
    assert_eq!(a.storage(), "NOT SAVED");
    assert_eq!(
        a.message().as_deref(),
        Some(
            "NOT SAVED: cannot write games/game.pgn: permission denied (every decision tries again)"
        )
    );
    let s = screen(&a, 80, 24);
    assert!(s.contains("NOT SAVED"), "{s}");
    common::saved(&mut a, Some("games/game.pgn"), None);
    assert_eq!(a.unsaved(), None);
    assert_eq!(a.message(), None);
    assert_eq!(a.storage(), "saved to games/game.pgn");
    a.update(Action::Quit);
    assert!(!screen(&a, 80, 24).contains("permission denied"));
}

/// The same facts are worded in the language in force when they are shown, not when the
/// store said them.
#[test]
fn where_the_game_is_kept_is_worded_in_the_language_in_force() {
    let mut a = app(Rules::default());
    common::play(&mut a, "d6");
    a.update(Msg::Stored(refused()));
    set_here(Some(Lang::De));
    let (storage, message) = (a.storage(), a.message());
    set_here(None);
    assert_eq!(storage, "NICHT GESPEICHERT");
    assert_eq!(
        message.as_deref(),
        Some(
            "NICHT GESPEICHERT: cannot write games/game.pgn: permission denied (jeder Zug versucht es erneut)"
        )
    );
    common::saved(&mut a, Some("games/game.pgn"), None);
    set_here(Some(Lang::De));
    let storage = a.storage();
    set_here(None);
    assert_eq!(storage, "gespeichert in games/game.pgn");
    assert_eq!(a.storage(), "saved to games/game.pgn");
}

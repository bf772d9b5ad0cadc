//! The protocol's answers, command by command.

use super::*;

fn said(effects: &[Effect]) -> Vec<String> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Say(s) => Some(s.clone()),
            _ => None,
        })
        .collect()
}

fn session() -> Session {
    Session::new(Rules::default(), Level::MAX, 0)
}

fn search_of(effects: &[Effect]) -> Search {
    effects
        .iter()
        .find_map(|e| match e {
            Effect::Search(s) => Some(s.clone()),
            _ => None,
        })
        .expect("a search")
}

fn thought(tokens: &str) -> Thought {
    Thought {
        turn: morris_rules::parse_turn(tokens).unwrap(),
        value: Value::Score(1234),
        depth: 5,
        nodes: 2000,
        time: Duration::from_millis(4),
    }
}

/// A `position` line that cannot be read leaves no position, as a refused one does (the
/// next `go` searched the position before it); a `go` that cannot be read gets its
/// `bestmove none`, as every `go` gets one answer.
#[test]
fn an_unreadable_position_leaves_none_and_an_unreadable_go_is_answered() {
    for bad in ["position startpos garbage", "position", "position fen"] {
        let mut s = session();
        assert!(said(&s.line("position startpos moves d6")).is_empty());
        let out = said(&s.line(bad));
        assert!(out[0].starts_with("info string "), "{bad}: {out:?}");
        let out = said(&s.line("go depth 1"));
        assert_eq!(
            out.last().map(String::as_str),
            Some("bestmove none"),
            "{bad}"
        );
    }
    for bad in ["go depth 0", "go movetime 0", "go ponder"] {
        let mut s = session();
        s.line("position startpos");
        let out = said(&s.line(bad));
        assert_eq!(out.len(), 2, "{bad}: {out:?}");
        assert!(out[0].starts_with("info string "), "{bad}: {out:?}");
        assert_eq!(out[1], "bestmove none", "{bad}");
    }
}

#[test]
fn uci_lists_the_options_with_the_values_in_force() {
    let mut s = Session::new(Variant::Lasker.rules(), Level::new(4).unwrap(), 9);
    let lines = said(&s.line("uci"));
    assert!(lines[0].starts_with("id name morris "));
    assert_eq!(lines.last().map(String::as_str), Some("uciok"));
    for want in [
        "option name Level type spin default 4 min 1 max 10",
        "option name Hash type spin default 32 min 1 max 4096",
        "option name Seed type string default 9",
        "option name Variant type combo default lasker var nine var twelve var morabaraba var lasker var six var three",
        "option name Pieces type spin default 10 min 3 max 12",
        "option name MoveInPlacement type check default true",
        "option name Flying type combo default 3 var off var 3 var 4",
        "option name MoveLimit type string default off",
    ] {
        assert!(lines.iter().any(|l| l == want), "{want} in {lines:#?}");
    }
}

#[test]
fn rule_options_change_the_rules_and_bad_ones_are_refused() {
    let mut s = session();
    assert!(said(&s.line("setoption name move-limit value 50")).is_empty());
    assert_eq!(s.rules.move_limit, Some(50));
    assert!(said(&s.line("setoption name Flying value off")).is_empty());
    assert_eq!(s.rules.fly_at, None);
    let refused = said(&s.line("setoption name Pieces value 13"));
    assert!(
        refused[0].starts_with("info string setoption Pieces 13:"),
        "{refused:?}"
    );
    assert_eq!(s.rules.pieces, 9);
    let refused = said(&s.line("setoption name Blocked value maybe"));
    assert!(refused[0].contains("not a valid option"), "{refused:?}");
    // A preset starts afresh.
    s.line("setoption name Variant value Twelve Men's Morris");
    assert_eq!(s.rules, Variant::Twelve.rules());
    let none = said(&s.line("setoption name Threads value 1"));
    assert!(none[0].starts_with("info string no such option 'Threads'"));
    let bad = said(&s.line("setoption name Level value 11"));
    assert_eq!(
        bad[0],
        "info string setoption Level: '11' is not a number from 1 to 10"
    );
}

#[test]
fn a_change_of_rules_drops_the_position() {
    let mut s = session();
    s.line("position startpos moves d6");
    s.line("setoption name Variant value lasker");
    let out = said(&s.line("go depth 1"));
    assert!(out[0].contains("the rules changed"), "{out:?}");
    assert_eq!(out[1], "bestmove none");
}

#[test]
fn hash_and_seed_make_a_fresh_engine_and_level_does_not() {
    let mut s = session();
    let out = s.line("setoption name Hash value 64");
    assert!(matches!(&out[..], [Effect::Engine(c)] if c.table_mib == 64));
    assert!(s.line("setoption name Hash value 64").is_empty());
    let out = s.line("setoption name Seed value 5");
    assert!(matches!(&out[..], [Effect::Engine(c)] if c.seed == 5));
    assert!(s.line("setoption name Level value 3").is_empty());
    assert!(matches!(&s.line("ucinewgame")[..], [Effect::Engine(_)]));
}

#[test]
fn a_table_that_cannot_be_had_is_refused_and_the_old_one_kept() {
    let mut s = session();
    let kept = s.config();
    let out = s.line("setoption name Hash value 4096");
    let [Effect::Engine(wanted)] = &out[..] else {
        panic!("{out:?}")
    };
    let out = said(&s.engine_refused(*wanted, kept, "memory allocation failed"));
    assert_eq!(
        out,
        [
            "info string Hash 4096: 4096 MiB of memory could not be had (memory allocation \
             failed); the table stays 32 MiB"
        ]
    );
    // The option says what is in force, and asking again asks again.
    assert!(
        said(&s.line("uci"))
            .contains(&"option name Hash type spin default 32 min 1 max 4096".to_string())
    );
    assert!(matches!(
        &s.line("setoption name Hash value 4096")[..],
        [Effect::Engine(c)] if c.table_mib == 4096
    ));
}

#[test]
fn go_without_a_position_or_after_the_end_answers_none() {
    let mut s = session();
    let out = said(&s.line("go"));
    assert!(out[0].starts_with("info string go: no position"), "{out:?}");
    assert_eq!(out[1], "bestmove none");
    s.line("setoption name Variant value three");
    s.line("position startpos moves a1 b1 a2 b2 a3");
    let out = said(&s.line("go"));
    assert!(out[0].contains("the game is over"), "{out:?}");
    assert_eq!(out[1], "bestmove none");
    assert!(!s.searching());
}

#[test]
fn a_refused_position_is_named_and_leaves_none() {
    let mut s = session();
    s.line("position startpos moves d6");
    let out = said(&s.line("position startpos moves d6 d6"));
    assert_eq!(
        out[0],
        "info string position refused: token 2 (d6): d6 is not legal here: d6 is occupied"
    );
    let out = said(&s.line("go depth 1"));
    assert!(out[0].contains("the last position was refused"), "{out:?}");
    let out = said(&s.line("position fen ****/x w"));
    assert!(
        out[0].starts_with("info string position refused: FEN"),
        "{out:?}"
    );
}

#[test]
fn go_asks_for_a_search_with_the_limits_given() {
    let mut s = session();
    s.line("position startpos moves d6");
    let search = search_of(&s.line("go movetime 300"));
    assert_eq!(search.limits.time, Some(Duration::from_millis(300)));
    assert_eq!(search.limits.depth, None);
    assert_eq!(search.before.len(), 1);
    assert!(s.searching());
    // A second go waits for the first.
    assert!(s.line("go depth 3").is_empty());
    let out = s.searched(Some(thought("d2")));
    assert_eq!(said(&out)[1], "bestmove d2");
    let next = search_of(&out);
    assert_eq!(next.limits.depth, Some(3));
    s.searched(Some(thought("d2")));
    let level = Level::new(3).unwrap();
    assert_eq!(
        Go::default().limits(level, PLAIN_GO, 0, 0),
        level.limits(PLAIN_GO)
    );
    assert_eq!(
        Go::default().limits(Level::MAX, PLAIN_GO, 0, 0).time,
        Some(Duration::from_secs(1))
    );
}

/// `go wtime … btime … winc … binc …` gives the turn what a game on the clock gives the
/// computer (the engine's clock rule), not the level's second, and never the whole clock.
#[test]
fn a_clock_gives_the_turn_what_the_clock_rule_gives_it() {
    let ms = Duration::from_millis;
    let clock = Go {
        clock: [Some(60_000), Some(100)],
        increment: [Some(1_000), Some(0)],
        ..Go::default()
    };
    let at = |side, ply| clock.limits(Level::MAX, PLAIN_GO, side, ply);
    // 1+1 at the start: a fortieth of the minute and three quarters of the second.
    assert_eq!(at(0, 0).time, Some(ms(2_250)));
    assert_eq!(
        at(0, 0).time,
        Some(crate::time_for_turn(ms(60_000), ms(1_000), 0))
    );
    assert_eq!((at(0, 0).depth, at(0, 0).nodes), (None, None));
    // Later in the game, less of what is left.
    assert!(at(0, 100).time < at(0, 0).time);
    // A tenth of a second left and no increment: at once, one move deep.
    assert_eq!(at(1, 20).time, Some(ms(1)));
    assert_eq!(at(1, 20).depth, Some(1));
    // A level under 10 keeps its depth and budget within the clock's time.
    let three = Level::new(3).unwrap();
    let l = clock.limits(three, PLAIN_GO, 0, 0);
    assert_eq!(
        (l.depth, l.nodes),
        (three.limits(PLAIN_GO).depth, three.limits(PLAIN_GO).nodes)
    );
    assert_eq!(l.time, Some(ms(2_250)));
    // movetime wins over the clock; movestogo caps the share.
    let fixed = Go {
        movetime: Some(300),
        ..clock
    };
    assert_eq!(fixed.limits(Level::MAX, PLAIN_GO, 0, 0).time, Some(ms(300)));
    let hundred = Go {
        moves_to_go: Some(100),
        clock: [Some(60_000), None],
        increment: [None; 2],
        ..Go::default()
    };
    assert_eq!(
        hundred.limits(Level::MAX, PLAIN_GO, 0, 0).time,
        Some(ms(600))
    );
}

#[test]
fn a_removal_is_its_own_bestmove_from_the_same_search() {
    let mut s = session();
    s.line("position startpos moves a1 b2 a4 b4");
    search_of(&s.line("go depth 3"));
    let out = said(&s.searched(Some(thought("a7xb2"))));
    assert_eq!(
        out,
        [
            "info depth 5 score cp 123 nodes 2000 nps 500000 time 4 pv a7 xb2",
            "bestmove a7"
        ]
    );
    s.line("position startpos moves a1 b2 a4 b4 a7");
    let out = s.line("go depth 3");
    assert!(!s.searching(), "answered at once: {out:?}");
    assert_eq!(said(&out)[1], "bestmove xb2");
    // Asked again, the removal is searched.
    assert!(matches!(&s.line("go depth 3")[..], [Effect::Search(_)]));
}

#[test]
fn two_removals_come_one_go_each() {
    let mut s = session();
    s.line("setoption name DoubleMill value each");
    let moves = "a4 b2 a7 c3 d1 e5 g1 f6";
    s.line(&format!("position startpos moves {moves}"));
    search_of(&s.line("go depth 2"));
    let out = said(&s.searched(Some(thought("a1xb2xc3"))));
    assert_eq!(out.last().map(String::as_str), Some("bestmove a1"));
    s.line(&format!("position startpos moves {moves} a1"));
    assert_eq!(said(&s.line("go depth 2"))[1], "bestmove xb2");
    s.line(&format!("position startpos moves {moves} a1 xb2"));
    assert_eq!(said(&s.line("go depth 2"))[1], "bestmove xc3");
    assert!(!s.searching());
}

#[test]
fn the_rest_of_a_turn_is_not_given_for_another_position() {
    let mut s = session();
    s.line("position startpos moves a1 b2 a4 b4");
    s.line("go depth 3");
    s.searched(Some(thought("a7xb2")));
    s.line("position startpos moves a1 b2 a4 b6 a7");
    assert!(matches!(&s.line("go depth 3")[..], [Effect::Search(_)]));
}

#[test]
fn stop_answers_an_infinite_search_and_only_stop() {
    let mut s = session();
    s.line("position startpos");
    search_of(&s.line("go infinite"));
    assert_eq!(
        s.progress(&thought("d6")),
        [say(&info_line(&thought("d6")))]
    );
    // It ended by itself (a forced line): the answer waits for stop.
    assert!(s.searched(Some(thought("d6"))).is_empty());
    let waits = said(&s.line("position startpos moves d6"));
    assert!(
        waits[0].contains("position waits for the search"),
        "{waits:?}"
    );
    assert_eq!(said(&s.line("isready")), ["readyok"]);
    let out = said(&s.line("stop"));
    assert_eq!(out.last().map(String::as_str), Some("bestmove d6"));
    assert!(!s.searching());
    // The position that waited was set.
    let search = search_of(&s.line("go depth 1"));
    assert_eq!(search.before.len(), 1);
    // stop with nothing under way does nothing.
    s.searched(None);
    assert!(s.line("stop").is_empty());
}

#[test]
fn stop_during_a_search_stops_it_and_the_answer_follows() {
    let mut s = session();
    s.line("position startpos");
    s.line("go infinite");
    assert_eq!(s.line("stop"), [Effect::Stop]);
    let out = said(&s.searched(Some(thought("d2"))));
    assert_eq!(out.last().map(String::as_str), Some("bestmove d2"));
}

#[test]
fn each_stop_ends_the_go_before_it_even_one_that_waited() {
    let mut s = session();
    s.line("position startpos");
    search_of(&s.line("go infinite"));
    assert_eq!(s.line("stop"), [Effect::Stop]);
    // The next go waits for the first search's answer; its stop comes before it starts.
    s.line("go infinite");
    s.line("stop");
    let out = s.searched(Some(thought("d2")));
    assert_eq!(said(&out).last().map(String::as_str), Some("bestmove d2"));
    search_of(&out);
    assert_eq!(out.last(), Some(&Effect::Stop), "{out:?}");
    let out = said(&s.searched(Some(thought("d6"))));
    assert_eq!(out.last().map(String::as_str), Some("bestmove d6"));
    assert!(!s.searching());
    // Many pairs: every go is answered, and nothing is left searching.
    let mut answers = 0;
    let mut count = |out: &[Effect]| {
        answers += said(out)
            .iter()
            .filter(|l| l.starts_with("bestmove"))
            .count()
    };
    for _ in 0..200 {
        count(&s.line("go infinite"));
        count(&s.line("stop"));
    }
    while s.searching() {
        count(&s.searched(Some(thought("d2"))));
    }
    assert_eq!(answers, 200);
    // A stop with no search to stop is still harmless.
    assert!(s.line("stop").is_empty());
}

#[test]
fn quit_stops_the_search_and_ends_after_its_answer() {
    let mut s = session();
    s.line("position startpos");
    s.line("go infinite");
    s.line("position startpos moves d6");
    assert_eq!(s.line("quit"), [Effect::Stop]);
    let out = s.searched(Some(thought("d2")));
    assert_eq!(out.last(), Some(&Effect::Quit));
    assert!(said(&out).contains(&"bestmove d2".to_string()));
    assert_eq!(session().line("quit"), [Effect::Quit]);
}

#[test]
fn the_end_of_input_answers_what_came_before() {
    let mut s = session();
    s.line("position startpos");
    s.line("go depth 4");
    s.line("go depth 5");
    assert!(s.end_of_input().is_empty());
    let out = s.searched(Some(thought("d2")));
    assert!(matches!(out.last(), Some(Effect::Search(_))), "{out:?}");
    let out = s.searched(Some(thought("d6")));
    assert_eq!(out.last(), Some(&Effect::Quit));
    // A go infinite with no input left to stop it is stopped.
    let mut s = session();
    s.line("position startpos");
    s.line("go infinite");
    assert_eq!(s.end_of_input(), [Effect::Stop]);
    let out = s.searched(Some(thought("d2")));
    assert_eq!(out.last(), Some(&Effect::Quit));
}

#[test]
fn scores_read_as_uci_writes_them() {
    assert_eq!(score(Value::Score(1234)), "cp 123");
    assert_eq!(score(Value::Score(-56)), "cp -6");
    assert_eq!(score(Value::Win(3)), "mate 3");
    assert_eq!(score(Value::Loss(2)), "mate -2");
    assert_eq!(score(Value::Draw), "cp 0");
}

#[test]
fn control_characters_never_reach_the_output() {
    let mut s = session();
    let out = said(&s.line("\u{1b}]0;evil\u{7}"));
    assert!(!out[0].chars().any(char::is_control), "{out:?}");
}

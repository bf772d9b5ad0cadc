### board: the game's own screen — the panel, the task line, the banner, the log, the notes,
### and the rules' refusals. `$num` is `pl` where a player goes by the side's name (White),
### `sg` for a name: English and German say both alike; Portuguese says "As Brancas colocam",
### "Ana coloca". `$side` is `white` or `black`, for the stones' colour.

## Names
board-computer-name = morris level { $level }
board-who = { $name } ({ $side })

## The task line: the player at the keyboard is asked.
board-task-place = { $who }: place a stone ({ $n } in hand)
board-task-place-or-move = { $who }: place a stone ({ $n } in hand) or move one
board-task-move-selected-or-place = { $who }: move the stone on { $point } to { $target }, or Esc to place instead
board-task-move-selected = { $who }: move the stone on { $point } to { $target }
board-task-move = { $who }: move a stone
board-task-fly-selected = { $who }: fly the stone on { $point } to any empty point
board-task-fly = { $who }: fly a stone
board-task-remove = { $n ->
    [one] { $who }: remove a { $side } stone
   *[other] { $who }: remove { $n } { $side } stones
}
board-task-pass = { $who }: blocked, press Enter to pass
# `morris show`'s line, without a key.
board-task-pass-short = { $who }: blocked, pass
board-task-won = { $who } wins: { $why }
board-task-drawn = Draw: { $why }
# Where a picked-up stone may go: "move the stone on d6 to a ◇ point".
board-target = a { $glyph } point
board-target-marked = a marked point

## The task line while the computer is to move: said of it (busy), or what it is to do (stopped).
board-computer-places = { $who } places a stone ({ $n } in hand)
board-computer-to-place = { $who } is to place a stone ({ $n } in hand)
board-computer-places-or-moves = { $who } places a stone ({ $n } in hand) or moves one
board-computer-to-place-or-move = { $who } is to place a stone ({ $n } in hand) or move one
board-computer-moves = { $who } moves a stone
board-computer-to-move = { $who } is to move a stone
board-computer-flies = { $who } flies a stone
board-computer-to-fly = { $who } is to fly a stone
board-computer-removes = { $n ->
    [one] { $who } removes a { $side } stone
   *[other] { $who } removes { $n } { $side } stones
}
board-computer-to-remove = { $n ->
    [one] { $who } is to remove a { $side } stone
   *[other] { $who } is to remove { $n } { $side } stones
}
board-computer-passes = { $who } is blocked: it passes
board-computer-to-pass = { $who } is to pass (blocked)

## The players' lines: stones in hand, on the board, captured (the stone's glyph after it).
board-counts-mill-wins = hand { $hand }  board { $board }
board-counts = hand { $hand }  board { $board }  captured { $lost } { $stone }
# Under 32 columns.
board-counts-narrow = hand { $hand } board { $board } took { $lost }{ $stone }

## The score line: "score Alice 3 – 2 Bob (1 draw)".
board-score = score
board-score-draws = { $n ->
    [one] ({ $n } draw)
   *[other] ({ $n } draws)
}
# The computer, where the line is short.
board-score-level = level { $level }

## Review and replay.
board-review-start = the start, before move 1
board-review-after = after { $at }
board-move-at-start = the start
board-move-at = move { $number }, { $side }
board-move-at-owed = { $n ->
    [one] move { $number }, { $side }, before its removal
   *[other] move { $number }, { $side }, before its { $n } removals
}
board-banner-review = review · { $at } · Esc returns
board-banner-replay-paused = replay · { $at } · { $speed } per second · paused
# The decimal point of the replay's speed (0.25 per second).
board-decimal-point = .
board-banner-replay-playing = replay · { $at } · { $speed } per second · playing
board-review-click = A past position: Enter plays on from here, Esc goes back to the game
board-replay-click = A replay: Space pauses or plays, Esc goes back to the game
board-log-title = Moves
board-log-title-viewing = Moves (viewing)
board-typed-file = typed { $file }_: now its digit

board-too-small = morris needs a terminal of at least { $need }; this one is { $have }. Enlarge it, or press q to quit.

## Why a game ended.
board-reason-fewer = { $num ->
   *[other] { $who } has fewer than 3 pieces
}
board-reason-blocked = { $num ->
   *[other] { $who } is blocked
}
board-reason-mill-wins = { $num ->
   *[other] { $who } closed a mill
}
board-reason-resigned = { $num ->
   *[other] { $who } resigned
}
board-flag-fell = { $num ->
   *[other] Time! { $who } ran out of time
}
board-reason-on-time = { $num ->
   *[other] { $who } lost on time
}
board-reason-board-full = board full
board-reason-both-blocked = both players are blocked
board-reason-move-limit = { $n } plies without a removal
board-reason-endgame = { $n } plies with 3 pieces each
board-reason-repetition = the same position for the third time
board-reason-agreement = draw agreed

## The result, the essential first: "Alice wins — Bob resigned".
board-outcome-win = { $num ->
   *[other] { $who } wins { $dash } { $why }
}
board-outcome-agreed = Draw agreed
board-outcome-draw = Draw { $dash } { $why }

## The rules' refusals: "d6 is not legal here: d6 is occupied".
board-not-legal = { $decision } is not legal here: { $why }
board-not-legal-remove = Cannot remove { $point }: { $why }
board-illegal-over = the game is over ({ $why })
board-not-a-point = { $point } is not a point of this board
board-illegal-no-stone = { $point } holds no { $side } stone
board-illegal-protected = { $point } is in a mill and stones in mills are protected
board-illegal-protected-outside = { $point } is in a mill and { $who } has stones outside mills
board-illegal-decline = the removal is not optional in these rules
board-illegal-remove-first = { $who } must first remove a { $side } stone
board-illegal-none-owed = no removal is owed: nobody closed a mill
board-illegal-not-blocked = { $who } is not blocked
board-illegal-no-hand = { $who } has no pieces in hand
board-illegal-occupied = { $point } is occupied
board-illegal-reform = { $what } would re-form the mill broken on { $who }'s last move (no re-forming)
board-illegal-must-place = { $who } must place while holding pieces
board-illegal-not-adjacent = { $to } is not adjacent to { $from }
board-illegal-too-long = the game has { $n } decisions, the most a record is read with: it cannot go on (undo, or start a new game)

## Notes on the panel, as the player plays.
board-no-shell = Ctrl-Z: no shell here to resume the game; q quits
board-decline-none-owed = x declines a removal; no removal is owed
board-log-empty = The log is empty: nothing to review yet
board-replay-nothing = Nothing to replay yet
board-type-point = type a point as a letter then a digit: d6
board-type-move = - starts a move from your own stone, as it is written: e3-e4
board-file-dropped = { $file }_ dropped: a point is a letter then a digit (d6)
board-undone = Undone: { $what }
board-undone-stopped = Undone: { $what } (the computer stopped)
board-undone-ending = Undone: the ending
board-undo-nothing = Nothing to undo
board-redone = Redone: { $what }
board-redo-nothing = Nothing to redo
board-ending-resignation = { $num ->
   *[other] { $who }'s resignation
}
board-ending-agreed = the agreed draw
board-new-game = New game
board-mill-removes = { $n ->
    [one] Mill! { $num ->
       *[other] { $who } removes a { $side } stone
    }
   *[other] { $n } mills! { $num ->
       *[other] { $who } removes { $n } { $side } stones
    }
}
# Mills the computer closed: its task line says what it removes.
board-mills = { $n ->
    [one] Mill!
   *[other] { $n } mills!
}
board-mill-none-on-board = { $num ->
   *[other] Mill! but { $who } has no stone on the board: nothing to remove
}
board-mill-all-protected = Mill! but every { $side } stone is protected in a mill: nothing to remove
board-game-over-keys = The game is over: u undoes, n starts a new game
board-must-place = { $num ->
   *[other] { $who } must place: choose an empty point
}
board-cannot-move = The stone on { $point } cannot move
board-not-yours = { $point } holds a { $side } stone: choose one of yours
board-choose-stone = Choose one of your stones first
board-put-refused = { $why }: choose { $target }, or Esc
board-put-refused-or-place = { $why }: choose { $target }, or Esc to place instead
board-cannot-go = The stone on { $from } cannot go to { $to }: choose { $target }, or Esc
board-cannot-go-or-place = The stone on { $from } is selected and cannot go to { $to }: choose { $target }, or Esc to place instead
board-turned = The board is turned: a1 is at the top right (o turns it back)
board-unturned = The board is the usual way round: a1 at the bottom left

## Analysis and hints.
board-analysis-on = Analysis on (v turns it off)
board-analysis-off = Analysis off
board-analysis = Analysis: { $line }
board-hint-over = The game is over: no hint
board-hint-not-yours = { $who } is to move: a hint is for your own turn
board-hint-busy = The computer is thinking already
board-hint = Hint: { $line }, { $value }
board-hint-looking = Looking for a hint…
board-hint-stopped = Hint stopped
board-hint-esc = Looking for a hint: Esc stops it
board-hint-wait = Enter plays nothing until the hint is found: wait for it, or Esc stops looking
board-value-draw = Draw
# A search's score in stones (a stone is a piece on the board or in hand), for the side it
# favours: { $amount } is quarter, half, three-quarters, one, or more (then { $stones }: 1.5, 2…).
board-value-even = about even
board-value-ahead = { $side } is better by about { $amount ->
    [quarter] a quarter of a stone
    [half] half a stone
    [three-quarters] three quarters of a stone
    [one] a stone
   *[more] { $stones } stones
}
board-value-winning = { $side } should win
board-value-won = { $who } has won
# "White wins in 7 turns (White's 4th)": turns of both players, the winner's own beside.
board-value-wins-in = { $n ->
    [one] { $who } wins in { $n } turn ({ $who }'s { $own })
   *[other] { $who } wins in { $n } turns ({ $who }'s { $own })
}
board-analysis-rules = not solved under these rules: { $why }
board-analysis-no-reform = no re-forming
board-solving = solving{ $dots }
board-reading-class = reading { $what } from the cache{ $dots }
board-solving-placements = solving placements{ $dots }
board-solving-whole-placements = solving the whole game: placements{ $dots }
board-solving-class = solving { $what }{ $dots } { $done }%
board-solving-whole = solving the whole game: { $what }{ $dots } { $done }%
board-analysis-too-many = too many stones to solve here: { $what }
board-analysis-not-yet = not solved yet: { $what }
board-analysis-not-yet-hand = not solved yet: pieces in hand
board-no-solve-thread = no thread to solve on
board-analysis-no-hand = not solved with pieces in hand on this board
board-searching-placement = searching the placement{ $dots }
board-analysis-not-proved = not proved with pieces in hand: the search over the placement ran out of time
board-analysis-not-proved-missing = not proved with pieces in hand: the search needs classes not solved ({ $what })
board-analysis-not-proved-large = not proved with pieces in hand: the classes the placement leads to ({ $what }) are in the cache, but could not be read

## The computer.
board-thinking = { $who } is thinking…
board-best-so-far = best so far: { $line } ({ $value }, depth { $depth })
board-weighs-draw = { $who } weighs the draw…
board-weighs-your-offer = { $who } weighs your draw offer: Esc withdraws it
board-computer-stopped = { $who } is stopped: s lets it play on
board-computer-plays-on = { $who } plays on
board-computer-chosen = { $who } has chosen its turn: it is being played
board-computer-holds = { $who } plays { $side }: s lets it play on, the menu (m) gives { $side } back to you
board-computer-owns-turn = { $who } is to move (s stops it)
board-move-now = { $who } plays the best it has found so far
board-your-turn-s = Your turn: s stops the computer on its own turn
board-draw-accepted = { $who } accepts the draw
board-draw-declined = { $who } declines the draw and plays on
board-draw-busy = { $who } is busy: offer the draw again in a moment
board-draw-withdrawn = The draw offer is withdrawn
board-draw-withdrawn-after = { $note }; the draw offer is withdrawn
board-seat-back = { $num ->
   *[other] { $who } plays { $side } again
}
board-seat-computer = { $who } plays { $side }
board-played-place = { $who } placed a stone on { $point }
board-played-pass = { $who } passed: it could not move
board-played = { $who } played { $decision }
board-played-removed-one = { $did } and removed the { $side } stone on { $point }
board-played-removed = { $did } and removed the { $side } stones on { $points } and { $last }

## Starting and saving.
board-note-record-rules = the record's own rules apply
board-file-gone = { $path } is not there any more
board-not-saved = NOT SAVED
board-seat-changed = { $side } is { $now } now (the command line), not { $was }
board-needs-terminal = a game needs a terminal to play in; for scripts there are the show, legal and perft commands
board-needs-terminal-why = a game needs a terminal to play in ({ $why })
board-dumb-terminal = this terminal (TERM=dumb) cannot place the cursor, and the game needs one that can; try it in a terminal emulator, tmux or screen
board-no-data-folder = there is no data folder on this system: type a folder

## A decision judged, in review with analysis on.
board-judged = { $decision } { $verdict }
board-judged-best = { $decision } { $verdict }; best was { $best }: { $value }
board-verdict-threw-win = threw { $side }'s win away
board-verdict-threw-draw = threw { $side }'s draw away
board-verdict-slower-win = was a slower win
board-verdict-quicker-loss = was a quicker loss
board-verdict-best = was a best decision
board-value-draw-inline = draw

# An endgame by its stones on the board: `9 v 3`.
board-class = { $a } v { $b }

# Sharing a game (w, the menu): the clipboard by OSC 52.
share-record-copied = Record copied to the clipboard (if your terminal allows it); it is also saved at { $path }
share-record-copied-unsaved = Record copied to the clipboard (if your terminal allows it); it is not saved on disk
share-fen-copied = Position copied to the clipboard (if your terminal allows it): { $fen }
share-record-not-copied = The terminal cannot take the record ({ $why }): it is at { $path }
share-record-not-copied-unsaved = The terminal cannot take the record ({ $why }), and it is not saved on disk
share-fen-not-copied = The terminal cannot take the position ({ $why }): { $fen }
share-why-dumb = TERM is dumb
share-why-not-a-terminal = the output is not a terminal
share-why-too-large = { $kb } kB, more than terminals take

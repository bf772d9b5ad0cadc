### screens: the new-game screen, the saved games, the position editor.

## The new-game screen: its rows' labels (the labels' column is 18 wide), values, what
## each row means, its buttons and what it says.

scr-ng-title = New game
scr-ng-preset = preset
# Under a side's row, indented by the code.
scr-ng-level = level
scr-ng-name = name
# An empty name field: the name the side goes by ("(as White)").
scr-ng-name-default = (as { $side })
scr-ng-clock = clock
scr-ng-clock-none = none
scr-ng-about-clock = the clocks: minutes for each side, and seconds added after each turn; a side whose time runs out loses
scr-ng-analysis = analysis
# The rule options' rows, by the setting's key (the key itself where none is given here).
scr-ng-rule-pieces = pieces
scr-ng-rule-diagonals = diagonals
scr-ng-rule-no-flying = flying
scr-ng-rule-fly-at = fly-at
scr-ng-rule-mill-protection = mill-protection
scr-ng-rule-double-mill = double-mill
scr-ng-rule-blocked = blocked
scr-ng-rule-endgame-draw = endgame-draw
scr-ng-rule-move-limit = move-limit
scr-ng-rule-no-reform = re-forming
scr-ng-rule-optional-removal = optional-removal
scr-ng-rule-repetition = repetition
scr-ng-rule-move-in-placement = move-in-placement
scr-ng-rule-mill-wins = mill-wins
scr-ng-start = Start
scr-ng-set-up = Set up a position
scr-ng-cancel = Cancel
scr-ng-on = on
scr-ng-off = off
scr-ng-computer = the computer
scr-ng-person = a person
scr-ng-about-player = who plays { $side }: a person at this keyboard, the computer, or a friend at another terminal
scr-ng-about-level = the computer's level: 1 (a beginner) to 10 (the strongest)
scr-ng-about-name = { $side }'s name: type it (Backspace takes a letter back)
# $rules: the rules in a sentence ("Nine Men's Morris: standard board, …").
scr-ng-about-start = start a game of { $rules }
scr-ng-about-set-up = set up a position of { $rules }, then start from it
scr-ng-about-cancel = back to the game on the board, unchanged
# The title's signs of rows above and below the ones shown.
scr-ng-more-above = { $arrow } more
scr-ng-more-below = { $arrow } { $n } more
# $name is quoted.
scr-ng-computer-s-name = { $name } is the computer's name: choose the computer for { $side }, or another name
scr-ng-name-full = a name is at most { $n } characters: this one is full
scr-ng-not-kept = New game; { $keys } could not be kept for next time ({ $n ->
    [one] its line is
   *[other] their lines are
} more than a plain `key = value` in the preferences, left as written)
scr-ng-not-kept-any = New game; the choices could not be kept for next time ({ $error })

## The saved games. The column heads (Players, Variant, Date, Moves, Result, Notes, File) are
## the records' tags and stay as they are; the result column is 11 wide, the notes 12 (26 on a
## wide screen).

scr-sv-title = Saved games
# Where the rows shown are in a long list: "1-10 of 25".
scr-sv-range = { $from }-{ $to } of { $n }
scr-sv-typing = Folder or file:
scr-sv-in = In { $place } (/ types another folder or file)
scr-sv-in-data-folder = In the data folder (/ types another folder or file)
scr-sv-reading = Reading the saved games…
scr-sv-cannot-list = This cannot be listed: { $error }
scr-sv-none = No saved games here: / types another folder or file, Esc goes back
scr-sv-opening = Opening…
scr-sv-in-progress = in progress
scr-sv-set-up = set up
scr-sv-analysis = analysis
scr-sv-hints = { $n ->
    [one] { $n } hint
   *[other] { $n } hints
}
scr-sv-help = help
scr-sv-this-game = this game
# The marked record in full.
scr-sv-detail = { $file } { $dash } { $white } ({ $side_white }) against { $black } ({ $side_black }), { $variant }
scr-sv-detail-set-up = , set up from a position
scr-sv-detail-analysis = , analysis shown
scr-sv-detail-hints = { $n ->
    [one] , { $n } hint
   *[other] , { $n } hints
}
scr-sv-detail-here = (the game at the table)
scr-sv-nothing-to-open = There is no saved game here to open: / types another folder or file
scr-sv-cannot-open = { $file } cannot be opened ({ $error })
scr-sv-this-goes-on = That is this game: it goes on
scr-sv-not-saved = This game is NOT saved ({ $why }): opening another would lose it; q then s saves it elsewhere
scr-sv-nothing-to-keep = There is no saved game here to keep aside
scr-sv-keep-this = That is the game being played: n starts a new game and keeps it aside
# What the store says of a record.
scr-sv-unreadable = cannot be read: { $error }
scr-sv-damaged = damaged: { $error }
scr-sv-gone = { $file } is not there any more
scr-sv-kept-aside = { $file } was kept aside as { $aside }
scr-sv-scores-lost = (the scoreboard could not follow it: { $error })
scr-sv-not-kept-aside = { $file } could not be kept aside: { $error }
scr-sv-busy = { $file } is being played in another morris: it is left as it is

## The position editor: the header, the panel (29 columns at the smallest size), what it
## says, the FEN window, its questions.

scr-ed-header = set up a position
scr-ed-title = Set up a position
scr-ed-on-board = { $side }: { $n } on the board
scr-ed-in-hand = { $n } in hand
# Before the keys that change a hand ("keys [ ]").
scr-ed-keys = keys
scr-ed-to-move = { $side } to move
scr-ed-no-removal = No removal owed
scr-ed-owes = { $n ->
    [one] { $side } owes a removal
   *[other] { $side } owes { $n } removals
}
scr-ed-typed = typed { $file }_: now its digit
scr-ed-ready = Ready: s starts a game from here
scr-ed-cannot-start = Cannot start yet:
scr-ed-more-problems = { $n ->
    [one] +{ $n } more problem
   *[other] +{ $n } more problems
}
# The buttons, each with its key beside it: [Start s] [FEN F] [Clear C] [Back Esc].
scr-ed-start = Start
scr-ed-fen = FEN
scr-ed-clear = Clear
scr-ed-back = Back
scr-ed-undone = Last edit undone
scr-ed-nothing-to-undo = Nothing to undo in the editor
scr-ed-hand-empty = { $side } has no piece in hand to take away
scr-ed-hand-full = { $side } has { $on } on the board: at most { $room } in hand under these rules
scr-ed-cleared = Board cleared: { $n } pieces in hand each (u brings the stones back)
scr-ed-no-fen = No FEN yet: the position cannot start a game, as the panel says
scr-ed-not-yet = Cannot start yet: the panel says why
scr-ed-left = Position editor left: the game is as it was
scr-ed-started = New game from the position set up
scr-ed-confirm-title = New game
scr-ed-confirm = Abandon the game in progress and start from the position set up? It is kept aside.
scr-ed-confirm-yes = Start (y)
scr-ed-confirm-no = Back (n)
scr-ed-quit-title = Quit
scr-ed-quit = Quit morris? The position set up here is not kept; the game on the board is saved.
scr-ed-quit-yes = Quit (y)
scr-ed-quit-no = Back (n)
scr-ed-fen-title = FEN of the position
scr-ed-fen-closes = Esc closes
scr-ed-fen-copy = Select it with the mouse to copy it (in most terminals, Shift and drag).
scr-ed-fen-too-wide = The FEN is { $n } characters, wider than this terminal ({ $width }): widen it to copy the FEN on one line.
# $command: the command line, never translated.
scr-ed-fen-play = To play from it: { $command }
scr-ed-fen-play-flags = To play from it: morris --fen, with --variant and the options of these rules (a FEN carries no rules)

## What is wrong with a position set up ($side: Weiß, Brancas…; $other_adj: the other side's
## colour as an adjective).

scr-pr-off-board = { $point } is not a point of this board
scr-pr-too-many-stones = too many stones: { $side } has { $on } on the board, and the rules give { $pieces }
scr-pr-too-many-pieces = a count that cannot be: { $side } has { $on } on the board and { $hand } in hand, more than { $pieces } pieces
scr-pr-lost-to-move = { $side }, to move, has lost already: { $left } on the board and in hand, fewer than 3
scr-pr-lost = { $side } has lost already: { $left } on the board and in hand, fewer than 3
scr-pr-too-many-owed = { $owed } removals owed; these rules owe at most { $most } at once
scr-pr-owed-without-mill = { $side } owes a removal but has no mill on the board that could have earned it
scr-pr-nothing-to-remove = { $side } owes a removal, but no { $other_adj } stone may be removed
scr-pr-owed-without-two-mills = { $side } owes 2 removals but has no stone closing two mills at once that could have earned them
scr-pr-one-to-remove = { $side } owes 2 removals, but only one { $other_adj } stone may be removed
scr-pr-placed-out-of-turn-even = a count that cannot be: { $side_white } has placed { $white } and { $side_black } { $black }, with { $side } to move ({ $side_white } places first, so both have placed as many)
scr-pr-placed-out-of-turn-odd = a count that cannot be: { $side_white } has placed { $white } and { $side_black } { $black }, with { $side } to move ({ $side_white } places first, so { $side_white } has placed one more)
scr-pr-blocked = { $side }, to move, has lost already: blocked, no stone can move ({ $winner } wins)
scr-pr-mill-won = { $winner } has won already: a mill stands, and a mill wins
scr-pr-board-full = the game is drawn already: every point is taken
scr-pr-over = the game is over already: { $reason }

# A variant's name in the saved games' narrow Variant column: one word each.
scr-sv-variant-nine = Nine
scr-sv-variant-twelve = Twelve
scr-sv-variant-morabaraba = Morabaraba
scr-sv-variant-lasker = Lasker
scr-sv-variant-six = Six
scr-sv-variant-three = Three

# The saved games' column headings (the moves' column is as wide as its heading, at least 5).
scr-sv-col-players = Players
scr-sv-col-variant = Variant
scr-sv-col-date = Date
scr-sv-col-moves = Moves
scr-sv-col-result = Result
scr-sv-col-notes = Notes
scr-sv-col-file = File

# A rule choice's value on the new-game screen (English shows the preferences' names).
scr-ng-value-unless-all = unless-all
scr-ng-value-never = never
scr-ng-value-always = always
scr-ng-value-one = one
scr-ng-value-each = each
scr-ng-value-lose = lose
scr-ng-value-pass = pass

# What stands for the FEN in the command that plays it: one word, so that the window's line
# never breaks inside it.
scr-ed-the-fen = <FEN>

# The Puzzles screen (issue 37).
puz-header = Puzzles
puz-header-pack = Puzzles: { $name }
puz-none-unsolvable = No puzzles are shipped for these rules, and none can be made: they are not solved here ({ $why }).
mk-none-shipped = No puzzles are shipped for these rules: a set can be made for them from their exact values.
mk-keys = Enter or n: make puzzles for these rules (seconds to a minute) · Esc: back to the game
mk-keys-running = Esc: stop
mk-reading = Reading the set kept for these rules…
mk-solving = Making puzzles: solving { $class }, { $pct }%…
mk-drawing = Making puzzles: looking for positions with one answer…
mk-rating = Making puzzles: weighing puzzle { $i } of { $n }…
mk-stopped = Stopped: no set was made.
mk-none-found = No puzzle was found under these rules.
mk-unsolvable = These rules are not solved here ({ $why }).
mk-damaged = The set kept in { $path } was refused ({ $why }): it is made again.
mk-not-kept = The set could not be kept in { $path } ({ $why }): it is made again next time.
mk-bad-line = line { $n }: { $why }
mk-bad-puzzle = the exact values disagree with { $fen } ({ $why })
mk-empty = it holds no puzzle
mk-no-cache = This system has no cache folder: the set is not kept, and is made again next time.
puz-title = Puzzle { $n } of { $total }
puz-task-win = { $n ->
    [one] { $side } to move: win in { $n } turn
   *[other] { $side } to move: win in { $n } turns
}
puz-task-defend = { $side } to move: the only move that keeps the draw
puz-task-removal = { $side } has closed a mill: remove the right stone
puz-difficulty = Difficulty { $d } of 5
puz-flying = flying
puz-blockade = blockade
puz-tries = { $n ->
    [one] 1 try left
   *[other] { $n } tries left
}
puz-standing-solved = Solved
puz-standing-failed = Not solved: the solution was shown
puz-solving = Solving the tables{ $dots }
puz-wait = The tables are not ready yet: a moment.
puz-pick = Pick up one of your stones first.
puz-over = This puzzle is over: n for the next one.
puz-right = Right. The reply: { $reply }
puz-right-go-on = Right. Now remove a stone.
puz-solved = Solved! n for the next puzzle.
puz-wrong = { $decision } throws it away ({ $value }): taken back.
puz-failed = { $decision } throws it away ({ $value }). The solution: { $solution }
puz-hint = Hint: the stone on { $point }.
puz-tally = This visit: { $solved } solved, { $failed } failed
puz-kept = In all: { $solved } of { $total } solved, { $failed } failed
puz-keys = Enter play · i hint · n next · ? keys · Esc back

## The Statistics screen.
stats-header = Statistics
stats-person = { $name } ({ $n } of { $total })
stats-nobody = No finished games of a person yet.
stats-reading = Reading the scoreboard{ $dots }
stats-no-folder = This system has no data folder: there is nothing counted to show.
stats-rating = Rating { $rating } after { $n } rated { $n ->
        [one] game
       *[other] games
    } (highest { $best })
stats-no-rating = No rating yet: only games counted apart.
stats-games = Games: { $won } won, { $drawn } drawn, { $lost } lost
stats-apart = Counted apart (a set-up position or help), not rated: { $won } won, { $drawn } drawn, { $lost } lost
stats-by-variant = By variant
stats-by-opponent = Against
stats-won = won
stats-drawn = drawn
stats-lost = lost
stats-level = { $name } (rated { $rating })
stats-longest = Longest games
stats-long = { $plies } { $plies ->
        [one] decision
       *[other] decisions
    } against { $opponent } ({ $variant }, { $result })
stats-puzzles = Puzzles, at their last try
stats-pack = Sanmill pack { $name }
stats-puzzle-set = { $set }: { $solved } solved, { $failed } failed
stats-puzzle-set-of = { $set }: { $solved } of { $total } solved, { $failed } failed
stats-axis-games = games
stats-more = ↓ { $n } more
stats-more-ascii = v { $n } more
# Learning the points (issue 37).
learn-header = Learn the points
learn-title-find = Find the points
learn-title-name = Name the points
learn-how-find = A point is named: move the cursor there (arrows) and press Enter, or click it. { $n } points, timed.
learn-how-name = A point is marked with !: type its name, its letter and its number (d6). { $n } points, timed.
learn-begin = Enter: begin
learn-find = Find { $point }
learn-name = Name the point marked !
learn-progress = Point { $n } of { $of } · { $right } right
learn-time = Time: { $time } s
learn-right = Right: { $point }.
learn-wrong = { $point } is not it: { $asked } is marked { $mark }.
learn-wrong-name = { $point } is not it: the point marked ! was { $asked }, marked { $mark } now.
learn-again = Enter or n: another round
learn-result = { $right } of { $of } right in { $time } s
learn-new-best = Your best round!
learn-best = Best: { $right } of { $of } in { $time } s
learn-no-best = No best round yet
learn-find-not-type = Find it on the board: arrows and Enter, or a click.

# The tutorial (issue 37): the standard rules, step by step.
tut-header = Tutorial
tut-title = { $n }/{ $total } { $title }
tut-board-title = The board
tut-board-text = Stones go on the 24 points where the lines meet. A point is named by its column letter and its row number: a1 is bottom left.
tut-board-task = Move the cursor to d6 (arrows, or type d6) and press Enter.
tut-place-title = Placing
tut-place-text = Each player has nine stones. White begins; the players take turns placing one stone on any empty point.
tut-place-task = Place a white stone on b4.
tut-mill-title = A mill
tut-mill-text = Three stones of one colour in a row along a line are a mill. Who closes a mill removes a stone of the other side.
tut-mill-task = Close a mill.
tut-remove-title = Removing
tut-remove-text = White has closed a mill. A stone in a mill may not be removed while the other side has stones outside mills.
tut-remove-task = Remove a black stone that is not in a mill.
tut-move-title = Moving
tut-move-text = Once every stone is placed, a turn moves a stone along a line to the next point, if it is empty. Enter picks a stone up; Enter again puts it down.
tut-move-task = Move a stone to close a mill.
tut-fly-title = Flying
tut-fly-text = A player left with three stones may fly: move a stone to any empty point, not only the next one.
tut-fly-task = Fly a stone to close a mill.
tut-two-title = Winning: two stones
tut-two-text = A player left with two stones has lost: they can no longer make a mill. Black has three.
tut-two-task = Win: close a mill and remove a stone.
tut-block-title = Winning: blocked
tut-block-text = A player who cannot move any stone has lost too.
tut-block-task = Win: leave no black stone a move.
tut-end-title = Well done
tut-end-text = You know the rules of Nine Men's Morris. Enter: a new game (choose your opponent there); Esc: back to the game.
tut-right = Right!
tut-next = Enter or n: next step
tut-done-next = This step is done: Enter or n for the next one.
tut-wrong-point = That is { $point }; { $want } is another point. Look at the letters below and the numbers beside the board.
tut-wrong-place = that is not { $point }
tut-wrong-mill = it closes no mill
tut-wrong-fly = it closes a mill without flying: fly a stone that is not next to the point
tut-wrong-win = it does not win
tut-taken-back = { $decision }: { $why }. Taken back: try again.
tut-refused = The rules refuse: { $why }
tut-now-remove = A mill! Now remove a black stone.
tut-pick = Pick up one of your stones first.
tut-show-point = The cursor is on { $point } now: press Enter.
tut-show = One answer: { $decision }.
tut-show-remove = One answer: remove the stone on { $point }.
tut-removing = Removing { $point }
tut-again = Back at step { $n }/{ $total }, where you left. u goes back a step, to 1/{ $total } to start over.
tut-offer-title = New to Nine Men's Morris?
tut-offer = The tutorial shows the rules on the board, step by step, in a few minutes. Start it?
tut-a-start = Start the tutorial
tut-a-later = Not now
tut-you = You play White: { $stone }
puz-pack-by-lines = Checked by the pack's solution: this class is not solved here.
puz-pack-agrees = morris's exact values agree with the pack.
puz-pack-disagrees = morris disagrees with the pack: { $why }
puz-pack-not-checked = Not checked by exact values: { $why }
puz-pack-none = None of the pack's { $n } puzzles can be played here.
puz-pack-left-out = { $n ->
    [one] One puzzle of the pack cannot be played (morris puzzles --check FILE says why).
   *[other] { $n } puzzles of the pack cannot be played (morris puzzles --check FILE says why).
}
puz-off = { $decision } is not the pack's solution: taken back.
puz-off-failed = { $decision } is not the pack's solution. The solution: { $solution }
puz-pack-path = Pack file: { $path }_
puz-pack-reading = Reading { $path }{ $dots }
puz-pack-other-rules = The pack is for other rules than this game's ({ $rules }): start a game of them first, or morris puzzles FILE.

# The new-game screen's friend at another terminal.
scr-ng-friend-short = a friend, other terminal
scr-ng-friend = a friend at another terminal
scr-ng-reached = reached
scr-ng-about-reached = how your friend reaches this terminal: directly, or through a relay (the settings listen and relay)
scr-ng-about-start-friend = open a game of { $rules } to your friend, and show what they type to join
scr-ng-friend-and-computer = { $side } is played here, at this keyboard, against your friend: choose a person for it

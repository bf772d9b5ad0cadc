### The windows over the board: the menu, help, the questions, "save as", and the keys'
### words (the help's lines, the footer's words, the headings of the places they work).

## The places keys work, as the help heads them.
win-scope-play = On the board
win-scope-thinking = While the computer thinks
win-scope-stopped = While the computer is stopped
win-scope-over = When the game is over
win-scope-review = In review (Tab)
win-scope-replay = In a replay (p)
win-scope-menu = In the menu (m)
win-scope-window = In help and the rules
win-scope-question = In a question
win-scope-resume = When a saved game is offered
win-scope-unsaved = When quitting a game that is not saved
win-scope-save-as = Typing a file to save the game in
win-scope-new-game = On the new-game screen (New game in the menu)
win-scope-tiny = On a screen too small to draw the game
win-scope-saved = In the saved games (Saved games in the menu)
win-scope-saved-path = Typing a folder or file of saved games
win-scope-editor = In the position editor (the menu's Set up a position, e in review)
win-scope-editor-fen = In the position editor's FEN window (F)
win-scope-puzzles = On the Puzzles screen (Puzzles in the menu)
win-scope-stats = On the Statistics screen (Statistics in the menu)
win-scope-learn = Learning the points (Learn the points in the menu)
win-scope-tutorial = In the tutorial (Tutorial in the menu)
win-scope-puzzles-path = Typing the file of a Sanmill puzzle pack (o on the Puzzles screen)
win-scope-anywhere = Anywhere

## The words between the keys' names (the names themselves never change: Enter, Esc, PgUp, u).
win-keys-or = or
win-keys-then = then
# In the help: "Arrows or h j k l".
win-keys-arrows-help = Arrows
# In the footer: "arrows move".
win-keys-arrows = arrows
win-keys-space = Space
win-keys-up = Up
win-keys-down = Down
win-keys-left = Left
win-keys-right = Right

## What Enter does on the board, in the footer ("Enter place").
win-task-place = place
win-task-remove = remove
win-task-pass = pass
win-task-place-select = place/select
win-task-move-here = move here
win-task-select = select

## The table of keys: win-word-* a key's word in the footer ("u undo"), win-key-* its line
## in the help.
win-key-place-pick-up-stone = place, pick up a stone, move it, remove, pass
win-word-cancel = cancel
win-key-cancel-put-down-stone = cancel: put down the stone picked up, drop a letter typed, stop a hint or a draw offer being weighed; with nothing to cancel, the menu
win-word-decline = decline
win-key-decline-removal-when-optional = decline a removal (when optional)
win-word-move-now = move now
win-key-computer-plays-best-move = the computer plays the best move it has found so far, now
win-word-stop = stop
win-key-stop-computer-waits-until = stop the computer: it waits until s lets it play on
win-word-play-on = play on
win-key-let-stopped-computer-play = let the stopped computer play on
win-word-undo = undo
win-key-undo-one-decision-resignation = undo one decision (a resignation or draw too); against the computer, your turn and its reply
win-word-new-game = new game
win-word-hint = hint
win-key-hint-best-turn-here = hint: the best turn here (exact where solved), marked ! on the board; then Enter plays it, part by part
win-word-analysis = analysis
win-key-analysis-value-here-what = analysis: the value here, what each decision leads to, ? and ?? in the log
win-word-help = help
win-key-this-help-scroll = this help; arrows, PgUp/PgDn, Home/End scroll
win-word-review = review
win-key-review-log-arrows-step = review the log: arrows step, Home/End, Enter plays on
win-word-replay = replay
win-key-replay-space-pauses-set = replay: Space pauses, + and - set the speed, arrows step
win-word-menu = menu
win-key-menu-new-game-draw = menu: new game, draw offers, resignations, the computer, rules, quit
win-word-quit = quit
win-key-quit-asks-while-game = quit (asks while a game is in progress); the game is saved
win-word-move = move
win-key-move-cursor-along-board = move the cursor along the board
win-word-redo = redo
win-key-redo-one-decision-against = redo one decision; against the computer, your turn and its reply
win-word-jump = jump
win-key-jump-point-by-name = jump to a point by name (d6); the letter shows as d_
win-key-type-move = type a move as it is written: e3-e4 picks up the stone on e3 and moves it to e4
win-key-new-game-asks-while = new game (asks while a game is in progress)
win-key-turn-board-half-round = turn the board half round, or back (the other side at the bottom); the game keeps it
win-key-copy-record = copy the game's record to the clipboard (OSC 52: the terminal's own, over ssh too); the menu copies the position as FEN
win-key-saved-game-offered-again = the saved game offered again, after Esc put it off
win-word-step = step
win-key-decision-back = a decision back
win-key-decision-on = a decision on
win-word-play-from-here = play from here
win-key-play-from-position-shown = play on from the position shown (asks: the decisions after it are undone)
win-word-back = back
win-word-leave = leave
win-word-next = next
win-word-keys = keys
win-key-puz-play = play: pick a stone up and put it down, place, or remove the stone under the cursor
win-key-puz-hint = hint: the stone to play, with the cursor put on it
win-key-puz-next = the next puzzle
win-key-puz-back = put the stone picked up back down; else back to the game
win-key-puz-help = these keys, the marks of the board and the rules
win-key-puz-menu = the game menu (leaves the puzzles)
win-key-puz-quit = quit (asks while a game is in progress); the game is saved
win-word-player = player
win-word-new-round = new round
win-word-other-way = other way
win-word-play = play
win-word-show-me = show me
win-word-previous = previous
win-key-screen-help = these keys
win-key-screen-menu = the game menu (leaves this screen)
win-key-stats-player-before = the player before (from the first, the last)
win-key-stats-player-after = the next player (from the last, the first)
win-key-stats-top = the top of the text
win-key-stats-end = the end of the text
win-key-learn-enter = begin the round; while finding, the point under the cursor is the answer; after a round, the next
win-key-learn-new-round = a new round (other points, the time from nought)
win-key-learn-other-way = the other way round: find the point named, or name the point marked
win-key-learn-back = forget the letter typed; else back to the game
win-key-learn-move = move the cursor along the board (finding)
win-key-learn-name = name the point marked (naming): its letter, then its number
win-key-tut-enter = play the step: the point under the cursor, a stone placed, picked up, put down or removed; after a step, the next
win-key-tut-show = show me: the step's answer, the cursor put on it
win-key-tut-next = the next step
win-key-tut-previous = the step before
win-key-puz-open-pack = open a Sanmill puzzle pack: type its file
win-key-puz-path-open = open the pack typed
win-key-puz-path-back = back to the puzzle
win-key-back-game = back to the game
win-key-start-first-entry-top = the start (the first entry, the top)
win-key-position-now-last-entry = the position now (the last entry, the end)
win-key-replay-from-position-shown = replay from the position shown
win-key-analysis-off-what-decision = analysis on or off: what the decision shown did, and the best instead
win-word-edit = edit
win-key-edit-from-here-position = edit from here: the position shown in the position editor
win-word-pause-play = pause/play
win-key-pause-play-end-from = pause, or play on (at the end: from the start)
win-word-speed = speed
win-key-faster-4-decisions-second = faster (¼ to 4 decisions a second)
win-key-slower = slower
win-key-decision-back-paused = a decision back, paused
win-key-decision-on-paused = a decision on, paused
win-key-review-from-position-shown = review from the position shown
win-word-choose = choose
win-key-entry-above = the entry above
win-key-entry-below = the entry below
win-word-select = select
win-key-choose-entry-marked = choose the entry marked
win-word-close = close
win-word-scroll = scroll
win-key-line-up = a line up
win-key-line-down = a line down
win-key-page-up = a page up
win-key-page-down = a page down
win-key-close = close it
win-word-save-elsewhere = save elsewhere
win-key-type-file-save-game = type a file to save the game in, then quit
win-word-resume = resume
win-key-resume-saved-game = resume the saved game
win-key-new-game-saved-one = a new game; the saved one is kept aside
win-word-decide-later = decide later
win-key-decide-later-saved-game = decide later: the saved game stays as it is until your first decision; y asks again
win-key-quit-saved-game-left = quit, the saved game left as it is
win-word-quit-unsaved = quit unsaved
win-key-quit-without-saving = quit without saving
win-word-yes = yes
win-key-yes = yes
win-word-no = no
win-key-no-answer-that-loses = no: the answer that loses nothing
win-key-move-mark-other-answer = move the mark to the other answer
win-word-marked-one = the marked one
win-key-take-marked-answer-starts = take the marked answer (it starts on No where Yes loses something)
win-word-save-quit = save and quit
win-key-save-file-typed-new = save in the file typed (a new one), then quit
win-key-back-question = back to the question
win-word-row = row
win-key-row-above = the row above
win-key-row-below = the row below
win-word-change = change
win-key-next-value-row-name = the next value of the row (a name is typed: letters, Backspace); on the buttons, the next button
win-key-value-before = the value before
win-key-next-value-start-start = the next value; on Start, start the game (a game in progress is asked about first)
win-key-first-row-preset = the first row (the preset)
win-key-start = Start
win-key-back-game-board-unchanged = back to the game on the board, unchanged
win-key-this-help-name-letter = this help (on a name, ? is a letter: F1)
win-key-quit-as-board-name = quit, as on the board (on a name, q is a letter)
win-word-cycle = cycle
win-key-point-under-cursor-empty = the point under the cursor: empty, then a White stone, a Black one, empty again (a click does the same)
win-word-white = white
win-key-white-stone-cursor-point = a White stone on the cursor point (Shift and w; out of White's hand while it holds one)
win-word-black = black
win-key-black-stone-cursor-point = a Black stone on the cursor point (Shift and b; out of Black's hand while it holds one)
win-word-start = start
win-key-start-game-from-position = start a game from the position (asks while a game is in progress; it is kept aside)
win-key-leave-editor-game-as = leave the editor: the game is as it was
win-word-take-away = take away
win-key-take-away-stone-cursor = take away the stone on the cursor point (back into its hand while either hand holds a piece: the placement is on)
win-word-white-s-hand = White's hand
win-key-one-piece-fewer-white = one piece fewer in White's hand
win-key-one-piece-more-white = one piece more in White's hand
win-word-black-s-hand = Black's hand
win-key-one-piece-fewer-black = one piece fewer in Black's hand
win-key-one-piece-more-black = one piece more in Black's hand
win-word-to-move = to move
win-key-other-side-move = the other side to move
win-word-removal = removal
win-key-removal-owed-by-side = a removal owed by the side to move, or none (two where two mills remove two)
win-word-fen = FEN
win-key-show-position-s-fen = show the position's FEN, to copy
win-word-clear = clear
win-key-clear-board-every-piece = clear the board: every piece back in hand (u brings the stones back)
win-key-undo-last-edit-again = undo the last edit (again: the one before)
win-key-help-editor-s-keys = the help, at the editor's keys
win-key-quit-asks-first-position = quit (asks first: the position set up is not kept); the game on the board is saved
win-key-move-cursor-point-by = move the cursor to a point by name (d6), as on the board
win-key-close-back-editor = close it, back to the editor
win-key-game-above = the game above
win-key-game-below = the game below
win-key-newest = the newest
win-key-oldest = the oldest
win-word-open = open
win-key-open-game-marked-one = open the game marked: one in progress is continued, a finished one reviewed (its lock taken: read-only when another morris plays it); this game is left saved
win-key-replay-game-marked-from = replay the game marked from the start
win-word-keep-aside = keep aside
win-key-keep-game-marked-aside = keep the game marked aside (renamed to the next free number, as a new game keeps the last one)
win-word-folder-file = folder or file
win-key-type-folder-file-whose = type a folder or a file whose games to list
win-key-quit-asks-in-progress = quit (asks while a game is in progress)
win-word-list = list
win-key-list-games-folder-file = list the games of the folder or file typed (empty: the data folder)
win-key-back-list = back to the list
win-key-quit-game-that-not = quit (a game that is not saved asks first, once the screen is large enough to ask)
win-key-quit-once-asks-only = quit at once (asks only if the game is not saved); the game is saved
win-key-suspend-shell-fg-comes = suspend to the shell; fg comes back

## The help window.
# A heading of the board's keys: "While the computer thinks:".
win-help-heading = { $heading }:
# Another place's keys in one line: "In review (Tab): ↑↓ step · Enter play from here".
win-help-elsewhere = { $heading }: { $keys }
# In --ascii mode, for the arrows ↑↓ and ←→ (a key's name: "up/down step").
win-ascii-up-down = up/down
win-ascii-left-right = left/right
win-mouse-key = Mouse
win-mouse = click a point, an entry or an answer; outside a window closes it; on the log, review from there; wheel scrolls
win-mouse-point = click a point: the cursor goes there and acts, as Enter
win-mouse-wheel = the wheel scrolls
# The glyphs are put in: { $w } a white stone, { $b } a black one.
win-legend-stones = { $w } White   { $b } Black   { $empty } empty point   { $target } where the stone may go
win-legend-cursor = { $cursor } cursor   { $selected } selected stone   { $both } cursor on it   { $movable } can move
win-legend-removable = { $removable } may be removed   { $mill } the mill just closed
win-legend-last = { $last } the last move ended here   { $origin } it came from here   { $captured } last capture
win-legend-hint = { $hint } the hint (i); { $cursor } with the cursor on it
win-legend-analysis = Analysis (v), what each decision leads to for the side to move:
win-legend-kinds = { $win } the quickest win   { $slow } a slower win (i: quickest)   { $draw } draws   { $loss } loses
win-legend-unknown = { $target } no proved value: the search over the placement did not prove it, or its class is not read yet
win-legend-where = where a stone may go, before a stone that can move (its best), after a stone that may be removed ({ $removable })
win-legend-log = in the log: ? a win thrown away to a draw, ?? a win or a draw thrown away to a loss
win-legend-distances = distances count turns, both players' (a turn: one move with its removals), and say whose turn ends the game: White wins in 7 turns (White's 4th)
# The theme's name ({ $theme }, { $others }) is a value of --theme: never translated.
win-colours = Colours: the { $theme } theme ({ $about }); --theme or theme = in config.toml chooses { $others }
win-theme-default = mid-tones for dark and light terminals
win-theme-dark = brighter colours for a dark terminal
win-theme-light = deeper colours for a light terminal
win-theme-high-contrast = black or white on strong colours, readable anywhere
win-theme-mono = no colour, glyphs only (as NO_COLOR)

## Windows' frames.
win-title-help = Help
win-title-rules = Rules of this game
win-title-menu = Menu
win-title-save = Save the game
win-closes = Esc closes
win-back = Esc back
# Above the text, when it is scrolled.
win-more-above = ↑ more
win-more-above-ascii = ^ more
# Below the text: how many lines more, and how the window closes.
win-more-below = ↓ more: { $n ->
        [one] 1 line
       *[other] { $n } lines
    } · { $closes }
win-more-below-ascii = v more: { $n ->
        [one] 1 line
       *[other] { $n } lines
    } · { $closes }

## The menu.
win-menu-back = Back to the game
win-menu-new-game = New game with the same rules
win-menu-choose-game = New game…
win-menu-choose-game-ascii = New game...
win-menu-set-up = Set up a position…
win-menu-set-up-ascii = Set up a position...
win-menu-puzzles = Puzzles…
win-menu-puzzles-ascii = Puzzles...
win-menu-stats = Statistics…
win-menu-stats-ascii = Statistics...
win-menu-learn = Learn the points…
win-menu-learn-ascii = Learn the points...
win-menu-tutorial = Tutorial…
win-menu-tutorial-ascii = Tutorial...
win-menu-offer-draw = { $who } offers a draw
win-menu-resign = { $who } resigns
win-menu-saved-games = Saved games…
win-menu-saved-games-ascii = Saved games...
win-menu-turn-back = Turn the board back
win-menu-turn = Turn the board round
win-menu-copy-record = Copy the record (PGN)
win-menu-copy-fen = Copy the position (FEN)
win-menu-rules = Rules of this game
win-menu-help = Keys and help
# { $side } is White or Black, { $who } the player's name.
win-menu-take-back = Take { $side } back from the computer
win-menu-hand-over = Hand { $who } to the computer
win-menu-play-on = Let { $who } play on
win-menu-move-now = Have { $who } move now
win-menu-stop = Stop { $who }
win-menu-quit = Quit

## Save as.
win-save-as-prompt = A file to save the game in (a new one), then Enter:

## The questions: a title, the text, the two answers (Yes first; the key in brackets stays).
win-q-quit = Quit
win-q-quit-unsaved = The game is NOT saved ({ $why }). s saves it in another file first.
win-a-quit-unsaved = Quit unsaved (y)
win-a-stay = Stay (n)
win-q-quit-saved = Quit the game in progress? It is saved.
win-q-quit-saved-until = Quit the game in progress? It is saved only until you quit.
win-a-quit = Quit (y)
win-q-resign = Resign
win-q-resign-text = { $who } resigns: { $winner } wins. Sure?
win-a-resign = Resign (y)
win-a-play-on = Play on (n)
win-q-new-game = New game
win-q-new-game-chosen = Abandon this game and start { $game }? This one is kept aside.
win-q-new-game-the-new-one = the new one
win-q-new-game-same = Abandon this game and start a new one with the same rules? This one is kept aside.
win-a-new-game = New game (y)
win-q-draw = Draw offer
win-q-draw-text = { $who } offers a draw. { $other }, do you accept?
win-a-accept = Accept (y)
win-a-decline = Decline (n)
win-q-undo = Take back
win-q-undo-text = { $who } asks to take back { $what }. Allow it?
win-a-allow = Allow (y)
win-a-refuse = Refuse (n)
win-q-branch = Play from here
# { $from } is a move as the log writes it ("12. d6").
win-q-branch-text = Play on from { $from }? What was played after it is undone (r redoes it until you make a new move).
win-a-branch-play-on = Play on (y)
win-a-back = Back (n)
win-q-resume = Resume
win-a-resume = Resume (y)
win-a-resume-new-game = New game (n)
win-q-resume-plain = Resume the saved game?
# { $rules } the variant's title, { $task } the task line of its position ("White: place a stone").
win-q-resume-text = A game in progress was saved (on the board): { $rules }, { $n ->
    [one] { $n } decision
   *[other] { $n } decisions
}, { $task }. Resume it?{ $other } Esc decides later, q quits.
# Put after "Resume it?" when the saved game's rules are not those asked for (with its space).
win-q-resume-other = {" "}Resuming plays it by its own rules; n starts the { $rules } you asked for.
win-resume-later = The saved game waits: y asks again; your first decision keeps it aside
win-draw-declined = { $who } declined the draw

# A friend at another terminal: the menu and the join window.
win-menu-play-friend = Play a friend at another terminal…
win-menu-play-friend-ascii = Play a friend at another terminal...
win-menu-join-friend = Join a friend's game…
win-menu-join-friend-ascii = Join a friend's game...
win-title-join = Join a friend's game
win-join-prompt = What your friend reads out (ADDRESS CODE, or the whole morris join line), then Enter:
win-join-closes = Enter join · Esc back
win-scope-join = Typing what a friend read out, to join their game
win-word-join = join
win-key-join-typed = join the game typed (ADDRESS CODE, --relay ADDR CODE, or the whole morris join line)
win-key-join-back = back to the game

### The rules in words: `morris rules`, the Rules window, the presets and the rule options as
### the new-game screen and the title line say them. The notation (x-) and the variants' own
### names (nine, lasker) never change.

## The presets' names, in this language with the others they go by.
rules-variant-nine = Nine Men's Morris
rules-variant-twelve = Twelve Men's Morris
rules-variant-morabaraba = Morabaraba
rules-variant-lasker = Lasker Morris
rules-variant-six = Six Men's Morris
rules-variant-three = Three Men's Morris
## The same, one name only.
rules-short-nine = Nine Men's Morris
rules-short-twelve = Twelve Men's Morris
rules-short-morabaraba = Morabaraba
rules-short-lasker = Lasker Morris
rules-short-six = Six Men's Morris
rules-short-three = Three Men's Morris

## Each preset in one line (also `--help`, always in English there).
rules-summary-nine = standard board, 9 pieces, flying at 3 (the default)
rules-summary-twelve = diagonals, 12 pieces, a full board draws
rules-summary-morabaraba = diagonals, 12 pieces, two mills remove two, no immediate re-forming, a full board draws, endgame draw after 10 plies
rules-summary-lasker = 10 pieces, a player may move instead of placing
rules-summary-six = the two-square board, 6 pieces, no flying
rules-summary-three = the 3x3 grid, 3 pieces, a mill wins, no flying

## What each value of a named option means (the new-game screen).
rules-about-protection-unless-all = Stones in mills are safe unless all opposing stones are in mills
rules-about-protection-never = Stones in mills can always be removed
rules-about-protection-always = Stones in mills are never removed
rules-about-double-one = Two mills at once remove one stone
rules-about-double-each = Each mill closed removes a stone
rules-about-blocked-lose = A player who cannot move loses
rules-about-blocked-pass = A player who cannot move passes

## An option's value in a few words: the title line "(12 pieces, no flying)".
rules-opt-pieces = { $n ->
    [one] { $n } piece
   *[other] { $n } pieces
}
rules-opt-diagonals-on = diagonals on
rules-opt-diagonals-off = diagonals off
rules-opt-flying = flying at { $n }
rules-opt-no-flying = no flying
rules-opt-protection-unless-all = mill protection: unless-all
rules-opt-protection-never = mill protection: never
rules-opt-protection-always = mill protection: always
rules-opt-double-one = double mill removes one
rules-opt-double-each = double mill removes each
rules-opt-reform-on = immediate re-forming on
rules-opt-reform-off = immediate re-forming off
rules-opt-optional-on = optional removal on
rules-opt-optional-off = optional removal off
rules-opt-blocked-lose = blocked player: lose
rules-opt-blocked-pass = blocked player: pass
# English says "plies" even for 1, as it always has.
rules-opt-endgame = endgame draw { $n } plies
rules-opt-endgame-off = endgame draw off
rules-opt-move-limit = move limit { $n } plies
rules-opt-move-limit-off = move limit off
rules-opt-repetition-on = repetition draw on
rules-opt-repetition-off = repetition draw off
rules-opt-move-in-placement-on = moving during placement on
rules-opt-move-in-placement-off = moving during placement off
rules-opt-mill-wins-on = a mill wins
rules-opt-mill-wins-off = a mill does not win

## The rules in one paragraph: "Nine Men's Morris: 9 pieces each, flying at 3, …".
rules-sum = { $variant }: { $parts }.
rules-sum-pieces = { $n ->
    [one] { $n } piece each
   *[other] { $n } pieces each
}
rules-sum-mill-wins = a mill wins
rules-sum-mill-one = a mill removes one stone
rules-sum-mill-each = each mill removes a stone
rules-sum-blocked-lose = blocked loses
rules-sum-blocked-pass = blocked passes

## The rules in force, a line each (`morris rules`, the Rules window).
# The preset's name in this language, and its name for --variant.
rules-heading = { $variant } ({ $name })
rules-board-standard = Board: the standard board (24 points, 16 mills).
rules-board-diagonal = Board: the standard board with diagonals (24 points, 20 mills).
rules-board-six = Board: the six men's board (16 points, 8 mills).
rules-board-three = Board: the three men's board (9 points, 8 mills).
rules-pieces = { $n ->
    [one] Each player has { $n } piece. White moves first.
   *[other] Each player has { $n } pieces. White moves first.
}
rules-placing-or-moving = Placing: put a piece on any empty point, or move a stone on the board instead while you still hold pieces.
rules-placing = Placing: while you hold pieces, put one on any empty point.
rules-moving = Moving: then slide a stone along a line to an adjacent empty point.
rules-flying = Flying: with no pieces in hand and { $n } or fewer on the board, a stone may move to any empty point.
rules-flying-off = Flying: off.
rules-mill-wins = A mill (three in a row on a line) wins the game at once.
rules-mill-one = A mill (three in a row on a line) removes one opposing stone. Closing two mills at once still removes one stone.
rules-mill-each = A mill (three in a row on a line) removes one opposing stone. Closing two mills at once removes two stones.
rules-protection-unless-all = Stones in mills are safe unless every opposing stone is in a mill.
rules-protection-never = Stones in mills can be removed like any other.
rules-protection-always = Stones in mills are never removed; with nothing else to take, nothing is removed.
rules-optional-removal = The removal is optional: x- declines it.
rules-no-reform = A mill you break may not be re-formed on your next turn.
rules-too-few = Fewer than 3 pieces (on the board and in hand) loses.
rules-blocked-lose = A player who cannot move loses.
rules-blocked-pass = A player who cannot move passes; both blocked in a row is a draw.
rules-full-board = A full board when placing ends is a draw.
rules-endgame-draw = With both players down to 3 pieces, { $n } plies without a removal draw.
rules-move-limit = { $n } plies of moving without a removal draw.
rules-repetition = The same position for the third time draws.
rules-agree = Players may agree a draw or resign at any time.

## The rule settings as the new-game screen explains them (the same as `--help` in English).
rules-setting-variant = The preset to start from
rules-setting-pieces = Pieces per player (3 to 12; fewer on the smaller boards)
rules-setting-diagonals = Add the four diagonals to the standard board
rules-setting-no-flying = Turn flying off
rules-setting-fly-at = Fly with this many pieces or fewer on the board (3 or 4)
rules-setting-mill-protection = Which stones in mills may be removed
rules-setting-double-mill = What closing two mills at once removes
rules-setting-no-reform = A mill broken by a move may not be re-formed on the mover's next turn
rules-setting-optional-removal = The player who closed a mill may decline the removal (x-)
rules-setting-blocked = What a player who cannot move does
rules-setting-endgame-draw = Draw after N plies without a removal once both players are down to 3 pieces
rules-setting-move-limit = Draw after N plies of moving without a removal
rules-setting-repetition = The same position for the third time draws
rules-setting-move-in-placement = While holding pieces, a player may move a stone instead of placing
rules-setting-mill-wins = Completing a mill wins at once
rules-setting-analysis = Start with analysis on (the `v` key): exact values where the game is solved

# Where a record's problem is: its line and column.
rules-record-at = line { $line }, column { $column }

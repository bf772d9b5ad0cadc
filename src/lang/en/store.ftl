### store
# What the game says about where it is kept (the panel, its notes), and why not.
# $path, $origin, $new, $kept: files as the player's shell names them (~/…); $why, $why2:
# the problem, as the file system says it.

store-saved-to = saved to { $path }
store-read-only = read-only: { $path } (playing on saves to a new file beside it)
store-not-saved = NOT SAVED
store-not-saved-why = NOT SAVED: { $why } (every decision tries again)
store-no-file = no file to keep it in
store-no-data-folder = there is no data folder to keep it in
store-data-folder-unmade = the data folder { $path } cannot be made: { $why }
store-busy-named = { $path } is being played in another morris: it is shown here read-only, and playing on saves to a new file beside it
store-read-only-named = { $path } is read-only: it is shown here as it is, and playing on saves to a new file beside it
store-busy-empty = another morris is playing in { $path }
store-busy-saved = another morris is playing the saved game in { $path }
store-unreadable-left = the saved game { $path } cannot be read ({ $why }); it is left as it is
# $why is one of the notes above (store-busy-empty…).
store-elsewhere = { $why }; this game is saved to { $path }
store-unreadable-kept = the saved game could not be read ({ $why }); it was kept as { $path }
store-cannot-use = { $path } cannot be used
store-unreadable-stuck = the saved game could not be read ({ $why }) nor moved aside ({ $why2 }); it is left as it is
store-saved-beside = This game is saved to { $path }; { $origin } is left as it was
store-changed-elsewhere = { $path } was changed by another program: that version was kept as { $kept }
store-link-not-kept = { $path } is read-only, so it was replaced by a new file: its other names (hard links) keep the game as it was before
store-counted-apart = this game is counted apart in morris score ({ $why })
store-other-rules-aside = A game of { $rules } was in progress: it is kept aside with your first decision, and the { $asked } you asked for starts now
store-brought-back = The game saved in { $from } (its usual place was busy or damaged then) is back in { $path }
store-kept-as = The last game was kept as { $path }
store-kept-as-uncounted = The last game was kept as { $path } (the scoreboard could not follow it: { $why }; morris score counts it again)
store-not-moved = The last game could not be moved aside ({ $why }); it stays in { $path } and this game is saved to { $new }
store-not-moved-nor-made = the last game could not be moved aside ({ $why }), nor a new file made ({ $why2 })
store-type-name = type a file name
store-exists = { $path } exists: choose a new name
store-redo-unread = { $path }: the undone decisions (redo) from { $token } on could not be read ({ $why }); r brings back those before it, and the record keeps them all as written, in its [UnreadRedo] tag
store-redo-unread-long = { $path }: the undone decisions (redo) from { $token } on could not be read ({ $why }); r brings back those before it, and the rest is too long to keep: it is left out of the next save
store-prefs-busy = another morris has held the preferences ({ $path }) for more than 10 seconds: this change was not kept
store-waiting-scores = waiting for another morris to let go of the scoreboard ({ $path }), at most 10 seconds; then morris goes on without it, and what it could not count now is counted later, from the records
store-waiting-prefs = waiting for another morris to let go of the preferences ({ $path }), at most 10 seconds; then this change is not kept

# The scoreboard (morris score's count), as the game's notes say it.
store-cannot-read = { $path } cannot be read ({ $why })
store-count-failed = the scoreboard could not count this game ({ $why }); once it can be written, morris score counts it from its record
store-count-failed-unnoted = the scoreboard could not count this game ({ $why }), nor note it to count later ({ $why2 }); morris tries again with each save and when you quit
store-count-unlocked = the scoreboard cannot be locked: { $path } cannot be opened ({ $why })
store-followed = { $n ->
        [one] { $n } counted game found under a new name: its count follows it
       *[other] { $n } counted games found under new names: their counts follow them
    }
store-counted-anew = counted anew from the records: { $n ->
        [one] { $n } finished game
       *[other] { $n } finished games
    }{ $dropped }
# Put after store-counted-anew.
store-dropped = { $n ->
        [one] ; { $n } game whose record is gone (or no longer finished) was dropped
       *[other] ; { $n } games whose records are gone (or no longer finished) were dropped
    }
store-added = { $n ->
        [one] { $n } finished game missing from the count: counted from its record
       *[other] { $n } finished games missing from the count: counted from their records
    }
store-changed = { $n ->
        [one] { $n } game counted otherwise than its record says: counted again
       *[other] { $n } games counted otherwise than their records says: counted again
    }
store-removed = { $n ->
        [one] { $n } game whose record is no longer finished: taken out of the count
       *[other] { $n } games whose records are no longer finished: taken out of the count
    }
store-count-unreadable = { $path } cannot be read ({ $why }); the count here is made from the records, and cannot be kept
store-count-not-kept = { $why }: the count here is not kept

# Why a file could not be read or written ($path: the file; $why: the problem).
store-cannot-write = cannot write { $path }: { $why }
store-cannot-replace = cannot replace { $path }: { $why }
store-cannot-make = cannot make { $path }: { $why }
store-cannot-write-kind = cannot write { $path }: it is { $kind }
store-cannot-reach = cannot reach { $path }: { $why }
store-cannot-keep-other = cannot keep aside the version another program wrote
store-too-many = too many files beside { $path }
store-io-no-folder = no such folder
store-io-permission = permission denied
store-io-read-only = the file system is read-only
store-io-full = the disk is full
store-io-not-a-folder = a part of the path is not a folder
store-io-a-folder = that is a folder
store-no-such-file = no such file
store-not-regular = { $kind }, not a regular file
# $size and $most: a size, "64 MB"; $what: store-what-….
store-too-big = { $size } is too big for { $what } (larger than { $most })
store-not-text = not a text file (not UTF-8)
store-kind-folder = a folder
store-kind-fifo = a FIFO (named pipe)
store-kind-device = a device
store-kind-socket = a socket
store-kind-other = not a regular file
store-what-record = a record
store-what-scores = the scoreboard
store-what-prefs = a preferences file
store-what-table = a solved class

# Why a game is counted apart (the scoreboard's own words stay English).
store-apart-set-up = from a set-up position
store-apart-analysis = with analysis shown
store-apart-hint = with a hint
store-apart-hints = with hints

store-what-learn = the training's best rounds
# The coordinate training's best rounds (learn.txt).
store-learn-line = line { $n } is not a round
store-learn-link = a link to a file that is not the training's
store-learn-unreadable = { $path } cannot be read ({ $why }): the best rounds start anew
store-learn-kept-aside = { $path } could not be read: it is kept as { $kept }, and the best rounds start anew
store-learn-not-kept = { $path } cannot be written ({ $why }): the round is not kept
store-learn-no-data-folder = this system has no data folder: the round is not kept

### remote: a game with a friend at another terminal — the link's state on the panel, what
### the other side did, and why a link was ended.

## The panel's line for the link.
remote-waiting-host = Waiting for your friend: they type the command on the top line
remote-waiting-join = Getting through to the game…
remote-greeting = Connected; agreeing on the game…
remote-connected = { $who } is connected
remote-thinking = { $who } is thinking (connected)
remote-draw-waiting = { $who } is weighing your draw offer
remote-undo-waiting = { $who } is weighing your request to take back
remote-gone = { $who } is gone ({ $why }); the game waits: either of you can come back with the same command and code
remote-gone-over = { $who } is gone ({ $why }); the game is over, and kept
remote-ended = The link with the other side ended: { $why }
remote-bye = they quit

## What the keys here meet.
remote-their-turn = It is { $who }'s turn, at the other terminal
remote-not-connected = The other side is not connected: the game waits for them
remote-not-alone = Not across the link: the game is both players', and only what both see changes it
remote-draw-offered = You offered { $who } a draw; waiting for the answer
remote-draw-missed = { $who } offered a draw while you were busy: declined
remote-undo-asked = You asked { $who } to take back { $what }; waiting for the answer
remote-undo-missed = { $who } asked to take back while you were busy: refused
remote-undo-allowed = { $who } allowed it: { $what } taken back
remote-undo-declined = { $who } did not allow taking back
remote-undo-over = The game is over: nothing is taken back across the link
remote-left = { $who } quit the game; it waits for them to come back
remote-left-over = { $who } left; the game is over, and kept

## Why the link was ended: what the other side sent.
net-too-long = the other side sent a message of { $bytes } bytes, more than a game needs
net-garbled = the other side sent what is not a morris message ({ $why })
remote-msg-version = the other side speaks version { $theirs } of the game's messages, this morris { $ours }: both need the same version of morris
net-out-of-order = the other side sent its messages out of order
net-out-of-turn = the other side played out of turn
net-replayed = the other side sent decision { $ply } when the game was at decision { $expected } (an old message replayed?)
net-unknown = the other side sent a decision that does not read: { $decision }
net-illegal = the other side played { $decision }, which the rules refuse: { $why }
net-unasked = the other side answered an offer or request never made
net-bad-undo = the other side asked to take back to decision { $to }, which the game has not reached
net-game-over = the other side played on after the game ended
net-bad-record = the other side's record does not read: { $why }
net-other-rules = the other side's game has other rules or another start
net-other-game = the other side's record is not this game: it has { $theirs } decisions, this one { $ours }, and they part after { $both }; nothing was taken back, and the game stays as it is here
net-same-side = both sides would play the same colour

## Why a link could not be made, or ended (the link's own reasons).
link-wrong-code = the other side used another code
link-code-spent = too many wrong codes were tried: this code is spent, open a new game
link-too-large = the other side announced a message of { $len } bytes, more than { $limit }
link-too-fast = the other side sent too many messages too fast
link-tampered = a message was altered, replayed or forged on the way
link-closed = the connection was closed
link-io = network error: { $why }
link-protocol = the other side broke the link's protocol: { $what }
link-version = the other side runs another version of morris
link-timeout = nothing arrived in time
link-relay-busy = the relay is busy
link-nameplate-taken = the code's number is in use at the relay
link-bad-address = not an address (host:port)
link-cancelled = cancelled

## The commands.
remote-bad-code = { $code } is not a code ({ $why }): a code is a number and two words, such as 7-purple-sausage
remote-cannot-host = cannot open the game: { $why }
remote-cannot-join = cannot join the game: { $why }
remote-join-usage = give the host's address and the code (morris join ADDRESS CODE), or --relay ADDR and the code (morris join --relay ADDR CODE)

## Why a text is not a code.
code-empty = no code given
code-too-long = too long for a code
code-bad-number = a code starts with a number from 1 to 65535
code-word-count = a code has two words after its number, not { $n }
code-unknown-word = word { $place } ('{ $word }') is not one of the code's words
net-other-clock = the other side plays another time control ({ $clock }, in seconds)
net-no-time = the other side's decision does not say the time left on its clock
net-too-much-time = the other side claims { $claimed } left on its clock, more than the time control allows ({ $most })
net-false-flag = the other side says its time ran out, but its clock has { $left } left
net-other-time = the other side says a clock had { $theirs } after decision { $number }, but this side's record says { $ours }
remote-silent = nothing heard from the other side for { $secs } s
remote-come-back = To come back to this game (your friend can wait for you): { $line }

# A friend at another terminal, from the menu.
friend-waiting-host = Waiting for your friend: they type the command on the top line; Esc stops waiting
friend-waiting-join = Getting through to your friend's game… (Esc stops trying)
friend-stopped-hosting = You stopped waiting: the game is no longer open to your friend, and its port is closed
friend-stopped-joining = You stopped trying to join your friend's game
friend-reach-direct = directly, on port { $port }
friend-reach-listen = directly, at { $address }
friend-reach-relay = through the relay { $relay }
join-empty = Type what your friend reads out: their address and the code (ADDRESS CODE)
join-no-address = That is the code alone: type your friend's address before it (ADDRESS CODE), or --relay ADDR CODE
join-no-code = The code is missing: type your friend's address and then the code (ADDRESS CODE)
join-too-many = { $n } words: type only the address and the code (ADDRESS CODE)
join-relay-missing = --relay needs the relay's address after it (--relay ADDR CODE)
join-unknown = { $what } is not understood here: type ADDRESS CODE, or --relay ADDR CODE
friend-opening = Opening the link… (looking up the address, reaching the relay)

### net
# The link between two terminals and the relay: why a link could not be made or ended, why a
# code is not a code, and the relay's log.

net-wrong-code = the other side used another code: check it and try again
net-code-spent = too many wrong codes were tried: this code is spent, start again for a new one
net-too-large = the other side sent a message of { $len } bytes (at most { $limit } are taken): the link is closed
net-too-fast = the other side sent too many messages too fast: the link is closed
net-tampered = a message was altered, replayed or forged on the way: the link is closed
net-closed = the link was closed
net-refused = nobody answers at that address
net-unreachable = that address cannot be reached
net-addr-in-use = that address is in use by another program
net-addr-not-here = that address is not one of this machine's
net-permission = not allowed to use that address (a port under 1024 needs special rights)
net-io = network error: { $why }
net-protocol = the other side broke the protocol ({ $what }): the link is closed
net-version = the other side runs another version of morris
net-timeout = no answer in time
net-relay-busy = the relay is busy: try again later
net-nameplate-taken = the code's number is in use at the relay: start again for a new code
net-bad-address = not an address: give host:port
net-cancelled = cancelled
# A code looks like 7-purple-sausage: a number and two words.
net-code-empty = no code given (a code looks like 7-purple-sausage)
net-code-too-long = too long for a code (a code looks like 7-purple-sausage)
net-code-number = a code starts with a number from 1 to 65535, as in 7-purple-sausage
net-code-word-count = a code has two words after its number, not { $n }
net-code-unknown-word = word { $place } ('{ $word }') is not one of the code's words
# The relay's log: no codes, no moves.
net-relay-listening = relay listening on { $addr }
net-relay-refused = refused a connection from { $from }: { $why }
net-relay-paired = two players met (games open: { $pairs })
net-relay-ended = a game ended after { $secs } s and { $bytes } bytes (games open: { $pairs })
net-relay-stopped = relay stopped

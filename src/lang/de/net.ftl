### net
# Die Verbindung zwischen zwei Terminals und das Relais: warum eine Verbindung nicht zustande
# kam oder endete, warum ein Code kein Code ist, und das Protokoll des Relais.

net-wrong-code = die andere Seite hat einen anderen Code verwendet: prüfe ihn und versuche es erneut
net-code-spent = zu viele falsche Codes wurden versucht: dieser Code ist verbraucht, beginne neu für einen neuen
net-too-large = die andere Seite hat eine Nachricht von { $len } Bytes geschickt (höchstens { $limit } werden angenommen): die Verbindung ist beendet
net-too-fast = die andere Seite hat zu viele Nachrichten zu schnell geschickt: die Verbindung ist beendet
net-tampered = eine Nachricht wurde unterwegs verändert, wiederholt oder gefälscht: die Verbindung ist beendet
net-closed = die Verbindung wurde beendet
net-refused = unter dieser Adresse antwortet niemand
net-unreachable = diese Adresse ist nicht erreichbar
net-addr-in-use = diese Adresse wird von einem anderen Programm verwendet
net-addr-not-here = diese Adresse gehört nicht zu diesem Rechner
net-permission = diese Adresse darf nicht verwendet werden (ein Port unter 1024 braucht besondere Rechte)
net-io = Netzwerkfehler: { $why }
net-protocol = die andere Seite hat das Protokoll verletzt ({ $what }): die Verbindung ist beendet
net-version = die andere Seite verwendet eine andere Version von morris
net-timeout = keine Antwort in der Zeit
net-relay-busy = das Relais ist ausgelastet: versuche es später erneut
net-nameplate-taken = die Nummer des Codes ist beim Relais belegt: beginne neu für einen neuen Code
net-bad-address = keine Adresse: gib host:port an
net-cancelled = abgebrochen
# Ein Code sieht so aus: 7-purple-sausage, eine Zahl und zwei Wörter.
net-code-empty = kein Code angegeben (ein Code sieht so aus: 7-purple-sausage)
net-code-too-long = zu lang für einen Code (ein Code sieht so aus: 7-purple-sausage)
net-code-number = ein Code beginnt mit einer Zahl von 1 bis 65535, wie in 7-purple-sausage
net-code-word-count = ein Code hat nach seiner Zahl zwei Wörter, nicht { $n }
net-code-unknown-word = Wort { $place } ('{ $word }') ist keines der Wörter eines Codes
# Das Protokoll des Relais: keine Codes, keine Züge.
net-relay-listening = Relais wartet auf { $addr }
net-relay-refused = Verbindung von { $from } abgewiesen: { $why }
net-relay-paired = zwei Spieler haben sich getroffen (offene Partien: { $pairs })
net-relay-ended = eine Partie endete nach { $secs } s und { $bytes } Bytes (offene Partien: { $pairs })
net-relay-stopped = Relais beendet

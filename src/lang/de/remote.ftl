### remote: eine Partie mit jemandem an einem anderen Terminal.

## The panel's line for the link.
remote-waiting-host = Warten auf deinen Gegner: er tippt den Befehl in der obersten Zeile
remote-waiting-join = Verbindung zur Partie wird hergestellt…
remote-greeting = Verbunden; die Partie wird abgeglichen…
remote-connected = { $who } ist verbunden
remote-thinking = { $who } denkt nach (verbunden)
remote-draw-waiting = { $who } überlegt dein Remisangebot
remote-undo-waiting = { $who } überlegt deine Bitte um Rücknahme
remote-gone = { $who } ist weg ({ $why }); die Partie wartet: ihr könnt beide mit demselben Befehl und Code zurückkommen
remote-gone-over = { $who } ist weg ({ $why }); die Partie ist zu Ende und gespeichert
remote-ended = Die Verbindung zur anderen Seite ist beendet: { $why }
remote-bye = hat aufgehört

## What the keys here meet.
remote-their-turn = { $who } ist am Zug, am anderen Terminal
remote-not-connected = Die andere Seite ist nicht verbunden: die Partie wartet
remote-not-alone = Nicht über die Verbindung: die Partie gehört beiden, nur was beide sehen, ändert sie
remote-draw-offered = Du hast { $who } Remis angeboten; warten auf die Antwort
remote-draw-missed = { $who } hat Remis angeboten, während du beschäftigt warst: abgelehnt
remote-undo-asked = Du hast { $who } gebeten, { $what } zurückzunehmen; warten auf die Antwort
remote-undo-missed = { $who } bat um Rücknahme, während du beschäftigt warst: abgelehnt
remote-undo-allowed = { $who } ist einverstanden: { $what } zurückgenommen
remote-undo-declined = { $who } lehnt die Rücknahme ab
remote-undo-over = Die Partie ist vorbei: über die Verbindung wird nichts zurückgenommen
remote-left = { $who } hat die Partie verlassen; sie wartet auf die Rückkehr
remote-left-over = { $who } ist gegangen; die Partie ist zu Ende und gespeichert

## Why the link was ended: what the other side sent.
net-too-long = die andere Seite schickte eine Nachricht von { $bytes } Bytes, mehr als eine Partie braucht
net-garbled = die andere Seite schickte keine morris-Nachricht ({ $why })
remote-msg-version = die andere Seite spricht Version { $theirs } der Nachrichten, dieses morris { $ours }: beide brauchen dieselbe Version von morris
net-out-of-order = die andere Seite schickte ihre Nachrichten in falscher Reihenfolge
net-out-of-turn = die andere Seite zog, ohne am Zug zu sein
net-replayed = die andere Seite schickte Entscheidung { $ply }, als die Partie bei Entscheidung { $expected } war (eine alte Nachricht wiederholt?)
net-unknown = die andere Seite schickte eine unlesbare Entscheidung: { $decision }
net-illegal = die andere Seite spielte { $decision }, was die Regeln nicht erlauben: { $why }
net-unasked = die andere Seite beantwortete ein Angebot, das nie gemacht wurde
net-bad-undo = die andere Seite bat um Rücknahme bis Entscheidung { $to }, die die Partie nicht erreicht hat
net-game-over = die andere Seite spielte nach dem Ende der Partie weiter
net-bad-record = die Partienotation der anderen Seite ist unlesbar: { $why }
net-other-rules = die Partie der anderen Seite hat andere Regeln oder einen anderen Anfang
net-other-game = die Aufzeichnung der anderen Seite ist nicht diese Partie: sie hat { $theirs } Entscheidungen, diese { $ours }, und sie trennen sich nach { $both }; nichts wurde zurückgenommen, die Partie bleibt hier, wie sie ist
net-same-side = beide Seiten würden dieselbe Farbe spielen

## Why a link could not be made, or ended (the link's own reasons).
link-wrong-code = die andere Seite hat einen anderen Code benutzt
link-code-spent = zu viele falsche Codes: dieser Code ist verbraucht, eröffne eine neue Partie
link-too-large = die andere Seite kündigte eine Nachricht von { $len } Bytes an, mehr als { $limit }
link-too-fast = die andere Seite schickte zu viele Nachrichten zu schnell
link-tampered = eine Nachricht wurde unterwegs verändert, wiederholt oder gefälscht
link-closed = die Verbindung wurde geschlossen
link-io = Netzwerkfehler: { $why }
link-protocol = die andere Seite hat das Protokoll der Verbindung verletzt: { $what }
link-version = die andere Seite hat eine andere Version von morris
link-timeout = es kam nichts rechtzeitig an
link-relay-busy = das Relay ist ausgelastet
link-nameplate-taken = die Nummer des Codes ist am Relay belegt
link-bad-address = keine Adresse (Host:Port)
link-cancelled = abgebrochen

## The commands.
remote-bad-code = { $code } ist kein Code ({ $why }): ein Code ist eine Zahl und zwei Wörter, etwa 7-purple-sausage
remote-cannot-host = die Partie kann nicht eröffnet werden: { $why }
remote-cannot-join = der Partie kann nicht beigetreten werden: { $why }
remote-join-usage = gib die Adresse des Gastgebers und den Code an (morris join ADRESSE CODE), oder --relay ADR und den Code (morris join --relay ADR CODE)

## Why a text is not a code.
code-empty = kein Code angegeben
code-too-long = zu lang für einen Code
code-bad-number = ein Code beginnt mit einer Zahl von 1 bis 65535
code-word-count = ein Code hat zwei Wörter nach seiner Zahl, nicht { $n }
code-unknown-word = Wort { $place } ('{ $word }') ist keines der Wörter eines Codes
net-other-clock = die andere Seite spielt eine andere Bedenkzeit ({ $clock }, in Sekunden)
net-no-time = der Zug der anderen Seite nennt die verbleibende Zeit ihrer Uhr nicht
net-too-much-time = die andere Seite behauptet, { $claimed } auf ihrer Uhr zu haben, mehr als die Bedenkzeit erlaubt ({ $most })
net-false-flag = die andere Seite sagt, ihre Zeit sei abgelaufen, aber ihre Uhr hat noch { $left }
net-other-time = die andere Seite sagt, eine Uhr habe nach der { $number }. Entscheidung { $theirs } gezeigt, aber die Partienotation hier sagt { $ours }
remote-silent = seit { $secs } s nichts von der anderen Seite gehört
remote-come-back = Zurück zu dieser Partie (dein Gegenüber kann warten): { $line }

# Ein Gegner an einem anderen Terminal, aus dem Menü.
friend-waiting-host = Warten auf deinen Gegner: er tippt den Befehl in der obersten Zeile; Esc beendet das Warten
friend-waiting-join = Verbindung zur Partie deines Gegners wird hergestellt… (Esc bricht ab)
friend-stopped-hosting = Du wartest nicht mehr: die Partie ist für deinen Gegner geschlossen, ihr Port auch
friend-stopped-joining = Du versuchst nicht mehr, der Partie deines Gegners beizutreten
friend-reach-direct = direkt, über Port { $port }
friend-reach-listen = direkt, unter { $address }
friend-reach-relay = über das Relay { $relay }
join-empty = Tippe, was dein Gegner vorliest: seine Adresse und den Code (ADRESSE CODE)
join-no-address = Das ist nur der Code: tippe die Adresse deines Gegners davor (ADRESSE CODE), oder --relay ADR CODE
join-no-code = Der Code fehlt: tippe die Adresse deines Gegners und dann den Code (ADRESSE CODE)
join-too-many = { $n } Wörter: tippe nur die Adresse und den Code (ADRESSE CODE)
join-relay-missing = nach --relay fehlt die Adresse des Relays (--relay ADR CODE)
join-unknown = { $what } wird hier nicht verstanden: tippe ADRESSE CODE, oder --relay ADR CODE
friend-opening = Die Verbindung wird geöffnet… (die Adresse wird gesucht, das Relais erreicht)

### Bildschirme: neue Partie, gespeicherte Partien, Stellung aufbauen.

## Neue Partie (die Spalte der Beschriftungen ist 18 Zeichen breit).

scr-ng-title = Neue Partie
scr-ng-preset = Spielart
scr-ng-level = Spielstärke
scr-ng-name = Name
# An empty name field: the name the side goes by ("(as White)").
scr-ng-name-default = (als { $side })
scr-ng-clock = Uhr
scr-ng-clock-none = keine
scr-ng-about-clock = die Uhren: Minuten für jede Seite, und Sekunden dazu nach jedem Zug; wessen Zeit abläuft, verliert
scr-ng-analysis = Analyse
scr-ng-rule-pieces = Steine
scr-ng-rule-diagonals = Diagonalen
scr-ng-rule-no-flying = Springen
scr-ng-rule-fly-at = Springen bei
scr-ng-rule-mill-protection = Mühlenschutz
scr-ng-rule-double-mill = Doppelmühle
scr-ng-rule-blocked = Blockiert
scr-ng-rule-endgame-draw = Endspiel-Remis
scr-ng-rule-move-limit = Zuggrenze
scr-ng-rule-no-reform = Neubildung
scr-ng-rule-optional-removal = Entfernen optional
scr-ng-rule-repetition = Wiederholung
scr-ng-rule-move-in-placement = Zug beim Setzen
scr-ng-rule-mill-wins = Mühle gewinnt
scr-ng-start = Start
scr-ng-set-up = Stellung aufbauen
scr-ng-cancel = Abbrechen
scr-ng-on = an
scr-ng-off = aus
scr-ng-computer = der Computer
scr-ng-person = ein Mensch
scr-ng-about-player = Wer { $side } spielt: ein Mensch an dieser Tastatur, der Computer oder ein Gegner an einem anderen Terminal
scr-ng-about-level = Die Spielstärke des Computers: Stufe 1 (am schwächsten) bis 10 (am stärksten)
scr-ng-about-name = Der Name für { $side }: tippe ihn ein (Backspace löscht einen Buchstaben)
scr-ng-about-start = Partie starten – { $rules }
scr-ng-about-set-up = Eine Stellung aufbauen ({ $rules }) und von dort aus starten
scr-ng-about-cancel = Zurück zur Partie auf dem Brett, unverändert
scr-ng-more-above = { $arrow } mehr
scr-ng-more-below = { $arrow } { $n } mehr
scr-ng-computer-s-name = { $name } ist der Name des Computers: wähle den Computer für { $side } oder einen anderen Namen
scr-ng-name-full = ein Name hat höchstens { $n } Zeichen: dieser ist voll
scr-ng-not-kept = Neue Partie; { $keys } { $n ->
    [one] konnte
   *[other] konnten
} nicht fürs nächste Mal gespeichert werden ({ $n ->
    [one] die Zeile ist
   *[other] die Zeilen sind
} in den Einstellungen mehr als ein einfaches `key = value` und { $n ->
    [one] bleibt, wie sie ist)
   *[other] bleiben, wie sie sind)
}
scr-ng-not-kept-any = Neue Partie; die Auswahl konnte nicht fürs nächste Mal gespeichert werden ({ $error })

## Gespeicherte Partien. Die Spaltenköpfe (Players, Variant, Date, Moves, Result, Notes, File)
## sind die Tags der Aufzeichnungen und bleiben, wie sie sind; die Ergebnisspalte ist 11
## Zeichen breit, die Notizen 12 (26 auf einem breiten Bildschirm).

scr-sv-title = Gespeicherte Partien
scr-sv-range = { $from }-{ $to } von { $n }
scr-sv-typing = Ordner oder Datei:
scr-sv-in = Aus { $place } (/ wählt einen anderen Ort)
scr-sv-in-data-folder = Aus dem Datenordner (/ wählt einen anderen Ort)
scr-sv-reading = Die gespeicherten Partien werden gelesen…
scr-sv-cannot-list = Das lässt sich nicht auflisten: { $error }
scr-sv-none = Keine gespeicherten Partien hier: / wählt einen anderen Ort, Esc geht zurück
scr-sv-opening = Wird geöffnet…
scr-sv-in-progress = läuft
scr-sv-set-up = aufgebaut
scr-sv-analysis = Analyse
scr-sv-hints = { $n ->
    [one] { $n } Tipp
   *[other] { $n } Tipps
}
scr-sv-help = Hilfe
scr-sv-this-game = diese Partie
scr-sv-detail = { $file } { $dash } { $white } ({ $side_white }) gegen { $black } ({ $side_black }), { $variant }
scr-sv-detail-set-up = , von einer aufgebauten Stellung
scr-sv-detail-analysis = , mit Analyse
scr-sv-detail-hints = { $n ->
    [one] , { $n } Tipp
   *[other] , { $n } Tipps
}
scr-sv-detail-here = (die Partie auf dem Brett)
scr-sv-nothing-to-open = Hier gibt es keine gespeicherte Partie zum Öffnen: / wählt einen anderen Ordner oder eine Datei
scr-sv-cannot-open = { $file } lässt sich nicht öffnen ({ $error })
scr-sv-this-goes-on = Das ist diese Partie: sie geht weiter
scr-sv-not-saved = Diese Partie ist NICHT gespeichert ({ $why }): eine andere zu öffnen würde sie verlieren; q, dann s speichert sie woanders
scr-sv-nothing-to-keep = Hier gibt es keine gespeicherte Partie zum Beiseitelegen
scr-sv-keep-this = Das ist die laufende Partie: n startet eine neue Partie und legt sie beiseite
scr-sv-unreadable = nicht lesbar: { $error }
scr-sv-damaged = beschädigt: { $error }
scr-sv-gone = { $file } ist nicht mehr da
scr-sv-kept-aside = { $file } wurde als { $aside } beiseitegelegt
scr-sv-scores-lost = (die Punktetafel konnte nicht folgen: { $error })
scr-sv-not-kept-aside = { $file } konnte nicht beiseitegelegt werden: { $error }
scr-sv-busy = { $file } wird gerade in einem anderen morris gespielt: die Datei bleibt unberührt

## Stellung aufbauen (die Leiste ist auf dem kleinsten Bildschirm 29 Zeichen breit).

scr-ed-header = Stellung aufbauen
scr-ed-title = Stellung aufbauen
scr-ed-on-board = { $side }: { $n } auf dem Brett
scr-ed-in-hand = { $n } in der Hand
scr-ed-keys = Tasten
scr-ed-to-move = { $side } ist am Zug
scr-ed-no-removal = Kein Stein zu entfernen
scr-ed-owes = { $n ->
    [one] { $side } entfernt { $n } Stein
   *[other] { $side } entfernt { $n } Steine
}
scr-ed-typed = { $file }_ getippt, jetzt die Ziffer
scr-ed-ready = Bereit: s startet von hier eine Partie
scr-ed-cannot-start = Noch kein Start möglich:
scr-ed-more-problems = { $n ->
    [one] +{ $n } weiteres Problem
   *[other] +{ $n } weitere Probleme
}
scr-ed-start = Start
scr-ed-fen = FEN
scr-ed-clear = Leeren
scr-ed-back = Zurück
scr-ed-undone = Letzte Änderung zurückgenommen
scr-ed-nothing-to-undo = Im Editor gibt es nichts rückgängig zu machen
scr-ed-hand-empty = { $side } hat keinen Stein mehr in der Hand
scr-ed-hand-full = { $side } hat { $on } auf dem Brett: nach diesen Regeln höchstens { $room } in der Hand
scr-ed-cleared = Brett geleert: je { $n } Steine in der Hand (u holt die Steine zurück)
scr-ed-no-fen = Noch keine FEN: aus dieser Stellung kann keine Partie starten, siehe die Leiste
scr-ed-not-yet = Noch kein Start möglich: die Leiste sagt, warum
scr-ed-left = Stellungseditor verlassen: die Partie ist wie zuvor
scr-ed-started = Neue Partie aus der aufgebauten Stellung
scr-ed-confirm-title = Neue Partie
scr-ed-confirm = Von der aufgebauten Stellung aus neu starten? Die laufende Partie wird beiseitegelegt.
scr-ed-confirm-yes = Starten (y)
scr-ed-confirm-no = Zurück (n)
scr-ed-quit-title = Beenden
scr-ed-quit = morris beenden? Die hier aufgebaute Stellung geht verloren; die Partie auf dem Brett ist gespeichert.
scr-ed-quit-yes = Beenden (y)
scr-ed-quit-no = Zurück (n)
scr-ed-fen-title = FEN der Stellung
scr-ed-fen-closes = Esc schließt
scr-ed-fen-copy = Zum Kopieren mit der Maus markieren (in den meisten Terminals mit Umschalt und Ziehen).
scr-ed-fen-too-wide = Die FEN hat { $n } Zeichen, mehr als dieses Terminal breit ist ({ $width }): mach es breiter, um die FEN in einer Zeile zu kopieren.
scr-ed-fen-play = Von hier aus spielen: { $command }
scr-ed-fen-play-flags = Von hier aus spielen: morris --fen, mit --variant und den Optionen dieser Regeln (eine FEN enthält keine Regeln)

## Was an einer aufgebauten Stellung nicht stimmt.

scr-pr-off-board = { $point } ist kein Punkt dieses Bretts
scr-pr-too-many-stones = zu viele Steine: { $side } hat { $on } auf dem Brett, die Regeln erlauben { $pieces }
scr-pr-too-many-pieces = eine unmögliche Zahl: { $side } hat { $on } auf dem Brett und { $hand } in der Hand, mehr als { $pieces } Steine
scr-pr-lost-to-move = { $side } ist am Zug und hat schon verloren: { $left } auf dem Brett und in der Hand, weniger als 3
scr-pr-lost = { $side } hat schon verloren: { $left } auf dem Brett und in der Hand, weniger als 3
scr-pr-too-many-owed = { $owed } Steine zu entfernen; diese Regeln erlauben höchstens { $most } auf einmal
scr-pr-owed-without-mill = { $side } soll einen Stein entfernen, hat aber keine geschlossene Mühle, die das erlaubt
scr-pr-nothing-to-remove = { $side } soll einen Stein entfernen, aber keiner der { $other_adj } Steine darf entfernt werden
scr-pr-owed-without-two-mills = { $side } soll 2 Steine entfernen, hat aber keine zwei zugleich geschlossenen Mühlen, die das erlauben
scr-pr-one-to-remove = { $side } soll 2 Steine entfernen, aber nur einer der { $other_adj } Steine darf entfernt werden
scr-pr-placed-out-of-turn-even = eine unmögliche Zahl: { $side_white } hat { $white } gesetzt und { $side_black } { $black }, und { $side } ist am Zug ({ $side_white } setzt zuerst, also haben beide gleich viele gesetzt)
scr-pr-placed-out-of-turn-odd = eine unmögliche Zahl: { $side_white } hat { $white } gesetzt und { $side_black } { $black }, und { $side } ist am Zug ({ $side_white } setzt zuerst, also hat { $side_white } einen mehr gesetzt)
scr-pr-blocked = { $side } ist am Zug und hat schon verloren: blockiert, kein Stein kann ziehen ({ $winner } gewinnt)
scr-pr-mill-won = { $winner } hat schon gewonnen: eine Mühle steht, und eine Mühle gewinnt
scr-pr-board-full = die Partie ist schon Remis: alle Punkte sind besetzt
scr-pr-over = die Partie ist schon vorbei: { $reason }

# Der Name einer Variante in der schmalen Spalte der gespeicherten Partien: ein Wort.
scr-sv-variant-nine = Mühle
scr-sv-variant-twelve = Zwölfer
scr-sv-variant-morabaraba = Morabaraba
scr-sv-variant-lasker = Lasker
scr-sv-variant-six = Sechser
scr-sv-variant-three = Dreier

# Die Spaltenköpfe der gespeicherten Partien (die Spalte der Züge ist so breit wie ihr Kopf, mindestens 5).
scr-sv-col-players = Spieler
scr-sv-col-variant = Variante
scr-sv-col-date = Datum
scr-sv-col-moves = Züge
scr-sv-col-result = Ergebnis
scr-sv-col-notes = Notizen
scr-sv-col-file = Datei

# Der Wert einer Regelwahl im Fenster für eine neue Partie.
scr-ng-value-unless-all = außer alle in Mühlen
scr-ng-value-never = nie
scr-ng-value-always = immer
scr-ng-value-one = ein Stein
scr-ng-value-each = einen je Mühle
scr-ng-value-lose = verliert
scr-ng-value-pass = setzt aus

# Was im Befehl, der sie spielt, für die FEN steht.
scr-ed-the-fen = <FEN>

# The Puzzles screen (issue 37).
puz-header-pack = Aufgaben: { $name }
puz-header = Aufgaben
puz-none-unsolvable = Für diese Regeln gibt es keine Aufgaben, und es lassen sich keine erstellen: Sie werden hier nicht gelöst ({ $why }).
mk-none-shipped = Für diese Regeln gibt es keine mitgelieferten Aufgaben: Aus ihren exakten Werten lässt sich eine Sammlung erstellen.
mk-keys = Enter oder n: Aufgaben für diese Regeln erstellen (Sekunden bis eine Minute) · Esc: zurück zur Partie
mk-keys-running = Esc: anhalten
mk-reading = Die für diese Regeln aufbewahrte Sammlung wird gelesen…
mk-solving = Aufgaben werden erstellt: { $class } wird gelöst, { $pct } %…
mk-drawing = Aufgaben werden erstellt: Stellungen mit einer einzigen Antwort werden gesucht…
mk-rating = Aufgaben werden erstellt: Aufgabe { $i } von { $n } wird bewertet…
mk-stopped = Angehalten: Es wurde keine Sammlung erstellt.
mk-none-found = Unter diesen Regeln wurde keine Aufgabe gefunden.
mk-unsolvable = Diese Regeln werden hier nicht gelöst ({ $why }).
mk-damaged = Die in { $path } aufbewahrte Sammlung wurde abgelehnt ({ $why }): Sie wird neu erstellt.
mk-not-kept = Die Sammlung konnte nicht in { $path } aufbewahrt werden ({ $why }): Sie wird beim nächsten Mal neu erstellt.
mk-bad-line = Zeile { $n }: { $why }
mk-bad-puzzle = die exakten Werte widersprechen { $fen } ({ $why })
mk-empty = sie enthält keine Aufgabe
mk-no-cache = Dieses System hat keinen Cache-Ordner: Die Sammlung wird nicht aufbewahrt und beim nächsten Mal neu erstellt.
puz-title = Aufgabe { $n } von { $total }
puz-task-win = { $n ->
    [one] { $side } am Zug: Gewinn in { $n } Zug
   *[other] { $side } am Zug: Gewinn in { $n } Zügen
}
puz-task-defend = { $side } am Zug: der einzige Zug, der das Remis hält
puz-task-removal = { $side } hat eine Mühle geschlossen: den richtigen Stein schlagen
puz-difficulty = Schwierigkeit { $d } von 5
puz-flying = Springen
puz-blockade = Blockade
puz-tries = { $n ->
    [one] noch 1 Versuch
   *[other] noch { $n } Versuche
}
puz-standing-solved = Gelöst
puz-standing-failed = Nicht gelöst: die Lösung wurde gezeigt
puz-solving = Tafeln werden berechnet{ $dots }
puz-wait = Die Tafeln sind noch nicht fertig: einen Moment.
puz-pick = Zuerst einen eigenen Stein aufnehmen.
puz-over = Diese Aufgabe ist vorbei: n für die nächste.
puz-right = Richtig. Die Antwort: { $reply }
puz-right-go-on = Richtig. Jetzt einen Stein schlagen.
puz-solved = Gelöst! n für die nächste Aufgabe.
puz-wrong = { $decision } verschenkt es ({ $value }): zurückgenommen.
puz-failed = { $decision } verschenkt es ({ $value }). Die Lösung: { $solution }
puz-hint = Tipp: der Stein auf { $point }.
puz-tally = Diesmal: { $solved } gelöst, { $failed } nicht gelöst
puz-kept = Insgesamt: { $solved } von { $total } gelöst, { $failed } nicht
puz-keys = Enter ziehen · i Tipp · n nächste · ? Tasten · Esc zurück

## The Statistics screen.
stats-header = Statistik
stats-person = { $name } ({ $n } von { $total })
stats-nobody = Noch keine beendete Partie einer Person.
stats-reading = Die Punktetafel wird gelesen{ $dots }
stats-no-folder = Dieses System hat keinen Datenordner: Es gibt nichts Gezähltes zu zeigen.
stats-rating = Wertung { $rating } nach { $n } { $n ->
        [one] gewerteter Partie
       *[other] gewerteten Partien
    } (höchste { $best })
stats-no-rating = Noch keine Wertung: nur gesondert gezählte Partien.
stats-games = Partien: { $won } gewonnen, { $drawn } remis, { $lost } verloren
stats-apart = Gesondert gezählt (aufgebaute Stellung oder Hilfe), nicht gewertet: { $won } gewonnen, { $drawn } remis, { $lost } verloren
stats-by-variant = Nach Spielart
stats-by-opponent = Gegen
stats-won = gew.
stats-drawn = remis
stats-lost = verl.
stats-level = { $name } (Wertung { $rating })
stats-longest = Längste Partien
stats-long = { $plies } { $plies ->
        [one] Entscheidung
       *[other] Entscheidungen
    } gegen { $opponent } ({ $variant }, { $result })
stats-puzzles = Aufgaben, beim letzten Versuch
stats-pack = Sanmill-Paket { $name }
stats-puzzle-set = { $set }: { $solved } gelöst, { $failed } nicht gelöst
stats-puzzle-set-of = { $set }: { $solved } von { $total } gelöst, { $failed } nicht gelöst
stats-axis-games = Partien
stats-more = ↓ noch { $n }
stats-more-ascii = v noch { $n }
# Punkte lernen (Issue 37).
learn-header = Punkte lernen
learn-title-find = Punkte finden
learn-title-name = Punkte benennen
learn-how-find = Ein Punkt wird genannt: den Cursor dorthin bewegen (Pfeiltasten) und Enter drücken, oder ihn anklicken. { $n } Punkte, auf Zeit.
learn-how-name = Ein Punkt ist mit ! markiert: seinen Namen tippen, Buchstabe und Zahl (d6). { $n } Punkte, auf Zeit.
learn-begin = Enter: los
learn-find = Finde { $point }
learn-name = Wie heißt der Punkt mit !?
learn-progress = Punkt { $n } von { $of } · { $right } richtig
learn-time = Zeit: { $time } s
learn-right = Richtig: { $point }.
learn-wrong = { $point } ist es nicht: { $asked } ist mit { $mark } markiert.
learn-wrong-name = { $point } ist es nicht: der Punkt mit ! war { $asked }, jetzt mit { $mark } markiert.
learn-again = Enter oder n: noch eine Runde
learn-result = { $right } von { $of } richtig in { $time } s
learn-new-best = Deine beste Runde!
learn-best = Bestwert: { $right } von { $of } in { $time } s
learn-no-best = Noch keine beste Runde
learn-find-not-type = Auf dem Brett finden: Pfeiltasten und Enter, oder ein Klick.

# Das Tutorial (Issue 37): die Standardregeln, Schritt für Schritt.
tut-header = Einführung
tut-title = { $n }/{ $total } { $title }
tut-board-title = Das Brett
tut-board-text = Die Steine stehen auf den 24 Punkten, an denen sich die Linien treffen. Ein Punkt heißt nach seiner Spalte (Buchstabe) und Reihe (Zahl): a1 ist unten links.
tut-board-task = Bewege den Cursor auf d6 (Pfeiltasten, oder d6 tippen) und drücke Enter.
tut-place-title = Setzen
tut-place-text = Jeder Spieler hat neun Steine. Weiß beginnt; abwechselnd setzt jeder einen Stein auf einen freien Punkt.
tut-place-task = Setze einen weißen Stein auf b4.
tut-mill-title = Eine Mühle
tut-mill-text = Drei Steine einer Farbe auf einer Linie bilden eine Mühle. Wer eine Mühle schließt, nimmt dem Gegner einen Stein weg.
tut-mill-task = Schließe eine Mühle.
tut-remove-title = Stein wegnehmen
tut-remove-text = Weiß hat eine Mühle geschlossen. Ein Stein in einer Mühle darf nicht genommen werden, solange der Gegner Steine außerhalb von Mühlen hat.
tut-remove-task = Nimm einen schwarzen Stein, der in keiner Mühle steht.
tut-move-title = Ziehen
tut-move-text = Sind alle Steine gesetzt, zieht man einen Stein entlang einer Linie auf den nächsten Punkt, wenn er frei ist. Enter nimmt einen Stein auf, Enter setzt ihn ab.
tut-move-task = Ziehe einen Stein und schließe eine Mühle.
tut-fly-title = Springen
tut-fly-text = Wer nur noch drei Steine hat, darf springen: einen Stein auf jeden freien Punkt ziehen, nicht nur auf den nächsten.
tut-fly-task = Springe mit einem Stein und schließe eine Mühle.
tut-two-title = Gewinnen: zwei Steine
tut-two-text = Wer nur noch zwei Steine hat, hat verloren: er kann keine Mühle mehr bilden. Schwarz hat drei.
tut-two-task = Gewinne: schließe eine Mühle und nimm einen Stein.
tut-block-title = Gewinnen: eingesperrt
tut-block-text = Wer keinen Stein mehr ziehen kann, hat ebenfalls verloren.
tut-block-task = Gewinne: sperre alle schwarzen Steine ein.
tut-end-title = Gut gemacht
tut-end-text = Du kennst die Regeln der Mühle. Enter: eine neue Partie (dort den Gegner wählen); Esc: zurück zur Partie.
tut-right = Richtig!
tut-next = Enter oder n: nächster Schritt
tut-done-next = Dieser Schritt ist geschafft: Enter oder n für den nächsten.
tut-wrong-point = Das ist { $point }; { $want } ist ein anderer Punkt. Sieh auf die Buchstaben unter und die Zahlen neben dem Brett.
tut-wrong-place = das ist nicht { $point }
tut-wrong-mill = damit schließt du keine Mühle
tut-wrong-fly = das schließt eine Mühle ohne zu springen: springe mit einem Stein, der nicht neben dem Punkt steht
tut-wrong-win = damit gewinnst du nicht
tut-taken-back = { $decision }: { $why }. Zurückgenommen: versuch es noch einmal.
tut-refused = Die Regeln erlauben das nicht: { $why }
tut-now-remove = Mühle! Nimm jetzt einen schwarzen Stein.
tut-pick = Nimm zuerst einen deiner Steine auf.
tut-show-point = Der Cursor steht jetzt auf { $point }: drücke Enter.
tut-show = Eine Lösung: { $decision }.
tut-show-remove = Eine Lösung: den Stein auf { $point } entfernen.
tut-removing = { $point } entfernen
tut-again = Wieder bei Schritt { $n }/{ $total }, wo du aufgehört hast. u geht einen Schritt zurück, bis 1/{ $total }, um neu anzufangen.
tut-offer-title = Neu bei der Mühle?
tut-offer = Die Einführung zeigt die Regeln Schritt für Schritt auf dem Brett, in wenigen Minuten. Jetzt starten?
tut-a-start = Einführung starten
tut-a-later = Jetzt nicht
tut-you = Du spielst Weiß: { $stone }
puz-pack-by-lines = Geprüft an der Lösung der Sammlung: diese Klasse ist hier nicht gelöst.
puz-pack-agrees = Die exakten Werte von morris stimmen mit der Sammlung überein.
puz-pack-disagrees = morris widerspricht der Sammlung: { $why }
puz-pack-not-checked = Nicht an exakten Werten geprüft: { $why }
puz-pack-none = Keine der { $n } Aufgaben der Sammlung kann hier gespielt werden.
puz-pack-left-out = { $n ->
    [one] Eine Aufgabe der Sammlung kann nicht gespielt werden (morris puzzles --check DATEI sagt, warum).
   *[other] { $n } Aufgaben der Sammlung können nicht gespielt werden (morris puzzles --check DATEI sagt, warum).
}
puz-off = { $decision } ist nicht die Lösung der Sammlung: zurückgenommen.
puz-off-failed = { $decision } ist nicht die Lösung der Sammlung. Die Lösung: { $solution }
puz-pack-path = Datei der Sammlung: { $path }_
puz-pack-reading = Lese { $path }{ $dots }
puz-pack-other-rules = Die Sammlung ist für andere Regeln als die dieser Partie ({ $rules }): erst eine Partie mit ihnen beginnen, oder morris puzzles DATEI.

# Der Gegner an einem anderen Terminal auf dem Bildschirm für eine neue Partie.
scr-ng-friend-short = Gegner, anderes Terminal
scr-ng-friend = ein Gegner an einem anderen Terminal
scr-ng-reached = erreichbar
scr-ng-about-reached = Wie dein Gegner dieses Terminal erreicht: direkt oder über ein Relay (die Einstellungen listen und relay)
scr-ng-about-start-friend = Eine Partie { $rules } für deinen Gegner eröffnen und zeigen, was er zum Beitreten tippt
scr-ng-friend-and-computer = { $side } wird hier an dieser Tastatur gegen deinen Gegner gespielt: wähle dafür einen Menschen

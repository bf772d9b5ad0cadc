### Die Regeln in Worten: `morris rules`, das Regelfenster, die Varianten und Regeloptionen,
### wie der Bildschirm für neue Partien und die Titelzeile sie nennen. Die Notation (x-) und
### die Namen der Varianten als Werte (nine, lasker) bleiben, wie sie sind.

rules-variant-nine = Mühle (Neunermühle, Nine Men's Morris)
rules-variant-twelve = Zwölfermühle (Twelve Men's Morris)
rules-variant-morabaraba = Morabaraba
rules-variant-lasker = Lasker-Mühle (Lasker Morris)
rules-variant-six = Sechsermühle (Kleine Mühle, Six Men's Morris)
rules-variant-three = Dreiermühle (Three Men's Morris)
rules-short-nine = Mühle
rules-short-twelve = Zwölfermühle
rules-short-morabaraba = Morabaraba
rules-short-lasker = Lasker-Mühle
rules-short-six = Sechsermühle
rules-short-three = Dreiermühle

rules-summary-nine = Standardbrett, 9 Steine, Springen bei 3 Steinen (Voreinstellung)
rules-summary-twelve = Diagonalen, 12 Steine, volles Brett ist remis
rules-summary-morabaraba = Diagonalen, 12 Steine, zwei Mühlen entfernen zwei Steine, kein sofortiges Wiederschließen, volles Brett ist remis, Endspiel-Remis nach 10 Halbzügen
rules-summary-lasker = 10 Steine, Ziehen statt Setzen erlaubt
rules-summary-six = Brett aus zwei Quadraten, 6 Steine, kein Springen
rules-summary-three = 3x3-Gitter, 3 Steine, eine Mühle gewinnt, kein Springen

rules-about-protection-unless-all = Steine in Mühlen sind geschützt, außer alle gegnerischen stehen in Mühlen
rules-about-protection-never = Steine in Mühlen dürfen immer entfernt werden
rules-about-protection-always = Steine in Mühlen werden nie entfernt
rules-about-double-one = Zwei Mühlen auf einmal entfernen einen Stein
rules-about-double-each = Jede geschlossene Mühle entfernt einen Stein
rules-about-blocked-lose = Wer nicht ziehen kann, verliert
rules-about-blocked-pass = Wer nicht ziehen kann, setzt aus

rules-opt-pieces = { $n ->
    [one] { $n } Stein
   *[other] { $n } Steine
}
rules-opt-diagonals-on = mit Diagonalen
rules-opt-diagonals-off = ohne Diagonalen
rules-opt-flying = Springen bei { $n } Steinen
rules-opt-no-flying = kein Springen
rules-opt-protection-unless-all = Mühlen geschützt (außer alle)
rules-opt-protection-never = Mühlen ungeschützt
rules-opt-protection-always = Mühlen immer geschützt
rules-opt-double-one = Doppelmühle entfernt einen Stein
rules-opt-double-each = Doppelmühle entfernt zwei Steine
rules-opt-reform-on = sofortiges Wiederschließen erlaubt
rules-opt-reform-off = kein sofortiges Wiederschließen
rules-opt-optional-on = Entfernen freiwillig
rules-opt-optional-off = Entfernen Pflicht
rules-opt-blocked-lose = blockiert verliert
rules-opt-blocked-pass = blockiert setzt aus
rules-opt-endgame = { $n ->
    [one] Endspiel-Remis nach { $n } Halbzug
   *[other] Endspiel-Remis nach { $n } Halbzügen
}
rules-opt-endgame-off = kein Endspiel-Remis
rules-opt-move-limit = { $n ->
    [one] Zuglimit { $n } Halbzug
   *[other] Zuglimit { $n } Halbzüge
}
rules-opt-move-limit-off = kein Zuglimit
rules-opt-repetition-on = Remis bei Wiederholung
rules-opt-repetition-off = kein Remis bei Wiederholung
rules-opt-move-in-placement-on = Ziehen beim Setzen
rules-opt-move-in-placement-off = kein Ziehen beim Setzen
rules-opt-mill-wins-on = Mühle gewinnt
rules-opt-mill-wins-off = Mühle gewinnt nicht

rules-sum = { $variant }: { $parts }.
rules-sum-pieces = { $n ->
    [one] { $n } Stein je Seite
   *[other] { $n } Steine je Seite
}
rules-sum-mill-wins = eine Mühle gewinnt
rules-sum-mill-one = eine Mühle entfernt einen Stein
rules-sum-mill-each = jede Mühle entfernt einen Stein
rules-sum-blocked-lose = blockiert verliert
rules-sum-blocked-pass = blockiert setzt aus

rules-heading = { $variant } (--variant { $name })
rules-board-standard = Brett: das Standardbrett (24 Punkte, 16 Mühlen).
rules-board-diagonal = Brett: das Standardbrett mit Diagonalen (24 Punkte, 20 Mühlen).
rules-board-six = Brett: das Brett der Sechsermühle (16 Punkte, 8 Mühlen).
rules-board-three = Brett: das Brett der Dreiermühle (9 Punkte, 8 Mühlen).
rules-pieces = { $n ->
    [one] Jeder Spieler hat { $n } Stein. Weiß beginnt.
   *[other] Jeder Spieler hat { $n } Steine. Weiß beginnt.
}
rules-placing-or-moving = Setzen: Solange du Steine in der Hand hast, setzt du einen davon auf einen freien Punkt oder ziehst stattdessen einen Stein auf dem Brett.
rules-placing = Setzen: Solange du Steine in der Hand hast, setzt du einen davon auf einen freien Punkt.
rules-moving = Ziehen: Danach ziehst du einen Stein entlang einer Linie auf einen benachbarten freien Punkt.
rules-flying = Springen: Hast du keine Steine mehr in der Hand und höchstens { $n } auf dem Brett, darf ein Stein auf jeden freien Punkt springen.
rules-flying-off = Springen: nicht erlaubt.
rules-mill-wins = Wer eine Mühle (drei eigene Steine auf einer Linie) schließt, gewinnt die Partie sofort.
rules-mill-one = Wer eine Mühle (drei eigene Steine auf einer Linie) schließt, entfernt einen gegnerischen Stein; wer zwei Mühlen zugleich schließt, trotzdem nur einen.
rules-mill-each = Wer eine Mühle (drei eigene Steine auf einer Linie) schließt, entfernt einen gegnerischen Stein; wer zwei Mühlen zugleich schließt, entfernt zwei.
rules-protection-unless-all = Steine in Mühlen sind geschützt, außer wenn alle gegnerischen Steine in Mühlen stehen.
rules-protection-never = Steine in Mühlen können wie alle anderen entfernt werden.
rules-protection-always = Steine in Mühlen werden nie entfernt; stehen alle gegnerischen Steine in Mühlen, entfällt das Entfernen.
rules-optional-removal = Das Entfernen ist freiwillig: x- verzichtet darauf.
rules-no-reform = Eine Mühle, die du öffnest, darfst du im nächsten Zug nicht wieder schließen.
rules-too-few = Wer weniger als 3 Steine hat (auf dem Brett und in der Hand), verliert.
rules-blocked-lose = Wer nicht ziehen kann, verliert.
rules-blocked-pass = Wer nicht ziehen kann, setzt aus; sind beide nacheinander blockiert, ist die Partie remis.
rules-full-board = Ist das Brett am Ende des Setzens voll, ist die Partie remis.
rules-endgame-draw = { $n ->
    [one] Haben beide nur noch 3 Steine, ist die Partie nach { $n } Halbzug ohne Entfernen remis.
   *[other] Haben beide nur noch 3 Steine, ist die Partie nach { $n } Halbzügen ohne Entfernen remis.
}
rules-move-limit = { $n ->
    [one] Nach { $n } Halbzug ohne Entfernen in der Zugphase ist die Partie remis.
   *[other] Nach { $n } Halbzügen ohne Entfernen in der Zugphase ist die Partie remis.
}
rules-repetition = Dieselbe Stellung zum dritten Mal ist remis.
rules-agree = Die Spieler können sich jederzeit auf Remis einigen oder aufgeben.

rules-setting-variant = Die Variante, von der die Partie ausgeht
rules-setting-pieces = Steine je Spieler (3 bis 12; auf den kleineren Brettern weniger)
rules-setting-diagonals = Die vier Diagonalen zum Standardbrett hinzufügen
rules-setting-no-flying = Steine dürfen nie springen, auch nicht mit 3 Steinen
rules-setting-fly-at = Springen mit so vielen Steinen auf dem Brett oder weniger (3 oder 4)
rules-setting-mill-protection = Welche Steine in Mühlen entfernt werden dürfen
rules-setting-double-mill = Was zwei auf einmal geschlossene Mühlen entfernen
rules-setting-no-reform = Eine geöffnete Mühle darf im nächsten Zug nicht wieder geschlossen werden
rules-setting-optional-removal = Wer eine Mühle schließt, darf auf das Entfernen verzichten (x-)
rules-setting-blocked = Was geschieht, wenn jemand nicht ziehen kann
rules-setting-endgame-draw = Remis nach N Halbzügen ohne Entfernen, sobald beide nur noch 3 Steine haben
rules-setting-move-limit = Remis nach N Halbzügen ohne Entfernen in der Zugphase
rules-setting-repetition = Dieselbe Stellung zum dritten Mal ist remis
rules-setting-move-in-placement = Wer noch Steine in der Hand hat, darf statt zu setzen auch ziehen
rules-setting-mill-wins = Wer eine Mühle schließt, gewinnt sofort
rules-setting-analysis = Mit eingeschalteter Analyse beginnen (Taste v): exakte Bewertung, wo die Stellung gelöst ist

# Wo ein Problem in einer Aufzeichnung steht: Zeile und Spalte.
rules-record-at = Zeile { $line }, Spalte { $column }

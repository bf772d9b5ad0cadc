### board: der Spielbildschirm — das Seitenfeld, die Aufgabenzeile, das Banner, die Zugliste,
### die Hinweise und die Absagen der Regeln. `$num` (pl/sg) braucht nur das Portugiesische;
### `$side` ist `white` oder `black`, die Farbe der Steine.

## Namen
board-computer-name = morris auf Stufe { $level }
board-who = { $name } ({ $side })

## Die Aufgabenzeile: wer an der Tastatur sitzt, wird geduzt.
board-task-place = { $who }: setze einen Stein ({ $n } in der Hand)
board-task-place-or-move = { $who }: setze einen Stein ({ $n } in der Hand) oder ziehe einen Stein
board-task-move-selected-or-place = { $who }: ziehe den Stein von { $point } auf { $target } oder Esc zum Setzen
board-task-move-selected = { $who }: ziehe den Stein von { $point } auf { $target }
board-task-move = { $who }: ziehe einen Stein
board-task-fly-selected = { $who }: springe mit dem Stein von { $point } auf einen freien Punkt
board-task-fly = { $who }: springe mit einem Stein
board-task-remove = { $n ->
    [one] { $who }: entferne einen { $side ->
        [white] weißen
       *[black] schwarzen
    } Stein
   *[other] { $who }: entferne { $n } { $side ->
        [white] weiße
       *[black] schwarze
    } Steine
}
board-task-pass = { $who }: blockiert, Enter zum Aussetzen
board-task-pass-short = { $who }: blockiert, aussetzen
board-task-won = { $who } gewinnt: { $why }
board-task-drawn = Remis: { $why }
board-target = einen { $glyph }-Punkt
board-target-marked = einen markierten Punkt

## Die Aufgabenzeile, wenn der Computer am Zug ist.
board-computer-places = { $who } setzt einen Stein ({ $n } in der Hand)
board-computer-to-place = { $who } soll einen Stein setzen ({ $n } in der Hand)
board-computer-places-or-moves = { $who } setzt einen Stein ({ $n } in der Hand) oder zieht einen Stein
board-computer-to-place-or-move = { $who } soll einen Stein setzen ({ $n } in der Hand) oder einen Stein ziehen
board-computer-moves = { $who } zieht einen Stein
board-computer-to-move = { $who } soll einen Stein ziehen
board-computer-flies = { $who } springt mit einem Stein
board-computer-to-fly = { $who } soll mit einem Stein springen
board-computer-removes = { $n ->
    [one] { $who } entfernt einen { $side ->
        [white] weißen
       *[black] schwarzen
    } Stein
   *[other] { $who } entfernt { $n } { $side ->
        [white] weiße
       *[black] schwarze
    } Steine
}
board-computer-to-remove = { $n ->
    [one] { $who } soll einen { $side ->
        [white] weißen
       *[black] schwarzen
    } Stein entfernen
   *[other] { $who } soll { $n } { $side ->
        [white] weiße
       *[black] schwarze
    } Steine entfernen
}
board-computer-passes = { $who } ist blockiert und setzt aus
board-computer-to-pass = { $who } soll aussetzen (blockiert)

## Die Zeilen der Spieler: Steine in der Hand, auf dem Brett, geschlagen. Mit 10 bis 12 in der
## Hand ist noch kein Stein geschlagen (keine Mühle möglich): kürzer, damit die Zeile passt.
board-counts-mill-wins = Hand { $hand }  Brett { $board }
board-counts = { $hand ->
    [10] Hand { $hand } Brett { $board } geschlagen { $lost } { $stone }
    [11] Hand { $hand } Brett { $board } geschlagen { $lost } { $stone }
    [12] Hand { $hand } Brett { $board } geschlagen { $lost } { $stone }
   *[other] Hand { $hand }  Brett { $board }  geschlagen { $lost } { $stone }
}
board-counts-narrow = { $hand ->
    [10] Hand { $hand } Brett { $board }
    [11] Hand { $hand } Brett { $board }
    [12] Hand { $hand } Brett { $board }
   *[other] Hand { $hand } Brett { $board } geschl. { $lost }{ $stone }
}

## Die Bilanz.
board-score = Bilanz
board-score-draws = { $n ->
    [one] ({ $n } Remis)
   *[other] ({ $n } Remis)
}
board-score-level = Stufe { $level }

## Rückschau und Wiedergabe.
board-review-start = die Ausgangsstellung, vor Zug 1
board-review-after = nach { $at }
board-move-at-start = die Ausgangsstellung
board-move-at = Zug { $number }, { $side }
board-move-at-owed = { $n ->
    [one] Zug { $number }, { $side }, vor dem Entfernen
   *[other] Zug { $number }, { $side }, vor dem Entfernen von { $n } Steinen
}
board-banner-review = Rückschau · { $at } · Esc zurück
board-decimal-point = ,
board-banner-replay-paused = Wiedergabe · { $at } · { $speed } pro Sekunde · angehalten
board-banner-replay-playing = Wiedergabe · { $at } · { $speed } pro Sekunde · läuft
board-review-click = Eine frühere Stellung: Enter spielt von hier weiter, Esc kehrt zur Partie zurück
board-replay-click = Eine Wiedergabe: Leertaste hält an oder spielt weiter, Esc kehrt zur Partie zurück
board-log-title = Züge
board-log-title-viewing = Züge (Rückschau)
board-typed-file = { $file }_ getippt, jetzt die Ziffer

board-too-small = morris braucht ein Terminal von mindestens { $need }; dieses hat { $have }. Vergrößere es oder drücke q zum Beenden.

## Warum eine Partie endete.
board-reason-fewer = { $num ->
   *[other] { $who } hat weniger als 3 Steine
}
board-reason-blocked = { $num ->
   *[other] { $who } ist blockiert
}
board-reason-mill-wins = { $num ->
   *[other] { $who } hat eine Mühle geschlossen
}
board-reason-resigned = { $num ->
   *[other] { $who } hat aufgegeben
}
board-flag-fell = { $num ->
   *[other] Zeit! { $who } hat keine Zeit mehr
}
board-reason-on-time = { $num ->
   *[other] { $who } hat auf Zeit verloren
}
board-reason-board-full = das Brett ist voll
board-reason-both-blocked = beide sind blockiert
board-reason-move-limit = { $n } Halbzüge ohne Schlagen
board-reason-endgame = { $n } Halbzüge mit je 3 Steinen
board-reason-repetition = dieselbe Stellung zum dritten Mal
board-reason-agreement = Remis vereinbart

## Das Ergebnis, das Wichtigste zuerst.
board-outcome-win = { $num ->
   *[other] { $who } gewinnt { $dash } { $why }
}
board-outcome-agreed = Remis vereinbart
board-outcome-draw = Remis { $dash } { $why }

## Was die Regeln nicht zulassen.
board-not-legal = { $decision } ist hier nicht erlaubt: { $why }
board-not-legal-remove = { $point } kann nicht entfernt werden: { $why }
board-illegal-over = die Partie ist vorbei ({ $why })
board-not-a-point = { $point } ist kein Punkt dieses Bretts
board-illegal-no-stone = auf { $point } steht kein { $side ->
    [white] weißer
   *[black] schwarzer
} Stein
board-illegal-protected = { $point } steht in einer Mühle, und Steine in Mühlen sind geschützt
board-illegal-protected-outside = { $point } steht in einer Mühle, und { $who } hat Steine außerhalb von Mühlen
board-illegal-decline = nach diesen Regeln muss ein Stein entfernt werden
board-illegal-remove-first = { $who } muss zuerst einen { $side ->
    [white] weißen
   *[black] schwarzen
} Stein entfernen
board-illegal-none-owed = nichts zu entfernen: niemand hat eine Mühle geschlossen
board-illegal-not-blocked = { $who } ist nicht blockiert
board-illegal-no-hand = { $who } hat keine Steine mehr in der Hand
board-illegal-occupied = { $point } ist besetzt
board-illegal-reform = { $what } würde die Mühle wieder schließen, die { $who } im letzten Zug geöffnet hat (kein Wiederschließen)
board-illegal-must-place = { $who } muss setzen, solange Steine in der Hand sind
board-illegal-not-adjacent = { $to } liegt nicht neben { $from }
board-illegal-too-long = die Partie hat { $n } Entscheidungen, so viele, wie eine Aufzeichnung höchstens gelesen wird: sie kann nicht weitergehen (zurücknehmen oder eine neue Partie beginnen)

## Hinweise im Seitenfeld.
board-no-shell = Ctrl-Z: keine Shell, die die Partie fortsetzen könnte; q beendet
board-decline-none-owed = x verzichtet aufs Entfernen; hier ist nichts zu entfernen
board-log-empty = Die Zugliste ist leer: noch nichts zum Nachsehen
board-replay-nothing = Noch nichts zum Wiedergeben
board-type-point = tippe einen Punkt als Buchstabe und Ziffer: d6
board-type-move = - beginnt einen Zug von einem eigenen Stein, wie er geschrieben wird: e3-e4
board-file-dropped = { $file }_ verworfen: ein Punkt ist Buchstabe und Ziffer (d6)
board-undone = Rückgängig: { $what }
board-undone-stopped = Rückgängig: { $what } (der Computer hält an)
board-undone-ending = Rückgängig: das Ende der Partie
board-undo-nothing = Nichts rückgängig zu machen
board-redone = Wiederhergestellt: { $what }
board-redo-nothing = Nichts wiederherzustellen
board-ending-resignation = { $num ->
   *[other] die Aufgabe von { $who }
}
board-ending-agreed = das vereinbarte Remis
board-new-game = Neue Partie
board-mill-removes = { $n ->
    [one] Mühle! { $num ->
       *[other] { $who } entfernt einen { $side ->
            [white] weißen
           *[black] schwarzen
        } Stein
    }
   *[other] { $n } Mühlen! { $num ->
       *[other] { $who } entfernt { $n } { $side ->
            [white] weiße
           *[black] schwarze
        } Steine
    }
}
board-mills = { $n ->
    [one] Mühle!
   *[other] { $n } Mühlen!
}
board-mill-none-on-board = { $num ->
   *[other] Mühle! Aber { $who } hat keinen Stein auf dem Brett: nichts zu entfernen
}
board-mill-all-protected = Mühle! Aber jeder { $side ->
    [white] weiße
   *[black] schwarze
} Stein ist in einer Mühle geschützt: nichts zu entfernen
board-game-over-keys = Die Partie ist vorbei: u nimmt zurück, n startet eine neue
board-must-place = { $num ->
   *[other] { $who } muss setzen: wähle einen freien Punkt
}
board-cannot-move = Der Stein auf { $point } kann nicht ziehen
board-not-yours = Auf { $point } steht ein { $side ->
    [white] weißer
   *[black] schwarzer
} Stein: wähle einen eigenen
board-choose-stone = Wähle zuerst einen deiner Steine
board-put-refused = { $why }: wähle { $target } oder Esc
board-put-refused-or-place = { $why }: wähle { $target } oder Esc zum Setzen
board-cannot-go = Der Stein auf { $from } kann nicht nach { $to } ziehen: wähle { $target } oder Esc
board-cannot-go-or-place = Der gewählte Stein auf { $from } kann nicht nach { $to } ziehen: wähle { $target } oder Esc zum Setzen
board-turned = Das Brett ist gedreht: a1 ist oben rechts (o dreht es zurück)
board-unturned = Das Brett steht wie gewohnt: a1 unten links

## Analyse und Tipps.
board-analysis-on = Analyse an (v schaltet sie aus)
board-analysis-off = Analyse aus
board-analysis = Analyse: { $line }
board-hint-over = Die Partie ist vorbei: kein Tipp
board-hint-not-yours = { $who } ist am Zug: Tipps gibt es nur im eigenen Zug
board-hint-busy = Der Computer denkt schon nach
board-hint = Tipp: { $line }, { $value }
board-hint-looking = Suche einen Tipp…
board-hint-stopped = Tipp abgebrochen
board-hint-esc = Suche einen Tipp: Esc bricht ab
board-hint-wait = Enter spielt nichts, bis der Tipp gefunden ist: warte darauf, oder Esc bricht die Suche ab
board-value-draw = Remis
board-value-even = etwa ausgeglichen
board-value-ahead = { $side } steht um etwa { $amount ->
    [quarter] einen Viertelstein
    [half] einen halben Stein
    [three-quarters] drei Viertel eines Steins
    [one] einen Stein
   *[more] { $stones } Steine
} besser
board-value-winning = { $side } sollte gewinnen
board-value-won = { $who } hat gewonnen
board-value-wins-in = { $n ->
    [one] { $who } gewinnt in { $n } Zug (mit dem { $own }. Zug von { $who })
   *[other] { $who } gewinnt in { $n } Zügen (mit dem { $own }. Zug von { $who })
}
board-analysis-rules = unter diesen Regeln nicht gelöst: { $why }
board-analysis-no-reform = kein Wiederschließen
board-solving = löse{ $dots }
board-reading-class = lese { $what } aus dem Cache{ $dots }
board-solving-placements = löse die Setzphase{ $dots }
board-solving-whole-placements = löse die ganze Partie: Setzphase{ $dots }
board-solving-class = löse { $what }{ $dots } { $done } %
board-solving-whole = löse die ganze Partie: { $what }{ $dots } { $done } %
board-analysis-too-many = zu viele Steine, um hier zu lösen: { $what }
board-analysis-not-yet = noch nicht gelöst: { $what }
board-analysis-not-yet-hand = noch nicht gelöst: Steine in der Hand
board-no-solve-thread = kein Thread zum Lösen verfügbar
board-analysis-no-hand = mit Steinen in der Hand auf diesem Brett nicht gelöst
board-searching-placement = durchsuche die Setzphase{ $dots }
board-analysis-not-proved = mit Steinen in der Hand nicht bewiesen: der Suche über das Setzen ging die Zeit aus
board-analysis-not-proved-missing = mit Steinen in der Hand nicht bewiesen: die Suche braucht ungelöste Klassen ({ $what })
board-analysis-not-proved-large = mit Steinen in der Hand nicht bewiesen: die Klassen, zu denen das Setzen führt ({ $what }), liegen im Cache, konnten aber nicht gelesen werden

## Der Computer.
board-thinking = { $who } denkt nach…
board-best-so-far = bisher am besten: { $line } ({ $value }, Tiefe { $depth })
board-weighs-draw = { $who } prüft das Remis…
board-weighs-your-offer = { $who } prüft dein Remisangebot: Esc zieht es zurück
board-computer-stopped = { $who } ist angehalten: s lässt ihn weiterspielen
board-computer-plays-on = { $who } spielt weiter
board-computer-chosen = { $who } hat seinen Zug gewählt: er wird gerade gespielt
board-computer-holds = { $who } spielt { $side }: s lässt ihn weiterspielen, das Menü (m) gibt dir { $side } zurück
board-computer-owns-turn = { $who } ist am Zug (s hält ihn an)
board-move-now = { $who } spielt den besten bisher gefundenen Zug
board-your-turn-s = Du bist am Zug: s hält den Computer in seinem Zug an
board-draw-accepted = { $who } nimmt das Remis an
board-draw-declined = { $who } lehnt das Remis ab und spielt weiter
board-draw-busy = { $who } ist beschäftigt: biete das Remis gleich noch einmal an
board-draw-withdrawn = Das Remisangebot ist zurückgezogen
board-draw-withdrawn-after = { $note }; das Remisangebot ist zurückgezogen
board-seat-back = { $num ->
   *[other] { $who } spielt wieder { $side }
}
board-seat-computer = { $who } spielt { $side }
board-played-place = { $who } hat einen Stein auf { $point } gesetzt
board-played-pass = { $who } hat ausgesetzt: kein Zug möglich
board-played = { $who } hat { $decision } gespielt
board-played-removed-one = { $did } und den { $side ->
    [white] weißen
   *[black] schwarzen
} Stein auf { $point } entfernt
board-played-removed = { $did } und die { $side ->
    [white] weißen
   *[black] schwarzen
} Steine auf { $points } und { $last } entfernt

## Start und Speichern.
board-note-record-rules = es gelten die Regeln der Aufzeichnung
board-file-gone = { $path } ist nicht mehr da
board-not-saved = NICHT GESPEICHERT
board-seat-changed = { $side } ist jetzt { $now } (Befehlszeile), nicht { $was }
board-needs-terminal = eine Partie braucht ein Terminal; für Skripte gibt es die Befehle show, legal und perft
board-needs-terminal-why = eine Partie braucht ein Terminal ({ $why })
board-dumb-terminal = dieses Terminal (TERM=dumb) kann den Cursor nicht setzen, das Spiel braucht eines, das es kann; versuche es in einem Terminalemulator, in tmux oder screen
board-no-data-folder = dieses System hat keinen Datenordner: tippe einen Ordner ein

## A decision judged, in review with analysis on.
board-judged = { $decision } { $verdict }
board-judged-best = { $decision } { $verdict }; am besten war { $best }: { $value }
board-verdict-threw-win = hat den Sieg von { $side } verspielt
board-verdict-threw-draw = hat das Remis von { $side } verspielt
board-verdict-slower-win = war ein langsamerer Sieg
board-verdict-quicker-loss = war eine schnellere Niederlage
board-verdict-best = war einer der besten Züge
board-value-draw-inline = Remis

# Ein Endspiel nach den Steinen auf dem Brett: `9 gegen 3`.
board-class = { $a } gegen { $b }

# Sharing a game (w, the menu): the clipboard by OSC 52.
share-record-copied = Aufzeichnung in die Zwischenablage kopiert (wenn dein Terminal es zulässt); sie ist auch gespeichert in { $path }
share-record-copied-unsaved = Aufzeichnung in die Zwischenablage kopiert (wenn dein Terminal es zulässt); auf der Platte ist sie nicht gespeichert
share-fen-copied = Stellung in die Zwischenablage kopiert (wenn dein Terminal es zulässt): { $fen }
share-record-not-copied = Das Terminal kann die Aufzeichnung nicht annehmen ({ $why }): sie liegt in { $path }
share-record-not-copied-unsaved = Das Terminal kann die Aufzeichnung nicht annehmen ({ $why }), und auf der Platte ist sie nicht gespeichert
share-fen-not-copied = Das Terminal kann die Stellung nicht annehmen ({ $why }): { $fen }
share-why-dumb = TERM ist dumb
share-why-not-a-terminal = die Ausgabe ist kein Terminal
share-why-too-large = { $kb } kB, mehr als Terminals annehmen

### store
# Was das Spiel darüber sagt, wo die Partie gespeichert wird (das Panel, seine Hinweise).

store-saved-to = gespeichert in { $path }
store-read-only = schreibgeschützt: { $path } (Weiterspielen speichert in eine neue Datei daneben)
store-not-saved = NICHT GESPEICHERT
store-not-saved-why = NICHT GESPEICHERT: { $why } (jeder Zug versucht es erneut)
store-no-file = keine Datei, in der sie gespeichert werden kann
store-no-data-folder = es gibt keinen Datenordner, in dem sie gespeichert werden kann
store-data-folder-unmade = der Datenordner { $path } kann nicht angelegt werden: { $why }
store-busy-named = { $path } wird in einem anderen morris gespielt: Hier wird die Partie nur gezeigt, Weiterspielen speichert in eine neue Datei daneben
store-read-only-named = { $path } ist schreibgeschützt: Hier wird die Partie gezeigt, wie sie ist, Weiterspielen speichert in eine neue Datei daneben
store-busy-empty = ein anderes morris spielt in { $path }
store-busy-saved = ein anderes morris spielt die gespeicherte Partie in { $path }
store-unreadable-left = die gespeicherte Partie { $path } kann nicht gelesen werden ({ $why }); sie bleibt, wie sie ist
store-elsewhere = { $why }; diese Partie wird in { $path } gespeichert
store-unreadable-kept = die gespeicherte Partie konnte nicht gelesen werden ({ $why }); sie wurde als { $path } aufbewahrt
store-cannot-use = { $path } kann nicht verwendet werden
store-unreadable-stuck = die gespeicherte Partie konnte weder gelesen ({ $why }) noch beiseitegelegt werden ({ $why2 }); sie bleibt, wie sie ist
store-saved-beside = Diese Partie wird in { $path } gespeichert; { $origin } bleibt unverändert
store-changed-elsewhere = { $path } wurde von einem anderen Programm geändert: Diese Fassung wurde als { $kept } aufbewahrt
store-link-not-kept = { $path } ist schreibgeschützt und wurde daher durch eine neue Datei ersetzt: seine anderen Namen (harte Links) behalten die Partie, wie sie vorher war
store-counted-apart = Diese Partie wird in morris score gesondert gezählt ({ $why })
store-other-rules-aside = Eine Partie { $rules } lief noch: sie wird mit deinem ersten Zug beiseitegelegt, und das verlangte { $asked } beginnt jetzt
store-brought-back = Die in { $from } gespeicherte Partie (ihr gewohnter Platz war damals belegt oder beschädigt) ist wieder in { $path }
store-kept-as = Die letzte Partie wurde als { $path } beiseitegelegt
store-kept-as-uncounted = Die letzte Partie wurde als { $path } beiseitegelegt (der Punktestand konnte nicht folgen: { $why }; morris score zählt sie neu)
store-not-moved = Die letzte Partie konnte nicht beiseitegelegt werden ({ $why }); sie bleibt in { $path }, und diese Partie wird in { $new } gespeichert
store-not-moved-nor-made = die letzte Partie konnte weder beiseitegelegt ({ $why }) noch eine neue Datei angelegt werden ({ $why2 })
store-type-name = gib einen Dateinamen ein
store-exists = { $path } gibt es schon: wähle einen neuen Namen
store-redo-unread = { $path }: die zurückgenommenen Züge (Wiederholen) ab { $token } konnten nicht gelesen werden ({ $why }); r bringt die davor zurück, und die Partie behält sie alle, wie sie geschrieben waren, in ihrem Tag [UnreadRedo]
store-redo-unread-long = { $path }: die zurückgenommenen Züge (Wiederholen) ab { $token } konnten nicht gelesen werden ({ $why }); r bringt die davor zurück, und der Rest ist zu lang zum Aufbewahren: er fehlt beim nächsten Speichern
store-prefs-busy = ein anderes morris hält die Einstellungen ({ $path }) seit mehr als 10 Sekunden: diese Änderung wurde nicht gespeichert
store-waiting-scores = warte, bis ein anderes morris den Punktestand ({ $path }) freigibt, höchstens 10 Sekunden; danach macht morris ohne sie weiter, und was es jetzt nicht zählen konnte, wird später aus den Partien gezählt
store-waiting-prefs = warte, bis ein anderes morris die Einstellungen ({ $path }) freigibt, höchstens 10 Sekunden; danach wird diese Änderung nicht behalten

store-cannot-read = { $path } kann nicht gelesen werden ({ $why })
store-count-failed = der Punktestand konnte diese Partie nicht zählen ({ $why }); sobald er geschrieben werden kann, zählt morris score sie aus ihrer Aufzeichnung
store-count-failed-unnoted = der Punktestand konnte diese Partie nicht zählen ({ $why }) und sie auch nicht für später vormerken ({ $why2 }); morris versucht es bei jedem Speichern und beim Beenden erneut
store-count-unlocked = der Punktestand kann nicht gesperrt werden: { $path } lässt sich nicht öffnen ({ $why })
store-followed = { $n ->
        [one] { $n } gezählte Partie unter einem neuen Namen gefunden: ihre Zählung folgt ihr
       *[other] { $n } gezählte Partien unter neuen Namen gefunden: ihre Zählungen folgen ihnen
    }
store-counted-anew = neu aus den Aufzeichnungen gezählt: { $n ->
        [one] { $n } beendete Partie
       *[other] { $n } beendete Partien
    }{ $dropped }
store-dropped = { $n ->
        [one] ; { $n } Partie, deren Aufzeichnung fehlt (oder nicht mehr beendet ist), wurde gestrichen
       *[other] ; { $n } Partien, deren Aufzeichnungen fehlen (oder nicht mehr beendet sind), wurden gestrichen
    }
store-added = { $n ->
        [one] { $n } beendete Partie fehlte in der Zählung: aus ihrer Aufzeichnung gezählt
       *[other] { $n } beendete Partien fehlten in der Zählung: aus ihren Aufzeichnungen gezählt
    }
store-changed = { $n ->
        [one] { $n } Partie war anders gezählt, als ihre Aufzeichnung sagt: neu gezählt
       *[other] { $n } Partien waren anders gezählt, als ihre Aufzeichnungen sagen: neu gezählt
    }
store-removed = { $n ->
        [one] { $n } Partie, deren Aufzeichnung nicht mehr beendet ist: aus der Zählung genommen
       *[other] { $n } Partien, deren Aufzeichnungen nicht mehr beendet sind: aus der Zählung genommen
    }
store-count-unreadable = { $path } kann nicht gelesen werden ({ $why }); die Zählung wird hier aus den Aufzeichnungen gemacht und kann nicht gespeichert werden
store-count-not-kept = { $why }: die Zählung wird hier nicht gespeichert

store-cannot-write = { $path } kann nicht geschrieben werden: { $why }
store-cannot-replace = { $path } kann nicht ersetzt werden: { $why }
store-cannot-make = { $path } kann nicht angelegt werden: { $why }
store-cannot-write-kind = { $path } kann nicht geschrieben werden: Es ist { $kind }
store-cannot-reach = { $path } ist nicht erreichbar: { $why }
store-cannot-keep-other = die Fassung des anderen Programms kann nicht aufbewahrt werden
store-too-many = zu viele Dateien neben { $path }
store-io-no-folder = kein solcher Ordner
store-io-permission = keine Berechtigung
store-io-read-only = das Dateisystem ist schreibgeschützt
store-io-full = die Festplatte ist voll
store-io-not-a-folder = ein Teil des Pfads ist kein Ordner
store-io-a-folder = das ist ein Ordner
store-no-such-file = keine solche Datei
store-not-regular = { $kind }, keine gewöhnliche Datei
store-too-big = { $size } ist zu groß für { $what } (mehr als { $most })
store-not-text = keine Textdatei (kein UTF-8)
store-kind-folder = ein Ordner
store-kind-fifo = ein FIFO (benannte Pipe)
store-kind-device = ein Gerät
store-kind-socket = ein Socket
store-kind-other = eine besondere Datei
store-what-record = eine Aufzeichnung
store-what-scores = den Punktestand
store-what-prefs = eine Einstellungsdatei
store-what-table = eine gelöste Klasse

# Warum eine Partie gesondert gezählt wird.
store-apart-set-up = aus einer aufgebauten Stellung
store-apart-analysis = mit eingeblendeter Analyse
store-apart-hint = mit einem Tipp
store-apart-hints = mit Tipps

store-what-learn = die besten Runden des Trainings
# Die besten Runden des Koordinatentrainings (learn.txt).
store-learn-line = Zeile { $n } ist keine Runde
store-learn-link = ein Link auf eine Datei, die nicht die des Trainings ist
store-learn-unreadable = { $path } kann nicht gelesen werden ({ $why }): die besten Runden beginnen neu
store-learn-kept-aside = { $path } konnte nicht gelesen werden: sie ist als { $kept } aufbewahrt, und die besten Runden beginnen neu
store-learn-not-kept = { $path } kann nicht geschrieben werden ({ $why }): die Runde ist nicht gespeichert
store-learn-no-data-folder = dieses System hat keinen Datenordner: die Runde ist nicht gespeichert

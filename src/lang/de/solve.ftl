### solve: was `morris solve` neben seinen Tabellen sagt.

## A time still to come, as `solve --all` expects it: "about 3 min 10 s here".
solve-under-a-second = unter einer Sekunde
solve-about = etwa { $time }

## Ctrl-C (or a kill) during `solve --all`: one line, what is kept and how to go on.
solve-interrupted = { $kept ->
    [0] abgebrochen, bevor eine Klasse fertig war: noch keine der { $all } Klassen ist gespeichert; derselbe Befehl beginnt von vorn
    [one] abgebrochen: { $kept } der { $all } Klassen ist fertig und gespeichert ({ $last }); derselbe Befehl macht dort weiter
   *[other] abgebrochen: { $kept } der { $all } Klassen sind fertig und gespeichert (bis { $last }); derselbe Befehl macht dort weiter
}

## `solve --start` before the classes it needs are solved.
solve-start-missing = { $title }: der Anfang kann noch nicht durchsucht werden: { $missing } der { $needed } Klassen, die er braucht, sind nicht im Cache ({ $dir }): { $names }
solve-start-missing-more = { $shown } und { $more } weitere
solve-start-how = `{ $command }` löst sie zuerst

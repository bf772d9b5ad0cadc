### solve: o que `morris solve` diz ao lado das suas tabelas.

## A time still to come, as `solve --all` expects it: "about 3 min 10 s here".
solve-under-a-second = menos de um segundo
solve-about = cerca de { $time }

## Ctrl-C (or a kill) during `solve --all`: one line, what is kept and how to go on.
solve-interrupted = { $kept ->
    [0] interrompido antes de uma classe estar terminada: nenhuma das { $all } classes está guardada; o mesmo comando recomeça
    [one] interrompido: { $kept } das { $all } classes está terminada e guardada ({ $last }); o mesmo comando continua a partir daí
   *[other] interrompido: { $kept } das { $all } classes estão terminadas e guardadas (até { $last }); o mesmo comando continua a partir daí
}

## `solve --start` before the classes it needs are solved.
solve-start-missing = { $title }: o início ainda não pode ser pesquisado: { $missing } das { $needed } classes de que precisa não estão na cache ({ $dir }): { $names }
solve-start-missing-more = { $shown } e mais { $more }
solve-start-how = `{ $command }` resolve-as primeiro

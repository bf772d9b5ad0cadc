### solve: what `morris solve` says beside its tables of counts. The command reads the same
### everywhere, as the commands for scripts do (`Cli::speaks`): these are its words, ready for
### the day it speaks the player's language.

## A time still to come, as `solve --all` expects it: "about 3 min 10 s here".
solve-under-a-second = under a second
solve-about = about { $time }

## Ctrl-C (or a kill) during `solve --all`: one line, what is kept and how to go on.
## $kept of $all classes are in the cache, the last of them $last ("4v3").
solve-interrupted = { $kept ->
    [0] interrupted before a class was finished: none of the { $all } classes is kept yet; the same command starts again
    [one] interrupted: { $kept } of the { $all } classes is finished and kept ({ $last }); the same command goes on from there
   *[other] interrupted: { $kept } of the { $all } classes are finished and kept (up to { $last }); the same command goes on from there
}

## `solve --start` before the classes it needs are solved: how many are missing, a few of
## them by name, and the command that solves them.
solve-start-missing = { $title }: the start cannot be searched yet: { $missing } of the { $needed } classes it needs are not in the cache ({ $dir }): { $names }
# The first few names, then how many more: "3v3, 4v3, 3v4, 4v4, 5v3 and 73 more".
solve-start-missing-more = { $shown } and { $more } more
solve-start-how = `{ $command }` solves them first

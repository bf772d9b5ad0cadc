#!/usr/bin/env python3
"""Plays a match between two engines that speak the engine protocol (`morris engine`,
Sanmill's engines), with morris's own rules as the referee. Standard library only.

  python3 scripts/match.py --opponent sanmill-rust --openings 2 --ms 100
  python3 scripts/match.py --morris-b old/morris --openings 50 --ms 200 --concurrency 2
  python3 scripts/match.py --opponent-cmd "./my-engine --uci" --b-option "Skill=20"
  python3 scripts/match.py --opponent sanmill-rust --openings 10 --clock 1+1

Engine A is `morris engine` (--morris-a, default target/release/morris). Engine B is another
morris (--morris-b BIN: an A/B test of two builds), a Sanmill engine (--opponent sanmill-rust
or sanmill-cpp: $SANMILL_RUST / $SANMILL_CPP, else where scripts/build-sanmill builds them),
or any command (--opponent-cmd). Each
engine starts afresh for each game: `uci`, its options (`--a-option` / `--b-option NAME=VALUE`,
and `Seed` for an engine that has one: the match's seed plus the game's number), `isready`,
`ucinewgame`. Before each decision: `isready` (what came late is dropped), `position startpos
moves …`, then `go movetime MS` (--a-go/--b-go movetime, morris's way) or `go` and `stop` MS
later (stop: Sanmill's, whose own time options cap an iteration, not the turn). One decision
per `bestmove`: a removal is asked for with its own `go`; `info … bestmove X` (Sanmill's way)
is read as well as `bestmove X`; `bestmove draw` claims a draw, which is granted.

On the clock (--clock M+S, minutes and seconds as morris's --clock: each side starts with M
minutes and gets S seconds after each of its turns) every decision is `go wtime W btime B winc
I binc I` with the clocks as they stand; the script measures each decision's wall time from
the `go` to the `bestmove` and charges it to the mover, adds the increment after the turn (a
removal is a decision of the same turn), and a side whose clock runs out loses on time (at
once: the script waits no longer than the time left). An engine timed by `stop` (Sanmill's:
its own clock rule caps each iteration of its search, not the turn) is sent `stop` once the
turn has used the share its own rule gives it, its time left / 30 plus the increment (at
least 0.1 s), and never later than 90 % of its time left.

The referee is `morris show --moves …` (the --referee binary, default the --morris-a one):
every decision is checked by it, and it says when the game is over and why. The match also
calls a game drawn at a threefold repetition (the same position with the same side to move,
counted since the last capture), after 100 moving turns without a capture, or after 400 turns.
Openings by seed: the first placement of each side, from a list of every pair of points
shuffled with the seed (the list the figures in docs/computer.md were measured on), each
opening played twice, colours swapped. A decision the referee refuses, no answer in time
(MS plus --grace; on the clock, the time left), or an engine that dies loses the game.

Written to --out (default target/match/NAME): results.tsv (a game a row), turns.jsonl (a
decision a line: engine, time used, depth, score, nodes), games/game-NNNN.pgn (records that
`morris replay` opens) and summary.txt: won/drawn/lost for A, the score, an Elo estimate with
its 95 % error, by colour, how the games ended, and the time each engine used (on the clock:
its longest turn, the least time it had left after a turn, and its losses on time). On the
clock the records carry a TimeControl tag, the time left after each turn as a `{[%clk …]}`
comment, and a loss on time as `[Termination "time forfeit"]`.
"""
import argparse
import collections
import concurrent.futures
import json
import math
import os
import queue
import random
import shlex
import subprocess
import sys
import threading
import time

# Sanmill's options for a match, as morris's figures against it were measured (strongest
# level, no databases, one thread); the time options are added for --ms.
SANMILL_COMMON = [
    ('Threads', '1'), ('Hash', '16'), ('DeveloperMode', 'false'), ('SkillLevel', '30'),
    ('Algorithm', '2'), ('UsePerfectDatabase', 'false'), ('DrawOnHumanExperience', 'true'),
    ('ConsiderMobility', 'true'), ('FocusOnBlockingPaths', 'false'), ('AiIsLazy', 'false'),
    ('Shuffling', 'true'),
]


class EngineSpec:
    """How to start an engine and drive it."""

    def __init__(self, label, argv, options, go_style):
        self.label = label
        self.argv = argv
        self.options = options
        self.go_style = go_style


def opponent_spec(args):
    """Engine B from the command line."""
    opts = [parse_option(o) for o in args.b_option]
    if args.morris_b:
        return EngineSpec(args.b_name or 'morris-b', [program(args.morris_b), 'engine'], opts,
                          args.b_go or 'movetime')
    if args.opponent == 'sanmill-rust':
        exe = os.environ.get('SANMILL_RUST', os.path.join(sanmill_dir(), 'rust', 'target',
                                                          'release', 'tgf'))
        # On the clock its time comes from `go wtime …` (MoveTimeMs is its fallback).
        time_opts = ([] if args.clock else [('MoveTimeMs', str(args.ms))]) + [
            ('PatchAvoidTraps', 'false'), ('PatchMakeTraps', 'false')]
        return EngineSpec(args.b_name or 'sanmill-rust', [program(exe), 'uci'],
                          SANMILL_COMMON + time_opts + opts, args.b_go or 'stop')
    if args.opponent == 'sanmill-cpp':
        exe = os.environ.get('SANMILL_CPP', os.path.join(sanmill_dir(), 'cpp', 'src', 'sanmill'))
        time_opts = [('MoveTime', str(max(1, math.ceil(args.ms / 1000)))),
                     ('TrapAwareness', 'false')]
        return EngineSpec(args.b_name or 'sanmill-cpp', [program(exe)],
                          SANMILL_COMMON + time_opts + opts, args.b_go or 'stop')
    if args.opponent_cmd:
        argv = shlex.split(args.opponent_cmd)
        if not argv:
            sys.exit('match.py: --opponent-cmd is empty')
        argv[0] = program(argv[0])
        return EngineSpec(args.b_name or os.path.basename(argv[0]), argv, opts,
                          args.b_go or 'movetime')
    sys.exit('match.py: engine B is missing: --morris-b BIN, --opponent NAME or --opponent-cmd CMD')


def sanmill_dir():
    """Where scripts/build-sanmill builds Sanmill's engines, outside this repository:
    $SANMILL_DIR, else morris-sanmill in the user's cache folder."""
    if os.environ.get('SANMILL_DIR'):
        return os.environ['SANMILL_DIR']
    cache = os.environ.get('XDG_CACHE_HOME') or os.path.join(os.path.expanduser('~'), '.cache')
    return os.path.join(cache, 'morris-sanmill')


def program(path):
    """A program named with a folder is found from here (engines run in folders of their
    own); a bare name is looked up in PATH."""
    return os.path.abspath(path) if os.sep in path else path


def parse_option(text):
    name, sep, value = text.partition('=')
    if not sep or not name.strip():
        sys.exit(f'match.py: an option is NAME=VALUE, not {text!r}')
    return name.strip(), value.strip()


class EngineError(Exception):
    """The engine broke the protocol, died or did not answer: it loses the game."""


class OutOfTime(Exception):
    """The mover's clock ran out before its answer came: it loses on time."""

    def __init__(self, used):
        super().__init__(f'{used:.2f} s')
        self.used = used


class Engine:
    """A running engine: lines in, lines out (read on a thread, so that waits can time out)."""

    def __init__(self, spec, workdir, seed):
        self.spec = spec
        os.makedirs(workdir, exist_ok=True)
        try:
            self.proc = subprocess.Popen(
                spec.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL, text=True, bufsize=1, cwd=workdir,
                errors='replace')
        except OSError as e:
            raise EngineError(f'{spec.label} does not start ({shlex.join(spec.argv)}): '
                              f'{e.strerror}')
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.send('uci')
        ids = self.wait(lambda l: l.strip() == 'uciok', 30)
        names = {l.split(' type ')[0][len('option name '):].strip().lower()
                 for l in ids if l.startswith('option name ')}
        options = list(spec.options)
        if 'seed' in names and not any(k.lower() == 'seed' for k, _ in options):
            options.append(('Seed', str(seed)))
        for k, v in options:
            self.send(f'setoption name {k} value {v}')
        said = self.sync()
        refused = [l for l in said if l.startswith('info string') or 'No such option' in l
                   or 'unsupported' in l or 'nknown' in l]
        if refused:
            raise EngineError(f'{spec.label} refused its options: {refused}')
        self.send('ucinewgame')

    def _read(self):
        for line in self.proc.stdout:
            self.lines.put(line.rstrip('\n'))
        self.lines.put(None)

    def send(self, text):
        try:
            self.proc.stdin.write(text + '\n')
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            raise EngineError(f'{self.spec.label} exited')

    def wait(self, done, timeout):
        """The lines up to and with the first that `done` accepts."""
        end = time.monotonic() + timeout
        seen = []
        while True:
            left = end - time.monotonic()
            try:
                line = self.lines.get(timeout=max(left, 0))
            except queue.Empty:
                raise TimeoutError
            if line is None:
                raise EngineError(f'{self.spec.label} exited')
            seen.append(line)
            if done(line):
                return seen

    def sync(self):
        """`isready` round trip: returns what came before `readyok` (late lines included)."""
        self.send('isready')
        try:
            return self.wait(lambda l: l.strip() == 'readyok', 30)[:-1]
        except TimeoutError:
            raise EngineError(f'{self.spec.label} did not answer isready')

    def decide(self, moves, ms, grace, clock=None):
        """One decision for the position after `moves`: (token, info, wall seconds). With
        `clock` (the two sides' time left in seconds, the increment, and the mover's index),
        `go wtime … binc …`; no answer within the mover's time left is OutOfTime."""
        self.sync()
        self.send('position startpos' + (' moves ' + ' '.join(moves) if moves else ''))
        start = time.monotonic()
        if clock is not None:
            (white, black), inc, side = clock
            left = (white, black)[side]
            self.send(f'go wtime {int(white * 1000)} btime {int(black * 1000)} '
                      f'winc {int(inc * 1000)} binc {int(inc * 1000)}')
            flag = start + left
            if self.spec.go_style == 'stop':
                deadline = start + min(max(left / 30 + inc, 0.1), 0.9 * left)
            else:
                deadline = flag
        elif self.spec.go_style == 'stop':
            self.send('go')
            deadline = start + ms / 1000
        else:
            self.send(f'go movetime {ms}')
            deadline = start + ms / 1000 + grace
        stopped = False
        info = {}
        while True:
            try:
                line = self.lines.get(timeout=max(deadline - time.monotonic(), 0))
            except queue.Empty:
                if clock is not None and (stopped or self.spec.go_style != 'stop'):
                    raise OutOfTime(time.monotonic() - start)
                if stopped or self.spec.go_style != 'stop':
                    raise EngineError(f'{self.spec.label} gave no bestmove in time')
                self.send('stop')
                stopped = True
                deadline = flag if clock is not None else time.monotonic() + grace
                continue
            if line is None:
                raise EngineError(f'{self.spec.label} exited')
            words = line.split()
            if words[:1] == ['info']:
                for key in ('depth', 'nodes'):
                    if key in words[:-1]:
                        info[key] = words[words.index(key) + 1]
                if 'score' in words[:-1]:
                    i = words.index('score')
                    kind = words[i + 1]
                    info['score'] = ' '.join(words[i + 1:i + 3]) if kind in ('cp', 'mate') \
                        else kind
            if 'bestmove' in words[:-1]:
                token = words[words.index('bestmove') + 1]
                return token, info, time.monotonic() - start

    def close(self):
        try:
            self.send('quit')
            self.proc.wait(timeout=5)
        except (EngineError, subprocess.TimeoutExpired):
            self.proc.kill()
            self.proc.wait()


class Referee:
    """morris's rules: `morris show --moves …` says whether decisions are legal, whose turn
    it is, and whether and why the game is over."""

    def __init__(self, binary, flags):
        self.binary = binary
        self.flags = flags

    def run(self, args):
        return subprocess.run([self.binary] + args + self.flags, capture_output=True,
                              text=True, timeout=120)

    def points(self):
        r = self.run(['legal'])
        if r.returncode != 0:
            sys.exit(f'match.py: the referee {self.binary} fails: {r.stderr.strip()}')
        return r.stdout.split()

    def judge(self, moves):
        """The state after `moves`, or the referee's reason to refuse the last of them."""
        r = self.run(['show', '--moves', ' '.join(moves)])
        if r.returncode != 0:
            return None, r.stderr.strip().removeprefix('morris: ')
        st = {'result': '*', 'reason': '', 'side': None, 'fen': '', 'ply': -1}
        lines = r.stdout.splitlines()
        for i, line in enumerate(lines):
            if line.startswith('ply: '):
                st['ply'] = int(line[5:])
            elif line.startswith('fen: '):
                st['fen'] = line[5:].strip()
            elif line.startswith('to move: '):
                st['side'] = line[len('to move: '):].split(':')[0].strip()
            elif line.startswith('result: '):
                st['result'] = line[len('result: '):].strip()
                if st['result'] != '*' and i > 0:
                    st['reason'] = lines[i - 1].strip()
        fields = st['fen'].split()
        st['key'] = ' '.join(fields[:8])
        st['phase'] = fields[2] if len(fields) > 2 else '?'
        return st, None


def ending_of(reason):
    """A short name for how the rules ended a game."""
    names = [('is blocked', 'blockade'), ('fewer than 3', 'three stones'),
             ('board full', 'board full'), ('closed a mill', 'mill'),
             ('both players are blocked', 'both blocked'),
             ('without a removal', 'move limit'), ('with 3 pieces each', 'endgame draw'),
             ('third time', 'repetition (rule)')]
    for text, name in names:
        if text in reason:
            return name
    return reason or 'over'


def play_game(gi, opening, a_white, specs, args, referee):
    """One game; returns its row and its turns."""
    colour_of = {'A': 'White' if a_white else 'Black', 'B': 'Black' if a_white else 'White'}
    seat = {colour_of['A']: 'A', colour_of['B']: 'B'}
    moves = list(opening)
    turns_log = []
    engines = {}
    row = dict(game=gi, opening=' '.join(opening), a_colour=colour_of['A'][0], winner=None,
               ending='', detail='', turns=len(opening), on_time='', clks=[None] * len(opening))
    # On the clock: each side's time left, in seconds (White, Black).
    left = [args.base, args.base] if args.clock else None
    turns = len(opening)
    quiet = 0
    seen = collections.Counter()
    started = time.monotonic()
    try:
        for who in ('A', 'B'):
            wd = os.path.join(args.out, 'wd', specs[who].label)
            try:
                engines[who] = Engine(specs[who], wd, args.seed + gi)
            except TimeoutError:
                raise SetUpError(f'{specs[who].label} did not answer uci with uciok')
            except EngineError as e:
                raise SetUpError(str(e))
        # The state after `moves`: judged once at the start, then known from the referee's
        # answer on each turn's last decision.
        st, why = referee.judge(moves)
        if st is None:
            raise SystemExit(f'match.py: the referee refuses the game so far: {why}')
        while True:
            if st['result'] != '*':
                row['winner'] = {'1-0': 'White', '0-1': 'Black'}.get(st['result'], 'draw')
                row['ending'] = ending_of(st['reason'])
                row['detail'] = st['reason']
                break
            if turns >= args.max_turns:
                row['winner'], row['ending'] = 'draw', f'{args.max_turns} turns'
                break
            if quiet >= args.quiet_turns:
                row['winner'] = 'draw'
                row['ending'] = f'{args.quiet_turns} moving turns without a capture'
                break
            seen[st['key']] += 1
            if seen[st['key']] >= 3:
                row['winner'], row['ending'] = 'draw', 'threefold repetition'
                break
            side = st['side']
            who = seat[side]
            idx = 0 if side == 'White' else 1
            moving = st['phase'] == 'm'
            turn = []
            used = 0.0
            # The decisions of one turn: the move, then each removal it earns.
            while True:
                clock = None
                if left is not None:
                    now = list(left)
                    now[idx] -= used
                    clock = (now, args.inc, idx)
                try:
                    token, info, wall = engines[who].decide(moves, args.ms, args.grace, clock)
                    if clock is not None and wall >= now[idx]:
                        raise OutOfTime(wall)
                except OutOfTime as e:
                    raise Forfeit(who, 'on time', f'{used + e.used:.2f} s used on the turn, '
                                  f'{left[idx]:.2f} s left before it', on_time=True)
                except (EngineError, TimeoutError) as e:
                    raise Forfeit(who, 'no decision', str(e) or 'no answer')
                used += wall
                extra = {}
                if left is not None:
                    extra['left_ms'] = round((left[idx] - used) * 1000, 1)
                turns_log.append(dict(game=gi, turn=turns, side=side, engine=specs[who].label,
                                      decision=token, ms=round(wall * 1000, 1), **extra, **info))
                if token == 'draw':
                    raise Claim(who)
                after, why = referee.judge(moves + [token])
                if after is None:
                    raise Forfeit(who, 'illegal decision', f'{token}: {why}')
                if after['ply'] != len(moves) + 1:
                    raise Forfeit(who, 'illegal decision', f'{token}: more than one decision')
                moves.append(token)
                turn.append(token)
                row['clks'].append(None)
                if after['side'] != side or after['result'] != '*':
                    break
            if left is not None:
                # The time left after the turn, the increment added (as PGN's %clk has it).
                left[idx] += args.inc - used
                row['clks'][-1] = left[idx]
            st = after
            turns += 1
            if any(t.startswith('x') for t in turn):
                quiet = 0
                seen.clear()
            elif moving:
                quiet += 1
    except Forfeit as f:
        row['winner'] = colour_of['B' if f.who == 'A' else 'A']
        row['ending'] = f'{f.who} {f.kind}'
        row['detail'] = f.detail
        if f.on_time:
            row['on_time'] = specs[f.who].label
    except Claim as c:
        row['winner'] = 'draw'
        row['ending'] = 'draw claimed'
        row['detail'] = f'{specs[c.who].label} answered bestmove draw'
    finally:
        for e in engines.values():
            e.close()
    row['turns'] = turns
    row['decisions'] = len(moves)
    row['secs'] = round(time.monotonic() - started, 1)
    row['moves'] = ' '.join(moves)
    if row['winner'] == 'draw':
        row['result'] = 'D'
    else:
        row['result'] = 'W' if row['winner'] == colour_of['A'] else 'L'
    names = {colour_of[w]: specs[w].label for w in 'AB'}
    write_record(os.path.join(args.out, 'games', f'game-{gi:04d}.pgn'), row, names, args)
    return row, turns_log


class SetUpError(Exception):
    """An engine cannot play at all: the match stops."""


class Forfeit(Exception):
    def __init__(self, who, kind, detail, on_time=False):
        super().__init__(detail)
        self.who, self.kind, self.detail, self.on_time = who, kind, detail, on_time


class Claim(Exception):
    def __init__(self, who):
        super().__init__(who)
        self.who = who


def write_record(path, row, names, args):
    """The game as a record: morris reads it (`morris replay`), the adjudication in a tag."""
    result = {'White': '1-0', 'Black': '0-1', 'draw': '1/2-1/2'}[row['winner']]
    esc = lambda s: str(s).replace('\\', '\\\\').replace('"', '\\"')
    tags = [('Event', f'match {args.name}'), ('Round', str(row['game'] + 1)),
            ('Date', time.strftime('%Y.%m.%d')), ('White', names['White']),
            ('Black', names['Black']), ('Result', result),
            ('TimeControl', clock_tag(args) if args.clock else f'{args.ms} ms a turn'),
            ('Ending', row['ending'])]
    if row['detail']:
        tags.append(('EndingDetail', row['detail']))
    if row['on_time']:
        tags.append(('Termination', 'time forfeit'))
    text = ''.join(f'[{k} "{esc(v)}"]\n' for k, v in tags) + '\n'
    # Removals are written glued to the decision that earned them (`a7xb2`); on the clock,
    # each timed turn is followed by the time left after it.
    turns, clks = [], []
    for tok, clk in zip(row['moves'].split(), row['clks']):
        if tok.startswith('x') and turns:
            turns[-1] += tok
            clks[-1] = clk if clk is not None else clks[-1]
        else:
            turns.append(tok)
            clks.append(clk)
    words = []
    for i, (t, clk) in enumerate(zip(turns, clks)):
        words.append(f'{i // 2 + 1}. {t}' if i % 2 == 0 else t)
        if clk is not None:
            words.append(f'{{[%clk {clk_text(clk)}]}}')
    words.append(result)
    line, out = '', []
    for w in words:
        if line and len(line) + len(w) + 1 > 79:
            out.append(line)
            line = w
        else:
            line = f'{line} {w}' if line else w
    out.append(line)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'w') as f:
        f.write(text + '\n'.join(out) + '\n')


def clock_tag(args):
    """PGN's TimeControl tag: seconds and seconds (`60+1`)."""
    return f'{round(args.base)}+{round(args.inc)}'


def clk_text(secs):
    """A time left as PGN's %clk writes it: `0:00:58.3` (a tenth, rounded down)."""
    tenths = max(int(secs * 10), 0)
    s = tenths // 10
    return f'{s // 3600}:{s // 60 % 60:02}:{s % 60:02}.{tenths % 10}'


def parse_clock(text):
    """--clock M+S as morris reads it: minutes (a decimal allowed) and whole seconds; M alone
    is M+0. Returns (base, increment) in seconds."""
    base, _, inc = text.strip().partition('+')
    try:
        b = float(base)
        i = int(inc) if inc else 0
    except ValueError:
        sys.exit(f'match.py: --clock is MINUTES+SECONDS (1+1, 0.5+0), not {text!r}')
    if b < 0 or i < 0 or b * 60 + i <= 0 or not math.isfinite(b):
        sys.exit(f'match.py: --clock {text!r} gives no time to play with')
    return b * 60, float(i)


def openings(points, seed, first, count):
    """The first placement of each side: every pair of distinct points, shuffled by the seed."""
    pairs = [(w, b) for w in points for b in points if w != b]
    random.Random(seed).shuffle(pairs)
    return pairs[first:first + count]


def elo(p):
    if p <= 0:
        return -math.inf
    if p >= 1:
        return math.inf
    return -400 * math.log10(1 / p - 1)


def fmt_elo(x):
    return f'{x + 0.0:+.0f}' if math.isfinite(x) else ('+inf' if x > 0 else '-inf')


def tally(rows):
    n = len(rows)
    w = sum(r['result'] == 'W' for r in rows)
    d = sum(r['result'] == 'D' for r in rows)
    l = n - w - d
    return n, w, d, l


def score_line(label, rows):
    n, w, d, l = tally(rows)
    if n == 0:
        return f'{label:<10} {0:>5} {0:>4} {0:>6} {0:>4}'
    p = (w + 0.5 * d) / n
    # The error of the mean score over these games, from the spread of their results.
    var = (w * (1 - p) ** 2 + d * (0.5 - p) ** 2 + l * p ** 2) / n
    se = math.sqrt(var / n)
    lo, hi = elo(max(p - 1.96 * se, 0)), elo(min(p + 1.96 * se, 1))
    e = elo(p)
    if math.isfinite(e) and math.isfinite(lo) and math.isfinite(hi):
        err = f'± {max(hi - e, e - lo):.0f}'
    else:
        err = f'(95 %: {fmt_elo(lo)} to {fmt_elo(hi)})'
    return (f'{label:<10} {n:>5} {w:>4} {d:>6} {l:>4} {100 * p:>6.1f} %  '
            f'Elo {fmt_elo(e)} {err}')


def summary(rows, turns_log, specs, args):
    a, b = specs['A'].label, specs['B'].label
    pace = f'clock {args.clock}' if args.clock else f'{args.ms} ms a turn'
    out = [f'{a} (A) v {b} (B): {len(rows)} games, {pace}, seed {args.seed}',
           '', f'{"A":<10} {"games":>5} {"won":>4} {"drawn":>6} {"lost":>4}  score',
           score_line('all', rows),
           score_line('as White', [r for r in rows if r['a_colour'] == 'W']),
           score_line('as Black', [r for r in rows if r['a_colour'] == 'B']), '',
           'endings (from A\'s side: won/drawn/lost):']
    ends = collections.defaultdict(collections.Counter)
    for r in rows:
        ends[r['ending']][r['result']] += 1
    for e, c in sorted(ends.items(), key=lambda kv: -sum(kv[1].values())):
        out.append(f'  {e:<42} {sum(c.values()):>4}  ({c["W"]}/{c["D"]}/{c["L"]})')
    if args.clock:
        out += ['', 'on the clock: engine, turns timed, mean turn (s), longest turn (s), least '
                'time left after a turn (s, before the increment), games lost on time:']
        for who in ('A', 'B'):
            label = specs[who].label
            mine = [t for t in turns_log if t['engine'] == label]
            per_turn = collections.Counter()
            for t in mine:
                per_turn[(t['game'], t['turn'])] += t['ms']
            lost = sum(r['on_time'] == label for r in rows)
            if per_turn:
                secs = [v / 1000 for v in per_turn.values()]
                least = min(t['left_ms'] for t in mine) / 1000
                out.append(f'  {label:<14} {len(secs):>6} {sum(secs) / len(secs):>8.2f} '
                           f'{max(secs):>8.2f} {least:>8.2f} {lost:>6}')
        return '\n'.join(out) + '\n'
    out += ['', 'time a decision (ms): engine, decisions, mean, max, over the time by 10 ms+:']
    for who in ('A', 'B'):
        ms = [t['ms'] for t in turns_log if t['engine'] == specs[who].label]
        if ms:
            late = sum(m > args.ms + 10 for m in ms)
            out.append(f'  {specs[who].label:<14} {len(ms):>6} {sum(ms) / len(ms):>8.1f} '
                       f'{max(ms):>8.1f} {late:>6}')
    return '\n'.join(out) + '\n'


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--morris-a', default='target/release/morris', metavar='BIN',
                    help='engine A: morris, run as BIN engine')
    ap.add_argument('--morris-b', metavar='BIN', help='engine B: another morris build')
    ap.add_argument('--opponent', choices=['sanmill-rust', 'sanmill-cpp'],
                    help='engine B: a Sanmill engine ($SANMILL_RUST, $SANMILL_CPP)')
    ap.add_argument('--opponent-cmd', metavar='CMD', help='engine B: any command')
    ap.add_argument('--a-name', help='engine A\'s name in the tables and records')
    ap.add_argument('--b-name', help='engine B\'s name')
    ap.add_argument('--a-option', action='append', default=[], metavar='NAME=VALUE',
                    help='setoption for engine A (repeatable)')
    ap.add_argument('--b-option', '--opponent-option', action='append', default=[],
                    metavar='NAME=VALUE', help='setoption for engine B (repeatable)')
    ap.add_argument('--a-go', choices=['movetime', 'stop'],
                    help='how A is timed: go movetime MS (default), or go and stop after MS')
    ap.add_argument('--b-go', choices=['movetime', 'stop'],
                    help='how B is timed (default: stop for Sanmill, else movetime)')
    ap.add_argument('--ms', type=int, default=100, help='time a decision (default 100)')
    ap.add_argument('--clock', metavar='M+S',
                    help='play on the clock: M minutes each and S seconds a turn (1+1); '
                    'engines are told go wtime/btime/winc/binc, and the clock that runs out '
                    'loses on time (--ms is then unused)')
    ap.add_argument('--grace', type=float, default=2.0,
                    help='seconds past the time before an engine loses for no answer')
    ap.add_argument('--openings', type=int, default=4, help='openings, two games each')
    ap.add_argument('--first', type=int, default=0, help='first opening of the list')
    ap.add_argument('--seed', type=int, default=2024, help='seed of the openings')
    ap.add_argument('--max-turns', type=int, default=400, help='a draw after this many turns')
    ap.add_argument('--quiet-turns', type=int, default=100,
                    help='a draw after this many moving turns without a capture')
    ap.add_argument('--concurrency', type=int, default=1, help='games at a time')
    ap.add_argument('--referee', metavar='BIN', help='morris binary that judges (default A)')
    ap.add_argument('--variant', help='the rules: a morris preset for the referee and for '
                    'morris engines (tell other engines with --b-option)')
    ap.add_argument('--name', help='the match\'s name (default: A-v-B and the time)')
    ap.add_argument('--out', help='folder for the results (default target/match/NAME)')
    args = ap.parse_args()
    if sum(bool(x) for x in (args.morris_b, args.opponent, args.opponent_cmd)) > 1:
        sys.exit('match.py: one engine B: --morris-b, --opponent or --opponent-cmd')
    if args.ms < 1 or args.concurrency < 1 or args.openings < 0:
        sys.exit('match.py: --ms and --concurrency are at least 1, --openings at least 0')
    args.base, args.inc = parse_clock(args.clock) if args.clock else (None, 0.0)
    a_opts = [parse_option(o) for o in args.a_option]
    b = opponent_spec(args)
    if args.variant:
        a_opts.insert(0, ('Variant', args.variant))
        if args.morris_b:
            b.options.insert(0, ('Variant', args.variant))
    args.morris_a = program(args.morris_a)
    specs = {'A': EngineSpec(args.a_name or 'morris-a', [args.morris_a, 'engine'], a_opts,
                             args.a_go or 'movetime'), 'B': b}
    if specs['A'].label == specs['B'].label:
        specs['B'].label += '-b'
    args.name = args.name or f'{specs["A"].label}-v-{b.label}-{time.strftime("%Y%m%d-%H%M%S")}'
    args.out = os.path.abspath(args.out or os.path.join('target', 'match', args.name))
    os.makedirs(args.out, exist_ok=True)
    referee = Referee(args.referee or args.morris_a,
                      ['--variant', args.variant] if args.variant else [])
    games = []
    for k, op in enumerate(openings(referee.points(), args.seed, args.first, args.openings)):
        for j, a_white in enumerate((True, False)):
            games.append((2 * (args.first + k) + j, op, a_white))
    rows, all_turns = [], []
    cols = ['game', 'opening', 'a_colour', 'result', 'winner', 'ending', 'turns', 'decisions',
            'secs', 'on_time', 'detail', 'moves']
    with open(os.path.join(args.out, 'results.tsv'), 'w') as res, \
            open(os.path.join(args.out, 'turns.jsonl'), 'w') as log, \
            concurrent.futures.ThreadPoolExecutor(args.concurrency) as pool:
        res.write('\t'.join(cols) + '\n')
        res.write('# ' + ' '.join(shlex.quote(a) for a in sys.argv) + '\n')
        jobs = [pool.submit(play_game, gi, op, aw, specs, args, referee) for gi, op, aw in games]
        for job in concurrent.futures.as_completed(jobs):
            try:
                row, turns = job.result()
            except SetUpError as e:
                for j in jobs:
                    j.cancel()
                sys.exit(f'match.py: {e}')
            rows.append(row)
            all_turns += turns
            res.write('\t'.join(str(row[c]).replace('\t', ' ') for c in cols) + '\n')
            res.flush()
            for t in turns:
                log.write(json.dumps(t) + '\n')
            log.flush()
            print(f"game {row['game']:>4} {row['opening']:<6} A {row['a_colour']}: "
                  f"{row['result']} in {row['turns']} turns ({row['ending']}"
                  f"{': ' + row['detail'] if row['detail'] else ''}) {row['secs']} s", flush=True)
    rows.sort(key=lambda r: r['game'])
    text = summary(rows, all_turns, specs, args)
    with open(os.path.join(args.out, 'summary.txt'), 'w') as f:
        f.write(text)
    print()
    print(text, end='')
    print(f'\nrecords, results.tsv, turns.jsonl and summary.txt in {args.out}')


if __name__ == '__main__':
    try:
        main()
    except BrokenPipeError:
        # The reader of the output went away (`| head`): end quietly, as other tools do.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(141)

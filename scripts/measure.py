#!/usr/bin/env python3
"""Measures what the README reports, on the real release binary in a pseudo-terminal:

  start-up to the first frame (against a bare `echo` in the same kind of terminal),
  wake-ups and CPU while idle, peak memory over a whole game played with the keys,
  the size of the binary, and analysis (`--analysis`): how long until the value is on
  screen, from an empty cache and from the cache, and the idle once it is solved.

Run from the project's root after `cargo build --release`:  python3 scripts/measure.py
(`python3 scripts/measure.py analysis` measures analysis alone.)
(The key-plus-redraw time is a criterion benchmark: `cargo bench --features bench --bench render`.)
"""
import os, pty, re, select, signal, statistics, subprocess, sys, tempfile, time

BIN = os.path.abspath("target/release/morris")
ENV = dict(os.environ, TERM="xterm-256color", LINES="24", COLUMNS="80")


def spawn(argv, home):
    pid, fd = pty.fork()
    if pid == 0:
        os.environ.update(ENV)
        os.environ["HOME"] = home
        os.execv(argv[0], argv)
    # 80x24, as a player's terminal would report it.
    import fcntl, struct, termios
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    return pid, fd


def read_until(fd, marker, timeout=10.0):
    buf, start = b"", time.perf_counter()
    while marker not in buf:
        left = timeout - (time.perf_counter() - start)
        if left <= 0:
            raise TimeoutError(marker)
        r, _, _ = select.select([fd], [], [], left)
        if r:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            buf += chunk
    return time.perf_counter() - start, buf


def drain(fd, seconds=0.05):
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        r, _, _ = select.select([fd], [], [], 0.01)
        if r:
            try:
                os.read(fd, 65536)
            except OSError:
                return


def first_frame(argv, marker, home):
    t0 = time.perf_counter()
    pid, fd = spawn(argv, home)
    read_until(fd, marker)
    elapsed = time.perf_counter() - t0
    try:
        os.write(fd, b"\x03")
    except OSError:
        pass
    drain(fd, 0.05)
    os.waitpid(pid, 0)
    os.close(fd)
    return elapsed


def startup(runs=30):
    """Median time to the first frame, and to a bare echo's output, in the same harness.
    One home for all runs, as a player has: the data folder exists after the first start."""
    with tempfile.TemporaryDirectory() as home:
        first_frame([BIN, "--new"], b"Moves", home)
        ours, echo = [], []
        for _ in range(runs):
            ours.append(first_frame([BIN, "--new"], b"Moves", home))
            echo.append(first_frame(["/bin/echo", "hello"], b"hello", home))
    return statistics.median(ours) * 1000, statistics.median(echo) * 1000


def switches(pid):
    total = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        with open(f"/proc/{pid}/task/{task}/status") as f:
            for line in f:
                if "ctxt_switches" in line:
                    total += int(line.split()[1])
    return total


def cpu_ticks(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def idle(seconds=10):
    with tempfile.TemporaryDirectory() as home:
        pid, fd = spawn([BIN, "--new"], home)
        read_until(fd, b"Moves")
        drain(fd, 0.5)
        s0, c0 = switches(pid), cpu_ticks(pid)
        time.sleep(seconds)
        s1, c1 = switches(pid), cpu_ticks(pid)
        os.write(fd, b"\x03")
        drain(fd, 0.1)
        os.waitpid(pid, 0)
        os.close(fd)
    hz = os.sysconf("SC_CLK_TCK")
    return (s1 - s0) / seconds, (c1 - c0) / hz


def reference_game():
    text = open("tests/data/nine-games.txt").read()
    chunk = text.split("=== GAME G2 ===")[1]
    return chunk.split("removals are separate actions):\n")[1].splitlines()[0].split()


def whole_game():
    """Plays reference game G2 (119 decisions) with the keys; returns the peak RSS in KiB."""
    with tempfile.TemporaryDirectory() as home:
        pid, fd = spawn([BIN, "--new"], home)
        read_until(fd, b"Moves")
        for tok in reference_game():
            keys = []
            if tok.startswith("x"):
                keys = [tok[1:]]
            elif "-" in tok:
                keys = tok.split("-")
            else:
                keys = [tok]
            for k in keys:
                os.write(fd, k.encode() + b"\r")
                drain(fd, 0.005)
        drain(fd, 0.3)
        record = open(os.path.join(home, ".local/share/morris/current.pgn")).read()
        assert "0-1" in record, "the game did not reach its end"
        # The high-water mark of this program's own memory (rusage would count the Python
        # process it was forked from, before exec).
        with open(f"/proc/{pid}/status") as f:
            hwm = int(re.search(r"VmHWM:\s+(\d+) kB", f.read()).group(1))
        os.write(fd, b"\x03")
        drain(fd, 0.1)
        os.waitpid(pid, 0)
        os.close(fd)
    return hwm


ANALYSED = [
    ("3v3", ["--fen", "***O****/****@**O/@***O*@* w m s 3 0 3 0 0 0 0 0 0 0 0 0 1"], b"wins in 7"),
    ("4v3", ["--fen", "***O****/****@**O/@O**O*@* w m s 4 0 3 0 0 0 0 0 0 0 0 0 1"], b"Draw"),
    ("Six Men's Morris, whole", ["--variant", "six"], b"Draw"),
    ("Three Men's Morris, whole", ["--variant", "three"], b"wins in 9"),
]


def analysis():
    """For each position: seconds to its value with an empty cache, then from the cache, and
    the wake-ups a second and CPU seconds in 5 s of idle once solved."""
    out = []
    hz = os.sysconf("SC_CLK_TCK")
    for name, args, marker in ANALYSED:
        argv = [BIN, "--new", "--analysis"] + args
        with tempfile.TemporaryDirectory() as home:
            times = []
            for run in range(2):
                t0 = time.monotonic()
                pid, fd = spawn(argv, home)
                read_until(fd, marker, timeout=300)
                times.append(time.monotonic() - t0)
                if run == 0:
                    drain(fd, 0.5)
                    s0, c0 = switches(pid), cpu_ticks(pid)
                    time.sleep(5)
                    wake, cpu = (switches(pid) - s0) / 5, (cpu_ticks(pid) - c0) / hz
                os.write(fd, b"\x03")
                drain(fd, 0.1)
                os.waitpid(pid, 0)
                os.close(fd)
        out.append((name, times[0], times[1], wake, cpu))
    return out


def main():
    if not os.path.exists(BIN):
        sys.exit("no target/release/morris: run cargo build --release first")
    if sys.argv[1:] == ["analysis"]:
        for name, cold, warm, wake, cpu in analysis():
            print(f"analysis, {name}: {cold:.2f} s to the value, {warm:.2f} s from the cache; "
                  f"then {wake:.1f} wake-ups a second, {cpu:.2f} s CPU in 5 s")
        return
    size = os.path.getsize(BIN)
    print(f"release binary: {size / 1e6:.2f} MB ({size} bytes)")
    ours, echo = startup()
    print(f"start-up to first frame: {ours:.1f} ms median of 30 (bare echo: {echo:.1f} ms)")
    wakeups, cpu = idle()
    print(f"idle for 10 s: {wakeups:.1f} wake-ups per second, {cpu:.2f} s CPU")
    rss = whole_game()
    print(f"peak memory over a whole game (119 decisions by keys): {rss / 1024:.1f} MiB")
    for name, cold, warm, wake, cpu in analysis():
        print(f"analysis, {name}: {cold:.2f} s to the value, {warm:.2f} s from the cache; "
              f"then {wake:.1f} wake-ups a second, {cpu:.2f} s CPU in 5 s")


if __name__ == "__main__":
    main()

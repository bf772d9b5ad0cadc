#!/usr/bin/env python3
"""Solve the moving phase of a rule set on a Ray cluster: one Ray task a unit (a class with its
mirror), each started by Ray once the tasks of the units it needs are done.

morris says the jobs and their order (`morris solve --plan --json`); each task runs
`morris solve --class UNIT --out DIR` with the same rule flags. DIR is a folder every node
sees (NFS, a shared disk); see docs/analysis.md, "Beyond one machine", for object storage.

    ray start --head --num-cpus 2
    python scripts/ray/solve.py --address auto --out /shared/tables -- --variant six
    python scripts/ray/solve.py --address auto --out /shared/tables --up-to 5v4

Not a scheduler: the order, the placement on nodes and the retries are Ray's.
"""
import argparse
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time

import ray


@ray.remote
def solve(morris, unit, out, flags, *needs):
    """One unit; `needs` are the results of the tasks it waits for (Ray passes them done)."""
    start = time.monotonic()
    with tempfile.TemporaryFile() as log:
        cmd = [morris, "solve", "--class", unit, "--out", out, *flags]
        child = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT)
        # wait4: the child's own CPU time. Its peak memory is sampled from /proc (ru_maxrss
        # would count the Python worker it was forked from).
        peak = 0
        while not (done := os.wait4(child.pid, os.WNOHANG))[0]:
            peak = max(peak, resident_peak(child.pid))
            time.sleep(0.02)
        _, status, use = done
        child.returncode = os.waitstatus_to_exitcode(status)
        log.seek(0)
        text = log.read().decode(errors="replace")
    if child.returncode != 0:
        raise RuntimeError(f"{unit}: morris exited with {child.returncode}\n{text}")
    return {"unit": unit, "host": socket.gethostname(), "wall": time.monotonic() - start,
            "cpu": use.ru_utime + use.ru_stime, "peak_mb": peak / 1024}


def resident_peak(pid):
    """A running process's peak resident memory so far, in kB (VmHWM; 0 where there is none)."""
    try:
        with open(f"/proc/{pid}/status") as f:
            return next((int(l.split()[1]) for l in f if l.startswith("VmHWM:")), 0)
    except OSError:
        return 0


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", required=True, help="the shared folder of the classes")
    p.add_argument("--morris", default="morris",
                   help="the morris binary, at the same path on every node")
    p.add_argument("--address", default=None, help="a cluster's address; none: RAY_ADDRESS's, this machine's `ray start`, "
                   "or a Ray of its own")
    p.add_argument("--threads", type=int, default=1, help="threads (and Ray CPUs) a task")
    p.add_argument("--up-to", help="only this class's unit and the units it needs")
    p.add_argument("rules", nargs="*", help="morris's rule flags, after --")
    args = p.parse_args()
    out, morris = os.path.abspath(args.out), shutil.which(args.morris)
    if not morris:
        p.error(f"no morris binary at {args.morris!r} (--morris PATH)")
    morris = os.path.abspath(morris)
    flags = [*args.rules, "--threads", str(args.threads)]
    up_to = ["--up-to", args.up_to] if args.up_to else []
    said = subprocess.run([morris, "solve", "--plan", "--json", *up_to, *args.rules],
                          capture_output=True, text=True)
    if said.returncode != 0:
        p.error(said.stderr.strip())
    plan = json.loads(said.stdout)
    ray.init(address=args.address)
    start = time.monotonic()
    tasks = {}
    for job in plan["units"]:
        if all(os.path.exists(os.path.join(out, f)) for f in job["files"]):
            continue  # kept by an earlier run (morris checks each file when it reads it)
        needs = [tasks[n] for n in job["needs"] if n in tasks]
        # `memory` is Ray's reservation, so that a node never runs more than it can hold.
        tasks[job["unit"]] = solve.options(num_cpus=args.threads, memory=job["memory_bytes"]) \
            .remote(morris, job["unit"], out, flags, *needs)
    print(f"{plan['variant']}: {len(plan['units'])} units, {len(tasks)} to solve, into {out}")
    left, results, failed = list(tasks.values()), [], 0
    while left:
        done, left = ray.wait(left, num_returns=1)
        try:
            r = ray.get(done[0])
        except ray.exceptions.RayTaskError as e:
            # The units after it fail too, each saying what it lacks; the others go on.
            failed += 1
            print(f"failed: {e.cause}", flush=True)
            continue
        results.append(r)
        print(f"{r['unit']:<5} on {r['host']}: {r['wall']:.1f} s, {r['cpu']:.1f} s of CPU, "
              f"peak {r['peak_mb']:.0f} MB", flush=True)
    print(f"{len(results)} tasks in {time.monotonic() - start:.1f} s of wall time, "
          f"{sum(r['cpu'] for r in results):.1f} s of CPU in the tasks, largest peak "
          f"{max((r['peak_mb'] for r in results), default=0):.0f} MB"
          + (f"; {failed} failed" if failed else ""))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()

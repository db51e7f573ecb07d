#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Flat instruction profile of one KEM operation under qemu-aarch64.

Runs `kpqc-measure repeat NAME OP 2` and `... 1` with the counting plugin
(tools/qemu-plugin/bbcount.c without a mark: the whole run, per block) and
charges each translated block's
instructions to the function whose symbol range holds the block's first
address (the executables are static, so the addresses are the symbols'); the
difference of the two runs is one operation. Prints the functions with their
instructions (self, callees excluded) and calls (entries at the symbol's
address), largest first.

  tools/measure/qemu-profile.py NAME OP [--top N]
BUILD_DIR (default build/aarch64), QEMU_CPU (default max) and
KPQC_FORCE_PORTABLE are taken from the environment.
"""
import argparse
import bisect
import os
import pathlib
import subprocess
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]


def symbols(exe):
    out = subprocess.run(["aarch64-linux-gnu-nm", "-n", "-S", "--defined-only", str(exe)],
                         check=True, capture_output=True, text=True).stdout
    starts, names = [], []
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[2] in "tTwW":
            starts.append(int(parts[0], 16))
            names.append(parts[3])
    return starts, names


def run(exe, plugin, name, op, reps, log):
    env = dict(os.environ)
    env.setdefault("QEMU_CPU", "max")
    subprocess.run(["qemu-aarch64", "-plugin", f"{plugin},out={log}",
                    str(exe), "repeat", name, op, str(reps)],
                   check=True, env=env, stdout=subprocess.DEVNULL)
    execs, where = {}, {}
    with open(log) as f:
        for line in f:
            parts = line.split()
            if parts[0] == "C":
                execs[int(parts[1])] = int(parts[2])
            elif parts[0] == "B":
                where[int(parts[1])] = (int(parts[2], 16), int(parts[3]))
    return [(where[b][0], where[b][1], n) for b, n in execs.items()]


def profile(blocks, starts, names):
    insns, calls = {}, {}
    start_set = dict(zip(starts, names))
    for pc, n, execs in blocks:
        i = bisect.bisect_right(starts, pc) - 1
        fn = names[i] if i >= 0 else "?"
        insns[fn] = insns.get(fn, 0) + n * execs
        if pc in start_set:
            calls[fn] = calls.get(fn, 0) + execs
    return insns, calls


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("name")
    ap.add_argument("op", choices=["keypair", "encaps", "decaps"])
    ap.add_argument("--top", type=int, default=20)
    args = ap.parse_args()
    build = pathlib.Path(os.environ.get("BUILD_DIR", ROOT / "build" / "aarch64"))
    exe = build / "tools" / "kpqc-measure"
    starts, names = symbols(exe)
    with tempfile.TemporaryDirectory() as tmp:
        plugin = os.path.join(tmp, "bb.so")
        subprocess.run([os.environ.get("CC_HOST", "cc"), "-O2", "-std=c11", "-shared", "-fPIC",
                        "-fvisibility=hidden", "-o", plugin,
                        str(ROOT / "tools" / "qemu-plugin" / "bbcount.c")], check=True)
        one = profile(run(exe, plugin, args.name, args.op, 1, os.path.join(tmp, "1")), starts, names)
        two = profile(run(exe, plugin, args.name, args.op, 2, os.path.join(tmp, "2")), starts, names)
    rows = []
    for fn in set(one[0]) | set(two[0]):
        d = two[0].get(fn, 0) - one[0].get(fn, 0)
        c = two[1].get(fn, 0) - one[1].get(fn, 0)
        if d:
            rows.append((d, c, fn))
    rows.sort(reverse=True)
    total = sum(r[0] for r in rows)
    print(f"{args.name} {args.op}: {total} instructions")
    for d, c, fn in rows[: args.top]:
        print(f"{d:10d} {100 * d / total:5.1f}% {c:6d} calls  {fn}")


if __name__ == "__main__":
    main()

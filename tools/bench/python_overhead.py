#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The cost of calling the library from Python: NTRU+768 encaps through kpqclean vs C.

    build/python/test-env/bin/python tools/bench/python_overhead.py \
        [--kpqc build/release/tools/kpqc] [--rounds 7] [--iterations 2000] [--alg NTRU+768]

Run it with a Python that has the kpqclean wheel installed (tools/python-test
leaves one in build/python/test-env) and a release build of the kpqc tool
(cmake --preset release && cmake --build build/release). Rounds interleave
the two sides: each round runs `kpqc bench ALG --iterations N` (the C
figure: median ns of N single encapsulations, the tool turns address-space
randomisation off itself) and then N timed calls of KEM.encaps in this
process (median of per-call perf_counter_ns), plus N calls of the bare
ctypes function with preallocated buffers (what the binding itself costs
beyond ctypes), and N of that call refused at its length check (what a
ctypes call costs with no work behind it). The process re-executes itself under `setarch -R` (ASLR
off) when it can. Prints one line per round and the median ratio
Python / C with its range over the rounds.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def c_median_ns(kpqc: str, alg: str, iterations: int, op: str) -> float:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "bench.json"
        subprocess.run(
            [kpqc, "bench", alg, "--iterations", str(iterations), "--json", str(out), "--quiet"],
            check=True,
            stdout=subprocess.DEVNULL,
        )
        data = json.loads(out.read_text())
    (entry,) = [a for a in data["algorithms"] if a["name"] == alg]
    return float(entry["operations"][op]["ns"]["median"])


def python_median_ns(call, iterations: int) -> float:
    clock = time.perf_counter_ns
    samples = []
    for _ in range(iterations):
        t0 = clock()
        call()
        samples.append(clock() - t0)
    return float(statistics.median(samples))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    root = Path(__file__).resolve().parents[2]
    ap.add_argument("--kpqc", default=str(root / "build/release/tools/kpqc"))
    ap.add_argument("--alg", default="NTRU+768")
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--iterations", type=int, default=2000)
    args = ap.parse_args()

    if os.environ.get("KPQC_OVERHEAD_SETARCH") != "1" and shutil.which("setarch"):
        os.environ["KPQC_OVERHEAD_SETARCH"] = "1"
        probe = subprocess.run(["setarch", "-R", "true"], capture_output=True)
        if probe.returncode == 0:
            os.execvp("setarch", ["setarch", "-R", sys.executable, *sys.argv])

    import ctypes

    import kpqclean
    from kpqclean import _native

    if not Path(args.kpqc).is_file():
        print(f"no kpqc tool at {args.kpqc}: cmake --preset release && cmake --build build/release")
        return 2
    kem = kpqclean.KEM(args.alg)
    pk, _ = kem.keypair()
    info = kem.info
    ct_buf = ctypes.create_string_buffer(info.ciphertext_size)
    ss_buf = ctypes.create_string_buffer(info.shared_secret_size)
    address = _native.lib.kpqc_kem_find(args.alg.encode())
    raw = _native.lib.kpqc_kem_encaps

    def bare():
        raw(address, ct_buf, info.ciphertext_size, ss_buf, info.shared_secret_size, pk, len(pk))

    def refused():  # the same call refused at the length check: ctypes' own cost
        raw(address, ct_buf, info.ciphertext_size, ss_buf, info.shared_secret_size, pk, len(pk) - 1)

    def wrapped():
        kem.encaps(pk)

    print(f"kpqclean {kpqclean.__version__} ({Path(_native.LIBRARY_PATH)}), Python {sys.version.split()[0]}")
    print(f"{args.alg} encaps, {args.iterations} calls a side a round, {args.rounds} rounds, "
          f"ASLR {'off' if os.environ.get('KPQC_OVERHEAD_SETARCH') == '1' else 'on'}")
    print("round    C ns   refused ns   ctypes ns   kpqclean ns   kpqclean/C")
    for _ in range(200):  # warm up both paths
        wrapped()
        bare()
    ratios, cs, bares, pys, nops = [], [], [], [], []
    for r in range(args.rounds):
        c = c_median_ns(args.kpqc, args.alg, args.iterations, "encaps")
        n = python_median_ns(refused, args.iterations)
        b = python_median_ns(bare, args.iterations)
        p = python_median_ns(wrapped, args.iterations)
        cs.append(c)
        bares.append(b)
        nops.append(n)
        pys.append(p)
        ratios.append(p / c)
        print(f"{r + 1:5d} {c:7.0f} {n:12.0f} {b:11.0f} {p:13.0f} {p / c:12.3f}")
    print(
        f"median: C {statistics.median(cs):.0f} ns, refused ctypes call {statistics.median(nops):.0f} ns, "
        f"bare ctypes call {statistics.median(bares):.0f} ns, "
        f"kpqclean {statistics.median(pys):.0f} ns; kpqclean/C {statistics.median(ratios):.3f} "
        f"(range {min(ratios):.3f}-{max(ratios):.3f} over {args.rounds} rounds)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

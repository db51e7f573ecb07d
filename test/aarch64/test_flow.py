#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Secret-independent control flow on AArch64, checked dynamically: every
KEM set's encapsulation and decapsulation, run four times on fresh coins
(the benchmark program's fixed random stream, so fresh keys, messages and
ciphertexts each run), must execute every translation block the same
number of times in every run, on the native and on the portable path.
valgrind, which checks the x86-64 builds for secret-dependent branches and
addresses, does not run AArch64 code; this covers the branches (not the
addresses) of the NEON kernels and of the AArch64 build of the C code, on
the CPU model of the run (QEMU_CPU, default cortex-a72).

Key generation and the signatures are not asserted: their rejection loops
and challenge-dependent openings vary by design, each on a decision the
code declassifies and documents (the test prints which ops vary).

    test_flow.py BUILD_DIR    (the aarch64 build with kpqc-a64bench)
"""
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "tools", "bench"))
import aarch64  # noqa: E402

RUNS = 4


def main():
    build = os.path.abspath(sys.argv[1])
    need = [t for t in ("aarch64-linux-gnu-nm", "qemu-aarch64", "cmake")
            if shutil.which(t) is None]
    if aarch64.host_cc() is None:
        need.append("a host C compiler")
    if need:
        print("SKIP: needs " + ", ".join(need))
        return 77
    exe = os.path.join(build, "tools", "kpqc-a64bench")
    cpu = os.environ.get("QEMU_CPU") or "cortex-a72"
    args = ["--runs", str(RUNS), "--only", "SMAUG-T", "--only", "NTRU+"]
    bad, checked, varies = [], 0, []
    for portable in (False, True):
        rows, _ = aarch64.run_counted(ROOT, build, exe, cpu, portable, args)
        path = "portable" if portable else "native"
        for r in rows:
            maps = [c for _, c in r["regions"]]
            assert len(maps) == RUNS, r["name"]
            same = all(m == maps[0] for m in maps)
            if r["op"] in ("encaps", "decaps"):
                checked += 1
                if not same:
                    bad.append(f"{path} {r['name']} {r['op']}")
            elif not same:
                varies.append(f"{path} {r['name']} {r['op']}")
    assert checked >= 2 * 2 * 7, checked
    print(f"-cpu {cpu}: {checked} encapsulation and decapsulation runs of {RUNS} with "
          f"identical block counts checked; varying by design: "
          + (", ".join(varies) or "none"))
    if bad:
        print("FAIL: control flow depends on the inputs in: " + ", ".join(bad))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Sum a kpqc_soc sampling profile by function.

  Vkpqc_soc +fw=ops.hex +data=records.hex +profile=PROF
  hw/fw/profile.py PROF build/hw/fw/ops.elf [--top N]

PROF holds "tag address cycles" lines (hexadecimal address: the word of the
last instruction fetch in each cycle while the firmware's profile tag was
nonzero; hw/sys/tb_soc.cpp). The function of an address comes from the
ELF's symbol table (riscv64-unknown-elf-nm, or $NM). Ibex prefetches a few
words ahead, so cycles spent near the end of one function may be counted
against the next; at the level of functions that is small. Prints, per tag
(hw/fw/ops.c: 1 NTRU+768 encapsulation, 2 decapsulation, 3 HAETAE2
verification, the accelerated runs), the functions taking the most cycles.
"""
import argparse
import bisect
import collections
import os
import subprocess
import sys

TAGS = {1: "ntruplus768 encaps", 2: "ntruplus768 decaps", 3: "haetae2 verify"}


def symbols(elf):
    nm = os.environ.get("NM", "riscv64-unknown-elf-nm")
    out = subprocess.run([nm, "-n", "-S", "--defined-only", elf], check=True,
                         capture_output=True, text=True).stdout
    syms = []
    for line in out.splitlines():
        f = line.split()
        if len(f) == 4 and f[2] in "tTwW":
            syms.append((int(f[0], 16), int(f[1], 16), f[3]))
    syms.sort()
    return syms


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("profile")
    ap.add_argument("elf")
    ap.add_argument("--top", type=int, default=15)
    a = ap.parse_args()
    syms = symbols(a.elf)
    starts = [s[0] for s in syms]
    per = collections.defaultdict(collections.Counter)
    with open(a.profile) as f:
        for line in f:
            tag, addr, n = line.split()
            addr = int(addr, 16)
            i = bisect.bisect_right(starts, addr) - 1
            name = "?"
            if i >= 0 and addr < syms[i][0] + max(syms[i][1], 4):
                name = syms[i][2]
            per[int(tag)][name] += int(n)
    for tag in sorted(per):
        c = per[tag]
        total = sum(c.values())
        print(f"{TAGS.get(tag, tag)}: {total} cycles")
        for name, n in c.most_common(a.top):
            print(f"  {n:9d} {100.0 * n / total:5.1f}%  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

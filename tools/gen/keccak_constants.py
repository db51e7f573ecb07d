#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Derive the Keccak-f[1600] step constants from their definitions in
FIPS 202, section 3.2, and print them in the form used by
src/common/fips202.c.

  rc(t)   : bit t of the output of the LFSR with feedback polynomial
            x^8 + x^6 + x^5 + x^4 + 1 started from the state 1 (Algorithm 5).
  RC[ir]  : lane with bit (2^j - 1) = rc(j + 7*ir) for j = 0..6 (Algorithm 6).
  rho     : offset of lane (x, y): start at (1, 0); for t = 0..23 the lane
            gets (t+1)(t+2)/2 mod 64 and (x, y) <- (y, (2x + 3y) mod 5);
            lane (0, 0) keeps offset 0 (Algorithm 2).
  pi      : A'[x, y] = A[(x + 3y) mod 5, x] (Algorithm 3).

Lane (x, y) is state word s[x + 5*y].  Run:  python3 tools/gen/keccak_constants.py
With --check, verify that src/common/fips202.c holds these round constants in order.
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from keccak_model import rho_offsets, round_constants  # noqa: E402,F401


def check():
    here = os.path.dirname(os.path.abspath(__file__))
    src = open(os.path.join(here, "..", "..", "src", "common", "fips202.c")).read()
    found = [int(h, 16) for h in re.findall(r"UINT64_C\(0x([0-9a-fA-F]{16})\)", src)]
    ok = found[:24] == round_constants()
    print("keccak round constants: %s" % ("match" if ok else "DIFFER"))
    return ok


def main():
    if "--check" in sys.argv:
        sys.exit(0 if check() else 1)
    rc = round_constants()
    rho = rho_offsets()

    print("/* Round constants RC[0..23] */")
    for i in range(0, 24, 2):
        print("    UINT64_C(0x%016X), UINT64_C(0x%016X)," % (rc[i], rc[i + 1]))

    print("\n/* rho offsets, lane index x + 5y */")
    for y in range(5):
        print("    " + ", ".join("%2d" % rho[x][y] for x in range(5)) + ",")

    # The round in fips202.c computes one output row y at a time:
    # B[X, y] = ROL(A[(X + 3y) % 5, X] ^ D[(X + 3y) % 5], rho of that lane),
    # then chi across the row.  Print the source lane and offset per slot.
    print("\n/* per output row y: (source x, source y, rotation) for X = 0..4 */")
    for y in range(5):
        cells = []
        for X in range(5):
            sx, sy = (X + 3 * y) % 5, X
            cells.append("(%d,%d,%2d)" % (sx, sy, rho[sx][sy]))
        print("    row %d: %s" % (y, " ".join(cells)))


if __name__ == "__main__":
    main()

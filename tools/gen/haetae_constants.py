#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Derive HAETAE's integer bounds from the specification's decimal
parameters and check them against src/sign/haetae/haetae.h.

The specification states its bounds as decimals (B0, B1, B2, GAMMA and
sqrt(n m)) and its reference code turns them into integers with IEEE-754
double arithmetic. Our C has no floating point, so haetae.h carries the
integers; this script recomputes them the way the doubles do (a Python
float is an IEEE double and its + and * round exactly like C's on every
platform with SSE2 or an FPU without excess precision):

  B0SQ, B1SQ, B2SQ   (uint64_t)(B * B)                 truncation of a double
  GAMMA2N_FLOOR      largest integer sv with "sv > GAMMA * GAMMA * N" false
  HYPERBALL_SCALE    (uint64_t)(B0 * 2^13 + SQNM / 2) << (28 - 13)

It also proves that each value is robust, i.e. the same as exact real
arithmetic on the decimals would give, so no double rounding can make a
different platform disagree: every truncated quantity is checked to be at
least 1e-6 away from an integer, both as a double and as an exact rational.

For the key-generation test it proves the integer form is exact: the
reference compares an int64 squared singular value sv against the double
T = GAMMA * GAMMA * N. Our haetae_sk_singular_value returns a 32-bit word
shifted right by 6, an integer with |sv| <= 2^25 < 2^53, so (double) sv is
exact and the double comparison sv > T is the exact real comparison; T is
not an integer (checked below), so sv > T <=> sv > floor(T) = GAMMA2N_FLOOR.

  python3 tools/gen/haetae_constants.py          print the table and defines
  python3 tools/gen/haetae_constants.py --check  also exit 1 unless haetae.h
                                                 has exactly these values
  ... --check --header FILE                      check another copy (tests)
"""
import math
import os
import re
import sys
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
HEADER = os.path.join(HERE, "..", "..", "src", "sign", "haetae", "haetae.h")

N = 256
LN = 8192            # 2^13: the fixed point of the hyperball sampler
SCALE_SHIFT = 28 - 13
SV_BOUND = 1 << 25   # |haetae_sk_singular_value| <= 2^25 (32-bit word >> 6)
MARGIN = 1e-6

# The specification's decimal parameters, per mode, exactly as written.
PARAMS = {
    2: {"B0": "9846.02", "B1": "9838.98", "B2": "12777.52",
        "GAMMA": "48.858", "SQNM": "39.191835884530846"},
    3: {"B0": "18314.98", "B1": "18307.70", "B2": "21906.65",
        "GAMMA": "57.707", "SQNM": "48.0"},
    5: {"B0": "22343.66", "B1": "22334.95", "B2": "24441.49",
        "GAMMA": "55.13", "SQNM": "53.0659966456864"},
}


def dist_to_int(x):
    """Distance from x (float or Fraction) to the nearest integer."""
    return abs(x - round(x))


def derive(mode):
    """Return {name: (value, double_quantity, exact_quantity)} where the
    quantity is the real number the integer is taken from."""
    p = PARAMS[mode]
    d = {k: float(v) for k, v in p.items()}
    e = {k: Fraction(v) for k, v in p.items()}
    out = {}
    for b in ("B0", "B1", "B2"):
        dq = d[b] * d[b]
        out[b + "SQ"] = (int(dq), dq, e[b] * e[b])
    # Left to right as in C: (GAMMA * GAMMA) * N.
    t = d["GAMMA"] * d["GAMMA"] * N
    out["GAMMA2N_FLOOR"] = (math.floor(t), t, e["GAMMA"] * e["GAMMA"] * N)
    s = d["B0"] * LN + d["SQNM"] / 2
    out["HYPERBALL_SCALE"] = (int(s) << SCALE_SHIFT, s,
                              e["B0"] * LN + e["SQNM"] / 2)
    return out


def prove(mode, vals):
    """Assert that every integer is robust and the comparison exact."""
    for name, (v, dq, eq) in vals.items():
        assert dq >= 0 and eq >= 0
        assert dist_to_int(dq) > MARGIN, (mode, name, "double near an integer")
        assert dist_to_int(eq) > MARGIN, (mode, name, "exact value near an integer")
        shift = SCALE_SHIFT if name == "HYPERBALL_SCALE" else 0
        assert math.floor(eq) << shift == v, (mode, name, "double and exact floors differ")
        assert v < 1 << 64
    v, t, _ = vals["GAMMA2N_FLOOR"]
    # Every sv the C can return is an integer with |sv| <= 2^25 < 2^53:
    # converting it to double is exact, so "sv > t" is decided exactly and,
    # t not being an integer, equals "sv > floor(t)".
    assert SV_BOUND < 1 << 53
    assert 0 < t < SV_BOUND
    assert float(v) <= t < float(v + 1)
    assert not (float(v) > t) and (float(v + 1) > t)


def parse_header(path):
    """{mode: {name: value}} from the #if HAETAE_MODE chain of haetae.h."""
    found = {}
    mode = None
    with open(path) as f:
        for line in f:
            m = re.match(r"#\s*(if|elif)\s+HAETAE_MODE\s*==\s*(\d+)", line)
            if m:
                mode = int(m.group(2))
                continue
            if re.match(r"#\s*else\b", line) and mode is not None:
                mode = ({2, 3, 5} - set(found)).pop() if len(found) == 2 else None
                continue
            if re.match(r"#\s*endif\b", line):
                mode = None
                continue
            m = re.match(r"#define\s+HAETAE_(\w+)\s+U?INT64_C\((\d+)\)\s*$", line)
            if m and mode is not None:
                found.setdefault(mode, {})[m.group(1)] = int(m.group(2))
    return found


def main():
    rows = []
    derived = {}
    for mode in (2, 3, 5):
        vals = derive(mode)
        prove(mode, vals)
        derived[mode] = {k: v[0] for k, v in vals.items()}
        for name, (v, dq, eq) in vals.items():
            rows.append((mode, name, v, dq, min(dist_to_int(dq), float(dist_to_int(eq)))))

    print("mode  constant          value            from (double)              "
          "margin to an integer")
    for mode, name, v, dq, margin in rows:
        print("%4d  %-16s %-16d %-26r %.6f" % (mode, name, v, dq, margin))
    print("squared singular values: integers, |sv| <= 2^25 < 2^53: the double "
          "comparison sv > GAMMA^2 N equals sv > GAMMA2N_FLOOR")

    if "--check" not in sys.argv:
        return 0
    path = HEADER
    if "--header" in sys.argv:
        path = sys.argv[sys.argv.index("--header") + 1]
    header = parse_header(path)
    bad = 0
    for mode in (2, 3, 5):
        for name, v in derived[mode].items():
            got = header.get(mode, {}).get(name)
            if got != v:
                print("haetae.h mode %d HAETAE_%s = %r, expected %d" % (mode, name, got, v))
                bad += 1
        extra = set(header.get(mode, {})) - set(derived[mode])
        for name in sorted(extra):
            print("haetae.h mode %d HAETAE_%s is not derived here" % (mode, name))
            bad += 1
    print("haetae.h bounds: %s" % ("match" if not bad else "%d MISMATCHES" % bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

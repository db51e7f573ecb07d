#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Derive the SHA-256 and SHA-512 constants from their definitions in
FIPS 180-4 (sections 4.2.2, 4.2.3, 5.3.3, 5.3.5) and print them, or with
--check verify that src/common/sha2.c holds exactly these tables in order.

  K (SHA-256): first 32 bits of the fractional parts of the cube roots of
               the first 64 primes;  IV: of the square roots of the first 8.
  K (SHA-512): first 64 bits, cube roots of the first 80 primes;
               IV: square roots of the first 8.

Exact integer roots, no floating point:  python3 tools/gen/sha2_constants.py [--check]
"""
import os
import re
import sys


def primes(n):
    out, k = [], 2
    while len(out) < n:
        if all(k % p for p in out if p * p <= k):
            out.append(k)
        k += 1
    return out


def iroot(x, k):
    """floor(x ** (1/k)) for integers, by Newton's method."""
    r = 1 << ((x.bit_length() + k - 1) // k)
    while True:
        s = ((k - 1) * r + x // r ** (k - 1)) // k
        if s >= r:
            return r
        r = s


def frac_bits(p, k, bits):
    """First `bits` bits of the fractional part of p^(1/k)."""
    return iroot(p << (k * bits), k) & ((1 << bits) - 1)


def tables():
    return {
        "sha256_k": [frac_bits(p, 3, 32) for p in primes(64)],
        "sha256_iv": [frac_bits(p, 2, 32) for p in primes(8)],
        "sha512_k": [frac_bits(p, 3, 64) for p in primes(80)],
        "sha512_iv": [frac_bits(p, 2, 64) for p in primes(8)],
    }


def check(path):
    src = open(path).read()
    ok = True
    for name, values in tables().items():
        m = re.search(r"\b%s\[\d+\]\s*=\s*\{(.*?)\};" % name, src, re.S)
        found = [int(h, 16) for h in re.findall(r"0x([0-9a-fA-F]+)", m.group(1))] if m else []
        if found != values:
            print("MISMATCH: %s in %s" % (name, path))
            ok = False
    print("sha2 constants: %s" % ("match" if ok else "DIFFER"))
    return ok


def main():
    if "--check" in sys.argv:
        here = os.path.dirname(os.path.abspath(__file__))
        sys.exit(0 if check(os.path.join(here, "..", "..", "src", "common", "sha2.c")) else 1)
    for name, values in tables().items():
        width = 8 if name.startswith("sha256") else 16
        print("%s:" % name)
        for i in range(0, len(values), 4):
            print("    " + ", ".join("0x%0*x" % (width, v) for v in values[i:i + 4]) + ",")


if __name__ == "__main__":
    main()

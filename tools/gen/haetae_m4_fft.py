#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Twiddle tables of the Cortex-M4 fixed-point FFT of HAETAE key generation
(src/sign/haetae/native/armv7m/fft_armv7m.inc, read by fft_armv7m.S), from
the Q16 roots of tools/gen/haetae_fft_table.py.

The kernel keeps fft.c's position p in slot brv8(p), so that slot t starts
with coefficient t twisted by w^t, and it holds every value doubled
(D = 2 x). The stage of span h = 2^s pairs slots t and t + 128 / h, and
its twiddle is w^(brv8(k)) for the block k = t >> (8 - s): one table,
read from its start by every stage. A rounded product
round(w x / 2^16) = floor((w x + 2^15) / 2^16) is then one SMMULR of D by
the multiplier w 2^15 (w = 2^16: 2^31 - 1, w = -2^16: -2^31), which
check_multipliers() verifies on the extremes of the operand range.

Tables (pairs of words: real, imaginary part):
  haetae_fft_twist_armv7m: 2 w^t in Q16, t = 0..127 (w^(t + 128) is
    (Im w^t, -Re w^t));
  haetae_fft_stage_armv7m: the multipliers of w^(brv8(k)), k = 0..127.

model() runs the kernel's arithmetic in Python against fft.c's recipe on
fixed pseudo-random and extreme inputs.

  python3 tools/gen/haetae_m4_fft.py           print the file
  python3 tools/gen/haetae_m4_fft.py --write   write it
  python3 tools/gen/haetae_m4_fft.py --check   exit 1 unless it matches
"""
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import genutil  # noqa: E402
import haetae_fft_table as ft  # noqa: E402

OUT = os.path.join(HERE, "..", "..", "src", "sign", "haetae", "native", "armv7m",
                   "fft_armv7m.inc")
TABLE = ft.cos_table()
M32 = (1 << 32) - 1


def root(t):
    return ft.root(TABLE, t)


brv8 = ft.brv8
multiplier = ft.multiplier


def smmulr(a, b):
    assert -(1 << 31) <= a < 1 << 31 and -(1 << 31) <= b < 1 << 31
    return (a * b + (1 << 31)) >> 32


def check_multipliers():
    for w in list(range(-(1 << 16), -(1 << 16) + 4)) + [-1, 0, 1] + \
            list(range((1 << 16) - 3, (1 << 16) + 1)):
        for x in (-(1 << 29) + 1, -(1 << 28), -12345, -1, 0, 1, 12345, 1 << 28, (1 << 29) - 1):
            assert smmulr(2 * x, multiplier(w)) == (w * x + (1 << 15)) >> 16, (w, x)


def portable(a):
    """fft.c's spectrum and energy_q16 of one polynomial, by position."""
    def rq(p):
        return (p + (1 << 15)) >> 16
    re = [0] * 256
    im = [0] * 256
    for t in range(256):
        w = root(t)
        re[brv8(t)] = a[t] * w[0]
        im[brv8(t)] = a[t] * w[1]
    half = 1
    while half < 256:
        for lo in range(0, 256, 2 * half):
            for k in range(half):
                wr, wi = root(k * (256 // half))
                xr, xi = re[lo + half + k], im[lo + half + k]
                tr = rq(wr * xr) - rq(wi * xi)
                ti = rq(wr * xi) + rq(wi * xr)
                re[lo + half + k] = re[lo + k] - tr
                im[lo + half + k] = im[lo + k] - ti
                re[lo + k] += tr
                im[lo + k] += ti
        half *= 2
    return [((re[p] ** 2 + (1 << 15)) >> 16) + ((im[p] ** 2 + (1 << 15)) >> 16) & M32
            for p in range(256)]


def kernel(a, stage):
    """The assembly's arithmetic: slot order, doubled values; energies by slot."""
    twist = [(2 * root(t)[0], 2 * root(t)[1]) for t in range(256)]
    d = [[a[t] * twist[t][0], a[t] * twist[t][1]] for t in range(256)]
    for s in range(8):
        dist = 128 >> s
        for t in range(256):
            if t & dist:
                continue
            qr, qi = stage[t >> (8 - s)] if s else stage[0]
            u, x = d[t], d[t + dist]
            tr = smmulr(x[0], qr) - smmulr(x[1], qi)
            ti = smmulr(x[1], qr) + smmulr(x[0], qi)
            d[t + dist] = [u[0] - 2 * tr, u[1] - 2 * ti]
            d[t] = [u[0] + 2 * tr, u[1] + 2 * ti]
    out = []
    for v in d:
        e = 0
        for c in v:
            y = c * c
            e += (y >> 18) + ((y >> 17) & 1)
        out.append(e & M32)
    return out


def model(stage):
    rng = random.Random(2026)
    inputs = [[5] * 256, [-5] * 256, [5, -5] * 128, [-1] * 256]
    inputs += [[rng.randint(-5, 5) for _ in range(256)] for _ in range(6)]
    for a in inputs:
        want = portable(a)
        got = kernel(a, stage)
        assert all(got[brv8(p)] == want[p] for p in range(256))


def words(name, pairs):
    out = ["    .balign 8", name + ":"]
    for k in range(0, len(pairs), 4):
        out.append("    .word " + ", ".join("%d, %d" % p for p in pairs[k:k + 4]))
    return out


def render():
    twist = [(2 * root(t)[0], 2 * root(t)[1]) for t in range(128)]
    for t in range(128):
        assert root(t + 128) == (root(t)[1], -root(t)[0])
    stage = [(multiplier(root(brv8(k))[0]), multiplier(root(brv8(k))[1])) for k in range(128)]
    model(stage)
    lines = ["/* SPDX-License-Identifier: Apache-2.0 OR MIT */",
             "/* HAETAE key-generation FFT tables of the Cortex-M4 kernel (fft_armv7m.S):",
             " * 2 w^t for t < 128, and the stage multipliers of w^(brv8(k)), k < 128.",
             " * Generated by tools/gen/haetae_m4_fft.py; do not edit. */"]
    lines += words("haetae_fft_twist_armv7m", twist)
    lines += words("haetae_fft_stage_armv7m", stage)
    return "\n".join(lines) + "\n"


def main():
    check_multipliers()
    return genutil.emit([(OUT, render())], "haetae_m4")


if __name__ == "__main__":
    sys.exit(main())

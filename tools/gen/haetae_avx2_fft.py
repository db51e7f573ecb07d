#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Twiddle tables of the AVX2 fixed-point FFT of HAETAE key generation
(src/sign/haetae/native/x86_64/fft_avx2.h), from the Q16 roots of
tools/gen/haetae_fft_table.py.

fft.c twists the coefficients by w^t, scatters them to bit-reversed
positions p = brv8(t) and runs radix-2 decimation-in-time stages s = 0..7
(span h = 2^s: the pair (p, p + h) with p mod 2h < h takes the twiddle
w^((p mod h) 256 / h)). The AVX2 kernel performs the very same butterflies
(same operands, same twiddle, same roundings) without the scatter: element
p lives at index t = brv8(p), where the partner p + h sits at t + d,
d = 128 / h, and p mod h = brv_s(t >> (8 - s)), the bit reversal of the
block number b = t / 2d. So every block of 2d consecutive indices shares
one twiddle, w^(brv_s(b) 256 / h), as in a Cooley-Tukey NTT. The output is
the spectrum in bit-reversed order, which is all the energy sum and the
selection of the largest energies need (the same order for every
polynomial; only the multiset of energies is used).

Tables:
  haetae_avx2_fft_twist: (re, im) of w^t, t = 0..255, natural order;
  haetae_avx2_fft_bcast: stages s = 2, 3, 4 (d = 32, 16, 8), one (re, im)
    per block b, at index 2^s + b;
  haetae_avx2_fft_lanes: stages s = 5, 6, 7 (d = 4, 2, 1) on a group g of
    64 indices transposed 8 x 8 (register r, lane l = index 64 g + 8 l + r),
    one twiddle per lane: s = 5 (pairs r, r + 4), s = 6 (pairs r, r + 2,
    r in {0, 1} then {4, 5}), s = 7 (pairs 2i, 2i + 1, i = 0..3): seven
    vectors of re, then the seven of im.
check_model() runs fft.c's spectrum and this order on random keys, with
the same integer roundings, and compares.

  python3 tools/gen/haetae_avx2_fft.py            print the header
  python3 tools/gen/haetae_avx2_fft.py --write    rewrite the header
  python3 tools/gen/haetae_avx2_fft.py --check    exit 1 unless it matches
"""
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import haetae_fft_table  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import genutil  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "..", "src", "sign", "haetae", "native", "x86_64",
                   "fft_avx2.h")
COS = haetae_fft_table.cos_table()


def root(t):
    return haetae_fft_table.root(COS, t % 256)


def brv(x, bits):
    return int(format(x, "0%db" % bits)[::-1], 2) if bits else 0


def rnd16(p):
    return (p + 0x8000) >> 16


def cmul(w, x):
    (wr, wi), (xr, xi) = w, x
    return (rnd16(wr * xr) - rnd16(wi * xi), rnd16(wr * xi) + rnd16(wi * xr))


def portable(a):
    """fft.c's spectrum (positions p = brv8(t))."""
    x = [None] * 256
    for t in range(256):
        wr, wi = root(t)
        x[brv(t, 8)] = (a[t] * wr, a[t] * wi)
    h = 1
    while h < 256:
        for lo in range(0, 256, 2 * h):
            for k in range(h):
                u, v = x[lo + k], x[lo + k + h]
                if h == 1:
                    t = v
                elif h == 2:
                    t = v if k == 0 else (v[1], -v[0])
                else:
                    t = cmul(root(k * 256 // h), v)
                x[lo + k] = (u[0] + t[0], u[1] + t[1])
                x[lo + k + h] = (u[0] - t[0], u[1] - t[1])
        h *= 2
    return x


def block_twiddle(s, b):
    return root(brv(b, s) * 256 // (1 << s))


def avx2_order(a):
    """The kernel's order: index t holds position brv8(t)."""
    x = [(a[t] * root(t)[0], a[t] * root(t)[1]) for t in range(256)]
    for s in range(8):
        d = 128 >> s
        for b in range(1 << s):
            w = block_twiddle(s, b)
            for t in range(2 * d * b, 2 * d * b + d):
                u, v = x[t], x[t + d]
                if s == 0:
                    tt = v
                elif s == 1:
                    tt = v if b == 0 else (v[1], -v[0])
                else:
                    tt = cmul(w, v)
                x[t] = (u[0] + tt[0], u[1] + tt[1])
                x[t + d] = (u[0] - tt[0], u[1] - tt[1])
    return [x[brv(p, 8)] for p in range(256)]


def check_model():
    rng = random.Random(5)
    for trial in range(20):
        a = [rng.randint(-2, 2) for _ in range(256)]
        if trial == 0:
            a = [2] * 256
        elif trial == 1:
            a = [-2 if i & 1 else 2 for i in range(256)]
        assert portable(a) == avx2_order(a)


def lane_vectors(g):
    """Seven twiddle vectors (as (re, im) per lane) of group g."""
    vecs = [[block_twiddle(5, (64 * g + 8 * l) // 8) for l in range(8)]]
    for h in range(2):
        vecs.append([block_twiddle(6, (64 * g + 8 * l + 4 * h) // 4) for l in range(8)])
    for i in range(4):
        vecs.append([block_twiddle(7, (64 * g + 8 * l + 2 * i) // 2) for l in range(8)])
    return vecs


def render():
    check_model()
    lines = [
        "/* SPDX-License-Identifier: Apache-2.0 OR MIT */",
        "/* Twiddles of the AVX2 key-generation FFT of HAETAE (Q16 roots of",
        " * e^(-i pi t / 256); layout in tools/gen/haetae_avx2_fft.py).",
        " * Generated by tools/gen/haetae_avx2_fft.py; do not edit. */",
        "#ifndef KPQC_HAETAE_NATIVE_X86_64_FFT_AVX2_H",
        "#define KPQC_HAETAE_NATIVE_X86_64_FFT_AVX2_H",
        "",
        "#include <stdint.h>",
        "",
        "/* clang-format off */",
        "static _Alignas(32) const int32_t haetae_avx2_fft_twist[2][256] = {",
    ]
    for comp in range(2):
        lines.append("    {")
        vals = [root(t)[comp] for t in range(256)]
        for i in range(0, 256, 8):
            lines.append("        " + ", ".join("%d" % v for v in vals[i:i + 8]) + ",")
        lines.append("    },")
    lines.append("};")
    lines.append("static const int32_t haetae_avx2_fft_bcast[2][32] = {")
    for comp in range(2):
        vals = [0] * 32
        for s in (2, 3, 4):
            for b in range(1 << s):
                vals[(1 << s) + b] = block_twiddle(s, b)[comp]
        lines.append("    {" + ", ".join("%d" % v for v in vals) + "},")
    lines.append("};")
    lines.append("static _Alignas(32) const int32_t haetae_avx2_fft_lanes[4][14][8] = {")
    for g in range(4):
        vecs = lane_vectors(g)
        lines.append("    {")
        for comp in range(2):
            for vec in vecs:
                lines.append("        {" + ", ".join("%d" % w[comp] for w in vec) + "},")
        lines.append("    },")
    lines.append("};")
    lines += ["/* clang-format on */", "", "#endif", ""]
    return "\n".join(lines)


def main():
    return genutil.emit([(OUT, render())], "haetae")


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Derive the NCC-Sign NTT tables and constants and write them as
src/sign/nccsign/zetas.h.

The NTT of NCC-Sign is the Chinese-remainder map of
Z_q[x]/(x^n - x^(n/2) + 1) onto blocks Z_q[x]/(x^d - omega^e), computed
by a tree of splittings; exponents e are taken modulo l, the order of the
root omega (l = 3n for NCC-Sign1 and 5, where the ring splits into
linear factors, d = 1; l = n for NCC-Sign3, whose q - 1 has a single
factor 3, so the leaves are cubics, d = 3).

  1. x^n - x^(n/2) + 1 = (x^(n/2) - z)(x^(n/2) - z^5), z = omega^(l/6):
     nodes l/6 and 5l/6.
  2. radix-2 layers: node e (exponent in [0, l)) becomes e/2 and
     e/2 + l/2, i.e. +y and -y with y = omega^(e/2).
  3. radix-3 layers (NCC-Sign1 and 5, two of them): node e becomes
     s, s + l/3, s + 2l/3 (y, wy, w^2 y with w = omega^(l/3)), where s is
     one of the three cube roots of e. The reference's key generation
     samples its public matrix directly in the transformed domain, so the
     order of the leaves is part of the key format and these choices are
     facts of the scheme: in the first radix-3 layer s = e/3 + l/3 under
     the first node of step 1 and e/3 + 2l/3 under the second; in the
     second, the children of the first-layer node s are
     t0 + j*d (j = 0, 1, 2) with t0 = (s + k l)/3, k = (floor(s/9) + c) mod 3,
     c = 0 and d = 7l/9 for NCC-Sign1, c = 1 (first half) or 2 (second
     half) and d = 4l/9 for NCC-Sign5.
     The roots omega below are the reference's (any other primitive l-th
     root would give a different, incompatible encoding).

The forward transform visits the nodes layer by layer, left to right,
reading one twiddle per radix-2 node (y) and two per radix-3 node (y, y^2)
after the first layer's z; zetas[] lists them in that order. The inverse
transform undoes the layers in reverse order, each left to right, reading
(1/y, 1/y^2) per radix-3 node and 1/y per radix-2 node from zetas_inv[].
Everything is in Montgomery form (times 2^32 mod q), centred.

  python3 tools/gen/nccsign_zetas.py            print zetas.h
  python3 tools/gen/nccsign_zetas.py --write    rewrite it
  python3 tools/gen/nccsign_zetas.py --check    exit 1 unless it matches
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import genutil  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "src", "sign", "nccsign", "zetas.h")

# mode: (n, q, omega, order l, radix-2 layers, radix-3 layers, second-layer rule)
SETS = {
    1: (1152, 8401537, 2549297, 3456, 6, 2, (0, 0, 7)),
    3: (1536, 8397313, 86054, 1536, 8, 0, None),
    5: (2304, 8404993, 4514469, 6912, 7, 2, (1, 2, 4)),
}
R = 1 << 32


def order(x, q):
    n, k = 1, x
    while k != 1:
        k = k * x % q
        n += 1
    return n


def tree(mode):
    """Forward twiddle exponents in order of use, and the leaf structure."""
    n, q, omega, l, n2, n3, rule = SETS[mode]
    fwd = [l // 6]
    nodes = [l // 6, 5 * l // 6]
    layers2, layers3 = [], []
    for _ in range(n2):
        ys, nxt = [], []
        for e in nodes:
            assert e % 2 == 0
            y = e // 2
            ys.append(y)
            nxt += [y, (y + l // 2) % l]
        layers2.append(ys)
        fwd += ys
        nodes = nxt
    if n3:
        c1, c2, d9 = rule
        ys, nxt = [], []
        for i, e in enumerate(nodes):
            assert e % 3 == 0
            s = (e // 3 + (1 if i < len(nodes) // 2 else 2) * l // 3) % l
            ys.append(s)
            nxt.append(s)
        layers3.append(ys)
        ys2 = []
        half = len(layers3[0]) // 2
        for i, s in enumerate(layers3[0]):
            k = (s // 9 + (c1 if i < half else c2)) % 3
            assert (s + k * l) % 3 == 0
            t0 = (s + k * l) // 3
            for j in range(3):
                t = (t0 + j * d9 * l // 9) % l
                # t must be a cube root of the child constant s + j l/3
                assert (3 * t - (s + j * l // 3)) % l == 0
                ys2.append(t)
        layers3.append(ys2)
        for ys in layers3:
            for y in ys:
                fwd += [y, 2 * y % l]
    return fwd, layers2, layers3


def centred(x, q):
    x %= q
    return x - q if x > q // 2 else x


def tables(mode):
    n, q, omega, l, n2, n3, _ = SETS[mode]
    assert order(omega, q) == l
    fwd, layers2, layers3 = tree(mode)
    mont = [centred(pow(omega, e, q) * R, q) for e in fwd]
    inv = []
    for ys in reversed(layers3):
        for y in ys:
            inv += [centred(pow(omega, -y % l, q) * R, q), centred(pow(omega, -2 * y % l, q) * R, q)]
    for ys in reversed(layers2):
        for y in ys:
            inv.append(centred(pow(omega, -y % l, q) * R, q))
    zeta = pow(omega, l // 6, q)
    scale = (2 ** n2) * (3 ** n3)
    consts = {
        "W": centred(pow(omega, l // 3, q) * R, q),
        "W2": centred(pow(omega, 2 * l // 3, q) * R, q),
        # the last layer: b = (u0 - u1) / (scale (2z - 1)), a = u0 / scale - z b
        "KB": centred(R * R * pow(scale * (2 * zeta - 1), -1, q), q),
        "KA": centred(R * R * pow(scale, -1, q), q),
        "Z": centred(zeta * R, q),
        "QINV": pow(q, -1, R),
    }
    return mont, inv, consts


def check_leaves(mode):
    """The leaves are n/d distinct roots x^d = omega^e of the ring's modulus."""
    n, q, omega, l, n2, n3, _ = SETS[mode]
    fwd, layers2, layers3 = tree(mode)
    # leaf roots in output order
    leaves = [l // 6, 5 * l // 6]
    for ys in layers2:
        leaves = [v for y in ys for v in (y, (y + l // 2) % l)]
    for ys in layers3:
        leaves = [v for y in ys for v in (y, (y + l // 3) % l, (y + 2 * l // 3) % l)]
    d = n // len(leaves)
    assert d == (1 if n3 else 3)
    assert len(set(leaves)) == len(leaves)
    for e in leaves:
        # x^d = omega^e must be a root of y^(n/d) - y^(n/(2d)) + 1
        y = pow(omega, e, q)
        assert (pow(y, n // d, q) - pow(y, n // (2 * d), q) + 1) % q == 0


def render():
    lines = [
        "/* SPDX-License-Identifier: Apache-2.0 OR MIT */",
        "/* Generated by tools/gen/nccsign_zetas.py: do not edit. The NTT twiddles of",
        " * NCC-Sign in Montgomery form (times 2^32 mod q, centred), forward in order",
        " * of use and inverse in order of use, and the transform's constants. */",
        "#ifndef KPQC_NCCSIGN_ZETAS_H",
        "#define KPQC_NCCSIGN_ZETAS_H",
        "",
        "#include <stdint.h>",
        "",
    ]
    for i, mode in enumerate(sorted(SETS)):
        mont, inv, c = tables(mode)
        lines.append(("#if " if i == 0 else "#elif ") + "NCCSIGN_MODE == %d" % mode)
        lines.append("#define NCCSIGN_QINV UINT32_C(%d)" % c["QINV"])
        for k in ("W", "W2", "KA", "KB", "Z"):
            lines.append("#define NCCSIGN_MONT_%s (%d)" % (k, c[k]))
        for name, vals in (("nccsign_zetas", mont), ("nccsign_zetas_inv", inv)):
            lines.append("static const int32_t %s[%d] = {" % (name, len(vals)))
            for j in range(0, len(vals), 8):
                lines.append("    " + ", ".join("%d" % v for v in vals[j:j + 8]) + ",")
            lines[-1] = lines[-1].rstrip(",")
            lines.append("};")
    lines += ["#else", "#error \"unknown NCC-Sign mode\"", "#endif", "", "#endif", ""]
    return "\n".join(lines)


def main():
    for mode in SETS:
        check_leaves(mode)
    return genutil.emit([(OUT, render())], "nccsign")


if __name__ == "__main__":
    sys.exit(main())

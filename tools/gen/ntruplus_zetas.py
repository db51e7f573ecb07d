#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Derive the NTRU+ NTT tables and constants and write them as
src/kem/ntruplus/zetas.h.

The NTT of NTRU+ is the Chinese-remainder map of
Z_q[x]/(x^n - x^(n/2) + 1), q = 3457, onto n/d blocks Z_q[x]/(x^d - zeta^e),
computed by a tree of splittings. Exponents e are taken modulo
l = 3n/d, the multiplicative order of the specification's root zeta
(22 for n = 768, 9 for n = 864 and 1152; any other primitive l-th root
would give a different, incompatible encoding).

  1. x^n - x^(n/2) + 1 = (x^(n/2) - z)(x^(n/2) - z^5), z = zeta^(l/6): nodes l/6, 5l/6.
  2. radix-3 layers: node e (x^(3s) - zeta^e) becomes e/3, (e+l)/3, (e+2l)/3,
     i.e. y, wy, w^2 y with y = zeta^(e/3) and w = zeta^(l/3) a cube root of 1.
  3. radix-2 layers: node e becomes e/2, (e+l)/2, i.e. +y and -y.

The forward transform visits the nodes layer by layer, left to right, and
reads one twiddle per radix-2 node (y) and two per radix-3 node (y, y^2),
after the first layer's z. The table lists them in that order in
Montgomery form (times 2^16 mod q, centred), with entry 0 = mont(1).

The inverse transform reads the same table backwards; that works because,
for the j-th of the K nodes of a layer, the entry of node K-1-j is
-1/y_j (radix-2) and the pair (w/y_j, (w/y_j)^2) (radix-3). check()
asserts these identities, so the inverse needs no table of its own.

It also writes src/kem/ntruplus/native/x86_64/zetas_avx2.h: the same
twiddles laid out as the AVX2 kernels read them, 16 per vector, each
vector followed by its products with q^-1 mod 2^16 (the low halves a
Montgomery product needs), for the layers whose blocks are shorter than a
vector and for base multiplication (see render_avx2 for the layouts), and
src/kem/ntruplus/native/aarch64/zetas_neon.h, the same for the NEON
kernels, 8 per vector (see neon_tables).

  python3 tools/gen/ntruplus_zetas.py            print zetas.h
  python3 tools/gen/ntruplus_zetas.py --avx2     print zetas_avx2.h
  python3 tools/gen/ntruplus_zetas.py --neon     print zetas_neon.h
  python3 tools/gen/ntruplus_zetas.py --write    rewrite the three headers
  python3 tools/gen/ntruplus_zetas.py --check    exit 1 unless the three files match
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import genutil  # noqa: E402

Q = 3457
R = 1 << 16

# n: (d, zeta, radix-3 layers, radix-2 layers after them)
SETS = {768: (4, 22, 1, 5), 864: (3, 9, 2, 4), 1152: (4, 9, 2, 4)}

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "..", "src", "kem", "ntruplus", "zetas.h")
OUT_AVX2 = os.path.join(HERE, "..", "..", "src", "kem", "ntruplus", "native", "x86_64",
                        "zetas_avx2.h")
OUT_NEON = os.path.join(HERE, "..", "..", "src", "kem", "ntruplus", "native", "aarch64",
                        "zetas_neon.h")
QINV = 12929  # q^-1 mod 2^16


def centred(x):
    x %= Q
    return x - Q if x > Q // 2 else x


def mont(x):
    return centred(x * R)


def order(a):
    k, x = 1, a % Q
    while x != 1:
        x, k = x * a % Q, k + 1
    return k


def tree(n):
    """Table exponents in reading order, per-layer node lists, and leaves."""
    d, zeta, r3, r2 = SETS[n]
    l = 3 * n // d
    assert order(zeta) == l
    exps = [l // 6]
    nodes = [l // 6, 5 * l // 6]
    layers = []
    for _ in range(r3):
        layers.append(("r3", list(nodes)))
        nxt = []
        for e in nodes:
            assert e % 3 == 0
            exps += [e // 3, 2 * (e // 3)]
            nxt += [e // 3, (e + l) // 3, (e + 2 * l) // 3]
        nodes = nxt
    for _ in range(r2):
        layers.append(("r2", list(nodes)))
        nxt = []
        for e in nodes:
            assert e % 2 == 0
            exps.append(e // 2)
            nxt += [e // 2, (e + l) // 2]
        nodes = nxt
    assert len(nodes) == n // d
    return l, exps, layers, nodes


def table(n):
    zeta = SETS[n][1]
    _, exps, _, _ = tree(n)
    return [mont(1)] + [mont(pow(zeta, e, Q)) for e in exps]


def check_inverse_symmetry(n):
    """The identities that let the inverse NTT read the table backwards."""
    zeta = SETS[n][1]
    l, exps, layers, _ = tree(n)
    w = pow(zeta, l // 3, Q)
    pos = 2   # entries 0 and 1 are mont(1) and z
    for kind, nodes in layers:
        k = len(nodes)
        if kind == "r3":
            ys = [pow(zeta, exps[pos - 1 + 2 * j], Q) for j in range(k)]
            for j in range(k):
                y_inv = w * pow(ys[j], Q - 2, Q) % Q
                assert ys[k - 1 - j] == y_inv
                assert pow(zeta, exps[pos - 1 + 2 * (k - 1 - j) + 1], Q) == y_inv * y_inv % Q
            pos += 2 * k
        else:
            ys = [pow(zeta, exps[pos - 1 + j], Q) for j in range(k)]
            for j in range(k):
                assert ys[k - 1 - j] == (Q - pow(ys[j], Q - 2, Q)) % Q
            pos += k
    assert pos == len(exps) + 1


def constants(n):
    d, zeta, _, _ = SETS[n]
    l = 3 * n // d
    z = pow(zeta, l // 6, Q)
    w = pow(zeta, l // 3, Q)
    inv = lambda a: pow(a % Q, Q - 2, Q)
    return {
        "OMEGA": mont(w),                          # primitive cube root of unity
        "ZMINUSZ5INV": mont(inv(z - pow(z, 5, Q))),
        "NINV": mont(inv(n // d)),                 # removes the inverse's factor n/(2d), then /2
        "NINV2": mont(2 * inv(n // d)),
        "RSQ": centred(R * R),                     # mont(R): brings R^-1 products back
        "RINV": centred(pow(R, Q - 2, Q)),         # R^-1: a product with it divides by R^2
    }


def check_barrett():
    """reduce.h's Barrett reduction: r = a - q floor((v a + 2^25) / 2^26)
    with v = 19412 lies in [-1730, 1730] and equals a mod q for every
    16-bit a."""
    v = (1 << 26) // Q + (1 if (1 << 26) % Q * 2 >= Q else 0)
    assert v == 19412
    worst = 0
    for a in range(-32768, 32768):
        r = a - Q * ((v * a + (1 << 25)) >> 26)
        assert (r - a) % Q == 0
        worst = max(worst, abs(r))
    assert worst <= 1730, worst


def render():
    lines = ["/* SPDX-License-Identifier: Apache-2.0 OR MIT */",
             "/* NTRU+ NTT twiddle factors and constants, Montgomery form (x * 2^16 mod q,",
             " * centred). Generated by tools/gen/ntruplus_zetas.py; do not edit. */",
             "#ifndef KPQC_NTRUPLUS_ZETAS_H", "#define KPQC_NTRUPLUS_ZETAS_H", "",
             "#include <stdint.h>", ""]
    groups = [("NTRUPLUS_N == 768", 768), ("NTRUPLUS_N == 864 || NTRUPLUS_N == 1152", 864)]
    t864, t1152 = table(864), table(1152)
    assert t864 == t1152 and constants(864) == constants(1152)
    for i, (cond, n) in enumerate(groups):
        lines.append(("#if " if i == 0 else "#elif ") + cond)
        t = table(n)
        lines.append("static const int16_t ntruplus_zetas[%d] = {" % len(t))
        for k in range(0, len(t), 10):
            lines.append("    " + ", ".join("%5d" % v for v in t[k:k + 10]) + ",")
        lines[-1] = lines[-1].rstrip(",")
        lines.append("};")
        # per base block: +zeta_j for block 2j, -zeta_j for block 2j+1
        base = t[len(t) // 2:]
        blocks = [v for z in base for v in (z, -z)]
        lines.append("/* zeta of each base block x^D - zeta (Montgomery form) */")
        lines.append("static const int16_t ntruplus_block_zetas[%d] = {" % len(blocks))
        for k in range(0, len(blocks), 10):
            lines.append("    " + ", ".join("%5d" % v for v in blocks[k:k + 10]) + ",")
        lines[-1] = lines[-1].rstrip(",")
        lines.append("};")
        for name, v in constants(n).items():
            lines.append("#define NTRUPLUS_%s (%d)" % (name, v))
    lines += ["#else", "#error \"unknown NTRU+ degree\"", "#endif", "", "#endif", ""]
    return "\n".join(lines)


def radix2_layers(n):
    """(step, first table index, node count) of each radix-2 layer, in
    forward order; node m of a layer reads table[first + m] forward and,
    by check_inverse_symmetry, table[first + count - 1 - m] inverse."""
    d, _, r3, r2 = SETS[n]
    first = 2 + 2 * sum(2 * 3 ** i for i in range(r3))
    step = n // 2 // 3 ** r3 // 2
    out = []
    for _ in range(r2):
        count = n // (2 * step)
        out.append((step, first, count))
        first += count
        step //= 2
    assert out[-1][0] == d and first == len(table(n))
    return out


def layer_values(n, step, inverse):
    t = table(n)
    for s, first, count in radix2_layers(n):
        if s == step:
            if inverse:
                return [t[first + count - 1 - m] for m in range(count)]
            return [t[first + m] for m in range(count)]
    raise KeyError(step)


def signed16(x):
    x &= 0xFFFF
    return x - 0x10000 if x >= 0x8000 else x


def avx2_tables(n):
    """name -> list of 16-entry vectors, in the order the kernels read them.

    d = 4 (n = 768, 1152), per 32 coefficients: the radix-2 layer of step 8
    pairs the two 128-bit halves' 8-blocks (lane h: node 2j + h), the layer
    of step 4 pairs 64-bit quarters (quarter h: node 4j + h).

    d = 3 (n = 864), per pair of 48-coefficient blocks A = 2i, B = 2i + 1
    (low 128-bit lane A, high lane B): within a lane the block is split by
    coefficient index mod 3 and the 16 values of one residue class are
    ordered so that each layer pairs whole registers; the lane's node order
    per layer (local to the block, nodes per block 1, 2, 4, 8) is below.

    bcast: ntruplus_zetas[i] in all 16 lanes, for the indices below the
    first layer read from the tables above.

    Base multiplication, per 16 blocks: d = 4 transposes within 128-bit
    lanes (low lane blocks 0 1 4 5 8 9 12 13, high lane 2 3 6 7 10 11 14
    15); d = 3 keeps the blocks in order."""
    d = SETS[n][0]
    out = {}
    if d == 4:
        for inv in (False, True):
            z8 = layer_values(n, 8, inv)
            z4 = layer_values(n, 4, inv)
            pre = "inv" if inv else "fwd"
            out[pre + "8"] = [[z8[2 * j + k // 8] for k in range(16)] for j in range(n // 32)]
            out[pre + "4"] = [[z4[4 * j + k // 4] for k in range(16)] for j in range(n // 32)]
        order = [0, 1, 4, 5, 8, 9, 12, 13, 2, 3, 6, 7, 10, 11, 14, 15]
    else:
        local = {
            (False, 24): [0] * 8, (False, 12): [0] * 4 + [1] * 4,
            (False, 6): [0, 0, 2, 2, 1, 1, 3, 3], (False, 3): [0, 1, 4, 5, 2, 3, 6, 7],
            (True, 24): [0] * 8, (True, 12): [0] * 4 + [1] * 4,
            (True, 6): [0, 0, 2, 2, 1, 1, 3, 3], (True, 3): [0, 4, 1, 5, 2, 6, 3, 7],
        }
        for inv in (False, True):
            for step, per in ((24, 1), (12, 2), (6, 4), (3, 8)):
                z = layer_values(n, step, inv)
                lane = local[(inv, step)]
                vecs = []
                for i in range(n // 96):
                    vecs.append([z[per * (2 * i) + m] for m in lane] +
                                [z[per * (2 * i + 1) + m] for m in lane])
                out[("inv" if inv else "fwd") + "p%d" % (step // 3)] = vecs
        order = list(range(16))
    t = table(n)
    # every entry read as one twiddle for all lanes (first layer, radix-3,
    # radix-2 of step 16 and more for d = 4), by its index in ntruplus_zetas
    first_short = min(first for step, first, _ in radix2_layers(n) if step < 16 or d == 3)
    out["bcast"] = [[t[i]] * 16 for i in range(first_short)]
    base = t[len(t) // 2:]
    blocks = [v for z in base for v in (z, -z)]
    out["bzeta"] = [[blocks[16 * g + o] for o in order] for g in range(len(blocks) // 16)]
    return out


def render_avx2():
    lines = ["/* SPDX-License-Identifier: Apache-2.0 OR MIT */",
             "/* NTRU+ twiddle factors laid out for the AVX2 kernels: 16 per vector, each",
             " * vector [0] followed by its products with q^-1 mod 2^16 [1]. Generated by",
             " * tools/gen/ntruplus_zetas.py (see avx2_tables there); do not edit. */",
             "#ifndef KPQC_NTRUPLUS_ZETAS_AVX2_H", "#define KPQC_NTRUPLUS_ZETAS_AVX2_H", "",
             "#include <stdint.h>", ""]
    for i, n in enumerate(sorted(SETS)):
        lines.append(("#if " if i == 0 else "#elif ") + "NTRUPLUS_N == %d" % n)
        for name, vecs in avx2_tables(n).items():
            lines.append("static const _Alignas(32) int16_t ntruplus_avx2_%s[%d][2][16] = {"
                         % (name, len(vecs)))
            for v in vecs:
                assert len(v) == 16
                for k, row in enumerate((v, [signed16(x * QINV) for x in v])):
                    lines.append(("    {{" if k == 0 else "     {")
                                 + ", ".join("%d" % x for x in row)
                                 + ("}," if k == 0 else "}},"))
            lines[-1] = lines[-1].rstrip(",")
            lines.append("};")
    lines += ["#else", "#error \"unknown NTRU+ degree\"", "#endif", "", "#endif", ""]
    return "\n".join(lines)


def neon_tables(n):
    """name -> list of 8-entry vectors, in the order the NEON kernels read
    them (forward: fwd*, inverse: inv*, the inverse's values by
    check_inverse_symmetry).

    d = 4 (n = 768, 1152), per 16 coefficients j (one node of the radix-2
    layer of step 8, two of step 4): the step-8 layer pairs the two 8-lane
    halves (node j in every lane); the step-4 layer pairs 64-bit quarters
    after a zip, lanes 0-3 node 2j, lanes 4-7 node 2j + 1.

    d = 3 (n = 864), per 48-coefficient block i: LD3 splits the block by
    coefficient index mod 3 into classes of 16 (p = 0 .. 15, lo p 0-7, hi
    p 8-15); the radix-2 layers of step 24, 12, 6, 3 pair p with p + 8, 4,
    2, 1 after zips and transposes that put the nodes (local to the block:
    1, 2, 4, 8 of them) in the lanes listed below."""
    d = SETS[n][0]
    out = {}
    if d == 4:
        for inv in (False, True):
            pre = "inv" if inv else "fwd"
            z8 = layer_values(n, 8, inv)
            z4 = layer_values(n, 4, inv)
            out[pre + "8"] = [[z8[j]] * 8 for j in range(n // 16)]
            out[pre + "4"] = [[z4[2 * j + k // 4] for k in range(8)] for j in range(n // 16)]
    else:
        lanes = {24: [0] * 8, 12: [0] * 4 + [1] * 4, 6: [0, 0, 1, 1, 2, 2, 3, 3],
                 3: list(range(8))}
        for inv in (False, True):
            for step, per in ((24, 1), (12, 2), (6, 4), (3, 8)):
                z = layer_values(n, step, inv)
                out[("inv" if inv else "fwd") + "p%d" % (step // 3)] = [
                    [z[per * i + m] for m in lanes[step]] for i in range(n // 48)]
    return out


def render_neon():
    lines = ["/* SPDX-License-Identifier: Apache-2.0 OR MIT */",
             "/* NTRU+ twiddle factors laid out for the NEON kernels: 8 per vector, each",
             " * vector [0] followed by its products with q^-1 mod 2^16 [1]. Generated by",
             " * tools/gen/ntruplus_zetas.py (see neon_tables there); do not edit. */",
             "#ifndef KPQC_NTRUPLUS_ZETAS_NEON_H", "#define KPQC_NTRUPLUS_ZETAS_NEON_H", "",
             "#include <stdint.h>", ""]
    for i, n in enumerate(sorted(SETS)):
        lines.append(("#if " if i == 0 else "#elif ") + "NTRUPLUS_N == %d" % n)
        for name, vecs in neon_tables(n).items():
            lines.append("static const _Alignas(16) int16_t ntruplus_neon_%s[%d][2][8] = {"
                         % (name, len(vecs)))
            for v in vecs:
                assert len(v) == 8
                for k, row in enumerate((v, [signed16(x * QINV) for x in v])):
                    lines.append(("    {{" if k == 0 else "     {")
                                 + ", ".join("%d" % x for x in row)
                                 + ("}," if k == 0 else "}},"))
            lines[-1] = lines[-1].rstrip(",")
            lines.append("};")
    lines += ["#else", "#error \"unknown NTRU+ degree\"", "#endif", "", "#endif", ""]
    return "\n".join(lines)


def main():
    for n in SETS:
        check_inverse_symmetry(n)
    check_barrett()
    outputs = [(OUT, render()), (OUT_AVX2, render_avx2()), (OUT_NEON, render_neon())]
    pick = 1 if "--avx2" in sys.argv else 2 if "--neon" in sys.argv else 0
    return genutil.emit(outputs, "ntruplus", pick)


if __name__ == "__main__":
    sys.exit(main())

# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Generates src/kem/smaugt/native/armv7m/sb32_armv7m.S: the 32 x 32
coefficient schoolbook product modulo 2^16 of the Cortex-M4 backend, fully
unrolled, and checks it on a model of the instructions it emits.

    void smaugt_sb32_armv7m(uint16_t r[64], const uint16_t a[32],
                            const uint32_t bb[33]);

r[k] = sum_{i+j=k} a[i] b[j] mod 2^16 (r[63] = 0). bb holds b twice, as
halfword pairs: bb[j] = b[2j] | b[2j+1] << 16 (j < 16) and
bb[16 + j] = b[2j-1] | b[2j] << 16 (j <= 16, with b[-1] = b[32] = 0).

With A_i = a[2i] | a[2i+1] << 16, SMLADX adds the two crossed products
a[2i] b[2j+1] + a[2i+1] b[2j] (the odd output 2(i+j)+1) from A_i and
bb[j], and a[2i] b[2j] + a[2i+1] b[2j-1] (the even output 2(i+j)) from A_i
and bb[16 + j]: every instruction does two of the 1,024 multiply-adds, and
the low 16 bits of the 32-bit sums are the result whatever the lanes'
signs or the sums' overflow. a is loaded once into the FPU registers
s0-s15 (VLDM; scratch under the AAPCS), which frees a general register:
outputs are computed six at a time (three even, three odd) in registers,
walking i upwards; the bb words each output pair needs slide down by one
per step, so each step moves A_i from s_i (VMOV, one cycle) and loads one
word of each half of bb for up to six SMLADX. r's address waits on the
stack between the groups. Needs the DSP extension and an FPU
(Cortex-M4F; the backend's meta.h checks both).

Usage: smaugt_m4_sb32.py [--write | --check]
"""
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from genutil import emit  # noqa: E402

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
OUT = os.path.join(ROOT, "src", "kem", "smaugt", "native", "armv7m", "sb32_armv7m.S")

ACC = ["r0", "r1", "r3", "r4", "r5", "r6"]
AREG = "r7"
BREG = ["r8", "r9", "r10"]     # bb[j] by j % 3
BPREG = ["r11", "r12", "lr"]   # bb[16 + j] by j % 3
# output pairs (words of r) computed together
CHUNKS = [list(range(m, min(m + 3, 32))) for m in range(0, 32, 3)]


def schedule():
    """The instruction list: tuples (op, operands...)."""
    ins = [("vldm",)]
    for pairs in CHUNKS:
        # accumulator 2n: the even output of pair n (bb[16 + j]), 2n + 1:
        # the odd one (bb[j])
        outs = []
        for m in pairs:
            outs += [(1, m), (0, m)]
        started = [False] * len(outs)
        cached_b = [None] * 3
        cached_bp = [None] * 3
        for i in range(16):
            needs = []
            for a, (half, m) in enumerate(outs):
                j = m - i
                top = 16 if half else 15
                if 0 <= j <= top:
                    needs.append((a, half, j))
            if not needs:
                continue
            for _acc, half, j in needs:
                if half:
                    if cached_bp[j % 3] != j:
                        ins.append(("ldr", BPREG[j % 3], "r2", 4 * (16 + j)))
                        cached_bp[j % 3] = j
                else:
                    if cached_b[j % 3] != j:
                        ins.append(("ldr", BREG[j % 3], "r2", 4 * j))
                        cached_b[j % 3] = j
            ins.append(("vmov", AREG, "s%d" % i))
            for a, half, j in needs:
                src = BPREG[j % 3] if half else BREG[j % 3]
                if started[a]:
                    ins.append(("smladx", ACC[a], AREG, src, ACC[a]))
                else:
                    ins.append(("smuadx", ACC[a], AREG, src))
                    started[a] = True
        for a in range(len(outs)):
            if not started[a]:
                ins.append(("movs", ACC[a], 0))
        ins.append(("ldrsp", AREG))
        words = []
        for n in range(len(pairs)):
            ins.append(("pkhbt", BREG[n], ACC[2 * n], ACC[2 * n + 1]))
            words.append(BREG[n])
        off = 4 * pairs[0]
        ins.append(("strd", words[0], words[1], AREG, off))
        if len(words) == 3:
            ins.append(("str", words[2], AREG, off + 8))
    return ins


def text_of(ins):
    lines = []
    for op in ins:
        if op[0] == "ldr":
            lines.append("    ldr %s, [%s, #%d]" % op[1:])
        elif op[0] == "smladx":
            lines.append("    smladx %s, %s, %s, %s" % op[1:])
        elif op[0] == "smuadx":
            lines.append("    smuadx %s, %s, %s" % op[1:])
        elif op[0] == "movs":
            lines.append("    movs %s, #%d" % op[1:])
        elif op[0] == "pkhbt":
            lines.append("    pkhbt %s, %s, %s, lsl #16" % op[1:])
        elif op[0] == "strd":
            lines.append("    strd %s, %s, [%s, #%d]" % op[1:])
        elif op[0] == "str":
            lines.append("    str %s, [%s, #%d]" % op[1:])
        elif op[0] == "vmov":
            lines.append("    vmov %s, %s" % op[1:])
        elif op[0] == "ldrsp":
            lines.append("    ldr %s, [sp]" % op[1:])
        elif op[0] == "vldm":
            lines.append("    vldm r1, {s0-s15}")
        else:
            raise ValueError(op)
    return "\n".join(lines) + "\n"


def s16(v):
    v &= 0xFFFF
    return v - 0x10000 if v & 0x8000 else v


def run_model(ins, a, b):
    """Executes the schedule on a register/memory model; returns r[0..63]."""
    mem_a = [a[2 * i] | a[2 * i + 1] << 16 for i in range(16)]
    bx = [0] + list(b) + [0]  # bx[q + 1] = b[q]
    mem_b = [b[2 * j] | b[2 * j + 1] << 16 for j in range(16)]
    mem_b += [bx[2 * j] | bx[2 * j + 1] << 16 for j in range(17)]
    out = [None] * 32
    reg = {"r0": "r", "r1": "a", "r2": "bb"}
    saved_r = reg["r0"]
    for op in ins:
        if op[0] == "vldm":
            assert reg["r1"] == "a"
            for k in range(16):
                reg["s%d" % k] = mem_a[k]
        elif op[0] == "vmov":
            reg[op[1]] = reg[op[2]]
        elif op[0] == "ldrsp":
            reg[op[1]] = saved_r
        elif op[0] == "ldr":
            assert reg[op[2]] == "bb"
            reg[op[1]] = mem_b[op[3] // 4]
        elif op[0] in ("smladx", "smuadx"):
            x, y = reg[op[2]], reg[op[3]]
            v = s16(x) * s16(y >> 16) + s16(x >> 16) * s16(y)
            if op[0] == "smladx":
                v += reg[op[4]]
            reg[op[1]] = v & 0xFFFFFFFF
        elif op[0] == "movs":
            reg[op[1]] = 0
        elif op[0] == "pkhbt":
            reg[op[1]] = (reg[op[2]] & 0xFFFF) | (reg[op[3]] << 16 & 0xFFFF0000)
        elif op[0] == "strd":
            assert reg[op[3]] == "r"
            w = op[4] // 4
            out[w], out[w + 1] = reg[op[1]], reg[op[2]]
        elif op[0] == "str":
            assert reg[op[2]] == "r"
            out[op[3] // 4] = reg[op[1]]
    r = []
    for w in out:
        r += [w & 0xFFFF, w >> 16]
    return r


def check_model(ins):
    rng = random.Random(1)
    cases = [([0xFFFF] * 32, [0xFFFF] * 32), ([0x8000] * 32, [0x7FFF] * 32)]
    cases += [([rng.randrange(65536) for _ in range(32)],
               [rng.randrange(65536) for _ in range(32)]) for _ in range(50)]
    for a, b in cases:
        want = [0] * 64
        for i in range(32):
            for j in range(32):
                want[i + j] = (want[i + j] + a[i] * b[j]) & 0xFFFF
        if run_model(ins, a, b) != want:
            raise SystemExit("smaugt_m4_sb32: the schedule's model disagrees with schoolbook")


HEADER = """/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* SMAUG-T on the Cortex-M4: the 32 x 32 schoolbook product mod 2^16.
 * Generated by tools/gen/smaugt_m4_sb32.py (do not edit; the generator's
 * docstring explains the method, and its --check, ctest
 * gen/smaugt-m4-sb32, fails if this file differs from its output).
 *
 *   void smaugt_sb32_armv7m(uint16_t r[64], const uint16_t a[32],
 *                           const uint32_t bb[33]);
 *
 * r[k] = sum_{i+j=k} a[i] b[j] mod 2^16, r[63] = 0; bb[j] = b[2j] |
 * b[2j+1] << 16 (j < 16), bb[16 + j] = b[2j-1] | b[2j] << 16 (j <= 16,
 * b[-1] = b[32] = 0). a, bb and r 4-byte aligned (r 8-byte aligned).
 * Straight-line code: no branches, every address fixed. Needs the DSP
 * extension and the FPU registers (meta.h uses it only then). */
#include "namespace.h"

#if defined(__ARM_FEATURE_DSP) && defined(__ARM_FP)

#define smaugt_sb32_armv7m KPQC_NS(sb32_armv7m)

    .syntax unified
    .thumb
    .text
    .align 2
    .global smaugt_sb32_armv7m
    .type smaugt_sb32_armv7m, %function
smaugt_sb32_armv7m:
    push {r0, r4-r11, lr}   /* r0 (r) at [sp] */
"""

FOOTER = """    add sp, sp, #4
    pop {r4-r11, pc}
    .size smaugt_sb32_armv7m, .-smaugt_sb32_armv7m
#endif
"""


def main():
    ins = schedule()
    check_model(ins)
    text = HEADER + text_of(ins) + FOOTER
    return emit([(OUT, text)], "smaugt_m4_sb32")


if __name__ == "__main__":
    sys.exit(main())

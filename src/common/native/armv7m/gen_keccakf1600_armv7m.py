#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Generate the code of keccakf1600_armv7m.S (the part between its
"generated" markers) and check it with a bit-exact model of the emitted
instructions against a plain Keccak-f[1600] (FIPS 202).

  python3 gen_keccakf1600_armv7m.py          print the generated code
  python3 gen_keccakf1600_armv7m.py --check  run the model check and check
                                             that the .S holds this code
  python3 gen_keccakf1600_armv7m.py --write  replace the generated part of
                                             the .S with this code

The design (see also the comment at the top of the .S):

* Bit-interleaved lanes: lane i = x + 5y is word 2i (even bits) and word
  2i + 1 (odd bits). A 64-bit rotation is two 32-bit rotations.
* Two buffers: the caller's state (r0) and a copy in the stack frame (sp).
  Round r reads one and writes the other (even rounds r0 -> sp, odd rounds
  sp -> r0), so after 24 rounds the result is back in the caller's buffer.
* Half rows: after theta's D is applied, rho, pi and chi never mix the
  even and odd words, so a round is done as ten "half rows" (plane p of
  output row Y): load the five words that become B[0..4] of that plane,
  XOR their D words, chi, store five output words.
* Theta folded into the previous round: while the five planes-e half rows
  run, their outputs are XORed into five accumulators, the next round's
  even column parities Ce[0..4]; then the same for the odd plane. So the
  state is loaded once per round, not twice.
* Lazy rotation: a value held in a register or in memory may carry a
  pending rotation ("frame" f: the true value is ROR(v, f)). Thumb-2's
  flexible second operand rotates for free (EOR/BIC rd, rn, rm, ROR #k), so
  rho's rotations and theta's rotation by one cost no instruction. The
  generator tracks the frame of every register and memory word. At the end
  of every fourth round (the loop body) all state and D words are brought
  back to frame 0, with an explicit ROR only where no free choice gives 0.
* Loads are issued in runs (the Cortex-M4 pipelines consecutive LDRs) and
  all stores are STR with an immediate offset (one cycle each). Both are
  emitted in their 32-bit forms (LDR.W, STR.W), so that no 32-bit
  instruction sits at 2 mod 4 right after a 16-bit one (a fetch cycle).
"""
import os
import random
import sys

MASK32 = (1 << 32) - 1
MASK64 = (1 << 64) - 1

HERE = os.path.dirname(os.path.abspath(__file__))
ASM = os.path.join(HERE, "keccakf1600_armv7m.S")
BEGIN = "@ ---- begin generated code (gen_keccakf1600_armv7m.py) ----"
END = "@ ---- end generated code ----"

# Stack frame (bytes from sp)
BUF_OFF = 0      # 50 words: the second state buffer
D_OFF = 200      # De[x] at D_OFF + 8x, Do[x] at D_OFF + 8x + 4
CE_OFF = 240     # Ce[x] of the next round, saved between the two planes
RCP_OFF = 260    # pointer to the round constants of the current 4 rounds
FRAME = 268      # push of 9 registers (36 bytes) + 268 = 304: 8-aligned

POOL = ["r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8", "r9", "r10", "r11", "r12", "lr"]


# ---- FIPS 202: the shared plain-Python reference (tools/gen/keccak_model.py);
# the round constants and the bit interleaving: gen_rc_interleaved.py
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..",
                                "tools", "gen"))
from gen_rc_interleaved import deinterleave, interleave, round_constant  # noqa: E402
from keccak_model import RHO, keccak_ref, rol64  # noqa: E402,F401

RC = [round_constant(ir) for ir in range(24)]


def ror32(v, n):
    n %= 32
    return ((v >> n) | (v << (32 - n))) & MASK32 if n else v


# ---- code generation ------------------------------------------------------

class Gen:
    """Emits instructions as tuples and tracks register use and frames."""

    def __init__(self):
        self.code = []
        self.free = list(POOL)
        self.rframe = {}                 # register -> frame of its value
        self.mframe = {}                 # (base, offset) -> frame of the word
        self.rors = 0

    def alloc(self):
        return self.free.pop(0)

    def release(self, r):
        assert r not in self.free
        self.free.append(r)

    def ldr(self, rd, base, off, note=""):
        self.code.append(("ldr", rd, base, off, note))
        self.rframe[rd] = self.mframe.get((base, off), 0)

    def str_(self, rs, base, off, note=""):
        self.code.append(("str", rs, base, off, note))
        self.mframe[(base, off)] = self.rframe[rs]

    def op2(self, op, rd, rn, rm, rm_frame=None, note=""):
        """rd = rn OP ROR(rm, k), k chosen so the result has rn's frame.
        rm_frame overrides rm's frame (for a rotation applied on the way)."""
        fn = self.rframe[rn]
        fm = self.rframe[rm] if rm_frame is None else rm_frame
        k = (fm - fn) % 32
        self.code.append((op, rd, rn, rm, k, note))
        self.rframe[rd] = fn

    def ror(self, rd, rm, note=""):
        """Bring rm to frame 0."""
        k = self.rframe[rm] % 32
        if k:
            self.code.append(("ror", rd, rm, k, note))
            self.rors += 1
        self.rframe[rd] = 0

    def raw(self, text):
        self.code.append(("raw", text))


def lane_sources(p, Y):
    """For plane p (0 even, 1 odd) of output row Y: per X, the input lane
    index, the plane of its word, its column x and the left rotation."""
    out = []
    for X in range(5):
        x, y = (X + 3 * Y) % 5, X
        rho = RHO[x][y]
        if rho % 2 == 0:
            sp_, rot = p, rho // 2
        elif p == 0:
            sp_, rot = 1, (rho + 1) // 2
        else:
            sp_, rot = 0, (rho - 1) // 2
        out.append((x + 5 * y, sp_, x, rot))
    return out


# (lane, plane) -> the left rotation its word gets when it becomes a B word
NEXT_ROT = {}
for _p in range(2):
    for _Y in range(5):
        for _lane, _sp, _x, _rot in lane_sources(_p, _Y):
            NEXT_ROT[(_lane, _sp)] = _rot


def half_row(g, r, p, Y, src, dst, accs, materialize):
    """Plane p of output row Y in round r of the loop body."""
    srcs = lane_sources(p, Y)
    loads = []                        # (X, kind, base, offset)
    for X, (lane, sp_, x, _rot) in enumerate(srcs):
        loads.append((X, "w", src, 8 * lane + 4 * sp_))
        loads.append((X, "d", "sp", D_OFF + 8 * x + 4 * sp_))
    wreg = {}
    dreg = {}
    b = {}
    rcreg = None
    first_group = True
    while loads:
        group = []
        nfree = len(g.free)
        if Y == 0 and first_group:
            nfree -= 1                # the round-constant word
        while loads and len(group) + 2 <= nfree:
            group += loads[:2]
            loads = loads[2:]
        assert group, "no free registers"
        seq = list(group)
        if Y == 0 and first_group:
            rcreg = g.alloc()
            # pointer first, the constant after one other load
            g.ldr(rcreg, "sp", RCP_OFF, "round-constant pointer")
            head = seq.pop(0)
            r_ = g.alloc()
            (wreg if head[1] == "w" else dreg)[head[0]] = r_
            g.ldr(r_, head[2], head[3])
            g.ldr(rcreg, rcreg, 8 * r + 4 * p, "RC[%d] %s word" % (r, "odd" if p else "even"))
            g.rframe[rcreg] = 0
        first_group = False
        for (X, kind, base, off) in seq:
            r_ = g.alloc()
            (wreg if kind == "w" else dreg)[X] = r_
            note = "A[%d] %s" % (srcs[X][0], "o" if srcs[X][1] else "e") if kind == "w" else \
                "D%s[%d]" % ("o" if srcs[X][1] else "e", srcs[X][2])
            g.ldr(r_, base, off, note)
        for X in sorted(set(k[0] for k in group)):
            if X in wreg and X in dreg and X not in b:
                rot = srcs[X][3]
                rw, rd = wreg[X], dreg[X]
                # choose the frame: prefer B in frame 0
                fw = (g.rframe[rw] - rot) % 32
                fd = (g.rframe[rd] - rot) % 32
                if fd == 0 and fw != 0:
                    g.op2("eor", rd, rd, rw, note="B[%d] (theta)" % X)
                    b[X] = rd
                    g.release(rw)
                else:
                    g.op2("eor", rw, rw, rd, note="B[%d] (theta)" % X)
                    b[X] = rw
                    g.release(rd)
                # rho: a left rotation by rot lowers the frame by rot
                g.rframe[b[X]] = (g.rframe[b[X]] - rot) % 32
    if materialize:
        # out[X] can be had in the frame of B[X] or of B[X+2]: bring the
        # fewest B to frame 0 so that every out[X] has a frame-0 choice
        zero = {X for X in range(5) if g.rframe[b[X]] == 0}
        best = None
        for mask in range(32):
            fix = {X for X in range(5) if mask >> X & 1}
            z = zero | fix
            if all(X in z or (X + 2) % 5 in z for X in range(5)):
                if best is None or len(fix - zero) < len(best):
                    best = fix - zero
        for X in sorted(best):
            g.ror(b[X], b[X], "B[%d] to frame 0" % X)
    # chi: out[X] = B[X] ^ (~B[X+1] & B[X+2])
    last_use = {0: 4, 1: 4, 2: 2, 3: 3, 4: 4}
    for X in range(5):
        b0, b1, b2 = b[X], b[(X + 1) % 5], b[(X + 2) % 5]
        t = g.alloc()
        g.op2("bic", t, b2, b1, note="~B[%d] & B[%d]" % ((X + 1) % 5, (X + 2) % 5))
        # the frame of the output: 0 when materializing; otherwise the left
        # rotation the next round applies to this word, if either choice
        # gives it (then that round's B needs no rotation)
        want = 0 if materialize else NEXT_ROT[(X + 5 * Y, p)]
        if g.rframe[b0] == want and g.rframe[t] != want:
            g.op2("eor", t, b0, t, note="out[%d]" % X)
        else:
            g.op2("eor", t, t, b0, note="out[%d]" % X)
        if Y == 0 and X == 0:
            g.op2("eor", t, t, rcreg, note="iota")
            g.release(rcreg)
        if materialize:
            g.ror(t, t, "to frame 0")
        g.str_(t, dst, 8 * (X + 5 * Y) + 4 * p, "A'[%d] %s" % (X + 5 * Y, "o" if p else "e"))
        if Y == 0:
            accs[X] = t
        else:
            g.op2("eor", accs[X], accs[X], t, note="C%s[%d]" % ("o" if p else "e", X))
            g.release(t)
        for Z in range(5):
            if last_use[Z] == X:
                g.release(b[Z])


def theta_d(g, ce, co, materialize):
    """D of the next round from Ce/Co (registers): store it to the D area."""
    for x in range(5):
        t = g.alloc()
        # De[x] = Ce[x-1] ^ ROL(Co[x+1], 1)
        a, c = ce[(x - 1) % 5], co[(x + 1) % 5]
        fc = (g.rframe[c] - 1) % 32
        if g.rframe[a] == 0 or fc != 0:
            g.op2("eor", t, a, c, rm_frame=fc, note="De[%d]" % x)
        else:
            # Co[x+1] as the first operand: its rotation by one goes into
            # the result's frame
            g.rframe[t] = fc
            g.code.append(("eor", t, c, a, (g.rframe[a] - fc) % 32, "De[%d]" % x))
        if materialize:
            g.ror(t, t)
        g.str_(t, "sp", D_OFF + 8 * x, "De[%d]" % x)
        g.release(t)
        t = g.alloc()
        a, c = co[(x - 1) % 5], ce[(x + 1) % 5]
        if g.rframe[a] == 0 or g.rframe[c] != 0:
            g.op2("eor", t, a, c, note="Do[%d]" % x)
        else:
            g.op2("eor", t, c, a, note="Do[%d]" % x)
        if materialize:
            g.ror(t, t)
        g.str_(t, "sp", D_OFF + 8 * x + 4, "Do[%d]" % x)
        g.release(t)


def round_code(g, r, materialize):
    src, dst = ("r0", "sp") if r % 2 == 0 else ("sp", "r0")
    g.raw("@ ---- round 4i+%d: %s -> %s ----" % (r, "caller's buffer" if src == "r0" else "stack buffer",
                                                   "stack buffer" if dst == "sp" else "caller's buffer"))
    accs = {}
    for Y in range(5):
        half_row(g, r, 0, Y, src, dst, accs, materialize)
    ce = [accs[x] for x in range(5)]
    for x in range(5):
        g.str_(ce[x], "sp", CE_OFF + 4 * x, "Ce[%d] (next round)" % x)
        g.release(ce[x])
    accs = {}
    for Y in range(5):
        half_row(g, r, 1, Y, src, dst, accs, materialize)
    co = [accs[x] for x in range(5)]
    ce = []
    for x in range(5):
        t = g.alloc()
        g.ldr(t, "sp", CE_OFF + 4 * x, "Ce[%d]" % x)
        ce.append(t)
    theta_d(g, ce, co, materialize)
    for reg in ce + co:
        g.release(reg)


def initial_theta(g):
    """D of round 0 from the caller's state (frame 0)."""
    g.raw("@ ---- theta of round 0 ----")
    c = {}
    for x in range(5):
        for p in range(2):
            acc = None
            ys = list(range(5))
            while ys:
                n = min(len(g.free), len(ys))
                regs = []
                for y in ys[:n]:
                    t = g.alloc()
                    g.ldr(t, "r0", 8 * (x + 5 * y) + 4 * p, "A[%d] %s" % (x + 5 * y, "o" if p else "e"))
                    regs.append(t)
                ys = ys[n:]
                if acc is None:
                    acc = regs.pop(0)
                for t in regs:
                    g.op2("eor", acc, acc, t)
                    g.release(t)
            regs = [acc]
            c[(x, p)] = regs[0]
    theta_d(g, [c[(x, 0)] for x in range(5)], [c[(x, 1)] for x in range(5)], True)
    for reg in c.values():
        g.release(reg)


def generate():
    """The three parts: before the loop, the loop body, after the loop."""
    g = Gen()
    initial_theta(g)
    pre = g.code
    assert all(f == 0 for f in g.mframe.values())
    g.code = []
    dict(g.mframe)
    for r in range(4):
        round_code(g, r, materialize=(r == 3))
    body = g.code
    # the caller's buffer and D are back in frame 0 (the stack buffer is
    # written by round 0 before it is read)
    for (base, off), f in g.mframe.items():
        assert f == 0 or (base == "sp" and off < D_OFF), (base, off, f)
    assert sorted(g.free) == sorted(POOL)
    return pre, body, g.rors


# ---- text -----------------------------------------------------------------

def fmt(ins):
    op = ins[0]
    if op == "raw":
        return "    " + ins[1]
    note = ins[-1]
    if op in ("ldr", "str"):
        _, r, base, off, _ = ins
        s = "%s.w   %s, [%s, #%d]" % (op, r, base, off)
    elif op in ("eor", "bic"):
        _, rd, rn, rm, k, _ = ins
        s = "%s     %s, %s, %s" % (op, rd, rn, rm)
        if k:
            s += ", ror #%d" % k
    elif op == "ror":
        _, rd, rm, k, _ = ins
        s = "ror     %s, %s, #%d" % (rd, rm, k)
    else:
        raise ValueError(op)
    s = "    " + s
    if note:
        s = "%-44s@ %s" % (s, note)
    return s


def text():
    pre, body, rors = generate()
    lines = [BEGIN]
    lines += [fmt(i) for i in pre]
    lines.append(".Lkeccak_rounds:")
    lines += [fmt(i) for i in body]
    lines.append(END)
    return "\n".join(lines) + "\n"


# ---- model of the emitted instructions --------------------------------------

def run(code, regs, mem):
    for ins in code:
        op = ins[0]
        if op == "raw":
            continue
        if op == "ldr":
            _, r, base, off, _ = ins
            regs[r] = mem[regs[base] + off]
        elif op == "str":
            _, r, base, off, _ = ins
            mem[regs[base] + off] = regs[r]
        elif op == "eor":
            _, rd, rn, rm, k, _ = ins
            regs[rd] = regs[rn] ^ ror32(regs[rm], k)
        elif op == "bic":
            _, rd, rn, rm, k, _ = ins
            regs[rd] = regs[rn] & ~ror32(regs[rm], k) & MASK32
        elif op == "ror":
            _, rd, rm, k, _ = ins
            regs[rd] = ror32(regs[rm], k)
        else:
            raise ValueError(op)


def model(lanes):
    pre, body, _ = generate()
    A, SP, RCT = 0x1000, 0x8000, 0x20000
    mem = {}
    for i, v in enumerate(lanes):
        mem[A + 8 * i], mem[A + 8 * i + 4] = interleave(v)
    for off in range(0, FRAME, 4):
        mem[SP + off] = 0xDEADBEEF
    for ir in range(24):
        mem[RCT + 8 * ir], mem[RCT + 8 * ir + 4] = interleave(RC[ir])
    regs = {r: 0 for r in POOL}
    regs["r0"], regs["sp"] = A, SP
    mem[SP + RCP_OFF] = RCT
    run(pre, regs, mem)
    for _it in range(6):
        run(body, regs, mem)
        mem[SP + RCP_OFF] += 32          # the loop tail (hand-written)
        assert regs["r0"] == A and regs["sp"] == SP
    return [deinterleave(mem[A + 8 * i], mem[A + 8 * i + 4]) for i in range(25)]


def check():
    rnd = random.Random(1600)
    z = keccak_ref([0] * 25)
    assert z[0] == 0xF1258F7940E1DDE7, hex(z[0])
    assert model([0] * 25) == z
    for _ in range(10):
        s = [rnd.getrandbits(64) for _ in range(25)]
        assert model(s) == keccak_ref(s)
    return True


def asm_parts():
    with open(ASM) as f:
        src = f.read()
    i = src.index(BEGIN)
    j = src.index(END) + len(END) + 1
    return src, i, j


if __name__ == "__main__":
    check()
    if "--check" in sys.argv:
        src, i, j = asm_parts()
        if src[i:j] != text():
            sys.exit("keccakf1600_armv7m.S: the generated part differs from this generator's "
                     "output (run with --write)")
        print("model matches the reference; the .S holds the generated code")
    elif "--write" in sys.argv:
        src, i, j = asm_parts()
        with open(ASM, "w") as f:
            f.write(src[:i] + text() + src[j:])
    else:
        sys.stdout.write(text())

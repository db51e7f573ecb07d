#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Generate keccakf1600_x86_64.S (the whole file) and check it with a
bit-exact model of the emitted instructions against a plain Keccak-f[1600]
(FIPS 202).

  python3 gen_keccakf1600_x86_64.py          print the generated file
  python3 gen_keccakf1600_x86_64.py --check  run the model on the text this
                                             script emits, and require the
                                             committed .S to equal it byte
                                             for byte
  python3 gen_keccakf1600_x86_64.py --write  rewrite the .S
  --schedule='<json>'                        (printing or --write) another
                                             row order and chi start per
                                             round than SCHEDULE, to measure

The model does not reuse the generator's data structures: it parses the
emitted assembly text (AT&T syntax) and executes it instruction by
instruction on a simulated register file, stack frame and state, loop and
all, so the operand order of every ANDN and RORX is checked as written.

The design is described in the comment this script puts at the top of the
.S (HEADER below).
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ASM = os.path.join(HERE, "keccakf1600_x86_64.S")
SYMBOL = "kpqc_keccakf1600_x86_64"
RC_SYMBOL = "kpqc_keccakf1600_x86_64_rc"

# ---- FIPS 202: the shared plain-Python reference (tools/gen/keccak_model.py)
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "..", "tools", "gen"))
from keccak_model import MASK64, RC, RHO, check_generator, generator_main, rol64  # noqa: E402,F401,E501

# ---- code generation ------------------------------------------------------

# Stack frame (bytes from %rsp after the prologue)
BUF = 0          # 25 lanes: the second state buffer
DMEM = 200       # D[x] at DMEM + 8x, for the two columns whose D is not kept in a register
RCEND = 240      # the end of the round-constant table (loop bound)
FRAME = 248      # 6 pushes + 248 bytes: %rsp is 16-aligned inside
SAVED = ["%rbx", "%rbp", "%r12", "%r13", "%r14", "%r15"]

STATE = "%rdi"   # the caller's 25 lanes
RCP = "%rsi"     # the round constants of the current two rounds
P = ["%rax", "%rbx", "%rcx", "%rdx", "%rbp"]       # column parities C[x] (theta)
DREG = ["%r8", "%r9", "%r10"]                      # three of the round's D[x]
WORK = ["%r11", "%r12", "%r13", "%r14", "%r15"]    # the row being computed

# The schedule (found by measuring on Zen 4, see the .S header): per round
# of the loop body, the order in which the five output rows are computed
# (the first one initialises the parities), the columns whose D stays in a
# register, and per row the position where chi starts.
SCHEDULE = [
    {"rows": [0, 1, 3, 4, 2], "dreg": [0, 1, 2], "chi": [3, 0, 3, 0, 0]},
    {"rows": [0, 1, 3, 4, 2], "dreg": [0, 1, 2], "chi": [0, 2, 2, 3, 0]},
]
for _arg in sys.argv[1:]:
    if _arg.startswith("--schedule="):   # experiments: another order, as JSON
        SCHEDULE = json.loads(_arg[len("--schedule="):])


class Gen:
    def __init__(self):
        self.lines = []

    def ins(self, op, *args):
        self.lines.append("\t%s\t%s" % (op, ", ".join(args)))

    def raw(self, text):
        self.lines.append(text)


def mem(base, off):
    return "%d(%s)" % (off, base) if off else "(%s)" % base


def lane(base, i):
    return mem(base, (BUF if base == "%rsp" else 0) + 8 * i)


def round_code(g, src, dst, rc_off, sched):
    """One round from buffer src to buffer dst. On entry P holds the column
    parities of src; on exit those of dst (the next round's C)."""
    rows, chi_start = sched["rows"], sched["chi"]
    dcols = list(sched["dreg"])
    mcols = [x for x in range(5) if x not in dcols]
    # theta: D[x] = C[x-1] ^ rol(C[x+1], 1). Two D go to the frame (and
    # stay in work registers for the first row, which XORs its lanes of
    # those columns into them); the other three stay in registers.
    dreg = {x: DREG[i] for i, x in enumerate(dcols)}
    first_free = list(WORK)
    dtmp = {}
    for x in range(5):
        r = dreg.get(x)
        if r is None:
            r = dtmp[x] = first_free.pop()
        g.ins("rorxq", "$63", P[(x + 1) % 5], r)
        g.ins("xorq", P[(x - 1) % 5], r)
        if x in mcols:
            g.ins("movq", r, mem("%rsp", DMEM + 8 * x))

    for k, y in enumerate(rows):
        row = Row(g, src, dst, rc_off, y, k == 0, dreg, dtmp, first_free)
        row.chi(chi_start[y])


class Row:
    """Output row y of a round: B[X] = rol(A[x][X] ^ D[x], rho[x][X]) with
    x = X + 3y, then chi. The first row of a round gets the work registers
    not holding D and writes its outputs to the parity registers."""

    def __init__(self, g, src, dst, rc_off, y, first, dreg, dtmp, first_free):
        self.g, self.src, self.dst, self.rc_off, self.y = g, src, dst, rc_off, y
        self.first, self.dreg, self.dtmp = first, dreg, dtmp
        self.free = list(first_free) if first else list(WORK)
        self.b = [None] * 5

    def load(self, X):
        g, x = self.g, (X + 3 * self.y) % 5
        if self.first and x in self.dtmp:
            reg = self.dtmp[x]
            g.ins("xorq", lane(self.src, x + 5 * X), reg)
        else:
            reg = self.free.pop(0)
            if x in self.dreg:
                g.ins("movq", lane(self.src, x + 5 * X), reg)
                g.ins("xorq", self.dreg[x], reg)
            else:
                # D by a plain load (the core renames it), the lane,
                # stored long before, as a memory operand
                g.ins("movq", mem("%rsp", DMEM + 8 * x), reg)
                g.ins("xorq", lane(self.src, x + 5 * X), reg)
        r = RHO[x][X]
        if r:
            g.ins("rorxq", "$%d" % (64 - r), reg, reg)
        self.b[X] = reg

    def out(self, X, reg):
        if self.y == 0 and X == 0:
            self.g.ins("xorq", mem(RCP, self.rc_off), reg)     # iota
        self.g.ins("movq", reg, lane(self.dst, X + 5 * self.y))
        if not self.first:
            self.g.ins("xorq", reg, P[X])

    def chi(self, s):
        """o[c] = B[c] ^ (~B[c+1] & B[c+2]) in the order c = s, s+1, s+4,
        s+3, s+2 (positions mod 5)."""
        g, b = self.g, self.b
        c = [(s + i) % 5 for i in range(5)]
        self.load(c[0])
        self.load(c[1])
        self.load(c[2])
        if self.first:
            # the outputs are the first terms of the next round's parities
            for i in (0, 1, 4, 3, 2):
                o = P[c[i]]
                if i == 1:
                    self.load(c[3])
                if i == 4:
                    self.load(c[4])
                g.ins("andnq", b[c[(i + 2) % 5]], b[c[(i + 1) % 5]], o)
                g.ins("xorq", b[c[i]], o)
                self.out(c[i], o)
            return
        t = self.free.pop(0)
        g.ins("andnq", b[c[2]], b[c[1]], t)
        g.ins("xorq", b[c[0]], t)
        self.out(c[0], t)
        self.load(c[3])
        g.ins("andnq", b[c[3]], b[c[2]], t)
        g.ins("xorq", b[c[1]], t)
        self.out(c[1], t)
        self.free.append(t)
        self.load(c[4])
        # in place: B[c1] -> o[c4], B[c0] -> o[c3], B[c3] -> o[c2]
        g.ins("andnq", b[c[1]], b[c[0]], b[c[1]])
        g.ins("xorq", b[c[4]], b[c[1]])
        self.out(c[4], b[c[1]])
        g.ins("andnq", b[c[0]], b[c[4]], b[c[0]])
        g.ins("xorq", b[c[3]], b[c[0]])
        self.out(c[3], b[c[0]])
        g.ins("andnq", b[c[4]], b[c[3]], b[c[3]])
        g.ins("xorq", b[c[2]], b[c[3]])
        self.out(c[2], b[c[3]])


def generate():
    g = Gen()
    g.raw("\t.text")
    g.raw("\t.globl\t" + SYMBOL)
    g.raw("\t.hidden\t" + SYMBOL)
    g.raw("\t.type\t%s, @function" % SYMBOL)
    g.raw("\t.p2align\t5")
    g.raw(SYMBOL + ":")
    g.raw("\t.cfi_startproc")
    g.raw("#if defined(__CET__) && (__CET__ & 1)")
    g.raw("\tendbr64")
    g.raw("#endif")
    cfa = 8
    for r in SAVED:
        g.ins("pushq", r)
        cfa += 8
        g.raw("\t.cfi_adjust_cfa_offset\t8")
        g.raw("\t.cfi_rel_offset\t%s, 0" % r)
    g.ins("subq", "$%d" % FRAME, "%rsp")
    g.raw("\t.cfi_adjust_cfa_offset\t%d" % FRAME)
    # the column parities of the input
    for x in range(5):
        g.ins("movq", lane(STATE, x), P[x])
        for y in range(1, 5):
            g.ins("xorq", lane(STATE, x + 5 * y), P[x])
    g.ins("leaq", RC_SYMBOL + "(%rip)", RCP)
    g.ins("leaq", "%d(%s)" % (8 * 24, RCP), WORK[0])
    g.ins("movq", WORK[0], mem("%rsp", RCEND))
    g.raw("\t.p2align\t4")
    g.raw(".Lkeccak_x86_64_loop:")
    round_code(g, STATE, "%rsp", 0, SCHEDULE[0])
    round_code(g, "%rsp", STATE, 8, SCHEDULE[1])
    g.ins("addq", "$16", RCP)
    g.ins("cmpq", mem("%rsp", RCEND), RCP)
    g.ins("jne", ".Lkeccak_x86_64_loop")
    g.ins("addq", "$%d" % FRAME, "%rsp")
    g.raw("\t.cfi_adjust_cfa_offset\t-%d" % FRAME)
    for r in reversed(SAVED):
        g.ins("popq", r)
        g.raw("\t.cfi_adjust_cfa_offset\t-8")
        g.raw("\t.cfi_restore\t%s" % r)
    g.ins("ret")
    g.raw("\t.cfi_endproc")
    g.raw("\t.size\t%s, .-%s" % (SYMBOL, SYMBOL))
    g.raw("")
    g.raw("\t.section\t.rodata")
    g.raw("\t.p2align\t6")
    g.raw("\t.type\t%s, @object" % RC_SYMBOL)
    g.raw(RC_SYMBOL + ":")
    for v in RC:
        g.raw("\t.quad\t0x%016X" % v)
    g.raw("\t.size\t%s, .-%s" % (RC_SYMBOL, RC_SYMBOL))
    return g.lines


HEADER = """\
/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* GENERATED by gen_keccakf1600_x86_64.py (same folder): do not edit; change
 * the script and run it with --write. Its --check (ctest
 * gen/keccak-x86_64-schedule) executes a model of the instructions below
 * against a plain Keccak-f[1600] and requires this file to be its output.
 *
 *   void kpqc_keccakf1600_x86_64(uint64_t s[25]);
 *
 * Keccak-f[1600] (24 rounds) on one state of 25 standard lanes,
 * s[x + 5y] = lane (x, y), for x86-64 ELF (System V ABI) with BMI1 (ANDN)
 * and BMI2 (RORX); a hidden symbol, called through meta.h (same folder).
 *
 * Why this shape
 * --------------
 * A round needs about 130 ALU operations: theta's D (5 rotations, 5 XORs)
 * and its 25 XORs, rho's 24 rotations, chi's 25 ANDN and 25 XORs, 20 XORs
 * for the next round's column parities, iota. The 25 lanes and the
 * temporaries do not fit the 16 general registers, so compiled C (the
 * former keccak_x86_64.c) adds spills, reloads and copies: about 196
 * instructions a round with gcc. Here:
 *  - The state lives in memory, in two buffers: the caller's s[] and 25
 *    lanes in the stack frame. Each round reads one and writes the other
 *    (round 2i: s -> frame, round 2i+1: frame -> s), so lanes are loaded
 *    once and stored once per round and never copied. The loop body is two
 *    rounds; the round constants are a table indexed by %rsi.
 *  - Column parities are accumulated while chi's outputs are produced: the
 *    first output row of a round initialises five registers, each later
 *    output is XORed in right after it is stored. No separate parity pass.
 *  - D of three columns stays in registers; D of the other two is stored
 *    in the frame and read back with a plain MOV (a store followed by a
 *    load of the same address is forwarded by renaming on recent cores;
 *    a load folded into an XOR is not, and costs about 8 cycles more).
 *  - Chi on one output row needs five registers: two outputs go through a
 *    temporary, the other three are computed in place (ANDN overwrites a
 *    B word that is no longer needed). With five parity, three D, five
 *    work registers, %rdi and %rsi, every general register is in use and
 *    nothing is spilled: 183 instructions a round.
 *  - The limit is then not dispatch but the ALUs: on Zen 4 rotations run
 *    on two of the four, and the other operations do not keep out of their
 *    way, so each RORX costs about as much as two XORs (measured: replacing
 *    every RORX by an XOR takes a permutation from ~640 to ~540 ticks).
 *    The order in which the output rows of each round are computed, and
 *    where chi starts in each row, changes the time by up to 7%; the order
 *    used (SCHEDULE in the script) is the best one found by measuring on
 *    Zen 4. Every order computes the same permutation.
 * No branch or memory address depends on the data; the only branch is the
 * loop counter. The function uses no red zone and no memory below %rsp.
 */
"""

FOOTER = """\

\t.section\t.note.GNU-stack,"",@progbits
#if defined(__CET__)
\t.section\t.note.gnu.property,"a"
\t.p2align\t3
\t.long\t4, 16, 5
\t.asciz\t"GNU"
\t.long\t0xc0000002, 4, __CET__ & 3, 0
#endif
"""


def text():
    return HEADER + "\n".join(generate()) + "\n" + FOOTER


# ---- the model: execute the emitted text ----------------------------------


class Machine:
    def __init__(self, state):
        self.reg = {}
        self.mem = {}
        self.zf = False
        # addresses: the caller's state at 0x10000, the stack below 0x80000,
        # the round constants at 0x20000
        self.reg["%rdi"] = 0x10000
        self.reg["%rsp"] = 0x80000 - 8          # after the call
        for i, v in enumerate(state):
            self.mem[0x10000 + 8 * i] = v
        for i, v in enumerate(RC):
            self.mem[0x20000 + 8 * i] = v
        for r in ["%rax", "%rbx", "%rcx", "%rdx", "%rsi", "%rbp"] + ["%%r%d" % i for i in range(8, 16)] + \
                ["%%xmm%d" % i for i in range(16)]:
            self.reg[r] = 0xDEAD0000 + len(self.reg)
        self.callee = {r: self.reg[r] for r in SAVED}
        self.entry_rsp = self.reg["%rsp"]

    def addr(self, op):
        m = re.fullmatch(r"(-?\d*)\((%\w+)\)", op)
        if m:
            return self.reg[m.group(2)] + (int(m.group(1)) if m.group(1) else 0)
        m = re.fullmatch(re.escape(RC_SYMBOL) + r"\(%rip\)", op)
        assert m, op
        return 0x20000

    def read(self, op):
        if op.startswith("%"):
            return self.reg[op]
        if op.startswith("$"):
            return int(op[1:], 0) & MASK64
        a = self.addr(op)
        assert a % 8 == 0, op
        return self.mem[a]

    def write(self, op, v):
        if op.startswith("%"):
            self.reg[op] = v & MASK64
        else:
            self.mem[self.addr(op)] = v & MASK64


def split_ops(s):
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
            continue
        depth += ch == "("
        depth -= ch == ")"
        cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def run(asm, state):
    """Execute the function in the text asm on a copy of state; return the
    25 lanes and the instruction count."""
    prog, labels = [], {}
    for line in asm.splitlines():
        s = line.strip()
        if not s or s.startswith(("/*", "*", "#", ".")) and not s.startswith(".L"):
            continue
        if s.endswith(":"):
            labels[s[:-1]] = len(prog)
            continue
        if s.startswith(".quad"):
            continue
        parts = s.split(None, 1)
        prog.append((parts[0], split_ops(parts[1]) if len(parts) > 1 else []))
    m = Machine(state)
    pc = labels[SYMBOL]
    count = 0
    while True:
        op, a = prog[pc]
        pc += 1
        count += 1
        if op == "movq":
            m.write(a[1], m.read(a[0]))
        elif op == "xorq":
            m.write(a[1], m.read(a[0]) ^ m.read(a[1]))
        elif op == "andnq":  # AT&T: andn src2, src1, dst -> dst = ~src1 & src2
            m.write(a[2], ~m.read(a[1]) & m.read(a[0]))
        elif op == "rorxq":  # AT&T: rorx $imm, src, dst
            k = m.read(a[0]) % 64
            v = m.read(a[1])
            m.write(a[2], ((v >> k) | (v << (64 - k))) & MASK64 if k else v)
        elif op == "leaq":
            m.write(a[1], m.addr(a[0]))
        elif op == "addq":
            m.write(a[1], m.read(a[1]) + m.read(a[0]))
        elif op == "subq":
            m.write(a[1], m.read(a[1]) - m.read(a[0]))
        elif op == "cmpq":
            m.zf = m.read(a[1]) == m.read(a[0])
        elif op == "jne":
            if not m.zf:
                pc = labels[a[0]]
        elif op == "pushq":
            m.reg["%rsp"] -= 8
            m.write("(%rsp)", m.read(a[0]))
        elif op == "popq":
            m.write(a[0], m.read("(%rsp)"))
            m.reg["%rsp"] += 8
        elif op == "ret":
            break
        elif op == "vmovq":
            m.write(a[1], m.read(a[0]))
        elif op == "vpxor":
            m.write(a[2], m.read(a[0]) ^ m.read(a[1]))
        elif op == "vpor":
            m.write(a[2], m.read(a[0]) | m.read(a[1]))
        elif op == "vpsllq":
            m.write(a[2], m.read(a[1]) << m.read(a[0]))
        elif op == "vpsrlq":
            m.write(a[2], m.read(a[1]) >> m.read(a[0]))
        elif op == "endbr64":
            pass
        else:
            raise ValueError("model: unknown instruction " + op)
    assert m.reg["%rsp"] == m.entry_rsp, "stack not balanced"
    for r, v in m.callee.items():
        assert m.reg[r] == v, "callee-saved %s clobbered" % r
    for addr in m.mem:
        assert 0x10000 <= addr < 0x10000 + 200 or 0x20000 <= addr < 0x20000 + 192 or \
            m.entry_rsp - 8 * len(SAVED) - FRAME <= addr < m.entry_rsp, "write outside frame %x" % addr
    return [m.mem[0x10000 + 8 * i] for i in range(25)], count


def main():
    asm = text()
    count = check_generator("gen_keccakf1600_x86_64", asm, run)
    generator_main("gen_keccakf1600_x86_64", ASM, asm, count, sys.argv)


if __name__ == "__main__":
    main()

# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The Cortex-M4 timing rules of the model, in one table.

Source: ARM Cortex-M4 Technical Reference Manual (r0p1), section 3.3
"Instruction set summary", cycle counts at zero flash wait states, with
the choices the TRM leaves open fixed as ../shared/docs/m4-timing-model.md
measured them against pqm4's board figures (P, the load pipelining, the
divide average). Every number the model uses is in RULES or in the three
constants below it; classify() only decides which row an instruction is.

A basic block (a run of instructions ending at a branch, as the emulator
translates them) gets the sum of its rows, with rules that look at the
previous instruction:
  * a single load (LDR/LDRB/LDRH/LDRSB/LDRSH, not to PC) right after
    another single load costs 1 instead of 2: the TRM's "neighbouring
    load and store single instructions can pipeline their address and
    data phases";
  * a register-offset store right after a single load costs 1 instead of 2;
  * except when its address (base or index register) is the previous
    load's destination: the address phase would overlap the very data
    phase it needs, so that pair does not pipeline;
and one rule that looks at the next block:
  * any write to the PC whose next block is not the fall-through (taken
    branch, BL, BX, POP {pc}, LDR pc, TBB/TBH) adds P = BRANCH_REFILL
    cycles of pipeline refill, one more when the target is a 32-bit
    instruction that is not word-aligned (the TRM: P "ranges from 1 to 3
    depending on the alignment and width of the target instruction"; the
    fetch of such a target takes two words).
The previous-instruction rules also apply across block boundaries, which
is why a block records the register its last load wrote, how much its
first instruction saves after a load and which registers that first
instruction's address uses.
"""

# Pipeline refill after a taken branch. The TRM gives 1..3 depending on
# alignment and the branch kind; 2 fitted pqm4's figures best (1 and 3
# bracket them).
BRANCH_REFILL = 2

# SDIV/UDIV take 2..12 cycles depending on the operands (early
# termination); the model charges a fixed average.
DIVIDE = 7

# VDIV.F32 / VSQRT.F32.
VFP_DIVIDE = 14

# (row, cycles, instructions): cycles may be a number or a rule name that
# classify() evaluates with the instruction's register count.
RULES = [
    ("alu",            1, "data processing, shifts, bitfield, extend, DSP/SIMD, "
                          "MOV/MVN, CMP/TST, CLZ/RBIT/REV, IT, NOP, barriers, "
                          "branches (before refill)"),
    ("multiply",       1, "MUL, SMUL*, SMMUL*, SMLA*, SMLAL*, UMULL, UMLAL, UMAAL, "
                          "SMULL, USAD8 (the TRM's 1-cycle long multiplies on the M4)"),
    ("multiply-acc",   2, "MLA, MLS"),
    ("divide",         DIVIDE, "SDIV, UDIV (average of 2..12)"),
    ("load",           2, "LDR/LDRB/LDRH/LDRSB/LDRSH/LDREX/LDRT: 1 after a single load"),
    ("load-pc",        2, "a load into the PC (plus the refill)"),
    ("store",          1, "STR/STRB/STRH with an immediate or no offset; STREX"),
    ("store-reg",      2, "STR/STRB/STRH with a register offset: 1 after a single load"),
    ("load-store-dual", 3, "LDRD, STRD"),
    ("multiple",       "1+N", "LDM/STM/PUSH/POP with N registers"),
    ("table-branch",   2, "TBB, TBH (plus the refill)"),
    ("vfp-load-store", 2, "VLDR, VSTR"),
    ("vfp-multiple",   "1+N", "VLDM/VSTM/VPUSH/VPOP with N words"),
    ("vfp-move",       1, "VMOV, VMRS/VMSR between core and FP registers"),
    ("vfp-move-pair",  2, "VMOV of two core registers to/from two S or one D register"),
    ("vfp-mac",        3, "VMLA, VMLS, VNMLA, VNMLS, VFMA, VFMS, VFNMA, VFNMS"),
    ("vfp-divide",     VFP_DIVIDE, "VDIV, VSQRT"),
    ("vfp",            1, "other VFP arithmetic and conversions"),
]

CYCLES = {row: cyc for row, cyc, _ in RULES}

_SINGLE_LOADS = {"ldr", "ldrb", "ldrh", "ldrsb", "ldrsh", "ldrex", "ldrexb", "ldrexh",
                 "ldrt", "ldrbt", "ldrht", "ldrsbt", "ldrsht"}
_SINGLE_STORES = {"str", "strb", "strh", "strt", "strbt", "strht"}
_EXCL_STORES = {"strex", "strexb", "strexh"}
_MULTIPLY = {"mul", "smull", "umull", "smlal", "umlal", "umaal", "smmul", "smmulr",
             "smmla", "smmlar", "smmls", "smmlsr", "smulbb", "smulbt", "smultb", "smultt",
             "smulwb", "smulwt", "smlabb", "smlabt", "smlatb", "smlatt", "smlawb", "smlawt",
             "smlad", "smladx", "smlsd", "smlsdx", "smlald", "smlaldx", "smlsld", "smlsldx",
             "smlalbb", "smlalbt", "smlaltb", "smlaltt", "smuad", "smuadx", "smusd", "smusdx",
             "usad8", "usada8"}
_MULTIPLY_ACC = {"mla", "mls"}
_DIVIDE = {"sdiv", "udiv"}
_MULTIPLE = {"ldm", "ldmia", "ldmdb", "ldmib", "ldmda", "stm", "stmia", "stmdb", "stmib",
             "stmda", "push", "pop"}
_VFP_MULTIPLE = {"vldmia", "vldmdb", "vstmia", "vstmdb", "vpush", "vpop", "vldm", "vstm"}
_VFP_MAC = {"vmla", "vmls", "vnmla", "vnmls", "vfma", "vfms", "vfnma", "vfnms"}


def _reg_words(cs_insn, reg):
    """Words a VFP register occupies: 2 for D registers, 1 for S."""
    name = cs_insn.reg_name(reg) or ""
    return 2 if name.startswith("d") else 1


class Cost:
    """One instruction's place in the table."""
    __slots__ = ("row", "cycles", "single_load", "after_load_saves", "dest", "addr_regs")

    def __init__(self, row, cycles, single_load=False, after_load_saves=0):
        self.row = row
        self.cycles = cycles
        self.single_load = single_load          # pipelines with a following load
        self.after_load_saves = after_load_saves  # cycles saved right after a single load
        self.dest = 0          # a single load's destination register (capstone id)
        self.addr_regs = (0, 0)  # base and index register of a memory operand


def cost(insn):
    """classify() with the registers the edge rules need."""
    from capstone import arm as csarm
    c = classify(insn)
    mem = [o.mem for o in insn.operands if o.type == csarm.ARM_OP_MEM]
    if mem:
        c.addr_regs = (mem[0].base, mem[0].index)
    if c.single_load:
        regs = [o.reg for o in insn.operands if o.type == csarm.ARM_OP_REG]
        c.dest = regs[0] if regs else 0
    return c


def classify(insn):
    """The table row and cycles of one capstone instruction (detail on)."""
    from capstone import arm as csarm
    name = insn.insn_name()
    ops = insn.operands
    regs = [o.reg for o in ops if o.type == csarm.ARM_OP_REG]
    pc = csarm.ARM_REG_PC
    if name in _SINGLE_LOADS:
        if regs and regs[0] == pc:
            return Cost("load-pc", CYCLES["load-pc"])
        return Cost("load", CYCLES["load"], single_load=True, after_load_saves=1)
    if name in _SINGLE_STORES:
        mem = [o.mem for o in ops if o.type == csarm.ARM_OP_MEM]
        if mem and mem[0].index != 0:
            return Cost("store-reg", CYCLES["store-reg"], after_load_saves=1)
        return Cost("store", CYCLES["store"])
    if name in _EXCL_STORES:
        return Cost("store", CYCLES["store"])
    if name in ("ldrd", "strd"):
        return Cost("load-store-dual", CYCLES["load-store-dual"])
    if name in _MULTIPLE:
        n = len(regs)
        if name in ("ldm", "ldmia", "ldmdb", "ldmib", "ldmda", "stm", "stmia", "stmdb",
                    "stmib", "stmda"):
            n -= 1   # the first register operand is the base
        return Cost("multiple", 1 + n)
    if name in ("tbb", "tbh"):
        return Cost("table-branch", CYCLES["table-branch"])
    if name in _MULTIPLY:
        return Cost("multiply", CYCLES["multiply"])
    if name in _MULTIPLY_ACC:
        return Cost("multiply-acc", CYCLES["multiply-acc"])
    if name in _DIVIDE:
        return Cost("divide", CYCLES["divide"])
    if name.startswith("v"):
        if name in ("vldr", "vstr"):
            return Cost("vfp-load-store", CYCLES["vfp-load-store"])
        if name in _VFP_MULTIPLE:
            words = sum(_reg_words(insn, r) for r in regs)
            if name in ("vldmia", "vldmdb", "vstmia", "vstmdb", "vldm", "vstm"):
                words -= 1   # the base register (a core register, one "word")
            return Cost("vfp-multiple", 1 + words)
        if name in ("vmov", "vmrs", "vmsr"):
            # two core registers with two S or one D register: 3 or 4 operands
            if name == "vmov" and len(regs) >= 3:
                return Cost("vfp-move-pair", CYCLES["vfp-move-pair"])
            return Cost("vfp-move", CYCLES["vfp-move"])
        if name in _VFP_MAC:
            return Cost("vfp-mac", CYCLES["vfp-mac"])
        if name in ("vdiv", "vsqrt"):
            return Cost("vfp-divide", CYCLES["vfp-divide"])
        return Cost("vfp", CYCLES["vfp"])
    # Everything else is one cycle; PC writes are branches (refill added
    # when the next block is not the fall-through).
    return Cost("alu", CYCLES["alu"])


class Block:
    """What the model needs of a translated basic block."""
    __slots__ = ("addr", "size", "insns", "cycles", "first_after_load_saves", "first_addr_regs",
                 "last_load_dest", "wide_unaligned_entry", "kind", "func")

    def __init__(self, addr, size, insns, cycles, first_after_load_saves, first_addr_regs,
                 last_load_dest, wide_unaligned_entry):
        self.addr = addr
        self.size = size
        self.insns = insns
        self.cycles = cycles
        self.first_after_load_saves = first_after_load_saves
        self.first_addr_regs = first_addr_regs
        self.last_load_dest = last_load_dest      # 0: the block does not end in a single load
        self.wide_unaligned_entry = wide_unaligned_entry
        self.kind = 0   # set by the simulator: 0, or the hash core it belongs to
        self.func = 0   # set by the simulator: its profile slot


def after_load_saving(c, prev_dest):
    """Cycles c saves right after a single load that wrote prev_dest (0: no load)."""
    if prev_dest == 0 or prev_dest in c.addr_regs:
        return 0
    return c.after_load_saves


def describe_block(disasm, code, addr):
    """Cost a block: code is its bytes, disasm a capstone Cs (Thumb,
    M-class, detail on). Loads pipelined inside the block are applied
    here; the rules at the block's edges are left to the caller
    (edge_cycles)."""
    cycles = 0
    n = 0
    size = 0
    prev_dest = 0
    first = None
    for insn in disasm.disasm(code, addr):
        size += insn.size
        c = cost(insn)
        cyc = c.cycles
        if first is None:
            first = c
            wide_unaligned = insn.size == 4 and addr % 4 == 2
        else:
            cyc -= after_load_saving(c, prev_dest)
        cycles += cyc
        prev_dest = c.dest if c.single_load else 0
        n += 1
    if size != len(code) or first is None:
        raise ValueError("cannot decode the block at 0x%x (%d of %d bytes)" % (addr, size, len(code)))
    return Block(addr, len(code), n, cycles, first.after_load_saves, first.addr_regs,
                 prev_dest, 1 if wide_unaligned else 0)


def edge_cycles(prev, block, taken):
    """The cycles the block boundary adds (negative: saves): the refill when
    the previous block ended in a taken branch, and the first instruction's
    pipelining after a load that ended the previous block."""
    extra = 0
    if taken:
        extra += BRANCH_REFILL + block.wide_unaligned_entry
    if prev is not None and prev.last_load_dest and \
            prev.last_load_dest not in block.first_addr_regs:
        extra -= block.first_after_load_saves
    return extra

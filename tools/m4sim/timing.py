# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The Cortex-M4 timing rules of the model, in one table.

Source: ARM Cortex-M4 Technical Reference Manual (r0p1), section 3.3
"Instruction set summary" (3.3.1 cycle counts, 3.3.2 load/store timings),
cycle counts at zero flash wait states, with the choices the TRM leaves
open fixed by measurement against pqm4's board figures
(docs/m4-cycle-model.md: which value was fitted, on what, and what was
validated on what else). Every number the model uses is in RULES or in the
constants below it; classify() only decides which row an instruction is.

A basic block (a run of instructions ending at a branch, as the emulator
translates them) gets the sum of its rows, with rules that look at the
previous instruction (step()), also across block boundaries:
  * load pipelining (3.3.2): a single load, or a register-offset store,
    right after a single load costs 1 less, unless its base or index is
    the previous load's destination (its address phase would overlap the
    data phase it needs), and (WRITEBACK_NO_PIPELINE) unless the previous
    load wrote its base back;
  * AGU_STALL (3.3.2): a load or store whose base or index register was
    computed by the previous instruction waits one cycle for the register
    bank, there being no forwarding path to the address unit;
    WRITEBACK_AGU_STALL is the same for a base the previous load or store
    wrote back;
  * LITERAL_LOAD and STORE_THEN_MEMORY (3.3.2's fetch contention of
    PC-relative loads, and stores whose data phase overlaps the next
    instruction): counted, weight 0 (the fit rejected them);
  * UNALIGNED_RUN: a 32-bit instruction at an address 2 mod 4 after a
    16-bit one in the same block (not in the TRM: the fit's);
    UNALIGNED_GROUP, a run of three such instructions (published board
    measurements; counted, weight 0);
  * IT_FOLD: an IT instruction folded into its neighbour (the Cortex-M4's
    IT folding, which ACTLR.DISFOLD turns off): its cycle taken back;
and the rules that look at the next block:
  * any write to the PC whose next block is not the fall-through (taken
    branch, BL, BX, POP {pc}, LDR pc, TBB/TBH) adds P = BRANCH_REFILL
    cycles of pipeline refill, one more when the target is a 32-bit
    instruction that is not word-aligned (3.3.1: P is 1 to 3 depending on
    the alignment and width of the target; such a target takes two
    fetches).
SDIV/UDIV cost depends on the operands (divide_cycles(), charged when the
divide runs). Every rule also counts its events (EVENTS) whatever its
weight, so that validate.py can refit weights without running again.
"""

# Pipeline refill after a taken branch. The TRM gives 1..3 depending on
# alignment and the branch kind; 2 fitted pqm4's figures best (1 and 3
# bracket them).
BRANCH_REFILL = 2

# SDIV/UDIV take 2..12 cycles (TRM 3.3.1: the divider stops early, by the
# count of leading zeros and ones of the operands). The TRM gives only the
# range; the model charges 2 plus one cycle per 3.2 quotient bits (rounded
# up), which spans exactly 2..12: see divide_cycles().
DIVIDE_MIN = 2
DIVIDE_MAX = 12


def divide_cycles(dividend, divisor, signed):
    """Modelled cycles of one SDIV/UDIV on these 32-bit register values."""
    if signed:
        dividend = dividend - (1 << 32) if dividend & 0x80000000 else dividend
        divisor = divisor - (1 << 32) if divisor & 0x80000000 else divisor
        dividend, divisor = abs(dividend), abs(divisor)
    if divisor == 0 or dividend < divisor:
        return DIVIDE_MIN   # no quotient bits: the early exit
    qbits = dividend.bit_length() - divisor.bit_length() + 1
    return min(DIVIDE_MAX, DIVIDE_MIN + (qbits * 10 + 31) // 32)

# VDIV.F32 / VSQRT.F32.
VFP_DIVIDE = 14

# The rules that look at the previous instruction beyond load pipelining,
# each a weight in cycles (0 turns a rule off but still counts its events).
# docs/m4-cycle-model.md says which were fitted and how.
AGU_STALL = 1               # 3.3.2: address register computed by the previous instruction
WRITEBACK_AGU_STALL = 1     # the same for a base the previous load/store wrote back
WRITEBACK_NO_PIPELINE = 1   # a single load after a single load with base writeback
LITERAL_LOAD = 0            # 3.3.2: a PC-relative load contending with the fetch unit
STORE_THEN_MEMORY = 0       # 3.3.2: a load or store right after a single store
UNALIGNED_RUN = 1           # a 32-bit instruction at 2 mod 4 right after a 16-bit one
UNALIGNED_GROUP = 0         # a group of 32-bit instructions at 2 mod 4 reaching its threshold
IT_FOLD = 1                 # cycles an IT instruction saves: it is folded (see below)

# UNALIGNED_GROUP: a group is a run of consecutive 32-bit instructions at
# addresses 2 mod 4 (the first after a 16-bit instruction or at the start
# of a block). Published measurements on a Cortex-M4 running from flash
# (docs/m4-cycle-model.md) found that a group of three costs one cycle
# more, a group of stores only from its fourth: counted once per group.
UNALIGNED_GROUP_MIN = 3
UNALIGNED_GROUP_MIN_STORES = 4

# IT_FOLD: the Cortex-M4 folds an IT instruction, issuing the first
# instruction of its block in the same cycle (IT folding, which
# ACTLR.DISFOLD turns off; on by default). The TRM's table gives IT one
# cycle, which the model charges and then takes back per IT executed.

# The events the model counts on every run, whatever their weights (the
# fit and the residual analysis use them): index -> name.
EVENTS = ["taken-branch", "agu-stall", "writeback-agu-stall", "writeback-no-pipeline",
          "literal-load", "divide-extra", "pipelined-load", "wide-unaligned",
          "store-then-memory", "unaligned-run", "unaligned-group", "it-fold"]
(EV_TAKEN, EV_AGU, EV_WB_AGU, EV_WB_NOPIPE, EV_LITERAL, EV_DIVIDE, EV_PIPELINED,
 EV_WIDE_UNALIGNED, EV_STORE_MEM, EV_UNALIGNED_RUN, EV_UNALIGNED_GROUP,
 EV_IT_FOLD) = range(len(EVENTS))

# (row, cycles, instructions): cycles may be a number or a rule name that
# classify() evaluates with the instruction's register count.
RULES = [
    ("alu",            1, "data processing, shifts, bitfield, extend, DSP/SIMD, "
                          "MOV/MVN, CMP/TST, CLZ/RBIT/REV, IT, NOP, barriers, "
                          "branches (before refill)"),
    ("multiply",       1, "MUL, SMUL*, SMMUL*, SMLA*, SMLAL*, UMULL, UMLAL, UMAAL, "
                          "SMULL, USAD8 (the TRM's 1-cycle long multiplies on the M4)"),
    ("multiply-acc",   2, "MLA, MLS"),
    ("divide",         2, "SDIV, UDIV: 2, plus divide_extra() at run time (2..12 in all)"),
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
    """One instruction's place in the table, and what the rules between
    neighbouring instructions need to know of it."""
    __slots__ = ("row", "cycles", "single_load", "after_load_saves", "dest", "addr_regs",
                 "mem", "dp_writes", "wb_base", "literal", "divide", "store")

    def __init__(self, row, cycles, single_load=False, after_load_saves=0):
        self.row = row
        self.cycles = cycles
        self.single_load = single_load          # pipelines with a following load
        self.after_load_saves = after_load_saves  # cycles saved right after a single load
        self.dest = 0          # a single load's destination register (capstone id)
        self.addr_regs = (0, 0)  # base and index register of its address (0: none)
        self.mem = False       # a load or store of any kind: its address is generated
        self.dp_writes = ()    # core registers a data-processing instruction writes
        self.wb_base = 0       # the base a load or store writes back (0: none)
        self.literal = False   # a PC-relative load
        self.divide = 0        # 1: UDIV, 2: SDIV (cycles added at run time)
        self.store = False     # a single store (STR/STRB/STRH, any offset)


_PC_SP_FREE = None


def _writeback(insn, ops):
    """True when a load/store writes its base back: pre-indexed ("!") or
    post-indexed (an offset operand after the memory operand; capstone 4
    leaves the writeback flag clear for those)."""
    from capstone import arm as csarm
    if getattr(insn, "writeback", False):
        return True
    seen_mem = False
    for o in ops:
        if o.type == csarm.ARM_OP_MEM:
            seen_mem = True
        elif seen_mem and o.type in (csarm.ARM_OP_IMM, csarm.ARM_OP_REG):
            return True
    return False


def cost(insn):
    """classify() with the registers the rules between instructions need."""
    from capstone import arm as csarm
    c = classify(insn)
    ops = insn.operands
    mem = [o.mem for o in ops if o.type == csarm.ARM_OP_MEM]
    regs = [o.reg for o in ops if o.type == csarm.ARM_OP_REG]
    name = insn.insn_name()
    if mem:
        c.mem = True
        c.addr_regs = (mem[0].base, mem[0].index)
        c.literal = mem[0].base == csarm.ARM_REG_PC
        if _writeback(insn, ops):
            c.wb_base = mem[0].base
    elif c.row in ("multiple", "vfp-multiple"):
        c.mem = True
        if name in ("push", "pop", "vpush", "vpop"):
            c.addr_regs = (csarm.ARM_REG_SP, 0)
            c.wb_base = csarm.ARM_REG_SP
        elif regs:
            c.addr_regs = (regs[0], 0)
            if getattr(insn, "writeback", False):
                c.wb_base = regs[0]
    if c.single_load:
        c.dest = regs[0] if regs else 0
    if not c.mem and c.row in ("alu", "multiply", "multiply-acc", "divide", "vfp-move",
                               "vfp-move-pair"):
        # the core registers it computes (not the PC: a branch)
        _read, written = insn.regs_access()
        c.dp_writes = tuple(r for r in written
                            if csarm.ARM_REG_R0 <= r <= csarm.ARM_REG_R12
                            or r in (csarm.ARM_REG_SP, csarm.ARM_REG_LR))
    if c.row == "divide":
        c.divide = 2 if name == "sdiv" else 1
    c.store = c.row in ("store", "store-reg") and name in _SINGLE_STORES
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


class Context:
    """What the rules between neighbouring instructions need of the
    previous instruction (it may end the previous block)."""
    __slots__ = ("load_dest", "load_wb", "dp_writes", "wb_base", "store")

    def __init__(self, c=None):
        self.load_dest = c.dest if c is not None and c.single_load else 0
        self.load_wb = bool(c is not None and c.single_load and c.wb_base)
        self.dp_writes = c.dp_writes if c is not None else ()
        self.wb_base = c.wb_base if c is not None else 0
        self.store = bool(c is not None and c.store)


def step(c, prev, events):
    """The cycles instruction c costs after the instruction described by
    prev (a Context), with the events it triggers counted into events."""
    cyc = c.cycles
    if prev.load_dest and prev.load_dest not in c.addr_regs and c.after_load_saves:
        if prev.load_wb:
            # weight 1 takes the saving back: it does not pipeline
            events[EV_WB_NOPIPE] += 1
            cyc += WRITEBACK_NO_PIPELINE - c.after_load_saves
        else:
            events[EV_PIPELINED] += 1
            cyc -= c.after_load_saves
    if c.mem:
        regs = tuple(r for r in c.addr_regs if r)
        if any(r in prev.dp_writes for r in regs):
            events[EV_AGU] += 1
            cyc += AGU_STALL
        elif prev.wb_base and prev.wb_base in regs:
            events[EV_WB_AGU] += 1
            cyc += WRITEBACK_AGU_STALL
        if c.literal:
            events[EV_LITERAL] += 1
            cyc += LITERAL_LOAD
        if prev.store:
            events[EV_STORE_MEM] += 1
            cyc += STORE_THEN_MEMORY
    return cyc


class Block:
    """What the model needs of a translated basic block: its own cycles
    with the rules inside it applied, its first instruction (for the rules
    across the edge from the previous block) and its last (for the next)."""
    __slots__ = ("addr", "size", "insns", "cycles", "events", "first", "last",
                 "wide_unaligned_entry", "divides", "kind", "func")

    def __init__(self, addr, size, insns, cycles, events, first, last, wide_unaligned_entry,
                 divides):
        self.addr = addr
        self.size = size
        self.insns = insns
        self.cycles = cycles
        self.events = events
        self.first = first        # the first instruction's Cost
        self.last = last          # Context after the last instruction
        self.wide_unaligned_entry = wide_unaligned_entry
        self.divides = divides    # [(address, 1: UDIV or 2: SDIV)] in the block
        self.kind = 0   # set by the simulator: 0, or the hash core it belongs to
        self.func = 0   # set by the simulator: its profile slot


_NO_CONTEXT = Context()
_IT_ID = __import__("capstone").arm.ARM_INS_IT


def describe_block(disasm, code, addr):
    """Cost a block: code is its bytes, disasm a capstone Cs (Thumb,
    M-class, detail on). The rules inside the block are applied here; those
    at its edges are left to the caller (edge_cycles)."""
    cycles = 0
    n = 0
    size = 0
    events = [0] * len(EVENTS)
    ctx = None
    first = None
    divides = []
    wide_unaligned = 0
    prev_size = 0
    group = 0           # length of the current group of 32-bit instructions at 2 mod 4
    group_stores = True  # whether that group is single stores only
    group_charged = False
    for insn in disasm.disasm(code, addr):
        size += insn.size
        c = cost(insn)
        if insn.size == 4 and insn.address % 4 == 2:
            events[EV_WIDE_UNALIGNED] += 1
            if first is not None and prev_size == 2:
                events[EV_UNALIGNED_RUN] += 1
                cycles += UNALIGNED_RUN
            # a 32-bit instruction at 2 mod 4 leaves the next at 2 mod 4 too:
            # the group goes on until a 16-bit instruction or the block's end
            group += 1
            group_stores = group_stores and c.store
            if not group_charged and group >= (UNALIGNED_GROUP_MIN_STORES if group_stores
                                               else UNALIGNED_GROUP_MIN):
                events[EV_UNALIGNED_GROUP] += 1
                cycles += UNALIGNED_GROUP
                group_charged = True
        else:
            group, group_stores, group_charged = 0, True, False
        prev_size = insn.size
        if insn.id == _IT_ID:
            events[EV_IT_FOLD] += 1
            cycles -= IT_FOLD
        if first is None:
            first = c
            wide_unaligned = 1 if insn.size == 4 and addr % 4 == 2 else 0
            # what the first instruction costs on its own; edge_cycles()
            # adds what the previous block's last instruction changes
            cyc = step(c, _NO_CONTEXT, events)
        else:
            cyc = step(c, ctx, events)
        if c.divide:
            divides.append((insn.address, c.divide))
        cycles += cyc
        ctx = Context(c)
        n += 1
    if size != len(code) or first is None:
        raise ValueError("cannot decode the block at 0x%x (%d of %d bytes)" % (addr, size, len(code)))
    return Block(addr, len(code), n, cycles, events, first, ctx, wide_unaligned, divides)


def edge_cycles(prev, block, taken, events):
    """The cycles the block boundary adds (negative: saves): the refill when
    the previous block ended in a taken branch, and the rules between the
    previous block's last instruction and this block's first."""
    extra = 0
    if taken:
        events[EV_TAKEN] += 1
        extra += BRANCH_REFILL + block.wide_unaligned_entry
    if prev is not None:
        with_prev = [0] * len(EVENTS)
        alone = [0] * len(EVENTS)
        extra += step(block.first, prev.last, with_prev) - step(block.first, _NO_CONTEXT, alone)
        for i in range(len(EVENTS)):
            events[i] += with_prev[i] - alone[i]
    return extra

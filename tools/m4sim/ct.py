# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The constant-time check on the Cortex-M4 image (m4sim.py --ct).

    python3 tools/m4sim/m4sim.py --ct IMAGE NAME OP [SECRET_A SECRET_B]

runs the constant-time check image (kpqc-m4ct.elf, platform/common/m4ct.c)
twice under the simulator, with SECRET_A and SECRET_B (default "0" and "1"):
the same public inputs, different secret ones. Between the image's markers
kpqc_m4ct_begin and kpqc_m4ct_end it records, in order, every executed
basic block (so every branch outcome), every load and store address with
its size, and every value the library declassifies (KPQC_CT_PUBLIC, a call
of kpqc_ct_mark_public in this build: its bytes' CRC-32). The second run is
compared with the first as it goes:

- the records are equal: pass (exit 0);
- a declassified value differs (an output, a verdict): noted, and the
  comparison goes on; the runs may part within DECISION_BLOCKS blocks
  after it (the code branching on a public decision): pass (exit 0),
  saying how far the comparison went;
- they differ anywhere else: fail (exit 1), naming the two events and
  the functions they are in, and the last block both runs executed.

Exit 3 when the image itself fails (an operation error, a crash), 2 on a
bad command line, 77 when unicorn or capstone is missing (the suite's
skip). docs/m4-constant-time.md says what each operation treats as secret.
"""
import io
import sys
import zlib
from array import array

BLOCK, READ, WRITE, PUBLIC = 1, 2, 3, 4
# The runs may part this many blocks after a declassified value that
# differed: the code branching on a public decision (a verdict is branched
# on at once). Later, or with no differing value before, parting is a leak.
DECISION_BLOCKS = 8
KIND_NAMES = {BLOCK: "block", READ: "load", WRITE: "store", PUBLIC: "declassified value"}


def event(kind, value, extra=0):
    return (kind << 60) | ((extra & 0xFFFFFFF) << 32) | (value & 0xFFFFFFFF)


def kind_of(ev):
    return ev >> 60


class Tracer:
    """One run of the image with its record; with `reference` (the first
    run's record) it compares as it goes and stops at the first
    difference."""

    def __init__(self, m4sim, image, args, reference=None, reference_values=None):
        from unicorn import UC_HOOK_BLOCK, UC_HOOK_CODE, UC_HOOK_MEM_READ, UC_HOOK_MEM_WRITE
        self.sim = sim = m4sim.M4Sim(image, args, fast=True, out=io.BytesIO())
        syms = sim.elf.symbols
        for needed in ("kpqc_m4ct_begin", "kpqc_m4ct_end", "kpqc_ct_mark_public"):
            if needed not in syms:
                raise SystemExit(f"m4sim --ct: {image} has no {needed}: not a constant-time "
                                 "check image (kpqc-m4ct.elf of a KPQC_CT_TESTING build)")
        self.on = False
        self.record = array("Q")
        self.reference = reference
        self.diverged = None      # (index, expected or None, got or None)
        self.last_block = None    # the last block both runs executed
        self.public_differs = []  # where declassified values differed
        self.values = []          # the declassified values, in order
        self.reference_values = reference_values
        self.blocks_since_public = 1 << 60
        self.uc = sim.uc
        uc = sim.uc
        begin = syms["kpqc_m4ct_begin"][0]
        end = syms["kpqc_m4ct_end"][0]
        public = syms["kpqc_ct_mark_public"][0]
        uc.hook_add(UC_HOOK_CODE, self._begin, begin=begin, end=begin)
        uc.hook_add(UC_HOOK_CODE, self._end, begin=end, end=end)
        uc.hook_add(UC_HOOK_CODE, self._public, begin=public, end=public)
        # the tracing hooks run from the start, recording only between the
        # markers: hooks added in the middle of a run, or a second
        # simulator taking over the first one's memory and registers at
        # the marker, made unicorn 2.1 run HAETAE's verification wrongly
        # (measured: it then reads past the RAM), so the setup pays for the
        # hooks too
        uc.hook_add(UC_HOOK_BLOCK, self._block)
        uc.hook_add(UC_HOOK_MEM_READ, self._read)
        uc.hook_add(UC_HOOK_MEM_WRITE, self._write)

    def _begin(self, uc, address, size, _user):
        self.on = True

    def _end(self, uc, address, size, _user):
        self.on = False

    def _add(self, ev):
        if self.reference is not None:
            i = len(self.record)
            expected = self.reference[i] if i < len(self.reference) else None
            if expected is not None and expected != ev and kind_of(expected) == PUBLIC \
                    and kind_of(ev) == PUBLIC:
                # a declassified value of another length: note it, go on
                self.public_differs.append(i)
                self.blocks_since_public = 0
            elif expected != ev:
                self.diverged = (i, expected, ev)
                self.on = False
                self.sim.exit_status = 0   # stop here: the rest is not compared
                self.uc.emu_stop()
                return
            if kind_of(ev) == BLOCK:
                self.last_block = ev & 0xFFFFFFFF
                self.blocks_since_public += 1
        self.record.append(ev)

    def _block(self, uc, address, size, _user):
        if self.on:
            self._add(event(BLOCK, address, size))

    def _read(self, uc, access, address, size, value, _user):
        if self.on:
            self._add(event(READ, address, size))

    def _write(self, uc, access, address, size, value, _user):
        if self.on:
            self._add(event(WRITE, address, size))

    def _public(self, uc, address, size, _user):
        if self.on:
            from unicorn import arm_const as A
            p = uc.reg_read(A.UC_ARM_REG_R0)
            n = uc.reg_read(A.UC_ARM_REG_R1)
            value = bytes(uc.mem_read(p, n))
            k = len(self.values)
            ref = self.reference_values
            if ref is not None and k < len(ref) and len(ref[k]) == n and ref[k] != value:
                # Public means it may be known: the second run takes the
                # first run's value, so that both go on with the same public
                # data and every later difference comes from secrets.
                uc.mem_write(p, ref[k])
                self.public_differs.append(len(self.record))
                value = ref[k]
            self.values.append(value)
            self._add(event(PUBLIC, zlib.crc32(value), n))

    def run(self):
        status = self.sim.run()
        return status, self.sim.out.getvalue().decode(errors="replace")

    def where(self, addr):
        """function+offset of a code address"""
        for start, stop, name in self.sim.func_ranges:
            if start <= addr < stop:
                return f"{name}+{addr - start:#x}"
        return f"{addr:#010x}"

    def describe(self, ev):
        if ev is None:
            return "the end of the operation"
        k = kind_of(ev)
        v = ev & 0xFFFFFFFF
        extra = (ev >> 32) & 0xFFFFFFF
        if k == BLOCK:
            return f"block at {self.where(v)} ({v:#010x})"
        if k in (READ, WRITE):
            return f"{KIND_NAMES[k]} of {extra} bytes at {v:#010x}"
        return f"declassified value of {extra} bytes (crc32 {v:#010x})"


def check(m4sim, image, name, op, secrets=("0", "1"), out=sys.stdout):
    """0: the records agree (up to a differing declassified value); 1: they
    differ elsewhere; 3: a run failed."""
    first = Tracer(m4sim, image, [name, op, secrets[0]])
    status, output = first.run()
    if status != 0 or not first.record:
        out.write(f"m4sim --ct: {name} {op} with secret {secrets[0]!r}: the image failed "
                  f"(exit {status}, {len(first.record)} events)\n{output}")
        return 3
    second = Tracer(m4sim, image, [name, op, secrets[1]], reference=first.record,
                    reference_values=first.values)
    status, output = second.run()
    if second.diverged is None and status != 0:
        out.write(f"m4sim --ct: {name} {op} with secret {secrets[1]!r}: the image failed "
                  f"(exit {status})\n{output}")
        return 3
    n = len(first.record)
    if second.diverged is None and len(second.record) < n:
        second.diverged = (len(second.record), first.record[len(second.record)], None)
    if second.diverged is None:
        out.write(f"m4sim --ct: {name} {op}: the same {n:,} events (blocks, loads and stores, "
                  f"declassified values) for secrets {secrets[0]!r} and {secrets[1]!r}; "
                  f"{len(second.public_differs)} declassified values of the second run "
                  f"replaced by the first run's: pass\n")
        return 0
    i, expected, got = second.diverged
    differ = len(second.public_differs)
    if second.blocks_since_public <= DECISION_BLOCKS:
        out.write(f"m4sim --ct: {name} {op}: the first {i:,} of {n:,} events are the same for "
                  f"secrets {secrets[0]!r} and {secrets[1]!r} ({differ} declassified values "
                  f"differ); the runs part {second.blocks_since_public} blocks after a "
                  f"declassified value, a public decision: pass\n")
        return 0
    last = second.where(second.last_block) if second.last_block is not None else "(none)"
    out.write(f"m4sim --ct: {name} {op}: FAIL: the runs differ at event {i:,} of {n:,}:\n"
              f"  secret {secrets[0]!r}: {second.describe(expected)}\n"
              f"  secret {secrets[1]!r}: {second.describe(got)}\n"
              f"  after the block at {last}, the last one both runs executed\n")
    return 1


def main(m4sim, argv):
    if len(argv) not in (3, 5):
        sys.stderr.write(__doc__)
        return 2
    try:
        import capstone  # noqa: F401
        import unicorn  # noqa: F401
    except ImportError as e:
        print(f"SKIP: {e.name} is not installed (pip install unicorn capstone)")
        return 77
    image, name, op = argv[:3]
    secrets = tuple(argv[3:5]) if len(argv) == 5 else ("0", "1")
    return check(m4sim, image, name, op, secrets)

#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""m4sim: modelled Cortex-M4 cycles for the mps2-an386 images.

Runs an ELF built for platform/mps2-an386 (the test and benchmark images)
in unicorn's Cortex-M4, costs every executed instruction with the rules of
timing.py, and answers the platform's counter functions with the model's
numbers, so that the unmodified benchmark prints modelled cycles:

  platform_cycles()            modelled core cycles so far
  platform_cycle_source()      "m4sim-model"
  platform_model_counter(k)    k = 0: instructions executed; 1, 2, 3: the
                               modelled cycles spent inside the SHA-2,
                               SHA-3 and AES cores (HASH_SYMBOLS)
  kpqc_platform_randombytes()  bytes from SHAKE-256 of a counter, free:
                               the board's RNG costs a few cycles a word,
                               the test DRBG's bitsliced AES would cost
                               thousands (--keep-randombytes to run it)

pqm4's mps2-an386 images run unmodified: an image with a hal_get_time
symbol (or any image with --pqm4) gets hal_get_time answered with the
modelled cycles and randombytes answered free, like a board's RNG; the
peripherals its HAL touches (GPIO0, UART0, SysTick) read as idle.

Console output (CMSDK UART0) goes to stdout; semihosting provides the
command line and the exit status, as under QEMU. Deterministic: the same
ELF and arguments give the same numbers.

    python3 tools/m4sim/m4sim.py [--python] [--stats F] [--profile F] [--keep-randombytes]
                                 [--pqm4] [--load FILE@ADDR]... IMAGE.elf [ARGS...]
    python3 tools/m4sim/m4sim.py --ct kpqc-m4ct.elf NAME OP [SECRET_A SECRET_B]

--python runs the per-block accounting in Python (the reference; 3-4 M
instructions/s) instead of the C fast path (built on first use into
build/m4sim/ with the host compiler). --stats F writes the totals and the
speed achieved as JSON. --profile F writes the cycles and instructions
per function of the whole run, the most expensive first (F.json: JSON;
otherwise a table); to profile one operation, restrict the benchmark
image, e.g. `kpqc-m4bench.elf --only AIMer-128f --runs 1`. --load
FILE@ADDR writes FILE's bytes at ADDR before the image starts, as QEMU's
generic loader does for qemu-run.sh (KPQC_QEMU_LOAD): the key file of an
image with keys in flash (platform/common/m4keys.h). --ct runs the
constant-time check (ct.py, docs/m4-constant-time.md): one operation of
one set twice, with different secret inputs, comparing the executed
blocks, the load and store addresses and the declassified values.
"""
import bisect
import ctypes
import hashlib
import json
import os
import re
import struct
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)
import timing  # noqa: E402

# The compute cores the hash share counts, by symbol (inclusive of the
# native Keccak's helpers). Matches the cores tools/bench/bench.c profiles
# on the host (src/common/profile.h); an inlined core is counted in its
# caller only if the caller is listed.
HASH_SYMBOLS = [
    (1, re.compile(r"^(sha256_blocks|sha512_blocks|sha256_blocks_core|sha512_blocks_core"
                   r"|crypto_hashblocks_sha256|crypto_hashblocks_sha512)$")),
    (2, re.compile(r"^(kpqc_keccakf1600|keccakf1600_core$|KeccakF1600_StatePermute)")),
    (3, re.compile(r"^(encrypt4|encrypt4_core|kpqc_aes256_ecb)$")),
]

UART0_DATA = 0x40004000
# mps2-an386's APB and AHB peripherals (UARTs, timers, GPIO0-3, the FPGA
# system control block): I/O that reads as 0 (a UART never full) and
# ignores writes but UART0's data register.
PERIPHERALS = (0x40000000, 0x00100000)
SCRATCH = 0x60000000          # a page outside the board's map, for returned strings
CYCLE_SOURCE = b"m4sim-model\0"


# ---- ELF32 ----------------------------------------------------------------

class Elf:
    def __init__(self, path):
        with open(path, "rb") as f:
            self.data = data = f.read()
        if data[:4] != b"\x7fELF" or data[4] != 1 or data[5] != 1:
            raise ValueError("%s: not a little-endian ELF32 file" % path)
        (self.entry, phoff, shoff, _flags, _ehsize, phentsize, phnum, shentsize, shnum,
         _shstrndx) = struct.unpack_from("<IIIIHHHHHH", data, 24)
        self.segments = []
        for i in range(phnum):
            (ptype, off, _vaddr, paddr, filesz, memsz, _fl, _al) = struct.unpack_from(
                "<IIIIIIII", data, phoff + i * phentsize)
            if ptype == 1 and filesz > 0:   # PT_LOAD, at its load address
                self.segments.append((paddr, data[off:off + filesz], memsz))
        self.symbols = {}    # name -> (addr without the Thumb bit, size)
        for i in range(shnum):
            (_n, stype, _f, _a, off, size, link, _i, _al, entsize) = struct.unpack_from(
                "<IIIIIIIIII", data, shoff + i * shentsize)
            if stype != 2:   # SHT_SYMTAB
                continue
            (_n2, _t2, _f2, _a2, stroff, _s2, _l2, _i2, _al2, _e2) = struct.unpack_from(
                "<IIIIIIIIII", data, shoff + link * shentsize)
            for j in range(size // entsize):
                name_off, value, ssize, info, _other, _shndx = struct.unpack_from(
                    "<IIIBBH", data, off + j * entsize)
                if info & 0xF != 2:   # STT_FUNC
                    continue
                end = data.index(b"\0", stroff + name_off)
                name = data[stroff + name_off:end].decode()
                self.symbols.setdefault(name, (value & ~1, ssize))
        self.inferred_sizes = set()
        self._infer_sizes()

    def _infer_sizes(self):
        """Give a function symbol without a size (assembly without .size,
        e.g. pqm4's keccakf1600.S) the extent up to the next function
        symbol, or to the end of its loadable segment, so that the profile
        and the hash share see it."""
        starts = sorted({addr for addr, _ in self.symbols.values()})
        for name, (addr, size) in list(self.symbols.items()):
            if size:
                continue
            i = bisect.bisect_right(starts, addr)
            end = starts[i] if i < len(starts) else None
            for seg_addr, blob, _memsz in self.segments:
                if seg_addr <= addr < seg_addr + len(blob):
                    seg_end = seg_addr + len(blob)
                    end = seg_end if end is None else min(end, seg_end)
            if end is not None and end > addr:
                self.symbols[name] = (addr, end - addr)
                self.inferred_sizes.add(name)


# ---- the simulator ------------------------------------------------------

N_EVENTS = len(timing.EVENTS)


class _CBlock(ctypes.Structure):
    _fields_ = [("addr", ctypes.c_uint32), ("size", ctypes.c_uint32),
                ("insns", ctypes.c_uint32), ("cycles", ctypes.c_uint32),
                ("events", ctypes.c_uint32 * N_EVENTS), ("func", ctypes.c_uint32),
                ("kind", ctypes.c_uint8), ("transparent", ctypes.c_uint8),
                ("pad", ctypes.c_uint8 * 2)]


class _CEdge(ctypes.Structure):
    _fields_ = [("from_addr", ctypes.c_uint32), ("from_size", ctypes.c_uint32),
                ("to_addr", ctypes.c_uint32), ("to_size", ctypes.c_uint32),
                ("extra", ctypes.c_int32), ("refill", ctypes.c_uint32),
                ("events", ctypes.c_uint32 * N_EVENTS)]


class _CCounters(ctypes.Structure):
    _fields_ = [("insns", ctypes.c_uint64), ("cycles", ctypes.c_uint64),
                ("kind_cycles", ctypes.c_uint64 * 4), ("blocks", ctypes.c_uint64),
                ("misses", ctypes.c_uint64), ("events", ctypes.c_uint64 * N_EVENTS)]


_DESCRIBE = ctypes.CFUNCTYPE(None, ctypes.c_uint32, ctypes.c_uint32, ctypes.POINTER(_CBlock))
_DESCRIBE_EDGE = ctypes.CFUNCTYPE(None, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32,
                                  ctypes.c_uint32, ctypes.POINTER(_CEdge))


def fastpath_library():
    """Build (when missing or stale) and load the C block hook."""
    src = os.path.join(HERE, "fastpath.c")
    out_dir = os.path.join(ROOT, "build", "m4sim")
    # the event count is compiled in (-DN_EVENTS) and named in the file, so
    # a library built for another timing.EVENTS is never loaded
    lib = os.path.join(out_dir, "m4sim_fastpath_%d.so" % N_EVENTS)
    if not os.path.exists(lib) or os.path.getmtime(lib) < os.path.getmtime(src):
        os.makedirs(out_dir, exist_ok=True)
        cc = os.environ.get("CC", "cc")
        tmp = lib + ".%d" % os.getpid()
        subprocess.run([cc, "-O2", "-std=c11", "-Wall", "-Wextra", "-shared", "-fPIC",
                        "-DN_EVENTS=%d" % N_EVENTS, "-o", tmp, src], check=True)
        os.replace(tmp, lib)
    loaded = ctypes.CDLL(lib)
    if loaded.m4sim_n_events() != N_EVENTS:
        raise RuntimeError("%s: built for %d events, timing.EVENTS has %d"
                           % (lib, loaded.m4sim_n_events(), N_EVENTS))
    return loaded


class Exit(Exception):
    pass


class M4Sim:
    def __init__(self, elf_path, args=(), fast=True, keep_randombytes=False, out=None,
                 pqm4=False, loads=()):
        import capstone
        from unicorn import (
            UC_ARCH_ARM,
            UC_HOOK_BLOCK,
            UC_HOOK_CODE,
            UC_HOOK_INTR,
            UC_HOOK_MEM_INVALID,
            UC_MODE_MCLASS,
            UC_MODE_THUMB,
            Uc,
        )
        from unicorn import arm_const as A
        self.A = A
        self.elf = Elf(elf_path)
        self.args = [os.path.basename(elf_path)] + list(args)
        self.out = out if out is not None else sys.stdout.buffer
        self.exit_status = None
        self.uc = uc = Uc(UC_ARCH_ARM, UC_MODE_THUMB | UC_MODE_MCLASS)
        try:
            from unicorn import UC_CPU_ARM_CORTEX_M4
            uc.ctl_set_cpu_model(UC_CPU_ARM_CORTEX_M4)
        except ImportError:
            uc.ctl_set_cpu_model(A.UC_CPU_ARM_CORTEX_M4)
        self.cs = capstone.Cs(capstone.CS_ARCH_ARM,
                              capstone.CS_MODE_THUMB | capstone.CS_MODE_MCLASS)
        self.cs.detail = True

        # memory: mps2-an386's code and SRAM regions (4 MB each), the
        # system control space as plain RAM (no SysTick/NVIC is modelled:
        # nothing interrupts), UART0 as I/O, a scratch page.
        uc.mem_map(0x00000000, 4 << 20)
        uc.mem_map(0x20000000, 4 << 20)
        uc.mem_map(0xE0000000, 1 << 20)
        uc.mem_map(SCRATCH, 0x1000)
        uc.mem_write(SCRATCH, CYCLE_SOURCE)
        uc.mmio_map(PERIPHERALS[0], PERIPHERALS[1], self._io_read, None, self._io_write, None)
        for addr, blob, _memsz in self.elf.segments:
            uc.mem_write(addr, blob)
        for path, addr in loads:   # raw files, e.g. keys in flash
            with open(path, "rb") as f:
                uc.mem_write(addr, f.read())

        # the hash cores, by address range
        self.kind_ranges = []
        for name, (addr, size) in self.elf.symbols.items():
            for kind, pattern in HASH_SYMBOLS:
                if pattern.match(name) and size > 0:
                    self.kind_ranges.append((addr, addr + size, kind))

        # profile slots: the functions with a size, by address (slot 0: none)
        funcs = sorted((addr, addr + size, name) for name, (addr, size) in self.elf.symbols.items()
                       if size > 0)
        self.func_starts = [f[0] for f in funcs]
        self.func_ranges = funcs
        self.func_names = ["(no function symbol)"] + [f[2] for f in funcs]

        # intercepted functions: this project's platform layer, or pqm4's
        # (recognised by hal_get_time, or forced with pqm4=True)
        self.pqm4 = pqm4 or "hal_get_time" in self.elf.symbols
        self.intercepts = {}
        handlers = {"platform_cycles": self._f_cycles,
                    "platform_cycle_source": self._f_cycle_source,
                    "platform_model_counter": self._f_model_counter}
        if not keep_randombytes:
            handlers["kpqc_platform_randombytes"] = self._f_randombytes
        if self.pqm4:
            handlers["hal_get_time"] = self._f_cycles
            if not keep_randombytes:   # pqm4's randombytes.h renames it
                handlers["randombytes"] = self._f_randombytes
                handlers["PQCLEAN_randombytes"] = self._f_randombytes
        for name, fn in handlers.items():
            if name in self.elf.symbols:
                addr = self.elf.symbols[name][0]
                self.intercepts[addr] = fn
                uc.hook_add(UC_HOOK_CODE, self._intercept, begin=addr, end=addr)
        self.rng_counter = 0

        uc.hook_add(UC_HOOK_INTR, self._interrupt)
        uc.hook_add(UC_HOOK_MEM_INVALID, self._bad_memory)

        # divides: their cycles depend on the operands, so each one found
        # in the code gets a hook that charges its extra cycles when it runs
        for addr in self._divide_sites():
            uc.hook_add(UC_HOOK_CODE, self._divide, begin=addr, end=addr)

        self.blocks = {}    # (addr, size) -> timing.Block, or False: intercepted
        self.fast = fast
        if fast:
            self.lib = fastpath_library()
            self.lib.m4sim_counters.restype = ctypes.c_void_p
            self._describe_cb = _DESCRIBE(self._describe_c)
            self._edge_cb = _DESCRIBE_EDGE(self._edge_c)
            self.lib.m4sim_reset(self._describe_cb, self._edge_cb)
            self.counters = _CCounters.from_address(self.lib.m4sim_counters())
            for name in ("m4sim_func_cycles", "m4sim_func_insns"):
                getattr(self.lib, name).restype = ctypes.c_void_p
            self._add_c_block_hook()
        else:
            self.py_insns = 0
            self.py_cycles = 0
            self.py_kind = [0, 0, 0, 0]
            self.py_blocks = 0
            self.py_events = [0] * N_EVENTS
            self.py_func_cycles = [0] * len(self.func_names)
            self.py_func_insns = [0] * len(self.func_names)
            self.prev = None
            uc.hook_add(UC_HOOK_BLOCK, self._py_block)

        # reset: the vector table's stack pointer and reset handler
        sp, reset = struct.unpack("<II", uc.mem_read(0, 8))
        uc.reg_write(A.UC_ARM_REG_SP, sp)
        self.entry = reset

    # -- counters, whichever path keeps them
    def insns(self):
        return self.counters.insns if self.fast else self.py_insns

    def cycles(self):
        return self.counters.cycles if self.fast else self.py_cycles

    def kind_cycles(self, k):
        return self.counters.kind_cycles[k] if self.fast else self.py_kind[k]

    def block_count(self):
        return self.counters.blocks if self.fast else self.py_blocks

    def events(self):
        """{event name: count} (timing.EVENTS; divide-extra in cycles)."""
        ev = list(self.counters.events) if self.fast else self.py_events
        return dict(zip(timing.EVENTS, ev))

    # -- block costing
    def _kind(self, addr):
        for lo, hi, kind in self.kind_ranges:
            if lo <= addr < hi:
                return kind
        return 0

    def _func(self, addr):
        i = bisect.bisect_right(self.func_starts, addr) - 1
        return i + 1 if i >= 0 and addr < self.func_ranges[i][1] else 0

    def profile(self):
        """[(function, cycles, instructions)] for every function that ran,
        the most expensive first (a taken branch's refill counts in the
        function that branched)."""
        n = len(self.func_names)
        if self.fast:
            cyc = (ctypes.c_uint64 * n).from_address(self.lib.m4sim_func_cycles())
            ins = (ctypes.c_uint64 * n).from_address(self.lib.m4sim_func_insns())
        else:
            cyc, ins = self.py_func_cycles, self.py_func_insns
        rows = [(self.func_names[i], cyc[i], ins[i]) for i in range(n) if cyc[i] or ins[i]]
        return sorted(rows, key=lambda r: (-r[1], r[0]))

    def describe(self, addr, size):
        """The timing.Block at (addr, size), costed once; False for an
        intercepted function's entry."""
        key = (addr, size)
        b = self.blocks.get(key)
        if b is None:
            if addr in self.intercepts:
                b = False
            else:
                code = bytes(self.uc.mem_read(addr, size))
                b = timing.describe_block(self.cs, code, addr)
                b.kind = self._kind(addr)
                b.func = self._func(addr)
            self.blocks[key] = b
        return b

    def _describe_c(self, addr, size, out):
        o = out.contents
        b = self.describe(addr, size)
        if b is False:
            o.transparent = 1
            return
        o.insns = b.insns
        o.cycles = b.cycles
        for i, n in enumerate(b.events):
            o.events[i] = n
        o.kind = b.kind
        o.func = b.func
        o.transparent = 0

    def _edge_c(self, from_addr, from_size, to_addr, to_size, out):
        o = out.contents
        prev = self.describe(from_addr, from_size)
        b = self.describe(to_addr, to_size)
        taken = to_addr != from_addr + from_size
        events = [0] * N_EVENTS
        o.extra = timing.edge_cycles(prev, b, taken, events)
        o.refill = timing.BRANCH_REFILL + b.wide_unaligned_entry if taken else 0
        for i, n in enumerate(events):
            o.events[i] = n

    def _divide_sites(self):
        """Addresses of the SDIV/UDIV encodings (T1: FB90/FBB0 Rn, F0F0|Rd<<8|Rm)
        in the loadable code, at every halfword: a false hit (data that looks
        like a divide) is harmless, as _divide decodes again when it runs."""
        sites = []
        for addr, blob, _memsz in self.elf.segments:
            for off in range(0, len(blob) - 3, 2):
                hw1, hw2 = struct.unpack_from("<HH", blob, off)
                if hw1 & 0xFFD0 == 0xFB90 and hw2 & 0xF0F0 == 0xF0F0:
                    sites.append(addr + off)
        return sites

    def _divide(self, uc, address, size, _user):
        if size != 4:
            return
        hw1, hw2 = struct.unpack("<HH", bytes(uc.mem_read(address, 4)))
        if hw1 & 0xFFD0 != 0xFB90 or hw2 & 0xF0F0 != 0xF0F0:
            return
        A = self.A
        regs = [A.UC_ARM_REG_R0 + i for i in range(13)] + [A.UC_ARM_REG_SP, A.UC_ARM_REG_LR]
        rn, rm = hw1 & 0xF, hw2 & 0xF
        if rn > 14 or rm > 14:
            return
        n = uc.reg_read(regs[rn])
        m = uc.reg_read(regs[rm])
        signed = hw1 & 0x20 == 0   # FB90: SDIV, FBB0: UDIV
        extra = timing.divide_cycles(n, m, signed) - timing.CYCLES["divide"]
        if extra <= 0:
            return
        func = self._func(address)
        kind = self._kind(address)
        if self.fast:
            self.lib.m4sim_add_cycles(ctypes.c_uint32(extra), ctypes.c_uint32(func),
                                      ctypes.c_uint32(kind), ctypes.c_uint32(timing.EV_DIVIDE))
        else:
            self.py_cycles += extra
            self.py_kind[kind] += extra
            self.py_func_cycles[func] += extra
            self.py_events[timing.EV_DIVIDE] += extra

    def _add_c_block_hook(self):
        from unicorn import UC_HOOK_BLOCK
        try:   # unicorn 2.1's binding
            from unicorn.unicorn_py3.unicorn import uclib
        except ImportError:   # unicorn 2.0's
            from unicorn.unicorn import _uc as uclib
        hh = ctypes.c_size_t()
        fn = ctypes.cast(self.lib.m4sim_block_hook, ctypes.c_void_p)
        err = uclib.uc_hook_add(self.uc._uch, ctypes.byref(hh), UC_HOOK_BLOCK, fn,
                                ctypes.c_void_p(0), ctypes.c_uint64(1), ctypes.c_uint64(0))
        if err != 0:
            raise RuntimeError("uc_hook_add failed: %d" % err)

    def _py_block(self, uc, address, size, _user):
        # the reference for fastpath.c's m4sim_block_hook: same rules
        b = self.describe(address, size)
        if b is False:
            return
        prev = self.prev
        taken = prev is not None and address != prev.addr + prev.size
        for i, n in enumerate(b.events):
            self.py_events[i] += n
        cyc = b.cycles + timing.edge_cycles(prev, b, taken, self.py_events)
        if taken:   # the refill belongs to the branch, in the previous block
            refill = timing.BRANCH_REFILL + b.wide_unaligned_entry
            self.py_kind[prev.kind] += refill
            self.py_kind[b.kind] += cyc - refill
            self.py_func_cycles[prev.func] += refill
            self.py_func_cycles[b.func] += cyc - refill
        else:
            self.py_kind[b.kind] += cyc
            self.py_func_cycles[b.func] += cyc
        self.py_func_insns[b.func] += b.insns
        self.py_cycles += cyc
        self.py_insns += b.insns
        self.py_blocks += 1
        self.prev = b

    # -- I/O
    def _io_read(self, uc, offset, size, _user):
        return 0   # UART0 state: never full

    def _io_write(self, uc, offset, size, value, _user):
        if offset == UART0_DATA - 0x40000000:
            self.emit(bytes([value & 0xFF]))

    def _bad_memory(self, uc, access, address, size, value, _user):
        pc = uc.reg_read(self.A.UC_ARM_REG_PC)
        sys.stderr.write("m4sim: invalid memory access at 0x%08x (pc 0x%08x)\n" % (address, pc))
        return False

    # -- intercepted functions: answer in r0 (r1), return to lr
    def _return(self, lo, hi=0):
        A = self.A
        self.uc.reg_write(A.UC_ARM_REG_R0, lo & 0xFFFFFFFF)
        self.uc.reg_write(A.UC_ARM_REG_R1, hi & 0xFFFFFFFF)
        self.uc.reg_write(A.UC_ARM_REG_PC, self.uc.reg_read(A.UC_ARM_REG_LR) | 1)

    def _intercept(self, uc, address, size, _user):
        self.intercepts[address]()

    def _f_cycles(self):
        c = self.cycles()
        self._return(c, c >> 32)

    def _f_cycle_source(self):
        self._return(SCRATCH)

    def _f_model_counter(self):
        k = self.uc.reg_read(self.A.UC_ARM_REG_R0)
        v = self.insns() if k == 0 else self.kind_cycles(k) if k in (1, 2, 3) else 0
        self._return(v, v >> 32)

    def _f_randombytes(self):
        A = self.A
        out = self.uc.reg_read(A.UC_ARM_REG_R0)
        n = self.uc.reg_read(A.UC_ARM_REG_R1)
        data = hashlib.shake_256(b"m4sim randombytes" + struct.pack("<Q", self.rng_counter)
                                 ).digest(n) if n else b""
        self.rng_counter += 1
        self.uc.mem_write(out, data)
        self._return(0)

    # -- semihosting (bkpt 0xAB)
    def _interrupt(self, uc, intno, _user):
        A = self.A
        pc = uc.reg_read(A.UC_ARM_REG_PC)
        if bytes(uc.mem_read(pc, 2)) != b"\xab\xbe":
            sys.stderr.write("m4sim: exception %d at pc 0x%08x\n" % (intno, pc))
            self.exit_status = 98
            uc.emu_stop()
            return
        op = uc.reg_read(A.UC_ARM_REG_R0)
        arg = uc.reg_read(A.UC_ARM_REG_R1)
        ret = 0
        if op == 0x15:     # SYS_GET_CMDLINE: {buf, len}
            buf, length = struct.unpack("<Ii", uc.mem_read(arg, 8))
            line = " ".join(self.args).encode()[:max(0, length - 1)]
            uc.mem_write(buf, line + b"\0")
            uc.mem_write(arg + 4, struct.pack("<i", len(line)))
        elif op == 0x20:   # SYS_EXIT_EXTENDED: {reason, code}
            reason, code = struct.unpack("<II", uc.mem_read(arg, 8))
            self.exit_status = code if reason == 0x20026 else 1
            uc.emu_stop()
            return
        elif op == 0x18:   # SYS_EXIT: reason in r1
            self.exit_status = 0 if arg == 0x20026 else 1
            uc.emu_stop()
            return
        elif op == 0x03:   # SYS_WRITEC
            self.emit(bytes(uc.mem_read(arg, 1)))
        elif op == 0x04:   # SYS_WRITE0
            s = b""
            while True:
                ch = bytes(uc.mem_read(arg + len(s), 1))
                if ch == b"\0":
                    break
                s += ch
            self.emit(s)
        elif op == 0x05:   # SYS_WRITE: {fd, buf, len}
            _fd, buf, n = struct.unpack("<III", uc.mem_read(arg, 12))
            self.emit(bytes(uc.mem_read(buf, n)))
        else:
            ret = 0xFFFFFFFF
        uc.reg_write(A.UC_ARM_REG_R0, ret)
        uc.reg_write(A.UC_ARM_REG_PC, (pc + 2) | 1)

    def emit(self, data):
        """The image's output, flushed at each line end so that a reader
        (tools/bench/m4.py's progress) sees every line as it is printed."""
        self.out.write(data)
        if b"\n" in data:
            self.out.flush()

    def run(self):
        from unicorn import UcError
        pc = self.entry
        while self.exit_status is None:
            try:
                self.uc.emu_start(pc | 1, 0xFFFFFFFF)
            except UcError as e:
                pc = self.uc.reg_read(self.A.UC_ARM_REG_PC)
                sys.stderr.write("m4sim: %s at pc 0x%08x\n" % (e, pc))
                self.exit_status = 97
                break
            if self.exit_status is None:
                # emu_start returned without an exit (an intercepted return
                # or semihosting call stopped it): carry on from the pc
                pc = self.uc.reg_read(self.A.UC_ARM_REG_PC)
        self.out.flush()
        return self.exit_status


def main(argv):
    fast = True
    stats = None
    profile = None
    keep = False
    pqm4 = False
    loads = []
    if argv and argv[0] == "--ct":   # the constant-time check (ct.py)
        import ct
        return ct.main(sys.modules[__name__], argv[1:])
    while argv and argv[0].startswith("--"):
        a = argv.pop(0)
        if a == "--python":
            fast = False
        elif a == "--stats":
            stats = argv.pop(0)
        elif a == "--profile":
            profile = argv.pop(0)
        elif a == "--keep-randombytes":
            keep = True
        elif a == "--pqm4":
            pqm4 = True
        elif a == "--load" and argv:
            spec = argv.pop(0)
            path, _, addr = spec.rpartition("@")
            try:
                loads.append((path, int(addr, 0)))
            except ValueError:
                path = ""
            if not path or not os.path.isfile(path):
                sys.stderr.write("m4sim: --load %s: not FILE@ADDR with an existing FILE\n" % spec)
                return 2
        else:
            sys.stderr.write(__doc__)
            return 2
    if not argv:
        sys.stderr.write(__doc__)
        return 2
    sim = M4Sim(argv[0], argv[1:], fast=fast, keep_randombytes=keep, pqm4=pqm4, loads=loads)
    t0 = time.time()
    status = sim.run()
    dt = time.time() - t0
    if stats:
        with open(stats, "w") as f:
            json.dump({"image": os.path.abspath(argv[0]), "args": argv[1:],
                       "path": "c" if fast else "python", "exit": status,
                       "instructions": sim.insns(), "cycles": sim.cycles(),
                       "hash_cycles": {"sha2": sim.kind_cycles(1), "sha3": sim.kind_cycles(2),
                                       "aes": sim.kind_cycles(3)},
                       "events": sim.events(),
                       "blocks": sim.block_count(), "seconds": round(dt, 3),
                       "instructions_per_second": round(sim.insns() / dt) if dt > 0 else None},
                      f, indent=1)
            f.write("\n")
    if profile:
        write_profile(sim, profile)
    return status


def write_profile(sim, path):
    rows = sim.profile()
    total = sim.cycles() or 1
    with open(path, "w") as f:
        if path.endswith(".json"):
            json.dump({"cycles": sim.cycles(), "instructions": sim.insns(),
                       "functions": [{"name": n, "cycles": c, "instructions": i}
                                     for n, c, i in rows]}, f, indent=1)
            f.write("\n")
            return
        f.write("%14s %6s %14s %6s  %s\n" % ("cycles", "share", "instructions", "c/i", "function"))
        for name, cyc, ins in rows:
            f.write("%14d %5.1f%% %14d %6.2f  %s\n" % (cyc, 100.0 * cyc / total, ins,
                                                      cyc / ins if ins else 0.0, name))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

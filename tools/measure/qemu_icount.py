#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Exact instruction counts of functions of a (static) AArch64 program
under qemu-aarch64 user mode, where valgrind does not run and QEMU's
plugins may be missing: QEMU runs one instruction per translation block
(-singlestep) and logs every block it executes (-d exec,nochain), so the
log has one line per executed instruction.

A call of a listed function counts every instruction from its entry up
to the return to its caller, callees included. Returns are found with a
shadow stack of the BL/BLR sites (read from objdump), so a function
entered by a tail call (B) ends where its caller's caller resumes.

  tools/measure/qemu_icount.py [--cpu max] PROGRAM [ARGS...] -- SYMBOL...

prints, per symbol, the calls and the instructions per call (their mean,
min and max). The environment is passed on (KPQC_FORCE_PORTABLE=1 runs
the portable code). Needs qemu-aarch64 and aarch64-linux-gnu-objdump."""
import os
import re
import subprocess
import sys
import tempfile

OBJDUMP = os.environ.get("OBJDUMP", "aarch64-linux-gnu-objdump")
QEMU = os.environ.get("QEMU", "qemu-aarch64")


def symbols_and_calls(program):
    """{name: address} of the functions, and the set of BL/BLR addresses."""
    syms, calls = {}, set()
    out = subprocess.run([OBJDUMP, "-d", "--no-show-raw-insn", program], check=True,
                         capture_output=True, text=True).stdout
    head = re.compile(r"^([0-9a-f]+) <([^>]+)>:$")
    insn = re.compile(r"^\s*([0-9a-f]+):\s+(\S+)")
    for line in out.splitlines():
        m = head.match(line)
        if m:
            syms[m.group(2)] = int(m.group(1), 16)
            continue
        m = insn.match(line)
        if m and m.group(2) in ("bl", "blr"):
            calls.add(int(m.group(1), 16))
    return syms, calls


def count(program, args, wanted, cpu):
    syms, calls = symbols_and_calls(program)
    entry = {}
    for name in wanted:
        if name not in syms:
            sys.exit("qemu_icount: no symbol %s in %s" % (name, program))
        entry[syms[name]] = name
    results = {name: [] for name in wanted}
    with tempfile.TemporaryDirectory() as tmp:
        log = os.path.join(tmp, "trace")
        env = dict(os.environ, QEMU_CPU=cpu)
        subprocess.run([QEMU, "-singlestep", "-d", "exec,nochain", "-D", log, program] + args,
                       check=True, env=env, stdout=subprocess.DEVNULL)
        stack = []    # return addresses of the open BL/BLR calls
        open_ = []    # [name, depth it returns at, instructions so far]
        prev = None
        pc_field = re.compile(r"\[[0-9a-f]+/([0-9a-f]+)/")
        with open(log) as f:
            for line in f:
                m = pc_field.search(line)
                if not m:
                    continue
                pc = int(m.group(1), 16)
                if prev in calls:
                    stack.append(prev + 4)
                while stack and pc == stack[-1]:
                    stack.pop()
                    while open_ and open_[-1][1] > len(stack):
                        name, _, n = open_.pop()
                        results[name].append(n)
                if pc in entry:
                    # the call that entered it (or its tail caller's) returns
                    # when the shadow stack drops below its current depth
                    open_.append([entry[pc], len(stack), 0])
                for frame in open_:
                    frame[2] += 1
                prev = pc
    return results


def main():
    argv = sys.argv[1:]
    cpu = "max"
    if argv[:1] == ["--cpu"]:
        cpu, argv = argv[1], argv[2:]
    if "--" not in argv:
        sys.exit(__doc__)
    cut = argv.index("--")
    program, args, wanted = argv[0], argv[1:cut], argv[cut + 1:]
    for name, runs in count(program, args, wanted, cpu).items():
        if runs:
            print("%-40s %4d calls  %10.1f per call  (min %d, max %d)"
                  % (name, len(runs), sum(runs) / len(runs), min(runs), max(runs)))
        else:
            print("%-40s    0 calls" % name)


if __name__ == "__main__":
    main()

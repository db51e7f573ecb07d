#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The AArch64 figures without AArch64 hardware: builds the aarch64 preset's
benchmark program (kpqc-a64bench: platform/common/m4bench.c on
platform/linux), runs it under qemu-aarch64 with the counting plugin
(tools/qemu-plugin/bbcount.c) and writes a kpqc-bench/1 document with, per
operation and run:

  - the exact number of retired guest instructions;
  - modelled cycles of one named core: llvm-mca's steady-state cycles per
    execution of every executed translation block (a straight run of code
    that ends in a branch), weighted by how often the block ran
    (docs/performance-aarch64.md gives the method and its validation);
  - the painted stack.

Both code paths by default: the native backends (NEON, SHA-3, AES, as far
as the QEMU CPU model has them) and the portable C (KPQC_FORCE_PORTABLE=1).

    python3 tools/bench/aarch64.py [--json F] [--md F] [--csv F] [--build DIR]
        [--cpu QEMU_MODEL] [--mcpu LLVM_CPU] [--backend native|portable|all]
        [--only PREFIX]... [--runs-for PREFIX[:OP] N]...

The QEMU model (default cortex-a72: NEON, AES, PMULL, no SHA-3) decides
which kernels run; the llvm-mca model (default the same core) prices them.
Unknown options exit with status 2; missing tools (cmake,
aarch64-linux-gnu-gcc, qemu-aarch64, llvm-mc, llvm-mca, a host C compiler)
exit with status 3 and say what to install.
"""
import argparse
import datetime
import glob
import json
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import m4  # noqa: E402  (run, sizes, stats, library_version)
import report  # noqa: E402

ITERATIONS = 100  # llvm-mca iterations per block: steady state
SIZE = "aarch64-linux-gnu-size"


def parser():
    p = argparse.ArgumentParser(prog="kpqc bench --platform aarch64", allow_abbrev=False,
                                description="AArch64 instruction counts and modelled cycles "
                                            "under qemu-aarch64 (docs/performance-aarch64.md)")
    for name, meta in (("--json", "F"), ("--md", "F"), ("--csv", "F"), ("--build", "DIR")):
        p.add_argument(name, metavar=meta)
    p.add_argument("--cpu", default="cortex-a72", help="QEMU CPU model (default cortex-a72)")
    p.add_argument("--mcpu", default="cortex-a72", help="llvm-mca CPU (default cortex-a72)")
    p.add_argument("--backend", choices=("native", "portable", "all"), default="all")
    p.add_argument("--only", action="append", default=[], metavar="PREFIX")
    p.add_argument("--runs-for", nargs=2, action="append", default=[],
                   metavar=("PREFIX[:OP]", "N"))
    return p


def parse(args):
    return m4.parse(args, parser())


def missing(what, how):
    return m4.missing(what, how, "aarch64")


def host_cc():
    for cc in (os.environ.get("CC"), "cc", "gcc", "clang"):
        if cc and shutil.which(cc):
            return cc
    return None


def build_plugin(root, build):
    """The counting plugin, compiled for the host (QEMU loads it)."""
    src = os.path.join(root, "tools", "qemu-plugin", "bbcount.c")
    lib = os.path.join(build, "bbcount.so")
    if not os.path.exists(lib) or os.path.getmtime(lib) < os.path.getmtime(src):
        m4.run([host_cc(), "-O2", "-std=c11", "-shared", "-fPIC", "-fvisibility=hidden",
                "-Wall", "-Wextra", "-o", lib, src])
    return lib


def read_counts(path):
    """The plugin's file: the regions [(instructions, {block: executions})]
    in order, and the blocks {id: (address, instructions, bytes)}."""
    regions, blocks = [], {}
    with open(path) as f:
        for line in f:
            w = line.split()
            if w[0] == "R":
                regions.append((int(w[1]), {}))
            elif w[0] == "C":
                regions[-1][1][int(w[1])] = int(w[2])
            elif w[0] == "B":
                blocks[int(w[1])] = (int(w[2], 16), int(w[3]), bytes.fromhex(w[4]))
    return regions, blocks


def disassemble(words):
    """Assembly text of each distinct 32-bit word (llvm-mc); None for a word
    it cannot decode."""
    words = sorted(words)
    src = "".join(" ".join(f"0x{b:02x}" for b in w.to_bytes(4, "little")) + "\n"
                  for w in words)
    p = subprocess.run(["llvm-mc", "--disassemble", "-triple=aarch64",
                        "-mattr=+v8.5a,+sha3,+sm4,+aes,+crypto,+rcpc,+fp16,+dotprod"],
                       input=src, capture_output=True, text=True)
    bad = {int(m.group(1)) - 1 for m in re.finditer(r"<stdin>:(\d+):\d+: (?:warning|error)",
                                                    p.stderr)}
    text = [ln.strip() for ln in p.stdout.splitlines()
            if ln.strip() and not ln.strip().startswith((".text", "//", ";"))]
    out, k = {}, 0
    for i, w in enumerate(words):
        if i in bad:
            out[w] = None
        else:
            out[w] = text[k] if k < len(text) else None
            k += 1
    return out


# Registers in llvm-mc's text: general (x/w), vector (q/d/s/h/b, and v
# followed by an arrangement); 31 is sp/xzr, spelled out, so never matched.
REG = re.compile(r"\b(?:([xw])(\d{1,2})|([qdshb])(\d{1,2})|v(\d{1,2})(?=\.))\b")
BRANCH = re.compile(r"^(?:b|b\.\w+|cbn?z\s+\w+,|tbn?z\s+\w+,\s*#\d+,)\s*#(-?(?:0x)?[0-9a-f]+)$")
NO_DEST = {"cmp", "cmn", "tst", "ccmp", "ccmn", "fcmp", "fcmpe", "fccmp", "fccmpe", "b", "bl", "br",
           "blr", "ret", "cbz", "cbnz", "tbz", "tbnz", "prfm", "msr", "nop", "dmb", "dsb", "isb",
           "hint", "svc"}
# instructions that read the register they write (accumulate, insert, ...)
READS_DEST = re.compile(r"^(?:movk|bfi|bfxil|bfm|ins|bsl|bit|bif|tbx|sdot|udot|aes[ed]|sha\w+|"
                        r"f?ml[as]|\w*ml[as]l2?|sqrdml[as]h|[su]adalp|u?r?s?sra|[su]r?sra|s[lr]i|"
                        r"(?!trn2)\w+n2)$")


def regs(text):
    """The register operands of one instruction: [(start, end of the number,
    class key)], class key ("g", n) or ("v", n)."""
    out = []
    for m in REG.finditer(text):
        if m.group(1):
            out.append((m.start(2), m.end(2), ("g", int(m.group(2)))))
        elif m.group(3):
            out.append((m.start(4), m.end(4), ("v", int(m.group(4)))))
        else:
            out.append((m.start(5), m.end(5), ("v", int(m.group(5)))))
    return out


def operands(text):
    """(mnemonic, [(start, end, key)] of the registers, indices of the
    registers it writes, whether those writes also read them)."""
    mnem, _, ops = text.partition("\t")
    off = len(mnem) + 1
    rs = [(a + off, b + off, k) for a, b, k in regs(ops)]
    stores = mnem.startswith("st") and not mnem.startswith(("stxr", "stlxr", "stxp", "stlxp"))
    if not rs or stores or mnem in NO_DEST or mnem.startswith("b."):
        dest = []
    elif mnem.startswith(("ld1", "ld2", "ld3", "ld4")) and "{" in ops:
        inside = ops[ops.index("{"):ops.index("}")]
        dest = list(range(len(regs(inside))))
    elif mnem.startswith(("ldp", "ldnp", "ldxp", "ldaxp")):
        dest = [0, 1]
    else:
        dest = [0]
    rmw = (bool(READS_DEST.match(mnem)) or (mnem == "mov" and "[" in ops.split(",")[0])
           or (mnem.startswith("ld") and "}[" in ops))
    if "[" in ops and ("]!" in ops or re.search(r"\], [#xw]", ops)):
        base = next((i for i, (a, _, _) in enumerate(rs) if a > ops.index("[") + off), None)
        if base is not None and base not in dest:
            dest.append(base)
            if base == 0:
                rmw = True
    return mnem, rs, dest, rmw


def independent(lines):
    """The block as llvm-mca should repeat it when it is not a loop body:
    its inputs come from other blocks, so a register that the block reads
    before writing it is read from a register the block never writes,
    instead of from its own previous execution (a dependency between two
    unrelated executions that a steady-state repetition would invent).
    Dependencies inside the block are kept; so are those through a
    register that one instruction both reads and writes (accumulators,
    address write-back), and through the flags."""
    parsed = [operands(t) for t in lines]
    used = {k for _, rs, _, _ in parsed for _, _, k in rs}
    written_any = {rs[i][2] for _, rs, dest, _ in parsed for i in dest}
    spare = {}
    for cls, top in (("g", 28), ("v", 31)):
        free = [n for n in range(top + 1) if (cls, n) not in used and not (cls == "g" and n == 18)]
        if free:
            spare[cls] = str(free[0])
    out, written = [], set()
    for text, (_, rs, dest, rmw) in zip(lines, parsed):
        new = text
        for i in sorted(range(len(rs)), key=lambda j: -rs[j][0]):
            a, b, k = rs[i]
            if (i in dest and not rmw) or k in written or k not in written_any or k[0] not in spare:
                continue
            if i in dest:  # read and written by one instruction: keep
                continue
            new = new[:a] + spare[k[0]] + new[b:]
        written |= {rs[i][2] for i in dest}
        out.append(new)
    return out


def is_loop(address, size, last):
    """Whether the block (its address, size in bytes, last instruction)
    ends in a branch back into itself."""
    m = BRANCH.match(" ".join(last.split())) if last else None
    if not m:
        return False
    end = address + size - 4
    return address <= end + int(m.group(1), 0) <= end


def unfuse(text):
    """One instruction as llvm-mca should see it, as a list of lines: a
    call is a link-register write and a branch (llvm-mca gives a call a
    latency of 100 cycles, which holds up retirement); a store that writes
    its base back is the store and an add of the base, as the core splits it
    (llvm-mca makes the new base wait for the stored data)."""
    mnem, _, ops = text.partition("\t")
    if mnem in ("bl", "blr"):
        return ["adr\tx30, #4", ("b\t" if mnem == "bl" else "br\t") + ops]
    if not mnem.startswith("st") or mnem.startswith(("stxr", "stlxr", "stxp", "stlxp")):
        return [text]
    m = re.match(r"^(.*)\[(\w+), (#-?(?:0x)?[0-9a-f]+)\]!$", ops)
    if m:
        return [f"add\t{m.group(2)}, {m.group(2)}, {m.group(3)}",
                f"{mnem}\t{m.group(1)}[{m.group(2)}]"]
    m = re.match(r"^(.*)\[(\w+)\], (#-?(?:0x)?[0-9a-f]+|x\d+)$", ops)
    if m:
        return [f"{mnem}\t{m.group(1)}[{m.group(2)}]",
                f"add\t{m.group(2)}, {m.group(2)}, {m.group(3)}"]
    return [text]


CORRECTIONS = ("unfuse", "independent")


def block_cycles(blocks, ids, mcpu, corrections=CORRECTIONS):
    """llvm-mca's cycles per execution of each block (steady state over
    ITERATIONS executions), one llvm-mca run over all blocks as code
    regions. The corrections (docs/performance-aarch64.md, "Method"):
    "unfuse" prices calls and stores with base write-back as the core runs
    them (unfuse()); "independent" repeats a block that is not a loop body
    with its inputs taken as ready (independent()), since the executions
    that follow each other in the program are of different blocks. With no
    corrections, every block is repeated as it is. An instruction the model
    refuses is left out, and counted by the caller as one cycle."""
    asm = disassemble({int.from_bytes(blocks[b][2][i:i + 4], "little")
                       for b in ids for i in range(0, len(blocks[b][2]), 4)})
    lines, owner = [], []
    for b in ids:
        lines.append(f"# LLVM-MCA-BEGIN b{b}")
        owner.append(None)
        code = blocks[b][2]
        text = [asm[int.from_bytes(code[i:i + 4], "little")] for i in range(0, len(code), 4)]
        loop = is_loop(blocks[b][0], len(code), text[-1] if text else None)
        text = [t for t in text if t is not None]
        if "unfuse" in corrections:
            text = [u for t in text for u in unfuse(t)]
        if "independent" in corrections and not loop:
            text = independent(text)
        lines += text
        owner += [b] * len(text)
        lines.append("# LLVM-MCA-END")
        owner.append(None)
    dropped = {}
    for _ in range(200):
        p = subprocess.run(["llvm-mca", "-mtriple=aarch64", f"-mcpu={mcpu}",
                            f"-iterations={ITERATIONS}", "-summary-view",
                            "-instruction-info=0", "-resource-pressure=0"],
                           input="\n".join(lines) + "\n", capture_output=True, text=True)
        if p.returncode == 0:
            break
        m = re.search(r"<stdin>:(\d+):\d+: error", p.stderr)
        if not m:
            raise RuntimeError("llvm-mca: " + p.stderr.strip()[:500])
        i = int(m.group(1)) - 1
        dropped[owner[i]] = dropped.get(owner[i], 0) + 1
        del lines[i], owner[i]
    else:
        raise RuntimeError("llvm-mca: too many unsupported instructions")
    cycles, current = {}, None
    for ln in p.stdout.splitlines():
        m = re.match(r"\[\d+\] Code Region - b(\d+)", ln)
        if m:
            current = int(m.group(1))
        m = re.match(r"Total Cycles:\s+(\d+)", ln)
        if m and current is not None:
            cycles[current] = int(m.group(1)) / ITERATIONS + dropped.get(current, 0)
            current = None
    return cycles, sum(dropped.values())


def run_counted(root, build, exe, cpu, portable, args):
    """One run of the benchmark program under the plugin: its #bench rows,
    each with the regions of its runs."""
    lib = build_plugin(root, build)
    nm = m4.run(["aarch64-linux-gnu-nm", exe])
    mark = next(ln.split()[0] for ln in nm.splitlines() if ln.endswith(" platform_cycles"))
    counts = os.path.join(build, f"a64bench-{'portable' if portable else 'native'}.counts")
    env = dict(os.environ, QEMU_CPU=cpu)
    env.pop("KPQC_FORCE_PORTABLE", None)
    if portable:
        env["KPQC_FORCE_PORTABLE"] = "1"
    log = m4.run(["qemu-aarch64", "-plugin", f"{lib},mark={mark},out={counts}", exe] + args,
                 env=env)
    regions, blocks = read_counts(counts)
    rows, k = [], 0
    for line in log.splitlines():
        if line.startswith("#error"):
            raise RuntimeError(line)
        if line.startswith("#bench "):
            r = json.loads(line[7:])
            n = len(r["cycles"])
            r["regions"] = regions[k:k + n]
            k += n
            rows.append(r)
    if k != len(regions):
        raise RuntimeError(f"{len(regions)} counted regions for {k} timed runs")
    return m4.merge_chunks(rows), blocks


def speedups(doc):
    """Markdown: portable over native, per set and operation, in modelled
    cycles (medians) and instructions; empty unless both paths ran."""
    by = {}
    for a in doc["algorithms"]:
        by.setdefault(a["name"], {})["portable" if a["backend"] == "portable" else "native"] = a
    rows = []
    for name, v in by.items():
        if len(v) < 2:
            continue
        n, p = v["native"], v["portable"]
        cells = []
        for op in n["operations"]:
            no, po = n["operations"][op], p["operations"][op]
            cells.append(f"{po['cycles']['median'] / no['cycles']['median']:.2f}x "
                         f"({po['instructions'] / no['instructions']:.2f}x)")
        rows.append(f"| {name} | {n['backend']} | " + " | ".join(cells) + " |")
    if not rows:
        return ""
    return "\n".join(["", "## Speedup of the native path", "",
                      "Portable C over the native backends of the same build, the same "
                      "random stream on both: modelled cycles (medians), instructions in "
                      "brackets. Operations: key generation, encapsulation or signing, "
                      "decapsulation or verification.", "",
                      "| scheme | backend | key generation | encaps / sign | decaps / verify |",
                      "| --- | --- | ---: | ---: | ---: |"] + rows) + "\n"


def main(argv):
    o = parse(argv[1:])
    root = os.path.abspath(os.environ.get("KPQC_SOURCE_DIR") or os.path.join(HERE, "..", ".."))
    if not os.path.exists(os.path.join(root, "platform", "linux", "platform.c")):
        return missing("the KPQClean source tree", "Run it from a clone (or set KPQC_SOURCE_DIR).")
    for tool, package in (("cmake", "cmake"), ("aarch64-linux-gnu-gcc", "gcc-aarch64-linux-gnu"),
                          ("qemu-aarch64", "qemu-user"), ("llvm-mc", "llvm"),
                          ("llvm-mca", "llvm")):
        if shutil.which(tool) is None:
            return missing(tool, f"Debian: apt-get install {package}")
    if host_cc() is None:
        return missing("a host C compiler for the QEMU plugin", "Debian: apt-get install gcc")
    build = o.build or os.path.join(root, "build", "aarch64")
    if not os.path.exists(os.path.join(build, "build.ninja")):
        m4.run(["cmake", "--preset", "aarch64"], cwd=root)
    m4.run(["cmake", "--build", build, "--target", "kpqc-a64bench"])
    exe = os.path.join(build, "tools", "kpqc-a64bench")
    commit = subprocess.run(["git", "-C", root, "rev-parse", "--short", "HEAD"],
                            capture_output=True, text=True).stdout.strip() or "unknown"
    if subprocess.run(["git", "-C", root, "status", "--porcelain", "--", ".", ":!results"],
                      capture_output=True, text=True).stdout.strip():
        commit += "-dirty"
    runs_for = [("AIMer", "3")] + [tuple(r) for r in o.runs_for]
    args = []
    for prefix in o.only:
        args += ["--only", prefix]
    for prefix, n in runs_for:
        args += ["--runs-for", prefix, n]
    paths = {"native": [False], "portable": [True], "all": [False, True]}[o.backend]
    algs, unsupported = [], 0
    for portable in paths:
        rows, blocks = run_counted(root, build, exe, o.cpu, portable, args)
        ids = sorted({b for r in rows for _, c in r["regions"] for b in c})
        cyc, dropped = block_cycles(blocks, ids, o.mcpu)
        unsupported += dropped
        by_name = {}
        for r in rows:
            backend = "portable" if portable else r.get("backend", "portable")
            a = by_name.get(r["name"])
            if a is None:
                objs = glob.glob(os.path.join(build, "src", "*", "*", "CMakeFiles",
                                              f"kpqc_ps_{r['id']}.dir", "**", "*.o"),
                                 recursive=True)
                a = by_name[r["name"]] = {"name": r["name"], "family": r["family"],
                                          "kind": r["kind"], "nist_level": r["level"],
                                          "sizes": r["sizes"], "backend": backend,
                                          "code": m4.sizes(objs, SIZE), "operations": {}}
                algs.append(a)
            instr = [t for t, _ in r["regions"]]
            model = [round(sum(cyc[b] * n for b, n in c.items())) for _, c in r["regions"]]
            a["operations"][r["op"]] = {"iterations": len(model), "cycles": m4.stats(model),
                                        "ns": None, "stack": r["stack"], "heap_calls": None,
                                        "hash_share": None,
                                        "instructions": sorted(instr)[(len(instr) - 1) // 2]}
            print(f"  aarch64: {r['name']:<12} {backend:<8} {r['op']:<8} "
                  f"instructions {a['operations'][r['op']]['instructions']:>11,}  "
                  f"{o.mcpu} cycles (median) {a['operations'][r['op']]['cycles']['median']:>11,}",
                  file=sys.stderr, flush=True)
    compiler = m4.run(["aarch64-linux-gnu-gcc", "--version"]).splitlines()[0]
    qemu = m4.run(["qemu-aarch64", "--version"]).splitlines()[0]
    mca = next(ln.strip() for ln in m4.run(["llvm-mca", "--version"]).splitlines()
               if "version" in ln)
    note = (f"llvm-mca ({mca}, -mcpu={o.mcpu}) steady-state cycles of every "
            f"executed translation block (corrections: {', '.join(CORRECTIONS)}), "
            f"weighted by its executions under {qemu} -cpu "
            f"{o.cpu}; no cache misses or branch mispredictions; instruction counts are exact "
            f"(docs/performance-aarch64.md)")
    if unsupported:
        note += f"; {unsupported} instructions the model does not know priced at 1 cycle"
    doc = {"schema": "kpqc-bench/1",
           "environment": {"platform": "aarch64", "arch": "aarch64",
                           "cpu": f"{o.mcpu}, modelled (qemu-aarch64 -cpu {o.cpu})",
                           "cycle_source": "llvm-mca per executed block",
                           "cycle_note": note, "cycles_modelled": True,
                           "compiler": compiler, "cflags": "-O3 (CMake Release), static",
                           "commit": commit,
                           "date": datetime.datetime.now(datetime.timezone.utc).strftime(
                               "%Y-%m-%dT%H:%M:%SZ"),
                           "kpqc_version": m4.library_version(build),
                           "iterations_policy": "10 runs per operation"
                           + "".join(f"; {m4.rule_text(p)}: {n}" for p, n in runs_for),
                           "address_layout": "fixed (static, not position-independent)"},
           "common_code": m4.sizes(glob.glob(os.path.join(
               build, "src", "CMakeFiles", "kpqc_common.dir", "**", "*.o"), recursive=True), SIZE),
           "algorithms": algs}
    if o.json:
        with open(o.json, "w") as f:
            json.dump(doc, f, indent=1)
    if o.md:
        with open(o.md, "w") as f:
            f.write(report.markdown(doc) + speedups(doc))
    if o.csv:
        report.write_csv(doc, o.csv)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The AArch64 measurement chain (tools/qemu-plugin/bbcount.c,
tools/bench/aarch64.py): exact counts on a program whose regions are known
(known.S), the per-block pricing and its corrections, the validation data
against the figures its documentation quotes, and one end-to-end run of the
benchmark program on a single set with both code paths.

    test_plugin.py BUILD_DIR    (the aarch64 build with kpqc-a64bench)
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "tools", "bench"))
import aarch64  # noqa: E402
import schema  # noqa: E402


def check_known(build, tmp):
    exe = os.path.join(tmp, "known")
    subprocess.run(["aarch64-linux-gnu-gcc", "-nostdlib", "-static", "-o", exe,
                    os.path.join(HERE, "known.S")], check=True)
    nm = subprocess.run(["aarch64-linux-gnu-nm", exe], check=True, capture_output=True,
                        text=True).stdout
    mark = next(ln.split()[0] for ln in nm.splitlines() if ln.endswith(" mark"))
    lib = aarch64.build_plugin(ROOT, tmp)
    counts = os.path.join(tmp, "known.counts")
    subprocess.run(["qemu-aarch64", "-plugin", f"{lib},mark={mark},out={counts}", exe],
                   check=True)
    regions, blocks = aarch64.read_counts(counts)
    assert [r[0] for r in regions] == [3 * 100 + 3, 3 * 7 + 3], regions
    for (total, c), n in zip(regions, (100, 7)):
        # block sizes in instructions -> executions
        by_size = sorted((blocks[b][1], k) for b, k in c.items())
        assert by_size == [(1, 1), (3, n - 1), (5, 1)], by_size
        assert sum(blocks[b][1] * k for b, k in c.items()) == total
    loop = next(b for b, (_, n, _) in blocks.items() if n == 3 and b in regions[0][1])
    cycles, dropped = aarch64.block_cycles(blocks, sorted(regions[0][1]), "cortex-a72")
    # one add chain, a flag-setting subtract and a branch per iteration:
    # between one and three cycles on a 3-wide core
    assert dropped == 0 and 1.0 <= cycles[loop] <= 3.0, cycles
    print(f"known.S: regions {[r[0] for r in regions]} instructions; loop block "
          f"{cycles[loop]:.2f} modelled cycles per iteration")


def encode(lines):
    """Machine code of AArch64 assembly lines (llvm-mc)."""
    out = subprocess.run(["llvm-mc", "-triple=aarch64", "-show-encoding"], input="\n".join(lines) + "\n",
                         check=True, capture_output=True, text=True).stdout
    return b"".join(bytes(int(x, 16) for x in m.split(","))
                    for m in re.findall(r"encoding: \[([^\]]*)\]", out))


def check_pricing():
    """The corrections of the per-block pricing (docs/performance-aarch64.md,
    "Method"), on blocks whose cost is known."""
    cases = {
        # a reduction called as a function: w0 in, w0 out; two multiplies
        "reduce": (0x1000, ["mov w1, #-3327", "mov w2, #-3329", "mul w1, w0, w1", "sxth w1, w1",
                            "madd w0, w1, w2, w0", "lsr w0, w0, #16", "ret"]),
        # a counted loop: its chain through x0 and x1 is real
        "loop": (0x2000, ["add x0, x0, #1", "subs x1, x1, #1", "b.ne #-8"]),
        # straight-line code that ends in a call
        "call": (0x3000, ["ldrsh w0, [x27, x28, lsl #1]", "mul w0, w0, w20", "bl #1264"]),
        # a byte-store loop: the next address does not wait for the data
        "store": (0x4000, ["add w1, w5, w4", "lsr w2, w1, #3", "ubfiz w1, w1, #3, #3",
                           "ldr x2, [x0, x2, lsl #3]", "lsr x1, x2, x1", "strb w1, [x4], #1",
                           "cmp x4, x3", "b.ne #-28"]),
    }
    blocks = {}
    for i, (addr, lines) in enumerate(cases.values()):
        code = encode(lines)
        assert len(code) == 4 * len(lines), lines
        blocks[i] = (addr, len(lines), code)
    ids = sorted(blocks)
    raw, _ = aarch64.block_cycles(blocks, ids, "cortex-a72", ())
    fixed, _ = aarch64.block_cycles(blocks, ids, "cortex-a72")
    loops = [aarch64.is_loop(a, len(c), aarch64.disassemble(
        {int.from_bytes(c[-4:], "little")})[int.from_bytes(c[-4:], "little")])
        for a, _, c in blocks.values()]
    assert loops == [False, True, False, True], loops
    reduce, loop, call, store = ids
    # repeated as it is, the reduction waits for its own previous result
    # (two multiplies and two single-cycle steps in a chain); with its input
    # taken as ready, it is bound by the three-wide dispatch and the one
    # multiplier
    assert raw[reduce] >= 6 and 2 <= fixed[reduce] <= 3.5, (raw[reduce], fixed[reduce])
    assert 1 <= fixed[loop] == raw[loop] <= 2, (raw[loop], fixed[loop])
    # a call is a branch and a link-register write, not 100 cycles of latency
    assert raw[call] > fixed[call] and fixed[call] <= 3, (raw[call], fixed[call])
    # the store loop: 9 instructions and 3 memory operations once split
    assert raw[store] >= 8 and 3 <= fixed[store] <= 5, (raw[store], fixed[store])
    assert aarch64.unfuse("stp\tx29, x30, [sp, #-32]!") == ["add\tsp, sp, #-32", "stp\tx29, x30, [sp]"]
    assert aarch64.unfuse("ldr\tx0, [x1], #8") == ["ldr\tx0, [x1], #8"]
    print("pricing: " + ", ".join(f"{n} {raw[b]:.2f} -> {fixed[b]:.2f}"
                                  for n, b in zip(cases, ids)) + " cycles per execution")


def check_validation():
    """tools/bench/aarch64-validation.json is consistent with itself and
    with the figures docs/performance-aarch64.md quotes from it."""
    doc = json.load(open(os.path.join(ROOT, "tools", "bench", "aarch64-validation.json")))
    points = doc["points"]
    assert len(points) >= 8 and len({p["code"] for p in points}) >= 2, len(points)
    for p in points:
        assert p["published_source"] and p["measured_code"] and p["published_cycles"] > 0, p["id"]
        assert p["model_cycles"] == p["variants"]["corrected"], p["id"]
        assert abs(p["model_cycles"] / p["published_cycles"] - 1 - p["error"]) < 1e-4, p["id"]
        assert p["instructions_range"][0] <= p["instructions"] <= p["instructions_range"][1]
    errs = [p["error"] for p in points]
    s = doc["summary"]["corrected"]["all"]
    assert s["points"] == len(points)
    assert abs(s["mean_error"] - sum(errs) / len(errs)) < 1e-4, s
    assert abs(s["max_abs_error"] - max(map(abs, errs))) < 1e-4, s
    text = open(os.path.join(ROOT, "docs", "performance-aarch64.md")).read()
    quoted = (f"**{100 * s['mean_error']:+.1f}%**".replace("-", "\u2212"),
              f"**{100 * s['mean_abs_error']:.1f}%**", f"**{100 * s['max_abs_error']:.1f}%**")
    for q in quoted:
        assert q in text, f"docs/performance-aarch64.md does not quote {q}"
    print(f"validation: {len(points)} points, mean error {100 * s['mean_error']:+.1f}%, "
          f"mean |error| {100 * s['mean_abs_error']:.1f}%, max |error| {100 * s['max_abs_error']:.1f}%")


def check_bench(build, tmp):
    out = os.path.join(tmp, "a64.json")
    env = {k: v for k, v in os.environ.items() if k not in ("QEMU_CPU", "KPQC_FORCE_PORTABLE")}
    subprocess.run([sys.executable, os.path.join(ROOT, "tools", "bench", "aarch64.py"),
                    "--build", build, "--only", "NTRU+768", "--runs-for", "NTRU", "2",
                    "--json", out], check=True, env=env)
    doc = json.load(open(out))
    errs = schema.check(doc)
    assert not errs, errs
    algs = doc["algorithms"]
    assert [a["name"] for a in algs] == ["NTRU+768", "NTRU+768"], algs
    assert algs[1]["backend"] == "portable"
    for a in algs:
        for op in ("keypair", "encaps", "decaps"):
            o = a["operations"][op]
            assert o["iterations"] == 2 and o["instructions"] > 50000, (a["backend"], op, o)
            # a plausible rate for a 3-wide core: 0.2 to 3 instructions per cycle
            assert o["instructions"] / 3 <= o["cycles"]["median"] <= 5 * o["instructions"], o
            assert 1000 < o["stack"] < 1 << 20
    print("kpqc-a64bench NTRU+768: " + ", ".join(
        f"{a['backend']} {op} {a['operations'][op]['instructions']:,} instructions / "
        f"{a['operations'][op]['cycles']['median']:,} cycles"
        for a in algs for op in ("keypair", "encaps", "decaps")))


def main():
    build = os.path.abspath(sys.argv[1])
    need = [t for t in ("aarch64-linux-gnu-gcc", "aarch64-linux-gnu-nm", "qemu-aarch64", "llvm-mc",
                        "llvm-mca", "cmake") if shutil.which(t) is None]
    if aarch64.host_cc() is None:
        need.append("a host C compiler")
    if need:
        print("SKIP: the AArch64 measurement chain needs " + ", ".join(need)
              + " (Debian: gcc-aarch64-linux-gnu, qemu-user, llvm)")
        return 77
    check_pricing()
    check_validation()
    with tempfile.TemporaryDirectory() as tmp:
        check_known(build, tmp)
        check_bench(build, tmp)
    return 0


if __name__ == "__main__":
    sys.exit(main())

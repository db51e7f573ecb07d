#!/usr/bin/env python3
"""The Cortex-M4 figures: builds the cortex-m4 preset (QEMU mps2-an386 with
the STM32F407's memory budget), runs the benchmark image kpqc-m4bench.elf
under qemu-system-arm, and writes a kpqc-bench/1 document with the
painted stack per operation, the code size of every parameter set's
objects (arm-none-eabi-size), the RAM budget against the board's 128 KB,
and the counter readings. Under QEMU the counter is SysTick following host
time: those "cycles" are not board cycles (the cycle model of the
Cortex-M4 issue replaces them); stack and sizes are exact.

    python3 tools/bench/m4.py [--json F] [--md F] [--csv F] [--build DIR]
"""
import datetime
import glob
import json
import os
import statistics
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import report  # noqa: E402

RAM = 128 * 1024


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kw).stdout


def sizes(objs):
    if not objs:
        return None
    out = run(["arm-none-eabi-size", "-t"] + objs).strip().splitlines()[-1].split()
    return {"text": int(out[0]), "data": int(out[1]), "bss": int(out[2])}


def stats(v):
    v = sorted(v)
    pick = lambda p: v[min(len(v) - 1, int(p * (len(v) - 1) + 0.5))]
    return {"min": v[0], "q1": pick(0.25), "median": pick(0.5), "mean": statistics.mean(v),
            "q3": pick(0.75), "max": v[-1]}


def main(argv):
    opt = lambda k: argv[argv.index(k) + 1] if k in argv else None
    build = opt("--build") or os.path.join(ROOT, "build", "cortex-m4")
    if not os.path.exists(os.path.join(build, "build.ninja")):
        run(["cmake", "--preset", "cortex-m4"], cwd=ROOT)
    run(["cmake", "--build", build, "--target", "kpqc-m4bench"])
    elf = os.path.join(build, "platform", "kpqc-m4bench.elf")
    log = run([os.path.join(ROOT, "platform", "mps2-an386", "qemu-run.sh"), elf])
    clock, rows = "unknown", []
    for line in log.splitlines():
        if line.startswith("#clock "):
            clock = line.split(None, 1)[1]
        elif line.startswith("#bench "):
            rows.append(json.loads(line[7:]))
        elif line.startswith("#error"):
            print(line, file=sys.stderr)
            return 1
    algs = {}
    for r in rows:
        a = algs.setdefault(r["name"], {"name": r["name"], "family": r["family"], "kind": r["kind"],
                                        "id": r["id"], "level": r["level"], "sizes": r["sizes"],
                                        "operations": {}})
        # Under QEMU the counter follows host time: keep no "cycles" (the
        # cycle model of the Cortex-M4 timing issue fills them in).
        real = not clock.endswith("-qemu")
        a["operations"][r["op"]] = {"iterations": len(r["cycles"]) if real else 0,
                                    "cycles": stats(r["cycles"]) if real else None,
                                    "ns": None, "stack": r["stack"], "heap_calls": None,
                                    "hash_share": None, "instructions": None}
    image = sizes([elf])
    static = image["data"] + image["bss"]
    ram_rows = []
    out_algs = []
    for a in algs.values():
        objs = glob.glob(os.path.join(build, "src", "*", "*", "CMakeFiles",
                                      f"kpqc_ps_{a['id']}.dir", "*.obj"))
        peak = max(o["stack"] for o in a["operations"].values())
        ram_rows.append({"name": a["name"], "stack": peak, "static": static,
                         "total": peak + static, "margin": RAM - peak - static})
        out_algs.append({"name": a["name"], "family": a["family"], "kind": a["kind"],
                         "nist_level": a["level"], "sizes": a["sizes"], "code": sizes(objs),
                         "operations": a["operations"]})
    common = sizes(glob.glob(os.path.join(build, "src", "CMakeFiles", "kpqc_common.dir",
                                          "common", "*.obj")))
    compiler = run(["arm-none-eabi-gcc", "--version"]).splitlines()[0]
    commit = subprocess.run(["git", "-C", ROOT, "describe", "--always", "--dirty"],
                            capture_output=True, text=True).stdout.strip() or "unknown"
    doc = {"schema": "kpqc-bench/1",
           "environment": {"platform": "m4", "arch": "armv7e-m",
                           "cpu": "Cortex-M4F (QEMU mps2-an386, STM32F407 memory budget)",
                           "cycle_source": clock,
                           "cycle_note": "SysTick under QEMU follows host time: not board "
                                         "cycles; stack and sizes are exact",
                           "compiler": compiler, "cflags": "-O3 -mcpu=cortex-m4 -mthumb "
                           "-mfloat-abi=hard -mfpu=fpv4-sp-d16",
                           "commit": commit,
                           "date": datetime.datetime.now(datetime.timezone.utc).strftime(
                               "%Y-%m-%dT%H:%M:%SZ"),
                           "kpqc_version": "0.1.0",
                           "iterations_policy": "10 runs per operation (m4bench.c); no cycle "
                                                "figures under QEMU",
                           "address_layout": "fixed (bare metal)"},
           "common_code": common, "algorithms": out_algs,
           "ram": {"note": "Peak stack of the deepest operation plus the benchmark image's data "
                           "and bss (which hold the key and ciphertext buffers, 8 KiB each, and "
                           "the test random generator), against the STM32F407's 128 KB of SRAM.",
                   "rows": ram_rows}}
    if opt("--json"):
        json.dump(doc, open(opt("--json"), "w"), indent=1)
    if opt("--md"):
        open(opt("--md"), "w").write(report.markdown(doc))
    if opt("--csv"):
        report.write_csv(doc, opt("--csv"))
    for r in ram_rows:
        print(f"{r['name']:<14} peak stack {r['stack']:>6}  margin to 128 KB {r['margin']:>7}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

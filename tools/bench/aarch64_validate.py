#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The validation of the AArch64 cycle model (docs/performance-aarch64.md,
"Validation"): recomputes the modelled cycles of public AArch64 code whose
Cortex-A72 cycle counts are published, from the counting plugin's files,
and prints the table and the errors.

    python3 tools/bench/aarch64_validate.py [--json F] [--mcpu CPU] [--write]
        ID=COUNTS...

Each ID names a point of the JSON file (default
tools/bench/aarch64-validation.json: code, operation, published cycles and
their source); COUNTS is the file that tools/qemu-plugin/bbcount.c wrote for
that operation, one region per run. A point's figures are the medians over
its regions: retired instructions, and cycles priced as aarch64.py prices
them (llvm-mca per executed block, weighted by executions, with
aarch64.CORRECTIONS), and, for comparison, priced without each of the
corrections and without any. The error is modelled / published - 1.
--write stores the recomputed figures (and the summary) back into the JSON
file. Points without a COUNTS argument keep the figures the file has.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import aarch64  # noqa: E402  (read_counts, block_cycles)

DEFAULT_JSON = os.path.join(HERE, "aarch64-validation.json")
# the pricing variants compared: name -> corrections
VARIANTS = {"corrected": aarch64.CORRECTIONS, "none": ()}
VARIANTS.update({f"only {c}": (c,) for c in aarch64.CORRECTIONS})


def parse(args):
    p = argparse.ArgumentParser(prog="aarch64_validate.py", allow_abbrev=False,
                                description="modelled against published Cortex-A72 cycles")
    p.add_argument("--json", default=DEFAULT_JSON, metavar="F")
    p.add_argument("--mcpu", default="cortex-a72", help="llvm-mca CPU (default cortex-a72)")
    p.add_argument("--write", action="store_true", help="store the figures in the JSON file")
    p.add_argument("counts", nargs="*", metavar="ID=COUNTS")
    o = p.parse_args(args)
    for c in o.counts:
        if "=" not in c:
            p.error(f"{c}: expected ID=COUNTS")
    return o


def model(path, mcpu):
    """[median, least, most] instructions over the file's regions, the
    median modelled cycles under each pricing variant, [least, most]
    corrected cycles, and the number of instructions llvm-mca did not
    know."""
    regions, blocks = aarch64.read_counts(path)
    if not regions:
        raise RuntimeError(f"{path}: no counted region")
    ids = sorted({b for _, c in regions for b in c})
    cycles, spread, dropped = {}, None, 0
    for name, corrections in VARIANTS.items():
        cyc, d = aarch64.block_cycles(blocks, ids, mcpu, corrections)
        dropped = max(dropped, d)
        runs = [sum(cyc[b] * n for b, n in c.items()) for _, c in regions]
        cycles[name] = round(statistics.median(runs))
        if spread is None:
            spread = [round(min(runs)), round(max(runs))]
    instr = [t for t, _ in regions]
    return ([round(statistics.median(instr)), min(instr), max(instr)], cycles, spread, dropped)


def summary(points, variant="corrected"):
    errs = [p["variants"][variant] / p["published_cycles"] - 1 for p in points
            if p.get("variants")]
    if not errs:
        return None
    return {"points": len(errs),
            "mean_error": round(statistics.mean(errs), 4),
            "mean_abs_error": round(statistics.mean(abs(e) for e in errs), 4),
            "max_abs_error": round(max(abs(e) for e in errs), 4)}


def table(points):
    rows = [f"{'point':<26} {'published':>10} {'instructions':>12} {'modelled':>10} {'error':>7}"
            f" {'uncorrected':>11} {'error':>7}"]
    for p in points:
        if p.get("model_cycles") is None:
            rows.append(f"{p['id']:<26} {p['published_cycles']:>10,} (no counts)")
            continue
        rows.append(f"{p['id']:<26} {p['published_cycles']:>10,} {p['instructions']:>12,} "
                    f"{p['model_cycles']:>10,} {100 * p['error']:>+6.1f}% "
                    f"{p['variants']['none']:>11,} {100 * p['error_uncorrected']:>+6.1f}%")
    return "\n".join(rows)


def main(argv):
    o = parse(argv[1:])
    with open(o.json) as f:
        doc = json.load(f)
    by_id = {p["id"]: p for p in doc["points"]}
    for arg in o.counts:
        pid, path = arg.split("=", 1)
        if pid not in by_id:
            print(f"aarch64_validate.py: no point {pid} in {o.json}", file=sys.stderr)
            return 2
        p = by_id[pid]
        instr, p["variants"], p["model_range"], dropped = model(path, o.mcpu)
        p["instructions"], p["instructions_range"] = instr[0], instr[1:]
        p["runs"] = len(aarch64.read_counts(path)[0])
        p["unpriced_instructions"] = dropped
        p["model_cycles"] = p["variants"]["corrected"]
        p["error"] = round(p["model_cycles"] / p["published_cycles"] - 1, 4)
        p["error_uncorrected"] = round(p["variants"]["none"] / p["published_cycles"] - 1, 4)
    print(table(doc["points"]))
    groups = {"all": doc["points"]}
    for p in doc["points"]:
        groups.setdefault(p["code"], []).append(p)
    doc["summary"] = {}
    for variant in VARIANTS:
        doc["summary"][variant] = {name: summary(pts, variant) for name, pts in groups.items()}
        for name, s in doc["summary"][variant].items():
            if s:
                print(f"{variant:<18} {name:<13} {s['points']:>2} points: mean error "
                      f"{100 * s['mean_error']:+6.1f}%, mean |error| {100 * s['mean_abs_error']:5.1f}%, "
                      f"max |error| {100 * s['max_abs_error']:5.1f}%")
    if o.write:
        mca = next(ln.strip() for ln in subprocess.run(
            ["llvm-mca", "--version"], capture_output=True, text=True).stdout.splitlines()
            if "version" in ln)
        doc["model"] = (f"llvm-mca ({mca}, -mcpu={o.mcpu}), steady state over "
                        f"{aarch64.ITERATIONS} iterations per executed block; corrections "
                        f"{', '.join(aarch64.CORRECTIONS)} (docs/performance-aarch64.md)")
        with open(o.json, "w") as f:
            json.dump(doc, f, indent=1)
            f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Compare the model with pqm4's published board figures
(docs/m4-cycle-model.md, "Validation").

    python3 tools/m4sim/validate.py run ELF_DIR SET.json OUT.json
    python3 tools/m4sim/validate.py fit OUT.json SET.json
    python3 tools/m4sim/validate.py table OUT.json SET.json [--md]

SET.json (tools/m4sim/pqm4-validation.json) names the implementations,
their role ("fit" or "validate"), pqm4's published mean cycles per
operation and which operations are deterministic in work (compared) and
which are not (rejection sampling: reported, not compared).

`run` runs ELF_DIR/<name>.elf for every implementation, pqm4's own speed
image for mps2-an386, built with pqm4's Makefiles (the docs say how;
nothing of pqm4 is kept or built by this repository). The model answers
hal_get_time; at every call it notes cycles, instructions and the rule
events of timing.EVENTS, so that `fit` can evaluate other rule weights
without running again: every rule adds a fixed number of cycles per
event, so the modelled cycles are linear in the weights.

`fit` searches the weights over the fit set only and prints the best
combinations; `table` prints every row with the weights of timing.py, the
mean error, mean |error| and largest |error| over the validation set, and
the error by code pattern.
"""
import io
import itertools
import json
import os
import re
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import m4sim  # noqa: E402
import timing  # noqa: E402

# pqm4's speed programs print "<op> cycles:" and the number on the next line
OPS = {"keypair": "keygen", "encaps": "encaps", "decaps": "decaps", "sign": "sign",
       "verify": "verify"}
LINE = re.compile(r"^(keypair|encaps|decaps|sign|verify) cycles:\s*(\d*)\s*$")


class Recording(m4sim.M4Sim):
    """m4sim that notes the counters at each hal_get_time()."""

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.marks = []

    def _f_cycles(self):
        self.marks.append((self.cycles(), self.insns(), self.events()))
        super()._f_cycles()


def measure(path):
    """{op: [{"cycles", "instructions", "events"}, ...]} of one image."""
    out = io.BytesIO()
    sim = Recording(path, [], out=out, pqm4=True)
    status = sim.run()
    text = out.getvalue().decode(errors="replace")
    if status != 0:
        raise RuntimeError(f"{path}: exit status {status}\n{text[-500:]}")
    ops = []
    lines = text.splitlines()
    for i, line in enumerate(lines):
        m = LINE.match(line.strip())
        if m:
            value = m.group(2) or (lines[i + 1].strip() if i + 1 < len(lines) else "")
            ops.append((OPS[m.group(1)], int(value)))
    res = {}
    marks = iter(zip(sim.marks[0::2], sim.marks[1::2]))
    for op, printed in ops:
        (c0, i0, e0), (c1, i1, e1) = next(marks)
        if printed != c1 - c0:
            raise RuntimeError(f"{path}: {op} printed {printed}, the model counted {c1 - c0}")
        res.setdefault(op, []).append({"cycles": c1 - c0, "instructions": i1 - i0,
                                       "events": {k: e1[k] - e0[k] for k in e1}})
    return res


# the weights the events are charged with, and how to move them
WEIGHTS = {  # name -> (event, current value)
    "BRANCH_REFILL": ("taken-branch", lambda: timing.BRANCH_REFILL),
    "AGU_STALL": ("agu-stall", lambda: timing.AGU_STALL),
    "WRITEBACK_AGU_STALL": ("writeback-agu-stall", lambda: timing.WRITEBACK_AGU_STALL),
    "WRITEBACK_NO_PIPELINE": ("writeback-no-pipeline", lambda: timing.WRITEBACK_NO_PIPELINE),
    "LITERAL_LOAD": ("literal-load", lambda: timing.LITERAL_LOAD),
    "STORE_THEN_MEMORY": ("store-then-memory", lambda: timing.STORE_THEN_MEMORY),
    "UNALIGNED_RUN": ("unaligned-run", lambda: timing.UNALIGNED_RUN),
    "UNALIGNED_GROUP": ("unaligned-group", lambda: timing.UNALIGNED_GROUP),
    "IT_FOLD": ("it-fold", lambda: timing.IT_FOLD),
}
NEGATIVE = {"IT_FOLD"}   # weights that save cycles per event
GRID = {"BRANCH_REFILL": (1, 2, 3), "AGU_STALL": (0, 1), "WRITEBACK_AGU_STALL": (0, 1),
        "WRITEBACK_NO_PIPELINE": (0, 1), "LITERAL_LOAD": (0, 1), "STORE_THEN_MEMORY": (0, 1),
        "UNALIGNED_RUN": (0, 1), "UNALIGNED_GROUP": (0, 1), "IT_FOLD": (0, 1)}


def cycles_with(run, weights, recorded):
    """The cycles of one recorded run under other weights."""
    c = run["cycles"]
    for name, value in weights.items():
        event, _ = WEIGHTS[name]
        sign = -1 if name in NEGATIVE else 1
        c += sign * (value - recorded[name]) * run["events"].get(event, 0)
    return c


def rows(result, spec, weights=None):
    recorded = result["weights"]
    weights = weights or recorded
    out = []
    for name, impl in spec["implementations"].items():
        runs = result["images"].get(name)
        if runs is None:
            continue
        for op, published in impl["published"].items():
            if op not in runs:
                continue
            mod = statistics.mean(cycles_with(r, weights, recorded) for r in runs[op])
            ins = statistics.mean(r["instructions"] for r in runs[op])
            out.append({"name": name, "role": impl["role"], "pattern": impl["pattern"],
                        "op": op, "published": published, "modelled": mod,
                        "instructions": ins, "runs": len(runs[op]),
                        "compared": op in impl["deterministic"],
                        "error": 100.0 * (mod - published) / published})
    return out


def summary(rs):
    e = [r["error"] for r in rs if r["compared"]]
    if not e:
        return None
    return {"n": len(e), "mean": statistics.mean(e),
            "mean_abs": statistics.mean(abs(x) for x in e), "max_abs": max(abs(x) for x in e)}


def cmd_run(elf_dir, spec_path, out_path):
    spec = json.load(open(spec_path))
    result = {"weights": {k: v[1]() for k, v in WEIGHTS.items()}, "images": {}}
    if os.path.exists(out_path):
        old = json.load(open(out_path))
        if old.get("weights") == result["weights"]:
            result = old
    for name in spec["implementations"]:
        path = os.path.join(elf_dir, name + ".elf")
        if name in result["images"] or not os.path.exists(path):
            continue
        print(f"running {name} ...", file=sys.stderr, flush=True)
        result["images"][name] = measure(path)
        json.dump(result, open(out_path, "w"), indent=1)
    return 0


def cmd_fit(out_path, spec_path):
    result, spec = json.load(open(out_path)), json.load(open(spec_path))
    names = list(GRID)
    scored = []
    for values in itertools.product(*(GRID[n] for n in names)):
        w = dict(zip(names, values))
        s = summary([r for r in rows(result, spec, w) if r["role"] == "fit"])
        scored.append((s["mean_abs"], s["max_abs"], s["mean"], w))
    scored.sort(key=lambda t: (t[0], t[1]))
    print("fit set: mean |error|, max |error|, mean error; weights")
    for ma, mx, mean, w in scored[:12]:
        print(f"{ma:6.2f}% {mx:6.2f}% {mean:+6.2f}%  {w}")
    return 0


def cmd_table(out_path, spec_path, md):
    result, spec = json.load(open(out_path)), json.load(open(spec_path))
    weights = {k: v[1]() for k, v in WEIGHTS.items()}
    rs = rows(result, spec, weights)
    if md:
        print("| role | implementation | pattern | operation | pqm4 published mean | modelled | "
              "instructions | published / instructions | error |")
        print("| --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: |")
        for r in rs:
            err = f"{r['error']:+.1f}%" if r["compared"] else f"({r['error']:+.1f}%, not compared)"
            print(f"| {r['role']} | {r['name']} | {r['pattern']} | {r['op']} | "
                  f"{r['published']:,.0f} | {r['modelled']:,.0f} | {r['instructions']:,.0f} | "
                  f"{r['published'] / r['instructions']:.3f} | {err} |")
    else:
        for r in rs:
            print(f"{r['role']:8s} {r['name']:36s} {r['op']:6s} published {r['published']:>14,.0f}"
                  f" modelled {r['modelled']:>14,.0f} error {r['error']:+6.2f}%"
                  + ("" if r["compared"] else "  (not compared)"))
    print()
    for role in ("fit", "validate"):
        s = summary([r for r in rs if r["role"] == role])
        if s:
            print(f"{role}: {s['n']} operations, mean error {s['mean']:+.2f}%, "
                  f"mean |error| {s['mean_abs']:.2f}%, max |error| {s['max_abs']:.2f}%")
    patterns = sorted({r["pattern"] for r in rs if r["role"] == "validate"})
    for p in patterns:
        s = summary([r for r in rs if r["role"] == "validate" and r["pattern"] == p])
        if s:
            print(f"  {p}: {s['n']} operations, mean {s['mean']:+.2f}%, "
                  f"mean |error| {s['mean_abs']:.2f}%, max |error| {s['max_abs']:.2f}%")
    print(f"weights: {weights}")
    return 0


def main(argv):
    if len(argv) >= 5 and argv[1] == "run":
        return cmd_run(argv[2], argv[3], argv[4])
    if len(argv) >= 4 and argv[1] == "fit":
        return cmd_fit(argv[2], argv[3])
    if len(argv) >= 4 and argv[1] == "table":
        return cmd_table(argv[2], argv[3], "--md" in argv)
    print(__doc__.strip(), file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))

#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Markdown (pqm4's benchmarks.md layout) and CSV from a kpqc-bench/1 JSON
document -- used for platforms whose measurements are collected by a host
script (Cortex-M4); `kpqc bench` writes the same files itself on a host.

    python3 tools/bench/report.py BENCH.json [--md F] [--csv F]
"""
import csv
import json
import sys

KEM_OPS = ("keypair", "encaps", "decaps")
SIG_OPS = ("keypair", "sign", "verify")


def n(v):
    return f"{int(round(v)):,}"


def speed_cell(op, key):
    if op.get(key) is None:
        return "-"
    if key == "instructions":
        return n(op["instructions"])
    c = op["cycles"]
    cell = (f"AVG: {n(c['mean'])} <br /> MED: {n(c['median'])} <br /> MIN: {n(c['min'])}"
            f" <br /> MAX: {n(c['max'])}")
    if op.get("instructions") is not None:
        cell += f" <br /> INSTR: {n(op['instructions'])}"
    return cell


def hash_cell(op):
    h = op.get("hash_share")
    return f"{h['sha2'] + h['sha3'] + h['aes']:.1f}%" if h else "-"


def per_kind_tables(doc, groups, unit, cell, name=lambda a, ops: a["name"]):
    """One pqm4-style table per kind (KEMs, signatures): a row per
    algorithm, a cell per operation."""
    out = []
    for title, kind, ops, labels in groups:
        algs = [a for a in doc["algorithms"] if a["kind"] == kind]
        if not algs:
            continue
        out += [f"### {title}", "",
                "| scheme | implementation | " + " | ".join(f"{l} [{unit}]" for l in labels) + " |",
                "| ------ | -------------- | " + " | ".join("-" * 10 for _ in labels) + " |"]
        for a in algs:
            out.append(f"| {name(a, ops)} | clean | " +
                       " | ".join(cell(a["operations"][o]) for o in ops) + " |")
        out.append("")
    return out


def markdown(doc):
    env = doc["environment"]
    out = [f"# kpqc benchmarks ({env['platform']}, {env['arch']})", "",
           f"{env['cpu']}; {env['cycle_source']} ({env['cycle_note']}); compiled with "
           f"{env['compiler']} `{env['cflags']}`; commit {env['commit']}; {env['date']}.", ""]
    groups = [("Key Encapsulation Schemes", "kem", KEM_OPS, ("key generation", "encapsulation",
                                                              "decapsulation")),
              ("Signature Schemes", "sig", SIG_OPS, ("key generation", "sign", "verify"))]
    have_cycles = any(o.get("cycles") for a in doc["algorithms"] for o in a["operations"].values())
    have_instr = any(o.get("instructions") for a in doc["algorithms"]
                     for o in a["operations"].values())
    key = "cycles" if have_cycles else "instructions"
    modelled = env.get("cycles_modelled", False)
    if modelled:
        key = "modelled cycles"
    out += ["## Speed Evaluation", ""]
    if modelled:
        out += ["**Modelled cycles**, not board measurements: " + env["cycle_note"] +
                ". INSTR is the exact instruction count (median over the runs).", ""]
    if not have_cycles and not have_instr:
        out += ["No cycle figures on this platform yet: " + env["cycle_note"] + ".", ""]
    if have_cycles or have_instr:
        metric = "cycles" if have_cycles else "instructions"

        def executions(a, ops):
            it = a["operations"][ops[0]].get("iterations", 0)
            return f"{a['name']} ({it} executions)" if it else a["name"]
        out += per_kind_tables(doc, groups, key, lambda o: speed_cell(o, metric), executions)
    if any(o.get("hash_share") for a in doc["algorithms"] for o in a["operations"].values()):
        out += ["## Hashing Evaluation", "",
                "Share of the cycles spent in the SHA-2, SHA-3 and AES cores.", ""]
        out += per_kind_tables(doc, groups, "%", hash_cell)
    out += ["## Memory Evaluation", "", "Peak stack in bytes (painted).", ""]
    out += per_kind_tables(doc, groups, "bytes",
                           lambda o: n(o["stack"]) if o.get("stack") is not None else "-")
    out += ["## Size Evaluation", "", "| scheme | implementation | .text [bytes] | .data [bytes] | "
            ".bss [bytes] | Total [bytes] |", "| ------ | -------------- | ------------- | "
            "------------- | ------------ | ------------- |"]
    rows = [(a["name"], a.get("code")) for a in doc["algorithms"]]
    rows.append(("(shared primitives)", doc.get("common_code")))
    for name, c in rows:
        if c:
            out.append(f"| {name} | clean | {n(c['text'])} | {n(c['data'])} | {n(c['bss'])} | "
                       f"{n(c['text'] + c['data'] + c['bss'])} |")
    out.append("")
    extra = doc.get("ram")
    if extra:
        out += ["## RAM Budget", "", extra["note"], "",
                "| scheme | peak stack [bytes] | image data + bss [bytes] | total [bytes] | "
                "margin to 128 KB [bytes] |", "| --- | ---: | ---: | ---: | ---: |"]
        for r in extra["rows"]:
            out.append(f"| {r['name']} | {n(r['stack'])} | {n(r['static'])} | {n(r['total'])} | "
                       f"{n(r['margin'])} |")
        out.append("")
    return "\n".join(out)


def write_csv(doc, path):
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["scheme", "family", "kind", "nist_level", "operation", "iterations", "min",
                    "q1", "median", "mean", "q3", "max", "stack", "instructions"])
        for a in doc["algorithms"]:
            for op, o in a["operations"].items():
                c = o.get("cycles") or {}
                w.writerow([a["name"], a["family"], a["kind"], a["nist_level"], op,
                            o.get("iterations", 0)] +
                           [c.get(k, "") for k in ("min", "q1", "median", "mean", "q3", "max")] +
                           [o.get("stack") if o.get("stack") is not None else "",
                            o.get("instructions") if o.get("instructions") is not None else ""])


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    doc = json.load(open(argv[1]))
    args = argv[2:]
    if "--md" in args:
        open(args[args.index("--md") + 1], "w").write(markdown(doc))
    if "--csv" in args:
        write_csv(doc, args[args.index("--csv") + 1])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

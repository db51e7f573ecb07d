#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Markdown (pqm4's benchmarks.md layout) and CSV from a kpqc-bench/1 JSON
document: the one renderer of the benchmark tables, for every platform
(`kpqc bench --md/--csv` on a host runs it on the document it measured;
tools/bench/m4.py on the Cortex-M4 one).

    python3 tools/bench/report.py BENCH.json [--md F] [--csv F]

Exit 0, 2 on usage errors, 3 when a file cannot be read or written, 4 when
the document is not JSON.
"""
import csv
import json
import sys

KEM_OPS = ("keypair", "encaps", "decaps")
# The four KpqC standards; every other family is a round-2 or round-1
# candidate, listed in its own tables after them.
STANDARD_FAMILIES = ("SMAUG-T", "NTRU+", "HAETAE", "AIMer")


def is_candidate(a):
    return a.get("family") not in STANDARD_FAMILIES


def group_of(a):
    """The table an algorithm belongs to: 0 for the standards, else the KpqC
    round its revision names (documents without a revision predate the
    round-1 candidates: their candidates are round 2)."""
    if not is_candidate(a):
        return 0
    return 1 if "round 1" in (a.get("revision") or "").lower() else 2


GROUP_TITLES = {0: "", 1: ": KpqC round-1 candidates", 2: ": KpqC round-2 candidates"}


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
    if c.get("sem") is not None and round(c["sem"]) > 0:
        cell += f" <br /> SEM: {n(c['sem'])}"
    if op.get("instructions") is not None:
        cell += f" <br /> INSTR: {n(op['instructions'])}"
    return cell


def hash_cell(op):
    h = op.get("hash_share")
    return f"{h['sha2'] + h['sha3'] + h['aes']:.1f}%" if h else "-"


def implementation(a):
    """pqm4's implementation column: clean for the portable C, else the
    native backend that ran (avx2, armv7m, ...); -speed or -stack after it
    where the set has rows of both build variants (pqm4's m4fspeed and
    m4fstack)."""
    b = a.get("backend", "portable")
    name = "clean" if b == "portable" else b
    return name + (f"-{a['variant']}" if a.get("variant") else "")


def per_kind_tables(doc, groups, unit, cell, name=lambda a, ops: a["name"]):
    """One pqm4-style table per kind (KEMs, signatures), the standards'
    first, then the round-2 and the round-1 candidates': a row per
    algorithm, a cell per operation."""
    out = []
    for (title, kind, ops, labels), group in ((g, r) for r in (0, 2, 1) for g in groups):
        algs = [a for a in doc["algorithms"] if a["kind"] == kind and group_of(a) == group]
        if not algs:
            continue
        title += GROUP_TITLES[group]
        out += [f"### {title}", "",
                "| scheme | implementation | " + " | ".join(f"{l} [{unit}]" for l in labels) + " |",
                "| ------ | -------------- | " + " | ".join("-" * 10 for _ in labels) + " |"]
        for a in algs:
            out.append(f"| {name(a, ops)} | {implementation(a)} | " +
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
                ". INSTR is the exact instruction count (median over the runs); SEM, where "
                "the runs differ, the standard error of the mean.", ""]
    if not have_cycles and not have_instr:
        out += ["No cycle figures on this platform yet: " + env["cycle_note"] + ".", ""]
    if have_cycles or have_instr:
        metric = "cycles" if have_cycles else "instructions"

        def executions(a, ops):
            its = [a["operations"][o].get("iterations", 0) for o in ops]
            if not max(its):
                return a["name"]
            if len({i for i in its if i}) > 1:  # per-operation run counts: each one
                return f"{a['name']} ({' / '.join(str(i) if i else '-' for i in its)} executions)"
            return f"{a['name']} ({max(its)} executions)"
        out += per_kind_tables(doc, groups, key, lambda o: speed_cell(o, metric), executions)
    if any(o.get("hash_share") for a in doc["algorithms"] for o in a["operations"].values()):
        out += ["## Hashing Evaluation", "",
                "Share of the cycles spent in the SHA-2, SHA-3 and AES cores.", ""]
        out += per_kind_tables(doc, groups, "%", hash_cell)
    heap = [o.get("heap_calls") for a in doc["algorithms"] for o in a["operations"].values()]
    no_heap = bool(heap) and all(h == 0 for h in heap)
    out += ["## Memory Evaluation", "",
            "Peak stack in bytes (painted), excluding the caller's buffers." +
            (" Heap: no allocation in any operation." if no_heap else ""), ""]
    out += per_kind_tables(doc, groups, "bytes",
                           lambda o: n(o["stack"]) if o.get("stack") is not None else "-")
    out += ["## Size Evaluation", "",
            "Code of each parameter set's objects; the shared primitives are listed once.", "",
            "| scheme | implementation | .text [bytes] | .data [bytes] | "
            ".bss [bytes] | Total [bytes] |", "| ------ | -------------- | ------------- | "
            "------------- | ------------ | ------------- |"]
    rows = [(a["name"], a.get("code")) for a in doc["algorithms"]
            if a.get("backend", "portable") == "portable" or
            not any(b["name"] == a["name"] and b.get("backend", "portable") == "portable"
                    for b in doc["algorithms"])]
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
    fk = doc.get("flash_keys")
    if fk:
        out += ["## Keys in Flash", "", fk["note"], "",
                "| scheme | key file [bytes] | at | image code + data [bytes] | total [bytes] | "
                "margin to 1 MB [bytes] |", "| --- | ---: | ---: | ---: | ---: | ---: |"]
        for r in fk["rows"]:
            out.append(f"| {r['name']} | {n(r['key_file'])} | {r['keys_start']:#x} | "
                       f"{n(r['image'])} | {n(r['total'])} | {n(r['margin'])} |")
        out.append("")
    not_run = [(a["name"], op, o["not_run"]) for a in doc["algorithms"]
               for op, o in a["operations"].items() if o.get("not_run")]
    if not_run:
        out += ["Not run on this platform: " +
                "; ".join(f"{name} {op} ({why})" for name, op, why in not_run) + ".", ""]
    return "\n".join(out)


def csv_rows(doc):
    """One row per operation: cycles, ns, stack, heap calls, hash shares and
    instructions; empty where the platform has no such figure."""
    def v(x, fmt=None):
        return "" if x is None else (fmt % x if fmt else x)

    yield ["scheme", "backend", "family", "kind", "nist_level", "operation", "iterations", "min", "q1",
           "median", "mean", "q3", "max", "ns_median", "ns_mean", "stack", "heap_calls",
           "hash_sha2", "hash_sha3", "hash_aes", "instructions", "variant"]
    for a in doc["algorithms"]:
        for op, o in a["operations"].items():
            c = o.get("cycles") or {}
            ns = o.get("ns") or {}
            h = o.get("hash_share") or {}
            it = o.get("iterations", 0)
            yield ([a["name"], a.get("backend", "portable"), a["family"], a["kind"], a["nist_level"],
                    op, it] +
                   [v(c.get(k)) for k in ("min", "q1", "median")] + [v(c.get("mean"), "%.1f")] +
                   [v(c.get(k)) for k in ("q3", "max")] +
                   [v(ns.get("median"), "%.1f"), v(ns.get("mean"), "%.1f"), v(o.get("stack"))] +
                   [v(o.get("heap_calls")) if it else ""] +
                   [v(h.get(k), "%.1f") for k in ("sha2", "sha3", "aes")] +
                   [v(o.get("instructions")), a.get("variant") or ""])


def write_csv(doc, path):
    with open(path, "w", newline="") as f:
        csv.writer(f, lineterminator="\n").writerows(csv_rows(doc))


def main(argv):
    args = argv[2:]
    if len(argv) < 2 or any(a not in ("--md", "--csv") for a in args[0::2]) or len(args) % 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    out = dict(zip(args[0::2], args[1::2]))
    try:
        with open(argv[1]) as f:
            doc = json.load(f)
    except OSError as e:
        print(f"report.py: {e}", file=sys.stderr)
        return 3
    except ValueError as e:
        print(f"report.py: {argv[1]}: not a JSON document ({e})", file=sys.stderr)
        return 4
    try:
        if "--md" in out:
            with open(out["--md"], "w") as f:
                f.write(markdown(doc))
        if "--csv" in out:
            write_csv(doc, out["--csv"])
    except OSError as e:
        print(f"report.py: {e}", file=sys.stderr)
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

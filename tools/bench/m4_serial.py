#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Read a kpqc program's output from the STM32F407G-DISC1 console (or a
saved log) and turn benchmark lines into a kpqc-bench/1 document
(docs/benchmarking.md).

    python3 tools/bench/m4_serial.py /dev/ttyUSB0 --out results/m4-board/bench.json
    python3 tools/bench/m4_serial.py --from-file bench.log --out bench.json
    python3 tools/bench/m4_serial.py /dev/ttyUSB0 --log run.log     # tests: just echo

Every line is echoed. Reading stops at "#exit N" (platform_exit); the exit
status is 0 when N is 0 and the document (if any) is valid.

The contract with the board program (platform/stm32f4discovery, the M4
benchmark), one item per line, 115200 8N1, lines end in CR LF:

  #clock <name>        the cycle counter, platform_cycle_source():
                       "systick" or "dwt". Required before any #bench.
  #env <json-object>   optional, any number, merged: environment fields
                       for the document. Known keys: "cpu", "compiler",
                       "cflags", "commit", "kpqc_version",
                       "iterations_policy", "cycle_note", "mhz" (core
                       clock in MHz: gives ns figures and the cycle note),
                       "common_code" ({"text","data","bss"}).
  #bench <json-object> one measured operation:
                         "name"   algorithm name, as kpqc lists it ("SMAUG-T1")
                         "kind"   "kem" or "sig"
                         "op"     "keypair", "encaps", "decaps" (kem) or
                                  "keypair", "sign", "verify" (sig)
                         "cycles" [int, ...] one sample per iteration, as
                                  the board measured it (this script
                                  subtracts nothing: the board program
                                  should remove the counter's read cost)
                         "stack"  int (bytes, painted high-water mark) or null
                       optional: "family", "nist_level" (or "level"),
                       "sizes", "code", "hash_share", "heap_calls" (as in
                       the schema); other keys ("id") are ignored.
                       Several lines with the same name and op are one
                       measurement split into chunks: their cycles are
                       concatenated and the largest stack is kept.
  #error <text>        the program found a failure (the run is failed).
  #skip <text>         an algorithm was not measured (reported).
  #exit <N>            the end (printed by platform_exit).

Fields the board does not send (family, nist_level, sizes) are taken by
name from --meta, a kpqc-bench/1 document of the same source tree
(default: results/host/bench.json); code sizes are never borrowed from the
host, they are null unless the board sends them.

Exit status: 0 success; 1 the board reported a non-zero status, or a
line or the document is invalid; 2 usage; 3 pyserial missing; 4 the port
failed or no "#exit" line arrived (timeout, end of log).
"""
import argparse
import datetime
import json
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
OPS = {"kem": ("keypair", "encaps", "decaps"), "sig": ("keypair", "sign", "verify")}
CYCLE_NOTES = {
    "systick": "core clock cycles: SysTick 24-bit down-counter at HCLK, extended by its "
               "overflow interrupt",
    "dwt": "core clock cycles: DWT CYCCNT at HCLK, extended to 64 bits",
}
ENV_KEYS = ("cpu", "compiler", "cflags", "commit", "kpqc_version", "iterations_policy",
            "cycle_note", "mhz", "common_code")


class Run:
    """What one program printed."""

    def __init__(self):
        self.clock = None
        self.env = {}
        self.benches = {}      # (name, op) -> merged record
        self.order = []        # algorithm names in order of appearance
        self.exit_status = None
        self.errors = []
        self.skipped = []

    def feed(self, lineno, line):
        """Take one line (without its line ending); True once #exit is seen."""
        # A reset can leave a stray byte before the first line.
        line = line.lstrip("\x00\xff\ufffd").rstrip()
        if line.startswith("#clock"):
            parts = line.split()
            if len(parts) == 2:
                self.clock = parts[1]
            else:
                self.errors.append(f"line {lineno}: malformed #clock line")
        elif line.startswith("#env "):
            obj = self._json(lineno, line[5:])
            if obj is not None:
                self.env.update(obj)
        elif line.startswith("#bench "):
            obj = self._json(lineno, line[7:])
            if obj is not None:
                self._bench(lineno, obj)
        elif line.startswith("#error"):
            self.errors.append(f"line {lineno}: the board reported: {line}")
        elif line.startswith("#skip"):
            self.skipped.append(line[5:].strip())
        elif line.startswith("#exit"):
            parts = line.split()
            try:
                self.exit_status = int(parts[1])
            except (IndexError, ValueError):
                self.errors.append(f"line {lineno}: malformed #exit line")
                self.exit_status = -1
            return True
        return False

    def _json(self, lineno, text):
        try:
            obj = json.loads(text)
        except ValueError as e:
            self.errors.append(f"line {lineno}: bad JSON ({e})")
            return None
        if not isinstance(obj, dict):
            self.errors.append(f"line {lineno}: not a JSON object")
            return None
        return obj

    def _bench(self, lineno, obj):
        where = f"line {lineno}"
        name, kind, op = obj.get("name"), obj.get("kind"), obj.get("op")
        cycles, stack = obj.get("cycles"), obj.get("stack")
        if not isinstance(name, str) or not name:
            self.errors.append(f"{where}: #bench without a name")
            return
        if kind not in OPS:
            self.errors.append(f"{where}: {name}: kind {kind!r} is not kem or sig")
            return
        if op not in OPS[kind]:
            self.errors.append(f"{where}: {name}: op {op!r} is not one of {', '.join(OPS[kind])}")
            return
        if (not isinstance(cycles, list) or not cycles or
                not all(isinstance(c, int) and not isinstance(c, bool) and c >= 0
                        for c in cycles)):
            self.errors.append(f"{where}: {name} {op}: cycles must be a non-empty list of "
                               "non-negative integers")
            return
        if "stack" not in obj or not (stack is None or (isinstance(stack, int) and
                                                         not isinstance(stack, bool))):
            self.errors.append(f"{where}: {name} {op}: stack must be an integer or null")
            return
        if self.clock is None:
            self.errors.append(f"{where}: #bench before any #clock line")
        rec = self.benches.get((name, op))
        if rec is None:
            if name not in self.order:
                self.order.append(name)
            rec = {"kind": kind, "cycles": [], "stack": None, "extra": {}}
            self.benches[(name, op)] = rec
        elif rec["kind"] != kind:
            self.errors.append(f"{where}: {name}: kind changed from {rec['kind']} to {kind}")
            return
        rec["cycles"].extend(cycles)
        if stack is not None:
            rec["stack"] = stack if rec["stack"] is None else max(rec["stack"], stack)
        if "level" in obj and "nist_level" not in obj:
            obj = dict(obj, nist_level=obj["level"])
        for k in ("family", "nist_level", "sizes", "code", "hash_share", "heap_calls"):
            if k in obj:
                rec["extra"][k] = obj[k]


def rank(v, p):
    """Nearest-rank order statistic of a sorted list, as tools/bench/bench.c."""
    k = int(p * (len(v) - 1) + 0.5)
    return v[min(k, len(v) - 1)]


def stats(samples):
    v = sorted(samples)
    return {"min": v[0], "q1": rank(v, 0.25), "median": rank(v, 0.5),
            "mean": round(sum(v) / len(v), 1), "q3": rank(v, 0.75), "max": v[-1]}


def load_meta(path):
    """name -> algorithm entry of a kpqc-bench/1 document, or {}."""
    if not path or not os.path.exists(path):
        return {}
    try:
        with open(path) as f:
            doc = json.load(f)
        return {a["name"]: a for a in doc.get("algorithms", []) if "name" in a}
    except (OSError, ValueError, KeyError, TypeError) as e:
        print(f"m4_serial.py: warning: ignoring --meta {path}: {e}", file=sys.stderr)
        return {}


def build_document(run, meta, args):
    env = dict(run.env)
    mhz = args.mhz if args.mhz is not None else env.get("mhz")
    if mhz is not None and not (isinstance(mhz, (int, float)) and mhz > 0):
        run.errors.append(f"mhz {mhz!r} is not a positive number")
        mhz = None
    source = run.clock or "unknown"
    note = env.get("cycle_note") or CYCLE_NOTES.get(source, "unknown counter")
    if mhz is not None and "cycle_note" not in env:
        note += f"; {mhz:g} MHz"
        if mhz == 24:
            note += ", 0 Flash wait states (pqm4-comparable)"
        elif mhz == 168:
            note += ", 5 Flash wait states, prefetch and caches on"
    environment = {
        "platform": "m4",
        "arch": "armv7e-m",
        "cpu": args.cpu or env.get("cpu") or "STM32F407VG (Cortex-M4F), STM32F407G-DISC1",
        "cycle_source": source,
        "cycle_note": note,
        "compiler": str(env.get("compiler", "unknown")),
        "cflags": str(env.get("cflags", "unknown")),
        "commit": str(env.get("commit", "unknown")),
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "kpqc_version": str(env.get("kpqc_version", "unknown")),
        "iterations_policy": str(env.get("iterations_policy",
                                         "fixed by the M4 benchmark program (see each "
                                         "operation's iterations)")),
        "address_layout": "fixed (bare metal, no address randomisation)",
    }
    algorithms = []
    for name in run.order:
        ops = {op: rec for (n, op), rec in run.benches.items() if n == name}
        kind = next(iter(ops.values()))["kind"]
        extra = {}
        for rec in ops.values():
            extra.update(rec["extra"])
        m = meta.get(name, {})
        entry = {"name": name,
                 "family": extra.get("family", m.get("family")),
                 "kind": kind,
                 "nist_level": extra.get("nist_level", m.get("nist_level")),
                 "sizes": extra.get("sizes", m.get("sizes")),
                 "code": extra.get("code"),
                 "operations": {}}
        missing = [k for k in ("family", "nist_level", "sizes") if entry[k] is None]
        if missing:
            run.errors.append(f"{name}: no {', '.join(missing)} (send them in #bench or "
                              "give --meta)")
        for op in OPS[kind]:
            rec = ops.get(op)
            if rec is None:
                run.errors.append(f"{name}: no {op} measurement")
                continue
            st = stats(rec["cycles"])
            ns = None
            if mhz is not None:
                ns = {"median": round(st["median"] * 1000.0 / mhz, 1),
                      "mean": round(st["mean"] * 1000.0 / mhz, 1)}
            entry["operations"][op] = {
                "iterations": len(rec["cycles"]),
                "cycles": st,
                "ns": ns,
                "stack": rec["stack"],
                "heap_calls": rec["extra"].get("heap_calls"),
                "hash_share": rec["extra"].get("hash_share"),
                "instructions": None,
            }
        algorithms.append(entry)
    return {"schema": "kpqc-bench/1", "environment": environment,
            "common_code": env.get("common_code"), "algorithms": algorithms}


def lines_from_file(path):
    f = sys.stdin if path == "-" else open(path, encoding="utf-8", errors="replace")
    with f:
        for line in f:
            yield line.rstrip("\r\n")


def lines_from_port(args):
    try:
        import serial  # pyserial
    except ImportError:
        print("m4_serial.py: pyserial is not installed. Install it with\n"
              "    python3 -m pip install pyserial\n"
              "or  sudo apt-get install python3-serial\n"
              "(or parse a saved log with --from-file LOG).", file=sys.stderr)
        sys.exit(3)
    try:
        port = serial.Serial(args.port, baudrate=args.baud, bytesize=serial.EIGHTBITS,
                             parity=serial.PARITY_NONE, stopbits=serial.STOPBITS_ONE,
                             timeout=0.5)
    except (serial.SerialException, OSError) as e:
        print(f"m4_serial.py: cannot open {args.port}: {e}", file=sys.stderr)
        sys.exit(4)
    deadline = time.monotonic() + args.timeout if args.timeout > 0 else None
    buf = b""
    with port:
        while deadline is None or time.monotonic() < deadline:
            try:
                chunk = port.read(max(1, port.in_waiting))
            except (serial.SerialException, OSError) as e:
                print(f"m4_serial.py: {args.port}: {e}", file=sys.stderr)
                sys.exit(4)
            buf += chunk
            while b"\n" in buf:
                raw, buf = buf.split(b"\n", 1)
                yield raw.decode("utf-8", errors="replace").rstrip("\r")
        print(f"m4_serial.py: no #exit line within {args.timeout:g} s", file=sys.stderr)


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="Read a kpqc program's output from the STM32F407G-DISC1 console "
                    "and write a kpqc-bench/1 document from its #bench lines.")
    ap.add_argument("port", nargs="?", help="serial port, e.g. /dev/ttyUSB0 or /dev/ttyACM0")
    ap.add_argument("--from-file", metavar="LOG",
                    help="parse a saved log instead of a serial port ('-': stdin)")
    ap.add_argument("--out", metavar="JSON", help="write the kpqc-bench/1 document here")
    ap.add_argument("--log", metavar="FILE", help="also save every line read to FILE")
    ap.add_argument("--meta", metavar="JSON",
                    default=os.path.join(ROOT, "results", "host", "bench.json"),
                    help="kpqc-bench/1 document giving family, nist_level and sizes by name "
                         "(default: results/host/bench.json)")
    ap.add_argument("--mhz", type=float, help="core clock in MHz (if the board does not say)")
    ap.add_argument("--cpu", help="cpu description for the document")
    ap.add_argument("--baud", type=int, default=115200)
    ap.add_argument("--timeout", type=float, default=0,
                    help="give up after this many seconds without #exit (default: never)")
    ap.add_argument("--quiet", action="store_true", help="do not echo the lines")
    args = ap.parse_args(argv)
    if (args.port is None) == (args.from_file is None):
        ap.error("give either a serial port or --from-file LOG")

    run = Run()
    log = open(args.log, "w", encoding="utf-8") if args.log else None
    source = lines_from_file(args.from_file) if args.from_file else lines_from_port(args)
    try:
        for lineno, line in enumerate(source, 1):
            if not args.quiet:
                print(line, flush=True)
            if log:
                log.write(line + "\n")
                log.flush()
            if run.feed(lineno, line):
                break
    except KeyboardInterrupt:
        print("m4_serial.py: interrupted", file=sys.stderr)
    finally:
        if log:
            log.close()

    status = 0
    if run.exit_status is None:
        print("m4_serial.py: the program did not finish (no #exit line)", file=sys.stderr)
        status = 4
    elif run.exit_status != 0:
        print(f"m4_serial.py: the program exited with status {run.exit_status}",
              file=sys.stderr)
        status = 1

    if args.out:
        doc = build_document(run, load_meta(args.meta), args)
        try:
            sys.path.insert(0, HERE)
            sys.dont_write_bytecode = True   # no __pycache__ in the source tree
            import schema  # tools/bench/schema.py
            run.errors.extend(schema.check(doc))
        except ImportError:
            pass
        out_dir = os.path.dirname(os.path.abspath(args.out))
        os.makedirs(out_dir, exist_ok=True)
        with open(args.out, "w") as f:
            json.dump(doc, f, indent=2)
            f.write("\n")
        n_ops = sum(len(a["operations"]) for a in doc["algorithms"])
        print(f"m4_serial.py: wrote {args.out}: {len(doc['algorithms'])} algorithms, "
              f"{n_ops} operations", file=sys.stderr)
        if not doc["algorithms"]:
            print("m4_serial.py: warning: no #bench lines", file=sys.stderr)
    for s in run.skipped:
        print(f"m4_serial.py: not measured: {s}", file=sys.stderr)
    for e in run.errors:
        print(f"m4_serial.py: {e}", file=sys.stderr)
    if run.errors and status == 0:
        status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())

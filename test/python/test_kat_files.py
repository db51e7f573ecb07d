# SPDX-License-Identifier: Apache-2.0 OR MIT
"""`kpqc kat` with entropy other than NIST's: the .req/.rsp pair must be
well formed (header, consecutive counts, the same seeds in both files,
every field of the algorithm's size) and every record must decapsulate to
its shared key through the oracle, an independent process."""
import json
import os
import shlex
import subprocess
import tempfile

import pytest

ENTROPY = bytes((7 * i + 3) & 0xFF for i in range(48)).hex()
RECORDS = 10
ORACLE_MAX_ARG = 65536  # test/oracle.c, MAXBUF


def run_cli(*args):
    exe = os.environ.get("KPQC_CLI")
    if not exe:
        pytest.skip("KPQC_CLI not set (run through ctest)")
    emulator = shlex.split(os.environ.get("KPQC_EMULATOR", "").replace(";", " "))
    return subprocess.run(emulator + [exe] + list(args), check=True, capture_output=True,
                          text=True).stdout


def parse_records(path):
    """Header line and the list of records (dicts of field -> value)."""
    text = open(path).read()
    assert text.endswith("\n\n"), "a file ends with an empty line"
    blocks = text.split("\n\n")
    header = blocks.pop(0) if text.startswith("#") else None   # .req files have none
    records = []
    for block in blocks:
        if not block.strip():
            continue
        rec = {}
        for line in block.strip("\n").split("\n"):
            key, sep, value = line.partition(" =")
            assert sep and (value == "" or value.startswith(" ")), f"malformed line {line!r}"
            value = value[1:]
            assert key not in rec, f"duplicate field {key}"
            rec[key] = value
        records.append(rec)
    return header, records


def kems():
    try:
        listing = json.loads(run_cli("list", "--json"))
    except pytest.skip.Exception:
        return []
    return listing["kem"]


@pytest.mark.parametrize("kem", kems() or [None], ids=lambda k: k["name"] if k else "none")
def test_kem_kat_other_entropy(oracle, kem):
    if kem is None:
        pytest.skip("no KEM registered (or KPQC_CLI not set)")
    if max(kem["pk"], kem["sk"]) > ORACLE_MAX_ARG:
        pytest.skip(f"{kem['name']}: keys larger than the oracle's {ORACLE_MAX_ARG}-byte "
                    "arguments (kat/<id> checks this set)")
    with tempfile.TemporaryDirectory() as out:
        run_cli("kat", kem["name"], "--entropy", ENTROPY, "--count", str(RECORDS), "--out", out)
        rsp = [f for f in os.listdir(out) if f.endswith(".rsp")]
        req = [f for f in os.listdir(out) if f.endswith(".req")]
        assert len(rsp) == 1 and len(req) == 1
        header, records = parse_records(os.path.join(out, rsp[0]))
        _, requests = parse_records(os.path.join(out, req[0]))
    assert header is not None and header.startswith("# ") and "\n" not in header
    assert len(records) == RECORDS and len(requests) == RECORDS
    sizes = {"seed": 48, "pk": kem["pk"], "sk": kem["sk"], "ct": kem["ct"], "ss": kem["ss"]}
    seeds = set()
    for i, (rec, rq) in enumerate(zip(records, requests)):
        assert list(rec) == ["count", "seed", "pk", "sk", "ct", "ss"]
        assert rec["count"] == str(i) and rq["count"] == str(i)
        assert rec["seed"] == rq["seed"]
        for field, size in sizes.items():
            assert rec[field] == rec[field].upper()
            assert len(bytes.fromhex(rec[field])) == size, f"record {i}: {field} size"
        seeds.add(rec["seed"])
        status, (ss,) = oracle.algorithm("kem_dec", kem["name"], rec["ct"], rec["sk"])
        assert status == 0 and ss.hex().upper() == rec["ss"], f"record {i} does not decapsulate"
    assert len(seeds) == RECORDS

# SPDX-License-Identifier: Apache-2.0 OR MIT
"""HAETAE v1.2.0 changed only the signer's hyperball sampler: keys and the
verifier are those of v1.1.2. So every record of the official v1.1.2 KAT
files (shared/kat/haetae/v1.1.2) must keep its pk and sk under our key
generation, and its signature must verify under our verifier, with the
record's context, which the generator drew from the record's DRBG and did
not write down (draw order: keygen seed 32, signing coins 32, context length
1, context). Skips visibly without the shared folder."""
import os

import pytest

SETS = {"HAETAE2": "HAETAE2.rsp", "HAETAE3": "HAETAE3.rsp", "HAETAE5": "HAETAE5.rsp"}


def records(path):
    rec = {}
    for line in open(path):
        line = line.strip()
        if not line:
            if "sig" in rec:
                yield rec
            rec = {}
        elif " = " in line:
            key, value = line.split(" = ", 1)
            rec[key] = value
    if "sig" in rec:
        yield rec


def shared_file(name):
    root = os.environ.get("KPQC_SHARED_DIR", "")
    path = os.path.join(root, "kat", "haetae", "v1.1.2", SETS[name]) if root else ""
    return path if path and os.path.exists(path) else None


@pytest.mark.parametrize("name", sorted(SETS))
def test_v112_records_keygen_and_verify(oracle, name):
    path = shared_file(name)
    if path is None:
        pytest.skip("shared/kat/haetae/v1.1.2 not found (set KPQC_SHARED_DIR)")
    if oracle.algorithm("sig_keypair", name, bytes(32).hex()) is None:
        pytest.skip(f"{name} is not registered")
    count = 0
    for rec in records(path):
        seed = rec["seed"]
        head = oracle.ask("drbg", seed, "32,32,1")
        keyseed, ctxlen = head[:32], head[64]
        ctx = oracle.ask("drbg", seed, f"32,32,1,{ctxlen}")[65:] if ctxlen else b""
        status, (pk, sk) = oracle.algorithm("sig_keypair", name, keyseed.hex())
        assert status == 0
        assert pk.hex().upper() == rec["pk"], f"{name} count {rec['count']}: pk differs"
        assert sk.hex().upper() == rec["sk"], f"{name} count {rec['count']}: sk differs"
        msg, sig = rec["msg"], rec["sig"]
        status, _ = oracle.algorithm("sig_verify", name, rec["pk"], msg, ctx.hex(), sig)
        assert status == 0, f"{name} count {rec['count']}: v1.1.2 signature rejected"
        # the same signature under the empty context must fail (it binds ctx)
        if ctxlen:
            status, _ = oracle.algorithm("sig_verify", name, rec["pk"], msg, "", sig)
            assert status != 0, f"{name} count {rec['count']}: context not bound"
        count += 1
    assert count == 100

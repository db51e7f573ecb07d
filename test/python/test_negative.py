# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Negative vectors: every shared/kat/*/negative.json case whose parameter
set is registered must give the reference's verdict and outputs. Skips,
visibly, when ../shared is absent or no set of a file is registered yet.
The checker itself is tested on the placeholder schemes."""
import glob
import json
import os

import pytest
from negative import check_case


def shared_files():
    root = os.environ.get("KPQC_SHARED_DIR", "")
    return sorted(glob.glob(os.path.join(root, "kat", "*", "negative.json"))) if root else []


@pytest.mark.parametrize("path", shared_files() or [None])
def test_negative_vectors(oracle, path):
    if path is None:
        pytest.skip("no shared/kat/*/negative.json (set KPQC_SHARED_DIR)")
    cases = json.load(open(path))["cases"]
    ran, failures, unregistered = 0, [], set()
    for case in cases:
        problems = check_case(oracle, case)
        if problems is None:
            unregistered.add(case["set"])
            continue
        ran += 1
        failures += [f"{case['set']} {case['case']}: {p}" for p in problems]
    assert not failures, "\n".join(failures)
    if ran == 0:
        pytest.skip(f"{os.path.basename(os.path.dirname(path))}: no registered set "
                    f"({', '.join(sorted(unregistered))})")


def _kem_case(oracle, name, tamper, expect, **override):
    seed = bytes(range(32)).hex()
    status, (pk, sk) = oracle.algorithm("kem_keypair", name, seed)
    assert status == 0
    status, (ct, ss) = oracle.algorithm("kem_enc", name, pk.hex(), bytes(32).hex())
    assert status == 0
    if tamper:
        ct = bytes([ct[0] ^ 1]) + ct[1:]
    case = {"set": name, "case": "synthetic", "op": "dec", "ct": ct.hex(), "sk": sk.hex(),
            "expect": expect, "ss": ss.hex()}
    case.update(override)
    return case


def test_checker_on_placeholders(oracle):
    """The checker accepts true cases and reports false ones."""
    # a valid ciphertext: ok with the encapsulated key
    assert check_case(oracle, _kem_case(oracle, "test-kem", False, "ok")) == []
    # a wrong expected key or verdict is reported
    assert check_case(oracle, _kem_case(oracle, "test-kem", False, "ok", ss="00" * 32))
    assert check_case(oracle, _kem_case(oracle, "test-kem", False, "error"))
    # explicit rejection: error and an all-zero key
    assert check_case(oracle, _kem_case(oracle, "test-kem-explicit", True, "error",
                                        ss="00" * 32)) == []
    assert check_case(oracle, _kem_case(oracle, "test-kem-explicit", True, "ok"))
    # unknown sets are not registered
    assert check_case(oracle, _kem_case(oracle, "test-kem", False, "ok", set="no-such")) is None
    # verify: a real signature passes, a flipped one is an error
    status, (pk, sk) = oracle.algorithm("sig_keypair", "test-sig-ctx", bytes(32).hex())
    status, (sig,) = oracle.algorithm("sig_sign", "test-sig-ctx", sk.hex(), "abcd", "0102",
                                      bytes(32).hex())
    assert status == 0
    good = {"set": "test-sig-ctx", "case": "s", "op": "verify", "pk": pk.hex(), "msg": "abcd",
            "ctx": "0102", "sig": sig.hex(), "expect": "ok"}
    assert check_case(oracle, good) == []
    bad = dict(good, sig=bytes([sig[0] ^ 1]).hex() + sig[1:].hex())
    assert check_case(oracle, dict(bad, expect="error")) == []
    assert check_case(oracle, bad)
    # a truncated signature is an error (length check)
    assert check_case(oracle, dict(good, sig=sig[:-1].hex(), expect="error")) == []

# SPDX-License-Identifier: Apache-2.0 OR MIT
"""NTRU+ canonical decoding (specification of 2026-07-10), on every record
of every regenerated KAT file: a public key, ciphertext or secret-key
polynomial holding a 12-bit field of q or more is refused -- encapsulation
returns an error with ct and ss zeroed, decapsulation an error with an
all-zero key -- whether the field is a residue raised by q (v <= 638), q
itself or 0xFFF, at the first, a middle and the last coefficient. The
unmodified record still decapsulates to its key, so the mutations are what
is refused."""
import os
import subprocess
import tempfile

import pytest
from test_kat_files import parse_records, run_cli

Q = 3457
SETS = ["NTRU+768", "NTRU+864", "NTRU+1152"]


def get_field(buf, i):
    b = 3 * (i // 2)
    if i % 2 == 0:
        return buf[b] | ((buf[b + 1] & 0x0F) << 8)
    return (buf[b + 1] >> 4) | (buf[b + 2] << 4)


def set_field(buf, i, v):
    out = bytearray(buf)
    b = 3 * (i // 2)
    if i % 2 == 0:
        out[b] = v & 0xFF
        out[b + 1] = (out[b + 1] & 0xF0) | (v >> 8)
    else:
        out[b + 1] = (out[b + 1] & 0x0F) | ((v & 0x0F) << 4)
        out[b + 2] = v >> 4
    return bytes(out)


def mutations(poly):
    """(label, mutated bytes) for one packed polynomial."""
    n = len(poly) * 2 // 3
    out = []
    for where, i in (("first", 0), ("middle", n // 2), ("last", n - 1)):
        out.append((f"{where}=q", set_field(poly, i, Q)))
        out.append((f"{where}=0xFFF", set_field(poly, i, 0xFFF)))
    small = [i for i in range(n) if get_field(poly, i) <= 0xFFF - Q]
    if small:
        i = small[len(small) // 2]
        out.append((f"{i}+q", set_field(poly, i, get_field(poly, i) + Q)))
    return out


def records(name):
    try:
        with tempfile.TemporaryDirectory() as out:
            run_cli("kat", name, "--out", out)
            rsp = [f for f in os.listdir(out) if f.endswith(".rsp")]
            _, recs = parse_records(os.path.join(out, rsp[0]))
            return recs
    except subprocess.CalledProcessError:
        return None


@pytest.mark.parametrize("name", SETS)
def test_canonical_rule_on_every_record(oracle, name):
    if oracle.algorithm("kem_dec", name, "00", "00") is None:
        pytest.skip(f"{name} is not registered")
    recs = records(name)
    assert recs, "kpqc kat produced no records"
    failures = []
    for rec in recs:
        pk, sk, ct, ss = (bytes.fromhex(rec[k]) for k in ("pk", "sk", "ct", "ss"))
        p = len(pk)
        status, (got,) = oracle.algorithm("kem_dec", name, ct.hex(), sk.hex())
        if status != 0 or got != ss:
            failures.append(f"count {rec['count']}: unmodified record does not decapsulate")
        cases = [("ct " + lbl, "dec", m, sk) for lbl, m in mutations(ct)]
        cases += [("sk.f " + lbl, "dec", ct, m + sk[p:]) for lbl, m in mutations(sk[:p])]
        cases += [("sk.hinv " + lbl, "dec", ct, sk[:p] + m + sk[2 * p:])
                  for lbl, m in mutations(sk[p:2 * p])]
        cases += [("pk " + lbl, "enc", m, None) for lbl, m in mutations(pk)]
        for label, op, a, b in cases:
            if op == "dec":
                status, (got,) = oracle.algorithm("kem_dec", name, a.hex(), b.hex())
                zero = got == bytes(len(got))
            else:
                status, (c, k) = oracle.algorithm("kem_enc", name, a.hex(), "00" * (p * 2 // 3 // 8))
                zero = c == bytes(len(c)) and k == bytes(len(k))
            if status == 0 or not zero:
                failures.append(f"count {rec['count']} {label}: status {status}, zeroed {zero}")
    assert not failures, "\n".join(failures[:20])

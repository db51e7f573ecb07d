# SPDX-License-Identifier: Apache-2.0 OR MIT
"""AIMer v3: the official first-5-record KAT digests of all six sets,
regenerated with `kpqc kat NAME --count 5` (only these five records are
public, so the C suite's full-file check has no digest to compare with),
and the signature's structure through the oracle: every region of a
repetition's proof is bound (a flipped byte in the salt, h1, h2, a reveal
seed, the hidden commitment, a correction or an opened alpha share is
rejected), lengths are strict, signing is deterministic in its coins and
binds the context."""
import hashlib
import os
import shlex
import subprocess
import tempfile

import pytest

# The first-5 digests of the official v3 files (shared/kat SHA256SUMS and
# SHA256SUMS.missing): facts, as recorded by the descriptor.
FIRST5 = {
    "aimer-128f": "95afe0fbfb0c9a45f3c19076729d894ac42b9b125bfc4c10306776e0bcd284cb",
    "aimer-128s": "f33d4ef53e240d4315aca9c48677c2a7e7e24181a67619f726d701d88aff3b8a",
    "aimer-192f": "4ba58ce5d51bee125d7736194f83148e9a9c5c18c1f8ad2c2752c5677b0e4b3b",
    "aimer-192s": "8ff1b84c0bc1dc9d7ac24f813d6ee8739d15164340f1169da14b014153354708",
    "aimer-256f": "aca96c00a8641a6e335af7188a209bfc395cc48484125fac1d8d45c48132aa2c",
    "aimer-256s": "b4e9eb57bdde384a61b78f537ea498b46ab040542f4dad4382686a2ba035fc2f",
}
# lambda/8, tau, log2 N, L, signature bytes
SHAPE = {
    "aimer-128f": (16, 33, 4, 2, 6944), "aimer-128s": (16, 17, 8, 2, 4704),
    "aimer-192f": (24, 49, 4, 2, 15408), "aimer-192s": (24, 25, 8, 2, 10320),
    "aimer-256f": (32, 65, 4, 3, 31360), "aimer-256s": (32, 33, 8, 3, 20224),
}
LENGTH, VERIFY = -2, -7


def run_cli(*args):
    exe = os.environ.get("KPQC_CLI")
    if not exe:
        pytest.skip("KPQC_CLI not set (run through ctest)")
    emulator = shlex.split(os.environ.get("KPQC_EMULATOR", "").replace(";", " "))
    return subprocess.run(emulator + [exe] + list(args), capture_output=True, text=True)


@pytest.mark.parametrize("name", sorted(FIRST5))
def test_aimer_first5_digest(name):
    with tempfile.TemporaryDirectory() as out:
        r = run_cli("kat", name, "--count", "5", "--out", out)
        if r.returncode != 0 and "no algorithm named" in (r.stderr + r.stdout).lower():
            pytest.skip(f"{name} is not registered")
        assert r.returncode == 0, r.stderr
        rsp = [f for f in os.listdir(out) if f.endswith(".rsp")]
        assert len(rsp) == 1
        data = open(os.path.join(out, rsp[0]), "rb").read()
    assert data.startswith(f"# {name}\n\n".encode())
    assert hashlib.sha256(data).hexdigest() == FIRST5[name]
    shared = os.environ.get("KPQC_SHARED_DIR", "")
    official = os.path.join(shared, "kat", "aimer", f"{name}.first5.rsp")
    if shared and os.path.exists(official):
        assert data == open(official, "rb").read()


def regions(name):
    """(label, offset) of one byte in each part of the signature, for the
    first and the last repetition."""
    fb, tau, logn, l, sig_bytes = SHAPE[name]
    head = fb + 4 * fb
    proof = logn * fb + 2 * fb + (2 * l + 3) * fb
    assert head + tau * proof == sig_bytes
    out = [("salt", 0), ("h1", fb), ("h2", 3 * fb)]
    for rep in (0, tau - 1):
        base = head + rep * proof
        out += [(f"rep{rep} reveal leaf sibling", base),
                (f"rep{rep} reveal top", base + (logn - 1) * fb),
                (f"rep{rep} hidden commitment", base + logn * fb),
                (f"rep{rep} delta pt", base + logn * fb + 2 * fb),
                (f"rep{rep} delta c", base + logn * fb + 2 * fb + (l + 1) * fb),
                (f"rep{rep} alpha first", base + logn * fb + 2 * fb + (l + 2) * fb),
                (f"rep{rep} alpha last", base + proof - 1)]
    return out


# The structure tests run on one set per tree depth and field width that
# stay quick everywhere: 128f (N = 16), 128s (N = 256), 256f (L = 3).
@pytest.mark.parametrize("name", ["aimer-128f", "aimer-128s", "aimer-256f"])
def test_aimer_signature_structure(oracle, name):
    fb, tau, logn, l, sig_bytes = SHAPE[name]
    got = oracle.algorithm("sig_keypair", name, bytes(range(fb)).hex())
    if got is None:
        pytest.skip(f"{name} is not registered")
    status, (pk, sk) = got
    assert status == 0 and len(pk) == 2 * fb and len(sk) == 3 * fb
    assert sk[fb:] == pk, "sk = pt || iv || ct with pk = iv || ct"
    msg, ctx, coins = b"AIMer structure", b"ctx", bytes([0x42] * fb)
    status, (sig,) = oracle.algorithm("sig_sign", name, sk.hex(), msg.hex(), ctx.hex(), coins.hex())
    assert status == 0 and len(sig) == sig_bytes
    status, (again,) = oracle.algorithm("sig_sign", name, sk.hex(), msg.hex(), ctx.hex(),
                                        coins.hex())
    assert again == sig, "signing is deterministic in its coins"
    status, (other,) = oracle.algorithm("sig_sign", name, sk.hex(), msg.hex(), ctx.hex(),
                                        bytes([0x43] * fb).hex())
    assert other[:fb] != sig[:fb], "the salt depends on the coins"

    def verify(s, m=msg, c=ctx):
        return oracle.algorithm("sig_verify", name, pk.hex(), m.hex(), c.hex(), s.hex())[0]

    assert verify(sig) == 0
    assert verify(sig, c=b"") == VERIFY
    assert verify(sig, c=b"ctx\x00") == VERIFY
    assert verify(sig[:-1]) == LENGTH
    assert verify(sig + b"\x00") == LENGTH
    for label, pos in regions(name):
        bad = bytearray(sig)
        bad[pos] ^= 0x01
        assert verify(bytes(bad)) == VERIFY, f"flip in {label} accepted"

# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Interoperability with PyPI `kpqc` 0.2.1, the KpqC team's own bindings.

kpqc 0.2.1 compiles the upstream reference code of all 16 KpqC parameter
sets into C extensions. For every set both packages know, keys, ciphertexts
and signatures made by one are used by the other: every combination of
who generates the keys, who encapsulates (signs) and who decapsulates
(verifies), and tampered ciphertexts, signatures, messages and contexts are
rejected by both. tools/python-test installs kpqc==0.2.1 into the test
environment; without it (no network, no C compiler) these tests skip and
say why.
"""

from __future__ import annotations

import itertools
import os

import kpqclean
import pytest

try:
    import kpqc as upstream

    UPSTREAM_ERROR = None
except Exception as exc:  # ImportError, or a broken build of its extensions
    upstream = None
    UPSTREAM_ERROR = f"{type(exc).__name__}: {exc}"

# kpqc's attribute names for our parameter sets
NAMES = {
    "SMAUG-T1": "smaugt128", "SMAUG-T3": "smaugt192", "SMAUG-T5": "smaugt256", "SMAUG-TiMER": "timer",
    "NTRU+768": "ntruplus768", "NTRU+864": "ntruplus864", "NTRU+1152": "ntruplus1152",
    "HAETAE2": "haetae2", "HAETAE3": "haetae3", "HAETAE5": "haetae5",
    "AIMer-128f": "aimer128f", "AIMer-128s": "aimer128s", "AIMer-192f": "aimer192f",
    "AIMer-192s": "aimer192s", "AIMer-256f": "aimer256f", "AIMer-256s": "aimer256s",
}  # fmt: skip
KEMS = [a.name for a in kpqclean.kem_algorithms() if a.name in NAMES]
SIGS = [a.name for a in kpqclean.sig_algorithms() if a.name in NAMES]


def their(name: str):
    if upstream is None:
        if os.environ.get("KPQCLEAN_REQUIRE_INTEROP") == "1":
            pytest.fail(f"kpqc 0.2.1 is required here but cannot be imported ({UPSTREAM_ERROR})")
        pytest.skip(f"PyPI kpqc 0.2.1 not importable: {UPSTREAM_ERROR}")
    return getattr(upstream, NAMES[name])


def test_upstream_version():
    their("NTRU+768")
    assert upstream.__version__ == "0.2.1"


class Ours:
    def __init__(self, kem: kpqclean.KEM | kpqclean.Signature):
        self.alg = kem

    def keypair(self):
        return self.alg.keypair()

    def encaps(self, pk):
        return self.alg.encaps(pk)

    def decaps(self, ct, sk):
        """The shared key, or None for a rejected ciphertext."""
        try:
            return self.alg.decaps(ct, sk)
        except (kpqclean.DecapsulationError, kpqclean.DecodeError):
            return None

    def sign(self, m, sk, ctx):
        return self.alg.sign(m, sk, context=ctx)

    def verify(self, s, m, pk, ctx):
        return self.alg.verify(s, m, pk, context=ctx)


class Theirs:
    def __init__(self, alg):
        self.alg = alg

    def keypair(self):
        kp = self.alg.generate_key_pair()
        return kp.public_key, kp.secret_key

    def encaps(self, pk):
        e = self.alg.encapsulate(pk)
        return e.ciphertext, e.shared_secret

    def decaps(self, ct, sk):
        try:
            return self.alg.decapsulate(ct, sk)
        except ValueError:  # kpqc's report of an explicit rejection
            return None

    def sign(self, m, sk, ctx):
        return self.alg.sign(m, sk, context=ctx)

    def verify(self, s, m, pk, ctx):
        return self.alg.verify(m, s, pk, context=ctx)


def flip(b: bytes, i: int) -> bytes:
    out = bytearray(b)
    out[i % len(out)] ^= 0x01
    return bytes(out)


@pytest.mark.parametrize("name", KEMS)
def test_kem_interop(name):
    sides = {"kpqclean": Ours(kpqclean.KEM(name)), "kpqc": Theirs(their(name))}
    explicit = kpqclean.KEM(name).info.rejection == "explicit"
    for gen, enc, dec in itertools.product(sides, repeat=3):
        pk, sk = sides[gen].keypair()
        ct, ss = sides[enc].encaps(pk)
        assert sides[dec].decaps(ct, sk) == ss, f"keys by {gen}, encaps by {enc}, decaps by {dec}"
        for i in (0, len(ct) // 2, len(ct) - 1):
            got = sides[dec].decaps(flip(ct, i), sk)
            if explicit:
                assert got is None, f"{dec} accepted a tampered ciphertext (byte {i})"
            else:
                assert got != ss, f"{dec} gave the sender's key for a tampered ciphertext (byte {i})"
    # both sides give the same implicit-rejection key for the same tampered ciphertext
    if not explicit:
        pk, sk = sides["kpqc"].keypair()
        ct, _ = sides["kpqclean"].encaps(pk)
        bad = flip(ct, 5)
        assert sides["kpqclean"].decaps(bad, sk) == sides["kpqc"].decaps(bad, sk)


@pytest.mark.parametrize("name", SIGS)
def test_signature_interop(name):
    sides = {"kpqclean": Ours(kpqclean.Signature(name)), "kpqc": Theirs(their(name))}
    keys = {side: sides[side].keypair() for side in sides}
    cases = ((b"", b""), (b"interop message", b"ctx"), (bytes(1000), bytes(range(255))))
    for n, (gen, signer, verifier) in enumerate(itertools.product(sides, repeat=3)):
        pk, sk = keys[gen]
        for msg, ctx in (cases[n % 3],):
            s = sides[signer].sign(msg, sk, ctx)
            what = f"keys by {gen}, signed by {signer}, verified by {verifier}"
            assert sides[verifier].verify(s, msg, pk, ctx) is True, what
            assert sides[verifier].verify(flip(s, len(s) // 3), msg, pk, ctx) is False, what
            assert sides[verifier].verify(s, msg + b"x", pk, ctx) is False, what
            assert sides[verifier].verify(s, msg, pk, flip(ctx, 0) if ctx else b"x") is False, what
            assert sides[verifier].verify(s[:-1], msg, pk, ctx) is False, what
        other_pk = keys["kpqc" if gen == "kpqclean" else "kpqclean"][0]
        s = sides[signer].sign(b"m", sk, b"")
        assert sides[verifier].verify(s, b"m", other_pk, b"") is False

# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The API: discovery, version, every set round trip, derand forms, bytes-like inputs."""

from __future__ import annotations

import array
import importlib.metadata
import re
import sys
from pathlib import Path

import kpqclean
import pytest

KEMS = [a.name for a in kpqclean.kem_algorithms()]
SIGS = [a.name for a in kpqclean.sig_algorithms()]


def test_installed_wheel_is_self_contained():
    package = Path(kpqclean.__file__).resolve().parent
    from kpqclean import _native

    assert Path(_native.LIBRARY_PATH).resolve().parent == package
    assert package.is_relative_to(Path(sys.prefix).resolve())
    assert (package / "py.typed").is_file()


def test_version_is_the_c_library_version(repo_root):
    assert re.fullmatch(r"\d+\.\d+\.\d+", kpqclean.__version__)
    assert importlib.metadata.version("kpqclean") == kpqclean.__version__
    if repo_root is not None:
        cmake = (repo_root / "CMakeLists.txt").read_text()
        assert re.search(r"project\(kpqc VERSION (\S+)", cmake).group(1) == kpqclean.__version__


def test_algorithms_listing():
    all_ = kpqclean.algorithms()
    assert all_ == kpqclean.kem_algorithms() + kpqclean.sig_algorithms()
    if len(all_) == 16:  # the default build: every KpqC set
        assert {a.family for a in all_} == {"SMAUG-T", "NTRU+", "HAETAE", "AIMer"}
        assert len(KEMS) == 7 and len(SIGS) == 9
    for a in kpqclean.kem_algorithms():
        assert a.kind == "kem" and 1 <= a.nist_level <= 5 and a.revision
        assert a.public_key_size > 0 and a.ciphertext_size > 0 and a.shared_secret_size == 32
        assert a.rejection == ("explicit" if a.family == "NTRU+" else "implicit")
    for a in kpqclean.sig_algorithms():
        assert a.kind == "signature" and 1 <= a.nist_level <= 5 and a.revision
        assert a.signature_size > 0 and isinstance(a.has_context, bool)
        if a.family in ("HAETAE", "AIMer"):  # the standards take contexts; some candidates do not
            assert a.has_context
    if "NTRU+768" in KEMS:
        ntru = kpqclean.KEM("NTRU+768").info
        assert (ntru.public_key_size, ntru.secret_key_size, ntru.ciphertext_size) == (1152, 2336, 1152)
    if "HAETAE2" in SIGS:
        haetae = kpqclean.Signature("HAETAE2").info
        assert (haetae.public_key_size, haetae.secret_key_size, haetae.signature_size) == (992, 1408, 1474)


def needs(*names: str) -> None:
    missing = [n for n in names if n not in KEMS + SIGS]
    if missing:
        pytest.skip(f"not in this build: {', '.join(missing)}")


def test_names_and_aliases():
    needs("NTRU+768", "HAETAE2", "AIMer-128f")
    assert kpqclean.KEM("ntru+768").name == "NTRU+768"
    assert kpqclean.KEM("ntruplus768").name == "NTRU+768"
    assert kpqclean.Signature("haetae-2").name == "HAETAE2"
    assert repr(kpqclean.Signature("aimer128f")) == "kpqclean.Signature('AIMer-128f')"
    with pytest.raises(kpqclean.AlgorithmNotFoundError) as e:
        kpqclean.KEM("HAETAE2")  # a signature scheme is no KEM
    assert e.value.status == -8 and isinstance(e.value, LookupError)
    with pytest.raises(kpqclean.AlgorithmNotFoundError):
        kpqclean.Signature("NTRU+768")
    with pytest.raises(kpqclean.AlgorithmNotFoundError):
        kpqclean.KEM("NTRU+768\0junk")
    with pytest.raises(kpqclean.AlgorithmNotFoundError):
        kpqclean.KEM("")


@pytest.mark.parametrize("name", KEMS)
def test_kem_round_trip(name):
    with kpqclean.KEM(name) as kem:
        pk, sk = kem.keypair()
        assert (len(pk), len(sk)) == (kem.info.public_key_size, kem.info.secret_key_size)
        ct, ss = kem.encaps(pk)
        assert type(ct) is bytes and type(ss) is bytes
        assert len(ct) == kem.info.ciphertext_size and len(ss) == kem.info.shared_secret_size
        assert kem.decaps(ct, sk) == ss
        assert kem.keypair() != (pk, sk)
        # a changed ciphertext: an explicit rejection raises, an implicit one gives another key
        bad = bytearray(ct)
        bad[0] ^= 1
        if kem.info.rejection == "explicit":
            with pytest.raises((kpqclean.DecapsulationError, kpqclean.DecodeError)):
                kem.decaps(bad, sk)
        else:
            assert kem.decaps(bad, sk) != ss


@pytest.mark.parametrize("name", KEMS)
def test_kem_derand(name):
    kem = kpqclean.KEM(name)
    seed = bytes(range(kem.info.keypair_seed_size))
    coins = bytes(range(100, 100 + kem.info.encaps_coins_size))
    pk, sk = kem.keypair_derand(seed)
    assert kem.keypair_derand(bytearray(seed)) == (pk, sk)
    ct, ss = kem.encaps_derand(pk, coins)
    assert kem.encaps_derand(memoryview(pk), memoryview(coins)) == (ct, ss)
    assert kem.decaps(ct, sk) == ss
    assert kem.keypair_derand(bytes(len(seed))) != (pk, sk)


@pytest.mark.parametrize("name", SIGS)
def test_signature_round_trip(name):
    with kpqclean.Signature(name) as sig:
        pk, sk = sig.keypair()
        assert (len(pk), len(sk)) == (sig.info.public_key_size, sig.info.secret_key_size)
        contexts = (b"", b"c", bytes(255)) if sig.info.has_context else (b"",)
        for ctx in contexts:
            s = sig.sign(b"message", sk, context=ctx)
            assert type(s) is bytes and 0 < len(s) <= sig.info.signature_size
            assert sig.verify(s, b"message", pk, context=ctx)
            assert not sig.verify(s, b"messagf", pk, context=ctx)
            if sig.info.has_context:
                assert not sig.verify(s, b"message", pk, context=(ctx[:-1] + b"x") if ctx else b"x")
        s = sig.sign(b"m", sk)
        assert sig.verify(s, b"m", pk) and sig.verify(s, b"m", pk, b"")
        bad = bytearray(s)
        bad[len(bad) // 2] ^= 0x10
        assert not sig.verify(bad, b"m", pk)
        other_pk, _ = sig.keypair()
        assert not sig.verify(s, b"m", other_pk)


@pytest.mark.parametrize("name", SIGS)
def test_signature_derand(name):
    sig = kpqclean.Signature(name)
    seed = bytes(range(sig.info.keypair_seed_size))
    coins = bytes(range(7, 7 + sig.info.sign_coins_size))
    ctx = b"ctx" if sig.info.has_context else b""
    pk, sk = sig.keypair_derand(seed)
    assert sig.keypair_derand(seed) == (pk, sk)
    s = sig.sign_derand(b"msg", sk, coins, context=ctx)
    assert sig.sign_derand(bytearray(b"msg"), memoryview(sk), coins, ctx) == s
    assert sig.verify(s, b"msg", pk, ctx)
    if sig.info.sign_coins_size > 0:  # NCC-Sign signs deterministically
        assert sig.sign_derand(b"msg", sk, bytes(len(coins)), ctx) != s


def test_bytes_like_inputs():
    needs("SMAUG-T1", "HAETAE2")
    kem = kpqclean.KEM("SMAUG-T1")
    pk, sk = kem.keypair()
    ct, ss = kem.encaps(bytearray(pk))
    assert kem.decaps(memoryview(ct), bytearray(sk)) == ss
    words = array.array("B", ct)
    assert kem.decaps(words, sk) == ss
    # a non-contiguous view is copied in order
    doubled = bytes(b for c in ct for b in (c, 0))
    assert kem.decaps(memoryview(doubled)[::2], sk) == ss
    sig = kpqclean.Signature("HAETAE2")
    pk, sk = sig.keypair()
    s = sig.sign(memoryview(b"xyz"), bytearray(sk), context=bytearray(b"c"))
    assert sig.verify(bytearray(s), memoryview(b"xyz"), array.array("B", pk), memoryview(b"c"))


def test_exception_hierarchy():
    classes = [
        kpqclean.NullPointerError, kpqclean.LengthError, kpqclean.ContextError,
        kpqclean.RandomnessError, kpqclean.DecodeError, kpqclean.DecapsulationError,
        kpqclean.VerificationError, kpqclean.AlgorithmNotFoundError,
        kpqclean.UnsupportedOperationError, kpqclean.InternalError, kpqclean.OverlapError,
    ]  # fmt: skip
    assert [c.status for c in classes] == list(range(-1, -12, -1))
    for c in classes:
        assert issubclass(c, kpqclean.KpqcError)
        assert c.__doc__
    assert issubclass(kpqclean.LengthError, ValueError)
    e = kpqclean.LengthError(status=-2, operation="X decaps")
    assert str(e).startswith("X decaps: ") and e.operation == "X decaps"


def test_randomness_failure_is_reported():
    """A failing randomness source gives RandomnessError (the source is per thread)."""
    needs("NTRU+768")
    from kpqclean import _native

    failing = _native.RANDOMBYTES_FN(lambda ctx, out, n: 1)
    kem = kpqclean.KEM("NTRU+768")
    _native.lib.kpqc_randombytes_set_source(failing, None)
    try:
        with pytest.raises(kpqclean.RandomnessError):
            kem.keypair()
        pk, _ = kem.keypair_derand(bytes(32))  # derand forms draw nothing
        with pytest.raises(kpqclean.RandomnessError):
            kem.encaps(pk)
    finally:
        _native.lib.kpqc_randombytes_set_source(_native.RANDOMBYTES_FN(), None)
    assert len(kem.encaps(pk)[0]) == kem.info.ciphertext_size

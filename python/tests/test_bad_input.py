# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Bad input: the right exception, never a crash, for every parameter set."""

from __future__ import annotations

import kpqclean
import pytest

KEMS = [a.name for a in kpqclean.kem_algorithms()]
SIGS = [a.name for a in kpqclean.sig_algorithms()]
NOT_BYTES = ["text", 12, 1.5, None, [1, 2], object()]
MIB16 = 16 * 1024 * 1024


def lengths(n: int) -> list[int]:
    """Wrong lengths for an input of n bytes (n = 0: a scheme that takes none)."""
    return sorted({0, 1, n - 1, n + 1, 2 * n} - {n, -1})


@pytest.mark.parametrize("name", KEMS)
def test_kem_wrong_types(name):
    kem = kpqclean.KEM(name)
    pk, sk = kem.keypair()
    ct, _ = kem.encaps(pk)
    for bad in NOT_BYTES:
        with pytest.raises(TypeError):
            kem.encaps(bad)
        with pytest.raises(TypeError):
            kem.decaps(bad, sk)
        with pytest.raises(TypeError):
            kem.decaps(ct, bad)
        with pytest.raises(TypeError):
            kem.keypair_derand(bad)
        with pytest.raises(TypeError):
            kem.encaps_derand(pk, bad)
    with pytest.raises(TypeError):
        kpqclean.KEM(b"NTRU+768")
    with pytest.raises(TypeError):
        kem.encaps()


@pytest.mark.parametrize("name", KEMS)
def test_kem_wrong_lengths(name):
    kem = kpqclean.KEM(name)
    info = kem.info
    pk, sk = kem.keypair()
    ct, ss = kem.encaps(pk)
    for n in lengths(info.public_key_size):
        with pytest.raises(kpqclean.LengthError):
            kem.encaps(bytes(n))
    for n in lengths(info.ciphertext_size):
        with pytest.raises(kpqclean.LengthError):
            kem.decaps(ct[:n] + bytes(max(0, n - len(ct))), sk)
    for n in lengths(info.secret_key_size):
        with pytest.raises(kpqclean.LengthError):
            kem.decaps(ct, sk[:n] + bytes(max(0, n - len(sk))))
    for n in lengths(info.keypair_seed_size):
        with pytest.raises(kpqclean.LengthError):
            kem.keypair_derand(bytes(n))
    for n in lengths(info.encaps_coins_size):
        with pytest.raises(kpqclean.LengthError) as e:
            kem.encaps_derand(pk, bytes(n))
        assert e.value.status == -2 and name in str(e.value)
    # the object still works
    assert kem.decaps(ct, sk) == ss


@pytest.mark.parametrize("name", KEMS)
def test_kem_malformed_encodings(name):
    """All-0xFF keys and ciphertexts: a decoding error or (implicit rejection) a key, no crash."""
    kem = kpqclean.KEM(name)
    info = kem.info
    pk, sk = kem.keypair()
    ct, ss = kem.encaps(pk)
    ff_pk = b"\xff" * info.public_key_size
    ff_ct = b"\xff" * info.ciphertext_size
    ff_sk = b"\xff" * info.secret_key_size
    if info.family == "NTRU+":  # canonical decoding is checked
        with pytest.raises(kpqclean.DecodeError):
            kem.encaps(ff_pk)
        with pytest.raises(kpqclean.DecodeError):
            kem.decaps(ff_ct, sk)
        with pytest.raises(kpqclean.DecodeError):
            kem.decaps(ct, ff_sk)
    else:
        assert kem.decaps(ff_ct, sk) != ss
        try:
            kem.encaps(ff_pk)
        except kpqclean.KpqcError as e:
            assert isinstance(e, kpqclean.DecodeError)


@pytest.mark.parametrize("name", SIGS)
def test_signature_wrong_types(name):
    sig = kpqclean.Signature(name)
    pk, sk = sig.keypair()
    s = sig.sign(b"m", sk)
    for bad in NOT_BYTES:
        with pytest.raises(TypeError):
            sig.sign(bad, sk)
        with pytest.raises(TypeError):
            sig.sign(b"m", bad)
        with pytest.raises(TypeError):
            sig.verify(bad, b"m", pk)
        with pytest.raises(TypeError):
            sig.verify(s, b"m", bad)
        if bad is not None:
            with pytest.raises(TypeError):
                sig.sign(b"m", sk, context=bad)
        with pytest.raises(TypeError):
            sig.sign_derand(b"m", sk, bad)
    with pytest.raises(TypeError):
        sig.verify(s, b"m", pk, context=None)


@pytest.mark.parametrize("name", SIGS)
def test_signature_wrong_lengths(name):
    sig = kpqclean.Signature(name)
    info = sig.info
    pk, sk = sig.keypair()
    s = sig.sign(b"m", sk)
    for n in lengths(info.secret_key_size):
        with pytest.raises(kpqclean.LengthError):
            sig.sign(b"m", bytes(n))
    for n in lengths(info.public_key_size):
        with pytest.raises(kpqclean.LengthError):
            sig.verify(s, b"m", bytes(n))
    for n in lengths(info.keypair_seed_size):
        with pytest.raises(kpqclean.LengthError):
            sig.keypair_derand(bytes(n))
    for n in lengths(info.sign_coins_size):
        with pytest.raises(kpqclean.LengthError):
            sig.sign_derand(b"m", sk, bytes(n))
    # a signature of the wrong length simply does not verify
    for n in lengths(len(s)):
        assert sig.verify(s[:n] + bytes(max(0, n - len(s))), b"m", pk) is False
    assert sig.verify(s, b"m", pk) is True


@pytest.mark.parametrize("name", SIGS)
def test_contexts(name):
    sig = kpqclean.Signature(name)
    pk, sk = sig.keypair()
    longest = 255 if sig.info.has_context else 0  # a scheme without contexts takes only the empty one
    s = sig.sign(b"m", sk, context=bytes(longest))
    assert sig.verify(s, b"m", pk, context=bytes(longest))
    for ctx in (bytes(longest + 1), bytes(1000)):
        with pytest.raises(kpqclean.ContextError) as e:
            sig.sign(b"m", sk, context=ctx)
        assert e.value.status == -3
        with pytest.raises(kpqclean.ContextError):
            sig.sign_derand(b"m", sk, bytes(info_coins(sig)), context=ctx)
        with pytest.raises(kpqclean.ContextError):
            sig.verify(s, b"m", pk, context=ctx)


def info_coins(sig: kpqclean.Signature) -> int:
    return sig.info.sign_coins_size


@pytest.mark.parametrize("name", SIGS)
def test_empty_and_16mib_messages(name):
    sig = kpqclean.Signature(name)
    pk, sk = sig.keypair()
    for msg in (b"", bytearray()):
        s = sig.sign(msg, sk)
        assert sig.verify(s, msg, pk) and not sig.verify(s, b"\0", pk)
    big = bytearray(MIB16)
    big[-1] = 1
    ctx = b"big" if sig.info.has_context else b""
    s = sig.sign(big, sk, context=ctx)
    assert sig.verify(s, memoryview(big), pk, context=ctx)
    big[0] ^= 1
    assert not sig.verify(s, big, pk, context=ctx)

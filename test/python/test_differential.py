# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Differential tests of the common primitives against Python: hashlib for
SHA-2, SHA-3 and SHAKE; the cryptography package for AES-256 (ECB, CTR);
a Python CTR_DRBG built on that AES. Random lengths 0..2000 with random
split points exercise the incremental interfaces."""
import hashlib
import random

import pytest

RNG = random.Random(20261122)
TRIALS = 120


def splits_for(n):
    """A random list of piece lengths (the oracle puts the rest last)."""
    pieces = []
    left = n
    for _ in range(RNG.randrange(0, 6)):
        p = RNG.randrange(0, left + 1) if left else 0
        pieces.append(p)
        left -= p
    return ",".join(map(str, pieces)) if pieces else "-"


@pytest.mark.parametrize("alg", ["sha256", "sha512", "sha3_256", "sha3_512"])
def test_hash(oracle, alg):
    lengths = [0, 1, 55, 56, 63, 64, 71, 72, 111, 112, 127, 128, 135, 136, 2000]
    lengths += [RNG.randrange(0, 2001) for _ in range(TRIALS)]
    for n in lengths:
        msg = RNG.randbytes(n)
        got = oracle.ask("hash", alg, splits_for(n), msg.hex())
        assert got == hashlib.new(alg, msg).digest(), (alg, n)


@pytest.mark.parametrize("alg", ["shake128", "shake256"])
def test_xof(oracle, alg):
    for i in range(TRIALS):
        n = RNG.randrange(0, 2001) if i else 0
        outlen = RNG.randrange(0, 700)
        msg = RNG.randbytes(n)
        got = oracle.ask("xof", alg, str(outlen), splits_for(n), splits_for(outlen), msg.hex())
        assert got == hashlib.new(alg, msg).digest(outlen), (alg, n, outlen)


def _aes():
    return pytest.importorskip("cryptography.hazmat.primitives.ciphers")


def test_aes256_ecb(oracle):
    ciphers = _aes()
    for _ in range(TRIALS):
        key = RNG.randbytes(32)
        data = RNG.randbytes(16 * RNG.randrange(0, 20))
        enc = ciphers.Cipher(ciphers.algorithms.AES(key), ciphers.modes.ECB()).encryptor()
        assert oracle.ask("aes_ecb", key.hex(), data.hex()) == enc.update(data) + enc.finalize()


def test_aes256_ctr(oracle):
    ciphers = _aes()
    for i in range(TRIALS):
        key = RNG.randbytes(32)
        # every fourth IV sits just below a carry across many bytes
        iv = RNG.randbytes(16) if i % 4 else RNG.randbytes(8) + b"\xff" * 7 + bytes([RNG.randrange(250, 256)])
        data = RNG.randbytes(RNG.randrange(0, 2001))
        enc = ciphers.Cipher(ciphers.algorithms.AES(key), ciphers.modes.CTR(iv)).encryptor()
        assert oracle.ask("aes_ctr", key.hex(), iv.hex(), data.hex()) == enc.update(data) + enc.finalize()


class PyDrbg:
    """SP 800-90A CTR_DRBG, AES-256, no df, as PQCgenKAT uses it."""

    def __init__(self, entropy):
        self.key = bytes(32)
        self.v = bytes(16)
        self._update(entropy)

    def _block(self):
        from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
        self.v = ((int.from_bytes(self.v, "big") + 1) % (1 << 128)).to_bytes(16, "big")
        enc = Cipher(algorithms.AES(self.key), modes.ECB()).encryptor()
        return enc.update(self.v) + enc.finalize()

    def _update(self, data):
        temp = b"".join(self._block() for _ in range(3))
        if data is not None:
            temp = bytes(a ^ b for a, b in zip(temp, data))
        self.key, self.v = temp[:32], temp[32:]

    def generate(self, n):
        out = b""
        while len(out) < n:
            out += self._block()
        self._update(None)
        return out[:n]


def test_drbg(oracle):
    _aes()
    for _ in range(40):
        entropy = RNG.randbytes(48)
        lens = [RNG.randrange(0, 300) for _ in range(RNG.randrange(1, 6))]
        py = PyDrbg(entropy)
        want = b"".join(py.generate(n) for n in lens)
        assert oracle.ask("drbg", entropy.hex(), ",".join(map(str, lens))) == want

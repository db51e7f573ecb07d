# SPDX-License-Identifier: Apache-2.0 OR MIT
"""HAETAE's decoding rules, through the oracle (checked API):
- a public key whose b holds a coefficient outside the range key generation
  produces is refused by verification with KPQC_ERR_DECODE, even when the
  field is the same residue mod q (mode 5: v + q still fits 16 bits, and
  the reference would accept the signature);
- a secret key whose secret vectors hold a field key generation never
  writes is refused by signing with KPQC_ERR_DECODE and a zeroed output;
- the untouched keys still sign and verify."""
import pytest

DECODE = -5
Q = 64513
# mode: (K, M, field bits of b, largest canonical b, 2eta bits for s2)
MODES = {"HAETAE2": (2, 3, 15, (Q - 1) // 2, 3), "HAETAE3": (3, 5, 15, (Q - 1) // 2, 3),
         "HAETAE5": (4, 6, 16, Q - 1, 2)}


def get_field(buf, offset, bits, k):
    v = int.from_bytes(buf[offset:offset + 64 * bits], "little")
    return (v >> (k * bits)) & ((1 << bits) - 1)


def set_field(buf, offset, bits, k, value):
    n = 32 * bits  # bytes of one packed polynomial
    v = int.from_bytes(buf[offset:offset + n], "little")
    v &= ~(((1 << bits) - 1) << (k * bits))
    v |= value << (k * bits)
    return buf[:offset] + v.to_bytes(n, "little") + buf[offset + n:]


@pytest.mark.parametrize("name", sorted(MODES))
def test_haetae_decoding_rules(oracle, name):
    got = oracle.algorithm("sig_keypair", name, bytes(range(32)).hex())
    if got is None:
        pytest.skip(f"{name} is not registered")
    status, (pk, sk) = got
    assert status == 0
    k_count, m_count, bits, bmax, s2bits = MODES[name]
    msg, ctx, coins = b"decoding rules", b"\x07", bytes(32)
    status, (sig,) = oracle.algorithm("sig_sign", name, sk.hex(), msg.hex(), ctx.hex(), coins.hex())
    assert status == 0
    status, _ = oracle.algorithm("sig_verify", name, pk.hex(), msg.hex(), ctx.hex(), sig.hex())
    assert status == 0

    # public key: one coefficient of each row out of range
    for row in range(k_count):
        offset = 32 + row * 32 * bits
        for k in (0, 255):
            value = get_field(pk, offset, bits, k)
            if bits == 16 and value + Q < (1 << 16):
                bad_value = value + Q          # the same residue, non-canonical
            else:
                bad_value = bmax + 1 + (value % ((1 << bits) - bmax - 1))
            bad_pk = set_field(pk, offset, bits, k, bad_value)
            status, _ = oracle.algorithm("sig_verify", name, bad_pk.hex(), msg.hex(), ctx.hex(),
                                         sig.hex())
            assert status == DECODE, f"{name}: pk row {row} field {k} = {bad_value}: {status}"

    # secret key: a 2-bit field 3 in s1, an invalid field in s2
    s1_offset = len(pk)
    s2_offset = s1_offset + m_count * 64
    cases = [(s1_offset, 2, 3), (s1_offset + 64 * (m_count - 1), 2, 3),
             (s2_offset, s2bits, 3 if s2bits == 2 else 5),
             (s2_offset + 32 * s2bits * (k_count - 1), s2bits, 3 if s2bits == 2 else 7)]
    for offset, fbits, value in cases:
        for k in (0, 100, 255):
            bad_sk = set_field(sk, offset, fbits, k, value)
            status, (out,) = oracle.algorithm("sig_sign", name, bad_sk.hex(), msg.hex(),
                                              ctx.hex(), coins.hex())
            assert status == DECODE, f"{name}: sk field at {offset}+{k} = {value}: {status}"
            assert not any(out), "signature not zeroed on error"
    # the sk's copy of pk is checked too
    bad_sk = set_field(sk, 32, bits, 0, bmax + 1)
    status, _ = oracle.algorithm("sig_sign", name, bad_sk.hex(), msg.hex(), ctx.hex(), coins.hex())
    assert status == DECODE

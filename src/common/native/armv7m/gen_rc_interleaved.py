#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Print the 24 Keccak-f[1600] round constants in bit-interleaved form, as
the table `keccak_rc_interleaved` of keccakf1600_armv7m.S.

Derivation (FIPS 202, 3.2.5):
  rc(t)   bit t of the LFSR with polynomial x^8 + x^6 + x^5 + x^4 + 1,
          started from 1 (Algorithm 5);
  RC[ir]  the 64-bit lane with bit 2^j - 1 equal to rc(j + 7 ir), j = 0..6
          (Algorithm 6).
Bit interleaving: a 64-bit lane v becomes two 32-bit words
  even = v_0 v_2 ... v_62  (bit k of `even` is bit 2k of v)
  odd  = v_1 v_3 ... v_63  (bit k of `odd`  is bit 2k+1 of v)
The table holds, for each round, the pair (even, odd), in that order, one
8-byte entry per round.

The script cross-checks RC[] against the well-known first and last values
and checks that de-interleaving gives RC[] back.

  python3 gen_rc_interleaved.py          print the .word lines
"""


def lfsr_rc(t):
    """rc(t) of FIPS 202 Algorithm 5 (R is an 8-bit register, R[0] = bit 0)."""
    if t % 255 == 0:
        return 1
    r = 0x01
    for _ in range(t % 255):
        # R = 0 || R, then R[0..8] ^= R[8] at taps 0, 4, 5, 6; keep 8 bits
        r <<= 1
        if r & 0x100:
            r ^= 0x171
    return r & 1


def round_constant(ir):
    v = 0
    for j in range(7):
        v |= lfsr_rc(j + 7 * ir) << ((1 << j) - 1)
    return v


def interleave(v):
    even = odd = 0
    for k in range(32):
        even |= ((v >> (2 * k)) & 1) << k
        odd |= ((v >> (2 * k + 1)) & 1) << k
    return even, odd


def deinterleave(even, odd):
    v = 0
    for k in range(32):
        v |= ((even >> k) & 1) << (2 * k)
        v |= ((odd >> k) & 1) << (2 * k + 1)
    return v


def main():
    rcs = [round_constant(ir) for ir in range(24)]
    assert rcs[0] == 0x0000000000000001 and rcs[1] == 0x0000000000008082
    assert rcs[23] == 0x8000000080008008
    for ir, v in enumerate(rcs):
        e, o = interleave(v)
        assert deinterleave(e, o) == v
        print("    .word 0x%08X, 0x%08X    @ round %2d: RC = 0x%016X" % (e, o, ir, v))


if __name__ == "__main__":
    main()

# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Keccak-f[1600] in plain Python (FIPS 202), the reference the project's
generators check their output against: the round constants from the LFSR,
the rho offsets from the (x, y) walk, and a straightforward permutation.

Lane (x, y) is state word a[x + 5*y]. Imported by tools/gen/keccak_constants.py
and the assembly generators in src/common/native/<arch>/.
"""

MASK64 = (1 << 64) - 1


def rc_bit(t):
    """Output bit t of the LFSR of FIPS 202 (Algorithm 5)."""
    if t % 255 == 0:
        return 1
    r = 1  # bit i of r is R[i] in the spec's notation (R[0] first)
    for _ in range(t % 255):
        # shift right by one position in spec order = multiply by x
        r <<= 1
        # R[8] feeds back into R[0], R[4], R[5], R[6]
        if r & 0x100:
            r ^= 0x100 | 0x71
    return r & 1


def round_constants():
    """The 24 iota constants: bit 2^j - 1 of RC[ir] is rc(j + 7 ir)."""
    out = []
    for ir in range(24):
        lane = 0
        for j in range(7):
            lane |= rc_bit(j + 7 * ir) << ((1 << j) - 1)
        out.append(lane)
    return out


def rho_offsets():
    """rho[x][y]: the left rotation of lane (x, y)."""
    rho = [[0] * 5 for _ in range(5)]
    x, y = 1, 0
    for t in range(24):
        rho[x][y] = ((t + 1) * (t + 2) // 2) % 64
        x, y = y, (2 * x + 3 * y) % 5
    return rho


RC = round_constants()
RHO = rho_offsets()


def rol64(v, n):
    n %= 64
    return ((v << n) | (v >> (64 - n))) & MASK64 if n else v


def keccak_ref(a):
    """Keccak-f[1600] of the 25 lanes a (a new list)."""
    a = list(a)
    for ir in range(24):
        c = [a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20] for x in range(5)]
        d = [c[(x - 1) % 5] ^ rol64(c[(x + 1) % 5], 1) for x in range(5)]
        a = [a[i] ^ d[i % 5] for i in range(25)]
        b = [0] * 25
        for x in range(5):
            for y in range(5):
                b[y + 5 * ((2 * x + 3 * y) % 5)] = rol64(a[x + 5 * y], RHO[x][y])
        a = [b[i] ^ (~b[(i % 5 + 1) % 5 + 5 * (i // 5)] & b[(i % 5 + 2) % 5 + 5 * (i // 5)])
             for i in range(25)]
        a[0] ^= RC[ir]
    return a


def check_generator(name, asm, run):
    """Runs a generator's model of its emitted code (run(asm, state) ->
    (lanes, instructions executed)) on the zero, all-ones and four random
    states against keccak_ref; exits on a mismatch. Returns the count of
    the last run."""
    import random
    import sys
    rng = random.Random(1600)
    states = [[0] * 25, [MASK64] * 25] + [[rng.getrandbits(64) for _ in range(25)]
                                          for _ in range(4)]
    count = 0
    for st in states:
        got, count = run(asm, st)
        if got != keccak_ref(st):
            sys.exit("%s: the model of the emitted code is not Keccak-f[1600]" % name)
    assert keccak_ref([0] * 25)[0] == 0xF1258F7940E1DDE7
    return count


def generator_main(name, path, asm, count, argv):
    """The generators' command line: --check (the committed file must equal
    asm), --write (rewrite it), else print asm."""
    import os
    import sys
    if "--check" in argv:
        with open(path, encoding="utf-8") as f:
            if f.read() != asm:
                sys.exit("%s: %s differs from the generator's output (run with --write)"
                         % (name, os.path.basename(path)))
        print("%s: model matches Keccak-f[1600] (%d instructions executed); .S up to date"
              % (name, count))
    elif "--write" in argv:
        with open(path, "w", encoding="utf-8") as f:
            f.write(asm)
    else:
        sys.stdout.write(asm)

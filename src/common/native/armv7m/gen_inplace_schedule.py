#!/usr/bin/env python3
"""Print the in-place round schedule used by keccakf1600_armv7m.S (the
KECCAK_THETA / KECCAK_ROW macro invocations of its 4-round loop body) and
check it with a bit-exact model of those macros against a plain Keccak-f[1600].

In-place processing
-------------------
The state lives in 25 memory slots of 8 bytes (slot p: even word at 8p, odd
word at 8p + 4). Before round 0 lane (x, y) is in slot x + 5y (the caller's
order). A round reads the five lanes that feed one output row of chi, and
writes that row's five output lanes back into the same five slots, so no
second state buffer is needed. The price is that lanes move between slots:
if M_r(x, y) is the slot of lane (x, y) before round r, then

  output row Y reads lanes (X + 3Y, X), X = 0..4        (pi: B[X,Y] = A[X+3Y, X])
  output lane (X, Y) is written to the slot of input lane (X' + 3Y, X'),
  with X' = X + Y (mod 5),

so M_{r+1}(X, Y) = M_r(X + 4Y, X + Y). The linear map (X, Y) -> (X + 4Y,
X + Y) over Z_5 has order 4 (the choice X' = X + Y is one of the two that
give order 4; X' = X gives order 24), hence M_4 = M_0: the code unrolls four
rounds and loops six times, and after 24 rounds every lane is back in its
own slot.

  python3 gen_inplace_schedule.py          print the macro invocations
  python3 gen_inplace_schedule.py --check  only run the model check
"""
import sys

MASK64 = (1 << 64) - 1
MASK32 = (1 << 32) - 1
K = 1  # X' = X + K*Y


def rho_offsets():
    rho = [[0] * 5 for _ in range(5)]
    x, y = 1, 0
    for t in range(24):
        rho[x][y] = ((t + 1) * (t + 2) // 2) % 64
        x, y = y, (2 * x + 3 * y) % 5
    return rho


def lfsr_rc(t):
    if t % 255 == 0:
        return 1
    r = 1
    for _ in range(t % 255):
        r <<= 1
        if r & 0x100:
            r ^= 0x171
    return r & 1


RC = []
for _ir in range(24):
    _v = 0
    for _j in range(7):
        _v |= lfsr_rc(_j + 7 * _ir) << ((1 << _j) - 1)
    RC.append(_v)
RHO = rho_offsets()


def slot_maps():
    """maps[r][(x, y)] = slot of lane (x, y) before round r, r = 0..4."""
    m = {(x, y): x + 5 * y for x in range(5) for y in range(5)}
    maps = [m]
    for _ in range(4):
        prev = maps[-1]
        maps.append({(X, Y): prev[((X + (K + 3) * Y) % 5, (X + K * Y) % 5)]
                     for X in range(5) for Y in range(5)})
    assert maps[4] == maps[0], "slot map does not have period 4"
    return maps


def schedule():
    """Per round r = 0..3: (theta, rows). theta[x] = slots of column x;
    rows[Y] = ([(slot, column, rho) for X = 0..4], [output slot for X = 0..4])."""
    maps = slot_maps()
    out = []
    for r in range(4):
        m = maps[r]
        theta = [[m[(x, y)] for y in range(5)] for x in range(5)]
        rows = []
        for Y in range(5):
            lanes = []
            for X in range(5):
                x, y = (X + 3 * Y) % 5, X
                lanes.append((m[(x, y)], x, RHO[x][y]))
            dests = [m[((X + (K + 3) * Y) % 5, (X + K * Y) % 5)] for X in range(5)]
            # the destinations are exactly the row's input slots (in place)
            assert sorted(dests) == sorted(l[0] for l in lanes)
            rows.append((lanes, dests))
        out.append((theta, rows))
    return out


# ---- reference Keccak-f[1600] on 64-bit lanes (FIPS 202 step by step) ----

def rol64(v, n):
    n %= 64
    return ((v << n) | (v >> (64 - n))) & MASK64 if n else v


def keccak_ref(a):
    a = list(a)  # a[x + 5y]
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


# ---- model of the assembly macros on interleaved words ----

def interleave(v):
    e = o = 0
    for k in range(32):
        e |= ((v >> (2 * k)) & 1) << k
        o |= ((v >> (2 * k + 1)) & 1) << k
    return e, o


def deinterleave(e, o):
    v = 0
    for k in range(32):
        v |= ((e >> k) & 1) << (2 * k) | ((o >> k) & 1) << (2 * k + 1)
    return v


def ror32(v, n):
    n %= 32
    return ((v >> n) | (v << (32 - n))) & MASK32 if n else v


def model(lanes):
    mem = []
    for v in lanes:
        mem.extend(interleave(v))
    sched = schedule()
    for it in range(6):
        for r in range(4):
            theta, rows = sched[r]
            ce = [0] * 5
            co = [0] * 5
            for x in range(5):
                for s in theta[x]:
                    ce[x] ^= mem[2 * s]
                    co[x] ^= mem[2 * s + 1]
            de = [ce[(x - 1) % 5] ^ ror32(co[(x + 1) % 5], 31) for x in range(5)]
            do = [co[(x - 1) % 5] ^ ce[(x + 1) % 5] for x in range(5)]
            rce, rco = interleave(RC[4 * it + r])
            for Y, (lin, dests) in enumerate(rows):
                be = [0] * 5
                bo = [0] * 5
                for X, (s, x, p) in enumerate(lin):  # KECCAK_LANE
                    le, lo = mem[2 * s], mem[2 * s + 1]
                    if p % 2 == 0:
                        be[X] = ror32(le ^ de[x], 32 - p // 2)
                        bo[X] = ror32(lo ^ do[x], 32 - p // 2)
                    else:
                        be[X] = ror32(lo ^ do[x], 32 - (p + 1) // 2)
                        bo[X] = ror32(le ^ de[x], 32 - (p - 1) // 2)
                for X in (1, 2, 3, 4, 0):  # KECCAK_ROW chi order
                    oe = be[X] ^ (be[(X + 2) % 5] & ~be[(X + 1) % 5] & MASK32)
                    oo = bo[X] ^ (bo[(X + 2) % 5] & ~bo[(X + 1) % 5] & MASK32)
                    if Y == 0 and X == 0:
                        oe ^= rce
                        oo ^= rco
                    mem[2 * dests[X]] = oe
                    mem[2 * dests[X] + 1] = oo
    return [deinterleave(mem[2 * i], mem[2 * i + 1]) for i in range(25)]


def check():
    import random
    rnd = random.Random(1600)
    z = keccak_ref([0] * 25)
    assert z[0] == 0xF1258F7940E1DDE7, hex(z[0])
    assert model([0] * 25) == z
    for _ in range(20):
        s = [rnd.getrandbits(64) for _ in range(25)]
        assert model(s) == keccak_ref(s)
    return True


def emit():
    for r, (theta, rows) in enumerate(schedule()):
        print("    @ ---- round 4i+%d ----" % r)
        print("    KECCAK_THETA " + ",   ".join(
            ", ".join("%2d" % s for s in col) for col in theta))
        for Y, (lin, dests) in enumerate(rows):
            args = ", ".join("%2d,%d,%2d" % l for l in lin)
            outs = ", ".join("%2d" % d for d in dests)
            if Y == 0:
                print("    KECCAK_ROW_IOTA %s,   %s,   %d" % (args, outs, 8 * r))
            else:
                print("    KECCAK_ROW      %s,   %s" % (args, outs))


if __name__ == "__main__":
    check()
    if "--check" in sys.argv:
        print("model matches the reference")
    else:
        emit()

// SPDX-License-Identifier: Apache-2.0 OR MIT
// Bench: ntt_ntruplus768 against the portable NTRU+768 kernels of
// src/kem/ntruplus/ (ntruplus_ntt_c, ntruplus_invntt_c, ntruplus_basemul_c),
// bit for bit, on extreme and random inputs within each kernel's input
// bounds (native/api.h: NTT |c| <= q, INVNTT |c| < q, BASEMUL |c| < 2q),
// and on the chain NTT, NTT, basemul, inverse NTT.
// Usage: tb_ntt_ntruplus768 [count] [seed]: count random inputs per operation.
// Exit status 0 only if every output matches.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>

#include "Vntt_ntruplus768.h"
#include "ntt_bench.h"

extern "C" {
void hwref_ntruplus768_ntt(int16_t c[768]);
void hwref_ntruplus768_invntt(int16_t c[768]);
void hwref_ntruplus768_basemul(int16_t r[768], const int16_t a[768], const int16_t b[768]);
void hwref_ntruplus768_basemul_add(int16_t r[768], const int16_t a[768], const int16_t b[768],
                                   const int16_t c[768]);
void hwref_ntruplus768_sub_reduce(int16_t r[768], const int16_t a[768], const int16_t b[768]);
void hwref_ntruplus768_crepmod3(int16_t c[768]);
}

namespace {

using ntt_bench::next64;
using ntt_bench::rng_state;

constexpr unsigned N = 768;
constexpr int32_t Q = 3457;
constexpr int32_t NTT_MAX = Q;         // |c| <= q
constexpr int32_t INV_MAX = Q - 1;     // |c| < q
constexpr int32_t BASEMUL_MAX = 2 * Q - 1; // |c| < 2q

// uniform in [-bound, bound]
int16_t uniform(int32_t bound)
{
    return (int16_t)((int32_t)(next64() % (2 * (uint64_t)bound + 1)) - bound);
}

unsigned cyc[6];
ntt_bench::Tally tally{"tb_ntt_ntruplus768"};

// Input number n of a test: the extremes first, then random within bound.
constexpr unsigned EXTREMES = 9;
void input(int16_t c[N], unsigned n, int32_t bound)
{
    for (unsigned i = 0; i < N; i++) {
        switch (n) {
        case 0: c[i] = 0; break;
        case 1: c[i] = (int16_t)bound; break;
        case 2: c[i] = (int16_t)-bound; break;
        case 3: c[i] = (int16_t)((i & 1) ? bound : -bound); break;
        case 4: c[i] = (int16_t)((i == 0) ? bound : 0); break;
        case 5: c[i] = (int16_t)((i == N - 1) ? -bound : 0); break;
        case 6: c[i] = (int16_t)((i == N / 2) ? bound : 0); break;
        case 7: c[i] = (int16_t)((next64() & 1) ? bound : -bound); break;
        case 8: c[i] = (int16_t)((i < N / 2) ? bound : -bound); break;
        default: c[i] = uniform(bound); break;
        }
    }
}

using DutT = ntt_bench::Dut<Vntt_ntruplus768, int16_t, N>;

// The host port's pair mode (the copy engine's): two coefficients a cycle,
// 2k in the low half, 2k + 1 in the high half.
void load_pair(DutT &d, unsigned sel, const int16_t c[N])
{
    for (unsigned i = 0; i < N; i += 2) {
        d.m->host_we = 1;
        d.m->host_pair = 1;
        d.m->host_sel = sel;
        d.m->host_addr = i;
        d.m->host_wdata = (uint16_t)c[i];
        d.m->host_wdata_hi = (uint16_t)c[i + 1];
        d.tick();
    }
    d.m->host_we = 0;
    d.m->host_pair = 0;
}

void store_pair(DutT &d, int16_t c[N])
{
    for (unsigned i = 0; i < N; i += 2) {
        d.m->host_addr = i;
        d.tick();
        c[i] = (int16_t)d.m->host_rdata;
        c[i + 1] = (int16_t)d.m->host_rdata_hi;
    }
}

} // namespace

int main(int argc, char **argv)
{
    unsigned count = argc > 1 ? (unsigned)std::strtoul(argv[1], nullptr, 0) : 1000;
    rng_state = argc > 2 ? std::strtoull(argv[2], nullptr, 0) : 1;
    DutT d("tb_ntt_ntruplus768");
    int16_t a[N], b[N], ref[N], hw[N];

    for (unsigned n = 0; n < count + EXTREMES; n++) {
        input(a, n, NTT_MAX);
        std::memcpy(ref, a, sizeof ref);
        hwref_ntruplus768_ntt(ref);
        d.load(0, a);
        cyc[0] = d.run(0);
        d.store(hw);
        tally.check("ntt", n, ref, hw);
    }
    for (unsigned n = 0; n < count + EXTREMES; n++) {
        input(a, n, INV_MAX);
        std::memcpy(ref, a, sizeof ref);
        hwref_ntruplus768_invntt(ref);
        d.load(0, a);
        cyc[1] = d.run(1);
        d.store(hw);
        tally.check("invntt", n, ref, hw);
    }
    // Basemul: both operands at the bound in all sign combinations, then
    // random pairs (odd n: full |c| < 2q; even n: |c| < q, the NTT range).
    for (unsigned n = 0; n < count + EXTREMES; n++) {
        if (n < EXTREMES) {
            input(a, n, BASEMUL_MAX);
            input(b, (n * 5 + 1) % EXTREMES, BASEMUL_MAX);
        } else {
            input(a, n, (n & 1) ? BASEMUL_MAX : Q - 1);
            input(b, n, (n & 1) ? BASEMUL_MAX : Q - 1);
        }
        hwref_ntruplus768_basemul(ref, a, b);
        d.load(0, a);
        d.load(1, b);
        cyc[2] = d.run(2);
        d.store(hw);
        tally.check("basemul", n, ref, hw);
    }
    // Chain: a b in Z_q[x]/(x^768 - x^384 + 1) through the unit, against
    // the same C calls; odd n moves the polynomials with the pair port.
    for (unsigned n = 0; n < count / 10 + 1; n++) {
        int16_t ra[N], rb[N];
        input(a, n + EXTREMES, NTT_MAX);
        input(b, n + EXTREMES, 4); // the callers' small polynomials
        std::memcpy(ra, a, sizeof ra);
        std::memcpy(rb, b, sizeof rb);
        hwref_ntruplus768_ntt(ra);
        hwref_ntruplus768_ntt(rb);
        hwref_ntruplus768_basemul(ref, ra, rb);
        hwref_ntruplus768_invntt(ref);
        if (n & 1) {
            load_pair(d, 0, b);
            d.run(0);
            store_pair(d, hw);
            load_pair(d, 1, hw);
            load_pair(d, 0, a);
        } else {
            d.load(0, b);
            d.run(0);
            d.store(hw);
            d.load(1, hw);
            d.load(0, a);
        }
        d.run(0);
        d.run(2);
        d.run(1);
        if (n & 1)
            store_pair(d, hw);
        else
            d.store(hw);
        tally.check("chain", n, ref, hw);
    }
    // op 4 after op 2: the base multiplication with addition,
    // Barrett(a b + c); op 5: Barrett(a - b). The sums wrap to 16 bits and
    // Barrett is exact for every int16, so c and the op 5 operands range
    // over all of int16 (extremes at INT16_MAX, then INT16_MIN, then
    // random: odd n full int16, even n within q).
    for (unsigned n = 0; n < count + 2 * EXTREMES; n++) {
        int16_t c[N];
        if (n < EXTREMES) {
            input(a, n, BASEMUL_MAX);
            input(b, (n * 5 + 1) % EXTREMES, BASEMUL_MAX);
            input(c, (n * 7 + 3) % EXTREMES, INT16_MAX);
        } else if (n < 2 * EXTREMES) {
            input(a, n - EXTREMES, Q - 1);
            input(b, (n * 5 + 1) % EXTREMES, Q - 1);
            for (unsigned i = 0; i < N; i++)
                c[i] = (int16_t)((i & 1) ? INT16_MIN : INT16_MAX);
        } else {
            input(a, n, (n & 1) ? BASEMUL_MAX : Q - 1);
            input(b, n, (n & 1) ? BASEMUL_MAX : Q - 1);
            input(c, n, (n & 1) ? INT16_MAX : Q - 1);
        }
        hwref_ntruplus768_basemul_add(ref, a, b, c);
        d.load(0, a);
        d.load(1, b);
        d.run(2);
        d.load(1, c);
        cyc[3] = d.run(4);
        d.store(hw);
        tally.check("basemul_add", n, ref, hw);
    }
    for (unsigned n = 0; n < count + 2 * EXTREMES; n++) {
        if (n < EXTREMES) {
            input(a, n, INT16_MAX);
            input(b, (n * 5 + 1) % EXTREMES, INT16_MAX);
        } else if (n < 2 * EXTREMES) {
            for (unsigned i = 0; i < N; i++) {
                a[i] = (int16_t)((n & 1) ? INT16_MIN : INT16_MAX);
                b[i] = (int16_t)(((i >> (n & 3)) & 1) ? INT16_MIN : INT16_MAX);
            }
        } else {
            input(a, n, (n & 1) ? INT16_MAX : Q - 1);
            input(b, n, (n & 1) ? INT16_MAX : Q - 1);
        }
        hwref_ntruplus768_sub_reduce(ref, a, b);
        d.load(0, a);
        d.load(1, b);
        cyc[4] = d.run(5);
        d.store(hw);
        tally.check("sub_reduce", n, ref, hw);
    }
    // op 6: crepmod3 against ntruplus_crepmod3_c on every int16 (the C
    // is defined for all of them, its callers give |a| < q), 86 polynomials
    // of 768 consecutive values, then random ones (odd n: full int16; even
    // n: within q, as the callers).
    for (unsigned n = 0; n < count + 86; n++) {
        for (unsigned i = 0; i < N; i++) {
            if (n < 86)
                a[i] = (int16_t)(-32768 + (int32_t)(n * N + i) % 65536);
            else
                a[i] = (n & 1) ? (int16_t)next64() : uniform(Q - 1);
        }
        std::memcpy(ref, a, sizeof ref);
        hwref_ntruplus768_crepmod3(ref);
        d.load(0, a);
        cyc[5] = d.run(6);
        d.store(hw);
        tally.check("crepmod3", n, ref, hw);
    }
    // ops 3, 7: no operation, A unchanged
    for (unsigned op : {7u}) {
        input(a, EXTREMES + op, NTT_MAX);
        d.load(0, a);
        d.run(op);
        d.store(hw);
        tally.check("nop", op, a, hw);
    }
    input(a, EXTREMES, NTT_MAX);
    d.load(0, a);
    unsigned nop = d.run(3);
    d.store(hw);
    tally.check("nop", 0, a, hw);
    d.m->final();
    std::printf("tb_ntt_ntruplus768: %u/%u polynomials match; cycles start to done: "
                "ntt %u, invntt %u, basemul %u, add-Barrett %u, sub-Barrett %u, crepmod3 %u, "
                "nop %u; 768 host writes per polynomial in, 768 host reads out\n",
                tally.total - tally.bad, tally.total, cyc[0], cyc[1], cyc[2], cyc[3], cyc[4],
                cyc[5], nop);
    return tally.bad == 0 ? 0 : 1;
}

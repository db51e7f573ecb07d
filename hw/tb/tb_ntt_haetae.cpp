// SPDX-License-Identifier: Apache-2.0 OR MIT
// Bench: ntt_haetae against the portable HAETAE kernels of
// src/sign/haetae/ntt.c (haetae_ntt_c, haetae_invntt_tomont_c,
// haetae_poly_pointwise_montgomery_c) and src/sign/haetae/poly.c
// (haetae_poly_freeze2q_c, haetae_poly_reduce2q_c, haetae_poly_sqnorm2_c,
// haetae_poly_sub, haetae_poly_compose, haetae_poly_double, haetae_poly_fromcrt,
// haetae_poly_fromcrt0, haetae_poly_highbits_hint, haetae_poly_csubDQ2ALPHA,
// haetae_poly_mul_alpha, haetae_poly_div2) and src/sign/haetae/matrix.c
// (haetae_rej_uniform_c, block by block as haetae_poly_uniform_c calls it),
// bit for bit, on extreme and random inputs within each kernel's input
// bounds (native/api.h), and on the chain NTT, NTT, pointwise, inverse NTT.
// Usage: tb_ntt_haetae [count] [seed]: count random inputs per operation
// (count / 4 for freeze2q, reduce2q, sqnorm2; count / 8 for the others
// that follow them).
// Exit status 0 only if every output matches.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>

#include "Vntt_haetae.h"
#include "ntt_bench.h"

extern "C" {
void hwref_haetae_ntt(int32_t c[256]);
void hwref_haetae_invntt_tomont(int32_t c[256]);
void hwref_haetae_pointwise(int32_t r[256], const int32_t a[256], const int32_t b[256]);
void hwref_haetae_pointwise_acc(int32_t r[256], const int32_t a[256], const int32_t b[256]);
void hwref_haetae_freeze2q(int32_t c[256]);
void hwref_haetae_reduce2q(int32_t c[256]);
uint64_t hwref_haetae_sqnorm2(const int32_t c[256]);
void hwref_haetae_rej_block(int32_t r[256], unsigned *ctr, const uint8_t buf[168]);
void hwref_haetae_elementwise(unsigned op, int32_t r[256], const int32_t a[256], const int32_t b[256]);
}

namespace {

using ntt_bench::next64;
using ntt_bench::rng_state;

constexpr int32_t Q = 64513;
constexpr int32_t NTT_MAX = (1 << 30) - 8 * Q - 1; // |a| < 2^30 - 8q
constexpr int32_t INV_MAX = (1 << 23) - 1;         // |a| < 2^23

// uniform in [-bound, bound]
int32_t uniform(int32_t bound)
{
    return (int32_t)(next64() % (2 * (uint64_t)bound + 1)) - bound;
}

unsigned cyc[18];
ntt_bench::Tally tally{"tb_ntt_haetae"};

// Input number n of a test: the extremes first, then random within bound.
void input(int32_t c[256], unsigned n, int32_t bound)
{
    for (unsigned i = 0; i < 256; i++) {
        switch (n) {
        case 0: c[i] = 0; break;
        case 1: c[i] = bound; break;
        case 2: c[i] = -bound; break;
        case 3: c[i] = (i & 1) ? bound : -bound; break;
        case 4: c[i] = (i == 0) ? bound : 0; break;
        case 5: c[i] = (i == 255) ? -bound : 0; break;
        case 6: c[i] = (next64() & 1) ? bound : -bound; break;
        default: c[i] = uniform(bound); break;
        }
    }
}

} // namespace

int main(int argc, char **argv)
{
    unsigned count = argc > 1 ? (unsigned)std::strtoul(argv[1], nullptr, 0) : 1000;
    rng_state = argc > 2 ? std::strtoull(argv[2], nullptr, 0) : 1;
    ntt_bench::Dut<Vntt_haetae, int32_t, 256> d("tb_ntt_haetae");
    int32_t a[256], b[256], ref[256], hw[256];

    for (unsigned n = 0; n < count + 7; n++) {
        input(a, n, NTT_MAX);
        std::memcpy(ref, a, sizeof ref);
        hwref_haetae_ntt(ref);
        d.load(0, a);
        cyc[0] = d.run(0);
        d.store(hw);
        tally.check("ntt", n, ref, hw);
    }
    for (unsigned n = 0; n < count + 7; n++) {
        input(a, n, INV_MAX);
        std::memcpy(ref, a, sizeof ref);
        hwref_haetae_invntt_tomont(ref);
        d.load(0, a);
        cyc[1] = d.run(1);
        d.store(hw);
        tally.check("invntt_tomont", n, ref, hw);
    }
    // Pointwise: any int32 (the C kernel is exact for every int32 pair).
    for (unsigned n = 0; n < count + 4; n++) {
        for (unsigned i = 0; i < 256; i++) {
            const int32_t ext[4] = {INT32_MIN, INT32_MAX, -1, 0};
            switch (n) {
            case 0: a[i] = INT32_MIN; b[i] = INT32_MIN; break;
            case 1: a[i] = INT32_MAX; b[i] = INT32_MIN; break;
            case 2: a[i] = INT32_MAX; b[i] = INT32_MAX; break;
            case 3: a[i] = ext[i & 3]; b[i] = ext[(i >> 2) & 3]; break;
            default:
                a[i] = (n & 1) ? uniform(Q) : (int32_t)(uint32_t)next64();
                b[i] = (n & 1) ? uniform(Q) : (int32_t)(uint32_t)next64();
                break;
            }
        }
        hwref_haetae_pointwise(ref, a, b);
        d.load(0, a);
        d.load(1, b);
        cyc[2] = d.run(2);
        d.store(hw);
        tally.check("pointwise", n, ref, hw);
    }
    // Accumulating product: op 2, then r into B and op 3 (A = A + B),
    // against haetae_poly_pointwise_acc_montgomery_c. The factors as for
    // the pointwise product; r at +-(2^30), alternating, then random
    // within 2^30 (the C's int32 sum must not overflow).
    for (unsigned n = 0; n < count + 4; n++) {
        int32_t r[256];
        for (unsigned i = 0; i < 256; i++) {
            const int32_t ext[4] = {INT32_MIN, INT32_MAX, -1, 0};
            switch (n) {
            case 0: a[i] = INT32_MIN; b[i] = INT32_MAX; r[i] = 1 << 30; break;
            case 1: a[i] = INT32_MAX; b[i] = INT32_MAX; r[i] = -(1 << 30); break;
            case 2: a[i] = ext[i & 3]; b[i] = ext[(i >> 2) & 3]; r[i] = (i & 1) ? (1 << 30) : -(1 << 30); break;
            case 3: a[i] = 0; b[i] = 0; r[i] = uniform(1 << 30); break;
            default:
                a[i] = (n & 1) ? uniform(Q) : (int32_t)(uint32_t)next64();
                b[i] = (n & 1) ? uniform(Q) : (int32_t)(uint32_t)next64();
                r[i] = uniform(1 << 30);
                break;
            }
        }
        std::memcpy(ref, r, sizeof ref);
        hwref_haetae_pointwise_acc(ref, a, b);
        d.load(0, a);
        d.load(1, b);
        d.run(2);
        d.load(1, r);
        cyc[3] = d.run(3);
        d.store(hw);
        tally.check("pointwise_acc", n, ref, hw);
    }
    // Element-wise (ops 4, 5, 6): any int32. Extremes: INT32_MIN/MAX and
    // their neighbours, 0, +-1, and the multiples of q and 2q and their
    // neighbours (where the reductions' comparisons switch); then random
    // over all of int32, and random near multiples of q.
    for (unsigned n = 0; n < count / 4 + 4; n++) {
        for (unsigned i = 0; i < 256; i++) {
            const int32_t ext[8] = {INT32_MIN, INT32_MIN + 1, INT32_MAX, INT32_MAX - 1, 0, 1, -1, 2};
            int64_t m = (int64_t)(next64() % 66571) - 33285; // k q for |k q| < 2^31
            switch (n) {
            case 0: a[i] = ext[i & 7]; break;
            case 1: a[i] = (int32_t)((int64_t)((int)i - 128) * Q + (int)(i % 3) - 1); break;
            case 2: a[i] = (int32_t)((int64_t)((int)i - 128) * 2 * Q + (int)(i % 3) - 1); break;
            case 3: a[i] = (int32_t)(m * Q + (int64_t)(i % 5) - 2); break;
            default:
                a[i] = (n & 1) ? (int32_t)(uint32_t)next64()
                               : (int32_t)(m * Q + (int64_t)(next64() % 7) - 3);
                break;
            }
        }
        std::memcpy(ref, a, sizeof ref);
        hwref_haetae_freeze2q(ref);
        d.load(0, a);
        cyc[4] = d.run(4);
        d.store(hw);
        tally.check("freeze2q", n, ref, hw);
        std::memcpy(ref, a, sizeof ref);
        hwref_haetae_reduce2q(ref);
        d.load(0, a);
        cyc[5] = d.run(5);
        d.store(hw);
        tally.check("reduce2q", n, ref, hw);
        // sqnorm2: the sum in A[0] (low) and A[1] (high), the rest of A kept
        uint64_t s = hwref_haetae_sqnorm2(a);
        d.load(0, a);
        cyc[6] = d.run(6);
        d.store(hw);
        std::memcpy(ref, a, sizeof ref);
        ref[0] = (int32_t)(uint32_t)s;
        ref[1] = (int32_t)(uint32_t)(s >> 32);
        tally.check("sqnorm2", n, ref, hw);
    }
    // Ops 7 to 15: within the C's int32 bounds (no signed overflow): sub
    // |a|, |b| < 2^30; compose and mul_alpha |a| < 2^22 (|b| < 2^30);
    // double |a| < 2^30; fromcrt, fromcrt0, highbits_hint, csubDQ2ALPHA
    // |a| < 2^31 - 2^16; div2 any. Extremes at the bounds (for the hint ops
    // also small values around the comparisons' edges: input 7 and 8), then
    // random.
    static const char *const opname[16] = {"", "", "", "", "", "", "", "sub", "compose", "double",
                                           "fromcrt", "fromcrt0", "highbits_hint", "csubDQ2ALPHA",
                                           "mul_alpha", "div2"};
    for (unsigned op = 7; op <= 15; op++) {
        const int32_t ba = (op == 8 || op == 14)           ? (1 << 22) - 1
                           : (op == 7 || op == 9)          ? (1 << 30) - 1
                           : (op >= 10 && op <= 13)        ? INT32_MAX - (1 << 16)
                                                           : INT32_MAX,
                      bb = (1 << 30) - 1;
        for (unsigned n = 0; n < count / 8 + 9; n++) {
            int32_t t[256];
            input(a, n, ba);
            if (n == 7 || n == 8) // around the hint comparisons: -600 .. 129500
                for (unsigned i = 0; i < 256; i++)
                    a[i] = n == 7 ? (int32_t)i - 128 + 252 : (int32_t)(i * 509) - 600;
            input(t, n < 7 ? 6 - n : n, bb);
            hwref_haetae_elementwise(op, ref, a, t);
            d.load(0, a);
            d.load(1, t);
            cyc[op] = d.run(op);
            d.store(hw);
            tally.check(opname[op], n, ref, hw);
        }
    }
    // Rejection sampling (ops 16, 17): polynomials of four to eight blocks
    // of 168 bytes, op 16 for the first block, op 17 for the next ones;
    // the count and the coefficients sampled so far compared after each
    // block. Extremes: all bytes 0xFF (every candidate rejected), all 0
    // (all accepted: 256 reached inside the fourth block), candidates at
    // q - 1, q, q + 1 and 65535; then random bytes, and random candidates
    // near q (about half rejected).
    for (unsigned n = 0; n < count / 8 + 6; n++) {
        int32_t r[256] = {0};
        unsigned ctr = 0;
        for (unsigned blk = 0; blk < 4 + (n % 5); blk++) {
            uint8_t buf[168];
            for (unsigned i = 0; i < 84; i++) {
                const uint16_t edge[4] = {Q - 1, Q, Q + 1, 65535};
                uint16_t v = (uint16_t)next64();
                switch (n) {
                case 0: v = 0xFFFF; break;
                case 1: v = 0; break;
                case 2: v = edge[(i + blk) & 3]; break;
                case 3: v = (uint16_t)(Q - 2 + (int)(next64() % 4)); break;
                default:
                    if (n & 1)
                        v = (uint16_t)(Q - 128 + (int)(next64() % 256));
                    break;
                }
                buf[2 * i] = (uint8_t)v;
                buf[2 * i + 1] = (uint8_t)(v >> 8);
            }
            int32_t words[256] = {0};
            for (unsigned i = 0; i < 42; i++)
                words[i] = (int32_t)((uint32_t)buf[4 * i] | (uint32_t)buf[4 * i + 1] << 8 |
                                     (uint32_t)buf[4 * i + 2] << 16 |
                                     (uint32_t)buf[4 * i + 3] << 24);
            hwref_haetae_rej_block(r, &ctr, buf);
            d.load(1, words);
            cyc[16] = d.run(blk == 0 ? 16 : 17);
            int32_t got[256], want[256];
            d.store(got);
            for (unsigned i = 0; i < 256; i++) {
                want[i] = i < ctr ? r[i] : 0;
                got[i] = i < d.m->count ? got[i] : 0;
            }
            if (d.m->count != ctr)
                want[255] = (int32_t)0x7fffffff; // a count mismatch fails the check
            tally.check("rej_uniform", n, want, got);
        }
    }
    // Chain: a b mod q through the unit, against the same C calls.
    for (unsigned n = 0; n < count / 10 + 1; n++) {
        int32_t ra[256], rb[256];
        input(a, n + 7, Q);
        input(b, n + 7, Q);
        std::memcpy(ra, a, sizeof ra);
        std::memcpy(rb, b, sizeof rb);
        hwref_haetae_ntt(ra);
        hwref_haetae_ntt(rb);
        hwref_haetae_pointwise(ref, ra, rb);
        hwref_haetae_invntt_tomont(ref);
        d.load(0, b);
        d.run(0);
        d.store(hw);
        d.load(1, hw);
        d.load(0, a);
        d.run(0);
        d.run(2);
        d.run(1);
        d.store(hw);
        tally.check("chain", n, ref, hw);
    }
    d.m->final();
    std::printf("tb_ntt_haetae: %u/%u polynomials match; cycles start to done: "
                "ntt %u, invntt_tomont %u, pointwise %u, sum %u, freeze2q %u, reduce2q %u, "
                "sqnorm2 %u, sub %u, compose %u, double %u, ops 10-15 %u, rej_uniform block %u; "
                "256 host writes per polynomial in, 256 host reads out\n",
                tally.total - tally.bad, tally.total, cyc[0], cyc[1], cyc[2], cyc[3], cyc[4],
                cyc[5], cyc[6], cyc[7], cyc[8], cyc[9], cyc[15], cyc[16]);
    return tally.bad == 0 ? 0 : 1;
}

/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Arithmetic modulo the GCKSign prime q (< 2^60) and the negacyclic NTT.
 *
 * Portable 64-bit C: the 128-bit products that Montgomery reduction needs
 * are built from four 32 x 32 -> 64-bit products, so no 128-bit type or
 * compiler extension is used and 32-bit targets run the same code. Every
 * function returns the canonical representative in [0, q), so the results
 * are those of any exact implementation of the same maps, whatever the
 * reduction strategy. */
#include "gcksign.h"
#include "zetas.h"

/* The 128-bit product a b as (hi, lo). */
static inline void mul64(uint64_t *hi, uint64_t *lo, uint64_t a, uint64_t b)
{
    uint64_t a0 = a & 0xffffffffu, a1 = a >> 32;
    uint64_t b0 = b & 0xffffffffu, b1 = b >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
    *lo = (mid << 32) | (p00 & 0xffffffffu);
    *hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
}

uint64_t gcksign_montmul(uint64_t a, uint64_t b)
{
    uint64_t hi, lo, mhi, mlo, m;
    mul64(&hi, &lo, a, b);
    m = lo * GCKSIGN_QINV;
    mul64(&mhi, &mlo, m, GCKSIGN_Q);
    /* lo + mlo = 0 mod 2^64: it carries exactly when lo != 0. The sum
       (a b + m q) / 2^64 < q^2 / 2^64 + q < 2q. */
    (void)mlo;
    return gcksign_csubq(hi + mhi + ((lo | (0 - lo)) >> 63));
}

void gcksign_ntt(gcksign_poly *a)
{
    unsigned len, start, j, k = 0;
    for (len = GCKSIGN_N / 2; len > 0; len >>= 1) {
        for (start = 0; start < GCKSIGN_N; start += 2 * len) {
            uint64_t zeta = gcksign_zetas[++k];
            for (j = start; j < start + len; j++) {
                uint64_t t = gcksign_montmul(a->c[j + len], zeta);
                a->c[j + len] = gcksign_subq(a->c[j], t);
                a->c[j] = gcksign_addq(a->c[j], t);
            }
        }
    }
}

void gcksign_invntt(gcksign_poly *a)
{
    unsigned len, start, j, k = GCKSIGN_N;
    for (len = 1; len < GCKSIGN_N; len <<= 1) {
        for (start = 0; start < GCKSIGN_N; start += 2 * len) {
            uint64_t zeta = GCKSIGN_Q - gcksign_zetas[--k];
            for (j = start; j < start + len; j++) {
                uint64_t t = a->c[j];
                a->c[j] = gcksign_addq(t, a->c[j + len]);
                a->c[j + len] = gcksign_montmul(gcksign_subq(t, a->c[j + len]), zeta);
            }
        }
    }
    for (j = 0; j < GCKSIGN_N; j++) {
        a->c[j] = gcksign_montmul(a->c[j], GCKSIGN_NINV);
    }
}

void gcksign_inner(gcksign_poly *r, const gcksign_polyvec *a, const gcksign_polyvec *b)
{
    unsigned i, j;
    for (j = 0; j < GCKSIGN_N; j++) {
        uint64_t acc = 0;
        for (i = 0; i < GCKSIGN_M; i++) {
            acc = gcksign_addq(acc, gcksign_montmul(a->p[i].c[j], b->p[i].c[j]));
        }
        r->c[j] = acc;
    }
}

void gcksign_scale_r(gcksign_poly *a)
{
    unsigned j;
    for (j = 0; j < GCKSIGN_N; j++) {
        a->c[j] = gcksign_montmul(a->c[j], GCKSIGN_R2);
    }
}

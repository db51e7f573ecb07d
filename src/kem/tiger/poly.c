/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Arithmetic modulo 256 and the bit packings of TiGER.
 *
 * The reference multiplies by a sparse secret by adding shifted copies of
 * the other factor at the secret's positions, which addresses memory with
 * secret indices. Here the secret is dense (sampler.c, tiger_dense) and the
 * product a dense one over every coefficient: the same value modulo 256,
 * with every address and branch public. */
#include <string.h>

#include "ct.h"
#include "tiger.h"

/* The products split in halves with Karatsuba (exact modulo 256 as in any
   commutative ring) down to 256 coefficients, then run schoolbook (the
   compilers vectorize its inner loop): one level for n = 512, two for
   n = 1024. Written without recursion, one function per level. */
#define SCHOOLBOOK_MAX 256

typedef void (*mul_fn)(uint8_t *r, const uint8_t *x, const uint8_t *y, size_t m, uint8_t *tmp);

/* r[0..2m) = x * y (r[2m - 1] = 0); tmp unused */
static void schoolbook(uint8_t *r, const uint8_t *x, const uint8_t *y, size_t m, uint8_t *tmp)
{
    size_t i, j;
    (void)tmp;
    memset(r, 0, 2 * m);
    for (i = 0; i < m; i++) {
        unsigned xi = x[i];
        uint8_t *ri = r + i;
        for (j = 0; j < m; j++) {
            ri[j] = (uint8_t)(ri[j] + xi * y[j]);
        }
    }
}

/* r[0..2m) = x * y with the three half products by half(); tmp: 2m bytes
   here, then what half() needs */
static void karatsuba_step(uint8_t *r, const uint8_t *x, const uint8_t *y, size_t m, uint8_t *tmp,
                           mul_fn half)
{
    size_t h = m / 2, i;
    uint8_t *xs = tmp, *ys = tmp + h, *mid = tmp + 2 * h;
    half(r, x, y, h, tmp);
    half(r + m, x + h, y + h, h, tmp);
    for (i = 0; i < h; i++) {
        xs[i] = (uint8_t)(x[i] + x[h + i]);
        ys[i] = (uint8_t)(y[i] + y[h + i]);
    }
    half(mid, xs, ys, h, tmp + 4 * h);
    /* (x0 + x1)(y0 + y1) - x0 y0 - x1 y1, then added at x^h (two passes:
       r[h .. h + m) overlaps both halves the first pass reads) */
    for (i = 0; i < m; i++) {
        mid[i] = (uint8_t)(mid[i] - r[i] - r[m + i]);
    }
    for (i = 0; i < m; i++) {
        r[h + i] = (uint8_t)(r[h + i] + mid[i]);
    }
}

static void karatsuba1(uint8_t *r, const uint8_t *x, const uint8_t *y, size_t m, uint8_t *tmp)
{
    karatsuba_step(r, x, y, m, tmp, schoolbook);
}

#if TIGER_N == 2 * SCHOOLBOOK_MAX
#define TOP_PRODUCT karatsuba1
#elif TIGER_N == 4 * SCHOOLBOOK_MAX
static void karatsuba2(uint8_t *r, const uint8_t *x, const uint8_t *y, size_t m, uint8_t *tmp)
{
    karatsuba_step(r, x, y, m, tmp, karatsuba1);
}
#define TOP_PRODUCT karatsuba2
#else
#error "n must be 512 or 1024"
#endif

/* Scratch: 4n bytes (2n at the top level, n at the next). */
#define KARATSUBA_SCRATCH (4 * TIGER_N)

void KPQC_NS(tiger_mul_acc)(uint8_t acc[2 * TIGER_N], const uint8_t s[TIGER_N],
                            const uint8_t a[TIGER_N])
{
    uint8_t prod[2 * TIGER_N], tmp[KARATSUBA_SCRATCH];
    size_t i;
    TOP_PRODUCT(prod, s, a, TIGER_N, tmp);
    for (i = 0; i < 2 * TIGER_N; i++) {
        acc[i] = (uint8_t)(acc[i] + prod[i]);
    }
    kpqc_zeroize(prod, sizeof prod);
    kpqc_zeroize(tmp, sizeof tmp);
}

void KPQC_NS(tiger_mul_acc2)(uint8_t acc1[2 * TIGER_N], uint8_t acc2[2 * TIGER_N],
                             const uint8_t s[TIGER_N], const uint8_t a[TIGER_N],
                             const uint8_t b[TIGER_N])
{
    KPQC_NS(tiger_mul_acc)(acc1, s, a);
    KPQC_NS(tiger_mul_acc)(acc2, s, b);
}

void KPQC_NS(tiger_pack_top)(uint8_t *out, const uint8_t *v, size_t n, unsigned bits)
{
    uint32_t acc = 0;
    unsigned have = 0;
    size_t i, o = 0;
    for (i = 0; i < n; i++) {
        acc = (acc << bits) | ((uint32_t)v[i] >> (8 - bits));
        have += bits;
        while (have >= 8) {
            have -= 8;
            out[o++] = (uint8_t)(acc >> have);
        }
        acc &= (1u << have) - 1u;
    }
}

void KPQC_NS(tiger_unpack_top)(uint8_t *v, const uint8_t *in, size_t n, unsigned bits)
{
    uint32_t acc = 0;
    unsigned have = 0;
    size_t i, o = 0;
    for (i = 0; i < n; i++) {
        while (have < bits) {
            acc = (acc << 8) | in[o++];
            have += 8;
        }
        have -= bits;
        v[i] = (uint8_t)(((acc >> have) & ((1u << bits) - 1u)) << (8 - bits));
        acc &= (1u << have) - 1u;
    }
}

void KPQC_NS(tiger_pack16)(uint8_t *out, const uint16_t *v, size_t n, unsigned bits)
{
    uint32_t acc = 0;
    unsigned have = 0;
    size_t i, o = 0;
    for (i = 0; i < n; i++) {
        acc = (acc << bits) | (v[i] & ((1u << bits) - 1u));
        have += bits;
        while (have >= 8) {
            have -= 8;
            out[o++] = (uint8_t)(acc >> have);
        }
        acc &= (1u << have) - 1u;
    }
}

void KPQC_NS(tiger_unpack16)(uint16_t *v, const uint8_t *in, size_t n, unsigned bits)
{
    uint32_t acc = 0;
    unsigned have = 0;
    size_t i, o = 0;
    for (i = 0; i < n; i++) {
        while (have < bits) {
            acc = (acc << 8) | in[o++];
            have += 8;
        }
        have -= bits;
        v[i] = (uint16_t)((acc >> have) & ((1u << bits) - 1u));
        acc &= (1u << have) - 1u;
    }
}

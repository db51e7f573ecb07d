/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* GF(2^lambda) for lambda = 128, 192, 256.
 *
 * Carry-less products are built from integer multiplications of operands
 * whose set bits are at least four positions apart: in such a product no
 * column receives 16 or more ones, so the columns never carry into each
 * other's bits and bit k of the integer product is the parity of column k.
 * Integer multipliers take the same time for every operand on the targets
 * this library supports, so nothing here depends on the value of a secret
 * (no table lookups, no branches on bits). */
#include "aimer.h"
#include "bytes.h"
#include "native/api.h"

/* 32 x 32 -> 64-bit carry-less product. Each operand is split into four
 * interleaved combs (bits 0 mod 4, 1 mod 4, ...); a comb has at most 8
 * bits, so each partial product column sums at most 8 ones. The product of
 * comb i of x and comb j of y lands on bits (i + j) mod 4, so each residue
 * class of the result collects four partial products. */
static uint64_t clmul32(uint32_t x, uint32_t y)
{
    const uint64_t m0 = UINT64_C(0x1111111111111111), m1 = m0 << 1, m2 = m0 << 2, m3 = m0 << 3;
    uint64_t x0 = x & (uint32_t)m0, x1 = x & (uint32_t)m1, x2 = x & (uint32_t)m2,
             x3 = x & (uint32_t)m3;
    uint64_t y0 = y & (uint32_t)m0, y1 = y & (uint32_t)m1, y2 = y & (uint32_t)m2,
             y3 = y & (uint32_t)m3;
    uint64_t z0 = (x0 * y0) ^ (x1 * y3) ^ (x2 * y2) ^ (x3 * y1);
    uint64_t z1 = (x0 * y1) ^ (x1 * y0) ^ (x2 * y3) ^ (x3 * y2);
    uint64_t z2 = (x0 * y2) ^ (x1 * y1) ^ (x2 * y0) ^ (x3 * y3);
    uint64_t z3 = (x0 * y3) ^ (x1 * y2) ^ (x2 * y1) ^ (x3 * y0);
    return (z0 & m0) | (z1 & m1) | (z2 & m2) | (z3 & m3);
}

/* 64 x 64 -> 128: one Karatsuba step over 32-bit halves (3 products). */
static void clmul64(uint64_t r[2], uint64_t a, uint64_t b)
{
    uint32_t a0 = (uint32_t)a, a1 = (uint32_t)(a >> 32);
    uint32_t b0 = (uint32_t)b, b1 = (uint32_t)(b >> 32);
    uint64_t lo = clmul32(a0, b0), hi = clmul32(a1, b1);
    uint64_t mid = clmul32(a0 ^ a1, b0 ^ b1) ^ lo ^ hi;
    r[0] = lo ^ (mid << 32);
    r[1] = hi ^ (mid >> 32);
}

#if AIMER_W != 3
/* 128 x 128 -> 256 (Karatsuba, 3 products of 64 bits). */
static void pmul2(uint64_t r[4], const uint64_t a[2], const uint64_t b[2])
{
    uint64_t lo[2], hi[2], mid[2];
    clmul64(lo, a[0], b[0]);
    clmul64(hi, a[1], b[1]);
    clmul64(mid, a[0] ^ a[1], b[0] ^ b[1]);
    mid[0] ^= lo[0] ^ hi[0];
    mid[1] ^= lo[1] ^ hi[1];
    r[0] = lo[0];
    r[1] = lo[1] ^ mid[0];
    r[2] = hi[0] ^ mid[1];
    r[3] = hi[1];
}
#endif

#if AIMER_W == 3
/* 192 x 192 -> 384 with the six products a_i b_i and (a_i + a_j)(b_i + b_j). */
static void pmul(uint64_t r[6], const uint64_t a[3], const uint64_t b[3])
{
    uint64_t p0[2], p1[2], p2[2], p01[2], p02[2], p12[2];
    unsigned k;
    clmul64(p0, a[0], b[0]);
    clmul64(p1, a[1], b[1]);
    clmul64(p2, a[2], b[2]);
    clmul64(p01, a[0] ^ a[1], b[0] ^ b[1]);
    clmul64(p02, a[0] ^ a[2], b[0] ^ b[2]);
    clmul64(p12, a[1] ^ a[2], b[1] ^ b[2]);
    for (k = 0; k < 2; k++) {
        p01[k] ^= p0[k] ^ p1[k];         /* a0 b1 + a1 b0 */
        p02[k] ^= p0[k] ^ p2[k] ^ p1[k]; /* a0 b2 + a2 b0 + a1 b1 */
        p12[k] ^= p1[k] ^ p2[k];         /* a1 b2 + a2 b1 */
    }
    r[0] = p0[0];
    r[1] = p0[1] ^ p01[0];
    r[2] = p01[1] ^ p02[0];
    r[3] = p02[1] ^ p12[0];
    r[4] = p12[1] ^ p2[0];
    r[5] = p2[1];
}
#elif AIMER_W == 4
/* 256 x 256 -> 512: Karatsuba over 128-bit halves. */
static void pmul(uint64_t r[8], const uint64_t a[4], const uint64_t b[4])
{
    uint64_t lo[4], hi[4], mid[4], as[2], bs[2];
    unsigned k;
    pmul2(lo, a, b);
    pmul2(hi, a + 2, b + 2);
    as[0] = a[0] ^ a[2];
    as[1] = a[1] ^ a[3];
    bs[0] = b[0] ^ b[2];
    bs[1] = b[1] ^ b[3];
    pmul2(mid, as, bs);
    for (k = 0; k < 4; k++) {
        mid[k] ^= lo[k] ^ hi[k];
    }
    r[0] = lo[0];
    r[1] = lo[1];
    r[2] = lo[2] ^ mid[0];
    r[3] = lo[3] ^ mid[1];
    r[4] = hi[0] ^ mid[2];
    r[5] = hi[1] ^ mid[3];
    r[6] = hi[2];
    r[7] = hi[3];
}
#else
static void pmul(uint64_t r[4], const uint64_t a[2], const uint64_t b[2])
{
    pmul2(r, a, b);
}
#endif

/* Reduces a 2W-word product modulo x^lambda + x^k1 + x^k2 + x^k3 + 1. Word
 * i >= W stands for x^(64 (i - W)) x^lambda, which equals that power times
 * the low terms of the modulus; folding from the top word down, a fold that
 * spills into a word still >= W is reduced when the loop reaches it. */
#if AIMER_LAMBDA == 256
#define RED_K1 10
#define RED_K2 5
#define RED_K3 2
#else
#define RED_K1 7
#define RED_K2 2
#define RED_K3 1
#endif
static void reduce(aimer_gf *r, uint64_t t[2 * AIMER_W])
{
    unsigned i;
    for (i = 2 * AIMER_W - 1; i >= AIMER_W; i--) {
        uint64_t h = t[i];
        t[i - AIMER_W] ^= h ^ (h << RED_K1) ^ (h << RED_K2) ^ (h << RED_K3);
        t[i - AIMER_W + 1] ^= (h >> (64 - RED_K1)) ^ (h >> (64 - RED_K2)) ^ (h >> (64 - RED_K3));
    }
    for (i = 0; i < AIMER_W; i++) {
        r->w[i] = t[i];
    }
}

/* Little-endian words spelled out byte by byte, which compilers turn into
 * single loads and stores where the byte order allows. */
void aimer_gf_from_bytes(aimer_gf *a, const uint8_t in[AIMER_FB])
{
    unsigned i;
    for (i = 0; i < AIMER_W; i++) {
        a->w[i] = kpqc_load64_le(in + 8 * i);
    }
}

void aimer_gf_to_bytes(uint8_t out[AIMER_FB], const aimer_gf *a)
{
    unsigned i;
    for (i = 0; i < AIMER_W; i++) {
        kpqc_store64_le(out + 8 * i, a->w[i]);
    }
}

void aimer_gf_add(aimer_gf *r, const aimer_gf *a, const aimer_gf *b)
{
    unsigned i;
    for (i = 0; i < AIMER_W; i++) {
        r->w[i] = a->w[i] ^ b->w[i];
    }
}

void aimer_gf_mul_c(aimer_gf *r, const aimer_gf *a, const aimer_gf *b)
{
    uint64_t t[2 * AIMER_W];
    pmul(t, a->w, b->w);
    reduce(r, t);
}

void aimer_gf_mul(aimer_gf *r, const aimer_gf *a, const aimer_gf *b)
{
#if defined(AIMER_NATIVE_GF_MUL)
    if (aimer_native_gf_mul(r, a, b) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    aimer_gf_mul_c(r, a, b);
}

void aimer_gf_mul_add(aimer_gf *r, const aimer_gf *a, const aimer_gf *b)
{
    aimer_gf p;
    aimer_gf_mul(&p, a, b);
    aimer_gf_add(r, r, &p);
}

void aimer_gf_dot_add_c(aimer_gf *r, const aimer_gf *a, const aimer_gf *b, unsigned n)
{
    unsigned k;
    for (k = 0; k < n; k++) {
        aimer_gf_mul_add(r, &a[k], &b[k]);
    }
}

void aimer_gf_dot_add(aimer_gf *r, const aimer_gf *a, const aimer_gf *b, unsigned n)
{
#if defined(AIMER_NATIVE_GF_DOT_ADD)
    if (aimer_native_gf_dot_add(r, a, b, n) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    aimer_gf_dot_add_c(r, a, b, n);
}

/* Squaring is linear over GF(2): the square of sum a_i x^i is
 * sum a_i x^(2i), so each word spreads into two with zeros between bits. */
static uint64_t spread32(uint32_t v)
{
    uint64_t x = v;
    x = (x | (x << 16)) & UINT64_C(0x0000FFFF0000FFFF);
    x = (x | (x << 8)) & UINT64_C(0x00FF00FF00FF00FF);
    x = (x | (x << 4)) & UINT64_C(0x0F0F0F0F0F0F0F0F);
    x = (x | (x << 2)) & UINT64_C(0x3333333333333333);
    x = (x | (x << 1)) & UINT64_C(0x5555555555555555);
    return x;
}

void aimer_gf_sqr_n_c(aimer_gf *r, const aimer_gf *a, unsigned n)
{
    uint64_t t[2 * AIMER_W];
    unsigned i, k;
    *r = *a;
    for (k = 0; k < n; k++) {
        for (i = 0; i < AIMER_W; i++) {
            t[2 * i] = spread32((uint32_t)r->w[i]);
            t[2 * i + 1] = spread32((uint32_t)(r->w[i] >> 32));
        }
        reduce(r, t);
    }
}

void aimer_gf_sqr_n(aimer_gf *r, const aimer_gf *a, unsigned n)
{
#if defined(AIMER_NATIVE_GF_SQR_N)
    if (aimer_native_gf_sqr_n(r, a, n) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    aimer_gf_sqr_n_c(r, a, n);
}

/* a^(2^lambda - 2) = (a^(2^(lambda-1) - 1))^2, with beta_k = a^(2^k - 1)
 * built along the binary expansion of lambda - 1 (Itoh-Tsujii):
 * beta_2k = beta_k^(2^k) beta_k and beta_(k+1) = beta_k^2 a. About lambda
 * squarings and 2 log2(lambda) multiplications, the same for every a. */
void aimer_gf_inv(aimer_gf *r, const aimer_gf *a)
{
    const unsigned e = AIMER_LAMBDA - 1;
    aimer_gf beta = *a, t;
    unsigned k = 1;
    int bit;
    for (bit = 7; bit >= 0; bit--) { /* lambda - 1 < 2^8 */
        if ((e >> bit) == 0 || (e >> bit) == 1) {
            continue; /* leading bits: beta_1 = a */
        }
        aimer_gf_sqr_n(&t, &beta, k);
        aimer_gf_mul(&beta, &t, &beta);
        k *= 2;
        if ((e >> bit) & 1) {
            aimer_gf_sqr_n(&t, &beta, 1);
            aimer_gf_mul(&beta, &t, a);
            k += 1;
        }
    }
    aimer_gf_sqr_n(r, &beta, 1);
}

uint64_t aimer_gf_is_zero(const aimer_gf *a)
{
    uint64_t z = 0;
    unsigned i;
    for (i = 0; i < AIMER_W; i++) {
        z |= a->w[i];
    }
    /* z | -z has its top bit set exactly when z != 0 */
    return 1 ^ ((z | (0 - z)) >> 63);
}

void aimer_gf_mat_vec_add_c(aimer_gf *r, const aimer_gf *v, const aimer_gf m[AIMER_LAMBDA])
{
    uint64_t acc[AIMER_W] = {0};
    unsigned i, j, k;
    for (i = 0; i < AIMER_W; i++) {
        uint64_t word = v->w[i];
        for (j = 0; j < 64; j++) {
            uint64_t mask = 0 - ((word >> j) & 1);
            const uint64_t *row = m[64 * i + j].w;
            for (k = 0; k < AIMER_W; k++) {
                acc[k] ^= row[k] & mask;
            }
        }
    }
    for (k = 0; k < AIMER_W; k++) {
        r->w[k] ^= acc[k];
    }
}

void aimer_gf_mat_vec_add(aimer_gf *r, const aimer_gf *v, const aimer_gf m[AIMER_LAMBDA])
{
#if defined(AIMER_NATIVE_GF_MAT_VEC_ADD)
    if (aimer_native_gf_mat_vec_add(r, v, m) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    aimer_gf_mat_vec_add_c(r, v, m);
}

void aimer_gf_mat_vec(aimer_gf *r, const aimer_gf *v, const aimer_gf m[AIMER_LAMBDA])
{
    unsigned k;
    for (k = 0; k < AIMER_W; k++) {
        r->w[k] = 0;
    }
    aimer_gf_mat_vec_add(r, v, m);
}

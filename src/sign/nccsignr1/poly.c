/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NCC-Sign round 1: arithmetic in Z_q[x]/(x^n - x - 1), sampling,
 * rounding, hints, norms and encodings, with the integer semantics of the
 * reference (KPQClean 7ea2087, WG0/dsa-NCCSign) and in constant time where
 * the data is secret. */
#include <string.h>

#include "ct.h"
#include "ctgrind.h"
#include "fips202.h"
#include "nccsignr1.h"

#define SHAKE128_RATE 168
#define SHAKE256_RATE 136

void r1_sample_matrix(uint32_t arev[R1_N], const uint8_t seed[R1_SEEDBYTES])
{
    /* Public data: plain rejection sampling. 168-byte blocks hold whole
       3-byte words, so the blocks are parsed one at a time. */
    static const uint8_t nonce[2] = {0, 0};
    uint8_t buf[SHAKE128_RATE];
    kpqc_keccak_ctx ctx;
    unsigned ctr = 0, pos;

    kpqc_shake128_init(&ctx);
    kpqc_keccak_absorb(&ctx, seed, R1_SEEDBYTES);
    kpqc_keccak_absorb(&ctx, nonce, 2);
    kpqc_keccak_finalize(&ctx);
    while (ctr < R1_N) {
        kpqc_keccak_squeezeblocks(&ctx, buf, 1);
        for (pos = 0; pos + 3 <= SHAKE128_RATE && ctr < R1_N; pos += 3) {
            uint32_t t =
                ((uint32_t)buf[pos] | (uint32_t)buf[pos + 1] << 8 | (uint32_t)buf[pos + 2] << 16) &
                0x7FFFFFu;
            if (t < R1_Q) {
                arev[R1_N - 1 - ctr] = t;
                ctr++;
            }
        }
    }
    kpqc_keccak_wipe(&ctx);
}

/* The product. The reference multiplies a 2^32 (its Montgomery form) by A
 * with a Toom-Cook-4 and Karatsuba scheme that returns a A exactly in
 * [0, q) once its conditional subtractions are read with 64-bit shifts,
 * then applies its from_mont, whose reduction constant is -q^-1 where a
 * signed Montgomery reduction wants q^-1: that conversion returns minus the
 * reduction, -x 2^-32 mod q (in (-q/2 - 1, q/2), a representative only its
 * residue is used of). Here: the schoolbook product of a_i + q (in (0, 2q),
 * the same residue) and A_i < 2^23, every column an exact 64-bit sum
 * (n 2q 2^23 < 2^60), folded with x^n = x + 1, then times -2^-32.
 * Column k + n (k < n - 1) lands on x^k and x^(k+1), so coefficient k
 * collects columns k, k + n and k + n - 1. The loops depend on n only. */
#define R1_MONT2   ((uint32_t)((uint64_t)R1_MONT * R1_MONT % R1_Q)) /* 2^64 mod q */
#define R1_NEGMONT ((uint32_t)(R1_Q - R1_MONT))                     /* -2^32 mod q */

void r1_mul_matrix(int32_t out[R1_N], const int32_t a[R1_N], const uint32_t arev[R1_N])
{
    uint32_t prev = 0;
    unsigned i, k;

    for (k = 0; k < R1_N; k++) {
        uint64_t lo = 0, hi = 0;
        uint32_t h;
        const uint32_t *al = arev + (R1_N - 1 - k); /* A_(k-i) = al[i] */
        const int32_t *ah = a + k + 1;              /* a_(k+1+j) = ah[j] (k = n - 1: none read) */
        for (i = 0; i <= k; i++) {
            lo += (uint64_t)(uint32_t)(a[i] + R1_Q) * al[i];
        }
        /* column k + n: the sum of a_(k+1+j) A_(n-1-j), A_(n-1-j) = arev[j] */
        for (i = 0; i < R1_N - 1 - k; i++) {
            hi += (uint64_t)(uint32_t)(ah[i] + R1_Q) * arev[i];
        }
        h = r1_reduce_mul(hi, R1_MONT2);
        out[k] = (int32_t)r1_reduce_mul(lo + h + prev, R1_NEGMONT);
        prev = h;
    }
}

/* The reference reads each stream byte as two 4-bit fields, low first, and
 * for every field t below 15 appends 2 - (t mod 5). ETA_BYTES bytes give n
 * values with overwhelming probability (more than 28 standard deviations
 * above the need); they are processed in constant time: every field
 * becomes an item (value, kept), and the kept items are compacted to the
 * front by shifting each left by the number of rejected fields before it,
 * one bit of that distance per pass, lowest bit first (order-preserving
 * moves never collide). */
#define ETA_BLOCKS ((5 * R1_N / 8 + SHAKE256_RATE - 1) / SHAKE256_RATE)
#define ETA_BYTES  (ETA_BLOCKS * SHAKE256_RATE)
#define ETA_ITEMS  (2 * ETA_BYTES)

/* An item: bits 0-11 the number of rejected fields before it, bit 12
 * "kept", bits 13-15 its field modulo 5. */
#define ITEM_KEEP_BIT  12
#define ITEM_DIST      0x0FFFu
#define ITEM_VAL_SHIFT 13
_Static_assert(ETA_ITEMS <= ITEM_DIST + 1, "the eta sampler's distances need more bits");

/* t mod 5 for t < 16, without division */
static unsigned mod5(unsigned t)
{
    return t - ((205 * t) >> 10) * 5;
}

void r1_sample_eta(int32_t a[R1_N], const uint8_t seed[R1_CRHBYTES])
{
    static const uint8_t nonce[2] = {0, 0};
    uint8_t buf[ETA_BYTES];
    uint16_t item[ETA_ITEMS];
    kpqc_keccak_ctx ctx;
    unsigned i, rejected = 0, kept;
    int enough;

    kpqc_shake256_init(&ctx);
    kpqc_keccak_absorb(&ctx, seed, R1_CRHBYTES);
    kpqc_keccak_absorb(&ctx, nonce, 2);
    kpqc_keccak_finalize(&ctx);
    kpqc_keccak_squeezeblocks(&ctx, buf, ETA_BLOCKS);

    for (i = 0; i < ETA_ITEMS; i++) {
        unsigned t = (buf[i / 2] >> (4 * (i % 2))) & 15u;
        unsigned k = ((t + 1) >> 4) ^ 1; /* t < 15 */
        item[i] = (uint16_t)(mod5(t) << ITEM_VAL_SHIFT | k << ITEM_KEEP_BIT | rejected);
        rejected += k ^ 1;
    }
    kpqc_ct_compact_u16(item, ETA_ITEMS, ITEM_KEEP_BIT);
    kept = ETA_ITEMS - rejected;
    /* Whether ETA_BYTES bytes sufficed: false with negligible probability,
       and all it reveals is that event. */
    enough = kept >= R1_N;
    KPQC_CT_PUBLIC(&enough, sizeof enough);
    for (i = 0; i < R1_N; i++) {
        a[i] = 2 - (int32_t)(item[i] >> ITEM_VAL_SHIFT);
    }
    if (!enough) {
        unsigned ctr = kept;
        while (ctr < R1_N) {
            kpqc_keccak_squeezeblocks(&ctx, buf, 1);
            for (i = 0; i < 2 * SHAKE256_RATE && ctr < R1_N; i++) {
                unsigned t = (buf[i / 2] >> (4 * (i % 2))) & 15u;
                if (t < 15) {
                    a[ctr++] = 2 - (int32_t)mod5(t);
                }
            }
        }
    }
    kpqc_keccak_wipe(&ctx);
    kpqc_zeroize(buf, sizeof buf);
    kpqc_zeroize(item, sizeof item);
}

void r1_sample_gamma1(int32_t a[R1_N], const uint8_t rho[R1_CRHBYTES], uint16_t nonce)
{
    uint8_t buf[R1_POLYZ_BYTES];
    uint8_t t[2];
    kpqc_keccak_ctx ctx;

    t[0] = (uint8_t)nonce;
    t[1] = (uint8_t)(nonce >> 8);
    kpqc_shake256_init(&ctx);
    kpqc_keccak_absorb(&ctx, rho, R1_CRHBYTES);
    kpqc_keccak_absorb(&ctx, t, 2);
    kpqc_keccak_finalize(&ctx);
    kpqc_keccak_squeeze(&ctx, buf, sizeof buf);
    (void)kpqc_unpack_bits(a, buf, R1_N, R1_Z_BITS, R1_GAMMA1, -1);
    kpqc_keccak_wipe(&ctx);
    kpqc_zeroize(buf, sizeof buf);
}

void r1_challenge(int8_t c[R1_N], const uint8_t cseed[R1_SEEDBYTES])
{
    /* Public: the seed is the signature's first field. Candidates are two
       bytes, the first's bits on top of the second's low C_BITS - 8 bits;
       the position counter stays even, so a pair never straddles blocks. */
    uint8_t buf[SHAKE256_RATE];
    kpqc_keccak_ctx ctx;
    uint32_t signs = 0;
    unsigned i, b, pos;

    kpqc_shake256_init(&ctx);
    kpqc_keccak_absorb(&ctx, cseed, R1_SEEDBYTES);
    kpqc_keccak_finalize(&ctx);
    kpqc_keccak_squeezeblocks(&ctx, buf, 1);
    for (i = 0; i < 4; i++) {
        signs |= (uint32_t)buf[i] << (8 * i);
    }
    pos = 4;
    memset(c, 0, R1_N);
    for (i = R1_N - R1_TAU; i < R1_N; i++) {
        do {
            if (pos >= SHAKE256_RATE) {
                kpqc_keccak_squeezeblocks(&ctx, buf, 1);
                pos = 0;
            }
            b = (unsigned)buf[pos] << (R1_C_BITS - 8) |
                (buf[pos + 1] & ((1u << (R1_C_BITS - 8)) - 1));
            pos += 2;
        } while (b > i);
        c[i] = c[b];
        c[b] = (int8_t)(1 - 2 * (int)(signs & 1));
        signs >>= 1;
    }
}

void r1_sparse_acc(int32_t r[R1_N], const int8_t c[R1_N], const int16_t s[R1_N], int32_t k)
{
    unsigned i, j;
    for (j = 0; j < R1_N; j++) {
        int32_t v;
        if (c[j] == 0) {
            continue;
        }
        v = k * c[j];
        for (i = 0; i < R1_N - j; i++) {
            r[i + j] += v * s[i];
        }
        /* x^(i+j) = x^(i+j-n) (x + 1) */
        for (i = R1_N - j; i < R1_N; i++) {
            int32_t t = v * s[i];
            r[i + j - R1_N] += t;
            r[i + j - R1_N + 1] += t;
        }
    }
}

/* floor(2^40 / (2 gamma2)): a quotient estimate one too small at worst
 * for a < 2^25 */
#define R1_G       (2 * R1_GAMMA2)
#define R1_DIV_MUL ((uint64_t)(UINT64_C(1) << 40) / R1_G)

/* The reference's Decompose for a in [0, q): a0 = a mod 2 gamma2, moved to
 * (-gamma2, gamma2]; a1 = (a - a0) / (2 gamma2), except that a - a0 = q - 1
 * gives a1 = 0 and a0 - 1. Constant time. */
static uint32_t decompose1(int32_t a, int32_t *a0)
{
    uint32_t q1 = (uint32_t)(((uint64_t)(uint32_t)a * R1_DIV_MUL) >> 40);
    int32_t r = a - (int32_t)q1 * R1_G; /* [0, 2 G) */
    int32_t m = ~((r - R1_G) >> 31);    /* r >= G */
    uint32_t last;
    r -= R1_G & m;
    q1 += (uint32_t)m & 1u;
    m = (R1_GAMMA2 - r) >> 31; /* r > gamma2 */
    r -= R1_G & m;
    q1 += (uint32_t)m & 1u;
    last = kpqc_ct_is_zero_mask_u32(q1 - R1_W1_MAX);
    q1 &= ~last;
    *a0 = r - (int32_t)(last & 1u);
    return q1;
}

void r1_decompose(uint8_t w1[R1_N], int32_t a[R1_N])
{
    unsigned i;
    for (i = 0; i < R1_N; i++) {
        w1[i] = (uint8_t)decompose1(a[i], &a[i]);
    }
}

unsigned r1_make_hint(uint8_t h[R1_N], const int32_t a0[R1_N], const uint8_t w1[R1_N])
{
    unsigned i, s = 0;
    for (i = 0; i < R1_N; i++) {
        int32_t a = a0[i];
        uint32_t above = (uint32_t)(R1_GAMMA2 - a) >> 31;               /* a > gamma2 */
        uint32_t below = 1u ^ ((uint32_t)(R1_Q - R1_GAMMA2 - a) >> 31); /* a <= q - gamma2 */
        uint32_t edge = kpqc_ct_is_zero_mask_u32((uint32_t)(a - (R1_Q - R1_GAMMA2))) &
                        kpqc_ct_is_zero_mask_u32(w1[i]) & 1u;
        uint32_t v = above & below & (edge ^ 1u);
        h[i] = (uint8_t)v;
        s += v;
    }
    return s;
}

void r1_use_hint(uint8_t w1[R1_N], const int32_t a[R1_N], const uint8_t h[R1_N])
{
    unsigned i;
    for (i = 0; i < R1_N; i++) {
        int32_t a0;
        uint32_t a1 = decompose1(a[i], &a0);
        if (h[i]) {
            if (a0 > 0) {
                a1 = a1 == R1_W1_MAX - 1 ? 0 : a1 + 1;
            } else {
                a1 = a1 == 0 ? R1_W1_MAX - 1 : a1 - 1;
            }
        }
        w1[i] = (uint8_t)a1;
    }
}

int r1_exceeds(const int32_t a[R1_N], int32_t bound)
{
    uint32_t bad = 0;
    unsigned i;
    for (i = 0; i < R1_N; i++) {
        int32_t t = a[i];
        int32_t abs = t - ((t >> 31) & (2 * t));
        bad |= (uint32_t)(bound - 1 - abs) >> 31;
    }
    return (int)bad;
}

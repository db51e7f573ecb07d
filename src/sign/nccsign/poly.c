/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NCC-Sign sampling, rounding, hints and norms, with the exact integer
 * semantics of the reference (KpqClean_ver2 0896ebe), in constant time
 * where the data is secret. */
#include <string.h>

#include "ct.h"
#include "ctgrind.h"
#include "fips202.h"
#include "nccsign.h"
#include "reduce.h"

#define SHAKE128_RATE 168
#define SHAKE256_RATE 136

void nccsign_matrix_mul(int32_t w[NCCSIGN_N], const uint8_t seed[NCCSIGN_SEEDBYTES])
{
    /* Public data: plain rejection sampling, each entry multiplied into w
       as it is drawn (A is never stored). 168-byte blocks hold whole
       3-byte words, so the blocks are parsed one at a time. */
    static const uint8_t nonce[2] = {0, 0};
    uint8_t buf[SHAKE128_RATE];
    kpqc_keccak_ctx ctx;
    unsigned ctr = 0, pos;
#if NCCSIGN_MODE == 3
    int32_t blk[6];
#endif

    kpqc_shake128_init(&ctx);
    kpqc_keccak_absorb(&ctx, seed, NCCSIGN_SEEDBYTES);
    kpqc_keccak_absorb(&ctx, nonce, 2);
    kpqc_keccak_finalize(&ctx);
    while (ctr < NCCSIGN_N) {
        kpqc_keccak_squeezeblocks(&ctx, buf, 1);
        for (pos = 0; pos + 3 <= SHAKE128_RATE && ctr < NCCSIGN_N; pos += 3) {
            uint32_t t =
                (uint32_t)buf[pos] | (uint32_t)buf[pos + 1] << 8 | (uint32_t)buf[pos + 2] << 16;
            if (t != 0 && t < NCCSIGN_Q) {
#if NCCSIGN_MODE == 3
                blk[ctr % 6] = (int32_t)t;
                if (ctr % 6 == 5) {
                    nccsign_basemul_pair(w, blk, ctr / 6);
                }
#else
                w[ctr] = nccsign_mul((int32_t)t, w[ctr]);
#endif
                ctr++;
            }
        }
    }
}

/* The reference reads each stream byte as four 2-bit fields t0..t3 and,
 * for every field below 3, appends the value 1 - t0 (t0, not the field
 * itself: a quirk that makes -2 possible and that the keys depend on).
 * ETA_BYTES bytes give N values with overwhelming probability (at least
 * 24 standard deviations above the need); they are processed in constant
 * time: every field becomes an item (value, kept), and the kept items
 * are compacted to the front by shifting each left by the number of
 * rejected fields before it, one bit of that distance per pass, lowest
 * bit first (order-preserving moves never collide). */
#if NCCSIGN_MODE == 1
#define ETA_BLOCKS 4
#elif NCCSIGN_MODE == 3
#define ETA_BLOCKS 6
#else
#define ETA_BLOCKS 8
#endif
#define ETA_BYTES (ETA_BLOCKS * SHAKE256_RATE)
#define ETA_ITEMS (4 * ETA_BYTES)
_Static_assert(3 * ETA_BYTES >= NCCSIGN_N + NCCSIGN_N / 3, "too few bytes for the eta sampler");

/* An item: bits 0-12 the number of rejected fields before it, bit 13
 * "kept", bits 14-15 the t0 of its byte (its value is 1 - t0). */
#define ITEM_KEEP_BIT  13
#define ITEM_DIST      0x1FFFu
#define ITEM_VAL_SHIFT 14
_Static_assert(ETA_ITEMS <= ITEM_DIST + 1, "the eta sampler's distances need more bits");

void nccsign_sample_eta(nccsign_poly *a, const uint8_t seed[2 * NCCSIGN_SEEDBYTES])
{
    static const uint8_t nonce[2] = {0, 0};
    uint8_t buf[ETA_BYTES];
    uint16_t item[ETA_ITEMS];
    kpqc_keccak_ctx ctx;
    unsigned i, j, rejected = 0, kept;
    int enough;

    kpqc_shake256_init(&ctx);
    kpqc_keccak_absorb(&ctx, seed, 2 * NCCSIGN_SEEDBYTES);
    kpqc_keccak_absorb(&ctx, nonce, 2);
    kpqc_keccak_finalize(&ctx);
    kpqc_keccak_squeezeblocks(&ctx, buf, ETA_BLOCKS);

    for (i = 0; i < ETA_BYTES; i++) {
        unsigned b = buf[i];
        unsigned v = (b & 3u) << ITEM_VAL_SHIFT;
        for (j = 0; j < 4; j++) {
            unsigned t = (b >> (2 * j)) & 3;
            unsigned k = ((t & (t >> 1)) & 1) ^ 1; /* t < 3 */
            item[4 * i + j] = (uint16_t)(v | k << ITEM_KEEP_BIT | rejected);
            rejected += k ^ 1;
        }
    }
    kpqc_ct_compact_u16(item, ETA_ITEMS, ITEM_KEEP_BIT);
    kept = ETA_ITEMS - rejected;
    /* Whether ETA_BYTES bytes sufficed: false with probability below
       2^-400, and all it reveals is that event. */
    enough = kept >= NCCSIGN_N;
    KPQC_CT_PUBLIC(&enough, sizeof enough);
    for (i = 0; i < NCCSIGN_N; i++) {
        a->c[i] = 1 - (int32_t)(item[i] >> ITEM_VAL_SHIFT);
    }
    if (!enough) {
        unsigned ctr = kept;
        while (ctr < NCCSIGN_N) {
            kpqc_keccak_squeezeblocks(&ctx, buf, 1);
            for (i = 0; i < SHAKE256_RATE && ctr < NCCSIGN_N; i++) {
                unsigned b = buf[i];
                for (j = 0; j < 4 && ctr < NCCSIGN_N; j++) {
                    if (((b >> (2 * j)) & 3) != 3) {
                        a->c[ctr++] = 1 - (int32_t)(b & 3);
                    }
                }
            }
        }
    }
    kpqc_keccak_wipe(&ctx);
    kpqc_zeroize(buf, sizeof buf);
    kpqc_zeroize(item, sizeof item);
}

void nccsign_sample_gamma1(nccsign_poly *a, const uint8_t rho[NCCSIGN_CRHBYTES], uint16_t nonce)
{
    /* eight coefficients (19 or 20 bytes) per squeeze: the stream is the
       reference's, without a buffer of the whole encoding */
    uint8_t buf[NCCSIGN_Z_BITS];
    uint8_t t[2];
    kpqc_keccak_ctx ctx;
    unsigned i;

    t[0] = (uint8_t)nonce;
    t[1] = (uint8_t)(nonce >> 8);
    kpqc_shake256_init(&ctx);
    kpqc_keccak_absorb(&ctx, rho, NCCSIGN_CRHBYTES);
    kpqc_keccak_absorb(&ctx, t, 2);
    kpqc_keccak_finalize(&ctx);
    for (i = 0; i < NCCSIGN_N; i += 8) {
        kpqc_keccak_squeeze(&ctx, buf, sizeof buf);
        (void)kpqc_unpack_bits(a->c + i, buf, 8, NCCSIGN_Z_BITS, NCCSIGN_GAMMA1, -1);
    }
    kpqc_keccak_wipe(&ctx);
    kpqc_zeroize(buf, sizeof buf);
}

void nccsign_challenge(int8_t c[NCCSIGN_N], const uint8_t cseed[NCCSIGN_SEEDBYTES])
{
    uint8_t buf[SHAKE256_RATE];
    kpqc_keccak_ctx ctx;
    uint32_t signs;
    unsigned i, pos;

    kpqc_shake256_init(&ctx);
    kpqc_keccak_absorb(&ctx, cseed, NCCSIGN_SEEDBYTES);
    kpqc_keccak_finalize(&ctx);
    kpqc_keccak_squeezeblocks(&ctx, buf, 1);
    signs =
        (uint32_t)buf[0] | (uint32_t)buf[1] << 8 | (uint32_t)buf[2] << 16 | (uint32_t)buf[3] << 24;
    pos = 4;
    memset(c, 0, NCCSIGN_N);
    /* Fisher-Yates over the last tau positions; an index takes one byte
       and 3 (n = 2304: 4) bits of the next, and is redrawn while > i. */
    for (i = NCCSIGN_N - NCCSIGN_TAU; i < NCCSIGN_N; i++) {
        unsigned b;
        do {
            if (pos >= SHAKE256_RATE) {
                kpqc_keccak_squeezeblocks(&ctx, buf, 1);
                pos = 0;
            }
#if NCCSIGN_N == 2304
            b = (unsigned)buf[pos] << 4 | (buf[pos + 1] & 0xFu);
#else
            b = (unsigned)buf[pos] << 3 | (buf[pos + 1] & 0x7u);
#endif
            pos += 2;
        } while (b > i);
        c[i] = c[b];
        c[b] = (int8_t)(1 - 2 * (int)(signs & 1));
        signs >>= 1;
    }
}

/* x^k for n <= k < 3n/2 is x^(k - n/2) - x^(k - n); for k >= 3n/2 it is
 * -x^(k - 3n/2) (x^n = x^(n/2) - 1 applied twice, two terms cancelling). */
/* r += k c s for a public c: each nonzero c_p adds the shifted row of s,
 * x^(p+j) reduced by x^n = x^(n/2) - 1. The loops depend on c's positions
 * only (public); s is read and accumulated without branches. */
#define SPARSE_ACC_BODY                                                     \
    const unsigned n = NCCSIGN_N, h = NCCSIGN_N / 2;                        \
    unsigned p, j;                                                          \
    for (p = 0; p < n; p++) {                                               \
        unsigned mid = p < h ? n : n + h - p; /* end of the second range */ \
        int32_t sg = k * ((int32_t)(c[p] == 1) - (int32_t)(c[p] == -1));    \
        if (sg == 0) {                                                      \
            continue;                                                       \
        }                                                                   \
        for (j = 0; j < n - p; j++) {                                       \
            r[p + j] += sg * s[j];                                          \
        }                                                                   \
        for (j = n - p; j < mid; j++) {                                     \
            int32_t v = sg * s[j];                                          \
            r[p + j - h] += v;                                              \
            r[p + j - n] -= v;                                              \
        }                                                                   \
        for (j = mid; j < n; j++) {                                         \
            r[p + j - n - h] -= sg * s[j];                                  \
        }                                                                   \
    }

void nccsign_sparse_acc(int32_t r[NCCSIGN_N], const int8_t c[NCCSIGN_N], const int16_t s[NCCSIGN_N],
                        int32_t k)
{
    SPARSE_ACC_BODY
}

void nccsign_sparse_acc_small(int32_t r[NCCSIGN_N], const int8_t c[NCCSIGN_N],
                              const int8_t s[NCCSIGN_N], int32_t k)
{
    SPARSE_ACC_BODY
}

void nccsign_power2round(nccsign_poly *a, nccsign_poly *a0)
{
    unsigned i;
    for (i = 0; i < NCCSIGN_N; i++) {
        int32_t x = a->c[i];
        int32_t r = x & ((1 << NCCSIGN_D) - 1);
        r -= nccsign_negmask((1 << (NCCSIGN_D - 1)) - r) & (1 << NCCSIGN_D);
        a0->c[i] = r;
        a->c[i] = (x - r) >> NCCSIGN_D;
    }
}

/* all-ones if x == 0, else 0 */
static inline uint32_t zmask(uint32_t x)
{
    return ((x | (0u - x)) >> 31) - 1u;
}

/* floor(x / (2 gamma2)) for 0 <= x < 2^24, by a multiplication: the
 * estimate's error is below 2^-24 and 1/(2 gamma2) > 2^-20. */
#define DIV_SHIFT 48
#define DIV_MUL   (((UINT64_C(1) << DIV_SHIFT) + 2 * NCCSIGN_GAMMA2 - 1) / (2 * NCCSIGN_GAMMA2))

/* a in [0, q): a1 with a = a1 2 gamma2 + a0, a0 in (-gamma2, gamma2]; the
 * top value a1 = (q - 1) / (2 gamma2) wraps to 0 with a0 - 1. */
static int32_t decompose1(int32_t *a0, int32_t a)
{
    uint32_t x = (uint32_t)a + NCCSIGN_GAMMA2 - 1;
    int32_t a1 = (int32_t)(((uint64_t)x * DIV_MUL) >> DIV_SHIFT);
    int32_t top;
    *a0 = a - a1 * 2 * NCCSIGN_GAMMA2;
    top = (int32_t)zmask((uint32_t)(a1 ^ NCCSIGN_W1_LIMIT));
    a1 &= ~top;
    *a0 += top; /* top is 0 or -1 */
    return a1;
}

void nccsign_decompose(uint8_t w1[NCCSIGN_N], nccsign_poly *a)
{
    unsigned i;
    for (i = 0; i < NCCSIGN_N; i++) {
        int32_t a0;
        w1[i] = (uint8_t)decompose1(&a0, a->c[i]);
        a->c[i] = a0;
    }
}

unsigned nccsign_make_hint(uint8_t h[NCCSIGN_N], const nccsign_poly *a0,
                           const uint8_t w1[NCCSIGN_N])
{
    unsigned i, n = 0;
    for (i = 0; i < NCCSIGN_N; i++) {
        int32_t x = a0->c[i];
        uint32_t above = (uint32_t)nccsign_negmask(NCCSIGN_GAMMA2 - x); /* x > gamma2 */
        uint32_t below = (uint32_t)nccsign_negmask(x + NCCSIGN_GAMMA2); /* x < -gamma2 */
        uint32_t edge = zmask((uint32_t)(x + NCCSIGN_GAMMA2)) & ~zmask(w1[i]);
        unsigned bit = (unsigned)((above | below | edge) & 1u);
        h[i] = (uint8_t)bit;
        n += bit;
    }
    return n;
}

void nccsign_use_hint(uint8_t w1[NCCSIGN_N], const nccsign_poly *a, const uint8_t h[NCCSIGN_N])
{
    unsigned i;
    for (i = 0; i < NCCSIGN_N; i++) {
        int32_t a0;
        int32_t a1 = decompose1(&a0, a->c[i]);
        if (h[i]) {
            a1 = a0 > 0 ? a1 + 1 : a1 - 1;
            a1 &= NCCSIGN_W1_LIMIT - 1; /* the limit is a power of two */
        }
        w1[i] = (uint8_t)a1;
    }
}

int nccsign_exceeds(const nccsign_poly *a, int32_t bound)
{
    uint32_t bad = 0;
    unsigned i;
    for (i = 0; i < NCCSIGN_N; i++) {
        int32_t x = a->c[i];
        int32_t m = nccsign_negmask(x);
        int32_t t = x - (m & 2 * x); /* |x| */
        bad |= (uint32_t)nccsign_negmask(bound - 1 - t);
    }
    return (int)(bad & 1u);
}

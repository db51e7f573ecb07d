/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The hyperball sampler of HAETAE signing, v1.2.0 (SampleHyperBall).
 *
 * A point uniform in the ball of radius B0 in dimension n = N (L + K) is
 * obtained from n + 2 continuous Gaussians: scaled by B0 over their joint
 * norm, the first n of them are uniform in the ball (the two extra ones
 * are sampled and counted in the norm, never output). Each Gaussian is a
 * discrete half-Gaussian integer x (sigma 16, from an 83-bit CDT) plus 72
 * uniform fraction bits u, kept with probability exp(-((x+u)^2 - x^2)/512)
 * so that x + u follows the continuous half-Gaussian; a separate random
 * bit gives the sign. The norm is inverted by Newton's method in the fixed
 * point of fixpoint.c, and a final integer norm check rejects the rare
 * outputs that rounding pushed past B0.
 *
 * Randomness: polynomial i of an attempt reads SHAKE256(seed || nonce_i)
 * (nonce_i little-endian, one new nonce per polynomial): first N/8 bytes of
 * sign bits, then 26-byte draws, one per Gaussian trial, until N (N + 1
 * for the first two polynomials) trials are accepted.
 *
 * Memory: a sample has 56 fractional bits and needs 64 bits until the scale
 * is known. Its low 32 bits wait in the output coefficient itself, its high
 * 32 bits in a scratch array, so the sampler needs 4 bytes of scratch per
 * coefficient instead of 8. */
#include <stdint.h>

#include "ct.h"
#include "ctgrind.h"
#include "fips202.h"
#include "fixpoint.h"
#include "haetae.h"
#include "native/api.h"
#include "stream.h"

#define DIM        (HAETAE_L + HAETAE_K) /* polynomials per attempt */
#define DRAW_BYTES HAETAE_DRAW_BYTES
#define SIGN_BYTES (HAETAE_N / 8)

/* Cumulative distribution of the discrete half-Gaussian on {0, 1, ...} with
 * weights exp(-k^2 / 512): entry k is the 83-bit integer
 * haetae_cdt_high[k] * 2^41 + haetae_cdt_low[k] ~ 2^83 P(X <= k), split so that both
 * halves and their differences fit a signed 64-bit range. Facts of the
 * specification;
 * tools/gen/haetae_hyperball.py prints and checks them against the exact
 * distribution. */
const uint64_t haetae_cdt_high[HAETAE_CDT_LEN] = {
    UINT64_C(0x031d28552b9), UINT64_C(0x0638c279c10), UINT64_C(0x094fb6b46e2),
    UINT64_C(0x0c5efb2c3d0), UINT64_C(0x0f639cdc21e), UINT64_C(0x125ac815b16),
    UINT64_C(0x1541d06a278), UINT64_C(0x181637d5063), UINT64_C(0x1ad5b5089c3),
    UINT64_C(0x1d7e38c2936), UINT64_C(0x200df21500d), UINT64_C(0x22835197299),
    UINT64_C(0x24dd0b7807b), UINT64_C(0x271a1873624), UINT64_C(0x2939b5b0c97),
    UINT64_C(0x2b3b6399ced), UINT64_C(0x2d1ee3ba365), UINT64_C(0x2ee435c1802),
    UINT64_C(0x308b93c0ee6), UINT64_C(0x32156dc401b), UINT64_C(0x338264e3452),
    UINT64_C(0x34d345f22e7), UINT64_C(0x360903e8d46), UINT64_C(0x3724b229600),
    UINT64_C(0x38277ebf79b), UINT64_C(0x3912acb5a7f), UINT64_C(0x39e78e99be4),
    UINT64_C(0x3aa781463ad), UINT64_C(0x3b53e702ebd), UINT64_C(0x3bee230b873),
    UINT64_C(0x3c7795872cc), UINT64_C(0x3cf197f82e7), UINT64_C(0x3d5d7a280a3),
    UINT64_C(0x3dbc7f90589), UINT64_C(0x3e0fdd3e9dd), UINT64_C(0x3e58b82e733),
    UINT64_C(0x3e982413734), UINT64_C(0x3ecf228aae8), UINT64_C(0x3efea2aa349),
    UINT64_C(0x3f2780e469c), UINT64_C(0x3f4a87346c1), UINT64_C(0x3f686d88a96),
    UINT64_C(0x3f81da60f3a), UINT64_C(0x3f976395ca6), UINT64_C(0x3fa98f3f2d4),
    UINT64_C(0x3fb8d4b20e2), UINT64_C(0x3fc59d8c5b8), UINT64_C(0x3fd046c8897),
    UINT64_C(0x3fd921d27ab), UINT64_C(0x3fe07598a01), UINT64_C(0x3fe67f95159),
    UINT64_C(0x3feb74cb670), UINT64_C(0x3fef82b8763), UINT64_C(0x3ff2d032b93),
    UINT64_C(0x3ff57e39b00), UINT64_C(0x3ff7a8b3fd0), UINT64_C(0x3ff9671c07d),
    UINT64_C(0x3ffacd1b735), UINT64_C(0x3ffbeb15fe7), UINT64_C(0x3ffccea4a37),
    UINT64_C(0x3ffd8301f31), UINT64_C(0x3ffe1168c64), UINT64_C(0x3ffe81666f6),
    UINT64_C(0x3ffed92199f), UINT64_C(0x3fff1d97037), UINT64_C(0x3fff52cd2fb),
    UINT64_C(0x3fff7c002a4), UINT64_C(0x3fff9bc6560), UINT64_C(0x3fffb42f36d),
    UINT64_C(0x3fffc6dd0be), UINT64_C(0x3fffd519fc2), UINT64_C(0x3fffdfe97f4),
    UINT64_C(0x3fffe8169bf), UINT64_C(0x3fffee3f7d7), UINT64_C(0x3ffff2ded41),
    UINT64_C(0x3ffff65360e), UINT64_C(0x3ffff8e6016), UINT64_C(0x3fffface801),
    UINT64_C(0x3ffffc3765e), UINT64_C(0x3ffffd40fcf), UINT64_C(0x3ffffe03ad8),
    UINT64_C(0x3ffffe91d68), UINT64_C(0x3ffffef93ca), UINT64_C(0x3fffff44266),
    UINT64_C(0x3fffff7a36a), UINT64_C(0x3fffffa113f), UINT64_C(0x3fffffbce84),
    UINT64_C(0x3fffffd0c1e), UINT64_C(0x3fffffdedc5), UINT64_C(0x3fffffe8d78),
    UINT64_C(0x3fffffefe0d), UINT64_C(0x3ffffff4d1b), UINT64_C(0x3ffffff8468),
    UINT64_C(0x3ffffffaaef), UINT64_C(0x3ffffffc5ad), UINT64_C(0x3ffffffd829),
    UINT64_C(0x3ffffffe4e4), UINT64_C(0x3ffffffeda0), UINT64_C(0x3fffffff397),
    UINT64_C(0x3fffffff7a7), UINT64_C(0x3fffffffa68), UINT64_C(0x3fffffffc44),
    UINT64_C(0x3fffffffd84), UINT64_C(0x3fffffffe5a), UINT64_C(0x3fffffffeea),
    UINT64_C(0x3ffffffff49), UINT64_C(0x3ffffffff88), UINT64_C(0x3ffffffffb1),
    UINT64_C(0x3ffffffffcd), UINT64_C(0x3ffffffffdf), UINT64_C(0x3ffffffffea),
    UINT64_C(0x3fffffffff2), UINT64_C(0x3fffffffff7), UINT64_C(0x3fffffffffa),
    UINT64_C(0x3fffffffffc), UINT64_C(0x3fffffffffd), UINT64_C(0x3fffffffffe),
    UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff),
    UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff),
    UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff),
    UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff),
    UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff),
    UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff),
    UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff),
    UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff),
    UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff),
    UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff),
    UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff),
    UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff),
    UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff),
    UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff),
    UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff),
    UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff), UINT64_C(0x3ffffffffff),
    UINT64_C(0x3ffffffffff),
};
const uint64_t haetae_cdt_low[HAETAE_CDT_LEN] = {
    UINT64_C(0x0bc88db1e28), UINT64_C(0x0e69064b2ee), UINT64_C(0x04dd1418704),
    UINT64_C(0x04d9b97b1dd), UINT64_C(0x0e0a65d0050), UINT64_C(0x0b869003e7d),
    UINT64_C(0x194f8bf43c6), UINT64_C(0x1acb211b4db), UINT64_C(0x1f7f524be80),
    UINT64_C(0x0a6f2ceb77f), UINT64_C(0x0906b7dad17), UINT64_C(0x17a1966b9a7),
    UINT64_C(0x1ac9735f58a), UINT64_C(0x0f40642ba60), UINT64_C(0x1a1afb5e4ec),
    UINT64_C(0x1a8ffc2fcf5), UINT64_C(0x1e1ac90c9eb), UINT64_C(0x0341d78466f),
    UINT64_C(0x0a572bb3d8a), UINT64_C(0x16cc82a5384), UINT64_C(0x1c477dfecb9),
    UINT64_C(0x0b02a25fef3), UINT64_C(0x0cd208dbaa1), UINT64_C(0x02b9085e7db),
    UINT64_C(0x01c5551378d), UINT64_C(0x149d9e5a8bb), UINT64_C(0x14ede732d83),
    UINT64_C(0x18d3fe83c38), UINT64_C(0x1d130fe20e0), UINT64_C(0x00b76d85108),
    UINT64_C(0x092414901ff), UINT64_C(0x170b911f3de), UINT64_C(0x00fdfd508c9),
    UINT64_C(0x103a2a54906), UINT64_C(0x0dbeb04b20c), UINT64_C(0x06b741b666d),
    UINT64_C(0x09fded20430), UINT64_C(0x1354fcf6ff6), UINT64_C(0x026a1d318f6),
    UINT64_C(0x020cfa9cabc), UINT64_C(0x1bbf700fc40), UINT64_C(0x18944042803),
    UINT64_C(0x01aabe53700), UINT64_C(0x056e0f9a967), UINT64_C(0x00a79e4539c),
    UINT64_C(0x1d11feb4d12), UINT64_C(0x1598b73dde0), UINT64_C(0x1b5a7904d7e),
    UINT64_C(0x1cbefabc820), UINT64_C(0x05fd5022976), UINT64_C(0x028aab1981b),
    UINT64_C(0x1e60378cd98), UINT64_C(0x04b38e3ca90), UINT64_C(0x09615dcd7c6),
    UINT64_C(0x038bdc85312), UINT64_C(0x02a57a8ae1a), UINT64_C(0x0b2ea9b2bef),
    UINT64_C(0x0bd6509b5a2), UINT64_C(0x11d6ba81c37), UINT64_C(0x08bf96caa93),
    UINT64_C(0x062ea8cda2d), UINT64_C(0x0b333ae9203), UINT64_C(0x1b5a7718d61),
    UINT64_C(0x0cab8497c0a), UINT64_C(0x0b33bf2b7d9), UINT64_C(0x0c550dfe7e2),
    UINT64_C(0x0f3927f906e), UINT64_C(0x146b573bc40), UINT64_C(0x0dec4b6aff1),
    UINT64_C(0x1fa17def8ec), UINT64_C(0x0d06ce20a93), UINT64_C(0x167c5186746),
    UINT64_C(0x0cd7e9b180f), UINT64_C(0x1a8bd33f0bb), UINT64_C(0x06341e791cc),
    UINT64_C(0x06ce045599f), UINT64_C(0x00faa9a526e), UINT64_C(0x0901a4a4e52),
    UINT64_C(0x1139ce07540), UINT64_C(0x115ffb47f4c), UINT64_C(0x17481687af0),
    UINT64_C(0x13e68301c65), UINT64_C(0x15fae1c84cb), UINT64_C(0x1b07368c266),
    UINT64_C(0x0f897fc83f6), UINT64_C(0x046663ec049), UINT64_C(0x11c1b5aff07),
    UINT64_C(0x0533c3890a6), UINT64_C(0x0602066b0f2), UINT64_C(0x06df3db86b7),
    UINT64_C(0x0818587e2aa), UINT64_C(0x1a348ac2a93), UINT64_C(0x0797970dbfe),
    UINT64_C(0x173fd7a00bc), UINT64_C(0x0a573bca5ce), UINT64_C(0x1c109f51681),
    UINT64_C(0x1bd39a036ec), UINT64_C(0x0bd4ee1f846), UINT64_C(0x1a859b20a4a),
    UINT64_C(0x0dda93d266d), UINT64_C(0x07a9fb0d4e0), UINT64_C(0x068ef31b1cc),
    UINT64_C(0x0c16a3f5f0c), UINT64_C(0x1d30be5cabf), UINT64_C(0x03465d95fe6),
    UINT64_C(0x09a538ad2fa), UINT64_C(0x0b1c2119732), UINT64_C(0x1df8795a2c9),
    UINT64_C(0x087a0a9f2af), UINT64_C(0x04df6f0f4a9), UINT64_C(0x1a10f204910),
    UINT64_C(0x0c6f1668b32), UINT64_C(0x0939680bfaf), UINT64_C(0x0e4216290db),
    UINT64_C(0x0f1c044613e), UINT64_C(0x1892dc2b174), UINT64_C(0x12fb4188608),
    UINT64_C(0x03bc0a56eba), UINT64_C(0x0e523b218c6), UINT64_C(0x14fc31097e3),
    UINT64_C(0x1929d76dbeb), UINT64_C(0x1bc5e7c0350), UINT64_C(0x1d6586c6684),
    UINT64_C(0x1e6716865f7), UINT64_C(0x1f0613c76e2), UINT64_C(0x1f67d62ab64),
    UINT64_C(0x1fa3b6664c0), UINT64_C(0x1fc83e13d66), UINT64_C(0x1fde713ef71),
    UINT64_C(0x1febe18936f), UINT64_C(0x1ff3fbfc997), UINT64_C(0x1ff8d9fa29a),
    UINT64_C(0x1ffbc372590), UINT64_C(0x1ffd7fb7dfd), UINT64_C(0x1ffe87747f9),
    UINT64_C(0x1fff2368b89), UINT64_C(0x1fff7f44d88), UINT64_C(0x1fffb52a49b),
    UINT64_C(0x1fffd4a9ffb), UINT64_C(0x1fffe700579), UINT64_C(0x1ffff1a287f),
    UINT64_C(0x1ffff7c6f06), UINT64_C(0x1ffffb4fa99), UINT64_C(0x1ffffd56300),
    UINT64_C(0x1ffffe7e364), UINT64_C(0x1fffff268d7), UINT64_C(0x1fffff85e8e),
    UINT64_C(0x1fffffbbb6f), UINT64_C(0x1fffffd9f49), UINT64_C(0x1fffffeae2c),
    UINT64_C(0x1ffffff453d), UINT64_C(0x1ffffff9928), UINT64_C(0x1ffffffc797),
    UINT64_C(0x1ffffffe12f), UINT64_C(0x1ffffffef3c), UINT64_C(0x1fffffff6eb),
    UINT64_C(0x1fffffffb1b), UINT64_C(0x1fffffffd60), UINT64_C(0x1fffffffe9a),
    UINT64_C(0x1ffffffff43), UINT64_C(0x1ffffffff9e), UINT64_C(0x1ffffffffce),
    UINT64_C(0x1ffffffffe7), UINT64_C(0x1fffffffff4), UINT64_C(0x1fffffffffb),
    UINT64_C(0x1fffffffffe),
};

/* Little-endian load of n <= 8 bytes. */
static uint64_t load_le(const uint8_t *p, unsigned n)
{
    uint64_t v = 0;
    unsigned i;

    for (i = 0; i < n; i++) {
        v |= (uint64_t)p[i] << (8 * i);
    }
    return v;
}

/* The number of CDT entries below the 83-bit value (hi, lo): a sample of the
 * discrete half-Gaussian. Every entry is compared, whatever the value: the
 * value is split like the table (42 + 41 bits), the low halves' difference
 * gives a borrow in bit 63, and so does the high halves' difference minus
 * that borrow exactly when entry < value. Two subtractions and two shifts
 * per entry, in a loop compilers vectorise. */
uint32_t haetae_cdt_sample_c(uint64_t lo, uint32_t hi)
{
    const uint64_t vhigh = ((uint64_t)hi << 23) | (lo >> 41);
    const uint64_t vlow = lo & ((UINT64_C(1) << 41) - 1);
    uint64_t count = 0;
    unsigned k;

    for (k = 0; k < HAETAE_CDT_LEN; k++) {
        const uint64_t borrow = (haetae_cdt_low[k] - vlow) >> 63;
        count += (haetae_cdt_high[k] - vhigh - borrow) >> 63;
    }
    return (uint32_t)count;
}

/* The dispatcher: the native CDT_SAMPLE kernel where the backend has one
 * (native/api.h), else the twin above. */
static uint64_t cdt_sample(uint64_t lo, uint32_t hi)
{
#if defined(HAETAE_NATIVE_CDT_SAMPLE)
    uint32_t n;
    if (haetae_native_cdt_sample(&n, lo, hi) == KPQC_NATIVE_OK)
        return n;
#endif
    return haetae_cdt_sample_c(lo, hi);
}

/* One Gaussian trial from a 26-byte draw: x from the CDT, u the 72
 * fraction bits, y = x + u / 2^72. Sets *r = y rounded to 56 fractional
 * bits, *sq = (y / 16)^2 (the fixed-point square of the 76-bit pattern
 * x 2^72 + u), and returns 1 if the trial is accepted, 0 if rejected. */
static uint64_t gauss_trial(uint64_t *r, haetae_fx *sq, const uint8_t draw[DRAW_BYTES])
{
    const uint64_t x = cdt_sample(load_le(draw, 8), (uint32_t)load_le(draw + 8, 3) & 0x7ffffu);
    const uint64_t rej = load_le(draw + 11, 6);
    haetae_fx y;
    uint64_t z, below, nonzero;

    /* y = x * 2^72 + u, u the 72 fraction bits. */
    y.lo = load_le(draw + 17, 6);
    y.hi = load_le(draw + 23, 3) | (x << 24);

    /* Round to 56 fractional bits; the two words are rounded separately so
     * that nothing overflows even for the largest x. */
    *r = (((y.lo >> 15) + 1) >> 1) + (y.hi << 32);

    /* z = 2^48 ((x+u)^2 - x^2) / 512, the exponent of the acceptance
     * probability: subtract x^2 from the square, cut 28 bits, round one. */
    haetae_fx_square(sq, &y);
    z = ((sq->hi - ((x * x) << 20)) << 20) | (sq->lo >> 28);
    z = (z + 1) >> 1;

    /* Accept if rej (its lowest bit cleared) < 2^48 exp(-z / 2^48). Both
     * sides are below 2^50, so the borrow is the sign of the difference.
     * A candidate that rounds to 0 lies on both half-lines; it is kept
     * only when the spare lowest bit of rej is 1, to halve its weight. */
    below = ((rej & ~(uint64_t)1) - haetae_exp_neg48(z)) >> 63;
    nonzero = (*r | (0u - *r)) >> 63;
    return below & (nonzero | rej) & 1u;
}

/* Accumulate sq into sum when accept = 1, in constant time. */
static void add_masked(haetae_fx *sum, const haetae_fx *sq, uint64_t accept)
{
    const uint64_t mask = 0u - accept;

    sum->lo += sq->lo & mask;
    sum->hi += sq->hi & mask;
    sum->hi += sum->lo >> 48;
    sum->lo &= (UINT64_C(1) << 48) - 1;
}

/* Four consecutive trials (the twin of the native GAUSS_TRIALS kernel, see
 * native/api.h; the portable sampler runs them one at a time). */
void haetae_gauss_trials_c(uint64_t r[4], haetae_fx sq[4], uint32_t *accept,
                           const uint8_t draws[4 * HAETAE_DRAW_BYTES])
{
    unsigned i;
    *accept = 0;
    for (i = 0; i < 4; i++) {
        *accept |= (uint32_t)gauss_trial(&r[i], &sq[i], draws + i * HAETAE_DRAW_BYTES) << i;
    }
}

/* ---- the stream of one polynomial, shared with the native kernels ---- */

_Static_assert(SIGN_BYTES + HAETAE_STREAM_FIRST == KPQC_SHAKE256_RATE,
               "the first block holds the sign bits and four draws");

static void nonce_bytes(uint8_t le[2], uint16_t nonce)
{
    le[0] = (uint8_t)nonce;
    le[1] = (uint8_t)(nonce >> 8);
}

void haetae_stream_open(kpqc_keccak_ctx *ctx, uint8_t signs[HAETAE_N / 8],
                        uint8_t first[HAETAE_STREAM_FIRST], const uint8_t seed[HAETAE_CRHBYTES],
                        uint16_t nonce)
{
    uint8_t nonce_le[2];

    nonce_bytes(nonce_le, nonce);
    kpqc_shake256_init(ctx);
    kpqc_keccak_absorb(ctx, seed, HAETAE_CRHBYTES);
    kpqc_keccak_absorb(ctx, nonce_le, 2);
    kpqc_keccak_finalize(ctx);
    kpqc_keccak_squeeze(ctx, signs, SIGN_BYTES);
    kpqc_keccak_squeeze(ctx, first, HAETAE_STREAM_FIRST);
}

void haetae_stream4_open(kpqc_keccakx4_ctx *ctx, uint8_t *const signs[4], uint8_t *const first[4],
                         const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce,
                         const unsigned wanted[4])
{
    uint8_t nonces[4][2];
    uint8_t block[4][KPQC_SHAKE256_RATE];
    unsigned j, i;

    for (j = 0; j < 4; j++) {
        nonce_bytes(nonces[j], (uint16_t)(nonce + j));
    }
    kpqc_shake256x4_init(ctx);
    kpqc_keccakx4_absorb(ctx, seed, seed, seed, seed, HAETAE_CRHBYTES);
    kpqc_keccakx4_absorb(ctx, nonces[0], nonces[1], nonces[2], nonces[3], 2);
    kpqc_keccakx4_finalize(ctx);
    kpqc_keccakx4_squeezeblocks(ctx, block[0], block[1], block[2], block[3], 1);
    for (j = 0; j < 4; j++) {
        if (wanted[j] != 0) {
            for (i = 0; i < SIGN_BYTES; i++) {
                signs[j][i] = block[j][i];
            }
        }
        for (i = 0; i < HAETAE_STREAM_FIRST; i++) {
            first[j][i] = block[j][SIGN_BYTES + i];
        }
    }
    kpqc_zeroize(block, sizeof block);
}

/* Samples one polynomial of an attempt, one trial at a time: keeps the low
 * 32 bits of each sample in out[] (as a well-defined int32_t image), the
 * high 32 bits in hi[], the sign bits in signs[], and adds the squares of
 * all accepted trials (including the extra, unstored one of the first two
 * polynomials) to *sum. */
void haetae_sample_poly_c(int32_t out[HAETAE_N], uint32_t hi[HAETAE_N], uint8_t signs[HAETAE_N / 8],
                          haetae_fx *sum, const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce,
                          unsigned wanted)
{
    kpqc_keccak_ctx ctx;
    haetae_stream s;
    uint8_t buf[KPQC_SHAKE256_RATE + 2 * DRAW_BYTES];
    haetae_fx sq;
    uint64_t r;
    uint32_t accept;

    haetae_stream_init(&s, out, hi, wanted);
    haetae_stream_open(&ctx, signs, buf, seed, nonce);
    while (s.got < s.wanted) {
        if (haetae_stream_batch(&s, 1) == 0) {
            kpqc_keccak_squeezeblocks(&ctx, haetae_stream_room(&s, buf, sizeof buf, 1), 1);
            continue;
        }
        accept = (uint32_t)gauss_trial(&r, &sq, buf + s.pos);
        add_masked(sum, &sq, haetae_stream_take(&s, &r, accept, 1));
    }
    kpqc_keccak_wipe(&ctx);
    kpqc_zeroize(buf, sizeof buf);
    kpqc_zeroize(&sq, sizeof sq);
    kpqc_zeroize(&r, sizeof r);
}

void haetae_sample_poly(int32_t out[HAETAE_N], uint32_t hi[HAETAE_N], uint8_t signs[HAETAE_N / 8],
                        haetae_fx *sum, const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce,
                        unsigned wanted)
{
#if defined(HAETAE_NATIVE_SAMPLE_POLY)
    if (haetae_native_sample_poly(out, hi, signs, sum, seed, nonce, wanted) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    haetae_sample_poly_c(out, hi, signs, sum, seed, nonce, wanted);
}

void haetae_sample_poly4_c(int32_t *const out[4], uint32_t *const hi[4], uint8_t *const signs[4],
                           haetae_fx *sum, const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce,
                           const unsigned wanted[4])
{
    unsigned j;
    for (j = 0; j < 4; j++) {
        if (wanted[j] != 0) {
            haetae_sample_poly_c(out[j], hi[j], signs[j], sum, seed, (uint16_t)(nonce + j),
                                 wanted[j]);
        }
    }
}

void haetae_sample_poly4(int32_t *const out[4], uint32_t *const hi[4], uint8_t *const signs[4],
                         haetae_fx *sum, const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce,
                         const unsigned wanted[4])
{
    unsigned j;
#if defined(HAETAE_NATIVE_SAMPLE_POLY4)
    if (haetae_native_sample_poly4(out, hi, signs, sum, seed, nonce, wanted) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    /* no four-stream kernel: each stream alone, through the single-stream
     * dispatcher (the twin's outputs, see haetae_sample_poly4_c) */
    for (j = 0; j < 4; j++) {
        if (wanted[j] != 0) {
            haetae_sample_poly(out[j], hi[j], signs[j], sum, seed, (uint16_t)(nonce + j),
                               wanted[j]);
        }
    }
}

/* out[j] = the sample (high word hi[j], low word out[j]) times the scale,
 * rounded to 13 fractional bits, negated when sign bit j is set. */
void haetae_scale_poly_c(int32_t out[HAETAE_N], const uint32_t hi[HAETAE_N],
                         const uint8_t signs[HAETAE_N / 8], const haetae_fx *scale)
{
    unsigned j;
    for (j = 0; j < HAETAE_N; j++) {
        const uint64_t r = ((uint64_t)hi[j] << 32) | (uint32_t)out[j];
        out[j] = haetae_fx_scale13(r, scale, (uint32_t)(signs[j / 8] >> (j % 8)) & 1u);
    }
}

void haetae_scale_poly(int32_t out[HAETAE_N], const uint32_t hi[HAETAE_N],
                       const uint8_t signs[HAETAE_N / 8], const haetae_fx *scale)
{
#if defined(HAETAE_NATIVE_SCALE_POLY)
    if (haetae_native_scale_poly(out, hi, signs, scale) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    haetae_scale_poly_c(out, hi, signs, scale);
}

uint64_t haetae_fix_sqnorm2(const haetae_poly y1[HAETAE_L], const haetae_poly y2[HAETAE_K])
{
    uint64_t acc = 0;
    unsigned i, j;

    for (i = 0; i < HAETAE_L; i++) {
        for (j = 0; j < HAETAE_N; j++) {
            acc += (uint64_t)((int64_t)y1[i].c[j] * y1[i].c[j]);
        }
    }
    for (i = 0; i < HAETAE_K; i++) {
        for (j = 0; j < HAETAE_N; j++) {
            acc += (uint64_t)((int64_t)y2[i].c[j] * y2[i].c[j]);
        }
    }
    return acc;
}

/* The coefficients of polynomial i of the point (y1, then y2). */
static int32_t *poly_out(haetae_poly y1[HAETAE_L], haetae_poly y2[HAETAE_K], unsigned i)
{
    return i < HAETAE_L ? y1[i].c : y2[i - HAETAE_L].c;
}

int haetae_sample_hyperball(haetae_poly y1[HAETAE_L], haetae_poly y2[HAETAE_K], uint8_t *b,
                            const uint8_t seed[HAETAE_CRHBYTES], uint32_t *next_nonce,
                            haetae_hyperball_scratch *scratch)
{
    uint32_t nonce = *next_nonce;
    uint32_t(*high)[HAETAE_N] = scratch->high;
    uint8_t(*signs)[SIGN_BYTES] = scratch->signs;
    haetae_fx sum, inv, scale;
    uint8_t tail[HAETAE_CRHBYTES + 2];
    uint64_t too_long;
    unsigned i;

    for (;;) {
        /* The nonce is two bytes on the wire: a point and its b need
         * DIM + 1 unused nonces (b's nonce is also the next point's first,
         * as in the reference), and none may repeat. Reached only by a
         * signer that already made thousands of attempts. */
        if (nonce > 0xFFFFu - DIM) {
            kpqc_zeroize(scratch, sizeof *scratch);
            *next_nonce = nonce;
            return -1;
        }
        sum.lo = 0;
        sum.hi = 0;
        /* Four polynomials at a time (their streams are independent), a
         * single leftover one alone. */
        for (i = 0; i < DIM; i += 4) {
            int32_t *outs[4];
            uint32_t *highs[4];
            uint8_t *signss[4];
            unsigned wanted[4], j;
            if (DIM - i == 1) {
                haetae_sample_poly(poly_out(y1, y2, i), high[i], signs[i], &sum, seed,
                                   (uint16_t)nonce, i < 2 ? HAETAE_N + 1 : HAETAE_N);
                nonce++;
                break;
            }
            for (j = 0; j < 4; j++) {
                const unsigned k = i + j < DIM ? i + j : i;
                outs[j] = poly_out(y1, y2, k);
                highs[j] = high[k];
                signss[j] = signs[k];
                wanted[j] = i + j >= DIM ? 0 : i + j < 2 ? HAETAE_N + 1 : HAETAE_N;
            }
            haetae_sample_poly4(outs, highs, signss, &sum, seed, (uint16_t)nonce, wanted);
            nonce += DIM - i < 4 ? DIM - i : 4;
        }

        /* sum/2, rounded half up, then 1/sqrt(sum) and the scale
         * (B0 LN + sqrt(n m)/2) / sqrt(sum). */
        sum.lo = ((sum.lo + 1) >> 1) + ((sum.hi & 1) << 47);
        sum.hi >>= 1;
        sum.hi += sum.lo >> 48;
        sum.lo &= (UINT64_C(1) << 48) - 1;
        haetae_fx_invsqrt(&inv, &sum);
        haetae_fx_mul_u64(&scale, &inv, HAETAE_HYPERBALL_SCALE);

        for (i = 0; i < DIM; i++) {
            haetae_scale_poly(i < HAETAE_L ? y1[i].c : y2[i - HAETAE_L].c, high[i], signs[i],
                              &scale);
        }

        /* Declassified: whether rounding left the point outside the ball
         * of radius B0; the attempt is then discarded, so the decision says
         * nothing about the output. */
        too_long = (HAETAE_B0SQ * (uint64_t)HAETAE_LN * (uint64_t)HAETAE_LN -
                    haetae_fix_sqnorm2(y1, y2)) >>
                   63; /* both sides below 2^63 */
        KPQC_CT_PUBLIC(&too_long, sizeof too_long);
        if (!too_long) {
            break;
        }
        HAETAE_STAT(ball_rejects);
    }

    /* b: one byte of SHAKE256(seed || next nonce). */
    for (i = 0; i < HAETAE_CRHBYTES; i++) {
        tail[i] = seed[i];
    }
    tail[HAETAE_CRHBYTES] = (uint8_t)nonce;
    tail[HAETAE_CRHBYTES + 1] = (uint8_t)(nonce >> 8);
    kpqc_shake256(b, 1, tail, sizeof tail);

    kpqc_zeroize(scratch, sizeof *scratch);
    kpqc_zeroize(&sum, sizeof sum);
    kpqc_zeroize(&inv, sizeof inv);
    kpqc_zeroize(&scale, sizeof scale);
    kpqc_zeroize(tail, sizeof tail);
    *next_nonce = nonce;
    return 0;
}

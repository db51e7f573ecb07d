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
#include "haetae.h"

#define DIM (HAETAE_L + HAETAE_K)   /* polynomials per attempt */
#define DRAW_BYTES 26               /* 83 CDT + 48 rejection + 72 fraction bits */
#define SIGN_BYTES (HAETAE_N / 8)

/* Cumulative distribution of the discrete half-Gaussian on {0, 1, ...} with
 * weights exp(-k^2 / 512): entry k is the 83-bit integer
 * cdt_hi[k] * 2^64 + cdt_lo[k] ~ 2^83 P(X <= k). The high parts of entries
 * 76..165 are all 0x7ffff and are not stored. Facts of the specification;
 * tools/gen/haetae_hyperball.py prints and checks them against the exact
 * distribution. */
#define CDT_LEN 166
#define CDT_HI_LEN 76
static const uint32_t cdt_hi[CDT_HI_LEN] = {
    0x063a5, 0x0c718, 0x129f6, 0x18bdf, 0x1ec73, 0x24b59, 0x2a83a, 0x302c6, 0x35ab6, 0x3afc7,
    0x401be, 0x4506a, 0x49ba1, 0x4e343, 0x52736, 0x5676c, 0x5a3dc, 0x5dc86, 0x61172, 0x642ad,
    0x6704c, 0x69a68, 0x6c120, 0x6e496, 0x704ef, 0x72255, 0x73cf1, 0x754f0, 0x76a7c, 0x77dc4,
    0x78ef2, 0x79e32, 0x7abaf, 0x7b78f, 0x7c1fb, 0x7cb17, 0x7d304, 0x7d9e4, 0x7dfd4, 0x7e4f0,
    0x7e950, 0x7ed0d, 0x7f03b, 0x7f2ec, 0x7f531, 0x7f71a, 0x7f8b3, 0x7fa08, 0x7fb24, 0x7fc0e,
    0x7fccf, 0x7fd6e, 0x7fdf0, 0x7fe5a, 0x7feaf, 0x7fef5, 0x7ff2c, 0x7ff59, 0x7ff7d, 0x7ff99,
    0x7ffb0, 0x7ffc2, 0x7ffd0, 0x7ffdb, 0x7ffe3, 0x7ffea, 0x7ffef, 0x7fff3, 0x7fff6, 0x7fff8,
    0x7fffa, 0x7fffb, 0x7fffd, 0x7fffd, 0x7fffe, 0x7fffe,
};
static const uint64_t cdt_lo[CDT_LEN] = {
    UINT64_C(0x0aa572bc88db1e28), UINT64_C(0x4f3820e69064b2ee), UINT64_C(0xd68dc44dd1418704),
    UINT64_C(0x6587a04d9b97b1dd), UINT64_C(0x9b843ce0a65d0050), UINT64_C(0x02b62cb869003e7d),
    UINT64_C(0x0d44f194f8bf43c6), UINT64_C(0xfaa0c7acb211b4db), UINT64_C(0xa11387f7f524be80),
    UINT64_C(0x18526ca6f2ceb77f), UINT64_C(0x42a01a906b7dad17), UINT64_C(0x32e5337a1966b9a7),
    UINT64_C(0x6f00f7ac9735f58a), UINT64_C(0x0e6c48f40642ba60), UINT64_C(0xb6192fa1afb5e4ec),
    UINT64_C(0x7339dba8ffc2fcf5), UINT64_C(0x7746cbe1ac90c9eb), UINT64_C(0xb83004341d78466f),
    UINT64_C(0x781dcca572bb3d8a), UINT64_C(0xb880376cc82a5384), UINT64_C(0x9c68a5c477dfecb9),
    UINT64_C(0xbe45ceb02a25fef3), UINT64_C(0x7d1a8ccd208dbaa1), UINT64_C(0x452c002b9085e7db),
    UINT64_C(0xd7ef361c5551378d), UINT64_C(0x96b4ff49d9e5a8bb), UINT64_C(0xd337c94ede732d83),
    UINT64_C(0x28c75b8d3fe83c38), UINT64_C(0xe05d7bd130fe20e0), UINT64_C(0x6170e60b76d85108),
    UINT64_C(0xb0e59892414901ff), UINT64_C(0xff05cf70b911f3de), UINT64_C(0x4501460fdfd508c9),
    UINT64_C(0xf20b1303a2a54906), UINT64_C(0xa7d3badbeb04b20c), UINT64_C(0x05ce666b741b666d),
    UINT64_C(0x826e689fded20430), UINT64_C(0x5155d1354fcf6ff6), UINT64_C(0x55469226a1d318f6),
    UINT64_C(0x1c8d3820cfa9cabc), UINT64_C(0xe68d83bbf700fc40), UINT64_C(0xb1152d8944042803),
    UINT64_C(0x4c1e741aabe53700), UINT64_C(0x72b94c56e0f9a967), UINT64_C(0xe7e5a80a79e4539c),
    UINT64_C(0x9641c5d11feb4d12), UINT64_C(0xb18b71598b73dde0), UINT64_C(0xd9112fb5a7904d7e),
    UINT64_C(0x3a4f57cbefabc820), UINT64_C(0xb314025fd5022976), UINT64_C(0xf2a2b228aab1981b),
    UINT64_C(0x996ce1e60378cd98), UINT64_C(0x570ec64b38e3ca90), UINT64_C(0x0657269615dcd7c6),
    UINT64_C(0xc7360038bdc85312), UINT64_C(0x167fa02a57a8ae1a), UINT64_C(0xe380fab2ea9b2bef),
    UINT64_C(0xa36e6abd6509b5a2), UINT64_C(0x62bfcf1d6ba81c37), UINT64_C(0xd4946e8bf96caa93),
    UINT64_C(0x603e6262ea8cda2d), UINT64_C(0x2d18c8b333ae9203), UINT64_C(0x2ccdedb5a7718d61),
    UINT64_C(0x24333ecab8497c0a), UINT64_C(0xb2e06eb33bf2b7d9), UINT64_C(0x59a5f6c550dfe7e2),
    UINT64_C(0x800548f3927f906e), UINT64_C(0x78cac146b573bc40), UINT64_C(0x85e6dadec4b6aff1),
    UINT64_C(0xdba17dfa17def8ec), UINT64_C(0xa33f84d06ce20a93), UINT64_C(0xfd2fe967c5186746),
    UINT64_C(0x02d37ecd7e9b180f), UINT64_C(0xc7efafa8bd33f0bb), UINT64_C(0x5bda826341e791cc),
    UINT64_C(0xca6c1c6ce045599f), UINT64_C(0x1cc02c0faa9a526e), UINT64_C(0x59d002901a4a4e52),
    UINT64_C(0x86ecbd139ce07540), UINT64_C(0xa81f9f15ffb47f4c), UINT64_C(0xc075b17481687af0),
    UINT64_C(0xd23ad13e68301c65), UINT64_C(0xdf27955fae1c84cb), UINT64_C(0xe884cdb07368c266),
    UINT64_C(0xef46d4f897fc83f6), UINT64_C(0xf4227e46663ec049), UINT64_C(0xf79d091c1b5aff07),
    UINT64_C(0xfa183c533c3890a6), UINT64_C(0xfbdb8a602066b0f2), UINT64_C(0xfd1af06df3db86b7),
    UINT64_C(0xfdfc1a818587e2aa), UINT64_C(0xfe9a37a348ac2a93), UINT64_C(0xff08d0797970dbfe),
    UINT64_C(0xff55df73fd7a00bc), UINT64_C(0xff8b5aa573bca5ce), UINT64_C(0xffb053c109f51681),
    UINT64_C(0xffc9c9bd39a036ec), UINT64_C(0xffdb40bd4ee1f846), UINT64_C(0xffe72fa859b20a4a),
    UINT64_C(0xffef4edda93d266d), UINT64_C(0xfff4d07a9fb0d4e0), UINT64_C(0xfff88868ef31b1cc),
    UINT64_C(0xfffb08c16a3f5f0c), UINT64_C(0xfffcb5d30be5cabf), UINT64_C(0xfffdd43465d95fe6),
    UINT64_C(0xfffe929a538ad2fa), UINT64_C(0xffff10b1c2119732), UINT64_C(0xffff63df8795a2c9),
    UINT64_C(0xffff9a87a0a9f2af), UINT64_C(0xffffbe4df6f0f4a9), UINT64_C(0xffffd5a10f204910),
    UINT64_C(0xffffe4c6f1668b32), UINT64_C(0xffffee939680bfaf), UINT64_C(0xfffff4e4216290db),
    UINT64_C(0xfffff8f1c044613e), UINT64_C(0xfffffb892dc2b174), UINT64_C(0xfffffd2fb4188608),
    UINT64_C(0xfffffe3bc0a56eba), UINT64_C(0xfffffee523b218c6), UINT64_C(0xffffff4fc31097e3),
    UINT64_C(0xffffff929d76dbeb), UINT64_C(0xffffffbc5e7c0350), UINT64_C(0xffffffd6586c6684),
    UINT64_C(0xffffffe6716865f7), UINT64_C(0xfffffff0613c76e2), UINT64_C(0xfffffff67d62ab64),
    UINT64_C(0xfffffffa3b6664c0), UINT64_C(0xfffffffc83e13d66), UINT64_C(0xfffffffde713ef71),
    UINT64_C(0xfffffffebe18936f), UINT64_C(0xffffffff3fbfc997), UINT64_C(0xffffffff8d9fa29a),
    UINT64_C(0xffffffffbc372590), UINT64_C(0xffffffffd7fb7dfd), UINT64_C(0xffffffffe87747f9),
    UINT64_C(0xfffffffff2368b89), UINT64_C(0xfffffffff7f44d88), UINT64_C(0xfffffffffb52a49b),
    UINT64_C(0xfffffffffd4a9ffb), UINT64_C(0xfffffffffe700579), UINT64_C(0xffffffffff1a287f),
    UINT64_C(0xffffffffff7c6f06), UINT64_C(0xffffffffffb4fa99), UINT64_C(0xffffffffffd56300),
    UINT64_C(0xffffffffffe7e364), UINT64_C(0xfffffffffff268d7), UINT64_C(0xfffffffffff85e8e),
    UINT64_C(0xfffffffffffbbb6f), UINT64_C(0xfffffffffffd9f49), UINT64_C(0xfffffffffffeae2c),
    UINT64_C(0xffffffffffff453d), UINT64_C(0xffffffffffff9928), UINT64_C(0xffffffffffffc797),
    UINT64_C(0xffffffffffffe12f), UINT64_C(0xffffffffffffef3c), UINT64_C(0xfffffffffffff6eb),
    UINT64_C(0xfffffffffffffb1b), UINT64_C(0xfffffffffffffd60), UINT64_C(0xfffffffffffffe9a),
    UINT64_C(0xffffffffffffff43), UINT64_C(0xffffffffffffff9e), UINT64_C(0xffffffffffffffce),
    UINT64_C(0xffffffffffffffe7), UINT64_C(0xfffffffffffffff4), UINT64_C(0xfffffffffffffffb),
    UINT64_C(0xfffffffffffffffe),
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

/* 1 if a < b (64-bit unsigned), as the borrow of a - b, without a
 * comparison the compiler could turn into a branch. */
static uint64_t borrow64(uint64_t a, uint64_t b)
{
    return ((~a & b) | (~(a ^ b) & (a - b))) >> 63;
}

/* The number of CDT entries below the 83-bit value (hi, lo): a sample of the
 * discrete half-Gaussian. Every entry is compared, whatever the value. */
static uint64_t cdt_sample(uint64_t lo, uint32_t hi)
{
    uint64_t count = 0;
    unsigned k;

    for (k = 0; k < CDT_LEN; k++) {
        const uint32_t ehi = k < CDT_HI_LEN ? cdt_hi[k] : 0x7ffffu; /* k is public */
        /* entry - value as an 83-bit subtraction; both high parts are
         * below 2^19, so bit 31 of the high difference is the borrow. */
        const uint32_t dhi = ehi - hi - (uint32_t)borrow64(cdt_lo[k], lo);
        count += dhi >> 31;
    }
    return count;
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

/* Samples polynomial `index` of an attempt from SHAKE256(seed || nonce):
 * keeps the low 32 bits of each sample in out[] (as a well-defined int32_t
 * image), the high 32 bits in hi[], the sign bits in signs[], and adds the
 * squares of all accepted trials (including the extra, unstored one of the
 * first two polynomials) to *sum. */
static void sample_poly(int32_t out[HAETAE_N], uint32_t hi[HAETAE_N], uint8_t signs[SIGN_BYTES],
                        haetae_fx *sum, const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce,
                        unsigned wanted)
{
    kpqc_keccak_ctx ctx;
    uint8_t nonce_le[2];
    uint8_t draw[DRAW_BYTES];
    haetae_fx sq;
    uint64_t r, accept;
    uint32_t low;
    unsigned got = 0;

    nonce_le[0] = (uint8_t)nonce;
    nonce_le[1] = (uint8_t)(nonce >> 8);
    kpqc_shake256_init(&ctx);
    kpqc_keccak_absorb(&ctx, seed, HAETAE_CRHBYTES);
    kpqc_keccak_absorb(&ctx, nonce_le, 2);
    kpqc_keccak_finalize(&ctx);
    kpqc_keccak_squeeze(&ctx, signs, SIGN_BYTES);

    while (got < wanted) {
        kpqc_keccak_squeeze(&ctx, draw, DRAW_BYTES);
        accept = gauss_trial(&r, &sq, draw);
        add_masked(sum, &sq, accept);
        /* Declassified: whether a trial is accepted. In rejection sampling
         * the pattern of accepted and rejected trials is independent of the
         * values of the accepted ones, and rejected candidates are thrown
         * away, so this reveals nothing about the output (only the number
         * of trials, hence of Keccak calls). */
        KPQC_CT_PUBLIC(&accept, sizeof accept);
        if (accept) {
            if (got < HAETAE_N) {
                low = (uint32_t)r;
                out[got] = (int32_t)((int64_t)low - (int64_t)(low >> 31) * INT64_C(0x100000000));
                hi[got] = (uint32_t)(r >> 32);
            }
            got++;
        }
    }
    kpqc_keccak_wipe(&ctx);
    kpqc_zeroize(draw, sizeof draw);
    kpqc_zeroize(&sq, sizeof sq);
    kpqc_zeroize(&r, sizeof r);
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

uint16_t haetae_sample_hyperball(haetae_poly y1[HAETAE_L], haetae_poly y2[HAETAE_K], uint8_t *b,
                                 const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce)
{
    uint32_t high[DIM][HAETAE_N];
    uint8_t signs[DIM][SIGN_BYTES];
    haetae_fx sum, inv, scale;
    uint8_t tail[HAETAE_CRHBYTES + 2];
    uint64_t too_long;
    unsigned i, j;

    for (;;) {
        sum.lo = 0;
        sum.hi = 0;
        for (i = 0; i < DIM; i++) {
            int32_t *out = i < HAETAE_L ? y1[i].c : y2[i - HAETAE_L].c;
            sample_poly(out, high[i], signs[i], &sum, seed, nonce, i < 2 ? HAETAE_N + 1 : HAETAE_N);
            nonce++;
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
            int32_t *out = i < HAETAE_L ? y1[i].c : y2[i - HAETAE_L].c;
            for (j = 0; j < HAETAE_N; j++) {
                const uint64_t r = ((uint64_t)high[i][j] << 32) | (uint32_t)out[j];
                out[j] = haetae_fx_scale13(r, &scale, (uint32_t)(signs[i][j / 8] >> (j % 8)) & 1u);
            }
        }

        /* Declassified: whether rounding left the point outside the ball
         * of radius B0; the attempt is then discarded, so the decision says
         * nothing about the output. */
        too_long = borrow64(HAETAE_B0SQ * (uint64_t)HAETAE_LN * (uint64_t)HAETAE_LN,
                            haetae_fix_sqnorm2(y1, y2));
        KPQC_CT_PUBLIC(&too_long, sizeof too_long);
        if (!too_long) {
            break;
        }
    }

    /* b: one byte of SHAKE256(seed || next nonce). */
    for (i = 0; i < HAETAE_CRHBYTES; i++) {
        tail[i] = seed[i];
    }
    tail[HAETAE_CRHBYTES] = (uint8_t)nonce;
    tail[HAETAE_CRHBYTES + 1] = (uint8_t)(nonce >> 8);
    kpqc_shake256(b, 1, tail, sizeof tail);

    kpqc_zeroize(high, sizeof high);
    kpqc_zeroize(signs, sizeof signs);
    kpqc_zeroize(&sum, sizeof sum);
    kpqc_zeroize(&inv, sizeof inv);
    kpqc_zeroize(&scale, sizeof scale);
    kpqc_zeroize(tail, sizeof tail);
    return nonce;
}

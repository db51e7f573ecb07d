/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* GCKSign samplers, with the reference's (KPQClean 7ea2087, WG0) exact
 * outputs.
 *
 * The secret samplers are rejection samplers on SHAKE output. Which
 * candidates are rejected is independent of the values accepted (each
 * accepted candidate is uniform on the accepted range whatever came
 * before), so each accept / reject decision is made public and the values
 * themselves are handled without branches or secret indices. Every
 * SHAKE128 block (168 bytes) holds whole candidates of every sampler, so
 * the blocks are parsed one at a time; the reference's first, larger
 * squeeze reads the same bytes. */
#include <string.h>

#include "bytes.h"
#include "ct.h"
#include "ctgrind.h"
#include "fips202.h"
#include "gcksign.h"

#define SHAKE128_RATE 168
#define SHAKE256_RATE 136

static void stream128(kpqc_keccak_ctx *ctx, const uint8_t seed[GCKSIGN_SEEDBYTES], uint16_t nonce)
{
    uint8_t t[2];
    t[0] = (uint8_t)nonce;
    t[1] = (uint8_t)(nonce >> 8);
    kpqc_shake128_init(ctx);
    kpqc_keccak_absorb(ctx, seed, GCKSIGN_SEEDBYTES);
    kpqc_keccak_absorb(ctx, t, 2);
    kpqc_keccak_finalize(ctx);
}

_Static_assert(SHAKE128_RATE % GCKSIGN_A_WORD == 0, "A candidates straddle blocks");

void gcksign_sample_a(gcksign_polyvec *a, const uint8_t seed[GCKSIGN_SEEDBYTES])
{
    uint8_t buf[SHAKE128_RATE];
    kpqc_keccak_ctx ctx;
    uint64_t *out = &a->p[0].c[0];
    size_t ctr = 0, pos;
    const uint64_t mask = (UINT64_C(1) << GCKSIGN_LOGQ) - 1;

    stream128(&ctx, seed, 0);
    while (ctr < (size_t)GCKSIGN_M * GCKSIGN_N) {
        kpqc_keccak_squeezeblocks(&ctx, buf, 1);
        for (pos = 0; pos < SHAKE128_RATE && ctr < (size_t)GCKSIGN_M * GCKSIGN_N;
             pos += GCKSIGN_A_WORD) {
            uint64_t t = 0;
            unsigned k;
#if GCKSIGN_MODE == 3
            /* the reference ORs the eighth byte in at bit 54, not 56 */
            for (k = 0; k < 7; k++) {
                t |= (uint64_t)buf[pos + k] << (8 * k);
            }
            t |= (uint64_t)buf[pos + 7] << 54;
#else
            for (k = 0; k < GCKSIGN_A_WORD; k++) {
                t |= (uint64_t)buf[pos + k] << (8 * k);
            }
#endif
            t &= mask;
            if (t < GCKSIGN_Q) {
                /* separate rows of the matrix are the consecutive n-blocks */
                out[ctr++] = t;
            }
        }
    }
    kpqc_keccak_wipe(&ctx);
}

/* Rows of the vectors are consecutive, as in the reference's flat arrays. */
static uint64_t *flat(gcksign_polyvec *v)
{
    return &v->p[0].c[0];
}

void gcksign_sample_s(gcksign_polyvec *s, const uint8_t seed[GCKSIGN_SEEDBYTES])
{
    uint8_t buf[SHAKE128_RATE];
    kpqc_keccak_ctx ctx;
    uint64_t *out = flat(s);
    size_t ctr = 0, pos;

    stream128(&ctx, seed, 1);
    while (ctr < (size_t)GCKSIGN_M * GCKSIGN_N) {
        kpqc_keccak_squeezeblocks(&ctx, buf, 1);
        for (pos = 0; pos < SHAKE128_RATE && ctr < (size_t)GCKSIGN_M * GCKSIGN_N; pos++) {
            unsigned k;
            /* four 2-bit candidates per byte, least significant first; 3 is
               rejected, v becomes 1 - v */
            for (k = 0; k < 4 && ctr < (size_t)GCKSIGN_M * GCKSIGN_N; k++) {
                uint64_t v = (uint64_t)(buf[pos] >> (2 * k)) & 3u;
                uint32_t reject = (uint32_t)((v + 1) >> 2);
                /* public: the rejection pattern says nothing about s */
                KPQC_CT_PUBLIC(&reject, sizeof reject);
                if (!reject) {
                    out[ctr++] = gcksign_from_signed(1 - v);
                }
            }
        }
    }
    kpqc_keccak_wipe(&ctx);
    kpqc_zeroize(buf, sizeof buf);
}

void gcksign_sample_y(gcksign_polyvec *y, const uint8_t seed[GCKSIGN_SEEDBYTES], uint16_t nonce)
{
    uint8_t buf[SHAKE128_RATE];
    kpqc_keccak_ctx ctx;
    uint64_t *out = flat(y);
    size_t ctr = 0, pos;

    stream128(&ctx, seed, nonce);
    while (ctr < (size_t)GCKSIGN_M * GCKSIGN_N) {
        kpqc_keccak_squeezeblocks(&ctx, buf, 1);
        for (pos = 0; pos < SHAKE128_RATE && ctr < (size_t)GCKSIGN_M * GCKSIGN_N; pos += 2) {
            uint32_t t = (uint32_t)buf[pos] | (uint32_t)buf[pos + 1] << 8;
            uint32_t accept;
#if GCKSIGN_MODE == 2
            t &= 0x7fffu; /* the reference keeps log2(B) + 1 bits here only */
#endif
            /* t < 2B + 1, both below 2^17 */
            accept = (t - (2u * GCKSIGN_B + 1u)) >> 31;
            /* public: the rejection pattern says nothing about y */
            KPQC_CT_PUBLIC(&accept, sizeof accept);
            if (accept) {
                out[ctr++] = gcksign_from_signed((uint64_t)t - GCKSIGN_B);
            }
        }
    }
    kpqc_keccak_wipe(&ctx);
    kpqc_zeroize(buf, sizeof buf);
}

void gcksign_challenge(gcksign_poly *c, const uint8_t seed[GCKSIGN_SEEDBYTES])
{
    uint8_t buf[SHAKE256_RATE];
    kpqc_keccak_ctx ctx;
    uint64_t signs, opt = kpqc_ct_optblocker_u64;
    unsigned i, j, pos;

    kpqc_shake256_init(&ctx);
    kpqc_keccak_absorb(&ctx, seed, GCKSIGN_SEEDBYTES);
    kpqc_keccak_finalize(&ctx);
    kpqc_keccak_squeezeblocks(&ctx, buf, 1);
    signs = kpqc_load64_le(buf);
    pos = 8;
    memset(c->c, 0, sizeof c->c);
    /* The reference's shuffle: for i from n - H up, draw a byte b <= i, move
       c[b] to c[i] and put the next sign at c[b]. The index is a byte, so
       for n = 512 every b is below 256 (and never rejected). Each
       rejection decision is public (it concerns bytes thrown away); b
       itself is used through masks only. */
    for (i = GCKSIGN_N - GCKSIGN_H; i < GCKSIGN_N; i++) {
        uint64_t b, moved = 0, sign;
        for (;;) {
            uint32_t reject;
            if (pos >= SHAKE256_RATE) {
                kpqc_keccak_squeezeblocks(&ctx, buf, 1);
                pos = 0;
            }
            b = buf[pos++];
            reject = (uint32_t)(((uint64_t)i - b) >> 63);
            KPQC_CT_PUBLIC(&reject, sizeof reject);
            if (!reject) {
                break;
            }
        }
        /* 1 - 2 (low bit of signs), as a value mod q */
        sign = gcksign_from_signed((uint64_t)1 - 2 * (signs & 1));
        signs >>= 1;
        /* c[i] = c[b], then c[b] = sign (b <= i; b == i leaves the sign) */
        for (j = 0; j <= i; j++) {
            /* all-ones when j == b (the blocker keeps it a mask for clang) */
            uint64_t hit = 0 - ((((b ^ j) - 1) >> 63) ^ opt);
            moved |= c->c[j] & hit;
        }
        c->c[i] = moved;
        for (j = 0; j <= i; j++) {
            uint64_t hit = 0 - ((((b ^ j) - 1) >> 63) ^ opt);
            c->c[j] = (c->c[j] & ~hit) | (sign & hit);
        }
    }
    kpqc_keccak_wipe(&ctx);
    kpqc_zeroize(buf, sizeof buf);
    kpqc_zeroize(&signs, sizeof signs);
}

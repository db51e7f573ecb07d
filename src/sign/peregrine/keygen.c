/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Peregrine key generation.
 *
 * The key-generation stream is SHAKE256 of the 48-byte seed. f and g are
 * drawn one after the other from it, each coefficient a centred binomial
 * with eta = 13; a polynomial whose coefficients sum to an even number is
 * drawn again (NTRUSolve needs odd resultants, and Res(f, x^n + 1) has
 * the parity of f(1)). The pair is dropped, and the next one drawn from
 * the same stream, when f is not invertible modulo q or NTRUSolve
 * (ntrusolve.c) finds no F with coefficients in [-127, 127]. The public key
 * is h = g / f mod q, the secret key (f, g, F). */
#include <string.h>

#include "ct.h"
#include "ctgrind.h"
#include "kpqc.h"
#include "peregrine.h"
#include "randombytes.h"

#ifdef KPQC_NIST_HEADER
#include KPQC_NIST_HEADER
#endif

#define N PEREGRINE_N

/* bits 0, 13, 26 and 39: one per 13-bit group */
#define GROUP_BITS (((uint64_t)1 << 39) | ((uint64_t)1 << 26) | ((uint64_t)1 << 13) | 1u)

void peregrine_sample_fg(int8_t x[N], kpqc_keccak_ctx *rng)
{
    uint8_t w[8];
    for (;;) {
        unsigned i, j;
        uint32_t parity = 0;
        for (i = 0; i < N / 2; i++) {
            uint64_t r = 0, d = 0;
            kpqc_keccak_squeeze(rng, w, sizeof w);
            for (j = 0; j < 8; j++) {
                r |= (uint64_t)w[j] << (8 * j); /* little-endian, as on the reference's host */
            }
            for (j = 0; j < 13; j++) {
                d += (r >> j) & GROUP_BITS; /* each group's count of ones, 4 bits */
            }
            x[2 * i] = (int8_t)((int32_t)(d & 15u) - (int32_t)((d >> 13) & 15u));
            x[2 * i + 1] = (int8_t)((int32_t)((d >> 26) & 15u) - (int32_t)((d >> 39) & 15u));
            parity ^= (uint32_t)(x[2 * i] + x[2 * i + 1]) & 1u;
        }
        /* the parity of a polynomial that is then discarded, or kept: it is
           always odd in a key, so it reveals nothing */
        KPQC_CT_PUBLIC(&parity, sizeof parity);
        if (parity != 0) {
            return;
        }
    }
}

/* Candidate pairs before giving up: a pair is dropped rarely (none of the
 * reference's 200 KAT keys needed a second pair). */
#define KEYGEN_MAX_PAIRS 64u

typedef struct {
    kpqc_keccak_ctx rng;
    int8_t f[N], g[N], big_f[N];
    uint16_t h[N], tmp[2 * N];
    peregrine_solve_scratch solve;
} keygen_state;

int KPQC_NS(crypto_sign_keypair_derand)(uint8_t *pk, uint8_t *sk, const uint8_t *seed)
{
    keygen_state st;
    unsigned pair;
    int ret = KPQC_ERR_INTERNAL;

    kpqc_shake256_init(&st.rng);
    kpqc_keccak_absorb(&st.rng, seed, PEREGRINE_SEEDBYTES);
    kpqc_keccak_finalize(&st.rng);
    for (pair = 0; pair < KEYGEN_MAX_PAIRS; pair++) {
        int bad;
        peregrine_sample_fg(st.f, &st.rng);
        peregrine_sample_fg(st.g, &st.rng);
        bad = peregrine_public_key(st.h, st.f, st.g, st.tmp);
        /* a dropped pair is discarded: whether f is invertible is public */
        KPQC_CT_PUBLIC(&bad, sizeof bad);
        if (bad != 0) {
            continue;
        }
        /* NTRUSolve is not constant time (see ntrusolve.c); its outcome
           only decides whether this pair is discarded */
        bad = peregrine_solve(st.big_f, st.f, st.g, &st.solve);
        KPQC_CT_PUBLIC(&bad, sizeof bad);
        if (bad != 0) {
            continue;
        }
        KPQC_CT_PUBLIC(st.h, sizeof st.h); /* the public key */
        pk[0] = PEREGRINE_PK_HEADER;
        peregrine_modq_encode(pk + 1, st.h);
        sk[0] = PEREGRINE_SK_HEADER;
        /* in range by construction (|f|, |g| <= 13, |F| <= 127) */
        bad = peregrine_trim_encode(sk + 1, st.f, PEREGRINE_FG_BITS);
        bad |= peregrine_trim_encode(sk + 1 + PEREGRINE_FG_BITS * N / 8, st.g, PEREGRINE_FG_BITS);
        bad |= peregrine_trim_encode(sk + 1 + 2 * PEREGRINE_FG_BITS * N / 8, st.big_f,
                                     PEREGRINE_BIG_BITS);
        KPQC_CT_PUBLIC(&bad, sizeof bad);
        ret = bad == 0 ? 0 : KPQC_ERR_INTERNAL;
        break;
    }
    if (ret != 0) {
        memset(pk, 0, PEREGRINE_PK_BYTES);
        memset(sk, 0, PEREGRINE_SK_BYTES);
    }
    kpqc_zeroize(&st, sizeof st);
    return ret;
}

int KPQC_NS(crypto_sign_keypair)(uint8_t *pk, uint8_t *sk)
{
    uint8_t seed[PEREGRINE_SEEDBYTES];
    int ret = kpqc_randombytes(seed, sizeof seed);
    if (ret == 0) {
        ret = KPQC_NS(crypto_sign_keypair_derand)(pk, sk, seed);
    }
    kpqc_zeroize(seed, sizeof seed);
    return ret;
}

/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HAETAE key generation (specification Algorithms 45 and 48).
 *
 *   (rho, sigma, key) = SHAKE256(seed), 32 + 64 + 32 bytes
 *   repeat, attempt t = 0, 1, ...:
 *     s1 (M polys), s2 (K polys) <- {-1, 0, 1}^N from sigma, nonces t (M + K) + ...
 *     modes 2, 3: b = a + A0 s1 + s2 mod q in [0, q), split b = 2 b1 + b0
 *                 with b0 in {-1, 0, 1}; s2 -= b0; the public key holds b1
 *     until the squared largest singular value of (s1, s2) is at most
 *     HAETAE_GAMMA2N_FLOOR
 *   mode 5: b = A0 s1 + s2, and the public key holds NTT(-2 b) mod q, [0, q)
 *   pk = rho || b;  sk = pk || s1 || s2 || key.
 *
 * Memory: s1 and s2 (mode 5: 10 KiB) and two polynomials. Modes 2 and 3
 * need A0 s1 in every attempt (about ten per key), so they keep A0 and a,
 * uniform mod q, in 16-bit words (mode 3: 9 KiB) rather than expanding
 * them again from rho each time; mode 5 needs A0 once, after the last
 * attempt, and streams it entry by entry. In modes 2 and 3 an attempt
 * transforms one polynomial of s1 at a time into a scratch polynomial and
 * adds its products to all K rows of b at once (K more polynomials), so
 * that s1 stays as sampled for the singular-value check, and s1 and b are
 * packed only for the accepted attempt.
 *
 * Constant time except the accept/reject decision of each attempt, which
 * is declassified: it reveals that a rejected (s1, s2) had a large singular
 * value, about a key that is then discarded. */
#include <string.h>

#include "haetae.h"
#include "reduce.h"
#include "ct.h"
#include "ctgrind.h"
#include "fips202.h"
#include "randombytes.h"

/* The exported NIST prototypes (KPQC_API): key generation lives here. */
#ifdef KPQC_NIST_HEADER
#include KPQC_NIST_HEADER
#endif

#define SEEDBUF_BYTES (2 * HAETAE_SEEDBYTES + HAETAE_CRHBYTES)

typedef struct {
    haetae_poly s1[HAETAE_M];
    haetae_poly s2[HAETAE_K];
    haetae_poly acc, tmp;
#if HAETAE_ROUNDED_VK
    haetae_poly b[HAETAE_K];
    uint16_t a0[HAETAE_K][HAETAE_M][HAETAE_N]; /* NTT domain, [0, q) */
    uint16_t veca[HAETAE_K][HAETAE_N];         /* [0, q) */
#endif
} keygen_state;

/* st->tmp = A0[i][j] (NTT domain, [0, q)), from the cache when there is one */
static void a0_entry(keygen_state *st, const uint8_t *rho, unsigned i, unsigned j)
{
#if HAETAE_ROUNDED_VK
    const uint16_t *a = st->a0[i][j];
    unsigned n;
    (void)rho;
    /* four at a time: the loop runs K M times an attempt */
    for (n = 0; n < HAETAE_N; n += 4) {
        st->tmp.c[n] = a[n];
        st->tmp.c[n + 1] = a[n + 1];
        st->tmp.c[n + 2] = a[n + 2];
        st->tmp.c[n + 3] = a[n + 3];
    }
#else
    haetae_a0_entry(&st->tmp, rho, i, j);
#endif
}

/* Secret polynomial j of an attempt: s1[j], then s2[j - M]. */
static haetae_poly *secret_poly(keygen_state *st, unsigned j)
{
    return j < HAETAE_M ? &st->s1[j] : &st->s2[j - HAETAE_M];
}

static void sample_secrets(keygen_state *st, const uint8_t *sigma, uint16_t nonce)
{
    haetae_poly *s[4];
    unsigned j, l, n;
    /* s1 then s2 on consecutive nonces, four at a time, a lone last one alone */
    for (j = 0; j < HAETAE_M + HAETAE_K; j += n) {
        n = HAETAE_M + HAETAE_K - j < 4 ? HAETAE_M + HAETAE_K - j : 4;
        if (n == 1) {
            haetae_secret_entry(secret_poly(st, j), sigma, (uint16_t)(nonce + j));
            continue;
        }
        for (l = 0; l < 4; l++)
            s[l] = secret_poly(st, l < n ? j + l : j);
        haetae_secret_entries4(s, sigma, (uint16_t)(nonce + j), n);
    }
}

#if !HAETAE_ROUNDED_VK
/* st->acc = (A0 s1hat)[i] 2^-32 with s1 in the NTT domain, |.| < M q */
static void row_product(keygen_state *st, const uint8_t *rho, unsigned i)
{
    unsigned j;
    memset(&st->acc, 0, sizeof st->acc);
    for (j = 0; j < HAETAE_M; j++) {
        a0_entry(st, rho, i, j);
        haetae_poly_pointwise_acc_montgomery(&st->acc, &st->tmp, &st->s1[j]);
    }
}
#endif

/* 1 if (s1, s2) is rejected; the only secret-derived bit made public */
static int reject(const keygen_state *st)
{
    HAETAE_STAT(keygen_attempts);
    int64_t sv = haetae_sk_singular_value(st->s1, st->s2);
    int rejected = sv > HAETAE_GAMMA2N_FLOOR;
    /* public: this attempt's key is discarded iff rejected (see header) */
    KPQC_CT_PUBLIC(&rejected, sizeof rejected);
    return rejected;
}

#if HAETAE_ROUNDED_VK

/* b = A0 s1 + s2 + a mod q in [0, q) from the row product p (|p| < q):
 * b = 2 b1 + b0, b0 = b mod 2 taken in {-1, 0, 1} so that b1 = (b - b0) / 2
 * is the rounding of b / 2 with ties (b = 4k + 1 vs 4k + 3) broken by bit 1:
 * b0 = 1 - 2 (bit 1) for odd b. Replaces p by b1, subtracts b0 from s; one
 * pass over the coefficients. */
static void round_b(haetae_poly *p, haetae_poly *s, const uint16_t a[HAETAE_N])
{
    unsigned n;
    for (n = 0; n < HAETAE_N; n++) {
        int32_t b = haetae_freeze(p->c[n] + s->c[n] + a[n]);
        int32_t odd = b & 1;
        int32_t b0 = odd - 2 * (odd & (b >> 1));
        p->c[n] = (b - b0) >> 1;
        s->c[n] -= b0;
    }
}

static void make_keys(keygen_state *st, uint8_t *pk, uint8_t *sk, const uint8_t *rho,
                      const uint8_t *sigma)
{
    uint16_t nonce = 0;
    unsigned i, j, n, l, cnt;
    /* A0 and a: row i's streams (256 i + j for A0[i][j], 256 K + M + i for
     * a[i]) four at a time, through the polynomials s1 and s2 (not yet
     * sampled) into the cache */
    haetae_poly *const bufs[4] = {&st->s1[0], &st->s1[1], &st->s1[2], &st->s2[0]};
    _Static_assert(HAETAE_M >= 3, "s1[0..2] and s2[0] hold four entries");
    for (i = 0; i < HAETAE_K; i++) {
        for (j = 0; j <= HAETAE_M; j += cnt) {
            unsigned nonces[4];
            cnt = HAETAE_M + 1 - j < 4 ? HAETAE_M + 1 - j : 4;
            for (l = 0; l < 4; l++) {
                const unsigned e = l < cnt ? j + l : j; /* entry; M is a[i] */
                nonces[l] = e < HAETAE_M ? (i << 8) + e : (HAETAE_K << 8) + HAETAE_M + i;
            }
            haetae_poly_uniform4(bufs, rho, nonces, cnt);
            for (l = 0; l < cnt; l++) {
                uint16_t *dst = j + l < HAETAE_M ? st->a0[i][j + l] : st->veca[i];
                for (n = 0; n < HAETAE_N; n++)
                    dst[n] = (uint16_t)bufs[l]->c[n];
            }
        }
    }
    for (;;) {
        sample_secrets(st, sigma, nonce);
        nonce = (uint16_t)(nonce + HAETAE_M + HAETAE_K);
        /* b[i] = (A0 s1hat)[i] 2^-32, |.| < M q, the products of each row
         * added in the order of j as a row at a time would */
        memset(st->b, 0, sizeof st->b);
        for (j = 0; j < HAETAE_M; j++) {
            st->acc = st->s1[j];
            haetae_ntt(&st->acc);
            for (i = 0; i < HAETAE_K; i++) {
                a0_entry(st, rho, i, j);
                haetae_poly_pointwise_acc_montgomery(&st->b[i], &st->tmp, &st->acc);
            }
        }
        for (i = 0; i < HAETAE_K; i++) {
            haetae_invntt_tomont(&st->b[i]);
            round_b(&st->b[i], &st->s2[i], st->veca[i]);
        }
        if (!reject(st))
            break;
    }
    for (j = 0; j < HAETAE_M; j++)
        haetae_pack_s1_entry(sk, &st->s1[j], j);
    for (i = 0; i < HAETAE_K; i++) {
        haetae_pack_s2_entry(sk, &st->s2[i], i);
        haetae_pack_poly_q(pk + HAETAE_PK_B_OFFSET(i), &st->b[i]);
    }
}

#else

static void make_keys(keygen_state *st, uint8_t *pk, uint8_t *sk, const uint8_t *rho,
                      const uint8_t *sigma)
{
    uint16_t nonce = 0;
    unsigned i, j;
    do {
        sample_secrets(st, sigma, nonce);
        nonce = (uint16_t)(nonce + HAETAE_M + HAETAE_K);
    } while (reject(st));

    for (j = 0; j < HAETAE_M; j++) {
        haetae_pack_s1_entry(sk, &st->s1[j], j);
        haetae_ntt(&st->s1[j]);
    }
    for (i = 0; i < HAETAE_K; i++) {
        haetae_pack_s2_entry(sk, &st->s2[i], i);
        haetae_ntt(&st->s2[i]);
    }
    /* A0 s1 + s2 in the NTT domain: the row product carries 2^-32, frommont
     * puts it back; -2 b mod q then reduced to [0, q) */
    for (i = 0; i < HAETAE_K; i++) {
        row_product(st, rho, i);
        haetae_poly_frommont(&st->acc);
        haetae_poly_add(&st->acc, &st->acc, &st->s2[i]);
        haetae_poly_double_negate(&st->acc);
        haetae_poly_caddq(&st->acc);
        haetae_pack_poly_q(pk + HAETAE_PK_B_OFFSET(i), &st->acc);
    }
}

#endif

int KPQC_NS(crypto_sign_keypair_derand)(uint8_t *pk, uint8_t *sk, const uint8_t *seed)
{
    uint8_t seedbuf[SEEDBUF_BYTES];
    const uint8_t *rho = seedbuf, *sigma = seedbuf + HAETAE_SEEDBYTES;
    const uint8_t *key = sigma + HAETAE_CRHBYTES;
    keygen_state st;

    HAETAE_STAT(keygen_calls);
    kpqc_shake256(seedbuf, sizeof seedbuf, seed, HAETAE_SEEDBYTES);
    /* public: rho is the seed of A0 and a, and the first bytes of pk */
    KPQC_CT_PUBLIC(seedbuf, HAETAE_SEEDBYTES);
    make_keys(&st, pk, sk, rho, sigma);
    memcpy(pk, rho, HAETAE_SEEDBYTES);
    KPQC_CT_PUBLIC(pk, HAETAE_PK_BYTES); /* the public key is an output */
    memcpy(sk, pk, HAETAE_PK_BYTES);
    memcpy(sk + HAETAE_SK_KEY_OFFSET, key, HAETAE_SEEDBYTES);

    kpqc_zeroize(&st, sizeof st);
    kpqc_zeroize(seedbuf, sizeof seedbuf);
    return 0;
}

int KPQC_NS(crypto_sign_keypair)(uint8_t *pk, uint8_t *sk)
{
    uint8_t seed[HAETAE_SEEDBYTES];
    int ret = kpqc_randombytes(seed, sizeof seed);
    if (ret == 0)
        ret = KPQC_NS(crypto_sign_keypair_derand)(pk, sk, seed);
    kpqc_zeroize(seed, sizeof seed);
    return ret;
}

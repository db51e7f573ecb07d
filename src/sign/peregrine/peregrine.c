/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* A Peregrine parameter set as the library sees it: the randomized signer,
 * the NIST attached form and the algorithm descriptor.
 *
 * Key generation is a function of a 48-byte seed (keypair = randombytes(48)
 * + keypair_derand, which walks the (f, g) candidates of SHAKE256(seed) as
 * the reference does). Signing draws 88 bytes in two calls, the 40-byte
 * nonce and then the 48-byte seed of the signer's noise, in the reference's
 * order. Signatures vary in length (at most sig_bytes). No context string.
 *
 * Key generation is not constant time (NTRUSolve: bit lengths, a binary
 * GCD, data-dependent reduction rounds; see ntrusolve.c and the datasheet),
 * which the test metadata records (keypair_variable_time); signing and
 * verification are. */
#include <string.h>

#include "attached.h"
#include "ct.h"
#include "kpqc.h"
#include "peregrine.h"
#include "randombytes.h"
#include "testinfo.h"

#ifdef KPQC_NIST_HEADER
#include KPQC_NIST_HEADER
#endif

#define SIGN_COINS_BYTES (PEREGRINE_NONCEBYTES + PEREGRINE_SEEDBYTES)
#define SIG_MIN_BYTES    (1u + PEREGRINE_NONCEBYTES + 1u)

int KPQC_NS(crypto_sign_signature)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                                   const uint8_t *ctx, size_t ctxlen, const uint8_t *sk)
{
    uint8_t coins[SIGN_COINS_BYTES];
    int ret;
    *siglen = 0;
    /* two calls, as the reference draws them (the KAT's DRBG split) */
    ret = kpqc_randombytes(coins, PEREGRINE_NONCEBYTES);
    if (ret == 0) {
        ret = kpqc_randombytes(coins + PEREGRINE_NONCEBYTES, PEREGRINE_SEEDBYTES);
    }
    if (ret == 0) {
        ret = KPQC_NS(crypto_sign_signature_derand)(sig, siglen, m, mlen, ctx, ctxlen, sk, coins);
    } else {
        memset(sig, 0, PEREGRINE_SIG_BYTES);
    }
    kpqc_zeroize(coins, sizeof coins);
    return ret;
}

/* NIST attached form: sm = m || sig, as for every set of the library (the
 * reference's generator writes another layout; tools/kat reorders it). */
int KPQC_NS(crypto_sign)(uint8_t *sm, size_t *smlen, const uint8_t *m, size_t mlen,
                         const uint8_t *sk)
{
    return kpqc_sign_attached(sm, smlen, m, mlen, sk, KPQC_NS(crypto_sign_signature));
}

/* The signature's length is not fixed, so open finds where it starts: it
 * tries every split whose tail begins with the signature header byte, the
 * shortest tail first, and takes the first that verifies (a well-formed
 * signature's compressed part ends exactly at the end of sm; verify
 * refuses any other quickly). Everything here is public. Two splits that
 * both verify would need a signature on a second message: a forgery. */
int KPQC_NS(crypto_sign_open)(uint8_t *m, size_t *mlen, const uint8_t *sm, size_t smlen,
                              const uint8_t *pk)
{
    size_t len;
    int ret = KPQC_ERR_VERIFY;
    *mlen = 0;
    if (smlen < SIG_MIN_BYTES) {
        return KPQC_ERR_LENGTH;
    }
    for (len = SIG_MIN_BYTES; len <= PEREGRINE_SIG_BYTES && len <= smlen; len++) {
        const uint8_t *sig = sm + (smlen - len);
        if (sig[0] != PEREGRINE_SIG_HEADER) {
            continue;
        }
        ret = KPQC_NS(crypto_sign_verify)(sig, len, sm, smlen - len, NULL, 0, pk);
        if (ret == 0) {
            if (smlen > len) {
                memmove(m, sm, smlen - len);
            }
            *mlen = smlen - len;
            return 0;
        }
        if (ret == KPQC_ERR_DECODE) { /* the public key */
            return ret;
        }
    }
    return KPQC_ERR_VERIFY;
}

/* ---- descriptor ----------------------------------------------------------- */

/* SHA-256 of the reference generator's .rsp (100 records), and of its first
   record (header and record 0, the quick check on emulated targets) */
/* clang-format off */
#if PEREGRINE_LOGN == 9
#define SET_NAME   "Peregrine-512"
#define SET_SHA256 "a6f220afea06a29c63f48619e184017f2cdfea5e3741e0f7861d44ede26ff9ca"
#define SET_QUICK  "7065d75952e4ece7c0e6641fd96e01267517c6e3f2aa1f97c9ef8ac75c1a0f24"
#else
#define SET_NAME   "Peregrine-1024"
#define SET_SHA256 "e4e10ac28a6af9e86bb411a0e20d63469b95879d5ca2c6b6f2c2af5c2b290000"
#define SET_QUICK  "05aedcfcdf2e2954d81d16f40218ce139471ffec021cbb926b4a35c65ac9b4c0"
#endif
/* clang-format on */

static const char *const peregrine_aliases[] = {KPQC_STR(KPQC_PARAM_ID), NULL};

const kpqc_sig_def KPQC_NS(sig) = {
    .sig =
        {
            .name = SET_NAME,
            .aliases = peregrine_aliases,
            .family = "Peregrine",
            .revision = "KpqC round 1 (KPQClean 7ea2087)",
            .nist_level = PEREGRINE_LEVEL,
            .pk_bytes = PEREGRINE_PK_BYTES,
            .sk_bytes = PEREGRINE_SK_BYTES,
            .sig_bytes = PEREGRINE_SIG_BYTES,
            .sig_fixed_length = 0,
            .has_context = 0,
            .keypair_seed_bytes = PEREGRINE_SEEDBYTES,
            .sign_coins_bytes = SIGN_COINS_BYTES,
            .keypair = KPQC_NS(crypto_sign_keypair),
            .keypair_derand = KPQC_NS(crypto_sign_keypair_derand),
            .sign = KPQC_NS(crypto_sign_signature),
            .sign_derand = KPQC_NS(crypto_sign_signature_derand),
            .verify = KPQC_NS(crypto_sign_verify),
            .sign_attached = KPQC_NS(crypto_sign),
            .open = KPQC_NS(crypto_sign_open),
        },
    .test =
        {
            .keypair_draws = {{0, 0, 0, 0}},
            .sign_draws = {{PEREGRINE_NONCEBYTES, PEREGRINE_SEEDBYTES, 0, 0}},
            .keypair_fixed_draw = 1,
            .kat = {KPQC_KAT_SIGN_PEREGRINE, SET_NAME, 100, SET_SHA256, 1, SET_QUICK, NULL},
            .backend = NULL,
            .keypair_variable_time = 1,
        },
};

/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* An MQ-Sign round-2 parameter set as the library sees it: the NIST
 * functions and the algorithm descriptor.
 *
 * The round-2 code signs with the key-generation seed as an extra
 * argument; that seed is the first 32 bytes of its own secret key, so
 * here sign takes sk alone and reads the seed from it. Key generation is
 * a function of a 32-byte seed (keypair = randombytes(32) +
 * keypair_derand); signing draws the 32-byte salt source
 * (sign = randombytes(32) + sign_derand). No context string. */
#include <string.h>

#include "attached.h"
#include "ct.h"
#include "kpqc.h"
#include "mqsign.h"
#include "randombytes.h"
#include "testinfo.h"

#ifdef KPQC_NIST_HEADER
#include KPQC_NIST_HEADER
_Static_assert(KPQC_NS_UPPER(CRYPTO_PUBLICKEYBYTES) == MQS_PK_BYTES, "NIST header: pk size");
_Static_assert(KPQC_NS_UPPER(CRYPTO_SECRETKEYBYTES) == MQS_SK_BYTES, "NIST header: sk size");
_Static_assert(KPQC_NS_UPPER(CRYPTO_BYTES) == MQS_SIG_BYTES, "NIST header: sig size");
#endif

int KPQC_NS(mqs_keygen)(uint8_t *pk, uint8_t *sk, const uint8_t *seed);
int KPQC_NS(mqs_sign)(uint8_t *sig, const uint8_t *m, size_t mlen, const uint8_t *sk,
                      const uint8_t *ss);
int KPQC_NS(mqs_verify)(const uint8_t *sig, const uint8_t *m, size_t mlen, const uint8_t *pk);

int KPQC_NS(crypto_sign_keypair_derand)(uint8_t *pk, uint8_t *sk, const uint8_t *seed)
{
    return KPQC_NS(mqs_keygen)(pk, sk, seed);
}

int KPQC_NS(crypto_sign_keypair)(uint8_t *pk, uint8_t *sk)
{
    uint8_t seed[MQS_SEED];
    int ret = kpqc_randombytes(seed, sizeof seed);
    if (ret == 0) {
        ret = KPQC_NS(mqs_keygen)(pk, sk, seed);
    }
    kpqc_zeroize(seed, sizeof seed);
    return ret;
}

int KPQC_NS(crypto_sign_signature_derand)(uint8_t *sig, size_t *siglen, const uint8_t *m,
                                          size_t mlen, const uint8_t *ctx, size_t ctxlen,
                                          const uint8_t *sk, const uint8_t *coins)
{
    int ret;
    (void)ctx;
    *siglen = 0;
    if (ctxlen != 0) {
        return KPQC_ERR_CONTEXT;
    }
    ret = KPQC_NS(mqs_sign)(sig, m, mlen, sk, coins);
    if (ret == 0) {
        *siglen = MQS_SIG_BYTES;
    }
    return ret;
}

int KPQC_NS(crypto_sign_signature)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                                   const uint8_t *ctx, size_t ctxlen, const uint8_t *sk)
{
    uint8_t ss[MQS_SS];
    int ret;
    *siglen = 0;
    if (ctxlen != 0) {
        return KPQC_ERR_CONTEXT;
    }
    ret = kpqc_randombytes(ss, sizeof ss);
    if (ret == 0) {
        ret = KPQC_NS(crypto_sign_signature_derand)(sig, siglen, m, mlen, ctx, ctxlen, sk, ss);
    }
    kpqc_zeroize(ss, sizeof ss);
    return ret;
}

int KPQC_NS(crypto_sign_verify)(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                                const uint8_t *ctx, size_t ctxlen, const uint8_t *pk)
{
    (void)ctx;
    if (ctxlen != 0) {
        return KPQC_ERR_CONTEXT;
    }
    if (siglen != MQS_SIG_BYTES) {
        return KPQC_ERR_LENGTH;
    }
    return KPQC_NS(mqs_verify)(sig, m, mlen, pk);
}

/* NIST attached form: sm = m || sig, as the round-2 generator writes it. */
int KPQC_NS(crypto_sign)(uint8_t *sm, size_t *smlen, const uint8_t *m, size_t mlen,
                         const uint8_t *sk)
{
    return kpqc_sign_attached(sm, smlen, m, mlen, sk, KPQC_NS(crypto_sign_signature));
}

int KPQC_NS(crypto_sign_open)(uint8_t *m, size_t *mlen, const uint8_t *sm, size_t smlen,
                              const uint8_t *pk)
{
    return kpqc_open_attached(m, mlen, sm, smlen, pk, MQS_SIG_BYTES, KPQC_NS(crypto_sign_verify));
}

/* ---- descriptor ----------------------------------------------------------- */

#define MQS_S1(x) #x
#define MQS_S(x)  MQS_S1(x)
#if MQS_RR
#define SET_TYPE "RR"
#else
#define SET_TYPE "LR"
#endif
#define SET_NAME   "MQ-Sign-" SET_TYPE "-256-" MQS_S(MQS_V) "-" MQS_S(MQS_O)
#define SET_HEADER "MQ" SET_TYPE "(256," MQS_S(MQS_V) "," MQS_S(MQS_O) ")"
#define SET_ALIAS  "MQ-Sign_MQ" SET_TYPE "_256_" MQS_S(MQS_V) "_" MQS_S(MQS_O)

/* SHA-256 of the round-2 generator's .rsp (one record each) */
/* clang-format off */
#if !MQS_RR && MQS_LEVEL == 1
#define SET_SHA256 "f68320e916ee5d408942adad3253ad59100aedee66a8f6c18d0b7ac872743f27"
#elif !MQS_RR && MQS_LEVEL == 3
#define SET_SHA256 "d863cdf8a54201164701285bbfb09634d319bb081885ba615d2d8ce8b07b654c"
#elif !MQS_RR
#define SET_SHA256 "d6bda1a8817a6eba758b34d0398ae39ffbfd0eb2fbe5ab7cf4c4c0ce818d2642"
#elif MQS_LEVEL == 1
#define SET_SHA256 "6564e0af5f9187b29c4b206f9b08ba99cb397cb82677b3bdfbe399debe8b1fd9"
#elif MQS_LEVEL == 3
#define SET_SHA256 "ef736e23053c2fcbfe85d2c0834aa4078946dc75a6a12bfddfebc019913fda2a"
#else
#define SET_SHA256 "e39d6334bc9736d060fb14a20db74caecba67fe91ac640b74f40c8e4adc1f511"
#endif
/* clang-format on */

static const char *const mqs_aliases[] = {SET_ALIAS, KPQC_STR(KPQC_PARAM_ID), NULL};

const kpqc_sig_def KPQC_NS(sig) = {
    .sig =
        {
            .name = SET_NAME,
            .aliases = mqs_aliases,
            .family = "MQ-Sign",
            .revision = "KpqC round 2 (KpqClean_ver2 0896ebe)",
            .nist_level = MQS_LEVEL,
            .pk_bytes = MQS_PK_BYTES,
            .sk_bytes = MQS_SK_BYTES,
            .sig_bytes = MQS_SIG_BYTES,
            .sig_fixed_length = 1,
            .has_context = 0,
            .keypair_seed_bytes = MQS_SEED,
            .sign_coins_bytes = MQS_SS,
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
            .sign_draws = {{0, 0, 0, 0}},
            .keypair_fixed_draw = 1,
            /* One record per file: no separate quick digest, the whole
               file runs everywhere. */
            .kat = {KPQC_KAT_SIGN_MQSIGN, SET_HEADER, 1, SET_SHA256, 0, NULL, NULL},
            .backend = NULL,
        },
};

/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* An MQ-Sign round-1 parameter set as the library sees it: the NIST
 * functions and the algorithm descriptor.
 *
 * The round-1 code signs with the key-generation seed as an extra
 * argument; that seed is the first 32 bytes of its own secret key, so
 * here sign takes sk alone and reads the seed from it. Key generation is
 * a function of a 32-byte seed (keypair = randombytes(32) +
 * keypair_derand). Signing is deterministic: salt and vinegar come from a
 * DRBG seeded with the key seed and the message digest, so it draws
 * nothing (sign_coins_bytes 0) and sign_derand ignores its coins. No
 * context string. */
#include <string.h>

#include "attached.h"
#include "ct.h"
#include "kpqc.h"
#include "mqsign1.h"
#include "randombytes.h"
#include "testinfo.h"

#ifdef KPQC_NIST_HEADER
#include KPQC_NIST_HEADER
_Static_assert(KPQC_NS_UPPER(CRYPTO_PUBLICKEYBYTES) == MQS_PK_BYTES, "NIST header: pk size");
_Static_assert(KPQC_NS_UPPER(CRYPTO_SECRETKEYBYTES) == MQS_SK_BYTES, "NIST header: sk size");
_Static_assert(KPQC_NS_UPPER(CRYPTO_BYTES) == MQS_SIG_BYTES, "NIST header: sig size");
#endif

int KPQC_NS(crypto_sign_keypair_derand)(uint8_t *pk, uint8_t *sk, const uint8_t *seed)
{
    return mqs1_keygen(pk, sk, seed);
}

int KPQC_NS(crypto_sign_keypair)(uint8_t *pk, uint8_t *sk)
{
    uint8_t seed[MQS_SEED];
    int ret = kpqc_randombytes(seed, sizeof seed);
    if (ret == 0) {
        ret = mqs1_keygen(pk, sk, seed);
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
    (void)coins;
    *siglen = 0;
    if (ctxlen != 0) {
        return KPQC_ERR_CONTEXT;
    }
    ret = mqs1_sign(sig, m, mlen, sk);
    if (ret == 0) {
        *siglen = MQS_SIG_BYTES;
    }
    return ret;
}

int KPQC_NS(crypto_sign_signature)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                                   const uint8_t *ctx, size_t ctxlen, const uint8_t *sk)
{
    return KPQC_NS(crypto_sign_signature_derand)(sig, siglen, m, mlen, ctx, ctxlen, sk, NULL);
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
    return mqs1_verify(sig, m, mlen, pk);
}

/* NIST attached form: sm = m || sig, as the round-1 generator writes it. */
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

#define MQS_S1(x)  #x
#define MQS_S(x)   MQS_S1(x)
#define SET_NAME   "MQ-Sign-SS-256-" MQS_S(MQS_V) "-" MQS_S(MQS_O)
#define SET_HEADER "MQSS(256," MQS_S(MQS_V) "," MQS_S(MQS_O) ")" /* CRYPTO_ALGNAME */

/* SHA-256 of the round-1 generator's .rsp (ten records), and of its first
   record (header and record 0, the quick check on emulated targets) */
/* clang-format off */
#if MQS_LEVEL == 1
#define SET_SHA256 "d3ce85b1025cf618538dd31bb4f8ce797d003e7bd92175274b11ee478b34e1de"
#define SET_QUICK  "6664fe1b99c955168c04061c14947bde78bf08f2e1e4d1c2caca8d2945d7ba5e"
#elif MQS_LEVEL == 3
#define SET_SHA256 "571389cb3fb5b630b8c514e39776893e0edc57ae0f5b857cac8b59dcceb0ef7c"
#define SET_QUICK  "1056107b7ffb4af56427a46a0a5d452046e749923b282ec2835a94b591a9d99f"
#else
#define SET_SHA256 "43c0ffcaaa3b7903904dc8b8ad03337d30fc8dff239609c12eaaf04693dc2181"
#define SET_QUICK  "1e1f1c8cf872d2b6dd39d70fe0dfd8c9d0d2bd1c32bda8981ab08bbb6538b10d"
#endif
/* clang-format on */

static const char *const mqs_aliases[] = {SET_HEADER, KPQC_STR(KPQC_PARAM_ID), NULL};

const kpqc_sig_def KPQC_NS(sig) = {
    .sig =
        {
            .name = SET_NAME,
            .aliases = mqs_aliases,
            .family = "MQ-Sign",
            .revision = "KpqC round 1 (KPQClean 7ea2087)",
            .nist_level = MQS_LEVEL,
            .pk_bytes = MQS_PK_BYTES,
            .sk_bytes = MQS_SK_BYTES,
            .sig_bytes = MQS_SIG_BYTES,
            .sig_fixed_length = 1,
            .has_context = 0,
            .keypair_seed_bytes = MQS_SEED,
            .sign_coins_bytes = 0,
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
            .kat = {KPQC_KAT_SIGN_ATTACHED_SEEDED, SET_HEADER, 10, SET_SHA256, 1, SET_QUICK, NULL},
            .backend = NULL,
        },
};

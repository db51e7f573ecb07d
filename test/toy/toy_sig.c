/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* A placeholder signature scheme for testing the framework. It has the
 * interface of a real one (seeded keys, hedged signing with coins, context
 * strings, fixed-length detached signatures, NIST attached form) but NO
 * security: the "signature" is a hash anyone holding pk can compute. Test
 * builds only; never installed.
 *
 * Compiled once per variant: -DKPQC_PARAM_ID=<id> -DTOY_CONTEXT=0|1. */
#include <string.h>

#include "kpqc.h"
#include "attached.h"
#include "ct.h"
#include "ctgrind.h"
#include "fips202.h"
#include "namespace.h"
#include "randombytes.h"
#include "toy.h"

#define PK_BYTES    32
#define SK_BYTES    64 /* x || pk */
#define SEED_BYTES  32
#define COINS_BYTES (TOY_CONTEXT ? 32 : 16)
#define SIG_BYTES   (COINS_BYTES + 32) /* coins || tag */

/* The generated NIST header must agree with this file. */
_Static_assert(KPQC_NS_UPPER(CRYPTO_PUBLICKEYBYTES) == PK_BYTES, "NIST header: PK_BYTES");
_Static_assert(KPQC_NS_UPPER(CRYPTO_SECRETKEYBYTES) == SK_BYTES, "NIST header: SK_BYTES");
_Static_assert(KPQC_NS_UPPER(CRYPTO_BYTES) == SIG_BYTES, "NIST header: SIG_BYTES");

/* tag = SHAKE256(pk || coins || ctxlen || ctx || m) */
static void toy_tag(uint8_t tag[32], const uint8_t *pk, const uint8_t *coins, const uint8_t *m,
                    size_t mlen, const uint8_t *ctx, size_t ctxlen)
{
    kpqc_keccak_ctx h;
    uint8_t pre = (uint8_t)ctxlen;
    kpqc_shake256_init(&h);
    kpqc_keccak_absorb(&h, pk, PK_BYTES);
    kpqc_keccak_absorb(&h, coins, COINS_BYTES);
    kpqc_keccak_absorb(&h, &pre, 1);
    kpqc_keccak_absorb(&h, ctx, ctxlen);
    kpqc_keccak_absorb(&h, m, mlen);
    kpqc_keccak_finalize(&h);
    kpqc_keccak_squeeze(&h, tag, 32);
}

int KPQC_NS(crypto_sign_keypair_derand)(uint8_t *pk, uint8_t *sk, const uint8_t *seed)
{
    kpqc_shake256(sk, 32, seed, SEED_BYTES);
    kpqc_sha3_256(pk, sk, 32);
    KPQC_CT_PUBLIC(pk, PK_BYTES); /* the public key is an output */
    memcpy(sk + 32, pk, PK_BYTES);
    return 0;
}

int KPQC_NS(crypto_sign_keypair)(uint8_t *pk, uint8_t *sk)
{
    uint8_t seed[SEED_BYTES];
    int ret = kpqc_randombytes(seed, sizeof seed);
    if (ret == 0) {
        ret = KPQC_NS(crypto_sign_keypair_derand)(pk, sk, seed);
    }
    kpqc_zeroize(seed, sizeof seed);
    return ret;
}

int KPQC_NS(crypto_sign_signature_derand)(uint8_t *sig, size_t *siglen, const uint8_t *m,
                                          size_t mlen, const uint8_t *ctx, size_t ctxlen,
                                          const uint8_t *sk, const uint8_t *coins)
{
    memcpy(sig, coins, COINS_BYTES);
    toy_tag(sig + COINS_BYTES, sk + 32, coins, m, mlen, ctx, ctxlen);
    KPQC_CT_PUBLIC(sig, SIG_BYTES); /* the signature is an output */
    *siglen = SIG_BYTES;
    return 0;
}

int KPQC_NS(crypto_sign_signature)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                                   const uint8_t *ctx, size_t ctxlen, const uint8_t *sk)
{
    uint8_t coins[COINS_BYTES];
    int ret = kpqc_randombytes(coins, sizeof coins);
    if (ret == 0) {
        ret = KPQC_NS(crypto_sign_signature_derand)(sig, siglen, m, mlen, ctx, ctxlen, sk, coins);
    }
    kpqc_zeroize(coins, sizeof coins);
    return ret;
}

int KPQC_NS(crypto_sign_verify)(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                                const uint8_t *ctx, size_t ctxlen, const uint8_t *pk)
{
    uint8_t tag[32];
    int bad;
    if (siglen != SIG_BYTES) {
        return KPQC_ERR_LENGTH;
    }
    toy_tag(tag, pk, sig, m, mlen, ctx, ctxlen);
    bad = kpqc_ct_neq(tag, sig + COINS_BYTES, 32);
    KPQC_CT_PUBLIC(&bad, sizeof bad); /* the verdict is the output */
    return bad ? KPQC_ERR_VERIFY : 0;
}

int KPQC_NS(crypto_sign)(uint8_t *sm, size_t *smlen, const uint8_t *m, size_t mlen,
                         const uint8_t *sk)
{
    return kpqc_sign_attached(sm, smlen, m, mlen, sk, KPQC_NS(crypto_sign_signature));
}

int KPQC_NS(crypto_sign_open)(uint8_t *m, size_t *mlen, const uint8_t *sm, size_t smlen,
                              const uint8_t *pk)
{
    return kpqc_open_attached(m, mlen, sm, smlen, pk, SIG_BYTES, KPQC_NS(crypto_sign_verify));
}

static const char *const toy_sig_aliases[] = {TOY_SIG_ALIAS, NULL};

const kpqc_sig_def KPQC_NS(sig) = {
    .sig =
        {
            .name = TOY_SIG_NAME,
            .aliases = toy_sig_aliases,
            .family = "test placeholder",
            .revision = "test",
            .nist_level = 1,
            .pk_bytes = PK_BYTES,
            .sk_bytes = SK_BYTES,
            .sig_bytes = SIG_BYTES,
            .sig_fixed_length = 1,
            .has_context = 1,
            .keypair_seed_bytes = SEED_BYTES,
            .sign_coins_bytes = COINS_BYTES,
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
            .keypair_fixed_draw = 1,
            .kat = {TOY_SIG_KAT_FORMAT, TOY_SIG_NAME, 100, TOY_SIG_KAT_SHA256,
                    TOY_SIG_QUICK_RECORDS, TOY_SIG_QUICK_SHA256, NULL},
        },
};

/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* AIMer v3 key generation (specification, KeyGen): a random plaintext and
 * IV, retried while the S-box inputs hit zero, with its NIST-style entry
 * points. */
#include <string.h>

#include "aimer.h"
#include "ct.h"
#include "ctgrind.h"
#include "randombytes.h"

#ifdef KPQC_NIST_HEADER
#include KPQC_NIST_HEADER /* the prototypes this file defines (KPQC_API) */
#endif

/* A key is retried with probability about (L + 1) 2^-lambda: 64 failures
 * in a row mean a broken randomness source. */
#define MAX_ATTEMPTS 64

typedef struct {
    int derand; /* 0: kpqc_randombytes; 1: the XOF below */
    kpqc_keccak_ctx xof;
} coin_source;

static int next_coins(coin_source *src, uint8_t *out, size_t len)
{
    if (src->derand) {
        kpqc_keccak_squeeze(&src->xof, out, len);
        return 0;
    }
    return kpqc_randombytes(out, len);
}

static int keypair_from(uint8_t *pk, uint8_t *sk, coin_source *src)
{
    aimer_linear lin;
    aimer_witness wit;
    aimer_gf pt, ct;
    uint8_t ptb[AIMER_FB], iv[AIMER_FB];
    unsigned attempt;
    int ret = KPQC_ERR_RANDOMNESS;

    for (attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        uint64_t zero;
        /* pt first, then iv, per attempt: the KAT generator's order */
        if (next_coins(src, ptb, AIMER_FB) != 0 || next_coins(src, iv, AIMER_FB) != 0) {
            break;
        }
        /* the IV becomes the public key; its bits steer nothing secret */
        aimer_linear_expand(&lin, iv);
        aimer_gf_from_bytes(&pt, ptb);
        zero = aimer_aim3_witness(&wit, &ct, &lin, &pt, NULL);
        /* The retry decision is public: a discarded (pt, iv) says nothing
           about the key that is kept. */
        KPQC_CT_PUBLIC(&zero, sizeof zero);
        if (!zero) {
            ret = 0;
            break;
        }
    }
    if (ret == 0) {
        memcpy(pk, iv, AIMER_FB);
        aimer_gf_to_bytes(pk + AIMER_FB, &ct);
        KPQC_CT_PUBLIC(pk, AIMER_PK_BYTES); /* the public key is an output */
        memcpy(sk, ptb, AIMER_FB);
        memcpy(sk + AIMER_FB, pk, AIMER_PK_BYTES);
    }
    kpqc_zeroize(&wit, sizeof wit);
    kpqc_zeroize(&pt, sizeof pt);
    kpqc_zeroize(ptb, sizeof ptb);
    return ret;
}

/* keypair_derand: the attempts' pt and iv are read from
 * SHAKE256("kpqc AIMer keypair" || seed), lambda/8 bytes each, in the
 * order keypair() draws them from the randomness source. */
int KPQC_NS(crypto_sign_keypair_derand)(uint8_t *pk, uint8_t *sk, const uint8_t *seed)
{
    static const uint8_t label[] = "kpqc AIMer keypair";
    coin_source src;
    int ret;
    src.derand = 1;
    kpqc_shake256_init(&src.xof);
    kpqc_keccak_absorb(&src.xof, label, sizeof label - 1);
    kpqc_keccak_absorb(&src.xof, seed, AIMER_FB);
    kpqc_keccak_finalize(&src.xof);
    ret = keypair_from(pk, sk, &src);
    kpqc_keccak_wipe(&src.xof);
    return ret;
}

int KPQC_NS(crypto_sign_keypair)(uint8_t *pk, uint8_t *sk)
{
    coin_source src;
    src.derand = 0;
    return keypair_from(pk, sk, &src);
}

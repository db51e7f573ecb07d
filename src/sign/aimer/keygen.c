/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* AIMer v3 key generation (specification, KeyGen): a random plaintext and
 * IV, retried while the S-box inputs hit zero, with its NIST-style entry
 * points. */
#include <string.h>

#include "aimer.h"
#include "ct.h"
#include "ctgrind.h"
#include "coins.h"

#ifdef KPQC_NIST_HEADER
#include KPQC_NIST_HEADER /* the prototypes this file defines (KPQC_API) */
#endif

/* A key is retried with probability about (L + 1) 2^-lambda: 64 failures
 * in a row mean a broken randomness source. */
#define MAX_ATTEMPTS 64

static int keypair_from(uint8_t *pk, uint8_t *sk, kpqc_coins *src)
{
    aimer_gf pt, ct;
    uint8_t ptb[AIMER_FB], iv[AIMER_FB];
    unsigned attempt;
    int ret = KPQC_ERR_RANDOMNESS;

    for (attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        uint64_t zero;
        /* pt first, then iv, per attempt: the KAT generator's order */
        if (kpqc_coins_next(src, ptb, AIMER_FB) != 0 || kpqc_coins_next(src, iv, AIMER_FB) != 0) {
            break;
        }
        /* the IV becomes the public key; its bits steer nothing secret */
        aimer_gf_from_bytes(&pt, ptb);
        zero = aimer_aim3_ct(&ct, &pt, iv);
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
    kpqc_zeroize(&pt, sizeof pt);
    kpqc_zeroize(ptb, sizeof ptb);
    return ret;
}

/* keypair_derand: the attempts' pt and iv are read from
 * SHAKE256("kpqc AIMer keypair" || seed), lambda/8 bytes each, in the
 * order keypair() draws them from the randomness source. */
int KPQC_NS(crypto_sign_keypair_derand)(uint8_t *pk, uint8_t *sk, const uint8_t *seed)
{
    kpqc_coins src;
    int ret;
    kpqc_coins_derand(&src, "kpqc AIMer keypair", seed, AIMER_FB);
    ret = keypair_from(pk, sk, &src);
    kpqc_coins_wipe(&src);
    return ret;
}

int KPQC_NS(crypto_sign_keypair)(uint8_t *pk, uint8_t *sk)
{
    kpqc_coins src;
    kpqc_coins_random(&src);
    return keypair_from(pk, sk, &src);
}

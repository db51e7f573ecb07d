/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The AIMer v3 transcript hashes that signer and verifier share: the
 * message digest mu and the two challenge streams (eps from h1, the opened
 * parties from h2). */
#include "aimer.h"

/* mu = H_mu(iv || ct || ctxlen || ctx || m) */
void aimer_message_digest(uint8_t mu[AIMER_DIGEST], const uint8_t pk[AIMER_PK_BYTES],
                          const uint8_t *ctx, size_t ctxlen, const uint8_t *m, size_t mlen)
{
    kpqc_keccak_ctx h;
    uint8_t len = (uint8_t)ctxlen;
    aimer_hash_init(&h, AIMER_PREFIX_MU);
    kpqc_keccak_absorb(&h, pk, AIMER_PK_BYTES);
    kpqc_keccak_absorb(&h, &len, 1);
    if (ctxlen > 0) {
        kpqc_keccak_absorb(&h, ctx, ctxlen);
    }
    if (mlen > 0) {
        kpqc_keccak_absorb(&h, m, mlen);
    }
    kpqc_keccak_finalize(&h);
    kpqc_keccak_squeeze(&h, mu, AIMER_DIGEST);
}

/* The challenge streams: eps from H(h1) (L + 1 elements per repetition, in
 * order), the opened parties from H(h2) (one byte per repetition). */
void aimer_challenge_stream(kpqc_keccak_ctx *h, const uint8_t digest[AIMER_DIGEST])
{
    aimer_hash_init(h, AIMER_HASH_NONE);
    kpqc_keccak_absorb(h, digest, AIMER_DIGEST);
    kpqc_keccak_finalize(h);
}

void aimer_next_eps(kpqc_keccak_ctx *h, aimer_gf eps[AIMER_L + 1])
{
    uint8_t buf[AIMER_FB];
    unsigned l;
    for (l = 0; l <= AIMER_L; l++) {
        kpqc_keccak_squeeze(h, buf, AIMER_FB);
        aimer_gf_from_bytes(&eps[l], buf);
    }
}

void aimer_absorb_gfs(kpqc_keccak_ctx *h, const aimer_gf *a, size_t n)
{
    /* up to 8 elements per absorb call: fewer calls, fewer byte-wise
       steps where the sponge position is not on a lane boundary */
    uint8_t buf[8 * AIMER_FB];
    while (n > 0) {
        size_t k, m = n < 8 ? n : 8;
        for (k = 0; k < m; k++) {
            aimer_gf_to_bytes(buf + k * AIMER_FB, &a[k]);
        }
        kpqc_keccak_absorb(h, buf, m * AIMER_FB);
        a += m;
        n -= m;
    }
}

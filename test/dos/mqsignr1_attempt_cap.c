/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* MQ-Sign round 1's signing attempt cap (SECURITY.md, "Loops and attempt
 * caps"): a secret key whose Fq2 and Fl are all zero has M = 0 for every
 * vinegar draw, so every attempt is singular; signing must stop after 128
 * attempts with KPQC_ERR_DECODE, a zeroed signature and length 0, through
 * the checked API. The same key restored still signs and verifies, and a
 * secret key whose trailing byte is not zero is refused the same way. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kpqc.h"

static int failures;

static void check(int cond, const char *what)
{
    if (!cond) {
        fprintf(stderr, "FAIL MQ-Sign-SS-256-72-46: %s\n", what);
        failures++;
    }
}

static int all_zero(const uint8_t *p, size_t n)
{
    uint8_t acc = 0;
    size_t i;
    for (i = 0; i < n; i++) {
        acc |= p[i];
    }
    return acc == 0;
}

/* sign with the checked API; the signature buffer starts as 0xAA */
static int sign(const kpqc_sig *sig, uint8_t *s, size_t *slen, const uint8_t *msg, size_t mlen,
                const uint8_t *sk)
{
    memset(s, 0xAA, sig->sig_bytes);
    *slen = 1;
    return kpqc_sig_sign(sig, s, sig->sig_bytes, slen, msg, mlen, NULL, 0, sk, sig->sk_bytes);
}

int main(void)
{
    /* sk = seed (32) || T (v*o) || t (n) || Fq1 (v*o) || Fq2 (v*o) || Fl (n*o) || Fc (o) || 0 */
    enum { V = 72, O = 46, N = V + O, FQ2 = 32 + V * O + N + V * O, ZEROED = V * O + N * O };
    const kpqc_sig *sig = kpqc_sig_find("MQ-Sign-SS-256-72-46");
    uint8_t seed[32], msg[33] = {1, 2, 3};
    uint8_t *pk, *sk, *saved, *s;
    size_t slen;

    if (sig == NULL) {
        fprintf(stderr, "FAIL: MQ-Sign-SS-256-72-46 not registered\n");
        return 1;
    }
    pk = malloc(sig->pk_bytes);
    sk = malloc(sig->sk_bytes);
    saved = malloc(ZEROED);
    s = malloc(sig->sig_bytes);
    if (pk == NULL || sk == NULL || saved == NULL || s == NULL) {
        fprintf(stderr, "FAIL: out of memory\n");
        free(pk);
        free(sk);
        free(saved);
        free(s);
        return 1;
    }
    memset(seed, 0x3C, sizeof seed);
    check(FQ2 + ZEROED + O + 1 == sig->sk_bytes, "the layout adds up to sk");
    check(kpqc_sig_keypair_derand(sig, pk, sig->pk_bytes, sk, sig->sk_bytes, seed, sizeof seed) ==
              KPQC_OK,
          "keypair");
    memcpy(saved, sk + FQ2, ZEROED);
    memset(sk + FQ2, 0, ZEROED);
    check(sign(sig, s, &slen, msg, sizeof msg, sk) == KPQC_ERR_DECODE,
          "a key with M = 0 is refused with KPQC_ERR_DECODE");
    check(slen == 0 && all_zero(s, sig->sig_bytes), "length 0 and zeroed signature on refusal");
    memcpy(sk + FQ2, saved, ZEROED);
    sk[sig->sk_bytes - 1] = 1;
    check(sign(sig, s, &slen, msg, sizeof msg, sk) == KPQC_ERR_DECODE,
          "a non-zero trailing byte is refused with KPQC_ERR_DECODE");
    check(slen == 0 && all_zero(s, sig->sig_bytes), "length 0 and zeroed signature on refusal");
    sk[sig->sk_bytes - 1] = 0;
    check(sign(sig, s, &slen, msg, sizeof msg, sk) == KPQC_OK && slen == sig->sig_bytes,
          "the restored key signs");
    check(kpqc_sig_verify(sig, s, slen, msg, sizeof msg, NULL, 0, pk, sig->pk_bytes) == KPQC_OK,
          "and verifies");
    pk[sig->pk_bytes - 1] = 1;
    check(kpqc_sig_verify(sig, s, slen, msg, sizeof msg, NULL, 0, pk, sig->pk_bytes) ==
              KPQC_ERR_DECODE,
          "a public key with a non-zero trailing byte is refused with KPQC_ERR_DECODE");
    free(pk);
    free(sk);
    free(saved);
    free(s);
    if (failures == 0) {
        printf("PASS dos/mqsignr1-attempt-cap: degenerate key refused after the cap, non-zero "
               "trailing bytes refused, restored key signs\n");
    }
    return failures == 0 ? 0 : 1;
}

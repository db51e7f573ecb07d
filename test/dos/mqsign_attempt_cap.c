/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* MQ-Sign's signing attempt cap (SECURITY.md, "Loops and attempt caps"):
 * a secret key whose F2 is all zero makes every vinegar attempt's system
 * singular; signing must stop after 127 attempts with KPQC_ERR_DECODE, a
 * zeroed signature and length 0, through the checked API, while the same
 * key with its F2 restored still signs and verifies. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kpqc.h"

static int failures;

static void check(int cond, const char *what, const char *name)
{
    if (!cond) {
        fprintf(stderr, "FAIL %s: %s\n", name, what);
        failures++;
    }
}

static void run(const char *name, size_t f2_offset, size_t f2_bytes)
{
    const kpqc_sig *sig = kpqc_sig_find(name);
    uint8_t seed[32], coins[32], msg[33] = {1, 2, 3};
    uint8_t *pk, *sk, *saved, *s;
    size_t slen = 1, i;
    int ret;

    if (sig == NULL) {
        check(0, "not registered", name);
        return;
    }
    pk = malloc(sig->pk_bytes);
    sk = malloc(sig->sk_bytes);
    saved = malloc(f2_bytes);
    s = malloc(sig->sig_bytes);
    if (pk == NULL || sk == NULL || saved == NULL || s == NULL) {
        check(0, "out of memory", name);
        exit(1);
    }
    memset(seed, 0x3C, sizeof seed);
    memset(coins, 0x5A, sizeof coins);
    check(f2_offset + f2_bytes + 1 <= sig->sk_bytes, "F2 inside sk", name);
    check(kpqc_sig_keypair_derand(sig, pk, sig->pk_bytes, sk, sig->sk_bytes, seed, sizeof seed) ==
              KPQC_OK,
          "keypair", name);
    memcpy(saved, sk + f2_offset, f2_bytes);
    memset(sk + f2_offset, 0, f2_bytes);
    memset(s, 0xAA, sig->sig_bytes);
    ret = kpqc_sig_sign_derand(sig, s, sig->sig_bytes, &slen, msg, sizeof msg, NULL, 0, sk,
                               sig->sk_bytes, coins, sizeof coins);
    check(ret == KPQC_ERR_DECODE, "a degenerate F2 is refused with KPQC_ERR_DECODE", name);
    check(slen == 0, "length 0 on refusal", name);
    for (i = 0; i < sig->sig_bytes; i++) {
        if (s[i] != 0) {
            check(0, "signature zeroed on refusal", name);
            break;
        }
    }
    memcpy(sk + f2_offset, saved, f2_bytes);
    ret = kpqc_sig_sign_derand(sig, s, sig->sig_bytes, &slen, msg, sizeof msg, NULL, 0, sk,
                               sig->sk_bytes, coins, sizeof coins);
    check(ret == KPQC_OK && slen == sig->sig_bytes, "the restored key signs", name);
    check(kpqc_sig_verify(sig, s, slen, msg, sizeof msg, NULL, 0, pk, sig->pk_bytes) == KPQC_OK,
          "and verifies", name);
    free(pk);
    free(sk);
    free(saved);
    free(s);
}

int main(void)
{
    /* sk = seed (32) || T (v*o) || F1 || F2 (o*v*o) || ...; v = 72, o = 46 */
    run("MQ-Sign-LR-256-72-46", 32 + 72 * 46 + 72 * 72, 46 * 72 * 46);
    run("MQ-Sign-RR-256-72-46", 32 + 72 * 46 + 46 * (72 * 73 / 2), 46 * 72 * 46);
    if (failures == 0) {
        printf("PASS dos/mqsign-attempt-cap: degenerate keys refused after the cap, restored keys "
               "sign\n");
    }
    return failures == 0 ? 0 : 1;
}

/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* A program built against an installed or vendored kpqc as a user would
 * build it (pkg-config, find_package or add_subdirectory): it lists the
 * algorithms, then round-trips the first KEM (keypair, encapsulation,
 * decapsulation: equal keys) and the first signature scheme (keypair,
 * signature, verification; a changed message must fail), all through the
 * checked API. Exit 0 and "installed library works" only if all of it did. */
#include <stdio.h>
#include <string.h>

#include <kpqc.h>

#define MAX_BYTES 40000

static unsigned char pk[MAX_BYTES], sk[MAX_BYTES], ct[MAX_BYTES], sig[MAX_BYTES];
static unsigned char ss1[64], ss2[64];

static int kem_round_trip(const kpqc_kem *kem)
{
    if (kem->pk_bytes > MAX_BYTES || kem->sk_bytes > MAX_BYTES || kem->ct_bytes > MAX_BYTES ||
        kem->ss_bytes > sizeof ss1) {
        return 1;
    }
    if (kpqc_kem_keypair(kem, pk, kem->pk_bytes, sk, kem->sk_bytes) != KPQC_OK ||
        kpqc_kem_encaps(kem, ct, kem->ct_bytes, ss1, kem->ss_bytes, pk, kem->pk_bytes) != KPQC_OK ||
        kpqc_kem_decaps(kem, ss2, kem->ss_bytes, ct, kem->ct_bytes, sk, kem->sk_bytes) != KPQC_OK) {
        return 1;
    }
    return memcmp(ss1, ss2, kem->ss_bytes) != 0;
}

static int sig_round_trip(const kpqc_sig *s)
{
    unsigned char msg[] = "a message for the install test";
    static const unsigned char ctx[] = {'k', 'p', 'q', 'c'};
    size_t ctxlen = s->has_context ? sizeof ctx : 0, siglen = 0;
    if (s->pk_bytes > MAX_BYTES || s->sk_bytes > MAX_BYTES || s->sig_bytes > MAX_BYTES) {
        return 1;
    }
    if (kpqc_sig_keypair(s, pk, s->pk_bytes, sk, s->sk_bytes) != KPQC_OK ||
        kpqc_sig_sign(s, sig, s->sig_bytes, &siglen, msg, sizeof msg, ctx, ctxlen, sk,
                      s->sk_bytes) != KPQC_OK ||
        kpqc_sig_verify(s, sig, siglen, msg, sizeof msg, ctx, ctxlen, pk, s->pk_bytes) != KPQC_OK) {
        return 1;
    }
    msg[0] ^= 1;
    return kpqc_sig_verify(s, sig, siglen, msg, sizeof msg, ctx, ctxlen, pk, s->pk_bytes) !=
           KPQC_ERR_VERIFY;
}

int main(void)
{
    size_t i;
    for (i = 0; i < kpqc_kem_count(); i++) {
        printf("kem %s\n", kpqc_kem_at(i)->name);
    }
    for (i = 0; i < kpqc_sig_count(); i++) {
        printf("sig %s\n", kpqc_sig_at(i)->name);
    }
    if (strcmp(kpqc_strerror(KPQC_ERR_LENGTH), "a buffer length does not match the algorithm") !=
        0) {
        puts("FAIL kpqc_strerror");
        return 1;
    }
    if (kpqc_kem_count() > 0 && kem_round_trip(kpqc_kem_at(0)) != 0) {
        printf("FAIL %s round trip\n", kpqc_kem_at(0)->name);
        return 1;
    }
    if (kpqc_sig_count() > 0 && sig_round_trip(kpqc_sig_at(0)) != 0) {
        printf("FAIL %s round trip\n", kpqc_sig_at(0)->name);
        return 1;
    }
    printf("round trips: %s, %s\n", kpqc_kem_count() > 0 ? kpqc_kem_at(0)->name : "(no KEM)",
           kpqc_sig_count() > 0 ? kpqc_sig_at(0)->name : "(no signature)");
    puts("installed library works");
    return 0;
}

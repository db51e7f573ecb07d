/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Host helper for hw/fw/kat_image.py: the inputs of a KAT record that the
 * .rsp file does not print, recovered with the library the way its KAT
 * generator (tools/kat/katgen.c) draws them from the record's DRBG.
 *
 *   katprep kem NAME SEEDHEX   prints "coins = HEX": the encapsulation coins
 *                              (the record DRBG after key generation)
 *   katprep sig NAME SEEDHEX   prints "ctx = HEX" (possibly empty): the
 *                              context of a detached-with-context record
 *                              (after key generation and the signing coins)
 *
 * Linked with libkpqc.a; uses its internal DRBG and test metadata. */
#include <stdio.h>
#include <string.h>

#include "kpqc.h"
#include "drbg.h"
#include "testinfo.h"

static uint8_t pk[8192], sk[16384], buf[512];

static int unhex(uint8_t *out, size_t n, const char *s)
{
    if (strlen(s) != 2 * n)
        return -1;
    for (size_t i = 0; i < n; i++) {
        unsigned v;
        if (sscanf(s + 2 * i, "%2x", &v) != 1)
            return -1;
        out[i] = (uint8_t)v;
    }
    return 0;
}

static void put(const char *name, const uint8_t *p, size_t n)
{
    printf("%s = ", name);
    for (size_t i = 0; i < n; i++)
        printf("%02X", p[i]);
    printf("\n");
}

int main(int argc, char **argv)
{
    uint8_t seed[48];
    kpqc_drbg rec;
    int ret;
    if (argc != 4 || unhex(seed, sizeof seed, argv[3]) != 0) {
        fprintf(stderr, "usage: katprep kem|sig NAME SEEDHEX(48 bytes)\n");
        return 2;
    }
    kpqc_drbg_init(&rec, seed, NULL);
    kpqc_randombytes_set_source(kpqc_drbg_randombytes, &rec);
    if (strcmp(argv[1], "kem") == 0) {
        const kpqc_kem *kem = kpqc_kem_find(argv[2]);
        const kpqc_kem_test_info *ti = kpqc_kem_testinfo(kem);
        if (!kem || !ti || kem->keypair_seed_bytes > sizeof buf ||
            kem->encaps_coins_bytes > sizeof buf || kem->pk_bytes > sizeof pk ||
            kem->sk_bytes > sizeof sk)
            return 2;
        if (ti->keypair_fixed_draw && kem->keypair_derand) {
            if (kpqc_drbg_generate_draws(&rec, buf, kem->keypair_seed_bytes, &ti->keypair_draws))
                return 1;
            ret = kem->keypair_derand(pk, sk, buf);
        } else {
            ret = kem->keypair(pk, sk);
        }
        if (ret != 0 ||
            kpqc_drbg_generate_draws(&rec, buf, kem->encaps_coins_bytes, &ti->encaps_draws))
            return 1;
        put("coins", buf, kem->encaps_coins_bytes);
    } else if (strcmp(argv[1], "sig") == 0) {
        const kpqc_sig *sig = kpqc_sig_find(argv[2]);
        const kpqc_sig_test_info *ti = kpqc_sig_testinfo(sig);
        uint8_t len;
        if (!sig || !ti || ti->kat.format != KPQC_KAT_SIGN_DETACHED_CTX ||
            sig->keypair_seed_bytes > sizeof buf || sig->sign_coins_bytes > sizeof buf ||
            sig->pk_bytes > sizeof pk || sig->sk_bytes > sizeof sk)
            return 2;
        if (ti->keypair_fixed_draw && sig->keypair_derand) {
            if (kpqc_drbg_generate_draws(&rec, buf, sig->keypair_seed_bytes, &ti->keypair_draws))
                return 1;
            ret = sig->keypair_derand(pk, sk, buf);
        } else {
            ret = sig->keypair(pk, sk);
        }
        if (ret != 0 || kpqc_drbg_generate_draws(&rec, buf, sig->sign_coins_bytes, &ti->sign_draws))
            return 1;
        kpqc_drbg_generate(&rec, &len, 1);
        kpqc_drbg_generate(&rec, buf, len);
        put("ctx", buf, len);
    } else {
        return 2;
    }
    kpqc_randombytes_set_source(NULL, NULL);
    return 0;
}

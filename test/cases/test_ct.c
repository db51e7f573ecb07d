/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Constant-time checks, meaningful when run under valgrind memcheck in a
 * build with KPQC_CT_TESTING: secrets are marked undefined, so memcheck
 * reports every branch and memory index that depends on them. Natively the
 * same code just runs (and checks the outputs it declassifies).
 *
 * ct/leaky is the control: a function that branches on a secret and
 * indexes a table with it. The suite runs it under valgrind expecting the
 * failure, which shows the harness can fail. */
#include <string.h>

#include "aes.h"
#include "ct.h"
#include "ctgrind.h"
#include "drbg.h"
#include "fips202.h"
#include "fips202x4.h"
#include "native/api.h"
#include "guarded.h"
#include "harness.h"
#include "sha2.h"
#include "testinfo.h"
#include "tests.h"

int test_ct_primitives(void)
{
    uint8_t key[32], msg[300], out[200], iv[16], a[32], b[32], seed[48];
    kpqc_aes256_ctx aes;
    kpqc_keccak_ctx k;
    kpqc_keccakx4_ctx k4;
    kpqc_drbg d;
    int neq;

    t_prng_seed("ct primitives");
    t_prng(key, sizeof key);
    t_prng(msg, sizeof msg);
    t_prng(iv, sizeof iv);
    t_prng(seed, sizeof seed);
    KPQC_CT_SECRET(key, sizeof key);
    KPQC_CT_SECRET(msg, sizeof msg);
    KPQC_CT_SECRET(seed, sizeof seed);

    kpqc_sha256(out, msg, sizeof msg);
    kpqc_sha512(out + 32, msg, sizeof msg);
    kpqc_sha3_256(out + 96, msg, sizeof msg);
    kpqc_sha3_512(out + 128, msg, sizeof msg);
    kpqc_shake128_init(&k);
    kpqc_keccak_absorb(&k, msg, 17);
    kpqc_keccak_absorb(&k, msg + 17, sizeof msg - 17);
    kpqc_keccak_finalize(&k);
    kpqc_keccak_squeeze(&k, out + 192, 8);
    KPQC_CT_PUBLIC(out, sizeof out);
    T_CHECK(!(out[0] == 0 && out[1] == 0 && out[2] == 0 && out[3] == 0));

    /* 4-way SHAKE (native kernel where the CPU has it), then both
       permutations' portable twins directly on secret states */
    kpqc_shake256x4(out, out + 50, out + 100, out + 150, 50, msg, msg + 75, msg + 150, msg + 225,
                    75);
    kpqc_shake128x4_init(&k4);
    kpqc_keccakx4_absorb(&k4, msg, msg + 75, msg + 150, msg + 225, 75);
    kpqc_keccakx4_squeeze(&k4, out, out + 50, out + 100, out + 150, 50);
    kpqc_keccakf1600x4_portable(k4.s);
    kpqc_keccakf1600_portable(k4.s);
    kpqc_keccakx4_squeeze(&k4, out, out + 50, out + 100, out + 150, 50);
    kpqc_keccakx4_wipe(&k4);
    KPQC_CT_PUBLIC(out, sizeof out);
    T_CHECK(memcmp(out, out + 50, 16) != 0);

    kpqc_aes256_init(&aes, key);
    kpqc_aes256_ecb(&aes, out, msg, 5);
    kpqc_aes256_ctr_xor(&aes, iv, out + 80, msg, 100);
    kpqc_aes256_wipe(&aes);
    KPQC_CT_PUBLIC(out, sizeof out);
    T_CHECK(memcmp(out, out + 16, 16) != 0); /* distinct blocks encrypt differently */

    kpqc_drbg_init(&d, seed, NULL);
    kpqc_drbg_generate(&d, out, 100);
    kpqc_drbg_wipe(&d);
    KPQC_CT_PUBLIC(out, sizeof out);

    memcpy(a, msg, 32);
    memcpy(b, msg, 32);
    b[31] ^= 1;
    neq = kpqc_ct_neq(a, b, 32);
    kpqc_ct_cmov(a, key, 32, (uint8_t)neq);
    KPQC_CT_PUBLIC(&neq, sizeof neq);
    KPQC_CT_PUBLIC(a, sizeof a);
    KPQC_CT_PUBLIC(key, sizeof key);
    KPQC_CT_PUBLIC(msg, sizeof msg);
    T_CHECK(neq == 1);
    T_EQ_BYTES("cmov under secrets", a, key, 32);
    return T_RESULT();
}

/* Deliberately not constant time: a branch on a secret and a secret index.
 * The volatile table keeps the compiler from folding the lookup away. */
static volatile uint8_t leaky_table[256];

static uint8_t leaky_function(uint8_t secret)
{
    uint8_t r = leaky_table[secret]; /* secret-dependent address */
    if (secret & 1) {                /* secret-dependent branch: the */
        leaky_table[0] = 1;          /* volatile store cannot become */
        r ^= 0x5A;                   /* a conditional move */
    }
    return r;
}

int test_ct_leaky(void)
{
    uint8_t secret[1] = {0x2B}, r;
    size_t i;
    for (i = 0; i < 256; i++) {
        leaky_table[i] = (uint8_t)i;
    }
    KPQC_CT_SECRET(secret, 1);
    r = leaky_function(secret[0]);
    KPQC_CT_PUBLIC(&r, 1);
    T_CHECK(r == (0x2B ^ 0x5A));
    return T_RESULT();
}

/* A randomness source whose every byte is secret to memcheck. */
static int secret_source(void *ctx, uint8_t *out, size_t len)
{
    kpqc_drbg_generate((kpqc_drbg *)ctx, out, len);
    KPQC_CT_SECRET(out, len);
    return 0;
}

int test_ct_algorithm(const kpqc_kem *kem, const kpqc_sig *sig)
{
    kpqc_drbg d;
    uint8_t entropy[48];
    int ret;

    g_reset();
    t_prng_seed("ct algorithm");
    t_prng(entropy, sizeof entropy);
    kpqc_drbg_init(&d, entropy, NULL);
    kpqc_randombytes_set_source(secret_source, &d);
    if (kem != NULL) {
        uint8_t *pk = g_alloc(kem->pk_bytes, 0), *sk = g_alloc(kem->sk_bytes, 0);
        uint8_t *ct = g_alloc(kem->ct_bytes, 0), *ss = g_alloc(kem->ss_bytes, 0);
        uint8_t *ss2 = g_alloc(kem->ss_bytes, 0);
        T_CHECK(kem->keypair(pk, sk) == 0);
        T_CHECK(kem->encaps(ct, ss, pk) == 0);
        T_CHECK(kem->decaps(ss2, ct, sk) == 0);
        ct[0] ^= 1; /* the rejection path too */
        ret = kem->decaps(ss2, ct, sk);
        T_CHECK(ret == 0 || ret == KPQC_ERR_DECAPS || ret == KPQC_ERR_DECODE);
        ct[0] ^= 1;
        T_CHECK(kem->decaps(ss2, ct, sk) == 0);
        KPQC_CT_PUBLIC(ss, kem->ss_bytes);
        KPQC_CT_PUBLIC(ss2, kem->ss_bytes);
        T_EQ_BYTES("shared key", ss, ss2, kem->ss_bytes);
    } else {
        uint8_t *pk = g_alloc(sig->pk_bytes, 0), *sk = g_alloc(sig->sk_bytes, 0);
        uint8_t *s = g_alloc(sig->sig_bytes, 0);
        uint8_t m[33] = {1, 2, 3};
        size_t slen = 0;
        const kpqc_sig_test_info *ti = kpqc_sig_testinfo(sig);
        if (ti != NULL && ti->keypair_variable_time) {
            /* key generation not claimed constant time (the set's datasheet
               says why): it runs on public randomness, and the key it
               returns is secret from here on */
            kpqc_randombytes_set_source(kpqc_drbg_randombytes, &d);
            T_CHECK(sig->keypair(pk, sk) == 0);
            kpqc_randombytes_set_source(secret_source, &d);
            KPQC_CT_SECRET(sk, sig->sk_bytes);
        } else {
            T_CHECK(sig->keypair(pk, sk) == 0);
        }
        T_CHECK(sig->sign(s, &slen, m, sizeof m, m, sig->has_context ? 5 : 0, sk) == 0);
        T_CHECK(sig->verify(s, slen, m, sizeof m, m, sig->has_context ? 5 : 0, pk) == 0);
        s[0] ^= 1;
        T_CHECK(sig->verify(s, slen, m, sizeof m, m, sig->has_context ? 5 : 0, pk) != 0);
    }
    kpqc_randombytes_set_source(NULL, NULL);
    kpqc_drbg_wipe(&d);
    return T_RESULT();
}

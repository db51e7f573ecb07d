/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Functional tests every KEM gets: round trip, randomized == randombytes +
 * derand, canaries and misaligned buffers, the scheme's rejection rule on
 * tampered ciphertexts, and argument errors through the unified API. */
#include <string.h>

#include "guarded.h"
#include "harness.h"
#include "testinfo.h"
#include "tests.h"

/* Decapsulate a tampered ciphertext and check the scheme's rule. */
static void check_tampered(const kpqc_kem *kem, const uint8_t *ct, const uint8_t *sk,
                           const uint8_t *ss, size_t pos, uint8_t mask)
{
    uint8_t *bad = g_alloc(kem->ct_bytes, 0);
    uint8_t *ss2 = g_alloc(kem->ss_bytes, 0xAA);
    int ret;
    memcpy(bad, ct, kem->ct_bytes);
    bad[pos] ^= mask;
    ret = kpqc_kem_decaps(kem, ss2, kem->ss_bytes, bad, kem->ct_bytes, sk, kem->sk_bytes);
    if (kem->rejection == KPQC_REJECT_IMPLICIT) {
        /* a pseudo-random key, different from the real one */
        T_CHECK(ret == KPQC_OK);
        T_CHECK(memcmp(ss2, ss, kem->ss_bytes) != 0);
        T_CHECK(!g_all_zero(ss2, kem->ss_bytes));
    } else {
        T_CHECK(ret == KPQC_ERR_DECAPS || ret == KPQC_ERR_DECODE);
        T_CHECK(g_all_zero(ss2, kem->ss_bytes));
    }
}

static void check_roundtrip_and_tamper(const kpqc_kem *kem)
{
    uint8_t *pk = g_alloc(kem->pk_bytes, 0xAA), *sk = g_alloc(kem->sk_bytes, 0xAA);
    uint8_t *ct = g_alloc(kem->ct_bytes, 0xAA), *ss = g_alloc(kem->ss_bytes, 0xAA);
    uint8_t *ss2 = g_alloc(kem->ss_bytes, 0x55);
    int round;
    for (round = 0; round < 3; round++) {
        T_CHECK(kpqc_kem_keypair(kem, pk, kem->pk_bytes, sk, kem->sk_bytes) == KPQC_OK);
        T_CHECK(kpqc_kem_encaps(kem, ct, kem->ct_bytes, ss, kem->ss_bytes, pk, kem->pk_bytes) ==
                KPQC_OK);
        T_CHECK(kpqc_kem_decaps(kem, ss2, kem->ss_bytes, ct, kem->ct_bytes, sk, kem->sk_bytes) ==
                KPQC_OK);
        T_EQ_BYTES("decapsulated key", ss2, ss, kem->ss_bytes);
    }
    check_tampered(kem, ct, sk, ss, 0, 0x01);
    check_tampered(kem, ct, sk, ss, kem->ct_bytes / 2, 0x10);
    check_tampered(kem, ct, sk, ss, kem->ct_bytes - 1, 0x80);
    g_canaries_intact();
}

/* keypair()/encaps() on a DRBG source equal the derand functions on the
 * bytes that DRBG yields, and derand is deterministic. */
static void check_derand(const kpqc_kem *kem)
{
    uint8_t *pk1 = g_alloc(kem->pk_bytes, 0), *sk1 = g_alloc(kem->sk_bytes, 0);
    uint8_t *pk2 = g_alloc(kem->pk_bytes, 0), *sk2 = g_alloc(kem->sk_bytes, 0);
    uint8_t *ct1 = g_alloc(kem->ct_bytes, 0), *ss1 = g_alloc(kem->ss_bytes, 0);
    uint8_t *ct2 = g_alloc(kem->ct_bytes, 0), *ss2 = g_alloc(kem->ss_bytes, 0);
    uint8_t *seed = g_alloc(kem->keypair_seed_bytes, 0);
    uint8_t *coins = g_alloc(kem->encaps_coins_bytes, 0);
    uint8_t entropy[48];

    t_prng_seed(kem->name);
    t_prng(entropy, sizeof entropy);
    t_prng(seed, kem->keypair_seed_bytes);
    T_CHECK(kpqc_kem_keypair_derand(kem, pk1, kem->pk_bytes, sk1, kem->sk_bytes, seed,
                                    kem->keypair_seed_bytes) == KPQC_OK);
    T_CHECK(kpqc_kem_keypair_derand(kem, pk2, kem->pk_bytes, sk2, kem->sk_bytes, seed,
                                    kem->keypair_seed_bytes) == KPQC_OK);
    T_EQ_BYTES("keypair_derand is deterministic (pk)", pk1, pk2, kem->pk_bytes);
    T_EQ_BYTES("keypair_derand is deterministic (sk)", sk1, sk2, kem->sk_bytes);

    if (kpqc_kem_testinfo(kem)->keypair_fixed_draw) {
        g_source_begin(entropy);
        T_CHECK(kpqc_kem_keypair(kem, pk1, kem->pk_bytes, sk1, kem->sk_bytes) == KPQC_OK);
        g_source_end();
        g_replay_draws(entropy, seed, kem->keypair_seed_bytes,
                       &kpqc_kem_testinfo(kem)->keypair_draws);
        T_CHECK(kpqc_kem_keypair_derand(kem, pk2, kem->pk_bytes, sk2, kem->sk_bytes, seed,
                                        kem->keypair_seed_bytes) == KPQC_OK);
        T_EQ_BYTES("keypair == randombytes + keypair_derand (pk)", pk1, pk2, kem->pk_bytes);
        T_EQ_BYTES("keypair == randombytes + keypair_derand (sk)", sk1, sk2, kem->sk_bytes);
    }

    g_source_begin(entropy);
    T_CHECK(kpqc_kem_encaps(kem, ct1, kem->ct_bytes, ss1, kem->ss_bytes, pk1, kem->pk_bytes) ==
            KPQC_OK);
    g_source_end();
    g_replay_draws(entropy, coins, kem->encaps_coins_bytes, &kpqc_kem_testinfo(kem)->encaps_draws);
    T_CHECK(kpqc_kem_encaps_derand(kem, ct2, kem->ct_bytes, ss2, kem->ss_bytes, pk1, kem->pk_bytes,
                                   coins, kem->encaps_coins_bytes) == KPQC_OK);
    T_EQ_BYTES("encaps == randombytes + encaps_derand (ct)", ct1, ct2, kem->ct_bytes);
    T_EQ_BYTES("encaps == randombytes + encaps_derand (ss)", ss1, ss2, kem->ss_bytes);
    g_canaries_intact();
}

static void check_errors(const kpqc_kem *kem)
{
    uint8_t *pk = g_alloc(kem->pk_bytes, 0), *sk = g_alloc(kem->sk_bytes, 0);
    uint8_t *ct = g_alloc(kem->ct_bytes, 0), *ss = g_alloc(kem->ss_bytes, 0);
    uint8_t *seed = g_alloc(kem->keypair_seed_bytes, 7);
    uint8_t *coins = g_alloc(kem->encaps_coins_bytes, 9);
    size_t pkn = kem->pk_bytes, skn = kem->sk_bytes, ctn = kem->ct_bytes, ssn = kem->ss_bytes;

    T_CHECK(kpqc_kem_keypair_derand(kem, pk, pkn, sk, skn, seed, kem->keypair_seed_bytes) ==
            KPQC_OK);
    /* NULL descriptor and NULL buffers */
    T_CHECK(kpqc_kem_keypair(NULL, pk, pkn, sk, skn) == KPQC_ERR_NULL);
    memset(sk, 0xAA, skn);
    T_CHECK(kpqc_kem_keypair(kem, NULL, pkn, sk, skn) == KPQC_ERR_NULL);
    T_CHECK(g_all_zero(sk, skn));
    T_CHECK(kpqc_kem_keypair_derand(kem, pk, pkn, sk, skn, NULL, 0) == KPQC_ERR_NULL);
    memset(ss, 0xAA, ssn);
    T_CHECK(kpqc_kem_encaps(kem, NULL, ctn, ss, ssn, pk, pkn) == KPQC_ERR_NULL);
    T_CHECK(g_all_zero(ss, ssn));
    T_CHECK(kpqc_kem_encaps(kem, ct, ctn, ss, ssn, NULL, pkn) == KPQC_ERR_NULL);
    T_CHECK(kpqc_kem_decaps(kem, ss, ssn, NULL, ctn, sk, skn) == KPQC_ERR_NULL);
    T_CHECK(kpqc_kem_decaps(kem, NULL, ssn, ct, ctn, sk, skn) == KPQC_ERR_NULL);
    /* wrong lengths, one byte either way, outputs zeroed */
    memset(pk, 0xAA, pkn);
    T_CHECK(kpqc_kem_keypair(kem, pk, pkn - 1, sk, skn) == KPQC_ERR_LENGTH);
    T_CHECK(g_all_zero(pk, pkn - 1) && g_all_zero(sk, skn));
    T_CHECK(kpqc_kem_keypair(kem, pk, pkn, sk, skn - 1) == KPQC_ERR_LENGTH);
    T_CHECK(kpqc_kem_keypair_derand(kem, pk, pkn, sk, skn, seed, kem->keypair_seed_bytes - 1) ==
            KPQC_ERR_LENGTH);
    T_CHECK(kpqc_kem_keypair_derand(kem, pk, pkn, sk, skn, seed, kem->keypair_seed_bytes) ==
            KPQC_OK);
    memset(ct, 0xAA, ctn);
    memset(ss, 0xAA, ssn);
    T_CHECK(kpqc_kem_encaps(kem, ct, ctn, ss, ssn, pk, pkn - 1) == KPQC_ERR_LENGTH);
    T_CHECK(g_all_zero(ct, ctn) && g_all_zero(ss, ssn));
    T_CHECK(kpqc_kem_encaps(kem, ct, ctn - 1, ss, ssn, pk, pkn) == KPQC_ERR_LENGTH);
    T_CHECK(kpqc_kem_encaps(kem, ct, ctn, ss, ssn - 1, pk, pkn) == KPQC_ERR_LENGTH);
    T_CHECK(kpqc_kem_encaps_derand(kem, ct, ctn, ss, ssn, pk, pkn, coins,
                                   kem->encaps_coins_bytes + 1) == KPQC_ERR_LENGTH);
    T_CHECK(kpqc_kem_encaps_derand(kem, ct, ctn, ss, ssn, pk, pkn, coins,
                                   kem->encaps_coins_bytes) == KPQC_OK);
    memset(ss, 0xAA, ssn);
    T_CHECK(kpqc_kem_decaps(kem, ss, ssn, ct, ctn + 1, sk, skn) == KPQC_ERR_LENGTH);
    T_CHECK(g_all_zero(ss, ssn));
    T_CHECK(kpqc_kem_decaps(kem, ss, ssn, ct, ctn, sk, skn - 1) == KPQC_ERR_LENGTH);
    T_CHECK(kpqc_kem_decaps(kem, ss, ssn, ct, ctn, sk, skn) == KPQC_OK);
    /* a capacity larger than the buffer really is: the error zeroes only what
       the operation would have written, so the canaries behind stay intact */
    memset(ct, 0xAA, ctn);
    memset(ss, 0xAA, ssn);
    T_CHECK(kpqc_kem_encaps(kem, ct, ctn + 8, ss, ssn + 8, pk, pkn) == KPQC_ERR_LENGTH);
    T_CHECK(g_all_zero(ct, ctn) && g_all_zero(ss, ssn));
    T_CHECK(kpqc_kem_decaps(kem, ss, ssn + 8, ct, ctn, sk, skn) == KPQC_ERR_LENGTH);
    T_CHECK(kpqc_kem_keypair(kem, pk, pkn + 8, sk, skn + 8) == KPQC_ERR_LENGTH);
    T_CHECK(g_all_zero(pk, pkn) && g_all_zero(sk, skn));
    g_canaries_intact();
    /* overlapping outputs and inputs are refused (kpqc.h, "Aliasing") */
    T_CHECK(kpqc_kem_keypair_derand(kem, pk, pkn, sk, skn, seed, kem->keypair_seed_bytes) ==
            KPQC_OK);
    {
        uint8_t *both = g_alloc(pkn + ctn + skn, 0);
        memcpy(both, pk, pkn);
        T_CHECK(kpqc_kem_encaps(kem, both, ctn, ss, ssn, both, pkn) == KPQC_ERR_OVERLAP);
        T_CHECK(g_all_zero(both, ctn) && g_all_zero(ss, ssn));
        memcpy(both, pk, pkn);
        T_CHECK(kpqc_kem_encaps(kem, both + pkn - 1, ctn, ss, ssn, both, pkn) == KPQC_ERR_OVERLAP);
        memcpy(both, pk, pkn);
        T_CHECK(kpqc_kem_encaps(kem, both + pkn, ctn, ss, ssn, both, pkn) == KPQC_OK);
        T_CHECK(kpqc_kem_encaps(kem, ct, ctn, both + pkn - 1, ssn, both, pkn) == KPQC_ERR_OVERLAP);
        T_CHECK(kpqc_kem_encaps_derand(kem, ct, ctn, ss, ssn, pk, pkn, ss,
                                       kem->encaps_coins_bytes) == KPQC_ERR_OVERLAP);
        T_CHECK(kpqc_kem_keypair(kem, both, pkn, both + pkn - 1, skn) == KPQC_ERR_OVERLAP);
        T_CHECK(kpqc_kem_keypair_derand(kem, pk, pkn, sk, skn, sk, kem->keypair_seed_bytes) ==
                KPQC_ERR_OVERLAP);
        T_CHECK(kpqc_kem_keypair_derand(kem, pk, pkn, sk, skn, seed, kem->keypair_seed_bytes) ==
                KPQC_OK);
        T_CHECK(kpqc_kem_encaps(kem, ct, ctn, ss, ssn, pk, pkn) == KPQC_OK);
        memcpy(both, ct, ctn);
        T_CHECK(kpqc_kem_decaps(kem, both, ssn, both, ctn, sk, skn) == KPQC_ERR_OVERLAP);
        memcpy(both, sk, skn);
        T_CHECK(kpqc_kem_decaps(kem, both + skn - 1, ssn, ct, ctn, both, skn) == KPQC_ERR_OVERLAP);
        T_CHECK(kpqc_kem_decaps(kem, ss, ssn, ct, ctn, sk, skn) == KPQC_OK);
    }
    g_canaries_intact();
    /* a failing randomness source */
    kpqc_randombytes_set_source(g_failing_source, NULL);
    memset(pk, 0xAA, pkn);
    T_CHECK(kpqc_kem_keypair(kem, pk, pkn, sk, skn) == KPQC_ERR_RANDOMNESS);
    T_CHECK(g_all_zero(pk, pkn) && g_all_zero(sk, skn));
    T_CHECK(kpqc_kem_encaps(kem, ct, ctn, ss, ssn, pk, pkn) == KPQC_ERR_RANDOMNESS);
    T_CHECK(g_all_zero(ct, ctn) && g_all_zero(ss, ssn));
    kpqc_randombytes_set_source(NULL, NULL);
    g_canaries_intact();
}

int test_kem_functional(const kpqc_kem *kem)
{
    g_reset();
    T_CHECK(kem->ss_bytes > 0 && kem->pk_bytes > 0 && kem->ct_bytes > 0);
    T_CHECK(kpqc_kem_find(kem->name) == kem || kpqc_kem_find(kem->name) == NULL);
    /* each part checks its own canaries; resetting between them keeps the
       arena within a board's budget */
    check_roundtrip_and_tamper(kem);
    g_reset();
    check_derand(kem);
    g_reset();
    check_errors(kem);
    return T_RESULT();
}

/* Every registered KEM refuses the all-zero public key in encapsulation
 * (KPQC_ERR_DECODE, zeroed outputs): it carries no lattice problem, and the
 * ciphertext would expose the message (SMAUG-T) or be its bare encoding
 * (NTRU+). SMAUG-T also with a random seed_A: b = 0 alone decides, one set
 * bit of b makes the key usable again. */
int test_kem_zero_pk(void)
{
    size_t i;
    for (i = 0; i < kpqc_kem_count(); i++) {
        const kpqc_kem *kem = kpqc_kem_at(i);
        uint8_t *pk, *ct, *ss, *coins;
        g_reset();
        pk = g_alloc(kem->pk_bytes, 0);
        ct = g_alloc(kem->ct_bytes, 0xAA);
        ss = g_alloc(kem->ss_bytes, 0xAA);
        coins = g_alloc(kem->encaps_coins_bytes, 0x33);
        T_CHECK(kpqc_kem_encaps(kem, ct, kem->ct_bytes, ss, kem->ss_bytes, pk, kem->pk_bytes) ==
                KPQC_ERR_DECODE);
        T_CHECK(g_all_zero(ct, kem->ct_bytes) && g_all_zero(ss, kem->ss_bytes));
        if (kem->encaps_derand != NULL) {
            memset(ss, 0xAA, kem->ss_bytes);
            T_CHECK(kem->encaps_derand(ct, ss, pk, coins) == KPQC_ERR_DECODE);
            T_CHECK(g_all_zero(ct, kem->ct_bytes) && g_all_zero(ss, kem->ss_bytes));
        }
        if (strncmp(kem->name, "SMAUG-T", 7) == 0) {
            memset(pk, 0x5A, 32); /* seed_A */
            T_CHECK(kpqc_kem_encaps(kem, ct, kem->ct_bytes, ss, kem->ss_bytes, pk, kem->pk_bytes) ==
                    KPQC_ERR_DECODE);
            pk[kem->pk_bytes - 1] = 0x01;
            T_CHECK(kpqc_kem_encaps(kem, ct, kem->ct_bytes, ss, kem->ss_bytes, pk, kem->pk_bytes) ==
                    KPQC_OK);
        }
        g_canaries_intact();
    }
    return T_RESULT();
}

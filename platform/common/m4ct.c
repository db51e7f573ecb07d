/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The constant-time check's image (tools/m4sim/m4sim.py --ct, docs/
 * m4-constant-time.md): `kpqc-m4ct.elf NAME OP SECRET` runs one operation
 * of one set between two markers, kpqc_m4ct_begin() and kpqc_m4ct_end(),
 * which the simulator hooks: it records the executed blocks, the load and
 * store addresses and the values the library declassifies (KPQC_CT_PUBLIC,
 * built with KPQC_CT_TESTING) in between, for two values of SECRET, and
 * compares the two records.
 *
 * What is secret, per operation (the public inputs are the same in every
 * run; SECRET only changes the secret ones):
 *   keypair  the seed of keypair_derand;
 *   encaps   the coins of encaps_derand (the public key is fixed);
 *   decaps   the secret key, for a fixed ciphertext made for the public
 *            key of SECRET "0": run with "0" the ciphertext is valid, with
 *            any other SECRET it is not and the KEM rejects it, so the two
 *            records also show that rejection takes the same path;
 *   sign     the key pair's seed and the signing coins (rejection-sampled
 *            signers declassify each attempt's verdict: the records are
 *            compared up to the first declassified value that differs,
 *            which covers the first attempt);
 *   verify   nothing is secret: the inputs are the same, the secret key
 *            of another key pair (from SECRET) lies in memory beside
 *            them, so the check shows verification follows public data
 *            alone.
 * The image prints "#ct NAME OP" and exits 0 after the operation, 1 when the
 * operation fails unexpectedly, 2 on a bad command line. */
#include <stdio.h>
#include <string.h>

#include "fips202.h"
#include "kpqc.h"
#include "platform.h"
#include "toy/toy.h"

#define BUF   8192
#define SEEDS 512 /* seeds and coins (NTRU+1152's encapsulation takes 288 bytes) */

static uint8_t pk[BUF], sk[BUF], out[BUF], ss[64];
static uint8_t seed[SEEDS], coins[SEEDS], secret[SEEDS];
static const uint8_t msg[33] = "kpqc-m4ct: a fixed 33-byte input";

/* The markers: empty, not inlined, at addresses the simulator looks up. */
void kpqc_m4ct_begin(void) __attribute__((noinline));
void kpqc_m4ct_end(void) __attribute__((noinline));
static volatile int marker;
void kpqc_m4ct_begin(void)
{
    marker = 1;
}
void kpqc_m4ct_end(void)
{
    marker = 2;
}

/* out = SHAKE256(label || text), SEEDS bytes */
static void derive(uint8_t o[SEEDS], const char *label, const char *text)
{
    kpqc_keccak_ctx h;
    kpqc_shake256_init(&h);
    kpqc_keccak_absorb(&h, (const uint8_t *)label, strlen(label));
    kpqc_keccak_absorb(&h, (const uint8_t *)text, strlen(text));
    kpqc_keccak_finalize(&h);
    kpqc_keccak_squeeze(&h, o, SEEDS);
}

static int fits(size_t a, size_t b, size_t c, size_t d)
{
    return a <= BUF && b <= BUF && c <= BUF && d <= SEEDS;
}

static int run_kem(const kpqc_kem *kem, const char *op, const char *sec)
{
    int rc = 0;
    if (!fits(kem->pk_bytes, kem->sk_bytes, kem->ct_bytes, kem->keypair_seed_bytes) ||
        kem->encaps_coins_bytes > sizeof coins || kem->ss_bytes > sizeof ss) {
        return -1;
    }
    if (strcmp(op, "keypair") == 0) {
        kpqc_m4ct_begin();
        rc = kpqc_kem_keypair_derand(kem, pk, kem->pk_bytes, sk, kem->sk_bytes, secret,
                                     kem->keypair_seed_bytes);
        kpqc_m4ct_end();
        return rc;
    }
    rc = kpqc_kem_keypair_derand(kem, pk, kem->pk_bytes, sk, kem->sk_bytes, seed,
                                 kem->keypair_seed_bytes);
    if (rc != 0) {
        return rc;
    }
    if (strcmp(op, "encaps") == 0) {
        kpqc_m4ct_begin();
        rc = kpqc_kem_encaps_derand(kem, out, kem->ct_bytes, ss, kem->ss_bytes, pk, kem->pk_bytes,
                                    secret, kem->encaps_coins_bytes);
        kpqc_m4ct_end();
        return rc;
    }
    if (strcmp(op, "decaps") == 0) {
        rc = kpqc_kem_encaps_derand(kem, out, kem->ct_bytes, ss, kem->ss_bytes, pk, kem->pk_bytes,
                                    coins, kem->encaps_coins_bytes);
        if (rc == 0 && strcmp(sec, "0") != 0) { /* another key pair: the ciphertext is invalid */
            static uint8_t pk2[BUF];
            rc = kpqc_kem_keypair_derand(kem, pk2, kem->pk_bytes, sk, kem->sk_bytes, secret,
                                         kem->keypair_seed_bytes);
        }
        if (rc != 0) {
            return rc;
        }
        kpqc_m4ct_begin();
        rc = kpqc_kem_decaps(kem, ss, kem->ss_bytes, out, kem->ct_bytes, sk, kem->sk_bytes);
        kpqc_m4ct_end();
        /* explicit rejection of the invalid ciphertext is the expected answer */
        return rc == KPQC_ERR_DECAPS && kem->rejection == KPQC_REJECT_EXPLICIT ? 0 : rc;
    }
    return -2;
}

static int run_sig(const kpqc_sig *sig, const char *op)
{
    size_t len = 0;
    int rc;
    if (!fits(sig->pk_bytes, sig->sk_bytes, sig->sig_bytes, sig->keypair_seed_bytes) ||
        sig->sign_coins_bytes > SEEDS / 2) {
        return -1;
    }
    if (strcmp(op, "sign") == 0) {
        rc = kpqc_sig_keypair_derand(sig, pk, sig->pk_bytes, sk, sig->sk_bytes, secret,
                                     sig->keypair_seed_bytes);
        if (rc != 0) {
            return rc;
        }
        kpqc_m4ct_begin();
        rc = kpqc_sig_sign_derand(sig, out, sig->sig_bytes, &len, msg, sizeof msg, NULL, 0, sk,
                                  sig->sk_bytes, secret + 64, sig->sign_coins_bytes);
        kpqc_m4ct_end();
        return rc;
    }
    if (strcmp(op, "verify") == 0) {
        rc = kpqc_sig_keypair_derand(sig, pk, sig->pk_bytes, sk, sig->sk_bytes, seed,
                                     sig->keypair_seed_bytes);
        if (rc == 0) {
            rc = kpqc_sig_sign_derand(sig, out, sig->sig_bytes, &len, msg, sizeof msg, NULL, 0, sk,
                                      sig->sk_bytes, coins, sig->sign_coins_bytes);
        }
        if (rc == 0) { /* the secret key of another key pair beside the inputs */
            static uint8_t pk2[BUF];
            rc = kpqc_sig_keypair_derand(sig, pk2, sig->pk_bytes, sk, sig->sk_bytes, secret,
                                         sig->keypair_seed_bytes);
        }
        if (rc != 0) {
            return rc;
        }
        kpqc_m4ct_begin();
        rc = kpqc_sig_verify(sig, out, len, msg, sizeof msg, NULL, 0, pk, sig->pk_bytes);
        kpqc_m4ct_end();
        return rc;
    }
    return -2;
}

int main(int argc, char **argv)
{
    const kpqc_kem *kem;
    const kpqc_sig *sig;
    int rc;
    if (argc != 4) {
        printf("#error usage: kpqc-m4ct NAME keypair|encaps|decaps|sign|verify SECRET\n");
        platform_exit(2);
    }
    derive(seed, "public seed", "");
    derive(coins, "public coins", "");
    derive(secret, "secret", argv[3]);
    /* the placeholder KEMs too: test-kem, in this image's build, has a
       planted secret-dependent branch (test/toy/toy_kem.c, TOY_CT_LEAK) */
    if (strcmp(argv[1], "test-kem") == 0 || strcmp(argv[1], "testkem") == 0) {
        kem = &kpqc_testkem_kem.kem;
    } else if (strcmp(argv[1], "test-kem-explicit") == 0 || strcmp(argv[1], "testkemx") == 0) {
        kem = &kpqc_testkemx_kem.kem;
    } else {
        kem = kpqc_kem_find(argv[1]);
    }
    sig = kem == NULL ? kpqc_sig_find(argv[1]) : NULL;
    if (kem == NULL && sig == NULL) {
        printf("#error %s: no such set\n", argv[1]);
        platform_exit(2);
    }
    rc = kem != NULL ? run_kem(kem, argv[2], argv[3]) : run_sig(sig, argv[2]);
    if (rc == -2) {
        printf("#error %s: no operation %s\n", argv[1], argv[2]);
        platform_exit(2);
    }
    if (rc == -1) {
        printf("#error %s: keys or outputs larger than the image's buffers\n", argv[1]);
        platform_exit(2);
    }
    printf("#ct %s %s %s rc %d\n", argv[1], argv[2], argv[3], rc);
    platform_exit(rc == 0 ? 0 : 1);
}

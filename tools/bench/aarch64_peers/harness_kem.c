/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* A counting harness for a peer KEM (docs/performance-aarch64.md,
 * "Validation"): runs one operation RUNS times, each run between two calls
 * of mark(), under qemu-aarch64 with tools/qemu-plugin/bbcount.c
 * (mark=<address of mark>). Usage: harness keypair|encaps|decaps.
 *
 * The measured code's header comes from the include path; it declares the
 * deterministic entry points crypto_kem_keypair_derand(pk, sk, coins),
 * crypto_kem_enc_derand(ct, ss, pk, coins) and crypto_kem_dec(ss, ct, sk),
 * the calls that the peer's own benchmark times. Its sizes are the
 * CRYPTO_* macros of that header. Inputs are fixed, so every run does the
 * same work. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include HARNESS_KEM_HEADER

#define RUNS 5

/* The region boundary: the plugin starts or ends a region each time the
 * block at this address runs. */
__attribute__((noinline)) void mark(void);
__attribute__((noinline)) void mark(void)
{
    __asm__ volatile("" ::: "memory");
}

static uint8_t pk[CRYPTO_PUBLICKEYBYTES], sk[CRYPTO_SECRETKEYBYTES], ct[CRYPTO_CIPHERTEXTBYTES];
static uint8_t ss_a[CRYPTO_BYTES], ss_b[CRYPTO_BYTES], coins[64];

int main(int argc, char **argv)
{
    int op, i;
    if (argc != 2) {
        fprintf(stderr, "usage: %s keypair|encaps|decaps\n", argv[0]);
        return 2;
    }
    op = strcmp(argv[1], "keypair") == 0  ? 0
         : strcmp(argv[1], "encaps") == 0 ? 1
         : strcmp(argv[1], "decaps") == 0 ? 2
                                          : -1;
    if (op < 0) {
        fprintf(stderr, "unknown operation %s\n", argv[1]);
        return 2;
    }
    for (i = 0; i < (int)sizeof coins; i++) {
        coins[i] = (uint8_t)(7 * i + 1);
    }
    crypto_kem_keypair_derand(pk, sk, coins);
    crypto_kem_enc_derand(ct, ss_a, pk, coins);
    for (i = 0; i < RUNS; i++) {
        mark();
        if (op == 0) {
            crypto_kem_keypair_derand(pk, sk, coins);
        } else if (op == 1) {
            crypto_kem_enc_derand(ct, ss_a, pk, coins);
        } else {
            crypto_kem_dec(ss_b, ct, sk);
        }
        mark();
    }
    if (op == 2 && memcmp(ss_a, ss_b, sizeof ss_a) != 0) {
        fprintf(stderr, "decapsulation disagrees with encapsulation\n");
        return 1;
    }
    printf("%s: %d runs\n", argv[1], RUNS);
    return 0;
}

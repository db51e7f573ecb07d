/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* One parameter set through its generated NIST/SUPERCOP-style header. The
 * sizes are compile-time constants and the functions are that set's own
 * (kpqc_ntruplus768_crypto_kem_*), so a static link pulls in NTRU+768 alone
 * instead of every set of the by-name registry. These raw functions check
 * nothing: the buffers must have exactly the sizes below. */
#include <stdio.h>
#include <string.h>

#include <kpqc/ntruplus768.h>

int main(void)
{
    static unsigned char pk[KPQC_NTRUPLUS768_CRYPTO_PUBLICKEYBYTES];
    static unsigned char sk[KPQC_NTRUPLUS768_CRYPTO_SECRETKEYBYTES];
    static unsigned char ct[KPQC_NTRUPLUS768_CRYPTO_CIPHERTEXTBYTES];
    unsigned char ss_alice[KPQC_NTRUPLUS768_CRYPTO_BYTES], ss_bob[KPQC_NTRUPLUS768_CRYPTO_BYTES];

    /* 0 on success, a negative kpqc_status otherwise */
    if (kpqc_ntruplus768_crypto_kem_keypair(pk, sk) != 0 ||
        kpqc_ntruplus768_crypto_kem_enc(ct, ss_alice, pk) != 0 ||
        kpqc_ntruplus768_crypto_kem_dec(ss_bob, ct, sk) != 0) {
        fprintf(stderr, "%s: an operation failed\n", KPQC_NTRUPLUS768_CRYPTO_ALGNAME);
        return 1;
    }
    if (memcmp(ss_alice, ss_bob, sizeof ss_alice) != 0) {
        fprintf(stderr, "%s: the two shared secrets differ\n", KPQC_NTRUPLUS768_CRYPTO_ALGNAME);
        return 1;
    }
    printf("%s via kpqc/ntruplus768.h: the same %d-byte secret on both sides\n",
           KPQC_NTRUPLUS768_CRYPTO_ALGNAME, KPQC_NTRUPLUS768_CRYPTO_BYTES);
    return 0;
}

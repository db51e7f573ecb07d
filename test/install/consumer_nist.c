/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* A program that uses one parameter set through its generated NIST-style
 * header (kpqc/ntruplus768.h), as a vendoring build sees it: the header
 * must be on the library target's include path and the set's functions
 * exported. Round-trips one encapsulation; exit 0 only if the keys agree. */
#include <stdio.h>
#include <string.h>

#include <kpqc/ntruplus768.h>

int main(void)
{
    static unsigned char pk[KPQC_NTRUPLUS768_CRYPTO_PUBLICKEYBYTES];
    static unsigned char sk[KPQC_NTRUPLUS768_CRYPTO_SECRETKEYBYTES];
    static unsigned char ct[KPQC_NTRUPLUS768_CRYPTO_CIPHERTEXTBYTES];
    unsigned char ss1[KPQC_NTRUPLUS768_CRYPTO_BYTES], ss2[KPQC_NTRUPLUS768_CRYPTO_BYTES];
    if (kpqc_ntruplus768_crypto_kem_keypair(pk, sk) != 0 ||
        kpqc_ntruplus768_crypto_kem_enc(ct, ss1, pk) != 0 ||
        kpqc_ntruplus768_crypto_kem_dec(ss2, ct, sk) != 0 || memcmp(ss1, ss2, sizeof ss1) != 0) {
        puts("FAIL " KPQC_NTRUPLUS768_CRYPTO_ALGNAME " through its NIST header");
        return 1;
    }
    puts(KPQC_NTRUPLUS768_CRYPTO_ALGNAME " through kpqc/ntruplus768.h works");
    return 0;
}

/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* A KEM chosen by name at run time, through the checked API of kpqc.h:
 * every buffer goes with its length, every call returns a kpqc_status.
 *   build/host/examples/kem_by_name [ALGORITHM]     (default NTRU+768) */
#include <stdio.h>
#include <string.h>

#include <kpqc.h>

int main(int argc, char **argv)
{
    const char *name = argc > 1 ? argv[1] : "NTRU+768";
    const kpqc_kem *kem = kpqc_kem_find(name); /* name or alias, any case */
    /* sized for every registered KEM; a program for one set can use the
       KPQC_<SET>_CRYPTO_* sizes of its header instead (kem_nist_header.c) */
    static uint8_t pk[4096], sk[4096], ct[4096];
    uint8_t ss_alice[64], ss_bob[64];
    int rc;

    if (kem == NULL) {
        fprintf(stderr, "no KEM named %s (see kpqc list)\n", name);
        return 1;
    }
    if (kem->pk_bytes > sizeof pk || kem->sk_bytes > sizeof sk || kem->ct_bytes > sizeof ct ||
        kem->ss_bytes > sizeof ss_alice) {
        fprintf(stderr, "%s: larger than this example's buffers\n", kem->name);
        return 1;
    }
    /* Bob: a key pair; pk goes to Alice, sk stays with him */
    rc = kpqc_kem_keypair(kem, pk, kem->pk_bytes, sk, kem->sk_bytes);
    /* Alice: a ciphertext for Bob and her copy of the shared secret */
    if (rc == KPQC_OK) {
        rc = kpqc_kem_encaps(kem, ct, kem->ct_bytes, ss_alice, kem->ss_bytes, pk, kem->pk_bytes);
    }
    /* Bob: his copy, from the ciphertext */
    if (rc == KPQC_OK) {
        rc = kpqc_kem_decaps(kem, ss_bob, kem->ss_bytes, ct, kem->ct_bytes, sk, kem->sk_bytes);
    }
    if (rc != KPQC_OK) {
        fprintf(stderr, "%s: %s\n", kem->name, kpqc_strerror(rc));
        return 1;
    }
    if (memcmp(ss_alice, ss_bob, kem->ss_bytes) != 0) {
        fprintf(stderr, "%s: the two shared secrets differ\n", kem->name);
        return 1;
    }
    printf("%s: pk %zu, ct %zu bytes; both sides hold the same %zu-byte secret\n", kem->name,
           kem->pk_bytes, kem->ct_bytes, kem->ss_bytes);
    return 0;
}

/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* A signature scheme chosen by name, signing with a context string (0..255
 * bytes that bind the signature to its use, where the scheme defines one),
 * then verifying: the right message verifies, a changed message or another
 * context is refused with KPQC_ERR_VERIFY.
 *   build/host/examples/sign_with_context [ALGORITHM]   (default HAETAE2) */
#include <stdio.h>
#include <string.h>

#include <kpqc.h>

int main(int argc, char **argv)
{
    const char *name = argc > 1 ? argv[1] : "HAETAE2";
    const kpqc_sig *sig = kpqc_sig_find(name);
    static uint8_t pk[4096], sk[4096], s[40000];
    uint8_t msg[] = "transfer 100 to account 42";
    static const uint8_t ctx[] = "example: payments v1";
    static const uint8_t other_ctx[] = "example: login v1";
    size_t ctxlen, slen = 0;
    int rc;

    if (sig == NULL) {
        fprintf(stderr, "no signature scheme named %s (see kpqc list)\n", name);
        return 1;
    }
    if (sig->pk_bytes > sizeof pk || sig->sk_bytes > sizeof sk || sig->sig_bytes > sizeof s) {
        fprintf(stderr, "%s: larger than this example's buffers\n", sig->name);
        return 1;
    }
    /* without context support the context must be empty */
    ctxlen = sig->has_context ? sizeof ctx - 1 : 0;

    rc = kpqc_sig_keypair(sig, pk, sig->pk_bytes, sk, sig->sk_bytes);
    if (rc == KPQC_OK) { /* s holds up to sig_bytes; slen gets the length */
        rc = kpqc_sig_sign(sig, s, sig->sig_bytes, &slen, msg, sizeof msg, ctx, ctxlen, sk,
                           sig->sk_bytes);
    }
    if (rc == KPQC_OK) {
        rc = kpqc_sig_verify(sig, s, slen, msg, sizeof msg, ctx, ctxlen, pk, sig->pk_bytes);
    }
    if (rc != KPQC_OK) {
        fprintf(stderr, "%s: %s\n", sig->name, kpqc_strerror(rc));
        return 1;
    }
    printf("%s: %zu-byte signature verifies\n", sig->name, slen);

    /* a changed message must not verify */
    msg[9] ^= 1;
    rc = kpqc_sig_verify(sig, s, slen, msg, sizeof msg, ctx, ctxlen, pk, sig->pk_bytes);
    msg[9] ^= 1;
    if (rc != KPQC_ERR_VERIFY) {
        fprintf(stderr, "%s: a changed message gave %s\n", sig->name, kpqc_strerror(rc));
        return 1;
    }
    printf("%s: changed message refused: %s\n", sig->name, kpqc_strerror(rc));

    /* nor the same message under another context */
    if (sig->has_context) {
        rc = kpqc_sig_verify(sig, s, slen, msg, sizeof msg, other_ctx, sizeof other_ctx - 1, pk,
                             sig->pk_bytes);
        if (rc != KPQC_ERR_VERIFY) {
            fprintf(stderr, "%s: another context gave %s\n", sig->name, kpqc_strerror(rc));
            return 1;
        }
        printf("%s: other context refused: %s\n", sig->name, kpqc_strerror(rc));
    }
    return 0;
}

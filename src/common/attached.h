/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The NIST attached signature form, sm = m || sig with the empty context,
 * built on a scheme's detached sign and verify (the kpqc_sig function
 * types). One implementation for every signature scheme with fixed-length
 * signatures, so that they agree on the details: m and sm may overlap
 * (sign moves m first, then signs the moved copy), a zero-length message
 * may come with a NULL pointer (no memmove of NULL), a too-short sm is
 * KPQC_ERR_LENGTH, and *smlen / *mlen are 0 unless the call succeeds. */
#ifndef KPQC_COMMON_ATTACHED_H
#define KPQC_COMMON_ATTACHED_H

#include <stddef.h>
#include <stdint.h>

typedef int (*kpqc_detached_sign_fn)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                                     const uint8_t *ctx, size_t ctxlen, const uint8_t *sk);
typedef int (*kpqc_detached_verify_fn)(const uint8_t *sig, size_t siglen, const uint8_t *m,
                                       size_t mlen, const uint8_t *ctx, size_t ctxlen,
                                       const uint8_t *pk);

int kpqc_sign_attached(uint8_t *sm, size_t *smlen, const uint8_t *m, size_t mlen, const uint8_t *sk,
                       kpqc_detached_sign_fn sign);

/* sig_bytes: the scheme's (fixed) signature length. */
int kpqc_open_attached(uint8_t *m, size_t *mlen, const uint8_t *sm, size_t smlen, const uint8_t *pk,
                       size_t sig_bytes, kpqc_detached_verify_fn verify);

#endif

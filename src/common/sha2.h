/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* SHA-256 and SHA-512 (FIPS 180-4). The state lives in the caller's
 * storage; nothing is allocated. Incremental use: init, any number of
 * update calls of any length, then final (which also wipes the context). */
#ifndef KPQC_COMMON_SHA2_H
#define KPQC_COMMON_SHA2_H

#include <stddef.h>
#include <stdint.h>

#define KPQC_SHA256_BYTES 32
#define KPQC_SHA512_BYTES 64

typedef struct {
    uint32_t h[8];
    uint64_t msglen; /* bytes absorbed so far */
    uint8_t buf[64];
    unsigned buflen; /* bytes pending in buf, 0..63 */
} kpqc_sha256_ctx;

typedef struct {
    uint64_t h[8];
    uint64_t msglen; /* bytes absorbed so far (2^64 bytes is plenty) */
    uint8_t buf[128];
    unsigned buflen; /* bytes pending in buf, 0..127 */
} kpqc_sha512_ctx;

void kpqc_sha256_init(kpqc_sha256_ctx *ctx);
void kpqc_sha256_update(kpqc_sha256_ctx *ctx, const uint8_t *in, size_t inlen);
void kpqc_sha256_final(kpqc_sha256_ctx *ctx, uint8_t out[KPQC_SHA256_BYTES]);
void kpqc_sha256(uint8_t out[KPQC_SHA256_BYTES], const uint8_t *in, size_t inlen);

void kpqc_sha512_init(kpqc_sha512_ctx *ctx);
void kpqc_sha512_update(kpqc_sha512_ctx *ctx, const uint8_t *in, size_t inlen);
void kpqc_sha512_final(kpqc_sha512_ctx *ctx, uint8_t out[KPQC_SHA512_BYTES]);
void kpqc_sha512(uint8_t out[KPQC_SHA512_BYTES], const uint8_t *in, size_t inlen);

#endif

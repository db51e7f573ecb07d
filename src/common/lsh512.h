/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* LSH-512 (KS X 3262, the Korean standard hash; the 64-bit-word member of
 * the LSH family) with 224-, 256-, 384- and 512-bit digests. Byte-oriented
 * messages only. The state lives in the caller's storage; nothing is
 * allocated. Incremental use: init, any number of update calls of any
 * length, then final (which also wipes the context). */
#ifndef KPQC_COMMON_LSH512_H
#define KPQC_COMMON_LSH512_H

#include <stddef.h>
#include <stdint.h>

#define KPQC_LSH512_MAX_BYTES   64
#define KPQC_LSH512_BLOCK_BYTES 256

typedef struct {
    uint64_t cv[16]; /* chaining variable: left half 0..7, right half 8..15 */
    uint8_t buf[KPQC_LSH512_BLOCK_BYTES];
    unsigned buflen; /* bytes pending in buf, 0..255 */
    unsigned outlen; /* digest bytes: 28, 32, 48 or 64 */
} kpqc_lsh512_ctx;

/* outlen is the digest length in bytes: 28, 32, 48 or 64 (LSH-512-224,
 * -256, -384, -512). Returns 0, or -1 (and leaves ctx unusable) for any
 * other length. */
int kpqc_lsh512_init(kpqc_lsh512_ctx *ctx, size_t outlen);
void kpqc_lsh512_update(kpqc_lsh512_ctx *ctx, const uint8_t *in, size_t inlen);
/* Writes ctx->outlen bytes. */
void kpqc_lsh512_final(kpqc_lsh512_ctx *ctx, uint8_t *out);
/* One call: returns 0, or -1 for an unsupported outlen (out untouched). */
int kpqc_lsh512(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen);

#endif

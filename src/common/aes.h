/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* AES-256 (FIPS 197) without secret-indexed tables, and AES-256-CTR
 * (SP 800-38A, the whole 16-byte counter block incremented big-endian).
 * Bitsliced: the S-box is a Boolean circuit, so neither the key nor the
 * data ever selects a memory address or a branch. */
#ifndef KPQC_COMMON_AES_H
#define KPQC_COMMON_AES_H

#include <stddef.h>
#include <stdint.h>

#define KPQC_AES256_KEYBYTES 32
#define KPQC_AES_BLOCKBYTES  16

typedef struct {
    /* Expanded key in the bitsliced representation used by aes.c. */
    uint64_t rk[15 * 8];
#if defined(__aarch64__)
    /* The same 15 round keys as FIPS 197 KeyExpansion writes them (round
       key r = w[16r .. 16r + 15]), for the Armv8 AES instructions
       (native/aarch64). Kept on AArch64 only, where a backend can use it;
       decided by the compiler's own macro so that every translation unit
       sees the same layout. */
    uint8_t w[16 * 15];
#endif
} kpqc_aes256_ctx;

void kpqc_aes256_init(kpqc_aes256_ctx *ctx, const uint8_t key[KPQC_AES256_KEYBYTES]);
/* ECB encryption of nblocks 16-byte blocks; in and out may alias. */
void kpqc_aes256_ecb(const kpqc_aes256_ctx *ctx, uint8_t *out, const uint8_t *in, size_t nblocks);
/* The bitsliced code of kpqc_aes256_ecb, whatever the build dispatches to:
   the twin of a native AES kernel (native/api.h), for its tests. */
void kpqc_aes256_ecb_c(const kpqc_aes256_ctx *ctx, uint8_t *out, const uint8_t *in, size_t nblocks);
/* out = keystream for counter block iv, iv+1, ... (len bytes, any length). */
void kpqc_aes256_ctr_keystream(const kpqc_aes256_ctx *ctx, const uint8_t iv[KPQC_AES_BLOCKBYTES],
                               uint8_t *out, size_t len);
/* out = in XOR keystream; in and out may alias. */
void kpqc_aes256_ctr_xor(const kpqc_aes256_ctx *ctx, const uint8_t iv[KPQC_AES_BLOCKBYTES],
                         uint8_t *out, const uint8_t *in, size_t len);
void kpqc_aes256_wipe(kpqc_aes256_ctx *ctx);

#endif

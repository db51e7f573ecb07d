/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* SHA-3 and SHAKE (FIPS 202) over one sponge type.
 *
 * Incremental use: *_init, kpqc_keccak_absorb (any lengths, any number of
 * calls), kpqc_keccak_finalize once, then kpqc_keccak_squeeze (any lengths,
 * any number of calls) or kpqc_keccak_squeezeblocks (whole rate-sized
 * blocks, only while no partial block has been squeezed). The state lives in
 * the caller's storage; wipe it with kpqc_keccak_wipe when it held secrets. */
#ifndef KPQC_COMMON_FIPS202_H
#define KPQC_COMMON_FIPS202_H

#include <stddef.h>
#include <stdint.h>

#define KPQC_SHAKE128_RATE  168
#define KPQC_SHAKE256_RATE  136
#define KPQC_SHA3_256_RATE  136
#define KPQC_SHA3_512_RATE  72
#define KPQC_SHA3_256_BYTES 32
#define KPQC_SHA3_512_BYTES 64

typedef struct {
    uint64_t s[25];    /* lanes, lane i = bytes 8i..8i+7 little-endian, unless
                          `native` says the backend's form (native/api.h) */
    unsigned pos;      /* absorb: bytes in the current block; squeeze: bytes
                          of the current block already output */
    unsigned rate;     /* bytes per block */
    uint8_t dsbyte;    /* domain separation + first padding bit */
    uint8_t squeezing; /* 0 while absorbing, 1 after finalize */
    uint8_t native;    /* 1: s is in the native backend's lane form (set at
                          init; KPQC_NATIVE_KECCAK_STATE), 0: standard lanes */
} kpqc_keccak_ctx;

/* The Keccak-f[1600] permutation (24 rounds). */
void kpqc_keccakf1600(uint64_t s[25]);
/* "portable", or the native backend the permutations run on now */
const char *kpqc_keccak_backend(void);

void kpqc_shake128_init(kpqc_keccak_ctx *ctx);
void kpqc_shake256_init(kpqc_keccak_ctx *ctx);
void kpqc_sha3_256_init(kpqc_keccak_ctx *ctx);
void kpqc_sha3_512_init(kpqc_keccak_ctx *ctx);

void kpqc_keccak_absorb(kpqc_keccak_ctx *ctx, const uint8_t *in, size_t inlen);
void kpqc_keccak_finalize(kpqc_keccak_ctx *ctx);
void kpqc_keccak_squeeze(kpqc_keccak_ctx *ctx, uint8_t *out, size_t outlen);
void kpqc_keccak_squeezeblocks(kpqc_keccak_ctx *ctx, uint8_t *out, size_t nblocks);
void kpqc_keccak_wipe(kpqc_keccak_ctx *ctx);

/* SHA3 finals: finalize, squeeze the digest, wipe the context. */
void kpqc_sha3_256_final(kpqc_keccak_ctx *ctx, uint8_t out[KPQC_SHA3_256_BYTES]);
void kpqc_sha3_512_final(kpqc_keccak_ctx *ctx, uint8_t out[KPQC_SHA3_512_BYTES]);

/* One-shot forms. */
void kpqc_sha3_256(uint8_t out[KPQC_SHA3_256_BYTES], const uint8_t *in, size_t inlen);
void kpqc_sha3_512(uint8_t out[KPQC_SHA3_512_BYTES], const uint8_t *in, size_t inlen);
void kpqc_shake128(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen);
void kpqc_shake256(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen);

#endif

/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Four SHAKE128 or SHAKE256 sponges run side by side.
 *
 * The four states live in one context, lane-interleaved: s[4 * i + j] is
 * lane i (standard lane order of fips202.h) of state j, so one 256-bit
 * vector holds lane i of all four states (the AVX2 layout). Every
 * permutation call permutes the four states together through
 * kpqc_keccakf1600x4, which runs a native 4-way kernel where the build and
 * the CPU have one (native/api.h) and four portable permutations otherwise.
 *
 * The four inputs of one absorb call have the same length, and the four
 * outputs of one squeeze call too, so the four sponges always sit at the
 * same position; each output stream equals that of an independent
 * kpqc_shake128 / kpqc_shake256 over the concatenation of its inputs.
 *
 * Incremental use is that of fips202.h: *_init, kpqc_keccakx4_absorb (any
 * lengths, any number of calls), kpqc_keccakx4_finalize, then
 * kpqc_keccakx4_squeeze (any lengths, any number of calls) or
 * kpqc_keccakx4_squeezeblocks; kpqc_keccakx4_wipe when the states held
 * secrets. */
#ifndef KPQC_COMMON_FIPS202X4_H
#define KPQC_COMMON_FIPS202X4_H

#include <stddef.h>
#include <stdint.h>

#include "fips202.h"

typedef struct {
    _Alignas(32) uint64_t s[25 * 4]; /* s[4 * i + j] = lane i of state j */
    unsigned pos;                    /* as in kpqc_keccak_ctx, shared by the four */
    unsigned rate;                   /* bytes per block */
    uint8_t dsbyte;                  /* domain separation + first padding bit */
    uint8_t squeezing;               /* 0 while absorbing, 1 after finalize */
    uint8_t native;                  /* as in kpqc_keccak_ctx */
} kpqc_keccakx4_ctx;

/* Keccak-f[1600] on the four interleaved states (24 rounds each). */
void kpqc_keccakf1600x4(uint64_t s[25 * 4]);

void kpqc_shake128x4_init(kpqc_keccakx4_ctx *ctx);
void kpqc_shake256x4_init(kpqc_keccakx4_ctx *ctx);

/* Absorb inlen bytes into each state: in0 into state 0, ..., in3 into
   state 3. Ignored after finalize (like kpqc_keccak_absorb). */
void kpqc_keccakx4_absorb(kpqc_keccakx4_ctx *ctx, const uint8_t *in0, const uint8_t *in1,
                          const uint8_t *in2, const uint8_t *in3, size_t inlen);
void kpqc_keccakx4_finalize(kpqc_keccakx4_ctx *ctx);
/* The next outlen bytes of each output stream (finalizes first if needed). */
void kpqc_keccakx4_squeeze(kpqc_keccakx4_ctx *ctx, uint8_t *out0, uint8_t *out1, uint8_t *out2,
                           uint8_t *out3, size_t outlen);
/* nblocks * rate bytes of each stream; meant for block boundaries (right
   after finalize, or after squeezes of whole blocks), otherwise the same
   as nblocks squeezes of rate bytes. */
void kpqc_keccakx4_squeezeblocks(kpqc_keccakx4_ctx *ctx, uint8_t *out0, uint8_t *out1,
                                 uint8_t *out2, uint8_t *out3, size_t nblocks);
void kpqc_keccakx4_wipe(kpqc_keccakx4_ctx *ctx);

/* 1 when kpqc_keccakf1600x4 runs a native 4-way kernel now (built, this
   CPU, KPQC_FORCE_PORTABLE unset), else 0. Without one it permutes the four
   states one after the other, so a caller whose batching is optional (fewer
   than four real inputs, or single calls that the single-state native
   kernel serves) can choose the faster form. */
int kpqc_keccakx4_native(void);

/* One-shot forms: four independent SHAKE outputs of outlen bytes each. */
void kpqc_shake128x4(uint8_t *out0, uint8_t *out1, uint8_t *out2, uint8_t *out3, size_t outlen,
                     const uint8_t *in0, const uint8_t *in1, const uint8_t *in2, const uint8_t *in3,
                     size_t inlen);
void kpqc_shake256x4(uint8_t *out0, uint8_t *out1, uint8_t *out2, uint8_t *out3, size_t outlen,
                     const uint8_t *in0, const uint8_t *in1, const uint8_t *in2, const uint8_t *in3,
                     size_t inlen);

#endif

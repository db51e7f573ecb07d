/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* 64-bit transpositions of two NEON vectors, for the NEON backends (files
 * compiled only for AArch64).
 *
 * TRN1/TRN2 on two 64-bit elements are the same operations as ZIP1/ZIP2,
 * and gcc emits ZIP for vtrn1q_u64/vtrn2q_u64. The Cortex-A72 does not
 * run them alike: LLVM's scheduling model of the core (the Cortex-A57
 * one, as the A57/A72 optimization guides list it) issues a Q-form ZIP or
 * UZP as three micro-operations and a TRN as one. The instruction is
 * therefore written out: an asm statement without side effects, which the
 * compiler still schedules and may remove like any expression. */
#ifndef KPQC_NATIVE_AARCH64_PERMUTE_NEON_H
#define KPQC_NATIVE_AARCH64_PERMUTE_NEON_H

#include <arm_neon.h>

/* {a[0], b[0]} */
static inline uint64x2_t kpqc_neon_trn1_64(uint64x2_t a, uint64x2_t b)
{
    uint64x2_t r;
    __asm__("trn1 %0.2d, %1.2d, %2.2d" : "=w"(r) : "w"(a), "w"(b));
    return r;
}

/* {a[1], b[1]} */
static inline uint64x2_t kpqc_neon_trn2_64(uint64x2_t a, uint64x2_t b)
{
    uint64x2_t r;
    __asm__("trn2 %0.2d, %1.2d, %2.2d" : "=w"(r) : "w"(a), "w"(b));
    return r;
}

#endif

/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The AArch64 backend of the common primitives: which kernels it replaces
 * (see ../api.h). Selected at run time from the Linux hardware capabilities
 * (sys.h): the SHA-3 instructions where the core has them (Armv8.2 and
 * later, optional), else plain NEON for the 4-way permutation and a scalar
 * assembly core for one permutation. NEON is the
 * backend's base feature: without it (or with KPQC_FORCE_PORTABLE=1) every
 * wrapper returns KPQC_NATIVE_FALLBACK and the portable code runs. */
#ifndef KPQC_COMMON_NATIVE_AARCH64_META_H
#define KPQC_COMMON_NATIVE_AARCH64_META_H

#include "aes_native.h"
#include "keccak_native.h"

/* the sys.h features every kernel below needs */
#define KPQC_NATIVE_FEATURES     KPQC_SYS_ARM_NEON
#define KPQC_NATIVE_BACKEND_NAME "neon"

/* One Keccak-f[1600] permutation with the SHA-3 instructions; without
   them the scalar assembly core with the lanes in registers. */
#define KPQC_NATIVE_KECCAKF1600
static inline int kpqc_native_keccakf1600(uint64_t s[25])
{
    if (kpqc_sys_has(KPQC_SYS_ARM_NEON | KPQC_SYS_ARM_SHA3)) {
        kpqc_keccakf1600_aarch64_sha3(s);
        return KPQC_NATIVE_OK;
    }
    if (kpqc_sys_has(KPQC_SYS_ARM_NEON)) {
        kpqc_keccakf1600_aarch64(s);
        return KPQC_NATIVE_OK;
    }
    return KPQC_NATIVE_FALLBACK;
}

/* Four Keccak-f[1600] permutations as two 2-way NEON permutations: with
   the SHA-3 instructions where present, plain NEON otherwise. */
#define KPQC_NATIVE_KECCAKF1600X4
static inline int kpqc_native_keccakf1600x4(uint64_t s[25 * 4])
{
    if (kpqc_sys_has(KPQC_SYS_ARM_NEON | KPQC_SYS_ARM_SHA3)) {
        kpqc_keccakf1600x4_aarch64_sha3(s);
        return KPQC_NATIVE_OK;
    }
    if (kpqc_sys_has(KPQC_SYS_ARM_NEON)) {
        kpqc_keccakf1600x4_neon(s);
        return KPQC_NATIVE_OK;
    }
    return KPQC_NATIVE_FALLBACK;
}

/* AES-256 ECB on the byte round keys (kpqc_aes256_ctx.w) with AESE and
   AESMC; the DRBG and AES-CTR go through it (aes.c). */
#define KPQC_NATIVE_AES256_ECB
static inline int kpqc_native_aes256_ecb(const uint8_t rk[16 * 15], uint8_t *out, const uint8_t *in,
                                         size_t nblocks)
{
    if (!kpqc_sys_has(KPQC_SYS_ARM_NEON | KPQC_SYS_ARM_AES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    kpqc_aes256_ecb_armv8(rk, out, in, nblocks);
    return KPQC_NATIVE_OK;
}

#endif

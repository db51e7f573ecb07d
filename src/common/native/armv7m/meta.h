/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The ARMv7-M backend of the common primitives: which kernels it replaces
 * (see ../api.h). Selected at compile time; KPQC_FORCE_PORTABLE still turns
 * it off. */
#ifndef KPQC_COMMON_NATIVE_ARMV7M_META_H
#define KPQC_COMMON_NATIVE_ARMV7M_META_H

#include "keccak_native.h"

/* the sys.h features every kernel below needs */
#define KPQC_NATIVE_FEATURES     KPQC_SYS_ARMV7M
#define KPQC_NATIVE_BACKEND_NAME "armv7m"

#define KPQC_NATIVE_KECCAKF1600
static inline int kpqc_native_keccakf1600(uint64_t s[25])
{
    if (!kpqc_sys_has(KPQC_SYS_ARMV7M)) {
        return KPQC_NATIVE_FALLBACK;
    }
    kpqc_keccakf1600_armv7m_lanes(s);
    return KPQC_NATIVE_OK;
}

/* Sponge states kept bit-interleaved between permutations. */
#define KPQC_NATIVE_KECCAK_STATE
static inline int kpqc_native_keccak_state(void)
{
    return kpqc_sys_has(KPQC_SYS_ARMV7M) ? KPQC_NATIVE_OK : KPQC_NATIVE_FALLBACK;
}
#define kpqc_native_keccak_state_permute kpqc_keccak_state_permute_armv7m
/* stride (1 or 4) and pos (< 200) travel in one word, so that the
   assembly takes its four arguments in registers */
#define kpqc_native_keccak_state_xor(s, stride, pos, in, len) \
    kpqc_keccak_state_xor_armv7m(s, (uint32_t)((stride) << 8 | (pos)), in, len)
#define kpqc_native_keccak_state_extract(s, stride, pos, out, len) \
    kpqc_keccak_state_extract_armv7m(s, (uint32_t)((stride) << 8 | (pos)), out, len)

#endif

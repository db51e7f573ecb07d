/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The AArch64 (NEON) backend of NTRU+: which kernels it replaces (see
 * ../api.h for their bounds). Selected at run time (sys.h sees NEON
 * through the hardware capabilities); KPQC_FORCE_PORTABLE=1 turns it off.
 * The kernels are in the *_neon.c files of this folder; the others run
 * their portable twins. */
#ifndef KPQC_NTRUPLUS_NATIVE_AARCH64_META_H
#define KPQC_NTRUPLUS_NATIVE_AARCH64_META_H

#include <assert.h>
#include <stdint.h>

#include "../../ntruplus.h"
#include "neon.h"
#include "sys.h"

#if !defined(NDEBUG)
/* debug builds: 1 if every coefficient of a has |c| <= bound */
static inline int ntruplus_native_within(const ntruplus_poly *a, int bound)
{
    unsigned i;
    for (i = 0; i < NTRUPLUS_N; i++) {
        if (a->c[i] > bound || a->c[i] < -bound) {
            return 0;
        }
    }
    return 1;
}
#define NTRUPLUS_NATIVE_ASSERT_WITHIN(a, bound) assert(ntruplus_native_within((a), (bound)))
#else
#define NTRUPLUS_NATIVE_ASSERT_WITHIN(a, bound) ((void)0)
#endif

#define NTRUPLUS_NATIVE_BACKEND  "neon"
#define NTRUPLUS_NATIVE_FEATURES KPQC_SYS_ARM_NEON

#define NTRUPLUS_NATIVE_NTT
static inline int ntruplus_native_ntt(ntruplus_poly *a)
{
    if (!kpqc_sys_has(NTRUPLUS_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    NTRUPLUS_NATIVE_ASSERT_WITHIN(a, NTRUPLUS_Q);
    ntruplus_ntt_neon(a);
    return KPQC_NATIVE_OK;
}

#define NTRUPLUS_NATIVE_INVNTT
static inline int ntruplus_native_invntt(ntruplus_poly *a)
{
    if (!kpqc_sys_has(NTRUPLUS_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    NTRUPLUS_NATIVE_ASSERT_WITHIN(a, NTRUPLUS_Q - 1);
    ntruplus_invntt_neon(a);
    return KPQC_NATIVE_OK;
}

#define NTRUPLUS_NATIVE_BASEMUL
static inline int ntruplus_native_basemul(ntruplus_poly *r, const ntruplus_poly *a,
                                          const ntruplus_poly *b)
{
    if (!kpqc_sys_has(NTRUPLUS_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    NTRUPLUS_NATIVE_ASSERT_WITHIN(a, 2 * NTRUPLUS_Q - 1);
    NTRUPLUS_NATIVE_ASSERT_WITHIN(b, 2 * NTRUPLUS_Q - 1);
    ntruplus_basemul_neon(r, a, b);
    return KPQC_NATIVE_OK;
}

#define NTRUPLUS_NATIVE_BASEMUL_ADD
static inline int ntruplus_native_basemul_add(ntruplus_poly *r, const ntruplus_poly *a,
                                              const ntruplus_poly *b, const ntruplus_poly *c)
{
    if (!kpqc_sys_has(NTRUPLUS_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    NTRUPLUS_NATIVE_ASSERT_WITHIN(a, 2 * NTRUPLUS_Q - 1);
    NTRUPLUS_NATIVE_ASSERT_WITHIN(b, 2 * NTRUPLUS_Q - 1);
    NTRUPLUS_NATIVE_ASSERT_WITHIN(c, NTRUPLUS_Q - 1);
    ntruplus_basemul_add_neon(r, a, b, c);
    return KPQC_NATIVE_OK;
}

#define NTRUPLUS_NATIVE_SUB_REDUCE
static inline int ntruplus_native_sub_reduce(ntruplus_poly *r, const ntruplus_poly *a,
                                             const ntruplus_poly *b)
{
    if (!kpqc_sys_has(NTRUPLUS_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    ntruplus_sub_reduce_neon(r, a, b);
    return KPQC_NATIVE_OK;
}

#define NTRUPLUS_NATIVE_BASEINV
static inline int ntruplus_native_baseinv(uint32_t *singular, ntruplus_poly *r,
                                          const ntruplus_poly *a)
{
    if (!kpqc_sys_has(NTRUPLUS_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    NTRUPLUS_NATIVE_ASSERT_WITHIN(a, NTRUPLUS_Q - 1);
    *singular = ntruplus_baseinv_neon(r, a);
    return KPQC_NATIVE_OK;
}

#define NTRUPLUS_NATIVE_PACK
static inline int ntruplus_native_pack(uint8_t out[NTRUPLUS_POLY_BYTES], const ntruplus_poly *a)
{
    if (!kpqc_sys_has(NTRUPLUS_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    NTRUPLUS_NATIVE_ASSERT_WITHIN(a, NTRUPLUS_Q - 1);
    ntruplus_pack_neon(out, a);
    return KPQC_NATIVE_OK;
}

#define NTRUPLUS_NATIVE_UNPACK
static inline int ntruplus_native_unpack(uint32_t *bad, ntruplus_poly *a,
                                         const uint8_t in[NTRUPLUS_POLY_BYTES])
{
    if (!kpqc_sys_has(NTRUPLUS_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    *bad = ntruplus_unpack_neon(a, in);
    return KPQC_NATIVE_OK;
}

#define NTRUPLUS_NATIVE_CBD1
static inline int ntruplus_native_cbd1(ntruplus_poly *r, const uint8_t buf[NTRUPLUS_CBD_BYTES])
{
    if (!kpqc_sys_has(NTRUPLUS_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    ntruplus_cbd1_neon(r, buf);
    return KPQC_NATIVE_OK;
}

#define NTRUPLUS_NATIVE_CBD1_SECRET
static inline int ntruplus_native_cbd1_secret(ntruplus_poly *r,
                                              const uint8_t buf[NTRUPLUS_CBD_BYTES], int plus_one)
{
    if (!kpqc_sys_has(NTRUPLUS_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    assert(plus_one == 0 || plus_one == 1);
    ntruplus_cbd1_secret_neon(r, buf, plus_one);
    return KPQC_NATIVE_OK;
}

#define NTRUPLUS_NATIVE_SOTP_ENCODE
static inline int ntruplus_native_sotp_encode(ntruplus_poly *r,
                                              const uint8_t msg[NTRUPLUS_MSG_BYTES],
                                              const uint8_t u[NTRUPLUS_CBD_BYTES])
{
    if (!kpqc_sys_has(NTRUPLUS_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    ntruplus_sotp_encode_neon(r, msg, u);
    return KPQC_NATIVE_OK;
}

#define NTRUPLUS_NATIVE_SOTP_DECODE
static inline int ntruplus_native_sotp_decode(uint32_t *fail, uint8_t msg[NTRUPLUS_MSG_BYTES],
                                              const ntruplus_poly *a,
                                              const uint8_t u[NTRUPLUS_CBD_BYTES])
{
    if (!kpqc_sys_has(NTRUPLUS_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    NTRUPLUS_NATIVE_ASSERT_WITHIN(a, 1);
    *fail = ntruplus_sotp_decode_neon(msg, a, u);
    return KPQC_NATIVE_OK;
}

#define NTRUPLUS_NATIVE_CREPMOD3
static inline int ntruplus_native_crepmod3(ntruplus_poly *a)
{
    if (!kpqc_sys_has(NTRUPLUS_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    NTRUPLUS_NATIVE_ASSERT_WITHIN(a, NTRUPLUS_Q - 1);
    ntruplus_crepmod3_neon(a);
    return KPQC_NATIVE_OK;
}

#endif

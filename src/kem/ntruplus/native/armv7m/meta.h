/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The Cortex-M4 (ARMv7E-M) backend of NTRU+: which kernels it replaces (see
 * ../api.h for their bounds). Selected at compile time
 * (KPQC_NATIVE_ARMV7M); KPQC_FORCE_PORTABLE still turns it off. The NTT,
 * its inverse, the arithmetic in the NTT domain and the inversion's block
 * passes are assembly for every set, and so is every other kernel of
 * ../api.h (the encodings, CBD1, the SOTP, crepmod3). */
#ifndef KPQC_NTRUPLUS_NATIVE_ARMV7M_META_H
#define KPQC_NTRUPLUS_NATIVE_ARMV7M_META_H

#include "armv7m.h"
#include "sys.h"

#define NTRUPLUS_NATIVE_BACKEND  "armv7m"
#define NTRUPLUS_NATIVE_FEATURES KPQC_SYS_ARMV7M

#define NTRUPLUS_NATIVE_PACK
static inline int ntruplus_native_pack(uint8_t out[NTRUPLUS_POLY_BYTES], const ntruplus_poly *a)
{
    if (!kpqc_sys_has(NTRUPLUS_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    ntruplus_pack_armv7m(out, a);
    return KPQC_NATIVE_OK;
}

#define NTRUPLUS_NATIVE_UNPACK
static inline int ntruplus_native_unpack(uint32_t *bad, ntruplus_poly *a,
                                         const uint8_t in[NTRUPLUS_POLY_BYTES])
{
    if (!kpqc_sys_has(NTRUPLUS_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    *bad = ntruplus_unpack_armv7m(a, in);
    return KPQC_NATIVE_OK;
}

#define NTRUPLUS_NATIVE_CBD1
static inline int ntruplus_native_cbd1(ntruplus_poly *r, const uint8_t buf[NTRUPLUS_CBD_BYTES])
{
    if (!kpqc_sys_has(NTRUPLUS_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    ntruplus_cbd1_armv7m(r, buf);
    return KPQC_NATIVE_OK;
}

#define NTRUPLUS_NATIVE_CBD1_SECRET
static inline int ntruplus_native_cbd1_secret(ntruplus_poly *r,
                                              const uint8_t buf[NTRUPLUS_CBD_BYTES], int plus_one)
{
    if (!kpqc_sys_has(NTRUPLUS_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    ntruplus_cbd1_secret_armv7m(r, buf, plus_one);
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
    ntruplus_sotp_encode_armv7m(r, msg, u);
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
    *fail = ntruplus_sotp_decode_armv7m(msg, a, u);
    return KPQC_NATIVE_OK;
}

#define NTRUPLUS_NATIVE_CREPMOD3
static inline int ntruplus_native_crepmod3(ntruplus_poly *a)
{
    if (!kpqc_sys_has(NTRUPLUS_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    ntruplus_crepmod3_armv7m(a);
    return KPQC_NATIVE_OK;
}

#define NTRUPLUS_NATIVE_NTT
static inline int ntruplus_native_ntt(ntruplus_poly *a)
{
    if (!kpqc_sys_has(NTRUPLUS_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    ntruplus_ntt_armv7m(a);
    return KPQC_NATIVE_OK;
}

#define NTRUPLUS_NATIVE_INVNTT
static inline int ntruplus_native_invntt(ntruplus_poly *a)
{
    if (!kpqc_sys_has(NTRUPLUS_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    ntruplus_invntt_armv7m(a);
    return KPQC_NATIVE_OK;
}

#define NTRUPLUS_NATIVE_BASEMUL
static inline int ntruplus_native_basemul(ntruplus_poly *r, const ntruplus_poly *a,
                                          const ntruplus_poly *b)
{
    if (!kpqc_sys_has(NTRUPLUS_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    ntruplus_basemul_armv7m(r, a, b);
    return KPQC_NATIVE_OK;
}

#define NTRUPLUS_NATIVE_BASEMUL_ADD
static inline int ntruplus_native_basemul_add(ntruplus_poly *r, const ntruplus_poly *a,
                                              const ntruplus_poly *b, const ntruplus_poly *c)
{
    if (!kpqc_sys_has(NTRUPLUS_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    ntruplus_basemul_add_armv7m(r, a, b, c);
    return KPQC_NATIVE_OK;
}

#define NTRUPLUS_NATIVE_SUB_REDUCE
static inline int ntruplus_native_sub_reduce(ntruplus_poly *r, const ntruplus_poly *a,
                                             const ntruplus_poly *b)
{
    if (!kpqc_sys_has(NTRUPLUS_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    ntruplus_sub_reduce_armv7m(r, a, b);
    return KPQC_NATIVE_OK;
}

#define NTRUPLUS_NATIVE_BASEINV
static inline int ntruplus_native_baseinv(uint32_t *singular, ntruplus_poly *r,
                                          const ntruplus_poly *a)
{
    if (!kpqc_sys_has(NTRUPLUS_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    *singular = ntruplus_baseinv_armv7m(r, a);
    return KPQC_NATIVE_OK;
}
#endif

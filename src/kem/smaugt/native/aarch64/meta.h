/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The AArch64 (NEON) backend of SMAUG-T: which kernels it replaces (see
 * ../api.h). Selected at run time (sys.h sees NEON through the hardware
 * capabilities); KPQC_FORCE_PORTABLE=1 turns it off. The other kernels run
 * their portable twins. */
#ifndef KPQC_SMAUGT_NATIVE_AARCH64_META_H
#define KPQC_SMAUGT_NATIVE_AARCH64_META_H

#include "sys.h"
#include "neon.h"

#if !defined(NDEBUG)
#include <assert.h>
/* Debug builds check the documented input bounds of the wrappers below. */
static inline int smaugt_native_hwt_bounded_ok(const uint16_t x[SMAUGT_N])
{
    unsigned i;
    for (i = 0; i < SMAUGT_N; i++) {
        if (x[i] >= SMAUGT_N - i) {
            return 0;
        }
    }
    return 1;
}
#define SMAUGT_NATIVE_ASSERT(x) assert(x)
#else
#define SMAUGT_NATIVE_ASSERT(x) ((void)0)
#endif

#define SMAUGT_NATIVE_BACKEND  "neon"
#define SMAUGT_NATIVE_FEATURES KPQC_SYS_ARM_NEON

#define SMAUGT_NATIVE_MATRIX_TIMES
static inline int smaugt_native_matrix_times(smaugt_poly t[SMAUGT_K],
                                             const uint8_t seed_a[SMAUGT_SEED_BYTES], int transpose,
                                             const smaugt_poly x[SMAUGT_K])
{
    if (!kpqc_sys_has(SMAUGT_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    smaugt_matrix_times_neon(t, seed_a, transpose, x);
    return KPQC_NATIVE_OK;
}

#define SMAUGT_NATIVE_POLY_INNER
static inline int smaugt_native_poly_inner(smaugt_poly *t, const smaugt_poly a[SMAUGT_K],
                                           const smaugt_poly x[SMAUGT_K])
{
    if (!kpqc_sys_has(SMAUGT_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    smaugt_poly_inner_neon(t, a, x);
    return KPQC_NATIVE_OK;
}

#define SMAUGT_NATIVE_PACK_Q
static inline int smaugt_native_pack_q(uint8_t out[SMAUGT_POLYQ_BYTES], const smaugt_poly *a)
{
    if (!kpqc_sys_has(SMAUGT_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    smaugt_pack_q_neon(out, a);
    return KPQC_NATIVE_OK;
}

#define SMAUGT_NATIVE_UNPACK_Q
static inline int smaugt_native_unpack_q(smaugt_poly *a, const uint8_t in[SMAUGT_POLYQ_BYTES])
{
    if (!kpqc_sys_has(SMAUGT_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    smaugt_unpack_q_neon(a, in);
    return KPQC_NATIVE_OK;
}

#define SMAUGT_NATIVE_PACK_P
static inline int smaugt_native_pack_p(uint8_t out[SMAUGT_POLYP_BYTES], const smaugt_poly *a)
{
    if (!kpqc_sys_has(SMAUGT_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    smaugt_pack_p_neon(out, a);
    return KPQC_NATIVE_OK;
}

#define SMAUGT_NATIVE_UNPACK_P
static inline int smaugt_native_unpack_p(smaugt_poly *a, const uint8_t in[SMAUGT_POLYP_BYTES])
{
    if (!kpqc_sys_has(SMAUGT_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    smaugt_unpack_p_neon(a, in);
    return KPQC_NATIVE_OK;
}

#define SMAUGT_NATIVE_PACK_P2
static inline int smaugt_native_pack_p2(uint8_t out[SMAUGT_POLYP2_BYTES], const smaugt_poly *a)
{
    if (!kpqc_sys_has(SMAUGT_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    smaugt_pack_p2_neon(out, a);
    return KPQC_NATIVE_OK;
}

#define SMAUGT_NATIVE_UNPACK_P2
static inline int smaugt_native_unpack_p2(smaugt_poly *a, const uint8_t in[SMAUGT_POLYP2_BYTES])
{
    if (!kpqc_sys_has(SMAUGT_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    smaugt_unpack_p2_neon(a, in);
    return KPQC_NATIVE_OK;
}

#define SMAUGT_NATIVE_PACK_S
static inline int smaugt_native_pack_s(uint8_t out[SMAUGT_POLYS_BYTES], const smaugt_poly *s)
{
    if (!kpqc_sys_has(SMAUGT_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    smaugt_pack_s_neon(out, s);
    return KPQC_NATIVE_OK;
}

#define SMAUGT_NATIVE_UNPACK_S
static inline int smaugt_native_unpack_s(smaugt_poly *s, const uint8_t in[SMAUGT_POLYS_BYTES],
                                         uint32_t *bad)
{
    if (!kpqc_sys_has(SMAUGT_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    *bad = smaugt_unpack_s_neon(s, in);
    return KPQC_NATIVE_OK;
}

#define SMAUGT_NATIVE_HWT_BOUNDED
static inline int smaugt_native_hwt_bounded(uint16_t x[SMAUGT_N],
                                            const uint8_t buf[2 * SMAUGT_HWT_WORDS], int *ret)
{
    if (!kpqc_sys_has(SMAUGT_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    *ret = smaugt_hwt_bounded_neon(x, buf);
    return KPQC_NATIVE_OK;
}

#define SMAUGT_NATIVE_HWT_PLACE
static inline int smaugt_native_hwt_place(smaugt_poly *s, const uint16_t x[SMAUGT_N],
                                          const uint8_t sign[SMAUGT_HWT_SIGN_BYTES])
{
    if (!kpqc_sys_has(SMAUGT_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    SMAUGT_NATIVE_ASSERT(smaugt_native_hwt_bounded_ok(x));
    smaugt_hwt_place_neon(s, x, sign);
    return KPQC_NATIVE_OK;
}

#define SMAUGT_NATIVE_GAUSSIAN_BITS
static inline int smaugt_native_gaussian_bits(smaugt_poly *e, const uint8_t buf[SMAUGT_DG_BYTES])
{
    if (!kpqc_sys_has(SMAUGT_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    smaugt_gaussian_bits_neon(e, buf);
    return KPQC_NATIVE_OK;
}

#define SMAUGT_NATIVE_SP_CBD
static inline int smaugt_native_sp_cbd(smaugt_poly *r, const uint8_t buf[SMAUGT_CBD_BYTES])
{
    if (!kpqc_sys_has(SMAUGT_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    smaugt_sp_cbd_neon(r, buf);
    return KPQC_NATIVE_OK;
}

#define SMAUGT_NATIVE_ROUND_C1
static inline int smaugt_native_round_c1(smaugt_poly *c1, const smaugt_poly *x)
{
    if (!kpqc_sys_has(SMAUGT_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    smaugt_round_c1_neon(c1, x);
    return KPQC_NATIVE_OK;
}

#define SMAUGT_NATIVE_ROUND_C2
static inline int smaugt_native_round_c2(smaugt_poly *c2, const smaugt_poly *msg16,
                                         const smaugt_poly *x)
{
    if (!kpqc_sys_has(SMAUGT_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    smaugt_round_c2_neon(c2, msg16, x);
    return KPQC_NATIVE_OK;
}

#define SMAUGT_NATIVE_DECRYPTION_VALUE
static inline int smaugt_native_decryption_value(smaugt_poly *v16, const smaugt_poly *c2,
                                                 const smaugt_poly *u)
{
    if (!kpqc_sys_has(SMAUGT_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    smaugt_decryption_value_neon(v16, c2, u);
    return KPQC_NATIVE_OK;
}

#define SMAUGT_NATIVE_MSG_ENCODE
static inline int smaugt_native_msg_encode(smaugt_poly *msg16, const uint8_t mu[SMAUGT_MSG_BYTES])
{
    if (!kpqc_sys_has(SMAUGT_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    smaugt_msg_encode_neon(msg16, mu);
    return KPQC_NATIVE_OK;
}

#define SMAUGT_NATIVE_MSG_DECODE
static inline int smaugt_native_msg_decode(uint8_t mu[SMAUGT_MSG_BYTES], const smaugt_poly *v16)
{
    if (!kpqc_sys_has(SMAUGT_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    smaugt_msg_decode_neon(mu, v16);
    return KPQC_NATIVE_OK;
}

#endif

/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HAETAE v1.2.0 parameters (specification v260825), selected at compile time
 * by -DHAETAE_MODE=2|3|5. Every constant below is a fact of the
 * specification; the derived sizes are checked against the generated NIST
 * header in sign.c. */
#ifndef KPQC_HAETAE_PARAMS_H
#define KPQC_HAETAE_PARAMS_H

#include "namespace.h"

#define HAETAE_N         256
#define HAETAE_Q         64513
#define HAETAE_DQ        (2 * HAETAE_Q) /* arithmetic mod 2q for the high bits */
#define HAETAE_SEEDBYTES 32
#define HAETAE_CRHBYTES  64
#define HAETAE_LN        8192 /* fixed point: 13 fractional bits */
#define HAETAE_LNBITS    13

#if HAETAE_MODE == 2
#define HAETAE_K                    2
#define HAETAE_L                    4
#define HAETAE_TAU                  58
#define HAETAE_LEVEL                2
#define HAETAE_BASE_ENC_HB_Z1       132
#define HAETAE_BASE_ENC_H           7
#define HAETAE_ALPHA_HINT           512
#define HAETAE_LOG_ALPHA_HINT       9
#define HAETAE_POLYQ_PACKEDBYTES    480
#define HAETAE_POLY2ETA_PACKEDBYTES 96
#define HAETAE_SIG_BYTES            1474
#define HAETAE_ROUNDED_VK           1 /* b is rounded by one bit (D = 1) */
#elif HAETAE_MODE == 3
#define HAETAE_K                    3
#define HAETAE_L                    6
#define HAETAE_TAU                  80
#define HAETAE_LEVEL                3
#define HAETAE_BASE_ENC_HB_Z1       376
#define HAETAE_BASE_ENC_H           127
#define HAETAE_ALPHA_HINT           512
#define HAETAE_LOG_ALPHA_HINT       9
#define HAETAE_POLYQ_PACKEDBYTES    480
#define HAETAE_POLY2ETA_PACKEDBYTES 96
#define HAETAE_SIG_BYTES            2349
#define HAETAE_ROUNDED_VK           1
#elif HAETAE_MODE == 5
#define HAETAE_K                    4
#define HAETAE_L                    7
#define HAETAE_TAU                  128
#define HAETAE_LEVEL                5
#define HAETAE_BASE_ENC_HB_Z1       501
#define HAETAE_BASE_ENC_H           358
#define HAETAE_ALPHA_HINT           256
#define HAETAE_LOG_ALPHA_HINT       8
#define HAETAE_POLYQ_PACKEDBYTES    512
#define HAETAE_POLY2ETA_PACKEDBYTES 64
#define HAETAE_SIG_BYTES            2948
#define HAETAE_ROUNDED_VK           0 /* vk stores NTT(-2b) unrounded */
#else
#error "HAETAE_MODE must be 2, 3 or 5"
#endif

#define HAETAE_M                             (HAETAE_L - 1)
#define HAETAE_HALF_ALPHA_HINT               (HAETAE_ALPHA_HINT / 2)
#define HAETAE_POLYETA_PACKEDBYTES           64
#define HAETAE_POLYC_PACKEDBYTES             32 /* one bit per coefficient */
#define HAETAE_POLY_HIGHBITS_PACKEDBYTES     (HAETAE_N * 9 / 8)
#define HAETAE_POLYVECK_HIGHBITS_PACKEDBYTES (HAETAE_K * HAETAE_POLY_HIGHBITS_PACKEDBYTES)
#define HAETAE_CHALLENGE_INPUT_BYTES \
    (HAETAE_POLYVECK_HIGHBITS_PACKEDBYTES + HAETAE_POLYC_PACKEDBYTES)

#define HAETAE_PK_BYTES (HAETAE_SEEDBYTES + HAETAE_K * HAETAE_POLYQ_PACKEDBYTES)
#define HAETAE_SK_BYTES                                        \
    (HAETAE_PK_BYTES + HAETAE_M * HAETAE_POLYETA_PACKEDBYTES + \
     HAETAE_K * HAETAE_POLY2ETA_PACKEDBYTES + HAETAE_SEEDBYTES)

#endif

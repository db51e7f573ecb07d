/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The firmware's accelerator backend (hw/fw/backend_*.c): firmware-side
 * definitions of the library's kernel entry points (the dispatchers that
 * the portable code calls: kpqc_keccakf1600, the NTRU+768 NTT, inverse,
 * base multiplication, base multiplication with addition, sub_reduce and
 * crepmod3, the HAETAE NTT, inverse, pointwise products, freeze2q,
 * reduce2q, squared norm, add, sub, compose, double, fromcrt, fromcrt0,
 * highbits_hint, csubDQ2ALPHA, mul_alpha, div2, verify_row, poly_uniform4; some of
 * HAETAE's are plain functions of poly.c, not dispatchers). The library's
 * own definitions are made weak in the firmware's copies of fips202.o,
 * ntt.o, basemul.o, sotp.o and HAETAE's poly.o and matrix.o
 * (hw/fw/build.sh), so these replace them without any edit of the scheme
 * sources. Each runs the unit when
 * hw_accel_on is 1 and the portable twin otherwise, and counts its calls
 * and their cycles. */
#ifndef KPQC_HW_BACKEND_H
#define KPQC_HW_BACKEND_H

#include <stdint.h>

extern int hw_accel_on;

enum {
    HW_KECCAK,
    HW_NTP_NTT,
    HW_NTP_INVNTT,
    HW_NTP_BASEMUL,
    HW_NTP_BASEMUL_ADD,
    HW_NTP_SUB_REDUCE,
    HW_NTP_CREPMOD3,
    HW_NTP_UNPACK,
    HW_NTP_PACK,
    HW_HAE_NTT,
    HW_HAE_INVNTT,
    HW_HAE_POINTWISE,
    HW_HAE_POINTWISE_ACC,
    HW_HAE_FREEZE2Q,
    HW_HAE_REDUCE2Q,
    HW_HAE_SQNORM2,
    HW_HAE_ADD,
    HW_HAE_SUB,
    HW_HAE_COMPOSE,
    HW_HAE_DOUBLE,
    HW_HAE_FROMCRT,
    HW_HAE_HINT,  /* highbits_hint, csubDQ2ALPHA */
    HW_HAE_SHIFT, /* mul_alpha, div2 */
    HW_HAE_UNIFORM,
    HW_KERNELS
};
extern unsigned hw_calls[HW_KERNELS];
/* Ibex cycles spent in each kernel's unit path (transfers included) */
extern uint32_t hw_cycles_in[HW_KERNELS];

#endif

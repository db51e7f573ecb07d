/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The NTRU+ kernels that a native backend may replace.
 *
 * A backend for architecture <arch> says in native/<arch>/meta.h which
 * kernels it has: for each, the macro NTRUPLUS_NATIVE_<KERNEL> and a static
 * inline ntruplus_native_<kernel>(...) that does the work and returns
 * KPQC_NATIVE_OK, or returns KPQC_NATIVE_FALLBACK (having touched nothing)
 * when this CPU lacks NTRUPLUS_NATIVE_FEATURES (sys.h). The portable
 * function of the same name (ntruplus.h) calls it first and runs its twin
 * <name>_c on a fallback. A kernel's output must be bit-identical to the
 * twin's for every input within the bounds below (q = 3457; "any" means
 * any value of the type).
 *
 *  kernel        input                                output
 *  NTT           a: |c| <= q                          a: |c| <= 1730
 *  INVNTT        a: |c| < q                           a: |c| < q
 *  BASEMUL       a, b: |c| < 2q                       r: |c| < q
 *  BASEMUL_ADD   a, b: |c| < 2q, c: |c| < q           r: |c| <= 1730
 *  SUB_REDUCE    a, b: any                            r: |c| <= 1730
 *  BASEINV       a: |c| < q                           r: |c| < 2q (D = 4), < q (D = 3);
 *                                                     the all-ones mask iff some block
 *                                                     is singular (r still defined)
 *  PACK          a: |c| < q                           bytes (canonical residues)
 *  UNPACK        any bytes                            a: 0 <= c < 4096; the all-ones
 *                                                     mask iff some c >= q
 *  CBD1          any bytes                            r: c in {-1, 0, 1}
 *  CBD1_SECRET   any bytes, plus_one 0 or 1           r: 3 CBD1 + plus_one at c[0]
 *  SOTP_ENCODE   any bytes                            r: c in {-1, 0, 1}
 *  SOTP_DECODE   a: c in {-1, 0, 1}, any pad bytes    message and mask as the twin
 *  CREPMOD3      a: |c| < q                           a: c in {-1, 0, 1}
 *
 * The wrappers' signatures are those of the portable functions, with the
 * returned mask (BASEINV, UNPACK, SOTP_DECODE) written through a first
 * pointer argument instead, since the return value says whether the kernel
 * ran. */
#ifndef KPQC_NTRUPLUS_NATIVE_API_H
#define KPQC_NTRUPLUS_NATIVE_API_H

#include "sys.h"

#if defined(KPQC_NATIVE_X86_64)
#include "x86_64/meta.h"
#elif defined(KPQC_NATIVE_AARCH64)
#include "aarch64/meta.h"
#elif defined(KPQC_NATIVE_ARMV7M)
#include "armv7m/meta.h"
#endif

#endif

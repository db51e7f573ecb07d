/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* AIMer specification v3 parameters, selected at compile time by
 * -DAIMER_LAMBDA=128|192|256 and -DAIMER_SMALL=0|1 (the "f" and "s" sets).
 * Every number below is a fact of the specification; the sizes are checked
 * against the generated NIST header in sign.c and recomputed from the
 * structure of the signature by tools/gen/aimer_params.py --check. */
#ifndef KPQC_AIMER_PARAMS_H
#define KPQC_AIMER_PARAMS_H

#include "namespace.h"

/* the parameter table stays a table (tools/gen/aimer_params.py reads it) */
/* clang-format off */
#if AIMER_LAMBDA == 128
#define AIMER_LEVEL 1
#define AIMER_L 2                       /* input S-boxes; one more on the output */
#define AIMER_EXPONENTS {3, 7, 11}      /* e_0 .. e_L of S(x) = x^(2^e - 1) + x^-1 */
#elif AIMER_LAMBDA == 192
#define AIMER_LEVEL 3
#define AIMER_L 2
#define AIMER_EXPONENTS {11, 23, 47}
#elif AIMER_LAMBDA == 256
#define AIMER_LEVEL 5
#define AIMER_L 3
#define AIMER_EXPONENTS {3, 7, 11, 19}
#else
#error "AIMER_LAMBDA must be 128, 192 or 256"
#endif

#if AIMER_SMALL
#define AIMER_N 256                     /* parties */
#define AIMER_LOGN 8
#else
#define AIMER_N 16
#define AIMER_LOGN 4
#endif

/* tau (repetitions), the domain byte of the message hash, the signature size */
#if AIMER_LAMBDA == 128 && AIMER_SMALL == 0
#define AIMER_T 33
#define AIMER_PREFIX_MU 0x00
#define AIMER_SIG_BYTES 6944
#elif AIMER_LAMBDA == 128 && AIMER_SMALL == 1
#define AIMER_T 17
#define AIMER_PREFIX_MU 0x10
#define AIMER_SIG_BYTES 4704
#elif AIMER_LAMBDA == 192 && AIMER_SMALL == 0
#define AIMER_T 49
#define AIMER_PREFIX_MU 0x20
#define AIMER_SIG_BYTES 15408
#elif AIMER_LAMBDA == 192 && AIMER_SMALL == 1
#define AIMER_T 25
#define AIMER_PREFIX_MU 0x30
#define AIMER_SIG_BYTES 10320
#elif AIMER_LAMBDA == 256 && AIMER_SMALL == 0
#define AIMER_T 65
#define AIMER_PREFIX_MU 0x40
#define AIMER_SIG_BYTES 31360
#elif AIMER_LAMBDA == 256 && AIMER_SMALL == 1
#define AIMER_T 33
#define AIMER_PREFIX_MU 0x50
#define AIMER_SIG_BYTES 20224
#else
#error "AIMER_SMALL must be 0 or 1"
#endif
/* clang-format on */

#define AIMER_W        (AIMER_LAMBDA / 64) /* 64-bit words per field element */
#define AIMER_FB       (AIMER_LAMBDA / 8)  /* bytes of a field element, seed, salt, pt, iv */
#define AIMER_DIGEST   (2 * AIMER_FB)      /* commitments and h1, h2, mu */
#define AIMER_PK_BYTES (2 * AIMER_FB)      /* iv || ct */
#define AIMER_SK_BYTES (3 * AIMER_FB)      /* pt || iv || ct */

/* One party's random tape: pt share, y shares (L), a shares (L + 1), c share. */
#define AIMER_TAPE_ELEMS (2 * AIMER_L + 3)
/* One repetition in the signature: the reveal path (LOGN seeds), the hidden
 * party's commitment, delta_pt, delta_y (L), delta_c, the hidden party's
 * alpha shares (L + 1). */
#define AIMER_DELTA_ELEMS (AIMER_L + 2)
#define AIMER_PROOF_BYTES \
    (AIMER_LOGN * AIMER_FB + AIMER_DIGEST + (AIMER_DELTA_ELEMS + AIMER_L + 1) * AIMER_FB)
#define AIMER_SIG_HEAD (AIMER_FB + 2 * AIMER_DIGEST) /* salt || h1 || h2 */

#if AIMER_SIG_HEAD + AIMER_T * AIMER_PROOF_BYTES != AIMER_SIG_BYTES
#error "AIMer signature layout does not add up"
#endif

#endif

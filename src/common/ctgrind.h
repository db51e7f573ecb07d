/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Marking secrets for the constant-time check.
 *
 * In a build with KPQC_CT_TESTING defined, KPQC_CT_SECRET marks bytes as
 * undefined for valgrind's memcheck, so that any branch or memory index
 * computed from them is reported; KPQC_CT_PUBLIC marks bytes defined again
 * where the scheme deliberately makes a value public (an output, a rejection
 * decision). Every KPQC_CT_PUBLIC must carry a comment saying what it
 * reveals and why that is allowed. In every other build both are no-ops. */
#ifndef KPQC_COMMON_CTGRIND_H
#define KPQC_COMMON_CTGRIND_H

#if defined(KPQC_CT_TESTING) && defined(KPQC_BARE_METAL)
/* On a bare-metal target (the Cortex-M4 image of tools/m4sim --ct) a
   public mark is a call of a function (ct.c) that the simulator hooks: it
   records each declassified value in the trace it compares. Secrets need
   no mark there: the check varies them between its two runs. */
#include <stddef.h>
void kpqc_ct_mark_public(const void *p, size_t n);
#define KPQC_CT_SECRET(p, n) ((void)(p), (void)(n))
#define KPQC_CT_PUBLIC(p, n) kpqc_ct_mark_public((p), (n))
#elif defined(KPQC_CT_TESTING)
#include <valgrind/memcheck.h>
#define KPQC_CT_SECRET(p, n) ((void)VALGRIND_MAKE_MEM_UNDEFINED((p), (n)))
#define KPQC_CT_PUBLIC(p, n) ((void)VALGRIND_MAKE_MEM_DEFINED((p), (n)))
#else
#define KPQC_CT_SECRET(p, n) ((void)(p), (void)(n))
#define KPQC_CT_PUBLIC(p, n) ((void)(p), (void)(n))
#endif

#endif

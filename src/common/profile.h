/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Hash-share profiling (the pqm4 "hashing" table). In a build with
 * KPQC_PROFILE, the symmetric primitives' compute cores add the cycles
 * they spend to kpqc_profile.cycles[kind] whenever kpqc_profile.clock is
 * set; the benchmark sets it for a profiling pass. Otherwise the macros
 * compile to nothing. */
#ifndef KPQC_COMMON_PROFILE_H
#define KPQC_COMMON_PROFILE_H

#include <stdint.h>

enum { KPQC_PROF_SHA2 = 0, KPQC_PROF_SHA3 = 1, KPQC_PROF_AES = 2, KPQC_PROF_KINDS = 3 };

#if defined(KPQC_PROFILE)
typedef struct {
    uint64_t (*clock)(void); /* NULL: not profiling (one load and branch per call) */
    uint64_t cycles[KPQC_PROF_KINDS];
} kpqc_profile_state;
extern kpqc_profile_state kpqc_profile;

#define KPQC_PROFILE_BEGIN() \
    const uint64_t kpqc_profile_t0_ = kpqc_profile.clock != 0 ? kpqc_profile.clock() : 0
#define KPQC_PROFILE_END(kind)                                                    \
    do {                                                                          \
        if (kpqc_profile.clock != 0) {                                            \
            kpqc_profile.cycles[kind] += kpqc_profile.clock() - kpqc_profile_t0_; \
        }                                                                         \
    } while (0)
#else
#define KPQC_PROFILE_BEGIN()   ((void)0)
#define KPQC_PROFILE_END(kind) ((void)0)
#endif

#endif

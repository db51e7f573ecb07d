/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The profiling state (see profile.h); empty unless KPQC_PROFILE. */
#include "profile.h"

#if defined(KPQC_PROFILE)
kpqc_profile_state kpqc_profile;
#else
typedef int kpqc_profile_unused; /* ISO C forbids an empty translation unit */
#endif

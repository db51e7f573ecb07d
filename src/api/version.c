/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The library's version and build kind, answered by the library itself. */
#include "kpqc.h"
#include "buildinfo.h"

const char *kpqc_version(void)
{
    return KPQC_VERSION_STRING;
}

int kpqc_build_ct_testing(void)
{
#if defined(KPQC_CT_TESTING)
    return 1;
#else
    return 0;
#endif
}

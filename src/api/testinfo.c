/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The internal accessors of the descriptors' test metadata (testinfo.h). */
#include <stddef.h>

#include "testinfo.h"

const kpqc_kem_test_info *kpqc_kem_testinfo(const kpqc_kem *kem)
{
    if (kem == NULL) {
        return NULL;
    }
    return &((const kpqc_kem_def *)(const void *)kem)->test;
}

const kpqc_sig_test_info *kpqc_sig_testinfo(const kpqc_sig *sig)
{
    if (sig == NULL) {
        return NULL;
    }
    return &((const kpqc_sig_def *)(const void *)sig)->test;
}

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

const char *kpqc_kem_backend(const kpqc_kem *kem)
{
    const kpqc_kem_test_info *t = kpqc_kem_testinfo(kem);
    return t != NULL && t->backend != NULL ? t->backend() : "portable";
}

const char *kpqc_sig_backend(const kpqc_sig *sig)
{
    const kpqc_sig_test_info *t = kpqc_sig_testinfo(sig);
    return t != NULL && t->backend != NULL ? t->backend() : "portable";
}

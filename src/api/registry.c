/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Algorithm discovery over the registry in registry.def. */
#include <string.h>

#include "kpqc.h"
#include "registry.h"
#include "testinfo.h"

#define KPQC_REGISTER_KEM(id) extern const kpqc_kem_def kpqc_##id##_kem;
#define KPQC_REGISTER_SIG(id) extern const kpqc_sig_def kpqc_##id##_sig;
#include "registry.def"
#undef KPQC_REGISTER_KEM
#undef KPQC_REGISTER_SIG

/* Each list ends with NULL, which also keeps it non-empty while no
 * algorithm of that kind is registered. */
#define KPQC_REGISTER_KEM(id) &kpqc_##id##_kem.kem,
#define KPQC_REGISTER_SIG(id)
static const kpqc_kem *const kem_list[] = {
#include "registry.def"
    NULL};
#undef KPQC_REGISTER_KEM
#undef KPQC_REGISTER_SIG

#define KPQC_REGISTER_KEM(id)
#define KPQC_REGISTER_SIG(id) &kpqc_##id##_sig.sig,
static const kpqc_sig *const sig_list[] = {
#include "registry.def"
    NULL};
#undef KPQC_REGISTER_KEM
#undef KPQC_REGISTER_SIG

/* ASCII case-insensitive equality; the C library's strcasecmp is POSIX,
 * not C11. */
static int name_eq(const char *a, const char *b)
{
    for (;; a++, b++) {
        unsigned char ca = (unsigned char)*a, cb = (unsigned char)*b;
        if (ca >= 'A' && ca <= 'Z') {
            ca = (unsigned char)(ca - 'A' + 'a');
        }
        if (cb >= 'A' && cb <= 'Z') {
            cb = (unsigned char)(cb - 'A' + 'a');
        }
        if (ca != cb) {
            return 0;
        }
        if (ca == 0) {
            return 1;
        }
    }
}

int kpqc_name_matches(const char *name, const char *const *aliases, const char *wanted)
{
    if (name_eq(name, wanted)) {
        return 1;
    }
    for (; aliases != NULL && *aliases != NULL; aliases++) {
        if (name_eq(*aliases, wanted)) {
            return 1;
        }
    }
    return 0;
}

size_t kpqc_kem_count(void)
{
    return sizeof kem_list / sizeof kem_list[0] - 1;
}

const kpqc_kem *kpqc_kem_at(size_t i)
{
    return i < kpqc_kem_count() ? kem_list[i] : NULL;
}

const kpqc_kem *kpqc_kem_find(const char *name)
{
    size_t i;
    if (name == NULL) {
        return NULL;
    }
    for (i = 0; i < kpqc_kem_count(); i++) {
        if (kpqc_name_matches(kem_list[i]->name, kem_list[i]->aliases, name)) {
            return kem_list[i];
        }
    }
    return NULL;
}

size_t kpqc_sig_count(void)
{
    return sizeof sig_list / sizeof sig_list[0] - 1;
}

const kpqc_sig *kpqc_sig_at(size_t i)
{
    return i < kpqc_sig_count() ? sig_list[i] : NULL;
}

const kpqc_sig *kpqc_sig_find(const char *name)
{
    size_t i;
    if (name == NULL) {
        return NULL;
    }
    for (i = 0; i < kpqc_sig_count(); i++) {
        if (kpqc_name_matches(sig_list[i]->name, sig_list[i]->aliases, name)) {
            return sig_list[i];
        }
    }
    return NULL;
}

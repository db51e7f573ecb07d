/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The test suite's view of the registry: the library's algorithms, then,
 * in builds with KPQC_TEST_SCHEMES, the placeholder schemes. */
#include <stdlib.h>
#include <string.h>

#include "registry.h"
#include "tests.h"
#if defined(KPQC_TEST_SCHEMES)
#include "toy/toy.h"
static const kpqc_kem *const toy_kems[] = {&kpqc_testkem_kem.kem, &kpqc_testkemx_kem.kem};
static const kpqc_sig *const toy_sigs[] = {&kpqc_testsig_sig.sig, &kpqc_testsigctx_sig.sig};
#define N_TOY_KEMS (sizeof toy_kems / sizeof toy_kems[0])
#define N_TOY_SIGS (sizeof toy_sigs / sizeof toy_sigs[0])
#else
#define N_TOY_KEMS 0u
#define N_TOY_SIGS 0u
#endif

/* A board's test image (KPQC_TEST_KEY_LIMIT) leaves out the KEMs whose keys
 * do not fit its buffers (PALOMA-128: it runs with its keys in flash,
 * platform/common/m4flash_test.c); its CMake list names them. */
static int kem_in_view(const kpqc_kem *k)
{
#if defined(KPQC_TEST_KEY_LIMIT)
    return k->pk_bytes <= KPQC_TEST_KEY_LIMIT && k->sk_bytes <= KPQC_TEST_KEY_LIMIT;
#else
    (void)k;
    return 1;
#endif
}

size_t t_kem_count(void)
{
    size_t i, n = 0;
    for (i = 0; i < kpqc_kem_count(); i++) {
        n += (size_t)kem_in_view(kpqc_kem_at(i));
    }
    return n + N_TOY_KEMS;
}

const kpqc_kem *t_kem_at(size_t i)
{
    size_t k;
    for (k = 0; k < kpqc_kem_count(); k++) {
        if (kem_in_view(kpqc_kem_at(k))) {
            if (i == 0) {
                return kpqc_kem_at(k);
            }
            i--;
        }
    }
#if defined(KPQC_TEST_SCHEMES)
    if (i < N_TOY_KEMS) {
        return toy_kems[i];
    }
#endif
    return NULL;
}

/* A board's test image (KPQC_TEST_SIG_LIMIT, KPQC_TEST_KEY_LIMIT) leaves
 * out the signature schemes whose signatures or keys do not fit its
 * buffers; its CMake list names them, and its benchmark image measures
 * those whose keys fit. */
static int sig_in_view(const kpqc_sig *s)
{
#if defined(KPQC_TEST_SIG_LIMIT) && defined(KPQC_TEST_KEY_LIMIT)
    return s->sig_bytes <= KPQC_TEST_SIG_LIMIT && s->pk_bytes <= KPQC_TEST_KEY_LIMIT &&
           s->sk_bytes <= KPQC_TEST_KEY_LIMIT;
#elif defined(KPQC_TEST_SIG_LIMIT)
    return s->sig_bytes <= KPQC_TEST_SIG_LIMIT;
#else
    (void)s;
    return 1;
#endif
}

size_t t_sig_count(void)
{
    size_t i, n = 0;
    for (i = 0; i < kpqc_sig_count(); i++) {
        n += (size_t)sig_in_view(kpqc_sig_at(i));
    }
    return n + N_TOY_SIGS;
}

const kpqc_sig *t_sig_at(size_t i)
{
    size_t k;
    for (k = 0; k < kpqc_sig_count(); k++) {
        if (sig_in_view(kpqc_sig_at(k))) {
            if (i == 0) {
                return kpqc_sig_at(k);
            }
            i--;
        }
    }
#if defined(KPQC_TEST_SCHEMES)
    if (i < N_TOY_SIGS) {
        return toy_sigs[i];
    }
#endif
    return NULL;
}

const kpqc_kem *t_kem_find(const char *name)
{
    size_t i;
    for (i = 0; i < t_kem_count(); i++) {
        if (kpqc_name_matches(t_kem_at(i)->name, t_kem_at(i)->aliases, name)) {
            return t_kem_at(i);
        }
    }
    return NULL;
}

const kpqc_sig *t_sig_find(const char *name)
{
    size_t i;
    for (i = 0; i < t_sig_count(); i++) {
        if (kpqc_name_matches(t_sig_at(i)->name, t_sig_at(i)->aliases, name)) {
            return t_sig_at(i);
        }
    }
    return NULL;
}

const char *t_shared_dir(void)
{
    const char *env = getenv("KPQC_SHARED_DIR");
    if (env != NULL && env[0] != '\0') {
        return env;
    }
#if defined(KPQC_DEFAULT_SHARED_DIR)
    return KPQC_DEFAULT_SHARED_DIR;
#else
    return NULL;
#endif
}

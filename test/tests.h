/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Every test case function, and the test view of the registry. */
#ifndef KPQC_TEST_TESTS_H
#define KPQC_TEST_TESTS_H

#include "kpqc.h"

#define T_CASE(fn, name, summary) int fn(void);
#include "cases/cases.def"
#undef T_CASE

int test_ct_primitives(void);
int test_ct_leaky(void);
int test_kat_digest(const kpqc_kem *kem, const kpqc_sig *sig);
int test_kem_functional(const kpqc_kem *kem);
int test_sig_functional(const kpqc_sig *sig);
int test_ct_algorithm(const kpqc_kem *kem, const kpqc_sig *sig);

/* The library's registry, followed in test builds by the placeholder
   schemes (test/toy), which the library itself never lists. */
size_t t_kem_count(void);
const kpqc_kem *t_kem_at(size_t i);
size_t t_sig_count(void);
const kpqc_sig *t_sig_at(size_t i);
const kpqc_kem *t_kem_find(const char *name);
const kpqc_sig *t_sig_find(const char *name);

/* Where ../shared is (KPQC_SHARED_DIR, else the build's default), or NULL. */
const char *t_shared_dir(void);

int kpqc_test_main(int argc, char **argv);

#endif

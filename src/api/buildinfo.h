/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* How the library was built (internal, never installed; hidden in the
 * shared library). */
#ifndef KPQC_API_BUILDINFO_H
#define KPQC_API_BUILDINFO_H

/* 1 in a constant-time test build (KPQC_CT_TESTING): the library's objects
   carry valgrind client requests that mark secrets, which is for the test
   suite only and never for production; 0 otherwise. */
int kpqc_build_ct_testing(void);

#endif

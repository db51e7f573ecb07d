/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Internal helpers of the registry, shared with the test suite. */
#ifndef KPQC_API_REGISTRY_H
#define KPQC_API_REGISTRY_H

/* 1 if wanted equals name or one of the NULL-terminated aliases, ignoring
   ASCII case. */
int kpqc_name_matches(const char *name, const char *const *aliases, const char *wanted);

#endif

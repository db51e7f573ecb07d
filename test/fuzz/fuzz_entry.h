/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The fuzz target's entry points (libFuzzer's names), for the standalone
 * driver that runs the target without libFuzzer. */
#ifndef KPQC_TEST_FUZZ_ENTRY_H
#define KPQC_TEST_FUZZ_ENTRY_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#endif

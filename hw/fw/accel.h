/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* What the firmware's test files share (hw/fw/accel_test.c defines it). */
#ifndef KPQC_HW_ACCEL_H
#define KPQC_HW_ACCEL_H

#include <stdint.h>

#define CHECK_CASES 6 /* random cases per kernel */

struct hw_cycles {
    uint32_t in, run, out;
};

uint32_t rng32(void);
/* report one case: "<kernel> <name> sw S hw H (in I run R out O) ok" */
void report(const char *kernel, const char *name, uint32_t sw, const struct hw_cycles *hw, int ok);

void ntruplus768_tests(void); /* accel_ntruplus.c */

#endif

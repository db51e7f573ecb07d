/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The test runner on a board: `kpqc-test.elf CASE...` runs the named cases
 * of the suite (all of them without arguments), as `kpqc test` does on a
 * host. The command line comes from the platform (semihosting under QEMU). */
#include "tests.h"

int main(int argc, char **argv)
{
    return kpqc_test_main(argc > 0 ? argc - 1 : 0, argv + (argc > 0));
}

/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* AArch64 feature detection for sys.c. User code cannot read the ID
 * registers portably, so on Linux the answer comes from the kernel's
 * hardware-capability word (getauxval(AT_HWCAP)), which also tells that the
 * kernel lets user code run the instructions. Elsewhere nothing is
 * reported and the portable code runs. Compiled without the backends'
 * -march flags: it runs before anyone knows they are usable. */
#include <stdint.h>

#include "sys.h"

uint32_t kpqc_aarch64_cpu_features(void);

#if defined(__linux__)
#include <sys/auxv.h>
#include <asm/hwcap.h>

/* The bit values of the Linux arm64 ABI (arch/arm64/include/uapi/asm/
   hwcap.h), for C libraries whose headers predate them. */
#ifndef HWCAP_ASIMD
#define HWCAP_ASIMD (1UL << 1)
#endif
#ifndef HWCAP_AES
#define HWCAP_AES (1UL << 3)
#endif
#ifndef HWCAP_PMULL
#define HWCAP_PMULL (1UL << 4)
#endif
#ifndef HWCAP_SHA3
#define HWCAP_SHA3 (1UL << 17)
#endif

uint32_t kpqc_aarch64_cpu_features(void)
{
    const unsigned long hw = getauxval(AT_HWCAP);
    uint32_t f = 0;
    if ((hw & HWCAP_ASIMD) != 0) {
        f |= KPQC_SYS_ARM_NEON;
        /* the crypto instructions work on NEON registers: only with ASIMD */
        if ((hw & HWCAP_AES) != 0) {
            f |= KPQC_SYS_ARM_AES;
        }
        if ((hw & HWCAP_PMULL) != 0) {
            f |= KPQC_SYS_ARM_PMULL;
        }
        if ((hw & HWCAP_SHA3) != 0) {
            f |= KPQC_SYS_ARM_SHA3;
        }
    }
    return f;
}

#else

uint32_t kpqc_aarch64_cpu_features(void)
{
    return 0;
}

#endif

/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* x86-64 feature detection for sys.c: cpuid and xgetbv have no C spelling,
 * so this backend file uses the compiler's inline assembly (gcc and clang,
 * which cmake/native.cmake requires for the x86-64 backend). */
#include <stdint.h>

#include "sys.h"

uint32_t kpqc_x86_64_cpu_features(void);

static void cpuid(uint32_t leaf, uint32_t subleaf, uint32_t r[4])
{
    uint32_t a, b, c, d;
    __asm__ volatile("cpuid" : "=a"(a), "=b"(b), "=c"(c), "=d"(d) : "a"(leaf), "c"(subleaf));
    r[0] = a;
    r[1] = b;
    r[2] = c;
    r[3] = d;
}

static uint64_t xgetbv0(void)
{
    uint32_t lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    return ((uint64_t)hi << 32) | lo;
}

uint32_t kpqc_x86_64_cpu_features(void)
{
    uint32_t r[4], max, f = 0;
    int osxsave, ymm_enabled, zmm_enabled;
    uint64_t xcr0 = 0;
    cpuid(0, 0, r);
    max = r[0];
    if (max < 1) {
        return 0;
    }
    cpuid(1, 0, r);
    osxsave = (r[2] >> 27) & 1;
    if (osxsave) {
        xcr0 = xgetbv0();
    }
    /* XCR0 bits 1 (SSE) and 2 (AVX): the OS saves XMM and YMM state */
    ymm_enabled = osxsave && (xcr0 & 6) == 6;
    /* and bits 5, 6, 7 (opmask, upper halves of ZMM0-15, ZMM16-31): the OS
       saves the AVX-512 state too */
    zmm_enabled = ymm_enabled && (xcr0 & 0xE0) == 0xE0;
    if (((r[2] >> 1) & 1) && ((r[2] >> 19) & 1)) { /* PCLMULQDQ, SSE4.1 */
        f |= KPQC_SYS_X86_PCLMUL;
    }
    if (max >= 7 && ymm_enabled) {
        uint32_t s[4];
        cpuid(7, 0, s);
        /* AVX2, BMI1, BMI2 */
        if (((s[1] >> 5) & 1) && ((s[1] >> 3) & 1) && ((s[1] >> 8) & 1)) {
            f |= KPQC_SYS_X86_AVX2;
        }
        /* AVX512F (bit 16) and AVX512VL (bit 31), with the state saved */
        if (zmm_enabled && ((s[1] >> 16) & 1) && ((s[1] >> 31) & 1)) {
            f |= KPQC_SYS_X86_AVX512VL;
        }
    }
    return f;
}

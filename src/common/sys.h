/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* CPU features and the native-backend switch, shared by every backend.
 *
 * A native backend (src/<kind>/<scheme>/native/<arch>, src/common/native/
 * <arch>) replaces single kernels of the portable code. Whether a kernel may
 * run is decided here, once per process:
 *  - x86-64: cpuid and xgetbv (the instructions exist and the operating
 *    system saves the YMM registers);
 *  - AArch64: on Linux, the kernel's hardware capabilities
 *    (getauxval(AT_HWCAP): ASIMD, AES, PMULL, SHA3), which say both that
 *    the CPU has the instructions and that the kernel lets user code run
 *    them; on other operating systems no feature is reported, so only the
 *    portable code runs;
 *  - ARMv7-M: at compile time (every core of the class has the DSP
 *    instructions the assembly uses);
 *  - everywhere: KPQC_FORCE_PORTABLE=1 in the environment, or
 *    kpqc_sys_force_portable(1) (tests), turns every backend off so that one
 *    machine runs and tests both paths;
 *  - x86-64: KPQC_NO_AVX512=1 in the environment masks off
 *    KPQC_SYS_X86_AVX512VL only, so that an AVX-512 machine also runs and
 *    tests the AVX2 tier (valgrind's virtual CPU has no AVX-512, so runs
 *    under valgrind take the AVX2 tier by themselves).
 *
 * The answer is cached in an atomic word: concurrent first calls all store
 * the same value, so the detection needs no lock, and afterwards a kernel
 * pays one relaxed load and a well-predicted branch. */
#ifndef KPQC_COMMON_SYS_H
#define KPQC_COMMON_SYS_H

#include <stdint.h>

/* Feature bits. A bit is set only if the CPU has the instructions, the
   operating system enables their registers, the backend was compiled in,
   and the portable path is not forced. */
#define KPQC_SYS_X86_AVX2   (1u << 0) /* AVX2, BMI1, BMI2, YMM state enabled (x86-64-v3 subset) */
#define KPQC_SYS_X86_PCLMUL (1u << 1) /* PCLMULQDQ (carry-less multiply, 128-bit lanes) */
#define KPQC_SYS_ARMV7M     (1u << 2) /* ARMv7-M / ARMv7E-M (compile time) */
#define KPQC_SYS_ARM_NEON   (1u << 3) /* AArch64 Advanced SIMD (ASIMD) */
#define KPQC_SYS_ARM_AES    (1u << 4) /* AArch64 AESE, AESD, AESMC, AESIMC */
#define KPQC_SYS_ARM_PMULL  (1u << 5) /* AArch64 PMULL/PMULL2 on 64-bit lanes */
#define KPQC_SYS_ARM_SHA3   (1u << 6) /* AArch64 EOR3, RAX1, XAR, BCAX (Armv8.2 SHA3) */
/* AVX512F and AVX512VL, opmask and ZMM state enabled (XCR0 bits 5-7) */
#define KPQC_SYS_X86_AVX512VL (1u << 7)

/* What kernels return: whether they ran. A caller that gets
   KPQC_NATIVE_FALLBACK runs the portable code instead. */
#define KPQC_NATIVE_OK       0
#define KPQC_NATIVE_FALLBACK (-1)

/* The usable features (see above); never 0 after the first call, because
   bit 31 marks the word as initialised and is masked off here. */
uint32_t kpqc_sys_features(void);

/* 1: every backend off from now on (tests, benchmarks); 0: back to the
   detected features, unless KPQC_FORCE_PORTABLE=1 is set (KPQC_NO_AVX512=1
   keeps its effect either way). Not meant to be
   called while other threads run operations. */
void kpqc_sys_force_portable(int on);

/* What the CPU and the build offer, whatever KPQC_FORCE_PORTABLE says: the
   kernel tests (test/native) compare a backend with its portable twin even
   in a run that forces the schemes onto the portable path. */
uint32_t kpqc_sys_cpu_features(void);

/* Tests only: from now on, every backend the CPU and the build offer (1) or
   none (0), whatever KPQC_FORCE_PORTABLE says; KPQC_NO_AVX512 is read
   again and still masks the AVX-512 tier (so a measurement can switch
   tiers between calls). The kernel tests call it so that they compare a
   backend with its twin even in a run that forces the schemes onto the
   portable path. */
void kpqc_sys_test_set_native(int on);

static inline int kpqc_sys_has(uint32_t features)
{
    return (kpqc_sys_features() & features) == features;
}

#endif

/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* CPU feature detection for the native backends (see sys.h). */
#include "sys.h"

#include <stdlib.h>

#define SYS_KNOWN (UINT32_C(1) << 31)

#if defined(__STDC_NO_ATOMICS__)
/* Without C11 atomics the detection simply runs on every call. */
#define SYS_LOAD()   0u
#define SYS_STORE(v) ((void)(v))
static int force_portable_flag;
#define FORCE_LOAD()   force_portable_flag
#define FORCE_STORE(v) (force_portable_flag = (v))
#else
#include <stdatomic.h>
static atomic_uint_least32_t sys_cache;
static atomic_int force_portable_flag;
#define SYS_LOAD()     ((uint32_t)atomic_load_explicit(&sys_cache, memory_order_relaxed))
#define SYS_STORE(v)   atomic_store_explicit(&sys_cache, (v), memory_order_relaxed)
#define FORCE_LOAD()   atomic_load_explicit(&force_portable_flag, memory_order_relaxed)
#define FORCE_STORE(v) atomic_store_explicit(&force_portable_flag, (v), memory_order_relaxed)
#endif

#if defined(KPQC_NATIVE_X86_64)
/* cpuid and xgetbv need the compiler's inline assembly: native/x86_64/cpu.c */
uint32_t kpqc_x86_64_cpu_features(void);
static uint32_t detect(void)
{
    return kpqc_x86_64_cpu_features();
}
#elif defined(KPQC_NATIVE_AARCH64)
/* getauxval and the HWCAP bits: native/aarch64/cpu.c */
uint32_t kpqc_aarch64_cpu_features(void);
static uint32_t detect(void)
{
    return kpqc_aarch64_cpu_features();
}
#elif defined(KPQC_NATIVE_ARMV7M)
static uint32_t detect(void)
{
    return KPQC_SYS_ARMV7M;
}
#else
static uint32_t detect(void)
{
    return 0;
}
#endif

/* 1 when the environment variable `name` is exactly "1". Read once, at
   detection (and by kpqc_sys_test_set_native). */
static int environment_says(const char *name)
{
#if defined(KPQC_BARE_METAL)
    (void)name;
    return 0;
#else
    const char *v = getenv(name);
    return v != NULL && v[0] == '1' && v[1] == '\0';
#endif
}

/* The detected features less the tiers the environment masks off:
   KPQC_NO_AVX512=1 leaves the AVX2 tier on an AVX-512 machine. */
static uint32_t detect_allowed(void)
{
    uint32_t f = detect();
    if (environment_says("KPQC_NO_AVX512")) {
        f &= ~KPQC_SYS_X86_AVX512VL;
    }
    return f;
}

uint32_t kpqc_sys_cpu_features(void)
{
    return detect();
}

uint32_t kpqc_sys_features(void)
{
    uint32_t f = SYS_LOAD();
    if (f == 0) {
        f = SYS_KNOWN | (environment_says("KPQC_FORCE_PORTABLE") ? 0u : detect_allowed());
        SYS_STORE(f);
    }
    if (FORCE_LOAD()) {
        return 0;
    }
    return f & ~SYS_KNOWN;
}

void kpqc_sys_test_set_native(int on)
{
    SYS_STORE(SYS_KNOWN | (on ? detect_allowed() : 0u));
    FORCE_STORE(0);
}

void kpqc_sys_force_portable(int on)
{
    FORCE_STORE(on ? 1 : 0);
}

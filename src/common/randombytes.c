/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Randomness from the operating system, or from an installed source.
 * See randombytes.h for the contract: fill everything or fail, loudly. */
#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L /* open, read, close, EINTR */
#endif
#if defined(__APPLE__) && !defined(_DARWIN_C_SOURCE)
#define _DARWIN_C_SOURCE /* arc4random_buf */
#endif

#include "randombytes.h"

#include <string.h>

#include "ct.h"

#if defined(KPQC_BARE_METAL) || (!defined(_WIN32) && !defined(__unix__) && !defined(__APPLE__))
#define KPQC_RNG_PLATFORM_HOOK 1
#elif defined(_WIN32)
#define KPQC_RNG_WINDOWS 1
#include <windows.h>
#include <bcrypt.h>
#elif defined(__APPLE__) || defined(__OpenBSD__) || defined(__FreeBSD__) || defined(__NetBSD__) || \
    defined(__DragonFly__)
#define KPQC_RNG_ARC4RANDOM 1
#include <stdlib.h>
#else
#define KPQC_RNG_POSIX 1
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#if defined(__linux__) && !defined(KPQC_FORCE_URANDOM)
#include <sys/random.h>
#define KPQC_RNG_GETRANDOM 1
#endif
#endif

#if defined(KPQC_RNG_PLATFORM_HOOK)
/* Bare metal has no operating system to ask. A board support package
 * provides the strong definition (for example from the STM32 hardware RNG);
 * without one every draw fails, so nothing can run on zeros unnoticed. */
#if defined(__GNUC__)
__attribute__((weak))
#endif
int kpqc_platform_randombytes(uint8_t *out, size_t len);
#if defined(__GNUC__)
__attribute__((weak))
#endif
int kpqc_platform_randombytes(uint8_t *out, size_t len)
{
    (void)out;
    (void)len;
    return KPQC_ERR_RANDOMNESS;
}

static int os_fill(uint8_t *out, size_t len)
{
    return kpqc_platform_randombytes(out, len) == 0 ? 0 : -1;
}
#elif defined(KPQC_RNG_WINDOWS)
static int os_fill(uint8_t *out, size_t len)
{
    while (len > 0) {
        ULONG chunk = len > 0x10000000u ? 0x10000000u : (ULONG)len;
        if (BCryptGenRandom(NULL, out, chunk, BCRYPT_USE_SYSTEM_PREFERRED_RNG) != 0) {
            return -1;
        }
        out += chunk;
        len -= chunk;
    }
    return 0;
}
#elif defined(KPQC_RNG_ARC4RANDOM)
static int os_fill(uint8_t *out, size_t len)
{
    arc4random_buf(out, len); /* cannot fail */
    return 0;
}
#else
/* Consecutive EINTR answers, without a byte in between, that a fill waits
 * through. A real interruption needs a signal delivered while the call
 * blocks (only before the kernel's generator is seeded, at boot) or before
 * it has copied anything: 65536 in a row is over a minute of waiting under
 * a 1 kHz timer signal. Something that answers EINTR every time (a seccomp
 * filter, a broken shim) ends in a failure instead of a spin. */
#define KPQC_RNG_MAX_EINTR 65536u

/* /dev/urandom, read until full. Every pass either makes progress or counts
 * towards KPQC_RNG_MAX_EINTR; end of file and any other error fail. */
static int urandom_fill(uint8_t *out, size_t len)
{
    unsigned interrupted = 0;
    int fd;
    do {
        fd = open("/dev/urandom", O_RDONLY);
    } while (fd < 0 && errno == EINTR && ++interrupted < KPQC_RNG_MAX_EINTR);
    if (fd < 0) {
        return -1;
    }
    interrupted = 0;
    while (len > 0) {
        size_t chunk = len > 1048576u ? 1048576u : len;
        ssize_t got = read(fd, out, chunk);
        if (got > 0 && (size_t)got <= chunk) {
            out += (size_t)got;
            len -= (size_t)got;
            interrupted = 0;
            continue;
        }
        if (got < 0 && errno == EINTR && ++interrupted < KPQC_RNG_MAX_EINTR) {
            continue;
        }
        /* 0 is end of file: not a random device. */
        (void)close(fd);
        return -1;
    }
    (void)close(fd);
    return 0;
}

static int os_fill(uint8_t *out, size_t len)
{
#if defined(KPQC_RNG_GETRANDOM)
    unsigned interrupted = 0;
    while (len > 0) {
        /* getrandom returns at most 33554431 bytes per call and may be
           interrupted or return short reads: loop until done, as long as
           every call makes progress. */
        size_t chunk = len > 33554431u ? 33554431u : len;
        ssize_t got = getrandom(out, chunk, 0);
        if (got > 0 && (size_t)got <= chunk) {
            out += (size_t)got;
            len -= (size_t)got;
            interrupted = 0;
            continue;
        }
        if (got < 0 && errno == EINTR && ++interrupted < KPQC_RNG_MAX_EINTR) {
            continue;
        }
        if (got < 0 && errno == ENOSYS) { /* kernel older than 3.17 */
            return urandom_fill(out, len);
        }
        /* An error, too many interruptions, or 0 bytes. The kernel never
           answers a nonzero request with 0; a seccomp filter returning
           SECCOMP_RET_ERRNO | 0 or a broken interposed getrandom does, and
           would do so again on every retry: that is a failed source. */
        return -1;
    }
    return 0;
#else
    return urandom_fill(out, len);
#endif
}
#endif

/* The installed source is per thread: a test or KAT generator that installs
 * a deterministic source in one thread must never hand its bytes to another
 * thread's key generation. Thread-local storage is a property of the
 * compiler (C11 _Thread_local), not of the C library: __STDC_NO_THREADS__
 * only says <threads.h> is missing, and glibc 2.16 to 2.27 predefine it
 * although gcc and clang support _Thread_local there, so it must not be
 * consulted. The one exception is bare metal: a single thread and no TLS
 * runtime (no thread pointer to read), where the setting is global. */
#if defined(KPQC_BARE_METAL)
#define KPQC_THREAD_LOCAL
#elif defined(_MSC_VER) && !defined(__clang__)
#define KPQC_THREAD_LOCAL __declspec(thread)
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#define KPQC_THREAD_LOCAL _Thread_local
#elif defined(__GNUC__)
#define KPQC_THREAD_LOCAL __thread /* the same storage, spelled before C11 */
#else
#error "randombytes.c needs C11 _Thread_local (or KPQC_BARE_METAL for a single-threaded target)"
#endif
static KPQC_THREAD_LOCAL kpqc_randombytes_fn installed_fn = NULL;
static KPQC_THREAD_LOCAL void *installed_ctx = NULL;

void kpqc_randombytes_set_source(kpqc_randombytes_fn fn, void *ctx)
{
    installed_fn = fn;
    installed_ctx = fn != NULL ? ctx : NULL;
}

int kpqc_randombytes_os(uint8_t *out, size_t len)
{
    if (len == 0) {
        return KPQC_OK;
    }
    if (out == NULL) {
        return KPQC_ERR_NULL;
    }
    if (os_fill(out, len) != 0) {
        kpqc_zeroize(out, len);
        return KPQC_ERR_RANDOMNESS;
    }
    return KPQC_OK;
}

int kpqc_randombytes(uint8_t *out, size_t len)
{
    if (installed_fn == NULL) {
        return kpqc_randombytes_os(out, len);
    }
    if (out == NULL && len != 0) {
        return KPQC_ERR_NULL;
    }
    /* Even a zero-length draw reaches the installed source: the NIST DRBG
       advances its state on every call, and KATs must see the same calls
       the reference made. */
    if (installed_fn(installed_ctx, out, len) != 0) {
        if (len != 0) {
            kpqc_zeroize(out, len);
        }
        return KPQC_ERR_RANDOMNESS;
    }
    return KPQC_OK;
}

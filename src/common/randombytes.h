/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The library's one source of randomness.
 *
 * By default kpqc_randombytes reads the operating system's generator
 * (getrandom, arc4random_buf, BCryptGenRandom, /dev/urandom) or, on bare
 * metal, the platform hook kpqc_platform_randombytes. It either fills the
 * whole buffer or returns KPQC_ERR_RANDOMNESS with the buffer zeroed: it
 * never reports success on bytes it did not get, and it never waits on a
 * source that stopped making progress. A getrandom that answers 0 bytes (a
 * seccomp filter returning SECCOMP_RET_ERRNO | 0), an error other than
 * EINTR, or 65536 EINTRs in a row without a byte is a failure; ENOSYS
 * alone falls back to /dev/urandom, whose end of file is a failure too.
 *
 * kpqc_randombytes_set_source replaces the source for the calling thread
 * (the KAT tool installs the NIST DRBG, the constant-time test a generator
 * whose bytes valgrind treats as secret); other threads keep their own
 * setting, by default the OS generator. Pass NULL to restore the default.
 * The setting lives in thread-local storage (C11 _Thread_local), whatever
 * the C library says about <threads.h>: __STDC_NO_THREADS__, which glibc
 * 2.16 to 2.27 predefine, does not make it global. Only a KPQC_BARE_METAL
 * build, single-threaded and without a TLS runtime, keeps one global
 * setting: there, an installed source serves every caller, interrupt
 * handlers and RTOS tasks included, until it is removed. */
#ifndef KPQC_COMMON_RANDOMBYTES_H
#define KPQC_COMMON_RANDOMBYTES_H

#include <stddef.h>
#include <stdint.h>

#include "kpqc.h"

int kpqc_randombytes(uint8_t *out, size_t len);

/* The OS generator alone, ignoring any installed source. */
int kpqc_randombytes_os(uint8_t *out, size_t len);

#endif

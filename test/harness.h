/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The test harness: checks that count and report, hex helpers, a
 * deterministic test PRNG and the table of test cases.
 *
 * A test case is `int fn(void)` returning T_PASS, T_FAIL or T_SKIP; every
 * failed T_CHECK / T_EQ_* also marks the running case failed, so a case can
 * keep going after a failure and report all of them. */
#ifndef KPQC_TEST_HARNESS_H
#define KPQC_TEST_HARNESS_H

#include <stddef.h>
#include <stdint.h>

#define T_PASS 0
#define T_FAIL 1
#define T_SKIP 77

extern unsigned long t_checks; /* checks made by the running case */
extern unsigned long t_failed; /* checks failed by the running case */

void t_fail_at(const char *file, int line, const char *what);
int t_eq_bytes_at(const char *file, int line, const char *what, const uint8_t *got,
                  const uint8_t *want, size_t n);
int t_eq_hex_at(const char *file, int line, const char *what, const uint8_t *got, size_t n,
                const char *want_hex);
void t_note(const char *fmt, ...); /* an indented line in the case's output */

#define T_CHECK(cond)                  ((cond) ? (void)t_checks++ : t_fail_at(__FILE__, __LINE__, #cond))
#define T_EQ_BYTES(what, got, want, n) t_eq_bytes_at(__FILE__, __LINE__, (what), (got), (want), (n))
/* Compare n bytes with an upper- or lower-case hex string of exactly 2n digits. */
#define T_EQ_HEX(what, got, n, hex) t_eq_hex_at(__FILE__, __LINE__, (what), (got), (n), (hex))
/* The verdict of a case from its checks: T_FAIL if any failed. */
#define T_RESULT() (t_failed ? T_FAIL : T_PASS)

/* Decode hex into out (at most cap bytes); returns the byte count, or
   (size_t)-1 on a malformed string. "" decodes to 0 bytes. */
size_t t_unhex(uint8_t *out, size_t cap, const char *hex);

/* Deterministic test PRNG (SHAKE128 of a label), so failures reproduce. */
void t_prng_seed(const char *label);
void t_prng(uint8_t *out, size_t n);
uint32_t t_prng_u32(uint32_t bound); /* uniform-ish in [0, bound), bound > 0 */

/* Defines `static int name(uint64_t *s)` that runs the native kernel
   `kernel` directly and returns KPQC_NATIVE_OK (native/api.h): the
   signature of a meta.h wrapper, so the kernel tests check each kernel the
   CPU has, whatever the dispatch would choose. */
#define T_DIRECT_KERNEL(name, kernel) \
    static int name(uint64_t *s)      \
    {                                 \
        kernel(s);                    \
        return KPQC_NATIVE_OK;        \
    }

typedef struct {
    const char *name;
    int (*fn)(void);
    const char *summary;
} t_case;

#endif

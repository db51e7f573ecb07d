/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Known-answer file generation in the NIST PQCgenKAT formats.
 *
 * The generator writes through a sink, so the same code writes a file (the
 * kpqc kat command), hashes the text on the fly (the KAT test, which needs
 * no file system) or compares it with a reference file (mismatch reports). */
#ifndef KPQC_TOOLS_KATGEN_H
#define KPQC_TOOLS_KATGEN_H

#include <stddef.h>
#include <stdint.h>

#include "kpqc.h"
#include "testinfo.h"

typedef struct {
    /* Consume n bytes of output; return 0, or nonzero to stop generation. */
    int (*write)(void *ctx, const char *text, size_t n);
    void *ctx;
} katgen_sink;

/* Why generation stopped. */
typedef enum {
    KATGEN_OK = 0,
    KATGEN_SINK_STOPPED = 1,     /* the sink asked to stop */
    KATGEN_SCHEME_ERROR = 2,     /* an operation returned an error */
    KATGEN_ROUNDTRIP_FAILED = 3, /* decaps/verify/open disagreed with the record */
    KATGEN_TOO_LARGE = 4         /* a message or signature exceeds the work buffers */
} katgen_status;

typedef struct {
    katgen_status status;
    unsigned record;   /* the record being generated when it stopped */
    const char *what;  /* which operation failed, for messages */
    int scheme_status; /* the scheme's return value */
} katgen_result;

/* The standard request file for a format: KEM, attached or detached signature. */
katgen_result katgen_req(kpqc_kat_format format, const uint8_t entropy[48], unsigned count,
                         const katgen_sink *sink);
/* The response file of a KEM or signature (exactly one of kem, sig non-NULL). */
katgen_result katgen_rsp(const kpqc_kem *kem, const kpqc_sig *sig, const uint8_t entropy[48],
                         unsigned count, const katgen_sink *sink);

/* glibc's rand() (the TYPE_3 additive feedback generator behind srand and
 * rand, the default state of 31 words), for KPQC_KAT_KEM_LIBC_RAND only:
 * r_0 = seed (1 for 0), r_i = 16807 r_{i-1} mod (2^31 - 1) for i = 1..30,
 * r_i = r_{i-31} for i = 31..33, r_i = r_{i-31} + r_{i-3} mod 2^32 after
 * that; the k-th rand() (k = 0, 1, ...) is r_{k+344} >> 1 (the first 310
 * outputs are discarded by srand). Never a source of secrets. */
typedef struct {
    uint32_t r[31]; /* the last 31 values of the sequence */
    unsigned k;     /* position of the oldest, r_{i-31} */
} katgen_libc_rand;

void katgen_libc_srand(katgen_libc_rand *g, uint32_t seed);
/* The next rand() value, 0..2^31-1. */
uint32_t katgen_libc_rand_next(katgen_libc_rand *g);
/* Adapter for kpqc_randombytes_set_source: each byte is rand() & 0xFF, as
   PALOMA's harness draws them; ctx is a katgen_libc_rand *. */
int katgen_libc_randombytes(void *ctx, uint8_t *out, size_t len);

/* NIST's default entropy 00 01 02 .. 2F. */
void katgen_default_entropy(uint8_t entropy[48]);

#endif

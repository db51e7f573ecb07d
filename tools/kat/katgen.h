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

/* NIST's default entropy 00 01 02 .. 2F. */
void katgen_default_entropy(uint8_t entropy[48]);

#endif

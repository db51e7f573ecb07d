/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Guarded test buffers; see guarded.h. */
#include "guarded.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "drbg.h"
#include "harness.h"
#include "kpqc.h"

#ifndef ARENA_BYTES
#define ARENA_BYTES \
    (1u << 25) /* MQ-Sign's key pairs reach 5.3 MB, two or more per case; boards
                                  set a smaller arena (platform/CMakeLists.txt) */
#endif
#define MAX_BUFS 64
#define CANARY   8

#ifdef KPQC_TEST_SHARED_SCRATCH
/* A board's test image: one region for this arena and the KAT tool's large
 * buffers (tools/kat/katgen.c), since no case uses both; it is exported for
 * the KAT tool. */
uint8_t kpqc_test_scratch[ARENA_BYTES];
#define arena kpqc_test_scratch
#else
static uint8_t arena[ARENA_BYTES];
#endif
static size_t used;
static struct {
    uint8_t *p;
    size_t n;
} bufs[MAX_BUFS];
static size_t nbufs;

static const uint8_t canary[CANARY] = {0xC5, 0x3A, 0x96, 0x0F, 0xE1, 0x7B, 0x24, 0xD8};

void g_reset(void)
{
    used = 0;
    nbufs = 0;
}

uint8_t *g_alloc(size_t n, uint8_t fill)
{
    /* start at an odd address: 8-byte aligned base + 1 */
    size_t start = ((used + 7u) & ~(size_t)7u) + 1u;
    uint8_t *p;
    if (nbufs == MAX_BUFS || start + CANARY + n + CANARY > ARENA_BYTES) {
        /* a defect of the test itself: stop rather than hand out NULL */
        fputs("guarded arena exhausted\n", stderr);
        abort();
    }
    p = arena + start + CANARY;
    memcpy(p - CANARY, canary, CANARY);
    memset(p, fill, n);
    memcpy(p + n, canary, CANARY);
    used = start + CANARY + n + CANARY;
    bufs[nbufs].p = p;
    bufs[nbufs].n = n;
    nbufs++;
    return p;
}

int g_canaries_intact(void)
{
    size_t i;
    int ok = 1;
    for (i = 0; i < nbufs; i++) {
        if (memcmp(bufs[i].p - CANARY, canary, CANARY) != 0 ||
            memcmp(bufs[i].p + bufs[i].n, canary, CANARY) != 0) {
            ok = 0;
        }
    }
    T_CHECK(ok);
    return ok;
}

int g_all_zero(const uint8_t *p, size_t n)
{
    size_t i;
    uint8_t acc = 0;
    for (i = 0; i < n; i++) {
        acc |= p[i];
    }
    return acc == 0;
}

static kpqc_drbg source_drbg;

void g_source_begin(const uint8_t entropy[48])
{
    kpqc_drbg_init(&source_drbg, entropy, NULL);
    kpqc_randombytes_set_source(kpqc_drbg_randombytes, &source_drbg);
}

void g_source_end(void)
{
    kpqc_randombytes_set_source(NULL, NULL);
    kpqc_drbg_wipe(&source_drbg);
}

void g_replay_draws(const uint8_t entropy[48], uint8_t *out, size_t n, const kpqc_draws *draws)
{
    kpqc_drbg d;
    kpqc_drbg_init(&d, entropy, NULL);
    T_CHECK(kpqc_drbg_generate_draws(&d, out, n, draws) == 0);
    kpqc_drbg_wipe(&d);
}

int g_failing_source(void *ctx, uint8_t *out, size_t len)
{
    (void)ctx;
    (void)out;
    (void)len;
    return -1;
}

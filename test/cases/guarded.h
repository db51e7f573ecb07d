/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Test support for the per-algorithm cases. Guarded buffers: every buffer
 * handed to a scheme sits between two 8-byte canaries, at an address
 * misaligned by one byte, carved from a static arena (no heap). */
#ifndef KPQC_TEST_GUARDED_H
#define KPQC_TEST_GUARDED_H

#include <stddef.h>
#include <stdint.h>

#include "drbg.h"
#include "kpqc.h"

void g_reset(void);
/* A buffer of n bytes filled with fill, canaries around it. */
uint8_t *g_alloc(size_t n, uint8_t fill);
/* 1 if every canary of every buffer since g_reset is intact (counts as a check). */
int g_canaries_intact(void);
/* 1 if p[0..n) is all zero. */
int g_all_zero(const uint8_t *p, size_t n);

/* Randomness for the derand checks: g_source_begin installs a DRBG seeded
 * with entropy as kpqc_randombytes' source, g_source_end restores the OS;
 * g_replay_draws gives the n bytes a fresh such source yields to a function
 * that draws as draws says. */
void g_source_begin(const uint8_t entropy[48]);
void g_source_end(void);
void g_replay_draws(const uint8_t entropy[48], uint8_t *out, size_t n, const kpqc_draws *draws);
/* A source that always fails (for KPQC_ERR_RANDOMNESS paths). */
int g_failing_source(void *ctx, uint8_t *out, size_t len);

#endif

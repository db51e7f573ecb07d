/* Guarded test buffers: every buffer handed to a scheme sits between two
 * 8-byte canaries, at an address misaligned by one byte, carved from a
 * static arena (no heap). */
#ifndef KPQC_TEST_GUARDED_H
#define KPQC_TEST_GUARDED_H

#include <stddef.h>
#include <stdint.h>

void g_reset(void);
/* A buffer of n bytes filled with fill, canaries around it. */
uint8_t *g_alloc(size_t n, uint8_t fill);
/* 1 if every canary of every buffer since g_reset is intact (counts as a check). */
int g_canaries_intact(void);
/* 1 if p[0..n) is all zero. */
int g_all_zero(const uint8_t *p, size_t n);

#endif

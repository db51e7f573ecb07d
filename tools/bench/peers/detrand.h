/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Deterministic random byte stream for benchmarks (NOT cryptographic).
 * splitmix64 counter mode: the stream is a pure function of (seed, byte
 * position), so two consumers that draw the same number of bytes in the
 * same order see the same bytes, however they split their calls. */
#ifndef DETRAND_H
#define DETRAND_H
#include <stddef.h>
#include <stdint.h>
typedef struct {
    uint64_t seed, ctr;
    uint8_t buf[8];
    unsigned pos;
    uint64_t drawn; /* bytes handed out */
} detrand;
void detrand_init(detrand *r, uint64_t seed);
void detrand_fill(detrand *r, uint8_t *out, size_t len);
/* The stream peers read through their randombytes(). */
extern detrand peer_rng;
#endif

/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* 64-bit little-endian loads and stores through bytes: the same result on
 * every host byte order, no access through wider pointer types. */
#ifndef KPQC_COMMON_BYTES_H
#define KPQC_COMMON_BYTES_H

#include <stdint.h>

static inline uint64_t kpqc_load64_le(const uint8_t *p)
{
    return (uint64_t)p[0] | ((uint64_t)p[1] << 8) | ((uint64_t)p[2] << 16) |
           ((uint64_t)p[3] << 24) | ((uint64_t)p[4] << 32) | ((uint64_t)p[5] << 40) |
           ((uint64_t)p[6] << 48) | ((uint64_t)p[7] << 56);
}

static inline void kpqc_store64_le(uint8_t *p, uint64_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
    p[4] = (uint8_t)(v >> 32);
    p[5] = (uint8_t)(v >> 40);
    p[6] = (uint8_t)(v >> 48);
    p[7] = (uint8_t)(v >> 56);
}

#endif

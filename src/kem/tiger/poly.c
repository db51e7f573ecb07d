/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Arithmetic modulo 256 and the bit packings of TiGER.
 *
 * The reference multiplies by a sparse secret by adding shifted copies of
 * the other factor at the secret's positions, which addresses memory with
 * secret indices. Here the secret is dense (sampler.c, tiger_dense) and the
 * product is a full schoolbook over all n^2 coefficient pairs: the same
 * value modulo 256, with every address public. */
#include <string.h>

#include "tiger.h"

void KPQC_NS(tiger_mul_acc)(uint8_t acc[2 * TIGER_N], const uint8_t s[TIGER_N],
                            const uint8_t a[TIGER_N])
{
    size_t i, j;
    for (i = 0; i < TIGER_N; i++) {
        unsigned si = s[i];
        uint8_t *r = acc + i;
        for (j = 0; j < TIGER_N; j++) {
            r[j] = (uint8_t)(r[j] + si * a[j]);
        }
    }
}

void KPQC_NS(tiger_mul_acc2)(uint8_t acc1[2 * TIGER_N], uint8_t acc2[2 * TIGER_N],
                             const uint8_t s[TIGER_N], const uint8_t a[TIGER_N],
                             const uint8_t b[TIGER_N])
{
    size_t i, j;
    for (i = 0; i < TIGER_N; i++) {
        unsigned si = s[i];
        uint8_t *r1 = acc1 + i, *r2 = acc2 + i;
        for (j = 0; j < TIGER_N; j++) {
            r1[j] = (uint8_t)(r1[j] + si * a[j]);
        }
        for (j = 0; j < TIGER_N; j++) {
            r2[j] = (uint8_t)(r2[j] + si * b[j]);
        }
    }
}

void KPQC_NS(tiger_pack_top)(uint8_t *out, const uint8_t *v, size_t n, unsigned bits)
{
    uint32_t acc = 0;
    unsigned have = 0;
    size_t i, o = 0;
    for (i = 0; i < n; i++) {
        acc = (acc << bits) | ((uint32_t)v[i] >> (8 - bits));
        have += bits;
        while (have >= 8) {
            have -= 8;
            out[o++] = (uint8_t)(acc >> have);
        }
        acc &= (1u << have) - 1u;
    }
}

void KPQC_NS(tiger_unpack_top)(uint8_t *v, const uint8_t *in, size_t n, unsigned bits)
{
    uint32_t acc = 0;
    unsigned have = 0;
    size_t i, o = 0;
    for (i = 0; i < n; i++) {
        while (have < bits) {
            acc = (acc << 8) | in[o++];
            have += 8;
        }
        have -= bits;
        v[i] = (uint8_t)(((acc >> have) & ((1u << bits) - 1u)) << (8 - bits));
        acc &= (1u << have) - 1u;
    }
}

void KPQC_NS(tiger_pack16)(uint8_t *out, const uint16_t *v, size_t n, unsigned bits)
{
    uint32_t acc = 0;
    unsigned have = 0;
    size_t i, o = 0;
    for (i = 0; i < n; i++) {
        acc = (acc << bits) | (v[i] & ((1u << bits) - 1u));
        have += bits;
        while (have >= 8) {
            have -= 8;
            out[o++] = (uint8_t)(acc >> have);
        }
        acc &= (1u << have) - 1u;
    }
}

void KPQC_NS(tiger_unpack16)(uint16_t *v, const uint8_t *in, size_t n, unsigned bits)
{
    uint32_t acc = 0;
    unsigned have = 0;
    size_t i, o = 0;
    for (i = 0; i < n; i++) {
        while (have < bits) {
            acc = (acc << 8) | in[o++];
            have += 8;
        }
        have -= bits;
        v[i] = (uint16_t)((acc >> have) & ((1u << bits) - 1u));
        acc &= (1u << have) - 1u;
    }
}

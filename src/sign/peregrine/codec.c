/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Key and signature encodings: bit strings written most significant bit
 * first. Secret-key fields are packed and unpacked in constant time; the
 * public key and the signature may branch on their (public) values. */
#include "peregrine.h"

#define Q PEREGRINE_Q
#define N PEREGRINE_N

void peregrine_modq_encode(uint8_t *out, const uint16_t x[N])
{
    uint32_t acc = 0;
    unsigned acc_len = 0, i;
    for (i = 0; i < N; i++) {
        acc = (acc << 14) | x[i];
        acc_len += 14;
        while (acc_len >= 8) {
            acc_len -= 8;
            *out++ = (uint8_t)(acc >> acc_len);
        }
        acc &= (1u << acc_len) - 1u;
    }
}

int peregrine_modq_decode(uint16_t x[N], const uint8_t *in)
{
    uint32_t acc = 0;
    unsigned acc_len = 0, i = 0;
    while (i < N) {
        acc = (acc << 8) | *in++;
        acc_len += 8;
        if (acc_len >= 14) {
            uint32_t w;
            acc_len -= 14;
            w = acc >> acc_len;
            acc &= (1u << acc_len) - 1u;
            if (w >= Q) {
                return -1;
            }
            x[i++] = (uint16_t)w;
        }
    }
    return 0;
}

int peregrine_trim_encode(uint8_t *out, const int8_t x[N], unsigned bits)
{
    const uint32_t maxv = (1u << (bits - 1)) - 1u, mask = (1u << bits) - 1u;
    uint32_t acc = 0, bad = 0;
    unsigned acc_len = 0, i;
    for (i = 0; i < N; i++) {
        uint32_t w = (uint32_t)(int32_t)x[i];
        uint32_t u = (uint32_t)((int32_t)x[i] + 128); /* in [0, 255] */
        /* u must lie in [128 - maxv, 128 + maxv] */
        bad |= ((u - (128u - maxv)) | ((128u + maxv) - u)) >> 31;
        acc = (acc << bits) | (w & mask);
        acc_len += bits;
        while (acc_len >= 8) {
            acc_len -= 8;
            *out++ = (uint8_t)(acc >> acc_len);
        }
        acc &= (1u << acc_len) - 1u;
    }
    return -(int)bad;
}

int peregrine_trim_decode(int8_t x[N], const uint8_t *in, unsigned bits)
{
    const uint32_t half = 1u << (bits - 1), mask = (1u << bits) - 1u;
    uint32_t acc = 0, bad = 0;
    unsigned acc_len = 0, i;
    /* bits n is a multiple of 8: the loop ends on a byte boundary; bits
       above the pending ones leave acc on the left */
    for (i = 0; i < N; i++) {
        uint32_t w;
        if (acc_len < bits) {
            acc = (acc << 8) | *in++;
            acc_len += 8;
        }
        acc_len -= bits;
        w = (acc >> acc_len) & mask;
        /* -2^(bits-1) is never written */
        bad |= ((w ^ half) - 1u) >> 31;
        /* sign extension: w - 2^bits when the top bit is set */
        x[i] = (int8_t)((int32_t)w - (int32_t)((w & half) << 1));
    }
    return -(int)bad;
}

size_t peregrine_comp_encode(uint8_t *out, size_t max_len, const int16_t x[N])
{
    uint32_t acc = 0;
    unsigned acc_len = 0, i;
    size_t v = 0;
    for (i = 0; i < N; i++) {
        int t = x[i];
        unsigned w, sign = 0;
        if (t < -2047 || t > 2047) {
            return 0;
        }
        if (t < 0) {
            t = -t;
            sign = 1;
        }
        w = (unsigned)t;
        /* sign and low 7 bits */
        acc = (acc << 8) | (sign << 7) | (w & 127u);
        acc_len += 8;
        /* w >> 7 zeros, then a one (at most 16 zeros + 1: acc_len stays
           below 32 because whole bytes leave before the next value) */
        w >>= 7;
        acc = (acc << (w + 1)) | 1u;
        acc_len += w + 1;
        while (acc_len >= 8) {
            acc_len -= 8;
            if (v >= max_len) {
                return 0;
            }
            out[v++] = (uint8_t)(acc >> acc_len);
        }
        acc &= (1u << acc_len) - 1u;
    }
    if (acc_len > 0) {
        if (v >= max_len) {
            return 0;
        }
        out[v++] = (uint8_t)(acc << (8 - acc_len));
    }
    return v;
}

int peregrine_comp_decode(int16_t x[N], const uint8_t *in, size_t len)
{
    uint32_t acc = 0;
    unsigned acc_len = 0, i;
    size_t v = 0;
    for (i = 0; i < N; i++) {
        unsigned b, m;
        /* eight bits: sign and low part */
        if (v >= len) {
            return -1;
        }
        acc = ((acc << 8) | in[v++]) & 0xFFFFu;
        b = (acc >> acc_len) & 0xFFu;
        m = b & 127u;
        /* the high part in unary: zeros up to a one */
        for (;;) {
            if (acc_len == 0) {
                if (v >= len) {
                    return -1;
                }
                acc = ((acc << 8) | in[v++]) & 0xFFFFu;
                acc_len = 8;
            }
            acc_len--;
            if (((acc >> acc_len) & 1u) != 0) {
                break;
            }
            m += 128;
            if (m > 2047) {
                return -1;
            }
        }
        if ((b & 128u) != 0 && m == 0) { /* "-0" is never written */
            return -1;
        }
        x[i] = (int16_t)((b & 128u) != 0 ? -(int)m : (int)m);
    }
    /* zero padding, and nothing after it */
    if ((acc & ((1u << acc_len) - 1u)) != 0 || v != len) {
        return -1;
    }
    return 0;
}

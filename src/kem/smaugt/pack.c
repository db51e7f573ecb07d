/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Byte encodings.
 *
 * Polynomials of R_q, R_p and R_p' are written as 256 fields of `bits` bits,
 * least significant bit first, in one little-endian bit stream (coefficient
 * i occupies stream bits bits*i .. bits*i + bits - 1); a group of eight
 * coefficients fills exactly `bits` bytes. Secret polynomials use two bits
 * per coefficient, code (1 - s) mod 4: 0 for +1, 1 for 0, 2 for -1; code 3
 * never occurs in a valid key. */
#include "smaugt.h"
#include "native/api.h"

/* `bits` is a compile-time constant at every call, so each use is
 * specialised and the per-coefficient branches fold away. */
static inline void pack_bits(uint8_t *out, const smaugt_poly *a, unsigned bits)
{
    unsigned g, k, b;
    const uint32_t mask = (1u << bits) - 1;
    for (g = 0; g < SMAUGT_N / 8; g++) {
        uint64_t lo = 0, hi = 0; /* stream bits 0..63 and 64..127 of the group */
        for (k = 0; k < 8; k++) {
            uint64_t v = a->c[8 * g + k] & mask;
            unsigned pos = bits * k;
            if (pos < 64) {
                lo |= v << pos;
                if (pos + bits > 64) {
                    hi |= v >> (64 - pos);
                }
            } else {
                hi |= v << (pos - 64);
            }
        }
        for (b = 0; b < bits; b++) {
            out[bits * g + b] = (uint8_t)(b < 8 ? lo >> (8 * b) : hi >> (8 * (b - 8)));
        }
    }
}

static inline void unpack_bits(smaugt_poly *a, const uint8_t *in, unsigned bits)
{
    unsigned g, k, b;
    const uint32_t mask = (1u << bits) - 1;
    for (g = 0; g < SMAUGT_N / 8; g++) {
        const uint8_t *p = in + bits * g;
        uint64_t lo = 0, hi = 0;
        if (bits >= 8) {
            /* one little-endian load, which compilers merge into a single
               64-bit load where the target allows it */
            lo = (uint64_t)p[0] | ((uint64_t)p[1] << 8) | ((uint64_t)p[2] << 16) |
                 ((uint64_t)p[3] << 24) | ((uint64_t)p[4] << 32) | ((uint64_t)p[5] << 40) |
                 ((uint64_t)p[6] << 48) | ((uint64_t)p[7] << 56);
            for (b = 8; b < bits; b++) {
                hi |= (uint64_t)p[b] << (8 * (b - 8));
            }
        } else {
            for (b = 0; b < bits; b++) {
                lo |= (uint64_t)p[b] << (8 * b);
            }
        }
        for (k = 0; k < 8; k++) {
            unsigned pos = bits * k;
            uint64_t v;
            if (pos < 64) {
                v = lo >> pos;
                if (pos + bits > 64) {
                    v |= hi << (64 - pos);
                }
            } else {
                v = hi >> (pos - 64);
            }
            a->c[8 * g + k] = (uint16_t)(v & mask);
        }
    }
}

void smaugt_pack_q_c(uint8_t out[SMAUGT_POLYQ_BYTES], const smaugt_poly *a)
{
    pack_bits(out, a, SMAUGT_LOG_Q);
}

void smaugt_pack_q(uint8_t out[SMAUGT_POLYQ_BYTES], const smaugt_poly *a)
{
#if defined(SMAUGT_NATIVE_PACK_Q)
    if (smaugt_native_pack_q(out, a) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    smaugt_pack_q_c(out, a);
}

void smaugt_unpack_q_c(smaugt_poly *a, const uint8_t in[SMAUGT_POLYQ_BYTES])
{
    unpack_bits(a, in, SMAUGT_LOG_Q);
}

void smaugt_unpack_q(smaugt_poly *a, const uint8_t in[SMAUGT_POLYQ_BYTES])
{
#if defined(SMAUGT_NATIVE_UNPACK_Q)
    if (smaugt_native_unpack_q(a, in) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    smaugt_unpack_q_c(a, in);
}

void smaugt_pack_p_c(uint8_t out[SMAUGT_POLYP_BYTES], const smaugt_poly *a)
{
    pack_bits(out, a, SMAUGT_LOG_P);
}

void smaugt_pack_p(uint8_t out[SMAUGT_POLYP_BYTES], const smaugt_poly *a)
{
#if defined(SMAUGT_NATIVE_PACK_P)
    if (smaugt_native_pack_p(out, a) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    smaugt_pack_p_c(out, a);
}

void smaugt_unpack_p_c(smaugt_poly *a, const uint8_t in[SMAUGT_POLYP_BYTES])
{
    unpack_bits(a, in, SMAUGT_LOG_P);
}

void smaugt_unpack_p(smaugt_poly *a, const uint8_t in[SMAUGT_POLYP_BYTES])
{
#if defined(SMAUGT_NATIVE_UNPACK_P)
    if (smaugt_native_unpack_p(a, in) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    smaugt_unpack_p_c(a, in);
}

void smaugt_pack_p2_c(uint8_t out[SMAUGT_POLYP2_BYTES], const smaugt_poly *a)
{
    pack_bits(out, a, SMAUGT_LOG_P2);
}

void smaugt_pack_p2(uint8_t out[SMAUGT_POLYP2_BYTES], const smaugt_poly *a)
{
#if defined(SMAUGT_NATIVE_PACK_P2)
    if (smaugt_native_pack_p2(out, a) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    smaugt_pack_p2_c(out, a);
}

void smaugt_unpack_p2_c(smaugt_poly *a, const uint8_t in[SMAUGT_POLYP2_BYTES])
{
    unpack_bits(a, in, SMAUGT_LOG_P2);
}

void smaugt_unpack_p2(smaugt_poly *a, const uint8_t in[SMAUGT_POLYP2_BYTES])
{
#if defined(SMAUGT_NATIVE_UNPACK_P2)
    if (smaugt_native_unpack_p2(a, in) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    smaugt_unpack_p2_c(a, in);
}

void smaugt_pack_s_c(uint8_t out[SMAUGT_POLYS_BYTES], const smaugt_poly *s)
{
    unsigned i, k;
    for (i = 0; i < SMAUGT_POLYS_BYTES; i++) {
        uint32_t byte = 0;
        for (k = 0; k < 4; k++) {
            byte |= ((1u - s->c[4 * i + k]) & 3) << (2 * k);
        }
        out[i] = (uint8_t)byte;
    }
}

uint32_t smaugt_unpack_s_c(smaugt_poly *s, const uint8_t in[SMAUGT_POLYS_BYTES])
{
    uint32_t bad = 0;
    unsigned i, k;
    for (i = 0; i < SMAUGT_POLYS_BYTES; i++) {
        for (k = 0; k < 4; k++) {
            uint32_t code = ((uint32_t)in[i] >> (2 * k)) & 3;
            bad |= code & (code >> 1); /* 1 for code 3 */
            s->c[4 * i + k] = (uint16_t)(1u - code);
        }
    }
    return 0u - bad;
}

void smaugt_pack_s(uint8_t out[SMAUGT_POLYS_BYTES], const smaugt_poly *s)
{
#if defined(SMAUGT_NATIVE_PACK_S)
    if (smaugt_native_pack_s(out, s) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    smaugt_pack_s_c(out, s);
}

uint32_t smaugt_unpack_s(smaugt_poly *s, const uint8_t in[SMAUGT_POLYS_BYTES])
{
#if defined(SMAUGT_NATIVE_UNPACK_S)
    uint32_t bad;
    if (smaugt_native_unpack_s(s, in, &bad) == KPQC_NATIVE_OK) {
        return bad;
    }
#endif
    return smaugt_unpack_s_c(s, in);
}

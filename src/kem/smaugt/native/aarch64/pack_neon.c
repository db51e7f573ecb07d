/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The byte encodings of pack.c with NEON, bit for bit.
 *
 * A group of eight coefficients of `bits` bits fills exactly `bits` bytes
 * (pack.c), so each group is one vector of eight 16-bit lanes.
 *  - Packing merges neighbours in a tree: pairs of lanes into 32-bit lanes
 *    (2 bits-bit fields), those into 64-bit lanes (4 fields), and the two
 *    64-bit halves into the group's bytes with two table lookups: the low
 *    half in place, the high half moved up by 4 bits (when 4 bits is not a
 *    whole number of bytes) and then by whole bytes; an OR joins them
 *    (they share a byte when 4 bits is odd in nibbles).
 *  - Unpacking gathers, for lane i, the four bytes from byte bits*i / 8
 *    (two table lookups into 32-bit lanes), shifts each right by
 *    bits*i mod 8 and keeps `bits` bits.
 * Each group is one 16-byte load or store at its byte offset; a store
 * writes past the group's bytes (zeros, overwritten by the next group in
 * order). The groups that would read or write past the end of the buffer
 * go through a local 32-byte copy.
 *
 * spCBD's fields (ternary.c) are such a stream too, of 2, 3 or 4 bits; they
 * are unpacked the same way and mapped to -1, 0, 1 lane-wise.
 *
 * The secret encodings (two bits per coefficient) use LD4/ZIP to
 * (de)interleave the four codes of each byte. Nothing depends on data but
 * the values computed. */
#include <arm_neon.h>
#include <string.h>

#include "../../smaugt.h"
#include "neon.h"

/* The per-width constants of pack_group / unpack_group. */
typedef struct {
    uint16x8_t mask;                 /* 2^bits - 1 */
    uint32x4_t kpair;                /* 2^16 - 2^bits: lo + hi 2^16 -> lo + hi 2^bits */
    int64x2_t quad;                  /* 2 bits: the shift of the upper field pair */
    int64x2_t nibble;                /* {0, 4 bits mod 8} */
    uint8x16_t idx_a;                /* the low half's bytes */
    uint8x16_t idx_c;                /* the high half's bytes, moved up by 4 bits / 8 */
    uint8x16_t gather_lo, gather_hi; /* unpacking: lanes 0-3, 4-7 */
    int32x4_t rshift_lo, rshift_hi;  /* minus bits * i mod 8 */
} width_consts;

static inline void consts_for(width_consts *w, const unsigned bits)
{
    uint8_t ia[16], ic[16], glo[16], ghi[16];
    int32_t slo[4], shi[4];
    const unsigned whole = (4 * bits) / 8; /* whole bytes of the low half */
    unsigned k;
    for (k = 0; k < 16; k++) {
        ia[k] = (uint8_t)(k < 8 ? k : 0xFF);
        ic[k] = (uint8_t)(k >= whole && k - whole < 8 ? 8 + k - whole : 0xFF);
    }
    for (k = 0; k < 4; k++) {
        unsigned b;
        for (b = 0; b < 4; b++) {
            glo[4 * k + b] = (uint8_t)(bits * k / 8 + b);
            ghi[4 * k + b] = (uint8_t)(bits * (4 + k) / 8 + b);
        }
        slo[k] = -(int32_t)(bits * k % 8);
        shi[k] = -(int32_t)(bits * (4 + k) % 8);
    }
    w->mask = vdupq_n_u16((uint16_t)((1u << bits) - 1));
    w->kpair = vdupq_n_u32(65536u - (1u << bits));
    w->quad = vdupq_n_s64((int64_t)(2 * bits));
    w->nibble = vcombine_s64(vdup_n_s64(0), vdup_n_s64((int64_t)(4 * bits % 8)));
    w->idx_a = vld1q_u8(ia);
    w->idx_c = vld1q_u8(ic);
    w->gather_lo = vld1q_u8(glo);
    w->gather_hi = vld1q_u8(ghi);
    w->rshift_lo = vld1q_s32(slo);
    w->rshift_hi = vld1q_s32(shi);
}

/* the 16 bytes starting with the group's `bits` bytes (zeros after them) */
static inline uint8x16_t pack_group(const width_consts *w, const uint16_t c[8])
{
    const uint16x8_t v = vandq_u16(vld1q_u16(c), w->mask);
    const uint32x4_t t = vreinterpretq_u32_u16(v);
    /* lane i: c[2i] + c[2i+1] 2^16 -> c[2i] + c[2i+1] 2^bits */
    const uint32x4_t pair = vmlsq_u32(t, vshrq_n_u32(t, 16), w->kpair);
    const uint64x2_t u = vreinterpretq_u64_u32(pair);
    uint64x2_t quad =
        vorrq_u64(vandq_u64(u, vdupq_n_u64(0xFFFFFFFFu)), vshlq_u64(vshrq_n_u64(u, 32), w->quad));
    uint8x16_t b;
    quad = vshlq_u64(quad, w->nibble);
    b = vreinterpretq_u8_u64(quad);
    return vorrq_u8(vqtbl1q_u8(b, w->idx_a), vqtbl1q_u8(b, w->idx_c));
}

/* the group's eight coefficients from the 16 bytes at its offset */
static inline uint16x8_t unpack_group(const width_consts *w, const uint8x16_t in)
{
    const uint32x4_t lo =
        vshlq_u32(vreinterpretq_u32_u8(vqtbl1q_u8(in, w->gather_lo)), w->rshift_lo);
    const uint32x4_t hi =
        vshlq_u32(vreinterpretq_u32_u8(vqtbl1q_u8(in, w->gather_hi)), w->rshift_hi);
    const uint16x8_t v = vuzp1q_u16(vreinterpretq_u16_u32(lo), vreinterpretq_u16_u32(hi));
    return vandq_u16(v, w->mask);
}

/* spCBD (ternary.c) on eight fields of SMAUGT_CBD_BITS bits: the sign is
   the last bit, the others decide whether the value is nonzero */
static inline uint16x8_t cbd_value(const uint16x8_t g)
{
    const uint16x8_t one = vdupq_n_u16(1);
#if SMAUGT_CBD_BITS == 2
    return vsubq_u16(vandq_u16(g, one), vshrq_n_u16(g, 1));
#else
#if SMAUGT_CBD_BITS == 3
    const uint16x8_t nonzero = vandq_u16(vandq_u16(g, vshrq_n_u16(g, 1)), one);
    const uint16x8_t negative = vshrq_n_u16(g, 2);
#else
    const uint16x8_t nonzero =
        vandq_u16(vandq_u16(vorrq_u16(g, vshrq_n_u16(g, 1)), vshrq_n_u16(g, 2)), one);
    const uint16x8_t negative = vshrq_n_u16(g, 3);
#endif
    /* (0 - nonzero) & (1 - 2 negative) */
    return vandq_u16(vsubq_u16(vdupq_n_u16(0), nonzero), vsubq_u16(one, vshlq_n_u16(negative, 1)));
#endif
}

/* groups g < direct(bits) have their 16 bytes inside the 32 bits bytes */
#define DIRECT(bits) (((32 * (bits)) - 16) / (bits) + 1)

/* the fields of each group, or (cbd) their spCBD values */

static inline void pack_bits(uint8_t *out, const smaugt_poly *a, const unsigned bits)
{
    width_consts w;
    uint8_t tail[32];
    const unsigned direct = DIRECT(bits);
    unsigned g;
    consts_for(&w, bits);
    for (g = 0; g < direct; g++) {
        vst1q_u8(out + bits * g, pack_group(&w, &a->c[8 * g]));
    }
    for (g = direct; g < SMAUGT_N / 8; g++) {
        vst1q_u8(tail + bits * (g - direct), pack_group(&w, &a->c[8 * g]));
    }
    memcpy(out + bits * direct, tail, bits * (SMAUGT_N / 8 - direct));
}

static inline void unpack_bits(smaugt_poly *a, const uint8_t *in, const unsigned bits,
                               const int cbd)
{
    width_consts w;
    uint8_t tail[32];
    const unsigned direct = DIRECT(bits);
    unsigned g;
    consts_for(&w, bits);
    for (g = 0; g < direct; g++) {
        const uint16x8_t v = unpack_group(&w, vld1q_u8(in + bits * g));
        vst1q_u16(&a->c[8 * g], cbd ? cbd_value(v) : v);
    }
    memset(tail, 0, sizeof tail);
    memcpy(tail, in + bits * direct, bits * (SMAUGT_N / 8 - direct));
    for (g = direct; g < SMAUGT_N / 8; g++) {
        const uint16x8_t v = unpack_group(&w, vld1q_u8(tail + bits * (g - direct)));
        vst1q_u16(&a->c[8 * g], cbd ? cbd_value(v) : v);
    }
}

/* the last group's 16 bytes lie inside the 32-byte local copy */
#define TAIL_FITS(bits) ((32 - DIRECT(bits) - 1) * (bits) + 16 <= 32)
_Static_assert(TAIL_FITS(SMAUGT_LOG_Q) && TAIL_FITS(SMAUGT_LOG_P) && TAIL_FITS(SMAUGT_LOG_P2) &&
                   TAIL_FITS(SMAUGT_CBD_BITS),
               "tail copies");

void smaugt_pack_q_neon(uint8_t out[SMAUGT_POLYQ_BYTES], const smaugt_poly *a)
{
    pack_bits(out, a, SMAUGT_LOG_Q);
}

void smaugt_unpack_q_neon(smaugt_poly *a, const uint8_t in[SMAUGT_POLYQ_BYTES])
{
    unpack_bits(a, in, SMAUGT_LOG_Q, 0);
}

void smaugt_pack_p_neon(uint8_t out[SMAUGT_POLYP_BYTES], const smaugt_poly *a)
{
    pack_bits(out, a, SMAUGT_LOG_P);
}

void smaugt_unpack_p_neon(smaugt_poly *a, const uint8_t in[SMAUGT_POLYP_BYTES])
{
    unpack_bits(a, in, SMAUGT_LOG_P, 0);
}

void smaugt_pack_p2_neon(uint8_t out[SMAUGT_POLYP2_BYTES], const smaugt_poly *a)
{
    pack_bits(out, a, SMAUGT_LOG_P2);
}

void smaugt_unpack_p2_neon(smaugt_poly *a, const uint8_t in[SMAUGT_POLYP2_BYTES])
{
    unpack_bits(a, in, SMAUGT_LOG_P2, 0);
}

/* spCBD: the fields are a bit stream like the encodings' (ternary.c) */
void smaugt_sp_cbd_neon(smaugt_poly *r, const uint8_t buf[SMAUGT_CBD_BYTES])
{
    unpack_bits(r, buf, SMAUGT_CBD_BITS, 1);
}

/* ---- Secrets: two bits per coefficient ----------------------------------- */

/* byte i = the codes (1 - s) mod 4 of coefficients 4i .. 4i + 3, the first
   in the low bits; LD4 puts coefficient 4i + k in lane i of vector k */
void smaugt_pack_s_neon(uint8_t out[SMAUGT_POLYS_BYTES], const smaugt_poly *s)
{
    const uint8x16_t one = vdupq_n_u8(1), three = vdupq_n_u8(3);
    unsigned i;
    for (i = 0; i < SMAUGT_POLYS_BYTES; i += 16) {
        const uint16x8x4_t lo = vld4q_u16(&s->c[4 * i]), hi = vld4q_u16(&s->c[4 * i + 32]);
        uint8x16_t code[4], byte;
        unsigned k;
        for (k = 0; k < 4; k++) {
            /* the low byte of s decides (1 - s) mod 4 */
            const uint8x16_t v = vcombine_u8(vmovn_u16(lo.val[k]), vmovn_u16(hi.val[k]));
            code[k] = vandq_u8(vsubq_u8(one, v), three);
        }
        byte = vorrq_u8(vorrq_u8(code[0], vshlq_n_u8(code[1], 2)),
                        vorrq_u8(vshlq_n_u8(code[2], 4), vshlq_n_u8(code[3], 6)));
        vst1q_u8(out + i, byte);
    }
}

/* s_(4i+k) = 1 - code k of byte i (mod 2^16): 1, 0, -1, and -2 for the
   code 3 that marks an invalid encoding */
uint32_t smaugt_unpack_s_neon(smaugt_poly *s, const uint8_t in[SMAUGT_POLYS_BYTES])
{
    const uint8x16_t one = vdupq_n_u8(1), three = vdupq_n_u8(3);
    uint8x16_t bad = vdupq_n_u8(0);
    unsigned i;
    for (i = 0; i < SMAUGT_POLYS_BYTES; i += 16) {
        const uint8x16_t v = vld1q_u8(in + i);
        const uint8x16_t c0 = vandq_u8(v, three), c1 = vandq_u8(vshrq_n_u8(v, 2), three);
        const uint8x16_t c2 = vandq_u8(vshrq_n_u8(v, 4), three), c3 = vshrq_n_u8(v, 6);
        int8x16x4_t d;
        unsigned k;
        bad = vorrq_u8(bad, vandq_u8(v, vshrq_n_u8(v, 1))); /* bit 2k: code k is 3 */
        /* 1 - code as int8, interleaved to coefficient order */
        {
            const uint8x16x2_t z01 = vzipq_u8(vsubq_u8(one, c0), vsubq_u8(one, c1));
            const uint8x16x2_t z23 = vzipq_u8(vsubq_u8(one, c2), vsubq_u8(one, c3));
            const uint16x8x2_t lo =
                vzipq_u16(vreinterpretq_u16_u8(z01.val[0]), vreinterpretq_u16_u8(z23.val[0]));
            const uint16x8x2_t hi =
                vzipq_u16(vreinterpretq_u16_u8(z01.val[1]), vreinterpretq_u16_u8(z23.val[1]));
            d.val[0] = vreinterpretq_s8_u16(lo.val[0]);
            d.val[1] = vreinterpretq_s8_u16(lo.val[1]);
            d.val[2] = vreinterpretq_s8_u16(hi.val[0]);
            d.val[3] = vreinterpretq_s8_u16(hi.val[1]);
        }
        for (k = 0; k < 4; k++) {
            vst1q_u16(&s->c[4 * i + 16 * k],
                      vreinterpretq_u16_s16(vmovl_s8(vget_low_s8(d.val[k]))));
            vst1q_u16(&s->c[4 * i + 16 * k + 8], vreinterpretq_u16_s16(vmovl_high_s8(d.val[k])));
        }
    }
    /* any code 3: a set bit at an even position; m < 256, so (m + 255) >> 8
       is 1 exactly when m is not 0 */
    {
        const uint32_t m = vmaxvq_u8(vandq_u8(bad, vdupq_n_u8(0x55)));
        return 0u - ((m + 255u) >> 8);
    }
}

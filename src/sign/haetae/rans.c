/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HAETAE rANS streams: the high bits of z1 and the hint h (specification:
 * EncodeHBz1 / DecodeHBz1, EncodeH / DecodeH).
 *
 * Both streams are byte-wise rANS with a static model of 2^10 slots and the
 * state kept in [2^23, 2^31). The encoder walks the coefficients from the
 * last to the first and emits renormalisation bytes backwards, so that the
 * decoder can walk forwards; the final state is stored first, as 4 bytes
 * little endian. The decoder must end in the encoder's initial state 2^23
 * with every byte consumed: together with the strict state range at the
 * start this makes each value vector have exactly one accepted encoding,
 * which the verifier relies on (a signature is not malleable).
 *
 * Timing: the encoder branches on the values (invalid symbol, number of
 * renormalisation bytes) and indexes its tables by symbol. The caller must
 * have declassified its inputs: they are the signature being output, and a
 * size rejection reveals only that the attempt was discarded. The decoder
 * only ever sees the public signature. */
#include "haetae.h"
#include "native/api.h"

#define PROB_BITS  10
#define PROB_SLOTS (1u << PROB_BITS)
#define RANS_LOW   (UINT32_C(1) << 23)
/* The encoder must emit bytes while x >= 2^(23 - 10 + 8) f, so that the
 * coded state stays below 2^31 and the decoder can read back in whole bytes. */
#define RENORM_SHIFT (23 - PROB_BITS + 8)
/* Reciprocal multiply: after renormalisation x < 2^21 f with f <= 2^10, and
 * r = ceil(2^42 / f) = (2^42 + e) / f with 0 <= e < f gives
 *   x r / 2^42 = x / f + x e / (f 2^42),  with  x e / (f 2^42) < f / 2^21 <= 1 / f
 * (f^2 <= 2^20 < 2^21), and the fractional part of x / f is at most 1 - 1/f:
 * the floor is exactly x / f. The product is below 2^63 + 2^31, no overflow.
 * This replaces a division, which is variable time on many cores. */
#define RECIP_SHIFT 42

/* the models of this mode: Z1HI_NSYM, HINT_NSYM, z1hi_* and hint_* */
#include "rans_tables.h"

/* A static model; the value <-> symbol map is one of two kinds:
 *   wrap == 0: centred values -c .. c, symbol = value + c;
 *   wrap  > 0: residues mod wrap near 0: 0 .. c are symbols 0 .. c and
 *              wrap - c .. wrap - 1 (i.e. -c .. -1) are symbols c+1 .. 2c;
 * with 2c + 1 = nsym. Everything else cannot be encoded. */
struct rans_model {
    const uint16_t *cum;   /* nsym + 1 cumulative frequencies, last = 2^10 */
    const uint64_t *recip; /* ceil(2^42 / frequency) */
    const uint8_t *slot;   /* symbol owning each of the 2^10 slots */
    uint32_t nsym;
    uint32_t wrap;
};

/* The hint is a difference of two high-bit values mod (2q - 2) / alpha_h. */
#define HINT_WRAP ((HAETAE_DQ - 2) / HAETAE_ALPHA_HINT)

static const struct rans_model z1hi_model = {z1hi_cum, z1hi_recip, z1hi_slot, Z1HI_NSYM, 0};
static const struct rans_model hint_model = {hint_cum, hint_recip, hint_slot, HINT_NSYM, HINT_WRAP};

_Static_assert(Z1HI_NSYM % 2 == 1 && HINT_NSYM % 2 == 1, "centred models have odd size");
_Static_assert(HINT_NSYM < HINT_WRAP, "hint symbols are distinct residues");

/* Symbol of v, or m->nsym if the model has none for it. */
static uint32_t value_to_symbol(const struct rans_model *m, int32_t v)
{
    const int32_t half = (int32_t)(m->nsym / 2);
    const int32_t wrap = (int32_t)m->wrap;

    if (wrap == 0) {
        if (v < -half || v > half) {
            return m->nsym;
        }
        return (uint32_t)(v + half);
    }
    if (v >= 0 && v <= half) {
        return (uint32_t)v;
    }
    if (v >= wrap - half && v < wrap) {
        return (uint32_t)(v - (wrap - (int32_t)m->nsym));
    }
    return m->nsym;
}

static int32_t symbol_to_value(const struct rans_model *m, uint32_t s)
{
    const uint32_t half = m->nsym / 2;

    if (m->wrap == 0) {
        return (int32_t)s - (int32_t)half;
    }
    if (s <= half) {
        return (int32_t)s;
    }
    return (int32_t)(s + m->wrap - m->nsym);
}

/* Push symbol s onto the state *x (in [2^23, 2^31)), first moving whole
 * bytes out to buf[--*pos] until x < 2^21 f so that the result stays below
 * 2^31; -1 if buf has no room left (the signature would be too long). */
static int rans_put(uint32_t *x, uint8_t *buf, size_t *pos, const struct rans_model *m, uint32_t s)
{
    uint32_t f = (uint32_t)m->cum[s + 1] - m->cum[s];
    uint32_t v = *x, q;

    while (v >= (f << RENORM_SHIFT)) {
        if (*pos == 0) {
            return -1;
        }
        buf[--*pos] = (uint8_t)(v & 0xff);
        v >>= 8;
    }
    q = (uint32_t)(((uint64_t)v * m->recip[s]) >> RECIP_SHIFT);
    *x = (q << PROB_BITS) + (v - q * f) + m->cum[s];
    return 0;
}

/* Encode the npoly * N coefficients of v in front of buf[*pos], writing only
 * buf[0 .. *pos); on success *pos moves to the first byte of the stream. */
static int rans_encode(uint8_t *buf, size_t *pos, const haetae_poly *v, unsigned npoly,
                       const struct rans_model *m)
{
    uint32_t x = RANS_LOW;
    size_t p = *pos;
    unsigned i = npoly * HAETAE_N;

    while (i-- > 0) {
        uint32_t s = value_to_symbol(m, v[i / HAETAE_N].c[i % HAETAE_N]);

        if (s >= m->nsym || rans_put(&x, buf, &p, m, s) != 0) {
            return -1;
        }
    }
    if (p < 4) {
        return -1;
    }
    p -= 4;
    buf[p + 0] = (uint8_t)(x & 0xff);
    buf[p + 1] = (uint8_t)((x >> 8) & 0xff);
    buf[p + 2] = (uint8_t)((x >> 16) & 0xff);
    buf[p + 3] = (uint8_t)(x >> 24);
    *pos = p;
    return 0;
}

/* Decode npoly * N coefficients from exactly len bytes. Every read is
 * checked against len and every loop is bounded by npoly * N + len. */
static int rans_decode(haetae_poly *v, unsigned npoly, const uint8_t *in, size_t len,
                       const struct rans_model *m)
{
    const uint8_t *const slots = m->slot;
    const uint16_t *const cum = m->cum;
    uint32_t x;
    size_t p = 4;
    unsigned j, k;

    if (len < 4) {
        return -1;
    }
    x = (uint32_t)in[0] | ((uint32_t)in[1] << 8) | ((uint32_t)in[2] << 16) |
        ((uint32_t)in[3] << 24);
    /* The encoder's final state is in [2^23, 2^31): anything else is not an
     * encoding of anything. */
    if (x < RANS_LOW || x >= (RANS_LOW << 8)) {
        return -1;
    }
    for (j = 0; j < npoly; j++) {
        int32_t *out = v[j].c;
        for (k = 0; k < HAETAE_N; k++) {
            const uint32_t slot = x & (PROB_SLOTS - 1);
            const uint32_t s = slots[slot];
            const uint32_t start = cum[s];
            const uint32_t f = (uint32_t)cum[s + 1] - start;

            out[k] = symbol_to_value(m, s);
            /* x < 2^31, so f (x >> 10) + slot - start < 2^31 and, slot lying
             * in s's range, never negative. Refill while bytes remain: an
             * input that runs dry simply leaves x low and fails the final
             * check. */
            x = f * (x >> PROB_BITS) + slot - start;
            while (x < RANS_LOW && p < len) {
                x = (x << 8) | in[p++];
            }
        }
    }
    /* Exactly the encoder's start state, with no byte left over. */
    if (x != RANS_LOW || p != len) {
        return -1;
    }
    return 0;
}

int haetae_rans_encode_z1hi(uint8_t *buf, size_t *pos, const haetae_poly hb_z1[HAETAE_L])
{
    return rans_encode(buf, pos, hb_z1, HAETAE_L, &z1hi_model);
}

int haetae_rans_encode_hint(uint8_t *buf, size_t *pos, const haetae_poly h[HAETAE_K])
{
    return rans_encode(buf, pos, h, HAETAE_K, &hint_model);
}

int haetae_rans_decode_z1hi(haetae_poly hb_z1[HAETAE_L], const uint8_t *in, size_t len)
{
    return rans_decode(hb_z1, HAETAE_L, in, len, &z1hi_model);
}

int haetae_rans_decode_hint(haetae_poly h[HAETAE_K], const uint8_t *in, size_t len)
{
    return rans_decode(h, HAETAE_K, in, len, &hint_model);
}

int haetae_rans_decode_c(haetae_poly hb_z1[HAETAE_L], const uint8_t *z1hi, size_t z1hi_len,
                         haetae_poly h[HAETAE_K], const uint8_t *hint, size_t hint_len)
{
    if (haetae_rans_decode_z1hi(hb_z1, z1hi, z1hi_len) != 0) {
        return -1;
    }
    return haetae_rans_decode_hint(h, hint, hint_len);
}

int haetae_rans_decode(haetae_poly hb_z1[HAETAE_L], const uint8_t *z1hi, size_t z1hi_len,
                       haetae_poly h[HAETAE_K], const uint8_t *hint, size_t hint_len)
{
#if defined(HAETAE_NATIVE_RANS_DECODE)
    int ret;
    if (haetae_native_rans_decode(&ret, hb_z1, z1hi, z1hi_len, h, hint, hint_len) ==
        KPQC_NATIVE_OK) {
        return ret;
    }
#endif
    return haetae_rans_decode_c(hb_z1, z1hi, z1hi_len, h, hint, hint_len);
}

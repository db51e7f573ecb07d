/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HAETAE fixed-width encodings: keys, high bits, LSBs.
 *
 * Every encoding here is a little-endian bit stream of equal-width fields,
 * field i at bits [w i, w (i + 1)), each field the coefficient mapped to a
 * small unsigned value:
 *   poly_q        w = 15 (modes 2, 3) or 16 (mode 5), value x in [0, 2^w)
 *   poly_eta      w = 2, value 1 - x   for x in {-1, 0, 1}
 *   poly2_eta     w = 3, value 2 - x   for x in [-2, 2]
 *   high bits     w = 8 (modes 2, 3: 256 bytes then 32 zero bytes, the
 *                 reference's untouched tail of a zeroed buffer) or 9 (mode 5)
 *   lsb           w = 1, value x & 1
 * Packing keeps the low w bits of the value (as the reference's masks and
 * byte casts do). Unpacking accepts every byte string, like the reference:
 * a poly_q field may exceed q - 1 (any value below 2^w), a poly_eta field 3
 * decodes to -2, poly2_eta fields 5, 6, 7 to -3, -4, -5. Reads and writes
 * stay inside the stated sizes; all loops are constant time (secret keys
 * pass through here). */
#include "haetae.h"
#include "native/api.h"
#include "ct.h"

#if HAETAE_ROUNDED_VK
#define POLYQ_BITS 15
#else
#define POLYQ_BITS 16
#endif
#if HAETAE_MODE == 5
#define HIGHBITS_BITS 9
#else
#define HIGHBITS_BITS 8
#endif
_Static_assert((HAETAE_N * POLYQ_BITS) / 8 == HAETAE_POLYQ_PACKEDBYTES, "poly_q size");
_Static_assert(HAETAE_N * 2 / 8 == HAETAE_POLYETA_PACKEDBYTES, "poly_eta size");
/* (in mode 5 both sides are the same expression: NOLINT) */
_Static_assert((HAETAE_N * HIGHBITS_BITS) / 8 <= HAETAE_POLY_HIGHBITS_PACKEDBYTES, /* NOLINT */
               "highbits size");
_Static_assert(HAETAE_SK_KEY_OFFSET + HAETAE_SEEDBYTES == HAETAE_SK_BYTES, "sk layout");

/* Write the 256 fields (bias + sign x) mod 2^w of a as a bit stream of
 * N w / 8 bytes (w <= 16, so the accumulator never exceeds 23 bits). */
static void pack_fields(uint8_t *out, const haetae_poly *a, unsigned w, int32_t bias, int32_t sign)
{
    uint32_t acc = 0, mask = (1u << w) - 1u;
    unsigned i, nbits = 0;
    for (i = 0; i < HAETAE_N; i++) {
        acc |= ((uint32_t)(bias + sign * a->c[i]) & mask) << nbits;
        nbits += w;
        while (nbits >= 8) {
            *out++ = (uint8_t)(acc & 0xFF);
            acc >>= 8;
            nbits -= 8;
        }
    }
}

/* Inverse of pack_fields: x = bias + sign v for each w-bit field v. */
static void unpack_fields(haetae_poly *r, const uint8_t *in, unsigned w, int32_t bias, int32_t sign)
{
    uint32_t acc = 0, mask = (1u << w) - 1u;
    unsigned i, nbits = 0;
    for (i = 0; i < HAETAE_N; i++) {
        while (nbits < w) {
            acc |= (uint32_t)*in++ << nbits;
            nbits += 8;
        }
        r->c[i] = bias + sign * (int32_t)(acc & mask);
        acc >>= w;
        nbits -= w;
    }
}

void haetae_pack_poly_q(uint8_t r[HAETAE_POLYQ_PACKEDBYTES], const haetae_poly *a)
{
    pack_fields(r, a, POLYQ_BITS, 0, 1);
}

void haetae_unpack_poly_q(haetae_poly *r, const uint8_t a[HAETAE_POLYQ_PACKEDBYTES])
{
    unpack_fields(r, a, POLYQ_BITS, 0, 1);
}

void haetae_pack_poly_eta(uint8_t r[HAETAE_POLYETA_PACKEDBYTES], const haetae_poly *a)
{
    pack_fields(r, a, 2, 1, -1);
}

void haetae_unpack_poly_eta(haetae_poly *r, const uint8_t a[HAETAE_POLYETA_PACKEDBYTES])
{
    unpack_fields(r, a, 2, 1, -1);
}

void haetae_pack_poly2_eta(uint8_t r[96], const haetae_poly *a)
{
    pack_fields(r, a, 3, 2, -1);
}

void haetae_unpack_poly2_eta(haetae_poly *r, const uint8_t a[96])
{
    unpack_fields(r, a, 3, 2, -1);
}

void haetae_pack_s1_entry(uint8_t sk[HAETAE_SK_BYTES], const haetae_poly *s, unsigned j)
{
    haetae_pack_poly_eta(sk + HAETAE_SK_S1_OFFSET(j), s);
}

void haetae_unpack_s1_entry(haetae_poly *s, const uint8_t sk[HAETAE_SK_BYTES], unsigned j)
{
    haetae_unpack_poly_eta(s, sk + HAETAE_SK_S1_OFFSET(j));
}

/* s2 has coefficients in [-2, 2] after the rounding of modes 2 and 3, in
 * {-1, 0, 1} in mode 5. */
void haetae_pack_s2_entry(uint8_t sk[HAETAE_SK_BYTES], const haetae_poly *s, unsigned i)
{
#if HAETAE_ROUNDED_VK
    haetae_pack_poly2_eta(sk + HAETAE_SK_S2_OFFSET(i), s);
#else
    haetae_pack_poly_eta(sk + HAETAE_SK_S2_OFFSET(i), s);
#endif
}

void haetae_unpack_s2_entry(haetae_poly *s, const uint8_t sk[HAETAE_SK_BYTES], unsigned i)
{
#if HAETAE_ROUNDED_VK
    haetae_unpack_poly2_eta(s, sk + HAETAE_SK_S2_OFFSET(i));
#else
    haetae_unpack_poly_eta(s, sk + HAETAE_SK_S2_OFFSET(i));
#endif
}

void haetae_pack_poly_highbits_c(uint8_t buf[HAETAE_POLY_HIGHBITS_PACKEDBYTES],
                                 const haetae_poly *a)
{
    unsigned i;
    pack_fields(buf, a, HIGHBITS_BITS, 0, 1);
    for (i = HAETAE_N * HIGHBITS_BITS / 8; i < HAETAE_POLY_HIGHBITS_PACKEDBYTES; i++)
        buf[i] = 0;
}

void haetae_pack_poly_highbits(uint8_t buf[HAETAE_POLY_HIGHBITS_PACKEDBYTES], const haetae_poly *a)
{
#if defined(HAETAE_NATIVE_PACK_POLY_HIGHBITS)
    if (haetae_native_pack_poly_highbits(buf, a) == KPQC_NATIVE_OK)
        return;
#endif
    haetae_pack_poly_highbits_c(buf, a);
}

void haetae_pack_poly_lsb(uint8_t buf[HAETAE_POLYC_PACKEDBYTES], const haetae_poly *a)
{
    pack_fields(buf, a, 1, 0, 1);
}

/* The canonical public key: every coefficient of b within the range key
 * generation produces, [0, (q - 1) / 2] for the rounded b1 of modes 2 and 3
 * (15-bit fields could hold up to 32767), [0, q) for NTT(-2b) in mode 5
 * (16-bit fields). The reference decodes the other patterns too, which lets
 * one key have several encodings; we refuse them. pk is public. */
int haetae_pk_is_canonical_c(const uint8_t pk[HAETAE_PK_BYTES])
{
#if HAETAE_ROUNDED_VK
    const int32_t max = (HAETAE_Q - 1) / 2;
#else
    const int32_t max = HAETAE_Q - 1;
#endif
    uint32_t over = 0;
    int32_t v[8];
    unsigned i, k, t;
    _Static_assert(HAETAE_POLYQ_BITS == POLYQ_BITS, "poly_q field width");
    for (i = 0; i < HAETAE_K; i++) {
        for (k = 0; k < HAETAE_N; k += 8) {
            haetae_polyq_unpack8(v, pk + HAETAE_PK_B_OFFSET(i) + k * POLYQ_BITS / 8);
            for (t = 0; t < 8; t++)
                over |= (uint32_t)(max - v[t]); /* sign bit: a field above max */
        }
    }
    return (int)((over >> 31) ^ 1u);
}

int haetae_pk_is_canonical(const uint8_t pk[HAETAE_PK_BYTES])
{
#if defined(HAETAE_NATIVE_PK_IS_CANONICAL)
    int ok;
    if (haetae_native_pk_is_canonical(&ok, pk) == KPQC_NATIVE_OK) {
        return ok;
    }
#endif
    return haetae_pk_is_canonical_c(pk);
}

/* All ones if some coefficient of a lies outside [-bound, bound]; constant
 * time. */
static uint32_t out_of_range(const haetae_poly *a, int32_t bound)
{
    uint32_t bad = 0;
    unsigned n;
    for (n = 0; n < HAETAE_N; n++) {
        bad |= (uint32_t)(a->c[n] + bound) | (uint32_t)(bound - a->c[n]);
    }
    return 0u - (bad >> 31);
}

/* All ones if the secret vectors of sk hold a field that key generation
 * never writes (a 2-bit field 3, a 3-bit field 5..7), in constant time;
 * tmp is scratch and is wiped. */
uint32_t haetae_sk_malformed(const uint8_t sk[HAETAE_SK_BYTES], haetae_poly *tmp)
{
    uint32_t bad = 0;
    unsigned i;
    for (i = 0; i < HAETAE_M; i++) {
        haetae_unpack_s1_entry(tmp, sk, i);
        bad |= out_of_range(tmp, 1);
    }
    for (i = 0; i < HAETAE_K; i++) {
        haetae_unpack_s2_entry(tmp, sk, i);
        bad |= out_of_range(tmp, HAETAE_ROUNDED_VK ? 2 : 1);
    }
    kpqc_zeroize(tmp, sizeof *tmp);
    return bad;
}

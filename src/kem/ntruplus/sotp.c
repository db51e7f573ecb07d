/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The semi-generalised one-time pad (SOTP) that turns the message into a
 * small polynomial, and the centred mod-3 reduction that recovers it.
 *
 * With the pad u = u1 || u2 (n/8 bytes each):
 *   encode:  coefficient i = (m_i XOR u1_i) - u2_i             in {-1, 0, 1}
 *   decode:  t_i = y_i + u2_i must be 0 or 1; then m_i = t_i XOR u1_i.
 * A decoding with some t_i outside {0, 1} is a failure (the ciphertext was
 * not produced by encapsulation); it is reported as a mask and merged with
 * the re-encryption check, never branched on. */
#include "ct.h"
#include "native/api.h"
#include "ntruplus.h"

void ntruplus_sotp_encode_c(ntruplus_poly *r, const uint8_t msg[NTRUPLUS_MSG_BYTES],
                            const uint8_t u[NTRUPLUS_CBD_BYTES])
{
    unsigned i, j;
    for (i = 0; i < NTRUPLUS_MSG_BYTES; i++) {
        uint32_t plus = (uint32_t)(msg[i] ^ u[i]), minus = u[i + NTRUPLUS_MSG_BYTES];
        for (j = 0; j < 8; j++) {
            r->c[8 * i + j] = (int16_t)((int32_t)((plus >> j) & 1) - (int32_t)((minus >> j) & 1));
        }
    }
}

uint32_t ntruplus_sotp_decode_c(uint8_t msg[NTRUPLUS_MSG_BYTES], const ntruplus_poly *a,
                                const uint8_t u[NTRUPLUS_CBD_BYTES])
{
    uint32_t out_of_range = 0, keep;
    unsigned i, j;
    for (i = 0; i < NTRUPLUS_MSG_BYTES; i++) {
        uint32_t u1 = u[i], u2 = u[i + NTRUPLUS_MSG_BYTES], byte = 0;
        for (j = 0; j < 8; j++) {
            /* t in {-1, 0, 1, 2} as a 32-bit pattern; valid iff t in {0, 1} */
            uint32_t t = (uint32_t)(int32_t)a->c[8 * i + j] + ((u2 >> j) & 1);
            out_of_range |= t >> 1;
            byte |= ((t ^ (u1 >> j)) & 1) << j;
        }
        msg[i] = (uint8_t)byte;
    }
    keep = kpqc_ct_is_zero_mask_u32(out_of_range);
    for (i = 0; i < NTRUPLUS_MSG_BYTES; i++) {
        msg[i] = (uint8_t)(msg[i] & keep);
    }
    return ~keep;
}

/* Each coefficient x (|x| < q) becomes the centred residue mod 3 of the
 * centred residue of x mod q: first into [-(q-1)/2, (q-1)/2], then into
 * {-1, 0, 1}. Both steps are arithmetic on unsigned values. */
void ntruplus_crepmod3_c(ntruplus_poly *a)
{
    unsigned i;
    for (i = 0; i < NTRUPLUS_N; i++) {
        int32_t x = a->c[i];
        uint32_t u, t;
        x += NTRUPLUS_Q & -(int32_t)((uint32_t)x >> 31);                          /* [0, q) */
        x -= NTRUPLUS_Q & -(int32_t)((uint32_t)((NTRUPLUS_Q - 1) / 2 - x) >> 31); /* centred */
        /* u = x + 1731 in [3, 3459] has x's residue mod 3 (1731 = 3 * 577);
           t = round(u / 3), exact here since 10923 = (2^15 + 1) / 3 */
        u = (uint32_t)(x + 1731);
        t = (10923u * u + (1u << 14)) >> 15;
        a->c[i] = (int16_t)((int32_t)u - 3 * (int32_t)t);
    }
}

void ntruplus_sotp_encode(ntruplus_poly *r, const uint8_t msg[NTRUPLUS_MSG_BYTES],
                          const uint8_t u[NTRUPLUS_CBD_BYTES])
{
#if defined(NTRUPLUS_NATIVE_SOTP_ENCODE)
    if (ntruplus_native_sotp_encode(r, msg, u) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    ntruplus_sotp_encode_c(r, msg, u);
}

uint32_t ntruplus_sotp_decode(uint8_t msg[NTRUPLUS_MSG_BYTES], const ntruplus_poly *a,
                              const uint8_t u[NTRUPLUS_CBD_BYTES])
{
#if defined(NTRUPLUS_NATIVE_SOTP_DECODE)
    uint32_t fail;
    if (ntruplus_native_sotp_decode(&fail, msg, a, u) == KPQC_NATIVE_OK) {
        return fail;
    }
#endif
    return ntruplus_sotp_decode_c(msg, a, u);
}

void ntruplus_crepmod3(ntruplus_poly *a)
{
#if defined(NTRUPLUS_NATIVE_CREPMOD3)
    if (ntruplus_native_crepmod3(a) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    ntruplus_crepmod3_c(a);
}

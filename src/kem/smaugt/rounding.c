/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Learning-with-rounding compression of the ciphertext, and the value
 * decryption rounds back to a message.
 *
 * Values are moved to the top of a 16-bit word, x16 = x * 2^(16 - log_q),
 * so that rounding to b bits is "add half of the dropped range, keep the
 * top b bits" for every modulus; wrap-around mod 2^16 is the reduction. */
#include "smaugt.h"
#include "native/api.h"

#define Q_MASK ((1u << SMAUGT_LOG_Q) - 1)
#define P_MASK ((1u << SMAUGT_LOG_P) - 1)

/* round(2^b / 2^16 * x16) mod 2^b */
#define ROUND_TOP(x16, b) \
    ((uint16_t)((((uint32_t)(x16) + (1u << (15 - (b)))) & 0xFFFFu) >> (16 - (b))))

void smaugt_round_c1_c(smaugt_poly *c1, const smaugt_poly *x)
{
    unsigned i;
    for (i = 0; i < SMAUGT_N; i++) {
        uint32_t x16 = (x->c[i] & Q_MASK) << (16 - SMAUGT_LOG_Q);
        c1->c[i] = ROUND_TOP(x16, SMAUGT_LOG_P);
    }
}

void smaugt_round_c1(smaugt_poly *c1, const smaugt_poly *x)
{
#if defined(SMAUGT_NATIVE_ROUND_C1)
    if (smaugt_native_round_c1(c1, x) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    smaugt_round_c1_c(c1, x);
}

void smaugt_round_c2_c(smaugt_poly *c2, const smaugt_poly *msg16, const smaugt_poly *x)
{
    unsigned i;
    for (i = 0; i < SMAUGT_N; i++) {
        uint32_t x16 = msg16->c[i] + ((x->c[i] & Q_MASK) << (16 - SMAUGT_LOG_Q));
        c2->c[i] = ROUND_TOP(x16, SMAUGT_LOG_P2);
    }
}

void smaugt_round_c2(smaugt_poly *c2, const smaugt_poly *msg16, const smaugt_poly *x)
{
#if defined(SMAUGT_NATIVE_ROUND_C2)
    if (smaugt_native_round_c2(c2, msg16, x) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    smaugt_round_c2_c(c2, msg16, x);
}

void smaugt_decryption_value_c(smaugt_poly *v16, const smaugt_poly *c2, const smaugt_poly *u)
{
    unsigned i;
    for (i = 0; i < SMAUGT_N; i++) {
        uint32_t v = ((uint32_t)c2->c[i] << (16 - SMAUGT_LOG_P2)) +
                     ((u->c[i] & P_MASK) << (16 - SMAUGT_LOG_P));
        v16->c[i] = (uint16_t)v;
    }
}

void smaugt_decryption_value(smaugt_poly *v16, const smaugt_poly *c2, const smaugt_poly *u)
{
#if defined(SMAUGT_NATIVE_DECRYPTION_VALUE)
    if (smaugt_native_decryption_value(v16, c2, u) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    smaugt_decryption_value_c(v16, c2, u);
}

/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* MQ-Sign verification: P(w) == H(m || salt [|| H(pk)]) cut to o bytes.
 * Strict key decoding: key generation leaves the linear and constant
 * terms and the last byte zero, so a public key with anything else there
 * is refused (KPQC_ERR_DECODE) instead of evaluated. */
#include <string.h>

#include "gf256.h"
#include "kpqc.h"
#include "mqsign.h"

#define verify KPQC_NS(mqs_verify)
int verify(const uint8_t *sig, const uint8_t *m, size_t mlen, const uint8_t *pk);

int verify(const uint8_t *sig, const uint8_t *m, size_t mlen, const uint8_t *pk)
{
    uint8_t r[MQS_O], acc[MQS_O], y[MQS_O], z = 0;
    uint64_t wm[MQS_N][8];
    const uint8_t *term = pk;
    size_t n;
    unsigned i, j;

    for (n = MQS_PK_QUAD; n < MQS_PK_BODY; n++) {
        z |= pk[n];
    }
    z |= pk[MQS_PK_BYTES - 1];
    if (z != 0) {
        return KPQC_ERR_DECODE;
    }
    /* each w_j multiplies n - j terms: its multiples once */
    for (j = 0; j < MQS_N; j++) {
        mqs_multiples(wm[j], sig[j]);
    }
    memset(r, 0, sizeof r);
    for (i = 0; i < MQS_N; i++) {
        memset(acc, 0, sizeof acc);
        for (j = i; j < MQS_N; j++) {
            mqs_madd_m(acc, term, wm[j], MQS_O);
            term += MQS_O;
        }
        mqs_madd_m(r, acc, wm[i], MQS_O);
    }
    mqs_hash_expand(y, MQS_O, m, mlen, sig + MQS_N, MQS_SALT, pk + MQS_PK_PH, MQS_PH_BYTES);
    z = 0;
    for (i = 0; i < MQS_O; i++) {
        z |= (uint8_t)(r[i] ^ y[i]);
    }
    return z == 0 ? 0 : KPQC_ERR_VERIFY;
}

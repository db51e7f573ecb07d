/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* CBD1, the centred binomial distribution with parameter 1: coefficient i
 * is bit i of the first n/8 bytes minus bit i of the last n/8 bytes
 * (bits least significant first), so P(0) = 1/2, P(+1) = P(-1) = 1/4. */
#include "native/api.h"
#include "ntruplus.h"

void ntruplus_cbd1_c(ntruplus_poly *r, const uint8_t buf[NTRUPLUS_CBD_BYTES])
{
    unsigned i, j;
    for (i = 0; i < NTRUPLUS_MSG_BYTES; i++) {
        uint32_t plus = buf[i], minus = buf[i + NTRUPLUS_MSG_BYTES];
        for (j = 0; j < 8; j++) {
            r->c[8 * i + j] = (int16_t)((int32_t)((plus >> j) & 1) - (int32_t)((minus >> j) & 1));
        }
    }
}

void ntruplus_cbd1(ntruplus_poly *r, const uint8_t buf[NTRUPLUS_CBD_BYTES])
{
#if defined(NTRUPLUS_NATIVE_CBD1)
    if (ntruplus_native_cbd1(r, buf) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    ntruplus_cbd1_c(r, buf);
}

void ntruplus_cbd1_secret_c(ntruplus_poly *r, const uint8_t buf[NTRUPLUS_CBD_BYTES], int plus_one)
{
    unsigned i;
    ntruplus_cbd1_c(r, buf);
    for (i = 0; i < NTRUPLUS_N; i++) {
        r->c[i] = (int16_t)(3 * r->c[i]);
    }
    r->c[0] = (int16_t)(r->c[0] + plus_one);
}

void ntruplus_cbd1_secret(ntruplus_poly *r, const uint8_t buf[NTRUPLUS_CBD_BYTES], int plus_one)
{
#if defined(NTRUPLUS_NATIVE_CBD1_SECRET)
    if (ntruplus_native_cbd1_secret(r, buf, plus_one) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    ntruplus_cbd1_secret_c(r, buf, plus_one);
}

/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The NIST attached signature form over a detached scheme (attached.h). */
#include <string.h>

#include "attached.h"
#include "kpqc.h"

int kpqc_sign_attached(uint8_t *sm, size_t *smlen, const uint8_t *m, size_t mlen, const uint8_t *sk,
                       kpqc_detached_sign_fn sign)
{
    size_t siglen = 0;
    int ret;
    if (mlen > 0) {
        memmove(sm, m, mlen);
    }
    ret = sign(sm + mlen, &siglen, sm, mlen, NULL, 0, sk);
    *smlen = ret == 0 ? mlen + siglen : 0;
    return ret;
}

int kpqc_open_attached(uint8_t *m, size_t *mlen, const uint8_t *sm, size_t smlen, const uint8_t *pk,
                       size_t sig_bytes, kpqc_detached_verify_fn verify)
{
    size_t len;
    int ret;
    *mlen = 0;
    if (smlen < sig_bytes) {
        return KPQC_ERR_LENGTH;
    }
    len = smlen - sig_bytes;
    ret = verify(sm + len, sig_bytes, sm, len, NULL, 0, pk);
    if (ret == 0) {
        if (len > 0) {
            memmove(m, sm, len);
        }
        *mlen = len;
    }
    return ret;
}

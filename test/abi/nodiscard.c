/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Probe for KPQC_NODISCARD (test abi/nodiscard, compiled, never run): the
 * calls whose results must not be ignored (the NIST ones of one built KEM
 * and one built signature set). Without PROBE_USE_RESULTS each
 * result is dropped and must draw a warning; with it, each is used. */
#include <stddef.h>
#include <stdint.h>

#include "kpqc.h"
#if defined(PROBE_KEM_HEADER) /* a built KEM's NIST header, when there is one */
#include PROBE_KEM_HEADER
#endif
#if defined(PROBE_SIG_HEADER)
#include PROBE_SIG_HEADER
#endif

#if defined(PROBE_USE_RESULTS)
#define CALL(x) (rc |= (x))
#else
#define CALL(x) (x)
#endif

int probe(const kpqc_kem *kem, const kpqc_sig *sig, uint8_t *buf, size_t *len);

int probe(const kpqc_kem *kem, const kpqc_sig *sig, uint8_t *buf, size_t *len)
{
    int rc = 0;
    CALL(kpqc_kem_decaps(kem, buf, 32, buf, 32, buf, 32));
    CALL(kpqc_sig_verify(sig, buf, 32, buf, 32, NULL, 0, buf, 32));
    CALL(kpqc_sig_open(sig, buf, 32, len, buf, 32, buf, 32));
#if defined(PROBE_KEM_HEADER)
    CALL(PROBE_KEM_DEC(buf, buf, buf));
#endif
#if defined(PROBE_SIG_HEADER)
    CALL(PROBE_SIG_VERIFY(buf, 32, buf, 32, NULL, 0, buf));
    CALL(PROBE_SIG_OPEN(buf, len, buf, 32, buf));
#endif
    return rc;
}

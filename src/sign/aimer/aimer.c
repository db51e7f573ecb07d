/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The AIMer v3 parameter set as the library sees it: the NIST attached
 * form over the detached functions, and the algorithm descriptor. */
#include "kpqc.h"
#include "aimer.h"
#include "attached.h"
#include "native/api.h"
#include "testinfo.h"
#include "sys.h"
#include "fips202.h"

#ifdef KPQC_NIST_HEADER
#include KPQC_NIST_HEADER
_Static_assert(KPQC_NS_UPPER(CRYPTO_PUBLICKEYBYTES) == AIMER_PK_BYTES, "NIST header: pk size");
_Static_assert(KPQC_NS_UPPER(CRYPTO_SECRETKEYBYTES) == AIMER_SK_BYTES, "NIST header: sk size");
_Static_assert(KPQC_NS_UPPER(CRYPTO_BYTES) == AIMER_SIG_BYTES, "NIST header: sig size");
#endif

/* ---- attached form ------------------------------------------------------- */

/* NIST attached form with the empty context: sm = m || sig. */
int KPQC_NS(crypto_sign)(uint8_t *sm, size_t *smlen, const uint8_t *m, size_t mlen,
                         const uint8_t *sk)
{
    return kpqc_sign_attached(sm, smlen, m, mlen, sk, KPQC_NS(crypto_sign_signature));
}

int KPQC_NS(crypto_sign_open)(uint8_t *m, size_t *mlen, const uint8_t *sm, size_t smlen,
                              const uint8_t *pk)
{
    return kpqc_open_attached(m, mlen, sm, smlen, pk, AIMER_SIG_BYTES, KPQC_NS(crypto_sign_verify));
}

/* ---- descriptor ----------------------------------------------------------- */

#if AIMER_LAMBDA == 128 && !AIMER_SMALL
#define SET_NAME         "AIMer-128f"
#define SET_HEADER       "aimer-128f"
#define SET_ALIASES      "aimer128f"
#define SET_QUICK_SHA256 "95afe0fbfb0c9a45f3c19076729d894ac42b9b125bfc4c10306776e0bcd284cb"
#define SET_FILE         NULL
#elif AIMER_LAMBDA == 128
#define SET_NAME         "AIMer-128s"
#define SET_HEADER       "aimer-128s"
#define SET_ALIASES      "aimer128s"
#define SET_QUICK_SHA256 "f33d4ef53e240d4315aca9c48677c2a7e7e24181a67619f726d701d88aff3b8a"
#define SET_FILE         "aimer/aimer-128s.first5.rsp"
#elif AIMER_LAMBDA == 192 && !AIMER_SMALL
#define SET_NAME         "AIMer-192f"
#define SET_HEADER       "aimer-192f"
#define SET_ALIASES      "aimer192f"
#define SET_QUICK_SHA256 "4ba58ce5d51bee125d7736194f83148e9a9c5c18c1f8ad2c2752c5677b0e4b3b"
#define SET_FILE         NULL
#elif AIMER_LAMBDA == 192
#define SET_NAME         "AIMer-192s"
#define SET_HEADER       "aimer-192s"
#define SET_ALIASES      "aimer192s"
#define SET_QUICK_SHA256 "8ff1b84c0bc1dc9d7ac24f813d6ee8739d15164340f1169da14b014153354708"
#define SET_FILE         NULL
#elif !AIMER_SMALL
#define SET_NAME         "AIMer-256f"
#define SET_HEADER       "aimer-256f"
#define SET_ALIASES      "aimer256f"
#define SET_QUICK_SHA256 "aca96c00a8641a6e335af7188a209bfc395cc48484125fac1d8d45c48132aa2c"
#define SET_FILE         NULL
#else
#define SET_NAME         "AIMer-256s"
#define SET_HEADER       "aimer-256s"
#define SET_ALIASES      "aimer256s"
#define SET_QUICK_SHA256 "b4e9eb57bdde384a61b78f537ea498b46ab040542f4dad4382686a2ba035fc2f"
#define SET_FILE         NULL
#endif

static const char *const aimer_aliases[] = {SET_ALIASES, NULL};

/* The backend this set runs on now (kpqc list, kpqc bench): the scheme's
   native kernels where this CPU has them, else that of Keccak. */
static const char *set_backend(void)
{
#if defined(AIMER_NATIVE_BACKEND)
    if (kpqc_sys_has(AIMER_NATIVE_FEATURES)) {
        return AIMER_NATIVE_BACKEND;
    }
#endif
    return kpqc_keccak_backend();
}

const kpqc_sig_def KPQC_NS(sig) = {
    .sig =
        {
            .name = SET_NAME,
            .aliases = aimer_aliases,
            .family = "AIMer",
            .revision = "specification v3 (KpqC final, 2026-08-26)",
            .nist_level = AIMER_LEVEL,
            .pk_bytes = AIMER_PK_BYTES,
            .sk_bytes = AIMER_SK_BYTES,
            .sig_bytes = AIMER_SIG_BYTES,
            .sig_fixed_length = 1,
            .has_context = 1,
            .keypair_seed_bytes = AIMER_FB,
            .sign_coins_bytes = AIMER_FB,
            .keypair = KPQC_NS(crypto_sign_keypair),
            .keypair_derand = KPQC_NS(crypto_sign_keypair_derand),
            .sign = KPQC_NS(crypto_sign_signature),
            .sign_derand = KPQC_NS(crypto_sign_signature_derand),
            .verify = KPQC_NS(crypto_sign_verify),
            .sign_attached = KPQC_NS(crypto_sign),
            .open = KPQC_NS(crypto_sign_open),
        },
    .test =
        {
            .keypair_draws = {{0, 0, 0, 0}},
            .sign_draws = {{0, 0, 0, 0}},
            .keypair_fixed_draw = 0,
            /* Only the first five records of the official v3 files are public:
           no full-file digest, the first-5 digest as the quick check. */
            .kat = {KPQC_KAT_SIGN_ATTACHED, SET_HEADER, 100, NULL, 5, SET_QUICK_SHA256, SET_FILE},
            .backend = set_backend,
        },
};

/* The checked entry points of the unified API (kpqc.h).
 *
 * Each validates every pointer and length before calling the scheme, and
 * clears every output buffer it was given whenever it returns an error, so
 * a caller that ignores the status never reads stale or partial secrets. */
#include <stdint.h>
#include <string.h>

#include "kpqc.h"
#include "ct.h"

const char *kpqc_strerror(int status)
{
    switch (status) {
    case KPQC_OK: return "success";
    case KPQC_ERR_NULL: return "a required pointer was NULL";
    case KPQC_ERR_LENGTH: return "a buffer length does not match the algorithm";
    case KPQC_ERR_CONTEXT: return "context string too long or not supported";
    case KPQC_ERR_RANDOMNESS: return "the randomness source failed";
    case KPQC_ERR_DECODE: return "malformed key, ciphertext or signature encoding";
    case KPQC_ERR_DECAPS: return "decapsulation rejected the ciphertext";
    case KPQC_ERR_VERIFY: return "signature verification failed";
    case KPQC_ERR_NOT_FOUND: return "no such algorithm";
    case KPQC_ERR_UNSUPPORTED: return "operation not supported by this algorithm";
    case KPQC_ERR_INTERNAL: return "internal error";
    default: return "unknown status code";
    }
}

/* Clear an output buffer the caller handed us, if there is one. */
static void clear(void *p, size_t n)
{
    if (p != NULL) {
        kpqc_zeroize(p, n);
    }
}

/* A non-NULL stand-in for empty inputs: schemes may pass their inputs to
 * memcpy, where NULL is undefined even with length 0. */
static const uint8_t empty[1] = {0};

/* Normalise a raw return value: schemes return 0 or a negative status. */
static int status_of(int ret)
{
    return ret == 0 ? KPQC_OK : (ret < 0 ? ret : KPQC_ERR_INTERNAL);
}

/* ---- KEM ------------------------------------------------------------------ */

int kpqc_kem_keypair(const kpqc_kem *kem, uint8_t *pk, size_t pk_len, uint8_t *sk, size_t sk_len)
{
    int ret;
    if (kem == NULL || pk == NULL || sk == NULL) {
        ret = KPQC_ERR_NULL;
    } else if (pk_len != kem->pk_bytes || sk_len != kem->sk_bytes) {
        ret = KPQC_ERR_LENGTH;
    } else {
        ret = status_of(kem->keypair(pk, sk));
    }
    if (ret != KPQC_OK) {
        clear(pk, pk_len);
        clear(sk, sk_len);
    }
    return ret;
}

int kpqc_kem_keypair_derand(const kpqc_kem *kem, uint8_t *pk, size_t pk_len, uint8_t *sk,
                            size_t sk_len, const uint8_t *seed, size_t seed_len)
{
    int ret;
    if (kem == NULL || pk == NULL || sk == NULL || seed == NULL) {
        ret = KPQC_ERR_NULL;
    } else if (kem->keypair_derand == NULL) {
        ret = KPQC_ERR_UNSUPPORTED;
    } else if (pk_len != kem->pk_bytes || sk_len != kem->sk_bytes ||
               seed_len != kem->keypair_seed_bytes) {
        ret = KPQC_ERR_LENGTH;
    } else {
        ret = status_of(kem->keypair_derand(pk, sk, seed));
    }
    if (ret != KPQC_OK) {
        clear(pk, pk_len);
        clear(sk, sk_len);
    }
    return ret;
}

int kpqc_kem_encaps(const kpqc_kem *kem, uint8_t *ct, size_t ct_len, uint8_t *ss, size_t ss_len,
                    const uint8_t *pk, size_t pk_len)
{
    int ret;
    if (kem == NULL || ct == NULL || ss == NULL || pk == NULL) {
        ret = KPQC_ERR_NULL;
    } else if (ct_len != kem->ct_bytes || ss_len != kem->ss_bytes || pk_len != kem->pk_bytes) {
        ret = KPQC_ERR_LENGTH;
    } else {
        ret = status_of(kem->encaps(ct, ss, pk));
    }
    if (ret != KPQC_OK) {
        clear(ct, ct_len);
        clear(ss, ss_len);
    }
    return ret;
}

int kpqc_kem_encaps_derand(const kpqc_kem *kem, uint8_t *ct, size_t ct_len, uint8_t *ss,
                           size_t ss_len, const uint8_t *pk, size_t pk_len, const uint8_t *coins,
                           size_t coins_len)
{
    int ret;
    if (kem == NULL || ct == NULL || ss == NULL || pk == NULL || coins == NULL) {
        ret = KPQC_ERR_NULL;
    } else if (kem->encaps_derand == NULL) {
        ret = KPQC_ERR_UNSUPPORTED;
    } else if (ct_len != kem->ct_bytes || ss_len != kem->ss_bytes || pk_len != kem->pk_bytes ||
               coins_len != kem->encaps_coins_bytes) {
        ret = KPQC_ERR_LENGTH;
    } else {
        ret = status_of(kem->encaps_derand(ct, ss, pk, coins));
    }
    if (ret != KPQC_OK) {
        clear(ct, ct_len);
        clear(ss, ss_len);
    }
    return ret;
}

int kpqc_kem_decaps(const kpqc_kem *kem, uint8_t *ss, size_t ss_len, const uint8_t *ct,
                    size_t ct_len, const uint8_t *sk, size_t sk_len)
{
    int ret;
    if (kem == NULL || ss == NULL || ct == NULL || sk == NULL) {
        ret = KPQC_ERR_NULL;
    } else if (ss_len != kem->ss_bytes || ct_len != kem->ct_bytes || sk_len != kem->sk_bytes) {
        ret = KPQC_ERR_LENGTH;
    } else {
        ret = status_of(kem->decaps(ss, ct, sk));
    }
    if (ret != KPQC_OK) {
        clear(ss, ss_len);
    }
    return ret;
}

/* ---- signatures ----------------------------------------------------------- */

int kpqc_sig_keypair(const kpqc_sig *sig, uint8_t *pk, size_t pk_len, uint8_t *sk, size_t sk_len)
{
    int ret;
    if (sig == NULL || pk == NULL || sk == NULL) {
        ret = KPQC_ERR_NULL;
    } else if (pk_len != sig->pk_bytes || sk_len != sig->sk_bytes) {
        ret = KPQC_ERR_LENGTH;
    } else {
        ret = status_of(sig->keypair(pk, sk));
    }
    if (ret != KPQC_OK) {
        clear(pk, pk_len);
        clear(sk, sk_len);
    }
    return ret;
}

int kpqc_sig_keypair_derand(const kpqc_sig *sig, uint8_t *pk, size_t pk_len, uint8_t *sk,
                            size_t sk_len, const uint8_t *seed, size_t seed_len)
{
    int ret;
    if (sig == NULL || pk == NULL || sk == NULL || seed == NULL) {
        ret = KPQC_ERR_NULL;
    } else if (sig->keypair_derand == NULL) {
        ret = KPQC_ERR_UNSUPPORTED;
    } else if (pk_len != sig->pk_bytes || sk_len != sig->sk_bytes ||
               seed_len != sig->keypair_seed_bytes) {
        ret = KPQC_ERR_LENGTH;
    } else {
        ret = status_of(sig->keypair_derand(pk, sk, seed));
    }
    if (ret != KPQC_OK) {
        clear(pk, pk_len);
        clear(sk, sk_len);
    }
    return ret;
}

/* Shared checks of message and context arguments. */
static int check_msg_ctx(const kpqc_sig *sig, const uint8_t *m, size_t mlen, const uint8_t *ctx,
                         size_t ctxlen)
{
    if ((m == NULL && mlen != 0) || (ctx == NULL && ctxlen != 0)) {
        return KPQC_ERR_NULL;
    }
    if (ctxlen > KPQC_MAX_CONTEXT || (ctxlen != 0 && !sig->has_context)) {
        return KPQC_ERR_CONTEXT;
    }
    return KPQC_OK;
}

static int sign_common(const kpqc_sig *sig, uint8_t *out, size_t sig_cap, size_t *out_len,
                       const uint8_t *m, size_t mlen, const uint8_t *ctx, size_t ctxlen,
                       const uint8_t *sk, size_t sk_len, const uint8_t *coins, size_t coins_len,
                       int derand)
{
    int ret;
    size_t len = 0;
    if (sig == NULL || out == NULL || out_len == NULL || sk == NULL ||
        (derand && coins == NULL)) {
        ret = KPQC_ERR_NULL;
    } else if ((ret = check_msg_ctx(sig, m, mlen, ctx, ctxlen)) != KPQC_OK) {
        /* ret set */
    } else if (derand && sig->sign_derand == NULL) {
        ret = KPQC_ERR_UNSUPPORTED;
    } else if (sig_cap < sig->sig_bytes || sk_len != sig->sk_bytes ||
               (derand && coins_len != sig->sign_coins_bytes)) {
        ret = KPQC_ERR_LENGTH;
    } else {
        if (m == NULL) {
            m = empty;
        }
        if (ctx == NULL) {
            ctx = empty;
        }
        ret = derand ? sig->sign_derand(out, &len, m, mlen, ctx, ctxlen, sk, coins)
                     : sig->sign(out, &len, m, mlen, ctx, ctxlen, sk);
        ret = status_of(ret);
        if (ret == KPQC_OK && len > sig->sig_bytes) {
            ret = KPQC_ERR_INTERNAL;
        }
    }
    if (ret != KPQC_OK) {
        clear(out, sig_cap);
        len = 0;
    }
    if (out_len != NULL) {
        *out_len = len;
    }
    return ret;
}

int kpqc_sig_sign(const kpqc_sig *sig, uint8_t *out, size_t sig_cap, size_t *out_len,
                  const uint8_t *m, size_t mlen, const uint8_t *ctx, size_t ctxlen,
                  const uint8_t *sk, size_t sk_len)
{
    return sign_common(sig, out, sig_cap, out_len, m, mlen, ctx, ctxlen, sk, sk_len, NULL, 0, 0);
}

int kpqc_sig_sign_derand(const kpqc_sig *sig, uint8_t *out, size_t sig_cap, size_t *out_len,
                         const uint8_t *m, size_t mlen, const uint8_t *ctx, size_t ctxlen,
                         const uint8_t *sk, size_t sk_len, const uint8_t *coins,
                         size_t coins_len)
{
    return sign_common(sig, out, sig_cap, out_len, m, mlen, ctx, ctxlen, sk, sk_len, coins,
                       coins_len, 1);
}

int kpqc_sig_verify(const kpqc_sig *sig, const uint8_t *s, size_t slen, const uint8_t *m,
                    size_t mlen, const uint8_t *ctx, size_t ctxlen, const uint8_t *pk,
                    size_t pk_len)
{
    int ret;
    if (sig == NULL || s == NULL || pk == NULL) {
        return KPQC_ERR_NULL;
    }
    if ((ret = check_msg_ctx(sig, m, mlen, ctx, ctxlen)) != KPQC_OK) {
        return ret;
    }
    if (pk_len != sig->pk_bytes || slen > sig->sig_bytes ||
        (sig->sig_fixed_length && slen != sig->sig_bytes)) {
        return KPQC_ERR_LENGTH;
    }
    ret = status_of(sig->verify(s, slen, m != NULL ? m : empty, mlen, ctx != NULL ? ctx : empty,
                                ctxlen, pk));
    return ret;
}

int kpqc_sig_sign_attached(const kpqc_sig *sig, uint8_t *sm, size_t sm_cap, size_t *smlen,
                           const uint8_t *m, size_t mlen, const uint8_t *sk, size_t sk_len)
{
    int ret;
    size_t len = 0;
    if (sig == NULL || sm == NULL || smlen == NULL || sk == NULL || (m == NULL && mlen != 0)) {
        ret = KPQC_ERR_NULL;
    } else if (sk_len != sig->sk_bytes || mlen > SIZE_MAX - sig->sig_bytes ||
               sm_cap < mlen + sig->sig_bytes) {
        ret = KPQC_ERR_LENGTH;
    } else {
        ret = status_of(sig->sign_attached(sm, &len, m != NULL ? m : empty, mlen, sk));
        if (ret == KPQC_OK && (len < mlen || len - mlen > sig->sig_bytes)) {
            ret = KPQC_ERR_INTERNAL;
        }
    }
    if (ret != KPQC_OK) {
        clear(sm, sm_cap);
        len = 0;
    }
    if (smlen != NULL) {
        *smlen = len;
    }
    return ret;
}

int kpqc_sig_open(const kpqc_sig *sig, uint8_t *m, size_t m_cap, size_t *mlen,
                  const uint8_t *sm, size_t smlen, const uint8_t *pk, size_t pk_len)
{
    int ret;
    size_t len = 0;
    if (sig == NULL || m == NULL || mlen == NULL || sm == NULL || pk == NULL) {
        ret = KPQC_ERR_NULL;
    } else if (pk_len != sig->pk_bytes) {
        ret = KPQC_ERR_LENGTH;
    } else if (sig->sig_fixed_length ? smlen < sig->sig_bytes : smlen == 0) {
        ret = KPQC_ERR_LENGTH;   /* too short to hold a signature */
    } else if (m_cap < (sig->sig_fixed_length ? smlen - sig->sig_bytes : smlen)) {
        ret = KPQC_ERR_LENGTH;
    } else {
        ret = status_of(sig->open(m, &len, sm, smlen, pk));
        if (ret == KPQC_OK && len > m_cap) {
            ret = KPQC_ERR_INTERNAL;
        }
    }
    if (ret != KPQC_OK) {
        clear(m, m_cap);
        len = 0;
    }
    if (mlen != NULL) {
        *mlen = len;
    }
    return ret;
}

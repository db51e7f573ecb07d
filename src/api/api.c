/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The checked entry points of the unified API (kpqc.h).
 *
 * Each validates every pointer and length before calling the scheme, and
 * clears its output buffers whenever it returns an error, so a caller that
 * ignores the status never reads stale or partial secrets. It clears no
 * more of a buffer than the algorithm could have written there: a caller
 * who passes a wrong capacity gets an error, never a write past the bytes
 * the operation would have produced. */
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
    case KPQC_ERR_OVERLAP: return "an output buffer overlaps an input or another output";
    default: return "unknown status code";
    }
}

/* Clear the first min(declared, most) bytes of an output buffer, if there is
 * one: `most` is what the operation writes there on success (0 when the
 * descriptor is NULL and nothing is known). */
static void clear(void *p, size_t declared, size_t most)
{
    if (p != NULL) {
        kpqc_zeroize(p, declared < most ? declared : most);
    }
}

/* 1 if [a, a + an) and [b, b + bn) share a byte. The addresses are compared
 * as integers: the buffers are usually distinct objects, which C's pointer
 * comparison does not order. */
static int overlap(const void *a, size_t an, const void *b, size_t bn)
{
    uintptr_t x = (uintptr_t)a, y = (uintptr_t)b;
    if (a == NULL || b == NULL || an == 0 || bn == 0) {
        return 0;
    }
    return x < y + bn && y < x + an;
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
    } else if (overlap(pk, pk_len, sk, sk_len)) {
        ret = KPQC_ERR_OVERLAP;
    } else {
        ret = status_of(kem->keypair(pk, sk));
    }
    if (ret != KPQC_OK) {
        clear(pk, pk_len, kem != NULL ? kem->pk_bytes : 0);
        clear(sk, sk_len, kem != NULL ? kem->sk_bytes : 0);
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
    } else if (overlap(pk, pk_len, sk, sk_len) || overlap(pk, pk_len, seed, seed_len) ||
               overlap(sk, sk_len, seed, seed_len)) {
        ret = KPQC_ERR_OVERLAP;
    } else {
        ret = status_of(kem->keypair_derand(pk, sk, seed));
    }
    if (ret != KPQC_OK) {
        clear(pk, pk_len, kem != NULL ? kem->pk_bytes : 0);
        clear(sk, sk_len, kem != NULL ? kem->sk_bytes : 0);
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
    } else if (overlap(ct, ct_len, ss, ss_len) || overlap(ct, ct_len, pk, pk_len) ||
               overlap(ss, ss_len, pk, pk_len)) {
        ret = KPQC_ERR_OVERLAP;
    } else {
        ret = status_of(kem->encaps(ct, ss, pk));
    }
    if (ret != KPQC_OK) {
        clear(ct, ct_len, kem != NULL ? kem->ct_bytes : 0);
        clear(ss, ss_len, kem != NULL ? kem->ss_bytes : 0);
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
    } else if (overlap(ct, ct_len, ss, ss_len) || overlap(ct, ct_len, pk, pk_len) ||
               overlap(ss, ss_len, pk, pk_len) || overlap(ct, ct_len, coins, coins_len) ||
               overlap(ss, ss_len, coins, coins_len)) {
        ret = KPQC_ERR_OVERLAP;
    } else {
        ret = status_of(kem->encaps_derand(ct, ss, pk, coins));
    }
    if (ret != KPQC_OK) {
        clear(ct, ct_len, kem != NULL ? kem->ct_bytes : 0);
        clear(ss, ss_len, kem != NULL ? kem->ss_bytes : 0);
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
    } else if (overlap(ss, ss_len, ct, ct_len) || overlap(ss, ss_len, sk, sk_len)) {
        ret = KPQC_ERR_OVERLAP;
    } else {
        ret = status_of(kem->decaps(ss, ct, sk));
    }
    if (ret != KPQC_OK) {
        clear(ss, ss_len, kem != NULL ? kem->ss_bytes : 0);
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
    } else if (overlap(pk, pk_len, sk, sk_len)) {
        ret = KPQC_ERR_OVERLAP;
    } else {
        ret = status_of(sig->keypair(pk, sk));
    }
    if (ret != KPQC_OK) {
        clear(pk, pk_len, sig != NULL ? sig->pk_bytes : 0);
        clear(sk, sk_len, sig != NULL ? sig->sk_bytes : 0);
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
    } else if (overlap(pk, pk_len, sk, sk_len) || overlap(pk, pk_len, seed, seed_len) ||
               overlap(sk, sk_len, seed, seed_len)) {
        ret = KPQC_ERR_OVERLAP;
    } else {
        ret = status_of(sig->keypair_derand(pk, sk, seed));
    }
    if (ret != KPQC_OK) {
        clear(pk, pk_len, sig != NULL ? sig->pk_bytes : 0);
        clear(sk, sk_len, sig != NULL ? sig->sk_bytes : 0);
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
    if (sig == NULL || out == NULL || out_len == NULL || sk == NULL || (derand && coins == NULL)) {
        ret = KPQC_ERR_NULL;
    } else if ((ret = check_msg_ctx(sig, m, mlen, ctx, ctxlen)) != KPQC_OK) {
        /* ret set */
    } else if (derand && sig->sign_derand == NULL) {
        ret = KPQC_ERR_UNSUPPORTED;
    } else if (sig_cap < sig->sig_bytes || sk_len != sig->sk_bytes ||
               (derand && coins_len != sig->sign_coins_bytes)) {
        ret = KPQC_ERR_LENGTH;
    } else if (overlap(out, sig->sig_bytes, m, mlen) || overlap(out, sig->sig_bytes, ctx, ctxlen) ||
               overlap(out, sig->sig_bytes, sk, sk_len) ||
               (derand && overlap(out, sig->sig_bytes, coins, coins_len))) {
        ret = KPQC_ERR_OVERLAP;
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
        clear(out, sig_cap, sig != NULL ? sig->sig_bytes : 0);
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
                         const uint8_t *sk, size_t sk_len, const uint8_t *coins, size_t coins_len)
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
    ret = status_of(
        sig->verify(s, slen, m != NULL ? m : empty, mlen, ctx != NULL ? ctx : empty, ctxlen, pk));
    return ret;
}

int kpqc_sig_sign_attached(const kpqc_sig *sig, uint8_t *sm, size_t sm_cap, size_t *smlen,
                           const uint8_t *m, size_t mlen, const uint8_t *sk, size_t sk_len)
{
    int ret;
    size_t len = 0, most = 0;
    if (sig != NULL) {
        /* m || signature, saturating (a length that overflows is refused below) */
        most = mlen > SIZE_MAX - sig->sig_bytes ? SIZE_MAX : mlen + sig->sig_bytes;
    }
    if (sig == NULL || sm == NULL || smlen == NULL || sk == NULL || (m == NULL && mlen != 0)) {
        ret = KPQC_ERR_NULL;
    } else if (sk_len != sig->sk_bytes || mlen > SIZE_MAX - sig->sig_bytes || sm_cap < most) {
        ret = KPQC_ERR_LENGTH;
    } else if (overlap(sm, most, sk, sk_len)) {
        ret = KPQC_ERR_OVERLAP; /* (m and sm may overlap: the message moves first) */
    } else {
        ret = status_of(sig->sign_attached(sm, &len, m != NULL ? m : empty, mlen, sk));
        if (ret == KPQC_OK && (len < mlen || len - mlen > sig->sig_bytes)) {
            ret = KPQC_ERR_INTERNAL;
        }
    }
    if (ret != KPQC_OK) {
        clear(sm, sm_cap, most);
        len = 0;
    }
    if (smlen != NULL) {
        *smlen = len;
    }
    return ret;
}

int kpqc_sig_open(const kpqc_sig *sig, uint8_t *m, size_t m_cap, size_t *mlen, const uint8_t *sm,
                  size_t smlen, const uint8_t *pk, size_t pk_len)
{
    int ret;
    size_t len = 0, most = 0;
    if (sig != NULL) {
        /* the message open can return: sm without its signature */
        most =
            !sig->sig_fixed_length ? smlen : (smlen > sig->sig_bytes ? smlen - sig->sig_bytes : 0);
    }
    if (sig == NULL || m == NULL || mlen == NULL || sm == NULL || pk == NULL) {
        ret = KPQC_ERR_NULL;
    } else if (pk_len != sig->pk_bytes || m_cap < most ||
               /* too short to hold a signature */
               (sig->sig_fixed_length ? smlen < sig->sig_bytes : smlen == 0)) {
        ret = KPQC_ERR_LENGTH;
    } else if (overlap(m, most, pk, pk_len)) {
        ret = KPQC_ERR_OVERLAP; /* (m and sm may overlap: the message moves last) */
    } else {
        ret = status_of(sig->open(m, &len, sm, smlen, pk));
        if (ret == KPQC_OK && len > m_cap) {
            ret = KPQC_ERR_INTERNAL;
        }
    }
    if (ret != KPQC_OK) {
        clear(m, m_cap, most);
        len = 0;
    }
    if (mlen != NULL) {
        *mlen = len;
    }
    return ret;
}

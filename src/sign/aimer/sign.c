/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* AIMer v3 key generation, signing and verification, the NIST-style entry
 * points and the algorithm descriptor.
 *
 * Memory. The reference keeps every party's seed, commitment, tape and
 * check values for all repetitions at once (120 KiB to 3.9 MiB of stack).
 * Here nothing per party outlives its repetition except one v share per
 * party (N field elements), and the signer runs the parties three times:
 *   pass 1: seeds, commitments and tapes, summed into the corrections
 *           (deltas), which go straight into the signature; h1.
 *   pass 2: seeds and tapes again, each party's alpha and v shares; h2.
 *           The signer knows the S-box inputs x, so it computes the opened
 *           alpha = sum a + eps x before the parties run and finishes each
 *           v share at once; the sum of the a shares is parked in the
 *           signature's alpha slots between passes 1 and 2.
 *   pass 3: for the challenged party only, the reveal path, commitment
 *           and alpha shares.
 * That costs one more expansion of every tree and tape than the reference
 * (see docs/algorithms/aimer.md for the figures). The verifier runs each
 * repetition's parties once, keeping the partial v shares, and then needs
 * every party's b shares: kept when small (f sets, aimer-128s), recomputed
 * from the tapes otherwise. The 2L binary matrices of the affine layers
 * (8, 18 and 48 KiB) are the largest object; they are expanded once per
 * operation. */
#include <string.h>

#include "kpqc.h"
#include "attached.h"
#include "aimer.h"
#include "ct.h"
#include "ctgrind.h"
#include "fips202.h"
#include "randombytes.h"
#include "testinfo.h"

#ifdef KPQC_NIST_HEADER
#include KPQC_NIST_HEADER
_Static_assert(KPQC_NS_UPPER(CRYPTO_PUBLICKEYBYTES) == AIMER_PK_BYTES, "NIST header: pk size");
_Static_assert(KPQC_NS_UPPER(CRYPTO_SECRETKEYBYTES) == AIMER_SK_BYTES, "NIST header: sk size");
_Static_assert(KPQC_NS_UPPER(CRYPTO_BYTES) == AIMER_SIG_BYTES, "NIST header: sig size");
#endif

/* Where the parts of repetition r's proof sit in the signature. */
#define PROOF(sig, r) ((sig) + AIMER_SIG_HEAD + (size_t)(r)*AIMER_PROOF_BYTES)
#define OFF_REVEAL    0
#define OFF_COMMIT    (AIMER_LOGN * AIMER_FB)
#define OFF_DELTA     (OFF_COMMIT + AIMER_DIGEST)
#define OFF_ALPHA     (OFF_DELTA + AIMER_DELTA_ELEMS * AIMER_FB)

/* The verifier keeps every party's b shares when they take at most 12 KiB
 * (the f sets and aimer-128s); aimer-192s and aimer-256s recompute them
 * from the tapes to stay well inside the stack budget. */
#define VERIFY_KEEPS_B (AIMER_N * (AIMER_L + 1) * AIMER_FB <= 12288)

/* A key is retried with probability about (L + 1) 2^-lambda: 64 failures
 * in a row mean a broken randomness source. */
#define MAX_ATTEMPTS 64

/* ---- key generation ------------------------------------------------------- */

typedef struct {
    int derand; /* 0: kpqc_randombytes; 1: the XOF below */
    kpqc_keccak_ctx xof;
} coin_source;

static int next_coins(coin_source *src, uint8_t *out, size_t len)
{
    if (src->derand) {
        kpqc_keccak_squeeze(&src->xof, out, len);
        return 0;
    }
    return kpqc_randombytes(out, len);
}

static int keypair_from(uint8_t *pk, uint8_t *sk, coin_source *src)
{
    aimer_linear lin;
    aimer_witness wit;
    aimer_gf pt, ct;
    uint8_t ptb[AIMER_FB], iv[AIMER_FB];
    unsigned attempt;
    int ret = KPQC_ERR_RANDOMNESS;

    for (attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        uint64_t zero;
        /* pt first, then iv, per attempt: the KAT generator's order */
        if (next_coins(src, ptb, AIMER_FB) != 0 || next_coins(src, iv, AIMER_FB) != 0) {
            break;
        }
        /* the IV becomes the public key; its bits steer nothing secret */
        aimer_linear_expand(&lin, iv);
        aimer_gf_from_bytes(&pt, ptb);
        zero = aimer_aim3_witness(&wit, &ct, &lin, &pt, NULL);
        /* The retry decision is public: a discarded (pt, iv) says nothing
           about the key that is kept. */
        KPQC_CT_PUBLIC(&zero, sizeof zero);
        if (!zero) {
            ret = 0;
            break;
        }
    }
    if (ret == 0) {
        memcpy(pk, iv, AIMER_FB);
        aimer_gf_to_bytes(pk + AIMER_FB, &ct);
        KPQC_CT_PUBLIC(pk, AIMER_PK_BYTES); /* the public key is an output */
        memcpy(sk, ptb, AIMER_FB);
        memcpy(sk + AIMER_FB, pk, AIMER_PK_BYTES);
    }
    kpqc_zeroize(&wit, sizeof wit);
    kpqc_zeroize(&pt, sizeof pt);
    kpqc_zeroize(ptb, sizeof ptb);
    return ret;
}

/* keypair_derand: the attempts' pt and iv are read from
 * SHAKE256("kpqc AIMer keypair" || seed), lambda/8 bytes each, in the
 * order keypair() draws them from the randomness source. */
int KPQC_NS(crypto_sign_keypair_derand)(uint8_t *pk, uint8_t *sk, const uint8_t *seed)
{
    static const uint8_t label[] = "kpqc AIMer keypair";
    coin_source src;
    int ret;
    src.derand = 1;
    kpqc_shake256_init(&src.xof);
    kpqc_keccak_absorb(&src.xof, label, sizeof label - 1);
    kpqc_keccak_absorb(&src.xof, seed, AIMER_FB);
    kpqc_keccak_finalize(&src.xof);
    ret = keypair_from(pk, sk, &src);
    kpqc_keccak_wipe(&src.xof);
    return ret;
}

int KPQC_NS(crypto_sign_keypair)(uint8_t *pk, uint8_t *sk)
{
    coin_source src;
    src.derand = 0;
    return keypair_from(pk, sk, &src);
}

/* ---- hashes shared by signer and verifier --------------------------------- */

/* mu = H_mu(iv || ct || ctxlen || ctx || m) */
static void message_digest(uint8_t mu[AIMER_DIGEST], const uint8_t pk[AIMER_PK_BYTES],
                           const uint8_t *ctx, size_t ctxlen, const uint8_t *m, size_t mlen)
{
    kpqc_keccak_ctx h;
    uint8_t len = (uint8_t)ctxlen;
    aimer_hash_init(&h, AIMER_PREFIX_MU);
    kpqc_keccak_absorb(&h, pk, AIMER_PK_BYTES);
    kpqc_keccak_absorb(&h, &len, 1);
    if (ctxlen > 0) {
        kpqc_keccak_absorb(&h, ctx, ctxlen);
    }
    if (mlen > 0) {
        kpqc_keccak_absorb(&h, m, mlen);
    }
    kpqc_keccak_finalize(&h);
    kpqc_keccak_squeeze(&h, mu, AIMER_DIGEST);
}

/* The challenge streams: eps from H(h1) (L + 1 elements per repetition, in
 * order), the opened parties from H(h2) (one byte per repetition). */
static void challenge_stream(kpqc_keccak_ctx *h, const uint8_t digest[AIMER_DIGEST])
{
    aimer_hash_init(h, AIMER_HASH_NONE);
    kpqc_keccak_absorb(h, digest, AIMER_DIGEST);
    kpqc_keccak_finalize(h);
}

static void next_eps(kpqc_keccak_ctx *h, aimer_gf eps[AIMER_L + 1])
{
    uint8_t buf[AIMER_FB];
    unsigned l;
    for (l = 0; l <= AIMER_L; l++) {
        kpqc_keccak_squeeze(h, buf, AIMER_FB);
        aimer_gf_from_bytes(&eps[l], buf);
    }
}

static void absorb_gf(kpqc_keccak_ctx *h, const aimer_gf *a)
{
    uint8_t buf[AIMER_FB];
    aimer_gf_to_bytes(buf, a);
    kpqc_keccak_absorb(h, buf, AIMER_FB);
}

/* ---- signing ------------------------------------------------------------- */

/* The salt and the repetitions' root seeds: H3(pt || mu || rnd), salt
 * first, then one seed per repetition. Each pass re-derives the stream
 * rather than keeping the tau roots. */
static void seed_stream(kpqc_keccak_ctx *h, uint8_t salt[AIMER_FB], const uint8_t *ptb,
                        const uint8_t mu[AIMER_DIGEST], const uint8_t *rnd)
{
    aimer_hash_init(h, AIMER_HASH_SEEDS);
    kpqc_keccak_absorb(h, ptb, AIMER_FB);
    kpqc_keccak_absorb(h, mu, AIMER_DIGEST);
    kpqc_keccak_absorb(h, rnd, AIMER_FB);
    kpqc_keccak_finalize(h);
    kpqc_keccak_squeeze(h, salt, AIMER_FB);
}

typedef struct {
    aimer_linear lin;
    aimer_witness wit;
    aimer_gf pt, ct;
    aimer_gf v[AIMER_N]; /* pass 2: one repetition's v shares */
    aimer_tape tape;
    aimer_party party;
    aimer_delta delta;
    aimer_gf eps[AIMER_L + 1], alpha[AIMER_L + 1];
    aimer_tree tree;
    kpqc_keccak_ctx seeds, hc, ch;
    uint8_t mu[AIMER_DIGEST], commit[AIMER_DIGEST], root[AIMER_FB], buf[AIMER_FB];
    uint8_t idx[AIMER_T];
} signer;

/* Pass 1: commitments into h1, and the repetition's corrections
 * delta_pt = sum pt_i + pt, delta_y = sum y_i + y, delta_c = sum c_i +
 * sum_l (sum a_i)_l b_l, which make the shares (with the last party's
 * tape corrected) sum to the witness and to a valid triple. */
static void pass_commit(signer *st, uint8_t *sig, const uint8_t *salt, unsigned rep)
{
    aimer_tape sum;
    uint8_t *proof = PROOF(sig, rep);
    unsigned p, l;
    memset(&sum, 0, sizeof sum);
    kpqc_keccak_squeeze(&st->seeds, st->root, AIMER_FB);
    aimer_tree_start(&st->tree, salt, rep, st->root, NULL, AIMER_NO_HIDDEN);
    for (p = 0; p < AIMER_N; p++) {
        const uint8_t *leaf = aimer_tree_leaf(&st->tree, p);
        aimer_party_commit(st->commit, &st->tape, salt, rep, p, leaf);
        kpqc_keccak_absorb(&st->hc, st->commit, AIMER_DIGEST);
        aimer_gf_add(&sum.pt, &sum.pt, &st->tape.pt);
        for (l = 0; l < AIMER_L; l++) {
            aimer_gf_add(&sum.y[l], &sum.y[l], &st->tape.y[l]);
        }
        for (l = 0; l <= AIMER_L; l++) {
            aimer_gf_add(&sum.a[l], &sum.a[l], &st->tape.a[l]);
        }
        aimer_gf_add(&sum.c, &sum.c, &st->tape.c);
    }
    aimer_gf_add(&st->delta.pt, &sum.pt, &st->pt);
    for (l = 0; l < AIMER_L; l++) {
        aimer_gf_add(&st->delta.y[l], &sum.y[l], &st->wit.b[l]);
    }
    st->delta.c = sum.c;
    for (l = 0; l <= AIMER_L; l++) {
        aimer_gf_mul_add(&st->delta.c, &sum.a[l], &st->wit.b[l]);
        /* parked for pass 2, overwritten by the opened alpha in pass 3 */
        aimer_gf_to_bytes(proof + OFF_ALPHA + l * AIMER_FB, &sum.a[l]);
    }
    aimer_delta_to_bytes(proof + OFF_DELTA, &st->delta);
    kpqc_keccak_absorb(&st->hc, proof + OFF_DELTA, AIMER_DELTA_ELEMS * AIMER_FB);
    kpqc_zeroize(&sum, sizeof sum);
}

/* Pass 2: every party's alpha shares into h2, then their v shares. */
static void pass_check(signer *st, uint8_t *sig, const uint8_t *salt, unsigned rep)
{
    uint8_t *proof = PROOF(sig, rep);
    unsigned p, l;
    kpqc_keccak_squeeze(&st->seeds, st->root, AIMER_FB);
    next_eps(&st->ch, st->eps);
    aimer_delta_from_bytes(&st->delta, proof + OFF_DELTA);
    for (l = 0; l <= AIMER_L; l++) {
        /* alpha_l = sum of the a shares + eps_l x_l: what the parties open */
        aimer_gf_from_bytes(&st->alpha[l], proof + OFF_ALPHA + l * AIMER_FB);
        aimer_gf_mul_add(&st->alpha[l], &st->eps[l], &st->wit.x[l]);
    }
    aimer_tree_start(&st->tree, salt, rep, st->root, NULL, AIMER_NO_HIDDEN);
    for (p = 0; p < AIMER_N; p++) {
        const uint8_t *leaf = aimer_tree_leaf(&st->tree, p);
        int last = p == AIMER_N - 1;
        aimer_party_commit(st->commit, &st->tape, salt, rep, p, leaf);
        if (last) {
            aimer_party_apply_delta(&st->tape, &st->delta);
        }
        aimer_party_run(&st->party, &st->tape, &st->lin, &st->ct, st->eps, last);
        for (l = 0; l <= AIMER_L; l++) {
            absorb_gf(&st->hc, &st->party.alpha[l]);
        }
        st->v[p] = st->party.v;
        aimer_party_v(&st->v[p], st->party.b, st->alpha);
    }
    for (p = 0; p < AIMER_N; p++) {
        absorb_gf(&st->hc, &st->v[p]);
    }
}

/* Pass 3: open every party of the repetition but the challenged one. */
static void pass_open(signer *st, uint8_t *sig, const uint8_t *salt, unsigned rep)
{
    uint8_t *proof = PROOF(sig, rep);
    unsigned hidden = st->idx[rep] & (AIMER_N - 1), l;
    const uint8_t *leaf;
    kpqc_keccak_squeeze(&st->seeds, st->root, AIMER_FB);
    next_eps(&st->ch, st->eps);
    aimer_delta_from_bytes(&st->delta, proof + OFF_DELTA);
    aimer_tree_start(&st->tree, salt, rep, st->root, NULL, AIMER_NO_HIDDEN);
    leaf = aimer_tree_reveal(&st->tree, proof + OFF_REVEAL, hidden);
    aimer_party_commit(proof + OFF_COMMIT, &st->tape, salt, rep, hidden, leaf);
    if (hidden == AIMER_N - 1) {
        aimer_party_apply_delta(&st->tape, &st->delta);
    }
    aimer_party_run(&st->party, &st->tape, &st->lin, &st->ct, st->eps, hidden == AIMER_N - 1);
    for (l = 0; l <= AIMER_L; l++) {
        aimer_gf_to_bytes(proof + OFF_ALPHA + l * AIMER_FB, &st->party.alpha[l]);
    }
}

static void sign_internal(uint8_t *sig, const uint8_t *m, size_t mlen, const uint8_t *ctx,
                          size_t ctxlen, const uint8_t *sk, const uint8_t *rnd)
{
    signer st;
    uint8_t *salt = sig, *h1 = sig + AIMER_FB, *h2 = sig + AIMER_FB + AIMER_DIGEST;
    unsigned rep;

    aimer_gf_from_bytes(&st.pt, sk);
    aimer_gf_from_bytes(&st.ct, sk + 2 * AIMER_FB);
    message_digest(st.mu, sk + AIMER_FB, ctx, ctxlen, m, mlen);
    aimer_linear_expand(&st.lin, sk + AIMER_FB);
    /* a key from keypair() has no zero S-box input; a forged secret key
       with one still signs (and the signature fails), as upstream */
    (void)aimer_aim3_witness(&st.wit, NULL, &st.lin, &st.pt, &st.ct);

    seed_stream(&st.seeds, salt, sk, st.mu, rnd);
    aimer_hash_init(&st.hc, AIMER_HASH_H1);
    kpqc_keccak_absorb(&st.hc, st.mu, AIMER_DIGEST);
    kpqc_keccak_absorb(&st.hc, salt, AIMER_FB);
    for (rep = 0; rep < AIMER_T; rep++) {
        pass_commit(&st, sig, salt, rep);
    }
    kpqc_keccak_finalize(&st.hc);
    kpqc_keccak_squeeze(&st.hc, h1, AIMER_DIGEST);
    /* h1 and the salt are parts of the signature: public from here on */
    KPQC_CT_PUBLIC(sig, AIMER_FB + AIMER_DIGEST);

    seed_stream(&st.seeds, salt, sk, st.mu, rnd);
    challenge_stream(&st.ch, h1);
    aimer_hash_init(&st.hc, AIMER_HASH_H2);
    kpqc_keccak_absorb(&st.hc, h1, AIMER_DIGEST);
    kpqc_keccak_absorb(&st.hc, salt, AIMER_FB);
    for (rep = 0; rep < AIMER_T; rep++) {
        pass_check(&st, sig, salt, rep);
    }
    kpqc_keccak_finalize(&st.hc);
    kpqc_keccak_squeeze(&st.hc, h2, AIMER_DIGEST);
    /* h2 is part of the signature, and the opened parties it selects are
       the public challenge of the proof */
    KPQC_CT_PUBLIC(h2, AIMER_DIGEST);

    challenge_stream(&st.hc, h2);
    kpqc_keccak_squeeze(&st.hc, st.idx, AIMER_T);
    seed_stream(&st.seeds, salt, sk, st.mu, rnd);
    challenge_stream(&st.ch, h1);
    for (rep = 0; rep < AIMER_T; rep++) {
        pass_open(&st, sig, salt, rep);
    }
    /* the signature is the output */
    KPQC_CT_PUBLIC(sig, AIMER_SIG_BYTES);
    kpqc_keccak_wipe(&st.seeds);
    kpqc_zeroize(&st, sizeof st);
}

int KPQC_NS(crypto_sign_signature_derand)(uint8_t *sig, size_t *siglen, const uint8_t *m,
                                          size_t mlen, const uint8_t *ctx, size_t ctxlen,
                                          const uint8_t *sk, const uint8_t *coins)
{
    *siglen = 0;
    if (ctxlen > 255) {
        return KPQC_ERR_CONTEXT;
    }
    sign_internal(sig, m, mlen, ctx, ctxlen, sk, coins);
    *siglen = AIMER_SIG_BYTES;
    return 0;
}

int KPQC_NS(crypto_sign_signature)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                                   const uint8_t *ctx, size_t ctxlen, const uint8_t *sk)
{
    uint8_t rnd[AIMER_FB];
    int ret;
    *siglen = 0;
    if (ctxlen > 255) {
        return KPQC_ERR_CONTEXT;
    }
    ret = kpqc_randombytes(rnd, sizeof rnd);
    if (ret == 0) {
        ret = KPQC_NS(crypto_sign_signature_derand)(sig, siglen, m, mlen, ctx, ctxlen, sk, rnd);
    }
    kpqc_zeroize(rnd, sizeof rnd);
    return ret;
}

/* ---- verification -------------------------------------------------------- */

typedef struct {
    aimer_linear lin;
    aimer_gf ct;
    aimer_gf v[AIMER_N]; /* c + sum eps z, then the whole v share */
#if VERIFY_KEEPS_B
    aimer_gf b[AIMER_N][AIMER_L + 1];
#endif
    aimer_tape tape;
    aimer_party party;
    aimer_delta delta;
    aimer_gf eps[AIMER_L + 1], alpha[AIMER_L + 1], bsh[AIMER_L + 1];
    aimer_tree tree;
    kpqc_keccak_ctx h1, h2, ch;
    uint8_t mu[AIMER_DIGEST], commit[AIMER_DIGEST];
    uint8_t idx[AIMER_T];
} verifier;

static void verify_rep(verifier *st, const uint8_t *sig, unsigned rep)
{
    const uint8_t *salt = sig, *proof = PROOF(sig, rep);
    unsigned hidden = st->idx[rep] & (AIMER_N - 1), p, l;
    aimer_gf vbar;

    next_eps(&st->ch, st->eps);
    aimer_delta_from_bytes(&st->delta, proof + OFF_DELTA);
    memset(st->alpha, 0, sizeof st->alpha);
    aimer_tree_start(&st->tree, salt, rep, NULL, proof + OFF_REVEAL, hidden);
    for (p = 0; p < AIMER_N; p++) {
        int last = p == AIMER_N - 1;
        if (p == hidden) {
            kpqc_keccak_absorb(&st->h1, proof + OFF_COMMIT, AIMER_DIGEST);
            kpqc_keccak_absorb(&st->h2, proof + OFF_ALPHA, (AIMER_L + 1) * AIMER_FB);
            for (l = 0; l <= AIMER_L; l++) {
                aimer_gf a;
                aimer_gf_from_bytes(&a, proof + OFF_ALPHA + l * AIMER_FB);
                aimer_gf_add(&st->alpha[l], &st->alpha[l], &a);
            }
            continue;
        }
        aimer_party_commit(st->commit, &st->tape, salt, rep, p, aimer_tree_leaf(&st->tree, p));
        kpqc_keccak_absorb(&st->h1, st->commit, AIMER_DIGEST);
        if (last) {
            aimer_party_apply_delta(&st->tape, &st->delta);
        }
        aimer_party_run(&st->party, &st->tape, &st->lin, &st->ct, st->eps, last);
        for (l = 0; l <= AIMER_L; l++) {
            absorb_gf(&st->h2, &st->party.alpha[l]);
            aimer_gf_add(&st->alpha[l], &st->alpha[l], &st->party.alpha[l]);
        }
        st->v[p] = st->party.v;
#if VERIFY_KEEPS_B
        memcpy(st->b[p], st->party.b, sizeof st->party.b);
#endif
    }
    /* the opened parties' v shares need alpha, known only now; the hidden
       party's v is the one that makes the sum zero */
    memset(&vbar, 0, sizeof vbar);
#if !VERIFY_KEEPS_B
    aimer_tree_start(&st->tree, salt, rep, NULL, proof + OFF_REVEAL, hidden);
#endif
    for (p = 0; p < AIMER_N; p++) {
        if (p == hidden) {
            continue;
        }
#if VERIFY_KEEPS_B
        aimer_party_v(&st->v[p], st->b[p], st->alpha);
#else
        aimer_party_commit(st->commit, &st->tape, salt, rep, p, aimer_tree_leaf(&st->tree, p));
        if (p == AIMER_N - 1) {
            aimer_party_apply_delta(&st->tape, &st->delta);
        }
        aimer_party_b(st->bsh, &st->tape, &st->ct, p == AIMER_N - 1);
        aimer_party_v(&st->v[p], st->bsh, st->alpha);
#endif
        aimer_gf_add(&vbar, &vbar, &st->v[p]);
    }
    st->v[hidden] = vbar;
    for (p = 0; p < AIMER_N; p++) {
        absorb_gf(&st->h2, &st->v[p]);
    }
    kpqc_keccak_absorb(&st->h1, proof + OFF_DELTA, AIMER_DELTA_ELEMS * AIMER_FB);
}

int KPQC_NS(crypto_sign_verify)(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                                const uint8_t *ctx, size_t ctxlen, const uint8_t *pk)
{
    verifier st;
    uint8_t d1[AIMER_DIGEST], d2[AIMER_DIGEST];
    const uint8_t *salt = sig, *h1 = sig + AIMER_FB, *h2 = sig + AIMER_FB + AIMER_DIGEST;
    unsigned rep;

    if (ctxlen > 255) {
        return KPQC_ERR_CONTEXT;
    }
    if (siglen != AIMER_SIG_BYTES) {
        return KPQC_ERR_LENGTH;
    }
    aimer_linear_expand(&st.lin, pk);
    aimer_gf_from_bytes(&st.ct, pk + AIMER_FB);
    message_digest(st.mu, pk, ctx, ctxlen, m, mlen);
    challenge_stream(&st.ch, h2);
    kpqc_keccak_squeeze(&st.ch, st.idx, AIMER_T);
    challenge_stream(&st.ch, h1);
    aimer_hash_init(&st.h1, AIMER_HASH_H1);
    kpqc_keccak_absorb(&st.h1, st.mu, AIMER_DIGEST);
    kpqc_keccak_absorb(&st.h1, salt, AIMER_FB);
    aimer_hash_init(&st.h2, AIMER_HASH_H2);
    kpqc_keccak_absorb(&st.h2, h1, AIMER_DIGEST);
    kpqc_keccak_absorb(&st.h2, salt, AIMER_FB);
    for (rep = 0; rep < AIMER_T; rep++) {
        verify_rep(&st, sig, rep);
    }
    kpqc_keccak_finalize(&st.h1);
    kpqc_keccak_squeeze(&st.h1, d1, AIMER_DIGEST);
    kpqc_keccak_finalize(&st.h2);
    kpqc_keccak_squeeze(&st.h2, d2, AIMER_DIGEST);
    if (memcmp(d1, h1, AIMER_DIGEST) != 0 || memcmp(d2, h2, AIMER_DIGEST) != 0) {
        return KPQC_ERR_VERIFY;
    }
    return 0;
}

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
        },
};

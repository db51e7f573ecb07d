/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* AIMer v3 verification (specification, Verify), with its NIST-style entry
 * point. */
#include <string.h>

#include "aimer.h"
#include "native/api.h"

#ifdef KPQC_NIST_HEADER
#include KPQC_NIST_HEADER /* the prototypes this file defines (KPQC_API) */
#endif

/* parties per batch of S-box inputs: the bitsliced batch takes them all
   (at most 16) where the backend has it, else four */
#if defined(AIMER_NATIVE_PARTY_LINEAR_BATCH)
#define VERIFY_BATCH (AIMER_N - 1 < 16 ? AIMER_N - 1 : 16)
#else
#define VERIFY_BATCH 4
#endif

/* The verifier keeps every party's b shares when they take at most 12 KiB
 * (the f sets and aimer-128s); aimer-192s and aimer-256s recompute them
 * from the tapes to stay well inside the stack budget. */
#define VERIFY_KEEPS_B (AIMER_N * (AIMER_L + 1) * AIMER_FB <= 12288)

typedef struct {
    aimer_layers ly;
    aimer_gf ct;
    aimer_gf v[AIMER_N]; /* c + sum eps z, then the whole v share */
#if VERIFY_KEEPS_B
    aimer_gf b[AIMER_N][AIMER_L + 1];
#endif
    aimer_tape tapes[AIMER_GROUP];
    aimer_tape pend[VERIFY_BATCH]; /* tapes waiting to run as a batch */
    aimer_gf x[VERIFY_BATCH][AIMER_L + 1];
    unsigned pend_p[VERIFY_BATCH], npend, hidden_done;
    aimer_party party;
    aimer_delta delta;
    aimer_gf eps[AIMER_L + 1], alpha[AIMER_L + 1], bsh[AIMER_L + 1];
    kpqc_keccak_ctx h1, h2, ch;
    aimer_leaves tree_top;
    uint8_t leaves[AIMER_CHUNK][AIMER_FB]; /* the hidden party's unset */
    uint8_t mu[AIMER_DIGEST], commits[AIMER_GROUP][AIMER_DIGEST];
    uint8_t idx[AIMER_T];
} verifier;

/* The opened challenge party's alpha shares, in their place in h2 */
static void absorb_hidden(verifier *st, const uint8_t *proof)
{
    unsigned l;
    kpqc_keccak_absorb(&st->h2, proof + AIMER_OFF_ALPHA, (AIMER_L + 1) * AIMER_FB);
    for (l = 0; l <= AIMER_L; l++) {
        aimer_gf a;
        aimer_gf_from_bytes(&a, proof + AIMER_OFF_ALPHA + l * AIMER_FB);
        aimer_gf_add(&st->alpha[l], &st->alpha[l], &a);
    }
    st->hidden_done = 1;
}

/* The pending parties' checks, in party order, their S-box inputs in one
 * batch; h2 takes the hidden party's alpha shares in their place. */
static void run_pending(verifier *st, const uint8_t *proof, unsigned hidden)
{
    const aimer_tape *t[VERIFY_BATCH] = {NULL};
    unsigned k, l, n = st->npend;
    for (k = 0; k < n; k++) {
        t[k] = &st->pend[k];
    }
    aimer_party_linear_batch(st->x, t, n, &st->ly);
    for (k = 0; k < n; k++) {
        const unsigned p = st->pend_p[k];
        if (!st->hidden_done && p > hidden) {
            absorb_hidden(st, proof);
        }
        aimer_party_finish(&st->party, st->x[k], t[k], &st->ly, &st->ct, st->eps, p == AIMER_N - 1);
        aimer_absorb_gfs(&st->h2, st->party.alpha, AIMER_L + 1);
        for (l = 0; l <= AIMER_L; l++) {
            aimer_gf_add(&st->alpha[l], &st->alpha[l], &st->party.alpha[l]);
        }
        st->v[p] = st->party.v;
#if VERIFY_KEEPS_B
        memcpy(st->b[p], st->party.b, sizeof st->party.b);
#endif
    }
    st->npend = 0;
}

static void verify_rep(verifier *st, const uint8_t *sig, unsigned rep)
{
    const uint8_t *salt = sig, *proof = AIMER_PROOF(sig, rep);
    unsigned hidden = st->idx[rep] & (AIMER_N - 1), p, p0, k, j = 0;
    aimer_gf vbar;

    aimer_next_eps(&st->ch, st->eps);
    aimer_delta_from_bytes(&st->delta, proof + AIMER_OFF_DELTA);
    memset(st->alpha, 0, sizeof st->alpha);
    st->npend = 0;
    st->hidden_done = 0;
    aimer_leaves_start(&st->tree_top, salt, rep, NULL, proof + AIMER_OFF_REVEAL, hidden);
    for (p = 0; p < AIMER_N; p++) {
        const int last = p == AIMER_N - 1;
        aimer_tape *tape;
        if (p % AIMER_CHUNK == 0) {
            aimer_leaves_chunk(&st->tree_top, st->leaves, p / AIMER_CHUNK);
        }
        if (p % AIMER_GROUP == 0) {
            /* the group's commitments and tapes, four SHAKEs at a time */
            (void)aimer_party_commit_group(st->commits, st->tapes, salt, rep, p,
                                           st->leaves + p % AIMER_CHUNK, hidden);
            j = 0;
        }
        if (p == hidden) {
            kpqc_keccak_absorb(&st->h1, proof + AIMER_OFF_COMMIT, AIMER_DIGEST);
            continue;
        }
        tape = &st->tapes[j];
        kpqc_keccak_absorb(&st->h1, st->commits[j], AIMER_DIGEST);
        j++;
        if (last) {
            aimer_party_apply_delta(tape, &st->delta);
        }
        st->pend[st->npend] = *tape;
        st->pend_p[st->npend++] = p;
        if (st->npend == VERIFY_BATCH) {
            run_pending(st, proof, hidden);
        }
    }
    run_pending(st, proof, hidden);
    if (!st->hidden_done) {
        absorb_hidden(st, proof);
    }
    /* the opened parties' v shares need alpha, known only now; the hidden
       party's v is the one that makes the sum zero */
    memset(&vbar, 0, sizeof vbar);
    for (p0 = 0; p0 < AIMER_N; p0 += AIMER_GROUP) {
#if !VERIFY_KEEPS_B
        /* the leaves and tapes again */
        if (p0 % AIMER_CHUNK == 0) {
            aimer_leaves_chunk(&st->tree_top, st->leaves, p0 / AIMER_CHUNK);
        }
        (void)aimer_party_commit_group(st->commits, st->tapes, salt, rep, p0,
                                       st->leaves + p0 % AIMER_CHUNK, hidden);
#endif
        for (k = 0, j = 0; k < AIMER_GROUP; k++) {
            p = p0 + k;
            if (p == hidden) {
                continue;
            }
#if VERIFY_KEEPS_B
            aimer_party_v(&st->v[p], st->b[p], st->alpha);
#else
            if (p == AIMER_N - 1) {
                aimer_party_apply_delta(&st->tapes[j], &st->delta);
            }
            aimer_party_b(st->bsh, &st->tapes[j], &st->ct, p == AIMER_N - 1);
            aimer_party_v(&st->v[p], st->bsh, st->alpha);
#endif
            j++;
            aimer_gf_add(&vbar, &vbar, &st->v[p]);
        }
    }
    st->v[hidden] = vbar;
    aimer_absorb_gfs(&st->h2, st->v, AIMER_N);
    kpqc_keccak_absorb(&st->h1, proof + AIMER_OFF_DELTA, AIMER_DELTA_ELEMS * AIMER_FB);
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
    aimer_linear_expand(&st.ly.lin, pk);
    aimer_layers_prepare(&st.ly); /* the parties' form of the matrices from here on */
    aimer_gf_from_bytes(&st.ct, pk + AIMER_FB);
    aimer_message_digest(st.mu, pk, ctx, ctxlen, m, mlen);
    aimer_challenge_stream(&st.ch, h2);
    kpqc_keccak_squeeze(&st.ch, st.idx, AIMER_T);
    aimer_challenge_stream(&st.ch, h1);
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

/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* AIMer v3 verification (specification, Verify), with its NIST-style entry
 * point. */
#include <string.h>

#include "aimer.h"
#include "native/api.h"

#ifdef KPQC_NIST_HEADER
#include KPQC_NIST_HEADER /* the prototypes this file defines (KPQC_API) */
#endif

/* The verifier keeps every party's b shares when they take at most 12 KiB
 * (the f sets and aimer-128s); aimer-192s and aimer-256s recompute them
 * from the tapes to stay well inside the stack budget. */
#define VERIFY_KEEPS_B (AIMER_N * (AIMER_L + 1) * AIMER_FB <= 12288)

/* Parties per batch of S-box inputs: where the backend has the bitsliced
 * batch, the opened parties of two repetitions (VERIFY_REPS; 128f and
 * 192f, whose b shares are kept) or of one (256f, for the stack), 16 at
 * a time for the s sets; else four. */
#if defined(AIMER_NATIVE_PARTY_LINEAR_BATCH)
#if AIMER_N - 1 <= 16 && AIMER_LAMBDA <= 192 && VERIFY_KEEPS_B
#define VERIFY_REPS 2
#else
#define VERIFY_REPS 1
#endif
#define VERIFY_BATCH (AIMER_N - 1 < 16 ? VERIFY_REPS * (AIMER_N - 1) : 16)
#else
#define VERIFY_REPS  1
#define VERIFY_BATCH 4
#endif

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
    aimer_gf eps[VERIFY_REPS][AIMER_L + 1], alpha[AIMER_L + 1], bsh[AIMER_L + 1];
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

/* The S-box inputs of the pending parties, in one batch */
static void pending_linear(verifier *st)
{
    const aimer_tape *t[VERIFY_BATCH] = {NULL};
    unsigned k;
    for (k = 0; k < st->npend; k++) {
        t[k] = &st->pend[k];
    }
    aimer_party_linear_batch(st->x, t, st->npend, &st->ly);
}

/* The checks of the pending parties k0 .. k1 - 1 (one repetition's, in
 * party order) from their S-box inputs; h2 takes the hidden party's alpha
 * shares in their place. */
static void pending_finish(verifier *st, unsigned k0, unsigned k1, const uint8_t *proof,
                           unsigned hidden, const aimer_gf eps[AIMER_L + 1])
{
    unsigned k, l;
    for (k = k0; k < k1; k++) {
        const unsigned p = st->pend_p[k];
        if (!st->hidden_done && p > hidden) {
            absorb_hidden(st, proof);
        }
        aimer_party_finish(&st->party, st->x[k], &st->pend[k], &st->ly, &st->ct, eps,
                           p == AIMER_N - 1);
        aimer_absorb_gfs(&st->h2, st->party.alpha, AIMER_L + 1);
        for (l = 0; l <= AIMER_L; l++) {
            aimer_gf_add(&st->alpha[l], &st->alpha[l], &st->party.alpha[l]);
        }
        st->v[p] = st->party.v;
#if VERIFY_KEEPS_B
        memcpy(st->b[p], st->party.b, sizeof st->party.b);
#endif
    }
}

/* Pass 1 of a repetition: the commitments and delta into h1, its eps
 * (slot) drawn, the opened parties' tapes pending (and checked whenever
 * the batch is full, when one repetition fills it) */
static void collect_rep(verifier *st, const uint8_t *sig, unsigned rep, unsigned slot)
{
    const uint8_t *salt = sig, *proof = AIMER_PROOF(sig, rep);
    unsigned hidden = st->idx[rep] & (AIMER_N - 1), p, j = 0;

    aimer_next_eps(&st->ch, st->eps[slot]);
    aimer_delta_from_bytes(&st->delta, proof + AIMER_OFF_DELTA);
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
        if (st->npend == VERIFY_BATCH && VERIFY_REPS == 1) {
            pending_linear(st);
            pending_finish(st, 0, st->npend, proof, hidden, st->eps[slot]);
            st->npend = 0;
        }
    }
    kpqc_keccak_absorb(&st->h1, proof + AIMER_OFF_DELTA, AIMER_DELTA_ELEMS * AIMER_FB);
}

/* Pass 2 of a repetition: the pending parties k0 .. k1 - 1 are its
 * last (with VERIFY_REPS = 1, those left after collect_rep), their alpha
 * shares and then every v share into h2. */
static void finish_rep(verifier *st, const uint8_t *sig, unsigned rep, unsigned slot, unsigned k0,
                       unsigned k1)
{
    const uint8_t *proof = AIMER_PROOF(sig, rep);
    unsigned hidden = st->idx[rep] & (AIMER_N - 1), p, p0, k, j;
    aimer_gf vbar;
#if !VERIFY_KEEPS_B
    const uint8_t *salt = sig;
#endif

    pending_finish(st, k0, k1, proof, hidden, st->eps[slot]);
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
    /* the next repetition's sums start */
    memset(st->alpha, 0, sizeof st->alpha);
    st->hidden_done = 0;
}

/* Repetitions rep .. rep + VERIFY_REPS - 1 (those below tau): their
 * opened parties' S-box inputs in one batch (with one repetition, the
 * batches collect_rep ran and the rest) */
static void verify_reps(verifier *st, const uint8_t *sig, unsigned rep)
{
    unsigned r, n[VERIFY_REPS], k0 = 0;
    for (r = 0; r < VERIFY_REPS && rep + r < AIMER_T; r++) {
        collect_rep(st, sig, rep + r, r);
        n[r] = st->npend - k0;
        k0 = st->npend;
    }
    pending_linear(st);
    for (r = 0, k0 = 0; r < VERIFY_REPS && rep + r < AIMER_T; r++) {
        finish_rep(st, sig, rep + r, r, k0, k0 + n[r]);
        k0 += n[r];
    }
    st->npend = 0;
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
    memset(st.alpha, 0, sizeof st.alpha);
    st.hidden_done = 0;
    st.npend = 0;
    for (rep = 0; rep < AIMER_T; rep += VERIFY_REPS) {
        verify_reps(&st, sig, rep);
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

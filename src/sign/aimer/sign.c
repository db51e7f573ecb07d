/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* AIMer v3 signing (specification, Sign), with its NIST-style entry points.
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
 * (see docs/algorithms/aimer.md for the figures).
 *
 * The speed variant (the default; KPQC_VARIANT=stack in CMake, compile
 * definition KPQC_STACK_VARIANT, turns it off) keeps from pass 1 what pass
 * 2 would expand again, where it fits the Cortex-M4 beside the set's other
 * memory: every party's tape of every repetition when they take at most
 * 64 KiB (aimer-128f: 33 x 16 tapes of 112 bytes, 58 KiB), so that pass 2
 * expands no tree and no tape; else every leaf seed when they take at
 * most 24 KiB (aimer-192f: 49 x 16 x 24 bytes, 18 KiB), so that pass 2
 * expands no tree. A party's check needs its whole tape (pt and y shares
 * for x, z and b; a for alpha; c for v), so nothing smaller than the tape
 * would do. 192f's tapes would need 129 KiB, 256f's leaves 33 KiB beside
 * its 62 KB, the s sets' leaves 68 KiB and more: they sign as the stack
 * variant does. The verifier runs each
 * repetition's parties once, keeping the partial v shares, and then needs
 * every party's b shares: kept when small (f sets, aimer-128s), recomputed
 * from the tapes otherwise. The 2L binary matrices of the affine layers
 * (8, 18 and 48 KiB) are the largest object; they are expanded once per
 * operation. */
#include <string.h>

#include "aimer.h"
#include "ct.h"
#include "ctgrind.h"
#include "randombytes.h"

#ifdef KPQC_NIST_HEADER
#include KPQC_NIST_HEADER /* the prototypes this file defines (KPQC_API) */
#endif

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

#define SIGN_TAPES_BYTES  (AIMER_T * AIMER_N * AIMER_TAPE_ELEMS * AIMER_FB)
#define SIGN_LEAVES_BYTES (AIMER_T * AIMER_N * AIMER_FB)
/* repetitions per batch of S-box inputs in pass 2, when the tapes are
   kept: as many as the batch holds (AIMER_BATCH_MAX parties) */
#define SIGN_REPS (AIMER_BATCH_MAX / (AIMER_N - 1) > 0 ? AIMER_BATCH_MAX / (AIMER_N - 1) : 1)
#if defined(KPQC_STACK_VARIANT)
#define SIGN_KEEPS_TAPES  0
#define SIGN_KEEPS_LEAVES 0
#elif SIGN_TAPES_BYTES <= 65536
#define SIGN_KEEPS_TAPES  1
#define SIGN_KEEPS_LEAVES 0
#elif SIGN_LEAVES_BYTES <= 24576
#define SIGN_KEEPS_TAPES  0
#define SIGN_KEEPS_LEAVES 1
#else
#define SIGN_KEEPS_TAPES  0
#define SIGN_KEEPS_LEAVES 0
#endif
#if SIGN_KEEPS_TAPES && AIMER_N - 1 > AIMER_BATCH_MAX
#error "pass 2 batches the parties of whole repetitions"
#endif

typedef struct {
    aimer_layers ly;
    aimer_witness wit;
    aimer_gf pt, ct;
    aimer_gf v[AIMER_N]; /* pass 2: one repetition's v shares */
#if SIGN_KEEPS_TAPES
    aimer_tape kept[AIMER_T][AIMER_N]; /* pass 1's tapes, for pass 2 */
    /* a batch's S-box inputs: two repetitions' parties in pass 2, 32
       repetitions' opened parties in pass 3 */
    aimer_gf x[AIMER_BATCH_MAX][AIMER_L + 1];
#else
    aimer_tape tapes[AIMER_GROUP];
#endif
    aimer_party party;
    aimer_delta delta;
    aimer_gf eps[AIMER_L + 1], alpha[AIMER_L + 1];
    kpqc_keccak_ctx seeds, hc, ch;
    aimer_leaves tree_top;
#if SIGN_KEEPS_LEAVES
    uint8_t kept_leaves[AIMER_T][AIMER_N][AIMER_FB]; /* pass 1's leaf seeds, for pass 2 */
#else
    uint8_t leaves[AIMER_CHUNK][AIMER_FB];
#endif
    uint8_t mu[AIMER_DIGEST], commits[AIMER_GROUP][AIMER_DIGEST], root[AIMER_FB], buf[AIMER_FB];
    uint8_t idx[AIMER_T];
} signer;

/* Pass 1: commitments into h1, and the repetition's corrections
 * delta_pt = sum pt_i + pt, delta_y = sum y_i + y, delta_c = sum c_i +
 * sum_l (sum a_i)_l b_l, which make the shares (with the last party's
 * tape corrected) sum to the witness and to a valid triple. */
static void pass_commit(signer *st, uint8_t *sig, const uint8_t *salt, unsigned rep)
{
    aimer_tape sum;
    uint8_t *proof = AIMER_PROOF(sig, rep);
    unsigned p0, k, l;
    memset(&sum, 0, sizeof sum);
    kpqc_keccak_squeeze(&st->seeds, st->root, AIMER_FB);
    aimer_leaves_start(&st->tree_top, salt, rep, st->root, NULL, AIMER_NO_HIDDEN);
    for (p0 = 0; p0 < AIMER_N; p0 += AIMER_GROUP) {
#if SIGN_KEEPS_LEAVES
        uint8_t(*chunk)[AIMER_FB] = st->kept_leaves[rep] + (p0 - p0 % AIMER_CHUNK);
#else
        uint8_t(*chunk)[AIMER_FB] = st->leaves;
#endif
#if SIGN_KEEPS_TAPES
        aimer_tape *tapes = &st->kept[rep][p0];
#else
        aimer_tape *tapes = st->tapes;
#endif
        if (p0 % AIMER_CHUNK == 0) {
            aimer_leaves_chunk(&st->tree_top, chunk, p0 / AIMER_CHUNK);
        }
        aimer_party_commit_group(st->commits, tapes, salt, rep, p0, chunk + p0 % AIMER_CHUNK,
                                 AIMER_NO_HIDDEN);
        for (k = 0; k < AIMER_GROUP; k++) {
            const aimer_tape *tape = &tapes[k];
            kpqc_keccak_absorb(&st->hc, st->commits[k], AIMER_DIGEST);
            aimer_gf_add(&sum.pt, &sum.pt, &tape->pt);
            for (l = 0; l < AIMER_L; l++) {
                aimer_gf_add(&sum.y[l], &sum.y[l], &tape->y[l]);
            }
            for (l = 0; l <= AIMER_L; l++) {
                aimer_gf_add(&sum.a[l], &sum.a[l], &tape->a[l]);
            }
            aimer_gf_add(&sum.c, &sum.c, &tape->c);
        }
    }
    aimer_gf_add(&st->delta.pt, &sum.pt, &st->pt);
    for (l = 0; l < AIMER_L; l++) {
        aimer_gf_add(&st->delta.y[l], &sum.y[l], &st->wit.b[l]);
    }
    st->delta.c = sum.c;
    for (l = 0; l <= AIMER_L; l++) {
        aimer_gf_mul_add(&st->delta.c, &sum.a[l], &st->wit.b[l]);
        /* parked for pass 2, overwritten by the opened alpha in pass 3 */
        aimer_gf_to_bytes(proof + AIMER_OFF_ALPHA + l * AIMER_FB, &sum.a[l]);
    }
    aimer_delta_to_bytes(proof + AIMER_OFF_DELTA, &st->delta);
    kpqc_keccak_absorb(&st->hc, proof + AIMER_OFF_DELTA, AIMER_DELTA_ELEMS * AIMER_FB);
    kpqc_zeroize(&sum, sizeof sum);
}

/* A party's shares in pass 2: its alpha shares into h2 and into rest
 * (their sum so far), its v share into v[p] and vsum. */
static void party_shares(signer *st, const aimer_party *party, unsigned p,
                         aimer_gf rest[AIMER_L + 1], aimer_gf *vsum)
{
    unsigned l;
    aimer_absorb_gfs(&st->hc, party->alpha, AIMER_L + 1);
    for (l = 0; l <= AIMER_L; l++) {
        aimer_gf_add(&rest[l], &rest[l], &party->alpha[l]);
    }
    st->v[p] = party->v;
    aimer_party_v(&st->v[p], party->b, st->alpha);
    aimer_gf_add(vsum, vsum, &st->v[p]);
}

/* The last party's shares follow from the others': its alpha shares
 * complete the opened alpha, and its v share makes the v shares sum to
 * zero, as they do for a valid witness. Its tape is still corrected, for
 * pass 3. */
static void last_shares(signer *st, aimer_tape *tape, aimer_gf rest[AIMER_L + 1],
                        const aimer_gf *vsum)
{
    unsigned l;
    aimer_party_apply_delta(tape, &st->delta);
    for (l = 0; l <= AIMER_L; l++) {
        aimer_gf_add(&rest[l], &rest[l], &st->alpha[l]);
    }
    aimer_absorb_gfs(&st->hc, rest, AIMER_L + 1);
    st->v[AIMER_N - 1] = *vsum;
}

/* Pass 2: every party's alpha shares into h2, then their v shares. The
 * speed variant reads the tapes (or expands the leaf seeds) pass 1 kept;
 * the stack variant expands the tree and the tapes again. With every tape
 * at hand, the S-box inputs of two repetitions' parties come in one batch
 * (aimer_party_linear_batch). */
static void pass_check(signer *st, uint8_t *sig, const uint8_t *salt, unsigned rep)
{
    uint8_t *proof = AIMER_PROOF(sig, rep);
    aimer_gf rest[AIMER_L + 1], vsum; /* the sums of the other parties' shares */
    unsigned p, l;
#if SIGN_KEEPS_TAPES
    const aimer_tape *t[AIMER_BATCH_MAX] = {NULL};
    aimer_gf(*x)[AIMER_L + 1];
    unsigned n, r;
#else
    unsigned p0, k;
#endif
    memset(rest, 0, sizeof rest);
    memset(&vsum, 0, sizeof vsum);
#if SIGN_KEEPS_TAPES
    (void)salt;
#elif !SIGN_KEEPS_LEAVES
    kpqc_keccak_squeeze(&st->seeds, st->root, AIMER_FB);
#endif
    aimer_next_eps(&st->ch, st->eps);
    aimer_delta_from_bytes(&st->delta, proof + AIMER_OFF_DELTA);
    for (l = 0; l <= AIMER_L; l++) {
        /* alpha_l = sum of the a shares + eps_l x_l: what the parties open */
        aimer_gf_from_bytes(&st->alpha[l], proof + AIMER_OFF_ALPHA + l * AIMER_FB);
        aimer_gf_mul_add(&st->alpha[l], &st->eps[l], &st->wit.x[l]);
    }
#if SIGN_KEEPS_TAPES
    if (rep % SIGN_REPS == 0) {
        /* the S-box inputs of this repetition's parties and the next's */
        for (r = rep, n = 0; r < rep + SIGN_REPS && r < AIMER_T; r++) {
            for (p = 0; p + 1 < AIMER_N; p++) {
                t[n++] = &st->kept[r][p];
            }
        }
        aimer_party_linear_batch(st->x, t, n, &st->ly);
    }
    x = st->x + rep % SIGN_REPS * (AIMER_N - 1);
    for (p = 0; p + 1 < AIMER_N; p++) {
        aimer_party_finish(&st->party, x[p], &st->kept[rep][p], &st->ly, &st->ct, st->eps, 0);
        party_shares(st, &st->party, p, rest, &vsum);
    }
    last_shares(st, &st->kept[rep][AIMER_N - 1], rest, &vsum);
    kpqc_zeroize(x, (AIMER_N - 1) * sizeof x[0]);
#else
#if !SIGN_KEEPS_LEAVES
    aimer_leaves_start(&st->tree_top, salt, rep, st->root, NULL, AIMER_NO_HIDDEN);
#endif
    for (p0 = 0; p0 < AIMER_N; p0 += AIMER_GROUP) {
        aimer_tape *tapes = st->tapes;
#if SIGN_KEEPS_LEAVES
        uint8_t(*chunk)[AIMER_FB] = st->kept_leaves[rep] + (p0 - p0 % AIMER_CHUNK);
#else
        uint8_t(*chunk)[AIMER_FB] = st->leaves;
        if (p0 % AIMER_CHUNK == 0) {
            aimer_leaves_chunk(&st->tree_top, chunk, p0 / AIMER_CHUNK);
        }
#endif
        aimer_party_commit_group(st->commits, tapes, salt, rep, p0, chunk + p0 % AIMER_CHUNK,
                                 AIMER_NO_HIDDEN);
        for (k = 0; k < AIMER_GROUP; k++) {
            p = p0 + k;
            if (p == AIMER_N - 1) {
                last_shares(st, &tapes[k], rest, &vsum);
                break;
            }
            aimer_party_run(&st->party, &tapes[k], &st->ly, &st->ct, st->eps, 0);
            party_shares(st, &st->party, p, rest, &vsum);
        }
    }
#endif
    aimer_absorb_gfs(&st->hc, st->v, AIMER_N);
    kpqc_zeroize(rest, sizeof rest);
    kpqc_zeroize(&vsum, sizeof vsum);
}

/* Pass 3: open every party of the repetition but the challenged one. */
static void pass_open(signer *st, uint8_t *sig, const uint8_t *salt, unsigned rep)
{
    uint8_t *proof = AIMER_PROOF(sig, rep);
    unsigned hidden = st->idx[rep] & (AIMER_N - 1), l;
    kpqc_keccak_squeeze(&st->seeds, st->root, AIMER_FB);
    aimer_next_eps(&st->ch, st->eps);
    aimer_delta_from_bytes(&st->delta, proof + AIMER_OFF_DELTA);
    aimer_tree_open(proof + AIMER_OFF_REVEAL, st->buf, salt, rep, st->root, hidden);
#if SIGN_KEEPS_TAPES
    /* the opened party's tape, with the correction pass 2 applied; the
       S-box inputs of up to 32 repetitions' opened parties in one batch
       (which parties is public: h2 chose them) */
    aimer_party_commit(proof + AIMER_OFF_COMMIT, NULL, salt, rep, hidden, st->buf);
    if (rep % AIMER_BATCH_MAX == 0) {
        const aimer_tape *t[AIMER_BATCH_MAX] = {NULL};
        unsigned r, n = 0;
        for (r = rep; r < rep + AIMER_BATCH_MAX && r < AIMER_T; r++) {
            t[n++] = &st->kept[r][st->idx[r] & (AIMER_N - 1)];
        }
        aimer_party_linear_batch(st->x, t, n, &st->ly);
    }
    aimer_party_alpha_x(st->party.alpha, st->x[rep % AIMER_BATCH_MAX], &st->kept[rep][hidden],
                        &st->ly, st->eps, hidden == AIMER_N - 1);
#else
    aimer_party_commit(proof + AIMER_OFF_COMMIT, &st->tapes[0], salt, rep, hidden, st->buf);
    if (hidden == AIMER_N - 1) {
        aimer_party_apply_delta(&st->tapes[0], &st->delta);
    }
    aimer_party_alpha(st->party.alpha, &st->tapes[0], &st->ly, st->eps, hidden == AIMER_N - 1);
#endif
    for (l = 0; l <= AIMER_L; l++) {
        aimer_gf_to_bytes(proof + AIMER_OFF_ALPHA + l * AIMER_FB, &st->party.alpha[l]);
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
    aimer_message_digest(st.mu, sk + AIMER_FB, ctx, ctxlen, m, mlen);
    aimer_linear_expand(&st.ly.lin, sk + AIMER_FB);
    /* a key from keypair() has no zero S-box input; a forged secret key
       with one still signs, and the signature fails (pass 2 derives the
       last party's v share from a valid witness, so the bytes may differ
       from upstream's equally invalid ones) */
    (void)aimer_aim3_witness(&st.wit, NULL, &st.ly.lin, &st.pt, &st.ct);
#if SIGN_KEEPS_TAPES
    aimer_layers_prepare(&st.ly); /* the parties' form of the matrices from here on */
#else
    st.ly.prepared = 0;
#endif

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

#if !SIGN_KEEPS_TAPES && !SIGN_KEEPS_LEAVES
    seed_stream(&st.seeds, salt, sk, st.mu, rnd);
#endif
    aimer_challenge_stream(&st.ch, h1);
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

    aimer_challenge_stream(&st.hc, h2);
    kpqc_keccak_squeeze(&st.hc, st.idx, AIMER_T);
    seed_stream(&st.seeds, salt, sk, st.mu, rnd);
    aimer_challenge_stream(&st.ch, h1);
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

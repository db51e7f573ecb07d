/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* AIMer v3 internals shared by the files of this folder, one file per
 * object of the specification: field.c (GF(2^lambda)), aim3.c (the one-way
 * function and its affine layers), hash.c (the SHAKE instances and domain
 * bytes), tree.c (the GGM seed trees), proof.c (one party's share of the
 * multiplication check), transcript.c (the hashes signer and verifier
 * share), keygen.c, sign.c and verify.c (the three algorithms), and
 * aimer.c (the attached form and the descriptor).
 * Every external name carries the parameter-set prefix through KPQC_NS. */
#ifndef KPQC_AIMER_H
#define KPQC_AIMER_H

#include <stddef.h>
#include <stdint.h>

#include "fips202.h"
#include "fips202x4.h"
#include "params.h"

/* ---- field.c: GF(2^lambda) ----------------------------------------------- */
/* An element: little-endian 64-bit words, word 0 holds the coefficients of
 * x^0 .. x^63. The moduli are x^128 + x^7 + x^2 + x + 1,
 * x^192 + x^7 + x^2 + x + 1 and x^256 + x^10 + x^5 + x^2 + 1. */
typedef struct {
    uint64_t w[AIMER_W];
} aimer_gf;

#define aimer_gf_from_bytes  KPQC_NS(aimer_gf_from_bytes)
#define aimer_gf_to_bytes    KPQC_NS(aimer_gf_to_bytes)
#define aimer_gf_add         KPQC_NS(aimer_gf_add)
#define aimer_gf_mul         KPQC_NS(aimer_gf_mul)
#define aimer_gf_mul_add     KPQC_NS(aimer_gf_mul_add)
#define aimer_gf_dot_add     KPQC_NS(aimer_gf_dot_add)
#define aimer_gf_sqr_n       KPQC_NS(aimer_gf_sqr_n)
#define aimer_gf_inv         KPQC_NS(aimer_gf_inv)
#define aimer_gf_is_zero     KPQC_NS(aimer_gf_is_zero)
#define aimer_gf_mat_vec     KPQC_NS(aimer_gf_mat_vec)
#define aimer_gf_mat_vec_add KPQC_NS(aimer_gf_mat_vec_add)
/* the portable twins of the native kernels (native/api.h) */
#define aimer_gf_mul_c         KPQC_NS(aimer_gf_mul_c)
#define aimer_gf_sqr_n_c       KPQC_NS(aimer_gf_sqr_n_c)
#define aimer_gf_dot_add_c     KPQC_NS(aimer_gf_dot_add_c)
#define aimer_gf_mat_vec_add_c KPQC_NS(aimer_gf_mat_vec_add_c)

void aimer_gf_from_bytes(aimer_gf *a, const uint8_t in[AIMER_FB]);
void aimer_gf_to_bytes(uint8_t out[AIMER_FB], const aimer_gf *a);
/* r = a + b (r may alias either) */
void aimer_gf_add(aimer_gf *r, const aimer_gf *a, const aimer_gf *b);
/* r = a b (r may alias either); constant time */
void aimer_gf_mul(aimer_gf *r, const aimer_gf *a, const aimer_gf *b);
/* r += a b */
void aimer_gf_mul_add(aimer_gf *r, const aimer_gf *a, const aimer_gf *b);
/* r += sum_(k < n) a[k] b[k] (r must not alias a[k] or b[k]) */
void aimer_gf_dot_add(aimer_gf *r, const aimer_gf *a, const aimer_gf *b, unsigned n);
/* r = a^(2^n) (r may alias a) */
void aimer_gf_sqr_n(aimer_gf *r, const aimer_gf *a, unsigned n);
/* r = a^(2^lambda - 2): the inverse of a nonzero a, and 0 for 0 */
void aimer_gf_inv(aimer_gf *r, const aimer_gf *a);
/* 1 when a == 0, else 0; constant time */
uint64_t aimer_gf_is_zero(const aimer_gf *a);
/* r = sum over the bits v_i of v of v_i m[i] (the row vector v times the
 * lambda x lambda binary matrix whose rows are m[0..lambda)); constant time
 * in v. r must not alias v. */
void aimer_gf_mat_vec(aimer_gf *r, const aimer_gf *v, const aimer_gf m[AIMER_LAMBDA]);
void aimer_gf_mat_vec_add(aimer_gf *r, const aimer_gf *v, const aimer_gf m[AIMER_LAMBDA]);
void aimer_gf_mul_c(aimer_gf *r, const aimer_gf *a, const aimer_gf *b);
void aimer_gf_sqr_n_c(aimer_gf *r, const aimer_gf *a, unsigned n);
void aimer_gf_dot_add_c(aimer_gf *r, const aimer_gf *a, const aimer_gf *b, unsigned n);
void aimer_gf_mat_vec_add_c(aimer_gf *r, const aimer_gf *v, const aimer_gf m[AIMER_LAMBDA]);

/* ---- hash.c: SHAKE128 (lambda = 128) or SHAKE256, with domain bytes ------ */
#define AIMER_HASH_COMMIT 5    /* party commitment and tape */
#define AIMER_HASH_TREE   4    /* seed-tree node expansion */
#define AIMER_HASH_SEEDS  3    /* salt and root seeds */
#define AIMER_HASH_H2     2    /* second commitment: alpha and v shares */
#define AIMER_HASH_H1     1    /* first commitment: party commitments and deltas */
#define AIMER_HASH_NONE   (-1) /* no domain byte (the IV expansion, the challenges) */

#define aimer_hash_init KPQC_NS(aimer_hash_init)
#define aimer_hash      KPQC_NS(aimer_hash)
#define aimer_hash_many KPQC_NS(aimer_hash_many)
void aimer_hash_init(kpqc_keccak_ctx *h, int prefix);
/* out = H(in) in one call; in starts with its domain byte, if any. The
 * party commitments and tree nodes hash one short buffer each, so that
 * the sponge takes whole lanes (and a four-way Keccak could take four
 * such buffers at once). */
void aimer_hash(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen);
/* out[k] = H(in[k]) for k < n <= 4, inputs and outputs of equal lengths
 * (outlen <= AIMER_HASH_MANY_MAX): four SHAKEs side by side (fips202x4.h)
 * where the 4-way permutation is native, else one after the other. */
#define AIMER_HASH_MANY_MAX (AIMER_DIGEST + (2 * AIMER_L + 3) * AIMER_FB)
void aimer_hash_many(uint8_t *const out[4], size_t outlen, const uint8_t *const in[4], size_t inlen,
                     unsigned n);

/* ---- aim3.c: AIM3 over the IV's affine layers ---------------------------- */
/* The affine layers: matrices 0 .. L-1 act on pt before the input S-boxes,
 * matrices L .. 2L-1 on their outputs before the output S-box; vectors
 * 0 .. L are the constants added to the L + 1 S-box inputs. */
typedef struct {
    aimer_gf mat[2 * AIMER_L][AIMER_LAMBDA];
    aimer_gf vec[AIMER_L + 1];
} aimer_linear;

/* The witness of the signer: the S-box inputs x[0..L] and the values the
 * multiplication check pairs with them, b[l] = y_l = S(x_l) for l < L and
 * b[L] = pt + ct (the output S-box's value). x[l] b[l] = x[l]^(2^e_l) + 1. */
typedef struct {
    aimer_gf x[AIMER_L + 1];
    aimer_gf b[AIMER_L + 1];
} aimer_witness;

#define aimer_exponent         KPQC_NS(aimer_exponent)
#define aimer_linear_expand    KPQC_NS(aimer_linear_expand)
#define aimer_aim3_witness     KPQC_NS(aimer_aim3_witness)
#define aimer_square_up_rows_c KPQC_NS(aimer_square_up_rows_c)
#define aimer_aim3_ct          KPQC_NS(aimer_aim3_ct)
extern const uint8_t aimer_exponent[AIMER_L + 1];
void aimer_linear_expand(aimer_linear *lin, const uint8_t iv[AIMER_FB]);
/* The portable twin of the native kernel (native/api.h) that turns the
 * lambda squeezed rows of one matrix into the matrix, in place. */
void aimer_square_up_rows_c(aimer_gf m[AIMER_LAMBDA]);
/* Key generation's AIM3: ct from pt and the IV, the affine layers applied
 * as they are squeezed (no matrix is built). Returns 1 when some S-box
 * input is zero (key generation must try again, ct is then meaningless),
 * else 0; constant time. */
uint64_t aimer_aim3_ct(aimer_gf *ct, const aimer_gf *pt, const uint8_t iv[AIMER_FB]);
/* Evaluates AIM3 on pt: fills wit (b[L] only when ct is given; pass ct NULL
 * to compute it into ct_out instead). Returns 1 when some S-box input is
 * zero (key generation must try again), else 0; constant time. */
uint64_t aimer_aim3_witness(aimer_witness *wit, aimer_gf *ct_out, const aimer_linear *lin,
                            const aimer_gf *pt, const aimer_gf *ct);

/* ---- proof.c: one party of one repetition -------------------------------- */
/* The affine layers as the party functions read them: lin's rows, or,
 * once aimer_layers_prepare has set prepared, the native backend's own
 * form of the matrices (native/api.h, PARTY_LINEAR_BATCH); the vectors
 * stay as they are. Key generation and the witness read lin before. */
typedef struct {
    aimer_linear lin;
    unsigned prepared;
} aimer_layers;

/* A party's random tape, in the order it is squeezed. */
typedef struct {
    aimer_gf pt;
    aimer_gf y[AIMER_L];
    aimer_gf a[AIMER_L + 1];
    aimer_gf c;
} aimer_tape;

/* The public corrections of a repetition, in signature order: they turn
 * the last party's tape into shares of the witness. */
typedef struct {
    aimer_gf pt;
    aimer_gf y[AIMER_L];
    aimer_gf c;
} aimer_delta;

/* What one party contributes to the multiplication check. */
typedef struct {
    aimer_gf alpha[AIMER_L + 1]; /* a + eps x: opened */
    aimer_gf v;                  /* c + sum eps z + sum alpha b: opened */
    aimer_gf b[AIMER_L + 1];     /* its shares of b, for the verifier's v */
} aimer_party;

#define aimer_party_commit         KPQC_NS(aimer_party_commit)
#define aimer_party_commit_group   KPQC_NS(aimer_party_commit_group)
#define aimer_party_apply_delta    KPQC_NS(aimer_party_apply_delta)
#define aimer_party_run            KPQC_NS(aimer_party_run)
#define aimer_party_b              KPQC_NS(aimer_party_b)
#define aimer_party_alpha          KPQC_NS(aimer_party_alpha)
#define aimer_layers_prepare       KPQC_NS(aimer_layers_prepare)
#define aimer_party_linear_batch   KPQC_NS(aimer_party_linear_batch)
#define aimer_party_finish         KPQC_NS(aimer_party_finish)
#define aimer_party_alpha_x        KPQC_NS(aimer_party_alpha_x)
#define aimer_party_linear_batch_c KPQC_NS(aimer_party_linear_batch_c)
#define aimer_party_linear_x4_c    KPQC_NS(aimer_party_linear_x4_c)
#define aimer_party_v              KPQC_NS(aimer_party_v)
#define aimer_delta_to_bytes       KPQC_NS(aimer_delta_to_bytes)
#define aimer_delta_from_bytes     KPQC_NS(aimer_delta_from_bytes)
#define aimer_party_linear_c       KPQC_NS(aimer_party_linear_c)
#define aimer_party_powers_c       KPQC_NS(aimer_party_powers_c)

/* commit = H5(salt || rep || party || seed), then the tape from the same XOF;
 * tape may be NULL when only the commitment is wanted. */
void aimer_party_commit(uint8_t commit[AIMER_DIGEST], aimer_tape *tape,
                        const uint8_t salt[AIMER_FB], unsigned rep, unsigned party,
                        const uint8_t seed[AIMER_FB]);
/* Parties per group of commitments: four where the build may have a
 * 4-way Keccak kernel (x86-64, AArch64), one elsewhere, where a group's
 * kept tapes would cost stack for nothing. */
#if defined(KPQC_NATIVE_X86_64) || defined(KPQC_NATIVE_AARCH64)
#define AIMER_GROUP 4
#else
#define AIMER_GROUP 1
#endif
/* The commitments and tapes of parties p0 .. p0 + AIMER_GROUP - 1 (p0 a
 * multiple of AIMER_GROUP) from their leaf seeds (read only), except party
 * skip (AIMER_NO_HIDDEN: none): in party order into commit[k] and tape[k],
 * k < the count returned. Four SHAKE instances run side by side where the
 * 4-way permutation is native. */
unsigned aimer_party_commit_group(uint8_t commit[AIMER_GROUP][AIMER_DIGEST],
                                  aimer_tape tape[AIMER_GROUP], const uint8_t salt[AIMER_FB],
                                  unsigned rep, unsigned p0, uint8_t seeds[AIMER_GROUP][AIMER_FB],
                                  unsigned skip);
void aimer_party_apply_delta(aimer_tape *tape, const aimer_delta *d);
/* The linear part of the party's view: alpha shares, the v share without
 * its alpha b terms, and the b shares. last: 1 for party N-1, which adds the
 * public constants. */
void aimer_party_run(aimer_party *out, const aimer_tape *tape, const aimer_layers *ly,
                     const aimer_gf *ct, const aimer_gf eps[AIMER_L + 1], int last);
/* The S-box inputs without the constants (x_l = pt A_l, x_L = sum_l y_l
 * B_l) of the n <= AIMER_BATCH_MAX parties tape[0 .. n-1], x[k] from
 * tape[k]: all at once, bitsliced across the parties, where the backend
 * prepared the layers, else four or one at a time. */
#define AIMER_BATCH_MAX 32
void aimer_party_linear_batch(aimer_gf x[][AIMER_L + 1], const aimer_tape *const tape[], unsigned n,
                              const aimer_layers *ly);
/* aimer_party_run from the party's S-box inputs x of
 * aimer_party_linear_batch (x is used up). */
void aimer_party_finish(aimer_party *out, aimer_gf x[AIMER_L + 1], const aimer_tape *tape,
                        const aimer_layers *ly, const aimer_gf *ct, const aimer_gf eps[AIMER_L + 1],
                        int last);
/* The party's alpha shares alone (the signer's opening: no v share); the
 * last party's tape carries its corrections already. */
void aimer_party_alpha(aimer_gf alpha[AIMER_L + 1], const aimer_tape *tape, const aimer_layers *ly,
                       const aimer_gf eps[AIMER_L + 1], int last);
/* aimer_party_alpha from the party's S-box inputs x of
 * aimer_party_linear_batch (x is used up). */
void aimer_party_alpha_x(aimer_gf alpha[AIMER_L + 1], aimer_gf x[AIMER_L + 1],
                         const aimer_tape *tape, const aimer_layers *ly,
                         const aimer_gf eps[AIMER_L + 1], int last);
/* The party's shares of b alone (no matrix work): y shares, pt (+ ct). */
void aimer_party_b(aimer_gf b[AIMER_L + 1], const aimer_tape *tape, const aimer_gf *ct, int last);
/* v += sum_l alpha[l] b[l] */
void aimer_party_v(aimer_gf *v, const aimer_gf b[AIMER_L + 1], const aimer_gf alpha[AIMER_L + 1]);
/* The portable twins of the party kernels (native/api.h): the S-box inputs
 * without the constants, x_l = pt A_l (l < L) and x_L = sum_l y_l B_l, and
 * their Frobenius powers z_l = x_l^(2^e_l). */
void aimer_party_linear_c(aimer_gf x[AIMER_L + 1], const aimer_tape *tape, const aimer_linear *lin);
void aimer_party_powers_c(aimer_gf z[AIMER_L + 1], const aimer_gf x[AIMER_L + 1]);
/* aimer_party_linear_c for four tapes (x[k] from tape[k]) */
void aimer_party_linear_x4_c(aimer_gf x[4][AIMER_L + 1], const aimer_tape *const tape[4],
                             const aimer_linear *lin);
/* aimer_party_linear_c for n tapes (x[k] from tape[k]) */
void aimer_party_linear_batch_c(aimer_gf x[][AIMER_L + 1], const aimer_tape *const tape[],
                                unsigned n, const aimer_linear *lin);
/* Lets the backend prepare ly's matrices for the batch (no-op without) */
void aimer_layers_prepare(aimer_layers *ly);
void aimer_delta_to_bytes(uint8_t out[AIMER_DELTA_ELEMS * AIMER_FB], const aimer_delta *d);
void aimer_delta_from_bytes(aimer_delta *d, const uint8_t in[AIMER_DELTA_ELEMS * AIMER_FB]);

/* ---- tree.c: the seed tree of one repetition ----------------------------- */
/* Nodes are numbered as a heap: the root is 1, the children of k are 2k
 * and 2k + 1, the leaf of party p is N + p. */
#define AIMER_NO_HIDDEN 0xFFFFu

#define aimer_tree_open    KPQC_NS(aimer_tree_open)
#define aimer_leaves_start KPQC_NS(aimer_leaves_start)
#define aimer_leaves_chunk KPQC_NS(aimer_leaves_chunk)

/* Signer, opening party p: the LOGN seeds that reveal every leaf but p's
 * (the sibling of p's leaf first) into out, p's leaf seed into leaf; the
 * LOGN expansions of p's path. */
void aimer_tree_open(uint8_t out[AIMER_LOGN * AIMER_FB], uint8_t leaf[AIMER_FB],
                     const uint8_t *salt, unsigned rep, const uint8_t root[AIMER_FB], unsigned p);

/* The leaf seeds of a repetition in chunks of AIMER_CHUNK consecutive
 * parties (at most 16 x lambda/8 bytes at a time): the tree is expanded
 * depth by depth, four nodes side by side through the 4-way SHAKE where it
 * is native (aimer_hash_many). aimer_leaves_start expands the top of the
 * tree, down to the chunks' roots (nothing for the f sets, whose tree is
 * one chunk); aimer_leaves_chunk expands chunk c, parties 16 c .. 16 c + 15.
 * The signer passes root (reveal NULL, hidden AIMER_NO_HIDDEN); the
 * verifier passes reveal and hidden (root NULL), and the hidden party's
 * leaf stays unset. */
/* 16 parties per chunk: every set has at least 16 parties (a constant, not
   a min(): clang-tidy flags the conditional as a branch clone where
   AIMER_LOGN is 4) */
#define AIMER_LOGCHUNK 4
_Static_assert(AIMER_LOGN >= AIMER_LOGCHUNK, "a chunk holds at most all the parties");
#define AIMER_CHUNK (1u << AIMER_LOGCHUNK)
typedef struct {
    const uint8_t *salt;
    unsigned rep;
    const uint8_t *reveal;
    unsigned hidden;
    uint8_t roots[AIMER_N / AIMER_CHUNK][AIMER_FB];
} aimer_leaves;
void aimer_leaves_start(aimer_leaves *t, const uint8_t *salt, unsigned rep, const uint8_t *root,
                        const uint8_t *reveal, unsigned hidden);
void aimer_leaves_chunk(const aimer_leaves *t, uint8_t leaves[AIMER_CHUNK][AIMER_FB], unsigned c);

/* ---- transcript.c: the hashes signer and verifier share ------------------ */
#define aimer_message_digest   KPQC_NS(aimer_message_digest)
#define aimer_challenge_stream KPQC_NS(aimer_challenge_stream)
#define aimer_next_eps         KPQC_NS(aimer_next_eps)
#define aimer_absorb_gfs       KPQC_NS(aimer_absorb_gfs)

/* mu = H_mu(iv || ct || ctxlen || ctx || m) */
void aimer_message_digest(uint8_t mu[AIMER_DIGEST], const uint8_t pk[AIMER_PK_BYTES],
                          const uint8_t *ctx, size_t ctxlen, const uint8_t *m, size_t mlen);
/* h = H(digest), ready to squeeze: eps from h1, the opened parties from h2 */
void aimer_challenge_stream(kpqc_keccak_ctx *h, const uint8_t digest[AIMER_DIGEST]);
/* the next repetition's L + 1 challenge elements */
void aimer_next_eps(kpqc_keccak_ctx *h, aimer_gf eps[AIMER_L + 1]);
/* absorbs the bytes of a[0], ..., a[n - 1] */
void aimer_absorb_gfs(kpqc_keccak_ctx *h, const aimer_gf *a, size_t n);

/* ---- sign.c and verify.c: where the parts of repetition r's proof sit ----- */
#define AIMER_PROOF(sig, r) ((sig) + AIMER_SIG_HEAD + (size_t)(r)*AIMER_PROOF_BYTES)
#define AIMER_OFF_REVEAL    0
#define AIMER_OFF_COMMIT    (AIMER_LOGN * AIMER_FB)
#define AIMER_OFF_DELTA     (AIMER_OFF_COMMIT + AIMER_DIGEST)
#define AIMER_OFF_ALPHA     (AIMER_OFF_DELTA + AIMER_DELTA_ELEMS * AIMER_FB)

#endif

/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* One party of one repetition of the MPC-in-the-head proof.
 *
 * The parties hold additive shares of pt, of the input S-box outputs y_l
 * and of a random multiplication triple (a_l, c) with c = sum_l a_l b_l.
 * All the circuit's other values are linear in those shares: the S-box
 * inputs x_l, their Frobenius powers z_l = x_l^(2^e_l) + 1 (squaring is
 * linear in characteristic 2) and b_l (y_l, and pt + ct for the output
 * S-box). The check that x_l b_l = z_l for every l, batched with one random
 * challenge eps_l per S-box, opens alpha_l = a_l + eps_l x_l and
 * v = c + sum_l eps_l z_l + sum_l alpha_l b_l, which sums to zero over the
 * parties exactly when the products are right (up to the soundness error).
 * Constants (the affine layers' vectors, the +1 of z, ct) are added by the
 * last party alone, as in the specification. */
#include <string.h>

#include "aimer.h"
#include "ct.h"
#include "native/api.h"

#define COMMIT_IN  (1 + AIMER_FB + 2 + AIMER_FB)
#define COMMIT_OUT (AIMER_DIGEST + AIMER_TAPE_ELEMS * AIMER_FB)

/* H5's input: domain byte, salt, rep, party, seed */
static void commit_input(uint8_t in[COMMIT_IN], const uint8_t salt[AIMER_FB], unsigned rep,
                         unsigned party, const uint8_t seed[AIMER_FB])
{
    in[0] = AIMER_HASH_COMMIT;
    memcpy(in + 1, salt, AIMER_FB);
    in[1 + AIMER_FB] = (uint8_t)rep;
    in[2 + AIMER_FB] = (uint8_t)party;
    memcpy(in + 3 + AIMER_FB, seed, AIMER_FB);
}

/* the tape follows the commitment in H5's output */
static void read_tape(aimer_tape *tape, const uint8_t *p)
{
    unsigned l;
    aimer_gf_from_bytes(&tape->pt, p);
    p += AIMER_FB;
    for (l = 0; l < AIMER_L; l++, p += AIMER_FB) {
        aimer_gf_from_bytes(&tape->y[l], p);
    }
    for (l = 0; l <= AIMER_L; l++, p += AIMER_FB) {
        aimer_gf_from_bytes(&tape->a[l], p);
    }
    aimer_gf_from_bytes(&tape->c, p);
}

void aimer_party_commit(uint8_t commit[AIMER_DIGEST], aimer_tape *tape,
                        const uint8_t salt[AIMER_FB], unsigned rep, unsigned party,
                        const uint8_t seed[AIMER_FB])
{
    /* H5(salt || rep || party || seed): the commitment, then the tape */
    uint8_t in[COMMIT_IN], out[COMMIT_OUT];
    commit_input(in, salt, rep, party, seed);
    aimer_hash(out, tape != NULL ? sizeof out : AIMER_DIGEST, in, sizeof in);
    memcpy(commit, out, AIMER_DIGEST);
    if (tape != NULL) {
        read_tape(tape, out + AIMER_DIGEST);
    }
    kpqc_zeroize(in, sizeof in);
    kpqc_zeroize(out, sizeof out);
}

/* Four (or three) parties through the 4-way SHAKE: its own function, so
 * that the single path does not carry its buffers. */
static void commit_x4(uint8_t commit[AIMER_GROUP][AIMER_DIGEST], aimer_tape tape[AIMER_GROUP],
                      const uint8_t salt[AIMER_FB], unsigned rep, unsigned p0,
                      uint8_t seeds[AIMER_GROUP][AIMER_FB], const unsigned which[AIMER_GROUP],
                      unsigned n)
{
    uint8_t in[4][COMMIT_IN], out[4][COMMIT_OUT];
    const uint8_t *ins[4] = {NULL, NULL, NULL, NULL};
    uint8_t *outs[4] = {NULL, NULL, NULL, NULL};
    unsigned k;
    for (k = 0; k < n; k++) {
        commit_input(in[k], salt, rep, p0 + which[k], seeds[which[k]]);
        ins[k] = in[k];
        outs[k] = out[k];
    }
    aimer_hash_many(outs, COMMIT_OUT, ins, COMMIT_IN, n);
    for (k = 0; k < n; k++) {
        memcpy(commit[k], out[k], AIMER_DIGEST);
        read_tape(&tape[k], out[k] + AIMER_DIGEST);
    }
    kpqc_zeroize(in, sizeof in);
    kpqc_zeroize(out, sizeof out);
}

unsigned aimer_party_commit_group(uint8_t commit[AIMER_GROUP][AIMER_DIGEST],
                                  aimer_tape tape[AIMER_GROUP], const uint8_t salt[AIMER_FB],
                                  unsigned rep, unsigned p0, uint8_t seeds[AIMER_GROUP][AIMER_FB],
                                  unsigned skip)
{
    unsigned which[AIMER_GROUP], n = 0, k;
    for (k = 0; k < AIMER_GROUP; k++) {
        if (p0 + k != skip) {
            which[n++] = k;
        }
    }
    if (n >= 2 && kpqc_keccakx4_native()) {
        commit_x4(commit, tape, salt, rep, p0, seeds, which, n);
    } else {
        for (k = 0; k < n; k++) {
            aimer_party_commit(commit[k], &tape[k], salt, rep, p0 + which[k], seeds[which[k]]);
        }
    }
    return n;
}

void aimer_party_apply_delta(aimer_tape *tape, const aimer_delta *d)
{
    unsigned l;
    aimer_gf_add(&tape->pt, &tape->pt, &d->pt);
    for (l = 0; l < AIMER_L; l++) {
        aimer_gf_add(&tape->y[l], &tape->y[l], &d->y[l]);
    }
    aimer_gf_add(&tape->c, &tape->c, &d->c);
}

void aimer_party_b(aimer_gf b[AIMER_L + 1], const aimer_tape *tape, const aimer_gf *ct, int last)
{
    unsigned l;
    for (l = 0; l < AIMER_L; l++) {
        b[l] = tape->y[l];
    }
    b[AIMER_L] = tape->pt;
    if (last) {
        aimer_gf_add(&b[AIMER_L], &b[AIMER_L], ct);
    }
}

void aimer_party_linear_c(aimer_gf x[AIMER_L + 1], const aimer_tape *tape, const aimer_linear *lin)
{
    unsigned l;
    for (l = 0; l < AIMER_L; l++) {
        aimer_gf_mat_vec(&x[l], &tape->pt, lin->mat[l]);
    }
    aimer_gf_mat_vec(&x[AIMER_L], &tape->y[0], lin->mat[AIMER_L]);
    for (l = 1; l < AIMER_L; l++) {
        aimer_gf_mat_vec_add(&x[AIMER_L], &tape->y[l], lin->mat[AIMER_L + l]);
    }
}

static void party_linear(aimer_gf x[AIMER_L + 1], const aimer_tape *tape, const aimer_linear *lin)
{
#if defined(AIMER_NATIVE_PARTY_LINEAR)
    if (aimer_native_party_linear(x, tape, lin) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    aimer_party_linear_c(x, tape, lin);
}

void aimer_layers_prepare(aimer_layers *ly)
{
    ly->prepared = 0;
#if defined(AIMER_NATIVE_PARTY_LINEAR_BATCH)
    if (aimer_native_linear_prepare(&ly->lin) == KPQC_NATIVE_OK) {
        ly->prepared = 1;
    }
#endif
}

void aimer_party_linear_batch_c(aimer_gf x[][AIMER_L + 1], const aimer_tape *const tape[],
                                unsigned n, const aimer_linear *lin)
{
    unsigned k;
    for (k = 0; k < n; k++) {
        party_linear(x[k], tape[k], lin);
    }
}

void aimer_party_linear_batch(aimer_gf x[][AIMER_L + 1], const aimer_tape *const tape[], unsigned n,
                              const aimer_layers *ly)
{
    unsigned k = 0;
#if defined(AIMER_NATIVE_PARTY_LINEAR_BATCH)
    if (ly->prepared) {
        /* prepared only by this backend, which is then available */
        (void)aimer_native_party_linear_batch(x, tape, n, &ly->lin);
        return;
    }
#endif
#if defined(AIMER_NATIVE_PARTY_LINEAR_X4)
    for (; k + 4 <= n; k += 4) {
        if (aimer_native_party_linear_x4(x + k, tape + k, &ly->lin) != KPQC_NATIVE_OK) {
            break;
        }
    }
#endif
    aimer_party_linear_batch_c(x + k, tape + k, n - k, &ly->lin);
}

/* one party through the batch, so that prepared layers are read right */
static void party_linear1(aimer_gf x[AIMER_L + 1], const aimer_tape *tape, const aimer_layers *ly)
{
    if (!ly->prepared) {
        party_linear(x, tape, &ly->lin);
        return;
    }
    aimer_party_linear_batch((aimer_gf(*)[AIMER_L + 1]) x, &tape, 1, ly);
}

void aimer_party_powers_c(aimer_gf z[AIMER_L + 1], const aimer_gf x[AIMER_L + 1])
{
    unsigned l;
    for (l = 0; l <= AIMER_L; l++) {
        aimer_gf_sqr_n(&z[l], &x[l], aimer_exponent[l]);
    }
}

static void party_powers(aimer_gf z[AIMER_L + 1], const aimer_gf x[AIMER_L + 1])
{
#if defined(AIMER_NATIVE_PARTY_POWERS)
    if (aimer_native_party_powers(z, x) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    aimer_party_powers_c(z, x);
}

void aimer_party_alpha(aimer_gf alpha[AIMER_L + 1], const aimer_tape *tape, const aimer_layers *ly,
                       const aimer_gf eps[AIMER_L + 1], int last)
{
    aimer_gf x[AIMER_L + 1];
    party_linear1(x, tape, ly);
    aimer_party_alpha_x(alpha, x, tape, ly, eps, last);
    kpqc_zeroize(x, sizeof x);
}

void aimer_party_alpha_x(aimer_gf alpha[AIMER_L + 1], aimer_gf x[AIMER_L + 1],
                         const aimer_tape *tape, const aimer_layers *ly,
                         const aimer_gf eps[AIMER_L + 1], int last)
{
    unsigned l;
    for (l = 0; l <= AIMER_L; l++) {
        if (last) {
            aimer_gf_add(&x[l], &x[l], &ly->lin.vec[l]);
        }
        alpha[l] = tape->a[l];
        aimer_gf_mul_add(&alpha[l], &x[l], &eps[l]);
    }
}

/* The party's view from its S-box inputs x without the constants (x is
   used up) */
void aimer_party_finish(aimer_party *out, aimer_gf x[AIMER_L + 1], const aimer_tape *tape,
                        const aimer_layers *ly, const aimer_gf *ct, const aimer_gf eps[AIMER_L + 1],
                        int last)
{
    aimer_gf z[AIMER_L + 1];
    unsigned l;
    if (last) {
        for (l = 0; l <= AIMER_L; l++) {
            aimer_gf_add(&x[l], &x[l], &ly->lin.vec[l]);
        }
    }
    aimer_party_b(out->b, tape, ct, last);
    party_powers(z, x);
    out->v = tape->c;
    for (l = 0; l <= AIMER_L; l++) {
        if (last) {
            z[l].w[0] ^= 1;
        }
        out->alpha[l] = tape->a[l];
        aimer_gf_mul_add(&out->alpha[l], &x[l], &eps[l]);
    }
    aimer_gf_dot_add(&out->v, z, eps, AIMER_L + 1);
}

void aimer_party_run(aimer_party *out, const aimer_tape *tape, const aimer_layers *ly,
                     const aimer_gf *ct, const aimer_gf eps[AIMER_L + 1], int last)
{
    aimer_gf x[AIMER_L + 1];
    party_linear1(x, tape, ly);
    aimer_party_finish(out, x, tape, ly, ct, eps, last);
}

void aimer_party_linear_x4_c(aimer_gf x[4][AIMER_L + 1], const aimer_tape *const tape[4],
                             const aimer_linear *lin)
{
    unsigned k;
    for (k = 0; k < 4; k++) {
        party_linear(x[k], tape[k], lin);
    }
}

void aimer_party_v(aimer_gf *v, const aimer_gf b[AIMER_L + 1], const aimer_gf alpha[AIMER_L + 1])
{
    aimer_gf_dot_add(v, b, alpha, AIMER_L + 1);
}

void aimer_delta_to_bytes(uint8_t out[AIMER_DELTA_ELEMS * AIMER_FB], const aimer_delta *d)
{
    unsigned l;
    aimer_gf_to_bytes(out, &d->pt);
    for (l = 0; l < AIMER_L; l++) {
        aimer_gf_to_bytes(out + (1 + l) * AIMER_FB, &d->y[l]);
    }
    aimer_gf_to_bytes(out + (1 + AIMER_L) * AIMER_FB, &d->c);
}

void aimer_delta_from_bytes(aimer_delta *d, const uint8_t in[AIMER_DELTA_ELEMS * AIMER_FB])
{
    unsigned l;
    aimer_gf_from_bytes(&d->pt, in);
    for (l = 0; l < AIMER_L; l++) {
        aimer_gf_from_bytes(&d->y[l], in + (1 + l) * AIMER_FB);
    }
    aimer_gf_from_bytes(&d->c, in + (1 + AIMER_L) * AIMER_FB);
}

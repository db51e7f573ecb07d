/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* AIM3: ct = pt + S_L(sum_l B_l S_l(A_l pt + b_l) + b_L) with the S-boxes
 * S_e(x) = x^(2^e - 1) + x^-1 (0 for x = 0 in the inverse term), over
 * affine layers expanded from the public IV. */
#include <string.h>

#include "aimer.h"
#include "ct.h"
#include "ctgrind.h"
#include "native/api.h"

const uint8_t aimer_exponent[AIMER_L + 1] = AIMER_EXPONENTS;

/* One invertible matrix from lambda squeezed rows r_0 .. r_(lambda-1): row i
 * is read as a unit lower-triangular row (bits 0 .. i-1 of r_i, bit i set)
 * and a unit upper-triangular row (bits i+1 .. of r_i, bit i set); the
 * matrix is their product, row i = sum_j low_i[j] up_j =
 * up_i + sum_(j<i) r_i[j] up_j.
 *
 * Method of Four Russians, in place. The columns go by groups of
 * AIMER_FR_BITS, group g from column j0 = AIMER_FR_BITS g on. A table holds
 * the XOR of every subset of the group's strict upper rows su_j (bits
 * j+1 .. of r_j), and every later row i adds the entry its own bits in the
 * group's columns j < i select. Adding su_j instead of up_j = su_j + e_j
 * also clears the low bit j of row i, so row i ends as
 * up_i + sum_(j<i) r_i[j] up_j and no second matrix is needed. The groups
 * go from the last to the first: an entry of group g changes only columns
 * j0 and up, so the bits the lower groups read are still the raw ones, and
 * the rows of group g are still raw when its table is built.
 *
 * The table index is a matrix bit: the matrix is public (it comes from the
 * IV, part of the public key), so these loads are constant time in every
 * secret. */
#define AIMER_FR_BITS 4
_Static_assert(64 % AIMER_FR_BITS == 0, "a group of columns stays within a word");
void aimer_square_up_rows_c(aimer_gf m[AIMER_LAMBDA])
{
    aimer_gf table[1u << AIMER_FR_BITS];
    unsigned g, b, s, i, k;
    /* the diagonal first: bit i of r_i is read by neither factor, and no
       table reads it */
    for (i = 0; i < AIMER_LAMBDA; i++) {
        m[i].w[i / 64] |= (uint64_t)1 << (i % 64);
    }
    for (g = AIMER_LAMBDA / AIMER_FR_BITS; g-- > 0;) {
        const unsigned j0 = g * AIMER_FR_BITS, wg = j0 / 64, sh = j0 % 64;
        /* table[s] = sum of su_(j0 + b) over the bits b of s; words
           below wg are zero in every entry */
        memset(&table[0], 0, sizeof table[0]);
        for (b = 0; b < AIMER_FR_BITS; b++) {
            const unsigned j = j0 + b;
            aimer_gf su;
            for (k = wg; k < AIMER_W; k++) {
                su.w[k] = m[j].w[k];
            }
            su.w[wg] &= ~(uint64_t)1 << sh << b; /* bits > j */
            for (s = 0; s < (1u << b); s++) {
                for (k = wg; k < AIMER_W; k++) {
                    table[(1u << b) | s].w[k] = table[s].w[k] ^ su.w[k];
                }
            }
        }
        /* row i takes its bits j0 .. of the columns j < i */
        for (i = j0 + 1; i < AIMER_LAMBDA; i++) {
            unsigned idx = (unsigned)(m[i].w[wg] >> sh) & ((1u << AIMER_FR_BITS) - 1);
            if (i < j0 + AIMER_FR_BITS) {
                idx &= (1u << (i - j0)) - 1;
            }
            for (k = wg; k < AIMER_W; k++) {
                m[i].w[k] ^= table[idx].w[k];
            }
        }
    }
}

static void square_up_rows(aimer_gf m[AIMER_LAMBDA])
{
#if defined(AIMER_NATIVE_SQUARE_UP_ROWS)
    if (aimer_native_square_up_rows(m) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    aimer_square_up_rows_c(m);
}

/* The affine layers' stream: XOF(iv), no domain byte. */
static void layers_start(kpqc_keccak_ctx *h, const uint8_t iv[AIMER_FB])
{
    aimer_hash_init(h, AIMER_HASH_NONE);
    kpqc_keccak_absorb(h, iv, AIMER_FB);
    kpqc_keccak_finalize(h);
}

/* The next lambda rows of the stream, squeezed in one call into the
 * matrix's own bytes and turned into elements in place: element i takes
 * exactly the bytes it is read from. */
_Static_assert(sizeof(aimer_gf) == AIMER_FB, "an element is its lambda / 8 bytes");
static void squeeze_rows(kpqc_keccak_ctx *h, aimer_gf rows[AIMER_LAMBDA])
{
    uint8_t *bytes = (uint8_t *)rows;
    aimer_gf t;
    unsigned i;
    kpqc_keccak_squeeze(h, bytes, (size_t)AIMER_LAMBDA * AIMER_FB);
    for (i = 0; i < AIMER_LAMBDA; i++) {
        aimer_gf_from_bytes(&t, bytes + (size_t)i * AIMER_FB);
        rows[i] = t;
    }
}

static void squeeze_gf(kpqc_keccak_ctx *h, aimer_gf *a)
{
    uint8_t buf[AIMER_FB];
    kpqc_keccak_squeeze(h, buf, AIMER_FB);
    aimer_gf_from_bytes(a, buf);
}

void aimer_linear_expand(aimer_linear *lin, const uint8_t iv[AIMER_FB])
{
    kpqc_keccak_ctx h;
    unsigned mat, l;
    layers_start(&h, iv);
    for (mat = 0; mat < 2 * AIMER_L; mat++) {
        squeeze_rows(&h, lin->mat[mat]);
        /* the IV is public (the public key), even when it is read from
           the secret key */
        KPQC_CT_PUBLIC(lin->mat[mat], sizeof lin->mat[mat]);
        square_up_rows(lin->mat[mat]);
    }
    for (l = 0; l <= AIMER_L; l++) {
        squeeze_gf(&h, &lin->vec[l]);
    }
}

/* r += v M for the matrix M = L U of the lambda squeezed rows, without
 * building M: first v L, v plus, for each set bit i of v, the bits of row i
 * below i; then (v L) U, that vector plus, for each of its set bits j, the
 * bits of row j above j. Rows are selected by masks: v is secret. r must
 * not alias v or rows. */
static void lu_vec_add(aimer_gf *r, const aimer_gf *v, const aimer_gf rows[AIMER_LAMBDA])
{
    aimer_gf t = *v, u;
    unsigned wi, b, k;
    /* row i = 64 wi + b; the bit of v is shifted out of a copy of its
       word, and the masks of the bits below and above b are kept as they
       go, so no step shifts by a variable amount */
    for (wi = 0; wi < AIMER_W; wi++) {
        uint64_t bits = v->w[wi], below = 0;
        for (b = 0; b < 64; b++) {
            const aimer_gf *row = &rows[64 * wi + b];
            const uint64_t sel = 0 - (bits & 1);
            for (k = 0; k < wi; k++) {
                t.w[k] ^= row->w[k] & sel;
            }
            t.w[wi] ^= row->w[wi] & sel & below;
            bits >>= 1;
            below = (below << 1) | 1;
        }
    }
    u = t;
    for (wi = 0; wi < AIMER_W; wi++) {
        uint64_t bits = t.w[wi], above = ~(uint64_t)1;
        for (b = 0; b < 64; b++) {
            const aimer_gf *row = &rows[64 * wi + b];
            const uint64_t sel = 0 - (bits & 1);
            u.w[wi] ^= row->w[wi] & sel & above;
            for (k = wi + 1; k < AIMER_W; k++) {
                u.w[k] ^= row->w[k] & sel;
            }
            bits >>= 1;
            above <<= 1;
        }
    }
    aimer_gf_add(r, r, &u);
    kpqc_zeroize(&t, sizeof t);
    kpqc_zeroize(&u, sizeof u);
}

/* S_e(x) = x^-1 (x^(2^e) + 1), given x^-1 */
static void sbox_inv(aimer_gf *r, const aimer_gf *x, const aimer_gf *inv, unsigned e)
{
    aimer_gf s;
    aimer_gf_sqr_n(&s, x, e);
    s.w[0] ^= 1;
    aimer_gf_mul(r, &s, inv);
    kpqc_zeroize(&s, sizeof s);
}

static void sbox(aimer_gf *r, const aimer_gf *x, unsigned e)
{
    aimer_gf inv;
    aimer_gf_inv(&inv, x);
    sbox_inv(r, x, &inv, e);
}

uint64_t aimer_aim3_witness(aimer_witness *wit, aimer_gf *ct_out, const aimer_linear *lin,
                            const aimer_gf *pt, const aimer_gf *ct)
{
    uint64_t zero = 0;
    aimer_gf out;
    unsigned l;
    for (l = 0; l < AIMER_L; l++) {
        aimer_gf_mat_vec(&wit->x[l], pt, lin->mat[l]);
        aimer_gf_add(&wit->x[l], &wit->x[l], &lin->vec[l]);
        zero |= aimer_gf_is_zero(&wit->x[l]);
        sbox(&wit->b[l], &wit->x[l], aimer_exponent[l]);
    }
    wit->x[AIMER_L] = lin->vec[AIMER_L];
    for (l = 0; l < AIMER_L; l++) {
        aimer_gf_mat_vec_add(&wit->x[AIMER_L], &wit->b[l], lin->mat[AIMER_L + l]);
    }
    zero |= aimer_gf_is_zero(&wit->x[AIMER_L]);
    if (ct == NULL) {
        sbox(&out, &wit->x[AIMER_L], aimer_exponent[AIMER_L]);
        aimer_gf_add(ct_out, pt, &out); /* ct = pt + S(x_L) */
        ct = ct_out;
    }
    aimer_gf_add(&wit->b[AIMER_L], pt, ct);
    return zero;
}

/* The stream holds the L input matrices, the L output matrices, then the
 * L + 1 constants. Each input layer's product with pt is taken as soon as
 * its rows are squeezed (one row buffer serves them all); the output
 * layers' rows wait for the S-box outputs, which need the constants at the
 * end of the stream. L row buffers in all, half the matrices of
 * aimer_linear, and two triangular products per layer instead of the
 * lower-upper product of aimer_linear_expand. */
uint64_t aimer_aim3_ct(aimer_gf *ct, const aimer_gf *pt, const uint8_t iv[AIMER_FB])
{
    kpqc_keccak_ctx h;
    aimer_gf rows[AIMER_L][AIMER_LAMBDA];
    aimer_gf x[AIMER_L + 1], y[AIMER_L], c;
    uint64_t zero = 0;
    unsigned l;
    layers_start(&h, iv);
    for (l = 0; l < AIMER_L; l++) {
        squeeze_rows(&h, rows[0]);
        memset(&x[l], 0, sizeof x[l]);
        lu_vec_add(&x[l], pt, rows[0]);
    }
    for (l = 0; l < AIMER_L; l++) {
        squeeze_rows(&h, rows[l]);
    }
    memset(&x[AIMER_L], 0, sizeof x[AIMER_L]);
    for (l = 0; l <= AIMER_L; l++) {
        squeeze_gf(&h, &c);
        aimer_gf_add(&x[l], &x[l], &c);
    }
    /* The L inverses from one inversion (Montgomery's trick): with the
       prefix products p_l = x_0 ... x_l, x_l^-1 = p_(l-1) p_l^-1 and
       p_(l-1)^-1 = x_l p_l^-1. A zero x_l zeroes them all, but then the
       key is discarded. */
    y[0] = x[0];
    for (l = 1; l < AIMER_L; l++) {
        aimer_gf_mul(&y[l], &y[l - 1], &x[l]);
    }
    aimer_gf_inv(&c, &y[AIMER_L - 1]);
    for (l = AIMER_L - 1; l > 0; l--) {
        aimer_gf_mul(&y[l], &c, &y[l - 1]); /* x_l^-1 */
        aimer_gf_mul(&c, &c, &x[l]);
    }
    y[0] = c;
    for (l = 0; l < AIMER_L; l++) {
        zero |= aimer_gf_is_zero(&x[l]);
        sbox_inv(&y[l], &x[l], &y[l], aimer_exponent[l]);
        lu_vec_add(&x[AIMER_L], &y[l], rows[l]);
    }
    zero |= aimer_gf_is_zero(&x[AIMER_L]);
    sbox(&c, &x[AIMER_L], aimer_exponent[AIMER_L]);
    aimer_gf_add(ct, pt, &c); /* ct = pt + S(x_L) */
    kpqc_zeroize(x, sizeof x);
    kpqc_zeroize(y, sizeof y);
    kpqc_zeroize(&c, sizeof c);
    return zero;
}

/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* AIM3: ct = pt + S_L(sum_l B_l S_l(A_l pt + b_l) + b_L) with the S-boxes
 * S_e(x) = x^(2^e - 1) + x^-1 (0 for x = 0 in the inverse term), over
 * affine layers expanded from the public IV. */
#include "aimer.h"
#include "native/api.h"

const uint8_t aimer_exponent[AIMER_L + 1] = AIMER_EXPONENTS;

/* One invertible matrix from lambda squeezed rows r_0 .. r_(lambda-1): row i
 * is read as a unit lower-triangular row (bits 0 .. i-1 of r_i, bit i set)
 * and a unit upper-triangular row (bits i+1 .. of r_i, bit i set); the
 * matrix is their product, row i = sum_j low_i[j] up_j =
 * up_i + sum_(j<i) r_i[j] up_j. Row i needs only rows j <= i, so computing
 * the rows from the last to the first can overwrite each raw row with its
 * result in place: no second matrix is needed. */
void aimer_square_up_rows_c(aimer_gf m[AIMER_LAMBDA])
{
    unsigned i, j, k;
    for (i = AIMER_LAMBDA; i-- > 0;) {
        aimer_gf acc;
        unsigned wi = i / 64;
        /* up_i: bits >= i of r_i, bit i set */
        for (k = 0; k < AIMER_W; k++) {
            acc.w[k] = k < wi ? 0 : m[i].w[k];
        }
        acc.w[wi] = (acc.w[wi] & (~(uint64_t)0 << (i % 64))) | ((uint64_t)1 << (i % 64));
        for (j = 0; j < i; j++) {
            /* The matrix is public (it comes from the IV), but a mask is
               as cheap as a branch here. up_j is zero below word j / 64. */
            uint64_t sel = 0 - ((m[i].w[j / 64] >> (j % 64)) & 1);
            unsigned wj = j / 64;
            uint64_t low = (m[j].w[wj] & (~(uint64_t)0 << (j % 64))) | ((uint64_t)1 << (j % 64));
            acc.w[wj] ^= low & sel;
            for (k = wj + 1; k < AIMER_W; k++) {
                acc.w[k] ^= m[j].w[k] & sel;
            }
        }
        m[i] = acc;
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

void aimer_linear_expand(aimer_linear *lin, const uint8_t iv[AIMER_FB])
{
    kpqc_keccak_ctx h;
    uint8_t buf[AIMER_FB];
    unsigned mat, row, l;
    aimer_hash_init(&h, AIMER_HASH_NONE);
    kpqc_keccak_absorb(&h, iv, AIMER_FB);
    kpqc_keccak_finalize(&h);
    for (mat = 0; mat < 2 * AIMER_L; mat++) {
        for (row = 0; row < AIMER_LAMBDA; row++) {
            kpqc_keccak_squeeze(&h, buf, AIMER_FB);
            aimer_gf_from_bytes(&lin->mat[mat][row], buf);
        }
        square_up_rows(lin->mat[mat]);
    }
    for (l = 0; l <= AIMER_L; l++) {
        kpqc_keccak_squeeze(&h, buf, AIMER_FB);
        aimer_gf_from_bytes(&lin->vec[l], buf);
    }
}

/* S_e(x) = x^-1 (x^(2^e) + 1) */
static void sbox(aimer_gf *r, const aimer_gf *x, unsigned e)
{
    aimer_gf inv, s;
    aimer_gf_inv(&inv, x);
    aimer_gf_sqr_n(&s, x, e);
    s.w[0] ^= 1;
    aimer_gf_mul(r, &s, &inv);
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

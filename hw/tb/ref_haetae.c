/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The portable HAETAE kernels (src/sign/haetae/ntt.c, the _c twins) under
 * plain names for the Verilator bench, which is C++ and does not see the
 * namespaced names. */
#include <string.h>

#include "haetae.h"

void hwref_haetae_ntt(int32_t c[HAETAE_N]);
void hwref_haetae_invntt_tomont(int32_t c[HAETAE_N]);
void hwref_haetae_pointwise(int32_t r[HAETAE_N], const int32_t a[HAETAE_N],
                            const int32_t b[HAETAE_N]);

/* c through an in-place kernel of the library */
static void in_place(int32_t c[HAETAE_N], void (*kernel)(haetae_poly *))
{
    haetae_poly p;
    memcpy(p.c, c, sizeof p.c);
    kernel(&p);
    memcpy(c, p.c, sizeof p.c);
}

void hwref_haetae_ntt(int32_t c[HAETAE_N])
{
    in_place(c, haetae_ntt_c);
}

void hwref_haetae_invntt_tomont(int32_t c[HAETAE_N])
{
    in_place(c, haetae_invntt_tomont_c);
}

void hwref_haetae_pointwise(int32_t r[HAETAE_N], const int32_t a[HAETAE_N],
                            const int32_t b[HAETAE_N])
{
    haetae_poly pr, pa, pb;
    memcpy(pa.c, a, sizeof pa.c);
    memcpy(pb.c, b, sizeof pb.c);
    haetae_poly_pointwise_montgomery_c(&pr, &pa, &pb);
    memcpy(r, pr.c, sizeof pr.c);
}

void hwref_haetae_pointwise_acc(int32_t r[HAETAE_N], const int32_t a[HAETAE_N],
                                const int32_t b[HAETAE_N]);

void hwref_haetae_pointwise_acc(int32_t r[HAETAE_N], const int32_t a[HAETAE_N],
                                const int32_t b[HAETAE_N])
{
    haetae_poly pr, pa, pb;
    memcpy(pr.c, r, sizeof pr.c);
    memcpy(pa.c, a, sizeof pa.c);
    memcpy(pb.c, b, sizeof pb.c);
    haetae_poly_pointwise_acc_montgomery_c(&pr, &pa, &pb);
    memcpy(r, pr.c, sizeof pr.c);
}

/* The element-wise kernels of src/sign/haetae/poly.c (ops 4 to 9). */
void hwref_haetae_freeze2q(int32_t c[HAETAE_N]);
void hwref_haetae_reduce2q(int32_t c[HAETAE_N]);
uint64_t hwref_haetae_sqnorm2(const int32_t c[HAETAE_N]);

void hwref_haetae_freeze2q(int32_t c[HAETAE_N])
{
    in_place(c, haetae_poly_freeze2q_c);
}

void hwref_haetae_reduce2q(int32_t c[HAETAE_N])
{
    in_place(c, haetae_poly_reduce2q_c);
}

uint64_t hwref_haetae_sqnorm2(const int32_t c[HAETAE_N])
{
    haetae_poly p;
    memcpy(p.c, c, sizeof p.c);
    return haetae_poly_sqnorm2_c(&p);
}

/* ops 7 to 15 (sub, compose, double, fromcrt, fromcrt0, highbits_hint,
 * csubDQ2ALPHA, mul_alpha, div2): r = f(a, b) */
void hwref_haetae_elementwise(unsigned op, int32_t r[HAETAE_N], const int32_t a[HAETAE_N],
                              const int32_t b[HAETAE_N]);

void hwref_haetae_elementwise(unsigned op, int32_t r[HAETAE_N], const int32_t a[HAETAE_N],
                              const int32_t b[HAETAE_N])
{
    haetae_poly pr, pa, pb;
    memcpy(pa.c, a, sizeof pa.c);
    memcpy(pb.c, b, sizeof pb.c);
    if (op == 7) {
        haetae_poly_sub(&pr, &pa, &pb);
    } else if (op == 8) {
        haetae_poly_compose(&pr, &pa, &pb);
    } else if (op == 9) {
        pr = pa;
        haetae_poly_double(&pr);
    } else if (op == 10) {
        haetae_poly_fromcrt(&pr, &pa, &pb);
    } else if (op == 11) {
        haetae_poly_fromcrt0(&pr, &pa);
    } else if (op == 12) {
        haetae_poly_highbits_hint(&pr, &pa);
    } else if (op == 13) {
        pr = pa;
        haetae_poly_csubDQ2ALPHA(&pr);
    } else if (op == 14) {
        haetae_poly_mul_alpha(&pr, &pa);
    } else {
        pr = pa;
        haetae_poly_div2(&pr);
    }
    memcpy(r, pr.c, sizeof pr.c);
}

/* op 16/17: haetae_rej_uniform_c (src/sign/haetae/matrix.c) on one block,
 * appending to r at *ctr as haetae_poly_uniform_c does. */
void hwref_haetae_rej_block(int32_t r[HAETAE_N], unsigned *ctr, const uint8_t buf[168]);

void hwref_haetae_rej_block(int32_t r[HAETAE_N], unsigned *ctr, const uint8_t buf[168])
{
    *ctr += haetae_rej_uniform_c(r + *ctr, HAETAE_N - *ctr, buf, 168);
}

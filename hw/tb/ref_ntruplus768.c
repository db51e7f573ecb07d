/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The portable NTRU+768 kernels (src/kem/ntruplus/ntt.c and basemul.c, the
 * _c twins) under plain names for the Verilator bench, which is C++ and
 * does not see the namespaced names. */
#include <string.h>

#include "ntruplus.h"

void hwref_ntruplus768_ntt(int16_t c[NTRUPLUS_N]);
void hwref_ntruplus768_invntt(int16_t c[NTRUPLUS_N]);
void hwref_ntruplus768_basemul(int16_t r[NTRUPLUS_N], const int16_t a[NTRUPLUS_N],
                               const int16_t b[NTRUPLUS_N]);

void hwref_ntruplus768_ntt(int16_t c[NTRUPLUS_N])
{
    ntruplus_poly p;
    memcpy(p.c, c, sizeof p.c);
    ntruplus_ntt_c(&p);
    memcpy(c, p.c, sizeof p.c);
}

void hwref_ntruplus768_invntt(int16_t c[NTRUPLUS_N])
{
    ntruplus_poly p;
    memcpy(p.c, c, sizeof p.c);
    ntruplus_invntt_c(&p);
    memcpy(c, p.c, sizeof p.c);
}

void hwref_ntruplus768_basemul(int16_t r[NTRUPLUS_N], const int16_t a[NTRUPLUS_N],
                               const int16_t b[NTRUPLUS_N])
{
    ntruplus_poly pr, pa, pb;
    memcpy(pa.c, a, sizeof pa.c);
    memcpy(pb.c, b, sizeof pb.c);
    ntruplus_basemul_c(&pr, &pa, &pb);
    memcpy(r, pr.c, sizeof pr.c);
}

void hwref_ntruplus768_basemul_add(int16_t r[NTRUPLUS_N], const int16_t a[NTRUPLUS_N],
                                   const int16_t b[NTRUPLUS_N], const int16_t c[NTRUPLUS_N]);
void hwref_ntruplus768_sub_reduce(int16_t r[NTRUPLUS_N], const int16_t a[NTRUPLUS_N],
                                  const int16_t b[NTRUPLUS_N]);

void hwref_ntruplus768_basemul_add(int16_t r[NTRUPLUS_N], const int16_t a[NTRUPLUS_N],
                                   const int16_t b[NTRUPLUS_N], const int16_t c[NTRUPLUS_N])
{
    ntruplus_poly pr, pa, pb, pc;
    memcpy(pa.c, a, sizeof pa.c);
    memcpy(pb.c, b, sizeof pb.c);
    memcpy(pc.c, c, sizeof pc.c);
    ntruplus_basemul_add_c(&pr, &pa, &pb, &pc);
    memcpy(r, pr.c, sizeof pr.c);
}

void hwref_ntruplus768_sub_reduce(int16_t r[NTRUPLUS_N], const int16_t a[NTRUPLUS_N],
                                  const int16_t b[NTRUPLUS_N])
{
    ntruplus_poly pr, pa, pb;
    memcpy(pa.c, a, sizeof pa.c);
    memcpy(pb.c, b, sizeof pb.c);
    ntruplus_sub_reduce_c(&pr, &pa, &pb);
    memcpy(r, pr.c, sizeof pr.c);
}

void hwref_ntruplus768_crepmod3(int16_t c[NTRUPLUS_N]);

void hwref_ntruplus768_crepmod3(int16_t c[NTRUPLUS_N])
{
    ntruplus_poly p;
    memcpy(p.c, c, sizeof p.c);
    ntruplus_crepmod3_c(&p);
    memcpy(c, p.c, sizeof p.c);
}

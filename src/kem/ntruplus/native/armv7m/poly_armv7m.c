/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The C entry points of the NTRU+ Cortex-M4 kernels: each passes the
 * tables of ../../zetas.h to its assembly routine (armv7m.h). */
#include "armv7m.h"

#include "../../zetas.h"
#include "ct.h"

/* OMEGA, ZMINUSZ5INV, NINV, NINV2 (the last two read as one word) */
static const _Alignas(4) int16_t invntt_k[4] = {NTRUPLUS_OMEGA, NTRUPLUS_ZMINUSZ5INV, NTRUPLUS_NINV,
                                                NTRUPLUS_NINV2};

void ntruplus_ntt_armv7m(ntruplus_poly *a)
{
    ntruplus_ntt_asm_armv7m(a->c, ntruplus_zetas, NTRUPLUS_OMEGA);
}

void ntruplus_invntt_armv7m(ntruplus_poly *a)
{
    ntruplus_invntt_asm_armv7m(a->c, ntruplus_zetas, invntt_k);
}

void ntruplus_pack_armv7m(uint8_t out[NTRUPLUS_POLY_BYTES], const ntruplus_poly *a)
{
    ntruplus_pack_asm_armv7m(out, a->c);
}

uint32_t ntruplus_unpack_armv7m(ntruplus_poly *a, const uint8_t in[NTRUPLUS_POLY_BYTES])
{
    return ntruplus_unpack_asm_armv7m(a->c, in);
}

void ntruplus_cbd1_armv7m(ntruplus_poly *r, const uint8_t buf[NTRUPLUS_CBD_BYTES])
{
    ntruplus_cbd1_asm_armv7m(r->c, buf);
}

void ntruplus_sotp_encode_armv7m(ntruplus_poly *r, const uint8_t msg[NTRUPLUS_MSG_BYTES],
                                 const uint8_t u[NTRUPLUS_CBD_BYTES])
{
    ntruplus_sotp_encode_asm_armv7m(r->c, u, msg);
}

uint32_t ntruplus_sotp_decode_armv7m(uint8_t msg[NTRUPLUS_MSG_BYTES], const ntruplus_poly *a,
                                     const uint8_t u[NTRUPLUS_CBD_BYTES])
{
    return ntruplus_sotp_decode_asm_armv7m(msg, a->c, u);
}

void ntruplus_crepmod3_armv7m(ntruplus_poly *a)
{
    ntruplus_crepmod3_asm_armv7m(a->c);
}

void ntruplus_cbd1_secret_armv7m(ntruplus_poly *r, const uint8_t buf[NTRUPLUS_CBD_BYTES],
                                 int plus_one)
{
    ntruplus_cbd1x3_asm_armv7m(r->c, buf);
    r->c[0] = (int16_t)(r->c[0] + plus_one);
}

/* constants the assembly has built in */
_Static_assert(NTRUPLUS_RSQ == 867, "basemul_armv7m.S's RSQ");
_Static_assert(NTRUPLUS_RINV == -682, "baseinv_armv7m.S's RINV");
_Static_assert(NTRUPLUS_Q == 3457, "arith_armv7m.inc's constants");

void ntruplus_basemul_armv7m(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b)
{
    ntruplus_basemul_asm_armv7m(r->c, a->c, b->c, ntruplus_block_zetas);
}

void ntruplus_basemul_add_armv7m(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b,
                                 const ntruplus_poly *c)
{
    ntruplus_basemul_asm_armv7m(r->c, a->c, b->c, ntruplus_block_zetas);
    ntruplus_add_reduce_asm_armv7m(r->c, r->c, c->c);
}

void ntruplus_sub_reduce_armv7m(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b)
{
    ntruplus_sub_reduce_asm_armv7m(r->c, a->c, b->c);
}

/* the determinants and numerators, their batch inversion, the inverses */
uint32_t ntruplus_baseinv_armv7m(ntruplus_poly *r, const ntruplus_poly *a)
{
    _Alignas(4) int16_t det[NTRUPLUS_N / NTRUPLUS_D], prefix[NTRUPLUS_N / NTRUPLUS_D];
    uint32_t singular;
    ntruplus_baseinv_num_asm_armv7m(r->c, a->c, ntruplus_block_zetas, det);
    singular = ntruplus_baseinv_batch_asm_armv7m(det, prefix);
    ntruplus_baseinv_fin_asm_armv7m(r->c, a->c, ntruplus_block_zetas, det);
    kpqc_zeroize(det, sizeof det);
    kpqc_zeroize(prefix, sizeof prefix);
    return singular;
}

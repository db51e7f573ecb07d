/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* PALOMA's code-based core: the seeded shuffle, error vectors, the columns
 * of the parity-check matrix, its systematic form and the decoder.
 *
 * Constant time throughout. The shuffle's swap partner is secret: it is
 * reduced modulo the (public) range by a multiplication, and the swap reads
 * and writes every candidate position under a mask. The elimination works
 * on the whole matrix with masks; only its final verdict (singular or not)
 * leaves, and the caller declassifies it. The decoder runs Berlekamp-Massey
 * on the syndrome of the code with Goppa polynomial g^2 (the same binary
 * code as for g, since g is square-free) for a fixed number of steps and
 * tests every support element for a root. */
#include <string.h>

#include "bytes.h"
#include "ct.h"
#include "paloma.h"

/* x mod d for x < 2^16 and 2 <= d <= 2^16, exact: q = floor(x m / 2^32)
 * with m = floor(2^32 / d) + 1 is floor(x / d) for these ranges. */
static uint32_t mod_public(uint32_t x, uint32_t d)
{
    uint32_t m = (uint32_t)(0xFFFFFFFFu / d) + 1u; /* d is public */
    uint32_t q = (uint32_t)(((uint64_t)x * m) >> 32);
    uint32_t r = x - q * d;
    /* never taken for these ranges; kept as a mask, not a branch */
    r -= d & (0u - (uint32_t)(r >= d));
    return r;
}

/* all ones if a == b (both below 2^16) */
static uint16_t eq_mask16(uint32_t a, uint32_t b)
{
    return (uint16_t)(0u - (((a ^ b) - 1u) >> 31));
}

/* swap x[i] and x[j] for a secret j <= i */
static void ct_swap(uint16_t *x, size_t i, uint32_t j)
{
    uint16_t xi = x[i], xj = 0;
    size_t k;
    for (k = 0; k <= i; k++) {
        uint16_t m = eq_mask16((uint32_t)k, j);
        xj |= (uint16_t)(x[k] & m);
        x[k] = (uint16_t)((x[k] & (uint16_t)~m) | (xi & m));
    }
    x[i] = xj;
}

static uint32_t seed_word(const uint8_t seed[PALOMA_SEED], size_t w)
{
    return (uint32_t)seed[2 * w] | ((uint32_t)seed[2 * w + 1] << 8);
}

void paloma_shuffle(uint16_t *x, size_t len, const uint8_t seed[PALOMA_SEED])
{
    size_t i, w = 0;
    for (i = len - 1; i > 0; i--) {
        ct_swap(x, i, mod_public(seed_word(seed, w), (uint32_t)(i + 1)));
        w = (w + 1) & 15;
    }
}

void paloma_unshuffle(uint16_t *x, size_t len, const uint8_t seed[PALOMA_SEED])
{
    size_t i;
    for (i = 1; i < len; i++) {
        ct_swap(x, i, mod_public(seed_word(seed, (len - 1 - i) & 15), (uint32_t)(i + 1)));
    }
}

/* e* has ones at the values that the shuffle of [n] leaves in positions
 * 0..t-1, and only that set matters. Trace each of those positions back
 * through the swaps, last swap first (i = 1, 2, ..., n-1): before swap i
 * the entry that ends at position p sat at the image of p under the
 * transposition (i j_i); after all steps the position found is the
 * entry's value (the array starts as 0..n-1). Two facts cut the work:
 * - swaps i < t exchange positions below t, so they permute the traced
 *   positions among themselves and leave their set alone: tracing starts
 *   at swap t with the positions 0..t-1 in any order;
 * - before swap i every traced position is below i (true at i = t; swap i
 *   moves a position only to i), so a position never equals i and the
 *   only move is from j_i to i.
 * So t masked compare-and-selects of 16-bit lanes per swap (four lanes to
 * a 64-bit word), for n - t swaps, and no secret index. */
#define LANES_ONE  0x0001000100010001u
#define LANES_LOW  0x7FFF7FFF7FFF7FFFu
#define LANES_HIGH 0x8000800080008000u

void paloma_gen_error(uint8_t e[PALOMA_NBYTES], const uint8_t seed[PALOMA_SEED])
{
    /* the t positions as four 16-bit lanes per word (SWAR) */
    uint64_t pos[PALOMA_T / 4];
    size_t i, k, b;
    for (k = 0; k < PALOMA_T / 4; k++) {
        uint64_t v = 4u * (uint64_t)k;
        pos[k] = v | (v + 1) << 16 | (v + 2) << 32 | (v + 3) << 48;
    }
    for (i = PALOMA_T; i < PALOMA_N; i++) {
        uint64_t j = mod_public(seed_word(seed, (PALOMA_N - 1 - i) & 15), (uint32_t)(i + 1));
        uint64_t jj = j * LANES_ONE, ii = (uint64_t)i * LANES_ONE;
        for (k = 0; k < PALOMA_T / 4; k++) {
            /* per lane: x = pos ^ j < 2^13, and x + 0x7FFF sets the lane's
               top bit (without a carry out of the lane) unless x = 0; m is
               the lane all ones exactly when pos == j */
            uint64_t x = pos[k] ^ jj;
            uint64_t eq = ~(x + LANES_LOW) & LANES_HIGH;
            uint64_t m = (eq - (eq >> 15)) | eq;
            pos[k] = (pos[k] & ~m) | (ii & m);
        }
    }
    memset(e, 0, PALOMA_NBYTES);
    for (k = 0; k < PALOMA_T; k++) {
        uint32_t p = (uint32_t)(pos[k / 4] >> (16 * (k % 4))) & 0xFFFFu;
        uint32_t bit = 1u << (p & 7);
        for (b = 0; b < PALOMA_NBYTES; b++) {
            e[b] |= (uint8_t)(bit & eq_mask16((uint32_t)b, p >> 3));
        }
    }
    memset(pos, 0, sizeof pos);
}

void paloma_column(uint8_t col[PALOMA_COLBYTES], const paloma_gf *g, paloma_gf a)
{
    paloma_gf s[PALOMA_T], inv;
    uint64_t w[PALOMA_COLWORDS];
    unsigned i;
    /* s_{t-1} = g_t = 1, s_{i-1} = g_i + a s_i, g(a) = g_0 + a s_0 */
    s[PALOMA_T - 1] = 1;
    for (i = PALOMA_T - 1; i > 0; i--) {
        s[i - 1] = (paloma_gf)(g[i] ^ paloma_gf_mul(a, s[i]));
    }
    inv = paloma_gf_inv((paloma_gf)(g[0] ^ paloma_gf_mul(a, s[0])));
    memset(w, 0, sizeof w);
    for (i = 0; i < PALOMA_T; i++) {
        uint64_t h = paloma_gf_mul(s[i], inv);
        unsigned bit = 13 * i, off = bit & 63;
        w[bit >> 6] |= h << off;
        if (off > 64 - PALOMA_M) {
            w[(bit >> 6) + 1] |= h >> (64 - off);
        }
    }
    for (i = 0; i < PALOMA_COLWORDS; i++) {
        kpqc_store64_le(col + 8 * i, w[i]);
    }
}

/* ---- systematic form ------------------------------------------------------ */

static uint8_t *column_at(uint8_t *left, uint8_t *right, size_t c)
{
    return c < PALOMA_MT ? left + c * PALOMA_COLBYTES : right + (c - PALOMA_MT) * PALOMA_COLBYTES;
}

static void load_col(uint64_t v[PALOMA_COLWORDS], const uint8_t *p)
{
    unsigned i;
    for (i = 0; i < PALOMA_COLWORDS; i++) {
        v[i] = kpqc_load64_le(p + 8 * i);
    }
}

static void store_col(uint8_t *p, const uint64_t v[PALOMA_COLWORDS])
{
    unsigned i;
    for (i = 0; i < PALOMA_COLWORDS; i++) {
        kpqc_store64_le(p + 8 * i, v[i]);
    }
}

static uint64_t parity64(uint64_t x)
{
    x ^= x >> 32;
    x ^= x >> 16;
    x ^= x >> 8;
    x ^= x >> 4;
    x ^= x >> 2;
    x ^= x >> 1;
    return x & 1u;
}

uint32_t paloma_systematic(uint8_t *left, uint8_t *right, size_t ncols)
{
    uint64_t v[PALOMA_COLWORDS], add[PALOMA_COLWORDS], f[PALOMA_COLWORDS];
    uint64_t singular = 0;
    size_t p, c;
    unsigned i;

    for (p = 0; p < PALOMA_MT; p++) {
        const unsigned pw = (unsigned)(p >> 6), pb = (unsigned)(p & 63);
        uint64_t have, m;
        uint8_t *col = column_at(left, right, p);

        /* Pivot: if entry (p, p) is 0, add the first row below p that has
           a 1 in column p (add = that row as a one-bit mask). */
        load_col(v, col);
        have = (v[pw] >> pb) & 1u;
        memset(add, 0, sizeof add);
        for (i = (unsigned)p + 1; i < PALOMA_MT; i++) {
            uint64_t b = (v[i >> 6] >> (i & 63)) & 1u;
            add[i >> 6] |= (b & (have ^ 1u)) << (i & 63);
            have |= b;
        }
        singular |= have ^ 1u;
        /* column p after the row addition, then f = column p without row p:
           every row r with f_r = 1 gets row p added */
        m = 0;
        for (i = pw; i < PALOMA_COLWORDS; i++) { /* add is 0 in rows <= p */
            m ^= v[i] & add[i];
        }
        v[pw] ^= parity64(m) << pb;
        memcpy(f, v, sizeof f);
        f[pw] &= ~((uint64_t)1 << pb);
        for (i = 0; i < PALOMA_COLWORDS; i++) {
            v[i] ^= f[i];
        }
        store_col(col, v);

        /* columns left of p are unit vectors with a 0 in row p already */
        for (c = p + 1; c < ncols; c++) {
            uint8_t *cc = column_at(left, right, c);
            load_col(v, cc);
            m = 0;
            for (i = pw; i < PALOMA_COLWORDS; i++) {
                m ^= v[i] & add[i];
            }
            v[pw] ^= parity64(m) << pb;
            m = 0u - ((v[pw] >> pb) & 1u);
            for (i = 0; i < PALOMA_COLWORDS; i++) {
                v[i] ^= f[i] & m;
            }
            store_col(cc, v);
        }
    }
    memset(v, 0, sizeof v);
    memset(f, 0, sizeof f);
    memset(add, 0, sizeof add);
    return (uint32_t)0 - (uint32_t)(singular & 1u);
}

/* ---- decoding --------------------------------------------------------------- */

static paloma_gf eval(const paloma_gf *g, paloma_gf a)
{
    paloma_gf r = g[PALOMA_T];
    unsigned i;
    for (i = PALOMA_T; i > 0; i--) {
        r = (paloma_gf)(paloma_gf_mul(r, a) ^ g[i - 1]);
    }
    return r;
}

/* 0xFFFF if a != 0 */
static paloma_gf nz_mask(paloma_gf a)
{
    return (paloma_gf)(0u - (((uint32_t)a + 0xFFFFu) >> 16));
}

void paloma_decode(uint8_t e_hat[PALOMA_NBYTES], const uint8_t s_hat[PALOMA_COLBYTES],
                   const paloma_gf *lp, const paloma_gf *g)
{
    paloma_gf s[2 * PALOMA_T], c[PALOMA_T + 1], b[PALOMA_T + 1], tmp[PALOMA_T + 1];
    paloma_gf last = 1;
    uint32_t len = 0;
    unsigned i, k, n;

    /* Syndrome for g^2 of the preimage (s_hat, 0) of s_hat: it has the
       syndrome of e_hat for H_hat, hence for H and for g^2. The bits of
       s_hat are public (the ciphertext). */
    memset(s, 0, sizeof s);
    for (i = 0; i < PALOMA_MT; i++) {
        if ((s_hat[i >> 3] >> (i & 7)) & 1) {
            paloma_gf a = lp[i], w = paloma_gf_inv(eval(g, a));
            w = paloma_gf_mul(w, w);
            for (k = 0; k < 2 * PALOMA_T; k++) {
                s[k] ^= w;
                w = paloma_gf_mul(w, a);
            }
        }
    }

    /* Berlekamp-Massey, 2t steps without data-dependent branches:
       c(z) = prod (1 - a_j z) over the error positions j; b holds
       z^m B(z), the shifted previous connection polynomial. */
    memset(c, 0, sizeof c);
    memset(b, 0, sizeof b);
    c[0] = 1;
    b[1] = 1;
    for (n = 0; n < 2 * PALOMA_T; n++) {
        paloma_gf d = 0, f, mnz, mup;
        for (i = 0; i <= PALOMA_T && i <= n; i++) {
            d ^= paloma_gf_mul(c[i], s[n - i]);
        }
        mnz = nz_mask(d);
        /* 2 len <= n, with len <= 2t */
        mup = (paloma_gf)(mnz & (0u - (((uint32_t)n - 2u * len) >> 31 ^ 1u)));
        /* hidden from the optimiser: clang otherwise turns the masked
           selection of b below into a load from a mask-chosen address */
        mup ^= (paloma_gf)kpqc_ct_optblocker_u32;
        f = paloma_gf_mul(d, paloma_gf_inv(last));
        for (i = 0; i <= PALOMA_T; i++) {
            tmp[i] = c[i];
            c[i] ^= paloma_gf_mul(f, b[i]);
        }
        len = (len & ~(uint32_t)(int16_t)mup) | ((n + 1 - len) & (uint32_t)(int16_t)mup);
        last = (paloma_gf)((last & (paloma_gf)~mup) | (d & mup));
        for (i = PALOMA_T; i > 0; i--) {
            b[i] = (paloma_gf)((b[i - 1] & (paloma_gf)~mup) | (tmp[i - 1] & mup));
        }
        b[0] = 0;
    }

    /* sigma(x) = x^t c(1/x) = sum c_i x^(t-i): its roots are the support
       elements at the error positions */
    memset(e_hat, 0, PALOMA_NBYTES);
    for (i = 0; i < PALOMA_N; i++) {
        paloma_gf a = lp[i], r = c[0];
        for (k = 1; k <= PALOMA_T; k++) {
            r = (paloma_gf)(paloma_gf_mul(r, a) ^ c[k]);
        }
        e_hat[i >> 3] |= (uint8_t)(((~nz_mask(r)) & 1u) << (i & 7));
    }
    memset(s, 0, sizeof s);
    memset(c, 0, sizeof c);
    memset(b, 0, sizeof b);
    memset(tmp, 0, sizeof tmp);
}

/* SPDX-License-Identifier: Apache-2.0 OR MIT */
package org.kpqclean.javacard.ntruplus;

/**
 * Arithmetic of NTRU+768 in R_q = Z_q[x]/(x^768 - x^384 + 1), q = 3457, with
 * byte and short values only. The structure follows src/kem/ntruplus (the
 * same NTT tree, twiddle table, Montgomery constants and bounds), so the
 * bound arguments of ntt.c and basemul.c carry over.
 *
 * <h2>Products without a 32-bit type</h2>
 * Java Card 3.0.5 has no int, so a 16 x 16-bit product is never formed.
 * Montgomery multiplication needs two things:
 * <ul>
 * <li>the low 16 bits of products, a*b mod 2^16 and t = a*b*q^-1 mod 2^16:
 *   these are ordinary short multiplications, which wrap modulo 2^16 (the
 *   Java Card smul; in the class file, imul followed by i2s);</li>
 * <li>the high half floor(a*b / 2^16) of a signed product: {@link #mulhi}
 *   computes it exactly for all shorts a, b from 8-bit pieces, every partial
 *   result of which fits in a short (the bounds are proved there).</li>
 * </ul>
 * Then mont(a, b) = mulhi(a, b) - mulhi(t, q) is exactly (a*b - t*q) / 2^16,
 * because a*b and t*q agree in their low 16 bits (the difference of the floors
 * of two numbers that differ by a multiple of 2^16 is their exact quotient).
 * For |a*b| < q 2^15 the result lies in (-q, q): the bound of basemul.c,
 * which every caller below respects. The NTT multiplies by known twiddles
 * and uses {@link #mulc} (Shoup's method, one high half, |result| &lt;= 3q/4)
 * instead, so the bounds of ntt.c hold with room.
 *
 * All loops run over public indices only; no branch or table index depends
 * on a secret value (conditional corrections are masks from arithmetic
 * right shifts).
 */
final class Poly {
    private Poly() {}

    static final short N = 768;
    static final short HALF = 384;
    static final short Q = 3457;
    static final short QINV = 12929; /* q^-1 mod 2^16 */
    static final short BARRETT_V = 19412; /* round(2^26 / q) */
    static final short BLOCKS = 192; /* base blocks x^4 - zeta */
    static final short POLY_BYTES = 1152;
    static final short MSG_BYTES = 96;
    static final short CBD_BYTES = 192;

    /**
     * floor(a * b / 2^16) for all shorts a, b, in 16-bit arithmetic.
     * With a = ah 2^8 + al, b = bh 2^8 + bl, al, bl in [0, 255] and ah, bh in
     * [-128, 127]:
     * <pre>
     * a b = ah bh 2^16 + (ah bl + al bh) 2^8 + al bl
     * p0 = floor(al bl / 2^8)   al bl in [0, 65025] &lt; 2^16, so the top byte of
     *                           the wrapped 16-bit product is exactly p0
     * m1 = ah bl + p0           in [-32640, 32385 + 254] : fits a short
     * m2 = al bh + (m1 &amp; 255)   in [-32640, 32385 + 255] : fits a short
     * a b = (ah bh + (m1 &gt;&gt; 8) + (m2 &gt;&gt; 8)) 2^16 + (m2 &amp; 255) 2^8 + (al bl &amp; 255)
     * </pre>
     * and the last two terms lie in [0, 2^16), so the bracket is the floor;
     * |ah bh| &lt;= 2^14 and the shifted terms are in [-128, 127], so it fits.
     */
    static short mulhi(short a, short b) {
        short al = (short) (a & 0xFF), ah = (short) (a >> 8);
        short bl = (short) (b & 0xFF), bh = (short) (b >> 8);
        short p0 = (short) (((short) (al * bl) >> 8) & 0xFF);
        short m1 = (short) (ah * bl + p0);
        short m2 = (short) (al * bh + (m1 & 0xFF));
        return (short) (ah * bh + (m1 >> 8) + (m2 >> 8));
    }

    /**
     * Montgomery product a b 2^-16 mod q, in (-q, q) when |a b| &lt; q 2^15.
     * mulhi(t, q) is specialised to q = 13 * 256 + 129 (t = th 2^8 + tl):
     * tl 129 &lt;= 32895 &lt; 2^16 (top byte exact as in mulhi), m1 = th 129 + p0
     * in [-16512, 16511], m2 = tl 13 + (m1 &amp; 255) &lt;= 3570.
     */
    static short mont(short a, short b) {
        short t = (short) ((short) (a * b) * QINV);
        /* mulhi(a, b), written out (the hottest call of the applet) */
        short al = (short) (a & 0xFF), ah = (short) (a >> 8);
        short bl = (short) (b & 0xFF), bh = (short) (b >> 8);
        short p0 = (short) (((short) (al * bl) >> 8) & 0xFF);
        short m1 = (short) (ah * bl + p0);
        short m2 = (short) (al * bh + (m1 & 0xFF));
        short hab = (short) (ah * bh + (m1 >> 8) + (m2 >> 8));
        /* mulhi(t, q) */
        ah = (short) (t >> 8);
        al = (short) (t & 0xFF);
        p0 = (short) (((short) (al * 129) >> 8) & 0xFF);
        m1 = (short) (ah * 129 + p0);
        m2 = (short) (al * 13 + (m1 & 0xFF));
        return (short) (hab - (short) (ah * 13 + (m1 >> 8) + (m2 >> 8)));
    }

    /**
     * a mod q in [-1730, 1730] for any short a: the Barrett reduction of
     * reduce.h, t = floor((V a + 2^25) / 2^26) = floor((mulhi(a, V) + 2^9) / 2^10)
     * (|mulhi(a, V)| &lt;= 9706, so the sum fits).
     */
    static short barrett(short a) {
        short t = (short) ((short) (mulhi(a, BARRETT_V) + 512) >> 10);
        return (short) (a - t * Q);
    }

    /** x in (-q, q) to its centred representative in [-(q-1)/2, (q-1)/2]. */
    static short centre(short x) {
        x += (short) (Q & (x >> 15));
        x -= (short) (Q & ((short) (1728 - x) >> 15));
        return x;
    }

    /**
     * w x mod q for a twiddle w (|w| &lt;= (q-1)/2) and any short x, by Shoup's
     * method with the precomputed wq = round(w 2^16 / q) (Tables, generated):
     * t = round(wq x / 2^16) is the high half plus bit 15 of the low half
     * (wq x mod 2^16); since wq = w 2^16 / q + e with |e| &lt;= 1/2,
     * |t - w x / q| &lt;= 1/2 + |x| / 2^17 &lt;= 3/4, so r = w x - t q has
     * |r| &lt;= 3q/4 &lt; 2^15 and its 16-bit wrapped computation is exact. One
     * high half instead of the two of {@link #mont}.
     */
    static short mulc(short x, short w, short wq) {
        short lo = (short) (wq * x);
        /* mulhi(wq, x), written out */
        short al = (short) (wq & 0xFF), ah = (short) (wq >> 8);
        short bl = (short) (x & 0xFF), bh = (short) (x >> 8);
        short p0 = (short) (((short) (al * bl) >> 8) & 0xFF);
        short m1 = (short) (ah * bl + p0);
        short m2 = (short) (al * bh + (m1 & 0xFF));
        short t = (short) (ah * bh + (m1 >> 8) + (m2 >> 8) - (lo >> 15));
        return (short) (w * x - t * Q);
    }

    /* ---- NTT (ntt.c) ------------------------------------------------------ */

    /**
     * Forward NTT in place: the tree and twiddles of ntt.c, each product by
     * {@link #mulc} (|product| &lt;= 3q/4, where ntt.c's Montgomery products
     * are below q, so its bounds hold with room). Input |c| &lt;= 4 (every
     * caller: f, g, r, the SOTP output); from an input bound B the values
     * stay below 2B + 6q = 20750 &lt; 2^15 (first layer 2B + 3q/4, the radix-3
     * layer + 3q/2, five radix-2 layers + 3q/4 each). Output |c| &lt;= 1730.
     */
    static void ntt(short[] r) {
        short k = 1;
        short zw = Tables.ZETAS_W[k], zq = Tables.ZETAS_WQ[k];
        k++;
        for (short i = 0; i < HALF; i++) {
            short hi = (short) (i + HALF);
            short t = mulc(r[hi], zw, zq);
            r[hi] = (short) (r[i] + r[hi] - t);
            r[i] = (short) (r[i] + t);
        }
        /* radix 3, step 128 */
        for (short start = 0; start < N; start += 384) {
            short yw = Tables.ZETAS_W[k], yq = Tables.ZETAS_WQ[k];
            k++;
            short y2w = Tables.ZETAS_W[k], y2q = Tables.ZETAS_WQ[k];
            k++;
            short end = (short) (start + 128);
            for (short i = start; i < end; i++) {
                short i1 = (short) (i + 128), i2 = (short) (i + 256);
                short t1 = mulc(r[i1], yw, yq);
                short t2 = mulc(r[i2], y2w, y2q);
                short t3 = mulc((short) (t1 - t2), Tables.OMEGA_W, Tables.OMEGA_WQ);
                short a0 = r[i];
                r[i2] = (short) (a0 - t1 - t3);
                r[i1] = (short) (a0 - t2 + t3);
                r[i] = (short) (a0 + t1 + t2);
            }
        }
        /* radix 2, steps 64 .. 4 */
        for (short step = 64; step >= 4; step >>= 1) {
            for (short start = 0; start < N; start += (short) (2 * step)) {
                short yw = Tables.ZETAS_W[k], yq = Tables.ZETAS_WQ[k];
                k++;
                short end = (short) (start + step);
                for (short i = start; i < end; i++) {
                    short j = (short) (i + step);
                    short t = mulc(r[j], yw, yq);
                    r[j] = (short) (r[i] - t);
                    r[i] = (short) (r[i] + t);
                }
            }
        }
        for (short i = 0; i < N; i++) {
            r[i] = barrett(r[i]);
        }
    }

    /**
     * Inverse NTT in place, input |c| &lt; q, output |c| &lt;= 3q/4 (ntt.c, with
     * {@link #mulc} products: the difference of a radix-2 butterfly leaves
     * as a product, the sum is Barrett-reduced on the second and fourth
     * layers; the radix-3 sums stay below 6q; mulc takes any short).
     */
    static void invntt(short[] r) {
        short k = 191;
        for (short step = 4; step <= 64; step <<= 1) {
            boolean reduce = step == 8 || step == 32;
            for (short start = 0; start < N; start += (short) (2 * step)) {
                short yw = Tables.ZETAS_W[k], yq = Tables.ZETAS_WQ[k];
                k--;
                short end = (short) (start + step);
                for (short i = start; i < end; i++) {
                    short j = (short) (i + step);
                    short t = r[j], s = (short) (r[i] + t);
                    r[j] = mulc((short) (t - r[i]), yw, yq);
                    r[i] = reduce ? barrett(s) : s;
                }
            }
        }
        for (short start = 0; start < N; start += 384) {
            short y2w = Tables.ZETAS_W[k], y2q = Tables.ZETAS_WQ[k];
            k--;
            short yw = Tables.ZETAS_W[k], yq = Tables.ZETAS_WQ[k];
            k--;
            short end = (short) (start + 128);
            for (short i = start; i < end; i++) {
                short i1 = (short) (i + 128), i2 = (short) (i + 256);
                short a0 = r[i], a1 = r[i1], a2 = r[i2];
                short t = mulc((short) (a1 - a0), Tables.OMEGA_W, Tables.OMEGA_WQ);
                r[i1] = mulc((short) (a2 - a0 + t), yw, yq);
                r[i2] = mulc((short) (a2 - a1 - t), y2w, y2q);
                r[i] = barrett((short) (a0 + a1 + a2));
            }
        }
        for (short i = 0; i < HALF; i++) {
            short hi = (short) (i + HALF);
            short t1 = (short) (r[i] + r[hi]);
            short t2 = mulc((short) (r[i] - r[hi]), Tables.ZMINUSZ5INV_W, Tables.ZMINUSZ5INV_WQ);
            r[i] = mulc((short) (t1 - t2), Tables.NINV_W, Tables.NINV_WQ);
            r[hi] = mulc(t2, Tables.NINV2_W, Tables.NINV2_WQ);
        }
    }

    /* ---- NTT-domain arithmetic (basemul.c) ---------------------------------- */

    /** zeta of base block i (Montgomery form): block 2j uses ZETAS[96 + j], block 2j+1 its negative. */
    static short blockZeta(short i) {
        short z = Tables.ZETAS[(short) (96 + (i >> 1))];
        return (i & 1) == 0 ? z : (short) -z;
    }

    /**
     * Loads block i (4 coefficients) of an operand into dst[0..3]: from a
     * polynomial when poly is not null, else from its 12-bit encoding at
     * packed[off..] (canonical values 0..q-1, checked by the caller).
     */
    static void loadBlock(short[] dst, short[] poly, byte[] packed, short off, short i) {
        short c = (short) (i << 2);
        if (poly != null) {
            dst[0] = poly[c];
            dst[1] = poly[(short) (c + 1)];
            dst[2] = poly[(short) (c + 2)];
            dst[3] = poly[(short) (c + 3)];
        } else {
            short o = (short) (off + 6 * i);
            dst[0] = coeff(packed, o, false);
            dst[1] = coeff(packed, o, true);
            dst[2] = coeff(packed, (short) (o + 3), false);
            dst[3] = coeff(packed, (short) (o + 3), true);
        }
    }

    /** the 12-bit field (odd = second of the pair) of the 3 bytes at o */
    static short coeff(byte[] p, short o, boolean odd) {
        if (!odd) {
            return (short) ((p[o] & 0xFF) | ((p[(short) (o + 1)] & 0x0F) << 8));
        }
        return (short) (((p[(short) (o + 1)] & 0xFF) >> 4) | ((p[(short) (o + 2)] & 0xFF) << 4));
    }

    /**
     * r = a * b (+ c when c is not null, then Barrett-reduced) blockwise in
     * Z_q[x]/(x^4 - zeta). a is a polynomial; b a polynomial or, when bPoly
     * is null, the encoding at bPacked[bOff..]. r may be a, b or c. Inputs
     * |coefficient| &lt; 2q: each product of two is below 4q^2 &lt; q 2^15; the
     * sums h0 (three products) and c_k (up to four) stay below 4q, and zeta *
     * h0 below 1730 * 3q &lt; q 2^15. The products carry 2^-16; the final
     * product with RSQ = 2^32 mod q restores them. Output |r| &lt; q, or
     * &lt;= 1730 with c. s: 8 shorts of scratch.
     */
    static void basemul(short[] r, short[] a, short[] bPoly, byte[] bPacked, short bOff, short[] c, short[] s) {
        for (short i = 0; i < BLOCKS; i++) {
            loadBlock(s, bPoly, bPacked, bOff, i);
            short o = (short) (i << 2);
            short x0 = a[o], x1 = a[(short) (o + 1)], x2 = a[(short) (o + 2)], x3 = a[(short) (o + 3)];
            short y0 = s[0], y1 = s[1], y2 = s[2], y3 = s[3];
            short zm = blockZeta(i);
            short h0 = (short) (mont(x1, y3) + mont(x2, y2) + mont(x3, y1));
            short h1 = (short) (mont(x2, y3) + mont(x3, y2));
            short h2 = mont(x3, y3);
            short c0 = (short) (mont(x0, y0) + mont(zm, h0));
            short c1 = (short) (mont(x0, y1) + mont(x1, y0) + mont(zm, h1));
            short c2 = (short) (mont(x0, y2) + mont(x1, y1) + mont(x2, y0) + mont(zm, h2));
            short c3 = (short) (mont(x0, y3) + mont(x1, y2) + mont(x2, y1) + mont(x3, y0));
            c0 = mont(c0, Tables.RSQ);
            c1 = mont(c1, Tables.RSQ);
            c2 = mont(c2, Tables.RSQ);
            c3 = mont(c3, Tables.RSQ);
            if (c != null) {
                c0 = barrett((short) (c0 + c[o]));
                c1 = barrett((short) (c1 + c[(short) (o + 1)]));
                c2 = barrett((short) (c2 + c[(short) (o + 2)]));
                c3 = barrett((short) (c3 + c[(short) (o + 3)]));
            }
            r[o] = c0;
            r[(short) (o + 1)] = c1;
            r[(short) (o + 2)] = c2;
            r[(short) (o + 3)] = c3;
        }
    }

    /** r = barrett(a - b) coefficient-wise (|a|, |b| &lt;= 1730 here); r may be a. */
    static void subReduce(short[] r, short[] a, short[] b) {
        for (short i = 0; i < N; i++) {
            r[i] = barrett((short) (a[i] - b[i]));
        }
    }

    /**
     * The value standing for (x 2^-16)^(q-2), the inverse of x 2^-16 (0 for 0),
     * by the addition chain of basemul.c (q - 2 = 3455).
     */
    static short invMont(short x) {
        short t = mont(x, x);
        t = mont(t, t);
        t = mont(t, t);
        short x16 = mont(t, t);
        t = mont(x16, x16);
        t = mont(t, t);
        short x128 = mont(t, t);
        short x145 = mont(mont(x128, x16), x);
        t = mont(x145, x128);
        t = mont(t, t);
        short x691 = mont(t, x145);
        t = mont(x691, x691);
        t = mont(t, t);
        return mont(t, x691);
    }

    /**
     * r = 1 / a blockwise (a: NTT output, |a| &lt;= 1730), |r| &lt; 2q. Each block
     * a = A0(z) + A1(z) x, z = x^2, has the norm N = A0^2 - z A1^2 = n0 + n1 z
     * and 1/a = (A0 - A1 x) / N, 1/N = (n0 - n1 z) / det, det = n0^2 - zeta n1^2
     * (basemul.c, with the same bounds). The 192 determinants are inverted by
     * Montgomery's batch trick in one chain: one field inversion and three
     * products per block. A zero determinant is replaced by 1 and reported.
     * Returns -1 (all ones) if some block is not invertible, else 0; the
     * caller only learns this verdict. det: 384 shorts of scratch
     * (determinants, then prefix products). r must not be a.
     */
    static short baseinv(short[] r, short[] a, short[] det) {
        short zero = 0;
        for (short i = 0; i < BLOCKS; i++) {
            short o = (short) (i << 2);
            short x0 = a[o], x1 = a[(short) (o + 1)], x2 = a[(short) (o + 2)], x3 = a[(short) (o + 3)];
            short zm = blockZeta(i);
            short h = (short) (mont(x2, x2) - 2 * mont(x1, x3)); /* |h| < 3q */
            short n0 = (short) (mont(x0, x0) + mont(zm, h)); /* |n0| < 2q */
            short n1 = barrett((short) (2 * mont(x0, x2) - mont(x1, x1) - mont(zm, mont(x3, x3))));
            r[o] = n0;
            r[(short) (o + 1)] = n1;
            short d = barrett((short) (mont(n0, n0) - mont(zm, mont(n1, n1))));
            /* z = 1 iff d = 0: (d - 1) >> 15 is -1 only for d <= 0, and
               (-d - 1) >> 15 only for d >= 0 */
            short z = (short) (((short) (d - 1) >> 15) & ((short) (-d - 1) >> 15) & 1);
            zero |= z;
            det[i] = (short) (d + z);
        }
        /* prefix[s] (det[192 + s]) stands for the product of det[0..s] */
        det[BLOCKS] = det[0];
        for (short s = 1; s < BLOCKS; s++) {
            det[(short) (BLOCKS + s)] = mont(det[(short) (BLOCKS + s - 1)], det[s]);
        }
        short inv = invMont(det[(short) (2 * BLOCKS - 1)]);
        for (short s = (short) (BLOCKS - 1); s > 0; s--) {
            short d = det[s];
            det[s] = mont(inv, det[(short) (BLOCKS + s - 1)]);
            inv = mont(inv, d);
        }
        det[0] = inv;
        /* det[i] now stands for 1 / (det[i] 2^-16), that is, it is
           2^32 / det[i]; one Montgomery product with RINV = 2^-16 mod q
           leaves 1 / det[i] (basemul.c, invert_all) */
        for (short i = 0; i < BLOCKS; i++) {
            det[i] = centre(mont(det[i], Tables.RINV));
        }
        for (short i = 0; i < BLOCKS; i++) {
            short o = (short) (i << 2);
            short x0 = a[o], x1 = a[(short) (o + 1)], x2 = a[(short) (o + 2)], x3 = a[(short) (o + 3)];
            short zm = blockZeta(i);
            short dinv = det[i];
            short m0 = mont(r[o], dinv), m1 = (short) -mont(r[(short) (o + 1)], dinv);
            short mz = mont(zm, m1);
            r[o] = (short) (mont(m0, x0) + mont(mz, x2));
            r[(short) (o + 1)] = (short) -(mont(m0, x1) + mont(mz, x3));
            r[(short) (o + 2)] = (short) (mont(m0, x2) + mont(m1, x0));
            r[(short) (o + 3)] = (short) -(mont(m0, x3) + mont(m1, x1));
        }
        for (short i = 0; i < (short) (2 * BLOCKS); i++) {
            det[i] = 0;
        }
        return (short) -zero;
    }

    /* ---- encoding (pack.c) ----------------------------------------------------- */

    /** Encodes a (|c| &lt; q) as canonical 12-bit residues at out[off..]. */
    static void pack(byte[] out, short off, short[] a) {
        for (short i = 0; i < HALF; i++) {
            short t0 = a[(short) (2 * i)], t1 = a[(short) (2 * i + 1)];
            t0 += (short) (Q & (t0 >> 15));
            t1 += (short) (Q & (t1 >> 15));
            short o = (short) (off + 3 * i);
            out[o] = (byte) t0;
            out[(short) (o + 1)] = (byte) ((t0 >> 8) | (t1 << 4));
            out[(short) (o + 2)] = (byte) (t1 >> 4);
        }
    }

    /**
     * Compares the encoding of a with in[off..] without storing it: returns
     * 0 if equal, -1 otherwise. Constant time.
     */
    static short packDiffers(short[] a, byte[] in, short off) {
        short diff = 0;
        for (short i = 0; i < HALF; i++) {
            short t0 = a[(short) (2 * i)], t1 = a[(short) (2 * i + 1)];
            t0 += (short) (Q & (t0 >> 15));
            t1 += (short) (Q & (t1 >> 15));
            short o = (short) (off + 3 * i);
            diff |= (short) (in[o] ^ (byte) t0);
            diff |= (short) (in[(short) (o + 1)] ^ (byte) ((t0 >> 8) | (t1 << 4)));
            diff |= (short) (in[(short) (o + 2)] ^ (byte) (t1 >> 4));
        }
        diff &= 0xFF;
        return (short) ((short) (-diff) >> 15);
    }

    /**
     * Decodes in[off..] into a (when a is not null) and returns -1 if some
     * field is q or more (a non-canonical encoding, refused by the final
     * revision), else 0.
     */
    static short unpack(short[] a, byte[] in, short off) {
        short bad = 0;
        for (short i = 0; i < HALF; i++) {
            short o = (short) (off + 3 * i);
            short t0 = coeff(in, o, false), t1 = coeff(in, o, true);
            bad |= (short) ((short) (Q - 1 - t0) | (short) (Q - 1 - t1));
            if (a != null) {
                a[(short) (2 * i)] = t0;
                a[(short) (2 * i + 1)] = t1;
            }
        }
        return (short) (bad >> 15);
    }

    /* ---- sampling and message encoding (cbd.c, sotp.c) ---------------------- */

    /** CBD1: coefficient i = bit i of buf[off, off + 96) - bit i of buf[off + 96, off + 192). */
    static void cbd1(short[] r, byte[] buf, short off) {
        for (short i = 0; i < MSG_BYTES; i++) {
            short plus = (short) (buf[(short) (off + i)] & 0xFF);
            short minus = (short) (buf[(short) (off + MSG_BYTES + i)] & 0xFF);
            short o = (short) (i << 3);
            for (short j = 0; j < 8; j++) {
                r[(short) (o + j)] = (short) (((plus >> j) & 1) - ((minus >> j) & 1));
            }
        }
    }

    /** SOTP encoding: coefficient i = (m_i XOR u1_i) - u2_i. */
    static void sotpEncode(short[] r, byte[] msg, short moff, byte[] u, short uoff) {
        for (short i = 0; i < MSG_BYTES; i++) {
            short plus = (short) ((msg[(short) (moff + i)] ^ u[(short) (uoff + i)]) & 0xFF);
            short minus = (short) (u[(short) (uoff + MSG_BYTES + i)] & 0xFF);
            short o = (short) (i << 3);
            for (short j = 0; j < 8; j++) {
                r[(short) (o + j)] = (short) (((plus >> j) & 1) - ((minus >> j) & 1));
            }
        }
    }

    /**
     * SOTP decoding of a (coefficients in {-1, 0, 1}): t_i = a_i + u2_i must be
     * 0 or 1, m_i = t_i XOR u1_i. Returns -1 and a zero message if some t_i
     * is outside {0, 1}, else 0. Constant time.
     */
    static short sotpDecode(byte[] msg, short moff, short[] a, byte[] u, short uoff) {
        short out = 0;
        for (short i = 0; i < MSG_BYTES; i++) {
            short u1 = (short) (u[(short) (uoff + i)] & 0xFF);
            short u2 = (short) (u[(short) (uoff + MSG_BYTES + i)] & 0xFF);
            short o = (short) (i << 3), v = 0;
            for (short j = 0; j < 8; j++) {
                short t = (short) (a[(short) (o + j)] + ((u2 >> j) & 1)); /* -1 .. 2 */
                out |= (short) (t >> 1);
                v |= (short) (((t ^ (u1 >> j)) & 1) << j);
            }
            msg[(short) (moff + i)] = (byte) v;
        }
        /* keep = -1 iff out = 0 */
        short keep = (short) (((short) (out - 1) >> 15) & ((short) (-out - 1) >> 15));
        for (short i = 0; i < MSG_BYTES; i++) {
            msg[(short) (moff + i)] &= (byte) keep;
        }
        return (short) ~keep;
    }

    /**
     * Each coefficient (|x| &lt; q) becomes the centred residue mod 3 of its
     * centred residue mod q: u = x + 1731 in [3, 3459] has x's residue mod 3
     * (1731 = 3 * 577) and round(u / 3) = floor((u + 1) / 3) =
     * floor(21846 (u + 1) / 2^16) = mulhi(u + 1, 21846) (the error
     * (u + 1) (21846 / 2^16 - 1/3) &lt; 0.04 never crosses an integer).
     */
    static void crepmod3(short[] a) {
        for (short i = 0; i < N; i++) {
            short x = centre(a[i]);
            short u = (short) (x + 1731);
            short t = mulhi((short) (u + 1), (short) 21846);
            a[i] = (short) (u - 3 * t);
        }
    }

    static void clear(short[] a) {
        for (short i = 0; i < (short) a.length; i++) {
            a[i] = 0;
        }
    }
}

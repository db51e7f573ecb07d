/* SPDX-License-Identifier: Apache-2.0 OR MIT */
package org.kpqclean.javacard.ntruplus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The 16-bit arithmetic of Poly against 32-bit Java arithmetic: mulhi on
 * every pair of a grid that includes the extremes plus random pairs,
 * Barrett on all 65,536 shorts, Montgomery products up to the bound
 * |a b| &lt; q 2^15 (both exact values and range), the mod-3 rounding on its
 * whole input range.
 */
class ArithmeticTest {
    static final int Q = 3457;

    static int mod(long x) {
        return (int) (((x % Q) + Q) % Q);
    }

    @Test
    void mulhiIsTheExactHighHalf() {
        int[] edge = {-32768, -32767, -32513, -32512, -256, -255, -129, -128, -127, -1, 0, 1, 127, 128, 255, 256,
            3456, 3457, 12929, 19412, 21846, 32512, 32767};
        for (int a : edge) {
            for (int b : edge) {
                assertEquals(Math.floorDiv(a * b, 65536), Poly.mulhi((short) a, (short) b), a + " * " + b);
            }
        }
        Random r = new Random(1);
        for (int i = 0; i < 2_000_000; i++) {
            int a = (short) r.nextInt(), b = (short) r.nextInt();
            assertEquals(Math.floorDiv(a * b, 65536), Poly.mulhi((short) a, (short) b));
        }
    }

    @Test
    void barrettOnEveryShort() {
        for (int a = -32768; a <= 32767; a++) {
            int t = (int) Math.floor((19412L * a + (1 << 25)) / (double) (1 << 26));
            short got = Poly.barrett((short) a);
            assertEquals(a - t * Q, got, "barrett " + a);
            assertTrue(Math.abs(got) <= 1730);
            assertEquals(mod(a), mod(got));
        }
    }

    @Test
    void montgomeryWithinBound() {
        long rinv = 0;
        for (long x = 1; x < Q; x++) {
            if ((65536L * x) % Q == 1) {
                rinv = x;
            }
        }
        Random r = new Random(2);
        for (int i = 0; i < 2_000_000; i++) {
            int a = (short) r.nextInt(), b;
            if (a == 0) {
                b = (short) r.nextInt();
            } else {
                int lim = (int) Math.min(32767, (long) Q * 32768 / Math.abs(a) - 1);
                b = r.nextInt(2 * lim + 1) - lim;
            }
            short m = Poly.mont((short) a, (short) b);
            assertTrue(Math.abs(m) < Q, a + " * " + b + " -> " + m);
            assertEquals(mod((long) a * b * rinv), mod(m), a + " * " + b);
            /* the exact value of the C formula (a b - t q) / 2^16 */
            int t = (short) ((short) (a * b) * 12929);
            assertEquals((a * b - t * Q) >> 16, m);
        }
    }

    @Test
    void twiddleProductsExactAndSmall() {
        short[][] pairs = new short[Tables.ZETAS_W.length + 4][];
        for (int i = 0; i < Tables.ZETAS_W.length; i++) {
            pairs[i] = new short[] {Tables.ZETAS_W[i], Tables.ZETAS_WQ[i]};
        }
        pairs[Tables.ZETAS_W.length] = new short[] {Tables.OMEGA_W, Tables.OMEGA_WQ};
        pairs[Tables.ZETAS_W.length + 1] = new short[] {Tables.ZMINUSZ5INV_W, Tables.ZMINUSZ5INV_WQ};
        pairs[Tables.ZETAS_W.length + 2] = new short[] {Tables.NINV_W, Tables.NINV_WQ};
        pairs[Tables.ZETAS_W.length + 3] = new short[] {Tables.NINV2_W, Tables.NINV2_WQ};
        long rinv = 0;
        for (long x = 1; x < Q; x++) {
            if ((65536L * x) % Q == 1) {
                rinv = x;
            }
        }
        for (int i = 0; i < Tables.ZETAS.length; i++) {
            assertEquals(mod(Tables.ZETAS[i] * rinv), mod(Tables.ZETAS_W[i]), "plain twiddle " + i);
        }
        for (short[] p : pairs) {
            for (int x = -32768; x <= 32767; x++) {
                short r = Poly.mulc((short) x, p[0], p[1]);
                assertEquals(mod((long) p[0] * x), mod(r), p[0] + " * " + x);
                assertTrue(4 * Math.abs(r) <= 3 * Q, p[0] + " * " + x + " -> " + r);
            }
        }
    }

    @Test
    void crepmod3OverTheInputRange() {
        short[] p = new short[Poly.N];
        for (int base = -(Q - 1); base < Q; base += Poly.N) {
            for (int i = 0; i < Poly.N; i++) {
                p[i] = (short) Math.min(Q - 1, base + i);
            }
            short[] in = p.clone();
            Poly.crepmod3(p);
            for (int i = 0; i < Poly.N; i++) {
                int c = mod(in[i]);
                if (c > (Q - 1) / 2) {
                    c -= Q;
                }
                int want = ((c % 3) + 3) % 3;
                if (want == 2) {
                    want = -1;
                }
                assertEquals(want, p[i], "x = " + in[i]);
            }
        }
    }
}

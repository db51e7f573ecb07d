/* SPDX-License-Identifier: Apache-2.0 OR MIT */
package org.kpqclean.javacard.ntruplus;

import javacard.framework.JCSystem;

/**
 * SHAKE256 (FIPS 202) in 16-bit arithmetic. Java Card 3.0.5 has no 64-bit
 * type and no SHAKE, so each 64-bit Keccak lane is held as four shorts,
 * least significant word first: lane i is words 4i .. 4i + 3 of the state.
 * XOR, AND and NOT work word by word; a 64-bit rotation by r is a word
 * shift by r / 16 and a bit shift by r mod 16 that carries the top bits of
 * each word into the next one. Right shifts of a 16-bit word are arithmetic,
 * so the carried bits are masked (MASK_LO); no value ever needs more than
 * 16 bits.
 *
 * The state and the scratch live in transient (RAM) arrays; one instance is
 * reused for every hash.
 */
final class Shake256 {
    static final short RATE = 136; /* bytes: 1600 - 2 * 256 bits */

    /* (1 << s) - 1 for s = 0..15: the low s bits */
    private static final short[] MASK_LO = {
        0, 1, 3, 7, 15, 31, 63, 127, 255, 511, 1023, 2047, 4095, 8191, 16383, 32767
    };

    private final short[] a; /* 25 lanes x 4 words */
    private final short[] b; /* rho/pi output; theta's column parities and D */
    private final short[] pos; /* [0]: byte position in the rate block */

    Shake256() {
        a = JCSystem.makeTransientShortArray((short) 100, JCSystem.CLEAR_ON_DESELECT);
        b = JCSystem.makeTransientShortArray((short) 140, JCSystem.CLEAR_ON_DESELECT);
        pos = JCSystem.makeTransientShortArray((short) 1, JCSystem.CLEAR_ON_DESELECT);
    }

    /** Transient bytes held by this object. */
    static short ramBytes() {
        return (short) (2 * (100 + 140 + 1));
    }

    void init() {
        for (short i = 0; i < 100; i++) {
            a[i] = 0;
        }
        pos[0] = 0;
    }

    void wipe() {
        init();
        for (short i = 0; i < 140; i++) {
            b[i] = 0;
        }
    }

    void absorbByte(byte v) {
        short p = pos[0];
        short w = (short) (p >> 1);
        a[w] ^= (short) ((v & 0xFF) << (short) ((p & 1) << 3));
        p++;
        if (p == RATE) {
            permute();
            p = 0;
        }
        pos[0] = p;
    }

    void absorb(byte[] in, short off, short len) {
        short p = pos[0];
        for (short i = 0; i < len; i++) {
            short w = (short) (p >> 1);
            a[w] ^= (short) ((in[(short) (off + i)] & 0xFF) << (short) ((p & 1) << 3));
            p++;
            if (p == RATE) {
                permute();
                p = 0;
            }
        }
        pos[0] = p;
    }

    /** Pads (SHAKE domain bits 1111, then pad10*1) and starts squeezing. */
    void finish() {
        short p = pos[0];
        a[(short) (p >> 1)] ^= (short) (0x1F << (short) ((p & 1) << 3));
        a[(short) ((RATE - 1) >> 1)] ^= (short) 0x8000;
        permute();
        pos[0] = 0;
    }

    void squeeze(byte[] out, short off, short len) {
        short p = pos[0];
        for (short i = 0; i < len; i++) {
            if (p == RATE) {
                permute();
                p = 0;
            }
            out[(short) (off + i)] = (byte) (a[(short) (p >> 1)] >> (short) ((p & 1) << 3));
            p++;
        }
        pos[0] = p;
    }

    /** Keccak-f[1600], 24 rounds. */
    void permute() {
        short[] s = a, t = b;
        for (short round = 0; round < 24; round++) {
            /* theta: column parities C[x] in t[100 + 4x ..] */
            for (short w = 0; w < 20; w++) {
                t[(short) (100 + w)] = (short) (s[w] ^ s[(short) (w + 20)] ^ s[(short) (w + 40)]
                        ^ s[(short) (w + 60)] ^ s[(short) (w + 80)]);
            }
            /* D[x] = C[x - 1] ^ rot(C[x + 1], 1), xored into column x */
            for (short x = 0; x < 5; x++) {
                short cm = (short) (100 + 4 * ((short) (x + 4) % 5));
                short cp = (short) (100 + 4 * ((short) (x + 1) % 5));
                short c0 = t[cp], c1 = t[(short) (cp + 1)], c2 = t[(short) (cp + 2)], c3 = t[(short) (cp + 3)];
                short d0 = (short) (t[cm] ^ (short) (c0 << 1) ^ ((c3 >> 15) & 1));
                short d1 = (short) (t[(short) (cm + 1)] ^ (short) (c1 << 1) ^ ((c0 >> 15) & 1));
                short d2 = (short) (t[(short) (cm + 2)] ^ (short) (c2 << 1) ^ ((c1 >> 15) & 1));
                short d3 = (short) (t[(short) (cm + 3)] ^ (short) (c3 << 1) ^ ((c2 >> 15) & 1));
                for (short y = (short) (4 * x); y < 100; y += 20) {
                    s[y] ^= d0;
                    s[(short) (y + 1)] ^= d1;
                    s[(short) (y + 2)] ^= d2;
                    s[(short) (y + 3)] ^= d3;
                }
            }
            /* rho and pi: t[lane] = rot(s[PI_SRC[lane]], rho) */
            for (short lane = 0; lane < 25; lane++) {
                short src = (short) (Tables.PI_SRC[lane] << 2);
                short dst = (short) (lane << 2);
                short k = Tables.ROT_WORDS[lane];
                short r = Tables.ROT_BITS[lane];
                if (r == 0) {
                    for (short j = 0; j < 4; j++) {
                        t[(short) (dst + ((j + k) & 3))] = s[(short) (src + j)];
                    }
                } else {
                    /* word m of the result: (w[m - k] << r) | (w[m - k - 1] >>> (16 - r)) */
                    short back = (short) (16 - r), mask = MASK_LO[r];
                    short prev = s[(short) (src + 3)];
                    for (short j = 0; j < 4; j++) {
                        short cur = s[(short) (src + j)];
                        t[(short) (dst + ((j + k) & 3))] = (short) ((short) (cur << r) | ((prev >> back) & mask));
                        prev = cur;
                    }
                }
            }
            /* chi, row by row */
            for (short row = 0; row < 100; row += 20) {
                for (short x = 0; x < 20; x += 4) {
                    short x1 = (short) (row + (short) (x + 4) % 20), x2 = (short) (row + (short) (x + 8) % 20);
                    short o = (short) (row + x);
                    for (short j = 0; j < 4; j++) {
                        s[(short) (o + j)] = (short) (t[(short) (o + j)]
                                ^ (~t[(short) (x1 + j)] & t[(short) (x2 + j)]));
                    }
                }
            }
            /* iota */
            short rc = (short) (round << 2);
            s[0] ^= Tables.KECCAK_RC[rc];
            s[1] ^= Tables.KECCAK_RC[(short) (rc + 1)];
            s[2] ^= Tables.KECCAK_RC[(short) (rc + 2)];
            s[3] ^= Tables.KECCAK_RC[(short) (rc + 3)];
        }
    }
}

/* SPDX-License-Identifier: Apache-2.0 OR MIT */
package org.kpqclean.javacard.ntruplus;

import javacard.framework.JCSystem;

/**
 * SHAKE256 (FIPS 202) in 16-bit arithmetic. Java Card 3.0.5 has no 64-bit
 * type and no SHAKE, so each 64-bit Keccak lane is held as four shorts,
 * least significant word first: lane i is words 4i .. 4i + 3 of the state.
 * XOR, AND and NOT work word by word; a 64-bit rotation by r is a word
 * shift by r / 16 and a bit shift by r mod 16 that carries the top bits of
 * each word into the next one (KeccakF, generated with every shift and
 * mask a constant). Right shifts of a 16-bit word are arithmetic, so the
 * carried bits are masked; no value ever needs more than 16 bits.
 *
 * The state and the scratch live in transient (RAM) arrays; one instance is
 * reused for every hash.
 */
final class Shake256 {
    static final short RATE = 136; /* bytes: 1600 - 2 * 256 bits */

    private final short[] a; /* 25 lanes x 4 words */
    private final short[] b; /* the other array of the alternating rounds */
    private final short[] pos; /* [0]: byte position in the rate block */

    Shake256() {
        a = JCSystem.makeTransientShortArray((short) 100, JCSystem.CLEAR_ON_DESELECT);
        b = JCSystem.makeTransientShortArray((short) 100, JCSystem.CLEAR_ON_DESELECT);
        pos = JCSystem.makeTransientShortArray((short) 1, JCSystem.CLEAR_ON_DESELECT);
    }

    /** Transient bytes held by this object. */
    static short ramBytes() {
        return (short) (2 * (100 + 100 + 1));
    }

    void init() {
        for (short i = 0; i < 100; i++) {
            a[i] = 0;
        }
        pos[0] = 0;
    }

    void wipe() {
        init();
        for (short i = 0; i < 100; i++) {
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

    /** Keccak-f[1600], 24 rounds (KeccakF, generated). */
    void permute() {
        KeccakF.permute(a, b);
    }
}

/* SPDX-License-Identifier: Apache-2.0 OR MIT */
package org.kpqclean.javacard.check.planted;

/**
 * TEST ONLY: planted violations of the Java Card subset, one per method;
 * SubsetCheckTest requires the checker to find each of them.
 */
public final class Planted {
    private int intField; /* int field */

    static short wideIndex(short[] a, short i) {
        return a[i + 1]; /* index not cast to short */
    }

    static short intLocal(short a) {
        int x = a * 3; /* int local */
        return (short) x;
    }

    static boolean wideCompare(short a, short b) {
        return a + b > 0; /* comparison of an int intermediate */
    }

    static short[][] twoDims() {
        return new short[2][2]; /* multi-dimensional array */
    }

    static Object string() {
        return "text"; /* String constant */
    }

    static long longMath(short a) {
        return (long) a * a; /* long */
    }

    static short unsignedShift(short a) {
        return (short) (a >>> 3); /* iushr */
    }

    static void foreign() {
        java.util.Arrays.fill(new byte[1], (byte) 0); /* java.util */
    }

    int field() {
        return intField;
    }
}

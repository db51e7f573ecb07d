/* SPDX-License-Identifier: Apache-2.0 OR MIT */
package org.kpqclean.javacard.cost;

import java.util.ArrayList;
import java.util.List;

/** Executed-instruction counters, fed by the code CountingLoader inserts. */
public final class Counter {
    private Counter() {}

    public static final List<String> METHODS = new ArrayList<>();
    public static long[] perMethod = new long[64];
    public static long total;
    public static long narrowing;

    /** n instructions of method m executed, casts of them i2s */
    public static void add(int n, int casts, int m) {
        total += n;
        narrowing += casts;
        perMethod[m] += n;
    }

    static synchronized int id(String method) {
        METHODS.add(method);
        if (METHODS.size() > perMethod.length) {
            perMethod = java.util.Arrays.copyOf(perMethod, 2 * perMethod.length);
        }
        return METHODS.size() - 1;
    }

    public static void reset() {
        total = 0;
        narrowing = 0;
        java.util.Arrays.fill(perMethod, 0);
    }
}

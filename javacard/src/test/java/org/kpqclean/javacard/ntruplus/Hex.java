/* SPDX-License-Identifier: Apache-2.0 OR MIT */
package org.kpqclean.javacard.ntruplus;

final class Hex {
    private Hex() {}

    static byte[] decode(String s) {
        byte[] out = new byte[s.length() / 2];
        for (int i = 0; i < out.length; i++) {
            out[i] = (byte) Integer.parseInt(s.substring(2 * i, 2 * i + 2), 16);
        }
        return out;
    }

    static String encode(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(String.format("%02X", x & 0xFF));
        }
        return sb.toString();
    }
}

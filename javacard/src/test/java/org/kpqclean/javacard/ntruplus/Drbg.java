/* SPDX-License-Identifier: Apache-2.0 OR MIT */
package org.kpqclean.javacard.ntruplus;

import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

/**
 * The AES-256 CTR DRBG of the NIST KAT generators (rng.c of the submission
 * packages: no derivation function, no personalisation, no reseeding),
 * written from SP 800-90A's description, test code only.
 */
final class Drbg {
    private final byte[] key = new byte[32];
    private final byte[] v = new byte[16];

    Drbg(byte[] entropy48) {
        update(entropy48);
    }

    private byte[] aes(byte[] block) {
        try {
            Cipher c = Cipher.getInstance("AES/ECB/NoPadding");
            c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"));
            return c.doFinal(block);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private void increment() {
        for (int j = 15; j >= 0; j--) {
            v[j]++;
            if (v[j] != 0) {
                break;
            }
        }
    }

    private void update(byte[] provided) {
        byte[] temp = new byte[48];
        for (int i = 0; i < 3; i++) {
            increment();
            System.arraycopy(aes(v), 0, temp, 16 * i, 16);
        }
        if (provided != null) {
            for (int i = 0; i < 48; i++) {
                temp[i] ^= provided[i];
            }
        }
        System.arraycopy(temp, 0, key, 0, 32);
        System.arraycopy(temp, 32, v, 0, 16);
    }

    /** randombytes(x, n): one call */
    byte[] next(int n) {
        byte[] out = new byte[n];
        for (int off = 0; off < n; off += 16) {
            increment();
            byte[] b = aes(v);
            System.arraycopy(b, 0, out, off, Math.min(16, n - off));
        }
        update(null);
        return out;
    }
}

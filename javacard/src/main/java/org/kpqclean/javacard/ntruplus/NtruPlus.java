/* SPDX-License-Identifier: Apache-2.0 OR MIT */
package org.kpqclean.javacard.ntruplus;

import javacard.framework.JCSystem;
import javacard.framework.Util;

/**
 * NTRU+768 of the final revision (specification 2026-07-10), as
 * src/kem/ntruplus/kem.c:
 * <pre>
 * KeyGen: f = 3 f' + 1, g = 3 g' with f', g' = CBD1(SHAKE256(coins)), 32 fresh
 *         coins per attempt until f (then g) is invertible; h = g / f
 *         pk = Encode(h^), sk = Encode(f^) || Encode(h^-1^) || F(pk)
 * Encap:  m = 96 random bytes; (K, rho) = H(m || F(pk)); r = CBD1(rho)
 *         c = h r + SOTP(m, G(Encode(r^))); ct = Encode(c^), ss = K
 * Decap:  m' = (c f) mod 3 (centred); r = (c - m') / h;
 *         m = SOTP^-1(m', G(Encode(r^))); (K, rho) = H(m || F(pk));
 *         accept iff SOTP^-1 succeeded and Encode(CBD1(rho)^) = Encode(r^)
 * </pre>
 * F, G, H are SHAKE256 with the domain bytes 0, 1, 2.
 *
 * Memory: three working polynomials (1536 bytes each) and the byte buffers
 * below are transient (RAM); keys stay in the caller's persistent arrays and
 * are read in place, a block at a time, where a product needs them
 * ({@link Poly#basemul} on an encoding), so no key polynomial is copied to RAM.
 */
final class NtruPlus {
    static final short PK_BYTES = 1152;
    static final short SK_BYTES = 2336;
    static final short CT_BYTES = 1152;
    static final short SS_BYTES = 32;
    static final short P = 1152;
    static final short MAX_ATTEMPTS = 64;

    /** results */
    static final short OK = 0;
    static final short ERR_DECODE = 1;
    static final short ERR_DECAPS = 2;
    static final short ERR_RANDOMNESS = 3;

    /** source of the random bytes of key generation and encapsulation */
    interface Rng {
        void randomBytes(byte[] buf, short off, short len);
    }

    private final short[] pa, pb, pc; /* working polynomials */
    private final short[] scratch; /* baseinv: determinants and prefix products */
    private final short[] blk; /* one base block of an encoded operand */
    final byte[] io; /* 1152: ciphertext in and out, Encode(r^), pk staging */
    private final byte[] kr; /* 224: H output (K || rho), CBD input of key generation */
    private final byte[] pad; /* 192: G output; F(pk) before it */
    private final byte[] msg; /* 96: m; the 32 coins of key generation */
    private final Shake256 xof;

    NtruPlus() {
        pa = JCSystem.makeTransientShortArray(Poly.N, JCSystem.CLEAR_ON_DESELECT);
        pb = JCSystem.makeTransientShortArray(Poly.N, JCSystem.CLEAR_ON_DESELECT);
        pc = JCSystem.makeTransientShortArray(Poly.N, JCSystem.CLEAR_ON_DESELECT);
        scratch = JCSystem.makeTransientShortArray((short) (2 * Poly.BLOCKS), JCSystem.CLEAR_ON_DESELECT);
        blk = JCSystem.makeTransientShortArray((short) 4, JCSystem.CLEAR_ON_DESELECT);
        io = JCSystem.makeTransientByteArray(P, JCSystem.CLEAR_ON_DESELECT);
        kr = JCSystem.makeTransientByteArray((short) (SS_BYTES + Poly.CBD_BYTES), JCSystem.CLEAR_ON_DESELECT);
        pad = JCSystem.makeTransientByteArray(Poly.CBD_BYTES, JCSystem.CLEAR_ON_DESELECT);
        msg = JCSystem.makeTransientByteArray(Poly.MSG_BYTES, JCSystem.CLEAR_ON_DESELECT);
        xof = new Shake256();
    }

    /** Transient bytes allocated by this object (and its SHAKE256). */
    static short ramBytes() {
        return (short) (2 * (3 * Poly.N + 2 * Poly.BLOCKS + 4) + P + SS_BYTES + Poly.CBD_BYTES
                + Poly.CBD_BYTES + Poly.MSG_BYTES + Shake256.ramBytes());
    }

    private void hashF(byte[] out, short outOff, byte[] pk, short pkOff) {
        xof.init();
        xof.absorbByte((byte) 0);
        xof.absorb(pk, pkOff, P);
        xof.finish();
        xof.squeeze(out, outOff, SS_BYTES);
    }

    /** pad = G(io[0..P)) */
    private void hashG() {
        xof.init();
        xof.absorbByte((byte) 1);
        xof.absorb(io, (short) 0, P);
        xof.finish();
        xof.squeeze(pad, (short) 0, Poly.CBD_BYTES);
    }

    /** kr = H(msg || fpk) */
    private void hashH(byte[] fpk, short fOff) {
        xof.init();
        xof.absorbByte((byte) 2);
        xof.absorb(msg, (short) 0, Poly.MSG_BYTES);
        xof.absorb(fpk, fOff, SS_BYTES);
        xof.finish();
        xof.squeeze(kr, (short) 0, (short) (SS_BYTES + Poly.CBD_BYTES));
    }

    /**
     * One secret a = 3 CBD1(SHAKE256(coins)) + plusOne in the NTT domain and
     * its inverse, drawing until a is invertible. Returns false after
     * MAX_ATTEMPTS singular candidates.
     */
    private boolean sampleInvertible(short[] a, short[] inv, short plusOne, Rng rng) {
        for (short attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
            rng.randomBytes(msg, (short) 0, (short) 32);
            xof.init();
            xof.absorb(msg, (short) 0, (short) 32);
            xof.finish();
            xof.squeeze(kr, (short) 0, Poly.CBD_BYTES);
            Poly.cbd1(a, kr, (short) 0);
            for (short i = 0; i < Poly.N; i++) {
                a[i] = (short) (3 * a[i]);
            }
            a[0] += plusOne;
            Poly.ntt(a);
            /* the retry decision is public: a rejected candidate is discarded */
            if (Poly.baseinv(inv, a, scratch) == 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Key generation into pk[pkOff..] and sk[skOff..] (persistent arrays).
     * Returns OK or ERR_RANDOMNESS.
     */
    short keypair(byte[] pk, short pkOff, byte[] sk, short skOff, Rng rng) {
        short ret = ERR_RANDOMNESS;
        /* Encodings are built in RAM (io) and written to EEPROM with one
           block copy each, not byte by byte. */
        if (sampleInvertible(pa, pb, (short) 1, rng)) { /* f in pa, 1/f in pb */
            Poly.pack(io, (short) 0, pa);
            Util.arrayCopyNonAtomic(io, (short) 0, sk, skOff, P);
            if (sampleInvertible(pa, pc, (short) 0, rng)) { /* g in pa, 1/g in pc */
                Poly.basemul(pa, pa, pb, null, (short) 0, null, blk); /* h = g / f */
                Poly.pack(io, (short) 0, pa);
                Util.arrayCopyNonAtomic(io, (short) 0, pk, pkOff, P);
                /* 1/h = f / g, with f read back from sk */
                Poly.basemul(pc, pc, null, sk, skOff, null, blk);
                Poly.pack(io, (short) 0, pc);
                Util.arrayCopyNonAtomic(io, (short) 0, sk, (short) (skOff + P), P);
                hashF(kr, (short) 0, pk, pkOff);
                Util.arrayCopyNonAtomic(kr, (short) 0, sk, (short) (skOff + 2 * P), SS_BYTES);
                ret = OK;
            }
        }
        Util.arrayFillNonAtomic(io, (short) 0, P, (byte) 0);
        wipe();
        return ret;
    }

    /**
     * Encapsulation to the key pk[pkOff..]: the ciphertext goes to io, the
     * shared secret to ss[ssOff..]. The 96 bytes of m are drawn before pk is
     * checked (as the reference, so that a KAT generator's DRBG stays in
     * step). Returns OK, or ERR_DECODE (non-canonical or zero pk; io and ss
     * zeroed).
     */
    short encaps(byte[] ss, short ssOff, byte[] pk, short pkOff, Rng rng) {
        rng.randomBytes(msg, (short) 0, Poly.MSG_BYTES);
        /* pk is public: branching on it is fine */
        short bad = Poly.unpack(null, pk, pkOff);
        short any = 0;
        for (short i = 0; i < P; i++) {
            any |= pk[(short) (pkOff + i)];
        }
        if (bad != 0 || any == 0) {
            Util.arrayFillNonAtomic(io, (short) 0, P, (byte) 0);
            Util.arrayFillNonAtomic(ss, ssOff, SS_BYTES, (byte) 0);
            wipe();
            return ERR_DECODE;
        }
        hashF(pad, (short) 0, pk, pkOff);
        hashH(pad, (short) 0);
        Poly.cbd1(pa, kr, SS_BYTES); /* r */
        Poly.ntt(pa);
        Poly.pack(io, (short) 0, pa);
        hashG();
        Poly.sotpEncode(pb, msg, (short) 0, pad, (short) 0);
        Poly.ntt(pb);
        Poly.basemul(pb, pa, null, pk, pkOff, pb, blk); /* c = h r + m */
        Poly.pack(io, (short) 0, pb);
        Util.arrayCopyNonAtomic(kr, (short) 0, ss, ssOff, SS_BYTES);
        wipe();
        return OK;
    }

    /**
     * Decapsulation of the ciphertext in io with sk[skOff..]; the shared
     * secret goes to ss[ssOff..]. Returns OK, ERR_DECODE (non-canonical ct
     * or sk) or ERR_DECAPS (explicit rejection); ss is all zero on error.
     */
    short decaps(byte[] ss, short ssOff, byte[] sk, short skOff) {
        short bad = (short) (Poly.unpack(pa, io, (short) 0) | Poly.unpack(null, sk, skOff)
                | Poly.unpack(null, sk, (short) (skOff + P)));
        /* reveals only whether ct or sk is a non-canonical encoding */
        if (bad != 0) {
            Util.arrayFillNonAtomic(ss, ssOff, SS_BYTES, (byte) 0);
            wipe();
            return ERR_DECODE;
        }
        /* m' = c f mod 3 */
        Poly.basemul(pb, pa, null, sk, skOff, null, blk);
        Poly.invntt(pb);
        Poly.crepmod3(pb);
        /* r = (c - m') / h */
        for (short i = 0; i < Poly.N; i++) {
            pc[i] = pb[i];
        }
        Poly.ntt(pc);
        Poly.subReduce(pa, pa, pc);
        Poly.basemul(pc, pa, null, sk, (short) (skOff + P), null, blk);
        Poly.pack(io, (short) 0, pc); /* Encode(r^) */
        hashG();
        short fail = Poly.sotpDecode(msg, (short) 0, pb, pad, (short) 0);
        /* re-encryption check */
        hashH(sk, (short) (skOff + 2 * P));
        Poly.cbd1(pc, kr, SS_BYTES);
        Poly.ntt(pc);
        fail |= Poly.packDiffers(pc, io, (short) 0);
        for (short i = 0; i < SS_BYTES; i++) {
            ss[(short) (ssOff + i)] = (byte) (kr[i] & ~fail);
        }
        /* io holds Encode(r^), which with ct would give m away */
        Util.arrayFillNonAtomic(io, (short) 0, P, (byte) 0);
        wipe();
        return fail != 0 ? ERR_DECAPS : OK;
    }

    /** Clears every secret intermediate (not io, which holds the output). */
    private void wipe() {
        Poly.clear(pa);
        Poly.clear(pb);
        Poly.clear(pc);
        Poly.clear(blk);
        Util.arrayFillNonAtomic(kr, (short) 0, (short) kr.length, (byte) 0);
        Util.arrayFillNonAtomic(pad, (short) 0, (short) pad.length, (byte) 0);
        Util.arrayFillNonAtomic(msg, (short) 0, (short) msg.length, (byte) 0);
        xof.wipe();
    }
}

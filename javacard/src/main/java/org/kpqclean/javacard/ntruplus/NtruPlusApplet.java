/* SPDX-License-Identifier: Apache-2.0 OR MIT */
package org.kpqclean.javacard.ntruplus;

import javacard.framework.APDU;
import javacard.framework.Applet;
import javacard.framework.ISO7816;
import javacard.framework.ISOException;
import javacard.framework.JCSystem;
import javacard.framework.Util;
import javacard.security.RandomData;

/**
 * NTRU+768 KEM applet (Java Card 3.0.5, short APDUs). The protocol is
 * documented in docs/javacard.md: class byte 0x80, long values move in
 * chunks of CHUNK bytes numbered by P1, in order.
 *
 * <pre>
 * INS 0x10 GENERATE_KEYPAIR            -
 * INS 0x12 READ_PUBLIC_KEY  P1 = chunk  -&gt; chunk of pk
 * INS 0x14 LOAD_PUBLIC_KEY  P1 = chunk  data: chunk of the peer's pk
 * INS 0x20 ENCAPSULATE                  -&gt; ss (32), to the loaded pk
 * INS 0x22 READ_CIPHERTEXT  P1 = chunk  -&gt; chunk of the last ct
 * INS 0x30 DECAPSULATE      P1 = chunk  data: chunk of ct; the last -&gt; ss (32)
 * </pre>
 */
public class NtruPlusApplet extends Applet implements NtruPlus.Rng {
    public static final byte CLA = (byte) 0x80;
    public static final byte INS_GENERATE = (byte) 0x10;
    public static final byte INS_READ_PK = (byte) 0x12;
    public static final byte INS_LOAD_PK = (byte) 0x14;
    public static final byte INS_ENCAPSULATE = (byte) 0x20;
    public static final byte INS_READ_CT = (byte) 0x22;
    public static final byte INS_DECAPSULATE = (byte) 0x30;

    /** chunk size: pk and ct are 6 chunks of 192 bytes */
    public static final short CHUNK = 192;

    /** ct or sk non-canonical, pk non-canonical or zero (KPQC_ERR_DECODE) */
    public static final short SW_DECODE = ISO7816.SW_WRONG_DATA; /* 6A80 */
    /** decapsulation rejected the ciphertext (KPQC_ERR_DECAPS) */
    public static final short SW_REJECTED = ISO7816.SW_DATA_INVALID; /* 6984 */
    /** no key pair yet, no public key loaded, no ciphertext to read */
    public static final short SW_NO_KEY = ISO7816.SW_COMMAND_NOT_ALLOWED; /* 6986 */
    /** a chunk out of order */
    public static final short SW_SEQUENCE = ISO7816.SW_CONDITIONS_NOT_SATISFIED; /* 6985 */
    /** 64 singular candidates in a row: the random source is broken */
    public static final short SW_RANDOMNESS = (short) 0x6F01;

    /* persistent state */
    protected final byte[] pk;
    protected final byte[] sk;
    private final byte[] peerPk;
    /* flags[0]: key pair valid, flags[1]: peer pk valid (persistent) */
    protected final byte[] flags;

    /* transient state: [0] = INS of the transfer in progress, [1] = next chunk,
       [2] = 1 when io holds a ciphertext to read */
    private final short[] transfer;
    protected final NtruPlus kem;
    private final RandomData random;

    protected NtruPlusApplet() {
        pk = new byte[NtruPlus.PK_BYTES];
        sk = new byte[NtruPlus.SK_BYTES];
        peerPk = new byte[NtruPlus.PK_BYTES];
        flags = new byte[2];
        transfer = JCSystem.makeTransientShortArray((short) 3, JCSystem.CLEAR_ON_DESELECT);
        kem = new NtruPlus();
        random = RandomData.getInstance(RandomData.ALG_SECURE_RANDOM);
    }

    public static void install(byte[] bArray, short bOffset, byte bLength) {
        new NtruPlusApplet().register();
    }

    /** Persistent bytes of key material (pk, sk, peer pk, flags). */
    public static short eepromKeyBytes() {
        return (short) (2 * NtruPlus.PK_BYTES + NtruPlus.SK_BYTES + 2);
    }

    /** Transient bytes this applet allocates. */
    public static short ramBytes() {
        return (short) (NtruPlus.ramBytes() + 6);
    }

    public void randomBytes(byte[] buf, short off, short len) {
        random.generateData(buf, off, len);
    }

    public void process(APDU apdu) {
        if (selectingApplet()) {
            return;
        }
        byte[] buf = apdu.getBuffer();
        if (buf[ISO7816.OFFSET_CLA] != CLA) {
            ISOException.throwIt(ISO7816.SW_CLA_NOT_SUPPORTED);
        }
        byte ins = buf[ISO7816.OFFSET_INS];
        if (ins != transfer[0]) {
            /* any other command ends a chunked transfer */
            transfer[0] = 0;
            transfer[1] = 0;
        }
        if (!dispatch(apdu, ins)) {
            ISOException.throwIt(ISO7816.SW_INS_NOT_SUPPORTED);
        }
    }

    /** Handles ins; false if this applet does not know it. */
    protected boolean dispatch(APDU apdu, byte ins) {
        switch (ins) {
            case INS_GENERATE:
                generate(apdu);
                return true;
            case INS_READ_PK:
                requireKey();
                readChunk(apdu, pk, NtruPlus.PK_BYTES);
                return true;
            case INS_LOAD_PK:
                transfer[2] = 0; /* io is the staging buffer */
                if (receiveChunk(apdu, kem.io, NtruPlus.PK_BYTES)) {
                    /* the old key stays until the new one is complete */
                    flags[1] = 0;
                    Util.arrayCopy(kem.io, (short) 0, peerPk, (short) 0, NtruPlus.PK_BYTES);
                    flags[1] = 1;
                    Util.arrayFillNonAtomic(kem.io, (short) 0, NtruPlus.PK_BYTES, (byte) 0);
                }
                return true;
            case INS_ENCAPSULATE:
                encapsulate(apdu);
                return true;
            case INS_READ_CT:
                if (transfer[2] == 0) {
                    ISOException.throwIt(SW_NO_KEY);
                }
                readChunk(apdu, kem.io, NtruPlus.CT_BYTES);
                return true;
            case INS_DECAPSULATE:
                decapsulate(apdu);
                return true;
            default:
                return false;
        }
    }

    protected void requireNoData(APDU apdu) {
        byte[] buf = apdu.getBuffer();
        if (buf[ISO7816.OFFSET_P1] != 0 || buf[ISO7816.OFFSET_P2] != 0) {
            ISOException.throwIt(ISO7816.SW_INCORRECT_P1P2);
        }
        if (apdu.setIncomingAndReceive() != 0) {
            ISOException.throwIt(ISO7816.SW_WRONG_LENGTH);
        }
    }

    private void requireKey() {
        if (flags[0] == 0) {
            ISOException.throwIt(SW_NO_KEY);
        }
    }

    private void generate(APDU apdu) {
        requireNoData(apdu);
        flags[0] = 0;
        transfer[2] = 0;
        short r = kem.keypair(pk, (short) 0, sk, (short) 0, this);
        if (r != NtruPlus.OK) {
            ISOException.throwIt(SW_RANDOMNESS);
        }
        flags[0] = 1;
    }

    private void encapsulate(APDU apdu) {
        requireNoData(apdu);
        if (flags[1] == 0) {
            ISOException.throwIt(SW_NO_KEY);
        }
        transfer[2] = 0;
        byte[] buf = apdu.getBuffer();
        short r = kem.encaps(buf, (short) 0, peerPk, (short) 0, this);
        if (r != NtruPlus.OK) {
            Util.arrayFillNonAtomic(buf, (short) 0, NtruPlus.SS_BYTES, (byte) 0);
            ISOException.throwIt(SW_DECODE);
        }
        transfer[2] = 1;
        apdu.setOutgoingAndSend((short) 0, NtruPlus.SS_BYTES);
    }

    private void decapsulate(APDU apdu) {
        requireKey();
        transfer[2] = 0;
        if (!receiveChunk(apdu, kem.io, NtruPlus.CT_BYTES)) {
            return;
        }
        byte[] buf = apdu.getBuffer();
        short r = kem.decaps(buf, (short) 0, sk, (short) 0);
        if (r == NtruPlus.ERR_DECODE) {
            ISOException.throwIt(SW_DECODE);
        }
        if (r != NtruPlus.OK) {
            ISOException.throwIt(SW_REJECTED);
        }
        apdu.setOutgoingAndSend((short) 0, NtruPlus.SS_BYTES);
    }

    /** The number of chunks of a value of len bytes. */
    protected static short chunks(short len) {
        return (short) ((short) (len + CHUNK - 1) / CHUNK);
    }

    /** Sends chunk P1 of src[0..len); P2 must be 0, no data. */
    protected void readChunk(APDU apdu, byte[] src, short len) {
        byte[] buf = apdu.getBuffer();
        short idx = (short) (buf[ISO7816.OFFSET_P1] & 0xFF);
        if (idx >= chunks(len) || buf[ISO7816.OFFSET_P2] != 0) {
            ISOException.throwIt(ISO7816.SW_INCORRECT_P1P2);
        }
        if (apdu.setIncomingAndReceive() != 0) {
            ISOException.throwIt(ISO7816.SW_WRONG_LENGTH);
        }
        short off = (short) (idx * CHUNK);
        short n = (short) (len - off);
        if (n > CHUNK) {
            n = CHUNK;
        }
        Util.arrayCopyNonAtomic(src, off, buf, (short) 0, n);
        apdu.setOutgoingAndSend((short) 0, n);
    }

    /**
     * Receives chunk P1 of a value of len bytes into dst (transient). Chunks
     * must come in order 0, 1, ...; chunk 0 starts over. Every check comes
     * before any write. Returns true when the last chunk has arrived.
     */
    protected boolean receiveChunk(APDU apdu, byte[] dst, short len) {
        byte[] buf = apdu.getBuffer();
        byte ins = buf[ISO7816.OFFSET_INS];
        short idx = (short) (buf[ISO7816.OFFSET_P1] & 0xFF);
        short count = chunks(len);
        if (idx >= count || buf[ISO7816.OFFSET_P2] != 0) {
            ISOException.throwIt(ISO7816.SW_INCORRECT_P1P2);
        }
        if (idx != 0 && (transfer[0] != ins || transfer[1] != idx)) {
            transfer[0] = 0;
            transfer[1] = 0;
            ISOException.throwIt(SW_SEQUENCE);
        }
        short off = (short) (idx * CHUNK);
        short n = (short) (len - off);
        if (n > CHUNK) {
            n = CHUNK;
        }
        short got = apdu.setIncomingAndReceive();
        if (apdu.getIncomingLength() != n) {
            transfer[0] = 0;
            transfer[1] = 0;
            ISOException.throwIt(ISO7816.SW_WRONG_LENGTH);
        }
        short cdata = apdu.getOffsetCdata();
        while (got > 0) {
            Util.arrayCopyNonAtomic(buf, cdata, dst, off, got);
            off += got;
            got = apdu.receiveBytes(cdata);
        }
        idx++;
        if (idx == count) {
            transfer[0] = 0;
            transfer[1] = 0;
            return true;
        }
        transfer[0] = ins;
        transfer[1] = idx;
        return false;
    }
}

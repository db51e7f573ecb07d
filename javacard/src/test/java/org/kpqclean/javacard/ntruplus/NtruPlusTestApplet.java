/* SPDX-License-Identifier: Apache-2.0 OR MIT */
package org.kpqclean.javacard.ntruplus;

import javacard.framework.APDU;
import javacard.framework.ISO7816;
import javacard.framework.ISOException;
import javacard.framework.JCSystem;
import javacard.framework.Util;

/**
 * TEST ONLY: the applet with a command set for known-answer replay. It
 * lives in the test sources, so the production classes (target/classes, the
 * jar) never contain it (ProductionTest checks this).
 *
 * <pre>
 * INS 0xE0 INJECT_RANDOM   P1 = 0: start a new queue, 1: append   data: bytes
 *          every randomBytes(len) call then takes the next len bytes
 * INS 0xE1 RANDOM_CONSUMED -&gt; 2 bytes, big endian: bytes taken since the queue started
 * INS 0xE2 READ_SECRET_KEY P1 = chunk -&gt; chunk of sk
 * INS 0xE3 LOAD_SECRET_KEY P1 = chunk  data: chunk of sk (13 chunks, the last 32 bytes)
 * </pre>
 */
public class NtruPlusTestApplet extends NtruPlusApplet {
    public static final byte INS_INJECT = (byte) 0xE0;
    public static final byte INS_CONSUMED = (byte) 0xE1;
    public static final byte INS_READ_SK = (byte) 0xE2;
    public static final byte INS_LOAD_SK = (byte) 0xE3;
    public static final short SW_QUEUE_EMPTY = (short) 0x6F02;

    private final byte[] queue = new byte[1024];
    private final short[] q = new short[2]; /* [0] length, [1] read position */
    private final byte[] skStage = JCSystem.makeTransientByteArray(NtruPlus.SK_BYTES, JCSystem.CLEAR_ON_DESELECT);

    protected NtruPlusTestApplet() {
        super();
    }

    public static void install(byte[] bArray, short bOffset, byte bLength) {
        new NtruPlusTestApplet().register();
    }

    public void randomBytes(byte[] buf, short off, short len) {
        if ((short) (q[0] - q[1]) < len) {
            ISOException.throwIt(SW_QUEUE_EMPTY);
        }
        Util.arrayCopyNonAtomic(queue, q[1], buf, off, len);
        q[1] += len;
    }

    protected boolean dispatch(APDU apdu, byte ins) {
        byte[] buf = apdu.getBuffer();
        switch (ins) {
            case INS_INJECT: {
                short n = apdu.setIncomingAndReceive();
                if (buf[ISO7816.OFFSET_P1] == 0) {
                    q[0] = 0;
                    q[1] = 0;
                }
                if ((short) (q[0] + n) > (short) queue.length) {
                    ISOException.throwIt(ISO7816.SW_WRONG_LENGTH);
                }
                Util.arrayCopy(buf, apdu.getOffsetCdata(), queue, q[0], n);
                q[0] += n;
                return true;
            }
            case INS_CONSUMED:
                Util.setShort(buf, (short) 0, q[1]);
                apdu.setOutgoingAndSend((short) 0, (short) 2);
                return true;
            case INS_READ_SK:
                readChunk(apdu, sk, NtruPlus.SK_BYTES);
                return true;
            case INS_LOAD_SK:
                if (receiveChunk(apdu, skStage, NtruPlus.SK_BYTES)) {
                    Util.arrayCopy(skStage, (short) 0, sk, (short) 0, NtruPlus.SK_BYTES);
                    flags[0] = 1;
                }
                return true;
            default:
                return super.dispatch(apdu, ins);
        }
    }
}

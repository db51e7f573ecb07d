/* SPDX-License-Identifier: Apache-2.0 OR MIT */
package org.kpqclean.javacard.host;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.List;
import javax.smartcardio.Card;
import javax.smartcardio.CardChannel;
import javax.smartcardio.CardException;
import javax.smartcardio.CardTerminal;
import javax.smartcardio.CommandAPDU;
import javax.smartcardio.ResponseAPDU;
import javax.smartcardio.TerminalFactory;

/**
 * Host side of the NTRU+768 applet's APDU protocol (docs/javacard.md), over
 * any javax.smartcardio channel: a PC/SC reader, or jCardSim's
 * CardTerminalSimulator in the tests. Not part of the applet.
 *
 * <pre>
 * java -cp target/classes org.kpqclean.javacard.host.NtruPlusClient [reader-name-substring]
 * </pre>
 * runs a key generation, encapsulation and decapsulation on the first
 * (matching) reader's card and prints the times.
 */
public final class NtruPlusClient {
    public static final byte[] AID = {(byte) 0xF0, 0x4B, 0x50, 0x51, 0x43, 0x4E, 0x54, 0x52, 0x55};
    static final int CLA = 0x80;
    static final int CHUNK = 192;
    public static final int PK_BYTES = 1152;
    public static final int CT_BYTES = 1152;

    /** A status word other than 9000. */
    public static final class StatusException extends Exception {
        private static final long serialVersionUID = 1L;
        public final int sw;

        StatusException(String what, int sw) {
            super(String.format("%s: SW %04X", what, sw));
            this.sw = sw;
        }
    }

    private final CardChannel channel;
    private long apdus;

    public NtruPlusClient(CardChannel channel) {
        this.channel = channel;
    }

    /** APDUs sent so far. */
    public long apdus() {
        return apdus;
    }

    private byte[] send(String what, CommandAPDU c) throws CardException, StatusException {
        apdus++;
        ResponseAPDU r = channel.transmit(c);
        if (r.getSW() != 0x9000) {
            throw new StatusException(what, r.getSW());
        }
        return r.getData();
    }

    public void select() throws CardException, StatusException {
        send("SELECT", new CommandAPDU(0x00, 0xA4, 0x04, 0x00, AID));
    }

    public void generateKeyPair() throws CardException, StatusException {
        send("GENERATE_KEYPAIR", new CommandAPDU(CLA, 0x10, 0, 0));
    }

    private byte[] readChunked(String what, int ins, int len) throws CardException, StatusException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 0; i * CHUNK < len; i++) {
            byte[] d = send(what, new CommandAPDU(CLA, ins, i, 0, Math.min(CHUNK, len - i * CHUNK)));
            out.write(d, 0, d.length);
        }
        return out.toByteArray();
    }

    private byte[] writeChunked(String what, int ins, byte[] value, int le) throws CardException, StatusException {
        byte[] last = null;
        for (int i = 0; i * CHUNK < value.length; i++) {
            byte[] part = Arrays.copyOfRange(value, i * CHUNK, Math.min(value.length, (i + 1) * CHUNK));
            boolean end = (i + 1) * CHUNK >= value.length;
            last = send(what, end && le > 0 ? new CommandAPDU(CLA, ins, i, 0, part, le)
                    : new CommandAPDU(CLA, ins, i, 0, part));
        }
        return last;
    }

    public byte[] readPublicKey() throws CardException, StatusException {
        return readChunked("READ_PUBLIC_KEY", 0x12, PK_BYTES);
    }

    public void loadPublicKey(byte[] pk) throws CardException, StatusException {
        if (pk.length != PK_BYTES) {
            throw new IllegalArgumentException("pk must be " + PK_BYTES + " bytes");
        }
        writeChunked("LOAD_PUBLIC_KEY", 0x14, pk, 0);
    }

    /** Encapsulates to the loaded key: returns {ss, ct}. */
    public byte[][] encapsulate() throws CardException, StatusException {
        byte[] ss = send("ENCAPSULATE", new CommandAPDU(CLA, 0x20, 0, 0, 32));
        byte[] ct = readChunked("READ_CIPHERTEXT", 0x22, CT_BYTES);
        return new byte[][] {ss, ct};
    }

    public byte[] decapsulate(byte[] ct) throws CardException, StatusException {
        if (ct.length != CT_BYTES) {
            throw new IllegalArgumentException("ct must be " + CT_BYTES + " bytes");
        }
        return writeChunked("DECAPSULATE", 0x30, ct, 32);
    }

    public static void main(String[] args) throws Exception {
        List<CardTerminal> terminals = TerminalFactory.getDefault().terminals().list();
        CardTerminal t = null;
        for (CardTerminal x : terminals) {
            if (args.length == 0 || x.getName().contains(args[0])) {
                t = x;
                break;
            }
        }
        if (t == null) {
            System.err.println("no matching reader among " + terminals);
            System.exit(2);
        }
        Card card = t.connect("*");
        NtruPlusClient c = new NtruPlusClient(card.getBasicChannel());
        c.select();
        long t0 = System.nanoTime();
        c.generateKeyPair();
        long t1 = System.nanoTime();
        byte[] pk = c.readPublicKey();
        c.loadPublicKey(pk);
        long t2 = System.nanoTime();
        byte[][] enc = c.encapsulate();
        long t3 = System.nanoTime();
        byte[] ss = c.decapsulate(enc[1]);
        long t4 = System.nanoTime();
        System.out.printf("keypair %.2f s, encaps %.2f s (with ct transfer), decaps %.2f s; shared secrets %s%n",
                (t1 - t0) / 1e9, (t3 - t2) / 1e9, (t4 - t3) / 1e9, Arrays.equals(ss, enc[0]) ? "agree" : "DIFFER");
        card.disconnect(false);
    }
}

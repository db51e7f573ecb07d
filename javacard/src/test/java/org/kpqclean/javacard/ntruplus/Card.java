/* SPDX-License-Identifier: Apache-2.0 OR MIT */
package org.kpqclean.javacard.ntruplus;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.licel.jcardsim.smartcardio.CardSimulator;
import com.licel.jcardsim.utils.AIDUtil;
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import javacard.framework.AID;
import javacard.framework.Applet;
import javax.smartcardio.CommandAPDU;
import javax.smartcardio.ResponseAPDU;

/** A jCardSim card with one applet installed and selected; counts APDUs. */
final class Card {
    static final AID AID_NTRU = AIDUtil.create("F04B5051434E545255");
    final CardSimulator sim = new CardSimulator();
    long apdus;

    Card(Class<? extends Applet> applet) {
        sim.installApplet(AID_NTRU, applet);
        sim.selectApplet(AID_NTRU);
    }

    ResponseAPDU send(int ins, int p1, int p2, byte[] data, int le) {
        apdus++;
        CommandAPDU c;
        if (data == null) {
            c = le > 0 ? new CommandAPDU(0x80, ins, p1, p2, le) : new CommandAPDU(0x80, ins, p1, p2);
        } else {
            c = le > 0 ? new CommandAPDU(0x80, ins, p1, p2, data, le) : new CommandAPDU(0x80, ins, p1, p2, data);
        }
        return sim.transmitCommand(c);
    }

    ResponseAPDU raw(byte[] apdu) {
        apdus++;
        return sim.transmitCommand(new CommandAPDU(apdu));
    }

    byte[] ok(int ins, int p1, int p2, byte[] data, int le) {
        ResponseAPDU r = send(ins, p1, p2, data, le);
        assertEquals(0x9000, r.getSW(), String.format("INS %02X P1 %02X: SW %04X", ins, p1, r.getSW()));
        return r.getData();
    }

    /** Reads a chunked value of len bytes with INS ins. */
    byte[] read(int ins, int len) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int chunk = NtruPlusApplet.CHUNK;
        for (int i = 0; i * chunk < len; i++) {
            out.writeBytes(ok(ins, i, 0, null, Math.min(chunk, len - i * chunk)));
        }
        return out.toByteArray();
    }

    /** Sends a chunked value; returns the response to the last chunk. */
    ResponseAPDU write(int ins, byte[] value) {
        int chunk = NtruPlusApplet.CHUNK;
        ResponseAPDU r = null;
        for (int i = 0; i * chunk < value.length; i++) {
            byte[] part = java.util.Arrays.copyOfRange(value, i * chunk, Math.min(value.length, (i + 1) * chunk));
            boolean last = (i + 1) * chunk >= value.length;
            r = send(ins, i, 0, part, last ? 256 : 0);
            if (!last) {
                assertEquals(0x9000, r.getSW(), String.format("INS %02X chunk %d: SW %04X", ins, i, r.getSW()));
            }
        }
        return r;
    }

    void inject(byte[] bytes) {
        for (int off = 0; off < bytes.length || off == 0; off += 200) {
            byte[] part = java.util.Arrays.copyOfRange(bytes, off, Math.min(bytes.length, off + 200));
            ok(NtruPlusTestApplet.INS_INJECT, off == 0 ? 0 : 1, 0, part, 0);
            if (bytes.length == 0) {
                break;
            }
        }
    }

    int consumed() {
        byte[] r = ok(NtruPlusTestApplet.INS_CONSUMED, 0, 0, null, 2);
        return ((r[0] & 0xFF) << 8) | (r[1] & 0xFF);
    }

    /** ../shared (or KPQC_SHARED_DIR) as seen from javacard/; null if absent */
    static Path shared() {
        String env = System.getenv("KPQC_SHARED_DIR");
        Path p = env != null && !env.isEmpty() ? Paths.get(env) : Paths.get("..", "..", "shared");
        if (!Files.isDirectory(p.resolve("kat").resolve("ntruplus"))) {
            p = Paths.get("..", "shared");
        }
        return Files.isDirectory(p.resolve("kat").resolve("ntruplus")) ? p : null;
    }
}

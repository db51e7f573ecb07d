/* SPDX-License-Identifier: Apache-2.0 OR MIT */
package org.kpqclean.javacard.ntruplus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.licel.jcardsim.smartcardio.CardSimulator;
import com.licel.jcardsim.smartcardio.CardTerminalSimulator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javacard.framework.AID;
import javax.smartcardio.CardTerminal;
import org.kpqclean.javacard.host.NtruPlusClient;
import org.junit.jupiter.api.Test;

/**
 * The production applet: its classes hold no test command, it answers the
 * test instructions with 6D00, and it runs the whole protocol with the
 * card's own random source, driven by the host client over
 * javax.smartcardio (jCardSim's terminal).
 */
class ProductionTest {
    static Path classes() {
        String t = System.getenv("KPQC_JAVACARD_TARGET");
        return (t != null ? Paths.get(t) : Paths.get("target")).resolve("classes/org/kpqclean/javacard/ntruplus");
    }

    @Test
    void productionClassesHaveNoTestCode() throws Exception {
        List<String> names;
        try (Stream<Path> s = Files.list(classes())) {
            names = s.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList());
        }
        assertEquals(List.of("KeccakF.class", "NtruPlus$Rng.class", "NtruPlus.class", "NtruPlusApplet.class", "Poly.class",
                "Shake256.class", "Tables.class"), names);
        for (String n : names) {
            byte[] b = Files.readAllBytes(classes().resolve(n));
            String text = new String(b, java.nio.charset.StandardCharsets.ISO_8859_1);
            assertFalse(text.contains("TestApplet"), n);
        }
    }

    @Test
    void testInstructionsAreUnknown() {
        Card card = new Card(NtruPlusApplet.class);
        for (int ins : new int[] {0xE0, 0xE1, 0xE2, 0xE3}) {
            assertEquals(0x6D00, card.send(ins, 0, 0, ins == 0xE0 ? new byte[32] : null, 0).getSW());
        }
    }

    @Test
    void clientRoundTripsOverSmartcardio() throws Exception {
        CardSimulator sim = new CardSimulator();
        AID aid = new AID(NtruPlusClient.AID, (short) 0, (byte) NtruPlusClient.AID.length);
        sim.installApplet(aid, NtruPlusApplet.class);
        CardTerminal terminal = CardTerminalSimulator.terminal(sim);
        javax.smartcardio.Card card = terminal.connect("T=1");
        NtruPlusClient client = new NtruPlusClient(card.getBasicChannel());
        client.select();
        for (int round = 0; round < 3; round++) {
            client.generateKeyPair();
            byte[] pk = client.readPublicKey();
            client.loadPublicKey(pk);
            byte[][] enc = client.encapsulate();
            assertArrayEquals(enc[0], client.decapsulate(enc[1]));
            byte[] tampered = enc[1].clone();
            tampered[17] ^= 0x10;
            try {
                client.decapsulate(tampered);
                throw new AssertionError("tampered ciphertext accepted");
            } catch (NtruPlusClient.StatusException e) {
                assertEquals(0x6984, e.sw);
            }
        }
        card.disconnect(false);
    }
}

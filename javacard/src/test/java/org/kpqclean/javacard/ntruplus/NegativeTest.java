/* SPDX-License-Identifier: Apache-2.0 OR MIT */
package org.kpqclean.javacard.ntruplus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.smartcardio.ResponseAPDU;
import org.junit.jupiter.api.Test;

/**
 * The NTRU+768 cases of shared/kat/ntruplus/negative.json (verdicts and keys
 * of the reference implementation), through APDUs: decapsulation with a
 * loaded secret key (test-only command) and encapsulation to a loaded public
 * key with injected m. A refused case must answer 6A80 when an input is a
 * non-canonical encoding (or pk is zero) and 6984 when decapsulation rejects,
 * with no shared secret.
 */
class NegativeTest {
    static boolean nonCanonical(byte[] b, int off) {
        for (int i = 0; i < 384; i++) {
            int o = off + 3 * i;
            int t0 = (b[o] & 0xFF) | ((b[o + 1] & 0x0F) << 8);
            int t1 = ((b[o + 1] & 0xFF) >> 4) | ((b[o + 2] & 0xFF) << 4);
            if (t0 >= 3457 || t1 >= 3457) {
                return true;
            }
        }
        return false;
    }

    static boolean zero(byte[] b) {
        for (byte x : b) {
            if (x != 0) {
                return false;
            }
        }
        return true;
    }

    @Test
    @SuppressWarnings("unchecked")
    void referenceVerdicts() throws Exception {
        Path shared = Card.shared();
        assumeTrue(shared != null, "SKIPPED: ../shared (KPQC_SHARED_DIR) with kat/ntruplus not found");
        Map<String, Object> doc = (Map<String, Object>) Json.parse(
                Files.readString(shared.resolve("kat/ntruplus/negative.json")));
        List<Map<String, String>> cases = new ArrayList<>();
        for (Object o : (List<Object>) doc.get("cases")) {
            Map<String, String> c = (Map<String, String>) (Map<?, ?>) o;
            if ("NTRU+768".equals(c.get("set"))) {
                cases.add(c);
            }
        }
        assertEquals(24, cases.size(), "NTRU+768 cases in negative.json");
        Card card = new Card(NtruPlusTestApplet.class);
        int ok = 0, refused = 0;
        for (Map<String, String> c : cases) {
            String id = String.valueOf(((Map<String, Object>) (Map<?, ?>) c).get("record")) + "/" + c.get("case") + "/" + c.get("op");
            boolean expectOk = "ok".equals(c.get("expect"));
            if ("dec".equals(c.get("op"))) {
                byte[] ct = Hex.decode(c.get("ct")), sk = Hex.decode(c.get("sk"));
                ResponseAPDU r = card.write(NtruPlusTestApplet.INS_LOAD_SK, sk);
                assertEquals(0x9000, r.getSW(), id + ": load sk");
                r = card.write(NtruPlusApplet.INS_DECAPSULATE, ct);
                if (expectOk) {
                    assertEquals(0x9000, r.getSW(), id);
                    assertArrayEquals(Hex.decode(c.get("ss")), r.getData(), id);
                    ok++;
                } else {
                    boolean decode = nonCanonical(ct, 0) || nonCanonical(sk, 0) || nonCanonical(sk, 1152);
                    assertEquals(decode ? 0x6A80 : 0x6984, r.getSW(), id);
                    assertEquals(0, r.getData().length, id + ": no key on error");
                    assertTrue(zero(Hex.decode(c.get("ss"))), id);
                    refused++;
                }
            } else {
                byte[] pk = Hex.decode(c.get("pk")), m = Hex.decode(c.get("m"));
                ResponseAPDU r = card.write(NtruPlusApplet.INS_LOAD_PK, pk);
                assertEquals(0x9000, r.getSW(), id + ": load pk");
                card.inject(m);
                r = card.send(NtruPlusApplet.INS_ENCAPSULATE, 0, 0, null, 32);
                if (expectOk) {
                    assertEquals(0x9000, r.getSW(), id);
                    assertArrayEquals(Hex.decode(c.get("ss")), r.getData(), id);
                    assertArrayEquals(Hex.decode(c.get("ct")), card.read(NtruPlusApplet.INS_READ_CT, 1152), id);
                    ok++;
                } else {
                    assertEquals(0x6A80, r.getSW(), id);
                    assertEquals(0, r.getData().length, id);
                    /* no ciphertext to read after a refusal */
                    assertEquals(0x6986, card.send(NtruPlusApplet.INS_READ_CT, 0, 0, null, 192).getSW(), id);
                    refused++;
                }
            }
        }
        System.out.println("negative.json NTRU+768: " + ok + " accepted, " + refused + " refused as expected");
    }
}

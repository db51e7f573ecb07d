/* SPDX-License-Identifier: Apache-2.0 OR MIT */
package org.kpqclean.javacard.ntruplus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javax.smartcardio.ResponseAPDU;
import org.junit.jupiter.api.Test;

/**
 * All 100 records of the official NTRU+768 KAT file, through APDUs only: the
 * record's seed drives the NIST DRBG on the host, its outputs are injected
 * (test-only command), and pk, sk, ct and ss read back from the card must
 * equal the record. Skipped (visibly) when ../shared is absent.
 */
class KatTest {
    static final int PROBE_ATTEMPTS = 4;

    @Test
    void allRecords() throws Exception {
        Path shared = Card.shared();
        assumeTrue(shared != null, "SKIPPED: ../shared (KPQC_SHARED_DIR) with kat/ntruplus not found");
        List<Map<String, String>> recs = Kat.read(shared.resolve("kat/ntruplus/NTRU+768.rsp"));
        assertEquals(100, recs.size());
        Card card = new Card(NtruPlusTestApplet.class);
        for (Map<String, String> rec : recs) {
            replay(card, rec);
        }
    }

    static void replay(Card card, Map<String, String> rec) {
        String id = "record " + rec.get("count");
        byte[] seed = Hex.decode(rec.get("seed"));
        /* key generation draws 32 bytes per attempt: offer a few separate
           DRBG calls, then ask how many were used */
        Drbg drbg = new Drbg(seed);
        byte[] draws = new byte[32 * PROBE_ATTEMPTS];
        for (int i = 0; i < PROBE_ATTEMPTS; i++) {
            System.arraycopy(drbg.next(32), 0, draws, 32 * i, 32);
        }
        card.inject(draws);
        card.ok(NtruPlusApplet.INS_GENERATE, 0, 0, null, 0);
        int used = card.consumed();
        assertEquals(0, used % 32, id);
        byte[] pk = card.read(NtruPlusApplet.INS_READ_PK, NtruPlus.PK_BYTES);
        assertArrayEquals(Hex.decode(rec.get("pk")), pk, id + ": pk");
        byte[] sk = card.read(NtruPlusTestApplet.INS_READ_SK, NtruPlus.SK_BYTES);
        assertArrayEquals(Hex.decode(rec.get("sk")), sk, id + ": sk");

        Drbg again = new Drbg(seed);
        for (int i = 0; i < used / 32; i++) {
            again.next(32);
        }
        card.inject(again.next(96));
        ResponseAPDU r = card.write(NtruPlusApplet.INS_LOAD_PK, pk);
        assertEquals(0x9000, r.getSW(), id);
        byte[] ss = card.ok(NtruPlusApplet.INS_ENCAPSULATE, 0, 0, null, 32);
        byte[] ct = card.read(NtruPlusApplet.INS_READ_CT, NtruPlus.CT_BYTES);
        assertArrayEquals(Hex.decode(rec.get("ct")), ct, id + ": ct");
        assertArrayEquals(Hex.decode(rec.get("ss")), ss, id + ": ss (encapsulation)");

        r = card.write(NtruPlusApplet.INS_DECAPSULATE, ct);
        assertEquals(0x9000, r.getSW(), id);
        assertArrayEquals(Hex.decode(rec.get("ss")), r.getData(), id + ": ss (decapsulation)");
    }
}

/* SPDX-License-Identifier: Apache-2.0 OR MIT */
package org.kpqclean.javacard.ntruplus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import javax.smartcardio.ResponseAPDU;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Malformed APDUs (unknown class or instruction, wrong P1/P2, wrong lengths,
 * chunks out of order or interleaved with other commands, commands before a
 * key exists) are answered with the status words of docs/javacard.md and
 * leave the stored keys (pk, sk, loaded peer key) unchanged.
 */
class ProtocolTest {
    static final int SW_OK = 0x9000, WRONG_LENGTH = 0x6700, P1P2 = 0x6A86, INS = 0x6D00, CLA = 0x6E00;
    static final int SEQUENCE = 0x6985, NO_KEY = 0x6986;

    Card card;

    @BeforeEach
    void setUp() {
        card = new Card(NtruPlusTestApplet.class);
    }

    private int sw(int ins, int p1, int p2, byte[] data, int le) {
        return card.send(ins, p1, p2, data, le).getSW();
    }

    private void keypair(int seedByte) {
        byte[] coins = new byte[128];
        Arrays.fill(coins, (byte) seedByte);
        card.inject(coins);
        card.ok(NtruPlusApplet.INS_GENERATE, 0, 0, null, 0);
    }

    private byte[] pk() {
        return card.read(NtruPlusApplet.INS_READ_PK, 1152);
    }

    private byte[] sk() {
        return card.read(NtruPlusTestApplet.INS_READ_SK, 2336);
    }

    @Test
    void beforeAnyKey() {
        assertEquals(NO_KEY, sw(NtruPlusApplet.INS_READ_PK, 0, 0, null, 192));
        assertEquals(NO_KEY, sw(NtruPlusApplet.INS_ENCAPSULATE, 0, 0, null, 32));
        assertEquals(NO_KEY, sw(NtruPlusApplet.INS_READ_CT, 0, 0, null, 192));
        assertEquals(NO_KEY, sw(NtruPlusApplet.INS_DECAPSULATE, 0, 0, new byte[192], 0));
    }

    @Test
    void unknownClassAndInstruction() {
        assertEquals(CLA, card.raw(new byte[] {0x00, 0x10, 0, 0}).getSW());
        assertEquals(CLA, card.raw(new byte[] {(byte) 0x90, 0x12, 0, 0}).getSW());
        for (int ins : new int[] {0x00, 0x11, 0x16, 0x24, 0x32, 0x7E, 0xFE}) {
            assertEquals(INS, sw(ins, 0, 0, null, 0), String.format("INS %02X", ins));
        }
    }

    @Test
    void malformedCommandsChangeNothing() {
        keypair(7);
        byte[] pk = pk(), sk = sk();
        /* a valid peer key: our own */
        assertEquals(SW_OK, card.write(NtruPlusApplet.INS_LOAD_PK, pk).getSW());

        /* generate: no data, P1 = P2 = 0 */
        assertEquals(WRONG_LENGTH, sw(NtruPlusApplet.INS_GENERATE, 0, 0, new byte[1], 0));
        assertEquals(P1P2, sw(NtruPlusApplet.INS_GENERATE, 1, 0, null, 0));
        assertEquals(P1P2, sw(NtruPlusApplet.INS_GENERATE, 0, 1, null, 0));
        /* read pk: chunk index and P2 */
        assertEquals(P1P2, sw(NtruPlusApplet.INS_READ_PK, 6, 0, null, 192));
        assertEquals(P1P2, sw(NtruPlusApplet.INS_READ_PK, 0xFF, 0, null, 192));
        assertEquals(P1P2, sw(NtruPlusApplet.INS_READ_PK, 0, 1, null, 192));
        assertEquals(WRONG_LENGTH, sw(NtruPlusApplet.INS_READ_PK, 0, 0, new byte[4], 192));
        /* load pk: out of order, wrong lengths, bad indices, interleaved */
        byte[] junk = new byte[192];
        Arrays.fill(junk, (byte) 0x5A);
        assertEquals(SEQUENCE, sw(NtruPlusApplet.INS_LOAD_PK, 1, 0, junk, 0));
        assertEquals(SEQUENCE, sw(NtruPlusApplet.INS_LOAD_PK, 5, 0, junk, 0));
        assertEquals(WRONG_LENGTH, sw(NtruPlusApplet.INS_LOAD_PK, 0, 0, new byte[191], 0));
        assertEquals(WRONG_LENGTH, sw(NtruPlusApplet.INS_LOAD_PK, 0, 0, new byte[193], 0));
        assertEquals(WRONG_LENGTH, sw(NtruPlusApplet.INS_LOAD_PK, 0, 0, null, 0));
        assertEquals(P1P2, sw(NtruPlusApplet.INS_LOAD_PK, 6, 0, junk, 0));
        assertEquals(P1P2, sw(NtruPlusApplet.INS_LOAD_PK, 0, 2, junk, 0));
        assertEquals(SW_OK, sw(NtruPlusApplet.INS_LOAD_PK, 0, 0, junk, 0));
        assertEquals(SEQUENCE, sw(NtruPlusApplet.INS_LOAD_PK, 2, 0, junk, 0)); /* skipped chunk 1 */
        assertEquals(SW_OK, sw(NtruPlusApplet.INS_LOAD_PK, 0, 0, junk, 0));
        assertEquals(SW_OK, sw(NtruPlusApplet.INS_LOAD_PK, 1, 0, junk, 0));
        assertEquals(SW_OK, sw(NtruPlusApplet.INS_READ_PK, 0, 0, null, 192)); /* another command */
        assertEquals(SEQUENCE, sw(NtruPlusApplet.INS_LOAD_PK, 2, 0, junk, 0));
        assertEquals(SW_OK, sw(NtruPlusApplet.INS_LOAD_PK, 0, 0, junk, 0));
        for (int i = 1; i < 5; i++) {
            assertEquals(SW_OK, sw(NtruPlusApplet.INS_LOAD_PK, i, 0, junk, 0));
        }
        assertEquals(WRONG_LENGTH, sw(NtruPlusApplet.INS_LOAD_PK, 5, 0, new byte[100], 0));
        /* encapsulate: no data */
        assertEquals(WRONG_LENGTH, sw(NtruPlusApplet.INS_ENCAPSULATE, 0, 0, new byte[3], 32));
        assertEquals(P1P2, sw(NtruPlusApplet.INS_ENCAPSULATE, 1, 0, null, 32));
        /* decapsulate: the same chunk rules */
        assertEquals(SEQUENCE, sw(NtruPlusApplet.INS_DECAPSULATE, 3, 0, junk, 0));
        assertEquals(WRONG_LENGTH, sw(NtruPlusApplet.INS_DECAPSULATE, 0, 0, new byte[10], 0));
        assertEquals(P1P2, sw(NtruPlusApplet.INS_DECAPSULATE, 9, 0, junk, 0));
        assertEquals(SW_OK, sw(NtruPlusApplet.INS_DECAPSULATE, 0, 0, junk, 0));
        assertEquals(SW_OK, sw(NtruPlusApplet.INS_LOAD_PK, 0, 0, junk, 0)); /* interleaved */
        assertEquals(SEQUENCE, sw(NtruPlusApplet.INS_DECAPSULATE, 1, 0, junk, 0));
        /* read ct before any encapsulation */
        assertEquals(NO_KEY, sw(NtruPlusApplet.INS_READ_CT, 0, 0, null, 192));

        /* nothing changed: keys, and the loaded peer key still works */
        assertArrayEquals(pk, pk());
        assertArrayEquals(sk, sk());
        card.inject(new byte[96]);
        byte[] ss = card.ok(NtruPlusApplet.INS_ENCAPSULATE, 0, 0, null, 32);
        byte[] ct = card.read(NtruPlusApplet.INS_READ_CT, 1152);
        assertEquals(P1P2, sw(NtruPlusApplet.INS_READ_CT, 6, 0, null, 192));
        ResponseAPDU r = card.write(NtruPlusApplet.INS_DECAPSULATE, ct);
        assertEquals(SW_OK, r.getSW());
        assertArrayEquals(ss, r.getData(), "the peer key is still our pk");
    }

    @Test
    void refusedKeysAndCiphertexts() {
        keypair(9);
        byte[] pk = pk(), sk = sk();
        /* a zero pk and a non-canonical pk are refused at encapsulation */
        assertEquals(SW_OK, card.write(NtruPlusApplet.INS_LOAD_PK, new byte[1152]).getSW());
        card.inject(new byte[96]);
        assertEquals(0x6A80, sw(NtruPlusApplet.INS_ENCAPSULATE, 0, 0, null, 32));
        byte[] bad = pk.clone();
        bad[1150] = (byte) 0xFF;
        bad[1151] = (byte) 0xFF; /* last field 0xFFF >= q */
        assertEquals(SW_OK, card.write(NtruPlusApplet.INS_LOAD_PK, bad).getSW());
        card.inject(new byte[96]);
        assertEquals(0x6A80, sw(NtruPlusApplet.INS_ENCAPSULATE, 0, 0, null, 32));
        /* a non-canonical ct: 6A80; a tampered canonical ct: 6984 (explicit rejection) */
        assertEquals(SW_OK, card.write(NtruPlusApplet.INS_LOAD_PK, pk).getSW());
        card.inject(new byte[96]);
        card.ok(NtruPlusApplet.INS_ENCAPSULATE, 0, 0, null, 32);
        byte[] ct = card.read(NtruPlusApplet.INS_READ_CT, 1152);
        byte[] nc = ct.clone();
        nc[0] = (byte) 0xFF;
        nc[1] = (byte) (nc[1] | 0x0F);
        ResponseAPDU r = card.write(NtruPlusApplet.INS_DECAPSULATE, nc);
        assertEquals(0x6A80, r.getSW());
        assertEquals(0, r.getData().length);
        byte[] tampered = ct.clone();
        tampered[600] ^= 1;
        r = card.write(NtruPlusApplet.INS_DECAPSULATE, tampered);
        assertEquals(0x6984, r.getSW());
        assertEquals(0, r.getData().length);
        assertArrayEquals(pk, pk());
        assertArrayEquals(sk, sk());
    }
}

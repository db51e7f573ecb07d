/* SPDX-License-Identifier: Apache-2.0 OR MIT */
package org.kpqclean.javacard.ntruplus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.licel.jcardsim.smartcardio.CardSimulator;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javacard.framework.Applet;
import javacard.framework.JCSystem;
import org.kpqclean.javacard.cost.Counter;
import org.kpqclean.javacard.cost.CountingLoader;
import org.junit.jupiter.api.Test;

/**
 * Cost of the applet: JVM instructions executed per operation (the applet
 * classes instrumented by CountingLoader, run under jCardSim through APDUs,
 * on the inputs of the first 10 KAT records, whose seeds come from the
 * KAT generator's DRBG and need no files), APDUs per operation, transient
 * and persistent bytes, code size, and the estimated card time.
 * Writes target/javacard-cost.md.
 */
class CostTest {
    static final String PKG = "org.kpqclean.javacard.ntruplus";
    static final Set<String> APPLET = Set.of("KeccakF", "NtruPlus", "NtruPlus$Rng", "NtruPlusApplet", "Poly", "Shake256", "Tables");
    static final int RECORDS = 10;
    /* cycles per Java Card bytecode, from a 13 MHz card running a loop body of
       about 12 bytecodes 10,000 times in 1.3 s (docs/javacard.md); and an
       interpreter twice as fast */
    static final double[] CYCLES_PER_BYTECODE = {140, 70};
    static final double CLOCK_HZ = 100e6;

    static final class Op {
        final String name;
        final List<Long> total = new ArrayList<>(), jc = new ArrayList<>();
        long apdus;
        Map<String, Long> methods = new LinkedHashMap<>();

        Op(String name) {
            this.name = name;
        }
    }

    private static void take(Op op) {
        op.total.add(Counter.total);
        op.jc.add(Counter.total - Counter.narrowing);
        if (op.methods.isEmpty()) {
            for (int i = 0; i < Counter.METHODS.size(); i++) {
                if (Counter.perMethod[i] > 0) {
                    op.methods.put(Counter.METHODS.get(i), Counter.perMethod[i]);
                }
            }
        }
        Counter.reset();
    }

    /** transient and persistent bytes of the arrays reachable from the applet's own objects */
    static long[] memory(Object root) throws IllegalAccessException {
        long[] out = new long[2];
        walk(root, out, new IdentityHashMap<>());
        return out;
    }

    private static void walk(Object o, long[] out, IdentityHashMap<Object, Boolean> seen) throws IllegalAccessException {
        if (o == null || seen.put(o, true) != null) {
            return;
        }
        if (o.getClass().isArray()) {
            long bytes = o instanceof short[] ? 2L * ((short[]) o).length
                    : o instanceof byte[] ? ((byte[]) o).length : o instanceof boolean[] ? ((boolean[]) o).length : 0;
            out[JCSystem.isTransient(o) != JCSystem.NOT_A_TRANSIENT_OBJECT ? 0 : 1] += bytes;
            return;
        }
        if (!o.getClass().getName().startsWith(PKG)) {
            return;
        }
        for (Class<?> c = o.getClass(); c != null && c.getName().startsWith(PKG); c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers()) || f.getType().isPrimitive()) {
                    continue;
                }
                f.setAccessible(true);
                walk(f.get(o), out, seen);
            }
        }
    }

    static long staticArrayBytes() throws IllegalAccessException {
        long n = 0;
        for (Class<?> c : new Class<?>[] {Tables.class, Shake256.class, Poly.class, NtruPlus.class, NtruPlusApplet.class}) {
            for (Field f : c.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers()) && f.getType() == short[].class) {
                    f.setAccessible(true);
                    n += 2L * ((short[]) f.get(null)).length;
                }
            }
        }
        return n;
    }

    static long codeBytes() throws Exception {
        long n = 0;
        Path dir = target().resolve("classes/org/kpqclean/javacard/ntruplus");
        for (String c : APPLET) {
            n += codeLength(Files.readAllBytes(dir.resolve(c + ".class")));
        }
        return n;
    }

    /** the sum of the code_length of every Code attribute of a class file (JVMS 4) */
    static long codeLength(byte[] classFile) throws java.io.IOException {
        java.io.DataInputStream in = new java.io.DataInputStream(new java.io.ByteArrayInputStream(classFile));
        in.readInt();
        in.readUnsignedShort();
        in.readUnsignedShort();
        int cpCount = in.readUnsignedShort();
        String[] utf8 = new String[cpCount];
        for (int i = 1; i < cpCount; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case 1: utf8[i] = in.readUTF(); break;
                case 3: case 4: case 9: case 10: case 11: case 12: case 17: case 18: in.readInt(); break;
                case 5: case 6: in.readLong(); i++; break;
                case 7: case 8: case 16: case 19: case 20: in.readUnsignedShort(); break;
                case 15: in.readUnsignedByte(); in.readUnsignedShort(); break;
                default: throw new java.io.IOException("constant pool tag " + tag);
            }
        }
        in.readUnsignedShort();
        in.readUnsignedShort();
        in.readUnsignedShort();
        in.skipBytes(2 * in.readUnsignedShort());
        long total = 0;
        for (int pass = 0; pass < 2; pass++) { /* fields, then methods */
            int count = in.readUnsignedShort();
            for (int i = 0; i < count; i++) {
                in.skipBytes(2);
                String member = utf8[in.readUnsignedShort()];
                in.skipBytes(2);
                int attrs = in.readUnsignedShort();
                for (int a = 0; a < attrs; a++) {
                    String name = utf8[in.readUnsignedShort()];
                    int len = in.readInt();
                    /* <clinit> only fills the constant arrays, which a CAP file
                       holds as data (counted separately) */
                    if (pass == 1 && "Code".equals(name) && !"<clinit>".equals(member)) {
                        in.skipBytes(4);
                        int codeLen = in.readInt();
                        total += codeLen;
                        in.skipBytes(len - 8);
                    } else {
                        in.skipBytes(len);
                    }
                }
            }
        }
        return total;
    }

    static Path target() {
        String t = System.getenv("KPQC_JAVACARD_TARGET");
        return t != null ? Paths.get(t) : Paths.get("target");
    }

    @Test
    void bytecodesMemoryAndApdus() throws Exception {
        CountingLoader loader = new CountingLoader(getClass().getClassLoader(), PKG, APPLET);
        Class<? extends Applet> cls = loader.loadClass(PKG + ".NtruPlusTestApplet").asSubclass(Applet.class);
        Card card = new Card(cls);
        Op gen = new Op("key generation"), readPk = new Op("read pk"), loadPk = new Op("load pk"),
                enc = new Op("encapsulation"), readCt = new Op("read ct"), dec = new Op("decapsulation");
        byte[] entropy = new byte[48];
        for (int i = 0; i < 48; i++) {
            entropy[i] = (byte) i;
        }
        Drbg seeds = new Drbg(entropy); /* the KAT generator's: record i's seed is its i-th draw */
        /* warm-up: class initialisation (the tables) happens once, at load time on a card */
        card.inject(new byte[128]);
        card.ok(NtruPlusApplet.INS_GENERATE, 0, 0, null, 0);
        for (int rec = 0; rec < RECORDS; rec++) {
            byte[] seed = seeds.next(48);
            Drbg d = new Drbg(seed);
            byte[] coins = new byte[128];
            for (int i = 0; i < 4; i++) {
                System.arraycopy(d.next(32), 0, coins, 32 * i, 32);
            }
            card.inject(coins);
            Counter.reset();
            long a0 = card.apdus;
            card.ok(NtruPlusApplet.INS_GENERATE, 0, 0, null, 0);
            gen.apdus = card.apdus - a0;
            take(gen);
            int used = card.consumed();
            Counter.reset();
            a0 = card.apdus;
            byte[] pk = card.read(NtruPlusApplet.INS_READ_PK, 1152);
            readPk.apdus = card.apdus - a0;
            take(readPk);
            a0 = card.apdus;
            assertEquals(0x9000, card.write(NtruPlusApplet.INS_LOAD_PK, pk).getSW());
            loadPk.apdus = card.apdus - a0;
            take(loadPk);
            Drbg e = new Drbg(seed);
            for (int i = 0; i < used / 32; i++) {
                e.next(32);
            }
            card.inject(e.next(96));
            Counter.reset();
            a0 = card.apdus;
            byte[] ss = card.ok(NtruPlusApplet.INS_ENCAPSULATE, 0, 0, null, 32);
            enc.apdus = card.apdus - a0;
            take(enc);
            a0 = card.apdus;
            byte[] ct = card.read(NtruPlusApplet.INS_READ_CT, 1152);
            readCt.apdus = card.apdus - a0;
            take(readCt);
            a0 = card.apdus;
            javax.smartcardio.ResponseAPDU r = card.write(NtruPlusApplet.INS_DECAPSULATE, ct);
            dec.apdus = card.apdus - a0;
            take(dec);
            assertEquals(0x9000, r.getSW());
            assertEquals(java.util.Arrays.toString(ss), java.util.Arrays.toString(r.getData()));
        }
        /* no secret-dependent control flow: every record executes the same count
           (key generation too: none of these records retries) */
        for (Op op : new Op[] {gen, enc, dec, readPk, loadPk, readCt}) {
            assertEquals(1, op.total.stream().distinct().count(), op.name + " counts differ: " + op.total);
        }

        new CardSimulator(); /* a runtime for JCSystem */
        long[] mem = memory(new NtruPlusApplet());
        assertEquals(NtruPlusApplet.ramBytes(), mem[0], "transient bytes");
        long statics = staticArrayBytes(), code = codeBytes();

        StringBuilder md = new StringBuilder();
        md.append("| operation | APDUs | JVM instructions | Java Card bytecodes (est.) | card time at 140 / 70 cycles per bytecode, 100 MHz |\n");
        md.append("|---|---:|---:|---:|---|\n");
        for (Op op : new Op[] {gen, readPk, loadPk, enc, readCt, dec}) {
            long min = op.total.stream().min(Long::compare).get(), max = op.total.stream().max(Long::compare).get();
            long jmin = op.jc.stream().min(Long::compare).get(), jmax = op.jc.stream().max(Long::compare).get();
            String t = String.format("%.2f s / %.2f s", jmax * CYCLES_PER_BYTECODE[0] / CLOCK_HZ,
                    jmax * CYCLES_PER_BYTECODE[1] / CLOCK_HZ);
            md.append(String.format("| %s | %d | %s | %s | %s |\n", op.name, op.apdus, range(min, max), range(jmin, jmax), t));
        }
        md.append(String.format("%nRAM (transient arrays): %d bytes; EEPROM (persistent arrays: pk, sk, peer pk, flags): %d bytes; "
                + "static constant arrays: %d bytes; bytecode of the applet's methods (class initialisers left out): %d bytes.%n", mem[0], mem[1], statics, code));
        for (Op op : new Op[] {gen, enc, dec}) {
            md.append(String.format("%nWhere the JVM instructions of %s go (top methods):%n%n| method | instructions | share |%n|---|---:|---:|%n", op.name));
            long tot = op.total.get(0);
            op.methods.entrySet().stream().sorted((x, y) -> Long.compare(y.getValue(), x.getValue())).limit(8)
                    .forEach(en -> md.append(String.format("| %s | %,d | %.1f %% |%n", en.getKey(), en.getValue(), 100.0 * en.getValue() / tot)));
        }
        System.out.println(md);
        Files.writeString(target().resolve("javacard-cost.md"), md.toString());
        assertTrue(gen.total.get(0) > 0);
    }

    private static String range(long a, long b) {
        return a == b ? String.format("%,d", a) : String.format("%,d - %,d", a, b);
    }
}

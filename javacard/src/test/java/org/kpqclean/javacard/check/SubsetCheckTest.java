/* SPDX-License-Identifier: Apache-2.0 OR MIT */
package org.kpqclean.javacard.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Java Card subset check of the build: the applet classes pass it, and
 * the planted violations (a test-only class) make it fail, each for its
 * reason.
 */
class SubsetCheckTest {
    static Path target() {
        String t = System.getenv("KPQC_JAVACARD_TARGET");
        return t != null ? Paths.get(t) : Paths.get("target");
    }

    @Test
    void appletClassesAreJavaCard() throws Exception {
        Path dir = target().resolve("classes/org/kpqclean/javacard/ntruplus");
        List<String> v = SubsetChecker.checkDirectory(dir, "org.kpqclean.javacard.ntruplus");
        v.forEach(System.out::println);
        assertEquals(List.of(), v, "Java Card subset violations in the applet");
    }

    @Test
    void plantedViolationsFail() throws Exception {
        Path dir = target().resolve("test-classes/org/kpqclean/javacard/check/planted");
        List<String> v = SubsetChecker.checkDirectory(dir, "org.kpqclean.javacard.check.planted");
        v.forEach(s -> System.out.println("planted: " + s));
        String all = String.join("\n", v);
        String[][] expect = {
            {"intField", "field of type int"},
            {"wideIndex", "array index"},
            {"intLocal", "local of type int"},
            {"wideCompare", "operand of if"},
            {"twoDims", "multi-dimensional"},
            {"string", "constant of String"},
            {"longMath", "instruction l"},
            {"unsignedShift", "instruction iushr"},
            {"foreign", "reference to java.util.Arrays"},
        };
        for (String[] e : expect) {
            assertTrue(v.stream().anyMatch(s -> s.contains(e[0]) && s.contains(e[1])),
                    "planted violation not found: " + e[0] + " / " + e[1] + "\n" + all);
        }
    }
}

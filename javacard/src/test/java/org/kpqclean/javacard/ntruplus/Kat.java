/* SPDX-License-Identifier: Apache-2.0 OR MIT */
package org.kpqclean.javacard.ntruplus;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The records of a NIST KEM .rsp file (count, seed, pk, sk, ct, ss). */
final class Kat {
    private Kat() {}

    static List<Map<String, String>> read(Path file) throws IOException {
        List<Map<String, String>> out = new ArrayList<>();
        Map<String, String> cur = null;
        for (String line : Files.readAllLines(file)) {
            line = line.trim();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int eq = line.indexOf(" = ");
            if (eq < 0) {
                continue;
            }
            String k = line.substring(0, eq), v = line.substring(eq + 3);
            if (k.equals("count")) {
                cur = new HashMap<>();
                out.add(cur);
            }
            cur.put(k, v);
        }
        return out;
    }
}

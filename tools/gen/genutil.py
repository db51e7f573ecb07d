# SPDX-License-Identifier: Apache-2.0 OR MIT
"""What every generator in tools/gen does with its output: print it, write
it over the committed file (--write), or compare it with the committed file
(--check, as the gen/* ctests run it)."""
import os
import sys


def emit(outputs, label, pick=0, argv=None):
    """outputs: [(path, text), ...], the files this generator owns.

    --check prints one line per file and returns 1 if any differs (or is
    missing); --write replaces them; otherwise outputs[pick]'s text goes to
    stdout. Returns the exit status."""
    argv = sys.argv[1:] if argv is None else argv
    if "--check" in argv:
        bad = 0
        for path, text in outputs:
            try:
                with open(path, encoding="utf-8") as f:
                    same = f.read() == text
            except OSError:
                same = False
            print("%s %s: %s" % (label, os.path.basename(path),
                                 "match" if same else
                                 "DIFFERS from the generator (run it with --write)"))
            bad |= not same
        return 1 if bad else 0
    if "--write" in argv:
        for path, text in outputs:
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
        return 0
    sys.stdout.write(outputs[pick][1])
    return 0

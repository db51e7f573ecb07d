#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""hygiene/clang-tidy: .clang-tidy over every source of the tree that the
build compiles (library, tool, tests, examples), each file once, with the
build's own compile commands.

  clang_tidy.py BUILD_DIR SOURCE_DIR [-j N]

Exit 0 when clang-tidy reports nothing, 1 on any finding (the findings are
printed), 77 (skipped) when clang-tidy is not installed.
"""
import concurrent.futures
import json
import os
import shutil
import subprocess
import sys


def main(argv):
    if len(argv) < 3:
        print(__doc__)
        return 2
    build, source = os.path.abspath(argv[1]), os.path.abspath(argv[2])
    jobs = int(argv[argv.index("-j") + 1]) if "-j" in argv else (os.cpu_count() or 2)
    tidy = shutil.which("clang-tidy")
    if tidy is None:
        print("SKIPPED: clang-tidy is not installed (apt-get install clang-tidy)")
        return 77
    with open(os.path.join(build, "compile_commands.json")) as f:
        commands = json.load(f)
    files = []
    for entry in commands:
        path = os.path.abspath(os.path.join(entry["directory"], entry["file"]))
        # C only: the assembly sources (.S) are not clang-tidy's business
        if (path.startswith(source + os.sep) and not path.startswith(build + os.sep)
                and path.endswith(".c") and path not in files):
            files.append(path)

    def run(path):
        r = subprocess.run([tidy, "-p", build, "--quiet", path], capture_output=True, text=True)
        return path, r.returncode, r.stdout

    failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for path, rc, out in pool.map(run, sorted(files)):
            if rc != 0 or "warning:" in out or "error:" in out:
                failed += 1
                print(out.strip() or f"{path}: clang-tidy exit {rc}")
    print(f"clang-tidy: {len(files)} files, {failed} with findings")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

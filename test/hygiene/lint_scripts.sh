#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# hygiene/shellcheck and hygiene/ruff: the tree's scripts, linted.
#   test/hygiene/lint_scripts.sh shellcheck SOURCE_DIR   every shell script
#                                                        (by shebang or .sh)
#   test/hygiene/lint_scripts.sh ruff SOURCE_DIR         every Python file
#                                                        (ruff.toml)
# Exit 77 (skipped) when the linter is missing: tools/run-tests installs
# the Debian package shellcheck, and ruff from PyPI into build/lint-tools.
set -u
mode=$1
src=$(cd "$2" && pwd) || exit 2
case $mode in
  shellcheck)
    command -v shellcheck >/dev/null || { echo "SKIPPED: shellcheck missing (apt-get install shellcheck)"; exit 77; }
    files=()
    while IFS= read -r f; do
      case $f in
        *.sh) files+=("$f") ;;
        *) head -c 64 "$src/$f" 2>/dev/null | head -1 | grep -qE '^#!.*\b(ba)?sh\b' && files+=("$f") ;;
      esac
    done < <(git -C "$src" ls-files)
    [ ${#files[@]} -gt 0 ] || { echo "no shell scripts found in $src"; exit 1; }
    (cd "$src" && shellcheck "${files[@]}") || exit 1
    echo "shellcheck: ${#files[@]} scripts clean"
    ;;
  ruff)
    ruff=$(command -v ruff || echo "$src/build/lint-tools/bin/ruff")
    [ -x "$ruff" ] || { echo "SKIPPED: ruff missing (python3 -m pip install ruff)"; exit 77; }
    (cd "$src" && "$ruff" check --no-cache --config ruff.toml .) || exit 1
    ;;
  *) echo "usage: lint_scripts.sh shellcheck|ruff SOURCE_DIR" >&2; exit 2 ;;
esac

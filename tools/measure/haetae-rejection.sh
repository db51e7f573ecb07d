#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# HAETAE's rejection rates (key generation, signing, the hyperball sampler)
# over ROUNDS seeds per mode, as a Markdown table. Builds the measurement
# configuration build/haetae-stats (KPQC_HAETAE_STATS=ON: counters in the
# loops; never a release build).
#   tools/measure/haetae-rejection.sh [ROUNDS]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=$root/build/haetae-stats
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DKPQC_HAETAE_STATS=ON \
  -DKPQC_BUILD_TESTS=OFF >/dev/null
cmake --build "$build" --target kpqc-haetae-stats >/dev/null
"$build/tools/kpqc-haetae-stats" "${1:-1000}"

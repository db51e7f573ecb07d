#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Yosys resource estimates for the accelerator units, and an iCE40 Fmax
# estimate from nextpnr-ice40 when it is installed.
#
#   hw/synth.sh [BUILD_DIR [PART...]]   (default build/hw-synth, all parts)
#
# Parts: keccak, tree, dsp (the HAETAE NTT unit with USE_DSP = 0 and 1),
# np-tree, np-dsp (the NTRU+768 NTT unit, likewise), dma (the copy engine),
# fmax.
# Runs synth_xilinx -family xc7 and synth_ice40, with and without -nodsp
# (xc7) and -dsp (iCE40 UltraPlus SB_MAC16) where the design has
# multipliers for them to act on, and prints one line per run:
#   unit variant target: cells ... (from Yosys's stat)
# Then, if nextpnr-ice40 is installed, places and routes each iCE40
# netlist that fits an HX8K (ct256) with three placer seeds and prints
# nextpnr's Fmax estimate for each (the UltraPlus parts, the only ones with
# SB_MAC16, have too few pins for these ports).
# The full logs stay in BUILD_DIR.
set -u
cd "$(dirname "$0")/.." || exit 1
out=${1:-build/hw-synth}
mkdir -p "$out" && out=$(cd "$out" && pwd) || exit 1
[ $# -gt 0 ] && shift
parts=${*:-keccak tree dsp np-tree np-dsp dma fmax}
command -v yosys >/dev/null || { echo "synth.sh: yosys missing (apt-get install yosys)" >&2; exit 1; }

# count LOG CELL-REGEX: the sum of the stat counts of the matching cells
count() {
  awk -v re="$2" '
    /Printing statistics/ { n = 0 }
    $1 ~ ("^" re "$") && $2 ~ /^[0-9]+$/ { n += $2 }
    END { print n + 0 }' "$1"
}

summary() {   # LOG KIND
  log=$1
  if [ "$2" = xilinx ]; then
    printf 'LUT %s, LUTRAM %s, FF %s, CARRY4 %s, BRAM18 %s, BRAM36 %s, DSP %s\n' \
      "$(count "$log" 'LUT[1-6]')" "$(count "$log" 'RAM(32|64|128|256)[MXS][0-9A-Z]*')" \
      "$(count "$log" 'FD[RSCP]E')" "$(count "$log" 'CARRY4')" \
      "$(count "$log" 'RAMB18E1')" "$(count "$log" 'RAMB36E1')" "$(count "$log" 'DSP48E1')"
  else
    printf 'LUT4 %s, FF %s, CARRY %s, RAM4K %s, MAC16 %s\n' \
      "$(count "$log" 'SB_LUT4')" "$(count "$log" 'SB_DFF[A-Z]*')" "$(count "$log" 'SB_CARRY')" \
      "$(count "$log" 'SB_RAM40_4K')" "$(count "$log" 'SB_MAC16')"
  fi
}

run() {   # UNIT PARAMS LABEL TARGET-COMMAND KIND
  unit=$1 params=$2 label=$3 cmd=$4 kind=$5
  tag=$(echo "$unit-$label-$cmd" | tr -c 'A-Za-z0-9\n' '_')
  log=$out/$tag.log
  start=$(date +%s)
  if yosys -q -l "$log" -p "read_verilog -sv -Ihw/rtl hw/rtl/$unit.sv; $params
      hierarchy -check -top $unit; $cmd -top $unit; stat; write_json $out/$tag.json" >/dev/null 2>&1; then
    printf '%-12s %-8s %-34s %s (%s s)\n' "$unit" "$label" "$cmd" "$(summary "$log" "$kind")" \
      "$(( $(date +%s) - start ))"
  else
    printf '%-12s %-8s %-34s FAILED (log %s)\n' "$unit" "$label" "$cmd" "$log"
  fi
}

want() { case " $parts " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }

# The runs that differ: the Keccak unit and the adder-tree NTT have no
# multiplier, so -nodsp and -dsp change nothing in what they describe (the
# Keccak unit is run both ways to show the flow's own variation).
if want keccak; then
  run keccak_f1600 "" - "synth_xilinx -family xc7" xilinx
  run keccak_f1600 "" - "synth_xilinx -family xc7 -nodsp" xilinx
  run keccak_f1600 "" - "synth_ice40" ice40
fi
if want tree; then
  run ntt_haetae "chparam -set USE_DSP 0 ntt_haetae;" tree "synth_xilinx -family xc7" xilinx
  run ntt_haetae "chparam -set USE_DSP 0 ntt_haetae;" tree "synth_ice40" ice40
fi
if want dsp; then
  run ntt_haetae "chparam -set USE_DSP 1 ntt_haetae;" dsp "synth_xilinx -family xc7" xilinx
  run ntt_haetae "chparam -set USE_DSP 1 ntt_haetae;" dsp "synth_xilinx -family xc7 -nodsp" xilinx
  run ntt_haetae "chparam -set USE_DSP 1 ntt_haetae;" dsp "synth_ice40 -dsp" ice40
  run ntt_haetae "chparam -set USE_DSP 1 ntt_haetae;" dsp "synth_ice40" ice40
fi
if want np-tree; then
  run ntt_ntruplus768 "chparam -set USE_DSP 0 ntt_ntruplus768;" tree "synth_xilinx -family xc7" xilinx
  run ntt_ntruplus768 "chparam -set USE_DSP 0 ntt_ntruplus768;" tree "synth_ice40" ice40
fi
if want np-dsp; then
  run ntt_ntruplus768 "chparam -set USE_DSP 1 ntt_ntruplus768;" dsp "synth_xilinx -family xc7" xilinx
  run ntt_ntruplus768 "chparam -set USE_DSP 1 ntt_ntruplus768;" dsp "synth_xilinx -family xc7 -nodsp" xilinx
  run ntt_ntruplus768 "chparam -set USE_DSP 1 ntt_ntruplus768;" dsp "synth_ice40 -dsp" ice40
  run ntt_ntruplus768 "chparam -set USE_DSP 1 ntt_ntruplus768;" dsp "synth_ice40" ice40
fi
# The copy engine between the RAM and the NTT units (hw/rtl/dma_copy.sv),
# with the RAM address width of kpqc_soc (16 word-address bits, 256 KB).
if want dma; then
  run dma_copy "" - "synth_xilinx -family xc7" xilinx
  run dma_copy "" - "synth_ice40" ice40
fi

# Fmax: nextpnr-ice40 on the largest placeable iCE40 (HX8K, 7,680 logic
# cells), three placer seeds, for each iCE40 netlist above that fits.
if ! want fmax; then
  :
elif command -v nextpnr-ice40 >/dev/null; then
  for tag in keccak_f1600___synth_ice40 ntt_haetae_tree_synth_ice40 ntt_ntruplus768_tree_synth_ice40 \
    ntt_ntruplus768_dsp_synth_ice40; do
    [ -f "$out/$tag.json" ] || { echo "fmax $tag: no netlist (run its part first)"; continue; }
    luts=$(count "$out/$tag.log" SB_LUT4)
    if [ "$luts" -gt 7680 ]; then
      echo "fmax $tag: $luts LUT4 do not fit an HX8K (7,680): no place and route"
      continue
    fi
    for seed in 1 2 3; do
      log=$out/nextpnr-$tag-seed$seed.log
      if nextpnr-ice40 --hx8k --package ct256 --json "$out/$tag.json" --pcf-allow-unconstrained \
           --seed "$seed" --freq 12 >"$log" 2>&1; then
        printf 'fmax %s hx8k seed %s: %s\n' "$tag" "$seed" \
          "$(grep -o "Max frequency for clock[^:]*: [0-9.]* MHz" "$log" | tail -1 | sed 's/.*: //')"
      else
        echo "fmax $tag hx8k seed $seed: FAILED (log $log)"
      fi
    done
  done
else
  echo "nextpnr-ice40 missing: no Fmax estimate"
fi

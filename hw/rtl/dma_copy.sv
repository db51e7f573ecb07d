// SPDX-License-Identifier: Apache-2.0 OR MIT
// A small copy engine between a RAM port and an NTT unit's coefficient port
// (or the Keccak unit's state), so that polynomials and states reach the
// units without the CPU moving every word.
//
// Three registers, written through cfg_we / cfg_addr / cfg_wdata:
//   0  RAM byte address of the first coefficient
//   1  number of coefficients (0 copies nothing)
//   2  control; a write starts the copy:
//        bit 0      direction: 0 RAM -> unit, 1 unit (its A) -> RAM
//        bits [3:1] target: 0 HAETAE A, 1 HAETAE B, 2 NTRU+ A, 3 NTRU+ B,
//                   4 Keccak state (50 32-bit words, lane i's low word at
//                   index 2 i, its high word at 2 i + 1)
//      Targets 0, 1 and 4 take 32-bit words (one RAM word each), 2 and 3
//      16-bit ones (two a RAM word, low half first: an int16_t array).
// busy is high from the cycle after the start write until the last word is
// written. One RAM word a cycle: n coefficients take n + 1 cycles, or, for
// targets 2 and 3 with a 4-byte aligned RAM address and an even count,
// n / 2 + 1 (both halves of a word move in one beat: unit_pair is high,
// unit_addr is the even coefficient, unit_wdata / unit_rdata carry it in
// the low half and the odd one in the high half).
//
// RAM side: ram_req for one cycle with ram_addr (word), ram_we, ram_be,
// ram_wdata; a read's word is on ram_rdata in the next cycle (synchronous
// RAM). Unit side: unit_we / unit_addr / unit_wdata write a coefficient of
// the target (unit_tgt), unit_addr also selects the word that the unit
// returns on unit_rdata in the next cycle (the units' host ports). The
// owner muxes these onto the units and keeps the CPU off the RAM's data
// port and the units' host ports while busy.
module dma_copy #(
    parameter int AW = 16  // RAM word address bits
) (
    input  logic          clk,
    input  logic          rst_n,
    input  logic          cfg_we,
    input  logic [   1:0] cfg_addr,
    input  logic [  31:0] cfg_wdata,
    output logic          busy,
    output logic          ram_req,
    output logic          ram_we,
    output logic [AW-1:0] ram_addr,
    output logic [   3:0] ram_be,
    output logic [  31:0] ram_wdata,
    input  logic [  31:0] ram_rdata,
    output logic [   2:0] unit_tgt,
    output logic          unit_pair,
    output logic          unit_we,
    output logic [   9:0] unit_addr,
    output logic [  31:0] unit_wdata,
    input  logic [  31:0] unit_rdata
);
  logic [AW+1:0] base_q, addr_q, paddr_q;
  logic [10:0] cnt_q, idx_q;
  logic [9:0] pidx_q;
  logic dir_q, run_q, pend_q, pair_q;
  logic [2:0] tgt_q;
  wire narrow = tgt_q[2:1] == 2'b01;

  always_ff @(posedge clk) begin
    if (!rst_n) begin
      run_q  <= 1'b0;
      pend_q <= 1'b0;
    end else begin
      pend_q <= run_q;
      if (run_q) begin
        pidx_q  <= idx_q[9:0];
        paddr_q <= addr_q;
        addr_q  <= addr_q + (narrow && !pair_q ? (AW + 2)'(2) : (AW + 2)'(4));
        idx_q   <= idx_q + (pair_q ? 11'd2 : 11'd1);
        if (idx_q + (pair_q ? 11'd2 : 11'd1) == cnt_q) run_q <= 1'b0;
      end else if (cfg_we && !pend_q) begin
        case (cfg_addr)
          2'd0: base_q <= cfg_wdata[AW+1:0];
          2'd1: cnt_q <= cfg_wdata[10:0];
          2'd2: begin
            dir_q  <= cfg_wdata[0];
            tgt_q  <= cfg_wdata[3:1];
            pair_q <= cfg_wdata[3:2] == 2'b01 && base_q[1:0] == 2'b00 && !cnt_q[0];
            addr_q <= base_q;
            idx_q  <= 11'd0;
            run_q  <= cnt_q != 11'd0;
          end
          default: ;
        endcase
      end
    end
  end

  assign busy = run_q | pend_q;
  assign unit_tgt = tgt_q;
  assign unit_pair = pair_q;

  // RAM -> unit: read word k while writing coefficient k - 1 into the unit.
  // unit -> RAM: present index k to the unit while writing k - 1 to RAM.
  wire [15:0] half_in = paddr_q[1] ? ram_rdata[31:16] : ram_rdata[15:0];
  always_comb begin
    ram_req    = 1'b0;
    ram_we     = 1'b0;
    ram_addr   = addr_q[AW+1:2];
    ram_be     = 4'hf;
    ram_wdata  = unit_rdata;
    unit_we    = 1'b0;
    unit_addr  = idx_q[9:0];
    unit_wdata = narrow && !pair_q ? {16'd0, half_in} : ram_rdata;
    if (!dir_q) begin
      ram_req   = run_q;
      unit_we   = pend_q;
      unit_addr = pidx_q;
    end else begin
      ram_req  = pend_q;
      ram_we   = pend_q;
      ram_addr = paddr_q[AW+1:2];
      if (narrow && !pair_q) begin
        ram_be    = paddr_q[1] ? 4'hc : 4'h3;
        ram_wdata = {unit_rdata[15:0], unit_rdata[15:0]};
      end
    end
  end

  logic unused;
  assign unused = ^{cfg_wdata[31:AW+2], paddr_q[0]};
endmodule

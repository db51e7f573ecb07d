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
//        bit 4      with direction 0 and target 2 or 3: the RAM holds
//                   NTRU+'s 12-bit encoding (coefficients 2i, 2i + 1 in
//                   bytes 3i .. 3i + 2, least significant bits first; the
//                   RAM address 4-byte aligned, the count a multiple of
//                   8); each 12-bit field t goes to the unit as 0 <= t <
//                   4096, and bit 1 of the control register's read value
//                   says whether a field was q = 3457 or more (cleared
//                   when the next such copy starts). Three RAM words, eight
//                   coefficients, every 4 cycles: n coefficients take
//                   n / 2 + 5 cycles. With direction 1: the reverse, the
//                   unit's A packed into the RAM as ntruplus_pack_c does
//                   it (each coefficient x as t = x + q if x < 0, then
//                   bytes t0, t0 >> 8 | t1 << 4, t1 >> 4 of each pair, to
//                   8 bits each), also n / 2 + 5 cycles.
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
    output logic          bad,
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

  // 12-bit unpacking: group j (three RAM words, eight coefficients) is read
  // in steps 0 .. 2 of round j and sent to the unit as four pairs in steps
  // 0 .. 3 of round j + 1. Packing (pk_dir): the four pairs of group j are
  // read from the unit in steps 0 .. 3 of round j, arrive a cycle later
  // into pk_cur (pair k at bits 24 k), and its three words are written in
  // steps 1 .. 3 of round j + 1, each just before the bits it holds are
  // overwritten by the next group's pairs.
  logic pk_run, pk_bad, pk_dir;
  logic [1:0] pk_step;
  logic [7:0] pk_grp, pk_ngrp;  // round; number of groups
  logic [AW-1:0] pk_addr;  // next RAM word
  logic [63:0] pk_next;  // words 0 and 1 of the group being read
  logic [95:0] pk_cur;  // the group being sent
  wire pk_rd = pk_run && pk_grp != pk_ngrp && pk_step != 2'd3;
  wire pk_wr = pk_run && pk_grp != 8'd0;
  wire [23:0] pk_pair = pk_cur[24*pk_step+:24];
  wire pp_cap = pk_run && pk_dir && (pk_step != 2'd0 ? pk_grp != pk_ngrp : pk_grp != 8'd0);
  wire pp_wr = pk_run && pk_dir && pk_grp != 8'd0 && pk_step != 2'd0;  // pack: RAM write
  wire [1:0] pp_slot = pk_step - 2'd1;  // the pair arriving now
  // ntruplus_pack_c's bytes of a pair: t = x + q for x < 0 (16 bits)
  wire [15:0] pp_t0 = unit_rdata[15:0] + (unit_rdata[15] ? 16'd3457 : 16'd0);
  wire [11:0] pp_t1 = unit_rdata[27:16] + (unit_rdata[31] ? 12'd3457 : 12'd0);  // its low 12 bits
  wire [23:0] pp_pair = {pp_t1[11:4], pp_t0[15:8] | {pp_t1[3:0], 4'd0}, pp_t0[7:0]};

  always_ff @(posedge clk) begin
    if (!rst_n) begin
      pk_run <= 1'b0;
      pk_bad <= 1'b0;
    end else if (pk_run) begin
      pk_step <= pk_step + 2'd1;
      if (pk_dir) begin
        if (pp_wr) pk_addr <= pk_addr + AW'(1);
        if (pp_cap) pk_cur[24*pp_slot+:24] <= pp_pair;
      end else begin
        if (pk_rd) pk_addr <= pk_addr + AW'(1);
        if (pk_step == 2'd1) pk_next[31:0] <= ram_rdata;
        if (pk_step == 2'd2) pk_next[63:32] <= ram_rdata;
        if (pk_step == 2'd3) pk_cur <= {ram_rdata, pk_next};
        if (pk_wr && (pk_pair[11:0] >= 12'd3457 || pk_pair[23:12] >= 12'd3457)) pk_bad <= 1'b1;
      end
      if (pk_step == 2'd3) begin
        pk_grp <= pk_grp + 8'd1;
        if (pk_grp == pk_ngrp) pk_run <= 1'b0;
      end
    end else if (cfg_we && cfg_addr == 2'd2 && !busy && cfg_wdata[4] &&
                 cfg_wdata[3:2] == 2'b01 && cnt_q[10:3] != 8'd0) begin
      pk_run  <= 1'b1;
      pk_dir  <= cfg_wdata[0];
      if (!cfg_wdata[0]) pk_bad <= 1'b0;
      pk_step <= 2'd0;
      pk_grp  <= 8'd0;
      pk_ngrp <= cnt_q[10:3];
      pk_addr <= base_q[AW+1:2];
    end
  end
  assign bad = pk_bad;

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
      end else if (cfg_we && !pend_q && !pk_run) begin
        case (cfg_addr)
          2'd0: base_q <= cfg_wdata[AW+1:0];
          2'd1: cnt_q <= cfg_wdata[10:0];
          2'd2: begin
            dir_q  <= cfg_wdata[0];
            tgt_q  <= cfg_wdata[3:1];
            pair_q <= cfg_wdata[3:2] == 2'b01 && base_q[1:0] == 2'b00 && !cnt_q[0];
            addr_q <= base_q;
            idx_q  <= 11'd0;
            run_q  <= cnt_q != 11'd0 && !(cfg_wdata[4] && cfg_wdata[3:2] == 2'b01);
          end
          default: ;
        endcase
      end
    end
  end

  assign busy = run_q | pend_q | pk_run;
  assign unit_tgt = tgt_q;
  assign unit_pair = pair_q | pk_run;

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
    if (pk_run && pk_dir) begin
      ram_req   = pp_wr;
      ram_we    = pp_wr;
      ram_addr  = pk_addr;
      ram_wdata = pk_cur[32*pp_slot+:32];
      unit_addr = {pk_grp[6:0], pk_step, 1'b0};
    end else if (pk_run) begin
      ram_req    = pk_rd;
      ram_addr   = pk_addr;
      unit_we    = pk_wr;
      unit_addr  = {pk_grp[6:0] - 7'd1, pk_step, 1'b0};
      unit_wdata = {4'd0, pk_pair[23:12], 4'd0, pk_pair[11:0]};
    end else if (!dir_q) begin
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

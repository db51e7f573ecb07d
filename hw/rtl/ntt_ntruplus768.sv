// SPDX-License-Identifier: Apache-2.0 OR MIT
// NTRU+768 NTT unit: q = 3457, n = 768, Z_q[x]/(x^768 - x^384 + 1).
//
// Computes, on a 768-word polynomial memory A (and B for the second
// operand), exactly what the portable kernels of src/kem/ntruplus/ntt.c
// and basemul.c compute for n = 768: the same butterflies with the same
// twiddles, the same Montgomery and Barrett reductions at the same places,
// the same 16-bit wrapping sums, so the same representatives:
//   op 0: A = ntruplus_ntt_c(A)       (one radix-2 split x^384 = z, 1 - z,
//                                      one radix-3 layer, five radix-2
//                                      layers, a final Barrett pass)
//   op 1: A = ntruplus_invntt_c(A)    (five radix-2 layers, Barrett on the
//                                      second and fourth, one radix-3
//                                      layer, the final split with n^-1)
//   op 2: A = ntruplus_basemul_c(A, B) (192 products in
//                                      Z_q[x]/(x^4 -+ zeta), times R^2 R^-1)
//   op 4: A = Barrett(A + B) coefficient by coefficient (the addition of
//         ntruplus_basemul_add_c, after its base multiplication)
//   op 5: A = Barrett(A - B) (ntruplus_sub_reduce_c)
//   op 6: A = crepmod3(A), the centred residue mod 3 of the centred
//         residue mod q (ntruplus_crepmod3_c, src/kem/ntruplus/sotp.c)
//   op 3, 7: no operation (done after one cycle)
// Coefficients are 16-bit two's complement (the kernels' int16_t).
//
// Lanes and banks. The memories hold words of four coefficients:
// coefficient i is lane i mod 4 of word w = i / 4. Word w lives in bank
// parity(w mod 32) XOR (w >= 96) at index w / 2; each bank is four
// 96 x 16-bit memories (one per lane, one read and one write port each,
// sharing their addresses), for A and for B. The two words of every
// radix-2 butterfly are in different banks: distances of 1 .. 16 words
// (coefficient distances 4 .. 64) flip one bit of w mod 32 within one half,
// distance 96 (the first and last splits) flips the half and keeps w mod 32.
// So a radix-2 layer reads both words in one cycle and writes both back a
// cycle later: four butterflies a cycle. The radix-3 layer's three words
// (distance 32) share a bank and are read one a cycle, as are the words of
// the base multiplication and the passes. Every step works on a word at a
// time, with four copies of the datapath (Montgomery multiplier, Barrett
// reducer, crepmod3; a second Barrett reducer for the last forward layer),
// one per lane:
//   - radix-2 layers (distance 384, and 64 .. 4): the two words of a
//     butterfly are four butterflies under one twiddle (a block of 2 len >=
//     8 coefficients has one twiddle);
//   - the radix-3 layer (distance 128, 32 words) and the inverse's last
//     split (distance 384): likewise, one twiddle pair per block of 384;
//   - the base multiplication: block j (4 coefficients, x^4 -+ zeta) is
//     word j, its four results computed by the four multipliers side by
//     side, lane k making result k;
//   - the Barrett and crepmod3 passes: four coefficients a cycle.
//
// Arithmetic. r = (p - m q) / 2^16 with p = x y, m = p q^-1 mod 2^16
// taken signed (Montgomery); Barrett a - q round(19412 a / 2^26). With
// USE_DSP = 0 (default) no multiplier: x y is a 16-term partial-product
// adder tree, and the constant products (by q^-1, q, 19412) are
// shift-and-add sums of their signed digits (generated). USE_DSP = 1
// writes every product as `*` instead, for the tool's DSP mapping. The
// sums are plain 16-bit additions: the C kernels keep unreduced
// representatives, which a comparator-based modular add would change.
//
// Schedule (details at the schedule below): the word-butterflies of a
// layer overlap, one starting every cycle (radix-2: two reads and two
// writes, one per bank), 3 (radix-3: three reads, three products per lane)
// or 3 (the inverse's last split: three products per lane); a layer waits
// for its last write before the next one reads. The last radix-2 layer of the
// forward transform applies its final Barrett reduction on the way to the
// memory (the C's separate pass, fused: it is a function of each output
// alone). Ops 4 to 6 take one word a cycle, the base multiplication one
// block every 6 cycles. Cycles from start to done (bench): NTT 780,
// inverse NTT 973, base multiplication 1,155, ops 4 to 6 194.
//
// Host port (only while busy = 0): host_we writes host_wdata to
// coefficient host_addr of A (host_sel = 0) or B (host_sel = 1); with
// host_pair = 1 (host_addr even) it writes host_wdata to host_addr and
// host_wdata_hi to host_addr + 1 in the same cycle. host_rdata is A at the
// host_addr of the previous cycle, host_rdata_hi A at that address + 1
// (when it was even; synchronous read). A one-cycle start pulse with op
// runs the operation: busy is high until done pulses.
module ntt_ntruplus768 #(
    parameter int USE_DSP = 0
) (
    input  logic        clk,
    input  logic        rst_n,
    input  logic        start,
    input  logic [ 2:0] op,
    input  logic        host_we,
    input  logic        host_sel,
    input  logic        host_pair,
    input  logic [ 9:0] host_addr,
    input  logic [15:0] host_wdata,
    input  logic [15:0] host_wdata_hi,
    output logic [15:0] host_rdata,
    output logic [15:0] host_rdata_hi,
    output logic        busy,
    output logic        done
);
  `include "ntruplus768_zetas.svh"

  typedef enum logic [3:0] {
    P_IDLE,
    P_F1,   // forward: x^384 = z, 1 - z
    P_F3,   // forward radix-3 layer
    P_F2,   // forward radix-2 layers, distance 2^lg = 64 .. 4 (Barrett at 4)
    P_BAR,  // ops 4, 5: Barrett(A +- B); op 6: crepmod3(A)
    P_I2,   // inverse radix-2 layers, distance 2^lg = 4 .. 64
    P_I3,   // inverse radix-3 layer
    P_I1,   // inverse: last split and n^-1
    P_BM,   // base multiplication
    P_DONE
  } phase_t;

  phase_t       ph;
  logic   [2:0] lg;
  logic   [7:0] g;  // word butterfly / block / word index
  logic   [2:0] s;  // step within a butterfly
  logic   [1:0] bmode;  // P_BAR: 1 Barrett(A + B), 2 Barrett(A - B), 3 crepmod3(A)

  // ---- memories: per lane, one read port and one write port each -------------
  // Two accesses a cycle, one per bank: slot 0 (read ra, giving qa and qb
  // a cycle later; write wa, we, wd) and slot 1 (ra1, giving qa1; wa1, we1,
  // wd1), the two always to different banks where both are used.
  logic [7:0] ra, wa, wa1;
  /* verilator lint_off UNUSEDSIGNAL */
  logic [7:0] ra1;  // its bank is the other one than ra's: bit 0 not needed
  /* verilator lint_on UNUSEDSIGNAL */
  logic [3:0] we, we1;
  logic signed [15:0] wd[4], wd1[4], qa[4], qb[4], qa1[4];
  logic signed [15:0] bqa[2][4], bqb[2][4];
  logic rsw_q;  // bank of the previous cycle's slot-0 read
  logic [1:0] hsel_q;  // lane of the previous cycle's host read

  assign busy = ph != P_IDLE && ph != P_DONE;
  assign done = ph == P_DONE;

  // Word w lives in bank parity(w mod 32) XOR (w >= 96), at index w / 2.
  function automatic logic bank_of(input logic [7:0] w);
    bank_of = (^w[4:0]) ^ (w >= 8'd96);
  endfunction

  for (genvar b = 0; b < 2; b++) begin : g_bank
    wire       rd0 = bank_of(ra) == 1'(b);
    wire [6:0] rab = rd0 ? ra[7:1] : ra1[7:1];
    wire       wr0 = bank_of(wa) == 1'(b) && we != 4'd0;
    wire       wr1 = bank_of(wa1) == 1'(b);
    wire [6:0] wab = wr0 ? wa[7:1] : wa1[7:1];
    for (genvar l = 0; l < 4; l++) begin : g_lane
      logic [15:0] ma[96];
      logic [15:0] mb[96];
      // host writes of B: lane l, or the pair's second lane
      wire b_we = host_we && host_sel && !busy && bank_of(host_addr[9:2]) == 1'(b) &&
          (host_addr[1:0] == 2'(l) || (host_pair && host_addr[1:0] == 2'(l - 1) && l[0]));
      always_ff @(posedge clk) begin
        if (wr0 ? we[l] : wr1 && we1[l]) ma[wab] <= wr0 ? wd[l] : wd1[l];
        bqa[b][l] <= ma[rab];
      end
      always_ff @(posedge clk) begin
        if (b_we) mb[host_addr[9:3]] <= (host_pair && l[0]) ? host_wdata_hi : host_wdata;
        bqb[b][l] <= mb[rab];
      end
    end
  end

  always_ff @(posedge clk) begin
    hsel_q <= host_addr[1:0];
    rsw_q  <= bank_of(ra);
  end
  always_comb begin
    for (int l = 0; l < 4; l++) begin
      qa[l]  = bqa[rsw_q][l];
      qa1[l] = bqa[!rsw_q][l];
      qb[l]  = bqb[rsw_q][l];
    end
  end
  assign host_rdata    = qa[hsel_q];
  assign host_rdata_hi = qa[hsel_q|2'd1];

  // ---- Montgomery multipliers, one per lane ------------------------------------
  logic signed [15:0] mx[4], my[4], mr[4];

  for (genvar l = 0; l < 4; l++) begin : g_mul
    logic signed [31:0] prod;
    logic        [15:0] m;
    /* verilator lint_off UNUSEDSIGNAL */
    logic signed [31:0] mq;  // low half equal to prod's by construction
    /* verilator lint_on UNUSEDSIGNAL */
    if (USE_DSP != 0) begin : g_dsp
      always_comb begin
        prod = 32'(mx[l]) * 32'(my[l]);
        m    = prod[15:0] * NTRUPLUS_QINV;
        mq   = 32'($signed(m)) * 32'(NTRUPLUS_Q);
      end
    end else begin : g_tree
      // x y = sum_{i<15} y_i x 2^i - y_15 x 2^15, summed as a binary tree.
      logic [31:0] lvl0[16];
      logic [31:0] lvl1[8];
      logic [31:0] lvl2[4];
      logic [31:0] lvl3[2];
      logic [31:0] xs;
      always_comb begin
        xs = 32'(mx[l]);
        for (int i = 0; i < 15; i++) lvl0[i] = my[l][i] ? (xs << i) : 32'd0;
        lvl0[15] = my[l][15] ? (32'd0 - (xs << 15)) : 32'd0;
        for (int i = 0; i < 8; i++) lvl1[i] = lvl0[2*i] + lvl0[2*i+1];
        for (int i = 0; i < 4; i++) lvl2[i] = lvl1[2*i] + lvl1[2*i+1];
        for (int i = 0; i < 2; i++) lvl3[i] = lvl2[2*i] + lvl2[2*i+1];
        prod = lvl3[0] + lvl3[1];
        m    = ntruplus_mul_qinv(prod[15:0]);
        mq   = ntruplus_mul_q(32'($signed(m)));
      end
    end
    // The low halves of p and m q are equal by the choice of m: only the
    // high halves are subtracted.
    assign mr[l] = prod[31:16] - mq[31:16];
  end

  // ---- Barrett reduction per lane: a - q round(19412 a / 2^26) ----------------
  logic signed [15:0] bin[4], bout[4], bin2[4], bout2[4];

  /* verilator lint_off UNUSEDSIGNAL */
  function automatic logic signed [15:0] barrett(input logic signed [15:0] a);
    logic signed [31:0] v, t, tq;
    if (USE_DSP != 0) v = 32'(a) * 32'(NTRUPLUS_BARRETT_V);
    else v = ntruplus_mul_barrett(32'(a));
    t = (v + 32'sd33554432) >>> 26;
    if (USE_DSP != 0) tq = t * 32'(NTRUPLUS_Q);
    else tq = ntruplus_mul_q(t);
    barrett = a - tq[15:0];  // only the low half matters (16-bit result)
  endfunction
  /* verilator lint_on UNUSEDSIGNAL */
  // ---- crepmod3 per lane, the C's 32-bit steps: x += q if x < 0; x -= q if
  // x > (q - 1) / 2; u = x + 1731; t = (10923 u + 2^14) >> 15 (unsigned,
  // wrapping as the C's uint32_t); the result u - 3 t, low 16 bits.
  // 10923 = 2^13 + 2^11 + 2^9 + 2^7 + 2^5 + 2^3 + 2 + 1; shifts and adds
  // in both variants.
  logic signed [15:0] c3r[4];

  for (genvar l = 0; l < 4; l++) begin : g_red
    /* verilator lint_off UNUSEDSIGNAL */
    logic [31:0] c3d;  // only its sign matters
    logic [31:0] c3o;  // only its low half matters
    /* verilator lint_on UNUSEDSIGNAL */
    logic [31:0] c3x, c3u, c3m, c3t;
    assign bout[l]  = barrett(bin[l]);
    assign bout2[l] = barrett(bin2[l]);
    always_comb begin
      c3x = 32'($signed(qa[l]));
      if (c3x[31]) c3x = c3x + 32'(NTRUPLUS_Q);
      c3d = 32'((NTRUPLUS_Q - 1) / 2) - c3x;
      if (c3d[31]) c3x = c3x - 32'(NTRUPLUS_Q);
      c3u = c3x + 32'd1731;
      c3m = (c3u << 13) + (c3u << 11) + (c3u << 9) + (c3u << 7) + (c3u << 5) + (c3u << 3) +
          (c3u << 1) + c3u;
      c3t = (c3m + 32'd16384) >> 15;
      c3o = c3u - (c3t << 1) - c3t;
    end
    assign c3r[l] = c3o[15:0];
  end

  // ---- addressing (words) ------------------------------------------------------
  // Radix-2 layers with coefficient distance 2^lg (word distance 2^wl, wl
  // = lg - 2): word butterfly gg of block gg >> wl reads base and base +
  // 2^wl, base = (gg >> wl) 2^(wl+1) + gg mod 2^wl; the layer has nb =
  // 384 >> lg blocks and its twiddles are entries nb + block (forward) and
  // 2 nb - 1 - block (inverse, read backwards). Radix-3 layer: two blocks
  // of 96 words, word butterfly gg reads base, base + 32, base + 64;
  // twiddles y, y^2 at entries 2, 3 and 4, 5 (forward), w/y and (w/y)^2 at
  // 4, 5 and 2, 3 (inverse). First split / last split: words gg, gg + 96.
  // Base multiplication and the passes: word gg.
  function automatic logic [7:0] slot_addr(input phase_t p, input logic [2:0] l,
                                           input logic [7:0] gg, input logic [1:0] j);
    logic [7:0] base, span;
    logic [2:0] wl;
    wl = l - 3'd2;
    case (p)
      P_F1, P_I1: begin
        base = gg;
        span = 8'd96;
      end
      P_F3, P_I3: begin
        base = gg[5] ? 8'd96 + {3'd0, gg[4:0]} : {3'd0, gg[4:0]};
        span = 8'd32;
      end
      P_F2, P_I2: begin
        base = ((gg >> wl) << (wl + 3'd1)) | (gg & ((8'd1 << wl) - 8'd1));
        span = 8'd1 << wl;
      end
      default: begin
        base = gg;
        span = 8'd0;
      end
    endcase
    slot_addr = base + (j[0] ? span : 8'd0) + (j[1] ? span << 1 : 8'd0);
  endfunction

  // the table entry of word butterfly gg's twiddle (the radix-3 layers: of
  // the first of its two)
  function automatic logic [7:0] zeta_idx(input phase_t p, input logic [2:0] l,
                                          input logic [7:0] gg);
    logic [8:0] blk, nb;
    blk = {1'b0, gg} >> (l - 3'd2);
    nb  = 9'd384 >> l;
    case (p)
      P_F1: zeta_idx = 8'd1;
      P_F3: zeta_idx = gg[5] ? 8'd4 : 8'd2;
      P_I3: zeta_idx = gg[5] ? 8'd2 : 8'd4;
      P_F2: zeta_idx = 8'(nb + blk);
      P_I2: zeta_idx = 8'((nb << 1) - 9'd1 - blk);
      default: zeta_idx = 8'd96 + {1'b0, gg[7:1]};  // P_BM: pair gg / 2
    endcase
  endfunction

  // ---- schedule ------------------------------------------------------------------
  // All phases but P_BM are pipelined: a word butterfly starts every R
  // cycles (R = its reads, or its products where those are more), its
  // reads issued at relative times 0 .. R-1 (word j returns at j + 1), and
  // its products and writes at fixed later times, different for the
  // butterflies in flight (the tables below; every lane does the same).
  // st[r] says a butterfly started r cycles ago, gs[r] which one. A phase
  // ends in the cycle of its last butterfly's last write (relative time
  // lph), since the next phase reads what it writes.
  //   phase  R  events (relative time: action)
  //   F1/F2  1  (both words read at 0) 1: t = M(z, a1), write a0 + t and
  //               a0 - t (F1: a0 + a1 - t; the last F2 layer: both through
  //               Barrett)
  //   I2     1  (both words read at 0) 1: write M(z, a1 - a0) and a0 + a1
  //               (Barrett on distances 8 and 32)
  //   F3     3  1: x0; 2: p1 = M(y, a1); 3: p2 = M(y2, a2);
  //               4: t3 = M(w, p1 - p2), write a0 - p1 - t3, h1, h0; 5, 6: writes
  //   I3     3  1: x0; 2: p1 = M(w, a1 - a0), x1; 3: write M(y, a2 - a0 + p1),
  //               h0 = B(a0 + a1 + a2), h2 = a2 - a1 - p1; 4: write M(y2, h2);
  //               5: write h0
  //   I1     3  1: x0; 2: p1 = M(zinv, a0 - a1), h0 = a0 + a1;
  //               3: write M(ninv, h0 - p1); 4: write M(ninv2, p1)
  //   BAR    1  1: write B(a0 +- b0) or crepmod3(a0)
  // P_BM: one block (word) every 6 cycles (steps s = 0 .. 5), lane k's
  // multiplier making result k: with h0 = x1 y3 + x2 y2 + x3 y1, h1 = x2 y3
  // + x3 y2, h2 = x3 y3 (every product Montgomery, every sum 16-bit),
  //   c0 = x0 y0 + zm h0, c1 = x0 y1 + x1 y0 + zm h1,
  //   c2 = x0 y2 + x1 y1 + x2 y0 + zm h2, c3 = x0 y3 + x1 y2 + x2 y1 + x3 y0,
  // r_k = M(c_k, R^2), all four written at s = 5. The next block is read
  // at s = 4 and taken over at s = 5; a 2-cycle prologue reads block 0.
  logic [6:1] st;
  logic [7:0] gs[7];
  logic [2:0] rlast;  // R - 1
  logic [7:0] glast;  // last butterfly of the phase
  logic [2:0] lph;  // relative time of the last write
  logic rd_done, start0, drained, reduce, fbar;
  logic [6:1] lmask;

  always_comb begin
    case (ph)
      P_F1, P_F2, P_I2: rlast = 3'd0;
      P_F3, P_I3, P_I1: rlast = 3'd2;
      P_BM: rlast = 3'd5;
      default: rlast = 3'd0;
    endcase
    case (ph)
      P_F3, P_I3: glast = 8'd63;
      P_BM, P_BAR: glast = 8'd191;
      default: glast = 8'd95;
    endcase
    case (ph)
      P_F3: lph = 3'd6;
      P_I3: lph = 3'd5;
      P_I1: lph = 3'd4;
      P_BAR, P_F1, P_F2, P_I2: lph = 3'd1;
      default: lph = 3'd3;
    endcase
    lmask   = 6'((7'd1 << lph) - 7'd2);  // bits 1 .. lph - 1
    drained = (st & lmask) == 6'd0;
    start0  = busy && ph != P_BM && !rd_done && s == 3'd0;
    reduce  = lg == 3'd3 || lg == 3'd5;
    fbar    = ph == P_F2 && lg == 3'd2;  // the forward transform's last layer
  end

  // ---- datapath ----------------------------------------------------------------
  logic signed [15:0] x0[4], x1[4], p1[4], p2[4], h0[4], h1[4], h2[4], acc[4];
  logic signed [15:0] bx[4], by[4];  // P_BM: the block's words of A and B
  logic pre;  // P_BM: the prologue that reads block 0
  logic signed [15:0] za, zb, zm;
  logic [7:0] gza, gzb;  // the butterflies whose twiddles are used next cycle
  logic [3:0] acc_set, acc_add;

  // The twiddles are looked up a cycle ahead and registered: an event at
  // relative time r uses butterfly gs[r], which is gs[r - 1] the cycle
  // before (the first cycle of a phase has no twiddle event). P_BM's zm
  // belongs to block g, which changes at s = 5 and is first used at s = 1.
  always_comb begin
    gza = gs[1];
    gzb = gs[2];
    case (ph)
      P_I3: begin
        gza = gs[2];
        gzb = gs[3];
      end
      P_BM, P_F1, P_F2, P_I2: gza = g;
      default: ;
    endcase
  end

  always_ff @(posedge clk) begin
    za <= ntruplus_zeta(zeta_idx(ph, lg, gza));
    zb <= ntruplus_zeta(zeta_idx(ph, lg, gzb) + 8'd1);
    // base block 2j: zeta_j, 2j + 1: -zeta_j
    zm <= g[0] ? 16'sd0 - ntruplus_zeta(zeta_idx(ph, lg, gza)) : ntruplus_zeta(zeta_idx(ph, lg, gza));
  end

  always_comb begin
    for (int l = 0; l < 4; l++) begin
      case (ph)
        P_BAR: bin[l] = (bmode == 2'd1) ? qa[l] + qb[l] : qa[l] - qb[l];
        P_I3: bin[l] = x0[l] + x1[l] + qa[l];
        P_F2: bin[l] = qa[l] + mr[l];
        P_I2: bin[l] = qa[l] + qa1[l];
        default: bin[l] = x0[l] + qa[l];
      endcase
      bin2[l] = qa[l] - mr[l];
    end
  end

  always_comb begin
    ra      = host_addr[9:2];
    wa      = host_addr[9:2];
    we      = 4'd0;
    ra1     = host_addr[9:2];
    wa1     = host_addr[9:2];
    we1     = 4'd0;
    acc_set = 4'd0;
    acc_add = 4'd0;
    for (int l = 0; l < 4; l++) begin
      wd[l] = host_wdata;
      wd1[l] = 16'sd0;
      mx[l] = 16'sd0;
      my[l] = 16'sd0;
    end
    if (ph == P_IDLE || ph == P_DONE) begin
      for (int l = 0; l < 4; l++) begin
        we[l] = host_we && !host_sel &&
            (host_addr[1:0] == 2'(l) || (host_pair && host_addr[1:0] == 2'(l - 1) && l[0] != 0));
        if (host_pair && l[0] != 0) wd[l] = host_wdata_hi;
      end
    end else if (ph == P_BM) begin
      // the next block's words (block 0's in the prologue)
      ra = pre ? g : (g == 8'd191 ? g : g + 8'd1);
      for (int l = 0; l < 4; l++) wd[l] = mr[l];
      case (s)
        3'd0: begin
          mx[0] = bx[1]; my[0] = by[3]; acc_set[0] = 1'b1;
          mx[1] = bx[2]; my[1] = by[3]; acc_set[1] = 1'b1;
          mx[2] = bx[3]; my[2] = by[3]; acc_set[2] = 1'b1;
        end
        3'd1: begin
          mx[0] = bx[2]; my[0] = by[2]; acc_add[0] = 1'b1;
          mx[1] = bx[3]; my[1] = by[2]; acc_add[1] = 1'b1;
          mx[2] = zm; my[2] = acc[2]; acc_set[2] = 1'b1;
          mx[3] = bx[0]; my[3] = by[3]; acc_set[3] = 1'b1;
        end
        3'd2: begin
          mx[0] = bx[3]; my[0] = by[1]; acc_add[0] = 1'b1;
          mx[1] = zm; my[1] = acc[1]; acc_set[1] = 1'b1;
          mx[2] = bx[0]; my[2] = by[2]; acc_add[2] = 1'b1;
          mx[3] = bx[1]; my[3] = by[2]; acc_add[3] = 1'b1;
        end
        3'd3: begin
          mx[0] = zm; my[0] = acc[0]; acc_set[0] = 1'b1;
          mx[1] = bx[0]; my[1] = by[1]; acc_add[1] = 1'b1;
          mx[2] = bx[1]; my[2] = by[1]; acc_add[2] = 1'b1;
          mx[3] = bx[2]; my[3] = by[1]; acc_add[3] = 1'b1;
        end
        3'd4: begin
          mx[0] = bx[0]; my[0] = by[0]; acc_add[0] = 1'b1;
          mx[1] = bx[1]; my[1] = by[0]; acc_add[1] = 1'b1;
          mx[2] = bx[2]; my[2] = by[0]; acc_add[2] = 1'b1;
          mx[3] = bx[3]; my[3] = by[0]; acc_add[3] = 1'b1;
        end
        3'd5: begin
          for (int l = 0; l < 4; l++) begin
            mx[l] = acc[l];
            my[l] = NTRUPLUS_RSQ;
          end
          if (!pre) we = 4'hf;
          wa = g;
        end
        default: ;
      endcase
    end else begin
      if (!rd_done) ra = slot_addr(ph, lg, g, s[1:0]);
      ra1 = slot_addr(ph, lg, g, 2'd1);
      for (int l = 0; l < 4; l++) begin
        case (ph)
          P_F1, P_F2: begin
            if (st[1]) begin
              mx[l]  = za;
              my[l]  = qa1[l];
              we[l]  = 1'b1;
              wa     = slot_addr(ph, lg, gs[1], 2'd0);
              wd[l]  = fbar ? bout[l] : qa[l] + mr[l];
              we1[l] = 1'b1;
              wa1    = slot_addr(ph, lg, gs[1], 2'd1);
              wd1[l] = fbar ? bout2[l] : (ph == P_F1) ? qa[l] + qa1[l] - mr[l] : qa[l] - mr[l];
            end
          end
          P_I2: begin
            if (st[1]) begin
              mx[l]  = za;
              my[l]  = qa1[l] - qa[l];
              we1[l] = 1'b1;
              wa1    = slot_addr(ph, lg, gs[1], 2'd1);
              wd1[l] = mr[l];
              we[l]  = 1'b1;
              wa     = slot_addr(ph, lg, gs[1], 2'd0);
              wd[l]  = reduce ? bout[l] : bin[l];
            end
          end
          P_F3: begin
            if (st[2]) begin
              mx[l] = za;
              my[l] = qa[l];
            end
            if (st[3]) begin
              mx[l] = zb;
              my[l] = qa[l];
            end
            if (st[4]) begin
              mx[l] = NTRUPLUS_OMEGA;
              my[l] = p1[l] - p2[l];
              we[l] = 1'b1;
              wa    = slot_addr(ph, lg, gs[4], 2'd2);
              wd[l] = x0[l] - p1[l] - mr[l];
            end
            if (st[5]) begin
              we[l] = 1'b1;
              wa    = slot_addr(ph, lg, gs[5], 2'd1);
              wd[l] = h1[l];
            end
            if (st[6]) begin
              we[l] = 1'b1;
              wa    = slot_addr(ph, lg, gs[6], 2'd0);
              wd[l] = h0[l];
            end
          end
          P_I3: begin
            if (st[2]) begin
              mx[l] = NTRUPLUS_OMEGA;
              my[l] = qa[l] - x0[l];
            end
            if (st[3]) begin
              mx[l] = za;
              my[l] = qa[l] - x0[l] + p1[l];
              we[l] = 1'b1;
              wa    = slot_addr(ph, lg, gs[3], 2'd1);
              wd[l] = mr[l];
            end
            if (st[4]) begin
              mx[l] = zb;
              my[l] = h2[l];
              we[l] = 1'b1;
              wa    = slot_addr(ph, lg, gs[4], 2'd2);
              wd[l] = mr[l];
            end
            if (st[5]) begin
              we[l] = 1'b1;
              wa    = slot_addr(ph, lg, gs[5], 2'd0);
              wd[l] = h0[l];
            end
          end
          P_I1: begin
            if (st[2]) begin
              mx[l] = NTRUPLUS_ZMINUSZ5INV;
              my[l] = x0[l] - qa[l];
            end
            if (st[3]) begin
              mx[l] = NTRUPLUS_NINV;
              my[l] = h0[l] - p1[l];
              we[l] = 1'b1;
              wa    = slot_addr(ph, lg, gs[3], 2'd0);
              wd[l] = mr[l];
            end
            if (st[4]) begin
              mx[l] = NTRUPLUS_NINV2;
              my[l] = p1[l];
              we[l] = 1'b1;
              wa    = slot_addr(ph, lg, gs[4], 2'd1);
              wd[l] = mr[l];
            end
          end
          P_BAR: begin
            if (st[1]) begin
              we[l] = 1'b1;
              wa    = gs[1];
              wd[l] = (bmode == 2'd3) ? c3r[l] : bout[l];
            end
          end
          default: ;
        endcase
      end
    end
  end

  always_ff @(posedge clk) begin
    if (ph == P_BM) begin
      if (pre ? s == 3'd1 : s == 3'd5) begin
        for (int l = 0; l < 4; l++) begin
          bx[l] <= qa[l];
          by[l] <= qb[l];
        end
      end
      for (int l = 0; l < 4; l++) begin
        if (acc_set[l]) acc[l] <= mr[l];
        else if (acc_add[l]) acc[l] <= acc[l] + mr[l];
      end
    end else if (busy) begin
      for (int l = 0; l < 4; l++) begin
        if (st[1]) x0[l] <= qa[l];
        case (ph)
          P_F3: begin
            if (st[2]) p1[l] <= mr[l];
            if (st[3]) p2[l] <= mr[l];
            if (st[4]) begin
              h1[l] <= x0[l] - p2[l] + mr[l];
              h0[l] <= x0[l] + p1[l] + p2[l];
            end
          end
          P_I3: begin
            if (st[2]) begin
              p1[l] <= mr[l];
              x1[l] <= qa[l];
            end
            if (st[3]) begin
              h0[l] <= bout[l];
              h2[l] <= qa[l] - x1[l] - p1[l];
            end
          end
          P_I1: begin
            if (st[2]) begin
              p1[l] <= mr[l];
              h0[l] <= bin[l];
            end
          end
          default: ;
        endcase
      end
    end
  end

  // ---- control ---------------------------------------------------------------------
  always_ff @(posedge clk) begin
    if (!rst_n) begin
      ph      <= P_IDLE;
      bmode   <= 2'd0;
      lg      <= 3'd0;
      g       <= 8'd0;
      s       <= 3'd0;
      rd_done <= 1'b0;
      st      <= 6'd0;
      pre     <= 1'b0;
    end else begin
      st    <= {st[5:1], start0};
      gs[1] <= g;
      for (int i = 2; i < 7; i++) gs[i] <= gs[i-1];
      case (ph)
        P_IDLE, P_DONE: begin
          ph      <= P_IDLE;
          g       <= 8'd0;
          s       <= 3'd0;
          rd_done <= 1'b0;
          st      <= 6'd0;
          if (start) begin
            lg    <= 3'd2;
            pre   <= 1'b1;
            bmode <= (op == 3'd4) ? 2'd1 : (op == 3'd5) ? 2'd2 : 2'd3;
            case (op)
              3'd0: ph <= P_F1;
              3'd1: ph <= P_I2;
              3'd2: ph <= P_BM;
              3'd4, 3'd5, 3'd6: ph <= P_BAR;
              default: ph <= P_DONE;
            endcase
          end
        end
        P_BM: begin
          s <= s + 3'd1;
          if (pre) begin
            if (s == 3'd1) begin
              s   <= 3'd0;
              pre <= 1'b0;
            end
          end else if (s == rlast) begin
            s <= 3'd0;
            g <= g + 8'd1;
            if (g == glast) ph <= P_DONE;
          end
        end
        default: begin
          if (!rd_done) begin
            s <= s + 3'd1;
            if (s == rlast) begin
              s <= 3'd0;
              g <= g + 8'd1;
              if (g == glast) rd_done <= 1'b1;
            end
          end else if (drained) begin
            // the last write happens in this cycle: the next phase may read
            g       <= 8'd0;
            s       <= 3'd0;
            rd_done <= 1'b0;
            st      <= 6'd0;
            case (ph)
              P_F1: ph <= P_F3;
              P_F3: begin
                ph <= P_F2;
                lg <= 3'd6;
              end
              P_F2:
              if (lg == 3'd2) ph <= P_DONE;
              else lg <= lg - 3'd1;
              P_I2:
              if (lg == 3'd6) ph <= P_I3;
              else lg <= lg + 3'd1;
              P_I3: ph <= P_I1;
              default: ph <= P_DONE;  // P_BAR, P_I1
            endcase
          end
        end
      endcase
    end
  end
endmodule

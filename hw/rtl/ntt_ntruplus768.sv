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
// Arithmetic. One Montgomery multiplier and one Barrett reducer, shared
// by all steps: r = (p - m q) / 2^16 with p = x y, m = p q^-1 mod 2^16
// taken signed; Barrett a - q round(19412 a / 2^26). With USE_DSP = 0
// (default) no multiplier: x y is a 16-term partial-product adder tree,
// and the constant products (by q^-1, q, 19412) are shift-and-add sums of
// their signed digits (generated). USE_DSP = 1 writes every product as
// `*` instead, for the tool's DSP mapping. The sums are plain 16-bit
// additions: the C kernels keep unreduced representatives, which a
// comparator-based modular add would change.
//
// Schedule (one Montgomery product a cycle at most; details at the
// schedule below): the butterflies of a layer overlap, one starting every
// 2 cycles (radix-2, each bound by its two reads and two writes), 3
// (radix-3: three reads, three products) or 3 (the inverse's last split:
// three products); a layer waits for its last write before the next one
// reads. The Barrett pass (the NTT's last, and ops 4 to 6) takes one
// coefficient a cycle; the base
// multiplication one 4-coefficient block every 23 cycles (its 23
// products), reading the next block meanwhile. Cycles from start to done
// (bench): NTT 6,169, inverse NTT 5,783, base multiplication 4,422.
//
// Host port (only while busy = 0): host_we writes host_wdata to A
// (host_sel = 0) or B (host_sel = 1) at host_addr; host_rdata is A at the
// host_addr of the previous cycle (synchronous read). A one-cycle start
// pulse with op runs the operation: busy is high until done pulses.
module ntt_ntruplus768 #(
    parameter int USE_DSP = 0
) (
    input  logic        clk,
    input  logic        rst_n,
    input  logic        start,
    input  logic [ 2:0] op,
    input  logic        host_we,
    input  logic        host_sel,
    input  logic [ 9:0] host_addr,
    input  logic [15:0] host_wdata,
    output logic [15:0] host_rdata,
    output logic        busy,
    output logic        done
);
  `include "ntruplus768_zetas.svh"

  typedef enum logic [3:0] {
    P_IDLE,
    P_F1,   // forward: x^384 = z, 1 - z
    P_F3,   // forward radix-3 layer
    P_F2,   // forward radix-2 layers, distance 2^lg = 64 .. 4
    P_BAR,  // forward: final Barrett pass; ops 4, 5: Barrett(A +- B)
    P_I2,   // inverse radix-2 layers, distance 2^lg = 4 .. 64
    P_I3,   // inverse radix-3 layer
    P_I1,   // inverse: last split and n^-1
    P_BM,   // base multiplication
    P_DONE
  } phase_t;

  phase_t       ph;
  logic   [2:0] lg;
  logic   [9:0] g;  // butterfly / block / coefficient index
  logic   [4:0] s;  // step within a butterfly
  logic   [1:0] bmode;  // P_BAR: 0 Barrett(A), 1 Barrett(A + B), 2 Barrett(A - B),
                        // 3 crepmod3(A)

  // ---- memories: one read port and one write port each ----------------------
  logic [15:0] mem_a[768];
  logic [15:0] mem_b[768];
  logic [9:0] ra, wa;
  logic        we;
  logic [15:0] wd, qa, qb;

  assign busy = ph != P_IDLE && ph != P_DONE;
  assign done = ph == P_DONE;

  always_ff @(posedge clk) begin
    if (we) mem_a[wa] <= wd;
    qa <= mem_a[ra];
  end

  always_ff @(posedge clk) begin
    if (host_we && host_sel && !busy) mem_b[host_addr] <= host_wdata;
    qb <= mem_b[ra];
  end

  assign host_rdata = qa;

  // ---- Montgomery multiplier ---------------------------------------------------
  logic signed [15:0] mx, my, mr;
  logic signed [31:0] prod;
  logic        [15:0] m;
  /* verilator lint_off UNUSEDSIGNAL */
  logic signed [31:0] mq;  // low half equal to prod's by construction
  /* verilator lint_on UNUSEDSIGNAL */

  if (USE_DSP != 0) begin : g_dsp
    always_comb begin
      prod = 32'(mx) * 32'(my);
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
      xs = 32'(mx);
      for (int i = 0; i < 15; i++) lvl0[i] = my[i] ? (xs << i) : 32'd0;
      lvl0[15] = my[15] ? (32'd0 - (xs << 15)) : 32'd0;
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
  assign mr = prod[31:16] - mq[31:16];

  // ---- Barrett reduction: a - q round(19412 a / 2^26), |result| <= 1730 -------
  logic signed [15:0] bin, bout;
  logic signed [31:0] bv, bt;
  /* verilator lint_off UNUSEDSIGNAL */
  logic signed [31:0] btq;  // only its low half matters (16-bit result)
  /* verilator lint_on UNUSEDSIGNAL */
  always_comb begin
    if (USE_DSP != 0) bv = 32'(bin) * 32'(NTRUPLUS_BARRETT_V);
    else bv = ntruplus_mul_barrett(32'(bin));
    bt = (bv + 32'sd33554432) >>> 26;
    if (USE_DSP != 0) btq = bt * 32'(NTRUPLUS_Q);
    else btq = ntruplus_mul_q(bt);
    bout = bin - btq[15:0];
  end

  // ---- crepmod3, the C's 32-bit steps: x += q if x < 0; x -= q if
  // x > (q - 1) / 2; u = x + 1731; t = (10923 u + 2^14) >> 15 (unsigned,
  // wrapping as the C's uint32_t); the result u - 3 t, low 16 bits.
  // 10923 = 2^13 + 2^11 + 2^9 + 2^7 + 2^5 + 2^3 + 2 + 1; shifts and adds
  // in both variants (with `*` the DSP flow spent three DSPs on it).
  logic [31:0] c3x, c3u, c3m, c3t;
  /* verilator lint_off UNUSEDSIGNAL */
  logic [31:0] c3d;  // only its sign matters
  logic [31:0] c3r;  // only its low half matters
  /* verilator lint_on UNUSEDSIGNAL */
  always_comb begin
    c3x = 32'($signed(qa));
    if (c3x[31]) c3x = c3x + 32'(NTRUPLUS_Q);
    c3d = 32'((NTRUPLUS_Q - 1) / 2) - c3x;
    if (c3d[31]) c3x = c3x - 32'(NTRUPLUS_Q);
    c3u = c3x + 32'd1731;
    c3m = (c3u << 13) + (c3u << 11) + (c3u << 9) + (c3u << 7) + (c3u << 5) + (c3u << 3) +
        (c3u << 1) + c3u;
    c3t = (c3m + 32'd16384) >> 15;
    c3r = c3u - (c3t << 1) - c3t;
  end

  // ---- addressing --------------------------------------------------------------
  // Radix-2 layers with distance 2^lg: butterfly gg of block gg >> lg
  // reads base and base + 2^lg, base = (gg >> lg) 2^(lg+1) + gg mod 2^lg;
  // the layer has nb = 384 >> lg blocks and its twiddles are entries
  // nb + block (forward) and 2 nb - 1 - block (inverse, read backwards).
  // Radix-3 layer: two blocks of 384, butterfly gg reads base, base + 128,
  // base + 256; twiddles y, y^2 at entries 2, 3 and 4, 5 (forward), w/y
  // and (w/y)^2 at 4, 5 and 2, 3 (inverse). Base multiplication: block gg
  // is words 4 gg .. 4 gg + 3.
  function automatic logic [9:0] slot_addr(input phase_t p, input logic [2:0] l,
                                           input logic [9:0] gg, input logic [1:0] j);
    logic [9:0] base, span;
    case (p)
      P_F1, P_I1: begin
        base = gg;
        span = 10'd384;
      end
      P_F3, P_I3: begin
        base = gg[7] ? 10'd384 + {3'd0, gg[6:0]} : {3'd0, gg[6:0]};
        span = 10'd128;
      end
      P_F2, P_I2: begin
        base = ((gg >> l) << (l + 3'd1)) | (gg & ((10'd1 << l) - 10'd1));
        span = 10'd1 << l;
      end
      P_BM: begin
        base = {gg[7:0], 2'b00};
        span = 10'd1;
      end
      default: begin
        base = gg;
        span = 10'd0;
      end
    endcase
    slot_addr = base + (j[0] ? span : 10'd0) + (j[1] ? span << 1 : 10'd0);
  endfunction

  // the table entry of butterfly gg's twiddle (the radix-3 layers: of the
  // first of its two)
  function automatic logic [7:0] zeta_idx(input phase_t p, input logic [2:0] l,
                                          input logic [9:0] gg);
    logic [9:0] blk, nb;
    blk = gg >> l;
    nb  = 10'd384 >> l;
    case (p)
      P_F1: zeta_idx = 8'd1;
      P_F3: zeta_idx = gg[7] ? 8'd4 : 8'd2;
      P_I3: zeta_idx = gg[7] ? 8'd2 : 8'd4;
      P_F2: zeta_idx = 8'(nb + blk);
      P_I2: zeta_idx = 8'((nb << 1) - 10'd1 - blk);
      default: zeta_idx = 8'd96 + {1'b0, gg[7:1]};  // P_BM: pair gg / 2
    endcase
  endfunction

  // ---- schedule ------------------------------------------------------------------
  // All phases but P_BM are pipelined: a butterfly starts every R cycles
  // (R = its reads, or its products where those are more), its reads
  // issued at relative times 0 .. R-1 (word j returns at j + 1), and its
  // products and writes at fixed later times, different for the
  // butterflies in flight (the tables below). st[r] says a butterfly
  // started r cycles ago, gs[r] which one. A phase ends in the cycle of
  // its last butterfly's last write (relative time lph), since the next
  // phase reads what it writes.
  //   phase  R  events (relative time: action)
  //   F1/F2  2  1: x0 = a0; 2: t = M(z, a1), write a0 + t, h1 = a0 - t
  //               (F1: a0 + a1 - t); 3: write h1
  //   I2     2  1: x0 = a0; 2: write M(z, a1 - a0), h0 = a0 + a1
  //               (Barrett on distances 8 and 32); 3: write h0
  //   F3     3  1: x0; 2: p1 = M(y, a1); 3: p2 = M(y2, a2);
  //               4: t3 = M(w, p1 - p2), write a0 - p1 - t3, h1, h0; 5, 6: writes
  //   I3     3  1: x0; 2: p1 = M(w, a1 - a0), x1; 3: write M(y, a2 - a0 + p1),
  //               h0 = B(a0 + a1 + a2), h2 = a2 - a1 - p1; 4: write M(y2, h2);
  //               5: write h0
  //   I1     3  1: x0; 2: p1 = M(zinv, a0 - a1), h0 = a0 + a1;
  //               3: write M(ninv, h0 - p1); 4: write M(ninv2, p1)
  //   BAR    1  1: write B(a0)
  // P_BM: one block every 23 cycles (steps s = 0 .. 22), one product a
  // cycle and its four writes among them; the next block's four words of
  // A and B are read meanwhile (s = 0 .. 3) into xn, yn and taken over
  // at s = 22; a 5-cycle prologue reads block 0.
  logic [6:1] st;
  logic [9:0] gs[7];
  logic [4:0] rlast;  // R - 1
  logic [9:0] glast;  // last butterfly of the phase
  logic [2:0] lph;  // relative time of the last write
  logic rd_done, start0, drained, reduce;
  logic [6:1] lmask;

  always_comb begin
    case (ph)
      P_F1, P_F2, P_I2: rlast = 5'd1;
      P_F3, P_I3, P_I1: rlast = 5'd2;
      P_BM: rlast = 5'd22;
      default: rlast = 5'd0;
    endcase
    case (ph)
      P_F3, P_I3: glast = 10'd255;
      P_BM: glast = 10'd191;
      P_BAR: glast = 10'd767;
      default: glast = 10'd383;
    endcase
    case (ph)
      P_F3: lph = 3'd6;
      P_I3: lph = 3'd5;
      P_I1: lph = 3'd4;
      P_BAR: lph = 3'd1;
      default: lph = 3'd3;
    endcase
    lmask   = 6'((7'd1 << lph) - 7'd2);  // bits 1 .. lph - 1
    drained = (st & lmask) == 6'd0;
    start0  = busy && ph != P_BM && !rd_done && s == 5'd0;
    reduce  = lg == 3'd3 || lg == 3'd5;
  end

  // ---- datapath ----------------------------------------------------------------
  logic signed [15:0] x[4], y[4];  // words read (x from A, y from B)
  logic signed [15:0] xn[4], yn[4];  // P_BM: the next block's words
  logic pre;  // P_BM: the prologue that reads block 0
  logic signed [15:0] p1, p2, h0, h1, h2, acc;
  logic signed [15:0] za, zb, zm;
  logic [9:0] gza, gzb;  // the butterflies whose twiddles are used next cycle
  logic acc_set, acc_add;

  // The twiddles are looked up a cycle ahead and registered: an event at
  // relative time r uses butterfly gs[r], which is gs[r - 1] the cycle
  // before (the first cycle of a phase has no twiddle event). P_BM's zm
  // belongs to block g, which changes at s = 22 and is first used at s = 3.
  always_comb begin
    gza = gs[1];
    gzb = gs[2];
    case (ph)
      P_I3: begin
        gza = gs[2];
        gzb = gs[3];
      end
      P_BM: gza = g;
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
    case (ph)
      P_BAR: bin = (bmode == 2'd1) ? qa + qb : (bmode == 2'd2) ? qa - qb : qa;
      P_I3: bin = x[0] + x[1] + qa;
      default: bin = x[0] + qa;
    endcase
  end

  always_comb begin
    ra      = host_addr;
    wa      = host_addr;
    we      = 1'b0;
    wd      = host_wdata;
    mx      = 16'sd0;
    my      = 16'sd0;
    acc_set = 1'b0;
    acc_add = 1'b0;
    if (ph == P_IDLE || ph == P_DONE) begin
      we = host_we && !host_sel;
    end else if (ph == P_BM) begin
      // reads of the next block (of block 0 in the prologue) at s = 0 .. 3
      if (s < 5'd4) ra = slot_addr(ph, lg, pre ? g : g + 10'd1, s[1:0]);
      // h0 = x1 y3 + x2 y2 + x3 y1, h1 = x2 y3 + x3 y2, h2 = x3 y3;
      // c0 = x0 y0 + zm h0, c1 = x0 y1 + x1 y0 + zm h1,
      // c2 = x0 y2 + x1 y1 + x2 y0 + zm h2, c3 = x0 y3 + ... + x3 y0;
      // r_k = c_k RSQ (every product Montgomery, every sum 16-bit)
      wd = mr;
      case (s)
        5'd0: begin mx = x[1]; my = y[3]; acc_set = 1'b1; end
        5'd1: begin mx = x[2]; my = y[2]; acc_add = 1'b1; end
        5'd2: begin mx = x[3]; my = y[1]; acc_add = 1'b1; end
        5'd3: begin mx = zm; my = acc; acc_set = 1'b1; end
        5'd4: begin mx = x[0]; my = y[0]; acc_add = 1'b1; end
        5'd5: begin mx = acc; my = NTRUPLUS_RSQ; we = 1'b1; wa = slot_addr(ph, lg, g, 2'd0); end
        5'd6: begin mx = x[2]; my = y[3]; acc_set = 1'b1; end
        5'd7: begin mx = x[3]; my = y[2]; acc_add = 1'b1; end
        5'd8: begin mx = zm; my = acc; acc_set = 1'b1; end
        5'd9: begin mx = x[0]; my = y[1]; acc_add = 1'b1; end
        5'd10: begin mx = x[1]; my = y[0]; acc_add = 1'b1; end
        5'd11: begin mx = acc; my = NTRUPLUS_RSQ; we = 1'b1; wa = slot_addr(ph, lg, g, 2'd1); end
        5'd12: begin mx = x[3]; my = y[3]; acc_set = 1'b1; end
        5'd13: begin mx = zm; my = acc; acc_set = 1'b1; end
        5'd14: begin mx = x[0]; my = y[2]; acc_add = 1'b1; end
        5'd15: begin mx = x[1]; my = y[1]; acc_add = 1'b1; end
        5'd16: begin mx = x[2]; my = y[0]; acc_add = 1'b1; end
        5'd17: begin mx = acc; my = NTRUPLUS_RSQ; we = 1'b1; wa = slot_addr(ph, lg, g, 2'd2); end
        5'd18: begin mx = x[0]; my = y[3]; acc_set = 1'b1; end
        5'd19: begin mx = x[1]; my = y[2]; acc_add = 1'b1; end
        5'd20: begin mx = x[2]; my = y[1]; acc_add = 1'b1; end
        5'd21: begin mx = x[3]; my = y[0]; acc_add = 1'b1; end
        5'd22: begin mx = acc; my = NTRUPLUS_RSQ; we = 1'b1; wa = slot_addr(ph, lg, g, 2'd3); end
        default: ;
      endcase
    end else begin
      if (!rd_done) ra = slot_addr(ph, lg, g, s[1:0]);
      case (ph)
        P_F1, P_F2: begin
          if (st[2]) begin
            mx = za;
            my = qa;
            we = 1'b1;
            wa = slot_addr(ph, lg, gs[2], 2'd0);
            wd = x[0] + mr;
          end
          if (st[3]) begin
            we = 1'b1;
            wa = slot_addr(ph, lg, gs[3], 2'd1);
            wd = h1;
          end
        end
        P_I2: begin
          if (st[2]) begin
            mx = za;
            my = qa - x[0];
            we = 1'b1;
            wa = slot_addr(ph, lg, gs[2], 2'd1);
            wd = mr;
          end
          if (st[3]) begin
            we = 1'b1;
            wa = slot_addr(ph, lg, gs[3], 2'd0);
            wd = h0;
          end
        end
        P_F3: begin
          if (st[2]) begin
            mx = za;
            my = qa;
          end
          if (st[3]) begin
            mx = zb;
            my = qa;
          end
          if (st[4]) begin
            mx = NTRUPLUS_OMEGA;
            my = p1 - p2;
            we = 1'b1;
            wa = slot_addr(ph, lg, gs[4], 2'd2);
            wd = x[0] - p1 - mr;
          end
          if (st[5]) begin
            we = 1'b1;
            wa = slot_addr(ph, lg, gs[5], 2'd1);
            wd = h1;
          end
          if (st[6]) begin
            we = 1'b1;
            wa = slot_addr(ph, lg, gs[6], 2'd0);
            wd = h0;
          end
        end
        P_I3: begin
          if (st[2]) begin
            mx = NTRUPLUS_OMEGA;
            my = qa - x[0];
          end
          if (st[3]) begin
            mx = za;
            my = qa - x[0] + p1;
            we = 1'b1;
            wa = slot_addr(ph, lg, gs[3], 2'd1);
            wd = mr;
          end
          if (st[4]) begin
            mx = zb;
            my = h2;
            we = 1'b1;
            wa = slot_addr(ph, lg, gs[4], 2'd2);
            wd = mr;
          end
          if (st[5]) begin
            we = 1'b1;
            wa = slot_addr(ph, lg, gs[5], 2'd0);
            wd = h0;
          end
        end
        P_I1: begin
          if (st[2]) begin
            mx = NTRUPLUS_ZMINUSZ5INV;
            my = x[0] - qa;
          end
          if (st[3]) begin
            mx = NTRUPLUS_NINV;
            my = h0 - p1;
            we = 1'b1;
            wa = slot_addr(ph, lg, gs[3], 2'd0);
            wd = mr;
          end
          if (st[4]) begin
            mx = NTRUPLUS_NINV2;
            my = p1;
            we = 1'b1;
            wa = slot_addr(ph, lg, gs[4], 2'd1);
            wd = mr;
          end
        end
        P_BAR: begin
          if (st[1]) begin
            we = 1'b1;
            wa = gs[1];
            wd = (bmode == 2'd3) ? c3r[15:0] : bout;
          end
        end
        default: ;
      endcase
    end
  end

  always_ff @(posedge clk) begin
    if (ph == P_BM) begin
      if (s != 5'd0 && s <= 5'd4) begin
        if (pre) begin
          x[s[1:0]-2'd1] <= qa;
          y[s[1:0]-2'd1] <= qb;
        end else begin
          xn[s[1:0]-2'd1] <= qa;
          yn[s[1:0]-2'd1] <= qb;
        end
      end
      if (!pre && s == 5'd22) begin
        for (int i = 0; i < 4; i++) begin
          x[i] <= xn[i];
          y[i] <= yn[i];
        end
      end
      if (acc_set) acc <= mr;
      else if (acc_add) acc <= acc + mr;
    end else if (busy) begin
      if (st[1]) x[0] <= qa;
      case (ph)
        P_F1: if (st[2]) h1 <= x[0] + qa - mr;
        P_F2: if (st[2]) h1 <= x[0] - mr;
        P_I2: if (st[2]) h0 <= reduce ? bout : bin;
        P_F3: begin
          if (st[2]) p1 <= mr;
          if (st[3]) p2 <= mr;
          if (st[4]) begin
            h1 <= x[0] - p2 + mr;
            h0 <= x[0] + p1 + p2;
          end
        end
        P_I3: begin
          if (st[2]) begin
            p1   <= mr;
            x[1] <= qa;
          end
          if (st[3]) begin
            h0 <= bout;
            h2 <= qa - x[1] - p1;
          end
        end
        P_I1: begin
          if (st[2]) begin
            p1 <= mr;
            h0 <= bin;
          end
        end
        default: ;
      endcase
    end
  end

  // ---- control ---------------------------------------------------------------------
  always_ff @(posedge clk) begin
    if (!rst_n) begin
      ph      <= P_IDLE;
      bmode   <= 2'd0;
      lg      <= 3'd0;
      g       <= 10'd0;
      s       <= 5'd0;
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
          g       <= 10'd0;
          s       <= 5'd0;
          rd_done <= 1'b0;
          st      <= 6'd0;
          if (start) begin
            lg    <= 3'd2;
            pre   <= 1'b1;
            bmode <= (op == 3'd4) ? 2'd1 : (op == 3'd5) ? 2'd2 : (op == 3'd6) ? 2'd3 : 2'd0;
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
          s <= s + 5'd1;
          if (pre) begin
            if (s == 5'd4) begin
              s   <= 5'd0;
              pre <= 1'b0;
            end
          end else if (s == rlast) begin
            s <= 5'd0;
            g <= g + 10'd1;
            if (g == glast) ph <= P_DONE;
          end
        end
        default: begin
          if (!rd_done) begin
            s <= s + 5'd1;
            if (s == rlast) begin
              s <= 5'd0;
              g <= g + 10'd1;
              if (g == glast) rd_done <= 1'b1;
            end
          end else if (drained) begin
            // the last write happens in this cycle: the next phase may read
            g       <= 10'd0;
            s       <= 5'd0;
            rd_done <= 1'b0;
            st      <= 6'd0;
            case (ph)
              P_F1: ph <= P_F3;
              P_F3: begin
                ph <= P_F2;
                lg <= 3'd6;
              end
              P_F2:
              if (lg == 3'd2) ph <= P_BAR;
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

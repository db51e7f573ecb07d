// SPDX-License-Identifier: Apache-2.0 OR MIT
// HAETAE NTT unit: q = 64513, n = 256, Z_q[x]/(x^256 + 1).
//
// Computes, on a 256-word polynomial memory A, exactly what the portable
// kernels of src/sign/haetae/ntt.c compute (same butterflies, same twiddle
// per butterfly, same Montgomery reduction, same unreduced
// representatives; the butterflies of one layer are disjoint, so their
// order within the layer does not change the result):
//   op 0: A = haetae_ntt_c(A)              (8 Cooley-Tukey layers)
//   op 1: A = haetae_invntt_tomont_c(A)    (8 Gentleman-Sande layers + scaling)
//   op 2: A = haetae_poly_pointwise_montgomery_c(A, B)
//   op 3: A = A + B, 32-bit wrapping sums (after op 2 with r in B: the sum
//         of haetae_poly_pointwise_acc_montgomery_c)
//   op 4: A = haetae_poly_freeze2q_c(A)    (each a mod 2q in [0, 2q))
//   op 5: A = haetae_poly_reduce2q_c(A)    (each a mod 2q in [-q, q))
//   op 6: haetae_poly_sqnorm2_c(A), the sum of squares mod 2^64, written
//         to A[0] (low word) and A[1] (high word); the rest of A is kept
//   op 7: A = A - B                        (haetae_poly_sub)
//   op 8: A = A 2^8 + B                    (haetae_poly_compose, base 2^8)
//   op 9: A = 2 A                          (haetae_poly_double)
//   op 10: A = fromcrt(A, B): A + q where A and B differ in parity
//   op 11: A = fromcrt0(A): A + q where A is odd
//   op 12: A = highbits_hint(A): csub((A + 256) >> 9, 252)
//   op 13: A = csubDQ2ALPHA(A): csub(A, 252)
//   op 14: A = A 2^9                       (haetae_poly_mul_alpha)
//   op 15: A = A >> 1, arithmetic          (haetae_poly_div2)
//   (ops 3, 7-15: 32-bit wrapping, as the C's int32 within its bounds;
//   ops 12-14 have the constants of HAETAE modes 2 and 3, alpha_hint = 512)
//   op 16: rejection sampling (haetae_rej_uniform_c on one SHAKE128 block
//          of 168 bytes): B[0..41] hold the block as 32-bit little-endian
//          words; each 16-bit half (low first) below q is appended to A at
//          count while count < 256; op 16 starts at count = 0, op 17
//          continues at the current count (the next block). 86 cycles.
// Coefficients are 32-bit two's complement (the kernels' int32_t).
//
// Arithmetic. Four Montgomery multipliers (g_mul), one per
// butterfly lane: r = (p - m q) / 2^32 with p = x y (64 bits),
// m = p q^-1 mod 2^32 taken signed. q = 2^16 - 2^10 + 1, so m q is three
// shifted copies of m, and q^-1 mod 2^32 has six signed digits, so m is
// six shifted copies of p: no multiplier in the reduction. The variable
// product x y is a 32-term partial-product adder tree. USE_DSP = 1
// selects the plain variant instead: all three products written as `*`
// (x y, p q^-1, m q), left to the synthesis tool's DSP mapping. The
// butterflies' additions are not reduced: the C kernels keep unreduced
// representatives (forward: each layer grows |a| by < q), and a
// comparator-based modular add would change those representatives.
//
// Memories, banked for four butterflies a cycle. Coefficient i sits in
// word w = i / 4 (lane i mod 4) of bank parity(w) (the XOR of w's six
// bits), at index w / 2 of that bank: two banks of 32 words of four
// lanes, each lane a memory of 32 x 32 bits with one read and one write
// port, the lanes of a bank sharing its addresses. A layer with butterfly
// distance len >= 4 pairs word w with word w + len / 4, which differs from
// it in one address bit and so lies in the other bank; the four lanes are
// four butterflies with one twiddle. Layers len = 2 and len = 1 pair
// lanes inside a word; they take words 2k and 2k + 1, again one from each
// bank. So every layer reads one word from each bank and writes it back a
// cycle later: 32 cycles a layer, conflict-free. B is banked the same way
// (the pointwise product reads A and B word by word).
//
// Host port (only while busy = 0): host_we writes host_wdata to A
// (host_sel = 0) or B (host_sel = 1) at host_addr; host_rdata is A at the
// host_addr of the previous cycle (synchronous read). A one-cycle start
// pulse with op runs the operation: busy is high until done pulses.
// Cycles from start to done: NTT 33 a layer (32 reads, the last write),
// 265 in all; INVNTT 265 + 65 scaling; pointwise and sum 66 (one word of
// four coefficients per cycle, pipelined); freeze2q, reduce2q, ops 7-15 66;
// sqnorm2 67 (the extra cycle writes the sum).
//
// freeze2q and reduce2q have canonical results (a mod 2q), so any exact
// reduction gives the C's values; the unit's is multiplier-free: with
// f = floor(a / 2), a mod 2q = 2 (f mod q) + (a & 1), and f mod q by
// three folds with 2^16 = 2^10 - 1 (mod q) (the high half times 1023 added
// to the low half), which leave (-q, 2q), then one comparison each way.

module ntt_haetae #(
    parameter int USE_DSP = 0
) (
    input  logic        clk,
    input  logic        rst_n,
    input  logic        start,
    input  logic [ 4:0] op,
    input  logic        host_we,
    input  logic        host_sel,
    input  logic [ 7:0] host_addr,
    input  logic [31:0] host_wdata,
    output logic [31:0] host_rdata,
    output logic [ 8:0] count,  // ops 16, 17: coefficients sampled so far
    output logic        busy,
    output logic        done
);
  `include "haetae_zetas.svh"

  typedef enum logic [2:0] {
    S_IDLE,
    S_BF,
    S_LIN,
    S_SUM,
    S_REJ,
    S_DONE
  } state_t;

  state_t      state;
  logic [ 4:0] op_r;
  logic [ 2:0] lg;  // log2 of the butterfly distance len
  logic [ 6:0] t;  // cycle within a layer (0..32) or word index (0..64)
  wire         idle = state == S_IDLE || state == S_DONE;

  // ---- memories: 2 banks x 4 lanes, 32 words each, 1 read + 1 write port --
  logic [ 4:0] ra     [2];  // read index per bank (A and B)
  logic [ 4:0] wa     [2];  // write index per bank (A)
  logic [ 3:0] we     [2];  // lane write enables per bank (A)
  logic [31:0] wd     [2] [4];
  logic [31:0] qa     [2] [4];  // A read data
  logic [31:0] qb     [2] [4];  // B read data
  logic [ 5:0] hw_w;  // host word
  logic        hw_bank;
  assign hw_w    = host_addr[7:2];
  assign hw_bank = ^hw_w;

  for (genvar b = 0; b < 2; b++) begin : g_bank
    for (genvar l = 0; l < 4; l++) begin : g_lane
      logic [31:0] ma[32];
      logic [31:0] mb[32];
      always_ff @(posedge clk) begin
        if (we[b][l]) ma[wa[b]] <= wd[b][l];
        qa[b][l] <= ma[ra[b]];
      end
      always_ff @(posedge clk) begin
        if (idle && host_we && host_sel && hw_bank == 1'(b) && host_addr[1:0] == 2'(l))
          mb[hw_w[5:1]] <= host_wdata;
        qb[b][l] <= mb[ra[b]];
      end
    end
  end

  logic       hr_bank;
  logic [1:0] hr_lane;
  always_ff @(posedge clk) begin
    hr_bank <= hw_bank;
    hr_lane <= host_addr[1:0];
  end
  assign host_rdata = qa[hr_bank][hr_lane];

  // ---- read stage: which words, which twiddles -------------------------------
  // Layer lg >= 2 (len >= 4), iteration k = t: word distance d = len / 4,
  // low word w_lo = k with a 0 bit inserted at position lg - 2, high word
  // w_lo + d; one twiddle block k >> (lg - 2). Layers 1 and 0: words 2k
  // (X) and 2k + 1 (Y); blocks 2k, 2k + 1 (len 2) or 4k .. 4k + 3 (len 1).
  // Forward twiddle index 128 / len + block; inverse
  // -(2 * 128 / len - 1 - block).
  logic [4:0] k;
  logic [5:0] w_lo;
  /* verilator lint_off UNUSEDSIGNAL */
  logic [5:0] w_hi;  // bit 0 is w_lo's
  /* verilator lint_on UNUSEDSIGNAL */
  logic [7:0] blk[4];
  logic [7:0] zidx[4];
  logic       swap;  // the X word (w_lo, or 2k) is in bank 1
  logic [7:0] nblk;
  always_comb begin
    k = t[4:0];
    nblk = 8'(8'd128 >> lg);
    w_lo = 6'd0;
    w_hi = 6'd0;
    for (int u = 0; u < 4; u++) blk[u] = 8'd0;
    if (lg >= 3'd2) begin
      // insert a zero at bit lg - 2 of k
      w_lo = 6'((({1'b0, k} >> (lg - 3'd2)) << (lg - 3'd1)) | ({1'b0, k} & ((6'd1 << (lg - 3'd2)) - 6'd1)));
      w_hi = w_lo | 6'(6'd1 << (lg - 3'd2));
      for (int u = 0; u < 4; u++) blk[u] = 8'({3'd0, k} >> (lg - 3'd2));
    end else begin
      w_lo = {k, 1'b0};
      w_hi = {k, 1'b1};
      for (int u = 0; u < 4; u++)
        blk[u] = (lg == 3'd1) ? 8'({2'd0, k, 1'b0} | 8'(u >> 1)) : 8'({1'b0, k, 2'b00} | 8'(u));
    end
    swap = ^w_lo;
    for (int u = 0; u < 4; u++)
      zidx[u] = (op_r == 5'd0) ? (nblk + blk[u]) : (8'((nblk << 1) - 8'd1) - blk[u]);
  end

  // ---- data stage registers --------------------------------------------------
  logic              v_r;  // a write is due this cycle
  logic              swap_r;
  logic        [4:0] wa_r    [2];
  logic        [5:0] word_r;  // linear passes: the word read
  logic signed [16:0] zeta_r [4];

  always_ff @(posedge clk) begin
    if (!rst_n) v_r <= 1'b0;
    else v_r <= (state == S_BF && t < 7'd32) || (state == S_LIN && t < 7'd64);
    swap_r <= swap;
    word_r <= t[5:0];
    wa_r[0] <= swap ? w_hi[5:1] : w_lo[5:1];
    wa_r[1] <= swap ? w_lo[5:1] : w_hi[5:1];
    for (int u = 0; u < 4; u++) zeta_r[u] <= 17'(haetae_zeta(zidx[u]));
  end

  // ---- the four butterflies ----------------------------------------------------
  logic signed [31:0] x[4], y[4];  // X and Y words (A)
  logic signed [31:0] lb[4];  // linear passes: the B word
  logic signed [31:0] la[4];  // linear passes: the A word
  logic signed [31:0] ba[4], bb[4];  // butterfly inputs (a = a[j], b = a[j + len])
  logic signed [31:0] mx[4], my[4], mr[4];
  logic signed [31:0] oa[4], ob[4];  // butterfly outputs
  logic signed [31:0] xo[4], yo[4];  // X and Y words written back
  logic               lbank;

  always_comb begin
    lbank = ^word_r;
    for (int l = 0; l < 4; l++) begin
      x[l]  = swap_r ? qa[1][l] : qa[0][l];
      y[l]  = swap_r ? qa[0][l] : qa[1][l];
      lb[l] = lbank ? qb[1][l] : qb[0][l];
      la[l] = lbank ? qa[1][l] : qa[0][l];
    end
    // lanes into butterflies
    for (int u = 0; u < 4; u++) begin
      ba[u] = x[u];
      bb[u] = y[u];
    end
    if (lg == 3'd1) begin
      ba[0] = x[0]; bb[0] = x[2];
      ba[1] = x[1]; bb[1] = x[3];
      ba[2] = y[0]; bb[2] = y[2];
      ba[3] = y[1]; bb[3] = y[3];
    end else if (lg == 3'd0) begin
      ba[0] = x[0]; bb[0] = x[1];
      ba[1] = x[2]; bb[1] = x[3];
      ba[2] = y[0]; bb[2] = y[1];
      ba[3] = y[2]; bb[3] = y[3];
    end
    for (int u = 0; u < 4; u++) begin
      if (state == S_LIN) begin
        mx[u] = (op_r == 5'd2) ? lb[u] : (op_r == 5'd6) ? la[u] : HAETAE_INVNTT_F;
        my[u] = la[u];
      end else if (op_r == 5'd0) begin
        mx[u] = 32'(zeta_r[u]);
        my[u] = bb[u];
      end else begin
        mx[u] = 32'sd0 - 32'(zeta_r[u]);
        my[u] = ba[u] - bb[u];
      end
    end
  end

  always_comb begin
    for (int u = 0; u < 4; u++) begin
      if (op_r == 5'd0) begin
        oa[u] = ba[u] + mr[u];
        ob[u] = ba[u] - mr[u];
      end else begin
        oa[u] = ba[u] + bb[u];
        ob[u] = mr[u];
      end
    end
    // butterflies back into lanes
    for (int u = 0; u < 4; u++) begin
      xo[u] = oa[u];
      yo[u] = ob[u];
    end
    if (lg == 3'd1) begin
      xo[0] = oa[0]; xo[1] = oa[1]; xo[2] = ob[0]; xo[3] = ob[1];
      yo[0] = oa[2]; yo[1] = oa[3]; yo[2] = ob[2]; yo[3] = ob[3];
    end else if (lg == 3'd0) begin
      xo[0] = oa[0]; xo[1] = ob[0]; xo[2] = oa[1]; xo[3] = ob[1];
      yo[0] = oa[2]; yo[1] = ob[2]; yo[2] = oa[3]; yo[3] = ob[3];
    end
  end

  // Montgomery product per lane: r = x y 2^-32 mod q (signed
  // representative, as the C's montgomery_reduce of the 64-bit product).
  for (genvar u = 0; u < 4; u++) begin : g_mul
    logic signed [63:0] prod;
    if (USE_DSP != 0) begin : g_dsp
      assign prod = 64'(mx[u]) * 64'(my[u]);
    end else begin : g_tree
      // x y = sum_{i<31} y_i x 2^i - y_31 x 2^31, summed as a binary tree.
      logic [63:0] lvl0[32];
      logic [63:0] lvl1[16];
      logic [63:0] lvl2[8];
      logic [63:0] lvl3[4];
      logic [63:0] lvl4[2];
      logic [63:0] xs;
      always_comb begin
        xs = 64'(mx[u]);
        for (int i = 0; i < 31; i++) lvl0[i] = my[u][i] ? (xs << i) : 64'd0;
        lvl0[31] = my[u][31] ? (64'd0 - (xs << 31)) : 64'd0;
        for (int i = 0; i < 16; i++) lvl1[i] = lvl0[2*i] + lvl0[2*i+1];
        for (int i = 0; i < 8; i++) lvl2[i] = lvl1[2*i] + lvl1[2*i+1];
        for (int i = 0; i < 4; i++) lvl3[i] = lvl2[2*i] + lvl2[2*i+1];
        for (int i = 0; i < 2; i++) lvl4[i] = lvl3[2*i] + lvl3[2*i+1];
      end
      assign prod = lvl4[0] + lvl4[1];
    end

    logic [31:0] mq;  // p q^-1 mod 2^32
    logic signed [63:0] ms;
    // The low halves of p and m q are equal by the choice of m, so only the
    // high halves are subtracted: r = p_hi - (m q)_hi, no borrow.
    /* verilator lint_off UNUSEDSIGNAL */
    logic [63:0] msq;
    /* verilator lint_on UNUSEDSIGNAL */
    if (USE_DSP != 0) begin : g_dsp_red
      always_comb begin
        mq  = prod[31:0] * HAETAE_QINV;
        ms  = 64'($signed(mq));
        msq = ms * 64'(HAETAE_Q);
      end
    end else begin : g_csd_red
      always_comb begin
        mq  = haetae_mul_qinv(prod[31:0]);
        ms  = 64'($signed(mq));
        msq = (ms << 16) - (ms << 10) + ms;  // m q, q = 2^16 - 2^10 + 1
      end
    end
    assign mr[u] = prod[63:32] - msq[63:32];
  end

  // ---- element-wise reductions (ops 4, 5) and the squared norm (op 6) ------
  // One fold: v = h 2^16 + l == h (2^10 - 1) + l (mod q), h signed.
  function automatic logic signed [31:0] fold(input logic signed [31:0] v);
    logic signed [31:0] h;
    h = v >>> 16;
    fold = (h <<< 10) - h + 32'($signed({16'd0, v[15:0]}));
  endfunction
  // a mod 2q in [0, 2q): haetae_freeze2q (src/sign/haetae/reduce.h).
  function automatic logic signed [31:0] freeze2q(input logic signed [31:0] a);
    logic signed [31:0] m;
    m = fold(fold(fold(a >>> 1)));  // (-q, 2q), == floor(a / 2) (mod q)
    if (m < 0) m = m + HAETAE_Q;
    else if (m >= HAETAE_Q) m = m - HAETAE_Q;
    freeze2q = (m <<< 1) + 32'($signed({31'd0, a[0]}));
  endfunction
  logic signed [31:0] fz[4], rz[4];
  always_comb begin
    for (int l = 0; l < 4; l++) begin
      fz[l] = freeze2q(la[l]);
      rz[l] = (fz[l] >= HAETAE_Q) ? fz[l] - 2 * HAETAE_Q : fz[l];
    end
  end
  // The hint arithmetic of modes 2 and 3 (alpha_hint = 512): the high bits
  // (a + 256) >> 9 and the conditional subtraction of the 252 hint classes,
  // (2q - 2) / 512: x - 252 if x - 252 >= 0.
  localparam logic signed [31:0] HINT_CLASSES = 32'sd252;
  function automatic logic signed [31:0] csub_hint(input logic signed [31:0] v);
    logic signed [31:0] d;
    d = v - HINT_CLASSES;
    csub_hint = d[31] ? v : d;
  endfunction
  logic signed [31:0] hb_w[4];
  always_comb for (int l = 0; l < 4; l++) hb_w[l] = (la[l] + 32'sd256) >>> 9;
  // Squared norm: the four products of the multipliers (mx = my = a),
  // exact 64-bit squares, summed mod 2^64.
  logic [63:0] sq_acc;
  always_ff @(posedge clk) begin
    if (state == S_IDLE || state == S_DONE) sq_acc <= 64'd0;
    else if (state == S_LIN && v_r)
      sq_acc <= sq_acc + g_mul[0].prod + g_mul[1].prod + g_mul[2].prod + g_mul[3].prod;
  end

  // ---- rejection sampling (ops 16, 17) ----------------------------------------
  // Cycle t < 84 reads candidate t (B coefficient t / 2, half t mod 2);
  // the cycle after, an accepted candidate is written to A at count.
  logic [8:0] cnt;
  logic       rj_v, rj_hi, rj_bank;
  logic [1:0] rj_lane;
  logic [5:0] rj_w;
  logic [15:0] cand;
  logic       rj_acc;
  logic [5:0] pw;
  assign rj_w = 6'(t[6:3]);
  assign count = cnt;
  assign pw = cnt[7:2];
  always_comb begin
    cand = rj_hi ? qb[rj_bank][rj_lane][31:16] : qb[rj_bank][rj_lane][15:0];
    rj_acc = rj_v && 32'(cand) < HAETAE_Q && !cnt[8];
  end
  always_ff @(posedge clk) begin
    rj_v <= state == S_REJ && t < 7'd84;
    rj_hi <= t[0];
    rj_lane <= t[2:1];
    rj_bank <= ^rj_w;
    if (!rst_n) cnt <= 9'd0;
    else if (idle && start && op != 5'd17) cnt <= 9'd0;
    else if (rj_acc) cnt <= cnt + 9'd1;
  end

  // ---- memory ports ------------------------------------------------------------
  always_comb begin
    for (int b = 0; b < 2; b++) begin
      ra[b] = hw_w[5:1];
      wa[b] = hw_w[5:1];
      we[b] = 4'd0;
      for (int l = 0; l < 4; l++) wd[b][l] = host_wdata;
    end
    case (state)
      S_IDLE, S_DONE: begin
        if (host_we && !host_sel) we[hw_bank] = 4'(4'd1 << host_addr[1:0]);
      end
      S_BF: begin
        ra[0] = swap ? w_hi[5:1] : w_lo[5:1];
        ra[1] = swap ? w_lo[5:1] : w_hi[5:1];
        for (int b = 0; b < 2; b++) begin
          wa[b] = wa_r[b];
          we[b] = v_r ? 4'hf : 4'd0;
        end
        for (int l = 0; l < 4; l++) begin
          wd[0][l] = swap_r ? yo[l] : xo[l];
          wd[1][l] = swap_r ? xo[l] : yo[l];
        end
      end
      S_LIN: begin
        ra[0] = t[5:1];
        ra[1] = t[5:1];
        for (int b = 0; b < 2; b++) begin
          wa[b] = word_r[5:1];
          for (int l = 0; l < 4; l++)
            case (op_r)
              5'd3: wd[b][l] = la[l] + lb[l];
              5'd4: wd[b][l] = fz[l];
              5'd5: wd[b][l] = rz[l];
              5'd7: wd[b][l] = la[l] - lb[l];
              5'd8: wd[b][l] = (la[l] <<< 8) + lb[l];
              5'd9: wd[b][l] = la[l] <<< 1;
              5'd10: wd[b][l] = la[l] + ((la[l][0] ^ lb[l][0]) ? HAETAE_Q : 32'sd0);
              5'd11: wd[b][l] = la[l] + (la[l][0] ? HAETAE_Q : 32'sd0);
              5'd12: wd[b][l] = csub_hint(hb_w[l]);
              5'd13: wd[b][l] = csub_hint(la[l]);
              5'd14: wd[b][l] = la[l] <<< 9;
              5'd15: wd[b][l] = la[l] >>> 1;
              default: wd[b][l] = mr[l];
            endcase
        end
        if (v_r && op_r != 5'd6) we[lbank] = 4'hf;
      end
      S_REJ: begin
        ra[0] = rj_w[5:1];
        ra[1] = rj_w[5:1];
        wa[^pw] = pw[5:1];
        for (int l = 0; l < 4; l++) wd[^pw][l] = {16'd0, cand};
        if (rj_acc) we[^pw] = 4'(4'd1 << cnt[1:0]);
      end
      S_SUM: begin  // word 0 is in bank 0, index 0
        wa[0] = 5'd0;
        wd[0][0] = sq_acc[31:0];
        wd[0][1] = sq_acc[63:32];
        we[0] = 4'b0011;
      end
      default: ;
    endcase
  end

  // ---- control ---------------------------------------------------------------
  assign busy = !idle;
  assign done = state == S_DONE;

  always_ff @(posedge clk) begin
    if (!rst_n) begin
      state <= S_IDLE;
      op_r  <= 5'd0;
      lg    <= 3'd0;
      t     <= 7'd0;
    end else begin
      case (state)
        S_IDLE, S_DONE: begin
          state <= S_IDLE;
          if (start) begin
            op_r <= op;
            t    <= 7'd0;
            lg   <= (op == 5'd0) ? 3'd7 : 3'd0;
            case (op)
              5'd0, 5'd1: state <= S_BF;
              5'd16, 5'd17: state <= S_REJ;
              default: state <= S_LIN;
            endcase
          end
        end
        S_BF: begin
          t <= t + 7'd1;
          if (t == 7'd32) begin
            t <= 7'd0;
            if (op_r == 5'd0) begin
              if (lg == 3'd0) state <= S_DONE;
              else lg <= lg - 3'd1;
            end else begin
              if (lg == 3'd7) state <= S_LIN;
              else lg <= lg + 3'd1;
            end
          end
        end
        S_LIN: begin
          t <= t + 7'd1;
          if (t == 7'd64) state <= (op_r == 5'd6) ? S_SUM : S_DONE;
        end
        S_SUM: state <= S_DONE;
        S_REJ: begin
          t <= t + 7'd1;
          if (t == 7'd84) state <= S_DONE;
        end
        default: state <= S_IDLE;
      endcase
    end
  end
endmodule

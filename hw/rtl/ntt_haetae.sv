// SPDX-License-Identifier: Apache-2.0 OR MIT
// HAETAE NTT unit: q = 64513, n = 256, Z_q[x]/(x^256 + 1).
//
// Computes, on a 256-word polynomial memory A, exactly what the portable
// kernels of src/sign/haetae/ntt.c compute (same butterflies in the same
// order, same Montgomery reduction, same unreduced representatives):
//   op 0: A = haetae_ntt_c(A)              (8 Cooley-Tukey layers)
//   op 1: A = haetae_invntt_tomont_c(A)    (8 Gentleman-Sande layers + scaling)
//   op 2: A = haetae_poly_pointwise_montgomery_c(A, B)
//   op 3: no operation (done after one cycle)
// Coefficients are 32-bit two's complement (the kernels' int32_t).
//
// Arithmetic. One Montgomery multiplier, shared by all operations:
// r = (p - m q) / 2^32 with p = x y (64 bits), m = p q^-1 mod 2^32 taken
// signed. q = 2^16 - 2^10 + 1, so m q is three shifted copies of m, and
// q^-1 mod 2^32 has six signed digits, so m is six shifted copies of p:
// no multiplier in the reduction. The variable product x y is a 32-term
// partial-product adder tree. USE_DSP = 1 selects the plain variant
// instead: all three products written as `*` (x y, p q^-1, m q), left to
// the synthesis tool's DSP mapping. The butterflies' additions are not
// reduced: the C kernels keep unreduced representatives (forward: each
// layer grows |a| by < q), and a comparator-based modular add would change
// those representatives.
//
// Memories: A and B each have one read and one write port (what iCE40
// SB_RAM40_4K and every FPGA block RAM offer).
//
// Host port (only while busy = 0): host_we writes host_wdata to A
// (host_sel = 0) or B (host_sel = 1) at host_addr; host_rdata is A at the
// host_addr of the previous cycle (synchronous read). A one-cycle start
// pulse with op runs the operation: busy is high until done pulses.
// Cycles from start to done: NTT 2 per butterfly, pipelined (the reads of
// one pair overlap the writes of the previous one), 258 a layer, 2065 in
// all; INVNTT 2065 + 257 scaling; pointwise 258 (one coefficient per
// cycle, pipelined).
module ntt_haetae #(
    parameter int USE_DSP = 0
) (
    input  logic        clk,
    input  logic        rst_n,
    input  logic        start,
    input  logic [ 1:0] op,
    input  logic        host_we,
    input  logic        host_sel,
    input  logic [ 7:0] host_addr,
    input  logic [31:0] host_wdata,
    output logic [31:0] host_rdata,
    output logic        busy,
    output logic        done
);
  `include "haetae_zetas.svh"

  typedef enum logic [2:0] {
    S_IDLE,
    S_BF,
    S_LIN,
    S_DONE
  } state_t;

  state_t      state;
  logic [ 1:0] op_r;
  logic [ 2:0] lg;  // log2 of the butterfly distance len
  logic [ 8:0] t;  // cycle within a layer (0..257) or coefficient index

  // ---- memories: one read port and one write port each -------------------------
  logic [31:0] mem_a[256];
  logic [31:0] mem_b[256];
  logic [7:0] ra, wa;
  logic        we;
  logic [31:0] wd;
  logic [31:0] q0, qb, x0, y1;
  logic [ 7:0] b_addr;

  always_ff @(posedge clk) begin
    if (we) mem_a[wa] <= wd;
    q0 <= mem_a[ra];
  end

  always_ff @(posedge clk) begin
    if (host_we && host_sel && (state == S_IDLE || state == S_DONE)) mem_b[host_addr] <= host_wdata;
    qb <= mem_b[b_addr];
  end

  assign host_rdata = q0;

  // ---- Montgomery multiplier -------------------------------------------------
  logic signed [31:0] mx, my, mr;
  logic signed [63:0] prod;

  if (USE_DSP != 0) begin : g_dsp
    assign prod = 64'(mx) * 64'(my);
  end else begin : g_tree
    // x y = sum_{i<31} y_i x 2^i - y_31 x 2^31, summed as a binary tree.
    logic [63:0] lvl0[32];
    logic [63:0] lvl1[16];
    logic [63:0] lvl2[8];
    logic [63:0] lvl3[4];
    logic [63:0] lvl4[2];
    logic [63:0] xs;
    always_comb begin
      xs = 64'(mx);
      for (int i = 0; i < 31; i++) lvl0[i] = my[i] ? (xs << i) : 64'd0;
      lvl0[31] = my[31] ? (64'd0 - (xs << 31)) : 64'd0;
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
  assign mr = prod[63:32] - msq[63:32];

  // ---- addressing ------------------------------------------------------------
  // Butterfly k of layer len = 2^lg pairs j and j + len, j = the block's
  // start (k >> lg) * 2 len plus k mod len. Forward twiddle:
  // 128 / len + block; inverse: -(2 * 128 / len - 1 - block).
  // In a layer, cycle t reads word j (t even) or j + len (t odd) of
  // butterfly t / 2; butterfly k computes at t = 2k + 2, when its second
  // word arrives, writes j then and j + len at 2k + 3 (from y1). The
  // pairs of one layer are disjoint, so only the layer's end waits for
  // the last write: 258 cycles a layer.
  function automatic logic [7:0] bf_addr(input logic [6:0] k, input logic [2:0] l,
                                         input logic hi);
    logic [7:0] b, jj;
    b = 8'({1'b0, k} >> l);
    jj = 8'((b << (l + 3'd1)) | ({1'b0, k} & ((8'd1 << l) - 8'd1)));
    bf_addr = hi ? jj + (8'd1 << l) : jj;
  endfunction

  logic [7:0] tw;  // t - 2: the write side
  logic [6:0] kw;  // butterfly being computed or written
  logic [7:0] blk, nblk, zidx;
  always_comb begin
    tw   = 8'(t - 9'd2);
    kw   = tw[7:1];
    blk  = 8'({1'b0, kw} >> lg);
    nblk = 8'(8'd128 >> lg);
    zidx = (op_r == 2'd0) ? (nblk + blk) : (8'((nblk << 1) - 8'd1) - blk);
  end

  logic signed [31:0] zeta, bf_a, bf_b;
  always_comb begin
    zeta = haetae_zeta(zidx);
    if (state == S_LIN) begin
      mx = (op_r == 2'd2) ? qb : HAETAE_INVNTT_F;
      my = q0;
    end else if (op_r == 2'd0) begin
      mx = zeta;
      my = q0;  // the second word, j + len
    end else begin
      mx = 32'sd0 - zeta;
      my = x0 - q0;
    end
    if (op_r == 2'd0) begin
      bf_a = x0 + mr;
      bf_b = x0 - mr;
    end else begin
      bf_a = x0 + q0;
      bf_b = mr;
    end
  end

  always_comb begin
    ra     = host_addr;
    wa     = host_addr;
    we     = 1'b0;
    wd     = host_wdata;
    b_addr = t[7:0];
    case (state)
      S_IDLE, S_DONE: we = host_we && !host_sel;
      S_BF: begin
        ra = bf_addr(t[7:1], lg, t[0]);
        wa = bf_addr(kw, lg, tw[0]);
        we = t >= 9'd2;
        wd = tw[0] ? y1 : bf_a;
      end
      S_LIN: begin
        ra = t[7:0];
        wa = 8'(t - 9'd1);
        we = t != 9'd0;
        wd = mr;
      end
      default: ;
    endcase
  end

  always_ff @(posedge clk) begin
    if (state == S_BF && t[0]) x0 <= q0;  // the pair's first word, read at t - 1
    if (state == S_BF && t >= 9'd2 && !tw[0]) y1 <= bf_b;
  end

  // ---- control ---------------------------------------------------------------
  assign busy = state != S_IDLE && state != S_DONE;
  assign done = state == S_DONE;

  always_ff @(posedge clk) begin
    if (!rst_n) begin
      state <= S_IDLE;
      op_r  <= 2'd0;
      lg    <= 3'd0;
      t     <= 9'd0;
    end else begin
      case (state)
        S_IDLE, S_DONE: begin
          state <= S_IDLE;
          if (start) begin
            op_r <= op;
            t    <= 9'd0;
            lg   <= (op == 2'd0) ? 3'd7 : 3'd0;
            case (op)
              2'd0, 2'd1: state <= S_BF;
              2'd2: state <= S_LIN;
              default: state <= S_DONE;
            endcase
          end
        end
        S_BF: begin
          t <= t + 9'd1;
          if (t == 9'd257) begin
            t <= 9'd0;
            if (op_r == 2'd0) begin
              if (lg == 3'd0) state <= S_DONE;
              else lg <= lg - 3'd1;
            end else begin
              if (lg == 3'd7) state <= S_LIN;
              else lg <= lg + 3'd1;
            end
          end
        end
        S_LIN: begin
          t <= t + 9'd1;
          if (t == 9'd256) state <= S_DONE;
        end
        default: state <= S_IDLE;
      endcase
    end
  end
endmodule

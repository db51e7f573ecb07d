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
// the synthesis tool's DSP mapping. The butterflies' additions are not reduced: the C kernels
// keep unreduced representatives (forward: each layer grows |a| by < q),
// and a comparator-based modular add would change those representatives.
//
// Host port (only while busy = 0): host_we writes host_wdata to A
// (host_sel = 0) or B (host_sel = 1) at host_addr; host_rdata is A at the
// host_addr of the previous cycle (synchronous read). A one-cycle start
// pulse with op runs the operation: busy is high until done pulses.
// Cycles from start to done: NTT 2 per butterfly (read, then write back
// both words through the two ports of A) = 2049; INVNTT 2049 + 257
// scaling; pointwise 257 (one coefficient per cycle, pipelined).
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
    S_BF_RD,
    S_BF_WR,
    S_LIN,
    S_DONE
  } state_t;

  state_t      state;
  logic [ 1:0] op_r;
  logic [ 2:0] lg;  // log2 of the butterfly distance len
  logic [ 6:0] bf;  // butterfly index within the layer
  logic [ 8:0] idx;  // coefficient index of the linear phases

  // ---- memories --------------------------------------------------------------
  logic [31:0] mem_a[256];
  logic [31:0] mem_b[256];
  logic [7:0] p0_addr, p1_addr;
  logic p0_we, p1_we;
  logic [31:0] p0_wd, p1_wd;
  logic [31:0] q0, q1, qb;
  logic [ 7:0] b_addr;

  always_ff @(posedge clk) begin
    if (p0_we) mem_a[p0_addr] <= p0_wd;
    if (p1_we) mem_a[p1_addr] <= p1_wd;
    q0 <= mem_a[p0_addr];
    q1 <= mem_a[p1_addr];
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
  // Butterfly bf of layer len = 2^lg pairs j and j + len, j = the block's
  // start (bf >> lg) * 2 len plus bf mod len. Forward twiddle:
  // 128 / len + block; inverse: -(2 * 128 / len - 1 - block).
  logic [7:0] j, jl, blk, nblk, zidx;
  always_comb begin
    blk  = 8'({1'b0, bf} >> lg);
    nblk = 8'(8'd128 >> lg);
    j    = 8'((blk << (lg + 3'd1)) | ({1'b0, bf} & ((8'd1 << lg) - 8'd1)));
    jl   = j + (8'd1 << lg);
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
      my = q1;
    end else begin
      mx = 32'sd0 - zeta;
      my = q0 - q1;
    end
    if (op_r == 2'd0) begin
      bf_a = q0 + mr;
      bf_b = q0 - mr;
    end else begin
      bf_a = q0 + q1;
      bf_b = mr;
    end
  end

  always_comb begin
    p0_addr = host_addr;
    p0_we   = 1'b0;
    p0_wd   = host_wdata;
    p1_addr = 8'd0;
    p1_we   = 1'b0;
    p1_wd   = mr;
    b_addr  = idx[7:0];
    case (state)
      S_IDLE, S_DONE: p0_we = host_we && !host_sel;
      S_BF_RD: begin
        p0_addr = j;
        p1_addr = jl;
      end
      S_BF_WR: begin
        p0_addr = j;
        p0_we   = 1'b1;
        p0_wd   = bf_a;
        p1_addr = jl;
        p1_we   = 1'b1;
        p1_wd   = bf_b;
      end
      S_LIN: begin
        p0_addr = idx[7:0];
        p1_addr = 8'(idx - 9'd1);
        p1_we   = idx != 9'd0;
      end
      default: ;
    endcase
  end

  // ---- control ---------------------------------------------------------------
  assign busy = state != S_IDLE && state != S_DONE;
  assign done = state == S_DONE;

  always_ff @(posedge clk) begin
    if (!rst_n) begin
      state <= S_IDLE;
      op_r  <= 2'd0;
      lg    <= 3'd0;
      bf    <= 7'd0;
      idx   <= 9'd0;
    end else begin
      case (state)
        S_IDLE, S_DONE: begin
          state <= S_IDLE;
          if (start) begin
            op_r <= op;
            bf   <= 7'd0;
            idx  <= 9'd0;
            lg   <= (op == 2'd0) ? 3'd7 : 3'd0;
            case (op)
              2'd0, 2'd1: state <= S_BF_RD;
              2'd2: state <= S_LIN;
              default: state <= S_DONE;
            endcase
          end
        end
        S_BF_RD: state <= S_BF_WR;
        S_BF_WR: begin
          bf <= bf + 7'd1;
          state <= S_BF_RD;
          if (bf == 7'd127) begin
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
          idx <= idx + 9'd1;
          if (idx == 9'd256) state <= S_DONE;
        end
        default: state <= S_IDLE;
      endcase
    end
  end
endmodule

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
//   op 3: no operation (done after one cycle)
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
// Schedule (not pipelined; one Montgomery product a cycle at most): each
// butterfly reads its 2 or 3 words one a cycle, computes, and writes its
// results one a cycle; the next butterfly starts after. Cycles per
// butterfly: radix-2 5, forward radix-3 9, inverse radix-3 8, the
// inverse's last split 6; basemul 28 per 4-coefficient block (4 reads of
// A and B together, 23 products, 4 writes); the Barrett pass one
// coefficient a cycle.
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
    input  logic [ 1:0] op,
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
    P_BAR,  // forward: final Barrett pass
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

  // ---- addressing --------------------------------------------------------------
  // Radix-2 layers with distance 2^lg: butterfly g of block g >> lg reads
  // base and base + 2^lg, base = (g >> lg) 2^(lg+1) + g mod 2^lg; the
  // layer has nb = 384 >> lg blocks and its twiddles are entries
  // nb + block (forward) and 2 nb - 1 - block (inverse, read backwards).
  // Radix-3 layer: two blocks of 384, butterfly g reads base, base + 128,
  // base + 256; twiddles y, y^2 at entries 2, 3 and 4, 5 (forward), w/y
  // and (w/y)^2 at 4, 5 and 2, 3 (inverse).
  logic [9:0] base, span, blk, nb;
  logic [7:0] za_idx, zb_idx;
  logic signed [15:0] za, zb, zm;
  logic [9:0] slot[4];
  always_comb begin
    blk  = g >> lg;
    nb   = 10'd384 >> lg;
    case (ph)
      P_F1, P_I1: begin
        base = g;
        span = 10'd384;
      end
      P_F3, P_I3: begin
        base = g[7] ? 10'd384 + {3'd0, g[6:0]} : {3'd0, g[6:0]};
        span = 10'd128;
      end
      P_F2, P_I2: begin
        base = (blk << (lg + 3'd1)) | (g & ((10'd1 << lg) - 10'd1));
        span = 10'd1 << lg;
      end
      P_BM: begin
        base = {g[7:0], 2'b00};
        span = 10'd1;
      end
      default: begin
        base = g;
        span = 10'd0;
      end
    endcase
    slot[0] = base;
    slot[1] = base + span;
    slot[2] = base + (span << 1);
    slot[3] = base + span + (span << 1);
    case (ph)
      P_F1: za_idx = 8'd1;
      P_F3: za_idx = g[7] ? 8'd4 : 8'd2;
      P_I3: za_idx = g[7] ? 8'd2 : 8'd4;
      P_F2: za_idx = 8'(nb + blk);
      P_I2: za_idx = 8'((nb << 1) - 10'd1 - blk);
      P_BM: za_idx = 8'd96 + {1'b0, g[7:1]};
      default: za_idx = 8'd0;
    endcase
    zb_idx = za_idx + 8'd1;
    za = ntruplus_zeta(za_idx);
    zb = ntruplus_zeta(zb_idx);
    zm = g[0] ? 16'sd0 - za : za;  // base block 2j: zeta_j, 2j + 1: -zeta_j
  end

  // ---- the steps -----------------------------------------------------------------
  logic signed [15:0] x[4], y[4];  // the words read (A, B)
  logic signed [15:0] p1, p2, p3, acc;
  logic [4:0] slen;  // last step of a butterfly
  logic [9:0] glast;  // last butterfly of a layer
  logic [2:0] nread;
  logic acc_set, acc_add;
  logic reduce;  // inverse radix-2 layer that Barrett-reduces its sums

  always_comb begin
    case (ph)
      P_F1, P_F2, P_I2: slen = 5'd4;
      P_F3: slen = 5'd8;
      P_I3: slen = 5'd7;
      P_I1: slen = 5'd5;
      P_BM: slen = 5'd27;
      default: slen = 5'd0;
    endcase
    case (ph)
      P_F3, P_I3: glast = 10'd255;
      P_BM: glast = 10'd191;
      P_BAR: glast = 10'd768;
      default: glast = 10'd383;
    endcase
    case (ph)
      P_F3, P_I3: nread = 3'd3;
      P_BM: nread = 3'd4;
      default: nread = 3'd2;
    endcase
    reduce = lg == 3'd3 || lg == 3'd5;
  end

  always_comb begin
    case (ph)
      P_BAR: bin = qa;
      P_I3: bin = x[0] + x[1] + x[2];
      default: bin = x[0] + x[1];
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
    end else if (ph == P_BAR) begin
      ra  = g;
      wa  = g - 10'd1;
      we  = g != 10'd0;
      wd  = bout;
    end else begin
      if ({2'd0, s} < {4'd0, nread}) ra = slot[s[1:0]];
      case (ph)
        P_F1, P_F2: begin
          mx = za;
          my = x[1];
          if (s == 5'd3) begin
            we = 1'b1;
            wa = slot[0];
            wd = x[0] + mr;
          end else if (s == 5'd4) begin
            we = 1'b1;
            wa = slot[1];
            wd = p1;
          end
        end
        P_I2: begin
          mx  = za;
          my  = x[1] - x[0];
          if (s == 5'd3) begin
            we = 1'b1;
            wa = slot[1];
            wd = mr;
          end else if (s == 5'd4) begin
            we = 1'b1;
            wa = slot[0];
            wd = reduce ? bout : x[0] + x[1];
          end
        end
        P_F3: begin
          case (s)
            5'd4: begin
              mx = za;
              my = x[1];
            end
            5'd5: begin
              mx = zb;
              my = x[2];
            end
            5'd6: begin
              mx = NTRUPLUS_OMEGA;
              my = p1 - p2;
              we = 1'b1;
              wa = slot[2];
              wd = x[0] - p1 - mr;
            end
            5'd7: begin
              we = 1'b1;
              wa = slot[1];
              wd = x[0] - p2 + p3;
            end
            5'd8: begin
              we = 1'b1;
              wa = slot[0];
              wd = x[0] + p1 + p2;
            end
            default: ;
          endcase
        end
        P_I3: begin
          case (s)
            5'd4: begin
              mx = NTRUPLUS_OMEGA;
              my = x[1] - x[0];
            end
            5'd5: begin
              mx = za;
              my = x[2] - x[0] + p1;
              we = 1'b1;
              wa = slot[1];
              wd = mr;
            end
            5'd6: begin
              mx = zb;
              my = x[2] - x[1] - p1;
              we = 1'b1;
              wa = slot[2];
              wd = mr;
            end
            5'd7: begin
              we = 1'b1;
              wa = slot[0];
              wd = bout;
            end
            default: ;
          endcase
        end
        P_I1: begin
          case (s)
            5'd3: begin
              mx = NTRUPLUS_ZMINUSZ5INV;
              my = x[0] - x[1];
            end
            5'd4: begin
              mx = NTRUPLUS_NINV;
              my = x[0] + x[1] - p1;
              we = 1'b1;
              wa = slot[0];
              wd = mr;
            end
            5'd5: begin
              mx = NTRUPLUS_NINV2;
              my = p1;
              we = 1'b1;
              wa = slot[1];
              wd = mr;
            end
            default: ;
          endcase
        end
        P_BM: begin
          // h0 = x1 y3 + x2 y2 + x3 y1, h1 = x2 y3 + x3 y2, h2 = x3 y3;
          // c0 = x0 y0 + zm h0, c1 = x0 y1 + x1 y0 + zm h1,
          // c2 = x0 y2 + x1 y1 + x2 y0 + zm h2, c3 = x0 y3 + ... + x3 y0;
          // r_k = c_k RSQ (every product Montgomery, every sum 16-bit)
          wd = mr;
          case (s)
            5'd5: begin mx = x[1]; my = y[3]; acc_set = 1'b1; end
            5'd6: begin mx = x[2]; my = y[2]; acc_add = 1'b1; end
            5'd7: begin mx = x[3]; my = y[1]; acc_add = 1'b1; end
            5'd8: begin mx = zm; my = acc; acc_set = 1'b1; end
            5'd9: begin mx = x[0]; my = y[0]; acc_add = 1'b1; end
            5'd10: begin mx = acc; my = NTRUPLUS_RSQ; we = 1'b1; wa = slot[0]; end
            5'd11: begin mx = x[2]; my = y[3]; acc_set = 1'b1; end
            5'd12: begin mx = x[3]; my = y[2]; acc_add = 1'b1; end
            5'd13: begin mx = zm; my = acc; acc_set = 1'b1; end
            5'd14: begin mx = x[0]; my = y[1]; acc_add = 1'b1; end
            5'd15: begin mx = x[1]; my = y[0]; acc_add = 1'b1; end
            5'd16: begin mx = acc; my = NTRUPLUS_RSQ; we = 1'b1; wa = slot[1]; end
            5'd17: begin mx = x[3]; my = y[3]; acc_set = 1'b1; end
            5'd18: begin mx = zm; my = acc; acc_set = 1'b1; end
            5'd19: begin mx = x[0]; my = y[2]; acc_add = 1'b1; end
            5'd20: begin mx = x[1]; my = y[1]; acc_add = 1'b1; end
            5'd21: begin mx = x[2]; my = y[0]; acc_add = 1'b1; end
            5'd22: begin mx = acc; my = NTRUPLUS_RSQ; we = 1'b1; wa = slot[2]; end
            5'd23: begin mx = x[0]; my = y[3]; acc_set = 1'b1; end
            5'd24: begin mx = x[1]; my = y[2]; acc_add = 1'b1; end
            5'd25: begin mx = x[2]; my = y[1]; acc_add = 1'b1; end
            5'd26: begin mx = x[3]; my = y[0]; acc_add = 1'b1; end
            5'd27: begin mx = acc; my = NTRUPLUS_RSQ; we = 1'b1; wa = slot[3]; end
            default: ;
          endcase
        end
        default: ;
      endcase
    end
  end

  always_ff @(posedge clk) begin
    if (busy && ph != P_BAR) begin
      if (s != 5'd0 && {2'd0, s} <= {4'd0, nread}) begin
        x[s[1:0]-2'd1] <= qa;
        y[s[1:0]-2'd1] <= qb;
      end
      case (ph)
        P_F1: if (s == 5'd3) p1 <= x[0] + x[1] - mr;
        P_F2: if (s == 5'd3) p1 <= x[0] - mr;
        P_F3: begin
          if (s == 5'd4) p1 <= mr;
          if (s == 5'd5) p2 <= mr;
          if (s == 5'd6) p3 <= mr;
        end
        P_I3, P_I1: if (s == 5'd4 - {4'd0, ph == P_I1}) p1 <= mr;
        default: ;
      endcase
      if (acc_set) acc <= mr;
      else if (acc_add) acc <= acc + mr;
    end
  end

  // ---- control ---------------------------------------------------------------------
  always_ff @(posedge clk) begin
    if (!rst_n) begin
      ph <= P_IDLE;
      lg <= 3'd0;
      g  <= 10'd0;
      s  <= 5'd0;
    end else begin
      case (ph)
        P_IDLE, P_DONE: begin
          ph <= P_IDLE;
          g  <= 10'd0;
          s  <= 5'd0;
          if (start) begin
            lg <= 3'd2;
            case (op)
              2'd0: ph <= P_F1;
              2'd1: ph <= P_I2;
              2'd2: ph <= P_BM;
              default: ph <= P_DONE;
            endcase
          end
        end
        P_BAR: begin
          g <= g + 10'd1;
          if (g == glast) ph <= P_DONE;
        end
        default: begin
          s <= s + 5'd1;
          if (s == slen) begin
            s <= 5'd0;
            g <= g + 10'd1;
            if (g == glast) begin
              g <= 10'd0;
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
                default: ph <= P_DONE;  // P_I1, P_BM
              endcase
            end
          end
        end
      endcase
    end
  end
endmodule

// SPDX-License-Identifier: Apache-2.0 OR MIT
// Keccak-f[1600] permutation unit, one round per clock cycle.
//
// The state is 25 lanes of 64 bits, lane index x + 5 y, bit i of a lane is
// bit i of the little-endian 64-bit word (the layout of kpqc_keccakf1600).
// Host side (only while busy = 0): lane_we writes lane_wdata to lane
// lane_addr, or XORs it in when lane_xor = 1 (absorbing a rate block);
// lane_rdata always shows lane lane_addr (combinational read). A one-cycle
// pulse on start runs the 24 rounds: busy is high for 24 cycles, then done
// pulses for one cycle and the permuted state is readable.
module keccak_f1600 (
    input  logic        clk,
    input  logic        rst_n,
    input  logic        start,
    input  logic        lane_we,
    input  logic        lane_xor,
    input  logic [ 4:0] lane_addr,
    input  logic [63:0] lane_wdata,
    output logic [63:0] lane_rdata,
    output logic        busy,
    output logic        done
);
  logic [63:0] st [25];
  logic [63:0] nx [25];
  logic [ 4:0] round;

  // Round constants of iota (facts of FIPS 202).
  function automatic logic [63:0] rc(input logic [4:0] r);
    case (r)
      5'd0: rc = 64'h0000000000000001;
      5'd1: rc = 64'h0000000000008082;
      5'd2: rc = 64'h800000000000808A;
      5'd3: rc = 64'h8000000080008000;
      5'd4: rc = 64'h000000000000808B;
      5'd5: rc = 64'h0000000080000001;
      5'd6: rc = 64'h8000000080008081;
      5'd7: rc = 64'h8000000000008009;
      5'd8: rc = 64'h000000000000008A;
      5'd9: rc = 64'h0000000000000088;
      5'd10: rc = 64'h0000000080008009;
      5'd11: rc = 64'h000000008000000A;
      5'd12: rc = 64'h000000008000808B;
      5'd13: rc = 64'h800000000000008B;
      5'd14: rc = 64'h8000000000008089;
      5'd15: rc = 64'h8000000000008003;
      5'd16: rc = 64'h8000000000008002;
      5'd17: rc = 64'h8000000000000080;
      5'd18: rc = 64'h000000000000800A;
      5'd19: rc = 64'h800000008000000A;
      5'd20: rc = 64'h8000000080008081;
      5'd21: rc = 64'h8000000000008080;
      5'd22: rc = 64'h0000000080000001;
      5'd23: rc = 64'h8000000080008008;
      default: rc = 64'h0;
    endcase
  endfunction

  // Rotation offsets of rho, indexed by lane x + 5 y (facts of FIPS 202).
  function automatic int rho(input int i);
    case (i)
      0: rho = 0;    1: rho = 1;    2: rho = 62;   3: rho = 28;   4: rho = 27;
      5: rho = 36;   6: rho = 44;   7: rho = 6;    8: rho = 55;   9: rho = 20;
      10: rho = 3;   11: rho = 10;  12: rho = 43;  13: rho = 25;  14: rho = 39;
      15: rho = 41;  16: rho = 45;  17: rho = 15;  18: rho = 21;  19: rho = 8;
      20: rho = 18;  21: rho = 2;   22: rho = 61;  23: rho = 56;  24: rho = 14;
      default: rho = 0;
    endcase
  endfunction

  function automatic logic [63:0] rotl(input logic [63:0] v, input int n);
    rotl = (n == 0) ? v : ((v << n) | (v >> (64 - n)));
  endfunction

  // One round, combinational: theta, rho and pi, chi, iota.
  logic [63:0] c [5];
  logic [63:0] d [5];
  logic [63:0] b [25];
  always_comb begin
    for (int x = 0; x < 5; x++)
      c[x] = st[x] ^ st[x + 5] ^ st[x + 10] ^ st[x + 15] ^ st[x + 20];
    for (int x = 0; x < 5; x++)
      d[x] = c[(x + 4) % 5] ^ rotl(c[(x + 1) % 5], 1);
    // lane (x, y) moves to (y, 2x + 3y mod 5)
    for (int y = 0; y < 5; y++)
      for (int x = 0; x < 5; x++)
        b[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(st[x + 5 * y] ^ d[x], rho(x + 5 * y));
    for (int y = 0; y < 5; y++)
      for (int x = 0; x < 5; x++)
        nx[x + 5 * y] = b[x + 5 * y] ^ (~b[(x + 1) % 5 + 5 * y] & b[(x + 2) % 5 + 5 * y]);
    nx[0] = nx[0] ^ rc(round);
  end

  assign lane_rdata = (lane_addr < 5'd25) ? st[lane_addr] : 64'h0;

  always_ff @(posedge clk) begin
    if (!rst_n) begin
      for (int i = 0; i < 25; i++) st[i] <= 64'h0;
      round <= 5'd0;
      busy  <= 1'b0;
      done  <= 1'b0;
    end else begin
      done <= 1'b0;
      if (busy) begin
        for (int i = 0; i < 25; i++) st[i] <= nx[i];
        if (round == 5'd23) begin
          busy  <= 1'b0;
          done  <= 1'b1;
          round <= 5'd0;
        end else begin
          round <= round + 5'd1;
        end
      end else if (start) begin
        busy  <= 1'b1;
        round <= 5'd0;
      end else if (lane_we && lane_addr < 5'd25) begin
        st[lane_addr] <= lane_xor ? (st[lane_addr] ^ lane_wdata) : lane_wdata;
      end
    end
  end
endmodule

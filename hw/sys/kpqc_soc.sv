// SPDX-License-Identifier: Apache-2.0 OR MIT
// A small system for running firmware against the accelerators: an Ibex
// core (RV32IMC, no PMP, no caches), one 256 KB RAM for code and data, and
// memory-mapped devices (the address map is in docs/hardware.md):
//
//   0x0000_0000  RAM, 256 KB (instructions and data; reset PC 0x80)
//   0x1000_0000  console: a write sends wdata[7:0] to the host
//   0x1000_0004  exit: a write ends the simulation with wdata as status
//   0x1000_0008  profile tag: wdata[7:0] to prof_tag_o (0: not profiling)
//   0x2000_0000  Keccak-f[1600] unit: lanes, XOR window, control
//   0x3000_0000  HAETAE NTT unit: A, B, control
//   0x4000_0000  NTRU+768 NTT unit: A, B, control (16 KB page)
//   0x5000_0000  copy engine (dma_copy) between the RAM and the NTT units
//
// Both Ibex ports are granted in the request cycle and answered in the next
// one (rvalid), which is what a single-cycle synchronous RAM gives. The RAM
// has two ports: instruction fetches, and the data port, which the copy
// engine takes over while it runs (Ibex's data requests then wait for
// their grant, except those to the copy engine's own registers).
// Unmapped addresses answer with an error (Ibex takes an instruction, load
// or store access fault). The RAM is loaded from +fw=FILE ($readmemh, one
// 32-bit word a line) at time zero, then from +data=FILE if given; the
// console and exit writes leave as ports, for the Verilator harness, and
// so do the profile tag and the instruction fetch address (the harness's
// +profile=FILE sampling, docs/hardware.md).
module kpqc_soc #(
    parameter int RAM_WORDS = 65536
) (
    input  logic        clk_i,
    input  logic        rst_ni,
    output logic        con_valid_o,
    output logic [ 7:0] con_char_o,
    output logic        exit_valid_o,
    output logic [31:0] exit_code_o,
    output logic [ 7:0] prof_tag_o,
    output logic        fetch_valid_o,
    output logic [31:0] fetch_addr_o
);
  localparam int AW = $clog2(RAM_WORDS);

  // Ibex ports
  logic        instr_req, instr_rvalid_q, instr_err_q;
  logic [31:0] instr_addr, instr_rdata_q;
  logic        data_req, data_gnt, data_we, data_rvalid_q, data_err_q;
  logic [ 3:0] data_be;
  logic [31:0] data_addr, data_wdata, data_rdata;
  logic [ 6:0] data_wdata_intg_unused;
  ibex_pkg::crash_dump_t crash_dump_unused;
  logic double_fault_unused, scramble_req_unused, alert_minor_unused;
  logic alert_major_int_unused, alert_major_bus_unused, core_sleep_unused;

  ibex_top #(
      .PMPEnable      (1'b0),
      .MHPMCounterNum (0),
      .RV32E          (1'b0),
      .RV32M          (ibex_pkg::RV32MFast),
      .RV32B          (ibex_pkg::RV32BNone),
      .RegFile        (ibex_pkg::RegFileFF),
      .BranchTargetALU(1'b0),
      .WritebackStage (1'b0),
      .ICache         (1'b0),
      .BranchPredictor(1'b0),
      .SecureIbex     (1'b0)
  ) u_core (
      .clk_i                 (clk_i),
      .rst_ni                (rst_ni),
      .test_en_i             (1'b0),
      .ram_cfg_i             ('0),
      .hart_id_i             (32'd0),
      .boot_addr_i           (32'h0000_0000),
      .instr_req_o           (instr_req),
      .instr_gnt_i           (instr_req),
      .instr_rvalid_i        (instr_rvalid_q),
      .instr_addr_o          (instr_addr),
      .instr_rdata_i         (instr_rdata_q),
      .instr_rdata_intg_i    (7'd0),
      .instr_err_i           (instr_err_q),
      .data_req_o            (data_req),
      .data_gnt_i            (data_gnt),
      .data_rvalid_i         (data_rvalid_q),
      .data_we_o             (data_we),
      .data_be_o             (data_be),
      .data_addr_o           (data_addr),
      .data_wdata_o          (data_wdata),
      .data_wdata_intg_o     (data_wdata_intg_unused),
      .data_rdata_i          (data_rdata),
      .data_rdata_intg_i     (7'd0),
      .data_err_i            (data_err_q),
      .irq_software_i        (1'b0),
      .irq_timer_i           (1'b0),
      .irq_external_i        (1'b0),
      .irq_fast_i            (15'd0),
      .irq_nm_i              (1'b0),
      .scramble_key_valid_i  (1'b0),
      .scramble_key_i        ('0),
      .scramble_nonce_i      ('0),
      .scramble_req_o        (scramble_req_unused),
      .debug_req_i           (1'b0),
      .crash_dump_o          (crash_dump_unused),
      .double_fault_seen_o   (double_fault_unused),
      .fetch_enable_i        (ibex_pkg::IbexMuBiOn),
      .alert_minor_o         (alert_minor_unused),
      .alert_major_internal_o(alert_major_int_unused),
      .alert_major_bus_o     (alert_major_bus_unused),
      .core_sleep_o          (core_sleep_unused),
      .scan_rst_ni           (1'b1)
  );

  // ---------------------------------------------------------------- RAM
  logic [31:0] mem[RAM_WORDS];
  string fw_file, data_file;
  initial begin
    if ($value$plusargs("fw=%s", fw_file)) $readmemh(fw_file, mem);
    // a second image over the first (its own @address lines): test data
    if ($value$plusargs("data=%s", data_file)) $readmemh(data_file, mem);
  end

  // Fetches outside the RAM answer with an error (instruction access fault).
  always_ff @(posedge clk_i) begin
    instr_rvalid_q <= rst_ni & instr_req;
    instr_err_q    <= instr_req & (instr_addr[31:AW+2] != '0);
    if (instr_req) instr_rdata_q <= mem[instr_addr[AW+1:2]];
  end
  // Word-aligned accesses: the byte address bits are not decoded.
  logic unused_addr_bits;
  assign unused_addr_bits = ^{instr_addr[1:0], data_addr[1:0]};

  // --------------------------------------------------------- data decode
  wire sel_ram = data_addr[31:AW+2] == '0;
  wire sel_io = data_addr[31:12] == 20'h10000;
  wire sel_kec = data_addr[31:12] == 20'h20000;
  wire sel_ntt = data_addr[31:12] == 20'h30000;
  wire sel_ntp = data_addr[31:14] == 18'h10000;
  wire sel_dma = data_addr[31:12] == 20'h50000;
  logic dma_busy;
  // the copy engine's unit port (targets 0, 1: the HAETAE unit;
  // 2, 3: NTRU+768; 4: the Keccak state)
  logic [2:0] dma_tgt;
  logic dma_unit_we;
  logic [9:0] dma_unit_addr;
  logic [31:0] dma_unit_wdata;
  // While the copy engine runs it owns the RAM's data port and the NTT
  // units' host ports: other data requests wait (no grant).
  assign data_gnt = data_req & (~dma_busy | sel_dma);
  wire wr = data_gnt & data_we;
  wire rd = data_gnt & ~data_we;

  // Keccak unit: 0x000 + 8 i lanes (low word, then high word), 0x100 + 8 i
  // the same lanes with the high-word write XORing the lane in, 0x200
  // control (write bit 0 = start; read bit 0 = busy).
  logic [31:0] kec_lo_q;
  logic [63:0] kec_rdata;
  logic kec_busy, kec_done_unused;
  wire kec_lane = sel_kec & (data_addr[11:9] == 3'd0);
  wire kec_ctrl = sel_kec & (data_addr[11:2] == 10'h080);
  wire kec_hi_we = wr & kec_lane & data_addr[2];
  // The copy engine's target 4: word k of the state is lane k / 2, low
  // word (held in kec_lo_q) when k is even, high word (writes the lane)
  // when odd; its reads come one cycle later, as from the NTT units.
  wire kec_dma = dma_busy & dma_tgt[2];
  logic [31:0] kec_dma_rdata_q;
  keccak_f1600 u_keccak (
      .clk       (clk_i),
      .rst_n     (rst_ni),
      .start     (wr & kec_ctrl & data_wdata[0]),
      .lane_we   (kec_dma ? dma_unit_we & dma_unit_addr[0] : kec_hi_we),
      .lane_xor  (kec_dma ? 1'b0 : data_addr[8]),
      .lane_addr (kec_dma ? dma_unit_addr[5:1] : data_addr[7:3]),
      .lane_wdata({kec_dma ? dma_unit_wdata : data_wdata, kec_lo_q}),
      .lane_rdata(kec_rdata),
      .busy      (kec_busy),
      .done      (kec_done_unused)
  );
  always_ff @(posedge clk_i) begin
    if (kec_dma) begin
      if (dma_unit_we & ~dma_unit_addr[0]) kec_lo_q <= dma_unit_wdata;
    end else if (wr & kec_lane & ~data_addr[2]) kec_lo_q <= data_wdata;
    kec_dma_rdata_q <= dma_unit_addr[0] ? kec_rdata[63:32] : kec_rdata[31:0];
  end

  // NTT unit: 0x000 + 4 i coefficient i of A (read and write), 0x400 + 4 i
  // of B (write only), 0x800 control (write: start op = wdata[4:0]; read
  // bit 0 = busy, bits 9:1 = the sampled count of ops 16, 17). A reads come from the unit's synchronous read port: the
  // address is presented in the request cycle, the word is there in the
  // answer cycle.
  logic [31:0] ntt_rdata;
  logic ntt_busy, ntt_done_unused;
  logic [8:0] ntt_count;
  wire ntt_mem = sel_ntt & ~data_addr[11];
  wire ntt_ctrl = sel_ntt & (data_addr[11:2] == 10'h200);
  ntt_haetae #(
      .USE_DSP(0)
  ) u_ntt (
      .clk       (clk_i),
      .rst_n     (rst_ni),
      .start     (wr & ntt_ctrl),
      .op        (data_wdata[4:0]),
      .host_we   (dma_busy ? dma_unit_we & (dma_tgt[2:1] == 2'b00) : wr & ntt_mem),
      .host_sel  (dma_busy ? dma_tgt[0] : data_addr[10]),
      .host_addr (dma_busy ? dma_unit_addr[7:0] : data_addr[9:2]),
      .host_wdata(dma_busy ? dma_unit_wdata : data_wdata),
      .host_rdata(ntt_rdata),
      .count     (ntt_count),
      .busy      (ntt_busy),
      .done      (ntt_done_unused)
  );

  // NTRU+768 NTT unit: 0x0000 + 4 i coefficient i of A (i < 768; read:
  // sign-extended to 32 bits, write: wdata[15:0]), 0x1000 + 4 i of B (write
  // only), 0x2000 control (write: start op = wdata[2:0]; read bit 0 = busy).
  logic [15:0] ntp_rdata, ntp_rdata_hi;
  logic dma_unit_pair, dma_bad;
  logic ntp_busy, ntp_done_unused;
  wire ntp_mem = sel_ntp & ~data_addr[13] & (data_addr[11:10] != 2'b11);
  wire ntp_ctrl = sel_ntp & (data_addr[13:2] == 12'h800);
  ntt_ntruplus768 #(
      .USE_DSP(0)
  ) u_ntp (
      .clk       (clk_i),
      .rst_n     (rst_ni),
      .start     (wr & ntp_ctrl),
      .op        (data_wdata[2:0]),
      .host_we   (dma_busy ? dma_unit_we & (dma_tgt[2:1] == 2'b01) : wr & ntp_mem),
      .host_sel  (dma_busy ? dma_tgt[0] : data_addr[12]),
      .host_pair (dma_busy & dma_unit_pair),
      .host_addr (dma_busy ? dma_unit_addr : data_addr[11:2]),
      .host_wdata(dma_busy ? dma_unit_wdata[15:0] : data_wdata[15:0]),
      .host_wdata_hi(dma_unit_wdata[31:16]),
      .host_rdata(ntp_rdata),
      .host_rdata_hi(ntp_rdata_hi),
      .busy      (ntp_busy),
      .done      (ntp_done_unused)
  );

  // Copy engine: 0x0 RAM byte address, 0x4 count, 0x8 control (write:
  // start; read bit 0: busy). Its RAM port is the data port (below).
  logic dma_ram_req, dma_ram_we;
  logic [AW-1:0] dma_ram_addr;
  logic [3:0] dma_ram_be;
  logic [31:0] dma_ram_wdata, dma_ram_rdata_q;
  wire dma_cfg = sel_dma & (data_addr[11:4] == 8'd0);
  dma_copy #(
      .AW(AW)
  ) u_dma (
      .clk       (clk_i),
      .rst_n     (rst_ni),
      .cfg_we    (wr & dma_cfg),
      .cfg_addr  (data_addr[3:2]),
      .cfg_wdata (data_wdata),
      .busy      (dma_busy),
      .bad       (dma_bad),
      .ram_req   (dma_ram_req),
      .ram_we    (dma_ram_we),
      .ram_addr  (dma_ram_addr),
      .ram_be    (dma_ram_be),
      .ram_wdata (dma_ram_wdata),
      .ram_rdata (dma_ram_rdata_q),
      .unit_tgt  (dma_tgt),
      .unit_pair (dma_unit_pair),
      .unit_we   (dma_unit_we),
      .unit_addr (dma_unit_addr),
      .unit_wdata(dma_unit_wdata),
      .unit_rdata(dma_tgt[2] ? kec_dma_rdata_q : dma_tgt[1] ? {ntp_rdata_hi, ntp_rdata} : ntt_rdata)
  );
  always_ff @(posedge clk_i) begin
    if (dma_ram_req & ~dma_ram_we) dma_ram_rdata_q <= mem[dma_ram_addr];
    if (dma_ram_req & dma_ram_we) begin
      for (int b = 0; b < 4; b++) begin
        if (dma_ram_be[b]) mem[dma_ram_addr][8*b+:8] <= dma_ram_wdata[8*b+:8];
      end
    end
  end

  // ------------------------------------------------------- data answers
  logic [31:0] rdata_q;
  logic ntt_rd_q, ntp_rd_q;
  always_ff @(posedge clk_i) begin
    data_rvalid_q <= rst_ni & data_gnt;
    data_err_q    <= data_gnt & ~(sel_ram | sel_io | sel_kec | sel_ntt | sel_ntp | sel_dma);
    ntt_rd_q      <= rd & ntt_mem & ~data_addr[10];
    ntp_rd_q      <= rd & ntp_mem & ~data_addr[12];
    rdata_q       <= 32'd0;
    if (rd) begin
      if (sel_ram) rdata_q <= mem[data_addr[AW+1:2]];
      else if (kec_lane) rdata_q <= data_addr[2] ? kec_rdata[63:32] : kec_rdata[31:0];
      else if (kec_ctrl) rdata_q <= {31'd0, kec_busy};
      else if (ntt_ctrl) rdata_q <= {22'd0, ntt_count, ntt_busy};
      else if (ntp_ctrl) rdata_q <= {31'd0, ntp_busy};
      else if (dma_cfg) rdata_q <= {30'd0, dma_bad, dma_busy};
    end
    if (wr & sel_ram) begin
      for (int b = 0; b < 4; b++) begin
        if (data_be[b]) mem[data_addr[AW+1:2]][8*b+:8] <= data_wdata[8*b+:8];
      end
    end
  end
  assign data_rdata = ntt_rd_q ? ntt_rdata : ntp_rd_q ? {{16{ntp_rdata[15]}}, ntp_rdata} : rdata_q;

  // Console and exit.
  assign con_valid_o  = wr & sel_io & (data_addr[11:2] == 10'd0);
  assign con_char_o   = data_wdata[7:0];
  assign exit_valid_o = wr & sel_io & (data_addr[11:2] == 10'd1);
  assign exit_code_o  = data_wdata;

  // Profile tag (a register the firmware sets around a region) and the
  // fetch address, for the harness's sampling profile.
  always_ff @(posedge clk_i) begin
    if (!rst_ni) prof_tag_o <= 8'd0;
    else if (wr & sel_io & (data_addr[11:2] == 10'd2)) prof_tag_o <= data_wdata[7:0];
  end
  assign fetch_valid_o = instr_req;
  assign fetch_addr_o  = instr_addr;

endmodule

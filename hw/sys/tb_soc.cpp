// SPDX-License-Identifier: Apache-2.0 OR MIT
// Verilator harness for kpqc_soc: runs the firmware named by +fw=FILE (a
// $readmemh image, read by the RAM itself), copies console writes to
// stdout and returns the status the firmware writes to the exit register.
// Usage: Vkpqc_soc +fw=FILE [+data=FILE] [+max-cycles=N] [+profile=FILE]
// (default 50,000,000; +data: a second image, test data, loaded after the
// first; +profile: while the firmware's profile tag is nonzero, count each
// cycle against the word address of the last instruction fetch, and write
// "tag address cycles" lines, hexadecimal address, to FILE at the end;
// hw/fw/profile.py sums them by function). Exit
// status: the firmware's (its low 8 bits, 1 if those are 0 for a nonzero
// status), 124 if it runs past the cycle limit.
#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <string>
#include <utility>

#include "Vkpqc_soc.h"
#include "verilated.h"

int main(int argc, char **argv)
{
    auto ctx = std::make_unique<VerilatedContext>();
    ctx->commandArgs(argc, argv);
    uint64_t max_cycles = 50000000ull;
    const char *profile = nullptr;
    for (int i = 1; i < argc; i++) {
        if (std::strncmp(argv[i], "+max-cycles=", 12) == 0)
            max_cycles = std::strtoull(argv[i] + 12, nullptr, 0);
        if (std::strncmp(argv[i], "+profile=", 9) == 0)
            profile = argv[i] + 9;
    }
    std::map<std::pair<unsigned, uint32_t>, uint64_t> prof;
    uint32_t fetch = 0;
    auto m = std::make_unique<Vkpqc_soc>(ctx.get());

    // Reset: a falling edge on rst_ni (Ibex's flip-flops reset
    // asynchronously, and its core clock is gated, so clock edges alone do
    // not reset everything), held for a few cycles.
    m->clk_i = 0;
    m->rst_ni = 1;
    m->eval();
    m->rst_ni = 0;
    m->eval();
    for (int i = 0; i < 4; i++) {
        m->clk_i = 1;
        m->eval();
        m->clk_i = 0;
        m->eval();
    }
    m->rst_ni = 1;
    m->eval();

    uint64_t cycle = 0;
    int status = 124;
    bool exited = false;
    while (cycle < max_cycles) {
        // The request of this cycle is visible before the rising edge.
        if (m->con_valid_o) {
            std::putchar(m->con_char_o);
            if (m->con_char_o == '\n')
                std::fflush(stdout);
        }
        if (m->exit_valid_o) {
            uint32_t code = m->exit_code_o;
            std::fflush(stdout);
            std::fprintf(stderr, "tb_soc: exit %" PRIu32 " after %" PRIu64 " cycles\n", code,
                         cycle);
            status = code == 0 ? 0 : (int)((code & 0xff) ? (code & 0xff) : 1);
            exited = true;
            break;
        }
        if (m->fetch_valid_o)
            fetch = m->fetch_addr_o & ~3u;
        if (profile && m->prof_tag_o)
            prof[{m->prof_tag_o, fetch}]++;
        m->clk_i = 1;
        m->eval();
        m->clk_i = 0;
        m->eval();
        cycle++;
    }
    if (profile) {
        FILE *f = std::fopen(profile, "w");
        if (!f) {
            std::fprintf(stderr, "tb_soc: cannot write %s\n", profile);
            return 1;
        }
        for (const auto &e : prof)
            std::fprintf(f, "%u %08" PRIx32 " %" PRIu64 "\n", e.first.first, e.first.second,
                         e.second);
        std::fclose(f);
    }
    if (!exited) {
        std::fflush(stdout);
        std::fprintf(stderr, "tb_soc: no exit after %" PRIu64 " cycles\n", cycle);
    }
    m->final();
    return status;
}

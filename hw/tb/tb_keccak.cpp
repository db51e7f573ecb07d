// SPDX-License-Identifier: Apache-2.0 OR MIT
// Bench: keccak_f1600 against the library's portable Keccak-f[1600]
// (kpqc_keccakf1600_portable) on extreme and random states, bit for bit.
// Usage: tb_keccak [count] [seed]. Exit status 0 only if all states match.
#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>

#include "Vkeccak_f1600.h"
#include "verilated.h"

extern "C" void kpqc_keccakf1600_portable(uint64_t s[25]);

namespace {

uint64_t rng_state;
uint64_t next64()
{
    // splitmix64
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

void tick(Vkeccak_f1600 &m)
{
    m.clk = 0;
    m.eval();
    m.clk = 1;
    m.eval();
}

// Loads s, permutes in hardware, reads back into out; returns the cycles
// from the start pulse to done.
unsigned run(Vkeccak_f1600 &m, const uint64_t s[25], uint64_t out[25])
{
    for (unsigned i = 0; i < 25; i++) {
        m.lane_we = 1;
        m.lane_xor = 0;
        m.lane_addr = i;
        m.lane_wdata = s[i];
        tick(m);
    }
    m.lane_we = 0;
    m.start = 1;
    tick(m);
    m.start = 0;
    unsigned cycles = 1;
    while (!m.done) {
        tick(m);
        cycles++;
        if (cycles > 1000) {
            std::fprintf(stderr, "tb_keccak: no done\n");
            std::exit(1);
        }
    }
    for (unsigned i = 0; i < 25; i++) {
        m.lane_addr = i;
        m.eval();
        out[i] = m.lane_rdata;
    }
    return cycles;
}

} // namespace

int main(int argc, char **argv)
{
    unsigned count = argc > 1 ? (unsigned)std::strtoul(argv[1], nullptr, 0) : 1000;
    rng_state = argc > 2 ? std::strtoull(argv[2], nullptr, 0) : 1;
    auto ctx = std::make_unique<VerilatedContext>();
    auto m = std::make_unique<Vkeccak_f1600>(ctx.get());
    m->rst_n = 0;
    tick(*m);
    tick(*m);
    m->rst_n = 1;

    unsigned bad = 0, total = 0, cycles = 0;
    for (unsigned n = 0; n < count + 4; n++) {
        uint64_t s[25], ref[25], hw[25];
        for (unsigned i = 0; i < 25; i++) {
            switch (n) {
            case 0: s[i] = 0; break;
            case 1: s[i] = ~0ull; break;
            case 2: s[i] = (i == 0) ? 1 : 0; break;
            case 3: s[i] = (i == 24) ? (1ull << 63) : 0; break;
            default: s[i] = next64(); break;
            }
        }
        std::memcpy(ref, s, sizeof ref);
        kpqc_keccakf1600_portable(ref);
        cycles = run(*m, s, hw);
        total++;
        if (std::memcmp(ref, hw, sizeof ref) != 0) {
            if (bad++ < 3)
                std::fprintf(stderr, "tb_keccak: state %u differs (lane 0 %016" PRIx64
                                     " != %016" PRIx64 ")\n",
                             n, hw[0], ref[0]);
        }
    }
    // Chained: the state left in the unit, permuted again in place, against
    // the library applied twice (no reload between permutations).
    {
        uint64_t s[25], ref[25], hw[25];
        for (unsigned i = 0; i < 25; i++) s[i] = next64();
        std::memcpy(ref, s, sizeof ref);
        kpqc_keccakf1600_portable(ref);
        kpqc_keccakf1600_portable(ref);
        run(*m, s, hw);
        m->start = 1;
        tick(*m);
        m->start = 0;
        while (!m->done) tick(*m);
        for (unsigned i = 0; i < 25; i++) {
            m->lane_addr = i;
            m->eval();
            hw[i] = m->lane_rdata;
        }
        total++;
        if (std::memcmp(ref, hw, sizeof ref) != 0) {
            bad++;
            std::fprintf(stderr, "tb_keccak: chained permutation differs\n");
        }
    }
    m->final();
    std::printf("tb_keccak: %u/%u states match; %u cycles start to done, "
                "25 lane writes + 25 lane reads per call\n",
                total - bad, total, cycles);
    return bad == 0 ? 0 : 1;
}

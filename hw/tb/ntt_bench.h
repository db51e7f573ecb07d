// SPDX-License-Identifier: Apache-2.0 OR MIT
// What the NTT benches (tb_ntt_haetae.cpp, tb_ntt_ntruplus768.cpp) share:
// the seeded generator, the host-port driver of a unit (load a polynomial
// into a bank, start an operation and count its cycles, read the result
// back) and the comparison with the C reference.
#ifndef KPQC_HW_TB_NTT_BENCH_H
#define KPQC_HW_TB_NTT_BENCH_H

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <type_traits>

#include "verilated.h"

namespace ntt_bench
{

// one bench per program: internal linkage is enough
static uint64_t rng_state;
static uint64_t next64()
{
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// A unit with the benches' host port: host_we, host_sel, host_addr,
// host_wdata, host_rdata, op, start, done. Coeff is the C kernels'
// coefficient type, N the polynomial length.
template <class Model, class Coeff, unsigned N> struct Dut {
    const char *name;
    std::unique_ptr<VerilatedContext> ctx;
    std::unique_ptr<Model> m;
    explicit Dut(const char *bench)
        : name(bench), ctx(new VerilatedContext), m(new Model(ctx.get()))
    {
        m->rst_n = 0;
        tick();
        tick();
        m->rst_n = 1;
    }
    void tick()
    {
        m->clk = 0;
        m->eval();
        m->clk = 1;
        m->eval();
    }
    void load(unsigned sel, const Coeff c[N])
    {
        for (unsigned i = 0; i < N; i++) {
            m->host_we = 1;
            m->host_sel = sel;
            m->host_addr = i;
            m->host_wdata = static_cast<typename std::make_unsigned<Coeff>::type>(c[i]);
            tick();
        }
        m->host_we = 0;
    }
    void store(Coeff c[N])
    {
        for (unsigned i = 0; i < N; i++) {
            m->host_addr = i;
            tick();
            c[i] = static_cast<Coeff>(m->host_rdata);
        }
    }
    // cycles from start to done
    unsigned run(unsigned op)
    {
        m->op = op;
        m->start = 1;
        tick();
        m->start = 0;
        unsigned cycles = 1;
        while (!m->done) {
            tick();
            if (++cycles > 100000) {
                std::fprintf(stderr, "%s: no done\n", name);
                std::exit(1);
            }
        }
        return cycles;
    }
};

// Outputs compared, the first five mismatches reported.
struct Tally {
    const char *name;
    unsigned bad = 0, total = 0;
    template <class Coeff, unsigned N>
    void check(const char *what, unsigned n, const Coeff (&ref)[N], const Coeff (&hw)[N])
    {
        total++;
        if (std::memcmp(ref, hw, sizeof ref) == 0)
            return;
        if (bad++ < 5) {
            unsigned i = 0;
            while (ref[i] == hw[i])
                i++;
            std::fprintf(stderr, "%s: %s input %u: coefficient %u is %d, C gives %d\n", name, what,
                         n, i, (int)hw[i], (int)ref[i]);
        }
    }
};

}   // namespace ntt_bench

#endif

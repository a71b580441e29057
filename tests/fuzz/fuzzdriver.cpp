// A deterministic mutation driver for the fuzz harnesses where libFuzzer is not available
// (gcc builds): runs every seed and regression input, then a fixed number of mutations of the
// seeds chosen by a fixed-seed generator, so a run is repeatable and a finding reproduces.
//
//   fuzzdrive_<reader> [--runs N] [--seed S] DIR_OR_FILE...
//
// A crash or abort is the finding; the driver prints the input it was running first (and
// writes it to fuzz-finding-<reader>.bin) so it can become a regression test.
#include <algorithm>
#include <array>
#include <cctype>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

namespace {

using Bytes = std::vector<uint8_t>;

// xorshift64*: small, fast and the same everywhere.
struct Random {
    uint64_t state;
    uint64_t next()
    {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        return state * 2685821657736338717ULL;
    }
    size_t below(size_t n) { return n == 0 ? 0 : size_t(next() % n); }
};

// Values that break readers: limits of 32-bit ids, huge and non-finite numbers, separators.
constexpr std::array<std::string_view, 18> kTokens = {
    "4294967295", "4294967296", "-1", "0", "2147483647", "-2147483648", "1e300", "1e30", "nan", "inf", "-inf",
    "1000000000", "\"", ",", "\n", "\"\"", "{", "}"};

Bytes mutate(const Bytes &seed, const std::vector<Bytes> &all, Random &rng)
{
    Bytes b = seed;
    const int steps = 1 + int(rng.below(4));
    for (int s = 0; s < steps; ++s) {
        switch (rng.below(7)) {
        case 0: // flip a bit
            if (!b.empty())
                b[rng.below(b.size())] ^= uint8_t(1u << rng.below(8));
            break;
        case 1: // set a byte
            if (!b.empty())
                b[rng.below(b.size())] = uint8_t(rng.next());
            break;
        case 2: { // delete a run
            if (b.empty())
                break;
            const size_t at = rng.below(b.size()), n = 1 + rng.below(std::min<size_t>(64, b.size() - at));
            b.erase(b.begin() + long(at), b.begin() + long(at + n));
            break;
        }
        case 3: { // duplicate a run
            if (b.empty() || b.size() > (1u << 20))
                break;
            const size_t at = rng.below(b.size()), n = 1 + rng.below(std::min<size_t>(256, b.size() - at));
            const Bytes run(b.begin() + long(at), b.begin() + long(at + n));
            b.insert(b.begin() + long(rng.below(b.size() + 1)), run.begin(), run.end());
            break;
        }
        case 4: { // insert a token, or replace a number with one
            const std::string_view t = kTokens[rng.below(kTokens.size())];
            size_t at = rng.below(b.size() + 1);
            size_t end = at;
            while (end < b.size() && (std::isdigit(b[end]) || b[end] == '.' || b[end] == '-'))
                ++end;
            b.erase(b.begin() + long(at), b.begin() + long(end));
            b.insert(b.begin() + long(at), t.begin(), t.end());
            break;
        }
        case 5: { // splice with another input
            const Bytes &other = all[rng.below(all.size())];
            if (other.empty())
                break;
            const size_t cut = rng.below(b.size() + 1), from = rng.below(other.size());
            b.resize(cut);
            b.insert(b.end(), other.begin() + long(from), other.end());
            break;
        }
        default: // truncate
            b.resize(rng.below(b.size() + 1));
            break;
        }
    }
    return b;
}

const Bytes *g_current = nullptr;
std::string g_findingPath;

void onAbort(int signal)
{
    if (g_current) {
        std::fprintf(stderr, "fuzz driver: signal %d on an input of %zu bytes, written to %s\n", signal, g_current->size(),
                     g_findingPath.c_str());
        if (FILE *f = std::fopen(g_findingPath.c_str(), "wb")) {
            std::fwrite(g_current->data(), 1, g_current->size(), f);
            std::fclose(f);
        }
    }
    std::signal(signal, SIG_DFL);
    std::raise(signal);
}

} // namespace

int main(int argc, char **argv)
{
    long runs = 1000;
    uint64_t seed = 0x5241494c59415244ULL; // "RAILYARD"
    std::vector<Bytes> inputs;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--runs" && i + 1 < argc) {
            runs = std::atol(argv[++i]);
        } else if (arg == "--seed" && i + 1 < argc) {
            seed = std::strtoull(argv[++i], nullptr, 0);
        } else {
            std::vector<std::filesystem::path> files;
            if (std::filesystem::is_directory(arg)) {
                for (const auto &e : std::filesystem::directory_iterator(arg))
                    if (e.is_regular_file())
                        files.push_back(e.path());
            } else if (std::filesystem::exists(arg)) {
                files.push_back(arg);
            }
            std::sort(files.begin(), files.end());
            for (const auto &f : files) {
                std::ifstream in(f, std::ios::binary);
                inputs.emplace_back(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
            }
        }
    }
    if (inputs.empty())
        inputs.emplace_back();
    g_findingPath = "fuzz-finding-" + std::filesystem::path(argv[0]).filename().string() + ".bin";
    std::signal(SIGABRT, onAbort);
    std::signal(SIGSEGV, onAbort);
    std::signal(SIGFPE, onAbort);
    std::signal(SIGBUS, onAbort);
    for (const Bytes &in : inputs) {
        g_current = &in;
        LLVMFuzzerTestOneInput(in.data(), in.size());
    }
    Random rng{seed};
    for (long r = 0; r < runs; ++r) {
        const Bytes b = mutate(inputs[rng.below(inputs.size())], inputs, rng);
        g_current = &b;
        LLVMFuzzerTestOneInput(b.data(), b.size());
    }
    g_current = nullptr;
    std::printf("fuzz driver: %zu inputs and %ld mutations, no finding\n", inputs.size(), runs);
    return 0;
}

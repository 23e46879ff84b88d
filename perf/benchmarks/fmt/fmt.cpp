// fmt: the {fmt} formatting library (Debian's libfmt-dev 9.1.0, compiled
// header-only: its headers vendored in include/), a small program that
// formats numbers, strings, containers, tuples and a user type,
// with compile-time checked format strings: many instances of fmt's
// formatter templates, linked into a program.
#define FMT_HEADER_ONLY
#include <fmt/compile.h>
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <map>
#include <string>
#include <tuple>
#include <vector>

struct point {
    double x, y;
};

template <> struct fmt::formatter<point> {
    char presentation = 'f';
    constexpr auto parse(format_parse_context &ctx) -> decltype(ctx.begin())
    {
        auto it = ctx.begin();
        if (it != ctx.end() && (*it == 'f' || *it == 'e'))
            presentation = *it++;
        return it;
    }
    template <typename Ctx> auto format(const point &p, Ctx &ctx) const -> decltype(ctx.out())
    {
        return presentation == 'f' ? fmt::format_to(ctx.out(), "({:.1f}, {:.1f})", p.x, p.y)
                                   : fmt::format_to(ctx.out(), "({:.1e}, {:.1e})", p.x, p.y);
    }
};

static std::string table(const std::map<std::string, std::vector<int>> &m)
{
    std::string out;
    for (const auto &[k, v] : m)
        out += fmt::format("{:<10}|{:>6}|{}\n", k, v.size(), v);
    return out;
}

int main(int argc, char **argv)
{
    std::map<std::string, std::vector<int>> m{{"one", {1}}, {"two", {1, 2}}, {"many", {3, 1, 4}}};
    std::vector<point> pts{{1, 2}, {3.5, -1}, {1e9, 2e-9}};
    auto t = std::make_tuple(argc, 'c', 2.5, std::string("s"));
    std::string s = table(m);
    s += fmt::format("{} {:e} {}\n", pts, pts[2], t);
    s += fmt::format(FMT_COMPILE("{:08x} {:+.3g} {:^12}\n"), 255u + argc, 3.14159, "mid");
    s += fmt::format("{}", argv[0]);
    s += fmt::format("{:L} {:#b} {:#o} {}\n", 1234567 * argc, argc, argc, fmt::join(pts, "; "));
    fmt::memory_buffer buf;
    fmt::format_to(std::back_inserter(buf), "{}{}", s.size(), fmt::string_view("!"));
    fmt::print("{}{}\n", s, fmt::to_string(buf));
    return 0;
}

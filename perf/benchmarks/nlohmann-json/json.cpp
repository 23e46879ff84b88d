// nlohmann-json: JSON for Modern C++ (Debian's nlohmann-json3-dev, its one
// header vendored in include/): typed conversions of two structs (the
// macro writes to_json/from_json), parse and dump, each a tree of
// template instances.
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

using nlohmann::json;

namespace shop {
struct item {
    std::string name;
    double price = 0;
    int count = 0;
    std::vector<std::string> tags;
};
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(item, name, price, count, tags)

struct order {
    long id = 0;
    std::string customer;
    std::vector<item> items;
    std::map<std::string, std::string> notes;
    bool paid = false;
};
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(order, id, customer, items, notes, paid)
} // namespace shop

double order_total(const std::string &text)
{
    shop::order o = json::parse(text).get<shop::order>();
    double total = 0;
    for (const auto &i : o.items)
        total += i.price * i.count;
    return total;
}

std::string order_roundtrip(const std::string &text)
{
    json j = json::parse(text);
    shop::order o = j.get<shop::order>();
    o.paid = !o.paid;
    json back = o;
    return back.dump(2);
}


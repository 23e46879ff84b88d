#include "../geometric.hpp"
#include "../trigonometric.hpp"
#include "../matrix.hpp"

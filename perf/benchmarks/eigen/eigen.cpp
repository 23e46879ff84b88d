// eigen: Eigen 3, the C++ template library for linear algebra (Debian's
// libeigen3-dev, header-only: the headers this file includes vendored in
// include/): a fixed-size 4x4 float matrix's products, inverse and LU
// solve, whose expression templates make one instance per shape
// and scalar.
#include <Eigen/Core>
#include <Eigen/LU>

template <typename M> typename M::Scalar solve(const M &a, const typename M::Scalar *b)
{
    using S = typename M::Scalar;
    using V = Eigen::Matrix<S, M::RowsAtCompileTime, 1>;
    V rhs = Eigen::Map<const V>(b);
    M spd = a * a.transpose() + M::Identity();
    V x = a.partialPivLu().solve(rhs);
    return (spd.inverse() * x).squaredNorm() + spd.determinant();
}

float solve4f(const float *a, const float *b)
{
    return solve(Eigen::Map<const Eigen::Matrix4f>(a).eval(), b);
}

// glm: OpenGL Mathematics (Debian's libglm-dev, header-only: the headers
// this file includes vendored in include/): vectors, matrices and
// quaternions of float and double, transforms, projections, inverses and
// noise, as a renderer's math code uses them: templates over the
// component type, size and precision.
#define GLM_FORCE_CTOR_INIT
#include <glm/glm.hpp>
#include <glm/gtc/matrix_inverse.hpp>
#include <glm/gtc/matrix_transform.hpp>
#include <glm/gtc/noise.hpp>
#include <glm/gtc/quaternion.hpp>
#include <glm/gtc/type_ptr.hpp>
#include <glm/gtx/euler_angles.hpp>
#include <glm/gtx/matrix_decompose.hpp>
#include <glm/gtx/norm.hpp>
#include <glm/gtx/rotate_vector.hpp>

template <typename T> glm::mat<4, 4, T> model_view(T angle, glm::vec<3, T> eye)
{
    using V = glm::vec<3, T>;
    glm::mat<4, 4, T> model = glm::rotate(glm::mat<4, 4, T>(T(1)), angle, V(0, 1, 0));
    model = glm::scale(glm::translate(model, V(1, 2, 3)), V(T(0.5)));
    glm::mat<4, 4, T> view = glm::lookAt(eye, V(0), V(0, 1, 0));
    return view * model;
}

template <typename T> T frame(T angle, const T *points, int n)
{
    using V3 = glm::vec<3, T>;
    using V4 = glm::vec<4, T>;
    glm::mat<4, 4, T> mv = model_view(angle, V3(4, 3, 2));
    glm::mat<4, 4, T> proj = glm::perspective(glm::radians(T(60)), T(16) / T(9), T(0.1), T(100));
    glm::mat<3, 3, T> normal = glm::inverseTranspose(glm::mat<3, 3, T>(mv));
    glm::qua<T> q = glm::angleAxis(angle, glm::normalize(V3(1, 1, 0)));
    q = glm::slerp(q, glm::qua<T>(glm::eulerAngleYXZ(angle, angle / 2, T(0))), T(0.25));
    T sum = 0;
    for (int i = 0; i < n; i++) {
        V3 p = glm::make_vec3(points + 3 * i);
        V4 clip = proj * mv * V4(q * p, 1);
        V3 nrm = glm::normalize(normal * glm::rotateY(p, angle));
        sum += clip.w + glm::dot(nrm, V3(0, 0, 1)) + glm::length2(glm::cross(p, nrm));
        sum += glm::perlin(glm::vec<2, T>(p.x, p.y)) + glm::simplex(V3(p));
    }
    V3 scale, translation, skew;
    V4 perspective;
    glm::qua<T> orientation;
    if (glm::decompose(mv, scale, orientation, translation, skew, perspective))
        sum += glm::length(translation) + glm::angle(orientation);
    return sum + glm::determinant(glm::inverse(proj * mv));
}

float frame_f(float a, const float *p, int n) { return frame(a, p, n); }
double frame_d(double a, const double *p, int n) { return frame(a, p, n); }

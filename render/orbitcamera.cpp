#include "orbitcamera.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace railyard {
namespace {
constexpr float kRad = std::numbers::pi_v<float> / 180;
}

QVector3D OrbitCamera::eye() const
{
    const float yaw = yawDeg * kRad, pitch = pitchDeg * kRad;
    // From the target back along the viewing direction.
    const QVector3D toward(std::cos(pitch) * std::cos(yaw), std::cos(pitch) * std::sin(yaw), -std::sin(pitch));
    return target - toward * distanceM;
}

QMatrix4x4 OrbitCamera::view() const
{
    QMatrix4x4 m;
    m.lookAt(eye(), target, QVector3D(0, 0, 1));
    return m;
}

QMatrix4x4 OrbitCamera::projection(float aspect) const
{
    QMatrix4x4 m;
    // Near and far follow the distance, so a walk-through and a whole-hall view both keep depth
    // precision.
    m.perspective(kFovDeg, aspect, std::max(0.05f, distanceM / 200), distanceM * 20 + 200);
    return m;
}

void OrbitCamera::orbit(float dxDeg, float dyDeg)
{
    yawDeg = std::fmod(yawDeg + dxDeg, 360.0f);
    pitchDeg = std::clamp(pitchDeg + dyDeg, 5.0f, 89.0f);
}

void OrbitCamera::pan(float dxFraction, float dyFraction)
{
    const float visible = 2 * distanceM * std::tan(kFovDeg * kRad / 2);
    const float yaw = yawDeg * kRad;
    const QVector3D right(std::sin(yaw), -std::cos(yaw), 0);
    const QVector3D forward(std::cos(yaw), std::sin(yaw), 0);
    target += (-right * dxFraction + forward * dyFraction) * visible;
}

void OrbitCamera::zoom(float factor)
{
    distanceM = std::clamp(distanceM * factor, 1.0f, 5000.0f);
}

void OrbitCamera::walk(float forwardM, float rightM)
{
    const float yaw = yawDeg * kRad;
    target += QVector3D(std::cos(yaw), std::sin(yaw), 0) * forwardM + QVector3D(std::sin(yaw), -std::cos(yaw), 0) * rightM;
}

void OrbitCamera::frame(const QVector3D &center, float radiusM)
{
    target = center;
    // The floor seen at a slant is foreshortened: a little closer than the sphere around it.
    distanceM = std::clamp(radiusM / std::tan(kFovDeg * kRad / 2) * 0.85f, 2.0f, 5000.0f);
}

OrbitCamera::Ray OrbitCamera::rayAt(float px, float py, float width, float height) const
{
    const QMatrix4x4 inverse = (projection(width / std::max(1.0f, height)) * view()).inverted();
    const float nx = 2 * px / width - 1, ny = 1 - 2 * py / height;
    const QVector3D nearPoint = inverse.map(QVector3D(nx, ny, -1));
    const QVector3D farPoint = inverse.map(QVector3D(nx, ny, 1));
    return {nearPoint, (farPoint - nearPoint).normalized()};
}

float rayHitsBox(const OrbitCamera::Ray &ray, const float center[3], const float size[3])
{
    float tNear = -1e30f, tFar = 1e30f;
    for (int i = 0; i < 3; ++i) {
        const float lo = center[i] - size[i] / 2, hi = center[i] + size[i] / 2;
        const float o = ray.origin[i], d = ray.direction[i];
        if (std::fabs(d) < 1e-9f) {
            if (o < lo || o > hi)
                return -1;
            continue;
        }
        float t0 = (lo - o) / d, t1 = (hi - o) / d;
        if (t0 > t1)
            std::swap(t0, t1);
        tNear = std::max(tNear, t0);
        tFar = std::min(tFar, t1);
        if (tNear > tFar || tFar < 0)
            return -1;
    }
    return tNear >= 0 ? tNear : tFar;
}

} // namespace railyard

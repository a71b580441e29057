#pragma once

#include <QMatrix4x4>
#include <QVector3D>

namespace railyard {

// The 3D view's camera: it looks at a target point on the floor from a distance, turned by a yaw
// around the vertical and tilted by a pitch above the floor (z up, x and y as the floor plan).
// Orbit turns it, pan moves the target across the view, zoom changes the distance, walk moves the
// target over the floor in the direction the camera faces (a walk-through at eye height is a
// short distance and a shallow pitch).
class OrbitCamera {
public:
    QVector3D target{0, 0, 0};
    float distanceM = 30;
    float yawDeg = -90;   // -90: from the +y side toward -y, facing the fronts of racks at rotation 0
    float pitchDeg = 45;  // 5 … 89

    QVector3D eye() const;
    QMatrix4x4 view() const;
    QMatrix4x4 projection(float aspect) const;

    void orbit(float dxDeg, float dyDeg);
    // Pans by a fraction of the visible height (pixels over the viewport height).
    void pan(float dxFraction, float dyFraction);
    void zoom(float factor);
    // Moves the target `forwardM` ahead and `rightM` to the side, over the floor.
    void walk(float forwardM, float rightM);
    // Frames a box of the floor (its centre and half its diagonal) from the current direction.
    void frame(const QVector3D &center, float radiusM);

    // The ray under a point of the viewport (pixels from the top left, viewport size in pixels).
    struct Ray {
        QVector3D origin, direction;
    };
    Ray rayAt(float px, float py, float width, float height) const;

    static constexpr float kFovDeg = 45;
};

// Distance along the ray to an axis-aligned box (centre, size), or a negative number when the
// ray misses it.
float rayHitsBox(const OrbitCamera::Ray &ray, const float center[3], const float size[3]);

} // namespace railyard

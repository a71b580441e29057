#pragma once

#include "hallgeometry.h"
#include "orbitcamera.h"
#include "thermal/hallthermal.h"

#include <QOpenGLFunctions_3_3_Core>
#include <QOpenGLWidget>
#include <QVariantAnimation>
#include <optional>

namespace railyard {

// The hall in 3D (docs/GUI.md, "3D hall"): one instanced draw of boxes on an OpenGL 3.3 core
// context, with an optional translucent slice of the air temperature field. It draws what it is
// given (HallGeometry, a HallThermal) and edits nothing; a click on a rack reports it.
// Mouse: drag to orbit, Shift+drag or the right button to pan, the wheel to zoom; keys W/A/S/D
// (or the arrows) walk over the floor, Q/E turn, Home frames the hall.
class HallView3D : public QOpenGLWidget, protected QOpenGLFunctions_3_3_Core {
    Q_OBJECT
public:
    explicit HallView3D(QWidget *parent = nullptr);
    ~HallView3D() override;

    // Replaces what is drawn; the camera frames a new hall, and stays put for the same one.
    void setGeometry3D(HallGeometry geometry);
    const HallGeometry &geometry3D() const { return m_geometry; }
    // The temperature slice at inlet height, or none.
    void setHeatField(std::optional<thermal::HallThermal> field, double lowC, double highC);
    bool heatFieldShown() const { return m_heat.has_value(); }

    OrbitCamera &camera() { return m_camera; }
    void frameHall();
    // Moves the camera to look at a rack from close by (animated unless `animate` is false).
    void flyTo(RackId rack, bool animate = true);
    // The rack drawn under a point of the widget (logical pixels), or none.
    RackId rackAt(QPoint pos) const;

    // Empty while the context works; else why the view cannot draw.
    QString glError() const { return m_glError; }
    // Draws one frame now and waits for the GPU (the benchmark's unit of work).
    void renderFrameNow();

signals:
    void rackClicked(RackId rack);
    // The context could not be made or lacks OpenGL 3.3: the host shows `reason` instead.
    void unavailable(const QString &reason);

protected:
    void initializeGL() override;
    void resizeGL(int w, int h) override;
    void paintGL() override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    bool buildProgram(GLuint &program, const char *vertex, const char *fragment);
    void uploadInstances();
    void uploadHeat();
    void drawBoxes(GLuint vao, int count, const QMatrix4x4 &mvp);
    void releaseGl();

    HallGeometry m_geometry;
    OrbitCamera m_camera;
    HallId m_framedHall;
    QVariantAnimation m_flight;
    std::optional<thermal::HallThermal> m_heat;
    double m_heatLowC = 18, m_heatHighC = 32;
    bool m_instancesDirty = true, m_heatDirty = false, m_glReady = false;
    QString m_glError;

    GLuint m_boxProgram = 0, m_sliceProgram = 0;
    GLuint m_cubeVbo = 0;
    GLuint m_opaqueVao = 0, m_opaqueVbo = 0, m_translucentVao = 0, m_translucentVbo = 0;
    GLuint m_sliceVao = 0, m_sliceVbo = 0, m_heatTexture = 0;
    int m_opaqueCount = 0, m_translucentCount = 0;

    QPoint m_pressAt, m_lastMouse;
    bool m_dragged = false;
};

} // namespace railyard

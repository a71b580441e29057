#include "hallview3d.h"

#include "thermal/heatmapimage.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QOpenGLContext>
#include <QWheelEvent>
#include <cmath>

namespace railyard {
namespace {

// Boxes: a unit cube scaled and moved per instance; light from above one corner, and a dark line
// along every edge so that neighbouring racks of one colour still read as racks.
const char *kBoxVertex = R"(#version 330 core
layout(location = 0) in vec3 aPos;
layout(location = 1) in vec3 aNormal;
layout(location = 2) in vec3 iCenter;
layout(location = 3) in vec3 iSize;
layout(location = 4) in vec4 iColor;
uniform mat4 uMvp;
out vec4 vColor;
out vec3 vLocal;
out vec3 vHalf;
void main() {
    vLocal = aPos * iSize;
    vHalf = iSize * 0.5;
    gl_Position = uMvp * vec4(iCenter + vLocal, 1.0);
    float light = max(dot(aNormal, normalize(vec3(0.35, 0.25, 0.9))), 0.0);
    vColor = vec4(iColor.rgb * (0.55 + 0.45 * light), iColor.a);
}
)";
const char *kBoxFragment = R"(#version 330 core
in vec4 vColor;
in vec3 vLocal;
in vec3 vHalf;
out vec4 fragColor;
void main() {
    vec3 d = vHalf - abs(vLocal);
    // On a face one of d is 0; the smaller of the other two is the distance to an edge.
    float edge = d.x < d.y ? (d.x < d.z ? min(d.y, d.z) : min(d.x, d.y)) : (d.y < d.z ? min(d.x, d.z) : min(d.x, d.y));
    float shade = edge < 0.012 ? 0.6 : 1.0;
    fragColor = vec4(vColor.rgb * shade, vColor.a);
}
)";
// The heat slice: a quad over the hall at a height, textured with the field.
const char *kSliceVertex = R"(#version 330 core
layout(location = 0) in vec2 aPos;
uniform mat4 uMvp;
uniform vec2 uExtent;
uniform vec2 uOrigin;
uniform float uHeight;
out vec2 vUv;
void main() {
    vUv = aPos;
    gl_Position = uMvp * vec4(uOrigin + aPos * uExtent, uHeight, 1.0);
}
)";
const char *kSliceFragment = R"(#version 330 core
in vec2 vUv;
uniform sampler2D uField;
out vec4 fragColor;
void main() {
    vec4 c = texture(uField, vUv);
    if (c.a < 0.01)
        discard;
    fragColor = c;
}
)";

// The unit cube: 6 faces × 2 triangles, position and normal.
std::vector<float> unitCube()
{
    std::vector<float> v;
    const float faces[6][3] = {{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}};
    for (const auto &n : faces) {
        // Two axes spanning the face.
        const int axis = n[0] != 0 ? 0 : n[1] != 0 ? 1 : 2;
        const int u = (axis + 1) % 3, w = (axis + 2) % 3;
        const float corners[6][2] = {{-1, -1}, {1, -1}, {1, 1}, {-1, -1}, {1, 1}, {-1, 1}};
        for (const auto &c : corners) {
            float p[3];
            p[axis] = 0.5f * n[axis];
            p[u] = 0.5f * c[0] * n[axis]; // mirrored on the negative faces: counter-clockwise from outside
            p[w] = 0.5f * c[1];
            v.insert(v.end(), {p[0], p[1], p[2], n[0], n[1], n[2]});
        }
    }
    return v;
}

constexpr float kInletHeightM = 1.2f; // the slice: where a rack's front draws its air
constexpr float kSliceAlpha = 0.62f;

} // namespace

HallView3D::HallView3D(QWidget *parent) : QOpenGLWidget(parent)
{
    QSurfaceFormat format;
    format.setVersion(3, 3);
    format.setProfile(QSurfaceFormat::CoreProfile);
    format.setDepthBufferSize(24);
    // No multisampling: Mesa's software renderer would pay for it on every pixel, and the edge
    // lines already keep neighbouring racks apart.
    setFormat(format);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(320, 240);
    m_flight.setDuration(450);
    m_flight.setEasingCurve(QEasingCurve::InOutCubic);
}

HallView3D::~HallView3D()
{
    makeCurrent();
    releaseGl();
    doneCurrent();
}

void HallView3D::releaseGl()
{
    if (!m_glReady)
        return;
    const GLuint buffers[] = {m_cubeVbo, m_opaqueVbo, m_translucentVbo, m_sliceVbo};
    glDeleteBuffers(4, buffers);
    const GLuint arrays[] = {m_opaqueVao, m_translucentVao, m_sliceVao};
    glDeleteVertexArrays(3, arrays);
    if (m_heatTexture)
        glDeleteTextures(1, &m_heatTexture);
    glDeleteProgram(m_boxProgram);
    glDeleteProgram(m_sliceProgram);
    m_glReady = false;
}

void HallView3D::setGeometry3D(HallGeometry geometry)
{
    const bool newHall = geometry.hall != m_framedHall;
    m_geometry = std::move(geometry);
    m_instancesDirty = true;
    if (newHall) {
        m_framedHall = m_geometry.hall;
        frameHall();
    }
    update();
}

void HallView3D::setHeatField(std::optional<thermal::HallThermal> field, double lowC, double highC)
{
    m_heat = std::move(field);
    m_heatLowC = lowC;
    m_heatHighC = highC;
    m_heatDirty = true;
    update();
}

void HallView3D::frameHall()
{
    const QVector3D center(m_geometry.widthM / 2, m_geometry.depthM / 2, 0);
    m_camera.frame(center, std::hypot(m_geometry.widthM, m_geometry.depthM) / 2 + 1);
    update();
}

void HallView3D::flyTo(RackId rack, bool animate)
{
    for (size_t i = 0; i < m_geometry.racks.size(); ++i) {
        if (m_geometry.racks[i] != rack)
            continue;
        const BoxInstance &b = m_geometry.opaque[m_geometry.rackBox[i]];
        const QVector3D fromTarget = m_camera.target, toTarget(b.center[0], b.center[1], b.center[2]);
        const float fromDistance = m_camera.distanceM, toDistance = 7;
        m_flight.stop();
        if (!animate) {
            m_camera.target = toTarget;
            m_camera.distanceM = toDistance;
            update();
            return;
        }
        m_flight.disconnect(this);
        m_flight.setStartValue(0.0);
        m_flight.setEndValue(1.0);
        connect(&m_flight, &QVariantAnimation::valueChanged, this, [=, this](const QVariant &v) {
            const float t = v.toFloat();
            m_camera.target = fromTarget + (toTarget - fromTarget) * t;
            m_camera.distanceM = fromDistance + (toDistance - fromDistance) * t;
            update();
        });
        m_flight.start();
        return;
    }
}

RackId HallView3D::rackAt(QPoint pos) const
{
    const OrbitCamera::Ray ray = m_camera.rayAt(float(pos.x()) + 0.5f, float(pos.y()) + 0.5f, float(width()), float(height()));
    RackId best;
    float nearest = 1e30f;
    for (size_t i = 0; i < m_geometry.racks.size(); ++i) {
        const BoxInstance &b = m_geometry.opaque[m_geometry.rackBox[i]];
        const float t = rayHitsBox(ray, b.center, b.size);
        if (t >= 0 && t < nearest) {
            nearest = t;
            best = m_geometry.racks[i];
        }
    }
    return best;
}

bool HallView3D::buildProgram(GLuint &program, const char *vertexSource, const char *fragmentSource)
{
    auto compile = [&](GLenum type, const char *source) -> GLuint {
        const GLuint shader = glCreateShader(type);
        glShaderSource(shader, 1, &source, nullptr);
        glCompileShader(shader);
        GLint ok = 0;
        glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
        if (!ok) {
            char log[1024] = {};
            glGetShaderInfoLog(shader, sizeof log - 1, nullptr, log);
            m_glError = tr("A shader of the 3D view does not compile on this OpenGL: %1").arg(QString::fromLatin1(log));
            glDeleteShader(shader);
            return 0;
        }
        return shader;
    };
    const GLuint vs = compile(GL_VERTEX_SHADER, vertexSource), fs = vs ? compile(GL_FRAGMENT_SHADER, fragmentSource) : 0;
    if (!vs || !fs)
        return false;
    program = glCreateProgram();
    glAttachShader(program, vs);
    glAttachShader(program, fs);
    glLinkProgram(program);
    glDeleteShader(vs);
    glDeleteShader(fs);
    GLint ok = 0;
    glGetProgramiv(program, GL_LINK_STATUS, &ok);
    if (!ok)
        m_glError = tr("The 3D view's shaders do not link on this OpenGL.");
    return ok;
}

void HallView3D::initializeGL()
{
    const QSurfaceFormat got = context() ? context()->format() : QSurfaceFormat();
    if (!context() || got.version() < qMakePair(3, 3) || !initializeOpenGLFunctions()) {
        m_glError = tr("The 3D view needs OpenGL 3.3; this display offers %1.%2.").arg(got.majorVersion()).arg(got.minorVersion());
        emit unavailable(m_glError);
        return;
    }
    if (!buildProgram(m_boxProgram, kBoxVertex, kBoxFragment) || !buildProgram(m_sliceProgram, kSliceVertex, kSliceFragment)) {
        emit unavailable(m_glError);
        return;
    }
    const std::vector<float> cube = unitCube();
    glGenBuffers(1, &m_cubeVbo);
    glBindBuffer(GL_ARRAY_BUFFER, m_cubeVbo);
    glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(cube.size() * sizeof(float)), cube.data(), GL_STATIC_DRAW);
    for (GLuint *vao : {&m_opaqueVao, &m_translucentVao}) {
        GLuint &vbo = vao == &m_opaqueVao ? m_opaqueVbo : m_translucentVbo;
        glGenVertexArrays(1, vao);
        glBindVertexArray(*vao);
        glBindBuffer(GL_ARRAY_BUFFER, m_cubeVbo);
        glEnableVertexAttribArray(0);
        glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, 6 * sizeof(float), nullptr);
        glEnableVertexAttribArray(1);
        glVertexAttribPointer(1, 3, GL_FLOAT, GL_FALSE, 6 * sizeof(float), reinterpret_cast<void *>(3 * sizeof(float)));
        glGenBuffers(1, &vbo);
        glBindBuffer(GL_ARRAY_BUFFER, vbo);
        const GLsizei stride = sizeof(BoxInstance);
        glEnableVertexAttribArray(2);
        glVertexAttribPointer(2, 3, GL_FLOAT, GL_FALSE, stride, reinterpret_cast<void *>(offsetof(BoxInstance, center)));
        glEnableVertexAttribArray(3);
        glVertexAttribPointer(3, 3, GL_FLOAT, GL_FALSE, stride, reinterpret_cast<void *>(offsetof(BoxInstance, size)));
        glEnableVertexAttribArray(4);
        glVertexAttribPointer(4, 4, GL_FLOAT, GL_FALSE, stride, reinterpret_cast<void *>(offsetof(BoxInstance, color)));
        for (GLuint a : {2u, 3u, 4u})
            glVertexAttribDivisor(a, 1);
    }
    const float quad[] = {0, 0, 1, 0, 1, 1, 0, 0, 1, 1, 0, 1};
    glGenVertexArrays(1, &m_sliceVao);
    glBindVertexArray(m_sliceVao);
    glGenBuffers(1, &m_sliceVbo);
    glBindBuffer(GL_ARRAY_BUFFER, m_sliceVbo);
    glBufferData(GL_ARRAY_BUFFER, sizeof quad, quad, GL_STATIC_DRAW);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 2 * sizeof(float), nullptr);
    glBindVertexArray(0);
    m_glReady = true;
    m_instancesDirty = true;
    m_heatDirty = m_heat.has_value();
}

void HallView3D::uploadInstances()
{
    glBindBuffer(GL_ARRAY_BUFFER, m_opaqueVbo);
    glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(m_geometry.opaque.size() * sizeof(BoxInstance)), m_geometry.opaque.data(), GL_DYNAMIC_DRAW);
    glBindBuffer(GL_ARRAY_BUFFER, m_translucentVbo);
    glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(m_geometry.translucent.size() * sizeof(BoxInstance)), m_geometry.translucent.data(),
                 GL_DYNAMIC_DRAW);
    m_opaqueCount = int(m_geometry.opaque.size());
    m_translucentCount = int(m_geometry.translucent.size());
    m_instancesDirty = false;
}

void HallView3D::uploadHeat()
{
    m_heatDirty = false;
    if (!m_heat)
        return;
    const thermal::HallThermal &f = *m_heat;
    std::vector<uint32_t> texels(size_t(f.nx) * size_t(f.ny));
    const double span = std::max(1e-6, m_heatHighC - m_heatLowC);
    for (size_t i = 0; i < texels.size(); ++i) {
        const float t = f.tempC[i];
        if (std::isnan(t)) {
            texels[i] = 0; // solid or still air: nothing drawn
            continue;
        }
        const QColor c = thermal::heatColor((t - m_heatLowC) / span);
        texels[i] = uint32_t(c.red()) | uint32_t(c.green()) << 8 | uint32_t(c.blue()) << 16 | uint32_t(kSliceAlpha * 255) << 24;
    }
    if (!m_heatTexture)
        glGenTextures(1, &m_heatTexture);
    glBindTexture(GL_TEXTURE_2D, m_heatTexture);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, f.nx, f.ny, 0, GL_RGBA, GL_UNSIGNED_BYTE, texels.data());
}

void HallView3D::resizeGL(int, int)
{
}

void HallView3D::drawBoxes(GLuint vao, int count, const QMatrix4x4 &mvp)
{
    if (count == 0)
        return;
    glUseProgram(m_boxProgram);
    glUniformMatrix4fv(glGetUniformLocation(m_boxProgram, "uMvp"), 1, GL_FALSE, mvp.constData());
    glBindVertexArray(vao);
    glDrawArraysInstanced(GL_TRIANGLES, 0, 36, count);
}

void HallView3D::paintGL()
{
    if (!m_glReady)
        return;
    const qreal dpr = devicePixelRatioF();
    glViewport(0, 0, int(width() * dpr), int(height() * dpr));
    glClearColor(0.93f, 0.94f, 0.96f, 1);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    if (m_instancesDirty)
        uploadInstances();
    if (m_heatDirty)
        uploadHeat();
    glEnable(GL_DEPTH_TEST);
    glDisable(GL_BLEND);
    glEnable(GL_CULL_FACE);
    const QMatrix4x4 mvp = m_camera.projection(float(width()) / std::max(1, height())) * m_camera.view();
    drawBoxes(m_opaqueVao, m_opaqueCount, mvp);
    // Translucent things over the solid ones: keep-out areas, then the heat slice.
    glEnable(GL_BLEND);
    glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
    glDepthMask(GL_FALSE);
    drawBoxes(m_translucentVao, m_translucentCount, mvp);
    if (m_heat && m_heatTexture) {
        glDisable(GL_CULL_FACE);
        glUseProgram(m_sliceProgram);
        glUniformMatrix4fv(glGetUniformLocation(m_sliceProgram, "uMvp"), 1, GL_FALSE, mvp.constData());
        glUniform2f(glGetUniformLocation(m_sliceProgram, "uExtent"), float(m_heat->nx * m_heat->cellM), float(m_heat->ny * m_heat->cellM));
        glUniform2f(glGetUniformLocation(m_sliceProgram, "uOrigin"), float(m_heat->originXM), float(m_heat->originYM));
        glUniform1f(glGetUniformLocation(m_sliceProgram, "uHeight"), kInletHeightM);
        glActiveTexture(GL_TEXTURE0);
        glBindTexture(GL_TEXTURE_2D, m_heatTexture);
        glUniform1i(glGetUniformLocation(m_sliceProgram, "uField"), 0);
        glBindVertexArray(m_sliceVao);
        glDrawArrays(GL_TRIANGLES, 0, 6);
    }
    glDepthMask(GL_TRUE);
    glBindVertexArray(0);
}

void HallView3D::renderFrameNow()
{
    makeCurrent();
    paintGL();
    glFinish();
    doneCurrent();
}

void HallView3D::mousePressEvent(QMouseEvent *event)
{
    m_pressAt = m_lastMouse = event->position().toPoint();
    m_dragged = false;
    m_flight.stop();
}

void HallView3D::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint at = event->position().toPoint();
    const QPoint d = at - m_lastMouse;
    m_lastMouse = at;
    if ((at - m_pressAt).manhattanLength() > 3)
        m_dragged = true;
    if (event->buttons() & Qt::RightButton || (event->buttons() & Qt::LeftButton && event->modifiers() & Qt::ShiftModifier))
        m_camera.pan(float(d.x()) / std::max(1, height()), float(d.y()) / std::max(1, height()));
    else if (event->buttons() & Qt::LeftButton)
        m_camera.orbit(-d.x() * 0.4f, d.y() * 0.3f);
    else
        return;
    update();
}

void HallView3D::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && !m_dragged)
        emit rackClicked(rackAt(event->position().toPoint()));
}

void HallView3D::wheelEvent(QWheelEvent *event)
{
    m_camera.zoom(std::pow(0.999f, float(event->angleDelta().y())));
    update();
}

void HallView3D::keyPressEvent(QKeyEvent *event)
{
    // A step is a floor tile, or a tenth of the view when far out.
    const float step = std::max(0.6f, m_camera.distanceM / 10);
    switch (event->key()) {
    case Qt::Key_W:
    case Qt::Key_Up:
        m_camera.walk(step, 0);
        break;
    case Qt::Key_S:
    case Qt::Key_Down:
        m_camera.walk(-step, 0);
        break;
    case Qt::Key_A:
    case Qt::Key_Left:
        m_camera.walk(0, -step);
        break;
    case Qt::Key_D:
    case Qt::Key_Right:
        m_camera.walk(0, step);
        break;
    case Qt::Key_Q:
        m_camera.orbit(10, 0);
        break;
    case Qt::Key_E:
        m_camera.orbit(-10, 0);
        break;
    case Qt::Key_Home:
        frameHall();
        break;
    default:
        QOpenGLWidget::keyPressEvent(event);
        return;
    }
    update();
}

} // namespace railyard

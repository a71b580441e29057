#pragma once

#include "commands/editor.h"
#include "commands/fieldchecks.h"
#include "kindeditor.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QVBoxLayout>
#include <functional>
#include <map>

namespace railyard {

// A value a choice field offers: the text shown and the value applied (an id, a token).
struct Choice {
    QString text;
    QString value;
};

// One editable field of an entity of type T.
template <class T>
struct FieldSpec {
    QString key;   // stable: "name", "capacity"
    QString label; // as shown
    uint32_t mask; // the entity's Field bits it changes
    std::function<QString(const T &)> read;
    // Sets the field from a value; the reason when the text is no value of the field.
    std::function<QString(T &, const QString &)> write;
    // Non-empty for a choice field: what can be chosen, in the design as it is now.
    std::function<std::vector<Choice>(const Document &, const T &)> choices = {};
    // Consecutive edits of a number merge into one undo step (a value tried, then another).
    bool merge = false;
};

// A read-only computed figure of an entity.
template <class T>
struct FigureSpec {
    QString key;
    QString label;
    std::function<QString(const Document &, const Engine &, const T &)> value;
};

// Common number text for fields: as many digits as the value has, no exponent for sizes met in
// a design.
QString numberText(double v);
// Reads a number into `to`, scaled by `scale` (kW typed, W stored); the reason when it is none.
QString readNumber(const QString &text, double &to, double scale = 1);
QString readCount(const QString &text, int &to);

// The inspector page of one kind, driven by its fields and figures: each commit is checked by
// the model's checkEdit() and, when accepted, is one Editor::update (docs/GUI.md).
template <class T>
class EntityEditor : public KindEditor {
public:
    using Title = std::function<QString(const T &)>;
    EntityEditor(Document &doc, const Engine &engine, EntityKind kind, Title title, std::vector<FieldSpec<T>> fields,
                 std::vector<FigureSpec<T>> figures, QWidget *parent = nullptr);

    EntityKind kind() const override { return m_kind; }
    bool showObject(uint32_t id) override;
    // A field that loses its focus while the window closes commits no edit to a page half gone.
    ~EntityEditor() override
    {
        for (const auto &[key, w] : m_widgets)
            QObject::disconnect(w, nullptr, this, nullptr);
    }
    uint32_t object() const override { return m_id.value; }
    bool apply(const QString &key, const QString &value) override;
    QWidget *field(const QString &key) const override;
    QString error() const override { return m_error->text(); }
    QString figure(const QString &key) const override;
    // Replaces the plain Editor::update of an accepted edit, for a kind whose change carries
    // others along (a busway's feed moves its tap-offs): the entity after, its changed fields
    // the step's text and its merge key.
    using Commit = std::function<EditResult(const T &, uint32_t, const QString &, int)>;
    void setCommit(Commit commit) { m_commit = std::move(commit); }

protected:
    // A page hidden behind another dock follows the design when it comes to the front.
    void showEvent(QShowEvent *event) override
    {
        refresh();
        KindEditor::showEvent(event);
    }

private:
    const FieldSpec<T> *spec(const QString &key) const;
    void refresh();

    Document &m_doc;
    const Engine &m_engine;
    EntityKind m_kind;
    Title m_title;
    std::vector<FieldSpec<T>> m_fields;
    std::vector<FigureSpec<T>> m_figureSpecs;
    decltype(T::id) m_id;
    QLabel *m_heading, *m_error;
    std::map<QString, QWidget *> m_widgets;
    std::map<QString, QLabel *> m_figures;
    Commit m_commit;
};

template <class T>
EntityEditor<T>::EntityEditor(Document &doc, const Engine &engine, EntityKind kind, Title title, std::vector<FieldSpec<T>> fields,
                              std::vector<FigureSpec<T>> figures, QWidget *parent)
    : KindEditor(parent), m_doc(doc), m_engine(engine), m_kind(kind), m_title(std::move(title)), m_fields(std::move(fields)),
      m_figureSpecs(std::move(figures)), m_heading(new QLabel(this)), m_error(new QLabel(this))
{
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    m_heading->setWordWrap(true);
    m_error->setWordWrap(true);
    m_error->setObjectName(QStringLiteral("inspectorError"));
    m_error->setStyleSheet(QStringLiteral("color: #c62828"));
    auto *form = new QFormLayout;
    for (const FieldSpec<T> &f : m_fields) {
        const QString key = f.key;
        QWidget *w = nullptr;
        if (f.choices) {
            auto *box = new QComboBox(this);
            // Long part names are elided rather than widen the dock.
            box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
            box->setMinimumContentsLength(12);
            QObject::connect(box, &QComboBox::activated, this, [this, box, key] { apply(key, box->currentData().toString()); });
            w = box;
        } else {
            auto *line = new QLineEdit(this);
            QObject::connect(line, &QLineEdit::editingFinished, this, [this, line, key] {
                // Leaving a field unchanged is no edit (and no refusal of a value already there).
                if (const T *e = m_doc.table<T>().find(m_id); e && spec(key)->read(*e) != line->text())
                    apply(key, line->text());
            });
            w = line;
        }
        w->setObjectName(key);
        form->addRow(f.label, w);
        m_widgets.emplace(key, w);
    }
    auto *figureForm = new QFormLayout;
    for (const FigureSpec<T> &f : m_figureSpecs) {
        auto *value = new QLabel(this);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        value->setWordWrap(true);
        figureForm->addRow(f.label, value);
        m_figures.emplace(f.key, value);
    }
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_heading);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addLayout(figureForm);
    layout->addStretch();
    QObject::connect(&engine, &Engine::updated, this, [this] {
        if (isVisible())
            refresh();
    });
}

template <class T>
const FieldSpec<T> *EntityEditor<T>::spec(const QString &key) const
{
    for (const FieldSpec<T> &f : m_fields)
        if (f.key == key)
            return &f;
    return nullptr;
}

template <class T>
bool EntityEditor<T>::showObject(uint32_t id)
{
    m_id = decltype(T::id)(id);
    m_error->clear();
    refresh();
    return m_doc.table<T>().contains(m_id);
}

template <class T>
QWidget *EntityEditor<T>::field(const QString &key) const
{
    const auto it = m_widgets.find(key);
    return it == m_widgets.end() ? nullptr : it->second;
}

template <class T>
QString EntityEditor<T>::figure(const QString &key) const
{
    const auto it = m_figures.find(key);
    return it == m_figures.end() ? QString() : it->second->text();
}

template <class T>
void EntityEditor<T>::refresh()
{
    const T *e = m_doc.table<T>().find(m_id);
    setEnabled(e);
    if (!e) {
        m_heading->setText(tr("The object no longer exists."));
        return;
    }
    m_heading->setText(m_title(*e));
    for (const FieldSpec<T> &f : m_fields) {
        QWidget *w = m_widgets.at(f.key);
        const QString value = f.read(*e);
        if (auto *box = qobject_cast<QComboBox *>(w)) {
            const QSignalBlocker block(box);
            box->clear();
            for (const Choice &c : f.choices(m_doc, *e))
                box->addItem(c.text, c.value);
            box->setCurrentIndex(box->findData(value));
        } else if (auto *line = qobject_cast<QLineEdit *>(w); !line->hasFocus() || line->text() != value) {
            const QSignalBlocker block(line);
            line->setText(value);
            line->setCursorPosition(0); // a long label reads from its start
        }
    }
    for (const FigureSpec<T> &f : m_figureSpecs)
        m_figures.at(f.key)->setText(f.value(m_doc, m_engine, *e));
}

template <class T>
bool EntityEditor<T>::apply(const QString &key, const QString &value)
{
    const FieldSpec<T> *f = spec(key);
    const T *before = m_doc.table<T>().find(m_id);
    if (!f || !before)
        return false;
    T after = *before;
    const QString unreadable = f->write(after, value);
    // Keys of merging fields are told apart by the field's place in the page.
    const int mergeKey = f->merge ? 0x1a50 + int(f - m_fields.data()) : 0;
    const QString text = tr("Set %1 of %2").arg(f->label.toLower(), m_title(*before));
    // The Editor checks the whole entity (checkEdit) and refuses with its reason.
    const EditResult done = !unreadable.isEmpty() ? EditResult::refused(unreadable)
                             : m_commit             ? m_commit(after, f->mask, text, mergeKey)
                                                    : Editor(m_doc).update(after, f->mask, text, mergeKey);
    if (done.wasRefused())
        m_error->setText(done.refusal());
    else
        m_error->clear();
    refresh(); // the fields show the design's values (again, when refused)
    return !done.wasRefused();
}

} // namespace railyard

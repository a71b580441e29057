#include "findbar.h"

#include "common/kindnames.h"

#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace railyard {

namespace {
// More results than a list is read for; the count says how many there are.
constexpr int kMaxResults = 500;
constexpr int kTypingPauseMs = 120;

QString kindText(const FindHit &hit)
{
    if (hit.problem >= 0)
        return FindBar::tr("Problem");
    return KindNames::name(hit.object.kind);
}
} // namespace

FindBar::FindBar(const Document &doc, const LiveRuleChecker &checker, QWidget *parent)
    : QWidget(parent), m_doc(doc), m_checker(checker), m_input(new QLineEdit(this)), m_count(new QLabel(this)),
      m_results(new QListWidget(this)), m_typing(new QTimer(this))
{
    m_input->setPlaceholderText(tr("Find a rack, device, device:port, cable label, any named object or a problem"));
    m_input->setClearButtonEnabled(true);
    m_input->setObjectName(QStringLiteral("findInput"));
    m_results->setObjectName(QStringLiteral("findResults"));
    m_count->setWordWrap(true);
    m_results->setUniformItemSizes(true); // long lists lay out in constant time
    m_typing->setSingleShot(true);
    m_typing->setInterval(kTypingPauseMs);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_input);
    layout->addWidget(m_count);
    layout->addWidget(m_results, 1);
    connect(m_input, &QLineEdit::textChanged, m_typing, qOverload<>(&QTimer::start));
    connect(m_typing, &QTimer::timeout, this, &FindBar::search);
    connect(m_input, &QLineEdit::returnPressed, this, [this] {
        search();
        activate(m_results->currentRow() >= 0 ? m_results->currentRow() : 0);
    });
    connect(m_results, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) { activate(m_results->row(item)); });
    connect(&doc, &Document::changed, this, [this] { m_stale = true; });
    connect(&checker, &LiveRuleChecker::problemsChanged, this, [this] { m_stale = true; });
    // Down from the box walks the results.
    m_input->installEventFilter(this);
}

void FindBar::focusInput()
{
    m_input->setFocus(Qt::ShortcutFocusReason);
    m_input->selectAll();
}

void FindBar::search()
{
    m_typing->stop();
    if (m_stale) {
        m_index.rebuild(m_doc, m_checker.problems());
        m_stale = false;
    }
    int total = 0;
    m_hits = m_index.search(m_input->text(), kMaxResults, &total);
    m_results->clear();
    for (const FindHit &hit : m_hits)
        m_results->addItem(kindText(hit) + QStringLiteral("  ") + hit.text);
    if (!m_hits.empty())
        m_results->setCurrentRow(0);
    if (m_input->text().trimmed().isEmpty())
        m_count->clear();
    else if (total > int(m_hits.size()))
        m_count->setText(tr("%1 of %2 matches shown; type more to narrow").arg(m_hits.size()).arg(total));
    else
        m_count->setText(tr("%n match(es)", nullptr, total));
}

bool FindBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_input && event->type() == QEvent::KeyPress && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Down
        && m_results->count() > 0) {
        m_results->setFocus();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void FindBar::activate(int row)
{
    if (row >= 0 && row < int(m_hits.size()))
        emit activated(m_hits[size_t(row)]);
}

} // namespace railyard

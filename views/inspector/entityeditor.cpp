#include "entityeditor.h"

namespace railyard {

QString numberText(double v)
{
    return QString::number(v, 'g', 12);
}

QString readNumber(const QString &text, double &to, double scale)
{
    const std::optional<double> v = parseNumber(text);
    if (!v)
        return KindEditor::tr("\"%1\" is not a number.").arg(text);
    to = *v * scale;
    return {};
}

QString readCount(const QString &text, int &to)
{
    bool ok = false;
    const int v = text.trimmed().toInt(&ok);
    if (!ok)
        return KindEditor::tr("\"%1\" is not a whole number.").arg(text);
    to = v;
    return {};
}

} // namespace railyard

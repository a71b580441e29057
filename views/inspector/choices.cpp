#include "choices.h"

namespace railyard {

std::vector<Choice> partChoices(const Document &doc, PartCategory category)
{
    std::vector<Choice> out;
    for (const Part *p : doc.catalog().parts(category))
        out.push_back({p->model.isEmpty() ? p->partNumber : p->model, QString::number(p->id.value)});
    return out;
}

QString kwText(int64_t milliwatts)
{
    return trctx::Inspector::tr("%1 kW").arg(double(milliwatts) / 1e6, 0, 'f', 1);
}

QString loadText(double usedW, double limitW)
{
    if (limitW <= 0)
        return trctx::Inspector::tr("%1 kW (no limit known)").arg(usedW / 1000, 0, 'f', 1);
    return trctx::Inspector::tr("%1 of %2 kW (%3 %)")
        .arg(usedW / 1000, 0, 'f', 1)
        .arg(limitW / 1000, 0, 'f', 1)
        .arg(std::lround(100 * usedW / limitW));
}

} // namespace railyard

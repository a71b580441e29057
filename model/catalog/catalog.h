#pragma once

#include "part.h"

#include <QHash>
#include <vector>

namespace railyard {

// The parts a design may use, with their figures, prices and sources. Each document carries
// its own catalog (saved in the file) so a design reproduces exactly later, whatever the
// bundled catalog becomes.
class Catalog {
public:
    // Adds a part, assigning the next PartId. Fails if the part number is already present.
    PartId add(Part part);
    // Restores a part with its saved id (loading a file).
    bool restore(Part part);

    const Part *find(PartId id) const;
    const Part *find(const QString &partNumber) const;
    const Part &at(PartId id) const;
    bool contains(PartId id) const { return find(id) != nullptr; }

    int size() const { return int(m_byNumber.size()); }
    // Parts in id order.
    std::vector<const Part *> parts() const;
    std::vector<const Part *> parts(PartCategory category) const;
    // The largest capacity among the parts of a category (0: none): the largest feed a
    // switchgear lineup supplies, the most heat a cooling plant rejects.
    double largestCapacityW(PartCategory category) const;

    bool operator==(const Catalog &other) const;

private:
    std::vector<std::optional<Part>> m_parts; // index = PartId value
    QHash<QString, PartId> m_byNumber;
};

} // namespace railyard

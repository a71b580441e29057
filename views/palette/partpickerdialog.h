#pragma once

#include "document/document.h"

#include <QDialog>
#include <functional>

namespace railyard {

class CatalogPalette;

// Picks one catalog part with the palette's search (Insert > Device): parts `accept` takes are
// listed; double-click or OK picks the current one.
class PartPickerDialog : public QDialog {
    Q_OBJECT
public:
    PartPickerDialog(const Document &doc, const QString &title, std::function<bool(const Part &)> accept, QWidget *parent = nullptr);
    CatalogPalette *palette() const { return m_palette; }
    PartId part() const;

private:
    CatalogPalette *m_palette;
};

} // namespace railyard

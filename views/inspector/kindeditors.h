#pragma once

#include "kindeditor.h"

namespace railyard {

// The inspector's page of each kind, one file each (the rack's is views/inspector.h).
KindEditor *makeHallEditor(Document &doc, const Engine &engine, QWidget *parent);
KindEditor *makeRowEditor(Document &doc, const Engine &engine, QWidget *parent);
KindEditor *makeDeviceEditor(Document &doc, const Engine &engine, QWidget *parent);
KindEditor *makePortEditor(Document &doc, const Engine &engine, QWidget *parent);
KindEditor *makeCableEditor(Document &doc, const Engine &engine, QWidget *parent);
KindEditor *makeFeedEditor(Document &doc, const Engine &engine, QWidget *parent);
KindEditor *makePduEditor(Document &doc, const Engine &engine, QWidget *parent);
KindEditor *makeLoopEditor(Document &doc, const Engine &engine, QWidget *parent);
KindEditor *makeNetworkEditor(Document &doc, const Engine &engine, QWidget *parent);
KindEditor *makeColumnEditor(Document &doc, const Engine &engine, QWidget *parent);
KindEditor *makeKeepOutEditor(Document &doc, const Engine &engine, QWidget *parent);
KindEditor *makeBuswayEditor(Document &doc, const Engine &engine, QWidget *parent);
KindEditor *makeCduEditor(Document &doc, const Engine &engine, QWidget *parent);

} // namespace railyard

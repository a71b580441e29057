// Precompiled for the views, the render library, the GUI and the widget tests: the model's
// headers plus the widgets nearly every view file uses. Each file still includes what it uses
// (a build with -DRAILYARD_PCH=OFF compiles the same).
#pragma once

#include "modelpch.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <QWidget>

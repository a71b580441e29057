#!/usr/bin/env python3
"""Fills German translations into translations/railyard_de.ts for the strings listed here.

Run after `cmake --build build --target update_translations` has added new source strings;
strings not listed stay unfinished (Qt then shows the English source).
"""
import html
import re
import sys

DE = {
    # multi-plane compute fabrics
    "Compute fabric, all %1 planes": "Rechennetz, alle %1 Ebenen", "Plane %1": "Ebene %1",
    "Plane (0: not a plane of a multi-plane fabric)": "Ebene (0: keine Ebene eines mehrlagigen Netzes)",
    "Compute fabric plane %1": "Rechennetz Ebene %1",
    # rack-scale systems: palette categories
    "NVLink switch trays": "NVLink-Switch-Einschübe", "Power shelves": "Stromversorgungs-Shelves",
    "Adapters (NICs, DPUs)": "Adapter (NICs, DPUs)", "Rack-scale systems": "Rack-Scale-Systeme",
    # laying out by hand: menus and docks
    "&Insert": "&Einfügen", "&Help": "&Hilfe", "&Layers": "&Ebenen", "&Docks": "&Docks",
    "P&ower": "&Strom", "&Cooling": "&Kühlung", "Power": "Strom", "Cooling": "Kühlung",
    "Catalog": "Katalog", "Find": "Suchen", "&Find…": "&Suchen…", "Find in Plan": "Im Plan zeigen",
    "Inspect": "Untersuchen", "Delete": "Löschen", "&About Railyard": "Ü&ber Railyard",
    "About Railyard": "Über Railyard", "&Documentation": "&Dokumentation", "Documentation": "Dokumentation",
    "&Keyboard Shortcuts…": "&Tastenkürzel…", "&Connect…": "&Verbinden…", "&Copy Racks": "Racks &kopieren",
    "&Paste Racks": "Racks &einfügen", "&Delete Cables": "Kabel &löschen", "Re-plug Cable &End…": "Kabel&ende umstecken…",
    "&Wire Like Neighbours": "Wie die &Nachbarn verkabeln", "&Rack": "&Rack", "R&ow…": "&Reihe…",
    "&Hall…": "&Halle…", "&Feed…": "&Einspeisung…", "Cooling &Loop…": "Kühl&kreislauf…",
    "&Device in Selected Rack…": "&Gerät in ausgewähltes Rack…", "Cable &Trays": "Kabel&trassen",
    "&Problem Cables": "&Problemkabel", "Insert device": "Gerät einfügen", "Insert row": "Reihe einfügen",
    # main window
    "Racks": "Racks", "Devices": "Geräte", "Totals": "Summen", "Problems": "Probleme",
    "&File": "&Datei", "&New": "&Neu", "&Open…": "Ö&ffnen…", "Open &Recent": "&Zuletzt geöffnet",
    "&Save": "&Speichern", "Save &As…": "Speichern &unter…", "&Quit": "&Beenden", "&Edit": "&Bearbeiten",
    "&Undo": "&Rückgängig", "&Redo": "&Wiederholen", "File": "Datei", "Untitled": "Unbenannt",
    "%1[*] — Railyard": "%1[*] — Railyard", "Cannot open design": "Design kann nicht geöffnet werden",
    "Open design": "Design öffnen", "Railyard designs (*.railyard);;All files (*)": "Railyard-Designs (*.railyard);;Alle Dateien (*)",
    "Cannot save design": "Design kann nicht gespeichert werden", "Saved %1": "%1 gespeichert",
    "Save design as": "Design speichern unter", "Railyard designs (*.railyard)": "Railyard-Designs (*.railyard)",
    "Unsaved changes": "Ungespeicherte Änderungen",
    "The design has unsaved changes. Save them first?": "Das Design hat ungespeicherte Änderungen. Zuerst speichern?",
    # tables
    "Device": "Gerät", "Rack": "Rack", "U": "HE", "Part": "Teil", "Category": "Kategorie", "Network": "Netz",
    "Ports": "Ports", "Max power (kW)": "Max. Leistung (kW)", "Row": "Reihe", "Type": "Typ", "X (m)": "X (m)",
    "Y (m)": "Y (m)", "Rotation (°)": "Drehung (°)", "IT max (kW)": "IT max. (kW)", "To liquid (kW)": "In Flüssigkeit (kW)",
    "To air (kW)": "In Luft (kW)", "Floor (kg/m²)": "Boden (kg/m²)", "Rename rack %1 to %2": "Rack %1 in %2 umbenennen",
    "Rotate rack %1": "Rack %1 drehen", "Rename device %1 to %2": "Gerät %1 in %2 umbenennen",
    "Move device %1 to U%2": "Gerät %1 auf HE %2 setzen",
    # totals panel
    "GPUs": "GPUs", "IT load (max)": "IT-Last (max.)", "%1 (typical %2)": "%1 (typisch %2)",
    "Facility load": "Gesamtlast", "%1 of %2 utility": "%1 von %2 Netzanschluss", "Heat to liquid": "Wärme in Flüssigkeit",
    "Heat to air": "Wärme in Luft", "%1 of %2 air cooling": "%1 von %2 Luftkühlung", "CDUs (N+1)": "CDUs (N+1)",
    "%1 required, %2 installed": "%1 erforderlich, %2 installiert", "Floor load (worst rack)": "Bodenlast (höchste)",
    "%1 kg/m² of %2": "%1 kg/m² von %2", "Cables": "Kabel", "%1 (%2 m routed)": "%1 (%2 m verlegt)",
    "Cables over reach": "Kabel über Reichweite", "Transceivers": "Transceiver", "%1 modules, %2": "%1 Module, %2",
    # cabling
    "&Import Cable List…": "Kabelliste &importieren…", "&Export": "&Exportieren", "&Cable List (CSV)…": "&Kabelliste (CSV)…",
    "&Pull Sheet (PDF, XLSX or CSV)…": "&Zugliste (PDF, XLSX oder CSV)…", "&Label Sheets (PDF)…": "&Etikettenbögen (PDF)…",
    "&NetBox CSVs…": "&NetBox-CSVs…", "Cable &Labels…": "Kabel&etiketten…", "Import cable list": "Kabelliste importieren",
    "Cannot import the cable list": "Kabelliste kann nicht importiert werden", "Nothing was changed.": "Es wurde nichts geändert.",
    "Folder for the NetBox CSVs": "Ordner für die NetBox-CSVs", "Export pull sheet": "Zugliste exportieren",
    "PDF (*.pdf);;Excel workbook (*.xlsx);;CSV (*.csv)": "PDF (*.pdf);;Excel-Arbeitsmappe (*.xlsx);;CSV (*.csv)",
    "Export label sheets": "Etikettenbögen exportieren", "PDF (*.pdf)": "PDF (*.pdf)", "Export cable list": "Kabelliste exportieren",
    "Cannot export": "Export nicht möglich", "Cable labels": "Kabeletiketten",
    # as-built verification
    "As-built": "Ist-Zustand", "Finding": "Befund", "Found": "Vorgefunden", "Planned": "Geplant", "Read at": "Gelesen in",
    "ibnetdiscover…": "ibnetdiscover…", "LLDP…": "LLDP…", "Links CSV…": "Verbindungs-CSV…", "Name map…": "Namenszuordnung…",
    "Export fix list…": "Korrekturliste exportieren…", "Name map": "Namenszuordnung", "CSV files (*.csv)": "CSV-Dateien (*.csv)",
    "Export fix list": "Korrekturliste exportieren", "PDF (*.pdf);;CSV (*.csv)": "PDF (*.pdf);;CSV (*.csv)",
    "ibnetdiscover output": "ibnetdiscover-Ausgabe", "Topology files (*.topo *.txt);;All files (*)": "Topologiedateien (*.topo *.txt);;Alle Dateien (*)",
    "Folder of lldpcli JSON files, one per device": "Ordner mit lldpcli-JSON-Dateien, eine pro Gerät", "Links CSV": "Verbindungs-CSV",
    "Cannot read the as-built fabric": "Ist-Zustand des Netzes nicht lesbar", "Cannot read the name map": "Namenszuordnung nicht lesbar",
    "Cannot export the fix list": "Korrekturliste kann nicht exportiert werden",
    "Load what the fabric reports to compare it with the plan.": "Laden Sie, was das Netz meldet, um es mit dem Plan zu vergleichen.",
    "<b style='color:#2e7d32'>%1: as planned</b> — %2 of %3 links": "<b style='color:#2e7d32'>%1: wie geplant</b> — %2 von %3 Verbindungen",
    # problems
    "Cancel": "Abbrechen", "Check again": "Erneut prüfen",
    "Checking wiring and floor placement across the design…": "Verkabelung und Aufstellung im ganzen Design werden geprüft…",
    "<span style='color:#ef6c00'>Wiring and floor-placement check cancelled: those results may be out of date.</span>":
        "<span style='color:#ef6c00'>Prüfung von Verkabelung und Aufstellung abgebrochen: diese Ergebnisse sind eventuell veraltet.</span>",
    "Wiring and floor placement checked.": "Verkabelung und Aufstellung geprüft.",
    "Waived: %1": "Akzeptiert: %1", "waived": "akzeptiert", "Severity": "Schwere", "Rule": "Regel", "Objects": "Objekte",
    "Problem": "Problem", "Fix": "Abhilfe", "Filter problems": "Probleme filtern", "Waive…": "Akzeptieren…",
    "Waive problem": "Problem akzeptieren", "Why is this acceptable?": "Warum ist das vertretbar?",
    "<b style='color:#2e7d32'>No errors</b>": "<b style='color:#2e7d32'>Keine Fehler</b>",
    # workspace: tabs, docks, menus
    "Floor plan": "Grundriss", "Dashboard": "Übersicht", "Fabric": "Fabric", "Cables": "Kabel", "Quote": "Angebot",
    "Rack elevation": "Rackansicht", "History": "Verlauf", "Inspector": "Eigenschaften", "Opened design": "Geöffnetes Design",
    "New from &Wizard…": "Neu mit &Assistent…", "&Preferences…": "&Einstellungen…", "Preferences": "Einstellungen",
    "Display units": "Anzeigeeinheiten", "Heat": "Wärme", "Metric (m, kg, kg/m²)": "Metrisch (m, kg, kg/m²)",
    "Imperial (ft, lb, lb/ft²)": "Angloamerikanisch (ft, lb, lb/ft²)", "Filter rows (any column)": "Zeilen filtern (alle Spalten)",
    "Cannot create design": "Design kann nicht erstellt werden",
    # floor plan
    "Color by": "Färben nach", "Snap to 600 mm tiles": "Am 600-mm-Raster ausrichten", "Fit": "Einpassen", "Export…": "Exportieren…",
    "rule problem": "Regelproblem", "Export floor plan": "Grundriss exportieren", "Export failed": "Export fehlgeschlagen",
    "Power vs rack limit": "Leistung zur Rackgrenze", "Heat vs rack cooling": "Wärme zur Rackkühlung",
    "Floor load vs rating": "Bodenlast zur Tragfähigkeit", "Cooling type": "Kühlart", "Network role": "Netzrolle",
    "below 70 % of the limit": "unter 70 % der Grenze", "70–100 %": "70–100 %", "over the limit": "über der Grenze",
    "no limit known": "keine Grenze bekannt", "Air": "Luft", "Rear-door heat exchanger": "Rücktür-Wärmetauscher",
    "Direct liquid cooling": "Direkte Flüssigkühlung", "Unknown": "Unbekannt", "GPU compute": "GPU-Rechenknoten",
    "Compute fabric switches": "Switches der Rechen-Fabric", "Storage": "Speicher", "Management and other": "Management und anderes",
    "Empty": "Leer",
    # elevation and inspector
    "Power": "Leistung", "Floor load": "Bodenlast", "Rack units": "Höheneinheiten", "no limit": "keine Grenze",
    "Select a rack on the floor plan or in the racks table to see its elevation.":
        "Wählen Sie ein Rack im Grundriss oder in der Racktabelle, um seine Ansicht zu sehen.",
    "Name": "Name", "Front faces": "Front zeigt nach", "Rack type": "Racktyp", "Cooling loop": "Kühlkreis",
    "none (air)": "keiner (Luft)", "IT load (peak)": "IT-Last (Spitze)", "Heat to liquid / air": "Wärme in Flüssigkeit / Luft",
    "Weight": "Gewicht", "Nothing selected. Click a rack on the floor plan.": "Nichts ausgewählt. Klicken Sie ein Rack im Grundriss an.",
    "A rack needs a name.": "Ein Rack braucht einen Namen.",
    # dashboard
    "Power against the utility feed": "Leistung zum Netzanschluss", "IT power by category (peak)": "IT-Leistung nach Kategorie (Spitze)",
    "Heat against cooling capacity": "Wärme zur Kühlleistung", "CDU loading per loop": "CDU-Auslastung je Kreis",
    "Cables by medium": "Kabel nach Medium", "Cable stock lengths": "Kabel-Lagerlängen", "Transceivers by type": "Transceiver nach Typ",
    "Transceiver power by type": "Transceiver-Leistung nach Typ", "IT typ.": "IT typ.", "IT peak": "IT Spitze", "Facility": "Gesamt",
    "Feed": "Anschluss", "To liquid": "In Flüssigkeit", "To air": "In Luft", "Capacity": "Kapazität",
    "Usable CDU capacity (N+1)": "Nutzbare CDU-Kapazität (N+1)", "Modules": "Module", "Peak power": "Spitzenleistung",
    "GPU servers": "GPU-Server", "Switches": "Switches", "Optics": "Optik", "Mgmt": "Mgmt", "Other": "Sonstiges",
    # quote
    "Price book": "Preisliste", "Variants": "Varianten", "Customer and terms": "Kunde und Konditionen", "Customer": "Kunde",
    "Project": "Projekt", "Currency": "Währung", "Valid for": "Gültig für", "Installation per cable": "Installation je Kabel",
    "Installation per rack": "Installation je Rack", "Installation per node": "Installation je Knoten", "Shipping": "Versand",
    "Margin": "Marge", "Tax": "Steuer", "Hardware (spares included)": "Hardware (inkl. Ersatzteile)",
    "of which spares": "davon Ersatzteile", "Services": "Dienstleistungen", "Total": "Summe", "Valid until": "Gültig bis",
    "Cost per GPU-hour": "Kosten je GPU-Stunde", "Break-even utilization vs renting": "Break-even-Auslastung gegenüber Miete",
    "Export BOM…": "Stückliste exportieren…", "Export Quote PDF…": "Angebot als PDF exportieren…",
    "Discounts and spares by category": "Rabatte und Ersatzteile nach Kategorie", "Import CSV…": "CSV importieren…",
    "Export CSV…": "CSV exportieren…", "TCO assumptions": "TCO-Annahmen", "Keep Current as Variant…": "Aktuelles als Variante behalten…",
    "Add from File…": "Aus Datei hinzufügen…", "Make Current": "Zum aktuellen machen", "Remove": "Entfernen",
    "Rename Current…": "Aktuelles umbenennen…",
    # wizard
    "New Design": "Neues Design", "What to build": "Was gebaut wird", "Predicted": "Vorhersage", "Preview": "Vorschau",
    "Create Design": "Design erstellen", "Size by": "Größe nach", "GPU count": "GPU-Anzahl",
    "Facility power envelope": "Leistungsrahmen der Anlage", "GPU node": "GPU-Knoten", "Compute switch": "Rechen-Switch",
    "Leaf oversubscription": "Leaf-Überbuchung", "Cooling": "Kühlung", "Nodes per rack": "Knoten je Rack",
    "Free node slots per SU": "Freie Knotenplätze je SU", "PUE": "PUE", "GPU nodes": "GPU-Knoten", "Transceivers": "Transceiver",
    "IT load, peak (MW)": "IT-Last, Spitze (MW)", "Facility load (MW)": "Gesamtlast (MW)", "Capex with spares (USD)": "Investition mit Ersatzteilen (USD)",
    "Recover unsaved work": "Ungespeicherte Arbeit wiederherstellen", "Cannot recover": "Wiederherstellung nicht möglich",
    # workspace, second part
    "unrouted": "nicht verlegt", "%1 of %2 %3 (%4 %)": "%1 von %2 %3 (%4 %)", "Capex (million USD)": "Investition (Mio. USD)",
    "Facility power (MW)": "Gesamtleistung (MW)", "Optics (modules)": "Optik (Module)", "Optics power (kW)": "Optik-Leistung (kW)",
    "Cost per GPU (thousand USD)": "Kosten je GPU (Tsd. USD)", "Cost per GPU-hour (USD)": "Kosten je GPU-Stunde (USD)",
    "Break-even utilization (%)": "Break-even-Auslastung (%)", "Current design": "Aktuelles Design",
    "A variant needs a name.": "Eine Variante braucht einen Namen.",
    "A variant named '%1' exists already; choose another name.": "Eine Variante namens „%1“ gibt es schon; wählen Sie einen anderen Namen.",
    "There is no stored variant named '%1'.": "Es gibt keine gespeicherte Variante namens „%1“.", "variant '%1'": "Variante „%1“",
    "Railyard: design AI datacenters.": "Railyard: KI-Rechenzentren planen.", "Design to open (.railyard).": "Zu öffnendes Design (.railyard).",
    "Render each main view to DIR/<view>.png and quit.": "Jede Hauptansicht nach DIR/<Ansicht>.png zeichnen und beenden.",
    "Railyard cannot start": "Railyard kann nicht starten", "cannot write %1": "%1 kann nicht geschrieben werden",
    "Railyard did not close cleanly. Unsaved edits of %1 from %2 were kept. Recover them?":
        "Railyard wurde nicht sauber beendet. Ungespeicherte Änderungen an %1 vom %2 wurden aufbewahrt. Wiederherstellen?",
    "an untitled design": "einem unbenannten Design", "Label": "Beschriftung", "End A": "Ende A", "End B": "Ende B", "Medium": "Medium",
    "Routed (m)": "Verlegt (m)", "Stock (m)": "Lagerlänge (m)", "Reach": "Reichweite", "over reach": "über Reichweite", "ok": "ok",
    "not routed": "nicht verlegt", "Label cable %1": "Kabel %1 beschriften", "kW": "kW", "cables": "Kabel", "%1 m": "%1 m",
    "modules": "Module", "Quote: not every part has a price yet (see Quote › Price book).":
        "Angebot: noch nicht jedes Teil hat einen Preis (siehe Angebot › Preisliste).",
    "Quote total %1 %2 · %3 GPUs · %4 per GPU": "Angebotssumme %1 %2 · %3 GPUs · %4 je GPU",
    "%1 BTU/h": "%1 BTU/h", "%1 kW": "%1 kW", "%1 lb": "%1 lb", "%1 kg": "%1 kg", "%1 ft": "%1 ft", "%1 lb/ft²": "%1 lb/ft²",
    "%1 kg/m²": "%1 kg/m²", "Leaves": "Leaves", "Spines": "Spines", "Cores": "Cores", "%1 (%2)": "%1 (%2)", "rail %1": "Rail %1",
    "Dragged racks move by whole floor tiles; hold Shift to move freely.":
        "Gezogene Racks bewegen sich um ganze Bodenplatten; mit gedrückter Umschalttaste frei.",
    "PDF (*.pdf);;SVG (*.svg);;PNG image (*.png)": "PDF (*.pdf);;SVG (*.svg);;PNG-Bild (*.png)", " · row %1": " · Reihe %1",
    "IT load %1 kW (typical %2 kW)%3": "IT-Last %1 kW (typisch %2 kW)%3", " of %1 kW": " von %1 kW",
    "Heat %1 to liquid, %2 to air": "Wärme %1 in Flüssigkeit, %2 in Luft", "Weight %1, floor %2": "Gewicht %1, Boden %2",
    "Position %1, %2 m": "Position %1, %2 m", "%1: choose a .png, .svg or .pdf file": "%1: wählen Sie eine .png-, .svg- oder .pdf-Datei",
    "%1: the floor plan could not be written": "%1: der Grundriss konnte nicht geschrieben werden", " m": " m", "%1°": "%1°",
    "X": "X", "Y": "Y", "Rack %1": "Rack %1", "%1 / %2": "%1 / %2", "worst %1": "höchste %1",
    "Another rack is named %1; rack names must be unique (they are on every cable label).":
        "Ein anderes Rack heißt %1; Racknamen müssen eindeutig sein (sie stehen auf jedem Kabeletikett).",
    "%1 is not a position in metres.": "%1 ist keine Position in Metern.",
    "%1 m is off the floor of hall %2 (0 to %3 m).": "%1 m liegt außerhalb der Fläche von Halle %2 (0 bis %3 m).",
    "Change the type of rack %1": "Typ von Rack %1 ändern", "Change the cooling loop of rack %1": "Kühlkreis von Rack %1 ändern",
    "%1 kW IT, %2 to liquid, %3, %4 GPUs": "%1 kW IT, %2 in Flüssigkeit, %3, %4 GPUs", "BTU/h": "BTU/h",
    "A and B feeds (a PDU on each)": "A- und B-Einspeisung (je eine PDU)", " MW": " MW",
    "As the node needs (DLC for liquid-cooled nodes)": "Wie der Knoten es braucht (DLC für flüssiggekühlte Knoten)",
    "Rear-door heat exchangers": "Rücktür-Wärmetauscher", "as many as power, cooling and U allow": "so viele wie Leistung, Kühlung und HE erlauben",
    "Press Preview to size this design.": "Drücken Sie Vorschau, um dieses Design zu dimensionieren.",
    "not every part is priced": "nicht jedes Teil hat einen Preis", "Part number": "Teilenummer", "Model": "Modell",
    "Installed": "Installiert", "Catalog price (USD)": "Katalogpreis (USD)", "Book price (%1)": "Listenpreis (%1)",
    "Lead time (days)": "Lieferzeit (Tage)", "Source": "Quelle", "estimate": "Schätzung", "not installed": "nicht installiert",
    "missing": "fehlt", "Double-click a book price, lead time or source to edit it; clear a book price to use the catalog's.":
        "Doppelklicken Sie auf Preis, Lieferzeit oder Quelle, um sie zu bearbeiten; ein leerer Preis nimmt den Katalogpreis.",
    "Spares = ceil(AFR × installed × turnaround / 365 × (1 + margin)), at least the minimum.":
        "Ersatzteile = ceil(AFR × installiert × Durchlaufzeit / 365 × (1 + Zuschlag)), mindestens das Minimum.",
    "Discount (%)": "Rabatt (%)", "Annual failure rate (%)": "Jährliche Ausfallrate (%)", "Turnaround (days)": "Durchlaufzeit (Tage)",
    "Spares margin (%)": "Ersatzteilzuschlag (%)", "Minimum spares": "Mindestens Ersatzteile",
    "Price book CSV (*.csv);;All files (*)": "Preisliste als CSV (*.csv);;Alle Dateien (*)", "Import price book": "Preisliste importieren",
    "Cannot import price book": "Preisliste kann nicht importiert werden", "Export price book": "Preisliste exportieren",
    "Cannot export price book": "Preisliste kann nicht exportiert werden", " days": " Tage", " %": " %",
    "Export quote": "Angebot exportieren", "Export bill of materials": "Stückliste exportieren",
    "Excel workbook (*.xlsx);;CSV (*.csv)": "Excel-Arbeitsmappe (*.xlsx);;CSV (*.csv)", "kg/m²": "kg/m²", "%1 — %2": "%1 — %2",
    "/ %1": "/ %1", "Open the selected variant for editing; the current design is kept as a variant.":
        "Die gewählte Variante zum Bearbeiten öffnen; das aktuelle Design bleibt als Variante erhalten.",
    "Shared by every variant so the comparison is like for like; saved in the design.":
        "Für alle Varianten gleich, damit der Vergleich fair ist; im Design gespeichert.",
    "Amortization": "Abschreibung", " years": " Jahre", "Energy": "Energie", " USD/kWh": " USD/kWh", "Load factor": "Lastfaktor",
    "Maintenance": "Wartung", " %/year": " %/Jahr", "Space": "Fläche", " USD/rack-month": " USD/Rack-Monat", "Utilization": "Auslastung",
    "Rent price": "Mietpreis", " USD/GPU-hour": " USD/GPU-Stunde", "Capex (USD)": "Investition (USD)", "Cost per GPU (USD)": "Kosten je GPU (USD)",
    "Break-even utilization": "Break-even-Auslastung", "%1 (current)": "%1 (aktuell)",
    "Keep current design as variant": "Aktuelles Design als Variante behalten",
    "A snapshot of the design as it is now, kept in this file. Name:": "Ein Abbild des Designs in seinem jetzigen Stand, in dieser Datei aufbewahrt. Name:",
    "%1 copy": "%1 Kopie", "Cannot keep variant": "Variante kann nicht behalten werden", "Add variant from design file": "Variante aus Designdatei hinzufügen",
    "Add variant": "Variante hinzufügen", "Name of the variant:": "Name der Variante:", "Cannot add variant": "Variante kann nicht hinzugefügt werden",
    "Make variant current": "Variante zum aktuellen Design machen", "Select a stored variant's column first.": "Wählen Sie zuerst die Spalte einer gespeicherten Variante.",
    "Open '%1' for editing? The current design is kept as the variant '%2'. The undo history is cleared, as when opening a file.":
        "„%1“ zum Bearbeiten öffnen? Das aktuelle Design bleibt als Variante „%2“ erhalten. Der Rückgängig-Verlauf wird geleert, wie beim Öffnen einer Datei.",
    "Cannot make variant current": "Variante kann nicht aktuell gemacht werden", "Cannot remove variant": "Variante kann nicht entfernt werden",
    "Rename current design": "Aktuelles Design umbenennen", "Name among the variants:": "Name unter den Varianten:", "Cannot rename": "Umbenennen nicht möglich",
    "%1 of %2": "%1 von %2", "%1 (%2 routed)": "%1 (%2 verlegt)", "Delete %n rack(s)": "%n Rack(s) löschen",
    "OpenGL": "OpenGL", "Draw the plan through OpenGL (the graphics card) instead of the processor.":
        "Den Grundriss über OpenGL (die Grafikkarte) statt über den Prozessor zeichnen.",
    # rules
    "No catalog cable or transceiver connects the ends of %1 at %2G (%3 m).": "Kein Kabel oder Transceiver des Katalogs verbindet die Enden von %1 mit %2G (%3 m).",
    "Add a cable or transceiver for these cages and this speed to the catalog, or connect ports that one fits.":
        "Nehmen Sie ein Kabel oder einen Transceiver für diese Käfige und diese Geschwindigkeit in den Katalog auf, oder verbinden Sie Ports, zu denen eines passt.",
    "%1 runs %2 m; %3 at %4G reaches %5 m.": "%1 ist %2 m lang; %3 mit %4G reicht %5 m.",
    "Unpin the medium so a longer-reach one is chosen, or move the racks closer.":
        "Lösen Sie die Festlegung des Mediums, damit eines mit größerer Reichweite gewählt wird, oder stellen Sie die Racks näher zusammen.",
    "Move the racks closer, or add a medium that reaches to the catalog.":
        "Stellen Sie die Racks näher zusammen oder nehmen Sie ein Medium mit ausreichender Reichweite in den Katalog auf.",
    "Port %1 has %2 cables: %3.": "Port %1 hat %2 Kabel: %3.",
    "Keep one cable and move the others to free ports.": "Behalten Sie ein Kabel und stecken Sie die anderen auf freie Ports.",
    "%1 joins a %2G port to a %3G port: the link runs at %4G.": "%1 verbindet einen %2G-Port mit einem %3G-Port: die Verbindung läuft mit %4G.",
    "Connect ports of the same speed, or accept the slower link.": "Verbinden Sie Ports gleicher Geschwindigkeit oder akzeptieren Sie die langsamere Verbindung.",
    "Switch %1 of the %2 network carries %3 (%4): two networks share the switch.":
        "Switch %1 des Netzes %2 führt %3 (%4): zwei Netze teilen sich den Switch.",
    "Move the cable to a switch of its own network.": "Stecken Sie das Kabel auf einen Switch seines eigenen Netzes.",
    "rack %1": "Rack %1", "Rack %1 draws %2 at peak; its type allows %3.": "Rack %1 zieht in der Spitze %2; sein Typ erlaubt %3.",
    "Move devices to another rack or use a rack type rated for more power.":
        "Verlagern Sie Geräte in ein anderes Rack oder verwenden Sie einen Racktyp für mehr Leistung.",
    "Rack %1 makes %2 of heat; %3 cooling rejects at most %4.": "Rack %1 erzeugt %2 Wärme; Kühlung %3 führt höchstens %4 ab.",
    "Spread the load over more racks or change to a rack type that cools more (rear-door or direct-liquid).":
        "Verteilen Sie die Last auf mehr Racks oder wechseln Sie zu einem Racktyp mit mehr Kühlung (Rücktür oder Direktflüssigkühlung).",
    "loop %1": "Kreis %1", "Loop %1 carries %2; with one of its %3 CDUs out (N+1) the rest reject %4.":
        "Kreis %1 trägt %2; fällt eine seiner %3 CDUs aus (N+1), führen die übrigen %4 ab.",
    "Install %1 CDUs (N+1) or move racks to another loop.": "Installieren Sie %1 CDUs (N+1) oder verlegen Sie Racks in einen anderen Kreis.",
    "PDU %1": "PDU %1", "With the other feed lost, PDU %1 must carry %2; it is rated %3.":
        "Fällt die andere Einspeisung aus, muss PDU %1 %2 tragen; sie ist für %3 ausgelegt.",
    "Use a larger PDU or take load off its racks.": "Verwenden Sie eine größere PDU oder nehmen Sie Last von ihren Racks.",
    "feed %1": "Einspeisung %1", "With the other feed lost, feed %1 must carry %2; its capacity is %3.":
        "Fällt die andere Einspeisung aus, muss Einspeisung %1 %2 tragen; ihre Kapazität ist %3.",
    "Raise the feed's capacity or move racks to other feeds.": "Erhöhen Sie die Kapazität der Einspeisung oder verlegen Sie Racks auf andere Einspeisungen.",
    "hall %1": "Halle %1", "Hall %1 needs %2 of facility power (IT × PUE %3); the utility feed is %4.":
        "Halle %1 braucht %2 Anlagenleistung (IT × PUE %3); der Netzanschluss hat %4.",
    "Reduce the IT load, improve the PUE, or contract more utility power.":
        "Senken Sie die IT-Last, verbessern Sie die PUE oder vereinbaren Sie mehr Anschlussleistung.",
    "Rack %1 loads the floor with %2 kg/m²; hall %3 is rated %4 kg/m² (%5 kPa).":
        "Rack %1 belastet den Boden mit %2 kg/m²; Halle %3 ist für %4 kg/m² (%5 kPa) ausgelegt.",
    "Take weight out of the rack, use a wider footprint or spreader plates, or reinforce the floor.":
        "Nehmen Sie Gewicht aus dem Rack, verwenden Sie eine größere Stellfläche oder Lastverteilplatten, oder verstärken Sie den Boden.",
    "Each foot of rack %1 carries %2 kN; hall %3 allows %4 kN per point.": "Jeder Fuß von Rack %1 trägt %2 kN; Halle %3 erlaubt %4 kN je Punkt.",
    "Lighten the rack or spread its load with plates under the feet.": "Erleichtern Sie das Rack oder verteilen Sie seine Last mit Platten unter den Füßen.",
    "Hall %1 puts %2 of heat into room air; its air handling rejects %3.": "Halle %1 gibt %2 Wärme an die Raumluft ab; ihre Luftbehandlung führt %3 ab.",
    "Move heat to liquid (rear-door or direct-liquid racks) or add air cooling.":
        "Führen Sie Wärme über Flüssigkeit ab (Rücktür- oder Direktflüssigkühlung) oder ergänzen Sie Luftkühlung.",
    "%1 in rack %2": "%1 in Rack %2", "%1 occupies U%2–U%3 but rack %4 has %5 U.": "%1 belegt HE %2–%3, aber Rack %4 hat %5 HE.",
    "Mount it lower or in another rack.": "Montieren Sie es tiefer oder in einem anderen Rack.", "%1 and %2 in rack %3": "%1 und %2 in Rack %3",
    "%1 (U%2–U%3) and %4 (U%5–U%6) share rack units in rack %7.": "%1 (HE %2–%3) und %4 (HE %5–%6) teilen sich Höheneinheiten in Rack %7.",
    "Move one of them to free rack units.": "Setzen Sie eines davon auf freie Höheneinheiten.",
    "Rack %1 (%2–%3 m × %4–%5 m) is not inside hall %6 (%7 × %8 m).": "Rack %1 (%2–%3 m × %4–%5 m) steht nicht in Halle %6 (%7 × %8 m).",
    "Move the rack onto the floor or enlarge the hall.": "Stellen Sie das Rack auf die Fläche oder vergrößern Sie die Halle.",
    "racks %1 and %2": "Racks %1 und %2", "Racks %1 and %2 stand on the same floor space.": "Racks %1 und %2 stehen auf derselben Fläche.",
    "Move one of them.": "Verschieben Sie eines davon.",
    "Rack %1 stands %2 m out of its row's line and leaves %3 m of aisle (at least %4 m).":
        "Rack %1 steht %2 m außerhalb der Reihenflucht und lässt %3 m Gang (mindestens %4 m).",
    "Move the rack back into its row's line.": "Stellen Sie das Rack zurück in die Reihenflucht.",
    "No problems: the design clears every rule.": "Keine Probleme: das Design erfüllt jede Regel.", "WAIVED": "AKZEPTIERT",
    "waived: ": "akzeptiert: ", "fix: ": "Abhilfe: ", "objects: ": "Objekte: ",
    "%1: node %2 of SU %3 lands on %4 of SU %5.": "%1: Knoten %2 von SU %3 endet an %4 von SU %5.",
    "Move the leaf end to the rail-%1 leaf of SU %2.": "Stecken Sie das Leaf-Ende auf das Rail-%1-Leaf von SU %2.",
    "%1: NIC %2 of %3 lands on %4 (rail %5) instead of the rail-%2 leaf.": "%1: NIC %2 von %3 endet an %4 (Rail %5) statt am Rail-%2-Leaf.",
    "Move the leaf end from %1 to a free port of the rail-%2 leaf of the same SU.":
        "Stecken Sie das Leaf-Ende von %1 auf einen freien Port des Rail-%2-Leafs derselben SU.",
    "Crossed cables (transposition): %1 and %2 — NIC %3 lands on rail %4 and NIC %4 on rail %3. Both links come up, but collectives between rails %3 and %4 go through the spines.":
        "Vertauschte Kabel: %1 und %2 — NIC %3 endet auf Rail %4 und NIC %4 auf Rail %3. Beide Verbindungen kommen hoch, aber Kollektive zwischen den Rails %3 und %4 laufen über die Spines.",
    "At node %1, exchange the cables in ports %2 and %3.": "Tauschen Sie an Knoten %1 die Kabel in den Ports %2 und %3.",
    "Exchange the leaf ends of the two cables: %1 and %2.": "Tauschen Sie die Leaf-Enden der beiden Kabel: %1 und %2.",
    "the cable now in %1 to the port of NIC %2": "das Kabel, das jetzt in %1 steckt, in den Port von NIC %2",
    "Rotated cables at node %1: %2 NICs each land on another NIC's rail (%3).": "Rotierte Kabel an Knoten %1: %2 NICs enden jeweils auf der Rail einer anderen NIC (%3).",
    "At node %1, move %2.": "Stecken Sie an Knoten %1 %2.",
    "Leaf %1 has between %2 and %3 links to its %4 spines: traffic hashes unevenly.":
        "Leaf %1 hat zwischen %2 und %3 Verbindungen zu seinen %4 Spines: der Verkehr verteilt sich ungleich.",
    "Give the leaf the same number of links to every spine.": "Geben Sie dem Leaf zu jedem Spine gleich viele Verbindungen.",
    "Leaf %1 has %2 links down and %3 up (%4:1); the %5 network is designed for %6:1.":
        "Leaf %1 hat %2 Verbindungen nach unten und %3 nach oben (%4:1); das Netz %5 ist für %6:1 ausgelegt.",
    "Leaf %1 has %2 links down and none up.": "Leaf %1 hat %2 Verbindungen nach unten und keine nach oben.",
    "Add uplinks to the leaf's spines, or move endpoints to another leaf.":
        "Ergänzen Sie Uplinks zu den Spines des Leafs oder verlegen Sie Endpunkte an ein anderes Leaf.",
    # rack templates
    "A rack template needs a name.": "Eine Rack-Vorlage braucht einen Namen.",
    "DGX B300 4-node rack": "DGX-B300-Rack mit 4 Knoten",
    "Network rack with 2 leaves": "Netzwerk-Rack mit 2 Leaves",
    "No rack to place.": "Kein Rack zu platzieren.",
    "Place rack %1 from template %2": "Rack %1 aus Vorlage %2 platzieren",
    "Place racks %1 to %2 from template %3": "Racks %1 bis %2 aus Vorlage %3 platzieren",
    "Rack %1 holds nothing to keep as a template; mount its devices first.":
        "Rack %1 enthält nichts, das als Vorlage dienen könnte; bauen Sie zuerst seine Geräte ein.",
    "Template %1 would name a PDU %2, a name the design has; rename that PDU or the rack.":
        "Vorlage %1 würde eine PDU %2 nennen, einen Namen, den das Design schon hat; benennen Sie diese PDU oder das Rack um.",
    "Template %1 would name a device %2, a name the design has; rename that device or the rack.":
        "Vorlage %1 würde ein Gerät %2 nennen, einen Namen, den das Design schon hat; benennen Sie dieses Gerät oder das Rack um.",
    "Template %1: %2 is not a part of the design's catalog that mounts in a rack.":
        "Vorlage %1: %2 ist kein Teil des Design-Katalogs, das in ein Rack eingebaut wird.",
    "Template %1: %2 is not a rack or rack-scale system of the design's catalog.":
        "Vorlage %1: %2 ist kein Rack und kein Rack-Scale-System des Design-Katalogs.",
    "Template %1: %2": "Vorlage %1: %2",
    "Template %1: RACK%2 (%3) is zero-U; its U is 0.": "Vorlage %1: RACK%2 (%3) belegt keine HE; seine HE ist 0.",
    "Template %1: RACK%2 (%3) takes U%4 to U%5; %6 has U1 to U%7.": "Vorlage %1: RACK%2 (%3) belegt HE%4 bis HE%5; %6 hat HE1 bis HE%7.",
    "Template %1: RACK%2 and RACK%3 both take U%4; move one.": "Vorlage %1: RACK%2 und RACK%3 belegen beide HE%4; verschieben Sie eines.",
    "Template %1: RACK%2 has no port %3 (%4).": "Vorlage %1: RACK%2 hat keinen Port %3 (%4).",
    "Template %1: RACK%2 has rail %3 and plane %4; rails run 1 to %5, planes 0 to 8.":
        "Vorlage %1: RACK%2 hat Rail %3 und Ebene %4; Rails gehen von 1 bis %5, Ebenen von 0 bis 8.",
    "Template %1: a cable ends on a device the template does not have.": "Vorlage %1: ein Kabel endet an einem Gerät, das die Vorlage nicht hat.",
    "Template %1: a cable runs from RACK%2 to itself.": "Vorlage %1: ein Kabel führt von RACK%2 zu sich selbst.",
    "Template %1: a spreader plate of %2 m²; it is 0 to %3 m².": "Vorlage %1: eine Lastverteilplatte von %2 m²; zulässig sind 0 bis %3 m².",
    "Template %1: device %2 has no name after the rack's.": "Vorlage %1: Gerät %2 hat nach dem Rack-Namen keinen Namen.",
    "Template %1: port RACK%2 takes two cables; a port takes one.": "Vorlage %1: Port RACK%2 nimmt zwei Kabel auf; ein Port nimmt eines.",
    "Template %1: side %2 has %3 PDUs; a side has 0 to %4.": "Vorlage %1: Seite %2 hat %3 PDUs; eine Seite hat 0 bis %4.",
    "Template %1: side %2's %3 is not a PDU or power shelf of the design's catalog.":
        "Vorlage %1: %3 der Seite %2 ist keine PDU und kein Power Shelf des Design-Katalogs.",
    "Template %1: two devices are named RACK%2; name them apart.": "Vorlage %1: zwei Geräte heißen RACK%2; benennen Sie sie verschieden.",
    "The rack no longer exists.": "Das Rack existiert nicht mehr.",
    "a cooling loop": "einen Kühlkreislauf", "a network for its switches": "ein Netz für seine Switches",
    "a side with no feed in the hall": "eine Seite ohne Einspeisung in der Halle",
    "Remove rack template %1": "Rack-Vorlage %1 entfernen", "Replace rack template %1": "Rack-Vorlage %1 ersetzen",
    "Save rack template %1": "Rack-Vorlage %1 speichern", "The design has no rack template %1.": "Das Design hat keine Rack-Vorlage %1.",
    "%1 template": "Vorlage %1", ", ": ", ", "; waiting for %1": "; wartet auf %1",
    "<b>%1</b> — a rack template in a %2 frame": "<b>%1</b> — eine Rack-Vorlage in einem %2-Rahmen",
    "Keep the selected rack, as it is filled, in the design: it then drags from the palette's Rack templates, whole.":
        "Das ausgewählte Rack, so wie es bestückt ist, im Design behalten: es lässt sich dann aus den Rack-Vorlagen der Palette ganz ziehen.",
    "On the hall's cooling loop": "Am Kühlkreislauf der Halle",
    "PDUs: A %1 × %2, B %3 × %4 on the hall's first feed of each side":
        "PDUs: A %1 × %2, B %3 × %4 an der ersten Einspeisung jeder Seite der Halle",
    "Placed rack %1 from template %2": "Rack %1 aus Vorlage %2 platziert",
    "Placed racks %1 from template %2": "Racks %1 aus Vorlage %2 platziert",
    "Rack templates (%1)": "Rack-Vorlagen (%1)", "Remove Template %1": "Vorlage %1 entfernen",
    "Removed rack template %1": "Rack-Vorlage %1 entfernt", "Replace template": "Vorlage ersetzen",
    "Save Rack as &Template…": "Rack als &Vorlage speichern…", "Save as Template…": "Als Vorlage speichern…",
    "Save rack as template": "Rack als Vorlage speichern", "Template name:": "Name der Vorlage:",
    "Select the rack to keep as a template.": "Wählen Sie das Rack, das als Vorlage dienen soll.",
    "Template %1 is a whole rack: drop it on the floor plan.": "Vorlage %1 ist ein ganzes Rack: legen Sie sie auf dem Grundriss ab.",
    "The design has a template %1. Replace it with this rack?": "Das Design hat eine Vorlage %1. Durch dieses Rack ersetzen?",
    "The design no longer has rack template %1.": "Das Design hat die Rack-Vorlage %1 nicht mehr.",
    "U%1: %2 (RACK%3)": "HE%1: %2 (RACK%3)", "zero-U: %1 (RACK%2)": "ohne HE: %1 (RACK%2)",
    "table rack_template cannot be read (%1)": "Tabelle rack_template kann nicht gelesen werden (%1)",
    "table rack_template: %1": "Tabelle rack_template: %1", "rack template %1: %2": "Rack-Vorlage %1: %2",
    "its body is not a JSON object": "ihr Inhalt ist kein JSON-Objekt",
    "more devices or cables than a rack holds": "mehr Geräte oder Kabel, als ein Rack aufnimmt",
    "\"%1\" fills a rack as it is added; rack %2 stands already": "\"%1\" bestückt ein Rack beim Hinzufügen; Rack %2 steht schon",
    "\"template\" is the name of a rack template": "\"template\" ist der Name einer Rack-Vorlage",
    "\"whole\" and \"template\" each fill the rack; give one": "\"whole\" und \"template\" bestücken beide das Rack; geben Sie eines an",
    "a rack from template %1 gets its PDUs and loop from it; leave \"%2\" out":
        "ein Rack aus Vorlage %1 erhält PDUs und Kreislauf aus ihr; lassen Sie \"%2\" weg",
    "none": "keine",
    "template %1 stands in a %2 frame; leave \"part\" out or give %2": "Vorlage %1 steht in einem %2-Rahmen; lassen Sie \"part\" weg oder geben Sie %2 an",
    "the design has no rack template \"%1\" (it has: %2)": "das Design hat keine Rack-Vorlage \"%1\" (es hat: %2)",
    "a rack template is not edited field by field; delete %1 and add it again from its rack":
        "eine Rack-Vorlage wird nicht feldweise bearbeitet; löschen Sie %1 und fügen Sie sie aus ihrem Rack neu hinzu",
    "the design has a rack template %1 already; delete it first to take it again":
        "das Design hat schon eine Rack-Vorlage %1; löschen Sie sie zuerst, um sie neu zu übernehmen",
    "device": "Gerät", "template": "Vorlage",
    # fabrics sized as built, halls in blocks, aisle containment
    "%1 fabric nodes need a third tier for %2 past the %3 that two tiers hold: %3 take %4 compute switches a plane, %1 take %5.":
        "%1 Fabric-Knoten brauchen eine dritte Ebene für %2 über die %3 hinaus, die zwei Ebenen fassen: %3 brauchen %4 Compute-Switches je Ebene, %1 brauchen %5.",
    "Hall %1: rows in %2 blocks side by side with %3 m cross aisles, %4 × %5 m (long side %6 × the short one; at most %7 asked)":
        "Halle %1: Reihen in %2 Blöcken nebeneinander mit %3 m Quergängen, %4 × %5 m (lange Seite %6 × die kurze; höchstens %7 verlangt)",
    "Compute fabric: %1 tiers, %2 leaves, %3 spines, %4 cores (%5 down / %6 up per leaf; %7 node links over %8 uplinks: %9:1 connected; %10 leaf ports unused)":
        "Compute-Fabric: %1 Ebenen, %2 Leaves, %3 Spines, %4 Cores (%5 nach unten / %6 nach oben je Leaf; %7 Knotenlinks über %8 Uplinks: %9:1 verbunden; %10 Leaf-Ports frei)",
    "The last SU holds %1 of its %2 node slots: its leaves have %3 ports down and %4 up":
        "Die letzte SU belegt %1 ihrer %2 Knotenplätze: ihre Leaves haben %3 Ports nach unten und %4 nach oben",
    "The last SU's first %1 leaves carry a fabric manager port each: %2 ports down and %3 up":
        "Die ersten %1 Leaves der letzten SU tragen je einen Port des Fabric-Managers: %2 Ports nach unten und %3 nach oben",
    "a hall's long side over its short side is a ratio from 1 to %1 (asked: %2)":
        "die lange Seite einer Halle über ihrer kurzen ist ein Verhältnis von 1 bis %1 (verlangt: %2)",
    "Aisle containment": "Gangeinhausung",
    "an open aisle serves a rack position above 0 and at most 1,000 kW of heat (asked: %1 W)":
        "ein offener Gang versorgt einen Rackplatz mit über 0 und höchstens 1.000 kW Wärme (verlangt: %1 W)",
    "the racks draw %1 kg/s of air, more than the coolers' %2 kg/s: the rest leaks into the contained aisles from the room":
        "die Racks ziehen %1 kg/s Luft, mehr als die %2 kg/s der Kühler: der Rest dringt aus dem Raum in die eingehausten Gänge",
    "--containment takes none, hot_aisle or cold_aisle": "--containment nimmt none, hot_aisle oder cold_aisle",
    "--max-hall-aspect takes a number, a ratio from 1 to %1": "--max-hall-aspect nimmt eine Zahl, ein Verhältnis von 1 bis %1",
    "--containment takes none, hot_aisle or cold_aisle (the hall's own when not given)":
        "--containment nimmt none, hot_aisle oder cold_aisle (ohne Angabe die der Halle)",
    ", cold aisles contained": ", Kaltgänge eingehaust",
    ", open aisles": ", offene Gänge",
    "Hot aisles contained": "Warmgänge eingehaust",
    "Cold aisles contained": "Kaltgänge eingehaust",
    "Open aisles (about 15 kW of air a rack)": "Offene Gänge (etwa 15 kW Luft je Rack)",
    "Aisles": "Gänge",
}
NUMERUS = {
    "Tray of row %1: %n cable(s)": ("Trasse der Reihe %1: %n Kabel", "Trasse der Reihe %1: %n Kabel"),
    "%n GPU(s)": ("%n GPU", "%n GPUs"),
    "%n racks selected": ("%n Rack ausgewählt", "%n Racks ausgewählt"),
    "Selected: %n rack(s)": ("Ausgewählt: %n Rack", "Ausgewählt: %n Racks"),
    "Created %n GPU(s) in %1 rack(s)": ("%n GPU in %1 Racks erstellt", "%n GPUs in %1 Racks erstellt"),
    "%n installed part(s) have no price; the quote cannot be made until they do.":
        ("%n installiertes Teil hat keinen Preis; das Angebot geht erst, wenn es einen hat.",
         "%n installierte Teile haben keinen Preis; das Angebot geht erst, wenn sie einen haben."),
    "Zero-U: %n device(s)": ("Null-HE: %n Gerät", "Null-HE: %n Geräte"),
    "Delete %n rack(s)": ("%n Rack löschen", "%n Racks löschen"),
    "%n rack(s)": ("%n Rack", "%n Racks"),
    "%n device(s)": ("%n Gerät", "%n Geräte"),
    "%n cable(s) inside the rack": ("%n Kabel im Rack", "%n Kabel im Rack"),
    ", from template %1: %n device(s)": (", aus Vorlage %1: %n Gerät", ", aus Vorlage %1: %n Geräte"),
    "Saved rack %1 as template %2: %n device(s), drag it from the palette's Rack templates":
        ("Rack %1 als Vorlage %2 gespeichert: %n Gerät, ziehen Sie sie aus den Rack-Vorlagen der Palette",
         "Rack %1 als Vorlage %2 gespeichert: %n Geräte, ziehen Sie sie aus den Rack-Vorlagen der Palette"),
    "<b style='color:#c62828'>%n error(s)</b>": ("<b style='color:#c62828'>%n Fehler</b>", "<b style='color:#c62828'>%n Fehler</b>"),
    "%n problem(s) listed, waived ones included": ("%n Problem aufgeführt, akzeptierte eingeschlossen",
                                                   "%n Probleme aufgeführt, akzeptierte eingeschlossen"),
    ", open aisles: %n rack(s) drawing more than the cold aisle delivers":
        (", offene Gänge: %n Rack zieht mehr, als der Kaltgang liefert", ", offene Gänge: %n Racks ziehen mehr, als der Kaltgang liefert"),
}


def main(path):
    text = open(path, encoding="utf-8").read()

    def fill(match):
        block = match.group(0)
        source = html.unescape(re.search(r"<source>(.*?)</source>", block, re.S).group(1))
        if 'numerus="yes"' in block and source in NUMERUS:
            forms = "".join(f"<numerusform>{html.escape(f, quote=False)}</numerusform>" for f in NUMERUS[source])
            return re.sub(r"<translation[^>]*>.*?</translation>", f"<translation>{forms}</translation>", block, flags=re.S)
        if source in DE:
            return re.sub(r"<translation[^>]*>.*?</translation>",
                          f"<translation>{html.escape(DE[source], quote=False)}</translation>", block, flags=re.S)
        return block

    text = re.sub(r"<message( numerus=\"yes\")?>.*?</message>", fill, text, flags=re.S)
    open(path, "w", encoding="utf-8").write(text)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "translations/railyard_de.ts")

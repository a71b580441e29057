#!/usr/bin/env python3
"""Fills German translations into translations/railyard_de.ts for the strings listed here.

Run after `cmake --build build --target update_translations` has added new source strings;
strings not listed stay unfinished (Qt then shows the English source).
"""
import html
import re
import sys

DE = {
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
}
NUMERUS = {
    "%n rack(s)": ("%n Rack", "%n Racks"),
    "%n device(s)": ("%n Gerät", "%n Geräte"),
    "<b style='color:#c62828'>%n error(s)</b>": ("<b style='color:#c62828'>%n Fehler</b>", "<b style='color:#c62828'>%n Fehler</b>"),
    "%n problem(s) listed, waived ones included": ("%n Problem aufgeführt, akzeptierte eingeschlossen",
                                                   "%n Probleme aufgeführt, akzeptierte eingeschlossen"),
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

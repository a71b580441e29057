<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>DesignInfo</name>
    <message>
        <location filename="../model/report/designinfo.cpp" line="68"/>
        <source>  halls          </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/designinfo.cpp" line="69"/>
        <source>  rows           </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/designinfo.cpp" line="70"/>
        <source>  racks          </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/designinfo.cpp" line="71"/>
        <source>  devices        </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/designinfo.cpp" line="74"/>
        <source>  GPUs           </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/designinfo.cpp" line="75"/>
        <source>  ports          </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/designinfo.cpp" line="76"/>
        <source>  cables         </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/designinfo.cpp" line="79"/>
        <source>  power feeds    </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/designinfo.cpp" line="80"/>
        <source>  PDUs           </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/designinfo.cpp" line="81"/>
        <source>  cooling loops  </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/designinfo.cpp" line="82"/>
        <source>  networks       </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DesignStore</name>
    <message>
        <location filename="../model/io/designreader.cpp" line="17"/>
        <source>the design is damaged: %1. Open a backup or an earlier copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="30"/>
        <location filename="../model/io/designreader.cpp" line="39"/>
        <source>table %1 cannot be read (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="46"/>
        <source>id %1 is out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="66"/>
        <source>unknown value &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="75"/>
        <source>%1 %2, column %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="104"/>
        <source>SQLite cannot read it (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="108"/>
        <source>an SQLite database, but not a Railyard design. Open a .railyard file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="112"/>
        <source>its format version cannot be read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="117"/>
        <source>saved by a newer Railyard (file format %1; this version reads formats up to %2). Update Railyard to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="124"/>
        <source>its file format version %1 is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="138"/>
        <source>no upgrade from format %1 is known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="164"/>
        <source>table meta cannot be read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="227"/>
        <source>part number &apos;%1&apos; appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="332"/>
        <source>%1 %2 refers to %3 %4, which is not in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="342"/>
        <source>%1 %2 refers to catalog part %3, which is not in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="42"/>
        <source>%1: the file does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="44"/>
        <source>%1: is a folder, not a Railyard design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="47"/>
        <source>%1: cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="49"/>
        <source>%1: the file is empty; it is not a Railyard design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="54"/>
        <source>%1: not a Railyard design (it is not an SQLite database). Open a .railyard file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="64"/>
        <source>%1: the file is truncated (%2 of %3 bytes); it was cut off while being copied or written. Use a complete copy or a backup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="79"/>
        <source>Cannot save %1: the folder %2 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="87"/>
        <source>Cannot save %1: %2 The previous file is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="93"/>
        <source>cannot create a file in %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="102"/>
        <source>the disk is full (simulated).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="104"/>
        <source>the new file could not be flushed to disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="106"/>
        <source>the new file could not replace the old one (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="114"/>
        <source>Cannot open %1: the Qt SQLite driver is not installed (Debian package libqt6sql6-sqlite).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="125"/>
        <source>%1: cannot be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="144"/>
        <source>%1: format %2 needs an upgrade, but no temporary copy could be made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="148"/>
        <source>%1: cannot upgrade from format %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designwriter.cpp" line="37"/>
        <source>cannot prepare table %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designwriter.cpp" line="49"/>
        <source>writing table %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designwriter.cpp" line="83"/>
        <source>the disk is full (simulated while writing %1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../model/catalog/catalogcsv.cpp" line="47"/>
        <source>&apos;%1&apos; is not a non-negative number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/catalogcsv.cpp" line="55"/>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/catalogcsv.cpp" line="69"/>
        <source>unknown value &apos;%1&apos; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/catalogcsv.cpp" line="78"/>
        <source>%1 line %2, column %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/catalogcsv.cpp" line="98"/>
        <source>%1: the catalog is empty; it needs a header row and parts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/catalogcsv.cpp" line="107"/>
        <source>%1 line %2: the header has no column &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/catalogcsv.cpp" line="117"/>
        <source>every part needs a part number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/catalogcsv.cpp" line="120"/>
        <source>every part needs a category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/catalogcsv.cpp" line="135"/>
        <source>a fraction must lie between 0 and 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/catalogcsv.cpp" line="162"/>
        <source>power is given without a source; cite one or write &apos;estimate&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/catalogcsv.cpp" line="164"/>
        <source>weight is given without a source; cite one or write &apos;estimate&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/catalogcsv.cpp" line="166"/>
        <source>price is given without a source; cite one or write &apos;estimate&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/catalogcsv.cpp" line="168"/>
        <source>reach is given without a source; cite one or write &apos;estimate&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/catalogcsv.cpp" line="173"/>
        <source>%1 line %2: part number &apos;%3&apos; appears twice; part numbers must be unique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/catalogcsv.cpp" line="185"/>
        <source>%1: cannot read the catalog: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/part.cpp" line="30"/>
        <source>port group &apos;%1&apos; is not of the form &lt;count&gt;x&lt;cage&gt;@&lt;gbps&gt;:&lt;role&gt;[/&lt;per cage&gt;]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/part.cpp" line="38"/>
        <source>unknown cage &apos;%1&apos; in &apos;%2&apos; (known: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/part.cpp" line="46"/>
        <source>unknown port role &apos;%1&apos; in &apos;%2&apos; (known: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/part.cpp" line="53"/>
        <source>port group &apos;%1&apos; needs a positive count, speed and ports per cage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/editor.cpp" line="19"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/editor.cpp" line="32"/>
        <source>Add hall %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/editor.cpp" line="42"/>
        <source>Add row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/editor.cpp" line="52"/>
        <source>Add rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/editor.cpp" line="63"/>
        <source>Add device %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/editor.cpp" line="73"/>
        <source>Connect %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/editor.cpp" line="82"/>
        <source>Move rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../model/commands/editor.cpp" line="83"/>
        <source>Move %n racks</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/commands/editor.cpp" line="99"/>
        <source>Edit site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/csv.cpp" line="55"/>
        <source>%1 line %2: a quote inside an unquoted field; quote the whole field and double the inner quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/csv.cpp" line="80"/>
        <source>%1 line %2: a quoted field is never closed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SampleBuilder</name>
    <message>
        <location filename="../model/sample/samplebuilder.cpp" line="81"/>
        <source>The catalog has no %1, which the sample design needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/sample/samplebuilder.cpp" line="97"/>
        <source>Compute fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/sample/samplebuilder.cpp" line="98"/>
        <source>Storage fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/sample/samplebuilder.cpp" line="99"/>
        <source>Out-of-band management</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/sample/samplebuilder.cpp" line="199"/>
        <source>The catalog&apos;s parts have too few ports for the sample design (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/sample/samplebuilder.cpp" line="202"/>
        <source>Sample AI hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/sample/samplebuilder.cpp" line="204"/>
        <source>Create sample design</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <location filename="../app/cli/clicommon.cpp" line="39"/>
        <source>option %1 needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/clicommon.cpp" line="46"/>
        <source>unknown option %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/infocommand.cpp" line="18"/>
        <source>usage: railyard-cli info FILE [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="11"/>
        <source>usage: railyard-cli COMMAND [ARGS]
commands:
  info FILE [--json]   counts of halls, rows, racks, devices, GPUs, ports, cables
  sample -o FILE       write the bundled sample design
  version              print the version
exit codes: 0 ok, 1 findings, 2 usage or input error (docs/CLI.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="45"/>
        <source>railyard-cli: unknown command &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/samplecommand.cpp" line="19"/>
        <source>usage: railyard-cli sample -o FILE</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="27"/>
        <source>Railyard: design AI datacenters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="30"/>
        <source>Design to open (.railyard).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="35"/>
        <source>Railyard cannot start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::DeviceTableModel</name>
    <message>
        <location filename="../views/devicetablemodel.cpp" line="22"/>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/devicetablemodel.cpp" line="23"/>
        <source>Rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/devicetablemodel.cpp" line="24"/>
        <source>U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/devicetablemodel.cpp" line="25"/>
        <source>Part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/devicetablemodel.cpp" line="26"/>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/devicetablemodel.cpp" line="27"/>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/devicetablemodel.cpp" line="28"/>
        <source>Ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/devicetablemodel.cpp" line="29"/>
        <source>Max power (kW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/devicetablemodel.cpp" line="89"/>
        <source>Rename device %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/devicetablemodel.cpp" line="97"/>
        <source>Move device %1 to U%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::MainWindow</name>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="57"/>
        <source>Racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="58"/>
        <source>Devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="76"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="77"/>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="79"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="81"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="83"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="85"/>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="88"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="91"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="92"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="94"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="99"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="112"/>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="113"/>
        <source>%1[*] — Railyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/mainwindow.cpp" line="119"/>
        <source>%n rack(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/mainwindow.cpp" line="120"/>
        <source>%n device(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="134"/>
        <source>Cannot open design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="146"/>
        <source>Open design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="147"/>
        <source>Railyard designs (*.railyard);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="158"/>
        <source>Cannot save design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="164"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="175"/>
        <source>Save design as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="176"/>
        <source>Railyard designs (*.railyard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="188"/>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="189"/>
        <source>The design has unsaved changes. Save them first?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::RackTableModel</name>
    <message>
        <location filename="../views/racktablemodel.cpp" line="22"/>
        <source>Rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/racktablemodel.cpp" line="23"/>
        <source>Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/racktablemodel.cpp" line="24"/>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/racktablemodel.cpp" line="25"/>
        <source>X (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/racktablemodel.cpp" line="26"/>
        <source>Y (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/racktablemodel.cpp" line="27"/>
        <source>Rotation (°)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/racktablemodel.cpp" line="28"/>
        <source>Devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/racktablemodel.cpp" line="88"/>
        <source>Rename rack %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/racktablemodel.cpp" line="103"/>
        <source>Rotate rack %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>

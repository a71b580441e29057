<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
    <message>
        <location filename="../model/commands/racktemplatechecks.cpp" line="37"/>
        <source>Template %1: side %2 has %3 PDUs; a side has 0 to %4.</source>
        <translation>Vorlage %1: Seite %2 hat %3 PDUs; eine Seite hat 0 bis %4.</translation>
    </message>
    <message>
        <location filename="../model/commands/racktemplatechecks.cpp" line="40"/>
        <source>Template %1: side %2&apos;s %3 is not a PDU or power shelf of the design&apos;s catalog.</source>
        <translation>Vorlage %1: %3 der Seite %2 ist keine PDU und kein Power Shelf des Design-Katalogs.</translation>
    </message>
    <message>
        <location filename="../model/commands/racktemplatechecks.cpp" line="53"/>
        <source>Template %1: %2 is not a part of the design&apos;s catalog that mounts in a rack.</source>
        <translation>Vorlage %1: %2 ist kein Teil des Design-Katalogs, das in ein Rack eingebaut wird.</translation>
    </message>
    <message>
        <location filename="../model/commands/racktemplatechecks.cpp" line="56"/>
        <source>Template %1: device %2 has no name after the rack&apos;s.</source>
        <translation>Vorlage %1: Gerät %2 hat nach dem Rack-Namen keinen Namen.</translation>
    </message>
    <message>
        <location filename="../model/commands/racktemplatechecks.cpp" line="57"/>
        <source>device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <location filename="../model/commands/racktemplatechecks.cpp" line="58"/>
        <source>Template %1: %2</source>
        <translation>Vorlage %1: %2</translation>
    </message>
    <message>
        <location filename="../model/commands/racktemplatechecks.cpp" line="60"/>
        <source>Template %1: two devices are named RACK%2; name them apart.</source>
        <translation>Vorlage %1: zwei Geräte heißen RACK%2; benennen Sie sie verschieden.</translation>
    </message>
    <message>
        <location filename="../model/commands/racktemplatechecks.cpp" line="63"/>
        <source>Template %1: RACK%2 has rail %3 and plane %4; rails run 1 to %5, planes 0 to 8.</source>
        <translation>Vorlage %1: RACK%2 hat Rail %3 und Ebene %4; Rails gehen von 1 bis %5, Ebenen von 0 bis 8.</translation>
    </message>
    <message>
        <location filename="../model/commands/racktemplatechecks.cpp" line="70"/>
        <source>Template %1: RACK%2 (%3) is zero-U; its U is 0.</source>
        <translation>Vorlage %1: RACK%2 (%3) belegt keine HE; seine HE ist 0.</translation>
    </message>
    <message>
        <location filename="../model/commands/racktemplatechecks.cpp" line="75"/>
        <source>Template %1: RACK%2 (%3) takes U%4 to U%5; %6 has U1 to U%7.</source>
        <translation>Vorlage %1: RACK%2 (%3) belegt HE%4 bis HE%5; %6 hat HE1 bis HE%7.</translation>
    </message>
    <message>
        <location filename="../model/commands/racktemplatechecks.cpp" line="84"/>
        <source>Template %1: RACK%2 and RACK%3 both take U%4; move one.</source>
        <translation>Vorlage %1: RACK%2 und RACK%3 belegen beide HE%4; verschieben Sie eines.</translation>
    </message>
    <message>
        <location filename="../model/commands/racktemplatechecks.cpp" line="101"/>
        <source>Template %1: a cable ends on a device the template does not have.</source>
        <translation>Vorlage %1: ein Kabel endet an einem Gerät, das die Vorlage nicht hat.</translation>
    </message>
    <message>
        <location filename="../model/commands/racktemplatechecks.cpp" line="106"/>
        <source>Template %1: RACK%2 has no port %3 (%4).</source>
        <translation>Vorlage %1: RACK%2 hat keinen Port %3 (%4).</translation>
    </message>
    <message>
        <location filename="../model/commands/racktemplatechecks.cpp" line="108"/>
        <source>Template %1: port RACK%2 takes two cables; a port takes one.</source>
        <translation>Vorlage %1: Port RACK%2 nimmt zwei Kabel auf; ein Port nimmt eines.</translation>
    </message>
    <message>
        <location filename="../model/commands/racktemplatechecks.cpp" line="112"/>
        <source>Template %1: a cable runs from RACK%2 to itself.</source>
        <translation>Vorlage %1: ein Kabel führt von RACK%2 zu sich selbst.</translation>
    </message>
    <message>
        <location filename="../model/commands/racktemplatechecks.cpp" line="122"/>
        <source>A rack template needs a name.</source>
        <translation>Eine Rack-Vorlage braucht einen Namen.</translation>
    </message>
    <message>
        <location filename="../model/commands/racktemplatechecks.cpp" line="123"/>
        <source>template</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <location filename="../model/commands/racktemplatechecks.cpp" line="128"/>
        <source>Template %1: %2 is not a rack or rack-scale system of the design&apos;s catalog.</source>
        <translation>Vorlage %1: %2 ist kein Rack und kein Rack-Scale-System des Design-Katalogs.</translation>
    </message>
    <message>
        <location filename="../model/commands/racktemplatechecks.cpp" line="134"/>
        <source>Template %1: a spreader plate of %2 m²; it is 0 to %3 m².</source>
        <translation>Vorlage %1: eine Lastverteilplatte von %2 m²; zulässig sind 0 bis %3 m².</translation>
    </message>
    <message>
        <location filename="../model/layout/fabricbuild.cpp" line="71"/>
        <source>Build fabric takes one kind of GPU node: rack %1 holds %2, rack %3 holds %4; choose racks of one kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/fabricbuild.cpp" line="112"/>
        <source>The racks chosen hold no GPU nodes: choose racks with GPU servers or rack-scale systems (an NVL72) in them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/fabricbuild.cpp" line="148"/>
        <source>rack %1 is not in the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/fabricbuild.cpp" line="158"/>
        <source>the catalog has no compute switch at the speed of %1&apos;s NICs; give a switch part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/fabricbuild.cpp" line="159"/>
        <source>the catalog has no part &apos;%1&apos;; see docs/CATALOG.md</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/fabricbuild.cpp" line="161"/>
        <source>%1 is not a compute switch; choose a switch with compute ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/fabricbuild.cpp" line="165"/>
        <source>%1 has %2 compute ports, which do not divide into %3 planes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/fabricbuild.cpp" line="176"/>
        <source>%1:%2 is already cabled to %3:%4; delete the node&apos;s compute cables first, or leave rack %5 out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/fabricbuild.cpp" line="239"/>
        <source>Compute fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/fabricbuild.cpp" line="243"/>
        <source>%1 plane %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/fabricbuild.cpp" line="305"/>
        <source>%1 %2 in %3 SU(s): %4 tiers, %5 leaves, %6 spines, %7 cores of %8 (%9:1 connected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/fabricbuild.cpp" line="307"/>
        <location filename="../model/layout/fabricbuild.cpp" line="316"/>
        <source>NVLink domains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/fabricbuild.cpp" line="307"/>
        <location filename="../model/layout/fabricbuild.cpp" line="316"/>
        <source>nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/fabricbuild.cpp" line="316"/>
        <source>One SU sized to the %1 %2 chosen (a full SU takes %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/fabricbuild.cpp" line="319"/>
        <source>Build fabric for %1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/fabricbuild.cpp" line="348"/>
        <source>Switches: %1 %2 (%3 leaves, %4 spines, %5 cores), %6 new network rack(s), %7 in racks chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/fabricbuild.cpp" line="356"/>
        <source>Cables: %1 fabric links (%2 node to leaf), %3 management</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/fabricbuild.cpp" line="360"/>
        <source>Optics: %1 transceiver(s); %2 copper cable(s); IT load +%3 kW (the engine&apos;s figures for the design with the fabric)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/racktemplates.cpp" line="111"/>
        <source>Network rack with 2 leaves</source>
        <translation>Netzwerk-Rack mit 2 Leaves</translation>
    </message>
    <message>
        <location filename="../model/layout/racktemplates.cpp" line="136"/>
        <source>DGX B300 4-node rack</source>
        <translation>DGX-B300-Rack mit 4 Knoten</translation>
    </message>
    <message>
        <location filename="../model/layout/racktemplates.cpp" line="148"/>
        <source>The rack no longer exists.</source>
        <translation>Das Rack existiert nicht mehr.</translation>
    </message>
    <message>
        <location filename="../model/layout/racktemplates.cpp" line="179"/>
        <source>Rack %1 holds nothing to keep as a template; mount its devices first.</source>
        <translation>Rack %1 enthält nichts, das als Vorlage dienen könnte; bauen Sie zuerst seine Geräte ein.</translation>
    </message>
    <message>
        <location filename="../model/layout/switchracks.cpp" line="108"/>
        <source>%1 switch(es) in the racks chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/switchracks.cpp" line="119"/>
        <source>the catalog has no air-cooled rack for the switches; choose empty racks for them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/switchracks.cpp" line="167"/>
        <source>no room for %1 network rack(s) at either end of row %2 (%3); choose empty racks for the switches, or make room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/switchracks.cpp" line="203"/>
        <source>%1 network rack(s) %2 in row %3 (%4 to a rack: U and power allow %5 and %6)%7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/switchracks.cpp" line="209"/>
        <source>; the hall lacks an A or B feed, so a side waits for one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/templatefill.cpp" line="36"/>
        <source>a side with no feed in the hall</source>
        <translation>eine Seite ohne Einspeisung in der Halle</translation>
    </message>
    <message>
        <location filename="../model/layout/templatefill.cpp" line="43"/>
        <source>a cooling loop</source>
        <translation>einen Kühlkreislauf</translation>
    </message>
    <message>
        <location filename="../model/layout/templatefill.cpp" line="58"/>
        <source>a network for its switches</source>
        <translation>ein Netz für seine Switches</translation>
    </message>
    <message>
        <location filename="../model/layout/templatefill.cpp" line="103"/>
        <source>No rack to place.</source>
        <translation>Kein Rack zu platzieren.</translation>
    </message>
    <message>
        <location filename="../model/layout/templatefill.cpp" line="119"/>
        <source>Template %1 would name a device %2, a name the design has; rename that device or the rack.</source>
        <translation>Vorlage %1 würde ein Gerät %2 nennen, einen Namen, den das Design schon hat; benennen Sie dieses Gerät oder das Rack um.</translation>
    </message>
    <message>
        <location filename="../model/layout/templatefill.cpp" line="126"/>
        <source>Template %1 would name a PDU %2, a name the design has; rename that PDU or the rack.</source>
        <translation>Vorlage %1 würde eine PDU %2 nennen, einen Namen, den das Design schon hat; benennen Sie diese PDU oder das Rack um.</translation>
    </message>
    <message>
        <location filename="../model/layout/templatefill.cpp" line="132"/>
        <source>Place rack %1 from template %2</source>
        <translation>Rack %1 aus Vorlage %2 platzieren</translation>
    </message>
    <message>
        <location filename="../model/layout/templatefill.cpp" line="133"/>
        <source>Place racks %1 to %2 from template %3</source>
        <translation>Racks %1 bis %2 aus Vorlage %3 platzieren</translation>
    </message>
</context>
<context>
    <name>AtomicFile</name>
    <message>
        <location filename="../model/io/atomicfile.cpp" line="40"/>
        <source>its symbolic links form a loop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/atomicfile.cpp" line="107"/>
        <source>it is a device or a socket, not a file; give a file name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/atomicfile.cpp" line="120"/>
        <source>the folder %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/atomicfile.cpp" line="122"/>
        <source>it is a folder; give a file name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/atomicfile.cpp" line="129"/>
        <source>the file is read-only; make it writable or choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/atomicfile.cpp" line="150"/>
        <source>cannot create a file in %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/atomicfile.cpp" line="167"/>
        <location filename="../model/io/atomicfile.cpp" line="180"/>
        <location filename="../model/io/atomicfile.cpp" line="276"/>
        <source>writing failed (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/atomicfile.cpp" line="174"/>
        <source>the file was never opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/atomicfile.cpp" line="189"/>
        <source>the written file is gone (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/atomicfile.cpp" line="204"/>
        <source>the file could not be flushed to disk (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/atomicfile.cpp" line="210"/>
        <source>only %1 of %2 bytes reached the disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/atomicfile.cpp" line="214"/>
        <source>the file came out empty (is the disk full?).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/atomicfile.cpp" line="224"/>
        <source>the file&apos;s permissions could not be kept (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/atomicfile.cpp" line="234"/>
        <source>the file was not finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/atomicfile.cpp" line="240"/>
        <source>the new file could not replace the old one (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/atomicfile.cpp" line="255"/>
        <source>it cannot be opened for writing (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/atomicfile.cpp" line="295"/>
        <source>Cannot write %1: %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/atomicfile.cpp" line="298"/>
        <source>The previous file is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/atomicfile.cpp" line="299"/>
        <source>No file was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/pdffile.cpp" line="18"/>
        <source>the PDF could not be finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/xlsxworkbook.cpp" line="51"/>
        <source>the workbook could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/xlsxworkbook.cpp" line="66"/>
        <source>a sheet cannot be named &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/xlsxworkbook.cpp" line="78"/>
        <source>sheet &quot;%1&quot;, cell %2 would hold %3 characters; Excel allows %4. Shorten that text in the design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/xlsxworkbook.cpp" line="89"/>
        <source>sheet &quot;%1&quot;, cell %2 could not be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/xlsxworkbook.cpp" line="105"/>
        <source>the workbook could not be written (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/xlsxworkbook.cpp" line="113"/>
        <source>the workbook came out incomplete (is the disk full?).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Bom</name>
    <message>
        <location filename="../model/quote/bom.cpp" line="15"/>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/bom.cpp" line="15"/>
        <source>Compute fabric switches</source>
        <translation>Switches der Rechen-Fabric</translation>
    </message>
    <message>
        <location filename="../model/quote/bom.cpp" line="16"/>
        <source>Storage and management switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/bom.cpp" line="16"/>
        <source>Optics</source>
        <translation>Optik</translation>
    </message>
    <message>
        <location filename="../model/quote/bom.cpp" line="17"/>
        <source>Cables</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <location filename="../model/quote/bom.cpp" line="17"/>
        <source>Racks and PDUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/bom.cpp" line="18"/>
        <source>Cooling</source>
        <translation>Kühlung</translation>
    </message>
    <message>
        <location filename="../model/quote/bom.cpp" line="18"/>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/quote/bom.cpp" line="165"/>
        <source>%n part(s) have no price; add them to the price book: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/quote/quotexlsx.cpp" line="28"/>
        <source>Bill of materials — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/quotexlsx.cpp" line="29"/>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <location filename="../model/quote/quotexlsx.cpp" line="29"/>
        <source>Part number</source>
        <translation>Teilenummer</translation>
    </message>
    <message>
        <location filename="../model/quote/quotexlsx.cpp" line="29"/>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/quotexlsx.cpp" line="30"/>
        <source>Quantity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/quotexlsx.cpp" line="30"/>
        <source>Unit price (USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/quotexlsx.cpp" line="30"/>
        <source>Discount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/quotexlsx.cpp" line="31"/>
        <source>Extended (USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/quotexlsx.cpp" line="31"/>
        <source>Spare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/quotexlsx.cpp" line="31"/>
        <source>Lead time (days)</source>
        <translation>Lieferzeit (Tage)</translation>
    </message>
    <message>
        <location filename="../model/quote/quotexlsx.cpp" line="60"/>
        <source>Subtotal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/quotexlsx.cpp" line="66"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
</context>
<context>
    <name>CableLabels</name>
    <message>
        <location filename="../model/cabling/cablelabels.cpp" line="160"/>
        <source>Regenerate cable labels</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CableList</name>
    <message>
        <location filename="../model/cabling/cablelist.cpp" line="55"/>
        <source>a cable list starts with the header %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/cablelist.cpp" line="63"/>
        <source>unknown device &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/cablelist.cpp" line="69"/>
        <source>device %1 has no port &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/cablelist.cpp" line="81"/>
        <source>expected %1 fields, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/cablelist.cpp" line="88"/>
        <source>no cable with ID %1 in the design; leave cable_id empty to add a cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/cablelist.cpp" line="91"/>
        <source>cable %1 is listed twice (rows %2 and %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/cablelist.cpp" line="103"/>
        <source>both ends are %1:%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/cablelist.cpp" line="106"/>
        <source>port %1:%2 is already used by row %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/cablelist.cpp" line="111"/>
        <source>unknown medium &quot;%1&quot;; use one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/cablelist.cpp" line="119"/>
        <source>length &quot;%1&quot; is not a length in metres (leave it empty to route the cable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/cablelist.cpp" line="125"/>
        <source>label &quot;%1&quot; is already used by row %2; two cables never share a label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/cablelist.cpp" line="155"/>
        <source>Import cable list</source>
        <translation>Kabelliste importieren</translation>
    </message>
</context>
<context>
    <name>CablePins</name>
    <message>
        <location filename="../model/cabling/cablepins.cpp" line="11"/>
        <source>auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/cablepins.cpp" line="27"/>
        <source>Unpin cable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../model/cabling/cablepins.cpp" line="28"/>
        <source>Unpin %n cable(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/cabling/cablepins.cpp" line="29"/>
        <source>Pin cable %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../model/cabling/cablepins.cpp" line="30"/>
        <source>Pin %n cable(s) to %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/cablepinui.cpp" line="60"/>
        <source>Pin %n cable(s) to</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/cablepinui.cpp" line="66"/>
        <source>Unpin (the engine chooses)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CablingActions</name>
    <message>
        <location filename="../app/gui/screenshots.cpp" line="244"/>
        <source>Writing the label sheets…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoolingLayer</name>
    <message>
        <location filename="../views/floorplan/coolinglayer.cpp" line="37"/>
        <source>%1 %2 usable (N+1) · %3 L/min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/floorplan/coolinglayer.cpp" line="115"/>
        <source>%1 %2 kW</source>
        <translation type="unfinished">%1 kW {1 %2 ?}</translation>
    </message>
    <message>
        <location filename="../views/floorplan/coolinglayer.cpp" line="138"/>
        <source>%1: no loop</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Dashboard</name>
    <message>
        <location filename="../views/dashboard.cpp" line="29"/>
        <source>DAC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="30"/>
        <source>ACC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="31"/>
        <source>AEC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="32"/>
        <source>AOC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="33"/>
        <source>MMF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="34"/>
        <source>SMF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="35"/>
        <source>Cat6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="38"/>
        <source>unrouted</source>
        <translation>nicht verlegt</translation>
    </message>
</context>
<context>
    <name>DesignInfo</name>
    <message>
        <location filename="../model/report/designinfo.cpp" line="157"/>
        <source>  halls          </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/designinfo.cpp" line="158"/>
        <source>  rows           </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/designinfo.cpp" line="159"/>
        <source>  racks          </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/designinfo.cpp" line="160"/>
        <source>  devices        </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/designinfo.cpp" line="163"/>
        <source>  GPUs           </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/designinfo.cpp" line="164"/>
        <source>  ports          </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/designinfo.cpp" line="165"/>
        <source>  cables         </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/designinfo.cpp" line="168"/>
        <source>  power feeds    </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/designinfo.cpp" line="169"/>
        <source>  PDUs           </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/designinfo.cpp" line="171"/>
        <source>  power shelves  </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/designinfo.cpp" line="172"/>
        <source>  cooling loops  </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/designinfo.cpp" line="173"/>
        <source>  CDUs           </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/designinfo.cpp" line="174"/>
        <source>  busways        </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/designinfo.cpp" line="175"/>
        <source>  columns        </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/designinfo.cpp" line="176"/>
        <source>  keep-out areas </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/designinfo.cpp" line="177"/>
        <source>  networks       </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/designinfo.cpp" line="180"/>
        <source>%1:1 connected (target %2:1), %3 leaf ports unused</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DesignStore</name>
    <message>
        <location filename="../model/io/tablereader.cpp" line="12"/>
        <source>the design is damaged: %1. Open a backup or an earlier copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/tablereader.cpp" line="23"/>
        <location filename="../model/io/tablereader.cpp" line="32"/>
        <source>table %1 cannot be read (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/tablereader.cpp" line="43"/>
        <source>table %1, row %2, column id: &apos;%3&apos; is not an id (a whole number from 1 to %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/tablereader.cpp" line="76"/>
        <source>&apos;%1&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/tablereader.cpp" line="80"/>
        <source>%1 is outside %2 … %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/tablereader.cpp" line="90"/>
        <source>%1 is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/tablereader.cpp" line="100"/>
        <source>%1 is not an id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/tablereader.cpp" line="119"/>
        <source>table %1, row with id %2, column %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/tablereader.cpp" line="108"/>
        <source>unknown value &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="48"/>
        <source>SQLite cannot read it (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="52"/>
        <source>an SQLite database, but not a Railyard design. Open a .railyard file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="56"/>
        <source>its format version cannot be read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="61"/>
        <source>saved by a newer Railyard (file format %1; this version reads formats up to %2). Update Railyard to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="68"/>
        <source>its file format version %1 is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="88"/>
        <source>no upgrade from format %1 is known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="114"/>
        <source>table meta cannot be read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="119"/>
        <source>table meta, row %1, column value: &apos;%2&apos; is not an amount from 0 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="170"/>
        <source>table meta, row %1, column value: &apos;%2&apos; is not a length from 0 to %3 m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="180"/>
        <source>table meta, row %1, column value: &apos;%2&apos; is not a positive limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="193"/>
        <source>table meta, row %1, column value: &apos;%2&apos; is not an id counter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="267"/>
        <source>table catalog_part, row with id %1, column part_number: part number &apos;%2&apos; appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="310"/>
        <source>table price, row %1, column %2: &apos;%3&apos; is not a number from 0 to %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="326"/>
        <source>table price_discount, row %2, column discount: &apos;%1&apos; is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="342"/>
        <source>table spare_policy, row %1: the policy is not valid (numbers from 0 to %2, a service level below %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="365"/>
        <source>table scenario, row %1, column design: the variant does not hold a design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="378"/>
        <source>table rack_template cannot be read (%1)</source>
        <translation>Tabelle rack_template kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="384"/>
        <source>table rack_template: %1</source>
        <translation>Tabelle rack_template: %1</translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="397"/>
        <source>table quote_logo cannot be read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="405"/>
        <source>table quote_logo, row %1, column image: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="516"/>
        <source>table network, row with id %1, column plane: network &apos;%2&apos; is not a compute network, so its plane must be 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="523"/>
        <source>table network, row with id %1, column plane: networks &apos;%2&apos; and &apos;%3&apos; are both plane %4; each plane of the compute fabric is one network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="570"/>
        <source>table %1 holds %2 rows; a design may hold %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="577"/>
        <source>table device: the devices and table port hold %1 ports; a design may hold %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="600"/>
        <source>the ports numbered from %1 run past the largest id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="649"/>
        <source>table catalog_part, column id: id %1 appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="251"/>
        <source>the optics included exceed the part&apos;s maximum power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="281"/>
        <source>table waiver cannot be read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="303"/>
        <source>table price cannot be read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="319"/>
        <source>table price_discount cannot be read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="333"/>
        <source>table spare_policy cannot be read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="358"/>
        <source>table scenario cannot be read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designreader.cpp" line="596"/>
        <source>catalog part %1 is not in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="22"/>
        <source>%1: the file does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="24"/>
        <source>%1: is a folder, not a Railyard design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="27"/>
        <source>%1: cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="29"/>
        <source>%1: the file is empty; it is not a Railyard design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="34"/>
        <source>%1: not a Railyard design (it is not an SQLite database). Open a .railyard file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="44"/>
        <source>%1: the file is truncated (%2 of %3 bytes); it was cut off while being copied or written. Use a complete copy or a backup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="73"/>
        <source>the disk is full (simulated).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="64"/>
        <source>the new file cannot be opened (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="80"/>
        <source>Cannot open %1: the Qt SQLite driver is not installed (Debian package libqt6sql6-sqlite).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="91"/>
        <source>%1: cannot be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="110"/>
        <source>%1: format %2 needs an upgrade, but no temporary copy could be made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="114"/>
        <source>%1: cannot upgrade from format %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="129"/>
        <source>Cannot keep the design as a variant: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="132"/>
        <source>no temporary folder can be made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designstore.cpp" line="153"/>
        <source>%1: no temporary copy could be made to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designwriter.cpp" line="41"/>
        <source>cannot prepare table %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designwriter.cpp" line="53"/>
        <source>writing table %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designwriter.cpp" line="107"/>
        <source>the disk is full (simulated while writing %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designrefs.cpp" line="23"/>
        <source>table %1, column id: id %2 appears twice. Ports are numbered from each device&apos;s first_port_id and listed in table port; no two may share an id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/designrefs.cpp" line="48"/>
        <source>table %1, row with id %2, column %3: refers to %4 %5, which is not in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/racktemplatejson.cpp" line="27"/>
        <source>&quot;%1&quot; is not text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/racktemplatejson.cpp" line="36"/>
        <source>&quot;%1&quot; is not a whole number from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/racktemplatejson.cpp" line="44"/>
        <source>&quot;%1&quot; is not a number from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/racktemplatejson.cpp" line="51"/>
        <source>&quot;%1&quot; is not true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/racktemplatejson.cpp" line="59"/>
        <source>&quot;%1&quot; is not one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/racktemplatejson.cpp" line="100"/>
        <source>rack template %1: %2</source>
        <translation>Rack-Vorlage %1: %2</translation>
    </message>
    <message>
        <location filename="../model/io/racktemplatejson.cpp" line="107"/>
        <source>its body is not a JSON object</source>
        <translation>ihr Inhalt ist kein JSON-Objekt</translation>
    </message>
    <message>
        <location filename="../model/io/racktemplatejson.cpp" line="120"/>
        <source>more devices or cables than a rack holds</source>
        <translation>mehr Geräte oder Kabel, als ein Rack aufnimmt</translation>
    </message>
</context>
<context>
    <name>EditOps</name>
    <message>
        <location filename="../model/edit/editapplier.cpp" line="32"/>
        <source>unknown kind &quot;%1&quot;; the kinds are %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/editapplier.cpp" line="36"/>
        <source>a %1 has no field &quot;%2&quot;; its fields are %3 (docs/CLI.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/editapplier.cpp" line="42"/>
        <source>&quot;fields&quot; is empty: nothing to set</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../model/edit/editapplier.cpp" line="77"/>
        <source>Apply %n edit(s) from %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/edit/editcontext.cpp" line="9"/>
        <source>&quot;%1&quot; is not a port; write it as &quot;device:port&quot;, e.g. &quot;gpu0001:C1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/editcontext.cpp" line="26"/>
        <source>device %1 has no port %2 (its ports are %3%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/opswriter.cpp" line="48"/>
        <source>several %1s are named &quot;%2&quot;%3; give each its own name before writing the design as ops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/opswriter.cpp" line="52"/>
        <source> in one hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/opswriter.cpp" line="237"/>
        <source>Railyard edit ops: apply with railyard-cli edit DESIGN FILE (docs/CLI.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/rackkind.cpp" line="35"/>
        <source>&quot;%1&quot; fills a rack as it is added; rack %2 stands already</source>
        <translation>"%1" bestückt ein Rack beim Hinzufügen; Rack %2 steht schon</translation>
    </message>
    <message>
        <location filename="../model/edit/rackkind.cpp" line="49"/>
        <source>Edit rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/rackkind.cpp" line="76"/>
        <source>&quot;template&quot; is the name of a rack template</source>
        <translation>"template" ist der Name einer Rack-Vorlage</translation>
    </message>
    <message>
        <location filename="../model/edit/rackkind.cpp" line="82"/>
        <source>the design has no rack template &quot;%1&quot; (it has: %2)</source>
        <translation>das Design hat keine Rack-Vorlage "%1" (es hat: %2)</translation>
    </message>
    <message>
        <location filename="../model/edit/rackkind.cpp" line="83"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../model/edit/rackkind.cpp" line="87"/>
        <source>a rack from template %1 gets its PDUs and loop from it; leave &quot;%2&quot; out</source>
        <translation>ein Rack aus Vorlage %1 erhält PDUs und Kreislauf aus ihr; lassen Sie "%2" weg</translation>
    </message>
    <message>
        <location filename="../model/edit/rackkind.cpp" line="90"/>
        <source>&quot;whole&quot; and &quot;template&quot; each fill the rack; give one</source>
        <translation>"whole" und "template" bestücken beide das Rack; geben Sie eines an</translation>
    </message>
    <message>
        <location filename="../model/edit/rackkind.cpp" line="119"/>
        <source>template %1 stands in a %2 frame; leave &quot;part&quot; out or give %2</source>
        <translation>Vorlage %1 steht in einem %2-Rahmen; lassen Sie "part" weg oder geben Sie %2 an</translation>
    </message>
    <message>
        <location filename="../model/edit/rackkind.cpp" line="137"/>
        <source>&quot;whole&quot; fills a rack-scale system; %1 is an empty frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/rackkind.cpp" line="143"/>
        <source>Add rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/cablekind.cpp" line="18"/>
        <source>&quot;%1&quot; takes a port as &quot;device:port&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/cablekind.cpp" line="41"/>
        <source>both ends are %1; a cable joins two different ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/cablekind.cpp" line="46"/>
        <source>port %1 is already used by the cable to %2; disconnect it first (or set that cable&apos;s ends)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/cablekind.cpp" line="62"/>
        <source>no cable is plugged into %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/cablekind.cpp" line="63"/>
        <source>%1 cables are plugged into %2; name the one you mean by its label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/cablekind.cpp" line="73"/>
        <source>%1 cables are labelled &quot;%2&quot;; name the one you mean by an end (&quot;device:port&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/cablekind.cpp" line="76"/>
        <source>no cable has the label or end &quot;%1&quot; (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/cablekind.cpp" line="100"/>
        <location filename="../model/edit/cablekind.cpp" line="145"/>
        <source>Edit cable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/cablekind.cpp" line="117"/>
        <source>Delete cable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/devicekind.cpp" line="37"/>
        <source>%1 is not mounted in rack units (a zero-U or rack-scale part); give it &quot;u&quot;: 0 or no &quot;u&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/devicekind.cpp" line="42"/>
        <source>%1 takes %2 U: give the lowest U it occupies in rack %3 as &quot;u&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/devicekind.cpp" line="73"/>
        <source>the part of a device cannot be changed (its ports would change); delete %1 and add a device of the new part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/editop.cpp" line="41"/>
        <source>the line has no &quot;op&quot; (one of add, set, delete, connect, disconnect)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/editop.cpp" line="47"/>
        <source>unknown op &quot;%1&quot;; the ops are add, set, delete, connect, disconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/editop.cpp" line="52"/>
        <source>&quot;%1&quot; takes no &quot;%2&quot;; it takes %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/editop.cpp" line="59"/>
        <source>&quot;%1&quot; needs &quot;%2&quot; as a non-empty string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/editop.cpp" line="73"/>
        <source>&quot;%1&quot; needs &quot;fields&quot; as an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/editop.cpp" line="121"/>
        <source>the line is longer than %1 bytes; one op per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/editop.cpp" line="128"/>
        <source>more than %1 ops in one file; split it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/editop.cpp" line="133"/>
        <source>%1 at column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/editop.cpp" line="140"/>
        <source>not valid JSON (%1 at column %2); each line is one JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/editop.cpp" line="147"/>
        <source>each line must be one JSON object {&quot;op&quot;: ...}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/fieldreader.cpp" line="29"/>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/fieldreader.cpp" line="30"/>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/fieldreader.cpp" line="31"/>
        <source>&quot;%1&quot; takes %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/fieldreader.cpp" line="38"/>
        <source>the field &quot;%1&quot; is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/fieldreader.cpp" line="71"/>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/fieldreader.cpp" line="71"/>
        <source>a non-empty string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/fieldreader.cpp" line="79"/>
        <source>a number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/fieldreader.cpp" line="96"/>
        <source>a whole number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/fieldreader.cpp" line="104"/>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/fieldreader.cpp" line="111"/>
        <source>a whole number from 1 to %1, or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/fieldreader.cpp" line="131"/>
        <source>a part number (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/fieldreader.cpp" line="134"/>
        <source>&quot;%1&quot;: the design&apos;s catalog has no part &quot;%2&quot;; check the part number against the catalog (docs/CATALOG.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/fieldreader.cpp" line="138"/>
        <source>&quot;%1&quot;: %2 is a %3 part; this field takes a %4 part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/fieldreader.cpp" line="139"/>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/racktemplatekind.cpp" line="24"/>
        <source>the design has a rack template %1 already; delete it first to take it again</source>
        <translation>das Design hat schon eine Rack-Vorlage %1; löschen Sie sie zuerst, um sie neu zu übernehmen</translation>
    </message>
    <message>
        <location filename="../model/edit/racktemplatekind.cpp" line="35"/>
        <source>a rack template is not edited field by field; delete %1 and add it again from its rack</source>
        <translation>eine Rack-Vorlage wird nicht feldweise bearbeitet; löschen Sie %1 und fügen Sie sie aus ihrem Rack neu hinzu</translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message numerus="yes">
        <location filename="../model/commands/siteeditname.cpp" line="37"/>
        <source>Edit %n price(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/commands/siteeditname.cpp" line="39"/>
        <source>Remove price of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/siteeditname.cpp" line="40"/>
        <source>Edit price of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/siteeditname.cpp" line="46"/>
        <source>Set currency to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/siteeditname.cpp" line="49"/>
        <source>Set margin to %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/siteeditname.cpp" line="51"/>
        <source>Set tax to %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/siteeditname.cpp" line="53"/>
        <source>Clear quote number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/siteeditname.cpp" line="54"/>
        <source>Set quote number to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/siteeditname.cpp" line="56"/>
        <source>Remove quote logo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/siteeditname.cpp" line="57"/>
        <source>Set quote logo to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/siteeditname.cpp" line="65"/>
        <source>Set project to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/siteeditname.cpp" line="66"/>
        <source>Edit quote terms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/siteeditname.cpp" line="70"/>
        <source>Edit discounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/siteeditname.cpp" line="72"/>
        <source>Edit spares policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/siteeditname.cpp" line="74"/>
        <source>Edit TCO assumptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/siteeditname.cpp" line="80"/>
        <source>Name this variant %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/siteeditname.cpp" line="82"/>
        <source>Add variant %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/siteeditname.cpp" line="87"/>
        <source>Remove variant %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/siteeditname.cpp" line="89"/>
        <source>Edit variants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/siteeditname.cpp" line="98"/>
        <source>Rename design to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/siteeditname.cpp" line="101"/>
        <source>Clear customer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/siteeditname.cpp" line="102"/>
        <source>Set customer to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/siteeditname.cpp" line="104"/>
        <source>Edit notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/siteeditname.cpp" line="106"/>
        <source>Change cable routing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/siteeditname.cpp" line="108"/>
        <source>Waive %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/siteeditname.cpp" line="110"/>
        <source>Remove waivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/siteeditname.cpp" line="112"/>
        <source>Change label template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/siteeditname.cpp" line="116"/>
        <source>Edit site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/facilitychecks.cpp" line="24"/>
        <source>%1 %2: hall %3 does not exist; give the hall it stands in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/facilitychecks.cpp" line="26"/>
        <source>%1 %2: its centre (%3, %4) is not a position in metres.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/facilitychecks.cpp" line="28"/>
        <source>%1 %2: its size %3 × %4 m must be positive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/facilitychecks.cpp" line="37"/>
        <source>%1 %2: its part must be a catalog part of category %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/facilitychecks.cpp" line="46"/>
        <source>Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/facilitychecks.cpp" line="51"/>
        <source>Keep-out area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/facilitychecks.cpp" line="56"/>
        <source>Busway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/facilitychecks.cpp" line="58"/>
        <source>Busway %1: hall %2 does not exist; give the hall it runs in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/facilitychecks.cpp" line="61"/>
        <source>Busway %1: feed %2 does not exist; give the feed it is fed from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/facilitychecks.cpp" line="63"/>
        <source>Busway %1: feed %2 is in another hall; give a feed of the busway&apos;s hall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/facilitychecks.cpp" line="68"/>
        <source>Busway %1: its run from (%2, %3) to (%4, %5) is not made of positions in metres.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/facilitychecks.cpp" line="80"/>
        <source>CDU %1: cooling loop %2 does not exist; give the loop it serves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/facilitychecks.cpp" line="81"/>
        <source>CDU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/facilitychecks.cpp" line="85"/>
        <source>CDU %1: its position (%2, %3) or rotation %4° is not valid.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportProgress</name>
    <message>
        <location filename="../views/exportprogress.cpp" line="22"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../views/exportprogress.cpp" line="24"/>
        <source>Exporting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/exportprogress.cpp" line="46"/>
        <source>page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/exportprogress.cpp" line="46"/>
        <source>cable %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/exportprogress.cpp" line="47"/>
        <source>Writing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/exportprogress.cpp" line="60"/>
        <source>Export cancelled: %1 is unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../views/exportprogress.cpp" line="64"/>
        <source>Done — %Ln page(s) written to %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/exportprogress.cpp" line="66"/>
        <source>Done — written to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FabricPlan</name>
    <message>
        <location filename="../model/generate/fabricplan.cpp" line="55"/>
        <source>the switch radix must be an even number of ports of at least 4 (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/fabricplan.cpp" line="62"/>
        <source>a node needs at least one compute port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/fabricplan.cpp" line="74"/>
        <source>%1 rails per leaf do not divide a node&apos;s %2 rails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/fabricplan.cpp" line="82"/>
        <source>a scalable unit needs at least one node slot that is not reserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/fabricplan.cpp" line="84"/>
        <source>a scalable unit of %1 nodes at %2:1 needs %3 down and %4 up ports per rail leaf, more than its %5; use at most %6 nodes per SU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/fabricplan.cpp" line="57"/>
        <source>an oversubscription of %1:1 is not possible on %2-port leaves; give a ratio from 1 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/fabricplan.cpp" line="93"/>
        <source>the design needs at least one node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/fabricplan.cpp" line="132"/>
        <source>%1 endpoints need %2 pods, beyond three tiers of %3-port switches (at most %4 pods, %5 endpoints at %6:1); use a switch with more ports or fewer GPUs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FieldChecks</name>
    <message>
        <location filename="../model/commands/facilityfieldchecks.cpp" line="33"/>
        <source>column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/facilityfieldchecks.cpp" line="38"/>
        <source>keep-out area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/facilityfieldchecks.cpp" line="43"/>
        <source>busway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/facilityfieldchecks.cpp" line="52"/>
        <source>CDU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/facilityfieldchecks.cpp" line="66"/>
        <source>CDU %1 cannot stand at (%2, %3) m: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/linkchecks.cpp" line="20"/>
        <source>Port %1 must belong to an existing device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/linkchecks.cpp" line="22"/>
        <source>A port needs a name (it is on the cable labels).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/linkchecks.cpp" line="25"/>
        <source>Device %1 already has a port named %2; port names of a device must be unique.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/linkchecks.cpp" line="27"/>
        <source>Port %1:%2 needs a speed above 0 Gb/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/linkchecks.cpp" line="35"/>
        <source>Another cable is labelled %1; cable labels must be unique (the installers find cables by them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/linkchecks.cpp" line="42"/>
        <source>Both ends of a cable must be existing ports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/linkchecks.cpp" line="44"/>
        <source>A cable cannot run from a port to itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/linkchecks.cpp" line="46"/>
        <source>A cable&apos;s length cannot be negative (0: route it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/linkchecks.cpp" line="89"/>
        <source>network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/linkchecks.cpp" line="92"/>
        <source>Oversubscription of network %1 is r in r:1 at the leaves: 1 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/linkchecks.cpp" line="94"/>
        <source>Network %1&apos;s plane must be 0 (not a plane of a multi-plane fabric) or 1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/linkchecks.cpp" line="96"/>
        <source>%1 is not a compute network: only a compute network is a plane of a multi-plane fabric; set its plane to 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/linkchecks.cpp" line="104"/>
        <source>Another network is plane %1 already; each plane of the compute fabric is one network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/linkchecks.cpp" line="107"/>
        <source>Planes are numbered from 1 without gaps: set plane %1 on a compute network before plane %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/placechecks.cpp" line="36"/>
        <source>hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/placechecks.cpp" line="39"/>
        <source>Hall %1 needs a width and a depth above 0 m.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/placechecks.cpp" line="45"/>
        <source>Rack %1 stands at x %2 m, y %3 m, off a %4 × %5 m floor; move it first or keep the hall larger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/placechecks.cpp" line="53"/>
        <source>Hall %1 needs floor ratings above 0 (distributed kPa and concentrated kN).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/placechecks.cpp" line="55"/>
        <source>The utility capacity of hall %1 cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/placechecks.cpp" line="57"/>
        <source>The air cooling capacity of hall %1 cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/placechecks.cpp" line="59"/>
        <source>A PUE is facility power over IT power: it is 1 or more (hall %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/placechecks.cpp" line="61"/>
        <source>The water of hall %1 must return warmer than it is supplied (%2 °C supply, %3 °C return).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/placechecks.cpp" line="71"/>
        <source>Row %1 must stand in an existing hall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/placechecks.cpp" line="74"/>
        <source>Row %1 has racks; a row with racks cannot change hall (their positions, feeds and loops are of this hall).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/placechecks.cpp" line="76"/>
        <source>row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/placechecks.cpp" line="81"/>
        <source>rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/placechecks.cpp" line="85"/>
        <source>Rack %1 must stand in an existing row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/placechecks.cpp" line="88"/>
        <source>Rack %1 needs a position in metres.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/placechecks.cpp" line="90"/>
        <source>Rack %1: x %2 m is off the floor of hall %3 (0 to %4 m).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/placechecks.cpp" line="92"/>
        <source>Rack %1: y %2 m is off the floor of hall %3 (0 to %4 m).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/placechecks.cpp" line="95"/>
        <source>Rack %1 needs a rack type from the catalog (a rack or a rack-scale system).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/placechecks.cpp" line="97"/>
        <source>The spreader plate of rack %1 must be from 0 (none) to %2 m².</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/placechecks.cpp" line="104"/>
        <source>Rack %1 names a PDU that does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/placechecks.cpp" line="106"/>
        <source>PDU %1 hangs off feed %2 of another hall; rack %3 can only draw from the feeds of its own hall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/placechecks.cpp" line="110"/>
        <source>Rack %1 takes its A and B supply from the same PDU; losing it would drop the rack. Pick two PDUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/placechecks.cpp" line="114"/>
        <source>Rack %1 names a cooling loop that does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/placechecks.cpp" line="116"/>
        <source>Cooling loop %1 serves another hall; rack %2 can only join a loop of its own hall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/placechecks.cpp" line="124"/>
        <source>Rack %1 cannot stand at (%2, %3) m: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/placechecks.cpp" line="130"/>
        <source>device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <location filename="../model/commands/placechecks.cpp" line="133"/>
        <source>Device %1 must stand in an existing rack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/placechecks.cpp" line="135"/>
        <source>Device %1 needs a part from the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/placechecks.cpp" line="137"/>
        <source>U %1 is below the rack&apos;s first unit; units count from 1 (0: not mounted in a U).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/placechecks.cpp" line="144"/>
        <source>Device %1 names a network that does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/powerchecks.cpp" line="31"/>
        <source>feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/powerchecks.cpp" line="35"/>
        <source>The capacity of feed %1 cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/powerchecks.cpp" line="37"/>
        <source>Feed %1 must serve an existing hall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/powerchecks.cpp" line="40"/>
        <source>Rack %1 of another hall draws from feed %2 through PDU %3; a feed serves its own hall only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/powerchecks.cpp" line="47"/>
        <source>PDU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/powerchecks.cpp" line="50"/>
        <source>PDU %1 needs at least one unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/powerchecks.cpp" line="54"/>
        <source>PDU %1 needs a PDU or power shelf part from the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/powerchecks.cpp" line="57"/>
        <source>PDU %1 must hang off an existing feed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/powerchecks.cpp" line="59"/>
        <source>Feed %1 is in another hall than rack %2, which PDU %3 supplies; pick a feed of the rack&apos;s hall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/powerchecks.cpp" line="65"/>
        <source>PDU %1 taps off a busway that does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/powerchecks.cpp" line="68"/>
        <source>PDU %1 taps off busway %2, which is fed by %3: give the PDU that feed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/powerchecks.cpp" line="77"/>
        <source>cooling loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/powerchecks.cpp" line="81"/>
        <source>The temperature rise of loop %1 must be above 0 K (water returns warmer than it is supplied).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/powerchecks.cpp" line="83"/>
        <source>The supply temperature of loop %1 must lie between %2 and %3 °C (ASHRAE liquid classes W17 to W+).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/powerchecks.cpp" line="88"/>
        <source>Loop %1 must serve an existing hall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/powerchecks.cpp" line="90"/>
        <source>Rack %1 on loop %2 stands in another hall; a loop serves its own hall only.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Generator</name>
    <message>
        <location filename="../model/generate/generatorsizing.cpp" line="32"/>
        <source>the catalog has no compute switch at the speed of %1&apos;s NICs; give one with --switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatorsizing.cpp" line="44"/>
        <location filename="../model/generate/networkrows.cpp" line="104"/>
        <source>the catalog has no part &apos;%1&apos; of the right kind; see docs/CATALOG.md</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatorsizing.cpp" line="46"/>
        <source>part %1 has no GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatorsizing.cpp" line="48"/>
        <source>give a GPU count of at least %1 (one %2 node)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatorsizing.cpp" line="51"/>
        <source>%1 GPUs is not a whole number of %2-GPU nodes; the nearest valid counts are %3 and %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatorsizing.cpp" line="66"/>
        <source>a compute fabric has 1 to %1 planes (asked: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatorsizing.cpp" line="90"/>
        <source>%1 fabric nodes need a third tier for %2 past the %3 that two tiers hold: %3 take %4 compute switches a plane, %1 take %5.</source>
        <translation>%1 Fabric-Knoten brauchen eine dritte Ebene für %2 über die %3 hinaus, die zwei Ebenen fassen: %3 brauchen %4 Compute-Switches je Ebene, %1 brauchen %5.</translation>
    </message>
    <message>
        <location filename="../model/generate/generatorsizing.cpp" line="115"/>
        <source>the catalog has no %1 rack type (and an air-cooled one for network racks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatorsizing.cpp" line="130"/>
        <source>%1 needs %2 U for its trays, switch trays, shelves and management switch; its frame has %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatorsizing.cpp" line="135"/>
        <source>Rack-scale system %1: %2 × %3 and %4 × %5 per NVLink domain of %6 GPUs, %7 + %7 × %8 (2N by feed: one side&apos;s %9 kW carry the %10 kW of the trays)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatorsizing.cpp" line="148"/>
        <source>The last %1 holds %2 of its %3 trays (%4 GPUs): rack-scale systems ship whole; %5 or %6 GPUs fill whole racks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatorsizing.cpp" line="172"/>
        <source>%1 nodes of %2 U do not fit the %3 U a %4 rack has for them; choose %5 or fewer nodes per rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatorsizing.cpp" line="181"/>
        <source>Nodes per rack: %1 (U %2, rack power %3, cooling %4, floor %5, PDU %6 allow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatorsizing.cpp" line="191"/>
        <source>the rack&apos;s power rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatorsizing.cpp" line="192"/>
        <source>the rack&apos;s cooling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatorsizing.cpp" line="193"/>
        <source>the floor rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatorsizing.cpp" line="194"/>
        <source>one rack side&apos;s PDUs on failover (up to three of the largest PDU at 80 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatorsizing.cpp" line="197"/>
        <source>%1 nodes per rack exceed what %2 allows (%3): choose %3 or fewer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatorsizing.cpp" line="203"/>
        <source>Compute planes: %1, each GPU&apos;s ports alternating over them (port i on plane i mod %1 + 1); each plane is the fabric below; %2 leaves and %3 spines and cores in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatorsizing.cpp" line="248"/>
        <source>Leaves: %1 per SU in %2 network racks mid-row (%3 to a rack: U allow %4, power %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatorsizing.cpp" line="336"/>
        <source>whole pods with their spines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatorsizing.cpp" line="337"/>
        <source>whole SUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/computerows.cpp" line="79"/>
        <source>Compute fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/computerows.cpp" line="80"/>
        <source>Compute fabric plane %1</source>
        <translation>Rechennetz Ebene %1</translation>
    </message>
    <message>
        <location filename="../model/generate/computerows.cpp" line="85"/>
        <source>Storage fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/computerows.cpp" line="86"/>
        <source>In-band management</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/computerows.cpp" line="87"/>
        <source>Out-of-band management</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/computerows.cpp" line="24"/>
        <source>device %1 has no %2 port %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/computerows.cpp" line="99"/>
        <source>Network rack in the middle of each SU row: longest node-to-leaf run %1 racks (at the row end: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/networkrows.cpp" line="127"/>
        <source>Fabric management: %1 × %2 on port %3 of the rail 1-%4 leaves of SU %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/networkrows.cpp" line="129"/>
        <source>%1 planes × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/networkrows.cpp" line="134"/>
        <source>Warning: the compute fabric has no free leaf port for its %1 UFM appliances (placed on in-band and OOB only); NVIDIA&apos;s reference architecture gives one node slot to UFM: ask for one node fewer, or --reserved-per-su 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/ethernetfabrics.cpp" line="55"/>
        <source>%1: no Ethernet switch of the catalog can carry %2 endpoints with a priced module that fits its cages; see docs/CATALOG.md</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/ethernetfabrics.cpp" line="76"/>
        <source>%1: %2 endpoints exceed three tiers of %3; using %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/ethernetfabrics.cpp" line="91"/>
        <source>%1: one switch for %2 endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/ethernetfabrics.cpp" line="119"/>
        <source>%1: %2 tiers, %3 leaves, %4 spines, %5 cores for %6 endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/ethernetfabrics.cpp" line="166"/>
        <source>the chosen parts have too few ports: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/powercooling.cpp" line="35"/>
        <source>the catalog has no PDU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/powercooling.cpp" line="109"/>
        <source>Floor: %1 racks heavier than the %2 kg/m² rating over their footprint stand on spreader plates of up to %3 m²</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/powercooling.cpp" line="182"/>
        <source>Power: %1 A/B feed pairs, each block of racks within the largest switchgear lineup of the catalog (%2 MW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/powercooling.cpp" line="260"/>
        <source>Cooling %1: %2 kW to liquid, %3 × %4 (N+1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hall %1: rows in %2 blocks side by side with %3 m cross aisles, %4 × %5 m (within a long side of %6 × the short one)</source>
        <translation type="vanished">Halle %1: Reihen in %2 Blöcken nebeneinander mit %3 m Quergängen, %4 × %5 m (die lange Seite höchstens %6 × die kurze)</translation>
    </message>
    <message>
        <location filename="../model/generate/halllayout.cpp" line="42"/>
        <source>Hall %1: rows in %2 blocks side by side with %3 m cross aisles, %4 × %5 m (long side %6 × the short one; at most %7 asked)</source>
        <translation>Halle %1: Reihen in %2 Blöcken nebeneinander mit %3 m Quergängen, %4 × %5 m (lange Seite %6 × die kurze; höchstens %7 verlangt)</translation>
    </message>
    <message>
        <location filename="../model/generate/halllayout.cpp" line="129"/>
        <source>Hall %1: %2 MW IT load, %3 × %4 m (%5 m²)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/halllayout.cpp" line="138"/>
        <source>Warning: hall %1 holds %2 MW of IT load on %3 m², beyond the site&apos;s %4 MW and %5 m² per hall; `check` reports it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/halllayout.cpp" line="59"/>
        <source>the layout needs a hall of %1 × %2 m (with %3 m margins); the hall given is %4 × %5 m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatorsizing.cpp" line="68"/>
        <source>%1 has %2 compute ports, which do not divide into %3 planes; give a number of planes that divides them (2 for a node with two ports per GPU, such as DGX-B300-ETH)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatorsizing.cpp" line="212"/>
        <source>Compute fabric: %1 tiers, %2 leaves, %3 spines, %4 cores (%5 down / %6 up per leaf; %7 node links over %8 uplinks: %9:1 connected; %10 leaf ports unused)</source>
        <translation>Compute-Fabric: %1 Ebenen, %2 Leaves, %3 Spines, %4 Cores (%5 nach unten / %6 nach oben je Leaf; %7 Knotenlinks über %8 Uplinks: %9:1 verbunden; %10 Leaf-Ports frei)</translation>
    </message>
    <message>
        <location filename="../model/generate/generatorsizing.cpp" line="225"/>
        <source>The last SU holds %1 of its %2 node slots: its leaves have %3 ports down and %4 up</source>
        <translation>Die letzte SU belegt %1 ihrer %2 Knotenplätze: ihre Leaves haben %3 Ports nach unten und %4 nach oben</translation>
    </message>
    <message>
        <location filename="../model/generate/generatorsizing.cpp" line="231"/>
        <source>The last SU&apos;s first %1 leaves carry a fabric manager port each: %2 ports down and %3 up</source>
        <translation>Die ersten %1 Leaves der letzten SU tragen je einen Port des Fabric-Managers: %2 Ports nach unten und %3 nach oben</translation>
    </message>
    <message>
        <location filename="../model/generate/generatorsizing.cpp" line="329"/>
        <source>Site: %1 halls for an estimated %2 MW of IT load within %3 MW and %4 m² per hall; %5 in each hall (%7 MW each; SUs to a unit: %8), cores, storage and the Ethernet fabrics&apos; upper tiers in the central hall %6 (%9 MW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/halllayout.cpp" line="119"/>
        <source>IT load %1 MW with the optics chosen (%2 MW estimated with the most power-hungry module in every optical port, for racks and PDUs); feeds %3 MW each; utility %4 MW at PUE %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/halllayout.cpp" line="85"/>
        <source>Generate %1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/coolingfit.cpp" line="18"/>
        <source>none in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/coolingfit.cpp" line="21"/>
        <source>%1 is liquid-cooled (%2 % of its heat goes to liquid) and needs direct liquid cooling (dlc); %3 cooling cannot take that heat. Choose dlc, or a node cooled by air: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/coolingfit.cpp" line="27"/>
        <source>%1 is air-cooled: direct-liquid racks would carry none of its heat to liquid (0 kW, no CDUs). Choose air or rear_door cooling for it, or a liquid-cooled node for dlc: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/fabriccost.cpp" line="112"/>
        <source>%1 × %2 (%3-tier), USD %4 (switches %5, optics %6, cables %7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/fabriccost.cpp" line="122"/>
        <source>%1 switches by cost: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/fabriccost.cpp" line="124"/>
        <source>; next cheapest %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/hallsplit.cpp" line="32"/>
        <source>one scalable unit needs %1 MW and %2 m², beyond the site&apos;s %3 MW and %4 m² per hall; raise the limits (--max-hall-mw) or make the SU smaller (--su-nodes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/rackscale.cpp" line="15"/>
        <source>rack-scale system %1 gives no NVLink domain size (its gpus figure)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/rackscale.cpp" line="19"/>
        <source>the catalog has no compute tray &apos;%1&apos; (a gpu_server part) for %2; name one with --tray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/rackscale.cpp" line="22"/>
        <source>%1 trays of %2 GPUs do not fill the %3-GPU NVLink domain of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/rackscale.cpp" line="36"/>
        <source>the catalog has no NVLink switch tray (category nvlink_switch) for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/rackscale.cpp" line="38"/>
        <source>the catalog has no power shelf (category power_shelf) for %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GeneratorChecks</name>
    <message>
        <location filename="../model/generate/generatoroptions.cpp" line="29"/>
        <source>a design has 1 to %1 GPUs (asked: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatoroptions.cpp" line="31"/>
        <source>a power envelope is a number of watts from 0 to %1 (asked: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatoroptions.cpp" line="33"/>
        <source>an oversubscription is a whole ratio from 1 to %1 (asked: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatoroptions.cpp" line="35"/>
        <source>a scalable unit has 1 to %1 node slots (asked: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatoroptions.cpp" line="37"/>
        <source>reserved slots per scalable unit are 0 to %1 (asked: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatoroptions.cpp" line="39"/>
        <source>a design has 0 to %1 storage nodes (asked: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatoroptions.cpp" line="41"/>
        <source>a rack holds 1 to %1 nodes (asked: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatoroptions.cpp" line="43"/>
        <source>a PUE is a number from 1 to %1 (asked: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatoroptions.cpp" line="45"/>
        <source>a hall is at most %1 m wide and deep (asked: %2 × %3 m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/generate/generatoroptions.cpp" line="47"/>
        <source>a hall&apos;s long side over its short side is a ratio from 1 to %1 (asked: %2)</source>
        <translation>die lange Seite einer Halle über ihrer kurzen ist ein Verhältnis von 1 bis %1 (verlangt: %2)</translation>
    </message>
    <message>
        <location filename="../model/generate/generatoroptions.cpp" line="49"/>
        <source>the IT limit per hall is a number of watts from 0 to %1 (asked: %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <location filename="../app/gui/helpmenu.cpp" line="28"/>
        <source>(development build)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/helpmenu.cpp" line="29"/>
        <source>&lt;h3&gt;Railyard %1&lt;/h3&gt;&lt;p&gt;Design GPU datacenters: halls, racks, power, cooling and rail-optimized fabrics, with every limit and rule checked live.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (running on Qt %3).&lt;/p&gt;&lt;p&gt;License: see the license that came with this copy of Railyard. Qt is used under the LGPL v3.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/helpmenu.cpp" line="37"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../app/gui/helpmenu.cpp" line="38"/>
        <source>&amp;Keyboard Shortcuts…</source>
        <translation>&amp;Tastenkürzel…</translation>
    </message>
    <message>
        <location filename="../app/gui/helpmenu.cpp" line="43"/>
        <source>&amp;Documentation</source>
        <translation>&amp;Dokumentation</translation>
    </message>
    <message>
        <location filename="../app/gui/helpmenu.cpp" line="47"/>
        <source>Documentation</source>
        <translation>Dokumentation</translation>
    </message>
    <message>
        <location filename="../app/gui/helpmenu.cpp" line="48"/>
        <source>The documentation is in the docs folder of the Railyard sources (docs/GUI.md for the workspace, docs/CLI.md for railyard-cli).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/helpmenu.cpp" line="50"/>
        <source>The documentation is at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/helpmenu.cpp" line="52"/>
        <source>&amp;About Railyard</source>
        <translation>Ü&amp;ber Railyard</translation>
    </message>
    <message>
        <location filename="../app/gui/helpmenu.cpp" line="52"/>
        <source>About Railyard</source>
        <translation>Über Railyard</translation>
    </message>
</context>
<context>
    <name>Input</name>
    <message>
        <location filename="../model/io/inputfile.cpp" line="21"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/inputfile.cpp" line="26"/>
        <source>larger than %1 MB; inputs of at most %1 MB are read. Is it the right file?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/inputfile.cpp" line="37"/>
        <location filename="../model/io/inputfile.cpp" line="44"/>
        <location filename="../model/io/inputfile.cpp" line="51"/>
        <location filename="../model/io/inputfile.cpp" line="81"/>
        <source>cannot read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/inputfile.cpp" line="53"/>
        <source>is a folder; give a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/inputfile.cpp" line="55"/>
        <source>is a device, not a file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InsertDialogs</name>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="56"/>
        <location filename="../app/gui/insertdialogs.cpp" line="85"/>
        <location filename="../app/gui/insertdialogs.cpp" line="134"/>
        <location filename="../app/gui/insertdialogs.cpp" line="135"/>
        <source> m</source>
        <translation> m</translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="66"/>
        <source>Hall:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="84"/>
        <location filename="../app/gui/insertdialogs.cpp" line="277"/>
        <source>Centre x:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="84"/>
        <location filename="../app/gui/insertdialogs.cpp" line="278"/>
        <source>Centre y:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="85"/>
        <location filename="../app/gui/insertdialogs.cpp" line="134"/>
        <source>Width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="85"/>
        <location filename="../app/gui/insertdialogs.cpp" line="135"/>
        <source>Depth:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="112"/>
        <location filename="../app/gui/insertdialogs.cpp" line="133"/>
        <location filename="../app/gui/insertdialogs.cpp" line="155"/>
        <location filename="../app/gui/insertdialogs.cpp" line="175"/>
        <location filename="../app/gui/insertdialogs.cpp" line="208"/>
        <location filename="../app/gui/insertdialogs.cpp" line="250"/>
        <location filename="../app/gui/insertdialogs.cpp" line="274"/>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="115"/>
        <source>Reason:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="132"/>
        <source>Insert hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="136"/>
        <source>Floor rating:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="136"/>
        <source> kPa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="137"/>
        <source>PUE:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="138"/>
        <source>Air cooling capacity:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="138"/>
        <location filename="../app/gui/insertdialogs.cpp" line="160"/>
        <source> kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="153"/>
        <source>Insert feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="159"/>
        <source>Side:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="160"/>
        <source>Capacity:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="173"/>
        <source>Insert cooling loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="176"/>
        <source>Supply temperature:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="177"/>
        <source> °C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="178"/>
        <source>Supply/return ΔT:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="178"/>
        <source> K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="207"/>
        <source>Insert network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="209"/>
        <source>Role:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="210"/>
        <source>Technology:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="211"/>
        <source>Oversubscription (r:1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="215"/>
        <source>not a plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="216"/>
        <source>Plane:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="234"/>
        <source>Insert column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="240"/>
        <source>Insert keep-out area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="248"/>
        <source>Insert busway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="251"/>
        <source>Feed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="252"/>
        <location filename="../app/gui/insertdialogs.cpp" line="276"/>
        <source>Part:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="253"/>
        <source>Start x:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="254"/>
        <source>Start y:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="255"/>
        <source>End x:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="256"/>
        <source>End y:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="273"/>
        <source>Insert CDU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="275"/>
        <source>Cooling loop:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="279"/>
        <source>Rotation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertdialogs.cpp" line="279"/>
        <source>°</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Inspector</name>
    <message>
        <location filename="../views/inspector/buswayeditor.cpp" line="14"/>
        <location filename="../views/inspector/columneditor.cpp" line="15"/>
        <location filename="../views/inspector/feededitor.cpp" line="15"/>
        <location filename="../views/inspector/loopeditor.cpp" line="12"/>
        <location filename="../views/inspector/roweditor.cpp" line="11"/>
        <source>Hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/buswayeditor.cpp" line="16"/>
        <location filename="../views/inspector/pdueditor.cpp" line="14"/>
        <source>Feed</source>
        <translation>Anschluss</translation>
    </message>
    <message>
        <location filename="../views/inspector/buswayeditor.cpp" line="17"/>
        <location filename="../views/inspector/cdueditor.cpp" line="13"/>
        <location filename="../views/inspector/deviceeditor.cpp" line="14"/>
        <location filename="../views/inspector/pdueditor.cpp" line="23"/>
        <source>Part</source>
        <translation>Teil</translation>
    </message>
    <message>
        <location filename="../views/inspector/buswayeditor.cpp" line="20"/>
        <source>Start x (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/buswayeditor.cpp" line="21"/>
        <source>Start y (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/buswayeditor.cpp" line="22"/>
        <source>End x (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/buswayeditor.cpp" line="23"/>
        <source>End y (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/buswayeditor.cpp" line="30"/>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/buswayeditor.cpp" line="32"/>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <location filename="../views/inspector/buswayeditor.cpp" line="34"/>
        <location filename="../views/inspector/feededitor.cpp" line="18"/>
        <location filename="../views/inspector/pdueditor.cpp" line="52"/>
        <source>Load, both feeds up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/buswayeditor.cpp" line="38"/>
        <location filename="../views/inspector/feededitor.cpp" line="20"/>
        <location filename="../views/inspector/pdueditor.cpp" line="54"/>
        <source>Load, other feed lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/buswayeditor.cpp" line="42"/>
        <source>Tap-off PDUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/buswayeditor.cpp" line="47"/>
        <location filename="../views/inspector/deviceeditor.cpp" line="21"/>
        <location filename="../views/inspector/pdueditor.cpp" line="37"/>
        <location filename="../views/inspector/rackpduchoice.cpp" line="14"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../views/inspector/buswayeditor.cpp" line="50"/>
        <source>%1 (busway)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/rackpduchoice.cpp" line="22"/>
        <source>%1 (%2 × %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/cableeditor.cpp" line="28"/>
        <source>Label</source>
        <translation>Beschriftung</translation>
    </message>
    <message>
        <location filename="../views/inspector/cableeditor.cpp" line="29"/>
        <source>Bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/cableeditor.cpp" line="31"/>
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <location filename="../views/inspector/cableeditor.cpp" line="36"/>
        <source>Fixed length (m, 0: routed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/cableeditor.cpp" line="39"/>
        <source>Ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/cableeditor.cpp" line="40"/>
        <source>%1 ↔ %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/cableeditor.cpp" line="41"/>
        <source>Routed length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/cableeditor.cpp" line="45"/>
        <source>not routed (an end is not on a hall floor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/cableeditor.cpp" line="46"/>
        <source>%1 m, stock %2 m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/cableeditor.cpp" line="48"/>
        <source>Medium used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/cableeditor.cpp" line="53"/>
        <source> (pinned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/cableeditor.cpp" line="54"/>
        <source>%1 — no part of it reaches this far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/cableeditor.cpp" line="59"/>
        <source>Cable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/cableeditor.cpp" line="59"/>
        <source>%1 (cable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/cdueditor.cpp" line="12"/>
        <source>Cooling loop</source>
        <translation>Kühlkreis</translation>
    </message>
    <message>
        <location filename="../views/inspector/cdueditor.cpp" line="16"/>
        <location filename="../views/inspector/columneditor.cpp" line="16"/>
        <source>Centre x (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/cdueditor.cpp" line="17"/>
        <location filename="../views/inspector/columneditor.cpp" line="17"/>
        <source>Centre y (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/cdueditor.cpp" line="18"/>
        <source>Rotation (°)</source>
        <translation>Drehung (°)</translation>
    </message>
    <message>
        <location filename="../views/inspector/cdueditor.cpp" line="21"/>
        <source>Heat capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/cdueditor.cpp" line="24"/>
        <location filename="../views/inspector/choices.cpp" line="15"/>
        <location filename="../views/inspector/deviceeditor.cpp" line="32"/>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <location filename="../views/inspector/cdueditor.cpp" line="24"/>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/cdueditor.cpp" line="26"/>
        <source>Loop heat vs CDUs (N+1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/cdueditor.cpp" line="29"/>
        <source>%1; %2 of %3 CDUs required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/cdueditor.cpp" line="35"/>
        <source>%1 (CDU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/choices.cpp" line="21"/>
        <source>%1 kW (no limit known)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/choices.cpp" line="22"/>
        <source>%1 of %2 kW (%3 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/columneditor.cpp" line="18"/>
        <location filename="../views/inspector/halleditor.cpp" line="13"/>
        <source>Width (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/columneditor.cpp" line="19"/>
        <location filename="../views/inspector/halleditor.cpp" line="14"/>
        <source>Depth (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/columneditor.cpp" line="26"/>
        <source>Area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/columneditor.cpp" line="27"/>
        <source>%1 m²</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/columneditor.cpp" line="34"/>
        <source>%1 (column)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/columneditor.cpp" line="41"/>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/columneditor.cpp" line="47"/>
        <source>%1 (keep-out area)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/deviceeditor.cpp" line="12"/>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <location filename="../views/inspector/deviceeditor.cpp" line="13"/>
        <source>Lowest U (0: not in a U)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/deviceeditor.cpp" line="21"/>
        <source>Network</source>
        <translation>Netz</translation>
    </message>
    <message>
        <location filename="../views/inspector/deviceeditor.cpp" line="24"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../views/inspector/deviceeditor.cpp" line="27"/>
        <source>%1 (%2), %3 U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/deviceeditor.cpp" line="29"/>
        <source>Power (max)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/deviceeditor.cpp" line="34"/>
        <source>Ports (cabled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/deviceeditor.cpp" line="41"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../views/inspector/deviceeditor.cpp" line="44"/>
        <source>%1 (device)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/feededitor.cpp" line="11"/>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/feededitor.cpp" line="14"/>
        <source>Capacity (kW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/feededitor.cpp" line="22"/>
        <source>PDUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/feededitor.cpp" line="27"/>
        <source>%1 (feed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/halleditor.cpp" line="15"/>
        <source>Floor rating (kPa)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/halleditor.cpp" line="16"/>
        <source>Point load rating (kN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/halleditor.cpp" line="17"/>
        <source>Utility capacity (kW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/halleditor.cpp" line="18"/>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <location filename="../views/inspector/halleditor.cpp" line="19"/>
        <source>Water supply (°C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/halleditor.cpp" line="20"/>
        <source>Water return (°C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/halleditor.cpp" line="21"/>
        <source>Air cooling (kW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/halleditor.cpp" line="22"/>
        <source>Aisle containment</source>
        <translation>Gangeinhausung</translation>
    </message>
    <message>
        <location filename="../views/inspector/halleditor.cpp" line="27"/>
        <location filename="../views/inspector/loopeditor.cpp" line="28"/>
        <location filename="../views/inspector/pdueditor.cpp" line="58"/>
        <location filename="../views/inspector/roweditor.cpp" line="14"/>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
    <message>
        <location filename="../views/inspector/halleditor.cpp" line="29"/>
        <location filename="../views/inspector/roweditor.cpp" line="16"/>
        <source>IT load (peak)</source>
        <translation>IT-Last (Spitze)</translation>
    </message>
    <message>
        <location filename="../views/inspector/halleditor.cpp" line="30"/>
        <source>Facility load vs utility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/halleditor.cpp" line="32"/>
        <source>Heat to air vs air cooling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/halleditor.cpp" line="35"/>
        <source>%1 (hall)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/loopeditor.cpp" line="13"/>
        <source>Supply temperature (°C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/loopeditor.cpp" line="14"/>
        <source>Temperature rise (K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/loopeditor.cpp" line="17"/>
        <source>Heat vs CDUs (N+1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/loopeditor.cpp" line="22"/>
        <source>Flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/loopeditor.cpp" line="23"/>
        <source>%1 L/min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/loopeditor.cpp" line="24"/>
        <source>CDUs installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/loopeditor.cpp" line="26"/>
        <source>CDUs required (N+1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/loopeditor.cpp" line="31"/>
        <source>%1 (cooling loop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/networkeditor.cpp" line="11"/>
        <location filename="../views/inspector/porteditor.cpp" line="11"/>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/networkeditor.cpp" line="16"/>
        <source>Technology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/networkeditor.cpp" line="21"/>
        <source>Oversubscription (r in r:1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/networkeditor.cpp" line="23"/>
        <source>Plane (0: not a plane of a multi-plane fabric)</source>
        <translation>Ebene (0: keine Ebene eines mehrlagigen Netzes)</translation>
    </message>
    <message>
        <location filename="../views/inspector/networkeditor.cpp" line="26"/>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <location filename="../views/inspector/networkeditor.cpp" line="31"/>
        <source>%1 (network)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/pdueditor.cpp" line="20"/>
        <source>PDU %1 taps off busway %2 and draws from its feed; choose no busway first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/pdueditor.cpp" line="32"/>
        <source>Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/pdueditor.cpp" line="34"/>
        <source>Busway (tap-off)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/pdueditor.cpp" line="68"/>
        <source>%1 (power shelves)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/pdueditor.cpp" line="68"/>
        <source>%1 (PDU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/porteditor.cpp" line="16"/>
        <source>Speed (Gb/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/porteditor.cpp" line="19"/>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <location filename="../views/inspector/porteditor.cpp" line="20"/>
        <source>Cage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/porteditor.cpp" line="21"/>
        <source>%1 #%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/porteditor.cpp" line="22"/>
        <source>Cabled to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/porteditor.cpp" line="28"/>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/porteditor.cpp" line="35"/>
        <source>%1:%2 (port)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/roweditor.cpp" line="15"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../views/inspector/roweditor.cpp" line="18"/>
        <source>%1 (row)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KindNames</name>
    <message>
        <location filename="../views/common/kindnames.cpp" line="8"/>
        <source>Site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/common/kindnames.cpp" line="9"/>
        <source>Hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/common/kindnames.cpp" line="10"/>
        <source>Row</source>
        <translation>Reihe</translation>
    </message>
    <message>
        <location filename="../views/common/kindnames.cpp" line="11"/>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <location filename="../views/common/kindnames.cpp" line="12"/>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <location filename="../views/common/kindnames.cpp" line="13"/>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/common/kindnames.cpp" line="14"/>
        <source>Cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/common/kindnames.cpp" line="15"/>
        <source>Feed</source>
        <translation>Anschluss</translation>
    </message>
    <message>
        <location filename="../views/common/kindnames.cpp" line="16"/>
        <source>PDU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/common/kindnames.cpp" line="17"/>
        <source>Cooling loop</source>
        <translation>Kühlkreis</translation>
    </message>
    <message>
        <location filename="../views/common/kindnames.cpp" line="18"/>
        <source>Network</source>
        <translation>Netz</translation>
    </message>
    <message>
        <location filename="../views/common/kindnames.cpp" line="19"/>
        <source>Part</source>
        <translation>Teil</translation>
    </message>
    <message>
        <location filename="../views/common/kindnames.cpp" line="20"/>
        <source>Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/common/kindnames.cpp" line="21"/>
        <source>Keep-out area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/common/kindnames.cpp" line="22"/>
        <source>Busway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/common/kindnames.cpp" line="23"/>
        <source>CDU</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../views/common/kindnames.cpp" line="31"/>
        <source>%Ln site(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/common/kindnames.cpp" line="32"/>
        <source>%Ln hall(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/common/kindnames.cpp" line="33"/>
        <source>%Ln row(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/common/kindnames.cpp" line="34"/>
        <source>%Ln rack(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/common/kindnames.cpp" line="35"/>
        <source>%Ln device(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/common/kindnames.cpp" line="36"/>
        <source>%Ln port(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/common/kindnames.cpp" line="37"/>
        <source>%Ln cable(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/common/kindnames.cpp" line="38"/>
        <source>%Ln feed(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/common/kindnames.cpp" line="39"/>
        <source>%Ln PDU(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/common/kindnames.cpp" line="40"/>
        <source>%Ln cooling loop(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/common/kindnames.cpp" line="41"/>
        <source>%Ln network(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/common/kindnames.cpp" line="42"/>
        <source>%Ln part(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/common/kindnames.cpp" line="43"/>
        <source>%Ln column(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/common/kindnames.cpp" line="44"/>
        <source>%Ln keep-out area(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/common/kindnames.cpp" line="45"/>
        <source>%Ln busway(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/common/kindnames.cpp" line="46"/>
        <source>%Ln CDU(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LabelSheet</name>
    <message>
        <location filename="../model/cabling/labelsheet.cpp" line="22"/>
        <source>%1: %2 × %3 labels of %4 × %5 mm do not fit on the page (%6 × %7 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/labelsheet.cpp" line="37"/>
        <source>Cable labels — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/labelsheet.cpp" line="40"/>
        <source>the PDF could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/labelsheet.cpp" line="55"/>
        <source>the export was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/labelsheet.cpp" line="68"/>
        <location filename="../model/cabling/labelsheet.cpp" line="83"/>
        <source>cable %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/labelsheet.cpp" line="76"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/labelface.cpp" line="75"/>
        <source>the label &quot;%1&quot; does not fit on its label even at %2 pt; use larger labels or a shorter label template.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/labelqr.cpp" line="20"/>
        <source>&apos;%1&apos; cannot be encoded as a QR code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/labelselection.cpp" line="51"/>
        <source>the design has no cable %1; give cable ids as the labels print them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/labelselection.cpp" line="62"/>
        <source>the design has no rack named &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/labelselection.cpp" line="68"/>
        <source>the selection holds no cable</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LabelStock</name>
    <message>
        <location filename="../model/cabling/labelstock.cpp" line="38"/>
        <source>Avery L7159 (24 per A4 sheet, 63.5 × 33.9 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/labelstock.cpp" line="40"/>
        <source>Avery L7651 (65 per A4 sheet, 38.1 × 21.2 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/labelstock.cpp" line="42"/>
        <source>Avery L7163 (14 per A4 sheet, 99.1 × 38.1 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/labelstock.cpp" line="44"/>
        <source>Avery 5160 (30 per Letter sheet, 2⅝ × 1 in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/labelstock.cpp" line="47"/>
        <source>Avery 5163 (10 per Letter sheet, 4 × 2 in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/labelstock.cpp" line="50"/>
        <source>Thermal roll, 2 × 1 in (50.8 × 25.4 mm), one label per page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/labelstock.cpp" line="52"/>
        <source>Thermal roll, 4 × 2 in (101.6 × 50.8 mm), one label per page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/labelstock.cpp" line="67"/>
        <source>unknown label stock &apos;%1&apos;; use one of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Layout</name>
    <message>
        <location filename="../model/layout/rowfill.cpp" line="23"/>
        <location filename="../model/layout/rowpower.cpp" line="23"/>
        <source>The row no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/rowfill.cpp" line="25"/>
        <source>Only a rack type or a rack-scale system can be placed in a row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/rowfill.cpp" line="27"/>
        <source>Add 1 to 1,000 racks at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/rowfill.cpp" line="86"/>
        <source>Add rack %1 to row %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/rowfill.cpp" line="87"/>
        <source>Add %1 racks to row %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/cableedit.cpp" line="21"/>
        <source>Connect %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/cableedit.cpp" line="36"/>
        <source>Re-plug %1 from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/cableedit.cpp" line="49"/>
        <source>Delete cable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../model/layout/cableedit.cpp" line="50"/>
        <source>Delete %n cable(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/layout/loopcdu.cpp" line="61"/>
        <location filename="../model/layout/rackspace.cpp" line="41"/>
        <source>The rack no longer exists.</source>
        <translation>Das Rack existiert nicht mehr.</translation>
    </message>
    <message>
        <location filename="../model/layout/loopcdu.cpp" line="65"/>
        <source>Only a CDU part cools a rack&apos;s loop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/loopcdu.cpp" line="90"/>
        <source>A CDU beside rack %1&apos;s row cannot stand at (%2, %3) m: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/loopcdu.cpp" line="115"/>
        <source>Add loop %1 with CDU %2 for rack %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/loopcdu.cpp" line="117"/>
        <source>Add CDU %1 to loop %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/mountpart.cpp" line="49"/>
        <source>%1 does not mount at a U: drop it on the floor plan (a rack type) or on a rack there (a PDU or a CDU).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/mountpart.cpp" line="67"/>
        <source>Mount %1 in rack %2 at U%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/pasteplace.cpp" line="42"/>
        <source>The copied racks no longer exist: copy again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../model/layout/pasteplace.cpp" line="48"/>
        <source>Paste %n rack(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/layout/rackpdu.cpp" line="61"/>
        <source>Add power shelves %1 to rack %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/rackpdu.cpp" line="62"/>
        <source>Add PDU %1 to rack %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/rackplacement.cpp" line="94"/>
        <source>Rack %1 would stand outside hall %2 (%3 × %4 m).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/rackplacement.cpp" line="101"/>
        <source>Rack %1 would overlap rack %2 there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/rackplacement.cpp" line="104"/>
        <source>Rack %1 cannot stand there: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/rackplacement.cpp" line="119"/>
        <source>The hall no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/rackplacement.cpp" line="121"/>
        <source>Only a rack type or a rack-scale system stands on the floor; %1 is mounted in a rack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/rackplacement.cpp" line="228"/>
        <source>Place rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/rackplacement.cpp" line="229"/>
        <source>Place racks %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/connectcheck.cpp" line="33"/>
        <source>compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/connectcheck.cpp" line="34"/>
        <source>storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/connectcheck.cpp" line="35"/>
        <source>in-band management</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/connectcheck.cpp" line="36"/>
        <source>out-of-band management</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/connectcheck.cpp" line="37"/>
        <source>power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/connectcheck.cpp" line="49"/>
        <source>%1 is already cabled to %2 (cable %3): delete that cable or re-plug it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/connectcheck.cpp" line="61"/>
        <source>The port %1 no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/connectcheck.cpp" line="63"/>
        <source>Both ends are %1: a cable joins two different ports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/connectcheck.cpp" line="65"/>
        <source>Both ends are on %1: a cable joins two devices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/connectcheck.cpp" line="68"/>
        <source>%1 is a power inlet: cables here join data ports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/connectcheck.cpp" line="73"/>
        <source>%1 is on the %2 network and %3 on the %4 network: a cable stays within one network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/connectcheck.cpp" line="77"/>
        <source>%1 is an RJ45 port and %2 a %3 cage: no cable joins them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/connectcheck.cpp" line="80"/>
        <source>A %1 cable does not fit the %2 cages of %3 and %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/connectcheck.cpp" line="89"/>
        <source>The cable no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/connectcheck.cpp" line="91"/>
        <source>%1 is not an end of cable %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/connectcheck.cpp" line="93"/>
        <source>The cable is already plugged into %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/facilitypaste.cpp" line="81"/>
        <source>Nothing to paste: copy columns, keep-out areas, CDUs or busways first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../model/layout/facilitypaste.cpp" line="102"/>
        <source>Paste %n object(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/layout/neighbourwiring.cpp" line="98"/>
        <source>The device no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/neighbourwiring.cpp" line="103"/>
        <source>%1 has no cabled neighbour of the same part in its rack, scalable unit or row to wire like.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/neighbourwiring.cpp" line="125"/>
        <source>%1 %2: %3 has no free port like %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/neighbourwiring.cpp" line="126"/>
        <source>its rack&apos;s %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/neighbourwiring.cpp" line="137"/>
        <source>%1&apos;s ports are already cabled like %2&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/neighbourwiring.cpp" line="140"/>
        <source>Wire %1 like %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/rackscalefill.cpp" line="51"/>
        <source>The catalog has no management switch for %1&apos;s trays and shelves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/rackscalefill.cpp" line="59"/>
        <source>%1 needs %2 U for its trays, switch trays, shelves and management switch; its frame has %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/rackspace.cpp" line="43"/>
        <source>The part is not in the design&apos;s catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/rackspace.cpp" line="45"/>
        <source>%1 is not mounted in rack units; place it on the floor plan or on a rack instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/rackspace.cpp" line="47"/>
        <source>Rack %1 has no rack units to mount in (its type is %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/rackspace.cpp" line="57"/>
        <source>%1 needs %2 U from U%3 (to U%4), but rack %5 has U1–U%6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/rackspace.cpp" line="66"/>
        <source>U%1 of rack %2 is taken by %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/rackspace.cpp" line="91"/>
        <source>Rack %1 has no %2 U free for %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/rackspace.cpp" line="101"/>
        <source>%1 The nearest free place is U%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/rackspace.cpp" line="102"/>
        <source>%1 %2 Choose another rack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/replicate.cpp" line="98"/>
        <source>Nothing to copy: select one or more racks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/replicate.cpp" line="102"/>
        <source>The row to paste into no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/replicate.cpp" line="213"/>
        <source>%1 → %2: no free port there or on another switch of its network and tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/replicate.cpp" line="252"/>
        <source>No device belongs to scalable unit %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/replicate.cpp" line="264"/>
        <source>Replicate SU %1 as SU %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/rowpower.cpp" line="25"/>
        <source>Row %1 has no racks yet; add racks to it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/rowpower.cpp" line="71"/>
        <source>No rack of row %1 can take a PDU: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../model/layout/rowpower.cpp" line="80"/>
        <source>Add %n PDU(s) to row %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/layout/rowpower.cpp" line="126"/>
        <source>Only a busway part runs along a row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/rowpower.cpp" line="155"/>
        <source>Hall %1 has no feed for a busway over row %2; add one with Insert &gt; Feed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../model/layout/rowpower.cpp" line="186"/>
        <source>Add busway %1 over row %2 with %n tap-off(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="77"/>
        <source>Filter rows (any column)</source>
        <translation>Zeilen filtern (alle Spalten)</translation>
    </message>
</context>
<context>
    <name>NetBox</name>
    <message>
        <location filename="../model/cabling/netboxexport.cpp" line="160"/>
        <source>%1: cannot create the folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Obstacles</name>
    <message>
        <location filename="../model/layout/obstacles.cpp" line="12"/>
        <source>it would stand on building column %1 at (%2, %3) m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/obstacles.cpp" line="21"/>
        <source>it would stand in keep-out area %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/obstacles.cpp" line="22"/>
        <source>it would stand in keep-out area %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PowerLayer</name>
    <message>
        <location filename="../views/floorplan/powerlayer.cpp" line="64"/>
        <source>1 shelf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/floorplan/powerlayer.cpp" line="65"/>
        <source>%1 shelves</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PriceBook</name>
    <message>
        <location filename="../model/quote/pricebookcsv.cpp" line="56"/>
        <source>a price book starts with the header %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/pricebookcsv.cpp" line="62"/>
        <source>expected %1 fields, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/pricebookcsv.cpp" line="70"/>
        <source>currency &quot;%1&quot; is not a three-letter code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/pricebookcsv.cpp" line="77"/>
        <source>unknown category &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/pricebookcsv.cpp" line="85"/>
        <source>%1 &quot;%2&quot; is not a number from 0 to %4%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/pricebookcsv.cpp" line="97"/>
        <source>unknown kind &quot;%1&quot;; use spare_afr, spare_turnaround_days, spare_service_level or spare_minimum (spare_margin was replaced by spare_service_level)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/pricebookcsv.cpp" line="111"/>
        <source>price &quot;%1&quot; is not an amount from 0 to %2 (column value)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/pricebookcsv.cpp" line="121"/>
        <source>unknown kind &quot;%1&quot;; use currency, discount, spare_afr, spare_turnaround_days, spare_service_level, spare_minimum or price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/pricebookcsv.cpp" line="86"/>
        <source> without decimals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/pricebookcsv.cpp" line="103"/>
        <source>discount &quot;%1&quot; is not a fraction from 0 up to 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/pricebookcsv.cpp" line="107"/>
        <source>part &quot;%1&quot; is not in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/pricebookcsv.cpp" line="109"/>
        <source>part &quot;%1&quot; is priced twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/pricebookcsv.cpp" line="117"/>
        <source>lead time &quot;%1&quot; is not a number of days</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PullSheet</name>
    <message>
        <location filename="../model/cabling/pullsheet.cpp" line="66"/>
        <source>compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/pullsheet.cpp" line="66"/>
        <source>storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/pullsheet.cpp" line="67"/>
        <source>in-band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/pullsheet.cpp" line="67"/>
        <source>out-of-band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/pullsheet.cpp" line="105"/>
        <source>%1 row %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/pullsheet.cpp" line="105"/>
        <source>rack %1</source>
        <translation>Rack %1</translation>
    </message>
    <message>
        <location filename="../model/cabling/pullsheet.cpp" line="170"/>
        <source>Pull sheet — %1, revision %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../model/cabling/pullsheet.cpp" line="171"/>
        <source>%n cable(s) in %1 bundles</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/cabling/pullsheet.cpp" line="173"/>
        <source>By hall row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/pullsheet.cpp" line="173"/>
        <source>By rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/pullsheet.cpp" line="175"/>
        <source>Cable part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/pullsheet.cpp" line="176"/>
        <source>Cables</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <location filename="../model/cabling/pullsheet.cpp" line="177"/>
        <source>Stock length (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/pullsheet.cpp" line="200"/>
        <source>Unracked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/pullsheet.cpp" line="212"/>
        <location filename="../model/cabling/pullsheet.cpp" line="333"/>
        <source>the export was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/pullsheet.cpp" line="238"/>
        <location filename="../model/cabling/pullsheet.cpp" line="338"/>
        <source>Pull sheet — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/pullsheet.cpp" line="241"/>
        <source>the PDF could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/pullsheet.cpp" line="276"/>
        <source>Pull</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/pullsheet.cpp" line="276"/>
        <source>Cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/pullsheet.cpp" line="277"/>
        <source>Label (A end)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/pullsheet.cpp" line="277"/>
        <source>From (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/pullsheet.cpp" line="278"/>
        <source>To (B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/pullsheet.cpp" line="278"/>
        <source>Medium, part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/pullsheet.cpp" line="279"/>
        <source>Stock/routed m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/pullsheet.cpp" line="280"/>
        <source>Transceivers A / B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/pullsheet.cpp" line="290"/>
        <source>Subtotals by hall row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/cabling/pullsheet.cpp" line="291"/>
        <source>Subtotals by rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../model/cabling/pullsheet.cpp" line="341"/>
        <source>revision %1 · %2 · %n cable(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/cabling/pullsheet.cpp" line="356"/>
        <source>Bundle %1 — %n cable(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/cabling/pullsheet.cpp" line="373"/>
        <source>page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../views/exportfiledialog.cpp" line="27"/>
        <source>untitled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../model/catalog/catalogcsv.cpp" line="48"/>
        <source>&apos;%1&apos; is not a non-negative number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/catalogcsv.cpp" line="56"/>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/catalogcsv.cpp" line="70"/>
        <source>unknown value &apos;%1&apos; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/catalogcsv.cpp" line="79"/>
        <source>%1 line %2, column %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/catalogcsv.cpp" line="99"/>
        <source>%1: the catalog is empty; it needs a header row and parts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/catalogcsv.cpp" line="108"/>
        <source>%1 line %2: the header has no column &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/catalogcsv.cpp" line="118"/>
        <source>every part needs a part number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/catalogcsv.cpp" line="121"/>
        <source>every part needs a category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/catalogcsv.cpp" line="135"/>
        <source>the optics included cannot exceed the maximum power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/catalogcsv.cpp" line="139"/>
        <source>a fraction must lie between 0 and 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/catalogcsv.cpp" line="167"/>
        <source>power is given without a source; cite one or write &apos;estimate&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/catalogcsv.cpp" line="169"/>
        <source>weight is given without a source; cite one or write &apos;estimate&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/catalogcsv.cpp" line="171"/>
        <source>price is given without a source; cite one or write &apos;estimate&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/catalogcsv.cpp" line="173"/>
        <source>reach is given without a source; cite one or write &apos;estimate&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/catalogcsv.cpp" line="178"/>
        <source>%1 line %2: part number &apos;%3&apos; appears twice; part numbers must be unique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/part.cpp" line="33"/>
        <source>port group &apos;%1&apos; is not of the form &lt;count&gt;x&lt;cage&gt;@&lt;gbps&gt;:&lt;role&gt;[/&lt;per cage&gt;]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/part.cpp" line="41"/>
        <source>unknown cage &apos;%1&apos; in &apos;%2&apos; (known: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/part.cpp" line="49"/>
        <source>unknown port role &apos;%1&apos; in &apos;%2&apos; (known: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/part.cpp" line="56"/>
        <source>port group &apos;%1&apos; needs a positive count, speed and ports per cage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/catalog/part.cpp" line="63"/>
        <source>port group &apos;%1&apos; exceeds a part&apos;s limits: %2 ports in all, %3 per cage, %4 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/editor.cpp" line="20"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../model/commands/editorfacility.cpp" line="53"/>
        <source>Add hall %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/editor.cpp" line="40"/>
        <source>Add row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/editor.cpp" line="50"/>
        <source>Add rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/editor.cpp" line="61"/>
        <source>Add device %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/editor.cpp" line="71"/>
        <source>Connect %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/editor.cpp" line="90"/>
        <source>Move rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../model/commands/editor.cpp" line="91"/>
        <source>Move %n racks</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/io/csv.cpp" line="126"/>
        <source>%1 line %2: a quote inside an unquoted field; quote the whole field and double the inner quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/csv.cpp" line="151"/>
        <source>%1 line %2: a quoted field is never closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/editorfacility.cpp" line="58"/>
        <source>Add feed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/editorfacility.cpp" line="63"/>
        <source>Add loop %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/editorfacility.cpp" line="68"/>
        <source>Add network %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/editorfacility.cpp" line="73"/>
        <source>Add column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/editorfacility.cpp" line="79"/>
        <source>Add keep-out area %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/editorfacility.cpp" line="84"/>
        <source>Add busway %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/editorfacility.cpp" line="89"/>
        <source>Add CDU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/editorfacility.cpp" line="102"/>
        <source>PDU %1: busway %2 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/editorfacility.cpp" line="106"/>
        <source>Hang PDU %1 on busway %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/editorfacility.cpp" line="107"/>
        <source>Take PDU %1 off its busway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/editorfacility.cpp" line="115"/>
        <source>Edit busway %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/editcontextactions.cpp" line="46"/>
        <source>Copy Racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/editcontextactions.cpp" line="47"/>
        <source>Paste Racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/editcontextactions.cpp" line="48"/>
        <source>Replicate Scalable Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/editcontextactions.cpp" line="49"/>
        <source>Add Racks to Row…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/editcontextactions.cpp" line="50"/>
        <source>Build Fabric…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/editcontextactions.cpp" line="51"/>
        <source>Save as Template…</source>
        <translation>Als Vorlage speichern…</translation>
    </message>
    <message>
        <location filename="../app/gui/editcontextactions.cpp" line="55"/>
        <source>Wire Like Neighbours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/editcontextactions.cpp" line="58"/>
        <source>Re-plug End…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/editcontextactions.cpp" line="59"/>
        <source>Delete Cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/editcontextactions.cpp" line="60"/>
        <source>Trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/editcontextactions.cpp" line="68"/>
        <source>Paste Racks Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/editcontextactions.cpp" line="76"/>
        <source>Pasted %n rack(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/editcontextactions.cpp" line="78"/>
        <source>Insert Rack Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/editcontextactions.cpp" line="89"/>
        <source>Placed rack %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Quote</name>
    <message>
        <location filename="../model/quote/quote.cpp" line="38"/>
        <source>Installation per cable</source>
        <translation>Installation je Kabel</translation>
    </message>
    <message>
        <location filename="../model/quote/quote.cpp" line="39"/>
        <source>Installation per rack</source>
        <translation>Installation je Rack</translation>
    </message>
    <message>
        <location filename="../model/quote/quote.cpp" line="40"/>
        <source>Installation per node</source>
        <translation>Installation je Knoten</translation>
    </message>
    <message>
        <location filename="../model/quote/quote.cpp" line="41"/>
        <source>Shipping</source>
        <translation>Versand</translation>
    </message>
    <message>
        <location filename="../model/quote/quote.cpp" line="54"/>
        <source>Quantities are the design&apos;s: devices, racks, the transceivers and cables the engine selects.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/quote.cpp" line="55"/>
        <source>Prices from the design&apos;s price book, else the catalog&apos;s list prices (each with its source).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/quote.cpp" line="57"/>
        <source>Margin %1 % on hardware and services; tax %2 % on the price with margin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/quote.cpp" line="73"/>
        <location filename="../model/quote/quote.cpp" line="144"/>
        <source>Quote — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/quote.cpp" line="76"/>
        <source>the PDF could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/quote.cpp" line="93"/>
        <source>  spares: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/quote.cpp" line="97"/>
        <source>  Subtotal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/quote.cpp" line="101"/>
        <location filename="../model/quote/quote.cpp" line="107"/>
        <source>Services</source>
        <translation>Dienstleistungen</translation>
    </message>
    <message>
        <location filename="../model/quote/quote.cpp" line="106"/>
        <source>Hardware (spares %1 included)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/quote.cpp" line="108"/>
        <source>Margin</source>
        <translation>Marge</translation>
    </message>
    <message>
        <location filename="../model/quote/quote.cpp" line="109"/>
        <source>Tax</source>
        <translation>Steuer</translation>
    </message>
    <message>
        <location filename="../model/quote/quote.cpp" line="110"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location filename="../model/quote/quote.cpp" line="112"/>
        <source>Assumptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/quote.cpp" line="139"/>
        <source>the export was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/quote.cpp" line="147"/>
        <source>Customer: %1    Project: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/quote.cpp" line="149"/>
        <source>Issued %1, valid until %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/quote.cpp" line="116"/>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/quote.cpp" line="56"/>
        <source>Spares per category: the fewest that cover the failures during the repair turnaround (Poisson, mean AFR × installed × turnaround / 365) at the category&apos;s service level, at least its minimum (the design&apos;s spares policies).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/quote.cpp" line="116"/>
        <source>Part</source>
        <translation>Teil</translation>
    </message>
    <message>
        <location filename="../model/quote/quote.cpp" line="117"/>
        <source>Qty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/quote.cpp" line="117"/>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/quote.cpp" line="118"/>
        <source>Extended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/quote.cpp" line="171"/>
        <source>page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/quotelogo.cpp" line="23"/>
        <source>the logo is %1 KiB; a logo may be at most %2 KiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/quotelogo.cpp" line="27"/>
        <source>the logo is not a PNG or JPEG image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/quotelogo.cpp" line="29"/>
        <source>the logo image cannot be decoded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/quotelogo.cpp" line="41"/>
        <source>%1: %2; choose a PNG or JPEG image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/quotemasthead.cpp" line="20"/>
        <source>Quote no. %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RackLimits</name>
    <message>
        <location filename="../model/report/racklimits.cpp" line="14"/>
        <source>rack power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/racklimits.cpp" line="15"/>
        <source>rack cooling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/racklimits.cpp" line="16"/>
        <source>PDU on failover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/racklimits.cpp" line="17"/>
        <source>floor rating</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RackMetric</name>
    <message>
        <location filename="../views/floorplan/rackmetric.cpp" line="29"/>
        <source>%1 of %2 %3 (%4 %)</source>
        <translation>%1 von %2 %3 (%4 %)</translation>
    </message>
    <message>
        <location filename="../views/floorplan/rackmetric.cpp" line="46"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/floorplan/rackmetric.cpp" line="54"/>
        <source>No limit known for this rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/floorplan/rackmetric.cpp" line="55"/>
        <source>Binding limit: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/floorplan/rackmetric.cpp" line="65"/>
        <source>Binding limit (power, cooling, PDU, floor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/floorplan/rackmetric.cpp" line="66"/>
        <source>Power vs rack limit</source>
        <translation>Leistung zur Rackgrenze</translation>
    </message>
    <message>
        <location filename="../views/floorplan/rackmetric.cpp" line="67"/>
        <source>Heat vs rack cooling</source>
        <translation>Wärme zur Rackkühlung</translation>
    </message>
    <message>
        <location filename="../views/floorplan/rackmetric.cpp" line="68"/>
        <source>Floor load vs rating</source>
        <translation>Bodenlast zur Tragfähigkeit</translation>
    </message>
    <message>
        <location filename="../views/floorplan/rackmetric.cpp" line="69"/>
        <source>Cooling type</source>
        <translation>Kühlart</translation>
    </message>
    <message>
        <location filename="../views/floorplan/rackmetric.cpp" line="70"/>
        <source>Network role</source>
        <translation>Netzrolle</translation>
    </message>
    <message>
        <location filename="../views/floorplan/rackmetric.cpp" line="79"/>
        <source>Air</source>
        <translation>Luft</translation>
    </message>
    <message>
        <location filename="../views/floorplan/rackmetric.cpp" line="80"/>
        <source>Rear-door heat exchanger</source>
        <translation>Rücktür-Wärmetauscher</translation>
    </message>
    <message>
        <location filename="../views/floorplan/rackmetric.cpp" line="81"/>
        <source>Direct liquid cooling</source>
        <translation>Direkte Flüssigkühlung</translation>
    </message>
    <message>
        <location filename="../views/floorplan/rackmetric.cpp" line="82"/>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <location filename="../views/floorplan/rackmetric.cpp" line="84"/>
        <source>GPU compute</source>
        <translation>GPU-Rechenknoten</translation>
    </message>
    <message>
        <location filename="../views/floorplan/rackmetric.cpp" line="85"/>
        <source>Compute fabric switches</source>
        <translation>Switches der Rechen-Fabric</translation>
    </message>
    <message>
        <location filename="../views/floorplan/rackmetric.cpp" line="86"/>
        <source>Storage</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location filename="../views/floorplan/rackmetric.cpp" line="87"/>
        <source>Management and other</source>
        <translation>Management und anderes</translation>
    </message>
    <message>
        <location filename="../views/floorplan/rackmetric.cpp" line="88"/>
        <source>Empty</source>
        <translation>Leer</translation>
    </message>
    <message>
        <location filename="../views/floorplan/rackmetric.cpp" line="90"/>
        <source>below 70 % of the limit</source>
        <translation>unter 70 % der Grenze</translation>
    </message>
    <message>
        <location filename="../views/floorplan/rackmetric.cpp" line="91"/>
        <source>70–100 %</source>
        <translation>70–100 %</translation>
    </message>
    <message>
        <location filename="../views/floorplan/rackmetric.cpp" line="92"/>
        <source>over the limit</source>
        <translation>über der Grenze</translation>
    </message>
    <message>
        <location filename="../views/floorplan/rackmetric.cpp" line="93"/>
        <location filename="../views/floorplan/rackmetric.cpp" line="107"/>
        <source>no limit known</source>
        <translation>keine Grenze bekannt</translation>
    </message>
</context>
<context>
    <name>RackTemplates</name>
    <message>
        <location filename="../model/commands/editortemplates.cpp" line="24"/>
        <source>Replace rack template %1</source>
        <translation>Rack-Vorlage %1 ersetzen</translation>
    </message>
    <message>
        <location filename="../model/commands/editortemplates.cpp" line="25"/>
        <source>Save rack template %1</source>
        <translation>Rack-Vorlage %1 speichern</translation>
    </message>
    <message>
        <location filename="../model/commands/editortemplates.cpp" line="35"/>
        <source>The design has no rack template %1.</source>
        <translation>Das Design hat keine Rack-Vorlage %1.</translation>
    </message>
    <message>
        <location filename="../model/commands/editortemplates.cpp" line="36"/>
        <source>Remove rack template %1</source>
        <translation>Rack-Vorlage %1 entfernen</translation>
    </message>
</context>
<context>
    <name>RankAnalysis</name>
    <message>
        <location filename="../model/report/rankanalysis.cpp" line="39"/>
        <source>%1 line %2: expected &apos;&lt;hostname&gt; &lt;gpu index&gt;&apos;, got &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/rankanalysis.cpp" line="88"/>
        <source>the design has no GPU nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/rankanalysis.cpp" line="122"/>
        <source>the rank order has %1 ranks, not a whole number of %2-GPU %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/rankanalysis.cpp" line="125"/>
        <source>NVLink domains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/rankanalysis.cpp" line="126"/>
        <source>nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/rankanalysis.cpp" line="131"/>
        <source>rank order names host &apos;%1&apos;, which is not a GPU node of the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/rankanalysis.cpp" line="133"/>
        <source>host %1 has no GPU %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/rankanalysis.cpp" line="136"/>
        <source>GPU %1 appears twice in the rank order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/rankanalysis.cpp" line="190"/>
        <source>%1 NVLink domains of %2 GPUs: tensor- and expert-parallel groups of up to %2 GPUs stay on NVLink; a ring slot is a whole domain, and the fabric carries the traffic between domains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/rankanalysis.cpp" line="195"/>
        <source>%1 compute leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/rankanalysis.cpp" line="200"/>
        <source> (SU %1, rail %2): </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/rankanalysis.cpp" line="200"/>
        <source> GPUs — </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/rankanalysis.cpp" line="204"/>
        <source>Ring neighbour pairs across the fabric: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/rankanalysis.cpp" line="205"/>
        <source>  crossing rails (through a spine): %1 (%2 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/rankanalysis.cpp" line="206"/>
        <source>  on different leaves (incl. same rail, other SU): %1 (%2 %)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../model/rules/cablerules.cpp" line="29"/>
        <source>No catalog cable or transceiver connects the ends of %1 at %2G (%3 m).</source>
        <translation>Kein Kabel oder Transceiver des Katalogs verbindet die Enden von %1 mit %2G (%3 m).</translation>
    </message>
    <message>
        <location filename="../model/rules/cablerules.cpp" line="34"/>
        <source>Add a cable or transceiver for these cages and this speed to the catalog, or connect ports that one fits.</source>
        <translation>Nehmen Sie ein Kabel oder einen Transceiver für diese Käfige und diese Geschwindigkeit in den Katalog auf, oder verbinden Sie Ports, zu denen eines passt.</translation>
    </message>
    <message>
        <location filename="../model/rules/cablerules.cpp" line="48"/>
        <source>%1 runs %2 m; %3 at %4G reaches %5 m.</source>
        <translation>%1 ist %2 m lang; %3 mit %4G reicht %5 m.</translation>
    </message>
    <message>
        <location filename="../model/rules/cablerules.cpp" line="52"/>
        <source>Unpin the medium so a longer-reach one is chosen, or move the racks closer.</source>
        <translation>Lösen Sie die Festlegung des Mediums, damit eines mit größerer Reichweite gewählt wird, oder stellen Sie die Racks näher zusammen.</translation>
    </message>
    <message>
        <location filename="../model/rules/cablerules.cpp" line="54"/>
        <source>Move the racks closer, or add a medium that reaches to the catalog.</source>
        <translation>Stellen Sie die Racks näher zusammen oder nehmen Sie ein Medium mit ausreichender Reichweite in den Katalog auf.</translation>
    </message>
    <message>
        <location filename="../model/rules/cablerules.cpp" line="79"/>
        <source>Port %1 has %2 cables: %3.</source>
        <translation>Port %1 hat %2 Kabel: %3.</translation>
    </message>
    <message>
        <location filename="../model/rules/cablerules.cpp" line="83"/>
        <source>Keep one cable and move the others to free ports.</source>
        <translation>Behalten Sie ein Kabel und stecken Sie die anderen auf freie Ports.</translation>
    </message>
    <message>
        <location filename="../model/rules/cablerules.cpp" line="107"/>
        <source>%1 joins a %2G port to a %3G port: the link runs at %4G.</source>
        <translation>%1 verbindet einen %2G-Port mit einem %3G-Port: die Verbindung läuft mit %4G.</translation>
    </message>
    <message>
        <location filename="../model/rules/cablerules.cpp" line="112"/>
        <source>Connect ports of the same speed, or accept the slower link.</source>
        <translation>Verbinden Sie Ports gleicher Geschwindigkeit oder akzeptieren Sie die langsamere Verbindung.</translation>
    </message>
    <message>
        <location filename="../model/rules/cablerules.cpp" line="165"/>
        <source>Switch %1 of the %2 network carries %3 (%4): two networks share the switch.</source>
        <translation>Switch %1 des Netzes %2 führt %3 (%4): zwei Netze teilen sich den Switch.</translation>
    </message>
    <message>
        <location filename="../model/rules/cablerules.cpp" line="168"/>
        <source>Move the cable to a switch of its own network.</source>
        <translation>Stecken Sie das Kabel auf einen Switch seines eigenen Netzes.</translation>
    </message>
    <message>
        <location filename="../model/rules/facilityrules.cpp" line="38"/>
        <location filename="../model/rules/facilityrules.cpp" line="58"/>
        <location filename="../model/rules/facilityrules.cpp" line="100"/>
        <location filename="../model/rules/facilityrules.cpp" line="263"/>
        <location filename="../model/rules/facilityrules.cpp" line="272"/>
        <location filename="../model/rules/nvlinkrules.cpp" line="33"/>
        <location filename="../model/rules/placementrules.cpp" line="108"/>
        <location filename="../model/rules/placementrules.cpp" line="240"/>
        <location filename="../model/rules/shelfrules.cpp" line="48"/>
        <location filename="../model/rules/shelfrules.cpp" line="75"/>
        <location filename="../model/rules/supplyrules.cpp" line="57"/>
        <location filename="../model/rules/supplyrules.cpp" line="68"/>
        <location filename="../model/rules/supplyrules.cpp" line="76"/>
        <location filename="../model/rules/supplyrules.cpp" line="86"/>
        <location filename="../model/rules/supplyrules.cpp" line="115"/>
        <location filename="../model/rules/supplyrules.cpp" line="123"/>
        <location filename="../model/rules/thermalrules.cpp" line="73"/>
        <source>rack %1</source>
        <translation>Rack %1</translation>
    </message>
    <message>
        <location filename="../model/rules/facilityrules.cpp" line="39"/>
        <source>Rack %1 draws %2 at peak; its type allows %3.</source>
        <translation>Rack %1 zieht in der Spitze %2; sein Typ erlaubt %3.</translation>
    </message>
    <message>
        <location filename="../model/rules/facilityrules.cpp" line="41"/>
        <source>Move devices to another rack or use a rack type rated for more power.</source>
        <translation>Verlagern Sie Geräte in ein anderes Rack oder verwenden Sie einen Racktyp für mehr Leistung.</translation>
    </message>
    <message>
        <location filename="../model/rules/facilityrules.cpp" line="59"/>
        <source>Rack %1 makes %2 of heat; %3 cooling rejects at most %4.</source>
        <translation>Rack %1 erzeugt %2 Wärme; Kühlung %3 führt höchstens %4 ab.</translation>
    </message>
    <message>
        <location filename="../model/rules/facilityrules.cpp" line="61"/>
        <source>Spread the load over more racks or change to a rack type that cools more (rear-door or direct-liquid).</source>
        <translation>Verteilen Sie die Last auf mehr Racks oder wechseln Sie zu einem Racktyp mit mehr Kühlung (Rücktür oder Direktflüssigkühlung).</translation>
    </message>
    <message>
        <location filename="../model/rules/facilityrules.cpp" line="101"/>
        <source>Rack %1 (%2 cooling) holds liquid-cooled %3: their %4 meant for liquid has no manifold to go to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/facilityrules.cpp" line="104"/>
        <source>Change the rack to a direct-liquid type (%1) on a cooling loop, or use air-cooled nodes in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/facilityrules.cpp" line="106"/>
        <location filename="../model/rules/shelfrules.cpp" line="33"/>
        <source>none in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/facilityrules.cpp" line="122"/>
        <location filename="../model/rules/facilityrules.cpp" line="156"/>
        <location filename="../model/rules/siterules.cpp" line="68"/>
        <location filename="../model/rules/supplyrules.cpp" line="144"/>
        <source>loop %1</source>
        <translation>Kreis %1</translation>
    </message>
    <message>
        <location filename="../model/rules/facilityrules.cpp" line="123"/>
        <source>Loop %1 carries %2; with one of its %3 CDUs out (N+1) the rest reject %4.</source>
        <translation>Kreis %1 trägt %2; fällt eine seiner %3 CDUs aus (N+1), führen die übrigen %4 ab.</translation>
    </message>
    <message>
        <location filename="../model/rules/facilityrules.cpp" line="128"/>
        <source>Install %1 CDUs (N+1) or move racks to another loop.</source>
        <translation>Installieren Sie %1 CDUs (N+1) oder verlegen Sie Racks in einen anderen Kreis.</translation>
    </message>
    <message>
        <location filename="../model/rules/facilityrules.cpp" line="157"/>
        <source>Loop %1 pools %2 in-rack CDUs (%3) across %4 racks; an in-rack CDU serves only the rack it is mounted in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/facilityrules.cpp" line="163"/>
        <source>Serve the loop with in-row or facility CDUs (N+1 for the loop), or mount CDUs in each liquid rack (N+1 in the rack).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/facilityrules.cpp" line="183"/>
        <source>PDU %1</source>
        <translation>PDU %1</translation>
    </message>
    <message>
        <location filename="../model/rules/facilityrules.cpp" line="184"/>
        <source>With the other feed lost, PDU %1 (%5 × %6) must carry %2; it is rated %3, %4 continuous (80 %).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/facilityrules.cpp" line="189"/>
        <source>Use a larger PDU, add PDUs on this side of the rack, or take load off its racks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the other feed lost, PDU %1 must carry %2; it is rated %3.</source>
        <translation>Fällt die andere Einspeisung aus, muss PDU %1 %2 tragen; sie ist für %3 ausgelegt.</translation>
    </message>
    <message>
        <source>Use a larger PDU or take load off its racks.</source>
        <translation>Verwenden Sie eine größere PDU oder nehmen Sie Last von ihren Racks.</translation>
    </message>
    <message>
        <location filename="../model/rules/facilityrules.cpp" line="204"/>
        <location filename="../model/rules/siterules.cpp" line="44"/>
        <source>feed %1</source>
        <translation>Einspeisung %1</translation>
    </message>
    <message>
        <location filename="../model/rules/facilityrules.cpp" line="205"/>
        <source>With the other feed lost, feed %1 must carry %2; its capacity is %3.</source>
        <translation>Fällt die andere Einspeisung aus, muss Einspeisung %1 %2 tragen; ihre Kapazität ist %3.</translation>
    </message>
    <message>
        <location filename="../model/rules/facilityrules.cpp" line="208"/>
        <source>Raise the feed&apos;s capacity or move racks to other feeds.</source>
        <translation>Erhöhen Sie die Kapazität der Einspeisung oder verlegen Sie Racks auf andere Einspeisungen.</translation>
    </message>
    <message>
        <location filename="../model/rules/facilityrules.cpp" line="223"/>
        <location filename="../model/rules/facilityrules.cpp" line="293"/>
        <location filename="../model/rules/siterules.cpp" line="85"/>
        <location filename="../model/rules/supplyrules.cpp" line="165"/>
        <location filename="../model/rules/thermalrules.cpp" line="39"/>
        <source>hall %1</source>
        <translation>Halle %1</translation>
    </message>
    <message>
        <location filename="../model/rules/facilityrules.cpp" line="224"/>
        <source>Hall %1 needs %2 of facility power (IT × PUE %3); the utility feed is %4.</source>
        <translation>Halle %1 braucht %2 Anlagenleistung (IT × PUE %3); der Netzanschluss hat %4.</translation>
    </message>
    <message>
        <location filename="../model/rules/facilityrules.cpp" line="229"/>
        <source>Reduce the IT load, improve the PUE, or contract more utility power.</source>
        <translation>Senken Sie die IT-Last, verbessern Sie die PUE oder vereinbaren Sie mehr Anschlussleistung.</translation>
    </message>
    <message>
        <location filename="../model/rules/facilityrules.cpp" line="240"/>
        <source>Take weight out of rack %1 or reinforce the floor: a spreader plate would need %2 m².</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/facilityrules.cpp" line="243"/>
        <source>Stand rack %1 on a spreader plate of at least %2 m² (now %3 m²), take weight out of it, or reinforce the floor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/facilityrules.cpp" line="264"/>
        <source>Rack %1 loads the floor with %2 kg/m²; hall %3 is rated %4 kg/m² (%5 kPa).</source>
        <translation>Rack %1 belastet den Boden mit %2 kg/m²; Halle %3 ist für %4 kg/m² (%5 kPa) ausgelegt.</translation>
    </message>
    <message>
        <source>Take weight out of the rack, use a wider footprint or spreader plates, or reinforce the floor.</source>
        <translation>Nehmen Sie Gewicht aus dem Rack, verwenden Sie eine größere Stellfläche oder Lastverteilplatten, oder verstärken Sie den Boden.</translation>
    </message>
    <message>
        <location filename="../model/rules/facilityrules.cpp" line="273"/>
        <source>Each foot of rack %1 carries %2 kN; hall %3 allows %4 kN per point.</source>
        <translation>Jeder Fuß von Rack %1 trägt %2 kN; Halle %3 erlaubt %4 kN je Punkt.</translation>
    </message>
    <message>
        <location filename="../model/rules/facilityrules.cpp" line="277"/>
        <source>Lighten the rack or spread its load with plates under the feet.</source>
        <translation>Erleichtern Sie das Rack oder verteilen Sie seine Last mit Platten unter den Füßen.</translation>
    </message>
    <message>
        <location filename="../model/rules/facilityrules.cpp" line="294"/>
        <source>Hall %1 puts %2 of heat into room air; its air handling rejects %3.</source>
        <translation>Halle %1 gibt %2 Wärme an die Raumluft ab; ihre Luftbehandlung führt %3 ab.</translation>
    </message>
    <message>
        <location filename="../model/rules/facilityrules.cpp" line="297"/>
        <source>Move heat to liquid (rear-door or direct-liquid racks) or add air cooling.</source>
        <translation>Führen Sie Wärme über Flüssigkeit ab (Rücktür- oder Direktflüssigkühlung) oder ergänzen Sie Luftkühlung.</translation>
    </message>
    <message>
        <location filename="../model/rules/placementrules.cpp" line="43"/>
        <source>%1 in rack %2</source>
        <translation>%1 in Rack %2</translation>
    </message>
    <message>
        <location filename="../model/rules/placementrules.cpp" line="47"/>
        <source>%1 occupies U%2–U%3 but rack %4 has %5 U.</source>
        <translation>%1 belegt HE %2–%3, aber Rack %4 hat %5 HE.</translation>
    </message>
    <message>
        <location filename="../model/rules/placementrules.cpp" line="53"/>
        <source>Mount it lower or in another rack.</source>
        <translation>Montieren Sie es tiefer oder in einem anderen Rack.</translation>
    </message>
    <message>
        <location filename="../model/rules/placementrules.cpp" line="70"/>
        <source>%1 and %2 in rack %3</source>
        <translation>%1 und %2 in Rack %3</translation>
    </message>
    <message>
        <location filename="../model/rules/placementrules.cpp" line="74"/>
        <source>%1 (U%2–U%3) and %4 (U%5–U%6) share rack units in rack %7.</source>
        <translation>%1 (HE %2–%3) und %4 (HE %5–%6) teilen sich Höheneinheiten in Rack %7.</translation>
    </message>
    <message>
        <location filename="../model/rules/placementrules.cpp" line="83"/>
        <source>Move one of them to free rack units.</source>
        <translation>Setzen Sie eines davon auf freie Höheneinheiten.</translation>
    </message>
    <message>
        <location filename="../model/rules/placementrules.cpp" line="109"/>
        <source>CDU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/placementrules.cpp" line="111"/>
        <source>%1 %2 (%3–%4 m × %5–%6 m) is not inside hall %7 (%8 × %9 m).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/placementrules.cpp" line="120"/>
        <source>Move %1 onto the floor (it reaches %2 m past the wall) or enlarge the hall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1 (%2–%3 m × %4–%5 m) is not inside hall %6 (%7 × %8 m).</source>
        <translation>Rack %1 (%2–%3 m × %4–%5 m) steht nicht in Halle %6 (%7 × %8 m).</translation>
    </message>
    <message>
        <source>Move the rack onto the floor or enlarge the hall.</source>
        <translation>Stellen Sie das Rack auf die Fläche oder vergrößern Sie die Halle.</translation>
    </message>
    <message>
        <location filename="../model/rules/placementrules.cpp" line="165"/>
        <source>racks %1 and %2</source>
        <translation>Racks %1 und %2</translation>
    </message>
    <message>
        <location filename="../model/rules/placementrules.cpp" line="166"/>
        <source>Racks %1 and %2 stand on the same floor space.</source>
        <translation>Racks %1 und %2 stehen auf derselben Fläche.</translation>
    </message>
    <message>
        <location filename="../model/rules/placementrules.cpp" line="167"/>
        <source>Move one of them.</source>
        <translation>Verschieben Sie eines davon.</translation>
    </message>
    <message>
        <location filename="../model/rules/placementrules.cpp" line="173"/>
        <source>CDU %1 and rack %2 stand on the same floor space (%3 m²).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/placementrules.cpp" line="174"/>
        <source>CDUs %1 and %2 stand on the same floor space (%3 m²).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/placementrules.cpp" line="176"/>
        <source>Move CDU %1 clear of %2: a CDU needs its own floor and its service clearance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/placementrules.cpp" line="244"/>
        <source>Rack %1 stands %2 m out of its row&apos;s line and leaves %3 m of aisle (at least %4 m).</source>
        <translation>Rack %1 steht %2 m außerhalb der Reihenflucht und lässt %3 m Gang (mindestens %4 m).</translation>
    </message>
    <message>
        <location filename="../model/rules/placementrules.cpp" line="251"/>
        <source>Move the rack back into its row&apos;s line.</source>
        <translation>Stellen Sie das Rack zurück in die Reihenflucht.</translation>
    </message>
    <message>
        <location filename="../model/rules/problemreport.cpp" line="41"/>
        <source>No problems: the design clears every rule.</source>
        <translation>Keine Probleme: das Design erfüllt jede Regel.</translation>
    </message>
    <message>
        <location filename="../model/rules/problemreport.cpp" line="43"/>
        <source>WAIVED</source>
        <translation>AKZEPTIERT</translation>
    </message>
    <message>
        <location filename="../model/rules/problemreport.cpp" line="46"/>
        <source>waived: </source>
        <translation>akzeptiert: </translation>
    </message>
    <message>
        <location filename="../model/rules/problemreport.cpp" line="48"/>
        <source>fix: </source>
        <translation>Abhilfe: </translation>
    </message>
    <message>
        <location filename="../model/rules/problemreport.cpp" line="49"/>
        <source>objects: </source>
        <translation>Objekte: </translation>
    </message>
    <message>
        <location filename="../model/rules/railrules.cpp" line="75"/>
        <source>%1: node %2 of SU %3 lands on %4 of SU %5.</source>
        <translation>%1: Knoten %2 von SU %3 endet an %4 von SU %5.</translation>
    </message>
    <message>
        <location filename="../model/rules/railrules.cpp" line="80"/>
        <source>Move the leaf end to the rail-%1 leaf of SU %2.</source>
        <translation>Stecken Sie das Leaf-Ende auf das Rail-%1-Leaf von SU %2.</translation>
    </message>
    <message>
        <source>%1: NIC %2 of %3 lands on %4 (rail %5) instead of the rail-%2 leaf.</source>
        <translation>%1: NIC %2 von %3 endet an %4 (Rail %5) statt am Rail-%2-Leaf.</translation>
    </message>
    <message>
        <location filename="../model/rules/railrules.cpp" line="178"/>
        <source>%1: NIC %2 of %3 lands on %4 (rail %5) instead of the rail-%6 leaf.</source>
        <translation type="unfinished">%1: NIC %2 von %3 endet an %4 (Rail %5) statt am Rail-%2-Leaf. {1:?} {2 ?} {3 ?} {4 ?} {5)?} {6 ?} {2  or 6 ?}</translation>
    </message>
    <message>
        <location filename="../model/rules/railrules.cpp" line="185"/>
        <source>Move the leaf end from %1 to a free port of the rail-%2 leaf of the same SU.</source>
        <translation>Stecken Sie das Leaf-Ende von %1 auf einen freien Port des Rail-%2-Leafs derselben SU.</translation>
    </message>
    <message>
        <location filename="../model/rules/railrules.cpp" line="211"/>
        <source>Crossed cables (transposition): %1 and %2 — NIC %3 lands on rail %4 and NIC %4 on rail %3. Both links come up, but collectives between rails %3 and %4 go through the spines.</source>
        <translation>Vertauschte Kabel: %1 und %2 — NIC %3 endet auf Rail %4 und NIC %4 auf Rail %3. Beide Verbindungen kommen hoch, aber Kollektive zwischen den Rails %3 und %4 laufen über die Spines.</translation>
    </message>
    <message>
        <location filename="../model/rules/planerules.cpp" line="147"/>
        <source>Crossed planes: %1 and %2 — node %3&apos;s port %4 of plane %5 and port %6 of plane %7 are on each other&apos;s switches. Both links come up, but each port sits in the other plane&apos;s addressing and routes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/planerules.cpp" line="154"/>
        <source>Crossed planes: %1 and %2 — rail-%3 cables of plane %4 and plane %5 exchanged between nodes %6 and %7. Each of them now has both its rail-%3 links on one plane: losing that one switch takes both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/planerules.cpp" line="162"/>
        <location filename="../model/rules/railrules.cpp" line="219"/>
        <source>At node %1, exchange the cables in ports %2 and %3.</source>
        <translation>Tauschen Sie an Knoten %1 die Kabel in den Ports %2 und %3.</translation>
    </message>
    <message>
        <location filename="../model/rules/planerules.cpp" line="164"/>
        <source>Exchange the switch ends of the two cables: %1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/planerules.cpp" line="179"/>
        <source>%1: port %2 of %3 belongs on plane %4 but lands on %5, a switch of plane %6: the node&apos;s rail-%7 links no longer stand on independent planes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/planerules.cpp" line="186"/>
        <source>Move the switch end from %1 to a free port of %2 (plane %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/planerules.cpp" line="189"/>
        <source>Move the switch end from %1 to a switch of plane %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/planerules.cpp" line="223"/>
        <source>%1 joins %2 of plane %3 to %4 of plane %5: the planes of a compute fabric never share a switch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/planerules.cpp" line="228"/>
        <source>Move the end at %1 to a switch of plane %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/planerules.cpp" line="235"/>
        <source>Crossed planes: %1 and %2 — %3 of plane %4 and %5 of plane %6 reach each other&apos;s plane: the planes of a compute fabric never share a switch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/planerules.cpp" line="241"/>
        <source>Exchange the upper ends of the two cables: %1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/railrules.cpp" line="222"/>
        <source>Exchange the leaf ends of the two cables: %1 and %2.</source>
        <translation>Tauschen Sie die Leaf-Enden der beiden Kabel: %1 und %2.</translation>
    </message>
    <message>
        <source>the cable now in %1 to the port of NIC %2</source>
        <translation>das Kabel, das jetzt in %1 steckt, in den Port von NIC %2</translation>
    </message>
    <message>
        <location filename="../model/rules/railrules.cpp" line="233"/>
        <source>the cable now in %1 to port %2 (NIC %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/railrules.cpp" line="237"/>
        <source>Rotated cables at node %1: %2 NICs each land on another NIC&apos;s rail (%3).</source>
        <translation>Rotierte Kabel an Knoten %1: %2 NICs enden jeweils auf der Rail einer anderen NIC (%3).</translation>
    </message>
    <message>
        <location filename="../model/rules/railrules.cpp" line="242"/>
        <source>At node %1, move %2.</source>
        <translation>Stecken Sie an Knoten %1 %2.</translation>
    </message>
    <message>
        <location filename="../model/rules/railrules.cpp" line="286"/>
        <source>Leaf %1 has between %2 and %3 links to its %4 spines: traffic hashes unevenly.</source>
        <translation>Leaf %1 hat zwischen %2 und %3 Verbindungen zu seinen %4 Spines: der Verkehr verteilt sich ungleich.</translation>
    </message>
    <message>
        <location filename="../model/rules/railrules.cpp" line="292"/>
        <source>Give the leaf the same number of links to every spine.</source>
        <translation>Geben Sie dem Leaf zu jedem Spine gleich viele Verbindungen.</translation>
    </message>
    <message>
        <location filename="../model/rules/railrules.cpp" line="341"/>
        <source>Leaf %1 has %2 links down and %3 up (%4:1); the %5 network is designed for %6:1.</source>
        <translation>Leaf %1 hat %2 Verbindungen nach unten und %3 nach oben (%4:1); das Netz %5 ist für %6:1 ausgelegt.</translation>
    </message>
    <message>
        <location filename="../model/rules/railrules.cpp" line="349"/>
        <source>Leaf %1 has %2 links down and none up.</source>
        <translation>Leaf %1 hat %2 Verbindungen nach unten und keine nach oben.</translation>
    </message>
    <message>
        <location filename="../model/rules/railrules.cpp" line="352"/>
        <source>Add uplinks to the leaf&apos;s spines, or move endpoints to another leaf.</source>
        <translation>Ergänzen Sie Uplinks zu den Spines des Leafs oder verlegen Sie Endpunkte an ein anderes Leaf.</translation>
    </message>
    <message>
        <location filename="../model/rules/cagerules.cpp" line="39"/>
        <source>%1 is pinned to %2, but its twin-port cage sends its links to different far cages; one %2 cable has one far end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/cagerules.cpp" line="42"/>
        <source>Unpin the medium so that optical modules serve the split, or plug both links of the cage into one far cage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/cagerules.cpp" line="49"/>
        <source>No %1 module for %2G fits the %3 cage of %4 (a QSFP112 module does not work in a QSFP-DD cage).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/cagerules.cpp" line="54"/>
        <source>Unpin the medium so that one whose module fits is chosen, or add a %1 module for this cage to the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/cagerules.cpp" line="69"/>
        <source>The %1 cage of %2 holds %3, a %4-top module; a %5 cage takes a %6-top one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/cagerules.cpp" line="71"/>
        <source>switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/cagerules.cpp" line="72"/>
        <source>server or adapter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/cagerules.cpp" line="74"/>
        <source>Add a %1-top %2 module for this cage to the catalog, or unpin the medium so that one with the right shell is chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/cagerules.cpp" line="83"/>
        <source>%1 is pinned to %2 fibre, but it shares a twin-port module with links on %3; one module carries one fibre type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/cagerules.cpp" line="86"/>
        <location filename="../model/rules/cagerules.cpp" line="93"/>
        <source>Pin it to %1 like the links that share its cages, or unpin it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/cagerules.cpp" line="90"/>
        <source>%1 is pinned to %2, but it shares a cage with links on %3; a cage holds one module or one cable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/siterules.cpp" line="45"/>
        <source>Feed %1 is rated or loaded to %2; the largest switchgear lineup in the catalog supplies %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/siterules.cpp" line="48"/>
        <source>Split the racks over more A/B feed pairs of at most %1 each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/siterules.cpp" line="69"/>
        <source>Loop %1 carries %2 of heat; the largest cooling plant in the catalog rejects %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/siterules.cpp" line="72"/>
        <source>Split the racks over more cooling loops of at most %1 each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/siterules.cpp" line="91"/>
        <source>Hall %1 holds %2 of IT load; the site allows %3 per hall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/siterules.cpp" line="93"/>
        <location filename="../model/rules/siterules.cpp" line="105"/>
        <source>Split the design over more halls, each within the limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/siterules.cpp" line="99"/>
        <source>Hall %1 is %2 × %3 m (%4 m²); the site allows %5 m² per hall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/buswayrules.cpp" line="43"/>
        <source>Use a %1 busway (%2 continuous), move tap-off PDUs to another busway, or take load off its racks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/buswayrules.cpp" line="46"/>
        <source>Move tap-off PDUs to another busway or take load off its racks: no busway in the catalog carries %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/buswayrules.cpp" line="50"/>
        <source>Busway %1 (%2) carries %3 from its %4 tap-offs; it is rated %5, %6 continuous (80 %).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/buswayrules.cpp" line="52"/>
        <source>With the other feed lost, busway %1 (%2) must carry %3 for its %4 tap-offs; it is rated %5, %6 continuous (80 %).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/buswayrules.cpp" line="55"/>
        <source>busway %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/buswayrules.cpp" line="77"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../model/rules/buswayrules.cpp" line="80"/>
        <source>PDU %1 on busway %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/buswayrules.cpp" line="81"/>
        <source>PDU %1 taps off busway %2 (feed %3) but names feed %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/buswayrules.cpp" line="83"/>
        <source>Set the PDU&apos;s feed to %1, the busway&apos;s, or take the PDU off the busway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/standing.cpp" line="14"/>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <location filename="../model/rules/standing.cpp" line="21"/>
        <source>CDU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/obstaclerules.cpp" line="81"/>
        <source>Move %1 to %2, %3 (the nearest position along its row clear of columns and keep-out areas).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/obstaclerules.cpp" line="84"/>
        <source>Move %1 to another row: its row line has no position clear of columns and keep-out areas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/obstaclerules.cpp" line="88"/>
        <location filename="../model/rules/placementrules.cpp" line="171"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/obstaclerules.cpp" line="106"/>
        <source>%1 %2 stands on building column %3 (%4 m² of its footprint).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/obstaclerules.cpp" line="109"/>
        <source>%1 %2 stands in keep-out area %3 (%4 m² of its footprint): %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/obstaclerules.cpp" line="111"/>
        <source>no reason given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/nvlinkrules.cpp" line="42"/>
        <source>Rack %1 holds %2 GPUs in its trays; the NVLink spine of a %3 joins %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/nvlinkrules.cpp" line="47"/>
        <source>Move trays of %1 GPUs to another frame.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/nvlinkrules.cpp" line="57"/>
        <source>Rack %1 has %2 NVLink switch trays for %3 GPUs; each GPU&apos;s 18 links need one tray per %4 GPUs (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/nvlinkrules.cpp" line="63"/>
        <source>Mount %1 more NVLink switch trays%2 in the frame.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/nvlinkrules.cpp" line="89"/>
        <source>NVLink switch tray %1 stands in rack %2, which is not a rack-scale frame: the NVLink spine&apos;s copper reaches only the trays of its own frame.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/nvlinkrules.cpp" line="92"/>
        <source>Mount %1 in a rack-scale frame (GB200 or GB300 NVL72), or remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/thermalrules.cpp" line="40"/>
        <source>The air field of hall %1 cannot be solved: %2. Its racks&apos; inlet temperatures are not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/thermalrules.cpp" line="43"/>
        <source>Correct what the message names (air cooling, floor size, racks closing off the floor).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/thermalrules.cpp" line="59"/>
        <source>Rack %1 draws %2 air at its inlet, above the %3 ASHRAE allows for class A1 equipment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/thermalrules.cpp" line="61"/>
        <source>Rack %1 draws %2 air at its inlet, above the %3 ASHRAE recommends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/thermalrules.cpp" line="64"/>
        <source>Add air cooling to hall %1: its racks put %2 into the air against %3 of air cooling. Or move heat to liquid (rear doors, direct liquid).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/thermalrules.cpp" line="67"/>
        <source>Contain the hot aisles, or move the rack away from the exhaust it draws (a wall, a row end, the next row&apos;s hot aisle), or move its %1 of heat to liquid (a rear door).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/rulebook.cpp" line="148"/>
        <source>%1 is a physical impossibility: it cannot be built, so it cannot be waived. Move the rack, CDU or device instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/shelfrules.cpp" line="17"/>
        <source>1 power shelf of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/shelfrules.cpp" line="17"/>
        <source>%1 power shelves of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/shelfrules.cpp" line="50"/>
        <source>Rack %1 draws %2 at peak from its %3 (%4 installed); with one shelf out (N+1) the rest deliver %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/shelfrules.cpp" line="52"/>
        <source>Install %1 on rack %2 (N+1: one more than the load needs), or take load off the rack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/shelfrules.cpp" line="76"/>
        <source>Rack %1 takes DC power shelves on side %2 (%3) and an AC PDU on side %4 (%5): the shelves feed the rack&apos;s busbar, the PDU its outlets, so neither side can carry the rack when the other feed is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/shelfrules.cpp" line="80"/>
        <source>Give %1 a power shelf part (%2) for a busbar rack, or give %3 an AC PDU part for a rack with outlets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/shelfrules.cpp" line="91"/>
        <source>power shelves %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/shelfrules.cpp" line="93"/>
        <source>With the other feed lost, the %1 of %2 (%3) must carry %4; they deliver %5 (a shelf&apos;s DC output is not derated).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/shelfrules.cpp" line="95"/>
        <source>Put %1 on this side, use larger shelves, or take load off its racks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/supplyrules.cpp" line="29"/>
        <source>%1 and %2 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/supplyrules.cpp" line="54"/>
        <source>its %1 powered devices (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/supplyrules.cpp" line="54"/>
        <source>its frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/supplyrules.cpp" line="58"/>
        <source>Rack %1 draws %2 at peak for %3 but has no PDU or power shelf on either side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/supplyrules.cpp" line="59"/>
        <source>Give rack %1 a PDU on side A and one on side B, each on a feed of its side (Insert ▸ PDU, or the rack&apos;s pdu_a and pdu_b).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/supplyrules.cpp" line="69"/>
        <source>Rack %1 has no PDU on side %2 although its hall is fed from side %2: when the other feed is lost, %3 lose power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/supplyrules.cpp" line="72"/>
        <source>Give rack %1 a PDU on side %2, on a side-%2 feed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/supplyrules.cpp" line="77"/>
        <source>PDU %1 on side %2 of rack %3 is connected to no feed: side %2 carries nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/supplyrules.cpp" line="79"/>
        <source>Connect PDU %1 to a side-%2 feed (its feed field), or to a busway on one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/supplyrules.cpp" line="87"/>
        <source>Rack %1 names PDU %2 on both sides: losing feed %3 drops %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/supplyrules.cpp" line="88"/>
        <source>Both sides of rack %1 (PDUs %2 and %3) draw from feed %4: losing it drops %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/supplyrules.cpp" line="90"/>
        <source>Put side B of rack %1 on a PDU of the other feed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/supplyrules.cpp" line="116"/>
        <source>Rack %1 sends %2 of heat to liquid but is on no cooling loop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/supplyrules.cpp" line="117"/>
        <source>Add a cooling loop with CDUs to the rack&apos;s hall and put rack %1 on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/supplyrules.cpp" line="118"/>
        <source>Put rack %1 on a loop of its hall (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/supplyrules.cpp" line="124"/>
        <source>Rack %1 in hall %2 is on loop %3 of hall %4: its pipes do not reach another hall&apos;s CDUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/supplyrules.cpp" line="126"/>
        <source>Put rack %1 on a loop of hall %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/supplyrules.cpp" line="145"/>
        <source>Loop %1 carries %2 from %3 racks but has no CDU: nothing moves the heat to facility water.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/supplyrules.cpp" line="148"/>
        <source>Install CDUs on loop %1: at least two (N+1) that together with one out carry %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/supplyrules.cpp" line="166"/>
        <source>Hall %1 draws %2 of IT load (%3 with PUE %4) but has no utility feed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/rules/supplyrules.cpp" line="169"/>
        <source>Set hall %1&apos;s utility feed to at least %2 (its facility load).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SampleBuilder</name>
    <message>
        <location filename="../model/sample/samplebuilder.cpp" line="77"/>
        <source>The catalog has no %1, which the sample design needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/sample/samplebuilder.cpp" line="93"/>
        <source>Compute fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/sample/samplebuilder.cpp" line="94"/>
        <source>Storage fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/sample/samplebuilder.cpp" line="95"/>
        <source>Out-of-band management</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/sample/samplebuilder.cpp" line="198"/>
        <source>The catalog&apos;s parts have too few ports for the sample design (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/sample/samplebuilder.cpp" line="201"/>
        <source>Sample AI hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/sample/samplebuilder.cpp" line="203"/>
        <source>Create sample design</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScaleBar</name>
    <message>
        <location filename="../views/floorplan/scalebar.cpp" line="28"/>
        <source>ft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/floorplan/scalebar.cpp" line="28"/>
        <source>m</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScenarioChart</name>
    <message>
        <location filename="../views/scenariochart.cpp" line="24"/>
        <source>Capex (million USD)</source>
        <translation>Investition (Mio. USD)</translation>
    </message>
    <message>
        <location filename="../views/scenariochart.cpp" line="25"/>
        <source>Facility power (MW)</source>
        <translation>Gesamtleistung (MW)</translation>
    </message>
    <message>
        <location filename="../views/scenariochart.cpp" line="26"/>
        <source>Optics (modules)</source>
        <translation>Optik (Module)</translation>
    </message>
    <message>
        <location filename="../views/scenariochart.cpp" line="27"/>
        <source>Optics power (kW)</source>
        <translation>Optik-Leistung (kW)</translation>
    </message>
    <message>
        <location filename="../views/scenariochart.cpp" line="28"/>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <location filename="../views/scenariochart.cpp" line="29"/>
        <source>Cost per GPU (thousand USD)</source>
        <translation>Kosten je GPU (Tsd. USD)</translation>
    </message>
    <message>
        <location filename="../views/scenariochart.cpp" line="30"/>
        <source>Cost per GPU-hour (USD)</source>
        <translation>Kosten je GPU-Stunde (USD)</translation>
    </message>
    <message>
        <location filename="../views/scenariochart.cpp" line="31"/>
        <source>Break-even utilization (%)</source>
        <translation>Break-even-Auslastung (%)</translation>
    </message>
</context>
<context>
    <name>Scenarios</name>
    <message>
        <location filename="../model/quote/scenarioset.cpp" line="22"/>
        <source>Current design</source>
        <translation>Aktuelles Design</translation>
    </message>
    <message>
        <location filename="../model/quote/scenarioset.cpp" line="37"/>
        <location filename="../model/quote/scenarioset.cpp" line="62"/>
        <source>A variant needs a name.</source>
        <translation>Eine Variante braucht einen Namen.</translation>
    </message>
    <message>
        <location filename="../model/quote/scenarioset.cpp" line="39"/>
        <location filename="../model/quote/scenarioset.cpp" line="64"/>
        <source>A variant named &apos;%1&apos; exists already; choose another name.</source>
        <translation>Eine Variante namens „%1“ gibt es schon; wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <location filename="../model/quote/scenarioset.cpp" line="52"/>
        <location filename="../model/quote/scenarioset.cpp" line="106"/>
        <source>There is no stored variant named &apos;%1&apos;.</source>
        <translation>Es gibt keine gespeicherte Variante namens „%1“.</translation>
    </message>
    <message>
        <location filename="../model/quote/scenarioset.cpp" line="74"/>
        <location filename="../model/quote/scenarioset.cpp" line="118"/>
        <source>variant &apos;%1&apos;</source>
        <translation>Variante „%1“</translation>
    </message>
    <message>
        <location filename="../model/quote/scenariocompare.cpp" line="21"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../model/quote/scenariocompare.cpp" line="22"/>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
    <message>
        <location filename="../model/quote/scenariocompare.cpp" line="23"/>
        <source>Floor area (m²)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/scenariocompare.cpp" line="24"/>
        <source>Cooling type</source>
        <translation>Kühlart</translation>
    </message>
    <message>
        <location filename="../model/quote/scenariocompare.cpp" line="25"/>
        <source>Heat to liquid (kW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/scenariocompare.cpp" line="26"/>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <location filename="../model/quote/scenariocompare.cpp" line="27"/>
        <source>Optics (modules)</source>
        <translation>Optik (Module)</translation>
    </message>
    <message>
        <location filename="../model/quote/scenariocompare.cpp" line="28"/>
        <source>Optics power (kW)</source>
        <translation>Optik-Leistung (kW)</translation>
    </message>
    <message>
        <location filename="../model/quote/scenariocompare.cpp" line="29"/>
        <source>Capex (USD)</source>
        <translation>Investition (USD)</translation>
    </message>
    <message>
        <location filename="../model/quote/scenariocompare.cpp" line="30"/>
        <source>Facility power (MW)</source>
        <translation>Gesamtleistung (MW)</translation>
    </message>
    <message>
        <location filename="../model/quote/scenariocompare.cpp" line="31"/>
        <source>Cost per GPU (USD)</source>
        <translation>Kosten je GPU (USD)</translation>
    </message>
    <message>
        <location filename="../model/quote/scenariocompare.cpp" line="32"/>
        <source>Cost per GPU-hour (USD)</source>
        <translation>Kosten je GPU-Stunde (USD)</translation>
    </message>
    <message>
        <location filename="../model/quote/scenariocompare.cpp" line="33"/>
        <source>Break-even utilization</source>
        <translation>Break-even-Auslastung</translation>
    </message>
    <message>
        <location filename="../model/quote/scenariocompare.cpp" line="85"/>
        <source>* differs from %1
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StrictJson</name>
    <message>
        <location filename="../model/io/strictjson.cpp" line="92"/>
        <source>objects and arrays nested deeper than %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/strictjson.cpp" line="106"/>
        <source>a control character (U+%1) inside a string; remove it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/strictjson.cpp" line="110"/>
        <source>bytes that are not UTF-8; save the file as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/strictjson.cpp" line="132"/>
        <location filename="../model/io/strictjson.cpp" line="137"/>
        <source>a lone surrogate escape (\u%1) inside a string; a character outside the BMP is a pair of escapes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/strictjson.cpp" line="150"/>
        <source>the key &quot;%1&quot; is given twice in one object; give it once</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SupplyLayer</name>
    <message>
        <location filename="../views/floorplan/supplylayer.cpp" line="31"/>
        <source>%1 / %2 %3</source>
        <translation type="unfinished">%1 / %2 %3 {1 ?}</translation>
    </message>
    <message>
        <location filename="../views/floorplan/supplylayer.cpp" line="35"/>
        <source>%1 %2 (no limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/floorplan/supplylayer.cpp" line="37"/>
        <source> (failover %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tco</name>
    <message>
        <location filename="../model/quote/tco.cpp" line="65"/>
        <source>Capex (BOM with spares)   %1
Facility power (peak)     %2 kW
Per year over %3 years:
  capex                   %4
  energy                  %5  (%6 $/kWh, load factor %7)
  maintenance             %8  (%9 % of capex)
  space                   %10  (%11 racks at %12 per month)
  total                   %13
Cost per GPU-hour         $%14 at %15 % utilization of %16 GPUs
Break-even utilization    %17 % against renting at $%18 per GPU-hour
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/tcowarnings.cpp" line="13"/>
        <source>The design has no GPUs: cost per GPU-hour and break-even cannot be computed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/tcowarnings.cpp" line="17"/>
        <source>capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/tcowarnings.cpp" line="17"/>
        <source>facility power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/tcowarnings.cpp" line="18"/>
        <source>annual total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/tcowarnings.cpp" line="18"/>
        <source>cost per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/tcowarnings.cpp" line="19"/>
        <source>break-even utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/tcowarnings.cpp" line="22"/>
        <source>The %1 is not a valid figure (%2); check the TCO assumptions and the prices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/quote/tcowarnings.cpp" line="26"/>
        <source>Break-even utilization %1 % is above 100 %: renting at %2 USD per GPU-hour costs less even at full use; check the rent price and the capex.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Thermal</name>
    <message>
        <location filename="../model/thermal/cellnetwork.cpp" line="84"/>
        <source>the cell network refers to cells it does not have, or has a negative or non-finite flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/thermal/cellnetwork.cpp" line="105"/>
        <source>the air that enters part of the room (%1 kg/s) does not leave it (%2 kg/s): a region closed off by racks or walls has no return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/thermal/cellnetwork.cpp" line="142"/>
        <source>the air flow could not be solved (the room&apos;s grid is degenerate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/thermal/cellnetwork.cpp" line="197"/>
        <source>heat is released where no supply air reaches: a region closed off by racks, columns or walls has no way to reject it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/thermal/cellnetwork.cpp" line="233"/>
        <source>the room&apos;s heat balance could not be solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/thermal/cellnetwork.cpp" line="229"/>
        <source>the room&apos;s heat balance has no solution: part of the room holds heat and sends no air to a return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/thermal/hallthermal.cpp" line="29"/>
        <source>no such hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/thermal/hallthermal.cpp" line="31"/>
        <source>a grid cell is 0.05 to 10 m (asked: %1 m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/thermal/hallthermal.cpp" line="34"/>
        <source>the thermal options are out of range: supply −50 to 100 °C, temperature rises above 0 to 100 K, mixing 0 to 100 m²/s, air height above 0 to 100 m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/thermal/hallthermal.cpp" line="37"/>
        <source>hall %1 has no floor size; give it a width and depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an open aisle&apos;s supply per rack is above 0 and at most 1,000 kg/s (asked: %1)</source>
        <translation type="vanished">die Zuluft eines offenen Gangs je Rack liegt über 0 und höchstens bei 1.000 kg/s (verlangt: %1)</translation>
    </message>
    <message>
        <location filename="../model/thermal/hallthermal.cpp" line="39"/>
        <source>an open aisle serves a rack position above 0 and at most 1,000 kW of heat (asked: %1 W)</source>
        <translation>ein offener Gang versorgt einen Rackplatz mit über 0 und höchstens 1.000 kW Wärme (verlangt: %1 W)</translation>
    </message>
    <message>
        <location filename="../model/thermal/hallthermal.cpp" line="83"/>
        <source>hall %1: its racks spread over %2 × %3 m: at %4 m cells that is %5 cells, beyond the %6 the model takes; use larger cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/thermal/hallthermal.cpp" line="169"/>
        <source>rack %1 has no free floor in front of or behind it (against a wall or another rack): its %2 kW are not in the field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/thermal/hallthermal.cpp" line="183"/>
        <source>hall %1 has no air cooling: the room air has no way to reject the racks&apos; %2 kW; give the hall its air cooling (air_cooling_w)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/thermal/hallthermal.cpp" line="241"/>
        <source>the racks draw %1 kg/s of air, more than the coolers&apos; %2 kg/s: the rest leaks back from the contained aisles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/thermal/hallthermal.cpp" line="243"/>
        <source>the racks draw %1 kg/s of air, more than the coolers&apos; %2 kg/s: the rest leaks into the contained aisles from the room</source>
        <translation>die Racks ziehen %1 kg/s Luft, mehr als die %2 kg/s der Kühler: der Rest dringt aus dem Raum in die eingehausten Gänge</translation>
    </message>
    <message>
        <location filename="../model/thermal/hallthermal.cpp" line="270"/>
        <source>hall %1: racks in a region closed off by racks, columns or walls draw %2 kg/s more air than reaches them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/thermal/hallthermal.cpp" line="275"/>
        <source>hall %1: %2 kg/s of air reach a region closed off by racks or columns that has no wall for the coolers&apos; return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/thermal/hallthermal.cpp" line="285"/>
        <source>hall %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/thermal/hallthermal.cpp" line="296"/>
        <source>the racks put %1 kW into the air of hall %2, %3 kW more than its air cooling of %4 kW: no steady state holds, and the field shown assumes the coolers keep their supply temperature</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TitleBlock</name>
    <message>
        <location filename="../views/floorplan/plantitleblock.cpp" line="25"/>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <location filename="../views/floorplan/plantitleblock.cpp" line="31"/>
        <source>not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/floorplan/plantitleblock.cpp" line="33"/>
        <source>unsaved changes since %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/floorplan/plantitleblock.cpp" line="35"/>
        <source>saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/floorplan/plantitleblock.cpp" line="36"/>
        <source>variant %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/floorplan/plantitleblock.cpp" line="80"/>
        <source>for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/floorplan/plantitleblock.cpp" line="83"/>
        <source>Revision: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/floorplan/plantitleblock.cpp" line="83"/>
        <source>Date: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/floorplan/plantitleblock.cpp" line="93"/>
        <source>Scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/floorplan/plantitleblock.cpp" line="105"/>
        <source>Racks coloured by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/floorplan/plantitleblock.cpp" line="107"/>
        <source>outline: rule problem</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TotalsReport</name>
    <message>
        <location filename="../model/report/totalsreport.cpp" line="309"/>
        <source>IT load (max)      </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/totalsreport.cpp" line="310"/>
        <source>typical </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/totalsreport.cpp" line="315"/>
        <source>Facility load      </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/totalsreport.cpp" line="316"/>
        <source>Heat to liquid     </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/totalsreport.cpp" line="317"/>
        <source>Heat to air        </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/totalsreport.cpp" line="318"/>
        <source>Floor load (max)   </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/totalsreport.cpp" line="319"/>
        <location filename="../model/report/totalsreport.cpp" line="334"/>
        <source> kN per foot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/totalsreport.cpp" line="320"/>
        <source>CDUs required (N+1) </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/totalsreport.cpp" line="322"/>
        <source>Site: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/totalsreport.cpp" line="323"/>
        <source>  GPUs </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/totalsreport.cpp" line="323"/>
        <source>, racks </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/totalsreport.cpp" line="327"/>
        <source>Hall </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/totalsreport.cpp" line="329"/>
        <source>  Utility feed       </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/totalsreport.cpp" line="329"/>
        <location filename="../model/report/totalsreport.cpp" line="331"/>
        <source>, headroom </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/totalsreport.cpp" line="331"/>
        <source>  Air cooling        </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/totalsreport.cpp" line="333"/>
        <source>  Floor rating       </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/totalsreport.cpp" line="338"/>
        <source>Feed </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/totalsreport.cpp" line="339"/>
        <source> normal, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/totalsreport.cpp" line="339"/>
        <source> with the other feed lost, of </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/totalsreport.cpp" line="344"/>
        <source>Loop </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/totalsreport.cpp" line="345"/>
        <source> L/min at ΔT </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/totalsreport.cpp" line="346"/>
        <source>CDUs </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/totalsreport.cpp" line="347"/>
        <source> installed / </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/totalsreport.cpp" line="347"/>
        <source> required (N+1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/totalsreport.cpp" line="349"/>
        <source>Cables: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/totalsreport.cpp" line="350"/>
        <source> m routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/totalsreport.cpp" line="356"/>
        <source>  over reach: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/totalsreport.cpp" line="357"/>
        <source>Transceivers: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/report/totalsreport.cpp" line="362"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../model/report/totalsreport.cpp" line="363"/>
        <source>Optics power: </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Verify</name>
    <message>
        <location filename="../model/verify/fabricdiff.cpp" line="255"/>
        <source>%1 is not in the design: if it was installed under another name, add it to the name map; otherwise find out what is cabled there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/fabricdiff.cpp" line="257"/>
        <source>Device %1 has no port %2 in the design: add the port&apos;s name to the name map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/fabricdiff.cpp" line="272"/>
        <source>%1 is reported connected to %2 (%3) and to %4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/fabricdiff.cpp" line="274"/>
        <source>Trace the cable at %1: a port holds one cable. Remove the wrong report or fix the name map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../model/verify/fabricdiff.cpp" line="307"/>
        <source>cables at the %n device(s) that reported LLDP neighbours</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/verify/fabricdiff.cpp" line="311"/>
        <source>cables at the %n device(s) the links file names</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/verify/fabricdiff.cpp" line="313"/>
        <source>cables at switches of InfiniBand networks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/fabricdiff.cpp" line="362"/>
        <source>up at %1x %2G = %3G; planned %4G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/fabricdiff.cpp" line="363"/>
        <source>Reseat both ends of %1, clean or replace the optics, or replace the cable; check the port is not forced to a lower speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/fabricdiff.cpp" line="390"/>
        <source>%1 holds a link to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/fabricdiff.cpp" line="392"/>
        <source>no link at either end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/fabricdiff.cpp" line="393"/>
        <source>Install %1: from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/fabricdiff.cpp" line="486"/>
        <source>At %1, exchange the cables in ports %2 and %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/fabricdiff.cpp" line="487"/>
        <source>Exchange the cable ends at %1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/fabricdiff.cpp" line="494"/>
        <source>the cable in %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/fabricdiff.cpp" line="496"/>
        <source>At %1, move %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/fabricdiff.cpp" line="497"/>
        <source>Move %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/fabricdiff.cpp" line="508"/>
        <source>The cables cross between planes %1 and %2, which never share a switch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/fabricdiff.cpp" line="532"/>
        <source>Remove the cable between %1 and %2: the plan has no link there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/fabricdiff.cpp" line="541"/>
        <source>At %1, move the cable from port %2 to port %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/fabricdiff.cpp" line="543"/>
        <source>Move the end of %1 from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/fabricdiff.cpp" line="545"/>
        <source>It landed on rail %1 of SU %2; it belongs on rail %3 of SU %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/fabricdiff.cpp" line="549"/>
        <source>It landed on plane %1; it belongs on plane %2 (the planes never share a switch).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/fabricdiff.cpp" line="592"/>
        <source>rail %1</source>
        <translation>Rail %1</translation>
    </message>
    <message>
        <location filename="../model/verify/fabricdiff.cpp" line="593"/>
        <source>SU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/fabricdiff.cpp" line="635"/>
        <source>%1:1: a name map starts with the header found_device,found_port,design_device,design_port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/fabricdiff.cpp" line="641"/>
        <source>%1:%2: expected found_device,found_port,design_device,design_port with both ports or neither</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/ibnetdiscover.cpp" line="95"/>
        <source>GUID %1 is reported by two nodes (lines %2 and %3): duplicate GUIDs make the fabric unroutable; find the two devices and correct one&apos;s GUID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/ibnetdiscover.cpp" line="103"/>
        <source>node %1 states %2 ports; a device has 1 to %3. The file is damaged: run ibnetdiscover again and save all of its output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/ibnetdiscover.cpp" line="124"/>
        <source>a port line before any Switch or Ca line: is the file complete?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/ibnetdiscover.cpp" line="131"/>
        <source>port %1 of node %2, which has ports 1 to %3: the file is damaged. Run ibnetdiscover again and save all of its output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/ibnetdiscover.cpp" line="136"/>
        <source>the far end&apos;s port %1 is not a port number (1 to %2): the file is damaged. Run ibnetdiscover again and save all of its output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/ibnetdiscover.cpp" line="152"/>
        <source>not ibnetdiscover output: &quot;%1&quot;. Run ibnetdiscover without options and load its output unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/ibnetdiscover.cpp" line="158"/>
        <source>%1: no Switch or Ca nodes: this is not ibnetdiscover output (or it is empty).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/ibnetdiscover.cpp" line="167"/>
        <source>port %1 leads to node %2, which the file never describes: the file is truncated or garbled. Run ibnetdiscover again and save all of its output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/ibnetdiscover.cpp" line="172"/>
        <source>port %1 leads to port %2 of node %3, which has ports 1 to %4: the file is damaged. Run ibnetdiscover again and save all of its output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/linkscsv.cpp" line="25"/>
        <source>%1: empty; expected a header a_device,a_port,b_device,b_port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/linkscsv.cpp" line="37"/>
        <source>%1:1: expected the columns a_device,a_port,b_device,b_port (or the P2P columns A-Node Name, A-Port, Z-Node Name, Z-Port)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/linkscsv.cpp" line="49"/>
        <source>%1:%2: every row needs both devices and both ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/lldpjson.cpp" line="128"/>
        <source>line %1: not valid JSON (%2). Save the whole output of `lldpcli -f json0 show neighbors details`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/lldpjson.cpp" line="134"/>
        <source>no &quot;lldp&quot; object: this is not lldpcli JSON output (`lldpcli -f json0 show neighbors details`).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/lldpjson.cpp" line="149"/>
        <source>a neighbour on interface &quot;%1&quot; lacks its system name or port id: is the JSON cut short?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/lldpjson.cpp" line="172"/>
        <source>%1: no *.json files; save one `lldpcli -f json0 show neighbors details` per device, named after it (leaf-01.json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../model/verify/lldpjson.cpp" line="180"/>
        <source>%n LLDP file(s) in %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/verify/planexport.cpp" line="86"/>
        <source>the design has no InfiniBand switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../model/verify/verifyreport.cpp" line="57"/>
        <source>Compared %1 planned links (%2) with %3 links found: %4 as planned, %n finding(s).
</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/verify/verifyreport.cpp" line="66"/>
        <source>    planned: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/verifyreport.cpp" line="67"/>
        <source>    fix: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/verifyreport.cpp" line="69"/>
        <source>    read at: %1:%2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/verifyreport.cpp" line="75"/>
        <source>  %1: %2 of %3 as planned, %4 differing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/verifyreport.cpp" line="83"/>
        <source>Rails:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/verifyreport.cpp" line="84"/>
        <source>Scalable units:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/verifyreport.cpp" line="85"/>
        <source>Switches with differences:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/verifyreport.cpp" line="119"/>
        <source>the PDF could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/verifyreport.cpp" line="137"/>
        <source>Planned: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/verifyreport.cpp" line="138"/>
        <source>Fix: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/verifyreport.cpp" line="140"/>
        <source>Read at %1 line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/verifyreport.cpp" line="165"/>
        <source>Fix list — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/verifyreport.cpp" line="168"/>
        <source>%1 planned links, %2 found, %3 as planned, %4 findings · %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/verifyreport.cpp" line="185"/>
        <source>The fabric is as planned: nothing to fix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/verify/verifyreport.cpp" line="187"/>
        <source>page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="21"/>
        <source>usage: railyard-cli check FILE [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="44"/>
        <source>usage: railyard-cli waive FILE --code CODE --objects KEY --reason TEXT (CODE and KEY as `check` prints them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="54"/>
        <source>a waiver needs a reason (--reason)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="65"/>
        <source>%1 has no problem %2 on %3; run `railyard-cli check` for the codes and objects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="72"/>
        <source>waived %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/clicommon.cpp" line="39"/>
        <source>option %1 needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/clicommon.cpp" line="43"/>
        <source>option %1 is given twice; give it once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/clicommon.cpp" line="50"/>
        <source>unknown option %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/infocommand.cpp" line="18"/>
        <source>usage: railyard-cli info FILE [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="16"/>
        <source>usage: railyard-cli COMMAND [ARGS]
commands:
  info FILE [--json]   counts of halls, rows, racks, devices, GPUs, ports, cables
  new (--gpus N | --power-mw P) [options] -o FILE   generate a hall (new --help)
  check FILE [--json]  every facility limit and wiring rule; exit 1 on errors
  waive FILE --code CODE --objects KEY --reason TEXT   accept one problem
  ranks FILE [--order FILE] [--json]   GPUs per leaf; rail crossings of a rank order
  totals FILE [--json] power, heat, cooling, floor load, cables and optics
  thermal FILE [--json] [--png OUT.png]   each rack&apos;s inlet air temperature, the heat balance
  sample -o FILE       write the bundled sample design
  export ibnet|p2p|cables|pullsheet|labels|netbox|bom|prices|quote FILE [--format F] -o OUT
         the InfiniBand plan, P2P rows, cable list, pull sheet, label sheet, NetBox CSVs,
         BOM, price book, quote (export --help lists each one&apos;s formats)
  import cables FILE CSV   apply an edited cable list (one undoable change)
  edit FILE OPS.jsonl [-o OUT]   add, set, delete, connect, disconnect: all or nothing
  fabric FILE (--racks R,... | --hall NAME) [--dry-run]   build the compute fabric of those nodes
  tco FILE [assumptions] [--json]   capex, energy, cost per GPU-hour, break-even vs renting
  compare FILE [FILE...] [--json | --table]   variants side by side (CSV, JSON, or a
         table with * on what differs): a file&apos;s stored variants, or several files
  scenario list|add|remove|activate|rename FILE [--name N] [--from F]   variants in a file
  verify FILE (--ibnetdiscover F | --lldp F_OR_DIR | --links CSV) [--map CSV] [--json]
         [--fix-list OUT.csv|OUT.pdf]   compare the as-built fabric with the plan
  version              print the version
exit codes: 0 ok, 1 findings, 2 usage or input error (docs/CLI.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="113"/>
        <source>railyard-cli: unknown command &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/newcommand.cpp" line="54"/>
        <source>usage: railyard-cli new --empty -o FILE (no other option)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/newcommand.cpp" line="60"/>
        <source>empty design written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/newcommand.cpp" line="101"/>
        <source>%1 takes a whole number, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/newcommand.cpp" line="103"/>
        <source>%1 takes a whole number of at least %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/newcommand.cpp" line="119"/>
        <source>--pue takes a number from 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/newcommand.cpp" line="125"/>
        <source>--max-hall-mw takes a number of megawatts above 0 and at most %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/newcommand.cpp" line="130"/>
        <source>--containment takes none, hot_aisle or cold_aisle</source>
        <translation>--containment nimmt none, hot_aisle oder cold_aisle</translation>
    </message>
    <message>
        <source>--max-hall-aspect takes a ratio from 1 to %1</source>
        <translation type="vanished">--max-hall-aspect nimmt ein Verhältnis von 1 bis %1</translation>
    </message>
    <message>
        <location filename="../app/cli/newcommand.cpp" line="136"/>
        <source>--max-hall-aspect takes a number, a ratio from 1 to %1</source>
        <translation>--max-hall-aspect nimmt eine Zahl, ein Verhältnis von 1 bis %1</translation>
    </message>
    <message>
        <location filename="../app/cli/newcommand.cpp" line="144"/>
        <source>%1 takes a positive length in metres, at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/newcommand.cpp" line="150"/>
        <source>--cooling takes air, rear_door or dlc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/newcommand.cpp" line="163"/>
        <source>--power-mw takes a positive number of megawatts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/newcommand.cpp" line="178"/>
        <source>the catalog has no GPU node &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/newcommand.cpp" line="182"/>
        <source>envelope %1 MW / PUE %2 / %3 kW per %4 = at most %5 of them before the fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/newcommand.cpp" line="186"/>
        <source>rack-scale system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/newcommand.cpp" line="187"/>
        <source>node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/newcommand.cpp" line="201"/>
        <source>%1 × %4: facility %2 MW (%3 kW each with its share of everything else)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/newcommand.cpp" line="225"/>
        <source>no design of %1 nodes fits %2 MW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/newcommand.cpp" line="236"/>
        <source>%1-GPU design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/newcommand.cpp" line="242"/>
        <source>%1 GPUs in %2 nodes, %3 racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/newcommand.cpp" line="246"/>
        <source>warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/newcommand.cpp" line="247"/>
        <source>written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rankscommand.cpp" line="19"/>
        <source>usage: railyard-cli ranks FILE [--order FILE] [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/samplecommand.cpp" line="21"/>
        <source>usage: railyard-cli sample -o FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/samplecommand.cpp" line="34"/>
        <source>Sample: 1,024-GPU liquid-cooled hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/samplecommand.cpp" line="48"/>
        <source>GB200 NVL72</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/samplecommand.cpp" line="49"/>
        <source>14 GB200 NVL72 racks (1,008 GPUs) on NDR InfiniBand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/totalscommand.cpp" line="18"/>
        <source>usage: railyard-cli totals FILE [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="105"/>
        <source>unknown export &apos;%1&apos;
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="70"/>
        <source>export %1 cannot be written as %2; it writes %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="74"/>
        <source>%1 names a .%2 file but --format is %3; name it .%3 or leave --format out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="89"/>
        <source>usage: railyard-cli export ibnet|p2p|cables|pullsheet|labels|netbox|bom|prices|quote|ops FILE [--format FORMAT] [--page a4|letter] -o OUT
  formats: ibnet topo; p2p, cables, prices, netbox csv; pullsheet csv, xlsx or pdf; bom csv or xlsx; labels, quote pdf;
  ops jsonl (the design as railyard-cli edit ops)
  (without --format, OUT&apos;s suffix chooses, else the first)
  labels: [--stock KEY] [--columns N] [--rows N] [--label-width MM] [--label-height MM] [--margin-left MM] [--margin-top MM]
          [--no-qr] [--cables ID,ID...] [--racks NAME,NAME...]   (only those cables, or those with an end in those racks)
          stocks: avery-l7159 (default), avery-l7651, avery-l7163, avery-5160, avery-5163, roll-2x1in, roll-4x2in
  netbox: OUT is a folder for sites.csv, racks.csv, devices.csv, interfaces.csv, cables.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="115"/>
        <source>--page is a4 or letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="108"/>
        <source>%1 is for export labels only
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="179"/>
        <source>%1 needs a positive number up to 1000</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/exportcommand.cpp" line="228"/>
        <source>%1: %n price(s) in the price book</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="237"/>
        <source>usage: railyard-cli import cables|prices FILE CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="257"/>
        <source>%1: %2 cables added, %3 changed, %4 removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/verifycommand.cpp" line="22"/>
        <source>usage: railyard-cli verify FILE (--ibnetdiscover F | --lldp F_OR_DIR | --links CSV) [--map CSV] [--json] [--fix-list OUT.csv|OUT.pdf]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/verifycommand.cpp" line="34"/>
        <source>%1: the fix list is written as csv or pdf; name the file .csv or .pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/tcocommand.cpp" line="30"/>
        <source>usage: railyard-cli tco FILE [--years N] [--energy USD_PER_KWH] [--load F] [--maintenance F] [--space USD_PER_RACK_MONTH] [--utilization F] [--rent USD_PER_GPU_HOUR] [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/tcocommand.cpp" line="48"/>
        <source>%1 needs a number above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/tcocommand.cpp" line="49"/>
        <source>%1 needs a number of at least 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/tcocommand.cpp" line="73"/>
        <source>usage: railyard-cli compare FILE [FILE...] [--json | --table]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/tcocommand.cpp" line="84"/>
        <source>%1 keeps no variants to compare; add one with &apos;railyard-cli scenario add&apos; or name several files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/scenariocommand.cpp" line="16"/>
        <source>usage: railyard-cli scenario list FILE
       railyard-cli scenario add FILE --name NAME [--from OTHER.railyard] [--note TEXT]
       railyard-cli scenario remove|activate FILE --name NAME
       railyard-cli scenario rename FILE --name NAME   (names the current design)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/scenariocommand.cpp" line="28"/>
        <source>scenario %1 needs --name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/scenariocommand.cpp" line="36"/>
        <source>* %1 (current)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/scenariocommand.cpp" line="66"/>
        <source>%1: current design &apos;%2&apos;, %n stored variant(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/editcommand.cpp" line="36"/>
        <source>usage: railyard-cli edit FILE OPS.jsonl [-o OUT]   (one op per line; docs/CLI.md lists the ops, kinds and fields)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/editcommand.cpp" line="62"/>
        <source>%1: %2 op(s) applied: %3 added, %4 changed, %5 removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/editcommand.cpp" line="72"/>
        <source>warning: %1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/editcommand.cpp" line="75"/>
        <source>warning: %1 more new problem(s); railyard-cli check lists them all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/thermalcommand.cpp" line="20"/>
        <source>above the A1 allowable 32 °C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/thermalcommand.cpp" line="22"/>
        <source>above the recommended 27 °C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/thermalcommand.cpp" line="47"/>
        <source>%1 takes a number from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/thermalcommand.cpp" line="37"/>
        <source>usage: railyard-cli thermal FILE [--json] [--png OUT.png] [--hall NAME] [--cell M] [--supply C] [--containment none|hot_aisle|cold_aisle]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/thermalcommand.cpp" line="53"/>
        <source>--containment takes none, hot_aisle or cold_aisle (the hall&apos;s own when not given)</source>
        <translation>--containment nimmt none, hot_aisle oder cold_aisle (ohne Angabe die der Halle)</translation>
    </message>
    <message>
        <location filename="../app/cli/thermalcommand.cpp" line="64"/>
        <source>the design has no hall &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/thermalcommand.cpp" line="67"/>
        <source>--png takes the picture&apos;s file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/thermalcommand.cpp" line="69"/>
        <source>--png %1 is the design itself; give the picture another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/thermalcommand.cpp" line="71"/>
        <source>--png draws one hall: name it with --hall (the design has %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/thermalcommand.cpp" line="108"/>
        <source>Hall %1: %2 × %3 cells of %4 m; supply %5 °C%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/thermalcommand.cpp" line="114"/>
        <source>, hot aisles contained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/thermalcommand.cpp" line="115"/>
        <source>, cold aisles contained</source>
        <translation>, Kaltgänge eingehaust</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/thermalcommand.cpp" line="117"/>
        <source>, open aisles: %n rack(s) drawing more than the cold aisle delivers</source>
        <translation><numerusform>, offene Gänge: %n Rack zieht mehr, als der Kaltgang liefert</numerusform><numerusform>, offene Gänge: %n Racks ziehen mehr, als der Kaltgang liefert</numerusform></translation>
    </message>
    <message>
        <location filename="../app/cli/thermalcommand.cpp" line="119"/>
        <source>, open aisles</source>
        <translation>, offene Gänge</translation>
    </message>
    <message>
        <location filename="../app/cli/thermalcommand.cpp" line="121"/>
        <source>  heat into the air %1 kW, removed %2 kW, residual %3 kW; air cooling %4 kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/thermalcommand.cpp" line="128"/>
        <source>  hottest inlet %1 °C at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/thermalcommand.cpp" line="130"/>
        <source>  %1 racks put all their heat into liquid: they draw no room air and are not listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/thermalcommand.cpp" line="134"/>
        <source>  warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/thermalcommand.cpp" line="145"/>
        <source>%1: the picture is too large to draw; use larger cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/thermalcommand.cpp" line="150"/>
        <source>%1: the picture could not be encoded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/fabriccommand.cpp" line="23"/>
        <source>usage: railyard-cli fabric FILE (--racks R1,R2,... | --hall NAME) [--switch PART] [--ratio R] [--planes P] [--name TEXT] [--dry-run] [--json] [-o OUT]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/fabriccommand.cpp" line="42"/>
        <source>%1 takes a whole number from 1 to %2 (given: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/fabriccommand.cpp" line="57"/>
        <source>%1: no hall named &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/fabriccommand.cpp" line="68"/>
        <source>%1: no rack named &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/fabriccommand.cpp" line="107"/>
        <source>%1: fabric built; railyard-cli check reports what is left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="33"/>
        <source>Railyard: design AI datacenters.</source>
        <translation>Railyard: KI-Rechenzentren planen.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="36"/>
        <source>Design to open (.railyard).</source>
        <translation>Zu öffnendes Design (.railyard).</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="38"/>
        <source>Render each main view to DIR/&lt;view&gt;.png and quit.</source>
        <translation>Jede Hauptansicht nach DIR/&lt;Ansicht&gt;.png zeichnen und beenden.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="45"/>
        <source>Railyard cannot start</source>
        <translation>Railyard kann nicht starten</translation>
    </message>
    <message>
        <location filename="../app/gui/screenshots.cpp" line="175"/>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>railyard</name>
    <message>
        <location filename="../model/layout/rackpdu.cpp" line="19"/>
        <source>The rack no longer exists.</source>
        <translation>Das Rack existiert nicht mehr.</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts…</source>
        <translation>&amp;Tastenkürzel…</translation>
    </message>
    <message>
        <source>&amp;Documentation</source>
        <translation>&amp;Dokumentation</translation>
    </message>
    <message>
        <source>Documentation</source>
        <translation>Dokumentation</translation>
    </message>
    <message>
        <source>&amp;About Railyard</source>
        <translation>Ü&amp;ber Railyard</translation>
    </message>
    <message>
        <source>About Railyard</source>
        <translation>Über Railyard</translation>
    </message>
    <message>
        <source> m</source>
        <translation> m</translation>
    </message>
    <message>
        <location filename="../model/layout/rackpdu.cpp" line="23"/>
        <source>Only a PDU or power shelf part powers a rack&apos;s side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/rackpdu.cpp" line="27"/>
        <source>Rack %1 has a PDU on both sides already (%2, %3); change one in the inspector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/layout/rackpdu.cpp" line="41"/>
        <source>Hall %1 has no %2-side feed for rack %3&apos;s %2-side PDU; add one with Insert &gt; Feed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Beschriftung</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Teil</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netz</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Cooling loop</source>
        <translation>Kühlkreis</translation>
    </message>
    <message>
        <source>Rotation (°)</source>
        <translation>Drehung (°)</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
    <message>
        <source>IT load (peak)</source>
        <translation>IT-Last (Spitze)</translation>
    </message>
    <message>
        <source>Plane (0: not a plane of a multi-plane fabric)</source>
        <translation>Ebene (0: keine Ebene eines mehrlagigen Netzes)</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <source>Feed</source>
        <translation>Anschluss</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
</context>
<context>
    <name>railyard::Autosave</name>
    <message>
        <location filename="../app/gui/autosave.cpp" line="173"/>
        <source>Recover unsaved work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <location filename="../app/gui/autosave.cpp" line="174"/>
        <source>Railyard did not close cleanly. Unsaved edits of %1 from %2 were kept. Recover them?</source>
        <translation>Railyard wurde nicht sauber beendet. Ungespeicherte Änderungen an %1 vom %2 wurden aufbewahrt. Wiederherstellen?</translation>
    </message>
    <message>
        <location filename="../app/gui/autosave.cpp" line="175"/>
        <source>an untitled design</source>
        <translation>einem unbenannten Design</translation>
    </message>
    <message>
        <location filename="../app/gui/autosave.cpp" line="185"/>
        <source>Cannot recover</source>
        <translation>Wiederherstellung nicht möglich</translation>
    </message>
</context>
<context>
    <name>railyard::BomTableModel</name>
    <message>
        <location filename="../views/bomtablemodel.cpp" line="53"/>
        <source>Spares for the installed %1 (the category&apos;s spares policy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/bomtablemodel.cpp" line="65"/>
        <source>spares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/bomtablemodel.cpp" line="79"/>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <location filename="../views/bomtablemodel.cpp" line="80"/>
        <source>Part number</source>
        <translation>Teilenummer</translation>
    </message>
    <message>
        <location filename="../views/bomtablemodel.cpp" line="81"/>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/bomtablemodel.cpp" line="82"/>
        <source>Medium / length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/bomtablemodel.cpp" line="83"/>
        <source>Qty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/bomtablemodel.cpp" line="84"/>
        <source>Spares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/bomtablemodel.cpp" line="85"/>
        <source>Unit price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/bomtablemodel.cpp" line="86"/>
        <source>Discount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/bomtablemodel.cpp" line="87"/>
        <source>Extended</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::CableTableModel</name>
    <message>
        <location filename="../views/cabletablemodel.cpp" line="33"/>
        <source>Label</source>
        <translation>Beschriftung</translation>
    </message>
    <message>
        <location filename="../views/cabletablemodel.cpp" line="34"/>
        <source>End A</source>
        <translation>Ende A</translation>
    </message>
    <message>
        <location filename="../views/cabletablemodel.cpp" line="35"/>
        <source>End B</source>
        <translation>Ende B</translation>
    </message>
    <message>
        <location filename="../views/cabletablemodel.cpp" line="36"/>
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <location filename="../views/cabletablemodel.cpp" line="37"/>
        <source>Routed (m)</source>
        <translation>Verlegt (m)</translation>
    </message>
    <message>
        <location filename="../views/cabletablemodel.cpp" line="38"/>
        <source>Stock (m)</source>
        <translation>Lagerlänge (m)</translation>
    </message>
    <message>
        <location filename="../views/cabletablemodel.cpp" line="39"/>
        <source>Reach</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <location filename="../views/cabletablemodel.cpp" line="40"/>
        <source>Pinned medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cabletablemodel.cpp" line="65"/>
        <source>Pin a medium for this cable (double-click or right-click); the engine still checks its reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cabletablemodel.cpp" line="78"/>
        <source>over reach</source>
        <translation>über Reichweite</translation>
    </message>
    <message>
        <location filename="../views/cabletablemodel.cpp" line="78"/>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <location filename="../views/cabletablemodel.cpp" line="78"/>
        <source>not routed</source>
        <translation>nicht verlegt</translation>
    </message>
    <message>
        <location filename="../views/cabletablemodel.cpp" line="89"/>
        <source>%1 is not a cable medium.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cabletablemodel.cpp" line="96"/>
        <source>Label cable %1</source>
        <translation>Kabel %1 beschriften</translation>
    </message>
</context>
<context>
    <name>railyard::CableTraceDialog</name>
    <message>
        <location filename="../views/cabletracedialog.cpp" line="19"/>
        <source>compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cabletracedialog.cpp" line="20"/>
        <source>storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cabletracedialog.cpp" line="21"/>
        <source>in-band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cabletracedialog.cpp" line="22"/>
        <source>out-of-band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cabletracedialog.cpp" line="23"/>
        <source>power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cabletracedialog.cpp" line="34"/>
        <source>Cable trace from %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cabletracedialog.cpp" line="34"/>
        <source>Cable trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cabletracedialog.cpp" line="35"/>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cabletracedialog.cpp" line="35"/>
        <source>Port or cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cabletracedialog.cpp" line="35"/>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cabletracedialog.cpp" line="35"/>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cabletracedialog.cpp" line="55"/>
        <source>No cable on this port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../views/cabletracedialog.cpp" line="57"/>
        <source>Far end: %1 %2 (%3), %n cable(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/cabletracedialog.cpp" line="60"/>
        <source>The path comes back to a port it passed: check the patching.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cabletracedialog.cpp" line="81"/>
        <source>%1 %2</source>
        <translation type="unfinished">%1° {1 %2?}</translation>
    </message>
    <message>
        <location filename="../views/cabletracedialog.cpp" line="83"/>
        <source>%1 port, %2 Gb/s, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cabletracedialog.cpp" line="92"/>
        <source>cable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cabletracedialog.cpp" line="96"/>
        <source>%1, routed %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cabletracedialog.cpp" line="99"/>
        <source>over reach</source>
        <translation>über Reichweite</translation>
    </message>
</context>
<context>
    <name>railyard::CablingActions</name>
    <message>
        <location filename="../app/gui/cablingactions.cpp" line="29"/>
        <source>&amp;Import Cable List…</source>
        <translation>Kabelliste &amp;importieren…</translation>
    </message>
    <message>
        <location filename="../app/gui/cablingactions.cpp" line="30"/>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/cablingactions.cpp" line="31"/>
        <source>&amp;Cable List (CSV)…</source>
        <translation>&amp;Kabelliste (CSV)…</translation>
    </message>
    <message>
        <location filename="../app/gui/cablingactions.cpp" line="32"/>
        <source>&amp;Pull Sheet (PDF, XLSX or CSV)…</source>
        <translation>&amp;Zugliste (PDF, XLSX oder CSV)…</translation>
    </message>
    <message>
        <source>&amp;Label Sheets (PDF)…</source>
        <translation>&amp;Etikettenbögen (PDF)…</translation>
    </message>
    <message>
        <location filename="../app/gui/cablingactions.cpp" line="33"/>
        <source>&amp;NetBox CSVs…</source>
        <translation>&amp;NetBox-CSVs…</translation>
    </message>
    <message>
        <location filename="../app/gui/cablingactions.cpp" line="35"/>
        <source>Cable &amp;Labels…</source>
        <translation>Kabel&amp;etiketten…</translation>
    </message>
    <message>
        <location filename="../app/gui/cablingactions.cpp" line="62"/>
        <source>Import cable list</source>
        <translation>Kabelliste importieren</translation>
    </message>
    <message>
        <location filename="../app/gui/cablingactions.cpp" line="62"/>
        <location filename="../app/gui/cablingactions.cpp" line="112"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location filename="../app/gui/cablingactions.cpp" line="65"/>
        <source>Cannot import the cable list</source>
        <translation>Kabelliste kann nicht importiert werden</translation>
    </message>
    <message>
        <location filename="../app/gui/cablingactions.cpp" line="65"/>
        <source>Nothing was changed.</source>
        <translation>Es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../app/gui/cablingactions.cpp" line="81"/>
        <source>Writing the label sheets…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/cablingactions.cpp" line="81"/>
        <source>Writing the pull sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/cablingactions.cpp" line="105"/>
        <source>Folder for the NetBox CSVs</source>
        <translation>Ordner für die NetBox-CSVs</translation>
    </message>
    <message>
        <location filename="../app/gui/cablingactions.cpp" line="107"/>
        <source>Export pull sheet</source>
        <translation>Zugliste exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/cablingactions.cpp" line="108"/>
        <source>PDF (*.pdf);;Excel workbook (*.xlsx);;CSV (*.csv)</source>
        <translation>PDF (*.pdf);;Excel-Arbeitsmappe (*.xlsx);;CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../app/gui/cablingactions.cpp" line="110"/>
        <source>Export label sheets</source>
        <translation>Etikettenbögen exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/cablingactions.cpp" line="110"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../app/gui/cablingactions.cpp" line="112"/>
        <source>Export cable list</source>
        <translation>Kabelliste exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/cablingactions.cpp" line="115"/>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <location filename="../app/gui/cablingactions.cpp" line="128"/>
        <source>Cable labels</source>
        <translation>Kabeletiketten</translation>
    </message>
    <message>
        <location filename="../app/gui/cablingactions.cpp" line="129"/>
        <source>Label template: {a} and {b} are the two ends (hall.rack-U:port, near end first), {tag} the network, SU and rail; also {net}, {su}, {rail}, {id}. Every cable is relabelled (one undoable step).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::CatalogPalette</name>
    <message>
        <location filename="../views/palette/catalogpalette.cpp" line="55"/>
        <source>Search parts (number, model, ports…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalette.cpp" line="75"/>
        <source>Racks per drop: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalette.cpp" line="76"/>
        <source>How many racks one drop of a rack type or rack-scale system places, side by side in a row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalette.cpp" line="103"/>
        <source>Remove Template %1</source>
        <translation>Vorlage %1 entfernen</translation>
    </message>
</context>
<context>
    <name>railyard::CatalogPaletteModel</name>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="21"/>
        <source>%1 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="22"/>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="61"/>
        <source>GPU servers</source>
        <translation>GPU-Server</translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="62"/>
        <source>Rack-scale systems</source>
        <translation>Rack-Scale-Systeme</translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="63"/>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="64"/>
        <source>Transceivers</source>
        <translation>Transceiver</translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="65"/>
        <source>Cables</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="66"/>
        <source>PDUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="67"/>
        <source>CDUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="68"/>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="69"/>
        <source>Storage</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="70"/>
        <source>Servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="71"/>
        <source>Switchgear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="72"/>
        <source>Cooling plants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="73"/>
        <source>Busways</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="74"/>
        <source>NVLink switch trays</source>
        <translation>NVLink-Switch-Einschübe</translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="75"/>
        <source>Power shelves</source>
        <translation>Stromversorgungs-Shelves</translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="76"/>
        <source>Adapters (NICs, DPUs)</source>
        <translation>Adapter (NICs, DPUs)</translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="150"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="150"/>
        <source>Rack templates (%1)</source>
        <translation>Rack-Vorlagen (%1)</translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="163"/>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="163"/>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="254"/>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="164"/>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="164"/>
        <source>Reach</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="165"/>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="168"/>
        <source>%1 source: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="170"/>
        <source>No source recorded for its figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="212"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — a rack template in a %2 frame</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — eine Rack-Vorlage in einem %2-Rahmen</translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="214"/>
        <source>U%1: %2 (RACK%3)</source>
        <translation>HE%1: %2 (RACK%3)</translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="215"/>
        <source>zero-U: %1 (RACK%2)</source>
        <translation>ohne HE: %1 (RACK%2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/palette/catalogpalettemodel.cpp" line="216"/>
        <source>%n cable(s) inside the rack</source>
        <translation><numerusform>%n Kabel im Rack</numerusform><numerusform>%n Kabel im Rack</numerusform></translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="218"/>
        <source>PDUs: A %1 × %2, B %3 × %4 on the hall&apos;s first feed of each side</source>
        <translation>PDUs: A %1 × %2, B %3 × %4 an der ersten Einspeisung jeder Seite der Halle</translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="224"/>
        <source>On the hall&apos;s cooling loop</source>
        <translation>Am Kühlkreislauf der Halle</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/palette/catalogpalettemodel.cpp" line="238"/>
        <source>%n device(s)</source>
        <translation><numerusform>%n Gerät</numerusform><numerusform>%n Geräte</numerusform></translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="248"/>
        <source>Part</source>
        <translation>Teil</translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="249"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="250"/>
        <source>U</source>
        <translation>HE</translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="251"/>
        <source>Typical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="252"/>
        <source>Max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="253"/>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/catalogpalettemodel.cpp" line="255"/>
        <source>Ports</source>
        <translation>Ports</translation>
    </message>
</context>
<context>
    <name>railyard::ClipboardActions</name>
    <message>
        <location filename="../app/gui/clipboardactions.cpp" line="18"/>
        <source>&amp;Copy Racks</source>
        <translation>Racks &amp;kopieren</translation>
    </message>
    <message>
        <location filename="../app/gui/clipboardactions.cpp" line="20"/>
        <source>Remember the selected racks to paste copies of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/clipboardactions.cpp" line="22"/>
        <source>&amp;Paste Racks</source>
        <translation>Racks &amp;einfügen</translation>
    </message>
    <message>
        <location filename="../app/gui/clipboardactions.cpp" line="24"/>
        <source>Paste copies of the copied racks, with their devices and cables, in new rows beyond the hall&apos;s last row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/clipboardactions.cpp" line="49"/>
        <source>Select the racks to copy on the floor plan or in the racks table, or columns, keep-out areas, CDUs or busways on the plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/clipboardactions.cpp" line="53"/>
        <source>Copied %n object(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/clipboardactions.cpp" line="57"/>
        <source>Copied %n rack(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/clipboardactions.cpp" line="71"/>
        <source>Pasted %n object(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/clipboardactions.cpp" line="74"/>
        <source>Nothing to paste: copy racks first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/clipboardactions.cpp" line="85"/>
        <source>Pasted %n rack(s) with %1 device(s) and %2 cable(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::ConnectDialog</name>
    <message>
        <location filename="../views/connectdialog.cpp" line="20"/>
        <location filename="../views/connectdialog.cpp" line="43"/>
        <source>Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/connectdialog.cpp" line="23"/>
        <source>From port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/connectdialog.cpp" line="24"/>
        <source>To port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/connectdialog.cpp" line="30"/>
        <source>Auto (chosen by length)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/connectdialog.cpp" line="33"/>
        <source>Medium:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/connectdialog.cpp" line="62"/>
        <source>Choose a port on each side.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::Dashboard</name>
    <message>
        <location filename="../views/dashboard.cpp" line="46"/>
        <source>Power against the utility feed</source>
        <translation>Leistung zum Netzanschluss</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="46"/>
        <source>IT power by category (peak)</source>
        <translation>IT-Leistung nach Kategorie (Spitze)</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="47"/>
        <source>Heat against cooling capacity</source>
        <translation>Wärme zur Kühlleistung</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="47"/>
        <source>CDU loading per loop</source>
        <translation>CDU-Auslastung je Kreis</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="48"/>
        <source>Cables by medium</source>
        <translation>Kabel nach Medium</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="48"/>
        <source>Cable stock lengths</source>
        <translation>Kabel-Lagerlängen</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="49"/>
        <source>Transceivers by type</source>
        <translation>Transceiver nach Typ</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="49"/>
        <source>Transceiver power by type</source>
        <translation>Transceiver-Leistung nach Typ</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="102"/>
        <source>IT typ.</source>
        <translation>IT typ.</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="102"/>
        <source>IT peak</source>
        <translation>IT Spitze</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="102"/>
        <source>Facility</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="102"/>
        <source>Feed</source>
        <translation>Anschluss</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="103"/>
        <location filename="../views/dashboard.cpp" line="113"/>
        <location filename="../views/dashboard.cpp" line="128"/>
        <location filename="../views/dashboard.cpp" line="130"/>
        <location filename="../views/dashboard.cpp" line="162"/>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="105"/>
        <source>GPU servers</source>
        <translation>GPU-Server</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="105"/>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="105"/>
        <source>Optics</source>
        <translation>Optik</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="105"/>
        <source>Storage</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="105"/>
        <source>Mgmt</source>
        <translation>Mgmt</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="105"/>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="127"/>
        <source>To liquid</source>
        <translation>In Flüssigkeit</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="127"/>
        <source>To air</source>
        <translation>In Luft</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="128"/>
        <location filename="../views/dashboard.cpp" line="130"/>
        <source>Heat</source>
        <translation>Wärme</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="128"/>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="130"/>
        <source>Usable CDU capacity (N+1)</source>
        <translation>Nutzbare CDU-Kapazität (N+1)</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="139"/>
        <location filename="../views/dashboard.cpp" line="147"/>
        <source>Cables</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="139"/>
        <location filename="../views/dashboard.cpp" line="147"/>
        <source>cables</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="144"/>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="161"/>
        <source>Modules</source>
        <translation>Module</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="161"/>
        <source>modules</source>
        <translation>Module</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="162"/>
        <source>Peak power</source>
        <translation>Spitzenleistung</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="171"/>
        <source>Quote: not every part has a price yet (see Quote › Price book).</source>
        <translation>Angebot: noch nicht jedes Teil hat einen Preis (siehe Angebot › Preisliste).</translation>
    </message>
    <message>
        <location filename="../views/dashboard.cpp" line="174"/>
        <source>Quote total %1 %2 · %3 GPUs · %4 per GPU</source>
        <translation>Angebotssumme %1 %2 · %3 GPUs · %4 je GPU</translation>
    </message>
</context>
<context>
    <name>railyard::DeleteActions</name>
    <message>
        <location filename="../app/gui/deleteactions.cpp" line="20"/>
        <source>De&amp;lete Selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/deleteactions.cpp" line="22"/>
        <source>Delete the selected objects, of any kind, and what depends on them (Delete on the plan).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/deleteactions.cpp" line="25"/>
        <location filename="../app/gui/deleteactions.cpp" line="28"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../app/gui/deleteactions.cpp" line="41"/>
        <source>%1 %2</source>
        <translation type="unfinished">%1° {1 %2?}</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/deleteactions.cpp" line="45"/>
        <source>%n object(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/deleteactions.cpp" line="63"/>
        <source>%Ln rack(s) without a PDU or cooling loop</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/deleteactions.cpp" line="65"/>
        <source>%Ln device(s) without a network</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/deleteactions.cpp" line="67"/>
        <source>%Ln PDU(s) off their busway</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/deleteactions.cpp" line="68"/>
        <source>Delete %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/deleteactions.cpp" line="70"/>
        <source>This also deletes %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/deleteactions.cpp" line="70"/>
        <location filename="../app/gui/deleteactions.cpp" line="72"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/gui/deleteactions.cpp" line="72"/>
        <source>It leaves %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/deleteactions.cpp" line="73"/>
        <source>Undo brings everything back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/deleteactions.cpp" line="83"/>
        <location filename="../app/gui/deleteactions.cpp" line="88"/>
        <source>Select what to delete: on the plan, in a table, or with Find.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/deleteactions.cpp" line="86"/>
        <source>Nothing deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/deleteactions.cpp" line="87"/>
        <source>Delete %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/deleteactions.cpp" line="90"/>
        <source>Deleted %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::DeviceTableModel</name>
    <message>
        <location filename="../views/devicetablemodel.cpp" line="22"/>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <location filename="../views/devicetablemodel.cpp" line="23"/>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <location filename="../views/devicetablemodel.cpp" line="24"/>
        <source>U</source>
        <translation>HE</translation>
    </message>
    <message>
        <location filename="../views/devicetablemodel.cpp" line="25"/>
        <source>Part</source>
        <translation>Teil</translation>
    </message>
    <message>
        <location filename="../views/devicetablemodel.cpp" line="26"/>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <location filename="../views/devicetablemodel.cpp" line="27"/>
        <source>Network</source>
        <translation>Netz</translation>
    </message>
    <message>
        <location filename="../views/devicetablemodel.cpp" line="28"/>
        <source>Ports</source>
        <translation>Ports</translation>
    </message>
    <message>
        <location filename="../views/devicetablemodel.cpp" line="29"/>
        <source>Max power (kW)</source>
        <translation>Max. Leistung (kW)</translation>
    </message>
    <message>
        <location filename="../views/devicetablemodel.cpp" line="86"/>
        <source>Rename device %1 to %2</source>
        <translation>Gerät %1 in %2 umbenennen</translation>
    </message>
    <message>
        <location filename="../views/devicetablemodel.cpp" line="92"/>
        <source>%1 is not a rack unit; units count from 1 (0: not mounted in a U).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/devicetablemodel.cpp" line="94"/>
        <source>Move device %1 to U%2</source>
        <translation>Gerät %1 auf HE %2 setzen</translation>
    </message>
</context>
<context>
    <name>railyard::DisplayUnits</name>
    <message>
        <location filename="../views/displayunits.cpp" line="44"/>
        <source>%1 BTU/h</source>
        <translation>%1 BTU/h</translation>
    </message>
    <message>
        <location filename="../views/displayunits.cpp" line="45"/>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <location filename="../views/displayunits.cpp" line="51"/>
        <source>%1 lb</source>
        <translation>%1 lb</translation>
    </message>
    <message>
        <location filename="../views/displayunits.cpp" line="51"/>
        <source>%1 kg</source>
        <translation>%1 kg</translation>
    </message>
    <message>
        <location filename="../views/displayunits.cpp" line="57"/>
        <source>%1 ft</source>
        <translation>%1 ft</translation>
    </message>
    <message>
        <location filename="../views/displayunits.cpp" line="57"/>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <location filename="../views/displayunits.cpp" line="63"/>
        <source>%1 lb/ft²</source>
        <translation>%1 lb/ft²</translation>
    </message>
    <message>
        <location filename="../views/displayunits.cpp" line="63"/>
        <source>%1 kg/m²</source>
        <translation>%1 kg/m²</translation>
    </message>
</context>
<context>
    <name>railyard::ElevationDrop</name>
    <message>
        <location filename="../views/palette/elevationdrop.cpp" line="89"/>
        <source>Select a rack first: its elevation takes the drop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/elevationdrop.cpp" line="93"/>
        <source>Template %1 is a whole rack: drop it on the floor plan.</source>
        <translation>Vorlage %1 ist ein ganzes Rack: legen Sie sie auf dem Grundriss ab.</translation>
    </message>
    <message>
        <location filename="../views/palette/elevationdrop.cpp" line="97"/>
        <source>%1 does not mount at a U: drop it on the floor plan (a rack type) or on a rack there (a PDU or a CDU).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/elevationdrop.cpp" line="102"/>
        <source>Drop %1 on a U of rack %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/elevationdrop.cpp" line="108"/>
        <source>%1 at U%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/elevationdrop.cpp" line="113"/>
        <source>%1 Nearest free place: U%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/elevationdrop.cpp" line="154"/>
        <source>Mounted %1 in rack %2 at U%3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::FabricBuildDialog</name>
    <message>
        <location filename="../views/fabricbuilddialog.cpp" line="18"/>
        <source>Build Fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../views/fabricbuilddialog.cpp" line="24"/>
        <source>The %n rack(s) selected</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/fabricbuilddialog.cpp" line="26"/>
        <source>Every rack of hall %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/fabricbuilddialog.cpp" line="27"/>
        <source>Nodes in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/fabricbuilddialog.cpp" line="30"/>
        <source>The switch for the nodes&apos; NICs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/fabricbuilddialog.cpp" line="34"/>
        <source>Compute switch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/fabricbuilddialog.cpp" line="38"/>
        <source>:1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/fabricbuilddialog.cpp" line="39"/>
        <source>Oversubscription at the leaves:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/fabricbuilddialog.cpp" line="43"/>
        <source>Planes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/fabricbuilddialog.cpp" line="46"/>
        <source>Compute fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/fabricbuilddialog.cpp" line="47"/>
        <source>Network name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/fabricbuilddialog.cpp" line="57"/>
        <source>Build</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::FabricFilterBar</name>
    <message>
        <location filename="../views/fabricfilter.cpp" line="88"/>
        <source>Network</source>
        <translation>Netz</translation>
    </message>
    <message>
        <location filename="../views/fabricfilter.cpp" line="88"/>
        <source>SU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/fabricfilter.cpp" line="88"/>
        <source>Pod</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/fabricfilter.cpp" line="88"/>
        <source>Rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/fabricfilter.cpp" line="153"/>
        <source>Compute fabric, all %1 planes</source>
        <translation>Rechennetz, alle %1 Ebenen</translation>
    </message>
    <message>
        <location filename="../views/fabricfilter.cpp" line="176"/>
        <source>All SUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/fabricfilter.cpp" line="176"/>
        <source>SU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/fabricfilter.cpp" line="177"/>
        <source>All pods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/fabricfilter.cpp" line="177"/>
        <source>Pod %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/fabricfilter.cpp" line="178"/>
        <source>All rails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/fabricfilter.cpp" line="178"/>
        <source>Rail %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::FabricView</name>
    <message>
        <location filename="../views/fabricview.cpp" line="171"/>
        <source>GPU nodes</source>
        <translation>GPU-Knoten</translation>
    </message>
    <message>
        <location filename="../views/fabricview.cpp" line="171"/>
        <source>Leaves</source>
        <translation>Leaves</translation>
    </message>
    <message>
        <location filename="../views/fabricview.cpp" line="171"/>
        <source>Spines</source>
        <translation>Spines</translation>
    </message>
    <message>
        <location filename="../views/fabricview.cpp" line="171"/>
        <source>Cores</source>
        <translation>Cores</translation>
    </message>
    <message>
        <location filename="../views/fabricview.cpp" line="182"/>
        <location filename="../views/fabricview.cpp" line="194"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../views/fabricview.cpp" line="207"/>
        <source>Plane %1</source>
        <translation>Ebene %1</translation>
    </message>
    <message>
        <location filename="../views/fabricview.cpp" line="248"/>
        <source>rail %1</source>
        <translation>Rail %1</translation>
    </message>
    <message>
        <location filename="../views/fabricview.cpp" line="380"/>
        <source>Trace cable from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/fabricview.cpp" line="384"/>
        <source>%1 → %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/fabricview.cpp" line="409"/>
        <source>Trace cable %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::FacilityInserts</name>
    <message>
        <location filename="../app/gui/facilityinserts.cpp" line="75"/>
        <source>&amp;Column…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/facilityinserts.cpp" line="79"/>
        <source>&amp;Keep-out Area…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/facilityinserts.cpp" line="83"/>
        <source>&amp;Busway…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/facilityinserts.cpp" line="87"/>
        <source>CD&amp;U…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/facilityinserts.cpp" line="95"/>
        <source>Draw Colu&amp;mn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/facilityinserts.cpp" line="96"/>
        <source>Draw Keep-out &amp;Area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/facilityinserts.cpp" line="104"/>
        <source>Drag a rectangle on the floor plan; Esc leaves the tool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/facilityinserts.cpp" line="179"/>
        <source>Added column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/facilityinserts.cpp" line="184"/>
        <source>Added keep-out area %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/facilityinserts.cpp" line="189"/>
        <source>Added busway %1; hang PDUs on it in their inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/facilityinserts.cpp" line="194"/>
        <source>Added CDU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/facilityinserts.cpp" line="214"/>
        <source>Draw the column on a hall&apos;s floor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/facilityinserts.cpp" line="228"/>
        <source>Draw the keep-out area on a hall&apos;s floor.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::FindBar</name>
    <message>
        <location filename="../views/findbar.cpp" line="22"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <location filename="../views/findbar.cpp" line="31"/>
        <source>Find a rack, device, device:port, cable label, any named object or a problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/findbar.cpp" line="80"/>
        <source>%1 of %2 matches shown; type more to narrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../views/findbar.cpp" line="82"/>
        <source>%n match(es)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::FindingTableModel</name>
    <message>
        <location filename="../views/findingtablemodel.cpp" line="48"/>
        <source>Finding</source>
        <translation>Befund</translation>
    </message>
    <message>
        <location filename="../views/findingtablemodel.cpp" line="49"/>
        <source>Found</source>
        <translation>Vorgefunden</translation>
    </message>
    <message>
        <location filename="../views/findingtablemodel.cpp" line="50"/>
        <source>Planned</source>
        <translation>Geplant</translation>
    </message>
    <message>
        <location filename="../views/findingtablemodel.cpp" line="51"/>
        <source>Fix</source>
        <translation>Abhilfe</translation>
    </message>
    <message>
        <location filename="../views/findingtablemodel.cpp" line="52"/>
        <source>Read at</source>
        <translation>Gelesen in</translation>
    </message>
</context>
<context>
    <name>railyard::FindingsPanel</name>
    <message>
        <location filename="../views/findingspanel.cpp" line="48"/>
        <source>ibnetdiscover…</source>
        <translation>ibnetdiscover…</translation>
    </message>
    <message>
        <location filename="../views/findingspanel.cpp" line="49"/>
        <source>LLDP…</source>
        <translation>LLDP…</translation>
    </message>
    <message>
        <location filename="../views/findingspanel.cpp" line="50"/>
        <source>Links CSV…</source>
        <translation>Verbindungs-CSV…</translation>
    </message>
    <message>
        <location filename="../views/findingspanel.cpp" line="51"/>
        <source>Name map…</source>
        <translation>Namenszuordnung…</translation>
    </message>
    <message>
        <location filename="../views/findingspanel.cpp" line="52"/>
        <source>Name map</source>
        <translation>Namenszuordnung</translation>
    </message>
    <message>
        <location filename="../views/findingspanel.cpp" line="52"/>
        <location filename="../views/findingspanel.cpp" line="76"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location filename="../views/findingspanel.cpp" line="56"/>
        <source>Export fix list…</source>
        <translation>Korrekturliste exportieren…</translation>
    </message>
    <message>
        <location filename="../views/findingspanel.cpp" line="57"/>
        <source>Export fix list</source>
        <translation>Korrekturliste exportieren</translation>
    </message>
    <message>
        <location filename="../views/findingspanel.cpp" line="57"/>
        <source>PDF (*.pdf);;CSV (*.csv)</source>
        <translation>PDF (*.pdf);;CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../views/findingspanel.cpp" line="72"/>
        <source>ibnetdiscover output</source>
        <translation>ibnetdiscover-Ausgabe</translation>
    </message>
    <message>
        <location filename="../views/findingspanel.cpp" line="72"/>
        <source>Topology files (*.topo *.txt);;All files (*)</source>
        <translation>Topologiedateien (*.topo *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../views/findingspanel.cpp" line="74"/>
        <source>Folder of lldpcli JSON files, one per device</source>
        <translation>Ordner mit lldpcli-JSON-Dateien, eine pro Gerät</translation>
    </message>
    <message>
        <location filename="../views/findingspanel.cpp" line="76"/>
        <source>Links CSV</source>
        <translation>Verbindungs-CSV</translation>
    </message>
    <message>
        <location filename="../views/findingspanel.cpp" line="90"/>
        <source>Cannot read the as-built fabric</source>
        <translation>Ist-Zustand des Netzes nicht lesbar</translation>
    </message>
    <message>
        <location filename="../views/findingspanel.cpp" line="106"/>
        <source>Cannot read the name map</source>
        <translation>Namenszuordnung nicht lesbar</translation>
    </message>
    <message>
        <location filename="../views/findingspanel.cpp" line="115"/>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <location filename="../views/findingspanel.cpp" line="123"/>
        <source>Cannot export the fix list</source>
        <translation>Korrekturliste kann nicht exportiert werden</translation>
    </message>
    <message>
        <location filename="../views/findingspanel.cpp" line="132"/>
        <source>Load what the fabric reports to compare it with the plan.</source>
        <translation>Laden Sie, was das Netz meldet, um es mit dem Plan zu vergleichen.</translation>
    </message>
    <message>
        <location filename="../views/findingspanel.cpp" line="136"/>
        <source>&lt;b style=&apos;color:#2e7d32&apos;&gt;%1: as planned&lt;/b&gt; — %2 of %3 links</source>
        <translation>&lt;b style='color:#2e7d32'&gt;%1: wie geplant&lt;/b&gt; — %2 von %3 Verbindungen</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/findingspanel.cpp" line="137"/>
        <source>&lt;b style=&apos;color:#c62828&apos;&gt;%1: %n finding(s)&lt;/b&gt; — %2 of %3 links as planned</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::FloorPlanDrop</name>
    <message>
        <location filename="../views/palette/floorplandrop.cpp" line="146"/>
        <source>The design has no hall: add one with Insert &gt; Hall first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/floorplandrop.cpp" line="147"/>
        <source>Drop %1 inside a hall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/floorplandrop.cpp" line="159"/>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/floorplandrop.cpp" line="160"/>
        <source>%1 in row %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/floorplandrop.cpp" line="161"/>
        <source>%1 in a new row %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/floorplandrop.cpp" line="168"/>
        <source>, whole: %1 compute trays, %2 NVLink switch trays, %3 + %3 power shelves%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/floorplandrop.cpp" line="172"/>
        <source>, on loop %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/floorplandrop.cpp" line="179"/>
        <source>Placed rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/floorplandrop.cpp" line="179"/>
        <source>Placed racks %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/floorplandrop.cpp" line="185"/>
        <source>Drop %1 on a rack&apos;s elevation to mount it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/floorplandrop.cpp" line="186"/>
        <source>%1 is not placed on the floor plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/floorplandrop.cpp" line="195"/>
        <source>Drop %1 on a rack: power shelves feed one rack&apos;s busbar.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/floorplandrop.cpp" line="202"/>
        <source>Drop %1 along a row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/floorplandrop.cpp" line="203"/>
        <source>Drop %1 on a rack or a row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/floorplandrop.cpp" line="222"/>
        <source>Added power shelves %1 to rack %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/floorplandrop.cpp" line="244"/>
        <source>The design no longer has rack template %1.</source>
        <translation>Das Design hat die Rack-Vorlage %1 nicht mehr.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/palette/floorplandrop.cpp" line="255"/>
        <source>, from template %1: %n device(s)</source>
        <translation><numerusform>, aus Vorlage %1: %n Gerät</numerusform><numerusform>, aus Vorlage %1: %n Geräte</numerusform></translation>
    </message>
    <message>
        <location filename="../views/palette/floorplandrop.cpp" line="257"/>
        <source>; waiting for %1</source>
        <translation>; wartet auf %1</translation>
    </message>
    <message>
        <location filename="../views/palette/floorplandrop.cpp" line="257"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../views/palette/floorplandrop.cpp" line="264"/>
        <source>Placed racks %1 from template %2</source>
        <translation>Racks %1 aus Vorlage %2 platziert</translation>
    </message>
    <message>
        <location filename="../views/palette/floorplandrop.cpp" line="265"/>
        <source>Placed rack %1 from template %2</source>
        <translation>Rack %1 aus Vorlage %2 platziert</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/palette/floorplandrop.cpp" line="285"/>
        <source>%n PDU(s) for row %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/palette/floorplandrop.cpp" line="288"/>
        <source>Added %n PDU(s) to row %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/palette/floorplandrop.cpp" line="294"/>
        <source>One more %1 on loop %2 at the end of row %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/floorplandrop.cpp" line="295"/>
        <source>A new loop %1 with one %2 at the end of row %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../views/palette/floorplandrop.cpp" line="304"/>
        <source>Busway %1 over row %2, %n tap-off(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/palette/floorplandrop.cpp" line="308"/>
        <source>Added busway %1 over row %2 with %n tap-off(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/palette/floorplandrop.cpp" line="309"/>
        <source>Busway %1 could not be added over row %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/floorplandrop.cpp" line="216"/>
        <source>%1 on side %2 of rack %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/floorplandrop.cpp" line="222"/>
        <source>Added PDU %1 to rack %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/floorplandrop.cpp" line="228"/>
        <source>One more %1 on loop %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/palette/floorplandrop.cpp" line="229"/>
        <source>A new loop %1 with one %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::FloorPlanPanel</name>
    <message>
        <location filename="../views/floorplan/floorplanpanel.cpp" line="28"/>
        <source>Snap to 600 mm tiles</source>
        <translation>Am 600-mm-Raster ausrichten</translation>
    </message>
    <message>
        <location filename="../views/floorplan/floorplanpanel.cpp" line="30"/>
        <source>Dragged racks move by whole floor tiles; hold Shift to move freely.</source>
        <translation>Gezogene Racks bewegen sich um ganze Bodenplatten; mit gedrückter Umschalttaste frei.</translation>
    </message>
    <message>
        <location filename="../views/floorplan/floorplanpanel.cpp" line="31"/>
        <source>OpenGL</source>
        <translation>OpenGL</translation>
    </message>
    <message>
        <location filename="../views/floorplan/floorplanpanel.cpp" line="32"/>
        <source>Draw the plan through OpenGL (the graphics card) instead of the processor.</source>
        <translation>Den Grundriss über OpenGL (die Grafikkarte) statt über den Prozessor zeichnen.</translation>
    </message>
    <message>
        <location filename="../views/floorplan/floorplanpanel.cpp" line="35"/>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <location filename="../views/floorplan/floorplanpanel.cpp" line="41"/>
        <source>Measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/floorplan/floorplanpanel.cpp" line="44"/>
        <source>Drag on the plan to measure a distance (M); Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/floorplan/floorplanpanel.cpp" line="49"/>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <location filename="../views/floorplan/floorplanpanel.cpp" line="51"/>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <location filename="../views/floorplan/floorplanpanel.cpp" line="54"/>
        <source>Show feeds, busways and PDUs with their load against their limit, and their links to racks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/floorplan/floorplanpanel.cpp" line="56"/>
        <source>Cooling</source>
        <translation>Kühlung</translation>
    </message>
    <message>
        <location filename="../views/floorplan/floorplanpanel.cpp" line="59"/>
        <source>Show cooling loops with their CDUs and racks, their heat against the usable (N+1) CDU capacity and their flow; racks that need liquid and are on no loop are ringed in red.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/floorplan/floorplanpanel.cpp" line="65"/>
        <source>Color by</source>
        <translation>Färben nach</translation>
    </message>
    <message>
        <location filename="../views/floorplan/floorplanpanel.cpp" line="120"/>
        <source>rule problem</source>
        <translation>Regelproblem</translation>
    </message>
    <message>
        <location filename="../views/floorplan/floorplanpanel.cpp" line="126"/>
        <source>Export floor plan</source>
        <translation>Grundriss exportieren</translation>
    </message>
    <message>
        <location filename="../views/floorplan/floorplanpanel.cpp" line="127"/>
        <source>PDF (*.pdf);;SVG (*.svg);;PNG image (*.png)</source>
        <translation>PDF (*.pdf);;SVG (*.svg);;PNG-Bild (*.png)</translation>
    </message>
    <message>
        <location filename="../views/floorplan/floorplanpanel.cpp" line="131"/>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>railyard::FloorPlanScene</name>
    <message numerus="yes">
        <location filename="../views/floorplan/floorplanscene.cpp" line="377"/>
        <source>Tray of row %1: %n cable(s)</source>
        <translation><numerusform>Trasse der Reihe %1: %n Kabel</numerusform><numerusform>Trasse der Reihe %1: %n Kabel</numerusform></translation>
    </message>
</context>
<context>
    <name>railyard::FloorPlanView</name>
    <message>
        <location filename="../views/floorplan/floorplanview.cpp" line="335"/>
        <source> · row %1</source>
        <translation> · Reihe %1</translation>
    </message>
    <message>
        <location filename="../views/floorplan/floorplanview.cpp" line="336"/>
        <source>IT load %1 kW (typical %2 kW)%3</source>
        <translation>IT-Last %1 kW (typisch %2 kW)%3</translation>
    </message>
    <message>
        <location filename="../views/floorplan/floorplanview.cpp" line="339"/>
        <source> of %1 kW</source>
        <translation> von %1 kW</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n rack(s)</source>
        <translation><numerusform>%n Rack löschen</numerusform><numerusform>%n Racks löschen</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../views/floorplan/floorplanview.cpp" line="292"/>
        <source>Rotate %n rack(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Rotate rack %1</source>
        <translation>Rack %1 drehen</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/floorplan/floorplanview.cpp" line="186"/>
        <source>Move %n object(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/floorplan/floorplanview.cpp" line="300"/>
        <source>Nudge %n object(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/floorplan/floorplanview.cpp" line="341"/>
        <source>Heat %1 to liquid, %2 to air</source>
        <translation>Wärme %1 in Flüssigkeit, %2 in Luft</translation>
    </message>
    <message>
        <location filename="../views/floorplan/floorplanview.cpp" line="342"/>
        <source>Weight %1, floor %2</source>
        <translation>Gewicht %1, Boden %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/floorplan/floorplanview.cpp" line="344"/>
        <source>%n GPU(s)</source>
        <translation><numerusform>%n GPU</numerusform><numerusform>%n GPUs</numerusform></translation>
    </message>
    <message>
        <location filename="../views/floorplan/floorplanview.cpp" line="346"/>
        <source>Position %1, %2 m</source>
        <translation>Position %1, %2 m</translation>
    </message>
    <message>
        <location filename="../views/floorplan/floorplanview.cpp" line="367"/>
        <source>%1: choose a .png, .svg or .pdf file</source>
        <translation>%1: wählen Sie eine .png-, .svg- oder .pdf-Datei</translation>
    </message>
    <message>
        <location filename="../views/floorplan/floorplanview.cpp" line="412"/>
        <source>the PDF could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/floorplan/floorplanview.cpp" line="431"/>
        <source>the image could not be encoded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/floorplan/floorplanview.cpp" line="442"/>
        <source>the drawing could not be finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the floor plan could not be written</source>
        <translation>%1: der Grundriss konnte nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>railyard::Form</name>
    <message>
        <source> m</source>
        <translation> m</translation>
    </message>
</context>
<context>
    <name>railyard::Hall3DPanel</name>
    <message>
        <location filename="../render/hall3dpanel.cpp" line="26"/>
        <source>The hall drawn</source>
        <translation>Die gezeigte Halle</translation>
    </message>
    <message>
        <location filename="../render/hall3dpanel.cpp" line="27"/>
        <source>Air temperature at inlet height</source>
        <translation>Lufttemperatur in Ansaughöhe</translation>
    </message>
    <message>
        <location filename="../render/hall3dpanel.cpp" line="28"/>
        <source>Shows the air field solved for the hall (docs/THERMAL.md) as a translucent slice 1.2 m above the floor: blue at the 18 °C supply, red at 32 °C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/hall3dpanel.cpp" line="30"/>
        <source>Frame Hall</source>
        <translation>Ganze Halle</translation>
    </message>
    <message>
        <location filename="../render/hall3dpanel.cpp" line="31"/>
        <source>Shows the whole hall (Home)</source>
        <translation>Zeigt die ganze Halle (Pos1)</translation>
    </message>
    <message>
        <location filename="../render/hall3dpanel.cpp" line="34"/>
        <source>Drag: orbit · Shift+drag or right drag: pan · Wheel: zoom · W A S D: walk · Q E: turn · click a rack to select it</source>
        <translation>Ziehen: drehen · Umschalt+Ziehen oder rechts ziehen: verschieben · Rad: zoomen · W A S D: gehen · Q E: wenden · Klick auf ein Rack wählt es aus</translation>
    </message>
    <message>
        <location filename="../render/hall3dpanel.cpp" line="124"/>
        <source>The 3D view needs an OpenGL 3.3 context, which the &quot;%1&quot; display does not offer.</source>
        <translation>Die 3D-Ansicht braucht einen OpenGL-3.3-Kontext, den die Anzeige „%1“ nicht bietet.</translation>
    </message>
    <message>
        <location filename="../render/hall3dpanel.cpp" line="137"/>
        <source>Every other view works; the floor plan shows the same hall.</source>
        <translation>Alle anderen Ansichten funktionieren; der Grundriss zeigt dieselbe Halle.</translation>
    </message>
    <message>
        <location filename="../render/hall3dpanel.cpp" line="210"/>
        <source>Solving the air of the hall…</source>
        <translation>Die Luft der Halle wird berechnet …</translation>
    </message>
    <message>
        <location filename="../render/hall3dpanel.cpp" line="236"/>
        <source>hottest inlet %1 °C at %2</source>
        <translation>heißester Einlass %1 °C an %2</translation>
    </message>
    <message>
        <location filename="../render/hall3dpanel.cpp" line="237"/>
        <source>no rack draws room air</source>
        <translation>kein Rack saugt Raumluft an</translation>
    </message>
    <message>
        <location filename="../render/hall3dpanel.cpp" line="242"/>
        <source>No air field: %1</source>
        <translation>Kein Luftfeld: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../render/hall3dpanel.cpp" line="258"/>
        <source>%n rack(s)</source>
        <translation><numerusform>%n Rack</numerusform><numerusform>%n Racks</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../render/hall3dpanel.cpp" line="258"/>
        <source>%n tray(s) carrying %1 cables</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::HallView3D</name>
    <message>
        <location filename="../render/hallview3d.cpp" line="219"/>
        <source>A shader of the 3D view does not compile on this OpenGL: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/hallview3d.cpp" line="237"/>
        <source>The 3D view&apos;s shaders do not link on this OpenGL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/hallview3d.cpp" line="245"/>
        <source>The 3D view needs OpenGL 3.3; this display offers %1.%2.</source>
        <translation>Die 3D-Ansicht braucht OpenGL 3.3; diese Anzeige bietet %1.%2.</translation>
    </message>
</context>
<context>
    <name>railyard::InsertActions</name>
    <message>
        <location filename="../app/gui/insertactions.cpp" line="42"/>
        <source>&amp;Insert</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <location filename="../app/gui/insertactions.cpp" line="44"/>
        <source>&amp;Rack</source>
        <translation>&amp;Rack</translation>
    </message>
    <message>
        <location filename="../app/gui/insertactions.cpp" line="45"/>
        <source>&amp;Device in Selected Rack…</source>
        <translation>&amp;Gerät in ausgewähltes Rack…</translation>
    </message>
    <message>
        <location filename="../app/gui/insertactions.cpp" line="47"/>
        <location filename="../app/gui/insertactions.cpp" line="123"/>
        <source>Select the rack to mount a device in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertactions.cpp" line="48"/>
        <source>Insert device</source>
        <translation>Gerät einfügen</translation>
    </message>
    <message>
        <location filename="../app/gui/insertactions.cpp" line="53"/>
        <source>R&amp;ow…</source>
        <translation>&amp;Reihe…</translation>
    </message>
    <message>
        <location filename="../app/gui/insertactions.cpp" line="55"/>
        <source>Insert row</source>
        <translation>Reihe einfügen</translation>
    </message>
    <message>
        <location filename="../app/gui/insertactions.cpp" line="55"/>
        <source>Name of the new row:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertactions.cpp" line="59"/>
        <source>&amp;Hall…</source>
        <translation>&amp;Halle…</translation>
    </message>
    <message>
        <location filename="../app/gui/insertactions.cpp" line="63"/>
        <source>&amp;Feed…</source>
        <translation>&amp;Einspeisung…</translation>
    </message>
    <message>
        <location filename="../app/gui/insertactions.cpp" line="67"/>
        <source>Cooling &amp;Loop…</source>
        <translation>Kühl&amp;kreislauf…</translation>
    </message>
    <message>
        <location filename="../app/gui/insertactions.cpp" line="71"/>
        <source>&amp;Network…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertactions.cpp" line="93"/>
        <source>Added rack %1 to row %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertactions.cpp" line="99"/>
        <source>The design&apos;s catalog has no rack type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertactions.cpp" line="101"/>
        <location filename="../app/gui/insertactions.cpp" line="144"/>
        <source>The design has no hall: add one with Insert &gt; Hall first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertactions.cpp" line="116"/>
        <source>Placed rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertactions.cpp" line="129"/>
        <source>Mounted %1 in rack %2 at U%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertactions.cpp" line="222"/>
        <source>Added network %1 (%2); a device joins it by its Network field in the inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertactions.cpp" line="147"/>
        <source>Added row %1 to hall %2; drop racks from the palette along it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertactions.cpp" line="164"/>
        <source>Added hall %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertactions.cpp" line="185"/>
        <location filename="../app/gui/insertactions.cpp" line="205"/>
        <source>The design has no such hall: add one with Insert &gt; Hall first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertactions.cpp" line="188"/>
        <source>Added feed %1 (side %2) to hall %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/insertactions.cpp" line="208"/>
        <source>Added cooling loop %1 to hall %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::Inspector</name>
    <message>
        <location filename="../views/inspector.cpp" line="34"/>
        <source> m</source>
        <translation> m</translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="41"/>
        <source> m²</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="42"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="46"/>
        <source>%1°</source>
        <translation>%1°</translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="49"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="50"/>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="51"/>
        <source>Y</source>
        <translation>Y</translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="52"/>
        <source>Front faces</source>
        <translation>Front zeigt nach</translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="53"/>
        <source>Rack type</source>
        <translation>Racktyp</translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="54"/>
        <source>Cooling loop</source>
        <translation>Kühlkreis</translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="55"/>
        <source>A supply (PDU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="56"/>
        <source>B supply (PDU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="57"/>
        <source>Spreader plate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="61"/>
        <source>Row</source>
        <translation>Reihe</translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="61"/>
        <source>Devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="62"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="62"/>
        <source>IT load (peak)</source>
        <translation>IT-Last (Spitze)</translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="63"/>
        <source>Heat to liquid / air</source>
        <translation>Wärme in Flüssigkeit / Luft</translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="63"/>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="64"/>
        <source>Floor load</source>
        <translation>Bodenlast</translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="127"/>
        <source>Nothing selected. Click a rack on the floor plan.</source>
        <translation>Nichts ausgewählt. Klicken Sie ein Rack im Grundriss an.</translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="141"/>
        <source>Rack %1</source>
        <translation>Rack %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/inspector.cpp" line="141"/>
        <source>%n racks selected</source>
        <translation><numerusform>%n Rack ausgewählt</numerusform><numerusform>%n Racks ausgewählt</numerusform></translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="146"/>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="148"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="150"/>
        <source>worst %1</source>
        <translation>höchste %1</translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="178"/>
        <source>none (air)</source>
        <translation>keiner (Luft)</translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="197"/>
        <source>%1 is not an area in square metres.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="214"/>
        <source>Set the spreader plate of rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="247"/>
        <source>Change the A supply of rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="247"/>
        <source>Change the B supply of rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another rack is named %1; rack names must be unique (they are on every cable label).</source>
        <translation>Ein anderes Rack heißt %1; Racknamen müssen eindeutig sein (sie stehen auf jedem Kabeletikett).</translation>
    </message>
    <message>
        <source>A rack needs a name.</source>
        <translation>Ein Rack braucht einen Namen.</translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="204"/>
        <source>%1 is not a position in metres.</source>
        <translation>%1 ist keine Position in Metern.</translation>
    </message>
    <message>
        <source>%1 m is off the floor of hall %2 (0 to %3 m).</source>
        <translation>%1 m liegt außerhalb der Fläche von Halle %2 (0 bis %3 m).</translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="215"/>
        <source>Rename rack %1 to %2</source>
        <translation>Rack %1 in %2 umbenennen</translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="236"/>
        <source>Rotate rack %1</source>
        <translation>Rack %1 drehen</translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="239"/>
        <source>Change the type of rack %1</source>
        <translation>Typ von Rack %1 ändern</translation>
    </message>
    <message>
        <location filename="../views/inspector.cpp" line="242"/>
        <source>Change the cooling loop of rack %1</source>
        <translation>Kühlkreis von Rack %1 ändern</translation>
    </message>
</context>
<context>
    <name>railyard::InspectorHost</name>
    <message>
        <location filename="../views/inspector/inspectorhost.cpp" line="60"/>
        <source>This kind of object has no properties to edit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../views/inspector/inspectorhost.cpp" line="61"/>
        <source>%n objects of several kinds selected; select one to edit it.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::KindEditor</name>
    <message>
        <location filename="../views/inspector/entityeditor.cpp" line="14"/>
        <source>&quot;%1&quot; is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/inspector/entityeditor.cpp" line="24"/>
        <source>&quot;%1&quot; is not a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::LabelExport</name>
    <message>
        <location filename="../app/gui/labelexport.cpp" line="31"/>
        <source>&amp;Label Sheets (PDF)…</source>
        <translation>&amp;Etikettenbögen (PDF)…</translation>
    </message>
    <message>
        <location filename="../app/gui/labelexport.cpp" line="45"/>
        <source>Writing the label sheets…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/labelexport.cpp" line="63"/>
        <source>Export label sheets</source>
        <translation>Etikettenbögen exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/labelexport.cpp" line="64"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../app/gui/labelexport.cpp" line="67"/>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
</context>
<context>
    <name>railyard::LabelExportDialog</name>
    <message>
        <location filename="../app/gui/labelexport.cpp" line="71"/>
        <source>QR code of the cable id on each label</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/labelexport.cpp" line="72"/>
        <source>Only the selection: %n cable(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/labelexport.cpp" line="74"/>
        <source>Export label sheets</source>
        <translation>Etikettenbögen exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/labelexport.cpp" line="83"/>
        <source>Every cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/labelexport.cpp" line="87"/>
        <source>The cables selected in the Cables tab, else every cable with an end in the selected racks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/labelexport.cpp" line="92"/>
        <source>Label stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/labelexport.cpp" line="94"/>
        <source>Cables</source>
        <translation>Kabel</translation>
    </message>
</context>
<context>
    <name>railyard::LayoutActions</name>
    <message>
        <location filename="../app/gui/layoutactions.cpp" line="27"/>
        <source>Add &amp;Racks to Row…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/layoutactions.cpp" line="28"/>
        <source>Re&amp;plicate Scalable Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/layoutactions.cpp" line="29"/>
        <source>Save Rack as &amp;Template…</source>
        <translation>Rack als &amp;Vorlage speichern…</translation>
    </message>
    <message>
        <location filename="../app/gui/layoutactions.cpp" line="31"/>
        <source>Keep the selected rack, as it is filled, in the design: it then drags from the palette&apos;s Rack templates, whole.</source>
        <translation>Das ausgewählte Rack, so wie es bestückt ist, im Design behalten: es lässt sich dann aus den Rack-Vorlagen der Palette ganz ziehen.</translation>
    </message>
    <message>
        <location filename="../app/gui/layoutactions.cpp" line="32"/>
        <source>Build &amp;Fabric…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/layoutactions.cpp" line="34"/>
        <source>Give the selected racks&apos; GPU nodes a rail-optimized compute fabric: leaves, spines and cables, previewed first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/layoutactions.cpp" line="43"/>
        <source>Built the compute fabric of %1 GPUs: %2 leaves, %3 spines, %4 cores, %5 cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/layoutactions.cpp" line="66"/>
        <source>Select a rack of the row to add racks to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/layoutactions.cpp" line="72"/>
        <source>Added %n rack(s) to row %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/layoutactions.cpp" line="84"/>
        <source>Select a rack of the scalable unit to replicate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/layoutactions.cpp" line="89"/>
        <source>Replicated SU %1: %n rack(s), %2 cable(s), %3 to switches outside the SU</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/layoutactions.cpp" line="94"/>
        <source>%n link(s) found no free port:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/layoutactions.cpp" line="103"/>
        <location filename="../app/gui/layoutactions.cpp" line="118"/>
        <source>Select the rack to keep as a template.</source>
        <translation>Wählen Sie das Rack, das als Vorlage dienen soll.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/layoutactions.cpp" line="110"/>
        <source>Saved rack %1 as template %2: %n device(s), drag it from the palette&apos;s Rack templates</source>
        <translation><numerusform>Rack %1 als Vorlage %2 gespeichert: %n Gerät, ziehen Sie sie aus den Rack-Vorlagen der Palette</numerusform><numerusform>Rack %1 als Vorlage %2 gespeichert: %n Geräte, ziehen Sie sie aus den Rack-Vorlagen der Palette</numerusform></translation>
    </message>
    <message>
        <location filename="../app/gui/layoutactions.cpp" line="122"/>
        <source>Save rack as template</source>
        <translation>Rack als Vorlage speichern</translation>
    </message>
    <message>
        <location filename="../app/gui/layoutactions.cpp" line="122"/>
        <source>Template name:</source>
        <translation>Name der Vorlage:</translation>
    </message>
    <message>
        <location filename="../app/gui/layoutactions.cpp" line="123"/>
        <source>%1 template</source>
        <translation>Vorlage %1</translation>
    </message>
    <message>
        <location filename="../app/gui/layoutactions.cpp" line="128"/>
        <source>Replace template</source>
        <translation>Vorlage ersetzen</translation>
    </message>
    <message>
        <location filename="../app/gui/layoutactions.cpp" line="128"/>
        <source>The design has a template %1. Replace it with this rack?</source>
        <translation>Das Design hat eine Vorlage %1. Durch dieses Rack ersetzen?</translation>
    </message>
    <message>
        <location filename="../app/gui/layoutactions.cpp" line="137"/>
        <source>Add racks to row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/layoutactions.cpp" line="137"/>
        <source>Racks to add after the row&apos;s last rack:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/layoutactions.cpp" line="151"/>
        <source>Replicate scalable unit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::MainWindow</name>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="133"/>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="134"/>
        <source>Devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="147"/>
        <source>Totals</source>
        <translation>Summen</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="158"/>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="163"/>
        <source>As-built</source>
        <translation>Ist-Zustand</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="298"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="299"/>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="303"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="305"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="307"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="309"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="316"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="312"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="123"/>
        <source>Floor plan</source>
        <translation>Grundriss</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="127"/>
        <source>3D hall</source>
        <translation>3D-Halle</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="129"/>
        <source>Dashboard</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="131"/>
        <source>Fabric</source>
        <translation>Fabric</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="138"/>
        <source>Cables</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="145"/>
        <source>Quote</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="152"/>
        <source>Rack elevation</source>
        <translation>Rackansicht</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="218"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="221"/>
        <location filename="../app/gui/mainwindow.cpp" line="260"/>
        <source>Opened design</source>
        <translation>Geöffnetes Design</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="225"/>
        <source>Inspector</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="254"/>
        <source>Recovered from autosave; earlier undo history is not available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="301"/>
        <source>New from &amp;Wizard…</source>
        <translation>Neu mit &amp;Assistent…</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="329"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="333"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="335"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="346"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="366"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="378"/>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="380"/>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="382"/>
        <source>&amp;Fit All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="383"/>
        <source>Fit &amp;Selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="506"/>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="507"/>
        <source>%1[*] — Railyard</source>
        <translation>%1[*] — Railyard</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/mainwindow.cpp" line="513"/>
        <source>%n rack(s)</source>
        <translation><numerusform>%n Rack</numerusform><numerusform>%n Racks</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/mainwindow.cpp" line="514"/>
        <source>%n device(s)</source>
        <translation><numerusform>%n Gerät</numerusform><numerusform>%n Geräte</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/mainwindow.cpp" line="521"/>
        <source>Selected: %n rack(s)</source>
        <translation><numerusform>Ausgewählt: %n Rack</numerusform><numerusform>Ausgewählt: %n Racks</numerusform></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="522"/>
        <source>%1 kW IT, %2 to liquid, %3, %4 GPUs</source>
        <translation>%1 kW IT, %2 in Flüssigkeit, %3, %4 GPUs</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Metric (m, kg, kg/m²)</source>
        <translation>Metrisch (m, kg, kg/m²)</translation>
    </message>
    <message>
        <source>Imperial (ft, lb, lb/ft²)</source>
        <translation>Angloamerikanisch (ft, lb, lb/ft²)</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>BTU/h</source>
        <translation>BTU/h</translation>
    </message>
    <message>
        <source>Display units</source>
        <translation>Anzeigeeinheiten</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>Wärme</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="554"/>
        <source>Cannot create design</source>
        <translation>Design kann nicht erstellt werden</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/mainwindow.cpp" line="578"/>
        <source>Created %n GPU(s) in %1 rack(s)</source>
        <translation><numerusform>%n GPU in %1 Racks erstellt</numerusform><numerusform>%n GPUs in %1 Racks erstellt</numerusform></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="585"/>
        <source>Cannot open design</source>
        <translation>Design kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="597"/>
        <source>Open design</source>
        <translation>Design öffnen</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="598"/>
        <source>Railyard designs (*.railyard);;All files (*)</source>
        <translation>Railyard-Designs (*.railyard);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="609"/>
        <source>Cannot save design</source>
        <translation>Design kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="615"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="626"/>
        <source>Save design as</source>
        <translation>Design speichern unter</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="627"/>
        <source>Railyard designs (*.railyard)</source>
        <translation>Railyard-Designs (*.railyard)</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="639"/>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="640"/>
        <source>The design has unsaved changes. Save them first?</source>
        <translation>Das Design hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <location filename="../app/gui/palettedock.cpp" line="18"/>
        <source>Catalog</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <location filename="../app/gui/palettedock.cpp" line="40"/>
        <source>Removed rack template %1</source>
        <translation>Rack-Vorlage %1 entfernt</translation>
    </message>
</context>
<context>
    <name>railyard::MeasureTool</name>
    <message>
        <location filename="../views/floorplan/measuretool.cpp" line="22"/>
        <source>%1 ft</source>
        <translation>%1 ft</translation>
    </message>
    <message>
        <location filename="../views/floorplan/measuretool.cpp" line="23"/>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <location filename="../views/floorplan/measuretool.cpp" line="152"/>
        <location filename="../views/floorplan/measuretool.cpp" line="160"/>
        <source>Distance %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::NewDesignDialog</name>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="34"/>
        <source>GPU count</source>
        <translation>GPU-Anzahl</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="35"/>
        <source>Facility power envelope</source>
        <translation>Leistungsrahmen der Anlage</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="39"/>
        <source>A and B feeds (a PDU on each)</source>
        <translation>A- und B-Einspeisung (je eine PDU)</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="42"/>
        <source>New Design</source>
        <translation>Neues Design</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="51"/>
        <source> MW</source>
        <translation> MW</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="56"/>
        <source>The switch for the node&apos;s NICs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="64"/>
        <source>As the node needs (DLC for liquid-cooled nodes)</source>
        <translation>Wie der Knoten es braucht (DLC für flüssiggekühlte Knoten)</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="65"/>
        <source>Air</source>
        <translation>Luft</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="66"/>
        <source>Rear-door heat exchangers</source>
        <translation>Rücktür-Wärmetauscher</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="67"/>
        <source>Direct liquid cooling</source>
        <translation>Direkte Flüssigkühlung</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="68"/>
        <source>Hot aisles contained</source>
        <translation>Warmgänge eingehaust</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="69"/>
        <source>Cold aisles contained</source>
        <translation>Kaltgänge eingehaust</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="70"/>
        <source>Open aisles (about 15 kW of air a rack)</source>
        <translation>Offene Gänge (etwa 15 kW Luft je Rack)</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="73"/>
        <source>as many as power, cooling and U allow</source>
        <translation>so viele wie Leistung, Kühlung und HE erlauben</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="80"/>
        <source>What to build</source>
        <translation>Was gebaut wird</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="87"/>
        <source>Size by</source>
        <translation>Größe nach</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="88"/>
        <source>GPU node</source>
        <translation>GPU-Knoten</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="89"/>
        <source>Compute switch</source>
        <translation>Rechen-Switch</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="90"/>
        <source>Leaf oversubscription</source>
        <translation>Leaf-Überbuchung</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="91"/>
        <source>Cooling</source>
        <translation>Kühlung</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="92"/>
        <source>Aisles</source>
        <translation>Gänge</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="93"/>
        <source>Nodes per rack</source>
        <translation>Knoten je Rack</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="94"/>
        <source>Free node slots per SU</source>
        <translation>Freie Knotenplätze je SU</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="95"/>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="98"/>
        <source>Predicted</source>
        <translation>Vorhersage</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="109"/>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="116"/>
        <source>Create Design</source>
        <translation>Design erstellen</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="175"/>
        <source>Press Preview to size this design.</source>
        <translation>Drücken Sie Vorschau, um dieses Design zu dimensionieren.</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="207"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="208"/>
        <source>GPU nodes</source>
        <translation>GPU-Knoten</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="209"/>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="210"/>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="211"/>
        <source>Transceivers</source>
        <translation>Transceiver</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="212"/>
        <source>Cables</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="213"/>
        <source>IT load, peak (MW)</source>
        <translation>IT-Last, Spitze (MW)</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="214"/>
        <source>Facility load (MW)</source>
        <translation>Gesamtlast (MW)</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="215"/>
        <source>Capex with spares (USD)</source>
        <translation>Investition mit Ersatzteilen (USD)</translation>
    </message>
    <message>
        <location filename="../views/newdesigndialog.cpp" line="215"/>
        <source>not every part is priced</source>
        <translation>nicht jedes Teil hat einen Preis</translation>
    </message>
</context>
<context>
    <name>railyard::PlanCursor</name>
    <message>
        <location filename="../views/floorplan/plancursor.cpp" line="48"/>
        <source>%1  x %2, y %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::PortDragConnector</name>
    <message>
        <location filename="../views/portdragconnector.cpp" line="103"/>
        <source>Re-plugged %1 from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/portdragconnector.cpp" line="110"/>
        <source>Connected %1 to %2: cable %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::PortListModel</name>
    <message>
        <location filename="../views/portpicker.cpp" line="38"/>
        <source>%1 — free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/portpicker.cpp" line="39"/>
        <source>%1 — to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::PortPicker</name>
    <message>
        <location filename="../views/portpicker.cpp" line="79"/>
        <source>Type to filter: device:port</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::PreferencesDialog</name>
    <message>
        <location filename="../views/preferencesdialog.cpp" line="13"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../views/preferencesdialog.cpp" line="14"/>
        <source>Metric (m, kg, kg/m²)</source>
        <translation>Metrisch (m, kg, kg/m²)</translation>
    </message>
    <message>
        <location filename="../views/preferencesdialog.cpp" line="15"/>
        <source>Imperial (ft, lb, lb/ft²)</source>
        <translation>Angloamerikanisch (ft, lb, lb/ft²)</translation>
    </message>
    <message>
        <location filename="../views/preferencesdialog.cpp" line="17"/>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <location filename="../views/preferencesdialog.cpp" line="18"/>
        <source>BTU/h</source>
        <translation>BTU/h</translation>
    </message>
    <message>
        <location filename="../views/preferencesdialog.cpp" line="21"/>
        <source>Display units</source>
        <translation>Anzeigeeinheiten</translation>
    </message>
    <message>
        <location filename="../views/preferencesdialog.cpp" line="22"/>
        <source>Heat</source>
        <translation>Wärme</translation>
    </message>
</context>
<context>
    <name>railyard::PriceBookModel</name>
    <message>
        <location filename="../views/pricebookmodel.cpp" line="79"/>
        <source>Part number</source>
        <translation>Teilenummer</translation>
    </message>
    <message>
        <location filename="../views/pricebookmodel.cpp" line="80"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../views/pricebookmodel.cpp" line="81"/>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <location filename="../views/pricebookmodel.cpp" line="82"/>
        <source>Installed</source>
        <translation>Installiert</translation>
    </message>
    <message>
        <location filename="../views/pricebookmodel.cpp" line="83"/>
        <source>Catalog price (USD)</source>
        <translation>Katalogpreis (USD)</translation>
    </message>
    <message>
        <location filename="../views/pricebookmodel.cpp" line="84"/>
        <source>Book price (%1)</source>
        <translation>Listenpreis (%1)</translation>
    </message>
    <message>
        <location filename="../views/pricebookmodel.cpp" line="85"/>
        <source>Lead time (days)</source>
        <translation>Lieferzeit (Tage)</translation>
    </message>
    <message>
        <location filename="../views/pricebookmodel.cpp" line="86"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../views/pricebookmodel.cpp" line="102"/>
        <source>estimate</source>
        <translation>Schätzung</translation>
    </message>
    <message>
        <location filename="../views/pricebookmodel.cpp" line="112"/>
        <source>not installed</source>
        <translation>nicht installiert</translation>
    </message>
    <message>
        <location filename="../views/pricebookmodel.cpp" line="116"/>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/pricebookmodel.cpp" line="120"/>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
</context>
<context>
    <name>railyard::PriceBookPanel</name>
    <message>
        <location filename="../views/pricebookpanel.cpp" line="43"/>
        <source>Double-click a book price, lead time or source to edit it; clear a book price to use the catalog&apos;s.</source>
        <translation>Doppelklicken Sie auf Preis, Lieferzeit oder Quelle, um sie zu bearbeiten; ein leerer Preis nimmt den Katalogpreis.</translation>
    </message>
    <message>
        <location filename="../views/pricebookpanel.cpp" line="46"/>
        <source>Discounts and spares by category</source>
        <translation>Rabatte und Ersatzteile nach Kategorie</translation>
    </message>
    <message>
        <source>Spares = ceil(AFR × installed × turnaround / 365 × (1 + margin)), at least the minimum.</source>
        <translation>Ersatzteile = ceil(AFR × installiert × Durchlaufzeit / 365 × (1 + Zuschlag)), mindestens das Minimum.</translation>
    </message>
    <message>
        <location filename="../views/pricebookpanel.cpp" line="49"/>
        <source>Discount (%)</source>
        <translation>Rabatt (%)</translation>
    </message>
    <message>
        <location filename="../views/pricebookpanel.cpp" line="49"/>
        <source>Annual failure rate (%)</source>
        <translation>Jährliche Ausfallrate (%)</translation>
    </message>
    <message>
        <location filename="../views/pricebookpanel.cpp" line="49"/>
        <source>Turnaround (days)</source>
        <translation>Durchlaufzeit (Tage)</translation>
    </message>
    <message>
        <source>Spares margin (%)</source>
        <translation>Ersatzteilzuschlag (%)</translation>
    </message>
    <message>
        <location filename="../views/pricebookpanel.cpp" line="47"/>
        <source>Spares: the fewest that cover the failures during the turnaround (Poisson, mean AFR × installed × turnaround / 365) at the service level, at least the minimum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/pricebookpanel.cpp" line="50"/>
        <source>Minimum spares</source>
        <translation>Mindestens Ersatzteile</translation>
    </message>
    <message>
        <location filename="../views/pricebookpanel.cpp" line="50"/>
        <source>Service level (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/pricebookpanel.cpp" line="62"/>
        <source>Import CSV…</source>
        <translation>CSV importieren…</translation>
    </message>
    <message>
        <location filename="../views/pricebookpanel.cpp" line="63"/>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <location filename="../views/pricebookpanel.cpp" line="73"/>
        <source>Price book CSV (*.csv);;All files (*)</source>
        <translation>Preisliste als CSV (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../views/pricebookpanel.cpp" line="75"/>
        <source>Import price book</source>
        <translation>Preisliste importieren</translation>
    </message>
    <message>
        <location filename="../views/pricebookpanel.cpp" line="78"/>
        <source>Cannot import price book</source>
        <translation>Preisliste kann nicht importiert werden</translation>
    </message>
    <message>
        <location filename="../views/pricebookpanel.cpp" line="81"/>
        <source>Export price book</source>
        <translation>Preisliste exportieren</translation>
    </message>
    <message>
        <location filename="../views/pricebookpanel.cpp" line="84"/>
        <source>Cannot export price book</source>
        <translation>Preisliste kann nicht exportiert werden</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pricebookpanel.cpp" line="163"/>
        <source>%n installed part(s) have no price; the quote cannot be made until they do.</source>
        <translation><numerusform>%n installiertes Teil hat keinen Preis; das Angebot geht erst, wenn es einen hat.</numerusform><numerusform>%n installierte Teile haben keinen Preis; das Angebot geht erst, wenn sie einen haben.</numerusform></translation>
    </message>
</context>
<context>
    <name>railyard::ProblemTableModel</name>
    <message>
        <location filename="../views/problemtablemodel.cpp" line="90"/>
        <location filename="../views/problemtablemodel.cpp" line="103"/>
        <source>Waived: %1</source>
        <translation>Akzeptiert: %1</translation>
    </message>
    <message>
        <location filename="../views/problemtablemodel.cpp" line="95"/>
        <source>waived</source>
        <translation>akzeptiert</translation>
    </message>
    <message>
        <location filename="../views/problemtablemodel.cpp" line="114"/>
        <source>Severity</source>
        <translation>Schwere</translation>
    </message>
    <message>
        <location filename="../views/problemtablemodel.cpp" line="116"/>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <location filename="../views/problemtablemodel.cpp" line="118"/>
        <source>Objects</source>
        <translation>Objekte</translation>
    </message>
    <message>
        <location filename="../views/problemtablemodel.cpp" line="120"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location filename="../views/problemtablemodel.cpp" line="122"/>
        <source>Fix</source>
        <translation>Abhilfe</translation>
    </message>
</context>
<context>
    <name>railyard::ProblemsPanel</name>
    <message>
        <location filename="../views/problemspanel.cpp" line="42"/>
        <source>Filter problems</source>
        <translation>Probleme filtern</translation>
    </message>
    <message>
        <location filename="../views/problemspanel.cpp" line="45"/>
        <source>Waive…</source>
        <translation>Akzeptieren…</translation>
    </message>
    <message>
        <location filename="../views/problemspanel.cpp" line="51"/>
        <source>Cannot waive this problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waive problem</source>
        <translation>Problem akzeptieren</translation>
    </message>
    <message>
        <source>Why is this acceptable?</source>
        <translation>Warum ist das vertretbar?</translation>
    </message>
    <message>
        <location filename="../views/problemspanel.cpp" line="97"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../views/problemspanel.cpp" line="97"/>
        <source>Check again</source>
        <translation>Erneut prüfen</translation>
    </message>
    <message>
        <location filename="../views/problemspanel.cpp" line="98"/>
        <source>Checking wiring and floor placement across the design…</source>
        <translation>Verkabelung und Aufstellung im ganzen Design werden geprüft…</translation>
    </message>
    <message>
        <location filename="../views/problemspanel.cpp" line="99"/>
        <source>&lt;span style=&apos;color:#ef6c00&apos;&gt;Wiring and floor-placement check cancelled: those results may be out of date.&lt;/span&gt;</source>
        <translation>&lt;span style='color:#ef6c00'&gt;Prüfung von Verkabelung und Aufstellung abgebrochen: diese Ergebnisse sind eventuell veraltet.&lt;/span&gt;</translation>
    </message>
    <message>
        <location filename="../views/problemspanel.cpp" line="101"/>
        <source>Wiring and floor placement checked.</source>
        <translation>Verkabelung und Aufstellung geprüft.</translation>
    </message>
    <message>
        <location filename="../views/problemspanel.cpp" line="122"/>
        <source>Waive problem %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/problemspanel.cpp" line="123"/>
        <source>%1

Why is this acceptable?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../views/problemspanel.cpp" line="138"/>
        <source>&lt;b style=&apos;color:#c62828&apos;&gt;%n error(s)&lt;/b&gt;</source>
        <translation><numerusform>&lt;b style='color:#c62828'&gt;%n Fehler&lt;/b&gt;</numerusform><numerusform>&lt;b style='color:#c62828'&gt;%n Fehler&lt;/b&gt;</numerusform></translation>
    </message>
    <message>
        <location filename="../views/problemspanel.cpp" line="139"/>
        <source>&lt;b style=&apos;color:#2e7d32&apos;&gt;No errors&lt;/b&gt;</source>
        <translation>&lt;b style='color:#2e7d32'&gt;Keine Fehler&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/problemspanel.cpp" line="140"/>
        <source>%n problem(s) listed, waived ones included</source>
        <translation><numerusform>%n Problem aufgeführt, akzeptierte eingeschlossen</numerusform><numerusform>%n Probleme aufgeführt, akzeptierte eingeschlossen</numerusform></translation>
    </message>
</context>
<context>
    <name>railyard::QuotePanel</name>
    <message>
        <location filename="../views/quotepanel.cpp" line="56"/>
        <source>Quote</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="57"/>
        <source>Price book</source>
        <translation>Preisliste</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="58"/>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="79"/>
        <source>Customer and terms</source>
        <translation>Kunde und Konditionen</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="87"/>
        <source>e.g. Q-2026-0042</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="90"/>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="92"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="100"/>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="105"/>
        <location filename="../views/quotepanel.cpp" line="106"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="113"/>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="114"/>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="115"/>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="116"/>
        <source>Quote number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="117"/>
        <source>Logo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="118"/>
        <source>Valid for</source>
        <translation>Gültig für</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="119"/>
        <source>Installation per cable</source>
        <translation>Installation je Kabel</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="120"/>
        <source>Installation per rack</source>
        <translation>Installation je Rack</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="121"/>
        <source>Installation per node</source>
        <translation>Installation je Knoten</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="122"/>
        <source>Shipping</source>
        <translation>Versand</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="123"/>
        <location filename="../views/quotepanel.cpp" line="134"/>
        <source>Margin</source>
        <translation>Marge</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="124"/>
        <location filename="../views/quotepanel.cpp" line="134"/>
        <source>Tax</source>
        <translation>Steuer</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="130"/>
        <source>Totals</source>
        <translation>Summen</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="133"/>
        <source>Hardware (spares included)</source>
        <translation>Hardware (inkl. Ersatzteile)</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="133"/>
        <source>of which spares</source>
        <translation>davon Ersatzteile</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="133"/>
        <source>Services</source>
        <translation>Dienstleistungen</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="134"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="135"/>
        <source>Valid until</source>
        <translation>Gültig bis</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="135"/>
        <source>Cost per GPU-hour</source>
        <translation>Kosten je GPU-Stunde</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="135"/>
        <source>Break-even utilization vs renting</source>
        <translation>Break-even-Auslastung gegenüber Miete</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="159"/>
        <source>Export BOM…</source>
        <translation>Stückliste exportieren…</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="160"/>
        <source>Export Quote PDF…</source>
        <translation>Angebot als PDF exportieren…</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="263"/>
        <source>Writing the quote…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="300"/>
        <source>Bill of materials (as exported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="313"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="313"/>
        <source>%1 (%2 KiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="340"/>
        <source>Choose the quote&apos;s logo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="341"/>
        <source>Images (*.png *.jpg *.jpeg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="346"/>
        <source>Logo not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="352"/>
        <source>Export quote</source>
        <translation>Angebot exportieren</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="352"/>
        <source>Export bill of materials</source>
        <translation>Stückliste exportieren</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="354"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="354"/>
        <source>Excel workbook (*.xlsx);;CSV (*.csv)</source>
        <translation>Excel-Arbeitsmappe (*.xlsx);;CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../views/quotepanel.cpp" line="359"/>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>railyard::RackElevation</name>
    <message>
        <location filename="../views/rackelevation.cpp" line="128"/>
        <source>Show the rack&apos;s front or rear: ports and cables are on the rear.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/rackelevation.cpp" line="161"/>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <location filename="../views/rackelevation.cpp" line="161"/>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <location filename="../views/rackelevation.cpp" line="163"/>
        <source>Floor load</source>
        <translation>Bodenlast</translation>
    </message>
    <message>
        <location filename="../views/rackelevation.cpp" line="163"/>
        <source>kg/m²</source>
        <translation>kg/m²</translation>
    </message>
    <message>
        <location filename="../views/rackelevation.cpp" line="171"/>
        <source>Rack units</source>
        <translation>Höheneinheiten</translation>
    </message>
    <message>
        <location filename="../views/rackelevation.cpp" line="171"/>
        <location filename="../views/rackelevation.cpp" line="353"/>
        <source>U</source>
        <translation>HE</translation>
    </message>
    <message>
        <location filename="../views/rackelevation.cpp" line="193"/>
        <source>Select a rack on the floor plan or in the racks table to see its elevation.</source>
        <translation>Wählen Sie ein Rack im Grundriss oder in der Racktabelle, um seine Ansicht zu sehen.</translation>
    </message>
    <message>
        <location filename="../views/rackelevation.cpp" line="375"/>
        <source>Rear ⇄</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/rackelevation.cpp" line="375"/>
        <source>Front ⇄</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/rackelevation.cpp" line="424"/>
        <source>%1 Gb/s, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/rackelevation.cpp" line="430"/>
        <source>Cable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/rackelevation.cpp" line="431"/>
        <source>Far end: %1 %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/rackelevation.cpp" line="436"/>
        <source>Free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/rackelevation.cpp" line="446"/>
        <source>U%1–U%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/rackelevation.cpp" line="446"/>
        <source>U%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/rackelevation.cpp" line="447"/>
        <source>Power %1 kW max, %2 kW typical</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../views/rackelevation.cpp" line="454"/>
        <source>%1 of %n port(s) cabled</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/rackelevation.cpp" line="494"/>
        <source>Trace cable from %1 %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../views/rackelevation.cpp" line="246"/>
        <source>%1 — past U%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../views/rackelevation.cpp" line="288"/>
        <source>Zero-U: %n device(s)</source>
        <translation><numerusform>Null-HE: %n Gerät</numerusform><numerusform>Null-HE: %n Geräte</numerusform></translation>
    </message>
    <message>
        <location filename="../views/rackelevation.cpp" line="354"/>
        <source>/ %1</source>
        <translation>/ %1</translation>
    </message>
    <message>
        <location filename="../views/rackelevation.cpp" line="354"/>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
</context>
<context>
    <name>railyard::RackTableModel</name>
    <message>
        <location filename="../views/racktablemodel.cpp" line="31"/>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <location filename="../views/racktablemodel.cpp" line="32"/>
        <source>Row</source>
        <translation>Reihe</translation>
    </message>
    <message>
        <location filename="../views/racktablemodel.cpp" line="33"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../views/racktablemodel.cpp" line="34"/>
        <source>X (m)</source>
        <translation>X (m)</translation>
    </message>
    <message>
        <location filename="../views/racktablemodel.cpp" line="35"/>
        <source>Y (m)</source>
        <translation>Y (m)</translation>
    </message>
    <message>
        <location filename="../views/racktablemodel.cpp" line="36"/>
        <source>Rotation (°)</source>
        <translation>Drehung (°)</translation>
    </message>
    <message>
        <location filename="../views/racktablemodel.cpp" line="37"/>
        <source>Devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <location filename="../views/racktablemodel.cpp" line="38"/>
        <source>IT max (kW)</source>
        <translation>IT max. (kW)</translation>
    </message>
    <message>
        <location filename="../views/racktablemodel.cpp" line="39"/>
        <source>To liquid (kW)</source>
        <translation>In Flüssigkeit (kW)</translation>
    </message>
    <message>
        <location filename="../views/racktablemodel.cpp" line="40"/>
        <source>To air (kW)</source>
        <translation>In Luft (kW)</translation>
    </message>
    <message>
        <location filename="../views/racktablemodel.cpp" line="41"/>
        <source>Floor (kg/m²)</source>
        <translation>Boden (kg/m²)</translation>
    </message>
    <message>
        <location filename="../views/racktablemodel.cpp" line="113"/>
        <source>Rename rack %1 to %2</source>
        <translation>Rack %1 in %2 umbenennen</translation>
    </message>
    <message>
        <location filename="../views/racktablemodel.cpp" line="118"/>
        <source>%1 is not a position in metres.</source>
        <translation>%1 ist keine Position in Metern.</translation>
    </message>
    <message>
        <location filename="../views/racktablemodel.cpp" line="124"/>
        <source>%1 is not an angle in degrees.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/racktablemodel.cpp" line="126"/>
        <source>Rotate rack %1</source>
        <translation>Rack %1 drehen</translation>
    </message>
</context>
<context>
    <name>railyard::ReplugDialog</name>
    <message>
        <location filename="../views/replugdialog.cpp" line="18"/>
        <source>Re-plug %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/replugdialog.cpp" line="22"/>
        <source>Move end A (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/replugdialog.cpp" line="23"/>
        <source>Move end B (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/replugdialog.cpp" line="25"/>
        <source>To port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/replugdialog.cpp" line="52"/>
        <source>Choose the port the end moves to.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::ScenarioPanel</name>
    <message>
        <location filename="../views/scenariopanel.cpp" line="62"/>
        <source>Keep Current as Variant…</source>
        <translation>Aktuelles als Variante behalten…</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="63"/>
        <source>Add from File…</source>
        <translation>Aus Datei hinzufügen…</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="64"/>
        <source>Make Current</source>
        <translation>Zum aktuellen machen</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="65"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="66"/>
        <source>Rename Current…</source>
        <translation>Aktuelles umbenennen…</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="67"/>
        <source>Open the selected variant for editing; the current design is kept as a variant.</source>
        <translation>Die gewählte Variante zum Bearbeiten öffnen; das aktuelle Design bleibt als Variante erhalten.</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="107"/>
        <source>TCO assumptions</source>
        <translation>TCO-Annahmen</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="108"/>
        <source>Shared by every variant so the comparison is like for like; saved in the design.</source>
        <translation>Für alle Varianten gleich, damit der Vergleich fair ist; im Design gespeichert.</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="111"/>
        <source>Amortization</source>
        <translation>Abschreibung</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="111"/>
        <source> years</source>
        <translation> Jahre</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="112"/>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="112"/>
        <source> USD/kWh</source>
        <translation> USD/kWh</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="113"/>
        <source>Load factor</source>
        <translation>Lastfaktor</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="113"/>
        <location filename="../views/scenariopanel.cpp" line="116"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="114"/>
        <source>Maintenance</source>
        <translation>Wartung</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="114"/>
        <source> %/year</source>
        <translation> %/Jahr</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="115"/>
        <source>Space</source>
        <translation>Fläche</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="115"/>
        <source> USD/rack-month</source>
        <translation> USD/Rack-Monat</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="116"/>
        <source>Utilization</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="117"/>
        <source>Rent price</source>
        <translation>Mietpreis</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="117"/>
        <source> USD/GPU-hour</source>
        <translation> USD/GPU-Stunde</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <source>Optics (modules)</source>
        <translation>Optik (Module)</translation>
    </message>
    <message>
        <source>Optics power (kW)</source>
        <translation>Optik-Leistung (kW)</translation>
    </message>
    <message>
        <source>Capex (USD)</source>
        <translation>Investition (USD)</translation>
    </message>
    <message>
        <source>Facility power (MW)</source>
        <translation>Gesamtleistung (MW)</translation>
    </message>
    <message>
        <source>Cost per GPU (USD)</source>
        <translation>Kosten je GPU (USD)</translation>
    </message>
    <message>
        <source>Cost per GPU-hour (USD)</source>
        <translation>Kosten je GPU-Stunde (USD)</translation>
    </message>
    <message>
        <source>Break-even utilization</source>
        <translation>Break-even-Auslastung</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="213"/>
        <source>%1 (current)</source>
        <translation>%1 (aktuell)</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="221"/>
        <source>Differs from %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="269"/>
        <source>Keep current design as variant</source>
        <translation>Aktuelles Design als Variante behalten</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="270"/>
        <source>A snapshot of the design as it is now, kept in this file. Name:</source>
        <translation>Ein Abbild des Designs in seinem jetzigen Stand, in dieser Datei aufbewahrt. Name:</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="271"/>
        <source>%1 copy</source>
        <translation>%1 Kopie</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="274"/>
        <source>Cannot keep variant</source>
        <translation>Variante kann nicht behalten werden</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="279"/>
        <source>Add variant from design file</source>
        <translation>Variante aus Designdatei hinzufügen</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="280"/>
        <source>Railyard designs (*.railyard)</source>
        <translation>Railyard-Designs (*.railyard)</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="284"/>
        <source>Add variant</source>
        <translation>Variante hinzufügen</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="284"/>
        <source>Name of the variant:</source>
        <translation>Name der Variante:</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="288"/>
        <source>Cannot add variant</source>
        <translation>Variante kann nicht hinzugefügt werden</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="295"/>
        <location filename="../views/scenariopanel.cpp" line="299"/>
        <source>Make variant current</source>
        <translation>Variante zum aktuellen Design machen</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="295"/>
        <source>Select a stored variant&apos;s column first.</source>
        <translation>Wählen Sie zuerst die Spalte einer gespeicherten Variante.</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="300"/>
        <source>Open &apos;%1&apos; for editing? The current design is kept as the variant &apos;%2&apos;. The undo history is cleared, as when opening a file.</source>
        <translation>„%1“ zum Bearbeiten öffnen? Das aktuelle Design bleibt als Variante „%2“ erhalten. Der Rückgängig-Verlauf wird geleert, wie beim Öffnen einer Datei.</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="308"/>
        <source>Cannot make variant current</source>
        <translation>Variante kann nicht aktuell gemacht werden</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="317"/>
        <source>Cannot remove variant</source>
        <translation>Variante kann nicht entfernt werden</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="323"/>
        <source>Rename current design</source>
        <translation>Aktuelles Design umbenennen</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="323"/>
        <source>Name among the variants:</source>
        <translation>Name unter den Varianten:</translation>
    </message>
    <message>
        <location filename="../views/scenariopanel.cpp" line="328"/>
        <source>Cannot rename</source>
        <translation>Umbenennen nicht möglich</translation>
    </message>
</context>
<context>
    <name>railyard::ShelfMixedWithPdu</name>
    <message>
        <source>rack %1</source>
        <translation>Rack %1</translation>
    </message>
</context>
<context>
    <name>railyard::ShelfNoRedundancy</name>
    <message>
        <source>rack %1</source>
        <translation>Rack %1</translation>
    </message>
</context>
<context>
    <name>railyard::ShortcutsDialog</name>
    <message>
        <location filename="../app/gui/shortcutsdialog.cpp" line="54"/>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/shortcutsdialog.cpp" line="57"/>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/shortcutsdialog.cpp" line="57"/>
        <source>Shortcut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/shortcutsdialog.cpp" line="57"/>
        <source>Menu</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::TotalsPanel</name>
    <message>
        <location filename="../views/totalspanel.cpp" line="67"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../views/totalspanel.cpp" line="68"/>
        <source>IT load (max)</source>
        <translation>IT-Last (max.)</translation>
    </message>
    <message>
        <location filename="../views/totalspanel.cpp" line="69"/>
        <source>%1 (typical %2)</source>
        <translation>%1 (typisch %2)</translation>
    </message>
    <message>
        <location filename="../views/totalspanel.cpp" line="70"/>
        <source>Facility load</source>
        <translation>Gesamtlast</translation>
    </message>
    <message>
        <location filename="../views/totalspanel.cpp" line="70"/>
        <source>%1 of %2 utility</source>
        <translation>%1 von %2 Netzanschluss</translation>
    </message>
    <message>
        <location filename="../views/totalspanel.cpp" line="73"/>
        <source>Heat to liquid</source>
        <translation>Wärme in Flüssigkeit</translation>
    </message>
    <message>
        <location filename="../views/totalspanel.cpp" line="74"/>
        <source>Heat to air</source>
        <translation>Wärme in Luft</translation>
    </message>
    <message>
        <location filename="../views/totalspanel.cpp" line="74"/>
        <source>%1 of %2 air cooling</source>
        <translation>%1 von %2 Luftkühlung</translation>
    </message>
    <message>
        <location filename="../views/totalspanel.cpp" line="76"/>
        <source>CDUs (N+1)</source>
        <translation>CDUs (N+1)</translation>
    </message>
    <message>
        <location filename="../views/totalspanel.cpp" line="76"/>
        <source>%1 required, %2 installed</source>
        <translation>%1 erforderlich, %2 installiert</translation>
    </message>
    <message>
        <location filename="../views/totalspanel.cpp" line="78"/>
        <source>Floor load (worst rack)</source>
        <translation>Bodenlast (höchste)</translation>
    </message>
    <message>
        <location filename="../views/totalspanel.cpp" line="79"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../views/totalspanel.cpp" line="86"/>
        <source>%1 (%2 routed)</source>
        <translation>%1 (%2 verlegt)</translation>
    </message>
    <message>
        <source>%1 kg/m² of %2</source>
        <translation>%1 kg/m² von %2</translation>
    </message>
    <message>
        <location filename="../views/totalspanel.cpp" line="85"/>
        <source>Cables</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>%1 (%2 m routed)</source>
        <translation>%1 (%2 m verlegt)</translation>
    </message>
    <message>
        <location filename="../views/totalspanel.cpp" line="88"/>
        <source>Cables over reach</source>
        <translation>Kabel über Reichweite</translation>
    </message>
    <message>
        <location filename="../views/totalspanel.cpp" line="93"/>
        <source>Transceivers</source>
        <translation>Transceiver</translation>
    </message>
    <message>
        <location filename="../views/totalspanel.cpp" line="94"/>
        <source>%1 modules, %2</source>
        <translation>%1 Module, %2</translation>
    </message>
</context>
<context>
    <name>railyard::WiringActions</name>
    <message>
        <location filename="../app/gui/wiringactions.cpp" line="32"/>
        <source>&amp;Connect…</source>
        <translation>&amp;Verbinden…</translation>
    </message>
    <message>
        <location filename="../app/gui/wiringactions.cpp" line="34"/>
        <source>Connect two ports with a new cable; or drag from port to port on the elevation&apos;s rear.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/wiringactions.cpp" line="37"/>
        <source>Re-plug Cable &amp;End…</source>
        <translation>Kabel&amp;ende umstecken…</translation>
    </message>
    <message>
        <location filename="../app/gui/wiringactions.cpp" line="38"/>
        <source>Move one end of the cable selected in the cables table to another port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/wiringactions.cpp" line="41"/>
        <source>Select a cable in the cables table to re-plug.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/wiringactions.cpp" line="45"/>
        <source>&amp;Delete Cables</source>
        <translation>Kabel &amp;löschen</translation>
    </message>
    <message>
        <location filename="../app/gui/wiringactions.cpp" line="52"/>
        <source>&amp;Wire Like Neighbours</source>
        <translation>Wie die &amp;Nachbarn verkabeln</translation>
    </message>
    <message>
        <location filename="../app/gui/wiringactions.cpp" line="53"/>
        <source>Cable the selected racks&apos; devices as their neighbours of the same part are cabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/wiringactions.cpp" line="74"/>
        <source>Connected %1 to %2: cable %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/wiringactions.cpp" line="108"/>
        <source>Select the cables to delete in the cables table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/wiringactions.cpp" line="109"/>
        <source>Deleted %n cable(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/wiringactions.cpp" line="133"/>
        <source>Select the racks whose devices to wire.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/wiringactions.cpp" line="133"/>
        <source>Nothing to wire: every port of these devices is cabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/wiringactions.cpp" line="139"/>
        <source>Wire %n device(s) like their neighbours</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/wiringactions.cpp" line="157"/>
        <source>Nothing wired: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/wiringactions.cpp" line="159"/>
        <source>Wired %n device(s) like their neighbours: %1 cable(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/wiringactions.cpp" line="161"/>
        <source>%n port(s) left unwired: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/wiringactions.cpp" line="174"/>
        <source>Delete Cable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/wiringactions.cpp" line="176"/>
        <source>Connect from %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/wiringactions.cpp" line="179"/>
        <source>Wire %1 Like Its Neighbours</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::WorkspaceActions</name>
    <message>
        <location filename="../app/gui/workspaceactions.cpp" line="32"/>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <location filename="../app/gui/workspaceactions.cpp" line="54"/>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen…</translation>
    </message>
    <message>
        <location filename="../app/gui/workspaceactions.cpp" line="88"/>
        <source>Select</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/workspaceactions.cpp" line="89"/>
        <source>Show Elevation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/workspaceactions.cpp" line="93"/>
        <source>Inspect</source>
        <translation>Untersuchen</translation>
    </message>
    <message>
        <location filename="../app/gui/workspaceactions.cpp" line="99"/>
        <source>Find in Plan</source>
        <translation>Im Plan zeigen</translation>
    </message>
    <message>
        <location filename="../app/gui/workspaceactions.cpp" line="103"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../app/gui/workspaceactions.cpp" line="106"/>
        <source>Fit All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/workspaceactions.cpp" line="127"/>
        <source>&amp;Layers</source>
        <translation>&amp;Ebenen</translation>
    </message>
    <message>
        <location filename="../app/gui/workspaceactions.cpp" line="130"/>
        <source>Cable &amp;Trays</source>
        <translation>Kabel&amp;trassen</translation>
    </message>
    <message>
        <location filename="../app/gui/workspaceactions.cpp" line="130"/>
        <source>Row &amp;Labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/workspaceactions.cpp" line="131"/>
        <source>&amp;Problem Cables</source>
        <translation>&amp;Problemkabel</translation>
    </message>
    <message>
        <location filename="../app/gui/workspaceactions.cpp" line="140"/>
        <source>P&amp;ower</source>
        <translation>&amp;Strom</translation>
    </message>
    <message>
        <location filename="../app/gui/workspaceactions.cpp" line="141"/>
        <source>&amp;Cooling</source>
        <translation>&amp;Kühlung</translation>
    </message>
    <message>
        <location filename="../app/gui/workspaceactions.cpp" line="150"/>
        <source>&amp;Docks</source>
        <translation>&amp;Docks</translation>
    </message>
</context>
<context>
    <name>railyard::inspectortext</name>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
</context>
</TS>

#!/usr/bin/env python3
"""Injects cabling faults into an ibnetdiscover-format topology that ibsim loads.

usage: inject_ib_faults.py PLAN.topo FAULTS.topo

Faults, each on its own leaf of SU 1 (its leaves in rail order: leaf-su1-r1, -r2, ... for a leaf
per rail; leaf-su1-r1-9, -r10-18, ... where a leaf serves several ranks of an NVLink domain),
every link edited on both ends as ibsim requires:
  swap        the first leaf: the cables in ports 1 and 2 exchanged
  rotation    the second: the cables in ports 1, 2 and 3 rotated
  missing     the third: the cable in port 4 and its HCA gone
  unexpected  a cable between free ports of the first two leaves with free ports
  degraded    the fourth: the link in port 5 up at 2x instead of 4x
Prints the expected finding kinds, one per line.
"""
import re
import sys

PORT = re.compile(r'^\[(\d+)\](\([0-9a-f]+\))?(\s+)"([^"]+)"\[(\d+)\](.*)$')
HEADER = re.compile(r'^(Switch|Ca)\s+(\d+)\s+"([^"]+)"\s*#\s*"([^"]*)"')

# Records are separated by blank lines: attribute lines, a node header, its port lines.
blocks, preamble = [], []
for record in open(sys.argv[1]).read().split("\n\n"):
    lines = [l for l in record.split("\n") if l != ""]
    header = next((HEADER.match(l) for l in lines if HEADER.match(l)), None)
    if header:
        blocks.append({"id": header.group(3), "desc": header.group(4), "nports": int(header.group(2)), "lines": lines})
    else:
        preamble.extend(lines)

by_desc = {b["desc"]: b for b in blocks}
by_id = {b["id"]: b for b in blocks}


def port_lines(block):
    return {int(m.group(1)): (i, m) for i, l in enumerate(block["lines"]) if (m := PORT.match(l))}


def peer(block, port):
    i, m = port_lines(block)[port]
    return by_id[m.group(4)], int(m.group(5))


def set_peer(block, port, new_peer, new_peer_port):
    i, m = port_lines(block)[port]
    comment = re.sub(r'"[^"]*" lid (\d+)', lambda x: '"%s" lid %s' % (new_peer["desc"], x.group(1)), m.group(6))
    block["lines"][i] = '[%s]%s%s"%s"[%d]%s' % (m.group(1), m.group(2) or "", m.group(3), new_peer["id"], new_peer_port, comment)


def permute(leaf_desc, ports):
    """The cable in ports[k] moves to ports[k+1]: ends on both sides rewritten."""
    leaf = by_desc[leaf_desc]
    far = [peer(leaf, p) for p in ports]
    for k, p in enumerate(ports):
        node, node_port = far[k - 1]  # port p now holds the cable that was in the previous port
        set_peer(leaf, p, node, node_port)
        set_peer(node, node_port, leaf, p)


SU1_LEAF = re.compile(r'^leaf-su1-r(\d+)(-\d+)?$')
su1 = sorted((int(m.group(1)), d) for d in by_desc if (m := SU1_LEAF.match(d)))
first, second, third, fourth = [d for _, d in su1[:4]]

permute(first, [1, 2])
permute(second, [1, 2, 3])

# missing: port 4 of the third leaf and the HCA behind it
leaf = by_desc[third]
hca, _ = peer(leaf, 4)
i, _ = port_lines(leaf)[4]
del leaf["lines"][i]
blocks.remove(hca)

# degraded: port 5 of the fourth leaf at 2x (both ends), a rate ibsim knows
leaf = by_desc[fourth]
node, node_port = peer(leaf, 5)
for b, p in ((leaf, 5), (node, node_port)):
    i, _ = port_lines(b)[p]
    b["lines"][i] = re.sub(r'\d+x[A-Z]+$', "2xHDR", b["lines"][i])

# unexpected: a cable between free ports of two leaves
free = []
for b in blocks:
    if b["desc"].startswith("leaf-") and len(free) < 2:
        used = port_lines(b)
        spare = [p for p in range(1, b["nports"] + 1) if p not in used]
        if spare:
            free.append((b, spare[0]))
(a, pa), (z, pz) = free
for b, p, other, op in ((a, pa, z, pz), (z, pz, a, pa)):
    last = max(i for i, _ in port_lines(b).values())
    b["lines"].insert(last + 1, '[%d]\t"%s"[%d]\t\t# "%s" lid 0 4xHDR' % (p, other["id"], op, other["desc"]))

with open(sys.argv[2], "w") as out:
    out.write("\n".join(preamble) + "\n")
    for b in blocks:
        out.write("\n".join(b["lines"]).rstrip("\n") + "\n\n")
print("\n".join(sorted(["swap", "rotation", "missing", "unexpected", "degraded"])))

#!/usr/bin/env bash
# ibsim_discover.sh NET OUT [TOP]: simulates the fabric NET with ibsim and writes what the real
# ibnetdiscover discovers in it to OUT. ibsim 0.10 simulates speeds up to HDR; the planned ports
# come up at the fabric's own speed on real hardware, so its top speed is read as TOP: NDR for
# 400G fabrics (the default), XDR for 800G Quantum-X800 ones (4xHDR -> 4xNDR, 2xHDR -> 2xNDR: a
# link at half width stays half speed).
set -euo pipefail
net=$(readlink -f "$1"); out=$2; top=${3:-NDR}
case "$top" in NDR|XDR) ;; *) echo "TOP must be NDR or XDR" >&2; exit 2 ;; esac
shim=/usr/lib/x86_64-linux-gnu/umad2sim/libumad2sim.so
work=$(mktemp -d)
export IBSIM_SOCKNAME="railyard$$"
ibsim -n -s "$net" >"$work/ibsim.log" 2>&1 &
sim=$!
trap 'kill $sim 2>/dev/null; wait $sim 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 1 300); do
  grep -qaF "@${IBSIM_SOCKNAME}:ctl@" /proc/net/unix && break
  kill -0 $sim 2>/dev/null || { echo "ibsim failed:" >&2; tail -5 "$work/ibsim.log" >&2; exit 1; }
  sleep 0.1
done
# umad2sim writes ./sys-<pid> in the working directory; a client without ibsim would wait forever.
(cd "$work" && LD_PRELOAD=$shim timeout 120 ibnetdiscover) >"$work/found.topo" 2>"$work/ibnetdiscover.err" \
  || { cat "$work/ibnetdiscover.err" >&2; exit 1; }
sed -E "s/([0-9]+x)HDR\$/\\1$top/" "$work/found.topo" >"$out"

#!/usr/bin/env bash
# lldp_fabric.sh PREFIX up [planes]|collect OUTDIR|swap|down — a small Ethernet fabric of network
# namespaces joined by veth pairs, with the real lldpd in each (docs/VERIFY.md, tests):
#   switches sw1, sw2 (ports swp1..swp5), hosts h1..h8 (port eth0);
#   h1..h4 on sw1 swp1..swp4, h5..h8 on sw2 swp1..swp4, sw1 swp5 <-> sw2 swp5.
# `up planes` builds two planes instead, which never share a switch: hosts h1..h4, each with eth0
# on plane 1's sw1 swp<i> and eth1 on plane 2's sw2 swp<i>; `swap` then crosses h1's two links
# between the planes (eth0 to sw2 swp1, eth1 to sw1 swp1).
# Namespaces and sockets are prefixed with PREFIX so runs do not collide. `collect` waits until
# both switches see exactly the expected neighbours on the expected far ports, then saves `lldpcli -f json0 show
# neighbors details` of each switch to OUTDIR/<switch>.json. `swap` exchanges the cables of h1
# and h2 at sw1 (h1 to swp2, h2 to swp1). Exit 77 when namespaces cannot be created.
set -euo pipefail
prefix=$1; cmd=$2
state=/tmp/$prefix-lldp
switches="sw1 sw2"; hosts="h1 h2 h3 h4 h5 h6 h7 h8"
if [ -f "$state/planes" ]; then hosts="h1 h2 h3 h4"; fi
ns() { echo "$prefix-$1"; }
sock() { echo "/run/lldpd-$prefix-$1.socket"; }
cli() { local n=$1; shift; ip netns exec "$(ns "$n")" lldpcli -u "$(sock "$n")" "$@"; }

wiring() {  # switch port host port
  if [ -f "$state/planes" ]; then
    if [ -f "$state/swapped" ]; then
      echo "sw1 swp1 h1 eth1"; echo "sw2 swp1 h1 eth0"
    else
      echo "sw1 swp1 h1 eth0"; echo "sw2 swp1 h1 eth1"
    fi
    for i in 2 3 4; do echo "sw1 swp$i h$i eth0"; echo "sw2 swp$i h$i eth1"; done
    return
  fi
  if [ -f "$state/swapped" ]; then
    echo "sw1 swp1 h2 eth0"; echo "sw1 swp2 h1 eth0"
  else
    echo "sw1 swp1 h1 eth0"; echo "sw1 swp2 h2 eth0"
  fi
  echo "sw1 swp3 h3 eth0"; echo "sw1 swp4 h4 eth0"
  for i in 1 2 3 4; do echo "sw2 swp$i h$((i + 4)) eth0"; done
  echo "sw1 swp5 sw2 swp5"
}

link() {  # nsA ifA nsB ifB
  ip link add "$2" netns "$(ns "$1")" type veth peer name "$4" netns "$(ns "$3")"
  ip -n "$(ns "$1")" link set "$2" up
  ip -n "$(ns "$3")" link set "$4" up
}

up() {
  mkdir -p "$state"
  if [ "${1:-}" = planes ]; then touch "$state/planes"; hosts="h1 h2 h3 h4"; fi
  for n in $switches $hosts; do
    ip netns add "$(ns "$n")" 2>"$state/netns.err" || { cat "$state/netns.err" >&2; exit 77; }
    ip -n "$(ns "$n")" link set lo up
  done
  wiring | while read -r a ai b bi; do link "$a" "$ai" "$b" "$bi"; done
  for n in $switches $hosts; do
    caps=station; case " $switches " in *" $n "*) caps=bridge,router ;; esac
    printf 'configure system hostname %s\nconfigure system capabilities enabled %s\nconfigure lldp portidsubtype ifname\nconfigure lldp tx-interval 1\n' \
      "$n" "$caps" >"$state/$n.conf"
    rm -f "$(sock "$n")" "$(sock "$n").lock"
    ip netns exec "$(ns "$n")" setsid lldpd -d -u "$(sock "$n")" -O "$state/$n.conf" </dev/null >"$state/$n.log" 2>&1 &
  done
  for n in $switches $hosts; do
    for _ in $(seq 50); do cli "$n" show configuration >/dev/null 2>&1 && break; sleep 0.1; done
  done
}

# The neighbours a switch sees, "port=system:port" sorted, from lldpcli's key-value output. The
# far port counts too: after the planes' swap each switch still sees h1, on its other port.
seen() {
  # One line per neighbour (a port still holding a stale one shows two), its chassis first.
  cli "$1" -f keyvalue show neighbors 2>/dev/null | awk -F= '
    { split($1, k, ".") }
    k[3] == "chassis" && k[4] == "name" { name = $2 }
    k[3] == "port" && k[4] == "ifname" { print k[2] "=" name ":" $2 }' | sort
}
expected() {
  wiring | awk -v s="$1" '$1 == s { print $2 "=" $3 ":" $4 } $3 == s { print $4 "=" $1 ":" $2 }' | sort
}

collect() {
  local out=$1
  mkdir -p "$out"
  for _ in $(seq 150); do
    ok=1
    for s in $switches; do [ "$(seen "$s")" = "$(expected "$s")" ] || ok=0; done
    [ $ok = 1 ] && break
    sleep 0.2
  done
  [ $ok = 1 ] || { echo "LLDP did not converge:" >&2; for s in $switches; do seen "$s" >&2; done; exit 1; }
  for s in $switches; do cli "$s" -f json0 show neighbors details >"$out/$s.json"; done
}

swap() {
  if [ -f "$state/planes" ]; then
    ip -n "$(ns sw1)" link del swp1
    ip -n "$(ns sw2)" link del swp1
    sleep 1.5
    touch "$state/swapped"
    link sw1 swp1 h1 eth1
    link sw2 swp1 h1 eth0
    return
  fi
  ip -n "$(ns sw1)" link del swp1
  ip -n "$(ns sw1)" link del swp2
  sleep 1.5 # unplugged long enough for lldpd to forget the old neighbours
  touch "$state/swapped"
  link sw1 swp1 h2 eth0
  link sw1 swp2 h1 eth0
}

down() {
  for n in $switches $hosts; do
    if ip netns list | grep -qw "^$(ns "$n")"; then
      for pid in $(ip netns pids "$(ns "$n")" 2>/dev/null); do kill "$pid" 2>/dev/null || true; done
      ip netns del "$(ns "$n")" 2>/dev/null || true
    fi
    rm -f "$(sock "$n")" "$(sock "$n").lock"
  done
  rm -rf "$state"
}

case $cmd in
  up) up "${3:-}" ;;
  collect) collect "$3" ;;
  swap) swap ;;
  down) down ;;
  *) echo "usage: $0 PREFIX up|collect OUTDIR|swap|down" >&2; exit 2 ;;
esac

#!/bin/sh
# What a relay costs: `morris relay` on this machine's loopback, GAMES games at once through it
# (each a key exchange and TURNS turns each way, PAUSE ms apart), then its memory (resident at
# rest, and at its peak with every game open) and its CPU time per game.
# docs/network.md, "What a relay costs", has the figures. Loopback only.
#   scripts/relay-load.sh [GAMES [TURNS [PAUSE]]]
set -eu
cd "$(dirname "$0")/.."
GAMES=${1:-200}
TURNS=${2:-60}
PAUSE=${3:-50}
PORT=${PORT:-43191}
nice -n 15 cargo build --quiet --release --bin morris
nice -n 15 cargo build --quiet --release -p morris-net --example load
LOG=$(mktemp)
target/release/morris relay --listen "127.0.0.1:$PORT" --per-address 100000 \
    --max-connections 100000 >"$LOG" &
RELAY=$!
trap 'kill $RELAY 2>/dev/null || true; rm -f "$LOG"' EXIT
sleep 0.5
kb() { awk -v k="$1:" '$1 == k { print $2 }' "/proc/$RELAY/status"; }
ticks() { awk '{ print $14 + $15 }' "/proc/$RELAY/stat"; }
rest=$(kb VmRSS)
cpu0=$(ticks)
target/release/examples/load "127.0.0.1:$PORT" "$GAMES" "$TURNS" "$PAUSE"
cpu1=$(ticks)
peak=$(kb VmHWM)
hz=$(getconf CLK_TCK)
echo "relay: resident at rest ${rest} KiB, at its peak with $GAMES games open ${peak} KiB"
awk -v a="$cpu0" -v b="$cpu1" -v hz="$hz" -v n="$GAMES" -v r="$rest" -v p="$peak" 'BEGIN {
    printf "relay: %.2f s of CPU for %d games, %.1f ms a game; %.1f KiB more memory a game\n",
        (b - a) / hz, n, (b - a) / hz / n * 1000, (p - r) / n }'
sleep 0.5
echo "relay's log: $(grep -c 'two players met' "$LOG") pairs met, $(grep -c 'a game ended' "$LOG") ended"

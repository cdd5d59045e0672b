#!/usr/bin/env bash
# CI leg: a newcomer's start as root in a private directory. Clones the project into a fresh
# 0700 directory, runs `npm install && npm start` and waits (bounded) for /healthz. Without
# root it cannot make that directory's owner differ from PostgreSQL's user, so it says so.
# Ends with one line `N passed, N failed`.
set -uo pipefail
cd "$(dirname "$0")/.."
if [ "$(id -u)" != 0 ]; then
  echo "root start: skipped, not running as root"
  echo "0 passed, 0 failed"
  exit 0
fi
base=$(mktemp -d /root/seen-root-start.XXXXXX) # mktemp makes it 0700
port=$((20000 + RANDOM % 20000))
pid=""
finish() {
  if [ -n "$pid" ]; then kill -TERM -- "-$pid" 2>/dev/null; wait "$pid" 2>/dev/null; fi
  moved=$(cat "$base/seen/data/pg/cluster-location" 2>/dev/null || true)
  case "$moved" in /var/lib/seen/clusters/*) rm -rf "$moved" ;; esac
  rm -rf "$base"
}
trap finish EXIT
git clone -q . "$base/seen" || { echo "0 passed, 1 failed"; exit 1; }
echo "root start: cloned into $base/seen (mode $(stat -c %a "$base")), port $port"
setsid bash -c "cd '$base/seen' && npm install --no-audit --no-fund && PORT=$port npm start" \
  >"$base/start.log" 2>&1 &
pid=$!
deadline=$((SECONDS + ${ROOT_START_TIMEOUT:-900}))
while [ $SECONDS -lt $deadline ]; do
  if curl -fsS -m 2 "http://127.0.0.1:$port/healthz" >/dev/null 2>&1; then
    echo "root start: /healthz answered after ${SECONDS}s"
    echo "1 passed, 0 failed"
    exit 0
  fi
  if ! kill -0 "$pid" 2>/dev/null; then break; fi
  sleep 3
done
echo "root start: no /healthz answer; the start said:"
tail -n 5 "$base/start.log"
if grep -q '^    at ' "$base/start.log"; then echo "root start: it printed a stack trace"; fi
echo "0 passed, 1 failed"
exit 1

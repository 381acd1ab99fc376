#!/usr/bin/env bash
# Fault test of the repayment path: store payments and card repayments flow while the
# server is killed with SIGKILL; it is restarted; when the webhook outbox has drained,
# `pautang check-ledger` must prove every gateway transaction booked exactly once (or held as
# unapplied money), none lost, none doubled, and every ledger consistent.
#
#   bench/repayment/fault.sh                  # SQLite in a temp dir
#   DATABASE_URL=postgres://.../empty_db bench/repayment/fault.sh
#   LOAD_SECONDS=20 CONCURRENCY=8 bench/repayment/fault.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN="${PAUTANG_BIN:-}"
if [ -z "$BIN" ]; then
  BIN="$(mktemp -d)/pautang"
  go build -o "$BIN" ./cmd/pautang
fi
DATA="$(mktemp -d)"
PORT="${PORT:-$((20000 + RANDOM % 20000))}"
BASE="http://127.0.0.1:$PORT"
LOAD_SECONDS="${LOAD_SECONDS:-16}"
CONCURRENCY="${CONCURRENCY:-8}"
# PostgreSQL needs the keys from the environment (the same for every start).
if [ -n "${DATABASE_URL:-}" ]; then
  export PAUTANG_SECRET_KEY="${PAUTANG_SECRET_KEY:-$(openssl rand -hex 32)}" PAUTANG_DATA_KEY="${PAUTANG_DATA_KEY:-$(openssl rand -hex 32)}"
fi
export PAUTANG_DATA_DIR="$DATA" PAUTANG_DEV=1 PAUTANG_ADDR="127.0.0.1:$PORT" PAUTANG_PUBLIC_URL="$BASE" PAUTANG_LOG_LEVEL=error
PID=""
LOADPID=""
cleanup() {
  [ -n "$LOADPID" ] && kill -- "-$LOADPID" 2>/dev/null || true
  [ -n "$PID" ] && kill "$PID" 2>/dev/null || true
  rm -rf "$DATA"
}
trap cleanup EXIT

start() {
  "$BIN" serve >>"$DATA/serve.log" 2>&1 &
  PID=$!
  for _ in $(seq 1 100); do
    curl -fs "$BASE/healthz" >/dev/null 2>&1 && return 0
    sleep 0.1
  done
  echo "server did not start"; cat "$DATA/serve.log"; exit 1
}

"$BIN" seed >/dev/null
start
Q="$("$BIN" dev-session)"
gw() { curl -fs -X POST "$BASE/gw$1?$Q" "${@:2}"; }

# The demo borrower's active orders and their standing pay codes.
CODES=()
for id in $(gw /v3/order/list | jq -r '.data.orders[] | select(.status==170 or .status==174 or .status==180) | .orderId'); do
  CODES+=("$(gw /v3/installment/loan-play-detail -d "orderId=$id" | jq -r '.data.defDetail.payCode')")
done
echo "pay codes: ${CODES[*]}"

# Load: store payments of 1.00 to 1.49 on the pay codes, CONCURRENCY at a time, until stopped.
# Every answer is logged; 200 means the gateway accepted the payment.
load() {
  local i=0
  while true; do
    for c in "${CODES[@]}"; do
      i=$((i + 1))
      echo "$c $((100 + i % 50))"
    done
  done | xargs -P "$CONCURRENCY" -n 2 sh -c \
    'curl -s -o /dev/null -w "%{http_code}\n" --max-time 5 -X POST "'"$BASE"'/dev/payments/simulate" -d "payCode=$0" -d "amount=$1" || echo 000' >>"$DATA/answers.log" 2>/dev/null
}
# Its own process group (setsid), so stopping it stops the whole pipeline.
export -f load
export BASE CONCURRENCY DATA
CODES_LIST="${CODES[*]}"
export CODES_LIST
setsid bash -c 'CODES=($CODES_LIST); load' &
LOADPID=$!

sleep "$((LOAD_SECONDS / 2))"
echo "SIGKILL the server (pid $PID) mid-load"
kill -9 "$PID"
wait "$PID" 2>/dev/null || true
sleep 1
start
echo "restarted (pid $PID); load continues"
sleep "$((LOAD_SECONDS / 2))"
kill -- "-$LOADPID" 2>/dev/null || true
wait "$LOADPID" 2>/dev/null || true
LOADPID=""
sleep 1

accepted="$(grep -c '^200$' "$DATA/answers.log" || true)"
refused="$(grep -vc '^200$' "$DATA/answers.log" || true)"
echo "load: $accepted payments accepted by the gateway, $refused requests failed (server down or killed mid-request)"

# Wait for the webhook outbox to drain (the killed process's row claims expire after 60 s).
for _ in $(seq 1 90); do
  out="$("$BIN" check-ledger 2>&1 || true)"
  echo "$out" | grep "payments:" | tail -1
  if echo "$out" | grep -q ' 0 webhooks pending'; then break; fi
  sleep 2
done
set +e
"$BIN" check-ledger
status=$?
set -e
txns="$(echo "$out" | sed -n 's/.*payments: \([0-9]*\) gateway transactions.*/\1/p' | tail -1)"
if [ "$status" -ne 0 ]; then echo "FAIL: check-ledger found a violation"; exit 1; fi
if [ -n "$txns" ] && [ "$txns" -lt "$accepted" ]; then echo "FAIL: $accepted accepted but only $txns transactions recorded"; exit 1; fi
echo "OK: no payment lost or doubled across a SIGKILL"

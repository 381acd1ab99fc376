#!/usr/bin/env bash
# Cluster fault test: INSTANCES servers (default 3) on one PostgreSQL behind nginx. Two
# `pautang migrate` start at the same moment on the empty database; the instances start
# together; a bounded mixed load (logins, loan details, store payments whose webhooks come back
# through the proxy, concurrent payouts of one order, order lists; the daily job runs on River's
# schedule) goes through the proxy; River's leader is killed with SIGKILL mid-load and restarted.
# When the webhook outbox has drained, `pautang check-ledger` must find 0 problems, no payout
# may have been made twice and no migration applied twice.
#
#   bench/cluster.sh                                   # 3 instances, fresh database on local PostgreSQL
#   INSTANCES=1 bench/cluster.sh                       # the same load on one instance (no kill)
#   PG_URL=postgres://user@host:5432 LOAD_SECONDS=30 CONCURRENCY=32 bench/cluster.sh
set -euo pipefail
cd "$(dirname "$0")/.."
INSTANCES="${INSTANCES:-3}"
LOAD_SECONDS="${LOAD_SECONDS:-20}"
CONCURRENCY="${CONCURRENCY:-16}"
PG_URL="${PG_URL:-postgres://postgres@127.0.0.1:5432}"
WORK="$(mktemp -d)"
BIN="${PAUTANG_BIN:-$WORK/pautang}"
[ -x "$BIN" ] || go build -o "$BIN" ./cmd/pautang
go build -o "$WORK/load" ./bench/cluster
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  echo "installing nginx"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
fi
NGINX="$(command -v nginx || echo /usr/sbin/nginx)"

DB="pautang_cluster_$$"
psql -q "$PG_URL/postgres?sslmode=disable" -c "CREATE DATABASE $DB" >/dev/null
export DATABASE_URL="$PG_URL/$DB?sslmode=disable"
export PAUTANG_SECRET_KEY="$(openssl rand -hex 32)" PAUTANG_DATA_KEY="$(openssl rand -hex 32)"
export PAUTANG_DEV=1 PAUTANG_LOG_LEVEL=info PAUTANG_SHUTDOWN_GRACE=5s PAUTANG_TRUSTED_PROXIES=127.0.0.1 PAUTANG_LOGIN_CAPTCHA_AFTER=0
PROXY_PORT="${PROXY_PORT:-$((20000 + RANDOM % 20000))}"
PROXY="http://127.0.0.1:$PROXY_PORT"
export PAUTANG_PUBLIC_URL="$PROXY"
PIDS=()
PORTS=()
for i in $(seq 1 "$INSTANCES"); do PORTS+=("$((PROXY_PORT + i))"); done

cleanup() {
  [ -n "${LOADPID:-}" ] && kill "$LOADPID" 2>/dev/null || true
  for p in "${PIDS[@]}"; do [ -n "$p" ] && kill "$p" 2>/dev/null || true; done
  [ -f "$WORK/nginx.pid" ] && kill "$(cat "$WORK/nginx.pid")" 2>/dev/null || true
  sleep 0.5
  psql -q "$PG_URL/postgres?sslmode=disable" -c "DROP DATABASE IF EXISTS $DB WITH (FORCE)" >/dev/null 2>&1 || true
  [ -n "${KEEP:-}" ] || rm -rf "$WORK"
}
trap cleanup EXIT
q() { psql -qtA "$DATABASE_URL" -c "$1"; }

# 1. Two instances migrating the empty database at the same moment.
"$BIN" migrate >"$WORK/migrate1.log" 2>&1 & m1=$!
"$BIN" migrate >"$WORK/migrate2.log" 2>&1 & m2=$!
wait "$m1" && wait "$m2" || { echo "FAIL: concurrent migrate"; cat "$WORK"/migrate*.log; exit 1; }
dup="$(q "SELECT COUNT(*) - COUNT(DISTINCT version) FROM schema_migrations")"
echo "migrations: two instances at once: $(q "SELECT COUNT(*) FROM schema_migrations") applied, $dup twice"
[ "$dup" = 0 ] || { echo "FAIL: a migration applied twice"; exit 1; }
"$BIN" seed >/dev/null

# 2. nginx in front of the instances (X-Real-IP from the load generator stands for each client).
{
  echo "worker_processes 1; pid $WORK/nginx.pid; error_log $WORK/nginx-error.log warn; daemon on;"
  echo "events { worker_connections 4096; }"
  echo "http {"
  echo "  access_log $WORK/access.log; client_body_temp_path $WORK; proxy_temp_path $WORK;"
  echo "  fastcgi_temp_path $WORK; uwsgi_temp_path $WORK; scgi_temp_path $WORK;"
  echo "  set_real_ip_from 127.0.0.1; real_ip_header X-Real-IP;"
  echo "  upstream pautang { keepalive 64;"
  for p in "${PORTS[@]}"; do echo "    server 127.0.0.1:$p max_fails=1 fail_timeout=3s;"; done
  echo "  }"
  echo "  server { listen 127.0.0.1:$PROXY_PORT;"
  echo "    location / { proxy_pass http://pautang; proxy_http_version 1.1; proxy_set_header Connection \"\";"
  echo "      proxy_set_header Host \$host; proxy_set_header X-Real-IP \$remote_addr;"
  echo "      proxy_next_upstream error timeout http_502 http_503; proxy_connect_timeout 1s; }"
  echo "  }"
  echo "}"
} >"$WORK/nginx.conf"
"$NGINX" -p "$WORK" -c "$WORK/nginx.conf"

start() { # start i: instance i on its port, its own data folder
  local i=$1
  mkdir -p "$WORK/i$i"
  PAUTANG_ADDR="127.0.0.1:${PORTS[$((i - 1))]}" PAUTANG_DATA_DIR="$WORK/i$i" "$BIN" serve >>"$WORK/i$i.log" 2>&1 &
  PIDS[$((i - 1))]=$!
}
ready() {
  for _ in $(seq 1 150); do
    curl -fs "http://127.0.0.1:${PORTS[$(($1 - 1))]}/readyz" >/dev/null 2>&1 && return 0
    sleep 0.1
  done
  echo "FAIL: instance $1 did not start"; cat "$WORK/i$1.log"; exit 1
}
for i in $(seq 1 "$INSTANCES"); do start "$i"; done # all at the same moment
for i in $(seq 1 "$INSTANCES"); do ready "$i"; done
echo "instances: $INSTANCES on one PostgreSQL behind nginx at $PROXY"

Q="$("$BIN" dev-session)"
ORDERS=() CODES=() PAYOUT=""
for row in $(curl -fs -X POST "$PROXY/gw/v3/order/list?$Q" | jq -r '.data.orders[] | "\(.orderId):\(.status)"'); do
  id="${row%%:*}" st="${row##*:}"
  case "$st" in
    170 | 174 | 180) ORDERS+=("$id"); CODES+=("$(curl -fs -X POST "$PROXY/gw/v3/installment/loan-play-detail?$Q" -d "orderId=$id" | jq -r '.data.defDetail.payCode')") ;;
    151) PAYOUT="$id" ;;
  esac
done

# The demo borrower binds a bank account through the proxy, so the payouts (on any instance)
# open a number another instance may have sealed.
curl -fs -X POST "$PROXY/gw/v3/bind-card/bind-card-new?$Q" -d cardType=1 -d product_id=1 -d bankCode=BDO -d cardNo=001234567890 \
  --data-urlencode "accountName=Juan Dela Cruz" -d birthday=1992-06-12 --data-urlencode "city=National Capital Region (NCR)/Metro Manila/Makati City" | jq -ce '.code == "0"' >/dev/null \
  || { echo "FAIL: bind a bank account"; exit 1; }

# 3. The load, with one instance killed and restarted in the middle.
"$WORK/load" -base "$PROXY" -q "$Q" -orders "$(IFS=,; echo "${ORDERS[*]}")" -codes "$(IFS=,; echo "${CODES[*]}")" \
  -payout "$PAYOUT" -seconds "$LOAD_SECONDS" -c "$CONCURRENCY" >"$WORK/load.out" &
LOADPID=$!
sleep "$((LOAD_SECONDS / 2))"
if [ "$INSTANCES" -gt 1 ]; then
  # River's leader (it schedules the daily job and the outboxes) is the one killed; its client
  # id ends with its pid.
  k=1
  leader="$(q "SELECT leader_id FROM river_leader")"
  for i in $(seq 1 "$INSTANCES"); do [ "${leader##*-}" = "${PIDS[$((i - 1))]}" ] && k=$i; done
  echo "SIGKILL instance $k (pid ${PIDS[$((k - 1))]}, River's leader $leader) mid-load"
  kill -9 "${PIDS[$((k - 1))]}"
  wait "${PIDS[$((k - 1))]}" 2>/dev/null || true
  sleep 1
  start "$k"
  ready "$k"
  echo "instance $k restarted (pid ${PIDS[$((k - 1))]}); load continues"
  # A rolling restart of another instance: SIGTERM drains it (readyz 503, requests in flight
  # finish, River stops and resigns if it leads), then it starts again.
  sleep "$((LOAD_SECONDS / 4))"
  j=$((k % INSTANCES + 1))
  t0=$(date +%s.%N)
  kill -TERM "${PIDS[$((j - 1))]}"
  wait "${PIDS[$((j - 1))]}" 2>/dev/null || true
  echo "SIGTERM instance $j: drained and exited in $(echo "$(date +%s.%N) - $t0" | bc | cut -c1-4) s"
  start "$j"
  ready "$j"
  echo "instance $j restarted"
fi
wait "$LOADPID"
LOADPID=""
cat "$WORK/load.out"
accepted="$(sed -n 's/^accepted=//p' "$WORK/load.out")"

# 4. Drain the webhook outbox (a killed sender's claims expire after 60 s), then check.
for _ in $(seq 1 60); do
  left="$(q "SELECT COUNT(*) FROM webhook_outbox WHERE delivered_at IS NULL")"
  [ "$left" = 0 ] && break
  sleep 2
done
set +e
out="$("$BIN" check-ledger 2>&1)"
status=$?
set -e
echo "$out" | grep -v '^time=' | tail -3
webhooks="$(awk '$7 ~ /payments\/webhook/ {print $9}' "$WORK/access.log" | sort | uniq -c | awk '{printf "%s %s, ", $2, $1}')"
echo "webhooks through the proxy by status: ${webhooks%, }"
double_payouts="$(q "SELECT COUNT(*) FROM (SELECT order_id FROM payouts WHERE status = 'succeeded' GROUP BY order_id HAVING COUNT(*) > 1) d")"
echo "payouts: order $PAYOUT: $(q "SELECT COUNT(*) FROM payouts WHERE order_id = ${PAYOUT:-0}") attempts, $(q "SELECT COUNT(*) FROM payouts WHERE order_id = ${PAYOUT:-0} AND status = 'succeeded'") succeeded; orders paid out twice: $double_payouts"
echo "daily job: $(cat "$WORK"/i*.log | grep -c 'lending: daily job' || true) runs ($(q "SELECT COUNT(*) FROM river_job WHERE kind = 'lending.daily'") jobs, $(q "SELECT COUNT(*) FROM river_job WHERE kind = 'lending.daily' AND state = 'discarded'") failed); River's leader now: $(q "SELECT leader_id FROM river_leader")"
booked="$(echo "$out" | sed -n 's/.*, \([0-9]*\) booked once, \([0-9]*\) held as unapplied.*/\1 \2/p' | tail -1)"
txns="$(echo "$out" | sed -n 's/.*payments: \([0-9]*\) gateway transactions.*/\1/p' | tail -1)"
viol="$(echo "$out" | sed -n 's/.*orders checked, \([0-9]*\) violations.*/\1/p' | tail -1)"
ppro="$(echo "$out" | sed -n 's/.* \([0-9]*\) problems$/\1/p' | tail -1)"
problems=$(( ${viol:-1} + ${ppro:-1} + double_payouts ))
[ "$status" -eq 0 ] || problems=$((problems > 0 ? problems : 1))
if [ -n "$txns" ] && [ -n "$accepted" ] && [ "$txns" -lt "$accepted" ]; then
  echo "FAIL: $accepted payments accepted but only $txns transactions recorded"; problems=$((problems + 1))
fi
echo "== cluster: $INSTANCES instances: payments accepted $accepted, transactions $txns, booked once ${booked% *}, held ${booked#* }, problems $problems"
[ "$problems" -eq 0 ] || { echo "FAIL"; KEEP=1; exit 1; }
echo "OK"

#!/usr/bin/env bash
# make bench: every benchmark of the project, with figures printed for the issue notes.
set -euo pipefail
cd "$(dirname "$0")/.."
export BENCH_DATABASE_URL="${BENCH_DATABASE_URL:-${PAUTANG_TEST_DATABASE_URL:-}}"
if [ -z "$BENCH_DATABASE_URL" ] && pg_isready -h 127.0.0.1 -p 5432 -t 2 >/dev/null 2>&1; then
  BENCH_DATABASE_URL="postgres://postgres@127.0.0.1:5432/test?sslmode=disable"
fi
echo "== authenticated /gw read vs bare net/http (64 connections)"
go run ./bench/authread -d "${BENCH_DURATION:-5s}" -rounds 3 -c 64
echo
echo "== Go benchmarks"
PAUTANG_TEST_DATABASE_URL="${BENCH_DATABASE_URL:-}" go test -run '^$' -bench . -skip 'RepaymentCommit|WebhookApply' -benchtime "${BENCH_TIME:-2s}" ./internal/... 2>/dev/null | grep -E '^(Benchmark|ok|PASS)' || true
echo
echo "== repayment commits and webhook applications per second (64 clients, 3000 each; PostgreSQL with BENCH_DATABASE_URL)"
PAUTANG_TEST_DATABASE_URL="${BENCH_DATABASE_URL:-}" go test -run '^$' -bench 'RepaymentCommit|WebhookApply' -benchtime 3000x ./internal/api/ 2>/dev/null | grep -E '^Benchmark' || true
echo
echo "== bundle sizes (initial JS, gzip)"
# A private build so the report can read Vite's manifest (the normal build deletes it).
OUT=$(mktemp -d)
(cd web && PAUTANG_WEB_OUT="$OUT" BUNDLE_REPORT=1 npm run build --silent 2>&1 | grep -E 'KiB gz|largest') || true
rm -rf "$OUT"
echo
echo "== Lighthouse (mobile performance)"
bash bench/lighthouse.sh
echo
echo "== daily job and loan details (${DAILYJOB_ORDERS:-10000} loans; DAILYJOB_ORDERS=1000000 for the issue's 1M)"
go run ./bench/dailyjob -db "${BENCH_DATABASE_URL:-}" -n "${DAILYJOB_ORDERS:-10000}"

#!/usr/bin/env bash
# Lighthouse mobile performance of the public site, the landing and every borrower route of the
# route table (web/src/app/router.tsx; target: >= 95, 100 on /main, /loanDetail, /loanConfirmNew),
# against the built binary on a fresh seeded SQLite database.
# The server answers over HTTPS with HTTP/2, as production does (PAUTANG_TLS_CERT, or the TLS proxy
# in front: docs/deploy.md), with a throwaway self-signed certificate; LH_PROTO=h1 measures plain
# HTTP/1.1 instead, where Lighthouse's model allows six connections and a round trip per file
# (docs/performance.md).
# usage: bash bench/lighthouse.sh              (after make build)
#        LH_ROUTES='/main /loanDetail' bash bench/lighthouse.sh   (only those borrower routes)
#        LH_PROTO=h1 bash bench/lighthouse.sh
#        LH_LANTERN=1 LH_ROUTES=/main bash bench/lighthouse.sh   (the simulated load, file by file)
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${PAUTANG_BIN:-./bin/pautang}
DIR=$(mktemp -d)
PORT=${LH_PORT:-18089}
export PAUTANG_DATA_DIR="$DIR" PAUTANG_DEV=1 PAUTANG_ADDR="127.0.0.1:$PORT" PAUTANG_LOG_LEVEL=warn
if [ "${LH_PROTO:-h2}" = h1 ]; then
  BASE="http://127.0.0.1:$PORT"
else
  BASE="https://127.0.0.1:$PORT"
  (cd "$DIR" && go run "$(go env GOROOT)/src/crypto/tls/generate_cert.go" --host 127.0.0.1 --ecdsa-curve P256 2>/dev/null)
  export PAUTANG_TLS_CERT="$DIR/cert.pem" PAUTANG_TLS_KEY="$DIR/key.pem"
fi
echo "Lighthouse mobile over ${BASE%%:*} (${LH_PROTO:-h2})"
"$BIN" seed >/dev/null
"$BIN" serve >"$DIR/server.log" 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null; wait $SERVER 2>/dev/null; rm -rf "$DIR"' EXIT
for _ in $(seq 50); do curl -kfs "$BASE/healthz" >/dev/null && break; sleep 0.2; done
Q=$("$BIN" dev-session)
# The demo borrower's repaying order (status 170): its orderId and productId go to every borrower
# route (the order pages need them; the others ignore them).
ORDERS=$(curl -kfs -X POST -H 'X-Requested-With: XMLHttpRequest' "$BASE/gw/v3/order/list?$Q")
PICK=$(node -e 'const o=JSON.parse(process.argv[1]).data.orders; const x=o.find(o=>o.status===170)||o[0]; console.log(`orderId=${x.orderId}&productId=${x.productId}`)' "$ORDERS")
ROUTES=${LH_ROUTES:-$(node --input-type=module -e 'const { routeModules } = await import(process.argv[1]); console.log([...(await routeModules()).keys()].join(" "))' "$PWD/web/scripts/route-html.mjs")}
URLS=()
[ -z "${LH_ROUTES:-}" ] && URLS+=("$BASE/" "$BASE/landing#/register?id=1")
for r in $ROUTES; do URLS+=("$BASE$r?$Q&$PICK"); done
if [ -n "${LH_LANTERN:-}" ]; then
  for u in "${URLS[@]}"; do node bench/lantern.mjs "$u"; done
else
  node bench/lighthouse.mjs "${URLS[@]}"
fi

#!/usr/bin/env bash
# Files in a real S3-compatible server: SeaweedFS (built from its Go module unless WEED names a
# weed binary) with its S3 gateway on this machine. A disk store is moved into the bucket with
# `pautang migrate-files` (twice: the second run copies nothing), then two instances with
# PAUTANG_FILES=s3 and separate data dirs run: a complaint image uploaded through one is
# served by the other, the migrated files too, and the bucket itself refuses an anonymous
# read. Ends with "N problems".
#
#   bench/objects.sh
#   WEED=/path/to/weed bench/objects.sh
set -euo pipefail
cd "$(dirname "$0")/.."
WORK="$(mktemp -d)"
BIN="${PAUTANG_BIN:-$WORK/pautang}"
[ -x "$BIN" ] || go build -o "$BIN" ./cmd/pautang
SEAWEED=github.com/seaweedfs/seaweedfs@v0.0.0-20261109003541-7506e5f91cd6
WEED="${WEED:-}"
if [ -z "$WEED" ]; then
  echo "building SeaweedFS ($SEAWEED)"
  go mod download "$SEAWEED"
  (cd "$(go env GOMODCACHE)/github.com/seaweedfs/seaweedfs@${SEAWEED#*@}" && go build -o "$WORK/weed" ./weed)
  WEED="$WORK/weed"
fi
PIDS=()
cleanup() {
  for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
  for _ in $(seq 1 25); do
    alive=0
    for p in "${PIDS[@]}"; do kill -0 "$p" 2>/dev/null && alive=1; done
    [ "$alive" = 0 ] && break
    sleep 0.2
  done
  for p in "${PIDS[@]}"; do kill -9 "$p" 2>/dev/null || true; done # weed may outlive SIGTERM
  [ -n "${KEEP:-}" ] || rm -rf "$WORK"
}
trap cleanup EXIT
problems=0
fail() { echo "PROBLEM: $*"; problems=$((problems + 1)); }
base=$((20000 + RANDOM % 20000))
S3_PORT=$base A_PORT=$((base + 1)) B_PORT=$((base + 2))

# 1. SeaweedFS: master, volume, filer and S3 gateway in one process, one access key, a key
#    for SSE-S3 (WEED_S3_SSE_KEY, its security.toml s3.sse.key).
AK=pautang SK="$(openssl rand -hex 20)"
cat >"$WORK/s3.json" <<JSON
{"identities": [{"name": "pautang", "credentials": [{"accessKey": "$AK", "secretKey": "$SK"}],
  "actions": ["Read", "Write", "List", "Tagging", "Admin"]}]}
JSON
mkdir -p "$WORK/weed"
WEED_S3_SSE_KEY="$(openssl rand -hex 32)" "$WEED" server -ip=127.0.0.1 -ip.bind=127.0.0.1 -dir="$WORK/weed" -master.port=$((base + 10)) -volume.port=$((base + 11)) \
  -filer -filer.port=$((base + 12)) -s3 -s3.port="$S3_PORT" -s3.config="$WORK/s3.json" >"$WORK/weed.log" 2>&1 &
PIDS+=($!)
S3="http://127.0.0.1:$S3_PORT"
for _ in $(seq 1 120); do
  curl -fsS -o /dev/null --aws-sigv4 "aws:amz:us-east-1:s3" --user "$AK:$SK" "$S3/" 2>/dev/null && break
  sleep 0.5
done
curl -fsS -o /dev/null --aws-sigv4 "aws:amz:us-east-1:s3" --user "$AK:$SK" -X PUT "$S3/pautang-files" || { echo "FAIL: bucket not created"; tail -20 "$WORK/weed.log"; exit 1; }

export PAUTANG_DEV=1 PAUTANG_LOG_LEVEL=warn PAUTANG_LOGIN_CAPTCHA_AFTER=0
export PAUTANG_S3_ENDPOINT="127.0.0.1:$S3_PORT" PAUTANG_S3_TLS=0 PAUTANG_S3_REGION=us-east-1 PAUTANG_S3_BUCKET=pautang-files
export PAUTANG_S3_ACCESS_KEY="$AK" PAUTANG_S3_SECRET_KEY="$SK" PAUTANG_S3_SSE="${PAUTANG_S3_SSE:-s3}"

# 2. A disk store of one machine: files in uploads/ and private/.
A="$WORK/a"
mkdir -p "$A/uploads" "$A/private"
declare -A disk
for i in $(seq 1 20); do
  dir=uploads; [ $((i % 4)) = 0 ] && dir=private
  name="$(openssl rand -hex 16).png"
  head -c $((1000 * i)) /dev/urandom >"$A/$dir/$name"
  disk[$name]="$A/$dir/$name"
done
out="$(PAUTANG_DATA_DIR="$A" PAUTANG_FILES=s3 "$BIN" migrate-files)" || fail "migrate-files: $out"
echo "first run:  $(echo "$out" | tail -1)"
echo "$out" | grep -q "^total: 20 copied" || fail "first run did not copy the 20 files"
out="$(PAUTANG_DATA_DIR="$A" PAUTANG_FILES=s3 "$BIN" migrate-files)" || fail "second migrate-files: $out"
echo "second run: $(echo "$out" | tail -1)"
echo "$out" | grep -q "^total: 0 copied (0 bytes), 20 already there, 0 failed" || fail "second run copied again"
[ "$(find "$A/uploads" "$A/private" -type f | wc -l)" = 20 ] || fail "the disk store lost files"

# 3. Two instances on the bucket, each with its own data dir (its own SQLite).
start() { # data dir, port
  PAUTANG_DATA_DIR="$1" PAUTANG_FILES=s3 PAUTANG_ADDR="127.0.0.1:$2" "$BIN" serve >"$1.log" 2>&1 &
  PIDS+=($!)
  for _ in $(seq 1 100); do curl -fsS -o /dev/null "http://127.0.0.1:$2/readyz" 2>/dev/null && return 0; sleep 0.2; done
  echo "FAIL: instance on $2 did not start"; tail -20 "$1.log"; exit 1
}
B="$WORK/b"
mkdir -p "$B"
PAUTANG_DATA_DIR="$A" "$BIN" seed >/dev/null
start "$A" "$A_PORT"
start "$B" "$B_PORT"
python3 - "$WORK/img.png" <<'PY'
import struct, sys, zlib
w, h = 64, 48
raw = b"".join(b"\0" + bytes(v for x in range(w) for v in (x * 4 % 256, y * 5 % 256, 120)) for y in range(h))
def chunk(t, d): return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d))
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")
open(sys.argv[1], "wb").write(png)
PY
QS="$(PAUTANG_DATA_DIR="$A" "$BIN" dev-session)"
resp="$(curl -fsS -F "problemImage=@$WORK/img.png;type=image/png" "http://127.0.0.1:$A_PORT/gw/user-problem/upload-problem-img?$QS")"
url="$(echo "$resp" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["url"])')" || { fail "upload: $resp"; url=""; }
if [ -n "$url" ]; then
  curl -fsS -o "$WORK/from-a" "http://127.0.0.1:$A_PORT$url" || fail "instance A does not serve $url"
  curl -fsS -o "$WORK/from-b" "http://127.0.0.1:$B_PORT$url" || fail "instance B does not serve $url"
  cmp -s "$WORK/from-a" "$WORK/from-b" || fail "the two instances serve different bytes"
  echo "upload: $url stored through A ($(wc -c <"$WORK/from-a") bytes, re-encoded), served by A and B"
  code="$(curl -s -o /dev/null -w '%{http_code}' "$S3/pautang-files/uploads${url#/uploads}")"
  [ "$code" = 403 ] || fail "an anonymous GET of the object answered $code (want 403)"
  echo "anonymous GET from the bucket: $code"
fi
served=0
for name in "${!disk[@]}"; do
  case "${disk[$name]}" in
  */uploads/*)
    curl -fsS -o "$WORK/got" "http://127.0.0.1:$B_PORT/uploads/$name" && cmp -s "$WORK/got" "${disk[$name]}" && served=$((served + 1)) || fail "migrated $name not served by B" ;;
  */private/*)
    code="$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$B_PORT/uploads/$name")"
    [ "$code" = 404 ] || fail "private $name served at /uploads ($code)" ;;
  esac
done
echo "migrated public files served by B, byte for byte: $served"
echo "$problems problems"
[ "$problems" = 0 ]

# Pautang: `make run` installs, builds and starts the product on SQLite with demo data;
# `make test` installs and runs every test (Go, front end, end to end in Chromium).
SHELL := /bin/bash
export PAUTANG_ADDR ?= 127.0.0.1:8080
export PAUTANG_DATA_DIR ?= ./data
GO ?= go
BIN := bin/pautang
WEB_STAMP := web/node_modules/.install-stamp

.PHONY: all gen deps web build run test test-go test-store test-web test-e2e bench lint chromium promtool clean

all: build

$(WEB_STAMP): web/package.json web/package-lock.json
	cd web && npm ci --no-audit --no-fund --loglevel=error
	touch $(WEB_STAMP)

deps: $(WEB_STAMP)
	$(GO) mod download

web: deps
	cd web && npm run build --silent

build: web
	$(GO) build -o $(BIN) ./cmd/pautang

run: build
	@PAUTANG_DEV=1 ./$(BIN) seed
	@echo ""
	@echo "  Pautang is starting at http://$(PAUTANG_ADDR)/"
	@echo "  Borrower app:  http://$(PAUTANG_ADDR)/login   demo phone $$(PAUTANG_DEV=1 ./$(BIN) demo-phone)  (the SMS code shows at http://$(PAUTANG_ADDR)/dev/inbox)"
	@echo "  Signed in:     http://$(PAUTANG_ADDR)/testPreview?$$(PAUTANG_DEV=1 ./$(BIN) dev-session)"
	@echo "  Back office:   http://$(PAUTANG_ADDR)/admin   login $$(PAUTANG_DEV=1 ./$(BIN) demo-admin)"
	@echo "                 two-step code now: $$(PAUTANG_DEV=1 ./$(BIN) totp-code admin@pautang.ph)  (PAUTANG_DEV=1 ./$(BIN) totp-code <e-mail> for a fresh one)"

	@echo ""
	PAUTANG_DEV=1 exec ./$(BIN) serve

# Regenerates the API contract's generated files (docs/api-contract.md): the error codes from
# docs/errors.md, then (second run: they compile into it) web/src/lib/api/openapi.gen.json (the
# server's /openapi.json) and paths.gen.ts from the route tables, then the TypeScript types
# web/src/lib/api/schema.gen.ts from the document; and README.md's configuration table from
# internal/config's Config struct. `make test` fails when any is stale.
gen: deps
	UPDATE_README=1 $(GO) test -count=1 -run TestREADMEUpToDate ./internal/config/
	UPDATE_TS=1 $(GO) test -count=1 -run TestTypeScriptPathsUpToDate ./internal/api/ >/dev/null || true
	UPDATE_TS=1 $(GO) test -count=1 -run TestTypeScriptPathsUpToDate ./internal/api/
	cd web && node scripts/gen-api-types.mjs

chromium:
	@command -v chromium >/dev/null 2>&1 || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null)

# promtool (Debian's prometheus package) checks deploy/prometheus/alerts.yml in the Go tests.
promtool:
	@command -v promtool >/dev/null 2>&1 || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq prometheus >/dev/null)

test: deps chromium promtool
	$(MAKE) test-go
	$(MAKE) test-web
	$(MAKE) build
	$(MAKE) test-e2e

test-go: promtool
	$(GO) vet ./...
	$(GO) test -count=1 -timeout 30m ./...

# The store suite alone, on SQLite and (when PAUTANG_TEST_DATABASE_URL is set) PostgreSQL.
test-store:
	$(GO) test -count=1 -v -run 'TestStore' ./internal/store/

test-web: deps
	cd web && npm run typecheck --silent && npm test --silent

test-e2e:
	cd web && PAUTANG_BIN=$(CURDIR)/$(BIN) npm run e2e --silent

bench: build chromium
	bash bench/run.sh

lint: deps
	test -z "$$(gofmt -l $$(git ls-files '*.go'))" || (gofmt -l $$(git ls-files '*.go'); exit 1)
	$(GO) vet ./...
	cd web && npm run typecheck --silent

clean:
	rm -rf bin web/node_modules
	find internal/webui/dist -mindepth 1 ! -name .keep -delete

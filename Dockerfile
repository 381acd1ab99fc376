# syntax=docker/dockerfile:1
# Pautang: one static binary with the web build embedded, run as a non-root user.
#   docker build -t pautang .
#   docker compose -f deploy/compose.yaml up     (docs/deploy.md)

# 1. The web build (Vite) into internal/webui/dist, which the Go build embeds.
FROM node:20-bookworm-slim AS web
WORKDIR /src/web
COPY web/package.json web/package-lock.json ./
RUN npm ci --no-audit --no-fund --loglevel=error
COPY web/ ./
RUN mkdir -p ../internal/webui/dist && npm run build

# 2. The Go binary: static (pure-Go SQLite, no cgo), the web build embedded.
FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
COPY --from=web /src/internal/webui/dist/ ./internal/webui/dist/
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/pautang ./cmd/pautang \
 && mkdir -p /out/data/uploads

# 3. Run: distroless static, uid 65532, nothing but the binary and CA certificates.
FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/pautang /usr/local/bin/pautang
COPY --from=build --chown=65532:65532 /out/data /data
ENV PAUTANG_ADDR=0.0.0.0:8080 \
    PAUTANG_DATA_DIR=/data
USER 65532:65532
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=4s --start-period=20s --retries=3 CMD ["/usr/local/bin/pautang", "healthcheck"]
ENTRYPOINT ["/usr/local/bin/pautang"]
CMD ["serve"]

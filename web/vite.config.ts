import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { fileURLToPath, URL } from 'node:url'
import { loadEnv, type Plugin } from 'vite'
import { currencySign } from './src/lib/format/money'

const backend = 'http://127.0.0.1:8080'
const proxied = ['/gw', '/dev', '/pay', '/uploads']

/** Writes the build's currency sign (VITE_REGION) into app.html's inline shell. */
function currencySignInHtml(): Plugin {
  let sign = ''
  return {
    name: 'pautang-currency-sign',
    configResolved(config) {
      sign = currencySign(loadEnv(config.mode, config.envDir || process.cwd(), 'VITE_').VITE_REGION ?? '')
    },
    transformIndexHtml: (html) => html.replaceAll('%PT_CURRENCY_SIGN%', sign),
  }
}

// Every HTML file is its own entry so the public site, the landing flow, the
// payway chooser and the back office never pull borrower code (and vice versa).
export default defineConfig({
  plugins: [react(), currencySignInHtml()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    // PAUTANG_WEB_OUT builds elsewhere (served with PAUTANG_WEB_DIR) so parallel work does not clobber the embedded dist.
    outDir: process.env.PAUTANG_WEB_OUT || '../internal/webui/dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2020',
    chunkSizeWarningLimit: 600,
    // Read by scripts/postbuild.mjs for the bundle budget report, then deleted.
    manifest: true,
    // Every browser the app supports (Chrome/WebView 66+, Safari 17+) has modulepreload.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        app: fileURLToPath(new URL('./app.html', import.meta.url)),
        site: fileURLToPath(new URL('./site.html', import.meta.url)),
        landing: fileURLToPath(new URL('./landing.html', import.meta.url)),
        payway: fileURLToPath(new URL('./payway.html', import.meta.url)),
        admin: fileURLToPath(new URL('./admin.html', import.meta.url)),
      },
      output: {
        codeSplitting: {
          // A borrower route's first view needs the entry, the libraries under every page and the
          // page's own chunks; these groups keep that to ~10 files instead of ~20 (docs/frontend.md
          // "Chunks"): each request on a phone costs a round trip, and on HTTP/1.1 six at a time.
          groups: [
            // What every React entry (app, payway, admin) runs: React, the router, TanStack Query,
            // dayjs and the bundler's helpers. The public site and the landing take none of it.
            {
              name: 'framework',
              test: /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/query-core|@tanstack\/react-query|dayjs|react-is)\/|@oxc-project\+runtime|vite\/preload-helper|rolldown\/runtime/,
              priority: 30,
            },
            // The params, texts and transport the light entries (site, landing) share with the app.
            {
              name: 'lib',
              test: /\/src\/lib\/(i18n\/|params\/common\.ts|http\/(early|transport)\.ts)/,
              includeDependenciesRecursively: false,
              priority: 25,
            },
            // antd-mobile's and ahooks' tiny helpers under most pages (~1 KiB together), one file.
            {
              name: 'antd-small',
              test: /node_modules\/(antd-mobile\/es\/(utils\/(attach-properties-to-component|use-props-value|traverse-react-node)|components\/safe-area\/)|ahooks\/es\/(utils\/index\.js|useMemoizedFn\/|useUpdate\/))/,
              includeDependenciesRecursively: false,
              priority: 20,
            },
            // The loans feature's small shared modules (API calls, status rules, detail parts,
            // recommended list: ~2.5 KiB brotli together) in one chunk instead of four, so
            // /loanDetail starts with fewer tags. Their dependencies stay in their own chunks.
            {
              name: 'loans-shared',
              test: /\/src\/features\/loans\/(api\/|logic\/rules\.ts|components\/(parts|recommended-list)\.tsx)/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: backend, changeOrigin: false }])),
  },
  preview: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: backend, changeOrigin: false }])),
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
})

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
          groups: [
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

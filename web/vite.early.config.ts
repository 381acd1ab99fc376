import { defineConfig } from 'vite'
import { fileURLToPath, URL } from 'node:url'

// The early script (src/early/main.ts) as one classic IIFE file: the CSP allows only 'self'
// scripts, and it must run before (and without) the module graph. scripts/route-html.mjs gives it
// a content hash under assets/ and loads it from each borrower page's HTML.
const dist = process.env.PAUTANG_WEB_OUT || fileURLToPath(new URL('../internal/webui/dist', import.meta.url))
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: `${dist}/.early`,
    emptyOutDir: true,
    target: 'es2020',
    copyPublicDir: false,
    lib: {
      entry: fileURLToPath(new URL('./src/early/main.ts', import.meta.url)),
      formats: ['iife'],
      name: 'ptEarly',
      fileName: () => 'early.js',
    },
  },
})

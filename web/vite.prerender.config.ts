import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath, URL } from 'node:url'

// The build's prerender entry (src/app/prerender.tsx) as one ES module for Node:
// scripts/prerender.mjs imports it from dist/.prerender and renders every borrower route's shell
// into its HTML, then deletes it (it is never served). Every dependency is bundled (antd-mobile's
// modules import their CSS, which Node cannot load; Vite drops CSS from an SSR build).
const dist = process.env.PAUTANG_WEB_OUT || fileURLToPath(new URL('../internal/webui/dist', import.meta.url))
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  ssr: { noExternal: true },
  build: {
    ssr: fileURLToPath(new URL('./src/app/prerender.tsx', import.meta.url)),
    outDir: `${dist}/.prerender`,
    emptyOutDir: true,
    target: 'node20',
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'prerender.mjs', codeSplitting: false } },
  },
})

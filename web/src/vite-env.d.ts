/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base prefix of the JSON API; defaults to /gw. */
  readonly VITE_API_BASE?: string
  /** 'IN' switches the currency sign to the rupee. */
  readonly VITE_REGION?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

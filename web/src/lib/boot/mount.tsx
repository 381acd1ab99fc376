import { StrictMode, startTransition, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { installReactRender } from './render'
import { warmToast } from '../feedback'
import { captureCommonParams } from '../params'
import { htmlLang } from '../i18n'
import '../theme/global.css'

export interface MountOptions {
  /**
   * Hydrate the markup already in #root (the build's prerender of this route, src/app/start.tsx)
   * instead of rendering from scratch; `node` must render exactly that markup first.
   */
  hydrate?: boolean
}

/** Mounts one bundle's root component into #root after the shared setup every entry needs. */
export function mount(node: ReactNode, { hydrate = false }: MountOptions = {}): void {
  installReactRender()
  captureCommonParams()
  document.documentElement.lang = htmlLang()
  const container = document.getElementById('root')
  if (!container) throw new Error('mount: #root is missing')
  if (hydrate) {
    // In a transition, hydration is time-sliced: React yields to the browser every few ms instead
    // of hydrating the whole page in one long task (outside one it runs at the default lane,
    // which React renders without yielding). A mismatch is reported on the console
    // (onRecoverableError's default) and React renders that part anew.
    startTransition(() => {
      hydrateRoot(container, <StrictMode>{node}</StrictMode>)
    })
  } else {
    const root = createRoot(container)
    // A transition render is time-sliced: the first render yields to the browser every few ms
    // instead of blocking the main thread for one long task on a slow phone.
    startTransition(() => root.render(<StrictMode>{node}</StrictMode>))
  }
  // antd-mobile's Toast is not in the first chunks (src/lib/feedback): load it once the page is
  // idle, so the first toast (a network error included) does not wait for it.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(warmToast, { timeout: 2000 })
  else window.setTimeout(warmToast, 1000)
}

import { StrictMode, startTransition, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { installReactRender } from './render'
import { captureCommonParams } from '../params'
import '../theme/global.css'

/** Mounts one bundle's root component into #root after the shared setup every entry needs. */
export function mount(node: ReactNode): void {
  installReactRender()
  captureCommonParams()
  const container = document.getElementById('root')
  if (!container) throw new Error('mount: #root is missing')
  const root = createRoot(container)
  // A transition render is time-sliced: the first render yields to the browser every few ms
  // instead of blocking the main thread for one long task on a slow phone.
  startTransition(() => root.render(<StrictMode>{node}</StrictMode>))
}
